//! The printer of the DAG text form. Its output is canonical: every node
//! with a type prints it (`(add:i64 %a %b)`), a literal prints bare where
//! its position gives it its type and as `(imm:TYPE V)` where it does not,
//! so printing a parsed function and parsing the text again gives the same
//! function. Expressions are printed with an explicit stack, so a deep
//! DAG made by the builder cannot overflow the call stack (the parser
//! still refuses text nested deeper than [`super::MAX_DEPTH`]).

use std::fmt::Write;

use crate::isel::dag::{Ext, Function, NodeId, Op, Stmt, Vt};

/// Prints functions one after another, separated by an empty line.
pub fn print_functions(functions: &[Function]) -> String {
    let mut out = String::new();
    for (i, f) in functions.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(&print_function(f));
    }
    out
}

/// Prints one function. A function that fails [`super::verify`] prints
/// as far as it can, `?` standing for what is missing.
pub fn print_function(f: &Function) -> String {
    let mut out = String::new();
    let _ = write!(out, "fn {}(", f.name);
    let mut known = vec![false; f.vars.len()];
    for (i, &p) in f.params.iter().enumerate() {
        let Some(var) = f.vars.get(p as usize) else { continue };
        if i > 0 {
            out.push_str(", ");
        }
        let ty = if var.is_pointer { "ptr" } else { var.vt.name() };
        let _ = write!(out, "%{}: {ty}", var.name);
        known[p as usize] = true;
    }
    out.push(')');
    if let Some(vt) = f.result {
        let _ = write!(out, " -> {vt}");
    }
    out.push_str(" {\n");
    for block in &f.blocks {
        let _ = writeln!(out, "{}:", block.name);
        for stmt in &block.stmts {
            out.push_str("  ");
            match *stmt {
                Stmt::Assign { var, value } => {
                    let name = f.vars.get(var as usize).map_or("?", |v| v.name.as_str());
                    let want = known.get(var as usize).copied().unwrap_or(false).then(|| f.vars[var as usize].vt);
                    let _ = write!(out, "%{name} = ");
                    expr(f, &mut out, value, want);
                    if let Some(k) = known.get_mut(var as usize) {
                        *k = true;
                    }
                }
                Stmt::Effect(node) => expr(f, &mut out, node, None),
            }
            out.push('\n');
        }
    }
    out.push_str("}\n");
    out
}

enum Item {
    /// A node, the type its position gives a literal, and whether a space
    /// goes before it.
    Node(NodeId, Option<Vt>, bool),
    Close,
}

/// Prints the expression rooted at `root`.
fn expr(f: &Function, out: &mut String, root: NodeId, want: Option<Vt>) {
    let mut stack = vec![Item::Node(root, want, false)];
    while let Some(item) = stack.pop() {
        let (id, want, space) = match item {
            Item::Close => {
                out.push(')');
                continue;
            }
            Item::Node(id, want, space) => (id, want, space),
        };
        if space {
            out.push(' ');
        }
        let Some(node) = f.dag.nodes.get(id.0 as usize) else {
            out.push('?');
            continue;
        };
        match node.op {
            Op::Imm | Op::FpImm => {
                let text = literal(node.op, node.vt, node.value);
                if want == Some(node.vt) {
                    out.push_str(&text);
                } else {
                    let _ = write!(out, "({}:{} {text})", node.op.name(), node.vt);
                }
                continue;
            }
            Op::Var => {
                let name =
                    usize::try_from(node.value).ok().and_then(|v| f.vars.get(v)).map_or("?", |v| v.name.as_str());
                let _ = write!(out, "%{name}");
                continue;
            }
            Op::CondCode => {
                out.push_str(f.dag.cond_code(id).map_or("?", |c| c.name()));
                continue;
            }
            Op::BasicBlock => {
                out.push_str(
                    usize::try_from(node.value).ok().and_then(|v| f.blocks.get(v)).map_or("?", |b| b.name.as_str()),
                );
                continue;
            }
            Op::ValueType => {
                out.push_str(f.dag.value_type(id).map_or("?", |t| t.name()));
                continue;
            }
            Op::FrameIndex => {
                match usize::try_from(node.value).ok().and_then(|i| f.stack_objects.get(i)) {
                    Some(o) => write!(out, "(frameindex {} {})", o.size, o.align),
                    None => write!(out, "(frameindex ?)"),
                }
                .ok();
                continue;
            }
            _ => {}
        }
        out.push('(');
        match (node.op, node.mem) {
            (Op::Load, Some(mem)) if mem.ext != Ext::None => {
                let name = match mem.ext {
                    Ext::Sext => "sextload",
                    Ext::Zext => "zextload",
                    _ => "extload",
                };
                let _ = write!(out, "{name}:{}:{}", node.vt, mem.vt);
            }
            (Op::Store, Some(mem)) if mem.ext == Ext::Trunc => {
                let _ = write!(out, "truncstore:{}", mem.vt);
            }
            _ if node.vt != Vt::Other => {
                let _ = write!(out, "{}:{}", node.op.name(), node.vt);
            }
            _ => out.push_str(node.op.name()),
        }
        // An indirect call's address is its first operand.
        if node.op == Op::Call && node.value != crate::isel::dag::INDIRECT {
            let callee = usize::try_from(node.value).ok().and_then(|i| f.callees.get(i));
            let _ = write!(out, " {}", callee.map_or("?", |c| c.as_str()));
        }
        stack.push(Item::Close);
        for (i, &operand) in node.operands.iter().enumerate().rev() {
            stack.push(Item::Node(operand, operand_want(f, id, i), true));
        }
    }
}

/// The type the parser gives a literal at operand `i` of node `id`.
fn operand_want(f: &Function, id: NodeId, i: usize) -> Option<Vt> {
    let node = f.dag.nodes.get(id.0 as usize)?;
    let is_literal = |n: NodeId| matches!(f.dag.nodes.get(n.0 as usize).map(|n| n.op), Some(Op::Imm | Op::FpImm));
    let pair = |first: usize| -> Option<Vt> {
        // A function that fails verify may lack operands; print what is there.
        let (&a, &b) = (node.operands.get(first)?, node.operands.get(first + 1)?);
        if i == first && is_literal(a) && is_literal(b) {
            // Both literals: the first is written typed, and gives the second its type.
            None
        } else {
            let other = if i == first { b } else { a };
            f.dag.nodes.get(other.0 as usize).map(|n| n.vt)
        }
    };
    match (node.op, i) {
        (Op::SetCC, 0 | 1) => pair(0),
        (Op::BrCC, 1 | 2) => pair(1),
        (Op::Select, 0) | (Op::BrCond, 0) => Some(Vt::I1),
        (Op::Load, 0) | (Op::Store, 1) => Some(Vt::I64),
        (Op::Store, _)
        | (Op::Sext | Op::Zext | Op::Anyext | Op::Trunc | Op::Bitconvert | Op::SintToFp | Op::FpToSint, _) => None,
        (Op::Ret, _) => f.result,
        // An untyped literal argument is i64 (or the parameter's type, for
        // a function of the same text: written typed, it reads back the same).
        (Op::Call, _) => Some(Vt::I64),
        _ => Some(node.vt),
    }
}

/// A literal's text, as the lexer reads it back to the same bits.
fn literal(op: Op, vt: Vt, value: i64) -> String {
    if op == Op::Imm {
        return if vt == Vt::I1 { (value & 1).to_string() } else { value.to_string() };
    }
    if vt == Vt::F32 {
        let v = f32::from_bits(value as u32);
        return match v {
            _ if v.is_nan() => format!("0f{:08x}", value as u32),
            f32::INFINITY => "inf".to_string(),
            f32::NEG_INFINITY => "-inf".to_string(),
            _ => format!("{v:?}"),
        };
    }
    let v = f64::from_bits(value as u64);
    match v {
        _ if v.is_nan() => format!("0f{:016x}", value as u64),
        f64::INFINITY => "inf".to_string(),
        f64::NEG_INFINITY => "-inf".to_string(),
        _ => format!("{v:?}"),
    }
}
