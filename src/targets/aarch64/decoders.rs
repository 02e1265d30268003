//! The decoder fragments `AArch64Operands.td` names (each operand's
//! DecoderMethod): the inverse of an operand's encoding where it is not
//! the generic one, and the bits that are no operand of its kind (the
//! architecture leaves them unallocated, and the disassembler rejects
//! them, as llvm-mc does).
// Public for `fragments`; each function is described where the `.td`
// names it.
#![allow(missing_docs)]

use super::bitmask;
use crate::mc::decode::read_slot;
use crate::mc::tables::{Decoding, OperandClass, OperandKind, TargetTables};
use crate::mc::MCOperand;

/// The register width an operand serves: its value type's, 32 or 64.
fn width(kind: &OperandKind) -> u32 {
    if kind.value_bits == 32 {
        32
    } else {
        64
    }
}

/// Sub-operand `i` of `kind` read the generic way from `bits`.
fn sub_operand(t: &TargetTables, kind: &OperandKind, i: usize, bits: u64) -> Option<MCOperand> {
    read_slot(t, *kind.sub_kinds.get(i)?, bits, 64)
}

/// The largest value sub-operand `i` of `kind` takes.
fn sub_max(t: &TargetTables, kind: &OperandKind, i: usize) -> i64 {
    let sub = kind.sub_kinds.get(i).and_then(|&k| t.operand_kinds.get(k as usize));
    match sub.map(|k| &k.class) {
        Some(OperandClass::Immediate { max, .. }) => *max,
        _ => 0,
    }
}

/// N:immr:imms back to the value it repeats across the register.
pub fn decode_logical_imm(
    _t: &TargetTables,
    kind: &OperandKind,
    bits: &[u64],
    _at: &Decoding<'_>,
    out: &mut [MCOperand],
) -> bool {
    let (Some(&encoding), Some(slot)) = (bits.first(), out.first_mut()) else { return false };
    match bitmask::decode(encoding as u32 & 0x1fff, width(kind)) {
        Some(value) => {
            *slot = MCOperand::Imm(value as i64);
            true
        }
        None => false,
    }
}

/// SVE's N:immr:imms back to the 64-bit value it repeats (the slot holds
/// the value replicated to 64 bits, whatever the element size).
pub fn decode_sve_logical(
    _t: &TargetTables,
    _kind: &OperandKind,
    bits: &[u64],
    _at: &Decoding<'_>,
    out: &mut [MCOperand],
) -> bool {
    let (Some(&encoding), Some(slot)) = (bits.first(), out.first_mut()) else { return false };
    match bitmask::decode(encoding as u32 & 0x1fff, 64) {
        Some(value) => {
            *slot = MCOperand::Imm(value as i64);
            true
        }
        None => false,
    }
}

/// A register and type << 6 | amount: the amount must be below the
/// register width, and arithmetic forms take no `ror`.
fn shifted_reg(t: &TargetTables, kind: &OperandKind, bits: &[u64], out: &mut [MCOperand], ror: bool) -> bool {
    let (&[reg, shift], [reg_slot, shift_slot]) = (bits, out) else { return false };
    let Some(r) = sub_operand(t, kind, 0, reg) else { return false };
    if shift & 0x3f > sub_max(t, kind, 1) as u64 || (!ror && shift >> 6 == 3) {
        return false;
    }
    *reg_slot = r;
    *shift_slot = MCOperand::Imm(shift as i64);
    true
}

/// pauth-lr's backward label: the field is the offset negated, in words
/// (the decoder then scales it to bytes).
pub fn decode_negated_offset(
    _t: &TargetTables,
    _kind: &OperandKind,
    bits: &[u64],
    _at: &Decoding<'_>,
    out: &mut [MCOperand],
) -> bool {
    let (&[words], [slot]) = (bits, out) else { return false };
    *slot = MCOperand::Imm(-(words as i64));
    true
}

/// dsb's nXS option (16 + 4 * imm2): the field holds its bits 3-2, and
/// bit 4 is always set.
pub fn decode_nxs_barrier(
    _t: &TargetTables,
    _k: &OperandKind,
    bits: &[u64],
    _at: &Decoding<'_>,
    out: &mut [MCOperand],
) -> bool {
    let (&[field], [slot]) = (bits, out) else { return false };
    *slot = MCOperand::Imm((field | 16) as i64);
    true
}

/// A multiple of n (FragmentArgs: n, lowest, highest) whose field holds
/// value / n: signed in four bits when the range is (the structure loads'
/// `#imm, mul vl`), else as it is (zt0's `[56]`).
pub fn decode_multiply(
    _t: &TargetTables,
    kind: &OperandKind,
    bits: &[u64],
    _at: &Decoding<'_>,
    out: &mut [MCOperand],
) -> bool {
    let (&[field], [slot]) = (bits, out) else { return false };
    let n = kind.args.first().copied().unwrap_or(1).max(1);
    let signed = kind.args.get(1).is_some_and(|&lowest| lowest < 0);
    let steps = if signed { crate::mc::decode::sign_extend(field & 0xf, 4) } else { field as i64 };
    *slot = MCOperand::Imm(steps * n);
    true
}

pub fn decode_arith_shifted_reg(
    t: &TargetTables,
    kind: &OperandKind,
    bits: &[u64],
    _at: &Decoding<'_>,
    out: &mut [MCOperand],
) -> bool {
    shifted_reg(t, kind, bits, out, false)
}

pub fn decode_logical_shifted_reg(
    t: &TargetTables,
    kind: &OperandKind,
    bits: &[u64],
    _at: &Decoding<'_>,
    out: &mut [MCOperand],
) -> bool {
    shifted_reg(t, kind, bits, out, true)
}

/// Whether sub-operand `i` of `kind` is an x register.
fn is_x(t: &TargetTables, kind: &OperandKind, i: usize) -> bool {
    let sub = kind.sub_kinds.get(i).and_then(|&k| t.operand_kinds.get(k as usize));
    match sub.map(|k| &k.class) {
        Some(OperandClass::Register { class }) => *class == super::RegClass::GPR64.id(),
        _ => false,
    }
}

/// A register and option << 3 | amount, the amount at most 4. The x
/// register forms fix option's low bits to 11 in the instruction (uxtx,
/// sxtx), so their field holds only its top bit.
pub fn decode_extended_reg(
    t: &TargetTables,
    kind: &OperandKind,
    bits: &[u64],
    _at: &Decoding<'_>,
    out: &mut [MCOperand],
) -> bool {
    let (&[reg, extend], [reg_slot, extend_slot]) = (bits, out) else { return false };
    let Some(r) = sub_operand(t, kind, 0, reg) else { return false };
    if extend & 7 > sub_max(t, kind, 1) as u64 {
        return false;
    }
    let extend = if is_x(t, kind, 0) { extend | 0b011 << 3 } else { extend };
    *reg_slot = r;
    *extend_slot = MCOperand::Imm(extend as i64);
    true
}

/// A load or store's register offset: the register and option << 1 | S.
/// Option's low bit says w or x and is fixed by the instruction, so the
/// field leaves it out; its middle bit must be set (uxtw, lsl, sxtw,
/// sxtx).
pub fn decode_reg_offset(
    t: &TargetTables,
    kind: &OperandKind,
    bits: &[u64],
    _at: &Decoding<'_>,
    out: &mut [MCOperand],
) -> bool {
    let (&[reg, extend], [reg_slot, extend_slot]) = (bits, out) else { return false };
    let Some(r) = sub_operand(t, kind, 0, reg) else { return false };
    if extend & 0b0100 == 0 {
        return false;
    }
    let extend = extend & !0b0010 | u64::from(is_x(t, kind, 0)) << 1;
    *reg_slot = r;
    *extend_slot = MCOperand::Imm(extend as i64);
    true
}

/// Fixed-point fraction bits: the field holds 64 - fbits, and fbits runs
/// from 1 to the integer register's width.
pub fn decode_fixed_point(
    _t: &TargetTables,
    kind: &OperandKind,
    bits: &[u64],
    _at: &Decoding<'_>,
    out: &mut [MCOperand],
) -> bool {
    let (Some(&scale), Some(slot)) = (bits.first(), out.first_mut()) else { return false };
    let fbits = 64 - scale.min(64);
    if !(1..=u64::from(width(kind))).contains(&fbits) {
        return false;
    }
    *slot = MCOperand::Imm(scale as i64);
    true
}

/// A 16-bit value and hw: a 32-bit register has halves 0 and 1 only.
pub fn decode_movwide_imm(
    _t: &TargetTables,
    kind: &OperandKind,
    bits: &[u64],
    _at: &Decoding<'_>,
    out: &mut [MCOperand],
) -> bool {
    let (&[value, hw], [value_slot, hw_slot]) = (bits, out) else { return false };
    if hw >= u64::from(width(kind) / 16) {
        return false;
    }
    *value_slot = MCOperand::Imm(value as i64);
    *hw_slot = MCOperand::Imm(hw as i64);
    true
}
