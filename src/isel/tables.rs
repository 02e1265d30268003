//! What a target's generated selection tables hold: the matcher program
//! and the calling convention (`tdc-schema`'s types), and the signatures of
//! the Rust functions its patterns name.

use super::dag::{Dag, NodeId};
pub use tdc_schema::isel::{CallingConvInfo, EmitOperand, MatchOp, PatternInfo, SelectionTables};

/// A predicate on an immediate's value (an `ImmLeaf`).
pub type ImmPredicateFn = fn(i64) -> bool;
/// A predicate on a node (a `PatFrag`'s `PredicateCode`).
pub type NodePredicateFn = fn(&Dag, NodeId) -> bool;
/// A transform of an immediate (an `SDNodeXForm`: HI16, LO16).
pub type XFormFn = fn(i64) -> i64;
/// A complex pattern as the tables call it: matches node `at` and pushes
/// its parts, or returns false. The generated tables make one from the
/// function the description names, `fn(&Dag, NodeId) -> Option<[Matched;
/// N]>` with N the ComplexPattern's `NumOperands`, through
/// [`complex_parts`]: a function of another arity does not compile.
pub type ComplexFn = fn(&Dag, NodeId, &mut Vec<Matched>) -> bool;

/// The parts a complex pattern's function made, pushed for the matcher
/// (what the generated tables call each complex pattern through, with `N`
/// the number of operands the description declares).
pub fn complex_parts<const N: usize>(parts: Option<[Matched; N]>, out: &mut Vec<Matched>) -> bool {
    match parts {
        Some(parts) => {
            out.extend(parts);
            true
        }
        None => false,
    }
}

/// What the matcher records: a node, or a part a complex pattern made.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Matched {
    /// A DAG node: selected into a register, or an immediate's value.
    Node(NodeId),
    /// A constant.
    Imm(i64),
    /// A physical register (`NO_REGISTER` for none).
    Reg(u16),
}
