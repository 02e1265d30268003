//! A recursive-descent parser of the grammar in `grammar.pest`, for input
//! that parses: it builds the syntax tree `convert.rs` builds from pest's
//! pairs, without pest's generic machinery (most of a small file's cost).
//!
//! Each function is the rule of the same name, with PEG's meaning: a
//! choice or an optional part that fails gives back the tokens it read
//! (`attempt`). At the first token no rule takes, the whole parse gives up
//! (`None`) and the pest parser runs instead, to report the error as it
//! always has. The two agree on every tree: the tests below compare them
//! over every description in the repository, on edited token streams and,
//! in CI, over LLVM's and MLIR's trees.

use super::ast::*;
use super::lexer::{Tok, Token};
use super::literals::{self, parse_int};
use crate::diag::{codes, Diagnostic};
use crate::source::{FileId, Span};
use std::collections::HashMap;

/// Deeper recursion than this gives up (the pest parser then runs, as
/// before): it bounds the stack this parser takes on any input.
const MAX_DEPTH: u32 = 1000;

/// The statements of `tokens` (of buffer `file`, whose text is `text`), or
/// `None` where the grammar does not take them.
pub(super) fn parse(
    file: FileId,
    text: &str,
    tokens: &[Token],
    includes: &HashMap<u32, FileId>,
) -> Option<Result<Vec<Stmt>, Vec<Diagnostic>>> {
    let mut p = Descent { file, text, tokens, includes, at: 0, depth: 0, diags: Vec::new() };
    // A top-level statement is some tens of tokens: room for most files'
    // statements at once, rather than a copy of them at every doubling.
    let mut items = Vec::with_capacity(tokens.len() / 32);
    while p.at < tokens.len() {
        items.push(p.object()?);
    }
    Some(if p.diags.is_empty() { Ok(items) } else { Err(p.diags) })
}

struct Descent<'a> {
    file: FileId,
    text: &'a str,
    tokens: &'a [Token],
    includes: &'a HashMap<u32, FileId>,
    /// The next token to read.
    at: usize,
    depth: u32,
    diags: Vec<Diagnostic>,
}

impl<'a> Descent<'a> {
    fn peek(&self) -> Option<Tok> {
        self.tokens.get(self.at).map(|t| t.kind)
    }

    fn peek_at(&self, ahead: usize) -> Option<Tok> {
        self.tokens.get(self.at + ahead).map(|t| t.kind)
    }

    /// Reads a token of kind `kind`, if it is next.
    fn eat(&mut self, kind: Tok) -> bool {
        let found = self.peek() == Some(kind);
        self.at += usize::from(found);
        found
    }

    /// Reads a token of kind `kind`, if it is next.
    fn take(&mut self, kind: Tok) -> Option<Token> {
        let t = *self.tokens.get(self.at).filter(|t| t.kind == kind)?;
        self.at += 1;
        Some(t)
    }

    /// Reads a token of kind `kind`, if it is next, giving its span.
    fn eat_span(&mut self, kind: Tok) -> Option<Span> {
        self.take(kind).map(|t| self.token_span(t))
    }

    fn expect(&mut self, kind: Tok) -> Option<()> {
        self.eat(kind).then_some(())
    }

    /// Reads the next token, whatever it is.
    fn bump(&mut self) -> Option<Token> {
        let t = *self.tokens.get(self.at)?;
        self.at += 1;
        Some(t)
    }

    fn token_span(&self, t: Token) -> Span {
        Span { file: self.file, start: t.start, end: t.end }
    }

    /// The span of the tokens read since token `from`.
    fn since(&self, from: usize) -> Span {
        Span { file: self.file, start: self.tokens[from].start, end: self.tokens[self.at - 1].end }
    }

    fn text_of(&self, t: Token) -> &'a str {
        &self.text[t.start as usize..t.end as usize]
    }

    /// Runs `rule`; where it fails, the tokens it read are given back.
    fn attempt<T>(&mut self, rule: impl FnOnce(&mut Self) -> Option<T>) -> Option<T> {
        let (at, diags) = (self.at, self.diags.len());
        let result = rule(self);
        if result.is_none() {
            self.at = at;
            self.diags.truncate(diags);
        }
        result
    }

    /// Runs `rule` one level deeper, giving up past [`MAX_DEPTH`].
    fn nested<T>(&mut self, rule: impl FnOnce(&mut Self) -> Option<T>) -> Option<T> {
        if self.depth >= MAX_DEPTH {
            return None;
        }
        self.depth += 1;
        let result = rule(self);
        self.depth -= 1;
        result
    }

    fn ident(&mut self) -> Option<Ident> {
        self.take(Tok::Ident).map(|t| self.ident_of(t))
    }

    /// A `$name`, without its `$`.
    fn var_name(&mut self) -> Option<Ident> {
        let t = self.take(Tok::VarName)?;
        Some(Ident { name: self.text_of(t)[1..].to_string(), span: self.token_span(t) })
    }

    // ------------------------------------------------------------ statements

    fn object(&mut self) -> Option<Stmt> {
        self.nested(Self::object_inner)
    }

    fn object_inner(&mut self) -> Option<Stmt> {
        let start = self.at;
        let keyword = self.bump()?;
        let stmt = match keyword.kind {
            Tok::KwDef => {
                let name = self.attempt(Self::name_value);
                let body = self.object_body()?;
                Stmt::Def(DefStmt { span: self.since(start), keyword: self.token_span(keyword), name, body })
            }
            Tok::KwLet => {
                let items = self.separated(Self::let_item)?;
                self.expect(Tok::KwIn)?;
                let (body, braced) = self.object_or_block()?;
                Stmt::Let(LetStmt { span: self.since(start), items, body, braced })
            }
            Tok::KwDefm => {
                let name = self.attempt(Self::name_value);
                self.expect(Tok::Colon)?;
                let refs = self.separated(Self::subclass_ref)?;
                self.expect(Tok::Semi)?;
                Stmt::Defm(DefmStmt { span: self.since(start), keyword: self.token_span(keyword), name, refs })
            }
            Tok::KwClass => {
                let name = self.ident()?;
                let template_args = self.template_args()?;
                let body = self.object_body()?;
                Stmt::Class(ClassDef { span: self.since(start), name, template_args, body })
            }
            Tok::KwForeach => {
                let var = self.ident()?;
                self.expect(Tok::Equal)?;
                let range = match self.attempt(Self::bit_list) {
                    Some(list) => ForeachRange::BitList(list),
                    None => ForeachRange::Piece(Box::new(self.range_piece()?)),
                };
                self.expect(Tok::KwIn)?;
                let (body, _) = self.object_or_block()?;
                Stmt::Foreach(ForeachStmt { span: self.since(start), var, range, body })
            }
            Tok::KwMulticlass => self.multiclass(start)?,
            Tok::KwDefvar => Stmt::Defvar(self.defvar(start)?),
            Tok::KwInclude => {
                self.expect(Tok::Str)?;
                let span = self.since(start);
                Stmt::Include { span, file: self.includes.get(&span.start).copied() }
            }
            Tok::KwIf => {
                let cond = self.value()?;
                self.expect(Tok::KwThen)?;
                let (then_body, _) = self.object_or_block()?;
                let else_body = if self.eat(Tok::KwElse) { Some(self.object_or_block()?.0) } else { None };
                Stmt::If(IfStmt { span: self.since(start), cond, then_body, else_body })
            }
            Tok::KwAssert => Stmt::Assert(self.assert(start)?),
            Tok::KwDefset => {
                let ty = self.type_expr()?;
                let name = self.ident()?;
                self.expect(Tok::Equal)?;
                let block = self.at;
                let body = self.object_block()?;
                Stmt::Defset(DefsetStmt { span: self.since(start), ty, name, body, brace: self.since(block) })
            }
            Tok::KwDeftype => {
                let name = self.ident()?;
                self.expect(Tok::Equal)?;
                let ty = self.type_expr()?;
                self.expect(Tok::Semi)?;
                Stmt::Deftype { span: self.since(start), name, ty }
            }
            Tok::KwDump => {
                let value = self.value()?;
                self.expect(Tok::Semi)?;
                let span = self.since(start);
                Stmt::Dump { span, value, end: Span { start: span.end, ..span } }
            }
            _ => return None,
        };
        Some(stmt)
    }

    /// `{ object* }`
    fn object_block(&mut self) -> Option<Vec<Stmt>> {
        self.expect(Tok::LBrace)?;
        let mut items = Vec::new();
        while !self.eat(Tok::RBrace) {
            items.push(self.object()?);
        }
        Some(items)
    }

    /// A block or one statement, and the block's span.
    fn object_or_block(&mut self) -> Option<(Vec<Stmt>, Option<Span>)> {
        if self.peek() == Some(Tok::LBrace) {
            let start = self.at;
            let body = self.object_block()?;
            return Some((body, Some(self.since(start))));
        }
        Some((vec![self.object()?], None))
    }

    fn multiclass(&mut self, start: usize) -> Option<Stmt> {
        let name = self.ident()?;
        let template_args = self.template_args()?;
        let bases = if self.eat(Tok::Colon) { self.separated(Self::subclass_ref)? } else { Vec::new() };
        let (mut body, mut body_span, mut stray_semi) = (None, None, None);
        if self.peek() == Some(Tok::LBrace) {
            let block = self.at;
            body = Some(self.object_block()?);
            body_span = Some(self.since(block));
            stray_semi = self.eat_span(Tok::Semi);
        } else {
            self.expect(Tok::Semi)?;
        }
        let span = self.since(start);
        let body_span = body_span.unwrap_or(span);
        Some(Stmt::MultiClass(MultiClassDef { span, name, template_args, bases, body, body_span, stray_semi }))
    }

    /// `defvar name = value;`, its keyword read.
    fn defvar(&mut self, start: usize) -> Option<Defvar> {
        let name = self.ident()?;
        self.expect(Tok::Equal)?;
        let value = self.value()?;
        self.expect(Tok::Semi)?;
        Some(Defvar { span: self.since(start), name, value })
    }

    /// `assert cond, message;`, its keyword read.
    fn assert(&mut self, start: usize) -> Option<AssertStmt> {
        let cond = self.value()?;
        self.expect(Tok::Comma)?;
        let message = self.value()?;
        self.expect(Tok::Semi)?;
        Some(AssertStmt { span: self.since(start), cond, message })
    }

    fn let_item(&mut self) -> Option<LetItem> {
        let name = self.ident()?;
        let bits = self.attempt(|p| {
            p.expect(Tok::Less)?;
            let list = p.range_list()?;
            p.expect(Tok::Greater)?;
            Some(list)
        });
        self.expect(Tok::Equal)?;
        Some(LetItem { name, bits, value: self.value()? })
    }

    /// `<declaration, ...>`, if a `<` comes.
    fn template_args(&mut self) -> Option<Option<Vec<Declaration>>> {
        if !self.eat(Tok::Less) {
            return Some(None);
        }
        let args = self.separated(Self::declaration)?;
        self.expect(Tok::Greater)?;
        Some(Some(args))
    }

    fn declaration(&mut self) -> Option<Declaration> {
        let start = self.at;
        let is_field = self.eat(Tok::KwField);
        let ty = self.type_expr()?;
        let name = self.ident()?;
        let value = self.attempt(|p| {
            p.expect(Tok::Equal)?;
            p.value()
        });
        Some(Declaration { span: self.since(start), is_field, ty, name, value })
    }

    fn object_body(&mut self) -> Option<ObjectBody> {
        let bases = if self.eat(Tok::Colon) { self.separated(Self::subclass_ref)? } else { Vec::new() };
        let body = self.at;
        if self.eat(Tok::Semi) {
            return Some(ObjectBody { bases, items: Vec::new(), body_span: self.since(body), stray_semi: None });
        }
        self.expect(Tok::LBrace)?;
        let mut items = Vec::new();
        while !self.eat(Tok::RBrace) {
            items.push(self.body_item()?);
        }
        let stray_semi = self.eat_span(Tok::Semi);
        Some(ObjectBody { bases, items, body_span: self.since(body), stray_semi })
    }

    fn body_item(&mut self) -> Option<BodyItem> {
        let start = self.at;
        Some(match self.peek()? {
            Tok::KwLet => {
                self.at += 1;
                let name = self.ident()?;
                let bits = self.attempt(Self::bit_list);
                self.expect(Tok::Equal)?;
                let value = self.value()?;
                self.expect(Tok::Semi)?;
                BodyItem::Let { span: self.since(start), name, bits, value }
            }
            Tok::KwDefvar => {
                self.at += 1;
                BodyItem::Defvar(self.defvar(start)?)
            }
            Tok::KwAssert => {
                self.at += 1;
                BodyItem::Assert(self.assert(start)?)
            }
            Tok::KwDump => {
                self.at += 1;
                let value = self.value()?;
                self.expect(Tok::Semi)?;
                let span = self.since(start);
                BodyItem::Dump { span, value, end: Span { start: span.end, ..span } }
            }
            _ => {
                let d = self.declaration()?;
                self.expect(Tok::Semi)?;
                BodyItem::Declaration(d)
            }
        })
    }

    fn subclass_ref(&mut self) -> Option<SubclassRef> {
        let start = self.at;
        let name = self.ident()?;
        let args = self.attempt(Self::instance_args);
        let span = self.since(start);
        let end = if args.is_some() { Span { start: span.end - 1, ..span } } else { name.span };
        Some(SubclassRef { span, name, args, end })
    }

    /// `<args>` after a class name.
    fn instance_args(&mut self) -> Option<Vec<Arg>> {
        self.expect(Tok::Less)?;
        let args = if self.peek() == Some(Tok::Greater) { Vec::new() } else { self.separated(Self::arg)? };
        self.expect(Tok::Greater)?;
        Some(args)
    }

    fn arg(&mut self) -> Option<Arg> {
        let named = matches!(self.peek(), Some(Tok::Ident | Tok::Str)) && self.peek_at(1) == Some(Tok::Equal);
        if !named {
            return Some(Arg::Positional(self.value()?));
        }
        let t = self.bump()?;
        let span = self.token_span(t);
        let name = if t.kind == Tok::Ident {
            Expr { span, kind: ExprKind::Id(Ident { name: self.text_of(t).to_string(), span }) }
        } else {
            Expr { span, kind: ExprKind::Str(self.string(t)) }
        };
        self.at += 1;
        Some(Arg::Named { name: Box::new(name), value: Box::new(self.value()?) })
    }

    // ------------------------------------------------------------ types

    fn type_expr(&mut self) -> Option<TypeExpr> {
        self.nested(Self::type_expr_inner)
    }

    fn type_expr_inner(&mut self) -> Option<TypeExpr> {
        let start = self.at;
        let t = self.bump()?;
        let kind = match t.kind {
            Tok::Ident => TypeKind::Named(self.ident_of(t)),
            Tok::KwBit => TypeKind::Bit,
            Tok::KwInt => TypeKind::Int,
            Tok::KwString => TypeKind::String,
            Tok::KwBits => {
                self.expect(Tok::Less)?;
                let n = self.take(Tok::Int)?;
                self.expect(Tok::Greater)?;
                TypeKind::Bits(parse_int(self.text_of(n)))
            }
            Tok::KwList => {
                self.expect(Tok::Less)?;
                let element = self.type_expr()?;
                self.expect(Tok::Greater)?;
                TypeKind::List(Box::new(element))
            }
            Tok::KwDag => TypeKind::Dag,
            Tok::KwCode => TypeKind::Code,
            _ => return None,
        };
        Some(TypeExpr { span: self.since(start), kind })
    }

    // ------------------------------------------------------------ values

    /// `simple_value value_suffix*`
    fn value(&mut self) -> Option<Expr> {
        self.nested(|p| p.suffixed(true))
    }

    /// `simple_value name_suffix*`: no bit slice.
    fn name_value(&mut self) -> Option<Expr> {
        self.nested(|p| p.suffixed(false))
    }

    fn suffixed(&mut self, bit_slices: bool) -> Option<Expr> {
        let mut e = self.simple_value()?;
        loop {
            let (start, base) = (self.at, e.span);
            let kind = match self.peek() {
                Some(Tok::LBrace) if bit_slices => {
                    let Some(ranges) = self.attempt(Self::bit_list) else { break };
                    let brace = self.since(start);
                    ExprKind::BitSlice { base: Box::new(e), ranges, brace }
                }
                Some(Tok::LSquare) => {
                    let Some((elems, trailing_comma)) = self.attempt(Self::index_slice) else { break };
                    let bracket = self.since(start);
                    ExprKind::Index { base: Box::new(e), elems, bracket, trailing_comma }
                }
                Some(Tok::Dot) if self.peek_at(1) == Some(Tok::Ident) => {
                    self.at += 1;
                    ExprKind::Field { base: Box::new(e), field: self.ident()? }
                }
                Some(Tok::Paste) => {
                    self.at += 1;
                    let hash = self.since(start);
                    let rhs = match self.peek() {
                        Some(Tok::Colon | Tok::Semi | Tok::LBrace) => None,
                        _ => self.attempt(Self::name_value).map(Box::new),
                    };
                    ExprKind::Paste { lhs: Box::new(e), rhs, hash }
                }
                _ => break,
            };
            e = Expr { span: base.to(self.since(start)), kind };
        }
        Some(e)
    }

    /// `[piece, ...]` after a value, and whether a comma ends it.
    fn index_slice(&mut self) -> Option<(Vec<RangePiece>, bool)> {
        self.expect(Tok::LSquare)?;
        let (elems, trailing_comma) = self.items_until(Tok::RSquare, Self::range_piece)?;
        (!elems.is_empty()).then_some((elems, trailing_comma))
    }

    /// `item, item, ...` with an optional comma after the last, then
    /// `close`: the items (none when `close` comes first) and whether that
    /// comma was there.
    fn items_until<T>(&mut self, close: Tok, item: fn(&mut Self) -> Option<T>) -> Option<(Vec<T>, bool)> {
        let (mut items, mut trailing) = (Vec::new(), false);
        if self.peek() != Some(close) {
            items.push(item(self)?);
            while self.eat(Tok::Comma) {
                match self.attempt(item) {
                    Some(v) => items.push(v),
                    None => {
                        trailing = true;
                        break;
                    }
                }
            }
        }
        self.expect(close)?;
        Some((items, trailing))
    }

    /// `<type>` after a list or a bang operator's name.
    fn angled_type(&mut self) -> Option<Box<TypeExpr>> {
        self.expect(Tok::Less)?;
        let ty = self.type_expr()?;
        self.expect(Tok::Greater)?;
        Some(Box::new(ty))
    }

    /// `{ range_list }`
    fn bit_list(&mut self) -> Option<Vec<RangePiece>> {
        self.expect(Tok::LBrace)?;
        let list = self.range_list()?;
        self.expect(Tok::RBrace)?;
        Some(list)
    }

    fn range_list(&mut self) -> Option<Vec<RangePiece>> {
        self.separated(Self::range_piece)
    }

    /// `item, item, ...`: one or more.
    fn separated<T>(&mut self, item: fn(&mut Self) -> Option<T>) -> Option<Vec<T>> {
        let mut items = vec![item(self)?];
        while self.eat(Tok::Comma) {
            items.push(item(self)?);
        }
        Some(items)
    }

    fn range_piece(&mut self) -> Option<RangePiece> {
        let start = self.at;
        let first = self.value()?;
        let end = self.attempt(|p| match p.peek()? {
            Tok::DotDotDot => {
                p.at += 1;
                Some((RangeSep::DotDotDot, p.value()?))
            }
            Tok::Minus => {
                p.at += 1;
                Some((RangeSep::Minus, p.value()?))
            }
            // `a-5` is `a` and the integer `-5`: the end is its negation.
            Tok::Int => {
                let t = p.bump()?;
                let v = parse_int(p.text_of(t)).map(|v| v.wrapping_neg());
                Some((RangeSep::Minus, Expr { span: p.token_span(t), kind: ExprKind::Int(v) }))
            }
            _ => None,
        });
        Some(RangePiece { span: self.since(start), start: first, end })
    }

    fn simple_value(&mut self) -> Option<Expr> {
        let start = self.at;
        let t = self.bump()?;
        let kind = match t.kind {
            Tok::Ident => match self.attempt(Self::instance_args) {
                Some(args) => ExprKind::ClassInstance { class: self.ident_of(t), args },
                None => ExprKind::Id(self.ident_of(t)),
            },
            Tok::Int => ExprKind::Int(parse_int(self.text_of(t))),
            Tok::Str => {
                let mut s = self.string(t);
                while self.peek() == Some(Tok::Str) {
                    let next = self.bump()?;
                    s.push_str(&self.string(next));
                }
                ExprKind::Str(s)
            }
            Tok::Bang | Tok::BangCast | Tok::BangGetDagOp => self.bang_op(t)?,
            Tok::LParen => self.dag()?,
            Tok::LSquare => {
                let (elems, _) = self.items_until(Tok::RSquare, Self::value)?;
                let elt_type = self.attempt(Self::angled_type);
                ExprKind::List { elems, elt_type }
            }
            Tok::Question => ExprKind::Unset,
            Tok::LBrace => {
                let elems = if self.peek() == Some(Tok::RBrace) { Vec::new() } else { self.separated(Self::value)? };
                self.expect(Tok::RBrace)?;
                ExprKind::Bits(elems)
            }
            Tok::Code => literals::code(self.text_of(t)),
            Tok::BinInt => literals::binary(self.text_of(t)),
            Tok::KwTrue => ExprKind::Bool(true),
            Tok::KwFalse => ExprKind::Bool(false),
            _ => return None,
        };
        Some(Expr { span: self.since(start), kind })
    }

    fn ident_of(&self, t: Token) -> Ident {
        Ident { name: self.text_of(t).to_string(), span: self.token_span(t) }
    }

    /// `( operator :$name args )`, its `(` read.
    fn dag(&mut self) -> Option<ExprKind> {
        if !matches!(self.peek()?, Tok::Ident | Tok::BangCast | Tok::Question | Tok::BangGetDagOp) {
            return None;
        }
        let op = self.value()?;
        let op_name = if self.peek() == Some(Tok::Colon) && self.peek_at(1) == Some(Tok::VarName) {
            self.at += 1;
            self.var_name()
        } else {
            None
        };
        let args = if self.peek() == Some(Tok::RParen) { Vec::new() } else { self.separated(Self::dag_arg)? };
        self.expect(Tok::RParen)?;
        Some(ExprKind::Dag { op: Box::new(op), op_name, args })
    }

    fn dag_arg(&mut self) -> Option<DagArg> {
        let start = self.at;
        if let Some(name) = self.var_name() {
            return Some(DagArg { span: self.since(start), value: None, name: Some(name) });
        }
        let value = self.value()?;
        let name = if self.peek() == Some(Tok::Colon) && self.peek_at(1) == Some(Tok::VarName) {
            self.at += 1;
            self.var_name()
        } else {
            None
        };
        Some(DagArg { span: self.since(start), value: Some(value), name })
    }

    /// `!name<type>(args)`, its name read.
    fn bang_op(&mut self, name: Token) -> Option<ExprKind> {
        let name = Ident { name: self.text_of(name)[1..].to_string(), span: self.token_span(name) };
        let ty = self.attempt(Self::angled_type);
        self.expect(Tok::LParen)?;
        let (args, _) = self.items_until(Tok::RParen, Self::bang_arg)?;
        Some(ExprKind::Bang { name, ty, args })
    }

    fn bang_arg(&mut self) -> Option<BangArg> {
        let value = self.value()?;
        let cond_value = self.attempt(|p| {
            p.expect(Tok::Colon)?;
            p.value()
        });
        Some(BangArg { value, cond_value: cond_value.map(Box::new) })
    }

    /// A string token's value; a bad escape is reported, as `convert.rs`
    /// reports it.
    fn string(&mut self, t: Token) -> String {
        literals::string(self.text_of(t)).unwrap_or_else(|()| {
            let d = Diagnostic::error(codes::BAD_TOKEN, "escape at the end of a string")
                .at(self.token_span(t), "this string");
            self.diags.push(d);
            String::new()
        })
    }
}

#[cfg(test)]
mod tests {
    //! The descent parser against pest's: the same tree, or both refusing,
    //! on every description in the repository, on LLVM's trees where
    //! `TDC_PARSE_TREES` names them (colon-separated directories, as CI
    //! does), and on token streams mutated from them.

    use super::super::lexer::Tokens;
    use super::super::parser::{check_nesting, parse_with_pest};
    use super::super::preprocess::{LoadOptions, Loader};
    use super::*;
    use crate::source::{SourceDb, SourceText};
    use std::path::{Path, PathBuf};

    /// What a parser made of a buffer: the tree printed, or `None` where it
    /// refused (pest's message is not compared: only pest gives one).
    fn outcome(parsed: Option<Result<Vec<Stmt>, Vec<Diagnostic>>>) -> Option<String> {
        match parsed {
            Some(Ok(items)) => Some(format!("{items:?}")),
            Some(Err(d)) => Some(format!("errors {d:?}")),
            None => None,
        }
    }

    /// Both parsers on one token list; the descent one's outcome.
    fn compare(file: FileId, text: &str, tokens: &[Token], includes: &HashMap<u32, FileId>, what: &str) -> bool {
        if check_nesting(file, tokens).is_some() {
            return false;
        }
        let descent = outcome(parse(file, text, tokens, includes));
        let pest = match parse_with_pest(file, text, tokens, includes) {
            Ok(items) => Some(format!("{items:?}")),
            Err(d) if d.iter().any(|d| d.code == codes::SYNTAX) => None,
            Err(d) => Some(format!("errors {d:?}")),
        };
        assert_eq!(descent, pest, "the parsers disagree on {what}");
        descent.is_some()
    }

    fn td_files(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        paths.sort();
        for p in paths {
            if p.is_dir() && !p.ends_with("target") && !p.ends_with(".git") {
                td_files(&p, out);
            } else if p.extension().is_some_and(|e| e == "td") {
                out.push(p);
            }
        }
    }

    /// A file's own buffer, preprocessed: its name, text, tokens, includes
    /// and id.
    type Buffer = (String, SourceText, Tokens, HashMap<u32, FileId>, FileId);

    /// Each file's own buffer, preprocessed, with `dirs` to include from.
    fn buffers(files: &[PathBuf], dirs: &[PathBuf]) -> Vec<Buffer> {
        let mut out = Vec::new();
        for f in files {
            let mut include_dirs = vec![f.parent().unwrap_or(Path::new(".")).to_path_buf()];
            include_dirs.extend(dirs.iter().cloned());
            let options = LoadOptions { include_dirs, ..Default::default() };
            let mut db = SourceDb::new();
            let mut loader = Loader::new(&mut db, &options);
            let Some(id) = loader.load_root(f) else { continue };
            let Some(Some(pre)) = loader.buffers.get_mut(id.0 as usize).map(Option::take) else { continue };
            if pre.tokens.errors.is_empty() {
                out.push((f.display().to_string(), pre.text, pre.tokens, pre.includes, id));
            }
        }
        out
    }

    fn repository() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
    }

    #[test]
    fn same_trees_as_pest_on_every_description() {
        let root = repository();
        let mut files = Vec::new();
        for dir in ["targets", "examples", "tests", "dsl/tests", "codegen-macros", "src"] {
            td_files(&root.join(dir), &mut files);
        }
        let mut trees: Vec<PathBuf> = vec![root.join("targets/include")];
        if let Ok(extra) = std::env::var("TDC_PARSE_TREES") {
            for dir in extra.split(':').filter(|d| !d.is_empty()) {
                let before = files.len();
                td_files(Path::new(dir), &mut files);
                eprintln!("{dir}: {} files", files.len() - before);
                trees.push(PathBuf::from(dir));
            }
        }
        let (mut parsed, mut refused) = (0, 0);
        for (name, text, tokens, includes, id) in buffers(&files, &trees) {
            if compare(id, &text, &tokens.list, &includes, &name) {
                parsed += 1;
            } else {
                refused += 1;
            }
        }
        eprintln!("{parsed} files parsed the same, {refused} refused by both");
        assert!(parsed > 400, "only {parsed} descriptions parsed");
    }

    #[test]
    fn same_outcome_as_pest_on_mutated_tokens() {
        let root = repository();
        let mut files = Vec::new();
        for dir in ["targets/bpf", "targets/include", "dsl/tests/conformance"] {
            td_files(&root.join(dir), &mut files);
        }
        files.truncate(120);
        // A fixed pseudo-random sequence (xorshift), so a failure repeats.
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut random = move |n: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n.max(1) as u64) as usize
        };
        let (mut agreed, mut taken) = (0, 0);
        for (name, text, tokens, includes, id) in buffers(&files, &[root.join("targets/include")]) {
            let list = &tokens.list;
            if list.len() < 2 {
                continue;
            }
            for _ in 0..100 {
                // One edit: a token deleted, repeated or swapped with the
                // next.
                let mut edited = list.clone();
                let at = random(list.len());
                match random(3) {
                    0 => {
                        edited.remove(at);
                    }
                    1 => edited.insert(at, list[at]),
                    _ if at + 1 < list.len() => edited.swap(at, at + 1),
                    _ => {}
                }
                taken += usize::from(compare(id, &text, &edited, &includes, &format!("{name}, token {at} edited")));
                agreed += 1;
            }
        }
        eprintln!("{agreed} mutated streams agreed, {taken} parsed");
        assert!(agreed > 1000 && taken > 0);
    }
}
