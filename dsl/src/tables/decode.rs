//! The disassembler's tables: the decision tree over fixed-width
//! instructions' bits, each register class's registers by encoding, and
//! how each operand kind reads back (see `tdc_schema::decode`).
//!
//! The tree is built top-down. At each node, bits every remaining
//! candidate fixes (and that the path has not looked at) split them
//! without copying any; when no such bit tells them apart, a bit some of
//! them fix splits them, the ones that leave it to an operand going to
//! both sides. A leaf holds every candidate the bits on its path allow, in
//! the order they are tried: `DecoderPriority`, then more fixed bits first
//! (a more specific encoding before a more general one), then the
//! namespace's place in `DecoderNamespaces`, then definition order. The
//! target stage has already rejected overlaps this order does not settle.

use super::operands::KindTable;
use super::Tables;
use crate::target::decoding::{is_decoded, low_bits_first, namespace_rank};
use crate::target::{OperandRef, TargetModel};
use tdc_schema::decode::{sign, DecodeCandidate, DecoderTables, FixedDecoder, KindDecoder, LEAF, NO_NODE, NO_REGISTER};
use tdc_schema::OperandClass;

/// Register encodings above this get no table (x86 segment registers
/// carry their prefix byte in their encoding); such classes decode
/// through the target's own reading.
const MAX_TABLE_ENCODING: u16 = 1023;

/// The widest run of bits one node looks at.
const MAX_SWITCH_BITS: u32 = 8;

/// The decoder tables of `model`, whose lowered tables are `tables` (kinds
/// numbered by `kinds`).
pub(super) fn decoder(model: &TargetModel, tables: &mut Tables, kinds: &KindTable) -> DecoderTables {
    DecoderTables {
        fixed: fixed_decoder(model),
        class_registers: class_registers(tables),
        kinds: kind_decoders(model, tables, kinds),
        modrm: super::decode_modrm::modrm_decoder(model, tables),
    }
}

fn class_registers(tables: &Tables) -> Vec<Vec<u16>> {
    tables
        .reg_classes
        .iter()
        .map(|c| {
            let encodings = c.members.iter().map(|&m| tables.registers[m as usize].encoding);
            let Some(max) = encodings.clone().max().filter(|&m| m <= MAX_TABLE_ENCODING) else {
                return Vec::new();
            };
            let mut by_encoding = vec![NO_REGISTER; max as usize + 1];
            // The first member with an encoding takes it.
            for (&m, e) in c.members.iter().zip(encodings).rev() {
                by_encoding[e as usize] = m;
            }
            by_encoding
        })
        .collect()
}

fn kind_decoders(model: &TargetModel, tables: &mut Tables, kinds: &KindTable) -> Vec<KindDecoder> {
    let refs = kinds.refs();
    refs.iter()
        .zip(&tables.operand_kinds)
        .map(|(&r, kind)| {
            let OperandRef::Operand(t) = r else {
                return KindDecoder { sign: sign::UNSIGNED, in_range: false, method: None };
            };
            let t = &model.operand_types[t.0 as usize];
            let method = super::operands::number(&mut tables.fragment_names.decode, &t.decoder_method);
            let register = matches!(kind.class, OperandClass::Register { .. })
                || matches!(kind.class, OperandClass::Custom { reg_class: Some(_), .. });
            let m = &t.match_class;
            let sign = match t.decode_signed {
                _ if register => sign::UNSIGNED,
                Some(true) => sign::SIGNED,
                Some(false) => sign::UNSIGNED,
                None if m.min >= 0 => sign::UNSIGNED,
                None if m.min != i64::MIN => sign::SIGNED,
                None => sign::SIGNED_WHEN_FULL,
            };
            // A range given in the description bounds what reads back.
            let in_range = !register && !t.decode_out_of_range && (m.min != i64::MIN || m.max != i64::MAX);
            KindDecoder { sign, in_range, method }
        })
        .collect()
}

/// A candidate as the tree builder sees it: its checked bits in the
/// coordinates of the first word.
#[derive(Clone, Copy)]
struct Seen {
    index: u32,
    mask: u128,
    value: u128,
}

fn fixed_decoder(model: &TargetModel) -> FixedDecoder {
    let t = &model.target;
    let mut order: Vec<usize> = (0..model.instructions.len())
        .filter(|&i| {
            let inst = &model.instructions[i];
            is_decoded(inst, &t.decoder_namespaces)
                && inst.encoding.as_ref().is_some_and(|e| e.bits % 8 == 0 && (8..=128).contains(&e.bits))
        })
        .collect();
    let Some(word_bits) = order.iter().filter_map(|&i| model.instructions[i].encoding.as_ref()).map(|e| e.bits).min()
    else {
        return FixedDecoder::default();
    };
    let checked = |i: usize| {
        let e = model.instructions[i].encoding.as_ref().expect("filtered");
        let mask = e.fixed_mask & !e.decode_ignore;
        (mask, e.fixed_value & mask, e.bits, e.decode_ignore & !e.fixed_mask)
    };
    order.sort_by_key(|&i| {
        let inst = &model.instructions[i];
        let rank = namespace_rank(&inst.decoder_namespace, &t.decoder_namespaces).unwrap_or(usize::MAX);
        (std::cmp::Reverse(inst.decoder_priority), std::cmp::Reverse(checked(i).0.count_ones()), rank, i)
    });
    let mut candidates = Vec::with_capacity(order.len());
    let mut seen = Vec::with_capacity(order.len());
    for &i in &order {
        let (mask, value, bits, zero) = checked(i);
        let view = |x: u128| {
            let x = if low_bits_first(t.little_endian, t.instruction_word_bytes, bits) {
                x
            } else {
                x >> (bits - word_bits)
            };
            x & low_bits(word_bits)
        };
        seen.push(Seen { index: candidates.len() as u32, mask: view(mask), value: view(value) });
        candidates.push(DecodeCandidate { opcode: i as u16, bytes: (bits / 8) as u8, mask, value, zero });
    }
    let mut nodes = Vec::new();
    build(&seen, 0, low_bits(word_bits), &mut nodes);
    FixedDecoder { word_bytes: (word_bits / 8) as u8, nodes, candidates }
}

fn low_bits(n: u32) -> u128 {
    if n >= 128 {
        u128::MAX
    } else {
        (1u128 << n) - 1
    }
}

/// Appends the node for `cands` (the bits in `tested` already looked at,
/// `word` the bits a node may look at) and returns its index.
fn build(cands: &[Seen], tested: u128, word: u128, nodes: &mut Vec<u32>) -> u32 {
    let untested = word & !tested;
    let common = cands.iter().fold(untested, |m, c| m & c.mask);
    let first = cands.first().map_or(0, |c| c.value);
    let differ = cands.iter().fold(0, |d, c| d | (c.value ^ first)) & common;
    if differ != 0 {
        let (lo, width) = best_run(cands, common);
        let run = low_bits(width) << lo;
        let at = push_switch(nodes, lo, width);
        for field in 0..1u128 << width {
            let part: Vec<Seen> =
                cands.iter().copied().filter(|c| (c.value >> lo) & low_bits(width) == field).collect();
            if !part.is_empty() {
                let child = build(&part, tested | run, word, nodes);
                nodes[at + 1 + field as usize] = child;
            }
        }
        return at as u32;
    }
    // The bits every candidate fixes agree: the leaf checks them.
    let tested = tested | common;
    let untested = word & !tested;
    if cands.len() <= 1 {
        return push_leaf(nodes, cands);
    }
    // A bit some candidates fix, the one most of them fix.
    let best = (0..128u32)
        .filter(|&b| untested >> b & 1 != 0)
        .map(|b| (cands.iter().filter(|c| c.mask >> b & 1 != 0).count(), b))
        .filter(|&(n, _)| n > 0)
        .max_by_key(|&(n, b)| (n, std::cmp::Reverse(b)));
    let Some((_, bit)) = best else { return push_leaf(nodes, cands) };
    let at = push_switch(nodes, bit, 1);
    for value in 0..2u128 {
        let part: Vec<Seen> =
            cands.iter().copied().filter(|c| c.mask >> bit & 1 == 0 || c.value >> bit & 1 == value).collect();
        if !part.is_empty() {
            let child = build(&part, tested | 1 << bit, word, nodes);
            nodes[at + 1 + value as usize] = child;
        }
    }
    at as u32
}

/// The run of `common` bits (at most [`MAX_SWITCH_BITS`]) whose values
/// split the candidates into the most groups.
fn best_run(cands: &[Seen], common: u128) -> (u32, u32) {
    let mut best = (0usize, 0u32, 0u32);
    let mut lo = 0u32;
    while lo < 128 {
        if common >> lo & 1 == 0 {
            lo += 1;
            continue;
        }
        let mut width = 0;
        while lo + width < 128 && width < MAX_SWITCH_BITS && common >> (lo + width) & 1 != 0 {
            width += 1;
        }
        let mut values: Vec<u128> = cands.iter().map(|c| (c.value >> lo) & low_bits(width)).collect();
        values.sort_unstable();
        values.dedup();
        if values.len() > best.0 {
            best = (values.len(), lo, width);
        }
        lo += width;
    }
    (best.1, best.2)
}

fn push_switch(nodes: &mut Vec<u32>, lo: u32, width: u32) -> usize {
    let at = nodes.len();
    nodes.push(lo | width << 8);
    nodes.extend(std::iter::repeat_n(NO_NODE, 1 << width));
    at
}

fn push_leaf(nodes: &mut Vec<u32>, cands: &[Seen]) -> u32 {
    let at = nodes.len();
    nodes.push(LEAF | cands.len().min(0xffff) as u32);
    nodes.extend(cands.iter().take(0xffff).map(|c| c.index));
    at as u32
}
