//! Live differential check of the disassembler against `llvm-mc 19
//! --disassemble`: random byte strings, each decoded by both; validity,
//! length and text must agree for every string that is in tdc's scope.
//! Exit status 1 on any difference, 2 when llvm-mc is missing (reported
//! as skipped, not passed).
//!
//!   cargo run --release --example disasm_differential -- --target bpf --count 100000 --seed 7
//!   cargo run --release --example disasm_differential -- --target aarch64 --count 1000000 --seed 7
//!
//! Scope: a string llvm-mc rejects is always in scope (tdc must reject
//! it too), and so is one tdc decodes. A string llvm-mc decodes and tdc
//! does not is in scope when tdc's assembler accepts llvm-mc's text for
//! it, that is, when the description covers that instruction form; the
//! others are reported by family (mnemonic): the instructions the
//! description does not have yet. A string both decode but print
//! otherwise, whose llvm-mc text tdc's assembler rejects and whose tdc
//! text llvm-mc assembles back to the same bytes, is a spelling the
//! description lacks (a system register's name, an alias llvm-mc
//! prefers): tdc's reading is right; reported apart, not a difference.
//!
//! Strings: BPF, every opcode byte with random registers (0-15), offsets
//! and immediates (some of them the sizes and atomic operations the
//! immediate selects); fixed-width targets, uniformly random words plus a
//! quarter as many words with the fixed bits of a random instruction tdc
//! decodes (one bit in ten of them flipped) and random operand bits.

#[path = "support/xorshift.rs"]
mod xorshift;

use clap::Parser;
use std::collections::BTreeMap;
use std::io::Write;
use std::process::{Command, ExitCode, Stdio};
use tdc::asm::{assemble, AsmOptions};
use tdc::disasm::instruction_line;
use tdc::mc::decode::decode;
use tdc::mc::print::Printer;
use tdc::mc::symbols::Symbols;
use tdc::mc::TargetTables;
use xorshift::Rng;

#[derive(Parser)]
struct Args {
    /// Built-in target.
    #[arg(long, default_value = "bpf")]
    target: String,
    /// Random strings (for BPF, per opcode byte: this divided by 256).
    #[arg(long, default_value_t = 100_000)]
    count: usize,
    /// Random seed; the same seed gives the same strings.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The llvm-mc to compare with.
    #[arg(long, default_value = "/usr/lib/llvm-19/bin/llvm-mc")]
    llvm_mc: String,
    /// Differences to print in full.
    #[arg(long, default_value_t = 30)]
    show: usize,
}

/// What one side made of a string: its printed instructions and whether
/// some byte was invalid.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Outcome {
    lines: Vec<String>,
    invalid: bool,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let Some(tables) = tdc::targets::by_name(&args.target) else {
        eprintln!("unknown target {}", args.target);
        return ExitCode::from(2);
    };
    let triple = match tables.name.as_str() {
        "BPF" => "bpfel",
        "AArch64" => "aarch64",
        "PPC" => "powerpc64le",
        _ => "x86_64",
    };
    if !std::path::Path::new(&args.llvm_mc).exists() {
        println!("SKIPPED: {} not found", args.llvm_mc);
        return ExitCode::from(2);
    }
    println!("disasm differential: target {} (llvm-mc -triple={triple}), seed {}", args.target, args.seed);
    let started = std::time::Instant::now();
    let mut rng = Rng::new(args.seed);
    let strings = match tables.name.as_str() {
        "BPF" => bpf_strings(&mut rng, args.count),
        _ => fixed_strings(tables, &mut rng, args.count),
    };
    let theirs = match llvm_outcomes(&args.llvm_mc, triple, &strings) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("llvm-mc: {e}");
            return ExitCode::from(2);
        }
    };
    let symbols = Symbols::default();
    let printer = Printer::new(tables, &symbols);
    let ours: Vec<Outcome> = strings.iter().map(|s| tdc_outcome(&printer, s)).collect();
    let in_scope = scope(tables, &theirs, &ours);
    let (mut differences, mut out_of_scope) = (Vec::new(), BTreeMap::<String, (usize, String)>::new());
    let (mut llvm_valid, mut checked) = (0, 0);
    let spellings = spellings_not_covered(&args.llvm_mc, triple, tables, &strings, &theirs, &ours);
    let mut named_otherwise = BTreeMap::<String, (usize, String)>::new();
    for (i, s) in strings.iter().enumerate() {
        let (t, o) = (&theirs[i], &ours[i]);
        llvm_valid += usize::from(!t.invalid);
        if !t.invalid && !in_scope[i] {
            let family = family(&t.lines[0]);
            let entry = out_of_scope.entry(family).or_insert((0, String::new()));
            entry.0 += 1;
            if entry.1.is_empty() {
                entry.1 = format!("{} -> {}", hex(s), t.lines[0].trim());
            }
            continue;
        }
        checked += 1;
        if spellings[i] {
            let family = family(&t.lines[0]);
            let entry = named_otherwise.entry(family).or_insert((0, String::new()));
            entry.0 += 1;
            if entry.1.is_empty() {
                entry.1 = format!("{} -> {} (tdc: {})", hex(s), t.lines[0].trim(), o.lines[0].trim());
            }
            continue;
        }
        if t != o {
            differences.push(format!("{}\n    llvm-mc: {:?}\n    tdc:     {:?}", hex(s), t, o));
        }
    }
    println!(
        "{} strings ({:.1} s): llvm-mc decodes {}, rejects {}; {} in scope checked, {} differences",
        strings.len(),
        started.elapsed().as_secs_f64(),
        llvm_valid,
        strings.len() - llvm_valid,
        checked,
        differences.len()
    );
    for d in differences.iter().take(args.show) {
        println!("DIFF {d}");
    }
    let mut families: Vec<(&String, &(usize, String))> = out_of_scope.iter().collect();
    families.sort_by(|a, b| b.1 .0.cmp(&a.1 .0).then(a.0.cmp(b.0)));
    let total: usize = families.iter().map(|f| f.1 .0).sum();
    println!("llvm-mc decodes {total} strings to instructions tdc does not describe, in {} families:", families.len());
    for (family, (n, example)) in families.iter().take(60) {
        println!("  {n:8}  {family:20} e.g. {example}");
    }
    if families.len() > 60 {
        println!("  ... and {} more families", families.len() - 60);
    }
    let total: usize = named_otherwise.values().map(|v| v.0).sum();
    println!(
        "both decode {total} strings, to texts that differ: llvm-mc's does not assemble with tdc, tdc's assembles \
         with llvm-mc to the same bytes (spellings the description does not have):"
    );
    for (family, (n, example)) in &named_otherwise {
        println!("  {n:8}  {family:20} e.g. {example}");
    }
    if differences.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("0x{b:02x}")).collect::<Vec<_>>().join(" ")
}

/// An instruction family for the report: the mnemonic, or for BPF's
/// C-like syntax the text with numbers as `N`.
fn family(line: &str) -> String {
    let text = line.trim();
    let first = text.split_whitespace().next().unwrap_or("");
    let register = first.len() > 1 && first[1..].chars().all(|c| c.is_ascii_digit());
    if first.chars().next().is_some_and(|c| c.is_ascii_alphabetic()) && !register && first != "if" {
        return first.to_string();
    }
    let mut out = String::new();
    for c in text.chars() {
        if c.is_ascii_digit() {
            if !out.ends_with('N') {
                out.push('N');
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// BPF: for each opcode byte, instructions with random fields.
fn bpf_strings(rng: &mut Rng, count: usize) -> Vec<Vec<u8>> {
    let per = (count / 256).max(1);
    let mut out = Vec::with_capacity(per * 256);
    for op in 0..=255u8 {
        for _ in 0..per {
            let mut w = vec![op];
            w.push(rng.next() as u8);
            let offset: u16 = match rng.below(4) {
                0 => 0,
                1 => rng.below(16) as u16,
                2 => (rng.below(65536) as u16) | 0x8000,
                _ => rng.next() as u16,
            };
            w.extend_from_slice(&offset.to_le_bytes());
            let imm: u32 = match rng.below(6) {
                0 => 0,
                1 => [16, 32, 64][rng.below(3)],
                2 => {
                    [0x00, 0x01, 0x40, 0x41, 0x50, 0x51, 0xa0, 0xa1, 0xe1, 0xf1][rng.below(10)]
                        | (rng.below(16) as u32) << (8 * rng.below(2) as u32)
                }
                3 => rng.below(256) as u32,
                _ => rng.next() as u32,
            };
            w.extend_from_slice(&imm.to_le_bytes());
            if op == 0x18 {
                let hi: u32 = if rng.chance(50) { 0 } else { rng.next() as u32 };
                let lo: u32 = if rng.chance(70) { 0 } else { rng.next() as u32 };
                w.extend_from_slice(&lo.to_le_bytes());
                w.extend_from_slice(&hi.to_le_bytes());
            }
            out.push(w);
        }
    }
    out
}

/// Fixed-width targets: random words, and words with the fixed bits of a
/// random instruction tdc decodes.
fn fixed_strings(tables: &TargetTables, rng: &mut Rng, count: usize) -> Vec<Vec<u8>> {
    let fixed = &tables.decoder.fixed;
    let n = fixed.word_bytes as usize;
    let little = tables.object.little_endian;
    let bytes_of = |w: u128, len: usize| -> Vec<u8> {
        let b = w.to_le_bytes();
        let mut v = b[..len].to_vec();
        if !little {
            v.reverse();
        }
        v
    };
    let mut out = Vec::with_capacity(count + count / 4);
    for _ in 0..count {
        out.push(bytes_of(rng.next() as u128 | (rng.next() as u128) << 64, n));
    }
    for _ in 0..count / 4 {
        let Some(c) = fixed.candidates.get(rng.below(fixed.candidates.len().max(1))) else { break };
        let random = rng.next() as u128 | (rng.next() as u128) << 64;
        let mut w = (c.value & c.mask) | (random & !c.mask);
        if rng.chance(10) {
            w ^= 1 << rng.below(c.bytes as usize * 8);
        }
        out.push(bytes_of(w, c.bytes as usize));
    }
    out
}

/// tdc's decoding of one string, as llvm-mc prints it.
fn tdc_outcome(printer: &Printer<'_>, bytes: &[u8]) -> Outcome {
    let mut outcome = Outcome::default();
    let mut at = 0;
    while at < bytes.len() {
        match decode(printer.tables, &bytes[at..], at as u64) {
            Ok((inst, length)) => {
                let mut line = String::new();
                instruction_line(printer, &inst, &mut line);
                outcome.lines.push(line.trim_end_matches('\n').to_string());
                at += length.max(1);
            }
            Err(_) => {
                outcome.invalid = true;
                break;
            }
        }
    }
    outcome
}

/// llvm-mc's decoding of each string: all of them in one run, each in
/// brackets (decoded on its own, stopping at an invalid instruction).
/// Each string decodes to at most one instruction or one warning, so the
/// instructions are the strings without a warning, in order.
fn llvm_outcomes(llvm_mc: &str, triple: &str, strings: &[Vec<u8>]) -> Result<Vec<Outcome>, String> {
    let mut input = String::new();
    for s in strings {
        input.push('[');
        input.push_str(&hex(s));
        input.push_str("]\n");
    }
    let mut child = Command::new(llvm_mc)
        .args(["--disassemble", &format!("-triple={triple}")])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let mut stdin = child.stdin.take().ok_or("no stdin")?;
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child.wait_with_output().map_err(|e| e.to_string())?;
    writer.join().map_err(|_| "writer thread failed")?.map_err(|e| e.to_string())?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let mut invalid = vec![false; strings.len()];
    for line in stderr.lines().filter(|l| l.contains("warning: invalid instruction encoding")) {
        let n: usize = line.split(':').nth(1).and_then(|n| n.parse().ok()).ok_or("unreadable warning")?;
        if let Some(slot) = invalid.get_mut(n - 1) {
            *slot = true;
        }
    }
    let mut lines = stdout.lines().skip_while(|l| l.trim() != ".text").skip(1);
    let mut outcomes = Vec::with_capacity(strings.len());
    for bad in invalid {
        let mut o = Outcome { invalid: bad, lines: Vec::new() };
        if !bad {
            o.lines.push(lines.next().ok_or("llvm-mc printed fewer instructions than expected")?.to_string());
        }
        outcomes.push(o);
    }
    if lines.next().is_some() {
        return Err("llvm-mc printed more instructions than expected".into());
    }
    Ok(outcomes)
}

/// For each string both decode to different texts, whether llvm-mc's
/// text fails to assemble with tdc while tdc's assembles with llvm-mc to
/// the same bytes: a spelling the description does not have (a system
/// register's name, an alias llvm-mc prefers), and tdc's reading is
/// right.
fn spellings_not_covered(
    llvm_mc: &str,
    triple: &str,
    tables: &'static TargetTables,
    strings: &[Vec<u8>],
    theirs: &[Outcome],
    ours: &[Outcome],
) -> Vec<bool> {
    let mut source = String::new();
    let mut line_of = Vec::new();
    for (i, (t, o)) in theirs.iter().zip(ours).enumerate() {
        if t.invalid || o.invalid || t == o || t.lines.len() != 1 || o.lines.len() != 1 {
            continue;
        }
        source.push_str(&t.lines[0]);
        source.push('\n');
        line_of.push(i);
    }
    let asm = assemble(tables, &source, AsmOptions::default());
    let rejected: std::collections::BTreeSet<usize> =
        asm.errors.iter().filter_map(|e| line_of.get(e.line.wrapping_sub(1)).copied()).collect();
    let candidates: Vec<usize> = rejected.into_iter().collect();
    let texts: Vec<String> = candidates.iter().map(|&i| ours[i].lines[0].clone()).collect();
    let bytes = llvm_assemble(llvm_mc, triple, &texts).unwrap_or_default();
    let mut out = vec![false; theirs.len()];
    for (k, &i) in candidates.iter().enumerate() {
        if bytes.get(k).is_some_and(|b| b.as_deref() == Some(&strings[i][..])) {
            out[i] = true;
        }
    }
    out
}

/// llvm-mc's encoding of each line (`None` where it reports an error).
fn llvm_assemble(llvm_mc: &str, triple: &str, lines: &[String]) -> Result<Vec<Option<Vec<u8>>>, String> {
    let input: String = lines.iter().map(|l| format!("{}\n", l.trim())).collect();
    let mut child = Command::new(llvm_mc)
        .args(["-show-encoding", &format!("-triple={triple}")])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let mut stdin = child.stdin.take().ok_or("no stdin")?;
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child.wait_with_output().map_err(|e| e.to_string())?;
    writer.join().map_err(|_| "writer thread failed")?.map_err(|e| e.to_string())?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    let failed: std::collections::BTreeSet<usize> = stderr
        .lines()
        .filter(|l| l.contains(": error:"))
        .filter_map(|l| l.split(':').nth(1).and_then(|n| n.parse::<usize>().ok()))
        .collect();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let mut encodings = stdout.lines().filter_map(|l| {
        let (_, rest) = l.split_once("encoding: [")?;
        let rest = rest.split(']').next()?;
        Some(
            rest.split(',')
                .filter(|b| !b.is_empty())
                .map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).unwrap_or(0))
                .collect::<Vec<u8>>(),
        )
    });
    Ok((1..=lines.len()).map(|n| if failed.contains(&n) { None } else { encodings.next() }).collect())
}

/// For each string llvm-mc decodes, whether it is in scope: tdc decodes
/// it too, or tdc's assembler accepts llvm-mc's text for it (the
/// description covers that instruction form).
fn scope(tables: &'static TargetTables, theirs: &[Outcome], ours: &[Outcome]) -> Vec<bool> {
    let mut source = String::new();
    let mut line_of = Vec::with_capacity(theirs.len());
    for (i, o) in theirs.iter().enumerate() {
        if !ours[i].invalid {
            continue;
        }
        if let Some(text) = o.lines.first().filter(|_| !o.invalid) {
            source.push_str(text);
            source.push('\n');
            line_of.push(i);
        }
    }
    let asm = assemble(tables, &source, AsmOptions::default());
    let mut in_scope = vec![true; theirs.len()];
    for e in &asm.errors {
        if let Some(&i) = line_of.get(e.line.wrapping_sub(1)) {
            in_scope[i] = false;
        }
    }
    in_scope
}
