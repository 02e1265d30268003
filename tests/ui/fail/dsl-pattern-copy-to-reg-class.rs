// The pattern case of dsl/tests/target-errors/pattern-copy-to-reg-class.td, through the macro:
// COPY_TO_REG copies into a physical register, not into a register class
tdc::target!("dsl/tests/target-errors/pattern-copy-to-reg-class.td", include = "targets/include");

fn main() {}
