// The pattern case of dsl/tests/target-errors/pattern-extend-not-wider.td, through the macro:
// sext must widen: both sides are i32.
tdc::target!("dsl/tests/target-errors/pattern-extend-not-wider.td", include = "targets/include");

fn main() {}
