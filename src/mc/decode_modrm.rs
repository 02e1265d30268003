//! The decoder of prefix/opcode/ModRM encodings (x86-64, 64-bit mode):
//! the inverse of the encoder in `modrm`, reading the same facts back —
//! legacy prefixes, REX or VEX, the opcode map and byte, ModRM, SIB and
//! displacement, then the bytes after them — and choosing among the
//! instructions of the opcode byte with the tables of
//! `tdc_schema::decode::ModRmDecoder`.
//!
//! What llvm-mc's disassembler does with prefixes an instruction does not
//! take is followed: a repeat prefix is printed (`rep`), 0x66 is ignored
//! when REX.W or a mandatory prefix decides the size, the last segment
//! override applies to the memory operand (and is ignored without one),
//! a lock prefix that comes first is an instruction of its own.

use super::decode::{read_slot, DecodeError};
use super::inst::{MCInst, MCOperand, MAX_SLOTS, NO_REGISTER};
use super::tables::{InstInfo, ModRmReg, ModRmRm, OperandClass, TargetTables};
use tdc_schema::decode::{modrm_needs as needs, ModRmCandidate, ModRmDecoder, NO_REGISTER as NONE, VEX_MAPS};

/// No x86 instruction is longer.
const MAX_LENGTH: usize = 15;

const LOCK: u8 = 0xF0;
const REPNE: u8 = 0xF2;
const REP: u8 = 0xF3;
const OPERAND_SIZE: u8 = 0x66;
const ADDRESS_SIZE: u8 = 0x67;
const SEGMENTS: [u8; 6] = [0x26, 0x2E, 0x36, 0x3E, 0x64, 0x65];

/// The legacy prefixes and REX before an opcode.
#[derive(Clone, Copy, Default)]
struct Prefixes {
    operand_size: bool,
    address_size: bool,
    /// The last of 0xF2 and 0xF3, or 0.
    repeat: u8,
    lock: bool,
    /// The last segment override, or 0.
    segment: u8,
    /// REX when it comes right before the opcode (or VEX), else 0.
    rex: u8,
    /// A segment override follows the last repeat prefix: llvm-mc then
    /// prints that prefix even where it would select an instruction.
    segment_after_repeat: bool,
}

/// REX or VEX facts: the extension bits, W, and VEX's own.
#[derive(Clone, Copy, Default)]
struct Extension {
    r: u8,
    x: u8,
    b: u8,
    w: bool,
    /// A REX or VEX prefix is present (byte registers 4-7 are then SPL-DIL).
    present: bool,
    vex: bool,
    vvvv: u8,
    l: bool,
    pp: u8,
}

/// The instruction at the start of `bytes`, in 64-bit mode.
pub(super) fn decode(tables: &TargetTables, bytes: &[u8], address: u64) -> Result<(MCInst, usize), DecodeError> {
    let d = &tables.decoder.modrm;
    let bytes = &bytes[..bytes.len().min(MAX_LENGTH)];
    let truncated = |n: usize| DecodeError::Truncated { needed: n };
    // A lock prefix that comes first is an instruction of its own.
    if bytes.first() == Some(&LOCK) {
        if let Some(lock) = prefix_instruction(tables, LOCK) {
            if bytes.len() > 1 {
                return Ok((MCInst::new(lock), 1));
            }
        }
    }
    let mut p = Prefixes::default();
    let mut at = 0;
    loop {
        let Some(&b) = bytes.get(at) else { return prefixes_alone(tables, bytes, &p) };
        match b {
            OPERAND_SIZE => p.operand_size = true,
            ADDRESS_SIZE => p.address_size = true,
            REP | REPNE => {
                // Before a lock, an xchg or (0xF3) a store, llvm-mc reads it
                // as xacquire or xrelease, which tdc does not describe.
                let next = bytes.get(at + 1).copied().unwrap_or(0);
                let hle = next == LOCK
                    || (next & 0xFE == 0x86 || next & 0xF8 == 0x90) && !(b == REP && next == 0x90)
                    || b == REP && (next & 0xFE == 0x88 || next & 0xFE == 0xC6);
                if hle {
                    return Err(DecodeError::Invalid { length: at + 1 });
                }
                p.repeat = b;
                p.segment_after_repeat = false;
            }
            LOCK => p.lock = true,
            _ if SEGMENTS.contains(&b) => {
                p.segment = b;
                p.segment_after_repeat = p.repeat != 0;
            }
            // REX counts only right before the opcode; a prefix written as
            // an instruction of its own after one (a legacy prefix, rex64)
            // is that instruction, another REX is invalid.
            0x40..=0x4F => match bytes.get(at + 1) {
                Some(&n) if prefix_instruction(tables, n).is_some() => {
                    return prefixes_alone(tables, &bytes[..at + 2], &p)
                }
                Some(0x40..=0x4F) => return Err(DecodeError::Invalid { length: at + 2 }),
                _ => p.rex = b,
            },
            _ => break,
        }
        at += 1;
    }
    let mut ext = Extension {
        r: p.rex >> 2 & 1,
        x: p.rex >> 1 & 1,
        b: p.rex & 1,
        w: p.rex & 8 != 0,
        present: p.rex != 0,
        ..Extension::default()
    };
    let map;
    match bytes[at] {
        0xC4 | 0xC5 if p.rex == 0 => {
            let two = bytes[at] == 0xC5;
            let need = at + if two { 3 } else { 4 };
            if bytes.len() < need {
                return Err(truncated(need));
            }
            let p0 = bytes[at + 1];
            let (mmmmm, last) = if two { (1, p0) } else { (p0 & 0x1F, bytes[at + 2]) };
            ext = Extension {
                r: !p0 >> 7 & 1,
                x: if two { 0 } else { !p0 >> 6 & 1 },
                b: if two { 0 } else { !p0 >> 5 & 1 },
                w: !two && last & 0x80 != 0,
                present: true,
                vex: true,
                vvvv: !last >> 3 & 0xF,
                l: last & 4 != 0,
                pp: last & 3,
            };
            if !(1..=3).contains(&mmmmm) {
                return Err(DecodeError::Invalid { length: need - 1 });
            }
            map = VEX_MAPS + mmmmm as usize;
            at = need - 1;
        }
        0x0F => {
            let Some(&second) = bytes.get(at + 1) else { return Err(truncated(at + 2)) };
            (map, at) = match second {
                0x38 => (2, at + 2),
                0x3A => (3, at + 2),
                _ => (1, at + 1),
            };
        }
        _ => map = 0,
    }
    let Some(&opcode) = bytes.get(at) else { return Err(truncated(at + 1)) };
    let invalid = DecodeError::Invalid { length: at + 1 };
    let bucket = map * 256 + opcode as usize;
    let (Some(&start), Some(&end)) = (d.index.get(bucket), d.index.get(bucket + 1)) else { return Err(invalid) };
    let candidates = d.candidates.get(start as usize..end as usize).unwrap_or(&[]);
    let modrm = bytes.get(at + 1).copied();
    for c in candidates {
        if c.needs & needs::MODRM != 0 && modrm.is_none() {
            return Err(truncated(at + 2));
        }
        if !fits(c, &p, &ext, modrm) {
            continue;
        }
        let mut inst = MCInst::new(c.opcode);
        let one_byte_map = map == 0;
        match operands(tables, d, c, &p, &ext, bytes, at, one_byte_map, address, &mut inst) {
            Ok(length) => return Ok((inst, length)),
            Err(Some(e)) => return Err(e),
            Err(None) => continue,
        }
    }
    Err(invalid)
}

/// Bytes that end inside the prefixes: llvm-mc takes the last prefix as
/// an instruction of its own (`data16`, `cs`), the others before it as its
/// prefixes; a REX prefix alone is invalid.
fn prefixes_alone(tables: &TargetTables, bytes: &[u8], p: &Prefixes) -> Result<(MCInst, usize), DecodeError> {
    let Some(&last) = bytes.last() else { return Err(DecodeError::Truncated { needed: 1 }) };
    let Some(opcode) = prefix_instruction(tables, last).filter(|_| at_least_two_or_legacy(bytes, last)) else {
        return Err(DecodeError::Invalid { length: bytes.len() });
    };
    let mut inst = MCInst::new(opcode);
    let others = Prefixes { lock: p.lock && last != LOCK, repeat: if last == p.repeat { 0 } else { p.repeat }, ..*p };
    // (llvm-mc prints an address-size prefix alone as `addr32 addr32`.)
    inst.prefixes = printed_prefixes(tables, &[], &others, true, true);
    Ok((inst, bytes.len()))
}

/// A legacy prefix alone is an instruction; a REX prefix only after
/// another REX (`rex64`).
fn at_least_two_or_legacy(bytes: &[u8], last: u8) -> bool {
    is_legacy_prefix(last) || bytes.len() >= 2 && (0x40..=0x4F).contains(&bytes[bytes.len() - 2])
}

fn is_legacy_prefix(b: u8) -> bool {
    matches!(b, OPERAND_SIZE | ADDRESS_SIZE | REP | REPNE | LOCK) || SEGMENTS.contains(&b)
}

/// The prefix written as an instruction of its own (`lock`) whose byte is
/// `byte`.
fn prefix_instruction(tables: &TargetTables, byte: u8) -> Option<u16> {
    let at =
        tables.instructions.iter().position(|i| i.modrm.as_deref().is_some_and(|m| m.is_prefix && m.opcode == [byte]));
    at.map(|i| i as u16)
}

/// Whether candidate `c` takes these prefixes and this ModRM.
fn fits(c: &ModRmCandidate, p: &Prefixes, ext: &Extension, modrm: Option<u8>) -> bool {
    let n = c.needs;
    if ext.vex {
        let pp = match n & (needs::P66 | needs::PF2 | needs::PF3) {
            needs::P66 => 1,
            needs::PF3 => 2,
            needs::PF2 => 3,
            _ => 0,
        };
        if pp != ext.pp || (n & needs::VEX_L != 0) != ext.l {
            return false;
        }
    } else {
        match n & (needs::PF2 | needs::PF3) {
            needs::PF2 if p.repeat != REPNE => return false,
            needs::PF3 if p.repeat != REP => return false,
            _ => {}
        }
        if n & needs::P66 != 0 && !p.operand_size {
            return false;
        }
    }
    if (n & needs::REX_W != 0 && !ext.w) || (n & needs::NO_REX_W != 0 && ext.w) {
        return false;
    }
    if n & needs::NO_REX_B != 0 && ext.b != 0 {
        return false;
    }
    if let Some(m) = modrm.filter(|_| n & needs::MODRM != 0) {
        let register = m >> 6 == 3;
        if (n & needs::MOD_REGISTER != 0 && !register) || (n & needs::MOD_MEMORY != 0 && register) {
            return false;
        }
        if n & needs::DIGIT != 0 && m >> 3 & 7 != c.digit {
            return false;
        }
    }
    true
}

/// Decodes the operands of candidate `c` into `inst`: the instruction's
/// length, or `Err(None)` when its operands do not read back (a register
/// number its class lacks), `Err(Some(_))` when the bytes end early.
#[allow(clippy::too_many_arguments)]
fn operands(
    tables: &TargetTables,
    d: &ModRmDecoder,
    c: &ModRmCandidate,
    p: &Prefixes,
    ext: &Extension,
    bytes: &[u8],
    opcode_at: usize,
    one_byte_map: bool,
    address: u64,
    inst: &mut MCInst,
) -> Result<usize, Option<DecodeError>> {
    let info = tables.instructions.get(c.opcode as usize).ok_or(None)?;
    let enc = info.modrm.as_deref().ok_or(None)?;
    // In the 0F maps a repeat prefix with 0x66 that selects no instruction
    // of its own makes llvm-mc print a form tdc does not describe (`btrl
    // %bp, %bp`).
    if !one_byte_map && p.repeat != 0 && p.operand_size && !ext.vex && !enc.prefixes.contains(&p.repeat) {
        return Err(None);
    }
    let slots = info.num_slots as usize;
    if slots > MAX_SLOTS {
        return Err(None);
    }
    inst.resize(slots);
    let mut at = opcode_at + 1;
    let mut set = [false; MAX_SLOTS];
    let mut put = |inst: &mut MCInst, slot: u8, op: MCOperand| {
        if let Some(s) = inst.operands_mut().get_mut(slot as usize) {
            *s = op;
            set[slot as usize] = true;
        }
    };
    if c.needs & needs::MODRM != 0 {
        let modrm = bytes[at];
        at += 1;
        if let ModRmReg::Slot(s) = enc.reg {
            put(inst, s, register(tables, d, info, s, modrm >> 3 & 7 | ext.r << 3, ext)?);
        }
        match enc.rm {
            ModRmRm::Register(s) => put(inst, s, register(tables, d, info, s, modrm & 7 | ext.b << 3, ext)?),
            ModRmRm::Memory(s) => {
                let (memory, length) = memory(d, modrm, &bytes[at..], p, ext).map_err(|e| e.map(|n| shift(n, at)))?;
                at += length;
                for (i, op) in memory.into_iter().enumerate() {
                    put(inst, s + i as u8, op);
                }
            }
            ModRmRm::None => {}
        }
    }
    if let Some(s) = enc.opcode_reg {
        put(inst, s, register(tables, d, info, s, bytes[opcode_at] & 7 | ext.b << 3, ext)?);
    }
    match enc.vvvv {
        Some(s) => put(inst, s, register(tables, d, info, s, ext.vvvv, ext)?),
        // VEX.vvvv unused must be 1111 (read inverted: 0).
        None if ext.vex && ext.vvvv != 0 => return Err(None),
        None => {}
    }
    for t in &enc.trailing {
        let n = t.bytes as usize;
        let Some(field) = bytes.get(at..at + n) else { return Err(Some(DecodeError::Truncated { needed: at + n })) };
        let raw = field.iter().rev().fold(0u64, |v, &b| v << 8 | b as u64);
        let kind = *info.slot_kinds.get(t.slot as usize).ok_or(None)?;
        put(inst, t.slot, read_slot(tables, kind, raw, (8 * n) as u8).ok_or(None)?);
        at += n;
    }
    let _ = address;
    fill_tied(tables, info, inst, &mut set);
    if !set[..slots].iter().all(|&s| s) {
        return Err(None);
    }
    // The prefixes the instruction did not take that are printed with it.
    let takes_address = matches!(enc.rm, ModRmRm::Memory(_));
    // In the 0F maps a repeat prefix right before the opcode selects the
    // instruction, and is dropped when it selects none.
    let repeat_printed = one_byte_map || ext.vex || p.segment_after_repeat;
    inst.prefixes = printed_prefixes(tables, &enc.prefixes, p, repeat_printed, !takes_address);
    Ok(at)
}

fn shift(e: DecodeError, by: usize) -> DecodeError {
    match e {
        DecodeError::Truncated { needed } => DecodeError::Truncated { needed: needed + by },
        other => other,
    }
}

/// The register of number `n` (REX or VEX extension included) in the
/// class of slot `slot`.
fn register(
    tables: &TargetTables,
    d: &ModRmDecoder,
    info: &InstInfo,
    slot: u8,
    n: u8,
    ext: &Extension,
) -> Result<MCOperand, Option<DecodeError>> {
    let kind = info.slot_kinds.get(slot as usize).and_then(|&k| tables.operand_kinds.get(k as usize)).ok_or(None)?;
    let class = match kind.class {
        OperandClass::Register { class } | OperandClass::Custom { reg_class: Some(class), .. } => class,
        _ => return Err(None),
    };
    let table = d.class_numbers.get(class as usize).ok_or(None)?;
    match table.get(usize::from(ext.present) * 16 + n as usize) {
        Some(&r) if r != NONE => Ok(MCOperand::Reg(r)),
        _ => Err(None),
    }
}

/// A memory operand from ModRM (and SIB and displacement in `rest`): its
/// five slots (base, scale, index, displacement, segment) and the bytes
/// after ModRM it took.
fn memory(
    d: &ModRmDecoder,
    modrm: u8,
    rest: &[u8],
    p: &Prefixes,
    ext: &Extension,
) -> Result<([MCOperand; 5], usize), Option<DecodeError>> {
    let (mode, rm) = (modrm >> 6, modrm & 7);
    let registers = if p.address_size { &d.address_registers[16..] } else { &d.address_registers[..16] };
    let reg = |n: u8| match registers.get(n as usize) {
        Some(&r) if r != NONE => Ok(r),
        _ => Err(None),
    };
    let mut used = 0;
    let (mut base, mut index, mut scale) = (NO_REGISTER, NO_REGISTER, 1i64);
    let mut disp_bytes = match mode {
        1 => 1,
        2 => 4,
        _ => 0,
    };
    if rm == 4 {
        let Some(&sib) = rest.first() else { return Err(Some(DecodeError::Truncated { needed: 1 })) };
        used = 1;
        scale = 1 << (sib >> 6);
        let index_number = sib >> 3 & 7 | ext.x << 3;
        let base_number = sib & 7;
        // Index 100 without REX.X is none. llvm-mc prints %riz for it (which
        // tdc does not describe) but with scale 1 and rsp or r12 as the
        // base, or no base at all.
        if index_number == 4 {
            let plain = scale == 1 && (base_number == 4 || (mode == 0 && base_number == 5));
            if !plain {
                return Err(None);
            }
        } else {
            index = reg(index_number)?;
        }
        if mode == 0 && base_number == 5 {
            disp_bytes = 4;
        } else {
            base = reg(base_number | ext.b << 3)?;
        }
    } else if mode == 0 && rm == 5 {
        base = d.instruction_pointers[usize::from(p.address_size)];
        if base == NONE {
            return Err(None);
        }
        disp_bytes = 4;
    } else {
        base = reg(rm | ext.b << 3)?;
    }
    let Some(field) = rest.get(used..used + disp_bytes) else {
        return Err(Some(DecodeError::Truncated { needed: used + disp_bytes }));
    };
    let disp = match disp_bytes {
        1 => field[0] as i8 as i64,
        4 => i32::from_le_bytes([field[0], field[1], field[2], field[3]]) as i64,
        _ => 0,
    };
    let segment = match p.segment {
        0 => NO_REGISTER,
        byte => d.segments.iter().find(|&&(b, _)| b == byte).map_or(NO_REGISTER, |&(_, r)| r),
    };
    let ops = [
        MCOperand::Reg(base),
        MCOperand::Imm(scale),
        MCOperand::Reg(index),
        MCOperand::Imm(disp),
        MCOperand::Reg(segment),
    ];
    Ok((ops, used + disp_bytes))
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
/// prefixes the instruction itself does not take, as llvm-mc prints them.
fn printed_prefixes(
    tables: &TargetTables,
    own_prefixes: &[u8],
    p: &Prefixes,
    repeat_printed: bool,
    address_size_unused: bool,
) -> u16 {
    let own = |b: u8| own_prefixes.contains(&b);
    let mut bits = 0u16;
    let mut mark = |byte: u8| {
        if let Some(i) = tables.asm_prefixes.iter().take(16).position(|a| a.byte == Some(byte) && !a.print.is_empty()) {
            bits |= 1 << i;
        }
    };
    if p.lock {
        mark(LOCK);
    }
    if p.repeat != 0 && !own(p.repeat) && repeat_printed {
        mark(p.repeat);
    }
    if p.address_size && address_size_unused {
        mark(ADDRESS_SIZE);
    }
    bits
}
