//! The syntax stage: preprocessing, the grammar, and the syntax tree.
//!
//! Input that parses goes through the recursive-descent parser
//! (`descent.rs`); pest's parser of the same grammar (`grammar.pest`)
//! runs only where that one gives up, to report the syntax error. Pest
//! stays behind this module: nothing outside sees its types.

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
