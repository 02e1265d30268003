//! BPF selection: the Rust fragments `BPFSelection.td` names, and the
//! lowering of copies, jumps, prologue and epilogue.

use super::{Opcode, Reg, TABLES};
use crate::isel::dag::{Dag, NodeId, Op};
use crate::isel::lower::Lowering;
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
/// the frame pointer r10.
pub struct BpfLowering;

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

    fn prologue(&self, saved: &[u16]) -> Vec<MCInst> {
        saved
            .iter()
            .enumerate()
            .map(|(i, &r)| {
                MCInst::with_operands(
                    Opcode::STU64.id(),
                    [MCOperand::Reg(r), MCOperand::Reg(Reg::R10.id()), MCOperand::Imm(-8 * (i as i64 + 1))],
                )
            })
            .collect()
    }

    fn epilogue(&self, saved: &[u16]) -> Vec<MCInst> {
        let mut out: Vec<MCInst> = saved
            .iter()
            .enumerate()
            .map(|(i, &r)| {
                MCInst::with_operands(
                    Opcode::LDU64.id(),
                    [MCOperand::Reg(r), MCOperand::Reg(Reg::R10.id()), MCOperand::Imm(-8 * (i as i64 + 1))],
                )
            })
            .collect();
        out.push(MCInst::with_operands(Opcode::RET.id(), []));
        out
    }
}
