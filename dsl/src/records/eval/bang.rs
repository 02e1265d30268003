//! Bang operators at parse time: operand typing and the initial fold
//! (llvm-tblgen's `ParseOperation`). The fold itself is in `records::fold`.

use super::values::type_name;
use super::*;
use crate::diag::codes;
use crate::records::fold::{fold_binop, fold_cond, fold_exists, fold_foldl, fold_isa, fold_ternop, fold_unop};
use crate::records::keeper::{FieldKind, Record, RecordVal};
use crate::records::types::{convertible, resolve_types};
use crate::records::value::{mk, type_of, BinOp, Kind, TernOp, UnOp};
use crate::syntax::ast::{self, BangArg, ExprKind};

/// Every bang operator with its signature, for completion and hover.
pub const BANG_OPERATORS: &[(&str, &str)] = &[
    ("add", "!add(a, b, ...): int"),
    ("and", "!and(a, b, ...): int (bitwise)"),
    ("cast", "!cast<type>(value)"),
    ("con", "!con(dag, dag, ...): dag"),
    ("cond", "!cond(cond : value, cond : value, ...)"),
    ("dag", "!dag(op, args-list, names-list): dag"),
    ("div", "!div(a, b): int"),
    ("empty", "!empty(list-or-string-or-dag): bit"),
    ("eq", "!eq(a, b): bit"),
    ("exists", "!exists<type>(name): bit"),
    ("filter", "!filter(var, list, predicate): list"),
    ("find", "!find(string, pattern[, start]): int"),
    ("foldl", "!foldl(init, list, acc, var, expr)"),
    ("foreach", "!foreach(var, list-or-dag, expr)"),
    ("ge", "!ge(a, b): bit"),
    ("getdagarg", "!getdagarg<type>(dag, index-or-name)"),
    ("getdagname", "!getdagname(dag, index): string"),
    ("getdagop", "!getdagop<type>(dag)"),
    ("getop", "!getop<type>(dag) (old name of !getdagop)"),
    ("gt", "!gt(a, b): bit"),
    ("head", "!head(list)"),
    ("if", "!if(cond, then, else)"),
    ("interleave", "!interleave(list, separator): string"),
    ("isa", "!isa<type>(value): bit"),
    ("le", "!le(a, b): bit"),
    ("listconcat", "!listconcat(list, list, ...): list"),
    ("listremove", "!listremove(list, items): list"),
    ("listsplat", "!listsplat(value, count): list"),
    ("logtwo", "!logtwo(a): int"),
    ("lt", "!lt(a, b): bit"),
    ("mul", "!mul(a, b, ...): int"),
    ("ne", "!ne(a, b): bit"),
    ("not", "!not(a): bit"),
    ("or", "!or(a, b, ...): int (bitwise)"),
    ("range", "!range([start,] end[, step]) or !range(list): list<int>"),
    ("repr", "!repr(value): string"),
    ("setdagarg", "!setdagarg(dag, index-or-name, value): dag"),
    ("setdagname", "!setdagname(dag, index-or-name, name): dag"),
    ("setdagop", "!setdagop(dag, op): dag"),
    ("setop", "!setop(dag, op): dag (old name of !setdagop)"),
    ("shl", "!shl(a, count): int"),
    ("size", "!size(list-or-string-or-dag): int"),
    ("sra", "!sra(a, count): int"),
    ("srl", "!srl(a, count): int"),
    ("strconcat", "!strconcat(string, string, ...): string"),
    ("sub", "!sub(a, b): int"),
    ("subst", "!subst(target, replacement, value)"),
    ("substr", "!substr(string, start[, length]): string"),
    ("tail", "!tail(list): list"),
    ("tolower", "!tolower(string): string"),
    ("toupper", "!toupper(string): string"),
    ("xor", "!xor(a, b, ...): int (bitwise)"),
];

enum Op {
    Un(UnOp),
    Bin(BinOp),
    Tern(TernOp),
    IsA,
    Exists,
    ForEachFilter(bool),
    Range,
    Substr,
    Find,
    Cond,
    Foldl,
}

fn op_of(name: &str) -> Option<Op> {
    Some(match name {
        "not" => Op::Un(UnOp::Not),
        "tolower" => Op::Un(UnOp::ToLower),
        "toupper" => Op::Un(UnOp::ToUpper),
        "logtwo" => Op::Un(UnOp::Log2),
        "head" => Op::Un(UnOp::Head),
        "tail" => Op::Un(UnOp::Tail),
        "size" => Op::Un(UnOp::Size),
        "empty" => Op::Un(UnOp::Empty),
        "cast" => Op::Un(UnOp::Cast),
        "repr" => Op::Un(UnOp::Repr),
        "getdagop" | "getop" => Op::Un(UnOp::GetDagOp),
        "isa" => Op::IsA,
        "exists" => Op::Exists,
        "con" => Op::Bin(BinOp::Concat),
        "add" => Op::Bin(BinOp::Add),
        "sub" => Op::Bin(BinOp::Sub),
        "mul" => Op::Bin(BinOp::Mul),
        "div" => Op::Bin(BinOp::Div),
        "and" => Op::Bin(BinOp::And),
        "or" => Op::Bin(BinOp::Or),
        "xor" => Op::Bin(BinOp::Xor),
        "sra" => Op::Bin(BinOp::Sra),
        "srl" => Op::Bin(BinOp::Srl),
        "shl" => Op::Bin(BinOp::Shl),
        "eq" => Op::Bin(BinOp::Eq),
        "ne" => Op::Bin(BinOp::Ne),
        "le" => Op::Bin(BinOp::Le),
        "lt" => Op::Bin(BinOp::Lt),
        "ge" => Op::Bin(BinOp::Ge),
        "gt" => Op::Bin(BinOp::Gt),
        "listconcat" => Op::Bin(BinOp::ListConcat),
        "listsplat" => Op::Bin(BinOp::ListSplat),
        "listremove" => Op::Bin(BinOp::ListRemove),
        "strconcat" => Op::Bin(BinOp::StrConcat),
        "interleave" => Op::Bin(BinOp::Interleave),
        "getdagarg" => Op::Bin(BinOp::GetDagArg),
        "getdagname" => Op::Bin(BinOp::GetDagName),
        "setdagop" | "setop" => Op::Bin(BinOp::SetDagOp),
        "foreach" => Op::ForEachFilter(true),
        "filter" => Op::ForEachFilter(false),
        "range" => Op::Range,
        "setdagarg" => Op::Tern(TernOp::SetDagArg),
        "setdagname" => Op::Tern(TernOp::SetDagName),
        "dag" => Op::Tern(TernOp::Dag),
        "if" => Op::Tern(TernOp::If),
        "subst" => Op::Tern(TernOp::Subst),
        "substr" => Op::Substr,
        "find" => Op::Find,
        "cond" => Op::Cond,
        "foldl" => Op::Foldl,
        _ => return None,
    })
}

fn is_arith(op: BinOp) -> bool {
    matches!(
        op,
        BinOp::Add
            | BinOp::Sub
            | BinOp::Mul
            | BinOp::Div
            | BinOp::And
            | BinOp::Or
            | BinOp::Xor
            | BinOp::Sra
            | BinOp::Srl
            | BinOp::Shl
    )
}

impl<'u> Evaluator<'u> {
    fn op_err(&mut self, code: &'static str, span: Span, msg: impl Into<String>, label: &str) -> Stop {
        self.error(Diagnostic::error(code, msg).at(span, label))
    }

    /// The `<type>` of an operator (llvm-tblgen's `ParseOperatorType`).
    fn operator_type(&mut self, t: Option<&ast::TypeExpr>, name: &ast::Ident, required: bool) -> R<Option<Ty>> {
        match t {
            None if required => Err(self.op_err(
                codes::SYNTAX,
                name.span,
                format!("expected type name for !{}", name.name),
                "add <type>",
            )),
            None => Ok(None),
            Some(t) => {
                if matches!(t.kind, ast::TypeKind::Code) {
                    self.kp.report(
                        Diagnostic::error(
                            codes::TYPE_MISMATCH,
                            "the 'code' type is not allowed in bang operators; use 'string'",
                        )
                        .at(t.span, "use 'string'"),
                    );
                }
                Ok(Some(self.parse_type(t)?))
            }
        }
    }

    fn arity(&mut self, e: &ast::Expr, name: &ast::Ident, args: &[BangArg], min: usize, max: usize) -> R<()> {
        if args.len() < min || args.len() > max {
            let want = if min == max { format!("{min}") } else { format!("{min} to {max}") };
            return Err(self.op_err(
                codes::OPERAND_COUNT,
                e.span,
                format!("!{} expects {want} operands, got {}", name.name, args.len()),
                "wrong number of operands",
            ));
        }
        for a in args {
            if let Some(cv) = &a.cond_value {
                return Err(self.op_err(
                    codes::SYNTAX,
                    cv.span,
                    format!("unexpected ':' in !{}", name.name),
                    "only !cond takes 'condition: value'",
                ));
            }
        }
        Ok(())
    }

    fn typed(&mut self, v: &Init, at: Span, what: &str) -> R<Ty> {
        match type_of(v, &self.kp) {
            Some(t) => Ok(t),
            None => Err(self.op_err(
                codes::UNTYPED,
                at,
                format!("could not get type of {what}: '{}'", v.display(&self.kp)),
                "untyped value",
            )),
        }
    }

    /// Evaluates a bang operator expression.
    pub(super) fn bang(&mut self, e: &ast::Expr, cur: Option<RecordId>, ity: Option<&Ty>) -> R<Init> {
        let ExprKind::Bang { name, ty, args } = &e.kind else { return Err(Stop) };
        let span = e.span;
        let Some(op) = op_of(&name.name) else {
            return Err(self.op_err(
                codes::SYNTAX,
                name.span,
                format!("unknown operator '!{}'", name.name),
                "unknown bang operator",
            ));
        };
        let takes_type = matches!(
            op,
            Op::Un(UnOp::Cast) | Op::Un(UnOp::GetDagOp) | Op::IsA | Op::Exists | Op::Bin(BinOp::GetDagArg)
        );
        if !takes_type {
            if let Some(t) = ty {
                return Err(self.op_err(
                    codes::SYNTAX,
                    t.span,
                    format!("!{} does not take a type", name.name),
                    "unexpected type",
                ));
            }
        }
        match op {
            Op::Un(u) => {
                self.arity(e, name, args, 1, 1)?;
                let mut rty = match u {
                    UnOp::Cast => self.operator_type(ty.as_deref(), name, true)?,
                    UnOp::Repr | UnOp::ToLower | UnOp::ToUpper => Some(Ty::Str),
                    UnOp::Not | UnOp::Log2 | UnOp::Size | UnOp::Empty => Some(Ty::Int),
                    UnOp::GetDagOp => match self.operator_type(ty.as_deref(), name, false)? {
                        Some(t) => {
                            if !t.is_rec() {
                                self.kp.report(
                                    Diagnostic::error(codes::TYPE_MISMATCH, "type for !getdagop must be a record type")
                                        .at(name.span, "here"),
                                );
                            }
                            Some(t)
                        }
                        None => Some(Ty::any_rec()),
                    },
                    UnOp::Head | UnOp::Tail => None,
                };
                let arg = &args[0].value;
                let lhs = self.value(arg, cur, None, Mode::Value)?;
                let lt = type_of(&lhs, &self.kp);
                if matches!(u, UnOp::Empty | UnOp::Size) && !matches!(lt, Some(Ty::List(_) | Ty::Str | Ty::Dag)) {
                    return Err(self.op_err(
                        codes::TYPE_MISMATCH,
                        arg.span,
                        "expected string, list, or dag type argument in unary operator",
                        &format!("this is {}", type_name(&lhs, &self.kp)),
                    ));
                }
                if matches!(u, UnOp::Head | UnOp::Tail) {
                    let Some(Ty::List(elt)) = lt else {
                        return Err(self.op_err(
                            codes::TYPE_MISMATCH,
                            arg.span,
                            "expected list type argument in unary operator",
                            &format!("this is {}", type_name(&lhs, &self.kp)),
                        ));
                    };
                    rty = Some(if let Kind::List(items, _) = &lhs.kind {
                        let Some(first) = items.first() else {
                            return Err(self.op_err(
                                codes::BAD_OPERATION,
                                arg.span,
                                "empty list argument in unary operator",
                                "empty list",
                            ));
                        };
                        let Some(it) = type_of(first, &self.kp) else {
                            return Err(self.op_err(
                                codes::UNTYPED,
                                first.span,
                                "untyped list element in unary operator",
                                "untyped",
                            ));
                        };
                        if u == UnOp::Head {
                            it
                        } else {
                            it.list_of()
                        }
                    } else if u == UnOp::Head {
                        (*elt).clone()
                    } else {
                        Ty::List(elt)
                    });
                }
                let node = mk(span, Kind::Un(u, lhs, rty.unwrap_or(Ty::Int)));
                Ok(fold_unop(&node, cur, false, &mut self.kp))
            }
            Op::IsA | Op::Exists => {
                self.arity(e, name, args, 1, 1)?;
                let t = self.operator_type(ty.as_deref(), name, true)?.ok_or(Stop)?;
                let arg = &args[0].value;
                let v = self.value(arg, cur, None, Mode::Value)?;
                if matches!(op, Op::IsA) {
                    return Ok(fold_isa(&mk(span, Kind::IsA(t, v)), &mut self.kp));
                }
                match type_of(&v, &self.kp) {
                    Some(Ty::Str) => {}
                    Some(Ty::Rec(_)) => {
                        return Err(self.op_err(
                            codes::TYPE_MISMATCH,
                            arg.span,
                            "expected string type argument in !exists operator, please use !isa instead",
                            "a record",
                        ))
                    }
                    _ => {
                        return Err(self.op_err(
                            codes::TYPE_MISMATCH,
                            arg.span,
                            "expected string type argument in !exists operator",
                            "not a string",
                        ))
                    }
                }
                Ok(fold_exists(&mk(span, Kind::Exists(t, v)), cur, false, &mut self.kp))
            }
            Op::Bin(b) => self.binop(e, name, b, ty.as_deref(), args, cur, ity),
            Op::ForEachFilter(is_foreach) => self.foreach_filter(e, name, is_foreach, args, cur, ity),
            Op::Range => self.range_op(e, name, args, cur),
            Op::Tern(t) => self.ternop(e, name, t, args, cur, ity),
            Op::Substr | Op::Find => {
                self.arity(e, name, args, 2, 3)?;
                let is_find = matches!(op, Op::Find);
                let lhs = self.value(&args[0].value, cur, None, Mode::Value)?;
                let mhs = self.value(&args[1].value, cur, None, Mode::Value)?;
                let rhs = match args.get(2) {
                    Some(a) => self.value(&a.value, cur, None, Mode::Value)?,
                    None => mk(span, Kind::Int(if is_find { 0 } else { i64::MAX })),
                };
                let rty = if is_find { Ty::Int } else { Ty::Str };
                if let Some(it) = ity {
                    if !convertible(&self.kp, &rty, it) {
                        let msg = format!(
                            "expected value of type '{}', got '{}'",
                            it.display(&self.kp),
                            rty.display(&self.kp)
                        );
                        self.kp.report(Diagnostic::error(codes::TYPE_MISMATCH, msg).at(span, "here"));
                    }
                }
                let want = [Ty::Str, if is_find { Ty::Str } else { Ty::Int }, Ty::Int];
                for (i, (v, w)) in [&lhs, &mhs, &rhs].iter().zip(want.iter()).enumerate() {
                    if let Some(t) = type_of(v, &self.kp) {
                        if t != *w {
                            let at = args.get(i).map(|a| a.value.span).unwrap_or(span);
                            let msg = format!("expected {}, got type '{}'", w.display(&self.kp), t.display(&self.kp));
                            return Err(self.op_err(codes::TYPE_MISMATCH, at, msg, "wrong type"));
                        }
                    }
                }
                let t = if is_find { TernOp::Find } else { TernOp::Substr };
                Ok(fold_ternop(&mk(span, Kind::Tern(t, lhs, mhs, rhs, rty)), cur, &mut self.kp))
            }
            Op::Cond => self.cond(e, args, cur, ity),
            Op::Foldl => self.foldl(e, name, args, cur),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn binop(
        &mut self,
        e: &ast::Expr,
        name: &ast::Ident,
        code: BinOp,
        ty: Option<&ast::TypeExpr>,
        args: &[BangArg],
        cur: Option<RecordId>,
        ity: Option<&Ty>,
    ) -> R<Init> {
        let span = e.span;
        self.arity(e, name, args, 1, usize::MAX)?;
        let (mut rty, mut arg_ty): (Option<Ty>, Option<Ty>) = match code {
            BinOp::Concat | BinOp::SetDagOp => (Some(Ty::Dag), Some(Ty::Dag)),
            BinOp::GetDagArg => (self.operator_type(ty, name, true)?, Some(Ty::Dag)),
            BinOp::GetDagName => (Some(Ty::Str), Some(Ty::Dag)),
            c if is_arith(c) => (Some(Ty::Int), Some(Ty::Int)),
            BinOp::Eq | BinOp::Ne | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => (Some(Ty::Bit), None),
            BinOp::ListConcat | BinOp::ListRemove => (None, ity.cloned()),
            BinOp::ListSplat => (None, None),
            BinOp::StrConcat => (Some(Ty::Str), Some(Ty::Str)),
            BinOp::Interleave => (Some(Ty::Str), None),
            _ => (None, None),
        };
        if let (Some(t), Some(it)) = (&rty, ity) {
            if !convertible(&self.kp, t, it) {
                let msg = format!("expected value of type '{}', got '{}'", it.display(&self.kp), t.display(&self.kp));
                return Err(self.op_err(codes::TYPE_MISMATCH, name.span, msg, "wrong result type"));
            }
        }
        let mut values: Vec<Init> = Vec::new();
        for a in args {
            let v = self.value(&a.value, cur, arg_ty.as_ref(), Mode::Value)?;
            let Some(vt) = type_of(&v, &self.kp) else {
                let msg = format!("expected value to be a typed value, got '{}'", v.display(&self.kp));
                return Err(self.op_err(codes::UNTYPED, a.value.span, msg, "untyped"));
            };
            values.push(v);
            let at = a.value.span;
            match &arg_ty {
                None => {
                    let got = vt.display(&self.kp);
                    let mut next = Some(vt.clone());
                    match code {
                        BinOp::ListConcat | BinOp::ListRemove if !matches!(vt, Ty::List(_)) => {
                            return Err(self.op_err(
                                codes::TYPE_MISMATCH,
                                at,
                                format!("expected a list, got value of type '{got}'"),
                                "not a list",
                            ));
                        }
                        BinOp::ListSplat => {
                            if let (Some(it), 1) = (ity, values.len()) {
                                let Ty::List(ielt) = it else {
                                    let msg = format!(
                                        "expected output type to be a list, got type '{}'",
                                        it.display(&self.kp)
                                    );
                                    return Err(self.op_err(codes::TYPE_MISMATCH, name.span, msg, "here"));
                                };
                                if !convertible(&self.kp, &vt.list_of(), it) {
                                    let msg = format!(
                                        "expected first arg type to be '{got}', got value of type '{}'",
                                        ielt.display(&self.kp)
                                    );
                                    return Err(self.op_err(codes::TYPE_MISMATCH, name.span, msg, "here"));
                                }
                            }
                            if values.len() == 2 && vt != Ty::Int {
                                return Err(self.op_err(
                                    codes::TYPE_MISMATCH,
                                    at,
                                    format!("expected second parameter to be an int, got value of type '{got}'"),
                                    "not an int",
                                ));
                            }
                            next = None;
                        }
                        BinOp::Eq | BinOp::Ne => {
                            let any_rec = Ty::any_rec();
                            if !convertible(&self.kp, &vt, &Ty::Int)
                                && !convertible(&self.kp, &vt, &Ty::Str)
                                && !convertible(&self.kp, &vt, &any_rec)
                            {
                                let msg =
                                    format!("expected bit, bits, int, string, or record; got value of type '{got}'");
                                return Err(self.op_err(codes::TYPE_MISMATCH, at, msg, "not comparable"));
                            }
                        }
                        BinOp::GetDagArg | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt
                            if !convertible(&self.kp, &vt, &Ty::Int) && !convertible(&self.kp, &vt, &Ty::Str) =>
                        {
                            let msg = format!("expected bit, bits, int, or string; got value of type '{got}'");
                            return Err(self.op_err(codes::TYPE_MISMATCH, at, msg, "not comparable"));
                        }
                        BinOp::Interleave => {
                            match values.len() {
                                1 if vt != Ty::Str.list_of() && !convertible(&self.kp, &vt, &Ty::Int.list_of()) => {
                                    let msg = format!(
                                        "expected list of string, int, bits, or bit; got value of type '{got}'"
                                    );
                                    return Err(self.op_err(codes::TYPE_MISMATCH, at, msg, "wrong type"));
                                }
                                2 if vt != Ty::Str => {
                                    let msg =
                                        format!("expected second argument to be a string, got value of type '{got}'");
                                    return Err(self.op_err(codes::TYPE_MISMATCH, at, msg, "not a string"));
                                }
                                _ => {}
                            }
                            next = None;
                        }
                        _ => {}
                    }
                    arg_ty = next;
                }
                Some(want) => {
                    let Some(resolved) = resolve_types(&self.kp, want, &vt) else {
                        let msg = format!(
                            "expected value of type '{}', got '{}'",
                            want.display(&self.kp),
                            vt.display(&self.kp)
                        );
                        return Err(self.op_err(
                            codes::TYPE_MISMATCH,
                            at,
                            msg,
                            &format!("this is {}", vt.display(&self.kp)),
                        ));
                    };
                    if !is_arith(code) {
                        arg_ty = Some(resolved);
                    }
                }
            }
            match code {
                BinOp::SetDagOp => arg_ty = Some(Ty::any_rec()),
                BinOp::GetDagArg => arg_ty = None,
                BinOp::GetDagName => arg_ty = Some(Ty::Int),
                _ => {}
            }
        }
        match code {
            BinOp::ListConcat | BinOp::ListRemove => rty = arg_ty.clone(),
            BinOp::ListSplat => rty = values.first().and_then(|v| type_of(v, &self.kp)).map(|t| t.list_of()),
            _ => {}
        }
        let rty = rty.unwrap_or(Ty::Int);
        let assoc = matches!(
            code,
            BinOp::StrConcat
                | BinOp::ListConcat
                | BinOp::Concat
                | BinOp::Add
                | BinOp::And
                | BinOp::Or
                | BinOp::Xor
                | BinOp::Mul
        );
        if assoc {
            while values.len() > 2 {
                let r = values.pop().ok_or(Stop)?;
                let l = values.pop().ok_or(Stop)?;
                let sp = l.span.to(r.span);
                let folded = fold_binop(&mk(sp, Kind::Bin(code, l, r, rty.clone())), cur, &mut self.kp);
                values.push(folded);
            }
        }
        if values.len() != 2 {
            return Err(self.op_err(
                codes::OPERAND_COUNT,
                span,
                format!("!{} expects two operands", name.name),
                "wrong number of operands",
            ));
        }
        let r = values.pop().ok_or(Stop)?;
        let l = values.pop().ok_or(Stop)?;
        Ok(fold_binop(&mk(span, Kind::Bin(code, l, r, rty)), cur, &mut self.kp))
    }

    /// A temporary scope record for the variables of `!foreach` and `!foldl`.
    fn scope_record(&mut self, cur: Option<RecordId>, span: Span) -> RecordId {
        match cur {
            Some(r) => r,
            None => self.kp.add_record(Record::new(mk(span, Kind::Str(".parse".into(), false)), span, false, false)),
        }
    }

    fn temp_field(&mut self, rec: RecordId, name: &Name, ty: Ty, span: Span) {
        let field = RecordVal::new(name.clone(), ty, FieldKind::Normal, Some(mk(span, Kind::Unset)), span);
        self.kp.record_mut(rec).values.push(field);
    }

    fn ident_arg(&mut self, a: &BangArg, what: &str) -> R<ast::Ident> {
        match &a.value.kind {
            ExprKind::Id(id) => Ok(id.clone()),
            _ => Err(self.op_err(
                codes::SYNTAX,
                a.value.span,
                format!("{what} must be an identifier"),
                "not an identifier",
            )),
        }
    }

    fn foreach_filter(
        &mut self,
        e: &ast::Expr,
        name: &ast::Ident,
        is_foreach: bool,
        args: &[BangArg],
        cur: Option<RecordId>,
        ity: Option<&Ty>,
    ) -> R<Init> {
        let span = e.span;
        self.arity(e, name, args, 3, 3)?;
        let var = self.ident_arg(&args[0], "first argument of !foreach/!filter")?;
        let vname: Name = var.name.as_str().into();
        if let Some(r) = cur {
            if self.kp.record(r).field(&vname).is_some() {
                return Err(self.op_err(
                    codes::DUPLICATE,
                    var.span,
                    format!("iteration variable '{vname}' is already defined"),
                    "already defined",
                ));
            }
        }
        let mhs = self.value(&args[1].value, cur, None, Mode::Value)?;
        let mt = self.typed(&mhs, args[1].value.span, "!foreach/!filter list or dag")?;
        let (in_elt, expr_elt, is_dag) = match &mt {
            Ty::List(elt) => {
                let expr_elt = match ity {
                    Some(Ty::List(out)) => Some(if is_foreach { (**out).clone() } else { Ty::Int }),
                    Some(it) => {
                        let msg = format!("expected value of type '{}', but got list type", it.display(&self.kp));
                        return Err(self.op_err(codes::TYPE_MISMATCH, name.span, msg, "here"));
                    }
                    None => None,
                };
                ((**elt).clone(), expr_elt, false)
            }
            Ty::Dag => {
                if !is_foreach {
                    return Err(self.op_err(
                        codes::TYPE_MISMATCH,
                        args[1].value.span,
                        "!filter must have a list argument",
                        "a dag",
                    ));
                }
                if let Some(it) = ity {
                    if *it != Ty::Dag {
                        let msg = format!("expected value of type '{}', but got dag type", it.display(&self.kp));
                        return Err(self.op_err(codes::TYPE_MISMATCH, name.span, msg, "here"));
                    }
                }
                (Ty::Dag, None, true)
            }
            _ => {
                let msg = if is_foreach {
                    "!foreach must have a list or dag argument"
                } else {
                    "!filter must have a list argument"
                };
                return Err(self.op_err(
                    codes::TYPE_MISMATCH,
                    args[1].value.span,
                    msg,
                    &format!("this is {}", mt.display(&self.kp)),
                ));
            }
        };
        let rec = self.scope_record(cur, span);
        self.push_scope(ScopeKind::Record(rec));
        self.temp_field(rec, &vname, in_elt.clone(), var.span);
        let rhs = self.value(&args[2].value, Some(rec), expr_elt.as_ref(), Mode::Value);
        self.kp.record_mut(rec).remove_field(&vname);
        self.pop_scope();
        let rhs = rhs?;
        let out_ty = if is_foreach && !is_dag {
            self.typed(&rhs, args[2].value.span, "!foreach result expression")?.list_of()
        } else if !is_foreach {
            in_elt.list_of()
        } else {
            in_elt
        };
        let lhs = mk(var.span, Kind::Str(vname, false));
        let t = if is_foreach { TernOp::Foreach } else { TernOp::Filter };
        Ok(fold_ternop(&mk(span, Kind::Tern(t, lhs, mhs, rhs, out_ty)), cur, &mut self.kp))
    }

    fn range_op(&mut self, e: &ast::Expr, name: &ast::Ident, args: &[BangArg], cur: Option<RecordId>) -> R<Init> {
        let span = e.span;
        self.arity(e, name, args, 1, 3)?;
        let mut vals = Vec::new();
        let mut first_is_list = false;
        for (i, a) in args.iter().enumerate() {
            let v = self.value(&a.value, cur, None, Mode::Value)?;
            let t = self.typed(&v, a.value.span, "!range operand")?;
            if i == 0 && matches!(t, Ty::List(_)) {
                first_is_list = true;
            } else if first_is_list {
                let msg = format!("expected one list, got extra value of type '{}'", t.display(&self.kp));
                return Err(self.op_err(codes::OPERAND_COUNT, a.value.span, msg, "extra operand"));
            } else if t != Ty::Int {
                let msg = if i == 0 {
                    format!("expected list or int, got value of type '{}'", t.display(&self.kp))
                } else {
                    format!("expected value of type 'int', got '{}'", t.display(&self.kp))
                };
                return Err(self.op_err(codes::TYPE_MISMATCH, a.value.span, msg, "wrong type"));
            }
            vals.push(v);
        }
        let int = |v: i64| mk(span, Kind::Int(v));
        let (l, m, r) = if vals.len() == 1 {
            if first_is_list {
                let size =
                    fold_unop(&mk(span, Kind::Un(UnOp::Size, vals[0].clone(), Ty::Int)), cur, false, &mut self.kp);
                (int(0), size, int(1))
            } else {
                (int(0), vals[0].clone(), int(1))
            }
        } else {
            (vals[0].clone(), vals[1].clone(), vals.get(2).cloned().unwrap_or_else(|| int(1)))
        };
        Ok(fold_ternop(&mk(span, Kind::Tern(TernOp::Range, l, m, r, Ty::Int.list_of())), cur, &mut self.kp))
    }

    fn ternop(
        &mut self,
        e: &ast::Expr,
        name: &ast::Ident,
        code: TernOp,
        args: &[BangArg],
        cur: Option<RecordId>,
        ity: Option<&Ty>,
    ) -> R<Init> {
        let span = e.span;
        self.arity(e, name, args, 3, 3)?;
        let item = match code {
            TernOp::Dag | TernOp::SetDagArg | TernOp::SetDagName => None,
            _ => ity,
        };
        let lhs = self.value(&args[0].value, cur, None, Mode::Value)?;
        let mhs = self.value(&args[1].value, cur, item, Mode::Value)?;
        let rhs = self.value(&args[2].value, cur, item, Mode::Value)?;
        let (ms, rs) = (args[1].value.span, args[2].value.span);
        let mt = type_of(&mhs, &self.kp);
        let rt = type_of(&rhs, &self.kp);
        let ty = match code {
            TernOp::Dag => {
                if let Some(t) = &mt {
                    if !matches!(t, Ty::List(_)) {
                        return Err(self.op_err(
                            codes::TYPE_MISMATCH,
                            ms,
                            format!("expected list of children, got type '{}'", t.display(&self.kp)),
                            "not a list",
                        ));
                    }
                }
                if let Some(t) = &rt {
                    if *t != Ty::Str.list_of() {
                        return Err(self.op_err(
                            codes::TYPE_MISMATCH,
                            rs,
                            format!("expected list<string>, got type '{}'", t.display(&self.kp)),
                            "not list<string>",
                        ));
                    }
                }
                if mt.is_none() && rt.is_none() {
                    return Err(self.op_err(
                        codes::UNTYPED,
                        ms,
                        "cannot have both unset children and unset names in !dag",
                        "unset",
                    ));
                }
                Ty::Dag
            }
            TernOp::If => {
                let m = if mhs.is_unset() { rt.clone() } else { mt.clone() };
                let r = if rhs.is_unset() { m.clone() } else { rt.clone() };
                let (Some(m), Some(r)) = (m, r) else {
                    return Err(self.op_err(codes::UNTYPED, span, "could not get type for !if", "both arms are '?'"));
                };
                match resolve_types(&self.kp, &m, &r) {
                    Some(t) => t,
                    None => {
                        let msg = format!(
                            "inconsistent types '{}' and '{}' for !if",
                            m.display(&self.kp),
                            r.display(&self.kp)
                        );
                        return Err(self.error(
                            Diagnostic::error(codes::TYPE_MISMATCH, msg)
                                .at(ms, format!("this is {}", m.display(&self.kp)))
                                .with_label(rs, format!("this is {}", r.display(&self.kp))),
                        ));
                    }
                }
            }
            TernOp::Subst => match rt {
                Some(t) => t,
                None => return Err(self.op_err(codes::UNTYPED, rs, "could not get type for !subst", "untyped")),
            },
            TernOp::SetDagArg | TernOp::SetDagName => {
                if !matches!(mt, Some(Ty::Int | Ty::Str)) {
                    let got = mt
                        .map(|t| format!("type '{}'", t.display(&self.kp)))
                        .unwrap_or_else(|| format!("'{}'", mhs.display(&self.kp)));
                    return Err(self.op_err(
                        codes::TYPE_MISMATCH,
                        ms,
                        format!("expected integer index or string name, got {got}"),
                        "wrong type",
                    ));
                }
                if code == TernOp::SetDagName {
                    if let Some(t) = &rt {
                        if *t != Ty::Str {
                            return Err(self.op_err(
                                codes::TYPE_MISMATCH,
                                rs,
                                format!("expected string or unset name, got type '{}'", t.display(&self.kp)),
                                "wrong type",
                            ));
                        }
                    }
                }
                Ty::Dag
            }
            _ => Ty::Dag,
        };
        Ok(fold_ternop(&mk(span, Kind::Tern(code, lhs, mhs, rhs, ty)), cur, &mut self.kp))
    }

    fn cond(&mut self, e: &ast::Expr, args: &[BangArg], cur: Option<RecordId>, ity: Option<&Ty>) -> R<Init> {
        let span = e.span;
        if args.is_empty() {
            return Err(self.op_err(
                codes::OPERAND_COUNT,
                span,
                "there should be at least 1 'condition : value' in the !cond operator",
                "empty",
            ));
        }
        let mut conds = Vec::new();
        let mut vals = Vec::new();
        for a in args {
            let Some(cv) = &a.cond_value else {
                return Err(self.op_err(
                    codes::SYNTAX,
                    a.value.span,
                    "expected ':' following a condition in !cond operator",
                    "missing ': value'",
                ));
            };
            conds.push(self.value(&a.value, cur, None, Mode::Value)?);
            vals.push(self.value(cv, cur, ity, Mode::Value)?);
        }
        let mut ty: Option<Ty> = None;
        for v in &vals {
            if v.is_unset() {
                continue;
            }
            let vt = type_of(v, &self.kp);
            ty = match (ty, vt) {
                (None, t) => t,
                (Some(t), Some(vt)) => match resolve_types(&self.kp, &t, &vt) {
                    Some(r) => Some(r),
                    None => {
                        let msg = format!(
                            "inconsistent types '{}' and '{}' for !cond",
                            t.display(&self.kp),
                            vt.display(&self.kp)
                        );
                        return Err(self.op_err(codes::TYPE_MISMATCH, v.span, msg, "this value"));
                    }
                },
                (Some(t), None) => Some(t),
            };
        }
        let Some(ty) = ty else {
            return Err(self.op_err(
                codes::UNTYPED,
                span,
                "could not determine type for !cond from its arguments",
                "all values are '?'",
            ));
        };
        Ok(fold_cond(&mk(span, Kind::Cond(Box::new((conds, vals)), ty)), cur, &mut self.kp))
    }

    fn foldl(&mut self, e: &ast::Expr, name: &ast::Ident, args: &[BangArg], cur: Option<RecordId>) -> R<Init> {
        let span = e.span;
        self.arity(e, name, args, 5, 5)?;
        let start = self.value(&args[0].value, cur, None, Mode::Value)?;
        let st = self.typed(&start, args[0].value.span, "!foldl start")?;
        let list = self.value(&args[1].value, cur, None, Mode::Value)?;
        let lt = self.typed(&list, args[1].value.span, "!foldl list")?;
        let Ty::List(elt) = lt else {
            let msg = format!("!foldl list must be a list, but is of type '{}'", lt.display(&self.kp));
            return Err(self.op_err(codes::TYPE_MISMATCH, args[1].value.span, msg, "not a list"));
        };
        let a = self.ident_arg(&args[2], "third argument of !foldl")?;
        let b = self.ident_arg(&args[3], "fourth argument of !foldl")?;
        let (an, bn): (Name, Name) = (a.name.as_str().into(), b.name.as_str().into());
        if let Some(r) = cur {
            for (n, id, side) in [(&an, &a, "left"), (&bn, &b, "right")] {
                if self.kp.record(r).field(n).is_some() {
                    return Err(self.op_err(
                        codes::DUPLICATE,
                        id.span,
                        format!("{side} !foldl variable '{n}' already defined"),
                        "already defined",
                    ));
                }
            }
        }
        let rec = self.scope_record(cur, span);
        self.push_scope(ScopeKind::Record(rec));
        self.temp_field(rec, &an, st.clone(), a.span);
        self.temp_field(rec, &bn, (*elt).clone(), b.span);
        let expr = self.value(&args[4].value, Some(rec), None, Mode::Value);
        self.kp.record_mut(rec).remove_field(&an);
        self.kp.record_mut(rec).remove_field(&bn);
        self.pop_scope();
        let expr = expr?;
        let et = self.typed(&expr, args[4].value.span, "!foldl expression")?;
        if et != st {
            let msg = format!(
                "!foldl expression must be of same type as start ({}), but is of type {}",
                st.display(&self.kp),
                et.display(&self.kp)
            );
            return Err(self.error(
                Diagnostic::error(codes::TYPE_MISMATCH, msg)
                    .at(args[4].value.span, format!("this is {}", et.display(&self.kp)))
                    .with_label(args[0].value.span, format!("start is {}", st.display(&self.kp))),
            ));
        }
        let node = mk(
            span,
            Kind::Fold(Box::new(crate::records::value::FoldParts { start, list, a: an, b: bn, expr, ty: st })),
        );
        Ok(fold_foldl(&node, cur, &mut self.kp))
    }
}

#[cfg(test)]
mod tests {
    use super::{op_of, BANG_OPERATORS};

    #[test]
    fn the_operator_table_lists_exactly_the_evaluated_operators() {
        for (name, signature) in BANG_OPERATORS {
            assert!(op_of(name).is_some(), "!{name} is listed but not evaluated");
            assert!(signature.starts_with(&format!("!{name}")), "{signature}");
        }
        // Every evaluated operator appears in the table (sorted, no gaps).
        let names: Vec<&str> = BANG_OPERATORS.iter().map(|(n, _)| *n).collect();
        assert!(names.windows(2).all(|w| w[0] < w[1]));
        let all_lowercase_words = ["initialized", "match", "ctpop", "tolower"];
        for word in all_lowercase_words {
            assert_eq!(op_of(word).is_some(), names.contains(&word), "!{word}");
        }
    }
}
