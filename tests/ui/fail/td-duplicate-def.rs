// `ADD` is already defined by `toy.td`.
tdc::target!("tests/ui/fail/td-duplicate-def.td", include = "targets/include");

fn main() {}
