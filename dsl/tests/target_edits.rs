//! Mistakes in the built-in targets' selection patterns: every file of
//! `target-errors/edits/` is an edit of one real target's description (a
//! few lines replaced, as an author would get them wrong), and the
//! edited target must be rejected (or warned about) at the exact source
//! text its `// expect:` line names. The rendered diagnostics are insta
//! snapshots. The unedited targets are the control: they build without a
//! diagnostic.
//!
//! An edit file is its header comments, then hunks: `--- PATH` names the
//! file (relative to the workspace), lines starting with `-` are the old
//! text, `+` the new, and ` ` (a space) context kept in both. The old text
//! (context included) must occur exactly once in the file.

mod common;

use common::*;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use tdc_dsl::diag::Diagnostic;
use tdc_dsl::Options;

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

fn edits_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/target-errors/edits")
}

/// The root description of the target a file belongs to.
fn target_root(edited: &str) -> Option<&'static str> {
    [
        ("targets/bpf/", "targets/bpf/BPF.td"),
        ("targets/x86/", "targets/x86/X86.td"),
        ("targets/aarch64/", "targets/aarch64/AArch64.td"),
        ("targets/powerpc/", "targets/powerpc/PPC.td"),
    ]
    .into_iter()
    .find(|(dir, _)| edited.starts_with(dir))
    .map(|(_, root)| root)
}

/// One replacement in one file.
#[derive(Default)]
struct Hunk {
    old: Vec<String>,
    new: Vec<String>,
}

/// The files an edit changes, with their hunks, in order.
fn parse_edit(text: &str) -> Result<Vec<(String, Vec<Hunk>)>, String> {
    let mut files: Vec<(String, Vec<Hunk>)> = Vec::new();
    let mut in_hunk = false;
    for line in text.lines() {
        if let Some(path) = line.strip_prefix("--- ") {
            files.push((path.trim().to_string(), Vec::new()));
            in_hunk = false;
            continue;
        }
        let Some((_, hunks)) = files.last_mut() else { continue };
        let (kind, rest) = match line.chars().next() {
            Some(c @ ('-' | '+' | ' ')) => (c, &line[1..]),
            _ => {
                // A blank or comment line ends the hunk.
                in_hunk = false;
                continue;
            }
        };
        if !in_hunk {
            hunks.push(Hunk::default());
            in_hunk = true;
        }
        let hunk = hunks.last_mut().unwrap();
        match kind {
            '-' => hunk.old.push(rest.to_string()),
            '+' => hunk.new.push(rest.to_string()),
            _ => {
                hunk.old.push(rest.to_string());
                hunk.new.push(rest.to_string());
            }
        }
    }
    if files.is_empty() || files.iter().any(|(_, h)| h.is_empty()) {
        return Err("no hunks (`--- PATH` then `-`/`+` lines)".to_string());
    }
    Ok(files)
}

/// The edited texts of the files an edit changes, by path.
fn apply(files: &[(String, Vec<Hunk>)]) -> Result<Vec<(String, String)>, String> {
    let mut out = Vec::new();
    for (path, hunks) in files {
        let mut text = std::fs::read_to_string(workspace().join(path)).map_err(|e| format!("{path}: {e}"))?;
        for h in hunks {
            let old = h.old.join("\n");
            let new = h.new.join("\n");
            match text.matches(&old).count() {
                1 => text = text.replacen(&old, &new, 1),
                n => return Err(format!("{path}: the old text occurs {n} times, not once:\n{old}")),
            }
        }
        out.push((path.clone(), text));
    }
    Ok(out)
}

/// The first diagnostic of a kind: its code, file name and covered text.
#[derive(Clone, Debug, PartialEq)]
struct Found {
    code: String,
    at: Option<(String, String)>,
}

/// What building an edited target gave: the first error and the first
/// warning, how many errors, and everything rendered.
struct Outcome {
    first_error: Option<Found>,
    first_warning: Option<Found>,
    errors: usize,
    warnings: usize,
    rendered: String,
}

/// Builds the target `root` (relative to the workspace, which is the
/// working directory, so rendered paths do not depend on where it is)
/// with `overlays` in place of the files they name.
fn build(root: &str, overlays: &[(String, String)]) -> Outcome {
    let ws = workspace();
    let mut options = Options {
        include_dirs: vec![PathBuf::from("targets/include")],
        working_dir: Some(ws.clone()),
        ..Options::default()
    };
    for (path, text) in overlays {
        let canonical = std::fs::canonicalize(ws.join(path)).expect("an edited file exists");
        options.overlays.insert(canonical, text.clone());
    }
    let res = tdc_dsl::load_file(Path::new(root), &options);
    // The frontend's warnings (an unused template argument in a format
    // class) are not the edit's.
    let mut all: Vec<Diagnostic> = res.diags.iter().filter(|d| d.is_error()).cloned().collect();
    if let (Some(records), false) = (&res.records, res.has_errors()) {
        match tdc_dsl::target::build(records, &res.db) {
            Ok(model) => all.extend(model.warnings),
            Err(diags) => all.extend(diags),
        }
    }
    let errors: Vec<&Diagnostic> = all.iter().filter(|d| d.is_error()).collect();
    let warnings: Vec<&Diagnostic> = all.iter().filter(|d| !d.is_error()).collect();
    Outcome {
        first_error: errors.first().map(|d| found(&res.db, d)),
        first_warning: warnings.first().map(|d| found(&res.db, d)),
        errors: errors.len(),
        warnings: warnings.len(),
        rendered: tdc_dsl::diag::render(&res.db, &all),
    }
}

fn found(db: &tdc_dsl::source::SourceDb, d: &Diagnostic) -> Found {
    let at = d.primary.as_ref().map(|l| {
        let name = db.file(l.span.file).name.clone();
        let base = Path::new(&name).file_name().map_or(name.clone(), |b| b.to_string_lossy().to_string());
        (base, db.snippet(l.span).to_string())
    });
    Found { code: d.code.to_string(), at }
}

/// `// expect: E0711 at TOKEN` (the token in the first edited file).
fn expected(text: &str, file: &str) -> Option<Found> {
    let line = text.lines().take_while(|l| l.starts_with("//")).find_map(|l| l.strip_prefix("// expect: "))?;
    let (code, token) = line.split_once(" at ")?;
    let base = Path::new(file).file_name()?.to_string_lossy().to_string();
    Some(Found { code: code.to_string(), at: Some((base, token.to_string())) })
}

/// The edit files, sorted.
fn edit_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(edits_dir())
        .expect("edits directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "edit"))
        .collect();
    files.sort();
    files
}

#[test]
fn edited_targets_are_rejected_at_the_offending_node() {
    let files = edit_files();
    assert!(files.len() >= 40, "only {} edits", files.len());
    let results = with_big_stack(move || {
        let mut out = Vec::new();
        for f in files {
            let text = std::fs::read_to_string(&f).unwrap();
            let run = || -> Result<(Option<Found>, Found, Outcome), String> {
                let edit = parse_edit(&text)?;
                let first_file = edit[0].0.clone();
                let root = target_root(&first_file).ok_or_else(|| format!("{first_file} is in no built-in target"))?;
                let want = expected(&text, &first_file).ok_or("line 1 must be `// expect: E07xx at <token>`")?;
                let overlays = apply(&edit)?;
                let outcome = std::panic::catch_unwind(|| build(root, &overlays)).map_err(|_| "tdc panicked")?;
                let first = if want.code.starts_with('W') {
                    outcome.first_warning.clone()
                } else {
                    outcome.first_error.clone()
                };
                Ok((first, want, outcome))
            };
            out.push((f, run()));
        }
        out
    });
    let mut problems = Vec::new();
    let total = results.len();
    for (path, result) in results {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let (first, want, outcome) = match result {
            Ok(r) => r,
            Err(e) => {
                problems.push(format!("{name}: {e}"));
                continue;
            }
        };
        if want.code.starts_with('W') && outcome.errors > 0 {
            problems.push(format!("{name}: errors where a warning was expected:\n{}", outcome.rendered));
            continue;
        }
        if first.as_ref() != Some(&want) {
            problems.push(format!("{name}: expected {want:?}, first is {first:?}:\n{}", outcome.rendered));
            continue;
        }
        insta::assert_snapshot!(name.as_str(), outcome.rendered);
    }
    println!("{} of {total} edited targets rejected at the intended node", total - problems.len());
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
}

/// The control: the four targets as they are build without an error or
/// a warning, so each edit's diagnostics are its own. So does the
/// tutorial's toy target, whose `(add Acc:$src, Acc:$src)` matches equal
/// operands only (no other pattern of `add` shadows it, nor it them).
#[test]
fn the_unedited_targets_build_cleanly() {
    let outcomes = with_big_stack(|| {
        [
            "targets/bpf/BPF.td",
            "targets/x86/X86.td",
            "targets/aarch64/AArch64.td",
            "targets/powerpc/PPC.td",
            "examples/toy-target/acc16.td",
        ]
        .into_iter()
        .map(|root| (root, build(root, &[])))
        .collect::<Vec<_>>()
    });
    for (root, o) in outcomes {
        assert!(o.errors == 0 && o.warnings == 0, "{root}:\n{}", o.rendered);
    }
}

/// Every edit names a target and applies to today's files: a target file
/// edited elsewhere makes its old text stale, which this says first.
#[test]
fn every_edit_applies() {
    let mut problems = Vec::new();
    let mut by_target: HashMap<&str, usize> = HashMap::new();
    for f in edit_files() {
        let text = std::fs::read_to_string(&f).unwrap();
        match parse_edit(&text).and_then(|e| {
            let root = target_root(&e[0].0).ok_or("no target")?;
            apply(&e).map(|_| root)
        }) {
            Ok(root) => *by_target.entry(root).or_default() += 1,
            Err(e) => problems.push(format!("{}: {e}", f.display())),
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // Spread over the four targets.
    assert_eq!(by_target.len(), 4, "{by_target:?}");
    assert!(by_target.values().all(|&n| n >= 8), "{by_target:?}");
}
