//! Type inference over a pattern's two trees. Every value (a node's
//! result) is a variable holding a set of possible types; register
//! classes, written types, operand types and node profiles narrow them,
//! names bind values on both sides together, and the narrowing repeats
//! until nothing changes. A set that becomes empty is a contradiction,
//! reported with both of its causes; one left with several types cannot be
//! inferred.

use super::tree::{NodeKind, PatNode};
use super::vocabulary::{ProfileConstraint, TypeKind, TypeSet, ValueTypes};
use super::{PatternContext, Side};
use crate::diag::{codes, Diagnostic};
use crate::source::Span;
use std::collections::HashMap;

/// Why a variable holds what it holds: where, and what said so.
#[derive(Clone, Debug)]
struct Cause {
    span: Span,
    what: String,
}

struct Var {
    set: TypeSet,
    cause: Option<Cause>,
    /// The node it is a result of, for "cannot infer" errors.
    span: Span,
    /// Whether it must end with one type.
    must_resolve: bool,
}

enum Constraint {
    Is(usize, TypeSet, Cause),
    Same(usize, usize, Cause, bool),
    Smaller(usize, usize, Cause),
}

/// Infers and records the types of `input` and `output`; reports problems.
pub fn infer(cx: &mut PatternContext, input: &mut PatNode, output: &mut PatNode) -> Vec<Diagnostic> {
    infer_with(cx, input, output, true)
}

/// Infers the types of an instruction a pattern selects before its result
/// (a compare before the branch): its results, if it has any, are not the
/// pattern's values (a flag-setting subtract writes a register nobody
/// reads), so they are typed by the instruction alone.
pub fn infer_effect(cx: &mut PatternContext, input: &mut PatNode, effect: &mut PatNode) -> Vec<Diagnostic> {
    infer_with(cx, input, effect, false)
}

fn infer_with(
    cx: &mut PatternContext,
    input: &mut PatNode,
    output: &mut PatNode,
    gives_values: bool,
) -> Vec<Diagnostic> {
    let mut st = State {
        vars: Vec::new(),
        constraints: Vec::new(),
        names: HashMap::new(),
        input_vars: 0,
        order: Vec::new(),
        diags: Vec::new(),
    };
    let in_vars = st.walk(cx, input, Side::Input);
    st.input_vars = st.vars.len();
    let out_vars = st.walk(cx, output, Side::Output);
    if gives_values {
        if in_vars.len() != out_vars.len() {
            let msg = format!(
                "the pattern matches {} value{} but its result produces {}",
                in_vars.len(),
                if in_vars.len() == 1 { "" } else { "s" },
                out_vars.len()
            );
            let d = Diagnostic::error(codes::PATTERN_RESULT_COUNT, msg)
                .at(output.span, format!("{} result{}", out_vars.len(), if out_vars.len() == 1 { "" } else { "s" }))
                .with_label(
                    input.span,
                    format!("{} value{}", in_vars.len(), if in_vars.len() == 1 { "" } else { "s" }),
                );
            return vec![d];
        }
        for (&a, &b) in in_vars.iter().zip(&out_vars) {
            let cause = Cause { span: output.span, what: "the result's type".into() };
            st.constraints.push(Constraint::Same(a, b, cause, false));
        }
    }
    st.solve(cx.vt);
    if st.diags.is_empty() {
        // The last one made is the outermost: report the largest node of
        // the match whose type is open (else of the result).
        let open = |v: &&Var| v.must_resolve && v.set.count() > 1;
        let unresolved = st.vars[..st.input_vars]
            .iter()
            .rev()
            .find(open)
            .or_else(|| st.vars[st.input_vars..].iter().rev().find(open));
        if let Some(v) = unresolved {
            let msg = format!("cannot infer the type of this value: it could be {}", cx.vt.describe(v.set));
            let d = Diagnostic::error(codes::PATTERN_UNINFERRED, msg).at(v.span, "type unknown");
            st.diags.push(d.with_help("write the type, for example (i32 ...)"));
        }
    }
    if st.diags.is_empty() {
        let mut next = 0;
        st.write_back(input, &mut next);
        st.write_back(output, &mut next);
    }
    st.diags
}

struct State {
    vars: Vec<Var>,
    constraints: Vec<Constraint>,
    names: HashMap<String, (usize, Span)>,
    /// How many variables belong to the match (they come first).
    input_vars: usize,
    /// Each node's result variables, in the order `walk` visits nodes.
    order: Vec<Vec<usize>>,
    diags: Vec<Diagnostic>,
}

impl State {
    fn var(&mut self, span: Span, must_resolve: bool, all: TypeSet) -> usize {
        self.vars.push(Var { set: all, cause: None, span, must_resolve });
        self.vars.len() - 1
    }

    /// Makes the variables of `node`'s results (returned) and its
    /// children's, with their constraints.
    fn walk(&mut self, cx: &mut PatternContext, node: &mut PatNode, side: Side) -> Vec<usize> {
        let all = TypeSet(cx.vt.any_value().0 | cx.vt.named("OtherVT").map_or(0, |t| t.0));
        let child_vars: Vec<Vec<usize>> = node.children.iter_mut().map(|c| self.walk(cx, c, side)).collect();
        let must_resolve =
            side == Side::Input || matches!(node.kind, NodeKind::Instruction(_) | NodeKind::CopyToClass(_));
        let results = match &node.kind {
            NodeKind::Node(name) => cx.node_results(name),
            NodeKind::Instruction(id) => cx.insts[id.0 as usize].operands.iter().filter(|o| o.is_output).count(),
            NodeKind::CopyToReg(_) => 0,
            _ => 1,
        };
        let vars: Vec<usize> = (0..results).map(|_| self.var(node.span, must_resolve, all)).collect();
        self.order.push(vars.clone());
        let here = |what: String| Cause { span: node.span, what };
        match &node.kind {
            NodeKind::Node(name) => {
                let Some(info) = cx.node_profile(name) else { return vars };
                // Values of the profile: results, then each child's first.
                let values: Vec<Option<usize>> =
                    vars.iter().map(|&v| Some(v)).chain(child_vars.iter().map(|c| c.first().copied())).collect();
                let value = |i: usize| values.get(i).copied().flatten();
                for c in &info.constraints {
                    match *c {
                        ProfileConstraint::Is(i, set) => {
                            if let Some(v) = value(i) {
                                self.constraints.push(Constraint::Is(
                                    v,
                                    set,
                                    here(format!("'{name}' needs {}", cx.vt.describe(set))),
                                ));
                            }
                        }
                        ProfileConstraint::SameAs(i, j) => {
                            if let (Some(a), Some(b)) = (value(i), value(j)) {
                                self.constraints.push(Constraint::Same(
                                    a,
                                    b,
                                    here(format!("'{name}' needs equal types")),
                                    false,
                                ));
                            }
                        }
                        ProfileConstraint::Smaller(i, j) => {
                            if let (Some(a), Some(b)) = (value(i), value(j)) {
                                self.constraints.push(Constraint::Smaller(
                                    a,
                                    b,
                                    here(format!("'{name}' changes the width")),
                                ));
                            }
                        }
                        ProfileConstraint::VTSmaller(i, j) => {
                            // The operand is a type name: its written type
                            // must be narrower than the other value.
                            if let (Some(a), Some(b)) = (value(i), value(j)) {
                                let operand = node.children.get(i - results);
                                let written = operand.and_then(|c| match c.kind {
                                    NodeKind::Typed(t) if c.name.is_none() => Some((t, c.span)),
                                    _ => None,
                                });
                                if let (None, Some(c)) = (written, operand) {
                                    // A number or a value where a type is written
                                    // (`(sext_inreg $a, 8)`) matches no node.
                                    let msg = format!("'{name}' takes a value type here (i8, i16, ...), not a value");
                                    self.diags.push(
                                        Diagnostic::error(codes::PATTERN_TYPE_CONTRADICTION, msg)
                                            .at(c.span, "not a type"),
                                    );
                                }
                                if let Some((t, at)) = written {
                                    let probe = self.var(at, false, t);
                                    self.vars[probe].cause = Some(Cause { span: at, what: "the type written".into() });
                                    self.constraints.push(Constraint::Smaller(
                                        probe,
                                        b,
                                        Cause {
                                            span: at,
                                            what: format!("'{name}' needs a type narrower than the value's"),
                                        },
                                    ));
                                }
                                let other = cx.vt.named("OtherVT").unwrap_or(TypeSet::EMPTY);
                                self.vars[a].set = TypeSet(self.vars[a].set.0 | other.0);
                                self.vars[a].must_resolve = false;
                            }
                        }
                    }
                }
            }
            NodeKind::Instruction(id) => {
                let inst = &cx.insts[id.0 as usize];
                let outs: Vec<TypeSet> =
                    inst.operands.iter().filter(|o| o.is_output).map(|o| cx.operand_types(o.ty)).collect();
                let ins: Vec<TypeSet> = super::result_inputs(inst).map(|o| cx.operand_types(o.ty)).collect();
                let inst_name = inst.name.clone();
                for (&v, t) in vars.iter().zip(&outs) {
                    self.constraints.push(Constraint::Is(
                        v,
                        *t,
                        here(format!("'{inst_name}' produces {}", cx.vt.describe(*t))),
                    ));
                }
                for ((child, cv), t) in node.children.iter().zip(&child_vars).zip(&ins) {
                    // A block (`bb:$target`) fills an immediate operand
                    // whatever its type: the branch target's offset.
                    let other = cx.vt.named("OtherVT").unwrap_or(TypeSet::EMPTY);
                    let is_block = match &child.kind {
                        NodeKind::Node(name) => cx.node_profile(name).is_some_and(|p| {
                            p.constraints.iter().any(|c| matches!(c, ProfileConstraint::Is(0, set) if *set == other))
                        }),
                        _ => false,
                    };
                    if matches!(child.kind, NodeKind::Complex { .. } | NodeKind::SubOperands(_)) || is_block {
                        continue;
                    }
                    if let Some(&v) = cv.first() {
                        let cause = Cause {
                            span: child.span,
                            what: format!("this operand of '{inst_name}' is {}", cx.vt.describe(*t)),
                        };
                        self.constraints.push(Constraint::Is(v, *t, cause));
                    }
                }
            }
            NodeKind::RegClass(c) => {
                let t = cx.class_types(*c);
                let cause =
                    here(format!("register class '{}' holds {}", cx.classes[c.0 as usize].name, cx.vt.describe(t)));
                self.constraints.push(Constraint::Is(vars[0], t, cause));
            }
            NodeKind::Register(reg) => {
                let t = cx.register_types(*reg);
                self.constraints.push(Constraint::Is(
                    vars[0],
                    t,
                    here(format!("register '{}'", cx.regs[reg.0 as usize].name)),
                ));
            }
            NodeKind::Typed(t) => {
                self.constraints.push(Constraint::Is(vars[0], *t, here(format!("written as {}", cx.vt.describe(*t)))))
            }
            NodeKind::Complex { ty, .. } => self.constraints.push(Constraint::Is(
                vars[0],
                *ty,
                here(format!("a complex pattern of {}", cx.vt.describe(*ty))),
            )),
            NodeKind::Immediate(_) if side == Side::Input => {
                let ints = cx.vt.of_kind(TypeKind::Int);
                self.constraints.push(Constraint::Is(vars[0], ints, here("an integer".into())));
            }
            NodeKind::CondCode(_) => {
                let other = cx.vt.named("OtherVT").unwrap_or(TypeSet::EMPTY);
                self.constraints.push(Constraint::Is(vars[0], other, here("a condition code".into())));
            }
            NodeKind::CopyToClass(c) => {
                let t = cx.class_types(*c);
                let cause =
                    here(format!("register class '{}' holds {}", cx.classes[c.0 as usize].name, cx.vt.describe(t)));
                self.constraints.push(Constraint::Is(vars[0], t, cause));
            }
            NodeKind::SubOperands(slots) => {
                for ((child, cv), &slot) in node.children.iter().zip(&child_vars).zip(slots) {
                    let (Some(&v), false) = (cv.first(), matches!(child.kind, NodeKind::Complex { .. })) else {
                        continue;
                    };
                    let t = cx.operand_types(slot);
                    let cause = Cause { span: child.span, what: format!("this sub-operand is {}", cx.vt.describe(t)) };
                    self.constraints.push(Constraint::Is(v, t, cause));
                }
            }
            NodeKind::Immediate(_) | NodeKind::XForm(_) | NodeKind::Named | NodeKind::CopyToReg(_) => {}
        }
        if let Some(t) = node.declared {
            if let Some(&v) = vars.first() {
                self.constraints.push(Constraint::Is(v, t, here(format!("written as {}", cx.vt.describe(t)))));
            }
        }
        if let (Some(name), Some(&v)) = (&node.name, vars.first()) {
            match self.names.get(name) {
                Some(&(first, first_span)) => {
                    let cause = Cause { span: first_span, what: format!("'${name}' first bound here") };
                    self.constraints.push(Constraint::Same(first, v, cause, true));
                }
                // Typed or not: a result takes its values from the match.
                None if side == Side::Output => {
                    let msg = format!("'${name}' is not bound by the pattern to match");
                    self.diags.push(Diagnostic::error(codes::PATTERN_UNBOUND, msg).at(node.span, "unbound name"));
                }
                None => {
                    self.names.insert(name.clone(), (v, node.span));
                }
            }
        } else if matches!(node.kind, NodeKind::Named) && side == Side::Output {
            self.diags.push(
                Diagnostic::error(codes::PATTERN_UNBOUND, "a result operand without a type needs a name")
                    .at(node.span, "here"),
            );
        }
        vars
    }

    fn solve(&mut self, vt: &ValueTypes) {
        let mut changed = true;
        let mut rounds = 0;
        while changed && self.diags.is_empty() && rounds < 1000 {
            changed = false;
            rounds += 1;
            for i in 0..self.constraints.len() {
                changed |= self.apply(i, vt);
                if !self.diags.is_empty() {
                    return;
                }
            }
        }
    }

    fn apply(&mut self, i: usize, vt: &ValueTypes) -> bool {
        match &self.constraints[i] {
            Constraint::Is(v, set, cause) => {
                let (v, set, cause) = (*v, *set, cause.clone());
                self.narrow(v, set, &cause, vt, None)
            }
            Constraint::Same(a, b, cause, binding) => {
                let (a, b, cause, binding) = (*a, *b, cause.clone(), *binding);
                let (sa, sb) = (self.vars[a].set, self.vars[b].set);
                let blame_b = self.vars[a].cause.clone().unwrap_or(cause.clone());
                let changed = self.narrow(b, sa, &blame_b, vt, binding.then_some(&cause));
                if !self.diags.is_empty() {
                    return changed;
                }
                let blame_a = self.vars[b].cause.clone().unwrap_or(cause.clone());
                changed | self.narrow(a, sb, &blame_a, vt, binding.then_some(&cause))
            }
            Constraint::Smaller(a, b, cause) => {
                let (a, b, cause) = (*a, *b, cause.clone());
                let (sa, sb) = (self.vars[a].set, self.vars[b].set);
                let narrower_than = |big: TypeSet| {
                    TypeSet(
                        (0..vt.names.len())
                            .filter(|&t| big.members().any(|u| vt.kinds[t] == vt.kinds[u] && vt.sizes[t] < vt.sizes[u]))
                            .fold(0, |s, t| s | 1 << t),
                    )
                };
                let wider_than = |small: TypeSet| {
                    TypeSet(
                        (0..vt.names.len())
                            .filter(|&u| {
                                small.members().any(|t| vt.kinds[t] == vt.kinds[u] && vt.sizes[t] < vt.sizes[u])
                            })
                            .fold(0, |s, u| s | 1 << u),
                    )
                };
                let changed = self.narrow(a, narrower_than(sb), &cause, vt, None);
                if !self.diags.is_empty() {
                    return changed;
                }
                changed | self.narrow(b, wider_than(sa), &cause, vt, None)
            }
        }
    }

    /// Narrows `v` to `set`; reports an empty result with the two causes.
    fn narrow(&mut self, v: usize, set: TypeSet, cause: &Cause, vt: &ValueTypes, binding: Option<&Cause>) -> bool {
        let old = self.vars[v].set;
        let new = old.and(set);
        if new == old {
            return false;
        }
        if new.is_empty() {
            let earlier = self.vars[v].cause.clone();
            let d = match binding {
                Some(first) => {
                    // The binding cause says "'$a' first bound here".
                    let name = first.what.split('\'').nth(1).unwrap_or("the name");
                    let msg = format!("'{name}' is bound to two types: {} and {}", vt.describe(set), vt.describe(old));
                    Diagnostic::error(codes::PATTERN_NAME_TYPES, msg)
                        .at(self.vars[v].span, format!("{} here", vt.describe(old)))
                        .with_label(first.span, format!("{} here, where '{name}' is first bound", vt.describe(set)))
                        .with_help("a name stands for one value: give the other one another name, or one type to both")
                }
                None => {
                    let msg = format!("type contradiction: {} and {}", vt.describe(old), vt.describe(set));
                    // Each cause labels its own place; those at the value
                    // itself make up the primary label.
                    let here = self.vars[v].span;
                    let say = |t: TypeSet, what: &str| {
                        let t = vt.describe(t);
                        if what.contains(&t) {
                            what.to_string()
                        } else {
                            format!("{t}: {what}")
                        }
                    };
                    let mut causes: Vec<(Span, String)> = Vec::new();
                    if let Some(e) = earlier {
                        causes.push((e.span, say(old, &e.what)));
                    }
                    causes.push((cause.span, say(set, &cause.what)));
                    let primary: Vec<&str> =
                        causes.iter().filter(|(s, _)| *s == here).map(|(_, w)| w.as_str()).collect();
                    let label = if primary.is_empty() { "this value".to_string() } else { primary.join("; ") };
                    let mut d = Diagnostic::error(codes::PATTERN_TYPE_CONTRADICTION, msg).at(here, label);
                    for (s, w) in causes.iter().filter(|(s, _)| *s != here) {
                        d = d.with_label(*s, w.clone());
                    }
                    d
                }
            };
            self.diags.push(d);
            return false;
        }
        self.vars[v].set = new;
        self.vars[v].cause = Some(cause.clone());
        true
    }

    /// Sets each node's types from its variables, visiting nodes in the
    /// order `walk` made them (children first).
    fn write_back(&self, node: &mut PatNode, next: &mut usize) {
        for c in &mut node.children {
            self.write_back(c, next);
        }
        node.types =
            self.order.get(*next).map(|vars| vars.iter().map(|&v| self.vars[v].set).collect()).unwrap_or_default();
        *next += 1;
    }
}
