//! The rules LLVM 19's verifier applies to the fixed metadata kinds, in
//! context: which instructions and globals a kind may sit on, the types its
//! node must match (the loaded or returned type, the pointer width,
//! floating point), limits, and successor counts. Each validator reports
//! what llvm-as would reject (codes E0810-E0824); where the documentation
//! says more than the verifier, the validator hands over to
//! [`super::documented`] (E085x).
//!
//! A kind on a carrier the verifier does not look at (`!range` on a global
//! variable, `!associated` on an instruction) is not checked, as LLVM does
//! not check it.

use super::check::{plural, Checker, Site};
use super::diag::{codes, MetadataDiagnostic, Span};
use super::model::{mask, sign_extend, ConstValue, HostKind, NodeId, Operand, Value};
use super::types::IrType;

/// The largest alignment LLVM represents: 2^32.
const MAXIMUM_ALIGNMENT: u128 = 1 << 32;

/// `range`: on a load, call or invoke; pairs of the produced integer type
/// (its element type for a vector); no pair empty or full; in signed order
/// of their lower bounds; none overlapping or contiguous.
pub fn check_range(c: &mut Checker<'_>, site: &Site<'_>) {
    if !site.on_instruction() {
        return;
    }
    if !matches!(site.opcode(), "load" | "call" | "invoke") {
        let op = site.opcode().to_string();
        c.misplaced(site, format!("!range is only for loads, calls and invokes, not `{op}`"), "not allowed here");
        return;
    }
    let Some((ty, ty_span)) = site.host.result.clone() else { return };
    let want = match ty.scalar() {
        IrType::Int(bits) => Ok(*bits),
        _ => Err((ty.to_string(), ty_span)),
    };
    check_ranges(c, site, want, false);
}

/// `absolute_symbol`: on a global variable or function; as `range`, of
/// the integer type as wide as a pointer in the global's address space;
/// the pair (all ones, all ones) is the full set and allowed.
pub fn check_absolute_symbol(c: &mut Checker<'_>, site: &Site<'_>) {
    if !site.on_global_object() {
        return;
    }
    let bits = c.module.ir.layout.pointer_bits(site.host.address_space);
    check_ranges(c, site, Ok(bits), true);
}

/// A pair `[lo, hi)` of a range list, as unsigned bits.
#[derive(Clone, Copy)]
struct Pair<'o> {
    lo: u128,
    hi: u128,
    lo_op: &'o Operand,
    hi_op: &'o Operand,
}

impl Pair<'_> {
    fn span(&self) -> Span {
        self.lo_op.span.to(self.hi_op.span)
    }

    fn is_empty(&self) -> bool {
        self.lo == self.hi && self.lo == 0
    }

    fn is_full(&self, bits: u32) -> bool {
        self.lo == self.hi && self.lo == mask(bits)
    }

    /// Whether `x` lies in the pair's set, which may wrap.
    fn contains(&self, x: u128, bits: u32) -> bool {
        if self.is_full(bits) {
            return true;
        }
        let m = mask(bits);
        (x.wrapping_sub(self.lo) & m) < (self.hi.wrapping_sub(self.lo) & m)
    }

    /// Whether two non-empty pairs share a value (two arcs of a circle
    /// meet exactly when one holds the other's start).
    fn meets(&self, other: &Pair<'_>, bits: u32) -> bool {
        self.contains(other.lo, bits) || other.contains(self.lo, bits)
    }

    fn touches(&self, other: &Pair<'_>) -> bool {
        self.hi == other.lo || self.lo == other.hi
    }
}

/// The range rules; `want` is the integer width the bounds must have, or
/// the type (and its span) that no bound can match.
fn check_ranges(c: &mut Checker<'_>, site: &Site<'_>, want: Result<u32, (String, Span)>, absolute: bool) {
    let name = c.kind.name;
    let ops = c.operands(site.node);
    if ops.len() % 2 == 1 {
        let last = &ops[ops.len() - 1];
        let message = format!("!{name} holds pairs of bounds, but has {}", plural(ops.len(), "operand"));
        c.error(site, codes::MD_OPERAND_COUNT, message, last.span, "this lower bound has no upper bound");
        return;
    }
    if ops.is_empty() {
        let span = c.node_span(site.node);
        let message = format!("!{name} needs at least one pair of bounds");
        c.error(site, codes::MD_OPERAND_COUNT, message, span, "empty list");
        return;
    }
    let mut pairs = Vec::new();
    for p in ops.chunks(2) {
        for op in p {
            if !matches!(op.value, Value::Int { .. }) {
                let message = format!("a bound of !{name} must be an integer constant, not {}", op.value.sort());
                c.error(site, codes::MD_OPERAND_KIND, message, op.span, "expected a constant such as i8 0");
                return;
            }
        }
        let (Value::Int { bits: lo_bits, value: lo, ty_span }, Value::Int { bits: hi_bits, value: hi, .. }) =
            (&p[0].value, &p[1].value)
        else {
            return;
        };
        let mismatch = match &want {
            Ok(w) if lo_bits == w && hi_bits == w => None,
            Ok(w) => {
                let hi_ty = match &p[1].value {
                    Value::Int { ty_span, .. } => *ty_span,
                    _ => p[1].span,
                };
                Some((format!("i{w}"), if lo_bits != w { *ty_span } else { hi_ty }))
            }
            Err((ty, _)) => Some((ty.clone(), *ty_span)),
        };
        if let Some((expected, at)) = mismatch {
            let what = if absolute {
                format!("an integer as wide as a pointer in the global's address space ({expected})")
            } else {
                format!("the type the instruction produces ({expected})")
            };
            let mut d = MetadataDiagnostic::error(codes::MD_TYPE, format!("the bounds of !{name} must be of {what}"))
                .at(at, format!("i{} here", if lo_bits != hi_bits && at != *ty_span { hi_bits } else { lo_bits }));
            if let Err((_, ty_span)) = &want {
                d = d.with_label(*ty_span, "not an integer type");
            }
            if absolute {
                d = d.with_note("the width comes from `target datalayout` (pN:size:...), 64 bits when it says nothing");
            }
            c.report(site, d);
            return;
        }
        pairs.push(Pair { lo: *lo, hi: *hi, lo_op: &p[0], hi_op: &p[1] });
    }
    let Ok(bits) = want else { return };
    let all_ones = mask(bits);
    let signed = |x: u128| sign_extend(x, bits);
    for (i, cur) in pairs.iter().enumerate() {
        if cur.lo == cur.hi && cur.lo != 0 && cur.lo != all_ones {
            let d = MetadataDiagnostic::error(
                codes::MD_RANGE_EMPTY_OR_FULL,
                format!("the bounds of a pair of !{name} cannot be the same value"),
            )
            .at(cur.span(), "equal bounds")
            .with_note("a pair a, b is the range [a, b), which may wrap; a = b describes nothing");
            c.report(site, d);
            return;
        }
        if cur.is_empty() || (!absolute && cur.is_full(bits)) {
            let what = if cur.is_empty() { "the empty set" } else { "the full set" };
            let mut d = MetadataDiagnostic::error(
                codes::MD_RANGE_EMPTY_OR_FULL,
                format!("a pair of !{name} must be neither empty nor the full set"),
            )
            .at(cur.span(), format!("equal bounds: {what}"));
            if !absolute {
                d = d.with_note("only !absolute_symbol may give the full set, as all ones twice");
            }
            c.report(site, d);
            return;
        }
        if i == 0 {
            continue;
        }
        let prev = &pairs[i - 1];
        if !separate(c, site, prev, cur, bits) {
            return;
        }
        if signed(cur.lo) <= signed(prev.lo) {
            let d = MetadataDiagnostic::error(
                codes::MD_RANGE_ORDER,
                format!("the pairs of !{name} must be in signed order of their lower bounds"),
            )
            .at(cur.lo_op.span, format!("pair {} starts at {}", i + 1, signed(cur.lo)))
            .with_label(prev.lo_op.span, format!("after pair {i} starting at {}", signed(prev.lo)));
            c.report(site, d);
            return;
        }
        if cur.touches(prev) {
            report_contiguous(c, site, prev, cur);
            return;
        }
    }
    if pairs.len() > 2 {
        let (first, last) = (&pairs[0], &pairs[pairs.len() - 1]);
        if separate(c, site, first, last, bits) && last.touches(first) {
            report_contiguous(c, site, first, last);
        }
    }
}

/// Reports two pairs that overlap; true when they do not.
fn separate(c: &mut Checker<'_>, site: &Site<'_>, a: &Pair<'_>, b: &Pair<'_>, bits: u32) -> bool {
    if !a.meets(b, bits) {
        return true;
    }
    let name = c.kind.name;
    let d = MetadataDiagnostic::error(codes::MD_RANGE_OVERLAP, format!("two pairs of !{name} overlap"))
        .at(b.span(), "this range")
        .with_label(a.span(), "overlaps this one");
    c.report(site, d);
    false
}

fn report_contiguous(c: &mut Checker<'_>, site: &Site<'_>, a: &Pair<'_>, b: &Pair<'_>) {
    let name = c.kind.name;
    let d = MetadataDiagnostic::error(codes::MD_RANGE_OVERLAP, format!("two pairs of !{name} are contiguous"))
        .at(b.span(), "this range")
        .with_label(a.span(), "touches this one")
        .with_help("merge them into one pair");
    c.report(site, d);
}

/// `prof`: on an instruction, a profile type string and at least one
/// more operand; `branch_weights` only on br, switch, indirectbr, callbr
/// (one weight per successor), call (one), select (two) and invoke (one or
/// two), every weight an integer constant. On a function definition, an
/// entry count; never on a declaration.
pub fn check_prof(c: &mut Checker<'_>, site: &Site<'_>) {
    match site.host.kind {
        HostKind::Instruction => instruction_prof(c, site),
        HostKind::FunctionDefinition => function_prof(c, site),
        HostKind::FunctionDeclaration => {
            let span = c.attachment_span(site);
            let d = MetadataDiagnostic::error(
                codes::MD_PLACEMENT,
                "a function declaration may not have a !prof attachment",
            )
            .at(span, "on a declaration")
            .with_help("an entry count belongs on the function's definition (`define`)");
            c.report(site, d);
        }
        HostKind::GlobalVariable => {}
    }
}

fn prof_header(c: &mut Checker<'_>, site: &Site<'_>) -> Option<Vec<u8>> {
    if !c.count(site, site.node, 2, usize::MAX, "a profile names its type, then at least one value") {
        return None;
    }
    let ops = c.operands(site.node);
    c.string_with(site, codes::MD_OPERAND_KIND, &ops[0], "the first operand of !prof (the profile type)")
        .map(<[u8]>::to_vec)
}

fn instruction_prof(c: &mut Checker<'_>, site: &Site<'_>) {
    let Some(kind) = prof_header(c, site) else { return };
    let ops = c.operands(site.node);
    if kind != b"branch_weights" {
        super::documented::prof_documented(c, site, &kind);
        return;
    }
    // A second string (`!"expected"`) marks where the weights came from.
    let first = if ops.len() >= 3 && ops[1].value.string().is_some() { 2 } else { 1 };
    let weights = &ops[first..];
    let opcode = site.opcode().to_string();
    let expected: Vec<usize> = match (opcode.as_str(), site.host.successors) {
        ("invoke", _) => vec![1, 2],
        ("br" | "switch" | "indirectbr" | "callbr", Some(n)) => vec![n],
        ("call", _) => vec![1],
        ("select", _) => vec![2],
        _ => {
            let span = c.attachment_span(site);
            let d = MetadataDiagnostic::error(
                codes::MD_PLACEMENT,
                format!("!prof branch_weights are not allowed on `{opcode}`"),
            )
            .at(span, "branch weights here")
            .with_note("branch weights belong on br, switch, indirectbr, callbr, invoke, call and select");
            c.report(site, d);
            return;
        }
    };
    if !expected.contains(&weights.len()) {
        let want = expected.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(" or ");
        let count = plural(weights.len(), "weight");
        let span = if weights.is_empty() {
            c.node_span(site.node)
        } else {
            weights[0].span.to(weights[weights.len() - 1].span)
        };
        let op_span = site.host.opcode.as_ref().map_or(site.host.span, |o| o.1);
        let d = MetadataDiagnostic::error(
            codes::MD_HOST_MISMATCH,
            format!("branch_weights has {count}, but `{opcode}` takes {want}"),
        )
        .at(span, count)
        .with_label(op_span, format!("one weight per successor: {want}"));
        c.report(site, d);
        return;
    }
    let mut ok = true;
    for op in weights {
        if !matches!(op.value, Value::Int { .. }) {
            let message = format!("a branch weight must be an integer constant, not {}", op.value.sort());
            c.error(site, codes::MD_OPERAND_KIND, message, op.span, "expected a constant such as i32 10");
            ok = false;
        }
    }
    if ok {
        super::documented::branch_weights_documented(c, site, weights);
    }
}

fn function_prof(c: &mut Checker<'_>, site: &Site<'_>) {
    let Some(kind) = prof_header(c, site) else { return };
    let ops = c.operands(site.node);
    if kind != b"function_entry_count" && kind != b"synthetic_function_entry_count" {
        let d = MetadataDiagnostic::error(
            codes::MD_PROF_TYPE,
            format!("a function's !prof must be a function_entry_count, not \"{}\"", String::from_utf8_lossy(&kind)),
        )
        .at(ops[0].span, "not an entry count")
        .with_help("write !{!\"function_entry_count\", i64 N}");
        c.report(site, d);
        return;
    }
    match &ops[1].value {
        Value::Int { .. } | Value::Float { .. } | Value::Constant { .. } => {
            super::documented::entry_count_documented(c, site, ops);
        }
        other => {
            let message = format!("the function entry count must be an integer constant, not {}", other.sort());
            c.error(site, codes::MD_OPERAND_KIND, message, ops[1].span, "expected a constant such as i64 100");
        }
    }
}

/// The rule "one `!prof` (one `!kcfi_type`) per function definition":
/// LLVM keeps every attachment of a function, and rejects a second one.
pub fn function_attachment_counts(c: &mut Checker<'_>, kind: &str) {
    let module = c.module;
    let mut seen: std::collections::BTreeMap<usize, Span> = std::collections::BTreeMap::new();
    for a in &module.attachments {
        let host = &module.hosts[a.host];
        if host.kind != HostKind::FunctionDefinition || a.kind != kind {
            continue;
        }
        let span = a.kind_span.to(a.node_span);
        if let Some(first) = seen.get(&a.host) {
            let d = MetadataDiagnostic::error(
                codes::MD_DUPLICATE,
                format!("a function must have a single !{kind} attachment"),
            )
            .at(span, format!("a second !{kind}"))
            .with_label(*first, "the first")
            .with_label(host.opcode.as_ref().map_or(host.span, |o| o.1), "on this function");
            c.diags.push(d);
        } else {
            seen.insert(a.host, span);
        }
    }
}

/// `fpmath`: on an instruction producing floating point (or a vector of
/// it), one operand: a positive, finite `float` accuracy.
pub fn check_fpmath(c: &mut Checker<'_>, site: &Site<'_>) {
    if !site.on_instruction() {
        return;
    }
    if let Some((ty, ty_span)) = &site.host.result {
        if !ty.is_fp_or_fp_vector() {
            let span = c.attachment_span(site);
            let d = MetadataDiagnostic::error(codes::MD_PLACEMENT, "!fpmath requires a floating-point result")
                .at(span, "not allowed here")
                .with_label(*ty_span, format!("`{}` produces {ty}", site.opcode()));
            c.report(site, d);
            return;
        }
    }
    if !c.count(site, site.node, 1, 1, "it holds exactly one accuracy") {
        return;
    }
    let op = &c.operands(site.node)[0];
    match &op.value {
        Value::Float { ty, value, ty_span } => {
            if *ty != super::model::FloatType::Float {
                c.error(
                    site,
                    codes::MD_TYPE,
                    format!("the accuracy of !fpmath must be a float, not a {}", ty.name()),
                    *ty_span,
                    "expected float",
                );
            } else if !(value.is_finite() && *value > 0.0) {
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
        }
        other => {
            let mut d = MetadataDiagnostic::error(
                codes::MD_OPERAND_KIND,
                format!("the accuracy of !fpmath must be a float constant, not {}", other.sort()),
            )
            .at(op.span, "expected a constant such as float 2.5");
            if let Value::Int { .. } = other {
                d = d.with_help(format!("write it as float {}.0", other.signed().unwrap_or_default()));
            }
            c.report(site, d);
        }
    }
}

/// Requires a `load` producing `ptr` (for nonnull and align; `inttoptr`
/// too for dereferenceable).
fn pointer_load(c: &mut Checker<'_>, site: &Site<'_>, inttoptr: bool) -> bool {
    let name = c.kind.name;
    if let Some((ty, ty_span)) = &site.host.result {
        if !ty.is_pointer() {
            let span = c.attachment_span(site);
            let d = MetadataDiagnostic::error(codes::MD_PLACEMENT, format!("!{name} applies only to pointer types"))
                .at(span, "not allowed here")
                .with_label(*ty_span, format!("`{}` produces {ty}", site.opcode()));
            c.report(site, d);
            return false;
        }
    }
    let allowed = site.opcode() == "load" || inttoptr && site.opcode() == "inttoptr";
    if !allowed {
        let what = if inttoptr { "load and inttoptr instructions" } else { "load instructions" };
        let op = site.opcode().to_string();
        let span = c.attachment_span(site);
        let d = MetadataDiagnostic::error(codes::MD_PLACEMENT, format!("!{name} applies only to {what}, not `{op}`"))
            .at(span, "not allowed here")
            .with_help("on a call or invoke, use the return attribute of the same name");
        c.report(site, d);
        return false;
    }
    true
}

/// `nonnull`: on a load producing a pointer; an empty node.
pub fn check_nonnull(c: &mut Checker<'_>, site: &Site<'_>) {
    if site.on_instruction() && pointer_load(c, site, false) {
        c.count(site, site.node, 0, 0, "it must be empty, written !{}");
    }
}

/// `dereferenceable`, `dereferenceable_or_null`: on a load or inttoptr
/// producing a pointer; one i64 byte count.
pub fn check_dereferenceable(c: &mut Checker<'_>, site: &Site<'_>) {
    if !(site.on_instruction() && pointer_load(c, site, true)) {
        return;
    }
    if !c.count(site, site.node, 1, 1, "it holds exactly one i64 byte count") {
        return;
    }
    let op = &c.operands(site.node)[0];
    c.int_of_width_with(site, (codes::MD_OPERAND_KIND, codes::MD_TYPE), op, 64, "the number of dereferenceable bytes");
}

/// `align`: on a load producing a pointer; one i64, a power of two, at
/// most 2^32.
pub fn check_align(c: &mut Checker<'_>, site: &Site<'_>) {
    if !(site.on_instruction() && pointer_load(c, site, false)) {
        return;
    }
    if !c.count(site, site.node, 1, 1, "it holds exactly one i64 alignment") {
        return;
    }
    let op = &c.operands(site.node)[0];
    let Some(v) = c.int_of_width_with(site, (codes::MD_OPERAND_KIND, codes::MD_TYPE), op, 64, "the alignment") else {
        return;
    };
    let v = (v as u128) & mask(64);
    if !v.is_power_of_two() {
        c.error(
            site,
            codes::MD_VALUE,
            "the alignment of !align must be a power of two",
            op.span,
            format!("{v} is not a power of two"),
        );
    } else if v > MAXIMUM_ALIGNMENT {
        c.error(
            site,
            codes::MD_VALUE,
            "the alignment of !align is larger than LLVM's limit of 2^32",
            op.span,
            format!("{v} is above 4294967296"),
        );
    }
}

/// `invariant.group`: only on loads and stores; the documentation wants
/// an empty node.
pub fn check_invariant_group(c: &mut Checker<'_>, site: &Site<'_>) {
    if !site.on_instruction() {
        return;
    }
    if !matches!(site.opcode(), "load" | "store") {
        let op = site.opcode().to_string();
        c.misplaced(site, format!("!invariant.group is only for loads and stores, not `{op}`"), "not allowed here");
        return;
    }
    super::documented::empty_documented(c, site);
}

/// `alias.scope`, `noalias`: a list of scopes, each (name or self,
/// domain, optional string), each domain (name or self, optional string).
pub fn check_scope_list(c: &mut Checker<'_>, site: &Site<'_>) {
    if !site.on_instruction() {
        return;
    }
    for op in c.operands(site.node) {
        let Some(scope) = c.node_operand_with(site, codes::MD_OPERAND_KIND, op, "an element of a scope list") else {
            return;
        };
        if !check_scope(c, site, scope, op) {
            return;
        }
    }
}

fn check_scope(c: &mut Checker<'_>, site: &Site<'_>, scope: NodeId, at: &Operand) -> bool {
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
        return false;
    }
    if !self_or_string(c, site, scope, &ops[0], "scope") {
        return false;
    }
    if let Some(desc) = ops.get(2) {
        if c.string_with(site, codes::MD_OPERAND_KIND, desc, "the description of a scope").is_none() {
            return false;
        }
    }
    let Some(domain) = c.node_operand_with(site, codes::MD_OPERAND_KIND, &ops[1], "the domain of a scope") else {
        return false;
    };
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
        return false;
    }
    if !self_or_string(c, site, domain, &dops[0], "domain") {
        return false;
    }
    if let Some(desc) = dops.get(1) {
        return c.string_with(site, codes::MD_OPERAND_KIND, desc, "the description of a domain").is_some();
    }
    true
}

/// The name of a scope or domain: a string, or the node itself.
fn self_or_string(c: &mut Checker<'_>, site: &Site<'_>, holder: NodeId, op: &Operand, what: &str) -> bool {
    if op.value.string().is_some() || c.is_self(holder, op) {
        return true;
    }
    let label = c.node(holder).describe();
    let d = MetadataDiagnostic::error(
        codes::MD_SELF_REFERENCE,
        format!("the first operand of {what} {label} must be a string or {label} itself"),
    )
    .at(op.span, format!("{} is neither", op.value.sort()))
    .with_note("a self-reference makes the name unique across modules");
    c.report(site, d);
    false
}

/// `llvm.access.group`: an access group (a distinct, empty node) or a
/// list of them.
pub fn check_access_group(c: &mut Checker<'_>, site: &Site<'_>) {
    if !site.on_instruction() {
        return;
    }
    let node = c.node(site.node);
    if node.operands().is_empty() && node.distinct {
        return;
    }
    for op in node.operands() {
        let Some(id) = c.node_operand_with(site, codes::MD_OPERAND_KIND, op, "an element of a list of access groups")
        else {
            return;
        };
        let group = c.node(id);
        if !group.operands().is_empty() || !group.distinct {
            let why = if group.operands().is_empty() { "not distinct" } else { "not empty" };
            let d = MetadataDiagnostic::error(
                codes::MD_NOT_DISTINCT,
                format!("access group {} must be a distinct, empty node", group.describe()),
            )
            .at(op.span, why)
            .with_label(group.label_span.to(group.span), "defined here")
            .with_note("lists of access groups do not nest; write each group as !N = distinct !{}");
            c.report(site, d);
            return;
        }
    }
    if node.operands().is_empty() {
        super::documented::access_group_documented(c, site);
    }
}

/// `associated`: on a global variable or function, exactly one operand:
/// a pointer-typed constant, never the global itself.
pub fn check_associated(c: &mut Checker<'_>, site: &Site<'_>) {
    if !site.on_global_object() {
        return;
    }
    if !c.count(site, site.node, 1, 1, "it names exactly one global object") {
        return;
    }
    let op = &c.operands(site.node)[0];
    let Value::Constant { ty, value, .. } = &op.value else {
        let (message, label) = match op.value {
            Value::Null => ("the operand of !associated must be a global value, not null".to_string(), "null"),
            _ => (format!("the operand of !associated must be a global value, not {}", op.value.sort()), "not a value"),
        };
        c.error(site, codes::MD_OPERAND_KIND, message, op.span, label);
        return;
    };
    if !ty.is_pointer() {
        let message = format!("the value of !associated must be pointer typed, not {ty}");
        c.error(site, codes::MD_TYPE, message, op.span, "expected ptr @global");
        return;
    }
    let stripped = match value {
        ConstValue::Global(g) => Some(g.clone()),
        ConstValue::Expr { strips_to, .. } => strips_to.clone(),
        _ => None,
    };
    // Aliases are looked through, as LLVM strips them.
    let mut target = stripped;
    for _ in 0..64 {
        match target.as_ref().and_then(|t| c.module.ir.aliases.get(t)) {
            Some(next) => target = next.clone(),
            None => break,
        }
    }
    if target.is_some() && target == site.host.name {
        let name = site.host.name.clone().unwrap_or_default();
        let d = MetadataDiagnostic::error(codes::MD_VALUE, format!("global {name} is associated to itself"))
            .at(op.span, "the global that carries the attachment")
            .with_note("a global's !associated names another global it keeps alive");
        c.report(site, d);
        return;
    }
    super::documented::associated_documented(c, site, op);
}
