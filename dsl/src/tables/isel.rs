//! Selection tables: every pattern turned into a sequence of matcher
//! operations (check the node, move to a child, record it, ... then emit
//! instructions and complete), the sequences merged into a tree so that a
//! prefix several patterns share is checked once, and the tree written out
//! as one array where `Scope` marks each alternative. Patterns are tried
//! most complex first.

use crate::target::patterns::{print_node, NodeKind, PatNode, Pattern, PatternTypes};
use crate::target::{RegId, TargetModel};
use std::collections::BTreeMap;
use tdc_schema::isel::{CallingConvInfo, EmitOperand, MatchOp, PatternInfo, SelectionTables};
use tdc_schema::vocab::{Cond, Ext, Op, Vt};
use tdc_schema::FragmentNames;

/// The selection tables, and how many patterns were left out of them.
#[derive(Debug, Default)]
pub struct Selection {
    /// The tables.
    pub tables: SelectionTables,
    /// Patterns that use a type, operator or condition the selector has no
    /// use for (vector types, say): no DAG it selects can match them.
    pub left_out: usize,
}

/// The number of the Rust function `name` in `list`.
fn number(list: &mut Vec<String>, name: &str) -> u16 {
    super::operands::number(list, name).unwrap_or_default()
}

/// Lowers the target's patterns; the Rust functions they name are
/// numbered into `names`.
pub fn selection(model: &TargetModel, names: &mut FragmentNames) -> Selection {
    let mut order: Vec<usize> = (0..model.patterns.len()).collect();
    // Most complex first; equal ones in the order they were written.
    order.sort_by_key(|&i| std::cmp::Reverse(model.patterns[i].complexity));
    let mut root = Trie::default();
    let mut patterns = Vec::new();
    let mut left_out = 0;
    for &i in &order {
        let p = &model.patterns[i];
        let index = patterns.len() as u16;
        let Some(ops) = PatternLowering::new(model, names).lower(p, index) else {
            left_out += 1;
            continue;
        };
        patterns.push(PatternInfo {
            source: p.source.clone(),
            complexity: p.complexity,
            matched: print_node(model, &p.matched),
        });
        root.insert(ops);
    }
    let mut ops = Vec::new();
    root.flatten(&mut ops);
    Selection { tables: SelectionTables { ops, patterns, calling: calling(model) }, left_out }
}

fn calling(model: &TargetModel) -> Option<CallingConvInfo> {
    let cc = model.calling_conv.as_ref()?;
    let reg = |r: &crate::target::RegId| r.0 as u16;
    Some(CallingConvInfo {
        arguments: cc.arguments.iter().map(reg).collect(),
        result: cc.result.map(|r| r.0 as u16),
        callee_saved: cc.callee_saved.iter().map(reg).collect(),
        stack_pointer: cc.stack_pointer.map(|r| r.0 as u16),
        reserved: cc.reserved.iter().map(reg).collect(),
        // The target stage rejects classes of types the selector lacks.
        value_classes: cc.value_classes.iter().filter_map(|(t, c)| Some((Vt::from_name(t)?, c.0 as u16))).collect(),
        stack_limit: cc.stack_limit,
        stack_arguments: cc.stack_arguments,
        float_arguments: cc.float_arguments.iter().map(reg).collect(),
        float_result: cc.float_result.map(|r| r.0 as u16),
        shared_slots: cc.shared_slots,
    })
}

/// The one value type a node has, unless it has several or none (OtherVT
/// counts as none).
fn single_type(types: &PatternTypes, n: &PatNode) -> Option<String> {
    let set = n.types.first()?;
    if set.count() != 1 {
        return None;
    }
    let name = types.names.get(set.members().next()?)?;
    (name != "OtherVT").then(|| name.clone())
}

/// A type written as an operand (sext_inreg's `i8`): an unnamed leaf that
/// is a type (inference gives it the type written), or whose one type is
/// OtherVT.
fn is_type_operand(types: &PatternTypes, n: &PatNode) -> bool {
    let unnamed_leaf = n.name.is_none() && n.children.is_empty();
    let other = n.types.first().is_some_and(|t| t.count() == 1) && single_type(types, n).is_none();
    unnamed_leaf && (matches!(n.kind, NodeKind::Typed(_)) || other)
}

/// Turns one pattern into its operations.
struct PatternLowering<'a> {
    model: &'a TargetModel,
    functions: &'a mut FragmentNames,
    ops: Vec<MatchOp>,
    /// A name the selector's vocabulary lacks was met.
    unsupported: bool,
    /// Recorded slots by name, and how many slots a name takes.
    names: BTreeMap<String, (u8, u8)>,
    slots: u8,
    temps: u8,
    /// Values matched at physical register leaves (slot, register), not
    /// yet copied into their registers.
    fixed: Vec<(u8, RegId)>,
}

/// Whether `inner` is `outer` or one of its sub-registers, transitively.
fn contains_register(model: &TargetModel, outer: RegId, inner: RegId) -> bool {
    let mut stack = vec![outer];
    // Sub-registers name earlier records, so the walk ends; the bound is
    // for malformed input.
    let mut budget = model.registers.len() * 4 + 4;
    while let Some(r) = stack.pop() {
        if r == inner {
            return true;
        }
        budget = budget.saturating_sub(1);
        if budget == 0 {
            return false;
        }
        stack.extend(model.registers.get(r.0 as usize).map(|x| x.sub_regs.as_slice()).unwrap_or(&[]));
    }
    false
}

/// Whether two registers share bits (EAX and CL do not; RCX and CL do).
fn registers_overlap(model: &TargetModel, a: RegId, b: RegId) -> bool {
    contains_register(model, a, b) || contains_register(model, b, a)
}

impl<'a> PatternLowering<'a> {
    fn new(model: &'a TargetModel, functions: &'a mut FragmentNames) -> Self {
        PatternLowering {
            model,
            functions,
            ops: Vec::new(),
            unsupported: false,
            names: BTreeMap::new(),
            slots: 0,
            temps: 0,
            fixed: Vec::new(),
        }
    }

    /// The pattern's operations, or none when it names something the
    /// selector's vocabulary lacks.
    fn lower(mut self, p: &Pattern, index: u16) -> Option<Vec<MatchOp>> {
        self.matched(&p.matched, true);
        let emission = self.ops.len();
        for e in &p.effects {
            self.emit(e);
        }
        let result = self.emit(&p.result);
        // Registers no instruction of the result reads: copied first.
        let unread: Vec<MatchOp> = self
            .fixed
            .drain(..)
            .map(|(slot, reg)| MatchOp::EmitCopyToReg { reg: reg.0 as u16, operand: EmitOperand::Node(slot) })
            .collect();
        self.ops.splice(emission..emission, unread);
        self.ops.push(MatchOp::Complete { pattern: index, result });
        (!self.unsupported).then_some(self.ops)
    }

    /// `name` in the vocabulary `T`, noting when it is not there.
    fn known<T>(&mut self, found: Option<T>) -> Option<T> {
        self.unsupported |= found.is_none();
        found
    }

    /// Records `n` (or checks it is the node its name is bound to); its slot.
    fn record(&mut self, n: &PatNode, parts: u8) -> u8 {
        if let Some(name) = &n.name {
            if let Some(&(slot, _)) = self.names.get(name) {
                self.ops.push(MatchOp::CheckSame(slot));
                return slot;
            }
            self.names.insert(name.clone(), (self.slots, parts));
        }
        if parts == 1 {
            self.ops.push(MatchOp::Record);
        }
        self.slots += parts;
        self.slots - parts
    }

    /// Copies the values of physical register leaves that `inst` reads
    /// into their registers, right before it.
    fn copy_fixed_registers_read_by(&mut self, inst: &crate::target::Instruction) {
        let model = self.model;
        let (read, unread): (Vec<_>, Vec<_>) =
            self.fixed.iter().partition(|&&(_, reg)| inst.uses.iter().any(|&u| registers_overlap(model, u, reg)));
        self.fixed = unread;
        for (slot, reg) in read {
            self.ops.push(MatchOp::EmitCopyToReg { reg: reg.0 as u16, operand: EmitOperand::Node(slot) });
        }
    }

    fn matched(&mut self, n: &PatNode, is_root: bool) {
        let types = &self.model.pattern_types;
        match &n.kind {
            NodeKind::Node(name) => {
                let opcode = types.opcodes.get(name).cloned().unwrap_or_else(|| name.clone());
                let is_imm = opcode == "imm";
                if let Some(op) = self.known(Op::from_name(&opcode)) {
                    self.ops.push(MatchOp::CheckOpcode(op));
                }
                if let Some(t) = single_type(types, n) {
                    if let Some(vt) = self.known(Vt::from_name(&t)) {
                        self.ops.push(MatchOp::CheckType(vt));
                    }
                }
                for p in &n.predicates {
                    let op = if let Some(mem) = p.strip_prefix("load:").or_else(|| p.strip_prefix("store:")) {
                        let (vt, ext) = mem.split_once(':').unwrap_or((mem, ""));
                        match (self.known(Vt::from_name(vt)), self.known(Ext::from_name(ext))) {
                            (Some(vt), Some(ext)) => MatchOp::CheckMemory(vt, ext),
                            _ => continue,
                        }
                    } else if is_imm {
                        MatchOp::CheckImmPredicate(number(&mut self.functions.imm_predicate, p))
                    } else {
                        MatchOp::CheckNodePredicate(number(&mut self.functions.node_predicate, p))
                    };
                    self.ops.push(op);
                }
                let is_memory = matches!(self.ops.last(), Some(MatchOp::CheckMemory(..)));
                if (self.model.pattern_types.opcodes.get(name).is_some_and(|o| o == "load" || o == "store"))
                    && !is_memory
                {
                    self.ops.push(MatchOp::CheckPlainMemory);
                }
                // Every named node is recorded; so is the root, whose
                // value the result may use.
                if n.name.is_some() || (is_root && n.children.is_empty()) {
                    self.record(n, 1);
                }
                for (i, c) in n.children.iter().enumerate() {
                    self.ops.push(MatchOp::MoveChild(i as u8));
                    self.matched(c, false);
                    self.ops.push(MatchOp::MoveParent);
                }
            }
            NodeKind::Immediate(v) => self.ops.push(MatchOp::CheckInteger(*v)),
            NodeKind::CondCode(c) => {
                if let Some(cond) = self.known(Cond::from_name(c)) {
                    self.ops.push(MatchOp::CheckCondCode(cond));
                }
            }
            NodeKind::Complex { function, operands, .. } => {
                let function = number(&mut self.functions.complex, function);
                let parts = *operands as u8;
                self.ops.push(MatchOp::CheckComplex { function, parts });
                self.record(n, parts);
            }
            NodeKind::Typed(_) | NodeKind::RegClass(_) | NodeKind::Named | NodeKind::Register(_) => {
                if is_type_operand(types, n) {
                    let written = match n.kind {
                        NodeKind::Typed(t) => t.members().next().and_then(|i| types.names.get(i)),
                        _ => None,
                    };
                    if let Some(name) = written {
                        if let Some(vt) = self.known(Vt::from_name(name)) {
                            self.ops.push(MatchOp::CheckValueType(vt));
                        }
                    }
                    return;
                }
                if let Some(t) = single_type(types, n) {
                    if let Some(vt) = self.known(Vt::from_name(&t)) {
                        self.ops.push(MatchOp::CheckType(vt));
                    }
                }
                let slot = self.record(n, 1);
                // A physical register: the value goes there for the
                // instruction that reads it.
                if let NodeKind::Register(reg) = n.kind {
                    self.fixed.push((slot, reg));
                }
            }
            NodeKind::Instruction(_)
            | NodeKind::XForm(_)
            | NodeKind::CopyToClass(_)
            | NodeKind::SubOperands(_)
            | NodeKind::CopyToReg(_) => {}
        }
    }

    /// Emits a result tree; the temp holding its (first) value.
    fn emit(&mut self, n: &PatNode) -> Option<u8> {
        match &n.kind {
            NodeKind::Instruction(id) => {
                let inst = &self.model.instructions[id.0 as usize];
                let inputs = crate::target::patterns::result_inputs(inst).count();
                let mut operands = Vec::with_capacity(inputs);
                for c in &n.children {
                    operands.push(self.operand(c));
                }
                let results = inst.operands.iter().filter(|o| o.is_output).count() as u8;
                self.copy_fixed_registers_read_by(inst);
                self.ops.push(MatchOp::Emit { inst: id.0 as u16, operands, results });
                let first = self.temps;
                self.temps += results;
                (results > 0).then_some(first)
            }
            NodeKind::CopyToClass(class) => {
                let operand = self.operand(n.children.first()?);
                self.ops.push(MatchOp::EmitCopy { class: class.0 as u16, operand });
                self.temps += 1;
                Some(self.temps - 1)
            }
            NodeKind::CopyToReg(reg) => {
                let operand = self.operand(n.children.first()?);
                self.ops.push(MatchOp::EmitCopyToReg { reg: reg.0 as u16, operand });
                None
            }
            // A pattern whose result is one of its operands (a no-op
            // conversion): a copy into the value's own class.
            _ => {
                let operand = self.operand(n);
                let class = self.class_of_type(n)?;
                self.ops.push(MatchOp::EmitCopy { class, operand });
                self.temps += 1;
                Some(self.temps - 1)
            }
        }
    }

    fn class_of_type(&self, n: &PatNode) -> Option<u16> {
        let t = single_type(&self.model.pattern_types, n)?;
        let cc = self.model.calling_conv.as_ref()?;
        cc.value_classes.iter().find(|(name, _)| *name == t).map(|(_, c)| c.0 as u16)
    }

    fn operand(&mut self, c: &PatNode) -> EmitOperand {
        match &c.kind {
            NodeKind::Instruction(_) | NodeKind::CopyToClass(_) | NodeKind::CopyToReg(_) => match self.emit(c) {
                Some(t) => EmitOperand::Temp(t),
                None => EmitOperand::Imm(0),
            },
            NodeKind::Immediate(v) => EmitOperand::Imm(*v),
            NodeKind::Register(r) => EmitOperand::Reg(r.0 as u16),
            NodeKind::SubOperands(_) => EmitOperand::Parts(c.children.iter().map(|part| self.operand(part)).collect()),
            NodeKind::XForm(f) => {
                let slot =
                    c.children.first().and_then(|x| x.name.as_ref()).and_then(|n| self.names.get(n)).map_or(0, |s| s.0);
                EmitOperand::XForm(number(&mut self.functions.xform, f), slot)
            }
            _ => match c.name.as_ref().and_then(|n| self.names.get(n)) {
                Some(&(slot, parts)) if parts != 1 || matches!(c.kind, NodeKind::Complex { .. }) => {
                    EmitOperand::Complex(slot, parts)
                }
                Some(&(slot, _)) => EmitOperand::Node(slot),
                None => EmitOperand::Imm(0),
            },
        }
    }
}

/// Operation sequences merged where they start alike.
#[derive(Default)]
struct Trie {
    children: Vec<(MatchOp, Trie)>,
}

impl Trie {
    fn insert(&mut self, ops: Vec<MatchOp>) {
        let mut node = self;
        for op in ops {
            // Only the last alternative may be shared: a pattern must not
            // be tried before an earlier, more complex one. Emissions are
            // never shared: two patterns that check alike (a commuted
            // variant whose operands record alike) must not branch inside
            // an emission, which the selector runs straight through.
            let is_emission = matches!(
                op,
                MatchOp::Emit { .. }
                    | MatchOp::EmitCopy { .. }
                    | MatchOp::EmitCopyToReg { .. }
                    | MatchOp::Complete { .. }
            );
            let shares = !is_emission && node.children.last().is_some_and(|(o, _)| *o == op);
            if !shares {
                node.children.push((op, Trie::default()));
            }
            let last = node.children.len() - 1;
            node = &mut node.children[last].1;
        }
    }

    fn flatten(&self, out: &mut Vec<MatchOp>) {
        let n = self.children.len();
        for (i, (op, child)) in self.children.iter().enumerate() {
            let mut body = vec![op.clone()];
            child.flatten(&mut body);
            if i + 1 < n {
                out.push(MatchOp::Scope(body.len() as u32));
            }
            out.extend(body);
        }
    }
}
