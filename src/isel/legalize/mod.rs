//! Legalization: what makes a function selectable on a target whose
//! patterns do not cover it directly.
//!
//! - [`promote`] runs before selection. Integer values of a type the
//!   calling convention gives no register class (i8 on BPF) are computed
//!   in the narrowest wider legal type. Their high bits are then unknown,
//!   so an operation whose result depends on them (division, right shifts,
//!   comparisons, counts) reads its operands sign- or zero-extended first.
//! - [`expand`] runs when selection finds no pattern for a node: the node
//!   is rewritten into operations the target is more likely to have
//!   (rotates into shifts, counts into bit arithmetic, a setcc or select
//!   value into branch-free arithmetic, signed division into unsigned) and
//!   selection is tried again. Each expansion is a fallback, reported.
//!   An operation with no such expansion becomes a [`libcall`] where the C
//!   library has a function for it.

mod expand;
pub mod libcall;
mod promote;

pub use expand::expand;
pub use promote::promote;

use super::dag::{Cond, Dag, Function, Node, NodeId, Op, Stmt, Vt};
use super::mir::MachineFunction;
use super::select::{select_every_statement, value_class, SelectError, Selected};
use crate::mc::tables::TargetTables;

/// Expansions one function may need before selection gives up.
const EXPANSION_LIMIT: usize = 1000;

/// A function as selection saw it, and what selection made of it.
#[derive(Clone, Debug)]
pub struct Legalized {
    /// The function after promotion and expansions.
    pub function: Function,
    /// The selected machine function.
    pub machine: MachineFunction,
    /// Which pattern selected each node.
    pub selected: Selected,
    /// The expansions, in the order they were made.
    pub fallbacks: Vec<Fallback>,
    /// Times the function was selected: one, plus one per round of
    /// expansions (the nesting of expansions, not their number).
    pub passes: u32,
}

/// Promotes `f`'s types and selects it, expanding each node no pattern
/// matches and trying again.
pub fn select_legalized(tables: &'static TargetTables, f: &Function) -> Result<Legalized, SelectError> {
    let cc =
        tables.selection.calling.as_ref().ok_or_else(|| {
            crate::isel::select::error(format!("the {} target has no CallingConv", tables.name), None)
        })?;
    let mut function = promote(f, &|vt| value_class(cc, vt).is_some())?;
    widen_call_arguments(&mut function);
    let mut fallbacks = Vec::new();
    let mut passes = 0;
    loop {
        passes += 1;
        let errors = match select_every_statement(tables, &function) {
            Ok((machine, selected)) => return Ok(Legalized { function, machine, selected, fallbacks, passes }),
            Err(errors) => errors,
        };
        // Every failing node of the pass is expanded before selecting
        // again (one at a time made a function of n such nodes select n
        // times). A node two statements share is expanded once.
        let mut expanded = std::collections::HashSet::new();
        for e in errors {
            let node = match e.span {
                crate::error::Span::Node(n) => Some(NodeId(n)),
                _ => None,
            };
            if node.is_some_and(|n| expanded.contains(&n)) {
                continue;
            }
            let fallback = node.filter(|_| fallbacks.len() < EXPANSION_LIMIT).and_then(|n| expand(&mut function, n));
            match fallback {
                Some(fallback) => {
                    expanded.extend(node);
                    fallbacks.push(fallback);
                }
                None => return Err(e),
            }
        }
        compact(&mut function);
    }
}

/// Makes every integer argument of a call narrower than 64 bits a
/// `zext` to i64 of it: arguments are passed zero-extended to the full
/// register (as the harnesses and external functions expect), whatever
/// the high bits of the narrower value hold.
fn widen_call_arguments(f: &mut Function) {
    let calls: Vec<usize> = (0..f.dag.nodes.len()).filter(|&i| f.dag.nodes[i].op == Op::Call).collect();
    if calls.is_empty() {
        return;
    }
    for i in calls {
        let first = f.dag.nodes[i].operands.len() - f.dag.nodes[i].call_arguments().len();
        for k in first..f.dag.nodes[i].operands.len() {
            let arg = f.dag.nodes[i].operands[k];
            let vt = f.dag.node(arg).vt;
            if vt.is_int() && vt.bits() < 64 {
                let wide = Build { dag: &mut f.dag }.node(Op::Zext, Vt::I64, vec![arg]);
                f.dag.nodes[i].operands[k] = wide;
            }
        }
    }
    compact(f);
}

/// A rewrite that made a node selectable, for reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fallback {
    /// The operator that had no pattern.
    pub op: Op,
    /// Its type.
    pub vt: Vt,
    /// What it became.
    pub how: &'static str,
}

/// Adds nodes to a DAG.
struct Build<'a> {
    dag: &'a mut Dag,
}

impl Build<'_> {
    fn node(&mut self, op: Op, vt: Vt, operands: Vec<NodeId>) -> NodeId {
        self.dag.add(Node { op, vt, operands, value: 0, mem: None })
    }

    fn imm(&mut self, vt: Vt, value: i64) -> NodeId {
        self.dag.add(Node { op: Op::Imm, vt, operands: Vec::new(), value, mem: None })
    }

    fn bin(&mut self, op: Op, vt: Vt, a: NodeId, b: NodeId) -> NodeId {
        self.node(op, vt, vec![a, b])
    }

    fn bin_imm(&mut self, op: Op, vt: Vt, a: NodeId, b: i64) -> NodeId {
        let b = self.imm(vt, b);
        self.bin(op, vt, a, b)
    }

    fn cond_leaf(&mut self, c: Cond) -> NodeId {
        self.dag.add(Node { op: Op::CondCode, vt: Vt::Other, operands: Vec::new(), value: c.index(), mem: None })
    }

    fn type_leaf(&mut self, vt: Vt) -> NodeId {
        self.dag.add(Node { op: Op::ValueType, vt: Vt::Other, operands: Vec::new(), value: vt.index(), mem: None })
    }

    fn sext_inreg(&mut self, vt: Vt, a: NodeId, from: Vt) -> NodeId {
        let t = self.type_leaf(from);
        self.node(Op::SextInreg, vt, vec![a, t])
    }
}

/// All ones in the low `bits` bits.
fn low_mask(bits: u32) -> i64 {
    if bits >= 64 {
        -1
    } else {
        ((1u64 << bits) - 1) as i64
    }
}

fn is_signed(c: Cond) -> bool {
    matches!(c, Cond::Lt | Cond::Le | Cond::Gt | Cond::Ge)
}

/// Renumbers the nodes the statements reach so that operands come before
/// their users (what the verifier and printer expect after rewrites in
/// place), dropping nodes nothing reaches.
pub fn compact(f: &mut Function) {
    let old = std::mem::take(&mut f.dag.nodes);
    let mut new_id: Vec<Option<NodeId>> = vec![None; old.len()];
    let mut stack: Vec<(NodeId, bool)> = Vec::new();
    for block in &mut f.blocks {
        for stmt in &mut block.stmts {
            let root = match stmt {
                Stmt::Assign { value, .. } => value,
                Stmt::Effect(node) => node,
            };
            stack.push((*root, false));
            while let Some((id, operands_done)) = stack.pop() {
                if new_id[id.0 as usize].is_some() {
                    continue;
                }
                let node = &old[id.0 as usize];
                if !operands_done {
                    stack.push((id, true));
                    stack.extend(node.operands.iter().filter(|o| new_id[o.0 as usize].is_none()).map(|&o| (o, false)));
                    continue;
                }
                let mut copy = node.clone();
                for o in &mut copy.operands {
                    *o = new_id[o.0 as usize].unwrap_or(*o);
                }
                new_id[id.0 as usize] = Some(f.dag.add(copy));
            }
            *root = new_id[root.0 as usize].unwrap_or(*root);
        }
    }
}
