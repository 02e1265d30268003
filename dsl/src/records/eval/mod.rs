//! The evaluator: walks the syntax tree in source order and builds records
//! with llvm-tblgen's semantics (the same order of instantiation, so
//! anonymous records get the same numbers).

mod bang;
mod effects;
mod expand;
mod resume;
mod statements;
mod values;

pub use bang::BANG_OPERATORS;
pub use resume::{statement_keys, EvalCache};

use super::keeper::{Assertion, DumpInfo, RecordId};
use super::types::Ty;
use super::value::{Init, Name};
use super::workbench::{EvalReport, Workbench};
use super::RecordKeeper;
use crate::diag::Diagnostic;
use crate::source::{FileId, Span};
use crate::syntax::ast::SourceUnit;
use crate::Parsed;
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

/// Marks that an error was reported and the current construct is abandoned.
#[derive(Debug)]
pub struct Stop;

/// Result of an evaluation step.
pub type R<T> = Result<T, Stop>;

/// How an identifier is read: as a value to look up, or as part of a name.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// Unknown identifiers are errors.
    Value,
    /// Unknown identifiers stand for their own text (def names, paste RHS).
    Name,
}

/// A pending `let` from an enclosing `let ... in`.
#[derive(Clone, Debug)]
struct LetRecord {
    name: Name,
    bits: Vec<u32>,
    value: Init,
    span: Span,
}

/// A record, loop or check waiting inside a loop or multiclass.
#[derive(Clone, Debug)]
enum Entry {
    Rec(RecordId),
    Loop(Box<ForeachLoop>),
    Assert(Assertion),
    Dump(DumpInfo),
}

#[derive(Clone, Debug)]
struct ForeachLoop {
    span: Span,
    iter: Option<(Name, Ty)>,
    list: Init,
    entries: Vec<Entry>,
}

#[derive(Clone)]
struct MultiClass {
    rec: RecordId,
    entries: Vec<Entry>,
}

#[derive(Clone)]
struct Defset {
    span: Span,
    elt: Ty,
    elements: Vec<Init>,
}

#[derive(Clone, Copy, Debug)]
enum ScopeKind {
    Local,
    Record(RecordId),
    Loop(usize),
    MultiClass(usize),
}

#[derive(Clone)]
struct Scope {
    kind: ScopeKind,
    vars: HashMap<Name, Init>,
}

/// The evaluation state (llvm-tblgen's `TGParser` minus the lexer).
pub struct Evaluator<'u> {
    /// The records built so far, and the working state.
    pub kp: Workbench,
    units: &'u [OnceLock<Mutex<Parsed>>],
    help_parse: &'u dyn Fn() -> bool,
    let_stack: Vec<Vec<LetRecord>>,
    multiclasses: Vec<MultiClass>,
    multiclass_names: HashMap<Name, usize>,
    type_aliases: HashMap<Name, Ty>,
    loops: Vec<ForeachLoop>,
    defsets: Vec<Defset>,
    cur_mc: Option<usize>,
    scopes: Vec<Scope>,
    /// "Did you mean" suggestions made so far (each scans every name;
    /// a run with thousands of undefined names stops suggesting).
    suggestions_made: u32,
    warn_unused_args: bool,
    keep_syntax: bool,
    statement_steps: u64,
    /// Whether the statements being walked are positions (see [`resume`]).
    positional: bool,
    /// The plan of a run that resumes from an earlier one.
    resume: Option<resume::Resume>,
}

/// How an evaluation runs.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    /// Evaluation steps allowed to each statement.
    pub fuel: u64,
    /// Whether unused template arguments are reported.
    pub warn_unused_template_args: bool,
    /// Whether every buffer's syntax tree stays in its slot afterwards.
    pub keep_syntax: bool,
    /// How many records to make room for at the start (an estimate).
    pub expected_records: usize,
}

/// Evaluates a root buffer (and everything it includes) into records.
/// `units` fill in concurrently; `help_parse` parses pending buffers on
/// this thread while it waits. With a `cache` (and kept syntax, with
/// statement keys), the run resumes from a state an earlier run kept.
pub fn evaluate<'u>(
    units: &'u [OnceLock<Mutex<Parsed>>],
    root: FileId,
    help_parse: &'u dyn Fn() -> bool,
    settings: Settings,
    mut cache: Option<&mut EvalCache>,
) -> (RecordKeeper, EvalReport) {
    let mut kp = Workbench::with_fuel(settings.fuel);
    kp.keeper.reserve(settings.expected_records);
    let mut ev = Evaluator {
        kp,
        units,
        help_parse,
        let_stack: Vec::new(),
        multiclasses: Vec::new(),
        multiclass_names: HashMap::new(),
        type_aliases: HashMap::new(),
        loops: Vec::new(),
        defsets: Vec::new(),
        cur_mc: None,
        scopes: Vec::new(),
        suggestions_made: 0,
        warn_unused_args: settings.warn_unused_template_args,
        keep_syntax: settings.keep_syntax,
        statement_steps: settings.fuel,
        positional: true,
        resume: None,
    };
    ev.push_scope(ScopeKind::Local);
    if let Some(unit) = ev.unit(root) {
        if let Some(cache) = cache.as_deref_mut().filter(|_| settings.keep_syntax) {
            ev.plan(&unit, cache, &settings);
        }
        if ev.objects(&unit.items, None).is_ok() {
            ev.at_end();
        }
        ev.done_with(unit);
        if let Some(cache) = cache {
            ev.finish_resume(cache);
        }
    }
    ev.kp.steps_taken += settings.fuel - ev.kp.fuel;
    ev.kp.finish()
}

impl<'u> Evaluator<'u> {
    fn error(&mut self, d: Diagnostic) -> Stop {
        self.kp.report(d);
        Stop
    }

    /// The syntax tree of a buffer, waiting for its parse if needed, and
    /// taken out of its slot: evaluation goes through a buffer once, and
    /// the tree is freed after it unless it is kept for an editor (see
    /// [`Evaluator::done_with`]). `None` (and evaluation stops) when it
    /// could not be parsed.
    fn unit(&mut self, f: FileId) -> Option<SourceUnit> {
        let units = self.units;
        let slot = units.get(f.0 as usize)?;
        while slot.get().is_none() && (self.help_parse)() {}
        let mut parsed = slot.wait().lock().unwrap_or_else(|p| p.into_inner());
        match std::mem::replace(&mut *parsed, Parsed::Missing) {
            Parsed::Unit(u) => Some(u),
            Parsed::Failed(e) | Parsed::Unreached(e) => {
                *parsed = Parsed::Failed(e);
                self.kp.syntax_failed = true;
                None
            }
            Parsed::Missing => None,
        }
    }

    /// Hands a buffer's tree back when it is kept, or frees it.
    fn done_with(&mut self, unit: SourceUnit) {
        if !self.keep_syntax {
            return;
        }
        if let Some(slot) = self.units.get(unit.file.0 as usize).and_then(|s| s.get()) {
            *slot.lock().unwrap_or_else(|p| p.into_inner()) = Parsed::Unit(unit);
        }
    }

    fn push_scope(&mut self, kind: ScopeKind) {
        self.scopes.push(Scope { kind, vars: HashMap::new() });
    }

    fn pop_scope(&mut self) {
        self.scopes.pop();
    }

    /// Stops when a fatal error happened deeper down (for example in a fold).
    fn check_fatal(&self) -> R<()> {
        if self.kp.fatal {
            Err(Stop)
        } else {
            Ok(())
        }
    }
}
