//! The records under construction and the evaluator's working state: the
//! budget, the resolution depth, the caches and the diagnostics. Resolution
//! and folding work on a [`Workbench`]; evaluation ends by splitting it into
//! the [`RecordKeeper`] it returns and an [`EvalReport`].

use super::keeper::RecordKeeper;
use super::value::{Init, Name};
use super::RecordId;
use crate::diag::Diagnostic;
use crate::source::Span;
use std::collections::HashSet;

/// The key under which an anonymous instantiation `Class<args>` is cached.
pub type VarDefKey = Init;

/// The records being built (reached through `Deref`) and what evaluation
/// needs only while it runs.
#[derive(Clone, Default)]
pub struct Workbench {
    /// The records built so far.
    pub keeper: RecordKeeper,
    /// Instantiations of anonymous classes already made.
    pub vardef_cache: rustc_hash::FxHashMap<VarDefKey, RecordId>,
    /// Problems found during evaluation.
    pub diags: Vec<Diagnostic>,
    /// Set by an error after which evaluation must stop.
    pub fatal: bool,
    /// Set when a buffer the evaluation needed could not be parsed.
    pub syntax_failed: bool,
    /// Names whose definition failed; uses of them are not reported again.
    pub poisoned: HashSet<Name>,
    anon_counter: u32,
    /// Remaining evaluation steps of the statement being evaluated.
    pub fuel: u64,
    /// The statement being evaluated (named when it runs out of steps).
    pub statement: Option<Span>,
    /// Steps taken by all statements so far.
    pub steps_taken: u64,
    /// The most steps one statement took, and where it is.
    pub most_steps: (u64, Span),
    /// Current resolution depth.
    pub depth: u32,
    /// While an editor's run keeps a log of what each statement does
    /// (`eval::effects`): what the current statement looked up and bound.
    pub effects: Option<Box<EffectSink>>,
}

/// The table a statement bound a name in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Table {
    /// Classes.
    Class,
    /// Final defs.
    Def,
    /// Top-level `defvar`s and `defset`s.
    Global,
    /// Multiclasses.
    MultiClass,
    /// Type aliases (`deftype`).
    TypeAlias,
    /// Names whose definition failed.
    Poisoned,
}

/// What one statement looked up and bound, beyond the names its text
/// spells out (those are read from its tokens).
#[derive(Clone, Default)]
pub struct EffectSink {
    /// Hashes of names looked up by value (`!cast`, `!exists`) and of
    /// `Class<args>` instantiations looked up.
    pub reads: Vec<u64>,
    /// Hashes of every name and instantiation bound.
    pub writes: Vec<u64>,
    /// The names bound, and where.
    pub bound: Vec<(Table, Name)>,
    /// The instantiations cached.
    pub vardefs: Vec<(VarDefKey, RecordId)>,
}

/// The hash a name is logged under.
pub fn name_hash(name: &str) -> u64 {
    logged_hash(name)
}

fn key_hash(key: &VarDefKey) -> u64 {
    logged_hash(key)
}

fn logged_hash<T: std::hash::Hash + ?Sized>(value: &T) -> u64 {
    use std::hash::Hasher;
    let mut h = rustc_hash::FxHasher::default();
    value.hash(&mut h);
    h.finish()
}

/// What an evaluation reports beside its records.
#[derive(Default)]
pub struct EvalReport {
    /// Problems found during evaluation.
    pub diags: Vec<Diagnostic>,
    /// Set by an error after which evaluation stopped.
    pub fatal: bool,
    /// Set when a buffer the evaluation needed could not be parsed.
    pub syntax_failed: bool,
    /// Steps taken by all statements.
    pub steps_taken: u64,
    /// The most steps one statement took, and where it is.
    pub most_steps: (u64, Span),
}

impl EvalReport {
    /// Whether any error was reported.
    pub fn has_errors(&self) -> bool {
        self.fatal || self.diags.iter().any(|d| d.is_error())
    }
}

impl Workbench {
    /// An empty workbench with a budget of `fuel` steps per statement.
    pub fn with_fuel(fuel: u64) -> Workbench {
        Workbench { fuel, ..Default::default() }
    }

    /// The records, and the report of how their evaluation went.
    pub fn finish(self) -> (RecordKeeper, EvalReport) {
        let report = EvalReport {
            diags: self.diags,
            fatal: self.fatal,
            syntax_failed: self.syntax_failed,
            steps_taken: self.steps_taken,
            most_steps: self.most_steps,
        };
        (self.keeper, report)
    }

    /// A fresh anonymous name.
    pub fn new_anonymous_name(&mut self) -> u32 {
        let n = self.anon_counter;
        self.anon_counter += 1;
        n
    }

    /// Notes a name looked up by value, when a log is kept.
    pub fn note_read(&mut self, name: &str) {
        if let Some(e) = self.effects.as_mut() {
            e.reads.push(name_hash(name));
        }
    }

    /// Notes an instantiation looked up, when a log is kept.
    pub fn note_read_key(&mut self, key: &VarDefKey) {
        if let Some(e) = self.effects.as_mut() {
            e.reads.push(key_hash(key));
        }
    }

    /// Notes a name bound, when a log is kept.
    pub fn note_write(&mut self, table: Table, name: &Name) {
        if let Some(e) = self.effects.as_mut() {
            e.writes.push(name_hash(name));
            e.bound.push((table, name.clone()));
        }
    }

    /// Caches an instantiation (and notes it, when a log is kept).
    pub fn cache_vardef(&mut self, key: VarDefKey, id: RecordId) {
        if let Some(e) = self.effects.as_mut() {
            e.writes.push(key_hash(&key));
            e.vardefs.push((key.clone(), id));
        }
        self.vardef_cache.insert(key, id);
    }

    /// Adds a class under its name (noted when a log is kept).
    pub fn add_class(&mut self, name: Name, id: RecordId) {
        self.note_write(Table::Class, &name);
        self.keeper.add_class(name, id);
    }

    /// Adds a final def under its name (noted when a log is kept).
    pub fn add_def(&mut self, name: Name, id: RecordId) {
        self.note_write(Table::Def, &name);
        self.keeper.add_def(name, id);
    }

    /// Binds a top-level `defvar` or `defset` (noted when a log is kept).
    pub fn add_global(&mut self, name: Name, value: Init) {
        self.note_write(Table::Global, &name);
        self.keeper.globals.insert(name, value);
    }

    /// Anonymous names made so far.
    pub fn anonymous_made(&self) -> u32 {
        self.anon_counter
    }

    /// Counts anonymous names an earlier run made (an editor's run that
    /// takes a statement's records from it).
    pub fn skip_anonymous(&mut self, names: u32) {
        self.anon_counter += names;
    }

    /// Records a diagnostic.
    pub fn report(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }

    /// Records an error after which evaluation stops.
    pub fn fatal(&mut self, d: Diagnostic) {
        if !self.fatal {
            self.diags.push(d);
        }
        self.fatal = true;
    }

    /// Whether any error was reported.
    pub fn has_errors(&self) -> bool {
        self.fatal || self.diags.iter().any(|d| d.is_error())
    }
}

impl std::ops::Deref for Workbench {
    type Target = RecordKeeper;
    fn deref(&self) -> &RecordKeeper {
        &self.keeper
    }
}

impl std::ops::DerefMut for Workbench {
    fn deref_mut(&mut self) -> &mut RecordKeeper {
        &mut self.keeper
    }
}
