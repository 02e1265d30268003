//! PowerPC64 assembly against llvm-mc 19 goldens (tests/powerpc/regen-goldens.sh):
//! every line's printed form and its encoding.
//!
//! The corpus is larger than what the target describes so far; the files
//! in `SUPPORTED` must match in full, and a file leaves `PENDING` only by
//! moving to `SUPPORTED`. A test below keeps the two lists honest.

#[path = "support/corpus.rs"]
mod corpus;

use tdc::targets::powerpc::TABLES;

/// Corpus files tdc matches line for line.
const SUPPORTED: &[&str] = &[
    "aliases.s",
    "arith.s",
    "branch-cond.s",
    "branch.s",
    "compare.s",
    "cr.s",
    "extend.s",
    "fp-loadstore.s",
    "fp.s",
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
fn every_corpus_file_is_listed_once() {
    corpus::check_every_file_listed("powerpc", SUPPORTED, PENDING);
}

/// Run with `--ignored --nocapture` to see how far each pending file is.
#[test]
#[ignore]
fn pending_files_report() {
    corpus::report(&TABLES, "powerpc", &[PENDING, SUPPORTED].concat());
}
