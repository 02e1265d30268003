//! The operands of an x86 instruction the prefix/opcode/ModRM decoder
//! chose: the inverse of the encoder's ModRM, SIB, displacement, VEX.vvvv,
//! opcode-register and trailing-field placements, and the prefixes it did
//! not take that llvm-mc prints before it.
//!
//! A register number the operand's class lacks makes the instruction
//! invalid, over its whole length (llvm-mc reads it all before it
//! translates the operands); a form llvm-mc prints that no description has
//! (`%riz`) is [`DecodeError::Unsupported`] over the same length.

use super::decode::{read_slot, DecodeError};
use super::decode_modrm::{Facts, Reader};
use super::inst::{MCInst, MCOperand, MAX_SLOTS, NO_REGISTER};
use super::tables::{InstInfo, ModRmReg, ModRmRm, OperandClass, TargetTables};
use tdc_schema::decode::{modrm_needs as needs, ModRmCandidate, ModRmDecoder, NO_REGISTER as NONE};

const LOCK: u8 = 0xF0;
const ADDRESS_SIZE: u8 = 0x67;

/// REX or VEX facts.
#[derive(Clone, Copy, Default)]
pub(super) struct Extension {
    /// The REX byte (0x40-0x4F), or VEX's R, X, B and W as one; 0 without
    /// either.
    pub rex: u8,
    pub vex: bool,
    /// An XOP prefix (VEX's layout after 0x8F).
    pub xop: bool,
    /// VEX.vvvv, read back (not inverted).
    pub vvvv: u8,
    pub l: bool,
    pub pp: u8,
    /// VEX.mmmmm (EVEX.mmm).
    pub map: u8,
    /// The EVEX prefix's own fields.
    pub evex: Option<Evex>,
}

/// EVEX fields beyond VEX's, read back (not inverted).
#[derive(Clone, Copy, Default)]
pub(super) struct Evex {
    /// R': ModRM.reg's fifth bit.
    pub r_high: u8,
    /// APX's B4 (a base register 16-31, which tdc does not describe); a
    /// ModRM.rm vector register's fifth bit, like X.
    pub b_high: u8,
    /// APX's X4 (an index register 16-31), from the inverted U bit.
    pub x_high: u8,
    /// V': VEX.vvvv's fifth bit, or a vector index's.
    pub v_high: u8,
    pub ll: u8,
    pub b: bool,
    pub z: bool,
    pub aaa: u8,
}

impl Evex {
    /// The candidate facts these fields select (`modrm_needs::EVEX_*`):
    /// zeroing with any mask, merging with a mask other than k0.
    pub fn attributes(&self) -> u32 {
        let masking = match (self.z, self.aaa) {
            (true, _) => needs::EVEX_Z,
            (false, 0) => 0,
            (false, _) => needs::EVEX_K,
        };
        masking | if self.b { needs::EVEX_B } else { 0 }
    }
}

impl Extension {
    fn r(&self) -> u8 {
        self.rex >> 2 & 1
    }
    fn x(&self) -> u8 {
        self.rex >> 1 & 1
    }
    fn b(&self) -> u8 {
        self.rex & 1
    }
    /// A REX or VEX prefix is present: byte registers 4-7 are SPL-DIL.
    fn present(&self) -> bool {
        self.rex != 0
    }
}

/// What went wrong with an operand; the instruction is still read to its
/// end, so that a listing steps over all of it.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Problem {
    None,
    Unsupported,
    Invalid,
}

/// Reads the operands of candidate `c` into `inst` (the ModRM byte, if
/// already read, in `modrm`) and sets the prefixes printed with it.
#[allow(clippy::too_many_arguments)]
pub(super) fn operands(
    tables: &TargetTables,
    d: &ModRmDecoder,
    c: &ModRmCandidate,
    facts: &Facts<'_>,
    r: &mut Reader<'_>,
    modrm: Option<u8>,
    address: u64,
    inst: &mut MCInst,
) -> Result<(), DecodeError> {
    let _ = address;
    let Some(info) = tables.instructions.get(c.opcode as usize) else { return Err(r.invalid()) };
    let Some(enc) = info.modrm.as_deref() else { return Err(r.invalid()) };
    let slots = info.num_slots as usize;
    if slots > MAX_SLOTS {
        return Err(r.invalid());
    }
    let ext = facts.ext;
    let p = facts.prefixes;
    inst.resize(slots);
    // Prefixes that change an implicit memory operand the description
    // writes without them (the operands that follow may be of another
    // size: not read).
    let implicit = (c.needs & needs::IMPLICIT_ADDRESS != 0 && p.ad_size)
        || (c.needs & needs::IMPLICIT_SEGMENT != 0 && p.segment != 0);
    if implicit {
        return Err(DecodeError::Unsupported { length: r.at });
    }
    let mut problem = Problem::None;
    let mut set = [false; MAX_SLOTS];
    let mut put = |inst: &mut MCInst, slot: u8, op: Result<MCOperand, Problem>, problem: &mut Problem| match op {
        Ok(op) => {
            if let Some(s) = inst.operands_mut().get_mut(slot as usize) {
                *s = op;
                set[slot as usize] = true;
            }
        }
        Err(p) => *problem = (*problem).max(p),
    };
    let vsib = match enc.rm {
        ModRmRm::Memory(s) => vector_index_numbers(tables, d, info, s),
        _ => None,
    };
    let mut uses_address_registers = false;
    if c.needs & needs::MODRM != 0 {
        let modrm = match modrm {
            Some(m) => m,
            None => r.consume().ok_or_else(|| r.invalid())?,
        };
        if let ModRmReg::Slot(s) = enc.reg {
            let n = modrm >> 3 & 7 | ext.r() << 3;
            put(inst, s, register(tables, d, info, s, n, Field::Reg, ext), &mut problem);
        }
        match enc.rm {
            ModRmRm::Register(s) => {
                let n = modrm & 7 | ext.b() << 3;
                put(inst, s, register(tables, d, info, s, n, Field::Rm, ext), &mut problem)
            }
            ModRmRm::Memory(s) => {
                let disp8_shift = enc.evex.as_ref().map_or(0, |e| e.disp8_shift);
                let m = memory(d, modrm, r, p.ad_size, p.segment, ext, vsib, disp8_shift)?;
                problem = problem.max(m.problem);
                uses_address_registers = m.uses_registers;
                for (i, op) in m.operands.into_iter().enumerate() {
                    put(inst, s + i as u8, Ok(op), &mut problem);
                }
            }
            ModRmRm::None => {}
        }
    }
    if let Some(s) = enc.opcode_reg {
        let n = facts.opcode & 7 | ext.b() << 3;
        put(inst, s, register(tables, d, info, s, n, Field::Other, ext), &mut problem);
    }
    // VEX.vvvv unused must be 1111, and EVEX.V' 1 unless it extends a
    // vector index (read back: 0).
    let v_high = ext.evex.map_or(0, |e| e.v_high);
    match enc.vvvv {
        Some(s) => put(inst, s, register(tables, d, info, s, ext.vvvv, Field::Vvvv, ext), &mut problem),
        None if ext.vex && (ext.vvvv != 0 || (v_high != 0 && vsib.is_none())) => {
            problem = problem.max(Problem::Invalid)
        }
        None => {}
    }
    if let (Some(e), Some(fields)) = (&ext.evex, &enc.evex) {
        if let Some(s) = fields.opmask {
            put(inst, s, register(tables, d, info, s, e.aaa, Field::Other, ext), &mut problem);
        }
        if let Some(s) = fields.rounding {
            put(inst, s, Ok(MCOperand::Imm(i64::from(e.ll))), &mut problem);
        }
    }
    for t in &enc.trailing {
        let field = take(r, t.bytes as usize)?;
        let raw = field.iter().rev().fold(0u64, |v, &b| v << 8 | b as u64);
        let kind = info.slot_kinds.get(t.slot as usize).copied();
        let is_register = kind.and_then(|k| tables.operand_kinds.get(k as usize)).is_some_and(|k| {
            matches!(k.class, OperandClass::Register { .. } | OperandClass::Custom { reg_class: Some(_), .. })
        });
        let op = if is_register && t.bytes == 1 {
            // VEX's fourth register, in imm8[7:4]; imm8[3:0] is the
            // low half's immediate, or not looked at.
            if let Some(low) = t.low_half {
                put(inst, low, Ok(MCOperand::Imm((raw & 0xF) as i64)), &mut problem);
            }
            kind.and_then(|k| read_slot(tables, k, raw >> 4, 4))
        } else {
            kind.and_then(|k| read_slot(tables, k, raw, 8 * t.bytes))
        };
        let op = op.ok_or(Problem::Invalid);
        put(inst, t.slot, op, &mut problem);
    }
    fill_tied(tables, info, inst, &mut set);
    if problem == Problem::None && !set[..slots].iter().all(|&s| s) {
        problem = problem.max(Problem::Invalid);
    }
    match problem {
        Problem::None => {}
        Problem::Unsupported => return Err(DecodeError::Unsupported { length: r.at }),
        Problem::Invalid => return Err(r.invalid()),
    }
    let address_size_unused = !(matches!(enc.rm, ModRmRm::Memory(_)) && uses_address_registers);
    inst.prefixes = printed_prefixes(tables, &enc.prefixes, p, facts.opcode, address_size_unused);
    // llvm-mc prints `{vex}` before the VEX forms the mnemonic alone does
    // not name (AVX-VNNI, AVX-IFMA).
    if enc.vex.is_some() {
        super::modrm::write_explicit_prefix(tables, inst);
    }
    Ok(())
}

/// The next `n` bytes; bytes that end first make the instruction invalid
/// over all of them.
fn take<'a>(r: &mut Reader<'a>, n: usize) -> Result<&'a [u8], DecodeError> {
    match r.bytes.get(r.at..r.at + n) {
        Some(field) => {
            r.at += n;
            Ok(field)
        }
        None => {
            r.at = r.bytes.len();
            Err(r.invalid())
        }
    }
}

/// A register field, for where EVEX puts its number's fifth bit.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Field {
    /// ModRM.reg: R'.
    Reg,
    /// ModRM.rm: X (or APX's B4).
    Rm,
    /// VEX.vvvv: V'.
    Vvvv,
    /// No fifth bit (EVEX.aaa, the opcode's low bits).
    Other,
}

/// The register of number `n` (REX or VEX extension included, not EVEX's
/// fifth bit, which `field` says where to find) in the class of slot
/// `slot`.
#[allow(clippy::too_many_arguments)]
fn register(
    tables: &TargetTables,
    d: &ModRmDecoder,
    info: &InstInfo,
    slot: u8,
    n: u8,
    field: Field,
    ext: &Extension,
) -> Result<MCOperand, Problem> {
    let kind = info.slot_kinds.get(slot as usize).and_then(|&k| tables.operand_kinds.get(k as usize));
    let class = match kind.map(|k| &k.class) {
        Some(OperandClass::Register { class } | OperandClass::Custom { reg_class: Some(class), .. }) => *class,
        _ => return Err(Problem::Invalid),
    };
    let table = d.class_numbers.get(class as usize).ok_or(Problem::Invalid)?;
    let at = match &ext.evex {
        None => usize::from(ext.present()) * 16 + n as usize,
        Some(e) => 32 + evex_number(d, table, n, field, ext, e)? as usize,
    };
    match table.get(at) {
        Some(&reg) if reg != NONE => Ok(MCOperand::Reg(reg)),
        _ => Err(Problem::Invalid),
    }
}

/// The five-bit number of a register field of an EVEX instruction, in a
/// class whose numbers are `table`: vector registers take the field's
/// fifth bit; general registers would be APX's r16-r31 with it, which tdc
/// does not describe; the opmask registers do not look at it.
fn evex_number(d: &ModRmDecoder, table: &[u16], n: u8, field: Field, ext: &Extension, e: &Evex) -> Result<u8, Problem> {
    let (fifth, apx) = match field {
        Field::Reg => (e.r_high, e.r_high),
        Field::Rm => (ext.x() | e.b_high, e.b_high),
        Field::Vvvv => (e.v_high, 0),
        Field::Other => (0, 0),
    };
    let vector = table.get(48..).is_some_and(|high| high.iter().any(|&r| r != NONE));
    if vector {
        // Both X and B4 make a number past 31, which llvm-mc prints as
        // some other register.
        if field == Field::Rm && ext.x() & e.b_high != 0 {
            return Err(Problem::Unsupported);
        }
        return Ok(n | fifth << 4);
    }
    if apx != 0 {
        if table.iter().any(|r| *r != NONE && d.address_registers.contains(r)) {
            return Err(Problem::Unsupported);
        }
        // A register pair (named by both its numbers) takes no fifth
        // bit: llvm-mc rejects R' there.
        let first = table.get(32).filter(|&&r| r != NONE);
        if first.is_some() && table.get(33) == first {
            return Err(Problem::Invalid);
        }
    }
    Ok(n)
}

/// For a memory operand (its first slot `slot`) whose index is a vector
/// register (VSIB: gathers), the index class's registers by number.
fn vector_index_numbers<'d>(
    tables: &TargetTables,
    d: &'d ModRmDecoder,
    info: &InstInfo,
    slot: u8,
) -> Option<&'d [u16]> {
    // Slots: base, scale, index, displacement, segment.
    let index = info.slot_kinds.get(slot as usize + 2).and_then(|&k| tables.operand_kinds.get(k as usize))?;
    let OperandClass::Register { class } = index.class else { return None };
    let numbers = d.class_numbers.get(class as usize)?;
    // A general index is read from the address registers as usual.
    let first = numbers.iter().find(|&&r| r != NONE);
    let general = first.is_some_and(|r| d.address_registers.contains(r));
    (!general).then_some(numbers.as_slice())
}

/// A memory operand read back.
struct Memory {
    /// Base, scale, index, displacement, segment.
    operands: [MCOperand; 5],
    /// A base or index register (the instruction pointer too): the
    /// address size then shows in the operand.
    uses_registers: bool,
    problem: Problem,
}

/// A memory operand from ModRM (and the SIB and displacement after it);
/// a one-byte displacement counts in units of `1 << disp8_shift` (EVEX's
/// compressed displacement).
#[allow(clippy::too_many_arguments)]
fn memory(
    d: &ModRmDecoder,
    modrm: u8,
    r: &mut Reader<'_>,
    ad_size: bool,
    segment: u8,
    ext: &Extension,
    vector_index: Option<&[u16]>,
    disp8_shift: u8,
) -> Result<Memory, DecodeError> {
    let (mode, rm) = (modrm >> 6, modrm & 7);
    let registers = if ad_size { d.address_registers.get(16..) } else { d.address_registers.get(..16) };
    let registers = registers.unwrap_or(&[]);
    let mut problem = Problem::None;
    let mut reg = |n: u8| match registers.get(n as usize) {
        Some(&reg) if reg != NONE => reg,
        _ => {
            problem = Problem::Invalid;
            NO_REGISTER
        }
    };
    let (mut base, mut index, mut scale) = (NO_REGISTER, NO_REGISTER, 1i64);
    let mut disp_bytes = match mode {
        1 => 1,
        2 => 4,
        _ => 0,
    };
    // APX's B4 (a base) and X4 (an index) name r16-r31.
    let (b_high, x_high) = ext.evex.map_or((0, 0), |e| (e.b_high, e.x_high));
    let mut unsupported = b_high != 0;
    // A vector index needs a SIB byte.
    let mut bad_vector_index = vector_index.is_some() && (rm != 4 || mode == 3);
    if rm == 4 {
        let sib = take(r, 1)?[0];
        scale = 1 << (sib >> 6);
        let index_number = sib >> 3 & 7 | ext.x() << 3;
        let base_number = sib & 7;
        // A vector index (VSIB) has no number for none.
        if let Some(numbers) = vector_index {
            let at = match ext.evex {
                Some(e) => 32 + (index_number | e.v_high << 4) as usize,
                None => usize::from(ext.present()) * 16 + index_number as usize,
            };
            match numbers.get(at) {
                Some(&v) if v != NONE => index = v,
                _ => bad_vector_index = true,
            }
        // Index 100 without REX.X is none. llvm-mc prints %riz for it
        // (which tdc does not describe) but with scale 1 and rsp or r12 as
        // the base, or no base at all.
        } else if x_high != 0 {
            unsupported = true;
        } else if index_number == 4 {
            let plain = scale == 1 && (base_number == 4 || (mode == 0 && base_number == 5));
            unsupported = !plain;
        } else {
            index = reg(index_number);
        }
        if mode == 0 && base_number == 5 {
            disp_bytes = 4;
        } else {
            base = reg(base_number | ext.b() << 3);
        }
    } else if mode == 0 && rm == 5 {
        base = d.instruction_pointers.get(usize::from(ad_size)).copied().unwrap_or(NONE);
        if base == NONE {
            problem = Problem::Invalid;
            base = NO_REGISTER;
        }
        disp_bytes = 4;
    } else {
        base = reg(rm | ext.b() << 3);
    }
    let uses_registers = base != NO_REGISTER || index != NO_REGISTER;
    let field = take(r, disp_bytes)?;
    let disp = match *field {
        [b] => (b as i8 as i64) << disp8_shift,
        [a, b, c, e] => i32::from_le_bytes([a, b, c, e]) as i64,
        _ => 0,
    };
    let segment = match segment {
        0 => NO_REGISTER,
        byte => d.segments.iter().find(|&&(b, _)| b == byte).map_or(NO_REGISTER, |&(_, reg)| reg),
    };
    if unsupported {
        problem = problem.max(Problem::Unsupported);
    }
    if bad_vector_index {
        problem = Problem::Invalid;
    }
    let operands = [
        MCOperand::Reg(base),
        MCOperand::Imm(scale),
        MCOperand::Reg(index),
        MCOperand::Imm(disp),
        MCOperand::Reg(segment),
    ];
    Ok(Memory { operands, uses_registers, problem })
}

/// Copies each output into the input tied to it (or back).
fn fill_tied(tables: &TargetTables, info: &InstInfo, inst: &mut MCInst, set: &mut [bool; MAX_SLOTS]) {
    let slots = inst.operands().len();
    for op in &info.operands {
        let Some(out) = op.tied_to.and_then(|t| info.operands.get(t as usize)) else { continue };
        let n = tables.operand_kinds.get(op.kind as usize).map_or(1, |k| k.slots.max(1) as usize);
        for i in 0..n {
            let (input, output) = (op.first_slot as usize + i, out.first_slot as usize + i);
            if input >= slots || output >= slots {
                continue;
            }
            if set[output] && !set[input] {
                inst.operands_mut()[input] = inst.operand(output);
                set[input] = true;
            } else if set[input] && !set[output] {
                inst.operands_mut()[output] = inst.operand(input);
                set[output] = true;
            }
        }
    }
}

/// The target's assembler prefixes for the lock, repeat and address-size
/// prefixes the instruction does not show, as llvm-mc prints them: lock
/// and repeat only when no prefix selected the instruction (and 0xF3 not
/// before opcode 0x90, pause); the address size when no memory operand
/// shows it.
fn printed_prefixes(
    tables: &TargetTables,
    own_prefixes: &[u8],
    p: &super::decode_modrm::Prefixes,
    opcode: u8,
    address_size_unused: bool,
) -> u16 {
    let own = |b: u8| own_prefixes.contains(&b);
    let mut bits = 0u16;
    let mut mark = |byte: u8| {
        if let Some(i) = tables.asm_prefixes.iter().take(16).position(|a| a.byte == Some(byte) && !a.print.is_empty()) {
            bits |= 1 << i;
        }
    };
    if p.mandatory == 0 {
        if p.lock && !own(LOCK) {
            mark(LOCK);
        }
        // (Even the instruction's own prefix, when something came between
        // it and the opcode.)
        let pause = p.repeat == 0xF3 && opcode == 0x90;
        if p.repeat != 0 && !pause {
            mark(p.repeat);
        }
    }
    if p.ad_size && address_size_unused && !own(ADDRESS_SIZE) {
        mark(ADDRESS_SIZE);
    }
    bits
}
