//! `tdc`: the runtime for targets described in `.td` files: machine-code
//! instructions with their encoder, printer and assembly matcher (`mc`),
//! the assembler (`asm`), the ELF object writer (`object`), stack maps
//! (`stackmap`), the built-in targets, and LLVM IR metadata kinds and
//! their checks (`ir_metadata`).
#![deny(missing_docs)]

extern crate self as tdc;

#[cfg(any(feature = "build", feature = "lsp"))]
pub use tdc_dsl as dsl;

pub mod asm;
#[cfg(feature = "build")]
pub mod build;
pub mod disasm;
pub mod error;
pub mod ir_metadata;
pub mod isel;
pub mod limits;
#[cfg(feature = "build")]
pub mod load;
#[cfg(feature = "lsp")]
pub mod lsp;
pub mod mc;
pub mod object;
pub mod pcsections;
pub mod stack_sizes;
pub mod stackmap;
pub mod targets;
pub mod text_diagnostic;
pub mod typed_id;

pub use tdc_macros::{metadata_kinds, target};
