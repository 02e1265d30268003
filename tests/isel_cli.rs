//! `tdc isel`: selected code for every function of a file, encodings with
//! `--encode`, the coverage report with `--report`; a function that cannot
//! be selected fails the command without hiding the others.

use std::process::Command;

fn tdc(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tdc")).args(args).output().expect("tdc runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn every_function_of_a_file_is_selected_for_each_target() {
    for target in ["bpf", "x86_64", "aarch64", "powerpc64le"] {
        let (ok, out, err) = tdc(&["isel", "--target", target, "tests/isel/functions/memory.dag"]);
        assert!(ok, "{target}: {err}");
        let functions = std::fs::read_to_string("tests/isel/functions/memory.dag")
            .expect("the corpus file")
            .matches("\nfn ")
            .count();
        let labels = out.lines().filter(|l| !l.starts_with(['\t', '.']) && l.ends_with(':')).count();
        assert_eq!(labels, functions, "{target}: one label per function:\n{out}");
    }
}

#[test]
fn encode_prints_encodings() {
    let (ok, out, err) = tdc(&["isel", "--target", "bpf", "--encode", "tests/isel/functions/arith.dag"]);
    assert!(ok, "{err}");
    assert!(out.contains("encoding: ["), "{out}");
    // The instructions reach the assembler without a text round trip, all
    // functions in one program (so that calls between them resolve): the
    // listing names the section once.
    assert_eq!(out.matches("\t.text\n").count(), 1, "{out}");
}

#[test]
fn report_names_patterns_and_coverage() {
    let (ok, out, err) = tdc(&["isel", "--target", "bpf", "--report", "tests/isel/functions/float.dag"]);
    assert!(ok, "{err}");
    assert!(out.starts_with("BPF: ") && out.contains(" patterns, "), "{out}");
    // BPF has no floating point.
    assert!(out.contains("not selected") && out.contains("fadd:f64"), "{out}");
}

#[test]
fn a_function_that_cannot_be_selected_fails_without_hiding_the_others() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("mixed.dag");
    let text = "fn fine(%a: i64) -> i64 {\nentry:\n  (ret (add %a 1))\n}\n\n\
                fn float(%a: i64) -> i64 {\nentry:\n  (ret (bitconvert:i64 (fneg (bitconvert:f64 %a))))\n}\n";
    std::fs::write(&file, text).expect("writing the file");
    let (ok, out, err) = tdc(&["isel", "--target", "bpf", &file.to_string_lossy()]);
    assert!(!ok);
    assert!(out.contains("fine:"), "{out}");
    assert!(err.contains("float: cannot select"), "{err}");
}

#[test]
fn bad_dag_text_is_a_diagnostic() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("bad.dag");
    std::fs::write(&file, "fn f(%a: i64) -> i64 {\nentry:\n  (ret (frobnicate %a))\n}\n").expect("writing the file");
    let (ok, _, err) = tdc(&["isel", "--target", "bpf", &file.to_string_lossy()]);
    assert!(!ok);
    assert!(err.contains("error[E09"), "{err}");
}
