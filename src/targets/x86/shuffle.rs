//! The listing remarks of AVX-512 shuffles whose mask an immediate
//! gives (`# zmm2 {%k1} = zmm1[3,2,1,0,7,6,5,4,...]`), as llvm-mc writes
//! them. The `.td` asks for one in an instruction's AsmComment with
//! `${imm:decoder.bits}`; the immediate's printer lands here with the
//! decoder's name and the element size.
//!
//! The sources are the instruction's register and memory operands after
//! the destination, less the opmask and the operands tied to others (the
//! merge-masking source): a mask element below the element count names
//! the first source, above it the second; memory prints as `mem`.
// Public for `fragments`; the function is described where the `.td`
// names it.
#![allow(missing_docs)]

use crate::mc::print::Printer;
use crate::mc::tables::{OperandClass, OperandKind};
use crate::mc::{MCInst, MCOperand};
use std::fmt::Write;

/// An element of a decoded mask.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Element {
    /// Element n of the sources taken as one list.
    Source(usize),
    Zero,
}
use Element::{Source, Zero};

/// The immediate as written (`$n`) or, with a decoder name as modifier,
/// the shuffle it selects.
pub fn print_shuffle_immediate(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    kind: &OperandKind,
    modifier: &str,
    out: &mut String,
) {
    if modifier.is_empty() {
        return super::operands::print_immediate(p, inst, slot, kind, modifier, out);
    }
    let MCOperand::Imm(imm) = inst.operand(slot) else { return };
    let Some((width, sources)) = operands(p, inst) else { return };
    let (decoder, bits) = modifier.split_once('.').map_or((modifier, 0), |(d, b)| (d, b.parse().unwrap_or(0)));
    let imm = (imm & 0xff) as usize;
    let count = width.checked_div(bits).unwrap_or(0);
    let (mask, reversed) = match decoder {
        "pshuf" => (pshuf(count, bits, imm), false),
        "pshufhw" => (pshuf_words(count, imm, true), false),
        "pshuflw" => (pshuf_words(count, imm, false), false),
        "shufp" => (shufp(count, bits, imm), false),
        "palignr" => (palignr(count, imm), true),
        "pslldq" => (byte_shift(count, imm, true), false),
        "psrldq" => (byte_shift(count, imm, false), false),
        "insertps" => (insertps(imm), false),
        "permq" => ((0..count).map(|i| Source(i / 4 * 4 + (imm >> (2 * (i % 4)) & 3))).collect(), false),
        "valign" => ((0..count).map(|i| Source(i + (imm & (count - 1)))).collect(), true),
        "shuf128" => (shuf128(count, bits, imm), false),
        _ => return,
    };
    let sources: Vec<String> = if reversed { sources.into_iter().rev().collect() } else { sources };
    write_mask(&sources, &mask, out);
}

/// The destination's width in bits and the sources' names.
fn operands(p: &Printer<'_>, inst: &MCInst) -> Option<(usize, Vec<String>)> {
    let t = p.tables;
    let info = t.instructions.get(inst.opcode as usize)?;
    let name = |slot: usize, kind: &OperandKind| match (inst.operand(slot), kind.slots) {
        (_, 5) => Some("mem".to_string()),
        (MCOperand::Reg(r), _) if !matches!(kind.class, OperandClass::Immediate { .. }) => {
            t.registers.get(r as usize).map(|r| r.asm_name.clone())
        }
        _ => None,
    };
    let destination = info.operands.first()?;
    let dst = name(destination.first_slot as usize, &t.operand_kinds[destination.kind as usize])?;
    let sources = info.operands[1..]
        .iter()
        .filter(|o| o.tied_to.is_none())
        .filter(|o| t.operand_kinds[o.kind as usize].name != "opmask")
        .filter_map(|o| name(o.first_slot as usize, &t.operand_kinds[o.kind as usize]))
        .collect();
    let width = match dst.as_bytes() {
        [b'y', ..] => 256,
        [b'z', ..] => 512,
        _ => 128,
    };
    Some((width, sources))
}

/// Each 128-bit lane by the same fields of the immediate (pshufd,
/// vpermilps), read on across lanes of two elements (vpermilpd).
fn pshuf(count: usize, bits: usize, imm: usize) -> Vec<Element> {
    let lane = 128 / bits;
    let mut fields = imm as u64 * 0x0101_0101;
    (0..count)
        .map(|i| {
            let e = Source(i / lane * lane + (fields % lane as u64) as usize);
            fields /= lane as u64;
            e
        })
        .collect()
}

/// The high (or low) four words of each lane by the immediate's fields.
fn pshuf_words(count: usize, imm: usize, high: bool) -> Vec<Element> {
    (0..count)
        .map(|i| {
            let (lane, pos) = (i / 8 * 8, i % 8);
            if (pos >= 4) == high {
                Source(lane + if high { 4 } else { 0 } + (imm >> (2 * (pos % 4)) & 3))
            } else {
                Source(i)
            }
        })
        .collect()
}

/// Per lane, the low half from the first source, the high half from the
/// second, by fields of the immediate (read again for each lane of four).
fn shufp(count: usize, bits: usize, imm: usize) -> Vec<Element> {
    let lane = 128 / bits;
    let mut fields = imm;
    let mut mask = Vec::with_capacity(count);
    for l in (0..count).step_by(lane) {
        for from in [0, count] {
            for _ in 0..lane / 2 {
                mask.push(Source(fields % lane + from + l));
                fields /= lane;
            }
        }
        if lane == 4 {
            fields = imm;
        }
    }
    mask
}

/// Bytes of each lane of the second source (written first) and then the
/// first, from the immediate on.
fn palignr(count: usize, imm: usize) -> Vec<Element> {
    (0..count)
        .map(|i| {
            let (lane, pos) = (i / 16 * 16, i % 16);
            let mut base = pos + imm;
            if base >= 16 {
                base += count - 16;
            }
            Source(base + lane)
        })
        .collect()
}

/// Each lane shifted left (or right) by the immediate's bytes.
fn byte_shift(count: usize, imm: usize, left: bool) -> Vec<Element> {
    (0..count)
        .map(|i| {
            let (lane, pos) = (i / 16 * 16, i % 16);
            match left {
                true if pos >= imm => Source(pos - imm + lane),
                false if pos + imm < 16 => Source(pos + imm + lane),
                _ => Zero,
            }
        })
        .collect()
}

/// One element of the second source into the first, and elements zeroed.
fn insertps(imm: usize) -> Vec<Element> {
    (0..4)
        .map(|i| match (imm >> i & 1, i == imm >> 4 & 3) {
            (1, _) => Zero,
            (_, true) => Source(4 + (imm >> 6 & 3)),
            _ => Source(i),
        })
        .collect()
}

/// 128-bit blocks: the lower half of the result from the first source,
/// the upper from the second, each block by a field of the immediate.
fn shuf128(count: usize, bits: usize, imm: usize) -> Vec<Element> {
    let per_lane = 128 / bits;
    let lanes = count / per_lane;
    let mut fields = imm;
    let mut mask = Vec::with_capacity(count);
    for l in (0..count).step_by(per_lane) {
        let mut index = fields % lanes * per_lane;
        fields /= lanes;
        if l >= count / 2 {
            index += count;
        }
        mask.extend((0..per_lane).map(|i| Source(index + i)));
    }
    mask
}

/// The mask as llvm-mc writes it: runs of elements of one source as
/// `src[i,j]`, zeros as `zero`.
fn write_mask(sources: &[String], mask: &[Element], out: &mut String) {
    let count = mask.len();
    let name = |second: bool| sources.get(usize::from(second)).or(sources.first()).map_or("mem", String::as_str);
    // With one register twice, the second's elements count as the first's
    // (once: an element past both stays apart, as llvm-mc has it).
    let same = name(false) == name(true);
    let mask: Vec<Element> = mask
        .iter()
        .map(|&e| match e {
            Source(n) if same && n >= count => Source(n - count),
            e => e,
        })
        .collect();
    let second = |e: Element| matches!(e, Source(n) if n >= count);
    let mut i = 0;
    while i < count {
        if i != 0 {
            out.push(',');
        }
        if mask[i] == Zero {
            out.push_str("zero");
            i += 1;
            continue;
        }
        let from_second = second(mask[i]);
        out.push_str(name(from_second));
        out.push('[');
        let mut first = true;
        while i < count && mask[i] != Zero && second(mask[i]) == from_second {
            if !first {
                out.push(',');
            }
            first = false;
            if let Source(n) = mask[i] {
                let _ = write!(out, "{}", n % count);
            }
            i += 1;
        }
        out.push(']');
    }
}
