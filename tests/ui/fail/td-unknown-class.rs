// `T32` is not a class: the toy target has only `T16`.
tdc::target!("tests/ui/fail/td-unknown-class.td", include = "targets/include");

fn main() {}
