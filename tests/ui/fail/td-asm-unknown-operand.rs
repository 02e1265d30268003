// The assembly string names `$src2`; the operands are `$dst` and `$src`.
tdc::target!("tests/ui/fail/td-asm-unknown-operand.td", include = "targets/include");

fn main() {}
