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

use super::dag::{Cond, Dag, Ext, Function, MemInfo, Node, NodeId, Op, Stmt, Vt};
use super::mir::MachineFunction;
use super::select::{select_function, value_class, SelectError, Selected};
use crate::mc::tables::TargetTables;
use std::collections::HashMap;

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
}

/// Promotes `f`'s types and selects it, expanding each node no pattern
/// matches and trying again.
pub fn select_legalized(tables: &'static TargetTables, f: &Function) -> Result<Legalized, SelectError> {
    let cc = tables.selection.calling.ok_or_else(|| SelectError { message: format!("the {} target has no CallingConv", tables.name), node: None })?;
    let mut function = promote(f, &|vt| value_class(&cc, vt).is_some())?;
    let mut fallbacks = Vec::new();
    loop {
        match select_function(tables, &function) {
            Ok((machine, selected)) => return Ok(Legalized { function, machine, selected, fallbacks }),
            Err(e) => {
                let fallback = e.node.filter(|_| fallbacks.len() < EXPANSION_LIMIT).and_then(|n| expand(&mut function, n));
                match fallback {
                    Some(fallback) => {
                        compact(&mut function);
                        fallbacks.push(fallback);
                    }
                    None => return Err(e),
                }
            }
        }
    }
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

fn is_signed(c: Cond) -> bool {
    matches!(c, Cond::Lt | Cond::Le | Cond::Gt | Cond::Ge)
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
    let widen = |vt: Vt| promoted(vt, legal).ok_or_else(|| SelectError { message: format!("no legal integer type holds {vt}"), node: None });
    for v in &mut f.vars {
        v.vt = widen(v.vt)?;
    }
    // The result's high bits are unspecified, as for any promoted value.
    f.result = f.result.map(widen).transpose()?;
    let conditions = branch_conditions(&f.dag);
    let mut p = Promoter { dag: &mut f.dag, types: &types, legal, conditions, reads: HashMap::new(), alias: HashMap::new() };
    for i in 0..count {
        p.node(NodeId(i as u32))?;
    }
    let alias = std::mem::take(&mut p.alias);
    resolve_aliases(&mut f, &alias);
    compact(&mut f);
    Ok(f)
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
        promoted(vt, self.legal).ok_or_else(|| SelectError { message: format!("no legal integer type holds {vt}"), node: None })
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
            Op::SintToFp => self.set_operand(id, 0, Read::Sign)?,
            Op::Ctpop => self.set_operand(id, 0, Read::Zero)?,
            Op::Ctlz => {
                self.set_operand(id, 0, Read::Zero)?;
                if wide != vt {
                    let count = self.dag.add(Node { vt: wide, ..self.dag.node(id).clone() });
                    let extra = (wide.bits() - vt.bits()) as i64;
                    let mut b = Build { dag: self.dag };
                    let extra = b.imm(wide, extra);
                    self.dag.nodes[id.0 as usize] = Node { op: Op::Sub, vt: wide, operands: vec![count, extra], value: 0, mem: None };
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
                self.dag.nodes[id.0 as usize] = Node { op: Op::Srl, vt: wide, operands: vec![swapped, shift], value: 0, mem: None };
            }
            Op::Sext | Op::Zext | Op::Anyext | Op::Trunc => self.extension(id, &n, wide)?,
            // The bits of a float are not those of a wider integer.
            Op::Bitconvert => {
                return Err(SelectError { message: format!("bitconvert between {} and {} needs {} registers, which the target does not have", operand_types.first().copied().unwrap_or(Vt::Other), vt, if vt.is_int() { vt } else { operand_types.first().copied().unwrap_or(vt) }), node: Some(id) });
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

/// Rewrites node `id` into operations more targets have; what it did, or
/// `None` when there is no expansion for it. Node ids stay valid, but the
/// new nodes follow their users: [`compact`] before verifying.
pub fn expand(f: &mut Function, id: NodeId) -> Option<Fallback> {
    let n = f.dag.node(id).clone();
    let amount_vt = |f: &Function| n.operands.get(1).map(|&a| f.dag.node(a).vt);
    let how = match n.op {
        // Shift patterns are usually written with the amount in the
        // shifted value's type.
        Op::Shl | Op::Srl | Op::Sra | Op::Rotl | Op::Rotr if n.vt.is_int() && amount_vt(f).is_some_and(|t| t.is_int() && t != n.vt) => {
            let from = amount_vt(f)?;
            let amount = convert(&mut Build { dag: &mut f.dag }, n.operands[1], from, n.vt);
            f.dag.nodes[id.0 as usize].operands[1] = amount;
            "amount converted to the shifted type"
        }
        Op::Rotl | Op::Rotr if n.vt.is_int() => {
            expand_rotate(&mut f.dag, id);
            "shifts"
        }
        Op::Ctpop if n.vt.is_int() => {
            let v = popcount(&mut Build { dag: &mut f.dag }, n.vt, n.operands[0]);
            replace(&mut f.dag, id, v);
            "bit arithmetic"
        }
        Op::Ctlz if n.vt.is_int() => {
            let mut b = Build { dag: &mut f.dag };
            let (vt, mut x) = (n.vt, n.operands[0]);
            // Smear the highest set bit down; the zeros above it remain.
            let mut step = 1;
            while step < vt.bits() {
                let s = b.bin_imm(Op::Srl, vt, x, i64::from(step));
                x = b.bin(Op::Or, vt, x, s);
                step *= 2;
            }
            let inverted = b.bin_imm(Op::Xor, vt, x, -1);
            let v = popcount(&mut b, vt, inverted);
            replace(&mut f.dag, id, v);
            "bit arithmetic"
        }
        Op::Cttz if n.vt.is_int() => {
            let mut b = Build { dag: &mut f.dag };
            let (vt, x) = (n.vt, n.operands[0]);
            // The bits below the lowest set one, counted.
            let zero = b.imm(vt, 0);
            let negated = b.bin(Op::Sub, vt, zero, x);
            let lowest = b.bin(Op::And, vt, x, negated);
            let below = b.bin_imm(Op::Sub, vt, lowest, 1);
            let v = popcount(&mut b, vt, below);
            replace(&mut f.dag, id, v);
            "bit arithmetic"
        }
        Op::Bswap if n.vt.is_int() && n.vt.bits() >= 16 => {
            let mut b = Build { dag: &mut f.dag };
            let (vt, x) = (n.vt, n.operands[0]);
            let bytes = vt.bits() / 8;
            let mut out = None;
            for i in 0..bytes {
                let down = if i == 0 { x } else { b.bin_imm(Op::Srl, vt, x, i64::from(8 * i)) };
                let byte = b.bin_imm(Op::And, vt, down, 0xff);
                let up = bytes - 1 - i;
                let placed = if up == 0 { byte } else { b.bin_imm(Op::Shl, vt, byte, i64::from(8 * up)) };
                out = Some(match out {
                    None => placed,
                    Some(acc) => b.bin(Op::Or, vt, acc, placed),
                });
            }
            replace(&mut f.dag, id, out?);
            "shifts and masks"
        }
        Op::SextInreg if n.vt.is_int() => {
            let from = f.dag.value_type(*n.operands.get(1)?)?;
            let shift = i64::from(n.vt.bits().checked_sub(from.bits())?);
            let mut b = Build { dag: &mut f.dag };
            let up = b.bin_imm(Op::Shl, n.vt, n.operands[0], shift);
            let v = b.bin_imm(Op::Sra, n.vt, up, shift);
            replace(&mut f.dag, id, v);
            "shifts"
        }
        Op::SetCC if n.vt.is_int() => {
            let a = n.operands[0];
            let b_ = n.operands[1];
            let operand_vt = f.dag.node(a).vt;
            if !operand_vt.is_int() {
                return None;
            }
            let cond = f.dag.cond_code(*n.operands.get(2)?)?;
            let mut b = Build { dag: &mut f.dag };
            let bit = compare_bit(&mut b, operand_vt, a, b_, cond);
            let v = convert(&mut b, bit, operand_vt, n.vt);
            replace(&mut f.dag, id, v);
            "branch-free arithmetic"
        }
        Op::Select if n.vt.is_int() => {
            let (c, x, y) = (n.operands[0], n.operands[1], n.operands[2]);
            let c_vt = f.dag.node(c).vt;
            let mut b = Build { dag: &mut f.dag };
            let vt = n.vt;
            let c = convert(&mut b, c, c_vt, vt);
            // All ones when c is true: y ^ ((x ^ y) & mask) picks x.
            let nonzero = not_zero(&mut b, vt, c);
            let zero = b.imm(vt, 0);
            let mask = b.bin(Op::Sub, vt, zero, nonzero);
            let diff = b.bin(Op::Xor, vt, x, y);
            let picked = b.bin(Op::And, vt, diff, mask);
            let v = b.bin(Op::Xor, vt, y, picked);
            replace(&mut f.dag, id, v);
            "branch-free arithmetic"
        }
        Op::SDiv | Op::SRem if n.vt.is_int() => {
            let (vt, x, y) = (n.vt, n.operands[0], n.operands[1]);
            let mut b = Build { dag: &mut f.dag };
            let top = i64::from(vt.bits() - 1);
            let sx = b.bin_imm(Op::Sra, vt, x, top);
            let sy = b.bin_imm(Op::Sra, vt, y, top);
            let ax = abs(&mut b, vt, x, sx);
            let ay = abs(&mut b, vt, y, sy);
            // The quotient is negative when the signs differ; the
            // remainder takes the dividend's sign.
            let (unsigned, sign) = if n.op == Op::SDiv { (Op::UDiv, b.bin(Op::Xor, vt, sx, sy)) } else { (Op::URem, sx) };
            let magnitude = b.bin(unsigned, vt, ax, ay);
            let flipped = b.bin(Op::Xor, vt, magnitude, sign);
            let v = b.bin(Op::Sub, vt, flipped, sign);
            replace(&mut f.dag, id, v);
            "unsigned division"
        }
        Op::Load if n.mem.is_some_and(|m| m.ext == Ext::Sext) => {
            let m = n.mem?;
            let load = f.dag.add(Node { mem: Some(MemInfo { vt: m.vt, ext: Ext::Anyext }), ..n.clone() });
            let v = Build { dag: &mut f.dag }.sext_inreg(n.vt, load, m.vt);
            replace(&mut f.dag, id, v);
            "extending load and sext_inreg"
        }
        _ => return None,
    };
    Some(Fallback { op: n.op, vt: n.vt, how })
}

/// Node `id` takes the place of node `by` (whose content it gets).
fn replace(dag: &mut Dag, id: NodeId, by: NodeId) {
    dag.nodes[id.0 as usize] = dag.node(by).clone();
}

/// `rotl`/`rotr` of node `id` as two shifts by amounts taken modulo the
/// width (a rotate by 0 shifts both ways by 0 and ors x with itself).
fn expand_rotate(dag: &mut Dag, id: NodeId) {
    let n = dag.node(id).clone();
    let (vt, x, amount) = (n.vt, n.operands[0], n.operands[1]);
    let amount_vt = dag.node(amount).vt;
    let width = i64::from(vt.bits());
    let mut b = Build { dag };
    let there = b.bin_imm(Op::And, amount_vt, amount, width - 1);
    let zero = b.imm(amount_vt, 0);
    let negated = b.bin(Op::Sub, amount_vt, zero, amount);
    let back = b.bin_imm(Op::And, amount_vt, negated, width - 1);
    let (left, right) = if n.op == Op::Rotl { (there, back) } else { (back, there) };
    let up = b.bin(Op::Shl, vt, x, left);
    let down = b.bin(Op::Srl, vt, x, right);
    let v = b.bin(Op::Or, vt, up, down);
    replace(dag, id, v);
}

/// The number of set bits of `x` by adding neighbouring counts.
fn popcount(b: &mut Build, vt: Vt, x: NodeId) -> NodeId {
    let bits = vt.bits();
    let repeat = |byte: u64| (u64::MAX / 0xff * byte) as i64 & low_mask(bits);
    let halves = b.bin_imm(Op::Srl, vt, x, 1);
    let halves = b.bin_imm(Op::And, vt, halves, repeat(0x55));
    let pairs = b.bin(Op::Sub, vt, x, halves);
    let low = b.bin_imm(Op::And, vt, pairs, repeat(0x33));
    let high = b.bin_imm(Op::Srl, vt, pairs, 2);
    let high = b.bin_imm(Op::And, vt, high, repeat(0x33));
    let nibbles = b.bin(Op::Add, vt, low, high);
    let shifted = b.bin_imm(Op::Srl, vt, nibbles, 4);
    let bytes = b.bin(Op::Add, vt, nibbles, shifted);
    let bytes = b.bin_imm(Op::And, vt, bytes, repeat(0x0f));
    if bits == 8 {
        return bytes;
    }
    // The multiply sums every byte into the top one.
    let summed = b.bin_imm(Op::Mul, vt, bytes, repeat(0x01));
    b.bin_imm(Op::Srl, vt, summed, i64::from(bits - 8))
}

/// |x| given `sign`, x's sign bit spread over the width.
fn abs(b: &mut Build, vt: Vt, x: NodeId, sign: NodeId) -> NodeId {
    let flipped = b.bin(Op::Xor, vt, x, sign);
    b.bin(Op::Sub, vt, flipped, sign)
}

/// 1 when `x` is not zero, else 0: the sign bit of `x | -x`.
fn not_zero(b: &mut Build, vt: Vt, x: NodeId) -> NodeId {
    let zero = b.imm(vt, 0);
    let negated = b.bin(Op::Sub, vt, zero, x);
    let either = b.bin(Op::Or, vt, x, negated);
    b.bin_imm(Op::Srl, vt, either, i64::from(vt.bits() - 1))
}

/// 1 when `a < b` unsigned, else 0: the borrow out of `a - b`.
fn borrow(b: &mut Build, vt: Vt, x: NodeId, y: NodeId) -> NodeId {
    let not_x = b.bin_imm(Op::Xor, vt, x, -1);
    let borrowed = b.bin(Op::And, vt, not_x, y);
    let same = b.bin(Op::Xor, vt, x, y);
    let same = b.bin_imm(Op::Xor, vt, same, -1);
    let difference = b.bin(Op::Sub, vt, x, y);
    let kept = b.bin(Op::And, vt, same, difference);
    let either = b.bin(Op::Or, vt, borrowed, kept);
    b.bin_imm(Op::Srl, vt, either, i64::from(vt.bits() - 1))
}

/// 1 when `a cond b` holds, else 0, in `vt` (the operands' type).
fn compare_bit(b: &mut Build, vt: Vt, x: NodeId, y: NodeId, cond: Cond) -> NodeId {
    let (x, y) = if is_signed(cond) {
        // Flipping the sign bits orders signed values as unsigned ones.
        let sign = i64::MIN >> (64 - vt.bits());
        (b.bin_imm(Op::Xor, vt, x, sign), b.bin_imm(Op::Xor, vt, y, sign))
    } else {
        (x, y)
    };
    let invert = |b: &mut Build, v: NodeId| b.bin_imm(Op::Xor, vt, v, 1);
    match cond {
        Cond::Eq | Cond::Ne => {
            let diff = b.bin(Op::Xor, vt, x, y);
            let ne = not_zero(b, vt, diff);
            if cond == Cond::Ne {
                ne
            } else {
                invert(b, ne)
            }
        }
        Cond::Lt | Cond::Ult => borrow(b, vt, x, y),
        Cond::Gt | Cond::Ugt => borrow(b, vt, y, x),
        Cond::Ge | Cond::Uge => {
            let lt = borrow(b, vt, x, y);
            invert(b, lt)
        }
        Cond::Le | Cond::Ule => {
            let gt = borrow(b, vt, y, x);
            invert(b, gt)
        }
    }
}

/// `v` of type `from` as a `to` (its low bits, or zero-extended).
fn convert(b: &mut Build, v: NodeId, from: Vt, to: Vt) -> NodeId {
    match from.bits().cmp(&to.bits()) {
        std::cmp::Ordering::Equal => v,
        std::cmp::Ordering::Less => b.node(Op::Zext, to, vec![v]),
        std::cmp::Ordering::Greater => b.node(Op::Trunc, to, vec![v]),
    }
}
