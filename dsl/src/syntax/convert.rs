//! Pest pairs over tokens to the syntax tree. A pair's positions are token
//! indices; spans come from the tokens, text from the buffer.

use super::ast::*;
use super::lexer::Token;
use super::literals::{self, parse_int};
use super::parser::Rule;
use crate::diag::{codes, Diagnostic};
use crate::source::{FileId, Span};
use pest::iterators::{Pair, Pairs};
use std::collections::HashMap;

type P<'i> = Pair<'i, Rule>;

pub(super) struct Converter<'a> {
    file: FileId,
    text: &'a str,
    tokens: &'a [Token],
    includes: &'a HashMap<u32, FileId>,
    diags: Vec<Diagnostic>,
}

impl<'a> Converter<'a> {
    pub(super) fn new(
        file: FileId,
        text: &'a str,
        tokens: &'a [Token],
        includes: &'a HashMap<u32, FileId>,
    ) -> Converter<'a> {
        Converter { file, text, tokens, includes, diags: Vec::new() }
    }

    /// The errors found while converting (bad escapes), if any.
    pub(super) fn finish(self) -> Result<(), Vec<Diagnostic>> {
        if self.diags.is_empty() {
            Ok(())
        } else {
            Err(self.diags)
        }
    }

    fn span(&self, p: &P) -> Span {
        let s = p.as_span();
        let (a, b) = (s.start(), s.end());
        if b > a {
            return Span { file: self.file, start: self.tokens[a].start, end: self.tokens[b - 1].end };
        }
        let at = match self.tokens.get(a) {
            Some(t) => t.start,
            None => self.tokens.last().map_or(0, |t| t.end),
        };
        Span { file: self.file, start: at, end: at }
    }

    /// The first token of a pair.
    fn token(&self, p: &P) -> Token {
        self.tokens[p.as_span().start()]
    }

    /// The text of a one-token pair.
    fn token_text(&self, p: &P) -> &'a str {
        let t = self.token(p);
        &self.text[t.start as usize..t.end as usize]
    }

    fn ident(&self, p: P) -> Ident {
        let t = self.token(&p);
        Ident {
            name: self.text[t.start as usize..t.end as usize].to_string(),
            span: Span { file: self.file, start: t.start, end: t.end },
        }
    }

    fn stmts(&mut self, p: P) -> Vec<Stmt> {
        p.into_inner().map(|s| self.stmt(s)).collect()
    }

    /// A statement, or a braced block of them (flattened by the caller).
    fn body_of(&mut self, p: P) -> Vec<Stmt> {
        if p.as_rule() == Rule::object_block {
            self.stmts(p)
        } else {
            vec![self.stmt(p)]
        }
    }

    pub(super) fn stmt(&mut self, p: P) -> Stmt {
        let span = self.span(&p);
        let rule = p.as_rule();
        let mut it = p.into_inner();
        match rule {
            Rule::include_stmt => Stmt::Include { span, file: self.includes.get(&span.start).copied() },
            Rule::class_def => {
                let name = self.ident(next(&mut it));
                let mut template_args = None;
                let mut body = None;
                for q in it {
                    match q.as_rule() {
                        Rule::template_args => {
                            template_args = Some(q.into_inner().map(|d| self.declaration(d)).collect())
                        }
                        Rule::object_body => body = Some(self.object_body(q)),
                        _ => {}
                    }
                }
                Stmt::Class(ClassDef { span, name, template_args, body: body.unwrap_or_else(|| empty_body(span)) })
            }
            Rule::def_stmt => {
                let keyword = self.span(&next(&mut it));
                let mut name = None;
                let mut body = None;
                for q in it {
                    match q.as_rule() {
                        Rule::object_name => name = q.into_inner().next().map(|v| self.value(v)),
                        Rule::object_body => body = Some(self.object_body(q)),
                        _ => {}
                    }
                }
                Stmt::Def(DefStmt { span, keyword, name, body: body.unwrap_or_else(|| empty_body(span)) })
            }
            Rule::defm_stmt => {
                let keyword = self.span(&next(&mut it));
                let mut name = None;
                let mut refs = Vec::new();
                for q in it {
                    match q.as_rule() {
                        Rule::object_name => name = q.into_inner().next().map(|v| self.value(v)),
                        Rule::subclass_ref => refs.push(self.subclass_ref(q)),
                        _ => {}
                    }
                }
                Stmt::Defm(DefmStmt { span, keyword, name, refs })
            }
            Rule::defset_stmt => {
                let ty = self.type_expr(next(&mut it));
                let name = self.ident(next(&mut it));
                let block = next(&mut it);
                let brace = self.span(&block);
                let body = self.stmts(block);
                Stmt::Defset(DefsetStmt { span, ty, name, body, brace })
            }
            Rule::deftype_stmt => {
                let name = self.ident(next(&mut it));
                let ty = self.type_expr(next(&mut it));
                Stmt::Deftype { span, name, ty }
            }
            Rule::defvar_stmt => Stmt::Defvar(self.defvar(span, it)),
            Rule::foreach_stmt => {
                let var = self.ident(next(&mut it));
                let inner = next(&mut next(&mut it).into_inner());
                let range = if inner.as_rule() == Rule::bit_list {
                    ForeachRange::BitList(self.range_list(next(&mut inner.into_inner())))
                } else {
                    ForeachRange::Piece(Box::new(self.range_piece(inner)))
                };
                let body = self.body_of(next(&mut it));
                Stmt::Foreach(ForeachStmt { span, var, range, body })
            }
            Rule::if_stmt => {
                let cond = self.value(next(&mut it));
                let then_body = self.body_of(next(&mut it));
                let else_body = it.next().map(|e| self.body_of(e));
                Stmt::If(IfStmt { span, cond, then_body, else_body })
            }
            Rule::let_stmt => {
                let mut items = Vec::new();
                let mut body = Vec::new();
                let mut braced = None;
                for q in it {
                    match q.as_rule() {
                        Rule::let_item => items.push(self.let_item(q)),
                        Rule::object_block => {
                            braced = Some(self.span(&q));
                            body = self.stmts(q);
                        }
                        _ => body.push(self.stmt(q)),
                    }
                }
                Stmt::Let(LetStmt { span, items, body, braced })
            }
            Rule::multiclass_def => {
                let name = self.ident(next(&mut it));
                let mut template_args = None;
                let mut bases = Vec::new();
                let mut body = None;
                let mut body_span = span;
                let mut stray_semi = None;
                for q in it {
                    match q.as_rule() {
                        Rule::template_args => {
                            template_args = Some(q.into_inner().map(|d| self.declaration(d)).collect())
                        }
                        Rule::subclass_ref => bases.push(self.subclass_ref(q)),
                        Rule::object_block => {
                            body_span = self.span(&q);
                            body = Some(self.stmts(q));
                        }
                        Rule::stray_semi => stray_semi = Some(self.span(&q)),
                        _ => {}
                    }
                }
                Stmt::MultiClass(MultiClassDef { span, name, template_args, bases, body, body_span, stray_semi })
            }
            Rule::assert_stmt => Stmt::Assert(self.assert_stmt(span, it)),
            Rule::dump_stmt => {
                let value = self.value(next(&mut it));
                Stmt::Dump { span, value, end: Span { start: span.end, ..span } }
            }
            _ => unreachable_pair(),
        }
    }

    fn defvar(&mut self, span: Span, mut it: Pairs<Rule>) -> Defvar {
        let name = self.ident(next(&mut it));
        let value = self.value(next(&mut it));
        Defvar { span, name, value }
    }

    fn assert_stmt(&mut self, span: Span, mut it: Pairs<Rule>) -> AssertStmt {
        let cond = self.value(next(&mut it));
        let message = self.value(next(&mut it));
        AssertStmt { span, cond, message }
    }

    fn let_item(&mut self, p: P) -> LetItem {
        let mut it = p.into_inner();
        let name = self.ident(next(&mut it));
        let mut bits = None;
        let mut value = None;
        for q in it {
            match q.as_rule() {
                Rule::range_list => bits = Some(self.range_list(q)),
                _ => value = Some(self.value(q)),
            }
        }
        LetItem { name, bits, value: value.unwrap_or_else(unreachable_pair) }
    }

    fn declaration(&mut self, p: P) -> Declaration {
        let span = self.span(&p);
        let mut is_field = false;
        let mut ty = None;
        let mut name = None;
        let mut value = None;
        for q in p.into_inner() {
            match q.as_rule() {
                Rule::kw_field => is_field = true,
                Rule::type_expr => ty = Some(self.type_expr(q)),
                Rule::ident => name = Some(self.ident(q)),
                Rule::value => value = Some(self.value(q)),
                _ => {}
            }
        }
        Declaration {
            span,
            is_field,
            ty: ty.unwrap_or_else(unreachable_pair),
            name: name.unwrap_or_else(unreachable_pair),
            value,
        }
    }

    fn object_body(&mut self, p: P) -> ObjectBody {
        let mut bases = Vec::new();
        let mut items = Vec::new();
        let mut body_span = self.span(&p);
        let mut stray_semi = None;
        for q in p.into_inner() {
            match q.as_rule() {
                Rule::subclass_ref => bases.push(self.subclass_ref(q)),
                Rule::body => {
                    body_span = self.span(&q);
                    for item in q.into_inner() {
                        let ispan = self.span(&item);
                        match item.as_rule() {
                            Rule::stray_semi => stray_semi = Some(ispan),
                            Rule::declaration_stmt => {
                                let d = next(&mut item.into_inner());
                                items.push(BodyItem::Declaration(self.declaration(d)));
                            }
                            Rule::body_let => {
                                let mut it = item.into_inner();
                                let name = self.ident(next(&mut it));
                                let mut bits = None;
                                let mut value = None;
                                for r in it {
                                    match r.as_rule() {
                                        Rule::semi => {}
                                        Rule::bit_list => bits = Some(self.range_list(next(&mut r.into_inner()))),
                                        _ => value = Some(self.value(r)),
                                    }
                                }
                                items.push(BodyItem::Let {
                                    span: ispan,
                                    name,
                                    bits,
                                    value: value.unwrap_or_else(unreachable_pair),
                                });
                            }
                            Rule::defvar_stmt => items.push(BodyItem::Defvar(self.defvar(ispan, item.into_inner()))),
                            Rule::assert_stmt => {
                                items.push(BodyItem::Assert(self.assert_stmt(ispan, item.into_inner())))
                            }
                            Rule::dump_stmt => {
                                let value = self.value(next(&mut item.into_inner()));
                                items.push(BodyItem::Dump {
                                    span: ispan,
                                    value,
                                    end: Span { start: ispan.end, ..ispan },
                                });
                            }
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
        }
        ObjectBody { bases, items, body_span, stray_semi }
    }

    fn subclass_ref(&mut self, p: P) -> SubclassRef {
        let span = self.span(&p);
        let has_args = p.as_span().end() - p.as_span().start() > 1;
        let mut it = p.into_inner();
        let name = self.ident(next(&mut it));
        let args = if has_args { Some(it.next().map(|a| self.args(a)).unwrap_or_default()) } else { None };
        let end = if has_args { Span { start: span.end - 1, ..span } } else { name.span };
        SubclassRef { span, name, args, end }
    }

    fn args(&mut self, p: P) -> Vec<Arg> {
        p.into_inner()
            .map(|a| {
                let mut it = a.into_inner();
                let first = next(&mut it);
                if first.as_rule() != Rule::arg_name {
                    return Arg::Positional(self.value(first));
                }
                let n = next(&mut first.into_inner());
                let name = if n.as_rule() == Rule::ident {
                    let id = self.ident(n);
                    Expr { span: id.span, kind: ExprKind::Id(id) }
                } else {
                    let span = self.span(&n);
                    Expr { span, kind: ExprKind::Str(self.string_literal(&n)) }
                };
                let value = self.value(next(&mut it));
                Arg::Named { name: Box::new(name), value: Box::new(value) }
            })
            .collect()
    }

    fn type_expr(&mut self, p: P) -> TypeExpr {
        let span = self.span(&p);
        let inner = next(&mut p.into_inner());
        let kind = match inner.as_rule() {
            Rule::kw_string => TypeKind::String,
            Rule::kw_code => TypeKind::Code,
            Rule::kw_bit => TypeKind::Bit,
            Rule::kw_int => TypeKind::Int,
            Rule::kw_dag => TypeKind::Dag,
            Rule::bits_type => {
                let n = next(&mut inner.into_inner());
                TypeKind::Bits(parse_int(self.token_text(&n)))
            }
            Rule::list_type => TypeKind::List(Box::new(self.type_expr(next(&mut inner.into_inner())))),
            Rule::ident => TypeKind::Named(self.ident(inner)),
            _ => unreachable_pair(),
        };
        TypeExpr { span, kind }
    }

    fn range_list(&mut self, p: P) -> Vec<RangePiece> {
        p.into_inner().map(|r| self.range_piece(r)).collect()
    }

    fn range_piece(&mut self, p: P) -> RangePiece {
        let span = self.span(&p);
        let p = if p.as_rule() == Rule::slice_element { next(&mut p.into_inner()) } else { p };
        let mut it = p.into_inner();
        let start = self.value(next(&mut it));
        let end = it.next().map(|e| {
            let mut ei = e.into_inner();
            let sep = next(&mut ei);
            match sep.as_rule() {
                Rule::dotdotdot => (RangeSep::DotDotDot, self.value(next(&mut ei))),
                Rule::range_minus => (RangeSep::Minus, self.value(next(&mut ei))),
                // `a-5` is `a` and the integer `-5`: the end is its negation.
                _ => {
                    let espan = self.span(&sep);
                    let v = parse_int(self.token_text(&sep)).map(|v| v.wrapping_neg());
                    (RangeSep::Minus, Expr { span: espan, kind: ExprKind::Int(v) })
                }
            }
        });
        RangePiece { span, start, end }
    }

    pub(super) fn value(&mut self, p: P) -> Expr {
        let mut it = p.into_inner();
        let mut e = self.simple_value(next(&mut it));
        for suffix in it {
            let sspan = self.span(&suffix);
            let whole = e.span.to(sspan);
            e = match suffix.as_rule() {
                Rule::bit_slice => {
                    let rl = next(&mut suffix.into_inner());
                    Expr {
                        span: whole,
                        kind: ExprKind::BitSlice { base: Box::new(e), ranges: self.range_list(rl), brace: sspan },
                    }
                }
                Rule::index_slice => {
                    let mut elems = Vec::new();
                    let mut trailing_comma = false;
                    for r in suffix.into_inner() {
                        if r.as_rule() == Rule::trailing_comma {
                            trailing_comma = true;
                        } else {
                            elems.push(self.range_piece(r));
                        }
                    }
                    Expr {
                        span: whole,
                        kind: ExprKind::Index { base: Box::new(e), elems, bracket: sspan, trailing_comma },
                    }
                }
                Rule::field_access => {
                    let f = self.ident(next(&mut suffix.into_inner()));
                    Expr { span: whole, kind: ExprKind::Field { base: Box::new(e), field: f } }
                }
                Rule::paste => {
                    let hash = Span { end: sspan.start + 1, ..sspan };
                    let rhs = suffix.into_inner().next().map(|r| Box::new(self.value(r)));
                    Expr { span: whole, kind: ExprKind::Paste { lhs: Box::new(e), rhs, hash } }
                }
                _ => unreachable_pair(),
            };
        }
        e
    }

    fn simple_value(&mut self, p: P) -> Expr {
        let span = self.span(&p);
        let kind = match p.as_rule() {
            Rule::kw_true => ExprKind::Bool(true),
            Rule::kw_false => ExprKind::Bool(false),
            Rule::question => ExprKind::Unset,
            Rule::int_tok => ExprKind::Int(parse_int(self.token_text(&p))),
            Rule::bin_int => literals::binary(self.token_text(&p)),
            Rule::strings => {
                let mut s = String::new();
                for part in p.into_inner() {
                    s.push_str(&self.string_literal(&part));
                }
                ExprKind::Str(s)
            }
            Rule::code => literals::code(self.token_text(&p)),
            Rule::id_value => {
                let mut it = p.into_inner();
                let id = self.ident(next(&mut it));
                match it.next() {
                    None => ExprKind::Id(id),
                    Some(inst) => {
                        let args = inst.into_inner().next().map(|a| self.args(a)).unwrap_or_default();
                        ExprKind::ClassInstance { class: id, args }
                    }
                }
            }
            Rule::bits_init => ExprKind::Bits(p.into_inner().map(|v| self.value(v)).collect()),
            Rule::list_init => {
                let mut elems = Vec::new();
                let mut elt_type = None;
                for q in p.into_inner() {
                    if q.as_rule() == Rule::list_elt_type {
                        elt_type = q.into_inner().next().map(|t| Box::new(self.type_expr(t)));
                    } else {
                        elems.push(self.value(q));
                    }
                }
                ExprKind::List { elems, elt_type }
            }
            Rule::dag_init => {
                let mut it = p.into_inner();
                let op = self.value(next(&mut next(&mut it).into_inner()));
                let mut op_name = None;
                let mut args = Vec::new();
                for q in it {
                    match q.as_rule() {
                        Rule::var_name => op_name = Some(self.var_name(&q)),
                        Rule::dag_arg => {
                            let aspan = self.span(&q);
                            let mut value = None;
                            let mut name = None;
                            for r in q.into_inner() {
                                match r.as_rule() {
                                    Rule::var_name => name = Some(self.var_name(&r)),
                                    _ => value = Some(self.value(r)),
                                }
                            }
                            args.push(DagArg { span: aspan, value, name });
                        }
                        _ => {}
                    }
                }
                ExprKind::Dag { op: Box::new(op), op_name, args }
            }
            Rule::bang_op => {
                let mut it = p.into_inner();
                let n = next(&mut it);
                let nspan = self.span(&n);
                let name = Ident { name: self.token_text(&n)[1..].to_string(), span: nspan };
                let mut ty = None;
                let mut args = Vec::new();
                for q in it {
                    match q.as_rule() {
                        Rule::bang_type => ty = q.into_inner().next().map(|t| Box::new(self.type_expr(t))),
                        Rule::bang_arg => {
                            let mut ai = q.into_inner();
                            let value = self.value(next(&mut ai));
                            let cond_value = ai.next().map(|v| Box::new(self.value(v)));
                            args.push(BangArg { value, cond_value });
                        }
                        _ => {}
                    }
                }
                ExprKind::Bang { name, ty, args }
            }
            _ => unreachable_pair(),
        };
        Expr { span, kind }
    }

    fn var_name(&self, p: &P) -> Ident {
        let t = self.token(p);
        Ident {
            name: self.text[t.start as usize + 1..t.end as usize].to_string(),
            span: Span { file: self.file, start: t.start, end: t.end },
        }
    }

    /// The value of one string token (the lexer checked its escapes).
    fn string_literal(&mut self, p: &P) -> String {
        literals::string(self.token_text(p)).unwrap_or_else(|()| {
            self.diags.push(
                Diagnostic::error(codes::BAD_TOKEN, "escape at the end of a string").at(self.span(p), "this string"),
            );
            String::new()
        })
    }
}

/// The next pair, which the grammar guarantees.
fn next<'i>(it: &mut Pairs<'i, Rule>) -> Pair<'i, Rule> {
    it.next().unwrap_or_else(unreachable_pair)
}

fn empty_body(span: Span) -> ObjectBody {
    ObjectBody { bases: Vec::new(), items: Vec::new(), body_span: span, stray_semi: None }
}

/// The grammar guarantees the shape of every pair we unwrap; reaching this
/// would mean the grammar and the converter disagree.
#[cold]
fn unreachable_pair<T>() -> T {
    unreachable!("grammar and syntax-tree converter disagree")
}
