//! The diagnostics of the DAG text form: the runtime's [`TextDiagnostic`](crate::text_diagnostic::TextDiagnostic)
//! with the codes below.

pub use crate::text_diagnostic::{emit, render, Label, Span};

/// An error found in a DAG text; tools and tests match on its code (see
/// [`codes`]).
pub type DagDiagnostic = crate::text_diagnostic::TextDiagnostic;

/// Diagnostic codes of the DAG text form (E0901-E0923; E0900 is the
/// compiler's project-file code).
pub mod codes {
    /// A character or number the lexer does not accept.
    pub const TOKEN: &str = "E0901";
    /// Tokens in an order the grammar does not accept.
    pub const SYNTAX: &str = "E0902";
    /// Expressions nested deeper than [`super::super::MAX_DEPTH`].
    pub const NESTING: &str = "E0903";
    /// An operator name that is no DAG operator.
    pub const UNKNOWN_OPERATOR: &str = "E0904";
    /// A type name that is not i1, i8, i16, i32, i64, f32, f64 (or `ptr`
    /// for a parameter).
    pub const UNKNOWN_TYPE: &str = "E0905";
    /// An operator given the wrong number of operands or written types.
    pub const OPERAND_COUNT: &str = "E0906";
    /// Two types that must be equal and are not.
    pub const TYPE_MISMATCH: &str = "E0907";
    /// A type that neither the text nor the context gives.
    pub const UNINFERRED: &str = "E0908";
    /// A variable that is neither a parameter nor assigned anywhere.
    pub const UNKNOWN_VARIABLE: &str = "E0909";
    /// A variable read before the first assignment in the text.
    pub const READ_BEFORE_ASSIGN: &str = "E0910";
    /// A branch to a label no block has.
    pub const UNKNOWN_LABEL: &str = "E0911";
    /// A variable assigned a value of another type than its first.
    pub const REASSIGN_TYPE: &str = "E0912";
    /// An integer literal that does not fit its type.
    pub const LITERAL_RANGE: &str = "E0913";
    /// Widths in the wrong order: an extension to a narrower type, a
    /// truncation to a wider one, a bitconvert between widths.
    pub const WIDTH: &str = "E0914";
    /// A type of the wrong kind: a float where an integer belongs, a
    /// pointer that is not i64, bswap of i8.
    pub const TYPE_KIND: &str = "E0915";
    /// A parameter, label or function defined twice.
    pub const DUPLICATE: &str = "E0916";
    /// A return that does not match the function's result type.
    pub const RETURN: &str = "E0917";
    /// A function without blocks, or whose last block does not end in
    /// `ret` or `br`.
    pub const FALLS_OFF: &str = "E0918";
    /// A statement after a `br` or `ret` of the same block.
    pub const UNREACHABLE: &str = "E0919";
    /// An operand of the wrong sort: an expression where a label,
    /// condition code or type belongs, or the other way round.
    pub const OPERAND_KIND: &str = "E0920";
    /// A value used as a statement, or an effect used as a value.
    pub const STATEMENT_KIND: &str = "E0921";
    /// A float literal where an integer belongs.
    pub const LITERAL_KIND: &str = "E0922";
    /// An operator the text form does not take (calls, globals).
    pub const UNSUPPORTED: &str = "E0923";
}
