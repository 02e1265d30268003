// `ADD` takes one input operand (its destination is an output); the result gives two.
tdc::target!("tests/ui/fail/td-pattern-operand-count.td", include = "targets/include");

fn main() {}
