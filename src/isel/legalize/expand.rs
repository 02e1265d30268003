//! Expansion: a node no pattern matches rewritten into operations more
//! targets have, in place, so that selection can try again.

use super::{is_signed, low_mask, Build, Fallback};
use crate::isel::dag::{Cond, Dag, Ext, Function, MemInfo, Node, NodeId, Op, Vt};

/// Rewrites node `id` into operations more targets have; what it did, or
/// `None` when there is no expansion for it. Node ids stay valid, but the
/// new nodes follow their users: [`compact`](super::compact) before verifying.
pub fn expand(f: &mut Function, id: NodeId) -> Option<Fallback> {
    let n = f.dag.node(id).clone();
    let amount_vt = |f: &Function| n.operands.get(1).map(|&a| f.dag.node(a).vt);
    let how = match n.op {
        // Shift patterns are usually written with the amount in the
        // shifted value's type.
        Op::Shl | Op::Srl | Op::Sra | Op::Rotl | Op::Rotr
            if n.vt.is_int() && amount_vt(f).is_some_and(|t| t.is_int() && t != n.vt) =>
        {
            let from = amount_vt(f)?;
            let amount = convert(&mut Build { dag: &mut f.dag }, n.operands[1], from, n.vt);
            f.dag.nodes[id.0 as usize].operands[1] = amount;
            "amount converted to the shifted type"
        }
        Op::Rotl | Op::Rotr if n.vt.is_int() => {
            expand_rotate(&mut f.dag, id);
            "shifts"
        }
        Op::Ctpop if n.vt.is_int() => {
            let v = popcount(&mut Build { dag: &mut f.dag }, n.vt, n.operands[0]);
            replace(&mut f.dag, id, v);
            "bit arithmetic"
        }
        Op::Ctlz if n.vt.is_int() => {
            let mut b = Build { dag: &mut f.dag };
            let (vt, mut x) = (n.vt, n.operands[0]);
            // Smear the highest set bit down; the zeros above it remain.
            let mut step = 1;
            while step < vt.bits() {
                let s = b.bin_imm(Op::Srl, vt, x, i64::from(step));
                x = b.bin(Op::Or, vt, x, s);
                step *= 2;
            }
            let inverted = b.bin_imm(Op::Xor, vt, x, -1);
            let v = popcount(&mut b, vt, inverted);
            replace(&mut f.dag, id, v);
            "bit arithmetic"
        }
        Op::Cttz if n.vt.is_int() => {
            let mut b = Build { dag: &mut f.dag };
            let (vt, x) = (n.vt, n.operands[0]);
            // The bits below the lowest set one, counted.
            let zero = b.imm(vt, 0);
            let negated = b.bin(Op::Sub, vt, zero, x);
            let lowest = b.bin(Op::And, vt, x, negated);
            let below = b.bin_imm(Op::Sub, vt, lowest, 1);
            let v = popcount(&mut b, vt, below);
            replace(&mut f.dag, id, v);
            "bit arithmetic"
        }
        Op::Bswap if n.vt.is_int() && n.vt.bits() >= 16 => {
            let mut b = Build { dag: &mut f.dag };
            let (vt, x) = (n.vt, n.operands[0]);
            let bytes = vt.bits() / 8;
            let mut out = None;
            for i in 0..bytes {
                let down = if i == 0 { x } else { b.bin_imm(Op::Srl, vt, x, i64::from(8 * i)) };
                let byte = b.bin_imm(Op::And, vt, down, 0xff);
                let up = bytes - 1 - i;
                let placed = if up == 0 { byte } else { b.bin_imm(Op::Shl, vt, byte, i64::from(8 * up)) };
                out = Some(match out {
                    None => placed,
                    Some(acc) => b.bin(Op::Or, vt, acc, placed),
                });
            }
            replace(&mut f.dag, id, out?);
            "shifts and masks"
        }
        Op::SextInreg if n.vt.is_int() => {
            let from = f.dag.value_type(*n.operands.get(1)?)?;
            let shift = i64::from(n.vt.bits().checked_sub(from.bits())?);
            let mut b = Build { dag: &mut f.dag };
            let up = b.bin_imm(Op::Shl, n.vt, n.operands[0], shift);
            let v = b.bin_imm(Op::Sra, n.vt, up, shift);
            replace(&mut f.dag, id, v);
            "shifts"
        }
        Op::SetCC if n.vt.is_int() && is_float_only_setcc(&f.dag, id) => {
            expand_float_setcc(&mut f.dag, id)?;
            "unordered compares"
        }
        // A branch or select that no pattern makes on such a compare reads
        // the compare's expansion.
        Op::BrCond | Op::Select if is_float_only_setcc(&f.dag, *n.operands.first()?) => {
            expand_float_setcc(&mut f.dag, n.operands[0])?;
            "unordered compares"
        }
        Op::BrCC if f.dag.cond_code(n.operands[0]).is_some_and(Cond::is_float_only) => {
            // A branch on the compare's value, which expands as above.
            let (cc, a, b_, target) = (n.operands[0], n.operands[1], n.operands[2], n.operands[3]);
            let test = Build { dag: &mut f.dag }.node(Op::SetCC, Vt::I1, vec![a, b_, cc]);
            f.dag.nodes[id.0 as usize] =
                Node { op: Op::BrCond, vt: n.vt, operands: vec![test, target], value: 0, mem: None };
            "a branch on the compare's value"
        }
        Op::SetCC if n.vt.is_int() => {
            let a = n.operands[0];
            let b_ = n.operands[1];
            let operand_vt = f.dag.node(a).vt;
            if !operand_vt.is_int() {
                return None;
            }
            let cond = f.dag.cond_code(*n.operands.get(2)?)?;
            let mut b = Build { dag: &mut f.dag };
            let bit = compare_bit(&mut b, operand_vt, a, b_, cond)?;
            let v = convert(&mut b, bit, operand_vt, n.vt);
            replace(&mut f.dag, id, v);
            "branch-free arithmetic"
        }
        Op::Select if n.vt.is_int() => {
            let (c, x, y) = (n.operands[0], n.operands[1], n.operands[2]);
            let c_vt = f.dag.node(c).vt;
            let mut b = Build { dag: &mut f.dag };
            let vt = n.vt;
            let c = convert(&mut b, c, c_vt, vt);
            // All ones when c is true: y ^ ((x ^ y) & mask) picks x.
            let nonzero = not_zero(&mut b, vt, c);
            let zero = b.imm(vt, 0);
            let mask = b.bin(Op::Sub, vt, zero, nonzero);
            let diff = b.bin(Op::Xor, vt, x, y);
            let picked = b.bin(Op::And, vt, diff, mask);
            let v = b.bin(Op::Xor, vt, y, picked);
            replace(&mut f.dag, id, v);
            "branch-free arithmetic"
        }
        Op::SDiv | Op::SRem if n.vt.is_int() => {
            let (vt, x, y) = (n.vt, n.operands[0], n.operands[1]);
            let mut b = Build { dag: &mut f.dag };
            let top = i64::from(vt.bits() - 1);
            let sx = b.bin_imm(Op::Sra, vt, x, top);
            let sy = b.bin_imm(Op::Sra, vt, y, top);
            let ax = abs(&mut b, vt, x, sx);
            let ay = abs(&mut b, vt, y, sy);
            // The quotient is negative when the signs differ; the
            // remainder takes the dividend's sign.
            let (unsigned, sign) =
                if n.op == Op::SDiv { (Op::UDiv, b.bin(Op::Xor, vt, sx, sy)) } else { (Op::URem, sx) };
            let magnitude = b.bin(unsigned, vt, ax, ay);
            let flipped = b.bin(Op::Xor, vt, magnitude, sign);
            let v = b.bin(Op::Sub, vt, flipped, sign);
            replace(&mut f.dag, id, v);
            "unsigned division"
        }
        // A float constant as the integer of its bits, moved across.
        Op::FpImm if matches!(n.vt, Vt::F32 | Vt::F64) => {
            // Constants are held sign-extended from their type.
            let (int_vt, value) =
                if n.vt == Vt::F32 { (Vt::I32, i64::from(n.value as i32)) } else { (Vt::I64, n.value) };
            let mut b = Build { dag: &mut f.dag };
            let bits = b.imm(int_vt, value);
            let v = b.node(Op::Bitconvert, n.vt, vec![bits]);
            replace(&mut f.dag, id, v);
            "the integer of its bits"
        }
        Op::Load if n.mem.is_some_and(|m| m.ext == Ext::Sext) => {
            let m = n.mem?;
            let load = f.dag.add(Node { mem: Some(MemInfo { vt: m.vt, ext: Ext::Anyext }), ..n.clone() });
            let v = Build { dag: &mut f.dag }.sext_inreg(n.vt, load, m.vt);
            replace(&mut f.dag, id, v);
            "extending load and sext_inreg"
        }
        _ => {
            let callee = super::libcall::function_for(&n)?;
            super::libcall::call_for(f, id, callee)?;
            "a call of the C library's function"
        }
    };
    Some(Fallback { op: n.op, vt: n.vt, how })
}

/// Node `id` takes the place of node `by` (whose content it gets).
fn replace(dag: &mut Dag, id: NodeId, by: NodeId) {
    dag.nodes[id.0 as usize] = dag.node(by).clone();
}

/// `rotl`/`rotr` of node `id` as two shifts by amounts taken modulo the
/// width (a rotate by 0 shifts both ways by 0 and ors x with itself).
pub(super) fn expand_rotate(dag: &mut Dag, id: NodeId) {
    let n = dag.node(id).clone();
    let (vt, x, amount) = (n.vt, n.operands[0], n.operands[1]);
    let amount_vt = dag.node(amount).vt;
    let width = i64::from(vt.bits());
    let mut b = Build { dag };
    let there = b.bin_imm(Op::And, amount_vt, amount, width - 1);
    let zero = b.imm(amount_vt, 0);
    let negated = b.bin(Op::Sub, amount_vt, zero, amount);
    let back = b.bin_imm(Op::And, amount_vt, negated, width - 1);
    let (left, right) = if n.op == Op::Rotl { (there, back) } else { (back, there) };
    let up = b.bin(Op::Shl, vt, x, left);
    let down = b.bin(Op::Srl, vt, x, right);
    let v = b.bin(Op::Or, vt, up, down);
    replace(dag, id, v);
}

/// The number of set bits of `x` by adding neighbouring counts.
fn popcount(b: &mut Build, vt: Vt, x: NodeId) -> NodeId {
    let bits = vt.bits();
    let repeat = |byte: u64| (u64::MAX / 0xff * byte) as i64 & low_mask(bits);
    let halves = b.bin_imm(Op::Srl, vt, x, 1);
    let halves = b.bin_imm(Op::And, vt, halves, repeat(0x55));
    let pairs = b.bin(Op::Sub, vt, x, halves);
    let low = b.bin_imm(Op::And, vt, pairs, repeat(0x33));
    let high = b.bin_imm(Op::Srl, vt, pairs, 2);
    let high = b.bin_imm(Op::And, vt, high, repeat(0x33));
    let nibbles = b.bin(Op::Add, vt, low, high);
    let shifted = b.bin_imm(Op::Srl, vt, nibbles, 4);
    let bytes = b.bin(Op::Add, vt, nibbles, shifted);
    let bytes = b.bin_imm(Op::And, vt, bytes, repeat(0x0f));
    if bits == 8 {
        return bytes;
    }
    // The multiply sums every byte into the top one.
    let summed = b.bin_imm(Op::Mul, vt, bytes, repeat(0x01));
    b.bin_imm(Op::Srl, vt, summed, i64::from(bits - 8))
}

/// |x| given `sign`, x's sign bit spread over the width.
fn abs(b: &mut Build, vt: Vt, x: NodeId, sign: NodeId) -> NodeId {
    let flipped = b.bin(Op::Xor, vt, x, sign);
    b.bin(Op::Sub, vt, flipped, sign)
}

/// 1 when `x` is not zero, else 0: the sign bit of `x | -x`.
fn not_zero(b: &mut Build, vt: Vt, x: NodeId) -> NodeId {
    let zero = b.imm(vt, 0);
    let negated = b.bin(Op::Sub, vt, zero, x);
    let either = b.bin(Op::Or, vt, x, negated);
    b.bin_imm(Op::Srl, vt, either, i64::from(vt.bits() - 1))
}

/// 1 when `a < b` unsigned, else 0: the borrow out of `a - b`.
fn borrow(b: &mut Build, vt: Vt, x: NodeId, y: NodeId) -> NodeId {
    let not_x = b.bin_imm(Op::Xor, vt, x, -1);
    let borrowed = b.bin(Op::And, vt, not_x, y);
    let same = b.bin(Op::Xor, vt, x, y);
    let same = b.bin_imm(Op::Xor, vt, same, -1);
    let difference = b.bin(Op::Sub, vt, x, y);
    let kept = b.bin(Op::And, vt, same, difference);
    let either = b.bin(Op::Or, vt, borrowed, kept);
    b.bin_imm(Op::Srl, vt, either, i64::from(vt.bits() - 1))
}

/// 1 when `a cond b` holds, else 0, in `vt` (the operands' type), for
/// the codes that compare integers.
fn compare_bit(b: &mut Build, vt: Vt, x: NodeId, y: NodeId, cond: Cond) -> Option<NodeId> {
    let (x, y) = if is_signed(cond) {
        // Flipping the sign bits orders signed values as unsigned ones.
        let sign = i64::MIN >> (64 - vt.bits());
        (b.bin_imm(Op::Xor, vt, x, sign), b.bin_imm(Op::Xor, vt, y, sign))
    } else {
        (x, y)
    };
    let invert = |b: &mut Build, v: NodeId| b.bin_imm(Op::Xor, vt, v, 1);
    Some(match cond {
        Cond::Eq | Cond::Ne => {
            let diff = b.bin(Op::Xor, vt, x, y);
            let ne = not_zero(b, vt, diff);
            if cond == Cond::Ne {
                ne
            } else {
                invert(b, ne)
            }
        }
        Cond::Lt | Cond::Ult => borrow(b, vt, x, y),
        Cond::Gt | Cond::Ugt => borrow(b, vt, y, x),
        Cond::Ge | Cond::Uge => {
            let lt = borrow(b, vt, x, y);
            invert(b, lt)
        }
        Cond::Le | Cond::Ule => {
            let gt = borrow(b, vt, y, x);
            invert(b, gt)
        }
        _ => return None,
    })
}

/// Whether `id` compares floats with a code that says what a NaN gives.
fn is_float_only_setcc(dag: &Dag, id: NodeId) -> bool {
    let n = dag.node(id);
    n.op == Op::SetCC
        && n.operands.len() == 3
        && dag.node(n.operands[0]).vt.is_float()
        && dag.cond_code(n.operands[2]).is_some_and(Cond::is_float_only)
}

/// Rewrites the float setcc `id` by [`float_condition`].
fn expand_float_setcc(dag: &mut Dag, id: NodeId) -> Option<()> {
    let n = dag.node(id).clone();
    let cond = dag.cond_code(*n.operands.get(2)?)?;
    let v = float_condition(&mut Build { dag }, n.vt, n.operands[0], n.operands[1], cond)?;
    replace(dag, id, v);
    Some(())
}

/// 1 when the float compare `a cond b` holds, else 0, in `vt`, for a
/// code that says what a NaN gives, from the unordered compares every
/// float target has: `olt` is not `uge`, `uno` is both `ult` and `ugt`
/// (only a NaN is both), `ueq` both `ule` and `uge`, `une` either `ult`
/// or `ugt`. `None` for the other codes.
fn float_condition(b: &mut Build, vt: Vt, x: NodeId, y: NodeId, cond: Cond) -> Option<NodeId> {
    // Booleans are combined in i32: few targets have logic on i1.
    let wide = if vt == Vt::I1 { Vt::I32 } else { vt };
    let compare = |b: &mut Build, c: Cond| {
        let code = b.cond_leaf(c);
        b.node(Op::SetCC, wide, vec![x, y, code])
    };
    let (bit, negate) = match cond {
        Cond::Olt | Cond::Ole | Cond::Ogt | Cond::Oge => (compare(b, cond.inverse(true)), true),
        _ => {
            let (p, q, op) = match cond {
                Cond::Uno | Cond::Ord => (Cond::Ult, Cond::Ugt, Op::And),
                Cond::Ueq | Cond::One => (Cond::Ule, Cond::Uge, Op::And),
                Cond::Une | Cond::Oeq => (Cond::Ult, Cond::Ugt, Op::Or),
                _ => return None,
            };
            let (l, r) = (compare(b, p), compare(b, q));
            (b.bin(op, wide, l, r), matches!(cond, Cond::Ord | Cond::One | Cond::Oeq))
        }
    };
    let bit = if negate { b.bin_imm(Op::Xor, wide, bit, 1) } else { bit };
    Some(if vt == Vt::I1 {
        let zero = b.imm(wide, 0);
        let code = b.cond_leaf(Cond::Ne);
        b.node(Op::SetCC, Vt::I1, vec![bit, zero, code])
    } else {
        bit
    })
}

/// `v` of type `from` as a `to` (its low bits, or zero-extended).
fn convert(b: &mut Build, v: NodeId, from: Vt, to: Vt) -> NodeId {
    match from.bits().cmp(&to.bits()) {
        std::cmp::Ordering::Equal => v,
        std::cmp::Ordering::Less => b.node(Op::Zext, to, vec![v]),
        std::cmp::Ordering::Greater => b.node(Op::Trunc, to, vec![v]),
    }
}
