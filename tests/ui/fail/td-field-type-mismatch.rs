// `Size` is an int; a string cannot be assigned to it.
tdc::target!("tests/ui/fail/td-field-type-mismatch.td", include = "targets/include");

fn main() {}
