// The pattern case of dsl/tests/target-errors/pattern-result-count.td, through the macro:
// store produces no value; ADD produces one.
tdc::target!("dsl/tests/target-errors/pattern-result-count.td", include = "targets/include");

fn main() {}
