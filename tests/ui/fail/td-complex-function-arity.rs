// The complex pattern `RegOff` declares two operands; its function makes one: the Rust compiler
// holds the function to the count the description declares.
use tdc::isel::dag::{Dag, NodeId};
use tdc::isel::tables::Matched;

fn select_reg_off(_dag: &Dag, at: NodeId) -> Option<[Matched; 1]> {
    Some([Matched::Node(at)])
}

tdc::target!("tests/ui/fail/td-complex-function-arity.td", include = "targets/include");

fn main() {}
