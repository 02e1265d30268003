// The pattern case of dsl/tests/target-errors/pattern-duplicate.td, through the macro:
// The second pattern matches exactly what the first does.
tdc::target!("dsl/tests/target-errors/pattern-duplicate.td", include = "targets/include");

fn main() {}
