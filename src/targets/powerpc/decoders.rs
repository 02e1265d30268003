//! The decoder fragments `PPCOperands.td` names (each operand's
//! DecoderMethod), for the disassembler.
// Public for `fragments`; each function is described where the `.td`
// names it.
#![allow(missing_docs)]

use crate::mc::tables::{Decoding, OperandKind, TargetTables};
use crate::mc::MCOperand;

/// mtocrf/mfocrf's field mask as llvm-mc reads it: the lowest set bit
/// names the field; no bit set is no field.
pub fn decode_one_field_mask(
    _t: &TargetTables,
    _kind: &OperandKind,
    bits: &[u64],
    _at: &Decoding<'_>,
    out: &mut [MCOperand],
) -> bool {
    let (Some(&mask), Some(slot)) = (bits.first(), out.first_mut()) else { return false };
    if mask & 0xff == 0 {
        return false;
    }
    *slot = MCOperand::Imm(1 << (mask & 0xff).trailing_zeros());
    true
}
