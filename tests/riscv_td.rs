//! A RISC-V description that is not a built-in target (tests/riscv/RV64.td,
//! RV64IM), loaded at run time as `tdc asm --td` loads it: its listings and
//! objects equal llvm-mc 19's (goldens from tests/riscv/regen-goldens.sh),
//! including `li`, a pseudo-instruction the description expands.

#[path = "support/corpus.rs"]
mod corpus;

use std::path::Path;
use tdc::mc::TargetTables;

fn tables() -> &'static TargetTables {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    tdc::load::load(&root.join("tests/riscv/RV64.td"), &[root.join("targets/include")])
        .unwrap_or_else(|e| panic!("RV64.td:\n{e}"))
}

#[test]
fn listings_equal_llvm_mc_listings() {
    let tables = tables();
    let mut differences = Vec::new();
    let mut files = 0;
    for entry in std::fs::read_dir(corpus::dir("riscv", "asm")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if name.ends_with(".s") {
            differences.extend(corpus::listing_differences(tables, "riscv", &name));
            files += 1;
        }
    }
    assert_eq!(files, 6, "the corpus files");
    assert!(differences.is_empty(), "{}", differences.join("\n"));
}

#[test]
fn objects_equal_llvm_mc_objects() {
    corpus::check_objects(tables(), "riscv", 6);
}
