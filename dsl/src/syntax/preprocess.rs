//! The preprocessor and include loader.
//!
//! llvm-tblgen handles `#ifdef`/`#define` and `include` inside its lexer. We
//! do the same: one scan per buffer cuts its live text into tokens (see
//! [`super::lexer`]) and skips inactive regions and directive lines.
//! Includes are loaded the moment the scan meets them, because a macro
//! defined in an included file is visible to the rest of the includer.

use super::lexer::{self, is_id_char, is_id_start, Lexeme, Tok, Token, Tokens};
use crate::diag::{codes, Diagnostic};
use crate::source::{FileId, SourceDb, SourceText, Span};
use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Include nesting deeper than this is reported as a cycle.
pub const MAX_INCLUDE_DEPTH: usize = 64;

/// Times one file may be included with text left after preprocessing (an
/// include guard blanks the later copies, which do not count): each copy
/// is parsed again, so a thousand `include` lines of a large file would
/// take seconds and gigabytes.
pub const MAX_REPEATED_INCLUDES: usize = 64;

/// A buffer after preprocessing.
#[derive(Debug)]
pub struct Preprocessed {
    /// The buffer's text (shared with the source database).
    pub text: SourceText,
    /// The tokens of its live text.
    pub tokens: Tokens,
    /// Resolved `include` statements, keyed by the offset of the `include` keyword.
    pub includes: HashMap<u32, FileId>,
}

/// Options that shape loading.
#[derive(Clone, Debug, Default)]
pub struct LoadOptions {
    /// `-I` directories, in order.
    pub include_dirs: Vec<PathBuf>,
    /// `-D` macros.
    pub macros: Vec<String>,
    /// Directory that includes are finally tried against, as llvm-tblgen
    /// does with its working directory (the process's, if unset).
    pub working_dir: Option<PathBuf>,
    /// Text to use instead of a file's contents on disk, by canonical path
    /// (an editor's unsaved buffers).
    pub overlays: HashMap<PathBuf, String>,
}

/// Loads a root file and everything it includes.
pub struct Loader<'a> {
    db: &'a mut SourceDb,
    options: &'a LoadOptions,
    macros: BTreeSet<String>,
    /// Preprocessed text per file id.
    pub buffers: Vec<Option<Preprocessed>>,
    /// Problems found.
    pub diags: Vec<Diagnostic>,
    stack: Vec<PathBuf>,
    /// Copies of each included file with tokens left after preprocessing.
    included: HashMap<PathBuf, usize>,
    /// Where each include name was found, by the directory of the file
    /// that named it: a guarded file included again is looked up without
    /// probing the include directories once more.
    found: HashMap<(PathBuf, String), PathBuf>,
    /// The text of each file read, by path on disk: a file included again
    /// (the usual include-guarded header) is not read again.
    texts: HashMap<PathBuf, SourceText>,
}

impl<'a> Loader<'a> {
    /// A loader writing into `db`.
    pub fn new(db: &'a mut SourceDb, options: &'a LoadOptions) -> Loader<'a> {
        let mut diags = Vec::new();
        let mut macros = BTreeSet::new();
        for m in &options.macros {
            if !is_macro_name(m) {
                diags.push(Diagnostic::error(
                    codes::PREPROCESSOR,
                    format!("invalid macro name `{m}` specified on command line"),
                ));
            }
            macros.insert(m.clone());
        }
        Loader {
            db,
            options,
            macros,
            buffers: Vec::new(),
            diags,
            stack: Vec::new(),
            included: HashMap::new(),
            found: HashMap::new(),
            texts: HashMap::new(),
        }
    }

    /// Loads the root file from disk.
    pub fn load_root(&mut self, path: &Path) -> Option<FileId> {
        let real = self.on_disk(path);
        match self.read(&real) {
            Ok(bytes) => Some(self.add_buffer(path.display().to_string(), Some(real), bytes, None)),
            Err(e) => {
                self.diags.push(Diagnostic::error(
                    codes::INCLUDE_NOT_FOUND,
                    format!("could not open input file '{}': {}", path.display(), e),
                ));
                None
            }
        }
    }

    /// Loads a root buffer given as text (used by tests, the fuzzer and the LSP).
    pub fn load_text(&mut self, name: &str, path: Option<PathBuf>, text: &str) -> FileId {
        self.add_buffer(name.to_string(), path, text.as_bytes().to_vec(), None)
    }

    fn add_buffer(&mut self, name: String, path: Option<PathBuf>, bytes: Vec<u8>, from: Option<Span>) -> FileId {
        let decoded = decode(bytes);
        self.add_text(name, path, decoded, from)
    }

    /// Adds a buffer whose bytes were decoded: preprocesses it, or, where
    /// it was not UTF-8, reports the first bad byte and leaves it empty.
    fn add_text(&mut self, name: String, path: Option<PathBuf>, decoded: Decoded, from: Option<Span>) -> FileId {
        let (text, bad_byte) = decoded;
        let id = self.db.add(name, path.clone(), text.clone(), from);
        if let Some(valid) = bad_byte {
            self.diags.push(
                Diagnostic::error(codes::BAD_TOKEN, "source is not valid UTF-8")
                    .at(Span::new(id, valid, valid + 1), "invalid byte here"),
            );
            self.set_buffer(
                id,
                Preprocessed { text: SourceText::default(), tokens: Tokens::default(), includes: HashMap::new() },
            );
            return id;
        }
        if let Some(p) = &path {
            self.stack.push(p.clone());
        }
        let mut pre = Scanner::new(self, id, &text).run();
        pre.text = text;
        if path.is_some() {
            self.stack.pop();
        }
        self.set_buffer(id, pre);
        id
    }

    fn set_buffer(&mut self, id: FileId, pre: Preprocessed) {
        let i = id.0 as usize;
        if self.buffers.len() <= i {
            self.buffers.resize_with(i + 1, || None);
        }
        self.buffers[i] = Some(pre);
    }

    /// Where a display path lives on disk: relative paths are taken from
    /// the working directory, as llvm-tblgen does.
    fn on_disk(&self, display: &Path) -> PathBuf {
        match &self.options.working_dir {
            Some(w) if display.is_relative() => w.join(display),
            _ => display.to_path_buf(),
        }
    }

    /// A file's bytes: its overlay if it has one, else its contents on disk.
    fn read(&self, path: &Path) -> std::io::Result<Vec<u8>> {
        if !self.options.overlays.is_empty() {
            if let Some(text) = std::fs::canonicalize(path).ok().and_then(|c| self.options.overlays.get(&c)) {
                return Ok(text.as_bytes().to_vec());
            }
        }
        std::fs::read(path)
    }

    fn include(&mut self, from: FileId, name: &str, span: Span) -> Option<FileId> {
        let from_dir = Path::new(&self.db.file(from).name).parent().map(Path::to_path_buf);
        let key = (from_dir.clone().unwrap_or_default(), name.to_string());
        let display = match self.found.get(&key) {
            Some(display) => display.clone(),
            None => {
                let display = self.find_include(from_dir.as_deref(), name, span)?;
                self.found.insert(key, display.clone());
                display
            }
        };
        self.include_found(display, name, span)
    }

    /// Where an include name is on disk: beside the including file, then
    /// in each include directory, then from the working directory. Reports
    /// it where it is nowhere.
    fn find_include(&mut self, from_dir: Option<&Path>, name: &str, span: Span) -> Option<PathBuf> {
        // Display paths compose like llvm-tblgen's buffer names.
        let mut candidates = Vec::new();
        if let Some(dir) = from_dir {
            candidates.push(dir.join(name));
        }
        for dir in &self.options.include_dirs {
            candidates.push(dir.join(name));
        }
        candidates.push(PathBuf::from(name));
        let found = candidates.iter().find(|p| self.on_disk(p).is_file()).cloned();
        if found.is_none() {
            let mut d = Diagnostic::error(codes::INCLUDE_NOT_FOUND, format!("could not find include file '{name}'"))
                .at(span, "not found");
            let searched: Vec<String> = candidates
                .iter()
                .filter_map(|p| {
                    p.parent().map(|d| if d.as_os_str().is_empty() { ".".to_string() } else { d.display().to_string() })
                })
                .collect();
            d = d.with_note(format!("searched: {}", searched.join(", ")));
            if candidates.iter().any(|p| self.on_disk(p).is_dir()) {
                d = d.with_note(format!("'{name}' is a directory"));
            }
            self.diags.push(d);
        }
        found
    }

    /// Loads an include found at `display`, unless that would nest too deep
    /// or repeat an unguarded file too often.
    fn include_found(&mut self, display: PathBuf, name: &str, span: Span) -> Option<FileId> {
        let path = self.on_disk(&display);
        if self.stack.len() >= MAX_INCLUDE_DEPTH {
            let canon = std::fs::canonicalize(&path).unwrap_or(path.clone());
            let cycle = self.stack.iter().any(|p| std::fs::canonicalize(p).map(|c| c == canon).unwrap_or(false));
            let msg = if cycle {
                format!("include cycle: '{name}' includes itself")
            } else {
                format!("includes nested more than {MAX_INCLUDE_DEPTH} deep")
            };
            self.diags.push(Diagnostic::error(codes::INCLUDE_CYCLE, msg).at(span, "included here"));
            return None;
        }
        let copies = self.included.get(&path).copied().unwrap_or(0);
        if copies >= MAX_REPEATED_INCLUDES {
            // Reported once; the further copies are not loaded.
            if copies == MAX_REPEATED_INCLUDES {
                self.diags.push(
                    Diagnostic::error(
                        codes::INCLUDE_CYCLE,
                        format!(
                            "'{name}' is included more than {MAX_REPEATED_INCLUDES} times without an include guard"
                        ),
                    )
                    .at(span, "included here"),
                );
                self.included.insert(path, copies + 1);
            }
            return None;
        }
        let decoded = match self.texts.get(&path) {
            Some(text) => Ok((text.clone(), None)),
            None => self.read(&path).map(decode),
        };
        match decoded {
            Ok(decoded) => {
                if decoded.1.is_none() {
                    self.texts.insert(path.clone(), decoded.0.clone());
                }
                let id = self.add_text(display.display().to_string(), Some(path.clone()), decoded, Some(span));
                let blank = self.buffers[id.0 as usize]
                    .as_ref()
                    .is_none_or(|b| b.tokens.list.is_empty() && b.tokens.errors.is_empty());
                if !blank {
                    *self.included.entry(path).or_default() += 1;
                }
                Some(id)
            }
            Err(e) => {
                self.diags.push(
                    Diagnostic::error(codes::INCLUDE_NOT_FOUND, format!("could not read include file '{name}': {e}"))
                        .at(span, "included here"),
                );
                None
            }
        }
    }
}

/// A buffer's text, and the offset of its first byte that is not UTF-8
/// (the text is then the lossy decoding).
type Decoded = (SourceText, Option<usize>);

fn decode(bytes: Vec<u8>) -> Decoded {
    match String::from_utf8(bytes) {
        Ok(s) => (Arc::new(s), None),
        Err(e) => {
            let valid = e.utf8_error().valid_up_to();
            (Arc::new(String::from_utf8_lossy(e.as_bytes()).into_owned()), Some(valid))
        }
    }
}

fn is_macro_name(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty() && is_id_start(b[0]) && b.iter().all(|&c| is_id_char(c))
}

#[derive(Clone, Copy, PartialEq)]
enum Directive {
    Ifdef,
    Ifndef,
    Else,
    Endif,
    Define,
}

#[derive(Clone, Copy)]
struct Cond {
    is_else: bool,
    active: bool,
    span: Span,
}

struct Scanner<'l, 'a> {
    loader: &'l mut Loader<'a>,
    file: FileId,
    src: &'l [u8],
    tokens: Tokens,
    pos: usize,
    conds: Vec<Cond>,
    includes: HashMap<u32, FileId>,
}

impl<'l, 'a> Scanner<'l, 'a> {
    fn new(loader: &'l mut Loader<'a>, file: FileId, text: &'l str) -> Self {
        // Tokens are about a sixth of the bytes in LLVM's descriptions.
        let tokens = Tokens { list: Vec::with_capacity(text.len() / 6), errors: Vec::new() };
        Scanner { loader, file, src: text.as_bytes(), tokens, pos: 0, conds: Vec::new(), includes: HashMap::new() }
    }

    fn span(&self, start: usize, end: usize) -> Span {
        Span::new(self.file, start, end)
    }

    fn error(&mut self, code: &'static str, msg: impl Into<String>, start: usize, end: usize, label: &str) {
        let d = Diagnostic::error(code, msg).at(self.span(start, end.max(start)), label);
        self.loader.diags.push(d);
    }

    fn peek(&self, off: usize) -> u8 {
        *self.src.get(self.pos + off).unwrap_or(&0)
    }

    fn run(mut self) -> Preprocessed {
        self.live();
        if let Some(c) = self.conds.last().copied() {
            let end = self.src.len();
            self.loader.diags.push(
                Diagnostic::error(codes::PREPROCESSOR, "reached end of file without matching #endif")
                    .at(self.span(end, end), "file ends here")
                    .with_label(c.span, "the latest preprocessor control is here"),
            );
        }
        self.tokens.list.shrink_to_fit();
        Preprocessed { text: SourceText::default(), tokens: self.tokens, includes: self.includes }
    }

    /// Skips a `/* */` comment (nested) starting at `pos`; false if unterminated.
    fn skip_block_comment(&mut self) -> bool {
        match lexer::block_comment_end(self.src, self.pos) {
            Some(end) => {
                self.pos = end;
                true
            }
            None => {
                let start = self.pos;
                self.pos = self.src.len();
                self.error(codes::BAD_TOKEN, "unterminated comment", start, start + 2, "comment starts here");
                false
            }
        }
    }

    fn skip_line_comment(&mut self) {
        self.pos = lexer::line_end(self.src, self.pos);
    }

    /// Cuts live text into tokens until the end of the buffer.
    fn live(&mut self) {
        let mut line_start = true;
        while self.pos < self.src.len() {
            // Runs of blanks are most of the bytes: skip them here.
            match self.src[self.pos] {
                b' ' | b'\t' => {
                    self.pos += 1;
                    continue;
                }
                b'\n' => {
                    self.pos += 1;
                    line_start = true;
                    continue;
                }
                _ => {}
            }
            match lexer::lex(self.file, self.src, self.pos, line_start) {
                Lexeme::Skip(end) => self.pos = end,
                Lexeme::Newline(end) => {
                    self.pos = end;
                    line_start = true;
                }
                Lexeme::Hash => {
                    if let Some((d, len)) = self.directive_at(self.pos + 1) {
                        if !self.directive(d, len, true) {
                            return;
                        }
                        line_start = false;
                        continue;
                    }
                    let at = self.pos as u32;
                    self.tokens.list.push(Token { kind: Tok::Paste, start: at, end: at + 1 });
                    self.pos += 1;
                    line_start = false;
                }
                Lexeme::Token(t) => {
                    self.pos = t.end as usize;
                    line_start = false;
                    if t.kind == Tok::Str && self.tokens.list.last().map(|p| p.kind) == Some(Tok::KwInclude) {
                        let keyword = self.tokens.list.last().map_or(0, |p| p.start);
                        self.include(keyword, t);
                    }
                    self.tokens.list.push(t);
                }
                Lexeme::UnterminatedComment => {
                    self.skip_block_comment();
                    return;
                }
                Lexeme::Error(d, next) => {
                    self.tokens.errors.push(d);
                    self.pos = next;
                    line_start = false;
                }
                Lexeme::Fatal(d) => {
                    self.tokens.errors.push(d);
                    return;
                }
            }
        }
    }

    /// `include "name"`: loads the file the string names.
    fn include(&mut self, keyword: u32, name: Token) {
        let raw = &self.src[name.start as usize + 1..name.end as usize - 1];
        let mut bytes = Vec::with_capacity(raw.len());
        let mut i = 0;
        while i < raw.len() {
            if raw[i] == b'\\' && i + 1 < raw.len() {
                i += 1;
                bytes.push(match raw[i] {
                    b't' => b'\t',
                    b'n' => b'\n',
                    other => other,
                });
            } else {
                bytes.push(raw[i]);
            }
            i += 1;
        }
        let file_name = String::from_utf8_lossy(&bytes).into_owned();
        let span = self.span(name.start as usize, name.end as usize);
        if let Some(id) = self.loader.include(self.file, &file_name, span) {
            self.includes.insert(keyword, id);
        }
    }

    /// Recognises a directive word at `at` (just after `#`).
    fn directive_at(&self, at: usize) -> Option<(Directive, usize)> {
        const WORDS: [(&[u8], Directive); 5] = [
            (b"ifdef", Directive::Ifdef),
            (b"ifndef", Directive::Ifndef),
            (b"else", Directive::Else),
            (b"endif", Directive::Endif),
            (b"define", Directive::Define),
        ];
        for (word, d) in WORDS {
            if self.src.get(at..at + word.len()) != Some(word) {
                continue;
            }
            let next = self.src.get(at + word.len()).copied();
            match next {
                None | Some(b' ' | b'\t' | b'\n' | b'\r') => return Some((d, word.len())),
                Some(b'/') => {
                    let n2 = self.src.get(at + word.len() + 1).copied();
                    if n2 == Some(b'*') || n2 == Some(b'/') {
                        return Some((d, word.len()));
                    }
                }
                _ => {}
            }
        }
        None
    }

    fn lex_macro_name(&mut self) -> (usize, usize) {
        while matches!(self.peek(0), b' ' | b'\t') {
            self.pos += 1;
        }
        let start = self.pos;
        if is_id_start(self.peek(0)) {
            while self.pos < self.src.len() && is_id_char(self.peek(0)) {
                self.pos += 1;
            }
        }
        (start, self.pos)
    }

    /// Only whitespace and comments may follow a directive on its line.
    fn directive_end(&mut self, what: &str) -> bool {
        while self.pos < self.src.len() {
            match self.peek(0) {
                b' ' | b'\t' => self.pos += 1,
                b'\n' | b'\r' => return true,
                b'/' if self.peek(1) == b'/' => {
                    self.skip_line_comment();
                    return true;
                }
                b'/' if self.peek(1) == b'*' => {
                    if !self.skip_block_comment() {
                        return false;
                    }
                }
                _ => {
                    let p = self.pos;
                    self.error(
                        codes::PREPROCESSOR,
                        format!("only comments are supported after {what}"),
                        p,
                        p + 1,
                        "unexpected text",
                    );
                    return false;
                }
            }
        }
        true
    }

    fn enabled(&self) -> bool {
        self.conds.iter().all(|c| c.active)
    }

    /// Handles a directive whose `#` is at `pos`. Returns false to stop scanning.
    fn directive(&mut self, d: Directive, len: usize, live: bool) -> bool {
        let hash = self.pos;
        self.pos += 1 + len;
        let word_span = self.span(hash, self.pos);
        let ok = match d {
            Directive::Ifdef | Directive::Ifndef => {
                let what = if d == Directive::Ifdef { "#ifdef" } else { "#ifndef" };
                let (s, e) = self.lex_macro_name();
                if s == e {
                    self.error(
                        codes::PREPROCESSOR,
                        format!("expected macro name after {what}"),
                        hash,
                        self.pos,
                        "here",
                    );
                    false
                } else {
                    let name = String::from_utf8_lossy(&self.src[s..e]).into_owned();
                    let defined = self.loader.macros.contains(&name);
                    let active = if d == Directive::Ifdef { defined } else { !defined };
                    self.conds.push(Cond { is_else: false, active, span: word_span });
                    self.directive_end(&format!("{what} NAME"))
                }
            }
            Directive::Else => match self.conds.last().copied() {
                None => {
                    self.error(
                        codes::PREPROCESSOR,
                        "#else without #ifdef or #ifndef",
                        hash,
                        self.pos,
                        "unmatched #else",
                    );
                    false
                }
                Some(top) if top.is_else => {
                    let d = Diagnostic::error(codes::PREPROCESSOR, "double #else")
                        .at(word_span, "second #else")
                        .with_label(top.span, "previous #else is here");
                    self.loader.diags.push(d);
                    false
                }
                Some(top) => {
                    let n = self.conds.len();
                    self.conds[n - 1] = Cond { is_else: true, active: !top.active, span: word_span };
                    self.directive_end("#else")
                }
            },
            Directive::Endif => {
                if self.conds.is_empty() {
                    self.error(codes::PREPROCESSOR, "#endif without #ifdef", hash, self.pos, "unmatched #endif");
                    false
                } else {
                    let ok = self.directive_end("#endif");
                    self.conds.pop();
                    ok
                }
            }
            Directive::Define => {
                let (s, e) = self.lex_macro_name();
                if s == e {
                    self.error(codes::PREPROCESSOR, "expected macro name after #define", hash, self.pos, "here");
                    false
                } else {
                    let name = String::from_utf8_lossy(&self.src[s..e]).into_owned();
                    if !self.loader.macros.insert(name.clone()) {
                        self.loader.diags.push(
                            Diagnostic::warning(
                                codes::DUPLICATE_MACRO,
                                format!("duplicate definition of macro: {name}"),
                            )
                            .at(self.span(s, e), "defined again here"),
                        );
                    }
                    self.directive_end("#define NAME")
                }
            }
        };
        if !ok {
            return false;
        }
        if live && !self.enabled() {
            return self.skip_region();
        }
        true
    }

    /// Skips lines until a directive turns processing back on.
    fn skip_region(&mut self) -> bool {
        loop {
            self.pos = memchr::memchr(b'\n', &self.src[self.pos..]).map_or(self.src.len(), |n| self.pos + n);
            // Find the first meaningful byte of the next lines.
            loop {
                match self.peek(0) {
                    _ if self.pos >= self.src.len() => break,
                    b' ' | b'\t' | b'\n' | b'\r' => self.pos += 1,
                    b'/' if self.peek(1) == b'*' => {
                        if !self.skip_block_comment() {
                            return false;
                        }
                    }
                    _ => break,
                }
            }
            if self.pos >= self.src.len() {
                let c = self.conds.last().copied();
                let end = self.src.len();
                let mut d = Diagnostic::error(codes::PREPROCESSOR, "reached end of file without matching #endif")
                    .at(self.span(end, end), "file ends here");
                if let Some(c) = c {
                    d = d.with_label(c.span, "the latest preprocessor control is here");
                }
                self.loader.diags.push(d);
                self.conds.clear();
                return false;
            }
            if self.peek(0) != b'#' {
                continue;
            }
            let Some((d, len)) = self.directive_at(self.pos + 1) else { continue };
            if d == Directive::Define {
                continue;
            }
            if !self.directive(d, len, false) {
                return false;
            }
            if self.enabled() {
                return true;
            }
            // Still inactive: keep skipping from here.
            return self.skip_region_from(self.pos);
        }
    }

    fn skip_region_from(&mut self, at: usize) -> bool {
        self.pos = at;
        self.skip_region()
    }
}
