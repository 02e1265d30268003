//! Inlay hints: the inferred types of selection patterns' nodes, written
//! after each node as `tdc patterns` prints them (`GPR:$rs1:i32`,
//! `(add:i32 ...)`).

use super::run::Run;
use lsp_types::{InlayHint, InlayHintKind, InlayHintLabel};
use std::collections::{BTreeMap, BTreeSet};
use tdc_dsl::target::patterns::{type_suffix, PatNode};

/// The hints for the document's bytes `from..to`. A place that several
/// patterns share (a fragment, a multiclass's pattern) shows every type
/// it takes.
pub fn inlay_hints(run: &Run, from: usize, to: usize) -> Vec<InlayHint> {
    let Some(model) = &run.model else { return Vec::new() };
    let focus = run.focus();
    let mut at: BTreeMap<u32, BTreeSet<String>> = BTreeMap::new();
    let mut visit = |n: &PatNode| {
        // A node whose type is written (`(i32 1)`) needs no hint.
        if n.declared.is_some() || n.span.file != focus {
            return;
        }
        let suffix = type_suffix(&model.pattern_types, n);
        let place = hint_place(run, n).filter(|&p| (from..=to).contains(&(p as usize)));
        if let (Some(place), false) = (place, suffix.is_empty()) {
            at.entry(place).or_default().insert(suffix);
        }
    };
    for p in &model.patterns {
        for tree in std::iter::once(&p.matched).chain(&p.effects).chain(std::iter::once(&p.result)) {
            walk(tree, &mut visit);
        }
    }
    let db = &run.out.db;
    at.into_iter()
        .map(|(place, labels)| {
            let labels: Vec<&str> = labels.iter().map(|l| l.trim_start_matches(':')).collect();
            let span = tdc_dsl::source::Span::new(focus, place as usize, place as usize);
            InlayHint {
                position: super::convert::range(db, span).start,
                label: InlayHintLabel::String(format!(":{}", labels.join("|"))),
                kind: Some(InlayHintKind::TYPE),
                text_edits: None,
                tooltip: None,
                padding_left: None,
                padding_right: None,
                data: None,
            }
        })
        .collect()
}

fn walk(n: &PatNode, visit: &mut impl FnMut(&PatNode)) {
    visit(n);
    for c in &n.children {
        walk(c, visit);
    }
}

/// Where a node's hint goes: after the operator of a dag (`(add` ...),
/// after the text of a leaf.
fn hint_place(run: &Run, n: &PatNode) -> Option<u32> {
    let text = &run.out.db.file(n.span.file).text;
    let written = text.get(n.span.start as usize..n.span.end as usize)?;
    let Some(inner) = written.strip_prefix('(') else { return Some(n.span.end) };
    let operator = inner.len() - inner.trim_start().len()
        + inner.trim_start().find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == ':' || c == '$'))?;
    Some(n.span.start + 1 + operator as u32)
}
