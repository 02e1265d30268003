//! Operands in Intel syntax (`.intel_syntax noprefix`, llvm-mc's
//! `-x86-asm-syntax=intel`), read by the same fragments as AT&T's when the
//! tables are Intel syntax's view (`mc::syntax_view`): memory as
//! `size ptr seg:[base + scale*index + disp]`, immediates without `$`
//! and symbols as immediates after `offset`.

use super::operands::{check_address, displacement, INTEL};
use crate::mc::inst::NO_REGISTER;
use crate::mc::lexer::TokenKind;
use crate::mc::operand_parser::{OperandParser, UnsizedMemory};
use crate::mc::tables::{OperandKind, RegClassInfo};
use crate::mc::{AsmError, MCOperand};

const INVALID: &str = "invalid operand for instruction";

/// Whether the statement is read in Intel syntax.
pub fn reading_intel(p: &OperandParser<'_>) -> bool {
    p.tables.syntax.variant == INTEL
}

/// The size in bytes a keyword names (`qword`), as llvm-mc reads them.
fn keyword_size(word: &str) -> Option<i64> {
    Some(match word.to_ascii_lowercase().as_str() {
        "byte" => 1,
        "word" => 2,
        "dword" => 4,
        "fword" => 6,
        "qword" | "mmword" => 8,
        "tbyte" | "xword" => 10,
        "xmmword" | "oword" => 16,
        "ymmword" => 32,
        "zmmword" => 64,
        _ => return None,
    })
}

/// `size ptr` at the cursor: the size, consumed; `None` (nothing consumed)
/// without one.
pub fn size_keyword(p: &mut OperandParser<'_>) -> Option<i64> {
    let t = p.peek().filter(|t| t.kind == TokenKind::Ident)?;
    let size = keyword_size(t.text)?;
    let ptr = p.tokens.get(p.pos + 1).is_some_and(|t| t.text.eq_ignore_ascii_case("ptr"));
    p.pos += 1 + ptr as usize;
    Some(size)
}

/// A size written on a memory operand fits a kind of `kind_bytes` bytes
/// (0: any size, as lea's address).
fn size_fits(written: Option<i64>, kind_bytes: Option<i64>) -> bool {
    match (written, kind_bytes) {
        (Some(w), Some(k)) if k != 0 => w == k,
        _ => true,
    }
}

/// `seg:` at the cursor: the segment register, consumed.
fn segment(p: &mut OperandParser<'_>, is_segment: impl Fn(u16) -> bool) -> Option<u16> {
    let r = p.registers.get(p.pos).copied().flatten().filter(|&r| is_segment(r))?;
    if p.tokens.get(p.pos + 1).is_none_or(|t| t.text != ":") {
        return None;
    }
    p.pos += 2;
    Some(r)
}

/// The parts of a bracketed address.
#[derive(Default)]
struct Address {
    base: Option<u16>,
    index: Option<u16>,
    scale: i64,
    /// Whether the scale was written (`rsp*1` stays an index).
    scaled: bool,
    constant: i64,
    symbol: Option<MCOperand>,
}

/// An Intel memory operand of `kind`, the five slots of an x86 memory
/// reference: `[size ptr] [seg:] [terms]` or `[size ptr] [seg:] disp[terms]`,
/// the terms registers, `scale*index` (or `index*scale`), numbers and one
/// symbol, joined by `+` and `-`. A written size must be the kind's.
pub fn parse_memory(
    p: &mut OperandParser<'_>,
    kind: &OperandKind,
    vector_index: Option<&RegClassInfo>,
    is_segment: impl Fn(u16) -> bool,
) -> Result<(), AsmError> {
    let (start, col) = (p.pos, p.col());
    let invalid = |p: &mut OperandParser<'_>| {
        p.pos = start;
        Err(AsmError::invalid_operand(col, INVALID))
    };
    let size = size_keyword(p);
    if !size_fits(size, kind.args.first().copied()) {
        return invalid(p);
    }
    let seg = segment(p, &is_segment).unwrap_or(NO_REGISTER);
    // llvm-mc's range of the address leaves out the segment.
    let address_col = p.col();
    let mut address = Address { scale: 1, ..Default::default() };
    let mut bare_address = false;
    // A displacement may come before the brackets (`foo[rip]`, `8[rax]`).
    if p.peek().is_none_or(|t| t.text != "[") {
        let at_value = p
            .peek()
            .is_some_and(|t| matches!(t.kind, TokenKind::Int | TokenKind::Ident) || t.text == "-" || t.text == "(")
            && p.registers.get(p.pos).copied().flatten().is_none();
        // A bare number is an immediate, not an address, unless a size or
        // segment says it is one; a bare symbol (not after `offset`) is an
        // address, as in llvm-mc (`mov eax, foo` loads from foo).
        let bracket_follows = p.tokens.get(p.pos + 1).is_some_and(|t| t.text == "[");
        let bare_symbol = p.names_symbol(p.pos);
        if !at_value || (size.is_none() && seg == NO_REGISTER && !bracket_follows && !bare_symbol) {
            return invalid(p);
        }
        bare_address = size.is_none() && seg == NO_REGISTER && !bracket_follows;
        match displacement(p, kind)? {
            MCOperand::Imm(v) => address.constant = v,
            symbol => address.symbol = Some(symbol),
        }
    }
    let base_col = p.col();
    if p.eat_punct("[") {
        // Brackets side by side add up, as llvm-mc reads them
        // (`[eax][4*ebx]` is `[eax + 4*ebx]`).
        loop {
            terms(p, kind, vector_index, &mut address)?;
            if !p.eat_punct("]") {
                return Err(AsmError::syntax(p.col(), "expected ']' in memory operand"));
            }
            if !p.eat_punct("[") {
                break;
            }
        }
    } else if vector_index.is_some() {
        return invalid(p);
    }
    let disp = match address.symbol {
        Some(MCOperand::Expr { symbol, addend, modifier }) => {
            MCOperand::Expr { symbol, addend: addend.wrapping_add(address.constant), modifier }
        }
        _ => MCOperand::Imm(address.constant),
    };
    let (mut base, mut index) = (address.base.unwrap_or(NO_REGISTER), address.index.unwrap_or(NO_REGISTER));
    // The stack pointer can be no index: llvm-mc makes it the base of
    // `[rax+rsp]` (unscaled, without a vector index).
    let stack_pointer =
        |r: u16| matches!(p.tables.registers.get(r as usize).map(|r| r.asm_name.as_str()), Some("rsp" | "esp"));
    if stack_pointer(index) && base != NO_REGISTER && !address.scaled && vector_index.is_none() {
        std::mem::swap(&mut base, &mut index);
    }
    if vector_index.is_some_and(|c| !c.contains(index)) {
        return invalid(p);
    }
    check_address(p.tables, base, index, disp, base_col, vector_index.is_some())?;
    for op in [MCOperand::Reg(base), MCOperand::Imm(address.scale), MCOperand::Reg(index), disp, MCOperand::Reg(seg)] {
        p.push(op)?;
    }
    // Without a size, another candidate may read it at another: the
    // matcher tells llvm-mc's "ambiguous operand size" from that.
    if let (None, Some(&bytes)) = (size, kind.args.first()) {
        // Underlined as llvm-mc does: to just before its last token, or
        // through it when that is a name (`foo`, `foo@GOT`).
        let last = p.tokens.get(p.pos.wrapping_sub(1));
        let end = last.map_or(address_col, |t| match t.kind {
            TokenKind::Ident => t.col + t.text.len() as u32,
            _ => t.col,
        });
        let len = end.saturating_sub(address_col);
        p.unsized_memory = Some(UnsizedMemory { col: address_col, len, bytes, bare: bare_address });
    }
    Ok(())
}

/// The terms inside brackets, up to the `]`.
fn terms(
    p: &mut OperandParser<'_>,
    kind: &OperandKind,
    vector_index: Option<&RegClassInfo>,
    address: &mut Address,
) -> Result<(), AsmError> {
    let mut negative = p.eat_punct("-");
    loop {
        let col = p.col();
        let register = p.registers.get(p.pos).copied().flatten();
        let next = p.tokens.get(p.pos).copied();
        match (register, next) {
            (Some(r), _) => {
                p.pos += 1;
                // `index*scale`
                let scale = if p.eat_punct("*") { Some(scale_factor(p)?) } else { None };
                let is_vector = vector_index.is_some_and(|c| c.contains(r));
                if negative {
                    return Err(AsmError::syntax(col, "invalid base+index expression"));
                }
                if scale.is_some() || is_vector || address.base.is_some() {
                    if address.index.is_some() {
                        return Err(AsmError::syntax(col, "invalid base+index expression"));
                    }
                    address.index = Some(r);
                    address.scale = scale.unwrap_or(1);
                    address.scaled = scale.is_some();
                } else {
                    address.base = Some(r);
                }
            }
            (None, Some(t)) if t.kind == TokenKind::Int && p.tokens.get(p.pos + 1).is_some_and(|t| t.text == "*") => {
                // `scale*index`
                let scale = scale_factor(p)?;
                p.pos += 1;
                let Some(r) = p.registers.get(p.pos).copied().flatten() else {
                    return Err(AsmError::syntax(p.col(), "invalid base+index expression"));
                };
                if negative || address.index.is_some() {
                    return Err(AsmError::syntax(col, "invalid base+index expression"));
                }
                p.pos += 1;
                address.index = Some(r);
                address.scale = scale;
                address.scaled = true;
            }
            (None, Some(_)) if p.constant_at(p.pos).is_some() => {
                // A constant `.set` gave a value.
                let value = p.constant_at(p.pos).unwrap_or(0);
                p.pos += 1;
                address.constant =
                    if negative { address.constant.wrapping_sub(value) } else { address.constant.wrapping_add(value) };
            }
            (None, Some(t)) if t.kind == TokenKind::Ident => {
                if negative || address.symbol.is_some() {
                    return Err(AsmError::syntax(col, "invalid base+index expression"));
                }
                address.symbol = Some(displacement_symbol(p, kind)?);
            }
            (None, Some(t)) if t.kind == TokenKind::Int => {
                p.pos += 1;
                address.constant = if negative {
                    address.constant.wrapping_sub(t.value)
                } else {
                    address.constant.wrapping_add(t.value)
                };
            }
            _ => return Err(AsmError::syntax(col, "unexpected token in memory operand")),
        }
        negative = match p.peek().map(|t| t.text) {
            Some("+") => false,
            Some("-") => true,
            _ => return Ok(()),
        };
        p.pos += 1;
    }
}

/// A symbol term (with its relocation operator), without an addend: the
/// numbers around it are terms of their own.
fn displacement_symbol(p: &mut OperandParser<'_>, kind: &OperandKind) -> Result<MCOperand, AsmError> {
    let t = p.tokens.get(p.pos).copied().ok_or_else(AsmError::too_few_operands)?;
    let symbol =
        p.symbols.reference(t.text, t.col).ok_or(AsmError::syntax(t.col, crate::mc::symbols::UNDEFINED_LOCAL_LABEL))?;
    p.pos += 1;
    let mut modifier = 0;
    if p.peek().is_some_and(|t| t.text == "@") {
        let name = p.tokens.get(p.pos + 1).filter(|t| t.kind == TokenKind::Ident);
        let found = name.and_then(|n| kind.reloc_modifiers.iter().position(|m| m.name.eq_ignore_ascii_case(n.text)));
        let Some(i) = found else {
            return Err(AsmError::invalid_operand(name.map_or(p.end_col, |n| n.col), INVALID));
        };
        modifier = i as u8 + 1;
        p.pos += 2;
    }
    Ok(MCOperand::Expr { symbol, addend: 0, modifier })
}

fn scale_factor(p: &mut OperandParser<'_>) -> Result<i64, AsmError> {
    let at = p.col();
    let scale = match p.peek() {
        Some(t) if t.kind == TokenKind::Int => t.value,
        _ => return Err(AsmError::syntax(at, "expected scale expression")),
    };
    p.pos += 1;
    if !matches!(scale, 1 | 2 | 4 | 8) {
        return Err(AsmError::syntax(at, "scale factor in address must be 1, 2, 4 or 8"));
    }
    Ok(scale)
}

/// An immediate's value in Intel syntax: a constant expression, not a
/// register, a symbol or an address (`None`, nothing consumed).
pub fn value(p: &mut OperandParser<'_>) -> Result<Option<i64>, AsmError> {
    let Some(t) = p.peek() else { return Ok(None) };
    let starts = matches!(t.kind, TokenKind::Int | TokenKind::BadInt)
        || matches!(t.text, "-" | "~" | "(" | "+")
        || p.constant_at(p.pos).is_some();
    if !starts {
        return Ok(None);
    }
    p.integer(INVALID).map(Some)
}

/// `offset symbol[@MODIFIER][+N]`, a symbol's value as an immediate:
/// `None` (nothing consumed) without `offset`.
pub fn offset_symbol(p: &mut OperandParser<'_>, kind: &OperandKind) -> Result<Option<MCOperand>, AsmError> {
    let is_offset = p.peek().is_some_and(|t| t.kind == TokenKind::Ident && t.text.eq_ignore_ascii_case("offset"));
    if !is_offset || !p.names_symbol(p.pos + 1) {
        return Ok(None);
    }
    p.pos += 1;
    displacement(p, kind).map(Some)
}

/// movabs's absolute address: `[size ptr] [number]`, the size the
/// assembly string gives in none of the kind's (any is taken).
pub fn parse_offset(p: &mut OperandParser<'_>) -> Result<i64, AsmError> {
    let (start, col) = (p.pos, p.col());
    size_keyword(p);
    if !p.eat_punct("[") {
        p.pos = start;
        return Err(AsmError::invalid_operand(col, INVALID));
    }
    let v = p.integer(INVALID)?;
    if !p.eat_punct("]") {
        p.pos = start;
        return Err(AsmError::invalid_operand(col, INVALID));
    }
    Ok(v)
}

/// A string instruction's address: `[size ptr] [seg:][reg]`: the register
/// and the segment (`NO_REGISTER` when none).
pub fn string_address(p: &mut OperandParser<'_>, is_segment: impl Fn(u16) -> bool) -> Option<(u16, u16)> {
    let start = p.pos;
    size_keyword(p);
    let seg = segment(p, is_segment).unwrap_or(NO_REGISTER);
    let base = p.registers.get(p.pos + 1).copied().flatten();
    let closed = p.tokens.get(p.pos + 2).is_some_and(|t| t.text == "]");
    match (p.peek().map(|t| t.text), base, closed) {
        (Some("["), Some(base), true) => {
            p.pos += 3;
            Some((base, seg))
        }
        _ => {
            p.pos = start;
            None
        }
    }
}
