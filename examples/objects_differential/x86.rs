//! Random x86-64 programs: jumps, calls, loops and jrcxz to labels at every
//! distance (fillers of many sizes put targets on both sides of the rel8
//! reach, so short jumps grow and move what follows, which may make more
//! grow), `{disp32}` jumps, symbols with addends and `@PLT`, symbolic
//! immediates in short forms (which grow in objects), RIP-relative and GOT
//! operands, data naming symbols, alignment padded with long nops, symbol
//! attributes and section switches.

use super::{Names, Rng};

const SECTIONS: [&str; 5] =
    [".text", ".section .text.b,\"ax\",@progbits", ".data", ".section .rodata,\"a\",@progbits", ".bss"];

/// Instructions that only fill space, by size in bytes.
const FILLERS: [&str; 6] = [
    "nop",
    "xorl %eax, %eax",
    "movl $1, %ecx",
    "movl $0x12345678, 8(%rax)",
    "movabsq $0x1122334455667788, %rdx",
    "vaddps %ymm8, %ymm9, %ymm10",
];

/// One random program.
pub fn program(rng: &mut Rng) -> String {
    let mut names = Names::default();
    let mut out = String::new();
    if rng.chance(50) {
        out.push_str("\t.globl g0\n");
    }
    let mut section = 0usize;
    for _ in 0..1 + rng.below(60) {
        let code = section < 2;
        let symbol = names.symbol(rng, 12, &["+4", "+8", "+100", "+4096"]);
        match rng.below(100) {
            0..=5 => {
                section = rng.below(SECTIONS.len());
                out.push_str(&format!("\t{}\n", SECTIONS[section]));
            }
            6..=20 if names.has_undefined() => {
                let label = names.take_undefined(rng).unwrap_or_default();
                out.push_str(&format!("{label}:\n"));
            }
            21..=24 => {
                let directive = rng.pick(&[".globl", ".weak", ".hidden", ".type"]);
                let name = names.any(rng);
                if directive == ".type" {
                    out.push_str(&format!("\t.type {name}, @{}\n", rng.pick(&["function", "object"])));
                } else {
                    out.push_str(&format!("\t{directive} {name}\n"));
                }
            }
            25..=29 => {
                let fills: &[&str] = if section == 4 { &["", ", 0"] } else { &["", ", 0", ", 0x90", ", 0xcc"] };
                out.push_str(&format!("\t.p2align {}{}\n", rng.below(6), rng.pick(fills)));
            }
            30..=39 => {
                // Room: around the rel8 reach of a jump, or a little.
                let sizes: &[&str] = &["1", "3", "7", "60", "120", "125", "126", "127", "128", "130", "200"];
                out.push_str(&format!("\t.zero {}\n", rng.pick(sizes)));
            }
            _ if section == 4 => {}
            40..=49 if !code => {
                let directive = rng.pick(&[".byte", ".short", ".long", ".quad"]);
                if directive != ".byte" && rng.chance(20) {
                    let base = rng.pick(&[".", "l0", "l3", ".L1", "g1"]);
                    out.push_str(&format!("\t{directive} {symbol} - {base}\n"));
                } else if directive == ".quad" || directive == ".long" && rng.chance(50) {
                    out.push_str(&format!("\t{directive} {symbol}\n"));
                } else {
                    out.push_str(&format!("\t{directive} {}\n", 1 + rng.below(200)));
                }
            }
            40..=59 => out.push_str(&format!("\t{}\n", FILLERS[rng.below(FILLERS.len())])),
            _ if !code => out.push_str(&format!("\t.quad {symbol}\n")),
            _ => {
                let s = &symbol;
                let bare = names.any(rng).to_string();
                let forms = [
                    format!("jmp {s}"),
                    format!("jmp {s}"),
                    format!("je {s}"),
                    format!("jne {s}"),
                    format!("jg {s}"),
                    format!("call {s}"),
                    format!("call {bare}@PLT"),
                    format!("jmp {bare}@PLT"),
                    format!("{{disp32}} jmp {s}"),
                    format!("{{disp32}} jl {s}"),
                    format!("loop {s}"),
                    format!("jrcxz {s}"),
                    format!("leaq {s}(%rip), %rax"),
                    format!("movl {s}(%rip), %ecx"),
                    format!("cmpq $3, {s}(%rip)"),
                    format!("movq {bare}@GOTPCREL(%rip), %rbx"),
                    format!("addq {bare}@GOTPCREL(%rip), %rbx"),
                    format!("addq ${s}, %rax"),
                    format!("cmpl ${s}, (%rdi)"),
                    format!("imulq ${s}, %rsi, %rdi"),
                    format!("pushq ${s}"),
                    format!("movl ${s}, %eax"),
                    format!("movq ${s}, %r9"),
                    format!("movabsq ${s}, %r10"),
                    format!("jmpq *{s}(%rip)"),
                    "retq".to_string(),
                ];
                out.push_str(&format!("\t{}\n", forms[rng.below(forms.len())]));
            }
        }
    }
    names.define_temporaries(rng, &SECTIONS, &mut out);
    out
}
