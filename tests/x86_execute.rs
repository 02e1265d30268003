//! x86-64 code assembled by tdc, run on the host: each test assembles AT&T
//! source into an object (`tdc::asm::assemble_object`, so short jumps that
//! do not reach are relaxed), maps its `.text` executable and calls it as
//! `extern "sysv64" fn(u64, u64) -> u64` (arguments in %rdi and %rsi, the
//! result in %rax) on many inputs, checking each result against the same
//! computation in Rust.
//!
//! The functions are leaves that use only caller-saved registers, or save
//! the callee-saved ones (%rbx, %rbp, %r12-%r15) in the red zone below
//! %rsp; the description has no push and pop yet.

#![cfg(all(target_arch = "x86_64", unix))]

#[path = "support/splitmix.rs"]
mod splitmix;

use memmap2::{Mmap, MmapMut};
use object::read::elf::ElfFile64;
use object::{Object, ObjectSection};
use splitmix::SplitMix as Random;
use tdc::asm::{assemble, assemble_object, AsmOptions};
use tdc::targets::x86::TABLES;

/// Assembled code mapped executable.
struct Function {
    code: Mmap,
}

type Entry = extern "sysv64" fn(u64, u64) -> u64;

impl Function {
    /// Assembles `source` into an object and maps its `.text`; the object
    /// must have no relocations (every label is local).
    fn new(source: &str) -> Function {
        let text = object_text(source);
        let mut map = MmapMut::map_anon(text.len()).expect("an anonymous mapping");
        map.copy_from_slice(&text);
        Function { code: map.make_exec().expect("an executable mapping") }
    }

    fn call(&self, a: u64, b: u64) -> u64 {
        // SAFETY: the mapping holds a complete function that follows the
        // System V calling convention, assembled from the test's source
        // and checked to need no relocation; it outlives the call.
        let entry: Entry = unsafe { std::mem::transmute::<*const u8, Entry>(self.code.as_ptr()) };
        entry(a, b)
    }
}

/// The `.text` of `source`'s object, checked to need no relocation.
fn object_text(source: &str) -> Vec<u8> {
    let (asm, object) = assemble_object(&TABLES, source, AsmOptions::default());
    let errors: Vec<String> = asm.errors.iter().map(|e| e.render("test.s")).collect();
    assert!(errors.is_empty(), "{}\nin:\n{source}", errors.concat());
    let object = object.expect("an object");
    let file = ElfFile64::<object::Endianness>::parse(&*object).expect("a valid ELF64 file");
    let text = file.section_by_name(".text").expect("a .text section");
    assert_eq!(text.relocations().count(), 0, "the code must need no relocation:\n{source}");
    text.data().unwrap().to_vec()
}

/// A value from a mix that reaches the edges: full-width, small, small
/// negative, one bit, near a power of two.
fn edge_biased(random: &mut Random) -> u64 {
    let r = random.next();
    match random.next() % 6 {
        0 | 1 => r,
        2 => r % 256,
        3 => (r % 256).wrapping_neg(),
        4 => 1 << (r % 64),
        _ => (1u64 << (r % 64)).wrapping_add((r >> 8) % 3).wrapping_sub(1),
    }
}

/// Values at the edges of every operand size.
const EDGES: &[u64] = &[
    0,
    1,
    2,
    3,
    7,
    8,
    0x7F,
    0x80,
    0xFF,
    0x100,
    0x7FFF,
    0x8000,
    0xFFFF,
    0x1_0000,
    0x7FFF_FFFF,
    0x8000_0000,
    0xFFFF_FFFF,
    0x1_0000_0000,
    0x7FFF_FFFF_FFFF_FFFF,
    0x8000_0000_0000_0000,
    u64::MAX,
    u64::MAX - 1,
    0x0123_4567_89AB_CDEF,
];

/// Every pair of edge values, then random pairs (some equal, some close).
fn inputs() -> Vec<(u64, u64)> {
    let mut pairs: Vec<(u64, u64)> = EDGES.iter().flat_map(|&a| EDGES.iter().map(move |&b| (a, b))).collect();
    let mut random = Random(0x7D_C0DE);
    for i in 0..3000 {
        let a = edge_biased(&mut random);
        let b = match i % 8 {
            0 => a,
            1 => a.wrapping_add(random.next() % 5).wrapping_sub(2),
            _ => edge_biased(&mut random),
        };
        pairs.push((a, b));
    }
    pairs
}

/// Runs `source` on every input pair (after `map`) and compares with `expected`.
fn check_mapped(source: &str, map: impl Fn(u64, u64) -> (u64, u64), expected: impl Fn(u64, u64) -> u64) {
    let function = Function::new(source);
    for (a, b) in inputs() {
        let (a, b) = map(a, b);
        let got = function.call(a, b);
        let want = expected(a, b);
        assert_eq!(got, want, "f({a:#x}, {b:#x}) = {got:#x}, expected {want:#x}, for:\n{source}");
    }
}

fn check(source: &str, expected: impl Fn(u64, u64) -> u64) {
    check_mapped(source, |a, b| (a, b), expected);
}

/// `old` with its low byte replaced, as an 8-bit write leaves a register.
fn merge8(old: u64, new: u64) -> u64 {
    old & !0xFF | new & 0xFF
}

/// `old` with its low 16 bits replaced.
fn merge16(old: u64, new: u64) -> u64 {
    old & !0xFFFF | new & 0xFFFF
}

// ---------------------------------------------------------------- moves

#[test]
fn mov_64_returns_an_argument() {
    check("movq %rsi, %rax\nretq\n", |_, b| b);
}

#[test]
fn movabs_and_sign_extended_immediates() {
    let source = "
        movabsq $0x123456789abcdef0, %rax
        xorq %rdi, %rax
        movq $-5, %rcx
        addq %rcx, %rax
        movl $0xfedcba98, %edx
        addq %rdx, %rax
        movabsq $-2, %r8
        andq %r8, %rax
        retq
    ";
    check(source, |a, _| ((0x1234_5678_9ABC_DEF0 ^ a).wrapping_sub(5).wrapping_add(0xFEDC_BA98)) & !1);
}

#[test]
fn mov_8_16_32_partial_writes() {
    check("movq %rdi, %rax\nmovb %sil, %al\nretq\n", merge8);
    check("movq %rdi, %rax\nmovw %si, %ax\nretq\n", merge16);
    // A 32-bit write clears the upper half.
    check("movq %rdi, %rax\nmovl %esi, %eax\nretq\n", |_, b| b & 0xFFFF_FFFF);
    check("movq %rdi, %rax\nmovb $0x5a, %al\nmovw $-2, %dx\nmovw %dx, %cx\nretq\n", |a, _| merge8(a, 0x5A));
}

#[test]
fn mov_high_byte_registers() {
    // %ah is bits 15-8 of %rax; %ch, %dh likewise.
    let source = "
        movq %rdi, %rax
        movq %rsi, %rcx
        movq %rsi, %rdx
        movb %cl, %ah
        movb %dh, %al
        retq
    ";
    check(source, |a, b| a & !0xFFFF | (b & 0xFF) << 8 | (b >> 8) & 0xFF);
}

#[test]
fn mov_immediates_at_every_size() {
    let source = "
        movq $-1, %rax
        movb $0x12, %al
        movw $0x3456, %cx
        movl $0x789abcde, %edx
        movq %rdi, %r8
        movb $-7, %r8b
        addq %r8, %rax
        addq %rdx, %rax
        movq %rsi, %r9
        movw $0x7ff, %r9w
        subq %r9, %rax
        retq
    ";
    check(source, |a, b| {
        (!0xFF | 0x12u64).wrapping_add(merge8(a, 0xF9)).wrapping_add(0x789A_BCDE).wrapping_sub(merge16(b, 0x7FF))
    });
}

// ------------------------------------------------------------ arithmetic

#[test]
fn add_and_sub_64() {
    check("leaq (%rdi), %rax\naddq %rsi, %rax\nretq\n", |a, b| a.wrapping_add(b));
    check("movq %rdi, %rax\nsubq %rsi, %rax\nretq\n", |a, b| a.wrapping_sub(b));
    check("movq %rdi, %rax\naddq $100, %rax\nsubq $-300000, %rax\naddq $-1, %rax\nretq\n", |a, _| {
        a.wrapping_add(300_099)
    });
}

#[test]
fn add_and_sub_32_16_8() {
    check("movq %rdi, %rax\naddl %esi, %eax\nretq\n", |a, b| (a as u32).wrapping_add(b as u32) as u64);
    check("movq %rdi, %rax\nsubw %si, %ax\nretq\n", |a, b| merge16(a, (a as u16).wrapping_sub(b as u16) as u64));
    check("movq %rdi, %rax\naddb %sil, %al\nretq\n", |a, b| merge8(a, (a as u8).wrapping_add(b as u8) as u64));
    check("movq %rdi, %rax\naddw $1000, %ax\nsubb $3, %al\naddl $-100000, %eax\nretq\n", |a, _| {
        let x = merge16(a, (a as u16).wrapping_add(1000) as u64);
        let x = merge8(x, (x as u8).wrapping_sub(3) as u64);
        (x as u32).wrapping_add(-100_000i32 as u32) as u64
    });
}

#[test]
fn adc_carries_out_of_an_add() {
    check("xorl %eax, %eax\naddq %rsi, %rdi\nadcq %rax, %rax\nretq\n", |a, b| a.overflowing_add(b).1 as u64);
    check("xorl %eax, %eax\naddl %esi, %edi\nadcl $41, %eax\nretq\n", |a, b| {
        41 + (a as u32).overflowing_add(b as u32).1 as u64
    });
    check("movq %rdi, %rax\naddb %sil, %dil\nadcb $0, %ah\nretq\n", |a, b| {
        let carry = (a as u8).overflowing_add(b as u8).1 as u8;
        a & !0xFF00 | (((a >> 8) as u8).wrapping_add(carry) as u64) << 8
    });
}

#[test]
fn sbb_borrows_out_of_a_compare() {
    check("xorl %eax, %eax\ncmpq %rsi, %rdi\nsbbq %rax, %rax\nretq\n", |a, b| if a < b { u64::MAX } else { 0 });
    check("movq %rdi, %rax\ncmpw %si, %di\nsbbw $5, %ax\nretq\n", |a, b| {
        let borrow = ((a as u16) < (b as u16)) as u16;
        merge16(a, (a as u16).wrapping_sub(5).wrapping_sub(borrow) as u64)
    });
}

#[test]
fn adc_and_sbb_through_memory_128_bit() {
    // buffer: [x_lo, x_hi, y_lo, y_hi, sum_lo, sum_hi, diff_lo, diff_hi]
    let function = Function::new(
        "
        movq (%rdi), %rax
        movq 8(%rdi), %rdx
        addq 16(%rdi), %rax
        adcq 24(%rdi), %rdx
        movq %rax, 32(%rdi)
        movq %rdx, 40(%rdi)
        movq (%rdi), %rax
        movq 8(%rdi), %rdx
        subq 16(%rdi), %rax
        sbbq 24(%rdi), %rdx
        movq %rax, 48(%rdi)
        movq %rdx, 56(%rdi)
        retq
    ",
    );
    let mut random = Random(128);
    for _ in 0..2000 {
        let x = (edge_biased(&mut random) as u128) << 64 | edge_biased(&mut random) as u128;
        let y = (edge_biased(&mut random) as u128) << 64 | edge_biased(&mut random) as u128;
        let mut buffer = [x as u64, (x >> 64) as u64, y as u64, (y >> 64) as u64, 0, 0, 0, 0];
        function.call(buffer.as_mut_ptr() as u64, 0);
        let (sum, diff) = (x.wrapping_add(y), x.wrapping_sub(y));
        assert_eq!(buffer[4..], [sum as u64, (sum >> 64) as u64, diff as u64, (diff >> 64) as u64], "{x:#x} {y:#x}");
    }
}

#[test]
fn and_or_xor_with_registers_and_immediates() {
    check("movq %rdi, %rax\nandq %rsi, %rax\nretq\n", |a, b| a & b);
    check("movq %rdi, %rax\norq %rsi, %rax\nretq\n", |a, b| a | b);
    check("movq %rdi, %rax\nxorq %rsi, %rax\nretq\n", |a, b| a ^ b);
    check("movq %rdi, %rax\nandq $-16, %rax\norq $0x1234, %rax\nxorq $0x7fffffff, %rax\nretq\n", |a, _| {
        (a & !15 | 0x1234) ^ 0x7FFF_FFFF
    });
    check("movq %rdi, %rax\nandl %esi, %eax\nretq\n", |a, b| a & b & 0xFFFF_FFFF);
    check("movq %rdi, %rax\norw $0x8001, %ax\nxorb %sil, %al\nretq\n", |a, b| {
        let x = a | 0x8001;
        merge8(x, (x ^ b) & 0xFF)
    });
    check("movq %rdi, %rax\nxorl %eax, %eax\nretq\n", |_, _| 0);
}

#[test]
fn inc_dec_neg_not_at_every_size() {
    check("movq %rdi, %rax\nincq %rax\nretq\n", |a, _| a.wrapping_add(1));
    check("movq %rdi, %rax\ndecq %rax\nretq\n", |a, _| a.wrapping_sub(1));
    check("movq %rdi, %rax\nnegq %rax\nretq\n", |a, _| a.wrapping_neg());
    check("movq %rdi, %rax\nnotq %rax\nretq\n", |a, _| !a);
    check("movq %rdi, %rax\nincl %eax\nretq\n", |a, _| (a as u32).wrapping_add(1) as u64);
    check("movq %rdi, %rax\ndecw %ax\nretq\n", |a, _| merge16(a, (a as u16).wrapping_sub(1) as u64));
    check("movq %rdi, %rax\nnegb %al\nretq\n", |a, _| merge8(a, (a as u8).wrapping_neg() as u64));
    check("movq %rdi, %rax\nnotw %ax\nnotb %ah\nretq\n", |a, _| a ^ 0xFFFF ^ 0xFF00);
    check("movq %rdi, %r10\nnegl %r10d\nincb %r10b\nmovq %r10, %rax\nretq\n", |a, _| {
        let x = (a as u32).wrapping_neg() as u64;
        merge8(x, (x as u8).wrapping_add(1) as u64)
    });
}

#[test]
fn neg_sets_carry_unless_zero() {
    check("xorl %eax, %eax\nnegq %rdi\nsetb %al\nretq\n", |a, _| (a != 0) as u64);
}

// -------------------------------------------------------- multiplication

#[test]
fn mul_one_operand_64_full_product() {
    check("movq %rdi, %rax\nmulq %rsi\nretq\n", |a, b| a.wrapping_mul(b));
    check("movq %rdi, %rax\nmulq %rsi\nmovq %rdx, %rax\nretq\n", |a, b| ((a as u128 * b as u128) >> 64) as u64);
}

#[test]
fn mul_one_operand_32_16_8() {
    check("movl %edi, %eax\nmull %esi\nshlq $32, %rdx\norq %rdx, %rax\nretq\n", |a, b| {
        (a as u32 as u64) * (b as u32 as u64)
    });
    check("movq %rdi, %rax\nmulw %si\nshll $16, %edx\nmovw %ax, %dx\nmovl %edx, %eax\nretq\n", |a, b| {
        (a as u16 as u64) * (b as u16 as u64)
    });
    // mulb writes the whole %ax.
    check("movq %rdi, %rax\nmulb %sil\nretq\n", |a, b| merge16(a, (a as u8 as u64) * (b as u8 as u64)));
}

#[test]
fn imul_one_operand_signed_high_half() {
    check("movq %rdi, %rax\nimulq %rsi\nmovq %rdx, %rax\nretq\n", |a, b| {
        ((a as i64 as i128 * b as i64 as i128) >> 64) as u64
    });
    check("movl %edi, %eax\nimull %esi\nmovl %edx, %eax\nretq\n", |a, b| {
        (((a as i32 as i64 * b as i32 as i64) >> 32) as u32) as u64
    });
    check("movq %rdi, %rax\nimulb %sil\nretq\n", |a, b| merge16(a, (a as i8 as i16 * b as i8 as i16) as u16 as u64));
}

#[test]
fn imul_two_and_three_operands() {
    check("movq %rdi, %rax\nimulq %rsi, %rax\nretq\n", |a, b| a.wrapping_mul(b));
    check("imulq $-7, %rdi, %rax\nretq\n", |a, _| a.wrapping_mul(-7i64 as u64));
    check("imulq $100000, %rsi, %rax\nretq\n", |_, b| b.wrapping_mul(100_000));
    check("movq %rdi, %rax\nimulq $3, %rax\nimulq $-1000000, %rax\nretq\n", |a, _| {
        a.wrapping_mul(3).wrapping_mul(-1_000_000i64 as u64)
    });
    check("movq %rdi, %rax\nimull %esi, %eax\nretq\n", |a, b| (a as u32).wrapping_mul(b as u32) as u64);
    check("imull $77777, %edi, %eax\nretq\n", |a, _| (a as u32).wrapping_mul(77777) as u64);
    check("movq %rdi, %rax\nimulw %si, %ax\nimulw $-3, %ax, %ax\nretq\n", |a, b| {
        merge16(a, (a as u16).wrapping_mul(b as u16).wrapping_mul(-3i16 as u16) as u64)
    });
    check("movq %rsi, %r11\nimulq %rdi, %r11\nimulq $5, %r11, %r9\nmovq %r9, %rax\nretq\n", |a, b| {
        a.wrapping_mul(b).wrapping_mul(5)
    });
}

#[test]
fn imul_overflow_flag() {
    check("xorl %eax, %eax\nimulq %rsi, %rdi\nseto %al\nretq\n", |a, b| (a as i64).overflowing_mul(b as i64).1 as u64);
}

// --------------------------------------------------------------- division

#[test]
fn div_64_quotient_and_remainder() {
    let nonzero = |a, b: u64| (a, if b == 0 { 1 } else { b });
    check_mapped("movq %rdi, %rax\nxorl %edx, %edx\ndivq %rsi\nretq\n", nonzero, |a, b| a / b);
    check_mapped("movq %rdi, %rax\nxorl %edx, %edx\ndivq %rsi\nmovq %rdx, %rax\nretq\n", nonzero, |a, b| a % b);
}

#[test]
fn div_128_by_64_when_the_quotient_fits() {
    // %rdx:%rax = (b / 2) : a, divided by b | (1 << 63): the high half is
    // below the divisor, so the quotient fits.
    let source = "
        movq %rdi, %rax
        movq %rsi, %rdx
        shrq $1, %rdx
        movabsq $0x8000000000000000, %rcx
        orq %rsi, %rcx
        divq %rcx
        xorq %rdx, %rax
        retq
    ";
    check(source, |a, b| {
        let dividend = ((b >> 1) as u128) << 64 | a as u128;
        let divisor = (b | 1 << 63) as u128;
        ((dividend / divisor) as u64) ^ ((dividend % divisor) as u64)
    });
}

#[test]
fn idiv_64_signed() {
    // Sign-extend %rax into %rdx without cqto: a copy shifted right by 63.
    let safe = |a: u64, b: u64| {
        let b = if b == 0 { 3 } else { b };
        let a = if a as i64 == i64::MIN && b as i64 == -1 { 5 } else { a };
        (a, b)
    };
    let source = "movq %rdi, %rax\nmovq %rdi, %rdx\nsarq $63, %rdx\nidivq %rsi\nimulq $1000003, %rax, %rax\naddq %rdx, %rax\nretq\n";
    check_mapped(source, safe, |a, b| {
        let (a, b) = (a as i64, b as i64);
        (a / b).wrapping_mul(1_000_003).wrapping_add(a % b) as u64
    });
}

#[test]
fn div_and_idiv_32_16_8() {
    let nonzero32 = |a, b: u64| (a, if b as u32 == 0 { 7 } else { b });
    check_mapped(
        "movl %edi, %eax\nxorl %edx, %edx\ndivl %esi\nshlq $32, %rdx\norq %rdx, %rax\nretq\n",
        nonzero32,
        |a, b| {
            let (a, b) = (a as u32, b as u32);
            ((a % b) as u64) << 32 | (a / b) as u64
        },
    );
    let safe32 = |a: u64, b: u64| {
        let b = if b as u32 == 0 { 7 } else { b };
        let a = if a as i32 == i32::MIN && b as i32 == -1 { 9 } else { a };
        (a, b)
    };
    check_mapped("movl %edi, %eax\nmovl %edi, %edx\nsarl $31, %edx\nidivl %esi\nretq\n", safe32, |a, b| {
        ((a as i32) / (b as i32)) as u32 as u64
    });
    // divw: %dx:%ax / r16, quotient in %ax and remainder in %dx.
    let nonzero16 = |a, b: u64| (a, if b as u16 == 0 { 0x101 } else { b });
    check_mapped("movq %rdi, %rax\nxorl %edx, %edx\ndivw %si\nmovw %dx, %cx\nshll $16, %ecx\nmovw %ax, %cx\nmovl %ecx, %eax\nretq\n", nonzero16, |a, b| {
        let (a, b) = (a as u16, b as u16);
        ((a % b) as u64) << 16 | (a / b) as u64
    });
    // divb: %ax / r8, quotient in %al and remainder in %ah; the dividend
    // is kept below 256 * divisor so that the quotient fits.
    let fits8 = |a: u64, b: u64| {
        let d = (b & 0xFF).max(1);
        (a & !0xFFFF | ((a & 0xFFFF) % (d * 256)), d)
    };
    check_mapped("movq %rdi, %rax\ndivb %sil\nretq\n", fits8, |a, b| {
        let dividend = a & 0xFFFF;
        a & !0xFFFF | (dividend % b) << 8 | (dividend / b)
    });
    let fits8_signed = |a: u64, b: u64| {
        let d = (b as i8).clamp(-100, 100);
        let d = if d == 0 { 3 } else { d };
        ((a as i8 as i16 * d as i16) as u16 as u64 | a & !0xFFFF, d as u8 as u64)
    };
    check_mapped("movq %rdi, %rax\nidivb %sil\nretq\n", fits8_signed, |a, b| {
        let (dividend, divisor) = (a as i16, b as i8 as i16);
        a & !0xFFFF | ((dividend % divisor) as u8 as u64) << 8 | (dividend / divisor) as u8 as u64
    });
}

// --------------------------------------------------------------- shifts

#[test]
fn shifts_by_immediate_64() {
    check("movq %rdi, %rax\nshlq $13, %rax\nretq\n", |a, _| a << 13);
    check("movq %rdi, %rax\nshrq $1, %rax\nretq\n", |a, _| a >> 1);
    check("movq %rdi, %rax\nsarq $63, %rax\nretq\n", |a, _| ((a as i64) >> 63) as u64);
    check("movq %rdi, %rax\nsalq $1, %rax\nshlq %rax\nretq\n", |a, _| a << 2);
    check("movq %rdi, %rax\nrolq $17, %rax\nretq\n", |a, _| a.rotate_left(17));
    check("movq %rdi, %rax\nrorq $1, %rax\nrorq $40, %rax\nretq\n", |a, _| a.rotate_right(41));
}

#[test]
fn shifts_by_immediate_32_16_8() {
    check("movq %rdi, %rax\nshll $5, %eax\nretq\n", |a, _| ((a as u32) << 5) as u64);
    check("movq %rdi, %rax\nsarl $3, %eax\nretq\n", |a, _| ((a as i32) >> 3) as u32 as u64);
    check("movq %rdi, %rax\nshrw $9, %ax\nretq\n", |a, _| merge16(a, (a as u16 >> 9) as u64));
    check("movq %rdi, %rax\nrolw $4, %ax\nretq\n", |a, _| merge16(a, (a as u16).rotate_left(4) as u64));
    check("movq %rdi, %rax\nsarb $2, %al\nretq\n", |a, _| merge8(a, ((a as i8) >> 2) as u8 as u64));
    check("movq %rdi, %rax\nrorb $3, %al\nshlb $1, %ah\nretq\n", |a, _| {
        let x = merge8(a, (a as u8).rotate_right(3) as u64);
        x & !0xFF00 | ((((x >> 8) as u8) << 1) as u64) << 8
    });
    check("movq %rdi, %r9\nshrl $7, %r9d\nrolb $1, %r9b\nmovq %r9, %rax\nretq\n", |a, _| {
        let x = ((a as u32) >> 7) as u64;
        merge8(x, (x as u8).rotate_left(1) as u64)
    });
}

#[test]
fn shifts_by_cl_at_every_size() {
    let prefix = "movq %rsi, %rcx\nmovq %rdi, %rax\n";
    let f = |op: &str| format!("{prefix}{op}\nretq\n");
    check(&f("shlq %cl, %rax"), |a, b| a << (b & 63));
    check(&f("shrq %cl, %rax"), |a, b| a >> (b & 63));
    check(&f("sarq %cl, %rax"), |a, b| ((a as i64) >> (b & 63)) as u64);
    check(&f("rolq %cl, %rax"), |a, b| a.rotate_left((b & 63) as u32));
    check(&f("rorq %cl, %rax"), |a, b| a.rotate_right((b & 63) as u32));
    // 32-bit: the count is masked to 5 bits and the result zero-extended
    // (with a count of 0 too).
    check(&f("shll %cl, %eax"), |a, b| ((a as u32) << (b & 31)) as u64);
    check(&f("sarl %cl, %eax"), |a, b| ((a as i32) >> (b & 31)) as u32 as u64);
    // 16 and 8 bits: also masked to 5 bits, so counts past the width
    // shift everything out.
    check(&f("shrw %cl, %ax"), |a, b| merge16(a, ((a as u16 as u32) >> (b & 31)) as u64));
    check(&f("shlb %cl, %al"), |a, b| merge8(a, ((a as u8 as u32) << (b & 31)) as u8 as u64));
    check(&f("sarb %cl, %al"), |a, b| merge8(a, ((a as i8 as i32) >> (b & 31)) as u8 as u64));
    check(&f("rolw %cl, %ax"), |a, b| merge16(a, (a as u16).rotate_left((b & 31) as u32) as u64));
    check(&f("rorb %cl, %al"), |a, b| merge8(a, (a as u8).rotate_right((b & 31) as u32) as u64));
}

#[test]
fn rotates_through_carry() {
    let rcl = |a: u64, carry: bool, n: u32| {
        let v = (carry as u128) << 64 | a as u128;
        let mask = (1u128 << 65) - 1;
        (((v << n) | (v >> (65 - n))) & mask) as u64
    };
    // cmpq sets the carry when a < b (unsigned).
    check("movq %rdi, %rax\ncmpq %rsi, %rdi\nrclq $1, %rax\nretq\n", move |a, b| rcl(a, a < b, 1));
    check("movq %rdi, %rax\ncmpq %rsi, %rdi\nrclq $9, %rax\nretq\n", move |a, b| rcl(a, a < b, 9));
    check("movq %rdi, %rax\ncmpq %rsi, %rdi\nrcrq %rax\nretq\n", |a, b| a >> 1 | ((a < b) as u64) << 63);
    check("movq %rdi, %rax\ncmpl %esi, %edi\nrcrl $1, %eax\nretq\n", |a, b| {
        ((a as u32 >> 1) | (((a as u32) < (b as u32)) as u32) << 31) as u64
    });
}

#[test]
fn double_shifts() {
    check("movq %rdi, %rax\nshldq $12, %rsi, %rax\nretq\n", |a, b| a << 12 | b >> 52);
    check("movq %rdi, %rax\nshrdq $3, %rsi, %rax\nretq\n", |a, b| a >> 3 | b << 61);
    check("movq %rsi, %rcx\nmovq %rdi, %rax\nshldq %cl, %rsi, %rax\nretq\n", |a, b| {
        let c = b & 63;
        if c == 0 {
            a
        } else {
            a << c | b >> (64 - c)
        }
    });
    check("movq %rdi, %rax\nshrdl $8, %esi, %eax\nretq\n", |a, b| ((a as u32) >> 8 | (b as u32) << 24) as u64);
}

// ------------------------------------------------ flags: cmp, test, setcc

/// The 16 conditions in opcode order.
const CONDITIONS: [&str; 16] = ["o", "no", "b", "ae", "e", "ne", "be", "a", "s", "ns", "p", "np", "l", "ge", "le", "g"];

/// Whether condition `cc` holds after `cmp b, a` at `bits` (the flags of
/// a - b in that width).
fn condition_holds(cc: &str, a: u64, b: u64, bits: u32) -> bool {
    let mask = if bits == 64 { u64::MAX } else { (1 << bits) - 1 };
    let (ua, ub) = (a & mask, b & mask);
    let signed = |v: u64| ((v << (64 - bits)) as i64) >> (64 - bits);
    let (sa, sb) = (signed(ua), signed(ub));
    let difference = ua.wrapping_sub(ub) & mask;
    let exact = sa as i128 - sb as i128;
    let overflow = exact != signed(exact as u64 & mask) as i128;
    let (base, negated) = match cc.strip_prefix('n') {
        Some(rest) if !rest.is_empty() => (rest, true),
        _ => (cc, false),
    };
    let holds = match base {
        "o" => overflow,
        "b" => ua < ub,
        "ae" => ua >= ub,
        "e" => ua == ub,
        "be" => ua <= ub,
        "a" => ua > ub,
        "s" => difference >> (bits - 1) & 1 == 1,
        "p" => (difference as u8).count_ones() % 2 == 0,
        "l" => sa < sb,
        "ge" => sa >= sb,
        "le" => sa <= sb,
        "g" => sa > sb,
        _ => unreachable!("{cc}"),
    };
    holds != negated
}

#[test]
fn cmp_and_setcc_every_condition_64() {
    for cc in CONDITIONS {
        check(&format!("movq $-1, %rax\ncmpq %rsi, %rdi\nset{cc} %al\nretq\n"), |a, b| {
            merge8(u64::MAX, condition_holds(cc, a, b, 64) as u64)
        });
    }
}

#[test]
fn cmp_and_setcc_every_condition_32_16_8() {
    for cc in CONDITIONS {
        let source = format!("xorl %eax, %eax\ncmpl %esi, %edi\nset{cc} %r8b\nmovb %r8b, %al\nretq\n");
        check(&source, |a, b| condition_holds(cc, a, b, 32) as u64);
        let source = format!("xorl %eax, %eax\ncmpw %si, %di\nset{cc} %al\nretq\n");
        check(&source, |a, b| condition_holds(cc, a, b, 16) as u64);
        let source = format!("movq %rsi, %rcx\nxorl %eax, %eax\ncmpb %cl, %dil\nset{cc} %ah\nretq\n");
        check(&source, |a, b| (condition_holds(cc, a, b, 8) as u64) << 8);
    }
}

#[test]
fn cmp_with_immediates_and_condition_aliases() {
    check("xorl %eax, %eax\ncmpb %sil, %dil\nsetnae %al\nretq\n", |a, b| ((a as u8) < (b as u8)) as u64);
    check("xorl %eax, %eax\ncmpw %si, %di\nsetz %al\nretq\n", |a, b| (a as u16 == b as u16) as u64);
    check("xorl %eax, %eax\ncmpq $1000, %rdi\nsetnle %al\nretq\n", |a, _| (a as i64 > 1000) as u64);
    check("xorl %eax, %eax\ncmpq $-100000, %rdi\nsetl %al\nretq\n", |a, _| ((a as i64) < -100_000) as u64);
    check("xorl %eax, %eax\ncmpl $-1, %edi\nsetc %cl\nmovb %cl, %al\nretq\n", |a, _| ((a as u32) < u32::MAX) as u64);
    check("xorl %eax, %eax\ncmpb $0x80, %dil\nsetge %al\nretq\n", |a, _| (a as i8 >= -128) as u64);
    check("xorl %eax, %eax\ncmpw $300, %si\nsetpe %al\nretq\n", |_, b| condition_holds("p", b, 300, 16) as u64);
}

#[test]
fn test_sets_zero_sign_and_parity() {
    check("xorl %eax, %eax\ntestq %rsi, %rdi\nsetne %al\nretq\n", |a, b| (a & b != 0) as u64);
    check("xorl %eax, %eax\ntestq %rdi, %rdi\nsets %al\nretq\n", |a, _| ((a as i64) < 0) as u64);
    check("xorl %eax, %eax\ntestb $0x81, %dil\nsete %al\nretq\n", |a, _| (a & 0x81 == 0) as u64);
    check("xorl %eax, %eax\ntestl $0x80000000, %edi\nsetne %al\nretq\n", |a, _| (a & 0x8000_0000 != 0) as u64);
    check("xorl %eax, %eax\ntestw %si, %di\nsetp %al\nretq\n", |a, b| (((a & b) as u8).count_ones() % 2 == 0) as u64);
    check("movq %rdi, %rax\nmovl $1, %ecx\ntestq $-256, %rax\ncmoveq %rcx, %rax\nretq\n", |a, _| {
        if a & !0xFF == 0 {
            1
        } else {
            a
        }
    });
}

// ----------------------------------------------------------------- cmovcc

#[test]
fn cmovcc_every_condition_64() {
    for cc in CONDITIONS {
        let source = format!("movq %rdi, %rax\ncmpq %rsi, %rdi\ncmov{cc}q %rsi, %rax\nretq\n");
        check(&source, |a, b| if condition_holds(cc, a, b, 64) { b } else { a });
    }
}

#[test]
fn cmovcc_32_and_16() {
    for cc in CONDITIONS {
        // A 32-bit cmov zero-extends its destination even when it does not move.
        let source = format!("movq %rdi, %rax\ncmpl %esi, %edi\ncmov{cc}l %esi, %eax\nretq\n");
        check(&source, |a, b| if condition_holds(cc, a, b, 32) { b & 0xFFFF_FFFF } else { a & 0xFFFF_FFFF });
        let source = format!("movq %rdi, %r11\ncmpw %si, %di\ncmov{cc}w %si, %r11w\nmovq %r11, %rax\nretq\n");
        check(&source, |a, b| if condition_holds(cc, a, b, 16) { merge16(a, b) } else { a });
    }
}

#[test]
fn max_and_min_with_cmov() {
    check("movq %rdi, %rax\ncmpq %rdi, %rsi\ncmovaq %rsi, %rax\nretq\n", |a, b| a.max(b));
    check("movq %rdi, %rax\ncmpq %rdi, %rsi\ncmovlq %rsi, %rax\nretq\n", |a, b| (a as i64).min(b as i64) as u64);
    // Absolute value: negate, and take the original back if that was negative.
    check("movq %rdi, %rax\nnegq %rax\ncmovsq %rdi, %rax\nretq\n", |a, _| (a as i64).unsigned_abs());
}

// -------------------------------------------------------------------- lea

#[test]
fn lea_scaled_index_every_scale() {
    check("leaq (%rdi,%rsi), %rax\nretq\n", |a, b| a.wrapping_add(b));
    check("leaq 12(%rdi,%rsi,2), %rax\nretq\n", |a, b| a.wrapping_add(b.wrapping_mul(2)).wrapping_add(12));
    check("leaq -1000(%rdi,%rsi,4), %rax\nretq\n", |a, b| a.wrapping_add(b.wrapping_mul(4)).wrapping_sub(1000));
    check("leaq 0x7fffffff(%rdi,%rsi,8), %rax\nretq\n", |a, b| {
        a.wrapping_add(b.wrapping_mul(8)).wrapping_add(0x7FFF_FFFF)
    });
    check("leaq -0x80000000(,%rsi,8), %rax\nretq\n", |_, b| b.wrapping_mul(8).wrapping_sub(0x8000_0000));
    check("leaq (%rdi,%rdi,4), %rax\nleaq (%rax,%rax,8), %rax\nretq\n", |a, _| a.wrapping_mul(45));
    check("leaq 127(%rsi), %rax\nleaq -128(%rax), %rax\nretq\n", |_, b| b.wrapping_sub(1));
    check("leal 5(%rdi,%rsi,2), %eax\nretq\n", |a, b| {
        (a as u32).wrapping_add((b as u32).wrapping_mul(2)).wrapping_add(5) as u64
    });
    check("movq %rsi, %rax\nleaw 1(%rdi), %ax\nretq\n", |a, b| merge16(b, a.wrapping_add(1)));
}

#[test]
fn lea_with_r8_to_r11_and_address_edge_registers() {
    check("movq %rdi, %r8\nmovq %rsi, %r9\nleaq -100(%r8,%r9,4), %r10\nleaq (%r10,%r8), %rax\nretq\n", |a, b| {
        a.wrapping_add(b.wrapping_mul(4)).wrapping_sub(100).wrapping_add(a)
    });
    // %rbp and %r13 as bases need a displacement byte; %r12 as a base
    // needs a SIB byte; they are callee-saved, so kept in the red zone.
    let source = "
        movq %rbp, -8(%rsp)
        movq %r12, -16(%rsp)
        movq %r13, -24(%rsp)
        movq %rdi, %rbp
        movq %rsi, %r12
        movq %rdi, %r13
        leaq (%rbp), %rax
        leaq (%r13,%r12), %rcx
        addq %rcx, %rax
        leaq (%r12), %rcx
        addq %rcx, %rax
        leaq 3(%r12,%rbp,2), %rcx
        addq %rcx, %rax
        leaq (%rbp,%r13,8), %rcx
        xorq %rcx, %rax
        movq -8(%rsp), %rbp
        movq -16(%rsp), %r12
        movq -24(%rsp), %r13
        retq
    ";
    check(source, |a, b| {
        let sum = a
            .wrapping_add(a.wrapping_add(b))
            .wrapping_add(b)
            .wrapping_add(b.wrapping_add(a.wrapping_mul(2)).wrapping_add(3));
        sum ^ a.wrapping_add(a.wrapping_mul(8))
    });
}

// -------------------------------------------------------------- bit tests

#[test]
fn bt_bts_btr_btc() {
    check("xorl %eax, %eax\nbtq %rsi, %rdi\nsetb %al\nretq\n", |a, b| a >> (b & 63) & 1);
    check("xorl %eax, %eax\nbtq $45, %rdi\nsetc %al\nretq\n", |a, _| a >> 45 & 1);
    check("xorl %eax, %eax\nbtl %esi, %edi\nadcl $0, %eax\nretq\n", |a, b| (a as u32 >> (b & 31) & 1) as u64);
    check("movq %rdi, %rax\nbtsq %rsi, %rax\nretq\n", |a, b| a | 1 << (b & 63));
    check("movq %rdi, %rax\nbtrq %rsi, %rax\nretq\n", |a, b| a & !(1 << (b & 63)));
    check("movq %rdi, %rax\nbtcq $63, %rax\nbtcw $3, %ax\nretq\n", |a, _| a ^ 1 << 63 ^ 8);
    // The old bit comes out in the carry flag.
    check("movq %rdi, %rax\nbtsq $7, %rax\nsbbq $0, %rax\nretq\n", |a, _| (a | 0x80).wrapping_sub(a >> 7 & 1));
}

#[test]
fn bsf_and_bsr() {
    let nonzero = |a: u64, b| (if a == 0 { 1 << 40 } else { a }, b);
    check_mapped("bsfq %rdi, %rax\nretq\n", nonzero, |a, _| a.trailing_zeros() as u64);
    check_mapped("bsrq %rdi, %rax\nretq\n", nonzero, |a, _| 63 - a.leading_zeros() as u64);
    let nonzero32 = |a: u64, b| (if a as u32 == 0 { a | 0x100 } else { a }, b);
    check_mapped("bsrl %edi, %eax\nretq\n", nonzero32, |a, _| 31 - (a as u32).leading_zeros() as u64);
    check_mapped(
        "movq %rdi, %rcx\nbsfw %cx, %r8w\nmovl $0, %eax\nmovw %r8w, %ax\nretq\n",
        |a, b| (if a as u16 == 0 { a | 4 } else { a }, b),
        |a, _| (a as u16).trailing_zeros() as u64,
    );
}

// ------------------------------------------------- jumps, loops and calls

#[test]
fn forward_jump_picks_the_larger() {
    let source = "
        movq %rdi, %rax
        cmpq %rsi, %rdi
        jae .Ldone
        movq %rsi, %rax
    .Ldone:
        retq
    ";
    check(source, |a, b| a.max(b));
}

#[test]
fn jcc_every_condition_forward_and_backward() {
    for cc in CONDITIONS {
        // Forward: skip the move when the condition holds.
        let forward = format!("movq %rdi, %rax\ncmpq %rsi, %rdi\nj{cc} .Lskip\nmovq %rsi, %rax\n.Lskip:\nretq\n");
        check(&forward, |a, b| if condition_holds(cc, a, b, 64) { a } else { b });
        // Backward: jump back to a return placed before the entry's
        // code, which is reached by a jump over it.
        let backward = format!("jmp .Lentry\n.Ltaken:\nmovl $1, %eax\nretq\n.Lentry:\ncmpq %rsi, %rdi\nj{cc} .Ltaken\nxorl %eax, %eax\nretq\n");
        check(&backward, |a, b| condition_holds(cc, a, b, 64) as u64);
    }
}

#[test]
fn backward_loop_counts_bits() {
    let source = "
        xorl %eax, %eax
        testq %rdi, %rdi
        je .Ldone
    .Lloop:
        incl %eax
        leaq -1(%rdi), %rcx
        andq %rcx, %rdi
        jne .Lloop
    .Ldone:
        retq
    ";
    check(source, |a, _| a.count_ones() as u64);
}

#[test]
fn loop_with_division_computes_gcd() {
    let source = "
        movq %rdi, %rax
        testq %rsi, %rsi
        je .Ldone
    .Lloop:
        xorl %edx, %edx
        divq %rsi
        movq %rsi, %rax
        movq %rdx, %rsi
        testq %rsi, %rsi
        jnz .Lloop
    .Ldone:
        retq
    ";
    let gcd = |mut a: u64, mut b: u64| {
        while b != 0 {
            (a, b) = (b, a % b);
        }
        a
    };
    check(source, gcd);
}

#[test]
fn loop_and_jrcxz_count_in_rcx() {
    // Sum of b..1 for b below 1000, with `loop`; jrcxz skips b = 0.
    let source = "
        xorl %eax, %eax
        movq %rsi, %rcx
        jrcxz .Ldone
    .Lloop:
        addq %rcx, %rax
        loop .Lloop
    .Ldone:
        retq
    ";
    check_mapped(source, |a, b| (a, b % 1000), |_, b| b * (b + 1) / 2);
}

/// `count` pairs of instructions that add distinct constants to %rax
/// (13 bytes a pair: movabsq 10, addq 3), and what they add.
fn long_body(count: usize) -> (String, u64) {
    let mut text = String::new();
    let mut total = 0u64;
    for i in 0..count as u64 {
        let k = 0x0101_0101_0101 * (i + 1);
        text.push_str(&format!("movabsq ${k}, %rdx\naddq %rdx, %rax\n"));
        total = total.wrapping_add(k);
    }
    (text, total)
}

/// The size of `source`'s code with every jump short (no relaxation).
fn unrelaxed_size(source: &str) -> usize {
    let asm = assemble(&TABLES, source, AsmOptions::default());
    assert!(asm.errors.is_empty());
    asm.sections[0].data.len()
}

#[test]
fn long_forward_jumps_are_relaxed() {
    let (body, total) = long_body(20);
    let source = format!(
        "
        movq %rdi, %rax
        cmpq %rsi, %rdi
        jb .Lfar
        {body}
        jmp .Lend
    .Lfar:
        {body}
        {body}
        movq %rsi, %rax
    .Lend:
        retq
    "
    );
    // Both jumps grow to their rel32 forms: jb by 4 bytes, jmp by 3.
    assert_eq!(object_text(&source).len(), unrelaxed_size(&source) + 4 + 3);
    check(&source, |a, b| if a < b { b } else { a.wrapping_add(total) });
}

#[test]
fn long_backward_loop_is_relaxed() {
    let (body, total) = long_body(16);
    // Runs the body (b % 8) + 1 times.
    let source = format!(
        "
        movq %rsi, %rcx
        andl $7, %ecx
        movq %rdi, %rax
    .Lloop:
        {body}
        decq %rcx
        jns .Lloop
        retq
    "
    );
    assert_eq!(object_text(&source).len(), unrelaxed_size(&source) + 4);
    check(&source, |a, b| a.wrapping_add(total.wrapping_mul(b % 8 + 1)));
}

#[test]
fn near_jumps_at_the_edge_of_rel8() {
    // A jump over exactly 127 bytes still fits rel8 and is not relaxed:
    // 9 pairs (117 bytes) and five 2-byte xors.
    let (body, total) = long_body(9);
    let source = format!(
        "
        movq %rdi, %rax
        testq %rsi, %rsi
        jne .Lend
        {body}
        xorl %ecx, %ecx
        xorl %ecx, %ecx
        xorl %ecx, %ecx
        xorl %ecx, %ecx
        xorl %ecx, %ecx
    .Lend:
        retq
    "
    );
    assert_eq!(object_text(&source).len(), unrelaxed_size(&source));
    check(&source, |a, b| if b != 0 { a } else { a.wrapping_add(total) });
}

#[test]
fn imm8_beside_a_symbol_displacement_stays_short() {
    // The symbol is in the four-byte displacement (a relocation, as in
    // llvm-mc's object); the imm8 form does not grow into the imm32 one.
    let source = "cmpq $0, bar(%rip)\naddq $1, %fs:foo(%rip)\nretq\n";
    let (asm, object) = assemble_object(&TABLES, source, AsmOptions::default());
    assert!(asm.errors.is_empty() && object.is_some());
    assert_eq!(asm.sections[0].data.len(), unrelaxed_size(source));
    assert_eq!(asm.sections[0].data.len(), 8 + 9 + 1);
}

#[test]
fn call_to_a_local_label_and_ret() {
    let source = "
        movq %rdi, %rax
        callq .Lsquare
        addq %rsi, %rax
        retq
    .Lsquare:
        imulq %rax, %rax
        retq
    ";
    check(source, |a, b| a.wrapping_mul(a).wrapping_add(b));
}

#[test]
fn recursive_calls_with_a_stack_frame() {
    // n! (wrapping), recursively: the entry calls itself backward.
    let source = "
    .Lfactorial:
        cmpq $1, %rdi
        jbe .Lone
        subq $16, %rsp
        movq %rdi, 8(%rsp)
        decq %rdi
        callq .Lfactorial
        imulq 8(%rsp), %rax
        addq $16, %rsp
        retq
    .Lone:
        movl $1, %eax
        retq
    ";
    check_mapped(source, |a, b| (a % 40, b), |a, _| (1..=a).fold(1u64, u64::wrapping_mul));
}

#[test]
fn indirect_calls_and_jumps() {
    let source = "
        leaq .Ltriple(%rip), %rcx
        movq %rdi, %rax
        callq *%rcx
        subq $24, %rsp
        movq %rcx, 8(%rsp)
        callq *8(%rsp)
        addq $24, %rsp
        leaq .Lend(%rip), %rdx
        testq %rsi, %rsi
        je .Lskip
        jmpq *%rdx
    .Lskip:
        notq %rax
    .Lend:
        retq
    .Ltriple:
        leaq (%rax,%rax,2), %rax
        retq
    ";
    check(source, |a, b| {
        let x = a.wrapping_mul(9);
        if b != 0 {
            x
        } else {
            !x
        }
    });
}

#[test]
fn rip_relative_constants_in_text() {
    let source = "
        movq .Lconstant(%rip), %rax
        xorq %rdi, %rax
        addl .Lsmall(%rip), %eax
        cmpq .Lconstant(%rip), %rsi
        adcq $0, %rax
        retq
    .Lconstant:
        .quad 0x1122334455667788
    .Lsmall:
        .long 1000
    ";
    check(source, |a, b| {
        let x = (((0x1122_3344_5566_7788 ^ a) as u32).wrapping_add(1000)) as u64;
        x + (b < 0x1122_3344_5566_7788) as u64
    });
}

// ------------------------------------------------------------------ memory

/// Calls `function` with a pointer to `buffer` and `b`.
fn call_with_buffer(function: &Function, buffer: &mut [u64], b: u64) -> u64 {
    function.call(buffer.as_mut_ptr() as u64, b)
}

#[test]
fn loads_at_every_size() {
    let function = Function::new(
        "
        movq $-1, %rax
        movb 1(%rdi), %al
        movq $-1, %rcx
        movw 2(%rdi), %cx
        xorq %rcx, %rax
        movl 4(%rdi), %edx
        addq %rdx, %rax
        addq 8(%rdi), %rax
        retq
    ",
    );
    let mut random = Random(1);
    for _ in 0..1000 {
        let mut buffer = [random.next(), random.next()];
        let w = buffer[0];
        let expected = (merge8(u64::MAX, w >> 8 & 0xFF) ^ merge16(u64::MAX, w >> 16 & 0xFFFF))
            .wrapping_add(w >> 32)
            .wrapping_add(buffer[1]);
        assert_eq!(call_with_buffer(&function, &mut buffer, 0), expected);
    }
}

#[test]
fn stores_at_every_size() {
    let function = Function::new(
        "
        movq %rsi, (%rdi)
        movl %esi, 8(%rdi)
        movw %si, 20(%rdi)
        movb %sil, 25(%rdi)
        movq %rsi, %rax
        movb %ah, 26(%rdi)
        movq $-2, 32(%rdi)
        movl $0x12345678, 40(%rdi)
        movw $0x7fff, 52(%rdi)
        movb $0x5a, 63(%rdi)
        movq %rdi, %r8
        movq %rsi, 64(%r8)
        movb %sil, 72(%r8)
        retq
    ",
    );
    let mut random = Random(4);
    for _ in 0..1000 {
        let b = edge_biased(&mut random);
        let before: Vec<u64> = (0..10).map(|_| edge_biased(&mut random)).collect();
        let mut buffer = before.clone();
        call_with_buffer(&function, &mut buffer, b);
        let mut expected: Vec<u8> = before.iter().flat_map(|w| w.to_le_bytes()).collect();
        expected[0..8].copy_from_slice(&b.to_le_bytes());
        expected[8..12].copy_from_slice(&b.to_le_bytes()[..4]);
        expected[20..22].copy_from_slice(&b.to_le_bytes()[..2]);
        expected[25] = b as u8;
        expected[26] = (b >> 8) as u8;
        expected[32..40].copy_from_slice(&(-2i64).to_le_bytes());
        expected[40..44].copy_from_slice(&0x1234_5678u32.to_le_bytes());
        expected[52..54].copy_from_slice(&0x7FFFu16.to_le_bytes());
        expected[63] = 0x5A;
        expected[64..72].copy_from_slice(&b.to_le_bytes());
        expected[72] = b as u8;
        let got: Vec<u8> = buffer.iter().flat_map(|w| w.to_le_bytes()).collect();
        assert_eq!(got, expected, "b = {b:#x}");
    }
}

#[test]
fn absolute_moffs_loads_and_stores() {
    // movabs with a 64-bit address: the buffer's, written into the source.
    let mut buffer = [0u64; 4];
    let address = buffer.as_mut_ptr() as u64;
    let function = Function::new(&format!(
        "
        movabsq {address:#x}, %rax
        addq %rsi, %rax
        movabsq %rax, {:#x}
        movabsl {:#x}, %eax
        movabsb {:#x}, %al
        retq
    ",
        address + 8,
        address + 16,
        address + 24
    ));
    let mut random = Random(5);
    for _ in 0..1000 {
        let (b, x, y, z) =
            (edge_biased(&mut random), edge_biased(&mut random), edge_biased(&mut random), edge_biased(&mut random));
        buffer = [x, 0, y, z];
        let result = function.call(0, b);
        assert_eq!(buffer, [x, x.wrapping_add(b), y, z]);
        assert_eq!(result, merge8(y & 0xFFFF_FFFF, z & 0xFF));
    }
}

#[test]
fn sum_an_array_with_a_scaled_index() {
    // sum of buffer[0..b] with (%rdi,%rcx,8), counting %rcx down.
    let function = Function::new(
        "
        xorl %eax, %eax
        movq %rsi, %rcx
        testq %rcx, %rcx
        je .Ldone
    .Lloop:
        addq -8(%rdi,%rcx,8), %rax
        decq %rcx
        jne .Lloop
    .Ldone:
        retq
    ",
    );
    let mut random = Random(2);
    let mut buffer: Vec<u64> = (0..64).map(|_| edge_biased(&mut random)).collect();
    for n in 0..=64u64 {
        let expected = buffer[..n as usize].iter().fold(0u64, |s, &x| s.wrapping_add(x));
        assert_eq!(call_with_buffer(&function, &mut buffer, n), expected, "n = {n}");
    }
}

#[test]
fn read_modify_write_memory_operands() {
    let function = Function::new(
        "
        addq %rsi, (%rdi)
        subl $1000, 8(%rdi)
        incw 16(%rdi)
        notb 24(%rdi)
        negq 32(%rdi)
        shlq $3, 40(%rdi)
        movq %rsi, %rcx
        rorl %cl, 48(%rdi)
        xorq %rsi, 56(%rdi)
        orw $0x101, 64(%rdi)
        andb $0xf0, 72(%rdi)
        decl 80(%rdi)
        sarw 88(%rdi)
        andl $63, %ecx
        btsq %rcx, 96(%rdi)
        cmpq %rsi, 104(%rdi)
        setb 104(%rdi)
        cmovaq 112(%rdi), %rcx
        movq %rcx, 112(%rdi)
        movq 120(%rdi), %rax
        imulq 128(%rdi), %rax
        imull $-3, 128(%rdi), %edx
        addq %rdx, %rax
        retq
    ",
    );
    let mut random = Random(3);
    for _ in 0..1000 {
        let b = edge_biased(&mut random);
        let w: Vec<u64> = (0..17).map(|_| edge_biased(&mut random)).collect();
        let mut buffer = w.clone();
        let result = call_with_buffer(&function, &mut buffer, b);
        let low32 = |v: u64, x: u32| v & !0xFFFF_FFFF | x as u64;
        let expected = [
            w[0].wrapping_add(b),
            low32(w[1], (w[1] as u32).wrapping_sub(1000)),
            merge16(w[2], (w[2] as u16).wrapping_add(1) as u64),
            w[3] ^ 0xFF,
            w[4].wrapping_neg(),
            w[5] << 3,
            low32(w[6], (w[6] as u32).rotate_right((b & 31) as u32)),
            w[7] ^ b,
            w[8] | 0x101,
            merge8(w[9], w[9] & 0xF0),
            low32(w[10], (w[10] as u32).wrapping_sub(1)),
            merge16(w[11], ((w[11] as i16) >> 1) as u16 as u64),
            w[12] | 1 << (b & 63),
            merge8(w[13], (w[13] < b) as u64),
            // cmov's flags are those of the cmpq, before setb.
            if w[13] > b { w[14] } else { b & 63 },
            w[15],
            w[16],
        ];
        assert_eq!(buffer[..15], expected[..15], "b = {b:#x}");
        let product = w[15].wrapping_mul(w[16]);
        assert_eq!(result, product.wrapping_add((w[16] as u32).wrapping_mul(-3i32 as u32) as u64));
    }
}

// ------------------------------------------------------ r8-r15 and saving

#[test]
fn extended_registers_at_every_size() {
    let source = "
        movq %rdi, %r8
        movq %rsi, %r9
        movl %r8d, %r10d
        addl %r9d, %r10d
        movq %r8, %r11
        subw %r9w, %r11w
        xorb %r9b, %r11b
        movq %r10, %rax
        shlq $20, %rax
        xorq %r11, %rax
        retq
    ";
    check(source, |a, b| {
        let r10 = (a as u32).wrapping_add(b as u32) as u64;
        let r11 = merge16(a, (a as u16).wrapping_sub(b as u16) as u64);
        let r11 = merge8(r11, (r11 ^ b) & 0xFF);
        (r10 << 20) ^ r11
    });
}

#[test]
fn callee_saved_registers_kept_in_the_red_zone() {
    // Uses %rbx, %rbp and %r12-%r15 and restores them; the caller (Rust)
    // would misbehave if any were lost.
    let source = "
        movq %rbx, -8(%rsp)
        movq %rbp, -16(%rsp)
        movq %r12, -24(%rsp)
        movq %r13, -32(%rsp)
        movq %r14, -40(%rsp)
        movq %r15, -48(%rsp)
        movq %rdi, %rbx
        movq %rsi, %rbp
        leaq 1(%rbx), %r12
        leaq 2(%rbp), %r13
        movq %r12, %r14
        imulq %r13, %r14
        movq %r14, %r15
        rorq $7, %r15
        movb %bl, %r15b
        movw %bp, %r14w
        movq %r15, %rax
        subq %r14, %rax
        movb %bh, %cl
        addb %cl, %al
        movq -8(%rsp), %rbx
        movq -16(%rsp), %rbp
        movq -24(%rsp), %r12
        movq -32(%rsp), %r13
        movq -40(%rsp), %r14
        movq -48(%rsp), %r15
        retq
    ";
    check(source, |a, b| {
        let r14 = a.wrapping_add(1).wrapping_mul(b.wrapping_add(2));
        let r15 = merge8(r14.rotate_right(7), a & 0xFF);
        let r14 = merge16(r14, b & 0xFFFF);
        let x = r15.wrapping_sub(r14);
        merge8(x, (x as u8).wrapping_add((a >> 8) as u8) as u64)
    });
}

#[test]
fn memory_operands_with_extended_base_and_index() {
    let function = Function::new(
        "
        movq %r12, -8(%rsp)
        movq %r13, -16(%rsp)
        movq %rdi, %r12
        movq %rdi, %r13
        movq %rsi, %r9
        movq (%r12), %rax
        addq 8(%r13), %rax
        addq (%r12,%r9,8), %rax
        addq 0x100(%r13,%r9,8), %rax
        movq %rax, (%r13)
        movq %r9, 8(%r12,%r9,8)
        movq -8(%rsp), %r12
        movq -16(%rsp), %r13
        retq
    ",
    );
    let mut random = Random(6);
    for _ in 0..500 {
        let b = random.next() % 16;
        let w: Vec<u64> = (0..64).map(|_| edge_biased(&mut random)).collect();
        let mut buffer = w.clone();
        let result = call_with_buffer(&function, &mut buffer, b);
        let expected = w[0].wrapping_add(w[1]).wrapping_add(w[b as usize]).wrapping_add(w[32 + b as usize]);
        assert_eq!(result, expected);
        let mut after = w.clone();
        after[0] = expected;
        after[b as usize + 1] = b;
        assert_eq!(buffer, after);
    }
}

// ------------------------------------------------- relaxation in an object

/// A random program of labels, short and long stretches of code, jumps
/// and calls between the labels, label differences and a `.size`.
fn jumpy_program(random: &mut Random) -> String {
    let blocks = 2 + random.next() % 40;
    let mut text = String::from("\t.globl f\nf:\n");
    for b in 0..blocks {
        text.push_str(&format!(".L{b}:\n"));
        for _ in 0..random.next() % 6 {
            let target = random.next() % blocks;
            match random.next() % 9 {
                0 => text.push_str(&format!("\tjmp .L{target}\n")),
                1 => text.push_str(&format!("\tj{} .L{target}\n", CONDITIONS[(random.next() % 16) as usize])),
                2 => text.push_str(&format!("\tcallq .L{target}\n")),
                3 => text.push_str(&format!("\t.long .L{target} - .L{b}\n")),
                4..=6 => text.push_str(&long_body(1 + (random.next() % 12) as usize).0),
                _ => text.push_str("\tincl %eax\n"),
            }
        }
    }
    text.push_str(".Lend:\n\tretq\n\t.size f, .Lend - f\n\t.quad .L0\n");
    text
}

#[test]
fn growing_in_place_equals_assembling_again() {
    // The object path grows relaxed instructions where they are; with a
    // listing it assembles the source again. Both must give one object.
    let mut random = Random(77);
    for _ in 0..200 {
        let source = jumpy_program(&mut random);
        let (a, in_place) =
            assemble_object(&TABLES, &source, AsmOptions { show_encoding: false, ..Default::default() });
        let (b, again) = assemble_object(&TABLES, &source, AsmOptions { show_encoding: true, ..Default::default() });
        assert!(a.errors.is_empty() && b.errors.is_empty(), "{source}");
        assert!(in_place.is_some() && in_place == again, "objects differ for:\n{source}");
    }
}
