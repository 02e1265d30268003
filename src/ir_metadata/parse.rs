//! The parser of a module's text: metadata definitions (`!N = [distinct]
//! !{...}`, `!name = !{!N, ...}`, specialized nodes kept as text) read
//! character by character with a span for every operand, and the IR around
//! them read as tokens ([`super::lex`]) by `super::ir`: globals,
//! functions, instructions (over as many lines as they take) and the
//! attachments they carry. Typed constants are read by `super::constants`.
//!
//! An error ends the entity it is in; parsing goes on at the next line
//! that starts a top-level entity, so that every bad entity is reported
//! once. Nesting is bounded, so no input overflows the stack.

use super::diag::{codes, MetadataDiagnostic, Span};
use super::lex::{self, Token, TokenKind};
use super::model::{Body, MetadataModule, NamedNode, Node, NodeId, Operand, Value};

/// Deepest nesting of inline nodes, types and constants accepted.
pub const MAX_DEPTH: usize = 64;

/// Widest integer constant tdc reads.
pub const MAX_INT_BITS: u32 = 128;

/// Parses a module's text. Duplicate and undefined references are not
/// checked here (see `super::check::resolve`).
pub fn parse(text: &str) -> (MetadataModule, Vec<MetadataDiagnostic>) {
    let mut p = Parser { text, bytes: text.as_bytes(), pos: 0, module: MetadataModule::default(), diags: Vec::new() };
    p.module_body();
    (p.module, p.diags)
}

// Boxed: a parse error ends the entity, so its size never matters, but
// every successful step would carry it.
pub(crate) type Parsed<T> = Result<T, Box<MetadataDiagnostic>>;

pub(crate) fn fail<T>(d: MetadataDiagnostic) -> Parsed<T> {
    Err(Box::new(d))
}

/// The parser's state: the text, the offset reached, and what it built.
pub(crate) struct Parser<'a> {
    pub(crate) text: &'a str,
    pub(crate) bytes: &'a [u8],
    pub(crate) pos: usize,
    pub(crate) module: MetadataModule,
    pub(crate) diags: Vec<MetadataDiagnostic>,
}

fn is_name_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'$' | b'.' | b'_' | b'\\')
}

impl<'a> Parser<'a> {
    // ---- tokens -------------------------------------------------------

    /// The next token, not consumed.
    pub(crate) fn peek_token(&self) -> Token<'a> {
        lex::token(self.text, self.pos)
    }

    /// The token after the next one.
    pub(crate) fn peek_second(&self) -> Token<'a> {
        lex::token(self.text, self.peek_token().end)
    }

    /// Consumes and returns the next token.
    pub(crate) fn bump(&mut self) -> Token<'a> {
        let t = self.peek_token();
        self.pos = t.end;
        t
    }

    /// Consumes the next token when it is the punctuation `c`.
    pub(crate) fn eat_punct(&mut self, c: char) -> bool {
        if self.peek_token().is(c) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes the next token when it is the word `w`.
    pub(crate) fn eat_word(&mut self, w: &str) -> bool {
        if self.peek_token().is_word(w) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes the punctuation `c`, or fails saying `what` was expected.
    pub(crate) fn expect_punct(&mut self, c: char, what: &str) -> Parsed<()> {
        if self.eat_punct(c) {
            Ok(())
        } else {
            fail(self.expected_token(what))
        }
    }

    /// "expected X, found Y" at the next token.
    pub(crate) fn expected_token(&self, what: &str) -> MetadataDiagnostic {
        let t = self.peek_token();
        if t.kind == TokenKind::Eof {
            let at = self.text.len();
            return MetadataDiagnostic::error(codes::MD_SYNTAX, format!("expected {what}, found the end of the text"))
                .at(Span::new(at, at), "the text ends here");
        }
        MetadataDiagnostic::error(codes::MD_SYNTAX, format!("expected {what}, found '{}'", t.text))
            .at(Span::new(t.start, t.end), format!("expected {what}"))
    }

    /// Skips a balanced group whose opener was just consumed, up to and
    /// including its closer (`)`, `]`, `}` or `>`).
    pub(crate) fn skip_group(&mut self, open: Token<'_>) -> Parsed<()> {
        let mut depth = 1usize;
        loop {
            let t = self.bump();
            match t.kind {
                TokenKind::Eof => {
                    return fail(
                        MetadataDiagnostic::error(codes::MD_SYNTAX, format!("'{}' is never closed", open.text))
                            .at(Span::new(open.start, open.end), "opened here"),
                    )
                }
                TokenKind::MetaOpen => depth += 1,
                TokenKind::Punct if matches!(t.text, "(" | "[" | "{" | "<") => depth += 1,
                TokenKind::Punct if matches!(t.text, ")" | "]" | "}" | ">") => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(());
                    }
                }
                _ => {}
            }
        }
    }

    // ---- characters (metadata nodes) ---------------------------------

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn peek_at(&self, offset: usize) -> Option<u8> {
        self.bytes.get(self.pos + offset).copied()
    }

    fn span(&self, start: usize, end: usize) -> Span {
        Span::new(start, end)
    }

    /// Whitespace, newlines and comments.
    pub(crate) fn skip_space(&mut self) {
        self.pos = lex::skip_trivia(self.text, self.pos);
    }

    /// The token at the cursor, for "found ..." labels: a word, or one character.
    fn token_end(&self) -> usize {
        let rest = &self.bytes[self.pos..];
        if rest.starts_with(b"!\"") {
            let n = rest[2..].iter().take_while(|&&b| b != b'"' && b != b'\n').count();
            let close = usize::from(rest.get(2 + n) == Some(&b'"'));
            return self.pos + 2 + n + close;
        }
        if rest.starts_with(b"!{") {
            return self.pos + 2;
        }
        let skip = usize::from(rest.first() == Some(&b'!'));
        let n = skip + rest[skip..].iter().take_while(|&&b| is_name_char(b) || b == b'@' || b == b'%').count();
        match n {
            0 => self.pos + self.text[self.pos..].chars().next().map_or(0, char::len_utf8),
            n => self.pos + n,
        }
    }

    fn expected(&self, what: &str) -> MetadataDiagnostic {
        match self.peek() {
            None => {
                let at = self.text.len();
                MetadataDiagnostic::error(codes::MD_SYNTAX, format!("expected {what}, found the end of the text"))
                    .at(self.span(at, at), "the text ends here")
            }
            Some(_) => {
                let end = self.token_end();
                let found = &self.text[self.pos..end];
                let found = if found.trim().is_empty() { "a line break".to_string() } else { format!("'{found}'") };
                MetadataDiagnostic::error(codes::MD_SYNTAX, format!("expected {what}, found {found}"))
                    .at(self.span(self.pos, end), format!("expected {what}"))
            }
        }
    }

    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, c: u8, what: &str) -> Parsed<()> {
        self.skip_space();
        if self.eat(c) {
            Ok(())
        } else {
            fail(self.expected(what))
        }
    }

    fn digits(&mut self) -> &'a str {
        let start = self.pos;
        while self.peek().is_some_and(|b| b.is_ascii_digit()) {
            self.pos += 1;
        }
        &self.text[start..self.pos]
    }

    fn word(&mut self) -> &'a str {
        let start = self.pos;
        while self.peek().is_some_and(is_name_char) {
            self.pos += 1;
        }
        &self.text[start..self.pos]
    }

    /// A node number after `!` (the cursor on the first digit).
    fn number(&mut self, start: usize) -> Parsed<u32> {
        let digits = self.digits();
        digits.parse::<u32>().map_err(|_| {
            Box::new(
                MetadataDiagnostic::error(codes::MD_SYNTAX, format!("metadata number !{digits} is too large"))
                    .at(self.span(start, self.pos), "not below 4294967296"),
            )
        })
    }

    /// `!N = ...` or `!name = ...`, the cursor on `!`.
    pub(crate) fn definition(&mut self) -> Parsed<()> {
        self.skip_space();
        let start = self.pos;
        self.pos += 1;
        if self.peek().is_some_and(|b| b.is_ascii_digit()) {
            let number = self.number(start)?;
            let label = self.span(start, self.pos);
            self.expect(b'=', "'=' after the node's number")?;
            self.skip_space();
            let distinct = self.keyword("distinct");
            self.skip_space();
            if self.peek() != Some(b'!') {
                return fail(self.expected("a node '!{...}'"));
            }
            // Numbers go to `numbered` in resolution, where repeats are reported.
            self.node(distinct, Some((number, label)), 0)?;
            return Ok(());
        }
        if !self.peek().is_some_and(is_name_char) {
            return fail(self.expected("a node number or a name after '!'"));
        }
        let name = self.word().to_string();
        let span = self.span(start, self.pos);
        self.expect(b'=', "'=' after the metadata name")?;
        self.skip_space();
        if !(self.eat(b'!') && self.eat(b'{')) {
            return fail(self.expected("'!{' starting the list of named metadata"));
        }
        let mut operands = Vec::new();
        self.skip_space();
        if !self.eat(b'}') {
            loop {
                self.skip_space();
                let at = self.pos;
                if !(self.eat(b'!') && self.peek().is_some_and(|b| b.is_ascii_digit())) {
                    self.pos = at;
                    return fail(self.expected("a node reference '!N' (named metadata lists numbered nodes)"));
                }
                let n = self.number(at)?;
                operands.push((n, self.span(at, self.pos)));
                self.skip_space();
                if self.eat(b'}') {
                    break;
                }
                if !self.eat(b',') {
                    return fail(self.expected("',' or '}'"));
                }
            }
        }
        self.module.named.push(NamedNode { name, operands, span });
        Ok(())
    }

    /// `word` when the next word is exactly it.
    fn keyword(&mut self, word: &str) -> bool {
        let rest = &self.bytes[self.pos..];
        if rest.starts_with(word.as_bytes()) && !rest.get(word.len()).is_some_and(|&b| is_name_char(b)) {
            self.pos += word.len();
            true
        } else {
            false
        }
    }

    /// The node an attachment names, the cursor before it: `!N`, an inline
    /// `!{...}` or a specialized node `!DILocation(...)`.
    pub(crate) fn attached_node(&mut self) -> Parsed<(Value, Span)> {
        self.skip_space();
        let start = self.pos;
        let value = match (self.peek(), self.peek_at(1)) {
            (Some(b'!'), Some(b'0'..=b'9')) => {
                self.pos += 1;
                Value::Ref(self.number(start)?)
            }
            (Some(b'!'), Some(b'{' | b'A'..=b'Z' | b'a'..=b'z')) => Value::Node(self.node(false, None, 1)?),
            _ => return fail(self.expected("a metadata node after the attachment's kind: !N or !{...}")),
        };
        Ok((value, self.span(start, self.pos)))
    }

    /// A node at `!`: `!{...}` or `!Name(...)`; added to the arena.
    pub(crate) fn node(&mut self, distinct: bool, number: Option<(u32, Span)>, depth: usize) -> Parsed<NodeId> {
        let start = self.pos;
        if depth > MAX_DEPTH {
            return fail(
                MetadataDiagnostic::error(
                    codes::MD_SYNTAX,
                    format!("metadata nested more than {MAX_DEPTH} levels deep"),
                )
                .at(self.span(start, start + 2), "too deep"),
            );
        }
        self.pos += 1;
        let body = if self.eat(b'{') {
            let mut ops = Vec::new();
            self.skip_space();
            if !self.eat(b'}') {
                loop {
                    ops.push(self.operand(depth)?);
                    self.skip_space();
                    if self.eat(b'}') {
                        break;
                    }
                    if !self.eat(b',') {
                        return fail(self.expected("',' or '}'"));
                    }
                }
            }
            Body::Tuple(ops)
        } else if self.peek().is_some_and(|b| b.is_ascii_alphabetic()) {
            let name = self.word().to_string();
            self.skip_space();
            if !self.eat(b'(') {
                return fail(self.expected(&format!("'(' after the specialized node '!{name}'")));
            }
            let fields_start = self.pos;
            self.skip_balanced(b'(', b')', start)?;
            Body::Specialized { name, fields: self.text[fields_start..self.pos - 1].to_string() }
        } else {
            self.pos = start;
            return fail(self.expected("a node '!{...}'"));
        };
        let span = self.span(start, self.pos);
        let (number, label_span) = match number {
            Some((n, label)) => (Some(n), label),
            None => (None, span),
        };
        let id = NodeId(self.module.nodes.len() as u32);
        self.module.nodes.push(Node { number, distinct, body, span, label_span });
        Ok(id)
    }

    /// Skips to the `close` matching an already-consumed `open`, over strings.
    fn skip_balanced(&mut self, open: u8, close: u8, start: usize) -> Parsed<()> {
        let mut depth = 1usize;
        while let Some(b) = self.peek() {
            self.pos += 1;
            if b == b'"' {
                while let Some(s) = self.peek() {
                    self.pos += 1;
                    if s == b'"' {
                        break;
                    }
                }
            } else if b == open {
                depth += 1;
            } else if b == close {
                depth -= 1;
                if depth == 0 {
                    return Ok(());
                }
            }
        }
        fail(
            MetadataDiagnostic::error(codes::MD_SYNTAX, "unclosed specialized node")
                .at(self.span(start, self.text.len()), "no matching ')'"),
        )
    }

    fn operand(&mut self, depth: usize) -> Parsed<Operand> {
        self.skip_space();
        let start = self.pos;
        let value = match (self.peek(), self.peek_at(1)) {
            (Some(b'!'), Some(b'0'..=b'9')) => {
                self.pos += 1;
                Value::Ref(self.number(start)?)
            }
            (Some(b'!'), Some(b'"')) => {
                self.pos += 2;
                Value::String(self.string_body(start)?)
            }
            (Some(b'!'), Some(b'{')) => Value::Node(self.node(false, None, depth + 1)?),
            (Some(b'!'), Some(b'A'..=b'Z' | b'a'..=b'z')) => Value::Node(self.node(false, None, depth + 1)?),
            _ if self.keyword("null") => Value::Null,
            _ if self.keyword("distinct") => {
                let end = self.pos;
                return fail(
                    MetadataDiagnostic::error(codes::MD_SYNTAX, "'distinct' is only allowed on a numbered node")
                        .at(self.span(start, end), "not here")
                        .with_help(
                            "define the node on a line of its own (`!N = distinct !{...}`) and refer to it as !N",
                        ),
                );
            }
            _ => self.typed_constant(depth)?,
        };
        Ok(Operand { value, span: self.span(start, self.pos) })
    }

    /// The text of `!"..."` after the opening quote, escapes decoded.
    fn string_body(&mut self, start: usize) -> Parsed<Vec<u8>> {
        let mut out = Vec::new();
        loop {
            match self.peek() {
                None => {
                    return fail(
                        MetadataDiagnostic::error(codes::MD_SYNTAX, "unterminated metadata string")
                            .at(self.span(start, self.text.len()), "no closing '\"'"),
                    )
                }
                Some(b'"') => {
                    self.pos += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    let esc = self.pos;
                    let hex = |b: Option<u8>| b.and_then(|b| (b as char).to_digit(16));
                    if self.peek_at(1) == Some(b'\\') {
                        out.push(b'\\');
                        self.pos += 2;
                    } else if let (Some(h), Some(l)) = (hex(self.peek_at(1)), hex(self.peek_at(2))) {
                        out.push((h * 16 + l) as u8);
                        self.pos += 3;
                    } else {
                        let end = (esc + 3).min(self.text.len());
                        let end =
                            (end..=self.text.len()).find(|&e| self.text.is_char_boundary(e)).unwrap_or(self.text.len());
                        return fail(
                            MetadataDiagnostic::error(codes::MD_SYNTAX, "bad escape in a metadata string")
                                .at(self.span(esc, end), "expected '\\\\' or '\\' and two hex digits"),
                        );
                    }
                }
                Some(b) => {
                    out.push(b);
                    self.pos += 1;
                }
            }
        }
    }
}
