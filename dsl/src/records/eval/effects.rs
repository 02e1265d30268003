//! What each position of an editor's run did, so that the next run can take
//! the positions after an edit from it instead of evaluating them again.
//!
//! A position depends on the names it looks up: those its statement spells
//! out (its identifiers, hashed with the statement keys) and those it
//! computes (`!cast`, `!exists`, `Class<args>` instantiations); and on the
//! names it binds, since binding a name twice is an error. The names the
//! positions an edit changed bound, in this run and in the last, are
//! *dirty*. Each later position is then either taken from the last run
//! (its records at the same ids, its bindings and its diagnostics) or, when
//! it depends on a dirty name, evaluated again, and what it binds is dirty
//! too: even where its records are the same, a position that names them may
//! read other values through them (a default template argument, a field
//! holding a def). A position is also evaluated
//! again when it changed a record made before it (or a later one changed
//! its records), suggested a name (which reads every name), makes
//! anonymous names after their counter moved, or when the records before
//! it now take more ids than they did.

use super::{Evaluator, MultiClass};
use crate::diag::Diagnostic;
use crate::records::types::Ty;
use crate::records::value::{Init, Name};
use crate::records::workbench::{Table, VarDefKey};
use crate::records::{RecordId, RecordKeeper};
use crate::source::Span;
use rustc_hash::FxHashSet;
use std::rc::Rc;

/// What one position did.
#[derive(Clone)]
pub(super) struct Effects {
    /// Records, diagnostics and steps there were when it began.
    first_record: u32,
    first_diag: usize,
    steps_before: u64,
    /// The most steps one of its statements took, and where that is.
    most: (u64, Span),
    /// Anonymous names it made, and names it suggested.
    anonymous: u32,
    suggestions: u32,
    /// The lowest id of a record made before it that it changed.
    changed_below: Option<u32>,
    /// What it looked up and bound (shared by the runs that take it).
    names: Rc<Names>,
}

/// What a position looked up and bound.
struct Names {
    /// Hashes of what it looked up by value, and of what it bound.
    reads: Box<[u64]>,
    writes: Box<[u64]>,
    bindings: Box<[Binding]>,
}

/// A name (or an instantiation) a position bound, and to what.
#[derive(Clone)]
enum Binding {
    Class(Name, RecordId),
    Def(Name, RecordId),
    Global(Name, Init),
    MultiClass(Name, MultiClass),
    TypeAlias(Name, Ty),
    Poisoned(Name),
    VarDef(VarDefKey, RecordId),
}

/// A position being evaluated: the counters when it began.
pub(super) struct Open {
    records: u32,
    diags: usize,
    steps: u64,
    most: (u64, Span),
    anonymous: u32,
    suggestions: u32,
}

/// The last complete run: its positions' keys and effects, and what it
/// made.
pub(super) struct LastRun {
    pub(super) keys: Vec<u64>,
    pub(super) relative: Vec<u64>,
    effects: Vec<Effects>,
    keeper: RecordKeeper,
    diags: Vec<Diagnostic>,
    steps: u64,
    /// Per position, the lowest id a later position changed.
    changed_after: Vec<u32>,
}

impl LastRun {
    fn records_end(&self, j: usize) -> u32 {
        self.effects.get(j + 1).map_or(self.keeper.len() as u32, |e| e.first_record)
    }

    fn diags_end(&self, j: usize) -> usize {
        self.effects.get(j + 1).map_or(self.diags.len(), |e| e.first_diag)
    }

    fn steps_end(&self, j: usize) -> u64 {
        self.effects.get(j + 1).map_or(self.steps, |e| e.steps_before)
    }
}

/// Where the positions after an edit begin, in this run and in the last,
/// and what the run has found since the edit.
pub(super) struct Tail {
    pub(super) new_start: usize,
    pub(super) old_start: usize,
    /// Hashes of the names whose binding may differ from the last run's.
    dirty: FxHashSet<u64>,
    /// Anonymous names made since the edit, less those the last run made.
    anonymous_shift: i64,
    /// The last run's position that the one being evaluated stands for.
    pub(super) pairing: Option<usize>,
}

impl Tail {
    /// The tail from `new_start` in this run and `old_start` in `last`,
    /// with the names the last run's changed positions (from `changed`
    /// on) bound counted as dirty.
    pub(super) fn new(new_start: usize, old_start: usize, last: &LastRun, changed: usize) -> Tail {
        let mut tail = Tail { new_start, old_start, dirty: FxHashSet::default(), anonymous_shift: 0, pairing: None };
        for e in last.effects.get(changed..old_start).unwrap_or_default() {
            tail.dirty.extend(e.names.writes.iter().copied());
            tail.anonymous_shift -= e.anonymous as i64;
        }
        tail
    }
}

impl Evaluator<'_> {
    /// Begins a position's log.
    pub(super) fn open_position(&mut self) -> Open {
        let kp = &mut self.kp;
        if let Some(sink) = kp.effects.as_mut() {
            **sink = Default::default();
        } else {
            kp.effects = Some(Box::default());
        }
        kp.keeper.lowest_changed = u32::MAX;
        let open = Open {
            records: kp.len() as u32,
            diags: kp.diags.len(),
            steps: kp.steps_taken,
            most: kp.most_steps,
            anonymous: kp.anonymous_made(),
            suggestions: self.suggestions_made,
        };
        kp.most_steps = (0, Span::default());
        open
    }

    /// Ends a position's log.
    pub(super) fn close_position(&mut self, open: Open) -> Effects {
        let sink = self.kp.effects.take().unwrap_or_default();
        let most = self.kp.most_steps;
        if open.most.0 >= most.0 {
            self.kp.most_steps = open.most;
        }
        let mut reads = sink.reads;
        reads.sort_unstable();
        reads.dedup();
        let mut bindings: Vec<Binding> = sink.bound.into_iter().filter_map(|(t, n)| self.binding(t, n)).collect();
        bindings.extend(sink.vardefs.into_iter().map(|(k, id)| Binding::VarDef(k, id)));
        let lowest = self.kp.keeper.lowest_changed;
        Effects {
            first_record: open.records,
            first_diag: open.diags,
            steps_before: open.steps,
            most,
            anonymous: self.kp.anonymous_made() - open.anonymous,
            suggestions: self.suggestions_made - open.suggestions,
            changed_below: (lowest < open.records).then_some(lowest),
            names: Rc::new(Names {
                reads: reads.into_boxed_slice(),
                writes: sink.writes.into_boxed_slice(),
                bindings: bindings.into_boxed_slice(),
            }),
        }
    }

    /// What `name` is bound to in `table` now.
    fn binding(&self, table: Table, name: Name) -> Option<Binding> {
        Some(match table {
            Table::Class => Binding::Class(name.clone(), self.kp.classes.get(&name)?),
            Table::Def => Binding::Def(name.clone(), self.kp.defs.get(&name)?),
            Table::Global => Binding::Global(name.clone(), self.kp.globals.get(&name)?.clone()),
            Table::MultiClass => {
                let mc = self.multiclasses.get(*self.multiclass_names.get(&name)?)?.clone();
                Binding::MultiClass(name, mc)
            }
            Table::TypeAlias => Binding::TypeAlias(name.clone(), self.type_aliases.get(&name)?.clone()),
            Table::Poisoned => Binding::Poisoned(name),
        })
    }

    /// Counts a position this run evaluated into `tail`: one the edit
    /// changed, or one that stands for a position of the last run.
    pub(super) fn count_in(tail: &mut Tail, last: &LastRun, position: usize, e: &Effects) {
        if position < tail.new_start {
            tail.dirty.extend(e.names.writes.iter().copied());
            tail.anonymous_shift += e.anonymous as i64;
            return;
        }
        // A position evaluated again may now read other values through a
        // record it names, though that record is the same: what it binds
        // counts as changed even when its records are the same.
        let Some(j) = tail.pairing.take() else { return };
        let old = &last.effects[j];
        tail.anonymous_shift += e.anonymous as i64 - old.anonymous as i64;
        tail.dirty.extend(e.names.writes.iter().chain(old.names.writes.iter()).copied());
    }

    /// Whether position `j` of the last run can be taken as it is, as this
    /// run's position with the spelt-out names `spelt` (see the module).
    pub(super) fn can_take(&self, tail: &Tail, last: &LastRun, j: usize, spelt: &[u64]) -> bool {
        let Some(e) = last.effects.get(j).filter(|_| self.can_take_unchanged(last, j)) else { return false };
        let depends = |hashes: &[u64]| hashes.iter().any(|h| tail.dirty.contains(h));
        !((tail.anonymous_shift != 0 && e.anonymous > 0)
            || depends(spelt)
            || depends(&e.names.reads)
            || depends(&e.names.writes))
    }

    /// Whether position `j` of the last run can be taken as it is when
    /// nothing before it changed either (a position before the edit, which
    /// a run with no kept state there takes instead of evaluating).
    pub(super) fn can_take_unchanged(&self, last: &LastRun, j: usize) -> bool {
        let Some(e) = last.effects.get(j) else { return false };
        !(self.kp.fatal
            || self.kp.syntax_failed
            || self.kp.len() > e.first_record as usize
            || e.changed_below.is_some()
            || last.records_end(j) > last.changed_after[j]
            || e.suggestions > 0)
    }

    /// Takes position `j` of the last run: its records, bindings,
    /// diagnostics and steps. Returns its effects as this run's.
    pub(super) fn take(&mut self, last: &LastRun, j: usize) -> Effects {
        let e = &last.effects[j];
        let kp = &mut self.kp;
        let taken = Effects { first_diag: kp.diags.len(), steps_before: kp.steps_taken, ..e.clone() };
        kp.keeper.pad_to(e.first_record as usize);
        kp.keeper.extend_from(&last.keeper, e.first_record as usize..last.records_end(j) as usize);
        kp.skip_anonymous(e.anonymous);
        kp.diags.extend(last.diags[e.first_diag..last.diags_end(j)].iter().cloned());
        kp.steps_taken += last.steps_end(j) - e.steps_before;
        if e.most.0 > kp.most_steps.0 {
            kp.most_steps = e.most;
        }
        for b in e.names.bindings.iter().cloned() {
            match b {
                Binding::Class(n, id) => self.kp.keeper.add_class(n, id),
                Binding::Def(n, id) => self.kp.keeper.add_def(n, id),
                Binding::Global(n, v) => drop(self.kp.keeper.globals.insert(n, v)),
                Binding::MultiClass(n, mc) => {
                    self.multiclass_names.insert(n, self.multiclasses.len());
                    self.multiclasses.push(mc);
                }
                Binding::TypeAlias(n, t) => drop(self.type_aliases.insert(n, t)),
                Binding::Poisoned(n) => drop(self.kp.poisoned.insert(n)),
                Binding::VarDef(k, id) => drop(self.kp.vardef_cache.insert(k, id)),
            }
        }
        taken
    }

    /// The run's log, to be the last run for the next.
    pub(super) fn last_run(&self, keys: Vec<u64>, relative: Vec<u64>, effects: Vec<Effects>) -> LastRun {
        let mut changed_after = vec![u32::MAX; effects.len()];
        let mut lowest = u32::MAX;
        for (j, e) in effects.iter().enumerate().rev() {
            changed_after[j] = lowest;
            lowest = lowest.min(e.changed_below.unwrap_or(u32::MAX));
        }
        LastRun {
            keys,
            relative,
            effects,
            keeper: self.kp.keeper.clone(),
            diags: self.kp.diags.clone(),
            steps: self.kp.steps_taken,
            changed_after,
        }
    }
}
