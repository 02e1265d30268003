//! The decoder of prefix/opcode/ModRM encodings (x86-64, 64-bit mode):
//! the inverse of the encoder in `modrm`, reading the same facts back —
//! legacy prefixes, REX or VEX, the opcode map and byte, ModRM, SIB and
//! displacement, then the bytes after them — and choosing among the
//! instructions of the opcode byte with the tables of
//! `tdc_schema::decode::ModRmDecoder`.
//!
//! The prefixes are read as llvm-mc's disassembler reads them, so that the
//! same bytes give the same instruction and text: a lock prefix that comes
//! first is an instruction of its own; the last 0xF2 or 0xF3 before an
//! escape byte, REX or 0x66 (and 0x66 before an escape or REX) is the
//! mandatory prefix that selects the instruction, and then the others are
//! not printed; otherwise lock and repeat prefixes are printed before the
//! instruction, and 0x66 is its operand size. From these facts come the
//! decoding context (`tdc_schema::decode::context`), and the candidate of
//! the highest rank that applies in it and takes the ModRM byte wins.
//! Bytes that end inside an instruction are invalid over the bytes read,
//! as llvm-mc steps over them. Instructions with few prefixes take a short
//! way to the same result first (`decode_plain`).

use super::decode::DecodeError;
use super::decode_modrm_operands::Evex;
use super::decode_modrm_operands::{operands, Extension};
use super::inst::MCInst;
use super::modrm::REX2;
use super::tables::TargetTables;
use tdc_schema::decode::{
    context, modrm_needs as needs, ModRmCandidate, ModRmDecoder, APX_MAP, EVEX_MAPS, LEGACY_CONTEXTS, OPCODE_MAPS,
    THREE_DNOW_MAP, VEX_MAP7, VEX_MAPS, XOP_MAPS,
};

const LOCK: u8 = 0xF0;
const REPNE: u8 = 0xF2;
const REP: u8 = 0xF3;
const OPERAND_SIZE: u8 = 0x66;
const ADDRESS_SIZE: u8 = 0x67;

/// The bytes and how far they have been read.
pub(super) struct Reader<'a> {
    pub bytes: &'a [u8],
    pub at: usize,
}

impl Reader<'_> {
    pub fn consume(&mut self) -> Option<u8> {
        let b = *self.bytes.get(self.at)?;
        self.at += 1;
        Some(b)
    }

    pub fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    /// Invalid over the bytes read so far (at least one).
    pub fn invalid(&self) -> DecodeError {
        DecodeError::Invalid { length: self.at.max(1) }
    }
}

/// The legacy prefixes before an opcode.
#[derive(Clone, Copy, Default)]
pub(super) struct Prefixes {
    pub lock: bool,
    /// The last of 0xF2 and 0xF3 (when a byte followed it), or 0.
    pub repeat: u8,
    /// The prefix that selects the instruction (0xF2, 0xF3 or 0x66), or 0.
    pub mandatory: u8,
    /// The last segment override, or 0.
    pub segment: u8,
    /// 0x66, unless REX.W overrides it.
    pub op_size: bool,
    /// 0x66 among the prefixes, whatever REX.W does.
    pub op_size_byte: bool,
    pub ad_size: bool,
    /// 0xF2 or 0xF3 before a lock, an xchg or a store: llvm-mc reads it as
    /// xacquire or xrelease (an instruction of its own).
    pub xacquire_release: bool,
}

fn is_rex(b: u8) -> bool {
    b & 0xF0 == 0x40
}

/// The instruction at the start of `bytes`, in 64-bit mode, into `inst`;
/// its length.
pub(super) fn decode(
    tables: &TargetTables,
    d: &ModRmDecoder,
    bytes: &[u8],
    inst: &mut MCInst,
) -> Result<usize, DecodeError> {
    match super::decode_plain::decode(d, plans(tables, d), bytes, inst) {
        Some(length) => Ok(length),
        None => decode_general(tables, bytes, inst),
    }
}

/// The short way's plans of decoder `d` of `tables`, made at the first
/// call.
pub(super) fn plans<'d>(tables: &TargetTables, d: &'d ModRmDecoder) -> &'d tdc_schema::decode::ModRmPlans {
    d.plans.get_or_init(|| super::decode_modrm_plan::derive(tables))
}

/// [`decode`] by the general rules, whatever the prefixes (see the
/// module), without the short way of `decode_plain`.
pub(super) fn decode_general(tables: &TargetTables, bytes: &[u8], inst: &mut MCInst) -> Result<usize, DecodeError> {
    let d = &tables.decoder.modrm;
    let mut r = Reader { bytes, at: 0 };
    let (mut p, mut ext) = (Prefixes::default(), Extension::default());
    read_prefixes(&mut r, &mut p, &mut ext)?;
    let map = read_opcode_map(&mut r, &mut p, &ext)?;
    // 3DNow!'s opcode comes after its operands.
    let opcode = if map == THREE_DNOW_MAP { three_dnow_opcode(&r)? } else { r.consume().ok_or_else(|| r.invalid())? };
    if map == 0 && !ext.vex {
        // A mandatory prefix needs an escape byte after it; before a
        // one-byte opcode it is a legacy prefix.
        p.mandatory = 0;
    }
    let (context, with_op_size) = contexts(&p, &ext, map, opcode);
    let context = Context {
        bit: context,
        evex: ext.evex.as_ref().map_or(0, |e| e.attributes(ext.map)),
        no_flags: ext.evex.as_ref().and_then(Evex::no_flags_attributes),
        condition: ext.evex.as_ref().map_or(0, Evex::condition),
        rex2: ext.rex2,
        lock_elision: p.xacquire_release,
    };
    let bucket = map * 256 + opcode as usize;
    let (Some(&start), Some(&end)) = (d.index.get(bucket), d.index.get(bucket + 1)) else { return Err(r.invalid()) };
    let candidates = d.candidates.get(start as usize..end as usize).unwrap_or(&[]);
    let plans = d.plans.get_or_init(|| super::decode_modrm_plan::derive(tables));
    let mut modrm = None;
    // (Most instructions: the candidates that apply, listed in advance.)
    let listed = map < OPCODE_MAPS && !ext.vex && !ext.rex2 && !p.xacquire_release;
    let mut chosen = if listed {
        let at = bucket * LEGACY_CONTEXTS + context.bit as usize;
        let list = match plans.legacy_index.get(at..at + 2) {
            Some(&[from, to]) => plans.legacy_lists.get(from as usize..to as usize).unwrap_or(&[]),
            _ => &[],
        };
        let applying = list.iter().filter_map(|&k| candidates.get(k as usize));
        first_taking(applying, &mut r, &mut modrm)?
    } else {
        choose(candidates, context, &mut r, &mut modrm)?
    };
    // A legacy 0x66 before VEX's 0F AE (vldmxcsr, vstmxcsr): llvm-mc looks
    // the instruction up again, its ModRM byte read, as if VEX.pp were 01.
    if p.op_size_byte && ext.vex && !ext.xop && ext.evex.is_none() && sizes_anywhere(ext.map.into(), opcode) {
        let opsize = context::vex(ext.l, ext.rex & 8 != 0, 1);
        chosen = choose(candidates, Context { bit: opsize, ..context }, &mut r, &mut modrm)?;
    }
    // A 0x66 the mandatory prefix overrode (or, in APX's map 4, that
    // EVEX.pp left alone): the 16-bit form of the same operation when it
    // has one of its own there. (Map 4 keeps the form without one.)
    // (Not for an instruction only REX2 writes: pushp and popp have no
    // 16-bit form.)
    if let (Some(a), Some(ctx16)) = (chosen.filter(|a| a.needs & needs::REX2 == 0), with_op_size) {
        let evex = ext.evex.is_some();
        let sized = !evex && a.needs & (needs::SIZED | needs::WIDE) != 0;
        if let Ok(Some(b)) = choose(candidates, Context { bit: ctx16, ..context }, &mut r, &mut modrm) {
            if is_sixteen_bit_twin(tables, a, b, evex) {
                chosen = Some(b);
            } else if sized {
                // llvm-mc prints this with 16-bit registers and the
                // 32-bit mnemonic (`bswapl %bx`): a form no description
                // has.
                return Err(DecodeError::Unsupported { length: r.at });
            }
        } else if sized {
            return Err(DecodeError::Unsupported { length: r.at });
        }
    }
    // An opcode of its own without prefixes that is also an opcode-register
    // form's register 0 (0x90: nop, and xchg with %ax, %eax, %rax) is
    // itself wherever it applies and is the best of the opcode's own
    // instructions (llvm-mc's tables never let xchg displace nop; another
    // instruction of the opcode, pause, it may).
    if chosen.is_some_and(|a| a.needs & needs::OPCODE_REGISTER != 0 && opcode & 7 == 0 && ext.rex & 1 == 0) {
        let own = candidates.iter().find(|c| c.needs & needs::OPCODE_REGISTER == 0 && context.applies(c));
        let prefixes = needs::P66 | needs::PF2 | needs::PF3 | needs::P67 | needs::REX_W;
        if let Some(own) = own.filter(|c| c.needs & prefixes == 0) {
            chosen = Some(own);
        }
    }
    if map == 0 && opcode == 0x90 && ext.rex & 1 != 0 {
        let other = 0x91usize;
        let (s, e) = (d.index[other] as usize, d.index[other + 1] as usize);
        if let Ok(Some(c)) = choose(d.candidates.get(s..e).unwrap_or(&[]), context, &mut r, &mut modrm) {
            chosen = Some(c);
        }
    }
    let Some(mut c) = chosen else {
        // APX's map 4 holds many forms the description does not have yet
        // (NDD and {nf} arithmetic, ...); REX2 extends most legacy ones;
        // and APX gives VEX's general-register instructions of maps 2 and
        // 3 (bzhi, mulx, ...) EVEX forms.
        let vex_twin = || {
            let at = (VEX_MAPS + usize::from(ext.map)) * 256 + opcode as usize;
            matches!(ext.map, 2 | 3) && d.index.get(at) != d.index.get(at + 1)
        };
        if map == EVEX_MAPS + usize::from(APX_MAP) || ext.rex2 || (ext.evex.is_some() && vex_twin()) {
            return Err(DecodeError::Unsupported { length: r.at });
        }
        // llvm-mc reads the whole address a ModRM byte names (its SIB byte
        // and displacement) before it finds no instruction takes it, and
        // steps over all of it.
        // (3DNow!'s opcode byte, after the address, was read too.)
        if map == THREE_DNOW_MAP {
            let at = r.at - usize::from(modrm.is_some());
            if let Some(&m) = r.bytes.get(at) {
                r.at = at + 2 + address_bytes(m, r.bytes.get(at + 1).copied());
            }
        } else if let Some(m) = modrm {
            r.at += address_bytes(m, r.peek());
        }
        r.at = r.at.min(r.bytes.len());
        return Err(r.invalid());
    };
    // 0x67, or a segment override of its source, on an instruction whose
    // implicit memory operand the description writes without them: its
    // twin with the addresses written (`movsb %fs:(%rsi), %es:(%rdi)`),
    // else a form the description lacks (the operands that follow may be
    // of another size: not read).
    let mut string_source = false;
    let implicit = (c.needs & needs::IMPLICIT_ADDRESS != 0 && p.ad_size)
        || (c.needs & needs::IMPLICIT_SEGMENT != 0 && p.segment != 0);
    if implicit {
        let twin = candidates.iter().find(|t| t.needs & needs::STRING_ADDRESS != 0 && context.applies(t));
        let Some(twin) = twin else { return Err(DecodeError::Unsupported { length: r.at }) };
        string_source = c.needs & needs::IMPLICIT_SEGMENT != 0;
        c = twin;
    }
    // 0x66 as the operand size (no other prefix selects the instruction)
    // on an instruction whose operands follow it, taken by one without
    // 0x66: llvm-mc reads the 16-bit form (retw, movzww, a jump with a
    // 2-byte displacement), which the description does not have.
    // (With REX.W too, unless the instruction takes REX.W: a jump.)
    let operand_size = p.op_size_byte && matches!(p.mandatory, 0 | OPERAND_SIZE);
    let own = needs::P66 | needs::REX_W;
    if operand_size && !ext.vex && c.needs & needs::WIDE != 0 && c.needs & own == 0 {
        return Err(DecodeError::Unsupported { length: r.at });
    }
    // (A description without the hints has no instruction there.)
    let repeat = |&(b, i): &(u8, u16)| i == c.opcode && (b == REP || b == REPNE);
    if p.xacquire_release && c.needs & needs::LOCK_ELISION == 0 && d.prefix_instructions.iter().any(repeat) {
        return Err(r.invalid());
    }
    inst.clear(c.opcode);
    let facts = Facts { prefixes: &p, ext: &ext, opcode, string_source };
    operands(tables, plans, c, &facts, &mut r, modrm, inst)?;
    if map == THREE_DNOW_MAP {
        r.consume().ok_or_else(|| r.invalid())?;
    }
    Ok(r.at)
}

/// 3DNow!'s opcode: the byte after the ModRM byte, its SIB byte and its
/// displacement (none of them read yet).
fn three_dnow_opcode(r: &Reader<'_>) -> Result<u8, DecodeError> {
    let end = |n: usize| DecodeError::Invalid { length: (r.at + n).min(r.bytes.len()).max(1) };
    let modrm = *r.bytes.get(r.at).ok_or_else(|| end(1))?;
    let sib = r.bytes.get(r.at + 1).copied();
    if modrm >> 6 != 3 && modrm & 7 == 4 && sib.is_none() {
        return Err(end(2));
    }
    let length = 1 + address_bytes(modrm, sib);
    r.bytes.get(r.at + length).copied().ok_or_else(|| end(length + 1))
}

/// What the operand reader needs to know of the prefixes and opcode.
pub(super) struct Facts<'a> {
    pub prefixes: &'a Prefixes,
    pub ext: &'a Extension,
    pub opcode: u8,
    /// A string instruction whose first written address is its source,
    /// which a segment override applies to.
    pub string_source: bool,
}

/// Reads the legacy prefixes and then REX or VEX, as llvm-mc does: the
/// last byte read that is no legacy prefix (or the last prefix, when the
/// bytes end) is read again as the opcode.
fn read_prefixes(r: &mut Reader<'_>, p: &mut Prefixes, ext: &mut Extension) -> Result<(), DecodeError> {
    let mut byte = 0u8;
    while let Some(b) = r.consume() {
        byte = b;
        // A lock prefix that comes first is an instruction of its own.
        if r.at == 1 && b == LOCK {
            break;
        }
        if let (REPNE | REP, Some(next)) = (b, r.peek()) {
            let hle = next == LOCK || next & 0xFE == 0x86 || next & 0xF8 == 0x90;
            if hle {
                p.xacquire_release = true;
                // (F3 90 is pause.)
                if !(b == REP && next == 0x90) {
                    break;
                }
            }
            if b == REP && matches!(next, 0x88 | 0x89 | 0xC6 | 0xC7) {
                p.xacquire_release = true;
                break;
            }
            if is_rex(next) && r.bytes.get(r.at + 1).is_none() {
                return Err(DecodeError::Invalid { length: r.at + 1 });
            }
        }
        match b {
            LOCK => p.lock = true,
            REPNE | REP => {
                if let Some(next) = r.peek() {
                    if is_rex(next) || next == REX2 || next == 0x0F || next == OPERAND_SIZE {
                        p.mandatory = b;
                    }
                    p.repeat = b;
                }
            }
            OPERAND_SIZE => {
                p.op_size = true;
                p.op_size_byte = true;
                if let Some(next) = r.peek() {
                    if p.mandatory == 0 && (next == 0x0F || is_rex(next)) {
                        p.mandatory = OPERAND_SIZE;
                    }
                }
            }
            ADDRESS_SIZE => p.ad_size = true,
            // Segment overrides.
            0x26 | 0x2E | 0x36 | 0x3E | 0x64 | 0x65 => p.segment = b,
            _ => break,
        }
    }
    match byte {
        // EVEX (every 0x62 in 64-bit mode): 62, then R X B R' B4 mmm,
        // W vvvv U pp and z L'L b V' aaa, with R, X, B, R', vvvv and V'
        // inverted.
        0x62 => {
            let (Some(p0), Some(p1), Some(p2)) = (r.consume(), r.consume(), r.consume()) else {
                return Err(r.invalid());
            };
            let (rx, x, b) = (!p0 >> 7 & 1, !p0 >> 6 & 1, !p0 >> 5 & 1);
            *ext = Extension {
                rex: 0x40 | (p1 >> 7) << 3 | rx << 2 | x << 1 | b,
                vex: true,
                xop: false,
                vvvv: !p1 >> 3 & 0xF,
                l: false,
                pp: p1 & 3,
                map: p0 & 7,
                evex: Some(Evex {
                    r_high: !p0 >> 4 & 1,
                    b_high: p0 >> 3 & 1,
                    x_high: !p1 >> 2 & 1,
                    v_high: !p2 >> 3 & 1,
                    ll: p2 >> 5 & 3,
                    b: p2 & 0x10 != 0,
                    z: p2 & 0x80 != 0,
                    aaa: p2 & 7,
                }),
                rex2: false,
                high: 0,
            };
        }
        0xC4 | 0xC5 => {
            if r.peek().is_none() {
                return Err(r.invalid());
            }
            let two = byte == 0xC5;
            let p1 = r.consume().unwrap_or(0);
            let last = if two { p1 } else { r.consume().unwrap_or(0) };
            let w = !two && last & 0x80 != 0;
            let (rx, x, b) = (!p1 >> 7 & 1, if two { 0 } else { !p1 >> 6 & 1 }, if two { 0 } else { !p1 >> 5 & 1 });
            *ext = Extension {
                rex: 0x40 | u8::from(w) << 3 | rx << 2 | x << 1 | b,
                vex: true,
                xop: false,
                vvvv: !last >> 3 & 0xF,
                l: last & 4 != 0,
                pp: last & 3,
                map: if two { 1 } else { p1 & 0x1F },
                evex: None,
                rex2: false,
                high: 0,
            };
            if two && ext.pp == 1 {
                p.op_size = true;
            }
        }
        // XOP (0x8F with a map in the next byte's low bits; else pop):
        // VEX's three-byte layout.
        0x8F => match r.peek() {
            None => return Err(r.invalid()),
            Some(b1) if b1 & 0x38 != 0 => {
                r.at += 1;
                let last = r.consume().ok_or_else(|| r.invalid())?;
                let (rx, x, b) = (!b1 >> 7 & 1, !b1 >> 6 & 1, !b1 >> 5 & 1);
                *ext = Extension {
                    rex: 0x40 | (last >> 7) << 3 | rx << 2 | x << 1 | b,
                    vex: true,
                    xop: true,
                    vvvv: !last >> 3 & 0xF,
                    l: last & 4 != 0,
                    pp: last & 3,
                    map: b1 & 0x1F,
                    evex: None,
                    rex2: false,
                    high: 0,
                };
            }
            Some(_) => r.at -= 1,
        },
        // REX2: M0 R4 X4 B4 W R3 X3 B3; R4, X4 and B4 name %r16-%r31.
        REX2 => {
            let Some(payload) = r.consume() else { return Err(r.invalid()) };
            *ext = Extension {
                rex: 0x40 | payload & 0x0F,
                map: payload >> 7,
                rex2: true,
                high: payload >> 4 & 7,
                ..Extension::default()
            };
        }
        _ if is_rex(byte) => {
            if r.peek().is_none() {
                return Err(r.invalid());
            }
            ext.rex = byte;
        }
        _ => r.at -= 1,
    }
    if ext.rex & 8 != 0 {
        p.op_size = false;
    }
    Ok(())
}

/// The opcode map (see `tdc_schema::decode::OPCODE_MAPS`), its escape
/// bytes read.
fn read_opcode_map(r: &mut Reader<'_>, p: &mut Prefixes, ext: &Extension) -> Result<usize, DecodeError> {
    if ext.xop {
        return match ext.map {
            8..=10 => Ok(XOP_MAPS + ext.map as usize - 8),
            _ => Err(r.invalid()),
        };
    }
    if ext.evex.is_some() {
        return match ext.map {
            1..=6 => Ok(EVEX_MAPS + ext.map as usize),
            // The user-MSR instructions of map 7, which tdc does not
            // describe.
            7 => Err(DecodeError::Unsupported { length: (r.at + 1).min(r.bytes.len()) }),
            _ => Err(r.invalid()),
        };
    }
    // REX2's M0 is the map; no escape byte follows.
    if ext.rex2 {
        return Ok(ext.map as usize);
    }
    if ext.vex {
        return match ext.map {
            1..=3 => Ok(VEX_MAPS + ext.map as usize),
            7 => Ok(VEX_MAP7),
            // Maps 5 and 6 hold only EVEX instructions.
            5 | 6 => Err(DecodeError::Invalid { length: (r.at + 1).min(r.bytes.len()) }),
            _ => Err(r.invalid()),
        };
    }
    let _ = p;
    match r.peek() {
        Some(0x0F) => {
            r.at += 1;
            match r.peek() {
                None => Err(r.invalid()),
                Some(0x38) => {
                    r.at += 1;
                    Ok(2)
                }
                Some(0x3A) => {
                    r.at += 1;
                    Ok(3)
                }
                // 3DNow!: ModRM and displacement, then the opcode.
                Some(0x0F) => {
                    r.at += 1;
                    Ok(THREE_DNOW_MAP)
                }
                Some(_) => Ok(1),
            }
        }
        Some(_) => Ok(0),
        None => Err(r.invalid()),
    }
}

/// The decoding context of the prefixes, and the one with the operand size
/// added when 0x66 came but a mandatory prefix overrode it.
pub(super) fn contexts(p: &Prefixes, ext: &Extension, map: usize, opcode: u8) -> (u8, Option<u8>) {
    let rex_w = ext.rex & 8 != 0;
    if let Some(e) = &ext.evex {
        // APX's map 4 reads a legacy 0x66 as the operand size where
        // EVEX.pp and EVEX.W do not say otherwise, as llvm-mc does.
        let sixteen = ext.map == APX_MAP && p.op_size_byte && ext.pp == 0 && !rex_w;
        return (context::evex(e.ll, rex_w, ext.pp), sixteen.then(|| context::evex(e.ll, false, 1)));
    }
    if ext.vex {
        let vex = context::vex(ext.l, rex_w, ext.pp);
        let sixteen = (p.op_size && ext.pp != 1).then(|| context::vex(ext.l, rex_w, 1));
        return (vex, sixteen);
    }
    let (mut op, mut xs, mut xd) = (false, false, false);
    let mut ad = p.ad_size;
    match p.mandatory {
        0 => {
            op = p.op_size;
            if map == 0 {
                // (F3 90 is pause.)
                xs = p.repeat == REP && opcode == 0x90;
            } else {
                (xs, xd) = (p.repeat == REP, p.repeat == REPNE);
            }
        }
        REPNE => xd = true,
        REP => xs = true,
        _ => op = true,
    }
    if rex_w {
        ad = false;
    }
    if sizes_anywhere(map, opcode) {
        return (context::legacy(op || p.op_size, ad || p.ad_size, xs, xd, rex_w), None);
    }
    let main = context::legacy(op, ad, xs, xd, rex_w);
    (main, (p.op_size && !op).then(|| context::legacy(true, ad, xs, xd, rex_w)))
}

/// Whether the size prefixes count wherever they are before opcode
/// `opcode` of legacy map `map` (the absolute moves, 0F AE, 0F 38 F8), as
/// llvm-mc reads them; under VEX too, where it looks the opcode up again
/// with them.
fn sizes_anywhere(map: usize, opcode: u8) -> bool {
    (map == 0 && opcode & 0xFC == 0xA0) || (map == 1 && opcode == 0xAE) || (map == 2 && opcode == 0xF8)
}

/// A decoding context and the EVEX facts a candidate must match.
#[derive(Clone, Copy)]
struct Context {
    bit: u8,
    /// EVEX's b, z and masking as [`needs::EVEX_ATTRIBUTES`] bits.
    evex: u32,
    /// The same for a no-flags candidate outside map 4, where aaa 100 is
    /// NF (see `Evex::no_flags_attributes`).
    no_flags: Option<u32>,
    /// APX's source condition code, for an [`needs::EVEX_SCC`] candidate.
    condition: u8,
    /// After a REX2 prefix: the instructions only REX2 writes (pushp,
    /// popp, jmpabs) apply only there.
    rex2: bool,
    /// A repeat prefix's byte read as a lock-elision hint: the hints
    /// apply only there.
    lock_elision: bool,
}

impl Context {
    fn applies(&self, c: &ModRmCandidate) -> bool {
        if c.contexts >> self.bit & 1 == 0
            || (c.needs & needs::REX2 != 0 && !self.rex2)
            || (c.needs & needs::LOCK_ELISION != 0 && !self.lock_elision)
        {
            return false;
        }
        if c.needs & needs::EVEX_SCC != 0 {
            // aaa is the condition code's, not NF.
            let attributes = needs::EVEX_ATTRIBUTES & !needs::EVEX_NF;
            let scc = (c.needs >> needs::SCC_SHIFT & 15) as u8;
            return c.needs & attributes == self.evex & attributes && scc == self.condition;
        }
        let attributes = c.needs & needs::EVEX_ATTRIBUTES;
        attributes == self.evex || (attributes & needs::EVEX_NF != 0 && Some(attributes) == self.no_flags)
    }
}

/// The candidate that wins in `context`: the first that applies there and
/// takes the ModRM byte, which is read (into `modrm`) when the choice
/// depends on it.
fn choose<'c>(
    candidates: &'c [ModRmCandidate],
    context: Context,
    r: &mut Reader<'_>,
    modrm: &mut Option<u8>,
) -> Result<Option<&'c ModRmCandidate>, DecodeError> {
    first_taking(candidates.iter().filter(|c| context.applies(c)), r, modrm)
}

/// The first of the candidates that apply (in order) that takes the ModRM
/// byte, which is read at the first that needs it (none before it took
/// the instruction without one).
#[inline]
pub(super) fn first_taking<'c>(
    applying: impl Iterator<Item = &'c ModRmCandidate>,
    r: &mut Reader<'_>,
    modrm: &mut Option<u8>,
) -> Result<Option<&'c ModRmCandidate>, DecodeError> {
    for c in applying {
        if c.needs & needs::MODRM != 0 && modrm.is_none() {
            *modrm = Some(r.consume().ok_or_else(|| r.invalid())?);
        }
        if takes(c, *modrm) {
            return Ok(Some(c));
        }
    }
    Ok(None)
}

/// [`tdc_schema::decode::ModRmPlans::legacy_lists`] and its index: for
/// each legacy opcode and context, the candidates that apply there.
pub(super) fn legacy_choices(d: &ModRmDecoder) -> (Vec<u32>, Vec<u16>) {
    let mut index = Vec::with_capacity(OPCODE_MAPS * 256 * LEGACY_CONTEXTS + 1);
    let mut lists = Vec::new();
    for bucket in 0..OPCODE_MAPS * 256 {
        let (start, end) = match (d.index.get(bucket), d.index.get(bucket + 1)) {
            (Some(&s), Some(&e)) => (s as usize, e as usize),
            _ => (0, 0),
        };
        let candidates = d.candidates.get(start..end).unwrap_or(&[]);
        for bit in 0..LEGACY_CONTEXTS as u8 {
            index.push(lists.len() as u32);
            lists.extend(applying(candidates, bit).map(|k| k as u16));
        }
    }
    index.push(lists.len() as u32);
    (index, lists)
}

/// The positions of the candidates that apply in context `bit` without
/// EVEX, REX2 or a lock-elision hint, in order.
pub(super) fn applying(candidates: &[ModRmCandidate], bit: u8) -> impl Iterator<Item = usize> + '_ {
    let context = Context { bit, evex: 0, no_flags: None, condition: 0, rex2: false, lock_elision: false };
    candidates.iter().enumerate().filter(move |(_, c)| context.applies(c)).map(|(k, _)| k)
}

/// How many bytes follow ModRM byte `modrm` for its address in 64-bit
/// mode: a SIB byte (whose first byte is `sib`, if any) and a
/// displacement; none for a register.
fn address_bytes(modrm: u8, sib: Option<u8>) -> usize {
    let (mode, rm) = (modrm >> 6, modrm & 7);
    let sib_bytes = usize::from(mode != 3 && rm == 4);
    let displacement = match mode {
        0 if rm == 5 => 4,
        0 if rm == 4 && sib.is_some_and(|s| s & 7 == 5) => 4,
        1 => 1,
        2 => 4,
        _ => 0,
    };
    sib_bytes + displacement
}

/// Whether candidate `c` takes this ModRM byte.
pub(super) fn takes(c: &ModRmCandidate, modrm: Option<u8>) -> bool {
    let n = c.needs;
    if n & needs::MODRM == 0 {
        return true;
    }
    let Some(m) = modrm else { return false };
    let register = m >> 6 == 3;
    if (n & needs::MOD_REGISTER != 0 && !register) || (n & needs::MOD_MEMORY != 0 && register) {
        return false;
    }
    if n & needs::RM_ZERO != 0 && m & 7 != 0 {
        return false;
    }
    if n & needs::EXACT_MODRM != 0 {
        return if n & needs::ANY_RM != 0 { m >> 3 == c.digit >> 3 } else { m == c.digit };
    }
    n & needs::DIGIT == 0 || m >> 3 & 7 == c.digit
}

/// Whether `b` is the 16-bit form of `a`'s operation (the same shape with
/// 0x66 added; only `a` has operands of 32 or 64 bits). EVEX candidates
/// are not marked SIZED: any with the same shape and as many operand
/// slots is (map 4's adcx, with 0x66, is not wrssd's: it has one more).
fn is_sixteen_bit_twin(tables: &TargetTables, a: &ModRmCandidate, b: &ModRmCandidate, evex: bool) -> bool {
    let size = needs::SIZED | needs::WIDE;
    let shape = b.needs & !size == (a.needs & !size) | needs::P66 && a.digit == b.digit;
    let slots = |c: &ModRmCandidate| tables.instructions.get(c.opcode as usize).map(|i| i.num_slots);
    shape && if evex { slots(a) == slots(b) } else { a.needs & needs::SIZED != 0 }
}
