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
use super::vectors::{arg, element_suffix, encoding, numbered, register_class, vector_word};
use crate::mc::lexer::TokenKind;
use crate::mc::operand_parser::OperandParser;
use crate::mc::print::Printer;
use crate::mc::random::Random;
use crate::mc::tables::{OperandKind, TargetTables};
use crate::mc::{AsmError, MCInst, MCOperand};
use std::fmt::Write;

fn slot_imm(inst: &MCInst, slot: usize) -> i64 {
    match inst.operand(slot) {
        MCOperand::Imm(v) => v,
        _ => 0,
    }
}

fn diagnostic(kind: &OperandKind) -> &str {
    if kind.diagnostic.is_empty() {
        "invalid operand for instruction"
    } else {
        &kind.diagnostic
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

/// The scalar register letter of an element size (`b` for 8 bits).
fn scalar_letter(bits: i64) -> &'static str {
    match bits {
        8 => "b",
        16 => "h",
        32 => "s",
        64 => "d",
        _ => "q",
    }
}

/// `zN.<size>` (args: element bits, 0 for a plain `zN`; then 1 when the
/// register is written as its scalar view, `b3` for `z3.b`).
pub fn parse_zreg(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let want = suffix(arg(kind, 0));
    if arg(kind, 1) == 1 {
        let letter = scalar_letter(arg(kind, 0));
        let found = p.peek().filter(|t| t.kind == TokenKind::Ident).and_then(|t| vector_word(t.text, letter));
        return match found.filter(|(_, k)| k.is_empty()).and_then(|(n, _)| numbered(p.tables, register_class(kind), n))
        {
            Some(r) => {
                p.pos += 1;
                p.push(MCOperand::Reg(r))
            }
            None => Err(p.invalid(diagnostic(kind))),
        };
    }
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
    let n = encoding(p.tables, inst.operand(slot));
    if arg(kind, 1) == 1 {
        let _ = write!(out, "{}{n}", scalar_letter(arg(kind, 0)));
    } else {
        let _ = write!(out, "z{n}{}", suffix(arg(kind, 0)));
    }
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
        Err(AsmError::invalid_operand(col, "invalid operand for instruction"))
    };
    let reg_at = |p: &OperandParser<'_>| {
        p.peek().filter(|t| t.kind == TokenKind::Ident).and_then(|t| vector_word(t.text, prefix))
    };
    if !p.eat_punct("{") {
        // A list of one may be written as its register alone.
        let bare = reg_at(p).filter(|(_, k)| count == 1 && suffix_of(k) == want);
        return match bare.and_then(|(r, _)| numbered(p.tables, register_class(kind), r)) {
            Some(r) => {
                p.pos += 1;
                p.push(MCOperand::Reg(r))
            }
            None => Err(p.invalid(diagnostic(kind))),
        };
    }
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
        None => {
            p.pos = start;
            Err(AsmError::invalid_operand(col, diagnostic(kind)))
        }
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
    p.eat_immediate_prefix();
    let v = p.integer(diagnostic(kind))?;
    let written_shift = p.peek().is_some_and(|t| t.text == ",")
        && p.tokens.get(p.pos + 1).is_some_and(|t| t.text.eq_ignore_ascii_case("lsl"));
    // As llvm-mc: a written `lsl #8`, else a non-zero multiple of 256
    // takes the shift by itself.
    let (imm, shift) = if written_shift {
        p.pos += 2;
        p.eat_immediate_prefix();
        match p.integer(diagnostic(kind))? {
            0 => (v, 0),
            8 => (v, 1),
            _ => return Err(AsmError::new(col, diagnostic(kind))),
        }
    } else if v != 0 && v & 0xff == 0 {
        (v >> 8, 1)
    } else {
        (v, 0)
    };
    let value = imm.wrapping_shl(8 * shift as u32);
    let fits = !(elem == 8 && shift == 1)
        && if signed { fits_signed_shifted(value, elem) } else { fits_unsigned_shifted(value, elem) };
    if !fits {
        return Err(AsmError::new(col, diagnostic(kind)));
    }
    p.push(MCOperand::Imm(imm & 0xff))?;
    p.push(MCOperand::Imm(shift))
}

/// Whether `value` is a signed 8-bit value, or one shifted by 8, of an
/// element of `elem` bits; bits above the element must be all zero or
/// all one (so `#-129` of bytes is #127).
fn fits_signed_shifted(value: i64, elem: i64) -> bool {
    let above = !(mask(elem) as i64);
    if value & above != 0 && value & above != above {
        return false;
    }
    let element = truncate_signed(value, elem);
    if value & 0xff != 0 {
        element == value as i8 as i64
    } else if value & 0xff00 != 0 {
        element == value as i16 as i64
    } else {
        value == 0
    }
}

fn truncate_signed(value: i64, bits: i64) -> i64 {
    if bits >= 64 {
        value
    } else {
        let shift = 64 - bits as u32;
        (value << shift) >> shift
    }
}

/// Whether `value` is an unsigned 8-bit value, or (for elements wider
/// than a byte) one shifted by 8.
fn fits_unsigned_shifted(value: i64, elem: i64) -> bool {
    (0..=255).contains(&value) || (elem != 8 && (0..=0xffff).contains(&value) && value & 0xff == 0)
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
    // `#0, lsl #8` prints as written.
    if imm == 0 && shift == 1 {
        out.push('#');
        p.number(0, out);
        out.push_str(", lsl #8");
        return;
    }
    let byte = if signed { imm as u8 as i8 as i64 } else { imm };
    let value = byte << (8 * shift);
    if p.hex_immediates() {
        return print_element_hex(p, value, elem, out);
    }
    let _ = write!(out, "#{value}");
    let hex = if signed { value as u64 } else { value as u64 & mask(elem) };
    p.set_note(format!("=0x{hex:x}"));
}

/// In objdump's style, an SVE immediate as the element's unsigned value
/// in hexadecimal, with that value's decimal note (negative only for a
/// 64-bit element), as LLVM's printer does it the other way round.
fn print_element_hex(p: &Printer<'_>, value: i64, elem: i64, out: &mut String) {
    let unsigned = value as u64 & mask(elem);
    let _ = write!(out, "#0x{unsigned:x}");
    p.set_note(format!("={}", unsigned as i64));
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
    let (elem, invert) = (arg(kind, 0), arg(kind, 1) != 0);
    p.eat_immediate_prefix();
    let v = p.integer(diagnostic(kind))?;
    let m = mask(elem);
    // As llvm-mc, the bits above the element are all zero or all one
    // (`#-32769` of halves is 0x7fff).
    let fits = elem == 64 || matches!(v >> elem, 0 | -1);
    if !fits {
        return Err(AsmError::new(col, diagnostic(kind)));
    }
    // bic, eon and orn take the complement of and, eor and orr's.
    let element = if invert { !v as u64 & m } else { v as u64 & m };
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

/// The pattern repeats at the element size (args: element bits): the
/// alias of that size may print.
pub fn is_sve_logical_period(_t: &TargetTables, kind: &OperandKind, values: &[MCOperand]) -> bool {
    matches!(values.first(), Some(MCOperand::Imm(v)) if period(*v as u64) <= arg(kind, 0))
}

/// As llvm-mc, `mov Zd, #imm` prints for dupm when no dup of an 8-bit
/// (shifted) immediate makes the same value: at the element size (args)
/// if the pattern repeats at it.
pub fn is_sve_mov_preferred(_t: &TargetTables, kind: &OperandKind, values: &[MCOperand]) -> bool {
    let Some(&MCOperand::Imm(v)) = values.first() else { return false };
    let v = v as u64;
    if period(v) > arg(kind, 0) || fits_signed_shifted(v as i64, 64) {
        return false;
    }
    let dup_fits =
        [32, 16, 8].iter().any(|&bits| period(v) <= bits && fits_signed_shifted(truncate_signed(v as i64, bits), bits));
    !dup_fits && bitmask::encode(v, 64).is_some()
}

/// The element's value in decimal when it fits 16 bits (signed or not),
/// with its hexadecimal note; otherwise in hexadecimal.
pub fn print_sve_preferred(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let elem = arg(kind, 0);
    let element = slot_imm(inst, slot) as u64 & mask(elem);
    let signed = truncate_signed(element as i64, elem);
    if p.hex_immediates() && (signed as i16 as i64 == signed || element <= 0xffff) {
        print_element_hex(p, signed, elem, out);
    } else if signed as i16 as i64 == signed {
        let _ = write!(out, "#{signed}");
        p.set_note(format!("=0x{:x}", signed as u64));
    } else if element <= 0xffff {
        let _ = write!(out, "#{element}");
        p.set_note(format!("=0x{element:x}"));
    } else {
        let _ = write!(out, "#0x{element:x}");
    }
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

/// A count from 1 written as is, encoded one less (`mul #4` is 3).
pub fn encode_minus_one(_t: &TargetTables, _kind: &OperandKind, inst: &MCInst, slot: usize) -> u64 {
    (slot_imm(inst, slot) - 1) as u64
}

/// A base register that may be followed by `, #0` (the exclusive and
/// ordered accesses: `ldar x0, [x1, #0]`); any other offset is llvm-mc's
/// "index must be absent or #0".
pub fn parse_gpr64sp0(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let t = p.tables;
    let reg =
        p.registers.get(p.pos).copied().flatten().filter(|&r| t.reg_classes[register_class(kind) as usize].contains(r));
    let Some(reg) = reg else { return Err(p.invalid("")) };
    p.pos += 1;
    if p.peek().is_some_and(|c| c.text == ",") && p.tokens.get(p.pos + 1).is_some_and(|t| t.text != "]") {
        p.pos += 1;
        p.eat_immediate_prefix();
        let negative_col = p.peek().filter(|t| t.text == "-").map(|t| t.col);
        let v = p.integer("index must be absent or #0")?;
        if v != 0 || negative_col.is_some() {
            let end = p.tokens.get(p.pos - 1).map_or(p.col(), |t| t.col + t.text.len() as u32);
            return Err(AsmError::new(negative_col.unwrap_or(end), "index must be absent or #0"));
        }
    }
    p.push(MCOperand::Reg(reg))
}

/// A consecutive even/odd pair of general registers, `x0, x1` (casp): the
/// slot holds the even one, of the operand's class of even registers.
pub fn parse_gpr_pair(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let t = p.tables;
    let col = p.col();
    let Some(first) = p.registers.get(p.pos).copied().flatten() else { return Err(p.invalid("")) };
    let (n, letter) = (t.registers[first as usize].encoding, t.registers[first as usize].asm_name.chars().next());
    // A register of the other width is no pair of this operand at all.
    let class = &t.reg_classes[register_class(kind) as usize];
    let width = class.members.first().and_then(|&m| t.registers[m as usize].asm_name.chars().next());
    if letter != width || t.registers[first as usize].asm_name.ends_with("sp") {
        return Err(p.invalid(""));
    }
    if !class.contains(first) {
        return Err(AsmError::invalid_operand(
            col,
            "expected first even register of a consecutive same-size even/odd register pair",
        ));
    }
    let second_col = p.tokens.get(p.pos + 2).map_or(col, |t| t.col);
    let second = p.registers.get(p.pos + 2).copied().flatten();
    let paired = p.tokens.get(p.pos + 1).is_some_and(|c| c.text == ",")
        && second.is_some_and(|s| {
            let r = &t.registers[s as usize];
            r.encoding == n + 1 && r.asm_name.starts_with(letter.unwrap_or(' ')) && !r.asm_name.ends_with("sp")
        });
    if !paired {
        return Err(AsmError::invalid_operand(
            second_col,
            "expected second odd register of a consecutive same-size even/odd register pair",
        ));
    }
    p.pos += 3;
    p.push(MCOperand::Reg(first))
}

pub fn print_gpr_pair(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let r = &p.tables.registers[match inst.operand(slot) {
        MCOperand::Reg(r) => r as usize,
        _ => return,
    }];
    let letter = if r.asm_name.starts_with('w') { 'w' } else { 'x' };
    let n = r.encoding;
    if n + 1 == 31 {
        let _ = write!(out, "{}, {letter}zr", r.asm_name);
    } else {
        let _ = write!(out, "{}, {letter}{}", r.asm_name, n + 1);
    }
}

/// An x register written as itself and then as its w half (`x0, w0`).
pub fn parse_gpr_xw(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let t = p.tables;
    let x =
        p.registers.get(p.pos).copied().flatten().filter(|&r| t.reg_classes[register_class(kind) as usize].contains(r));
    let Some(x) = x else { return Err(p.invalid("")) };
    let n = t.registers[x as usize].encoding;
    let w = p.registers.get(p.pos + 2).copied().flatten();
    let same = p.tokens.get(p.pos + 1).is_some_and(|c| c.text == ",")
        && w.is_some_and(|w| {
            let r = &t.registers[w as usize];
            r.encoding == n && r.asm_name.starts_with('w')
        });
    if !same {
        return Err(AsmError::invalid_operand(
            p.tokens.get(p.pos + 2).map_or(p.col(), |t| t.col),
            "invalid operand for instruction",
        ));
    }
    p.pos += 3;
    p.push(MCOperand::Reg(x))
}

pub fn print_gpr_xw(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let n = encoding(p.tables, inst.operand(slot));
    if n == 31 {
        out.push_str("xzr, wzr");
    } else {
        let _ = write!(out, "x{n}, w{n}");
    }
}

/// An offset that must be a multiple of n in lo..=hi (FragmentArgs n, lo,
/// hi), kept as written: `#-24` for ld3's three vector lengths.
pub fn parse_multiple(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let (n, lo, hi) = (arg(kind, 0).max(1), arg(kind, 1), arg(kind, 2));
    let col = p.col();
    let start = p.pos;
    let message = format!("index must be a multiple of {n} in range [{lo}, {hi}].");
    p.eat_immediate_prefix();
    match p.integer(&message) {
        Ok(v) if v >= lo && v <= hi && v % n == 0 => p.push(MCOperand::Imm(v)),
        Ok(_) => {
            p.pos = start;
            Err(AsmError::invalid_operand(col, message.clone()))
        }
        Err(e) => {
            p.pos = start;
            Err(e)
        }
    }
}

/// The field of a multiple of n: the value divided by n.
pub fn encode_divide(_t: &TargetTables, kind: &OperandKind, inst: &MCInst, slot: usize) -> u64 {
    (slot_imm(inst, slot) / arg(kind, 0).max(1)) as u64
}

pub fn sample_multiple(_t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    let n = arg(kind, 0).max(1);
    out.push(MCOperand::Imm(random.range(arg(kind, 1) / n, arg(kind, 2) / n) * n));
}
