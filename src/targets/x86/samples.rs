//! The random-value fragments `X86Operands.td` names (`SampleMethod`):
//! immediates at the edges of every size, addresses, bytes, shift counts
//! and jump targets, for the random instruction tests.
// Public for `fragments`; each function is described where the `.td`
// names it.
#![allow(missing_docs)]

use crate::mc::random::Random;
use crate::mc::tables::{OperandKind, TargetTables};
use crate::mc::MCOperand;

/// Values at the edges of the sizes x86 immediates come in, and ones
/// between, for random tests.
const IMMEDIATE_EDGES: [i64; 14] = [0, 1, -1, 2, 127, 128, -128, -129, 255, 256, 0x7fff, 0x8000, 0xffff, 0x1_0000];

/// A random value at or between the edges, within `lo..=hi`.
fn edge_or_between(random: &mut Random<'_>, lo: i64, hi: i64) -> i64 {
    let wide = [lo, hi, i32::MAX as i64, i32::MIN as i64, u32::MAX as i64];
    let edge = if random.one_in(2) { random.pick(&IMMEDIATE_EDGES) } else { random.pick(&wide) };
    match edge {
        Some(v) if random.one_in(4) || !(lo..=hi).contains(&v) => random.range(lo, hi),
        Some(v) => v,
        None => lo,
    }
}

/// The literals an immediate of `bits` bits accepts: the most negative
/// signed value to the largest unsigned one.
fn full_range(bits: u8) -> (i64, i64) {
    if bits == 0 || bits >= 64 {
        (i64::MIN, i64::MAX)
    } else {
        (-(1i64 << (bits - 1)), (1i64 << bits) - 1)
    }
}

/// A random immediate of the operand's full width.
pub fn sample_immediate(_t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    let (lo, hi) = full_range(kind.value_bits);
    out.push(MCOperand::Imm(edge_or_between(random, lo, hi)));
}

/// A random sign-extended byte, written signed or as its unsigned value
/// at the operand's width (`$-1` or `$0xffffffff` for 32 bits).
pub fn sample_immediate_sext8(
    _t: &TargetTables,
    kind: &OperandKind,
    random: &mut Random<'_>,
    out: &mut Vec<MCOperand>,
) {
    let v = edge_or_between(random, -128, 127);
    let bits = kind.value_bits;
    let unsigned = v < 0 && bits > 0 && bits < 64 && random.one_in(2);
    out.push(MCOperand::Imm(if unsigned { v + (1i64 << bits) } else { v }));
}

/// A random sign-extended 32-bit value.
pub fn sample_immediate_sext32(
    _t: &TargetTables,
    _kind: &OperandKind,
    random: &mut Random<'_>,
    out: &mut Vec<MCOperand>,
) {
    out.push(MCOperand::Imm(edge_or_between(random, i32::MIN as i64, i32::MAX as i64)));
}

/// A random byte (bit numbers, shift counts), as the parser keeps it.
pub fn sample_byte(_t: &TargetTables, _kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    out.push(MCOperand::Imm(edge_or_between(random, 0, 255)));
}

/// A random shift count: a byte other than 1 (the by-one forms spell that).
pub fn sample_shift_count(_t: &TargetTables, _kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    let v = edge_or_between(random, 0, 255);
    out.push(MCOperand::Imm(if v == 1 { 2 } else { v }));
}

/// A random absolute 64-bit address.
pub fn sample_offset(_t: &TargetTables, _kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    out.push(MCOperand::Imm(edge_or_between(random, 0, i64::MAX)));
}

/// A random jump or call target: symbol 0 (random tests name it), with an
/// addend or `@PLT` at times.
pub fn sample_branch_target(_t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    let addend = random.pick(&[0, 0, 8, -4, 127, -128]).unwrap_or(0);
    let modifier = u8::from(!kind.reloc_modifiers.is_empty() && addend == 0 && random.one_in(3));
    out.push(MCOperand::Expr { symbol: 0, addend, modifier });
}
