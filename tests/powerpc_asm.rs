//! PowerPC64 assembly against llvm-mc 19 goldens (tests/powerpc/regen-goldens.sh):
//! every line's printed form and its encoding.
//!
//! The corpus is larger than what the target describes so far; the files
//! in `SUPPORTED` must match in full, and a file leaves `PENDING` only by
//! moving to `SUPPORTED`. A test below keeps the two lists honest.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use tdc::asm::{assemble, AsmOptions};

/// Corpus files tdc matches line for line.
const SUPPORTED: &[&str] = &[
    "aliases.s", "arith.s", "branch-cond.s", "branch.s", "compare.s", "cr.s", "extend.s", "fp-loadstore.s", "fp.s", "load-update.s", "load.s",
    "logical-imm.s", "logical.s", "muldiv.s", "printing.s", "regs.s", "rotate.s", "shift.s", "spr.s", "store.s", "vector.s",
];

/// Corpus files tdc does not match. `quirks.s` holds inputs that llvm-mc 19
/// accepts but that look like its bugs (a shift by 0 that prints and
/// encodes a 32 or 64 that does not fit its field, `d, rA` for `d(rA)`, ...);
/// tdc rejects most of them with an error instead (see tests/powerpc/README.md).
const PENDING: &[&str] = &["quirks.s"];

fn dir(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/powerpc").join(sub)
}

/// The differences between tdc's listing of `name` and llvm-mc's.
fn differences(name: &str) -> Vec<String> {
    let source = std::fs::read_to_string(dir("asm").join(name)).unwrap();
    let golden = std::fs::read_to_string(dir("goldens").join(format!("{name}.out"))).unwrap();
    let asm = assemble(&tdc::targets::powerpc::TABLES, &source, AsmOptions { show_encoding: true });
    let mut out: Vec<String> = asm.errors.iter().map(|e| e.render(name)).collect();
    if !out.is_empty() {
        return out;
    }
    for (ours, theirs) in asm.listing.lines().zip(golden.lines()) {
        if ours != theirs {
            out.push(format!("{name}:\n  tdc:     {ours}\n  llvm-mc: {theirs}"));
        }
    }
    let (a, b) = (asm.listing.lines().count(), golden.lines().count());
    if a != b {
        out.push(format!("{name}: {a} lines, golden has {b}"));
    }
    out
}

#[test]
fn supported_files_match_llvm_mc() {
    let mut failures = Vec::new();
    let mut distinct = BTreeSet::new();
    for name in SUPPORTED {
        failures.extend(differences(name));
        let source = std::fs::read_to_string(dir("asm").join(name)).unwrap();
        distinct.extend(source.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).map(String::from));
    }
    assert!(failures.is_empty(), "{} differences:\n{}", failures.len(), failures.join("\n"));
    eprintln!("{} distinct lines match", distinct.len());
}

#[test]
fn every_corpus_file_is_listed_once() {
    let on_disk: BTreeSet<String> = std::fs::read_dir(dir("asm"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".s"))
        .collect();
    let listed: BTreeSet<String> = SUPPORTED.iter().chain(PENDING).map(|s| s.to_string()).collect();
    assert_eq!(on_disk, listed);
    assert_eq!(listed.len(), SUPPORTED.len() + PENDING.len(), "a file is listed twice");
}

/// Run with `--ignored --nocapture` to see how far each pending file is.
#[test]
#[ignore]
fn pending_files_report() {
    for name in PENDING.iter().chain(SUPPORTED) {
        let d = differences(name);
        eprintln!("{name}: {} differences", d.len());
        for x in d.iter().take(8) {
            eprintln!("{x}");
        }
    }
}
