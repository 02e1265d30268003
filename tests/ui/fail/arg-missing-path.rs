// The description's path is missing: the first argument must be a string.
tdc::target!(include = "targets/include");

fn main() {}
