//! The grammar over tokens, and its errors. With `convert.rs`, the only
//! modules that see pest.

use super::ast::*;
use super::convert::Converter;
use super::lexer::{Tok, Token, Tokens};
use crate::diag::{codes, Diagnostic};
use crate::source::{FileId, Span};
use pest::Parser as _;
use std::collections::HashMap;

#[derive(pest_derive::Parser)]
#[grammar = "syntax/grammar.pest"]
pub(super) struct TdParser;

/// Deeper bracket nesting than this is rejected before the grammar runs,
/// so the recursive-descent parser cannot overflow its stack.
pub const MAX_NESTING: usize = 512;

/// Parses one buffer's text as it is (no preprocessing: a directive is a
/// syntax error here). Tools and tests use it; a run parses the tokens the
/// preprocessor made, with [`parse_tokens`].
pub fn parse_unit(file: FileId, text: &str, includes: &HashMap<u32, FileId>) -> Result<SourceUnit, Vec<Diagnostic>> {
    let tokens = super::lexer::lex_all(file, text);
    parse_tokens(file, text, &tokens, includes)
}

/// Parses the tokens of one buffer (`text` is the buffer they came from).
pub fn parse_tokens(
    file: FileId,
    text: &str,
    tokens: &Tokens,
    includes: &HashMap<u32, FileId>,
) -> Result<SourceUnit, Vec<Diagnostic>> {
    if !tokens.errors.is_empty() {
        return Err(tokens.errors.clone());
    }
    if let Some(d) = check_nesting(file, &tokens.list) {
        return Err(vec![d]);
    }
    parse_statements(file, text, &tokens.list, includes).map(|items| SourceUnit {
        file,
        items,
        keys: Vec::new(),
        relative_keys: Vec::new(),
        idents: Vec::new(),
    })
}

/// Parses `tokens` (of buffer `file`, whose text is `text`) as a sequence
/// of statements (the caller has checked nesting): by recursive descent,
/// and through pest where that gives up (to report the error).
pub(super) fn parse_statements(
    file: FileId,
    text: &str,
    tokens: &[Token],
    includes: &HashMap<u32, FileId>,
) -> Result<Vec<Stmt>, Vec<Diagnostic>> {
    match super::descent::parse(file, text, tokens, includes) {
        Some(parsed) => parsed,
        None => parse_with_pest(file, text, tokens, includes),
    }
}

/// [`parse_statements`] through pest: for input the descent parser does
/// not take, which pest reports as a syntax error.
pub(super) fn parse_with_pest(
    file: FileId,
    text: &str,
    tokens: &[Token],
    includes: &HashMap<u32, FileId>,
) -> Result<Vec<Stmt>, Vec<Diagnostic>> {
    let codes: String = tokens.iter().map(|t| t.kind as u8 as char).collect();
    let pairs = match TdParser::parse(Rule::file, &codes) {
        Ok(p) => p,
        Err(_) => return Err(vec![syntax_error(file, text, tokens, &codes)]),
    };
    let mut conv = Converter::new(file, text, tokens, includes);
    let mut items = Vec::new();
    for pair in pairs {
        if pair.as_rule() == Rule::file {
            for p in pair.into_inner() {
                if p.as_rule() != Rule::EOI {
                    items.push(conv.stmt(p));
                }
            }
        }
    }
    conv.finish().map(|()| items)
}

/// Finds bracket nesting beyond [`MAX_NESTING`].
pub(super) fn check_nesting(file: FileId, tokens: &[Token]) -> Option<Diagnostic> {
    let mut depth = 0usize;
    for t in tokens {
        match t.kind {
            Tok::LParen | Tok::LSquare | Tok::LBrace | Tok::Less => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Some(
                        Diagnostic::error(
                            codes::NESTING_LIMIT,
                            format!("brackets nested more than {MAX_NESTING} deep"),
                        )
                        .at(Span::new(file, t.start as usize, t.end as usize), "too deep here"),
                    );
                }
            }
            Tok::RParen | Tok::RSquare | Tok::RBrace | Tok::Greater => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    None
}

/// How a token the grammar expected is named in messages.
fn token_name(code: u8) -> &'static str {
    match code {
        b'i' => "identifier",
        b'$' => "'$name'",
        b'n' => "integer",
        b'b' => "binary integer",
        b's' => "string",
        b'c' => "code block",
        b'!' | b'C' | b'G' => "bang operator",
        b':' => "':'",
        b';' => "';'",
        b',' => "','",
        b'<' => "'<'",
        b'>' => "'>'",
        b'[' => "'['",
        b']' => "']'",
        b'{' => "'{'",
        b'}' => "'}'",
        b'(' => "'('",
        b')' => "')'",
        b'=' => "'='",
        b'?' => "'?'",
        b'#' => "'#'",
        b'.' => "'.'",
        b'-' => "'-'",
        b'+' => "'+'",
        b'~' => "'...'",
        b'A' => "'assert'",
        b'B' => "'bit'",
        b'W' => "'bits'",
        b'K' => "'class'",
        b'O' => "'code'",
        b'Q' => "'dag'",
        b'D' => "'def'",
        b'M' => "'defm'",
        b'S' => "'defset'",
        b'Y' => "'deftype'",
        b'V' => "'defvar'",
        b'U' => "'dump'",
        b'E' => "'else'",
        b'F' => "'false'",
        b'H' => "'field'",
        b'R' => "'foreach'",
        b'I' => "'if'",
        b'N' => "'in'",
        b'J' => "'include'",
        b'T' => "'int'",
        b'L' => "'let'",
        b'Z' => "'list'",
        b'X' => "'multiclass'",
        b'P' => "'string'",
        b'h' => "'then'",
        b't' => "'true'",
        _ => "token",
    }
}

/// Tokens that begin a value; when all are expected, the message says "value".
const VALUE_START: &[u8] = b"ins!CG([?{cbtF";
/// Tokens that begin a statement.
const STATEMENT_START: &[u8] = b"DLMKRXVJIASYU";
/// Tokens that begin a type.
const TYPE_START: &[u8] = b"iBTPWZQO";

/// Serialises the parses that collect error details: the switch is global.
static DETAILED: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// Parses `codes` again, this time noting which tokens were expected, and
/// reports the error.
fn syntax_error(file: FileId, text: &str, tokens: &[Token], codes: &str) -> Diagnostic {
    let e = {
        let _serial = DETAILED.lock().unwrap_or_else(|p| p.into_inner());
        pest::set_error_detail(true);
        let e = TdParser::parse(Rule::file, codes).err();
        pest::set_error_detail(false);
        e
    };
    let Some(e) = e else { return Diagnostic::error(codes::SYNTAX, "syntax error").at(Span::new(file, 0, 0), "here") };
    let attempts = e.parse_attempts();
    // The furthest position any alternative reached, where the expected
    // tokens were collected.
    let pos = match (&attempts, e.location) {
        (Some(a), _) => a.max_position,
        (None, pest::error::InputLocation::Pos(p)) => p,
        (None, pest::error::InputLocation::Span((s, _))) => s,
    };
    let (span, found) = match tokens.get(pos) {
        Some(t) => (Span::new(file, t.start as usize, t.end as usize), describe(text, *t)),
        None => (Span::new(file, text.len(), text.len()), "end of file".to_string()),
    };
    let mut expected: Vec<u8> = attempts
        .map(|a| {
            a.expected_tokens()
                .into_iter()
                .filter_map(|t| {
                    let t = t.to_string();
                    (t.len() == 1).then(|| t.as_bytes()[0])
                })
                .collect()
        })
        .unwrap_or_default();
    expected.sort_unstable();
    expected.dedup();
    let mut names: Vec<&str> = Vec::new();
    for (group, name) in [(VALUE_START, "value"), (STATEMENT_START, "statement"), (TYPE_START, "type")] {
        if group.iter().all(|c| expected.contains(c)) {
            expected.retain(|c| !group.contains(c));
            names.push(name);
        }
    }
    names.extend(expected.iter().map(|c| token_name(*c)));
    if let pest::error::ErrorVariant::ParsingError { positives, .. } = &e.variant {
        if positives.contains(&Rule::EOI) {
            names.push("end of file");
        }
    }
    names.sort_unstable();
    names.dedup();
    // A value where a ',' could have separated it from the one before.
    let missing_comma =
        tokens.get(pos).is_some_and(|t| VALUE_START.contains(&(t.kind as u8))) && names.contains(&"','");
    if missing_comma {
        return Diagnostic::error(codes::SYNTAX, format!("expected ',' before this {}", found_kind(tokens[pos])))
            .at(span, "a ',' is missing before this");
    }
    let msg = if names.is_empty() {
        format!("unexpected {found}")
    } else {
        format!("expected {}, found {found}", join_or(&names))
    };
    Diagnostic::error(codes::SYNTAX, msg).at(span, "unexpected here")
}

/// A token as messages show it: keywords and punctuation quoted, names with
/// their kind.
fn describe(text: &str, t: Token) -> String {
    let s = text.get(t.start as usize..t.end as usize).unwrap_or("");
    match s.chars().next() {
        // A control character would print raw: name it.
        Some(c) if c.is_control() => return format!("control character U+{:04X}", c as u32),
        _ if s.len() > 40 => return format!("'{}...'", s.chars().take(40).collect::<String>()),
        _ => {}
    }
    match t.kind {
        Tok::Ident => format!("identifier '{s}'"),
        Tok::Str => "string".to_string(),
        Tok::Code => "code block".to_string(),
        Tok::Int | Tok::BinInt => format!("integer {s}"),
        _ => format!("'{s}'"),
    }
}

/// What kind of token this is, for messages.
fn found_kind(t: Token) -> &'static str {
    match t.kind {
        Tok::Ident => "identifier",
        Tok::Str => "string",
        Tok::Code => "code block",
        Tok::Int | Tok::BinInt => "integer",
        _ => "value",
    }
}

fn join_or(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => one.to_string(),
        _ => format!("{} or {}", items[..items.len() - 1].join(", "), items[items.len() - 1]),
    }
}
