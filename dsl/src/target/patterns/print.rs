//! Patterns written out with their inferred types, for `tdc patterns` and
//! for tests: `(fadd:f32 (fmul:f32 F4RC:$FRA:f32 ...) ...)`.

use super::tree::{NodeKind, PatNode};
use super::{Pattern, PatternTypes};
use crate::target::TargetModel;
use std::fmt::Write;

/// Every pattern of `model`, one block each.
pub fn print_patterns(model: &TargetModel) -> String {
    let mut out = String::new();
    for p in &model.patterns {
        print_pattern(model, p, &mut out);
    }
    out
}

fn print_pattern(model: &TargetModel, p: &Pattern, out: &mut String) {
    let variant = if p.is_variant { ", commuted" } else { "" };
    let _ = writeln!(out, "pattern from {}{variant} (complexity {})", p.source, p.complexity);
    if !p.predicates.is_empty() {
        let _ = writeln!(out, "  when   {}", p.predicates.join(", "));
    }
    let _ = writeln!(out, "  match  {}", node(model, &model.pattern_types, &p.matched));
    for e in &p.effects {
        let _ = writeln!(out, "  first  {}", node(model, &model.pattern_types, e));
    }
    let _ = writeln!(out, "  result {}", node(model, &model.pattern_types, &p.result));
}

/// One tree of a pattern in one line, with its types.
pub fn print_node(model: &TargetModel, n: &PatNode) -> String {
    node(model, &model.pattern_types, n)
}

/// A node's inferred types as `tdc patterns` writes them after it:
/// `:i32`, `:{i32,i64}`, or nothing before inference.
pub fn type_suffix(t: &PatternTypes, n: &PatNode) -> String {
    let names: Vec<String> = n
        .types
        .iter()
        .map(|set| {
            let members: Vec<&str> = set.members().filter_map(|i| t.names.get(i).map(String::as_str)).collect();
            match members.as_slice() {
                [one] => one.to_string(),
                many => format!("{{{}}}", many.join(",")),
            }
        })
        .collect();
    if names.is_empty() {
        String::new()
    } else {
        format!(":{}", names.join(","))
    }
}

fn node(model: &TargetModel, t: &PatternTypes, n: &PatNode) -> String {
    let head = match &n.kind {
        NodeKind::Node(name) => name.clone(),
        NodeKind::Instruction(id) => model.instructions[id.0 as usize].name.clone(),
        NodeKind::XForm(f) => format!("xform {f}"),
        NodeKind::Complex { function, .. } => format!("complex {function}"),
        NodeKind::RegClass(c) => model.reg_classes[c.0 as usize].name.clone(),
        NodeKind::Register(r) => model.registers[r.0 as usize].name.clone(),
        NodeKind::Immediate(v) => v.to_string(),
        NodeKind::CondCode(c) => format!("cond {c}"),
        NodeKind::CopyToClass(c) => format!("COPY_TO_REGCLASS {}", model.reg_classes[c.0 as usize].name),
        NodeKind::SubOperands(_) => "sub-operands".to_string(),
        NodeKind::CopyToReg(r) => format!("COPY_TO_REG {}", model.registers[r.0 as usize].name),
        NodeKind::Typed(_) | NodeKind::Named => String::new(),
    };
    let name = n.name.as_ref().map(|s| format!("${s}")).unwrap_or_default();
    let sep = if head.is_empty() || name.is_empty() { "" } else { ":" };
    let mut text = format!("{head}{sep}{name}{}", type_suffix(t, n));
    if !n.predicates.is_empty() {
        let _ = write!(text, " if {}", n.predicates.join(" && "));
    }
    if n.children.is_empty() && !matches!(n.kind, NodeKind::Node(_) | NodeKind::Instruction(_) | NodeKind::XForm(_)) {
        return text;
    }
    let children: Vec<String> = n.children.iter().map(|c| node(model, t, c)).collect();
    if children.is_empty() {
        format!("({text})")
    } else {
        format!("({text} {})", children.join(" "))
    }
}
