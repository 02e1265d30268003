//! The syntax of the DAG text form: functions, blocks, statements and
//! expressions as written, each with its span. No meaning is given here:
//! names are not resolved and types not checked (see `super::check`).
//!
//! After an error the parser skips to the next line and goes on, so every
//! bad line is reported once. Nesting is bounded by [`super::MAX_DEPTH`],
//! so no input overflows the stack.

use super::diag::{codes, DagDiagnostic, Span};
use super::lex::{Tok, Token};
use super::MAX_DEPTH;

/// A function as written.
#[derive(Clone, Debug, PartialEq)]
pub struct FnSyntax<'a> {
    /// Its name.
    pub name: Word<'a>,
    /// Parameters in order.
    pub params: Vec<ParamSyntax<'a>>,
    /// The type after `->`.
    pub result: Option<Word<'a>>,
    /// Blocks in order.
    pub blocks: Vec<BlockSyntax<'a>>,
    /// The closing `}`.
    pub close: Span,
}

/// A name with its span (without `%` for variables).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Word<'a> {
    /// The text.
    pub text: &'a str,
    /// Where (for a variable, `%` included).
    pub span: Span,
}

/// `%name: TYPE`.
#[derive(Clone, Debug, PartialEq)]
pub struct ParamSyntax<'a> {
    /// The name.
    pub name: Word<'a>,
    /// The type name.
    pub ty: Word<'a>,
}

/// `label:` and its statements.
#[derive(Clone, Debug, PartialEq)]
pub struct BlockSyntax<'a> {
    /// The label.
    pub label: Word<'a>,
    /// Statements in order.
    pub stmts: Vec<StmtSyntax<'a>>,
}

/// A statement as written.
#[derive(Clone, Debug, PartialEq)]
pub enum StmtSyntax<'a> {
    /// `%var = EXPR`.
    Assign {
        /// The variable.
        var: Word<'a>,
        /// The value.
        value: Expr<'a>,
    },
    /// An expression with an effect: store, branch, return.
    Effect(Expr<'a>),
}

/// An expression as written.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr<'a> {
    /// `%name`.
    Var(Word<'a>),
    /// An integer literal (`None`: beyond 128 bits).
    Int(Option<i128>, Span),
    /// A float literal's text.
    Float(&'a str, Span),
    /// A bare name: a label, condition code or type operand.
    Word(Word<'a>),
    /// `(OP[:TYPE...] ARGS...)`.
    List {
        /// The operator name.
        op: Word<'a>,
        /// The types written after the operator.
        types: Vec<Word<'a>>,
        /// The operands.
        args: Vec<Expr<'a>>,
        /// From `(` to `)`.
        span: Span,
    },
}

impl Expr<'_> {
    /// Where the whole expression is.
    pub fn span(&self) -> Span {
        match self {
            Expr::Var(w) | Expr::Word(w) => w.span,
            Expr::Int(_, span) | Expr::Float(_, span) | Expr::List { span, .. } => *span,
        }
    }

    /// A literal, whose type comes from its context.
    pub fn is_literal(&self) -> bool {
        matches!(self, Expr::Int(..) | Expr::Float(..))
    }
}

/// Parses the tokens of a text into functions; any diagnostic means the
/// syntax is not to be trusted.
pub fn parse<'a>(text: &'a str, tokens: &[Token<'a>]) -> (Vec<FnSyntax<'a>>, Vec<DagDiagnostic>) {
    let mut p = Parser { text, tokens, pos: 0, diags: Vec::new() };
    let mut functions = Vec::new();
    while p.pos < tokens.len() {
        match p.function() {
            Ok(f) => functions.push(f),
            Err(d) => {
                p.diags.push(*d);
                // Resume at the next `fn` that starts a line.
                p.pos += 1;
                while p.pos < tokens.len() && !(tokens[p.pos].line_start && tokens[p.pos].tok == Tok::Word("fn")) {
                    p.pos += 1;
                }
            }
        }
    }
    (functions, p.diags)
}

// Boxed: an error ends the construct it is in, so its size never matters,
// but every successful step would carry it.
type Parsed<T> = Result<T, Box<DagDiagnostic>>;

struct Parser<'a, 't> {
    text: &'a str,
    tokens: &'t [Token<'a>],
    pos: usize,
    diags: Vec<DagDiagnostic>,
}

impl<'a> Parser<'a, '_> {
    fn peek(&self) -> Option<Tok<'a>> {
        self.tokens.get(self.pos).map(|t| t.tok)
    }

    fn peek_at(&self, offset: usize) -> Option<Tok<'a>> {
        self.tokens.get(self.pos + offset).map(|t| t.tok)
    }

    /// The span of the current token (empty at the end of the text).
    fn here(&self) -> Span {
        self.tokens.get(self.pos).map_or(Span::new(self.text.len(), self.text.len()), |t| t.span)
    }

    fn expected(&self, what: &str) -> Box<DagDiagnostic> {
        let span = self.here();
        let found = match self.tokens.get(self.pos) {
            None => "the end of the text".to_string(),
            Some(_) => format!("'{}'", &self.text[span.range()]),
        };
        Box::new(
            DagDiagnostic::error(codes::SYNTAX, format!("expected {what}, found {found}"))
                .at(span, format!("expected {what}")),
        )
    }

    fn eat(&mut self, tok: Tok<'a>) -> bool {
        if self.peek() == Some(tok) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, tok: Tok<'a>, what: &str) -> Parsed<Span> {
        let span = self.here();
        if self.eat(tok) {
            Ok(span)
        } else {
            Err(self.expected(what))
        }
    }

    fn word(&mut self, what: &str) -> Parsed<Word<'a>> {
        match self.peek() {
            Some(Tok::Word(text)) => {
                let span = self.here();
                self.pos += 1;
                Ok(Word { text, span })
            }
            _ => Err(self.expected(what)),
        }
    }

    fn var(&mut self, what: &str) -> Parsed<Word<'a>> {
        match self.peek() {
            Some(Tok::Var(text)) => {
                let span = self.here();
                self.pos += 1;
                Ok(Word { text, span })
            }
            _ => Err(self.expected(what)),
        }
    }

    /// `fn NAME ( PARAMS ) [-> TYPE] { BLOCKS }`.
    fn function(&mut self) -> Parsed<FnSyntax<'a>> {
        if self.peek() != Some(Tok::Word("fn")) {
            return Err(self.expected("'fn'"));
        }
        self.pos += 1;
        let name = self.word("a function name")?;
        self.expect(Tok::LParen, "'('")?;
        let mut params = Vec::new();
        if !self.eat(Tok::RParen) {
            loop {
                let name = self.var("a parameter (%name: TYPE)")?;
                self.expect(Tok::Colon, "':' and the parameter's type")?;
                let ty = self.word("a type")?;
                params.push(ParamSyntax { name, ty });
                if self.eat(Tok::RParen) {
                    break;
                }
                self.expect(Tok::Comma, "',' or ')'")?;
            }
        }
        let result = if self.eat(Tok::Arrow) { Some(self.word("a result type")?) } else { None };
        self.expect(Tok::LBrace, "'{'")?;
        let mut blocks: Vec<BlockSyntax<'a>> = Vec::new();
        loop {
            match self.peek() {
                None => return Err(self.expected("'}' closing the function")),
                Some(Tok::RBrace) => {
                    let close = self.here();
                    self.pos += 1;
                    return Ok(FnSyntax { name, params, result, blocks, close });
                }
                Some(Tok::Word(text)) if self.peek_at(1) == Some(Tok::Colon) => {
                    let span = self.here();
                    self.pos += 2;
                    blocks.push(BlockSyntax { label: Word { text, span }, stmts: Vec::new() });
                }
                Some(_) if blocks.is_empty() => {
                    // The first block needs a label: report once, then read the
                    // statements as if it had one, so later errors still show.
                    self.diags.push(*self.expected("a block label ('entry:')"));
                    blocks.push(BlockSyntax { label: Word { text: "", span: self.here() }, stmts: Vec::new() });
                }
                Some(_) => {
                    let start = self.pos;
                    match self.statement() {
                        Ok(stmt) => {
                            if let Some(block) = blocks.last_mut() {
                                block.stmts.push(stmt);
                            }
                        }
                        Err(d) => {
                            self.diags.push(*d);
                            self.recover(start);
                        }
                    }
                }
            }
        }
    }

    /// After an error in the statement that began at `start`: goes on at
    /// the first token of a line, the one the error is at if the statement
    /// ran up to a new line (an unclosed `(` before `}`), else the next.
    fn recover(&mut self, start: usize) {
        if self.pos > start && self.tokens.get(self.pos).is_some_and(|t| t.line_start) {
            return;
        }
        self.pos = self.pos.max(start) + 1;
        while self.pos < self.tokens.len() && !self.tokens[self.pos].line_start {
            self.pos += 1;
        }
    }

    /// `%var = EXPR` or `(OP ...)`.
    fn statement(&mut self) -> Parsed<StmtSyntax<'a>> {
        match self.peek() {
            Some(Tok::Var(_)) => {
                let var = self.var("a variable")?;
                self.expect(Tok::Equals, "'=' after the variable")?;
                let value = self.expr(0)?;
                Ok(StmtSyntax::Assign { var, value })
            }
            Some(Tok::LParen) => Ok(StmtSyntax::Effect(self.expr(0)?)),
            _ => Err(self.expected("a statement ('%x = ...' or '(...)'), a label or '}'")),
        }
    }

    fn expr(&mut self, depth: usize) -> Parsed<Expr<'a>> {
        let span = self.here();
        let expr = match self.peek() {
            Some(Tok::Var(text)) => Expr::Var(Word { text, span }),
            Some(Tok::Int(value)) => Expr::Int(value, span),
            Some(Tok::Float(text)) => Expr::Float(text, span),
            Some(Tok::Word(text @ ("inf" | "nan"))) => Expr::Float(text, span),
            Some(Tok::Word(text)) => Expr::Word(Word { text, span }),
            Some(Tok::LParen) => return self.list(depth),
            _ => return Err(self.expected("an expression")),
        };
        self.pos += 1;
        Ok(expr)
    }

    /// `(OP[:TYPE...] ARGS...)`.
    fn list(&mut self, depth: usize) -> Parsed<Expr<'a>> {
        let open = self.here();
        if depth >= MAX_DEPTH {
            return Err(Box::new(
                DagDiagnostic::error(codes::NESTING, format!("expressions nested more than {MAX_DEPTH} deep"))
                    .at(open, "this one is too deep")
                    .with_help("assign an inner expression to a variable (%t = ...) and use the variable"),
            ));
        }
        self.pos += 1;
        let op = self.word("an operator name")?;
        let mut types = Vec::new();
        while self.eat(Tok::Colon) {
            types.push(self.word("a type after ':'")?);
        }
        let mut args = Vec::new();
        loop {
            if let Some(Tok::RParen) = self.peek() {
                let close = self.here();
                self.pos += 1;
                return Ok(Expr::List { op, types, args, span: open.to(close) });
            }
            match self.peek() {
                Some(Tok::Var(_) | Tok::Int(_) | Tok::Float(_) | Tok::Word(_) | Tok::LParen) => {
                    args.push(self.expr(depth + 1)?)
                }
                Some(Tok::RBrace) | None => {
                    let d = self.expected("an operand or ')'");
                    return Err(Box::new(d.with_label(open, "this '(' is not closed")));
                }
                _ => return Err(self.expected("an operand or ')'")),
            }
        }
    }
}
