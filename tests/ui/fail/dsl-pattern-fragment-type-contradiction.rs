// The pattern case of dsl/tests/target-errors/pattern-fragment-type-contradiction.td, through the macro:
// The fragment adds floating-point values; GPR holds i32.
tdc::target!("dsl/tests/target-errors/pattern-fragment-type-contradiction.td", include = "targets/include");

fn main() {}
