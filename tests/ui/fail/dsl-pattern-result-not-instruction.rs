// The pattern case of dsl/tests/target-errors/pattern-result-not-instruction.td, through the macro:
// The result must be made of instructions.
tdc::target!("dsl/tests/target-errors/pattern-result-not-instruction.td", include = "targets/include");

fn main() {}
