//! x86-64 invalid lines against llvm-mc 19 goldens (tests/x86/regen-goldens.sh):
//! every file under tests/x86/invalid must be rejected with llvm-mc's exact stderr
//! (message, column and `^~~~` range), except the files in `known-differences.txt`
//! (rejected, but with another message or column; each group there says why) and
//! `not-yet-rejected.txt` (accepted while the description is incomplete).
//! Both lists are exact: the test fails when a listed file stops needing its entry,
//! and when a file not listed stops matching.

#[path = "support/corpus.rs"]
mod corpus;

use tdc::targets::x86::TABLES;

#[test]
fn invalid_lines_are_rejected_like_llvm_mc() {
    let matching = corpus::check_invalid(&TABLES, "x86", 80);
    assert!(matching >= 50, "only {matching} files match llvm-mc");
}

/// Run with `--ignored --nocapture` to print both lists' current contents.
#[test]
#[ignore]
fn invalid_lines_report() {
    corpus::invalid_report(&TABLES, "x86");
}

/// Intel-syntax inputs llvm-mc rejects (tests/x86/intel/invalid/): an
/// unsized memory operand two instructions read at different sizes, a
/// written size that is not the operand's, and operands that fit no form,
/// which llvm-mc's Intel parser reports at the statement's start.
#[test]
fn intel_syntax_inputs_are_rejected_as_llvm_mc_rejects_them() {
    corpus::check_invalid(&TABLES, "x86/intel", 13);
}
