// The pattern case of dsl/tests/target-errors/pattern-leaf-not-operand.td, through the macro:
// 'junk' is a plain record, not a class, type, node or fragment.
tdc::target!("dsl/tests/target-errors/pattern-leaf-not-operand.td", include = "targets/include");

fn main() {}
