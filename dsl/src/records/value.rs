//! Values ("initializers"): immutable trees shared by `Rc`, each node
//! carrying the span where it was written or computed.
//!
//! llvm-tblgen uniques its values, so it can test identity with a pointer
//! comparison. We keep spans on values, so we cannot unique them; instead
//! resolution returns the very same `Rc` when nothing changed (see
//! [`same`]), and [`Node`]'s `Eq`/`Hash` compare structure while ignoring
//! spans, which is what llvm-tblgen's pointer identity amounts to.

use super::keeper::{RecordId, RecordKeeper};
use super::types::{convertible, is_a, Ty};
use crate::source::Span;
use std::fmt::Write;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

/// A shared value.
pub type Init = Rc<Node>;
/// A name (field, variable, template argument).
pub type Name = Rc<str>;

/// One value node.
#[derive(Debug)]
pub struct Node {
    /// Where it was written, or the operator that computed it.
    pub span: Span,
    /// What it is.
    pub kind: Kind,
    /// Whether resolution could change it: it holds a reference or an
    /// operator somewhere. A closed value (only literals, records and
    /// lists, bits and dags of them) resolves to itself, so resolution
    /// skips it without looking inside.
    open: bool,
}

/// Unary operators.
#[allow(missing_docs)] // variants are named after their bang operators
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnOp {
    ToLower,
    ToUpper,
    Cast,
    Not,
    Head,
    Tail,
    Size,
    Empty,
    GetDagOp,
    Log2,
    Repr,
}

/// Binary operators.
#[allow(missing_docs)] // variants are named after their bang operators
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    And,
    Or,
    Xor,
    Shl,
    Sra,
    Srl,
    ListConcat,
    ListSplat,
    ListRemove,
    ListElem,
    ListSlice,
    RangeC,
    StrConcat,
    Interleave,
    Concat,
    Eq,
    Ne,
    Le,
    Lt,
    Ge,
    Gt,
    GetDagArg,
    GetDagName,
    SetDagOp,
}

/// Ternary operators.
#[allow(missing_docs)] // variants are named after their bang operators
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TernOp {
    Subst,
    Foreach,
    Filter,
    If,
    Dag,
    Range,
    Substr,
    Find,
    SetDagArg,
    SetDagName,
}

/// A template argument of an unresolved anonymous instantiation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ArgKey {
    /// By position.
    Pos(u32),
    /// By qualified name (`Class:arg`).
    Named(Name),
}

/// One argument of a [`Kind::VarDef`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arg {
    /// Position or name.
    pub key: ArgKey,
    /// The value.
    pub value: Init,
}

/// The kinds of values.
#[derive(Debug)]
pub enum Kind {
    /// `?`
    Unset,
    /// A single bit.
    Bit(bool),
    /// `{ ... }`, bit 0 first.
    Bits(Vec<Init>),
    /// An integer.
    Int(i64),
    /// A string; `true` when written as code `[{...}]`.
    Str(Name, bool),
    /// A list and its element type.
    List(Vec<Init>, Ty),
    /// A reference to a record.
    Def(RecordId),
    /// A reference to a variable (field, template argument, iterator).
    Var(Name, Ty),
    /// One bit of a typed value.
    VarBit(Init, u32),
    /// `value.field`, with the field's type.
    Field(Init, Name, Ty),
    /// A unary operator and its result type.
    Un(UnOp, Init, Ty),
    /// A binary operator and its result type.
    Bin(BinOp, Init, Init, Ty),
    /// A ternary operator and its result type.
    Tern(TernOp, Init, Init, Init, Ty),
    /// `!foldl(start, list, a, b, expr)`
    Fold(Box<FoldParts>),
    /// `!isa<T>(e)`
    IsA(Ty, Init),
    /// `!exists<T>(e)`
    Exists(Ty, Init),
    /// `!cond(c: v, ...)` and the value type.
    Cond(Box<(Vec<Init>, Vec<Init>)>, Ty),
    /// `(op:$name args...)`
    Dag(Init, Option<Name>, Vec<(Init, Option<Name>)>),
    /// `Class<args>` not yet instantiated.
    VarDef(RecordId, Vec<Arg>),
    /// The provisional name of an anonymous record.
    AnonName(u32),
}

/// The operands of `!foldl(start, list, a, b, expr)` (boxed to keep
/// [`Kind`] small).
#[allow(missing_docs)]
#[derive(Debug, PartialEq, Eq)]
pub struct FoldParts {
    pub start: Init,
    pub list: Init,
    pub a: Name,
    pub b: Name,
    pub expr: Init,
    pub ty: Ty,
}

/// Whether two values are the same node (nothing changed during resolution).
pub fn same(a: &Init, b: &Init) -> bool {
    Rc::ptr_eq(a, b)
}

/// The low `n` bits of `v` as bit values written at `span`: two shared
/// nodes, one for 0 and one for 1, however wide the value.
pub fn int_bits(span: Span, v: u64, n: u32) -> Vec<Init> {
    let zero = mk(span, Kind::Bit(false));
    let one = mk(span, Kind::Bit(true));
    (0..n).map(|i| if i < 64 && (v >> i) & 1 == 1 { one.clone() } else { zero.clone() }).collect()
}

/// Builds a node.
pub fn mk(span: Span, kind: Kind) -> Init {
    let open = match &kind {
        Kind::Unset | Kind::Bit(_) | Kind::Int(_) | Kind::Str(..) | Kind::Def(_) => false,
        Kind::Bits(items) | Kind::List(items, _) => items.iter().any(|i| i.open),
        Kind::Dag(op, _, args) => op.open || args.iter().any(|(a, _)| a.open),
        _ => true,
    };
    Rc::new(Node { span, kind, open })
}

impl Node {
    /// Whether this is `?`.
    pub fn is_unset(&self) -> bool {
        matches!(self.kind, Kind::Unset)
    }

    /// The integer, if this is one.
    pub fn as_int(&self) -> Option<i64> {
        match self.kind {
            Kind::Int(v) => Some(v),
            _ => None,
        }
    }

    /// The string, if this is one.
    pub fn as_str(&self) -> Option<&Name> {
        match &self.kind {
            Kind::Str(s, _) => Some(s),
            _ => None,
        }
    }

    /// For a bit stuck on `!cast<bits<n>>(int)`, which is where an integer
    /// too wide for its `bits<n>` ends up: a help line saying so.
    pub fn unfit_integer_help(&self) -> Option<String> {
        let Kind::VarBit(inner, _) = &self.kind else { return None };
        match &inner.kind {
            Kind::Un(UnOp::Cast, x, Ty::Bits(n)) => {
                x.as_int().map(|i| format!("{i} does not fit in bits<{n}>; it needs more bits or a smaller value"))
            }
            _ => None,
        }
    }

    /// The record, if this is a reference to one.
    pub fn as_def(&self) -> Option<RecordId> {
        match self.kind {
            Kind::Def(r) => Some(r),
            _ => None,
        }
    }

    /// Whether the value has a type (everything but `?`).
    pub fn is_typed(&self) -> bool {
        !self.is_unset()
    }

    /// Whether resolution could change this value (see [`Node`]).
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// Is this fully resolved, with no references or stuck operations?
    pub fn is_concrete(&self, kp: &RecordKeeper) -> bool {
        if !self.open {
            return true;
        }
        match &self.kind {
            Kind::Unset | Kind::Bit(_) | Kind::Int(_) | Kind::Str(..) | Kind::Def(_) => true,
            Kind::Bits(bits) => bits.iter().all(|b| b.is_concrete(kp)),
            Kind::List(elems, _) => elems.iter().all(|e| e.is_concrete(kp)),
            Kind::Dag(op, _, args) => op.is_concrete(kp) && args.iter().all(|(a, _)| a.is_concrete(kp)),
            Kind::Cond(cv, _) => cv.0.iter().all(|x| x.is_concrete(kp)) && cv.1.iter().all(|x| x.is_concrete(kp)),
            Kind::Field(rec, name, _) => match rec.kind {
                Kind::Def(r) => kp.record(r).value_of(name).map(|v| v.is_concrete(kp)).unwrap_or(false),
                _ => false,
            },
            _ => false,
        }
    }

    /// Is this complete, with no unset parts?
    pub fn is_complete(&self, kp: &RecordKeeper) -> bool {
        match &self.kind {
            Kind::Unset => false,
            Kind::Bits(bits) => bits.iter().all(|b| b.is_complete(kp)),
            Kind::List(elems, _) => elems.iter().all(|e| e.is_complete(kp)),
            Kind::Tern(_, a, b, c, _) => a.is_complete(kp) && b.is_complete(kp) && c.is_complete(kp),
            // llvm-tblgen checks the values of a !cond for concreteness here.
            Kind::Cond(cv, _) => cv.0.iter().all(|x| x.is_complete(kp)) && cv.1.iter().all(|x| x.is_concrete(kp)),
            Kind::Fold(_) | Kind::IsA(..) | Kind::Exists(..) => false,
            _ => true,
        }
    }
}

/// The type of a value (`None` for `?`).
pub fn type_of(init: &Init, kp: &RecordKeeper) -> Option<Ty> {
    Some(match &init.kind {
        Kind::Unset => return None,
        Kind::Bit(_) | Kind::VarBit(..) => Ty::Bit,
        Kind::Bits(b) => Ty::Bits(b.len() as u32),
        Kind::Int(_) | Kind::IsA(..) | Kind::Exists(..) => Ty::Int,
        Kind::Str(..) | Kind::AnonName(_) => Ty::Str,
        Kind::List(_, t) => t.list_of(),
        Kind::Def(r) => kp.record_type(*r),
        Kind::Var(_, t)
        | Kind::Field(_, _, t)
        | Kind::Un(_, _, t)
        | Kind::Bin(_, _, _, t)
        | Kind::Tern(_, _, _, _, t) => t.clone(),
        Kind::Fold(f) => f.ty.clone(),
        Kind::Cond(_, t) => t.clone(),
        Kind::Dag(..) => Ty::Dag,
        Kind::VarDef(class, _) => Ty::rec_of(*class),
    })
}

/// Bit `bit` of a value, as llvm-tblgen's `getBit`.
pub fn get_bit(init: &Init, bit: u32, kp: &RecordKeeper) -> Init {
    match &init.kind {
        Kind::Unset | Kind::Bit(_) | Kind::VarBit(..) => init.clone(),
        Kind::Bits(b) => b.get(bit as usize).cloned().unwrap_or_else(|| mk(init.span, Kind::Unset)),
        Kind::Int(v) => {
            let set = if bit < 64 { (*v >> bit) & 1 == 1 } else { false };
            mk(init.span, Kind::Bit(set))
        }
        Kind::Var(_, t)
        | Kind::Field(_, _, t)
        | Kind::Un(_, _, t)
        | Kind::Bin(_, _, _, t)
        | Kind::Tern(_, _, _, _, t) => {
            if *t == Ty::Bit {
                init.clone()
            } else {
                mk(init.span, Kind::VarBit(init.clone(), bit))
            }
        }
        Kind::Fold(_) | Kind::IsA(..) | Kind::Exists(..) | Kind::Cond(..) => {
            mk(init.span, Kind::VarBit(init.clone(), bit))
        }
        // Not bit-addressable; callers check types before asking.
        Kind::Str(..) | Kind::List(..) | Kind::Def(_) | Kind::Dag(..) | Kind::VarDef(..) | Kind::AnonName(_) => {
            let _ = kp;
            mk(init.span, Kind::Unset)
        }
    }
}

fn can_fit_in_bitfield(value: i64, bits: u32) -> bool {
    bits >= 64 || (value >> bits) == 0 || (value >> (bits - 1)) == -1
}

/// Converts a value to type `ty` if that is possible without a cast
/// operator (llvm-tblgen's `convertInitializerTo`).
pub fn convert_to(init: &Init, ty: &Ty, kp: &RecordKeeper) -> Option<Init> {
    let span = init.span;
    match &init.kind {
        Kind::Unset => Some(init.clone()),
        Kind::Bit(v) => match ty {
            Ty::Bit => Some(init.clone()),
            Ty::Int => Some(mk(span, Kind::Int(*v as i64))),
            Ty::Bits(1) => Some(mk(span, Kind::Bits(vec![init.clone()]))),
            _ => None,
        },
        Kind::Bits(bits) => match ty {
            Ty::Bit => {
                if bits.len() == 1 {
                    Some(bits[0].clone())
                } else {
                    None
                }
            }
            Ty::Bits(n) => {
                if *n as usize == bits.len() {
                    Some(init.clone())
                } else {
                    None
                }
            }
            Ty::Int => {
                let mut result: i64 = 0;
                for (i, b) in bits.iter().enumerate() {
                    match b.kind {
                        Kind::Bit(v) => {
                            if v && i < 64 {
                                result |= 1i64 << i;
                            }
                        }
                        _ => return None,
                    }
                }
                Some(mk(span, Kind::Int(result)))
            }
            _ => None,
        },
        Kind::Int(v) => match ty {
            Ty::Int => Some(init.clone()),
            Ty::Bit => {
                if *v == 0 || *v == 1 {
                    Some(mk(span, Kind::Bit(*v != 0)))
                } else {
                    None
                }
            }
            Ty::Bits(n) => {
                if !can_fit_in_bitfield(*v, *n) {
                    return None;
                }
                Some(mk(span, Kind::Bits(int_bits(span, *v as u64, *n))))
            }
            _ => None,
        },
        Kind::Str(..) => {
            if *ty == Ty::Str {
                Some(init.clone())
            } else {
                None
            }
        }
        Kind::List(elems, elt) => {
            if matches!(ty, Ty::List(e) if **e == *elt) {
                return Some(init.clone());
            }
            let Ty::List(target) = ty else { return None };
            let mut out = Vec::with_capacity(elems.len());
            let mut changed = false;
            for e in elems {
                let c = convert_to(e, target, kp)?;
                changed |= !same(&c, e);
                out.push(c);
            }
            if !changed {
                return Some(init.clone());
            }
            Some(mk(span, Kind::List(out, (**target).clone())))
        }
        Kind::Def(r) => {
            if let Ty::Rec(_) = ty {
                if convertible(kp, &kp.record_type(*r), ty) {
                    return Some(init.clone());
                }
            }
            None
        }
        _ => {
            let my = type_of(init, kp)?;
            if my == *ty || is_a(kp, &my, ty) {
                return Some(init.clone());
            }
            if my == Ty::Bit && *ty == Ty::Bits(1) {
                return Some(mk(span, Kind::Bits(vec![init.clone()])));
            }
            None
        }
    }
}

/// Selects bits (`value{...}`), llvm-tblgen's `convertInitializerBitRange`.
pub fn bit_range(init: &Init, bits: &[u32], span: Span, kp: &RecordKeeper) -> Option<Init> {
    match &init.kind {
        Kind::Bits(b) => {
            let mut out = Vec::with_capacity(bits.len());
            for &i in bits {
                out.push(b.get(i as usize)?.clone());
            }
            Some(mk(span, Kind::Bits(out)))
        }
        Kind::Int(v) => {
            if bits.iter().any(|&i| i >= 64) {
                return None;
            }
            let all = int_bits(span, *v as u64, 64);
            Some(mk(span, Kind::Bits(bits.iter().map(|&i| all[i as usize].clone()).collect())))
        }
        Kind::Unset | Kind::Bit(_) | Kind::Str(..) | Kind::List(..) | Kind::Def(_) | Kind::Dag(..) => None,
        _ => {
            let Some(Ty::Bits(n)) = type_of(init, kp) else { return None };
            let mut out = Vec::with_capacity(bits.len());
            for &i in bits {
                if i >= n {
                    return None;
                }
                out.push(mk(span, Kind::VarBit(init.clone(), i)));
            }
            Some(mk(span, Kind::Bits(out)))
        }
    }
}

// ------------------------------------------------------------- printing

impl Node {
    /// The printed form, as `--print-records` shows it.
    pub fn display(&self, kp: &RecordKeeper) -> String {
        let mut s = String::new();
        self.write(&mut s, kp);
        s
    }

    /// The printed form without quotes around a string.
    pub fn unquoted(&self, kp: &RecordKeeper) -> String {
        match &self.kind {
            Kind::Str(s, _) => s.to_string(),
            _ => self.display(kp),
        }
    }

    /// Appends the printed form.
    pub fn write(&self, out: &mut String, kp: &RecordKeeper) {
        match &self.kind {
            Kind::Unset => out.push('?'),
            Kind::Bit(b) => out.push(if *b { '1' } else { '0' }),
            Kind::Bits(bits) => {
                out.push_str("{ ");
                for (i, b) in bits.iter().rev().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    b.write(out, kp);
                }
                out.push_str(" }");
            }
            Kind::Int(v) => {
                let _ = write!(out, "{v}");
            }
            Kind::Str(s, code) => {
                if *code {
                    out.push_str("[{");
                    out.push_str(s);
                    out.push_str("}]");
                } else {
                    out.push('"');
                    out.push_str(s);
                    out.push('"');
                }
            }
            Kind::List(elems, _) => {
                out.push('[');
                for (i, e) in elems.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    e.write(out, kp);
                }
                out.push(']');
            }
            Kind::Def(r) => out.push_str(&kp.record_name(*r)),
            Kind::Var(n, _) => out.push_str(n),
            Kind::VarBit(v, b) => {
                v.write(out, kp);
                let _ = write!(out, "{{{b}}}");
            }
            Kind::Field(r, f, _) => {
                r.write(out, kp);
                out.push('.');
                out.push_str(f);
            }
            Kind::Un(op, a, t) => {
                let name = match op {
                    UnOp::Cast => {
                        out.push_str("!cast<");
                        t.write(out, kp);
                        out.push('>');
                        ""
                    }
                    UnOp::Not => "!not",
                    UnOp::Head => "!head",
                    UnOp::Tail => "!tail",
                    UnOp::Size => "!size",
                    UnOp::Empty => "!empty",
                    UnOp::GetDagOp => "!getdagop",
                    UnOp::Log2 => "!logtwo",
                    UnOp::Repr => "!repr",
                    UnOp::ToLower => "!tolower",
                    UnOp::ToUpper => "!toupper",
                };
                out.push_str(name);
                out.push('(');
                a.write(out, kp);
                out.push(')');
            }
            Kind::Bin(op, a, b, t) => {
                match op {
                    BinOp::ListElem | BinOp::ListSlice => {
                        a.write(out, kp);
                        out.push('[');
                        b.write(out, kp);
                        out.push(']');
                        return;
                    }
                    BinOp::RangeC => {
                        a.write(out, kp);
                        out.push_str("...");
                        b.write(out, kp);
                        return;
                    }
                    BinOp::GetDagArg => {
                        out.push_str("!getdagarg<");
                        t.write(out, kp);
                        out.push('>');
                    }
                    _ => out.push_str(binop_name(*op)),
                }
                out.push('(');
                a.write(out, kp);
                out.push_str(", ");
                b.write(out, kp);
                out.push(')');
            }
            Kind::Tern(op, a, b, c, _) => {
                let (name, unquoted_lhs) = match op {
                    TernOp::Dag => ("!dag", false),
                    TernOp::Filter => ("!filter", true),
                    TernOp::Foreach => ("!foreach", true),
                    TernOp::If => ("!if", false),
                    TernOp::Range => ("!range", false),
                    TernOp::Subst => ("!subst", false),
                    TernOp::Substr => ("!substr", false),
                    TernOp::Find => ("!find", false),
                    TernOp::SetDagArg => ("!setdagarg", false),
                    TernOp::SetDagName => ("!setdagname", false),
                };
                out.push_str(name);
                out.push('(');
                if unquoted_lhs {
                    out.push_str(&a.unquoted(kp));
                } else {
                    a.write(out, kp);
                }
                out.push_str(", ");
                b.write(out, kp);
                out.push_str(", ");
                c.write(out, kp);
                out.push(')');
            }
            Kind::Fold(f) => {
                let FoldParts { start, list, a, b, expr, .. } = &**f;
                out.push_str("!foldl(");
                start.write(out, kp);
                out.push_str(", ");
                list.write(out, kp);
                let _ = write!(out, ", {a}, {b}, ");
                expr.write(out, kp);
                out.push(')');
            }
            Kind::IsA(t, e) | Kind::Exists(t, e) => {
                out.push_str(if matches!(self.kind, Kind::IsA(..)) { "!isa<" } else { "!exists<" });
                t.write(out, kp);
                out.push_str(">(");
                e.write(out, kp);
                out.push(')');
            }
            Kind::Cond(cv, _) => {
                let (conds, vals) = &**cv;
                out.push_str("!cond(");
                for (i, (c, v)) in conds.iter().zip(vals).enumerate() {
                    c.write(out, kp);
                    out.push_str(": ");
                    v.write(out, kp);
                    if i + 1 != conds.len() {
                        out.push_str(", ");
                    }
                }
                out.push(')');
            }
            Kind::Dag(op, name, args) => {
                out.push('(');
                op.write(out, kp);
                if let Some(n) = name {
                    out.push(':');
                    out.push_str(n);
                }
                for (i, (a, n)) in args.iter().enumerate() {
                    out.push_str(if i == 0 { " " } else { ", " });
                    a.write(out, kp);
                    if let Some(n) = n {
                        out.push_str(":$");
                        out.push_str(n);
                    }
                }
                out.push(')');
            }
            Kind::VarDef(class, args) => {
                out.push_str(&kp.record_name(*class));
                out.push('<');
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    match &a.key {
                        ArgKey::Pos(p) => {
                            let _ = write!(out, "{p}: ");
                        }
                        ArgKey::Named(n) => {
                            let _ = write!(out, "\"{n}\": ");
                        }
                    }
                    a.value.write(out, kp);
                }
                out.push('>');
            }
            Kind::AnonName(n) => {
                let _ = write!(out, "anonymous_{n}");
            }
        }
    }
}

/// The printed name of a binary operator.
pub fn binop_name(op: BinOp) -> &'static str {
    match op {
        BinOp::Concat => "!con",
        BinOp::Add => "!add",
        BinOp::Sub => "!sub",
        BinOp::Mul => "!mul",
        BinOp::Div => "!div",
        BinOp::And => "!and",
        BinOp::Or => "!or",
        BinOp::Xor => "!xor",
        BinOp::Shl => "!shl",
        BinOp::Sra => "!sra",
        BinOp::Srl => "!srl",
        BinOp::Eq => "!eq",
        BinOp::Ne => "!ne",
        BinOp::Le => "!le",
        BinOp::Lt => "!lt",
        BinOp::Ge => "!ge",
        BinOp::Gt => "!gt",
        BinOp::ListConcat => "!listconcat",
        BinOp::ListSplat => "!listsplat",
        BinOp::ListRemove => "!listremove",
        BinOp::StrConcat => "!strconcat",
        BinOp::Interleave => "!interleave",
        BinOp::SetDagOp => "!setdagop",
        BinOp::GetDagArg => "!getdagarg",
        BinOp::GetDagName => "!getdagname",
        BinOp::ListElem | BinOp::ListSlice | BinOp::RangeC => "",
    }
}

// ------------------------------------------------------------- identity

impl PartialEq for Node {
    fn eq(&self, other: &Node) -> bool {
        use Kind::*;
        match (&self.kind, &other.kind) {
            (Unset, Unset) => true,
            (Bit(a), Bit(b)) => a == b,
            (Bits(a), Bits(b)) => a == b,
            (Int(a), Int(b)) => a == b,
            (Str(a, ca), Str(b, cb)) => ca == cb && a == b,
            (List(a, ta), List(b, tb)) => ta == tb && a == b,
            (Def(a), Def(b)) => a == b,
            (Var(a, ta), Var(b, tb)) => a == b && ta == tb,
            (VarBit(a, i), VarBit(b, j)) => i == j && a == b,
            (Field(a, fa, _), Field(b, fb, _)) => fa == fb && a == b,
            (Un(oa, a, ta), Un(ob, b, tb)) => oa == ob && ta == tb && a == b,
            (Bin(oa, a1, a2, ta), Bin(ob, b1, b2, tb)) => oa == ob && ta == tb && a1 == b1 && a2 == b2,
            (Tern(oa, a1, a2, a3, ta), Tern(ob, b1, b2, b3, tb)) => {
                oa == ob && ta == tb && a1 == b1 && a2 == b2 && a3 == b3
            }
            (Fold(x), Fold(y)) => x == y,
            (IsA(ta, a), IsA(tb, b)) | (Exists(ta, a), Exists(tb, b)) => ta == tb && a == b,
            (Cond(a, ta), Cond(b, tb)) => ta == tb && a == b,
            (Dag(oa, na, aa), Dag(ob, nb, ab)) => na == nb && oa == ob && aa == ab,
            (VarDef(ca, aa), VarDef(cb, ab)) => ca == cb && aa == ab,
            (AnonName(a), AnonName(b)) => a == b,
            _ => false,
        }
    }
}

impl Eq for Node {}

/// One level of a node for hashing: its kind and its scalar contents.
fn hash_shallow<H: Hasher>(n: &Node, h: &mut H) {
    use Kind::*;
    std::mem::discriminant(&n.kind).hash(h);
    match &n.kind {
        Bit(b) => b.hash(h),
        Int(v) => v.hash(h),
        Str(s, _) | Var(s, _) => s.hash(h),
        Def(r) => r.hash(h),
        AnonName(a) => a.hash(h),
        Bits(v) | List(v, _) => v.len().hash(h),
        VarDef(c, a) => {
            c.hash(h);
            a.len().hash(h)
        }
        _ => {}
    }
}

// Hashing stops one level below the node: cheap, and consistent with `Eq`
// (equal nodes hash equally); deep comparison happens only on collisions.
impl Hash for Node {
    fn hash<H: Hasher>(&self, h: &mut H) {
        use Kind::*;
        hash_shallow(self, h);
        match &self.kind {
            Bits(v) | List(v, _) => v.iter().take(8).for_each(|c| hash_shallow(c, h)),
            VarBit(v, b) => {
                hash_shallow(v, h);
                b.hash(h)
            }
            Field(r, f, _) => {
                hash_shallow(r, h);
                f.hash(h)
            }
            Un(_, a, _) => hash_shallow(a, h),
            Bin(_, a, b, _) => {
                hash_shallow(a, h);
                hash_shallow(b, h)
            }
            Tern(_, a, b, c, _) => {
                hash_shallow(a, h);
                hash_shallow(b, h);
                hash_shallow(c, h)
            }
            Dag(o, _, a) => {
                hash_shallow(o, h);
                a.iter().take(8).for_each(|(c, _)| hash_shallow(c, h))
            }
            // Instantiation-cache keys: hash arguments one level deeper.
            VarDef(_, a) => a.iter().for_each(|x| x.value.hash(h)),
            _ => {}
        }
    }
}

impl Hash for Arg {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.key.hash(h);
        hash_shallow(&self.value, h);
    }
}
