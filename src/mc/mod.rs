//! The machine-code layer: instructions, and the encoder, printer and
//! assembly matcher that interpret a target's tables.

#[cfg(feature = "arbitrary")]
pub mod arbitrary;
pub mod checked;
pub mod decode;
mod decode_modrm;
mod decode_modrm_operands;
mod decode_modrm_plan;
mod decode_plain;
mod decode_stream;
pub mod encode;
pub mod expand;
pub mod features;
pub mod forms;
pub mod inst;
pub mod lexer;
pub mod matcher;
pub mod modrm;
pub mod operand_parser;
pub mod print;
pub mod random;
pub mod spelling;
pub mod symbols;
pub mod syntax_view;
pub mod tables;

use crate::error::codes;
pub use checked::InstError;
pub use inst::{MCInst, MCOperand};
use std::borrow::Cow;
pub use tables::TargetTables;

/// An assembly error at a byte column of the statement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmError {
    /// Stable code (see [`crate::error::codes`]).
    pub code: &'static str,
    /// Byte column in the line.
    pub col: u32,
    /// Bytes underlined from `col` (`^~~~`); 0 or 1 for the caret alone.
    pub len: u32,
    /// What is wrong, worded like llvm-mc (borrowed when fixed: a statement
    /// may try dozens of candidates, each failing with its own error).
    pub message: Cow<'static, str>,
    /// How close the candidate came to matching; when no candidate
    /// matches, the error of the closest one is reported.
    pub rank: u32,
    /// What the error is about, which decides where a target that reports
    /// whole operands puts it.
    pub subject: ErrorSubject,
}

/// llvm-mc's message for an operand no candidate's class accepts.
pub const INVALID_OPERAND: &str = "invalid operand for instruction";

/// What an [`AsmError`] is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorSubject {
    /// The token at the column.
    Token,
    /// The operand the column is in: it fits no form of the instruction.
    /// Targets with `OperandRanges` report it at the operand's start,
    /// underlined to its end.
    Operand,
    /// Text that no instruction could accept (a malformed address, an
    /// unknown register name): llvm-mc reports it while parsing, before
    /// matching, so it outranks every mismatch.
    Syntax,
    /// The whole statement, reported at its start (its prefixes
    /// included); the matcher, which sees the statement without them,
    /// puts it at the mnemonic.
    Statement,
}

impl AsmError {
    /// A syntax error at `col` ([`codes::ASM_SYNTAX`]; see [`AsmError::with_code`]).
    pub fn new(col: u32, message: impl Into<Cow<'static, str>>) -> AsmError {
        AsmError {
            code: codes::ASM_SYNTAX,
            col,
            len: 0,
            message: message.into(),
            rank: col,
            subject: ErrorSubject::Token,
        }
    }

    /// The same error with another code.
    pub fn with_code(self, code: &'static str) -> AsmError {
        AsmError { code, ..self }
    }

    /// The operand at `col` fits no form of the candidate.
    pub fn invalid_operand(col: u32, message: impl Into<Cow<'static, str>>) -> AsmError {
        AsmError { subject: ErrorSubject::Operand, code: codes::ASM_OPERAND, ..AsmError::new(col, message) }
    }

    /// Text at `col` that no instruction accepts, found while parsing.
    pub fn syntax(col: u32, message: impl Into<Cow<'static, str>>) -> AsmError {
        AsmError { rank: u32::MAX, subject: ErrorSubject::Syntax, ..AsmError::new(col, message) }
    }

    /// The statement ended before the syntax did.
    pub fn too_few_operands() -> AsmError {
        AsmError {
            rank: u32::MAX - 1,
            code: codes::ASM_TOO_FEW_OPERANDS,
            ..AsmError::new(0, "too few operands for instruction")
        }
    }

    /// Whether this candidate's error is the one to report over `other`'s:
    /// it came further, or as far with a message of its own where the
    /// other has only the generic one (llvm-mc prefers an operand class's
    /// diagnostic whichever candidate it tried first).
    pub fn outranks(&self, other: &AsmError) -> bool {
        self.rank > other.rank
            || (self.rank == other.rank
                && other.message == INVALID_OPERAND
                && self.message != INVALID_OPERAND
                && !self.message.is_empty())
    }

    /// Everything matched but tied operands differ.
    pub fn constraint_not_met() -> AsmError {
        AsmError {
            rank: u32::MAX,
            code: codes::ASM_CONSTRAINT,
            ..AsmError::new(0, "additional inst constraint not met")
        }
    }
}
