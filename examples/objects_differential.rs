//! Live differential check of AArch64 objects: random programs of labels
//! (local, temporary, global), branches of every kind, adr/adrp/literal
//! loads, `:lo12:` and GOT operands, data naming symbols with addends and
//! differences of locations, symbol attributes and sizes, section switches and
//! alignment, assembled into objects by tdc and by llvm-mc 19; each object
//! must be byte-identical, and a program one of them rejects must be
//! rejected by the other. Exit status 1 on any difference, 2 when llvm-mc
//! is missing (reported as skipped, not passed).
//!
//!   cargo run --release --example objects_differential -- --programs 500 --seed 7
//!   ... --print   writes the first program to stdout instead
//!
//! Instructions always start at a multiple of 4: llvm-mc computes
//! PC-relative values from misaligned instructions in ways no real program
//! depends on, which tdc does not imitate.

use clap::Parser;
use std::process::{Command, ExitCode};
use tdc::asm::{assemble_object, AsmOptions};
use tdc::targets::aarch64::TABLES;

#[derive(Parser)]
struct Args {
    /// Random programs to compare.
    #[arg(long, default_value_t = 500)]
    programs: u64,
    /// Random seed; the same seed gives the same programs.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The llvm-mc to compare with.
    #[arg(long, default_value = "/usr/lib/llvm-19/bin/llvm-mc")]
    llvm_mc: String,
    /// Print the first program and stop.
    #[arg(long)]
    print: bool,
}

/// A small deterministic generator (xorshift64*), so that a seed names a
/// program on every machine.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

const SECTIONS: [&str; 5] = [".text", ".section .text.b,\"ax\"", ".data", ".section .rodata,\"a\"", ".bss"];

/// One random program.
fn program(rng: &mut Rng) -> String {
    let mut labels: Vec<String> = (0..6).map(|i| format!("l{i}")).chain((0..4).map(|i| format!(".L{i}"))).collect();
    labels.extend(["g0".to_string(), "g1".to_string()]);
    let names: Vec<String> = labels.iter().cloned().chain(["ext0".to_string(), "ext1".to_string()]).collect();
    let mut undefined = labels.clone();
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
        let symbol = {
            let mut s = names[rng.below(names.len())].clone();
            match rng.below(10) {
                0 | 1 => s.push_str(rng.pick(&["+4", "+8", "+16", "+4096"])),
                2 => s.push_str(rng.pick(&["-4", "-8"])),
                _ => {}
            }
            s
        };
        match rng.below(100) {
            0..=9 => {
                section = rng.below(SECTIONS.len());
                out.push_str(&format!("\t{}\n", SECTIONS[section]));
            }
            10..=24 if !undefined.is_empty() => {
                let at = rng.below(undefined.len());
                let label = undefined.swap_remove(at);
                // Sometimes with a statement on the same line.
                let rest = if section == 4 { "" } else { rng.pick(&["", "", " nop", " .word 7", " .globl g1"]) };
                out.push_str(&format!("{label}:{rest}\n"));
            }
            55..=59 => {
                let directive = rng.pick(&[".globl", ".weak", ".hidden", ".protected", ".type", ".size"]);
                let name = &names[rng.below(names.len())];
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
                let directives: &[&str] = if code { &[".word", ".xword"] } else { &[".byte", ".hword", ".word", ".xword"] };
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
    // Mostly define every temporary label, so that most programs assemble.
    if rng.chance(80) {
        for l in undefined.iter().filter(|l| l.starts_with(".L")) {
            out.push_str(&format!("\t{}\n{l}:\n", SECTIONS[rng.below(4)]));
        }
    }
    out
}

/// llvm-mc's object, or None when it rejects the program. Warnings (such
/// as `.weak` after `.globl`) do not count: the object must still match.
fn llvm_object(llvm_mc: &str, dir: &std::path::Path, source: &str) -> Result<Option<Vec<u8>>, String> {
    let (input, output) = (dir.join("p.s"), dir.join("p.o"));
    std::fs::write(&input, source).map_err(|e| e.to_string())?;
    let _ = std::fs::remove_file(&output);
    let run = Command::new(llvm_mc)
        .args(["-triple=aarch64", "-filetype=obj"])
        .arg(&input)
        .arg("-o")
        .arg(&output)
        .output()
        .map_err(|e| format!("cannot run {llvm_mc}: {e}"))?;
    if !run.status.success() {
        return Ok(None);
    }
    std::fs::read(&output).map(Some).map_err(|e| e.to_string())
}

fn main() -> ExitCode {
    let args = Args::parse();
    let mut rng = Rng::new(args.seed);
    if args.print {
        print!("{}", program(&mut rng));
        return ExitCode::SUCCESS;
    }
    let dir = match tempfile::tempdir() {
        Ok(d) => d,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let (mut identical, mut rejected, mut differences) = (0, 0, 0);
    for n in 0..args.programs {
        let source = program(&mut rng);
        let reference = match llvm_object(&args.llvm_mc, dir.path(), &source) {
            Ok(r) => r,
            Err(e) => {
                println!("skipped: {e}");
                return ExitCode::from(2);
            }
        };
        let (asm, ours) = assemble_object(&TABLES, &source, AsmOptions::default());
        let verdict = match (&reference, &ours) {
            (Some(a), Some(b)) if a == b => {
                identical += 1;
                continue;
            }
            (None, None) => {
                rejected += 1;
                continue;
            }
            (Some(_), Some(_)) => "objects differ".to_string(),
            (Some(_), None) => format!("tdc rejects what llvm-mc accepts: {}", asm.errors.first().map_or(String::new(), |e| e.render("p.s"))),
            (None, Some(_)) => "tdc accepts what llvm-mc rejects".to_string(),
        };
        differences += 1;
        if differences <= 5 {
            println!("program {n} (seed {}): {verdict}\n{source}", args.seed);
        }
    }
    println!(
        "aarch64 objects: {} random programs, seed {}: {identical} identical, {rejected} rejected by both, {differences} differences",
        args.programs, args.seed
    );
    if differences == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
