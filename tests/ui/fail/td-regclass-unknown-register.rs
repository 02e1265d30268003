// The toy target has registers R0 and R1; there is no R2.
tdc::target!("tests/ui/fail/td-regclass-unknown-register.td", include = "targets/include");

fn main() {}
