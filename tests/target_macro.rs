//! `tdc::target!` compiled the way a user's crate compiles it (trybuild):
//! each description in `tests/ui/fail` has one mistake and must fail with
//! exactly the diagnostic in its `.stderr`; each target in `tests/ui/pass`
//! must expand outside tdc and assemble. See `tests/ui/README.md`.

use std::path::{Path, PathBuf};
use std::process::Command;

#[test]
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
    for dir in ["targets", "tests/ui"] {
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
