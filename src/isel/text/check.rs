//! From syntax to [`Function`]s: names resolved (variables, labels),
//! literals and operators typed, every node checked against
//! [`super::rules`], and control flow checked to stay inside the
//! function. Errors are collected over all functions; any error means no
//! function is returned.
//!
//! Types flow two ways. An operator written with `:TYPE` has that type;
//! otherwise operators whose operands share the result type take it from
//! their first operand with a type of its own, or else from the context
//! (an assigned variable, the function's result). Literals never have a
//! type of their own: they take the one their position requires.
//! Nodes are made in post-order, operands left to right, which is the
//! order [`crate::isel::builder`] and the printer follow too.

use std::collections::BTreeMap;

use super::diag::{codes, DagDiagnostic, Span};
use super::rules::{canonical_imm, is_statement, is_terminator, literal_fits};
use super::syntax::{Expr, FnSyntax, StmtSyntax, Word};
use crate::isel::dag::{Block, Dag, Ext, Function, MemInfo, Node, NodeId, Op, Stmt, Var, Vt};

/// Checks every function; the functions, or every error found.
pub fn check(syntax: &[FnSyntax<'_>]) -> Result<Vec<Function>, Vec<DagDiagnostic>> {
    let mut diags = Vec::new();
    let mut functions = Vec::new();
    let mut names: BTreeMap<&str, Span> = BTreeMap::new();
    let signatures = signatures(syntax);
    for f in syntax {
        if let Some(&first) = names.get(f.name.text) {
            diags.push(
                DagDiagnostic::error(codes::DUPLICATE, format!("function {} is defined twice", f.name.text))
                    .at(f.name.span, "defined again here")
                    .with_label(first, "first defined here"),
            );
        } else {
            names.insert(f.name.text, f.name.span);
        }
        if let Some(function) = FnChecker::run(f, &signatures, &mut diags) {
            functions.push(function);
        }
    }
    if diags.is_empty() {
        Ok(functions)
    } else {
        Err(diags)
    }
}

/// What a call to a function of the same text must pass and gets back.
pub(super) struct Signature {
    /// The parameters' types (`ptr` is i64).
    pub(super) params: Vec<Vt>,
    /// The result type.
    pub(super) result: Option<Vt>,
    /// The function's name where it is defined.
    pub(super) name: Span,
}

/// The signature of each function whose parameter and result types are
/// all known (the first, if a name is defined twice).
fn signatures<'a>(syntax: &[FnSyntax<'a>]) -> BTreeMap<&'a str, Signature> {
    let mut out = BTreeMap::new();
    for f in syntax {
        let ty = |w: Word<'_>| if w.text == "ptr" { Some(Vt::I64) } else { value_type(w).ok() };
        let params: Option<Vec<Vt>> = f.params.iter().map(|p| ty(p.ty)).collect();
        let result = match f.result {
            Some(r) => ty(r).map(Some),
            None => Some(None),
        };
        if let (Some(params), Some(result)) = (params, result) {
            out.entry(f.name.text).or_insert(Signature { params, result, name: f.name.span });
        }
    }
    out
}

/// The type a value must have at a position, and what asks for it.
#[derive(Clone, Copy)]
pub(super) struct Want {
    pub(super) vt: Vt,
    pub(super) from: Option<Span>,
}

/// How an operator's operands and result relate, for inference.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Shape {
    /// Every operand has the result type (add, fneg, fma, ...).
    Same(usize),
    /// Operand 0 has the result type; operand 1 is an integer (shifts).
    Shift,
    /// `(sext_inreg X TYPE)`.
    SextInreg,
    /// One operand of its own type; the result type must be written.
    Convert,
    /// `(setcc A B COND)`.
    SetCC,
    /// `(select C A B)`.
    Select,
    /// Loads: `load:VT`, `sextload:VT:MEMVT`, ...
    Load(Ext),
    /// Stores: `store`, `truncstore:MEMVT`.
    Store(Ext),
    /// `(br LABEL)`.
    Br,
    /// `(brcond C LABEL)`.
    BrCond,
    /// `(br_cc COND A B LABEL)`.
    BrCC,
    /// `(ret)` or `(ret V)`.
    Ret,
    /// `(imm:TYPE LITERAL)`, `(fpimm:TYPE LITERAL)`.
    Literal,
    /// `(frameindex SIZE ALIGN)`: a new stack object's address.
    Frame,
    /// `(call[:TYPE] NAME ARGS...)`, a statement's root.
    Call,
}

/// The operator a name in the text stands for, and its shape.
pub(super) fn operator(name: &str) -> Option<(Op, Shape)> {
    let shape_of = |op: Op| match op {
        Op::Add | Op::Sub | Op::Mul | Op::SDiv | Op::UDiv | Op::SRem | Op::URem | Op::And | Op::Or | Op::Xor => {
            Some(Shape::Same(2))
        }
        Op::FAdd | Op::FSub | Op::FMul | Op::FDiv => Some(Shape::Same(2)),
        Op::Ctlz | Op::Cttz | Op::Ctpop | Op::Bswap | Op::FNeg => Some(Shape::Same(1)),
        Op::Fma => Some(Shape::Same(3)),
        Op::Shl | Op::Srl | Op::Sra | Op::Rotl | Op::Rotr => Some(Shape::Shift),
        Op::SextInreg => Some(Shape::SextInreg),
        Op::Sext | Op::Zext | Op::Anyext | Op::Trunc | Op::Bitconvert | Op::SintToFp | Op::FpToSint => {
            Some(Shape::Convert)
        }
        Op::SetCC => Some(Shape::SetCC),
        Op::Select => Some(Shape::Select),
        Op::Load => Some(Shape::Load(Ext::None)),
        Op::Store => Some(Shape::Store(Ext::None)),
        Op::Br => Some(Shape::Br),
        Op::BrCond => Some(Shape::BrCond),
        Op::BrCC => Some(Shape::BrCC),
        Op::Ret => Some(Shape::Ret),
        Op::Imm | Op::FpImm => Some(Shape::Literal),
        Op::FrameIndex => Some(Shape::Frame),
        Op::Call => Some(Shape::Call),
        _ => None,
    };
    match name {
        "sextload" => Some((Op::Load, Shape::Load(Ext::Sext))),
        "zextload" => Some((Op::Load, Shape::Load(Ext::Zext))),
        "extload" => Some((Op::Load, Shape::Load(Ext::Anyext))),
        "truncstore" => Some((Op::Store, Shape::Store(Ext::Trunc))),
        _ => {
            let op = Op::from_name(name)?;
            Some((op, shape_of(op)?))
        }
    }
}

/// A type name as a value type (`ptr` only where parameters allow it).
pub(super) fn value_type(w: Word<'_>) -> Result<Vt, Box<DagDiagnostic>> {
    match Vt::from_name(w.text) {
        Some(vt) if vt != Vt::Other => Ok(vt),
        _ => {
            let d = DagDiagnostic::error(codes::UNKNOWN_TYPE, format!("unknown type '{}'", w.text))
                .at(w.span, "not a value type");
            Err(Box::new(if w.text == "ptr" {
                d.with_help("only a parameter may be ptr; an address is an i64 everywhere else")
            } else {
                d.with_help("the types are i1, i8, i16, i32, i64, f32, f64 (and ptr for a parameter)")
            }))
        }
    }
}

pub(super) struct FnChecker<'a, 's> {
    pub(super) f: Function,
    /// Variables assigned so far in the text, with their first assignment.
    known: BTreeMap<&'a str, (u32, Span)>,
    /// Every variable's first assignment anywhere in the function.
    assigned: BTreeMap<&'a str, Span>,
    pub(super) labels: BTreeMap<&'a str, u32>,
    /// The written result type is no type, so returns are not checked.
    pub(super) result_unknown: bool,
    /// The next list checked is a statement's root (where a call may be).
    pub(super) at_statement_root: bool,
    /// The functions of the text, which calls are checked against.
    pub(super) signatures: &'s BTreeMap<&'a str, Signature>,
    diags: &'s mut Vec<DagDiagnostic>,
}

impl<'a, 's> FnChecker<'a, 's> {
    fn run(
        syntax: &FnSyntax<'a>,
        signatures: &'s BTreeMap<&'a str, Signature>,
        diags: &'s mut Vec<DagDiagnostic>,
    ) -> Option<Function> {
        let errors_before = diags.len();
        let mut c = FnChecker {
            f: Function {
                name: syntax.name.text.to_string(),
                params: Vec::new(),
                result: None,
                vars: Vec::new(),
                blocks: Vec::new(),
                stack_objects: Vec::new(),
                callees: Vec::new(),
                dag: Dag::default(),
            },
            known: BTreeMap::new(),
            assigned: BTreeMap::new(),
            labels: BTreeMap::new(),
            result_unknown: false,
            at_statement_root: false,
            signatures,
            diags,
        };
        c.signature(syntax);
        for (i, block) in syntax.blocks.iter().enumerate() {
            if let Some(&first) = c.labels.get(block.label.text) {
                let first_span = syntax.blocks[first as usize].label.span;
                c.error(
                    DagDiagnostic::error(codes::DUPLICATE, format!("label {} is defined twice", block.label.text))
                        .at(block.label.span, "defined again here")
                        .with_label(first_span, "first defined here"),
                );
            } else {
                c.labels.insert(block.label.text, i as u32);
            }
            c.f.blocks.push(Block { name: block.label.text.to_string(), stmts: Vec::new() });
            for stmt in &block.stmts {
                if let StmtSyntax::Assign { var, .. } = stmt {
                    c.assigned.entry(var.text).or_insert(var.span);
                }
            }
        }
        for (i, block) in syntax.blocks.iter().enumerate() {
            c.block(i, &block.stmts);
        }
        c.control_stays_inside(syntax);
        (c.diags.len() == errors_before).then_some(c.f)
    }

    pub(super) fn error(&mut self, d: DagDiagnostic) {
        self.diags.push(d);
    }

    fn signature(&mut self, syntax: &FnSyntax<'a>) {
        for p in &syntax.params {
            if let Some(&(_, first)) = self.known.get(p.name.text) {
                self.error(
                    DagDiagnostic::error(codes::DUPLICATE, format!("parameter %{} is declared twice", p.name.text))
                        .at(p.name.span, "declared again here")
                        .with_label(first, "first declared here"),
                );
                continue;
            }
            let (vt, is_pointer) = if p.ty.text == "ptr" {
                (Vt::I64, true)
            } else {
                match value_type(p.ty) {
                    Ok(vt) => (vt, false),
                    Err(d) => {
                        self.error(*d);
                        continue;
                    }
                }
            };
            let index = self.f.vars.len() as u32;
            self.f.vars.push(Var { name: p.name.text.to_string(), vt, is_pointer });
            self.f.params.push(index);
            self.known.insert(p.name.text, (index, p.name.span));
        }
        if let Some(result) = syntax.result {
            match value_type(result) {
                Ok(vt) => self.f.result = Some(vt),
                Err(d) => {
                    self.result_unknown = true;
                    self.error(*d);
                }
            }
        }
    }

    fn block(&mut self, index: usize, stmts: &[StmtSyntax<'a>]) {
        let mut ended: Option<Span> = None;
        let mut reported = false;
        for stmt in stmts {
            let span = match stmt {
                StmtSyntax::Assign { var, value } => var.span.to(value.span()),
                StmtSyntax::Effect(e) => e.span(),
            };
            if let (Some(end), false) = (ended, reported) {
                // Once per block; what follows is still checked.
                reported = true;
                self.error(
                    DagDiagnostic::error(codes::UNREACHABLE, "a statement after the end of its block")
                        .at(span, "never runs")
                        .with_label(end, "the block ends here")
                        .with_help("start a new block with a label, or remove the statement"),
                );
            }
            let checked = match stmt {
                StmtSyntax::Assign { var, value } => self.assign(*var, value),
                StmtSyntax::Effect(e) => self.effect(e),
            };
            if let Some(stmt) = checked {
                if let Stmt::Effect(node) = stmt {
                    if is_terminator(self.f.dag.node(node).op) && ended.is_none() {
                        ended = Some(span);
                    }
                }
                self.f.blocks[index].stmts.push(stmt);
            }
        }
    }

    fn assign(&mut self, var: Word<'a>, value: &Expr<'a>) -> Option<Stmt> {
        let known = self.known.get(var.text).copied();
        let want = known.map(|(index, first)| Want { vt: self.f.vars[index as usize].vt, from: Some(first) });
        self.at_statement_root = true;
        let node = self.value(value, want)?;
        let vt = self.f.dag.node(node).vt;
        let index = match known {
            Some((index, first)) => {
                let var_vt = self.f.vars[index as usize].vt;
                if var_vt != vt {
                    self.error(
                        DagDiagnostic::error(
                            codes::REASSIGN_TYPE,
                            format!("type mismatch: %{} is {var_vt}, assigned {vt}", var.text),
                        )
                        .at(value.span(), format!("this is {vt}"))
                        .with_label(first, format!("%{} is {var_vt} from here", var.text))
                        .with_note("a variable keeps the type of its first assignment"),
                    );
                    return None;
                }
                index
            }
            None => {
                let index = self.f.vars.len() as u32;
                self.f.vars.push(Var { name: var.text.to_string(), vt, is_pointer: false });
                self.known.insert(var.text, (index, var.span));
                index
            }
        };
        Some(Stmt::Assign { var: index, value: node })
    }

    fn effect(&mut self, e: &Expr<'a>) -> Option<Stmt> {
        if let Expr::List { op, .. } = e {
            if let Some((o, _)) = operator(op.text) {
                if !is_statement(o) {
                    self.error(
                        DagDiagnostic::error(
                            codes::STATEMENT_KIND,
                            format!("{} is a value, and a statement needs an effect", op.text),
                        )
                        .at(e.span(), "its value would be lost")
                        .with_help("assign it to a variable: %x = (...)"),
                    );
                    return None;
                }
            }
        }
        self.at_statement_root = true;
        Some(Stmt::Effect(self.node(e, None, true)?))
    }

    /// The last block must not fall through into nothing.
    fn control_stays_inside(&mut self, syntax: &FnSyntax<'a>) {
        let Some(last) = syntax.blocks.last() else {
            self.error(
                DagDiagnostic::error(codes::FALLS_OFF, format!("function {} has no block", syntax.name.text))
                    .at(syntax.name.span, "has no block")
                    .with_label(syntax.close, "the body ends here")
                    .with_help("write a label and a statement: entry: (ret)"),
            );
            return;
        };
        let ends = match last.stmts.last() {
            Some(StmtSyntax::Effect(Expr::List { op, .. })) => matches!(op.text, "br" | "ret"),
            _ => false,
        };
        if !ends {
            let at = match last.stmts.last() {
                Some(StmtSyntax::Assign { var, value }) => var.span.to(value.span()),
                Some(StmtSyntax::Effect(e)) => e.span(),
                None => last.label.span,
            };
            self.error(
                DagDiagnostic::error(codes::FALLS_OFF, "control falls off the end of the function")
                    .at(at, "the last block ends here without br or ret")
                    .with_help("end the last block with (ret ...) or (br LABEL)"),
            );
        }
    }

    /// An expression in a position that needs a value.
    pub(super) fn value(&mut self, e: &Expr<'a>, want: Option<Want>) -> Option<NodeId> {
        self.node(e, want, false)
    }

    fn node(&mut self, e: &Expr<'a>, want: Option<Want>, as_effect: bool) -> Option<NodeId> {
        match e {
            Expr::Var(w) => self.read(*w),
            Expr::Int(value, span) => self.int_literal(*value, *span, want),
            Expr::Float(text, span) => self.float_literal(text, *span, want),
            Expr::Word(w) => {
                let d =
                    DagDiagnostic::error(codes::OPERAND_KIND, format!("expected a value, found the name '{}'", w.text))
                        .at(w.span, "not a value");
                self.error(if self.assigned.contains_key(w.text) || self.known.contains_key(w.text) {
                    d.with_help(format!("variables are written with '%': %{}", w.text))
                } else {
                    d.with_note("a name alone is a label, a condition code or a type, each in its own operand position")
                });
                None
            }
            Expr::List { op, types, args, span } => self.list(*op, types, args, *span, want, as_effect),
        }
    }

    fn read(&mut self, w: Word<'a>) -> Option<NodeId> {
        if let Some(&(index, _)) = self.known.get(w.text) {
            let vt = self.f.vars[index as usize].vt;
            return Some(self.add(Op::Var, vt, Vec::new(), i64::from(index), None));
        }
        let d = match self.assigned.get(w.text) {
            Some(&later) => DagDiagnostic::error(
                codes::READ_BEFORE_ASSIGN,
                format!("%{} is read before any assignment to it", w.text),
            )
            .at(w.span, "read here")
            .with_label(later, "first assigned here, later in the text")
            .with_note("a variable's first assignment in the text fixes its type, so it must come before every read"),
            None => DagDiagnostic::error(codes::UNKNOWN_VARIABLE, format!("unknown variable %{}", w.text))
                .at(w.span, "neither a parameter nor assigned in this function"),
        };
        self.error(d);
        None
    }

    fn int_literal(&mut self, value: Option<i128>, span: Span, want: Option<Want>) -> Option<NodeId> {
        let Some(want) = want else {
            self.error(
                DagDiagnostic::error(codes::UNINFERRED, "the type of this literal cannot be inferred")
                    .at(span, "no type from its context")
                    .with_help("give it one: (imm:i32 5), or write an operand with a type beside it"),
            );
            return None;
        };
        if want.vt.is_float() {
            // An integer written where a float belongs is that float.
            let v = value.unwrap_or(i128::MAX) as f64;
            return self.float_value(want.vt, v);
        }
        match value {
            Some(v) if literal_fits(want.vt, v) => {
                let value = canonical_imm(want.vt, v as i64);
                Some(self.add(Op::Imm, want.vt, Vec::new(), value, None))
            }
            _ => {
                let bits = want.vt.bits();
                let range = match bits {
                    0 => String::new(),
                    _ => format!(" ({} holds {}..={})", want.vt, -(1i128 << (bits - 1)), (1i128 << bits) - 1),
                };
                let mut d = DagDiagnostic::error(codes::LITERAL_RANGE, format!("literal out of range for {}", want.vt))
                    .at(span, format!("does not fit {}", want.vt))
                    .with_note(format!("a literal may be written signed or unsigned{range}"));
                if let Some(from) = want.from {
                    d = d.with_label(from, format!("{} because of this", want.vt));
                }
                self.error(d);
                None
            }
        }
    }

    fn float_literal(&mut self, text: &str, span: Span, want: Option<Want>) -> Option<NodeId> {
        let Some(want) = want else {
            self.error(
                DagDiagnostic::error(codes::UNINFERRED, "the type of this literal cannot be inferred")
                    .at(span, "f32 or f64?")
                    .with_help("give it one: (fpimm:f64 1.5), or write an operand with a type beside it"),
            );
            return None;
        };
        if !want.vt.is_float() {
            let mut d = DagDiagnostic::error(codes::LITERAL_KIND, format!("a float literal where {} belongs", want.vt))
                .at(span, "a float literal");
            if let Some(from) = want.from {
                d = d.with_label(from, format!("{} because of this", want.vt));
            }
            self.error(d);
            return None;
        }
        if let Some(hex) = text.strip_prefix("0f") {
            let width_ok = hex.len() == if want.vt == Vt::F32 { 8 } else { 16 };
            let bits = u64::from_str_radix(hex, 16).ok().filter(|_| width_ok);
            let Some(bits) = bits else {
                self.error(
                    DagDiagnostic::error(
                        codes::LITERAL_RANGE,
                        format!("the bits of an {} are {} hexadecimal digits", want.vt, want.vt.bits() / 4),
                    )
                    .at(span, format!("{} digits", hex.len())),
                );
                return None;
            };
            return Some(self.add(Op::FpImm, want.vt, Vec::new(), bits as i64, None));
        }
        let v = match text {
            "inf" => f64::INFINITY,
            "-inf" => f64::NEG_INFINITY,
            "nan" => f64::NAN,
            _ if want.vt == Vt::F32 => {
                // Read as f32 directly: rounding twice (to f64, then f32) can differ.
                let Ok(v) = text.parse::<f32>() else {
                    return self.bad_float(span);
                };
                return Some(self.add(Op::FpImm, Vt::F32, Vec::new(), i64::from(v.to_bits()), None));
            }
            _ => match text.parse::<f64>() {
                Ok(v) => v,
                Err(_) => return self.bad_float(span),
            },
        };
        self.float_value(want.vt, v)
    }

    fn bad_float(&mut self, span: Span) -> Option<NodeId> {
        self.error(DagDiagnostic::error(codes::TOKEN, "malformed float literal").at(span, "not a float"));
        None
    }

    fn float_value(&mut self, vt: Vt, v: f64) -> Option<NodeId> {
        let bits = if vt == Vt::F32 { i64::from((v as f32).to_bits()) } else { v.to_bits() as i64 };
        Some(self.add(Op::FpImm, vt, Vec::new(), bits, None))
    }

    fn add(&mut self, op: Op, vt: Vt, operands: Vec<NodeId>, value: i64, mem: Option<MemInfo>) -> NodeId {
        self.f.dag.add(Node { op, vt, operands, value, mem })
    }

    /// The type an expression has of its own, without its context, and
    /// where it comes from; `None` for literals and what cannot tell.
    pub(super) fn natural(&self, e: &Expr<'a>) -> Option<(Vt, Span)> {
        match e {
            Expr::Var(w) => self.known.get(w.text).map(|&(index, _)| (self.f.vars[index as usize].vt, e.span())),
            Expr::Int(..) | Expr::Float(..) | Expr::Word(_) => None,
            Expr::List { op, types, args, .. } => {
                let (_, shape) = operator(op.text)?;
                if matches!(shape, Shape::Store(_) | Shape::Br | Shape::BrCond | Shape::BrCC | Shape::Ret) {
                    return None;
                }
                if let Some(t) = types.first() {
                    return value_type(*t).ok().map(|vt| (vt, e.span()));
                }
                let operands: &[Expr<'a>] = match shape {
                    Shape::Same(_) => args,
                    Shape::Shift | Shape::SextInreg => args.get(..1).unwrap_or(&[]),
                    Shape::Select => args.get(1..).unwrap_or(&[]),
                    Shape::SetCC => return Some((Vt::I1, e.span())),
                    Shape::Frame => return Some((Vt::I64, e.span())),
                    Shape::Call => {
                        let Some(Expr::Word(callee)) = args.first() else { return None };
                        return self.signatures.get(callee.text)?.result.map(|vt| (vt, e.span()));
                    }
                    _ => &[],
                };
                operands.iter().find_map(|a| self.natural(a)).map(|(vt, _)| (vt, e.span()))
            }
        }
    }
}
