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

fn run(options: &Options, root: impl FnOnce(&mut Loader) -> Option<FileId>) -> Output {
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
    let mut units: Vec<Option<SourceUnit>> = Vec::with_capacity(buffers.len());
    for (i, b) in buffers.iter().enumerate() {
        let unit = b.as_ref().and_then(|pre| match syntax::parse_unit(FileId(i as u32), &pre.text, &pre.includes) {
            Ok(u) => Some(u),
            Err(mut e) => {
                diags.append(&mut e);
                None
            }
        });
        units.push(unit);
    }
    if diags.iter().any(|d| d.is_error()) {
        return Output { db, records: None, diags };
    }
    let mut keeper = records::eval::evaluate(&units, root);
    diags.append(&mut keeper.diags);
    let failed = keeper.fatal || diags.iter().any(|d| d.is_error());
    Output { db, records: if failed { None } else { Some(keeper) }, diags }
}
