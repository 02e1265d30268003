//! The rules only LLVM's documentation states (LangRef, the branch-weight
//! and type-metadata pages): llvm-as 19 accepts a module that breaks them,
//! tdc rejects it with a code of its own range (E0850-E0859), so that a user
//! can tell "LLVM's verifier rejects this" from "the documentation says this
//! is wrong". The verifier's rules for the same kinds are in
//! [`super::verify`] and [`super::tbaa`].

use super::check::{plural, Checker, Site};
use super::diag::{codes, MetadataDiagnostic};
use super::model::{ConstValue, NodeId, Operand, Value};

fn dcount(c: &mut Checker<'_>, site: &Site<'_>, id: NodeId, min: usize, max: usize, what: &str) -> bool {
    c.count_with(site, codes::DOC_SHAPE, id, (min, max), what)
}

fn dint(c: &mut Checker<'_>, site: &Site<'_>, op: &Operand, what: &str) -> Option<(u32, i128)> {
    c.int_with(site, codes::DOC_SHAPE, op, what)
}

fn dint_w(c: &mut Checker<'_>, site: &Site<'_>, op: &Operand, bits: u32, what: &str) -> Option<i128> {
    c.int_of_width_with(site, (codes::DOC_SHAPE, codes::DOC_SHAPE), op, bits, what)
}

fn dnode(c: &mut Checker<'_>, site: &Site<'_>, op: &Operand, what: &str) -> Option<NodeId> {
    c.node_operand_with(site, codes::DOC_SHAPE, op, what)
}

fn dstring<'o>(c: &mut Checker<'_>, site: &Site<'_>, op: &'o Operand, what: &str) -> Option<&'o [u8]> {
    c.string_with(site, codes::DOC_SHAPE, op, what)
}

/// `prof` other than branch weights on an instruction: `VP` (i32 kind 0
/// or 1, i64 total, then pairs of i64 value and count); the other types
/// the documentation names do not belong on instructions.
pub fn prof_documented(c: &mut Checker<'_>, site: &Site<'_>, kind: &[u8]) {
    let ops = c.operands(site.node);
    match kind {
        b"VP" => value_profile(c, site, ops),
        b"function_entry_count" | b"synthetic_function_entry_count" => {
            let span = c.attachment_span(site);
            let d =
                MetadataDiagnostic::error(codes::DOC_VALUE, "function_entry_count belongs on a function definition")
                    .at(span, format!("attached to `{}`", site.opcode()));
            c.report(site, d);
        }
        other => {
            let d = MetadataDiagnostic::error(
                codes::DOC_VALUE,
                format!("unknown profile type \"{}\"", String::from_utf8_lossy(other)),
            )
            .at(ops[0].span, "not a profile type")
            .with_help("the documented types are \"branch_weights\", \"function_entry_count\" and \"VP\"");
            c.report(site, d);
        }
    }
}

fn value_profile(c: &mut Checker<'_>, site: &Site<'_>, ops: &[Operand]) {
    if !dcount(c, site, site.node, 3, usize::MAX, "VP needs the kind (i32) and the total count (i64)") {
        return;
    }
    if let Some(kind) = dint_w(c, site, &ops[1], 32, "the value-profile kind") {
        if !(0..=1).contains(&kind) {
            let d = MetadataDiagnostic::error(codes::DOC_VALUE, format!("unknown value-profile kind {kind}"))
                .at(ops[1].span, "not 0 or 1")
                .with_note("0 profiles indirect call targets, 1 the sizes of memory operations");
            c.report(site, d);
        }
    }
    dint_w(c, site, &ops[2], 64, "the total count");
    let pairs = &ops[3..];
    if pairs.len() % 2 == 1 {
        let last = &pairs[pairs.len() - 1];
        c.error(
            site,
            codes::DOC_SHAPE,
            "VP lists values with their counts, but this value has no count",
            last.span,
            "no count follows",
        );
        return;
    }
    for pair in pairs.chunks(2) {
        dint_w(c, site, &pair[0], 64, "a profiled value");
        dint_w(c, site, &pair[1], 64, "a value's count");
    }
}

/// Branch weights are documented as i32 constants.
pub fn branch_weights_documented(c: &mut Checker<'_>, site: &Site<'_>, weights: &[Operand]) {
    for op in weights {
        dint_w(c, site, op, 32, "a branch weight");
    }
}

/// A function entry count is documented as an i64 constant (then the
/// GUIDs of imported functions, i64 each).
pub fn entry_count_documented(c: &mut Checker<'_>, site: &Site<'_>, ops: &[Operand]) {
    dint_w(c, site, &ops[1], 64, "the function entry count");
    for op in &ops[2..] {
        dint_w(c, site, op, 64, "an imported function's GUID");
    }
}

/// `invariant.group` (and `invariant.load`): documented as an empty node.
pub fn empty_documented(c: &mut Checker<'_>, site: &Site<'_>) {
    dcount(c, site, site.node, 0, 0, "it must be empty, written !{}");
}

/// `invariant.load`: an empty node.
pub fn check_invariant_load(c: &mut Checker<'_>, site: &Site<'_>) {
    empty_documented(c, site);
}

/// An empty access group that is not distinct: the verifier lets it
/// pass, the documentation wants every access group distinct.
pub fn access_group_documented(c: &mut Checker<'_>, site: &Site<'_>) {
    let node = c.node(site.node);
    let label = node.describe();
    let d = MetadataDiagnostic::error(codes::DOC_SHAPE, format!("access group {label} must be distinct"))
        .at(node.span, "not distinct")
        .with_help(format!("write {label} = distinct !{{}}, so that two groups are never merged by content"));
    c.report(site, d);
}

/// `associated`: documented to reference a global object (through an
/// alias or cast at most); the verifier accepts any pointer constant.
pub fn associated_documented(c: &mut Checker<'_>, site: &Site<'_>, op: &Operand) {
    let Value::Constant { value, .. } = &op.value else { return };
    let global = match value {
        ConstValue::Global(g) => Some(g),
        ConstValue::Expr { base, .. } => base.as_ref(),
        _ => None,
    };
    if global.is_none() {
        let message = format!("the operand of !associated must reference a global object, not {}", op.value.sort());
        c.error(site, codes::DOC_VALUE, message, op.span, "not a global");
    }
}

/// `tbaa.struct`: triples of offset, size and TBAA tag, in increasing
/// order of offset without overlap.
pub fn check_tbaa_struct(c: &mut Checker<'_>, site: &Site<'_>) {
    let ops = c.operands(site.node);
    if ops.len() % 3 != 0 {
        let rest = &ops[ops.len() - ops.len() % 3..];
        let message =
            format!("!tbaa.struct holds triples (offset, size, tag), but has {}", plural(ops.len(), "operand"));
        let span = rest[0].span.to(rest[rest.len() - 1].span);
        c.error(site, codes::DOC_SHAPE, message, span, "an incomplete triple");
        return;
    }
    let mut previous: Option<(i128, &Operand)> = None;
    for triple in ops.chunks(3) {
        let offset = dint(c, site, &triple[0], "a field's offset").map(|v| v.1);
        let size = dint(c, site, &triple[1], "a field's size").map(|v| v.1);
        dnode(c, site, &triple[2], "a field's TBAA tag");
        let (Some(offset), Some(size)) = (offset, size) else { continue };
        if offset < 0 || size < 0 {
            let op = if offset < 0 { &triple[0] } else { &triple[1] };
            c.error(
                site,
                codes::DOC_VALUE,
                "offsets and sizes in !tbaa.struct are byte counts, never negative",
                op.span,
                "negative",
            );
            continue;
        }
        if let Some((end, prev)) = previous {
            if offset < end {
                let d = MetadataDiagnostic::error(
                    codes::DOC_TBAA_STRUCT_ORDER,
                    "the fields of !tbaa.struct must be in increasing order of offset, without overlap",
                )
                .at(triple[0].span, format!("starts at byte {offset}"))
                .with_label(prev.span, format!("the previous field runs to byte {end}"));
                c.report(site, d);
            }
        }
        previous = Some((offset + size, &triple[0]));
    }
}

/// `nontemporal`: one `i32 1`.
pub fn check_nontemporal(c: &mut Checker<'_>, site: &Site<'_>) {
    if !dcount(c, site, site.node, 1, 1, "it holds exactly i32 1") {
        return;
    }
    let op = &c.operands(site.node)[0];
    if let Some(v) = dint_w(c, site, op, 32, "the operand of !nontemporal") {
        if v != 1 {
            c.error(
                site,
                codes::DOC_VALUE,
                "the operand of !nontemporal must be i32 1",
                op.span,
                format!("{v}, not 1"),
            );
        }
    }
}

/// `llvm.loop`: a loop identifier, whose first operand is itself; a
/// `llvm.loop.parallel_accesses` property lists access groups.
pub fn check_loop(c: &mut Checker<'_>, site: &Site<'_>) {
    let node = c.node(site.node);
    let label = node.describe();
    let Some(first) = node.operands().first() else {
        let span = node.span;
        let d = MetadataDiagnostic::error(
            codes::DOC_SELF_REFERENCE,
            format!("loop identifier {label} must list itself as its first operand"),
        )
        .at(span, "empty")
        .with_help(format!("write {label} = distinct !{{{label}}}"));
        c.report(site, d);
        return;
    };
    if !c.is_self(site.node, first) {
        let d = MetadataDiagnostic::error(
            codes::DOC_SELF_REFERENCE,
            format!("loop identifier {label} must list itself as its first operand"),
        )
        .at(first.span, format!("expected {label}"))
        .with_note("the self-reference keeps two loops' identifiers from being merged");
        c.report(site, d);
        return;
    }
    for op in &node.operands()[1..] {
        let Some(property) = c.module.node_of(&op.value) else { continue };
        let ops = c.operands(property);
        if ops.first().and_then(|o| o.value.string()) == Some(b"llvm.loop.parallel_accesses") {
            for group in &ops[1..] {
                loop_access_group(c, site, group);
            }
        }
    }
}

/// One element of a list of access groups.
fn loop_access_group(c: &mut Checker<'_>, site: &Site<'_>, op: &Operand) {
    let Some(id) = dnode(c, site, op, "an access group") else { return };
    let group = c.node(id);
    if !group.operands().is_empty() {
        let d = MetadataDiagnostic::error(codes::DOC_SHAPE, format!("access group {} must be empty", group.describe()))
            .at(op.span, "has operands")
            .with_label(group.span, "defined here")
            .with_note("lists of access groups do not nest; an empty node is what tells a group from a list");
        c.report(site, d);
    } else if !group.distinct {
        let d =
            MetadataDiagnostic::error(codes::DOC_SHAPE, format!("access group {} must be distinct", group.describe()))
                .at(op.span, "not distinct")
                .with_label(group.label_span.to(group.span), "defined here without `distinct`");
        c.report(site, d);
    }
}

/// `callback`: a list of encodings, each `i64 callee, i64 arg..., i1 variadic`.
pub fn check_callback(c: &mut Checker<'_>, site: &Site<'_>) {
    if !dcount(c, site, site.node, 1, usize::MAX, "it lists one or more callback encodings") {
        return;
    }
    for op in c.operands(site.node) {
        if c.module.node_of(&op.value).is_none() {
            let label = c.node(site.node).describe();
            let d = MetadataDiagnostic::error(
                codes::DOC_SHAPE,
                format!("a callback encoding must be a metadata node, not {}", op.value.sort()),
            )
            .at(op.span, "expected !N or !{...}")
            .with_help(format!(
                "!callback names a list of encodings: attach a node that lists this one, such as !{{{label}}}"
            ));
            c.report(site, d);
            return;
        }
        if let Some(encoding) = dnode(c, site, op, "a callback encoding") {
            check_encoding(c, site, encoding, op);
        }
    }
}

fn check_encoding(c: &mut Checker<'_>, site: &Site<'_>, encoding: NodeId, at: &Operand) {
    let ops = c.operands(encoding);
    if ops.len() < 2 {
        let d = MetadataDiagnostic::error(
            codes::DOC_SHAPE,
            format!(
                "callback encoding {} needs the callee's argument index and the variadic flag",
                c.node(encoding).describe()
            ),
        )
        .at(at.span, plural(ops.len(), "operand"))
        .with_label(c.node_span(encoding), "defined here");
        c.report(site, d);
        return;
    }
    let (args, flag) = ops.split_at(ops.len() - 1);
    let params = site.host.params;
    for (i, op) in args.iter().enumerate() {
        let what = if i == 0 { "the callee's argument index" } else { "a passed argument's index" };
        let Some(index) = dint_w(c, site, op, 64, what) else { continue };
        let lowest = if i == 0 { 0 } else { -1 };
        if index < lowest {
            let label =
                if i == 0 { "the callee must be a known argument" } else { "only -1 (unknown) may be negative" };
            c.error(site, codes::DOC_VALUE, format!("{what} must be at least {lowest}"), op.span, label);
            continue;
        }
        if let Some((count, _)) = params {
            if index >= 0 && index as usize >= count {
                let d = MetadataDiagnostic::error(
                    codes::DOC_CALLBACK,
                    format!("argument {index} does not exist: the function takes {}", plural(count, "parameter")),
                )
                .at(op.span, "no such argument")
                .with_label(site.host.span, "declared here")
                .with_note("arguments are numbered from 0");
                c.report(site, d);
            }
        }
    }
    let Some(variadic) =
        dint_w(c, site, &flag[0], 1, "the last operand of a callback encoding (pass variadic arguments)")
    else {
        return;
    };
    if let (Some((_, false)), true) = (params, variadic != 0) {
        let d = MetadataDiagnostic::error(
            codes::DOC_CALLBACK,
            "the encoding passes variadic arguments, but the function is not variadic",
        )
        .at(flag[0].span, "i1 true")
        .with_label(site.host.span, "declared without `...`");
        c.report(site, d);
    }
}

/// `type`: an i64 offset, then a type identifier (string or node).
pub fn check_type(c: &mut Checker<'_>, site: &Site<'_>) {
    if !dcount(c, site, site.node, 2, 2, "it holds an offset and a type identifier") {
        return;
    }
    let ops = c.operands(site.node);
    dint_w(c, site, &ops[0], 64, "the offset of a type");
    if ops[1].value.string().is_none() && c.module.node_of(&ops[1].value).is_none() {
        let message = format!("a type identifier must be a string or a node, not {}", ops[1].value.sort());
        c.error(site, codes::DOC_SHAPE, message, ops[1].span, "expected !\"...\" or !N");
    }
}

/// `section_prefix`: `!"function_section_prefix"` and the prefix.
pub fn check_section_prefix(c: &mut Checker<'_>, site: &Site<'_>) {
    named_pair(c, site, b"function_section_prefix", |c, site, op| {
        dstring(c, site, op, "the section prefix");
    });
}

/// `irr_loop`: `!"loop_header_weight"` and an i64 weight.
pub fn check_irr_loop(c: &mut Checker<'_>, site: &Site<'_>) {
    named_pair(c, site, b"loop_header_weight", |c, site, op| {
        dint_w(c, site, op, 64, "the loop header weight");
    });
}

fn named_pair(
    c: &mut Checker<'_>,
    site: &Site<'_>,
    name: &[u8],
    check: impl FnOnce(&mut Checker<'_>, &Site<'_>, &Operand),
) {
    let text = String::from_utf8_lossy(name);
    if !dcount(c, site, site.node, 2, 2, &format!("it holds !\"{text}\" and a value")) {
        return;
    }
    let ops = c.operands(site.node);
    if let Some(found) = dstring(c, site, &ops[0], "the first operand") {
        if found != name {
            let message = format!("the first operand of !{} must be !\"{text}\"", c.kind.name);
            c.error(site, codes::DOC_VALUE, message, ops[0].span, "unexpected name");
            return;
        }
    }
    check(c, site, &ops[1]);
}

/// `callees`: one or more functions.
pub fn check_callees(c: &mut Checker<'_>, site: &Site<'_>) {
    if !dcount(c, site, site.node, 1, usize::MAX, "it lists the functions the call may reach") {
        return;
    }
    for op in c.operands(site.node) {
        if !global(c, site, op, "a callee") {
            continue;
        }
        // A global variable is no callee (aliases looked through).
        let mut name = match &op.value {
            Value::Constant { value: ConstValue::Global(g), .. } => Some(g.clone()),
            Value::Constant { value: ConstValue::Expr { strips_to, .. }, .. } => strips_to.clone(),
            _ => None,
        };
        for _ in 0..64 {
            match name.as_ref().and_then(|n| c.module.ir.aliases.get(n)) {
                Some(next) => name = next.clone(),
                None => break,
            }
        }
        if let Some(variable) = name.filter(|n| c.module.ir.globals.get(n) == Some(&false)) {
            let message = format!("a callee must be a function, and {variable} is a global variable");
            c.error(site, codes::DOC_SHAPE, message, op.span, "not a function");
        }
    }
}

/// Whether `op` names a global object; reports it when not.
fn global(c: &mut Checker<'_>, site: &Site<'_>, op: &Operand, what: &str) -> bool {
    let global = match &op.value {
        Value::Constant { value: ConstValue::Global(_), .. } => true,
        Value::Constant { value: ConstValue::Expr { base, .. }, .. } => base.is_some(),
        _ => false,
    };
    if !global {
        let message = format!("{what} must be a global object such as ptr @f, not {}", op.value.sort());
        c.error(site, codes::DOC_SHAPE, message, op.span, "not a global");
    }
    global
}
