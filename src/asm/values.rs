//! The directives that add values in an encoding of their own: `.uleb128`
//! and `.sleb128` (LEB128 numbers) and `.float` (`.single`) and `.double`
//! (IEEE 754 in the target's byte order). Their values are constants, as
//! llvm-mc's must be where they are not a difference it can resolve.

use super::{Assembler, Contents};
use crate::mc::lexer::{Token, TokenKind};
use crate::mc::operand_parser::OperandParser;
use crate::mc::AsmError;
use crate::object::leb128::{write_sleb128, write_uleb128};

impl Assembler<'_, '_> {
    /// `.uleb128 N, ...` or `.sleb128 N, ...` (`signed`). A negative
    /// value of `.uleb128` is its 64-bit two's complement, as llvm-mc
    /// writes it.
    pub(super) fn leb128(&mut self, signed: bool, toks: &[Token<'_>]) -> Result<(), AsmError> {
        let mut p = OperandParser::new(self.tables, &toks[1..], &[], &mut self.out.symbols, toks[0].col);
        let mut bytes = Vec::new();
        while let Some(t) = p.peek() {
            if t.kind == TokenKind::Ident {
                return Err(AsmError::new(t.col, format!("{} expression is not absolute", toks[0].text)));
            }
            let value = p.integer("")?;
            if signed {
                write_sleb128(&mut bytes, value);
            } else {
                write_uleb128(&mut bytes, value as u64);
            }
            if let Some(col) = p.peek().map(|t| t.col) {
                if !p.eat_punct(",") || p.peek().is_none() {
                    return Err(AsmError::new(col, "unexpected token"));
                }
            }
        }
        self.mark_contents(Contents::Data);
        self.reserve(bytes.len() as u64, toks[0].text, toks[0].col)?;
        self.out.sections[self.current].data.extend_from_slice(&bytes);
        Ok(())
    }

    /// `.float X, ...` (`.single`) or `.double X, ...` (`double`).
    pub(super) fn floats(&mut self, double: bool, toks: &[Token<'_>]) -> Result<(), AsmError> {
        let mut bytes = Vec::new();
        let mut rest = &toks[1..];
        while !rest.is_empty() {
            let end = rest.iter().position(|t| t.text == ",").unwrap_or(rest.len());
            let value = &rest[..end];
            let text = literal_text(value)?;
            let col = value.first().map_or(toks[0].col, |t| t.col);
            let invalid = || AsmError::new(col, "invalid floating point literal");
            let bits = if double {
                parse_double(&text).ok_or_else(invalid)?.to_bits()
            } else {
                u64::from(parse_single(&text).ok_or_else(invalid)?.to_bits())
            };
            let size = if double { 8 } else { 4 };
            let le = bits.to_le_bytes();
            if self.tables.object.little_endian {
                bytes.extend_from_slice(&le[..size]);
            } else {
                bytes.extend(le[..size].iter().rev());
            }
            rest = &rest[end..];
            if let Some(comma) = rest.first() {
                if rest.len() == 1 {
                    return Err(AsmError::new(comma.col, "unexpected token"));
                }
                rest = &rest[1..];
            }
        }
        self.mark_contents(Contents::Data);
        self.reserve(bytes.len() as u64, toks[0].text, toks[0].col)?;
        self.out.sections[self.current].data.extend_from_slice(&bytes);
        Ok(())
    }
}

/// The text of one literal, which the lexer may have cut into several
/// tokens (`1.5e3` is `1`, `.5e3`): a sign, then tokens without space
/// between them. A token after a space is an error there.
fn literal_text(tokens: &[Token<'_>]) -> Result<String, AsmError> {
    let mut text = String::new();
    let mut end: Option<u32> = None;
    for (i, t) in tokens.iter().enumerate() {
        let after_sign = i == 1 && matches!(tokens[0].text, "-" | "+");
        if end.is_some_and(|e| e != t.col) && !after_sign {
            return Err(AsmError::new(t.col, "unexpected token"));
        }
        text.push_str(t.text);
        end = Some(t.col + t.text.len() as u32);
    }
    Ok(text)
}

/// A double as llvm-mc reads one: decimal or hexadecimal (`0x1p3`), or
/// `inf`/`infinity`/`nan` in any case, each with an optional sign. Its NaN
/// has every fraction bit set.
fn parse_double(text: &str) -> Option<f64> {
    parse_float(text, f64::INFINITY, f64::from_bits(0x7fff_ffff_ffff_ffff), |m, e| m as f64 * 2f64.powi(e))
}

/// A single-precision float, read as [`parse_double`] reads a double
/// (rounded once, from the text).
fn parse_single(text: &str) -> Option<f32> {
    parse_float(text, f32::INFINITY, f32::from_bits(0x7fff_ffff), |m, e| m as f32 * 2f32.powi(e))
}

/// A float of type `F` from `text`, with `F`'s infinity and NaN, and
/// `scaled` making a hexadecimal float of its digits and power of two.
fn parse_float<F>(text: &str, infinity: F, nan: F, scaled: fn(u64, i32) -> F) -> Option<F>
where
    F: std::str::FromStr + std::ops::Neg<Output = F>,
{
    let (negative, body) = split_sign(text);
    let value = match special(body) {
        Some(Special::Infinity) => infinity,
        Some(Special::Nan) => nan,
        None => match hex_parts(body) {
            Some((mantissa, exponent)) => scaled(mantissa, exponent),
            None => decimal(body)?.parse::<F>().ok()?,
        },
    };
    Some(if negative { -value } else { value })
}

fn split_sign(text: &str) -> (bool, &str) {
    match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    }
}

enum Special {
    Infinity,
    Nan,
}

fn special(body: &str) -> Option<Special> {
    if body.eq_ignore_ascii_case("inf") || body.eq_ignore_ascii_case("infinity") {
        Some(Special::Infinity)
    } else if body.eq_ignore_ascii_case("nan") {
        Some(Special::Nan)
    } else {
        None
    }
}

/// A decimal literal Rust's parser takes the same way: digits, a point
/// and an exponent, nothing else (Rust would also take `inf` and `nan`,
/// handled before).
fn decimal(body: &str) -> Option<&str> {
    let ok = body.bytes().any(|b| b.is_ascii_digit())
        && body.bytes().all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'+' | b'-'));
    ok.then_some(body)
}

/// `0x` hex digits, an optional point and more, then `p` and a decimal
/// exponent: the digits as an integer and the power of two it is scaled
/// by. `None` when it is no hexadecimal float or has more digits than
/// fit 64 bits.
fn hex_parts(body: &str) -> Option<(u64, i32)> {
    let rest = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X"))?;
    let p = rest.find(['p', 'P'])?;
    let (digits, exponent) = (&rest[..p], &rest[p + 1..]);
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    if whole.len() + fraction.len() == 0 || whole.len() + fraction.len() > 16 {
        return None;
    }
    let mantissa = u64::from_str_radix(&format!("{whole}{fraction}"), 16).ok()?;
    let exponent: i32 = exponent.parse().ok()?;
    Some((mantissa, exponent.checked_sub(4 * fraction.len() as i32)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn doubles_read_as_llvm_mc_reads_them() {
        assert_eq!(parse_double("1.5"), Some(1.5));
        assert_eq!(parse_double("-2"), Some(-2.0));
        assert_eq!(parse_double(".5"), Some(0.5));
        assert_eq!(parse_double("1."), Some(1.0));
        assert_eq!(parse_double("0x1p3"), Some(8.0));
        assert_eq!(parse_double("0x1.8p1"), Some(3.0));
        assert_eq!(parse_double("Inf"), Some(f64::INFINITY));
        assert_eq!(parse_double("-infinity"), Some(f64::NEG_INFINITY));
        assert_eq!(parse_double("nan").map(f64::to_bits), Some(0x7fff_ffff_ffff_ffff));
        assert_eq!(parse_double("-nan").map(f64::to_bits), Some(u64::MAX));
        assert_eq!(parse_double("1e-400"), Some(0.0));
        assert_eq!(parse_double("foo"), None);
        assert_eq!(parse_double("1.5x"), None);
        assert_eq!(parse_single("1e40"), Some(f32::INFINITY));
        assert_eq!(parse_single("nan").map(f32::to_bits), Some(0x7fff_ffff));
    }
}
