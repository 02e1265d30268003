//! What a pattern matches beyond its own tree, and how specific it is:
//! commutative nodes match their two operands either way round, so each
//! pattern stands for its commuted variants too; a pattern's complexity
//! orders it before the less specific ones that match the same DAG.

use super::tree::{NodeKind, PatNode};
use super::vocabulary::ValueTypes;
use super::{shape, Pattern};

/// Commutative nodes nest; a pattern with many of them stops growing here.
const MAX_VARIANTS: usize = 64;

/// The pattern and its commuted variants (the pattern first); trees that
/// differ only in names are one.
pub fn with_variants(p: Pattern, commutative: &dyn Fn(&str) -> bool, vt: &ValueTypes) -> Vec<Pattern> {
    let mut seen = Vec::new();
    let mut out = Vec::new();
    for (i, matched) in commuted(&p.matched, commutative).into_iter().enumerate() {
        let key = shape(&matched, vt);
        if seen.contains(&key) {
            continue;
        }
        seen.push(key);
        out.push(Pattern { matched, is_variant: i > 0, ..p.clone() });
    }
    out
}

fn commuted(node: &PatNode, commutative: &dyn Fn(&str) -> bool) -> Vec<PatNode> {
    let mut child_lists: Vec<Vec<PatNode>> = vec![Vec::new()];
    for c in &node.children {
        let options = commuted(c, commutative);
        let mut next = Vec::new();
        for prefix in &child_lists {
            for o in &options {
                if next.len() < MAX_VARIANTS {
                    let mut list = prefix.clone();
                    list.push(o.clone());
                    next.push(list);
                }
            }
        }
        child_lists = next;
    }
    let swaps = matches!(&node.kind, NodeKind::Node(name) if commutative(name)) && node.children.len() == 2;
    let mut out = Vec::new();
    for children in child_lists {
        if swaps && out.len() + 1 < MAX_VARIANTS {
            let swapped = vec![children[1].clone(), children[0].clone()];
            out.push(PatNode { children, ..node.clone() });
            out.push(PatNode { children: swapped, ..node.clone() });
        } else {
            out.push(PatNode { children, ..node.clone() });
        }
    }
    out
}

/// How specific a tree is: each node counts, literals and predicates
/// more, complex patterns by their operands.
pub fn complexity(node: &PatNode) -> i64 {
    let own = match &node.kind {
        NodeKind::Node(_) => 1,
        NodeKind::Immediate(_) => 3,
        NodeKind::Complex { operands, .. } => 3 * *operands as i64,
        _ => 0,
    };
    own + node.predicates.len() as i64 + node.children.iter().map(complexity).sum::<i64>()
}
