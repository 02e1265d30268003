//! Tokens of LLVM's textual IR, read on demand from a byte offset: the IR
//! parser (`super::ir`) peeks and consumes them, while metadata nodes are
//! read character by character ([`super::parse`]) from the same offset.
//! Whitespace and `;` comments separate tokens; line breaks mean nothing,
//! as in LLVM's lexer.

/// One token and where it lies.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Token<'a> {
    /// What it is.
    pub kind: TokenKind,
    /// Its text.
    pub text: &'a str,
    /// Byte offset of its first byte.
    pub start: usize,
    /// Byte offset past its last byte.
    pub end: usize,
}

/// The sorts of token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// `%name`, `%"quoted name"`, `%12`.
    Local,
    /// `@name`, `@"quoted"`, `@3`.
    Global,
    /// `!name` (a metadata kind or a named node; also `!DILocation`).
    MetaName,
    /// `!12`.
    MetaNumber,
    /// `!{` opening a node.
    MetaOpen,
    /// `!"..."`.
    MetaString,
    /// `#3` (an attribute group) or `#dbg_value` (a debug record).
    Hash,
    /// `$name` (a comdat).
    Comdat,
    /// `^3` (a summary entry).
    Caret,
    /// `name:`, `12:`, `"quoted":` (a label definition).
    Label,
    /// A decimal integer, possibly negative.
    Integer,
    /// `u0x2F`, `s0xFF`: a hexadecimal integer.
    HexInteger,
    /// A floating-point literal: `1.5`, `-2.0e3`, `0x3FF0000000000000`, `0xK...`.
    Float,
    /// `"..."`, or `c"..."` (a constant byte string).
    String,
    /// A keyword, type or other bare word: `load`, `i32`, `fastcc`.
    Word,
    /// `...`.
    Ellipsis,
    /// One punctuation character: `= , ( ) [ ] { } < > * : |`.
    Punct,
    /// The end of the text.
    Eof,
    /// A character no token starts with.
    Unknown,
}

impl Token<'_> {
    /// Whether the token is this punctuation character.
    pub fn is(&self, c: char) -> bool {
        self.kind == TokenKind::Punct && self.text.len() == 1 && self.text.starts_with(c)
    }

    /// Whether the token is this bare word.
    pub fn is_word(&self, w: &str) -> bool {
        self.kind == TokenKind::Word && self.text == w
    }
}

fn is_name_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'$' | b'.' | b'_')
}

/// The offset of the first byte at or after `pos` that is neither
/// whitespace nor inside a comment.
pub fn skip_trivia(text: &str, mut pos: usize) -> usize {
    let bytes = text.as_bytes();
    while pos < bytes.len() {
        match bytes[pos] {
            b' ' | b'\t' | b'\r' | b'\n' | 0x0b | 0x0c => pos += 1,
            b';' => {
                while pos < bytes.len() && bytes[pos] != b'\n' {
                    pos += 1;
                }
            }
            _ => break,
        }
    }
    pos
}

/// The end of a `"..."` string starting at `pos` (on the quote); LLVM's
/// strings have no escapes that hide a quote (`\22` is hex).
fn string_end(bytes: &[u8], pos: usize) -> usize {
    let mut i = pos + 1;
    while i < bytes.len() && bytes[i] != b'"' {
        i += 1;
    }
    (i + 1).min(bytes.len())
}

/// The end of a name after a sigil: a quoted string, digits, or name characters.
fn name_end(bytes: &[u8], pos: usize) -> usize {
    if bytes.get(pos) == Some(&b'"') {
        return string_end(bytes, pos);
    }
    let mut i = pos;
    while i < bytes.len() && (is_name_char(bytes[i]) || bytes[i] == b'\\') {
        i += 1;
    }
    i
}

/// The token starting at the first non-trivia byte at or after `pos`.
pub fn token(text: &str, pos: usize) -> Token<'_> {
    let bytes = text.as_bytes();
    let start = skip_trivia(text, pos);
    let make = |kind, end: usize| Token { kind, text: &text[start..end], start, end };
    let Some(&b) = bytes.get(start) else { return make(TokenKind::Eof, start) };
    let at = |i: usize| bytes.get(start + i).copied();
    match b {
        b'%' | b'@' | b'$' | b'^' => {
            let end = name_end(bytes, start + 1);
            let kind = match b {
                b'%' => TokenKind::Local,
                b'@' => TokenKind::Global,
                b'$' => TokenKind::Comdat,
                _ => TokenKind::Caret,
            };
            if end == start + 1 {
                return make(TokenKind::Unknown, start + 1);
            }
            make(kind, end)
        }
        b'#' => {
            let mut end = start + 1;
            while end < bytes.len() && is_name_char(bytes[end]) {
                end += 1;
            }
            make(if end == start + 1 { TokenKind::Unknown } else { TokenKind::Hash }, end)
        }
        b'!' => match at(1) {
            Some(b'{') => make(TokenKind::MetaOpen, start + 2),
            Some(b'"') => make(TokenKind::MetaString, string_end(bytes, start + 1)),
            Some(d) if d.is_ascii_digit() => {
                let mut end = start + 1;
                while end < bytes.len() && bytes[end].is_ascii_digit() {
                    end += 1;
                }
                make(TokenKind::MetaNumber, end)
            }
            Some(c) if is_name_char(c) || c == b'\\' => make(TokenKind::MetaName, name_end(bytes, start + 1)),
            _ => make(TokenKind::Unknown, start + 1),
        },
        b'"' => {
            let end = string_end(bytes, start);
            if bytes.get(end) == Some(&b':') {
                return make(TokenKind::Label, end + 1);
            }
            make(TokenKind::String, end)
        }
        b'.' if at(1) == Some(b'.') && at(2) == Some(b'.') => make(TokenKind::Ellipsis, start + 3),
        b'-' | b'+' | b'0'..=b'9' => number(text, start),
        b'=' | b',' | b'(' | b')' | b'[' | b']' | b'{' | b'}' | b'<' | b'>' | b'*' | b':' | b'|' => {
            make(TokenKind::Punct, start + 1)
        }
        b if b.is_ascii_alphabetic() || matches!(b, b'_' | b'.' | b'$' | b'-') => {
            if b == b'c' && at(1) == Some(b'"') {
                return make(TokenKind::String, string_end(bytes, start + 1));
            }
            if (b == b'u' || b == b's') && at(1) == Some(b'0') && at(2) == Some(b'x') {
                let mut end = start + 3;
                while end < bytes.len() && bytes[end].is_ascii_hexdigit() {
                    end += 1;
                }
                if end > start + 3 {
                    return make(TokenKind::HexInteger, end);
                }
            }
            let mut end = start;
            while end < bytes.len() && is_name_char(bytes[end]) {
                end += 1;
            }
            if bytes.get(end) == Some(&b':') && bytes.get(end + 1) != Some(&b':') {
                return make(TokenKind::Label, end + 1);
            }
            make(TokenKind::Word, end)
        }
        _ => {
            let len = text[start..].chars().next().map_or(1, char::len_utf8);
            make(TokenKind::Unknown, start + len)
        }
    }
}

/// A number at `start`: an integer, a float, a hexadecimal float
/// (`0x...`, `0xK...`), or a numbered label (`12:`).
fn number(text: &str, start: usize) -> Token<'_> {
    let bytes = text.as_bytes();
    let make = |kind, end: usize| Token { kind, text: &text[start..end], start, end };
    let mut i = start;
    if matches!(bytes[i], b'-' | b'+') {
        i += 1;
    }
    if bytes.get(i) == Some(&b'0') && bytes.get(i + 1) == Some(&b'x') {
        let mut end = i + 2;
        if bytes.get(end).is_some_and(|b| matches!(b, b'K' | b'L' | b'M' | b'H' | b'R')) {
            end += 1;
        }
        while end < bytes.len() && bytes[end].is_ascii_hexdigit() {
            end += 1;
        }
        return make(TokenKind::Float, end);
    }
    let digits_start = i;
    while i < bytes.len() && bytes[i].is_ascii_digit() {
        i += 1;
    }
    if i == digits_start {
        // A '-' that starts a name: a label such as `-N-:`, else nothing IR knows.
        let mut end = start + 1;
        while end < bytes.len() && is_name_char(bytes[end]) {
            end += 1;
        }
        if bytes.get(end) == Some(&b':') {
            return make(TokenKind::Label, end + 1);
        }
        return make(TokenKind::Unknown, end.max(start + 1));
    }
    if bytes.get(i) == Some(&b':') && bytes[start].is_ascii_digit() {
        return make(TokenKind::Label, i + 1);
    }
    let mut float = false;
    if bytes.get(i) == Some(&b'.') {
        float = true;
        i += 1;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            i += 1;
        }
        if matches!(bytes.get(i), Some(b'e' | b'E')) {
            let mut j = i + 1;
            if matches!(bytes.get(j), Some(b'-' | b'+')) {
                j += 1;
            }
            if bytes.get(j).is_some_and(u8::is_ascii_digit) {
                i = j;
                while i < bytes.len() && bytes[i].is_ascii_digit() {
                    i += 1;
                }
            }
        }
    }
    // `[11x i8]`: LLVM's lexer ends the count before the `x`.
    if !float && bytes.get(i) == Some(&b'x') && !bytes.get(i + 1).is_some_and(|&b| is_name_char(b)) {
        return make(TokenKind::Integer, i);
    }
    // Digits glued to name characters are a word such as `1abc`: not a number.
    if bytes.get(i).is_some_and(|&b| b.is_ascii_alphabetic() || b == b'_') {
        let mut end = i;
        while end < bytes.len() && is_name_char(bytes[end]) {
            end += 1;
        }
        return make(TokenKind::Unknown, end);
    }
    make(if float { TokenKind::Float } else { TokenKind::Integer }, i)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<(TokenKind, &str)> {
        let mut out = Vec::new();
        let mut pos = 0;
        loop {
            let t = token(text, pos);
            if t.kind == TokenKind::Eof {
                return out;
            }
            out.push((t.kind, t.text));
            pos = t.end;
        }
    }

    #[test]
    fn reads_the_tokens_around_metadata() {
        use TokenKind::*;
        assert_eq!(
            kinds("%a = load i8, ptr %x, !range !0 ; c\n!{ !\"s\" u0x2 -3 1.5e3 0xK4000 entry: 7: c\"ab\" ..."),
            vec![
                (Local, "%a"),
                (Punct, "="),
                (Word, "load"),
                (Word, "i8"),
                (Punct, ","),
                (Word, "ptr"),
                (Local, "%x"),
                (Punct, ","),
                (MetaName, "!range"),
                (MetaNumber, "!0"),
                (MetaOpen, "!{"),
                (MetaString, "!\"s\""),
                (HexInteger, "u0x2"),
                (Integer, "-3"),
                (Float, "1.5e3"),
                (Float, "0xK4000"),
                (Label, "entry:"),
                (Label, "7:"),
                (String, "c\"ab\""),
                (Ellipsis, "..."),
            ]
        );
    }
}
