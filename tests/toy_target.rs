//! The crate of the README's tutorial, `examples/toy-target`: a crate of
//! its own (not a workspace member), so cargo builds it here, in a target
//! directory under `target/tmp` that is kept between runs. Its tests pass,
//! it prints what the tutorial shows, and the tutorial quotes its files
//! and `tdc patterns` as they are.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Runs `cargo SUBCOMMAND` on the toy crate; its standard output.
fn cargo(subcommand: &str) -> String {
    let target_dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("toy-target");
    let out = Command::new(env!("CARGO"))
        .args([subcommand, "--quiet", "--locked", "--offline", "--manifest-path", "examples/toy-target/Cargo.toml"])
        .env("CARGO_TARGET_DIR", target_dir)
        .current_dir(root())
        .output()
        .expect("cargo starts");
    assert!(
        out.status.success(),
        "cargo {subcommand} of examples/toy-target failed (if tdc's dependencies changed, \
         `cargo build --manifest-path examples/toy-target/Cargo.toml` updates its Cargo.lock):\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The tutorial: from its heading to the next one.
fn tutorial() -> String {
    let readme = read("README.md");
    let start = readme.find("## Tutorial: a new target in one .td file").expect("the README has the tutorial");
    let rest = &readme[start + 3..];
    rest[..rest.find("\n## ").unwrap_or(rest.len())].to_string()
}

/// The fenced blocks of `text` written in `language`.
fn fenced_blocks(text: &str, language: &str) -> Vec<String> {
    let open = format!("```{language}\n");
    text.split(open.as_str()).skip(1).map(|b| b[..b.find("```").unwrap_or(b.len())].to_string()).collect()
}

#[test]
#[ignore = "builds a crate with a nested cargo (minutes on two cores); .ci/run runs it: cargo test --test NAME -- --ignored"]
fn toy_crate_passes_its_tests_and_prints_what_the_tutorial_shows() {
    let tests = cargo("test");
    assert!(tests.contains("test result: ok. 3 passed"), "{tests}");
    let output = cargo("run");
    assert!(fenced_blocks(&tutorial(), "text").contains(&output), "the tutorial does not show this output:\n{output}");
}

#[test]
fn tutorial_quotes_the_toy_crate_as_it_is() {
    let tutorial = tutorial();
    let td = read("examples/toy-target/acc16.td");
    let main = read("examples/toy-target/src/main.rs");
    let tablegen = fenced_blocks(&tutorial, "tablegen");
    let rust = fenced_blocks(&tutorial, "rust");
    assert!(tablegen.len() >= 5 && rust.len() >= 2, "too few quotes");
    for quote in tablegen {
        assert!(td.contains(&quote), "acc16.td has no\n{quote}");
    }
    // The tutorial's crate sits beside a clone of tdc; the toy crate in it.
    for quote in rust {
        let quote = quote.replace("../tdc/targets/include", "../../targets/include");
        assert!(main.contains(&quote), "main.rs has no\n{quote}");
    }
}

#[test]
fn tutorial_shows_patterns_as_tdc_prints_them() {
    let options = tdc_dsl::Options { include_dirs: vec![root().join("targets/include")], ..Default::default() };
    let out = tdc_dsl::load_file(&root().join("examples/toy-target/acc16.td"), &options);
    assert!(!out.has_errors(), "{:?}", out.diags);
    let model =
        tdc_dsl::target::build(out.records.as_ref().expect("records"), &out.db).unwrap_or_else(|d| panic!("{d:?}"));
    let printed = tdc_dsl::target::patterns::print_patterns(&model);
    let shown: Vec<String> =
        fenced_blocks(&tutorial(), "text").into_iter().filter(|b| b.starts_with("pattern from ")).collect();
    assert!(!shown.is_empty(), "the tutorial shows no patterns");
    for block in shown {
        assert!(printed.contains(&block), "tdc patterns prints\n{printed}\nnot\n{block}");
    }
}
