//! Every file of the invalid-input corpus must be rejected, as llvm-tblgen
//! 19 rejects it (recorded in `errors/llvm/*.status`), with a diagnostic of
//! the intended kind; the rendered diagnostics are insta snapshots.

mod common;

use common::*;
use std::path::{Path, PathBuf};

/// The codes that may report each kind of intended error (`// expect: kind`).
fn codes_for(kind: &str) -> &'static [&'static str] {
    match kind {
        "syntax" => &["E0100", "E0101", "E0102"],
        "undefined" => &["E0200", "E0201", "E0202", "E0203"],
        "type" => &["E0300", "E0301", "E0302", "E0506"],
        "duplicate" => &["E0204"],
        "template-args" => &["E0400", "E0401", "E0402", "E0403", "E0404"],
        "constant" => &["E0500", "E0506"],
        "bit-range" => &["E0501", "E0204", "E0300"],
        "assert" => &["E0502"],
        "include" => &["E0103", "E0104", "E0105", "E0204"],
        "limits" => &["E0102", "E0504"],
        "other" => &["E0100", "E0206", "E0300", "E0302", "E0501", "E0503", "E0505"],
        _ => &[],
    }
}

#[test]
fn invalid_inputs_are_rejected_with_the_intended_diagnostic() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/errors");
    let files = corpus(&dir);
    assert!(files.len() >= 40, "only {} invalid inputs", files.len());
    let results = with_big_stack(move || {
        let mut out = Vec::new();
        for f in &files {
            let name = f.file_stem().unwrap().to_string_lossy().to_string();
            let text = std::fs::read_to_string(f).unwrap();
            let kind = text
                .lines()
                .next()
                .and_then(|l| l.strip_prefix("// expect: "))
                .and_then(|l| l.split(':').next())
                .unwrap_or("")
                .to_string();
            let status =
                std::fs::read_to_string(dir.join("llvm").join(format!("{name}.status"))).expect("llvm status recorded");
            let file_name = f.file_name().unwrap();
            let res = tdc_dsl::load_file(Path::new(file_name), &options_for(&dir, &text));
            let rendered = tdc_dsl::diag::render(&res.db, &res.diags);
            let first_error = res.diags.iter().find(|d| d.is_error()).map(|d| d.code);
            out.push((name, kind, status.trim().to_string(), res.has_errors(), first_error, rendered));
        }
        out
    });
    let mut problems = Vec::new();
    for (name, kind, status, rejected, code, rendered) in &results {
        assert_ne!(status, "0", "{name}: llvm-tblgen accepted it, so it does not belong here");
        if !rejected {
            problems.push(format!("{name}: accepted by tdc"));
            continue;
        }
        let code = code.unwrap_or("none");
        if !codes_for(kind).contains(&code) {
            problems.push(format!("{name}: intended {kind}, first error is {code}:\n{rendered}"));
        }
        insta::assert_snapshot!(name.as_str(), rendered);
    }
    println!("{} of {} invalid inputs rejected as intended", results.len() - problems.len(), results.len());
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
