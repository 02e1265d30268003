// The pattern case of dsl/tests/target-errors/pattern-uninferred-fragment.td, through the macro:
// Through a fragment too, ANY leaves i32 and i64 open.
tdc::target!("dsl/tests/target-errors/pattern-uninferred-fragment.td", include = "targets/include");

fn main() {}
