//! SSE, AVX, AVX2, FMA and general-purpose extension instructions
//! assembled by tdc and run on the host: each function receives two
//! 32-byte inputs at (%rdi) and 32(%rdi) and writes 32 bytes at (%rsi);
//! the bytes must be those Rust computes from the same inputs. A check
//! whose extension the host lacks (per /proc/cpuinfo) is reported as
//! skipped.

#![cfg(all(target_arch = "x86_64", target_os = "linux"))]

#[path = "support/splitmix.rs"]
mod splitmix;

use memmap2::MmapMut;
use object::read::elf::ElfFile64;
use object::{Object, ObjectSection};
use splitmix::SplitMix as Random;
use tdc::asm::{assemble_object, AsmOptions};
use tdc::targets::x86::TABLES;

type Entry = extern "sysv64" fn(*const u8, *mut u8);
/// A model of a two-source operation: the result's bytes from the sources'.
type Model = dyn Fn(&[u8], &[u8]) -> [u8; 32];

/// Assembled code mapped executable.
struct Function {
    code: memmap2::Mmap,
}

impl Function {
    fn new(source: &str) -> Function {
        let (asm, object) = assemble_object(&TABLES, source, AsmOptions::default());
        let errors: Vec<String> = asm.errors.iter().map(|e| e.render("test.s")).collect();
        assert!(errors.is_empty(), "{}\nin:\n{source}", errors.concat());
        let object = object.expect("an object");
        let file = ElfFile64::<object::Endianness>::parse(&*object).expect("a valid ELF64 file");
        let text = file.section_by_name(".text").expect("a .text section");
        assert_eq!(text.relocations().count(), 0, "the code must need no relocation:\n{source}");
        let bytes = text.data().unwrap();
        let mut map = MmapMut::map_anon(bytes.len()).expect("an anonymous mapping");
        map.copy_from_slice(bytes);
        Function { code: map.make_exec().expect("an executable mapping") }
    }

    fn call(&self, input: &[u8; 64]) -> [u8; 32] {
        let mut out = [0u8; 32];
        // SAFETY: the mapping holds a complete System V function assembled
        // from the test's source, needing no relocation, that reads 64
        // bytes at its first argument and writes 32 at its second.
        let entry: Entry = unsafe { std::mem::transmute::<*const u8, Entry>(self.code.as_ptr()) };
        entry(input.as_ptr(), out.as_mut_ptr());
        out
    }
}

/// Whether the host has every one of `features` (names as in
/// /proc/cpuinfo's flags).
fn host_has(features: &[&str]) -> bool {
    let info = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let flags: Vec<&str> =
        info.lines().find(|l| l.starts_with("flags")).map_or(vec![], |l| l.split_whitespace().collect());
    features.iter().all(|f| flags.contains(f))
}

/// Inputs that reach the edges of the element sizes, then random ones.
fn inputs() -> Vec<[u8; 64]> {
    let mut out = Vec::new();
    for fill in [0x00u8, 0xFF, 0x80, 0x7F, 0x01] {
        out.push([fill; 64]);
    }
    let mut random = Random(0x51_3D);
    for i in 0..400 {
        let mut v = [0u8; 64];
        for chunk in v.chunks_mut(8) {
            let r = random.next();
            let r = match i % 4 {
                0 => r,
                1 => r & 0x8080_8080_8080_8080 | (0x0101_0101_0101_0101 * (r >> 60)),
                2 => r % 512,
                _ => r.rotate_left(7) ^ 0x8000_0000_8000_0000,
            };
            chunk.copy_from_slice(&r.to_le_bytes());
        }
        out.push(v);
    }
    out
}

/// Float inputs: each lane a finite float (no NaN payload questions).
fn float_inputs() -> Vec<[u8; 64]> {
    let mut random = Random(0xF10A7);
    let values = [0.0f32, -0.0, 1.0, -1.5, 3.25, 1e-3, -7e5, 65504.0, 0.1, 2.5e-8];
    (0..200)
        .map(|i| {
            let mut v = [0u8; 64];
            for (k, chunk) in v.chunks_mut(4).enumerate() {
                let r = random.next();
                let x =
                    if i % 3 == 0 { values[(r % values.len() as u64) as usize] } else { (r as i32 as f32) / 4096.0 };
                let x = if k % 5 == 4 { x.abs() } else { x };
                chunk.copy_from_slice(&x.to_le_bytes());
            }
            v
        })
        .collect()
}

/// Runs `source` on `inputs` against `expected`, unless the host lacks
/// `features` (then it says so and passes as skipped).
fn check(features: &[&str], source: &str, inputs: &[[u8; 64]], expected: impl Fn(&[u8; 64]) -> [u8; 32]) {
    if !host_has(features) {
        eprintln!("skipped (the host lacks {features:?}):\n{source}");
        return;
    }
    let f = Function::new(source);
    for input in inputs {
        let got = f.call(input);
        let want = expected(input);
        assert_eq!(got, want, "for input {input:02x?}:\n{source}");
    }
}

fn lanes<const N: usize>(bytes: &[u8]) -> [u8; N] {
    bytes[..N].try_into().unwrap()
}
fn u32s(b: &[u8]) -> Vec<u32> {
    b.chunks(4).map(|c| u32::from_le_bytes(lanes(c))).collect()
}
fn i16s(b: &[u8]) -> Vec<i16> {
    b.chunks(2).map(|c| i16::from_le_bytes(lanes(c))).collect()
}
fn f32s(b: &[u8]) -> Vec<f32> {
    b.chunks(4).map(|c| f32::from_le_bytes(lanes(c))).collect()
}
#[allow(dead_code)]
fn f64s(b: &[u8]) -> Vec<f64> {
    b.chunks(8).map(|c| f64::from_le_bytes(lanes(c))).collect()
}
/// 32 output bytes from values (the rest zero).
fn out<T: Copy, const W: usize>(values: impl IntoIterator<Item = T>, bytes: impl Fn(T) -> [u8; W]) -> [u8; 32] {
    let mut o = [0u8; 32];
    for (i, v) in values.into_iter().enumerate() {
        o[i * W..i * W + W].copy_from_slice(&bytes(v));
    }
    o
}
fn a(i: &[u8; 64]) -> &[u8] {
    &i[..32]
}
fn b(i: &[u8; 64]) -> &[u8] {
    &i[32..]
}

// ------------------------------------------------------------- SSE integer

#[test]
fn sse2_integer_arithmetic_and_logic() {
    let prologue = "movdqu (%rdi), %xmm0\nmovdqu 32(%rdi), %xmm9\n";
    let epilogue = "movdqu %xmm0, (%rsi)\nretq\n";
    let run = |op: &str, f: &Model| {
        check(&["sse2"], &format!("{prologue}{op} %xmm9, %xmm0\n{epilogue}"), &inputs(), |i| {
            f(&a(i)[..16], &b(i)[..16])
        })
    };
    run("paddd", &|x, y| out(u32s(x).iter().zip(u32s(y)).map(|(p, q)| p.wrapping_add(q)), u32::to_le_bytes));
    run("psubw", &|x, y| out(i16s(x).iter().zip(i16s(y)).map(|(p, q)| p.wrapping_sub(q)), i16::to_le_bytes));
    run("pmullw", &|x, y| out(i16s(x).iter().zip(i16s(y)).map(|(p, q)| p.wrapping_mul(q)), i16::to_le_bytes));
    run("paddsw", &|x, y| out(i16s(x).iter().zip(i16s(y)).map(|(p, q)| p.saturating_add(q)), i16::to_le_bytes));
    run("pcmpeqb", &|x, y| out(x.iter().zip(y).map(|(p, q)| if p == q { 0xFFu8 } else { 0 }), |v| [v]));
    run("pxor", &|x, y| out(x.iter().zip(y).map(|(p, q)| p ^ q), |v| [v]));
    run("pandn", &|x, y| out(x.iter().zip(y).map(|(p, q)| !p & q), |v| [v]));
    run("pmaxub", &|x, y| out(x.iter().zip(y).map(|(p, q)| *p.max(q)), |v| [v]));
    run("punpcklbw", &|x, y| out((0..8).flat_map(|k| [x[k], y[k]]), |v| [v]));
    run("pmaddwd", &|x, y| {
        let (p, q) = (i16s(x), i16s(y));
        out(
            (0..4).map(|k| (p[2 * k] as i32 * q[2 * k] as i32).wrapping_add(p[2 * k + 1] as i32 * q[2 * k + 1] as i32)),
            i32::to_le_bytes,
        )
    });
}

#[test]
fn sse_shuffles_and_shifts_by_immediates() {
    let src = "movdqu (%rdi), %xmm3\npshufd $0x1b, %xmm3, %xmm1\npsllq $3, %xmm1\nmovdqu %xmm1, (%rsi)\nretq\n";
    check(&["sse2"], src, &inputs(), |i| {
        let v = u32s(&a(i)[..16]);
        let shuffled: Vec<u8> = [v[3], v[2], v[1], v[0]].iter().flat_map(|x| x.to_le_bytes()).collect();
        out(shuffled.chunks(8).map(|c| u64::from_le_bytes(lanes(c)) << 3), u64::to_le_bytes)
    });
    let src = "movdqu (%rdi), %xmm12\nmovdqu 32(%rdi), %xmm2\npshufb %xmm2, %xmm12\nmovdqu %xmm12, (%rsi)\nretq\n";
    check(&["ssse3"], src, &inputs(), |i| {
        out((0..16).map(|k| if b(i)[k] & 0x80 != 0 { 0 } else { a(i)[(b(i)[k] & 15) as usize] }), |v| [v])
    });
    let src = "movdqu (%rdi), %xmm5\nmovdqu 32(%rdi), %xmm6\npmulld %xmm6, %xmm5\npminsd (%rdi), %xmm5\nmovdqu %xmm5, (%rsi)\nretq\n";
    check(&["sse4_1"], src, &inputs(), |i| {
        let (x, y) = (u32s(&a(i)[..16]), u32s(&b(i)[..16]));
        out((0..4).map(|k| (x[k].wrapping_mul(y[k]) as i32).min(x[k] as i32)), i32::to_le_bytes)
    });
}

// ---------------------------------------------------------------- SSE float

#[test]
fn sse_float_arithmetic_and_conversions() {
    let src = "movups (%rdi), %xmm0\nmovups 32(%rdi), %xmm1\nmulps %xmm1, %xmm0\naddps (%rdi), %xmm0\nmaxps %xmm1, %xmm0\nmovups %xmm0, (%rsi)\nretq\n";
    check(&["sse"], src, &float_inputs(), |i| {
        let (x, y) = (f32s(&a(i)[..16]), f32s(&b(i)[..16]));
        // maxps returns the second operand when either is NaN or both zero.
        out(
            (0..4).map(|k| {
                let t = x[k] * y[k] + x[k];
                if t > y[k] {
                    t
                } else {
                    y[k]
                }
            }),
            f32::to_le_bytes,
        )
    });
    let src = "movups (%rdi), %xmm4\ncvttps2dq %xmm4, %xmm4\ncvtdq2ps %xmm4, %xmm4\nsqrtps %xmm4, %xmm8\nandps %xmm4, %xmm8\nmovups %xmm8, (%rsi)\nretq\n";
    check(&["sse2"], src, &float_inputs(), |i| {
        out(
            f32s(&a(i)[..16]).iter().map(|x| {
                let t = (*x as i32) as f32;
                f32::from_bits(t.sqrt().to_bits() & t.to_bits())
            }),
            f32::to_le_bytes,
        )
    });
    let src = "movupd (%rdi), %xmm2\ncvtps2pd %xmm2, %xmm3\naddsd %xmm3, %xmm3\nunpckhpd %xmm3, %xmm3\nmovupd %xmm3, (%rsi)\nretq\n";
    check(&["sse2"], src, &float_inputs(), |i| {
        let x = f32s(&a(i)[..8]);
        out([x[1] as f64, x[1] as f64], f64::to_le_bytes)
    });
    let src = "movups (%rdi), %xmm0\nmovups 32(%rdi), %xmm1\nshufps $0xb1, %xmm1, %xmm0\nblendps $5, %xmm1, %xmm0\nroundps $1, %xmm0, %xmm0\nmovups %xmm0, (%rsi)\nretq\n";
    check(&["sse4_1"], src, &float_inputs(), |i| {
        let (x, y) = (f32s(&a(i)[..16]), f32s(&b(i)[..16]));
        let shuf = [x[1], x[0], y[3], y[2]];
        out((0..4).map(|k| if 5 >> k & 1 != 0 { y[k] } else { shuf[k] }.floor()), f32::to_le_bytes)
    });
}

// ------------------------------------------------------------- AVX and AVX2

#[test]
fn avx_256_bit_float() {
    let src = "vmovups (%rdi), %ymm0\nvmovups 32(%rdi), %ymm9\nvsubps %ymm9, %ymm0, %ymm10\nvpermilps $0x4e, %ymm10, %ymm1\nvmovups %ymm1, (%rsi)\nvzeroupper\nretq\n";
    check(&["avx"], src, &float_inputs(), |i| {
        let d: Vec<f32> = f32s(a(i)).iter().zip(f32s(b(i))).map(|(p, q)| p - q).collect();
        out((0..8).map(|k| d[k / 4 * 4 + [2, 3, 0, 1][k % 4]]), f32::to_le_bytes)
    });
    let src = "vbroadcastss 4(%rdi), %ymm3\nvmovups 32(%rdi), %xmm4\nvinsertf128 $1, %xmm4, %ymm3, %ymm3\nvperm2f128 $0x01, %ymm3, %ymm3, %ymm5\nvmovups %ymm5, (%rsi)\nvzeroupper\nretq\n";
    check(&["avx"], src, &float_inputs(), |i| {
        let (x, y) = (f32s(a(i)), f32s(b(i)));
        out(y[..4].iter().copied().chain([x[1]; 4]), f32::to_le_bytes)
    });
}

#[test]
fn avx2_256_bit_integer() {
    let src = "vmovdqu (%rdi), %ymm0\nvmovdqu 32(%rdi), %ymm1\nvpaddd %ymm1, %ymm0, %ymm2\nvpermd %ymm2, %ymm1, %ymm3\nvmovdqu %ymm3, (%rsi)\nvzeroupper\nretq\n";
    check(&["avx2"], src, &inputs(), |i| {
        let (x, y) = (u32s(a(i)), u32s(b(i)));
        let s: Vec<u32> = x.iter().zip(&y).map(|(p, q)| p.wrapping_add(*q)).collect();
        out((0..8).map(|k| s[(y[k] & 7) as usize]), u32::to_le_bytes)
    });
    let src = "vmovdqu (%rdi), %ymm8\nvmovdqu 32(%rdi), %ymm15\nvpsllvd %ymm15, %ymm8, %ymm8\nvpshufb %ymm15, %ymm8, %ymm9\nvmovdqu %ymm9, (%rsi)\nvzeroupper\nretq\n";
    check(&["avx2"], src, &inputs(), |i| {
        let (x, y) = (u32s(a(i)), u32s(b(i)));
        let shifted: Vec<u8> =
            x.iter().zip(&y).flat_map(|(p, q)| if *q > 31 { 0 } else { p << q }.to_le_bytes()).collect();
        let m = b(i);
        out((0..32).map(|k| if m[k] & 0x80 != 0 { 0 } else { shifted[k / 16 * 16 + (m[k] & 15) as usize] }), |v| [v])
    });
    // A gather of the first input's doublewords by indices from the second.
    let src = "vmovdqu 32(%rdi), %ymm1\nvpsrld $29, %ymm1, %ymm1\nvpcmpeqd %ymm2, %ymm2, %ymm2\nvpxor %ymm0, %ymm0, %ymm0\nvpgatherdd %ymm2, (%rdi,%ymm1,4), %ymm0\nvmovdqu %ymm0, (%rsi)\nvzeroupper\nretq\n";
    check(&["avx2"], src, &inputs(), |i| {
        let (x, y) = (u32s(a(i)), u32s(b(i)));
        out((0..8).map(|k| x[(y[k] >> 29) as usize]), u32::to_le_bytes)
    });
}

#[test]
fn fma_and_f16c() {
    let src = "vmovups (%rdi), %ymm0\nvmovups 32(%rdi), %ymm1\nvmovaps %ymm1, %ymm2\nvfmadd231ps %ymm0, %ymm1, %ymm2\nvmovups %ymm2, (%rsi)\nvzeroupper\nretq\n";
    check(&["fma"], src, &float_inputs(), |i| {
        out(f32s(a(i)).iter().zip(f32s(b(i))).map(|(x, y)| y.mul_add(*x, y)), f32::to_le_bytes)
    });
    let src =
        "vmovups (%rdi), %xmm0\nvcvtps2ph $4, %xmm0, %xmm1\nvcvtph2ps %xmm1, %xmm2\nvmovups %xmm2, (%rsi)\nretq\n";
    // Values a half float holds exactly come back unchanged.
    let exact = [1.0f32, -2.5, 0.25, 1024.0, 65504.0, -0.0, 3.0, 0.125, 6.1035156e-5, -1.0e3];
    let halves: Vec<[u8; 64]> = (0..exact.len())
        .map(|k| {
            let mut v = [0u8; 64];
            for (j, chunk) in v.chunks_mut(4).enumerate() {
                chunk.copy_from_slice(&exact[(k + j) % exact.len()].to_le_bytes());
            }
            v
        })
        .collect();
    check(&["f16c"], src, &halves, |i| out(f32s(&a(i)[..16]), f32::to_le_bytes));
}

// --------------------------------------------------- general-purpose extensions

#[test]
fn bit_manipulation_and_counts() {
    let src = "movq (%rdi), %rax\nmovq 32(%rdi), %rcx\npdepq %rcx, %rax, %rdx\npextq %rcx, %rdx, %r8\npopcntq %r8, %r9\nlzcntq %rax, %r10\ntzcntq %rcx, %r11\nandnq %rax, %rcx, %rax\nmovq %r8, (%rsi)\nmovq %r9, 8(%rsi)\nmovq %r10, 16(%rsi)\nmovq %rax, 24(%rsi)\naddq %r11, 16(%rsi)\nretq\n";
    check(&["bmi1", "bmi2", "popcnt", "abm"], src, &inputs(), |i| {
        let (x, m) = (u64::from_le_bytes(lanes(a(i))), u64::from_le_bytes(lanes(b(i))));
        let (mut dep, mut bit) = (0u64, 0);
        for k in 0..64 {
            if m >> k & 1 != 0 {
                dep |= (x >> bit & 1) << k;
                bit += 1;
            }
        }
        let mut ext = 0u64;
        bit = 0;
        for k in 0..64 {
            if m >> k & 1 != 0 {
                ext |= (dep >> k & 1) << bit;
                bit += 1;
            }
        }
        let counts = u64::from(ext.count_ones());
        out([ext, counts, u64::from(x.leading_zeros()) + u64::from(m.trailing_zeros()), !m & x], u64::to_le_bytes)
    });
    let src = "movl (%rdi), %eax\ncrc32b 32(%rdi), %eax\ncrc32l 36(%rdi), %eax\nmovl %eax, (%rsi)\nmovbel 40(%rdi), %ecx\nmovl %ecx, 4(%rsi)\nmovq $0, 8(%rsi)\nmovq $0, 16(%rsi)\nmovq $0, 24(%rsi)\nretq\n";
    check(&["sse4_2", "movbe"], src, &inputs(), |i| {
        let crc = |mut c: u32, bytes: &[u8]| {
            for &byte in bytes {
                c ^= u32::from(byte);
                for _ in 0..8 {
                    c = if c & 1 != 0 { c >> 1 ^ 0x82F6_3B78 } else { c >> 1 };
                }
            }
            c
        };
        let c = crc(crc(u32::from_le_bytes(lanes(a(i))), &b(i)[..1]), &b(i)[4..8]);
        out([c, u32::from_be_bytes(lanes(&b(i)[8..12]))], u32::to_le_bytes)
    });
}
