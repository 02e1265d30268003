//! The values of data directives (`.word`, `.quad`, ...): sums of
//! integers, at most one symbol added and at most one subtracted, where
//! `.` is the location of the value itself (`.word end - start`,
//! `.xword sym - . + 8`).

use crate::mc::lexer::{Token, TokenKind};
use crate::mc::symbols::{Symbols, UNDEFINED_LOCAL_LABEL};
use crate::mc::AsmError;

/// A location term of a data value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DataTerm {
    /// A symbol, by index.
    Symbol(u32),
    /// `.`: where the value itself is written.
    Here,
}

/// One parsed value: `plus - minus + constant`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DataValue {
    /// The location added, if any.
    pub plus: Option<DataTerm>,
    /// The location subtracted, if any (only with one added).
    pub minus: Option<DataTerm>,
    /// The sum of the integers.
    pub constant: i64,
}

/// Parses one value from `toks[*i..]`, up to a `,` or the end; `*i` is
/// left at that point. Symbols are interned in the order they are written.
pub fn parse_value(toks: &[Token<'_>], i: &mut usize, symbols: &mut Symbols) -> Result<DataValue, AsmError> {
    let mut value = DataValue::default();
    let start_col = toks.get(*i).map_or(0, |t| t.col);
    let mut first = true;
    while let Some(t) = toks.get(*i).filter(|t| t.text != ",") {
        // Each term has a sign; the first may leave it out.
        let negative = match t.text {
            "+" | "-" => {
                *i += 1;
                t.text == "-"
            }
            _ if first => false,
            _ => return Err(AsmError::new(t.col, "unexpected token")),
        };
        first = false;
        let Some(term) = toks.get(*i) else {
            return Err(AsmError::new(t.col + 1, "unknown token in expression"));
        };
        *i += 1;
        match term.kind {
            TokenKind::Int => {
                let n = if negative { term.value.wrapping_neg() } else { term.value };
                value.constant = value.constant.wrapping_add(n);
            }
            TokenKind::Ident => {
                // A symbol `.set` gave a constant stands for that number.
                if let Some(n) = symbols.constant_named(term.text) {
                    value.constant = value.constant.wrapping_add(if negative { n.wrapping_neg() } else { n });
                    continue;
                }
                let location = match term.text {
                    "." => DataTerm::Here,
                    name => DataTerm::Symbol(
                        symbols.reference(name, term.col).ok_or(AsmError::syntax(term.col, UNDEFINED_LOCAL_LABEL))?,
                    ),
                };
                let slot = if negative { &mut value.minus } else { &mut value.plus };
                if slot.replace(location).is_some() {
                    return Err(AsmError::new(term.col, "expected relocatable expression"));
                }
            }
            _ => return Err(AsmError::new(term.col, "unknown token in expression")),
        }
    }
    if first {
        return Err(AsmError::new(toks.get(*i).map_or(start_col, |t| t.col), "unknown token in expression"));
    }
    if value.minus.is_some() && value.plus.is_none() {
        return Err(AsmError::new(start_col, "expected relocatable expression"));
    }
    Ok(value)
}

/// The bytes of string token `t` (quotes included in its text), with the
/// escapes llvm-mc reads: `\n \t \r \b \f \\ \"`, octal `\NNN` and hex `\xHH`.
pub fn unescape(t: &Token<'_>, out: &mut Vec<u8>) -> Result<(), AsmError> {
    let inner = t
        .text
        .strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .ok_or_else(|| AsmError::new(t.col, "unterminated string"))?;
    let b = inner.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' {
            out.push(b[i]);
            i += 1;
            continue;
        }
        let Some(&c) = b.get(i + 1) else {
            return Err(AsmError::new(t.col, "invalid escape sequence (unrecognized character)"));
        };
        i += 2;
        match c {
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            b'r' => out.push(b'\r'),
            b'b' => out.push(8),
            b'f' => out.push(12),
            b'\\' | b'"' | b'\'' => out.push(c),
            b'0'..=b'7' => {
                let mut v = (c - b'0') as u32;
                for _ in 0..2 {
                    match b.get(i) {
                        Some(&d @ b'0'..=b'7') => {
                            v = v * 8 + (d - b'0') as u32;
                            i += 1;
                        }
                        _ => break,
                    }
                }
                out.push(v as u8);
            }
            b'x' | b'X' => {
                let digits = b[i..].iter().take_while(|d| d.is_ascii_hexdigit()).count();
                if digits == 0 {
                    return Err(AsmError::new(t.col, "invalid hexadecimal escape sequence"));
                }
                let v = b[i..i + digits]
                    .iter()
                    .fold(0u32, |v, d| v.wrapping_mul(16) + (*d as char).to_digit(16).unwrap_or(0));
                out.push(v as u8);
                i += digits;
            }
            _ => return Err(AsmError::new(t.col, "invalid escape sequence (unrecognized character)")),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mc::lexer::tokenize;

    fn parse(text: &str) -> Result<(DataValue, Vec<String>), u32> {
        let mut toks = Vec::new();
        tokenize(text, &mut toks);
        let mut symbols = Symbols::default();
        let mut i = 0;
        let v = parse_value(&toks, &mut i, &mut symbols).map_err(|e| e.col)?;
        Ok((v, (0..symbols.len() as u32).map(|s| symbols.name(s).to_string()).collect()))
    }

    #[test]
    fn values_are_a_location_minus_a_location_plus_integers() {
        let (v, names) = parse("end - start + 4 - 1").unwrap();
        assert_eq!(v, DataValue { plus: Some(DataTerm::Symbol(0)), minus: Some(DataTerm::Symbol(1)), constant: 3 });
        assert_eq!(names, ["end", "start"]);
        let (v, _) = parse("-5 + 2").unwrap();
        assert_eq!(v, DataValue { plus: None, minus: None, constant: -3 });
        let (v, _) = parse("sym - .").unwrap();
        assert_eq!(v.minus, Some(DataTerm::Here));
    }

    #[test]
    fn what_is_not_relocatable_is_an_error_at_its_token() {
        assert_eq!(parse("a + b").unwrap_err(), 4);
        assert_eq!(parse("- a + 8").unwrap_err(), 0);
        assert_eq!(parse("a b").unwrap_err(), 2);
        assert_eq!(parse("a +").unwrap_err(), 3);
    }
}
