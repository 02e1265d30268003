//! Every file of the invalid-target corpus (`target-errors/*.td`) is valid
//! TableGen that the target-model stage must reject: its first error has
//! the code, and its primary label covers exactly the source text, that
//! the file's `// expect: E06xx at <token>` line names. A `// currently:`
//! line records a known issue: what tdc reports instead, until it is fixed.
//! The rendered diagnostics are insta snapshots.

mod common;

use common::*;
use std::path::{Path, PathBuf};
use tdc_dsl::Options;

fn corpus_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/target-errors")
}

/// The first error of a run: its code, and the file name and text its
/// primary label covers (`None` when it has no label).
#[derive(Debug, PartialEq)]
struct FirstError {
    code: String,
    at: Option<(String, String)>,
}

/// What loading a file and building its target produced.
struct Outcome {
    /// Whether loading (before the target stage) failed.
    load_failed: bool,
    /// Whether the target stage built a model.
    built: bool,
    first_error: Option<FirstError>,
    rendered: String,
}

/// Runs from `dir` with the prelude's directory given relative to it, so
/// that rendered paths do not depend on where the workspace is.
fn run(dir: &Path, file: &Path) -> Outcome {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let depth = dir.strip_prefix(workspace).expect("corpus inside the workspace").components().count();
    let prelude = std::iter::repeat_n("..", depth).collect::<PathBuf>().join("targets/include");
    let options = Options { include_dirs: vec![prelude], working_dir: Some(dir.to_path_buf()), ..Options::default() };
    let res = tdc_dsl::load_file(Path::new(file.file_name().unwrap()), &options);
    let mut rendered = tdc_dsl::diag::render(&res.db, &res.diags);
    let load_failed = res.has_errors() || res.records.is_none();
    let diags = match &res.records {
        Some(records) if !load_failed => tdc_dsl::target::build(records, &res.db).err(),
        _ => None,
    };
    let built = !load_failed && diags.is_none();
    let diags = diags.unwrap_or_default();
    rendered.push_str(&tdc_dsl::diag::render(&res.db, &diags));
    let first_error = diags.iter().find(|d| d.is_error()).map(|d| FirstError {
        code: d.code.to_string(),
        at: d.primary.as_ref().map(|l| (res.db.file(l.span.file).name.clone(), res.db.snippet(l.span).to_string())),
    });
    Outcome { load_failed, built, first_error, rendered }
}

/// Reads `// <key>: E0604 at $src2` from the header; `at <none>` means the
/// diagnostic has no primary label. The token must be in `file`.
fn header_line(text: &str, key: &str, file: &str) -> Option<FirstError> {
    let line = text.lines().take_while(|l| l.starts_with("//")).find_map(|l| l.strip_prefix(key))?;
    let (code, token) = line.split_once(" at ")?;
    let at = (token != "<none>").then(|| (file.to_string(), token.to_string()));
    Some(FirstError { code: code.to_string(), at })
}

#[test]
fn invalid_targets_are_rejected_at_the_intended_token() {
    let dir = corpus_dir();
    let files = corpus(&dir);
    assert!(files.len() >= 20, "only {} invalid targets", files.len());
    let results = with_big_stack(move || {
        let mut out = Vec::new();
        for f in &files {
            let outcome = std::panic::catch_unwind(|| run(&dir, f));
            out.push((f.clone(), std::fs::read_to_string(f).unwrap(), outcome.ok()));
        }
        out
    });
    let mut problems = Vec::new();
    for (path, text, outcome) in &results {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let file = path.file_name().unwrap().to_string_lossy().to_string();
        let (Some(expected), true) = (header_line(text, "// expect: ", &file), text.starts_with("// expect: ")) else {
            problems.push(format!("{name}: line 1 must be `// expect: E06xx at <token>`"));
            continue;
        };
        let Some(outcome) = outcome else {
            problems.push(format!("{name}: tdc panicked"));
            continue;
        };
        let rendered = &outcome.rendered;
        if outcome.load_failed {
            problems.push(format!("{name}: rejected before the target stage:\n{rendered}"));
            continue;
        }
        if outcome.built {
            problems.push(format!("{name}: the target stage accepted it"));
            continue;
        }
        let Some(found) = &outcome.first_error else {
            problems.push(format!("{name}: the target stage failed without an error:\n{rendered}"));
            continue;
        };
        // A known issue must still be exactly the recorded one; once the
        // intended diagnostic appears, the `currently` line must go.
        let want = match header_line(text, "// currently: ", &file) {
            Some(_) if *found == expected => {
                problems.push(format!("{name}: the known issue is fixed; remove the `// currently: ` line"));
                continue;
            }
            Some(mut current) => {
                // The wrong place may be in another file (the prelude).
                if let (Some((f, _)), Some((cf, _))) = (&found.at, &mut current.at) {
                    cf.clone_from(f);
                }
                current
            }
            None => expected,
        };
        if *found != want {
            problems.push(format!("{name}: expected {want:?}, first error is {found:?}:\n{rendered}"));
            continue;
        }
        insta::assert_snapshot!(name.as_str(), rendered);
    }
    println!("{} of {} invalid targets rejected as recorded", results.len() - problems.len(), results.len());
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The control for the corpus: valid targets (`target-errors/valid/`) build,
/// so the skeleton the invalid files share is sound. One of them gives two
/// instructions the same encoding in different DecoderNamespaces.
#[test]
fn valid_targets_build() {
    let dir = corpus_dir().join("valid");
    let files = corpus(&dir);
    assert!(!files.is_empty(), "no valid targets");
    let failures = with_big_stack(move || {
        let mut failures = Vec::new();
        for f in &files {
            let o = run(&dir, f);
            if !o.built {
                failures.push(format!("{}:\n{}", f.display(), o.rendered));
            }
        }
        failures
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Valid targets with a warning (`target-warnings/*.td`): the target stage
/// builds them, and its first warning has the code, and its primary label
/// covers exactly the text, that the `// expect:` line names. The rendered
/// warnings are insta snapshots.
#[test]
fn warned_targets_build_with_the_intended_warning() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/target-warnings");
    let files = corpus(&dir);
    assert!(!files.is_empty(), "no warned targets");
    let results = with_big_stack(move || {
        // Relative to the corpus, so rendered paths do not depend on
        // where the workspace is.
        let prelude = PathBuf::from("../../../targets/include");
        let options = Options { include_dirs: vec![prelude], working_dir: Some(dir.clone()), ..Options::default() };
        let mut out = Vec::new();
        for f in &files {
            let res = tdc_dsl::load_file(Path::new(f.file_name().unwrap()), &options);
            let records = res.records.as_ref().filter(|_| !res.has_errors()).expect("the file loads");
            let model = tdc_dsl::target::build(records, &res.db)
                .unwrap_or_else(|d| panic!("{}: {}", f.display(), tdc_dsl::diag::render(&res.db, &d)));
            let first = model.warnings.first().map(|d| FirstError {
                code: d.code.to_string(),
                at: d
                    .primary
                    .as_ref()
                    .map(|l| (res.db.file(l.span.file).name.clone(), res.db.snippet(l.span).to_string())),
            });
            out.push((
                f.clone(),
                std::fs::read_to_string(f).unwrap(),
                first,
                tdc_dsl::diag::render(&res.db, &model.warnings),
            ));
        }
        out
    });
    for (path, text, first, rendered) in results {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let file = path.file_name().unwrap().to_string_lossy().to_string();
        let expected = header_line(&text, "// expect: ", &file).expect("line 1: `// expect: W0xxx at <token>`");
        assert_eq!(first, Some(expected), "{name}:\n{rendered}");
        insta::assert_snapshot!(name.as_str(), rendered);
    }
}
