//! The metadata text parser: `!N = [distinct] !{...}`, `!name = !{!N, ...}`
//! and specialized nodes (`!DILocation(...)`, kept as text), each operand
//! with its span; any other line is an IR line, read by `super::host` for
//! its attachments. Comments run from `;` to the end of the line.
//!
//! Errors stop the definition they are in (the rest of its line is
//! skipped) and parsing goes on at the next line, so that every bad line
//! is reported once. Nesting is bounded, so no input overflows the stack.

use super::diag::{codes, MetadataDiagnostic, Span};
use super::host;
use super::model::{mask, Body, FloatType, MetadataModule, NamedNode, Node, NodeId, Operand, Value};

/// Deepest nesting of inline nodes and types accepted.
pub const MAX_DEPTH: usize = 64;

/// Widest integer constant tdc reads.
pub const MAX_INT_BITS: u32 = 128;

/// Parses a metadata text. Duplicate and undefined references are not
/// checked here (see `super::check::resolve`).
pub fn parse(text: &str) -> (MetadataModule, Vec<MetadataDiagnostic>) {
    let mut p = Parser { text, bytes: text.as_bytes(), pos: 0, module: MetadataModule::default(), diags: Vec::new() };
    while p.pos < p.bytes.len() {
        p.skip_blank_on_line();
        match p.peek() {
            None => break,
            Some(b'\n') | Some(b';') => p.skip_line(),
            Some(b'!') => {
                let start = p.pos;
                match p.definition() {
                    Ok(()) => p.end_of_line(),
                    Err(d) => {
                        p.diags.push(*d);
                        p.pos = p.pos.max(start + 1);
                        p.skip_line();
                    }
                }
            }
            Some(_) => {
                let end = p.text[p.pos..].find('\n').map_or(p.text.len(), |i| p.pos + i);
                host::scan_line(&mut p.module, text, p.pos, end);
                p.pos = end;
            }
        }
    }
    (p.module, p.diags)
}

// Boxed: a parse error ends the definition, so its size never matters,
// but every successful step would carry it.
type Parsed<T> = Result<T, Box<MetadataDiagnostic>>;

fn fail<T>(d: MetadataDiagnostic) -> Parsed<T> {
    Err(Box::new(d))
}

struct Parser<'a> {
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
    module: MetadataModule,
    diags: Vec<MetadataDiagnostic>,
}

/// What a type is, as far as constants care.
enum TypeKind {
    Int(u32),
    Float(FloatType),
    Other,
}

fn is_name_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'$' | b'.' | b'_' | b'\\')
}

impl<'a> Parser<'a> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn peek_at(&self, offset: usize) -> Option<u8> {
        self.bytes.get(self.pos + offset).copied()
    }

    fn span(&self, start: usize, end: usize) -> Span {
        Span::new(start, end)
    }

    fn skip_blank_on_line(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\r')) {
            self.pos += 1;
        }
    }

    fn skip_line(&mut self) {
        self.pos = self.text[self.pos..].find('\n').map_or(self.text.len(), |i| self.pos + i + 1);
    }

    /// Whitespace, newlines and comments (inside a definition).
    fn skip_space(&mut self) {
        loop {
            match self.peek() {
                Some(b' ' | b'\t' | b'\r' | b'\n') => self.pos += 1,
                Some(b';') => {
                    self.pos = self.text[self.pos..].find('\n').map_or(self.text.len(), |i| self.pos + i);
                }
                _ => return,
            }
        }
    }

    /// After a definition only a comment may follow on its line.
    fn end_of_line(&mut self) {
        self.skip_blank_on_line();
        match self.peek() {
            None | Some(b'\n') | Some(b';') => {}
            Some(_) => {
                let end = self.text[self.pos..].find('\n').map_or(self.text.len(), |i| self.pos + i);
                let d = MetadataDiagnostic::error(codes::MD_SYNTAX, "unexpected text after the metadata definition")
                    .at(self.span(self.pos, end), "expected the end of the line")
                    .with_help("write one definition per line; comments start with ';'");
                self.diags.push(d);
            }
        }
        self.skip_line();
    }

    /// The token at the cursor, for "found ..." labels: a word, or one character.
    fn token_end(&self) -> usize {
        let rest = &self.bytes[self.pos..];
        if rest.starts_with(b"!\"") {
            // A whole metadata string, up to its closing quote on this line.
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
    fn definition(&mut self) -> Parsed<()> {
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
            let id = self.node(distinct, Some((number, label)), 0)?;
            // Numbers go to `numbered` in resolution, where repeats are reported.
            let _ = id;
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

    /// A node at `!`: `!{...}` or `!Name(...)`; added to the arena.
    fn node(&mut self, distinct: bool, number: Option<(u32, Span)>, depth: usize) -> Parsed<NodeId> {
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
            _ => self.constant(depth)?,
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

    /// `TYPE VALUE`: an integer, a float, or another constant.
    fn constant(&mut self, depth: usize) -> Parsed<Value> {
        let ty_start = self.pos;
        let kind = self.parse_type(depth)?;
        let ty_span = self.span(ty_start, self.pos);
        let ty_text = self.text[ty_start..self.pos].to_string();
        self.skip_space();
        let value_start = self.pos;
        if self.peek() == Some(b'@') {
            self.pos += 1;
            if self.eat(b'"') {
                self.string_body(value_start)?;
            } else {
                self.word();
            }
            if self.pos == value_start + 1 {
                return fail(self.expected("a global's name after '@'"));
            }
            return Ok(Value::Constant { ty: ty_text, value: self.text[value_start..self.pos].to_string() });
        }
        for word in ["null", "undef", "poison", "zeroinitializer"] {
            if self.keyword(word) {
                return Ok(Value::Constant { ty: ty_text, value: word.to_string() });
            }
        }
        match kind {
            TypeKind::Int(bits) => self.integer(bits, ty_span, value_start),
            TypeKind::Float(ty) => self.float(ty, ty_span, value_start),
            TypeKind::Other => fail(
                MetadataDiagnostic::error(
                    codes::MD_CONSTANT,
                    format!("tdc reads no constants of type {ty_text} in metadata but globals, null, undef and poison"),
                )
                .at(self.span(value_start, self.token_end()), "not a supported constant"),
            ),
        }
    }

    fn number_token(&mut self) -> &'a str {
        let start = self.pos;
        if matches!(self.peek(), Some(b'-' | b'+')) {
            self.pos += 1;
        }
        while let Some(b) = self.peek() {
            let exponent_sign = matches!(b, b'-' | b'+')
                && matches!(self.bytes[self.pos - 1], b'e' | b'E')
                && !self.text[start..self.pos].contains(['x', 'X']);
            if b.is_ascii_alphanumeric() || b == b'.' || exponent_sign {
                self.pos += 1;
            } else {
                break;
            }
        }
        &self.text[start..self.pos]
    }

    fn integer(&mut self, bits: u32, ty_span: Span, start: usize) -> Parsed<Value> {
        if bits == 1 {
            for (word, value) in [("true", 1), ("false", 0)] {
                if self.keyword(word) {
                    return Ok(Value::Int { bits, value, ty_span });
                }
            }
        }
        let token = self.number_token();
        let span = self.span(start, self.pos);
        if token.is_empty() {
            return fail(self.expected(&format!("an i{bits} constant")));
        }
        let bad = |message: String, label: &str| {
            MetadataDiagnostic::error(codes::MD_CONSTANT, message).at(span, label.to_string())
        };
        let (negative, digits) = match token.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, token.strip_prefix('+').unwrap_or(token)),
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return fail(bad(format!("'{token}' is not an integer constant"), "expected decimal digits"));
        }
        let Ok(magnitude) = digits.parse::<u128>() else {
            return fail(bad(format!("{token} does not fit in i{bits}"), "too large"));
        };
        let fits = if negative { magnitude <= 1u128 << (bits - 1) } else { magnitude <= mask(bits) };
        if !fits {
            let range = if negative { format!("at least -2^{}", bits - 1) } else { format!("at most 2^{} - 1", bits) };
            return fail(bad(format!("{token} does not fit in i{bits}"), &format!("must be {range}")));
        }
        let value = if negative { magnitude.wrapping_neg() & mask(bits) } else { magnitude };
        Ok(Value::Int { bits, value, ty_span })
    }

    fn float(&mut self, ty: FloatType, ty_span: Span, start: usize) -> Parsed<Value> {
        let token = self.number_token();
        let span = self.span(start, self.pos);
        if token.is_empty() {
            return fail(self.expected(&format!("a {} constant", ty.name())));
        }
        let value = if let Some(hex) = token.strip_prefix("0x").or_else(|| token.strip_prefix("0X")) {
            // LLVM writes every hexadecimal float constant as the bits of a double.
            match u64::from_str_radix(hex, 16) {
                Ok(bits) if hex.len() == 16 => f64::from_bits(bits),
                _ => {
                    return fail(
                        MetadataDiagnostic::error(
                            codes::MD_CONSTANT,
                            format!("'{token}' is not a hexadecimal {} constant", ty.name()),
                        )
                        .at(span, "expected 0x and the 16 hex digits of a double"),
                    )
                }
            }
        } else {
            let decimal = token.bytes().all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'-' | b'+'));
            match token.parse::<f64>() {
                Ok(v) if decimal && token.bytes().any(|b| b.is_ascii_digit()) => v,
                _ => {
                    return fail(
                        MetadataDiagnostic::error(
                            codes::MD_CONSTANT,
                            format!("'{token}' is not a {} constant", ty.name()),
                        )
                        .at(span, "expected a decimal number such as 2.5, or 0x and 16 hex digits"),
                    )
                }
            }
        };
        if ty == FloatType::Float && value.is_finite() && (value as f32) as f64 != value {
            return fail(
                MetadataDiagnostic::error(
                    codes::MD_CONSTANT,
                    format!("{token} is not exactly representable as a float"),
                )
                .at(span, "loses precision as a float")
                .with_help("write a value a float holds exactly, or use double"),
            );
        }
        Ok(Value::Float { ty, value, ty_span })
    }

    /// A type; how constants of it are written.
    fn parse_type(&mut self, depth: usize) -> Parsed<TypeKind> {
        if depth > MAX_DEPTH {
            return fail(
                MetadataDiagnostic::error(codes::MD_SYNTAX, format!("type nested more than {MAX_DEPTH} levels deep"))
                    .at(self.span(self.pos, self.pos + 1), "too deep"),
            );
        }
        self.skip_space();
        let start = self.pos;
        let kind = match self.peek() {
            Some(b'%') => {
                self.pos += 1;
                if self.word().is_empty() {
                    return fail(self.expected("a type name after '%'"));
                }
                TypeKind::Other
            }
            Some(b'{') => {
                self.pos += 1;
                self.type_list(b'}', depth)?;
                TypeKind::Other
            }
            Some(b'<') if self.peek_at(1) == Some(b'{') => {
                self.pos += 2;
                self.type_list(b'}', depth)?;
                self.expect(b'>', "'>' closing a packed struct type")?;
                TypeKind::Other
            }
            Some(b'[' | b'<') => {
                let close = if self.peek() == Some(b'[') { b']' } else { b'>' };
                self.pos += 1;
                self.skip_space();
                if self.digits().is_empty() {
                    return fail(self.expected("an element count"));
                }
                self.skip_space();
                if !self.keyword("x") {
                    return fail(self.expected("'x' between the count and the element type"));
                }
                self.parse_type(depth + 1)?;
                self.expect(close, "the end of the array or vector type")?;
                TypeKind::Other
            }
            Some(b'a'..=b'z') => {
                let word = self.word();
                if let Some(bits) =
                    word.strip_prefix('i').filter(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
                {
                    let span = self.span(start, self.pos);
                    match bits.parse::<u32>() {
                        Ok(b) if (1..=MAX_INT_BITS).contains(&b) => TypeKind::Int(b),
                        _ => {
                            return fail(
                                MetadataDiagnostic::error(
                                    codes::MD_CONSTANT,
                                    format!("tdc reads integer constants from i1 to i{MAX_INT_BITS}, not {word}"),
                                )
                                .at(span, "unsupported width"),
                            )
                        }
                    }
                } else if let Some(f) = FloatType::from_name(word) {
                    TypeKind::Float(f)
                } else if matches!(
                    word,
                    "ptr" | "void" | "label" | "fp128" | "x86_fp80" | "ppc_fp128" | "token" | "x86_amx"
                ) {
                    TypeKind::Other
                } else {
                    self.pos = start;
                    return fail(
                        self.expected("an operand: !N, !{...}, !\"string\", null, or a typed constant such as i32 5"),
                    );
                }
            }
            _ => {
                return fail(
                    self.expected("an operand: !N, !{...}, !\"string\", null, or a typed constant such as i32 5"),
                )
            }
        };
        // Pointers, address spaces and function types after the base.
        let mut kind = kind;
        loop {
            let save = self.pos;
            self.skip_space();
            if self.eat(b'*') {
                kind = TypeKind::Other;
            } else if self.keyword("addrspace") {
                self.expect(b'(', "'(' after addrspace")?;
                self.skip_space();
                self.digits();
                self.expect(b')', "')' closing addrspace")?;
                kind = TypeKind::Other;
            } else if self.eat(b'(') {
                self.type_list(b')', depth)?;
                kind = TypeKind::Other;
            } else {
                self.pos = save;
                return Ok(kind);
            }
        }
    }

    /// Types separated by commas up to `close` (`...` allowed), after the opener.
    fn type_list(&mut self, close: u8, depth: usize) -> Parsed<()> {
        self.skip_space();
        if self.eat(close) {
            return Ok(());
        }
        loop {
            self.skip_space();
            if self.bytes[self.pos..].starts_with(b"...") {
                self.pos += 3;
            } else {
                self.parse_type(depth + 1)?;
            }
            self.skip_space();
            if self.eat(close) {
                return Ok(());
            }
            if !self.eat(b',') {
                return fail(self.expected("',' or the end of the type list"));
            }
        }
    }
}
