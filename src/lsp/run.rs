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
use tdc_dsl::target::{ModelInputs, TargetModel};

/// The buffer a run evaluates (the first one loaded): the document
/// itself, or the root description it is evaluated through.
pub const ROOT: FileId = FileId(0);

/// What one evaluation of a document left for navigation.
pub struct Run {
    pub out: tdc_dsl::Output,
    /// The target model, for a description built on the prelude that has
    /// no errors (encodings for hover, pattern types for inlay hints).
    pub model: Option<TargetModel>,
    pub index: Rc<LazyIndex>,
    /// Whether the document itself parsed (the index covers it).
    pub parsed: bool,
    /// The files it included, by canonical path.
    pub included: Vec<PathBuf>,
    /// The target check a later run may keep.
    target: Option<CheckedTarget>,
}

/// A target check's diagnostics and what the model was read from: a
/// later run keeps them, and the model, while that is unchanged.
struct CheckedTarget {
    diags: Vec<Diagnostic>,
    inputs: ModelInputs,
    /// The model, while a run that failed before the target check keeps
    /// it for the next.
    shelved: Option<TargetModel>,
}

/// What a document's earlier runs left for its next one.
pub struct Earlier<'a> {
    /// The evaluator's kept states.
    pub cache: &'a mut EvalCache,
    /// The last run, whose target model the next may keep.
    pub run: Option<&'a mut Run>,
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
    earlier: Earlier,
) -> (Run, Vec<Diagnostic>) {
    let (out, target, diags, files) = frontend(name, path, text, options, earlier);
    finish(out, target, diags, files, ROOT)
}

/// Evaluates the text of a root description that includes the document
/// at `document` (canonical); `None` when the root does not reach it.
pub fn evaluate_through(
    name: &str,
    root: PathBuf,
    text: &str,
    options: &tdc_dsl::Options,
    document: &Path,
    earlier: Earlier,
) -> Option<(Run, Vec<Diagnostic>)> {
    let (out, target, diags, files) = frontend(name, Some(root), text, options, earlier);
    let focus = files.iter().find(|(_, p)| p == document)?.0;
    Some(finish(out, target, diags, files, focus))
}

/// What the frontend and the target model gave: the output, the model
/// and what it was read from, every diagnostic, and the included files by
/// canonical path.
type Evaluated = (tdc_dsl::Output, Target, Vec<Diagnostic>, Vec<(FileId, PathBuf)>);

/// A run's target model, and its check.
type Target = (Option<TargetModel>, Option<CheckedTarget>);

/// Runs the frontend (resuming from what the document's earlier runs
/// kept) and the target model (kept from the last run when the records it
/// reads are the very same).
fn frontend(name: &str, path: Option<PathBuf>, text: &str, options: &tdc_dsl::Options, earlier: Earlier) -> Evaluated {
    let t = std::time::Instant::now();
    let mut out = tdc_dsl::load_text_resuming(name, path, text, options, earlier.cache);
    tdc_dsl::phase_time("lsp: frontend", t);
    let t = std::time::Instant::now();
    let failed = out.has_errors();
    let mut diags = std::mem::take(&mut out.diags);
    let mut last = earlier.run;
    let target = match out.records.as_ref().filter(|_| !failed) {
        Some(records) => {
            let unchanged = |r: &&mut Run| r.target.as_ref().is_some_and(|t| t.inputs.unchanged_in(records));
            let target = match last.filter(unchanged) {
                Some(last) => {
                    let mut kept = last.target.take();
                    (last.model.take().or_else(|| kept.as_mut()?.shelved.take()), kept)
                }
                None => {
                    let (model, diags, inputs) = tdc_dsl::target::checked_model_with_inputs(records, &out.db);
                    (model, Some(CheckedTarget { diags, inputs, shelved: None }))
                }
            };
            diags.extend(target.1.iter().flat_map(|t| t.diags.iter().cloned()));
            target
        }
        // Nothing to check: the last check waits for the next run.
        None => {
            let kept = last.as_mut().and_then(|l| {
                let mut kept = l.target.take()?;
                kept.shelved = l.model.take().or(kept.shelved);
                Some(kept)
            });
            (None, kept)
        }
    };
    tdc_dsl::phase_time("lsp: target check", t);
    let files = (out.db.files().iter().enumerate().skip(1))
        .filter_map(|(i, f)| Some((FileId(i as u32), std::fs::canonicalize(f.path.as_ref()?).ok()?)))
        .collect();
    (out, target, diags, files)
}

/// The run, its name index to be built from its syntax trees, seen from
/// the document's buffer `focus`.
fn finish(
    mut out: tdc_dsl::Output,
    (model, target): Target,
    diags: Vec<Diagnostic>,
    files: Vec<(FileId, PathBuf)>,
    focus: FileId,
) -> (Run, Vec<Diagnostic>) {
    let units = std::mem::take(&mut out.units);
    let parsed = matches!(units.get(focus.0 as usize), Some(Some(_)));
    let index = LazyIndex { built: OnceCell::new(), units: RefCell::new(units), focus };
    let included = files.into_iter().map(|(_, p)| p).collect();
    (Run { out, model, index: Rc::new(index), parsed, included, target }, diags)
}
