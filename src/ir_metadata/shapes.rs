//! The validators `tdc-metadata.td` names, one per documented operand
//! shape. Each reports every problem it finds at the operand concerned and
//! never assumes more of a node than it has checked.

use super::check::{Checker, Site};
use super::diag::{codes, MetadataDiagnostic, Span};
use super::model::{mask, NodeId, Operand, Value};

/// `range`: pairs of the loaded type; no pair empty or full; in signed
/// order of their lower bounds; none overlapping or contiguous (a pair may
/// wrap around).
pub fn check_range(c: &mut Checker<'_>, site: &Site<'_>) {
    check_ranges(c, site, false);
}

/// `absolute_symbol`: as `range`, where the pair (all ones, all ones) is
/// the full set.
pub fn check_absolute_symbol(c: &mut Checker<'_>, site: &Site<'_>) {
    check_ranges(c, site, true);
}

/// A pair `[lo, hi)` of a range list, as unsigned bits of `bits` width.
#[derive(Clone, Copy)]
struct Pair<'o> {
    lo: u128,
    hi: u128,
    lo_op: &'o Operand,
    hi_op: &'o Operand,
}

impl Pair<'_> {
    fn is_full(&self) -> bool {
        self.lo == self.hi
    }

    /// Whether `x` is in the pair's set, wrapping at `bits`.
    fn contains(&self, x: u128, bits: u32) -> bool {
        self.is_full() || (x.wrapping_sub(self.lo) & mask(bits)) < (self.hi.wrapping_sub(self.lo) & mask(bits))
    }

    fn span(&self) -> Span {
        self.lo_op.span.to(self.hi_op.span)
    }
}

fn check_ranges(c: &mut Checker<'_>, site: &Site<'_>, absolute: bool) {
    let name = c.kind.name;
    let ops = c.operands(site.node);
    if ops.is_empty() {
        let span = c.node_span(site.node);
        c.error(
            site,
            codes::MD_OPERAND_COUNT,
            format!("!{name} needs at least one pair of bounds"),
            span,
            "empty list",
        );
        return;
    }
    if ops.len() % 2 == 1 {
        let last = &ops[ops.len() - 1];
        let message = format!("!{name} holds pairs of bounds, but has {}", plural(ops.len(), "operand"));
        c.error(site, codes::MD_OPERAND_COUNT, message, last.span, "this lower bound has no upper bound");
        return;
    }
    // The type every bound must have: the loaded type when the line says,
    // else the first bound's.
    let mut want: Option<(u32, Span, String)> = site
        .host
        .value_type
        .filter(|_| !absolute)
        .map(|(bits, span)| (bits, span, format!("the instruction produces i{bits}")));
    for op in ops {
        let Value::Int { bits, ty_span, .. } = op.value else {
            let message = format!("a bound of !{name} must be an integer constant, not {}", op.value.sort());
            c.error(site, codes::MD_OPERAND_KIND, message, op.span, "expected a constant such as i8 0");
            return;
        };
        match &want {
            None => want = Some((bits, ty_span, format!("the first bound is i{bits}"))),
            Some((w, span, why)) if *w != bits => {
                let d = MetadataDiagnostic::error(
                    codes::MD_TYPE,
                    format!("the bounds of !{name} must all be i{w}, the type the instruction produces"),
                )
                .at(ty_span, format!("i{bits} here"))
                .with_label(*span, why.clone());
                c.report(site, d);
                return;
            }
            Some(_) => {}
        }
    }
    let Some((bits, ..)) = want else { return };
    let pairs: Vec<Pair<'_>> = ops
        .chunks(2)
        .map(|p| {
            let value = |op: &Operand| match op.value {
                Value::Int { value, .. } => value,
                _ => 0,
            };
            Pair { lo: value(&p[0]), hi: value(&p[1]), lo_op: &p[0], hi_op: &p[1] }
        })
        .collect();
    let all_ones = mask(bits);
    let mut ok = true;
    for p in &pairs {
        if p.lo == p.hi && !(absolute && p.lo == all_ones) {
            let what = if p.lo == all_ones {
                "the full set"
            } else if p.lo == 0 {
                "the empty set"
            } else {
                "empty"
            };
            let mut d = MetadataDiagnostic::error(
                codes::MD_RANGE_EMPTY_OR_FULL,
                format!("a pair of !{name} must be neither empty nor the full set"),
            )
            .at(p.span(), format!("equal bounds: {what}"))
            .with_note("a pair a, b is the range [a, b), which may wrap; a = b leaves nothing to describe");
            if absolute {
                d = d.with_help(format!("the full set is written i{bits} -1, i{bits} -1"));
            }
            c.report(site, d);
            ok = false;
        }
    }
    if !ok {
        return;
    }
    let signed = |x: u128| super::model::sign_extend(x, bits);
    for (i, w) in pairs.windows(2).enumerate() {
        let (prev, cur) = (w[0], w[1]);
        if signed(cur.lo) <= signed(prev.lo) {
            let d = MetadataDiagnostic::error(
                codes::MD_RANGE_ORDER,
                format!("the pairs of !{name} must be in signed order of their lower bounds"),
            )
            .at(cur.lo_op.span, format!("pair {} starts at {}", i + 2, signed(cur.lo)))
            .with_label(prev.lo_op.span, format!("after pair {} starting at {}", i + 1, signed(prev.lo)));
            c.report(site, d);
            return;
        }
        if !disjoint(c, site, prev, cur, bits) {
            return;
        }
    }
    if pairs.len() > 2 {
        disjoint(c, site, pairs[pairs.len() - 1], pairs[0], bits);
    }
}

/// Reports two pairs that overlap or touch.
fn disjoint(c: &mut Checker<'_>, site: &Site<'_>, a: Pair<'_>, b: Pair<'_>, bits: u32) -> bool {
    let name = c.kind.name;
    if a.contains(b.lo, bits) || b.contains(a.lo, bits) {
        let d = MetadataDiagnostic::error(codes::MD_RANGE_OVERLAP, format!("two pairs of !{name} overlap"))
            .at(b.span(), "this range")
            .with_label(a.span(), "overlaps this one");
        c.report(site, d);
        return false;
    }
    if a.hi == b.lo || b.hi == a.lo {
        let d = MetadataDiagnostic::error(codes::MD_RANGE_OVERLAP, format!("two pairs of !{name} are contiguous"))
            .at(b.span(), "this range")
            .with_label(a.span(), "touches this one")
            .with_help("merge them into one pair");
        c.report(site, d);
        return false;
    }
    true
}

/// `prof`: `branch_weights`, `function_entry_count` or `VP`.
pub fn check_prof(c: &mut Checker<'_>, site: &Site<'_>) {
    let ops = c.operands(site.node);
    if !c.count(site, site.node, 1, usize::MAX, "its first operand names the profile type") {
        return;
    }
    let Some(kind) = c.string(site, &ops[0], "the first operand of !prof (the profile type)") else { return };
    match kind {
        b"branch_weights" => branch_weights(c, site, ops),
        b"function_entry_count" | b"synthetic_function_entry_count" => entry_count(c, site, ops),
        b"VP" => value_profile(c, site, ops),
        other => {
            let d = MetadataDiagnostic::error(
                codes::MD_PROF_TYPE,
                format!("unknown profile type \"{}\"", String::from_utf8_lossy(other)),
            )
            .at(ops[0].span, "not a profile type")
            .with_help("the types are \"branch_weights\", \"function_entry_count\" and \"VP\"");
            c.report(site, d);
        }
    }
}

fn branch_weights(c: &mut Checker<'_>, site: &Site<'_>, ops: &[Operand]) {
    // LLVM 19 may mark weights that came from llvm.expect.
    let first = if ops.get(1).and_then(|o| o.value.string()) == Some(b"expected") { 2 } else { 1 };
    let weights = &ops[first..];
    if weights.is_empty() {
        let span = c.node_span(site.node);
        c.error(site, codes::MD_OPERAND_COUNT, "branch_weights needs at least one weight", span, "no weights");
        return;
    }
    let mut ok = true;
    for op in weights {
        ok &= c.int_of_width(site, op, 32, "a branch weight").is_some();
    }
    let Some((opcode, op_span)) = &site.host.opcode else { return };
    let expected: &[usize] = match (opcode.as_str(), site.host.successors) {
        ("br" | "switch" | "indirectbr" | "callbr", Some(n)) => &[n],
        ("invoke", _) => &[1, 2],
        ("select", _) => &[2],
        ("call", _) => &[1],
        _ => return,
    };
    let expected: Vec<usize> = expected.to_vec();
    if ok && !expected.contains(&weights.len()) {
        let want = expected.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(" or ");
        let count = plural(weights.len(), "weight");
        let d = MetadataDiagnostic::error(
            codes::MD_HOST_MISMATCH,
            format!("branch_weights has {count}, but `{opcode}` takes {want}"),
        )
        .at(weights[0].span.to(weights[weights.len() - 1].span), count)
        .with_label(*op_span, format!("one weight per successor: {want}"));
        c.report(site, d);
    }
}

fn entry_count(c: &mut Checker<'_>, site: &Site<'_>, ops: &[Operand]) {
    if !c.count(site, site.node, 2, usize::MAX, "the count follows the type") {
        return;
    }
    c.int_of_width(site, &ops[1], 64, "the function entry count");
    for op in &ops[2..] {
        c.int_of_width(site, op, 64, "an imported function's GUID");
    }
    if let Some((opcode, span)) = &site.host.opcode {
        if !matches!(opcode.as_str(), "define" | "declare") {
            let d = MetadataDiagnostic::error(
                codes::MD_HOST_MISMATCH,
                "function_entry_count belongs on a function definition",
            )
            .at(*span, format!("attached to `{opcode}`"));
            c.report(site, d);
        }
    }
}

fn value_profile(c: &mut Checker<'_>, site: &Site<'_>, ops: &[Operand]) {
    if !c.count(site, site.node, 3, usize::MAX, "VP needs the kind (i32) and the total count (i64)") {
        return;
    }
    if let Some(kind) = c.int_of_width(site, &ops[1], 32, "the value-profile kind") {
        if !(0..=1).contains(&kind) {
            let d = MetadataDiagnostic::error(codes::MD_VALUE, format!("unknown value-profile kind {kind}"))
                .at(ops[1].span, "not 0 or 1")
                .with_note("0 profiles indirect call targets, 1 the sizes of memory operations");
            c.report(site, d);
        }
    }
    c.int_of_width(site, &ops[2], 64, "the total count");
    let pairs = &ops[3..];
    if pairs.len() % 2 == 1 {
        let last = &pairs[pairs.len() - 1];
        c.error(
            site,
            codes::MD_OPERAND_COUNT,
            "VP lists values with their counts, but this value has no count",
            last.span,
            "no count follows",
        );
        return;
    }
    for pair in pairs.chunks(2) {
        c.int_of_width(site, &pair[0], 64, "a profiled value");
        c.int_of_width(site, &pair[1], 64, "a value's count");
    }
}

/// `fpmath`: one positive, finite floating-point constant.
pub fn check_fpmath(c: &mut Checker<'_>, site: &Site<'_>) {
    if !c.count(site, site.node, 1, 1, "it holds exactly one accuracy") {
        return;
    }
    let op = &c.operands(site.node)[0];
    match op.value {
        Value::Float { value, .. } if value.is_finite() && value > 0.0 => {}
        Value::Float { value, .. } => {
            let what = if value.is_nan() {
                "not a number"
            } else if value.is_infinite() {
                "infinite"
            } else {
                "not positive"
            };
            let d = MetadataDiagnostic::error(
                codes::MD_VALUE,
                "the accuracy of !fpmath must be a positive, finite number of ULPs",
            )
            .at(op.span, what);
            c.report(site, d);
        }
        ref other => {
            let mut d = MetadataDiagnostic::error(
                codes::MD_OPERAND_KIND,
                format!("the accuracy of !fpmath must be a floating-point constant, not {}", other.sort()),
            )
            .at(op.span, "expected a constant such as float 2.5");
            if let Value::Int { .. } = other {
                d = d.with_help(format!("write it as float {}.0", other.signed().unwrap_or_default()));
            }
            c.report(site, d);
        }
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
        c.error(site, codes::MD_OPERAND_COUNT, message, span, "an incomplete triple");
        return;
    }
    let mut previous: Option<(i128, &Operand)> = None;
    for triple in ops.chunks(3) {
        let offset = c.int(site, &triple[0], "a field's offset").map(|v| v.1);
        let size = c.int(site, &triple[1], "a field's size").map(|v| v.1);
        c.node_operand(site, &triple[2], "a field's TBAA tag");
        let (Some(offset), Some(size)) = (offset, size) else { continue };
        if offset < 0 || size < 0 {
            let op = if offset < 0 { &triple[0] } else { &triple[1] };
            c.error(
                site,
                codes::MD_VALUE,
                "offsets and sizes in !tbaa.struct are byte counts, never negative",
                op.span,
                "negative",
            );
            continue;
        }
        if let Some((end, prev)) = previous {
            if offset < end {
                let d = MetadataDiagnostic::error(
                    codes::MD_TBAA_STRUCT_OVERLAP,
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

/// `tbaa`: a struct-path access tag: base type, access type, offset, and
/// optionally the constant flag (or, in the size-aware form, size and flag).
pub fn check_tbaa(c: &mut Checker<'_>, site: &Site<'_>) {
    if !c.count(site, site.node, 3, 5, "an access tag is base type, access type, offset and an optional flag") {
        return;
    }
    let ops = c.operands(site.node);
    c.node_operand(site, &ops[0], "the base type of a TBAA tag");
    c.node_operand(site, &ops[1], "the access type of a TBAA tag");
    for op in &ops[2..] {
        c.int(site, op, "an offset, size or flag of a TBAA tag");
    }
}

/// `invariant.load`, `nonnull`, `invariant.group`: an empty node.
pub fn check_empty(c: &mut Checker<'_>, site: &Site<'_>) {
    c.count(site, site.node, 0, 0, "it must be empty, written !{}");
}

/// `nontemporal`: one `i32 1`.
pub fn check_nontemporal(c: &mut Checker<'_>, site: &Site<'_>) {
    if !c.count(site, site.node, 1, 1, "it holds exactly i32 1") {
        return;
    }
    let op = &c.operands(site.node)[0];
    if let Some(v) = c.int_of_width(site, op, 32, "the operand of !nontemporal") {
        if v != 1 {
            c.error(site, codes::MD_VALUE, "the operand of !nontemporal must be i32 1", op.span, format!("{v}, not 1"));
        }
    }
}

/// `dereferenceable`, `dereferenceable_or_null`: one i64 byte count.
pub fn check_one_i64(c: &mut Checker<'_>, site: &Site<'_>) {
    if !c.count(site, site.node, 1, 1, "it holds exactly one i64 byte count") {
        return;
    }
    let op = &c.operands(site.node)[0];
    c.int_of_width(site, op, 64, "the number of dereferenceable bytes");
}

/// `align`: one i64, a power of two.
pub fn check_align(c: &mut Checker<'_>, site: &Site<'_>) {
    if !c.count(site, site.node, 1, 1, "it holds exactly one i64 alignment") {
        return;
    }
    let op = &c.operands(site.node)[0];
    if let Some(v) = c.int_of_width(site, op, 64, "the alignment") {
        if v <= 0 || v & (v - 1) != 0 {
            c.error(
                site,
                codes::MD_VALUE,
                "the alignment of !align must be a power of two",
                op.span,
                format!("{v} is not a power of two"),
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
            codes::MD_SELF_REFERENCE,
            format!("loop identifier {label} must list itself as its first operand"),
        )
        .at(span, "empty")
        .with_help(format!("write {label} = distinct !{{{label}}}"));
        c.report(site, d);
        return;
    };
    if !c.is_self(site.node, first) {
        let d = MetadataDiagnostic::error(
            codes::MD_SELF_REFERENCE,
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
                access_group(c, site, group);
            }
        }
    }
}

/// `llvm.access.group`: an access group (a distinct, empty node) or a
/// non-empty list of them.
pub fn check_access_group(c: &mut Checker<'_>, site: &Site<'_>) {
    let node = c.node(site.node);
    if node.operands().is_empty() {
        if !node.distinct {
            let label = node.describe();
            let d = MetadataDiagnostic::error(codes::MD_NOT_DISTINCT, format!("access group {label} must be distinct"))
                .at(node.span, "not distinct")
                .with_help(format!("write {label} = distinct !{{}}, so that two groups are never merged by content"));
            c.report(site, d);
        }
        return;
    }
    for op in node.operands() {
        access_group(c, site, op);
    }
}

/// One element of a list of access groups.
fn access_group(c: &mut Checker<'_>, site: &Site<'_>, op: &Operand) {
    let Some(id) = c.node_operand(site, op, "an access group") else { return };
    let group = c.node(id);
    if !group.operands().is_empty() {
        let d = MetadataDiagnostic::error(
            codes::MD_OPERAND_COUNT,
            format!("access group {} must be empty", group.describe()),
        )
        .at(op.span, "has operands")
        .with_label(group.span, "defined here")
        .with_note("lists of access groups do not nest; an empty node is what tells a group from a list");
        c.report(site, d);
    } else if !group.distinct {
        let d = MetadataDiagnostic::error(
            codes::MD_NOT_DISTINCT,
            format!("access group {} must be distinct", group.describe()),
        )
        .at(op.span, "not distinct")
        .with_label(group.label_span.to(group.span), "defined here without `distinct`");
        c.report(site, d);
    }
}

/// `alias.scope`, `noalias`: a list of scopes.
pub fn check_scope_list(c: &mut Checker<'_>, site: &Site<'_>) {
    for op in c.operands(site.node) {
        if let Some(scope) = c.node_operand(site, op, "an element of a scope list") {
            check_scope(c, site, scope, op);
        }
    }
}

/// A scope: (name or self, domain, optional description).
fn check_scope(c: &mut Checker<'_>, site: &Site<'_>, scope: NodeId, at: &Operand) {
    let ops = c.operands(scope);
    let label = c.node(scope).describe();
    if !(2..=3).contains(&ops.len()) {
        let d = MetadataDiagnostic::error(
            codes::MD_OPERAND_COUNT,
            format!("scope {label} must have two or three operands (name, domain, description), not {}", ops.len()),
        )
        .at(at.span, "this scope")
        .with_label(c.node_span(scope), "defined here");
        c.report(site, d);
        return;
    }
    self_or_string(c, site, scope, &ops[0], "scope");
    if let Some(domain) = c.node_operand(site, &ops[1], "the domain of a scope") {
        let dops = c.operands(domain);
        let dlabel = c.node(domain).describe();
        if !(1..=2).contains(&dops.len()) {
            let d = MetadataDiagnostic::error(
                codes::MD_OPERAND_COUNT,
                format!("domain {dlabel} must have one or two operands (name, description), not {}", dops.len()),
            )
            .at(ops[1].span, "this domain")
            .with_label(c.node_span(domain), "defined here");
            c.report(site, d);
        } else {
            self_or_string(c, site, domain, &dops[0], "domain");
            if let Some(desc) = dops.get(1) {
                c.string(site, desc, "the description of a domain");
            }
        }
    }
    if let Some(desc) = ops.get(2) {
        c.string(site, desc, "the description of a scope");
    }
}

/// The name of a scope or domain: a string, or the node itself.
fn self_or_string(c: &mut Checker<'_>, site: &Site<'_>, holder: NodeId, op: &Operand, what: &str) {
    if op.value.string().is_some() || c.is_self(holder, op) {
        return;
    }
    let label = c.node(holder).describe();
    let d = MetadataDiagnostic::error(
        codes::MD_SELF_REFERENCE,
        format!("the name of {what} {label} must be a string or {label} itself"),
    )
    .at(op.span, format!("{} is neither", op.value.sort()))
    .with_note("a self-reference makes the name unique across modules");
    c.report(site, d);
}

/// `callback`: a list of encodings, each `i64 callee, i64 arg..., i1 variadic`.
pub fn check_callback(c: &mut Checker<'_>, site: &Site<'_>) {
    if !c.count(site, site.node, 1, usize::MAX, "it lists one or more callback encodings") {
        return;
    }
    for op in c.operands(site.node) {
        if c.module.node_of(&op.value).is_none() {
            let label = c.node(site.node).describe();
            let d = MetadataDiagnostic::error(
                codes::MD_OPERAND_KIND,
                format!("a callback encoding must be a metadata node, not {}", op.value.sort()),
            )
            .at(op.span, "expected !N or !{...}")
            .with_help(format!(
                "!callback names a list of encodings: attach a node that lists this one, such as !{{{label}}}"
            ));
            c.report(site, d);
            return;
        }
        if let Some(encoding) = c.node_operand(site, op, "a callback encoding") {
            check_encoding(c, site, encoding, op);
        }
    }
}

fn check_encoding(c: &mut Checker<'_>, site: &Site<'_>, encoding: NodeId, at: &Operand) {
    let ops = c.operands(encoding);
    if ops.len() < 2 {
        let d = MetadataDiagnostic::error(
            codes::MD_OPERAND_COUNT,
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
        let Some(index) = c.int_of_width(site, op, 64, what) else { continue };
        let lowest = if i == 0 { 0 } else { -1 };
        if index < lowest {
            let label =
                if i == 0 { "the callee must be a known argument" } else { "only -1 (unknown) may be negative" };
            c.error(site, codes::MD_VALUE, format!("{what} must be at least {lowest}"), op.span, label);
            continue;
        }
        if let Some((count, _)) = params {
            if index >= 0 && index as usize >= count {
                let d = MetadataDiagnostic::error(
                    codes::MD_HOST_MISMATCH,
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
        c.int_of_width(site, &flag[0], 1, "the last operand of a callback encoding (pass variadic arguments)")
    else {
        return;
    };
    if let (Some((_, false)), true) = (params, variadic != 0) {
        let d = MetadataDiagnostic::error(
            codes::MD_HOST_MISMATCH,
            "the encoding passes variadic arguments, but the function is not variadic",
        )
        .at(flag[0].span, "i1 true")
        .with_label(site.host.span, "declared without `...`");
        c.report(site, d);
    }
}

/// `type`: an i64 offset, then a type identifier (string or node).
pub fn check_type(c: &mut Checker<'_>, site: &Site<'_>) {
    if !c.count(site, site.node, 2, 2, "it holds an offset and a type identifier") {
        return;
    }
    let ops = c.operands(site.node);
    c.int_of_width(site, &ops[0], 64, "the offset of a type");
    if ops[1].value.string().is_none() && c.module.node_of(&ops[1].value).is_none() {
        let message = format!("a type identifier must be a string or a node, not {}", ops[1].value.sort());
        c.error(site, codes::MD_OPERAND_KIND, message, ops[1].span, "expected !\"...\" or !N");
    }
}

/// `section_prefix`: `!"function_section_prefix"` and the prefix.
pub fn check_section_prefix(c: &mut Checker<'_>, site: &Site<'_>) {
    named_pair(c, site, b"function_section_prefix", |c, site, op| {
        c.string(site, op, "the section prefix");
    });
}

/// `irr_loop`: `!"loop_header_weight"` and an i64 weight.
pub fn check_irr_loop(c: &mut Checker<'_>, site: &Site<'_>) {
    named_pair(c, site, b"loop_header_weight", |c, site, op| {
        c.int_of_width(site, op, 64, "the loop header weight");
    });
}

fn named_pair(
    c: &mut Checker<'_>,
    site: &Site<'_>,
    name: &[u8],
    check: impl FnOnce(&mut Checker<'_>, &Site<'_>, &Operand),
) {
    let text = String::from_utf8_lossy(name);
    if !c.count(site, site.node, 2, 2, &format!("it holds !\"{text}\" and a value")) {
        return;
    }
    let ops = c.operands(site.node);
    if let Some(found) = c.string(site, &ops[0], "the first operand") {
        if found != name {
            let message = format!("the first operand of !{} must be !\"{text}\"", c.kind.name);
            c.error(site, codes::MD_VALUE, message, ops[0].span, "unexpected name");
            return;
        }
    }
    check(c, site, &ops[1]);
}

/// `associated`: exactly one global object.
pub fn check_associated(c: &mut Checker<'_>, site: &Site<'_>) {
    if !c.count(site, site.node, 1, 1, "it names exactly one global object") {
        return;
    }
    let op = &c.operands(site.node)[0];
    global(c, site, op, "the operand of !associated");
}

/// `callees`: one or more functions.
pub fn check_callees(c: &mut Checker<'_>, site: &Site<'_>) {
    if !c.count(site, site.node, 1, usize::MAX, "it lists the functions the call may reach") {
        return;
    }
    for op in c.operands(site.node) {
        global(c, site, op, "a callee");
    }
}

fn global(c: &mut Checker<'_>, site: &Site<'_>, op: &Operand, what: &str) {
    if !matches!(&op.value, Value::Constant { value, .. } if value.starts_with('@')) {
        let message = format!("{what} must be a global object such as ptr @f, not {}", op.value.sort());
        c.error(site, codes::MD_OPERAND_KIND, message, op.span, "not a global");
    }
}

/// `1 operand`, `3 operands`.
pub(crate) fn plural(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("{n} {noun}")
    } else {
        format!("{n} {noun}s")
    }
}
