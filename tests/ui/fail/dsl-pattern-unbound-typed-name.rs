// The pattern case of dsl/tests/target-errors/pattern-unbound-typed-name.td, through the macro:
// '$c' is not bound by the pattern to match, though it has a type.
tdc::target!("dsl/tests/target-errors/pattern-unbound-typed-name.td", include = "targets/include");

fn main() {}
