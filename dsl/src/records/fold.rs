//! Constant folding of the bang operators, with llvm-tblgen's semantics.
//! Each function takes a node whose operands are already resolved and
//! returns either the folded value or the node itself.

use super::keeper::{RecordId, RecordKeeper};
use super::limits;
use super::resolve::{resolve, tick, MapResolver};
use super::types::{convertible, is_a, Ty};
use super::value::{convert_to, mk, same, type_of, BinOp, Init, Kind, Name, TernOp, UnOp};
use super::workbench::Workbench;
use crate::diag::{codes, Diagnostic};
use crate::source::Span;
use std::cmp::Ordering;

fn err(kp: &mut Workbench, code: &'static str, span: Span, msg: String, cur: Option<RecordId>) {
    let mut d = Diagnostic::error(code, msg).at(span, "here");
    if let Some(r) = cur {
        let loc = kp.record(r).loc();
        if loc != span {
            d = d.with_label(loc, format!("while evaluating '{}'", kp.record_name_string(r)));
        }
    }
    kp.report(d);
}

fn fatal(kp: &mut Workbench, code: &'static str, span: Span, msg: String, cur: Option<RecordId>) {
    err(kp, code, span, msg, cur);
    kp.fatal = true;
}

fn as_int(v: &Init, kp: &RecordKeeper) -> Option<i64> {
    convert_to(v, &Ty::Int, kp).and_then(|i| i.as_int())
}

fn str_node(span: Span, s: impl Into<Name>, code: bool) -> Init {
    mk(span, Kind::Str(s.into(), code))
}

fn int_node(span: Span, v: i64) -> Init {
    mk(span, Kind::Int(v))
}

fn too_big(kp: &mut Workbench, span: Span, n: i64, what: &str) -> bool {
    if n > limits::MAX_ELEMENTS {
        kp.fatal(
            Diagnostic::error(codes::LIMIT, format!("{what} would have {n} elements"))
                .at(span, "here")
                .with_note(format!("tdc allows at most {} elements", limits::MAX_ELEMENTS)),
        );
        return true;
    }
    false
}

/// Folds a unary operator (llvm-tblgen's `UnOpInit::Fold`).
pub fn fold_unop(node: &Init, cur: Option<RecordId>, is_final: bool, kp: &mut Workbench) -> Init {
    let Kind::Un(op, lhs, ty) = &node.kind else { return node.clone() };
    let span = node.span;
    match op {
        UnOp::Repr => {
            if lhs.is_concrete(kp) {
                let s = match lhs.kind {
                    Kind::Def(r) => {
                        let mut out = String::new();
                        super::print::write_record(&mut out, kp, r);
                        out
                    }
                    _ => lhs.display(kp),
                };
                return str_node(span, s, false);
            }
        }
        UnOp::ToLower | UnOp::ToUpper => {
            if let Kind::Str(s, _) = &lhs.kind {
                let t = if *op == UnOp::ToLower { s.to_ascii_lowercase() } else { s.to_ascii_uppercase() };
                return str_node(span, t, false);
            }
        }
        UnOp::Cast => {
            if *ty == Ty::Str {
                match &lhs.kind {
                    Kind::Str(..) => return lhs.clone(),
                    Kind::Def(r) => return str_node(span, kp.record_name_string(*r), false),
                    _ => {
                        if let Some(v) = as_int(lhs, kp) {
                            return str_node(span, v.to_string(), false);
                        }
                    }
                }
            } else if ty.is_rec() {
                if let Kind::Str(name, _) = &lhs.kind {
                    kp.note_read(name);
                    let mut d = kp.def(name);
                    if d.is_none() {
                        if let Some(c) = cur {
                            let self_ref = match &kp.record(c).name.kind {
                                Kind::Str(n, _) => n == name,
                                Kind::AnonName(a) => **name == *format!("anonymous_{a}"),
                                _ => false,
                            };
                            if self_ref {
                                if !is_final {
                                    return node.clone();
                                }
                                d = Some(c);
                            }
                        }
                    }
                    let Some(d) = d else {
                        if is_final {
                            if kp.poisoned.contains(name) {
                                kp.fatal = true; // its definition already failed
                            } else {
                                fatal(
                                    kp,
                                    codes::UNDEFINED,
                                    lhs.span,
                                    format!("undefined reference to record: '{name}'"),
                                    cur,
                                );
                            }
                        }
                        return node.clone();
                    };
                    let dt = kp.record_type(d);
                    if !is_a(kp, &dt, ty) {
                        let msg = format!(
                            "expected type '{}', got '{}' in: {}",
                            ty.display(kp),
                            dt.display(kp),
                            node.display(kp)
                        );
                        fatal(kp, codes::TYPE_MISMATCH, span, msg, cur);
                    }
                    return mk(span, Kind::Def(d));
                }
            }
            if let Some(v) = convert_to(lhs, ty, kp) {
                return v;
            }
        }
        UnOp::Not => {
            if let Some(v) = as_int(lhs, kp) {
                return int_node(span, if v != 0 { 0 } else { 1 });
            }
        }
        UnOp::Head | UnOp::Tail => {
            if let Kind::List(elems, elt) = &lhs.kind {
                if elems.is_empty() {
                    fatal(
                        kp,
                        codes::BAD_OPERATION,
                        span,
                        format!("{} of an empty list", if *op == UnOp::Head { "!head" } else { "!tail" }),
                        cur,
                    );
                    return node.clone();
                }
                return if *op == UnOp::Head {
                    elems[0].clone()
                } else {
                    mk(span, Kind::List(elems[1..].to_vec(), elt.clone()))
                };
            }
        }
        UnOp::Size | UnOp::Empty => {
            let n = match &lhs.kind {
                Kind::List(e, _) => Some(e.len()),
                Kind::Dag(_, _, a) => Some(a.len()),
                Kind::Str(s, _) => Some(s.len()),
                _ => None,
            };
            if let Some(n) = n {
                return int_node(span, if *op == UnOp::Size { n as i64 } else { (n == 0) as i64 });
            }
        }
        UnOp::GetDagOp => {
            if let Kind::Dag(op_val, _, _) = &lhs.kind {
                let Kind::Def(d) = op_val.kind else {
                    // An operator still to be resolved (`!cast<T>(NAME)` in a
                    // multiclass) is read once it is known.
                    if !op_val.is_open() {
                        fatal(kp, codes::TYPE_MISMATCH, op_val.span, "expected record as dag operator".into(), cur);
                    }
                    return node.clone();
                };
                let dt = kp.record_type(d);
                if !is_a(kp, &dt, ty) {
                    let msg = format!(
                        "expected type '{}', got '{}' in: {}",
                        ty.display(kp),
                        dt.display(kp),
                        node.display(kp)
                    );
                    fatal(kp, codes::TYPE_MISMATCH, span, msg, cur);
                    return node.clone();
                }
                return mk(span, Kind::Def(d));
            }
        }
        UnOp::Log2 => {
            if let Some(v) = as_int(lhs, kp) {
                if v <= 0 {
                    fatal(
                        kp,
                        codes::BAD_OPERATION,
                        span,
                        "!logtwo is undefined on arguments less than or equal to 0".into(),
                        cur,
                    );
                    return node.clone();
                }
                return int_node(span, 63 - v.leading_zeros() as i64);
            }
        }
    }
    node.clone()
}

/// Compares two values for the comparison operators; `None` if they are
/// not comparable (yet).
pub fn compare(op: BinOp, l: &Init, r: &Init, kp: &RecordKeeper) -> Option<bool> {
    let ord = if let (Some(a), Some(b)) = (as_int(l, kp), as_int(r, kp)) {
        a.cmp(&b)
    } else if let (Kind::Str(a, _), Kind::Str(b, _)) = (&l.kind, &r.kind) {
        a.as_bytes().cmp(b.as_bytes())
    } else if let (Kind::Def(a), Kind::Def(b), BinOp::Eq | BinOp::Ne) = (&l.kind, &r.kind, op) {
        return Some((a == b) == (op == BinOp::Eq));
    } else {
        return None;
    };
    Some(match op {
        BinOp::Eq => ord == Ordering::Equal,
        BinOp::Ne => ord != Ordering::Equal,
        BinOp::Le => ord != Ordering::Greater,
        BinOp::Lt => ord == Ordering::Less,
        BinOp::Ge => ord != Ordering::Less,
        BinOp::Gt => ord == Ordering::Greater,
        _ => return None,
    })
}

fn dag_arg_index(dag_args: &[(Init, Option<Name>)], key: &Init) -> Result<usize, String> {
    match &key.kind {
        Kind::Int(p) => {
            if *p < 0 {
                Err(format!("index {p} is negative"))
            } else if *p as usize >= dag_args.len() {
                Err(format!("index {p} is out of range (dag has {} arguments)", dag_args.len()))
            } else {
                Ok(*p as usize)
            }
        }
        Kind::Str(name, _) => dag_args
            .iter()
            .position(|(_, n)| n.as_deref() == Some(&**name))
            .ok_or_else(|| format!("key '{name}' is not found")),
        _ => Err("expected an index or a name".into()),
    }
}

/// Folds a binary operator (llvm-tblgen's `BinOpInit::Fold`).
pub fn fold_binop(node: &Init, cur: Option<RecordId>, kp: &mut Workbench) -> Init {
    let Kind::Bin(op, lhs, rhs, ty) = &node.kind else { return node.clone() };
    let span = node.span;
    match op {
        BinOp::Concat => {
            if let (Kind::Dag(lop, _, largs), Kind::Dag(rop, _, rargs)) = (&lhs.kind, &rhs.kind) {
                let ok = |o: &Init| matches!(o.kind, Kind::Def(_) | Kind::Unset);
                if !ok(lop) || !ok(rop) {
                    return node.clone();
                }
                if let (Kind::Def(a), Kind::Def(b)) = (&lop.kind, &rop.kind) {
                    if a != b {
                        let msg = format!(
                            "concatenated dag operators do not match: '{}' vs. '{}'",
                            lhs.display(kp),
                            rhs.display(kp)
                        );
                        fatal(kp, codes::BAD_OPERATION, span, msg, cur);
                        return node.clone();
                    }
                }
                let op = if matches!(lop.kind, Kind::Def(_)) { lop.clone() } else { rop.clone() };
                let mut args = largs.clone();
                args.extend(rargs.iter().cloned());
                return mk(span, Kind::Dag(op, None, args));
            }
        }
        BinOp::ListConcat => {
            if let (Kind::List(a, elt), Kind::List(b, _)) = (&lhs.kind, &rhs.kind) {
                if too_big(kp, span, (a.len() + b.len()) as i64, "!listconcat") {
                    return node.clone();
                }
                let mut v = a.clone();
                v.extend(b.iter().cloned());
                return mk(span, Kind::List(v, elt.clone()));
            }
        }
        BinOp::ListSplat => {
            if let (Some(t), Kind::Int(n)) = (type_of(lhs, kp), &rhs.kind) {
                if too_big(kp, span, *n, "!listsplat") {
                    return node.clone();
                }
                let v = (0..(*n).max(0)).map(|_| lhs.clone()).collect();
                return mk(span, Kind::List(v, t));
            }
        }
        BinOp::ListRemove => {
            if let (Kind::List(a, elt), Kind::List(b, _)) = (&lhs.kind, &rhs.kind) {
                let v = a
                    .iter()
                    .filter(|x| !b.iter().any(|y| compare(BinOp::Eq, x, y, kp) == Some(true)))
                    .cloned()
                    .collect();
                return mk(span, Kind::List(v, elt.clone()));
            }
        }
        BinOp::ListElem => {
            if let (Kind::List(a, _), Kind::Int(i)) = (&lhs.kind, &rhs.kind) {
                if *i >= 0 && (*i as usize) < a.len() {
                    return a[*i as usize].clone();
                }
            }
        }
        BinOp::ListSlice => {
            if let (Kind::List(a, elt), Kind::List(idx, _)) = (&lhs.kind, &rhs.kind) {
                let mut v = Vec::with_capacity(idx.len());
                for i in idx {
                    match i.kind {
                        Kind::Int(i) if i >= 0 && (i as usize) < a.len() => v.push(a[i as usize].clone()),
                        _ => return node.clone(),
                    }
                }
                return mk(span, Kind::List(v, elt.clone()));
            }
        }
        BinOp::RangeC => {
            if let (Kind::Int(s), Kind::Int(e)) = (&lhs.kind, &rhs.kind) {
                let (s, e) = (*s, *e);
                // In 128 bits: the distance between two i64s can exceed i64::MAX.
                let n = (s as i128 - e as i128).unsigned_abs().saturating_add(1).min(i64::MAX as u128) as i64;
                if too_big(kp, span, n, "range") {
                    return node.clone();
                }
                let v: Vec<Init> = if s <= e {
                    (s..=e).map(|i| int_node(span, i)).collect()
                } else {
                    (e..=s).rev().map(|i| int_node(span, i)).collect()
                };
                return mk(span, Kind::List(v, Ty::Int));
            }
        }
        BinOp::StrConcat => {
            if let (Kind::Str(a, ca), Kind::Str(b, cb)) = (&lhs.kind, &rhs.kind) {
                if a.len() + b.len() > limits::MAX_STRING {
                    kp.fatal(Diagnostic::error(codes::LIMIT, "string too long").at(span, "here"));
                    return node.clone();
                }
                let mut s = String::with_capacity(a.len() + b.len());
                s.push_str(a);
                s.push_str(b);
                return str_node(span, s, *ca || *cb);
            }
        }
        BinOp::Interleave => {
            if let (Kind::List(elems, elt), Kind::Str(delim, _)) = (&lhs.kind, &rhs.kind) {
                let mut out = String::new();
                let mut code = false;
                for (i, e) in elems.iter().enumerate() {
                    if i > 0 {
                        out.push_str(delim);
                    }
                    if *elt == Ty::Str {
                        let Kind::Str(s, c) = &e.kind else { return node.clone() };
                        out.push_str(s);
                        code |= *c && i > 0;
                    } else {
                        let Some(v) = as_int(e, kp) else { return node.clone() };
                        out.push_str(&v.to_string());
                    }
                }
                return str_node(span, out, code);
            }
        }
        BinOp::Eq | BinOp::Ne | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
            if let Some(b) = compare(*op, lhs, rhs, kp) {
                return mk(span, Kind::Bit(b));
            }
        }
        BinOp::GetDagArg => {
            if let Kind::Dag(_, _, args) = &lhs.kind {
                if matches!(rhs.kind, Kind::Int(_) | Kind::Str(..)) {
                    match dag_arg_index(args, rhs) {
                        Err(e) => {
                            fatal(kp, codes::OUT_OF_RANGE, span, format!("!getdagarg {e}"), cur);
                            return node.clone();
                        }
                        Ok(i) => {
                            let arg = &args[i].0;
                            if let Some(t) = type_of(arg, kp) {
                                if !convertible(kp, &t, ty) {
                                    return mk(span, Kind::Unset);
                                }
                            }
                            return arg.clone();
                        }
                    }
                }
            }
        }
        BinOp::GetDagName => {
            if let (Kind::Dag(_, _, args), Kind::Int(p)) = (&lhs.kind, &rhs.kind) {
                if *p < 0 || *p as usize >= args.len() {
                    let msg = format!("!getdagname index is out of range 0...{}: {p}", args.len() as i64 - 1);
                    fatal(kp, codes::OUT_OF_RANGE, span, msg, cur);
                    return node.clone();
                }
                return match &args[*p as usize].1 {
                    Some(n) => str_node(span, n.clone(), false),
                    None => mk(span, Kind::Unset),
                };
            }
        }
        BinOp::SetDagOp => {
            if let (Kind::Dag(_, _, args), Kind::Def(_)) = (&lhs.kind, &rhs.kind) {
                return mk(span, Kind::Dag(rhs.clone(), None, args.clone()));
            }
        }
        BinOp::Add
        | BinOp::Sub
        | BinOp::Mul
        | BinOp::Div
        | BinOp::And
        | BinOp::Or
        | BinOp::Xor
        | BinOp::Shl
        | BinOp::Sra
        | BinOp::Srl => {
            if let (Some(a), Some(b)) = (as_int(lhs, kp), as_int(rhs, kp)) {
                let v = match op {
                    BinOp::Add => a.wrapping_add(b),
                    BinOp::Sub => a.wrapping_sub(b),
                    BinOp::Mul => a.wrapping_mul(b),
                    BinOp::Div => {
                        if b == 0 {
                            fatal(kp, codes::BAD_OPERATION, span, "division by zero".into(), cur);
                            return node.clone();
                        }
                        if a == i64::MIN && b == -1 {
                            fatal(kp, codes::BAD_OPERATION, span, "INT64_MIN / -1 overflows".into(), cur);
                            return node.clone();
                        }
                        a / b
                    }
                    BinOp::And => a & b,
                    BinOp::Or => a | b,
                    BinOp::Xor => a ^ b,
                    BinOp::Shl => (a as u64).wrapping_shl(b as u32) as i64,
                    BinOp::Sra => a.wrapping_shr(b as u32),
                    _ => (a as u64).wrapping_shr(b as u32) as i64,
                };
                return int_node(span, v);
            }
        }
    }
    node.clone()
}

fn item_apply(var: &Name, item: &Init, expr: &Init, cur: Option<RecordId>, kp: &mut Workbench) -> Init {
    let mut r = MapResolver::new(cur);
    r.set(var.clone(), item.clone());
    resolve(expr, &mut r, kp)
}

fn foreach_dag(var: &Name, dag: &Init, expr: &Init, cur: Option<RecordId>, kp: &mut Workbench) -> Init {
    let Kind::Dag(op, _, args) = &dag.kind else { return dag.clone() };
    let nop = item_apply(var, op, expr, cur, kp);
    let mut changed = !same(&nop, op);
    let mut out = Vec::with_capacity(args.len());
    for (a, n) in args {
        let na = if matches!(a.kind, Kind::Dag(..)) {
            foreach_dag(var, a, expr, cur, kp)
        } else {
            item_apply(var, a, expr, cur, kp)
        };
        changed |= !same(&na, a);
        out.push((na, n.clone()));
    }
    if changed {
        mk(dag.span, Kind::Dag(nop, None, out))
    } else {
        dag.clone()
    }
}

/// Folds a ternary operator (llvm-tblgen's `TernOpInit::Fold`).
pub fn fold_ternop(node: &Init, cur: Option<RecordId>, kp: &mut Workbench) -> Init {
    let Kind::Tern(op, lhs, mhs, rhs, ty) = &node.kind else { return node.clone() };
    let span = node.span;
    match op {
        TernOp::Subst => match (&lhs.kind, &mhs.kind, &rhs.kind) {
            (Kind::Def(_), Kind::Def(_), Kind::Def(_)) => {
                return if lhs.display(kp) == rhs.display(kp) { mhs.clone() } else { rhs.clone() };
            }
            (Kind::Var(l, _), Kind::Var(m, _), Kind::Var(r, _)) => {
                let name = if l == r { m.clone() } else { r.clone() };
                return mk(span, Kind::Var(name, ty.clone()));
            }
            (Kind::Str(l, _), Kind::Str(m, _), Kind::Str(r, _)) => {
                if l.is_empty() && m.is_empty() {
                    return str_node(span, r.clone(), false);
                }
                let mut val = r.to_string();
                let mut idx = 0;
                while idx <= val.len() {
                    let Some(found) = val[idx..].find(&**l).map(|f| f + idx) else { break };
                    val.replace_range(found..found + l.len(), m);
                    idx = found + m.len();
                    if val.len() > limits::MAX_STRING {
                        kp.fatal(Diagnostic::error(codes::LIMIT, "string too long").at(span, "here"));
                        return node.clone();
                    }
                    if l.is_empty() {
                        // An empty pattern matches before every byte; step past one.
                        idx += val[idx..].chars().next().map(char::len_utf8).unwrap_or(1);
                    }
                }
                return str_node(span, val, false);
            }
            _ => {}
        },
        TernOp::Foreach => {
            let Some(var) = lhs.as_str().cloned() else { return node.clone() };
            match &mhs.kind {
                Kind::Dag(..) => return foreach_dag(&var, mhs, rhs, cur, kp),
                Kind::List(items, _) => {
                    let out = items.iter().map(|i| item_apply(&var, i, rhs, cur, kp)).collect();
                    let elt = ty.elem().cloned().unwrap_or(Ty::Int);
                    return mk(span, Kind::List(out, elt));
                }
                _ => {}
            }
        }
        TernOp::Filter => {
            let Some(var) = lhs.as_str().cloned() else { return node.clone() };
            if let Kind::List(items, _) = &mhs.kind {
                let mut out = Vec::new();
                for i in items {
                    let keep = item_apply(&var, i, rhs, cur, kp);
                    match as_int(&keep, kp) {
                        Some(0) => {}
                        Some(_) => out.push(i.clone()),
                        None => return node.clone(),
                    }
                }
                let elt = ty.elem().cloned().unwrap_or(Ty::Int);
                return mk(span, Kind::List(out, elt));
            }
        }
        TernOp::If => {
            if let Some(v) = as_int(lhs, kp) {
                return if v != 0 { mhs.clone() } else { rhs.clone() };
            }
        }
        TernOp::Dag => {
            let ml = if let Kind::List(l, _) = &mhs.kind { Some(l) } else { None };
            let rl = if let Kind::List(l, _) = &rhs.kind { Some(l) } else { None };
            if mhs.is_unset() && rhs.is_unset() {
                return node.clone();
            }
            let m_ok = ml.is_some() || mhs.is_unset();
            let r_ok = rl.is_some() || rhs.is_unset();
            if m_ok && r_ok && (ml.is_none() || rl.is_none() || ml.map(|l| l.len()) == rl.map(|l| l.len())) {
                let size = ml.or(rl).map(|l| l.len()).unwrap_or(0);
                let mut args = Vec::with_capacity(size);
                for i in 0..size {
                    let n = ml.map(|l| l[i].clone()).unwrap_or_else(|| mk(span, Kind::Unset));
                    let name = match rl.map(|l| &l[i].kind) {
                        Some(Kind::Str(s, _)) => Some(s.clone()),
                        Some(Kind::Unset) | None => None,
                        Some(_) => return node.clone(),
                    };
                    args.push((n, name));
                }
                return mk(span, Kind::Dag(lhs.clone(), None, args));
            }
        }
        TernOp::Range => {
            if let (Kind::Int(s), Kind::Int(e), Kind::Int(step)) = (&lhs.kind, &mhs.kind, &rhs.kind) {
                let (s, e, step) = (*s, *e, *step);
                if step == 0 {
                    err(kp, codes::BAD_OPERATION, span, "step of !range can't be 0".into(), cur);
                }
                let count = if s < e && step > 0 {
                    (e as i128 - s as i128 + step as i128 - 1) / step as i128
                } else if s > e && step < 0 {
                    (s as i128 - e as i128 + (-(step as i128)) - 1) / -(step as i128)
                } else {
                    0
                };
                if too_big(kp, span, count.min(i64::MAX as i128) as i64, "!range") {
                    return node.clone();
                }
                let mut v = Vec::with_capacity(count as usize);
                let mut i = s as i128;
                for _ in 0..count {
                    v.push(int_node(span, i as i64));
                    i += step as i128;
                }
                return mk(span, Kind::List(v, Ty::Int));
            }
        }
        TernOp::Substr => {
            if let (Kind::Str(s, code), Kind::Int(start), Kind::Int(len)) = (&lhs.kind, &mhs.kind, &rhs.kind) {
                let size = s.len() as i64;
                if *start < 0 || *start > size {
                    err(
                        kp,
                        codes::OUT_OF_RANGE,
                        span,
                        format!("!substr start position is out of range 0...{size}: {start}"),
                        cur,
                    );
                }
                if *len < 0 {
                    err(kp, codes::OUT_OF_RANGE, span, "!substr length must be nonnegative".into(), cur);
                }
                let b = s.as_bytes();
                let st = (*start).clamp(0, size) as usize;
                let en = st.saturating_add((*len).max(0) as usize).min(b.len());
                return str_node(span, String::from_utf8_lossy(&b[st..en]).into_owned(), *code);
            }
        }
        TernOp::Find => {
            if let (Kind::Str(s, _), Kind::Str(t, _), Kind::Int(start)) = (&lhs.kind, &mhs.kind, &rhs.kind) {
                let size = s.len() as i64;
                if *start < 0 || *start > size {
                    err(
                        kp,
                        codes::OUT_OF_RANGE,
                        span,
                        format!("!find start position is out of range 0...{size}: {start}"),
                        cur,
                    );
                }
                let st = (*start).clamp(0, size) as usize;
                let found = s.as_bytes()[st..].windows(t.len().max(1)).position(|w| w == t.as_bytes());
                let found = if t.is_empty() { Some(0) } else { found };
                return int_node(span, found.map(|f| (f + st) as i64).unwrap_or(-1));
            }
        }
        TernOp::SetDagArg | TernOp::SetDagName => {
            if let Kind::Dag(dop, dname, args) = &lhs.kind {
                if matches!(mhs.kind, Kind::Int(_) | Kind::Str(..)) {
                    let which = if *op == TernOp::SetDagArg { "!setdagarg" } else { "!setdagname" };
                    match dag_arg_index(args, mhs) {
                        Err(e) => {
                            fatal(kp, codes::OUT_OF_RANGE, span, format!("{which} {e}"), cur);
                            return node.clone();
                        }
                        Ok(i) => {
                            let mut args = args.clone();
                            if *op == TernOp::SetDagArg {
                                args[i].0 = rhs.clone();
                            } else {
                                args[i].1 = rhs.as_str().cloned();
                            }
                            return mk(span, Kind::Dag(dop.clone(), dname.clone(), args));
                        }
                    }
                }
            }
        }
    }
    node.clone()
}

/// Folds `!foldl`.
pub fn fold_foldl(node: &Init, cur: Option<RecordId>, kp: &mut Workbench) -> Init {
    let Kind::Fold(f) = &node.kind else { return node.clone() };
    let super::value::FoldParts { start, list, a, b, expr, .. } = &**f;
    let Kind::List(items, _) = &list.kind else { return node.clone() };
    let mut acc = start.clone();
    for item in items {
        if !tick(kp, node.span) {
            return node.clone();
        }
        let mut r = MapResolver::new(cur);
        r.set(a.clone(), acc);
        r.set(b.clone(), item.clone());
        acc = resolve(expr, &mut r, kp);
    }
    acc
}

/// Folds `!isa`.
pub fn fold_isa(node: &Init, kp: &mut Workbench) -> Init {
    let Kind::IsA(check, e) = &node.kind else { return node.clone() };
    let Some(t) = type_of(e, kp) else { return node.clone() };
    if convertible(kp, &t, check) {
        return int_node(node.span, 1);
    }
    if check.is_rec() {
        if !convertible(kp, check, &t) || matches!(e.kind, Kind::Def(_)) {
            return int_node(node.span, 0);
        }
    } else {
        return int_node(node.span, 0);
    }
    node.clone()
}

/// Folds `!exists`.
pub fn fold_exists(node: &Init, cur: Option<RecordId>, is_final: bool, kp: &mut Workbench) -> Init {
    let Kind::Exists(check, e) = &node.kind else { return node.clone() };
    let Kind::Str(name, _) = &e.kind else { return node.clone() };
    kp.note_read(name);
    if let Some(d) = kp.def(name) {
        let t = kp.record_type(d);
        return int_node(node.span, is_a(kp, &t, check) as i64);
    }
    if let Some(c) = cur {
        let self_ref = match &kp.record(c).name.kind {
            Kind::Str(n, _) => n == name,
            Kind::AnonName(a) => **name == *format!("anonymous_{a}"),
            _ => false,
        };
        if self_ref {
            if !is_final {
                return node.clone();
            }
            let t = kp.record_type(c);
            return int_node(node.span, is_a(kp, &t, check) as i64);
        }
    }
    if is_final {
        return int_node(node.span, 0);
    }
    node.clone()
}

/// Folds `!cond`.
pub fn fold_cond(node: &Init, cur: Option<RecordId>, kp: &mut Workbench) -> Init {
    let Kind::Cond(cv, ty) = &node.kind else { return node.clone() };
    let (conds, vals) = &**cv;
    for (c, v) in conds.iter().zip(vals) {
        match as_int(c, kp) {
            Some(0) => {}
            Some(_) => return convert_to(v, ty, kp).unwrap_or_else(|| v.clone()),
            None => return node.clone(),
        }
    }
    let who = cur.map(|r| kp.record_name_string(r)).unwrap_or_default();
    fatal(
        kp,
        codes::BAD_OPERATION,
        node.span,
        format!("{who} does not have any true condition in: {}", node.display(kp)),
        cur,
    );
    node.clone()
}

/// Folds a field access `rec.field` once `rec` is a def.
pub fn fold_field(node: &Init, cur: Option<RecordId>, kp: &mut Workbench) -> Init {
    let Kind::Field(rec, field, _) = &node.kind else { return node.clone() };
    if let Kind::Def(d) = rec.kind {
        if Some(d) == cur {
            let msg =
                format!("attempting to access field '{field}' of '{}' is a forbidden self-reference", rec.display(kp));
            fatal(kp, codes::SELF_REFERENCE, node.span, msg, cur);
            return node.clone();
        }
        if let Some(v) = kp.record(d).value_of(field).cloned() {
            if v.is_concrete(kp) {
                return v;
            }
        }
    }
    node.clone()
}
