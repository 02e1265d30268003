//! PowerPC64 (little-endian), from `targets/powerpc/PPC.td`. The operand
//! fragments the description names live in `operands` (registers,
//! memory, condition-register expressions, branch targets) and
//! `rotate` (the shift and extract mnemonics); the disassembler's in
//! `decoders`.

mod decoders;
mod operands;
mod rotate;
pub mod selection;

use decoders::*;
use operands::*;
use rotate::*;
use selection::*;

crate::target!("targets/powerpc/PPC.td", include = "targets/include");

/// The Rust fragments `PPC.td` names, for a crate that expands the
/// description itself (`use tdc::targets::powerpc::fragments::*;` beside
/// `tdc::target!`).
pub mod fragments {
    pub use super::decoders::*;
    pub use super::operands::*;
    pub use super::rotate::*;
    pub use super::selection::*;
}
