//! The syntax stage: preprocessing, the grammar, and the syntax tree.
//!
//! Pest stays behind this module: nothing outside sees its types.

#[allow(missing_docs)] // field names follow the grammar
pub mod ast;
mod parser;
pub mod preprocess;

pub use parser::{parse_unit, MAX_NESTING};
