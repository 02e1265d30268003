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
