//! Random AArch64 programs: labels (local, temporary, global), branches of
//! every kind, adr/adrp/literal loads, `:lo12:` and GOT operands, data
//! naming symbols with addends and differences of locations, symbol
//! attributes and sizes, section switches and alignment. Instructions
//! always start at a multiple of 4: llvm-mc computes PC-relative values
//! from misaligned instructions in ways no real program depends on, which
//! tdc does not imitate.

use super::{Names, Rng};

const SECTIONS: [&str; 5] = [".text", ".section .text.b,\"ax\"", ".data", ".section .rodata,\"a\"", ".bss"];

/// One random program.
pub fn program(rng: &mut Rng) -> String {
    let mut names = Names::default();
    let mut out = String::new();
    if rng.chance(50) {
        out.push_str("\t.globl g0\n");
    }
    if rng.chance(20) {
        out.push_str("\t.file \"random.c\"\n");
    }
    let mut section = 0usize;
    for _ in 0..1 + rng.below(40) {
        let code = section < 2;
        let symbol = names.symbol(rng, 10, &["+4", "+8", "+16", "+4096"]);
        match rng.below(100) {
            0..=9 => {
                section = rng.below(SECTIONS.len());
                out.push_str(&format!("\t{}\n", SECTIONS[section]));
            }
            10..=24 if names.has_undefined() => {
                let label = names.take_undefined(rng).unwrap_or_default();
                // Sometimes with a statement on the same line.
                let rest = if section == 4 { "" } else { rng.pick(&["", "", " nop", " .word 7", " .globl g1"]) };
                out.push_str(&format!("{label}:{rest}\n"));
            }
            55..=59 => {
                let directive = rng.pick(&[".globl", ".weak", ".hidden", ".protected", ".type", ".size"]);
                let name = names.any(rng);
                if directive == ".size" {
                    out.push_str(&format!("\t.size {name}, {}\n", rng.pick(&["8", ". - l0", ". - l1", ".L0 - l2"])));
                } else if directive == ".type" {
                    out.push_str(&format!("\t.type {name}, @{}\n", rng.pick(&["function", "object", "notype"])));
                } else {
                    out.push_str(&format!("\t{directive} {name}\n"));
                }
            }
            10..=31 => {
                // llvm-mc warns about (and drops) a non-zero fill in .bss.
                let fills: &[&str] = if section == 4 { &["", ", 0"] } else { &["", ", 0", ", 0xff"] };
                out.push_str(&format!("\t.p2align {}{}\n", 2 + rng.below(4), rng.pick(fills)));
            }
            32..=39 => {
                let sizes: &[&str] = if code { &["0", "4", "8"] } else { &["0", "1", "3", "4", "8"] };
                out.push_str(&format!("\t.zero {}\n", rng.pick(sizes)));
            }
            _ if section == 4 => {}
            40..=54 => {
                let directives: &[&str] =
                    if code { &[".word", ".xword"] } else { &[".byte", ".hword", ".word", ".xword"] };
                let directive = rng.pick(directives);
                if directive != ".byte" && rng.chance(20) {
                    // A difference: constant, PC-relative or an error.
                    let base = rng.pick(&[".", "l0", "l3", ".L1", ".L2", "g1", "ext0"]);
                    out.push_str(&format!("\t{directive} {symbol} - {base}\n"));
                } else if directive != ".byte" && rng.chance(60) {
                    out.push_str(&format!("\t{directive} {symbol}\n"));
                } else {
                    out.push_str(&format!("\t{directive} {}\n", 1 + rng.below(200)));
                }
            }
            _ => {
                if !code {
                    out.push_str("\t.p2align 2\n");
                }
                let s = &symbol;
                let forms = [
                    format!("b {s}"),
                    format!("bl {s}"),
                    format!("b.ne {s}"),
                    format!("cbz x1, {s}"),
                    format!("cbnz w2, {s}"),
                    format!("tbz x3, #40, {s}"),
                    format!("tbnz w4, #2, {s}"),
                    format!("adr x5, {s}"),
                    format!("adrp x6, {s}"),
                    format!("ldr x7, {s}"),
                    format!("ldr w8, {s}"),
                    format!("add x9, x9, :lo12:{s}"),
                    format!("ldr x10, [x9, :lo12:{s}]"),
                    format!("ldrb w11, [x9, #:lo12:{s}]"),
                    format!("adrp x12, :got:{s}"),
                    format!("ldr x13, [x12, :got_lo12:{s}]"),
                    format!("ldr x14, :got:{s}"),
                    "nop".to_string(),
                    "add x0, x1, #3".to_string(),
                    "ret".to_string(),
                ];
                out.push_str(&format!("\t{}\n", forms[rng.below(forms.len())]));
            }
        }
    }
    names.define_temporaries(rng, &SECTIONS, &mut out);
    out
}
