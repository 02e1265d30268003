//! Fixed kinds after `callback` (ids 27 and up in LLVM 19) that the
//! verifier checks: `annotation` (strings, or tuples of strings),
//! `kcfi_type` (one i32 constant on a function, once per definition),
//! `memprof` and `callsite` (call stacks, on calls only), `mmra` (a tag
//! of two strings or a list of tags, on memory operations). The kinds table
//! (`tdc-metadata.td`) lists ids 0..26; these are checked by name.

use super::check::{Checker, Site};
use super::diag::{codes, MetadataDiagnostic};
use super::model::{HostKind, NodeId, Value};

/// Checks an attachment of one of these kinds; false when the kind is
/// none of them.
pub fn check(c: &mut Checker<'_>, site: &Site<'_>, kind: &str) -> bool {
    match kind {
        "annotation" => annotation(c, site),
        "kcfi_type" => kcfi_type(c, site),
        "memprof" => memprof(c, site),
        "callsite" => callsite(c, site),
        "mmra" => mmra(c, site),
        super::ir::SCOPE_DECLARATION => scope_declaration(c, site),
        _ => return false,
    }
    true
}

fn fail(c: &mut Checker<'_>, site: &Site<'_>, code: &'static str, message: String, label: &str) {
    let span = c.node_span(site.node);
    let d = MetadataDiagnostic::error(code, message).at(span, label.to_string());
    c.report(site, d);
}

fn is_call(site: &Site<'_>) -> bool {
    matches!(site.opcode(), "call" | "invoke" | "callbr")
}

fn annotation(c: &mut Checker<'_>, site: &Site<'_>) {
    if !site.on_instruction() {
        return;
    }
    let ops = c.operands(site.node);
    if ops.is_empty() {
        fail(c, site, codes::MD_OPERAND_COUNT, "!annotation needs at least one operand".into(), "empty");
        return;
    }
    for op in ops {
        let ok = match c.module.node_of(&op.value) {
            Some(id) => c.operands(id).iter().all(|o| o.value.string().is_some()),
            None => op.value.string().is_some(),
        };
        if !ok {
            let d = MetadataDiagnostic::error(
                codes::MD_OPERAND_KIND,
                "the operands of !annotation are strings or tuples of strings",
            )
            .at(op.span, "neither");
            c.report(site, d);
            return;
        }
    }
}

fn kcfi_type(c: &mut Checker<'_>, site: &Site<'_>) {
    if !matches!(site.host.kind, HostKind::FunctionDefinition | HostKind::FunctionDeclaration) {
        return;
    }
    let ops = c.operands(site.node);
    if ops.len() != 1 {
        fail(c, site, codes::MD_OPERAND_COUNT, "!kcfi_type must have exactly one operand".into(), "not one operand");
        return;
    }
    match ops[0].value {
        Value::Int { bits: 32, .. } => {}
        Value::Int { bits, ty_span, .. } => {
            let d = MetadataDiagnostic::error(
                codes::MD_TYPE,
                format!("the operand of !kcfi_type must be an i32, not i{bits}"),
            )
            .at(ty_span, "expected i32");
            c.report(site, d);
        }
        _ => {
            let d = MetadataDiagnostic::error(
                codes::MD_OPERAND_KIND,
                "the operand of !kcfi_type must be an integer constant",
            )
            .at(ops[0].span, "not an integer");
            c.report(site, d);
        }
    }
}

/// A call stack: at least one integer constant.
fn call_stack(c: &mut Checker<'_>, site: &Site<'_>, stack: NodeId) -> bool {
    let ops = c.operands(stack);
    if ops.is_empty() || ops.iter().any(|o| !matches!(o.value, Value::Int { .. })) {
        let span = c.node_span(stack);
        let d = MetadataDiagnostic::error(codes::MD_OPERAND_KIND, "a call stack is one or more integer constants")
            .at(span, "not a call stack");
        c.report(site, d);
        return false;
    }
    true
}

fn memprof(c: &mut Checker<'_>, site: &Site<'_>) {
    if !site.on_instruction() {
        return;
    }
    if !is_call(site) {
        let op = site.opcode().to_string();
        c.misplaced(site, format!("!memprof belongs on calls, not `{op}`"), "not allowed here");
        return;
    }
    let ops = c.operands(site.node);
    if ops.is_empty() {
        fail(c, site, codes::MD_OPERAND_COUNT, "!memprof needs at least one MemInfoBlock".into(), "empty");
        return;
    }
    for op in ops {
        let block = c.module.node_of(&op.value).map(|id| c.operands(id)).filter(|o| o.len() >= 2);
        let Some(block) = block else {
            let d = MetadataDiagnostic::error(
                codes::MD_OPERAND_COUNT,
                "a !memprof MemInfoBlock is a node of at least two operands",
            )
            .at(op.span, "not a MemInfoBlock");
            c.report(site, d);
            return;
        };
        let Some(stack) = c.module.node_of(&block[0].value) else {
            let d =
                MetadataDiagnostic::error(codes::MD_OPERAND_KIND, "a MemInfoBlock starts with its call stack, a node")
                    .at(block[0].span, "not a node");
            c.report(site, d);
            return;
        };
        if !call_stack(c, site, stack) {
            return;
        }
        let last = block.len() - 1;
        let middle_ok = block[1..last].iter().all(|o| o.value.string().is_some());
        let last_ok = block[last].value.string().is_some() || matches!(block[last].value, Value::Int { .. });
        if !(middle_ok && last_ok) {
            let d = MetadataDiagnostic::error(
                codes::MD_OPERAND_KIND,
                "a MemInfoBlock's tags are strings (the last may be an integer)",
            )
            .at(op.span, "this MemInfoBlock");
            c.report(site, d);
            return;
        }
    }
}

fn callsite(c: &mut Checker<'_>, site: &Site<'_>) {
    if !site.on_instruction() {
        return;
    }
    if !is_call(site) {
        let op = site.opcode().to_string();
        c.misplaced(site, format!("!callsite belongs on calls, not `{op}`"), "not allowed here");
        return;
    }
    call_stack(c, site, site.node);
}

/// Intrinsic families LLVM declares as touching no memory (`IntrNoMem`),
/// the common ones: a call of one may not carry `!mmra`.
const NO_MEMORY_INTRINSICS: &[&str] = &[
    "abs",
    "bitreverse",
    "bswap",
    "canonicalize",
    "ceil",
    "copysign",
    "cos",
    "ctlz",
    "ctpop",
    "cttz",
    "dbg.assign",
    "dbg.declare",
    "dbg.label",
    "dbg.value",
    "donothing",
    "exp",
    "exp10",
    "exp2",
    "expect",
    "expect.with.probability",
    "fabs",
    "floor",
    "fma",
    "fmuladd",
    "fptosi.sat",
    "fptoui.sat",
    "frexp",
    "fshl",
    "fshr",
    "is.constant",
    "is.fpclass",
    "ldexp",
    "llrint",
    "llround",
    "log",
    "log10",
    "log2",
    "lrint",
    "lround",
    "maximum",
    "maxnum",
    "minimum",
    "minnum",
    "nearbyint",
    "pow",
    "powi",
    "ptrmask",
    "rint",
    "round",
    "roundeven",
    "sadd.sat",
    "sadd.with.overflow",
    "scmp",
    "sin",
    "smax",
    "smin",
    "smul.with.overflow",
    "sqrt",
    "ssa.copy",
    "ssub.sat",
    "ssub.with.overflow",
    "tan",
    "trunc",
    "uadd.sat",
    "uadd.with.overflow",
    "ucmp",
    "umax",
    "umin",
    "umul.with.overflow",
    "usub.sat",
    "usub.with.overflow",
    "vector.reduce",
];

/// Whether `@name` is an intrinsic of a family that touches no memory.
fn is_no_memory_intrinsic(name: &str) -> bool {
    let Some(rest) = name.strip_prefix("@llvm.") else { return false };
    NO_MEMORY_INTRINSICS
        .iter()
        .any(|family| rest.strip_prefix(family).is_some_and(|tail| tail.is_empty() || tail.starts_with('.')))
}

/// Whether an instruction may carry `!mmra`: a load, store, cmpxchg,
/// atomicrmw or fence, or a call that may touch memory (LLVM's
/// `canInstructionHaveMMRAs`).
fn may_have_mmra(c: &Checker<'_>, site: &Site<'_>) -> bool {
    match site.opcode() {
        "load" | "store" | "cmpxchg" | "atomicrmw" | "fence" => true,
        "call" | "invoke" | "callbr" => {
            let Some(call) = &site.host.call else { return true };
            let ir = &c.module.ir;
            if ir.rule_out_memory(&call.attributes) {
                return false;
            }
            match &call.callee {
                Some(callee) => {
                    let declared = ir.function_attributes.get(callee).is_some_and(|a| ir.rule_out_memory(a));
                    !declared && !is_no_memory_intrinsic(callee)
                }
                None => true,
            }
        }
        _ => false,
    }
}

/// An MMRA tag: a node of two strings.
fn is_mmra_tag(c: &Checker<'_>, value: &Value) -> bool {
    c.module.node_of(value).is_some_and(|id| {
        let ops = c.operands(id);
        ops.len() == 2 && ops.iter().all(|o| o.value.string().is_some())
    })
}

fn mmra(c: &mut Checker<'_>, site: &Site<'_>) {
    if !site.on_instruction() {
        return;
    }
    if !may_have_mmra(c, site) {
        let op = site.opcode().to_string();
        let message =
            format!("!mmra belongs on loads, stores, atomics, fences and calls that touch memory, not this `{op}`");
        c.misplaced(site, message, "not allowed here");
        return;
    }
    let ops = c.operands(site.node);
    let whole_is_tag = ops.len() == 2 && ops.iter().all(|o| o.value.string().is_some());
    if whole_is_tag {
        return;
    }
    for op in ops {
        if !is_mmra_tag(c, &op.value) {
            let d = MetadataDiagnostic::error(
                codes::MD_OPERAND_KIND,
                "!mmra is a tag (a node of two strings) or a list of tags",
            )
            .at(op.span, "not a tag");
            c.report(site, d);
            return;
        }
    }
}

/// The argument of `llvm.experimental.noalias.scope.decl`: a scope list
/// of exactly one scope.
fn scope_declaration(c: &mut Checker<'_>, site: &Site<'_>) {
    if c.operands(site.node).len() != 1 {
        let message = "the scope list of llvm.experimental.noalias.scope.decl must hold exactly one scope".to_string();
        fail(c, site, codes::MD_OPERAND_COUNT, message, "not one scope");
        return;
    }
    super::verify::check_scope_list(c, site);
}
