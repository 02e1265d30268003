//! The random strings: BPF instructions of every opcode byte, random
//! words for fixed-width targets, and x86 instructions built from
//! prefixes, opcodes and random ModRM, SIB, displacement and immediate
//! bytes.

use super::xorshift::Rng;
use tdc::mc::TargetTables;

/// BPF: for each opcode byte, instructions with random fields.
pub fn bpf_strings(rng: &mut Rng, count: usize) -> Vec<Vec<u8>> {
    let per = (count / 256).max(1);
    let mut out = Vec::with_capacity(per * 256);
    for op in 0..=255u8 {
        for _ in 0..per {
            let mut w = vec![op];
            w.push(rng.next() as u8);
            let offset: u16 = match rng.below(4) {
                0 => 0,
                1 => rng.below(16) as u16,
                2 => (rng.below(65536) as u16) | 0x8000,
                _ => rng.next() as u16,
            };
            w.extend_from_slice(&offset.to_le_bytes());
            let imm: u32 = match rng.below(6) {
                0 => 0,
                1 => [16, 32, 64][rng.below(3)],
                2 => {
                    [0x00, 0x01, 0x40, 0x41, 0x50, 0x51, 0xa0, 0xa1, 0xe1, 0xf1][rng.below(10)]
                        | (rng.below(16) as u32) << (8 * rng.below(2) as u32)
                }
                3 => rng.below(256) as u32,
                _ => rng.next() as u32,
            };
            w.extend_from_slice(&imm.to_le_bytes());
            if op == 0x18 {
                let hi: u32 = if rng.chance(50) { 0 } else { rng.next() as u32 };
                let lo: u32 = if rng.chance(70) { 0 } else { rng.next() as u32 };
                w.extend_from_slice(&lo.to_le_bytes());
                w.extend_from_slice(&hi.to_le_bytes());
            }
            out.push(w);
        }
    }
    out
}

/// Fixed-width targets: random words, words with the fixed bits of a
/// random instruction tdc decodes, and for every instruction tdc decodes,
/// each of its fixed bits flipped once (with random operand bits): where
/// llvm-mc ignores a bit the description fixes, or the reverse.
pub fn fixed_strings(tables: &TargetTables, rng: &mut Rng, count: usize) -> Vec<Vec<u8>> {
    let fixed = &tables.decoder.fixed;
    let n = fixed.word_bytes as usize;
    let little = tables.object.little_endian;
    let bytes_of = |w: u128, len: usize| -> Vec<u8> {
        let b = w.to_le_bytes();
        let mut v = b[..len].to_vec();
        if !little {
            v.reverse();
        }
        v
    };
    let mut out = Vec::with_capacity(count + count / 4);
    for _ in 0..count {
        out.push(bytes_of(rng.next() as u128 | (rng.next() as u128) << 64, n));
    }
    for _ in 0..count / 4 {
        let Some(c) = fixed.candidates.get(rng.below(fixed.candidates.len().max(1))) else { break };
        let random = rng.next() as u128 | (rng.next() as u128) << 64;
        let mut w = (c.value & c.mask) | (random & !c.mask);
        if rng.chance(10) {
            w ^= 1 << rng.below(c.bytes as usize * 8);
        }
        out.push(bytes_of(w, c.bytes as usize));
    }
    for c in &fixed.candidates {
        for bit in (0..c.bytes as usize * 8).filter(|&b| c.mask >> b & 1 != 0) {
            let random = rng.next() as u128 | (rng.next() as u128) << 64;
            let w = ((c.value & c.mask) | (random & !c.mask)) ^ 1 << bit;
            out.push(bytes_of(w, c.bytes as usize));
        }
    }
    out
}

/// x86-64: legacy prefixes (and REX last), an opcode of any map (or a VEX
/// prefix and a map), and up to ten random bytes after it; half of them
/// with the opcode, mandatory prefixes, REX.W and VEX or XOP facts of a
/// random instruction tdc decodes (3DNow!'s opcode after its operands).
pub fn x86_strings(tables: &TargetTables, rng: &mut Rng, count: usize) -> Vec<Vec<u8>> {
    use tdc::mc::tables::ModRmRm;
    let legacy = [0x66, 0x67, 0xF2, 0xF3, 0xF0, 0x2E, 0x36, 0x3E, 0x26, 0x64, 0x65];
    let decodable: Vec<u16> = tables.decoder.modrm.candidates.iter().map(|c| c.opcode).collect();
    let mut out = Vec::with_capacity(count);
    for _ in 0..count {
        let mut s = Vec::new();
        let stray = match rng.below(10) {
            0..=5 => 0,
            6..=8 => 1,
            _ => 2 + rng.below(2),
        };
        for _ in 0..stray {
            s.push(legacy[rng.below(legacy.len())]);
        }
        let from_tdc = rng.chance(50) && !decodable.is_empty();
        let enc = if from_tdc {
            let op = decodable[rng.below(decodable.len())];
            tables.instructions[op as usize].modrm.as_deref()
        } else {
            None
        };
        match enc {
            // EVEX: 62 and its three bytes with the map, W, pp, L'L, b, z
            // and masking of the instruction (mostly), the rest random.
            Some(enc) if enc.evex.is_some() => s.extend(evex_prefix(enc, rng)),
            // XOP: VEX's three-byte layout after 0x8F, the map in the
            // first opcode byte.
            Some(enc) if enc.xop => {
                let (map, op) = match enc.opcode[..] {
                    [m, op] => (m, op),
                    _ => (8, 0),
                };
                let l = u8::from(enc.vex.as_ref().is_some_and(|v| v.l));
                let random = rng.next() as u8;
                let w = if enc.rex_w { 0x80 } else { random & 0x80 };
                s.extend([0x8F, (rng.next() as u8) & 0xE0 | map, w | random & 0x78 | l << 2]);
                s.push(op);
            }
            Some(enc) if enc.vex.is_some() => {
                let (map, rest) = match enc.opcode[..] {
                    [0x0F, 0x38, ref r @ ..] => (2, r),
                    [0x0F, 0x3A, ref r @ ..] => (3, r),
                    [0x0F, ref r @ ..] => (1, r),
                    ref r => (0, r),
                };
                let pp = match enc.prefixes[..] {
                    [0x66] => 1,
                    [0xF3] => 2,
                    [0xF2] => 3,
                    _ => 0,
                };
                let l = u8::from(enc.vex.as_ref().is_some_and(|v| v.l));
                let random = rng.next() as u8;
                if map == 1 && rng.chance(50) {
                    s.extend([0xC5, random & 0xF8 | l << 2 | pp]);
                } else {
                    let w = if enc.rex_w { 0x80 } else { random & 0x80 };
                    s.extend([0xC4, (rng.next() as u8) & 0xE0 | map, w | random & 0x78 | l << 2 | pp]);
                }
                s.extend_from_slice(rest);
            }
            Some(enc) => {
                for &p in &enc.prefixes {
                    if rng.chance(95) {
                        s.push(p);
                    }
                }
                if enc.rex_w || rng.chance(30) {
                    let rex = 0x40 | (rng.below(16) as u8);
                    s.push(if enc.rex_w { rex | 8 } else { rex });
                }
                let mut opcode = enc.opcode.clone();
                if enc.opcode_reg.is_some() {
                    if let Some(last) = opcode.last_mut() {
                        *last |= rng.below(8) as u8;
                    }
                }
                s.extend_from_slice(&opcode);
                // A ModRM that fits the form, most of the time.
                if !matches!(enc.rm, ModRmRm::None) || !matches!(enc.reg, tdc::mc::tables::ModRmReg::None) {
                    let mut modrm = rng.next() as u8;
                    match enc.rm {
                        ModRmRm::Register(_) if rng.chance(90) => modrm |= 0xC0,
                        ModRmRm::Memory(_) if modrm >> 6 == 3 && rng.chance(90) => modrm &= 0x3F,
                        _ => {}
                    }
                    if let tdc::mc::tables::ModRmReg::Digit(d) = enc.reg {
                        if rng.chance(90) {
                            modrm = modrm & !0x38 | d << 3;
                        }
                    }
                    s.push(modrm);
                    // 3DNow!: the opcode after the SIB byte and
                    // displacement.
                    if let Some(suffix) = enc.suffix {
                        let (mode, rm) = (modrm >> 6, modrm & 7);
                        let mut disp = [0, 1, 4, 0][mode as usize];
                        if mode != 3 && rm == 4 {
                            let sib = rng.next() as u8;
                            s.push(sib);
                            if mode == 0 && sib & 7 == 5 {
                                disp = 4;
                            }
                        } else if mode == 0 && rm == 5 {
                            disp = 4;
                        }
                        for _ in 0..disp {
                            s.push(rng.next() as u8);
                        }
                        s.push(suffix);
                    }
                }
            }
            None => {
                if rng.chance(20) {
                    s.push(0x40 | rng.below(16) as u8);
                }
                match rng.below(10) {
                    0..=4 => {}
                    5 => s.push(0x0F),
                    6 => s.extend([0x62, rng.next() as u8, rng.next() as u8, rng.next() as u8]),
                    7 => s.extend([0x0F, 0x38]),
                    8 => s.extend([0x0F, 0x3A]),
                    _ => {
                        if rng.chance(50) {
                            s.extend([0xC5, rng.next() as u8]);
                        } else {
                            s.extend([0xC4, (rng.next() as u8) & 0xE0 | (1 + rng.below(3) as u8), rng.next() as u8]);
                        }
                    }
                }
                // Not 0xD5, APX's REX2 prefix, an encoding the prelude's
                // ModRMEncoded does not describe.
                s.push(match rng.next() as u8 {
                    0xD5 => 0x90,
                    b => b,
                });
            }
        }
        for _ in 0..rng.below(11) {
            s.push(rng.next() as u8);
        }
        s.truncate(15);
        out.push(s);
    }
    out
}

/// An EVEX prefix, opcode and ModRM for `enc`: its own map, W, pp,
/// vector length, b, z, masking and ModRM form nine times in ten (each
/// apart), random bits elsewhere; APX's B4 and U bits mostly as the
/// processor wants them.
fn evex_prefix(enc: &tdc::mc::tables::ModRmInfo, rng: &mut Rng) -> Vec<u8> {
    use tdc::mc::tables::{ModRmReg, ModRmRm};
    let Some(e) = enc.evex.as_ref() else { return Vec::new() };
    let (map, rest) = match enc.opcode[..] {
        [0x0F, 0x38, ref r @ ..] => (2, r),
        [0x0F, 0x3A, ref r @ ..] => (3, r),
        [0x0F, ref r @ ..] => (1, r),
        ref r => (enc.map, r),
    };
    let pp = match enc.prefixes[..] {
        [0x66] => 1,
        [0xF3] => 2,
        [0xF2] => 3,
        _ => 0,
    };
    let p0 = rng.next() as u8 & 0xF0 | pick(rng, 0, 8) | map;
    let w = pick(rng, u8::from(enc.rex_w) << 7, 0x80);
    let p1 = w | rng.next() as u8 & 0x78 | pick(rng, 4, 0) | pp;
    let ll = pick(rng, e.ll << 5, 0x60);
    let b = pick(rng, u8::from(e.b) << 4, 0x10);
    let z = pick(rng, u8::from(e.z) << 7, 0x80);
    let mask = if e.opmask.is_some() { 1 + rng.below(7) as u8 } else { 0 };
    let aaa = pick(rng, mask, 7);
    let p2 = z | ll | b | rng.next() as u8 & 8 | aaa;
    let mut out = vec![0x62, p0, p1, p2];
    out.extend_from_slice(rest);
    let mut modrm = rng.next() as u8;
    match enc.rm {
        ModRmRm::Register(_) => modrm |= pick(rng, 0xC0, 0),
        ModRmRm::Memory(_) if modrm >> 6 == 3 => modrm &= pick(rng, 0x3F, 0xFF),
        _ => {}
    }
    if let ModRmReg::Digit(d) = enc.reg {
        modrm = modrm & !0x38 | pick(rng, d << 3, modrm & 0x38);
    }
    out.push(modrm);
    out
}

/// `mine` nine times in ten, else random bits of `mask`.
fn pick(rng: &mut Rng, mine: u8, mask: u8) -> u8 {
    if rng.chance(90) {
        mine
    } else {
        rng.next() as u8 & mask
    }
}

/// Strings given as llvm-mc's input, one per line: `0x48 0x01 0xc3` (or
/// decimal bytes; `#` starts a comment). Lines with anything else are
/// left out.
pub fn line_strings(text: &str) -> Vec<Vec<u8>> {
    let byte = |t: &str| match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        Some(hex) => u8::from_str_radix(hex, 16).ok(),
        None => t.parse().ok(),
    };
    text.lines()
        .filter_map(|line| {
            let code = line.split('#').next().unwrap_or("");
            code.split(|c: char| c.is_whitespace() || c == ',').filter(|t| !t.is_empty()).map(byte).collect()
        })
        .filter(|s: &Vec<u8>| !s.is_empty())
        .collect()
}
