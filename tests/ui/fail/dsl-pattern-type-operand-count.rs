// The pattern case of dsl/tests/target-errors/pattern-type-operand-count.td, through the macro:
// A written type applies to one value.
tdc::target!("dsl/tests/target-errors/pattern-type-operand-count.td", include = "targets/include");

fn main() {}
