//! One evaluation of an open document: the frontend and the target model
//! run as in the CLI; the syntax trees become a name index and are freed.

use super::index::Index;
use std::cell::{OnceCell, RefCell};
use std::path::{Path, PathBuf};
use std::rc::Rc;
use tdc_dsl::diag::Diagnostic;
use tdc_dsl::records::eval::EvalCache;
use tdc_dsl::source::FileId;
use tdc_dsl::syntax::ast::SourceUnit;

/// The buffer a run evaluates (the first one loaded): the document
/// itself, or the root description it is evaluated through.
pub const ROOT: FileId = FileId(0);

/// What one evaluation of a document left for navigation.
pub struct Run {
    pub out: tdc_dsl::Output,
    /// The target model, for a description built on the prelude that has
    /// no errors (encodings for hover, pattern types for inlay hints).
    pub model: Option<tdc_dsl::target::TargetModel>,
    pub index: Rc<LazyIndex>,
    /// Whether the document itself parsed (the index covers it).
    pub parsed: bool,
    /// The files it included, by canonical path.
    pub included: Vec<PathBuf>,
}

impl Run {
    /// The document's buffer: [`ROOT`], or its first inclusion when the
    /// run evaluates a root that includes it (kept by the index, which
    /// editor features read alone).
    pub fn focus(&self) -> FileId {
        self.index.focus
    }
}

/// A run's name index, built when an editor feature first needs it: the
/// diagnostics do not wait for it (on LLVM's X86 it takes 40 ms).
pub struct LazyIndex {
    built: OnceCell<Index>,
    /// The syntax trees, until the index is built from them.
    units: RefCell<Vec<Option<SourceUnit>>>,
    focus: FileId,
}

impl LazyIndex {
    /// The index, built on first use.
    pub fn get(&self) -> &Index {
        self.built.get_or_init(|| {
            let units = std::mem::take(&mut *self.units.borrow_mut());
            let mut index = Index::build(&units, ROOT);
            index.focus = self.focus;
            free_elsewhere(units);
            index
        })
    }
}

impl std::ops::Deref for LazyIndex {
    type Target = Index;

    fn deref(&self) -> &Index {
        self.get()
    }
}

impl Drop for LazyIndex {
    fn drop(&mut self) {
        free_elsewhere(std::mem::take(self.units.get_mut()));
    }
}

/// Freeing syntax trees is slow and nobody waits for it.
fn free_elsewhere(units: Vec<Option<SourceUnit>>) {
    if !units.is_empty() {
        let _ = std::thread::Builder::new().spawn(move || drop(units));
    }
}

/// Evaluates a document's text alone; returns the run and every diagnostic.
pub fn evaluate(
    name: &str,
    path: Option<PathBuf>,
    text: &str,
    options: &tdc_dsl::Options,
    cache: &mut EvalCache,
) -> (Run, Vec<Diagnostic>) {
    let (out, model, diags, files) = frontend(name, path, text, options, cache);
    finish(out, model, diags, files, ROOT)
}

/// Evaluates the text of a root description that includes the document
/// at `document` (canonical); `None` when the root does not reach it.
pub fn evaluate_through(
    name: &str,
    root: PathBuf,
    text: &str,
    options: &tdc_dsl::Options,
    document: &Path,
    cache: &mut EvalCache,
) -> Option<(Run, Vec<Diagnostic>)> {
    let (out, model, diags, files) = frontend(name, Some(root), text, options, cache);
    let focus = files.iter().find(|(_, p)| p == document)?.0;
    Some(finish(out, model, diags, files, focus))
}

/// What the frontend and the target model gave: the output, the model,
/// every diagnostic, and the included files by canonical path.
type Evaluated = (tdc_dsl::Output, Option<tdc_dsl::target::TargetModel>, Vec<Diagnostic>, Vec<(FileId, PathBuf)>);

/// Runs the frontend (resuming from what the document's earlier runs
/// kept) and the target model.
fn frontend(
    name: &str,
    path: Option<PathBuf>,
    text: &str,
    options: &tdc_dsl::Options,
    cache: &mut EvalCache,
) -> Evaluated {
    let t = std::time::Instant::now();
    let mut out = tdc_dsl::load_text_resuming(name, path, text, options, cache);
    tdc_dsl::phase_time("lsp: frontend", t);
    let t = std::time::Instant::now();
    let failed = out.has_errors();
    let mut diags = std::mem::take(&mut out.diags);
    let mut model = None;
    if let Some(records) = out.records.as_ref().filter(|_| !failed) {
        let (built, found) = tdc_dsl::target::checked_model(records, &out.db);
        model = built;
        diags.extend(found);
    }
    tdc_dsl::phase_time("lsp: target check", t);
    let files = (out.db.files().iter().enumerate().skip(1))
        .filter_map(|(i, f)| Some((FileId(i as u32), std::fs::canonicalize(f.path.as_ref()?).ok()?)))
        .collect();
    (out, model, diags, files)
}

/// The run, its name index to be built from its syntax trees, seen from
/// the document's buffer `focus`.
fn finish(
    mut out: tdc_dsl::Output,
    model: Option<tdc_dsl::target::TargetModel>,
    diags: Vec<Diagnostic>,
    files: Vec<(FileId, PathBuf)>,
    focus: FileId,
) -> (Run, Vec<Diagnostic>) {
    let units = std::mem::take(&mut out.units);
    let parsed = matches!(units.get(focus.0 as usize), Some(Some(_)));
    let index = LazyIndex { built: OnceCell::new(), units: RefCell::new(units), focus };
    let included = files.into_iter().map(|(_, p)| p).collect();
    (Run { out, model, index: Rc::new(index), parsed, included }, diags)
}
