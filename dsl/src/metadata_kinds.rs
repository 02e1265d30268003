//! The metadata-kinds stage: LLVM's fixed metadata kinds, read from the
//! `MetadataKind` records of a description (`targets/include/tdc-metadata.td`)
//! and validated: ids unique and running from 0 without a gap, names unique
//! and spelled as IR metadata names, validators named as Rust functions.
//!
//! It runs beside the target stage on the same records, and
//! [`crate::emit_rust::metadata_kinds`] turns its output into the table that
//! `tdc::metadata_kinds!` expands into.

use crate::diag::{codes, Diagnostic};
use crate::records::{RecordId, RecordKeeper};
use crate::source::{SourceDb, Span};
use crate::target::reader::Reader;
use std::collections::BTreeMap;

/// The class whose defs are the kinds.
pub const CLASS: &str = "MetadataKind";

/// One metadata kind, in id order in the stage's output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MetadataKind {
    /// LLVM's fixed id (`LLVMContext::MD_*`).
    pub id: u32,
    /// The name written after `!` in IR (`range`, `llvm.loop`).
    pub name: String,
    /// The record that defines it (`MD_range`).
    pub record: String,
    /// The documented operand shape, one line.
    pub shape: String,
    /// The Rust function that checks a node of this kind, or "" for none.
    pub validator: String,
}

/// Reads and validates every `MetadataKind` def, in id order; or every
/// problem found, each at the field or record it concerns.
pub fn build(kp: &RecordKeeper, db: &SourceDb) -> Result<Vec<MetadataKind>, Vec<Diagnostic>> {
    let mut r = Reader::new(kp, db);
    let defs = r.defs_of(CLASS);
    if defs.is_empty() {
        let d = Diagnostic::error(
            codes::METADATA_KIND,
            format!("no metadata kinds: nothing derives from class '{CLASS}'"),
        )
        .with_help(
            "include \"tdc-metadata.td\", or define kinds as `def MD_x : MetadataKind<id, \"name\", \"shape\">`",
        );
        return Err(vec![d]);
    }
    let mut kinds = Vec::new();
    let mut by_id: BTreeMap<u32, RecordId> = BTreeMap::new();
    let mut by_name: BTreeMap<String, RecordId> = BTreeMap::new();
    for id in defs {
        let (Some(number), Some(name), Some(shape), Some(validator)) =
            (r.int(id, "Id"), r.string(id, "Name"), r.string(id, "Shape"), r.string(id, "Validator"))
        else {
            continue;
        };
        let Ok(number) = u32::try_from(number) else {
            let d = Diagnostic::error(codes::METADATA_KIND, format!("metadata kind id {number} is out of range"))
                .at(r.field_span(id, "Id"), "not between 0 and 4294967295");
            r.error(d);
            continue;
        };
        if let Some(&first) = by_id.get(&number) {
            let d = Diagnostic::error(codes::METADATA_KIND, format!("two metadata kinds have id {number}"))
                .at(r.field_span(id, "Id"), format!("'{}' takes id {number} again", r.name(id)))
                .with_label(r.field_span(first, "Id"), format!("'{}' has it first", r.name(first)));
            r.error(d);
            continue;
        }
        if !is_metadata_name(&name) {
            let d = Diagnostic::error(codes::METADATA_KIND, format!("'{name}' is not a metadata kind name"))
                .at(r.field_span(id, "Name"), "not a name that can follow '!' in IR")
                .with_note("a name starts with a letter, '$', '.', '_' or '-', and goes on with those or digits");
            r.error(d);
            continue;
        }
        if let Some(&first) = by_name.get(&name) {
            let d = Diagnostic::error(codes::METADATA_KIND, format!("two metadata kinds are named '{name}'"))
                .at(r.field_span(id, "Name"), format!("'{}' takes the name again", r.name(id)))
                .with_label(r.field_span(first, "Name"), format!("'{}' has it first", r.name(first)));
            r.error(d);
            continue;
        }
        if !validator.is_empty() && !is_rust_identifier(&validator) {
            let d =
                Diagnostic::error(codes::METADATA_KIND, format!("validator '{validator}' is not a Rust function name"))
                    .at(r.field_span(id, "Validator"), "expected an identifier, or \"\" for no validator");
            r.error(d);
            continue;
        }
        by_id.insert(number, id);
        by_name.insert(name.clone(), id);
        kinds.push(MetadataKind { id: number, name, record: r.name(id), shape, validator });
    }
    check_contiguous(&mut r, &by_id);
    if !r.diags.is_empty() {
        return Err(r.diags);
    }
    kinds.sort_by_key(|k| k.id);
    Ok(kinds)
}

/// Ids index the generated table, so they must be exactly 0..N.
fn check_contiguous(r: &mut Reader<'_>, by_id: &BTreeMap<u32, RecordId>) {
    for (expected, (&number, &id)) in (0u32..).zip(by_id) {
        if number != expected {
            let span: Span = r.field_span(id, "Id");
            let missing =
                if number == expected + 1 { format!("{expected}") } else { format!("{expected} to {}", number - 1) };
            let d = Diagnostic::error(
                codes::METADATA_KIND,
                format!("metadata kind ids must run from 0 without a gap; none has {missing}"),
            )
            .at(span, format!("'{}' has id {number}", r.name(id)))
            .with_note("the ids index the generated table, as LLVM's fixed kinds do");
            r.error(d);
            return;
        }
    }
}

/// `[-a-zA-Z$._][-a-zA-Z$._0-9]*`, what LLVM's lexer takes after `!`.
pub fn is_metadata_name(name: &str) -> bool {
    let mut chars = name.chars();
    let head = |c: char| c.is_ascii_alphabetic() || matches!(c, '-' | '$' | '.' | '_');
    chars.next().is_some_and(head) && chars.all(|c| head(c) || c.is_ascii_digit())
}

fn is_rust_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Result<Vec<MetadataKind>, Vec<&'static str>> {
        let out = crate::load_text("kinds.td", None, text, &crate::Options::default());
        assert!(!out.has_errors(), "{}", crate::diag::render(&out.db, &out.diags));
        build(out.records.as_ref().unwrap(), &out.db).map_err(|d| d.iter().map(|d| d.code).collect())
    }

    const CLASS_TEXT: &str = "class MetadataKind<int id, string name, string shape, string validator = \"\"> {
        int Id = id; string Name = name; string Shape = shape; string Validator = validator; }\n";

    #[test]
    fn kinds_come_out_in_id_order() {
        let text = format!("{CLASS_TEXT}def B : MetadataKind<1, \"b.x\", \"s\", \"check_b\">;\ndef A : MetadataKind<0, \"a\", \"s\">;\n");
        let k = kinds(&text).unwrap();
        assert_eq!(
            k.iter().map(|k| (k.id, k.name.as_str(), k.record.as_str())).collect::<Vec<_>>(),
            [(0, "a", "A"), (1, "b.x", "B")]
        );
        assert_eq!(k[1].validator, "check_b");
    }

    #[test]
    fn duplicates_gaps_and_bad_names_are_errors() {
        let dup =
            format!("{CLASS_TEXT}def A : MetadataKind<0, \"a\", \"s\">;\ndef B : MetadataKind<0, \"b\", \"s\">;\n");
        assert_eq!(kinds(&dup), Err(vec![codes::METADATA_KIND]));
        let gap =
            format!("{CLASS_TEXT}def A : MetadataKind<0, \"a\", \"s\">;\ndef B : MetadataKind<2, \"b\", \"s\">;\n");
        assert_eq!(kinds(&gap), Err(vec![codes::METADATA_KIND]));
        let name = format!("{CLASS_TEXT}def A : MetadataKind<0, \"a b\", \"s\">;\n");
        assert_eq!(kinds(&name), Err(vec![codes::METADATA_KIND]));
        let same =
            format!("{CLASS_TEXT}def A : MetadataKind<0, \"a\", \"s\">;\ndef B : MetadataKind<1, \"a\", \"s\">;\n");
        assert_eq!(kinds(&same), Err(vec![codes::METADATA_KIND]));
        let validator = format!("{CLASS_TEXT}def A : MetadataKind<0, \"a\", \"s\", \"check-a\">;\n");
        assert_eq!(kinds(&validator), Err(vec![codes::METADATA_KIND]));
        assert_eq!(kinds("def X;"), Err(vec![codes::METADATA_KIND]));
    }
}
