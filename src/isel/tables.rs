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
/// A complex pattern: matches node `at` and pushes its parts (as many as
/// the pattern's `NumOperands`), or returns false.
pub type ComplexFn = fn(&Dag, NodeId, &mut Vec<Matched>) -> bool;

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
