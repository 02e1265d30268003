//! The project file: `tdc.toml` at the workspace root names the include
//! directories (relative to the root), as `-I` does on the command line:
//!
//! ```toml
//! include_dirs = ["targets/include", "third_party/td"]
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
        if key != "include_dirs" {
            config.problems.push(problem(
                text,
                at,
                &format!("unknown setting `{key}` (the settings are: include_dirs)"),
            ));
            continue;
        }
        let dirs = value.as_array().map(|a| a.iter().map(|d| d.as_str()).collect::<Option<Vec<&str>>>());
        match dirs {
            Some(Some(dirs)) => config.include_dirs = dirs.into_iter().map(|d| root.join(d)).collect(),
            _ => config.problems.push(problem(text, at, "`include_dirs` must be a list of strings")),
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
    fn problems_point_at_the_setting() {
        let c = parse(Path::new("/p"), "# x\ninclude_dirs = 3\nother = 1\n");
        let at: Vec<(u32, u32)> = c.problems.iter().map(|d| (d.range.start.line, d.range.start.character)).collect();
        assert_eq!(at, vec![(1, 0), (2, 0)]);
        let broken = parse(Path::new("/p"), "include_dirs = [\n");
        assert_eq!(broken.problems.len(), 1);
    }
}
