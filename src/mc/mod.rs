//! The machine-code layer: instructions, and the encoder, printer and
//! assembly matcher that interpret a target's tables.

#[cfg(feature = "arbitrary")]
pub mod arbitrary;
pub mod encode;
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

pub use inst::{MCInst, MCOperand};
pub use tables::TargetTables;

/// An assembly error at a byte column of the statement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmError {
    /// Byte column in the line.
    pub col: u32,
    /// What is wrong, worded like llvm-mc.
    pub message: String,
    /// How close the candidate came to matching; when no candidate
    /// matches, the error of the closest one is reported.
    pub rank: u32,
}

impl AsmError {
    /// An error at `col`.
    pub fn new(col: u32, message: impl Into<String>) -> AsmError {
        AsmError { col, message: message.into(), rank: col }
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
