//! The instruction printer: an instruction's assembly pieces with each
//! operand printed by its kind's printer.

use super::inst::{MCInst, MCOperand};
use super::symbols::Symbols;
use super::tables::{AsmPiece, TargetTables};

/// Prints instructions of one target.
pub struct Printer<'a> {
    /// The target.
    pub tables: &'static TargetTables,
    /// Names of symbols in expressions.
    pub symbols: &'a Symbols,
}

impl Printer<'_> {
    /// Appends the assembly text of `inst`.
    pub fn print(&self, inst: &MCInst, out: &mut String) {
        let Some(info) = self.tables.instructions.get(inst.opcode as usize) else {
            out.push_str("<unknown>");
            return;
        };
        for piece in info.asm {
            match piece {
                AsmPiece::Text(t) => out.push_str(t),
                AsmPiece::Operand(i, modifier) => {
                    let Some(op) = info.operands.get(*i as usize) else { continue };
                    let kind = &self.tables.operand_kinds[op.kind as usize];
                    match kind.print {
                        Some(f) => f(self, inst, op.first_slot as usize, modifier, out),
                        None => self.operand(inst.operand(op.first_slot as usize), out),
                    }
                }
            }
        }
    }

    /// Appends one slot the generic way: register name, decimal
    /// immediate, or symbol with addend.
    pub fn operand(&self, op: MCOperand, out: &mut String) {
        use std::fmt::Write;
        match op {
            MCOperand::Reg(r) => out.push_str(self.tables.registers.get(r as usize).map_or("<reg>", |r| r.asm_name)),
            MCOperand::Imm(v) => {
                let _ = write!(out, "{v}");
            }
            MCOperand::Expr { symbol, addend } => {
                out.push_str(self.symbols.name(symbol));
                if addend > 0 {
                    let _ = write!(out, "+{addend}");
                } else if addend < 0 {
                    let _ = write!(out, "{addend}");
                }
            }
        }
    }
}
