// `$c` names nothing the pattern to match binds.
tdc::target!("tests/ui/fail/td-pattern-unbound-name.td", include = "targets/include");

fn main() {}
