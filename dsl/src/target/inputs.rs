//! What a target model was built from, so that an editor can tell whether
//! the records of a later run would build the same model, and keep it.
//!
//! The model reads records only through the [`super::reader::Reader`]: the
//! defs of a class, a class or a def by name, and records a record it read
//! refers to (in a field's value or type, its name, its superclasses).
//! Those lookups, their answers, and every record they reach are the
//! inputs. A later run gives the same model when every lookup has the same
//! answer and every record reached is the very same record (an editor's
//! run that resumed part-way shares the records made before that point)
//! or an identical one, spans included (a statement evaluated again).

use crate::records::identical;
use crate::records::keeper::Record;
use crate::records::types::Ty;
use crate::records::value::{Init, Kind};
use crate::records::{RecordId, RecordKeeper};
use rustc_hash::FxHashMap;
use std::rc::Rc;

/// The lookups the model made by name, and their answers.
#[derive(Default)]
pub(super) struct Lookups {
    pub classes: FxHashMap<String, Option<RecordId>>,
    pub defs_of: FxHashMap<String, Vec<RecordId>>,
    pub defs: FxHashMap<String, Option<RecordId>>,
}

/// The inputs of a model (see the module).
pub struct ModelInputs {
    lookups: Lookups,
    records: Vec<(RecordId, Rc<Record>)>,
}

impl ModelInputs {
    /// The inputs of a model built from `kp` after `lookups`.
    pub(super) fn gather(kp: &RecordKeeper, lookups: Lookups) -> ModelInputs {
        let mut seen = vec![false; kp.len()];
        let mut stack: Vec<RecordId> = Vec::new();
        let roots = (lookups.classes.values().filter_map(|c| *c))
            .chain(lookups.defs_of.values().flat_map(|ids| ids.iter().copied()))
            .chain(lookups.defs.values().filter_map(|d| *d));
        for id in roots {
            reach(id, &mut seen, &mut stack);
        }
        let mut records = Vec::new();
        while let Some(id) = stack.pop() {
            let record = kp.shared(id);
            records.push((id, record.clone()));
            let mut refer = |r: RecordId| reach(r, &mut seen, &mut stack);
            init_refs(&record.name, &mut refer);
            record.superclasses.iter().for_each(|(c, _)| refer(*c));
            for field in &record.values {
                ty_refs(&field.ty, &mut refer);
                if let Some(v) = &field.value {
                    init_refs(v, &mut refer);
                }
            }
        }
        ModelInputs { lookups, records }
    }

    /// Whether `kp` would build the same model: the same answers to every
    /// lookup, and the same records behind them.
    pub fn unchanged_in(&self, kp: &RecordKeeper) -> bool {
        self.lookups.classes.iter().all(|(name, c)| kp.class(name) == *c)
            && self.lookups.defs.iter().all(|(name, d)| kp.def(name) == *d)
            && self.records.iter().all(|(id, r)| id.0 < kp.len() as u32 && same_record(kp.shared(*id), r))
            && self.defs_of_unchanged(kp)
    }

    /// Whether each class the model listed the defs of has the same defs
    /// in `kp`: one pass over the defs for all of them.
    fn defs_of_unchanged(&self, kp: &RecordKeeper) -> bool {
        let listed: Vec<(&Vec<RecordId>, Option<RecordId>)> =
            self.lookups.defs_of.iter().map(|(class, ids)| (ids, kp.class(class))).collect();
        let mut found: Vec<Vec<RecordId>> = vec![Vec::new(); listed.len()];
        for &id in kp.defs.values() {
            for &(class, _) in &kp.record(id).superclasses {
                // (Each listed name is a different class.)
                let listed_at = listed.iter().position(|(_, c)| *c == Some(class));
                if let Some(found) = listed_at.map(|i| &mut found[i]).filter(|f| f.last() != Some(&id)) {
                    found.push(id);
                }
            }
        }
        listed.iter().zip(found).all(|((ids, _), found)| **ids == found)
    }
}

/// The very same record (shared with a run that resumed after it), or one
/// evaluated again to the same fields, values and spans.
fn same_record(now: &Rc<Record>, then: &Rc<Record>) -> bool {
    Rc::ptr_eq(now, then) || identical::records(now, then)
}

fn reach(id: RecordId, seen: &mut [bool], stack: &mut Vec<RecordId>) {
    if let Some(s) = seen.get_mut(id.0 as usize).filter(|s| !**s) {
        *s = true;
        stack.push(id);
    }
}

/// Calls `f` on every record a value refers to, through its types too.
fn init_refs(v: &Init, f: &mut dyn FnMut(RecordId)) {
    match &v.kind {
        Kind::Unset | Kind::Bit(_) | Kind::Int(_) | Kind::Str(..) | Kind::AnonName(_) => {}
        Kind::Def(id) => f(*id),
        Kind::Bits(items) => items.iter().for_each(|i| init_refs(i, f)),
        Kind::List(items, ty) => {
            items.iter().for_each(|i| init_refs(i, f));
            ty_refs(ty, f);
        }
        Kind::Var(_, ty) => ty_refs(ty, f),
        Kind::VarBit(a, _) => init_refs(a, f),
        Kind::Field(a, _, ty) | Kind::Un(_, a, ty) | Kind::IsA(ty, a) | Kind::Exists(ty, a) => {
            init_refs(a, f);
            ty_refs(ty, f);
        }
        Kind::Bin(_, a, b, ty) => {
            init_refs(a, f);
            init_refs(b, f);
            ty_refs(ty, f);
        }
        Kind::Tern(_, a, b, c, ty) => {
            [a, b, c].into_iter().for_each(|i| init_refs(i, f));
            ty_refs(ty, f);
        }
        Kind::Fold(parts) => {
            [&parts.start, &parts.list, &parts.expr].into_iter().for_each(|i| init_refs(i, f));
            ty_refs(&parts.ty, f);
        }
        Kind::Cond(arms, ty) => {
            arms.0.iter().chain(&arms.1).for_each(|i| init_refs(i, f));
            ty_refs(ty, f);
        }
        Kind::Dag(op, _, args) => {
            init_refs(op, f);
            args.iter().for_each(|(a, _)| init_refs(a, f));
        }
        Kind::VarDef(class, args) => {
            f(*class);
            args.iter().for_each(|a| init_refs(&a.value, f));
        }
    }
}

fn ty_refs(ty: &Ty, f: &mut dyn FnMut(RecordId)) {
    match ty {
        Ty::List(inner) => ty_refs(inner, f),
        Ty::Rec(classes) => classes.iter().for_each(|c| f(*c)),
        Ty::Bit | Ty::Bits(_) | Ty::Int | Ty::Str | Ty::Dag => {}
    }
}
