//! `tdc-dsl`: the TableGen language for tdc, and the compiler from a
//! description to Rust tables.
//!
//! The whole compiler, one stage per module, is [`compile`]:
//!
//! ```text
//! load      syntax::preprocess   .td files -> tokens of every buffer
//! parse     syntax               tokens -> SourceUnit (AST)
//! evaluate  records              SourceUnit -> RecordKeeper
//! model     target               RecordKeeper -> target model
//! tables    tables               target model -> tables
//! Rust      emit_rust            tables -> Rust items
//! ```
//!
//! The first three are the frontend, [`load_file`], which `tdc records`
//! stops after:
//!
//! ```no_run
//! let out = tdc_dsl::load_file("my.td".as_ref(), &tdc_dsl::Options::default());
//! if let Some(records) = &out.records {
//!     print!("{}", tdc_dsl::records::print::print_records(records));
//! }
//! ```
#![deny(missing_docs)]

// pest_derive without "std" names `alloc` directly.
extern crate alloc;

pub mod diag;
pub mod emit_rust;
pub mod metadata_kinds;
pub mod records;
mod schedule;
pub mod source;
pub mod suggest;
pub mod syntax;
pub mod tables;
pub mod target;

use diag::Diagnostic;
use records::RecordKeeper;
use source::{FileId, SourceDb};
use std::path::{Path, PathBuf};
use syntax::ast::SourceUnit;
use syntax::preprocess::{LoadOptions, Loader};

/// Options of a run: include directories and macros.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// `-I` directories, searched in order after the including file's directory.
    pub include_dirs: Vec<PathBuf>,
    /// `-D` macros.
    pub macros: Vec<String>,
    /// Directory that includes are tried against last (default: the
    /// process's working directory, as llvm-tblgen does).
    pub working_dir: Option<PathBuf>,
    /// Evaluation steps allowed to each statement (default
    /// [`records::limits::STATEMENT_STEPS`]).
    pub max_steps: Option<u64>,
    /// Unsaved text of files, by canonical path, read instead of the disk.
    pub overlays: std::collections::HashMap<PathBuf, String>,
    /// Keep every buffer's syntax tree in [`Output::units`] (for editors).
    pub keep_syntax: bool,
    /// Statements parsed by earlier runs, reused where their text is
    /// unchanged (for editors, which run again after every edit).
    pub parse_cache: Option<std::sync::Arc<syntax::incremental::ParseCache>>,
    /// Do not warn about unused template arguments
    /// (llvm-tblgen's `--no-warn-on-unused-template-args`).
    pub no_warn_unused_template_args: bool,
    /// Print how long each phase took on standard error
    /// (llvm-tblgen's `--time-phases`).
    pub time_phases: bool,
}

/// Everything a run produced.
pub struct Output {
    /// Every buffer read.
    pub db: SourceDb,
    /// The records, when no stage boundary stopped the run.
    pub records: Option<RecordKeeper>,
    /// Every diagnostic, in the order found.
    pub diags: Vec<Diagnostic>,
    /// Each buffer's syntax tree, by file id, when [`Options::keep_syntax`]
    /// was set and the buffer parsed.
    pub units: Vec<Option<SourceUnit>>,
}

impl Output {
    /// Whether any error was reported.
    pub fn has_errors(&self) -> bool {
        self.diags.iter().any(|d| d.is_error())
    }
}

/// What [`compile`] made: the frontend's output (the files read, the
/// records and their diagnostics) and the Rust items, or every diagnostic
/// rendered.
pub struct Compiled {
    /// The frontend's output.
    pub out: Output,
    /// The items, or the rendered diagnostics of the stage that stopped.
    pub rust: Result<emit_rust::Described, String>,
}

/// The whole compiler, in order: load → parse → evaluate ([`load_file`]),
/// then target model → tables → Rust ([`emit_rust::description_items`]).
/// `tdc gen` and the `tdc::target!` macro run it.
pub fn compile(path: &Path, options: &Options) -> Compiled {
    let out = load_file(path, options);
    let rust = emit_rust::description_items(&out);
    Compiled { out, rust }
}

/// Loads, parses and evaluates a file.
pub fn load_file(path: &Path, options: &Options) -> Output {
    run(options, None, |loader| loader.load_root(path))
}

/// Loads, parses and evaluates text given in memory (`path` anchors includes).
pub fn load_text(name: &str, path: Option<PathBuf>, text: &str, options: &Options) -> Output {
    run(options, None, |loader| Some(loader.load_text(name, path.clone(), text)))
}

/// As [`load_text`], for a description evaluated again and again (an
/// editor's): evaluation resumes from the state an earlier run with the
/// same `cache` kept, at the first statement that changed since
/// (`records::eval::EvalCache`). The output is the same as a full run's.
/// Needs [`Options::keep_syntax`]; without it the run is a full one.
pub fn load_text_resuming(
    name: &str,
    path: Option<PathBuf>,
    text: &str,
    options: &Options,
    cache: &mut records::eval::EvalCache,
) -> Output {
    run(options, Some(cache), |loader| Some(loader.load_text(name, path.clone(), text)))
}

/// A buffer after the grammar ran.
pub enum Parsed {
    /// The syntax tree.
    Unit(SourceUnit),
    /// The buffer could not be parsed.
    Failed(Vec<Diagnostic>),
    /// The buffer was never loaded (unreadable include).
    Missing,
    /// The buffer could not be parsed, found by an editor's run looking
    /// ahead (`records::eval::EvalCache`): its errors are reported only
    /// once evaluation reaches it, when a run that did not look ahead
    /// would have found them.
    Unreached(Vec<Diagnostic>),
}

/// Prints how long a phase took when `TDC_TIME` is set (for benchmarks).
pub fn phase_time(name: &str, since: std::time::Instant) {
    if std::env::var_os("TDC_TIME").is_some() {
        report_phase(name, since);
    }
}

/// Prints how long a phase took, on standard error.
pub fn report_phase(name: &str, since: std::time::Instant) {
    eprintln!("tdc: {name}: {:.1} ms", since.elapsed().as_secs_f64() * 1e3);
}

/// The frontend, stage by stage: load (read every buffer and preprocess
/// it into tokens), then parse and evaluate. Parsing runs ahead of the
/// evaluator on worker threads; [`schedule`] keeps those details.
fn run(
    options: &Options,
    cache: Option<&mut records::eval::EvalCache>,
    root: impl FnOnce(&mut Loader) -> Option<FileId>,
) -> Output {
    let started = std::time::Instant::now();
    let mut db = SourceDb::new();
    let (root, buffers, diags) = load(&mut db, options, root);
    // Stage boundary: a preprocessing error stops before parsing.
    let Some(root) = root.filter(|_| !diags.iter().any(|d| d.is_error())) else {
        return Output { db, records: None, diags, units: Vec::new() };
    };
    phase_done(options, "load+preprocess", started);
    let started = std::time::Instant::now();
    let mut cache = cache;
    let evaluated = schedule::parse_and_evaluate(buffers, root, options, cache.as_deref_mut());
    phase_done(options, "parse+evaluate", started);
    let (out, failed) = finish(db, diags, evaluated, options);
    if let (Some(cache), Some(records)) = (cache, failed) {
        cache.retire(records);
    }
    out
}

/// Stage 1: every buffer the root reaches, read and preprocessed.
fn load(
    db: &mut SourceDb,
    options: &Options,
    root: impl FnOnce(&mut Loader) -> Option<FileId>,
) -> (Option<FileId>, Vec<Option<syntax::preprocess::Preprocessed>>, Vec<Diagnostic>) {
    let load = LoadOptions {
        include_dirs: options.include_dirs.clone(),
        macros: options.macros.clone(),
        working_dir: options.working_dir.clone(),
        overlays: options.overlays.clone(),
    };
    let mut loader = Loader::new(db, &load);
    let root = root(&mut loader);
    (root, std::mem::take(&mut loader.buffers), std::mem::take(&mut loader.diags))
}

/// The run's output from what parsing and evaluation left: the syntax
/// errors of every buffer, then the evaluator's diagnostics, and the
/// records unless an error stopped them.
/// Also gives back the records of a run that failed, which the output
/// leaves out.
fn finish(
    db: SourceDb,
    mut diags: Vec<Diagnostic>,
    evaluated: schedule::Evaluated,
    options: &Options,
) -> (Output, Option<RecordKeeper>) {
    let schedule::Evaluated { keeper, report, units } = evaluated;
    for u in &units {
        if let Parsed::Failed(e) = u {
            diags.extend(e.iter().cloned());
        }
    }
    let units = schedule::kept_syntax(units, options.keep_syntax);
    if report.syntax_failed || diags.iter().any(|d| d.is_error()) {
        // Stage boundary: evaluation stopped at the first unparsable buffer,
        // so only the syntax errors are reported.
        return (Output { db, records: None, diags, units }, Some(keeper));
    }
    if std::env::var_os("TDC_TIME").is_some() {
        let (most, at) = report.most_steps;
        let file = db.file(at.file);
        eprintln!(
            "tdc: evaluation steps: {} (one statement at most {most}, {}:{})",
            report.steps_taken,
            file.name,
            file.line_col(at.start).0 + 1
        );
    }
    let failed = report.has_errors() || diags.iter().any(|d| d.is_error());
    diags.extend(report.diags);
    match failed {
        true => (Output { db, records: None, diags, units }, Some(keeper)),
        false => (Output { db, records: Some(keeper), diags, units }, None),
    }
}

/// Reports a phase's time when `--time-phases` or `TDC_TIME` asks for it.
fn phase_done(options: &Options, name: &str, since: std::time::Instant) {
    if options.time_phases {
        report_phase(name, since)
    } else {
        phase_time(name, since)
    }
}
