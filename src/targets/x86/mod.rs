//! x86-64 (AT&T syntax), from `targets/x86/X86.td`. The operand fragments
//! the description names live in [`operands`] (immediates, memory
//! references, jump targets) and [`samples`] (random values); the encoding
//! itself is the generic ModRM encoder's.

mod operands;
mod samples;

use operands::*;
use samples::*;

crate::target!("targets/x86/X86.td", include = "targets/include");

/// The Rust fragments `X86.td` names, for a crate that expands the
/// description itself (`use tdc::targets::x86::fragments::*;` beside
/// `tdc::target!`).
pub mod fragments {
    pub use super::operands::*;
    pub use super::samples::*;
}
