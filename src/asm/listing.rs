//! `-show-encoding` lines as llvm-mc writes them: the printed instruction,
//! its bytes with the bits a symbol fills shown as a fixup's letter, and a
//! line per fixup naming its offset, value and kind.

use super::relocate::unit_offset;
use crate::mc::modrm;
use crate::mc::print::Printer;
use crate::mc::tables::{FixupKind, InstInfo, OperandClass, OperandKind};
use crate::mc::{MCInst, MCOperand, TargetTables};
use std::fmt::Write;

/// A fixup as a listing shows it.
struct Listed<'a> {
    /// Its first byte in the instruction.
    offset: u64,
    /// Per byte of the instruction, the bits it covers (bit j: the byte's
    /// bit of value 2^j).
    bits: Vec<u8>,
    /// The operand's expression.
    value: String,
    /// The fixup kind's name.
    kind: &'a str,
}

/// One `-show-encoding` line: the instruction, then its bytes in a comment
/// that llvm-mc starts at column 40 after the leading tab (a tab inside the
/// text advances to the next multiple of 8, or not at all when already at
/// one), the bits of fixup `i` shown as its letter (A, B, ...); then each
/// fixup and the printer's note, if any, as comment lines of their own at
/// the same column. `modrm_fixups` are a variable-length encoding's; a
/// fixed-width instruction's come from its symbol operands.
pub(super) fn listing_line(
    printer: &Printer<'_>,
    inst: &MCInst,
    bytes: &[u8],
    modrm_fixups: &[modrm::Fixup],
    out: &mut String,
) {
    let tables = printer.tables;
    let comment = tables.syntax.comment_strings.first().map_or("#", String::as_str);
    out.push('\t');
    let text_start = out.len();
    let note = printer.print_with_note(inst, out);
    let mut col = 0usize;
    for c in out[text_start..].chars() {
        // llvm's column counter: a tab already at a multiple of 8 adds nothing.
        col = if c == '\t' { col + (8 - col % 8) % 8 } else { col + 1 };
    }
    let pad = if col < 40 { 40 - col } else { 1 };
    out.extend(std::iter::repeat_n(' ', pad));
    let fixups = match tables.instructions.get(inst.opcode as usize) {
        Some(info) if info.modrm.is_none() => fixed_width_fixups(printer, info, inst, bytes.len()),
        _ => modrm_fixups.iter().map(|f| from_modrm(printer, inst, f, bytes.len())).collect(),
    };
    let _ = write!(out, "{comment} encoding: [");
    for (i, &b) in bytes.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        write_byte(b, i, &fixups, out);
    }
    out.push_str("]\n");
    for (k, f) in fixups.iter().enumerate() {
        let _ = writeln!(
            out,
            "{:40}{comment}   fixup {} - offset: {}, value: {}, kind: {}",
            "",
            letter(k),
            f.offset,
            f.value,
            f.kind
        );
    }
    if let Some(note) = note {
        let _ = writeln!(out, "{:40}{comment} {note}", "");
    }
}

fn letter(k: usize) -> char {
    (b'A' + (k as u8 % 26)) as char
}

/// Byte `i` (value `b`): plain hex when no fixup covers any of its bits;
/// when one covers all of them, its letter (after the value, `0x10'A'`,
/// when the byte is not zero); otherwise bit by bit from the high one.
fn write_byte(b: u8, i: usize, fixups: &[Listed<'_>], out: &mut String) {
    // A later fixup wins a bit two cover, as in llvm-mc.
    let owner = |j: u32| fixups.iter().rposition(|f| f.bits.get(i).is_some_and(|m| m >> j & 1 != 0));
    let first = owner(0);
    if (1..8).all(|j| owner(j) == first) {
        match first {
            None => {
                let _ = write!(out, "0x{b:02x}");
            }
            Some(k) if b != 0 => {
                let _ = write!(out, "0x{b:02x}'{}'", letter(k));
            }
            Some(k) => out.push(letter(k)),
        }
        return;
    }
    out.push_str("0b");
    for j in (0..8).rev() {
        out.push(match owner(j) {
            Some(k) => letter(k),
            None if b >> j & 1 != 0 => '1',
            None => '0',
        });
    }
}

/// A variable-length encoding's fixup: whole bytes.
fn from_modrm<'a>(printer: &Printer<'a>, inst: &MCInst, f: &modrm::Fixup, len: usize) -> Listed<'a> {
    let mut bits = vec![0u8; len];
    let end = (f.offset as usize + f.size as usize).min(len);
    bits[(f.offset as usize).min(end)..end].fill(0xff);
    let kind = super::modrm_fixups::fixup_kind(printer.symbols, inst, f);
    Listed { offset: f.offset as u64, bits, value: modrm_fixup_value(printer, inst, f, len), kind }
}

/// A fixup's value as llvm-mc prints it: the operand's expression, less
/// the distance to the end of the instruction when it is PC-relative
/// (`foo-4`, or `(foo+8)-4` for a symbol with an addend).
fn modrm_fixup_value(printer: &Printer<'_>, inst: &MCInst, f: &modrm::Fixup, len: usize) -> String {
    let operand = inst.operand(f.slot as usize);
    let mut expression = String::new();
    match printer.tables.operand_kind_of_slot(inst.opcode, f.slot as usize) {
        Some(kind) => printer.expression(operand, kind, &mut expression),
        None => printer.operand(operand, &mut expression),
    }
    let to_end = len - f.uncounted as usize - f.offset as usize;
    match operand {
        _ if !f.pc_relative || to_end == 0 => expression,
        MCOperand::Expr { addend: 0, .. } => format!("{expression}-{to_end}"),
        MCOperand::Expr { symbol, .. } if printer.symbols.is_absolute(symbol) => format!("{expression}-{to_end}"),
        _ => format!("({expression})-{to_end}"),
    }
}

/// The fixups of a fixed-width instruction: one per operand naming a
/// symbol, at the operand's relocation offset, of the kind its description
/// gives for the symbol's relocation operator (an operand made of
/// sub-operands may leave the kinds to the one holding the symbol).
fn fixed_width_fixups<'a>(printer: &Printer<'a>, info: &'a InstInfo, inst: &MCInst, len: usize) -> Vec<Listed<'a>> {
    let tables: &'a TargetTables = printer.tables;
    let mut fixups = Vec::new();
    for op in &info.operands {
        let slot = op.first_slot as usize;
        let operand = inst.operand(slot);
        let MCOperand::Expr { modifier, .. } = operand else { continue };
        let kind = &tables.operand_kinds[op.kind as usize];
        let modifier_name = (modifier as usize).checked_sub(1).and_then(|m| kind.reloc_modifiers.get(m));
        let fixup_kind = fixup_kind(tables, kind, modifier_name.map_or("", |m| m.name.as_str()));
        let offset = unit_offset(tables, info, slot, kind);
        let mut bits = vec![0u8; len];
        match fixup_kind.and_then(|k| k.bits) {
            Some((first, count)) => {
                let little = tables.object.little_endian;
                for b in offset as usize * 8 + first as usize..offset as usize * 8 + first as usize + count as usize {
                    let j = if little { b % 8 } else { 7 - b % 8 };
                    if let Some(m) = bits.get_mut(b / 8) {
                        *m |= 1 << j;
                    }
                }
            }
            None => {
                for field in info.fields.iter().filter(|f| f.slot as usize == slot) {
                    for bit in field.inst_bit as u32..field.inst_bit as u32 + field.width as u32 {
                        if let Some((byte, j)) = bit_position(tables, info, bit) {
                            bits[byte] |= 1 << j;
                        }
                    }
                }
            }
        }
        let mut value = String::new();
        printer.expression(operand, kind, &mut value);
        fixups.push(Listed { offset, bits, value, kind: fixup_kind.map_or("", |k| k.name.as_str()) });
    }
    fixups
}

/// The kind for a symbol with relocation operator `modifier` ("" for none)
/// in an operand of `kind`: its entry for the operator, else its plain one;
/// an operand with no kinds defers to the sub-operand holding the symbol.
fn fixup_kind<'a>(tables: &'a TargetTables, kind: &'a OperandKind, modifier: &str) -> Option<&'a FixupKind> {
    let kinds = match (&kind.class, kind.sub_kinds.first()) {
        (OperandClass::Custom { .. }, Some(&sub)) if kind.fixup_kinds.is_empty() => {
            &tables.operand_kinds[sub as usize].fixup_kinds
        }
        _ => &kind.fixup_kinds,
    };
    kinds.iter().find(|k| k.modifier == modifier).or_else(|| kinds.iter().find(|k| k.modifier.is_empty()))
}

/// Where bit `bit` of a fixed-width encoding lands in its bytes, as the
/// encoder writes them (words from the most significant, each in the
/// target's byte order): the byte and the bit within it.
fn bit_position(tables: &TargetTables, info: &InstInfo, bit: u32) -> Option<(usize, u32)> {
    let len = info.encoding_bits as usize / 8;
    let word_len = match tables.object.instruction_word_bytes as usize {
        w if w > 0 && w < len && len % w == 0 => w,
        _ => len,
    };
    let (word_bits, words) = (8 * word_len as u32, len / word_len);
    let word_from_low = (bit / word_bits) as usize;
    if word_from_low >= words {
        return None;
    }
    let significance = ((bit % word_bits) / 8) as usize;
    let in_word = if tables.object.little_endian { significance } else { word_len - 1 - significance };
    Some(((words - 1 - word_from_low) * word_len + in_word, bit % 8))
}
