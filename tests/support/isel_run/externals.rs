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
}

fn mix(a: &[u64]) -> u64 {
    a[0].wrapping_mul(31).wrapping_add(a[1] ^ 0x5a)
}

/// a + 2b + 3c + ...: a weight per position, so that arguments passed in
/// the wrong order or place give another sum.
fn weighted_sum(a: &[u64]) -> u64 {
    (1..).zip(a).fold(0u64, |s, (k, &x)| s.wrapping_add(x.wrapping_mul(k)))
}

/// The external functions; ext_sum10 takes arguments on the stack (BPF
/// has none, so it is no helper there).
pub const EXTERNALS: [External; 3] = [
    External { name: "ext_mix", params: 2, compute: mix, bpf_helper: 1 },
    External { name: "ext_sum5", params: 5, compute: weighted_sum, bpf_helper: 2 },
    External { name: "ext_sum10", params: 10, compute: weighted_sum, bpf_helper: 0 },
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

/// The body computing external `name`'s result into the result register.
fn body(isa: Isa, name: &str) -> &'static str {
    match (isa, name) {
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
    }
}

/// The alignment check (the result becomes [`MISALIGNED`]) and the writes
/// of every register a callee may write but the result's.
fn check_and_clobber(isa: Isa, label: &str) -> String {
    let mut s = String::new();
    match isa {
        Isa::X86 => {
            // rsp is 8 past a multiple of 16 on entry: the call pushed 8.
            s += &format!("leaq 8(%rsp), %rcx\ntestq $15, %rcx\nje {label}\nmovq ${MISALIGNED}, %rax\n{label}:\n");
            s += "movabsq $0x5c1b0bbe5c1b0bbe, %rcx\n";
            for r in ["rdx", "rsi", "rdi", "r8", "r9", "r10", "r11"] {
                s += &format!("movq %rcx, %{r}\n");
            }
            for x in 0..16 {
                s += &format!("movq %rcx, %xmm{x}\n");
            }
        }
        Isa::Aarch64 => {
            s += &format!(
                "mov x9, sp\ntst x9, #15\nb.eq {label}\nmovz x0, #{}\nmovk x0, #{}, lsl #16\n{label}:\n",
                MISALIGNED & 0xffff,
                MISALIGNED >> 16
            );
            s += "movz x1, #0x0bbe\nmovk x1, #0x5c1b, lsl #16\nmovk x1, #0x0bbe, lsl #32\nmovk x1, #0x5c1b, lsl #48\n";
            for r in 2..=17 {
                s += &format!("mov x{r}, x1\n");
            }
            for d in (0..8).chain(16..32) {
                s += &format!("fmov d{d}, x1\n");
            }
        }
        Isa::Ppc64 => {
            s += &format!(
                "andi. 11, 1, 15\nbeq {label}\nli 3, 0\noris 3, 3, {}\nori 3, 3, {}\n{label}:\n",
                MISALIGNED >> 16,
                MISALIGNED & 0xffff
            );
            s += "lis 4, 0x5c1b\nori 4, 4, 0x0bbe\nstd 4, -8(1)\n";
            for r in (0..=0).chain(5..=12) {
                s += &format!("mr {r}, 4\n");
            }
            for f in 0..=13 {
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
    format!("{name}:\n{}{}{ret}", body(isa, name), check_and_clobber(isa, &format!(".Laligned_{name}")))
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
