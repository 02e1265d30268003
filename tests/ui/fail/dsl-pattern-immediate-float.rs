// The pattern case of dsl/tests/target-errors/pattern-immediate-float.td, through the macro:
// An integer literal cannot be an operand of fadd, whose operands are f32 here.
tdc::target!("dsl/tests/target-errors/pattern-immediate-float.td", include = "targets/include");

fn main() {}
