//! Pattern dags read into trees: fragments inlined, every node keeping the
//! span where it was written so that inference can point at it.

use super::super::reader::{int_of, Reader};
use super::super::{InstId, InstOperand, Instruction, OperandRef, RegClass, RegClassId, RegId, Register};
use super::vocabulary::{node_info, NodeInfo, TypeSet, ValueTypes};
use crate::diag::{codes, Diagnostic};
use crate::records::value::{Init, Kind};
use crate::records::RecordId;
use crate::source::Span;
use std::collections::HashMap;

/// A node of a pattern tree.
#[derive(Clone, Debug)]
pub struct PatNode {
    /// What it is.
    pub kind: NodeKind,
    /// The `$name` it binds or refers to.
    pub name: Option<String>,
    /// Operands.
    pub children: Vec<PatNode>,
    /// Rust predicates of the fragments it came from, and memory kinds
    /// (`load:i8:sext`).
    pub predicates: Vec<String>,
    /// A type written for it: `(i32 imm:$x)`.
    pub declared: Option<TypeSet>,
    /// Where it was written.
    pub span: Span,
    /// Its result types, once inferred (one set per result).
    pub types: Vec<TypeSet>,
}

/// What a pattern node is.
#[derive(Clone, Debug)]
pub enum NodeKind {
    /// An SDNode, by record name.
    Node(String),
    /// An instruction (outputs only).
    Instruction(InstId),
    /// An SDNodeXForm calling a Rust function (outputs only).
    XForm(String),
    /// A ComplexPattern: its Rust function, value type and operand count.
    Complex {
        /// The Rust function that matches it.
        function: String,
        /// The type of the value it matches.
        ty: TypeSet,
        /// How many instruction operands it gives.
        operands: u32,
    },
    /// A register of a class.
    RegClass(RegClassId),
    /// A physical register.
    Register(RegId),
    /// A literal integer.
    Immediate(i64),
    /// A condition code of setcc or br_cc, by its name (`lt`).
    CondCode(String),
    /// `(COPY_TO_REGCLASS $x, GR32)`: the value copied into a register of
    /// another class (outputs only).
    CopyToClass(RegClassId),
    /// The slots of one instruction operand written one by one, of these
    /// types (outputs only): `(MOVZXi (lo16 imm:$v), 0)` gives both slots
    /// of movz's immediate.
    SubOperands(Vec<OperandRef>),
    /// `(COPY_TO_REG $x, EDX)`: the value copied into a physical register
    /// that a later instruction reads implicitly (outputs only; no value).
    CopyToReg(RegId),
    /// A value of a type (`i32:$x`, an Operand).
    Typed(TypeSet),
    /// A name alone (`$x`), standing for what it is bound to.
    Named,
}

impl PatNode {
    fn leaf(kind: NodeKind, name: Option<String>, span: Span) -> PatNode {
        PatNode { kind, name, children: Vec::new(), predicates: Vec::new(), declared: None, span, types: Vec::new() }
    }
}

/// Reads pattern dags of one target.
pub struct TreeReader<'a> {
    pub vt: &'a ValueTypes,
    pub classes: &'a [RegClass],
    pub insts: &'a [Instruction],
    pub nodes: HashMap<RecordId, Option<NodeInfo>>,
    inst_index: HashMap<&'a str, InstId>,
    class_index: HashMap<&'a str, RegClassId>,
    reg_index: HashMap<&'a str, RegId>,
}

/// A leaf's span widened over the `:$name` written after it, so that
/// diagnostics underline `GPR:$a`, not only `GPR`.
fn named_span(r: &Reader, span: Span, name: Option<&str>) -> Span {
    let Some(name) = name else { return span };
    let text = &r.db.file(span.file).text;
    let after = format!(":${name}");
    match text.get(span.end as usize..) {
        Some(rest) if span != Span::default() && rest.starts_with(&after) => {
            Span { end: span.end + after.len() as u32, ..span }
        }
        _ => span,
    }
}

/// Fragments nest; a fragment that names itself must not loop.
const MAX_FRAGMENT_DEPTH: usize = 64;

/// Trees one pattern may stand for: fragment alternatives multiply.
pub const MAX_PATTERN_ALTERNATIVES: usize = 1024;

/// Nodes of one tree: a fragment's operand is copied at each use, so
/// nested fragments can double a tree at each level.
pub const MAX_PATTERN_NODES: usize = 100_000;

/// The error for a pattern that grew past a limit.
fn too_large(r: &mut Reader, span: Span, what: String) {
    r.error(Diagnostic::error(codes::LIMIT, what).at(span, "in this pattern"));
}

fn node_count(n: &PatNode) -> usize {
    1 + n.children.iter().map(node_count).sum::<usize>()
}

impl<'a> TreeReader<'a> {
    pub fn new(
        vt: &'a ValueTypes,
        regs: &'a [Register],
        classes: &'a [RegClass],
        insts: &'a [Instruction],
    ) -> TreeReader<'a> {
        TreeReader {
            vt,
            classes,
            insts,
            nodes: HashMap::new(),
            inst_index: insts.iter().enumerate().map(|(i, x)| (x.name.as_str(), InstId(i as u32))).collect(),
            class_index: classes.iter().enumerate().map(|(i, c)| (c.name.as_str(), RegClassId(i as u32))).collect(),
            reg_index: regs.iter().enumerate().map(|(i, g)| (g.name.as_str(), RegId(i as u32))).collect(),
        }
    }

    pub fn node(&mut self, r: &mut Reader, id: RecordId) -> Option<&NodeInfo> {
        if !self.nodes.contains_key(&id) {
            let info = node_info(r, id, self.vt);
            self.nodes.insert(id, info);
        }
        self.nodes.get(&id).and_then(|n| n.as_ref())
    }

    pub fn instruction(&self, name: &str) -> Option<InstId> {
        self.inst_index.get(name).copied()
    }

    /// The types a register class holds.
    pub fn class_types(&self, c: RegClassId) -> TypeSet {
        let names = &self.classes[c.0 as usize].value_types;
        TypeSet(names.iter().filter_map(|n| self.vt.named(n)).fold(0, |s, t| s | t.0))
    }

    /// The types of the classes a register belongs to.
    pub fn register_types(&self, reg: RegId) -> TypeSet {
        let classes = self.classes.iter().enumerate().filter(|(_, c)| c.members.contains(&reg));
        TypeSet(classes.map(|(i, _)| self.class_types(RegClassId(i as u32)).0).fold(0, |s, t| s | t))
    }

    /// The type an operand of an instruction has.
    pub fn operand_types(&self, r: &Reader, ty: OperandRef, operand_types: &[super::super::OperandType]) -> TypeSet {
        match ty {
            OperandRef::RegClass(c) => self.class_types(c),
            OperandRef::Operand(t) => {
                let t = &operand_types[t.0 as usize];
                if let Some(c) = t.reg_class {
                    return self.class_types(c);
                }
                let vt = r.kp.def(&t.name).and_then(|id| r.optional(id, "Type")).and_then(|v| v.as_def());
                vt.and_then(|d| self.vt.named(&r.name(d))).unwrap_or(self.vt.any_value())
            }
        }
    }

    /// Reads the input side of a pattern: one tree per combination of
    /// fragment alternatives. `params` maps a fragment's `node:$x`
    /// operands to what they were given.
    pub fn input(
        &mut self,
        r: &mut Reader,
        v: &Init,
        name: Option<String>,
        params: &HashMap<String, PatNode>,
        depth: usize,
    ) -> Option<Vec<PatNode>> {
        if depth > MAX_FRAGMENT_DEPTH {
            r.error(
                Diagnostic::error(codes::PATTERN_OPERATOR, "fragments nest too deeply (a fragment that uses itself?)")
                    .at(v.span, "here"),
            );
            return None;
        }
        match &v.kind {
            Kind::Dag(op, _, args) => {
                let Some(op_id) = op.as_def() else { return self.unknown_operator(r, op) };
                let op_name = r.name(op_id);
                if r.is_a(op_id, "ValueType") {
                    let (arg, arg_name) = self.single_operand(r, v.span, &op_name, args)?;
                    let ty = self.vt.named(&op_name);
                    let mut out = self.input(r, arg, arg_name.as_ref().map(|n| n.to_string()), params, depth)?;
                    for t in &mut out {
                        t.declared = ty;
                        t.span = v.span;
                        if name.is_some() {
                            t.name = name.clone();
                        }
                    }
                    return Some(out);
                }
                if r.is_a(op_id, "SDNode") {
                    let expected = self.node(r, op_id).map(|n| n.operands);
                    if let Some(Some(n)) = expected {
                        if n != args.len() {
                            return self.operand_count(r, v.span, &op_name, n, args.len());
                        }
                    }
                    let mut alternatives: Vec<Vec<PatNode>> = vec![Vec::new()];
                    for (arg, arg_name) in args {
                        let options = self.input(r, arg, arg_name.as_ref().map(|n| n.to_string()), params, depth)?;
                        if alternatives.len().saturating_mul(options.len()) > MAX_PATTERN_ALTERNATIVES {
                            let what = format!(
                                "the fragments' alternatives make more than {MAX_PATTERN_ALTERNATIVES} trees of this pattern"
                            );
                            too_large(r, v.span, what);
                            return None;
                        }
                        alternatives = alternatives
                            .into_iter()
                            .flat_map(|prefix| {
                                options.iter().map(move |o| {
                                    let mut p = prefix.clone();
                                    p.push(o.clone());
                                    p
                                })
                            })
                            .collect();
                    }
                    let node = PatNode { children: Vec::new(), ..PatNode::leaf(NodeKind::Node(op_name), name, v.span) };
                    return Some(
                        alternatives.into_iter().map(|children| PatNode { children, ..node.clone() }).collect(),
                    );
                }
                if r.is_a(op_id, "PatFrags") {
                    return self.fragment(r, op_id, args, v.span, name, params, depth);
                }
                if r.is_a(op_id, "Instruction") {
                    let msg = format!("instruction '{op_name}' in the pattern to match");
                    r.error(
                        Diagnostic::error(codes::PATTERN_OPERATOR, msg)
                            .at(op.span, "instructions belong in the result"),
                    );
                    return None;
                }
                self.unknown_operator(r, op)
            }
            _ => self.input_leaf(r, v, name, params, depth).map(|n| vec![n]),
        }
    }

    fn input_leaf(
        &mut self,
        r: &mut Reader,
        v: &Init,
        name: Option<String>,
        params: &HashMap<String, PatNode>,
        depth: usize,
    ) -> Option<PatNode> {
        let kind = match &v.kind {
            Kind::Unset => {
                if let Some(p) = name.as_ref().and_then(|n| params.get(n)) {
                    return Some(p.clone());
                }
                NodeKind::Named
            }
            _ if int_of(v).is_some() => NodeKind::Immediate(int_of(v).unwrap_or(0)),
            Kind::Def(d) => {
                let d = *d;
                let dname = r.name(d);
                if dname == "node" {
                    return match name.as_ref().and_then(|n| params.get(n)) {
                        Some(p) => Some(p.clone()),
                        None => {
                            let msg = format!(
                                "'node:${}' is not an operand of the fragment",
                                name.as_deref().unwrap_or_default()
                            );
                            let span = named_span(r, v.span, name.as_deref());
                            r.error(Diagnostic::error(codes::PATTERN_UNBOUND, msg).at(span, "not in its (ops ...)"));
                            None
                        }
                    };
                }
                if r.is_a(d, "SDNode") {
                    let operands = self.node(r, d).and_then(|n| n.operands);
                    if operands != Some(0) {
                        return self.operand_count(r, v.span, &dname, operands.unwrap_or(0), 0);
                    }
                    let span = named_span(r, v.span, name.as_deref());
                    return Some(PatNode::leaf(NodeKind::Node(dname), name, span));
                }
                if r.is_a(d, "PatFrags") {
                    let out = self.fragment(r, d, &[], v.span, name, params, depth)?;
                    return out.into_iter().next();
                }
                return self.typed_leaf(r, d, v.span, name);
            }
            _ => {
                r.error(
                    Diagnostic::error(codes::PATTERN_OPERATOR, "not a pattern operand")
                        .at(v.span, "expected a node, a type, a register class or a name"),
                );
                return None;
            }
        };
        let span = named_span(r, v.span, name.as_deref());
        Some(PatNode::leaf(kind, name, span))
    }

    /// Leaves both sides share: classes, registers, types, operands and
    /// complex patterns.
    pub fn typed_leaf(&mut self, r: &mut Reader, d: RecordId, span: Span, name: Option<String>) -> Option<PatNode> {
        let dname = r.name(d);
        let kind = if let Some(&c) = self.class_index.get(dname.as_str()) {
            NodeKind::RegClass(c)
        } else if r.is_a(d, "RegisterOperand") {
            let class = r.def(d, "RegClass").map(|c| r.name(c));
            match class.and_then(|c| self.class_index.get(c.as_str()).copied()) {
                Some(c) => NodeKind::RegClass(c),
                None => return self.unknown_leaf(r, span, &dname),
            }
        } else if let Some(&reg) = self.reg_index.get(dname.as_str()) {
            NodeKind::Register(reg)
        } else if r.is_a(d, "CondCode") {
            NodeKind::CondCode(r.string_or_empty(d, "Name"))
        } else if r.is_a(d, "ValueType") {
            NodeKind::Typed(self.vt.named(&dname).unwrap_or(TypeSet::EMPTY))
        } else if r.is_a(d, "ComplexPattern") {
            let ty = r.def(d, "Ty").map(|t| r.name(t)).and_then(|t| self.vt.named(&t)).unwrap_or(self.vt.any_value());
            NodeKind::Complex {
                function: r.string_or_empty(d, "SelectFunc"),
                ty,
                operands: r.int_or(d, "NumOperands", 1).max(0) as u32,
            }
        } else if r.is_a(d, "Operand") {
            let vt = r.def(d, "Type").map(|t| r.name(t)).and_then(|t| self.vt.named(&t));
            NodeKind::Typed(vt.unwrap_or(self.vt.any_value()))
        } else {
            return self.unknown_leaf(r, span, &dname);
        };
        let span = named_span(r, span, name.as_deref());
        Some(PatNode::leaf(kind, name, span))
    }

    /// Inlines a fragment: its body read with its operands bound to `args`.
    #[allow(clippy::too_many_arguments)]
    fn fragment(
        &mut self,
        r: &mut Reader,
        frag: RecordId,
        args: &[(Init, Option<crate::records::value::Name>)],
        span: Span,
        name: Option<String>,
        params: &HashMap<String, PatNode>,
        depth: usize,
    ) -> Option<Vec<PatNode>> {
        let frag_name = r.name(frag);
        let ops = r.value(frag, "Operands")?;
        let formals: Vec<String> = match &ops.kind {
            Kind::Dag(_, _, o) => {
                o.iter().map(|(_, n)| n.as_ref().map(|n| n.to_string()).unwrap_or_default()).collect()
            }
            _ => Vec::new(),
        };
        if formals.len() != args.len() {
            return self.operand_count(r, span, &frag_name, formals.len(), args.len());
        }
        let mut bound = HashMap::new();
        for (formal, (arg, arg_name)) in formals.iter().zip(args) {
            let mut given = self.input(r, arg, arg_name.as_ref().map(|n| n.to_string()), params, depth + 1)?;
            if given.len() != 1 {
                let msg = "an operand of a fragment may not itself have alternatives";
                r.error(Diagnostic::error(codes::PATTERN_OPERATOR, msg).at(arg.span, "here"));
                return None;
            }
            bound.insert(formal.clone(), given.remove(0));
        }
        let mut predicates = Vec::new();
        let pred = r.string_or_empty(frag, "PredicateCode");
        if !pred.is_empty() {
            predicates.push(pred);
        }
        if r.flag(frag, "IsLoad") || r.flag(frag, "IsStore") {
            let mem = r.optional(frag, "MemoryVT").and_then(|v| v.as_def()).map(|d| r.name(d)).unwrap_or_default();
            let kind = if r.flag(frag, "IsLoad") { "load" } else { "store" };
            predicates.push(format!("{kind}:{mem}:{}", r.string_or_empty(frag, "ExtensionKind")));
        }
        let mut out = Vec::new();
        for body in r.list(frag, "Fragments") {
            let trees = self.input(r, &body, None, &bound, depth + 1)?;
            if out.len() + trees.len() > MAX_PATTERN_ALTERNATIVES {
                let what = format!(
                    "the fragments' alternatives make more than {MAX_PATTERN_ALTERNATIVES} trees of this pattern"
                );
                too_large(r, span, what);
                return None;
            }
            if let Some(big) = trees.iter().map(node_count).find(|&n| n > MAX_PATTERN_NODES) {
                let what =
                    format!("fragment '{frag_name}' inlined makes a tree of {big} nodes (at most {MAX_PATTERN_NODES})");
                too_large(r, span, what);
                return None;
            }
            for mut tree in trees {
                // Diagnostics about the inlined tree point at its use.
                tree.span = span;
                tree.predicates.extend(predicates.iter().cloned());
                if name.is_some() {
                    tree.name = name.clone();
                }
                out.push(tree);
            }
        }
        Some(out)
    }

    /// Reads the result side: instructions, transforms and leaves.
    pub fn output(&mut self, r: &mut Reader, v: &Init, name: Option<String>) -> Option<PatNode> {
        match &v.kind {
            Kind::Dag(op, _, args) => {
                let Some(op_id) = op.as_def() else { return self.unknown_operator(r, op) };
                let op_name = r.name(op_id);
                if r.is_a(op_id, "ValueType") {
                    let (arg, arg_name) = self.single_operand(r, v.span, &op_name, args)?;
                    let mut out = self.output(r, arg, arg_name.as_ref().map(|n| n.to_string()))?;
                    out.declared = self.vt.named(&op_name);
                    out.span = v.span;
                    return Some(out);
                }
                let mut children = Vec::new();
                for (arg, arg_name) in args {
                    children.push(self.output(r, arg, arg_name.as_ref().map(|n| n.to_string()))?);
                }
                let kind = if op_name == "COPY_TO_REGCLASS" {
                    let class = match children.as_slice() {
                        [_, PatNode { kind: NodeKind::RegClass(c), .. }] => *c,
                        _ => {
                            let msg = "COPY_TO_REGCLASS takes a value and a register class";
                            r.error(Diagnostic::error(codes::PATTERN_OPERAND_COUNT, msg).at(v.span, "here"));
                            return None;
                        }
                    };
                    children.truncate(1);
                    NodeKind::CopyToClass(class)
                } else if op_name == "COPY_TO_REG" {
                    let reg = match children.as_slice() {
                        [_, PatNode { kind: NodeKind::Register(reg), .. }] => *reg,
                        _ => {
                            let msg = "COPY_TO_REG takes a value and a physical register";
                            r.error(Diagnostic::error(codes::PATTERN_OPERAND_COUNT, msg).at(v.span, "here"));
                            return None;
                        }
                    };
                    children.truncate(1);
                    NodeKind::CopyToReg(reg)
                } else if let Some(id) = self.instruction(&op_name) {
                    let inputs: Vec<&InstOperand> = super::result_inputs(&self.insts[id.0 as usize]).collect();
                    let given = children.len();
                    match group_sub_operands(&inputs, std::mem::take(&mut children)) {
                        Some(grouped) => children = grouped,
                        None => return self.operand_count(r, v.span, &op_name, inputs.len(), given),
                    }
                    NodeKind::Instruction(id)
                } else if r.is_a(op_id, "SDNodeXForm") {
                    if children.len() != 1 {
                        return self.operand_count(r, v.span, &op_name, 1, children.len());
                    }
                    NodeKind::XForm(r.string_or_empty(op_id, "Function"))
                } else {
                    let msg = format!("'{op_name}' is not an instruction");
                    let d = Diagnostic::error(codes::PATTERN_RESULT, msg)
                        .at(op.span, "the result of a pattern is made of instructions")
                        .with_label(r.loc(op_id), "defined here");
                    r.error(d);
                    return None;
                };
                Some(PatNode { children, ..PatNode::leaf(kind, name, v.span) })
            }
            Kind::Unset => Some(PatNode::leaf(NodeKind::Named, name, v.span)),
            _ if int_of(v).is_some() => {
                let span = named_span(r, v.span, name.as_deref());
                Some(PatNode::leaf(NodeKind::Immediate(int_of(v).unwrap_or(0)), name, span))
            }
            Kind::Def(d) => {
                let d = *d;
                if r.is_a(d, "SDNode") {
                    let span = named_span(r, v.span, name.as_deref());
                    return Some(PatNode::leaf(NodeKind::Node(r.name(d)), name, span));
                }
                self.typed_leaf(r, d, v.span, name)
            }
            _ => {
                r.error(
                    Diagnostic::error(codes::PATTERN_RESULT, "not a result operand")
                        .at(v.span, "expected an instruction, a register, an immediate or a name"),
                );
                None
            }
        }
    }

    /// The one operand of a written type `(i32 x)`.
    fn single_operand<'v>(
        &mut self,
        r: &mut Reader,
        span: Span,
        op_name: &str,
        args: &'v [(Init, Option<crate::records::value::Name>)],
    ) -> Option<&'v (Init, Option<crate::records::value::Name>)> {
        match args {
            [one] => Some(one),
            _ => self.operand_count(r, span, op_name, 1, args.len()),
        }
    }

    fn unknown_operator<T>(&mut self, r: &mut Reader, op: &Init) -> Option<T> {
        let what = op.as_def().map(|d| r.name(d)).unwrap_or_else(|| "this".to_string());
        let msg = format!("'{what}' is not a node, fragment or type");
        let mut d = Diagnostic::error(codes::PATTERN_OPERATOR, msg).at(op.span, "unknown operator");
        if let Some(id) = op.as_def() {
            d = d.with_label(r.loc(id), "defined here");
        }
        r.error(d);
        None
    }

    fn unknown_leaf<T>(&mut self, r: &mut Reader, span: Span, name: &str) -> Option<T> {
        let msg = format!("'{name}' cannot be a pattern operand");
        r.error(
            Diagnostic::error(codes::PATTERN_OPERATOR, msg)
                .at(span, "expected a register class, a type, a node, a fragment or a complex pattern"),
        );
        None
    }

    fn operand_count<T>(&mut self, r: &mut Reader, span: Span, what: &str, expected: usize, found: usize) -> Option<T> {
        let msg = format!("'{what}' takes {expected} operand{}, {found} given", if expected == 1 { "" } else { "s" });
        r.error(
            Diagnostic::error(codes::PATTERN_OPERAND_COUNT, msg)
                .at(span, format!("{found} operand{} here", if found == 1 { "" } else { "s" })),
        );
        None
    }
}

/// A result's operands, one per input of its instruction: as written, or,
/// when more are written, each operand of several slots taking as many
/// (grouped under a `SubOperands` node), as LLVM reads `(MOVZXi imm, 16)`.
/// A complex pattern fills a whole operand either way. `None` when the
/// operands fit neither way.
fn group_sub_operands(inputs: &[&InstOperand], children: Vec<PatNode>) -> Option<Vec<PatNode>> {
    if children.len() == inputs.len() {
        return Some(children);
    }
    let mut rest = children.into_iter().peekable();
    let mut out = Vec::with_capacity(inputs.len());
    for input in inputs {
        let whole = input.slots.len() <= 1 || rest.peek().is_some_and(|c| matches!(c.kind, NodeKind::Complex { .. }));
        if whole {
            out.push(rest.next()?);
            continue;
        }
        let parts: Vec<PatNode> = rest.by_ref().take(input.slots.len()).collect();
        let (first, last) = (parts.first()?.span, parts.last()?.span);
        if parts.len() != input.slots.len() {
            return None;
        }
        let span = if first.file == last.file { Span { end: last.end.max(first.end), ..first } } else { first };
        out.push(PatNode { children: parts, ..PatNode::leaf(NodeKind::SubOperands(input.slots.clone()), None, span) });
    }
    rest.next().is_none().then_some(out)
}
