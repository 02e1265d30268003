//! The encoder: fixed bits plus each operand's bits scattered into place,
//! written in the target's byte order.

use super::inst::{MCInst, MCOperand};
use super::modrm::Fixup;
use super::tables::TargetTables;
use crate::error::{codes, Error, Span};

/// Why an instruction cannot be encoded: an [`Error`] with code
/// [`ENCODE_INVALID`](codes::ENCODE_INVALID) (the message says why),
/// [`ENCODE_NO_ENCODING`](codes::ENCODE_NO_ENCODING) or
/// [`ENCODE_UNRESOLVED`](codes::ENCODE_UNRESOLVED) (at the slot).
pub type EncodeError = Error;

/// The error for operands that cannot be encoded together.
pub fn invalid(message: impl Into<String>) -> Error {
    Error::new(codes::ENCODE_INVALID, message)
}

/// The error for slot `slot`, which still names a symbol.
pub fn unresolved(slot: usize) -> Error {
    Error::new(codes::ENCODE_UNRESOLVED, format!("operand slot {slot} names a symbol, a value is needed"))
        .at(Span::Slot(slot as u16))
}

/// The instruction of `inst`, or the error for an opcode no instruction has.
fn instruction<'t>(tables: &'t TargetTables, inst: &MCInst) -> Result<&'t super::tables::InstInfo, Error> {
    tables
        .instructions
        .get(inst.opcode as usize)
        .map(|i| &**i)
        .ok_or_else(|| Error::new(codes::INST_UNKNOWN_OPCODE, format!("no instruction has opcode {}", inst.opcode)))
}

/// The value a slot puts into encoding fields.
fn slot_value(tables: &TargetTables, op: MCOperand) -> Option<u64> {
    match op {
        MCOperand::Reg(r) => Some(tables.registers.get(r as usize).map_or(0, |r| r.encoding) as u64),
        MCOperand::Imm(v) => Some(v as u64),
        MCOperand::Expr { .. } => None,
    }
}

/// The encoding of `inst` as an integer (bit 0 first in memory order).
pub fn encode_word(tables: &TargetTables, inst: &MCInst) -> Result<u128, EncodeError> {
    let info = instruction(tables, inst)?;
    if info.encoding_bits == 0 {
        return Err(Error::new(codes::ENCODE_NO_ENCODING, format!("{} has no encoding", info.name)));
    }
    let mut word = info.fixed;
    for f in &info.fields {
        let slot = f.slot as usize;
        let value = if f.use_encoder {
            let kind = info
                .operands
                .iter()
                .find(|o| o.first_slot as usize == slot)
                .map(|o| &tables.operand_kinds[o.kind as usize]);
            match kind.and_then(|k| Some((k, tables.fragments.encoder(k)?))) {
                Some((kind, enc)) => enc(tables, kind, inst, slot),
                None => {
                    let value = slot_value(tables, inst.operand(slot)).ok_or_else(|| unresolved(slot))?;
                    match kind.filter(|k| !k.encoded_value.is_empty()) {
                        Some(k) => super::expand::evaluate_last(&k.encoded_value, &[value as i64])
                            .ok_or_else(|| unresolved(slot))? as u64,
                        None => value,
                    }
                }
            }
        } else {
            slot_value(tables, inst.operand(slot)).ok_or_else(|| unresolved(slot))?
        };
        let mask: u128 = if f.width >= 64 { u64::MAX as u128 } else { (1u128 << f.width) - 1 };
        let bits = ((value as u128) >> f.value_bit) & mask;
        word |= bits << f.inst_bit;
    }
    Ok(word)
}

/// Appends the bytes of `inst`.
#[inline]
pub fn encode(tables: &TargetTables, inst: &MCInst, out: &mut Vec<u8>) -> Result<(), EncodeError> {
    if let Some(row) = tables.modrm_row(inst.opcode) {
        return super::modrm::encode(tables, row, inst, out, &mut Vec::new());
    }
    encode_with_bits(tables, inst, 0, out)
}

/// Appends the bytes of `inst` with the operands that name symbols as
/// zeros, to be resolved or relocated later. Where they are in a
/// variable-length encoding goes into `fixups`; a fixed-width encoding
/// places them by its fields.
pub fn encode_symbolic(
    tables: &TargetTables,
    inst: &MCInst,
    out: &mut Vec<u8>,
    fixups: &mut Vec<Fixup>,
) -> Result<(), EncodeError> {
    if let Some(row) = tables.modrm_row(inst.opcode) {
        return super::modrm::encode(tables, row, inst, out, fixups);
    }
    let mut zeroed = *inst;
    for i in 0..zeroed.len() {
        if let MCOperand::Expr { .. } = zeroed.operand(i) {
            zeroed.set(i, MCOperand::Imm(0));
        }
    }
    encode_with_bits(tables, &zeroed, 0, out)
}

/// Appends the bytes of `inst` with `extra` bits set in its encoding.
pub fn encode_with_bits(
    tables: &TargetTables,
    inst: &MCInst,
    extra: u128,
    out: &mut Vec<u8>,
) -> Result<(), EncodeError> {
    let word = encode_word(tables, inst)? | extra;
    let info = instruction(tables, inst)?;
    let len = info.encoding_bits as usize / 8;
    let word_len = match tables.object.instruction_word_bytes as usize {
        w if w > 0 && w < len && len % w == 0 => w,
        _ => len,
    };
    // Words from the most significant, each in the target's byte order.
    for i in (0..len / word_len).rev() {
        let part = word >> (8 * word_len * i);
        if tables.object.little_endian {
            out.extend_from_slice(&part.to_le_bytes()[..word_len]);
        } else {
            out.extend_from_slice(&part.to_be_bytes()[16 - word_len..]);
        }
    }
    Ok(())
}
