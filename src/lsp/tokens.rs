//! Semantic tokens: lexical classes from the forgiving tokenizer, and names
//! classified by what they resolve to in the index (when the document
//! parsed; otherwise names stay plain).

use super::index::{Index, Kind};
use super::lexer::{tokens, TokenKind};
use lsp_types::{SemanticToken, SemanticTokenModifier, SemanticTokenType, SemanticTokensLegend};
use std::collections::HashMap;

/// Token types, in legend order.
const TYPES: &[SemanticTokenType] = &[
    SemanticTokenType::KEYWORD,
    SemanticTokenType::TYPE,
    SemanticTokenType::COMMENT,
    SemanticTokenType::STRING,
    SemanticTokenType::NUMBER,
    SemanticTokenType::FUNCTION,
    SemanticTokenType::CLASS,
    SemanticTokenType::NAMESPACE,
    SemanticTokenType::VARIABLE,
    SemanticTokenType::TYPE_PARAMETER,
    SemanticTokenType::PARAMETER,
    SemanticTokenType::PROPERTY,
    SemanticTokenType::MACRO,
];

/// Modifiers, in legend order (bit i is modifier i).
const MODIFIERS: &[SemanticTokenModifier] = &[SemanticTokenModifier::DECLARATION, SemanticTokenModifier::READONLY];
const DECLARATION: u32 = 1;
const READONLY: u32 = 2;

pub fn legend() -> SemanticTokensLegend {
    SemanticTokensLegend { token_types: TYPES.to_vec(), token_modifiers: MODIFIERS.to_vec() }
}

fn type_index(t: &SemanticTokenType) -> u32 {
    TYPES.iter().position(|x| x == t).unwrap_or(0) as u32
}

/// How a name is shown, by what it declares.
fn name_class(kind: Kind) -> (SemanticTokenType, u32) {
    match kind {
        Kind::Class => (SemanticTokenType::CLASS, 0),
        Kind::Multiclass => (SemanticTokenType::NAMESPACE, 0),
        Kind::Def | Kind::Defset => (SemanticTokenType::VARIABLE, READONLY),
        Kind::Deftype => (SemanticTokenType::TYPE, 0),
        Kind::Defvar | Kind::ForeachVar => (SemanticTokenType::VARIABLE, 0),
        Kind::TemplateArg => (SemanticTokenType::TYPE_PARAMETER, 0),
        Kind::Field => (SemanticTokenType::PROPERTY, 0),
    }
}

/// The document's tokens, delta-encoded as the protocol wants (one token
/// per line for multi-line comments and code blocks; UTF-16 columns).
pub fn semantic_tokens(text: &str, index: Option<&Index>) -> Vec<SemanticToken> {
    let mut names: HashMap<u32, (SemanticTokenType, u32)> = HashMap::new();
    if let Some(index) = index {
        for (span, id) in &index.uses {
            if span.file == index.focus {
                names.insert(span.start, name_class(index.symbol(*id).kind));
            }
        }
        for s in index.symbols.iter().filter(|s| s.span.file == index.focus && !s.name.is_empty()) {
            let (t, m) = name_class(s.kind);
            names.insert(s.span.start, (t, m | DECLARATION));
        }
    }
    let mut out = Vec::new();
    let (mut prev_line, mut prev_col) = (0u32, 0u32);
    let (mut line, mut line_start, mut counted) = (0u32, 0usize, 0usize);
    // The UTF-16 column of a byte of the current line, advanced token by
    // token (counting from the line's start each time is quadratic on a
    // long line).
    let (mut cursor, mut cursor_col) = (0usize, 0u32);
    for t in tokens(text) {
        let class = match t.kind {
            TokenKind::LineComment | TokenKind::BlockComment => Some((SemanticTokenType::COMMENT, 0)),
            TokenKind::Str | TokenKind::Code => Some((SemanticTokenType::STRING, 0)),
            TokenKind::Number => Some((SemanticTokenType::NUMBER, 0)),
            TokenKind::Bang => Some((SemanticTokenType::FUNCTION, 0)),
            TokenKind::Keyword => Some((SemanticTokenType::KEYWORD, 0)),
            TokenKind::TypeKeyword => Some((SemanticTokenType::TYPE, 0)),
            TokenKind::Variable => Some((SemanticTokenType::PARAMETER, 0)),
            TokenKind::Preprocessor => Some((SemanticTokenType::MACRO, 0)),
            TokenKind::Ident => names.get(&(t.start as u32)).cloned(),
            TokenKind::Punct => None,
        };
        let Some((ty, modifiers)) = class else { continue };
        for (i, b) in text[counted..t.start].bytes().enumerate() {
            if b == b'\n' {
                line += 1;
                line_start = counted + i + 1;
            }
        }
        // Split at line ends.
        let mut piece_start = t.start;
        for piece in text[t.start..t.end].split('\n') {
            if cursor < line_start {
                (cursor, cursor_col) = (line_start, 0);
            }
            let col = cursor_col + text[cursor..piece_start].encode_utf16().count() as u32;
            (cursor, cursor_col) = (piece_start, col);
            let length = piece.trim_end_matches('\r').encode_utf16().count() as u32;
            if length > 0 {
                let delta_line = line - prev_line;
                let delta_start = if delta_line == 0 { col - prev_col } else { col };
                out.push(SemanticToken {
                    delta_line,
                    delta_start,
                    length,
                    token_type: type_index(&ty),
                    token_modifiers_bitset: modifiers,
                });
                (prev_line, prev_col) = (line, col);
            }
            piece_start += piece.len() + 1;
            if piece_start <= t.end {
                line += 1;
                line_start = piece_start;
            }
        }
        counted = t.end;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn multi_line_tokens_split_per_line() {
        let text = "/* a\nbc */ def";
        let got: Vec<(u32, u32, u32, u32)> =
            semantic_tokens(text, None).iter().map(|t| (t.delta_line, t.delta_start, t.length, t.token_type)).collect();
        let comment = type_index(&SemanticTokenType::COMMENT);
        let keyword = type_index(&SemanticTokenType::KEYWORD);
        assert_eq!(got, vec![(0, 0, 4, comment), (1, 0, 5, comment), (0, 6, 3, keyword)]);
    }

    /// A megabyte line of tokens (once a quadratic count of its columns,
    /// seconds per request): columns are still UTF-16 columns.
    #[test]
    fn a_long_line_of_tokens() {
        let text = format!("é{}", " 1".repeat(300_000));
        let tokens = semantic_tokens(&text, None);
        assert_eq!(tokens.len(), 300_000);
        // 'é' is one UTF-16 unit; each number is two columns after the last.
        assert_eq!((tokens[0].delta_line, tokens[0].delta_start), (0, 2));
        assert!(tokens[1..].iter().all(|t| (t.delta_line, t.delta_start, t.length) == (0, 2, 1)));
    }
}
