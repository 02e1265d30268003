//! Fixed kinds after `callback` (ids 27 and up in LLVM 19) that the
//! verifier checks: `annotation` (strings, or tuples of strings),
//! `kcfi_type` (one i32 constant on a function, once per definition),
//! `memprof` and `callsite` (call stacks, on calls only). The kinds table
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
