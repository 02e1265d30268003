//! `InstAlias` and `MnemonicAlias`: other spellings of instructions.

use super::operands::OperandTypes;
use super::reader::{int_of, Reader};
use super::{
    asm_string, asm_variant, AliasOperand, AliasResult, AsmPiece, AsmVariant, InstAlias, InstId, Instruction,
    MnemonicAlias, OperandCategory,
};
use super::{OperandRef, RegClass, RegId, Register};
use crate::diag::{codes, Diagnostic};
use crate::records::value::{Init, Kind};
use crate::records::RecordId;
use std::collections::HashMap;

/// Every `InstAlias` def, in name order.
pub fn inst_aliases(
    r: &mut Reader,
    regs: &[Register],
    classes: &[RegClass],
    insts: &[Instruction],
    types: &mut OperandTypes,
    (variants, names): (&[AsmVariant], &[String]),
) -> Vec<InstAlias> {
    let inst_index: HashMap<&str, usize> = insts.iter().enumerate().map(|(i, x)| (x.name.as_str(), i)).collect();
    let reg_index: HashMap<&str, RegId> =
        regs.iter().enumerate().map(|(i, g)| (g.name.as_str(), RegId(i as u32))).collect();
    let mut out = Vec::new();
    // Definition order, which the assembler tries them in: record ids
    // grow as records are made, while names of anonymous ones do not sort.
    let mut ids = r.defs_of("InstAlias");
    ids.sort();
    for id in ids {
        let cx = AliasCx { regs, classes, reg_index: &reg_index, variants };
        if let Some(mut alias) = inst_alias(r, id, &cx, insts, &inst_index, types) {
            alias.read_only_in = asm_variant::read_only_in(r, id, names);
            out.push(alias);
        }
    }
    out
}

struct AliasCx<'a> {
    regs: &'a [Register],
    classes: &'a [RegClass],
    reg_index: &'a HashMap<&'a str, RegId>,
    variants: &'a [AsmVariant],
}

fn inst_alias(
    r: &mut Reader,
    id: RecordId,
    cx: &AliasCx,
    insts: &[Instruction],
    inst_index: &HashMap<&str, usize>,
    types: &mut OperandTypes,
) -> Option<InstAlias> {
    let name = r.name(id);
    // Anonymous aliases are named by their syntax in messages: their
    // record numbers say nothing and change with unrelated records.
    let shown = if name.starts_with("anonymous_") {
        format!("\"{}\"", r.string_or_empty(id, "AsmString"))
    } else {
        format!("'{name}'")
    };
    let result = r.value(id, "ResultInst")?;
    let Kind::Dag(op, _, args) = &result.kind else {
        let msg = format!("ResultInst of {shown} must be a dag");
        r.error(Diagnostic::error(codes::ALIAS_MISMATCH, msg).at(result.span, "not a dag"));
        return None;
    };
    let Some(&inst_idx) = op.as_def().and_then(|d| inst_index.get(r.name(d).as_str())) else {
        let msg = format!("the result of alias {shown} is not an instruction");
        r.error(Diagnostic::error(codes::ALIAS_MISMATCH, msg).at(op.span, "not an instruction"));
        return None;
    };
    let inst = &insts[inst_idx];
    let mut operands: Vec<AliasOperand> = Vec::new();
    let mut result_slots = vec![AliasResult::Immediate(0); inst.num_slots as usize];
    let mut next_arg = 0usize;
    let mut ok = true;
    // A multi-slot alias operand spanning several one-slot instruction
    // operands (AArch64's `lsl` shift filling both fields of UBFM): the
    // operand and how many of its slots are still to place.
    let mut spanning: Option<(u32, usize)> = None;
    for op in &inst.operands {
        if let Some((index, left)) =
            spanning.filter(|&(_, left)| left > 0 && op.slots.len() == 1 && op.tied_to.is_none())
        {
            result_slots[op.first_slot as usize] = AliasResult::Operand(index);
            spanning = (left > 1).then_some((index, left - 1));
            continue;
        }
        if let Some((_, left)) = spanning.take().filter(|&(_, left)| left > 0) {
            let msg = format!(
                "an operand of alias {shown} has {left} slot(s) more than the operands of '{}' it fills",
                inst.name
            );
            r.error(Diagnostic::error(codes::ALIAS_MISMATCH, msg).at(result.span, format!("stops at '${}'", op.name)));
            return None;
        }
        if let Some(tied) = op.tied_to {
            let out = &inst.operands[tied as usize];
            for k in 0..op.slots.len() {
                result_slots[(op.first_slot as usize) + k] = result_slots[out.first_slot as usize + k].clone();
            }
            continue;
        }
        // One argument for the whole operand when its type matches;
        // otherwise one per slot.
        // (Fixed registers are single slots: not operand types.)
        let whole = args
            .get(next_arg)
            .and_then(|(a, _)| a.as_def())
            .filter(|&d| op.slots.len() > 1 && !r.is_a(d, "Register"))
            .and_then(|d| types.resolve(r, d, args[next_arg].0.span))
            .filter(|&t| t == op.ty || same_shape(types, t, op.ty));
        if let Some(t) = whole {
            let (arg, arg_name) = &args[next_arg];
            next_arg += 1;
            let index = alias_operand(r, types, &name, &mut operands, arg, arg_name.as_deref(), t)?;
            for k in 0..op.slots.len() {
                result_slots[op.first_slot as usize + k] = AliasResult::Operand(index);
            }
            continue;
        }
        for (k, slot_ty) in op.slots.iter().enumerate() {
            let Some((arg, arg_name)) = args.get(next_arg) else {
                let msg = format!("alias {shown} gives too few operands for '{}'", inst.name);
                let d = Diagnostic::error(codes::ALIAS_MISMATCH, msg)
                    .at(result.span, format!("operand '${}' is missing", op.name))
                    .with_note(format!("'{}' is written `{}`", inst.name, inst.asm_string));
                r.error(d);
                return None;
            };
            next_arg += 1;
            let slot = op.first_slot as usize + k;
            if let Some((index, slots)) = spanning_operand(r, types, arg, arg_name.as_deref(), op.slots.len()) {
                match alias_operand(r, types, &name, &mut operands, arg, arg_name.as_deref(), index) {
                    Some(i) => {
                        result_slots[slot] = AliasResult::Operand(i);
                        spanning = Some((i, slots - 1));
                    }
                    None => ok = false,
                }
                continue;
            }
            match result_operand(r, &shown, cx, &mut operands, arg, arg_name.as_deref(), *slot_ty, types, &op.name) {
                Some(res) => result_slots[slot] = res,
                None => ok = false,
            }
        }
    }
    if let Some((_, left)) = spanning.filter(|&(_, left)| left > 0) {
        let msg = format!("an operand of alias {shown} has {left} slot(s) more than '{}' has operands", inst.name);
        r.error(Diagnostic::error(codes::ALIAS_MISMATCH, msg).at(result.span, "too many slots"));
        return None;
    }
    if let Some((extra, _)) = args.get(next_arg) {
        let msg = format!("alias {shown} gives more operands than '{}' has", inst.name);
        r.error(Diagnostic::error(codes::ALIAS_MISMATCH, msg).at(extra.span, "unexpected operand"));
        return None;
    }
    if !ok {
        return None;
    }
    let asm_text = r.string_or_empty(id, "AsmString");
    let asm_span = r.field_span(id, "AsmString");
    let lookup = |n: &str| operands.iter().position(|o| o.name == n).map(|i| i as u32);
    let asm = asm_string::parse(r, &asm_text, asm_span, 0, &shown, &lookup)?;
    let variant_asm = asm_variant::all_variants(r, &asm_text, asm_span, cx.variants, &shown, &lookup);
    // An operand missing from the syntax has no value when the alias is
    // assembled (and cannot be shown when it prints).
    for (i, o) in operands.iter().enumerate() {
        if !asm.iter().any(|p| matches!(p, AsmPiece::Operand { operand, .. } if *operand as usize == i)) {
            let msg = format!("operand '${}' of alias {shown} does not appear in its assembly string", o.name);
            let d = Diagnostic::error(codes::ALIAS_MISMATCH, msg).at(asm_span, format!("no '${}' here", o.name));
            r.error(d.with_help("write the operand in the string, or give the instruction a fixed value instead"));
            return None;
        }
    }
    Some(InstAlias {
        name,
        asm,
        variant_asm,
        operands,
        result: InstId(inst_idx as u32),
        result_slots,
        emit_priority: r.int_or(id, "EmitPriority", 1),
        predicates: r.def_list(id, "Predicates").into_iter().map(|(d, _)| r.name(d)).collect(),
        read_only_in: None,
        span: r.loc(id),
    })
}

/// Two multi-slot operands with the same number of slots, each slot of
/// the same kind (a register class or an immediate): one may stand for the
/// other in an alias result, parsed and printed its own way.
fn same_shape(types: &OperandTypes, a: OperandRef, b: OperandRef) -> bool {
    let (OperandRef::Operand(a), OperandRef::Operand(b)) = (a, b) else { return false };
    let (a, b) = (types.get(a), types.get(b));
    let kind = |r: &OperandRef| match r {
        OperandRef::RegClass(c) => Some(*c),
        OperandRef::Operand(t) => types.get(*t).reg_class,
    };
    a.sub_operands.len() == b.sub_operands.len()
        && a.sub_operands.len() > 1
        && a.sub_operands.iter().zip(&b.sub_operands).all(|(x, y)| kind(&x.ty) == kind(&y.ty))
}

/// A multi-slot `Operand` written where a one-slot instruction operand is
/// expected: it fills that operand and the ones after it, one slot each.
fn spanning_operand(
    r: &mut Reader,
    types: &mut OperandTypes,
    arg: &Init,
    name: Option<&str>,
    want_slots: usize,
) -> Option<(OperandRef, usize)> {
    let d = arg
        .as_def()
        .filter(|&d| want_slots == 1 && name.is_some() && !r.is_a(d, "Register") && r.is_a(d, "Operand"))?;
    let ty = types.resolve(r, d, arg.span)?;
    let OperandRef::Operand(t) = ty else { return None };
    let n = types.get(t).sub_operands.len();
    (n > 1).then_some((ty, n))
}

fn alias_operand(
    r: &mut Reader,
    types: &OperandTypes,
    alias: &str,
    operands: &mut Vec<AliasOperand>,
    arg: &Init,
    arg_name: Option<&str>,
    ty: OperandRef,
) -> Option<u32> {
    let Some(n) = arg_name else {
        let msg = format!("operand of alias {alias} needs a name to appear in its syntax");
        r.error(Diagnostic::error(codes::ALIAS_MISMATCH, msg).at(arg.span, "unnamed"));
        return None;
    };
    if let Some(i) = operands.iter().position(|o| o.name == n) {
        // One register may fill slots of different operand types of one
        // register class (a predicate that is also a source): it is written
        // as the first of them.
        let class = |t: OperandRef| match t {
            OperandRef::RegClass(c) => Some(c),
            OperandRef::Operand(o) => types.get(o).reg_class.filter(|_| types.get(o).sub_operands.is_empty()),
        };
        let same_register = class(operands[i].ty).is_some() && class(operands[i].ty) == class(ty);
        if operands[i].ty != ty && !same_register {
            let msg = format!("alias {alias} uses '${n}' with two different types");
            r.error(Diagnostic::error(codes::ALIAS_MISMATCH, msg).at(arg.span, "different type"));
            return None;
        }
        return Some(i as u32);
    }
    operands.push(AliasOperand { name: n.to_string(), ty });
    Some(operands.len() as u32 - 1)
}

#[allow(clippy::too_many_arguments)]
fn result_operand(
    r: &mut Reader,
    alias: &str,
    cx: &AliasCx,
    operands: &mut Vec<AliasOperand>,
    arg: &Init,
    arg_name: Option<&str>,
    want: OperandRef,
    types: &mut OperandTypes,
    inst_operand: &str,
) -> Option<AliasResult> {
    let mismatch = |r: &mut Reader, what: String| {
        let msg = format!("operand of alias {alias} does not fit operand '${inst_operand}' of the instruction");
        r.error(Diagnostic::error(codes::ALIAS_MISMATCH, msg).at(arg.span, what));
        None
    };
    let want_class = match want {
        OperandRef::RegClass(c) => Some(c),
        OperandRef::Operand(t) => types.get(t).reg_class,
    };
    if let Some(n) = int_of(arg) {
        return match want {
            OperandRef::Operand(t)
                if matches!(types.get(t).category, OperandCategory::Immediate | OperandCategory::PcRel) =>
            {
                Some(AliasResult::Immediate(n))
            }
            _ => mismatch(r, "an immediate where the instruction takes a register".into()),
        };
    }
    let Kind::Def(d) = arg.kind else { return mismatch(r, "expected a register, an immediate or an operand".into()) };
    if let Some(&reg) = cx.reg_index.get(r.name(d).as_str()) {
        return match want_class {
            Some(c) if cx.classes[c.0 as usize].members.contains(&reg) => Some(AliasResult::Register(reg)),
            Some(c) => {
                let class = &cx.classes[c.0 as usize].name;
                mismatch(r, format!("'{}' is not in class '{class}'", cx.regs[reg.0 as usize].name))
            }
            None => mismatch(r, "a register where the instruction takes an immediate".into()),
        };
    }
    let ty = types.resolve(r, d, arg.span)?;
    let fits = ty == want
        || match (ty, want_class) {
            (OperandRef::RegClass(a), Some(b)) => {
                let wanted = &cx.classes[b.0 as usize].members;
                cx.classes[a.0 as usize].members.iter().all(|m| wanted.contains(m))
            }
            // A RegisterOperand (its own parser or printer) over such a class.
            (OperandRef::Operand(a), Some(b)) => types.get(a).reg_class.is_some_and(|a| {
                let wanted = &cx.classes[b.0 as usize].members;
                cx.classes[a.0 as usize].members.iter().all(|m| wanted.contains(m))
            }),
            // Another immediate operand of the same shape (for example one
            // with its own range or print predicate), as llvm-tblgen allows.
            (OperandRef::Operand(a), None) => match want {
                OperandRef::Operand(b) => {
                    let (a, b) = (types.get(a), types.get(b));
                    let immediate =
                        |c: OperandCategory| matches!(c, OperandCategory::Immediate | OperandCategory::PcRel);
                    immediate(a.category)
                        && a.category == b.category
                        && a.sub_operands.is_empty()
                        && b.sub_operands.is_empty()
                }
                OperandRef::RegClass(_) => false,
            },
            _ => false,
        };
    if !fits {
        return mismatch(r, format!("'{}' does not fit here", r.name(d)));
    }
    alias_operand(r, types, alias, operands, arg, arg_name, ty).map(AliasResult::Operand)
}

/// Every `MnemonicAlias` def, in name order; `names` are the assembly
/// writers' (for `AsmVariantName`).
pub fn mnemonic_aliases(r: &mut Reader, names: &[String]) -> Vec<MnemonicAlias> {
    let mut out = Vec::new();
    for id in r.defs_of("MnemonicAlias") {
        let from = r.string(id, "FromMnemonic");
        let to = r.string(id, "ToMnemonic");
        let read_only_in = asm_variant::read_only_in(r, id, names);
        if let (Some(from), Some(to)) = (from, to) {
            out.push(MnemonicAlias { from, to, read_only_in });
        }
    }
    out
}
