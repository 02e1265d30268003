// The pattern case of dsl/tests/target-errors/pattern-result-register-class.td, through the macro:
// A register class is not an instruction.
tdc::target!("dsl/tests/target-errors/pattern-result-register-class.td", include = "targets/include");

fn main() {}
