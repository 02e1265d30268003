// `ADD` has two operands (dst and src); the alias result gives one.
tdc::target!("tests/ui/fail/td-alias-operand-count.td", include = "targets/include");

fn main() {}
