//! Patterns that can never be chosen: the matcher tries patterns by
//! decreasing complexity (ties in definition order), and a pattern is dead
//! when one tried before it matches every tree it matches, under no more
//! predicates. A warning, not an error: the target still works, but the
//! author meant something else (often an `AddedComplexity` on the wrong
//! pattern).

use super::tree::{NodeKind, PatNode};
use super::{Pattern, PatternTypes};
use crate::diag::{codes, Diagnostic};
use std::collections::HashMap;

/// A warning for every pattern an earlier-tried one always wins over,
/// with the index of the pattern it is about.
///
/// Only a pattern whose root and operands have the same heads (or whose
/// operands are plain values) can cover another, so the earlier patterns
/// are kept in buckets by those heads and each pattern is compared with
/// the few buckets that could cover it, not with every earlier pattern.
pub(super) fn shadowed(patterns: &[Pattern], types: &PatternTypes) -> Vec<(usize, Diagnostic)> {
    let mut order: Vec<usize> = (0..patterns.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(patterns[i].complexity));
    let mut buckets: HashMap<Vec<Head>, Vec<usize>> = HashMap::new();
    let mut out = Vec::new();
    for (k, &later) in order.iter().enumerate() {
        let p = &patterns[later];
        // A commuted variant is tdc's, not the author's: its original gets
        // the warning if it is shadowed too.
        if !p.is_variant {
            let winner = candidate_keys(&p.matched)
                .iter()
                .filter_map(|key| buckets.get(key))
                .filter_map(|bucket| {
                    bucket.iter().copied().find(|&at| {
                        let q = &patterns[order[at]];
                        q.predicates.iter().all(|x| p.predicates.contains(x))
                            && covers(&q.matched, &p.matched, types, &mut Vec::new())
                    })
                })
                .min()
                .map(|at| &patterns[order[at]]);
            if let Some(q) = winner {
                let d = Diagnostic::warning(
                    codes::PATTERN_SHADOWED,
                    "this pattern can never be chosen: an earlier one matches everything it matches",
                )
                .at(p.matched.span, "never chosen")
                .with_label(
                    q.matched.span,
                    format!("always wins (complexity {} against {})", q.complexity, p.complexity),
                )
                .with_note(
                    "patterns are tried by decreasing complexity; raise this one's AddedComplexity if it should win",
                );
                out.push((later, d));
            }
        }
        buckets.entry(own_key(&p.matched)).or_default().push(k);
    }
    out
}

/// What a node is, as far as deciding which patterns may cover it: a
/// value leaf covers any head; other heads only their equals.
#[derive(Clone, PartialEq, Eq, Hash)]
enum Head {
    /// A leaf that takes any value of its types.
    Value,
    /// Anything else, written out.
    Other(String),
}

fn head(n: &PatNode) -> Head {
    match &n.kind {
        NodeKind::RegClass(_) | NodeKind::Typed(_) | NodeKind::Named if n.children.is_empty() => Head::Value,
        // `covers` compares a complex pattern's function only.
        NodeKind::Complex { function, .. } => Head::Other(format!("complex {function}/{}", n.children.len())),
        other => Head::Other(format!("{other:?}/{}", n.children.len())),
    }
}

/// Operands looked at beyond the root (more would make too many keys).
const KEYED_OPERANDS: usize = 4;

/// The bucket of a pattern: its root's head and its first operands' heads.
fn own_key(n: &PatNode) -> Vec<Head> {
    let mut key = vec![head(n)];
    if key[0] != Head::Value {
        key.extend(n.children.iter().take(KEYED_OPERANDS).map(head));
    }
    key
}

/// The buckets whose patterns may cover `n`: a root-level value leaf, or
/// the same root with each keyed operand either the same head or a value.
fn candidate_keys(n: &PatNode) -> Vec<Vec<Head>> {
    let mut keys = vec![vec![Head::Value]];
    let root = head(n);
    if root == Head::Value {
        return keys;
    }
    let operands: Vec<Head> = n.children.iter().take(KEYED_OPERANDS).map(head).collect();
    let mut partial = vec![vec![root]];
    for h in operands {
        let mut next = Vec::new();
        for k in partial {
            if h != Head::Value {
                let mut with = k.clone();
                with.push(h.clone());
                next.push(with);
            }
            let mut value = k;
            value.push(Head::Value);
            next.push(value);
        }
        partial = next;
    }
    keys.extend(partial);
    keys
}

/// Whether `general` matches every tree `specific` matches. A name
/// `general` uses twice matches equal operands only: `specific` must have
/// the same name at both places (`bound` maps `general`'s names to what
/// they met in `specific`).
fn covers<'n>(
    general: &'n PatNode,
    specific: &'n PatNode,
    types: &PatternTypes,
    bound: &mut Vec<(&'n str, Option<&'n str>)>,
) -> bool {
    if !general.predicates.iter().all(|p| specific.predicates.contains(p)) {
        return false;
    }
    if let Some(name) = general.name.as_deref() {
        match bound.iter().find(|(g, _)| *g == name) {
            // Equal operands: the specific pattern must make them equal too.
            Some(&(_, met)) => return met.is_some() && met == specific.name.as_deref(),
            None => bound.push((name, specific.name.as_deref())),
        }
    }
    let types_cover = general.types.len() == specific.types.len()
        && general.types.iter().zip(&specific.types).all(|(g, s)| s.and(*g) == *s);
    match (&general.kind, &specific.kind) {
        // A value leaf takes any value of its types.
        (NodeKind::RegClass(_) | NodeKind::Typed(_) | NodeKind::Named, _) if general.children.is_empty() => {
            types_cover && !matches!(specific.kind, NodeKind::CondCode(_))
        }
        (NodeKind::Node(g), NodeKind::Node(s)) => {
            // A load or store without a memory kind matches plain accesses
            // only: its predicates are not a subset relation.
            let memory = types.opcodes.get(g).is_some_and(|o| o == "load" || o == "store");
            g == s
                && types_cover
                && (!memory || general.predicates == specific.predicates)
                && general.children.len() == specific.children.len()
                && general.children.iter().zip(&specific.children).all(|(g, s)| covers(g, s, types, bound))
        }
        (NodeKind::Immediate(g), NodeKind::Immediate(s)) => g == s,
        (NodeKind::CondCode(g), NodeKind::CondCode(s)) => g == s,
        (NodeKind::Complex { function: g, .. }, NodeKind::Complex { function: s, .. }) => g == s && types_cover,
        (NodeKind::Register(g), NodeKind::Register(s)) => g == s,
        _ => false,
    }
}
