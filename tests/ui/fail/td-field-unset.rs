// An instruction must list its results: `OutOperandList` is left unset.
tdc::target!("tests/ui/fail/td-field-unset.td", include = "targets/include");

fn main() {}
