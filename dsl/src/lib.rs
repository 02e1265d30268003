//! `tdc-dsl`: the TableGen language for tdc.
//!
//! The pipeline, one stage per module:
//!
//! ```text
//! .td text --syntax--> SourceUnit (AST) --records--> RecordKeeper
//! ```
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
pub mod source;
pub mod suggest;
pub mod syntax;
pub mod tables;
pub mod target;

use diag::Diagnostic;
use records::RecordKeeper;
use source::{FileId, SourceDb};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};
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

/// Loads, parses and evaluates a file.
pub fn load_file(path: &Path, options: &Options) -> Output {
    run(options, |loader| loader.load_root(path))
}

/// Loads, parses and evaluates text given in memory (`path` anchors includes).
pub fn load_text(name: &str, path: Option<PathBuf>, text: &str, options: &Options) -> Output {
    run(options, |loader| Some(loader.load_text(name, path.clone(), text)))
}

/// A buffer after the grammar ran.
pub enum Parsed {
    /// The syntax tree.
    Unit(SourceUnit),
    /// The buffer could not be parsed.
    Failed(Vec<Diagnostic>),
    /// The buffer was never loaded (unreadable include).
    Missing,
}

fn parse_buffer(
    i: usize,
    pre: Option<syntax::preprocess::Preprocessed>,
    cache: Option<&syntax::incremental::ParseCache>,
) -> Parsed {
    // A bug in the parser must become a diagnostic, never a missing result
    // that the evaluator would wait for.
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| parse_buffer_inner(i, pre, cache))).unwrap_or_else(|_| {
        Parsed::Failed(vec![Diagnostic::error(diag::codes::SYNTAX, "internal error while parsing this file")
            .at(source::Span::new(FileId(i as u32), 0, 0), "parsing stopped here")])
    })
}

fn parse_buffer_inner(
    i: usize,
    pre: Option<syntax::preprocess::Preprocessed>,
    cache: Option<&syntax::incremental::ParseCache>,
) -> Parsed {
    let Some(pre) = pre else { return Parsed::Missing };
    let file = FileId(i as u32);
    let parsed = match cache {
        Some(cache) => cache.parse_tokens(file, &pre.text, &pre.tokens, &pre.includes),
        None => syntax::parse_tokens(file, &pre.text, &pre.tokens, &pre.includes),
    };
    match parsed {
        Ok(u) => Parsed::Unit(u),
        Err(e) => Parsed::Failed(e),
    }
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

fn run(options: &Options, root: impl FnOnce(&mut Loader) -> Option<FileId>) -> Output {
    let phase_time = |name: &str, since| {
        if options.time_phases {
            report_phase(name, since)
        } else {
            phase_time(name, since)
        }
    };
    let t = std::time::Instant::now();
    let mut db = SourceDb::new();
    let load = LoadOptions {
        include_dirs: options.include_dirs.clone(),
        macros: options.macros.clone(),
        working_dir: options.working_dir.clone(),
        overlays: options.overlays.clone(),
    };
    let (root, buffers, mut diags) = {
        let mut loader = Loader::new(&mut db, &load);
        let root = root(&mut loader);
        (root, std::mem::take(&mut loader.buffers), std::mem::take(&mut loader.diags))
    };
    let Some(root) = root else { return Output { db, records: None, diags, units: Vec::new() } };
    // Stage boundary: a preprocessing error stops before parsing.
    if diags.iter().any(|d| d.is_error()) {
        return Output { db, records: None, diags, units: Vec::new() };
    }
    phase_time("load+preprocess", t);
    let t = std::time::Instant::now();
    let timed = |k| {
        phase_time("parse+evaluate", t);
        k
    };
    // Parsing runs on worker threads in include order while the evaluator
    // consumes the buffers as they become ready; a buffer's tokens are freed
    // once it is parsed, its tree once it is evaluated.
    let buffers: Vec<Mutex<Option<syntax::preprocess::Preprocessed>>> = buffers.into_iter().map(Mutex::new).collect();
    let units: Vec<OnceLock<Mutex<Parsed>>> = (0..buffers.len()).map(|_| OnceLock::new()).collect();
    let next = AtomicUsize::new(0);
    // Set when evaluation stopped at an error: the buffers after it need
    // no parsing (a thousand includes of one file are not all parsed).
    let stop = std::sync::atomic::AtomicBool::new(false);
    // Parses the next buffer nobody has claimed; false when none is left.
    let parse_one = || {
        if stop.load(Ordering::Relaxed) {
            return false;
        }
        let i = next.fetch_add(1, Ordering::Relaxed);
        let Some(slot) = units.get(i) else { return false };
        let pre = buffers[i].lock().unwrap_or_else(|p| p.into_inner()).take();
        let _ = slot.set(Mutex::new(parse_buffer(i, pre, options.parse_cache.as_deref())));
        true
    };
    // One core evaluates; the others parse ahead of it.
    let workers = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1).saturating_sub(1).clamp(1, 4);
    let mut keeper = std::thread::scope(|s| {
        for _ in 0..workers.min(buffers.len().saturating_sub(1)) {
            // Deeply nested (but accepted) input recurses deeply in the grammar.
            let _ = std::thread::Builder::new().stack_size(256 << 20).spawn_scoped(s, || while parse_one() {});
        }
        let fuel = options.max_steps.unwrap_or(records::limits::STATEMENT_STEPS);
        let settings = records::eval::Settings {
            fuel,
            warn_unused_template_args: !options.no_warn_unused_template_args,
            keep_syntax: options.keep_syntax,
        };
        // While the evaluator waits for a buffer, it parses the next ones itself.
        let keeper = records::eval::evaluate(&units, root, &parse_one, settings);
        // Syntax errors are reported from every buffer; any other error
        // stops evaluation, and is reported alone.
        if keeper.has_errors() && !keeper.syntax_failed {
            stop.store(true, Ordering::Relaxed);
        }
        while parse_one() {}
        timed(keeper)
    });
    if let Some(cache) = &options.parse_cache {
        cache.end_run();
    }
    let units: Vec<Parsed> = units
        .into_iter()
        .map(|u| u.into_inner().map_or(Parsed::Missing, |m| m.into_inner().unwrap_or_else(|p| p.into_inner())))
        .collect();
    for u in &units {
        if let Parsed::Failed(e) = u {
            diags.extend(e.iter().cloned());
        }
    }
    let kept = |units: Vec<Parsed>| -> Vec<Option<SourceUnit>> {
        if !options.keep_syntax {
            // Trees evaluation never reached are freed on the side.
            if units.iter().any(|u| matches!(u, Parsed::Unit(_))) {
                let _ = std::thread::Builder::new().spawn(move || drop(units));
            }
            return Vec::new();
        }
        units
            .into_iter()
            .map(|u| match u {
                Parsed::Unit(u) => Some(u),
                _ => None,
            })
            .collect()
    };
    if keeper.syntax_failed || diags.iter().any(|d| d.is_error()) {
        // Stage boundary: evaluation stopped at the first unparsable buffer,
        // so only the syntax errors are reported.
        return Output { db, records: None, diags, units: kept(units) };
    }
    if std::env::var_os("TDC_TIME").is_some() {
        let (most, at) = keeper.most_steps;
        let file = db.file(at.file);
        eprintln!(
            "tdc: evaluation steps: {} (one statement at most {most}, {}:{})",
            keeper.steps_taken,
            file.name,
            file.line_col(at.start).0 + 1
        );
    }
    diags.append(&mut keeper.diags);
    let failed = keeper.fatal || diags.iter().any(|d| d.is_error());
    Output { db, records: if failed { None } else { Some(keeper) }, diags, units: kept(units) }
}
