//! The SVE operand fragments: Z and P registers with their element size
//! (`z3.s`, `p1.b`), predicates with a qualifier (`p0/z`, `p0/m`),
//! register lists (`{ z0.s, z1.s }`, `{ z0.s - z3.s }`, strided
//! `{ z0.s, z8.s }`), and the immediates SVE writes its own way.
//!
//! FragmentArgs say which: an element size in bits (0: no suffix), and
//! for predicates the qualifier, for lists the count and stride.
// Public for `fragments`; each function is described where the `.td`
// names it.
#![allow(missing_docs)]

use super::bitmask;
use super::vectors::{element_suffix, numbered, vector_word};
use crate::mc::lexer::TokenKind;
use crate::mc::operand_parser::OperandParser;
use crate::mc::print::Printer;
use crate::mc::random::Random;
use crate::mc::tables::{OperandClass, OperandKind, TargetTables};
use crate::mc::{AsmError, MCInst, MCOperand};
use std::fmt::Write;

fn arg(kind: &OperandKind, i: usize) -> i64 {
    kind.args.get(i).copied().unwrap_or(0)
}

fn slot_imm(inst: &MCInst, slot: usize) -> i64 {
    match inst.operand(slot) {
        MCOperand::Imm(v) => v,
        _ => 0,
    }
}

fn register_class(kind: &OperandKind) -> u16 {
    match kind.class {
        OperandClass::Custom { reg_class: Some(c), .. } | OperandClass::Register { class: c } => c,
        _ => u16::MAX,
    }
}

fn diagnostic<'k>(kind: &'k OperandKind) -> &'k str {
    if kind.diagnostic.is_empty() {
        "invalid operand for instruction"
    } else {
        &kind.diagnostic
    }
}

fn encoding(t: &TargetTables, op: MCOperand) -> u16 {
    match op {
        MCOperand::Reg(r) => t.registers.get(r as usize).map_or(0, |r| r.encoding),
        _ => 0,
    }
}

/// The element size suffix SVE registers take: "" for none.
fn suffix(bits: i64) -> String {
    if bits == 0 {
        String::new()
    } else {
        format!(".{}", element_suffix(bits))
    }
}

/// The register prefix of a predicate operand (FragmentArgs[2]: 1 for
/// predicate-as-counter registers).
fn predicate_prefix(kind: &OperandKind) -> &'static str {
    if arg(kind, 2) == 1 {
        "pn"
    } else {
        "p"
    }
}

//===-- Z and P registers --------------------------------------------------===//

/// `zN.<size>` (args: element bits; 0 for a plain `zN`).
pub fn parse_zreg(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let want = suffix(arg(kind, 0));
    let found = p.peek().filter(|t| t.kind == TokenKind::Ident).and_then(|t| vector_word(t.text, "z"));
    match found {
        Some((n, k)) if suffix_of(&k) == want => match numbered(p.tables, register_class(kind), n) {
            Some(r) => {
                p.pos += 1;
                p.push(MCOperand::Reg(r))
            }
            None => Err(p.invalid(diagnostic(kind))),
        },
        _ => Err(p.invalid(diagnostic(kind))),
    }
}

fn suffix_of(kind: &str) -> String {
    if kind.is_empty() {
        String::new()
    } else {
        format!(".{kind}")
    }
}

pub fn print_zreg(p: &Printer<'_>, inst: &MCInst, slot: usize, kind: &OperandKind, _modifier: &str, out: &mut String) {
    let _ = write!(out, "z{}{}", encoding(p.tables, inst.operand(slot)), suffix(arg(kind, 0)));
}

/// `pN.<size>`, `pN/z` or `pN/m` (args: element bits, qualifier 0 none,
/// 1 /z, 2 /m; prefix 0 p, 1 pn).
pub fn parse_preg(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let want = suffix(arg(kind, 0));
    let prefix = predicate_prefix(kind);
    let found = p.peek().filter(|t| t.kind == TokenKind::Ident).and_then(|t| vector_word(t.text, prefix));
    let reg = match found {
        Some((n, k)) if suffix_of(&k) == want && (prefix == "pn" || n < 16) => {
            numbered(p.tables, register_class(kind), n)
        }
        _ => None,
    };
    let Some(r) = reg else { return Err(p.invalid(diagnostic(kind))) };
    let qualifier = arg(kind, 1);
    if qualifier != 0 {
        let letter = if qualifier == 1 { "z" } else { "m" };
        let ok = p.tokens.get(p.pos + 1).is_some_and(|t| t.text == "/")
            && p.tokens.get(p.pos + 2).is_some_and(|t| t.text.eq_ignore_ascii_case(letter));
        if !ok {
            return Err(p.invalid(diagnostic(kind)));
        }
        p.pos += 2;
    } else if p.tokens.get(p.pos + 1).is_some_and(|t| t.text == "/") {
        return Err(p.invalid(diagnostic(kind)));
    }
    p.pos += 1;
    p.push(MCOperand::Reg(r))
}

pub fn print_preg(p: &Printer<'_>, inst: &MCInst, slot: usize, kind: &OperandKind, _modifier: &str, out: &mut String) {
    let n = encoding(p.tables, inst.operand(slot));
    let _ = write!(out, "{}{n}{}", predicate_prefix(kind), suffix(arg(kind, 0)));
    match arg(kind, 1) {
        1 => out.push_str("/z"),
        2 => out.push_str("/m"),
        _ => {}
    }
}

//===-- Register lists -----------------------------------------------------===//
//
// FragmentArgs: [registers, element bits, stride, 1 for predicate lists].
// The slot holds the first register; its class says which may start a
// list (multiples of the count for the multi-vector groups of SME2).

fn list_prefix(kind: &OperandKind) -> &'static str {
    if arg(kind, 3) == 1 {
        "p"
    } else {
        "z"
    }
}

fn list_modulus(kind: &OperandKind) -> u16 {
    if arg(kind, 3) == 1 {
        16
    } else {
        32
    }
}

pub fn parse_zlist(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let (count, stride) = (arg(kind, 0) as u16, arg(kind, 2).max(1) as u16);
    let want = suffix(arg(kind, 1));
    let prefix = list_prefix(kind);
    let modulus = list_modulus(kind);
    let start = p.pos;
    let col = p.col();
    let fail = |p: &mut OperandParser<'_>| {
        p.pos = start;
        Err(AsmError::invalid_operand(col, diagnostic(kind)))
    };
    if !p.eat_punct("{") {
        return Err(p.invalid(diagnostic(kind)));
    }
    let reg_at = |p: &OperandParser<'_>| {
        p.peek().filter(|t| t.kind == TokenKind::Ident).and_then(|t| vector_word(t.text, prefix))
    };
    let Some((first, k)) = reg_at(p) else { return fail(p) };
    if suffix_of(&k) != want {
        return fail(p);
    }
    p.pos += 1;
    let mut n = 1u16;
    if p.eat_punct("-") {
        let Some((last, k2)) = reg_at(p) else { return fail(p) };
        if suffix_of(&k2) != want {
            return fail(p);
        }
        p.pos += 1;
        n = ((last + modulus - first) % modulus) / stride + 1;
        if (first + (n - 1) * stride) % modulus != last {
            return fail(p);
        }
    } else {
        while p.eat_punct(",") {
            let Some((r, k2)) = reg_at(p) else { return fail(p) };
            if suffix_of(&k2) != want || r != (first + n * stride) % modulus {
                return fail(p);
            }
            p.pos += 1;
            n += 1;
        }
    }
    if !p.eat_punct("}") || n != count {
        return fail(p);
    }
    match numbered(p.tables, register_class(kind), first) {
        Some(r) => p.push(MCOperand::Reg(r)),
        None => fail(p),
    }
}

/// As llvm-mc: consecutive lists of more than two registers that do not
/// wrap print as a range, others register by register.
pub fn print_zlist(p: &Printer<'_>, inst: &MCInst, slot: usize, kind: &OperandKind, _modifier: &str, out: &mut String) {
    let first = encoding(p.tables, inst.operand(slot));
    let (count, stride) = (arg(kind, 0) as u16, arg(kind, 2).max(1) as u16);
    let (prefix, sfx, modulus) = (list_prefix(kind), suffix(arg(kind, 1)), list_modulus(kind));
    let last = first + (count - 1) * stride;
    if count > 2 && stride == 1 && last < modulus {
        let _ = write!(out, "{{ {prefix}{first}{sfx} - {prefix}{last}{sfx} }}");
        return;
    }
    out.push_str("{ ");
    for i in 0..count {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "{prefix}{}{sfx}", (first + i * stride) % modulus);
    }
    out.push_str(" }");
}

//===-- Immediates ---------------------------------------------------------===//

/// An 8-bit immediate with an optional `lsl #8`, or a multiple of 256
/// that takes the shift by itself (args: 1 signed, element bits; bytes
/// take no shift). Slots: the 8 bits and the shift (0 or 1).
pub fn parse_sve_shifted_imm(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let col = p.col();
    let (signed, elem) = (arg(kind, 0) != 0, arg(kind, 1));
    let (lo, hi) = if signed { (-128, 127) } else { (0, 255) };
    p.eat_immediate_prefix();
    let mut v = p.integer(diagnostic(kind))?;
    // A signed value wraps at the element's width (`mov z0.h, #65280` is
    // #-256).
    if signed && elem < 64 && (1i64 << (elem - 1)..1i64 << elem).contains(&v) {
        v -= 1i64 << elem;
    }
    let written_shift = p.peek().is_some_and(|t| t.text == ",")
        && p.tokens.get(p.pos + 1).is_some_and(|t| t.text.eq_ignore_ascii_case("lsl"));
    let (imm, shift) = if written_shift {
        p.pos += 2;
        p.eat_immediate_prefix();
        let amount = p.integer(diagnostic(kind))?;
        match amount {
            0 => (v, 0),
            8 if elem != 8 => (v, 1),
            _ => return Err(AsmError::new(col, diagnostic(kind))),
        }
    } else if (lo..=hi).contains(&v) || (elem == 8 && (-128..=255).contains(&v)) {
        (v, 0)
    } else if elem != 8 && v % 256 == 0 && (lo..=hi).contains(&(v / 256)) {
        (v / 256, 1)
    } else {
        return Err(AsmError::new(col, diagnostic(kind)));
    };
    let fits = (lo..=hi).contains(&imm) || (elem == 8 && (-128..=255).contains(&imm));
    if !fits {
        return Err(AsmError::new(col, diagnostic(kind)));
    }
    p.push(MCOperand::Imm(imm & 0xff))?;
    p.push(MCOperand::Imm(shift))
}

/// The value, in decimal, with its hexadecimal note (llvm-mc's `// =0x..`):
/// sign-extended from the element when signed.
pub fn print_sve_shifted_imm(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let (signed, elem) = (arg(kind, 0) != 0, arg(kind, 1));
    let (imm, shift) = (slot_imm(inst, slot), slot_imm(inst, slot + 1));
    let byte = if signed { imm as u8 as i8 as i64 } else { imm };
    let value = byte << (8 * shift);
    let _ = write!(out, "#{value}");
    let hex = if signed { value as u64 } else { value as u64 & mask(elem) };
    p.set_note(format!("=0x{hex:x}"));
}

fn mask(bits: i64) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

pub fn sample_sve_shifted_imm(
    _t: &TargetTables,
    kind: &OperandKind,
    random: &mut Random<'_>,
    out: &mut Vec<MCOperand>,
) {
    out.push(MCOperand::Imm(random.range(0, 255)));
    out.push(MCOperand::Imm(if arg(kind, 1) == 8 { 0 } else { random.range(0, 1) }));
}

/// A bitmask immediate for elements of the given size (args: element
/// bits), replicated to 64 bits in the slot.
pub fn parse_sve_logical(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let col = p.col();
    let elem = arg(kind, 0);
    p.eat_immediate_prefix();
    let v = p.integer(diagnostic(kind))?;
    let m = mask(elem);
    // A negative value wraps at the element's width.
    let fits = elem == 64 || (v >= -(1i64 << (elem - 1)) && v <= m as i64);
    if !fits {
        return Err(AsmError::new(col, diagnostic(kind)));
    }
    let element = v as u64 & m;
    let replicated = (0..64 / elem).fold(0u64, |acc, i| acc | element << (i * elem));
    match bitmask::encode(replicated, 64) {
        Some(_) => p.push(MCOperand::Imm(replicated as i64)),
        None => Err(AsmError::new(col, diagnostic(kind))),
    }
}

/// The smallest element size the 64-bit pattern repeats at.
fn period(value: u64) -> i64 {
    for bits in [8, 16, 32] {
        let m = mask(bits);
        if (0..64 / bits).all(|i| value >> (i * bits) & m == value & m) {
            return bits;
        }
    }
    64
}

pub fn print_sve_logical(
    _p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let v = slot_imm(inst, slot) as u64;
    let _ = write!(out, "#0x{:x}", v & mask(period(v)));
}

pub fn encode_sve_logical(_t: &TargetTables, _kind: &OperandKind, inst: &MCInst, slot: usize) -> u64 {
    bitmask::encode(slot_imm(inst, slot) as u64, 64).unwrap_or(0) as u64
}

/// The element size is the pattern's period (args: element bits): the
/// alias of that size prints.
pub fn is_sve_logical_period(_t: &TargetTables, kind: &OperandKind, values: &[MCOperand]) -> bool {
    matches!(values.first(), Some(MCOperand::Imm(v)) if period(*v as u64) == arg(kind, 0))
}

pub fn sample_sve_logical(_t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    let elem = arg(kind, 0);
    // A run of ones, rotated, in an element of the size.
    let ones = random.range(1, elem - 1) as u32;
    let rotation = random.range(0, elem - 1) as u32;
    let run = mask(ones as i64);
    let m = mask(elem);
    let element = ((run >> rotation) | (run << ((elem as u32 - rotation) % elem as u32))) & m;
    let replicated = (0..64 / elem).fold(0u64, |acc, i| acc | element << (i * elem));
    out.push(MCOperand::Imm(replicated as i64));
}

/// One of two floating-point constants (args: the two, times 10): the
/// slot is 0 or 1.
pub fn parse_sve_fp_pair(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let col = p.col();
    p.eat_immediate_prefix();
    let start = p.pos;
    let mut text = String::new();
    let mut end = None;
    while let Some(t) = p.peek() {
        let joins = end.is_none_or(|e| t.col == e) && (t.kind != TokenKind::Punct || t.text == ".");
        if !joins || t.text == "," {
            break;
        }
        text.push_str(t.text);
        end = Some(t.col + t.text.len() as u32);
        p.pos += 1;
    }
    let value: Option<f64> = text.parse().ok();
    let which = value.and_then(|v| [arg(kind, 0), arg(kind, 1)].iter().position(|&c| (c as f64) / 10.0 == v));
    match which {
        Some(i) => p.push(MCOperand::Imm(i as i64)),
        None => {
            p.pos = start;
            Err(AsmError::new(col, diagnostic(kind)))
        }
    }
}

pub fn print_sve_fp_pair(
    _p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let c = arg(kind, slot_imm(inst, slot).clamp(0, 1) as usize);
    let _ = write!(out, "#{:.1}", c as f64 / 10.0);
}

pub fn sample_bit(_t: &TargetTables, _kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    out.push(MCOperand::Imm(random.range(0, 1)));
}
