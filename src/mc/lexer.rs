//! The assembly lexer: identifiers, integers and single punctuation
//! characters, each with its byte column. Whitespace separates tokens.

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// `[A-Za-z_.][A-Za-z0-9_.]*`, or a local label reference (`1f`, `1b`)
    Ident,
    /// An integer literal (value in [`Token::value`]).
    Int,
    /// An integer literal too large for 64 bits.
    BadInt,
    /// A double-quoted string (text includes the quotes).
    Str,
    /// Any other character.
    Punct,
}

/// One token.
#[derive(Clone, Copy, Debug)]
pub struct Token<'a> {
    /// Kind.
    pub kind: TokenKind,
    /// Its text.
    pub text: &'a str,
    /// Byte offset in the line.
    pub col: u32,
    /// For integers, the value (two's complement for values above i64::MAX).
    pub value: i64,
}

/// A byte that may start an identifier: `[A-Za-z_.]`.
const IDENT_START: u8 = 1;
/// A byte that may go on with one: `[A-Za-z0-9_.]`.
const IDENT_CONTINUE: u8 = 2;
/// A byte of an integer literal's word: `[A-Za-z0-9]`.
const ALPHANUMERIC: u8 = 4;

/// What each byte may be, looked up once instead of several range tests
/// per byte: the lexer reads every byte of every statement.
const BYTE_CLASS: [u8; 256] = {
    let mut class = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        let alphanumeric = c.is_ascii_alphanumeric();
        let word = c == b'_' || c == b'.';
        class[b] = (if c.is_ascii_alphabetic() || word { IDENT_START } else { 0 })
            | (if alphanumeric || word { IDENT_CONTINUE } else { 0 })
            | (if alphanumeric { ALPHANUMERIC } else { 0 });
        b += 1;
    }
    class
};

fn is_ident_start(c: u8) -> bool {
    BYTE_CLASS[c as usize] & IDENT_START != 0
}

fn is_ident_continue(c: u8) -> bool {
    BYTE_CLASS[c as usize] & IDENT_CONTINUE != 0
}

fn is_alphanumeric(c: u8) -> bool {
    BYTE_CLASS[c as usize] & ALPHANUMERIC != 0
}

/// Joins `name ( digits )` written without blanks into one identifier
/// when the whole names a register (x86's `st(1)` in Intel syntax, where
/// no register prefix marks it). `line` is the text the tokens are from.
pub fn join_parenthesized_registers<'a>(line: &'a str, out: &mut Vec<Token<'a>>, is_register: impl Fn(&str) -> bool) {
    let mut i = 0;
    while i + 3 < out.len() {
        let [name, open, number, close] = [out[i], out[i + 1], out[i + 2], out[i + 3]];
        let adjacent = |a: &Token<'_>, b: &Token<'_>| a.col as usize + a.text.len() == b.col as usize;
        let shaped = name.kind == TokenKind::Ident
            && open.text == "("
            && number.kind == TokenKind::Int
            && close.text == ")"
            && adjacent(&name, &open)
            && adjacent(&open, &number)
            && adjacent(&number, &close);
        let whole = &line[name.col as usize..close.col as usize + 1];
        if shaped && is_register(&whole.to_ascii_lowercase()) {
            out[i] = Token { kind: TokenKind::Ident, text: whole, col: name.col, value: 0 };
            out.drain(i + 1..i + 4);
        }
        i += 1;
    }
}

/// Splits one statement into tokens (comments already removed).
pub fn tokenize<'a>(line: &'a str, out: &mut Vec<Token<'a>>) {
    tokenize_with_register_prefix(line, "", out)
}

/// As [`tokenize`]; `register_prefix` glued to an identifier makes one
/// identifier token (`%eax`).
pub fn tokenize_with_register_prefix<'a>(line: &'a str, register_prefix: &str, out: &mut Vec<Token<'a>>) {
    out.clear();
    let bytes = line.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        let start = i;
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        // The first byte alone rules out most tokens, without a call.
        let prefixed = register_prefix.as_bytes().first() == Some(&c)
            && line[i..].starts_with(register_prefix)
            && bytes.get(i + register_prefix.len()).is_some_and(|&c| is_ident_start(c));
        if prefixed {
            i += register_prefix.len();
        }
        let kind = if prefixed || is_ident_start(c) {
            while i < bytes.len() && is_ident_continue(bytes[i]) {
                i += 1;
            }
            // A register written with a parenthesized number belongs
            // together (x86's `%st(1)`).
            if prefixed {
                let digits = bytes[i..].iter().skip(1).take_while(|b| b.is_ascii_digit()).count();
                if bytes.get(i) == Some(&b'(') && digits > 0 && bytes.get(i + 1 + digits) == Some(&b')') {
                    i += digits + 2;
                }
            }
            TokenKind::Ident
        } else if c.is_ascii_digit() {
            while i < bytes.len() && is_alphanumeric(bytes[i]) {
                i += 1;
            }
            // `1f` and `1b` name the next and the previous local label `1:`.
            let digits = &bytes[start..i - 1];
            if matches!(bytes[i - 1], b'f' | b'b') && !digits.is_empty() && digits.iter().all(u8::is_ascii_digit) {
                TokenKind::Ident
            } else {
                TokenKind::Int
            }
        } else if c == b'"' {
            i += 1;
            while i < bytes.len() && bytes[i] != b'"' {
                i += if bytes[i] == b'\\' { 2 } else { 1 };
            }
            i = (i + 1).min(bytes.len());
            TokenKind::Str
        } else {
            i += line[i..].chars().next().map_or(1, char::len_utf8);
            TokenKind::Punct
        };
        let text = &line[start..i];
        let (kind, value) = match kind {
            TokenKind::Int => match parse_int(text) {
                Some(v) => (TokenKind::Int, v),
                None => (TokenKind::BadInt, 0),
            },
            k => (k, 0),
        };
        out.push(Token { kind, text, col: start as u32, value });
    }
}

/// Decimal, `0x` hex, `0b` binary or `0`-prefixed octal, up to 2^64 - 1.
pub fn parse_int(text: &str) -> Option<i64> {
    let lower = text.as_bytes();
    let (digits, radix) = if lower.len() > 2 && lower[0] == b'0' && (lower[1] | 0x20) == b'x' {
        (&text[2..], 16)
    } else if lower.len() > 2 && lower[0] == b'0' && (lower[1] | 0x20) == b'b' {
        (&text[2..], 2)
    } else if lower.len() > 1 && lower[0] == b'0' {
        (&text[1..], 8)
    } else {
        (text, 10)
    };
    u64::from_str_radix(digits, radix).ok().map(|v| v as i64)
}
