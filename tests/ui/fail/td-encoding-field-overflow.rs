// The opcode 0x1ff does not fit the 8 bits `T16` gives it.
tdc::target!("tests/ui/fail/td-encoding-field-overflow.td", include = "targets/include");

fn main() {}
