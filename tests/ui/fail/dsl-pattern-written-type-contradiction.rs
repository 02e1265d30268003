// The pattern case of dsl/tests/target-errors/pattern-written-type-contradiction.td, through the macro:
// The written type disagrees with the class.
tdc::target!("dsl/tests/target-errors/pattern-written-type-contradiction.td", include = "targets/include");

fn main() {}
