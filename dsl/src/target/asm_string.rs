//! Assembly strings: `$op`, `${op}`, `${op:modifier}`, `{a|b}` variants,
//! `$$` and backslash escapes, split into [`AsmPiece`]s for one variant.

use super::reader::Reader;
use super::AsmPiece;
use crate::diag::{codes, Diagnostic};
use crate::source::Span;

/// Splits `text` (written at `span`) for assembly variant `variant`,
/// resolving operand names with `lookup`. `owner` names the instruction or
/// alias in messages. Returns `None` after reporting an error.
pub fn parse(
    r: &mut Reader,
    text: &str,
    span: Span,
    variant: usize,
    owner: &str,
    lookup: &dyn Fn(&str) -> Option<u32>,
) -> Option<Vec<AsmPiece>> {
    let mut pieces = Vec::new();
    let mut literal = String::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    // Inside `{...}`: the index of the alternative being read.
    let mut alternative: Option<usize> = None;
    // Braces nested in an alternative are its text (x86's `{${mask}} {z}`).
    let mut nested = 0usize;
    let mut ok = true;
    while i < bytes.len() {
        let c = bytes[i];
        let in_other_variant = alternative.is_some_and(|a| a != variant);
        match c {
            b'\\' if i + 1 < bytes.len() => {
                // The escaped character may be longer than one byte.
                let len = utf8_len(bytes[i + 1]);
                if !in_other_variant {
                    literal.push_str(&text[i + 1..(i + 1 + len).min(text.len())]);
                }
                i += 1 + len;
                continue;
            }
            b'{' if alternative.is_none() => {
                alternative = Some(0);
                i += 1;
                continue;
            }
            b'{' => nested += 1,
            b'}' if nested > 0 => nested -= 1,
            b'|' if alternative.is_some() && nested == 0 => {
                alternative = alternative.map(|a| a + 1);
                i += 1;
                continue;
            }
            b'}' if alternative.is_some() => {
                alternative = None;
                i += 1;
                continue;
            }
            b'$' if i + 1 < bytes.len() && bytes[i + 1] == b'$' => {
                if !in_other_variant {
                    literal.push('$');
                }
                i += 2;
                continue;
            }
            b'$' => {
                let (name, modifier, end) = match operand_reference(text, i) {
                    Some(x) => x,
                    None => {
                        let at = r.span_in_string(span, text, i, 1);
                        let msg = format!("malformed operand reference in the assembly string of {owner}");
                        r.error(Diagnostic::error(codes::ASM_OPERAND, msg).at(at, "expected `$name` or `${name}`"));
                        return None;
                    }
                };
                // Every variant's operands are checked; only this one's kept.
                match lookup(name) {
                    Some(_) if in_other_variant => {}
                    Some(operand) => {
                        if !literal.is_empty() {
                            pieces.push(AsmPiece::Text(std::mem::take(&mut literal)));
                        }
                        pieces.push(AsmPiece::Operand { operand, modifier: modifier.map(str::to_string) });
                    }
                    None => {
                        let at = r.span_in_string(span, text, i, end - i);
                        let msg =
                            format!("the assembly string of {owner} names operand '${name}', which it does not have");
                        let d = Diagnostic::error(codes::ASM_OPERAND, msg).at(at, "unknown operand");
                        r.error(d.with_help("operands come from OutOperandList and InOperandList"));
                        ok = false;
                    }
                }
                i = end;
                continue;
            }
            _ => {}
        }
        if !in_other_variant {
            // Copy one whole UTF-8 character.
            let len = utf8_len(c);
            literal.push_str(&text[i..(i + len).min(text.len())]);
            i += len;
        } else {
            i += 1;
        }
    }
    if alternative.is_some() {
        let at = r.span_in_string(span, text, text.rfind('{').unwrap_or(0), 1);
        let msg = format!("unterminated variant group in the assembly string of {owner}");
        r.error(Diagnostic::error(codes::ASM_OPERAND, msg).at(at, "this `{` is never closed"));
        return None;
    }
    if !literal.is_empty() {
        pieces.push(AsmPiece::Text(literal));
    }
    ok.then_some(pieces)
}

fn utf8_len(first: u8) -> usize {
    match first {
        0xf0..=0xff => 4,
        0xe0..=0xef => 3,
        0xc0..=0xdf => 2,
        _ => 1,
    }
}

/// Reads `$name` or `${name[:modifier]}` at `start`: the name, the
/// modifier and the index just past the reference.
fn operand_reference(text: &str, start: usize) -> Option<(&str, Option<&str>, usize)> {
    let rest = &text[start + 1..];
    if let Some(braced) = rest.strip_prefix('{') {
        let close = braced.find('}')?;
        let inner = &braced[..close];
        let (name, modifier) = match inner.split_once(':') {
            Some((n, m)) => (n, Some(m)),
            None => (inner, None),
        };
        if name.is_empty() || !name.bytes().all(is_name_byte) {
            return None;
        }
        return Some((name, modifier, start + 2 + close + 1));
    }
    let len = rest.bytes().take_while(|&b| is_name_byte(b)).count();
    if len == 0 {
        return None;
    }
    Some((&rest[..len], None, start + 1 + len))
}

fn is_name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}
