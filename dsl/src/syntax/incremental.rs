//! Parsing that reuses the statements of earlier runs (for an editor, which
//! evaluates the whole file again after every keystroke).
//!
//! A buffer is cut into chunks at lines that surely start a top-level
//! statement; a chunk whose text was parsed before is not parsed again,
//! its statements are copied and moved to where the text now is. When any
//! chunk fails to parse, the whole buffer is parsed as usual, so errors
//! are exactly those of [`super::parse_unit`].

use super::ast::{SourceUnit, Stmt};
use super::lexer::{Tok, Token, Tokens};
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
    /// Parses a buffer's text, as [`super::parse_unit`] does.
    pub fn parse(
        &self,
        file: FileId,
        text: &str,
        includes: &HashMap<u32, FileId>,
    ) -> Result<SourceUnit, Vec<Diagnostic>> {
        self.parse_tokens(file, text, &super::lexer::lex_all(file, text), includes)
    }

    /// Parses a buffer's tokens, as [`super::parser::parse_tokens`] does.
    pub fn parse_tokens(
        &self,
        file: FileId,
        text: &str,
        tokens: &Tokens,
        includes: &HashMap<u32, FileId>,
    ) -> Result<SourceUnit, Vec<Diagnostic>> {
        if !tokens.errors.is_empty() {
            return Err(tokens.errors.clone());
        }
        if let Some(d) = check_nesting(file, &tokens.list) {
            return Err(vec![d]);
        }
        let list = &tokens.list;
        let starts = statement_starts(text, list);
        let mut items = Vec::new();
        for (i, &start) in starts.iter().enumerate() {
            let end = starts.get(i + 1).copied().unwrap_or(list.len());
            match self.chunk(file, text, &list[start..end], includes) {
                Some(stmts) => items.extend(stmts),
                None => return super::parser::parse_tokens(file, text, tokens, includes),
            }
        }
        Ok(SourceUnit { file, items, keys: Vec::new(), relative_keys: Vec::new(), idents: Vec::new() })
    }

    /// The statements of one chunk of tokens, from the cache or parsed;
    /// `None` when it does not parse on its own.
    fn chunk(&self, file: FileId, text: &str, tokens: &[Token], includes: &HashMap<u32, FileId>) -> Option<Vec<Stmt>> {
        let (Some(first), Some(last)) = (tokens.first(), tokens.last()) else { return Some(Vec::new()) };
        let base = first.start as usize;
        // The key holds the tokens' kinds as well as their text: the same
        // text may hold other tokens under other macros.
        let mut key: String = tokens.iter().map(|t| t.kind as u8 as char).collect();
        key.push('\0');
        key.push_str(&text[base..last.end as usize]);
        if let Ok(mut state) = self.state.lock() {
            let run = state.run;
            if let Some(chunk) = state.chunks.get_mut(key.as_str()) {
                chunk.last_used = run;
                let mut stmts = chunk.stmts.clone();
                Move { file, delta: base as i64 - chunk.base as i64 }.stmts(&mut stmts);
                state.reused += 1;
                return Some(stmts);
            }
        }
        let stmts = parse_statements(file, text, tokens, includes).ok()?;
        // An include names a buffer of this run only.
        if !tokens.iter().any(|t| t.kind == Tok::KwInclude) {
            if let Ok(mut state) = self.state.lock() {
                let last_used = state.run;
                state.chunks.insert(key.into(), Chunk { base, stmts: stmts.clone(), last_used });
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

/// Token indices of the chunks of a buffer: 0, then every statement
/// keyword that begins its line (in the first column, outside brackets)
/// right after a `;` or `}` (so it cannot continue the statement before
/// it, as an `else` or the body of a `let ... in` would).
pub fn statement_starts(text: &str, tokens: &[Token]) -> Vec<usize> {
    let b = text.as_bytes();
    let mut starts = vec![0];
    let mut depth = 0usize;
    let mut last = None;
    for (i, t) in tokens.iter().enumerate() {
        let first_column = t.start == 0 || b[t.start as usize - 1] == b'\n';
        let keyword = matches!(
            t.kind,
            Tok::KwAssert
                | Tok::KwClass
                | Tok::KwDef
                | Tok::KwDefm
                | Tok::KwDefset
                | Tok::KwDeftype
                | Tok::KwDefvar
                | Tok::KwDump
                | Tok::KwForeach
                | Tok::KwIf
                | Tok::KwInclude
                | Tok::KwLet
                | Tok::KwMulticlass
        );
        if i > 0 && depth == 0 && first_column && keyword && matches!(last, Some(Tok::Semi | Tok::RBrace)) {
            starts.push(i);
        }
        match t.kind {
            Tok::LParen | Tok::LSquare | Tok::LBrace => depth += 1,
            Tok::RParen | Tok::RSquare | Tok::RBrace => depth = depth.saturating_sub(1),
            _ => {}
        }
        last = Some(t.kind);
    }
    starts
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

#[cfg(test)]
mod tests {
    use super::*;

    fn chunks(text: &str) -> Vec<&str> {
        let tokens = super::super::lexer::lex_all(FileId(0), text).list;
        let starts: Vec<usize> = statement_starts(text, &tokens).iter().map(|&i| tokens[i].start as usize).collect();
        let starts: Vec<usize> = std::iter::once(0).chain(starts.into_iter().skip(1)).collect();
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
