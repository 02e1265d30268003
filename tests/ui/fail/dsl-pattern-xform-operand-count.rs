// The pattern case of dsl/tests/target-errors/pattern-xform-operand-count.td, through the macro:
// A transform takes one operand.
tdc::target!("dsl/tests/target-errors/pattern-xform-operand-count.td", include = "targets/include");

fn main() {}
