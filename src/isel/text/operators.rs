//! The checker's part for `(OP[:TYPE...] ARGS...)`: the operator's shape
//! decides which types must be written, what each operand position takes
//! (a value of a known type, a label, a condition code, a type) and where
//! the result type comes from; the node is then checked against
//! [`super::rules`], whose problems are reported at the operand or type
//! they name.

use super::check::{operator, value_type, FnChecker, Shape, Want};
use super::diag::{codes, DagDiagnostic, Span};
use super::rules::{check_node, is_effect, Place, MAX_CALL_ARGUMENTS};
use super::syntax::{Expr, Word};
use crate::isel::dag::{Cond, Ext, MemInfo, NodeId, Op, Vt, INDIRECT};

/// The largest stack object the text form takes: 16 MiB.
pub const MAX_STACK_OBJECT: u32 = 1 << 24;
/// The largest alignment of a stack object.
pub const MAX_STACK_ALIGN: u32 = 4096;

/// How many types may follow the operator: (required, allowed).
fn written_types(shape: Shape) -> (usize, usize) {
    match shape {
        Shape::Same(_) | Shape::Shift | Shape::SextInreg | Shape::SetCC | Shape::Select | Shape::Call => (0, 1),
        Shape::Convert | Shape::Literal | Shape::Load(Ext::None) | Shape::Store(Ext::Trunc) => (1, 1),
        Shape::Load(_) => (2, 2),
        Shape::Store(_) | Shape::Br | Shape::BrCond | Shape::BrCC | Shape::Ret | Shape::Frame => (0, 0),
    }
}

/// The operand counts an operator takes: (fewest, most).
fn arity(shape: Shape) -> (usize, usize) {
    match shape {
        Shape::Same(n) => (n, n),
        Shape::Shift | Shape::SextInreg | Shape::Store(_) | Shape::BrCond | Shape::Frame => (2, 2),
        Shape::SetCC | Shape::Select => (3, 3),
        Shape::Convert | Shape::Load(_) | Shape::Br | Shape::Literal => (1, 1),
        Shape::BrCC => (4, 4),
        Shape::Ret => (0, 1),
        Shape::Call => (1, 1 + MAX_CALL_ARGUMENTS),
    }
}

/// How the operator is written with its types, for help texts.
fn example(name: &str, shape: Shape) -> String {
    match shape {
        Shape::Load(Ext::None) => format!("({name}:i64 %p)"),
        Shape::Load(_) => format!("({name}:i64:i8 %p)"),
        Shape::Store(_) => format!("({name}:i8 %v %p)"),
        Shape::Literal if name == "fpimm" => "(fpimm:f64 1.5)".to_string(),
        Shape::Literal => "(imm:i32 5)".to_string(),
        Shape::Frame => "(frameindex 64 8)".to_string(),
        Shape::Call => "(call:i64 f %a %b)".to_string(),
        Shape::Convert if name == "sint_to_fp" => "(sint_to_fp:f64 %x)".to_string(),
        Shape::Convert if name == "trunc" || name == "fp_to_sint" => format!("({name}:i32 %x)"),
        _ => format!("({name}:i64 ...)"),
    }
}

/// Where the result type of a node comes from, for labels.
struct ResultFrom {
    span: Span,
    written: bool,
}

impl<'a> FnChecker<'a, '_> {
    pub(super) fn list(
        &mut self,
        op_word: Word<'a>,
        types: &[Word<'a>],
        args: &[Expr<'a>],
        span: Span,
        want: Option<Want>,
        as_effect: bool,
    ) -> Option<NodeId> {
        let name = op_word.text;
        let at_root = std::mem::take(&mut self.at_statement_root);
        let Some((op, shape)) = operator(name) else {
            let d = match Op::from_name(name) {
                Some(_) => DagDiagnostic::error(
                    codes::UNSUPPORTED,
                    format!("{name} is not written in the DAG text form"),
                )
                .at(op_word.span, "not an operator of the text form")
                .with_note(
                    "variables are written %x, labels, condition codes and types by name; globals are not supported",
                ),
                None => DagDiagnostic::error(codes::UNKNOWN_OPERATOR, format!("unknown operator '{name}'"))
                    .at(op_word.span, "no DAG operator has this name")
                    .with_note(
                        "operators are named as tdc-dag.td's SDNodes: add, sub, shl, setcc, load, store, br, ...",
                    ),
            };
            self.error(d);
            return None;
        };
        if is_effect(op) && !as_effect {
            self.error(
                DagDiagnostic::error(codes::STATEMENT_KIND, format!("{name} is a statement, not a value"))
                    .at(span, "has no value")
                    .with_help(format!("write ({name} ...) on a line of its own")),
            );
            return None;
        }
        let (required, allowed) = written_types(shape);
        if types.len() > allowed {
            let extra = types[allowed].span.to(types[types.len() - 1].span);
            let s = if allowed == 1 { "" } else { "s" };
            let message = match allowed {
                0 => format!("{name} is written without a type, given {}", types.len()),
                _ => format!("{name} is written with at most {allowed} type{s}, given {}", types.len()),
            };
            self.error(
                DagDiagnostic::error(codes::OPERAND_COUNT, message)
                    .at(extra, "unexpected")
                    .with_help(format!("write it as {}", example(name, shape))),
            );
            return None;
        }
        if types.len() < required {
            self.error(
                DagDiagnostic::error(codes::UNINFERRED, format!("the type of {name} cannot be inferred"))
                    .at(op_word.span, "needs its type written")
                    .with_help(format!("write it as {}", example(name, shape))),
            );
            return None;
        }
        let mut written = Vec::with_capacity(types.len());
        for t in types {
            match value_type(*t) {
                Ok(vt) => written.push(vt),
                Err(d) => {
                    self.error(*d);
                    return None;
                }
            }
        }
        let (fewest, most) = arity(shape);
        if args.len() < fewest || args.len() > most {
            let wanted = if fewest == most { format!("{fewest}") } else { format!("{fewest} or {most}") };
            let s = if most == 1 { "" } else { "s" };
            let message = format!("{name} takes {wanted} operand{s}, given {}", args.len());
            let d = if args.len() > most {
                let extra = args[most].span().to(args[args.len() - 1].span());
                DagDiagnostic::error(codes::OPERAND_COUNT, message).at(extra, "unexpected operand")
            } else {
                DagDiagnostic::error(codes::OPERAND_COUNT, message).at(span, format!("expected {wanted} operand{s}"))
            };
            self.error(d);
            return None;
        }
        if shape == Shape::Frame {
            return self.stack_object(args);
        }
        if shape == Shape::Call {
            return self.call(op_word, written.first().copied(), args, span, want, as_effect, at_root);
        }
        if shape == Shape::Ret && self.result_unknown {
            // Already reported: the function's result type is no type.
            return None;
        }
        let (result, from) = self.result_type(name, op_word.span, types, &written, shape, args, want)?;
        let want_result = Some(Want { vt: result, from: Some(from.span) });
        let mut operands = Vec::with_capacity(args.len());
        let mut ok = true;
        for (i, a) in args.iter().enumerate() {
            let node = match (shape, i) {
                (Shape::Same(_), _) | (Shape::Shift, _) | (Shape::SextInreg, 0) | (Shape::Select, 1 | 2) => {
                    self.value(a, want_result)
                }
                (Shape::SextInreg, _) => self.type_operand(a),
                (Shape::SetCC, 0 | 1) | (Shape::BrCC, 1 | 2) => {
                    let pair = if shape == Shape::SetCC { &args[0..2] } else { &args[1..3] };
                    let want =
                        pair.iter().find_map(|p| self.natural(p)).map(|(vt, from)| Want { vt, from: Some(from) });
                    self.value(a, want)
                }
                (Shape::SetCC, _) | (Shape::BrCC, 0) => self.cond(a),
                (Shape::Select, _) | (Shape::BrCond, 0) => self.value(a, Some(Want { vt: Vt::I1, from: None })),
                (Shape::Load(_), _) | (Shape::Store(_), 1) => self.value(a, Some(Want { vt: Vt::I64, from: None })),
                (Shape::Store(_), _) | (Shape::Convert, _) => self.value(a, None),
                (Shape::Br, _) | (Shape::BrCond, _) | (Shape::BrCC, _) => self.label(a),
                (Shape::Ret, _) => match self.f.result {
                    Some(vt) => self.value(a, Some(Want { vt, from: None })),
                    None => {
                        self.error(
                            DagDiagnostic::error(
                                codes::RETURN,
                                format!("function {} has no result, so ret takes no value", self.f.name),
                            )
                            .at(a.span(), "unexpected value")
                            .with_help("declare the result type: fn name(...) -> i64"),
                        );
                        None
                    }
                },
                (Shape::Literal, _) => self.typed_literal(op, name, types[0], result, a),
                // Taken apart before: frameindex has no operand nodes, and
                // a call's first operand is its callee's name.
                (Shape::Frame | Shape::Call, _) => None,
            };
            match node {
                Some(n) => operands.push(n),
                None => ok = false,
            }
        }
        if !ok {
            return None;
        }
        if shape == Shape::Literal {
            // (imm:i32 5) is the literal itself.
            return operands.first().copied();
        }
        let mem = match shape {
            Shape::Load(Ext::None) => Some(MemInfo { vt: result, ext: Ext::None }),
            Shape::Load(ext) => Some(MemInfo { vt: written[1], ext }),
            Shape::Store(Ext::Trunc) => Some(MemInfo { vt: written[0], ext: Ext::Trunc }),
            Shape::Store(_) => Some(MemInfo { vt: self.f.dag.node(operands[0]).vt, ext: Ext::None }),
            _ => None,
        };
        let id = self.f.dag.add(crate::isel::dag::Node { op, vt: result, operands, value: 0, mem });
        if let Err(p) = check_node(&self.f, id) {
            let locate = |place: Place| -> (Span, bool) {
                match place {
                    Place::Node => (op_word.span, true),
                    Place::Type(i) => match types.get(i) {
                        Some(t) => (t.span, true),
                        None if i == 0 && shape != Shape::Store(Ext::Trunc) => (from.span, from.written),
                        None => (op_word.span, true),
                    },
                    Place::Operand(i) => (args.get(i).map_or(span, Expr::span), true),
                }
            };
            let (at, _) = locate(p.at);
            let mut d = DagDiagnostic::error(p.code, p.message).at(at, p.label);
            if let Some((place, label)) = p.related {
                let (related, as_written) = locate(place);
                let label = if as_written { label } else { format!("{name} is {result} because of this") };
                if related != at {
                    d = d.with_label(related, label);
                }
            }
            self.error(d);
            return None;
        }
        Some(id)
    }

    /// `(frameindex SIZE ALIGN)`: a new stack object of SIZE bytes (1 to
    /// [`MAX_STACK_OBJECT`]) aligned to ALIGN (a power of two up to
    /// [`MAX_STACK_ALIGN`]), and the node of its address.
    fn stack_object(&mut self, args: &[Expr<'a>]) -> Option<NodeId> {
        let mut literal = |a: &Expr<'a>, what: &str, ok: &dyn Fn(i128) -> bool, help: &str| match *a {
            Expr::Int(Some(v), _) if ok(v) => Some(v as u32),
            _ => {
                self.error(
                    DagDiagnostic::error(codes::OPERAND_KIND, format!("a stack object's {what} must be {help}"))
                        .at(a.span(), format!("not a valid {what}"))
                        .with_help("write it as (frameindex 64 8): 64 bytes aligned to 8"),
                );
                None
            }
        };
        let size = literal(&args[0], "size", &|v| (1..=i128::from(MAX_STACK_OBJECT)).contains(&v), "1 to 16 MiB");
        let align = literal(
            &args[1],
            "alignment",
            &|v| v > 0 && v <= i128::from(MAX_STACK_ALIGN) && (v as u32).is_power_of_two(),
            "a power of two up to 4096",
        );
        let (size, align) = (size?, align?);
        let taken: u64 = self.f.stack_objects.iter().map(|o| u64::from(o.size) + u64::from(o.align)).sum();
        if taken + u64::from(size) + u64::from(align) > u64::from(super::rules::MAX_FRAME_BYTES) {
            self.error(
                DagDiagnostic::error(codes::OPERAND_KIND, "the function's stack objects take more than 32 MiB in all")
                    .at(args[0].span(), format!("{taken} bytes are taken before this one")),
            );
            return None;
        }
        let index = self.f.stack_objects.len() as i64;
        self.f.stack_objects.push(crate::isel::dag::StackObject { size, align });
        let node =
            crate::isel::dag::Node { op: Op::FrameIndex, vt: Vt::I64, operands: Vec::new(), value: index, mem: None };
        Some(self.f.dag.add(node))
    }

    /// `(call[:TYPE] CALLEE ARGS...)` at the root of a statement. CALLEE
    /// is a name: a function of the same text (whose signature the
    /// arguments and type must match, and which gives the result type when
    /// none is written) or an external symbol (whose result type is
    /// written, or none for a call whose result is not kept). Any other
    /// CALLEE is an i64 value, the address called (an indirect call, typed
    /// as an external one). An untyped literal argument takes the
    /// parameter's type, or i64.
    #[allow(clippy::too_many_arguments)]
    fn call(
        &mut self,
        op_word: Word<'a>,
        written: Option<Vt>,
        args: &[Expr<'a>],
        span: Span,
        want: Option<Want>,
        as_effect: bool,
        at_root: bool,
    ) -> Option<NodeId> {
        if !at_root {
            self.error(
                DagDiagnostic::error(codes::STATEMENT_KIND, "a call is a statement of its own")
                    .at(span, "called inside an expression")
                    .with_help("assign its result first: %r = (call:i64 f %a), then use %r")
                    .with_note("statements run in order, so calls keep their order with loads and stores"),
            );
            return None;
        }
        let name = if let Expr::Word(w) = args[0] { Some(w) } else { None };
        let called = name.map_or("the address", |w| w.text);
        let signature = name.and_then(|w| self.signatures.get(w.text));
        let arguments = &args[1..];
        if let (Some(sig), Some(w)) = (signature, name) {
            if sig.params.len() != arguments.len() {
                let s = if sig.params.len() == 1 { "" } else { "s" };
                self.error(
                    DagDiagnostic::error(
                        codes::OPERAND_COUNT,
                        format!("{} takes {} argument{s}, given {}", w.text, sig.params.len(), arguments.len()),
                    )
                    .at(span, format!("expected {} argument{s}", sig.params.len()))
                    .with_label(sig.name, "defined here"),
                );
                return None;
            }
        }
        let vt = match (written, signature) {
            (Some(vt), Some(sig)) if sig.result != Some(vt) => {
                let returns = sig.result.map_or("nothing".to_string(), |r| r.to_string());
                let callee_span = name.map_or(op_word.span, |w| w.span);
                self.error(
                    DagDiagnostic::error(
                        codes::TYPE_MISMATCH,
                        format!("type mismatch: {called} returns {returns}, the call is {vt}"),
                    )
                    .at(op_word.span.to(callee_span), format!("this is {vt}"))
                    .with_label(sig.name, "defined here"),
                );
                return None;
            }
            (Some(vt), _) => vt,
            (None, _) if as_effect => Vt::Other,
            (None, Some(sig)) if sig.result.is_some() => sig.result.unwrap_or(Vt::Other),
            (None, _) => match want {
                Some(w) if signature.is_none() => w.vt,
                _ => {
                    let what = if signature.is_some() { "returns nothing" } else { "has no written type" };
                    self.error(
                        DagDiagnostic::error(codes::UNINFERRED, format!("the call of {called} has no value"))
                            .at(span, format!("the call {what}"))
                            .with_help("write the result type of an external function: (call:i64 f %a)"),
                    );
                    return None;
                }
            },
        };
        let mut operands = Vec::with_capacity(args.len());
        let mut ok = true;
        if name.is_none() {
            let target = self.value(&args[0], Some(Want { vt: Vt::I64, from: None }))?;
            let target_vt = self.f.dag.node(target).vt;
            if target_vt != Vt::I64 {
                self.error(
                    DagDiagnostic::error(codes::TYPE_KIND, format!("the address called is i64, not {target_vt}"))
                        .at(args[0].span(), format!("this is {target_vt}"))
                        .with_help("call a function by name, (call:i64 f %a), or through an i64 address"),
                );
                return None;
            }
            operands.push(target);
        }
        for (i, a) in arguments.iter().enumerate() {
            let param = signature.map(|sig| Want { vt: sig.params[i], from: Some(sig.name) });
            // An untyped literal passed to an external function is an i64,
            // or a double when written as a float (as C passes it).
            let default = if matches!(a, Expr::Float(..)) { Vt::F64 } else { Vt::I64 };
            let want = param.or_else(|| self.natural(a).is_none().then_some(Want { vt: default, from: None }));
            let Some(n) = self.value(a, want) else {
                ok = false;
                continue;
            };
            let vt = self.f.dag.node(n).vt;
            if let Some(param) = param.filter(|p| p.vt != vt) {
                self.error(
                    DagDiagnostic::error(
                        codes::TYPE_MISMATCH,
                        format!("type mismatch: parameter {i} of {called} is {}, the argument is {vt}", param.vt),
                    )
                    .at(a.span(), format!("this is {vt}"))
                    .with_label(param.from.unwrap_or(span), "defined here"),
                );
                ok = false;
            }
            operands.push(n);
        }
        if !ok {
            return None;
        }
        let value = match name {
            None => INDIRECT,
            Some(w) => self.f.callee_index(w.text),
        };
        let node = crate::isel::dag::Node { op: Op::Call, vt, operands, value, mem: None };
        let id = self.f.dag.add(node);
        if let Err(p) = check_node(&self.f, id) {
            let at = match p.at {
                Place::Operand(i) => args.get(i + usize::from(name.is_some())).map_or(span, Expr::span),
                _ => op_word.span,
            };
            self.error(DagDiagnostic::error(p.code, p.message).at(at, p.label));
            return None;
        }
        Some(id)
    }

    /// The node's result type and where it comes from.
    #[allow(clippy::too_many_arguments)]
    fn result_type(
        &mut self,
        name: &str,
        op_span: Span,
        types: &[Word<'a>],
        written: &[Vt],
        shape: Shape,
        args: &[Expr<'a>],
        want: Option<Want>,
    ) -> Option<(Vt, ResultFrom)> {
        let untyped = ResultFrom { span: op_span, written: true };
        match shape {
            Shape::Store(_) | Shape::Br | Shape::BrCond | Shape::BrCC | Shape::Ret => {
                return Some((Vt::Other, untyped))
            }
            _ => {}
        }
        if let (Some(&vt), Some(t)) = (written.first(), types.first()) {
            return Some((vt, ResultFrom { span: t.span, written: true }));
        }
        let same: &[Expr<'a>] = match shape {
            Shape::SetCC => return Some((Vt::I1, untyped)),
            Shape::Same(_) => args,
            Shape::Shift | Shape::SextInreg => &args[..1],
            Shape::Select => &args[1..],
            _ => &[],
        };
        if let Some((vt, span)) = same.iter().find_map(|a| self.natural(a)) {
            return Some((vt, ResultFrom { span, written: false }));
        }
        if let Some(want) = want {
            return Some((want.vt, ResultFrom { span: want.from.unwrap_or(op_span), written: want.from.is_none() }));
        }
        self.error(
            DagDiagnostic::error(codes::UNINFERRED, format!("the type of {name} cannot be inferred"))
                .at(op_span, "neither written nor given by an operand or the context")
                .with_help(format!("write it as {}", example(name, shape))),
        );
        None
    }

    /// The operand of `(imm:TYPE LIT)` or `(fpimm:TYPE LIT)`.
    fn typed_literal(&mut self, op: Op, name: &str, ty: Word<'a>, vt: Vt, a: &Expr<'a>) -> Option<NodeId> {
        if (op == Op::Imm) != vt.is_int() {
            let kind = if op == Op::Imm { "an integer" } else { "a float" };
            self.error(
                DagDiagnostic::error(codes::TYPE_KIND, format!("{name} makes {kind}, not {vt}"))
                    .at(ty.span, format!("not {kind} type")),
            );
            return None;
        }
        if !a.is_literal() {
            self.error(
                DagDiagnostic::error(codes::OPERAND_KIND, format!("{name} takes a literal"))
                    .at(a.span(), "not a literal")
                    .with_help("a value of another type is converted with sext, trunc, sint_to_fp, ..."),
            );
            return None;
        }
        self.value(a, Some(Want { vt, from: Some(ty.span) }))
    }

    /// A type operand (`i8` of sext_inreg).
    fn type_operand(&mut self, a: &Expr<'a>) -> Option<NodeId> {
        let Expr::Word(w) = a else {
            self.error(
                DagDiagnostic::error(codes::OPERAND_KIND, "expected a type (i8, i16, ...)").at(a.span(), "not a type"),
            );
            return None;
        };
        match value_type(*w) {
            Ok(vt) => Some(self.leaf(Op::ValueType, vt.index() as usize)),
            Err(d) => {
                self.error(*d);
                None
            }
        }
    }

    /// A condition code operand.
    fn cond(&mut self, a: &Expr<'a>) -> Option<NodeId> {
        let found = match a {
            Expr::Word(w) => Cond::ALL.iter().position(|c| c.name() == w.text),
            _ => None,
        };
        match found {
            Some(index) => Some(self.leaf(Op::CondCode, index)),
            None => {
                let what =
                    if matches!(a, Expr::Word(_)) { "an unknown condition code" } else { "not a condition code" };
                self.error(
                    DagDiagnostic::error(codes::OPERAND_KIND, "expected a condition code")
                        .at(a.span(), what)
                        .with_note(
                            "the condition codes are eq ne lt le gt ge ult ule ugt uge, and for floats oeq one olt ole ogt oge ord uno ueq une",
                        ),
                );
                None
            }
        }
    }

    /// A label operand.
    fn label(&mut self, a: &Expr<'a>) -> Option<NodeId> {
        let Expr::Word(w) = a else {
            self.error(DagDiagnostic::error(codes::OPERAND_KIND, "expected a label").at(a.span(), "not a label"));
            return None;
        };
        match self.labels.get(w.text) {
            Some(&index) => Some(self.leaf(Op::BasicBlock, index as usize)),
            None => {
                self.error(
                    DagDiagnostic::error(codes::UNKNOWN_LABEL, format!("unknown label {}", w.text))
                        .at(w.span, "no block has this label"),
                );
                None
            }
        }
    }

    fn leaf(&mut self, op: Op, value: usize) -> NodeId {
        self.f.dag.add(crate::isel::dag::Node {
            op,
            vt: Vt::Other,
            operands: Vec::new(),
            value: value as i64,
            mem: None,
        })
    }
}
