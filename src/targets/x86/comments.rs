//! Shuffle remarks that depend on an immediate, as llvm-mc writes them
//! after SSE/AVX shuffles in a listing (`# xmm0 = xmm1[3,2,1,0]`). An
//! instruction's `AsmComment` asks for one with `${imm:decoder}`; the
//! immediate's printer (`print_immediate`) lands here with the decoder's
//! name. Shuffles without an immediate have fixed remarks written in the
//! `.td` itself.
//!
//! The instruction's first operand is the destination; the register or
//! memory operands after it, in order, are the sources (`src1`, `src2`).
//! A mask element `i` below the element count names `src1[i]`, above it
//! `src2[i - count]`; a memory source prints as `mem`.

use crate::mc::print::Printer;
use crate::mc::tables::OperandClass;
use crate::mc::MCInst;
use crate::mc::MCOperand;

/// An element of a decoded mask.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Element {
    /// Element `n` of the two sources taken as one list (llvm-mc's
    /// arithmetic can wrap below zero: such an element counts as the
    /// first source's).
    Source(i64),
    Zero,
    Undefined,
}
use Element::{Source, Undefined, Zero};

/// Source element `n`.
fn at(n: usize) -> Element {
    Source(n as i64)
}

/// The sources and destination of the instruction being printed.
struct Operands {
    sources: Vec<String>,
    /// Bits of the destination register.
    width: usize,
}

fn operands(p: &Printer<'_>, inst: &MCInst) -> Option<Operands> {
    let t = p.tables;
    let info = t.instructions.get(inst.opcode as usize)?;
    let name = |i: usize| -> Option<(String, bool)> {
        let op = info.operands.get(i)?;
        let kind = t.operand_kinds.get(op.kind as usize)?;
        match (inst.operand(op.first_slot as usize), kind.slots) {
            (_, 5) => Some(("mem".to_string(), true)),
            (MCOperand::Reg(r), _) if !matches!(kind.class, OperandClass::Immediate { .. }) => {
                Some((t.registers.get(r as usize)?.asm_name.clone(), true))
            }
            _ => Some((String::new(), false)),
        }
    };
    let (destination, _) = name(0)?;
    let sources = (1..info.operands.len()).filter_map(name).filter(|(_, is)| *is).map(|(n, _)| n).collect();
    let width = match destination.as_bytes() {
        [b'y', ..] => 256,
        [b'z', ..] => 512,
        [b'm', b'm', ..] => 64,
        _ => 128,
    };
    Some(Operands { sources, width })
}

/// Appends the remark of decoder `decoder` for `inst`, whose immediate
/// `imm` is: the part after `dst = `. Nothing when the decoder is unknown
/// or the mask undefined (llvm-mc then writes no remark either).
pub fn shuffle_remark(p: &Printer<'_>, inst: &MCInst, written: i64, decoder: &str, out: &mut String) {
    let Some(ops) = operands(p, inst) else { return };
    // The byte as written (llvm-mc keeps `$-1` negative), and its low 8
    // bits, which most decoders read.
    let wide = written as i32 as u32;
    let imm = written as u64 & 0xff;
    // The decoder's name, then the element size in bits where it varies.
    let (name, bits) = decoder.split_once('.').map_or((decoder, 0), |(n, b)| (n, b.parse().unwrap_or(0)));
    let count = ops.width.checked_div(bits).unwrap_or(0);
    let mut sources = ops.sources.clone();
    let mask = match name {
        // One source, each 128-bit lane shuffled by the same immediate
        // fields (pshufd, pshufw, vpermilps/pd).
        "pshuf" => {
            let lane = 128 / bits;
            // The immediate's fields, repeated for each lane.
            let mut fields = imm * 0x0101_0101;
            (0..count)
                .map(|i| {
                    let e = at(i / lane * lane + (fields % lane as u64) as usize);
                    fields /= lane as u64;
                    e
                })
                .collect()
        }
        "pshufw" => (0..4).map(|i| at((imm >> (2 * i) & 3) as usize)).collect(),
        "pshuflw" | "pshufhw" => (0..count)
            .map(|i| {
                let (lane, pos) = (i / 8 * 8, i % 8);
                let high = name == "pshufhw";
                if (pos >= 4) == high {
                    at(lane + if high { 4 } else { 0 } + (imm >> (2 * (pos % 4)) & 3) as usize)
                } else {
                    at(i)
                }
            })
            .collect(),
        // Two sources, per 128-bit lane: the low half from src1, the high
        // half from src2.
        "shufp" => {
            let lane = 128 / bits;
            let mut fields = imm;
            let mut mask = Vec::new();
            for l in (0..count).step_by(lane) {
                if lane == 4 {
                    fields = imm;
                }
                for i in 0..lane {
                    let from = if i >= lane / 2 { count } else { 0 };
                    mask.push(at((fields % lane as u64) as usize + from + l));
                    fields /= lane as u64;
                }
            }
            mask
        }
        "blend" => (0..count).map(|i| if imm >> (i % 8) & 1 != 0 { at(i + count) } else { at(i) }).collect(),
        // Bytes of src2:src1 from the immediate on, per lane (the
        // register or memory source is the low half).
        // llvm-mc's 32-bit arithmetic on the byte as written wraps: `$-1`
        // names the first source's element u (-1) and then 0, 1, ...
        "palignr" => {
            sources.reverse();
            (0..count)
                .map(|i| {
                    let (lane, pos) = ((i / 16 * 16) as u32, (i % 16) as u32);
                    let mut base = pos.wrapping_add(wide);
                    if base >= 16 {
                        base = base.wrapping_add(count as u32 - 16);
                    }
                    // -1 and -2 are llvm-mc's sentinels for undefined and zero.
                    match base.wrapping_add(lane) as i32 {
                        -1 => Undefined,
                        -2 => Zero,
                        n => Source(i64::from(n)),
                    }
                })
                .collect()
        }
        // As llvm-mc: unsigned 32-bit compares and sums with the byte as
        // written.
        "pslldq" | "psrldq" => (0..count)
            .map(|i| {
                let (lane, pos) = (i / 16 * 16, (i % 16) as u32);
                let from =
                    if name == "pslldq" { (pos >= wide).then(|| pos - wide) } else { Some(pos.wrapping_add(wide)) };
                match from {
                    Some(f) if f < 16 => at(lane + f as usize),
                    _ => Zero,
                }
            })
            .collect(),
        "insertps" => {
            let from = (imm >> 6 & 3) as usize;
            (0..4)
                .map(|i| match (imm >> i & 1, i == (imm >> 4 & 3) as usize) {
                    (1, _) => Zero,
                    (_, true) => at(4 + from),
                    _ => at(i),
                })
                .collect()
        }
        // 128-bit halves of 64-bit elements from either source, or zero.
        "perm2x128" => (0..4)
            .map(|i| {
                let half = imm >> (i / 2 * 4);
                if half & 8 != 0 {
                    Zero
                } else {
                    at((half & 3) as usize * 2 + i % 2)
                }
            })
            .collect(),
        "permq" => (0..count).map(|i| at(i / 4 * 4 + (imm >> (2 * (i % 4)) & 3) as usize)).collect(),
        _ => return,
    };
    write_mask(&sources, &mask, out);
}

/// SSE4A's extrq and insertq with immediates: `len` and `index` bits of
/// the low quadword, in bytes (none when they are not whole bytes).
pub fn bit_field_remark(p: &Printer<'_>, inst: &MCInst, len: i64, index: i64, insert: bool, out: &mut String) {
    let Some(ops) = operands(p, inst) else { return };
    let (len, index) = (len as u64 & 63, index as u64 & 63);
    let len = if len == 0 { 64 } else { len };
    if len % 8 != 0 || index % 8 != 0 {
        return;
    }
    let mut mask = Vec::new();
    // Past the low 64 bits the result is undefined, every byte of it.
    if len + index > 64 {
        mask.resize(16, Undefined);
        write_mask(&ops.sources, &mask, out);
        return;
    }
    let (len, index) = ((len / 8) as usize, (index / 8) as usize);
    if insert {
        mask.extend((0..index).map(at));
        mask.extend((0..len).map(|i| at(i + 16)));
        mask.extend((index + len..8).map(at));
    } else {
        mask.extend((0..len).map(|i| at(i + index)));
        mask.extend((len..8).map(|_| Zero));
    }
    mask.extend((8..16).map(|_| Undefined));
    write_mask(&ops.sources, &mask, out);
}

/// The mask as llvm-mc writes it: runs of elements from one source as
/// `src[i,j]`, zeros as `zero`; with both sources the same register, the
/// second's elements counted as the first's.
fn write_mask(sources: &[String], mask: &[Element], out: &mut String) {
    use std::fmt::Write;
    let count = mask.len();
    let name = |second: bool| sources.get(usize::from(second)).or(sources.first()).map_or("mem", String::as_str);
    let same = name(false) == name(true);
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
        // With both sources the same register, llvm-mc moves elements of
        // the second into the first once (an index past both stays second).
        let first_of_same = |n: i64| if same && n >= count as i64 { n - count as i64 } else { n };
        let second = |e: Element| matches!(e, Source(n) if first_of_same(n) >= count as i64);
        let from_second = second(mask[i]);
        out.push_str(name(from_second));
        out.push('[');
        let mut first = true;
        while i < count && mask[i] != Zero && second(mask[i]) == from_second {
            if !first {
                out.push(',');
            }
            first = false;
            match mask[i] {
                // As llvm-mc: the element as a 32-bit unsigned number.
                Source(n) => {
                    let _ = write!(out, "{}", (n as i32 as u32) % count as u32);
                }
                _ => out.push('u'),
            }
            i += 1;
        }
        out.push(']');
    }
}
