//! The SME operand fragments: rows and columns of ZA tiles (`za1h.s`,
//! `za3v.d`), the registers and indices that select their slices
//! (`[w12, 3]`), and the tile lists of `zero` (`{za0.s, za2.s}`).
//!
//! FragmentArgs say which: for tile vectors the element size in bits and
//! 1 for a column; for indices the largest.
// Public for `fragments`; each function is described where the `.td`
// names it.
#![allow(missing_docs)]

use super::operands::sub_class;
use super::samplers::sub_register;
use super::vectors::{arg, element_suffix, encoding, numbered, register_class};
use crate::mc::lexer::TokenKind;
use crate::mc::operand_parser::OperandParser;
use crate::mc::print::Printer;
use crate::mc::random::Random;
use crate::mc::tables::{OperandKind, TargetTables};
use crate::mc::{AsmError, MCInst, MCOperand};
use std::fmt::Write;

/// `za<N><h|v>.<size>` split into its number, direction letter and size.
fn tile_vector_word(word: &str) -> Option<(u16, char, String)> {
    let lower = word.to_ascii_lowercase();
    let (name, size) = lower.split_once('.')?;
    let rest = name.strip_prefix("za")?;
    let direction = rest.chars().last().filter(|c| matches!(c, 'h' | 'v'))?;
    let digits = &rest[..rest.len() - 1];
    if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some((digits.parse().ok()?, direction, size.to_string()))
}

fn direction(kind: &OperandKind) -> char {
    if arg(kind, 1) == 1 {
        'v'
    } else {
        'h'
    }
}

/// A row or column of a tile of the operand's size and direction.
pub fn parse_tile_vector(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let want = element_suffix(arg(kind, 0));
    let found = p.peek().filter(|t| t.kind == TokenKind::Ident).and_then(|t| tile_vector_word(t.text));
    let tile = found
        .filter(|(_, d, size)| *d == direction(kind) && *size == want)
        .and_then(|(n, _, _)| numbered(p.tables, register_class(kind), n));
    // The whole array (`za`, `za.d`) is another operand's to complain about.
    let array = p.peek().is_some_and(|t| {
        let w = t.text.to_ascii_lowercase();
        w == "za" || w.starts_with("za.")
    });
    match tile {
        Some(r) => {
            p.pos += 1;
            p.push(MCOperand::Reg(r))
        }
        None if array => Err(p.invalid("")),
        // llvm-mc reads a `za` word that names no tile (`za1h.b`, `za4x.s`)
        // as a symbol, and then balks at a slice after it.
        None if found_symbol(p) => match p.tokens.get(p.pos + 1) {
            Some(next) if next.text == "[" => Err(AsmError::syntax(next.col, "unexpected token in argument list")),
            _ => Err(p.invalid("")),
        },
        None => Err(p.invalid(&kind.diagnostic)),
    }
}

/// Whether the next token is a word llvm-mc takes for a symbol although it
/// looks like a tile: `za` and a digit, but no tile of any size
/// (`za0h.b` to `za15v.q`, `za0.b` to `za15.q`).
fn found_symbol(p: &OperandParser<'_>) -> bool {
    let Some(word) = p.peek().filter(|t| t.kind == TokenKind::Ident).map(|t| t.text.to_ascii_lowercase()) else {
        return false;
    };
    let numbered_tile =
        |n: u16, size: &str| ["b", "h", "s", "d", "q"].iter().position(|s| *s == size).is_some_and(|i| n < 1 << i);
    let tile_vector = tile_vector_word(&word).is_some_and(|(n, _, size)| numbered_tile(n, &size));
    let whole_tile = word
        .strip_prefix("za")
        .and_then(|rest| rest.split_once('.'))
        .is_some_and(|(digits, size)| digits.len() <= 2 && digits.parse::<u16>().is_ok_and(|n| numbered_tile(n, size)));
    word.strip_prefix("za").is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()))
        && !tile_vector
        && !whole_tile
}

pub fn print_tile_vector(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let n = encoding(p.tables, inst.operand(slot));
    let _ = write!(out, "za{n}{}.{}", direction(kind), element_suffix(arg(kind, 0)));
}

/// A register of the operand's class (w12-w15, w8-w11), or its message.
pub fn parse_matrix_index(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let col = p.col();
    match p.register(register_class(kind)) {
        Ok(r) => p.push(MCOperand::Reg(r)),
        Err(_) => Err(AsmError::new(col, kind.diagnostic.clone())),
    }
}

/// An index of 0 up to the operand's largest, with or without `#`; or,
/// for slices of several vectors (args: largest step, vectors per step),
/// the range `first:last`, the slot holding the step.
pub fn parse_sme_index(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let (max, range) = (arg(kind, 0), arg(kind, 1).max(1));
    let start = p.pos;
    let col = p.col();
    p.eat_immediate_prefix();
    let first = p.integer(&kind.diagnostic).ok().filter(|v| *v >= 0 && v % range == 0 && v / range <= max);
    let whole =
        first.filter(|&first| range == 1 || (p.eat_punct(":") && p.integer("").ok() == Some(first + range - 1)));
    match whole {
        Some(first) => p.push(MCOperand::Imm(first / range)),
        None => {
            p.pos = start;
            Err(AsmError::new(col, kind.diagnostic.clone()))
        }
    }
}

/// Whether an alias that writes the index may print for these values.
pub fn is_sme_index(_t: &TargetTables, kind: &OperandKind, values: &[MCOperand]) -> bool {
    matches!(values.first(), Some(MCOperand::Imm(v)) if (0..=arg(kind, 0)).contains(v))
}

/// The index (or its range); with the modifier `hash` as an immediate
/// (`#3`), where ldr and str of ZA write it again as the address's offset.
pub fn print_sme_index(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    kind: &OperandKind,
    modifier: &str,
    out: &mut String,
) {
    let MCOperand::Imm(v) = inst.operand(slot) else { return };
    let hash = if modifier == "hash" { "#" } else { "" };
    match arg(kind, 1) {
        // A range's ends print as immediates (hexadecimal in objdump's
        // style), a single index always in decimal.
        range @ 2.. => {
            p.number(v * range, out);
            out.push(':');
            p.number(v * range + range - 1, out);
        }
        // With `#`, an immediate (hexadecimal in objdump's style).
        _ if !hash.is_empty() => {
            out.push('#');
            p.number(v, out);
        }
        _ => {
            let _ = write!(out, "{v}");
        }
    }
}

//===-- Tile lists ------------------------------------------------------------===//

/// The 64-bit tiles (bits of the mask) tile `n` of `size` covers.
fn tile_mask(n: u16, size: &str) -> Option<u8> {
    let (count, pattern) = match size {
        "b" => (1, 0xff),
        "h" => (2, 0x55),
        "s" => (4, 0x11),
        "d" => (8, 0x01),
        _ => return None,
    };
    (n < count).then(|| (pattern as u8) << n)
}

/// `{za}`, `{}` or a list of tiles of one size; the slot holds the mask of
/// the 64-bit tiles they cover.
pub fn parse_tile_mask(p: &mut OperandParser<'_>, _kind: &'static OperandKind) -> Result<(), AsmError> {
    if !p.eat_punct("{") {
        return Err(p.invalid(""));
    }
    if p.eat_punct("}") {
        return p.push(MCOperand::Imm(0));
    }
    let whole = p.peek().is_some_and(|t| t.kind == TokenKind::Ident && t.text.eq_ignore_ascii_case("za"));
    if whole {
        p.pos += 1;
        if !p.eat_punct("}") {
            return Err(AsmError::syntax(p.col(), "'}' expected"));
        }
        return p.push(MCOperand::Imm(0xff));
    }
    let mut mask = 0u8;
    let mut first_size: Option<String> = None;
    loop {
        let col = p.col();
        let word = p.peek().filter(|t| t.kind == TokenKind::Ident).map(|t| t.text.to_ascii_lowercase());
        let tile = word.as_deref().and_then(|w| {
            let (name, size) = w.split_once('.')?;
            let n: u16 = name.strip_prefix("za")?.parse().ok()?;
            Some((n, size.to_string()))
        });
        let Some((n, size)) = tile else { return Err(AsmError::new(col, "invalid operand for instruction")) };
        if first_size.as_ref().is_some_and(|s| *s != size) {
            return Err(AsmError::new(col, "mismatched register size suffix"));
        }
        let Some(bits) = tile_mask(n, &size) else { return Err(AsmError::new(col, "invalid operand for instruction")) };
        p.pos += 1;
        mask |= bits;
        first_size = Some(size);
        if p.eat_punct("}") {
            return p.push(MCOperand::Imm(mask as i64));
        }
        if !p.eat_punct(",") {
            return Err(AsmError::syntax(p.col(), "'}' expected"));
        }
    }
}

/// The masks llvm-mc prints by name (every other mask prints as its
/// 64-bit tiles).
const NAMED_TILE_MASKS: [(u8, &str); 16] = [
    (0xff, "{za}"),
    (0x55, "{za0.h}"),
    (0xaa, "{za1.h}"),
    (0x11, "{za0.s}"),
    (0x22, "{za1.s}"),
    (0x44, "{za2.s}"),
    (0x88, "{za3.s}"),
    (0x33, "{za0.s,za1.s}"),
    (0x99, "{za0.s,za3.s}"),
    (0x66, "{za1.s,za2.s}"),
    (0xcc, "{za2.s,za3.s}"),
    (0x77, "{za0.s,za1.s,za2.s}"),
    (0xbb, "{za0.s,za1.s,za3.s}"),
    (0xdd, "{za0.s,za2.s,za3.s}"),
    (0xee, "{za1.s,za2.s,za3.s}"),
    (0x00, "{}"),
];

pub fn print_tile_mask(
    _p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let MCOperand::Imm(v) = inst.operand(slot) else { return };
    let mask = v as u8;
    if let Some((_, name)) = NAMED_TILE_MASKS.iter().find(|(m, _)| *m == mask) {
        out.push_str(name);
        return;
    }
    let tiles: Vec<String> = (0..8).filter(|i| mask & (1 << i) != 0).map(|i| format!("za{i}.d")).collect();
    let _ = write!(out, "{{{}}}", tiles.join(", "));
}

pub fn sample_tile_mask(_t: &TargetTables, _kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    out.push(MCOperand::Imm(random.below(256) as i64));
}

//===-- ZA array vectors ---------------------------------------------------------===//

/// `za.<size>[wv, off]` with its group (`, vgx2`, `, vgx4`) and, where the
/// instruction writes several vectors, the range of offsets (`0:3`). Args:
/// element bits, group (0, 2 or 4), offsets per step (1, 2 or 4), the
/// largest field value, and 1 where llvm-mc prints two spaces before the
/// group. Slots: the register (w8-w11), the field (the first offset divided
/// by the range).
pub fn parse_za_array(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let (elem, group, range, max) = (arg(kind, 0), arg(kind, 1), arg(kind, 2).max(1), arg(kind, 3));
    let start = p.pos;
    let col = p.col();
    let want = format!("za.{}", element_suffix(elem));
    let word = p.peek().filter(|t| t.kind == TokenKind::Ident).map(|t| t.text.to_ascii_lowercase());
    let array = word.as_deref().is_some_and(|w| w == "za" || w.starts_with("za."));
    if !array || p.tokens.get(p.pos + 1).is_none_or(|t| t.text != "[") {
        return Err(AsmError::invalid_operand(col, "invalid operand for instruction"));
    }
    if word.as_deref() != Some(want.as_str()) {
        let message = format!("invalid matrix operand, expected suffix .{}", element_suffix(elem));
        return Err(AsmError::invalid_operand(col, message));
    }
    p.pos += 2;
    let register_col = p.col();
    let Ok(rv) = p.register(sub_class(p, kind, 0)) else {
        p.pos = start;
        return Err(AsmError::new(register_col, "operand must be a register in range [w8, w11]"));
    };
    if !p.eat_punct(",") {
        p.pos = start;
        return Err(AsmError::syntax(p.col(), "expected ','"));
    }
    let offset_col = p.col();
    let largest = max * range;
    let message = if range == 1 {
        format!("immediate must be an integer in range [0, {largest}].")
    } else {
        format!("immediate must be an immediate range of {range} in [0, {}].", largest + range - 1)
    };
    p.eat_immediate_prefix();
    let first = p.integer(&message).ok().filter(|v| (0..=largest).contains(v) && v % range == 0);
    let Some(first) = first else {
        p.pos = start;
        return Err(AsmError::new(offset_col, message));
    };
    if range > 1 {
        let last_ok = p.eat_punct(":") && p.integer(&message).is_ok_and(|last| last == first + range - 1);
        if !last_ok {
            p.pos = start;
            return Err(AsmError::new(offset_col, message));
        }
    }
    if p.eat_punct(",") {
        let written = p.peek().map(|t| t.text.to_ascii_lowercase());
        let ok = group != 0 && written.as_deref() == Some(&format!("vgx{group}"));
        if !ok {
            p.pos = start;
            return Err(AsmError::new(p.col(), "invalid vector select offset"));
        }
        p.pos += 1;
    }
    if !p.eat_punct("]") {
        p.pos = start;
        return Err(AsmError::syntax(p.col(), "']' expected"));
    }
    p.push(MCOperand::Reg(rv))?;
    p.push(MCOperand::Imm(first / range))
}

pub fn print_za_array(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let (elem, group, range) = (arg(kind, 0), arg(kind, 1), arg(kind, 2).max(1));
    let register = match inst.operand(slot) {
        MCOperand::Reg(r) => p.tables.registers.get(r as usize).map_or("", |r| r.asm_name.as_str()),
        _ => "",
    };
    let first = match inst.operand(slot + 1) {
        MCOperand::Imm(v) => v * range,
        _ => 0,
    };
    let _ = write!(out, "za.{}[{register}, ", element_suffix(elem));
    if range > 1 {
        p.number(first, out);
        out.push(':');
        p.number(first + range - 1, out);
    } else {
        let _ = write!(out, "{first}");
    }
    if group != 0 {
        let space = if arg(kind, 4) == 1 { "  " } else { " " };
        let _ = write!(out, ",{space}vgx{group}");
    }
    out.push(']');
}

pub fn sample_za_array(t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    out.push(sub_register(t, kind, 0, random));
    out.push(MCOperand::Imm(random.range(0, arg(kind, 3))));
}
