//! AArch64 selection: the Rust fragments `AArch64Selection.td` names
//! (immediate predicates and transforms, and the complex patterns of
//! shifted registers and add/sub immediates), and the lowering of copies,
//! jumps, prologue and epilogue.

use super::{bitmask, Opcode, Reg, RegClass, TABLES};
use crate::isel::dag::{Dag, NodeId, Op};
use crate::isel::lower::{Frame, Lowering};
use crate::isel::matcher::imm_value;
use crate::isel::select::register_in_class;
use crate::isel::tables::Matched;
use crate::mc::tables::TargetTables;
use crate::mc::{MCInst, MCOperand};

//===-- Immediates ---------------------------------------------------------===//

/// The value of a 32-bit immediate as its register holds it (predicates
/// see values sign-extended from the node's type).
fn u32_bits(v: i64) -> u64 {
    v as u64 & 0xffff_ffff
}

/// The 16-bit chunk `i` (0 lowest) of `v`.
fn chunk(v: u64, i: u32) -> i64 {
    (v >> (16 * i) & 0xffff) as i64
}

/// The only chunk of `v` that is not zero (chunk 0 for zero), if at most
/// one is: the `hw` of a movz.
fn single_chunk(v: u64, chunks: u32) -> Option<u32> {
    let nonzero: Vec<u32> = (0..chunks).filter(|&i| chunk(v, i) != 0).collect();
    match nonzero.as_slice() {
        [] => Some(0),
        [one] => Some(*one),
        _ => None,
    }
}

/// A 64-bit value one movz makes.
pub fn is_movz64(v: i64) -> bool {
    single_chunk(v as u64, 4).is_some()
}

/// A 64-bit value one movn makes (its complement has one chunk).
pub fn is_movn64(v: i64) -> bool {
    single_chunk(!v as u64, 4).is_some()
}

/// A 32-bit value one movz makes.
pub fn is_movz32(v: i64) -> bool {
    single_chunk(u32_bits(v), 2).is_some()
}

/// A 32-bit value one movn makes.
pub fn is_movn32(v: i64) -> bool {
    single_chunk(u32_bits(!v), 2).is_some()
}

/// A 64-bit value with its high half zero: movz and one movk.
pub fn is_uimm32(v: i64) -> bool {
    v as u64 >> 32 == 0
}

/// A 64-bit value with its high half all ones: movn and one movk.
pub fn is_nimm32(v: i64) -> bool {
    v as u64 >> 32 == 0xffff_ffff
}

/// The chunk a movz of a 64-bit value writes.
pub fn movz64_imm16(v: i64) -> i64 {
    chunk(v as u64, single_chunk(v as u64, 4).unwrap_or(0))
}

/// Where that chunk goes (`hw`: the shift divided by 16).
pub fn movz64_hw(v: i64) -> i64 {
    i64::from(single_chunk(v as u64, 4).unwrap_or(0))
}

/// The chunk a movn of a 64-bit value writes (inverted).
pub fn movn64_imm16(v: i64) -> i64 {
    movz64_imm16(!v)
}

/// Where it goes.
pub fn movn64_hw(v: i64) -> i64 {
    movz64_hw(!v)
}

/// The chunk a movz of a 32-bit value writes.
pub fn movz32_imm16(v: i64) -> i64 {
    chunk(u32_bits(v), single_chunk(u32_bits(v), 2).unwrap_or(0))
}

/// Where it goes.
pub fn movz32_hw(v: i64) -> i64 {
    i64::from(single_chunk(u32_bits(v), 2).unwrap_or(0))
}

/// The chunk a movn of a 32-bit value writes.
pub fn movn32_imm16(v: i64) -> i64 {
    movz32_imm16(!v)
}

/// Where it goes.
pub fn movn32_hw(v: i64) -> i64 {
    movz32_hw(!v)
}

/// Bits 0-15, 16-31, 32-47 and 48-63 of a value, for movz and movk.
pub fn chunk0(v: i64) -> i64 {
    chunk(v as u64, 0)
}

/// Bits 0-15 inverted, for movn.
pub fn not_chunk0(v: i64) -> i64 {
    chunk(!v as u64, 0)
}

/// Bits 16-31.
pub fn chunk1(v: i64) -> i64 {
    chunk(v as u64, 1)
}

/// Bits 32-47.
pub fn chunk2(v: i64) -> i64 {
    chunk(v as u64, 2)
}

/// Bits 48-63.
pub fn chunk3(v: i64) -> i64 {
    chunk(v as u64, 3)
}

/// A bitmask immediate of a 64-bit logical instruction.
pub fn is_logical_imm64(v: i64) -> bool {
    bitmask::encode(v as u64, 64).is_some()
}

/// A bitmask immediate of a 32-bit logical instruction.
pub fn is_logical_imm32(v: i64) -> bool {
    bitmask::encode(u32_bits(v), 32).is_some()
}

/// The 32-bit value as the logical immediate operand holds it
/// (zero-extended).
pub fn logical_imm32(v: i64) -> i64 {
    u32_bits(v) as i64
}

/// A shift amount of a 32-bit value.
pub fn is_shift32(v: i64) -> bool {
    (0..32).contains(&v)
}

/// A shift amount of a 64-bit value.
pub fn is_shift64(v: i64) -> bool {
    (0..64).contains(&v)
}

/// A shift amount as a bitfield field takes it.
pub fn shift_amount(n: i64) -> i64 {
    n
}

/// `lsl #n` as ubfm of a 32-bit register: immr = -n mod 32, imms = 31 - n.
pub fn lsl32_immr(n: i64) -> i64 {
    (32 - n) & 31
}

/// imms of `lsl #n`, 32 bits.
pub fn lsl32_imms(n: i64) -> i64 {
    31 - n
}

/// immr of `lsl #n` of a 64-bit register.
pub fn lsl64_immr(n: i64) -> i64 {
    (64 - n) & 63
}

/// imms of `lsl #n`, 64 bits.
pub fn lsl64_imms(n: i64) -> i64 {
    63 - n
}

/// A left rotate by n is a right rotate by the width minus n.
pub fn rotl32_amount(n: i64) -> i64 {
    (32 - n) & 31
}

/// The same for 64 bits.
pub fn rotl64_amount(n: i64) -> i64 {
    (64 - n) & 63
}

/// An offset of a load or store of `size` bytes that the unsigned scaled
/// form takes.
fn is_scaled_offset(v: i64, size: i64) -> bool {
    v >= 0 && v % size == 0 && v / size < 4096
}

/// Offsets of byte accesses, unsigned and scaled.
pub fn is_uimm12s1(v: i64) -> bool {
    is_scaled_offset(v, 1)
}

/// Offsets of 2-byte accesses.
pub fn is_uimm12s2(v: i64) -> bool {
    is_scaled_offset(v, 2)
}

/// Offsets of 4-byte accesses.
pub fn is_uimm12s4(v: i64) -> bool {
    is_scaled_offset(v, 4)
}

/// Offsets of 8-byte accesses.
pub fn is_uimm12s8(v: i64) -> bool {
    is_scaled_offset(v, 8)
}

/// Offsets of the unscaled forms (ldur, stur).
pub fn is_simm9(v: i64) -> bool {
    (-256..256).contains(&v)
}

//===-- Floating-point constants -------------------------------------------===//

/// The 8-bit fmov encoding of the f64 with bits `bits`: sign, the
/// exponent's top bit inverted against its next ones, 6 bits below.
fn fp64_imm8(bits: u64) -> Option<i64> {
    let high = bits >> 54 & 0x1ff;
    let b = match high {
        0b1_0000_0000 => 0,
        0b0_1111_1111 => 1,
        _ => return None,
    };
    (bits & ((1 << 48) - 1) == 0).then_some(((bits >> 63) << 7 | b << 6 | (bits >> 48 & 0x3f)) as i64)
}

/// The same for an f32.
fn fp32_imm8(bits: u64) -> Option<i64> {
    let high = bits >> 25 & 0x3f;
    let b = match high {
        0b10_0000 => 0,
        0b01_1111 => 1,
        _ => return None,
    };
    (bits & ((1 << 19) - 1) == 0).then_some(((bits >> 31 & 1) << 7 | b << 6 | (bits >> 19 & 0x3f)) as i64)
}

/// An f64 constant fmov holds.
pub fn is_fp64_imm8(dag: &Dag, at: NodeId) -> bool {
    fp64_imm8(dag.node(at).value as u64).is_some()
}

/// An f32 constant fmov holds.
pub fn is_fp32_imm8(dag: &Dag, at: NodeId) -> bool {
    fp32_imm8(u32_bits(dag.node(at).value)).is_some()
}

/// The fmov encoding of an f64 constant's bits.
pub fn fp64_to_imm8(bits: i64) -> i64 {
    fp64_imm8(bits as u64).unwrap_or(0)
}

/// The fmov encoding of an f32 constant's bits.
pub fn fp32_to_imm8(bits: i64) -> i64 {
    fp32_imm8(u32_bits(bits)).unwrap_or(0)
}

//===-- Complex patterns ---------------------------------------------------===//

/// A register operand with a shift (`x, lsl #3`): a shift of the value by
/// a constant below its width is folded in; anything else is the value
/// itself, unshifted. Slot 1 holds type << 6 | amount.
fn shifted_register(dag: &Dag, at: NodeId, with_rotate: bool) -> [Matched; 2] {
    let n = dag.node(at);
    let kind = match n.op {
        Op::Shl => Some(0),
        Op::Srl => Some(1),
        Op::Sra => Some(2),
        Op::Rotr if with_rotate => Some(3),
        _ => None,
    };
    let width = i64::from(n.vt.bits());
    if let (Some(kind), Some(value), Some(amount)) = (kind, dag.operand(at, 0), dag.operand(at, 1)) {
        let c = imm_value(dag, amount);
        if dag.node(amount).op == Op::Imm && (1..width).contains(&c) {
            return [Matched::Node(value), Matched::Imm(kind << 6 | c)];
        }
    }
    [Matched::Node(at), Matched::Imm(0)]
}

/// The shifted register of add, sub and compares (lsl, lsr, asr).
pub fn select_arith_shifted(dag: &Dag, at: NodeId) -> Option<[Matched; 2]> {
    Some(shifted_register(dag, at, false))
}

/// The shifted register of logical instructions (ror too).
pub fn select_logical_shifted(dag: &Dag, at: NodeId) -> Option<[Matched; 2]> {
    Some(shifted_register(dag, at, true))
}

/// The (imm12, shift) of an add/sub immediate that makes `v` at the
/// node's width, if one does.
fn addsub_slots(v: i64, bits: u32) -> Option<(i64, i64)> {
    let u = if bits == 64 { v as u64 } else { v as u64 & ((1 << bits) - 1) };
    if u <= 0xfff {
        Some((u as i64, 0))
    } else if u & 0xfff == 0 && u >> 12 <= 0xfff {
        Some(((u >> 12) as i64, 1))
    } else {
        None
    }
}

fn addsub(dag: &Dag, at: NodeId, negate: bool) -> Option<[Matched; 2]> {
    let n = dag.node(at);
    if n.op != Op::Imm {
        return None;
    }
    let v = imm_value(dag, at);
    // Negating zero would turn `cmp x, #0` into `cmn x, #0`, whose carry differs.
    let v = if negate && v != 0 {
        v.wrapping_neg()
    } else if negate {
        return None;
    } else {
        v
    };
    let (imm, shift) = addsub_slots(v, n.vt.bits())?;
    Some([Matched::Imm(imm), Matched::Imm(shift)])
}

/// An immediate add and sub take: 12 bits, optionally shifted by 12.
pub fn select_addsub_imm(dag: &Dag, at: NodeId) -> Option<[Matched; 2]> {
    addsub(dag, at, false)
}

/// An immediate whose negation add and sub take (`add x, #-1` is
/// `sub x, #1`).
pub fn select_addsub_imm_neg(dag: &Dag, at: NodeId) -> Option<[Matched; 2]> {
    addsub(dag, at, true)
}

//===-- Lowering -----------------------------------------------------------===//

fn in_class(reg: u16, class: u16) -> bool {
    TABLES.reg_classes.get(class as usize).is_some_and(|c| c.contains(reg))
}

/// A register's view in `class` (W5 of X5).
fn view(reg: u16, class: u16) -> Result<u16, crate::isel::select::SelectError> {
    register_in_class(&TABLES, reg, class)
        .ok_or_else(|| crate::isel::select::error(format!("register {reg} has no part in class {class}"), None))
}

fn inst(opcode: u16, operands: impl IntoIterator<Item = MCOperand>) -> MCInst {
    MCInst::with_operands(opcode, operands)
}

/// AAPCS64 lowering: `mov` (orr with the zero register) for copies, b for
/// jumps, callee-saved registers pushed in pairs below sp (the general
/// ones, then d8-d15), spill slots below them.
pub struct Aarch64Lowering;

impl Aarch64Lowering {
    /// Registers pushed in pairs (the last alone), each push moving sp by
    /// 16 so that it stays 16-byte aligned: the general registers apart
    /// from the floating-point ones, which have their own stores.
    fn pairs(saved: &[u16]) -> impl DoubleEndedIterator<Item = &[u16]> {
        let general = saved.iter().take_while(|&&r| in_class(r, RegClass::GPR64.id())).count();
        let (x, d) = saved.split_at(general);
        x.chunks(2).chain(d.chunks(2))
    }

    /// The pre-indexed push of one pair (or one register).
    fn push(pair: &[u16]) -> MCInst {
        let sp = MCOperand::Reg(Reg::SP.id());
        let float = in_class(pair[0], RegClass::FPR64.id());
        match (pair, float) {
            (&[a, b], false) => {
                inst(Opcode::STPXpre.id(), [sp, MCOperand::Reg(a), MCOperand::Reg(b), sp, MCOperand::Imm(-16)])
            }
            (&[a, b], true) => {
                inst(Opcode::STPDpre.id(), [sp, MCOperand::Reg(a), MCOperand::Reg(b), sp, MCOperand::Imm(-16)])
            }
            (_, false) => inst(Opcode::STRXpre.id(), [sp, MCOperand::Reg(pair[0]), sp, MCOperand::Imm(-16)]),
            (_, true) => inst(Opcode::STRDfpre.id(), [sp, MCOperand::Reg(pair[0]), sp, MCOperand::Imm(-16)]),
        }
    }

    /// The post-indexed pop of one pair (or one register).
    fn pop(pair: &[u16]) -> MCInst {
        let sp = MCOperand::Reg(Reg::SP.id());
        let float = in_class(pair[0], RegClass::FPR64.id());
        match (pair, float) {
            (&[a, b], false) => {
                inst(Opcode::LDPXpost.id(), [sp, MCOperand::Reg(a), MCOperand::Reg(b), sp, MCOperand::Imm(16)])
            }
            (&[a, b], true) => {
                inst(Opcode::LDPDpost.id(), [sp, MCOperand::Reg(a), MCOperand::Reg(b), sp, MCOperand::Imm(16)])
            }
            (_, false) => inst(Opcode::LDRXpost.id(), [sp, MCOperand::Reg(pair[0]), sp, MCOperand::Imm(16)]),
            (_, true) => inst(Opcode::LDRDfpost.id(), [sp, MCOperand::Reg(pair[0]), sp, MCOperand::Imm(16)]),
        }
    }
}

/// The frame record a function that calls pushes first: the caller's
/// frame pointer and its own return address (`bl` overwrites the link
/// register), with x29 then pointing at it, as AAPCS64 platforms expect
/// for unwinding.
const FRAME_RECORD: [u16; 2] = [Reg::FP.id(), Reg::LR.id()];

/// Bytes below the pushes for the local area and, below it, the outgoing
/// arguments; a multiple of 16.
fn slot_area(frame: &Frame) -> i64 {
    ((i64::from(frame.local_bytes) + 15) & !15) + outgoing_bytes(frame)
}

/// Bytes of the outgoing argument area at sp (the ninth argument at
/// [sp] at the call), a multiple of 16.
fn outgoing_bytes(frame: &Frame) -> i64 {
    (8 * i64::from(frame.outgoing) + 15) & !15
}

/// The largest offset two adds reach: 12 bits shifted by 12, then 12.
const MAX_ADD_OFFSET: i64 = 0xff_ffff;

/// `dst = src + n` (or `- n` when `subtract`), for `n` up to
/// [`MAX_ADD_OFFSET`]: the part above 12 bits first (`lsl #12`), then the
/// rest, so that sp stays 16-byte aligned in between.
fn add_offset(dst: u16, src: u16, n: i64, subtract: bool) -> Result<Vec<MCInst>, crate::isel::select::SelectError> {
    if !(0..=MAX_ADD_OFFSET).contains(&n) {
        return Err(crate::isel::select::error(format!("a frame offset of {n} bytes is beyond 16 MiB"), None));
    }
    let op = if subtract { Opcode::SUBXri } else { Opcode::ADDXri };
    let mut out = Vec::new();
    let mut from = src;
    for (part, shift) in [(n >> 12, 1), (n & 0xfff, 0)] {
        if part != 0 {
            out.push(inst(
                op.id(),
                [MCOperand::Reg(dst), MCOperand::Reg(from), MCOperand::Imm(part), MCOperand::Imm(shift)],
            ));
            from = dst;
        }
    }
    if out.is_empty() && dst != src {
        out.push(inst(op.id(), [MCOperand::Reg(dst), MCOperand::Reg(src), MCOperand::Imm(0), MCOperand::Imm(0)]));
    }
    Ok(out)
}

/// How a register is spilled: its 64-bit view (X5 for W5, D3 for S3)
/// with the unsigned-offset store and load.
fn spill_form(reg: u16) -> Option<(u16, Opcode, Opcode)> {
    if let Some(x) = register_in_class(&TABLES, reg, RegClass::GPR64.id()) {
        return Some((x, Opcode::STRXui, Opcode::LDRXui));
    }
    register_in_class(&TABLES, reg, RegClass::FPR64.id()).map(|d| (d, Opcode::STRDfui, Opcode::LDRDfui))
}

/// The largest slot offset the unsigned scaled form reaches.
const MAX_SLOT_OFFSET: i64 = 4095 * 8;

/// The store or load of `reg` at `[sp, #offset]` (`what` names the place
/// in the error when the offset is beyond the scaled form's reach).
fn sp_access(reg: u16, offset: i64, load: bool, what: &str) -> Result<Vec<MCInst>, crate::isel::select::SelectError> {
    let (view, store_op, load_op) =
        spill_form(reg).ok_or_else(|| crate::isel::select::error(format!("register {reg} cannot be spilled"), None))?;
    if offset > MAX_SLOT_OFFSET {
        return Err(crate::isel::select::error(format!("{what} is beyond [sp, #{MAX_SLOT_OFFSET}]"), None));
    }
    let op = if load { load_op } else { store_op };
    Ok(vec![inst(op.id(), [MCOperand::Reg(view), MCOperand::Reg(Reg::SP.id()), MCOperand::Imm(offset)])])
}

impl Lowering for Aarch64Lowering {
    fn tables(&self) -> &'static TargetTables {
        &TABLES
    }

    /// A 32-bit move when either side is a w register: it zero-extends,
    /// which is how a 32-bit value becomes a 64-bit one (zext, anyext) and
    /// how a truncation drops the high half. orr reads register 31 as the
    /// zero register, so a copy from or to sp is an add of 0.
    fn copy(&self, dst: u16, src: u16) -> Result<Vec<MCInst>, crate::isel::select::SelectError> {
        let (gpr32, gpr64, fpr32, fpr64) =
            (RegClass::GPR32.id(), RegClass::GPR64.id(), RegClass::FPR32.id(), RegClass::FPR64.id());
        let is_gpr = |r: u16| in_class(r, gpr32) || in_class(r, gpr64);
        let is_x = |r: u16| in_class(r, gpr64) || r == Reg::SP.id();
        let out = if (dst == Reg::SP.id() || src == Reg::SP.id()) && is_x(dst) && is_x(src) {
            inst(Opcode::ADDXri.id(), [MCOperand::Reg(dst), MCOperand::Reg(src), MCOperand::Imm(0), MCOperand::Imm(0)])
        } else if is_gpr(dst) && is_gpr(src) {
            if in_class(dst, gpr64) && in_class(src, gpr64) {
                inst(
                    Opcode::ORRXrs.id(),
                    [MCOperand::Reg(dst), MCOperand::Reg(Reg::XZR.id()), MCOperand::Reg(src), MCOperand::Imm(0)],
                )
            } else {
                let (d, s) = (view(dst, gpr32)?, view(src, gpr32)?);
                inst(
                    Opcode::ORRWrs.id(),
                    [MCOperand::Reg(d), MCOperand::Reg(Reg::WZR.id()), MCOperand::Reg(s), MCOperand::Imm(0)],
                )
            }
        } else if in_class(dst, fpr64) && in_class(src, fpr64) {
            inst(Opcode::FMOVDr.id(), [MCOperand::Reg(dst), MCOperand::Reg(src)])
        } else if in_class(dst, fpr32) && in_class(src, fpr32) {
            inst(Opcode::FMOVSr.id(), [MCOperand::Reg(dst), MCOperand::Reg(src)])
        } else if in_class(dst, fpr64) && in_class(src, gpr64) {
            inst(Opcode::FMOVXDr.id(), [MCOperand::Reg(dst), MCOperand::Reg(src)])
        } else if in_class(dst, gpr64) && in_class(src, fpr64) {
            inst(Opcode::FMOVDXr.id(), [MCOperand::Reg(dst), MCOperand::Reg(src)])
        } else if in_class(dst, fpr32) && in_class(src, gpr32) {
            inst(Opcode::FMOVWSr.id(), [MCOperand::Reg(dst), MCOperand::Reg(src)])
        } else if in_class(dst, gpr32) && in_class(src, fpr32) {
            inst(Opcode::FMOVSWr.id(), [MCOperand::Reg(dst), MCOperand::Reg(src)])
        } else {
            return Err(crate::isel::select::error(
                format!("no AArch64 copy from register {src} to register {dst}"),
                None,
            ));
        };
        Ok(vec![out])
    }

    fn jump(&self, target: MCOperand) -> MCInst {
        inst(Opcode::B.id(), [target])
    }

    /// `bl`, which writes the link register: the prologue of a function
    /// that calls saves it (see `FRAME_RECORD`).
    fn call(&self, callee: MCOperand, _external: bool) -> Vec<MCInst> {
        vec![inst(Opcode::BL.id(), [callee])]
    }

    fn call_indirect(&self, reg: u16) -> Result<Vec<MCInst>, crate::isel::select::SelectError> {
        Ok(vec![inst(Opcode::BLR.id(), [MCOperand::Reg(view(reg, RegClass::GPR64.id())?)])])
    }

    /// Register 31 is the zero register in the plain classes (not in
    /// the sp ones, where it is sp): a compare's difference goes there.
    fn unread_result(&self, class: u16) -> Option<u16> {
        if class == RegClass::GPR64.id() {
            Some(Reg::XZR.id())
        } else if class == RegClass::GPR32.id() {
            Some(Reg::WZR.id())
        } else {
            None
        }
    }

    fn prologue(&self, frame: &Frame) -> Result<Vec<MCInst>, crate::isel::select::SelectError> {
        frame.check_align(16)?;
        let mut out = Vec::new();
        if frame.calls {
            out.push(Self::push(&FRAME_RECORD));
            out.extend(add_offset(Reg::FP.id(), Reg::SP.id(), 0, false)?);
        }
        out.extend(Self::pairs(&frame.saved).map(Self::push));
        out.extend(add_offset(Reg::SP.id(), Reg::SP.id(), slot_area(frame), true)?);
        Ok(out)
    }

    fn epilogue(&self, frame: &Frame) -> Vec<MCInst> {
        // The prologue checked the size.
        let mut out = add_offset(Reg::SP.id(), Reg::SP.id(), slot_area(frame), false).unwrap_or_default();
        out.extend(Self::pairs(&frame.saved).rev().map(Self::pop));
        if frame.calls {
            out.push(Self::pop(&FRAME_RECORD));
        }
        out.push(inst(Opcode::RET.id(), [MCOperand::Reg(Reg::LR.id())]));
        out
    }

    fn has_spill_form(&self, reg: u16) -> bool {
        spill_form(reg).is_some()
    }

    /// `[sp, #8*slot]` above the outgoing arguments.
    fn slot_access(
        &self,
        reg: u16,
        slot: u32,
        frame: &Frame,
        load: bool,
    ) -> Result<Vec<MCInst>, crate::isel::select::SelectError> {
        let offset = outgoing_bytes(frame) + i64::from(Frame::slot_offset(slot));
        sp_access(reg, offset, load, &format!("spill slot {slot}"))
    }

    /// AAPCS64: the ninth argument at `[sp]` at the call, the next 8 bytes
    /// above; the callee finds them above its pushes and local area.
    fn stack_argument(
        &self,
        reg: u16,
        _: u16,
        n: u32,
        frame: &Frame,
        incoming: bool,
    ) -> Result<Vec<MCInst>, crate::isel::select::SelectError> {
        let slot = 8 * i64::from(n);
        let offset = if incoming {
            let pushed = 16 * (Self::pairs(&frame.saved).count() as i64 + i64::from(frame.calls));
            slot_area(frame) + pushed + slot
        } else {
            slot
        };
        sp_access(reg, offset, incoming, &format!("stack argument {n}"))
    }

    fn frame_address(
        &self,
        reg: u16,
        offset: u32,
        frame: &Frame,
    ) -> Result<Vec<MCInst>, crate::isel::select::SelectError> {
        let x = view(reg, RegClass::GPR64.id())?;
        add_offset(x, Reg::SP.id(), outgoing_bytes(frame) + i64::from(offset), false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_move_chunks() {
        assert!(is_movz64(0) && is_movz64(0x1_0000_0000) && !is_movz64(0x1_0001));
        assert_eq!((movz64_imm16(i64::MIN), movz64_hw(i64::MIN)), (0x8000, 3));
        assert!(is_movn64(-1) && is_movn64(-32769) && !is_movn64(0x1234));
        assert_eq!((movn64_imm16(-32769), movn64_hw(-32769)), (0x8000, 0));
        // i32 -32769 is 0xffff7fff: movn w, #0x8000.
        assert!(is_movn32(-32769) && !is_movz32(-32769));
        assert_eq!((movn32_imm16(-32769), movn32_hw(-32769)), (0x8000, 0));
        assert_eq!((movz32_imm16(65536), movz32_hw(65536)), (1, 1));
    }

    #[test]
    fn addsub_immediates() {
        assert_eq!(addsub_slots(4095, 64), Some((4095, 0)));
        assert_eq!(addsub_slots(4096, 64), Some((1, 1)));
        assert_eq!(addsub_slots(4097, 64), None);
        assert_eq!(addsub_slots(-1, 32), None);
    }

    #[test]
    fn copies_move_32_bits_when_either_side_is_a_w_register() {
        let copy = |dst, src| Aarch64Lowering.copy(dst, src).expect("a copy");
        let widen = copy(Reg::X1.id(), Reg::W2.id());
        assert_eq!(
            (widen[0].opcode, widen[0].operand(0), widen[0].operand(2)),
            (Opcode::ORRWrs.id(), MCOperand::Reg(Reg::W1.id()), MCOperand::Reg(Reg::W2.id()))
        );
        assert_eq!(copy(Reg::X1.id(), Reg::X2.id())[0].opcode, Opcode::ORRXrs.id());
        assert_eq!(copy(Reg::X1.id(), Reg::SP.id())[0].opcode, Opcode::ADDXri.id());
        assert_eq!(copy(Reg::D1.id(), Reg::D2.id())[0].opcode, Opcode::FMOVDr.id());
        assert!(Aarch64Lowering.copy(Reg::S1.id(), Reg::X2.id()).is_err());
    }

    #[test]
    fn unread_results_go_to_the_zero_register_never_to_sp() {
        assert_eq!(Aarch64Lowering.unread_result(RegClass::GPR64.id()), Some(Reg::XZR.id()));
        assert_eq!(Aarch64Lowering.unread_result(RegClass::GPR32.id()), Some(Reg::WZR.id()));
        assert_eq!(Aarch64Lowering.unread_result(RegClass::GPR64sp.id()), None);
        assert_eq!(Aarch64Lowering.unread_result(RegClass::GPR32sp.id()), None);
    }

    #[test]
    fn saved_registers_go_in_pairs_and_come_back_in_reverse() {
        let saved = vec![Reg::X19.id(), Reg::X20.id(), Reg::X21.id(), Reg::D8.id()];
        let frame = Frame::new(saved, 3, &[]);
        let opcodes_of = |insts: Vec<MCInst>| insts.iter().map(|i| i.opcode).collect::<Vec<_>>();
        assert_eq!(
            opcodes_of(Aarch64Lowering.prologue(&frame).expect("a small frame")),
            [Opcode::STPXpre.id(), Opcode::STRXpre.id(), Opcode::STRDfpre.id(), Opcode::SUBXri.id()]
        );
        assert_eq!(
            opcodes_of(Aarch64Lowering.epilogue(&frame)),
            [
                Opcode::ADDXri.id(),
                Opcode::LDRDfpost.id(),
                Opcode::LDRXpost.id(),
                Opcode::LDPXpost.id(),
                Opcode::RET.id()
            ]
        );
    }

    #[test]
    fn fp_immediates() {
        assert_eq!(fp64_imm8(2.5f64.to_bits()), Some(0x04));
        assert_eq!(fp64_imm8(1.0f64.to_bits()), Some(0x70));
        assert_eq!(fp64_imm8((-0.25f64).to_bits()), Some(0xd0));
        assert_eq!(fp64_imm8(1e10f64.to_bits()), None);
        assert_eq!(fp32_imm8(u64::from(3.0f32.to_bits())), Some(0x08));
    }
}
