//! Tokens, as llvm-tblgen's lexer (`TGLexer`) cuts the text into them.
//!
//! The lexer runs inside the preprocessor's scan of each buffer (directives
//! and includes are found on the way, see [`super::preprocess`]) and hands
//! the grammar one byte per token: the grammar then works on a string as
//! long as the number of tokens, with no whitespace or comments left in it.

use crate::diag::{codes, Diagnostic};
use crate::source::{FileId, Span};

/// The kinds of tokens, each with the byte that stands for it in the
/// string the grammar reads (see `grammar.pest`).
#[allow(missing_docs)] // named after the token they stand for
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Tok {
    Ident = b'i',
    /// `$name`
    VarName = b'$',
    /// Decimal (with an optional sign) or `0x` hexadecimal.
    Int = b'n',
    /// `0b0101`
    BinInt = b'b',
    Str = b's',
    /// `[{ ... }]`
    Code = b'c',
    /// A bang operator other than the two below.
    Bang = b'!',
    /// `!cast`, which may begin a dag operator.
    BangCast = b'C',
    /// `!getdagop` (or `!getop`), which may begin a dag operator.
    BangGetDagOp = b'G',
    Colon = b':',
    Semi = b';',
    Comma = b',',
    Less = b'<',
    Greater = b'>',
    LSquare = b'[',
    RSquare = b']',
    LBrace = b'{',
    RBrace = b'}',
    LParen = b'(',
    RParen = b')',
    Equal = b'=',
    Question = b'?',
    Paste = b'#',
    Dot = b'.',
    Minus = b'-',
    Plus = b'+',
    DotDotDot = b'~',
    KwAssert = b'A',
    KwBit = b'B',
    KwBits = b'W',
    KwClass = b'K',
    KwCode = b'O',
    KwDag = b'Q',
    KwDef = b'D',
    KwDefm = b'M',
    KwDefset = b'S',
    KwDeftype = b'Y',
    KwDefvar = b'V',
    KwDump = b'U',
    KwElse = b'E',
    KwFalse = b'F',
    KwField = b'H',
    KwForeach = b'R',
    KwIf = b'I',
    KwIn = b'N',
    KwInclude = b'J',
    KwInt = b'T',
    KwLet = b'L',
    KwList = b'Z',
    KwMulticlass = b'X',
    KwString = b'P',
    KwThen = b'h',
    KwTrue = b't',
}

/// One token: its kind and where it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// The kind.
    pub kind: Tok,
    /// First byte.
    pub start: u32,
    /// One past the last byte.
    pub end: u32,
}

impl Tok {
    /// The keyword an identifier-like word is, if any.
    pub fn keyword(word: &[u8]) -> Option<Tok> {
        Some(match word {
            b"assert" => Tok::KwAssert,
            b"bit" => Tok::KwBit,
            b"bits" => Tok::KwBits,
            b"class" => Tok::KwClass,
            b"code" => Tok::KwCode,
            b"dag" => Tok::KwDag,
            b"def" => Tok::KwDef,
            b"defm" => Tok::KwDefm,
            b"defset" => Tok::KwDefset,
            b"deftype" => Tok::KwDeftype,
            b"defvar" => Tok::KwDefvar,
            b"dump" => Tok::KwDump,
            b"else" => Tok::KwElse,
            b"false" => Tok::KwFalse,
            b"field" => Tok::KwField,
            b"foreach" => Tok::KwForeach,
            b"if" => Tok::KwIf,
            b"in" => Tok::KwIn,
            b"include" => Tok::KwInclude,
            b"int" => Tok::KwInt,
            b"let" => Tok::KwLet,
            b"list" => Tok::KwList,
            b"multiclass" => Tok::KwMulticlass,
            b"string" => Tok::KwString,
            b"then" => Tok::KwThen,
            b"true" => Tok::KwTrue,
            _ => return None,
        })
    }
}

/// A buffer's tokens, ready for the grammar.
#[derive(Debug, Default)]
pub struct Tokens {
    /// The tokens in order.
    pub list: Vec<Token>,
    /// Lexical errors; a buffer with any is not parsed.
    pub errors: Vec<Diagnostic>,
}

impl Tokens {
    /// The string the grammar reads: one byte per token.
    pub fn codes(&self) -> String {
        self.list.iter().map(|t| t.kind as u8 as char).collect()
    }
}

pub(super) fn is_id_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

pub(super) fn is_id_char(c: u8) -> bool {
    ID_CHAR[c as usize]
}

/// The bytes of identifiers, as a table: one load per byte of the longest
/// run of the lexer.
static ID_CHAR: [bool; 256] = {
    let mut table = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        table[c] = b.is_ascii_alphanumeric() || b == b'_';
        c += 1;
    }
    table
};

/// What one step of the lexer found at a position of live text.
pub(super) enum Lexeme {
    /// A token.
    Token(Token),
    /// Whitespace or a comment, up to the given offset.
    Skip(usize),
    /// A newline (directives may follow).
    Newline(usize),
    /// `#` at the start of a line: maybe a directive.
    Hash,
    /// `/*` without its `*/`: the rest of the buffer is lost.
    UnterminatedComment,
    /// A lexical error; lexing goes on at the given offset.
    Error(Diagnostic, usize),
    /// A lexical error after which the rest of the buffer cannot be read.
    Fatal(Diagnostic),
}

/// Reads the lexeme at `pos` of live text (llvm-tblgen's `LexToken`).
pub(super) fn lex(file: FileId, src: &[u8], pos: usize, line_start: bool) -> Lexeme {
    let at = |i: usize| src.get(i).copied().unwrap_or(0);
    let tok = |kind, end: usize| Lexeme::Token(Token { kind, start: pos as u32, end: end as u32 });
    let span = |s: usize, e: usize| Span::new(file, s, e);
    let c = src[pos];
    let punct = match c {
        b':' => Some(Tok::Colon),
        b';' => Some(Tok::Semi),
        b',' => Some(Tok::Comma),
        b'<' => Some(Tok::Less),
        b'>' => Some(Tok::Greater),
        b']' => Some(Tok::RSquare),
        b'{' => Some(Tok::LBrace),
        b'}' => Some(Tok::RBrace),
        b'(' => Some(Tok::LParen),
        b')' => Some(Tok::RParen),
        b'=' => Some(Tok::Equal),
        b'?' => Some(Tok::Question),
        _ => None,
    };
    if let Some(kind) = punct {
        return tok(kind, pos + 1);
    }
    match c {
        b' ' | b'\t' => Lexeme::Skip(pos + 1),
        b'\n' | b'\r' => Lexeme::Newline(pos + 1),
        b'#' if line_start => Lexeme::Hash,
        b'#' => tok(Tok::Paste, pos + 1),
        b'.' => {
            if at(pos + 1) != b'.' {
                return tok(Tok::Dot, pos + 1);
            }
            if at(pos + 2) == b'.' {
                return tok(Tok::DotDotDot, pos + 3);
            }
            let d = Diagnostic::error(codes::BAD_TOKEN, "invalid '..' punctuation")
                .at(span(pos, pos + 2), "did you mean '...'?");
            Lexeme::Error(d, pos + 2)
        }
        b'/' if at(pos + 1) == b'/' => Lexeme::Skip(line_end(src, pos + 2)),
        b'/' if at(pos + 1) == b'*' => match block_comment_end(src, pos) {
            Some(end) => Lexeme::Skip(end),
            None => Lexeme::UnterminatedComment,
        },
        b'-' | b'+' | b'0'..=b'9' => number_or_ident(src, pos),
        b'"' => string(file, src, pos),
        b'$' => {
            if !is_id_start(at(pos + 1)) {
                let d = Diagnostic::error(codes::BAD_TOKEN, "invalid variable name")
                    .at(span(pos, pos + 1), "'$' must be followed by a name");
                return Lexeme::Error(d, pos + 1);
            }
            let mut i = pos + 2;
            while is_id_char(at(i)) {
                i += 1;
            }
            tok(Tok::VarName, i)
        }
        b'[' if at(pos + 1) == b'{' => code(file, src, pos),
        b'[' => tok(Tok::LSquare, pos + 1),
        b'!' => {
            if !at(pos + 1).is_ascii_alphabetic() {
                let d = Diagnostic::error(codes::BAD_TOKEN, "invalid \"!operator\"")
                    .at(span(pos, pos + 1), "'!' must be followed by an operator name");
                return Lexeme::Error(d, pos + 1);
            }
            let mut i = pos + 1;
            while at(i).is_ascii_alphabetic() {
                i += 1;
            }
            let kind = match &src[pos + 1..i] {
                b"cast" => Tok::BangCast,
                b"getdagop" | b"getop" => Tok::BangGetDagOp,
                _ => Tok::Bang,
            };
            tok(kind, i)
        }
        0 => {
            let d = Diagnostic::error(codes::BAD_TOKEN, "NUL character is invalid in source")
                .at(span(pos, pos + 1), "NUL character here");
            Lexeme::Error(d, pos + 1)
        }
        c if is_id_start(c) => identifier(src, pos, pos),
        _ => {
            let len = std::str::from_utf8(&src[pos..src.len().min(pos + 4)])
                .ok()
                .or_else(|| std::str::from_utf8(&src[pos..src.len().min(pos + 3)]).ok())
                .or_else(|| std::str::from_utf8(&src[pos..src.len().min(pos + 2)]).ok())
                .and_then(|s| s.chars().next())
                .map_or(1, char::len_utf8);
            let shown = String::from_utf8_lossy(&src[pos..pos + len]).into_owned();
            // A run of the same character is one error (a line of a
            // million '~' was a million errors).
            let mut end = pos + len;
            while src.get(end..end + len) == Some(&src[pos..pos + len]) {
                end += len;
            }
            let d = Diagnostic::error(codes::BAD_TOKEN, format!("unexpected character '{}'", shown.escape_debug()))
                .at(span(pos, end), "not part of any token");
            Lexeme::Error(d, end)
        }
    }
}

/// Where the line that `pos` is on ends (its `\n` or `\r`, or the end of
/// `src`): the end of a `//` comment.
pub(super) fn line_end(src: &[u8], pos: usize) -> usize {
    let rest = &src[pos..];
    pos + memchr::memchr2(b'\n', b'\r', rest).unwrap_or(rest.len())
}

/// The end of a (nested) `/* */` comment starting at `pos`.
pub(super) fn block_comment_end(src: &[u8], pos: usize) -> Option<usize> {
    let mut i = pos + 2;
    let mut depth = 1;
    while let Some(k) = memchr::memchr2(b'*', b'/', &src[i.min(src.len())..]) {
        i += k;
        if src[i] == b'*' && src.get(i + 1) == Some(&b'/') {
            i += 2;
            depth -= 1;
            if depth == 0 {
                return Some(i);
            }
        } else if src[i] == b'/' && src.get(i + 1) == Some(&b'*') {
            i += 2;
            depth += 1;
        } else {
            i += 1;
        }
    }
    None
}

/// An identifier or keyword from `start`; `from` is where scanning resumes.
fn identifier(src: &[u8], start: usize, from: usize) -> Lexeme {
    let mut i = from;
    while i < src.len() && is_id_char(src[i]) {
        i += 1;
    }
    let kind = Tok::keyword(&src[start..i]).unwrap_or(Tok::Ident);
    Lexeme::Token(Token { kind, start: start as u32, end: i as u32 })
}

/// llvm-tblgen's rule for a token starting with a digit or a sign: a
/// number, unless digits run into a letter (`8bit` is an identifier),
/// where `0x1` and `0b1` are numbers.
fn number_or_ident(src: &[u8], pos: usize) -> Lexeme {
    let at = |i: usize| src.get(i).copied().unwrap_or(0);
    if src[pos].is_ascii_digit() {
        let mut i = pos;
        while at(i).is_ascii_digit() {
            i += 1;
        }
        let next = at(i);
        let after = at(i + 1);
        let number_prefix =
            (next == b'b' && matches!(after, b'0' | b'1')) || (next == b'x' && after.is_ascii_hexdigit());
        if !number_prefix && is_id_start(next) {
            return identifier(src, pos, i);
        }
    }
    let tok = |kind, end: usize| Lexeme::Token(Token { kind, start: pos as u32, end: end as u32 });
    if src[pos] == b'0' && at(pos + 1) == b'x' {
        let mut i = pos + 2;
        while at(i).is_ascii_hexdigit() {
            i += 1;
        }
        if i > pos + 2 {
            return tok(Tok::Int, i);
        }
    }
    if src[pos] == b'0' && at(pos + 1) == b'b' {
        let mut i = pos + 2;
        while matches!(at(i), b'0' | b'1') {
            i += 1;
        }
        if i > pos + 2 {
            return tok(Tok::BinInt, i);
        }
    }
    let mut i = pos + 1;
    if !src[pos].is_ascii_digit() && !at(i).is_ascii_digit() {
        return tok(if src[pos] == b'-' { Tok::Minus } else { Tok::Plus }, i);
    }
    while at(i).is_ascii_digit() {
        i += 1;
    }
    tok(Tok::Int, i)
}

/// A string literal (escapes are checked here and decoded by the parser).
fn string(file: FileId, src: &[u8], pos: usize) -> Lexeme {
    let mut i = pos + 1;
    loop {
        match src.get(i) {
            None | Some(b'\n' | b'\r') => {
                let d = Diagnostic::error(codes::BAD_TOKEN, "unterminated string literal")
                    .at(Span::new(file, pos, i), "string starts here and runs to the end of the line");
                return Lexeme::Fatal(d);
            }
            Some(b'"') => return Lexeme::Token(Token { kind: Tok::Str, start: pos as u32, end: i as u32 + 1 }),
            Some(b'\\') => match src.get(i + 1) {
                Some(b'\\' | b'\'' | b'"' | b't' | b'n') => i += 2,
                Some(b'\n' | b'\r') | None => {
                    let d = Diagnostic::error(codes::BAD_TOKEN, "escaped newlines are not supported")
                        .at(Span::new(file, i, i + 1), "escape at the end of the line");
                    return Lexeme::Fatal(d);
                }
                Some(_) => {
                    let len = std::str::from_utf8(&src[i + 1..src.len().min(i + 5)])
                        .map(|s| s.chars().next().map_or(1, char::len_utf8))
                        .unwrap_or(1);
                    let shown = String::from_utf8_lossy(&src[i + 1..i + 1 + len]).into_owned();
                    let d =
                        Diagnostic::error(codes::BAD_TOKEN, format!("invalid escape '\\{shown}' in string literal"))
                            .at(Span::new(file, i, i + 1 + len), "invalid escape")
                            .with_help("the escapes are \\\\ \\' \\\" \\t and \\n");
                    return Lexeme::Fatal(d);
                }
            },
            Some(_) => i += 1,
        }
    }
}

/// A code literal `[{ ... }]` (llvm-tblgen's `LexBracket`: a `}` followed
/// by anything but `]` is part of the code, and so is that character).
fn code(file: FileId, src: &[u8], pos: usize) -> Lexeme {
    let mut i = pos + 2;
    while let Some(brace) = memchr::memchr(b'}', &src[i.min(src.len())..]) {
        let next = i + brace + 1;
        match src.get(next) {
            Some(b']') => return Lexeme::Token(Token { kind: Tok::Code, start: pos as u32, end: next as u32 + 1 }),
            // The character after a `}` is skipped, even another `}`.
            Some(_) => i = next + 1,
            None => break,
        }
    }
    let d = Diagnostic::error(codes::BAD_TOKEN, "unterminated code block")
        .at(Span::new(file, pos, pos + 2), "code block starts here")
        .with_help("close it with '}]'");
    Lexeme::Fatal(d)
}

/// Cuts a whole buffer into tokens without preprocessing (a `#` directive
/// is just a paste token): for [`super::parse_unit`] on plain text.
pub fn lex_all(file: FileId, text: &str) -> Tokens {
    let src = text.as_bytes();
    let mut out = Tokens::default();
    let mut pos = 0;
    let mut line_start = true;
    while pos < src.len() {
        match lex(file, src, pos, line_start) {
            Lexeme::Skip(end) => pos = end,
            Lexeme::Newline(end) => {
                pos = end;
                line_start = true;
            }
            Lexeme::Hash => {
                out.list.push(Token { kind: Tok::Paste, start: pos as u32, end: pos as u32 + 1 });
                pos += 1;
                line_start = false;
            }
            Lexeme::Token(t) => {
                pos = t.end as usize;
                line_start = false;
                out.list.push(t);
            }
            Lexeme::UnterminatedComment => {
                out.errors.push(
                    Diagnostic::error(codes::BAD_TOKEN, "unterminated comment")
                        .at(Span::new(file, pos, pos + 2), "comment starts here"),
                );
                break;
            }
            Lexeme::Error(d, next) => {
                out.errors.push(d);
                pos = next;
                line_start = false;
            }
            Lexeme::Fatal(d) => {
                out.errors.push(d);
                break;
            }
        }
    }
    out
}
