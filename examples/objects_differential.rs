//! Live differential check of objects: random programs assembled into
//! objects by tdc and by llvm-mc 19 (AArch64: labels, branches of every
//! kind, adr/adrp/literal loads, `:lo12:` and GOT operands, data, symbol
//! attributes, sections and alignment; x86-64: jumps and calls at every
//! distance, so that short ones grow and what follows moves, symbolic
//! immediates and RIP-relative and GOT operands, data and alignment with
//! long nops); each object must be byte-identical, and a program one of
//! them rejects must be rejected by the other. Exit status 1 on any
//! difference, 2 when llvm-mc is missing (reported as skipped, not passed).
//!
//!   cargo run --release --example objects_differential -- --programs 500 --seed 7
//!   cargo run --release --example objects_differential -- --target x86 --programs 500 --seed 7
//!   ... --print   writes the first program to stdout instead

#[path = "objects_differential/aarch64.rs"]
mod aarch64;
#[path = "objects_differential/x86.rs"]
mod x86;
#[path = "support/xorshift.rs"]
mod xorshift;

use clap::Parser;
use std::process::{Command, ExitCode};
use tdc::asm::{assemble_object, AsmOptions};
use xorshift::Rng;

#[derive(Parser)]
struct Args {
    /// `aarch64` or `x86`.
    #[arg(long, default_value = "aarch64")]
    target: String,
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

/// The names a random program uses: labels it may define (local,
/// temporary, global), two external names, and the labels not yet defined.
pub struct Names {
    names: Vec<String>,
    undefined: Vec<String>,
}

impl Default for Names {
    fn default() -> Names {
        let mut labels: Vec<String> = (0..6).map(|i| format!("l{i}")).chain((0..4).map(|i| format!(".L{i}"))).collect();
        labels.extend(["g0".to_string(), "g1".to_string()]);
        let names = labels.iter().cloned().chain(["ext0".to_string(), "ext1".to_string()]).collect();
        Names { names, undefined: labels }
    }
}

impl Names {
    /// Any name.
    pub fn any(&self, rng: &mut Rng) -> &str {
        &self.names[rng.below(self.names.len())]
    }

    /// Any name, with a positive addend one time in `odds / 2` and a
    /// negative one one time in `odds`.
    pub fn symbol(&self, rng: &mut Rng, odds: usize, positive: &[&str]) -> String {
        let mut s = self.any(rng).to_string();
        match rng.below(odds) {
            0 | 1 => s.push_str(rng.pick(positive)),
            2 => s.push_str(rng.pick(&["-4", "-8"])),
            _ => {}
        }
        s
    }

    /// Whether some label is not defined yet.
    pub fn has_undefined(&self) -> bool {
        !self.undefined.is_empty()
    }

    /// A label not defined yet, now taken.
    pub fn take_undefined(&mut self, rng: &mut Rng) -> Option<String> {
        if self.undefined.is_empty() {
            return None;
        }
        let at = rng.below(self.undefined.len());
        Some(self.undefined.swap_remove(at))
    }

    /// Mostly, defines every temporary label left, each in one of the
    /// first four `sections`, so that most programs assemble.
    pub fn define_temporaries(&self, rng: &mut Rng, sections: &[&str], out: &mut String) {
        if rng.chance(80) {
            for l in self.undefined.iter().filter(|l| l.starts_with(".L")) {
                out.push_str(&format!("\t{}\n{l}:\n", sections[rng.below(4)]));
            }
        }
    }
}

/// llvm-mc's object, or None when it rejects the program. Warnings (such
/// as `.weak` after `.globl`) do not count: the object must still match.
fn llvm_object(llvm_mc: &str, triple: &str, dir: &std::path::Path, source: &str) -> Result<Option<Vec<u8>>, String> {
    let (input, output) = (dir.join("p.s"), dir.join("p.o"));
    std::fs::write(&input, source).map_err(|e| e.to_string())?;
    let _ = std::fs::remove_file(&output);
    let run = Command::new(llvm_mc)
        .args([&format!("-triple={triple}"), "-filetype=obj"])
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
    let (program, triple): (fn(&mut Rng) -> String, &str) = match args.target.as_str() {
        "aarch64" => (aarch64::program, "aarch64"),
        "x86" | "x86_64" | "x86-64" => (x86::program, "x86_64"),
        other => {
            eprintln!("error: no random programs for target `{other}` (aarch64, x86)");
            return ExitCode::FAILURE;
        }
    };
    let Some(tables) = tdc::targets::by_name(&args.target) else {
        eprintln!("error: unknown target `{}`", args.target);
        return ExitCode::FAILURE;
    };
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
        let reference = match llvm_object(&args.llvm_mc, triple, dir.path(), &source) {
            Ok(r) => r,
            Err(e) => {
                println!("skipped: {e}");
                return ExitCode::from(2);
            }
        };
        let (asm, ours) = assemble_object(tables, &source, AsmOptions::default());
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
            (Some(_), None) => format!(
                "tdc rejects what llvm-mc accepts: {}",
                asm.errors.first().map_or(String::new(), |e| e.render("p.s"))
            ),
            (None, Some(_)) => "tdc accepts what llvm-mc rejects".to_string(),
        };
        differences += 1;
        if differences <= 5 {
            println!("program {n} (seed {}): {verdict}\n{source}", args.seed);
        }
    }
    println!(
        "{} objects: {} random programs, seed {}: {identical} identical, {rejected} rejected by both, {differences} differences",
        args.target, args.programs, args.seed
    );
    if differences == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
