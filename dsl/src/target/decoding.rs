//! What the disassembler will decode, and the check that it can always
//! tell which instruction some bytes are.
//!
//! Fixed-width instructions whose encodings overlap (some word matches the
//! fixed bits of both) are ranked, in order, by `DecoderPriority` (higher
//! first), by specificity (one whose fixed bits include all of the other's
//! wins), and, between equal encodings, by the order of their namespaces
//! in the Target's `DecoderNamespaces`. Two that none of these ranks are
//! an error naming both.

use super::reader::Reader;
use super::Instruction;
use crate::diag::{codes, Diagnostic};

/// Whether the disassembler reads `inst`: it has a fixed-width encoding
/// and [`is_decodable`].
pub fn is_decoded(inst: &Instruction, namespaces: &[String]) -> bool {
    inst.encoding.is_some() && is_decodable(inst, namespaces)
}

/// Whether `inst` is one the disassembler may decode to: a real
/// instruction (not a pseudo, an assembler-only spelling, or a
/// code-generator-only one unless ForceDisassemble) in a namespace the
/// target decodes.
pub fn is_decodable(inst: &Instruction, namespaces: &[String]) -> bool {
    let f = &inst.flags;
    !f.is_pseudo
        && (!f.is_codegen_only || inst.force_disassemble)
        && !f.is_asm_parser_only
        && namespace_rank(&inst.decoder_namespace, namespaces).is_some()
}

/// Where `namespace` comes in the target's `DecoderNamespaces` (an empty
/// list decodes the default namespace alone); `None` when not decoded.
pub fn namespace_rank(namespace: &str, namespaces: &[String]) -> Option<usize> {
    if namespaces.is_empty() {
        return namespace.is_empty().then_some(0);
    }
    namespaces.iter().position(|n| n == namespace)
}

/// Whether the first bytes of an instruction of `bits` bits hold its least
/// significant bits: stored whole in little-endian order, not as words of
/// `word_bytes` (the Target's InstructionWordBytes), most significant
/// first, as PowerPC's prefixed instructions are.
pub fn low_bits_first(little_endian: bool, word_bytes: u8, bits: u32) -> bool {
    let (w, len) = (u32::from(word_bytes), bits / 8);
    let in_words = w > 0 && w < len && len % w == 0;
    little_endian && !in_words
}

/// The bits of an encoding the decoder checks, and their values, seen in
/// the first `common` bits of the instruction's bytes (`order`: the
/// target's little-endianness and InstructionWordBytes).
fn checked_bits(inst: &Instruction, common: u32, order: (bool, u8)) -> (u128, u128) {
    let e = inst.encoding.as_ref().expect("decoded instructions have encodings");
    let mask = e.fixed_mask & !e.decode_ignore;
    let view = |x: u128| {
        if low_bits_first(order.0, order.1, e.bits) {
            x & low_bits(common)
        } else {
            (x >> (e.bits - common)) & low_bits(common)
        }
    };
    (view(mask), view(e.fixed_value & mask))
}

fn low_bits(n: u32) -> u128 {
    if n >= 128 {
        u128::MAX
    } else {
        (1u128 << n) - 1
    }
}

/// Reports pairs of decoded instructions that some word matches and
/// nothing ranks.
pub fn check_overlaps(r: &mut Reader, insts: &[Instruction], namespaces: &[String], order: (bool, u8)) {
    let decoded: Vec<&Instruction> = insts.iter().filter(|i| is_decoded(i, namespaces)).collect();
    let bits = |i: &Instruction| i.encoding.as_ref().map_or(0, |e| e.bits);
    for (a_index, a) in decoded.iter().enumerate() {
        for b in &decoded[a_index + 1..] {
            if a.decoder_priority != b.decoder_priority {
                continue;
            }
            let common = bits(a).min(bits(b));
            let (ma, va) = checked_bits(a, common, order);
            let (mb, vb) = checked_bits(b, common, order);
            if (va ^ vb) & ma & mb != 0 {
                continue;
            }
            let a_covers_b = mb & !ma == 0;
            let b_covers_a = ma & !mb == 0;
            let resolved = match (a_covers_b, b_covers_a) {
                (true, false) | (false, true) => true,
                // Equal in the bytes both have: the longer one is more
                // specific; of equal length, the namespace decides (the
                // same namespace is the equal-encoding error, reported
                // already).
                (true, true) => {
                    let (ea, eb) = (a.encoding.as_ref(), b.encoding.as_ref());
                    let same = ea.zip(eb).is_some_and(|(x, y)| {
                        (x.bits, x.fixed_mask, x.fixed_value) == (y.bits, y.fixed_mask, y.fixed_value)
                    });
                    bits(a) != bits(b) || a.decoder_namespace != b.decoder_namespace || same
                }
                (false, false) => false,
            };
            if resolved {
                continue;
            }
            let word = va | vb;
            let digits = common.div_ceil(4) as usize;
            let msg = format!(
                "the disassembler cannot tell '{}' from '{}': both match {:#0width$x} and neither's fixed bits include \
                 the other's",
                a.name,
                b.name,
                word,
                width = digits + 2
            );
            let d = Diagnostic::error(codes::DECODE_AMBIGUOUS, msg)
                .at(b.span, "second instruction")
                .with_label(a.span, "first instruction")
                .with_note(format!("'{}' fixes bits {:#x}; '{}' fixes bits {:#x}", a.name, ma, b.name, mb))
                .with_help(
                    "give one a higher DecoderPriority, list one of them in DecodeIgnore, or move one to a \
                     DecoderNamespace the target does not decode",
                );
            r.error(d);
        }
    }
}
