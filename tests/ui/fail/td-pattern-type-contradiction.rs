// `add` needs both operands of one type; GPR holds i32 and FPR f32.
tdc::target!("tests/ui/fail/td-pattern-type-contradiction.td", include = "targets/include");

fn main() {}
