// The pattern case of dsl/tests/target-errors/pattern-type-contradiction.td, through the macro:
// 'add' needs both operands of one type; GPR holds i32 and FPR f32.
tdc::target!("dsl/tests/target-errors/pattern-type-contradiction.td", include = "targets/include");

fn main() {}
