//! The machine-code layer: instructions, and the encoder, printer and
//! assembly matcher that interpret a target's tables.

#[cfg(feature = "arbitrary")]
pub mod arbitrary;
pub mod checked;
pub mod decode;
mod decode_modrm;
mod decode_modrm_operands;
pub mod encode;
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
pub mod tables;

pub use checked::InstError;
pub use inst::{MCInst, MCOperand};
pub use tables::TargetTables;

/// An assembly error at a byte column of the statement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmError {
    /// Byte column in the line.
    pub col: u32,
    /// Bytes underlined from `col` (`^~~~`); 0 or 1 for the caret alone.
    pub len: u32,
    /// What is wrong, worded like llvm-mc.
    pub message: String,
    /// How close the candidate came to matching; when no candidate
    /// matches, the error of the closest one is reported.
    pub rank: u32,
    /// What the error is about, which decides where a target that reports
    /// whole operands puts it.
    pub subject: ErrorSubject,
}

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
}

impl AsmError {
    /// An error at `col`.
    pub fn new(col: u32, message: impl Into<String>) -> AsmError {
        AsmError { col, len: 0, message: message.into(), rank: col, subject: ErrorSubject::Token }
    }

    /// The operand at `col` fits no form of the candidate.
    pub fn invalid_operand(col: u32, message: impl Into<String>) -> AsmError {
        AsmError { subject: ErrorSubject::Operand, ..AsmError::new(col, message) }
    }

    /// Text at `col` that no instruction accepts, found while parsing.
    pub fn syntax(col: u32, message: impl Into<String>) -> AsmError {
        AsmError { rank: u32::MAX, subject: ErrorSubject::Syntax, ..AsmError::new(col, message) }
    }

    /// The statement ended before the syntax did.
    pub fn too_few_operands() -> AsmError {
        AsmError { rank: u32::MAX - 1, ..AsmError::new(0, "too few operands for instruction") }
    }

    /// Everything matched but tied operands differ.
    pub fn constraint_not_met() -> AsmError {
        AsmError { rank: u32::MAX, ..AsmError::new(0, "additional inst constraint not met") }
    }
}
