//! Diagnostics about one text, for the runtime's own checkers (IR
//! metadata, the DAG text form): the runtime never depends on the compiler
//! (tdc-dsl), so this is a small error type of the same shape as the
//! compiler's (code, message, primary label, secondary labels, notes,
//! help), rendered by codespan-reporting with the same configuration, so
//! that all of tdc's diagnostics read alike.

use crate::limits::MAX_ERRORS_PER_FILE;
use codespan_reporting::diagnostic as cs;
use codespan_reporting::files::SimpleFile;
use codespan_reporting::term;
use codespan_reporting::term::termcolor::WriteColor;

/// A byte range inside the text (one text per check, so no file).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Span {
    /// First byte.
    pub start: u32,
    /// One past the last byte.
    pub end: u32,
}

impl Span {
    /// A span from byte offsets.
    pub fn new(start: usize, end: usize) -> Span {
        Span { start: start as u32, end: end as u32 }
    }

    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span { start: self.start.min(other.start), end: self.end.max(other.end) }
    }

    /// The byte range, for slicing the text.
    pub fn range(self) -> std::ops::Range<usize> {
        self.start as usize..self.end as usize
    }
}

/// A labelled span.
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    /// Where.
    pub span: Span,
    /// What to say there (may be empty).
    pub message: String,
}

/// One error found in a text. Tools and tests match on
/// [`TextDiagnostic::code`], never on message prose.
#[derive(Clone, Debug, PartialEq)]
pub struct TextDiagnostic {
    /// Stable code (the checker's `codes` module).
    pub code: &'static str,
    /// One-line summary.
    pub message: String,
    /// The exact place of the problem.
    pub primary: Option<Label>,
    /// Related places ("first defined here", "i64 because of this").
    pub secondary: Vec<Label>,
    /// Extra explanations.
    pub notes: Vec<String>,
    /// How to fix it, when known.
    pub help: Option<String>,
}

impl TextDiagnostic {
    /// A new error (these checkers report nothing milder).
    pub fn error(code: &'static str, message: impl Into<String>) -> TextDiagnostic {
        TextDiagnostic {
            code,
            message: message.into(),
            primary: None,
            secondary: Vec::new(),
            notes: Vec::new(),
            help: None,
        }
    }

    /// Whether it is an error (a `W` code is a warning, which some
    /// checkers report apart).
    pub fn is_error(&self) -> bool {
        !self.code.starts_with('W')
    }

    /// Sets the primary label.
    pub fn at(mut self, span: Span, label: impl Into<String>) -> TextDiagnostic {
        self.primary = Some(Label { span, message: label.into() });
        self
    }

    /// Adds a secondary label.
    pub fn with_label(mut self, span: Span, label: impl Into<String>) -> TextDiagnostic {
        self.secondary.push(Label { span, message: label.into() });
        self
    }

    /// Adds a note.
    pub fn with_note(mut self, note: impl Into<String>) -> TextDiagnostic {
        self.notes.push(note.into());
        self
    }

    /// Sets the help text.
    pub fn with_help(mut self, help: impl Into<String>) -> TextDiagnostic {
        self.help = Some(help.into());
        self
    }

    /// The codespan form; help goes last among the notes, as the
    /// compiler's diagnostics put it.
    fn to_codespan(&self) -> cs::Diagnostic<()> {
        let mut labels = Vec::new();
        if let Some(p) = &self.primary {
            labels.push(cs::Label::primary((), p.span.range()).with_message(printable(&p.message)));
        }
        for s in &self.secondary {
            labels.push(cs::Label::secondary((), s.span.range()).with_message(printable(&s.message)));
        }
        let mut notes: Vec<String> = self.notes.iter().map(|n| printable(n)).collect();
        if let Some(help) = &self.help {
            notes.push(format!("help: {}", printable(help)));
        }
        cs::Diagnostic::error()
            .with_code(self.code)
            .with_message(printable(&self.message))
            .with_labels(labels)
            .with_notes(notes)
    }
}

/// Characters of a message shown; the rest is cut (a message may quote
/// input, which may be a megabyte on one line).
pub const MESSAGE_CHARS: usize = 2000;

/// `text` as it can be printed: control characters (other than line
/// breaks and tabs) escaped as `\u{..}`, and at most [`MESSAGE_CHARS`]
/// characters (as the compiler's diagnostics print theirs).
pub fn printable(text: &str) -> String {
    let mut out = String::with_capacity(text.len().min(MESSAGE_CHARS + 8));
    for (n, c) in text.chars().enumerate() {
        if n == MESSAGE_CHARS {
            out.push_str("...");
            break;
        }
        if c.is_control() && c != '\n' && c != '\t' {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    out
}

/// Writes `diags` about `text` (named `name`) to `out`, in colour if `out`
/// takes colour: the first [`MAX_ERRORS_PER_FILE`] errors, fewer once
/// they quote [`MAX_QUOTED_BYTES_PER_FILE`] of source lines (warnings
/// always), then a note of how many were left out. A diagnostic that
/// cannot be written is skipped, as the compiler's renderer skips it.
pub fn emit(out: &mut dyn WriteColor, name: &str, text: &str, diags: &[TextDiagnostic]) {
    let file = SimpleFile::new(name, text);
    let config = term::Config::default();
    let mut errors = 0;
    let mut shown = 0;
    let mut quoted = 0;
    for d in diags {
        if d.is_error() {
            errors += 1;
            // Errors quote their lines: long lines are counted too.
            if shown >= MAX_ERRORS_PER_FILE || quoted > MAX_QUOTED_BYTES_PER_FILE {
                continue;
            }
            shown += 1;
        }
        quoted += quoted_bytes(text, d);
        let _ = term::emit(out, &config, &file, &d.to_codespan());
    }
    if errors > shown {
        let left_out = errors - shown;
        let note = cs::Diagnostic::note().with_message(format!(
            "{left_out} more error{} in {name} not shown (the first {shown} are)",
            if left_out == 1 { "" } else { "s" }
        ));
        let _ = term::emit(out, &config, &file, &note);
    }
}

/// Bytes of source lines the errors of one file may quote before the rest
/// are left out (a hundred errors each quoting a line of 100 kB were
/// 10 MB of output).
pub const MAX_QUOTED_BYTES_PER_FILE: usize = 1 << 20;

/// The bytes of the lines `d`'s labels quote and underline.
fn quoted_bytes(text: &str, d: &TextDiagnostic) -> usize {
    let lines = |span: Span| {
        let range = span.range();
        let start = range.start.min(text.len());
        let end = range.end.clamp(start, text.len());
        let first = text.as_bytes()[..start].iter().rposition(|&b| b == b'\n').map_or(0, |n| n + 1);
        let last = text.as_bytes()[end..].iter().position(|&b| b == b'\n').map_or(text.len(), |n| end + n);
        // The line, and the underline of the span.
        (last - first) + (end - start)
    };
    d.primary.iter().chain(&d.secondary).map(|l| lines(l.span)).sum()
}

/// Renders `diags` as text without colour: the form of snapshots and of
/// the CLI when standard error is not a terminal.
pub fn render(name: &str, text: &str, diags: &[TextDiagnostic]) -> String {
    let mut buf = term::termcolor::NoColor::new(Vec::new());
    emit(&mut buf, name, text, diags);
    String::from_utf8_lossy(&buf.into_inner()).into_owned()
}
