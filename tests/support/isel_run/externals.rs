//! The external functions the corpus calls, as the test harness provides
//! them: the interpreter's model (`call`), and for each target the same
//! function in its assembly (BPF: an rbpf helper). Besides computing its
//! result, each one writes every register its ABI lets a callee write
//! (so a caller that keeps a value in one across the call is caught) and
//! checks that the stack pointer was aligned as the ABI requires at the
//! call, returning [`MISALIGNED`] when it was not.

/// What an external function returns when the stack was misaligned.
pub const MISALIGNED: u64 = 0xBAD_57AC;

/// An external function of the harness.
pub struct External {
    /// Its symbol.
    pub name: &'static str,
    /// How many arguments it takes.
    pub params: usize,
    /// What it computes.
    pub compute: fn(&[u64]) -> u64,
    /// Its number as an rbpf helper.
    pub bpf_helper: u32,
    /// Whether its result is a float (in the float result register).
    pub float_result: bool,
}

fn mix(a: &[u64]) -> u64 {
    a[0].wrapping_mul(31).wrapping_add(a[1] ^ 0x5a)
}

/// a + 2b + 3c + ...: a weight per position, so that arguments passed in
/// the wrong order or place give another sum.
fn weighted_sum(a: &[u64]) -> u64 {
    (1..).zip(a).fold(0u64, |s, (k, &x)| s.wrapping_add(x.wrapping_mul(k)))
}

fn f64_of(bits: u64) -> f64 {
    f64::from_bits(bits)
}

fn f32_of(bits: u64) -> f32 {
    f32::from_bits(bits as u32)
}

/// ext_fmix(x: f64, n: i64, y: f64, z: f32) -> f64: the bits of
/// (x - y) + z, xor n. Integer and float arguments interleaved.
fn fmix(a: &[u64]) -> u64 {
    ((f64_of(a[0]) - f64_of(a[2])) + f64::from(f32_of(a[3]))).to_bits() ^ a[1]
}

/// x0 - x1 + x2 - x3 ..., left to right, on f64 arguments.
fn alternating_sum(a: &[u64]) -> u64 {
    let terms = a.iter().enumerate().skip(1);
    terms.fold(f64_of(a[0]), |s, (k, &x)| if k % 2 == 1 { s - f64_of(x) } else { s + f64_of(x) }).to_bits()
}

/// The C library's fma and fmaf (what llc calls on x86-64 without FMA3).
fn fma(a: &[u64]) -> u64 {
    f64_of(a[0]).mul_add(f64_of(a[1]), f64_of(a[2])).to_bits()
}

fn fmaf(a: &[u64]) -> u64 {
    u64::from(f32_of(a[0]).mul_add(f32_of(a[1]), f32_of(a[2])).to_bits())
}

/// The external functions. ext_sum10 and ext_fsum14 take arguments on
/// the stack, BPF has none (nor floats): only the first two are helpers.
pub const EXTERNALS: [External; 7] = [
    External { name: "ext_mix", params: 2, compute: mix, bpf_helper: 1, float_result: false },
    External { name: "ext_sum5", params: 5, compute: weighted_sum, bpf_helper: 2, float_result: false },
    External { name: "ext_sum10", params: 10, compute: weighted_sum, bpf_helper: 0, float_result: false },
    External { name: "ext_fmix", params: 4, compute: fmix, bpf_helper: 0, float_result: true },
    External { name: "ext_fsum14", params: 14, compute: alternating_sum, bpf_helper: 0, float_result: true },
    External { name: "fma", params: 3, compute: fma, bpf_helper: 0, float_result: true },
    External { name: "fmaf", params: 3, compute: fmaf, bpf_helper: 0, float_result: true },
];

/// What the interpreter sees as the address of external `e`: indirect
/// calls of it reach it through [`at`].
pub fn token(e: &External) -> u64 {
    let index = EXTERNALS.iter().position(|x| x.name == e.name).expect("a harness external");
    0xF00D_0000 + index as u64 * 16
}

/// The external whose [`token`] `address` is (for `Module::with_addresses`).
pub fn at(address: u64) -> Option<String> {
    EXTERNALS.iter().find(|e| token(e) == address).map(|e| e.name.to_string())
}

/// The external named `name`.
pub fn named(name: &str) -> &'static External {
    EXTERNALS.iter().find(|e| e.name == name).unwrap_or_else(|| panic!("no harness external {name}"))
}

/// The interpreter's view: the result of external `name` on `args` (of
/// which it must take as many).
pub fn call(name: &str, args: &[u64]) -> Option<u64> {
    let e = EXTERNALS.iter().find(|e| e.name == name && e.params == args.len())?;
    Some((e.compute)(args))
}

/// A target's assembly for the external functions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Isa {
    /// x86-64, System V.
    X86,
    /// AArch64, AAPCS64.
    Aarch64,
    /// PowerPC64 ELFv2.
    Ppc64,
}

/// ext_fsum14's body: the first eight (thirteen on PowerPC64) in
/// registers, the rest from the stack through `load(offset)`.
fn alternating_body(isa: Isa) -> String {
    let in_registers = if isa == Isa::Ppc64 { 13 } else { 8 };
    let mut s = String::new();
    for k in 1..14 {
        let add = k % 2 == 0;
        let (operand, load) = match isa {
            Isa::X86 if k < in_registers => (format!("%xmm{k}"), String::new()),
            // Above the return address.
            Isa::X86 => (format!("{}(%rsp)", 8 * (k - in_registers + 1)), String::new()),
            Isa::Aarch64 if k < in_registers => (format!("d{k}"), String::new()),
            Isa::Aarch64 => ("d16".to_string(), format!("ldr d16, [sp, #{}]\n", 8 * (k - in_registers))),
            Isa::Ppc64 if k < in_registers => (format!("{}", k + 1), String::new()),
            // The 14th argument's doubleword of the parameter save area.
            Isa::Ppc64 => ("0".to_string(), format!("lfd 0, {}(1)\n", 32 + 8 * k)),
        };
        s += &load;
        s += &match (isa, add) {
            (Isa::X86, true) => format!("addsd {operand}, %xmm0\n"),
            (Isa::X86, false) => format!("subsd {operand}, %xmm0\n"),
            (Isa::Aarch64, true) => format!("fadd d0, d0, {operand}\n"),
            (Isa::Aarch64, false) => format!("fsub d0, d0, {operand}\n"),
            (Isa::Ppc64, true) => format!("fadd 1, 1, {operand}\n"),
            (Isa::Ppc64, false) => format!("fsub 1, 1, {operand}\n"),
        };
    }
    s
}

/// The body computing external `name`'s result into the result register.
fn body(isa: Isa, name: &str) -> String {
    if name == "ext_fsum14" {
        return alternating_body(isa);
    }
    let text = match (isa, name) {
        // x0 in the first float register, n in the first integer one
        // (PowerPC64: r4, the second argument's), y, z (an f32) next.
        (Isa::X86, "ext_fmix") => {
            "subsd %xmm1, %xmm0\ncvtss2sd %xmm2, %xmm2\naddsd %xmm2, %xmm0\n\
             movq %xmm0, %rax\nxorq %rdi, %rax\nmovq %rax, %xmm0\n"
        }
        (Isa::Aarch64, "ext_fmix") => {
            "fsub d0, d0, d1\nfcvt d2, s2\nfadd d0, d0, d2\nfmov x9, d0\neor x9, x9, x0\nfmov d0, x9\n"
        }
        // An f32 is held as a double already.
        (Isa::Ppc64, "ext_fmix") => "fsub 1, 1, 2\nfadd 1, 1, 3\nmfvsrd 5, 1\nxor 5, 5, 4\nmtvsrd 1, 5\n",
        // FMA3: xmm0 = xmm1 * xmm0 + xmm2 (see `run_x86`).
        (Isa::X86, "fma") => "vfmadd213sd %xmm2, %xmm1, %xmm0\n",
        (Isa::X86, "fmaf") => "vfmadd213ss %xmm2, %xmm1, %xmm0\n",
        (Isa::Aarch64, "fma") => "fmadd d0, d0, d1, d2\n",
        (Isa::Aarch64, "fmaf") => "fmadd s0, s0, s1, s2\n",
        (Isa::Ppc64, "fma") => "fmadd 1, 1, 2, 3\n",
        (Isa::Ppc64, "fmaf") => "fmadds 1, 1, 2, 3\n",
        (Isa::X86, "ext_mix") => "imulq $31, %rdi, %rax\nxorq $0x5a, %rsi\naddq %rsi, %rax\n",
        (Isa::X86, "ext_sum5") => {
            "leaq (%rdi,%rsi,2), %rax\nimulq $3, %rdx, %rdx\naddq %rdx, %rax\n\
             leaq (%rax,%rcx,4), %rax\nimulq $5, %r8, %r8\naddq %r8, %rax\n"
        }
        (Isa::Aarch64, "ext_mix") => "mov x9, #31\nmul x0, x0, x9\nmov x9, #0x5a\neor x1, x1, x9\nadd x0, x0, x1\n",
        (Isa::Aarch64, "ext_sum5") => {
            "add x0, x0, x1, lsl #1\nmov x9, #3\nmadd x0, x2, x9, x0\n\
             add x0, x0, x3, lsl #2\nmov x9, #5\nmadd x0, x4, x9, x0\n"
        }
        (Isa::Ppc64, "ext_mix") => "mulli 3, 3, 31\nxori 4, 4, 0x5a\nadd 3, 3, 4\n",
        (Isa::Ppc64, "ext_sum5") => {
            "sldi 4, 4, 1\nadd 3, 3, 4\nmulli 5, 5, 3\nadd 3, 3, 5\n\
             sldi 6, 6, 2\nadd 3, 3, 6\nmulli 7, 7, 5\nadd 3, 3, 7\n"
        }
        // The seventh to tenth arguments above the return address.
        (Isa::X86, "ext_sum10") => {
            "leaq (%rdi,%rsi,2), %rax\nimulq $3, %rdx, %rdx\naddq %rdx, %rax\n\
             leaq (%rax,%rcx,4), %rax\nimulq $5, %r8, %r8\naddq %r8, %rax\n\
             imulq $6, %r9, %r9\naddq %r9, %rax\n\
             imulq $7, 8(%rsp), %rdx\naddq %rdx, %rax\nimulq $8, 16(%rsp), %rdx\naddq %rdx, %rax\n\
             imulq $9, 24(%rsp), %rdx\naddq %rdx, %rax\nimulq $10, 32(%rsp), %rdx\naddq %rdx, %rax\n"
        }
        // The ninth and tenth at [sp] and [sp, #8].
        (Isa::Aarch64, "ext_sum10") => {
            "add x0, x0, x1, lsl #1\nmov x9, #3\nmadd x0, x2, x9, x0\n\
             add x0, x0, x3, lsl #2\nmov x9, #5\nmadd x0, x4, x9, x0\n\
             mov x9, #6\nmadd x0, x5, x9, x0\nmov x9, #7\nmadd x0, x6, x9, x0\n\
             add x0, x0, x7, lsl #3\n\
             ldr x10, [sp]\nmov x9, #9\nmadd x0, x10, x9, x0\n\
             ldr x10, [sp, #8]\nmov x9, #10\nmadd x0, x10, x9, x0\n"
        }
        // The ninth and tenth in the caller's parameter save area, after
        // the 32-byte header and the eight register arguments' doublewords.
        (Isa::Ppc64, "ext_sum10") => {
            "sldi 4, 4, 1\nadd 3, 3, 4\nmulli 5, 5, 3\nadd 3, 3, 5\n\
             sldi 6, 6, 2\nadd 3, 3, 6\nmulli 7, 7, 5\nadd 3, 3, 7\n\
             mulli 8, 8, 6\nadd 3, 3, 8\nmulli 9, 9, 7\nadd 3, 3, 9\nsldi 10, 10, 3\nadd 3, 3, 10\n\
             ld 11, 96(1)\nmulli 11, 11, 9\nadd 3, 3, 11\nld 11, 104(1)\nmulli 11, 11, 10\nadd 3, 3, 11\n"
        }
        _ => panic!("no {name} for {isa:?}"),
    };
    text.to_string()
}

/// The alignment check (the result becomes [`MISALIGNED`], as bits in the
/// float result register for a float result) and the writes of every
/// register a callee may write but the result's.
fn check_and_clobber(isa: Isa, label: &str, float_result: bool) -> String {
    let mut s = String::new();
    match isa {
        Isa::X86 => {
            // rsp is 8 past a multiple of 16 on entry: the call pushed 8.
            let misaligned = if float_result { "movq %rax, %xmm0\n" } else { "" };
            s += &format!(
                "leaq 8(%rsp), %rcx\ntestq $15, %rcx\nje {label}\nmovq ${MISALIGNED}, %rax\n{misaligned}{label}:\n"
            );
            s += "movabsq $0x5c1b0bbe5c1b0bbe, %rcx\n";
            let rax = if float_result { &["rax"][..] } else { &[] };
            for r in rax.iter().chain(&["rdx", "rsi", "rdi", "r8", "r9", "r10", "r11"]) {
                s += &format!("movq %rcx, %{r}\n");
            }
            for x in (0..16).filter(|&x| x != 0 || !float_result) {
                s += &format!("movq %rcx, %xmm{x}\n");
            }
        }
        Isa::Aarch64 => {
            let misaligned = if float_result { "fmov d0, x0\n" } else { "" };
            s += &format!(
                "mov x9, sp\ntst x9, #15\nb.eq {label}\nmovz x0, #{}\nmovk x0, #{}, lsl #16\n{misaligned}{label}:\n",
                MISALIGNED & 0xffff,
                MISALIGNED >> 16
            );
            s += "movz x1, #0x0bbe\nmovk x1, #0x5c1b, lsl #16\nmovk x1, #0x0bbe, lsl #32\nmovk x1, #0x5c1b, lsl #48\n";
            for r in (0..=0).filter(|_| float_result).chain(2..=17) {
                s += &format!("mov x{r}, x1\n");
            }
            for d in (0..8).chain(16..32).filter(|&d| d != 0 || !float_result) {
                s += &format!("fmov d{d}, x1\n");
            }
        }
        Isa::Ppc64 => {
            let misaligned = if float_result { "mtvsrd 1, 3\n" } else { "" };
            s += &format!(
                "andi. 11, 1, 15\nbeq {label}\nli 3, 0\noris 3, 3, {}\nori 3, 3, {}\n{misaligned}{label}:\n",
                MISALIGNED >> 16,
                MISALIGNED & 0xffff
            );
            s += "lis 4, 0x5c1b\nori 4, 4, 0x0bbe\nstd 4, -8(1)\n";
            for r in (0..=0).chain((3..=3).filter(|_| float_result)).chain(5..=12) {
                s += &format!("mr {r}, 4\n");
            }
            for f in (0..=13).filter(|&f| f != 1 || !float_result) {
                s += &format!("lfd {f}, -8(1)\n");
            }
            s += "mtctr 4\n";
        }
    }
    s
}

/// External `name` in `isa`'s assembly, starting with its label.
pub fn source(isa: Isa, name: &str) -> String {
    let ret = match isa {
        Isa::X86 => "retq\n",
        Isa::Aarch64 => "ret\n",
        Isa::Ppc64 => "blr\n",
    };
    let float_result = named(name).float_result;
    format!("{name}:\n{}{}{ret}", body(isa, name), check_and_clobber(isa, &format!(".Laligned_{name}"), float_result))
}

/// A function rbpf calls as a helper (r1-r5 in, r0 out).
pub type BpfHelper = fn(u64, u64, u64, u64, u64) -> u64;

/// External `e`'s function as an rbpf helper, if it is one.
pub fn bpf_helper(e: &External) -> Option<BpfHelper> {
    match e.bpf_helper {
        1 => Some(|a, b, _, _, _| mix(&[a, b])),
        2 => Some(|a, b, c, d, e| weighted_sum(&[a, b, c, d, e])),
        _ => None,
    }
}
