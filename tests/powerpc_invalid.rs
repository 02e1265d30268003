//! PowerPC64 invalid lines against llvm-mc 19 goldens (tests/powerpc/regen-goldens.sh):
//! every file under tests/powerpc/invalid must be rejected with llvm-mc's exact stderr,
//! except the files in `known-differences.txt` (rejected, but with another message or
//! column) and `not-yet-rejected.txt` (accepted while the description is incomplete).
//! Both lists are exact: the test fails when a listed file stops needing its entry.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use tdc::asm::{assemble, AsmOptions};

fn dir(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/powerpc/invalid").join(sub)
}

fn list(file: &str) -> BTreeSet<String> {
    std::fs::read_to_string(dir(file))
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.trim().to_string())
        .collect()
}

/// Each invalid file's name, tdc's rendered errors (`None` if accepted) and llvm-mc's stderr.
fn outcomes() -> Vec<(String, Option<String>, String)> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir(""))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "s"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|file| {
            let name = file.file_name().unwrap().to_string_lossy().into_owned();
            let source = std::fs::read_to_string(file).unwrap();
            let golden = std::fs::read_to_string(dir("goldens").join(format!("{name}.err"))).unwrap();
            let asm = assemble(&tdc::targets::powerpc::TABLES, &source, AsmOptions::default());
            let rendered: String = asm.errors.iter().map(|e| e.render(&name)).collect();
            (name, (!asm.errors.is_empty()).then_some(rendered), golden)
        })
        .collect()
}

#[test]
fn invalid_lines_are_rejected_like_llvm_mc() {
    let (known, pending) = (list("known-differences.txt"), list("not-yet-rejected.txt"));
    let mut failures = Vec::new();
    let results = outcomes();
    for (name, rendered, golden) in &results {
        match rendered {
            None if !pending.contains(name) => failures.push(format!("{name}: accepted")),
            None if known.contains(name) => failures.push(format!("{name}: accepted, but in known-differences.txt")),
            Some(_) if pending.contains(name) => failures.push(format!("{name}: rejected now, remove it from not-yet-rejected.txt")),
            Some(r) if (r == golden) == known.contains(name) => failures.push(format!(
                "{name}: listed as different: {}\n  tdc:     {r}  llvm-mc: {golden}",
                known.contains(name)
            )),
            _ => {}
        }
    }
    let matching = results.iter().filter(|(_, r, g)| r.as_ref() == Some(g)).count();
    eprintln!("{matching} of {} invalid files match llvm-mc", results.len());
    assert!(results.len() >= 90);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(matching >= 15, "only {matching} files match llvm-mc");
}

/// Run with `--ignored --nocapture` to print both lists' current contents.
#[test]
#[ignore]
fn invalid_lines_report() {
    for (name, rendered, golden) in outcomes() {
        match rendered {
            None => eprintln!("accepted {name}"),
            Some(r) if r != golden => eprintln!("differs {name}\n  tdc:     {r}  llvm-mc: {golden}"),
            Some(_) => eprintln!("matches {name}"),
        }
    }
}
