//! A forgiving tokenizer for editor features that must work on text that
//! does not parse (semantic tokens, folding, completion context): it never
//! fails, and unterminated strings or comments run to the end.

use tdc_dsl::syntax::incremental::block_comment_end;

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    LineComment,
    BlockComment,
    Str,
    /// `[{ ... }]`
    Code,
    Number,
    /// `!name`
    Bang,
    Keyword,
    /// `bit`, `int`, `string`, ... as types.
    TypeKeyword,
    Ident,
    /// `$name` in a dag.
    Variable,
    /// `#ifdef` and friends, to the end of the line.
    Preprocessor,
    Punct,
}

/// A token: kind and byte range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: TokenKind,
    pub start: usize,
    pub end: usize,
}

const KEYWORDS: &[&str] = &[
    "assert",
    "class",
    "def",
    "defm",
    "defset",
    "deftype",
    "defvar",
    "dump",
    "else",
    "false",
    "field",
    "foreach",
    "if",
    "in",
    "include",
    "let",
    "multiclass",
    "then",
    "true",
];
const TYPE_KEYWORDS: &[&str] = &["bit", "bits", "code", "dag", "int", "list", "string"];

fn is_ident_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// Every token of `text`, in order (whitespace left out).
pub fn tokens(text: &str) -> Vec<Token> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    let mut line_start = true;
    while i < bytes.len() {
        let b = bytes[i];
        let start = i;
        let at = |k: usize| bytes.get(k).copied().unwrap_or(0);
        let kind = match b {
            b'\n' => {
                line_start = true;
                i += 1;
                continue;
            }
            b' ' | b'\t' | b'\r' => {
                i += 1;
                continue;
            }
            b'/' if at(i + 1) == b'/' => {
                i = text[i..].find('\n').map_or(bytes.len(), |n| i + n);
                TokenKind::LineComment
            }
            b'/' if at(i + 1) == b'*' => {
                i = block_comment_end(bytes, i);
                TokenKind::BlockComment
            }
            b'#' if line_start && bytes[i + 1..].first().is_some_and(|c| c.is_ascii_alphabetic()) => {
                i = text[i..].find('\n').map_or(bytes.len(), |n| i + n);
                TokenKind::Preprocessor
            }
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' && bytes[i] != b'\n' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i = (i + 1).min(bytes.len());
                TokenKind::Str
            }
            b'[' if at(i + 1) == b'{' => {
                i = text[i + 2..].find("}]").map_or(bytes.len(), |n| i + 2 + n + 2);
                TokenKind::Code
            }
            b'!' if at(i + 1).is_ascii_alphabetic() => {
                i += 1;
                while i < bytes.len() && is_ident_char(bytes[i]) {
                    i += 1;
                }
                TokenKind::Bang
            }
            b'$' if is_ident_char(at(i + 1)) => {
                i += 1;
                while i < bytes.len() && is_ident_char(bytes[i]) {
                    i += 1;
                }
                TokenKind::Variable
            }
            b'-' | b'+' | b'0'..=b'9' if b.is_ascii_digit() || at(i + 1).is_ascii_digit() => {
                i += 1;
                while i < bytes.len() && is_ident_char(bytes[i]) {
                    i += 1;
                }
                // `1abc` is an identifier in TableGen.
                let word = &text[start..i];
                let numeric = word.trim_start_matches(['-', '+']);
                let is_number = numeric.starts_with("0x")
                    || numeric.starts_with("0b")
                    || numeric.bytes().all(|c| c.is_ascii_digit());
                if is_number {
                    TokenKind::Number
                } else {
                    TokenKind::Ident
                }
            }
            c if is_ident_char(c) => {
                while i < bytes.len() && is_ident_char(bytes[i]) {
                    i += 1;
                }
                let word = &text[start..i];
                if KEYWORDS.contains(&word) {
                    TokenKind::Keyword
                } else if TYPE_KEYWORDS.contains(&word) {
                    TokenKind::TypeKeyword
                } else {
                    TokenKind::Ident
                }
            }
            _ => {
                // One character, whole (the text is UTF-8).
                i += text[i..].chars().next().map_or(1, char::len_utf8);
                TokenKind::Punct
            }
        };
        line_start = false;
        out.push(Token { kind, start, end: i });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<(TokenKind, &str)> {
        tokens(text).into_iter().map(|t| (t.kind, &text[t.start..t.end])).collect()
    }

    #[test]
    fn every_kind_of_token() {
        use TokenKind::*;
        let text = "#ifdef X\nclass A<int n> { bits<4> b = 0b1010; } // c\n/* a /* b */ */ def x : A<-3>, B { string s = \"q\\\"\"; code c = [{ x }]; dag d = (op $a, !add(1, 2)); }";
        let got = kinds(text);
        assert_eq!(got[0], (Preprocessor, "#ifdef X"));
        assert_eq!(got[1], (Keyword, "class"));
        assert!(got.contains(&(TypeKeyword, "bits")));
        assert!(got.contains(&(Number, "0b1010")));
        assert!(got.contains(&(LineComment, "// c")));
        assert!(got.contains(&(BlockComment, "/* a /* b */ */")));
        assert!(got.contains(&(Number, "-3")));
        assert!(got.contains(&(Str, "\"q\\\"\"")));
        assert!(got.contains(&(Code, "[{ x }]")));
        assert!(got.contains(&(Variable, "$a")));
        assert!(got.contains(&(Bang, "!add")));
    }

    #[test]
    fn unterminated_text_runs_to_the_end() {
        for text in ["\"abc", "/* x", "[{ x", "!", "$", "é!é", "\"\\"] {
            let t = tokens(text);
            assert!(t.iter().all(|t| t.end <= text.len() && text.is_char_boundary(t.end)), "{text:?}");
        }
    }
}
