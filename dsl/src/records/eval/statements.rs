//! Statements: class, def, defm, defset, deftype, defvar, foreach, if, let,
//! multiclass, assert, dump (llvm-tblgen's `ParseObject` and friends).

use super::*;
use crate::diag::codes;
use crate::records::keeper::{FieldKind, Record};
use crate::records::resolve::{field_value, report_dump, HasReference};
use crate::records::types::Ty;
use crate::records::value::{mk, type_of, BinOp, Kind, TernOp};
use crate::records::workbench::Table;
use crate::syntax::ast::{self, BodyItem, ForeachRange, Stmt, TypeKind};

impl<'u> Evaluator<'u> {
    pub(super) fn objects(&mut self, stmts: &[Stmt], mc: Option<usize>) -> R<()> {
        let positional = self.positional;
        for s in stmts {
            let include = matches!(s, Stmt::Include { .. });
            // Statements before the position a run resumes from are
            // skipped; an include is still walked for the positions in it.
            if positional && !self.at_position() && !include {
                continue;
            }
            let top_level = mc.is_none()
                && self.scopes.len() == 1
                && self.loops.is_empty()
                && self.let_stack.is_empty()
                && self.defsets.is_empty();
            let saved_scopes = self.scopes.len();
            // Each statement has its own evaluation budget; what it spends
            // does not count against the statement around it.
            let (outer_fuel, outer_statement) = (self.kp.fuel, self.kp.statement);
            self.kp.fuel = self.statement_steps;
            self.kp.statement = Some(stmt_span(s));
            // Only a position's include brings in more positions.
            self.positional = positional && include;
            let result = self.object(s, mc);
            self.positional = positional;
            let spent = self.statement_steps - self.kp.fuel;
            self.kp.steps_taken += spent;
            if spent > self.kp.most_steps.0 {
                self.kp.most_steps = (spent, stmt_span(s));
            }
            (self.kp.fuel, self.kp.statement) = (outer_fuel, outer_statement);
            match result {
                Ok(()) => {}
                Err(Stop) => {
                    // After a failed top-level def (or defvar, assert, dump,
                    // deftype) the rest of the file can still be checked: its
                    // name is remembered so that uses of it are not reported
                    // again. Anything larger (a class, a multiclass, a block)
                    // could leave too much half-defined, so evaluation stops.
                    if !top_level || self.kp.fatal || self.kp.syntax_failed {
                        return Err(Stop);
                    }
                    match failed_name(s) {
                        Some(Some(name)) => {
                            let name: Name = name.into();
                            self.kp.note_write(Table::Poisoned, &name);
                            self.kp.poisoned.insert(name);
                        }
                        Some(None) => {}
                        None => return Err(Stop),
                    }
                    self.scopes.truncate(saved_scopes);
                }
            }
            self.check_fatal()?;
        }
        Ok(())
    }

    fn object(&mut self, s: &Stmt, mc: Option<usize>) -> R<()> {
        match s {
            Stmt::Include { file, .. } => {
                if let Some(f) = file {
                    let unit = self.unit(*f);
                    if self.kp.syntax_failed {
                        return Err(Stop);
                    }
                    if let Some(unit) = unit {
                        let r = self.objects(&unit.items, mc);
                        self.done_with(unit);
                        r?;
                    }
                }
                Ok(())
            }
            Stmt::Assert(a) => self.assert_stmt(a, None),
            Stmt::Def(d) => self.def(d, mc),
            Stmt::Defm(d) => self.defm(d, mc),
            Stmt::Defvar(d) => self.defvar(d, None),
            Stmt::Dump { span, value, .. } => self.dump(*span, value, None),
            Stmt::Foreach(f) => self.foreach(f, mc),
            Stmt::If(i) => self.if_stmt(i, mc),
            Stmt::Let(l) => self.top_let(l, mc),
            Stmt::Defset(d) => {
                if mc.is_some() {
                    return Err(self.error(
                        Diagnostic::error(codes::BAD_CONTEXT, "defset is not allowed inside multiclass")
                            .at(d.span, "here"),
                    ));
                }
                self.defset(d)
            }
            Stmt::Deftype { name, ty, .. } => self.deftype(name, ty),
            Stmt::Class(c) => {
                if mc.is_some() {
                    return Err(self.error(
                        Diagnostic::error(codes::BAD_CONTEXT, "class is not allowed inside multiclass")
                            .at(c.name.span, "here"),
                    ));
                }
                if !self.loops.is_empty() {
                    return Err(self.error(
                        Diagnostic::error(codes::BAD_CONTEXT, "class is not allowed inside foreach loop")
                            .at(c.name.span, "here"),
                    ));
                }
                self.class(c)
            }
            Stmt::MultiClass(m) => {
                if !self.loops.is_empty() {
                    return Err(self.error(
                        Diagnostic::error(codes::BAD_CONTEXT, "multiclass is not allowed inside foreach loop")
                            .at(m.name.span, "here"),
                    ));
                }
                self.multiclass(m)
            }
        }
    }

    // ------------------------------------------------------------ types

    pub(super) fn parse_type(&mut self, t: &ast::TypeExpr) -> R<Ty> {
        Ok(match &t.kind {
            TypeKind::String | TypeKind::Code => Ty::Str,
            TypeKind::Bit => Ty::Bit,
            TypeKind::Int => Ty::Int,
            TypeKind::Dag => Ty::Dag,
            TypeKind::Bits(n) => match n {
                Ok(n) if *n >= 0 && *n <= crate::records::limits::MAX_ELEMENTS => Ty::Bits(*n as u32),
                Ok(n) => {
                    return Err(self.error(
                        Diagnostic::error(codes::LIMIT, format!("bits<{n}> is not a supported width"))
                            .at(t.span, "here")
                            .with_note(format!(
                                "widths from 0 to {} are supported",
                                crate::records::limits::MAX_ELEMENTS
                            )),
                    ))
                }
                Err(e) => return Err(self.error(Diagnostic::error(codes::BAD_NUMBER, e.clone()).at(t.span, "here"))),
            },
            TypeKind::List(inner) => self.parse_type(inner)?.list_of(),
            TypeKind::Named(id) => {
                if let Some(t) = self.type_aliases.get(id.name.as_str()) {
                    return Ok(t.clone());
                }
                match self.kp.class(&id.name) {
                    Some(c) => Ty::rec_of(c),
                    None => return Err(self.unknown_class(id)),
                }
            }
        })
    }

    pub(super) fn unknown_class(&mut self, id: &ast::Ident) -> Stop {
        if self.kp.poisoned.contains(id.name.as_str()) {
            return Stop;
        }
        let mut d = Diagnostic::error(codes::UNKNOWN_CLASS, format!("couldn't find class '{}'", id.name))
            .at(id.span, "unknown class");
        if self.multiclass_names.contains_key(id.name.as_str()) {
            d = d.with_help(format!("use 'defm' if you meant to use multiclass '{}'", id.name));
        }
        self.error(d)
    }

    // ------------------------------------------------------------ class

    fn class(&mut self, c: &ast::ClassDef) -> R<()> {
        let name: Name = c.name.name.as_str().into();
        if self.type_aliases.contains_key(&name) {
            return Err(self.error(
                Diagnostic::error(codes::DUPLICATE, format!("there is already a defined type alias '{name}'"))
                    .at(c.name.span, "a class cannot have the name of a type alias"),
            ));
        }
        let id = match self.kp.class(&name) {
            Some(id) => {
                let r = self.kp.record(id);
                if !r.values.is_empty() || !r.superclasses.is_empty() || !r.template_args.is_empty() {
                    let prev = r.loc();
                    return Err(self.error(
                        Diagnostic::error(codes::DUPLICATE, format!("class '{name}' already defined"))
                            .at(c.name.span, "defined again here")
                            .with_label(prev, "previous definition here"),
                    ));
                }
                self.kp.record_mut(id).locs = vec![c.name.span];
                id
            }
            None => {
                let rec = Record::new(mk(c.name.span, Kind::Str(name.clone(), false)), c.name.span, false, true);
                let id = self.kp.add_record(rec);
                self.kp.add_class(name, id);
                id
            }
        };
        self.push_scope(ScopeKind::Record(id));
        if let Some(args) = &c.template_args {
            self.template_arg_list(args, Some(id))?;
        }
        self.object_body(id, &c.body)?;
        self.warn_unused_template_args(id);
        self.pop_scope();
        Ok(())
    }

    fn warn_unused_template_args(&mut self, id: RecordId) {
        if !self.warn_unused_args {
            return;
        }
        let r = self.kp.record(id);
        let unused: Vec<_> = r
            .template_args
            .iter()
            .filter_map(|t| r.field(t))
            .filter(|f| !f.used)
            .map(|f| (f.name.clone(), f.span))
            .collect();
        for (n, span) in unused {
            let short = n.rsplit(':').next().unwrap_or(&n).to_string();
            self.kp.report(
                Diagnostic::warning(codes::UNUSED_ARG, format!("unused template argument: {n}"))
                    .at(span, format!("'{short}' is never used")),
            );
        }
    }

    fn template_arg_list(&mut self, decls: &[ast::Declaration], rec: Option<RecordId>) -> R<()> {
        let target = match rec {
            Some(r) => r,
            None => self.multiclasses[self.cur_mc.ok_or(Stop)?].rec,
        };
        for (i, d) in decls.iter().enumerate() {
            let name = self.declaration(d, rec, true)?;
            if i > 0 && self.kp.record(target).is_template_arg(&name) {
                return Err(self.error(
                    Diagnostic::error(
                        codes::DUPLICATE,
                        "template argument with the same name has already been defined",
                    )
                    .at(d.name.span, "defined again here"),
                ));
            }
            self.kp.record_mut(target).template_args.push(name);
        }
        Ok(())
    }

    /// `field? type name (= value)?` (llvm-tblgen's `ParseDeclaration`).
    pub(super) fn declaration(&mut self, d: &ast::Declaration, rec: Option<RecordId>, template_arg: bool) -> R<Name> {
        let ty = self.parse_type(&d.ty)?;
        let name = d.name.name.as_str();
        if name == "NAME" {
            return Err(self.error(
                Diagnostic::error(codes::RESERVED, "'NAME' is a reserved variable name").at(d.name.span, "reserved"),
            ));
        }
        if !template_arg && self.scopes.last().map(|s| s.vars.contains_key(name)).unwrap_or(false) {
            return Err(self.error(
                Diagnostic::error(codes::DUPLICATE, "local variable of this name already exists")
                    .at(d.name.span, "here"),
            ));
        }
        let (target, decl_name, kind): (RecordId, Name, FieldKind) = if !template_arg {
            let target = rec.or_else(|| self.cur_mc.map(|m| self.multiclasses[m].rec)).ok_or(Stop)?;
            (target, name.into(), if d.is_field { FieldKind::NonconcreteOk } else { FieldKind::Normal })
        } else if let Some(r) = rec {
            (r, self.kp.qualified_name(r, ":", name).into(), FieldKind::TemplateArg)
        } else {
            let m = self.cur_mc.ok_or(Stop)?;
            let r = self.multiclasses[m].rec;
            (r, self.kp.qualified_name(r, "::", name).into(), FieldKind::TemplateArg)
        };
        self.add_value(target, d.name.span, decl_name.clone(), ty.clone(), kind)?;
        if let Some(v) = &d.value {
            // A bad initializer is reported, and the declaration still stands.
            if let Ok(val) = self.value(v, Some(target), Some(&ty), Mode::Value) {
                let _ = self.set_value(target, v.span, &decl_name, &[], val, false, false);
            }
            self.check_fatal()?;
        }
        Ok(decl_name)
    }

    /// Adds a field, or resets an existing one (llvm-tblgen's `AddValue`).
    fn add_value(&mut self, rec: RecordId, span: Span, name: Name, ty: Ty, kind: FieldKind) -> R<()> {
        let unset = mk(span, Kind::Unset);
        if let Some(existing) = self.kp.record(rec).field(&name) {
            let ety = existing.ty.clone();
            match field_value(&ety, &unset, &mut self.kp) {
                Some(v) => {
                    if let Some(f) = self.kp.record_mut(rec).field_mut(&name) {
                        f.value = Some(v);
                    }
                }
                None => {
                    return Err(self.error(
                        Diagnostic::error(
                            codes::TYPE_MISMATCH,
                            format!("new definition of '{name}' of type '{}' is incompatible with previous definition of type '{}'", ty.display(&self.kp), ety.display(&self.kp)),
                        )
                        .at(span, "here"),
                    ))
                }
            }
            return Ok(());
        }
        let value = field_value(&ty, &unset, &mut self.kp);
        let rv = crate::records::keeper::RecordVal::new(name, ty, kind, value, span);
        self.kp.record_mut(rec).values.push(rv);
        Ok(())
    }

    /// A class or def body after its base list (llvm-tblgen's `ParseObjectBody`).
    pub(super) fn object_body(&mut self, rec: RecordId, body: &ast::ObjectBody) -> R<()> {
        self.push_scope(ScopeKind::Record(rec));
        for b in &body.bases {
            let sc = self.subclass_ref(Some(rec), b, false)?;
            self.add_subclass(rec, &sc)?;
        }
        self.apply_let_stack(rec)?;
        for item in &body.items {
            self.body_item(rec, item)?;
            self.check_fatal()?;
        }
        if let Some(semi) = body.stray_semi {
            self.kp.report(
                Diagnostic::error(codes::SYNTAX, "a class or def body should not end with a semicolon")
                    .at(semi, "remove this ';'")
                    .with_note("the semicolon is ignored"),
            );
        }
        self.pop_scope();
        Ok(())
    }

    fn body_item(&mut self, rec: RecordId, item: &BodyItem) -> R<()> {
        match item {
            BodyItem::Assert(a) => self.assert_stmt(a, Some(rec)),
            BodyItem::Defvar(d) => self.defvar(d, Some(rec)),
            BodyItem::Dump { span, value, .. } => self.dump(*span, value, Some(rec)),
            BodyItem::Declaration(d) => self.declaration(d, Some(rec), false).map(|_| ()),
            BodyItem::Let { name, bits, value, .. } => {
                let mut bit_list = match bits {
                    Some(b) => {
                        let l = self.range_list(b)?;
                        if l.is_empty() {
                            return Err(Stop);
                        }
                        l
                    }
                    None => Vec::new(),
                };
                bit_list.reverse();
                let Some(field) = self.kp.record(rec).field(&name.name) else {
                    return Err(self.error(
                        Diagnostic::error(codes::UNKNOWN_FIELD, format!("value '{}' unknown", name.name))
                            .at(name.span, "no such field"),
                    ));
                };
                let mut ty = field.ty.clone();
                if !bit_list.is_empty() && matches!(ty, Ty::Bits(_)) {
                    ty = Ty::Bits(bit_list.len() as u32);
                }
                let v = self.value(value, Some(rec), Some(&ty), Mode::Value)?;
                self.set_value(rec, name.span, &name.name, &bit_list, v, false, true)
            }
        }
    }

    // ------------------------------------------------------------ def

    fn def(&mut self, d: &ast::DefStmt, mc: Option<usize>) -> R<()> {
        let name = match &d.name {
            Some(n) => Some(self.object_name(n, mc)?),
            None => None,
        };
        let name = name.filter(|n| !n.is_unset());
        let rec = match name {
            None => {
                let anon = self.kp.new_anonymous_name();
                Record::new(mk(d.keyword, Kind::AnonName(anon)), d.keyword, true, false)
            }
            Some(n) => {
                let loc = match &d.name.as_ref().map(|e| &e.kind) {
                    Some(ast::ExprKind::Id(id)) => id.span,
                    _ => d.keyword,
                };
                if type_of(&n, &self.kp) != Some(Ty::Str) {
                    let msg = format!("record name '{}' is not a string", n.display(&self.kp));
                    return Err(self.error(Diagnostic::error(codes::TYPE_MISMATCH, msg).at(n.span, "here")));
                }
                Record::new(n, loc, false, false)
            }
        };
        let id = self.kp.add_record(rec);
        self.object_body(id, &d.body)?;
        self.add_entry(Entry::Rec(id))
    }

    /// llvm-tblgen's `ParseObjectName`: a name value, prefixed by `NAME`
    /// inside a multiclass unless it already mentions it.
    pub(super) fn object_name(&mut self, e: &ast::Expr, mc: Option<usize>) -> R<Init> {
        let cur = mc.map(|m| self.multiclasses[m].rec);
        let name = self.value(e, cur, Some(&Ty::Str), Mode::Name)?;
        if let Some(m) = mc {
            let qual: Name = self.qualified_name_of_implicit_name(self.multiclasses[m].rec, true);
            let mut hr = HasReference::new(qual.clone());
            crate::records::resolve::resolve(&name, &mut hr, &mut self.kp);
            if !hr.found {
                let var = mk(name.span, Kind::Var(qual, Ty::Str));
                return Ok(self.str_concat(var, name));
            }
        }
        Ok(name)
    }

    pub(super) fn qualified_name_of_implicit_name(&self, rec: RecordId, multiclass: bool) -> Name {
        let sep = if multiclass { "::" } else { ":" };
        self.kp.qualified_name(rec, sep, "NAME").into()
    }

    /// `getStrConcat`: folds two strings, otherwise builds `!strconcat`.
    pub(super) fn str_concat(&mut self, a: Init, b: Init) -> Init {
        let span = a.span.to(b.span);
        if let (Kind::Str(x, cx), Kind::Str(y, cy)) = (&a.kind, &b.kind) {
            let mut s = String::with_capacity(x.len() + y.len());
            s.push_str(x);
            s.push_str(y);
            return mk(span, Kind::Str(s.into(), *cx || *cy));
        }
        mk(span, Kind::Bin(BinOp::StrConcat, a, b, Ty::Str))
    }

    // ------------------------------------------------------------ defvar, defset, deftype

    fn defvar(&mut self, d: &ast::Defvar, cur: Option<RecordId>) -> R<()> {
        let name: Name = d.name.name.as_str().into();
        if self.scopes.last().map(|s| s.vars.contains_key(&name)).unwrap_or(false) {
            return Err(self.error(
                Diagnostic::error(codes::DUPLICATE, "local variable of this name already exists")
                    .at(d.name.span, "defined again here"),
            ));
        }
        if let Some(r) = cur {
            if let Some(f) = self.kp.record(r).field(&name) {
                if f.kind != FieldKind::TemplateArg {
                    return Err(self.error(
                        Diagnostic::error(codes::DUPLICATE, "field of this name already exists")
                            .at(d.name.span, "here"),
                    ));
                }
            }
        }
        let outermost = self.scopes.len() == 1;
        if outermost && (self.kp.def(&name).is_some() || self.kp.globals.contains_key(&name)) {
            return Err(self.error(
                Diagnostic::error(codes::DUPLICATE, "def or global variable of this name already exists")
                    .at(d.name.span, "here"),
            ));
        }
        let v = self.value(&d.value, cur, None, Mode::Value)?;
        if outermost {
            self.kp.add_global(name, v);
        } else if let Some(s) = self.scopes.last_mut() {
            s.vars.insert(name, v);
        }
        Ok(())
    }

    fn defset(&mut self, d: &ast::DefsetStmt) -> R<()> {
        let ty = self.parse_type(&d.ty)?;
        let Ty::List(elt) = ty else {
            return Err(self.error(
                Diagnostic::error(codes::TYPE_MISMATCH, "expected list type").at(d.ty.span, "defset needs a list type"),
            ));
        };
        let name: Name = d.name.name.as_str().into();
        if self.kp.def(&name).is_some() || self.kp.globals.contains_key(&name) {
            return Err(self.error(
                Diagnostic::error(codes::DUPLICATE, "def or global variable of this name already exists")
                    .at(d.name.span, "here"),
            ));
        }
        self.defsets.push(Defset { span: d.ty.span, elt: (*elt).clone(), elements: Vec::new() });
        let r = self.objects(&d.body, None);
        let set = self.defsets.pop().ok_or(Stop)?;
        r?;
        self.kp.add_global(name, mk(d.span, Kind::List(set.elements, set.elt)));
        Ok(())
    }

    fn deftype(&mut self, name: &ast::Ident, ty: &ast::TypeExpr) -> R<()> {
        let n: Name = name.name.as_str().into();
        if self.type_aliases.contains_key(&n) || self.kp.class(&n).is_some() {
            return Err(self.error(
                Diagnostic::error(codes::DUPLICATE, format!("type of this name '{n}' already exists"))
                    .at(name.span, "here"),
            ));
        }
        let t = self.parse_type(ty)?;
        if t.is_rec() {
            return Err(self.error(
                Diagnostic::error(
                    codes::TYPE_MISMATCH,
                    format!("cannot define type alias for class type '{}'", t.display(&self.kp)),
                )
                .at(ty.span, "here"),
            ));
        }
        self.kp.note_write(Table::TypeAlias, &n);
        self.type_aliases.insert(n, t);
        Ok(())
    }

    // ------------------------------------------------------------ foreach, if, let

    fn foreach(&mut self, f: &ast::ForeachStmt, mc: Option<usize>) -> R<()> {
        let (list, iter_ty) = match &f.range {
            ForeachRange::BitList(pieces) => {
                let ranges = self.range_list(pieces)?;
                if ranges.is_empty() {
                    return Err(Stop);
                }
                let items = ranges.iter().map(|r| mk(f.var.span, Kind::Int(*r as i64))).collect();
                (mk(f.var.span, Kind::List(items, Ty::Int)), Ty::Int)
            }
            ForeachRange::Piece(piece) => {
                let v = self.value(&piece.start, None, None, Mode::Value)?;
                match type_of(&v, &self.kp) {
                    Some(Ty::List(elt)) if piece.end.is_none() => (v, (*elt).clone()),
                    Some(_) => {
                        let ranges = self.range_piece(piece, Some(v))?;
                        let items = ranges.iter().map(|r| mk(piece.span, Kind::Int(*r as i64))).collect();
                        (mk(piece.span, Kind::List(items, Ty::Int)), Ty::Int)
                    }
                    None => {
                        let mut d = Diagnostic::error(
                            codes::NOT_CONSTANT,
                            format!("expected a list, got '{}'", v.display(&self.kp)),
                        )
                        .at(piece.start.span, "not a list");
                        if self.cur_mc.is_some() {
                            d = d.with_note(
                                "references to multiclass template arguments cannot be resolved at this time",
                            );
                        }
                        return Err(self.error(d));
                    }
                }
            }
        };
        let name: Name = f.var.name.as_str().into();
        let lp = ForeachLoop { span: f.span, iter: Some((name, iter_ty)), list, entries: Vec::new() };
        self.push_scope(ScopeKind::Loop(self.loops.len()));
        self.loops.push(lp);
        self.objects(&f.body, mc)?;
        self.pop_scope();
        let lp = self.loops.pop().ok_or(Stop)?;
        self.add_entry(Entry::Loop(Box::new(lp)))
    }

    fn if_stmt(&mut self, i: &ast::IfStmt, mc: Option<usize>) -> R<()> {
        let cond = self.value(&i.cond, None, None, Mode::Value)?;
        let span = i.span;
        let bit_list_ty = Ty::Bit.list_of();
        let one = || mk(span, Kind::List(vec![mk(span, Kind::Bit(true))], Ty::Bit));
        let empty = || mk(span, Kind::List(Vec::new(), Ty::Bit));
        let clauses: [(&Vec<Stmt>, Init, Init); 2] =
            [(&i.then_body, one(), empty()), (i.else_body.as_ref().unwrap_or(&i.then_body), empty(), one())];
        for (n, (body, a, b)) in clauses.into_iter().enumerate() {
            if n == 1 && i.else_body.is_none() {
                break;
            }
            let node = mk(span, Kind::Tern(TernOp::If, cond.clone(), a, b, bit_list_ty.clone()));
            let list = crate::records::fold::fold_ternop(&node, None, &mut self.kp);
            self.loops.push(ForeachLoop { span, iter: None, list, entries: Vec::new() });
            self.push_scope(ScopeKind::Local);
            self.objects(body, mc)?;
            self.pop_scope();
            let lp = self.loops.pop().ok_or(Stop)?;
            self.add_entry(Entry::Loop(Box::new(lp)))?;
        }
        Ok(())
    }

    fn top_let(&mut self, l: &ast::LetStmt, mc: Option<usize>) -> R<()> {
        let mut records = Vec::new();
        for item in &l.items {
            let mut bits = match &item.bits {
                Some(b) => {
                    let r = self.range_list(b)?;
                    if r.is_empty() {
                        return Err(Stop);
                    }
                    r
                }
                None => Vec::new(),
            };
            bits.reverse();
            let value = self.value(&item.value, None, None, Mode::Value)?;
            records.push(LetRecord { name: item.name.name.as_str().into(), bits, value, span: item.name.span });
        }
        self.let_stack.push(records);
        if l.braced.is_some() {
            self.push_scope(ScopeKind::Local);
            self.objects(&l.body, mc)?;
            self.pop_scope();
        } else {
            self.objects(&l.body, mc)?;
        }
        self.let_stack.pop();
        Ok(())
    }

    // ------------------------------------------------------------ multiclass

    fn multiclass(&mut self, m: &ast::MultiClassDef) -> R<()> {
        let name: Name = m.name.name.as_str().into();
        if let Some(&prev) = self.multiclass_names.get(&name) {
            let prev_loc = self.kp.record(self.multiclasses[prev].rec).loc();
            return Err(self.error(
                Diagnostic::error(codes::DUPLICATE, format!("multiclass '{name}' already defined"))
                    .at(m.name.span, "defined again here")
                    .with_label(prev_loc, "previous definition here"),
            ));
        }
        let rec =
            self.kp.add_record(Record::new(mk(m.name.span, Kind::Str(name.clone(), false)), m.name.span, false, false));
        let idx = self.multiclasses.len();
        self.multiclasses.push(MultiClass { rec, entries: Vec::new() });
        self.kp.note_write(Table::MultiClass, &name);
        self.multiclass_names.insert(name, idx);
        self.cur_mc = Some(idx);
        self.push_scope(ScopeKind::MultiClass(idx));
        if let Some(args) = &m.template_args {
            self.template_arg_list(args, None)?;
        }
        for b in &m.bases {
            self.add_sub_multiclass(idx, b)?;
        }
        match &m.body {
            None => {
                if m.bases.is_empty() {
                    return Err(self.error(
                        Diagnostic::error(codes::SYNTAX, "expected '{' in multiclass definition")
                            .at(m.body_span, "here"),
                    ));
                }
            }
            Some(body) => {
                if body.is_empty() {
                    return Err(self.error(
                        Diagnostic::error(codes::SYNTAX, "multiclass must contain at least one def")
                            .at(m.body_span, "empty body"),
                    ));
                }
                self.multiclass_body(body, idx)?;
                if let Some(semi) = m.stray_semi {
                    self.kp.report(
                        Diagnostic::error(codes::SYNTAX, "a multiclass body should not end with a semicolon")
                            .at(semi, "remove this ';'"),
                    );
                }
            }
        }
        self.warn_unused_template_args(rec);
        self.pop_scope();
        self.cur_mc = None;
        Ok(())
    }

    fn multiclass_body(&mut self, body: &[Stmt], idx: usize) -> R<()> {
        for s in body {
            match s {
                Stmt::Include { file: Some(f), .. } => {
                    let unit = self.unit(*f);
                    if self.kp.syntax_failed {
                        return Err(Stop);
                    }
                    if let Some(unit) = unit {
                        let r = self.multiclass_body(&unit.items, idx);
                        self.done_with(unit);
                        r?;
                    }
                }
                Stmt::Include { .. } => {}
                Stmt::Assert(_) | Stmt::Def(_) | Stmt::Defm(_) | Stmt::Defvar(_) | Stmt::Dump { .. } | Stmt::Foreach(_) | Stmt::If(_) | Stmt::Let(_) => {
                    self.object(s, Some(idx))?;
                    self.check_fatal()?;
                }
                other => {
                    return Err(self.error(
                        Diagnostic::error(codes::BAD_CONTEXT, "expected 'assert', 'def', 'defm', 'defvar', 'dump', 'foreach', 'if', or 'let' in multiclass body")
                            .at(stmt_span(other), "not allowed here"),
                    ))
                }
            }
        }
        Ok(())
    }

    // ------------------------------------------------------------ assert, dump

    fn assert_stmt(&mut self, a: &ast::AssertStmt, cur: Option<RecordId>) -> R<()> {
        let cond = self.value(&a.cond, cur, None, Mode::Value)?;
        let message = self.value(&a.message, cur, None, Mode::Value)?;
        let info = crate::records::keeper::Assertion { span: a.cond.span, cond, message };
        match cur {
            Some(r) => {
                self.kp.record_mut(r).assertions.push(info);
                Ok(())
            }
            None => self.add_entry(Entry::Assert(info)),
        }
    }

    fn dump(&mut self, span: Span, value: &ast::Expr, cur: Option<RecordId>) -> R<()> {
        let message = self.value(value, cur, None, Mode::Value)?;
        let info = crate::records::keeper::DumpInfo { span, message };
        match cur {
            Some(r) => {
                self.kp.record_mut(r).dumps.push(info);
                Ok(())
            }
            None => self.add_entry(Entry::Dump(info)),
        }
    }

    /// Adds a finished record, loop or check to the current context
    /// (llvm-tblgen's `addEntry`).
    pub(super) fn add_entry(&mut self, e: Entry) -> R<()> {
        if let Some(lp) = self.loops.last_mut() {
            lp.entries.push(e);
            return Ok(());
        }
        if let Entry::Loop(lp) = &e {
            let mut substs = Vec::new();
            return match self.cur_mc {
                Some(m) => {
                    let mut out = Vec::new();
                    let r = self.resolve_loop(lp, &mut substs, false, Some(&mut out), None);
                    self.multiclasses[m].entries.extend(out);
                    r
                }
                None => self.resolve_loop(lp, &mut substs, true, None, None),
            };
        }
        if let Some(m) = self.cur_mc {
            self.multiclasses[m].entries.push(e);
            return Ok(());
        }
        match e {
            Entry::Assert(a) => {
                crate::records::resolve::check_assert(a.span, &a.cond, &a.message, None, &mut self.kp);
                Ok(())
            }
            Entry::Dump(d) => {
                report_dump(d.span, &d.message, &mut self.kp);
                Ok(())
            }
            Entry::Rec(r) => self.add_def_one(r),
            Entry::Loop(_) => Ok(()),
        }
    }
}

/// For statements evaluation can continue after: the name they would have
/// defined (`Some(None)` when they define none). `None` for the others.
fn failed_name(s: &Stmt) -> Option<Option<String>> {
    match s {
        Stmt::Def(d) => Some(match d.name.as_ref().map(|n| &n.kind) {
            Some(ast::ExprKind::Id(id)) => Some(id.name.clone()),
            Some(ast::ExprKind::Str(s)) => Some(s.clone()),
            None => None,
            // A computed name: its uses cannot be recognised, so stop.
            Some(_) => return None,
        }),
        Stmt::Defvar(d) => Some(Some(d.name.name.clone())),
        Stmt::Deftype { name, .. } => Some(Some(name.name.clone())),
        Stmt::Assert(_) | Stmt::Dump { .. } => Some(None),
        _ => None,
    }
}

pub(super) fn stmt_span(s: &Stmt) -> Span {
    match s {
        Stmt::Include { span, .. } | Stmt::Deftype { span, .. } | Stmt::Dump { span, .. } => *span,
        Stmt::Class(c) => c.span,
        Stmt::Def(d) => d.span,
        Stmt::Defm(d) => d.span,
        Stmt::Defset(d) => d.span,
        Stmt::Defvar(d) => d.span,
        Stmt::Foreach(f) => f.span,
        Stmt::If(i) => i.span,
        Stmt::Let(l) => l.span,
        Stmt::MultiClass(m) => m.span,
        Stmt::Assert(a) => a.span,
    }
}
