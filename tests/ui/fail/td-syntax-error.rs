// A `let` with no value.
tdc::target!("tests/ui/fail/td-syntax-error.td", include = "targets/include");

fn main() {}
