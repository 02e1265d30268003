//! Architecture features: `SubtargetFeature` records with what they
//! imply, the `Predicate`s the assembler checks (`AssemblerPredicate`:
//! a condition over features and the name errors give it), the target's
//! default features and the names its directives accept.

use super::reader::Reader;
use crate::diag::{codes, Diagnostic};
use crate::records::value::{Init, Kind};
use crate::records::RecordId;
use std::collections::BTreeMap;

/// Most features a target may have (the runtime keeps them in a fixed
/// bit set).
pub const MAX_FEATURES: usize = 256;

/// A subtarget feature.
#[derive(Debug)]
pub struct Feature {
    /// Record name.
    pub record: String,
    /// How `-mattr` names it.
    pub name: String,
    /// Features it implies (indexes into [`FeatureModel::features`]).
    pub implies: Vec<u32>,
}

/// A predicate the assembler checks.
#[derive(Debug)]
pub struct AsmPredicate {
    /// Record name.
    pub record: String,
    /// The name the missing-feature error gives it.
    pub name: String,
    /// Its condition: alternatives, each needing all of its features.
    pub terms: Vec<Vec<u32>>,
}

/// The target's features, checked.
#[derive(Debug, Default)]
pub struct FeatureModel {
    /// Subtarget features, in record-name order.
    pub features: Vec<Feature>,
    /// Assembler predicates, in record-name order.
    pub predicates: Vec<AsmPredicate>,
    /// The Target's DefaultFeatures.
    pub defaults: Vec<u32>,
    /// The Target's ImplicitFeatures.
    pub implicit: Vec<u32>,
    /// ArchitectureName records: (name, features).
    pub architectures: Vec<(String, Vec<u32>)>,
    /// ExtensionName records: (name, features).
    pub extensions: Vec<(String, Vec<u32>)>,
    /// The Target's ArchDirective.
    pub arch_directive: String,
    /// The Target's ExtensionDirective.
    pub extension_directive: String,
    /// The Target's MissingFeatureMessage.
    pub missing_message: String,
}

impl FeatureModel {
    /// The assembler predicates among `names` (record names of an
    /// instruction's Predicates), as indexes, sorted and without repeats;
    /// other predicates (code generation conditions) do not concern the
    /// assembler.
    pub fn assembler_predicates<'n>(&self, names: impl IntoIterator<Item = &'n String>) -> Vec<u32> {
        let mut out: Vec<u32> = names
            .into_iter()
            .filter_map(|n| self.predicates.binary_search_by(|p| p.record.as_str().cmp(n)).ok())
            .map(|i| i as u32)
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }
}

/// Reads the features of the target whose record is `target`.
pub fn features(r: &mut Reader, target: Option<RecordId>) -> FeatureModel {
    let feature_ids = r.defs_of("SubtargetFeature");
    let index: BTreeMap<RecordId, u32> = feature_ids.iter().enumerate().map(|(i, &d)| (d, i as u32)).collect();
    if feature_ids.len() > MAX_FEATURES {
        let msg =
            format!("a target may have at most {MAX_FEATURES} subtarget features; this one has {}", feature_ids.len());
        r.error(Diagnostic::error(codes::FEATURE, msg).at(r.loc(feature_ids[MAX_FEATURES]), "one too many"));
    }
    let mut model = FeatureModel::default();
    for &d in &feature_ids {
        let implies = feature_list(r, d, "Implies", &index);
        let name = r.string_or_empty(d, "Name");
        model.features.push(Feature { record: r.name(d), name, implies });
    }
    for d in r.defs_of("Predicate") {
        if !r.flag(d, "AssemblerMatcherPredicate") {
            continue;
        }
        let Some(cond) = r.value(d, "AssemblerCondDag") else { continue };
        let Some(terms) = condition(r, d, &cond, &index) else { continue };
        let mut name = r.string_or_empty(d, "PredicateName");
        if name.is_empty() {
            name = r.name(d);
        }
        model.predicates.push(AsmPredicate { record: r.name(d), name, terms });
    }
    for (kind, class) in [(0, "ArchitectureName"), (1, "ExtensionName")] {
        // In the order written (records are made in that order): errors
        // that name extensions list them so.
        let mut defs = r.defs_of(class);
        defs.sort();
        for d in defs {
            let name = r.string_or_empty(d, "Name");
            let features = feature_list(r, d, "Features", &index);
            if kind == 0 { &mut model.architectures } else { &mut model.extensions }.push((name, features));
        }
    }
    if let Some(t) = target {
        model.defaults = feature_list(r, t, "DefaultFeatures", &index);
        model.implicit = feature_list(r, t, "ImplicitFeatures", &index);
        model.arch_directive = r.string_or_empty(t, "ArchDirective");
        model.extension_directive = r.string_or_empty(t, "ExtensionDirective");
        model.missing_message = r.string_or_empty(t, "MissingFeatureMessage");
    }
    model
}

/// An assembler predicate's condition, `(all_of ...)` and `(any_of ...)`
/// over features and nested conditions, as alternatives each needing all
/// of its features; `None` (reported) when malformed.
fn condition(r: &mut Reader, pred: RecordId, cond: &Init, index: &BTreeMap<RecordId, u32>) -> Option<Vec<Vec<u32>>> {
    if let Some(&f) = cond.as_def().and_then(|d| index.get(&d)) {
        return Some(vec![vec![f]]);
    }
    let bad = |r: &mut Reader, span, label: &str| {
        let msg = format!(
            "the condition of assembler predicate '{}' must be (all_of ...) or (any_of ...) of SubtargetFeatures",
            r.name(pred)
        );
        r.error(Diagnostic::error(codes::FEATURE, msg).at(span, label.to_string()));
        None
    };
    let Kind::Dag(op, _, args) = &cond.kind else { return bad(r, cond.span, "not a feature or a condition") };
    let operator = op.as_def().map(|o| r.name(o)).unwrap_or_default();
    let any = match operator.as_str() {
        "all_of" => false,
        "any_of" => true,
        _ => return bad(r, op.span, "not all_of or any_of"),
    };
    let mut terms: Vec<Vec<u32>> = if any { Vec::new() } else { vec![Vec::new()] };
    for (arg, _) in args {
        let sub = condition(r, pred, arg, index)?;
        if any {
            terms.extend(sub);
        } else {
            // The product: each alternative so far with each of the argument's.
            terms = terms
                .iter()
                .flat_map(|t| sub.iter().map(move |s| t.iter().chain(s).copied().collect::<Vec<u32>>()))
                .collect();
        }
    }
    Some(terms)
}

/// A list field of SubtargetFeature records, as indexes.
fn feature_list(r: &mut Reader, id: RecordId, field: &str, index: &BTreeMap<RecordId, u32>) -> Vec<u32> {
    let mut out = Vec::new();
    for (d, span) in r.def_list(id, field) {
        match index.get(&d) {
            Some(&f) => out.push(f),
            None => {
                let msg = format!("'{field}' of '{}' must list SubtargetFeature records", r.name(id));
                r.error(Diagnostic::error(codes::FEATURE, msg).at(span, "not a SubtargetFeature"));
            }
        }
    }
    out
}
