//! The checks every target's llvm-mc corpus (`tests/<target>/`) shares:
//! `asm/*.s` listed line for line against llvm-mc's listings, `invalid/*.s`
//! rejected with llvm-mc's stderr (or listed as known differences), and
//! `objects/*.s` assembled into llvm-mc's objects byte for byte. Each test
//! file includes this module and uses the parts it needs.

#![allow(dead_code)] // each test uses some of these helpers

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use tdc::asm::{assemble_object_with_features, assemble_with_features, AsmOptions};
use tdc::mc::features::FeatureBits;
use tdc::mc::TargetTables;

/// The features a corpus file's first line names (`// mattr: +sve,+sme`,
/// or with `#`), on top of the target's defaults, as llvm-mc's -mattr.
pub fn file_features(tables: &'static TargetTables, source: &str) -> FeatureBits {
    let first = source.lines().next().unwrap_or("");
    let list =
        first.strip_prefix("//").or_else(|| first.strip_prefix('#')).and_then(|r| r.trim().strip_prefix("mattr:"));
    let (bits, warnings) = FeatureBits::for_mattr(tables, &[list.unwrap_or("").trim()]);
    assert!(warnings.is_empty(), "mattr: {warnings:?}");
    bits
}

/// `tests/<target>/<sub>`.
pub fn dir(target: &str, sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests").join(target).join(sub)
}

/// The differences between tdc's listing of `asm/<name>` and llvm-mc's.
pub fn listing_differences(tables: &'static TargetTables, target: &str, name: &str) -> Vec<String> {
    listing_differences_in(tables, target, "goldens", name)
}

/// The differences between tdc's listing of `asm/<name>` and llvm-mc's in
/// `<goldens>/<name>.out` (another triple's goldens of the same inputs).
pub fn listing_differences_in(tables: &'static TargetTables, target: &str, goldens: &str, name: &str) -> Vec<String> {
    listing_differences_printed(tables, target, goldens, name, 0)
}

/// The differences between tdc's listing of `asm/<name>`, printed in
/// assembly variant `variant`, and llvm-mc's in `<goldens>/<name>.out`.
pub fn listing_differences_printed(
    tables: &'static TargetTables,
    target: &str,
    goldens: &str,
    name: &str,
    variant: u8,
) -> Vec<String> {
    let source = std::fs::read_to_string(dir(target, "asm").join(name)).unwrap();
    let golden = std::fs::read_to_string(dir(target, goldens).join(format!("{name}.out"))).unwrap();
    let options = AsmOptions { show_encoding: true, output_variant: variant, ..Default::default() };
    let asm = assemble_with_features(tables, &source, options, file_features(tables, &source));
    let mut out: Vec<String> = asm.errors.iter().map(|e| e.render(name)).collect();
    if !out.is_empty() {
        return out;
    }
    for (ours, theirs) in asm.listing.lines().zip(golden.lines()) {
        if ours != theirs {
            out.push(format!("{name}:\n  tdc:     {ours}\n  llvm-mc: {theirs}"));
        }
    }
    let (a, b) = (asm.listing.lines().count(), golden.lines().count());
    if a != b {
        out.push(format!("{name}: {a} lines, golden has {b}"));
    }
    out
}

/// Every file of `supported` must match; returns the number of distinct
/// instruction lines they hold (lines starting with `comment` do not count).
pub fn check_supported(tables: &'static TargetTables, target: &str, supported: &[&str], comment: &str) -> usize {
    let mut failures = Vec::new();
    let mut distinct = BTreeSet::new();
    for name in supported {
        failures.extend(listing_differences(tables, target, name));
        let source = std::fs::read_to_string(dir(target, "asm").join(name)).unwrap();
        distinct.extend(
            source.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with(comment)).map(String::from),
        );
    }
    assert!(failures.is_empty(), "{} differences:\n{}", failures.len(), failures.join("\n"));
    distinct.len()
}

/// The supported and pending lists name every corpus file, once.
pub fn check_every_file_listed(target: &str, supported: &[&str], pending: &[&str]) {
    let on_disk: BTreeSet<String> = std::fs::read_dir(dir(target, "asm"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".s"))
        .collect();
    let listed: BTreeSet<String> = supported.iter().chain(pending).map(|s| s.to_string()).collect();
    assert_eq!(on_disk, listed);
    assert_eq!(listed.len(), supported.len() + pending.len(), "a file is listed twice");
}

/// How far each file is, for `--ignored --nocapture` runs.
pub fn report(tables: &'static TargetTables, target: &str, files: &[&str]) {
    for name in files {
        let d = listing_differences(tables, target, name);
        eprintln!("{name}: {} differences", d.len());
        for x in d.iter().take(8) {
            eprintln!("{x}");
        }
    }
}

fn list(target: &str, file: &str) -> BTreeSet<String> {
    std::fs::read_to_string(dir(target, "invalid").join(file))
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.trim().to_string())
        .collect()
}

/// Each invalid file's name, tdc's rendered errors (`None` if accepted) and llvm-mc's stderr.
pub fn invalid_outcomes(tables: &'static TargetTables, target: &str) -> Vec<(String, Option<String>, String)> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir(target, "invalid"))
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
            let golden = std::fs::read_to_string(dir(target, "invalid/goldens").join(format!("{name}.err"))).unwrap();
            let asm = assemble_with_features(tables, &source, AsmOptions::default(), file_features(tables, &source));
            let rendered: String = asm.errors.iter().map(|e| e.render(&name)).collect();
            (name, (!asm.errors.is_empty()).then_some(rendered), golden)
        })
        .collect()
}

/// Every invalid file is rejected with llvm-mc's exact stderr, except those
/// in `known-differences.txt` (rejected otherwise) and
/// `not-yet-rejected.txt` (accepted); both lists must stay exact. Returns
/// how many files match llvm-mc.
pub fn check_invalid(tables: &'static TargetTables, target: &str, min_files: usize) -> usize {
    let (known, pending) = (list(target, "known-differences.txt"), list(target, "not-yet-rejected.txt"));
    let mut failures = Vec::new();
    let results = invalid_outcomes(tables, target);
    for (name, rendered, golden) in &results {
        match rendered {
            None if !pending.contains(name) => failures.push(format!("{name}: accepted")),
            None if known.contains(name) => failures.push(format!("{name}: accepted, but in known-differences.txt")),
            Some(_) if pending.contains(name) => {
                failures.push(format!("{name}: rejected now, remove it from not-yet-rejected.txt"))
            }
            Some(r) if (r == golden) == known.contains(name) => failures.push(format!(
                "{name}: listed as different: {}\n  tdc:     {r}  llvm-mc: {golden}",
                known.contains(name)
            )),
            _ => {}
        }
    }
    let matching = results.iter().filter(|(_, r, g)| r.as_ref() == Some(g)).count();
    eprintln!("{matching} of {} invalid files match llvm-mc", results.len());
    assert!(results.len() >= min_files);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    matching
}

/// Each invalid file's outcome, for `--ignored --nocapture` runs.
pub fn invalid_report(tables: &'static TargetTables, target: &str) {
    for (name, rendered, golden) in invalid_outcomes(tables, target) {
        match rendered {
            None => eprintln!("accepted {name}"),
            Some(r) if r != golden => eprintln!("differs {name}\n  tdc:     {r}  llvm-mc: {golden}"),
            Some(_) => eprintln!("matches {name}"),
        }
    }
}

/// tdc's object for `source` (with the features its `mattr:` header
/// names), or its rendered errors.
pub fn object_of(tables: &'static TargetTables, source: &str) -> Result<Vec<u8>, String> {
    match assemble_object_with_features(tables, source, AsmOptions::default(), file_features(tables, source)) {
        (_, Some(bytes)) => Ok(bytes),
        (asm, None) => Err(asm.errors.iter().map(|e| e.render("<source>")).collect()),
    }
}

/// tdc's object of every `objects/*.s` is llvm-mc's `objects/goldens/*.o`.
pub fn check_objects(tables: &'static TargetTables, target: &str, min_sources: usize) {
    check_objects_in(tables, target, "objects/goldens", min_sources);
}

/// tdc's object of every `objects/*.s` is llvm-mc's `<goldens>/*.o`.
#[allow(dead_code)]
pub fn check_objects_in(tables: &'static TargetTables, target: &str, goldens: &str, min_sources: usize) {
    let mut sources: Vec<PathBuf> = std::fs::read_dir(dir(target, "objects"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "s"))
        .collect();
    sources.sort();
    assert!(sources.len() >= min_sources, "the object sources are missing");
    for path in sources {
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        let ours =
            object_of(tables, &std::fs::read_to_string(&path).unwrap()).unwrap_or_else(|e| panic!("{stem}: {e}"));
        let golden = std::fs::read(dir(target, goldens).join(format!("{stem}.o"))).unwrap();
        if ours != golden {
            let at = ours.iter().zip(&golden).position(|(a, b)| a != b).unwrap_or(ours.len().min(golden.len()));
            panic!("{stem}.o differs from llvm-mc's at byte {at:#x} (sizes {} and {})", ours.len(), golden.len());
        }
    }
}
