//! The variable-length encoder of the prefix/opcode/ModRM family: the
//! bytes of an instruction composed from its [`ModRmInfo`](super::tables::ModRmInfo) (as the
//! encoder's row holds it) and operands.
//!
//! Register facts come from the description's HWEncoding (see the
//! prelude's `ModRMEncoded`): bits 2-0 the number, bit 3 the extension
//! bit, bit 4 "only with REX", bit 5 "never with REX", bit 6 "32-bit
//! address register", bit 7 "instruction pointer", bits 14-8 a segment's
//! override prefix, bit 15 the fifth bit of a general register's number.

use super::encode::{invalid, unresolved, EncodeError};
use super::inst::{MCInst, MCOperand};
use super::tables::{flags, hints, ModRmReg, ModRmRm, TargetTables};
use tdc_schema::decode::APX_MAP;
use tdc_schema::modrm_rows::ModRmRow;

const EXTENDED: u16 = 1 << 3;
const NEEDS_REX: u16 = 1 << 4;
/// The same bit read in an EVEX instruction: the number's fifth bit.
const HIGH: u16 = 1 << 4;
const NO_REX: u16 = 1 << 5;
pub(super) const ADDRESS_32: u16 = 1 << 6;
/// HWEncoding bit 7: the instruction pointer.
pub const INSTRUCTION_POINTER: u16 = 1 << 7;
/// HWEncoding bit 15: the fifth bit of a general register's number (APX's
/// R16-R31), which only REX2 and EVEX carry.
pub const GPR_HIGH: u16 = 1 << 15;
/// HWEncoding bits 14-8: a segment register's override prefix.
pub fn segment_prefix(encoding: u16) -> u8 {
    (encoding >> 8) as u8 & 0x7F
}

/// The address-size prefix.
const ADDRESS_SIZE: u8 = 0x67;

/// APX's REX2 prefix byte.
pub(super) const REX2: u8 = 0xD5;

/// A register operand, or none, as one integer: bits 15-0 its
/// HWEncoding, bits 23-16 its slot (to find its number for a message),
/// bit 24 set when there is one, bit 25 when the slot holds none. (An
/// `Option` of a struct was spilled in parts and read back whole, a
/// store-forwarding stall per operand.)
#[derive(Clone, Copy)]
struct Reg(u32);

const PRESENT: u32 = 1 << 24;
/// Bit 25: the slot holds no register (read before the check that fails).
const UNRESOLVED: u32 = 1 << 25;

impl Reg {
    const NONE: Reg = Reg(0);

    fn unresolved(slot: u8) -> Reg {
        Reg(UNRESOLVED | u32::from(slot) << 16)
    }

    fn new(enc: u16, slot: u8) -> Reg {
        Reg(PRESENT | u32::from(slot) << 16 | u32::from(enc))
    }

    fn is_some(self) -> bool {
        self.0 & PRESENT != 0
    }

    /// This one if there is one, else `other`.
    fn or(self, other: Reg) -> Reg {
        if self.is_some() {
            self
        } else {
            other
        }
    }

    /// The HWEncoding (0 for none).
    fn enc(self) -> u16 {
        self.0 as u16
    }

    /// The register's number, read again from its slot.
    fn id(self, inst: &MCInst) -> u16 {
        match inst.operand((self.0 >> 16) as u8 as usize) {
            MCOperand::Reg(r) => r,
            _ => 0,
        }
    }

    fn low(self) -> u8 {
        (self.enc() & 7) as u8
    }

    fn ext(self) -> u8 {
        u8::from(self.enc() & EXTENDED != 0)
    }

    /// The fifth bit of the number (EVEX's R', V' and X for registers 16-31).
    fn high(self) -> u8 {
        u8::from(self.enc() & HIGH != 0)
    }

    /// The fifth bit of a general register's number (R4, X4, B4 or V4 of
    /// REX2 and EVEX).
    fn gpr_high(self) -> u8 {
        u8::from(self.enc() & GPR_HIGH != 0)
    }

    fn is_instruction_pointer(self) -> bool {
        self.enc() & INSTRUCTION_POINTER != 0
    }
}

/// Why an instruction cannot be encoded, kept small so that the encoder's
/// results travel in registers; [`Fault::into_error`] writes the message.
#[derive(Clone, Copy)]
enum Fault {
    /// The slot names a symbol where a value is needed.
    Unresolved(u8),
    /// This register cannot be written with a REX prefix.
    RegisterWithRex(u16),
    MismatchedIndexRegisters,
    /// The encoding takes more than [`LENGTH_LIMIT`] bytes.
    TooLong,
    /// This register (R16-R31) needs a REX2 or EVEX prefix, which the
    /// instruction cannot take.
    NeedsRex2(u16),
}

impl Fault {
    fn into_error(self, tables: &TargetTables) -> EncodeError {
        match self {
            Fault::Unresolved(slot) => unresolved(slot as usize),
            Fault::RegisterWithRex(r) => {
                let name = tables.registers.get(r as usize).map_or("", |r| r.asm_name.as_str());
                invalid(format!("can't encode '{name}' in an instruction requiring REX prefix"))
            }
            Fault::MismatchedIndexRegisters => invalid("mismatching source and destination index registers"),
            Fault::TooLong => invalid(format!("instruction length exceeds the limit of {LENGTH_LIMIT}")),
            Fault::NeedsRex2(r) => {
                let name = tables.registers.get(r as usize).map_or("", |r| r.asm_name.as_str());
                invalid(format!("can't encode '{name}' in an instruction without a REX2 or EVEX prefix"))
            }
        }
    }
}

/// The register in `slot` of `inst`, with its encoding from `encodings`
/// (the tables' [`register_encodings`](TargetTables::register_encodings)),
/// or the mark that the slot holds no register.
#[inline(always)]
fn register_at(encodings: &[u16], inst: &MCInst, slot: u8) -> Reg {
    match inst.reg_at(slot as usize) {
        Some(r) => encodings.get(r as usize).map_or(Reg::NONE, |&enc| Reg::new(enc, slot)),
        None => Reg::unresolved(slot),
    }
}

/// The register in `slot`, as [`register_at`] reads it.
fn register(encodings: &[u16], inst: &MCInst, slot: u8) -> Result<Reg, Fault> {
    let r = register_at(encodings, inst, slot);
    if r.0 & UNRESOLVED != 0 {
        return Err(Fault::Unresolved(slot));
    }
    Ok(r)
}

/// The fault of the first slot [`read_operands`] reads that holds no
/// register (or, for a memory operand's scale, no immediate), in the
/// order it reads them.
#[cold]
fn first_unresolved(encodings: &[u16], row: &ModRmRow, inst: &MCInst) -> Fault {
    let reg = match row.reg {
        ModRmReg::Slot(s) => Some(s),
        _ => None,
    };
    let rm: &[u8] = match row.rm {
        ModRmRm::Register(s) => &[s],
        // Base, scale, index and segment.
        ModRmRm::Memory(s) => &[s, s + 1, s + 2, s + 4],
        ModRmRm::None => &[],
    };
    let slots = reg.into_iter().chain(rm.iter().copied()).chain(row.opcode_reg).chain(row.vvvv);
    let scale = match row.rm {
        ModRmRm::Memory(s) => Some(s + 1),
        _ => None,
    };
    let holds_none = |slot: u8| match Some(slot) == scale {
        true => inst.imm_at(slot as usize).is_none(),
        false => register_at(encodings, inst, slot).0 & UNRESOLVED != 0,
    };
    Fault::Unresolved(slots.into_iter().find(|&s| holds_none(s)).unwrap_or(0))
}

fn immediate(inst: &MCInst, slot: u8) -> Result<i64, Fault> {
    match inst.operand(slot as usize) {
        MCOperand::Imm(v) => Ok(v),
        _ => Err(Fault::Unresolved(slot)),
    }
}

/// Where a symbol operand's bytes are in an encoded instruction, left as
/// zeros for the assembler to resolve or relocate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fixup {
    /// First byte, from the start of the instruction.
    pub offset: u8,
    /// Number of bytes.
    pub size: u8,
    /// The MCInst slot holding the symbol.
    pub slot: u8,
    /// Relative to the end of the instruction.
    pub pc_relative: bool,
    /// Its name in llvm-mc's listings.
    pub kind: &'static str,
    /// Bytes at the end of the instruction a PC-relative value does not
    /// count from (3DNow!'s opcode suffix, which llvm-mc leaves out).
    pub uncounted: u8,
}

/// The most bytes an x86 processor decodes as one instruction; llvm-mc
/// refuses a longer encoding (a segment, an address with a SIB byte and a
/// 4-byte displacement and a 4-byte immediate under EVEX make 16).
pub(super) const LENGTH_LIMIT: usize = 15;

/// The bytes of one instruction, written straight into the output after
/// its first `start` bytes (taken back if the encoding fails). Bytes
/// gathered on the stack and copied out whole cost a store-forwarding
/// stall; copies of a variable length cost a call to memcpy.
struct Bytes<'o> {
    out: &'o mut Vec<u8>,
    start: usize,
}

impl Bytes<'_> {
    /// How many are written.
    fn len(&self) -> usize {
        self.out.len() - self.start
    }

    fn push(&mut self, byte: u8) {
        self.out.push(byte);
    }

    fn extend(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.out.push(b);
        }
    }

    /// Pushes the low `n` bytes of `value` (0 to 8), least significant
    /// first: all eight, then the excess cut (a copy of a fixed size).
    fn push_le(&mut self, value: u64, n: u8) {
        let end = self.out.len() + usize::from(n.min(8));
        self.out.extend_from_slice(&value.to_le_bytes());
        self.out.truncate(end);
    }
}

/// The string instructions' addresses (outside ModRM): 0x67 for 32-bit
/// address registers, then the source's segment override unless it is the
/// default one (%ds, prefix 0x3E), in llvm-mc's order (after `rep`).
#[cold]
fn string_address_prefixes(encodings: &[u16], slots: &[u8], inst: &MCInst, out: &mut Bytes) -> Result<(), Fault> {
    const DEFAULT_SEGMENT: u8 = 0x3E;
    let mut narrow = None;
    for &slot in slots {
        let is_narrow = register(encodings, inst, slot)?.enc() & ADDRESS_32 != 0;
        if narrow.replace(is_narrow).is_some_and(|n| n != is_narrow) {
            return Err(Fault::MismatchedIndexRegisters);
        }
    }
    if narrow == Some(true) {
        out.push(ADDRESS_SIZE);
    }
    for &slot in slots {
        let prefix = segment_prefix(register(encodings, inst, slot + 1)?.enc());
        if prefix != 0 && prefix != DEFAULT_SEGMENT {
            out.push(prefix);
        }
    }
    Ok(())
}

/// A memory operand, resolved; `disp` is `None` for a symbol.
struct Memory {
    base: Reg,
    /// SIB.scale: log2 of the scale.
    scale: u8,
    index: Reg,
    disp: Option<i64>,
    disp_slot: u8,
    segment: Reg,
}

impl Memory {
    fn is_pc_relative(&self) -> bool {
        self.base.is_instruction_pointer()
    }
}

/// Writes ModRM, with `reg` in its reg field, and what follows it for
/// memory operand `m`: SIB and the displacement (four zero bytes for a
/// symbol). `disp8_shift` is log2 of the scale of a one-byte displacement
/// (EVEX's compressed disp8*N; 0 elsewhere).
fn write_address(bytes: &mut Bytes, reg: u8, m: &Memory, prefix_hints: u8, force_sib: bool, disp8_shift: u8) {
    let modrm = |mode: u8, rm: u8| mode << 6 | reg << 3 | rm;
    let disp32 = m.disp.unwrap_or(0) as i32 as u32 as u64;
    let (base, index) = (m.base, m.index);
    // RIP-relative: ModRM.rm 101 without SIB.
    if base.is_instruction_pointer() && !index.is_some() {
        bytes.push(modrm(0, 0b101));
        bytes.push_le(disp32, 4);
        return;
    }
    // Absolute, or an index without a base: SIB with base 101 and mod 00.
    if !base.is_some() {
        let (x, scale) = if index.is_some() { (index.low(), m.scale) } else { (0b100, 0) };
        bytes.push(modrm(0, 0b100));
        bytes.push(scale << 6 | x << 3 | 0b101);
        bytes.push_le(disp32, 4);
        return;
    }
    // A symbol always takes four bytes; `{disp32}` asks for four, `{disp8}`
    // for one even where none would do. A one-byte displacement is scaled
    // down by N.
    let (force8, force32) = (prefix_hints & hints::DISP8 != 0, prefix_hints & hints::DISP32 != 0);
    let scaled = m.disp.filter(|d| d & ((1 << disp8_shift) - 1) == 0).and_then(|d| i8::try_from(d >> disp8_shift).ok());
    // Base 101 (RBP, R13) with mod 00 would mean RIP/absolute.
    let mode = if m.disp == Some(0) && base.low() != 0b101 && !force8 && !force32 {
        0
    } else if !force32 && scaled.is_some() {
        1
    } else {
        2
    };
    if index.is_some() {
        bytes.push(modrm(mode, 0b100));
        bytes.push(m.scale << 6 | index.low() << 3 | base.low());
    } else if base.low() == 0b100 || force_sib {
        // RSP and R12 as a base need a SIB (rm 100 means "SIB follows").
        bytes.push(modrm(mode, 0b100));
        bytes.push(0b100 << 3 | base.low());
    } else {
        bytes.push(modrm(mode, base.low()));
    }
    match (mode, scaled) {
        (1, Some(byte)) => bytes.push(byte as u8),
        (2, _) => bytes.push_le(disp32, 4),
        _ => {}
    }
}

fn scale_bits(scale: i64) -> u8 {
    match scale {
        2 => 1,
        4 => 2,
        8 => 3,
        _ => 0,
    }
}

/// Rewrites a VEX instruction so that the 2-byte VEX prefix (no B, X, W
/// or map field: map 0F, W0) can encode it, as llvm-mc's assembler does,
/// when only the ModRM.rm register needs VEX.B: an `isCommutable`
/// instruction swaps its VEX.vvvv and ModRM.rm registers (`vaddps %xmm8,
/// %xmm1, %xmm2` becomes `vaddps %xmm1, %xmm8, %xmm2`); one with a
/// `ReversedForm` whose ModRM.reg register does not need VEX.R becomes
/// that form (`vmovaps %xmm8, %xmm0` takes 0x29). Not when `{vex3}` asks
/// for the long prefix.
pub fn commute_for_short_vex(tables: &TargetTables, inst: &mut MCInst) {
    if prefix_hints(tables, inst) & hints::VEX3 != 0 {
        return;
    }
    let Some(info) = tables.instructions.get(inst.opcode as usize) else { return };
    let Some(enc) = info.modrm.as_deref() else { return };
    let ModRmRm::Register(rm) = enc.rm else { return };
    let two_byte_vex = enc.vex.is_some() && !enc.rex_w && matches!(enc.opcode[..], [0x0F, _]);
    if !two_byte_vex {
        return;
    }
    let extended = |slot: u8| match inst.operand(slot as usize) {
        MCOperand::Reg(r) => tables.registers.get(r as usize).is_some_and(|r| r.encoding & EXTENDED != 0),
        _ => false,
    };
    if !extended(rm) {
        return;
    }
    // A compare commutes for its symmetric predicates only.
    let immediate = enc.trailing.last().map(|t| inst.operand(t.slot as usize));
    let symmetric = enc.commutable_immediates == 0
        || matches!(immediate, Some(MCOperand::Imm(v)) if enc.commutable_immediates >> (v & 7) & 1 != 0);
    let commutable = info.flags & flags::IS_COMMUTABLE != 0 && symmetric;
    match (enc.vvvv, enc.reg.clone(), enc.reversed) {
        (Some(vvvv), ..) if commutable && !extended(vvvv) => {
            inst.swap(rm as usize, vvvv as usize);
        }
        (_, ModRmReg::Slot(reg), Some(reversed)) if !extended(reg) => inst.opcode = reversed,
        _ => {}
    }
}

/// What the assembler prefixes written before `inst` ask of the encoder.
pub fn prefix_hints(tables: &TargetTables, inst: &MCInst) -> u8 {
    hints_of(tables, inst.prefixes)
}

/// What the assembler prefixes `prefixes` (bit i: the i-th) ask of the
/// encoder and the matcher.
pub fn hints_of(tables: &TargetTables, prefixes: u16) -> u8 {
    if prefixes == 0 {
        return 0;
    }
    let set = tables.asm_prefixes.iter().enumerate().take(16).filter(|(i, _)| prefixes >> i & 1 != 0);
    set.fold(0, |h, (_, p)| h | p.hints)
}

/// Whether `inst` is a VEX instruction the assembler takes only under
/// `{vex}` (its mnemonic alone names another encoding).
fn needs_explicit_vex(tables: &TargetTables, inst: &MCInst) -> bool {
    let modrm = modrm_info(tables, inst);
    modrm.and_then(|m| m.vex.as_ref()).is_some_and(|v| v.explicit)
}

/// Why the assembler does not take `inst` for a statement written with
/// prefixes asking `prefix_hints`, if it does not: `{evex}` wants an
/// EVEX instruction, `{vex}` another one, and llvm-mc takes the VEX form
/// of an instruction that has one (`PrefersVex`) when VEX can name every
/// register, as the registers' fifth number bit says; an ExplicitVex
/// instruction wants `{vex}`, an ExplicitEvex one `{evex}`, an
/// ExplicitNF one `{nf}` (and `{nf}` one of those).
pub fn encoding_refused(tables: &TargetTables, inst: &MCInst, prefix_hints: u8) -> Option<Refusal> {
    let weak = |message| Some(Refusal { message, by_prefix: false });
    let by_prefix = Some(Refusal { message: UNSUPPORTED, by_prefix: true });
    if needs_explicit_vex(tables, inst) && prefix_hints & hints::VEX == 0 {
        return weak(UNSUPPORTED);
    }
    let modrm = tables.instructions.get(inst.opcode as usize)?.modrm.as_deref();
    let evex = modrm.map(|m| m.evex.as_ref());
    // `{nf}` asks for a no-flags form and only those take it; `{evex}`
    // is the only way to the EVEX forms of legacy instructions.
    let explicit_nf = matches!(evex, Some(Some(e)) if e.explicit_nf);
    let explicit_evex = matches!(evex, Some(Some(e)) if e.explicit);
    if explicit_nf != (prefix_hints & hints::NF != 0) || (explicit_evex && prefix_hints & hints::EVEX == 0) {
        return by_prefix;
    }
    match evex {
        None | Some(None) if prefix_hints & hints::EVEX != 0 => by_prefix,
        Some(Some(_)) if prefix_hints & hints::VEX != 0 => weak(UNSUPPORTED),
        Some(Some(e)) if e.prefers_vex && prefix_hints & hints::EVEX == 0 => {
            // (In APX's map 4, of general registers only, bit 4 is
            // NEEDS_REX: SPL-DIL, which REX names.)
            let apx = modrm.is_some_and(|m| m.map == APX_MAP);
            let needs_evex = names_register(tables, inst, if apx { GPR_HIGH } else { HIGH | GPR_HIGH });
            if needs_evex {
                None
            } else {
                weak("instruction has a VEX form")
            }
        }
        _ => None,
    }
}

/// Why the assembler does not take an instruction whose operands match.
pub struct Refusal {
    /// The complaint.
    pub message: &'static str,
    /// The prefixes written rule the encoding out (`{evex}` on a legacy
    /// instruction, `{nf}` on one that writes the flags): llvm-mc's
    /// complaint then ranks above operand errors.
    pub by_prefix: bool,
}

/// llvm-mc's message for an instruction the prefixes written or the
/// registers named (%r16-%r31 without REX2 or EVEX) rule out.
pub const UNSUPPORTED: &str = "unsupported instruction";

/// Whether a register operand of `inst` has one of the HWEncoding `bits`.
fn names_register(tables: &TargetTables, inst: &MCInst, bits: u16) -> bool {
    let encodings = tables.register_encodings();
    inst.iter().any(|op| match op {
        MCOperand::Reg(r) => encodings.get(r as usize).is_some_and(|enc| enc & bits != 0),
        _ => false,
    })
}

/// Whether `inst` names one of R16-R31 (or a view of one) but can take
/// neither REX2 nor EVEX: llvm-mc calls it unsupported.
pub fn lacks_rex2(tables: &TargetTables, inst: &MCInst) -> bool {
    let full = || modrm_info(tables, inst);
    // (The registers first: few instructions name R16-R31.)
    names_register(tables, inst, GPR_HIGH)
        && tables.modrm_row(inst.opcode).is_some_and(|m| m.evex.is_none() && !takes_rex2(m, m.opcode(full)))
}

/// The full ModRM facts of `inst`, for the lists its row does not hold.
fn modrm_info<'t>(tables: &'t TargetTables, inst: &MCInst) -> Option<&'t super::tables::ModRmInfo> {
    tables.instructions.get(inst.opcode as usize).and_then(|i| i.modrm.as_deref())
}

/// Whether a legacy instruction can take a REX2 prefix (for R16-R31):
/// those of maps 0 and 1 (no escape or 0x0F alone), not 3DNow!'s 0F 0F;
/// never VEX or XOP ones.
fn takes_rex2(row: &ModRmRow, opcode: &[u8]) -> bool {
    row.vex.is_none() && !row.xop && row.map == 0 && !matches!(opcode, [0x0F, 0x38 | 0x3A | 0x0F, ..])
}

/// The assembler prefixes an EVEX instruction is listed with: `{evex}`
/// (ExplicitEvex) and `{nf}` (ExplicitNF), as MCInst prefix bits.
pub fn explicit_evex_prefixes(tables: &TargetTables, evex: &super::tables::Evex) -> u16 {
    let prefixes = tables.asm_prefixes.iter().take(16).enumerate();
    let wanted = |hint: u8| u16::from(hint == hints::EVEX && evex.explicit || hint == hints::NF && evex.explicit_nf);
    prefixes.fold(0, |bits, (i, p)| bits | wanted(p.hints) << i)
}

/// Writes an ExplicitVex instruction with the first prefix that asks for
/// VEX alone (`{vex}`) and no other VEX request, as llvm-mc lists it
/// whether `{vex}`, `{vex2}` or `{vex3}` was written (the bytes are the
/// same: such instructions are in VEX maps that take three bytes); an
/// ExplicitEvex or ExplicitNF one with `{evex}` or `{nf}`.
pub fn write_explicit_prefix(tables: &TargetTables, inst: &mut MCInst) {
    let modrm = modrm_info(tables, inst);
    if let Some(e) = modrm.and_then(|m| m.evex.as_ref()) {
        inst.prefixes |= explicit_evex_prefixes(tables, e);
    }
    let prefixes = &tables.asm_prefixes[..tables.asm_prefixes.len().min(16)];
    let Some(vex) = prefixes.iter().position(|p| p.hints == hints::VEX) else { return };
    if !needs_explicit_vex(tables, inst) {
        return;
    }
    for (i, p) in prefixes.iter().enumerate() {
        if p.hints & hints::VEX != 0 {
            inst.prefixes &= !(1 << i);
        }
    }
    inst.prefixes |= 1 << vex;
}

/// Appends the encoding of `inst`. Symbol operands are written as zeros
/// and listed in `fixups`.
pub fn encode(
    tables: &TargetTables,
    row: &ModRmRow,
    inst: &MCInst,
    out: &mut Vec<u8>,
    fixups: &mut Vec<Fixup>,
) -> Result<(), EncodeError> {
    let (fixups_before, start) = (fixups.len(), out.len());
    let mut bytes = Bytes { out, start };
    let composed = compose(tables, row, inst, &mut bytes, fixups);
    let checked = composed.and_then(|()| if bytes.len() > LENGTH_LIMIT { Err(Fault::TooLong) } else { Ok(()) });
    checked.map_err(|fault| {
        bytes.out.truncate(start);
        fixups.truncate(fixups_before);
        fault.into_error(tables)
    })
}

/// Writes the assembler prefixes written before `inst` that are bytes
/// and go `after_operand_size` (0x66) or not: `lock` goes after it, `rep`
/// before 0x67.
#[cold]
fn write_prefixes(bytes: &mut Bytes, tables: &TargetTables, inst: &MCInst, after_operand_size: bool) {
    for (i, p) in tables.asm_prefixes.iter().enumerate().take(16) {
        match p.byte {
            Some(b) if inst.prefixes >> i & 1 != 0 && p.after_operand_size == after_operand_size => bytes.push(b),
            _ => {}
        }
    }
}

/// The first of `named` that is one of R16-R31, for the message that it
/// needs REX2 or EVEX.
#[cold]
fn needs_rex2(inst: &MCInst, named: [Reg; 4]) -> Fault {
    Fault::NeedsRex2(named.into_iter().find(|r| r.gpr_high() != 0).map_or(0, |r| r.id(inst)))
}

/// The operands of an instruction as its encoding reads them.
struct Operands {
    /// The ModRM.reg register, the ModRM.rm register, the register in the
    /// opcode's low bits and the VEX.vvvv register (each may be none).
    reg: Reg,
    rm: Reg,
    opcode_reg: Reg,
    vvvv: Reg,
    memory: Option<Memory>,
    /// The memory operand's base and index registers (none without one).
    base: Reg,
    index: Reg,
    /// The register REX.B extends: ModRM.rm's, the opcode's or the base.
    b_register: Reg,
    /// ModRM.reg's number and REX.R, if there is a ModRM byte.
    reg_field: Option<(u8, u8)>,
}

impl Operands {
    /// The HWEncoding bits of the registers whose byte needs (or forbids)
    /// REX.
    fn rex_bits(&self) -> u16 {
        self.reg.enc() | self.rm.enc() | self.opcode_reg.enc()
    }

    /// REX's W, R, X and B bits.
    fn rex(&self, row: &ModRmRow) -> u8 {
        // (A digit in ModRM.reg has no extension bit, and no register
        // then: `reg` is NONE.)
        u8::from(row.rex_w) << 3 | self.reg.ext() << 2 | self.index.ext() << 1 | self.b_register.ext()
    }

    /// Whether one of R16-R31 is named.
    fn names_high_gpr(&self) -> bool {
        (self.rex_bits() | self.base.enc() | self.index.enc() | self.vvvv.enc()) & GPR_HIGH != 0
    }

    /// The fault for a register that cannot be written with REX, if one
    /// of them is named.
    fn register_with_rex(&self, inst: &MCInst) -> Result<(), Fault> {
        match [self.reg, self.rm, self.opcode_reg].into_iter().find(|r| r.enc() & NO_REX != 0) {
            Some(r) => Err(Fault::RegisterWithRex(r.id(inst))),
            None => Ok(()),
        }
    }
}

/// Reads the registers and the memory operand that `row` names, each
/// register first and all checked once.
#[inline(always)]
fn read_operands(encodings: &[u16], row: &ModRmRow, inst: &MCInst) -> Result<Operands, Fault> {
    // The marks of all reads together.
    let mut marks = 0;
    let mut read = |slot: u8| {
        let r = register_at(encodings, inst, slot);
        marks |= r.0;
        r
    };
    let reg = match row.reg {
        ModRmReg::Slot(s) => read(s),
        _ => Reg::NONE,
    };
    let (mut rm, mut memory) = (Reg::NONE, None);
    match row.rm {
        ModRmRm::Register(s) => rm = read(s),
        ModRmRm::Memory(s) => {
            memory = Some(Memory {
                base: read(s),
                scale: match inst.imm_at(s as usize + 1) {
                    Some(v) => scale_bits(v),
                    None => return Err(first_unresolved(encodings, row, inst)),
                },
                index: read(s + 2),
                disp: match inst.operand(s as usize + 3) {
                    MCOperand::Imm(v) => Some(v),
                    _ => None,
                },
                disp_slot: s + 3,
                segment: read(s + 4),
            });
        }
        ModRmRm::None => {}
    }
    let opcode_reg = row.opcode_reg.map_or(Reg::NONE, &mut read);
    let vvvv = row.vvvv.map_or(Reg::NONE, &mut read);
    if marks & UNRESOLVED != 0 {
        return Err(first_unresolved(encodings, row, inst));
    }
    let (base, index) = memory.as_ref().map_or((Reg::NONE, Reg::NONE), |m| (m.base, m.index));
    let reg_field = match row.reg {
        ModRmReg::Slot(_) if reg.is_some() => Some((reg.low(), reg.ext())),
        ModRmReg::Digit(d) => Some((d, 0)),
        _ => None,
    };
    let b_register = rm.or(opcode_reg).or(base);
    Ok(Operands { reg, rm, opcode_reg, vvvv, memory, base, index, b_register, reg_field })
}

/// The bytes of `inst`.
fn compose(
    tables: &TargetTables,
    row: &ModRmRow,
    inst: &MCInst,
    bytes: &mut Bytes,
    fixups: &mut Vec<Fixup>,
) -> Result<(), Fault> {
    let o = read_operands(tables.register_encodings(), row, inst)?;
    // The lists, from the row or for long ones from the ModRmInfo.
    let full = || modrm_info(tables, inst);
    let (prefixes, opcode) = (row.prefixes(full), row.opcode(full));
    // Most instructions take the short way: legacy ones with no prefix
    // written before them and no register only REX2 names.
    let (opcode, needs_rex) = if row.plain && inst.prefixes == 0 && !o.names_high_gpr() {
        (opcode, plain_head(row, inst, &o, prefixes, bytes)?)
    } else {
        head(tables, row, inst, &o, prefixes, opcode, bytes)?
    };
    match opcode.split_last() {
        Some((last, first)) if o.opcode_reg.is_some() => {
            bytes.extend(first);
            bytes.push(last | o.opcode_reg.low());
        }
        _ => bytes.extend(opcode),
    }
    if let Some((reg, _)) = o.reg_field {
        match &o.memory {
            Some(m) => {
                let disp8_shift = row.evex.as_ref().map_or(0, |e| e.disp8_shift);
                write_address(bytes, reg, m, prefix_hints(tables, inst), row.force_sib, disp8_shift);
                if m.disp.is_none() {
                    // (The last four bytes.)
                    fixups.push(Fixup {
                        offset: (bytes.len() - 4) as u8,
                        size: 4,
                        slot: m.disp_slot,
                        pc_relative: m.is_pc_relative(),
                        kind: displacement_fixup_kind(tables, inst, m, needs_rex),
                        uncounted: u8::from(row.suffix.is_some()),
                    });
                }
            }
            // A register in ModRM.reg alone (AMX's tilezero): rm 0.
            None => bytes.push(0b11 << 6 | reg << 3 | o.rm.low()),
        }
    }
    for t in row.trailing(full) {
        // (An absent slot reads as immediate 0.)
        let v = match inst.operand(t.slot as usize) {
            MCOperand::Imm(v) => v,
            MCOperand::Expr { .. } => {
                let kind = trailing_fixup_kind(tables, inst, t.slot, t.bytes, t.pc_relative);
                fixups.push(Fixup {
                    offset: bytes.len() as u8,
                    size: t.bytes,
                    slot: t.slot,
                    pc_relative: t.pc_relative,
                    kind,
                    uncounted: u8::from(row.suffix.is_some()),
                });
                0
            }
            // VEX's fourth register, in the high half of the byte, and
            // any immediate sharing the byte in the low half.
            MCOperand::Reg(_) => {
                let low = match t.low_half.map(|s| inst.operand(s as usize)) {
                    Some(MCOperand::Imm(v)) => v & 15,
                    _ => 0,
                };
                i64::from(register(tables.register_encodings(), inst, t.slot)?.enc() & 15) << 4 | low
            }
        };
        bytes.push_le(v as u64, t.bytes);
    }
    bytes.extend(row.suffix.as_slice());
    Ok(())
}

/// Writes what comes before the opcode of a [`ModRmRow::plain`]
/// instruction with no prefix written before it and no register of
/// R16-R31: the segment, 0x67, the mandatory prefixes and REX. Says
/// whether REX was written.
#[inline(always)]
fn plain_head(row: &ModRmRow, inst: &MCInst, o: &Operands, prefixes: &[u8], bytes: &mut Bytes) -> Result<bool, Fault> {
    let (rex, rex_bits) = (o.rex(row), o.rex_bits());
    let needs_rex = rex != 0 || rex_bits & NEEDS_REX != 0;
    if needs_rex && rex_bits & NO_REX != 0 {
        o.register_with_rex(inst)?;
    }
    write_segment(o, bytes);
    write_address_size(o, prefixes, bytes);
    bytes.extend(prefixes);
    if needs_rex {
        bytes.push(0x40 | rex);
    }
    Ok(needs_rex)
}

/// Writes the memory operand's segment override, if any.
fn write_segment(o: &Operands, bytes: &mut Bytes) {
    match &o.memory {
        Some(m) if m.segment.is_some() => bytes.push((m.segment.enc() >> 8) as u8),
        _ => {}
    }
}

/// Writes the address-size prefix for 32-bit address registers (once: a
/// 32-bit address form may have it among its own `prefixes`).
fn write_address_size(o: &Operands, prefixes: &[u8], bytes: &mut Bytes) {
    if (o.base.enc() | o.index.enc()) & ADDRESS_32 != 0 && !prefixes.contains(&ADDRESS_SIZE) {
        bytes.push(ADDRESS_SIZE);
    }
}

/// Writes what comes before the opcode: the segment, the prefixes written
/// before the instruction, the string instructions' address prefixes,
/// 0x67, the mandatory prefixes and REX, REX2, VEX, XOP or EVEX. Gives the
/// opcode bytes left to write and whether REX was written.
fn head<'r>(
    tables: &TargetTables,
    row: &ModRmRow,
    inst: &MCInst,
    o: &Operands,
    prefixes: &[u8],
    opcode_bytes: &'r [u8],
    bytes: &mut Bytes,
) -> Result<(&'r [u8], bool), Fault> {
    let prefix_hints = prefix_hints(tables, inst);
    let encodings = tables.register_encodings();
    let full = || modrm_info(tables, inst);
    let (index, b_register) = (o.index, o.b_register);
    let (rex_r, rex_x, rex_b) = (o.reg.ext(), index.ext(), b_register.ext());
    let high_gpr = o.names_high_gpr();
    if high_gpr && row.evex.is_none() && !takes_rex2(row, opcode_bytes) {
        return Err(needs_rex2(inst, [o.reg, index, b_register, o.vvvv]));
    }
    // A legacy instruction's REX or REX2 prefix.
    let (rex, rex2, needs_rex) = if row.vex.is_none() && row.evex.is_none() {
        let (rex, reg_bits, rex2) = (o.rex(row), o.rex_bits(), row.rex2 || high_gpr);
        let needs_rex = rex != 0 || prefix_hints & hints::REX != 0 || reg_bits & NEEDS_REX != 0 || rex2;
        if needs_rex && reg_bits & NO_REX != 0 {
            o.register_with_rex(inst)?;
        }
        (rex, rex2, needs_rex)
    } else {
        (0, false, false)
    };

    write_segment(o, bytes);
    if inst.prefixes != 0 {
        write_prefixes(bytes, tables, inst, false);
    }
    if row.has_string_addresses {
        let string_addresses = full().map_or(&[][..], |i| &i.string_addresses);
        string_address_prefixes(encodings, string_addresses, inst, bytes)?;
    }
    write_address_size(o, prefixes, bytes);
    let mut opcode = opcode_bytes;
    match (&row.vex, &row.evex) {
        (_, Some(evex)) => {
            let (map, rest) = vex_map(row, opcode_bytes);
            opcode = rest;
            // APX's map 4 takes general registers only, whose bit 4 is
            // NEEDS_REX, not a fifth bit.
            let high = |r: Reg| if map == APX_MAP { 0 } else { r.high() };
            let fields = EvexFields {
                // R' is a vector register's fifth bit or R4.
                r: (o.reg.ext(), high(o.reg) | o.reg.gpr_high()),
                // X extends a ModRM.rm register's number to five bits, or
                // the index of a memory operand; a vector index's fifth
                // bit goes into V'.
                x: if o.rm.is_some() { high(o.rm) } else { index.ext() },
                b: rex_b,
                b4: b_register.gpr_high(),
                x4: index.gpr_high(),
                // APX's default flags value is written as it is: the
                // inverse of a register number's.
                v: match evex.flags {
                    Some(s) => !immediate(inst, s)? as u8 & 15,
                    None => (o.vvvv.enc() & 15) as u8,
                },
                v_high: if o.vvvv.is_some() { high(o.vvvv) | o.vvvv.gpr_high() } else { high(index) },
                opmask: match evex.opmask {
                    Some(s) => register(encodings, inst, s)?.low(),
                    None => 0,
                },
                rounding: match evex.rounding {
                    Some(s) => Some((immediate(inst, s)? & 3) as u8),
                    None => None,
                },
            };
            bytes.extend(&evex_prefix(row.rex_w, row.vex_pp, evex, map, &fields));
        }
        (None, None) => {
            // A lock prefix goes after 0x66 and before a mandatory
            // prefix: llvm-mc writes 66 f0 83 ...
            let operand_size = usize::from(prefixes.first() == Some(&0x66));
            bytes.extend(&prefixes[..operand_size]);
            if inst.prefixes != 0 {
                write_prefixes(bytes, tables, inst, true);
            }
            bytes.extend(&prefixes[operand_size..]);
            if rex2 {
                // M0 says map 1 (the 0x0F escape is not written).
                let m0 = opcode.first() == Some(&0x0F);
                if m0 {
                    opcode = &opcode[1..];
                }
                // The fifth bits of R16-R31's numbers.
                let (r4, x4, b4) = (o.reg.gpr_high(), index.gpr_high(), b_register.gpr_high());
                bytes.extend(&[REX2, u8::from(m0) << 7 | r4 << 6 | x4 << 5 | b4 << 4 | rex]);
            } else if needs_rex {
                bytes.push(0x40 | rex);
            }
        }
        (Some(_), None) if high_gpr => return Err(needs_rex2(inst, [o.reg, index, b_register, o.vvvv])),
        (Some(vex), None) => {
            let pp = row.vex_pp;
            let (map, rest) = vex_map(row, opcode_bytes);
            opcode = rest;
            let v = !(o.vvvv.enc() & 15) as u8 & 15;
            let tail = v << 3 | u8::from(vex.l) << 2 | pp;
            if row.xop {
                bytes.extend(&[
                    0x8F,
                    (rex_r ^ 1) << 7 | (rex_x ^ 1) << 6 | (rex_b ^ 1) << 5 | map,
                    u8::from(row.rex_w) << 7 | tail,
                ]);
            } else if rex_x == 0 && rex_b == 0 && !row.rex_w && map == 1 && prefix_hints & hints::VEX3 == 0 {
                bytes.extend(&[0xC5, (rex_r ^ 1) << 7 | tail]);
            } else {
                bytes.extend(&[
                    0xC4,
                    (rex_r ^ 1) << 7 | (rex_x ^ 1) << 6 | (rex_b ^ 1) << 5 | map,
                    u8::from(row.rex_w) << 7 | tail,
                ]);
            }
        }
    }
    Ok((opcode, needs_rex))
}

/// The VEX/EVEX map and the opcode after its escape bytes (or the
/// description's map, for an opcode without escapes), as the row has them.
fn vex_map<'a>(row: &ModRmRow, opcode: &'a [u8]) -> (u8, &'a [u8]) {
    (row.vex_map, opcode.get(row.vex_escapes as usize..).unwrap_or_default())
}

/// What an EVEX prefix takes from the operands: the extension bits of
/// ModRM.reg (R, R'), X and B, VEX.vvvv and its fifth bit V', the opmask
/// register's number and the rounding control, if written.
struct EvexFields {
    r: (u8, u8),
    x: u8,
    b: u8,
    /// APX's fifth bits of a general base or ModRM.rm register and of a
    /// general index.
    b4: u8,
    x4: u8,
    v: u8,
    v_high: u8,
    opmask: u8,
    rounding: Option<u8>,
}

/// The four bytes of an EVEX prefix: 62, then R X B R' B4 mmm, W vvvv X4
/// pp, z L'L b V' aaa, with R, X, B, R', vvvv, X4 and V' inverted (APX's
/// map 4: b is ND, aaa's bit 2 NF, V' and aaa a condition code in ccmp).
fn evex_prefix(rex_w: bool, pp: u8, evex: &super::tables::Evex, map: u8, f: &EvexFields) -> [u8; 4] {
    let inverted = |bit: u8| (bit ^ 1) & 1;
    let p0 =
        inverted(f.r.0) << 7 | inverted(f.x) << 6 | inverted(f.b) << 5 | inverted(f.r.1) << 4 | f.b4 << 3 | (map & 7);
    let p1 = u8::from(rex_w) << 7 | (!f.v & 15) << 3 | inverted(f.x4) << 2 | pp;
    // Embedded rounding replaces the vector length and sets b.
    let (ll, b) = match f.rounding {
        Some(rc) => (rc, true),
        None => (evex.ll, evex.b),
    };
    // APX's source condition code takes V' and aaa; NF is aaa's bit 2.
    let low = match evex.scc {
        Some(scc) => scc & 15,
        None => inverted(f.v_high) << 3 | u8::from(evex.nf) << 2 | (f.opmask & 7),
    };
    let p2 = u8::from(evex.z) << 7 | (ll & 3) << 5 | u8::from(b) << 4 | low;
    [0x62, p0, p1, p2]
}

/// llvm-mc's name for the fixup of a symbol displacement: a GOT load a
/// linker may relax (plain symbols only) or any other RIP-relative one,
/// or an absolute address sign-extended from 32 bits.
#[cold]
fn displacement_fixup_kind(tables: &TargetTables, inst: &MCInst, m: &Memory, has_rex: bool) -> &'static str {
    let plain = matches!(inst.operand(m.disp_slot as usize), MCOperand::Expr { addend: 0, .. });
    let got_relaxation = modrm_info(tables, inst).map_or(0, |i| i.got_relaxation);
    match (m.is_pc_relative(), plain, got_relaxation) {
        (false, ..) => "reloc_signed_4byte",
        (true, true, 2) => "reloc_riprel_4byte_movq_load",
        (true, true, 1) if has_rex => "reloc_riprel_4byte_relax_rex",
        (true, true, 1) => "reloc_riprel_4byte_relax",
        _ => "reloc_riprel_4byte",
    }
}

/// llvm-mc's name for the fixup of a symbol in bytes after the opcode.
#[cold]
fn trailing_fixup_kind(tables: &TargetTables, inst: &MCInst, slot: u8, bytes: u8, pc_relative: bool) -> &'static str {
    let info = &tables.instructions[inst.opcode as usize];
    let value_bits = info
        .slot_kinds
        .get(slot as usize)
        .and_then(|&k| tables.operand_kinds.get(k as usize))
        .map_or(0, |k| k.value_bits);
    // A jump or call to a plain symbol may go through the PLT.
    let plain = matches!(inst.operand(slot as usize), MCOperand::Expr { addend: 0, modifier: 0, .. });
    match (pc_relative, bytes) {
        (true, 4) if plain && info.flags & (flags::IS_CALL | flags::IS_BRANCH) != 0 => "reloc_branch_4byte_pcrel",
        (true, 1) => "FK_PCRel_1",
        (true, 2) => "FK_PCRel_2",
        (true, _) => "FK_PCRel_4",
        // A 32-bit field that the processor sign-extends to 64 bits.
        (false, 4) if value_bits == 64 => "reloc_signed_4byte",
        (false, 1) => "FK_Data_1",
        (false, 2) => "FK_Data_2",
        (false, 4) => "FK_Data_4",
        (false, _) => "FK_Data_8",
    }
}

#[cfg(all(test, feature = "x86"))]
mod tests {
    use super::super::encode::encode;
    use super::*;
    use crate::error::{codes, Span};
    use crate::mc::inst::NO_REGISTER;
    use crate::targets::x86::{Opcode, Reg as X86, TABLES};

    const SYMBOL: MCOperand = MCOperand::Expr { symbol: 0, addend: 0, modifier: 0 };

    /// The slot the error of encoding `inst` names.
    fn unresolved_slot(inst: &MCInst) -> Span {
        let error = encode(&TABLES, inst, &mut Vec::new()).expect_err("a symbol where a value is needed");
        assert_eq!(error.code, codes::ENCODE_UNRESOLVED);
        error.span
    }

    /// `movl 8(%rax,%rdx,4), %ecx` with a symbol in each of the slots `symbols`.
    fn load_with(symbols: &[usize]) -> MCInst {
        use MCOperand::{Imm, Reg};
        let mut ops = [Reg(X86::ECX.id()), Reg(X86::RAX.id()), Imm(4), Reg(X86::RDX.id()), Imm(8), Reg(NO_REGISTER)];
        for &s in symbols {
            ops[s] = SYMBOL;
        }
        MCInst::with_operands(Opcode::MOV32rm.id(), ops)
    }

    #[test]
    fn a_symbol_where_a_register_or_scale_is_needed_is_named_by_its_slot() {
        assert_eq!(unresolved_slot(&load_with(&[3])), Span::Slot(3), "the index");
        assert_eq!(unresolved_slot(&load_with(&[2])), Span::Slot(2), "the scale");
        assert_eq!(unresolved_slot(&load_with(&[5])), Span::Slot(5), "the segment");
        // ModRM.reg's register is read before the memory operand's.
        assert_eq!(unresolved_slot(&load_with(&[1, 0])), Span::Slot(0));
        assert_eq!(unresolved_slot(&load_with(&[3, 1])), Span::Slot(1));
    }

    #[test]
    fn a_symbol_displacement_is_left_for_a_fixup() {
        let mut bytes = Vec::new();
        encode(&TABLES, &load_with(&[4]), &mut bytes).expect("a symbol displacement encodes");
        // 8b 4c 90 followed by four zero bytes: mod 10, not the disp8 of 8.
        assert_eq!(bytes, [0x8B, 0x8C, 0x90, 0, 0, 0, 0]);
    }

    #[test]
    fn a_symbol_for_an_evex_rounding_mode_is_named_by_its_slot() {
        use MCOperand::Reg;
        let ops = [Reg(X86::ZMM1.id()), Reg(X86::ZMM2.id()), Reg(X86::ZMM3.id()), SYMBOL];
        assert_eq!(unresolved_slot(&MCInst::with_operands(Opcode::VADDPSZrrb.id(), ops)), Span::Slot(3));
    }
}
