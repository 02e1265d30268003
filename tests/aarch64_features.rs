//! Feature errors against llvm-mc 19 goldens (tests/aarch64/regen-goldens.sh):
//! every line of tests/aarch64/feature-errors/*.s needs an architecture
//! feature that is off by default, and tdc must reject each with llvm-mc's
//! message (`instruction requires: ...`, or for a sys alias's named
//! operation `TLBI VAE1nXS requires: xs`) at llvm-mc's line and column.

#[path = "support/corpus.rs"]
mod corpus;

use tdc::asm::{assemble, AsmOptions};
use tdc::targets::aarch64::TABLES;

#[test]
fn feature_gated_lines_are_rejected_like_llvm_mc() {
    let dir = corpus::dir("aarch64", "feature-errors");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "s"))
        .collect();
    files.sort();
    let (mut lines, mut failures) = (0, Vec::new());
    for path in &files {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let source = std::fs::read_to_string(path).unwrap();
        let golden = std::fs::read_to_string(dir.join("goldens").join(format!("{name}.err"))).unwrap();
        let instructions = source.lines().filter(|l| !l.trim().is_empty() && !l.starts_with("//")).count();
        // Each line is one error in the golden: a line that llvm-mc took
        // would not belong here.
        // (A sys alias's named operation: "TLBI VAE1nXS requires: xs".)
        let requires = golden.lines().filter(|l| l.contains(": error: ") && l.contains(" requires: ")).count();
        assert_eq!(requires, instructions, "{name}");
        lines += instructions;
        let asm = assemble(&TABLES, &source, AsmOptions::default());
        let ours: String = asm.errors.iter().map(|e| e.render(&name)).collect();
        if ours != golden {
            failures.push(format!("{name}:\n  tdc:\n{ours}\n  llvm-mc:\n{golden}"));
        }
    }
    eprintln!("{lines} feature-gated lines in {} files", files.len());
    assert!(failures.is_empty(), "{} files differ:\n{}", failures.len(), failures.join("\n"));
    assert!(lines >= 300, "only {lines} feature-error lines");
}
