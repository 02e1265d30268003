//! x86-64 (AT&T syntax), from `targets/x86/X86.td`. The operand fragments
//! the description names live in `operands` (immediates, memory
//! references, jump targets), `strings` (the string instructions'
//! addresses) and `samples` (random values); the encoding
//! itself is the generic ModRM encoder's. [`selection`] holds the fragments
//! of the selection patterns and the lowering of selected functions.

mod apx;
mod comments;
mod evex;
mod intel;
mod operands;
mod samples;
pub mod selection;
mod shuffle;
mod strings;

use apx::*;
use evex::*;
use operands::*;
use samples::*;
use selection::{bool_byte, count_byte, float_bits, is_any_imm, is_simm32, is_simm8, is_uimm32, low32, select_addr};
use shuffle::*;
use strings::*;

crate::target!("targets/x86/X86.td", include = "targets/include");

/// The Rust fragments `X86.td` names, for a crate that expands the
/// description itself (`use tdc::targets::x86::fragments::*;` beside
/// `tdc::target!`).
pub mod fragments {
    pub use super::apx::*;
    pub use super::evex::*;
    pub use super::operands::*;
    pub use super::samples::*;
    pub use super::selection::{
        bool_byte, count_byte, float_bits, is_any_imm, is_simm32, is_simm8, is_uimm32, low32, select_addr,
    };
    pub use super::shuffle::*;
    pub use super::strings::*;
}

/// A memory reference, `disp(base, index, scale)`, as the five operand
/// slots x86 instructions take for it (base, scale, index, displacement,
/// segment), for [`Opcode::with`].
///
/// ```
/// use tdc::targets::x86::{mem, Opcode, Reg};
///
/// // leaq 8(%rdi,%rsi,4), %rax
/// let [base, scale, index, disp, segment] = mem(Some(Reg::RDI), Some((Reg::RSI, 4)), 8);
/// let lea = Opcode::LEA64r.with(&[Reg::RAX.into(), base, scale, index, disp, segment]).unwrap();
/// # let mut bytes = Vec::new();
/// # tdc::mc::encode::encode(&tdc::targets::x86::TABLES, &lea, &mut bytes).unwrap();
/// # assert_eq!(bytes, [0x48, 0x8d, 0x44, 0xb7, 0x08]);
/// ```
pub fn mem(base: Option<Reg>, index: Option<(Reg, u8)>, disp: i64) -> [crate::mc::MCOperand; 5] {
    use crate::mc::inst::NO_REGISTER;
    use crate::mc::MCOperand;
    let reg = |r: Option<Reg>| MCOperand::Reg(r.map_or(NO_REGISTER, Reg::id));
    let (index, scale) = index.map_or((None, 1), |(r, s)| (Some(r), s));
    [reg(base), MCOperand::Imm(scale as i64), reg(index), MCOperand::Imm(disp), MCOperand::Reg(NO_REGISTER)]
}
