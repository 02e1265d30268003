//! Promotion: integer values of types without a register class computed
//! in the narrowest wider legal type, operands extended where the result
//! depends on their high bits.

use super::expand::expand_rotate;
use super::{compact, is_signed, low_mask, Build};
use crate::isel::dag::{Dag, Ext, Function, Node, NodeId, Op, Stmt, Vt};
use crate::isel::select::SelectError;
use std::collections::HashMap;

/// How an operation reads a promoted operand.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Read {
    /// High bits do not matter.
    Any,
    /// Zero-extended from the operand's own width.
    Zero,
    /// Sign-extended from it.
    Sign,
}

/// The narrowest legal integer type holding `vt`, or `vt` itself when it
/// is legal or not an integer.
fn promoted(vt: Vt, legal: &dyn Fn(Vt) -> bool) -> Option<Vt> {
    if !vt.is_int() || legal(vt) {
        return Some(vt);
    }
    [Vt::I8, Vt::I16, Vt::I32, Vt::I64].into_iter().find(|&t| t.bits() > vt.bits() && legal(t))
}

/// `f` with every integer value of an illegal type computed in a legal
/// one. `legal` says which types have a register class.
pub fn promote(f: &Function, legal: &dyn Fn(Vt) -> bool) -> Result<Function, SelectError> {
    let mut f = f.clone();
    let is_illegal = |vt: Vt| vt.is_int() && !legal(vt);
    if !f.dag.nodes.iter().any(|n| is_illegal(n.vt)) && !f.vars.iter().any(|v| is_illegal(v.vt)) {
        return Ok(f);
    }
    let original = f.dag.nodes.len();
    // A rotate is not a rotate of the wider type: it becomes shifts first.
    for i in 0..original {
        let n = &f.dag.nodes[i];
        if matches!(n.op, Op::Rotl | Op::Rotr) && !legal(n.vt) {
            expand_rotate(&mut f.dag, NodeId(i as u32));
        }
    }
    let count = f.dag.nodes.len();
    let types: Vec<Vt> = f.dag.nodes.iter().map(|n| n.vt).collect();
    let widen = |vt: Vt| {
        promoted(vt, legal).ok_or_else(|| crate::isel::select::error(format!("no legal integer type holds {vt}"), None))
    };
    for v in &mut f.vars {
        v.vt = widen(v.vt)?;
    }
    // The result's high bits are unspecified, as for any promoted value.
    f.result = f.result.map(widen).transpose()?;
    let conditions = branch_conditions(&f.dag);
    let mut p =
        Promoter { dag: &mut f.dag, types: &types, legal, conditions, reads: HashMap::new(), alias: HashMap::new() };
    for i in 0..count {
        p.node(NodeId(i as u32))?;
    }
    let alias = std::mem::take(&mut p.alias);
    resolve_aliases(&mut f, &alias);
    compact(&mut f);
    Ok(f)
}

/// The setcc nodes whose every use is the condition of a brcond.
fn branch_conditions(dag: &Dag) -> std::collections::HashSet<NodeId> {
    let mut other_use = vec![false; dag.nodes.len()];
    let mut branch_use = vec![false; dag.nodes.len()];
    for n in &dag.nodes {
        for (i, &o) in n.operands.iter().enumerate() {
            if n.op == Op::BrCond && i == 0 {
                branch_use[o.0 as usize] = true;
            } else {
                other_use[o.0 as usize] = true;
            }
        }
    }
    (0..dag.nodes.len())
        .filter(|&i| dag.nodes[i].op == Op::SetCC && branch_use[i] && !other_use[i])
        .map(|i| NodeId(i as u32))
        .collect()
}

struct Promoter<'a, 'l> {
    dag: &'a mut Dag,
    /// Each original node's type before promotion.
    types: &'a [Vt],
    legal: &'l dyn Fn(Vt) -> bool,
    /// Comparisons only branches read: they stay i1, as the branch
    /// patterns that consume them are written.
    conditions: std::collections::HashSet<NodeId>,
    /// Extended reads made so far, shared by every use.
    reads: HashMap<(NodeId, Read), NodeId>,
    /// Nodes that became another node's value.
    alias: HashMap<NodeId, NodeId>,
}

impl Promoter<'_, '_> {
    fn original(&self, id: NodeId) -> Vt {
        self.types.get(id.0 as usize).copied().unwrap_or(self.dag.node(id).vt)
    }

    fn widened(&self, vt: Vt) -> Result<Vt, SelectError> {
        promoted(vt, self.legal)
            .ok_or_else(|| crate::isel::select::error(format!("no legal integer type holds {vt}"), None))
    }

    /// Operand `o` as `how` reads it.
    fn read(&mut self, o: NodeId, how: Read) -> Result<NodeId, SelectError> {
        let vt = self.original(o);
        let wide = self.widened(vt)?;
        // A setcc's value is 0 or 1 in any width: already zero-extended.
        if how == Read::Any || wide == vt || (how == Read::Zero && self.dag.node(o).op == Op::SetCC) {
            return Ok(o);
        }
        if let Some(&r) = self.reads.get(&(o, how)) {
            return Ok(r);
        }
        let mut b = Build { dag: self.dag };
        let r = match how {
            Read::Zero => b.bin_imm(Op::And, wide, o, low_mask(vt.bits())),
            _ if vt == Vt::I1 => {
                let one = b.bin_imm(Op::And, wide, o, 1);
                let zero = b.imm(wide, 0);
                b.bin(Op::Sub, wide, zero, one)
            }
            _ => b.sext_inreg(wide, o, vt),
        };
        self.reads.insert((o, how), r);
        Ok(r)
    }

    fn set_operand(&mut self, id: NodeId, i: usize, how: Read) -> Result<(), SelectError> {
        if let Some(o) = self.dag.operand(id, i) {
            let r = self.read(o, how)?;
            self.dag.nodes[id.0 as usize].operands[i] = r;
        }
        Ok(())
    }

    fn node(&mut self, id: NodeId) -> Result<(), SelectError> {
        let vt = self.original(id);
        let wide = if self.conditions.contains(&id) { vt } else { self.widened(vt)? };
        let n = self.dag.node(id).clone();
        let operand_types: Vec<Vt> = n.operands.iter().map(|&o| self.original(o)).collect();
        let promoted_operand = operand_types.iter().any(|&t| t.is_int() && !(self.legal)(t));
        if wide == vt && !promoted_operand {
            return Ok(());
        }
        self.dag.nodes[id.0 as usize].vt = wide;
        match n.op {
            Op::Shl => self.set_operand(id, 1, Read::Zero)?,
            Op::Srl => {
                self.set_operand(id, 0, Read::Zero)?;
                self.set_operand(id, 1, Read::Zero)?;
            }
            Op::Sra => {
                self.set_operand(id, 0, Read::Sign)?;
                self.set_operand(id, 1, Read::Zero)?;
            }
            Op::UDiv | Op::URem => {
                self.set_operand(id, 0, Read::Zero)?;
                self.set_operand(id, 1, Read::Zero)?;
            }
            Op::SDiv | Op::SRem => {
                self.set_operand(id, 0, Read::Sign)?;
                self.set_operand(id, 1, Read::Sign)?;
            }
            Op::SetCC => {
                let cond = n.operands.get(2).and_then(|&c| self.dag.cond_code(c));
                let how = if cond.is_some_and(is_signed) { Read::Sign } else { Read::Zero };
                self.set_operand(id, 0, how)?;
                self.set_operand(id, 1, how)?;
            }
            Op::BrCC => {
                let cond = n.operands.first().and_then(|&c| self.dag.cond_code(c));
                let how = if cond.is_some_and(is_signed) { Read::Sign } else { Read::Zero };
                self.set_operand(id, 1, how)?;
                self.set_operand(id, 2, how)?;
            }
            Op::Select | Op::BrCond => self.set_operand(id, 0, Read::Zero)?,
            // Arguments are passed zero-extended.
            Op::Call => {
                self.dag.nodes[id.0 as usize].vt = if n.vt == Vt::Other { n.vt } else { wide };
                for i in 0..n.operands.len() {
                    self.set_operand(id, i, Read::Zero)?;
                }
            }
            Op::SintToFp => self.set_operand(id, 0, Read::Sign)?,
            Op::Ctpop => self.set_operand(id, 0, Read::Zero)?,
            Op::Ctlz => {
                self.set_operand(id, 0, Read::Zero)?;
                if wide != vt {
                    let count = self.dag.add(Node { vt: wide, ..self.dag.node(id).clone() });
                    let extra = (wide.bits() - vt.bits()) as i64;
                    let mut b = Build { dag: self.dag };
                    let extra = b.imm(wide, extra);
                    self.dag.nodes[id.0 as usize] =
                        Node { op: Op::Sub, vt: wide, operands: vec![count, extra], value: 0, mem: None };
                }
            }
            Op::Cttz if wide != vt => {
                // A bit just above the value stops the count at its width.
                let x = n.operands[0];
                let mut b = Build { dag: self.dag };
                let stop = b.bin_imm(Op::Or, wide, x, 1i64 << vt.bits());
                self.dag.nodes[id.0 as usize].operands[0] = stop;
            }
            Op::Bswap if wide != vt => {
                let swapped = self.dag.add(Node { vt: wide, ..self.dag.node(id).clone() });
                let mut b = Build { dag: self.dag };
                let shift = b.imm(wide, (wide.bits() - vt.bits()) as i64);
                self.dag.nodes[id.0 as usize] =
                    Node { op: Op::Srl, vt: wide, operands: vec![swapped, shift], value: 0, mem: None };
            }
            Op::Sext | Op::Zext | Op::Anyext | Op::Trunc => self.extension(id, &n, wide)?,
            // The bits of a float are not those of a wider integer.
            Op::Bitconvert => {
                return Err(crate::isel::select::error(
                    format!(
                        "bitconvert between {} and {} needs {} registers, which the target does not have",
                        operand_types.first().copied().unwrap_or(Vt::Other),
                        vt,
                        if vt.is_int() { vt } else { operand_types.first().copied().unwrap_or(vt) }
                    ),
                    Some(id),
                ));
            }
            Op::Load if wide != vt => {
                if let Some(m) = &mut self.dag.nodes[id.0 as usize].mem {
                    if m.ext == Ext::None {
                        m.ext = Ext::Anyext;
                    }
                    if m.vt == Vt::I1 {
                        m.vt = Vt::I8;
                    }
                }
            }
            Op::Store => {
                self.dag.nodes[id.0 as usize].vt = n.vt;
                let value_vt = operand_types.first().copied().unwrap_or(Vt::Other);
                if let Some(m) = &mut self.dag.nodes[id.0 as usize].mem {
                    if m.ext == Ext::None && !(self.legal)(value_vt) {
                        m.ext = Ext::Trunc;
                    }
                    if m.vt == Vt::I1 {
                        m.vt = Vt::I8;
                        self.set_operand(id, 0, Read::Zero)?;
                    }
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// sext, zext, anyext and trunc between types of which at least one
    /// was promoted.
    fn extension(&mut self, id: NodeId, n: &Node, wide: Vt) -> Result<(), SelectError> {
        let Some(&x) = n.operands.first() else { return Ok(()) };
        let from = self.original(x);
        let from_wide = self.widened(from)?;
        let inner = match n.op {
            Op::Sext => self.read(x, Read::Sign)?,
            Op::Zext => self.read(x, Read::Zero)?,
            _ => x,
        };
        if from_wide == wide {
            self.alias.insert(id, inner);
        } else {
            self.dag.nodes[id.0 as usize].operands[0] = inner;
        }
        Ok(())
    }
}

/// Replaces every use of an aliased node by the node it became.
fn resolve_aliases(f: &mut Function, alias: &HashMap<NodeId, NodeId>) {
    if alias.is_empty() {
        return;
    }
    let target = |mut id: NodeId| {
        // Chains end: an alias points at an earlier value.
        for _ in 0..alias.len() {
            match alias.get(&id) {
                Some(&next) => id = next,
                None => break,
            }
        }
        id
    };
    for n in &mut f.dag.nodes {
        for o in &mut n.operands {
            *o = target(*o);
        }
    }
    for block in &mut f.blocks {
        for stmt in &mut block.stmts {
            match stmt {
                Stmt::Assign { value, .. } => *value = target(*value),
                Stmt::Effect(node) => *node = target(*node),
            }
        }
    }
}
