//! PowerPC64 invalid lines against llvm-mc 19 goldens (tests/powerpc/regen-goldens.sh):
//! every file under tests/powerpc/invalid must be rejected with llvm-mc's exact stderr,
//! except the files in `known-differences.txt` (rejected, but with another message or
//! column) and `not-yet-rejected.txt` (accepted while the description is incomplete).
//! Both lists are exact: the test fails when a listed file stops needing its entry.

#[path = "support/corpus.rs"]
mod corpus;

use tdc::targets::powerpc::TABLES;

#[test]
fn invalid_lines_are_rejected_like_llvm_mc() {
    let matching = corpus::check_invalid(&TABLES, "powerpc", 90);
    assert!(matching >= 15, "only {matching} files match llvm-mc");
}

/// Run with `--ignored --nocapture` to print both lists' current contents.
#[test]
#[ignore]
fn invalid_lines_report() {
    corpus::invalid_report(&TABLES, "powerpc");
}
