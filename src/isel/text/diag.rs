//! The diagnostics of the DAG text form: a small error type of the same
//! shape as the compiler's (code, message, primary label, secondary
//! labels, notes, help), rendered by codespan-reporting with the same
//! configuration, so that all of tdc's diagnostics read alike.

use codespan_reporting::diagnostic as cs;
use codespan_reporting::files::SimpleFile;
use codespan_reporting::term;
use codespan_reporting::term::termcolor::WriteColor;

/// Diagnostic codes of the DAG text form (E0901-E0923; E0900 is the
/// compiler's project-file code).
pub mod codes {
    /// A character or number the lexer does not accept.
    pub const TOKEN: &str = "E0901";
    /// Tokens in an order the grammar does not accept.
    pub const SYNTAX: &str = "E0902";
    /// Expressions nested deeper than [`super::super::MAX_DEPTH`].
    pub const NESTING: &str = "E0903";
    /// An operator name that is no DAG operator.
    pub const UNKNOWN_OPERATOR: &str = "E0904";
    /// A type name that is not i1, i8, i16, i32, i64, f32, f64 (or `ptr`
    /// for a parameter).
    pub const UNKNOWN_TYPE: &str = "E0905";
    /// An operator given the wrong number of operands or written types.
    pub const OPERAND_COUNT: &str = "E0906";
    /// Two types that must be equal and are not.
    pub const TYPE_MISMATCH: &str = "E0907";
    /// A type that neither the text nor the context gives.
    pub const UNINFERRED: &str = "E0908";
    /// A variable that is neither a parameter nor assigned anywhere.
    pub const UNKNOWN_VARIABLE: &str = "E0909";
    /// A variable read before the first assignment in the text.
    pub const READ_BEFORE_ASSIGN: &str = "E0910";
    /// A branch to a label no block has.
    pub const UNKNOWN_LABEL: &str = "E0911";
    /// A variable assigned a value of another type than its first.
    pub const REASSIGN_TYPE: &str = "E0912";
    /// An integer literal that does not fit its type.
    pub const LITERAL_RANGE: &str = "E0913";
    /// Widths in the wrong order: an extension to a narrower type, a
    /// truncation to a wider one, a bitconvert between widths.
    pub const WIDTH: &str = "E0914";
    /// A type of the wrong kind: a float where an integer belongs, a
    /// pointer that is not i64, bswap of i8.
    pub const TYPE_KIND: &str = "E0915";
    /// A parameter, label or function defined twice.
    pub const DUPLICATE: &str = "E0916";
    /// A return that does not match the function's result type.
    pub const RETURN: &str = "E0917";
    /// A function without blocks, or whose last block does not end in
    /// `ret` or `br`.
    pub const FALLS_OFF: &str = "E0918";
    /// A statement after a `br` or `ret` of the same block.
    pub const UNREACHABLE: &str = "E0919";
    /// An operand of the wrong sort: an expression where a label,
    /// condition code or type belongs, or the other way round.
    pub const OPERAND_KIND: &str = "E0920";
    /// A value used as a statement, or an effect used as a value.
    pub const STATEMENT_KIND: &str = "E0921";
    /// A float literal where an integer belongs.
    pub const LITERAL_KIND: &str = "E0922";
    /// An operator the text form does not take (calls, globals, stack slots).
    pub const UNSUPPORTED: &str = "E0923";
}

/// A byte range inside the text.
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

/// One error found in a DAG text. Tools and tests match on
/// [`DagDiagnostic::code`] (see [`codes`]), never on message prose.
#[derive(Clone, Debug, PartialEq)]
pub struct DagDiagnostic {
    /// Stable code, see [`codes`].
    pub code: &'static str,
    /// One-line summary.
    pub message: String,
    /// The exact place of the problem.
    pub primary: Option<Label>,
    /// Related places ("first assigned here", "i64 because of this").
    pub secondary: Vec<Label>,
    /// Extra explanations.
    pub notes: Vec<String>,
    /// How to fix it, when known.
    pub help: Option<String>,
}

impl DagDiagnostic {
    /// A new error (the text form reports nothing milder).
    pub fn error(code: &'static str, message: impl Into<String>) -> DagDiagnostic {
        DagDiagnostic { code, message: message.into(), primary: None, secondary: Vec::new(), notes: Vec::new(), help: None }
    }

    /// Sets the primary label.
    pub fn at(mut self, span: Span, label: impl Into<String>) -> DagDiagnostic {
        self.primary = Some(Label { span, message: label.into() });
        self
    }

    /// Adds a secondary label.
    pub fn with_label(mut self, span: Span, label: impl Into<String>) -> DagDiagnostic {
        self.secondary.push(Label { span, message: label.into() });
        self
    }

    /// Adds a note.
    pub fn with_note(mut self, note: impl Into<String>) -> DagDiagnostic {
        self.notes.push(note.into());
        self
    }

    /// Sets the help text.
    pub fn with_help(mut self, help: impl Into<String>) -> DagDiagnostic {
        self.help = Some(help.into());
        self
    }

    /// The codespan form; help goes last among the notes, as the
    /// compiler's diagnostics put it.
    fn to_codespan(&self) -> cs::Diagnostic<()> {
        let mut labels = Vec::new();
        if let Some(p) = &self.primary {
            labels.push(cs::Label::primary((), p.span.range()).with_message(&p.message));
        }
        for s in &self.secondary {
            labels.push(cs::Label::secondary((), s.span.range()).with_message(&s.message));
        }
        let mut notes = self.notes.clone();
        if let Some(help) = &self.help {
            notes.push(format!("help: {help}"));
        }
        cs::Diagnostic::error().with_code(self.code).with_message(&self.message).with_labels(labels).with_notes(notes)
    }
}

/// Writes `diags` about `text` (named `name`) to `out`, in colour if `out`
/// takes colour. A diagnostic that cannot be written is skipped.
pub fn emit(out: &mut dyn WriteColor, name: &str, text: &str, diags: &[DagDiagnostic]) {
    let file = SimpleFile::new(name, text);
    let config = term::Config::default();
    for d in diags {
        let _ = term::emit(out, &config, &file, &d.to_codespan());
    }
}

/// Renders `diags` as text without colour: the form of snapshots.
pub fn render(name: &str, text: &str, diags: &[DagDiagnostic]) -> String {
    let mut buf = term::termcolor::NoColor::new(Vec::new());
    emit(&mut buf, name, text, diags);
    String::from_utf8_lossy(&buf.into_inner()).into_owned()
}
