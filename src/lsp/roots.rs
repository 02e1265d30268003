//! Which descriptions include a file. A file that is only ever included
//! (`X86InstrArith.td`) means nothing alone: its classes come from files
//! its includer read first. The server scans the workspace's `.td` files
//! for `include` directives once, keeps the graph current with the open
//! documents' text, and evaluates an included file through its root.

use super::lexer::{tokens, TokenKind};
use std::collections::{BTreeSet, HashMap, HashSet};
use std::path::{Path, PathBuf};

/// `.td` files scanned at most, and directory entries looked at at most:
/// a workspace opened at `/` must not stall the server (a file left out is
/// evaluated alone).
const MAX_FILES: usize = 50_000;
const MAX_ENTRIES: usize = 1_000_000;

/// Directory depth scanned at most.
const MAX_DEPTH: usize = 32;

/// Files larger than this are not read for includes.
const MAX_FILE_BYTES: u64 = 64 << 20;

/// The include graph of a workspace, by canonical path.
#[derive(Default)]
pub struct IncludeGraph {
    /// What each scanned file includes.
    includes: HashMap<PathBuf, Vec<PathBuf>>,
    /// Who includes each file.
    includers: HashMap<PathBuf, BTreeSet<PathBuf>>,
}

impl IncludeGraph {
    /// Scans every `.td` file under `workspace` (hidden directories and
    /// `target` left out), resolving includes as the frontend does.
    pub fn scan(workspace: &Path, include_dirs: &[PathBuf]) -> IncludeGraph {
        let mut graph = IncludeGraph::default();
        let mut files = Vec::new();
        collect_td_files(workspace, 0, &mut 0, &mut files);
        for file in files {
            let Ok(text) = std::fs::read_to_string(&file) else { continue };
            graph.set_text(&file, &text, include_dirs);
        }
        graph
    }

    /// Records `text` as the contents of `file` (canonical), replacing
    /// what it included before.
    pub fn set_text(&mut self, file: &Path, text: &str, include_dirs: &[PathBuf]) {
        let dir = file.parent().unwrap_or(Path::new("."));
        let resolved: Vec<PathBuf> =
            include_names(text).iter().filter_map(|name| resolve(dir, name, include_dirs)).collect();
        for old in self.includes.remove(file).unwrap_or_default() {
            if let Some(set) = self.includers.get_mut(&old) {
                set.remove(file);
            }
        }
        for child in &resolved {
            self.includers.entry(child.clone()).or_default().insert(file.to_path_buf());
        }
        self.includes.insert(file.to_path_buf(), resolved);
    }

    /// The descriptions `file` is evaluated through: the files that include
    /// it, directly or not, and are included by nothing; nearest first
    /// (most leading path components shared with `file`), then by path.
    /// Empty when nothing includes `file` (it is its own root).
    pub fn roots_of(&self, file: &Path) -> Vec<PathBuf> {
        let is_root = |f: &PathBuf| self.includers.get(f).is_none_or(BTreeSet::is_empty);
        self.includers_of(file).into_iter().filter(is_root).collect()
    }

    /// Every file that includes `file`, directly or not, nearest first as
    /// in [`IncludeGraph::roots_of`].
    pub fn includers_of(&self, file: &Path) -> Vec<PathBuf> {
        let mut seen = HashSet::from([file.to_path_buf()]);
        let mut queue = vec![file.to_path_buf()];
        let mut found = Vec::new();
        while let Some(f) = queue.pop() {
            for p in self.includers.get(&f).into_iter().flatten() {
                if seen.insert(p.clone()) {
                    queue.push(p.clone());
                    found.push(p.clone());
                }
            }
        }
        let shared = |r: &PathBuf| r.components().zip(file.components()).take_while(|(a, b)| a == b).count();
        found.sort_by(|a, b| shared(b).cmp(&shared(a)).then_with(|| a.cmp(b)));
        found
    }
}

/// The names in `include "name"` directives of `text`, comments skipped.
fn include_names(text: &str) -> Vec<String> {
    let tokens = tokens(text);
    let word = |i: usize| &text[tokens[i].start..tokens[i].end];
    (1..tokens.len())
        .filter(|&i| tokens[i].kind == TokenKind::Str && tokens[i - 1].kind == TokenKind::Keyword)
        .filter(|&i| word(i - 1) == "include")
        .filter_map(|i| {
            let quoted = word(i);
            quoted.strip_prefix('"')?.strip_suffix('"').map(str::to_string)
        })
        .collect()
}

/// Where an include of `name` from a file in `dir` finds its file, as the
/// frontend looks: beside the includer first, then the include directories.
fn resolve(dir: &Path, name: &str, include_dirs: &[PathBuf]) -> Option<PathBuf> {
    std::iter::once(dir)
        .chain(include_dirs.iter().map(PathBuf::as_path))
        .map(|d| d.join(name))
        .find(|p| p.is_file())
        .and_then(|p| std::fs::canonicalize(p).ok())
}

fn collect_td_files(dir: &Path, depth: usize, seen: &mut usize, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<_> = entries.take(MAX_ENTRIES.saturating_sub(*seen)).flatten().collect();
    *seen += entries.len();
    entries.sort_by_key(|e| e.file_name());
    for entry in entries {
        if out.len() >= MAX_FILES || *seen >= MAX_ENTRIES {
            return;
        }
        let name = entry.file_name();
        let name = name.to_string_lossy();
        // `file_type` does not follow symbolic links: no loops.
        let Ok(kind) = entry.file_type() else { continue };
        if kind.is_dir() && depth < MAX_DEPTH && !name.starts_with('.') && name != "target" {
            collect_td_files(&entry.path(), depth + 1, seen, out);
        } else if kind.is_file() && name.ends_with(".td") {
            let small = entry.metadata().is_ok_and(|m| m.len() <= MAX_FILE_BYTES);
            if let (true, Ok(path)) = (small, std::fs::canonicalize(entry.path())) {
                out.push(path);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn include_names_skip_comments_and_other_strings() {
        let text = "include \"a.td\"\n// include \"b.td\"\n/* include \"c.td\" */\ndef X { string s = \"d.td\"; }\n  include   \"e/f.td\"\n";
        assert_eq!(include_names(text), ["a.td", "e/f.td"]);
    }

    #[test]
    fn roots_are_the_files_nothing_includes_nearest_first() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().canonicalize().unwrap();
        let write = |name: &str, text: &str| {
            let path = root.join(name);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        };
        write("inc/lib.td", "class L;\n");
        write("t/Main.td", "include \"lib.td\"\ninclude \"Part.td\"\n");
        write("t/Part.td", "include \"Leaf.td\"\n");
        write("t/Leaf.td", "def X : L;\n");
        write("u/Other.td", "include \"lib.td\"\n");
        write("cycle/A.td", "include \"B.td\"\n");
        write("cycle/B.td", "include \"A.td\"\n");
        let mut graph = IncludeGraph::scan(&root, &[root.join("inc")]);
        assert_eq!(graph.roots_of(&root.join("t/Leaf.td")), [root.join("t/Main.td")]);
        assert_eq!(graph.roots_of(&root.join("inc/lib.td")), [root.join("t/Main.td"), root.join("u/Other.td")]);
        assert!(graph.roots_of(&root.join("t/Main.td")).is_empty());
        assert_eq!(graph.includers_of(&root.join("t/Leaf.td")), [root.join("t/Main.td"), root.join("t/Part.td")]);
        assert!(graph.roots_of(&root.join("cycle/A.td")).is_empty(), "a cycle has no root");

        // An edit that drops the include: the leaf is its own root again.
        graph.set_text(&root.join("t/Part.td"), "// nothing\n", &[]);
        assert!(graph.roots_of(&root.join("t/Leaf.td")).is_empty());
    }
}
