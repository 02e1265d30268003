//! Moving a syntax tree: every span into another buffer and by a byte
//! offset, so that statements parsed once can be reused where the same
//! text now starts elsewhere (an editor's buffer after an edit above them).

use super::ast::*;
use crate::source::{FileId, Span};

/// Where spans go: their new buffer and how far their offsets move.
#[derive(Clone, Copy)]
pub struct Move {
    /// The buffer the moved spans point into.
    pub file: FileId,
    /// Added to every offset (the text moved by this many bytes).
    pub delta: i64,
}

impl Move {
    fn span(self, s: &mut Span) {
        s.file = self.file;
        s.start = (i64::from(s.start) + self.delta) as u32;
        s.end = (i64::from(s.end) + self.delta) as u32;
    }

    /// Moves every span of `stmts`.
    pub fn stmts(self, stmts: &mut [Stmt]) {
        for s in stmts {
            self.stmt(s);
        }
    }

    fn stmt(self, s: &mut Stmt) {
        match s {
            Stmt::Include { span, .. } => self.span(span),
            Stmt::Class(c) => {
                self.span(&mut c.span);
                self.ident(&mut c.name);
                self.declarations(c.template_args.as_deref_mut());
                self.object_body(&mut c.body);
            }
            Stmt::Def(d) => {
                self.span(&mut d.span);
                self.span(&mut d.keyword);
                self.opt_expr(d.name.as_mut());
                self.object_body(&mut d.body);
            }
            Stmt::Defm(d) => {
                self.span(&mut d.span);
                self.span(&mut d.keyword);
                self.opt_expr(d.name.as_mut());
                d.refs.iter_mut().for_each(|r| self.subclass_ref(r));
            }
            Stmt::Defset(d) => {
                self.span(&mut d.span);
                self.type_expr(&mut d.ty);
                self.ident(&mut d.name);
                self.stmts(&mut d.body);
                self.span(&mut d.brace);
            }
            Stmt::Deftype { span, name, ty } => {
                self.span(span);
                self.ident(name);
                self.type_expr(ty);
            }
            Stmt::Defvar(d) => self.defvar(d),
            Stmt::Foreach(f) => {
                self.span(&mut f.span);
                self.ident(&mut f.var);
                match &mut f.range {
                    ForeachRange::BitList(pieces) => self.ranges(pieces),
                    ForeachRange::Piece(piece) => self.range(piece),
                }
                self.stmts(&mut f.body);
            }
            Stmt::If(i) => {
                self.span(&mut i.span);
                self.expr(&mut i.cond);
                self.stmts(&mut i.then_body);
                if let Some(e) = &mut i.else_body {
                    self.stmts(e);
                }
            }
            Stmt::Let(l) => {
                self.span(&mut l.span);
                for item in &mut l.items {
                    self.ident(&mut item.name);
                    if let Some(bits) = &mut item.bits {
                        self.ranges(bits);
                    }
                    self.expr(&mut item.value);
                }
                self.stmts(&mut l.body);
                self.opt_span(l.braced.as_mut());
            }
            Stmt::MultiClass(m) => {
                self.span(&mut m.span);
                self.ident(&mut m.name);
                self.declarations(m.template_args.as_deref_mut());
                m.bases.iter_mut().for_each(|r| self.subclass_ref(r));
                if let Some(body) = &mut m.body {
                    self.stmts(body);
                }
                self.span(&mut m.body_span);
                self.opt_span(m.stray_semi.as_mut());
            }
            Stmt::Assert(a) => self.assert(a),
            Stmt::Dump { span, value, end } => {
                self.span(span);
                self.expr(value);
                self.span(end);
            }
        }
    }

    fn opt_span(self, s: Option<&mut Span>) {
        if let Some(s) = s {
            self.span(s);
        }
    }

    fn ident(self, i: &mut Ident) {
        self.span(&mut i.span);
    }

    fn defvar(self, d: &mut Defvar) {
        self.span(&mut d.span);
        self.ident(&mut d.name);
        self.expr(&mut d.value);
    }

    fn assert(self, a: &mut AssertStmt) {
        self.span(&mut a.span);
        self.expr(&mut a.cond);
        self.expr(&mut a.message);
    }

    fn declarations(self, ds: Option<&mut [Declaration]>) {
        for d in ds.unwrap_or_default() {
            self.declaration(d);
        }
    }

    fn declaration(self, d: &mut Declaration) {
        self.span(&mut d.span);
        self.type_expr(&mut d.ty);
        self.ident(&mut d.name);
        self.opt_expr(d.value.as_mut());
    }

    fn object_body(self, b: &mut ObjectBody) {
        b.bases.iter_mut().for_each(|r| self.subclass_ref(r));
        for item in &mut b.items {
            match item {
                BodyItem::Declaration(d) => self.declaration(d),
                BodyItem::Let { span, name, bits, value } => {
                    self.span(span);
                    self.ident(name);
                    if let Some(bits) = bits {
                        self.ranges(bits);
                    }
                    self.expr(value);
                }
                BodyItem::Defvar(d) => self.defvar(d),
                BodyItem::Assert(a) => self.assert(a),
                BodyItem::Dump { span, value, end } => {
                    self.span(span);
                    self.expr(value);
                    self.span(end);
                }
            }
        }
        self.span(&mut b.body_span);
        self.opt_span(b.stray_semi.as_mut());
    }

    fn subclass_ref(self, r: &mut SubclassRef) {
        self.span(&mut r.span);
        self.ident(&mut r.name);
        if let Some(args) = &mut r.args {
            self.args(args);
        }
        self.span(&mut r.end);
    }

    fn args(self, args: &mut [Arg]) {
        for a in args {
            match a {
                Arg::Positional(e) => self.expr(e),
                Arg::Named { name, value } => {
                    self.expr(name);
                    self.expr(value);
                }
            }
        }
    }

    fn type_expr(self, t: &mut TypeExpr) {
        self.span(&mut t.span);
        match &mut t.kind {
            TypeKind::List(elem) => self.type_expr(elem),
            TypeKind::Named(name) => self.ident(name),
            TypeKind::Bit | TypeKind::Int | TypeKind::String | TypeKind::Code | TypeKind::Dag | TypeKind::Bits(_) => {}
        }
    }

    fn ranges(self, pieces: &mut [RangePiece]) {
        pieces.iter_mut().for_each(|p| self.range(p));
    }

    fn range(self, p: &mut RangePiece) {
        self.span(&mut p.span);
        self.expr(&mut p.start);
        if let Some((_, end)) = &mut p.end {
            self.expr(end);
        }
    }

    fn opt_expr(self, e: Option<&mut Expr>) {
        if let Some(e) = e {
            self.expr(e);
        }
    }

    fn exprs(self, es: &mut [Expr]) {
        es.iter_mut().for_each(|e| self.expr(e));
    }

    fn expr(self, e: &mut Expr) {
        self.span(&mut e.span);
        match &mut e.kind {
            ExprKind::Unset
            | ExprKind::Bool(_)
            | ExprKind::Int(_)
            | ExprKind::Binary(_)
            | ExprKind::Str(_)
            | ExprKind::Code(_) => {}
            ExprKind::Id(i) => self.ident(i),
            ExprKind::ClassInstance { class, args } => {
                self.ident(class);
                self.args(args);
            }
            ExprKind::Bits(es) => self.exprs(es),
            ExprKind::List { elems, elt_type } => {
                self.exprs(elems);
                if let Some(t) = elt_type {
                    self.type_expr(t);
                }
            }
            ExprKind::Dag { op, op_name, args } => {
                self.expr(op);
                if let Some(n) = op_name {
                    self.ident(n);
                }
                for a in args {
                    self.span(&mut a.span);
                    self.opt_expr(a.value.as_mut());
                    if let Some(n) = &mut a.name {
                        self.ident(n);
                    }
                }
            }
            ExprKind::Bang { name, ty, args } => {
                self.ident(name);
                if let Some(t) = ty {
                    self.type_expr(t);
                }
                for a in args {
                    self.expr(&mut a.value);
                    self.opt_expr(a.cond_value.as_deref_mut());
                }
            }
            ExprKind::BitSlice { base, ranges, brace } => {
                self.expr(base);
                self.ranges(ranges);
                self.span(brace);
            }
            ExprKind::Index { base, elems, bracket, .. } => {
                self.expr(base);
                self.ranges(elems);
                self.span(bracket);
            }
            ExprKind::Field { base, field } => {
                self.expr(base);
                self.ident(field);
            }
            ExprKind::Paste { lhs, rhs, hash } => {
                self.expr(lhs);
                if let Some(r) = rhs {
                    self.expr(r);
                }
                self.span(hash);
            }
        }
    }
}
