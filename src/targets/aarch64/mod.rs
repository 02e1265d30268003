//! AArch64 (little-endian), from `targets/aarch64/AArch64.td`. The operand
//! fragments the description names live in [`operands`]; the logical
//! immediate encoding in [`bitmask`].

pub mod bitmask;
mod operands;

use operands::*;

crate::target!("targets/aarch64/AArch64.td", include = "targets/include");
