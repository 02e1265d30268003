// The pattern case of dsl/tests/target-errors/pattern-name-two-types.td, through the macro:
// '$a' names an i32 and an f32 value.
tdc::target!("dsl/tests/target-errors/pattern-name-two-types.td", include = "targets/include");

fn main() {}
