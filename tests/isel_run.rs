//! The runners of `support/isel_run` on small hand-written functions for
//! each target (a sum, a three-argument function, every argument register,
//! narrow arguments, loads and stores through a pointer, a loop, a stack
//! frame), each over a few hundred random cases compared with the same
//! computation in Rust; and the runners' own checks: a function that
//! does not preserve a callee-saved register, or writes outside its
//! buffer, fails the run. The qemu tests print "skipped: ..." and pass
//! only when the emulator is not installed.

#[path = "support/isel_run/mod.rs"]
mod isel_run;

use isel_run::splitmix::SplitMix;
use isel_run::{
    assemble, find_emulator, mask, run_bpf, run_qemu, Case, Outcome, Param, QemuTarget, Signature, Skip, MEMORY_SIZE,
};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::Instant;
use tdc::mc::TargetTables;

/// Cases per function.
const CASES: usize = 300;

/// A target and its way of running code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Target {
    X86,
    Bpf,
    Qemu(QemuTarget),
}

impl Target {
    fn tables(self) -> &'static TargetTables {
        match self {
            Target::X86 => &tdc::targets::x86::TABLES,
            Target::Bpf => &tdc::targets::bpf::TABLES,
            Target::Qemu(QemuTarget::Aarch64) => &tdc::targets::aarch64::TABLES,
            Target::Qemu(QemuTarget::Ppc64le) => &tdc::targets::powerpc::TABLES,
        }
    }

    /// Arguments passed in registers.
    fn max_params(self) -> usize {
        match self {
            Target::X86 => 6,
            Target::Bpf => 5,
            Target::Qemu(_) => 8,
        }
    }

    fn run(self, code: &[u8], sig: &Signature, cases: &[Case]) -> Result<Vec<Outcome>, Skip> {
        match self {
            #[cfg(all(target_arch = "x86_64", unix))]
            Target::X86 => Ok(isel_run::run_x86(code, sig, cases)),
            #[cfg(not(all(target_arch = "x86_64", unix)))]
            Target::X86 => Err(Skip("the host is not x86-64".into())),
            Target::Bpf => Ok(run_bpf(code, sig, cases)),
            Target::Qemu(target) => run_qemu(target, code, sig, cases),
        }
    }
}

/// An edge-biased value: full width, small, small negative, one bit.
fn value(random: &mut SplitMix) -> u64 {
    let r = random.next();
    match random.below(5) {
        0 | 1 => r,
        2 => r % 256,
        3 => (r % 256).wrapping_neg(),
        _ => 1 << (r % 64),
    }
}

/// `count` random cases for `sig`.
fn cases(sig: &Signature, count: usize, seed: u64) -> Vec<Case> {
    let mut random = SplitMix(seed);
    (0..count)
        .map(|_| {
            let args = sig.params.iter().map(|_| value(&mut random)).collect();
            let mut memory = [0u8; MEMORY_SIZE];
            memory.iter_mut().for_each(|b| *b = random.next() as u8);
            Case { args, memory }
        })
        .collect()
}

/// The Rust model of a function: arguments (masked to their widths, 0 for
/// pointers) and the buffer, which it may change; returns the result.
type Model = fn(&[u64], &mut [u8; MEMORY_SIZE]) -> u64;

/// Runs `source` for `target` on random cases and compares each outcome
/// with `model`'s; returns how many cases ran, or why none did.
fn check(target: Target, source: &str, sig: &Signature, model: Model) -> Result<usize, Skip> {
    let code = assemble(target.tables(), source);
    let cases = cases(sig, CASES, 0x15E1 ^ source.len() as u64);
    let start = Instant::now();
    let outcomes = target.run(&code, sig, &cases)?;
    let elapsed = start.elapsed();
    assert_eq!(outcomes.len(), cases.len());
    for (case, outcome) in cases.iter().zip(&outcomes) {
        let args: Vec<u64> = sig
            .params
            .iter()
            .zip(&case.args)
            .map(|(p, &a)| if let Param::Int(bits) = *p { mask(a, bits) } else { 0 })
            .collect();
        let mut memory = case.memory;
        let result = sig.result_bits.map_or(0, |bits| mask(model(&args, &mut memory), bits));
        let want = Outcome { result, memory };
        assert_eq!(*outcome, want, "{target:?}, args {:#x?}, for:\n{source}", case.args);
    }
    println!("{target:?}: {} cases in {elapsed:.2?}", cases.len());
    Ok(cases.len())
}

fn int64(count: usize) -> Signature {
    Signature { params: vec![Param::Int(64); count], result_bits: Some(64), float_result: false }
}

/// One hand-written function: its signature, model, and source per target.
struct Example {
    name: &'static str,
    sig: Signature,
    model: Model,
    source: fn(Target) -> String,
}

/// a - b + c - d ... over every argument register of `target`.
fn alternating_source(target: Target) -> String {
    let n = target.max_params();
    let mut s = String::new();
    match target {
        Target::X86 => {
            let regs = ["rdi", "rsi", "rdx", "rcx", "r8", "r9"];
            s += "movq %rdi, %rax\n";
            for (i, reg) in regs.iter().enumerate().skip(1) {
                s += &format!("{}q %{reg}, %rax\n", if i % 2 == 1 { "sub" } else { "add" });
            }
            s += "retq\n";
        }
        Target::Bpf => {
            s += "r0 = r1\n";
            for i in 1..n {
                s += &format!("r0 {}= r{}\n", if i % 2 == 1 { "-" } else { "+" }, i + 1);
            }
            s += "exit\n";
        }
        Target::Qemu(QemuTarget::Aarch64) => {
            for i in 1..n {
                s += &format!("{} x0, x0, x{i}\n", if i % 2 == 1 { "sub" } else { "add" });
            }
            s += "ret\n";
        }
        Target::Qemu(QemuTarget::Ppc64le) => {
            for i in 1..n {
                // subf d, a, b is b - a.
                s += &if i % 2 == 1 { format!("subf 3, {}, 3\n", 3 + i) } else { format!("add 3, 3, {}\n", 3 + i) };
            }
            s += "blr\n";
        }
    }
    s
}

fn alternating_model(args: &[u64], _: &mut [u8; MEMORY_SIZE]) -> u64 {
    args.iter()
        .enumerate()
        .fold(0u64, |sum, (i, &a)| if i % 2 == 1 { sum.wrapping_sub(a) } else { sum.wrapping_add(a) })
}

fn examples(target: Target) -> Vec<Example> {
    vec![
        Example {
            name: "a + b",
            sig: int64(2),
            model: |a, _| a[0].wrapping_add(a[1]),
            source: |t| {
                match t {
                    Target::X86 => "leaq (%rdi,%rsi), %rax\nretq\n",
                    Target::Bpf => "r0 = r1\nr0 += r2\nexit\n",
                    Target::Qemu(QemuTarget::Aarch64) => "add x0, x0, x1\nret\n",
                    Target::Qemu(QemuTarget::Ppc64le) => "add 3, 3, 4\nblr\n",
                }
                .into()
            },
        },
        Example {
            name: "a * b + c",
            sig: int64(3),
            model: |a, _| a[0].wrapping_mul(a[1]).wrapping_add(a[2]),
            source: |t| {
                match t {
                    Target::X86 => "movq %rdi, %rax\nimulq %rsi, %rax\naddq %rdx, %rax\nretq\n",
                    Target::Bpf => "r0 = r1\nr0 *= r2\nr0 += r3\nexit\n",
                    Target::Qemu(QemuTarget::Aarch64) => "madd x0, x0, x1, x2\nret\n",
                    Target::Qemu(QemuTarget::Ppc64le) => "mulld 3, 3, 4\nadd 3, 3, 5\nblr\n",
                }
                .into()
            },
        },
        Example {
            name: "every argument register",
            sig: int64(target.max_params()),
            model: alternating_model,
            source: alternating_source,
        },
        // The runner zero-extends narrow arguments and masks the result.
        Example {
            name: "i8 + i16 as i16",
            sig: Signature { params: vec![Param::Int(8), Param::Int(16)], result_bits: Some(16), float_result: false },
            model: |a, _| a[0] + a[1],
            source: |t| {
                match t {
                    Target::X86 => "leaq (%rdi,%rsi), %rax\nretq\n",
                    Target::Bpf => "r0 = r1\nr0 += r2\nexit\n",
                    Target::Qemu(QemuTarget::Aarch64) => "add x0, x0, x1\nret\n",
                    Target::Qemu(QemuTarget::Ppc64le) => "add 3, 3, 4\nblr\n",
                }
                .into()
            },
        },
        // Loads p[0..8], stores x at p[8..16] and its low byte at p[63],
        // returns p[0..8] + x; the pointer parameter comes second to
        // show that its argument register is the one set.
        Example {
            name: "load and store through a pointer",
            sig: Signature { params: vec![Param::Int(64), Param::Pointer], result_bits: Some(64), float_result: false },
            model: |a, memory| {
                let old = u64::from_le_bytes(memory[..8].try_into().unwrap());
                memory[8..16].copy_from_slice(&a[0].to_le_bytes());
                memory[63] = a[0] as u8;
                old.wrapping_add(a[0])
            },
            source: |t| {
                match t {
                    Target::X86 => {
                        "movq (%rsi), %rax\nmovq %rdi, 8(%rsi)\nmovb %dil, 63(%rsi)\naddq %rdi, %rax\nretq\n"
                    }
                    Target::Bpf => {
                        "r0 = *(u64 *)(r2 + 0)\n*(u64 *)(r2 + 8) = r1\n*(u8 *)(r2 + 63) = r1\nr0 += r1\nexit\n"
                    }
                    Target::Qemu(QemuTarget::Aarch64) => {
                        "ldr x9, [x1]\nstr x0, [x1, #8]\nstrb w0, [x1, #63]\nadd x0, x9, x0\nret\n"
                    }
                    Target::Qemu(QemuTarget::Ppc64le) => "ld 9, 0(4)\nstd 3, 8(4)\nstb 3, 63(4)\nadd 3, 9, 3\nblr\n",
                }
                .into()
            },
        },
        // The sum of the first n bytes of the buffer, in a loop; no result
        // bits above 14 are possible, and p[0] becomes n.
        Example {
            name: "a loop over the buffer",
            sig: Signature { params: vec![Param::Pointer, Param::Int(6)], result_bits: Some(32), float_result: false },
            model: |a, memory| {
                let sum = memory[..a[1] as usize].iter().map(|&b| u64::from(b)).sum();
                memory[0] = a[1] as u8;
                sum
            },
            source: |t| {
                match t {
                    Target::X86 => {
                        "
                    movq %rdi, %rdx
                    xorl %eax, %eax
                    movq %rsi, %rcx
                  next:
                    testq %rcx, %rcx
                    je done
                    movzbl (%rdx), %r8d
                    addq %r8, %rax
                    incq %rdx
                    decq %rcx
                    jmp next
                  done:
                    movb %sil, (%rdi)
                    retq
                "
                    }
                    Target::Bpf => {
                        "
                    r0 = 0
                    r3 = r1
                    r4 = r2
                  next:
                    if r4 == 0 goto done
                    r5 = *(u8 *)(r3 + 0)
                    r0 += r5
                    r3 += 1
                    r4 += -1
                    goto next
                  done:
                    *(u8 *)(r1 + 0) = r2
                    exit
                "
                    }
                    Target::Qemu(QemuTarget::Aarch64) => {
                        "
                    mov x9, x0
                    mov x10, x1
                    mov x0, #0
                  next:
                    cbz x10, done
                    ldrb w11, [x9], #1
                    add x0, x0, x11
                    sub x10, x10, #1
                    b next
                  done:
                    sub x9, x9, x1
                    strb w1, [x9]
                    ret
                "
                    }
                    Target::Qemu(QemuTarget::Ppc64le) => {
                        "
                    mr 9, 3
                    mr 10, 4
                    li 3, 0
                  next:
                    cmpdi 10, 0
                    beq done
                    lbz 11, 0(9)
                    add 3, 3, 11
                    addi 9, 9, 1
                    addi 10, 10, -1
                    b next
                  done:
                    subf 9, 4, 9
                    stb 4, 0(9)
                    blr
                "
                    }
                }
                .into()
            },
        },
    ]
}

/// A function with a stack frame that saves and restores a callee-saved
/// register (and on AArch64 and PowerPC the link register), storing a
/// value on the stack and loading it back: returns (a ^ b) + a.
fn stack_frame_source(target: Target) -> &'static str {
    match target {
        Target::X86 => {
            "
            subq $24, %rsp
            movq %rbx, 8(%rsp)
            movq %rdi, %rbx
            xorq %rsi, %rbx
            movq %rbx, (%rsp)
            movq (%rsp), %rax
            addq %rdi, %rax
            movq 8(%rsp), %rbx
            addq $24, %rsp
            retq
        "
        }
        Target::Bpf => {
            "
            *(u64 *)(r10 - 8) = r1
            r1 ^= r2
            *(u64 *)(r10 - 16) = r1
            r0 = *(u64 *)(r10 - 16)
            r1 = *(u64 *)(r10 - 8)
            r0 += r1
            exit
        "
        }
        Target::Qemu(QemuTarget::Aarch64) => {
            "
            stp x29, x30, [sp, #-32]!
            mov x29, sp
            str x19, [sp, #16]
            eor x19, x0, x1
            str x19, [sp, #24]
            ldr x9, [sp, #24]
            add x0, x9, x0
            ldr x19, [sp, #16]
            ldp x29, x30, [sp], #32
            ret
        "
        }
        Target::Qemu(QemuTarget::Ppc64le) => {
            "
            mflr 0
            std 0, 16(1)
            stdu 1, -48(1)
            std 31, 40(1)
            xor 31, 3, 4
            std 31, 32(1)
            ld 9, 32(1)
            add 3, 9, 3
            ld 31, 40(1)
            addi 1, 1, 48
            ld 0, 16(1)
            mtlr 0
            blr
        "
        }
    }
}

/// Runs every example on `target`; returns the cases run, or the skip.
fn run_examples(target: Target) -> Result<usize, Skip> {
    let mut total = 0;
    for example in examples(target) {
        let source = (example.source)(target);
        println!("{target:?}: {}", example.name);
        total += check(target, &source, &example.sig, example.model)?;
    }
    total += check(target, stack_frame_source(target), &int64(2), |a, _| (a[0] ^ a[1]).wrapping_add(a[0]))?;
    Ok(total)
}

/// A function that returns 0 after setting `register`, which its ABI
/// preserves across calls.
fn clobber_source(target: Target) -> &'static str {
    match target {
        Target::X86 => "xorl %eax, %eax\nmovq $7, %r13\nretq\n",
        Target::Bpf => unreachable!("BPF code runs to exit: nothing is preserved"),
        Target::Qemu(QemuTarget::Aarch64) => "mov x0, #0\nmov x27, #7\nret\n",
        Target::Qemu(QemuTarget::Ppc64le) => "li 3, 0\nli 31, 7\nblr\n",
    }
}

/// A function that stores one byte past the end of its buffer.
fn overrun_source(target: Target) -> &'static str {
    match target {
        Target::X86 => "movb $1, 64(%rdi)\nxorl %eax, %eax\nretq\n",
        Target::Bpf => "r0 = 0\n*(u8 *)(r1 + 64) = r0\nexit\n",
        Target::Qemu(QemuTarget::Aarch64) => "strb wzr, [x0, #64]\nmov x0, #0\nret\n",
        Target::Qemu(QemuTarget::Ppc64le) => "li 9, 0\nstb 9, 64(3)\nli 3, 0\nblr\n",
    }
}

/// The panic message of running `source` on `target`, or the skip.
fn failure(target: Target, source: &str) -> Result<String, Skip> {
    let sig = Signature { params: vec![Param::Pointer], result_bits: Some(64), float_result: false };
    let code = assemble(target.tables(), source);
    let cases = cases(&sig, 3, 1);
    match catch_unwind(AssertUnwindSafe(|| target.run(&code, &sig, &cases))) {
        Ok(Err(skip)) => Err(skip),
        Ok(Ok(_)) => panic!("{target:?}: the run succeeded, a failure was expected, for:\n{source}"),
        Err(payload) => Ok(payload.downcast_ref::<String>().cloned().unwrap_or_default()),
    }
}

fn expect_failure(target: Target, source: &str, message: &str) -> Result<(), Skip> {
    let text = failure(target, source)?;
    assert!(text.contains(message), "{target:?}: expected a failure saying {message:?}, got: {text}");
    Ok(())
}

/// Reports a qemu test as skipped: printed, and passing only this way.
fn report(result: Result<(), Skip>) {
    if let Err(skip) = result {
        println!("{skip}");
    }
}

#[cfg(all(target_arch = "x86_64", unix))]
#[test]
fn x86_runs_the_examples() {
    let cases = run_examples(Target::X86).expect("x86-64 runs on the host");
    println!("x86-64: {cases} cases");
}

#[cfg(all(target_arch = "x86_64", unix))]
#[test]
fn x86_reports_clobbered_registers_and_overruns() {
    expect_failure(Target::X86, clobber_source(Target::X86), "did not preserve %r13").unwrap();
    expect_failure(Target::X86, overrun_source(Target::X86), "outside its 64-byte buffer").unwrap();
}

#[test]
fn bpf_runs_the_examples() {
    let cases = run_examples(Target::Bpf).expect("rbpf is a dependency");
    println!("BPF: {cases} cases");
}

#[test]
fn bpf_reports_overruns_and_stray_accesses() {
    expect_failure(Target::Bpf, overrun_source(Target::Bpf), "outside its 64-byte buffer").unwrap();
    // Past the whole region: rbpf refuses the store.
    expect_failure(Target::Bpf, "r0 = 0\n*(u8 *)(r1 + 4096) = r0\nexit\n", "rbpf stopped").unwrap();
}

fn qemu_examples(target: QemuTarget) {
    let start = Instant::now();
    report(
        run_examples(Target::Qemu(target))
            .map(|cases| println!("{target:?}: {cases} cases in {:.2?}", start.elapsed())),
    );
}

fn qemu_failures(target: QemuTarget) {
    let (register, qemu_target) = (if target == QemuTarget::Aarch64 { "x27" } else { "r31" }, Target::Qemu(target));
    report(expect_failure(qemu_target, clobber_source(qemu_target), &format!("did not preserve {register}")));
    report(expect_failure(qemu_target, overrun_source(qemu_target), "outside its 64-byte buffer"));
}

#[test]
fn aarch64_runs_the_examples_under_qemu() {
    qemu_examples(QemuTarget::Aarch64);
}

#[test]
fn aarch64_reports_clobbered_registers_and_overruns() {
    qemu_failures(QemuTarget::Aarch64);
}

#[test]
fn ppc64le_runs_the_examples_under_qemu() {
    qemu_examples(QemuTarget::Ppc64le);
}

#[test]
fn ppc64le_reports_clobbered_registers_and_overruns() {
    qemu_failures(QemuTarget::Ppc64le);
}

#[test]
fn a_missing_emulator_is_a_skip() {
    let empty = tempfile::tempdir().expect("a temporary directory");
    let skip = find_emulator(QemuTarget::Aarch64, empty.path().as_os_str()).unwrap_err();
    assert_eq!(skip.to_string(), "skipped: qemu-aarch64 not found");
    let skip = find_emulator(QemuTarget::Ppc64le, empty.path().as_os_str()).unwrap_err();
    assert_eq!(skip.to_string(), "skipped: qemu-ppc64le not found");
    // The -static builds count too.
    std::fs::write(empty.path().join("qemu-aarch64-static"), b"").unwrap();
    assert_eq!(
        find_emulator(QemuTarget::Aarch64, empty.path().as_os_str()),
        Ok(empty.path().join("qemu-aarch64-static"))
    );
}
