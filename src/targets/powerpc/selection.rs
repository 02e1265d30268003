//! The Rust fragments PowerPC's selection patterns name
//! (`PPCSelection.td`): immediate predicates, the transforms that cut a
//! constant into instruction fields, the addressing modes, and
//! [`PpcLowering`], which writes copies, jumps, the prologue and the
//! epilogue of a selected function.

use super::{Opcode, Reg, TABLES};
use crate::isel::dag::{Dag, NodeId, Op};
use crate::isel::lower::{Frame, Lowering};
use crate::isel::matcher::imm_value;
use crate::isel::tables::Matched;
use crate::mc::tables::TargetTables;
use crate::mc::{MCInst, MCOperand};

//===-- Immediate predicates ------------------------------------------------===//

/// Fits a signed 16-bit field (addi, li, cmpdi, mulli).
pub fn is_simm16(v: i64) -> bool {
    i16::try_from(v).is_ok()
}

/// Fits an unsigned 16-bit field (ori, andi., cmpldi), as an i64.
pub fn is_uimm16(v: i64) -> bool {
    u16::try_from(v).is_ok()
}

/// An i32 (sign-extended) whose low word fits an unsigned 16-bit field.
pub fn is_uimm16_of_32(v: i64) -> bool {
    (v as u32) <= 0xffff
}

/// Fits 32 bits, signed: lis and ori build it.
pub fn is_simm32(v: i64) -> bool {
    i32::try_from(v).is_ok()
}

/// Fits 32 bits, unsigned: oris and ori on zero build it.
pub fn is_uimm32(v: i64) -> bool {
    u32::try_from(v).is_ok()
}

/// An i64 whose only set bits are 16-31 (oris, andis.).
pub fn is_high16(v: i64) -> bool {
    v & !0xffff_0000 == 0 && v != 0
}

/// An i32 whose only set bits are 16-31 (oris, andis. on the low word).
pub fn is_high16_of_32(v: i64) -> bool {
    (v as u32) & 0xffff == 0 && v != 0
}

/// `x << 16` for a signed 16-bit `x`: what addis adds.
pub fn is_addis(v: i64) -> bool {
    v & 0xffff == 0 && is_simm16(v >> 16)
}

/// Subtracting it is adding a signed 16-bit value.
pub fn is_neg_simm16(v: i64) -> bool {
    v.checked_neg().is_some_and(is_simm16)
}

/// Ones in the low bits, zeros above (and not all ones): clrldi.
pub fn is_low_mask64(v: i64) -> bool {
    v > 0 && (v as u64 & (v as u64 + 1)) == 0
}

/// Zeros in the low bits, ones above (and not all ones): clrrdi.
pub fn is_high_mask64(v: i64) -> bool {
    v < -1 && is_low_mask64(!v)
}

/// A word with one run of ones that does not wrap around: rlwinm's mask.
pub fn is_mask32(v: i64) -> bool {
    let w = v as u32;
    let low = w >> w.trailing_zeros().min(31);
    w != 0 && (low & low.wrapping_add(1)) == 0
}

/// A shift amount of a doubleword.
pub fn is_shift64(v: i64) -> bool {
    (0..64).contains(&v)
}

/// A shift amount of a word.
pub fn is_shift32(v: i64) -> bool {
    (0..32).contains(&v)
}

//===-- Transforms ----------------------------------------------------------===//

/// The high half of a 32-bit immediate, as `lis` takes it (signed).
pub fn hi16(v: i64) -> i64 {
    i64::from(((v as u32) >> 16) as u16 as i16)
}

/// The low half of an immediate, as `ori` takes it (unsigned).
pub fn lo16(v: i64) -> i64 {
    v & 0xffff
}

/// Bits 16-31, as `oris` takes them (unsigned).
pub fn hi16u(v: i64) -> i64 {
    (v >> 16) & 0xffff
}

/// Bits 32-47, as `ori` takes them.
pub fn higher16(v: i64) -> i64 {
    (v >> 32) & 0xffff
}

/// Bits 48-63, as `lis` takes them (signed).
pub fn highest16(v: i64) -> i64 {
    v >> 48
}

/// What addis adds `<< 16` (for [`is_addis`] values).
pub fn addis16(v: i64) -> i64 {
    i64::from((v >> 16) as i16)
}

/// The negation (for [`is_neg_simm16`] values).
pub fn negate(v: i64) -> i64 {
    v.wrapping_neg()
}

/// The value itself.
pub fn same(v: i64) -> i64 {
    v
}

/// `63 - n`: sldi's mask end.
pub fn sub63(v: i64) -> i64 {
    63 - v
}

/// `31 - n`: slwi's mask end.
pub fn sub31(v: i64) -> i64 {
    31 - v
}

/// A left rotate of a doubleword that is a right one by `n`.
pub fn neg_mod64(v: i64) -> i64 {
    v.wrapping_neg().rem_euclid(64)
}

/// A left rotate of a word that is a right one by `n`.
pub fn neg_mod32(v: i64) -> i64 {
    v.wrapping_neg().rem_euclid(32)
}

/// A rotate of a doubleword by `n`, in range.
pub fn mod64(v: i64) -> i64 {
    v.rem_euclid(64)
}

/// A rotate of a word by `n`, in range.
pub fn mod32(v: i64) -> i64 {
    v.rem_euclid(32)
}

/// The first bit (from the most significant, 0) a low mask keeps.
pub fn low_mask_mb(v: i64) -> i64 {
    i64::from(v.leading_zeros())
}

/// The last bit (from the most significant, 0) a high mask keeps.
pub fn high_mask_me(v: i64) -> i64 {
    63 - i64::from(v.trailing_zeros())
}

/// rlwinm's mask start for a word mask.
pub fn mask32_mb(v: i64) -> i64 {
    i64::from((v as u32).leading_zeros())
}

/// rlwinm's mask end for a word mask.
pub fn mask32_me(v: i64) -> i64 {
    31 - i64::from((v as u32).trailing_zeros())
}

//===-- Addressing modes ----------------------------------------------------===//

/// `(add base, k)` with a constant `k` (either way round): the base and `k`.
fn base_and_offset(dag: &Dag, at: NodeId) -> Option<(NodeId, i64)> {
    let (a, b) = (dag.operand(at, 0)?, dag.operand(at, 1)?);
    if dag.node(b).op == Op::Imm {
        Some((a, imm_value(dag, b)))
    } else if dag.node(a).op == Op::Imm {
        Some((b, imm_value(dag, a)))
    } else {
        None
    }
}

/// A D-form address, offset then base, when the offset passes `fits`:
/// the base plus its offset, or any address that is not an add with
/// offset 0. An add of anything else is left to the two-register form.
fn select_displacement(dag: &Dag, at: NodeId, fits: fn(i64) -> bool) -> Option<[Matched; 2]> {
    if dag.node(at).op != Op::Add {
        return Some([Matched::Imm(0), Matched::Node(at)]);
    }
    match base_and_offset(dag, at) {
        Some((base, offset)) if fits(offset) => Some([Matched::Imm(offset), Matched::Node(base)]),
        _ => None,
    }
}

/// Base plus a signed 16-bit offset (lbz, lwz, stw, ...).
pub fn select_addr_ri(dag: &Dag, at: NodeId) -> Option<[Matched; 2]> {
    select_displacement(dag, at, is_simm16)
}

/// Base plus a signed 16-bit multiple of 4 (ld, std, lwa: DS form).
pub fn select_addr_rix(dag: &Dag, at: NodeId) -> Option<[Matched; 2]> {
    select_displacement(dag, at, |v| is_simm16(v) && v % 4 == 0)
}

//===-- Lowering ------------------------------------------------------------===//

/// The register class named `name`, if `reg` is in it.
fn in_class(tables: &TargetTables, name: &str, reg: u16) -> bool {
    tables.reg_classes.iter().any(|c| c.name == name && c.contains(reg))
}

/// The 32-bit view of a GPR (`mr` prints for it), else the register.
fn word_view(tables: &TargetTables, reg: u16) -> u16 {
    let encoding = tables.registers.get(reg as usize).map(|r| r.encoding);
    tables
        .reg_classes
        .iter()
        .find(|c| c.name == "GPRC")
        .and_then(|c| c.members.iter().copied().find(|&m| Some(tables.registers[m as usize].encoding) == encoding))
        .unwrap_or(reg)
}

/// PowerPC64's lowering (ELFv2): `mr`, `fmr` or `mcrf` for copies, `b`
/// for jumps, `bl` for calls, preserved registers saved below r1 and
/// restored before `blr`. The 288 bytes below r1 (the protected zone)
/// hold all 18 preserved GPRs and 18 preserved FPRs. In a function that
/// calls nothing, the local area (spill slots and stack objects) goes
/// below the saves while the zone holds both; otherwise the function makes
/// a frame (`stdu r1, -N(r1)`, which also stores the back chain): the
/// 32-byte header, then the local area, the saves at its top. A function
/// that calls keeps its link register in its caller's LR save doubleword.
pub struct PpcLowering;

/// Bytes of the ELFv2 frame header (back chain, CR, LR and TOC saves).
const FRAME_HEADER: i64 = 32;

/// Where a function that calls keeps its return address: the LR save
/// doubleword of its caller's frame header.
const LR_SAVE: i64 = 16;

/// Bytes below r1 that ELFv2 leaves to a function (the protected zone).
const PROTECTED_ZONE: i64 = 288;

/// Where the local area starts in the protected zone, below the saved
/// registers and 16-byte aligned, if it fits there (selected functions
/// make no calls, so nothing else uses the zone).
fn zone_start(frame: &Frame) -> Option<i64> {
    if frame.calls {
        return None;
    }
    let below = (8 * frame.saved.len() as i64 + i64::from(frame.local_bytes) + 15) & !15;
    (below <= PROTECTED_ZONE).then_some(-below)
}

/// The size of the frame, 16-byte aligned: 0 when the local area is empty
/// or fits the protected zone.
fn frame_size(frame: &Frame) -> i64 {
    if (frame.local_bytes == 0 && !frame.calls) || zone_start(frame).is_some() {
        return 0;
    }
    let bytes = FRAME_HEADER + parameter_area(frame) + i64::from(frame.local_bytes) + 8 * frame.saved.len() as i64;
    (bytes + 15) & !15
}

/// Doublewords of the parameter save area for the eight register
/// arguments, which stack arguments follow.
const REGISTER_PARAMETERS: i64 = 8;

/// Bytes of the parameter save area above the header: none unless a call
/// passes arguments on the stack, then one doubleword per argument
/// (at least eight), 16-byte aligned.
fn parameter_area(frame: &Frame) -> i64 {
    if frame.outgoing == 0 {
        return 0;
    }
    (8 * (REGISTER_PARAMETERS + i64::from(frame.outgoing)) + 15) & !15
}

/// Where stack argument `n` lies from r1 at a call: in the parameter save
/// area, after the doublewords of the register arguments.
fn stack_argument_offset(n: u32) -> i64 {
    FRAME_HEADER + 8 * (REGISTER_PARAMETERS + i64::from(n))
}

/// Where the local area starts from r1 after the prologue: in the
/// protected zone, or above the header and parameter save area.
fn local_base(frame: &Frame) -> i64 {
    zone_start(frame).unwrap_or(FRAME_HEADER + parameter_area(frame))
}

/// How a register is spilled: its 64-bit view with `std`/`ld`, or a
/// floating-point register (f32 values are held as doubles) with
/// `stfd`/`lfd`.
fn spill_form(reg: u16) -> Option<(u16, Opcode, Opcode)> {
    let t = &TABLES;
    if in_class(t, "F8RC", reg) {
        return Some((reg, Opcode::STFD, Opcode::LFD));
    }
    let g8rc = t.reg_classes.iter().position(|c| c.name == "G8RC")? as u16;
    crate::isel::select::register_in_class(t, reg, g8rc).map(|x| (x, Opcode::STD, Opcode::LD))
}

/// Slot `slot`'s store or load of `reg`, in the local area.
fn slot_access(
    reg: u16,
    slot: u32,
    frame: &Frame,
    load: bool,
) -> Result<Vec<MCInst>, crate::isel::select::SelectError> {
    let name = |r: u16| TABLES.registers.get(r as usize).map_or("?", |x| &x.name);
    let (view, store, load_op) =
        spill_form(reg).ok_or_else(|| crate::isel::select::error(format!("{} cannot be spilled", name(reg)), None))?;
    let offset = local_base(frame) + i64::from(Frame::slot_offset(slot));
    let op = if load { load_op } else { store };
    Ok(vec![MCInst::with_operands(
        op.id(),
        [MCOperand::Reg(view), MCOperand::Imm(offset), MCOperand::Reg(Reg::X1.id())],
    )])
}

/// Where the prologue keeps the `i`th saved register, and how.
fn save_slot(tables: &TargetTables, i: usize, reg: u16) -> (u16, u16, i64) {
    let offset = -8 * (i as i64 + 1);
    if in_class(tables, "F8RC", reg) {
        (Opcode::STFD.id(), Opcode::LFD.id(), offset)
    } else {
        (Opcode::STD.id(), Opcode::LD.id(), offset)
    }
}

impl Lowering for PpcLowering {
    fn tables(&self) -> &'static TargetTables {
        &TABLES
    }

    fn copy(&self, dst: u16, src: u16) -> Result<Vec<MCInst>, crate::isel::select::SelectError> {
        let t = &TABLES;
        let is_gpr = |r: u16| in_class(t, "G8RC", r) || in_class(t, "GPRC", r);
        let both = |class: &str| in_class(t, class, dst) && in_class(t, class, src);
        let inst = if is_gpr(dst) && is_gpr(src) {
            let (d, s) = (word_view(t, dst), word_view(t, src));
            MCInst::with_operands(Opcode::OR.id(), [MCOperand::Reg(d), MCOperand::Reg(s), MCOperand::Reg(s)])
        } else if both("F8RC") {
            MCInst::with_operands(Opcode::FMR.id(), [MCOperand::Reg(dst), MCOperand::Reg(src)])
        } else if both("CRRC") {
            MCInst::with_operands(Opcode::MCRF.id(), [MCOperand::Reg(dst), MCOperand::Reg(src)])
        } else {
            let name = |r: u16| t.registers.get(r as usize).map_or("?", |x| &x.name);
            return Err(crate::isel::select::error(format!("no copy from {} to {}", name(src), name(dst)), None));
        };
        Ok(vec![inst])
    }

    fn jump(&self, target: MCOperand) -> MCInst {
        MCInst::with_operands(Opcode::B.id(), [target])
    }

    /// `bl`; after a call to an external symbol, the `nop` a linker turns
    /// into the TOC pointer's restore when the callee has its own.
    fn call(&self, callee: MCOperand, external: bool) -> Vec<MCInst> {
        let mut out = vec![MCInst::with_operands(Opcode::BL.id(), [callee])];
        if external {
            let r0 = MCOperand::Reg(Reg::R0.id());
            out.push(MCInst::with_operands(Opcode::ORI.id(), [r0, r0, MCOperand::Imm(0)]));
        }
        out
    }

    /// ELFv2: the address in r12 (a callee's global entry computes its
    /// TOC pointer from it), then `mtctr` and `bctrl`. r12 is neither an
    /// argument register nor preserved, so nothing lives in it at a call.
    fn call_indirect(&self, reg: u16) -> Result<Vec<MCInst>, crate::isel::select::SelectError> {
        let (x, _, _) = spill_form(reg).filter(|&(_, store, _)| store == Opcode::STD).ok_or_else(|| {
            crate::isel::select::error("an indirect call through a register that is not a GPR".to_string(), None)
        })?;
        let r12 = MCOperand::Reg(Reg::X12.id());
        let mut out = Vec::new();
        if x != Reg::X12.id() {
            out.push(MCInst::with_operands(Opcode::OR8.id(), [r12, MCOperand::Reg(x), MCOperand::Reg(x)]));
        }
        out.push(MCInst::with_operands(Opcode::MTCTR.id(), [MCOperand::Reg(Reg::R12.id())]));
        out.push(MCInst::with_operands(Opcode::BCTRL.id(), []));
        Ok(out)
    }

    fn prologue(&self, frame: &Frame) -> Result<Vec<MCInst>, crate::isel::select::SelectError> {
        frame.check_align(16)?;
        let r1 = MCOperand::Reg(Reg::X1.id());
        let mut out: Vec<MCInst> = frame
            .saved
            .iter()
            .enumerate()
            .map(|(i, &r)| {
                let (store, _, offset) = save_slot(&TABLES, i, r);
                MCInst::with_operands(store, [MCOperand::Reg(r), MCOperand::Imm(offset), r1])
            })
            .collect();
        let size = frame_size(frame);
        if size > i64::from(i16::MAX) {
            return Err(crate::isel::select::error(format!("a frame of {size} bytes is too large"), None));
        }
        if frame.calls {
            // `bl` overwrites the link register: r0 carries it to the
            // caller's header (r0 holds no value at the entry).
            let r0 = MCOperand::Reg(Reg::R0.id());
            out.push(MCInst::with_operands(Opcode::MFLR.id(), [r0]));
            out.push(MCInst::with_operands(
                Opcode::STD.id(),
                [MCOperand::Reg(Reg::X0.id()), MCOperand::Imm(LR_SAVE), r1],
            ));
        }
        if size > 0 {
            out.push(MCInst::with_operands(Opcode::STDU.id(), [r1, MCOperand::Imm(-size), r1]));
        }
        Ok(out)
    }

    fn epilogue(&self, frame: &Frame) -> Vec<MCInst> {
        let r1 = MCOperand::Reg(Reg::X1.id());
        let size = frame_size(frame);
        let mut out = Vec::new();
        if size > 0 {
            out.push(MCInst::with_operands(Opcode::ADDI8.id(), [r1, r1, MCOperand::Imm(size)]));
        }
        if frame.calls {
            let r0 = MCOperand::Reg(Reg::R0.id());
            out.push(MCInst::with_operands(
                Opcode::LD.id(),
                [MCOperand::Reg(Reg::X0.id()), MCOperand::Imm(LR_SAVE), r1],
            ));
            out.push(MCInst::with_operands(Opcode::MTLR.id(), [r0]));
        }
        out.extend(frame.saved.iter().enumerate().map(|(i, &r)| {
            let (_, load, offset) = save_slot(&TABLES, i, r);
            MCInst::with_operands(load, [MCOperand::Reg(r), MCOperand::Imm(offset), r1])
        }));
        out.push(MCInst::with_operands(Opcode::BLR.id(), []));
        out
    }

    fn has_spill_form(&self, reg: u16) -> bool {
        spill_form(reg).is_some()
    }

    fn slot_access(
        &self,
        reg: u16,
        slot: u32,
        frame: &Frame,
        load: bool,
    ) -> Result<Vec<MCInst>, crate::isel::select::SelectError> {
        slot_access(reg, slot, frame, load)
    }

    /// ELFv2: argument i at 32 + 8i from r1 at the call, in the parameter
    /// save area the caller allocates; the callee finds it above its own
    /// frame. An f32 is a single in the doubleword's first word (`stfs`:
    /// little-endian), a double whole.
    fn stack_argument(
        &self,
        reg: u16,
        class: u16,
        n: u32,
        frame: &Frame,
        incoming: bool,
    ) -> Result<Vec<MCInst>, crate::isel::select::SelectError> {
        let name = |r: u16| TABLES.registers.get(r as usize).map_or("?", |x| &x.name);
        let (x, mut store, mut load) = spill_form(reg)
            .ok_or_else(|| crate::isel::select::error(format!("{} cannot be a stack argument", name(reg)), None))?;
        if TABLES.reg_classes.get(class as usize).is_some_and(|c| c.name == "F4RC") {
            (store, load) = (Opcode::STFS, Opcode::LFS);
        }
        let offset = stack_argument_offset(n) + if incoming { frame_size(frame) } else { 0 };
        if offset > i64::from(i16::MAX) {
            return Err(crate::isel::select::error(format!("stack argument {n} is beyond 32 KiB"), None));
        }
        let op = if incoming { load } else { store };
        Ok(vec![MCInst::with_operands(
            op.id(),
            [MCOperand::Reg(x), MCOperand::Imm(offset), MCOperand::Reg(Reg::X1.id())],
        )])
    }

    /// `addi reg, r1, base+offset`: the prologue made sure the frame's
    /// size fits the 16-bit immediate, and the offset lies within it.
    fn frame_address(
        &self,
        reg: u16,
        offset: u32,
        frame: &Frame,
    ) -> Result<Vec<MCInst>, crate::isel::select::SelectError> {
        let (x, _, _) = spill_form(reg).filter(|&(_, store, _)| store == Opcode::STD).ok_or_else(|| {
            crate::isel::select::error("a frame address in a register that is not a GPR".to_string(), None)
        })?;
        let r1 = MCOperand::Reg(Reg::X1.id());
        let at = MCOperand::Imm(local_base(frame) + i64::from(offset));
        Ok(vec![MCInst::with_operands(Opcode::ADDI8.id(), [MCOperand::Reg(x), r1, at])])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_and_pieces() {
        assert!(is_low_mask64(0xffff_ffff) && !is_low_mask64(-1) && !is_low_mask64(0) && !is_low_mask64(6));
        assert!(is_high_mask64(-32768) && !is_high_mask64(-1) && !is_high_mask64(0x7fff_0000));
        assert!(
            is_mask32(0x0ff0) && is_mask32(0xffff_ffff_8000_0000u64 as i64) && !is_mask32(0x8000_0001) && !is_mask32(0)
        );
        assert_eq!((mask32_mb(0x0ff0), mask32_me(0x0ff0)), (20, 27));
        assert_eq!((low_mask_mb(0xffff_ffff), high_mask_me(-32768)), (32, 48));
        let v = 0x1234_5678_9abc_def0u64 as i64;
        let rebuilt = (highest16(v) << 48) | (higher16(v) << 32) | (hi16u(v) << 16) | lo16(v);
        assert_eq!(rebuilt, v);
        assert!(is_addis(-0x8000_0000) && !is_addis(0x8000_0000) && addis16(-0x8000_0000) == -0x8000);
        assert!(is_neg_simm16(32768) && !is_neg_simm16(-32768) && !is_neg_simm16(i64::MIN));
        assert_eq!((neg_mod32(0), neg_mod32(7), neg_mod64(1)), (0, 25, 63));
    }
}
