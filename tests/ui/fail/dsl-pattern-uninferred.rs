// The pattern case of dsl/tests/target-errors/pattern-uninferred.td, through the macro:
// ANY holds i32 and i64 and nothing decides between them.
tdc::target!("dsl/tests/target-errors/pattern-uninferred.td", include = "targets/include");

fn main() {}
