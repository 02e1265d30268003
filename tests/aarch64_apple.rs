//! Apple's syntax for Advanced SIMD (`add.4s v0, v1, v2`), which llvm-mc
//! reads beside the generic one and prints with -output-asm-variant=1,
//! against llvm-mc 19 goldens (tests/aarch64/regen-goldens.sh): every
//! line of `apple/asm/` must give llvm-mc's generic listing, text and
//! bytes, and printed in Apple's syntax its Apple listing.

#[path = "support/corpus.rs"]
mod corpus;

use tdc::targets::aarch64::TABLES;

const TARGET: &str = "aarch64/apple";

fn files() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(corpus::dir(TARGET, "asm"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".s"))
        .collect();
    names.sort();
    names
}

fn lines() -> usize {
    files()
        .iter()
        .map(|f| {
            let text = std::fs::read_to_string(corpus::dir(TARGET, "asm").join(f)).unwrap();
            text.lines().filter(|l| !l.trim().is_empty() && !l.starts_with("//")).count()
        })
        .sum()
}

fn check(goldens: &str, variant: u8) {
    let files = files();
    let mut failures = Vec::new();
    for name in &files {
        failures.extend(corpus::listing_differences_printed(&TABLES, TARGET, goldens, name, variant));
    }
    let n = lines();
    eprintln!("{} files, {n} lines, {} differences", files.len(), failures.len());
    assert!(n >= 6000, "the Apple corpus shrank: {n} lines");
    assert!(failures.is_empty(), "{} differences:\n{}", failures.len(), failures[..failures.len().min(30)].join("\n"));
}

#[test]
fn apple_syntax_reads_as_llvm_mc_reads_it() {
    check("goldens", 0);
}

#[test]
fn apple_syntax_prints_as_llvm_mc_prints_it() {
    check("goldens-apple", 1);
}
