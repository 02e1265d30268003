//! Pest pairs to the syntax tree. This is the only module that sees pest.

use super::ast::*;
use crate::diag::{codes, Diagnostic};
use crate::source::{FileId, Span};
use pest::iterators::Pair;
use pest::Parser as _;
use std::collections::HashMap;

#[derive(pest_derive::Parser)]
#[grammar = "syntax/grammar.pest"]
struct TdParser;

/// Deeper bracket nesting than this is rejected before the grammar runs,
/// so the recursive-descent parser cannot overflow its stack.
pub const MAX_NESTING: usize = 512;

/// Parses one preprocessed buffer.
pub fn parse_unit(file: FileId, text: &str, includes: &HashMap<u32, FileId>) -> Result<SourceUnit, Vec<Diagnostic>> {
    if let Some(d) = check_nesting(file, text) {
        return Err(vec![d]);
    }
    parse_statements(file, text, 0, includes).map(|items| SourceUnit { file, items })
}

/// Parses `text`, which starts at byte `base` of buffer `file`, as a
/// sequence of statements (the caller has checked nesting).
pub(super) fn parse_statements(
    file: FileId,
    text: &str,
    base: usize,
    includes: &HashMap<u32, FileId>,
) -> Result<Vec<Stmt>, Vec<Diagnostic>> {
    let pairs = match TdParser::parse(Rule::file, text) {
        Ok(p) => p,
        Err(e) => return Err(vec![syntax_error(file, text, e)]),
    };
    let mut conv = Converter { file, base, includes, diags: Vec::new() };
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
    if conv.diags.is_empty() {
        Ok(items)
    } else {
        Err(conv.diags)
    }
}

/// Finds bracket nesting beyond [`MAX_NESTING`], skipping strings, code and comments.
pub(super) fn check_nesting(file: FileId, text: &str) -> Option<Diagnostic> {
    let b = text.as_bytes();
    let mut depth = 0usize;
    let mut comment_depth = 0usize;
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if comment_depth > 0 {
            if c == b'*' && b.get(i + 1) == Some(&b'/') {
                comment_depth -= 1;
                i += 2;
                continue;
            }
            if c == b'/' && b.get(i + 1) == Some(&b'*') {
                comment_depth += 1;
                if comment_depth > MAX_NESTING {
                    return Some(nesting_error(file, i));
                }
                i += 2;
                continue;
            }
            i += 1;
            continue;
        }
        match c {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                comment_depth = 1;
                i += 2;
                continue;
            }
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' && b[i] != b'\n' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'[' if b.get(i + 1) == Some(&b'{') => {
                i += 2;
                while i < b.len() && !(b[i] == b'}' && b.get(i + 1) == Some(&b']')) {
                    i += 1;
                }
                i += 1;
            }
            b'(' | b'[' | b'{' | b'<' => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Some(nesting_error(file, i));
                }
            }
            b')' | b']' | b'}' | b'>' => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    None
}

fn nesting_error(file: FileId, at: usize) -> Diagnostic {
    Diagnostic::error(codes::NESTING_LIMIT, format!("brackets nested more than {MAX_NESTING} deep"))
        .at(Span::new(file, at, at + 1), "too deep here")
}

fn rule_name(r: &Rule) -> Option<&'static str> {
    Some(match r {
        Rule::ident => "identifier",
        Rule::value | Rule::name_value | Rule::range_piece | Rule::slice_element | Rule::arg | Rule::bang_arg => {
            "value"
        }
        Rule::type_expr => "type",
        Rule::string | Rule::strings => "string",
        Rule::var_name => "'$name'",
        Rule::object_body | Rule::body => "'{' or ';'",
        Rule::object_name => "name",
        Rule::subclass_ref => "class name",
        Rule::declaration | Rule::declaration_stmt => "declaration",
        Rule::body_let | Rule::kw_let => "'let'",
        Rule::EOI => "end of file",
        Rule::kw_in => "'in'",
        Rule::kw_then => "'then'",
        Rule::kw_class => "'class'",
        Rule::kw_def => "'def'",
        Rule::kw_defm => "'defm'",
        Rule::include_stmt
        | Rule::class_def
        | Rule::def_stmt
        | Rule::defm_stmt
        | Rule::defset_stmt
        | Rule::deftype_stmt
        | Rule::defvar_stmt
        | Rule::foreach_stmt
        | Rule::if_stmt
        | Rule::let_stmt
        | Rule::multiclass_def
        | Rule::assert_stmt
        | Rule::dump_stmt => "statement",
        Rule::int_tok | Rule::dec_int | Rule::hex_int => "integer",
        Rule::bit_list | Rule::bit_slice => "'{'",
        Rule::range_end | Rule::range_minus | Rule::dotdotdot => "range",
        Rule::dag_operator => "dag operator",
        Rule::dag_arg => "dag argument",
        Rule::stray_semi | Rule::semi => "';'",
        _ => return None,
    })
}

fn syntax_error(file: FileId, text: &str, e: pest::error::Error<Rule>) -> Diagnostic {
    let pos = match e.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((s, _)) => s,
    };
    let rest = &text[pos.min(text.len())..];
    let span_end = pos + rest.chars().next().map(char::len_utf8).unwrap_or(0);
    let span = Span::new(file, pos, span_end);
    if rest.starts_with('"') {
        let eol = rest.find(['\n', '\r']).unwrap_or(rest.len());
        return Diagnostic::error(codes::BAD_TOKEN, "unterminated string literal")
            .at(Span::new(file, pos, pos + eol), "string starts here and runs to the end of the line");
    }
    if rest.starts_with("[{") {
        return Diagnostic::error(codes::BAD_TOKEN, "unterminated code block")
            .at(Span::new(file, pos, pos + 2), "code block starts here")
            .with_help("close it with '}]'");
    }
    if rest.starts_with("/*") {
        return Diagnostic::error(codes::BAD_TOKEN, "unterminated comment")
            .at(Span::new(file, pos, pos + 2), "comment starts here");
    }
    if rest.starts_with("..") && !rest.starts_with("...") {
        return Diagnostic::error(codes::BAD_TOKEN, "invalid '..' punctuation")
            .at(Span::new(file, pos, pos + 2), "did you mean '...'?");
    }
    let found = describe_token(rest);
    let mut expected: Vec<&str> = match &e.variant {
        pest::error::ErrorVariant::ParsingError { positives, .. } => positives.iter().filter_map(rule_name).collect(),
        _ => Vec::new(),
    };
    expected.sort();
    expected.dedup();
    let msg = if expected.is_empty() {
        format!("unexpected {found}")
    } else {
        format!("expected {}, found {found}", join_or(&expected))
    };
    Diagnostic::error(codes::SYNTAX, msg).at(span, "unexpected here")
}

fn describe_token(rest: &str) -> String {
    if rest.is_empty() {
        return "end of file".to_string();
    }
    let tok: String = if rest.as_bytes()[0].is_ascii_alphanumeric() || rest.starts_with('_') {
        rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect()
    } else if let Some(after) = rest.strip_prefix('!') {
        std::iter::once('!').chain(after.chars().take_while(|c| c.is_ascii_alphabetic())).collect()
    } else {
        rest.chars().take(1).collect()
    };
    match tok.chars().next() {
        // A control character would print raw: name it.
        Some(c) if c.is_control() => format!("control character U+{:04X}", c as u32),
        _ if tok.len() > 40 => format!("'{}...'", tok.chars().take(40).collect::<String>()),
        _ => format!("'{tok}'"),
    }
}

fn join_or(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => one.to_string(),
        _ => format!("{} or {}", items[..items.len() - 1].join(", "), items[items.len() - 1]),
    }
}

struct Converter<'a> {
    file: FileId,
    /// Where the parsed text starts in the buffer.
    base: usize,
    includes: &'a HashMap<u32, FileId>,
    diags: Vec<Diagnostic>,
}

type P<'i> = Pair<'i, Rule>;

impl<'a> Converter<'a> {
    fn span(&self, p: &P) -> Span {
        let s = p.as_span();
        Span::new(self.file, self.base + s.start(), self.base + s.end())
    }

    fn ident(&self, p: P) -> Ident {
        Ident { name: p.as_str().to_string(), span: self.span(&p) }
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

    fn stmt(&mut self, p: P) -> Stmt {
        let span = self.span(&p);
        let rule = p.as_rule();
        let mut it = p.into_inner();
        match rule {
            Rule::include_stmt => {
                let kw = it.next().map(|k| (self.base + k.as_span().start()) as u32).unwrap_or(span.start);
                Stmt::Include { span, file: self.includes.get(&kw).copied() }
            }
            Rule::class_def => {
                it.next();
                let name = self.ident(it.next().unwrap_or_else(unreachable_pair));
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
                let keyword = it.next().map(|k| self.span(&k)).unwrap_or(span);
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
                let keyword = it.next().map(|k| self.span(&k)).unwrap_or(span);
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
                it.next();
                let ty = self.type_expr(it.next().unwrap_or_else(unreachable_pair));
                let name = self.ident(it.next().unwrap_or_else(unreachable_pair));
                let block = it.next().unwrap_or_else(unreachable_pair);
                let brace = self.span(&block);
                let body = self.stmts(block);
                Stmt::Defset(DefsetStmt { span, ty, name, body, brace })
            }
            Rule::deftype_stmt => {
                it.next();
                let name = self.ident(it.next().unwrap_or_else(unreachable_pair));
                let ty = self.type_expr(it.next().unwrap_or_else(unreachable_pair));
                Stmt::Deftype { span, name, ty }
            }
            Rule::defvar_stmt => Stmt::Defvar(self.defvar(span, it)),
            Rule::foreach_stmt => {
                it.next();
                let var = self.ident(it.next().unwrap_or_else(unreachable_pair));
                let range_pair = it.next().unwrap_or_else(unreachable_pair);
                let inner = range_pair.into_inner().next().unwrap_or_else(unreachable_pair);
                let range = if inner.as_rule() == Rule::bit_list {
                    ForeachRange::BitList(self.range_list(inner.into_inner().next().unwrap_or_else(unreachable_pair)))
                } else {
                    ForeachRange::Piece(Box::new(self.range_piece(inner)))
                };
                it.next(); // in
                let body = self.body_of(it.next().unwrap_or_else(unreachable_pair));
                Stmt::Foreach(ForeachStmt { span, var, range, body })
            }
            Rule::if_stmt => {
                it.next();
                let cond = self.value(it.next().unwrap_or_else(unreachable_pair));
                it.next(); // then
                let then_body = self.body_of(it.next().unwrap_or_else(unreachable_pair));
                let else_body = it.next().map(|_| self.body_of(it.next().unwrap_or_else(unreachable_pair)));
                Stmt::If(IfStmt { span, cond, then_body, else_body })
            }
            Rule::let_stmt => {
                it.next();
                let mut items = Vec::new();
                let mut body = Vec::new();
                let mut braced = None;
                for q in it {
                    match q.as_rule() {
                        Rule::let_item => items.push(self.let_item(q)),
                        Rule::kw_in => {}
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
                it.next();
                let name = self.ident(it.next().unwrap_or_else(unreachable_pair));
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
                it.next();
                let value = self.value(it.next().unwrap_or_else(unreachable_pair));
                Stmt::Dump { span, value, end: Span { start: span.end, ..span } }
            }
            _ => unreachable_pair(),
        }
    }

    fn defvar(&mut self, span: Span, mut it: pest::iterators::Pairs<Rule>) -> Defvar {
        it.next();
        let name = self.ident(it.next().unwrap_or_else(unreachable_pair));
        let value = self.value(it.next().unwrap_or_else(unreachable_pair));
        Defvar { span, name, value }
    }

    fn assert_stmt(&mut self, span: Span, mut it: pest::iterators::Pairs<Rule>) -> AssertStmt {
        it.next();
        let cond = self.value(it.next().unwrap_or_else(unreachable_pair));
        let message = self.value(it.next().unwrap_or_else(unreachable_pair));
        AssertStmt { span, cond, message }
    }

    fn let_item(&mut self, p: P) -> LetItem {
        let mut it = p.into_inner();
        let name = self.ident(it.next().unwrap_or_else(unreachable_pair));
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
                                let d = item.into_inner().next().unwrap_or_else(unreachable_pair);
                                items.push(BodyItem::Declaration(self.declaration(d)));
                            }
                            Rule::body_let => {
                                let mut it = item.into_inner();
                                it.next();
                                let name = self.ident(it.next().unwrap_or_else(unreachable_pair));
                                let mut bits = None;
                                let mut value = None;
                                for r in it {
                                    match r.as_rule() {
                                        Rule::semi => {}
                                        Rule::bit_list => {
                                            bits = Some(
                                                self.range_list(r.into_inner().next().unwrap_or_else(unreachable_pair)),
                                            )
                                        }
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
                                let mut it = item.into_inner();
                                it.next();
                                let value = self.value(it.next().unwrap_or_else(unreachable_pair));
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
        let mut it = p.into_inner();
        let name = self.ident(it.next().unwrap_or_else(unreachable_pair));
        let has_args = span.end > name.span.end;
        let args = if has_args { Some(it.next().map(|a| self.args(a)).unwrap_or_default()) } else { None };
        let end = if has_args { Span { start: span.end - 1, ..span } } else { name.span };
        SubclassRef { span, name, args, end }
    }

    fn args(&mut self, p: P) -> Vec<Arg> {
        p.into_inner()
            .map(|a| {
                let inner = a.into_inner().next().unwrap_or_else(unreachable_pair);
                if inner.as_rule() == Rule::named_arg {
                    let mut it = inner.into_inner();
                    let n = it.next().unwrap_or_else(unreachable_pair);
                    let name = if n.as_rule() == Rule::ident {
                        let id = self.ident(n);
                        Expr { span: id.span, kind: ExprKind::Id(id) }
                    } else {
                        let span = self.span(&n);
                        Expr { span, kind: ExprKind::Str(self.string_literal(n)) }
                    };
                    let value = self.value(it.next().unwrap_or_else(unreachable_pair));
                    Arg::Named { name, value }
                } else {
                    Arg::Positional(self.value(inner))
                }
            })
            .collect()
    }

    fn type_expr(&mut self, p: P) -> TypeExpr {
        let span = self.span(&p);
        let inner = p.into_inner().next().unwrap_or_else(unreachable_pair);
        let kind = match inner.as_rule() {
            Rule::kw_string => TypeKind::String,
            Rule::kw_code => TypeKind::Code,
            Rule::kw_bit => TypeKind::Bit,
            Rule::kw_int => TypeKind::Int,
            Rule::kw_dag => TypeKind::Dag,
            Rule::bits_type => {
                let n = inner.into_inner().nth(1).unwrap_or_else(unreachable_pair);
                TypeKind::Bits(parse_int(n.as_str()))
            }
            Rule::list_type => {
                let t = inner.into_inner().nth(1).unwrap_or_else(unreachable_pair);
                TypeKind::List(Box::new(self.type_expr(t)))
            }
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
        let p =
            if p.as_rule() == Rule::slice_element { p.into_inner().next().unwrap_or_else(unreachable_pair) } else { p };
        let mut it = p.into_inner();
        let start = self.value(it.next().unwrap_or_else(unreachable_pair));
        let end = it.next().map(|e| {
            let mut ei = e.into_inner();
            let sep = ei.next().unwrap_or_else(unreachable_pair);
            let sep = if sep.as_rule() == Rule::dotdotdot { RangeSep::DotDotDot } else { RangeSep::Minus };
            (sep, self.value(ei.next().unwrap_or_else(unreachable_pair)))
        });
        RangePiece { span, start, end }
    }

    fn value(&mut self, p: P) -> Expr {
        let mut it = p.into_inner();
        let first = it.next().unwrap_or_else(unreachable_pair);
        let mut e = self.simple_value(first);
        for suffix in it {
            let sspan = self.span(&suffix);
            let whole = e.span.to(sspan);
            e = match suffix.as_rule() {
                Rule::bit_slice => {
                    let rl = suffix.into_inner().next().unwrap_or_else(unreachable_pair);
                    Expr {
                        span: whole,
                        kind: ExprKind::BitSlice { base: Box::new(e), ranges: self.range_list(rl), brace: sspan },
                    }
                }
                Rule::index_slice => {
                    let text = suffix.as_str();
                    let trailing_comma = text[..text.len() - 1].trim_end().ends_with(',');
                    let elems = suffix.into_inner().map(|r| self.range_piece(r)).collect();
                    Expr {
                        span: whole,
                        kind: ExprKind::Index { base: Box::new(e), elems, bracket: sspan, trailing_comma },
                    }
                }
                Rule::field_access => {
                    let f = self.ident(suffix.into_inner().next().unwrap_or_else(unreachable_pair));
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
            Rule::dec_int | Rule::hex_int => ExprKind::Int(parse_int(p.as_str())),
            Rule::bin_int => {
                let digits = &p.as_str()[2..];
                ExprKind::Binary(match u64::from_str_radix(digits, 2) {
                    Ok(v) => Ok((v, digits.len() as u32)),
                    Err(_) if digits.trim_start_matches('0').len() <= 64 => Ok((0, digits.len() as u32)),
                    Err(_) => Err("number out of range".to_string()),
                })
            }
            Rule::strings => {
                let mut s = String::new();
                for part in p.into_inner() {
                    s.push_str(&self.string_literal(part));
                }
                ExprKind::Str(s)
            }
            Rule::code => {
                let t = p.as_str();
                ExprKind::Code(t[2..t.len() - 2].to_string())
            }
            Rule::ident => ExprKind::Id(self.ident(p)),
            Rule::id_value => {
                let mut it = p.into_inner();
                let id = self.ident(it.next().unwrap_or_else(unreachable_pair));
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
                        elt_type = q.into_inner().next().map(|t| self.type_expr(t));
                    } else {
                        elems.push(self.value(q));
                    }
                }
                ExprKind::List { elems, elt_type }
            }
            Rule::dag_init => {
                let mut it = p.into_inner();
                let op_pair = it.next().unwrap_or_else(unreachable_pair);
                let op = self.value(op_pair.into_inner().next().unwrap_or_else(unreachable_pair));
                let mut op_name = None;
                let mut args = Vec::new();
                for q in it {
                    match q.as_rule() {
                        Rule::var_name => op_name = Some(self.var_name(q)),
                        Rule::dag_arg => {
                            let aspan = self.span(&q);
                            let mut value = None;
                            let mut name = None;
                            for r in q.into_inner() {
                                match r.as_rule() {
                                    Rule::var_name => name = Some(self.var_name(r)),
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
                let n = it.next().unwrap_or_else(unreachable_pair);
                let nspan = self.span(&n);
                let name = Ident { name: n.as_str()[1..].to_string(), span: nspan };
                let mut ty = None;
                let mut args = Vec::new();
                for q in it {
                    match q.as_rule() {
                        Rule::bang_type => ty = q.into_inner().next().map(|t| self.type_expr(t)),
                        Rule::bang_arg => {
                            let mut ai = q.into_inner();
                            let value = self.value(ai.next().unwrap_or_else(unreachable_pair));
                            let cond_value = ai.next().map(|v| self.value(v));
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

    fn var_name(&self, p: P) -> Ident {
        let span = self.span(&p);
        Ident { name: p.as_str()[1..].to_string(), span }
    }

    /// Processes escapes of one string token.
    fn string_literal(&mut self, p: P) -> String {
        let raw = p.as_str();
        let base = self.base + p.as_span().start();
        let body = &raw[1..raw.len() - 1];
        let mut out = String::with_capacity(body.len());
        let mut chars = body.char_indices();
        while let Some((i, c)) = chars.next() {
            if c != '\\' {
                out.push(c);
                continue;
            }
            match chars.next() {
                Some((_, c @ ('\\' | '\'' | '"'))) => out.push(c),
                Some((_, 't')) => out.push('\t'),
                Some((_, 'n')) => out.push('\n'),
                Some((j, other)) => {
                    let at = base + 1 + i;
                    self.diags.push(
                        Diagnostic::error(codes::BAD_TOKEN, format!("invalid escape '\\{other}' in string literal"))
                            .at(Span::new(self.file, at, base + 1 + j + other.len_utf8()), "invalid escape")
                            .with_help("the escapes are \\\\ \\' \\\" \\t and \\n"),
                    );
                }
                None => {}
            }
        }
        out
    }
}

/// Parses an integer token the way llvm-tblgen's lexer does: decimal with
/// optional sign, or `0x` hex; positive values up to 2^64-1 wrap.
fn parse_int(s: &str) -> Result<i64, String> {
    if let Some(hex) = s.strip_prefix("0x") {
        return u64::from_str_radix(hex, 16).map(|v| v as i64).map_err(|_| "number out of range".to_string());
    }
    if s.starts_with('-') {
        return s.parse::<i64>().map_err(|_| "number out of range".to_string());
    }
    let digits = s.strip_prefix('+').unwrap_or(s);
    digits.parse::<u64>().map(|v| v as i64).map_err(|_| "number out of range".to_string())
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
