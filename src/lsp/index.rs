//! A name index over the syntax trees of one run: every declaration
//! (class, def, multiclass, defset, defvar, template argument, field,
//! foreach variable, deftype) and every use of a name that resolves to one.
//! Definition, references, semantic tokens and completion read it.
//!
//! Resolution follows TableGen's scoping in source order: local variables
//! (defvar, foreach, bang-operator variables) innermost, then the template
//! arguments and fields of the record being defined (fields of its classes
//! included), then global names.

use std::collections::HashMap;
use tdc_dsl::source::{FileId, Span};
use tdc_dsl::syntax::ast::{
    Arg, BangArg, BodyItem, ClassDef, Declaration, DefStmt, Expr, ExprKind, ForeachRange, Ident, MultiClassDef,
    ObjectBody, RangePiece, SourceUnit, Stmt, SubclassRef, TypeExpr, TypeKind,
};

/// What a declared name is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Class,
    Multiclass,
    Def,
    Defset,
    Deftype,
    Defvar,
    TemplateArg,
    Field,
    ForeachVar,
}

/// One declaration.
#[derive(Debug)]
pub struct Symbol {
    pub name: String,
    pub kind: Kind,
    /// The declared name.
    pub span: Span,
    /// The whole declaration.
    pub extent: Span,
    /// The class, def or multiclass it belongs to (fields, template arguments).
    pub owner: Option<SymbolId>,
}

/// Index of a [`Symbol`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SymbolId(pub usize);

/// The names of a run.
#[derive(Default, Debug)]
pub struct Index {
    /// The document's buffer in the run (see [`super::run::Run::focus`]).
    pub focus: FileId,
    pub symbols: Vec<Symbol>,
    /// Every resolved use, in walk order.
    pub uses: Vec<(Span, SymbolId)>,
    /// Base class names of each class, def and multiclass, as written.
    bases: HashMap<SymbolId, Vec<String>>,
    /// Fields and template arguments declared by each record, by name.
    members: HashMap<SymbolId, Vec<SymbolId>>,
    classes: HashMap<String, SymbolId>,
    /// Defs, defsets, deftypes and top-level defvars.
    globals: HashMap<String, SymbolId>,
}

/// A name the walk cannot resolve yet: the field of a top-level `let`,
/// known only once the records inside it are declared.
struct PendingLet {
    name: Ident,
    first_record: usize,
}

impl Index {
    /// Indexes `units` (by file id) from the root buffer, following includes.
    pub fn build(units: &[Option<SourceUnit>], root: FileId) -> Index {
        let mut walk =
            Walk { index: Index::default(), units, scopes: Vec::new(), record: None, records: Vec::new(), depth: 0 };
        walk.unit(root);
        walk.index
    }

    pub fn symbol(&self, id: SymbolId) -> &Symbol {
        &self.symbols[id.0]
    }

    /// The symbol declared or used at byte `at` of `file`.
    pub fn at(&self, file: FileId, at: usize) -> Option<SymbolId> {
        let inside = |s: &Span| s.file == file && (s.start as usize..=s.end as usize).contains(&at);
        let declared = self.symbols.iter().position(|s| inside(&s.span)).map(SymbolId);
        declared.or_else(|| self.uses.iter().find(|(s, _)| inside(s)).map(|&(_, id)| id))
    }

    /// Every place `id` is used, in walk order.
    pub fn uses_of(&self, id: SymbolId) -> impl Iterator<Item = Span> + '_ {
        self.uses.iter().filter(move |(_, u)| *u == id).map(|&(s, _)| s)
    }

    /// Every global name: classes, multiclasses, defs, defsets, deftypes and
    /// top-level defvars.
    pub fn global_names(&self) -> impl Iterator<Item = SymbolId> + '_ {
        self.classes.values().chain(self.globals.values()).copied()
    }

    /// The field or template argument `name` of record `record`, looked up
    /// through its classes in declaration order.
    pub fn member(&self, record: SymbolId, name: &str) -> Option<SymbolId> {
        let mut found = None;
        self.visit_members(record, &mut |id| {
            if found.is_none() && self.symbol(id).name == name {
                found = Some(id);
            }
        });
        found
    }

    /// Every field and template argument visible in `record` (its own, then
    /// those of its classes).
    pub fn members(&self, record: SymbolId) -> Vec<SymbolId> {
        let mut all = Vec::new();
        self.visit_members(record, &mut |id| all.push(id));
        all
    }

    fn visit_members(&self, record: SymbolId, f: &mut dyn FnMut(SymbolId)) {
        let mut seen = Vec::new();
        let mut stack = vec![record];
        while let Some(r) = stack.pop() {
            if seen.contains(&r) || seen.len() > 10_000 {
                continue;
            }
            seen.push(r);
            for &m in self.members.get(&r).into_iter().flatten() {
                f(m);
            }
            let bases = self.bases.get(&r).into_iter().flatten().rev();
            stack.extend(bases.filter_map(|b| self.classes.get(b).copied()));
        }
    }

    /// The innermost class, def or multiclass whose declaration covers byte `at`.
    pub fn record_around(&self, file: FileId, at: usize) -> Option<SymbolId> {
        let records = self
            .symbols
            .iter()
            .enumerate()
            .filter(|(_, s)| matches!(s.kind, Kind::Class | Kind::Def | Kind::Multiclass));
        let around = records
            .filter(|(_, s)| s.extent.file == file && (s.extent.start as usize..=s.extent.end as usize).contains(&at));
        around.min_by_key(|(_, s)| s.extent.end - s.extent.start).map(|(i, _)| SymbolId(i))
    }
}

/// Nesting of includes and statements the walk follows at most (deeper input
/// was already rejected by the evaluator).
const MAX_DEPTH: u32 = 256;

struct Walk<'a> {
    index: Index,
    units: &'a [Option<SourceUnit>],
    /// Local names, innermost last.
    scopes: Vec<HashMap<String, SymbolId>>,
    /// The record being defined.
    record: Option<SymbolId>,
    /// Every record declared so far, for top-level `let`.
    records: Vec<SymbolId>,
    depth: u32,
}

impl Walk<'_> {
    fn unit(&mut self, file: FileId) {
        let Some(Some(unit)) = self.units.get(file.0 as usize) else { return };
        self.stmts(&unit.items);
    }

    fn declare(&mut self, name: &Ident, kind: Kind, extent: Span, owner: Option<SymbolId>) -> SymbolId {
        let id = SymbolId(self.index.symbols.len());
        self.index.symbols.push(Symbol { name: name.name.clone(), kind, span: name.span, extent, owner });
        id
    }

    fn use_of(&mut self, span: Span, id: Option<SymbolId>) {
        if let Some(id) = id {
            self.index.uses.push((span, id));
        }
    }

    fn stmts(&mut self, stmts: &[Stmt]) {
        if self.depth >= MAX_DEPTH {
            return;
        }
        self.depth += 1;
        for s in stmts {
            self.stmt(s);
        }
        self.depth -= 1;
    }

    /// Statements in a block of their own (their defvars end with it).
    fn block(&mut self, stmts: &[Stmt]) {
        self.scopes.push(HashMap::new());
        self.stmts(stmts);
        self.scopes.pop();
    }

    fn stmt(&mut self, stmt: &Stmt) {
        match stmt {
            Stmt::Include { file: Some(f), .. } => self.unit(*f),
            Stmt::Include { file: None, .. } => {}
            Stmt::Class(c) => self.class(c),
            Stmt::Def(d) => self.def(d),
            Stmt::Defm(d) => {
                if let Some(name) = &d.name {
                    self.expr(name);
                }
                for r in &d.refs {
                    self.subclass_ref(r);
                }
            }
            Stmt::Defset(d) => {
                self.type_expr(&d.ty);
                let id = self.declare(&d.name, Kind::Defset, d.span, None);
                self.index.globals.insert(d.name.name.clone(), id);
                self.block(&d.body);
            }
            Stmt::Deftype { span, name, ty } => {
                self.type_expr(ty);
                let id = self.declare(name, Kind::Deftype, *span, None);
                self.index.globals.insert(name.name.clone(), id);
            }
            Stmt::Defvar(v) => {
                self.expr(&v.value);
                let id = self.declare(&v.name, Kind::Defvar, v.span, self.record);
                match self.scopes.last_mut() {
                    Some(scope) => drop(scope.insert(v.name.name.clone(), id)),
                    None => drop(self.index.globals.insert(v.name.name.clone(), id)),
                }
            }
            Stmt::Foreach(f) => {
                match &f.range {
                    ForeachRange::BitList(pieces) => self.pieces(pieces),
                    ForeachRange::Piece(p) => self.pieces(std::slice::from_ref(p)),
                }
                let var = self.declare(&f.var, Kind::ForeachVar, f.span, None);
                self.scopes.push(HashMap::from([(f.var.name.clone(), var)]));
                self.block(&f.body);
                self.scopes.pop();
            }
            Stmt::If(i) => {
                self.expr(&i.cond);
                self.block(&i.then_body);
                if let Some(e) = &i.else_body {
                    self.block(e);
                }
            }
            Stmt::Let(l) => {
                let mut pending = Vec::new();
                for item in &l.items {
                    self.pieces(item.bits.as_deref().unwrap_or_default());
                    self.expr(&item.value);
                    pending.push(PendingLet { name: item.name.clone(), first_record: self.records.len() });
                }
                self.block(&l.body);
                for p in pending {
                    let inside = &self.records[p.first_record..];
                    let field = inside.iter().find_map(|&r| self.index.member(r, &p.name.name));
                    self.use_of(p.name.span, field);
                }
            }
            Stmt::MultiClass(m) => self.multiclass(m),
            Stmt::Assert(a) => {
                self.expr(&a.cond);
                self.expr(&a.message);
            }
            Stmt::Dump { value, .. } => self.expr(value),
        }
    }

    fn class(&mut self, c: &ClassDef) {
        let id = self.declare(&c.name, Kind::Class, c.span, None);
        // A class is visible inside its own body (for self-references).
        self.index.classes.insert(c.name.name.clone(), id);
        self.record_body(id, c.template_args.as_deref(), &c.body);
    }

    fn def(&mut self, d: &DefStmt) {
        let plain = d.name.as_ref().and_then(|n| match &n.kind {
            ExprKind::Id(i) => Some(i.clone()),
            _ => None,
        });
        if let Some(name) = d.name.as_ref().filter(|_| plain.is_none()) {
            self.expr(name);
        }
        // Anonymous and computed names still get a record for their fields.
        let name = plain.clone().unwrap_or_else(|| Ident {
            name: String::new(),
            span: Span::new(d.keyword.file, d.keyword.start as usize, d.keyword.start as usize),
        });
        let id = self.declare(&name, Kind::Def, d.span, None);
        if plain.is_some() && self.enclosing_multiclass().is_none() {
            self.index.globals.insert(name.name, id);
        }
        self.record_body(id, None, &d.body);
    }

    fn enclosing_multiclass(&self) -> Option<SymbolId> {
        self.record.filter(|r| self.index.symbol(*r).kind == Kind::Multiclass)
    }

    fn multiclass(&mut self, m: &MultiClassDef) {
        let id = self.declare(&m.name, Kind::Multiclass, m.span, None);
        self.index.classes.insert(m.name.name.clone(), id);
        let outer = self.record.replace(id);
        self.scopes.push(HashMap::new());
        self.template_args(id, m.template_args.as_deref());
        for b in &m.bases {
            self.subclass_ref(b);
        }
        self.index.bases.insert(id, m.bases.iter().map(|b| b.name.name.clone()).collect());
        if let Some(body) = &m.body {
            self.block(body);
        }
        self.scopes.pop();
        self.record = outer;
    }

    fn template_args(&mut self, owner: SymbolId, args: Option<&[Declaration]>) {
        for a in args.unwrap_or_default() {
            self.type_expr(&a.ty);
            if let Some(v) = &a.value {
                self.expr(v);
            }
            let id = self.declare(&a.name, Kind::TemplateArg, a.span, Some(owner));
            self.index.members.entry(owner).or_default().push(id);
            if let Some(scope) = self.scopes.last_mut() {
                scope.insert(a.name.name.clone(), id);
            }
        }
    }

    /// Template arguments, bases and body of a class or def.
    fn record_body(&mut self, id: SymbolId, args: Option<&[Declaration]>, body: &ObjectBody) {
        let outer = self.record;
        self.scopes.push(HashMap::new());
        self.template_args(id, args);
        for b in &body.bases {
            self.subclass_ref(b);
        }
        self.index.bases.insert(id, body.bases.iter().map(|b| b.name.name.clone()).collect());
        // Inside a multiclass, the def still sees the multiclass's arguments
        // (its scope stays below); fields resolve against the def.
        self.record = Some(id);
        self.records.push(id);
        for item in &body.items {
            self.body_item(id, item);
        }
        self.scopes.pop();
        self.record = outer;
    }

    fn body_item(&mut self, record: SymbolId, item: &BodyItem) {
        match item {
            BodyItem::Declaration(d) => {
                self.type_expr(&d.ty);
                if let Some(v) = &d.value {
                    self.expr(v);
                }
                let id = self.declare(&d.name, Kind::Field, d.span, Some(record));
                self.index.members.entry(record).or_default().push(id);
            }
            BodyItem::Let { name, bits, value, .. } => {
                let field = self.index.member(record, &name.name);
                self.use_of(name.span, field);
                self.pieces(bits.as_deref().unwrap_or_default());
                self.expr(value);
            }
            BodyItem::Defvar(v) => {
                self.expr(&v.value);
                let id = self.declare(&v.name, Kind::Defvar, v.span, Some(record));
                if let Some(scope) = self.scopes.last_mut() {
                    scope.insert(v.name.name.clone(), id);
                }
            }
            BodyItem::Assert(a) => {
                self.expr(&a.cond);
                self.expr(&a.message);
            }
            BodyItem::Dump { value, .. } => self.expr(value),
        }
    }

    fn subclass_ref(&mut self, r: &SubclassRef) {
        let class = self.index.classes.get(&r.name.name).copied();
        self.use_of(r.name.span, class);
        self.args(class, r.args.as_deref().unwrap_or_default());
    }

    fn args(&mut self, class: Option<SymbolId>, args: &[Arg]) {
        for a in args {
            match a {
                Arg::Positional(e) => self.expr(e),
                Arg::Named { name, value } => {
                    match (&name.kind, class) {
                        (ExprKind::Id(i), Some(c)) => {
                            let arg = self
                                .index
                                .member(c, &i.name)
                                .filter(|m| self.index.symbol(*m).kind == Kind::TemplateArg);
                            self.use_of(i.span, arg);
                        }
                        _ => self.expr(name),
                    }
                    self.expr(value);
                }
            }
        }
    }

    fn type_expr(&mut self, t: &TypeExpr) {
        match &t.kind {
            TypeKind::List(inner) => self.type_expr(inner),
            TypeKind::Named(n) => {
                let found = self.index.classes.get(&n.name).or_else(|| self.index.globals.get(&n.name)).copied();
                self.use_of(n.span, found);
            }
            _ => {}
        }
    }

    fn pieces(&mut self, pieces: &[RangePiece]) {
        for p in pieces {
            self.expr(&p.start);
            if let Some((_, end)) = &p.end {
                self.expr(end);
            }
        }
    }

    /// What a plain identifier in an expression names.
    fn resolve(&self, name: &str) -> Option<SymbolId> {
        if let Some(&id) = self.scopes.iter().rev().find_map(|s| s.get(name)) {
            return Some(id);
        }
        if let Some(field) = self.record.and_then(|r| self.index.member(r, name)) {
            return Some(field);
        }
        self.index.globals.get(name).copied()
    }

    fn expr(&mut self, e: &Expr) {
        if self.depth >= MAX_DEPTH {
            return;
        }
        self.depth += 1;
        self.expr_inner(e);
        self.depth -= 1;
    }

    fn expr_inner(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Id(i) => {
                let found = self.resolve(&i.name);
                self.use_of(i.span, found);
            }
            ExprKind::ClassInstance { class, args } => {
                let c = self.index.classes.get(&class.name).copied();
                self.use_of(class.span, c);
                self.args(c, args);
            }
            ExprKind::Bits(items) => items.iter().for_each(|x| self.expr(x)),
            ExprKind::List { elems, elt_type } => {
                elems.iter().for_each(|x| self.expr(x));
                if let Some(t) = elt_type {
                    self.type_expr(t);
                }
            }
            ExprKind::Dag { op, args, .. } => {
                self.expr(op);
                for a in args {
                    if let Some(v) = &a.value {
                        self.expr(v);
                    }
                }
            }
            ExprKind::Bang { name, ty, args } => {
                if let Some(t) = ty {
                    self.type_expr(t);
                }
                self.bang(&name.name, args);
            }
            ExprKind::BitSlice { base, ranges, .. } => {
                self.expr(base);
                self.pieces(ranges);
            }
            ExprKind::Index { base, elems, .. } => {
                self.expr(base);
                self.pieces(elems);
            }
            ExprKind::Field { base, field } => {
                self.expr(base);
                let record = match &base.kind {
                    ExprKind::Id(i) => {
                        self.resolve(&i.name).filter(|r| matches!(self.index.symbol(*r).kind, Kind::Def | Kind::Class))
                    }
                    ExprKind::ClassInstance { class, .. } => self.index.classes.get(&class.name).copied(),
                    _ => None,
                };
                let found = record.and_then(|r| self.index.member(r, &field.name));
                self.use_of(field.span, found);
            }
            ExprKind::Paste { lhs, rhs, .. } => {
                self.expr(lhs);
                if let Some(r) = rhs {
                    self.expr(r);
                }
            }
            ExprKind::Unset
            | ExprKind::Bool(_)
            | ExprKind::Int(_)
            | ExprKind::Binary(_)
            | ExprKind::Str(_)
            | ExprKind::Code(_) => {}
        }
    }

    /// Bang operators that bind variables: `!foreach(x, l, e)`,
    /// `!filter(x, l, p)`, `!foldl(init, l, acc, x, e)`.
    fn bang(&mut self, name: &str, args: &[BangArg]) {
        let binders: &[usize] = match (name, args.len()) {
            ("foreach" | "filter", 3) => &[0],
            ("foldl", 5) => &[2, 3],
            _ => &[],
        };
        let mut scope = HashMap::new();
        for (i, a) in args.iter().enumerate() {
            if binders.contains(&i) {
                if let ExprKind::Id(v) = &a.value.kind {
                    let id = self.declare(v, Kind::Defvar, a.value.span, self.record);
                    scope.insert(v.name.clone(), id);
                }
                continue;
            }
            let body = !binders.is_empty() && i == args.len() - 1;
            if body {
                self.scopes.push(std::mem::take(&mut scope));
            }
            self.expr(&a.value);
            if let Some(c) = &a.cond_value {
                self.expr(c);
            }
            if body {
                self.scopes.pop();
            }
        }
    }
}
