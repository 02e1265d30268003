//! The syntax stage: preprocessing, the grammar, and the syntax tree.
//!
//! Pest stays behind this module: nothing outside sees its types.

#[allow(missing_docs)] // field names follow the grammar
pub mod ast;
mod convert;
mod descent;
pub mod incremental;
pub mod lexer;
mod literals;
mod parser;
pub mod preprocess;
mod relocate;

pub use parser::{parse_tokens, parse_unit, MAX_NESTING};
