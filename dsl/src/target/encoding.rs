//! Encodings: the `Inst` bits of an instruction split into fixed bits and
//! runs of operand bits, and the check that a decoder can tell
//! instructions apart.

use super::operands::OperandTypes;
use super::reader::Reader;
use super::{Encoding, FieldPlacement, InstOperand, Instruction, OperandRef};
use crate::diag::{codes, Diagnostic};
use crate::records::value::{Init, Kind};
use crate::records::RecordId;
use crate::source::Span;
use std::collections::HashMap;

/// The encoding of `id` from its `Inst` field, or `None` when it has none
/// (or it is wrong, after reporting why).
pub fn extract(r: &mut Reader, id: RecordId, operands: &[InstOperand], types: &OperandTypes) -> Option<Encoding> {
    let inst = r.optional(id, "Inst")?;
    let Kind::Bits(bits) = &inst.kind else {
        let msg = format!("field 'Inst' of '{}' must be bits", r.name(id));
        r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(r.declaration_span(id, "Inst"), "not bits"));
        return None;
    };
    let name = r.name(id);
    if bits.len() > 128 {
        let msg = format!("the encoding of '{name}' is {} bits wide; at most 128 are supported", bits.len());
        r.error(Diagnostic::error(codes::ENCODING_SIZE, msg).at(r.declaration_span(id, "Inst"), "too wide"));
        return None;
    }
    let field_span = r.declaration_span(id, "Inst");
    let before = r.diags.len();
    let mut fixed_value = 0u128;
    let mut fixed_mask = 0u128;
    // (operand, sub-operand, operand bit) for each encoding bit.
    let mut sources: Vec<Option<(u32, Option<u32>, u32)>> = vec![None; bits.len()];
    let mut placed: HashMap<(u32, Option<u32>, u32), (usize, Span)> = HashMap::new();
    let mut unset: Vec<usize> = Vec::new();
    // Reported once per field (or per pair of places), not once per bit.
    let mut unknown: Vec<(String, Span, Vec<usize>)> = Vec::new();
    let mut expressions: Vec<Expression> = Vec::new();
    let mut twice: Vec<EncodedTwice> = Vec::new();
    for (i, bit) in bits.iter().enumerate() {
        // Bits computed without a source position fall back to the field.
        let span = if bit.span != Span::default() { bit.span } else { field_span };
        match &bit.kind {
            Kind::Bit(b) => {
                fixed_mask |= 1 << i;
                fixed_value |= (*b as u128) << i;
            }
            Kind::Unset => unset.push(i),
            Kind::VarBit(var, j) => {
                let Kind::Var(field, _) = &var.kind else {
                    note_expression(&mut expressions, bit, i, span);
                    continue;
                };
                let Some((operand, sub)) = find_field(operands, types, field) else {
                    match unknown.iter_mut().find(|(f, s, _)| *f == field.to_string() && *s == span) {
                        Some((_, _, list)) => list.push(i),
                        None => unknown.push((field.to_string(), span, vec![i])),
                    }
                    continue;
                };
                let key = (operand, sub, *j);
                if let Some(&(first, first_span)) = placed.get(&key) {
                    let field = field.to_string();
                    match twice.iter_mut().find(|t| t.field == field && t.span == span && t.first_span == first_span) {
                        Some(t) => t.bits.push((*j, first, i)),
                        None => twice.push(EncodedTwice { field, span, first_span, bits: vec![(*j, first, i)] }),
                    }
                    continue;
                }
                placed.insert(key, (i, span));
                sources[i] = Some(key);
            }
            _ => note_expression(&mut expressions, bit, i, span),
        }
    }
    for Expression { span, bits: list, help } in expressions {
        let msg = format!(
            "encoding bits {} of '{name}' come from an expression, not from bits or operand bits",
            bit_ranges(&list)
        );
        let mut d = Diagnostic::error(codes::ENCODING_UNKNOWN_FIELD, msg).at(span, "cannot encode this");
        if let Some(help) = help {
            d = d.with_help(help);
        }
        r.error(d);
    }
    for (field, span, list) in unknown {
        let msg =
            format!("encoding bits {} of '{name}' come from '{field}', which is not an operand", bit_ranges(&list));
        let mut d = Diagnostic::error(codes::ENCODING_UNKNOWN_FIELD, msg).at(span, "not an operand");
        let names: Vec<String> = operands.iter().map(|o| format!("${}", o.name)).collect();
        if !names.is_empty() {
            d = d.with_note(format!("the operands of '{name}' are {}", names.join(", ")));
        }
        r.error(d);
    }
    for EncodedTwice { field, span, first_span, bits: list } in twice {
        let field_bits: Vec<usize> = list.iter().map(|&(j, _, _)| j as usize).collect();
        let firsts: Vec<usize> = list.iter().map(|&(_, f, _)| f).collect();
        let seconds: Vec<usize> = list.iter().map(|&(_, _, s)| s).collect();
        let (a, b) = (bit_ranges(&firsts), bit_ranges(&seconds));
        let msg =
            format!("bits {} of '{field}' are encoded twice in '{name}', at bits {a} and {b}", bit_ranges(&field_bits));
        let mut d = Diagnostic::error(codes::ENCODING_TWICE, msg).at(span, format!("bits {b}"));
        if first_span != span {
            d = d.with_label(first_span, format!("bits {a}"));
        }
        r.error(d);
    }
    if !unset.is_empty() {
        let ranges = bit_ranges(&unset);
        let msg = format!("encoding bits {ranges} of '{name}' are left unset ('?')");
        let d = Diagnostic::error(codes::ENCODING_UNSET, msg)
            .at(field_span, "'Inst' declared or set here")
            .with_help("set them to 0 or 1, or take them from an operand");
        r.error(d);
    }
    if r.diags.len() > before {
        return None;
    }
    check_ranges(r, &name, operands, types, &placed);
    let decode_ignore = decode_ignore(r, id, bits.len())?;
    Some(Encoding { bits: bits.len() as u32, fixed_value, fixed_mask, decode_ignore, fields: runs(&sources) })
}

/// The note naming the other instructions an error is about.
const SAME_FOR: &str = "the same for ";

/// Reports `make()`'s error, or, when an error of `code` at `span` was
/// reported already (instructions of one format share the span), names
/// instruction `name` in its note instead.
fn report_once(r: &mut Reader, code: &str, span: Span, name: &str, make: impl FnOnce() -> Diagnostic) {
    let same = |d: &&mut Diagnostic| d.code == code && d.primary.as_ref().is_some_and(|l| l.span == span);
    match r.diags.iter_mut().find(same) {
        Some(d) => match d.notes.last_mut() {
            Some(note) if note.starts_with(SAME_FOR) => note.push_str(&format!(", '{name}'")),
            _ => d.notes.push(format!("{SAME_FOR}'{name}'")),
        },
        None => r.error(make()),
    }
}

/// Checks the bits immediate operands give the encoding: a range that
/// needs more bits than the encoding takes is E0615 (`ImmRange<0, 1023>`
/// into `Inst{7-0}` would write 1000 as 232). Values fit when they fit the
/// placed bits as signed or as unsigned numbers (x86's imm8 takes
/// -128..255). Operands encoded by a Rust function, those with bits left
/// out below the highest placed one (PowerPC's hinted `bc+` takes `BO{4-2}`
/// on purpose; telling that from a mistake needs a declaration not written
/// yet), and those that keep the low bits on purpose (`PartlyEncoded`) are
/// not judged.
fn check_ranges(
    r: &mut Reader,
    name: &str,
    operands: &[InstOperand],
    types: &OperandTypes,
    placed: &HashMap<(u32, Option<u32>, u32), (usize, Span)>,
) {
    use super::OperandCategory::{Immediate, PcRel};
    for (i, op) in operands.iter().enumerate() {
        let tied = op.tied_to.is_some() || operands.iter().any(|o| o.tied_to == Some(i as u32));
        if !tied && !types.carries_nothing(op.ty) && !placed.keys().any(|(o, _, _)| *o == i as u32) {
            let operand = &op.name;
            report_once(r, codes::ENCODING_UNUSED_OPERAND, op.span, name, || {
                let msg = format!("operand ${operand} of '{name}' reaches no bit of the encoding");
                Diagnostic::error(codes::ENCODING_UNUSED_OPERAND, msg)
                    .at(op.span, "never encoded")
                    .with_help("place its bits in `Inst`, tie it to another operand in `Constraints`, or remove it")
            });
            continue;
        }
        let OperandRef::Operand(t) = op.ty else { continue };
        let ty = types.get(t);
        let class = &ty.match_class;
        let plain = matches!(ty.category, Immediate | PcRel)
            && !ty.partly_encoded
            && ty.encoder_method.is_empty()
            && ty.encoded_value.is_empty()
            && class.parser_method.is_empty()
            && ty.sub_operands.is_empty();
        if !plain {
            continue;
        }
        let bits: Vec<(u32, Span)> =
            placed.iter().filter(|((o, sub, _), _)| *o == i as u32 && sub.is_none()).map(|(k, v)| (k.2, v.1)).collect();
        let Some(&(top, span)) = bits.iter().max_by_key(|(j, _)| *j) else { continue };
        if top >= 62 {
            continue;
        }
        if bits.len() as u32 != top + 1 {
            let missing: Vec<usize> =
                (0..top as usize).filter(|j| !bits.iter().any(|(b, _)| *b as usize == *j)).collect();
            let operand = &op.name;
            report_once(r, codes::ENCODING_DROPPED_BITS, span, name, || {
                let bits = if missing.len() == 1 { "bit" } else { "bits" };
                let msg = format!(
                    "{bits} {} of operand ${operand} of '{name}' reach no bit of the encoding",
                    bit_ranges(&missing)
                );
                let help = "place them; for a value whose low bits are always zero, give the operand a `Scale` \
                            (its field then holds value >> Scale, placed from bit 0); set `PartlyEncoded = 1` \
                            when the encoding takes part of the value on purpose";
                Diagnostic::error(codes::ENCODING_DROPPED_BITS, msg)
                    .at(span, format!("bits up to {top} placed"))
                    .with_help(help)
            });
            continue;
        }
        let bounded =
            ty.category == Immediate && class.min <= class.max && (class.min, class.max) != (i64::MIN, i64::MAX);
        if !bounded {
            continue;
        }
        // A scaled operand's field holds value >> scale.
        let width = top + 1;
        let (min, max) = (class.min >> ty.scale, class.max >> ty.scale);
        if min >= -(1i64 << (width - 1)) && max < (1i64 << width) {
            continue;
        }
        report_once(r, codes::ENCODING_RANGE, span, name, || {
            let msg = format!(
                "operand ${} of '{name}' accepts {}..={} ({}), but the encoding takes {width} of its bits",
                op.name, class.min, class.max, class.name
            );
            let help = "narrow the operand's range, place more of its bits in the encoding, or set `PartlyEncoded = 1` on the operand when the encoding keeps the low bits on purpose";
            Diagnostic::error(codes::ENCODING_RANGE, msg).at(span, format!("bits 0-{top} only")).with_help(help)
        });
    }
}

/// The instruction's `DecodeIgnore` bits, when it has the field: as wide
/// as `Inst`, every bit 0 or 1.
fn decode_ignore(r: &mut Reader, id: RecordId, width: usize) -> Option<u128> {
    let Some(field) = r.optional(id, "DecodeIgnore") else { return Some(0) };
    let span = r.field_span(id, "DecodeIgnore");
    let name = r.name(id);
    let bits = match &field.kind {
        Kind::Bits(bits) if bits.len() == width => bits,
        _ => {
            let msg = format!("'DecodeIgnore' of '{name}' must be bits as wide as its 'Inst' ({width})");
            r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(span, "not bits of that width"));
            return None;
        }
    };
    let mut mask = 0u128;
    for (i, bit) in bits.iter().enumerate() {
        match bit.kind {
            Kind::Bit(true) => mask |= 1 << i,
            Kind::Bit(false) => {}
            _ => {
                let msg = format!("bit {i} of 'DecodeIgnore' of '{name}' must be 0 or 1");
                r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(span, "not a fixed bit"));
                return None;
            }
        }
    }
    Some(mask)
}

/// Encoding bits that hold an expression, gathered per source position so
/// that `let Inst{15-8} = op` with a stuck `op` is one error, not eight.
struct Expression {
    span: Span,
    bits: Vec<usize>,
    /// Why the expression is stuck, when that is known.
    help: Option<String>,
}

fn note_expression(expressions: &mut Vec<Expression>, bit: &Init, i: usize, span: Span) {
    match expressions.iter_mut().find(|e| e.span == span) {
        Some(e) => e.bits.push(i),
        None => expressions.push(Expression { span, bits: vec![i], help: bit.unfit_integer_help() }),
    }
}

/// The operand (and sub-operand) a field name refers to: an operand's name,
/// or `operand_suboperand` for a part of a multi-slot operand.
fn find_field(operands: &[InstOperand], types: &OperandTypes, field: &str) -> Option<(u32, Option<u32>)> {
    for (i, op) in operands.iter().enumerate() {
        if op.name == field {
            return Some((i as u32, None));
        }
        let OperandRef::Operand(t) = op.ty else { continue };
        let Some(rest) = field.strip_prefix(op.name.as_str()).and_then(|s| s.strip_prefix('_')) else { continue };
        if let Some(s) = types.get(t).sub_operands.iter().position(|s| s.name == rest) {
            return Some((i as u32, Some(s as u32)));
        }
    }
    None
}

/// Groups operand bits into runs where both the operand bit and the
/// Operand bits placed in the encoding a second time, reported together
/// when they come from the same two places.
struct EncodedTwice {
    field: String,
    /// The second placement.
    span: Span,
    first_span: Span,
    /// (operand bit, first encoding bit, second encoding bit).
    bits: Vec<(u32, usize, usize)>,
}

/// encoding bit advance by one.
fn runs(sources: &[Option<(u32, Option<u32>, u32)>]) -> Vec<FieldPlacement> {
    let mut out: Vec<FieldPlacement> = Vec::new();
    for (i, src) in sources.iter().enumerate() {
        let Some((operand, sub_operand, bit)) = *src else { continue };
        if let Some(last) = out.last_mut() {
            if last.operand == operand
                && last.sub_operand == sub_operand
                && last.inst_bit + last.width == i as u32
                && last.operand_bit + last.width == bit
            {
                last.width += 1;
                continue;
            }
        }
        out.push(FieldPlacement { operand, sub_operand, operand_bit: bit, inst_bit: i as u32, width: 1 });
    }
    out
}

fn bit_ranges(bits: &[usize]) -> String {
    let mut parts = Vec::new();
    let mut i = 0;
    while i < bits.len() {
        let start = bits[i];
        let mut end = start;
        while i + 1 < bits.len() && bits[i + 1] == end + 1 {
            i += 1;
            end = bits[i];
        }
        parts.push(if start == end { start.to_string() } else { format!("{end}-{start}") });
        i += 1;
    }
    parts.reverse();
    parts.join(", ")
}

/// Reports pairs of encoded instructions in one decoder namespace whose
/// fixed bits are the same: nothing in the bytes tells them apart.
pub fn check_conflicts(r: &mut Reader, insts: &[Instruction]) {
    // Instructions of different DecoderPriority are ranked by it.
    let mut seen: HashMap<(&str, i64, u32, u128, u128), usize> = HashMap::new();
    for (i, inst) in insts.iter().enumerate() {
        let Some(enc) = &inst.encoding else { continue };
        if inst.flags.is_pseudo || inst.flags.is_codegen_only {
            continue;
        }
        let key = (inst.decoder_namespace.as_str(), inst.decoder_priority, enc.bits, enc.fixed_mask, enc.fixed_value);
        if let Some(&first) = seen.get(&key) {
            let other = &insts[first];
            let msg = format!(
                "'{}' and '{}' have the same fixed encoding; a decoder could not tell them apart",
                other.name, inst.name
            );
            let d = Diagnostic::error(codes::ENCODING_CONFLICT, msg)
                .at(inst.span, "second instruction")
                .with_label(other.span, "first instruction")
                .with_note(format!("fixed bits: {:#x} under mask {:#x}", enc.fixed_value, enc.fixed_mask))
                .with_help("change a fixed bit, or put one in another DecoderNamespace");
            r.error(d);
        } else {
            seen.insert(key, i);
        }
    }
}
