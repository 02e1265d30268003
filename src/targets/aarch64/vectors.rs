//! The Advanced SIMD operand fragments: vector registers with an
//! arrangement (`v3.4s`), lane registers (`v3.s`, before an index
//! `[1]`), register lists (`{ v0.16b, v1.16b }`, `{ v0.s - v3.s }`) and
//! post-index registers that stand for an immediate (`[x0], #16`).
//!
//! Apple's syntax (variant 1) writes them bare, `v3` and `{ v0, v1 }`:
//! the arrangement follows the mnemonic (`add.4s`).
//!
//! Their `FragmentArgs` say which: an element size in bits and a number
//! of lanes (0: the lane form, `.s`), and for lists the number of
//! registers first. Each operand is one slot, the register (a list's
//! first), so the generic encoder places its number.
// Public for `fragments`; each function is described where the `.td`
// names it.
#![allow(missing_docs)]

use crate::mc::lexer::TokenKind;
use crate::mc::operand_parser::OperandParser;
use crate::mc::print::Printer;
use crate::mc::random::Random;
use crate::mc::tables::{OperandClass, OperandKind, TargetTables};
use crate::mc::{AsmError, MCInst, MCOperand};
use std::fmt::Write;

/// The letter of an element size.
pub(super) fn element_suffix(bits: i64) -> &'static str {
    match bits {
        8 => "b",
        16 => "h",
        32 => "s",
        64 => "d",
        128 => "q",
        _ => "",
    }
}

/// The arrangement an operand of `kind` takes: `lanes` then the element
/// letter (`4s`), or the letter alone for the lane form (`s`).
fn arrangement(elem: i64, lanes: i64) -> String {
    if lanes == 0 {
        element_suffix(elem).to_string()
    } else {
        format!("{lanes}{}", element_suffix(elem))
    }
}

/// The arrangement written with an operand: none in Apple's syntax.
fn written_arrangement(apple: bool, elem: i64, lanes: i64) -> String {
    if apple {
        String::new()
    } else {
        arrangement(elem, lanes)
    }
}

/// Fragment argument `i` of `kind` (0 when absent).
pub(super) fn arg(kind: &OperandKind, i: usize) -> i64 {
    kind.args.get(i).copied().unwrap_or(0)
}

/// The class a register operand's register belongs to.
pub(super) fn register_class(kind: &OperandKind) -> u16 {
    match kind.class {
        OperandClass::Custom { reg_class: Some(c), .. } | OperandClass::Register { class: c } => c,
        _ => u16::MAX,
    }
}

/// `v12.4s` (any case) as (12, "4s"); `v12` as (12, "").
pub(super) fn vector_word(word: &str, prefix: &str) -> Option<(u16, String)> {
    let lower = word.to_ascii_lowercase();
    let (name, kind) = lower.split_once('.').unwrap_or((&lower, ""));
    let digits = name.strip_prefix(prefix)?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.len() > 2 {
        return None;
    }
    let n: u16 = digits.parse().ok()?;
    (n < 32).then(|| (n, kind.to_string()))
}

/// The arrangements llvm-mc knows for Advanced SIMD registers; others are
/// "invalid vector kind qualifier" whatever the instruction.
fn known_kind(kind: &str) -> bool {
    matches!(
        kind,
        "" | "1d"
            | "2d"
            | "2s"
            | "4s"
            | "1q"
            | "2h"
            | "4h"
            | "8h"
            | "2b"
            | "4b"
            | "8b"
            | "16b"
            | "b"
            | "h"
            | "s"
            | "d"
            | "q"
    )
}

/// The register numbered `n` in class `class`.
pub(super) fn numbered(t: &TargetTables, class: u16, n: u16) -> Option<u16> {
    let members = &t.reg_classes.get(class as usize)?.members;
    members.iter().copied().find(|&r| t.registers[r as usize].encoding == n)
}

/// A register operand's hardware encoding (0 for anything else).
pub(super) fn encoding(t: &TargetTables, op: MCOperand) -> u16 {
    match op {
        MCOperand::Reg(r) => t.registers.get(r as usize).map_or(0, |r| r.encoding),
        _ => 0,
    }
}

/// The vector register at the cursor: (number, arrangement, column), not
/// consumed; `Err` for a malformed arrangement.
fn peek_vector(p: &OperandParser<'_>, prefix: &str) -> Result<Option<(u16, String, u32)>, AsmError> {
    let Some(t) = p.peek().filter(|t| t.kind == TokenKind::Ident) else { return Ok(None) };
    let Some((n, kind)) = vector_word(t.text, prefix) else { return Ok(None) };
    if prefix == "v" && !known_kind(&kind) {
        return Err(AsmError::syntax(t.col, "invalid vector kind qualifier"));
    }
    Ok(Some((n, kind, t.col)))
}

//===-- Registers with an arrangement, and lane registers ------------------===//

/// `vN.<lanes><size>` (args: element bits, lanes), or with 0 lanes the
/// lane form `vN.<size>` that an index follows.
pub fn parse_vreg(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let want = written_arrangement(p.tables.syntax.variant != 0, arg(kind, 0), arg(kind, 1));
    match peek_vector(p, "v")? {
        Some((n, k, _)) if k == want => match numbered(p.tables, register_class(kind), n) {
            Some(r) => {
                p.pos += 1;
                p.push(MCOperand::Reg(r))
            }
            None => Err(p.invalid("")),
        },
        _ => Err(p.invalid("")),
    }
}

pub fn print_vreg(p: &Printer<'_>, inst: &MCInst, slot: usize, kind: &OperandKind, _modifier: &str, out: &mut String) {
    let n = encoding(p.tables, inst.operand(slot));
    let _ = write!(out, "v{n}");
    if p.variant() == 0 {
        let _ = write!(out, ".{}", arrangement(arg(kind, 0), arg(kind, 1)));
    }
}

//===-- Register lists -----------------------------------------------------===//

/// A list as written: first register number, count, arrangement, and the
/// distance from each register to the next (1 in a range).
struct WrittenList {
    first: u16,
    count: u16,
    kind: String,
    stride: u16,
}

/// `{ vA.k, vB.k, ... }` or `{ vA.k - vB.k }`; llvm-mc's errors for
/// malformed lists. As llvm-mc, the registers of a comma list need only
/// keep the distance between the first two (modulo 32); an arrangement's
/// list then asks for 1, a bare list (Apple's syntax) for none.
fn parse_list(p: &mut OperandParser<'_>, prefix: &str, limit: u16) -> Result<Option<WrittenList>, AsmError> {
    if p.peek().is_none_or(|t| t.text != "{") {
        return Ok(None);
    }
    let start = p.pos;
    p.pos += 1;
    let Some((first, kind, _)) = peek_vector(p, prefix)? else {
        p.pos = start;
        return Ok(None);
    };
    p.pos += 1;
    let mut count = 1u16;
    let mut stride = 1u16;
    if p.peek().is_some_and(|t| t.text == "-") {
        p.pos += 1;
        let Some((last, k2, col)) = peek_vector(p, prefix)? else { return Err(p.invalid("")) };
        if k2 != kind {
            return Err(AsmError::syntax(col, "mismatched register size suffix"));
        }
        p.pos += 1;
        count = (last + 32 - first) % 32 + 1;
        if count > limit {
            return Err(AsmError::syntax(col, "invalid number of vectors"));
        }
    } else {
        while p.peek().is_some_and(|t| t.text == ",") {
            p.pos += 1;
            let Some((n, k2, col)) = peek_vector(p, prefix)? else { return Err(p.invalid("")) };
            if k2 != kind {
                return Err(AsmError::syntax(col, "mismatched register size suffix"));
            }
            let previous = (first + (count - 1) * stride) % 32;
            if count == 1 {
                stride = match (n + 32 - previous) % 32 {
                    0 => 32,
                    s => s,
                };
            } else if n != (previous + stride) % 32 {
                return Err(AsmError::syntax(col, "registers must have the same sequential stride"));
            }
            p.pos += 1;
            count += 1;
            if count > limit {
                return Err(AsmError::syntax(col, "invalid number of vectors"));
            }
        }
    }
    if !p.eat_punct("}") {
        return Err(AsmError::syntax(p.col(), "'}' expected"));
    }
    Ok(Some(WrittenList { first, count, kind, stride }))
}

/// `{ v0.16b, v1.16b }` (args: registers, element bits, lanes; 0 lanes
/// for the lane lists of single-structure loads, `{ v0.s, v1.s }`).
pub fn parse_vlist(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let col = p.col();
    let start = p.pos;
    let want = written_arrangement(p.tables.syntax.variant != 0, arg(kind, 1), arg(kind, 2));
    match parse_list(p, "v", 4)? {
        Some(l) if l.count as i64 == arg(kind, 0) && l.kind == want && (want.is_empty() || l.stride == 1) => {
            match numbered(p.tables, register_class(kind), l.first) {
                Some(r) => p.push(MCOperand::Reg(r)),
                None => Err(AsmError::invalid_operand(col, "invalid operand for instruction")),
            }
        }
        _ => {
            p.pos = start;
            Err(p.invalid(""))
        }
    }
}

pub fn print_vlist(p: &Printer<'_>, inst: &MCInst, slot: usize, kind: &OperandKind, _modifier: &str, out: &mut String) {
    let first = encoding(p.tables, inst.operand(slot)) as i64;
    let arr = written_arrangement(p.variant() != 0, arg(kind, 1), arg(kind, 2));
    out.push_str("{ ");
    for i in 0..arg(kind, 0) {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "v{}", (first + i) % 32);
        if !arr.is_empty() {
            let _ = write!(out, ".{arr}");
        }
    }
    out.push_str(" }");
}

//===-- Post-index registers -----------------------------------------------===//

/// The post-index of a structure load or store: an x register, or the
/// immediate `#N` (args: N, the bytes transferred), which the encoding
/// holds as register 31 (xzr).
pub fn parse_postidx(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let class = register_class(kind);
    let t = p.tables;
    // xzr too, which is the immediate form.
    if let Some(r) = p.registers.get(p.pos).copied().flatten() {
        if t.reg_classes[class as usize].contains(r) {
            p.pos += 1;
            return p.push(MCOperand::Reg(r));
        }
        return Err(p.invalid(""));
    }
    let col = p.col();
    let start = p.pos;
    p.eat_immediate_prefix();
    let v = p.integer("")?;
    let zero = numbered(t, class, 31);
    match zero {
        Some(r) if v == arg(kind, 0) => p.push(MCOperand::Reg(r)),
        _ => {
            p.pos = start;
            Err(AsmError::invalid_operand(col, "invalid operand for instruction"))
        }
    }
}

pub fn print_postidx(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    if encoding(p.tables, inst.operand(slot)) == 31 {
        let _ = write!(out, "#{}", arg(kind, 0));
    } else {
        p.operand(inst.operand(slot), out);
    }
}

//===-- Shifts by an immediate ---------------------------------------------===//

fn slot_imm(inst: &MCInst, slot: usize) -> i64 {
    match inst.operand(slot) {
        MCOperand::Imm(v) => v,
        _ => 0,
    }
}

/// The bits of immh:immb below the element size's for a right shift: the
/// element size (args) minus the amount, modulo the size.
pub fn encode_shift_right(_t: &TargetTables, kind: &OperandKind, inst: &MCInst, slot: usize) -> u64 {
    let esize = arg(kind, 0);
    ((esize - slot_imm(inst, slot)).rem_euclid(esize.max(1))) as u64
}

//===-- Modified immediates ------------------------------------------------===//
//
// Two slots: the 8-bit value and the shift in units of 8 (lsl) or the
// msl form (0 for msl #8, 1 for msl #16). FragmentArgs: the largest lsl
// amount (0, 8 or 24), or -1 for msl.

fn imm8(p: &mut OperandParser<'_>) -> Result<i64, AsmError> {
    let col = p.col();
    p.eat_immediate_prefix();
    let v = p.integer("immediate must be an integer in range [0, 255].")?;
    if !(0..=255).contains(&v) {
        return Err(AsmError::new(col, "immediate must be an integer in range [0, 255]."));
    }
    Ok(v)
}

pub fn parse_mod_imm(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let value = imm8(p)?;
    let max = arg(kind, 0);
    let mut shift = 0;
    let written =
        p.peek().is_some_and(|t| t.text == ",") && p.tokens.get(p.pos + 1).is_some_and(|t| t.kind == TokenKind::Ident);
    if written {
        let word = p.tokens[p.pos + 1].text.to_ascii_lowercase();
        let col = p.tokens[p.pos + 1].col;
        let want = if max < 0 { "msl" } else { "lsl" };
        if word != want {
            return Err(AsmError::invalid_operand(col, "invalid operand for instruction"));
        }
        p.pos += 2;
        p.eat_immediate_prefix();
        let amount = p.integer("")?;
        shift = match (max < 0, amount) {
            (true, 8) => 0,
            (true, 16) => 1,
            (false, a) if a % 8 == 0 && (0..=max).contains(&a) => a / 8,
            _ => return Err(AsmError::invalid_operand(col, "invalid operand for instruction")),
        };
    } else if max < 0 {
        // msl must be written.
        return Err(p.invalid(""));
    }
    p.push(MCOperand::Imm(value))?;
    p.push(MCOperand::Imm(shift))
}

pub fn print_mod_imm(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let (value, shift) = (slot_imm(inst, slot), slot_imm(inst, slot + 1));
    out.push('#');
    p.number(value, out);
    if arg(kind, 0) < 0 {
        let _ = write!(out, ", msl #{}", 8 << shift);
    } else if shift != 0 {
        let _ = write!(out, ", lsl #{}", shift * 8);
    }
}

pub fn sample_mod_imm(_t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    out.push(MCOperand::Imm(random.range(0, 255)));
    let max = arg(kind, 0);
    out.push(MCOperand::Imm(if max < 0 { random.range(0, 1) } else { random.range(0, max / 8) }));
}

/// A 64-bit value whose bytes are each 0x00 or 0xff, as `movi d0` and
/// `movi v0.2d` take it; the slot holds one bit per byte.
pub fn parse_byte_mask(p: &mut OperandParser<'_>, _kind: &'static OperandKind) -> Result<(), AsmError> {
    let col = p.col();
    p.eat_immediate_prefix();
    let v = p.integer("")? as u64;
    let mut mask = 0;
    for i in 0..8 {
        match v >> (i * 8) & 0xff {
            0 => {}
            0xff => mask |= 1 << i,
            _ => return Err(AsmError::invalid_operand(col, "invalid operand for instruction")),
        }
    }
    p.push(MCOperand::Imm(mask))
}

/// As llvm-mc prints it: `%#016llx`, 0x and at least 14 digits, but zero
/// as sixteen zeros.
pub fn print_byte_mask(
    _p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let mask = slot_imm(inst, slot);
    let value = (0..8).filter(|i| mask >> i & 1 != 0).fold(0u64, |v, i| v | 0xff << (i * 8));
    if value == 0 {
        out.push_str("#0000000000000000");
    } else {
        let _ = write!(out, "#{value:#016x}");
    }
}

pub fn sample_byte_mask(_t: &TargetTables, _kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    out.push(MCOperand::Imm(random.range(0, 255)));
}
