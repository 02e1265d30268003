//! x86-64 on the host. The function is called through a trampoline that
//! tdc assembles: it saves the host's callee-saved registers, fills them
//! with canaries, loads the six integer and eight float argument registers
//! from a block, calls the function and stores %rax, %xmm0 and the
//! callee-saved registers back into the block, then restores the host's
//! registers. A function that does not
//! preserve %rbx, %rbp or %r12-%r15 is reported instead of corrupting the
//! test. (%rsp is not checked: if it is not restored, the trampoline's
//! return crashes the test.)

use super::externals::{source, Isa, EXTERNALS};
use super::{assemble, record, Case, Code, Outcome, Signature, Slot};
use memmap2::{Mmap, MmapMut};
use tdc::targets::x86::TABLES;

/// The callee-saved registers, in the order the trampoline stores them.
const PRESERVED: [&str; 6] = ["rbx", "rbp", "r12", "r13", "r14", "r15"];

/// Words of the trampoline's block: integer arguments, function, result,
/// the host's registers, the registers after the call, float arguments,
/// float result.
const BLOCK_FUNCTION: usize = 6;
const BLOCK_RESULT: usize = 7;
const BLOCK_HOST: usize = 8;
const BLOCK_AFTER: usize = BLOCK_HOST + PRESERVED.len();
const BLOCK_FLOATS: usize = BLOCK_AFTER + PRESERVED.len();
const BLOCK_FLOAT_RESULT: usize = BLOCK_FLOATS + 8;
const BLOCK_WORDS: usize = BLOCK_FLOAT_RESULT + 1;

/// The canary loaded into `PRESERVED[i]`.
fn canary(i: usize) -> u64 {
    0x5EED_C0DE_0000_0000 | ((i as u64 + 1) * 0x0101_0101)
}

fn trampoline_source() -> String {
    let mut s = String::new();
    for (i, reg) in PRESERVED.iter().enumerate() {
        s += &format!("movq %{reg}, {}(%rdi)\n", 8 * (BLOCK_HOST + i));
    }
    // The block's address, on a slot that also aligns the stack: %rsp is
    // 8 past a multiple of 16 on entry, and the call pushes 8 more.
    s += "subq $8, %rsp\nmovq %rdi, (%rsp)\n";
    for (i, reg) in PRESERVED.iter().enumerate() {
        s += &format!("movabsq ${}, %{reg}\n", canary(i) as i64);
    }
    s += &format!("movq {}(%rdi), %rax\n", 8 * BLOCK_FUNCTION);
    for x in 0..8 {
        s += &format!("movsd {}(%rdi), %xmm{x}\n", 8 * (BLOCK_FLOATS + x));
    }
    for (i, reg) in ["rsi", "rdx", "rcx", "r8", "r9"].iter().enumerate() {
        s += &format!("movq {}(%rdi), %{reg}\n", 8 * (i + 1));
    }
    s += "movq (%rdi), %rdi\ncallq *%rax\nmovq (%rsp), %rdi\naddq $8, %rsp\n";
    s += &format!("movq %rax, {}(%rdi)\nmovsd %xmm0, {}(%rdi)\n", 8 * BLOCK_RESULT, 8 * BLOCK_FLOAT_RESULT);
    for (i, reg) in PRESERVED.iter().enumerate() {
        s += &format!("movq %{reg}, {}(%rdi)\n", 8 * (BLOCK_AFTER + i));
        s += &format!("movq {}(%rdi), %{reg}\n", 8 * (BLOCK_HOST + i));
    }
    s + "retq\n"
}

type Trampoline = extern "sysv64" fn(*mut u64);

/// A record whose buffer is 16-aligned, as on the other targets (aligned
/// vector loads and stores may rely on it).
#[repr(align(16))]
struct Aligned([u8; record::SIZE]);

/// Runs x86-64 `code` natively on each case. The mapping holds the
/// trampoline, the harness's external functions, then the code, whose
/// external calls are patched to them.
pub fn run_x86<'a>(code: impl Into<Code<'a>>, sig: &Signature, cases: &[Case]) -> Vec<Outcome> {
    let code = code.into();
    let slots = sig.check(cases, super::X86_ABI, "x86-64");
    // The harness's fma and fmaf are FMA3 instructions.
    let calls_fma = code.module.is_some_and(|m| m.relocations.iter().any(|r| r.symbol.starts_with("fma")));
    assert!(!calls_fma || std::arch::is_x86_feature_detected!("fma"), "the harness's fma needs FMA3");
    let mut pieces = vec![assemble(&TABLES, &trampoline_source())];
    pieces.extend(EXTERNALS.iter().map(|e| assemble(&TABLES, &source(Isa::X86, e.name))));
    let mut offsets = Vec::new();
    let mut end = 0;
    for piece in &pieces {
        offsets.push(end);
        end = (end + piece.len()).next_multiple_of(16);
    }
    let code_offset = end;
    let mut map = MmapMut::map_anon(code_offset + code.bytes.len()).expect("an anonymous mapping");
    let base = map.as_ptr() as u64;
    for (piece, &at) in pieces.iter().zip(&offsets) {
        map[at..at + piece.len()].copy_from_slice(piece);
    }
    let external_at = |e: &super::externals::External| {
        let i = EXTERNALS.iter().position(|x| x.name == e.name).expect("a harness external");
        base + offsets[1 + i] as u64
    };
    map[code_offset..].copy_from_slice(&code.linked(&TABLES, base + code_offset as u64, &external_at));
    let map: Mmap = map.make_exec().expect("an executable mapping");
    // SAFETY: the mapping starts with the trampoline, a complete System V
    // function taking one pointer; it outlives every call below.
    let enter: Trampoline = unsafe { std::mem::transmute::<*const u8, Trampoline>(map.as_ptr()) };
    let function = base + code_offset as u64 + code.entry;

    let mut outcomes = Vec::with_capacity(cases.len());
    for (n, case) in cases.iter().enumerate() {
        let mut region = Aligned(record::new(&[], &case.memory));
        let region = &mut region.0;
        let pointer = region.as_mut_ptr() as u64 + record::MEMORY as u64;
        let mut block = [0u64; BLOCK_WORDS];
        let address_of = |name: &str| external_at(super::externals::named(name));
        for (slot, value) in slots.iter().zip(sig.arguments(case, pointer, &address_of)) {
            match *slot {
                Slot::Int(k) => block[k] = value,
                Slot::Float(k) => block[BLOCK_FLOATS + k] = value,
            }
        }
        block[BLOCK_FUNCTION] = function;
        // The function runs here: whatever it does to memory outside the
        // buffer and the stack is its bug, which the guards detect when
        // they are what it hit.
        enter(block.as_mut_ptr());
        for (i, reg) in PRESERVED.iter().enumerate() {
            let after = block[BLOCK_AFTER + i];
            assert_eq!(
                after,
                canary(i),
                "x86-64, case {n}: the function did not preserve %{reg} ({after:#x} instead of {:#x})",
                canary(i)
            );
        }
        record::check_guards(region, n, "x86-64");
        let result = block[if sig.float_result { BLOCK_FLOAT_RESULT } else { BLOCK_RESULT }];
        outcomes.push(sig.outcome(result, &region[record::MEMORY..record::GUARD_AFTER]));
    }
    outcomes
}
