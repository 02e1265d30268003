//! Library calls: an operation the target has no instruction for, and no
//! expansion into ones it has, becomes a call of the C library function
//! computing it, as llc makes `fma` on x86-64 without FMA3.
//!
//! A call is a statement of its own, so the operation's value comes from
//! a new variable assigned by a call placed right before the statement
//! that needs it. Nothing between them runs, and the library functions
//! touch no memory, so hoisting the operands' computation is safe.

use crate::isel::dag::{Dag, Function, Node, NodeId, Op, Stmt, Var, Vt};

/// The C library function computing node `n`, if there is one.
pub fn function_for(n: &Node) -> Option<&'static str> {
    match (n.op, n.vt) {
        (Op::Fma, Vt::F64) => Some("fma"),
        (Op::Fma, Vt::F32) => Some("fmaf"),
        _ => None,
    }
}

/// Rewrites node `id` into a call of `callee`, its operands the
/// arguments: the node becomes a variable assigned by the call, placed
/// before the first statement that reaches the node. `None` when the
/// statements reaching it lie in more than one block (the call's block
/// might not run before the others).
pub fn call_for(f: &mut Function, id: NodeId, callee: &str) -> Option<()> {
    let users = statements_reaching(f, id);
    let &(block, first) = users.first()?;
    if users.iter().any(|&(b, _)| b != block) {
        return None;
    }
    let n = f.dag.node(id).clone();
    let index = f.callee_index(callee);
    let call = f.dag.add(Node { op: Op::Call, vt: n.vt, operands: n.operands.clone(), value: index, mem: None });
    let var = f.vars.len() as u32;
    f.vars.push(Var { name: format!("{callee}.{var}"), vt: n.vt, is_pointer: false });
    f.blocks[block].stmts.insert(first, Stmt::Assign { var, value: call });
    f.dag.nodes[id.0 as usize] = Node { op: Op::Var, vt: n.vt, operands: Vec::new(), value: i64::from(var), mem: None };
    Some(())
}

/// The statements whose trees contain node `id`, as (block, index), in
/// order. One walk over the DAG: whether a node reaches `id` is worked
/// out once.
fn statements_reaching(f: &Function, id: NodeId) -> Vec<(usize, usize)> {
    let mut memo: Vec<Option<bool>> = vec![None; f.dag.nodes.len()];
    let mut out = Vec::new();
    for (b, block) in f.blocks.iter().enumerate() {
        for (s, stmt) in block.stmts.iter().enumerate() {
            let root = match *stmt {
                Stmt::Assign { value, .. } => value,
                Stmt::Effect(node) => node,
            };
            if reaches(&f.dag, root, id, &mut memo) {
                out.push((b, s));
            }
        }
    }
    out
}

/// Whether `target` is `from` or among its operands, transitively
/// (without recursion: DAGs may be deep).
fn reaches(dag: &Dag, from: NodeId, target: NodeId, memo: &mut [Option<bool>]) -> bool {
    let mut stack = vec![(from, false)];
    while let Some((node, operands_done)) = stack.pop() {
        if memo[node.0 as usize].is_some() {
            continue;
        }
        let operands = &dag.node(node).operands;
        if node == target {
            memo[node.0 as usize] = Some(true);
        } else if operands_done {
            memo[node.0 as usize] = Some(operands.iter().any(|o| memo[o.0 as usize] == Some(true)));
        } else {
            stack.push((node, true));
            stack.extend(operands.iter().filter(|o| memo[o.0 as usize].is_none()).map(|&o| (o, false)));
        }
    }
    memo[from.0 as usize] == Some(true)
}
