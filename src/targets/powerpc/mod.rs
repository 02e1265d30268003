//! PowerPC64 (little-endian), from `targets/powerpc/PPC.td`. The operand
//! fragments the description names live in [`operands`] (registers,
//! memory, condition-register expressions, branch targets) and
//! [`rotate`] (the shift and extract mnemonics).

mod operands;
mod rotate;

use operands::*;
use rotate::*;

crate::target!("targets/powerpc/PPC.td", include = "targets/include");
