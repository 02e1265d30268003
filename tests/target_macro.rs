//! `tdc::target!` compiled the way a user's crate compiles it (trybuild):
//! each description in `tests/ui/fail` has one mistake and must fail with
//! exactly the diagnostic in its `.stderr`; each target in `tests/ui/pass`
//! must expand outside tdc and assemble. See `tests/ui/README.md`.

use std::path::{Path, PathBuf};
use std::process::Command;

#[test]
#[ignore = "builds a crate with a nested cargo (minutes on two cores); .ci/run runs it: cargo test --test NAME -- --ignored"]
fn target_macro_expands_or_reports_the_diagnostic() {
    stage_descriptions();
    let cases = trybuild::TestCases::new();
    cases.compile_fail("tests/ui/fail/*.rs");
    cases.pass("tests/ui/pass/*.rs");
    // The cases build and run when `cases` drops.
}

/// Copies the descriptions the cases name into trybuild's generated crate.
/// That crate is `CARGO_MANIFEST_DIR` while the cases compile, so the
/// macro's relative paths (`"targets/bpf/BPF.td"`) resolve there exactly as
/// they do in tdc itself.
fn stage_descriptions() {
    let source = Path::new(env!("CARGO_MANIFEST_DIR"));
    let project = trybuild_project_dir();
    // The pattern cases are the dsl's invalid-target files themselves.
    for dir in ["targets", "tests/ui", "dsl/tests/target-errors", "dsl/tests/target-warnings"] {
        copy_dir(&source.join(dir), &project.join(dir));
    }
    // The tutorial's toy target.
    let toy = Path::new("examples/toy-target/acc16.td");
    std::fs::create_dir_all(project.join("examples/toy-target")).expect("creating examples/toy-target");
    std::fs::copy(source.join(toy), project.join(toy)).expect("copying acc16.td");
}

/// `<target dir>/tests/trybuild/<package>`, computed as trybuild does.
fn trybuild_project_dir() -> PathBuf {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(cargo)
        .args(["metadata", "--no-deps", "--format-version=1"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo metadata runs");
    assert!(output.status.success(), "cargo metadata: {}", String::from_utf8_lossy(&output.stderr));
    let metadata: serde_json::Value = serde_json::from_slice(&output.stdout).expect("cargo metadata prints JSON");
    let target_dir = metadata["target_directory"].as_str().expect("cargo metadata names the target directory");
    Path::new(target_dir).join("tests/trybuild").join(env!("CARGO_PKG_NAME"))
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap_or_else(|e| panic!("creating {}: {e}", to.display()));
    for entry in std::fs::read_dir(from).unwrap_or_else(|e| panic!("reading {}: {e}", from.display())) {
        let path = entry.expect("directory entry").path();
        let dest = to.join(path.file_name().expect("entries have names"));
        if path.is_dir() {
            copy_dir(&path, &dest);
        } else {
            std::fs::copy(&path, &dest).unwrap_or_else(|e| panic!("copying {}: {e}", path.display()));
        }
    }
}

/// The pattern diagnostics the macro reports are the dsl's own: inside
/// rustc's error, each `dsl-pattern-*.stderr` holds exactly the rendering
/// the dsl's insta snapshot of the same file has (paths aside: the macro
/// names the file from the crate's root).
#[test]
fn pattern_diagnostics_through_the_macro_equal_the_dsl_snapshots() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut compared = 0;
    for entry in std::fs::read_dir(root.join("tests/ui/fail")).expect("tests/ui/fail") {
        let path = entry.expect("an entry").path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_string();
        let Some(case) =
            name.strip_prefix("dsl-").and_then(|n| n.strip_suffix(".stderr")).filter(|n| n.starts_with("pattern-"))
        else {
            continue;
        };
        let stderr = std::fs::read_to_string(&path).expect("a .stderr");
        let snapshot_path = root.join(format!("dsl/tests/snapshots/target_errors__{case}.snap"));
        let snapshot =
            std::fs::read_to_string(&snapshot_path).unwrap_or_else(|e| panic!("{}: {e}", snapshot_path.display()));
        assert_eq!(
            macro_diagnostic(&stderr),
            snapshot_body(&snapshot),
            "{case}: the macro's diagnostic differs from the dsl's"
        );
        compared += 1;
    }
    assert!(compared >= 25, "only {compared} pattern cases go through the macro");
}

/// The rendered diagnostic inside rustc's error: the text after `error: `
/// up to rustc's own ` --> ` location, without the 7 columns rustc indents
/// a message's later lines by, paths relative to the corpus directory.
fn macro_diagnostic(stderr: &str) -> String {
    let body: Vec<&str> = stderr.lines().take_while(|l| !l.starts_with(" --> ")).collect();
    let mut lines = body.iter().map(|l| l.strip_prefix("       ").unwrap_or(l).to_string()).collect::<Vec<_>>();
    if let Some(first) = lines.first_mut() {
        *first = first.strip_prefix("error: ").unwrap_or(first).to_string();
    }
    without_trailing_spaces(&lines.join("\n").replace("dsl/tests/target-errors/", ""))
}

/// An insta snapshot without its header; the prelude named as the macro
/// names it (the dsl's test gives it relative to the corpus).
fn snapshot_body(snapshot: &str) -> String {
    let mut parts = snapshot.splitn(3, "---\n");
    let (_, _, body) = (parts.next(), parts.next(), parts.next());
    without_trailing_spaces(&body.unwrap_or_default().replace("../../../targets/include/", "targets/include/"))
}

/// Lines without trailing spaces (trybuild drops them), and no trailing
/// blank lines.
fn without_trailing_spaces(text: &str) -> String {
    text.lines().map(str::trim_end).collect::<Vec<_>>().join("\n").trim_end().to_string()
}
