//! Selection tables to Rust: the matcher program as a `MatchOp` array
//! (operators, types and condition codes by name, resolved at compile time
//! by `::tdc::isel::tables`), and the Rust functions patterns name.

use super::ident;
use crate::tables::isel::{EmitOperandRow, MatchOpRow, SelectionRow};
use proc_macro2::TokenStream;
use quote::quote;

/// The `SelectionTables` value of a target.
pub fn selection(s: &SelectionRow) -> TokenStream {
    let t = quote!(::tdc::isel::tables);
    let ops = s.ops.iter().map(match_op);
    let patterns = s.patterns.iter().map(|p| {
        let (source, complexity, matched) = (&p.source, p.complexity, &p.matched);
        quote!(#t::PatternInfo { source: #source, complexity: #complexity, matched: #matched })
    });
    let fns = |names: &[String]| names.iter().map(|n| ident(n)).collect::<Vec<_>>();
    let (imm, node, xforms, complex) =
        (fns(&s.imm_predicates), fns(&s.node_predicates), fns(&s.xforms), fns(&s.complex));
    let calling = match &s.calling {
        None => quote!(None),
        Some(c) => {
            let (args, result, saved, sp, reserved) =
                (&c.arguments, c.result, &c.callee_saved, c.stack_pointer, &c.reserved);
            let classes = c.value_classes.iter().map(|(vt, class)| quote!((#t::vt(#vt), #class)));
            quote!(Some(#t::CallingConvInfo {
                arguments: &[#(#args),*],
                result: #result,
                callee_saved: &[#(#saved),*],
                stack_pointer: #sp,
                reserved: &[#(#reserved),*],
                value_classes: &[#(#classes),*],
            }))
        }
    };
    quote!(#t::SelectionTables {
        ops: &[#(#ops),*],
        patterns: &[#(#patterns),*],
        imm_predicates: &[#(#imm),*],
        node_predicates: &[#(#node),*],
        xforms: &[#(#xforms),*],
        complex: &[#(#complex),*],
        calling: #calling,
    })
}

fn match_op(op: &MatchOpRow) -> TokenStream {
    let t = quote!(::tdc::isel::tables);
    match op {
        MatchOpRow::Scope(n) => quote!(#t::MatchOp::Scope(#n)),
        MatchOpRow::CheckOpcode(o) => quote!(#t::MatchOp::CheckOpcode(#t::op(#o))),
        MatchOpRow::CheckType(v) => quote!(#t::MatchOp::CheckType(#t::vt(#v))),
        MatchOpRow::MoveChild(i) => quote!(#t::MatchOp::MoveChild(#i)),
        MatchOpRow::MoveParent => quote!(#t::MatchOp::MoveParent),
        MatchOpRow::Record => quote!(#t::MatchOp::Record),
        MatchOpRow::CheckSame(i) => quote!(#t::MatchOp::CheckSame(#i)),
        MatchOpRow::CheckInteger(v) => quote!(#t::MatchOp::CheckInteger(#v)),
        MatchOpRow::CheckCondCode(c) => quote!(#t::MatchOp::CheckCondCode(#t::cond(#c))),
        MatchOpRow::CheckValueType(v) => quote!(#t::MatchOp::CheckValueType(#t::vt(#v))),
        MatchOpRow::CheckImmPredicate(i) => quote!(#t::MatchOp::CheckImmPredicate(#i)),
        MatchOpRow::CheckNodePredicate(i) => quote!(#t::MatchOp::CheckNodePredicate(#i)),
        MatchOpRow::CheckMemory { vt, ext } => quote!(#t::MatchOp::CheckMemory(#t::vt(#vt), #t::ext(#ext))),
        MatchOpRow::CheckPlainMemory => quote!(#t::MatchOp::CheckPlainMemory),
        MatchOpRow::CheckComplex { function, parts } => {
            quote!(#t::MatchOp::CheckComplex { function: #function, parts: #parts })
        }
        MatchOpRow::Emit { inst, operands, results } => {
            let operands = operands.iter().map(emit_operand);
            quote!(#t::MatchOp::Emit { inst: #inst, operands: &[#(#operands),*], results: #results })
        }
        MatchOpRow::EmitCopy { class, operand } => {
            let operand = emit_operand(operand);
            quote!(#t::MatchOp::EmitCopy { class: #class, operand: #operand })
        }
        MatchOpRow::EmitCopyToReg { reg, operand } => {
            let operand = emit_operand(operand);
            quote!(#t::MatchOp::EmitCopyToReg { reg: #reg, operand: #operand })
        }
        MatchOpRow::Complete { pattern, result } => {
            let result = match result {
                Some(r) => quote!(Some(#r)),
                None => quote!(None),
            };
            quote!(#t::MatchOp::Complete { pattern: #pattern, result: #result })
        }
    }
}

fn emit_operand(o: &EmitOperandRow) -> TokenStream {
    let t = quote!(::tdc::isel::tables);
    match o {
        EmitOperandRow::Node(i) => quote!(#t::EmitOperand::Node(#i)),
        EmitOperandRow::Complex(i, n) => quote!(#t::EmitOperand::Complex(#i, #n)),
        EmitOperandRow::Temp(i) => quote!(#t::EmitOperand::Temp(#i)),
        EmitOperandRow::XForm(f, i) => quote!(#t::EmitOperand::XForm(#f, #i)),
        EmitOperandRow::Imm(v) => quote!(#t::EmitOperand::Imm(#v)),
        EmitOperandRow::Reg(r) => quote!(#t::EmitOperand::Reg(#r)),
        EmitOperandRow::Parts(parts) => {
            let parts = parts.iter().map(emit_operand);
            quote!(#t::EmitOperand::Parts(&[#(#parts),*]))
        }
    }
}
