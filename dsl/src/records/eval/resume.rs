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

use super::effects::{Effects, LastRun, Open, Tail};
use super::{Defset, Evaluator, ForeachLoop, LetRecord, MultiClass, Scope, Settings};
use crate::records::types::Ty;
use crate::records::value::Name;
use crate::records::workbench::name_hash;
use crate::records::{RecordKeeper, Workbench};
use crate::source::FileId;
use crate::syntax::ast::{SourceUnit, Stmt};
use crate::syntax::lexer::{Tok, Token};
use crate::Parsed;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

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
    /// The last run that reached the end, and what each position did.
    last: Option<LastRun>,
    /// How many positions after its edit the last run took from the run
    /// before.
    taken: usize,
}

impl EvalCache {
    /// Where the last run resumed from (a position), and how many
    /// positions it had: for tests and measurements.
    pub fn last_resume(&self) -> (Option<usize>, usize) {
        (self.resumed_at, self.trace.len().saturating_sub(1))
    }

    /// How many positions after its edit the last run took from the run
    /// before (see `effects`): for tests and measurements.
    pub fn positions_taken(&self) -> usize {
        self.taken
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
    /// What each position before it did.
    effects: Vec<Effects>,
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
    restore: Option<(Saved, Vec<Effects>)>,
    /// The first position whose statement differs from the last run's.
    keep_at: usize,
    kept: Option<(Saved, Vec<Effects>)>,
    /// The statements the run walks through.
    traced: Traced,
    /// What each position before the current one did, and the current
    /// one's counters.
    effects: Vec<Effects>,
    open: Option<Open>,
    /// The last run, and where the positions it shares after the edit
    /// begin.
    last: Option<LastRun>,
    tail: Option<Tail>,
    /// How many positions were taken from the last run.
    taken: usize,
    /// Whether the run reached the end.
    ended: bool,
}

/// The statements a run walks through: the prefix before each position
/// (and one after the last), each position's key and its spelt-out names.
struct Traced {
    prefixes: Vec<u64>,
    keys: Vec<u64>,
    relative: Vec<u64>,
    idents: Vec<Arc<[u64]>>,
}

/// What [`statement_keys`] gives, per top-level statement.
pub struct StatementKeys {
    /// Its key: its live tokens and where they are.
    pub absolute: Vec<u64>,
    /// Its key wherever it is in the buffer: its tokens, and where they
    /// are from its first.
    pub relative: Vec<u64>,
    /// Hashes of the identifiers it spells out (what it can look up
    /// without computing a name).
    pub idents: Vec<Arc<[u64]>>,
}

/// The keys of each top-level statement of a parsed buffer, from its live
/// tokens (`tokens`, in order, over `text`) and those before it.
pub fn statement_keys(unit: &SourceUnit, text: &str, tokens: &[Token]) -> StatementKeys {
    let n = unit.items.len();
    let mut keys = StatementKeys {
        absolute: Vec::with_capacity(n),
        relative: Vec::with_capacity(n),
        idents: Vec::with_capacity(n),
    };
    let mut next = 0;
    for s in &unit.items {
        let span = super::statements::stmt_span(s);
        let mut h = rustc_hash::FxHasher::default();
        unit.file.0.hash(&mut h);
        if let Stmt::Include { file, .. } = s {
            file.map(|f| f.0).hash(&mut h);
        }
        let base = tokens.get(next).map_or(0, |t| t.start);
        let mut names = Vec::new();
        // Every token up to the statement's end: those between statements
        // too, so that each token of the buffer is in some key.
        while let Some(t) = tokens.get(next).filter(|t| t.start < span.end) {
            let spelt = text.get(t.start as usize..t.end as usize);
            (t.kind as u8, t.start - base, t.end - base, spelt).hash(&mut h);
            if t.kind == Tok::Ident {
                names.push(name_hash(spelt.unwrap_or_default()));
            }
            next += 1;
        }
        names.sort_unstable();
        names.dedup();
        // Where the statement is, on top of what it is.
        let relative = h.finish();
        keys.absolute.push(chain(relative, base as u64));
        keys.relative.push(relative);
        keys.idents.push(names.into());
    }
    keys
}

fn chain(prefix: u64, key: u64) -> u64 {
    let mut h = rustc_hash::FxHasher::default();
    (prefix, key).hash(&mut h);
    h.finish()
}

/// Where the positions this run shares with the last after its first
/// changed position (`changed`) begin, if it shares any: statements that
/// only moved within their buffer count as shared (they are evaluated
/// again, their places being new). `relative` holds this run's keys.
fn shared_tail(relative: &[u64], last: &LastRun, changed: usize) -> Option<Tail> {
    let room = relative.len().min(last.relative.len()).saturating_sub(changed);
    let matching = relative.iter().rev().zip(last.relative.iter().rev()).take_while(|(a, b)| a == b);
    let shared = matching.count().min(room);
    (shared > 0).then(|| Tail::new(relative.len() - shared, last.relative.len() - shared, last, changed))
}

fn settings_key(s: &Settings) -> (u64, bool) {
    (s.fuel, s.warn_unused_template_args)
}

impl Evaluator<'_> {
    /// The prefix before each position of the root's statements and one
    /// after the last; `None` when a buffer is missing, did not parse or
    /// has no keys.
    fn trace(&mut self, unit: &SourceUnit, trace: &mut Traced) -> Option<()> {
        let n = unit.items.len();
        if unit.keys.len() != n || unit.relative_keys.len() != n || unit.idents.len() != n {
            return None;
        }
        for (i, (s, key)) in unit.items.iter().zip(&unit.keys).enumerate() {
            let prefix = *trace.prefixes.last()?;
            trace.prefixes.push(chain(prefix, *key));
            trace.keys.push(*key);
            trace.relative.push(unit.relative_keys[i]);
            trace.idents.push(unit.idents[i].clone());
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
        let mut traced = Traced { prefixes: vec![0], keys: Vec::new(), relative: Vec::new(), idents: Vec::new() };
        let last = cache.last.take();
        cache.taken = 0;
        if self.trace(root, &mut traced).is_none() {
            cache.trace.clear();
            cache.kept.clear();
            return;
        }
        // Position p's statement is the same when the prefixes after it
        // are. A first run keeps its end, where text is most often added.
        let trace = &traced.prefixes;
        let end = trace.len() - 1;
        let keep_at = match cache.trace.is_empty() {
            true => end,
            false => (0..end).find(|&p| cache.trace.get(p + 1) != Some(&trace[p + 1])).unwrap_or(end),
        };
        cache.kept.retain(|c| trace.get(c.position) == Some(&c.prefix));
        let (mut restore_at, mut restore) = (0, None);
        if let Some(i) = (0..cache.kept.len()).max_by_key(|&i| cache.kept[i].position) {
            let newest = cache.kept.remove(i);
            (restore_at, restore) = (newest.position, Some((newest.state.clone(), newest.effects.clone())));
            cache.resumed_at = Some(restore_at);
            cache.kept.push(newest);
        }
        let tail = last.as_ref().and_then(|l| shared_tail(&traced.relative, l, keep_at));
        self.resume = Some(Resume {
            position: 0,
            restore_at,
            restore,
            keep_at,
            kept: None,
            traced,
            effects: Vec::new(),
            open: None,
            last,
            tail,
            taken: 0,
            ended: false,
        });
    }

    /// Called before each position's statement: whether to evaluate it
    /// (false: skip it, but walk an include's statements).
    pub(super) fn at_position(&mut self) -> bool {
        let Some(mut r) = self.resume.take() else { return true };
        let evaluate = self.next_position(&mut r);
        self.resume = Some(r);
        evaluate
    }

    fn next_position(&mut self, r: &mut Resume) -> bool {
        let p = r.position;
        r.position += 1;
        if p < r.restore_at {
            return false;
        }
        if let Some(open) = r.open.take() {
            let effects = self.close_position(open);
            if let (Some(tail), Some(last)) = (r.tail.as_mut(), r.last.as_ref()) {
                if p > r.keep_at {
                    Self::count_in(tail, last, p - 1, &effects);
                }
            }
            r.effects.push(effects);
        }
        let mut restored = false;
        if p == r.restore_at {
            if let Some((state, effects)) = r.restore.take() {
                self.restore(state);
                r.effects = effects;
                restored = true;
            }
        }
        if !restored && p == r.keep_at && r.kept.is_none() {
            r.kept = Some((self.save(), r.effects.clone()));
        }
        let end = r.traced.prefixes.len() - 1;
        // Before the edit, the last run's positions are this run's: those
        // no kept state covers are taken rather than evaluated.
        let mut take = None;
        if let Some(last) = r.last.as_ref().filter(|_| p < r.keep_at && p < end) {
            take = self.can_take_unchanged(last, p).then_some(p);
        }
        if let (Some(tail), Some(last)) = (r.tail.as_mut(), r.last.as_ref()) {
            if p >= tail.new_start && p < end {
                let j = p - tail.new_start + tail.old_start;
                let moved = last.keys.get(j) != Some(&r.traced.keys[p]);
                if !moved && self.can_take(tail, last, j, &r.traced.idents[p]) {
                    take = Some(j);
                } else {
                    tail.pairing = Some(j);
                }
            }
        }
        if let (Some(j), Some(last)) = (take, r.last.as_ref()) {
            let taken = self.take(last, j);
            r.effects.push(taken);
            r.taken += 1;
            return false;
        }
        if p < end {
            r.open = Some(self.open_position());
        }
        true
    }

    /// After the root's statements: a run that reached the end takes up or
    /// keeps the state there, as before any other position.
    pub(super) fn at_end(&mut self) {
        let ended = self.resume.as_ref().is_some_and(|r| r.position + 1 == r.traced.prefixes.len());
        if ended {
            self.at_position();
            if let Some(r) = self.resume.as_mut() {
                r.ended = true;
            }
        }
    }

    /// Leaves the run's trace, kept state and log in the cache (taking the
    /// positions after the edit from the last run first, when it could).
    pub(super) fn finish_resume(&mut self, cache: &mut EvalCache) {
        let Some(r) = self.resume.take() else { return };
        if let Some((state, effects)) = r.kept {
            let prefix = r.traced.prefixes[r.keep_at];
            cache.kept.retain(|c| c.position != r.keep_at);
            cache.kept.push(Checkpoint { position: r.keep_at, prefix, state, effects });
        }
        while cache.kept.len() > KEEP {
            cache.kept.remove(0);
        }
        let Traced { prefixes, keys, relative, .. } = r.traced;
        cache.trace = prefixes;
        if !r.ended {
            return;
        }
        cache.taken = r.taken;
        if r.effects.len() == keys.len() {
            cache.last = Some(self.last_run(keys, relative, r.effects));
        }
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
