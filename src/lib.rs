//! `tdc`: the runtime for targets described in `.td` files.
//!
//! The runtime (encoder, assembler, selector, object writer, metadata
//! emitter) arrives with the target issues; today this crate carries the
//! command-line tool over the `tdc-dsl` frontend.
#![deny(missing_docs)]

extern crate self as tdc;

pub use tdc_dsl as dsl;

pub mod asm;
pub mod mc;
pub mod targets;

pub use tdc_macros::target;
