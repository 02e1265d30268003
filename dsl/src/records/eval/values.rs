//! Expressions (llvm-tblgen's `ParseValue`, `ParseSimpleValue`,
//! `ParseIDValue`, ranges and slices).

use super::*;
use crate::diag::codes;
use crate::records::fold::{fold_binop, fold_field, fold_unop};
use crate::records::resolve::{cast_to, field_type, fold_vardef};
use crate::records::types::{convertible, resolve_types};
use crate::records::value::{bit_range, get_bit, mk, type_of, BinOp, Kind, UnOp};
use crate::syntax::ast::{self, ExprKind, RangePiece};

impl<'u> Evaluator<'u> {
    /// Evaluates an expression. `ity` is the type the context expects.
    pub(super) fn value(&mut self, e: &ast::Expr, cur: Option<RecordId>, ity: Option<&Ty>, mode: Mode) -> R<Init> {
        // Long paste chains nest without brackets; grow the stack as needed.
        stacker::maybe_grow(64 * 1024, 16 << 20, || self.value_inner(e, cur, ity, mode))
    }

    fn value_inner(&mut self, e: &ast::Expr, cur: Option<RecordId>, ity: Option<&Ty>, mode: Mode) -> R<Init> {
        let span = e.span;
        match &e.kind {
            ExprKind::BitSlice { base, ranges, brace } => {
                let v = self.value(base, cur, ity, mode)?;
                let mut bits = self.range_list(ranges)?;
                if bits.is_empty() {
                    return Err(Stop);
                }
                bits.reverse();
                match bit_range(&v, &bits, span, &self.kp) {
                    Some(r) => Ok(r),
                    None => Err(self.error(
                        Diagnostic::error(codes::OUT_OF_RANGE, "invalid bit range for value")
                            .at(*brace, "these bits")
                            .with_label(base.span, format!("value of type {}", type_name(&v, &self.kp))),
                    )),
                }
            }
            ExprKind::Index { base, elems, trailing_comma, .. } => {
                let lhs = self.value(base, cur, ity, mode)?;
                let Some(lty) = type_of(&lhs, &self.kp) else {
                    return Err(self.error(
                        Diagnostic::error(codes::TYPE_MISMATCH, "invalid value, list expected")
                            .at(base.span, "this is '?'"),
                    ));
                };
                let Ty::List(elt) = &lty else {
                    let msg = format!("type '{}' is invalid, list expected", lty.display(&self.kp));
                    return Err(self.error(Diagnostic::error(codes::TYPE_MISMATCH, msg).at(base.span, "not a list")));
                };
                let rhs = self.slice_elements(elems, *trailing_comma, cur)?;
                let node = if matches!(type_of(&rhs, &self.kp), Some(Ty::List(_))) {
                    mk(span, Kind::Bin(BinOp::ListSlice, lhs.clone(), rhs, lty.clone()))
                } else {
                    mk(span, Kind::Bin(BinOp::ListElem, lhs.clone(), rhs, (**elt).clone()))
                };
                Ok(fold_binop(&node, cur, &mut self.kp))
            }
            ExprKind::Field { base, field } => {
                let v = self.value(base, cur, ity, mode)?;
                let Some(fty) = field_type(&v, &field.name, &self.kp) else {
                    let msg = format!("cannot access field '{}' of value '{}'", field.name, v.display(&self.kp));
                    return Err(
                        self.error(Diagnostic::error(codes::UNKNOWN_FIELD, msg).at(field.span, "no such field"))
                    );
                };
                let node = mk(span, Kind::Field(v, field.name.as_str().into(), fty));
                Ok(fold_field(&node, cur, &mut self.kp))
            }
            ExprKind::Paste { lhs, rhs, hash } => self.paste(lhs, rhs.as_deref(), *hash, span, cur, ity, mode),
            _ => self.simple_value(e, cur, ity, mode),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn paste(
        &mut self,
        lhs_e: &ast::Expr,
        rhs_e: Option<&ast::Expr>,
        hash: Span,
        span: Span,
        cur: Option<RecordId>,
        ity: Option<&Ty>,
        mode: Mode,
    ) -> R<Init> {
        let lhs = self.value(lhs_e, cur, ity, mode)?;
        let Some(lty) = type_of(&lhs, &self.kp) else {
            return Err(self.error(
                Diagnostic::error(codes::UNTYPED, "left operand of paste is not typed").at(lhs_e.span, "this is '?'"),
            ));
        };
        if let Ty::List(_) = lty {
            let Some(rhs_e) = rhs_e else { return Ok(lhs) };
            let rhs = self.value(rhs_e, cur, ity, Mode::Value)?;
            return Ok(self.list_concat(lhs, rhs, lty, span));
        }
        let lhs = if lty != Ty::Str { self.cast_string(lhs, hash)? } else { lhs };
        let rhs = match rhs_e {
            None => mk(hash, Kind::Str("".into(), false)),
            Some(r) => {
                let v = self.value(r, cur, None, Mode::Name)?;
                match type_of(&v, &self.kp) {
                    None => {
                        return Err(self.error(
                            Diagnostic::error(codes::UNTYPED, "right operand of paste is not typed")
                                .at(r.span, "this is '?'"),
                        ))
                    }
                    Some(Ty::Str) => v,
                    Some(_) => self.cast_string(v, hash)?,
                }
            }
        };
        Ok(self.str_concat(lhs, rhs))
    }

    fn cast_string(&mut self, v: Init, at: Span) -> R<Init> {
        let node = mk(v.span, Kind::Un(UnOp::Cast, v.clone(), Ty::Str));
        let r = fold_unop(&node, None, false, &mut self.kp);
        if r.is_unset() {
            let msg = format!("can't cast '{}' to string", v.display(&self.kp));
            return Err(self.error(Diagnostic::error(codes::TYPE_MISMATCH, msg).at(at, "in this paste")));
        }
        Ok(r)
    }

    /// `getListConcat`: folds two list literals, otherwise builds `!listconcat`.
    fn list_concat(&mut self, a: Init, b: Init, ty: Ty, span: Span) -> Init {
        if let (Kind::List(x, elt), Kind::List(y, _)) = (&a.kind, &b.kind) {
            let mut v = x.clone();
            v.extend(y.iter().cloned());
            return mk(span, Kind::List(v, elt.clone()));
        }
        mk(span, Kind::Bin(BinOp::ListConcat, a, b, ty))
    }

    fn simple_value(&mut self, e: &ast::Expr, cur: Option<RecordId>, ity: Option<&Ty>, mode: Mode) -> R<Init> {
        let span = e.span;
        Ok(match &e.kind {
            ExprKind::Bang { .. } => return self.bang(e, cur, ity),
            ExprKind::Bool(b) => mk(span, Kind::Int(*b as i64)),
            ExprKind::Int(Ok(v)) => mk(span, Kind::Int(*v)),
            ExprKind::Int(Err(msg)) | ExprKind::Binary(Err(msg)) => {
                return Err(
                    self.error(Diagnostic::error(codes::BAD_NUMBER, msg.clone()).at(span, "does not fit in 64 bits"))
                )
            }
            ExprKind::Binary(Ok((v, n))) => mk(span, Kind::Bits(crate::records::value::int_bits(span, *v, *n))),
            ExprKind::Str(s) => mk(span, Kind::Str(s.as_str().into(), false)),
            ExprKind::Code(s) => mk(span, Kind::Str(s.as_str().into(), true)),
            ExprKind::Unset => mk(span, Kind::Unset),
            ExprKind::Id(id) => return self.id_value(cur, id, mode),
            ExprKind::ClassInstance { class, args } => {
                let Some(c) = self.kp.class(&class.name) else {
                    return Err(self.error(
                        Diagnostic::error(codes::UNKNOWN_CLASS, format!("expected a class name, got '{}'", class.name))
                            .at(class.span, "not a class"),
                    ));
                };
                let mut a = self.template_arg_values(args, cur, c, false)?;
                self.check_template_arg_values(&mut a, c)?;
                self.resolve_arguments(c, &a, class.span, &mut |_, _| {})?;
                let node = mk(span, Kind::VarDef(c, a));
                fold_vardef(&node, &mut self.kp)
            }
            ExprKind::Bits(vals) => {
                let mut values = Vec::with_capacity(vals.len());
                for v in vals {
                    values.push(self.value(v, cur, None, Mode::Value)?);
                }
                let mut bits = Vec::new();
                for (i, v) in values.iter().enumerate() {
                    if let Kind::Bits(b) = &v.kind {
                        bits.extend(b.iter().rev().cloned());
                        continue;
                    }
                    if let Kind::Var(_, Ty::Bits(n)) = &v.kind {
                        for j in (0..*n).rev() {
                            bits.push(get_bit(v, j, &self.kp));
                        }
                        continue;
                    }
                    match cast_to(v, &Ty::Bit, &mut self.kp) {
                        Some(b) => bits.push(b),
                        None => {
                            let msg = format!("element #{i} ({}) is not convertible to a bit", v.display(&self.kp));
                            return Err(self.error(
                                Diagnostic::error(codes::TYPE_MISMATCH, msg)
                                    .at(v.span, format!("this is {}", type_name(v, &self.kp))),
                            ));
                        }
                    }
                }
                bits.reverse();
                mk(span, Kind::Bits(bits))
            }
            ExprKind::List { elems, elt_type } => return self.list_value(span, elems, elt_type.as_deref(), cur, ity),
            ExprKind::Dag { op, op_name, args } => {
                let op = self.value(op, cur, None, Mode::Value)?;
                let name = op_name.as_ref().map(|n| Name::from(n.name.as_str()));
                let mut out = Vec::with_capacity(args.len());
                for a in args {
                    let v = match &a.value {
                        Some(v) => self.value(v, cur, None, Mode::Value)?,
                        None => mk(a.span, Kind::Unset),
                    };
                    out.push((v, a.name.as_ref().map(|n| Name::from(n.name.as_str()))));
                }
                mk(span, Kind::Dag(op, name, out))
            }
            ExprKind::BitSlice { .. } | ExprKind::Index { .. } | ExprKind::Field { .. } | ExprKind::Paste { .. } => {
                return self.value(e, cur, ity, mode)
            }
        })
    }

    fn list_value(
        &mut self,
        span: Span,
        elems: &[ast::Expr],
        elt_type: Option<&ast::TypeExpr>,
        cur: Option<RecordId>,
        ity: Option<&Ty>,
    ) -> R<Init> {
        let given_list = match ity {
            Some(t @ Ty::List(_)) => Some(t.clone()),
            Some(t) => {
                let msg = format!("encountered a list when expecting a {}", t.display(&self.kp));
                return Err(self.error(Diagnostic::error(codes::TYPE_MISMATCH, msg).at(span, "this list")));
            }
            None => None,
        };
        let given_elt = given_list.as_ref().and_then(|l| l.elem().cloned());
        let mut vals = Vec::with_capacity(elems.len());
        for v in elems {
            vals.push(self.value(v, cur, given_elt.as_ref(), Mode::Value)?);
        }
        let written_elt = match elt_type {
            Some(t) => Some(self.parse_type(t)?),
            None => None,
        };
        let mut elt: Option<Ty> = None;
        for v in &vals {
            if let Some(t) = type_of(v, &self.kp) {
                elt = match elt {
                    None => Some(t),
                    Some(prev) => match resolve_types(&self.kp, &prev, &t) {
                        Some(r) => Some(r),
                        None => {
                            let msg = format!(
                                "incompatible types in list elements: '{}' and '{}'",
                                prev.display(&self.kp),
                                t.display(&self.kp)
                            );
                            return Err(
                                self.error(Diagnostic::error(codes::TYPE_MISMATCH, msg).at(v.span, "this element"))
                            );
                        }
                    },
                };
            }
        }
        if let Some(w) = written_elt {
            if let Some(e) = &elt {
                if !convertible(&self.kp, e, &w) {
                    let msg = format!(
                        "incompatible types in list elements: '{}' is not convertible to '{}'",
                        e.display(&self.kp),
                        w.display(&self.kp)
                    );
                    return Err(self.error(Diagnostic::error(codes::TYPE_MISMATCH, msg).at(span, "this list")));
                }
            }
            elt = Some(w);
        }
        let deduced = match elt {
            None => match given_elt {
                Some(g) => g,
                None => {
                    return Err(self.error(
                        Diagnostic::error(codes::UNTYPED, "no type for list")
                            .at(span, "add an element type, like []<int>"),
                    ))
                }
            },
            Some(e) => {
                if let Some(g) = &given_elt {
                    if !convertible(&self.kp, &e, g) {
                        let msg = format!(
                            "element type mismatch for list: element type '{}' not convertible to '{}'",
                            e.display(&self.kp),
                            g.display(&self.kp)
                        );
                        return Err(self.error(Diagnostic::error(codes::TYPE_MISMATCH, msg).at(span, "this list")));
                    }
                }
                e
            }
        };
        Ok(mk(span, Kind::List(vals, deduced)))
    }

    /// Looks up a variable through the scopes (llvm-tblgen's `TGVarScope::getVar`).
    fn get_var(&mut self, name: &str, span: Span) -> Option<Init> {
        for i in (0..self.scopes.len()).rev() {
            if let Some(v) = self.scopes[i].vars.get(name) {
                return Some(v.clone());
            }
            match self.scopes[i].kind {
                ScopeKind::Local => {}
                ScopeKind::Record(r) => {
                    if let Some(f) = self.kp.record(r).field(name) {
                        return Some(mk(span, Kind::Var(f.name.clone(), f.ty.clone())));
                    }
                    if self.kp.record(r).is_class {
                        if let Some(v) = self.template_arg_var(r, name, ":", span) {
                            return Some(v);
                        }
                    }
                }
                ScopeKind::Loop(l) => {
                    if let Some((n, t)) = self.loops.get(l).and_then(|lp| lp.iter.clone()) {
                        if &*n == name {
                            return Some(mk(span, Kind::Var(n, t)));
                        }
                    }
                }
                ScopeKind::MultiClass(m) => {
                    let r = self.multiclasses[m].rec;
                    if let Some(v) = self.template_arg_var(r, name, "::", span) {
                        return Some(v);
                    }
                }
            }
        }
        None
    }

    fn template_arg_var(&mut self, rec: RecordId, name: &str, sep: &str, span: Span) -> Option<Init> {
        if let Some(q) = self.kp.qualified_template_arg(rec, sep, name) {
            let f = self.kp.record_mut(rec).field_mut(&q)?;
            f.used = true;
            return Some(mk(span, Kind::Var(f.name.clone(), f.ty.clone())));
        }
        if name == "NAME" {
            return Some(mk(span, Kind::Var(self.kp.qualified_name(rec, sep, name).into(), Ty::Str)));
        }
        None
    }

    /// llvm-tblgen's `ParseIDValue`.
    fn id_value(&mut self, cur: Option<RecordId>, id: &ast::Ident, mode: Mode) -> R<Init> {
        let span = id.span;
        if let Some(v) = self.get_var(&id.name, span) {
            return Ok(v);
        }
        if mode == Mode::Name {
            return Ok(mk(span, Kind::Str(id.name.as_str().into(), false)));
        }
        if let Some(d) = self.kp.def(&id.name) {
            return Ok(mk(span, Kind::Def(d)));
        }
        if let Some(g) = self.kp.globals.get(id.name.as_str()) {
            return Ok(g.clone());
        }
        if let Some(r) = cur {
            let rec = self.kp.record(r);
            if !rec.is_class && self.cur_mc.is_none() && matches!(&rec.name.kind, Kind::Str(n, _) if **n == *id.name) {
                let ty = self.kp.record_type(r);
                return Ok(mk(span, Kind::Un(UnOp::Cast, mk(span, Kind::Str(id.name.as_str().into(), false)), ty)));
            }
        }
        if self.kp.poisoned.contains(id.name.as_str()) {
            return Err(Stop); // already reported where its definition failed
        }
        let mut d =
            Diagnostic::error(codes::UNDEFINED, format!("variable not defined: '{}'", id.name)).at(span, "not defined");
        if let Some(similar) = self.similar_name(&id.name) {
            d = d.with_help(format!("did you mean '{similar}'?"));
        }
        Err(self.error(d))
    }

    /// The defined name closest to a misspelt one: a def, a global, or a
    /// variable or template argument in scope.
    fn similar_name(&mut self, name: &str) -> Option<String> {
        const MAX_SUGGESTIONS: u32 = 32;
        if self.suggestions_made >= MAX_SUGGESTIONS {
            return None;
        }
        self.suggestions_made += 1;
        let mut names: Vec<String> = Vec::new();
        for scope in &self.scopes {
            names.extend(scope.vars.keys().map(|k| k.to_string()));
            let rec = match scope.kind {
                ScopeKind::Record(r) => Some(r),
                ScopeKind::MultiClass(m) => Some(self.multiclasses[m].rec),
                ScopeKind::Loop(l) => {
                    names.extend(self.loops.get(l).and_then(|lp| lp.iter.as_ref()).map(|(n, _)| n.to_string()));
                    None
                }
                ScopeKind::Local => None,
            };
            if let Some(r) = rec {
                let rec = self.kp.record(r);
                names.extend(rec.values.iter().map(|v| v.name.rsplit(':').next().unwrap_or_default().to_string()));
            }
        }
        names.extend(self.kp.globals.keys().map(|k| k.to_string()));
        let defs = self.kp.defs.keys().map(|k| &**k);
        crate::suggest::closest(name, names.iter().map(String::as_str).chain(defs)).map(str::to_string)
    }

    /// A list of bit or range pieces, as plain numbers.
    pub(super) fn range_list(&mut self, pieces: &[RangePiece]) -> R<Vec<u32>> {
        let mut out = Vec::new();
        for p in pieces {
            out.extend(self.range_piece(p, None)?);
        }
        Ok(out)
    }

    /// llvm-tblgen's `ParseRangePiece`.
    pub(super) fn range_piece(&mut self, p: &RangePiece, first: Option<Init>) -> R<Vec<u32>> {
        let start_v = match first {
            Some(v) => v,
            None => self.value(&p.start, None, None, Mode::Value)?,
        };
        let Some(start) = start_v.as_int() else {
            return Err(self.error(
                Diagnostic::error(codes::NOT_CONSTANT, "expected integer or bitrange")
                    .at(p.start.span, "not an integer"),
            ));
        };
        if start < 0 {
            return Err(self.error(
                Diagnostic::error(codes::OUT_OF_RANGE, "invalid range, cannot be negative")
                    .at(p.start.span, "negative"),
            ));
        }
        let Some((_, end_e)) = &p.end else { return self.range_ok(vec![start], p.span) };
        let end_v = self.value(end_e, None, None, Mode::Value)?;
        let Some(end) = end_v.as_int() else {
            return Err(self.error(
                Diagnostic::error(codes::NOT_CONSTANT, "expected integer value as end of range")
                    .at(end_e.span, "not an integer"),
            ));
        };
        if end < 0 {
            return Err(self.error(
                Diagnostic::error(codes::OUT_OF_RANGE, "invalid range, cannot be negative").at(end_e.span, "negative"),
            ));
        }
        let n = (start as i128 - end as i128).abs() + 1;
        if n > crate::records::limits::MAX_ELEMENTS as i128 {
            return Err(
                self.error(Diagnostic::error(codes::LIMIT, format!("range has {n} elements")).at(p.span, "too large"))
            );
        }
        let v: Vec<i64> = if start < end { (start..=end).collect() } else { (end..=start).rev().collect() };
        self.range_ok(v, p.span)
    }

    fn range_ok(&mut self, v: Vec<i64>, span: Span) -> R<Vec<u32>> {
        let mut out = Vec::with_capacity(v.len());
        for x in v {
            if x > u32::MAX as i64 {
                return Err(self.error(
                    Diagnostic::error(codes::OUT_OF_RANGE, format!("{x} is too large for a bit index"))
                        .at(span, "here"),
                ));
            }
            out.push(x as u32);
        }
        Ok(out)
    }

    /// llvm-tblgen's `ParseSliceElements` with `Single = true`.
    fn slice_elements(&mut self, elems: &[RangePiece], trailing_comma: bool, cur: Option<RecordId>) -> R<Init> {
        let mut single = true;
        let mut ints: Vec<Init> = Vec::new();
        let mut slices: Vec<Init> = Vec::new();
        let mut last: Option<Init> = None;
        let int_list = |v: Vec<Init>, span: Span| mk(span, Kind::List(v, Ty::Int));
        for (i, p) in elems.iter().enumerate() {
            let mut v = Some(self.slice_element(p, cur)?);
            let ty = v.as_ref().and_then(|x| type_of(x, &self.kp));
            match &ty {
                Some(Ty::List(elt)) => {
                    if **elt != Ty::Int {
                        let msg = format!(
                            "expected list<int>, got {}",
                            ty.as_ref().map(|t| t.display(&self.kp)).unwrap_or_default()
                        );
                        return Err(self.error(Diagnostic::error(codes::TYPE_MISMATCH, msg).at(p.span, "here")));
                    }
                    if !ints.is_empty() {
                        slices.push(int_list(std::mem::take(&mut ints), p.span));
                    }
                    slices.extend(v.take());
                    single = false;
                }
                Some(Ty::Int) => {}
                other => {
                    let t = other.as_ref().map(|t| t.display(&self.kp)).unwrap_or_else(|| "?".into());
                    return Err(self.error(
                        Diagnostic::error(codes::TYPE_MISMATCH, format!("unhandled type {t} in range"))
                            .at(p.span, "here"),
                    ));
                }
            }
            let comma_follows = i + 1 < elems.len() || trailing_comma;
            if !comma_follows {
                last = v;
                break;
            }
            single = false;
            ints.extend(v);
        }
        if let Some(v) = last {
            if single {
                return Ok(v);
            }
            ints.push(v);
        }
        let span = elems.first().map(|e| e.span).unwrap_or_default();
        if !ints.is_empty() {
            slices.push(int_list(ints, span));
        }
        let mut result: Option<Init> = None;
        for s in slices {
            result = Some(match result {
                None => s,
                Some(r) => {
                    let ty = type_of(&r, &self.kp).unwrap_or(Ty::Int.list_of());
                    self.list_concat(r, s, ty, span)
                }
            });
        }
        result.ok_or(Stop)
    }

    fn slice_element(&mut self, p: &RangePiece, cur: Option<RecordId>) -> R<Init> {
        let lhs = self.value(&p.start, cur, None, Mode::Value)?;
        // `a...b` and the older `a-b` mean the same closed range.
        let Some((_, end_e)) = &p.end else { return Ok(lhs) };
        let rhs = self.value(end_e, cur, None, Mode::Value)?;
        for (v, e) in [(&rhs, end_e), (&lhs, &p.start)] {
            let t = type_of(v, &self.kp);
            if t != Some(Ty::Int) {
                let msg =
                    format!("expected int...int, got {}", t.map(|t| t.display(&self.kp)).unwrap_or_else(|| "?".into()));
                return Err(self.error(Diagnostic::error(codes::TYPE_MISMATCH, msg).at(e.span, "not an int")));
            }
        }
        let node = mk(p.span, Kind::Bin(BinOp::RangeC, lhs, rhs, Ty::Int.list_of()));
        Ok(fold_binop(&node, cur, &mut self.kp))
    }
}

/// A value's type for messages.
pub(super) fn type_name(v: &Init, kp: &crate::records::keeper::RecordKeeper) -> String {
    type_of(v, kp).map(|t| t.display(kp)).unwrap_or_else(|| "?".to_string())
}
