//! Named values: names operands may be written as (the prelude's
//! `NamedValue`), grouped by set, each with the predicates it needs.

use super::reader::Reader;
use crate::diag::{codes, Diagnostic};
use std::collections::BTreeMap;

/// One name.
#[derive(Debug)]
pub struct NamedValue {
    /// As written (printed so).
    pub name: String,
    /// Its value.
    pub value: i64,
    /// Flags for the set's fragments.
    pub flags: u32,
    /// Names of the predicates it needs.
    pub predicates: Vec<String>,
}

/// The named values of every set, by set name; each set sorted by
/// lower-case name.
pub fn named_values(r: &mut Reader) -> BTreeMap<String, Vec<NamedValue>> {
    let mut sets: BTreeMap<String, Vec<NamedValue>> = BTreeMap::new();
    let mut seen: BTreeMap<(String, String), crate::records::RecordId> = BTreeMap::new();
    for d in r.defs_of("NamedValue") {
        let set = r.string_or_empty(d, "Set");
        let name = r.string_or_empty(d, "Name");
        if set.is_empty() || name.is_empty() {
            let msg = "a named value needs a set and a name";
            r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(r.loc(d), "here"));
            continue;
        }
        let key = (set.clone(), name.to_ascii_lowercase());
        if let Some(&first) = seen.get(&key) {
            let msg = format!("'{name}' is named twice in the named values of '{set}'");
            let diag =
                Diagnostic::error(codes::DUPLICATE, msg).at(r.loc(d), "second").with_label(r.loc(first), "first");
            r.error(diag);
            continue;
        }
        seen.insert(key, d);
        let value = r.int_or(d, "Value", 0);
        let flags = r.int_or(d, "Flags", 0);
        let Ok(flags) = u32::try_from(flags) else {
            let msg = "Flags of a named value must be 0 or more (32 bits)";
            r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(r.field_span(d, "Flags"), "here"));
            continue;
        };
        let predicates = r.def_list(d, "Predicates").into_iter().map(|(p, _)| r.name(p)).collect();
        sets.entry(set).or_default().push(NamedValue { name, value, flags, predicates });
    }
    for values in sets.values_mut() {
        values.sort_by_key(|v| v.name.to_ascii_lowercase());
    }
    sets
}
