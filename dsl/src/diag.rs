//! Diagnostics: one type for every stage, rendered by codespan-reporting.
//!
//! Tools and tests match on [`Diagnostic::code`], never on message prose.

use crate::source::{FileId, SourceDb, Span};
use codespan_reporting::diagnostic as cs;
use codespan_reporting::files::{Error as FilesError, Files};
use codespan_reporting::term;
use std::ops::Range;

/// Diagnostic codes. The first digit groups them by stage.
pub mod codes {
    /// Text that the grammar does not accept.
    pub const SYNTAX: &str = "E0100";
    /// A malformed token: bad escape, unterminated string, comment or code block.
    pub const BAD_TOKEN: &str = "E0101";
    /// A number that is malformed or does not fit in 64 bits.
    pub const BAD_NUMBER: &str = "E0102";
    /// A preprocessor directive that is malformed or unbalanced.
    pub const PREPROCESSOR: &str = "E0103";
    /// An include file that cannot be found or read.
    pub const INCLUDE_NOT_FOUND: &str = "E0104";
    /// Includes nested too deeply, or a file including itself.
    pub const INCLUDE_CYCLE: &str = "E0105";
    /// Source nested more deeply than the parser allows.
    pub const NESTING_LIMIT: &str = "E0106";
    /// A name used as a value that nothing defines.
    pub const UNDEFINED: &str = "E0200";
    /// A class name that nothing defines.
    pub const UNKNOWN_CLASS: &str = "E0201";
    /// A field that the record does not have.
    pub const UNKNOWN_FIELD: &str = "E0202";
    /// A multiclass name that nothing defines.
    pub const UNKNOWN_MULTICLASS: &str = "E0203";
    /// A def, class, multiclass, field or variable defined twice.
    pub const DUPLICATE: &str = "E0204";
    /// A reserved name used where it may not be.
    pub const RESERVED: &str = "E0205";
    /// A construct used in a context that does not allow it.
    pub const BAD_CONTEXT: &str = "E0206";
    /// A value whose type does not fit where it is used.
    pub const TYPE_MISMATCH: &str = "E0300";
    /// A value whose type cannot be determined.
    pub const UNTYPED: &str = "E0301";
    /// Wrong number of operands for an operator.
    pub const OPERAND_COUNT: &str = "E0302";
    /// Too many template arguments.
    pub const TOO_MANY_ARGS: &str = "E0400";
    /// A template argument without a default was not given.
    pub const MISSING_ARG: &str = "E0401";
    /// A named template argument that the class does not declare.
    pub const UNKNOWN_ARG: &str = "E0402";
    /// A positional argument after a named one.
    pub const ARG_ORDER: &str = "E0403";
    /// A template argument given twice.
    pub const ARG_TWICE: &str = "E0404";
    /// A value that must be known now but is not.
    pub const NOT_CONSTANT: &str = "E0500";
    /// A bit or list index outside its range.
    pub const OUT_OF_RANGE: &str = "E0501";
    /// An `assert` whose condition is false.
    pub const ASSERT_FAILED: &str = "E0502";
    /// An operation that is undefined for its operands (division by zero, ...).
    pub const BAD_OPERATION: &str = "E0503";
    /// An evaluation limit (iterations, size, depth) was exceeded.
    pub const LIMIT: &str = "E0504";
    /// A record that refers to itself in a way that cannot be resolved.
    pub const SELF_REFERENCE: &str = "E0505";
    /// A record field or name that could not be fully resolved.
    pub const UNRESOLVED: &str = "E0506";
    /// No `Target` record, or more than one.
    pub const TARGET_RECORD: &str = "E0600";
    /// A field the target model needs is missing, unset or of the wrong kind.
    pub const BAD_FIELD: &str = "E0601";
    /// A register that contains itself through its sub-registers.
    pub const SUBREG_CYCLE: &str = "E0602";
    /// A register-set expression naming something that is not a register
    /// or register class, or using an operator wrongly.
    pub const BAD_REGISTER_SET: &str = "E0603";
    /// An assembly string naming an operand the instruction does not have,
    /// or malformed.
    pub const ASM_OPERAND: &str = "E0604";
    /// Encoding bits naming a field that is not an operand.
    pub const ENCODING_UNKNOWN_FIELD: &str = "E0605";
    /// Encoding bits left unset (`?`).
    pub const ENCODING_UNSET: &str = "E0606";
    /// One operand bit placed at two encoding positions.
    pub const ENCODING_TWICE: &str = "E0607";
    /// Two instructions a decoder could not tell apart.
    pub const ENCODING_CONFLICT: &str = "E0608";
    /// A malformed operand constraint or one naming an unknown operand.
    pub const CONSTRAINT: &str = "E0609";
    /// An alias whose result does not fit the instruction.
    pub const ALIAS_MISMATCH: &str = "E0610";
    /// Two registers with the same assembly name.
    pub const DUPLICATE_REGISTER_NAME: &str = "E0611";
    /// A malformed operand list.
    pub const OPERAND_LIST: &str = "E0612";
    /// An encoding whose width disagrees with the instruction size.
    pub const ENCODING_SIZE: &str = "E0613";
    /// A variable-length encoding whose form does not fit the operands.
    pub const ENCODING_FORM: &str = "E0614";
    /// An immediate operand that accepts values its encoded bits cannot hold.
    pub const ENCODING_RANGE: &str = "E0615";
    /// An operand that no bit of the encoding takes, tied to nothing.
    pub const ENCODING_UNUSED_OPERAND: &str = "E0616";
    /// Operand bits below the highest placed one that reach no bit of the
    /// encoding.
    pub const ENCODING_DROPPED_BITS: &str = "E0617";
    /// A pseudo-instruction expansion that names what it cannot use: an
    /// unknown operator, value name or relocation operator, or steps whose
    /// operands do not fit their instructions.
    pub const EXPANSION: &str = "E0618";
    /// Two instructions the disassembler cannot tell apart.
    pub const DECODE_AMBIGUOUS: &str = "E0630";
    /// A pattern operator or operand that is not a node, fragment, type,
    /// register class or complex pattern.
    pub const PATTERN_OPERATOR: &str = "E0700";
    /// A node, fragment or instruction given the wrong number of operands.
    pub const PATTERN_OPERAND_COUNT: &str = "E0701";
    /// Type inference found no type that satisfies a value's constraints.
    pub const PATTERN_TYPE_CONTRADICTION: &str = "E0702";
    /// Type inference left a value with several possible types.
    pub const PATTERN_UNINFERRED: &str = "E0703";
    /// One name bound to values of two types.
    pub const PATTERN_NAME_TYPES: &str = "E0704";
    /// A result that is not made of instructions.
    pub const PATTERN_RESULT: &str = "E0705";
    /// A result operand naming nothing the pattern binds.
    pub const PATTERN_UNBOUND: &str = "E0706";
    /// The match and the result produce different numbers of values.
    pub const PATTERN_RESULT_COUNT: &str = "E0707";
    /// Two patterns that match the same thing.
    pub const PATTERN_DUPLICATE: &str = "E0708";
    /// A complex pattern whose declared operand count disagrees with the
    /// instruction operands it fills (or with another declaration of its
    /// function).
    pub const PATTERN_COMPLEX_OPERANDS: &str = "E0709";
    /// An instruction operand type (`Operand`) as a leaf of a pattern to
    /// match, where it says nothing of which values match.
    pub const PATTERN_OPERAND_LEAF: &str = "E0710";
    /// A result operand of the wrong kind for the instruction operand it
    /// fills: a block for a condition code, a register for an immediate,
    /// one slot of an address, a transform of a register value.
    pub const PATTERN_OPERAND_KIND: &str = "E0711";
    /// A metadata-kinds description (`MetadataKind` records) whose ids or
    /// names are duplicated, leave a gap, or are malformed.
    pub const METADATA_KIND: &str = "E0620";
    /// Architecture features or assembler predicates that are malformed.
    pub const FEATURE: &str = "E0630";
    /// A project file (`tdc.toml`) that cannot be used.
    pub const CONFIG: &str = "E0900";
    /// A template argument that is never used.
    pub const UNUSED_ARG: &str = "W0001";
    /// A macro defined twice.
    pub const DUPLICATE_MACRO: &str = "W0002";
    /// A selection pattern that an earlier-tried one always wins over.
    pub const PATTERN_SHADOWED: &str = "W0003";
    /// A selection pattern matching values of a type tdc's selector has no
    /// values of (a vector type): it is left out of the tables.
    pub const PATTERN_UNSELECTED_TYPE: &str = "W0004";
    /// Output of a `dump` statement.
    pub const DUMP: &str = "N0001";
}

/// How bad a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// Informational output (for example `dump`).
    Note,
    /// Suspicious but accepted.
    Warning,
    /// The input is rejected.
    Error,
}

/// A labelled span.
#[derive(Clone, Debug)]
pub struct Label {
    /// Where.
    pub span: Span,
    /// What to say there (may be empty).
    pub message: String,
}

/// One diagnostic.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    /// Stable code, see [`codes`].
    pub code: &'static str,
    /// Severity.
    pub severity: Severity,
    /// One-line summary.
    pub message: String,
    /// The exact place of the problem.
    pub primary: Option<Label>,
    /// Related places ("previous definition here", ...).
    pub secondary: Vec<Label>,
    /// Extra explanations.
    pub notes: Vec<String>,
    /// How to fix it, when known.
    pub help: Option<String>,
}

impl Diagnostic {
    /// A new error.
    pub fn error(code: &'static str, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            code,
            severity: Severity::Error,
            message: message.into(),
            primary: None,
            secondary: Vec::new(),
            notes: Vec::new(),
            help: None,
        }
    }

    /// A new warning.
    pub fn warning(code: &'static str, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Warning, ..Diagnostic::error(code, message) }
    }

    /// A new note.
    pub fn note(code: &'static str, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Note, ..Diagnostic::error(code, message) }
    }

    /// Sets the primary label.
    pub fn at(mut self, span: Span, label: impl Into<String>) -> Diagnostic {
        self.primary = Some(Label { span, message: label.into() });
        self
    }

    /// Adds a secondary label.
    pub fn with_label(mut self, span: Span, label: impl Into<String>) -> Diagnostic {
        self.secondary.push(Label { span, message: label.into() });
        self
    }

    /// Adds a note.
    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }

    /// Sets the help text.
    pub fn with_help(mut self, help: impl Into<String>) -> Diagnostic {
        self.help = Some(help.into());
        self
    }

    /// Whether this diagnostic rejects the input.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    fn to_codespan(&self, db: &SourceDb) -> cs::Diagnostic<FileId> {
        let severity = match self.severity {
            Severity::Note => cs::Severity::Note,
            Severity::Warning => cs::Severity::Warning,
            Severity::Error => cs::Severity::Error,
        };
        let mut labels = Vec::new();
        if let Some(p) = &self.primary {
            labels.push(cs::Label::primary(p.span.file, range(p.span)).with_message(printable(&p.message)));
        }
        for s in &self.secondary {
            labels.push(cs::Label::secondary(s.span.file, range(s.span)).with_message(printable(&s.message)));
        }
        let mut notes: Vec<String> = self.notes.iter().map(|n| printable(n)).collect();
        if let Some(help) = &self.help {
            notes.push(format!("help: {}", printable(help)));
        }
        if let Some(p) = &self.primary {
            notes.extend(include_chain(db, p.span.file));
        }
        cs::Diagnostic::new(severity)
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
/// characters.
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

/// Errors shown per file; the rest are counted in a closing note, as
/// rustc and llvm-tblgen stop early.
pub const MAX_ERRORS_PER_FILE: usize = 100;

/// Warnings shown per file, counted apart from errors: a file of a
/// hundred thousand repeated `#define X` lines warns once per line.
pub const MAX_WARNINGS_PER_FILE: usize = 100;

/// The diagnostics to show: the first [`MAX_ERRORS_PER_FILE`] errors and
/// [`MAX_WARNINGS_PER_FILE`] warnings of each file, every note; and a note
/// for each file whose errors or warnings were cut, saying how many were
/// left out.
fn shown<'d>(db: &SourceDb, diags: &'d [Diagnostic]) -> (Vec<&'d Diagnostic>, Vec<cs::Diagnostic<FileId>>) {
    // By (file, is an error): how many there were.
    let mut per_file: std::collections::BTreeMap<(Option<FileId>, bool), usize> = std::collections::BTreeMap::new();
    let mut out = Vec::new();
    for d in diags {
        let limit = match d.severity {
            Severity::Error => MAX_ERRORS_PER_FILE,
            Severity::Warning => MAX_WARNINGS_PER_FILE,
            _ => {
                out.push(d);
                continue;
            }
        };
        let count = per_file.entry((d.primary.as_ref().map(|p| p.span.file), d.is_error())).or_default();
        *count += 1;
        if *count <= limit {
            out.push(d);
        }
    }
    let notes = per_file
        .into_iter()
        .filter_map(|((file, is_error), n)| {
            let (limit, what) =
                if is_error { (MAX_ERRORS_PER_FILE, "error") } else { (MAX_WARNINGS_PER_FILE, "warning") };
            let left_out = n.checked_sub(limit).filter(|&k| k > 0)?;
            let name = file.map_or_else(|| "the input".to_string(), |f| db.file(f).name.clone());
            Some(cs::Diagnostic::note().with_message(format!(
                "{left_out} more {what}{} in {name} not shown (the first {limit} are)",
                if left_out == 1 { "" } else { "s" }
            )))
        })
        .collect();
    (out, notes)
}

fn range(span: Span) -> Range<usize> {
    span.start as usize..span.end as usize
}

/// "included from" notes for a buffer, innermost first.
fn include_chain(db: &SourceDb, mut file: FileId) -> Vec<String> {
    const SHOWN: usize = 6;
    let mut notes = Vec::new();
    let mut hidden = 0;
    while let Some(from) = db.file(file).included_from {
        if notes.len() < SHOWN {
            let f = db.file(from.file);
            let (line, col) = f.line_col(from.start);
            notes.push(format!("included from {}:{}:{}", f.name, line + 1, col + 1));
        } else {
            hidden += 1;
        }
        file = from.file;
    }
    if hidden > 0 {
        notes.push(format!("... and {hidden} more levels of includes"));
    }
    notes
}

impl<'a> Files<'a> for SourceDb {
    type FileId = FileId;
    type Name = &'a str;
    type Source = &'a str;

    fn name(&'a self, id: FileId) -> Result<&'a str, FilesError> {
        Ok(&self.file(id).name)
    }

    fn source(&'a self, id: FileId) -> Result<&'a str, FilesError> {
        Ok(&self.file(id).text)
    }

    fn line_index(&'a self, id: FileId, byte_index: usize) -> Result<usize, FilesError> {
        Ok(self.file(id).line_col(byte_index as u32).0)
    }

    fn line_range(&'a self, id: FileId, line_index: usize) -> Result<Range<usize>, FilesError> {
        let f = self.file(id);
        let start =
            f.line_start(line_index).ok_or(FilesError::LineTooLarge { given: line_index, max: f.line_count() - 1 })?;
        let end = f.line_start(line_index + 1).unwrap_or(f.text.len() as u32);
        Ok(start as usize..end as usize)
    }
}

/// Renders diagnostics as text (no colour), the form used by the CLI when
/// output is not a terminal, by snapshots and by the proc-macro.
/// At most [`MAX_ERRORS_PER_FILE`] errors of each file are rendered.
pub fn render(db: &SourceDb, diags: &[Diagnostic]) -> String {
    let mut buf = term::termcolor::NoColor::new(Vec::new());
    emit(&mut buf, db, diags);
    String::from_utf8_lossy(&buf.into_inner()).into_owned()
}

/// Writes diagnostics to `out` (at most [`MAX_ERRORS_PER_FILE`] errors
/// of each file, then a note of how many were left out).
pub fn emit(out: &mut dyn term::termcolor::WriteColor, db: &SourceDb, diags: &[Diagnostic]) {
    let config = term::Config::default();
    let short = term::Config { display_style: term::DisplayStyle::Short, ..term::Config::default() };
    let (shown, mut notes) = shown(db, diags);
    let (mut quoted, mut unquoted) = (0, 0);
    for d in shown {
        let d = d.to_codespan(db);
        // A line may be a megabyte: past the quota, a diagnostic is one
        // line of its own, without the source it points at.
        let bytes = quoted_bytes(db, &d);
        let style = if quoted + bytes <= MAX_QUOTED_BYTES {
            quoted += bytes;
            &config
        } else {
            unquoted += 1;
            &short
        };
        // Rendering cannot fail for spans we created ourselves.
        let _ = term::emit(out, style, db, &d);
    }
    if unquoted > 0 {
        notes.push(cs::Diagnostic::note().with_message(format!(
            "{unquoted} diagnostic{} shown without source lines (the lines quoted before them passed {} KiB)",
            if unquoted == 1 { "" } else { "s" },
            MAX_QUOTED_BYTES >> 10
        )));
    }
    for note in notes {
        let _ = term::emit(out, &config, db, &note);
    }
}

/// Bytes of source lines the diagnostics of one rendering quote; the
/// diagnostics after that are shown without them.
pub const MAX_QUOTED_BYTES: usize = 1 << 20;

/// Bytes of the lines a diagnostic quotes: each label's lines, first to last.
fn quoted_bytes(db: &SourceDb, d: &cs::Diagnostic<FileId>) -> usize {
    let line = |file: FileId, at: usize| db.line_index(file, at).and_then(|line| db.line_range(file, line)).ok();
    d.labels
        .iter()
        .map(|l| match (line(l.file_id, l.range.start), line(l.file_id, l.range.end)) {
            (Some(first), Some(last)) => last.end.saturating_sub(first.start),
            _ => 0,
        })
        .sum()
}

/// When diagnostics on standard error are coloured (`--color`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Color {
    /// When standard error is a terminal, `NO_COLOR` is unset or empty and
    /// `TERM` is not `dumb` (the default).
    Auto,
    /// Whatever standard error is.
    Always,
    /// Plain text.
    Never,
}

static COLOR: std::sync::OnceLock<Color> = std::sync::OnceLock::new();

/// Sets when diagnostics on standard error are coloured, for the process
/// (once, at start; later calls change nothing).
pub fn set_color(color: Color) {
    let _ = COLOR.set(color);
}

/// The colour choice for standard error. termcolor's own `Auto` looks at
/// `NO_COLOR` and `TERM` but not at whether the stream is a terminal: a
/// redirected stderr got escape codes.
pub fn stderr_color_choice() -> term::termcolor::ColorChoice {
    use std::io::IsTerminal;
    use term::termcolor::ColorChoice;
    match COLOR.get().copied().unwrap_or(Color::Auto) {
        Color::Always => ColorChoice::Always,
        Color::Never => ColorChoice::Never,
        Color::Auto if std::io::stderr().is_terminal() => ColorChoice::Auto,
        Color::Auto => ColorChoice::Never,
    }
}

/// Renders diagnostics to standard error, with colour when it is a
/// terminal (buffered: a diagnostic is many small writes).
pub fn emit_to_stderr(db: &SourceDb, diags: &[Diagnostic]) {
    use term::termcolor::BufferedStandardStream;
    let mut stream = BufferedStandardStream::stderr(stderr_color_choice());
    emit(&mut stream, db, diags);
    let _ = std::io::Write::flush(&mut stream);
}
