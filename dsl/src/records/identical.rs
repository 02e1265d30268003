//! Whether two records (or values) are the same to the last span: an
//! editor's run that evaluated a statement again makes new records, and a
//! target model built from the old ones stands when the new ones are
//! identical. Unlike `==` on values, spans count (diagnostics point at
//! them) and so do the types `==` leaves out.

use super::keeper::{Assertion, DumpInfo, Record, RecordVal};
use super::value::{Arg, Init, Kind};
use std::rc::Rc;

/// Whether `a` and `b` are identical (see the module).
pub fn records(a: &Record, b: &Record) -> bool {
    values(&a.name, &b.name)
        && a.locs == b.locs
        && a.template_args == b.template_args
        && a.superclasses == b.superclasses
        && a.anonymous == b.anonymous
        && a.is_class == b.is_class
        && all(&a.values, &b.values, fields)
        && all(&a.assertions, &b.assertions, assertions)
        && all(&a.dumps, &b.dumps, dumps)
}

fn fields(a: &RecordVal, b: &RecordVal) -> bool {
    let declared = Rc::ptr_eq(&a.decl, &b.decl)
        || (a.decl.name == b.decl.name && a.decl.ty == b.decl.ty && a.decl.kind == b.decl.kind);
    declared
        && a.span == b.span
        && a.used == b.used
        && match (&a.value, &b.value) {
            (Some(x), Some(y)) => values(x, y),
            (x, y) => x.is_none() && y.is_none(),
        }
}

fn assertions(a: &Assertion, b: &Assertion) -> bool {
    a.span == b.span && values(&a.cond, &b.cond) && values(&a.message, &b.message)
}

fn dumps(a: &DumpInfo, b: &DumpInfo) -> bool {
    a.span == b.span && values(&a.message, &b.message)
}

/// Whether values `a` and `b` are identical, spans and types included.
pub fn values(a: &Init, b: &Init) -> bool {
    use Kind::*;
    if Rc::ptr_eq(a, b) {
        return true;
    }
    if a.span != b.span {
        return false;
    }
    match (&a.kind, &b.kind) {
        (Unset, Unset) => true,
        (Bit(x), Bit(y)) => x == y,
        (Int(x), Int(y)) => x == y,
        (Str(x, cx), Str(y, cy)) => cx == cy && x == y,
        (Def(x), Def(y)) => x == y,
        (AnonName(x), AnonName(y)) => x == y,
        (Var(x, tx), Var(y, ty)) => x == y && tx == ty,
        (Bits(x), Bits(y)) => all(x, y, values),
        (List(x, tx), List(y, ty)) => tx == ty && all(x, y, values),
        (VarBit(x, i), VarBit(y, j)) => i == j && values(x, y),
        (Field(x, fx, tx), Field(y, fy, ty)) => fx == fy && tx == ty && values(x, y),
        (Un(ox, x, tx), Un(oy, y, ty)) => ox == oy && tx == ty && values(x, y),
        (Bin(ox, x1, x2, tx), Bin(oy, y1, y2, ty)) => ox == oy && tx == ty && values(x1, y1) && values(x2, y2),
        (Tern(ox, x1, x2, x3, tx), Tern(oy, y1, y2, y3, ty)) => {
            ox == oy && tx == ty && values(x1, y1) && values(x2, y2) && values(x3, y3)
        }
        (Fold(x), Fold(y)) => {
            (x.a == y.a && x.b == y.b && x.ty == y.ty)
                && values(&x.start, &y.start)
                && values(&x.list, &y.list)
                && values(&x.expr, &y.expr)
        }
        (IsA(tx, x), IsA(ty, y)) | (Exists(tx, x), Exists(ty, y)) => tx == ty && values(x, y),
        (Cond(x, tx), Cond(y, ty)) => tx == ty && all(&x.0, &y.0, values) && all(&x.1, &y.1, values),
        (Dag(ox, nx, ax), Dag(oy, ny, ay)) => {
            nx == ny && values(ox, oy) && all(ax, ay, |(x, nx), (y, ny)| nx == ny && values(x, y))
        }
        (VarDef(cx, ax), VarDef(cy, ay)) => cx == cy && all(ax, ay, arguments),
        _ => false,
    }
}

fn arguments(a: &Arg, b: &Arg) -> bool {
    a.key == b.key && values(&a.value, &b.value)
}

fn all<T>(a: &[T], b: &[T], same: impl Fn(&T, &T) -> bool) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| same(x, y))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::types::Ty;
    use crate::records::value::mk;
    use crate::source::{FileId, Span};

    fn span(start: u32) -> Span {
        Span { file: FileId(1), start, end: start + 1 }
    }

    #[test]
    fn spans_count_where_equality_does_not() {
        let int = |at, v| mk(span(at), Kind::Int(v));
        let list = |items| mk(span(0), Kind::List(items, Ty::Int));
        assert!(values(&int(3, 7), &int(3, 7)));
        assert!(!values(&int(3, 7), &int(3, 8)));
        // `==` ignores where a value was written; an identical value may not.
        assert!(int(3, 7) == int(4, 7));
        assert!(!values(&int(3, 7), &int(4, 7)));
        let (a, b) = (list(vec![int(1, 1), int(2, 2)]), list(vec![int(1, 1), int(5, 2)]));
        assert!(a == b && !values(&a, &b));
        assert!(values(&a, &list(vec![int(1, 1), int(2, 2)])));
    }
}
