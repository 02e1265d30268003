//! x86-64 assembly against llvm-mc 19 goldens (tests/x86/regen-goldens.sh):
//! every line's printed form, its encoding, its fixups and llvm-mc's
//! remarks.
//!
//! Every corpus file is in `SUPPORTED` and must match in full; `PENDING`
//! is where a new file waits while its instructions are described. A test
//! below keeps the two lists honest.

#[path = "support/corpus.rs"]
mod corpus;

use tdc::targets::x86::TABLES;

/// Corpus files tdc matches line for line.
const SUPPORTED: &[&str] = &[
    "addressing.s",
    "alu-adc.s",
    "alu-add.s",
    "alu-and.s",
    "alu-cmp.s",
    "alu-or.s",
    "alu-sbb.s",
    "alu-sub.s",
    "alu-xor.s",
    "amx.s",
    "avx.s",
    "base-extra.s",
    "avx-only.s",
    "avx-simd.s",
    "bitops.s",
    "branch.s",
    "cmovcc.s",
    "dot.s",
    "local-labels.s",
    "extend.s",
    "gp-extensions.s",
    "lea.s",
    "misc.s",
    "mmx.s",
    "mov.s",
    "nop.s",
    "prefixes.s",
    "printing.s",
    "quirks.s",
    "regs.s",
    "segment.s",
    "setcc.s",
    "shift.s",
    "sse.s",
    "sse-simd.s",
    "sse4-crypto.s",
    "stack.s",
    "suffix.s",
    "system.s",
    "test.s",
    "unary.s",
    "x87.s",
    "xop.s",
];

/// Corpus files whose instructions the description does not have yet.
const PENDING: &[&str] = &[];

#[test]
fn supported_files_match_llvm_mc() {
    let distinct = corpus::check_supported(&TABLES, "x86", SUPPORTED, "#");
    eprintln!("{distinct} distinct lines match");
}

#[test]
fn every_corpus_file_is_listed_once() {
    corpus::check_every_file_listed("x86", SUPPORTED, PENDING);
}

/// Run with `--ignored --nocapture` to see how far each pending file is.
#[test]
#[ignore]
fn pending_files_report() {
    corpus::report(&TABLES, "x86", PENDING);
}
