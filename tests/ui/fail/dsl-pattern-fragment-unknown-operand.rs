// The pattern case of dsl/tests/target-errors/pattern-fragment-unknown-operand.td, through the macro:
// The fragment's body uses '$y', which is not among its operands.
tdc::target!("dsl/tests/target-errors/pattern-fragment-unknown-operand.td", include = "targets/include");

fn main() {}
