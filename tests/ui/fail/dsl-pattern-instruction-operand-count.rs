// The pattern case of dsl/tests/target-errors/pattern-instruction-operand-count.td, through the macro:
// ADD takes one input; the result gives none.
tdc::target!("dsl/tests/target-errors/pattern-instruction-operand-count.td", include = "targets/include");

fn main() {}
