// The pattern case of dsl/tests/target-errors/pattern-node-operand-count.td, through the macro:
// 'add' takes two operands.
tdc::target!("dsl/tests/target-errors/pattern-node-operand-count.td", include = "targets/include");

fn main() {}
