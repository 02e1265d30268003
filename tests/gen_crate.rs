//! `tdc gen` output in a user crate (tests/gen_crate, built into
//! target/scratch-gen so that re-runs are incremental): it compiles under
//! `#![deny(warnings, missing_docs)]` and `#![forbid(unsafe_code)]`, clippy
//! and rustdoc find nothing to say about it, and it assembles every corpus
//! file of each built-in target (listing with encodings, object bytes,
//! errors) exactly as the built-in tables do.

#[path = "support/assembly_report.rs"]
mod assembly_report;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::{Mutex, MutexGuard};

const TARGETS: [&str; 4] = ["bpf", "aarch64", "powerpc", "x86"];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// One cargo at a time on the scratch crate: they share its lock file and
/// target directory, and a waiting cargo would only hold a core.
fn scratch_crate() -> MutexGuard<'static, ()> {
    static LOCK: Mutex<()> = Mutex::new(());
    let guard = LOCK.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    // The workspace's lock file, so that the crate builds with the same
    // dependency versions and without the network.
    let lock = root().join("tests/gen_crate/Cargo.lock");
    std::fs::copy(root().join("Cargo.lock"), &lock).unwrap_or_else(|e| panic!("cannot write {}: {e}", lock.display()));
    guard
}

/// `cargo SUBCOMMAND` on the scratch crate, with warnings denied in every
/// crate of the workspace it builds (tdc included).
fn cargo(subcommand: &str, extra: &[&str]) -> Output {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = Command::new(cargo);
    command
        .arg(subcommand)
        .arg("--manifest-path")
        .arg(root().join("tests/gen_crate/Cargo.toml"))
        .arg("--target-dir")
        .arg(root().join("target/scratch-gen"))
        .args(extra)
        .env("RUSTFLAGS", "-D warnings")
        .env("RUSTDOCFLAGS", "-D warnings");
    command.output().unwrap_or_else(|e| panic!("cannot run cargo {subcommand}: {e}"))
}

fn assert_success(what: &str, output: &Output) {
    assert!(output.status.success(), "{what} failed:\n{}", String::from_utf8_lossy(&output.stderr));
}

/// The corpus files of `target`: its listings' and its objects' sources.
fn corpus(target: &str) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for sub in ["asm", "objects"] {
        let dir = root().join("tests").join(target).join(sub);
        let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        files.extend(entries.map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|x| x == "s")));
    }
    files.sort();
    files
}

/// Where two reports first differ, with the file it is in.
fn first_difference(ours: &str, theirs: &str) -> String {
    let mut file = "";
    for (n, (a, b)) in ours.lines().zip(theirs.lines()).enumerate() {
        if let Some(name) = a.strip_prefix("== ") {
            file = name;
        }
        if a != b {
            return format!("{file}, report line {}:\n  generated: {a}\n  built-in:  {b}", n + 1);
        }
    }
    format!("one report is longer: {} and {} lines", ours.lines().count(), theirs.lines().count())
}

#[test]
#[ignore = "builds a crate with a nested cargo (minutes on two cores); .ci/run runs it: cargo test --test NAME -- --ignored"]
fn generated_tables_assemble_every_corpus_file_as_the_built_in_tables_do() {
    let _crate = scratch_crate();
    assert_success("cargo build of tests/gen_crate", &cargo("build", &[]));
    let binary = root().join("target/scratch-gen/debug").join(format!("tdc-gen-crate{}", std::env::consts::EXE_SUFFIX));
    for target in TARGETS {
        let files = corpus(target);
        assert!(files.len() >= 10, "{target}: only {} corpus files", files.len());
        let built_in = tdc::targets::by_name(target).unwrap();
        let expected: String = files.iter().map(|f| assembly_report::report(built_in, f).unwrap()).collect();
        // Not a vacuous comparison: most lines of the corpus assemble.
        let encoded = expected.lines().filter(|l| l.contains("encoding: [")).count();
        assert!(encoded >= 300, "{target}: only {encoded} encoded lines");
        let run = Command::new(&binary)
            .arg(target)
            .args(&files)
            .output()
            .unwrap_or_else(|e| panic!("cannot run {}: {e}", binary.display()));
        assert_success(&format!("tdc-gen-crate {target}"), &run);
        let generated = String::from_utf8_lossy(&run.stdout);
        assert!(
            generated == expected,
            "{target}: the generated tables differ from the built-in ones at {}",
            first_difference(&generated, &expected)
        );
    }
}

#[test]
#[ignore = "builds a crate with a nested cargo (minutes on two cores); .ci/run runs it: cargo test --test NAME -- --ignored"]
fn generated_code_is_clean_under_clippy_and_rustdoc() {
    let _crate = scratch_crate();
    let have_clippy = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
        .args(["clippy", "--version"])
        .output()
        .is_ok_and(|o| o.status.success());
    if have_clippy {
        assert_success(
            "cargo clippy -D warnings on tests/gen_crate",
            &cargo("clippy", &["--all-targets", "--", "-D", "warnings"]),
        );
    } else {
        eprintln!("SKIPPED: clippy on the generated code (cargo clippy is not installed)");
    }
    assert_success("cargo doc (rustdoc -D warnings) on tests/gen_crate", &cargo("doc", &["--no-deps"]));
}
