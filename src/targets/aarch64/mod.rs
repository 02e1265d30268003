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
