//! The records stage: evaluation of the syntax tree into a
//! [`RecordKeeper`], with llvm-tblgen 19 semantics, and its printers.

pub mod eval;
pub mod fold;
pub mod json;
pub mod keeper;
pub mod limits;
pub mod print;
pub mod resolve;
pub mod types;
pub mod value;

pub use keeper::{Record, RecordId, RecordKeeper};
