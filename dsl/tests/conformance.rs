//! Every file of the conformance corpus must print exactly what
//! llvm-tblgen 19 printed for it (goldens made by `regen-goldens.sh`).

mod common;

use common::*;
use std::path::{Path, PathBuf};

fn corpus_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/conformance")
}

#[test]
fn print_records_matches_llvm_tblgen() {
    let dir = corpus_dir();
    let files = corpus(&dir);
    assert!(files.len() >= 150, "the corpus shrank to {} files", files.len());
    let failures = with_big_stack(move || {
        let mut failures = Vec::new();
        for f in &files {
            let name = f.file_stem().unwrap().to_string_lossy().to_string();
            let text = std::fs::read_to_string(f).unwrap();
            let golden =
                std::fs::read_to_string(dir.join("goldens").join(format!("{name}.records"))).expect("golden exists");
            let out = tdc_dsl::load_file(Path::new(f.file_name().unwrap()), &options_for(&dir, &text));
            match &out.records {
                Some(r) if !out.has_errors() => {
                    let actual = tdc_dsl::records::print::print_records(r);
                    if actual != golden {
                        failures.push(format!("{name}: {}", first_difference(&golden, &actual)));
                    }
                }
                _ => failures.push(format!("{name}: rejected:\n{}", tdc_dsl::diag::render(&out.db, &out.diags))),
            }
        }
        (failures, files.len())
    });
    let (failures, total) = failures;
    println!("{}/{} identical", total - failures.len(), total);
    assert!(failures.is_empty(), "{} of {} differ:\n{}", failures.len(), total, failures.join("\n"));
}

#[test]
fn dump_json_matches_llvm_tblgen() {
    let dir = corpus_dir();
    let files: Vec<PathBuf> = corpus(&dir)
        .into_iter()
        .filter(|f| std::fs::read_to_string(f).unwrap().lines().any(|l| l.trim_end() == "// tdc-json"))
        .collect();
    assert!(files.len() >= 40, "only {} json goldens", files.len());
    let (failures, total) = with_big_stack(move || {
        let mut failures = Vec::new();
        for f in &files {
            let name = f.file_stem().unwrap().to_string_lossy().to_string();
            let text = std::fs::read_to_string(f).unwrap();
            let golden = std::fs::read_to_string(dir.join("goldens").join(format!("{name}.json"))).unwrap();
            let out = tdc_dsl::load_file(Path::new(f.file_name().unwrap()), &options_for(&dir, &text));
            match &out.records {
                Some(r) if !out.has_errors() => {
                    // Byte for byte: the same keys in the same (sorted) order.
                    let actual = tdc_dsl::records::json::dump_json(r, &out.db);
                    if actual != golden {
                        let at = actual.bytes().zip(golden.bytes()).take_while(|(a, b)| a == b).count();
                        let from = at.saturating_sub(40);
                        let show = |s: &str| s.get(from..(at + 40).min(s.len())).unwrap_or("").to_string();
                        failures.push(format!(
                            "{name}: JSON differs at byte {at}:\n  expected: {}\n  actual:   {}",
                            show(&golden),
                            show(&actual)
                        ));
                    }
                }
                _ => failures.push(format!("{name}: rejected")),
            }
        }
        (failures, files.len())
    });
    println!("{}/{} identical", total - failures.len(), total);
    assert!(failures.is_empty(), "{} of {} differ:\n{}", failures.len(), total, failures.join("\n"));
}

/// llvm-tblgen's rendering of a note: `file:line:col: note: message`, the
/// source line, and a caret under the column.
fn llvm_note(db: &tdc_dsl::source::SourceDb, d: &tdc_dsl::diag::Diagnostic) -> String {
    let Some(span) = d.primary.as_ref().map(|l| l.span) else { return format!("note: {}\n", d.message) };
    let file = db.file(span.file);
    let (line, col) = file.line_col(span.start);
    let start = file.line_start(line).unwrap_or(0) as usize;
    let text = &file.text[start..];
    let source = text.split('\n').next().unwrap_or("");
    format!("{}:{}:{}: note: {}\n{source}\n{}^\n", file.name, line + 1, col + 1, d.message, " ".repeat(col))
}

#[test]
fn dumps_match_llvm_tblgen() {
    let dir = corpus_dir();
    let files: Vec<PathBuf> = corpus(&dir)
        .into_iter()
        .filter(|f| std::fs::read_to_string(f).unwrap().lines().any(|l| l.trim_end() == "// tdc-dumps"))
        .collect();
    assert!(!files.is_empty(), "no file asks for its dumps to be compared");
    let failures = with_big_stack(move || {
        let mut failures = Vec::new();
        for f in &files {
            let name = f.file_stem().unwrap().to_string_lossy().to_string();
            let text = std::fs::read_to_string(f).unwrap();
            let golden = std::fs::read_to_string(dir.join("goldens").join(format!("{name}.notes"))).unwrap();
            let out = tdc_dsl::load_file(Path::new(f.file_name().unwrap()), &options_for(&dir, &text));
            let actual: String =
                out.diags.iter().filter(|d| d.code == "N0001").map(|d| llvm_note(&out.db, d)).collect();
            if actual != golden {
                failures.push(format!("{name}: {}", first_difference(&golden, &actual)));
            }
        }
        failures
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn no_unused_argument_warnings_when_asked() {
    let dir = corpus_dir();
    let files: Vec<PathBuf> = corpus(&dir)
        .into_iter()
        .filter(|f| std::fs::read_to_string(f).unwrap().contains("--no-warn-on-unused-template-args"))
        .collect();
    assert!(!files.is_empty());
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        let out = tdc_dsl::load_file(Path::new(f.file_name().unwrap()), &options_for(&dir, &text));
        assert!(!out.has_errors(), "{}", tdc_dsl::diag::render(&out.db, &out.diags));
        assert!(out.diags.iter().all(|d| d.code != "W0001"), "{}", tdc_dsl::diag::render(&out.db, &out.diags));
        // Without the flag, the same file warns.
        let mut loud = options_for(&dir, &text);
        loud.no_warn_unused_template_args = false;
        let out = tdc_dsl::load_file(Path::new(f.file_name().unwrap()), &loud);
        assert!(out.diags.iter().any(|d| d.code == "W0001"), "{}: no warning without the flag", f.display());
    }
}
