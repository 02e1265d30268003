//! Live differential check: random valid operands for every instruction of
//! a target, printed by tdc, assembled by tdc and by llvm-mc; every
//! encoding must agree. Exit status 1 on any difference, 2 when llvm-mc is
//! missing (reported as skipped, not passed).
//!
//!   cargo run --release --example differential -- --target bpf --per-opcode 60 --seed 7
//!   cargo run --release --example differential -- --target aarch64 --per-opcode 100 --same-text --seed 7
//!   cargo run --release --example differential -- --target aarch64 --per-opcode 40 --invalid --seed 7
//!   cargo run --release --example differential -- --target x86_64 --per-opcode 30 --same-text --seed 7
//!   ... --mattr +all  architecture features on, for tdc and llvm-mc alike
//!   ... --print       writes the random program to stdout instead
//!   ... --same-text   also requires tdc's listing to be llvm-mc's, text and all,
//!                     in every assembly variant (x86: AT&T and Intel)
//!   ... --invalid     one operand of each instruction broken (out of range,
//!                     not encodable, another register class): each line must
//!                     be rejected by both, or accepted by both with the same
//!                     bytes (some breakages make another valid form)

#[path = "differential/invalid.rs"]
mod invalid;
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
    /// Require tdc's listing of the program to be llvm-mc's, text and all, in
    /// every assembly variant.
    #[arg(long)]
    same_text: bool,
    /// Check instructions with a broken operand instead.
    #[arg(long)]
    invalid: bool,
    /// Architecture features, as llvm-mc's -mattr (`+all`), for both
    /// assemblers.
    #[arg(long, default_value = "")]
    mattr: String,
    /// Leave out the instructions of this mnemonic (repeatable): llvm-mc
    /// checks an AArch64 `movprfx` against the instruction after it.
    #[arg(long)]
    skip_mnemonic: Vec<String>,
    /// With --invalid, also count the outcomes of each breakage of each
    /// operand kind.
    #[arg(long)]
    by_kind: bool,
    /// The tables of this description instead of the built-in target's
    /// (built at run time, as `tdc asm --td` builds them): a description
    /// can be checked without rebuilding. `--target` still names llvm-mc's
    /// triple.
    #[arg(long, value_name = "FILE.td")]
    td: Option<std::path::PathBuf>,
    /// Include directories for `--td`.
    #[arg(short = 'I', value_name = "DIR")]
    include: Vec<std::path::PathBuf>,
}

/// Whether llvm-mc's object, not its listing, is the reference: PowerPC
/// prints relative branch targets as `.+N`, which a listing leaves as
/// fixups.
fn object_reference(target: &str) -> bool {
    target == "powerpc" || target == "powerpc64"
}

/// llvm-mc's name for a built-in target.
fn triple(target: &str) -> Option<&'static str> {
    match target {
        "bpf" => Some("bpfel"),
        "aarch64" => Some("aarch64"),
        "powerpc" => Some("powerpc64le"),
        "powerpc64" => Some("powerpc64"),
        "x86_64" | "x86-64" | "x86" => Some("x86_64"),
        _ => None,
    }
}

fn main() -> ExitCode {
    let args = Args::parse();
    let tables = match &args.td {
        Some(td) => match tdc::load::load(td, &args.include) {
            // In the byte order the built-in target of that name has.
            Ok(t) if tdc::targets::find(&args.target).is_some_and(|b| b.other_byte_order) => {
                let mut swapped = t.clone();
                swapped.object.little_endian = !swapped.object.little_endian;
                let word = (swapped.object.instruction_word_bytes as usize).max(1);
                swapped.padding.nop_bytes.chunks_mut(word).for_each(<[u8]>::reverse);
                Some(&*Box::leak(Box::new(swapped)))
            }
            Ok(t) => Some(t),
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
        },
        None => tdc::targets::by_name(&args.target),
    };
    let (Some(tables), Some(triple)) = (tables, triple(&args.target)) else {
        eprintln!("error: unknown target `{}`", args.target);
        return ExitCode::FAILURE;
    };
    if args.invalid {
        return invalid::check(tables, triple, &args);
    }
    let (insts, skipped) = match tdc::mc::arbitrary::sample_skipping(tables, args.seed, args.per_opcode) {
        Ok(i) => i,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let before = insts.len();
    let features = roundtrip::features(tables, &args.mattr);
    let insts: Vec<_> = roundtrip::available(tables, features, insts)
        .into_iter()
        .filter(|i| {
            let text = roundtrip::program(tables, std::slice::from_ref(i));
            !args.skip_mnemonic.iter().any(|m| text.split_whitespace().next() == Some(m.as_str()))
        })
        .collect();
    let unavailable = before - insts.len();
    let program = roundtrip::program(tables, &insts);
    if args.print {
        // The header lets a test regenerate the same program.
        let mattr = if args.mattr.is_empty() { String::new() } else { format!(" --mattr {}", args.mattr) };
        print!(
            "# tdc random program: --target {} --seed {} --per-opcode {}{mattr}\n{program}",
            args.target, args.seed, args.per_opcode
        );
        return ExitCode::SUCCESS;
    }
    let (listing, stderr) = match run_llvm_mc(&args.llvm_mc, triple, &args.mattr, &program, 0) {
        Ok(out) => out,
        Err(e) => {
            println!("skipped: {e}");
            return ExitCode::from(2);
        }
    };
    if !stderr.is_empty() {
        eprintln!("{}", stderr.lines().take(40).collect::<Vec<_>>().join("\n"));
    }
    let reference = if object_reference(&args.target) {
        match run_llvm_mc_object(&args.llvm_mc, triple, &args.mattr, &program)
            .and_then(|o| roundtrip::object_encodings(tables, &insts, &o))
        {
            Ok(r) => r,
            Err(e) => {
                println!("error: {e}");
                return ExitCode::FAILURE;
            }
        }
    } else {
        roundtrip::listing_encodings(&listing)
    };
    let mut diffs = roundtrip::differences(tables, &insts, &program, &reference, &args.mattr);
    if args.same_text {
        let found = text_differences(tables, &program, &listing, &args.mattr, 0);
        diffs.extend(readable_differences(&args, tables, triple, 0, found));
        // The other syntaxes (x86's Intel) print as llvm-mc prints them.
        for variant in 1..=tables.syntax.variants.len() as u8 {
            match run_llvm_mc(&args.llvm_mc, triple, &args.mattr, &program, variant) {
                Ok((listing, _)) => {
                    let found = text_differences(tables, &program, &listing, &args.mattr, variant);
                    diffs.extend(readable_differences(&args, tables, triple, variant, found));
                }
                Err(e) => diffs.push(format!("variant {variant}: {e}")),
            }
        }
        // The same instructions printed in each other syntax and read back
        // (x86's Intel): tdc reads them as llvm-mc does.
        for variant in 1..=tables.syntax.variants.len() as u8 {
            let (found, ambiguous) = read_back_differences(tables, &args, triple, &insts, variant);
            println!(
                "{}: variant {variant} read back: {} cases whose text llvm-mc reads as another instruction too",
                args.target, ambiguous
            );
            diffs.extend(found);
        }
    }
    let opcodes = tdc::mc::arbitrary::assemblable_opcodes(tables).len() - skipped.len();
    if !skipped.is_empty() {
        println!("skipped: {} instructions without random operands:", skipped.len());
        for s in &skipped {
            println!("  {s}");
        }
    }
    println!(
        "{}: {} cases ({} instructions x {}, {} cases left out by -mattr or --skip-mnemonic), seed {}: {} differences",
        args.target,
        insts.len(),
        opcodes,
        args.per_opcode,
        unavailable,
        args.seed,
        diffs.len()
    );
    for d in diffs.iter().take(if std::env::var_os("DIFFERENTIAL_ALL").is_some() { usize::MAX } else { 30 }) {
        println!("  {d}");
    }
    if diffs.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// `insts` printed in assembly variant `variant` and read back by tdc
/// and by llvm-mc (after `.{name}_syntax noprefix`, unless the variant is
/// read beside the first, as AArch64's Apple one): every instruction whose two
/// readings differ, and how many both read as another instruction than
/// the one printed (text llvm-mc prints alike for two encodings).
fn read_back_differences(
    tables: &'static tdc::mc::TargetTables,
    args: &Args,
    triple: &str,
    insts: &[tdc::mc::MCInst],
    variant: u8,
) -> (Vec<String>, usize) {
    let written = &tables.syntax.variants[variant as usize - 1];
    let text = roundtrip::program_in(tables, insts, variant);
    let (program, first_line) = match written.read_beside {
        true => (text.clone(), 1),
        false => (format!("\t.{}_syntax noprefix\n{text}", written.name), 2),
    };
    let (theirs, stderr) = match run_llvm_mc(&args.llvm_mc, triple, &args.mattr, &program, 0) {
        Ok((listing, stderr)) => (roundtrip::listing_encodings(&listing), stderr),
        Err(e) => return (vec![format!("variant {variant}: {e}")], 0),
    };
    // Text llvm-mc prints but does not read back (its Intel `vgatherpf0dps
    // {k1}, zmmword ptr [...]`): left out, and named.
    let rejected: std::collections::BTreeSet<usize> = stderr
        .lines()
        .filter_map(|l| l.strip_prefix("<stdin>:")?.split(':').next()?.parse::<usize>().ok())
        .filter_map(|line| line.checked_sub(first_line))
        .collect();
    if !rejected.is_empty() {
        let mut mnemonics: Vec<&str> =
            rejected.iter().filter_map(|&i| text.lines().nth(i)?.split_whitespace().next()).collect();
        mnemonics.dedup();
        println!(
            "{}: variant {variant}: llvm-mc does not read back {} cases of its own text ({}): left out",
            args.target,
            rejected.len(),
            mnemonics.join(" ")
        );
    }
    let options = tdc::asm::AsmOptions { show_encoding: true, ..Default::default() };
    let asm = tdc::asm::assemble_with_features(tables, &program, options, roundtrip::features(tables, &args.mattr));
    let mut out: Vec<String> = asm.errors.iter().take(30).map(|e| e.render("<program>")).collect();
    let ours: Vec<Vec<u8>> = roundtrip::listing_encodings(&asm.listing)
        .into_iter()
        .enumerate()
        .filter(|(i, _)| !rejected.contains(i))
        .map(|(_, e)| e)
        .collect();
    let kept: Vec<(&tdc::mc::MCInst, &str)> =
        insts.iter().zip(text.lines()).enumerate().filter(|(i, _)| !rejected.contains(i)).map(|(_, x)| x).collect();
    if ours.len() != kept.len() || theirs.len() != kept.len() {
        out.push(format!(
            "variant {variant}: {} instructions, tdc read {}, llvm-mc {}",
            insts.len(),
            ours.len(),
            theirs.len()
        ));
        return (out, 0);
    }
    let mut ambiguous = 0;
    for ((inst, line), (a, b)) in kept.into_iter().zip(ours.iter().zip(&theirs)) {
        if a != b {
            let record = &*tables.instructions[inst.opcode as usize].name;
            out.push(format!("variant {variant}: `{}` ({record}): tdc {a:02x?}, llvm-mc {b:02x?}", line.trim()));
            continue;
        }
        let mut direct = Vec::new();
        let _ = tdc::mc::encode::encode_symbolic(tables, inst, &mut direct, &mut Vec::new());
        if direct != *a && tdc::mc::forms::preferred(tables, inst).opcode == inst.opcode && direct.len() <= a.len() {
            ambiguous += 1;
        }
    }
    (out, ambiguous)
}

/// Lines where tdc's listing of `program`, printed in assembly variant
/// `variant`, is not llvm-mc's.
fn text_differences(
    tables: &'static tdc::mc::TargetTables,
    program: &str,
    reference: &str,
    mattr: &str,
    variant: u8,
) -> Vec<(String, String)> {
    let options = tdc::asm::AsmOptions { show_encoding: true, output_variant: variant, ..Default::default() };
    let ours = tdc::asm::assemble_with_features(tables, program, options, roundtrip::features(tables, mattr)).listing;
    let mut out: Vec<(String, String)> = ours
        .lines()
        .zip(reference.lines())
        .filter(|(a, b)| a != b)
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect();
    if ours.lines().count() != reference.lines().count() {
        let counts =
            format!("tdc's listing has {} lines, llvm-mc's {}", ours.lines().count(), reference.lines().count());
        out.push((counts, String::new()));
    }
    out
}

/// Of `found` (tdc's and llvm-mc's lines where they differ), those where
/// llvm-mc's text is its instruction: it prints some instructions as text
/// it does not read back (AArch64's `ic ialluis` for a sys whose register
/// is not xzr; in Apple's syntax, `ldapur b0, [x1]` without its offset) or
/// that has lost all its operands (`setf16`, which reads back only when the
/// register happened to be w0); those are left out, and counted.
fn readable_differences(
    args: &Args,
    tables: &'static tdc::mc::TargetTables,
    triple: &str,
    variant: u8,
    found: Vec<(String, String)>,
) -> Vec<String> {
    let shown =
        |(ours, theirs): &(String, String)| format!("text (variant {variant}): tdc `{ours}`, llvm-mc `{theirs}`");
    // The first syntax, and the ones llvm-mc reads beside it, are read back.
    let read_beside = variant == 0 || tables.syntax.variants[variant as usize - 1].read_beside;
    if found.is_empty() || !read_beside {
        return found.iter().map(shown).collect();
    }
    let instruction = |line: &str| format!("\t{}\n", line.split("//").next().unwrap_or("").trim());
    let read_back = |text: &str| match run_llvm_mc(&args.llvm_mc, triple, &args.mattr, text, 0) {
        Ok((listing, _)) => Some(roundtrip::listing_encodings(&listing)),
        Err(_) => None,
    };
    // All at once; one by one when llvm-mc rejects (or crashes on) one.
    let text: String = found.iter().map(|(_, theirs)| instruction(theirs)).collect();
    let read: Vec<Option<Vec<u8>>> = match read_back(&text).filter(|r| r.len() == found.len()) {
        Some(all) => all.into_iter().map(Some).collect(),
        None => found.iter().map(|(_, t)| read_back(&instruction(t)).and_then(|r| r.into_iter().next())).collect(),
    };
    let printed = |line: &str| roundtrip::listing_encodings(&format!("{line}\n")).into_iter().next();
    let mut out = Vec::new();
    let mut unreadable = 0;
    let operands = |line: &str| line.split("//").next().unwrap_or("").trim().contains(char::is_whitespace);
    for (pair, read) in found.iter().zip(&read) {
        if read.is_some() && *read == printed(&pair.1) && operands(&pair.1) == operands(&pair.0) {
            out.push(shown(pair));
        } else {
            unreadable += 1;
        }
    }
    if unreadable > 0 {
        println!(
            "{}: variant {variant}: {unreadable} cases llvm-mc prints as text it does not read back: left out",
            args.target
        );
    }
    out
}

/// llvm-mc's object for `program`.
fn run_llvm_mc_object(llvm_mc: &str, triple: &str, mattr: &str, program: &str) -> Result<Vec<u8>, String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let (source, object) = (dir.path().join("program.s"), dir.path().join("program.o"));
    std::fs::write(&source, program).map_err(|e| e.to_string())?;
    let out = Command::new(llvm_mc)
        .arg(format!("-triple={triple}"))
        .args(mattr_arg(mattr))
        .args(["-filetype=obj", "-o"])
        .arg(&object)
        .arg(&source)
        .output()
        .map_err(|e| format!("cannot run {llvm_mc}: {e}"))?;
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).lines().take(20).collect::<Vec<_>>().join("\n"));
    }
    std::fs::read(&object).map_err(|e| e.to_string())
}

/// llvm-mc's `-show-encoding` listing of `program`, printed in assembly
/// variant `variant`, and its stderr; errors show in the caller's
/// comparison (missing encodings).
fn run_llvm_mc(
    llvm_mc: &str,
    triple: &str,
    mattr: &str,
    program: &str,
    variant: u8,
) -> Result<(String, String), String> {
    let mut child = Command::new(llvm_mc)
        .args([&format!("-triple={triple}"), "-show-encoding"])
        .args((variant > 0).then(|| format!("-output-asm-variant={variant}")))
        .args(mattr_arg(mattr))
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
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    Ok((String::from_utf8_lossy(&out.stdout).into_owned(), stderr))
}

/// llvm-mc's `-mattr=` argument, if any.
fn mattr_arg(mattr: &str) -> Option<String> {
    (!mattr.is_empty()).then(|| format!("-mattr={mattr}"))
}
