//! The operand samplers `AArch64Operands.td` names (`SampleMethod`): each
//! draws one random operand of its kind, as the slot values the parser in
//! [`super::operands`] would push, so that printing it and assembling the
//! text gives the same instruction. Draws favour the edges: range ends,
//! every shift and extension type, every element size of a bitmask.
// Public for `fragments`; each function is described where the `.td`
// names it (the operand's ParserMethod, PrintMethod or EncoderMethod).
#![allow(missing_docs)]

use super::bitmask;
use super::RegClass;
use crate::mc::random::Random;
use crate::mc::tables::{OperandClass, OperandKind, TargetTables};
use crate::mc::MCOperand;

/// The register width an operand serves: its value type's, 32 or 64.
fn width(kind: &OperandKind) -> u32 {
    if kind.value_bits == 32 {
        32
    } else {
        64
    }
}

/// A register of `class`.
fn register(t: &TargetTables, class: u16, random: &mut Random<'_>) -> MCOperand {
    let members = t.reg_classes.get(class as usize).map_or(&[][..], |c| &c.members);
    MCOperand::Reg(random.pick(members).unwrap_or(0))
}

/// A register of the class of sub-operand `i` of `kind`.
pub(super) fn sub_register(t: &TargetTables, kind: &OperandKind, i: usize, random: &mut Random<'_>) -> MCOperand {
    let class = match kind.sub_kinds.get(i).map(|&k| &t.operand_kinds[k as usize].class) {
        Some(OperandClass::Register { class }) => *class,
        _ => u16::MAX,
    };
    register(t, class, random)
}

/// The largest value sub-operand `i` of `kind` accepts.
fn sub_max(t: &TargetTables, kind: &OperandKind, i: usize) -> i64 {
    match kind.sub_kinds.get(i).map(|&k| &t.operand_kinds[k as usize].class) {
        Some(OperandClass::Immediate { max, .. }) => *max,
        _ => 0,
    }
}

/// Whether `reg` is an x register (or xzr).
fn is_x(t: &TargetTables, reg: MCOperand) -> bool {
    matches!(reg, MCOperand::Reg(r) if t.reg_classes[RegClass::GPR64.id() as usize].contains(r))
}

fn push_imm(out: &mut Vec<MCOperand>, v: i64) {
    out.push(MCOperand::Imm(v));
}

//===-- Registers with a shift or an extension -----------------------------===//

/// Slot 1 is type << 6 | amount; `types` shift types are allowed.
fn shifted_reg(t: &TargetTables, kind: &OperandKind, types: u64, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    out.push(sub_register(t, kind, 0, random));
    // One time in four no shift at all, the common spelling.
    if random.one_in(4) {
        return push_imm(out, 0);
    }
    let ty = random.below(types) as i64;
    push_imm(out, ty << 6 | random.range(0, sub_max(t, kind, 1)));
}

/// lsl, lsr and asr (add, sub and their aliases).
pub fn sample_arith_shifted_reg(
    t: &TargetTables,
    kind: &OperandKind,
    random: &mut Random<'_>,
    out: &mut Vec<MCOperand>,
) {
    shifted_reg(t, kind, 3, random, out);
}

/// lsl only (cpa's addpt and subpt).
pub fn sample_lsl_shifted_reg(t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    shifted_reg(t, kind, 1, random, out);
}

/// lsl, lsr, asr and ror (logical operations).
pub fn sample_logical_shifted_reg(
    t: &TargetTables,
    kind: &OperandKind,
    random: &mut Random<'_>,
    out: &mut Vec<MCOperand>,
) {
    shifted_reg(t, kind, 4, random, out);
}

/// Slot 1 is option << 3 | amount, the option one of `options`.
fn extended_reg(
    t: &TargetTables,
    kind: &OperandKind,
    options: &[i64],
    random: &mut Random<'_>,
    out: &mut Vec<MCOperand>,
) {
    out.push(sub_register(t, kind, 0, random));
    let option = random.pick(options).unwrap_or(0);
    push_imm(out, option << 3 | random.range(0, 4));
}

/// A w register with a byte, half or word extension (64-bit results).
pub fn sample_extended_reg_w(t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    extended_reg(t, kind, &[0, 1, 2, 4, 5, 6], random, out);
}

/// An x register with uxtx or sxtx (64-bit results).
pub fn sample_extended_reg_x(t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    extended_reg(t, kind, &[3, 7], random, out);
}

/// A w register with any extension (32-bit results).
pub fn sample_extended_reg_32(t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    extended_reg(t, kind, &[0, 1, 2, 3, 4, 5, 6, 7], random, out);
}

//===-- Immediates ---------------------------------------------------------===//

/// The 12-bit value and the `lsl #12` bit.
pub fn sample_addsub_imm(_t: &TargetTables, _kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    push_imm(out, random.range(0, 4095));
    push_imm(out, random.below(2) as i64);
}

/// A bitmask immediate: an element of 2 to 64 bits (at most the register
/// width, each size equally likely) holding a rotated run of ones that is
/// neither empty nor full, repeated; the slot holds the value.
pub fn sample_logical_imm(_t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    let width = width(kind);
    let sizes: &[u32] = if width == 64 { &[2, 4, 8, 16, 32, 64] } else { &[2, 4, 8, 16, 32] };
    let size = random.pick(sizes).unwrap_or(2);
    let ones = random.range(1, size as i64 - 1) as u32;
    let rotation = random.range(0, size as i64 - 1) as u32;
    let imms = (!(size * 2 - 1) & 0x3f) | (ones - 1);
    let encoding = ((size == 64) as u32) << 12 | rotation << 6 | imms;
    push_imm(out, bitmask::decode(encoding, width).unwrap_or(1) as i64);
}

/// movz, movn and movk: a 16-bit value and its shift (hw) within the
/// register.
pub fn sample_movwide_imm(_t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    push_imm(out, random.range(0, 65535));
    push_imm(out, random.below(width(kind) as u64 / 16) as i64);
}

/// The fraction-bit count as its slot holds it: 64 - fbits, fbits from 1
/// to the register width.
pub fn sample_fixed_point(_t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    push_imm(out, 64 - random.range(1, width(kind) as i64));
}

/// Any of the 256 FP immediate encodings.
pub fn sample_fp_imm(_t: &TargetTables, _kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    push_imm(out, random.below(256) as i64);
}

//===-- Conditions and system operands -------------------------------------===//

/// Any of the 16 conditions (al and nv included: b.al and csel ..., nv are
/// valid).
pub fn sample_cond_code(_t: &TargetTables, _kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    push_imm(out, random.below(16) as i64);
}

/// A barrier option 0-15: named ones print by name, the others as numbers.
pub fn sample_barrier_op(_t: &TargetTables, _kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    push_imm(out, random.below(16) as i64);
}

/// A system register, as op0:op1:CRn:CRm:op2 (op0 2 or 3): one time in
/// two one of the registers tdc names, else a register written in the
/// generic form. Those come from CRn 11 and 15 (for op0 3 the space the
/// architecture leaves to implementations), where llvm-mc names no
/// register either: elsewhere it prints names tdc does not know, and the
/// listings would differ in text though not in bytes.
pub fn sample_sysreg(t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    // Names every configuration knows, readable and writable (the sampler
    // serves mrs and msr alike).
    let named: Vec<i64> = super::operands::named_set(t, kind)
        .map(|s| s.values.iter().filter(|v| v.requires == 0 && v.flags == 3).map(|v| v.value & 0xffff).collect())
        .unwrap_or_default();
    match random.pick(&named).filter(|_| random.one_in(2)) {
        Some(v) => push_imm(out, v),
        None => {
            let crn = random.pick(&[11, 15]).unwrap_or(11);
            let (o0, op1, crm, op2) = (random.below(2), random.below(8), random.below(16), random.below(8));
            push_imm(out, ((2 + o0) << 14 | op1 << 11 | crn << 7 | crm << 3 | op2) as i64);
        }
    }
}

//===-- Memory register offsets --------------------------------------------===//

/// `Xm` with lsl or sxtx, or `Wm` with uxtw or sxtw: slot 1 is
/// option << 1 | S, S saying the index is shifted by the access size.
pub fn sample_reg_offset(t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    let reg = sub_register(t, kind, 0, random);
    let options: [i64; 2] = if is_x(t, reg) { [0b011, 0b111] } else { [0b010, 0b110] };
    out.push(reg);
    push_imm(out, random.pick(&options).unwrap_or(0) << 1 | random.below(2) as i64);
}

//===-- Operands the assembler must reject ---------------------------------===//
//
// The InvalidSampleMethod fragments: text of the operand's syntax that
// llvm-mc rejects, for the differential check's invalid mode.

/// A register of the other general-purpose width than sub-operand 0's.
fn other_width_register(t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>) -> MCOperand {
    let x = is_x(t, sub_register(t, kind, 0, random));
    register(t, if x { RegClass::GPR32.id() } else { RegClass::GPR64.id() }, random)
}

/// A shifted register with a shift past the register width (32-bit), ror
/// where only lsl, lsr and asr exist, or a register of the other width.
fn invalid_shifted_reg(
    t: &TargetTables,
    kind: &OperandKind,
    allow_ror: bool,
    random: &mut Random<'_>,
    out: &mut Vec<MCOperand>,
) {
    let choice = random.below(3);
    if choice == 0 && width(kind) == 32 {
        out.push(sub_register(t, kind, 0, random));
        return push_imm(out, (random.below(3) as i64) << 6 | random.range(32, 63));
    }
    if choice == 1 && !allow_ror {
        out.push(sub_register(t, kind, 0, random));
        return push_imm(out, 3 << 6 | random.range(0, sub_max(t, kind, 1)));
    }
    out.push(other_width_register(t, kind, random));
    push_imm(out, (random.below(if allow_ror { 4 } else { 3 }) as i64) << 6 | random.range(1, 31));
}

/// An add/sub shifted register the assembler rejects.
pub fn sample_invalid_arith_shifted_reg(
    t: &TargetTables,
    kind: &OperandKind,
    random: &mut Random<'_>,
    out: &mut Vec<MCOperand>,
) {
    invalid_shifted_reg(t, kind, false, random, out);
}

/// A logical shifted register the assembler rejects.
pub fn sample_invalid_logical_shifted_reg(
    t: &TargetTables,
    kind: &OperandKind,
    random: &mut Random<'_>,
    out: &mut Vec<MCOperand>,
) {
    invalid_shifted_reg(t, kind, true, random, out);
}

/// An extension amount of 5 to 7 (the field takes 0 to 4).
pub fn sample_invalid_extended_reg(
    t: &TargetTables,
    kind: &OperandKind,
    random: &mut Random<'_>,
    out: &mut Vec<MCOperand>,
) {
    let reg = sub_register(t, kind, 0, random);
    let option = if is_x(t, reg) { random.pick(&[3, 7]) } else { random.pick(&[0, 1, 2, 4, 5, 6]) };
    out.push(reg);
    push_imm(out, option.unwrap_or(0) << 3 | random.range(5, 7));
}

/// A value past 12 bits, shifted or not (an unshifted multiple of 4096 is
/// valid after all: it takes the shift by itself).
pub fn sample_invalid_addsub_imm(
    _t: &TargetTables,
    _kind: &OperandKind,
    random: &mut Random<'_>,
    out: &mut Vec<MCOperand>,
) {
    push_imm(out, random.range(4096, 1 << 20));
    push_imm(out, random.below(2) as i64);
}

/// A value that no bitmask immediate makes: zero, all ones, a value wider
/// than a 32-bit register, or random bits (almost never a bitmask).
pub fn sample_invalid_logical_imm(
    _t: &TargetTables,
    kind: &OperandKind,
    random: &mut Random<'_>,
    out: &mut Vec<MCOperand>,
) {
    let width = width(kind);
    let mask = if width == 64 { u64::MAX } else { (1 << width) - 1 };
    let value = match random.below(4) {
        0 => 0,
        1 => mask,
        2 if width == 32 => 1 << 32 | random.range(1, mask as i64) as u64,
        _ => {
            let mut v = random.bits() & mask;
            while bitmask::encode(v, width).is_some() || v == 0 || v == mask {
                v = random.bits() & mask;
            }
            v
        }
    };
    push_imm(out, value as i64);
}

/// A 16-bit chunk that is too wide, or (32-bit) a shift of 32 or 48.
pub fn sample_invalid_movwide_imm(
    _t: &TargetTables,
    kind: &OperandKind,
    random: &mut Random<'_>,
    out: &mut Vec<MCOperand>,
) {
    if width(kind) == 32 && random.one_in(2) {
        push_imm(out, random.range(0, 65535));
        return push_imm(out, random.range(2, 3));
    }
    push_imm(out, random.range(65536, 1 << 20));
    push_imm(out, random.below(width(kind) as u64 / 16) as i64);
}

/// A barrier option past 15.
pub fn sample_invalid_barrier_op(
    _t: &TargetTables,
    _kind: &OperandKind,
    random: &mut Random<'_>,
    out: &mut Vec<MCOperand>,
) {
    push_imm(out, random.range(16, 255));
}

/// A prefetch operation past 31.
pub fn sample_invalid_prefetch_op(
    _t: &TargetTables,
    _kind: &OperandKind,
    random: &mut Random<'_>,
    out: &mut Vec<MCOperand>,
) {
    push_imm(out, random.range(32, 255));
}

/// A register offset of the other width than its extension takes
/// (`[x1, w2, lsl #3]`, `[x1, x2, uxtw]`).
pub fn sample_invalid_reg_offset(
    t: &TargetTables,
    kind: &OperandKind,
    random: &mut Random<'_>,
    out: &mut Vec<MCOperand>,
) {
    let start = out.len();
    sample_reg_offset(t, kind, random, out);
    out[start] = other_width_register(t, kind, random);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::targets::aarch64::TABLES;

    fn kind(name: &str) -> &'static OperandKind {
        TABLES.operand_kinds.iter().find(|k| k.name == name).expect(name)
    }

    /// Every bitmask immediate drawn is encodable at its width, and every
    /// element size comes up.
    #[test]
    fn logical_immediates_are_encodable() {
        let mut state = 1u64;
        let mut next = || {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            state
        };
        let mut random = Random::new(&mut next);
        for (name, width) in [("logical_imm32", 32), ("logical_imm64", 64)] {
            let mut sizes = std::collections::BTreeSet::new();
            for _ in 0..2000 {
                let mut out = Vec::new();
                sample_logical_imm(&TABLES, kind(name), &mut random, &mut out);
                let MCOperand::Imm(v) = out[0] else { panic!("not an immediate") };
                let encoding = bitmask::encode(v as u64, width).unwrap_or_else(|| panic!("{v:#x} at {width} bits"));
                // The element size is the highest clear bit of N:NOT(imms).
                let combined = (encoding >> 12 & 1) << 6 | (!encoding & 0x3f);
                sizes.insert(1u32 << (31 - combined.leading_zeros()));
            }
            assert_eq!(sizes.len(), if width == 64 { 6 } else { 5 }, "{name}: {sizes:?}");
        }
    }
}
