//! BPF assembly against llvm-mc 19 goldens (tests/bpf/regen-goldens.sh):
//! every line's printed form and encoding, and every invalid line's error.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use tdc::asm::{assemble, AsmOptions};

fn dir(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/bpf").join(sub)
}

fn sources(sub: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir(sub))
        .expect("corpus directory")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "s"))
        .collect();
    files.sort();
    files
}

#[test]
fn encodings_and_printing_match_llvm_mc() {
    let mut distinct = BTreeSet::new();
    let mut failures = Vec::new();
    for file in sources("asm") {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let source = std::fs::read_to_string(&file).unwrap();
        let golden = std::fs::read_to_string(dir("goldens").join(format!("{name}.out"))).unwrap();
        let asm =
            assemble(&tdc::targets::bpf::TABLES, &source, AsmOptions { show_encoding: true, ..Default::default() });
        for e in &asm.errors {
            failures.push(e.render(&name));
        }
        for (ours, theirs) in asm.listing.lines().zip(golden.lines()) {
            if ours != theirs {
                failures.push(format!("{name}:\n  tdc:     {ours}\n  llvm-mc: {theirs}"));
            }
        }
        if asm.listing.lines().count() != golden.lines().count() {
            failures.push(format!(
                "{name}: {} lines, golden has {}",
                asm.listing.lines().count(),
                golden.lines().count()
            ));
        }
        distinct
            .extend(source.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).map(String::from));
    }
    assert!(failures.is_empty(), "{} differences:\n{}", failures.len(), failures.join("\n"));
    assert!(distinct.len() >= 250, "the corpus has only {} distinct lines", distinct.len());
}

#[test]
fn invalid_lines_are_rejected_like_llvm_mc() {
    let known: BTreeSet<String> = std::fs::read_to_string(dir("invalid/known-differences.txt"))
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.trim().to_string())
        .collect();
    let mut failures = Vec::new();
    let files = sources("invalid");
    for file in &files {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let source = std::fs::read_to_string(file).unwrap();
        let golden = std::fs::read_to_string(dir("invalid/goldens").join(format!("{name}.err"))).unwrap();
        let asm = assemble(&tdc::targets::bpf::TABLES, &source, AsmOptions::default());
        let rendered: String = asm.errors.iter().map(|e| e.render(&name)).collect();
        if asm.errors.is_empty() {
            failures.push(format!("{name}: accepted"));
        } else if (rendered == golden) == known.contains(&name) {
            failures.push(format!(
                "{name}: listed as different: {}\n  tdc:     {rendered}  llvm-mc: {golden}",
                known.contains(&name)
            ));
        }
    }
    assert!(files.len() >= 20);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
