//! MLIR's TableGen compilation database, `tablegen_compile_commands.yml`,
//! which LLVM's CMake writes into the build directory and the MLIR TableGen
//! language server reads: one YAML document per `.td` file the build runs
//! tblgen on, with the include directories of that run.
//!
//! ```yaml
//! --- !FileInfo:
//!   filepath: "/src/mlir/include/mlir/Dialect/Arith/IR/ArithOps.td"
//!   includes: "/src/mlir/include/mlir/Dialect/Arith/IR;/src/mlir/include"
//! ```
//!
//! CMake writes each entry in that one form (two keys, double-quoted
//! values, `;`-separated directories), so a line reader takes it whole;
//! a YAML library would be a dependency for two keys.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// The database's file name.
pub const FILE_NAME: &str = "tablegen_compile_commands.yml";

/// The entries of a database: each file's include directories.
#[derive(Default)]
pub struct Database {
    /// Include directories by the file's canonical path (as written when
    /// the file does not exist here).
    entries: HashMap<PathBuf, Vec<PathBuf>>,
}

impl Database {
    /// The database at `configured` (relative to `root`) or, unnamed, the
    /// first found at the root or in a `build*` directory directly under
    /// it; empty when there is none.
    pub fn find(root: &Path, configured: Option<&Path>) -> Database {
        let path = match configured {
            Some(p) => Some(root.join(p)),
            None => candidates(root).into_iter().find(|p| p.is_file()),
        };
        path.and_then(|p| std::fs::read_to_string(p).ok()).map(|text| Database::parse(&text)).unwrap_or_default()
    }

    /// The entries of a database's text. Lines outside the two keys are
    /// passed over; a document without a file path adds nothing.
    pub fn parse(text: &str) -> Database {
        let mut database = Database::default();
        let mut file: Option<PathBuf> = None;
        let mut includes: Vec<PathBuf> = Vec::new();
        let mut flush = |file: &mut Option<PathBuf>, includes: &mut Vec<PathBuf>| {
            if let Some(f) = file.take() {
                let key = std::fs::canonicalize(&f).unwrap_or(f);
                database.entries.entry(key).or_default().append(includes);
            }
            includes.clear();
        };
        for line in text.lines() {
            let line = line.trim();
            if line.starts_with("---") {
                flush(&mut file, &mut includes);
            } else if let Some(value) = line.strip_prefix("filepath:") {
                if file.is_some() {
                    flush(&mut file, &mut includes);
                }
                file = Some(PathBuf::from(unquote(value)));
            } else if let Some(value) = line.strip_prefix("includes:") {
                let value = unquote(value);
                includes.extend(value.split(';').filter(|d| !d.is_empty()).map(PathBuf::from));
            }
        }
        flush(&mut file, &mut includes);
        database
    }

    /// The include directories of `file` (canonical), when it has an entry.
    pub fn includes_of(&self, file: &Path) -> Option<&[PathBuf]> {
        self.entries.get(file).map(Vec::as_slice)
    }

    /// Every include directory of every entry, each once, in a stable order.
    pub fn all_include_dirs(&self) -> Vec<PathBuf> {
        let mut dirs: Vec<PathBuf> = self.entries.values().flatten().cloned().collect();
        dirs.sort();
        dirs.dedup();
        dirs
    }

    /// Whether `file` (canonical) has an entry: the build runs tblgen on it.
    pub fn contains(&self, file: &Path) -> bool {
        self.entries.contains_key(file)
    }
}

/// Where a database is looked for when the project file names none.
fn candidates(root: &Path) -> Vec<PathBuf> {
    let mut builds: Vec<PathBuf> = std::fs::read_dir(root)
        .map(|entries| {
            entries
                .flatten()
                .filter(|e| e.file_name().to_string_lossy().starts_with("build"))
                .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
                .map(|e| e.path().join(FILE_NAME))
                .collect()
        })
        .unwrap_or_default();
    builds.sort();
    std::iter::once(root.join(FILE_NAME)).chain(builds).collect()
}

/// A YAML scalar as CMake writes it: double-quoted with `\"` and `\\`
/// escapes, or plain.
fn unquote(value: &str) -> String {
    let value = value.trim();
    match value.strip_prefix('"').and_then(|v| v.strip_suffix('"')) {
        Some(inner) => {
            let mut out = String::with_capacity(inner.len());
            let mut chars = inner.chars();
            while let Some(c) = chars.next() {
                match c {
                    '\\' => out.extend(chars.next()),
                    c => out.push(c),
                }
            }
            out
        }
        None => value.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_pair_each_file_with_its_includes() {
        let text = "--- !FileInfo:\n  filepath: \"/no/such/a.td\"\n  includes: \"/no/inc;/no/other;\"\n\
                    --- !FileInfo:\n  filepath: \"/no/such/b.td\"\n  includes: \"\"\n";
        let db = Database::parse(text);
        let a = db.includes_of(Path::new("/no/such/a.td")).expect("a's entry");
        assert_eq!(a, [PathBuf::from("/no/inc"), PathBuf::from("/no/other")]);
        assert_eq!(db.includes_of(Path::new("/no/such/b.td")), Some(&[][..]));
        assert!(!db.contains(Path::new("/no/such/c.td")));
        assert_eq!(db.all_include_dirs().len(), 2);
    }

    #[test]
    fn quoted_values_keep_escaped_characters() {
        assert_eq!(unquote(" \"C:\\\\td\\\"x\" "), "C:\\td\"x");
        assert_eq!(unquote(" plain "), "plain");
    }

    #[test]
    fn a_file_repeated_gathers_its_includes() {
        let text = "---\nfilepath: /no/a.td\nincludes: /x\n---\nfilepath: /no/a.td\nincludes: /y\n";
        let db = Database::parse(text);
        assert_eq!(db.includes_of(Path::new("/no/a.td")).map(<[PathBuf]>::len), Some(2));
    }
}
