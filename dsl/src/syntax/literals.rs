//! The values of literal tokens, as llvm-tblgen's lexer reads them: shared
//! by both parsers (`descent.rs` and pest's `convert.rs`).

use super::ast::ExprKind;

/// Parses an integer token the way llvm-tblgen's lexer does: decimal with
/// optional sign, or `0x` hex; positive values up to 2^64-1 wrap.
pub(super) fn parse_int(s: &str) -> Result<i64, String> {
    if let Some(hex) = s.strip_prefix("0x") {
        return u64::from_str_radix(hex, 16).map(|v| v as i64).map_err(|_| "number out of range".to_string());
    }
    if s.starts_with('-') {
        return s.parse::<i64>().map_err(|_| "number out of range".to_string());
    }
    let digits = s.strip_prefix('+').unwrap_or(s);
    digits.parse::<u64>().map(|v| v as i64).map_err(|_| "number out of range".to_string())
}

/// A `0b...` token: its value and digit count.
pub(super) fn binary(token: &str) -> ExprKind {
    let digits = &token[2..];
    ExprKind::Binary(match u64::from_str_radix(digits, 2) {
        Ok(v) => Ok((v, digits.len() as u32)),
        Err(_) if digits.trim_start_matches('0').len() <= 64 => Ok((0, digits.len() as u32)),
        Err(_) => Err("number out of range".to_string()),
    })
}

/// A `[{ ... }]` token's text between the brackets.
pub(super) fn code(token: &str) -> ExprKind {
    ExprKind::Code(token[2..token.len() - 2].to_string())
}

/// The value of one string token (quotes included), escapes processed.
/// `Err` for an escape at the very end (the lexer rules it out).
pub(super) fn string(raw: &str) -> Result<String, ()> {
    let body = &raw[1..raw.len() - 1];
    if !body.contains('\\') {
        return Ok(body.to_string());
    }
    let mut out = String::with_capacity(body.len());
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('t') => out.push('\t'),
            Some('n') => out.push('\n'),
            Some(c) => out.push(c),
            None => return Err(()),
        }
    }
    Ok(out)
}
