//! Instructions: operand lists, tied-operand constraints, flags, implicit
//! registers, assembly syntax and encoding.

use super::operands::OperandTypes;
use super::reader::Reader;
use super::{asm_string, asm_variant, encoding, modrm};
use super::{AsmVariant, InstFlags, InstOperand, Instruction, OperandRef, RegId, Register};
use crate::diag::{codes, Diagnostic};
use crate::records::value::Kind;
use crate::records::RecordId;
use crate::source::Span;
use rustc_hash::FxHashMap as HashMap;

/// Every `Instruction` def, in name order.
pub fn instructions(
    r: &mut Reader,
    regs: &[Register],
    types: &mut OperandTypes,
    (variants, names): (&[AsmVariant], &[String]),
) -> Vec<Instruction> {
    let reg_index: HashMap<&str, RegId> =
        regs.iter().enumerate().map(|(i, g)| (g.name.as_str(), RegId(i as u32))).collect();
    let ids = r.defs_of("Instruction");
    let mut out = Vec::with_capacity(ids.len());
    for id in ids {
        if let Some(mut inst) = instruction(r, id, &reg_index, types, variants) {
            inst.read_only_in = asm_variant::read_only_in(r, id, names);
            out.push(inst);
        }
    }
    out
}

fn instruction(
    r: &mut Reader,
    id: RecordId,
    reg_index: &HashMap<&str, RegId>,
    types: &mut OperandTypes,
    variants: &[AsmVariant],
) -> Option<Instruction> {
    let name = r.name(id);
    let before = r.diags.len();
    let mut operands = Vec::new();
    let mut next_slot = 0u32;
    operand_list(r, id, "OutOperandList", true, types, &mut operands, &mut next_slot);
    operand_list(r, id, "InOperandList", false, types, &mut operands, &mut next_slot);
    if r.diags.len() > before {
        return None;
    }
    constraints(r, id, &mut operands, types);
    let distinct = distinct_registers(r, id, &operands);
    let asm_string = r.string_or_empty(id, "AsmString");
    let asm_span = r.field_span(id, "AsmString");
    let lookup = |n: &str| operands.iter().position(|o| o.name == n).map(|i| i as u32);
    let asm = asm_string::parse(r, &asm_string, asm_span, 0, &format!("'{name}'"), &lookup).unwrap_or_default();
    let variant_asm = asm_variant::all_variants(r, &asm_string, asm_span, variants, &format!("'{name}'"), &lookup);
    let comment_string = r.string_or_empty(id, "AsmComment");
    let comment_span = r.field_span(id, "AsmComment");
    let comment = asm_string::parse(r, &comment_string, comment_span, 0, &format!("'{name}' (AsmComment)"), &lookup)
        .unwrap_or_default();
    let size_field = r.int_or(id, "Size", 0).max(0) as u64;
    let size = u32::try_from(size_field).unwrap_or(u32::MAX);
    let encoding = encoding::extract(r, id, &operands, types);
    if let Some(enc) = &encoding {
        if size_field != 0 && enc.bits as u64 != size_field.saturating_mul(8) {
            let msg = format!("'{name}' has Size = {size_field} bytes but its encoding is {} bits wide", enc.bits);
            let d = Diagnostic::error(codes::ENCODING_SIZE, msg)
                .at(r.declaration_span(id, "Inst"), format!("{} bits", enc.bits))
                .with_label(r.field_span(id, "Size"), format!("{} bits", size_field.saturating_mul(8)));
            r.error(d);
        }
    }
    let modrm = modrm::extract(r, id, &operands, types);
    let implicit = |r: &mut Reader, field: &str| -> Vec<RegId> {
        let mut list = Vec::new();
        for (d, span) in r.def_list(id, field) {
            match reg_index.get(r.name(d).as_str()) {
                Some(&reg) => list.push(reg),
                None => {
                    let msg = format!("'{}' in {field} of '{name}' is not a register", r.name(d));
                    r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(span, "not a register"));
                }
            }
        }
        list
    };
    let defs = implicit(r, "Defs");
    let uses = implicit(r, "Uses");
    let predicates = r.def_list(id, "Predicates").into_iter().map(|(d, _)| r.name(d)).collect();
    let flags = InstFlags {
        may_load: r.flag(id, "mayLoad"),
        may_store: r.flag(id, "mayStore"),
        is_branch: r.flag(id, "isBranch"),
        is_indirect_branch: r.flag(id, "isIndirectBranch"),
        is_call: r.flag(id, "isCall"),
        is_return: r.flag(id, "isReturn"),
        is_terminator: r.flag(id, "isTerminator"),
        is_barrier: r.flag(id, "isBarrier"),
        is_commutable: r.flag(id, "isCommutable"),
        is_move_imm: r.flag(id, "isMoveImm"),
        is_move_reg: r.flag(id, "isMoveReg"),
        is_compare: r.flag(id, "isCompare"),
        has_side_effects: r.flag(id, "hasSideEffects"),
        is_pseudo: r.flag(id, "isPseudo"),
        is_codegen_only: r.flag(id, "isCodeGenOnly"),
        is_asm_parser_only: r.flag(id, "isAsmParserOnly"),
        is_prefix: r.flag(id, "isPrefix"),
        is_prefixable: r.flag(id, "isPrefixable"),
        is_prefix_exempt: r.flag(id, "isPrefixExempt"),
        element_bits: match (r.int_or(id, "PrefixElementBits", -1), operands.first().map(|o| o.ty)) {
            (bits @ 0.., _) => bits.min(128) as u32,
            (_, Some(OperandRef::Operand(o))) => types.get(o).element_bits,
            _ => 0,
        },
    };
    Some(Instruction {
        name,
        operands,
        distinct,
        num_slots: next_slot,
        asm_string,
        asm,
        variant_asm,
        comment,
        encoding,
        modrm,
        size,
        flags,
        defs,
        uses,
        predicates,
        read_only_in: None,
        decoder_namespace: r.string_or_empty(id, "DecoderNamespace"),
        decoder_priority: r.int_or(id, "DecoderPriority", 0),
        force_disassemble: r.flag(id, "ForceDisassemble"),
        ignores_modrm_reg: r.flag(id, "IgnoresModRMReg"),
        explicit_no_prefix: r.flag(id, "ExplicitNoPrefix"),
        implicit_address: r.flag(id, "ImplicitAddress"),
        ignores_modrm_rm: r.flag(id, "IgnoresModRMRm"),
        implicit_segment: r.flag(id, "ImplicitSegment"),
        vex_l_ignored: r.flag(id, "VexLIG"),
        vex_w_ignored: r.flag(id, "VexWIG"),
        prefixes_ignored: r.flag(id, "PrefixesIgnored"),
        only_64bit_mode: r.flag(id, "Only64BitMode"),
        lock_elision_hint: r.flag(id, "LockElisionHint"),
        relaxed: None,
        span: r.loc(id),
    })
}

fn operand_list(
    r: &mut Reader,
    id: RecordId,
    field: &str,
    is_output: bool,
    types: &mut OperandTypes,
    operands: &mut Vec<InstOperand>,
    next_slot: &mut u32,
) {
    let Some(list) = r.value(id, field) else { return };
    let Kind::Dag(op, _, args) = &list.kind else {
        let msg = format!("{field} of '{}' must be a dag", r.name(id));
        r.error(Diagnostic::error(codes::OPERAND_LIST, msg).at(list.span, "not a dag"));
        return;
    };
    let want = if is_output { "outs" } else { "ins" };
    if op.as_def().map(|d| r.name(d)).as_deref() != Some(want) {
        let msg = format!("{field} of '{}' must be written ({want} ...)", r.name(id));
        r.error(Diagnostic::error(codes::OPERAND_LIST, msg).at(op.span, format!("expected '{want}'")));
    }
    for (arg, arg_name) in args {
        let Kind::Def(d) = arg.kind else {
            let msg = format!("operand of '{}' must be a register class or operand", r.name(id));
            r.error(Diagnostic::error(codes::OPERAND_LIST, msg).at(arg.span, "not a record"));
            continue;
        };
        let Some(name) = arg_name else {
            let msg = format!("operand '{}' of '{}' has no name", r.name(d), r.name(id));
            let d = Diagnostic::error(codes::OPERAND_LIST, msg).at(arg.span, "unnamed operand");
            r.error(d.with_help("name it, for example `GPR:$dst`"));
            continue;
        };
        if let Some(prev) = operands.iter().find(|o| o.name == **name) {
            let msg = format!("'{}' has two operands named '${name}'", r.name(id));
            let d = Diagnostic::error(codes::OPERAND_LIST, msg).at(arg.span, "second").with_label(prev.span, "first");
            r.error(d);
            continue;
        }
        let Some(ty) = types.resolve(r, d, arg.span) else { continue };
        let slots: Vec<OperandRef> = match ty {
            OperandRef::Operand(t) if !types.get(t).sub_operands.is_empty() => {
                types.get(t).sub_operands.iter().map(|s| s.ty).collect()
            }
            _ => vec![ty],
        };
        let first_slot = *next_slot;
        *next_slot += slots.len() as u32;
        operands.push(InstOperand {
            name: name.to_string(),
            ty,
            is_output,
            first_slot,
            slots,
            tied_to: None,
            span: arg.span,
        });
    }
}

/// Reads `Constraints`: "$a = $b" ties, "@earlyclobber $a", comma-separated.
fn constraints(r: &mut Reader, id: RecordId, operands: &mut [InstOperand], types: &OperandTypes) {
    let text = r.string_or_empty(id, "Constraints");
    if text.trim().is_empty() {
        return;
    }
    let span = r.field_span(id, "Constraints");
    let mut offset = 0;
    for part in text.split(',') {
        let part_offset = offset;
        offset += part.len() + 1;
        let at = |r: &Reader, needle: &str| {
            let within = part.find(needle).unwrap_or(0);
            r.span_in_string(span, &text, part_offset + within, needle.len().max(1))
        };
        let trimmed = part.trim();
        if let Some(rest) = trimmed.strip_prefix("@earlyclobber") {
            let name = rest.trim();
            if lookup_operand(operands, name).is_none() {
                unknown(r, id, name, at(r, name));
            }
            continue;
        }
        let Some((left, right)) = trimmed.split_once('=') else {
            let msg = format!("malformed constraint '{trimmed}' in '{}'", r.name(id));
            let d = Diagnostic::error(codes::CONSTRAINT, msg).at(at(r, trimmed), "expected \"$a = $b\"");
            r.error(d);
            continue;
        };
        let (left, right) = (left.trim(), right.trim());
        let a = lookup_operand(operands, left);
        let b = lookup_operand(operands, right);
        if a.is_none() {
            unknown(r, id, left, at(r, left));
        }
        if b.is_none() {
            unknown(r, id, right, at(r, right));
        }
        let (Some(a), Some(b)) = (a, b) else { continue };
        // The input is tied to the output, whichever side each is written on.
        let (out, input) = if operands[a].is_output { (a, b) } else { (b, a) };
        // Registers of one class written two ways (an x register written
        // as its w half) may be tied too.
        let class = |t: &OperandRef| match *t {
            OperandRef::RegClass(c) => Some(c),
            OperandRef::Operand(o) => types.get(o).reg_class.filter(|_| types.get(o).sub_operands.is_empty()),
        };
        let same = operands[out].slots == operands[input].slots
            || (operands[out].slots.len() == 1
                && operands[input].slots.len() == 1
                && class(&operands[out].slots[0]).is_some()
                && class(&operands[out].slots[0]) == class(&operands[input].slots[0]));
        if !operands[out].is_output || operands[input].is_output || !same {
            let msg = format!(
                "'{}' ties '{left}' and '{right}', which must be an output and an input of the same type",
                r.name(id)
            );
            let d = Diagnostic::error(codes::CONSTRAINT, msg).at(at(r, trimmed), "cannot tie these");
            r.error(d);
            continue;
        }
        operands[input].tied_to = Some(out as u32);
    }
}

/// Reads `DistinctRegisters`: "$a != $b: message" (the message optional)
/// for single-slot operands, separated by semicolons.
fn distinct_registers(r: &mut Reader, id: RecordId, operands: &[InstOperand]) -> Vec<(u32, u32, String)> {
    let text = r.string_or_empty(id, "DistinctRegisters");
    let span = r.field_span(id, "DistinctRegisters");
    let mut pairs = Vec::new();
    let mut part_offset = 0;
    for part in text.split(';') {
        let offset = part_offset;
        part_offset += part.len() + 1;
        if part.trim().is_empty() {
            continue;
        }
        let at = |r: &Reader, needle: &str| {
            let within = part.find(needle).unwrap_or(0);
            r.span_in_string(span, &text, offset + within, needle.len().max(1))
        };
        let (condition, message) = part.split_once(':').unwrap_or((part, ""));
        let Some((left, right)) = condition.split_once("!=") else {
            let msg = format!("malformed register constraint '{}' in '{}'", part.trim(), r.name(id));
            r.error(Diagnostic::error(codes::CONSTRAINT, msg).at(at(r, part.trim()), "expected \"$a != $b\""));
            continue;
        };
        let (left, right) = (left.trim(), right.trim());
        let (a, b) = (lookup_slot(operands, left), lookup_slot(operands, right));
        for (found, name) in [(a, left), (b, right)] {
            match found {
                None => unknown(r, id, name, at(r, name)),
                Some((i, None)) if operands[i].slots.len() != 1 => {
                    let msg = format!("'{}' constrains '{name}', which is not a single register operand", r.name(id));
                    r.error(
                        Diagnostic::error(codes::CONSTRAINT, msg)
                            .at(at(r, name), "several slots")
                            .with_help("name one of them as $operand.N"),
                    );
                }
                Some((i, Some(n))) if n >= operands[i].slots.len() => {
                    let msg = format!(
                        "'{}' constrains '{name}', and the operand has {} slots",
                        r.name(id),
                        operands[i].slots.len()
                    );
                    r.error(Diagnostic::error(codes::CONSTRAINT, msg).at(at(r, name), "no such slot"));
                }
                Some(_) => {}
            }
        }
        if let (Some((a, na)), Some((b, nb))) = (a, b) {
            let slot = |i: usize, n: Option<usize>| operands[i].first_slot + n.unwrap_or(0) as u32;
            pairs.push((slot(a, na), slot(b, nb), message.trim().to_string()));
        }
    }
    pairs
}

/// `$name` (the operand) or `$name.N` (its slot N, a register inside a
/// memory operand).
fn lookup_slot(operands: &[InstOperand], written: &str) -> Option<(usize, Option<usize>)> {
    match written.split_once('.') {
        Some((name, n)) => Some((lookup_operand(operands, name)?, Some(n.parse().ok()?))),
        None => Some((lookup_operand(operands, written)?, None)),
    }
}

fn lookup_operand(operands: &[InstOperand], written: &str) -> Option<usize> {
    let name = written.strip_prefix('$')?;
    operands.iter().position(|o| o.name == name)
}

fn unknown(r: &mut Reader, id: RecordId, name: &str, span: Span) {
    let msg = format!("constraint of '{}' names '{name}', which is not one of its operands", r.name(id));
    r.error(Diagnostic::error(codes::CONSTRAINT, msg).at(span, "unknown operand"));
}
