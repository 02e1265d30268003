//! BPF (little-endian), from `targets/bpf/BPF.td`. The operand printers and
//! parsers below are the fragments the description names.

use crate::mc::lexer::TokenKind;
use crate::mc::operand_parser::OperandParser;
use crate::mc::print::Printer;
use crate::mc::tables::OperandKind;
use crate::mc::{AsmError, MCInst, MCOperand};

pub mod selection;

use selection::{is_simm32, low32, select_addr};

crate::target!("targets/bpf/BPF.td", include = "targets/include");

/// The Rust fragments `BPF.td` names, for a crate that expands the
/// description itself (`use tdc::targets::bpf::fragments::*;` beside
/// `tdc::target!`).
pub mod fragments {
    pub use super::selection::{is_simm32, low32, select_addr};
    pub use super::{parse_mem_operand, print_branch_target, print_mem_operand};
}

const OFFSET_MESSAGE: &str = "operand is not a 16-bit signed integer";

/// `rB + off` or `rB - off`: a base register and a 16-bit displacement.
pub fn parse_mem_operand(p: &mut OperandParser<'_>, _kind: &OperandKind) -> Result<(), AsmError> {
    let base = p.register(RegClass::GPR.id())?;
    let col = p.col();
    let negative = if p.eat_punct("-") {
        true
    } else if p.eat_punct("+") {
        false
    } else {
        return Err(AsmError::new(col, OFFSET_MESSAGE));
    };
    let value = match p.peek() {
        Some(t) if t.kind == TokenKind::Int => t.value,
        _ => return Err(AsmError::new(col, OFFSET_MESSAGE)),
    };
    p.pos += 1;
    let offset = if negative { value.wrapping_neg() } else { value };
    let in_range = (0..=32768).contains(&(value as u64)) && (-32768..=32767).contains(&offset);
    if !in_range {
        return Err(AsmError::new(col, OFFSET_MESSAGE));
    }
    p.push(MCOperand::Reg(base))?;
    p.push(MCOperand::Imm(offset))
}

/// `rB + off`, `rB - off` as llvm-mc prints them.
pub fn print_mem_operand(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    p.operand(inst.operand(slot), out);
    match inst.operand(slot + 1) {
        MCOperand::Imm(v) if v < 0 => {
            out.push_str(" - ");
            p.unsigned(v.unsigned_abs(), out);
        }
        other => {
            out.push_str(" + ");
            p.operand(other, out);
        }
    }
}

/// Jump displacements print with an explicit sign.
pub fn print_branch_target(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    match inst.operand(slot) {
        MCOperand::Imm(v) if v >= 0 => {
            out.push('+');
            p.number(v, out);
        }
        other => p.operand(other, out),
    }
    // In objdump's style, the target's label: offsets count 8-byte
    // units from the next instruction.
    if let MCOperand::Imm(v) = inst.operand(slot) {
        let (address, length) = p.here();
        p.label(address.wrapping_add(length).wrapping_add((v as u64).wrapping_mul(8)), out);
    }
}
