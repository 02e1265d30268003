//! Selection patterns: `Pat` records and the `Pattern` field of
//! instructions, read into trees with fragments inlined, their types
//! inferred, and checked. Every problem is reported at the dag node that
//! causes it.

mod complex;
mod infer;
mod print;
mod reports;
mod result_operands;
mod selectable;
mod shadow;
mod tree;
mod variants;
mod vocabulary;
mod written;

pub use print::{print_node, print_patterns, type_suffix};
pub use tree::{NodeKind, PatNode};
pub use vocabulary::TypeSet;

use super::reader::Reader;
use super::{InstOperand, Instruction, OperandRef, OperandType, RegClass, RegClassId, RegId, Register};
use crate::diag::{codes, Diagnostic};
use crate::records::value::Kind;
use crate::records::RecordId;
use crate::source::Span;
use std::collections::{BTreeMap, HashMap};
use std::rc::Rc;
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
    /// The `Operand` records, by [`super::OperandTypeId`].
    pub operand_type_list: &'a [OperandType],
    /// The opcode of each SDNode, by record name.
    pub opcodes: &'a BTreeMap<String, String>,
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

/// Reads and checks every pattern of the target. `never_allocated` are the
/// registers that hold what the function's environment put there (the
/// stack pointer, reserved registers), which instructions may read without
/// a pattern writing them.
pub fn patterns(
    r: &mut Reader,
    regs: &[Register],
    classes: &[RegClass],
    insts: &[Instruction],
    operand_types: &[OperandType],
    pointer_bits: i64,
    never_allocated: &[RegId],
) -> (Vec<Pattern>, PatternTypes) {
    let vt = ValueTypes::read(r, pointer_bits);
    let mut types = PatternTypes { names: vt.names.clone(), opcodes: BTreeMap::new() };
    for id in r.defs_of("SDNode") {
        let opcode = r.string_or_empty(id, "Opcode");
        types.opcodes.insert(r.name(id), opcode);
    }
    let mut reader = TreeReader::new(&vt, regs, classes, insts);
    let mut raw: Vec<Pattern> = Vec::new();
    // Where each pattern came from: its record and its values' origins.
    let mut sources: Vec<(RecordId, Rc<Vec<written::Origin>>)> = Vec::new();
    let mut reports = reports::Reports::default();
    let mut read =
        |r: &mut Reader, reader: &mut TreeReader, id: RecordId, inst: Option<usize>, raw: &mut Vec<Pattern>| {
            let (before, first) = (r.diags.len(), raw.len());
            match inst {
                Some(i) => read_instruction_patterns(r, reader, id, i, raw),
                None => read_pat(r, reader, id, raw),
            }
            let origins = Rc::new(reader.take_origins());
            reports.take_from(r, before, id, &origins);
            sources.extend((first..raw.len()).map(|_| (id, origins.clone())));
        };
    // `Pat` records, in definition order.
    let mut pats = r.defs_of("Pattern");
    pats.sort();
    for id in pats {
        read(r, &mut reader, id, None, &mut raw);
    }
    for (i, inst) in insts.iter().enumerate() {
        if let Some(id) = r.def_named(&inst.name) {
            read(r, &mut reader, id, Some(i), &mut raw);
        }
    }
    if raw.is_empty() {
        reports.finish(r);
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
    let mut cx = PatternContext {
        vt: &vt,
        regs,
        classes,
        insts,
        operand_type_sets,
        operand_type_list: operand_types,
        opcodes: &types.opcodes,
        nodes,
        tree: &reader,
    };
    // What fills each instruction operand of the results, and the
    // complex patterns' counts against the operands they fill.
    let mut broken = vec![false; raw.len()];
    let mut uses = Vec::new();
    // The registers selected code writes implicitly (the flags).
    let mut selected_writes = Vec::new();
    for p in &raw {
        for tree in p.effects.iter().chain(std::iter::once(&p.result)) {
            result_operands::registers_written(&cx, tree, &mut selected_writes);
        }
    }
    for (i, p) in raw.iter().enumerate() {
        let mut diags = selectable::before_inference(r, &cx, &p.matched);
        diags.extend(result_operands::check(&cx, p, i, &mut uses));
        if diags.is_empty() {
            diags = result_operands::implicit_uses(&cx, p, never_allocated, &selected_writes);
        }
        broken[i] = !diags.is_empty();
        reports.add(diags, Some(sources[i].0), &sources[i].1);
    }
    let mut used_complex: Vec<String> = Vec::new();
    for p in &raw {
        complex_records(&p.matched, &mut used_complex);
    }
    used_complex.sort();
    used_complex.dedup();
    let (diags, unusable) = complex::check(r, &used_complex, &uses);
    for (pattern, d) in diags {
        match pattern {
            Some(i) => reports.add(vec![d], Some(sources[i].0), &sources[i].1),
            None => reports.add(vec![d], None, &Rc::new(Vec::new())),
        }
    }
    for i in unusable {
        broken[i] = true;
    }
    let mut out: Vec<Pattern> = Vec::new();
    let mut out_sources = Vec::new();
    // Equal patterns (a repeated `defm`) infer to equal types: each shape
    // is inferred once, and its copies take its types.
    let mut inferred: HashMap<String, usize> = HashMap::new();
    for (i, mut p) in raw.into_iter().enumerate() {
        if broken[i] {
            continue;
        }
        let key = structure_key(&p);
        if let Some(&earlier) = inferred.get(&key) {
            let q = &out[earlier];
            copy_types(&q.matched, &mut p.matched);
            copy_types(&q.result, &mut p.result);
            for (from, to) in q.effects.iter().zip(&mut p.effects) {
                copy_types(from, to);
            }
            if let Some(w) = selectable::unselected_type(&cx, &p.matched) {
                reports.add(vec![w], Some(sources[i].0), &sources[i].1);
            }
            p.complexity = variants::complexity(&p.matched) + p.added_complexity;
            out.push(p);
            out_sources.push(sources[i].clone());

            continue;
        }
        let mut diags = infer::infer(&mut cx, &mut p.matched, &mut p.result);
        for e in &mut p.effects {
            if diags.is_empty() {
                diags = infer::infer_effect(&mut cx, &mut p.matched.clone(), e);
            }
        }
        if diags.is_empty() {
            diags = selectable::after_inference(&cx, &p.matched);
        }
        if diags.is_empty() {
            if let Some(w) = selectable::unselected_type(&cx, &p.matched) {
                reports.add(vec![w], Some(sources[i].0), &sources[i].1);
            }
        }
        if diags.is_empty() {
            p.complexity = variants::complexity(&p.matched) + p.added_complexity;
            inferred.insert(key, out.len());
            out.push(p);
            out_sources.push(sources[i].clone());
        } else {
            reports.add(diags, Some(sources[i].0), &sources[i].1);
        }
    }
    for (i, first, mut d) in check_duplicates(r, &out, &vt) {
        // Two instances of one multiclass pattern: the first's `defm`
        // tells them apart.
        if out[i].matched.span == out[first].matched.span {
            d.secondary.retain(|l| l.span != out[first].matched.span);
            if let Some(&defm) = r.record(out_sources[first].0).locs.last() {
                d = d.with_label(defm, "the first pattern, made by this instance");
            }
        }
        reports.add(vec![d], Some(out_sources[i].0), &out_sources[i].1);
    }
    reports.finish(r);
    let commutative = |name: &str| cx.nodes.get(name).is_some_and(|n| n.commutative);
    let mut variant_sources = Vec::new();
    let mut all = Vec::new();
    for (p, source) in out.into_iter().zip(out_sources) {
        let variants = variants::with_variants(p, &commutative, &vt);
        variant_sources.extend(variants.iter().map(|_| source.clone()));
        all.extend(variants);
    }
    // Errors (a duplicate is also shadowed) come first.
    if r.diags.is_empty() {
        let mut warnings = reports::Reports::default();
        for (i, d) in shadow::shadowed(&all, &types) {
            warnings.add(vec![d], Some(variant_sources[i].0), &variant_sources[i].1);
        }
        warnings.finish(r);
    }
    (all, types)
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
        // Its names are the instruction's operands: outputs set, inputs
        // matched.
        let (outputs, ins): (Vec<&InstOperand>, Vec<&InstOperand>) = inst.operands.iter().partition(|o| o.is_output);
        let mut unknown = Vec::new();
        // (A wrong number of them is reported below, as such.)
        for (dest, name) in dests.iter().filter(|_| dests.len() == outputs.len()) {
            if let Some(name) = name.as_deref().filter(|n| !outputs.iter().any(|o| o.name == *n)) {
                unknown.push((name.to_string(), dest.span, &outputs));
            }
        }
        if let Some(first) = inputs.first() {
            let mut named = Vec::new();
            names_in(first, &mut named);
            for (name, at) in named {
                if !ins.iter().any(|o| o.name == name) {
                    unknown.push((name.to_string(), at, &ins));
                }
            }
        }
        if let Some((name, at, operands)) = unknown.first() {
            let which = if std::ptr::eq(*operands, &outputs) { "outputs" } else { "inputs" };
            let msg = format!("'${name}' is not one of the {which} of '{}'", inst.name);
            let mut d = Diagnostic::error(codes::PATTERN_UNBOUND, msg).at(*at, "not an operand");
            if let Some(similar) = crate::suggest::closest(name, operands.iter().map(|o| o.name.as_str())) {
                d = d.with_help(format!("did you mean '${similar}'?"));
            }
            if let Some(o) = operands.first() {
                d = d.with_label(o.span, format!("the {which} of '{}'", inst.name));
            }
            r.error(d);
            continue;
        }
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

/// The names a tree binds, with where each is written.
fn names_in<'n>(n: &'n PatNode, out: &mut Vec<(&'n str, Span)>) {
    if let Some(name) = &n.name {
        out.push((name, n.span));
    }
    for c in &n.children {
        names_in(c, out);
    }
}

/// Two patterns that match the same trees under the same predicates at
/// the same complexity: one error per group of equal patterns, at the
/// second, with the first labelled and the rest listed in a note (a
/// repeated `defm` would otherwise give an error per copy and pattern).
/// Each is (the second, the first, the error).
fn check_duplicates(r: &Reader, patterns: &[Pattern], vt: &ValueTypes) -> Vec<(usize, usize, Diagnostic)> {
    let mut groups: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for (i, p) in patterns.iter().enumerate() {
        let mut predicates = p.predicates.clone();
        predicates.sort();
        let key = format!("{} if {:?} at {}", shape(&p.matched, vt), predicates, p.complexity);
        groups.entry(key).or_default().push(i);
    }
    let mut duplicated: Vec<&Vec<usize>> = groups.values().filter(|g| g.len() > 1).collect();
    duplicated.sort_by_key(|g| g[1]);
    let mut out = Vec::new();
    for group in duplicated {
        let (first, second) = (group[0], group[1]);
        let mut d =
            Diagnostic::error(codes::PATTERN_DUPLICATE, "this pattern matches exactly what an earlier one matches")
                .at(patterns[second].matched.span, "duplicate")
                .with_label(patterns[first].matched.span, "first pattern")
                .with_note(format!(
                    "both are tried at complexity {}: only the order they are written in makes the first one win",
                    patterns[second].complexity
                ));
        if group.len() > 2 {
            d = d.with_note(others_note(r, patterns, &group[2..]));
        }
        out.push((second, first, d));
    }
    out
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
            let made = r.def_named(&p.source).and_then(|id| r.record(id).locs.last().copied());
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

/// The ComplexPattern records a tree matches with.
fn complex_records(n: &PatNode, out: &mut Vec<String>) {
    if let NodeKind::Complex { record, .. } = &n.kind {
        out.push(record.clone());
    }
    for c in &n.children {
        complex_records(c, out);
    }
}

/// A tree written out with its types and predicates; names are numbered
/// in the order they first appear, so that trees that differ only in
/// names are one, and a name used twice (operands that must be equal)
/// stays apparent.
fn shape(n: &PatNode, vt: &ValueTypes) -> String {
    shape_named(n, vt, &mut Vec::new())
}

fn shape_named<'n>(n: &'n PatNode, vt: &ValueTypes, names: &mut Vec<&'n str>) -> String {
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
    let name = match n.name.as_deref() {
        Some(name) => {
            let k = names.iter().position(|&m| m == name).unwrap_or_else(|| {
                names.push(name);
                names.len() - 1
            });
            format!("${k}")
        }
        None => String::new(),
    };
    let types: Vec<String> = n.types.iter().map(|t| vt.describe(*t)).collect();
    let children: Vec<String> = n.children.iter().map(|c| shape_named(c, vt, names)).collect();
    format!("({head}{name}:{} {} [{}])", types.join(","), children.join(" "), n.predicates.join(","))
}
