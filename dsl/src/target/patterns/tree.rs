//! Pattern dags read into trees: fragments inlined, every node keeping the
//! span where it was written so that inference can point at it.

use super::super::reader::{int_of, Reader};
use super::super::{InstId, InstOperand, Instruction, OperandRef, RegClass, RegClassId, RegId, Register};
use super::vocabulary::{node_info, NodeInfo, TypeSet, ValueTypes};
use super::written::{contains, layout, DagLayout, Origin};
use crate::diag::{codes, Diagnostic, Label};
use crate::records::value::{Init, Kind, Name};
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
        /// The ComplexPattern record.
        record: String,
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
    /// Where the values of the trees read since the last `take_origins`
    /// came from (template arguments, fragments), for diagnostics.
    origins: Vec<Origin>,
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
            origins: Vec::new(),
        }
    }

    /// The origins noted while reading the trees since the last call.
    pub fn take_origins(&mut self) -> Vec<Origin> {
        std::mem::take(&mut self.origins)
    }

    /// The text layout of dag `v`, when some of its parts were not written
    /// in its text (they came from template arguments or loop variables).
    fn dag_layout(&self, r: &Reader, v: &Init, op: &Init, args: &[(Init, Option<Name>)]) -> Option<DagLayout> {
        let outside = |x: &Init| !contains(v.span, x.span);
        if !outside(op) && !args.iter().any(|(a, _)| outside(a)) {
            return None;
        }
        layout(&r.db.file(v.span.file).text, v.span, args.len())
    }

    /// Where part `index` (the operator for `None`) of a dag is written,
    /// when its value came from elsewhere; notes where it came from.
    fn written_at(
        &mut self,
        r: &Reader,
        dag: &Init,
        layout: Option<&DagLayout>,
        index: Option<usize>,
        value: &Init,
    ) -> Option<Span> {
        if contains(dag.span, value.span) {
            return None;
        }
        let at = match index {
            None => layout?.operator,
            Some(i) => *layout?.operands.get(i)?,
        };
        // A value computed by a bang operator (`!cast<...>(...)` in a
        // class) says nothing of where it was given.
        let given = r.db.snippet(value.span);
        if value.span != Span::default() && !given.starts_with('!') {
            let message = if given.len() <= 40 && !given.contains('\n') {
                format!("'{given}' given here")
            } else {
                "given here".to_string()
            };
            self.origins.push(Origin { at, label: Label { span: value.span, message } });
        }
        Some(at)
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
                let vt = r.def_named(&t.name).and_then(|id| r.optional(id, "Type")).and_then(|v| v.as_def());
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
                let layout = self.dag_layout(r, v, op, args);
                let op_span = self.written_at(r, v, layout.as_ref(), None, op).unwrap_or(op.span);
                let Some(op_id) = op.as_def() else { return self.unknown_operator(r, op, op_span, args) };
                let op_name = r.name(op_id);
                if r.is_a(op_id, "ValueType") {
                    self.single_operand(r, v.span, &op_name, args)?;
                    let ty = self.vt.named(&op_name);
                    // A type given as a template argument (an ImmLeaf's):
                    // diagnostics about it show where.
                    if op_span != op.span {
                        self.relay_operator_origin(op_span, [v.span]);
                    }
                    let mut out = self.operand_input(r, v, layout.as_ref(), 0, params, depth)?;
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
                    for i in 0..args.len() {
                        let options = self.operand_input(r, v, layout.as_ref(), i, params, depth)?;
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
                    if op_span != op.span {
                        let places: Vec<Span> = alternatives.iter().flatten().map(|c| c.span).collect();
                        self.relay_operator_origin(op_span, places.into_iter().chain([v.span]));
                    }
                    let node = PatNode { children: Vec::new(), ..PatNode::leaf(NodeKind::Node(op_name), name, v.span) };
                    return Some(
                        alternatives.into_iter().map(|children| PatNode { children, ..node.clone() }).collect(),
                    );
                }
                if r.is_a(op_id, "PatFrags") {
                    return self.fragment(r, op_id, Some((v, layout.as_ref())), v.span, name, params, depth);
                }
                if r.is_a(op_id, "Instruction") {
                    let msg = format!("instruction '{op_name}' in the pattern to match");
                    r.error(
                        Diagnostic::error(codes::PATTERN_OPERATOR, msg)
                            .at(op_span, "instructions belong in the result"),
                    );
                    return None;
                }
                self.unknown_operator(r, op, op_span, args)
            }
            _ => self.input_leaf(r, v, name, params, depth).map(|n| vec![n]),
        }
    }

    /// Diagnostics at these places (a dag whose operator came from a
    /// template argument, and its operands) also show where the operator
    /// came from: the instruction or node whose profile says what the
    /// operands must be.
    fn relay_operator_origin(&mut self, operator_at: Span, places: impl IntoIterator<Item = Span>) {
        let Some(label) = self.origins.iter().rev().find(|o| o.at == operator_at).map(|o| o.label.clone()) else {
            return;
        };
        for at in places {
            self.origins.push(Origin { at, label: label.clone() });
        }
    }

    /// Reads operand `i` of dag `dag` on the input side, at the place the
    /// dag's text names it.
    fn operand_input(
        &mut self,
        r: &mut Reader,
        dag: &Init,
        layout: Option<&DagLayout>,
        i: usize,
        params: &HashMap<String, PatNode>,
        depth: usize,
    ) -> Option<Vec<PatNode>> {
        let Kind::Dag(_, _, args) = &dag.kind else { return None };
        let (arg, arg_name) = args.get(i)?;
        let at = self.written_at(r, dag, layout, Some(i), arg);
        let mut out = self.input(r, arg, arg_name.as_ref().map(|n| n.to_string()), params, depth)?;
        if let Some(at) = at {
            for o in &mut out {
                o.span = at;
            }
        }
        Some(out)
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
                    let span = named_span(r, v.span, name.as_deref());
                    let out = self.fragment(r, d, None, span, name, params, depth)?;
                    return out.into_iter().next();
                }
                if r.is_a(d, "Operand") && !r.is_a(d, "RegisterOperand") && !r.is_a(d, "ComplexPattern") {
                    return self.operand_leaf(r, d, &dname, v.span, name);
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

    /// An `Operand` as a leaf of the pattern to match (`u16imm:$k`): it
    /// says how an instruction holds a value, not which values match, so
    /// it is an error, as llvm-tblgen's "Unknown leaf kind" is. A record
    /// that is also a leaf fragment (`Operand<i32>, ImmLeaf<...>`) is read
    /// as that fragment before this.
    fn operand_leaf<T>(
        &mut self,
        r: &mut Reader,
        d: RecordId,
        dname: &str,
        span: Span,
        name: Option<String>,
    ) -> Option<T> {
        let span = named_span(r, span, name.as_deref());
        let vt = r.def(d, "Type").map(|t| r.name(t)).unwrap_or_else(|| "?".to_string());
        let msg = format!("'{dname}' is an instruction operand type, which says nothing of which values to match");
        let k = name.as_deref().unwrap_or("k");
        r.error(
            Diagnostic::error(codes::PATTERN_OPERAND_LEAF, msg)
                .at(span, "an Operand in the pattern to match")
                .with_label(r.loc(d), format!("'{dname}' is an Operand<{vt}>"))
                .with_help(format!(
                    "match an immediate with `imm:${k}`, or with a leaf that says which values fit (an ImmLeaf, or \
                     `{dname}` made one too: `def {dname} : Operand<{vt}>, ImmLeaf<{vt}, \"is_...\">`); a register \
                     value is matched by its register class"
                )),
        );
        None
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
                record: dname.clone(),
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
        call: Option<(&Init, Option<&DagLayout>)>,
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
        let args: &[(Init, Option<Name>)] = match call.map(|(d, _)| &d.kind) {
            Some(Kind::Dag(_, _, args)) => args.as_slice(),
            _ => &[],
        };
        if formals.len() != args.len() {
            if formals.is_empty() {
                return self.leaf_written_as_operator(r, span, &frag_name, args);
            }
            return self.operand_count(r, span, &frag_name, formals.len(), args.len());
        }
        // Diagnostics at the use of the fragment also show its definition.
        self.origins.push(Origin {
            at: span,
            label: Label { span: r.loc(frag), message: format!("'{frag_name}' is defined here") },
        });
        let mut bound = HashMap::new();
        for (i, formal) in formals.iter().enumerate() {
            let (dag, layout) = call?;
            let mut given = self.operand_input(r, dag, layout, i, params, depth + 1)?;
            if given.len() != 1 {
                let msg = "an operand of a fragment may not itself have alternatives";
                r.error(Diagnostic::error(codes::PATTERN_OPERATOR, msg).at(args[i].0.span, "here"));
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
                // Diagnostics about the inlined tree point at its use, and
                // show what they showed at its definition.
                let labels: Vec<Label> =
                    self.origins.iter().filter(|o| o.at == tree.span).map(|o| o.label.clone()).collect();
                self.origins.extend(labels.into_iter().map(|label| Origin { at: span, label }));
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

    /// Reads operand `i` of dag `dag` on the result side, at the place the
    /// dag's text names it.
    fn operand_output(&mut self, r: &mut Reader, dag: &Init, layout: Option<&DagLayout>, i: usize) -> Option<PatNode> {
        let Kind::Dag(_, _, args) = &dag.kind else { return None };
        let (arg, arg_name) = args.get(i)?;
        let at = self.written_at(r, dag, layout, Some(i), arg);
        let mut out = self.output(r, arg, arg_name.as_ref().map(|n| n.to_string()))?;
        if let Some(at) = at {
            out.span = at;
        }
        Some(out)
    }

    /// Reads the result side: instructions, transforms and leaves.
    pub fn output(&mut self, r: &mut Reader, v: &Init, name: Option<String>) -> Option<PatNode> {
        match &v.kind {
            Kind::Dag(op, _, args) => {
                let layout = self.dag_layout(r, v, op, args);
                let op_span = self.written_at(r, v, layout.as_ref(), None, op).unwrap_or(op.span);
                let Some(op_id) = op.as_def() else { return self.unknown_operator(r, op, op_span, args) };
                let op_name = r.name(op_id);
                if r.is_a(op_id, "ValueType") {
                    self.single_operand(r, v.span, &op_name, args)?;
                    let mut out = self.operand_output(r, v, layout.as_ref(), 0)?;
                    out.declared = self.vt.named(&op_name);
                    out.span = v.span;
                    return Some(out);
                }
                let mut children = Vec::new();
                for i in 0..args.len() {
                    children.push(self.operand_output(r, v, layout.as_ref(), i)?);
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
                        .at(op_span, "the result of a pattern is made of instructions")
                        .with_label(r.loc(op_id), "defined here");
                    r.error(d);
                    return None;
                };
                if op_span != op.span {
                    let places: Vec<Span> = children.iter().map(|c| c.span).collect();
                    self.relay_operator_origin(op_span, places.into_iter().chain([v.span]));
                }
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

    fn unknown_operator<T>(
        &mut self,
        r: &mut Reader,
        op: &Init,
        span: Span,
        args: &[(Init, Option<Name>)],
    ) -> Option<T> {
        let Some(id) = op.as_def() else {
            let msg = "this operator is not a node, fragment or type";
            r.error(Diagnostic::error(codes::PATTERN_OPERATOR, msg).at(span, "unknown operator"));
            return None;
        };
        let what = r.name(id);
        let leaf = leaf_text(&what, args);
        let kind = if r.is_a(id, "ComplexPattern") {
            Some("a complex pattern")
        } else if self.class_index.contains_key(what.as_str()) || r.is_a(id, "RegisterOperand") {
            Some("a register class")
        } else if r.is_a(id, "Operand") {
            Some("an instruction operand type")
        } else if self.reg_index.contains_key(what.as_str()) {
            Some("a register")
        } else {
            None
        };
        if r.is_a(id, "SDNodeXForm") {
            let msg = format!("'{what}' is a transform, which belongs in the result");
            let d = Diagnostic::error(codes::PATTERN_OPERATOR, msg)
                .at(span, "a transform in the pattern to match")
                .with_label(r.loc(id), "defined here")
                .with_help(
                    "match the value itself (`imm:$k`, or a leaf with a predicate) and transform it in the result",
                );
            r.error(d);
            return None;
        }
        let mut d = match kind {
            Some(kind) => {
                let msg = format!("'{what}' is {kind}, a leaf, not an operator");
                Diagnostic::error(codes::PATTERN_OPERATOR, msg)
                    .at(span, "used as an operator")
                    .with_help(format!("write it as a leaf in place of the dag: `{leaf}`"))
            }
            None => {
                let msg = format!("'{what}' is not a node, fragment or type");
                let mut d = Diagnostic::error(codes::PATTERN_OPERATOR, msg).at(span, "unknown operator");
                let operators = self.names_of(r, &["SDNode", "PatFrags", "ValueType"]);
                if let Some(similar) = crate::suggest::closest(&what, operators.iter().map(String::as_str)) {
                    d = d.with_help(format!("did you mean '{similar}'?"));
                }
                d
            }
        };
        d = d.with_label(r.loc(id), "defined here");
        r.error(d);
        None
    }

    /// A leaf (a fragment of no operands: `PatLeaf`, `ImmLeaf`) written as
    /// an operator over a value: `(FPImm32 fpimm:$v)` for `FPImm32:$v`.
    fn leaf_written_as_operator<T>(
        &mut self,
        r: &mut Reader,
        span: Span,
        what: &str,
        args: &[(Init, Option<Name>)],
    ) -> Option<T> {
        let found = args.len();
        let msg = format!("'{what}' takes 0 operands, {found} given: it is a leaf, not an operator");
        r.error(
            Diagnostic::error(codes::PATTERN_OPERAND_COUNT, msg)
                .at(span, format!("{found} operand{} here", if found == 1 { "" } else { "s" }))
                .with_help(format!("write it as a leaf: `{}`", leaf_text(what, args))),
        );
        None
    }

    /// The names of the defs of these classes, for suggestions.
    fn names_of(&self, r: &Reader, classes: &[&str]) -> Vec<String> {
        let mut names: Vec<String> = classes.iter().flat_map(|c| r.defs_of(c)).map(|id| r.name(id)).collect();
        names.sort();
        names.dedup();
        names
    }

    fn unknown_leaf<T>(&mut self, r: &mut Reader, span: Span, name: &str) -> Option<T> {
        let msg = format!("'{name}' cannot be a pattern operand");
        let mut d = Diagnostic::error(codes::PATTERN_OPERATOR, msg)
            .at(span, "expected a register class, a type, a node, a fragment or a complex pattern");
        let mut leaves = self.names_of(r, &["PatFrags", "ComplexPattern", "ValueType", "SDNode", "RegisterOperand"]);
        leaves.extend(self.class_index.keys().map(|k| k.to_string()));
        if let Some(similar) = crate::suggest::closest(name, leaves.iter().map(String::as_str)) {
            d = d.with_help(format!("did you mean '{similar}'?"));
        }
        r.error(d);
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

/// How a leaf is written in place of a dag over `args`: `FPImm32:$v`
/// for `(FPImm32 fpimm:$v)`.
fn leaf_text(name: &str, args: &[(Init, Option<Name>)]) -> String {
    let bound = args.iter().find_map(|(a, n)| {
        n.as_ref().map(|n| n.to_string()).or_else(|| match &a.kind {
            Kind::Dag(_, _, inner) => inner.iter().find_map(|(_, n)| n.as_ref().map(|n| n.to_string())),
            _ => None,
        })
    });
    format!("{name}:${}", bound.unwrap_or_else(|| "x".to_string()))
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
