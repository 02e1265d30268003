//! x86-64 (AT&T syntax), from `targets/x86/X86.td`. The operand fragments
//! the description names (immediates, memory references) live in
//! [`operands`]; the encoding itself is the generic ModRM encoder's.

mod operands;

use operands::*;

crate::target!("targets/x86/X86.td", include = "targets/include");

/// The Rust fragments `X86.td` names, for a crate that expands the
/// description itself (`use tdc::targets::x86::fragments::*;` beside
/// `tdc::target!`).
pub mod fragments {
    pub use super::operands::*;
}
