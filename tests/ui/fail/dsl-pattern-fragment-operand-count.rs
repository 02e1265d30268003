// The pattern case of dsl/tests/target-errors/pattern-fragment-operand-count.td, through the macro:
// The fragment 'twice' has one operand.
tdc::target!("dsl/tests/target-errors/pattern-fragment-operand-count.td", include = "targets/include");

fn main() {}
