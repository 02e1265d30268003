//! TableGen types and the relations between them (convertible-to, is-a,
//! common type), with llvm-tblgen's rules.

use super::keeper::{RecordId, RecordKeeper};
use std::fmt::Write;
use std::rc::Rc;

/// A TableGen type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    /// `bit`
    Bit,
    /// `bits<n>`
    Bits(u32),
    /// `int`
    Int,
    /// `string` (and `code`)
    Str,
    /// `dag`
    Dag,
    /// `list<T>`
    List(Rc<Ty>),
    /// A record type: the classes a record derives from, sorted by name,
    /// none of them a superclass of another. Empty means "any record".
    Rec(Rc<Vec<RecordId>>),
}

impl Ty {
    /// The type of any record (no required class).
    pub fn any_rec() -> Ty {
        Ty::Rec(Rc::new(Vec::new()))
    }

    /// `list<self>`.
    pub fn list_of(&self) -> Ty {
        Ty::List(Rc::new(self.clone()))
    }

    /// The element type of a list type.
    pub fn elem(&self) -> Option<&Ty> {
        match self {
            Ty::List(e) => Some(e),
            _ => None,
        }
    }

    /// Whether this is a record type.
    pub fn is_rec(&self) -> bool {
        matches!(self, Ty::Rec(_))
    }

    /// The type of records deriving from exactly one class.
    pub fn rec_of(class: RecordId) -> Ty {
        Ty::Rec(Rc::new(vec![class]))
    }

    /// A record type from classes (sorted by class name, as llvm-tblgen does).
    pub fn rec_of_classes(kp: &RecordKeeper, mut classes: Vec<RecordId>) -> Ty {
        if classes.len() > 1 {
            classes.sort_by(|a, b| kp.record_name(*a).cmp(&kp.record_name(*b)));
        }
        Ty::Rec(Rc::new(classes))
    }

    /// Printed form (`list<bits<4>>`, `Register`, `{A, B}`).
    pub fn display(&self, kp: &RecordKeeper) -> String {
        let mut s = String::new();
        self.write(&mut s, kp);
        s
    }

    /// Appends the printed form.
    pub fn write(&self, out: &mut String, kp: &RecordKeeper) {
        match self {
            Ty::Bit => out.push_str("bit"),
            Ty::Bits(n) => {
                let _ = write!(out, "bits<{n}>");
            }
            Ty::Int => out.push_str("int"),
            Ty::Str => out.push_str("string"),
            Ty::Dag => out.push_str("dag"),
            Ty::List(e) => {
                out.push_str("list<");
                e.write(out, kp);
                out.push('>');
            }
            Ty::Rec(classes) => {
                if classes.len() == 1 {
                    out.push_str(&kp.record_name(classes[0]));
                } else {
                    out.push('{');
                    for (i, c) in classes.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        out.push_str(&kp.record_name(*c));
                    }
                    out.push('}');
                }
            }
        }
    }
}

/// Whether every value of `from` can be converted to `to`.
pub fn convertible(kp: &RecordKeeper, from: &Ty, to: &Ty) -> bool {
    match from {
        Ty::Bit => matches!(to, Ty::Bit | Ty::Int | Ty::Bits(1)),
        Ty::Bits(n) => match to {
            Ty::Bits(m) => m == n,
            Ty::Bit => *n == 1,
            Ty::Int => true,
            _ => false,
        },
        Ty::Int => matches!(to, Ty::Bit | Ty::Bits(_) | Ty::Int),
        Ty::Str => matches!(to, Ty::Str),
        Ty::Dag => matches!(to, Ty::Dag),
        Ty::List(e) => match to {
            Ty::List(f) => convertible(kp, e, f),
            _ => false,
        },
        Ty::Rec(classes) => {
            if from == to {
                return true;
            }
            match to {
                Ty::Rec(targets) => targets.iter().all(|t| rec_type_is_subclass_of(kp, classes, *t)),
                _ => false,
            }
        }
    }
}

/// Whether `a` is the same type as `b` or a subtype of it.
pub fn is_a(kp: &RecordKeeper, a: &Ty, b: &Ty) -> bool {
    match (a, b) {
        (Ty::List(x), Ty::List(y)) => is_a(kp, x, y),
        (Ty::List(_), _) => false,
        (Ty::Rec(_), _) => convertible(kp, a, b),
        _ => a == b,
    }
}

/// Whether any class of a record type is `class` or derives from it.
pub fn rec_type_is_subclass_of(kp: &RecordKeeper, classes: &[RecordId], class: RecordId) -> bool {
    classes.iter().any(|c| *c == class || kp.record(*c).is_subclass_of(class))
}

/// The common type two values can both be converted to, if any.
pub fn resolve_types(kp: &RecordKeeper, t1: &Ty, t2: &Ty) -> Option<Ty> {
    if t1 == t2 {
        return Some(t1.clone());
    }
    if let (Ty::Rec(a), Ty::Rec(b)) = (t1, t2) {
        let mut common = Vec::new();
        let mut stack: Vec<RecordId> = a.to_vec();
        while let Some(r) = stack.pop() {
            if rec_type_is_subclass_of(kp, b, r) {
                common.push(r);
            } else {
                stack.extend(kp.direct_superclasses(r));
            }
        }
        return Some(Ty::rec_of_classes(kp, common));
    }
    if convertible(kp, t1, t2) {
        return Some(t2.clone());
    }
    if convertible(kp, t2, t1) {
        return Some(t1.clone());
    }
    if let (Ty::List(a), Ty::List(b)) = (t1, t2) {
        return resolve_types(kp, a, b).map(|t| t.list_of());
    }
    None
}
