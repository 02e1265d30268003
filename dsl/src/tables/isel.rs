//! Selection tables: every pattern turned into a sequence of matcher
//! operations (check the node, move to a child, record it, ... then emit
//! instructions and complete), the sequences merged into a tree so that a
//! prefix several patterns share is checked once, and the tree written out
//! as one array where `Scope` marks each alternative. Patterns are tried
//! most complex first.

use crate::target::patterns::{print_node, NodeKind, PatNode, Pattern, PatternTypes};
use crate::target::{RegId, TargetModel};
use std::collections::BTreeMap;

/// The selection tables of a target (`tdc::isel::tables::SelectionTables`).
#[derive(Debug, Default)]
#[allow(missing_docs)]
pub struct SelectionRow {
    pub ops: Vec<MatchOpRow>,
    pub patterns: Vec<PatternRow>,
    pub imm_predicates: Vec<String>,
    pub node_predicates: Vec<String>,
    pub xforms: Vec<String>,
    pub complex: Vec<String>,
    pub calling: Option<CallingRow>,
}

/// A pattern, for reports: where it comes from and how complex it is.
#[derive(Debug)]
#[allow(missing_docs)]
pub struct PatternRow {
    pub source: String,
    pub complexity: i64,
    pub matched: String,
}

/// The calling convention, by register and class number.
#[derive(Debug)]
#[allow(missing_docs)]
pub struct CallingRow {
    pub arguments: Vec<u16>,
    pub result: u16,
    pub callee_saved: Vec<u16>,
    pub stack_pointer: u16,
    pub reserved: Vec<u16>,
    pub value_classes: Vec<(String, u16)>,
}

/// One matcher operation (`tdc::isel::tables::MatchOp`).
#[derive(Debug, Clone, PartialEq)]
#[allow(missing_docs)]
pub enum MatchOpRow {
    /// An alternative of `skip` operations; when it fails, matching goes
    /// on after them.
    Scope(u32),
    CheckOpcode(String),
    CheckType(String),
    MoveChild(u8),
    MoveParent,
    Record,
    CheckSame(u8),
    CheckInteger(i64),
    CheckCondCode(String),
    CheckValueType(String),
    CheckImmPredicate(u16),
    CheckNodePredicate(u16),
    CheckMemory {
        vt: String,
        ext: String,
    },
    CheckPlainMemory,
    CheckComplex {
        function: u16,
        parts: u8,
    },
    Emit {
        inst: u16,
        operands: Vec<EmitOperandRow>,
        results: u8,
    },
    EmitCopy {
        class: u16,
        operand: EmitOperandRow,
    },
    /// Copy a value into a physical register that a following
    /// instruction reads implicitly.
    EmitCopyToReg {
        reg: u16,
        operand: EmitOperandRow,
    },
    Complete {
        pattern: u16,
        result: Option<u8>,
    },
}

/// Where an emitted instruction's operand comes from.
#[derive(Debug, Clone, PartialEq)]
#[allow(missing_docs)]
pub enum EmitOperandRow {
    /// A recorded node: its register, or its value for an immediate operand.
    Node(u8),
    /// Parts a complex pattern recorded, filling as many slots.
    Complex(u8, u8),
    /// A value an earlier instruction of this pattern produced.
    Temp(u8),
    /// A transform of a recorded node's value.
    XForm(u16, u8),
    Imm(i64),
    Reg(u16),
    /// One operand's slots given one by one.
    Parts(Vec<EmitOperandRow>),
}

/// Rust functions the patterns name, numbered.
#[derive(Default)]
struct Functions {
    imm_predicates: Vec<String>,
    node_predicates: Vec<String>,
    xforms: Vec<String>,
    complex: Vec<String>,
}

fn number(list: &mut Vec<String>, name: &str) -> u16 {
    match list.iter().position(|n| n == name) {
        Some(i) => i as u16,
        None => {
            list.push(name.to_string());
            list.len() as u16 - 1
        }
    }
}

/// Lowers the target's patterns.
pub fn selection(model: &TargetModel) -> SelectionRow {
    let mut order: Vec<usize> = (0..model.patterns.len()).collect();
    // Most complex first; equal ones in the order they were written.
    order.sort_by_key(|&i| std::cmp::Reverse(model.patterns[i].complexity));
    let mut functions = Functions::default();
    let mut root = Trie::default();
    let mut patterns = Vec::new();
    for &i in &order {
        let p = &model.patterns[i];
        let index = patterns.len() as u16;
        patterns.push(PatternRow {
            source: p.source.clone(),
            complexity: p.complexity,
            matched: print_node(model, &p.matched),
        });
        let ops = PatternLowering::new(model, &mut functions).lower(p, index);
        root.insert(ops);
    }
    let mut ops = Vec::new();
    root.flatten(&mut ops);
    SelectionRow {
        ops,
        patterns,
        imm_predicates: functions.imm_predicates,
        node_predicates: functions.node_predicates,
        xforms: functions.xforms,
        complex: functions.complex,
        calling: calling(model),
    }
}

fn calling(model: &TargetModel) -> Option<CallingRow> {
    let cc = model.calling_conv.as_ref()?;
    let reg = |r: &crate::target::RegId| r.0 as u16;
    Some(CallingRow {
        arguments: cc.arguments.iter().map(reg).collect(),
        result: cc.result.map_or(u16::MAX, |r| r.0 as u16),
        callee_saved: cc.callee_saved.iter().map(reg).collect(),
        stack_pointer: cc.stack_pointer.map_or(u16::MAX, |r| r.0 as u16),
        reserved: cc.reserved.iter().map(reg).collect(),
        value_classes: cc.value_classes.iter().map(|(t, c)| (t.clone(), c.0 as u16)).collect(),
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
    functions: &'a mut Functions,
    ops: Vec<MatchOpRow>,
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
    fn new(model: &'a TargetModel, functions: &'a mut Functions) -> Self {
        PatternLowering {
            model,
            functions,
            ops: Vec::new(),
            names: BTreeMap::new(),
            slots: 0,
            temps: 0,
            fixed: Vec::new(),
        }
    }

    fn lower(mut self, p: &Pattern, index: u16) -> Vec<MatchOpRow> {
        self.matched(&p.matched, true);
        let emission = self.ops.len();
        for e in &p.effects {
            self.emit(e);
        }
        let result = self.emit(&p.result);
        // Registers no instruction of the result reads: copied first.
        let unread: Vec<MatchOpRow> = self
            .fixed
            .drain(..)
            .map(|(slot, reg)| MatchOpRow::EmitCopyToReg { reg: reg.0 as u16, operand: EmitOperandRow::Node(slot) })
            .collect();
        self.ops.splice(emission..emission, unread);
        self.ops.push(MatchOpRow::Complete { pattern: index, result });
        self.ops
    }

    /// Records `n` (or checks it is the node its name is bound to); its slot.
    fn record(&mut self, n: &PatNode, parts: u8) -> u8 {
        if let Some(name) = &n.name {
            if let Some(&(slot, _)) = self.names.get(name) {
                self.ops.push(MatchOpRow::CheckSame(slot));
                return slot;
            }
            self.names.insert(name.clone(), (self.slots, parts));
        }
        if parts == 1 {
            self.ops.push(MatchOpRow::Record);
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
            self.ops.push(MatchOpRow::EmitCopyToReg { reg: reg.0 as u16, operand: EmitOperandRow::Node(slot) });
        }
    }

    fn matched(&mut self, n: &PatNode, is_root: bool) {
        let types = &self.model.pattern_types;
        match &n.kind {
            NodeKind::Node(name) => {
                let opcode = types.opcodes.get(name).cloned().unwrap_or_else(|| name.clone());
                let is_imm = opcode == "imm";
                self.ops.push(MatchOpRow::CheckOpcode(opcode));
                if let Some(t) = single_type(types, n) {
                    self.ops.push(MatchOpRow::CheckType(t));
                }
                for p in &n.predicates {
                    let op = if let Some(mem) = p.strip_prefix("load:").or_else(|| p.strip_prefix("store:")) {
                        let (vt, ext) = mem.split_once(':').unwrap_or((mem, ""));
                        MatchOpRow::CheckMemory { vt: vt.to_string(), ext: ext.to_string() }
                    } else if is_imm {
                        MatchOpRow::CheckImmPredicate(number(&mut self.functions.imm_predicates, p))
                    } else {
                        MatchOpRow::CheckNodePredicate(number(&mut self.functions.node_predicates, p))
                    };
                    self.ops.push(op);
                }
                let is_memory = matches!(self.ops.last(), Some(MatchOpRow::CheckMemory { .. }));
                if (self.model.pattern_types.opcodes.get(name).is_some_and(|o| o == "load" || o == "store"))
                    && !is_memory
                {
                    self.ops.push(MatchOpRow::CheckPlainMemory);
                }
                // Every named node is recorded; so is the root, whose
                // value the result may use.
                if n.name.is_some() || (is_root && n.children.is_empty()) {
                    self.record(n, 1);
                }
                for (i, c) in n.children.iter().enumerate() {
                    self.ops.push(MatchOpRow::MoveChild(i as u8));
                    self.matched(c, false);
                    self.ops.push(MatchOpRow::MoveParent);
                }
            }
            NodeKind::Immediate(v) => self.ops.push(MatchOpRow::CheckInteger(*v)),
            NodeKind::CondCode(c) => self.ops.push(MatchOpRow::CheckCondCode(c.clone())),
            NodeKind::Complex { function, operands, .. } => {
                let function = number(&mut self.functions.complex, function);
                let parts = *operands as u8;
                self.ops.push(MatchOpRow::CheckComplex { function, parts });
                self.record(n, parts);
            }
            NodeKind::Typed(_) | NodeKind::RegClass(_) | NodeKind::Named | NodeKind::Register(_) => {
                if is_type_operand(types, n) {
                    let written = match n.kind {
                        NodeKind::Typed(t) => t.members().next().and_then(|i| types.names.get(i)),
                        _ => None,
                    };
                    if let Some(name) = written {
                        self.ops.push(MatchOpRow::CheckValueType(name.clone()));
                    }
                    return;
                }
                if let Some(t) = single_type(types, n) {
                    self.ops.push(MatchOpRow::CheckType(t));
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
                self.ops.push(MatchOpRow::Emit { inst: id.0 as u16, operands, results });
                let first = self.temps;
                self.temps += results;
                (results > 0).then_some(first)
            }
            NodeKind::CopyToClass(class) => {
                let operand = self.operand(n.children.first()?);
                self.ops.push(MatchOpRow::EmitCopy { class: class.0 as u16, operand });
                self.temps += 1;
                Some(self.temps - 1)
            }
            NodeKind::CopyToReg(reg) => {
                let operand = self.operand(n.children.first()?);
                self.ops.push(MatchOpRow::EmitCopyToReg { reg: reg.0 as u16, operand });
                None
            }
            // A pattern whose result is one of its operands (a no-op
            // conversion): a copy into the value's own class.
            _ => {
                let operand = self.operand(n);
                let class = self.class_of_type(n)?;
                self.ops.push(MatchOpRow::EmitCopy { class, operand });
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

    fn operand(&mut self, c: &PatNode) -> EmitOperandRow {
        match &c.kind {
            NodeKind::Instruction(_) | NodeKind::CopyToClass(_) | NodeKind::CopyToReg(_) => match self.emit(c) {
                Some(t) => EmitOperandRow::Temp(t),
                None => EmitOperandRow::Imm(0),
            },
            NodeKind::Immediate(v) => EmitOperandRow::Imm(*v),
            NodeKind::Register(r) => EmitOperandRow::Reg(r.0 as u16),
            NodeKind::SubOperands(_) => {
                EmitOperandRow::Parts(c.children.iter().map(|part| self.operand(part)).collect())
            }
            NodeKind::XForm(f) => {
                let slot =
                    c.children.first().and_then(|x| x.name.as_ref()).and_then(|n| self.names.get(n)).map_or(0, |s| s.0);
                EmitOperandRow::XForm(number(&mut self.functions.xforms, f), slot)
            }
            _ => match c.name.as_ref().and_then(|n| self.names.get(n)) {
                Some(&(slot, parts)) if parts != 1 || matches!(c.kind, NodeKind::Complex { .. }) => {
                    EmitOperandRow::Complex(slot, parts)
                }
                Some(&(slot, _)) => EmitOperandRow::Node(slot),
                None => EmitOperandRow::Imm(0),
            },
        }
    }
}

/// Operation sequences merged where they start alike.
#[derive(Default)]
struct Trie {
    children: Vec<(MatchOpRow, Trie)>,
}

impl Trie {
    fn insert(&mut self, ops: Vec<MatchOpRow>) {
        let mut node = self;
        for op in ops {
            // Only the last alternative may be shared: a pattern must not
            // be tried before an earlier, more complex one. Emissions are
            // never shared: two patterns that check alike (a commuted
            // variant whose operands record alike) must not branch inside
            // an emission, which the selector runs straight through.
            let is_emission = matches!(
                op,
                MatchOpRow::Emit { .. }
                    | MatchOpRow::EmitCopy { .. }
                    | MatchOpRow::EmitCopyToReg { .. }
                    | MatchOpRow::Complete { .. }
            );
            let shares = !is_emission && node.children.last().is_some_and(|(o, _)| *o == op);
            if !shares {
                node.children.push((op, Trie::default()));
            }
            let last = node.children.len() - 1;
            node = &mut node.children[last].1;
        }
    }

    fn flatten(&self, out: &mut Vec<MatchOpRow>) {
        let n = self.children.len();
        for (i, (op, child)) in self.children.iter().enumerate() {
            let mut body = vec![op.clone()];
            child.flatten(&mut body);
            if i + 1 < n {
                out.push(MatchOpRow::Scope(body.len() as u32));
            }
            out.extend(body);
        }
    }
}
