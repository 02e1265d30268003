//! tdc diagnostics as LSP diagnostics: spans become UTF-16 ranges, grouped
//! by the file they are in; codes and messages stay those of the CLI.

use super::uri;
use lsp_types::{
    Diagnostic, DiagnosticRelatedInformation, DiagnosticSeverity, Location, NumberOrString, Position, Range, Uri,
};
use std::collections::BTreeMap;
use tdc_dsl::diag::{self, Severity};
use tdc_dsl::source::{FileId, SourceDb, Span};

/// The LSP position of byte `offset` in file `span.file`.
fn position(db: &SourceDb, span: Span, offset: u32) -> Position {
    let file = db.file(span.file);
    let (line, _) = file.line_col(offset);
    let start = file.line_start(line).unwrap_or(0) as usize;
    let end = (offset as usize).min(file.text.len());
    let character = file.text.get(start..end).map_or(0, |s| s.encode_utf16().count());
    Position { line: line as u32, character: character as u32 }
}

/// The range a span covers.
pub fn range(db: &SourceDb, span: Span) -> Range {
    Range { start: position(db, span, span.start), end: position(db, span, span.end) }
}

/// The URI of the file a span is in: the document's own URI for its
/// buffer in the run, `focus` (as the client spelled it), and for
/// in-memory buffers.
pub fn file_uri(db: &SourceDb, span: Span, document: &Uri, focus: FileId) -> Uri {
    match &db.file(span.file).path {
        Some(p) if span.file != focus => uri::from_path(p).unwrap_or_else(|| document.clone()),
        _ => document.clone(),
    }
}

/// What the document shows when tdc itself failed on it.
pub fn internal_error(root: &Uri) -> BTreeMap<String, (Uri, Vec<Diagnostic>)> {
    let d = Diagnostic {
        severity: Some(DiagnosticSeverity::ERROR),
        source: Some("tdc".into()),
        message: "internal error in tdc while checking this file (please report it)".into(),
        ..Diagnostic::default()
    };
    BTreeMap::from([(root.as_str().to_string(), (root.clone(), vec![d]))])
}

/// The diagnostics of a run by file URI; those without a place go to the
/// document, `root`, whose buffer in the run is `focus`.
pub fn diagnostics(
    db: &SourceDb,
    diags: &[diag::Diagnostic],
    root: &Uri,
    focus: FileId,
) -> BTreeMap<String, (Uri, Vec<Diagnostic>)> {
    let mut out: BTreeMap<String, (Uri, Vec<Diagnostic>)> = BTreeMap::new();
    // Errors past the cap, by file: counted, not converted.
    let mut errors: BTreeMap<String, usize> = BTreeMap::new();
    for d in diags {
        let uri = match &d.primary {
            Some(l) => file_uri(db, l.span, root, focus),
            None => root.clone(),
        };
        if d.is_error() {
            let count = errors.entry(uri.as_str().to_string()).or_default();
            *count += 1;
            if *count > diag::MAX_ERRORS_PER_FILE {
                continue;
            }
        }
        let place = d.primary.as_ref().map_or_else(Range::default, |l| range(db, l.span));
        let mut message = d.message.clone();
        if let Some(label) = d.primary.as_ref().filter(|l| !l.message.is_empty()) {
            message.push_str(&format!(": {}", label.message));
        }
        for note in &d.notes {
            message.push_str(&format!("\nnote: {note}"));
        }
        if let Some(help) = &d.help {
            message.push_str(&format!("\nhelp: {help}"));
        }
        let related: Vec<DiagnosticRelatedInformation> = d
            .secondary
            .iter()
            .map(|l| DiagnosticRelatedInformation {
                location: Location { uri: file_uri(db, l.span, root, focus), range: range(db, l.span) },
                message: l.message.clone(),
            })
            .collect();
        let severity = match d.severity {
            Severity::Error => DiagnosticSeverity::ERROR,
            Severity::Warning => DiagnosticSeverity::WARNING,
            _ => DiagnosticSeverity::INFORMATION,
        };
        let lsp = Diagnostic {
            range: place,
            severity: Some(severity),
            code: Some(NumberOrString::String(d.code.to_string())),
            source: Some("tdc".into()),
            message,
            related_information: (!related.is_empty()).then_some(related),
            ..Diagnostic::default()
        };
        out.entry(uri.as_str().to_string()).or_insert_with(|| (uri.clone(), Vec::new())).1.push(lsp);
    }
    for (file, count) in errors.into_iter().filter(|&(_, n)| n > diag::MAX_ERRORS_PER_FILE) {
        let left_out = count - diag::MAX_ERRORS_PER_FILE;
        if let Some((_, list)) = out.get_mut(&file) {
            let place = list.last().map_or_else(Range::default, |d| d.range);
            list.push(Diagnostic {
                range: place,
                severity: Some(DiagnosticSeverity::INFORMATION),
                source: Some("tdc".into()),
                message: format!("{left_out} more errors not shown (the first {} are)", diag::MAX_ERRORS_PER_FILE),
                ..Diagnostic::default()
            });
        }
    }
    out
}
