//! The invalid mode of the differential check: random instructions with one
//! operand broken (`tdc::mc::arbitrary::invalid_sample`), printed one per
//! line. Each line must be rejected by both tdc and llvm-mc, or accepted by
//! both with the same bytes (some breakages spell another valid form:
//! `ldr x0, [x1, #-8]` is an ldur). A line only llvm-mc accepts counts as
//! a form tdc does not describe when no instruction of tdc's tables has the
//! fixed bits of llvm-mc's encoding (a register of another class can spell
//! an instruction of another group, `fcvtas d0, d1`), or as a known quirk
//! of llvm-mc (`QUIRKS`); anything else is a difference.

use super::{object_reference, roundtrip, run_llvm_mc, run_llvm_mc_object, Args};
use std::collections::{BTreeMap, BTreeSet};
use std::process::ExitCode;
use tdc::asm::{assemble_with_features, AsmOptions};
use tdc::mc::arbitrary::invalid_sample;
use tdc::mc::features::FeatureBits;
use tdc::mc::TargetTables;

/// Lines llvm-mc accepts and tdc rejects on purpose, by target, mnemonic
/// (empty: any) and breakage (a part of its description; empty: any):
/// llvm-mc's behaviour is a bug there, which tdc does not copy.
const QUIRKS: &[(&str, &str, &str, &str)] = &[
    // tests/aarch64/README.md, "Quirks kept out of the corpus".
    ("aarch64", "scvtf", "", "llvm-mc does not range-check fixed-point fraction bits (w registers take 1 to 32)"),
    ("aarch64", "ucvtf", "", "llvm-mc does not range-check fixed-point fraction bits (w registers take 1 to 32)"),
    // tests/powerpc/README.md, "Immediates" and "Branches".
    (
        "powerpc",
        "",
        "condbrtarget`",
        "llvm-mc neither range- nor alignment-checks a branch target written .+N; it truncates it",
    ),
    (
        "powerpc",
        "",
        "directbrtarget`",
        "llvm-mc neither range- nor alignment-checks a branch target written .+N; it truncates it",
    ),
    ("powerpc", "", "spr_number`", "llvm-mc does not range-check SPR numbers; it encodes the low 10 bits"),
    ("aarch64", "ext", "imm0_15`", "llvm-mc does not range-check ext's byte index; it encodes its low bits"),
    ("aarch64", "ext", "imm0_7`", "llvm-mc does not range-check ext's byte index; it encodes its low bits"),
    ("powerpc", "", "fxm_mask`", "llvm-mc does not range-check mtcrf's field mask; it encodes the low 8 bits"),
    ("powerpc", "mtfsf", "u8imm`", "llvm-mc does not range-check mtfsf's field mask; it encodes the low 8 bits"),
    ("powerpc", "mtfsf.", "u8imm`", "llvm-mc does not range-check mtfsf's field mask; it encodes the low 8 bits"),
    ("powerpc", "bclr", "u2imm`", "llvm-mc does not range-check the branch hint BH; it encodes the low 2 bits"),
    ("powerpc", "bclrl", "u2imm`", "llvm-mc does not range-check the branch hint BH; it encodes the low 2 bits"),
    ("powerpc", "bcctr", "u2imm`", "llvm-mc does not range-check the branch hint BH; it encodes the low 2 bits"),
    ("powerpc", "bcctrl", "u2imm`", "llvm-mc does not range-check the branch hint BH; it encodes the low 2 bits"),
    // Operands llvm-mc takes as any 32-bit immediate (i32imm, i1imm) or a
    // wider range than their field, and truncates.
    ("powerpc", "addpcis", "s16imm`", "llvm-mc does not range-check addpcis's D; it encodes the low 16 bits"),
    ("powerpc", "mtfsf", "u1imm`", "llvm-mc does not range-check mtfsf's L and W; it encodes the low bit"),
    ("powerpc", "mtfsf.", "u1imm`", "llvm-mc does not range-check mtfsf's L and W; it encodes the low bit"),
    ("powerpc", "mtfsfi", "u1imm`", "llvm-mc does not range-check mtfsfi's W; it encodes the low bit"),
    ("powerpc", "mtfsfi.", "u1imm`", "llvm-mc does not range-check mtfsfi's W; it encodes the low bit"),
    ("powerpc", "tlbre", "u1imm`", "llvm-mc does not range-check tlbre's WS; it encodes the low bit"),
    ("powerpc", "tlbwe", "u1imm`", "llvm-mc does not range-check tlbwe's WS; it encodes the low bit"),
    ("powerpc", "wrteei", "u1imm`", "llvm-mc does not range-check wrteei's E; it encodes the low bit"),
    ("powerpc", "sc", "u7imm`", "llvm-mc does not range-check the system call's LEV; it encodes the low 7 bits"),
    ("powerpc", "scv", "u7imm`", "llvm-mc does not range-check the system call's LEV; it encodes the low 7 bits"),
    ("powerpc", "xxspltiw", "imm32`", "llvm-mc takes any 64-bit value for a 32-bit splat; it encodes the low 32 bits"),
    ("powerpc", "xxspltidp", "imm32`", "llvm-mc takes any 64-bit value for a 32-bit splat; it encodes the low 32 bits"),
    (
        "powerpc",
        "xxsplti32dx",
        "imm32`",
        "llvm-mc takes any 64-bit value for a 32-bit splat; it encodes the low 32 bits",
    ),
    ("powerpc", "dss", "u2imm`", "llvm-mc reads a data stream's STRM as 5 bits; it encodes the low 2"),
    ("powerpc", "dst", "u2imm`", "llvm-mc reads a data stream's STRM as 5 bits; it encodes the low 2"),
    ("powerpc", "dstt", "u2imm`", "llvm-mc reads a data stream's STRM as 5 bits; it encodes the low 2"),
    ("powerpc", "dstst", "u2imm`", "llvm-mc reads a data stream's STRM as 5 bits; it encodes the low 2"),
    ("powerpc", "dststt", "u2imm`", "llvm-mc reads a data stream's STRM as 5 bits; it encodes the low 2"),
    // The base of the Power9/10 load and store with length (memr) is not
    // checked against the 32 GPRs.
    ("powerpc", "lxvl", "gprc`", "llvm-mc does not range-check the base register; it encodes the low 5 bits"),
    ("powerpc", "lxvll", "gprc`", "llvm-mc does not range-check the base register; it encodes the low 5 bits"),
    ("powerpc", "stxvl", "gprc`", "llvm-mc does not range-check the base register; it encodes the low 5 bits"),
    ("powerpc", "stxvll", "gprc`", "llvm-mc does not range-check the base register; it encodes the low 5 bits"),
    ("powerpc", "lxvrl", "gprc`", "llvm-mc does not range-check the base register; it encodes the low 5 bits"),
    ("powerpc", "lxvrll", "gprc`", "llvm-mc does not range-check the base register; it encodes the low 5 bits"),
    ("powerpc", "stxvrl", "gprc`", "llvm-mc does not range-check the base register; it encodes the low 5 bits"),
    ("powerpc", "stxvrll", "gprc`", "llvm-mc does not range-check the base register; it encodes the low 5 bits"),
    ("powerpc", "lxvprl", "gprc`", "llvm-mc does not range-check the base register; it encodes the low 5 bits"),
    ("powerpc", "lxvprll", "gprc`", "llvm-mc does not range-check the base register; it encodes the low 5 bits"),
    ("powerpc", "stxvprl", "gprc`", "llvm-mc does not range-check the base register; it encodes the low 5 bits"),
    ("powerpc", "stxvprll", "gprc`", "llvm-mc does not range-check the base register; it encodes the low 5 bits"),
];

/// Whether a quirk covers a line tdc rejects and llvm-mc accepts.
fn quirk(target: &str, mnemonic: &str, mutation: &str) -> bool {
    // Big-endian PowerPC has the same instructions.
    let target = if target == "powerpc64" { "powerpc" } else { target };
    QUIRKS
        .iter()
        .any(|q| q.0 == target && (q.1.is_empty() || q.1 == mnemonic) && (q.2.is_empty() || mutation.contains(q.2)))
}

/// What an assembler made of one line.
#[derive(Debug, PartialEq)]
enum Outcome {
    Rejected,
    Accepted(Vec<u8>),
}

/// Counts per mutation (e.g. "immediate past the range of `simm9`").
#[derive(Default)]
struct Tally {
    rejected: usize,
    accepted: usize,
    undescribed: usize,
    quirks: usize,
}

pub fn check(tables: &'static TargetTables, triple: &str, args: &Args) -> ExitCode {
    let cases = match invalid_sample(tables, args.seed, args.per_opcode) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let insts: Vec<_> = cases.iter().map(|c| c.inst).collect();
    let program = roundtrip::program(tables, &insts);
    if args.print {
        print!("{program}");
        return ExitCode::SUCCESS;
    }
    let (listing, stderr) = match run_llvm_mc(&args.llvm_mc, triple, &args.mattr, &program, 0) {
        Ok(out) => out,
        Err(e) => {
            println!("skipped: {e}");
            return ExitCode::from(2);
        }
    };
    let mut theirs = llvm_outcomes(&listing, &stderr, cases.len());
    if object_reference(&args.target) {
        // The listing leaves branch targets as fixups: take the bytes of
        // the lines llvm-mc accepted from its object of them.
        let accepted: String = program
            .lines()
            .zip(&theirs)
            .filter(|(_, o)| matches!(o, Outcome::Accepted(_)))
            .map(|(l, _)| format!("{l}\n"))
            .collect();
        let object = match run_llvm_mc_object(&args.llvm_mc, triple, &args.mattr, &accepted) {
            Ok(o) => o,
            Err(e) => {
                println!("error: {e}");
                return ExitCode::FAILURE;
            }
        };
        if let Err(e) = take_object_bytes(tables, &object, &mut theirs) {
            println!("error: {e}");
            return ExitCode::FAILURE;
        }
    }
    let features = roundtrip::features(tables, &args.mattr);
    let mut tally: BTreeMap<&str, Tally> = BTreeMap::new();
    let mut reports = Vec::new();
    let mut undescribed = BTreeSet::new();
    for ((case, line), theirs) in cases.iter().zip(program.lines()).zip(&theirs) {
        let ours = tdc_outcome(tables, line, features);
        let mnemonic = line.split_whitespace().next().unwrap_or("");
        // A broken first operand that starts with a mnemonic suffix
        // (PowerPC's `bcl -1, ...`) makes llvm-mc read another mnemonic
        // (`bcl-`), a hint form tdc does not describe.
        let glued = line
            .split_whitespace()
            .nth(1)
            .and_then(|o| o.get(..1))
            .filter(|c| tables.syntax.mnemonic_suffixes.iter().any(|s| s == c));
        let t = tally.entry(case.mutation.as_str()).or_default();
        match (&ours, theirs) {
            (Outcome::Rejected, Outcome::Rejected) => t.rejected += 1,
            (Outcome::Accepted(a), Outcome::Accepted(b)) if a == b => t.accepted += 1,
            (Outcome::Rejected, Outcome::Accepted(b)) if !described(tables, b) || glued.is_some() => {
                t.undescribed += 1;
                undescribed.insert(format!("{mnemonic}{}", glued.unwrap_or("")));
            }
            (Outcome::Rejected, Outcome::Accepted(_)) if quirk(&args.target, mnemonic, &case.mutation) => t.quirks += 1,
            _ => {
                reports.push(format!("{} ({}): tdc {ours:02x?}, llvm-mc {theirs:02x?}", line.trim(), case.mutation));
            }
        }
    }
    let sum = |f: fn(&Tally) -> usize| tally.values().map(f).sum::<usize>();
    let (rejected, accepted, other, quirks) =
        (sum(|t| t.rejected), sum(|t| t.accepted), sum(|t| t.undescribed), sum(|t| t.quirks));
    println!(
        "{} invalid: {} cases, seed {}: {} rejected by both, {} accepted by both with the same bytes, \
         {} accepted by llvm-mc as forms tdc does not describe, {} accepted by llvm-mc as known quirks, {} differences",
        args.target,
        cases.len(),
        args.seed,
        rejected,
        accepted,
        other,
        quirks,
        reports.len()
    );
    // By kind of breakage, summed over the operand kinds they name.
    let mut by_kind: BTreeMap<&str, [usize; 4]> = BTreeMap::new();
    for (mutation, t) in &tally {
        let e = by_kind.entry(mutation.split(" `").next().unwrap_or(mutation)).or_default();
        e[0] += t.rejected;
        e[1] += t.accepted;
        e[2] += t.undescribed;
        e[3] += t.quirks;
    }
    for (kind, [r, a, u, q]) in &by_kind {
        println!("  {kind}: {r} rejected by both, {a} accepted by both, {u} not described, {q} quirks");
    }
    if args.by_kind {
        for (mutation, t) in &tally {
            println!(
                "    {mutation}: {} rejected by both, {} accepted by both, {} not described, {} quirks",
                t.rejected, t.accepted, t.undescribed, t.quirks
            );
        }
    }
    for (target, mnemonic, mutation, why) in QUIRKS.iter().filter(|q| q.0 == args.target) {
        println!(
            "  quirk of {target} {}: {why}",
            if mnemonic.is_empty() { format!("`{mutation}") } else { format!("`{mnemonic}`") }
        );
    }
    if !undescribed.is_empty() {
        println!(
            "  mnemonics of the forms tdc does not describe: {}",
            undescribed.into_iter().collect::<Vec<_>>().join(" ")
        );
    }
    let mut by_case: BTreeMap<String, usize> = BTreeMap::new();
    for r in &reports {
        let mnemonic = r.split_whitespace().next().unwrap_or("");
        let mutation = r.rsplit_once(" (").map_or("", |(_, m)| m.split(')').next().unwrap_or(""));
        *by_case.entry(format!("{mnemonic} / {mutation}")).or_default() += 1;
    }
    if by_case.len() > 1 {
        for (case, n) in by_case.iter().take(40) {
            println!("  {n} x {case}");
        }
    }
    for r in reports.iter().take(30) {
        println!("  {r}");
    }
    // A run where breakages mostly yield valid text tests little.
    if reports.is_empty() && rejected * 2 >= cases.len() {
        ExitCode::SUCCESS
    } else {
        if reports.is_empty() {
            println!("too few rejections: {rejected} of {}", cases.len());
        }
        ExitCode::FAILURE
    }
}

/// Whether an instruction of `tables` has the fixed bits of `bytes`: only
/// then could tdc have assembled the line llvm-mc accepted.
fn described(tables: &TargetTables, bytes: &[u8]) -> bool {
    // Words from the most significant (PowerPC's prefix first), each in
    // the target's byte order.
    let unit = match tables.object.instruction_word_bytes as usize {
        w if w > 0 && bytes.len() > w && bytes.len() % w == 0 => w,
        _ => bytes.len().max(1),
    };
    let mut word = 0u128;
    for chunk in bytes.chunks(unit).take(16 / unit.max(1)) {
        let mut part = 0u128;
        for (i, &b) in chunk.iter().enumerate() {
            let shift = if tables.object.little_endian { i } else { chunk.len() - 1 - i };
            part |= (b as u128) << (8 * shift);
        }
        word = (word << (8 * chunk.len())) | part;
    }
    tables.instructions.iter().filter(|i| i.encoding_bits as usize == bytes.len() * 8).any(|i| {
        let operand_bits = i.fields.iter().fold(0u128, |m, f| m | ((1u128 << f.width) - 1) << f.inst_bit);
        let fixed_mask =
            !operand_bits & if i.encoding_bits >= 128 { u128::MAX } else { (1u128 << i.encoding_bits) - 1 };
        word & fixed_mask == i.fixed & fixed_mask
    })
}

/// Replaces the bytes of each accepted outcome, in order, with the next
/// bytes of the object's `.text` (as many as the listing gave it; a long
/// instruction that would cross the target's boundary follows the nops
/// before it).
fn take_object_bytes(tables: &TargetTables, object: &[u8], outcomes: &mut [Outcome]) -> Result<(), String> {
    let text = roundtrip::text_section(object)?;
    let (word, boundary) =
        (tables.object.instruction_word_bytes as usize, tables.object.long_instruction_boundary as usize);
    let mut at = 0;
    for o in outcomes {
        if let Outcome::Accepted(bytes) = o {
            let n = bytes.len();
            if boundary > 0 && word > 0 && n > word && at % boundary + n > boundary {
                let pad = boundary - at % boundary;
                if pad <= word {
                    at += pad;
                }
            }
            *bytes = text.get(at..at + n).ok_or("llvm-mc's object is shorter than its listing")?.to_vec();
            at += n;
        }
    }
    Ok(())
}

/// tdc on one line by itself.
fn tdc_outcome(tables: &'static TargetTables, line: &str, features: FeatureBits) -> Outcome {
    let asm = assemble_with_features(tables, line, AsmOptions { show_encoding: true, ..Default::default() }, features);
    if !asm.errors.is_empty() {
        return Outcome::Rejected;
    }
    match roundtrip::listing_encodings(&asm.listing).into_iter().next() {
        Some(bytes) => Outcome::Accepted(bytes),
        None => Outcome::Rejected,
    }
}

/// llvm-mc's outcome for each of `lines` lines: the ones its errors name
/// (`<stdin>:LINE:COL: error: ...`) are rejected; the listing's encodings
/// belong to the others, in order.
fn llvm_outcomes(listing: &str, stderr: &str, lines: usize) -> Vec<Outcome> {
    let rejected: BTreeSet<usize> = stderr
        .lines()
        .filter(|l| l.contains(": error: "))
        .filter_map(|l| l.strip_prefix("<stdin>:")?.split(':').next()?.parse().ok())
        .collect();
    let mut encodings = roundtrip::listing_encodings(listing).into_iter();
    (1..=lines)
        .map(|n| match rejected.contains(&n) {
            true => Outcome::Rejected,
            false => encodings.next().map_or(Outcome::Rejected, Outcome::Accepted),
        })
        .collect()
}
