//! The matcher: runs a target's matcher program on a DAG node. Checks walk
//! the node and its operands; `Scope` marks an alternative to return to
//! when a check fails. The first pattern whose checks all pass wins (the
//! program lists them most complex first), and the matcher returns where
//! its emission begins with the items it recorded.

use super::dag::{Dag, Ext, NodeId, Op};
use super::tables::{MatchOp, Matched};
use crate::mc::TargetTables;

/// A successful match: the program position of the pattern's first
/// emission operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchFound {
    /// Position in the selection tables' `ops`.
    pub emit_at: usize,
}

/// An immediate's value, sign-extended from its type's width (an `i1` is
/// 0 or 1), as predicates and patterns see it.
pub fn imm_value(dag: &Dag, id: NodeId) -> i64 {
    let n = dag.node(id);
    match n.vt.bits() {
        0 | 1 | 64 => n.value,
        bits => (n.value << (64 - bits)) >> (64 - bits),
    }
}

struct Backtrack {
    resume_at: usize,
    recorded: usize,
    path: usize,
    current: NodeId,
}

/// Matches node `root` against `tables`' patterns; `recorded` receives the
/// recorded items of the winning pattern.
pub fn match_node(tables: &TargetTables, dag: &Dag, root: NodeId, recorded: &mut Vec<Matched>) -> Option<MatchFound> {
    recorded.clear();
    let ops = &tables.selection.ops;
    let fragments = &tables.fragments;
    let mut pc = 0;
    let mut current = root;
    let mut path: Vec<NodeId> = Vec::new();
    let mut backtrack: Vec<Backtrack> = Vec::new();
    loop {
        let op = ops.get(pc)?;
        let passed = match *op {
            MatchOp::Scope(skip) => {
                backtrack.push(Backtrack {
                    resume_at: pc + 1 + skip as usize,
                    recorded: recorded.len(),
                    path: path.len(),
                    current,
                });
                true
            }
            MatchOp::CheckOpcode(o) => dag.node(current).op == o,
            MatchOp::CheckType(t) => dag.node(current).vt == t,
            MatchOp::MoveChild(i) => match dag.operand(current, i as usize) {
                Some(child) => {
                    path.push(current);
                    current = child;
                    true
                }
                None => false,
            },
            MatchOp::MoveParent => match path.pop() {
                Some(parent) => {
                    current = parent;
                    true
                }
                None => false,
            },
            MatchOp::Record => {
                recorded.push(Matched::Node(current));
                true
            }
            MatchOp::CheckSame(i) => recorded.get(i as usize) == Some(&Matched::Node(current)),
            MatchOp::CheckInteger(v) => dag.node(current).op == Op::Imm && imm_value(dag, current) == v,
            MatchOp::CheckCondCode(c) => {
                let n = dag.node(current);
                n.op == Op::CondCode && n.value == c as i64
            }
            MatchOp::CheckValueType(t) => dag.value_type(current) == Some(t),
            MatchOp::CheckImmPredicate(i) => {
                dag.node(current).op == Op::Imm
                    && fragments.imm_predicate.get(i as usize).is_some_and(|f| f(imm_value(dag, current)))
            }
            MatchOp::CheckNodePredicate(i) => fragments.node_predicate.get(i as usize).is_some_and(|f| f(dag, current)),
            MatchOp::CheckMemory(vt, ext) => dag.node(current).mem.is_some_and(|m| m.vt == vt && m.ext == ext),
            MatchOp::CheckPlainMemory => {
                let n = dag.node(current);
                let value_vt = if n.op == Op::Store { n.operands.first().map(|&v| dag.node(v).vt) } else { Some(n.vt) };
                n.mem.is_some_and(|m| m.ext == Ext::None && Some(m.vt) == value_vt)
            }
            MatchOp::CheckComplex { function, parts } => {
                let before = recorded.len();
                let ok = fragments.complex.get(function as usize).is_some_and(|f| f(dag, current, recorded));
                if ok && recorded.len() == before + parts as usize {
                    true
                } else {
                    recorded.truncate(before);
                    false
                }
            }
            MatchOp::Emit { .. }
            | MatchOp::EmitCopy { .. }
            | MatchOp::EmitCopyToReg { .. }
            | MatchOp::Complete { .. } => return Some(MatchFound { emit_at: pc }),
        };
        if passed {
            pc += 1;
            continue;
        }
        let b = backtrack.pop()?;
        pc = b.resume_at;
        recorded.truncate(b.recorded);
        path.truncate(b.path);
        current = b.current;
    }
}
