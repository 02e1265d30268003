//! Selection patterns: `Pat` records and the `Pattern` field of
//! instructions, read into trees with fragments inlined, their types
//! inferred, and checked. Every problem is reported at the dag node that
//! causes it.

mod infer;
mod print;
mod shadow;
mod tree;
mod variants;
mod vocabulary;

pub use print::{print_node, print_patterns};
pub use tree::{NodeKind, PatNode};
pub use vocabulary::TypeSet;

use super::reader::Reader;
use super::{InstOperand, Instruction, OperandRef, OperandType, RegClass, RegClassId, RegId, Register};
use crate::diag::{codes, Diagnostic};
use crate::records::value::Kind;
use crate::records::RecordId;
use crate::source::Span;
use std::collections::{BTreeMap, HashMap};
use tree::TreeReader;
use vocabulary::{NodeInfo, ValueTypes};

/// A selection pattern with its types inferred.
#[derive(Clone, Debug)]
pub struct Pattern {
    /// What it matches.
    pub matched: PatNode,
    /// What it selects: the instruction that gives the value (or the last
    /// one, for a pattern without a value).
    pub result: PatNode,
    /// Instructions selected before `result`, in order (a compare before
    /// the branch that reads its flags).
    pub effects: Vec<PatNode>,
    /// Subtarget predicates that must hold.
    pub predicates: Vec<String>,
    /// Added to the pattern's complexity.
    pub added_complexity: i64,
    /// How specific it is (its size, literals and predicates, plus
    /// `AddedComplexity`): the matcher tries the most complex first.
    pub complexity: i64,
    /// Whether it is a commuted variant of the pattern before it.
    pub is_variant: bool,
    /// The record it comes from (a `Pat` or an instruction).
    pub source: String,
    /// Where it was written.
    pub span: Span,
}

/// The value types patterns use, by bit of [`TypeSet`].
#[derive(Clone, Debug)]
pub struct PatternTypes {
    /// Names of the value types, by bit.
    pub names: Vec<String>,
    /// The opcode string of each SDNode record (`globaladdr` is
    /// `globaladdress`), by record name.
    pub opcodes: BTreeMap<String, String>,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Side {
    Input,
    Output,
}

/// What inference needs to know about the target.
pub(super) struct PatternContext<'a> {
    pub vt: &'a ValueTypes,
    pub regs: &'a [Register],
    pub classes: &'a [RegClass],
    pub insts: &'a [Instruction],
    operand_type_sets: HashMap<OperandRef, TypeSet>,
    nodes: HashMap<String, NodeInfo>,
    tree: &'a TreeReader<'a>,
}

impl PatternContext<'_> {
    fn node_profile(&self, name: &str) -> Option<&NodeInfo> {
        self.nodes.get(name)
    }

    fn node_results(&self, name: &str) -> usize {
        self.nodes.get(name).map_or(1, |n| n.results)
    }

    fn operand_types(&self, ty: OperandRef) -> TypeSet {
        self.operand_type_sets.get(&ty).copied().unwrap_or(self.vt.any_value())
    }

    fn class_types(&self, c: RegClassId) -> TypeSet {
        self.tree.class_types(c)
    }

    fn register_types(&self, reg: RegId) -> TypeSet {
        self.tree.register_types(reg)
    }
}

/// The operands a result dag gives instruction `inst`: every input, those
/// tied to an output included, as LLVM's patterns write them
/// (`(ADD8rr GR8:$src1, GR8:$src2)` though `$src1` is tied to `$dst`).
pub fn result_inputs(inst: &Instruction) -> impl Iterator<Item = &InstOperand> {
    inst.operands.iter().filter(|o| !o.is_output)
}

/// Reads and checks every pattern of the target.
pub fn patterns(
    r: &mut Reader,
    regs: &[Register],
    classes: &[RegClass],
    insts: &[Instruction],
    operand_types: &[OperandType],
    pointer_bits: i64,
) -> (Vec<Pattern>, PatternTypes) {
    let vt = ValueTypes::read(r, pointer_bits);
    let mut types = PatternTypes { names: vt.names.clone(), opcodes: BTreeMap::new() };
    for id in r.defs_of("SDNode") {
        let opcode = r.string_or_empty(id, "Opcode");
        types.opcodes.insert(r.name(id), opcode);
    }
    let mut reader = TreeReader::new(&vt, regs, classes, insts);
    let mut raw = Vec::new();
    // `Pat` records, in definition order.
    let mut pats = r.defs_of("Pattern");
    pats.sort();
    for id in pats {
        read_pat(r, &mut reader, id, &mut raw);
    }
    for (i, inst) in insts.iter().enumerate() {
        if let Some(id) = r.kp.def(&inst.name) {
            read_instruction_patterns(r, &mut reader, id, i, &mut raw);
        }
    }
    if raw.is_empty() {
        return (Vec::new(), types);
    }
    // Everything inference asks about, gathered once.
    let mut operand_type_sets = HashMap::new();
    for inst in insts {
        for op in &inst.operands {
            for &ty in std::iter::once(&op.ty).chain(&op.slots) {
                operand_type_sets.entry(ty).or_insert_with(|| reader.operand_types(r, ty, operand_types));
            }
        }
    }
    let node_ids: Vec<RecordId> = r.defs_of("SDNode");
    let mut nodes = HashMap::new();
    for id in node_ids {
        let name = r.name(id);
        if let Some(info) = reader.node(r, id).cloned() {
            nodes.insert(name, info);
        }
    }
    let mut cx = PatternContext { vt: &vt, regs, classes, insts, operand_type_sets, nodes, tree: &reader };
    let mut out: Vec<Pattern> = Vec::new();
    // Equal patterns (a repeated `defm`) infer to equal types: each shape
    // is inferred once, and its copies take its types.
    let mut inferred: HashMap<String, usize> = HashMap::new();
    for mut p in raw {
        let key = structure_key(&p);
        if let Some(&earlier) = inferred.get(&key) {
            let q = &out[earlier];
            copy_types(&q.matched, &mut p.matched);
            copy_types(&q.result, &mut p.result);
            for (from, to) in q.effects.iter().zip(&mut p.effects) {
                copy_types(from, to);
            }
            p.complexity = variants::complexity(&p.matched) + p.added_complexity;
            out.push(p);
            continue;
        }
        let mut diags = infer::infer(&mut cx, &mut p.matched, &mut p.result);
        for e in &mut p.effects {
            if diags.is_empty() {
                diags = infer::infer_effect(&mut cx, &mut p.matched.clone(), e);
            }
        }
        if diags.is_empty() {
            p.complexity = variants::complexity(&p.matched) + p.added_complexity;
            inferred.insert(key, out.len());
            out.push(p);
        } else {
            r.diags.extend(diags);
        }
    }
    check_duplicates(r, &out, &vt);
    let commutative = |name: &str| cx.nodes.get(name).is_some_and(|n| n.commutative);
    let out: Vec<Pattern> = out.into_iter().flat_map(|p| variants::with_variants(p, &commutative, &vt)).collect();
    // Errors (a duplicate is also shadowed) come first.
    if r.diags.is_empty() {
        r.warnings.extend(shadow::shadowed(&out, &types));
    }
    (out, types)
}

fn read_pat(r: &mut Reader, reader: &mut TreeReader, id: RecordId, out: &mut Vec<Pattern>) {
    let Some(matched) = r.value(id, "PatternToMatch") else { return };
    let results = r.list(id, "ResultInstrs");
    let span = r.loc(id);
    let Some((result, effects)) = results.split_last() else {
        let msg = "a pattern selects at least one result dag, none given";
        r.error(Diagnostic::error(codes::PATTERN_RESULT_COUNT, msg).at(r.field_span(id, "ResultInstrs"), "here"));
        return;
    };
    let Some(inputs) = reader.input(r, &matched, None, &HashMap::new(), 0) else { return };
    let Some(output) = reader.output(r, result, None) else { return };
    let mut effect_trees = Vec::new();
    for e in effects {
        let Some(tree) = reader.output(r, e, None) else { return };
        effect_trees.push(tree);
    }
    let predicates = r.def_list(id, "Predicates").into_iter().map(|(p, _)| r.name(p)).collect::<Vec<_>>();
    let added_complexity = r.int_or(id, "AddedComplexity", 0);
    let source = r.name(id);
    for matched in inputs {
        out.push(Pattern {
            matched,
            result: output.clone(),
            effects: effect_trees.clone(),
            predicates: predicates.clone(),
            added_complexity,
            complexity: 0,
            is_variant: false,
            source: source.clone(),
            span,
        });
    }
}

/// An instruction's `Pattern`: `(set $outs..., tree)` or a tree without
/// results; the result is the instruction with its operands by name.
fn read_instruction_patterns(
    r: &mut Reader,
    reader: &mut TreeReader,
    id: RecordId,
    inst_index: usize,
    out: &mut Vec<Pattern>,
) {
    let list = r.list(id, "Pattern");
    if list.is_empty() {
        return;
    }
    let inst = &reader.insts[inst_index];
    let span = r.loc(id);
    let source = inst.name.clone();
    for item in list {
        let Kind::Dag(op, _, args) = &item.kind else { continue };
        let is_set = op.as_def().is_some_and(|d| r.name(d) == "set");
        let (dests, tree) = match (is_set, args.split_last()) {
            (true, Some((last, dests))) => (dests.to_vec(), last.0.clone()),
            _ => (Vec::new(), item.clone()),
        };
        let Some(inputs) = reader.input(r, &tree, None, &HashMap::new(), 0) else { continue };
        // The result: the instruction, its inputs named as its operands.
        let mut children = Vec::new();
        for o in result_inputs(inst) {
            children.push(PatNode {
                kind: NodeKind::Named,
                name: Some(o.name.clone()),
                children: Vec::new(),
                predicates: Vec::new(),
                declared: None,
                span: o.span,
                types: Vec::new(),
            });
        }
        let outputs = inst.operands.iter().filter(|o| o.is_output).count();
        if dests.len() != outputs {
            let msg = format!(
                "'{}' has {outputs} result{}, the pattern sets {}",
                inst.name,
                if outputs == 1 { "" } else { "s" },
                dests.len()
            );
            r.error(Diagnostic::error(codes::PATTERN_RESULT_COUNT, msg).at(item.span, "here"));
            continue;
        }
        let result = PatNode {
            kind: NodeKind::Instruction(super::InstId(inst_index as u32)),
            name: None,
            children,
            predicates: Vec::new(),
            declared: None,
            span: item.span,
            types: Vec::new(),
        };
        for matched in inputs {
            out.push(Pattern {
                matched,
                result: result.clone(),
                effects: Vec::new(),
                predicates: Vec::new(),
                added_complexity: 0,
                complexity: 0,
                is_variant: false,
                source: source.clone(),
                span,
            });
        }
    }
}

/// Two patterns that match the same trees under the same predicates: one
/// error per group of equal patterns, at the second, with the first
/// labelled and the rest listed in a note (a repeated `defm` would
/// otherwise give an error per copy and pattern).
fn check_duplicates(r: &mut Reader, patterns: &[Pattern], vt: &ValueTypes) {
    let mut groups: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for (i, p) in patterns.iter().enumerate() {
        groups.entry(format!("{} if {:?}", shape(&p.matched, vt), p.predicates)).or_default().push(i);
    }
    let mut duplicated: Vec<&Vec<usize>> = groups.values().filter(|g| g.len() > 1).collect();
    duplicated.sort_by_key(|g| g[1]);
    for group in duplicated {
        let (first, second) = (&patterns[group[0]], &patterns[group[1]]);
        let mut d =
            Diagnostic::error(codes::PATTERN_DUPLICATE, "this pattern matches exactly what an earlier one matches")
                .at(second.matched.span, "duplicate")
                .with_label(first.matched.span, "first pattern");
        if group.len() > 2 {
            d = d.with_note(others_note(r, patterns, &group[2..]));
        }
        r.error(d);
    }
}

/// "N more patterns match the same: SOURCE at FILE:LINE:COL, ...", the
/// first few of `others` named.
fn others_note(r: &Reader, patterns: &[Pattern], others: &[usize]) -> String {
    const NAMED: usize = 8;
    let named: Vec<String> = others
        .iter()
        .take(NAMED)
        .map(|&i| {
            let p = &patterns[i];
            // Where the record was made: the `defm` line for one a
            // multiclass made (its patterns are written in the multiclass).
            let made = r.kp.def(&p.source).and_then(|id| r.kp.record(id).locs.last().copied());
            let span = made.unwrap_or(p.matched.span);
            let file = r.db.file(span.file);
            let (line, col) = file.line_col(span.start);
            format!("{} at {}:{}:{}", p.source, file.name, line + 1, col + 1)
        })
        .collect();
    let rest = others.len().saturating_sub(NAMED);
    format!(
        "{} more pattern{} match the same: {}{}",
        others.len(),
        if others.len() == 1 { "" } else { "s" },
        named.join(", "),
        if rest > 0 { format!(", and {rest} more") } else { String::new() }
    )
}

/// Everything type inference reads of a pattern (its trees without their
/// spans), as one string: patterns with equal keys infer to equal types.
fn structure_key(p: &Pattern) -> String {
    fn write(n: &PatNode, out: &mut String) {
        use std::fmt::Write;
        let _ = write!(out, "({:?} {:?} {:?} {:?} {:?}", n.kind, n.name, n.predicates, n.declared, n.types);
        for c in &n.children {
            write(c, out);
        }
        out.push(')');
    }
    let mut key = String::new();
    write(&p.matched, &mut key);
    write(&p.result, &mut key);
    for e in &p.effects {
        write(e, &mut key);
    }
    key
}

/// Gives `to` the inferred types of `from`, a tree of the same shape.
fn copy_types(from: &PatNode, to: &mut PatNode) {
    to.types.clone_from(&from.types);
    for (f, t) in from.children.iter().zip(&mut to.children) {
        copy_types(f, t);
    }
}

/// A tree written out with its types and predicates, names left out.
fn shape(n: &PatNode, vt: &ValueTypes) -> String {
    let head = match &n.kind {
        NodeKind::Node(name) => name.clone(),
        NodeKind::Instruction(id) => format!("inst{}", id.0),
        NodeKind::XForm(f) => format!("xform {f}"),
        NodeKind::Complex { function, .. } => format!("complex {function}"),
        NodeKind::RegClass(c) => format!("class{}", c.0),
        NodeKind::Register(reg) => format!("reg{}", reg.0),
        NodeKind::Immediate(v) => v.to_string(),
        NodeKind::CondCode(c) => format!("cond {c}"),
        NodeKind::CopyToClass(c) => format!("copy class{}", c.0),
        NodeKind::SubOperands(_) => "sub-operands".to_string(),
        NodeKind::CopyToReg(r) => format!("copy reg{}", r.0),
        NodeKind::Typed(_) | NodeKind::Named => "value".to_string(),
    };
    let types: Vec<String> = n.types.iter().map(|t| vt.describe(*t)).collect();
    let children: Vec<String> = n.children.iter().map(|c| shape(c, vt)).collect();
    format!("({head}:{} {} [{}])", types.join(","), children.join(" "), n.predicates.join(","))
}
