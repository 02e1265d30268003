//! Inheritance and expansion: base classes, template arguments, `let`
//! application, multiclass and loop expansion, and finishing defs.

use super::*;
use crate::diag::codes;
use crate::records::keeper::{FieldKind, Record};
use crate::records::resolve::{
    cast_to, check_record_assertions, check_record_dumps, field_value, resolve, resolve_record, resolve_record_final,
    MapResolver,
};
use crate::records::types::is_a;
use crate::records::value::{get_bit, mk, type_of, Arg, ArgKey, Kind, TernOp};
use crate::syntax::ast;

/// A resolved reference to a base class or multiclass.
pub(super) struct SubclassRef {
    pub rec: RecordId,
    pub args: Vec<Arg>,
    pub span: Span,
}

impl<'u> Evaluator<'u> {
    /// `Name<args>` in a base list (llvm-tblgen's `ParseSubClassReference`).
    pub(super) fn subclass_ref(&mut self, cur: Option<RecordId>, r: &ast::SubclassRef, defm: bool) -> R<SubclassRef> {
        let rec = if defm {
            match self.multiclass_names.get(r.name.name.as_str()) {
                Some(&m) => self.multiclasses[m].rec,
                None => {
                    return Err(self.error(
                        Diagnostic::error(
                            codes::UNKNOWN_MULTICLASS,
                            format!("couldn't find multiclass '{}'", r.name.name),
                        )
                        .at(r.name.span, "unknown multiclass"),
                    ))
                }
            }
        } else {
            match self.kp.class(&r.name.name) {
                Some(c) => c,
                None => return Err(self.unknown_class(&r.name)),
            }
        };
        let mut args = Vec::new();
        if let Some(a) = &r.args {
            args = self.template_arg_values(a, cur, rec, defm)?;
            self.check_template_arg_values(&mut args, rec)?;
        }
        Ok(SubclassRef { rec, args, span: r.span })
    }

    /// llvm-tblgen's `ParseTemplateArgValueList`.
    pub(super) fn template_arg_values(
        &mut self,
        args: &[ast::Arg],
        cur: Option<RecordId>,
        of: RecordId,
        defm: bool,
    ) -> R<Vec<Arg>> {
        let targs = self.kp.record(of).template_args.clone();
        let mut out = Vec::new();
        let mut has_named = false;
        for (i, a) in args.iter().enumerate() {
            let a_span = match a {
                ast::Arg::Positional(e) => e.span,
                ast::Arg::Named { name, .. } => name.span,
            };
            if i >= targs.len() {
                let d = Diagnostic::error(codes::TOO_MANY_ARGS, format!("too many template arguments: {}", i + 1))
                    .at(a_span, "extra argument")
                    .with_label(
                        self.kp.record(of).loc(),
                        format!("'{}' takes {}", self.kp.record_name_string(of), targs.len()),
                    );
                return Err(self.error(d));
            }
            match a {
                ast::Arg::Positional(e) => {
                    if has_named {
                        return Err(self.error(
                            Diagnostic::error(
                                codes::ARG_ORDER,
                                "positional argument should be put before named argument",
                            )
                            .at(e.span, "positional"),
                        ));
                    }
                    let ty = self.kp.record(of).field(&targs[i]).map(|f| f.ty.clone());
                    let v = self.value(e, cur, ty.as_ref(), Mode::Value)?;
                    out.push(Arg { key: ArgKey::Pos(i as u32), value: v });
                }
                ast::Arg::Named { name, value } => {
                    let n = match &name.kind {
                        ast::ExprKind::Id(id) => id.name.clone(),
                        ast::ExprKind::Str(s) => s.clone(),
                        _ => String::new(),
                    };
                    let sep = if defm { "::" } else { ":" };
                    let q: Name = format!("{}{}{}", self.kp.record_name_string(of), sep, n).into();
                    let Some(ty) = self.kp.record(of).field(&q).map(|f| f.ty.clone()) else {
                        return Err(self.error(
                            Diagnostic::error(codes::UNKNOWN_ARG, format!("argument \"{n}\" doesn't exist"))
                                .at(name.span, "no such template argument")
                                .with_label(self.kp.record(of).loc(), "declared here"),
                        ));
                    };
                    let v = self.value(value, cur, Some(&ty), Mode::Value)?;
                    if v.is_unset() {
                        return Err(self.error(
                            Diagnostic::error(
                                codes::NOT_CONSTANT,
                                "the value of a named argument must be initialized, but we got '?'",
                            )
                            .at(value.span, "here"),
                        ));
                    }
                    out.push(Arg { key: ArgKey::Named(q), value: v });
                    has_named = true;
                }
            }
        }
        Ok(out)
    }

    /// Casts argument values to the declared types (`CheckTemplateArgValues`).
    pub(super) fn check_template_arg_values(&mut self, args: &mut [Arg], of: RecordId) -> R<()> {
        let targs = self.kp.record(of).template_args.clone();
        for a in args.iter_mut() {
            let name = match &a.key {
                ArgKey::Pos(i) => targs[*i as usize].clone(),
                ArgKey::Named(n) => n.clone(),
            };
            let Some(field) = self.kp.record(of).field(&name) else { continue };
            let (ty, decl) = (field.ty.clone(), field.span);
            if let Some(vt) = type_of(&a.value, &self.kp) {
                match cast_to(&a.value, &ty, &mut self.kp) {
                    Some(c) => a.value = c,
                    None => {
                        let d = Diagnostic::error(
                            codes::TYPE_MISMATCH,
                            format!(
                                "value specified for template argument '{name}' is of type {}; expected type {}: {}",
                                vt.display(&self.kp),
                                ty.display(&self.kp),
                                a.value.display(&self.kp)
                            ),
                        )
                        .at(a.value.span, format!("this is {}", vt.display(&self.kp)))
                        .with_label(decl, "parameter declared here");
                        return Err(self.error(d));
                    }
                }
            }
        }
        Ok(())
    }

    /// Pairs each template argument with its value or default
    /// (`resolveArguments`); calls `set` for each.
    pub(super) fn resolve_arguments(
        &mut self,
        of: RecordId,
        args: &[Arg],
        span: Span,
        set: &mut dyn FnMut(Name, Init),
    ) -> R<()> {
        // Which of the class's template arguments were given, by position.
        let mut given = vec![false; self.kp.record(of).template_args.len()];
        for a in args {
            let targs = &self.kp.record(of).template_args;
            let (name, at) = match &a.key {
                ArgKey::Pos(i) => (targs[*i as usize].clone(), Some(*i as usize)),
                ArgKey::Named(n) => (n.clone(), targs.iter().position(|t| t == n)),
            };
            match at {
                Some(i) if !given[i] => given[i] = true,
                _ => {
                    return Err(self.error(
                        Diagnostic::error(
                            codes::ARG_TWICE,
                            format!("we can only specify the template argument '{name}' once"),
                        )
                        .at(a.value.span, "given again here"),
                    ))
                }
            }
            set(name, a.value.clone());
        }
        for (i, _) in given.iter().enumerate().filter(|(_, given)| !**given) {
            let name = self.kp.record(of).template_args[i].clone();
            let field = self.kp.record(of).field(&name);
            let default = field.and_then(|f| f.value.clone());
            let decl = field.map(|f| f.span).unwrap_or_default();
            match default {
                Some(d) if d.is_complete(&self.kp) => set(name, d),
                _ => {
                    let short = name.rsplit(':').next().unwrap_or(&name).to_string();
                    return Err(self.error(
                        Diagnostic::error(
                            codes::MISSING_ARG,
                            format!("value not specified for template argument '{name}'"),
                        )
                        .at(span, format!("'{short}' is missing"))
                        .with_label(decl, format!("declared in '{}'", self.kp.record_name_string(of))),
                    ));
                }
            }
        }
        Ok(())
    }

    /// Makes `rec` inherit from a class (llvm-tblgen's `AddSubClass`).
    pub(super) fn add_subclass(&mut self, rec: RecordId, sc: &SubclassRef) -> R<()> {
        // Only these parts of the class are needed; cloning them (not the
        // whole record) frees the keeper for the updates below.
        let sc_rec = self.kp.record(sc.rec);
        let (sc_values, sc_assertions, sc_supers) =
            (sc_rec.values.clone(), sc_rec.assertions.clone(), sc_rec.superclasses.clone());
        // The first class a record inherits from brings every field: no
        // field can be there already.
        let fresh = self.kp.record(rec).values.is_empty();
        if fresh {
            self.kp.record_mut(rec).values.reserve_exact(sc_values.len());
        }
        for f in sc_values {
            if f.kind == FieldKind::TemplateArg {
                continue;
            }
            if fresh {
                self.kp.record_mut(rec).values.push(f);
                continue;
            }
            if let Some(existing) = self.kp.record(rec).field(&f.name) {
                let ety = existing.ty.clone();
                let newv = match &f.value {
                    Some(v) => field_value(&ety, v, &mut self.kp),
                    None => None,
                };
                match newv {
                    Some(v) => {
                        if let Some(e) = self.kp.record_mut(rec).field_mut(&f.name) {
                            e.value = Some(v);
                        }
                    }
                    None => {
                        let d = Diagnostic::error(
                            codes::TYPE_MISMATCH,
                            format!(
                                "new definition of '{}' of type '{}' is incompatible with previous definition of type '{}'",
                                f.name,
                                f.ty.display(&self.kp),
                                ety.display(&self.kp)
                            ),
                        )
                        .at(sc.span, "inherited here")
                        .with_label(f.span, "declared here");
                        return Err(self.error(d));
                    }
                }
            } else {
                self.kp.record_mut(rec).values.push(f);
            }
        }
        let mut pairs = Vec::new();
        self.resolve_arguments(sc.rec, &sc.args, sc.span, &mut |n, v| pairs.push((n, v)))?;
        let mut r = MapResolver::with_capacity(Some(rec), pairs.len() + 1);
        for (n, v) in pairs {
            r.set(n, v);
        }
        self.kp.record_mut(rec).assertions.extend(sc_assertions);
        let name = if self.kp.record(rec).is_class {
            mk(sc.span, Kind::Var(self.qualified_name_of_implicit_name(rec, false), Ty::Str))
        } else {
            self.kp.record(rec).name.clone()
        };
        r.set(self.qualified_name_of_implicit_name(sc.rec, false), name);
        resolve_record(rec, &mut r, None, &mut self.kp);
        self.check_fatal()?;
        self.kp.record_mut(rec).superclasses.reserve(sc_supers.len() + 1);
        for (c, s) in &sc_supers {
            if self.kp.record(rec).is_subclass_of(*c) {
                return Err(self.already_subclass(sc.span, *c));
            }
            self.kp.push_superclass(rec, *c, *s);
        }
        if self.kp.record(rec).is_subclass_of(sc.rec) {
            return Err(self.already_subclass(sc.span, sc.rec));
        }
        self.kp.push_superclass(rec, sc.rec, sc.span);
        Ok(())
    }

    fn already_subclass(&mut self, span: Span, c: RecordId) -> Stop {
        let n = self.kp.record_name_string(c);
        self.error(
            Diagnostic::error(codes::DUPLICATE, format!("already subclass of '{n}'")).at(span, "inherited twice"),
        )
    }

    /// `AddSubClass` applied to every record of an entry.
    fn add_subclass_entry(&mut self, e: &mut Entry, sc: &SubclassRef) -> R<()> {
        match e {
            Entry::Rec(r) => self.add_subclass(*r, sc),
            Entry::Loop(lp) => {
                for sub in lp.entries.iter_mut() {
                    self.add_subclass_entry(sub, sc)?;
                }
                Ok(())
            }
            Entry::Assert(_) | Entry::Dump(_) => Ok(()),
        }
    }

    /// Multiclass inheritance (`AddSubMultiClass`).
    pub(super) fn add_sub_multiclass(&mut self, cur: usize, base: &ast::SubclassRef) -> R<()> {
        let Some(&smc) = self.multiclass_names.get(base.name.name.as_str()) else {
            return Err(self.error(
                Diagnostic::error(codes::UNKNOWN_MULTICLASS, format!("couldn't find multiclass '{}'", base.name.name))
                    .at(base.name.span, "unknown multiclass"),
            ));
        };
        let cur_rec = self.multiclasses[cur].rec;
        let smc_rec = self.multiclasses[smc].rec;
        let args = match &base.args {
            Some(a) => self.template_arg_values(a, Some(cur_rec), smc_rec, true)?,
            None => Vec::new(),
        };
        let defm_name = mk(base.span, Kind::Var(self.qualified_name_of_implicit_name(cur_rec, true), Ty::Str));
        let mut substs = vec![(self.qualified_name_of_implicit_name(smc_rec, true), defm_name)];
        self.resolve_arguments(smc_rec, &args, base.span, &mut |n, v| substs.push((n, v)))?;
        let source = self.multiclasses[smc].entries.clone();
        let mut out = Vec::new();
        let r = self.resolve_entries(&source, &mut substs, false, Some(&mut out), None);
        self.multiclasses[cur].entries.extend(out);
        r
    }

    /// Assigns a field, or some of its bits (llvm-tblgen's `SetValue`).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn set_value(
        &mut self,
        rec: RecordId,
        span: Span,
        name: &str,
        bits: &[u32],
        v: Init,
        allow_self: bool,
        override_loc: bool,
    ) -> R<()> {
        let Some(field) = self.kp.record(rec).field(name) else {
            return Err(self.error(
                Diagnostic::error(codes::UNKNOWN_FIELD, format!("value '{name}' unknown")).at(span, "no such field"),
            ));
        };
        let ty = field.ty.clone();
        let cur_val = field.value.clone();
        let decl = field.span;
        if bits.is_empty() {
            if let Kind::Var(n, _) = &v.kind {
                if &**n == name && !allow_self {
                    return Err(self.error(
                        Diagnostic::error(codes::SELF_REFERENCE, "recursion / self-assignment forbidden")
                            .at(v.span, format!("'{name}' assigned to itself")),
                    ));
                }
            }
        }
        let mut v = v;
        if !bits.is_empty() {
            let Some(Kind::Bits(cur_bits)) = cur_val.as_ref().map(|c| &c.kind) else {
                return Err(self.error(
                    Diagnostic::error(codes::TYPE_MISMATCH, format!("value '{name}' is not a bits type"))
                        .at(span, "cannot assign bits")
                        .with_label(decl, format!("'{name}' has type {}", ty.display(&self.kp))),
                ));
            };
            let cur_bits = cur_bits.clone();
            let Some(bi) = cast_to(&v, &Ty::Bits(bits.len() as u32), &mut self.kp) else {
                let vt = type_of(&v, &self.kp).map(|t| t.display(&self.kp)).unwrap_or_else(|| "?".into());
                return Err(self.error(
                    Diagnostic::error(
                        codes::TYPE_MISMATCH,
                        format!("initializer of type {vt} is not compatible with a bit range of {} bits", bits.len()),
                    )
                    .at(v.span, "this value"),
                ));
            };
            let mut new_bits: Vec<Option<Init>> = vec![None; cur_bits.len()];
            for (i, b) in bits.iter().enumerate() {
                let b = *b as usize;
                if b >= cur_bits.len() {
                    return Err(self.error(
                        Diagnostic::error(
                            codes::OUT_OF_RANGE,
                            format!("bit #{b} is out of range for '{name}' of type {}", ty.display(&self.kp)),
                        )
                        .at(span, "assigned here")
                        .with_label(decl, "declared here"),
                    ));
                }
                if new_bits[b].is_some() {
                    return Err(self.error(
                        Diagnostic::error(
                            codes::DUPLICATE,
                            format!("cannot set bit #{b} of value '{name}' more than once"),
                        )
                        .at(span, "set twice here"),
                    ));
                }
                new_bits[b] = Some(get_bit(&bi, i as u32, &self.kp));
            }
            let merged = new_bits.into_iter().zip(cur_bits).map(|(n, c)| n.unwrap_or(c)).collect();
            v = mk(v.span, Kind::Bits(merged));
        }
        let stored = field_value(&ty, &v, &mut self.kp);
        let ok = stored.is_some();
        if let Some(f) = self.kp.record_mut(rec).field_mut(name) {
            f.value = stored;
            if override_loc {
                f.span = span;
            }
        }
        if !ok {
            let vt = match &v.kind {
                Kind::Bits(b) => format!("bit initializer with length {}", b.len()),
                _ => type_of(&v, &self.kp).map(|t| format!("'{}'", t.display(&self.kp))).unwrap_or_else(|| "?".into()),
            };
            return Err(self.error(
                Diagnostic::error(
                    codes::TYPE_MISMATCH,
                    format!(
                        "field '{name}' of type '{}' is incompatible with value '{}' of type {vt}",
                        ty.display(&self.kp),
                        v.display(&self.kp)
                    ),
                )
                .at(v.span, format!("this is {vt}"))
                .with_label(decl, format!("'{name}' declared as {}", ty.display(&self.kp))),
            ));
        }
        Ok(())
    }

    pub(super) fn apply_let_stack(&mut self, rec: RecordId) -> R<()> {
        for level in 0..self.let_stack.len() {
            for i in 0..self.let_stack[level].len() {
                let lr = self.let_stack[level][i].clone();
                self.set_value(rec, lr.span, &lr.name, &lr.bits, lr.value, false, true)?;
            }
        }
        Ok(())
    }

    fn apply_let_stack_entry(&mut self, e: &Entry) -> R<()> {
        match e {
            Entry::Rec(r) => self.apply_let_stack(*r),
            Entry::Loop(lp) => {
                for sub in &lp.entries {
                    self.apply_let_stack_entry(sub)?;
                }
                Ok(())
            }
            Entry::Assert(_) | Entry::Dump(_) => Ok(()),
        }
    }

    /// `defm` (llvm-tblgen's `ParseDefm`).
    pub(super) fn defm(&mut self, d: &ast::DefmStmt, mc: Option<usize>) -> R<()> {
        let mut defm_name = match &d.name {
            Some(n) => self.object_name(n, mc)?,
            None => mk(d.keyword, Kind::Unset),
        };
        if defm_name.is_unset() {
            let anon = mk(d.keyword, Kind::AnonName(self.kp.new_anonymous_name()));
            defm_name = match mc {
                Some(m) => {
                    let var = mk(
                        d.keyword,
                        Kind::Var(self.qualified_name_of_implicit_name(self.multiclasses[m].rec, true), Ty::Str),
                    );
                    self.str_concat(var, anon)
                }
                None => anon,
            };
        }
        let mut new_entries = Vec::new();
        let mut refs = d.refs.iter().peekable();
        let mut first = true;
        while let Some(r) = refs.peek() {
            if !first && self.kp.class(&r.name.name).is_some() {
                break;
            }
            first = false;
            let r = refs.next().ok_or(Stop)?;
            let sc = self.subclass_ref(None, r, true)?;
            let m = self.multiclass_names[&*self.kp.record_name_string(sc.rec)];
            let mc_rec = self.multiclasses[m].rec;
            let mut substs = vec![(self.qualified_name_of_implicit_name(mc_rec, true), defm_name.clone())];
            self.resolve_arguments(mc_rec, &sc.args, r.span, &mut |n, v| substs.push((n, v)))?;
            let source = self.multiclasses[m].entries.clone();
            let is_final = mc.is_none() && self.loops.is_empty();
            self.resolve_entries(&source, &mut substs, is_final, Some(&mut new_entries), Some(r.span))?;
        }
        for r in refs {
            let sc = self.subclass_ref(None, r, false)?;
            for e in new_entries.iter_mut() {
                self.add_subclass_entry(e, &sc)?;
            }
        }
        for e in new_entries {
            self.apply_let_stack_entry(&e)?;
            self.add_entry(e)?;
        }
        Ok(())
    }

    fn map_resolver(&self, substs: &[(Name, Init)], cur: Option<RecordId>) -> MapResolver {
        let mut r = MapResolver::new(cur);
        for (n, v) in substs {
            r.set(n.clone(), v.clone());
        }
        r
    }

    /// Expands a loop (llvm-tblgen's `resolve(ForeachLoop)`).
    pub(super) fn resolve_loop(
        &mut self,
        lp: &ForeachLoop,
        substs: &mut Vec<(Name, Init)>,
        is_final: bool,
        dest: Option<&mut Vec<Entry>>,
        loc: Option<Span>,
    ) -> R<()> {
        let mut r = self.map_resolver(substs, None);
        let mut list = resolve(&lp.list, &mut r, &mut self.kp);
        if let (Kind::Tern(TernOp::If, lhs, mhs, rhs, ty), true) = (&list.kind, is_final) {
            r.set_final(true);
            let nl = resolve(lhs, &mut r, &mut self.kp);
            if crate::records::value::same(&nl, lhs) {
                let msg =
                    format!("unable to resolve if condition '{}' at end of containing scope", nl.display(&self.kp));
                return Err(self.error(Diagnostic::error(codes::NOT_CONSTANT, msg).at(lhs.span, "condition")));
            }
            let node = mk(list.span, Kind::Tern(TernOp::If, nl, mhs.clone(), rhs.clone(), ty.clone()));
            list = crate::records::fold::fold_ternop(&node, None, &mut self.kp);
        }
        self.check_fatal()?;
        let Kind::List(items, _) = &list.kind else {
            if !is_final {
                if let Some(dest) = dest {
                    let mut inner = Vec::new();
                    let res = self.resolve_entries(&lp.entries, substs, is_final, Some(&mut inner), loc);
                    dest.push(Entry::Loop(Box::new(ForeachLoop {
                        span: lp.span,
                        iter: lp.iter.clone(),
                        list: list.clone(),
                        entries: inner,
                    })));
                    return res;
                }
            }
            let msg = format!("attempting to loop over '{}', expected a list", list.display(&self.kp));
            return Err(self.error(Diagnostic::error(codes::NOT_CONSTANT, msg).at(lp.list.span, "not a list")));
        };
        let items = items.clone();
        let mut dest = dest;
        for item in items {
            if let Some((n, _)) = &lp.iter {
                substs.push((n.clone(), item));
            }
            let res = self.resolve_entries(&lp.entries, substs, is_final, dest.as_deref_mut(), None);
            if lp.iter.is_some() {
                substs.pop();
            }
            res?;
        }
        Ok(())
    }

    /// Expands entries with substitutions (llvm-tblgen's `resolve(entries)`).
    pub(super) fn resolve_entries(
        &mut self,
        source: &[Entry],
        substs: &mut Vec<(Name, Init)>,
        is_final: bool,
        mut dest: Option<&mut Vec<Entry>>,
        loc: Option<Span>,
    ) -> R<()> {
        for e in source {
            self.check_fatal()?;
            match e {
                Entry::Loop(lp) => self.resolve_loop(lp, substs, is_final, dest.as_deref_mut(), None)?,
                Entry::Assert(a) => {
                    let mut r = self.map_resolver(substs, None);
                    let cond = resolve(&a.cond, &mut r, &mut self.kp);
                    let message = resolve(&a.message, &mut r, &mut self.kp);
                    let info = crate::records::keeper::Assertion { span: a.span, cond, message };
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Assert(info)),
                        None => crate::records::resolve::check_assert(
                            info.span,
                            &info.cond,
                            &info.message,
                            None,
                            &mut self.kp,
                        ),
                    }
                }
                Entry::Dump(dp) => {
                    let mut r = self.map_resolver(substs, None);
                    let message = resolve(&dp.message, &mut r, &mut self.kp);
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Dump(crate::records::keeper::DumpInfo { span: dp.span, message })),
                        None => crate::records::resolve::report_dump(dp.span, &message, &mut self.kp),
                    }
                }
                Entry::Rec(proto) => {
                    let mut copy: Record = self.kp.record(*proto).clone();
                    if let Some(l) = loc {
                        copy.locs.push(l);
                    }
                    let id = self.kp.add_record(copy);
                    let mut r = self.map_resolver(substs, Some(id));
                    resolve_record(id, &mut r, None, &mut self.kp);
                    self.check_fatal()?;
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Rec(id)),
                        None => self.add_def_one(id)?,
                    }
                }
            }
        }
        Ok(())
    }

    /// Resolves a def completely and adds it (llvm-tblgen's `addDefOne`).
    pub(super) fn add_def_one(&mut self, id: RecordId) -> R<()> {
        let name_str = self.kp.record_name_string(id);
        let mut new_name = None;
        if let Some(prev) = self.kp.def(&name_str) {
            if !self.kp.record(id).anonymous {
                let prev_loc = self.kp.record(prev).loc();
                let loc = self.kp.record(id).loc();
                return Err(self.error(
                    Diagnostic::error(codes::DUPLICATE, format!("def already exists: {name_str}"))
                        .at(loc, "defined again here")
                        .with_label(prev_loc, "previous definition here"),
                ));
            }
            let loc = self.kp.record(id).loc();
            new_name = Some(mk(loc, Kind::AnonName(self.kp.new_anonymous_name())));
        }
        resolve_record_final(id, new_name, &mut self.kp);
        self.check_fatal()?;
        self.check_concrete(id);
        let Some(name) = self.kp.name_str(id) else {
            let r = self.kp.record(id);
            let msg = format!("record name '{}' could not be fully resolved", r.name.display(&self.kp));
            let loc = r.loc();
            return Err(self.error(Diagnostic::error(codes::UNRESOLVED, msg).at(loc, "this record")));
        };
        check_record_assertions(id, &mut self.kp);
        check_record_dumps(id, &mut self.kp);
        self.check_fatal()?;
        if !self.defsets.is_empty() {
            let ty = self.kp.record_type(id);
            for i in 0..self.defsets.len() {
                let elt = self.defsets[i].elt.clone();
                if !is_a(&self.kp, &ty, &elt) {
                    let d = Diagnostic::error(
                        codes::TYPE_MISMATCH,
                        format!("adding record of incompatible type '{}' to defset", ty.display(&self.kp)),
                    )
                    .at(self.kp.record(id).loc(), "this record")
                    .with_label(self.defsets[i].span, format!("defset of {}", elt.display(&self.kp)));
                    return Err(self.error(d));
                }
                let loc = self.kp.record(id).loc();
                self.defsets[i].elements.push(mk(loc, Kind::Def(id)));
            }
        }
        self.kp.add_def(name, id);
        Ok(())
    }

    /// Reports fields that are still unresolved (llvm-tblgen's `checkConcrete`).
    fn check_concrete(&mut self, id: RecordId) {
        let r = self.kp.record(id);
        let mut bad = Vec::new();
        for f in &r.values {
            if f.kind == FieldKind::NonconcreteOk {
                continue;
            }
            let Some(v) = &f.value else { continue };
            let ok = match &v.kind {
                Kind::Bits(bits) => bits.iter().all(|b| {
                    let is_ref = match &b.kind {
                        Kind::VarBit(var, _) => matches!(&var.kind, Kind::Var(n, _) if r.field(n).is_some()),
                        Kind::Var(..) => true,
                        _ => false,
                    };
                    is_ref || b.is_concrete(&self.kp)
                }),
                _ => v.is_concrete(&self.kp),
            };
            if !ok {
                bad.push((f.name.clone(), v.clone()));
            }
        }
        for (n, v) in bad {
            let rname = self.kp.record_name_string(id);
            let msg = format!("initializer of '{n}' in '{rname}' could not be fully resolved: {}", v.display(&self.kp));
            let loc = self.kp.record(id).loc();
            let mut d = Diagnostic::error(codes::UNRESOLVED, msg)
                .at(v.span, "unresolved value")
                .with_label(loc, "in this record");
            if let Some(help) = unfit_int_help(&v) {
                d = d.with_help(help);
            }
            self.kp.report(d);
        }
    }
}

/// When a value is stuck on `!cast<bits<n>>(int)`, the integer does not fit.
fn unfit_int_help(v: &Init) -> Option<String> {
    let Kind::Bits(bits) = &v.kind else { return None };
    bits.iter().find_map(|b| b.unfit_integer_help())
}
