//! The metadata checker's diagnostics: the runtime's [`TextDiagnostic`](crate::text_diagnostic::TextDiagnostic)
//! with the codes below, in three classes:
//!
//! - E0800-E0803: the text cannot be read (llvm-as rejects it while parsing);
//! - E0810-E0829: a rule LLVM 19's verifier applies (llvm-as rejects the module);
//! - E0850-E0859: a rule only the documentation (LangRef and the metadata
//!   kinds' pages) states; llvm-as 19 accepts such a module, tdc rejects it;
//! - W0890-W0899: warnings, never failures: debug information that LLVM's
//!   verifier finds broken, which llvm-as drops with a warning of its own.

use codespan_reporting::diagnostic as cs;
use codespan_reporting::files::SimpleFile;
use codespan_reporting::term;
use codespan_reporting::term::termcolor::WriteColor;

pub use crate::text_diagnostic::{emit, render, Label, Span};

/// An error found in a metadata text; tools and tests match on its code
/// (see [`codes`]).
pub type MetadataDiagnostic = crate::text_diagnostic::TextDiagnostic;

/// Diagnostic codes of the metadata checker (E08xx; the compiler's stages
/// use the other ranges).
pub mod codes {
    /// Text that LLVM's IR syntax does not accept (or that tdc cannot read,
    /// in which case the message says which form).
    pub const MD_SYNTAX: &str = "E0800";
    /// A typed constant that is malformed or not valid for its type.
    pub const MD_CONSTANT: &str = "E0801";
    /// A metadata reference (`!7`) to a node that nothing defines, or a
    /// global named in a node that the module does not define.
    pub const MD_UNDEFINED: &str = "E0802";
    /// A numbered or named metadata node defined twice.
    pub const MD_REDEFINED: &str = "E0803";
    /// Verifier: a node with the wrong number of operands.
    pub const MD_OPERAND_COUNT: &str = "E0810";
    /// Verifier: an operand of the wrong sort (a string where a constant
    /// belongs, a constant where a node belongs, ...).
    pub const MD_OPERAND_KIND: &str = "E0811";
    /// Verifier: a constant of the wrong type (range bounds not of the
    /// loaded type, an accuracy that is not a float, ...).
    pub const MD_TYPE: &str = "E0812";
    /// Verifier: a constant outside what its kind allows (an alignment not
    /// a power of two or above 2^32, a negative accuracy, ...).
    pub const MD_VALUE: &str = "E0813";
    /// Verifier: a range pair that is empty, full, or has equal bounds.
    pub const MD_RANGE_EMPTY_OR_FULL: &str = "E0814";
    /// Verifier: range pairs not in signed order of their lower bounds.
    pub const MD_RANGE_ORDER: &str = "E0815";
    /// Verifier: range pairs that overlap or are contiguous.
    pub const MD_RANGE_OVERLAP: &str = "E0816";
    /// Verifier: a function-level `!prof` that is not a function entry count.
    pub const MD_PROF_TYPE: &str = "E0817";
    /// Verifier: an access group that is not a distinct empty node.
    pub const MD_NOT_DISTINCT: &str = "E0818";
    /// Verifier: a scope or domain whose name is neither a string nor itself.
    pub const MD_SELF_REFERENCE: &str = "E0819";
    /// Verifier: a kind on an instruction, function or global it may not
    /// be attached to, or whose type it does not fit.
    pub const MD_PLACEMENT: &str = "E0820";
    /// Verifier: a number of weights that disagrees with the instruction's
    /// successors.
    pub const MD_HOST_MISMATCH: &str = "E0821";
    /// Verifier: a TBAA access tag or type node that breaks the type DAG's rules.
    pub const MD_TBAA: &str = "E0822";
    /// Verifier: module flags, `!llvm.ident` or `!llvm.commandline` malformed.
    pub const MD_MODULE_FLAG: &str = "E0823";
    /// Verifier: a kind attached twice where one attachment is allowed.
    pub const MD_DUPLICATE: &str = "E0824";
    /// Documented only: a node whose shape disagrees with the documentation
    /// of its kind (llvm-as 19 accepts it).
    pub const DOC_SHAPE: &str = "E0850";
    /// Documented only: a value the documentation rules out.
    pub const DOC_VALUE: &str = "E0851";
    /// Documented only: a loop identifier that does not refer to itself.
    pub const DOC_SELF_REFERENCE: &str = "E0852";
    /// Documented only: tbaa.struct regions out of order or overlapping.
    pub const DOC_TBAA_STRUCT_ORDER: &str = "E0853";
    /// Documented only: a callback encoding that does not fit the broker's
    /// parameters.
    pub const DOC_CALLBACK: &str = "E0854";
    /// Warning: debug information LLVM's verifier finds broken; llvm-as
    /// drops it and goes on.
    pub const W_DEBUG_INFO: &str = "W0890";

    /// Whether a code names a rule only the documentation states.
    pub fn is_documented_only(code: &str) -> bool {
        code.starts_with("E085")
    }

    /// Whether a code is a warning.
    pub fn is_warning(code: &str) -> bool {
        code.starts_with('W')
    }
}

/// Renders warnings (codespan-reporting, no colour).
pub fn render_warnings(name: &str, text: &str, warnings: &[MetadataDiagnostic]) -> String {
    let mut out = term::termcolor::NoColor::new(Vec::new());
    emit_warnings(&mut out, name, text, warnings);
    String::from_utf8_lossy(&out.into_inner()).into_owned()
}

/// Writes warnings to `out`, as codespan-reporting warnings.
pub fn emit_warnings(out: &mut dyn WriteColor, name: &str, text: &str, warnings: &[MetadataDiagnostic]) {
    let file = SimpleFile::new(name, text);
    let config = term::Config::default();
    let shown = warnings.len().min(crate::limits::MAX_ERRORS_PER_FILE);
    for w in &warnings[..shown] {
        let mut labels = Vec::new();
        if let Some(p) = &w.primary {
            labels.push(cs::Label::primary((), p.span.range()).with_message(p.message.clone()));
        }
        for s in &w.secondary {
            labels.push(cs::Label::secondary((), s.span.range()).with_message(s.message.clone()));
        }
        let mut notes = w.notes.clone();
        if let Some(help) = &w.help {
            notes.push(format!("help: {help}"));
        }
        let d = cs::Diagnostic::warning()
            .with_code(w.code)
            .with_message(w.message.clone())
            .with_labels(labels)
            .with_notes(notes);
        let _ = term::emit(out, &config, &file, &d);
    }
    if warnings.len() > shown {
        let left_out = warnings.len() - shown;
        let note = cs::Diagnostic::note().with_message(format!("{left_out} more warnings in {name} not shown"));
        let _ = term::emit(out, &config, &file, &note);
    }
}
