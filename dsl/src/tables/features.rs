//! Feature tables: subtarget features, assembler predicates, and the
//! predicate sets instructions and aliases require (interned, set 0 the
//! empty one).

use crate::target::TargetModel;
use std::collections::BTreeMap;
use tdc_schema::{Feature, FeatureTables, PredicateInfo};

/// Interns predicate sets.
pub struct Sets {
    sets: Vec<Vec<u16>>,
    index: BTreeMap<Vec<u16>, u16>,
}

impl Sets {
    pub fn new() -> Sets {
        Sets { sets: vec![Vec::new()], index: BTreeMap::from([(Vec::new(), 0)]) }
    }

    /// The index of the set of the assembler predicates among `names`.
    pub fn intern<'n>(&mut self, model: &TargetModel, names: impl IntoIterator<Item = &'n String>) -> u16 {
        let set: Vec<u16> = model.features.assembler_predicates(names).into_iter().map(|p| p as u16).collect();
        if let Some(&i) = self.index.get(&set) {
            return i;
        }
        let i = self.sets.len() as u16;
        self.sets.push(set.clone());
        self.index.insert(set, i);
        i
    }

    /// The tables, with the sets interned so far.
    pub fn finish(self, model: &TargetModel) -> FeatureTables {
        let f = &model.features;
        let ids = |v: &[u32]| v.iter().map(|&i| i as u16).collect::<Vec<u16>>();
        FeatureTables {
            features: f.features.iter().map(|x| Feature { name: x.name.clone(), implies: ids(&x.implies) }).collect(),
            predicates: f
                .predicates
                .iter()
                .map(|p| PredicateInfo {
                    record: p.record.clone(),
                    name: p.name.clone(),
                    terms: p.terms.iter().map(|t| ids(t)).collect(),
                })
                .collect(),
            sets: self.sets,
            defaults: ids(&f.defaults),
            implicit: ids(&f.implicit),
            architectures: f.architectures.iter().map(|(n, v)| (n.clone(), ids(v))).collect(),
            extensions: f.extensions.iter().map(|(n, v)| (n.clone(), ids(v))).collect(),
            arch_directive: f.arch_directive.clone(),
            extension_directive: f.extension_directive.clone(),
            missing_message: f.missing_message.clone(),
        }
    }
}
