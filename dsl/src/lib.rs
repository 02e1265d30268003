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
pub mod records;
pub mod source;
pub mod syntax;

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
}

/// Everything a run produced.
pub struct Output {
    /// Every buffer read.
    pub db: SourceDb,
    /// The records, when no stage boundary stopped the run.
    pub records: Option<RecordKeeper>,
    /// Every diagnostic, in the order found.
    pub diags: Vec<Diagnostic>,
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

/// Parses every buffer, spreading the buffers over the available cores;
/// results come back in buffer order.
fn parse_all(buffers: &[Option<syntax::preprocess::Preprocessed>]) -> Vec<(Option<SourceUnit>, Vec<Diagnostic>)> {
    let parse_one = |i: usize| -> (Option<SourceUnit>, Vec<Diagnostic>) {
        match &buffers[i] {
            None => (None, Vec::new()),
            Some(pre) => match syntax::parse_unit(FileId(i as u32), &pre.text, &pre.includes) {
                Ok(u) => (Some(u), Vec::new()),
                Err(e) => (None, e),
            },
        }
    };
    let workers = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1).min(buffers.len());
    if workers <= 1 {
        return (0..buffers.len()).map(parse_one).collect();
    }
    // Largest buffers first, handed out from a shared counter.
    let mut order: Vec<usize> = (0..buffers.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(buffers[i].as_ref().map(|b| b.text.len()).unwrap_or(0)));
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut results: Vec<(usize, (Option<SourceUnit>, Vec<Diagnostic>))> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..workers)
            .filter_map(|_| {
                // Deeply nested (but accepted) input recurses deeply in the grammar.
                std::thread::Builder::new().stack_size(256 << 20).spawn_scoped(s, || {
                    let mut done = Vec::new();
                    loop {
                        let k = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(&i) = order.get(k) else { break };
                        done.push((i, parse_one(i)));
                    }
                    done
                })
                .ok()
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().unwrap_or_default()).collect()
    });
    results.sort_by_key(|(i, _)| *i);
    results.into_iter().map(|(_, r)| r).collect()
}

/// Prints how long a phase took when `TDC_TIME` is set (for benchmarks).
pub fn phase_time(name: &str, since: std::time::Instant) {
    if std::env::var_os("TDC_TIME").is_some() {
        eprintln!("tdc: {name}: {:.1} ms", since.elapsed().as_secs_f64() * 1e3);
    }
}

fn run(options: &Options, root: impl FnOnce(&mut Loader) -> Option<FileId>) -> Output {
    let t = std::time::Instant::now();
    let mut db = SourceDb::new();
    let load = LoadOptions { include_dirs: options.include_dirs.clone(), macros: options.macros.clone(), working_dir: options.working_dir.clone() };
    let (root, buffers, mut diags) = {
        let mut loader = Loader::new(&mut db, &load);
        let root = root(&mut loader);
        (root, std::mem::take(&mut loader.buffers), std::mem::take(&mut loader.diags))
    };
    let Some(root) = root else { return Output { db, records: None, diags } };
    // Stage boundary: a preprocessing error stops before parsing.
    if diags.iter().any(|d| d.is_error()) {
        return Output { db, records: None, diags };
    }
    phase_time("load+preprocess", t);
    let t = std::time::Instant::now();
    let mut units: Vec<Option<SourceUnit>> = Vec::with_capacity(buffers.len());
    for (unit, mut errs) in parse_all(&buffers) {
        units.push(unit);
        diags.append(&mut errs);
    }
    if diags.iter().any(|d| d.is_error()) {
        return Output { db, records: None, diags };
    }
    phase_time("parse", t);
    let t = std::time::Instant::now();
    let mut keeper = records::eval::evaluate(&units, root);
    phase_time("evaluate", t);
    diags.append(&mut keeper.diags);
    let failed = keeper.fatal || diags.iter().any(|d| d.is_error());
    Output { db, records: if failed { None } else { Some(keeper) }, diags }
}
