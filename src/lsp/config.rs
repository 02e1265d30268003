//! The project file: `tdc.toml` at the workspace root names the include
//! directories (relative to the root), as `-I` does on the command line;
//! the descriptions a file included by several is evaluated through first;
//! and MLIR's compilation database, where it is not at the root or in a
//! `build*` directory:
//!
//! ```toml
//! include_dirs = ["targets/include", "third_party/td"]
//! roots = ["lib/Target/X86/X86.td"]
//! compile_commands = "out/tablegen_compile_commands.yml"
//! ```

use lsp_types::{Diagnostic, DiagnosticSeverity, NumberOrString, Range};
use std::path::{Path, PathBuf};
use tdc_dsl::diag::codes;

/// The project file's name.
pub const FILE_NAME: &str = "tdc.toml";

/// A project's settings, and what was wrong with its file.
#[derive(Default)]
pub struct Config {
    pub include_dirs: Vec<PathBuf>,
    /// Preferred roots, in order, resolved against the workspace root.
    pub roots: Vec<PathBuf>,
    /// The compilation database's path, resolved against the root.
    pub compile_commands: Option<PathBuf>,
    pub problems: Vec<Diagnostic>,
}

/// Reads `root/tdc.toml`; no file means no settings.
pub fn load(root: &Path) -> Config {
    match std::fs::read_to_string(root.join(FILE_NAME)) {
        Ok(text) => parse(root, &text),
        Err(_) => Config::default(),
    }
}

/// The settings in `text`, with include directories resolved against `root`.
pub fn parse(root: &Path, text: &str) -> Config {
    let mut config = Config::default();
    let table = match text.parse::<toml::Table>() {
        Ok(t) => t,
        Err(e) => {
            let span = e.span().unwrap_or(0..0);
            config.problems.push(problem(text, span, e.message()));
            return config;
        }
    };
    for (key, value) in &table {
        let at = text.find(key.as_str()).map_or(0..0, |i| i..i + key.len());
        let paths = || value.as_array().and_then(|a| a.iter().map(|d| d.as_str().map(|d| root.join(d))).collect());
        match key.as_str() {
            "include_dirs" => match paths() {
                Some(dirs) => config.include_dirs = dirs,
                None => config.problems.push(problem(text, at, "`include_dirs` must be a list of strings")),
            },
            "roots" => match paths() {
                Some(roots) => config.roots = roots,
                None => config.problems.push(problem(text, at, "`roots` must be a list of strings")),
            },
            "compile_commands" => match value.as_str() {
                Some(path) => config.compile_commands = Some(root.join(path)),
                None => config.problems.push(problem(text, at, "`compile_commands` must be a string")),
            },
            _ => config.problems.push(problem(
                text,
                at,
                &format!("unknown setting `{key}` (the settings are: include_dirs, roots, compile_commands)"),
            )),
        }
    }
    config
}

fn problem(text: &str, span: std::ops::Range<usize>, message: &str) -> Diagnostic {
    let position = |offset: usize| super::navigate::position_of(text, offset);
    Diagnostic {
        range: Range { start: position(span.start), end: position(span.end) },
        severity: Some(DiagnosticSeverity::ERROR),
        code: Some(NumberOrString::String(codes::CONFIG.to_string())),
        source: Some("tdc".into()),
        message: message.to_string(),
        ..Diagnostic::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn include_dirs_resolve_against_the_root() {
        let c = parse(Path::new("/p"), "include_dirs = [\"a\", \"/b\"]\n");
        assert_eq!(c.include_dirs, vec![PathBuf::from("/p/a"), PathBuf::from("/b")]);
        assert!(c.problems.is_empty());
    }

    #[test]
    fn roots_and_the_database_resolve_against_the_root() {
        let c = parse(Path::new("/p"), "roots = [\"X86.td\"]\ncompile_commands = \"b/db.yml\"\n");
        assert_eq!(c.roots, vec![PathBuf::from("/p/X86.td")]);
        assert_eq!(c.compile_commands, Some(PathBuf::from("/p/b/db.yml")));
        assert!(c.problems.is_empty());
        assert_eq!(parse(Path::new("/p"), "roots = \"X86.td\"\n").problems.len(), 1);
    }

    #[test]
    fn problems_point_at_the_setting() {
        let c = parse(Path::new("/p"), "# x\ninclude_dirs = 3\nother = 1\n");
        let at: Vec<(u32, u32)> = c.problems.iter().map(|d| (d.range.start.line, d.range.start.character)).collect();
        assert_eq!(at, vec![(1, 0), (2, 0)]);
        let broken = parse(Path::new("/p"), "include_dirs = [\n");
        assert_eq!(broken.problems.len(), 1);
    }
}
