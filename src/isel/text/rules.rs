//! The typing rules of DAG nodes, written once for everything that makes
//! or reads a [`Function`]: the text checker maps a broken rule to the
//! span of the operand it names, the builder and [`verify`] report it as
//! text, and the interpreter and printer rely on functions that pass.

use super::diag::codes;
use crate::isel::dag::{Cond, Ext, Function, Node, NodeId, Op, Stmt, Vt};

/// Which part of a node a [`Problem`] is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// The node as a whole (its operator or result type).
    Node,
    /// The type written after the operator: 0 is the first (`load:i32`),
    /// 1 the second (`sextload:i32:i8`).
    Type(usize),
    /// Operand `i`.
    Operand(usize),
}

/// A broken typing rule of one node.
#[derive(Clone, Debug, PartialEq)]
pub struct Problem {
    /// Diagnostic code (see [`codes`]).
    pub code: &'static str,
    /// One-line summary.
    pub message: String,
    /// Where the problem is.
    pub at: Place,
    /// What to say there.
    pub label: String,
    /// A related place and what to say there.
    pub related: Option<(Place, String)>,
}

fn problem(code: &'static str, at: Place, message: impl Into<String>, label: impl Into<String>) -> Problem {
    Problem { code, message: message.into(), at, label: label.into(), related: None }
}

impl Problem {
    fn related(mut self, at: Place, label: impl Into<String>) -> Problem {
        self.related = Some((at, label.into()));
        self
    }
}

/// The value of an integer constant of type `vt` as a node holds it:
/// sign-extended from the type's width.
pub fn canonical_imm(vt: Vt, value: i64) -> i64 {
    let bits = vt.bits();
    if bits == 0 || bits >= 64 {
        value
    } else {
        (value << (64 - bits)) >> (64 - bits)
    }
}

/// Whether an integer literal fits `vt`, read as signed or as unsigned.
pub fn literal_fits(vt: Vt, value: i128) -> bool {
    let bits = vt.bits();
    bits > 0 && bits <= 64 && value >= -(1i128 << (bits - 1)) && value < (1i128 << bits)
}

/// A node whose meaning is an effect (a statement), not a value.
pub fn is_effect(op: Op) -> bool {
    matches!(op, Op::Store | Op::Br | Op::BrCond | Op::BrCC | Op::Ret)
}

/// A node that may stand as a statement of its own: an effect, or a call
/// (whose result, if it has one, is then not kept).
pub fn is_statement(op: Op) -> bool {
    is_effect(op) || op == Op::Call
}

/// Arguments a call takes at most in the DAG (each target passes fewer in
/// registers, and the rest on its stack).
pub const MAX_CALL_ARGUMENTS: usize = 64;

/// A statement after which its block cannot go on.
pub fn is_terminator(op: Op) -> bool {
    matches!(op, Op::Br | Op::Ret)
}

fn is_value(vt: Vt) -> bool {
    vt != Vt::Other
}

/// Checks one node of `f` against the rules of its operator, given that
/// its operands exist and precede it.
pub fn check_node(f: &Function, id: NodeId) -> Result<(), Problem> {
    let node = f.dag.node(id);
    let n = node.operands.len();
    let ty = |i: usize| f.dag.node(node.operands[i]).vt;
    let name = node.op.name();
    let count = |want: usize| -> Result<(), Problem> {
        if n == want {
            Ok(())
        } else {
            let s = if want == 1 { "" } else { "s" };
            Err(problem(
                codes::OPERAND_COUNT,
                Place::Node,
                format!("{name} takes {want} operand{s}, given {n}"),
                format!("expected {want} operand{s}"),
            ))
        }
    };
    let int_result = || -> Result<(), Problem> {
        if node.vt.is_int() {
            Ok(())
        } else {
            Err(problem(
                codes::TYPE_KIND,
                Place::Type(0),
                format!("{name} makes an integer, not {}", node.vt),
                format!("{} is not an integer type", node.vt),
            ))
        }
    };
    let float_result = || -> Result<(), Problem> {
        if node.vt.is_float() {
            Ok(())
        } else {
            Err(problem(
                codes::TYPE_KIND,
                Place::Type(0),
                format!("{name} makes a float, not {}", node.vt),
                format!("{} is not a float type", node.vt),
            ))
        }
    };
    let same_as_result = |i: usize| -> Result<(), Problem> {
        if ty(i) == node.vt {
            Ok(())
        } else {
            Err(problem(
                codes::TYPE_MISMATCH,
                Place::Operand(i),
                format!("type mismatch: {name} is {}, its operand {i} is {}", node.vt, ty(i)),
                format!("this is {}", ty(i)),
            )
            .related(Place::Type(0), format!("{name} is {}", node.vt)))
        }
    };
    let operand_kind = |i: usize, want: Op, what: &str| -> Result<(), Problem> {
        if f.dag.node(node.operands[i]).op == want {
            Ok(())
        } else {
            Err(problem(
                codes::OPERAND_KIND,
                Place::Operand(i),
                format!("operand {i} of {name} must be {what}"),
                format!("expected {what}"),
            ))
        }
    };
    // The codes that say what a NaN gives compare floats only.
    let float_condition = |slot: usize, compared: usize| -> Result<(), Problem> {
        match f.dag.cond_code(node.operands[slot]) {
            Some(c) if c.is_float_only() && !ty(compared).is_float() => Err(problem(
                codes::TYPE_KIND,
                Place::Operand(slot),
                format!("{} compares floats, not {}: integers use eq, ne, lt, ... or ult, ...", c.name(), ty(compared)),
                "a condition for floats",
            )
            .related(Place::Operand(compared), format!("this is {}", ty(compared)))),
            _ => Ok(()),
        }
    };
    let int_operand = |i: usize| -> Result<(), Problem> {
        if ty(i).is_int() {
            Ok(())
        } else {
            Err(problem(
                codes::TYPE_KIND,
                Place::Operand(i),
                format!("operand {i} of {name} must be an integer, not {}", ty(i)),
                format!("this is {}", ty(i)),
            ))
        }
    };
    let pointer = |i: usize| -> Result<(), Problem> {
        if ty(i) == Vt::I64 {
            Ok(())
        } else {
            Err(problem(
                codes::TYPE_KIND,
                Place::Operand(i),
                format!("an address is i64, not {}", ty(i)),
                format!("this is {}", ty(i)),
            ))
        }
    };
    let same_pair = |a: usize, b: usize| -> Result<(), Problem> {
        if !is_value(ty(a)) {
            return Err(problem(
                codes::TYPE_KIND,
                Place::Operand(a),
                format!("operand {a} of {name} must be a value"),
                "not a value",
            ));
        }
        if ty(a) == ty(b) {
            Ok(())
        } else {
            Err(problem(
                codes::TYPE_MISMATCH,
                Place::Operand(b),
                format!("type mismatch: {name} compares {} with {}", ty(a), ty(b)),
                format!("this is {}", ty(b)),
            )
            .related(Place::Operand(a), format!("this is {}", ty(a))))
        }
    };
    let no_written_type = || -> Result<(), Problem> {
        if node.vt == Vt::Other {
            Ok(())
        } else {
            Err(problem(
                codes::TYPE_KIND,
                Place::Node,
                format!("{name} has no value, so no type"),
                format!("typed {}", node.vt),
            ))
        }
    };
    match node.op {
        Op::Imm => {
            int_result()?;
            if canonical_imm(node.vt, node.value) != node.value {
                return Err(problem(
                    codes::LITERAL_RANGE,
                    Place::Node,
                    format!("constant {} is not sign-extended from {}", node.value, node.vt),
                    "not canonical",
                ));
            }
            count(0)
        }
        Op::FpImm => {
            float_result()?;
            if node.vt == Vt::F32 && node.value as u64 > u64::from(u32::MAX) {
                return Err(problem(
                    codes::LITERAL_RANGE,
                    Place::Node,
                    "an f32 constant holds its bits in the low 32 bits",
                    "high bits set",
                ));
            }
            count(0)
        }
        Op::Var => {
            let Some(var) = usize::try_from(node.value).ok().and_then(|v| f.vars.get(v)) else {
                return Err(problem(
                    codes::UNKNOWN_VARIABLE,
                    Place::Node,
                    format!("no variable {}", node.value),
                    "unknown variable",
                ));
            };
            if var.vt != node.vt {
                return Err(problem(
                    codes::TYPE_MISMATCH,
                    Place::Node,
                    format!("type mismatch: %{} is {}, its read is {}", var.name, var.vt, node.vt),
                    "wrong type",
                ));
            }
            count(0)
        }
        Op::FrameIndex => {
            let object = usize::try_from(node.value).ok().and_then(|i| f.stack_objects.get(i));
            let Some(object) = object else {
                return Err(problem(
                    codes::OPERAND_KIND,
                    Place::Node,
                    format!("stack object {} does not exist", node.value),
                    "out of range",
                ));
            };
            if object.size == 0 || !object.align.is_power_of_two() {
                return Err(problem(
                    codes::OPERAND_KIND,
                    Place::Node,
                    format!("a stack object of {} bytes aligned to {}", object.size, object.align),
                    "needs a size above 0 and a power-of-two alignment",
                ));
            }
            if node.vt != Vt::I64 {
                return Err(problem(
                    codes::TYPE_KIND,
                    Place::Type(0),
                    format!("an address is i64, not {}", node.vt),
                    "not i64",
                ));
            }
            count(0)
        }
        Op::CondCode | Op::BasicBlock | Op::ValueType => {
            let limit = match node.op {
                Op::CondCode => Cond::ALL.len(),
                Op::BasicBlock => f.blocks.len(),
                _ => Vt::ALL.len(),
            };
            if usize::try_from(node.value).map_or(true, |v| v >= limit) {
                return Err(problem(
                    codes::OPERAND_KIND,
                    Place::Node,
                    format!("{name} {} does not exist", node.value),
                    "out of range",
                ));
            }
            no_written_type()?;
            count(0)
        }
        Op::Add | Op::Sub | Op::Mul | Op::SDiv | Op::UDiv | Op::SRem | Op::URem | Op::And | Op::Or | Op::Xor => {
            count(2)?;
            int_result()?;
            same_as_result(0)?;
            same_as_result(1)
        }
        Op::Shl | Op::Srl | Op::Sra | Op::Rotl | Op::Rotr => {
            count(2)?;
            int_result()?;
            same_as_result(0)?;
            int_operand(1)
        }
        Op::Ctlz | Op::Cttz | Op::Ctpop | Op::Bswap => {
            count(1)?;
            int_result()?;
            if node.op == Op::Bswap && node.vt.bits() % 16 != 0 {
                return Err(problem(
                    codes::TYPE_KIND,
                    Place::Type(0),
                    format!("bswap needs a type of whole byte pairs (i16, i32, i64), not {}", node.vt),
                    "not i16, i32 or i64",
                ));
            }
            same_as_result(0)
        }
        Op::Sext | Op::Zext | Op::Anyext | Op::Trunc => {
            count(1)?;
            int_result()?;
            int_operand(0)?;
            let (from, to) = (ty(0).bits(), node.vt.bits());
            let widening = node.op != Op::Trunc;
            if (widening && from >= to) || (!widening && from <= to) {
                let (what, want) = if widening { ("an extension", "wider") } else { ("a truncation", "narrower") };
                return Err(problem(
                    codes::WIDTH,
                    Place::Type(0),
                    format!("{name} is {what} from {} to {}, which is not {want}", ty(0), node.vt),
                    format!("not {want} than {}", ty(0)),
                )
                .related(Place::Operand(0), format!("this is {}", ty(0))));
            }
            Ok(())
        }
        Op::SextInreg => {
            count(2)?;
            int_result()?;
            same_as_result(0)?;
            operand_kind(1, Op::ValueType, "a type (i8)")?;
            let inner = f.dag.value_type(node.operands[1]).unwrap_or(Vt::Other);
            if !inner.is_int() || inner.bits() >= node.vt.bits() {
                return Err(problem(
                    codes::WIDTH,
                    Place::Operand(1),
                    format!("sext_inreg extends from a narrower integer type than {}, not {inner}", node.vt),
                    format!("not narrower than {}", node.vt),
                ));
            }
            Ok(())
        }
        Op::FAdd | Op::FSub | Op::FMul | Op::FDiv | Op::Fma | Op::FNeg => {
            count(match node.op {
                Op::Fma => 3,
                Op::FNeg => 1,
                _ => 2,
            })?;
            float_result()?;
            (0..n).try_for_each(same_as_result)
        }
        Op::Bitconvert => {
            count(1)?;
            if !is_value(node.vt)
                || !is_value(ty(0))
                || node.vt.bits() != ty(0).bits()
                || node.vt == ty(0)
                || node.vt == Vt::I1
            {
                return Err(problem(
                    codes::WIDTH,
                    Place::Type(0),
                    format!("bitconvert changes the type of bits of one width, not {} to {}", ty(0), node.vt),
                    format!("{} from {}", node.vt, ty(0)),
                )
                .related(Place::Operand(0), format!("this is {}", ty(0))));
            }
            Ok(())
        }
        Op::SintToFp => {
            count(1)?;
            float_result()?;
            int_operand(0)
        }
        Op::FpToSint => {
            count(1)?;
            int_result()?;
            if ty(0).is_float() {
                Ok(())
            } else {
                Err(problem(
                    codes::TYPE_KIND,
                    Place::Operand(0),
                    format!("fp_to_sint converts a float, not {}", ty(0)),
                    format!("this is {}", ty(0)),
                ))
            }
        }
        Op::SetCC => {
            count(3)?;
            int_result()?;
            same_pair(0, 1)?;
            operand_kind(2, Op::CondCode, "a condition code (eq, ne, lt, ...)")?;
            float_condition(2, 0)
        }
        Op::Select => {
            count(3)?;
            if !is_value(node.vt) {
                return Err(problem(codes::TYPE_KIND, Place::Node, "select makes a value", "no type"));
            }
            int_operand(0)?;
            same_as_result(1)?;
            same_as_result(2)
        }
        Op::Load => {
            count(1)?;
            pointer(0)?;
            let Some(mem) = node.mem else {
                return Err(problem(codes::OPERAND_KIND, Place::Node, "a load without its memory access", "no access"));
            };
            match mem.ext {
                Ext::None if mem.vt == node.vt && is_value(node.vt) => Ok(()),
                Ext::Sext | Ext::Zext | Ext::Anyext
                    if node.vt.is_int() && mem.vt.is_int() && mem.vt.bits() < node.vt.bits() =>
                {
                    Ok(())
                }
                _ => Err(problem(
                    codes::WIDTH,
                    Place::Type(1),
                    format!("a load of {} in memory cannot make {}", mem.vt, node.vt),
                    format!("{} in memory", mem.vt),
                )
                .related(Place::Type(0), format!("makes {}", node.vt))),
            }
        }
        Op::Store => {
            count(2)?;
            no_written_type()?;
            pointer(1)?;
            let Some(mem) = node.mem else {
                return Err(problem(
                    codes::OPERAND_KIND,
                    Place::Node,
                    "a store without its memory access",
                    "no access",
                ));
            };
            match mem.ext {
                Ext::None if mem.vt == ty(0) && is_value(mem.vt) => Ok(()),
                Ext::Trunc if ty(0).is_int() && mem.vt.is_int() && mem.vt.bits() < ty(0).bits() => Ok(()),
                _ => Err(problem(
                    codes::WIDTH,
                    Place::Type(0),
                    format!("a store of {} cannot write {} to memory", ty(0), mem.vt),
                    format!("{} in memory", mem.vt),
                )
                .related(Place::Operand(0), format!("this is {}", ty(0)))),
            }
        }
        Op::Br => {
            count(1)?;
            no_written_type()?;
            operand_kind(0, Op::BasicBlock, "a label")
        }
        Op::BrCond => {
            count(2)?;
            no_written_type()?;
            int_operand(0)?;
            operand_kind(1, Op::BasicBlock, "a label")
        }
        Op::BrCC => {
            count(4)?;
            no_written_type()?;
            operand_kind(0, Op::CondCode, "a condition code (eq, ne, lt, ...)")?;
            same_pair(1, 2)?;
            float_condition(0, 1)?;
            operand_kind(3, Op::BasicBlock, "a label")
        }
        Op::Ret => {
            no_written_type()?;
            match (f.result, n) {
                (None, 0) => Ok(()),
                (Some(vt), 1) if ty(0) == vt => Ok(()),
                (Some(vt), 1) => Err(problem(
                    codes::RETURN,
                    Place::Operand(0),
                    format!("type mismatch: the function returns {vt}, this is {}", ty(0)),
                    format!("this is {}", ty(0)),
                )),
                (Some(vt), _) => Err(problem(
                    codes::RETURN,
                    Place::Node,
                    format!("the function returns {vt}, so ret takes one value"),
                    "expected (ret VALUE)",
                )),
                (None, _) => Err(problem(
                    codes::RETURN,
                    Place::Node,
                    "the function has no result, so ret takes no value",
                    "expected (ret)",
                )),
            }
        }
        Op::Call => {
            if node.value == crate::isel::dag::INDIRECT {
                if n == 0 || ty(0) != Vt::I64 {
                    return Err(problem(
                        codes::TYPE_KIND,
                        Place::Operand(0),
                        "the address an indirect call calls is i64",
                        "not an i64 address",
                    ));
                }
            } else if usize::try_from(node.value).ok().and_then(|i| f.callees.get(i)).is_none() {
                return Err(problem(
                    codes::OPERAND_KIND,
                    Place::Node,
                    format!("callee {} does not exist", node.value),
                    "out of range",
                ));
            }
            if n > MAX_CALL_ARGUMENTS {
                return Err(problem(
                    codes::OPERAND_COUNT,
                    Place::Node,
                    format!("a call takes at most {MAX_CALL_ARGUMENTS} arguments, given {n}"),
                    "too many arguments",
                ));
            }
            if let Some(i) = (0..n).find(|&i| !is_value(ty(i))) {
                return Err(problem(
                    codes::TYPE_KIND,
                    Place::Operand(i),
                    format!("argument {i} of the call has no value"),
                    "not a value",
                ));
            }
            Ok(())
        }
        Op::GlobalAddress | Op::ExternalSymbol => Err(problem(
            codes::UNSUPPORTED,
            Place::Node,
            format!("{name} is not supported in the DAG text form"),
            "not supported",
        )),
    }
}

/// The most bytes a function's stack objects take in all, alignment
/// included: 32 MiB, so that no input makes the interpreter or a frame
/// run away.
pub const MAX_FRAME_BYTES: u32 = 1 << 25;

/// Why [`verify`] rejected a function: an [`Error`](crate::error::Error)
/// with the DAG text's code of the broken rule (see [`codes`]) and a
/// message naming the block and node.
pub type VerifyError = crate::error::Error;

/// Checks a whole function: parameters, every node (operands precede the
/// node, so the DAG has no cycle), every statement's kind and variable
/// type, and that control cannot fall off the last block. A function
/// that passes can be printed, re-parsed and interpreted.
pub fn verify(f: &Function) -> Result<(), VerifyError> {
    let fail = |code, message: String| Err(VerifyError::new(code, message));
    for &p in &f.params {
        match f.vars.get(p as usize) {
            Some(var) if var.vt.is_int() || var.vt.is_float() => {
                if var.is_pointer && var.vt != Vt::I64 {
                    return fail(codes::TYPE_KIND, format!("pointer parameter %{} is {}, not i64", var.name, var.vt));
                }
            }
            Some(var) => return fail(codes::TYPE_KIND, format!("parameter %{} has no value type", var.name)),
            None => return fail(codes::UNKNOWN_VARIABLE, format!("parameter {p} is no variable")),
        }
    }
    if let Some(var) = f.vars.iter().find(|v| v.vt == Vt::Other) {
        return fail(codes::TYPE_KIND, format!("variable %{} has no value type", var.name));
    }
    if matches!(f.result, Some(Vt::Other)) {
        return fail(codes::TYPE_KIND, "the result type is no value type".into());
    }
    let frame: u64 = f.stack_objects.iter().map(|o| u64::from(o.size) + u64::from(o.align)).sum();
    if frame > u64::from(MAX_FRAME_BYTES) {
        return fail(codes::OPERAND_KIND, format!("the stack objects take {frame} bytes, more than 32 MiB"));
    }
    for (i, node) in f.dag.nodes.iter().enumerate() {
        if let Some(bad) = node.operands.iter().find(|o| o.0 as usize >= i) {
            return fail(
                codes::OPERAND_KIND,
                format!("node {i} ({}) uses node {} which does not precede it", node.op.name(), bad.0),
            );
        }
        if let Err(p) = check_node(f, NodeId(i as u32)) {
            return fail(p.code, format!("node {i} ({}): {}", describe(node), p.message));
        }
        if let Some(call) = node.operands.iter().find(|o| f.dag.node(**o).op == Op::Call) {
            return fail(
                codes::STATEMENT_KIND,
                format!("node {i} ({}) uses call node {}: a call is a statement of its own", describe(node), call.0),
            );
        }
    }
    let mut call_roots = vec![false; f.dag.nodes.len()];
    let Some(last) = f.blocks.last() else {
        return fail(codes::FALLS_OFF, format!("function {} has no block", f.name));
    };
    for block in &f.blocks {
        for (i, stmt) in block.stmts.iter().enumerate() {
            let (node, var) = match *stmt {
                Stmt::Assign { var, value } => (value, Some(var)),
                Stmt::Effect(node) => (node, None),
            };
            let Some(n) = f.dag.nodes.get(node.0 as usize) else {
                return fail(
                    codes::OPERAND_KIND,
                    format!("block {}: statement {i} names node {} that does not exist", block.name, node.0),
                );
            };
            if n.op == Op::Call && std::mem::replace(&mut call_roots[node.0 as usize], true) {
                return fail(
                    codes::STATEMENT_KIND,
                    format!("block {}: statement {i} makes call node {} again: a call runs once", block.name, node.0),
                );
            }
            match var {
                Some(var) => {
                    let Some(v) = f.vars.get(var as usize) else {
                        return fail(
                            codes::UNKNOWN_VARIABLE,
                            format!("block {}: statement {i} assigns variable {var} that does not exist", block.name),
                        );
                    };
                    if is_effect(n.op) || v.vt != n.vt {
                        return fail(
                            codes::REASSIGN_TYPE,
                            format!(
                                "block {}: %{} is {}, assigned {} ({})",
                                block.name,
                                v.name,
                                v.vt,
                                n.vt,
                                n.op.name()
                            ),
                        );
                    }
                }
                None if !is_statement(n.op) => {
                    return fail(
                        codes::STATEMENT_KIND,
                        format!("block {}: statement {i} ({}) has no effect", block.name, n.op.name()),
                    )
                }
                None if is_terminator(n.op) && i + 1 < block.stmts.len() => {
                    return fail(
                        codes::UNREACHABLE,
                        format!("block {}: statements after {} at statement {i}", block.name, n.op.name()),
                    )
                }
                None => {}
            }
        }
    }
    let ends = match last.stmts.last() {
        Some(Stmt::Effect(node)) => is_terminator(f.dag.node(*node).op),
        _ => false,
    };
    if !ends {
        return fail(codes::FALLS_OFF, format!("the last block, {}, does not end in br or ret", last.name));
    }
    Ok(())
}

fn describe(node: &Node) -> String {
    match node.vt {
        Vt::Other => node.op.name().to_string(),
        vt => format!("{}:{vt}", node.op.name()),
    }
}
