//! Encoding speed: one million x86-64 instructions held in memory, encoded
//! into one buffer by tdc's generated tables (`tdc::mc::encode::encode`)
//! and by the iced-x86 crate's encoder, after checking once that both
//! write the same bytes.
//!
//!     cargo run --release --example encode_bench -- [--count N] [--runs R] [--seed S]
//!
//!     cargo run --release --example encode_bench -- --mix integer
//!
//! The mix: seven in ten are general-purpose instructions:
//! register-register, register-immediate (imm8 and full), loads, stores,
//! read-modify-write and lea with base, index, scale and displacement, at
//! 8, 16, 32 and 64 bits, over all 16 registers (also %rsp/%rbp/%r12/%r13
//! as bases, which need SIB or displacement bytes). The other three are
//! vector instructions, one each of SSE (legacy prefixes and escapes), AVX,
//! AVX2 and FMA3 (VEX), and AVX-512 (EVEX: %zmm0-31 and %ymm16-31, opmasks
//! with merging and zeroing, embedded broadcast and rounding, compressed
//! disp8*N). `--mix integer` keeps only the first kind, `--mix vector`
//! only the second, `--mix sse`, `avx` and `avx512` one family of it.
//! Prints each encoder's median time and the ratio tdc/iced. `--only tdc`
//! or `--only iced` times one of them alone, for `perf stat` and profilers.

#[path = "../tests/support/splitmix.rs"]
mod splitmix;

use iced_x86::{Code, Encoder, Instruction, MemoryOperand, Register, RoundingControl};
use splitmix::SplitMix as Random;
use std::time::{Duration, Instant};
use tdc::mc::encode::encode;
use tdc::mc::inst::NO_REGISTER;
use tdc::mc::{MCInst, MCOperand};
use tdc::targets::x86::{Opcode, Reg, TABLES};

/// The 16 general registers of one size, in encoding order, for both.
struct Size {
    tdc: [u16; 16],
    iced: [Register; 16],
}

const SIZES: [Size; 4] = [
    Size {
        tdc: [
            Reg::AL.id(),
            Reg::CL.id(),
            Reg::DL.id(),
            Reg::BL.id(),
            Reg::SPL.id(),
            Reg::BPL.id(),
            Reg::SIL.id(),
            Reg::DIL.id(),
            Reg::R8B.id(),
            Reg::R9B.id(),
            Reg::R10B.id(),
            Reg::R11B.id(),
            Reg::R12B.id(),
            Reg::R13B.id(),
            Reg::R14B.id(),
            Reg::R15B.id(),
        ],
        iced: [
            Register::AL,
            Register::CL,
            Register::DL,
            Register::BL,
            Register::SPL,
            Register::BPL,
            Register::SIL,
            Register::DIL,
            Register::R8L,
            Register::R9L,
            Register::R10L,
            Register::R11L,
            Register::R12L,
            Register::R13L,
            Register::R14L,
            Register::R15L,
        ],
    },
    Size {
        tdc: [
            Reg::AX.id(),
            Reg::CX.id(),
            Reg::DX.id(),
            Reg::BX.id(),
            Reg::SP.id(),
            Reg::BP.id(),
            Reg::SI.id(),
            Reg::DI.id(),
            Reg::R8W.id(),
            Reg::R9W.id(),
            Reg::R10W.id(),
            Reg::R11W.id(),
            Reg::R12W.id(),
            Reg::R13W.id(),
            Reg::R14W.id(),
            Reg::R15W.id(),
        ],
        iced: [
            Register::AX,
            Register::CX,
            Register::DX,
            Register::BX,
            Register::SP,
            Register::BP,
            Register::SI,
            Register::DI,
            Register::R8W,
            Register::R9W,
            Register::R10W,
            Register::R11W,
            Register::R12W,
            Register::R13W,
            Register::R14W,
            Register::R15W,
        ],
    },
    Size {
        tdc: [
            Reg::EAX.id(),
            Reg::ECX.id(),
            Reg::EDX.id(),
            Reg::EBX.id(),
            Reg::ESP.id(),
            Reg::EBP.id(),
            Reg::ESI.id(),
            Reg::EDI.id(),
            Reg::R8D.id(),
            Reg::R9D.id(),
            Reg::R10D.id(),
            Reg::R11D.id(),
            Reg::R12D.id(),
            Reg::R13D.id(),
            Reg::R14D.id(),
            Reg::R15D.id(),
        ],
        iced: [
            Register::EAX,
            Register::ECX,
            Register::EDX,
            Register::EBX,
            Register::ESP,
            Register::EBP,
            Register::ESI,
            Register::EDI,
            Register::R8D,
            Register::R9D,
            Register::R10D,
            Register::R11D,
            Register::R12D,
            Register::R13D,
            Register::R14D,
            Register::R15D,
        ],
    },
    Size {
        tdc: [
            Reg::RAX.id(),
            Reg::RCX.id(),
            Reg::RDX.id(),
            Reg::RBX.id(),
            Reg::RSP.id(),
            Reg::RBP.id(),
            Reg::RSI.id(),
            Reg::RDI.id(),
            Reg::R8.id(),
            Reg::R9.id(),
            Reg::R10.id(),
            Reg::R11.id(),
            Reg::R12.id(),
            Reg::R13.id(),
            Reg::R14.id(),
            Reg::R15.id(),
        ],
        iced: [
            Register::RAX,
            Register::RCX,
            Register::RDX,
            Register::RBX,
            Register::RSP,
            Register::RBP,
            Register::RSI,
            Register::RDI,
            Register::R8,
            Register::R9,
            Register::R10,
            Register::R11,
            Register::R12,
            Register::R13,
            Register::R14,
            Register::R15,
        ],
    },
];

/// One instruction for both encoders.
struct Pair {
    tdc: MCInst,
    iced: Instruction,
}

fn inst(opcode: u16, operands: &[MCOperand]) -> MCInst {
    let mut i = MCInst::new(opcode);
    for &o in operands {
        i.push(o);
    }
    i
}

/// Operand slots: `before`, a memory operand's five, then `after`.
fn around(before: &[MCOperand], memory: [MCOperand; 5], after: &[MCOperand]) -> Vec<MCOperand> {
    [before, &memory, after].concat()
}

/// A memory operand: the five MCInst slots and iced's form.
fn memory(random: &mut Random) -> ([MCOperand; 5], MemoryOperand) {
    let q = &SIZES[3];
    let base = random.below(16) as usize;
    // No index one time in three; %rsp cannot be one.
    let index = match random.below(3) {
        0 => None,
        _ => Some([0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15][random.below(15) as usize]),
    };
    let scale = [1, 2, 4, 8][random.below(4) as usize];
    let disp: i64 = match random.below(3) {
        0 => 0,
        1 => random.below(256) as i64 - 128,
        _ => random.next() as i32 as i64,
    };
    let scale = if index.is_some() { scale } else { 1 };
    let slots = [
        MCOperand::Reg(q.tdc[base]),
        MCOperand::Imm(scale as i64),
        MCOperand::Reg(index.map_or(NO_REGISTER, |i| q.tdc[i])),
        MCOperand::Imm(disp),
        MCOperand::Reg(NO_REGISTER),
    ];
    // iced: 1 for a byte if it fits, 8 for 64-bit addressing's 32 bits.
    let displ_size = if disp == 0 {
        0
    } else if i8::try_from(disp).is_ok() {
        1
    } else {
        8
    };
    let iced = MemoryOperand::new(
        q.iced[base],
        index.map_or(Register::None, |i| q.iced[i]),
        scale,
        disp,
        displ_size,
        false,
        Register::None,
    );
    (slots, iced)
}

/// tdc opcodes and iced codes of one operation at 8, 16, 32, 64 bits.
struct Forms {
    tdc: [u16; 4],
    iced: [Code; 4],
}

fn alu_rr() -> [Forms; 4] {
    [
        Forms {
            tdc: [Opcode::ADD8rr.id(), Opcode::ADD16rr.id(), Opcode::ADD32rr.id(), Opcode::ADD64rr.id()],
            iced: [Code::Add_rm8_r8, Code::Add_rm16_r16, Code::Add_rm32_r32, Code::Add_rm64_r64],
        },
        Forms {
            tdc: [Opcode::SUB8rr.id(), Opcode::SUB16rr.id(), Opcode::SUB32rr.id(), Opcode::SUB64rr.id()],
            iced: [Code::Sub_rm8_r8, Code::Sub_rm16_r16, Code::Sub_rm32_r32, Code::Sub_rm64_r64],
        },
        Forms {
            tdc: [Opcode::AND8rr.id(), Opcode::AND16rr.id(), Opcode::AND32rr.id(), Opcode::AND64rr.id()],
            iced: [Code::And_rm8_r8, Code::And_rm16_r16, Code::And_rm32_r32, Code::And_rm64_r64],
        },
        Forms {
            tdc: [Opcode::XOR8rr.id(), Opcode::XOR16rr.id(), Opcode::XOR32rr.id(), Opcode::XOR64rr.id()],
            iced: [Code::Xor_rm8_r8, Code::Xor_rm16_r16, Code::Xor_rm32_r32, Code::Xor_rm64_r64],
        },
    ]
}

/// One random instruction of the mix.
fn random_pair(random: &mut Random, alu: &[Forms; 4]) -> Pair {
    use MCOperand::{Imm, Reg};
    let s = random.below(4) as usize;
    let size = &SIZES[s];
    let (d, r) = (random.below(16) as usize, random.below(16) as usize);
    let (td, tr, id, ir) = (size.tdc[d], size.tdc[r], size.iced[d], size.iced[r]);
    let imm8 = random.below(256) as i64 - 128;
    // A full immediate of the size (sign-extended 32 bits for 64).
    let full = match s {
        0 => random.below(256) as i64 - 128,
        1 => random.below(65536) as i64 - 32768,
        _ => random.next() as i32 as i64,
    };
    let kind = random.below(100);
    let (tdc, iced) = match kind {
        // Register-register ALU and compare.
        0..=19 => {
            let f = &alu[random.below(4) as usize];
            (inst(f.tdc[s], &[Reg(td), Reg(td), Reg(tr)]), Instruction::with2(f.iced[s], id, ir).unwrap())
        }
        20..=24 => {
            let (t, i) = (
                [Opcode::CMP8rr.id(), Opcode::CMP16rr.id(), Opcode::CMP32rr.id(), Opcode::CMP64rr.id()][s],
                [Code::Cmp_rm8_r8, Code::Cmp_rm16_r16, Code::Cmp_rm32_r32, Code::Cmp_rm64_r64][s],
            );
            (inst(t, &[Reg(td), Reg(tr)]), Instruction::with2(i, id, ir).unwrap())
        }
        25..=34 => {
            let (t, i) = (
                [Opcode::MOV8rr.id(), Opcode::MOV16rr.id(), Opcode::MOV32rr.id(), Opcode::MOV64rr.id()][s],
                [Code::Mov_rm8_r8, Code::Mov_rm16_r16, Code::Mov_rm32_r32, Code::Mov_rm64_r64][s],
            );
            (inst(t, &[Reg(td), Reg(tr)]), Instruction::with2(i, id, ir).unwrap())
        }
        // Register-immediate: imm8 forms, full forms, moves.
        35..=44 if s > 0 => {
            let (t, i) = (
                [0, Opcode::ADD16ri8.id(), Opcode::ADD32ri8.id(), Opcode::ADD64ri8.id()][s],
                [Code::INVALID, Code::Add_rm16_imm8, Code::Add_rm32_imm8, Code::Add_rm64_imm8][s],
            );
            (inst(t, &[Reg(td), Reg(td), Imm(imm8)]), Instruction::with2(i, id, imm8 as i32).unwrap())
        }
        35..=49 => {
            let (t, i) = (
                [Opcode::AND8ri.id(), Opcode::AND16ri.id(), Opcode::AND32ri.id(), Opcode::AND64ri.id()][s],
                [Code::And_rm8_imm8, Code::And_rm16_imm16, Code::And_rm32_imm32, Code::And_rm64_imm32][s],
            );
            (inst(t, &[Reg(td), Reg(td), Imm(full)]), Instruction::with2(i, id, full as i32).unwrap())
        }
        50..=54 => match s {
            3 if random.below(2) == 0 => {
                let v = random.next();
                (
                    inst(Opcode::MOV64ri.id(), &[Reg(td), Imm(v as i64)]),
                    Instruction::with2(Code::Mov_r64_imm64, id, v).unwrap(),
                )
            }
            3 => (
                inst(Opcode::MOV64ri32.id(), &[Reg(td), Imm(full)]),
                Instruction::with2(Code::Mov_rm64_imm32, id, full as i32).unwrap(),
            ),
            _ => {
                let (t, i) = (
                    [Opcode::MOV8ri.id(), Opcode::MOV16ri.id(), Opcode::MOV32ri.id(), 0][s],
                    [Code::Mov_r8_imm8, Code::Mov_r16_imm16, Code::Mov_r32_imm32, Code::INVALID][s],
                );
                (inst(t, &[Reg(td), Imm(full)]), Instruction::with2(i, id, full as i32).unwrap())
            }
        },
        // Loads, stores, read-modify-write, lea.
        55..=69 => {
            let (m, im) = memory(random);
            let (t, i) = (
                [Opcode::MOV8rm.id(), Opcode::MOV16rm.id(), Opcode::MOV32rm.id(), Opcode::MOV64rm.id()][s],
                [Code::Mov_r8_rm8, Code::Mov_r16_rm16, Code::Mov_r32_rm32, Code::Mov_r64_rm64][s],
            );
            let ops = around(&[Reg(td)], m, &[]);
            (inst(t, &ops), Instruction::with2(i, id, im).unwrap())
        }
        70..=79 => {
            let (m, im) = memory(random);
            let (t, i) = (
                [Opcode::MOV8mr.id(), Opcode::MOV16mr.id(), Opcode::MOV32mr.id(), Opcode::MOV64mr.id()][s],
                [Code::Mov_rm8_r8, Code::Mov_rm16_r16, Code::Mov_rm32_r32, Code::Mov_rm64_r64][s],
            );
            let ops = around(&[], m, &[Reg(tr)]);
            (inst(t, &ops), Instruction::with2(i, im, ir).unwrap())
        }
        80..=86 => {
            let (m, im) = memory(random);
            let (t, i) = (
                [Opcode::ADD8rm.id(), Opcode::ADD16rm.id(), Opcode::ADD32rm.id(), Opcode::ADD64rm.id()][s],
                [Code::Add_r8_rm8, Code::Add_r16_rm16, Code::Add_r32_rm32, Code::Add_r64_rm64][s],
            );
            let ops = around(&[Reg(td), Reg(td)], m, &[]);
            (inst(t, &ops), Instruction::with2(i, id, im).unwrap())
        }
        87..=91 if s > 0 => {
            let (m, im) = memory(random);
            let (t, i) = (
                [0, Opcode::SUB16mi8.id(), Opcode::SUB32mi8.id(), Opcode::SUB64mi8.id()][s],
                [Code::INVALID, Code::Sub_rm16_imm8, Code::Sub_rm32_imm8, Code::Sub_rm64_imm8][s],
            );
            let ops = around(&[], m, &[Imm(imm8)]);
            (inst(t, &ops), Instruction::with2(i, im, imm8 as i32).unwrap())
        }
        87..=94 => {
            let (m, im) = memory(random);
            let (td, id) = (SIZES[3].tdc[d], SIZES[3].iced[d]);
            let ops = around(&[Reg(td)], m, &[]);
            (inst(Opcode::LEA64r.id(), &ops), Instruction::with2(Code::Lea_r64_m, id, im).unwrap())
        }
        // imul with an immediate, shifts, inc.
        95..=96 => {
            let (td, tr, id, ir) = (SIZES[3].tdc[d], SIZES[3].tdc[r], SIZES[3].iced[d], SIZES[3].iced[r]);
            (
                inst(Opcode::IMUL64rri8.id(), &[Reg(td), Reg(tr), Imm(imm8)]),
                Instruction::with3(Code::Imul_r64_rm64_imm8, id, ir, imm8 as i32).unwrap(),
            )
        }
        97..=98 => {
            let n = random.below(8) as i64 + 2;
            let (t, i) = (
                [Opcode::SHL8ri.id(), Opcode::SHL16ri.id(), Opcode::SHL32ri.id(), Opcode::SHL64ri.id()][s],
                [Code::Shl_rm8_imm8, Code::Shl_rm16_imm8, Code::Shl_rm32_imm8, Code::Shl_rm64_imm8][s],
            );
            (inst(t, &[Reg(td), Reg(td), Imm(n)]), Instruction::with2(i, id, n as u32).unwrap())
        }
        _ => {
            let (t, i) = (
                [Opcode::INC8r.id(), Opcode::INC16r.id(), Opcode::INC32r.id(), Opcode::INC64r.id()][s],
                [Code::Inc_rm8, Code::Inc_rm16, Code::Inc_rm32, Code::Inc_rm64][s],
            );
            (inst(t, &[Reg(td), Reg(td)]), Instruction::with1(i, id).unwrap())
        }
    };
    Pair { tdc, iced }
}

/// Vector registers of one width, tdc's and iced's, numbered from 0.
struct Vectors {
    tdc: Vec<u16>,
    iced: Vec<Register>,
}

impl Vectors {
    /// `count` registers named `prefix`0… (tdc's record names, upper case)
    /// starting at iced's `first`.
    fn new(prefix: &str, first: Register, count: u32) -> Vectors {
        let tdc = (0..count)
            .map(|i| {
                let name = format!("{prefix}{i}");
                TABLES.registers.iter().position(|r| r.name == name).unwrap_or_else(|| panic!("no register {name}"))
                    as u16
            })
            .collect();
        Vectors { tdc, iced: (0..count).map(|i| first + i).collect() }
    }

    fn pick(&self, random: &mut Random) -> (u16, Register) {
        let i = random.below(self.tdc.len() as u64) as usize;
        (self.tdc[i], self.iced[i])
    }
}

/// The vector registers the mix uses: %xmm0-15 (SSE, VEX), %ymm0-15
/// (VEX), %zmm0-31 and %ymm16-31 (EVEX), %k1-7 (masks).
struct VectorRegs {
    xmm: Vectors,
    ymm: Vectors,
    zmm: Vectors,
    ymm_high: Vectors,
    masks: Vectors,
}

impl VectorRegs {
    fn new() -> VectorRegs {
        let ymm_all = Vectors::new("YMM", Register::YMM0, 32);
        VectorRegs {
            xmm: Vectors::new("XMM", Register::XMM0, 16),
            ymm: Vectors { tdc: ymm_all.tdc[..16].to_vec(), iced: ymm_all.iced[..16].to_vec() },
            zmm: Vectors::new("ZMM", Register::ZMM0, 32),
            ymm_high: Vectors { tdc: ymm_all.tdc[16..].to_vec(), iced: ymm_all.iced[16..].to_vec() },
            masks: Vectors {
                tdc: Vectors::new("K", Register::K0, 8).tdc[1..].to_vec(),
                iced: (1..8).map(|i| Register::K0 + i).collect(),
            },
        }
    }
}

/// A memory operand for a vector instruction whose disp8 is scaled by
/// `n` (EVEX's compressed displacement): one time in three a multiple of
/// `n` that fits; `broadcast` marks iced's form as an embedded broadcast.
fn vector_memory(random: &mut Random, n: i64, broadcast: bool) -> ([MCOperand; 5], MemoryOperand) {
    let (mut slots, m) = memory(random);
    let (disp, size) = match random.below(3) {
        0 => {
            let disp = n * (random.below(256) as i64 - 128);
            (disp, u32::from(disp != 0))
        }
        _ => (m.displacement, m.displ_size),
    };
    slots[3] = MCOperand::Imm(disp);
    let iced = MemoryOperand::new(m.base, m.index, m.scale, disp, size, broadcast, m.segment_prefix);
    (slots, iced)
}

/// The kinds of `vector_pair`'s instructions, as ranges of its cases.
const SSE: std::ops::Range<u64> = 0..5;
const AVX: std::ops::Range<u64> = 5..11;
const AVX512: std::ops::Range<u64> = 11..18;

/// One random vector instruction (SSE, AVX/AVX2/FMA3 or AVX-512) of one
/// of the cases `kinds`.
fn vector_pair(random: &mut Random, v: &VectorRegs, kinds: &std::ops::Range<u64>) -> Pair {
    use MCOperand::{Imm, Reg};
    let (tdc, iced) = match kinds.start + random.below(kinds.end - kinds.start) {
        // SSE: two-operand, destructive.
        0..=1 => {
            let ((d, id), (s, is)) = (v.xmm.pick(random), v.xmm.pick(random));
            let (t, c) = [
                (Opcode::ADDPSrr.id(), Code::Addps_xmm_xmmm128),
                (Opcode::MULSDrr.id(), Code::Mulsd_xmm_xmmm64),
                (Opcode::PADDDrr.id(), Code::Paddd_xmm_xmmm128),
                (Opcode::PXORrr.id(), Code::Pxor_xmm_xmmm128),
            ][random.below(4) as usize];
            (inst(t, &[Reg(d), Reg(d), Reg(s)]), Instruction::with2(c, id, is).unwrap())
        }
        2 => {
            let (d, id) = v.xmm.pick(random);
            let (m, im) = memory(random);
            let ops = around(&[Reg(d), Reg(d)], m, &[]);
            (inst(Opcode::ADDPSrm.id(), &ops), Instruction::with2(Code::Addps_xmm_xmmm128, id, im).unwrap())
        }
        3 => {
            let ((d, id), (s, is)) = (v.xmm.pick(random), v.xmm.pick(random));
            let n = random.below(256);
            (
                inst(Opcode::PSHUFDri.id(), &[Reg(d), Reg(s), Imm(n as i64)]),
                Instruction::with3(Code::Pshufd_xmm_xmmm128_imm8, id, is, n as u32).unwrap(),
            )
        }
        4 => {
            let (s, is) = v.xmm.pick(random);
            let (m, im) = memory(random);
            let ops = around(&[], m, &[Reg(s)]);
            (inst(Opcode::MOVAPSmr.id(), &ops), Instruction::with2(Code::Movaps_xmmm128_xmm, im, is).unwrap())
        }
        // AVX, AVX2, FMA3: three operands in VEX.
        5..=7 => {
            let ((d, id), (a, ia), (b, ib)) = (v.ymm.pick(random), v.ymm.pick(random), v.ymm.pick(random));
            let (t, c) = [
                (Opcode::VADDPSYrr.id(), Code::VEX_Vaddps_ymm_ymm_ymmm256),
                (Opcode::VPADDDYrr.id(), Code::VEX_Vpaddd_ymm_ymm_ymmm256),
                (Opcode::VPXORYrr.id(), Code::VEX_Vpxor_ymm_ymm_ymmm256),
            ][random.below(3) as usize];
            (inst(t, &[Reg(d), Reg(a), Reg(b)]), Instruction::with3(c, id, ia, ib).unwrap())
        }
        8 => {
            let ((d, id), (a, ia), (b, ib)) = (v.ymm.pick(random), v.ymm.pick(random), v.ymm.pick(random));
            (
                inst(Opcode::VFMADD231PSYr.id(), &[Reg(d), Reg(d), Reg(a), Reg(b)]),
                Instruction::with3(Code::VEX_Vfmadd231ps_ymm_ymm_ymmm256, id, ia, ib).unwrap(),
            )
        }
        9 => {
            let ((d, id), (a, ia)) = (v.ymm.pick(random), v.ymm.pick(random));
            let (m, im) = memory(random);
            let ops = around(&[Reg(d), Reg(a)], m, &[]);
            (
                inst(Opcode::VADDPDYrm.id(), &ops),
                Instruction::with3(Code::VEX_Vaddpd_ymm_ymm_ymmm256, id, ia, im).unwrap(),
            )
        }
        10 => {
            let (d, id) = v.ymm.pick(random);
            let (m, im) = memory(random);
            if random.below(2) == 0 {
                let ops = around(&[Reg(d)], m, &[]);
                (
                    inst(Opcode::VMOVAPSYrm.id(), &ops),
                    Instruction::with2(Code::VEX_Vmovaps_ymm_ymmm256, id, im).unwrap(),
                )
            } else {
                let ops = around(&[], m, &[Reg(d)]);
                (
                    inst(Opcode::VMOVUPSYmr.id(), &ops),
                    Instruction::with2(Code::VEX_Vmovups_ymmm256_ymm, im, id).unwrap(),
                )
            }
        }
        // AVX-512: all 32 registers, masks, broadcast, rounding.
        11..=12 => {
            let ((d, id), (a, ia), (b, ib)) = (v.zmm.pick(random), v.zmm.pick(random), v.zmm.pick(random));
            let (t, c) = [
                (Opcode::VADDPSZrr.id(), Code::EVEX_Vaddps_zmm_k1z_zmm_zmmm512b32_er),
                (Opcode::VPXORDZrr.id(), Code::EVEX_Vpxord_zmm_k1z_zmm_zmmm512b32),
                (Opcode::VPERMPSZrr.id(), Code::EVEX_Vpermps_zmm_k1z_zmm_zmmm512b32),
            ][random.below(3) as usize];
            (inst(t, &[Reg(d), Reg(a), Reg(b)]), Instruction::with3(c, id, ia, ib).unwrap())
        }
        13 => {
            // Merging or zeroing under a mask.
            let ((d, id), (a, ia), (b, ib)) = (v.zmm.pick(random), v.zmm.pick(random), v.zmm.pick(random));
            let (k, ik) = v.masks.pick(random);
            let mut i = Instruction::with3(Code::EVEX_Vaddps_zmm_k1z_zmm_zmmm512b32_er, id, ia, ib).unwrap();
            i.set_op_mask(ik);
            if random.below(2) == 0 {
                (inst(Opcode::VADDPSZrrk.id(), &[Reg(d), Reg(d), Reg(k), Reg(a), Reg(b)]), i)
            } else {
                i.set_zeroing_masking(true);
                (inst(Opcode::VADDPSZrrkz.id(), &[Reg(d), Reg(k), Reg(a), Reg(b)]), i)
            }
        }
        14 => {
            // Embedded rounding.
            let ((d, id), (a, ia), (b, ib)) = (v.zmm.pick(random), v.zmm.pick(random), v.zmm.pick(random));
            let rc = random.below(4);
            let mut i = Instruction::with3(Code::EVEX_Vaddps_zmm_k1z_zmm_zmmm512b32_er, id, ia, ib).unwrap();
            i.set_rounding_control(
                [
                    RoundingControl::RoundToNearest,
                    RoundingControl::RoundDown,
                    RoundingControl::RoundUp,
                    RoundingControl::RoundTowardZero,
                ][rc as usize],
            );
            (inst(Opcode::VADDPSZrrb.id(), &[Reg(d), Reg(a), Reg(b), Imm(rc as i64)]), i)
        }
        15 => {
            // A full vector from memory (disp8 scaled by 64) or a
            // broadcast element (scaled by 4) under a mask.
            let ((d, id), (a, ia)) = (v.zmm.pick(random), v.zmm.pick(random));
            if random.below(2) == 0 {
                let (m, im) = vector_memory(random, 64, false);
                let ops = around(&[Reg(d), Reg(a)], m, &[]);
                (
                    inst(Opcode::VADDPSZrm.id(), &ops),
                    Instruction::with3(Code::EVEX_Vaddps_zmm_k1z_zmm_zmmm512b32_er, id, ia, im).unwrap(),
                )
            } else {
                let (k, ik) = v.masks.pick(random);
                let (m, im) = vector_memory(random, 4, true);
                let ops = around(&[Reg(d), Reg(d), Reg(k), Reg(a)], m, &[]);
                let mut i = Instruction::with3(Code::EVEX_Vpaddd_zmm_k1z_zmm_zmmm512b32, id, ia, im).unwrap();
                i.set_op_mask(ik);
                (inst(Opcode::VPADDDZrmbk.id(), &ops), i)
            }
        }
        16 => {
            let (d, id) = v.zmm.pick(random);
            let (m, im) = vector_memory(random, 64, false);
            if random.below(2) == 0 {
                let ops = around(&[Reg(d)], m, &[]);
                (
                    inst(Opcode::VMOVAPSZrm.id(), &ops),
                    Instruction::with2(Code::EVEX_Vmovaps_zmm_k1z_zmmm512, id, im).unwrap(),
                )
            } else {
                let (k, ik) = v.masks.pick(random);
                let ops = around(&[Reg(k)], m, &[Reg(d)]);
                let mut i = Instruction::with2(Code::EVEX_Vmovups_zmmm512_k1z_zmm, im, id).unwrap();
                i.set_op_mask(ik);
                (inst(Opcode::VMOVUPSZmrk.id(), &ops), i)
            }
        }
        _ => {
            // EVEX at 256 bits: %ymm16-31 have no VEX form.
            let ((d, id), (a, ia), (b, ib)) =
                (v.ymm_high.pick(random), v.ymm_high.pick(random), v.ymm_high.pick(random));
            (
                inst(Opcode::VADDPSZ256rr.id(), &[Reg(d), Reg(a), Reg(b)]),
                Instruction::with3(Code::EVEX_Vaddps_ymm_k1z_ymm_ymmm256b32, id, ia, ib).unwrap(),
            )
        }
    };
    Pair { tdc, iced }
}

fn encode_tdc(insts: &[MCInst], out: &mut Vec<u8>) {
    out.clear();
    for i in insts {
        encode(&TABLES, i, out).expect("tdc encodes the instruction");
    }
}

fn encode_iced(insts: &[Instruction], capacity: usize) -> Vec<u8> {
    let mut encoder = Encoder::try_with_capacity(64, capacity).unwrap();
    for i in insts {
        encoder.encode(i, 0).expect("iced encodes the instruction");
    }
    encoder.take_buffer()
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn main() {
    let mut count = 1_000_000usize;
    let mut runs = 11usize;
    let mut seed = 1u64;
    // In ten instructions, how many are vector ones, and of which kinds.
    let (mut vectors, mut kinds, mut mix) = (3, SSE.start..AVX512.end, "general-purpose and vector");
    let mut only = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        if a == "--mix" {
            let all = SSE.start..AVX512.end;
            (vectors, kinds, mix) = match args.next().as_deref() {
                Some("integer") => (0, all, "general-purpose"),
                Some("full") => (3, all, "general-purpose and vector"),
                Some("vector") => (10, all, "vector"),
                Some("sse") => (10, SSE, "SSE"),
                Some("avx") => (10, AVX, "AVX, AVX2 and FMA3"),
                Some("avx512") => (10, AVX512, "AVX-512"),
                other => panic!("--mix takes integer, full, vector, sse, avx or avx512, not {other:?}"),
            };
            continue;
        }
        if a == "--only" {
            only = match args.next().as_deref() {
                Some(which @ ("tdc" | "iced")) => Some(which.to_string()),
                other => panic!("--only takes tdc or iced, not {other:?}"),
            };
            continue;
        }
        let mut value =
            || args.next().and_then(|v| v.parse::<u64>().ok()).unwrap_or_else(|| panic!("{a} takes a number"));
        match a.as_str() {
            "--count" => count = value() as usize,
            "--runs" => runs = value().max(1) as usize,
            "--seed" => seed = value(),
            _ => panic!(
                "unknown argument {a} (--count N, --runs R, --seed S, --mix integer|full|vector|sse|avx|avx512, --only tdc|iced)"
            ),
        }
    }
    let mut random = Random(seed);
    let alu = alu_rr();
    let registers = VectorRegs::new();
    let one = |random: &mut Random| {
        if random.below(10) < vectors {
            vector_pair(random, &registers, &kinds)
        } else {
            random_pair(random, &alu)
        }
    };
    let (tdc_insts, iced_insts): (Vec<MCInst>, Vec<Instruction>) =
        (0..count).map(|_| one(&mut random)).map(|p| (p.tdc, p.iced)).unzip();

    // Both must write the same bytes; on a difference, name the first
    // instruction that differs.
    let mut ours = Vec::new();
    encode_tdc(&tdc_insts, &mut ours);
    let theirs = encode_iced(&iced_insts, ours.len());
    if ours != theirs {
        let mut one = Vec::new();
        for (t, i) in tdc_insts.iter().zip(&iced_insts) {
            encode_tdc(std::slice::from_ref(t), &mut one);
            let other = encode_iced(std::slice::from_ref(i), 16);
            if one != other {
                panic!(
                    "{}: tdc {:02x?}, iced {:02x?} ({:?})",
                    TABLES.instructions[t.opcode as usize].name,
                    one,
                    other,
                    i.code()
                );
            }
        }
        unreachable!("the streams differ but no instruction does");
    }
    println!("{count} {mix} instructions, {} bytes, identical from both encoders", ours.len());

    // Interleaved runs, each into a buffer of the final size.
    let (mut t_tdc, mut t_iced) = (Vec::new(), Vec::new());
    let mut buffer = Vec::with_capacity(ours.len());
    let (run_tdc, run_iced) = (only.as_deref() != Some("iced"), only.as_deref() != Some("tdc"));
    for _ in 0..runs {
        if run_tdc {
            let start = Instant::now();
            encode_tdc(&tdc_insts, &mut buffer);
            t_tdc.push(start.elapsed());
            std::hint::black_box(&buffer);
        }
        if run_iced {
            let start = Instant::now();
            let bytes = encode_iced(&iced_insts, ours.len());
            t_iced.push(start.elapsed());
            std::hint::black_box(&bytes);
        }
    }
    if let Some(which) = only {
        let times = if which == "tdc" { t_tdc } else { t_iced };
        println!("median of {runs} runs: {which} {:.1} ms", median(times).as_secs_f64() * 1e3);
        return;
    }
    let (m_tdc, m_iced) = (median(t_tdc), median(t_iced));
    println!(
        "median of {runs} runs: tdc {:.1} ms, iced-x86 {:.1} ms, ratio tdc/iced {:.3}",
        m_tdc.as_secs_f64() * 1e3,
        m_iced.as_secs_f64() * 1e3,
        m_tdc.as_secs_f64() / m_iced.as_secs_f64()
    );
}
