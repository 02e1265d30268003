// The prelude is `tdc.td`; `tdc-prelude.td` exists nowhere on the search path.
tdc::target!("tests/ui/fail/td-include-not-found.td", include = "targets/include");

fn main() {}
