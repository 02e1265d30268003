//! Shared helpers for the corpus tests: header arguments and running tdc.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use tdc_dsl::Options;

/// The arguments a corpus file asks for (`// tdc-args: ...`), resolved
/// against the corpus directory, which is also the working directory.
pub fn options_for(dir: &Path, text: &str) -> Options {
    let mut opts = Options { working_dir: Some(dir.to_path_buf()), ..Options::default() };
    let Some(line) = text.lines().find_map(|l| l.trim_start().strip_prefix("// tdc-args:")) else { return opts };
    let mut words = line.split_whitespace();
    while let Some(w) = words.next() {
        match w {
            "--no-warn-on-unused-template-args" => {
                opts.no_warn_unused_template_args = true;
                continue;
            }
            // Flags of the command line (output files, timing) that do
            // not change what is evaluated.
            "--time-phases" | "--write-if-changed" | "--null-backend" => continue,
            _ => {}
        }
        let (flag, rest) = w.split_at(2.min(w.len()));
        let value = if rest.is_empty() { words.next().unwrap_or_default().to_string() } else { rest.to_string() };
        match flag {
            "-I" => opts.include_dirs.push(PathBuf::from(value)),
            "-D" => opts.macros.push(value),
            _ => panic!("unsupported tdc-args flag {w}"),
        }
    }
    opts
}

/// The `.td` files directly in a directory, sorted.
pub fn corpus(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("corpus directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().map(|e| e == "td").unwrap_or(false))
        .collect();
    files.sort();
    files
}

/// Every `.td` file under a directory, its subdirectories included, in
/// the order the file system lists them.
pub fn td_files_under(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            td_files_under(&path, out);
        } else if path.extension().is_some_and(|e| e == "td") {
            out.push(path);
        }
    }
}

/// Runs work on a thread with a large stack, as the CLI does.
pub fn with_big_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new().stack_size(256 << 20).spawn(f).expect("spawn").join().expect("worker panicked")
}

/// The first differing line of two texts, for failure messages.
pub fn first_difference(expected: &str, actual: &str) -> String {
    for (i, (e, a)) in expected.lines().zip(actual.lines()).enumerate() {
        if e != a {
            return format!("line {}:\n  expected: {e}\n  actual:   {a}", i + 1);
        }
    }
    format!("lengths differ: expected {} lines, got {}", expected.lines().count(), actual.lines().count())
}
