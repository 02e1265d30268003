//! Live differential check of the disassembler against `llvm-mc 19
//! --disassemble`: random byte strings, each decoded by both (on its own,
//! up to the first invalid instruction); the instructions' texts and
//! validity must agree (and so their lengths, which decide what is
//! decoded after each) for every string in tdc's scope.
//! Exit status 1 on any difference, 2 when llvm-mc is missing (reported as
//! skipped, not passed).
//!
//!   cargo run --release --example disasm_differential -- --target bpf --count 256000 --seed 7
//!   cargo run --release --example disasm_differential -- --target aarch64 --count 1000000 --seed 7
//!
//! Scope: a string llvm-mc rejects is always in scope (tdc must reject it
//! too), and so is one tdc decodes. Where llvm-mc decodes an instruction
//! tdc does not, the string is in scope when tdc's assembler accepts
//! llvm-mc's text for it (the description covers that instruction form);
//! otherwise it is reported by family (mnemonic): the instructions the
//! description does not have yet. Where both decode an instruction but
//! print it otherwise, and tdc's assembler rejects llvm-mc's text while
//! llvm-mc assembles tdc's back to the same bytes, the description lacks
//! a spelling (a system register's name, an alias llvm-mc prefers) and
//! tdc's reading is right: reported apart, not a difference. Also out of
//! scope and reported apart: strings where tdc's decoder itself says llvm-mc
//! reads a form the description lacks (`DecodeError::Unsupported`: APX's
//! registers and maps, `%riz`, a segment on a string instruction), and
//! strings where tdc's assembler rejects llvm-mc's text and tdc reads the
//! bytes as another instruction it describes (bsr where llvm-mc has
//! lzcnt).
//!
//! Strings (see `disasm_differential/strings.rs`): BPF, every opcode byte
//! with random registers (0-15), offsets and immediates; fixed-width
//! targets, random words, a quarter as many with the fixed bits of a
//! random instruction tdc decodes, and every instruction's fixed bits with
//! one flipped, each bit once; x86-64, prefixes, an opcode (half of
//! them a random instruction's, with its VEX, XOP or EVEX facts) and
//! random bytes after it.

#[path = "disasm_differential/llvm.rs"]
mod llvm;
#[path = "disasm_differential/strings.rs"]
mod strings;
#[path = "support/xorshift.rs"]
mod xorshift;

use clap::Parser;
use llvm::{hex, LlvmMc};
use std::collections::BTreeMap;
use std::process::ExitCode;
use tdc::asm::{assemble_with_features, AsmOptions};
use tdc::disasm::instruction_line;
use tdc::mc::decode::decode_for;
use tdc::mc::features::FeatureBits;
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
    /// Strings from this file instead of random ones: one per line, as
    /// llvm-mc's input (`0x48 0x01 0xc3`; `#` comments).
    #[arg(long)]
    lines: Option<std::path::PathBuf>,
    /// Features for both tools, as llvm-mc's `-mattr`.
    #[arg(long, default_value = "")]
    mattr: String,
}

/// What one side made of a string: its instructions' texts (and, for
/// tdc, lengths), and whether it stopped at an invalid one.
#[derive(Clone, Debug, Default)]
pub struct Outcome {
    lines: Vec<String>,
    lengths: Vec<usize>,
    invalid: bool,
    /// tdc stopped at bytes its decoder knows llvm-mc reads as a form the
    /// description does not have (`DecodeError::Unsupported`).
    unsupported: bool,
}

impl PartialEq for Outcome {
    /// The texts and validity: lengths follow from them (an instruction
    /// longer or shorter would change what is decoded after it).
    fn eq(&self, other: &Outcome) -> bool {
        self.lines == other.lines && self.invalid == other.invalid
    }
}

/// How the two outcomes of a string compare.
enum Verdict {
    Same,
    /// llvm-mc decodes an instruction the description does not have.
    NotDescribed(String),
    /// A spelling the description does not have: (family, example).
    Spelling(String, String),
    /// llvm-mc decodes an instruction the description does not have, and
    /// tdc reads the bytes as one it has (an older instruction the newer
    /// one took the encoding of: bsr for lzcnt): (family, example).
    Shadowed(String, String),
    /// llvm-mc's text assembles to other bytes (its printing drops an
    /// operand: `ic ialluis` for a sys whose register is not xzr), and
    /// tdc's assembles with llvm-mc to the string's: (family, example).
    NotReadBack(String, String),
    /// llvm-mc decodes an instruction the string cuts short, which tdc
    /// finds invalid: with bytes after the string llvm-mc reads it
    /// otherwise (llvm-mc 19 reads a missing displacement of APX's ccmp and
    /// ctest as none): (family, example).
    CutShort(String, String),
    Different,
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
    // llvm-mc's PowerPC disassembler reads prefixed (Power10) instructions
    // only for a CPU that has them; the description covers them, and its
    // assembler takes them without -mcpu as llvm-mc's does.
    let mut options: Vec<String> = (tables.name == "PPC").then(|| "-mcpu=pwr10".to_string()).into_iter().collect();
    options.extend((!args.mattr.is_empty()).then(|| format!("-mattr={}", args.mattr)));
    let llvm_mc = LlvmMc { path: args.llvm_mc.clone(), triple: triple.to_string(), options };
    let (features, unknown) = FeatureBits::for_mattr(tables, &[&args.mattr]);
    if !unknown.is_empty() {
        eprintln!("--mattr: {}", unknown.join("; "));
        return ExitCode::from(2);
    }
    let source = match &args.lines {
        Some(path) => format!("lines of {}", path.display()),
        None => format!("seed {}", args.seed),
    };
    println!("disasm differential: target {} (llvm-mc{}), {source}", args.target, llvm_mc.args("").join(" "));
    let started = std::time::Instant::now();
    let mut rng = Rng::new(args.seed);
    let strings = match (&args.lines, tables.name.as_str()) {
        (Some(path), _) => match std::fs::read_to_string(path) {
            Ok(text) => strings::line_strings(&text),
            Err(e) => {
                eprintln!("{}: {e}", path.display());
                return ExitCode::from(2);
            }
        },
        (None, "BPF") => strings::bpf_strings(&mut rng, args.count),
        (None, "X86") => strings::x86_strings(tables, &mut rng, args.count),
        (None, _) => strings::fixed_strings(tables, &mut rng, args.count),
    };
    // Strings of several words (PowerPC's prefixed instructions) may be
    // one instruction or two: each is followed by a marker.
    let word = tables.decoder.fixed.word_bytes as usize;
    let marker = if word == 0 {
        Some(llvm::X86_MARKER)
    } else if strings.iter().any(|s| s.len() != word) {
        (tables.name == "PPC").then_some(llvm::PPC_MARKER)
    } else {
        None
    };
    let theirs = match llvm::outcomes(&llvm_mc, &strings, marker) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("llvm-mc: {e}");
            return ExitCode::from(2);
        }
    };
    let symbols = Symbols::default();
    // Aliases print with the features on, as llvm-mc's do.
    let printer = Printer::new(tables, &symbols).with_features(features);
    let ours: Vec<Outcome> = strings.iter().map(|s| tdc_outcome(&printer, &features, s)).collect();
    let verdicts = verdicts(&llvm_mc, tables, &features, &strings, &theirs, &ours);
    let mut differences = Vec::new();
    let known = known_differences(tables);
    let mut known_seen = BTreeMap::<String, (usize, String)>::new();
    let mut not_described = BTreeMap::<String, (usize, String)>::new();
    let mut spellings = BTreeMap::<String, (usize, String)>::new();
    let mut shadowed = BTreeMap::<String, (usize, String)>::new();
    let mut not_read_back = BTreeMap::<String, (usize, String)>::new();
    let mut cut_short = BTreeMap::<String, (usize, String)>::new();
    let (mut llvm_valid, mut checked) = (0, 0);
    for (i, verdict) in verdicts.into_iter().enumerate() {
        let (s, t, o) = (&strings[i], &theirs[i], &ours[i]);
        llvm_valid += usize::from(!t.lines.is_empty());
        match verdict {
            Verdict::NotDescribed(line) => {
                let entry = not_described.entry(family(&line)).or_insert((0, String::new()));
                entry.0 += 1;
                if entry.1.is_empty() {
                    entry.1 = format!("{} -> {}", hex(s), line.trim());
                }
                continue;
            }
            Verdict::NotReadBack(family, example) => {
                let entry = not_read_back.entry(family).or_insert((0, String::new()));
                entry.0 += 1;
                if entry.1.is_empty() {
                    entry.1 = format!("{} -> {example}", hex(s));
                }
            }
            Verdict::Spelling(family, example) => {
                let entry = spellings.entry(family).or_insert((0, String::new()));
                entry.0 += 1;
                if entry.1.is_empty() {
                    entry.1 = format!("{} -> {example}", hex(s));
                }
            }
            Verdict::CutShort(family, example) => {
                let entry = cut_short.entry(family).or_insert((0, String::new()));
                entry.0 += 1;
                if entry.1.is_empty() {
                    entry.1 = format!("{} -> {example}", hex(s));
                }
                continue;
            }
            Verdict::Shadowed(family, example) => {
                let entry = shadowed.entry(family).or_insert((0, String::new()));
                entry.0 += 1;
                if entry.1.is_empty() {
                    entry.1 = format!("{} -> {example}", hex(s));
                }
                continue;
            }
            Verdict::Different => {
                let family = difference_family(t, o);
                if known.contains(&family) {
                    let entry = known_seen.entry(family).or_insert((0, String::new()));
                    entry.0 += 1;
                    if entry.1.is_empty() {
                        entry.1 = format!("{} -> llvm-mc {:?}, tdc {:?}", hex(s), t.lines, o.lines);
                    }
                } else {
                    differences.push(format!("{}\n    llvm-mc: {t:?}\n    tdc:     {o:?}", hex(s)))
                }
            }
            Verdict::Same => {}
        }
        checked += 1;
    }
    println!(
        "{} strings ({:.1} s): llvm-mc decodes an instruction in {}; {} in scope checked, {} differences",
        strings.len(),
        started.elapsed().as_secs_f64(),
        llvm_valid,
        checked,
        differences.len()
    );
    for d in differences.iter().take(args.show) {
        println!("DIFF {d}");
    }
    report(
        "known differences (tests/<target>/disasm-known-differences.txt), {total} strings in {families} families:",
        &known_seen,
    );
    report(
        "llvm-mc decodes {total} strings to instructions tdc does not describe, in {families} families:",
        &not_described,
    );
    report(
        "both decode {total} strings, to texts that differ: llvm-mc's does not assemble with tdc, tdc's assembles \
         with llvm-mc to the same bytes (spellings the description does not have), in {families} families:",
        &spellings,
    );
    report(
        "llvm-mc decodes {total} strings to instructions tdc does not describe, which tdc reads as instructions it \
         describes, in {families} families:",
        &shadowed,
    );
    report(
        "both decode {total} strings, to texts that differ: llvm-mc's assembles to other bytes (its text does not \
         read back), tdc's assembles with llvm-mc to the same bytes, in {families} families:",
        &not_read_back,
    );
    report(
        "llvm-mc decodes {total} strings that cut an instruction short (tdc: invalid; with bytes after them \
         llvm-mc reads that instruction otherwise), in {families} families:",
        &cut_short,
    );
    if differences.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn report(title: &str, families: &BTreeMap<String, (usize, String)>) {
    let mut list: Vec<(&String, &(usize, String))> = families.iter().collect();
    list.sort_by(|a, b| b.1 .0.cmp(&a.1 .0).then(a.0.cmp(b.0)));
    let total: usize = list.iter().map(|f| f.1 .0).sum();
    println!("{}", title.replace("{total}", &total.to_string()).replace("{families}", &list.len().to_string()));
    for (family, (n, example)) in list.iter().take(60) {
        println!("  {n:8}  {family:20} e.g. {example}");
    }
    if list.len() > 60 {
        println!("  ... and {} more families", list.len() - 60);
    }
}

/// An instruction family for the report: the mnemonic (after any
/// prefix), or for BPF's C-like syntax the text with numbers as `N`.
fn family(line: &str) -> String {
    let text = line.trim();
    let first = text.split_whitespace().find(|w| !matches!(*w, "lock" | "rep" | "repne")).unwrap_or("");
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

/// The family of a difference for the known-differences lists: llvm-mc's
/// mnemonic at the first instruction that differs, or `tdc:` and tdc's
/// where llvm-mc has none there.
fn difference_family(t: &Outcome, o: &Outcome) -> String {
    let k = first_difference(t, o);
    match (t.lines.get(k), o.lines.get(k)) {
        (Some(line), _) => family(line),
        (None, Some(line)) => format!("tdc:{}", family(line)),
        (None, None) => "invalid".to_string(),
    }
}

/// The families listed in `tests/<target>/disasm-known-differences.txt`
/// (one per line, `#` comments): differences the decoder does not resolve
/// yet, reported apart with their counts.
fn known_differences(tables: &TargetTables) -> std::collections::BTreeSet<String> {
    let dir = match tables.name.as_str() {
        "BPF" => "bpf",
        "AArch64" => "aarch64",
        "PPC" => "powerpc",
        _ => "x86",
    };
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests").join(dir).join("disasm-known-differences.txt");
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect()
}

/// tdc's decoding of one string, as llvm-mc prints it.
fn tdc_outcome(printer: &Printer<'_>, features: &FeatureBits, bytes: &[u8]) -> Outcome {
    let mut outcome = Outcome::default();
    let mut at = 0;
    while at < bytes.len() {
        match decode_for(printer.tables, Some(features), &bytes[at..], at as u64) {
            Ok((inst, length)) => {
                let mut line = String::new();
                instruction_line(printer, &inst, &mut line);
                outcome.lines.push(line.trim_end_matches('\n').to_string());
                outcome.lengths.push(length);
                at += length.max(1);
            }
            Err(e) => {
                outcome.unsupported = matches!(e, tdc::mc::decode::DecodeError::Unsupported { .. });
                outcome.invalid = true;
                break;
            }
        }
    }
    outcome
}

/// The first instruction where two outcomes differ.
fn first_difference(t: &Outcome, o: &Outcome) -> usize {
    (0..).find(|&k| t.lines.get(k) != o.lines.get(k)).unwrap_or(0)
}

/// Each string's verdict. The assembler runs (tdc's on llvm-mc's texts,
/// llvm-mc's on tdc's) are batched over all strings.
fn verdicts(
    llvm_mc: &LlvmMc,
    tables: &'static TargetTables,
    features: &FeatureBits,
    strings: &[Vec<u8>],
    theirs: &[Outcome],
    ours: &[Outcome],
) -> Vec<Verdict> {
    // The first differing instruction of each string that differs.
    let at: Vec<Option<usize>> =
        theirs.iter().zip(ours).map(|(t, o)| (t != o).then(|| first_difference(t, o))).collect();
    // tdc's assembler on llvm-mc's text there.
    let mut source = String::new();
    let mut line_of = Vec::new();
    for (i, k) in at.iter().enumerate() {
        if let Some(line) = k.and_then(|k| theirs[i].lines.get(k)) {
            source.push_str(line);
            source.push('\n');
            line_of.push(i);
        }
    }
    let assemble = |source: &str| assemble_with_features(tables, source, AsmOptions::default(), *features);
    let asm = assemble(&source);
    let mut rejected = vec![false; strings.len()];
    for e in &asm.errors {
        if let Some(&i) = line_of.get(e.line.wrapping_sub(1)) {
            rejected[i] = true;
        }
    }
    // The bytes of the differing instruction, as tdc reads their length.
    let segment = |i: usize| {
        let (o, k) = (&ours[i], at[i].unwrap_or(0));
        let start: usize = o.lengths[..k].iter().sum();
        &strings[i][start..(start + o.lengths[k]).min(strings[i].len())]
    };
    // llvm-mc's text that tdc assembles, but to other bytes.
    let both = |i: usize| at[i].is_some_and(|k| theirs[i].lines.get(k).is_some() && ours[i].lines.get(k).is_some());
    let other_bytes: Vec<bool> = (0..strings.len())
        .map(|i| {
            both(i) && !rejected[i] && {
                let line = &theirs[i].lines[at[i].unwrap_or(0)];
                let alone = assemble(line);
                alone.errors.is_empty() && alone.sections.first().map(|s| s.data.as_slice()) != Some(segment(i))
            }
        })
        .collect();
    // llvm-mc's assembler on tdc's text, where both decode something.
    let spelled: Vec<usize> = (0..strings.len()).filter(|&i| (rejected[i] || other_bytes[i]) && both(i)).collect();
    let texts: Vec<String> = spelled.iter().map(|&i| ours[i].lines[at[i].unwrap_or(0)].clone()).collect();
    let reassembled = llvm::assemble(llvm_mc, &texts).unwrap_or_default();
    let mut same_bytes = vec![false; strings.len()];
    for (n, &i) in spelled.iter().enumerate() {
        same_bytes[i] = reassembled.get(n).is_some_and(|b| b.as_deref() == Some(segment(i)));
    }
    // llvm-mc again where it decodes what tdc finds invalid, with bytes
    // after the string: whether its reading went past the end.
    let lone = |i: usize| {
        at[i].is_some_and(|k| theirs[i].lines.get(k).is_some() && ours[i].lines.get(k).is_none())
            && ours[i].invalid
            && !ours[i].unsupported
            && !rejected[i]
    };
    let lone: Vec<usize> = (0..strings.len()).filter(|&i| lone(i)).collect();
    let mut cut_short = vec![false; strings.len()];
    if tables.name == "X86" && !lone.is_empty() {
        let padded: Vec<Vec<u8>> = lone.iter().map(|&i| [&strings[i][..], &[0x90; 16]].concat()).collect();
        let again = llvm::outcomes(llvm_mc, &padded, Some(llvm::X86_MARKER)).unwrap_or_default();
        for (n, &i) in lone.iter().enumerate() {
            let k = at[i].unwrap_or(0);
            cut_short[i] = again.get(n).is_some_and(|a| a.lines.get(k) != theirs[i].lines.get(k));
        }
    }
    (0..strings.len())
        .map(|i| {
            let Some(k) = at[i] else { return Verdict::Same };
            let (t, o) = (&theirs[i], &ours[i]);
            match (t.lines.get(k), o.lines.get(k)) {
                // llvm-mc decodes an instruction tdc does not.
                (Some(line), None) if o.invalid && (rejected[i] || o.unsupported) => {
                    Verdict::NotDescribed(line.clone())
                }
                (Some(line), None) if cut_short[i] => Verdict::CutShort(family(line), line.trim().to_string()),
                // Both decode it, and only the spelling differs: the rest
                // of the string must agree.
                (Some(line), Some(ours_line)) if same_bytes[i] => {
                    let rest = |x: &Outcome| (x.lines[k + 1..].to_vec(), x.invalid);
                    let example = format!("{} (tdc: {})", line.trim(), ours_line.trim());
                    match (rest(t) == rest(o), other_bytes[i]) {
                        (false, _) => Verdict::Different,
                        (true, true) => Verdict::NotReadBack(family(line), example),
                        (true, false) => Verdict::Spelling(family(line), example),
                    }
                }
                (Some(line), Some(ours_line)) if rejected[i] => {
                    Verdict::Shadowed(family(line), format!("{} (tdc: {})", line.trim(), ours_line.trim()))
                }
                _ => Verdict::Different,
            }
        })
        .collect()
}
