// The pattern case of dsl/tests/target-errors/pattern-instruction-in-match.td, through the macro:
// An instruction cannot be matched; it belongs in the result.
tdc::target!("dsl/tests/target-errors/pattern-instruction-in-match.td", include = "targets/include");

fn main() {}
