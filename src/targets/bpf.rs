//! BPF (little-endian), from `targets/bpf/BPF.td`. The operand printers and
//! parsers below are the fragments the description names.

use crate::mc::lexer::TokenKind;
use crate::mc::operand_parser::OperandParser;
use crate::mc::print::Printer;
use crate::mc::{AsmError, MCInst, MCOperand};

crate::target!("targets/bpf/BPF.td", include = "targets/include");

const OFFSET_MESSAGE: &str = "operand is not a 16-bit signed integer";

/// `rB + off` or `rB - off`: a base register and a 16-bit displacement.
fn parse_mem_operand(p: &mut OperandParser<'_>) -> Result<(), AsmError> {
    let base = p.register(GPR_CLASS)?;
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
    p.slots.push(MCOperand::Reg(base));
    p.slots.push(MCOperand::Imm(offset));
    Ok(())
}

/// Index of register class `GPR`, which memory bases use.
const GPR_CLASS: u16 = {
    let classes = TABLES.reg_classes;
    let mut i = 0;
    while i < classes.len() {
        if const_str_eq(classes[i].name, "GPR") {
            break;
        }
        i += 1;
    }
    i as u16
};

const fn const_str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

fn print_mem_operand(p: &Printer<'_>, inst: &MCInst, slot: usize, _modifier: &str, out: &mut String) {
    p.operand(inst.operand(slot), out);
    match inst.operand(slot + 1) {
        MCOperand::Imm(v) if v < 0 => {
            out.push_str(" - ");
            out.push_str(&v.unsigned_abs().to_string());
        }
        other => {
            out.push_str(" + ");
            p.operand(other, out);
        }
    }
}

/// Jump displacements print with an explicit sign.
fn print_branch_target(p: &Printer<'_>, inst: &MCInst, slot: usize, _modifier: &str, out: &mut String) {
    match inst.operand(slot) {
        MCOperand::Imm(v) if v >= 0 => {
            out.push('+');
            out.push_str(&v.to_string());
        }
        other => p.operand(other, out),
    }
}
