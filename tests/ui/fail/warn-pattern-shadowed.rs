// dsl/tests/target-warnings/pattern-shadowed.td has a pattern that can
// never be chosen: the macro reports the warning at its argument. It is
// denied here, so that the case fails with the warning's text.
#![deny(deprecated)]

/// The predicate the description's `NEG_ONE` names.
fn is_minus_one(v: i64) -> bool {
    v == -1
}

tdc::target!("dsl/tests/target-warnings/pattern-shadowed.td", include = "targets/include");

fn main() {}
