// The pattern case of dsl/tests/target-errors/pattern-set-count.td, through the macro:
// NEG2 has one result; the pattern sets two values.
tdc::target!("dsl/tests/target-errors/pattern-set-count.td", include = "targets/include");

fn main() {}
