//! The records stage: evaluation of the syntax tree into a
//! [`RecordKeeper`] (on a [`Workbench`]), with llvm-tblgen 19 semantics, and its printers.

pub mod eval;
pub mod fold;
pub mod identical;
pub mod json;
pub mod keeper;
pub mod limits;
pub mod print;
pub mod resolve;
pub mod types;
pub mod value;
pub mod workbench;

pub use keeper::{Record, RecordId, RecordKeeper};
pub use workbench::{EvalReport, Workbench};
