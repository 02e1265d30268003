//! PowerPC64 assembly against llvm-mc 19 goldens (tests/powerpc/regen-goldens.sh):
//! every line's printed form and its encoding, little-endian
//! (`powerpc64le`, goldens/) and big-endian (`powerpc64`, goldens-be/),
//! and the corpus's coverage of every mnemonic llvm-mc accepts
//! (mnemonics.txt).
//!
//! The files in `SUPPORTED` must match in full, and a file leaves `PENDING`
//! only by moving to `SUPPORTED`. A test below keeps the two lists honest.

#[path = "support/corpus.rs"]
mod corpus;

use std::collections::BTreeSet;
use tdc::targets::powerpc::TABLES;

/// Corpus files tdc matches line for line, in both byte orders.
const SUPPORTED: &[&str] = &[
    "aliases.s",
    "arith.s",
    "branch-cond.s",
    "branch.s",
    "compare.s",
    "cr.s",
    "extend.s",
    "fixups.s",
    "fp-loadstore.s",
    "fp.s",
    "isa-bcd.s",
    "isa-cache-tlb.s",
    "isa-dfp.s",
    "isa-fixed.s",
    "isa-fp.s",
    "isa-mma.s",
    "isa-prefixed.s",
    "isa-spe.s",
    "isa-spellings.s",
    "isa-system.s",
    "isa-vmx.s",
    "isa-vsx-quad.s",
    "isa-vsx.s",
    "load-update.s",
    "load.s",
    "logical-imm.s",
    "logical.s",
    "muldiv.s",
    "printing.s",
    "regs.s",
    "rotate.s",
    "shift.s",
    "spr.s",
    "store.s",
    "vector.s",
];

/// Corpus files tdc does not match. `quirks.s` holds inputs that llvm-mc 19
/// accepts but that look like its bugs (a shift by 0 that prints and
/// encodes a 32 or 64 that does not fit its field, `d, rA` for `d(rA)`, ...);
/// tdc rejects most of them with an error instead (see tests/powerpc/README.md).
const PENDING: &[&str] = &["quirks.s"];

#[test]
fn supported_files_match_llvm_mc() {
    let distinct = corpus::check_supported(&TABLES, "powerpc", SUPPORTED, "#");
    eprintln!("{distinct} distinct lines match");
}

#[test]
fn supported_files_match_llvm_mc_big_endian() {
    let big_endian = tdc::targets::by_name("powerpc64").unwrap();
    assert!(!big_endian.object.little_endian);
    let failures: Vec<String> = SUPPORTED
        .iter()
        .flat_map(|name| corpus::listing_differences_in(big_endian, "powerpc", "goldens-be", name))
        .collect();
    assert!(failures.is_empty(), "{} differences:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn every_corpus_file_is_listed_once() {
    corpus::check_every_file_listed("powerpc", SUPPORTED, PENDING);
}

/// The mnemonics of a checklist file: one a line, after a tab any reason;
/// `#` starts a comment line.
fn checklist(name: &str) -> BTreeSet<String> {
    let text = std::fs::read_to_string(corpus::dir("powerpc", name)).unwrap();
    text.lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| l.split('\t').next().unwrap_or("").to_string())
        .collect()
}

#[test]
fn the_corpus_uses_every_mnemonic_llvm_mc_accepts() {
    let all = checklist("mnemonics.txt");
    let left_out = checklist("mnemonics-left-out.txt");
    let mut used = BTreeSet::new();
    for name in SUPPORTED {
        let source = std::fs::read_to_string(corpus::dir("powerpc", "asm").join(name)).unwrap();
        // Labels (`bar:`) are no mnemonics.
        for line in source.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#') && !l.ends_with(':'))
        {
            used.insert(line.split_whitespace().next().unwrap_or("").to_ascii_lowercase());
        }
    }
    let missing: Vec<&String> = all.iter().filter(|m| !used.contains(*m) && !left_out.contains(*m)).collect();
    assert!(missing.is_empty(), "{} mnemonics llvm-mc accepts are in no corpus line: {missing:?}", missing.len());
    let stale: Vec<&String> = left_out.iter().filter(|m| used.contains(*m) || !all.contains(*m)).collect();
    assert!(stale.is_empty(), "listed as left out, but used or not llvm-mc's: {stale:?}");
    let unknown: Vec<&String> = used.iter().filter(|m| !all.contains(*m)).collect();
    assert!(unknown.is_empty(), "corpus mnemonics that are not llvm-mc's: {unknown:?}");
    eprintln!("{} of {} mnemonics used; {} left out", all.len() - left_out.len(), all.len(), left_out.len());
}

/// Run with `--ignored --nocapture` to see how far each pending file is.
#[test]
#[ignore]
fn pending_files_report() {
    corpus::report(&TABLES, "powerpc", &[PENDING, SUPPORTED].concat());
}
