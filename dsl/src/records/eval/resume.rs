//! Resuming an evaluation part-way, for an editor that evaluates a
//! description again after every edit.
//!
//! Evaluation is a function of the statements it reads, in order. The
//! statements of the root buffer and of the buffers its top-level
//! `include`s bring in are its *positions*, numbered in evaluation order.
//! Each has a key: its buffer, its live tokens and where they are (so a
//! comment edited above it, or a macro that changes which of its lines
//! are live, changes the key). The state before position `p` depends only
//! on the keys before `p`, so a state kept at `p` by an earlier run can be
//! taken up again by a run whose first `p` keys are the same.
//!
//! A run keeps the state at the first position where its statements differ
//! from the previous run's: the next edit, usually at the same place, then
//! re-evaluates from there and nothing before it.

use super::{Defset, Evaluator, ForeachLoop, LetRecord, MultiClass, Scope, Settings};
use crate::records::types::Ty;
use crate::records::value::Name;
use crate::records::{RecordKeeper, Workbench};
use crate::source::FileId;
use crate::syntax::ast::{SourceUnit, Stmt};
use crate::syntax::lexer::Token;
use crate::Parsed;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};

/// States kept at most (each shares its records with the others).
const KEEP: usize = 3;

/// What the runs of one description leave for the next (see the module).
#[derive(Default)]
pub struct EvalCache {
    /// The settings of the runs the entries come from.
    settings: Option<(u64, bool)>,
    /// The previous run's prefixes: the key of the positions before each.
    trace: Vec<u64>,
    /// Kept states, the most recently used last.
    kept: Vec<Checkpoint>,
    /// The position the last run resumed from, if it did.
    resumed_at: Option<usize>,
    /// Records a run made but did not return (it failed), to be freed
    /// when nobody waits ([`EvalCache::free_retired`]).
    retired: Vec<RecordKeeper>,
}

impl EvalCache {
    /// Where the last run resumed from (a position), and how many
    /// positions it had: for tests and measurements.
    pub fn last_resume(&self) -> (Option<usize>, usize) {
        (self.resumed_at, self.trace.len().saturating_sub(1))
    }

    /// Keeps records to free later: freeing those of a large description
    /// takes tens of milliseconds, which an editor would rather spend
    /// after its diagnostics are out.
    pub fn retire(&mut self, records: RecordKeeper) {
        self.retired.push(records);
    }

    /// Frees what [`EvalCache::retire`] kept.
    pub fn free_retired(&mut self) {
        self.retired.clear();
    }
}

/// The evaluator's state before a position.
struct Checkpoint {
    position: usize,
    /// The key of every position before it.
    prefix: u64,
    state: Saved,
}

/// Everything an evaluator changes as it goes.
#[derive(Clone)]
pub(super) struct Saved {
    kp: Workbench,
    let_stack: Vec<Vec<LetRecord>>,
    multiclasses: Vec<MultiClass>,
    multiclass_names: HashMap<Name, usize>,
    type_aliases: HashMap<Name, Ty>,
    loops: Vec<ForeachLoop>,
    defsets: Vec<Defset>,
    scopes: Vec<Scope>,
    suggestions_made: u32,
}

/// One run's plan: which positions it skips, where it takes a state up
/// again and where it keeps one.
pub(super) struct Resume {
    /// The next position.
    position: usize,
    /// Positions before this one are skipped; the state is restored here.
    restore_at: usize,
    restore: Option<Saved>,
    /// The first position whose statement differs from the last run's.
    keep_at: usize,
    kept: Option<Saved>,
    trace: Vec<u64>,
}

/// The key of each top-level statement of a parsed buffer, from its live
/// tokens (`tokens`, in order, over `text`) and those before it.
pub fn statement_keys(unit: &SourceUnit, text: &str, tokens: &[Token]) -> Vec<u64> {
    let mut keys = Vec::with_capacity(unit.items.len());
    let mut next = 0;
    for s in &unit.items {
        let span = super::statements::stmt_span(s);
        let mut h = rustc_hash::FxHasher::default();
        unit.file.0.hash(&mut h);
        if let Stmt::Include { file, .. } = s {
            file.map(|f| f.0).hash(&mut h);
        }
        // Every token up to the statement's end: those between statements
        // too, so that each token of the buffer is in some key.
        while let Some(t) = tokens.get(next).filter(|t| t.start < span.end) {
            (t.kind as u8, t.start, t.end).hash(&mut h);
            text.get(t.start as usize..t.end as usize).hash(&mut h);
            next += 1;
        }
        keys.push(h.finish());
    }
    keys
}

fn chain(prefix: u64, key: u64) -> u64 {
    let mut h = rustc_hash::FxHasher::default();
    (prefix, key).hash(&mut h);
    h.finish()
}

fn settings_key(s: &Settings) -> (u64, bool) {
    (s.fuel, s.warn_unused_template_args)
}

impl Evaluator<'_> {
    /// The prefix before each position of the root's statements and one
    /// after the last; `None` when a buffer is missing, did not parse or
    /// has no keys.
    fn trace(&mut self, unit: &SourceUnit, trace: &mut Vec<u64>) -> Option<()> {
        if unit.keys.len() != unit.items.len() {
            return None;
        }
        for (s, key) in unit.items.iter().zip(&unit.keys) {
            let prefix = *trace.last()?;
            trace.push(chain(prefix, *key));
            if let Stmt::Include { file: Some(f), .. } = s {
                let inner = self.unit_ahead(*f)?;
                let traced = self.trace(&inner, trace);
                self.done_with(inner);
                traced?;
            }
        }
        Some(())
    }

    /// A buffer's tree for the trace, ahead of evaluation. One that did
    /// not parse is set aside as unreached: a run without the trace would
    /// report its errors only if evaluation got there.
    fn unit_ahead(&mut self, f: FileId) -> Option<SourceUnit> {
        let slot = self.units.get(f.0 as usize)?;
        while slot.get().is_none() && (self.help_parse)() {}
        let mut parsed = slot.wait().lock().unwrap_or_else(|p| p.into_inner());
        match std::mem::replace(&mut *parsed, Parsed::Missing) {
            Parsed::Unit(u) => Some(u),
            Parsed::Failed(e) | Parsed::Unreached(e) => {
                *parsed = Parsed::Unreached(e);
                None
            }
            Parsed::Missing => None,
        }
    }

    /// Plans the run from the cache: the root's trace, the newest kept
    /// state it can take up, and where to keep the next one.
    pub(super) fn plan(&mut self, root: &SourceUnit, cache: &mut EvalCache, settings: &Settings) {
        if cache.settings != Some(settings_key(settings)) {
            *cache = EvalCache { settings: Some(settings_key(settings)), ..EvalCache::default() };
        }
        cache.resumed_at = None;
        let mut trace = vec![0];
        if self.trace(root, &mut trace).is_none() {
            cache.trace.clear();
            cache.kept.clear();
            return;
        }
        // Position p's statement is the same when the prefixes after it
        // are. A first run keeps its end, where text is most often added.
        let end = trace.len() - 1;
        let keep_at = match cache.trace.is_empty() {
            true => end,
            false => (0..end).find(|&p| cache.trace.get(p + 1) != Some(&trace[p + 1])).unwrap_or(end),
        };
        cache.kept.retain(|c| trace.get(c.position) == Some(&c.prefix));
        let (mut restore_at, mut restore) = (0, None);
        if let Some(i) = (0..cache.kept.len()).max_by_key(|&i| cache.kept[i].position) {
            let newest = cache.kept.remove(i);
            (restore_at, restore) = (newest.position, Some(newest.state.clone()));
            cache.resumed_at = Some(restore_at);
            cache.kept.push(newest);
        }
        self.resume = Some(Resume { position: 0, restore_at, restore, keep_at, kept: None, trace });
    }

    /// Called before each position's statement: whether to evaluate it
    /// (false: skip it, but walk an include's statements).
    pub(super) fn at_position(&mut self) -> bool {
        let Some(r) = self.resume.as_mut() else { return true };
        let p = r.position;
        r.position += 1;
        if p < r.restore_at {
            return false;
        }
        if p == r.restore_at {
            if let Some(state) = r.restore.take() {
                self.restore(state);
                return true;
            }
        }
        if p == r.keep_at && r.kept.is_none() {
            let state = self.save();
            if let Some(r) = self.resume.as_mut() {
                r.kept = Some(state);
            }
        }
        true
    }

    /// After the root's statements: a run that reached the end takes up or
    /// keeps the state there, as before any other position.
    pub(super) fn at_end(&mut self) {
        let ended = self.resume.as_ref().is_some_and(|r| r.position + 1 == r.trace.len());
        if ended {
            self.at_position();
        }
    }

    /// Leaves the run's trace and kept state in the cache.
    pub(super) fn finish_resume(&mut self, cache: &mut EvalCache) {
        let Some(r) = self.resume.take() else { return };
        if let Some(state) = r.kept {
            let prefix = r.trace[r.keep_at];
            cache.kept.retain(|c| c.position != r.keep_at);
            cache.kept.push(Checkpoint { position: r.keep_at, prefix, state });
        }
        while cache.kept.len() > KEEP {
            cache.kept.remove(0);
        }
        cache.trace = r.trace;
    }

    fn save(&self) -> Saved {
        Saved {
            kp: self.kp.clone(),
            let_stack: self.let_stack.clone(),
            multiclasses: self.multiclasses.clone(),
            multiclass_names: self.multiclass_names.clone(),
            type_aliases: self.type_aliases.clone(),
            loops: self.loops.clone(),
            defsets: self.defsets.clone(),
            scopes: self.scopes.clone(),
            suggestions_made: self.suggestions_made,
        }
    }

    fn restore(&mut self, s: Saved) {
        self.kp = s.kp;
        self.let_stack = s.let_stack;
        self.multiclasses = s.multiclasses;
        self.multiclass_names = s.multiclass_names;
        self.type_aliases = s.type_aliases;
        self.loops = s.loops;
        self.defsets = s.defsets;
        self.scopes = s.scopes;
        self.suggestions_made = s.suggestions_made;
    }
}
