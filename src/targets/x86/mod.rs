//! x86-64 (AT&T syntax), from `targets/x86/X86.td`. The operand fragments
//! the description names live in [`operands`] (immediates, memory
//! references, jump targets) and [`samples`] (random values); the encoding
//! itself is the generic ModRM encoder's. [`selection`] holds the fragments
//! of the selection patterns and the lowering of selected functions.

mod operands;
mod samples;
pub mod selection;

use operands::*;
use samples::*;
use selection::{bool_byte, count_byte, float_bits, is_any_imm, is_simm32, is_simm8, is_uimm32, low32, select_addr};

crate::target!("targets/x86/X86.td", include = "targets/include");

/// The Rust fragments `X86.td` names, for a crate that expands the
/// description itself (`use tdc::targets::x86::fragments::*;` beside
/// `tdc::target!`).
pub mod fragments {
    pub use super::operands::*;
    pub use super::samples::*;
    pub use super::selection::{
        bool_byte, count_byte, float_bits, is_any_imm, is_simm32, is_simm8, is_uimm32, low32, select_addr,
    };
}
