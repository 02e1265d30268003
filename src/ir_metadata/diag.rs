//! The metadata checker's own diagnostics: the runtime never depends on the
//! compiler (tdc-dsl), so this is a small error type of the same shape as
//! the compiler's (code, message, primary label, secondary labels, notes,
//! help), rendered by codespan-reporting with the same configuration, so
//! that both read alike.

use codespan_reporting::diagnostic as cs;
use codespan_reporting::files::SimpleFile;
use codespan_reporting::term;
use codespan_reporting::term::termcolor::WriteColor;

/// Diagnostic codes of the metadata checker (E08xx; the compiler's stages
/// use the other ranges).
pub mod codes {
    /// Metadata text (`!0 = !{...}`) that the metadata syntax does not accept.
    pub const MD_SYNTAX: &str = "E0800";
    /// A typed constant in metadata that is malformed or does not fit its type.
    pub const MD_CONSTANT: &str = "E0801";
    /// A metadata reference (`!7`) to a node that nothing defines.
    pub const MD_UNDEFINED: &str = "E0802";
    /// A numbered or named metadata node defined twice.
    pub const MD_REDEFINED: &str = "E0803";
    /// A node attached under a kind with the wrong number of operands.
    pub const MD_OPERAND_COUNT: &str = "E0810";
    /// An operand of the wrong sort for its kind (a string where a constant
    /// belongs, a constant where a node belongs, ...).
    pub const MD_OPERAND_KIND: &str = "E0811";
    /// A constant of the wrong type (a range pair not of the loaded type).
    pub const MD_TYPE: &str = "E0812";
    /// A constant outside what its kind allows (a negative accuracy, an
    /// unknown value-profile kind, an alignment not a power of two, ...).
    pub const MD_VALUE: &str = "E0813";
    /// A range pair that is the empty or the full set.
    pub const MD_RANGE_EMPTY_OR_FULL: &str = "E0814";
    /// Range pairs not in signed order of their lower bounds.
    pub const MD_RANGE_ORDER: &str = "E0815";
    /// Range pairs that overlap or are contiguous (and so should be merged).
    pub const MD_RANGE_OVERLAP: &str = "E0816";
    /// A profile node whose first operand names no known profile type.
    pub const MD_PROF_TYPE: &str = "E0817";
    /// A node that must be `distinct` and is not (an access group).
    pub const MD_NOT_DISTINCT: &str = "E0818";
    /// A node that must refer to itself and does not (a loop identifier).
    pub const MD_SELF_REFERENCE: &str = "E0819";
    /// tbaa.struct regions out of order or overlapping.
    pub const MD_TBAA_STRUCT_OVERLAP: &str = "E0820";
    /// A number of operands or successors that disagrees with the
    /// instruction the node is attached to.
    pub const MD_HOST_MISMATCH: &str = "E0821";
}

/// A byte range inside the metadata text (one text per check, so no file).
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
#[derive(Clone, Debug)]
pub struct Label {
    /// Where.
    pub span: Span,
    /// What to say there (may be empty).
    pub message: String,
}

/// One error found in a metadata text. Tools and tests match on
/// [`MetadataDiagnostic::code`] (see [`codes`]), never on message prose.
#[derive(Clone, Debug)]
pub struct MetadataDiagnostic {
    /// Stable code, see [`codes`].
    pub code: &'static str,
    /// One-line summary.
    pub message: String,
    /// The exact place of the problem.
    pub primary: Option<Label>,
    /// Related places ("first defined here", "attached as !range here").
    pub secondary: Vec<Label>,
    /// Extra explanations.
    pub notes: Vec<String>,
    /// How to fix it, when known.
    pub help: Option<String>,
}

impl MetadataDiagnostic {
    /// A new error (the checker reports nothing milder).
    pub fn error(code: &'static str, message: impl Into<String>) -> MetadataDiagnostic {
        MetadataDiagnostic { code, message: message.into(), primary: None, secondary: Vec::new(), notes: Vec::new(), help: None }
    }

    /// Sets the primary label.
    pub fn at(mut self, span: Span, label: impl Into<String>) -> MetadataDiagnostic {
        self.primary = Some(Label { span, message: label.into() });
        self
    }

    /// Adds a secondary label.
    pub fn with_label(mut self, span: Span, label: impl Into<String>) -> MetadataDiagnostic {
        self.secondary.push(Label { span, message: label.into() });
        self
    }

    /// Adds a note.
    pub fn with_note(mut self, note: impl Into<String>) -> MetadataDiagnostic {
        self.notes.push(note.into());
        self
    }

    /// Sets the help text.
    pub fn with_help(mut self, help: impl Into<String>) -> MetadataDiagnostic {
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
/// takes colour. A diagnostic that cannot be written is skipped, as the
/// compiler's renderer skips it.
pub fn emit(out: &mut dyn WriteColor, name: &str, text: &str, diags: &[MetadataDiagnostic]) {
    let file = SimpleFile::new(name, text);
    let config = term::Config::default();
    for d in diags {
        let _ = term::emit(out, &config, &file, &d.to_codespan());
    }
}

/// Renders `diags` as text without colour: the form of snapshots and of
/// the CLI when standard error is not a terminal.
pub fn render(name: &str, text: &str, diags: &[MetadataDiagnostic]) -> String {
    let mut buf = term::termcolor::NoColor::new(Vec::new());
    emit(&mut buf, name, text, diags);
    String::from_utf8_lossy(&buf.into_inner()).into_owned()
}
