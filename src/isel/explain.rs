//! Why no pattern selects a node: the matcher program run again, noting for
//! each pattern the check that turned it down and how many checks it had
//! passed by then. The patterns that got furthest are the ones the author
//! meant; their failed check says what to fix (a type, a predicate, a
//! complex pattern that did not match or made the wrong number of parts).

use super::dag::{Dag, Ext, NodeId, Op};
use super::matcher::imm_value;
use super::tables::{MatchOp, Matched};
use crate::mc::TargetTables;

/// A pattern that was tried and why it did not match.
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate {
    /// Index in the selection tables' patterns.
    pub pattern: u16,
    /// How many of its checks passed before the one that failed.
    pub checks_passed: usize,
    /// The failed check, in words.
    pub reason: String,
}

/// How many candidates an error names.
pub const SHOWN: usize = 3;

struct Backtrack {
    resume_at: usize,
    recorded: usize,
    path: usize,
    current: NodeId,
    passed: usize,
}

/// The patterns that came closest to matching node `root` (none matched),
/// closest first: those that got past the root's operator, by the checks
/// they passed.
pub fn closest(tables: &TargetTables, dag: &Dag, root: NodeId) -> Vec<Candidate> {
    let ops = &tables.selection.ops;
    let mut failed: Vec<Option<Candidate>> = vec![None; tables.selection.patterns.len()];
    let mut recorded: Vec<Matched> = Vec::new();
    let mut path: Vec<NodeId> = Vec::new();
    let mut backtrack: Vec<Backtrack> = Vec::new();
    let (mut pc, mut current, mut passed) = (0, root, 0usize);
    // Each operation runs at most once (a failure skips forward), so this
    // ends; the bound guards a malformed program.
    let mut budget = ops.len() * 2 + 16;
    while pc < ops.len() && budget > 0 {
        budget -= 1;
        let op = &ops[pc];
        let outcome: Result<(), String> = match *op {
            MatchOp::Scope(skip) => {
                backtrack.push(Backtrack {
                    resume_at: pc + 1 + skip as usize,
                    recorded: recorded.len(),
                    path: path.len(),
                    current,
                    passed,
                });
                Ok(())
            }
            MatchOp::MoveChild(i) => match dag.operand(current, i as usize) {
                Some(child) => {
                    path.push(current);
                    current = child;
                    Ok(())
                }
                None => Err(format!("{} has no operand {i}", describe(dag, current))),
            },
            MatchOp::MoveParent => match path.pop() {
                Some(parent) => {
                    current = parent;
                    Ok(())
                }
                None => Err("the pattern leaves its root".to_string()),
            },
            MatchOp::Record => {
                recorded.push(Matched::Node(current));
                Ok(())
            }
            // An emission: this pattern matched after all (the program
            // changed under us); nothing to explain for it.
            MatchOp::Emit { .. } | MatchOp::EmitCopy { .. } | MatchOp::EmitCopyToReg { .. } => Ok(()),
            MatchOp::Complete { .. } => Ok(()),
            _ => check(tables, dag, current, op, &mut recorded).map(|()| passed += 1),
        };
        match outcome {
            Ok(()) => pc += 1,
            Err(reason) => {
                let (resume_at, restore) = match backtrack.pop() {
                    Some(b) => (b.resume_at, Some(b)),
                    None => (ops.len(), None),
                };
                for skipped in &ops[pc..resume_at] {
                    if let MatchOp::Complete { pattern, .. } = *skipped {
                        if let Some(slot) = failed.get_mut(pattern as usize) {
                            slot.get_or_insert(Candidate { pattern, checks_passed: passed, reason: reason.clone() });
                        }
                    }
                }
                pc = resume_at;
                if let Some(b) = restore {
                    recorded.truncate(b.recorded);
                    path.truncate(b.path);
                    current = b.current;
                    passed = b.passed;
                }
            }
        }
    }
    // Patterns for another operator failed the root's first check.
    let mut out: Vec<Candidate> = failed.into_iter().flatten().filter(|c| c.checks_passed > 0).collect();
    // Closest first; among equals, the one tried first.
    out.sort_by_key(|c| (std::cmp::Reverse(c.checks_passed), c.pattern));
    out
}

/// Runs one check; why it failed.
fn check(
    tables: &TargetTables,
    dag: &Dag,
    at: NodeId,
    op: &MatchOp,
    recorded: &mut Vec<Matched>,
) -> Result<(), String> {
    let n = dag.node(at);
    let names = &tables.fragment_names;
    let name = |list: &[String], i: u16| list.get(i as usize).cloned().unwrap_or_else(|| format!("#{i}"));
    let here = describe(dag, at);
    match *op {
        MatchOp::CheckOpcode(o) if n.op == o => Ok(()),
        MatchOp::CheckOpcode(o) => Err(format!("{here} is not a {}", o.name())),
        MatchOp::CheckType(t) if n.vt == t => Ok(()),
        MatchOp::CheckType(t) => Err(format!("{here} is {}, the pattern wants {t}", n.vt)),
        MatchOp::CheckSame(i) if recorded.get(i as usize) == Some(&Matched::Node(at)) => Ok(()),
        MatchOp::CheckSame(_) => Err(format!("{here} is not the operand the pattern names twice")),
        MatchOp::CheckInteger(v) if n.op == Op::Imm && imm_value(dag, at) == v => Ok(()),
        MatchOp::CheckInteger(v) => Err(format!("{here} is not the constant {v}")),
        MatchOp::CheckCondCode(c) if n.op == Op::CondCode && n.value == c as i64 => Ok(()),
        MatchOp::CheckCondCode(c) => Err(format!("{here} is not the condition {}", c.name())),
        MatchOp::CheckValueType(t) if dag.value_type(at) == Some(t) => Ok(()),
        MatchOp::CheckValueType(t) => Err(format!("{here} does not name the type {t}")),
        MatchOp::CheckImmPredicate(i) => {
            let predicate = name(&names.imm_predicate, i);
            if n.op != Op::Imm {
                return Err(format!("{here} is not a constant (the leaf with predicate '{predicate}' wants one)"));
            }
            let value = imm_value(dag, at);
            match tables.fragments.imm_predicate.get(i as usize) {
                Some(f) if f(value) => Ok(()),
                _ => Err(format!("the predicate '{predicate}' rejects {value}")),
            }
        }
        MatchOp::CheckNodePredicate(i) => match tables.fragments.node_predicate.get(i as usize) {
            Some(f) if f(dag, at) => Ok(()),
            _ => Err(format!("the predicate '{}' rejects {here}", name(&names.node_predicate, i))),
        },
        MatchOp::CheckMemory(vt, ext) => match n.mem {
            Some(m) if m.vt == vt && m.ext == ext => Ok(()),
            Some(m) => Err(format!("{here} is {}, the pattern wants {}", access(m.vt, m.ext), access(vt, ext))),
            None => Err(format!("{here} is not a memory access")),
        },
        MatchOp::CheckPlainMemory => {
            let value_vt = if n.op == Op::Store { n.operands.first().map(|&v| dag.node(v).vt) } else { Some(n.vt) };
            match n.mem {
                Some(m) if m.ext == Ext::None && Some(m.vt) == value_vt => Ok(()),
                Some(m) => Err(format!("{here} is {}, the pattern wants a plain access", access(m.vt, m.ext))),
                None => Err(format!("{here} is not a memory access")),
            }
        }
        MatchOp::CheckComplex { function, parts } => {
            let complex = name(&names.complex, function);
            let before = recorded.len();
            let matched = tables.fragments.complex.get(function as usize).is_some_and(|f| f(dag, at, recorded));
            let made = recorded.len() - before;
            if matched && made == parts as usize {
                return Ok(());
            }
            recorded.truncate(before);
            if matched {
                Err(format!("the complex pattern '{complex}' made {made} parts where the pattern declares {parts}"))
            } else {
                Err(format!("the complex pattern '{complex}' does not match {here}"))
            }
        }
        _ => Ok(()),
    }
}

/// `(add:i64)`, `(imm:i32 7)`.
fn describe(dag: &Dag, at: NodeId) -> String {
    let n = dag.node(at);
    match n.op {
        Op::Imm => format!("({}:{} {})", n.op.name(), n.vt, imm_value(dag, at)),
        _ => format!("({}:{})", n.op.name(), n.vt),
    }
}

/// `a zext load of i8`.
fn access(vt: super::dag::Vt, ext: Ext) -> String {
    match ext {
        Ext::None => format!("a plain access of {vt}"),
        Ext::Sext => format!("a sign-extending load of {vt}"),
        Ext::Zext => format!("a zero-extending load of {vt}"),
        Ext::Anyext => format!("an extending load of {vt}"),
        Ext::Trunc => format!("a truncating store of {vt}"),
    }
}

/// The lines an error adds for the closest candidates.
pub fn describe_candidates(tables: &TargetTables, candidates: &[Candidate]) -> String {
    let mut out = String::new();
    for c in candidates.iter().take(SHOWN) {
        let Some(p) = tables.selection.patterns.get(c.pattern as usize) else { continue };
        out.push_str(&format!(
            "\n  closest: {} (from {}, complexity {}): {}",
            p.matched, p.source, p.complexity, c.reason
        ));
    }
    out
}

#[cfg(all(test, feature = "x86"))]
mod tests {
    use crate::isel::select::select_function;
    use crate::isel::text::parse_functions;
    use crate::targets::x86::TABLES;

    fn error(text: &str) -> String {
        let f = parse_functions("t.dag", text).expect("a valid function").remove(0);
        select_function(&TABLES, &f).expect_err("does not select").message
    }

    #[test]
    fn an_unselectable_node_names_the_patterns_for_its_operator_and_what_failed() {
        // Booleans have and, or and xor; an add of two is selected by no
        // pattern (legalization would widen it first).
        let message = error("fn f(%a: i1, %b: i1) -> i1 {\nentry:\n  (ret (add %a %b))\n}\n");
        assert!(message.starts_with("no pattern selects (add:i1)"), "{message}");
        let closest: Vec<&str> = message.lines().skip(1).collect();
        assert_eq!(closest.len(), super::SHOWN, "{message}");
        assert!(
            closest.iter().all(|l| l.contains("closest: (add:") && l.contains("is i1, the pattern wants")),
            "{message}"
        );
    }

    #[test]
    fn a_node_of_another_operator_than_every_pattern_names_none() {
        let message = error("fn f(%a: i64) -> i64 {\nentry:\n  (ret (ctpop %a))\n}\n");
        assert_eq!(message, "no pattern selects (ctpop:i64)");
    }
}
