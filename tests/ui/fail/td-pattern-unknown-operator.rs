// `frob` is a plain record, not a selection node or fragment.
tdc::target!("tests/ui/fail/td-pattern-unknown-operator.td", include = "targets/include");

fn main() {}
