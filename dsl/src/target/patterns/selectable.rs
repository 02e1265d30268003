//! Patterns to match that no DAG the selector builds could ever match:
//! an operator or condition code its DAG does not have, a node that gives
//! no value used as an operand, a load that "extends" to a type no wider
//! than the memory, a store that "truncates" to one no narrower. Each
//! would be a pattern silently never used, so each is an error at its
//! node.

use super::super::reader::Reader;
use super::tree::{NodeKind, PatNode};
use super::PatternContext;
use crate::diag::{codes, Diagnostic};
use tdc_schema::vocab::{Cond, Op, Vt};

/// The checks that need no types, on the pattern to match.
pub(super) fn before_inference(r: &Reader, cx: &PatternContext, matched: &PatNode) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    walk(r, cx, matched, &mut out);
    out
}

fn walk(r: &Reader, cx: &PatternContext, n: &PatNode, out: &mut Vec<Diagnostic>) {
    match &n.kind {
        NodeKind::Node(name) => {
            let opcode = cx.opcodes.get(name).map_or(name.as_str(), String::as_str);
            if Op::from_name(opcode).is_none() {
                let msg = format!("'{name}' is a node whose operator \"{opcode}\" is not one of the selection DAG's");
                let mut d = Diagnostic::error(codes::PATTERN_OPERATOR, msg).at(n.span, "never in a DAG to select");
                if let Some(id) = r.def_named(name) {
                    d = d.with_label(r.loc(id), format!("'{name}' is defined here"));
                }
                let known = Op::ALL.iter().map(|o| o.name());
                if let Some(similar) = crate::suggest::closest(opcode, known) {
                    d = d.with_help(format!("did you mean the operator \"{similar}\"?"));
                }
                out.push(d);
                return;
            }
            for c in &n.children {
                if let NodeKind::Node(child) = &c.kind {
                    if cx.node_profile(child).is_some_and(|p| p.results == 0) {
                        let msg = format!("'{child}' gives no value, but it is an operand of '{name}'");
                        out.push(Diagnostic::error(codes::PATTERN_RESULT_COUNT, msg).at(c.span, "no value"));
                        return;
                    }
                }
            }
        }
        NodeKind::CondCode(c) if Cond::from_name(c).is_none() => {
            let msg = format!("the condition code \"{c}\" is not one of the selection DAG's");
            out.push(Diagnostic::error(codes::PATTERN_OPERATOR, msg).at(n.span, "never in a DAG to select"));
        }
        _ => {}
    }
    for c in &n.children {
        walk(r, cx, c, out);
    }
}

/// The checks that need the inferred types: loads and stores whose
/// memory type the value's type contradicts.
pub(super) fn after_inference(cx: &PatternContext, matched: &PatNode) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    memory_widths(cx, matched, &mut out);
    out
}

/// A pattern to match with a value of a type the selector's DAG never
/// has (vectors): it is left out of the tables, which a warning says.
pub(super) fn unselected_type(cx: &PatternContext, n: &PatNode) -> Option<Diagnostic> {
    for t in &n.types {
        if t.count() != 1 {
            continue;
        }
        let Some(name) = t.members().next().and_then(|i| cx.vt.names.get(i)) else { continue };
        if Vt::from_name(name).is_none() {
            let msg = format!("this pattern is left out: the selector has no {name} values");
            return Some(
                Diagnostic::warning(codes::PATTERN_UNSELECTED_TYPE, msg)
                    .at(n.span, name.clone())
                    .with_note("tdc's selection DAG has i1 to i64, f32 and f64 values"),
            );
        }
    }
    n.children.iter().find_map(|c| unselected_type(cx, c))
}

fn memory_widths(cx: &PatternContext, n: &PatNode, out: &mut Vec<Diagnostic>) {
    for p in &n.predicates {
        let Some((kind, rest)) = p.split_once(':') else { continue };
        let Some((memory, ext)) = rest.split_once(':') else { continue };
        let value = match kind {
            "load" => n.types.first(),
            "store" => n.children.first().and_then(|c| c.types.first()),
            _ => continue,
        };
        let (Some(value), Some(memory_type)) = (value, cx.vt.named(memory)) else { continue };
        let bits = |t: super::TypeSet| t.members().next().map(|i| cx.vt.sizes[i]);
        let (Some(value_bits), Some(memory_bits), 1) = (bits(*value), bits(memory_type), value.count()) else {
            continue;
        };
        let (wrong, what) = match ext {
            "sext" | "zext" | "anyext" => (value_bits <= memory_bits, "an extending load gives a value wider than"),
            "trunc" => (value_bits <= memory_bits, "a truncating store takes a value wider than"),
            _ => (value_bits != memory_bits, "a plain access moves a value as wide as"),
        };
        if wrong {
            let msg = format!(
                "this {kind} never matches: {what} the memory ({memory}), and here the value is {}",
                cx.vt.describe(*value)
            );
            out.push(
                Diagnostic::error(codes::PATTERN_TYPE_CONTRADICTION, msg).at(n.span, format!("{memory} in memory")),
            );
            return;
        }
    }
    for c in &n.children {
        memory_widths(cx, c, out);
    }
}
