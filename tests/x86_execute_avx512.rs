//! AVX-512 instructions assembled by tdc and run on the host: each
//! function receives two 64-byte inputs at (%rdi) and 64(%rdi) and writes
//! 64 bytes at (%rsi); the bytes must be those Rust computes from the same
//! inputs. Masking, zeroing, broadcast and embedded rounding are exercised
//! alongside the operations. A check whose AVX-512 subset the host lacks
//! (per /proc/cpuinfo) is reported as skipped.

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

    fn call(&self, input: &[u8; 128]) -> [u8; 64] {
        let mut out = [0u8; 64];
        // SAFETY: the mapping holds a complete System V function assembled
        // from the test's source, needing no relocation, that reads 128
        // bytes at its first argument and writes 64 at its second.
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
fn inputs() -> Vec<[u8; 128]> {
    let mut out = Vec::new();
    for fill in [0x00u8, 0xFF, 0x80, 0x7F, 0x01] {
        out.push([fill; 128]);
    }
    let mut random = Random(0xA5_12);
    for i in 0..300 {
        let mut v = [0u8; 128];
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

/// Float inputs: finite singles of many magnitudes and both signs.
fn float_inputs() -> Vec<[u8; 128]> {
    let mut random = Random(0xF1_0A7);
    let values = [0.0f32, -0.0, 1.0, -1.5, 3.25, 1e-3, -7e5, 65504.0, 0.1, 2.5e-8, 1e30, -3e-30];
    (0..200)
        .map(|i| {
            let mut v = [0u8; 128];
            for (k, chunk) in v.chunks_mut(4).enumerate() {
                let r = random.next();
                let x = if i % 3 == 0 {
                    values[(r % values.len() as u64) as usize]
                } else {
                    (r as i32 as f32) / ((r >> 40) as f32 + 1.0)
                };
                let x = if k % 5 == 4 { x.abs() } else { x };
                chunk.copy_from_slice(&x.to_le_bytes());
            }
            v
        })
        .collect()
}

/// Runs `source` on `inputs` against `expected`, unless the host lacks
/// `features` (then it says so and passes as skipped).
fn check(features: &[&str], source: &str, inputs: &[[u8; 128]], expected: impl Fn(&[u8; 128]) -> [u8; 64]) {
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

/// Elements of `N` bytes of a byte slice, little-endian.
fn elements<const N: usize>(bytes: &[u8]) -> Vec<u64> {
    bytes.chunks(N).map(|c| c.iter().rev().fold(0u64, |v, &b| v << 8 | b as u64)).collect()
}

/// 64 bytes from elements of `N` bytes.
fn bytes<const N: usize>(values: impl IntoIterator<Item = u64>) -> [u8; 64] {
    let mut out = [0u8; 64];
    for (chunk, v) in out.chunks_mut(N).zip(values) {
        chunk.copy_from_slice(&v.to_le_bytes()[..N]);
    }
    out
}

fn singles(bytes: &[u8]) -> Vec<f32> {
    bytes.chunks(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

fn from_singles(values: impl IntoIterator<Item = f32>) -> [u8; 64] {
    bytes::<4>(values.into_iter().map(|x| x.to_bits() as u64))
}

/// A source: load both inputs into %zmm0 and %zmm1, run `body`, store
/// %zmm2.
fn program(body: &str) -> String {
    format!(
        "vmovdqu64 (%rdi), %zmm0\nvmovdqu64 64(%rdi), %zmm1\nvpxord %zmm2, %zmm2, %zmm2\n{body}\n\
         vmovdqu64 %zmm2, (%rsi)\nvzeroupper\nretq\n"
    )
}

#[test]
fn integer_arithmetic_with_masking_and_zeroing() {
    // Dwords where the mask 0x5A5A is set: the sum; elsewhere kept
    // (merge) or zero (zeroing).
    let mask = 0x5A5Au64;
    let source = program(&format!(
        "movl ${mask}, %eax\nkmovw %eax, %k1\nvmovdqa32 %zmm1, %zmm2\nvpaddd %zmm0, %zmm1, %zmm2 {{%k1}}\n\
         vpsubd %zmm1, %zmm0, %zmm3 {{%k1}} {{z}}\nvpxord %zmm3, %zmm2, %zmm2"
    ));
    check(&["avx512f"], &source, &inputs(), |input| {
        let (a, b) = (elements::<4>(&input[..64]), elements::<4>(&input[64..]));
        bytes::<4>((0..16).map(|i| {
            let on = mask >> i & 1 == 1;
            let merged = if on { (a[i] + b[i]) as u32 as u64 } else { b[i] };
            let zeroed = if on { a[i].wrapping_sub(b[i]) as u32 as u64 } else { 0 };
            merged ^ zeroed
        }))
    });
}

#[test]
fn quadword_multiply_broadcast_and_ternary_logic() {
    // vpmullq by a broadcast element, then a ternary function (0xCA:
    // a ? b : c, bit by bit) of the result, a and b.
    let source = program(
        "vpmullq 8(%rdi){1to8}, %zmm0, %zmm2\nvmovdqa64 %zmm0, %zmm3\nvpternlogq $0xca, %zmm1, %zmm2, %zmm3\n\
         vmovdqa64 %zmm3, %zmm2",
    );
    check(&["avx512dq"], &source, &inputs(), |input| {
        let (a, b) = (elements::<8>(&input[..64]), elements::<8>(&input[64..]));
        let scalar = a[1];
        bytes::<8>((0..8).map(|i| {
            let product = a[i].wrapping_mul(scalar);
            (a[i] & product) | (!a[i] & b[i])
        }))
    });
}

#[test]
fn compares_into_masks_compress_and_expand() {
    // Dwords of a greater than b (signed), then those of a compressed to
    // the low elements, the rest zero; the mask's bits in the last dword.
    let source = program(
        "vpcmpgtd %zmm1, %zmm0, %k1\nvpcompressd %zmm0, %zmm2 {%k1} {z}\nkmovw %k1, %eax\n\
         vpbroadcastd %eax, %zmm3\nmovl $0x8000, %ecx\nkmovw %ecx, %k2\nvmovdqa32 %zmm3, %zmm2 {%k2}",
    );
    check(&["avx512f"], &source, &inputs(), |input| {
        let (a, b) = (elements::<4>(&input[..64]), elements::<4>(&input[64..]));
        let mask: u64 = (0..16).filter(|&i| (a[i] as u32 as i32) > (b[i] as u32 as i32)).map(|i| 1 << i).sum();
        let mut out: Vec<u64> = (0..16).filter(|&i| mask >> i & 1 == 1).map(|i| a[i]).collect();
        out.resize(16, 0);
        out[15] = mask;
        bytes::<4>(out)
    });
}

#[test]
fn two_table_permutes_and_byte_permutes() {
    // vpermt2d: indexes in %zmm3 (b's low 5 bits) pick from a:b; then
    // vpermb (VBMI) of the result's bytes by a's bytes.
    let source = program(
        "vmovdqa32 %zmm1, %zmm3\nvmovdqa32 %zmm0, %zmm2\nvpermt2d %zmm1, %zmm3, %zmm2\nvpermb %zmm2, %zmm0, %zmm2",
    );
    check(&["avx512f", "avx512vbmi"], &source, &inputs(), |input| {
        let (a, b) = (elements::<4>(&input[..64]), elements::<4>(&input[64..]));
        let table: Vec<u64> = a.iter().chain(&b).copied().collect();
        let picked = bytes::<4>((0..16).map(|i| table[(b[i] & 31) as usize]));
        let mut out = [0u8; 64];
        for (i, o) in out.iter_mut().enumerate() {
            *o = picked[(input[i] & 63) as usize];
        }
        out
    });
}

#[test]
fn counts_conflicts_and_shifts_of_the_newer_subsets() {
    // VPOPCNTDQ, CD, VBMI2 and BITALG, each on its own.
    check(&["avx512_vpopcntdq"], &program("vpopcntq %zmm0, %zmm2"), &inputs(), |input| {
        bytes::<8>(elements::<8>(&input[..64]).iter().map(|x| x.count_ones() as u64))
    });
    check(&["avx512cd"], &program("vplzcntd %zmm1, %zmm2"), &inputs(), |input| {
        bytes::<4>(elements::<4>(&input[64..]).iter().map(|&x| (x as u32).leading_zeros() as u64))
    });
    let shld = "vmovdqa64 %zmm0, %zmm2\nvpshldvd %zmm1, %zmm1, %zmm2";
    check(&["avx512_vbmi2"], &program(shld), &inputs(), |input| {
        let (a, b) = (elements::<4>(&input[..64]), elements::<4>(&input[64..]));
        bytes::<4>((0..16).map(|i| {
            let (x, y, n) = (a[i] as u32, b[i] as u32, b[i] as u32 & 31);
            (if n == 0 { x } else { x << n | y >> (32 - n) }) as u64
        }))
    });
    check(&["avx512_bitalg"], &program("vpopcntb %zmm1, %zmm2"), &inputs(), |input| {
        let mut out = [0u8; 64];
        for (o, x) in out.iter_mut().zip(&input[64..]) {
            *o = x.count_ones() as u8;
        }
        out
    });
}

#[test]
fn dot_products_vnni_and_ifma() {
    // vpdpbusd: unsigned bytes of a times signed bytes of b, summed in
    // fours into the dwords of the destination (zero to start); then
    // vpmadd52luq of the low 52 bits into the result's quadwords.
    let source = program("vpdpbusd %zmm1, %zmm0, %zmm2\nvpmadd52luq %zmm1, %zmm0, %zmm2");
    check(&["avx512_vnni", "avx512ifma"], &source, &inputs(), |input| {
        let dots: Vec<u64> = (0..16)
            .map(|i| {
                let s: i32 = (0..4).map(|k| input[4 * i + k] as i32 * input[64 + 4 * i + k] as i8 as i32).sum();
                s as u32 as u64
            })
            .collect();
        let (a, b) = (elements::<8>(&input[..64]), elements::<8>(&input[64..]));
        let m52 = (1u64 << 52) - 1;
        let acc = elements::<8>(&bytes::<4>(dots));
        bytes::<8>((0..8).map(|i| {
            let product = ((a[i] & m52) as u128 * (b[i] & m52) as u128) as u64 & m52;
            acc[i].wrapping_add(product)
        }))
    });
}

/// The exact sum of two singles rounded to a single toward zero. The sum
/// in doubles may itself be rounded (far apart exponents), so its error
/// is kept (Knuth's two-sum) to decide on which side the exact value lies.
fn sum_toward_zero(a: f32, b: f32) -> f32 {
    let (a, b) = (a as f64, b as f64);
    let sum = a + b;
    let b_part = sum - a;
    let error = (a - (sum - b_part)) + (b - b_part);
    let nearest = sum as f32;
    // nearest - (sum + error), whose sign says whether nearest is above.
    let above = (nearest as f64 - sum) - error;
    let exact_positive = sum > 0.0 || (sum == 0.0 && error > 0.0);
    let away_from_zero = if exact_positive { above > 0.0 } else { above < 0.0 };
    if away_from_zero && nearest != 0.0 {
        f32::from_bits(nearest.to_bits() - 1)
    } else {
        nearest
    }
}

#[test]
fn float_arithmetic_with_embedded_rounding_and_fma() {
    // a + b rounded toward zero ({rz-sae}), then (that * a) + b fused.
    let source = program("vaddps {rz-sae}, %zmm1, %zmm0, %zmm2\nvfmadd213ps %zmm1, %zmm0, %zmm2");
    check(&["avx512f"], &source, &float_inputs(), |input| {
        let (a, b) = (singles(&input[..64]), singles(&input[64..]));
        from_singles((0..16).map(|i| {
            let sum = sum_toward_zero(a[i], b[i]);
            sum.mul_add(a[i], b[i])
        }))
    });
}

#[test]
fn float_compares_conversions_and_square_roots() {
    // |a| square roots where a < b (vcmpltps into a mask), zero elsewhere;
    // then the low eight converted to doubles and back, rounding to
    // nearest (unchanged).
    // The mask for |x| follows the code.
    let source = program(
        "vcmpltps %zmm1, %zmm0, %k1\nvandps .Labs(%rip){1to16}, %zmm0, %zmm3\nvsqrtps %zmm3, %zmm2 {%k1} {z}\n\
         vcvtps2pd %ymm2, %zmm4\nvcvtpd2ps %zmm4, %ymm5\nvinsertf32x8 $0, %ymm5, %zmm2, %zmm2",
    ) + ".Labs: .long 0x7fffffff\n";
    check(&["avx512f", "avx512dq"], &source, &float_inputs(), |input| {
        let (a, b) = (singles(&input[..64]), singles(&input[64..]));
        from_singles((0..16).map(|i| if a[i] < b[i] { a[i].abs().sqrt() } else { 0.0 }))
    });
}

#[test]
fn half_precision_arithmetic_and_conversions() {
    // FP16: singles to halves (nearest), added as halves, back to singles.
    let source = program(
        "vcvtps2phx %zmm0, %ymm3\nvcvtps2phx %zmm1, %ymm4\nvaddph %ymm4, %ymm3, %ymm5\nvcvtph2psx %ymm5, %zmm2",
    );
    let small: Vec<[u8; 128]> = float_inputs()
        .into_iter()
        .map(|mut v| {
            // Halves hold magnitudes below 65504: scale into range.
            for c in v.chunks_mut(4) {
                let x = f32::from_le_bytes([c[0], c[1], c[2], c[3]]);
                let y = if x.abs() > 1000.0 { x / 1e6 } else { x };
                c.copy_from_slice(&y.to_le_bytes());
            }
            v
        })
        .collect();
    check(&["avx512_fp16"], &source, &small, |input| {
        let (a, b) = (singles(&input[..64]), singles(&input[64..]));
        from_singles((0..16).map(|i| {
            let (x, y) = (half_to_single(to_half(a[i] as f64)), half_to_single(to_half(b[i] as f64)));
            half_to_single(to_half(x as f64 + y as f64))
        }))
    });
}

/// `x` rounded to the nearest half (ties to even), as its bits.
fn to_half(x: f64) -> u16 {
    let bits = x.to_bits();
    let sign = (bits >> 48 & 0x8000) as u16;
    let exponent = (bits >> 52 & 0x7FF) as i64;
    let mantissa = bits & ((1 << 52) - 1);
    if exponent == 0x7FF {
        return sign | 0x7C00 | if mantissa != 0 { 0x200 } else { 0 };
    }
    let e = exponent - 1023 + 15;
    if e >= 0x1F {
        return sign | 0x7C00;
    }
    // The significand in units of the result's last place, rounded.
    let (significand, shift) = if e <= 0 { (mantissa | 1 << 52, 43 - e) } else { (mantissa, 42) };
    if shift > 53 {
        return sign;
    }
    let units = significand >> shift;
    let rest = significand & ((1 << shift) - 1);
    let halfway = 1u64 << (shift - 1);
    let rounded = units + u64::from(rest > halfway || (rest == halfway && units & 1 == 1));
    if e <= 0 {
        sign | rounded as u16
    } else {
        // A carry out of the mantissa steps the exponent, as it should.
        sign | (((e as u64) << 10) + rounded).min(0x7C00) as u16
    }
}

fn half_to_single(h: u16) -> f32 {
    let sign = (h as u32 & 0x8000) << 16;
    let exponent = (h >> 10 & 0x1F) as u32;
    let mantissa = (h & 0x3FF) as u32;
    let bits = match exponent {
        0 if mantissa == 0 => sign,
        0 => {
            // Subnormal: normalize.
            let shift = mantissa.leading_zeros() - 21;
            sign | (127 - 15 + 1 - shift) << 23 | (mantissa << shift & 0x3FF) << 13
        }
        0x1F => sign | 0x7F80_0000 | mantissa << 13,
        e => sign | (e + 127 - 15) << 23 | mantissa << 13,
    };
    f32::from_bits(bits)
}
