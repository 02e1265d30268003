//! The diagnostics of patterns, gathered before they are reported: each
//! with the record of the pattern it is about and where that pattern's
//! values came from. A pattern written in a multiclass or a `foreach` is
//! checked once per instance; the same mistake is reported once, at the
//! place in the pattern, with the instances in a note, and with labels
//! at the template arguments and the `defm` of the first one.

use super::super::reader::Reader;
use super::written::{add_origin_labels, Origin};
use crate::diag::{Diagnostic, Label};
use crate::records::RecordId;
use crate::source::Span;
use std::collections::HashMap;
use std::rc::Rc;

/// How many instances a note lists by place.
const LISTED_INSTANCES: usize = 8;

struct Report {
    diag: Diagnostic,
    record: Option<RecordId>,
    origins: Rc<Vec<Origin>>,
}

/// Diagnostics about patterns, not yet reported.
#[derive(Default)]
pub(super) struct Reports {
    items: Vec<Report>,
}

impl Reports {
    /// Takes the diagnostics `r` gathered since `from` (while reading the
    /// pattern of `record`).
    pub fn take_from(&mut self, r: &mut Reader, from: usize, record: RecordId, origins: &Rc<Vec<Origin>>) {
        let diags: Vec<Diagnostic> = r.diags.drain(from..).collect();
        self.add(diags, Some(record), origins);
    }

    /// Adds diagnostics about the pattern of `record`.
    pub fn add(&mut self, diags: Vec<Diagnostic>, record: Option<RecordId>, origins: &Rc<Vec<Origin>>) {
        for diag in diags {
            self.items.push(Report { diag, record, origins: origins.clone() });
        }
    }

    /// Reports everything gathered (errors to `r.diags`, warnings to
    /// `r.warnings`): each mistake once, in the order first found.
    pub fn finish(self, r: &mut Reader) {
        let mut groups: Vec<(Report, Vec<Option<RecordId>>)> = Vec::new();
        // One mistake per code and place: the instances' messages differ
        // only in what their arguments name.
        let mut index: HashMap<(&'static str, Option<Span>), usize> = HashMap::new();
        for item in self.items {
            let d = &item.diag;
            let key = (d.code, d.primary.as_ref().map(|l| l.span));
            match index.get(&key) {
                Some(&g) => groups[g].1.push(item.record),
                None => {
                    index.insert(key, groups.len());
                    let record = item.record;
                    groups.push((item, vec![record]));
                }
            }
        }
        for (first, records) in groups {
            let mut d = first.diag;
            add_origin_labels(&mut d, &first.origins);
            if let Some(defm) = first.record.and_then(|id| instantiation(r, id)) {
                add_label(&mut d, defm, "in this instance");
            }
            if let Some(note) = instances_note(r, &records) {
                d = d.with_note(note);
            }
            if d.is_error() {
                r.error(d);
            } else {
                r.warnings.push(d);
            }
        }
    }
}

fn add_label(d: &mut Diagnostic, span: Span, message: &str) {
    let known = d.primary.iter().chain(&d.secondary).any(|l| l.span == span);
    if !known && span != Span::default() {
        d.secondary.push(Label { span, message: message.to_string() });
    }
}

/// The outermost `defm` a record was made by, if a multiclass made it.
fn instantiation(r: &Reader, id: RecordId) -> Option<Span> {
    let locs = &r.record(id).locs;
    (locs.len() > 1).then(|| *locs.last().unwrap_or(&Span::default()))
}

/// "Reported once for these instances", when the mistake was found in
/// more than one.
fn instances_note(r: &Reader, records: &[Option<RecordId>]) -> Option<String> {
    let mut distinct: Vec<RecordId> = records.iter().flatten().copied().collect();
    distinct.dedup();
    if distinct.len() < 2 {
        return None;
    }
    let mut places: Vec<String> = Vec::new();
    for &id in &distinct {
        if let Some(span) = instantiation(r, id) {
            let place = describe(r, span);
            if !places.contains(&place) {
                places.push(place);
            }
        }
    }
    let n = distinct.len();
    if places.len() < 2 {
        return Some(format!("reported once for the {n} patterns made from this text (by a foreach or a multiclass)"));
    }
    let shown: Vec<&str> = places.iter().take(LISTED_INSTANCES).map(String::as_str).collect();
    let more = places.len().saturating_sub(LISTED_INSTANCES);
    let mut note = format!("reported once for {n} patterns, made by:\n  {}", shown.join("\n  "));
    if more > 0 {
        note.push_str(&format!("\n  ... and {more} more"));
    }
    Some(note)
}

/// `BPFSelection.td:33: defm : BinOp<sub, SUB_rr, SUB_ri>;`
fn describe(r: &Reader, span: Span) -> String {
    let file = r.db.file(span.file);
    let (line, _) = file.line_col(span.start);
    let start = file.line_start(line).unwrap_or(span.start) as usize;
    let end = file.line_start(line + 1).map_or(file.text.len(), |e| e as usize);
    let text = file.text.get(start..end).unwrap_or("").trim();
    let name = std::path::Path::new(&file.name).file_name().map_or(file.name.clone(), |n| n.to_string_lossy().into());
    format!("{name}:{}: {text}", line + 1)
}
