//! x86-64 selection: the Rust fragments `X86Selection.td` names (immediate
//! predicates and transforms, the addressing mode) and the lowering of
//! copies, jumps, prologue and epilogue.

use super::{Opcode, RegClass, TABLES};
use crate::isel::dag::{Dag, NodeId, Op, Vt};
use crate::isel::lower::{Frame, Lowering};
use crate::isel::matcher::imm_value;
use crate::isel::tables::Matched;
use crate::mc::inst::NO_REGISTER;
use crate::mc::tables::TargetTables;
use crate::mc::{MCInst, MCOperand};

/// Whether an immediate is a sign-extended byte (the 0x83 and 0x6B forms).
pub fn is_simm8(v: i64) -> bool {
    i8::try_from(v).is_ok()
}

/// Whether a 64-bit immediate is a sign-extended 32-bit value (what a
/// 64-bit operation's immediate field holds).
pub fn is_simm32(v: i64) -> bool {
    i32::try_from(v).is_ok()
}

/// Whether a 64-bit immediate is a zero-extended 32-bit value (a 32-bit
/// move writes it, clearing the upper half).
pub fn is_uimm32(v: i64) -> bool {
    u32::try_from(v).is_ok()
}

/// Any immediate (the full-width forms of 8-, 16- and 32-bit operations).
pub fn is_any_imm(_: i64) -> bool {
    true
}

/// The low 32 bits, as a 32-bit operation's immediate.
pub fn low32(v: i64) -> i64 {
    i64::from(v as i32)
}

/// A shift or rotate count as the count byte holds it (the processor
/// masks it further to 5 or 6 bits).
pub fn count_byte(v: i64) -> i64 {
    v & 0xff
}

/// A boolean constant (an i1 immediate) as a byte, 0 or 1.
pub fn bool_byte(v: i64) -> i64 {
    v & 1
}

/// The bits of a floating-point constant, for an integer move.
pub fn float_bits(v: i64) -> i64 {
    v
}

/// An address: base + index * scale + displacement.
#[derive(Clone, Copy, Default)]
struct Address {
    base: Option<NodeId>,
    index: Option<NodeId>,
    scale: i64,
    disp: i64,
}

/// Sums of terms nest; deeper ones stay in registers.
const MAX_ADDRESS_DEPTH: u32 = 8;

impl Address {
    /// Adds `term` (an i64 node) to the address; false if it does not fit.
    fn add(&mut self, dag: &Dag, term: NodeId, depth: u32) -> bool {
        let n = dag.node(term);
        if n.vt != Vt::I64 {
            return false;
        }
        match n.op {
            Op::Imm => {
                let Some(disp) = self.disp.checked_add(imm_value(dag, term)).filter(|&d| is_simm32(d)) else {
                    return false;
                };
                self.disp = disp;
                return true;
            }
            Op::Add if depth < MAX_ADDRESS_DEPTH => {
                let mut folded = *self;
                if let (Some(a), Some(b)) = (dag.operand(term, 0), dag.operand(term, 1)) {
                    if folded.add(dag, a, depth + 1) && folded.add(dag, b, depth + 1) {
                        *self = folded;
                        return true;
                    }
                }
            }
            Op::Shl if self.index.is_none() => {
                let amount = dag.operand(term, 1).filter(|&k| dag.node(k).op == Op::Imm).map(|k| imm_value(dag, k));
                if let (Some(index), Some(k @ 1..=3)) = (dag.operand(term, 0), amount) {
                    if dag.node(index).vt == Vt::I64 {
                        self.index = Some(index);
                        self.scale = 1 << k;
                        return true;
                    }
                }
            }
            _ => {}
        }
        // A value in a register: the base, else the index.
        if self.base.is_none() {
            self.base = Some(term);
        } else if self.index.is_none() {
            self.index = Some(term);
            self.scale = 1;
        } else {
            return false;
        }
        true
    }
}

/// The x86 addressing mode of pointer `at`, as the five slots of a memory
/// operand: base, scale, index, displacement, segment. Folds constants
/// into the displacement and a shift by 1-3 into a scaled index; anything
/// else is the base (or the index).
pub fn select_addr(dag: &Dag, at: NodeId) -> Option<[Matched; 5]> {
    let mut address = Address { scale: 1, ..Address::default() };
    if !address.add(dag, at, 0) || (address.base.is_none() && address.index.is_none()) {
        address = Address { base: Some(at), scale: 1, ..Address::default() };
    }
    let register = |r: Option<NodeId>| r.map_or(Matched::Reg(NO_REGISTER), Matched::Node);
    Some([
        register(address.base),
        Matched::Imm(address.scale),
        register(address.index),
        Matched::Imm(address.disp),
        Matched::Reg(NO_REGISTER),
    ])
}

/// The 64-bit general register that is or contains `reg`, if any.
fn full_register(tables: &TargetTables, reg: u16) -> Option<u16> {
    let gr64 = &tables.reg_classes[RegClass::GR64.id() as usize];
    if gr64.contains(reg) {
        return Some(reg);
    }
    gr64.members.iter().copied().find(|&r| tables.registers[r as usize].sub_regs.contains(&reg))
}

/// Whether `reg` is an XMM register (holding an f32 or f64 value).
fn is_xmm(reg: u16) -> bool {
    TABLES.reg_classes[RegClass::VR128.id() as usize].contains(reg)
}

/// x86-64's lowering: copies between full registers, `jmp`, `callq`,
/// pushes and pops of the callee-saved registers the function uses, the
/// local area (spill slots, stack objects) in the red zone below rsp when
/// it fits and the function calls nothing, else above rsp moved down
/// after the pushes (keeping rsp 16-byte aligned at calls), `retq`.
pub struct X86Lowering;

/// How a register is spilled: the register to store and load (the full
/// general register, or the XMM register's low 64 bits), and the store
/// and load.
fn spill_form(reg: u16) -> Option<(u16, Opcode, Opcode)> {
    if is_xmm(reg) {
        return Some((reg, Opcode::MOVSDmr, Opcode::MOVSDrm));
    }
    full_register(&TABLES, reg).map(|full| (full, Opcode::MOV64mr, Opcode::MOV64rm))
}

/// The memory operand `offset` bytes into the local area of `frame`.
fn local_address(frame: &Frame, offset: u32) -> [MCOperand; 5] {
    rsp_address(local_base(frame) + i64::from(offset))
}

/// The memory operand `disp` bytes from rsp.
fn rsp_address(disp: i64) -> [MCOperand; 5] {
    [
        MCOperand::Reg(super::Reg::RSP.id()),
        MCOperand::Imm(1),
        MCOperand::Reg(NO_REGISTER),
        MCOperand::Imm(disp),
        MCOperand::Reg(NO_REGISTER),
    ]
}

/// Bytes of the outgoing argument area at rsp (the arguments past the
/// six registers, the seventh at 0(%rsp) at the call), a multiple of 16
/// so that the local area above it stays aligned.
fn outgoing_bytes(frame: &Frame) -> i64 {
    (8 * i64::from(frame.outgoing) + 15) & !15
}

/// Bytes the prologue subtracts from rsp for the local area: rounded so
/// that rsp is 16-byte aligned again after the return address and the
/// pushes, as a call from the function and the stack objects need.
fn slot_area(frame: &Frame) -> i64 {
    if frame.local_bytes == 0 && !frame.calls {
        return 0;
    }
    let pushed = 8 * (1 + frame.saved.len() as i64);
    let bytes = i64::from(frame.local_bytes) + outgoing_bytes(frame);
    bytes + (16 - (pushed + bytes) % 16) % 16
}

/// Bytes below rsp that the System V ABI leaves to a function (the red
/// zone), which a call's return address and callee would overwrite.
const RED_ZONE: i64 = 128;

/// Bytes the prologue moves rsp down: none when the function calls
/// nothing and its local area fits the red zone.
fn rsp_drop(frame: &Frame) -> i64 {
    let area = slot_area(frame);
    if area <= RED_ZONE && !frame.calls {
        0
    } else {
        area
    }
}

/// Where the local area starts from rsp after the prologue: below it in
/// the red zone, or at rsp. Either way 16-byte aligned (see [`slot_area`]).
fn local_base(frame: &Frame) -> i64 {
    rsp_drop(frame) - slot_area(frame) + outgoing_bytes(frame)
}

/// `rsp += delta` (a `sub` or `add` of the short form when it fits).
fn adjust_rsp(delta: i64) -> MCInst {
    let rsp = MCOperand::Reg(super::Reg::RSP.id());
    let op = match (delta < 0, is_simm8(delta.abs())) {
        (true, true) => Opcode::SUB64ri8,
        (true, false) => Opcode::SUB64ri,
        (false, true) => Opcode::ADD64ri8,
        (false, false) => Opcode::ADD64ri,
    };
    MCInst::with_operands(op.id(), [rsp, rsp, MCOperand::Imm(delta.abs())])
}

fn no_spill_form(reg: u16) -> crate::isel::select::SelectError {
    let name = TABLES.registers.get(reg as usize).map_or("?", |x| &x.name);
    crate::isel::select::error(format!("{name} cannot be spilled"), None)
}

impl Lowering for X86Lowering {
    fn tables(&self) -> &'static TargetTables {
        &TABLES
    }

    /// General registers are copied whole (`movq`): only the low bits of a
    /// narrower value matter, and a 32-bit value's zeroed upper half is
    /// kept. XMM registers copy their low 64 bits (`movsd`).
    fn copy(&self, dst: u16, src: u16) -> Result<Vec<MCInst>, crate::isel::select::SelectError> {
        let name = |r: u16| TABLES.registers.get(r as usize).map_or("?", |x| &x.name);
        let inst = match (is_xmm(dst), is_xmm(src)) {
            (true, true) => MCInst::with_operands(
                Opcode::MOVSDrr.id(),
                [MCOperand::Reg(dst), MCOperand::Reg(dst), MCOperand::Reg(src)],
            ),
            (false, false) => {
                let (Some(d), Some(s)) = (full_register(&TABLES, dst), full_register(&TABLES, src)) else {
                    return Err(crate::isel::select::error(
                        format!("no copy from {} to {}", name(src), name(dst)),
                        None,
                    ));
                };
                if d == s {
                    return Ok(Vec::new());
                }
                MCInst::with_operands(Opcode::MOV64rr.id(), [MCOperand::Reg(d), MCOperand::Reg(s)])
            }
            (true, false) => {
                let s = full_register(&TABLES, src)
                    .ok_or_else(|| crate::isel::select::error(format!("no copy from {}", name(src)), None))?;
                MCInst::with_operands(Opcode::MOV64toPQIrr.id(), [MCOperand::Reg(dst), MCOperand::Reg(s)])
            }
            (false, true) => {
                let d = full_register(&TABLES, dst)
                    .ok_or_else(|| crate::isel::select::error(format!("no copy to {}", name(dst)), None))?;
                MCInst::with_operands(Opcode::MOVPQIto64rr.id(), [MCOperand::Reg(d), MCOperand::Reg(src)])
            }
        };
        Ok(vec![inst])
    }

    fn jump(&self, target: MCOperand) -> MCInst {
        MCInst::with_operands(Opcode::JMP_1.id(), [target])
    }

    /// `callq`: rsp is 16-byte aligned at the call (see `slot_area`).
    fn call(&self, callee: MCOperand, _external: bool) -> Vec<MCInst> {
        vec![MCInst::with_operands(Opcode::CALL64pcrel32.id(), [callee])]
    }

    fn call_indirect(&self, reg: u16) -> Result<Vec<MCInst>, crate::isel::select::SelectError> {
        let full = full_register(&TABLES, reg).ok_or_else(|| no_spill_form(reg))?;
        Ok(vec![MCInst::with_operands(Opcode::CALL64r.id(), [MCOperand::Reg(full)])])
    }

    fn prologue(&self, frame: &Frame) -> Result<Vec<MCInst>, crate::isel::select::SelectError> {
        let mut out: Vec<MCInst> =
            frame.saved.iter().map(|&r| MCInst::with_operands(Opcode::PUSH64r.id(), [MCOperand::Reg(r)])).collect();
        frame.check_align(16)?;
        let area = slot_area(frame);
        if !is_simm32(area) {
            return Err(crate::isel::select::error(format!("a frame of {area} bytes is too large"), None));
        }
        if rsp_drop(frame) > 0 {
            out.push(adjust_rsp(-area));
        }
        Ok(out)
    }

    fn epilogue(&self, frame: &Frame) -> Vec<MCInst> {
        let area = rsp_drop(frame);
        let mut out: Vec<MCInst> = Vec::new();
        if area > 0 {
            out.push(adjust_rsp(area));
        }
        let pops = frame.saved.iter().rev().map(|&r| MCInst::with_operands(Opcode::POP64r.id(), [MCOperand::Reg(r)]));
        out.extend(pops);
        out.push(MCInst::with_operands(Opcode::RET64.id(), []));
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
        let (reg, store, load_op) = spill_form(reg).ok_or_else(|| no_spill_form(reg))?;
        let address = local_address(frame, Frame::slot_offset(slot));
        let inst = if load {
            MCInst::with_operands(load_op.id(), [MCOperand::Reg(reg)].into_iter().chain(address))
        } else {
            MCInst::with_operands(store.id(), address.into_iter().chain([MCOperand::Reg(reg)]))
        };
        Ok(vec![inst])
    }

    /// System V: the seventh argument at 0(%rsp) at the call, the next
    /// 8 bytes above; the callee finds them above its return address.
    fn stack_argument(
        &self,
        reg: u16,
        _: u16,
        n: u32,
        frame: &Frame,
        incoming: bool,
    ) -> Result<Vec<MCInst>, crate::isel::select::SelectError> {
        // A float whole in its 8-byte slot (an f32 in the low 4 bytes).
        let (reg, store, load) = spill_form(reg).ok_or_else(|| no_spill_form(reg))?;
        let slot = 8 * i64::from(n);
        let disp = if incoming { rsp_drop(frame) + 8 * frame.saved.len() as i64 + 8 + slot } else { slot };
        if !is_simm32(disp) {
            return Err(crate::isel::select::error(format!("stack argument {n} is beyond 2 GiB"), None));
        }
        let inst = if incoming {
            MCInst::with_operands(load.id(), [MCOperand::Reg(reg)].into_iter().chain(rsp_address(disp)))
        } else {
            MCInst::with_operands(store.id(), rsp_address(disp).into_iter().chain([MCOperand::Reg(reg)]))
        };
        Ok(vec![inst])
    }

    fn frame_address(
        &self,
        reg: u16,
        offset: u32,
        frame: &Frame,
    ) -> Result<Vec<MCInst>, crate::isel::select::SelectError> {
        let reg = full_register(&TABLES, reg).ok_or_else(|| no_spill_form(reg))?;
        let operands = [MCOperand::Reg(reg)].into_iter().chain(local_address(frame, offset));
        Ok(vec![MCInst::with_operands(Opcode::LEA64r.id(), operands)])
    }
}
