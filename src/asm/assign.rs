//! Symbol assignments: `.set NAME, EXPR`, `.equ NAME, EXPR` and
//! `NAME = EXPR`. tdc takes constants: expressions read after the
//! assignment fold the symbol's value, as llvm-mc folds them, and the
//! object lists the symbol as absolute. A symbol used before its first
//! assignment, or given a location instead of a constant, is an error
//! here rather than a relocation llvm-mc would not write.

use super::Assembler;
use crate::mc::lexer::{Token, TokenKind};
use crate::mc::operand_parser::OperandParser;
use crate::mc::AsmError;

impl Assembler<'_, '_> {
    /// `.set NAME, EXPR` or `.equ NAME, EXPR`.
    pub(super) fn set_directive(&mut self, toks: &[Token<'_>]) -> Result<(), AsmError> {
        let end = toks[0].col + toks[0].text.len() as u32;
        let name = toks.get(1).filter(|t| t.kind == TokenKind::Ident && t.text != ".");
        let name = name.ok_or_else(|| AsmError::new(toks.get(1).map_or(end, |t| t.col), "expected identifier"))?;
        match toks.get(2) {
            Some(t) if t.text == "," => self.assign(name, &toks[3..], t.col + 1),
            Some(t) => Err(AsmError::new(t.col, "expected comma")),
            None => Err(AsmError::new(name.col + name.text.len() as u32, "expected comma")),
        }
    }

    /// `NAME = EXPR` (the tokens after `=`, which ends at `end`).
    pub(super) fn assign(&mut self, name: &Token<'_>, value: &[Token<'_>], end: u32) -> Result<(), AsmError> {
        let col = value.first().map_or(end, |t| t.col);
        let existing = self.out.symbols.get(name.text);
        if let Some(i) = existing {
            if self.out.labels.get(i as usize).is_some_and(Option::is_some) {
                return Err(AsmError::new(col, format!("redefinition of '{}'", name.text)));
            }
            let declared = self.out.flags.get(i as usize).is_some_and(|f| f.attributed);
            if self.out.symbols.constant(i).is_none() && !declared {
                return Err(AsmError::new(
                    name.col,
                    format!("'{}' is used before it is set: tdc reads a constant only after its assignment", name.text),
                ));
            }
        }
        let mut p = OperandParser::new(self.tables, value, &[], &mut self.out.symbols, col);
        let constant = p.integer("");
        let rest = p.peek().map(|t| t.col);
        let value = match (constant, rest) {
            (Ok(v), None) => v,
            _ if value.is_empty() => return Err(AsmError::new(end, "unknown token in expression")),
            _ => {
                return Err(AsmError::new(
                    col,
                    format!(
                        "'{}' is set to an expression that is not a constant, which tdc does not support",
                        name.text
                    ),
                ))
            }
        };
        let symbol = self.out.symbols.intern(name.text);
        self.out.symbols.set_constant(symbol, value);
        self.record_new_symbols();
        Ok(())
    }
}
