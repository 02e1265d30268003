//! Parsing that reuses the statements of earlier runs (for an editor, which
//! evaluates the whole file again after every keystroke).
//!
//! A buffer is cut into chunks at lines that surely start a top-level
//! statement; a chunk whose text was parsed before is not parsed again,
//! its statements are copied and moved to where the text now is. When any
//! chunk fails to parse, the whole buffer is parsed as usual, so errors
//! are exactly those of [`super::parse_unit`].

use super::ast::{SourceUnit, Stmt};
use super::parser::{check_nesting, parse_statements};
use super::relocate::Move;
use crate::diag::Diagnostic;
use crate::source::FileId;
use rustc_hash::FxHashMap;
use std::collections::HashMap;
use std::sync::Mutex;

/// Statements not reused for this many runs are forgotten.
const KEEP_RUNS: u64 = 8;

/// Parsed chunks by their text, shared by the runs of one editor session.
#[derive(Default)]
pub struct ParseCache {
    state: Mutex<State>,
}

#[derive(Default)]
struct State {
    chunks: FxHashMap<Box<str>, Chunk>,
    /// The current run, counted by [`ParseCache::end_run`].
    run: u64,
    /// Chunks reused so far.
    reused: u64,
}

/// A chunk's statements as they were parsed.
struct Chunk {
    base: usize,
    stmts: Vec<Stmt>,
    last_used: u64,
}

impl std::fmt::Debug for ParseCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let chunks = self.state.lock().map(|s| s.chunks.len()).unwrap_or(0);
        f.debug_struct("ParseCache").field("chunks", &chunks).finish()
    }
}

impl ParseCache {
    /// Parses a preprocessed buffer, as [`super::parse_unit`] does.
    pub fn parse(
        &self,
        file: FileId,
        text: &str,
        includes: &HashMap<u32, FileId>,
    ) -> Result<SourceUnit, Vec<Diagnostic>> {
        if let Some(d) = check_nesting(file, text) {
            return Err(vec![d]);
        }
        let starts = statement_starts(text);
        let mut items = Vec::new();
        for (i, &start) in starts.iter().enumerate() {
            let end = starts.get(i + 1).copied().unwrap_or(text.len());
            match self.chunk(file, &text[start..end], start, includes) {
                Some(stmts) => items.extend(stmts),
                None => return super::parse_unit(file, text, includes),
            }
        }
        Ok(SourceUnit { file, items })
    }

    /// The statements of one chunk at `base`, from the cache or parsed;
    /// `None` when it does not parse on its own.
    fn chunk(&self, file: FileId, text: &str, base: usize, includes: &HashMap<u32, FileId>) -> Option<Vec<Stmt>> {
        if let Ok(mut state) = self.state.lock() {
            let run = state.run;
            if let Some(chunk) = state.chunks.get_mut(text) {
                chunk.last_used = run;
                let mut stmts = chunk.stmts.clone();
                Move { file, delta: base as i64 - chunk.base as i64 }.stmts(&mut stmts);
                state.reused += 1;
                return Some(stmts);
            }
        }
        let stmts = parse_statements(file, text, base, includes).ok()?;
        // An include names a buffer of this run only.
        if !text.contains("include") {
            if let Ok(mut state) = self.state.lock() {
                let last_used = state.run;
                state.chunks.insert(text.into(), Chunk { base, stmts: stmts.clone(), last_used });
            }
        }
        Some(stmts)
    }

    /// How many chunks were reused instead of parsed.
    pub fn reused(&self) -> u64 {
        self.state.lock().map_or(0, |s| s.reused)
    }

    /// Ends a run: forgets the chunks that recent runs did not use.
    pub fn end_run(&self) {
        if let Ok(mut state) = self.state.lock() {
            let run = state.run;
            state.chunks.retain(|_, c| c.last_used + KEEP_RUNS > run);
            state.run += 1;
        }
    }
}

/// The keywords that begin a top-level statement.
const STATEMENT_KEYWORDS: [&str; 13] = [
    "assert",
    "class",
    "def",
    "defm",
    "defset",
    "deftype",
    "defvar",
    "dump",
    "foreach",
    "if",
    "include",
    "let",
    "multiclass",
];

/// Byte offsets of the chunks of `text`: 0, then every line that starts
/// (in its first column, outside brackets) with a statement keyword right
/// after a `;` or `}` (so it cannot continue the statement before it, as
/// an `else` or the body of a `let ... in` would).
pub fn statement_starts(text: &str) -> Vec<usize> {
    let b = text.as_bytes();
    let mut starts = vec![0];
    let mut depth = 0usize;
    let mut last = 0u8;
    let mut line_start = 0;
    let mut i = 0;
    while i < b.len() {
        if i == line_start && i > 0 && depth == 0 && matches!(last, b';' | b'}') && starts_keyword(&b[i..]) {
            starts.push(i);
        }
        let c = b[i];
        match c {
            b'\n' => {
                line_start = i + 1;
                i += 1;
                continue;
            }
            b' ' | b'\t' | b'\r' => {}
            b'/' if b.get(i + 1) == Some(&b'/') => {
                i = skip_to_line_end(b, i);
                continue;
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i = block_comment_end(b, i);
                continue;
            }
            b'"' => {
                i = skip_string(b, i);
                last = b'"';
                continue;
            }
            b'[' if b.get(i + 1) == Some(&b'{') => {
                i = skip_code(b, i);
                last = b']';
                continue;
            }
            b'(' | b'[' | b'{' => {
                depth += 1;
                last = c;
            }
            b')' | b']' | b'}' => {
                depth = depth.saturating_sub(1);
                last = c;
            }
            _ => last = c,
        }
        i += 1;
    }
    starts
}

fn starts_keyword(rest: &[u8]) -> bool {
    STATEMENT_KEYWORDS.iter().any(|k| {
        rest.starts_with(k.as_bytes()) && !rest.get(k.len()).is_some_and(|&c| c.is_ascii_alphanumeric() || c == b'_')
    })
}

/// The offset of the newline ending the line at `i` (or the end).
fn skip_to_line_end(b: &[u8], i: usize) -> usize {
    b[i..].iter().position(|&c| c == b'\n').map_or(b.len(), |n| i + n)
}

/// The end of a (nested) block comment starting at `i` (the end of the
/// text when it is not closed). The language server's lexer uses it too.
pub fn block_comment_end(b: &[u8], mut i: usize) -> usize {
    let mut depth = 0usize;
    while i < b.len() {
        if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
            depth += 1;
            i += 2;
        } else if b[i] == b'*' && b.get(i + 1) == Some(&b'/') {
            depth -= 1;
            i += 2;
            if depth == 0 {
                return i;
            }
        } else {
            i += 1;
        }
    }
    b.len()
}

/// Past a string literal starting at `i` (it cannot span lines).
fn skip_string(b: &[u8], mut i: usize) -> usize {
    i += 1;
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            b'"' => return i + 1,
            b'\n' => return i,
            _ => i += 1,
        }
    }
    b.len()
}

/// Past a `[{ ... }]` code block starting at `i`.
fn skip_code(b: &[u8], i: usize) -> usize {
    b[i + 2..].windows(2).position(|w| w == b"}]").map_or(b.len(), |n| i + 2 + n + 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chunks(text: &str) -> Vec<&str> {
        let starts = statement_starts(text);
        starts.iter().enumerate().map(|(i, &s)| &text[s..starts.get(i + 1).copied().unwrap_or(text.len())]).collect()
    }

    #[test]
    fn cuts_only_where_a_statement_surely_starts() {
        let text = "class A { int x = 1; }\ndef B : A;\nlet x = 2 in\ndef C : A;\nif 1 then\ndef D : A;\nelse\ndef E : A;\n  def F : A;\ndef G { string s = \"{\"; }\ndef H : A;\n";
        assert_eq!(
            chunks(text),
            [
                "class A { int x = 1; }\n",
                "def B : A;\n",
                "let x = 2 in\ndef C : A;\n",
                "if 1 then\ndef D : A;\nelse\ndef E : A;\n  def F : A;\n",
                "def G { string s = \"{\"; }\n",
                "def H : A;\n"
            ]
        );
    }

    #[test]
    fn comments_and_code_hide_their_brackets() {
        let text = "def A { code c = [{ { }]; }\ndef B;\n/* { */\ndef C;\n// (\ndef D;\n";
        assert_eq!(chunks(text), ["def A { code c = [{ { }]; }\n", "def B;\n/* { */\n", "def C;\n// (\n", "def D;\n"]);
    }

    /// The spans, file ids and values of a reused parse equal a fresh one.
    #[test]
    fn reused_statements_equal_a_fresh_parse() {
        let cache = ParseCache::default();
        let includes = HashMap::new();
        let text =
            "class R<string n> { string Name = n; bits<4> E; list<int> L = [1, 2]; dag D = (ops R:$a, (x 1)); }\n\
                    def X : R<\"x\"> { let E{3-0} = 0b1010; }\n\
                    foreach i = 0...3 in def Y#i : R<!strconcat(\"y\", !cast<string>(i))>;\n\
                    multiclass M<int a> { def _a : R<\"m\">; }\ndefm Z : M<1>;\n";
        let fresh =
            |t: &str, file| format!("{:?}", super::super::parse_unit(FileId(file), t, &includes).map_err(|_| ()));
        let reused = |t: &str, file| format!("{:?}", cache.parse(FileId(file), t, &includes).map_err(|_| ()));
        assert_eq!(reused(text, 0), fresh(text, 0));
        cache.end_run();
        // The same statements, moved down and into another buffer.
        let moved = format!("// a new first line\n{text}");
        assert_eq!(reused(&moved, 3), fresh(&moved, 3));
        let broken = format!("{text}def W : R<;\n");
        assert_eq!(reused(&broken, 0), fresh(&broken, 0));
    }
}
