// The pattern case of dsl/tests/target-errors/pattern-result-type-contradiction.td, through the macro:
// The match produces i32, FADD produces f32.
tdc::target!("dsl/tests/target-errors/pattern-result-type-contradiction.td", include = "targets/include");

fn main() {}
