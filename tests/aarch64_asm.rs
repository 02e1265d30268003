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
    "addsub.s",
    "bitfield.s",
    "bits.s",
    "branch.s",
    "condsel.s",
    "fp.s",
    "hint.s",
    "loadstore-pair.s",
    "loadstore.s",
    "logical.s",
    "move.s",
    "mul-div.s",
    "neon.s",
    "pcrel.s",
    "printing.s",
    "regs.s",
    "shift.s",
];

/// Corpus files waiting for instructions the description lacks.
const PENDING: &[&str] = &["aliases.s"];

#[test]
fn supported_files_match_llvm_mc() {
    let distinct = corpus::check_supported(&TABLES, "aarch64", SUPPORTED, "//");
    eprintln!("{distinct} distinct lines match");
}

#[test]
fn every_corpus_file_is_listed_once() {
    corpus::check_every_file_listed("aarch64", SUPPORTED, PENDING);
}

/// Run with `--ignored --nocapture` to see how far each pending file is.
#[test]
#[ignore]
fn pending_files_report() {
    corpus::report(&TABLES, "aarch64", &[PENDING, SUPPORTED].concat());
}
