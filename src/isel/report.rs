//! What a target's patterns cover: for every operator × type combination
//! in a set of functions, whether the target's patterns select it
//! directly, only after promotion to a wider type, only through an
//! expansion (a fallback), or not at all.

use super::dag::{Ext, Function, Node, Op, Vt};
use super::legalize::{select_legalized, Fallback};
use super::select::value_class;
use crate::mc::tables::TargetTables;
use std::collections::BTreeMap;
use std::fmt;

/// How an operator × type combination is selected.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Coverage {
    /// A pattern matches it as it is.
    Direct,
    /// The type has no register class: computed in a wider type.
    Promoted,
    /// No pattern matched: expanded into other operations.
    Expanded,
    /// A function it is in does not select.
    NotSelected,
}

impl Coverage {
    fn name(self) -> &'static str {
        match self {
            Coverage::Direct => "direct",
            Coverage::Promoted => "promoted",
            Coverage::Expanded => "expanded (fallback)",
            Coverage::NotSelected => "not selected",
        }
    }
}

/// The coverage of a target over some functions.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// The target's name.
    pub target: String,
    /// Its selection patterns (commuted variants included).
    pub patterns: usize,
    /// Its matcher program's operations.
    pub matcher_ops: usize,
    /// Functions that select.
    pub selected: usize,
    /// All functions given.
    pub functions: usize,
    /// Each combination (the operator's name, loads and stores by kind,
    /// and the type it works on), with the worst coverage it had in any
    /// function.
    pub combinations: BTreeMap<(&'static str, Vt), Coverage>,
}

/// Whether a node is reported: operations and constants (other leaves,
/// returns and jumps are the same on every target).
fn is_operation(op: Op) -> bool {
    op == Op::Imm || (!op.is_leaf() && !matches!(op, Op::Ret | Op::Br))
}

/// A node's combination: comparisons by the type they compare, stores by
/// the type they store, loads and stores by their extension.
fn combination(f: &Function, n: &Node) -> (&'static str, Vt) {
    let operand = |i: usize| n.operands.get(i).map_or(Vt::Other, |&o| f.dag.node(o).vt);
    let ext = n.mem.map_or(Ext::None, |m| m.ext);
    match (n.op, ext) {
        (Op::SetCC, _) => ("setcc", operand(0)),
        (Op::BrCC, _) => ("br_cc", operand(1)),
        (Op::Load, Ext::Sext) => ("sextload", n.vt),
        (Op::Load, Ext::Zext) => ("zextload", n.vt),
        (Op::Load, Ext::Anyext) => ("extload", n.vt),
        (Op::Store, Ext::Trunc) => ("truncstore", operand(0)),
        (Op::Store, _) => ("store", operand(0)),
        _ => (n.op.name(), n.vt),
    }
}

impl Report {
    /// An empty report for the target of `tables`.
    pub fn new(tables: &'static TargetTables) -> Report {
        let sel = &tables.selection;
        Report {
            target: tables.name.to_string(),
            patterns: sel.patterns.len(),
            matcher_ops: sel.ops.len(),
            ..Report::default()
        }
    }

    /// Records how `f` was selected for the target of `tables`: with these
    /// fallbacks, or not at all (`None`).
    pub fn record(&mut self, tables: &'static TargetTables, f: &Function, fallbacks: Option<&[Fallback]>) {
        let calling = tables.selection.calling.as_ref();
        let legal = |vt: Vt| !vt.is_int() || calling.is_some_and(|cc| value_class(cc, vt).is_some());
        self.functions += 1;
        if fallbacks.is_some() {
            self.selected += 1;
        }
        for n in f.dag.nodes.iter().filter(|n| is_operation(n.op)) {
            let (name, vt) = combination(f, n);
            let promoted = !legal(vt) || n.operands.iter().any(|&o| !legal(f.dag.node(o).vt));
            // Expansions name the (possibly promoted) type they saw; the
            // only load expanded is the sign-extending one.
            let expanded =
                |x: &Fallback| x.op == n.op && (x.vt == n.vt || promoted) && (n.op != Op::Load || name == "sextload");
            let how = match fallbacks {
                None => Coverage::NotSelected,
                Some(fallbacks) if fallbacks.iter().any(expanded) => Coverage::Expanded,
                Some(_) if promoted => Coverage::Promoted,
                Some(_) => Coverage::Direct,
            };
            let entry = self.combinations.entry((name, vt)).or_insert(how);
            *entry = (*entry).max(how);
        }
    }
}

/// Selects each of `functions` for the target of `tables` and records how
/// each operation was selected.
pub fn coverage(tables: &'static TargetTables, functions: &[Function]) -> Report {
    let mut report = Report::new(tables);
    for f in functions {
        let legalized = select_legalized(tables, f);
        report.record(tables, f, legalized.as_ref().ok().map(|l| &l.fallbacks[..]));
    }
    report
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{}: {} patterns, {} matcher operations; {} of {} functions select",
            self.target, self.patterns, self.matcher_ops, self.selected, self.functions
        )?;
        let mut by_coverage: BTreeMap<Coverage, Vec<String>> = BTreeMap::new();
        for (&(op, vt), &how) in &self.combinations {
            let name = if vt == Vt::Other { op.to_string() } else { format!("{op}:{vt}") };
            by_coverage.entry(how).or_default().push(name);
        }
        for (how, names) in by_coverage {
            writeln!(f, "  {} ({}): {}", how.name(), names.len(), names.join(" "))?;
        }
        Ok(())
    }
}
