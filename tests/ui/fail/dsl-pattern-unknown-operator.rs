// The pattern case of dsl/tests/target-errors/pattern-unknown-operator.td, through the macro:
// 'frob' is a plain record, not a node or fragment.
tdc::target!("dsl/tests/target-errors/pattern-unknown-operator.td", include = "targets/include");

fn main() {}
