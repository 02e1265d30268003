//! The source database: every buffer tdc reads, addressed by [`FileId`],
//! with the include chain that brought it in.

use std::path::PathBuf;
use std::sync::Arc;

/// Index of one loaded buffer. A file included twice gets two ids, because
/// the preprocessor may see it differently each time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct FileId(pub u32);

/// A byte range inside one buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Span {
    /// The buffer.
    pub file: FileId,
    /// First byte.
    pub start: u32,
    /// One past the last byte.
    pub end: u32,
}

impl Span {
    /// A span from byte offsets.
    pub fn new(file: FileId, start: usize, end: usize) -> Span {
        Span { file, start: start as u32, end: end as u32 }
    }

    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        if self.file != other.file {
            return self;
        }
        Span { file: self.file, start: self.start.min(other.start), end: self.end.max(other.end) }
    }
}

/// A buffer's text, shared by the database and the preprocessor. An
/// `Arc<String>` rather than an `Arc<str>`: a file read into a `String`
/// becomes one without copying it (an `Arc<str>` is a second allocation of
/// the whole text, and that copy touched fresh pages on every include).
pub type SourceText = Arc<String>;

/// One loaded buffer.
#[derive(Debug)]
pub struct SourceFile {
    /// Name shown in diagnostics (the path as the user or the include gave it).
    pub name: String,
    /// Resolved path on disk, if it came from disk.
    pub path: Option<PathBuf>,
    /// The original text.
    pub text: SourceText,
    /// Where this buffer was included from, if it was.
    pub included_from: Option<Span>,
    /// Byte offset of the start of each line, for line/column conversion:
    /// worked out when first asked for (most runs print no diagnostic).
    line_starts: std::sync::OnceLock<Vec<u32>>,
}

impl SourceFile {
    /// 0-based line and column (in bytes) of an offset.
    pub fn line_col(&self, offset: u32) -> (usize, usize) {
        let starts = self.line_starts();
        let line = match starts.binary_search(&offset) {
            Ok(l) => l,
            Err(l) => l - 1,
        };
        (line, (offset - starts[line]) as usize)
    }

    /// Byte offset of the start of a 0-based line.
    pub fn line_start(&self, line: usize) -> Option<u32> {
        self.line_starts().get(line).copied()
    }

    /// Number of lines.
    pub fn line_count(&self) -> usize {
        self.line_starts().len()
    }

    fn line_starts(&self) -> &[u32] {
        self.line_starts.get_or_init(|| {
            let newlines = memchr::memchr_iter(b'\n', self.text.as_bytes());
            std::iter::once(0).chain(newlines.map(|i| i as u32 + 1)).collect()
        })
    }
}

/// All buffers of one run.
#[derive(Debug, Default)]
pub struct SourceDb {
    files: Vec<SourceFile>,
}

impl SourceDb {
    /// An empty database.
    pub fn new() -> SourceDb {
        SourceDb::default()
    }

    /// Adds a buffer and returns its id.
    pub fn add(
        &mut self,
        name: String,
        path: Option<PathBuf>,
        text: SourceText,
        included_from: Option<Span>,
    ) -> FileId {
        self.files.push(SourceFile { name, path, text, included_from, line_starts: Default::default() });
        FileId(self.files.len() as u32 - 1)
    }

    /// The buffer with this id.
    pub fn file(&self, id: FileId) -> &SourceFile {
        &self.files[id.0 as usize]
    }

    /// All buffers, in load order.
    pub fn files(&self) -> &[SourceFile] {
        &self.files
    }

    /// The text a span covers.
    pub fn snippet(&self, span: Span) -> &str {
        let text = &self.file(span.file).text;
        text.get(span.start as usize..span.end as usize).unwrap_or("")
    }
}
