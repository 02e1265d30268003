//! AArch64 (little-endian), from `targets/aarch64/AArch64.td`. The operand
//! fragments the description names live in `operands` (parsers, printers,
//! encoders), `sve` and `sme`, and `samplers` (random operands); the
//! logical immediate encoding in [`bitmask`]; the selection fragments and the lowering of
//! selected functions in [`selection`].

pub mod bitmask;
mod decoders;
mod operands;
mod samplers;
pub mod selection;
mod sme;
mod sve;
mod system;
mod vectors;

use decoders::*;
use operands::*;
use samplers::*;
use selection::*;
use sme::*;
use sve::*;
use system::*;
use vectors::*;

crate::target!("targets/aarch64/AArch64.td", include = "targets/include");

/// The Rust fragments `AArch64.td` names, for a crate that expands the
/// description itself (`use tdc::targets::aarch64::fragments::*;` beside
/// `tdc::target!`).
pub mod fragments {
    pub use super::decoders::*;
    pub use super::operands::*;
    pub use super::samplers::*;
    pub use super::selection::*;
    pub use super::sme::*;
    pub use super::sve::*;
    pub use super::system::*;
    pub use super::vectors::*;
}
