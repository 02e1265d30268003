//! The lexer of the DAG text form: tokens with their spans. Newlines only
//! separate tokens; each token records whether it starts a line, which is
//! where the parser resumes after an error. Comments run from `;` to the
//! end of the line.

use super::diag::{codes, DagDiagnostic, Span};

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Tok<'a> {
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `:`
    Colon,
    /// `,`
    Comma,
    /// `->`
    Arrow,
    /// `=`
    Equals,
    /// `%name` (the name without `%`).
    Var(&'a str),
    /// A name: keyword, operator, type, label or condition code.
    Word(&'a str),
    /// An integer literal, sign included; `None` when it does not fit in
    /// 128 bits (out of range for every type).
    Int(Option<i128>),
    /// A float literal's text: `1.5`, `-2e10`, `-inf`, or `0f` and the
    /// hexadecimal bits.
    Float(&'a str),
}

/// A token and where it is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Token<'a> {
    /// What it is.
    pub tok: Tok<'a>,
    /// Its bytes.
    pub span: Span,
    /// The first token of its line.
    pub line_start: bool,
}

/// A character that may continue a name.
pub fn is_name_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'.'
}

/// A character that may start a word.
fn is_word_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_' || b == b'.'
}

/// The diagnostics of one line: its first, and how many more there were
/// (one cause gives one error, and each quotes the line).
#[derive(Default)]
struct LineDiagnostics {
    first: Option<DagDiagnostic>,
    more: usize,
}

impl LineDiagnostics {
    fn push(&mut self, d: DagDiagnostic) {
        match self.first {
            None => self.first = Some(d),
            Some(_) => self.more += 1,
        }
    }

    /// Ends the line: its diagnostic, with a note of the others, into `out`.
    fn flush(&mut self, out: &mut Vec<DagDiagnostic>) {
        if let Some(d) = self.first.take() {
            let more = std::mem::take(&mut self.more);
            out.push(match more {
                0 => d,
                n => d.with_note(format!("{n} more token error{} on this line", if n == 1 { "" } else { "s" })),
            });
        }
    }
}

/// The tokens of `text`, and a diagnostic for the first character or
/// number of each line that is not one (a run of unexpected characters
/// is one; the others of the line are counted in a note).
pub fn lex(text: &str) -> (Vec<Token<'_>>, Vec<DagDiagnostic>) {
    let bytes = text.as_bytes();
    let mut tokens = Vec::new();
    let mut out = Vec::new();
    let mut diags = LineDiagnostics::default();
    let mut pos = 0;
    let mut line_start = true;
    while pos < bytes.len() {
        let start = pos;
        let b = bytes[pos];
        let simple = match b {
            b'\n' => {
                diags.flush(&mut out);
                line_start = true;
                pos += 1;
                continue;
            }
            b' ' | b'\t' | b'\r' => {
                pos += 1;
                continue;
            }
            b';' => {
                pos = text[pos..].find('\n').map_or(text.len(), |i| pos + i);
                continue;
            }
            b'(' => Some(Tok::LParen),
            b')' => Some(Tok::RParen),
            b'{' => Some(Tok::LBrace),
            b'}' => Some(Tok::RBrace),
            b':' => Some(Tok::Colon),
            b',' => Some(Tok::Comma),
            b'=' => Some(Tok::Equals),
            _ => None,
        };
        let tok = if let Some(tok) = simple {
            pos += 1;
            Some(tok)
        } else if b == b'-' && bytes.get(pos + 1) == Some(&b'>') {
            pos += 2;
            Some(Tok::Arrow)
        } else if b == b'%' {
            pos += 1;
            while pos < bytes.len() && is_name_char(bytes[pos]) {
                pos += 1;
            }
            if pos == start + 1 {
                diags.push(
                    DagDiagnostic::error(codes::TOKEN, "expected a variable name after '%'")
                        .at(Span::new(start, pos), "a '%' alone")
                        .with_help("variables are written %name, with letters, digits, '_' and '.'"),
                );
                None
            } else {
                Some(Tok::Var(&text[start + 1..pos]))
            }
        } else if b.is_ascii_digit() || (b == b'-' && bytes.get(pos + 1).is_some_and(u8::is_ascii_digit)) {
            let (tok, end) = number(text, pos);
            pos = end;
            match tok {
                Ok(tok) => Some(tok),
                Err(message) => {
                    diags.push(
                        DagDiagnostic::error(codes::TOKEN, format!("malformed number '{}'", &text[start..end]))
                            .at(Span::new(start, end), message),
                    );
                    None
                }
            }
        } else if b == b'-'
            && text[pos + 1..].starts_with("inf")
            && !bytes.get(pos + 4).is_some_and(|&c| is_name_char(c))
        {
            pos += 4;
            Some(Tok::Float(&text[start..pos]))
        } else if is_word_start(b) {
            while pos < bytes.len() && is_name_char(bytes[pos]) {
                pos += 1;
            }
            Some(Tok::Word(&text[start..pos]))
        } else {
            // A run of characters that start no token is one error.
            let c = text[pos..].chars().next().unwrap_or('\u{fffd}');
            pos += c.len_utf8().max(1);
            let mut count = 1;
            while let Some(next) = text[pos..].chars().next().filter(|&n| starts_no_token(text, pos, n)) {
                pos += next.len_utf8();
                count += 1;
            }
            let message = match count {
                1 => format!("unexpected character {c:?}"),
                n => format!("{n} unexpected characters, starting with {c:?}"),
            };
            diags.push(
                DagDiagnostic::error(codes::TOKEN, message).at(Span::new(start, pos), "not part of the DAG text form"),
            );
            None
        };
        if let Some(tok) = tok {
            tokens.push(Token { tok, span: Span::new(start, pos), line_start });
        }
        line_start = false;
    }
    diags.flush(&mut out);
    (tokens, out)
}

/// Whether character `c` at `pos` starts no token (and is no space or
/// comment): the lexer would report it as unexpected.
fn starts_no_token(text: &str, pos: usize, c: char) -> bool {
    let next = text.as_bytes().get(pos + 1).copied();
    match c {
        ' ' | '\t' | '\r' | '\n' | ';' | '(' | ')' | '{' | '}' | ':' | ',' | '=' | '%' => false,
        '-' => !(next == Some(b'>') || next.is_some_and(|b| b.is_ascii_digit()) || text[pos + 1..].starts_with("inf")),
        c if c.is_ascii() => !(c.is_ascii_digit() || is_word_start(c as u8)),
        _ => true,
    }
}

/// A number starting at `start` (a digit, or `-` and a digit): the token
/// or why it is malformed, and where it ends (the whole run of name
/// characters, so that a malformed number is reported once).
fn number(text: &str, start: usize) -> (Result<Tok<'_>, &'static str>, usize) {
    let bytes = text.as_bytes();
    let mut pos = start + usize::from(bytes[start] == b'-');
    let digits_start = pos;
    let run_end = |mut p: usize| {
        while p < bytes.len()
            && (is_name_char(bytes[p])
                || (p > digits_start && matches!(bytes[p], b'+' | b'-') && matches!(bytes[p - 1], b'e' | b'E')))
        {
            p += 1;
        }
        p
    };
    let end = run_end(pos);
    let word = &text[digits_start..end];
    if let Some(hex) = word.strip_prefix("0x").or_else(|| word.strip_prefix("0X")) {
        if hex.is_empty() || !hex.bytes().all(|c| c.is_ascii_hexdigit()) {
            return (Err("hexadecimal digits expected after 0x"), end);
        }
        let magnitude = hex.bytes().try_fold(0i128, |acc, c| acc.checked_mul(16)?.checked_add(hex_value(c)));
        let value = magnitude.map(|m| if digits_start > start { -m } else { m });
        return (Ok(Tok::Int(value)), end);
    }
    if let Some(hex) = word.strip_prefix("0f") {
        if digits_start > start || !(hex.len() == 8 || hex.len() == 16) || !hex.bytes().all(|c| c.is_ascii_hexdigit()) {
            return (Err("a float's bits are written 0f and 8 (f32) or 16 (f64) hexadecimal digits"), end);
        }
        return (Ok(Tok::Float(&text[start..end])), end);
    }
    while pos < bytes.len() && bytes[pos].is_ascii_digit() {
        pos += 1;
    }
    let mut is_float = false;
    if bytes.get(pos) == Some(&b'.') && bytes.get(pos + 1).is_some_and(u8::is_ascii_digit) {
        is_float = true;
        pos += 1;
        while pos < bytes.len() && bytes[pos].is_ascii_digit() {
            pos += 1;
        }
    }
    if matches!(bytes.get(pos), Some(b'e' | b'E')) {
        let sign = usize::from(matches!(bytes.get(pos + 1), Some(b'+' | b'-')));
        if bytes.get(pos + 1 + sign).is_some_and(u8::is_ascii_digit) {
            is_float = true;
            pos += 1 + sign;
            while pos < bytes.len() && bytes[pos].is_ascii_digit() {
                pos += 1;
            }
        }
    }
    if pos != end {
        return (Err("not a decimal, hexadecimal or float literal"), end);
    }
    if is_float {
        return (Ok(Tok::Float(&text[start..end])), end);
    }
    let magnitude = text[digits_start..end]
        .bytes()
        .try_fold(0i128, |acc, c| acc.checked_mul(10)?.checked_add(i128::from(c - b'0')));
    let value = magnitude.map(|m| if digits_start > start { -m } else { m });
    (Ok(Tok::Int(value)), end)
}

fn hex_value(c: u8) -> i128 {
    i128::from(match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        _ => c - b'A' + 10,
    })
}
