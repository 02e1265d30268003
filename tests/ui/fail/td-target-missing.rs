// No record derives from `Target`: the toy description never says what it is.
tdc::target!("tests/ui/fail/td-target-missing.td", include = "targets/include");

fn main() {}
