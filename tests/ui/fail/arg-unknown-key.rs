// `includ` is not an argument of the macro (a misspelt `include`).
tdc::target!("tests/ui/fail/toy.td", includ = "targets/include");

fn main() {}
