// No such description: relative paths start from the crate's directory.
tdc::target!("tests/ui/fail/no-such-file.td", include = "targets/include");

fn main() {}
