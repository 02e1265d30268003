// The pattern case of dsl/tests/target-errors/pattern-unbound-name.td, through the macro:
// '$c' is not bound by the pattern to match.
tdc::target!("dsl/tests/target-errors/pattern-unbound-name.td", include = "targets/include");

fn main() {}
