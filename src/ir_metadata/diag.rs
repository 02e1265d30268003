//! The metadata checker's diagnostics: the runtime's [`TextDiagnostic`](crate::text_diagnostic::TextDiagnostic)
//! with the codes below.

pub use crate::text_diagnostic::{emit, render, Label, Span};

/// An error found in a metadata text; tools and tests match on its code
/// (see [`codes`]).
pub type MetadataDiagnostic = crate::text_diagnostic::TextDiagnostic;

/// Diagnostic codes of the metadata checker (E08xx; the compiler's stages
/// use the other ranges).
pub mod codes {
    /// Metadata text (`!0 = !{...}`) that the metadata syntax does not accept.
    pub const MD_SYNTAX: &str = "E0800";
    /// A typed constant in metadata that is malformed or does not fit its type.
    pub const MD_CONSTANT: &str = "E0801";
    /// A metadata reference (`!7`) to a node that nothing defines.
    pub const MD_UNDEFINED: &str = "E0802";
    /// A numbered or named metadata node defined twice.
    pub const MD_REDEFINED: &str = "E0803";
    /// A node attached under a kind with the wrong number of operands.
    pub const MD_OPERAND_COUNT: &str = "E0810";
    /// An operand of the wrong sort for its kind (a string where a constant
    /// belongs, a constant where a node belongs, ...).
    pub const MD_OPERAND_KIND: &str = "E0811";
    /// A constant of the wrong type (a range pair not of the loaded type).
    pub const MD_TYPE: &str = "E0812";
    /// A constant outside what its kind allows (a negative accuracy, an
    /// unknown value-profile kind, an alignment not a power of two, ...).
    pub const MD_VALUE: &str = "E0813";
    /// A range pair that is the empty or the full set.
    pub const MD_RANGE_EMPTY_OR_FULL: &str = "E0814";
    /// Range pairs not in signed order of their lower bounds.
    pub const MD_RANGE_ORDER: &str = "E0815";
    /// Range pairs that overlap or are contiguous (and so should be merged).
    pub const MD_RANGE_OVERLAP: &str = "E0816";
    /// A profile node whose first operand names no known profile type.
    pub const MD_PROF_TYPE: &str = "E0817";
    /// A node that must be `distinct` and is not (an access group).
    pub const MD_NOT_DISTINCT: &str = "E0818";
    /// A node that must refer to itself and does not (a loop identifier).
    pub const MD_SELF_REFERENCE: &str = "E0819";
    /// tbaa.struct regions out of order or overlapping.
    pub const MD_TBAA_STRUCT_OVERLAP: &str = "E0820";
    /// A number of operands or successors that disagrees with the
    /// instruction the node is attached to.
    pub const MD_HOST_MISMATCH: &str = "E0821";
}
