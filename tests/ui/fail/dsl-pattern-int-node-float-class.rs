// The pattern case of dsl/tests/target-errors/pattern-int-node-float-class.td, through the macro:
// 'and' works on integers; FPR holds f32.
tdc::target!("dsl/tests/target-errors/pattern-int-node-float-class.td", include = "targets/include");

fn main() {}
