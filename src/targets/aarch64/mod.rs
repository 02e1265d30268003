//! AArch64 (little-endian), from `targets/aarch64/AArch64.td`. The operand
//! fragments the description names live in [`operands`] (parsers, printers,
//! encoders) and [`samplers`] (random operands); the logical immediate
//! encoding in [`bitmask`].

pub mod bitmask;
mod operands;
mod samplers;

use operands::*;
use samplers::*;

crate::target!("targets/aarch64/AArch64.td", include = "targets/include");

/// The Rust fragments `AArch64.td` names, for a crate that expands the
/// description itself (`use tdc::targets::aarch64::fragments::*;` beside
/// `tdc::target!`).
pub mod fragments {
    pub use super::operands::*;
    pub use super::samplers::*;
}
