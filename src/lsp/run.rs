//! One evaluation of an open document: the frontend and the target model
//! run as in the CLI; the syntax trees become a name index and are freed.

use super::index::Index;
use std::path::PathBuf;
use std::rc::Rc;
use tdc_dsl::diag::Diagnostic;
use tdc_dsl::source::FileId;

/// The document's own buffer in a run (the first one loaded).
pub const ROOT: FileId = FileId(0);

/// What one evaluation of a document left for navigation.
pub struct Run {
    pub out: tdc_dsl::Output,
    pub index: Rc<Index>,
    /// Whether the document itself parsed (the index covers it).
    pub parsed: bool,
    /// The files it included, by canonical path.
    pub included: Vec<PathBuf>,
}

/// Evaluates a document's text; returns the run and every diagnostic.
pub fn evaluate(name: &str, path: Option<PathBuf>, text: &str, options: &tdc_dsl::Options) -> (Run, Vec<Diagnostic>) {
    let t = std::time::Instant::now();
    let mut out = tdc_dsl::load_text(name, path, text, options);
    tdc_dsl::phase_time("lsp: frontend", t);
    let t = std::time::Instant::now();
    let failed = out.has_errors();
    let mut diags = std::mem::take(&mut out.diags);
    if let Some(records) = out.records.as_ref().filter(|_| !failed) {
        diags.extend(tdc_dsl::target::check(records, &out.db));
    }
    tdc_dsl::phase_time("lsp: target check", t);
    let t = std::time::Instant::now();
    let units = std::mem::take(&mut out.units);
    let index = Rc::new(Index::build(&units, ROOT));
    let parsed = matches!(units.first(), Some(Some(_)));
    // Freeing the syntax trees is slow and nobody waits for it.
    let _ = std::thread::Builder::new().spawn(move || drop(units));
    let included = out
        .db
        .files()
        .iter()
        .skip(1)
        .filter_map(|f| f.path.as_ref())
        .filter_map(|p| std::fs::canonicalize(p).ok())
        .collect();
    tdc_dsl::phase_time("lsp: index", t);
    (Run { out, index, parsed, included }, diags)
}
