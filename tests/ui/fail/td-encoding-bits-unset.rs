// Bits 3-0 of the instruction word are never set: no operand fills them.
tdc::target!("tests/ui/fail/td-encoding-bits-unset.td", include = "targets/include");

fn main() {}
