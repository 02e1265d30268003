//! The variable-length encoder of the prefix/opcode/ModRM family: the
//! bytes of an instruction composed from its [`ModRmInfo`] and operands.
//!
//! Register facts come from the description's HWEncoding (see the
//! prelude's `ModRMEncoded`): bits 2-0 the number, bit 3 the extension
//! bit, bit 4 "only with REX", bit 5 "never with REX", bit 6 "32-bit
//! address register", bit 7 "instruction pointer", bits 14-8 a segment's
//! override prefix, bit 15 the fifth bit of a general register's number.

use super::encode::{invalid, unresolved, EncodeError};
use super::inst::{MCInst, MCOperand, NO_REGISTER};
use super::tables::{flags, hints, ModRmInfo, ModRmReg, ModRmRm, TargetTables};
use tdc_schema::decode::APX_MAP;

const EXTENDED: u16 = 1 << 3;
const NEEDS_REX: u16 = 1 << 4;
/// The same bit read in an EVEX instruction: the number's fifth bit.
const HIGH: u16 = 1 << 4;
const NO_REX: u16 = 1 << 5;
const ADDRESS_32: u16 = 1 << 6;
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

/// A register operand: its HWEncoding and its number, for messages.
#[derive(Clone, Copy)]
struct Reg {
    enc: u16,
    id: u16,
}

impl Reg {
    fn low(self) -> u8 {
        (self.enc & 7) as u8
    }

    fn ext(self) -> u8 {
        u8::from(self.enc & EXTENDED != 0)
    }

    /// The fifth bit of the number (EVEX's R', V' and X for registers 16-31).
    fn high(self) -> u8 {
        u8::from(self.enc & HIGH != 0)
    }

    /// The fifth bit of a general register's number (R4, X4, B4 or V4 of
    /// REX2 and EVEX).
    fn gpr_high(self) -> u8 {
        u8::from(self.enc & GPR_HIGH != 0)
    }

    fn is_instruction_pointer(self) -> bool {
        self.enc & INSTRUCTION_POINTER != 0
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

fn register(tables: &TargetTables, inst: &MCInst, slot: u8) -> Result<Option<Reg>, Fault> {
    match inst.operand(slot as usize) {
        MCOperand::Reg(NO_REGISTER) => Ok(None),
        MCOperand::Reg(r) => Ok(tables.registers.get(r as usize).map(|info| Reg { enc: info.encoding, id: r })),
        _ => Err(Fault::Unresolved(slot)),
    }
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
const LENGTH_LIMIT: usize = 15;

/// The buffer: more bytes than any encoding of a sensible description
/// has, so that the writes need no bounds check.
const MAX_BYTES: usize = 32;

/// The bytes of one instruction, gathered on the stack and appended to
/// the output at once: small writes into a `Vec` cost more than the
/// encoding itself.
struct Bytes {
    buf: [u8; MAX_BYTES],
    len: usize,
}

impl Default for Bytes {
    fn default() -> Bytes {
        Bytes { buf: [0; MAX_BYTES], len: 0 }
    }
}

impl Bytes {
    /// Past [`MAX_BYTES`] the writes wrap around, without a branch; the
    /// length still counts them, and [`Bytes::append_to`] refuses it.
    fn push(&mut self, byte: u8) {
        self.buf[self.len % MAX_BYTES] = byte;
        self.len += 1;
    }

    fn extend(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.push(b);
        }
    }

    /// Appends the bytes to `out`, or fails for an encoding over
    /// [`LENGTH_LIMIT`]. The whole buffer is copied and the excess cut: a
    /// copy of a fixed size needs no call to memcpy.
    fn append_to(&self, out: &mut Vec<u8>) -> Result<(), Fault> {
        if self.len > LENGTH_LIMIT {
            return Err(Fault::TooLong);
        }
        let end = out.len() + self.len;
        out.extend_from_slice(&self.buf);
        out.truncate(end);
        Ok(())
    }
}

/// The string instructions' addresses (outside ModRM): 0x67 for 32-bit
/// address registers, then the source's segment override unless it is the
/// default one (%ds, prefix 0x3E), in llvm-mc's order (after `rep`).
fn string_address_prefixes(
    tables: &TargetTables,
    info: &ModRmInfo,
    inst: &MCInst,
    out: &mut Bytes,
) -> Result<(), Fault> {
    const DEFAULT_SEGMENT: u8 = 0x3E;
    let mut narrow = None;
    for &slot in &info.string_addresses {
        let is_narrow = register(tables, inst, slot)?.is_some_and(|r| r.enc & ADDRESS_32 != 0);
        if narrow.replace(is_narrow).is_some_and(|n| n != is_narrow) {
            return Err(Fault::MismatchedIndexRegisters);
        }
    }
    if narrow == Some(true) {
        out.push(ADDRESS_SIZE);
    }
    for &slot in &info.string_addresses {
        if let Some(seg) = register(tables, inst, slot + 1)? {
            let prefix = (seg.enc >> 8) as u8;
            if prefix != DEFAULT_SEGMENT {
                out.push(prefix);
            }
        }
    }
    Ok(())
}

/// A memory operand, resolved; `disp` is `None` for a symbol.
struct Memory {
    base: Option<Reg>,
    scale: i64,
    index: Option<Reg>,
    disp: Option<i64>,
    disp_slot: u8,
    segment: Option<Reg>,
}

impl Memory {
    fn is_pc_relative(&self) -> bool {
        self.base.is_some_and(Reg::is_instruction_pointer)
    }
}

/// What follows the opcode for ModRM.rm: mod, rm, SIB, and the
/// displacement's bytes (the first `disp_bytes` of `disp`).
struct Address {
    modrm_mod: u8,
    rm: u8,
    sib: Option<u8>,
    disp: [u8; 4],
    disp_bytes: usize,
}

/// `disp8_shift` is log2 of the scale of a one-byte displacement (EVEX's
/// compressed disp8*N; 0 elsewhere).
fn address(m: &Memory, prefix_hints: u8, force_sib: bool, disp8_shift: u8) -> Address {
    let value = m.disp.unwrap_or(0);
    // A symbol always takes four bytes; `{disp32}` asks for four, `{disp8}`
    // for one even where none would do.
    let (force8, force32) = (prefix_hints & hints::DISP8 != 0, prefix_hints & hints::DISP32 != 0);
    let scaled = m.disp.filter(|d| d & ((1 << disp8_shift) - 1) == 0).and_then(|d| i8::try_from(d >> disp8_shift).ok());
    let disp8 = !force32 && scaled.is_some();
    let disp = (value as i32).to_le_bytes();
    match (m.base, m.index) {
        // RIP-relative: ModRM.rm 101 without SIB.
        (Some(_), None) if m.is_pc_relative() => Address { modrm_mod: 0, rm: 0b101, sib: None, disp, disp_bytes: 4 },
        // Absolute, or an index without a base: SIB with base 101 and mod 00.
        (None, index) => {
            let (x, scale) = index.map_or((0b100, 0), |i| (i.low(), scale_bits(m.scale)));
            Address { modrm_mod: 0, rm: 0b100, sib: Some(scale << 6 | x << 3 | 0b101), disp, disp_bytes: 4 }
        }
        (Some(b), index) => {
            // Base 101 (RBP, R13) with mod 00 would mean RIP/absolute.
            let (modrm_mod, disp_bytes) = if m.disp == Some(0) && b.low() != 0b101 && !force8 && !force32 {
                (0, 0)
            } else if disp8 {
                (1, 1)
            } else {
                (2, 4)
            };
            // A one-byte displacement is scaled down by N.
            let disp = match scaled {
                Some(byte) if modrm_mod == 1 => [byte as u8, 0, 0, 0],
                _ => disp,
            };
            let (rm, sib) = match index {
                None if b.low() != 0b100 && !force_sib => (b.low(), None),
                // RSP and R12 as a base need a SIB (rm 100 means "SIB follows").
                None => (0b100, Some(0b100 << 3 | b.low())),
                Some(i) => (0b100, Some(scale_bits(m.scale) << 6 | i.low() << 3 | b.low())),
            };
            Address { modrm_mod, rm, sib, disp, disp_bytes }
        }
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
            inst.operands_mut().swap(rm as usize, vvvv as usize);
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
    let modrm = tables.instructions.get(inst.opcode as usize).and_then(|i| i.modrm.as_deref());
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
    inst.operands().iter().any(|op| match *op {
        MCOperand::Reg(r) if r != NO_REGISTER => {
            tables.registers.get(r as usize).is_some_and(|r| r.encoding & bits != 0)
        }
        _ => false,
    })
}

/// Whether `inst` names one of R16-R31 (or a view of one) but can take
/// neither REX2 nor EVEX: llvm-mc calls it unsupported.
pub fn lacks_rex2(tables: &TargetTables, inst: &MCInst) -> bool {
    let modrm = tables.instructions.get(inst.opcode as usize).and_then(|i| i.modrm.as_deref());
    modrm.is_some_and(|m| m.evex.is_none() && !takes_rex2(m)) && names_register(tables, inst, GPR_HIGH)
}

/// Whether a legacy instruction can take a REX2 prefix (for R16-R31):
/// those of maps 0 and 1 (no escape or 0x0F alone), not 3DNow!'s 0F 0F;
/// never VEX or XOP ones.
fn takes_rex2(info: &ModRmInfo) -> bool {
    info.vex.is_none() && !info.xop && info.map == 0 && !matches!(&info.opcode[..], [0x0F, 0x38 | 0x3A | 0x0F, ..])
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
    let modrm = tables.instructions.get(inst.opcode as usize).and_then(|i| i.modrm.as_deref());
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
    info: &ModRmInfo,
    inst: &MCInst,
    out: &mut Vec<u8>,
    fixups: &mut Vec<Fixup>,
) -> Result<(), EncodeError> {
    let fixups_before = fixups.len();
    let mut bytes = Bytes::default();
    let appended = compose(tables, info, inst, &mut bytes, fixups).and_then(|()| bytes.append_to(out));
    appended.map_err(|fault| {
        fixups.truncate(fixups_before);
        fault.into_error(tables)
    })
}

/// The bytes of `inst`, composed on the stack.
fn compose(
    tables: &TargetTables,
    info: &ModRmInfo,
    inst: &MCInst,
    bytes: &mut Bytes,
    fixups: &mut Vec<Fixup>,
) -> Result<(), Fault> {
    // The assembler prefixes written before it: their hints, and their
    // bytes before 0x67 (`rep`) and after 0x66 (`lock`).
    let prefix_hints = prefix_hints(tables, inst);
    let (mut early, mut late) = ([0u8; 4], [0u8; 4]);
    let (mut n_early, mut n_late) = (0, 0);
    if inst.prefixes != 0 {
        for (i, p) in tables.asm_prefixes.iter().enumerate().take(16) {
            if inst.prefixes >> i & 1 == 0 {
                continue;
            }
            match p.byte {
                Some(b) if p.after_operand_size && n_late < 4 => {
                    late[n_late] = b;
                    n_late += 1;
                }
                Some(b) if n_early < 4 => {
                    early[n_early] = b;
                    n_early += 1;
                }
                _ => {}
            }
        }
    }
    let reg_register = match info.reg {
        ModRmReg::Slot(s) => register(tables, inst, s)?,
        _ => None,
    };
    let reg_field = match info.reg {
        ModRmReg::Slot(_) => reg_register.map(|r| (r.low(), r.ext())),
        ModRmReg::Digit(d) => Some((d, 0)),
        ModRmReg::None => None,
    };
    let mut memory = None;
    let mut rm_register = None;
    match info.rm {
        ModRmRm::Register(s) => rm_register = register(tables, inst, s)?,
        ModRmRm::Memory(s) => {
            let m = Memory {
                base: register(tables, inst, s)?,
                scale: immediate(inst, s + 1)?,
                index: register(tables, inst, s + 2)?,
                disp: match inst.operand(s as usize + 3) {
                    MCOperand::Imm(v) => Some(v),
                    _ => None,
                },
                disp_slot: s + 3,
                segment: register(tables, inst, s + 4)?,
            };
            memory = Some(m);
        }
        ModRmRm::None => {}
    }
    let opcode_reg = match info.opcode_reg {
        Some(s) => register(tables, inst, s)?,
        None => None,
    };
    // The registers whose numbers REX extends or whose byte needs (or
    // forbids) REX, and their HWEncodings' bits together.
    // (Ored one by one: an array of them costs a store-forwarding stall.)
    let enc = |r: Option<Reg>| r.map_or(0, |r| r.enc);
    let reg_bits = enc(reg_register) | enc(rm_register) | enc(opcode_reg);
    let vvvv = match info.vvvv {
        Some(s) => register(tables, inst, s)?,
        None => None,
    };

    let index = memory.as_ref().and_then(|m| m.index);
    let b_register = rm_register.or(opcode_reg).or(memory.as_ref().and_then(|m| m.base));
    let (rex_r, rex_x, rex_b) =
        (reg_field.map_or(0, |(_, e)| e), index.map_or(0, Reg::ext), b_register.map_or(0, Reg::ext));
    let rex = u8::from(info.rex_w) << 3 | rex_r << 2 | rex_x << 1 | rex_b;
    // The fifth bits of R16-R31's numbers, in REX2 or EVEX.
    let (r4, x4, b4) =
        (reg_register.map_or(0, Reg::gpr_high), index.map_or(0, Reg::gpr_high), b_register.map_or(0, Reg::gpr_high));
    let high_gpr = (reg_bits | enc(index) | enc(b_register) | enc(vvvv)) & GPR_HIGH != 0;
    // (Found again only for the message.)
    let needs_rex2 = || {
        let named = [reg_register, index, b_register, vvvv];
        Fault::NeedsRex2(named.into_iter().flatten().find(|r| r.gpr_high() != 0).map_or(0, |r| r.id))
    };
    let rex2 = info.rex2 || high_gpr;
    if high_gpr && info.evex.is_none() && !takes_rex2(info) {
        return Err(needs_rex2());
    }
    let needs_rex = info.vex.is_none()
        && info.evex.is_none()
        && (rex != 0 || prefix_hints & hints::REX != 0 || reg_bits & NEEDS_REX != 0 || rex2);
    if needs_rex && reg_bits & NO_REX != 0 {
        if let Some(r) = [reg_register, rm_register, opcode_reg].iter().flatten().find(|r| r.enc & NO_REX != 0) {
            return Err(Fault::RegisterWithRex(r.id));
        }
    }

    if let Some(m) = &memory {
        if let Some(seg) = m.segment {
            bytes.push((seg.enc >> 8) as u8);
        }
    }
    bytes.extend(&early[..n_early]);
    if !info.string_addresses.is_empty() {
        string_address_prefixes(tables, info, inst, bytes)?;
    }
    if let Some(m) = &memory {
        // (Once: a 32-bit address form may have it among its own.)
        let own = info.prefixes.contains(&ADDRESS_SIZE);
        if !own && m.base.iter().chain(&m.index).any(|r| r.enc & ADDRESS_32 != 0) {
            bytes.push(ADDRESS_SIZE);
        }
    }
    let mut opcode = &info.opcode[..];
    match (&info.vex, &info.evex) {
        (_, Some(evex)) => {
            let (map, rest) = vex_map(info);
            opcode = rest;
            // APX's map 4 takes general registers only, whose bit 4 is
            // NEEDS_REX, not a fifth bit.
            let high = |r: Reg| if map == APX_MAP { 0 } else { r.high() };
            let fields = EvexFields {
                // R' is a vector register's fifth bit or R4.
                r: reg_register.map_or((0, 0), |r| (r.ext(), high(r) | r.gpr_high())),
                // X extends a ModRM.rm register's number to five bits, or
                // the index of a memory operand; a vector index's fifth
                // bit goes into V'.
                x: match (rm_register, index) {
                    (Some(r), _) => high(r),
                    (None, index) => index.map_or(0, Reg::ext),
                },
                b: rex_b,
                b4,
                x4,
                // APX's default flags value is written as it is: the
                // inverse of a register number's.
                v: match evex.flags {
                    Some(s) => !immediate(inst, s)? as u8 & 15,
                    None => vvvv.map_or(0, |r| (r.enc & 15) as u8),
                },
                v_high: match vvvv {
                    Some(r) => high(r) | r.gpr_high(),
                    None => index.map_or(0, high),
                },
                opmask: match evex.opmask {
                    Some(s) => register(tables, inst, s)?.map_or(0, Reg::low),
                    None => 0,
                },
                rounding: match evex.rounding {
                    Some(s) => Some((immediate(inst, s)? & 3) as u8),
                    None => None,
                },
            };
            bytes.extend(&evex_prefix(info, evex, map, &fields));
        }
        (None, None) => {
            // A lock prefix goes after 0x66 and before a mandatory
            // prefix: llvm-mc writes 66 f0 83 ...
            let operand_size = usize::from(info.prefixes.first() == Some(&0x66));
            bytes.extend(&info.prefixes[..operand_size]);
            bytes.extend(&late[..n_late]);
            bytes.extend(&info.prefixes[operand_size..]);
            if rex2 {
                // M0 says map 1 (the 0x0F escape is not written).
                let m0 = opcode.first() == Some(&0x0F);
                if m0 {
                    opcode = &opcode[1..];
                }
                bytes.extend(&[REX2, u8::from(m0) << 7 | r4 << 6 | x4 << 5 | b4 << 4 | rex]);
            } else if needs_rex {
                bytes.push(0x40 | rex);
            }
        }
        (Some(_), None) if high_gpr => return Err(needs_rex2()),
        (Some(vex), None) => {
            let pp = vex_pp(info);
            let (map, rest) = vex_map(info);
            opcode = rest;
            let v = !vvvv.map_or(0, |r| (r.enc & 15) as u8) & 15;
            let tail = v << 3 | u8::from(vex.l) << 2 | pp;
            if info.xop {
                bytes.extend(&[
                    0x8F,
                    (rex_r ^ 1) << 7 | (rex_x ^ 1) << 6 | (rex_b ^ 1) << 5 | map,
                    u8::from(info.rex_w) << 7 | tail,
                ]);
            } else if rex_x == 0 && rex_b == 0 && !info.rex_w && map == 1 && prefix_hints & hints::VEX3 == 0 {
                bytes.extend(&[0xC5, (rex_r ^ 1) << 7 | tail]);
            } else {
                bytes.extend(&[
                    0xC4,
                    (rex_r ^ 1) << 7 | (rex_x ^ 1) << 6 | (rex_b ^ 1) << 5 | map,
                    u8::from(info.rex_w) << 7 | tail,
                ]);
            }
        }
    }
    match (opcode.split_last(), opcode_reg) {
        (Some((last, first)), Some(r)) => {
            bytes.extend(first);
            bytes.push(last | r.low());
        }
        _ => bytes.extend(opcode),
    }
    if let Some((reg, _)) = reg_field {
        match (&memory, rm_register) {
            (Some(m), _) => {
                let a = address(m, prefix_hints, info.force_sib, info.evex.as_ref().map_or(0, |e| e.disp8_shift));
                bytes.push(a.modrm_mod << 6 | reg << 3 | a.rm);
                bytes.extend(a.sib.as_slice());
                if m.disp.is_none() {
                    let kind = displacement_fixup_kind(info, inst, m, needs_rex);
                    let pc_relative = m.is_pc_relative();
                    fixups.push(Fixup {
                        offset: (bytes.len) as u8,
                        size: 4,
                        slot: m.disp_slot,
                        pc_relative,
                        kind,
                        uncounted: u8::from(info.suffix.is_some()),
                    });
                }
                bytes.extend(&a.disp[..a.disp_bytes]);
            }
            (None, Some(r)) => bytes.push(0b11 << 6 | reg << 3 | r.low()),
            // A register in ModRM.reg alone (AMX's tilezero): rm 0.
            (None, None) => bytes.push(0b11 << 6 | reg << 3),
        }
    }
    for t in &info.trailing {
        let v = match inst.operand(t.slot as usize) {
            MCOperand::Imm(v) => v,
            MCOperand::Expr { .. } => {
                let kind = trailing_fixup_kind(tables, inst, t.slot, t.bytes, t.pc_relative);
                fixups.push(Fixup {
                    offset: (bytes.len) as u8,
                    size: t.bytes,
                    slot: t.slot,
                    pc_relative: t.pc_relative,
                    kind,
                    uncounted: u8::from(info.suffix.is_some()),
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
                register(tables, inst, t.slot)?.map_or(0, |r| i64::from(r.enc & 15) << 4) | low
            }
        };
        bytes.extend(&v.to_le_bytes()[..t.bytes as usize]);
    }
    bytes.extend(info.suffix.as_slice());
    Ok(())
}

/// VEX.pp and EVEX.pp: the mandatory prefix.
fn vex_pp(info: &ModRmInfo) -> u8 {
    match info.prefixes[..] {
        [0x66] => 1,
        [0xF3] => 2,
        [0xF2] => 3,
        _ => 0,
    }
}

/// The VEX/EVEX map and the opcode after its escape bytes (or the
/// description's map, for an opcode without escapes).
fn vex_map(info: &ModRmInfo) -> (u8, &[u8]) {
    match &info.opcode[..] {
        rest if info.map != 0 => (info.map, rest),
        // XOP: the map is the first byte.
        [map, rest @ ..] if info.xop => (*map, rest),
        [0x0F, 0x38, rest @ ..] => (2, rest),
        [0x0F, 0x3A, rest @ ..] => (3, rest),
        [0x0F, rest @ ..] => (1, rest),
        rest => (0, rest),
    }
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
fn evex_prefix(info: &ModRmInfo, evex: &super::tables::Evex, map: u8, f: &EvexFields) -> [u8; 4] {
    let inverted = |bit: u8| (bit ^ 1) & 1;
    let p0 =
        inverted(f.r.0) << 7 | inverted(f.x) << 6 | inverted(f.b) << 5 | inverted(f.r.1) << 4 | f.b4 << 3 | (map & 7);
    let p1 = u8::from(info.rex_w) << 7 | (!f.v & 15) << 3 | inverted(f.x4) << 2 | vex_pp(info);
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
fn displacement_fixup_kind(info: &ModRmInfo, inst: &MCInst, m: &Memory, has_rex: bool) -> &'static str {
    let plain = matches!(inst.operand(m.disp_slot as usize), MCOperand::Expr { addend: 0, .. });
    match (m.is_pc_relative(), plain, info.got_relaxation) {
        (false, ..) => "reloc_signed_4byte",
        (true, true, 2) => "reloc_riprel_4byte_movq_load",
        (true, true, 1) if has_rex => "reloc_riprel_4byte_relax_rex",
        (true, true, 1) => "reloc_riprel_4byte_relax",
        _ => "reloc_riprel_4byte",
    }
}

/// llvm-mc's name for the fixup of a symbol in bytes after the opcode.
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
