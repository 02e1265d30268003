// The mistake is in a file this one includes: the diagnostic points into
tdc::target!("tests/ui/fail/td-error-in-include.td", include = "targets/include");

fn main() {}
