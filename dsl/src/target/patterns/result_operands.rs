//! What fills each operand of the instructions a pattern selects. Types
//! agree in many wrong patterns: a block where the condition code goes, a
//! register where an immediate goes, the two parts of an address in a
//! one-slot register operand, a transform of immediates applied to a
//! register, an instruction that gives no value used as one. Each would
//! be wrong code, so each is an error at the operand.

use super::super::{InstOperand, Instruction, OperandCategory, OperandRef, OperandType, RegId};
use super::tree::{NodeKind, PatNode};
use super::vocabulary::ProfileConstraint;
use super::{result_inputs, Pattern, PatternContext};
use crate::diag::{codes, Diagnostic};
use crate::source::Span;
use std::collections::HashMap;

/// What a name of the pattern to match stands for.
#[derive(Clone, Copy)]
enum Bound<'p> {
    /// The parts a complex pattern made.
    Complex { record: &'p str },
    /// A basic block (a branch target).
    Block,
    /// An immediate (`imm`, `fpimm`, an `ImmLeaf`).
    Immediate,
    /// A symbol or frame index: a value the instruction may hold either way.
    Symbol,
    /// A value computed into a register.
    Value,
}

/// A complex pattern filling an instruction operand in a result, for the
/// check of its declared operand count against every operand it fills.
pub(super) struct ComplexUse {
    /// The ComplexPattern record.
    pub record: String,
    /// The operand's slots.
    pub slots: usize,
    /// Where the complex pattern (or its name) is written in the result.
    pub span: Span,
    /// `$addr of LDU64 (MEMri: GPR, i16imm)`.
    pub operand: String,
    /// The index of the pattern.
    pub pattern: usize,
}

/// Checks what fills each instruction operand in `p`'s result and the
/// instructions selected before it; complex patterns filling operands go
/// to `uses`.
pub(super) fn check(cx: &PatternContext, p: &Pattern, index: usize, uses: &mut Vec<ComplexUse>) -> Vec<Diagnostic> {
    let mut bound = HashMap::new();
    bindings(cx, &p.matched, &mut bound);
    let mut checker = Checker { cx, bound, index, uses, diags: Vec::new() };
    for tree in p.effects.iter().chain(std::iter::once(&p.result)) {
        checker.tree(tree);
    }
    checker.diags
}

fn bindings<'p>(cx: &PatternContext, n: &'p PatNode, out: &mut HashMap<&'p str, (Bound<'p>, Span)>) {
    if let Some(name) = &n.name {
        let kind = match &n.kind {
            NodeKind::Complex { record, .. } => Bound::Complex { record },
            NodeKind::Node(op) if n.children.is_empty() => match cx.opcodes.get(op).map(String::as_str) {
                Some("imm" | "fpimm") => Bound::Immediate,
                _ if is_block(cx, op) => Bound::Block,
                _ => Bound::Symbol,
            },
            _ => Bound::Value,
        };
        out.entry(name.as_str()).or_insert((kind, n.span));
    }
    for c in &n.children {
        bindings(cx, c, out);
    }
}

/// Whether node `op` is a leaf of OtherVT (a basic block).
fn is_block(cx: &PatternContext, op: &str) -> bool {
    let other = cx.vt.named("OtherVT");
    cx.node_profile(op).is_some_and(|p| {
        p.results == 1 && p.constraints.iter().any(|c| matches!(c, ProfileConstraint::Is(0, t) if Some(*t) == other))
    })
}

struct Checker<'c, 'p, 'u> {
    cx: &'c PatternContext<'c>,
    bound: HashMap<&'p str, (Bound<'p>, Span)>,
    index: usize,
    uses: &'u mut Vec<ComplexUse>,
    diags: Vec<Diagnostic>,
}

impl<'p> Checker<'_, 'p, '_> {
    fn error(&mut self, code: &'static str, msg: String, at: Span, label: &str) -> &mut Diagnostic {
        self.diags.push(Diagnostic::error(code, msg).at(at, label));
        self.diags.last_mut().unwrap()
    }

    /// Checks the operands of every instruction in a result tree.
    fn tree(&mut self, n: &PatNode) {
        match &n.kind {
            NodeKind::Instruction(id) => {
                let inst = &self.cx.insts[id.0 as usize];
                let inputs: Vec<&InstOperand> = result_inputs(inst).collect();
                for (child, op) in n.children.iter().zip(inputs) {
                    self.operand(child, op, inst);
                }
            }
            NodeKind::CopyToClass(_) | NodeKind::CopyToReg(_) => {
                if let Some(c) = n.children.first() {
                    self.value_operand(c, "the copy");
                }
            }
            _ => {}
        }
        for c in &n.children {
            self.tree(c);
        }
    }

    /// `(COPY_TO_REGCLASS x, ...)`'s `x`: a value in a register.
    fn value_operand(&mut self, c: &PatNode, what: &str) {
        if self.gives_no_value(c) {
            let msg = format!("{} gives no value for {what}", describe_result(self.cx, c));
            self.error(codes::PATTERN_RESULT_COUNT, msg, c.span, "no value");
            return;
        }
        let what_it_is = match self.binding(c) {
            Some((Bound::Complex { record, .. }, _)) => format!("the parts {record} makes"),
            Some((Bound::Block, _)) => "a block".to_string(),
            _ => return,
        };
        let msg = format!("{what} takes a value in a register, not {what_it_is}");
        self.error(codes::PATTERN_OPERAND_KIND, msg, c.span, "not a register value");
    }

    fn binding(&self, c: &PatNode) -> Option<(Bound<'p>, Span)> {
        c.name.as_deref().and_then(|n| self.bound.get(n)).copied()
    }

    fn gives_no_value(&self, c: &PatNode) -> bool {
        match &c.kind {
            NodeKind::Instruction(id) => !self.cx.insts[id.0 as usize].operands.iter().any(|o| o.is_output),
            NodeKind::CopyToReg(_) => true,
            _ => false,
        }
    }

    /// Child `c` filling input operand `op` of instruction `inst`.
    fn operand(&mut self, c: &PatNode, op: &InstOperand, inst: &Instruction) {
        let cx = self.cx;
        let slots = op.slots.len().max(1);
        let category = category_of(cx.operand_type_list, op.ty);
        let operand = describe_operand(cx, op, &inst.name);
        let unnamed_leaf = matches!(c.kind, NodeKind::Typed(_) | NodeKind::RegClass(_) | NodeKind::Complex { .. })
            || (matches!(c.kind, NodeKind::Node(_)) && c.children.is_empty());
        if c.name.is_none() && unnamed_leaf {
            let msg = format!("{} fills {operand} without naming the value", cx_leaf(c));
            self.error(codes::PATTERN_UNBOUND, msg, c.span, "which value?").help =
                Some("name the value of the pattern to match that goes here (`GPR:$a`, or `$a`)".into());
            return;
        }
        match (&c.kind, self.binding(c)) {
            (NodeKind::Complex { record, .. }, binding) => {
                let bound_here = matches!(binding, Some((Bound::Complex { record: b, .. }, _)) if b == record);
                if !bound_here {
                    let name = c.name.as_deref().unwrap_or_default();
                    let msg = format!("'{record}:${name}' fills {operand}, but '${name}' is not matched by {record}");
                    let d = self.error(codes::PATTERN_OPERAND_KIND, msg, c.span, "its parts were never made");
                    if let Some((_, at)) = binding {
                        d.secondary.push(crate::diag::Label { span: at, message: format!("'${name}' is bound here") });
                    }
                    return;
                }
                self.complex_use(record, slots, c.span, operand);
            }
            (NodeKind::SubOperands(slot_types), _) => {
                for (part, &slot) in c.children.iter().zip(slot_types) {
                    if let Some((Bound::Complex { record, .. }, _)) = self.binding(part) {
                        let msg = format!("a part of {operand} given all the parts {record} makes");
                        self.error(codes::PATTERN_OPERAND_KIND, msg, part.span, "one slot");
                    } else if let (NodeKind::Immediate(v), false) = (&part.kind, self.custom(op.ty)) {
                        self.literal_fits(*v, slot, part.span, &format!("a slot of {operand}"));
                    }
                }
            }
            (_, Some((Bound::Complex { record, .. }, _))) => self.complex_use(record, slots, c.span, operand),
            (_, Some((Bound::Block, _))) if category != OperandCategory::PcRel && !self.takes_block(category, inst) => {
                let msg = format!("a block fills {operand}, which is not a branch target");
                self.error(codes::PATTERN_OPERAND_KIND, msg, c.span, "a block");
            }
            (NodeKind::XForm(f), _) => {
                let arg = c.children.first();
                if let Some((Bound::Value | Bound::Block | Bound::Complex { .. }, at)) =
                    arg.and_then(|a| self.binding(a))
                {
                    let msg = format!("the transform '{f}' of an immediate is applied to a register value");
                    let d = self.error(codes::PATTERN_OPERAND_KIND, msg, c.span, "not an immediate");
                    d.secondary.push(crate::diag::Label { span: at, message: "bound to a value in a register".into() });
                    return;
                }
                if self.one_slot(c, slots, &operand, "the transformed immediate") {
                    return;
                }
                if matches!(category, OperandCategory::Register | OperandCategory::PcRel) {
                    let msg = format!("an immediate (a transform's) fills {operand}, which takes {}", takes(category));
                    self.error(codes::PATTERN_OPERAND_KIND, msg, c.span, "an immediate");
                }
            }
            (NodeKind::Instruction(_) | NodeKind::CopyToClass(_) | NodeKind::CopyToReg(_), _) => {
                if self.gives_no_value(c) {
                    let msg = format!("{} gives no value for {operand}", describe_result(cx, c));
                    self.error(codes::PATTERN_RESULT_COUNT, msg, c.span, "no value");
                    return;
                }
                if self.one_slot(c, slots, &operand, "the instruction's value") {
                    return;
                }
                if category != OperandCategory::Register {
                    let msg = format!("a value in a register fills {operand}, which takes {}", takes(category));
                    self.error(codes::PATTERN_OPERAND_KIND, msg, c.span, "a register value");
                }
            }
            (NodeKind::Immediate(v), _) => {
                if self.one_slot(c, slots, &operand, "the constant") {
                    return;
                }
                if category == OperandCategory::Register {
                    let msg = format!("a constant fills {operand}, a register");
                    self.error(codes::PATTERN_OPERAND_KIND, msg, c.span, "a constant");
                    return;
                }
                self.literal_fits(*v, op.ty, c.span, &operand);
            }
            (NodeKind::Register(_), _) => {
                if self.one_slot(c, slots, &operand, "the register") {
                    return;
                }
                if category != OperandCategory::Register {
                    let msg = format!("a register fills {operand}, which takes {}", takes(category));
                    self.error(codes::PATTERN_OPERAND_KIND, msg, c.span, "a register");
                }
            }
            (_, Some((bound, _))) => {
                if self.one_slot(c, slots, &operand, "the value") {
                    return;
                }
                let wrong = match bound {
                    Bound::Value => matches!(category, OperandCategory::Immediate | OperandCategory::PcRel),
                    _ => false,
                };
                if wrong {
                    let msg = format!("a value in a register fills {operand}, which takes {}", takes(category));
                    let d = self.error(codes::PATTERN_OPERAND_KIND, msg, c.span, "a register value");
                    d.help = Some("match an immediate there (`imm:$k`, an ImmLeaf) to give it as one".into());
                }
            }
            _ => {}
        }
    }

    /// A constant written in a result must be one the operand takes (the
    /// range and scale its assembler operand class accepts); the encoder
    /// would otherwise cut it to the field.
    fn literal_fits(&mut self, v: i64, ty: OperandRef, at: Span, operand: &str) {
        let OperandRef::Operand(id) = ty else { return };
        let Some(t) = self.cx.operand_type_list.get(id.0 as usize) else { return };
        let class = &t.match_class;
        let bounded = class.min != i64::MIN || class.max != i64::MAX;
        if !bounded || self.custom(ty) {
            return;
        }
        let scaled = t.scale > 0 && v & ((1i64 << t.scale) - 1) != 0;
        if (class.min..=class.max).contains(&v) && !scaled {
            return;
        }
        let range = format!("{}..={}", class.min, class.max);
        let why = if scaled { format!("not a multiple of {}", 1i64 << t.scale) } else { format!("outside {range}") };
        let msg = format!("the constant {v} does not fit {operand}: {why}");
        self.error(codes::PATTERN_OPERAND_KIND, msg, at, &format!("{} takes {range}", t.name));
    }

    /// Whether an operand is parsed, printed or encoded by a Rust function:
    /// what it holds may be an encoding, not the value its assembler
    /// operand class bounds.
    fn custom(&self, ty: OperandRef) -> bool {
        let OperandRef::Operand(id) = ty else { return false };
        self.cx.operand_type_list.get(id.0 as usize).is_none_or(|t| {
            !t.match_class.parser_method.is_empty() || !t.print_method.is_empty() || !t.encoder_method.is_empty()
        })
    }

    /// Whether an operand of `category` of instruction `inst` may take a
    /// block: an immediate may, unless the instruction says which of its
    /// operands is the branch target (`OPERAND_PCREL`).
    fn takes_block(&self, category: OperandCategory, inst: &Instruction) -> bool {
        let declares_target =
            result_inputs(inst).any(|o| category_of(self.cx.operand_type_list, o.ty) == OperandCategory::PcRel);
        category == OperandCategory::Immediate && !declares_target
    }

    /// Reports a value of one slot filling an operand of several; whether
    /// it did.
    fn one_slot(&mut self, c: &PatNode, slots: usize, operand: &str, what: &str) -> bool {
        if slots <= 1 {
            return false;
        }
        let msg = format!("{what} fills one slot of {operand}, which has {slots}");
        let d = self.error(codes::PATTERN_OPERAND_KIND, msg, c.span, format!("1 of {slots} slots").as_str());
        d.help = Some("give each slot (`(INST ..., part1, part2)`) or a complex pattern that makes them all".into());
        true
    }

    fn complex_use(&mut self, record: &str, slots: usize, span: Span, operand: String) {
        self.uses.push(ComplexUse { record: record.to_string(), slots, span, operand, pattern: self.index });
    }
}

fn category_of(operand_types: &[OperandType], ty: OperandRef) -> OperandCategory {
    match ty {
        OperandRef::RegClass(_) => OperandCategory::Register,
        OperandRef::Operand(t) => operand_types.get(t.0 as usize).map_or(OperandCategory::Immediate, |t| t.category),
    }
}

fn takes(category: OperandCategory) -> &'static str {
    match category {
        OperandCategory::Immediate => "an immediate",
        OperandCategory::Register => "a register",
        OperandCategory::Memory => "an address",
        OperandCategory::PcRel => "a branch target",
    }
}

/// `$addr of LDU64 (MEMri: GPR, i16imm)`.
fn describe_operand(cx: &PatternContext, op: &InstOperand, inst: &str) -> String {
    let name = |r: OperandRef| match r {
        OperandRef::RegClass(c) => cx.classes[c.0 as usize].name.clone(),
        OperandRef::Operand(t) => cx.operand_type_list.get(t.0 as usize).map_or("?".into(), |t| t.name.clone()),
    };
    if op.slots.len() > 1 {
        let slots: Vec<String> = op.slots.iter().map(|&s| name(s)).collect();
        format!("${} of {inst} ({}: {})", op.name, name(op.ty), slots.join(", "))
    } else {
        format!("${} of {inst} ({})", op.name, name(op.ty))
    }
}

fn describe_result(cx: &PatternContext, c: &PatNode) -> String {
    match &c.kind {
        NodeKind::Instruction(id) => format!("'{}'", cx.insts[id.0 as usize].name),
        NodeKind::CopyToReg(_) => "COPY_TO_REG".to_string(),
        _ => "this".to_string(),
    }
}

fn cx_leaf(c: &PatNode) -> &'static str {
    match c.kind {
        NodeKind::RegClass(_) => "a register class",
        NodeKind::Complex { .. } => "a complex pattern",
        NodeKind::Node(_) => "a node",
        _ => "a type",
    }
}

/// Registers the instructions of `p`'s results read implicitly (`Uses`:
/// the flags a conditional branch reads, the dividend a division reads)
/// must hold what the pattern put there: written by an instruction before
/// it in the pattern (`Defs`), copied there (`COPY_TO_REG`, or a register
/// leaf of the match), or never allocated (`exempt`: the stack pointer and
/// the reserved registers). Else the instruction reads whatever an earlier
/// pattern left there: a compare left out, a `Defs` forgotten.
///
/// Only registers that some selected instruction writes are checked (the
/// flags): a control register the environment sets (x86's MXCSR, read by
/// every SSE arithmetic instruction) is read as it is.
pub(super) fn implicit_uses(
    cx: &PatternContext,
    p: &Pattern,
    exempt: &[RegId],
    selected_writes: &[RegId],
) -> Vec<Diagnostic> {
    let mut written: Vec<RegId> = exempt.to_vec();
    registers_matched(&p.matched, &mut written);
    let mut out = Vec::new();
    for tree in p.effects.iter().chain(std::iter::once(&p.result)) {
        uses_in_order(cx, tree, selected_writes, &mut written, &mut out);
        if !out.is_empty() {
            break;
        }
    }
    out
}

/// The registers the instructions of a result tree write (`Defs`).
pub(super) fn registers_written(cx: &PatternContext, n: &PatNode, out: &mut Vec<RegId>) {
    if let NodeKind::Instruction(id) = n.kind {
        for &d in &cx.insts[id.0 as usize].defs {
            if !out.contains(&d) {
                out.push(d);
            }
        }
    }
    for c in &n.children {
        registers_written(cx, c, out);
    }
}

fn registers_matched(n: &PatNode, out: &mut Vec<RegId>) {
    if let NodeKind::Register(r) = n.kind {
        out.push(r);
    }
    for c in &n.children {
        registers_matched(c, out);
    }
}

/// Visits a result tree in the order its instructions are emitted
/// (operands first).
fn uses_in_order(
    cx: &PatternContext,
    n: &PatNode,
    selected_writes: &[RegId],
    written: &mut Vec<RegId>,
    out: &mut Vec<Diagnostic>,
) {
    for c in &n.children {
        uses_in_order(cx, c, selected_writes, written, out);
        if !out.is_empty() {
            return;
        }
    }
    match n.kind {
        NodeKind::Instruction(id) => {
            let inst = &cx.insts[id.0 as usize];
            for &used in &inst.uses {
                let produced = selected_writes.iter().any(|&w| overlap(cx, w, used));
                if produced && !written.iter().any(|&w| overlap(cx, w, used)) {
                    let reg = &cx.regs[used.0 as usize].name;
                    let msg = format!("'{}' reads {reg}, which nothing before it in the pattern writes", inst.name);
                    out.push(
                        Diagnostic::error(codes::PATTERN_UNBOUND, msg).at(n.span, format!("reads {reg}")).with_help(
                            format!(
                                "select the instruction that writes {reg} first (`[(CMP ...), ({} ...)]`), or give \
                                 that instruction `Defs = [{reg}]`",
                                inst.name
                            ),
                        ),
                    );
                    return;
                }
            }
            written.extend(inst.defs.iter().copied());
        }
        NodeKind::CopyToReg(r) => written.push(r),
        _ => {}
    }
}

/// Whether two registers share bits: one is the other or contains it.
fn overlap(cx: &PatternContext, a: RegId, b: RegId) -> bool {
    contains(cx, a, b) || contains(cx, b, a)
}

fn contains(cx: &PatternContext, outer: RegId, inner: RegId) -> bool {
    let mut stack = vec![outer];
    // Sub-registers are earlier records, so the walk ends; the bound is for
    // malformed input.
    let mut budget = cx.regs.len() * 4 + 4;
    while let Some(r) = stack.pop() {
        if r == inner {
            return true;
        }
        budget = budget.saturating_sub(1);
        if budget == 0 {
            return false;
        }
        stack.extend(cx.regs.get(r.0 as usize).map(|x| x.sub_regs.as_slice()).unwrap_or(&[]));
    }
    false
}
