//! Live differential check: random valid operands for every instruction of
//! a target, printed by tdc, assembled by tdc and by llvm-mc; every
//! encoding must agree. Exit status 1 on any difference, 2 when llvm-mc is
//! missing (reported as skipped, not passed).
//!
//!   cargo run --release --example differential -- --target bpf --per-opcode 60 --seed 7
//!   ... --print   writes the random program to stdout instead

#[path = "../tests/support/roundtrip.rs"]
mod roundtrip;

use clap::Parser;
use std::io::Write;
use std::process::{Command, ExitCode, Stdio};

#[derive(Parser)]
struct Args {
    /// Built-in target.
    #[arg(long, default_value = "bpf")]
    target: String,
    /// Random instances of each instruction.
    #[arg(long, default_value_t = 60)]
    per_opcode: usize,
    /// Random seed; the same seed gives the same program.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The llvm-mc to compare with.
    #[arg(long, default_value = "/usr/lib/llvm-19/bin/llvm-mc")]
    llvm_mc: String,
    /// Print the program and stop.
    #[arg(long)]
    print: bool,
}

/// llvm-mc's name for a built-in target.
fn triple(target: &str) -> Option<&'static str> {
    match target {
        "bpf" => Some("bpfel"),
        "aarch64" => Some("aarch64"),
        _ => None,
    }
}

fn main() -> ExitCode {
    let args = Args::parse();
    let (Some(tables), Some(triple)) = (tdc::targets::by_name(&args.target), triple(&args.target)) else {
        eprintln!("error: unknown target `{}`", args.target);
        return ExitCode::FAILURE;
    };
    let insts = match tdc::mc::arbitrary::sample(tables, args.seed, args.per_opcode) {
        Ok(i) => i,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let program = roundtrip::program(tables, &insts);
    if args.print {
        // The header lets a test regenerate the same program.
        print!("# tdc random program: --target {} --seed {} --per-opcode {}\n{program}", args.target, args.seed, args.per_opcode);
        return ExitCode::SUCCESS;
    }
    let reference = match run_llvm_mc(&args.llvm_mc, triple, &program) {
        Ok(listing) => roundtrip::listing_encodings(&listing),
        Err(e) => {
            println!("skipped: {e}");
            return ExitCode::from(2);
        }
    };
    let diffs = roundtrip::differences(tables, &insts, &program, &reference);
    let opcodes = tdc::mc::arbitrary::assemblable_opcodes(tables).len();
    println!(
        "{}: {} cases ({} instructions x {}), seed {}: {} differences",
        args.target,
        insts.len(),
        opcodes,
        args.per_opcode,
        args.seed,
        diffs.len()
    );
    for d in diffs.iter().take(30) {
        println!("  {d}");
    }
    if diffs.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// llvm-mc's `-show-encoding` listing of `program`; its errors count as a
/// failure of the run.
fn run_llvm_mc(llvm_mc: &str, triple: &str, program: &str) -> Result<String, String> {
    let mut child = Command::new(llvm_mc)
        .args([&format!("-triple={triple}"), "-show-encoding"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {llvm_mc}: {e}"))?;
    let mut stdin = child.stdin.take().ok_or("no stdin")?;
    let text = program.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(text.as_bytes()));
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    let _ = writer.join();
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !stderr.is_empty() {
        eprint!("{}", stderr.lines().take(40).collect::<Vec<_>>().join("\n"));
        eprintln!();
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}
