//! BPF selection: the Rust fragments `BPFSelection.td` names, and the
//! lowering of copies, jumps, prologue and epilogue.

use super::{Opcode, Reg, TABLES};
use crate::isel::dag::{Dag, NodeId, Op};
use crate::isel::lower::{Frame, Lowering};
use crate::isel::matcher::imm_value;
use crate::isel::tables::Matched;
use crate::mc::tables::TargetTables;
use crate::mc::{MCInst, MCOperand};

/// Whether an immediate fits the 32-bit field (sign-extended to 64 bits).
pub fn is_simm32(v: i64) -> bool {
    i32::try_from(v).is_ok()
}

/// The immediate as its 32-bit field holds it.
pub fn low32(v: i64) -> i64 {
    i64::from(v as i32)
}

/// An address: `(add base, off)` with a 16-bit offset, else the value
/// itself with offset 0.
pub fn select_addr(dag: &Dag, at: NodeId) -> Option<[Matched; 2]> {
    let n = dag.node(at);
    if n.op == Op::Add {
        if let (Some(base), Some(off)) = (dag.operand(at, 0), dag.operand(at, 1)) {
            if dag.node(off).op == Op::Imm && i16::try_from(imm_value(dag, off)).is_ok() {
                return Some([Matched::Node(base), Matched::Imm(imm_value(dag, off))]);
            }
        }
    }
    Some([Matched::Node(at), Matched::Imm(0)])
}

/// BPF's lowering: `rD = rS`, `goto`, callee-saved registers kept below
/// the frame pointer r10, and the spill slots below them.
pub struct BpfLowering;

/// The 64-bit register of `reg` (r5 for w5), what a spill stores.
fn spill_form(reg: u16) -> Option<u16> {
    let gpr = TABLES.reg_classes.iter().position(|c| c.name == "GPR")? as u16;
    crate::isel::select::register_in_class(&TABLES, reg, gpr)
}

/// `*(u64 *)(r10 + offset)`'s store (`load` false) or load of `reg`.
fn frame_access(load: bool, reg: u16, offset: i64) -> MCInst {
    let op = if load { Opcode::LDU64 } else { Opcode::STU64 };
    MCInst::with_operands(op.id(), [MCOperand::Reg(reg), MCOperand::Reg(Reg::R10.id()), MCOperand::Imm(offset)])
}

/// Where saved register `i` is kept, below r10.
fn save_offset(i: usize) -> i64 {
    -8 * (i as i64 + 1)
}

/// Bytes of stack below r10 a function with `frame` uses: the saved
/// registers, then the local area (what a loader or VM reserves per call
/// frame).
pub fn stack_bytes(frame: &Frame) -> i64 {
    8 * frame.saved.len() as i64 + ((i64::from(frame.local_bytes) + 7) & !7)
}

/// BPFCallingConv's StackLimit: the kernel's 512 bytes (0: none).
fn stack_limit() -> i64 {
    TABLES.selection.calling.as_ref().map_or(0, |cc| i64::from(cc.stack_limit))
}

/// The most stack a chain of calls from `f` takes (its own frame
/// included) and the functions after `f` on that chain; `on_path` holds the
/// callers, whose calls back are not followed. Memoised in `deepest`.
fn deepest_chain(
    f: usize,
    rounded: &[i64],
    calls: &[Vec<usize>],
    deepest: &mut Vec<Option<(i64, Vec<usize>)>>,
    on_path: &mut Vec<usize>,
) -> (i64, Vec<usize>) {
    if let Some(known) = &deepest[f] {
        return known.clone();
    }
    on_path.push(f);
    let mut best = (0, Vec::new());
    for &g in &calls[f] {
        if on_path.contains(&g) {
            continue;
        }
        let (bytes, chain) = deepest_chain(g, rounded, calls, deepest, on_path);
        if bytes > best.0 {
            best = (bytes, std::iter::once(g).chain(chain).collect());
        }
    }
    on_path.pop();
    let result = (rounded[f] + best.0, best.1);
    deepest[f] = Some(result.clone());
    result
}

/// Where `offset` bytes into the local area is from r10: the area lies
/// below the saved registers, 8-byte aligned.
fn local_offset(frame: &Frame, offset: u32) -> i64 {
    let area = (i64::from(frame.local_bytes) + 7) & !7;
    save_offset(frame.saved.len()) + 8 - area + i64::from(offset)
}

/// Slot `slot`'s store or load of `reg`, in the local area.
fn slot_access(
    reg: u16,
    slot: u32,
    frame: &Frame,
    load: bool,
) -> Result<Vec<MCInst>, crate::isel::select::SelectError> {
    let view = spill_form(reg).ok_or_else(|| not_general(reg))?;
    Ok(vec![frame_access(load, view, local_offset(frame, Frame::slot_offset(slot)))])
}

fn not_general(reg: u16) -> crate::isel::select::SelectError {
    let name = TABLES.registers.get(reg as usize).map_or("?", |x| &x.name);
    crate::isel::select::error(format!("{name} is not a general register"), None)
}

impl Lowering for BpfLowering {
    fn tables(&self) -> &'static TargetTables {
        &TABLES
    }

    fn copy(&self, dst: u16, src: u16) -> Result<Vec<MCInst>, crate::isel::select::SelectError> {
        Ok(vec![MCInst::with_operands(Opcode::MOV_rr.id(), [MCOperand::Reg(dst), MCOperand::Reg(src)])])
    }

    fn jump(&self, target: MCOperand) -> MCInst {
        MCInst::with_operands(Opcode::JMP.id(), [target])
    }

    /// `call`: a BPF-to-BPF call (src_reg 1) to a function of the program,
    /// whose r10 is its own frame; or, to an external symbol, a helper
    /// call whose number the loader writes (the relocation says which).
    fn call(&self, callee: MCOperand, _external: bool) -> Vec<MCInst> {
        vec![MCInst::with_operands(Opcode::JAL.id(), [callee])]
    }

    /// `callx` is not in the instruction set the kernel's verifier and rbpf
    /// take for programs: an error names it.
    fn call_indirect(&self, _: u16) -> Result<Vec<MCInst>, crate::isel::select::SelectError> {
        Err(crate::isel::select::error(
            "an indirect call: BPF programs call helpers and their own functions by number and offset only",
            None,
        ))
    }

    /// The verifier rejects a program whose stack passes 512 bytes: such
    /// a frame is an error here, not a program that fails to load.
    /// The verifier's count: each frame rounded up to 32 bytes (at least
    /// 32), summed along every chain of calls, within the 512 bytes.
    /// Recursion, which the kernel refuses outright, is left to run (a
    /// call back into the chain is not followed).
    fn check_call_chains(
        &self,
        functions: &[crate::isel::module::ModuleFunction],
        calls: &[Vec<usize>],
    ) -> Result<(), crate::isel::select::SelectError> {
        let limit = stack_limit();
        if limit == 0 {
            return Ok(());
        }
        let rounded: Vec<i64> = functions.iter().map(|f| (stack_bytes(&f.frame).max(1) + 31) & !31).collect();
        let mut deepest: Vec<Option<(i64, Vec<usize>)>> = vec![None; functions.len()];
        for root in 0..functions.len() {
            let (bytes, chain) = deepest_chain(root, &rounded, calls, &mut deepest, &mut Vec::new());
            if bytes > limit {
                let path: Vec<&str> = std::iter::once(root).chain(chain).map(|i| functions[i].name.as_str()).collect();
                return Err(crate::isel::select::error(
                    format!(
                        "the call chain {} takes {bytes} bytes of stack (each frame rounded up to 32, as the \
                         kernel's verifier counts), more than BPF's {limit}",
                        path.join(" -> ")
                    ),
                    None,
                ));
            }
        }
        Ok(())
    }

    fn prologue(&self, frame: &Frame) -> Result<Vec<MCInst>, crate::isel::select::SelectError> {
        frame.check_align(8)?;
        let bytes = stack_bytes(frame);
        let limit = stack_limit();
        if limit > 0 && bytes > limit {
            return Err(crate::isel::select::error(
                format!("the frame needs {bytes} bytes of stack, more than BPF's {limit}"),
                None,
            ));
        }
        Ok(frame.saved.iter().enumerate().map(|(i, &r)| frame_access(false, r, save_offset(i))).collect())
    }

    fn epilogue(&self, frame: &Frame) -> Vec<MCInst> {
        let mut out: Vec<MCInst> =
            frame.saved.iter().enumerate().map(|(i, &r)| frame_access(true, r, save_offset(i))).collect();
        out.push(MCInst::with_operands(Opcode::RET.id(), []));
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

    /// BPF passes every argument in a register (BPFCallingConv has no
    /// StackArguments): selection refuses more before this is reached.
    fn stack_argument(
        &self,
        _: u16,
        _: u16,
        n: u32,
        _: &Frame,
        incoming: bool,
    ) -> Result<Vec<MCInst>, crate::isel::select::SelectError> {
        let which = if incoming { "a function taking" } else { "a call passing" };
        Err(crate::isel::select::error(
            format!("{which} {} or more arguments: BPF passes at most 5, in registers r1-r5", 6 + n),
            None,
        ))
    }

    /// r10 is read-only: its value is copied, then moved down.
    fn frame_address(
        &self,
        reg: u16,
        offset: u32,
        frame: &Frame,
    ) -> Result<Vec<MCInst>, crate::isel::select::SelectError> {
        let r = MCOperand::Reg(spill_form(reg).ok_or_else(|| not_general(reg))?);
        Ok(vec![
            MCInst::with_operands(Opcode::MOV_rr.id(), [r, MCOperand::Reg(Reg::R10.id())]),
            MCInst::with_operands(Opcode::ADD_ri.id(), [r, r, MCOperand::Imm(local_offset(frame, offset))]),
        ])
    }
}
