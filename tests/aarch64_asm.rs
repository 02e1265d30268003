//! AArch64 assembly against llvm-mc 19 goldens (tests/aarch64/regen-goldens.sh):
//! every line's printed form, its `// =` note line and its encoding.
//!
//! The corpus is larger than what the target describes so far; the files
//! in `SUPPORTED` must match in full, and a file leaves `PENDING` only by
//! moving to `SUPPORTED`. A test below keeps the two lists honest.

#[path = "support/corpus.rs"]
mod corpus;

use tdc::targets::aarch64::TABLES;

/// Corpus files tdc matches line for line.
const SUPPORTED: &[&str] = &[
    "aliases-handwritten.s",
    "addsub.s",
    "bitfield.s",
    "bits.s",
    "branch.s",
    "condsel.s",
    "fixups.s",
    "fp.s",
    "hint.s",
    "loadstore-pair.s",
    "loadstore.s",
    "logical.s",
    "move.s",
    "mul-div.s",
    "neon.s",
    "ordered-spellings.s",
    "pcrel.s",
    "printing.s",
    "regs.s",
    "shift.s",
    "sme-handwritten.s",
    "sve-spellings.s",
    "sysreg-generic.s",
];

/// Corpus files waiting for instructions the description lacks.
const PENDING: &[&str] = &["aliases.s"];

/// The feature-gated files (`req-*.s`, each under a `// mattr:` header,
/// from scripts/aarch64-feature-corpus.py): all of them must match.
fn feature_files() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(corpus::dir("aarch64", "asm"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("req-") && n.ends_with(".s"))
        .collect();
    names.sort();
    names
}

#[test]
fn supported_files_match_llvm_mc() {
    let distinct = corpus::check_supported(&TABLES, "aarch64", SUPPORTED, "//");
    eprintln!("{distinct} distinct lines match");
}

#[test]
fn feature_gated_files_match_llvm_mc() {
    let files = feature_files();
    let names: Vec<&str> = files.iter().map(String::as_str).collect();
    let distinct = corpus::check_supported(&TABLES, "aarch64", &names, "//");
    eprintln!("{} feature-gated files, {distinct} distinct lines match", names.len());
    assert!(names.len() >= 40 && distinct >= 2500, "the feature-gated corpus shrank");
}

#[test]
fn every_corpus_file_is_listed_once() {
    let files = feature_files();
    let supported: Vec<&str> = SUPPORTED.iter().copied().chain(files.iter().map(String::as_str)).collect();
    corpus::check_every_file_listed("aarch64", &supported, PENDING);
}

/// Run with `--ignored --nocapture` to see how far each pending file is.
#[test]
#[ignore]
fn pending_files_report() {
    corpus::report(&TABLES, "aarch64", &[PENDING, SUPPORTED].concat());
}
