//! Typed access to record fields for the target model: each accessor
//! reports a diagnostic at the field when it is missing, unset or of the
//! wrong kind, and returns `None`.

use super::inputs::{Lookups, ModelInputs};
use crate::diag::{codes, Diagnostic};
use crate::records::keeper::{FieldDecl, Record, RecordVal};
use crate::records::value::{Init, Kind};
use crate::records::{RecordId, RecordKeeper};
use crate::source::{SourceDb, Span};
use std::cell::RefCell;
use std::rc::Rc;

/// By a field name's address and length: its position and declaration.
type FieldHints = rustc_hash::FxHashMap<(usize, usize), (usize, *const FieldDecl)>;

/// Reads fields of records and collects diagnostics.
pub struct Reader<'a> {
    /// The records, reached only through the lookups below (a class's
    /// defs, a class or def by name, a record by an id found in records):
    /// an editor keeps a model while those give the same answers
    /// ([`ModelInputs`]).
    kp: &'a RecordKeeper,
    /// The sources, to place spans inside string literals.
    pub db: &'a SourceDb,
    /// Every error reported so far.
    pub diags: Vec<Diagnostic>,
    /// Warnings: reported, but the target still builds.
    pub warnings: Vec<Diagnostic>,
    /// Where a field name (by its text's address) was found last, and its
    /// declaration. Records of one kind share most of their layout and
    /// the declarations of the fields they inherit, so this is usually
    /// right, where a search compares a hundred names; a wrong guess costs
    /// a search.
    hints: RefCell<FieldHints>,
    lookups: RefCell<Lookups>,
}

impl<'a> Reader<'a> {
    pub fn new(kp: &'a RecordKeeper, db: &'a SourceDb) -> Reader<'a> {
        Reader {
            kp,
            db,
            diags: Vec::new(),
            warnings: Vec::new(),
            hints: RefCell::default(),
            lookups: RefCell::default(),
        }
    }

    /// A record's field by name.
    fn find(&self, id: RecordId, name: &str) -> Option<&'a RecordVal> {
        let values = &self.kp.record(id).values;
        let key = (name.as_ptr() as usize, name.len());
        if let Some((i, decl)) = self.hints.borrow().get(&key).copied() {
            // The same declaration is the same name, without reading it.
            if let Some(f) = values.get(i).filter(|f| std::ptr::eq(Rc::as_ptr(&f.decl), decl) || &*f.name == name) {
                return Some(f);
            }
        }
        let i = values.iter().position(|f| &*f.name == name)?;
        self.hints.borrow_mut().insert(key, (i, Rc::as_ptr(&values[i].decl)));
        values.get(i)
    }

    /// A field's value, when it has one.
    fn value_of(&self, id: RecordId, name: &str) -> Option<&'a Init> {
        self.find(id, name).and_then(|f| f.value.as_ref())
    }

    pub fn error(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }

    pub fn name(&self, id: RecordId) -> String {
        self.kp.record_name_string(id)
    }

    /// The record of an id found in a record read before (or in a lookup).
    pub fn record(&self, id: RecordId) -> &'a Record {
        self.kp.record(id)
    }

    /// A value as written in the description.
    pub fn show(&self, v: &Init) -> String {
        v.display(self.kp)
    }

    pub fn loc(&self, id: RecordId) -> Span {
        self.kp.record(id).loc()
    }

    /// Every def deriving from `class`, in name order.
    pub fn defs_of(&self, class: &str) -> Vec<RecordId> {
        let Some(class_id) = self.class_named(class) else { return Vec::new() };
        let defs: Vec<RecordId> =
            self.kp.defs.values().copied().filter(|&id| self.kp.record(id).is_subclass_of(class_id)).collect();
        self.lookups.borrow_mut().defs_of.entry(class.to_string()).or_insert_with(|| defs.clone());
        defs
    }

    pub fn is_a(&self, id: RecordId, class: &str) -> bool {
        self.class_named(class).is_some_and(|c| self.kp.record(id).is_subclass_of(c))
    }

    /// The class of this name.
    pub fn class_named(&self, name: &str) -> Option<RecordId> {
        remember(&mut self.lookups.borrow_mut().classes, name, self.kp.class(name))
    }

    /// The def of this name.
    pub fn def_named(&self, name: &str) -> Option<RecordId> {
        remember(&mut self.lookups.borrow_mut().defs, name, self.kp.def(name))
    }

    /// What the model was read from so far (see [`ModelInputs`]).
    pub fn inputs(&self) -> ModelInputs {
        ModelInputs::gather(self.kp, std::mem::take(&mut *self.lookups.borrow_mut()))
    }

    /// Where a field was set: its value's span when it has one in the
    /// record's own text, else the field's.
    pub fn field_span(&self, id: RecordId, field: &str) -> Span {
        match self.find(id, field) {
            Some(f) => match &f.value {
                Some(v) if v.span != Span::default() => v.span,
                _ => f.span,
            },
            None => self.loc(id),
        }
    }

    /// Where a field was declared (`field bits<64> Inst` in the record's
    /// class or the record itself).
    pub fn declaration_span(&self, id: RecordId, field: &str) -> Span {
        self.find(id, field).map_or(self.loc(id), |f| f.span)
    }

    /// The raw value, reporting a missing or unset field.
    pub fn value(&mut self, id: RecordId, field: &str) -> Option<Init> {
        match self.value_of(id, field) {
            Some(v) if !v.is_unset() => Some(v.clone()),
            Some(_) => {
                let span = self.field_span(id, field);
                let msg = format!("field '{field}' of '{}' must be set", self.name(id));
                // Point at the record when the field was left unset in
                // another file (the prelude's declaration).
                let d = if span.file == self.loc(id).file {
                    Diagnostic::error(codes::BAD_FIELD, msg).at(span, "left unset")
                } else {
                    Diagnostic::error(codes::BAD_FIELD, msg)
                        .at(self.loc(id), format!("'{field}' is never set"))
                        .with_label(span, "declared here")
                };
                self.error(d);
                None
            }
            None => {
                let msg = format!("'{}' has no field '{field}'", self.name(id));
                let d = Diagnostic::error(codes::BAD_FIELD, msg).at(self.loc(id), "defined here");
                self.error(d);
                None
            }
        }
    }

    /// The value when present and set, without reporting anything.
    pub fn optional(&self, id: RecordId, field: &str) -> Option<Init> {
        self.value_of(id, field).filter(|v| !v.is_unset()).cloned()
    }

    fn wrong_kind(&mut self, id: RecordId, field: &str, want: &str, v: &Init) {
        let msg = format!("field '{field}' of '{}' must be {want}", self.name(id));
        let span = if v.span != Span::default() { v.span } else { self.field_span(id, field) };
        let found = format!("found {}", v.display(self.kp));
        self.error(Diagnostic::error(codes::BAD_FIELD, msg).at(span, found));
    }

    pub fn string(&mut self, id: RecordId, field: &str) -> Option<String> {
        let v = self.value(id, field)?;
        match &v.kind {
            Kind::Str(s, _) => Some(s.to_string()),
            _ => {
                self.wrong_kind(id, field, "a string", &v);
                None
            }
        }
    }

    /// A string field, "" when absent or unset.
    pub fn string_or_empty(&mut self, id: RecordId, field: &str) -> String {
        match self.optional(id, field) {
            Some(_) => self.string(id, field).unwrap_or_default(),
            None => String::new(),
        }
    }

    /// An int, bit or bits field as an integer.
    pub fn int(&mut self, id: RecordId, field: &str) -> Option<i64> {
        let v = self.value(id, field)?;
        match int_of(&v) {
            Some(n) => Some(n),
            None => {
                self.wrong_kind(id, field, "a known integer", &v);
                None
            }
        }
    }

    /// An integer field, `default` when absent or unset.
    pub fn int_or(&mut self, id: RecordId, field: &str, default: i64) -> i64 {
        match self.optional(id, field) {
            Some(_) => self.int(id, field).unwrap_or(default),
            None => default,
        }
    }

    /// An int field that must lie in `range` (its default when absent). A
    /// value outside is an error at the value, and the default is used: a
    /// value cut to the width it is stored in would write wrong bytes.
    pub fn int_in(&mut self, id: RecordId, field: &str, default: i64, range: std::ops::RangeInclusive<i64>) -> i64 {
        let n = self.int_or(id, field, default);
        if range.contains(&n) {
            return n;
        }
        let message = format!("{field} is {n}, outside {}..={}", range.start(), range.end());
        let span = self.field_span(id, field);
        self.error(Diagnostic::error(codes::BAD_FIELD, message).at(span, "out of range"));
        default
    }

    /// A bit field; false when absent or unset.
    pub fn flag(&mut self, id: RecordId, field: &str) -> bool {
        self.optional(id, field).and_then(|v| int_of(&v)).is_some_and(|n| n != 0)
    }

    pub fn def(&mut self, id: RecordId, field: &str) -> Option<RecordId> {
        let v = self.value(id, field)?;
        match v.kind {
            Kind::Def(r) => Some(r),
            _ => {
                self.wrong_kind(id, field, "a record", &v);
                None
            }
        }
    }

    /// A list field's elements; empty when absent or unset.
    pub fn list(&mut self, id: RecordId, field: &str) -> Vec<Init> {
        match self.optional(id, field) {
            Some(v) => match &v.kind {
                Kind::List(elems, _) => elems.clone(),
                _ => {
                    self.wrong_kind(id, field, "a list", &v);
                    Vec::new()
                }
            },
            None => Vec::new(),
        }
    }

    /// A list of records, reporting elements that are not records.
    pub fn def_list(&mut self, id: RecordId, field: &str) -> Vec<(RecordId, Span)> {
        let mut out = Vec::new();
        for e in self.list(id, field) {
            match e.kind {
                Kind::Def(r) => out.push((r, e.span)),
                _ => self.wrong_kind(id, field, "a list of records", &e),
            }
        }
        out
    }

    pub fn int_list(&mut self, id: RecordId, field: &str) -> Vec<i64> {
        self.int_list_spanned(id, field).into_iter().map(|(n, _)| n).collect()
    }

    /// A list of integers, each with the span of its element (the list's
    /// span where the element has none).
    pub fn int_list_spanned(&mut self, id: RecordId, field: &str) -> Vec<(i64, Span)> {
        let mut out = Vec::new();
        for e in self.list(id, field) {
            match int_of(&e) {
                Some(n) => {
                    let span = if e.span != Span::default() { e.span } else { self.field_span(id, field) };
                    out.push((n, span));
                }
                None => self.wrong_kind(id, field, "a list of integers", &e),
            }
        }
        out
    }

    pub fn string_list(&mut self, id: RecordId, field: &str) -> Vec<String> {
        let mut out = Vec::new();
        for e in self.list(id, field) {
            match &e.kind {
                Kind::Str(s, _) => out.push(s.to_string()),
                _ => self.wrong_kind(id, field, "a list of strings", &e),
            }
        }
        out
    }

    /// The span of the text of a string value starting `offset` bytes into
    /// the string, `len` bytes long, when the value is a plain literal in
    /// the source (so offsets map one to one); else the value's span.
    pub fn span_in_string(&self, value_span: Span, text: &str, offset: usize, len: usize) -> Span {
        let written = self.db.snippet(value_span);
        if written.len() == text.len() + 2 && written.starts_with('"') && &written[1..written.len() - 1] == text {
            let start = value_span.start as usize + 1 + offset;
            return Span::new(value_span.file, start, start + len.max(1));
        }
        value_span
    }
}

/// An integer, bit or fully known bits value.
pub fn int_of(v: &Init) -> Option<i64> {
    match &v.kind {
        Kind::Int(n) => Some(*n),
        Kind::Bit(b) => Some(*b as i64),
        Kind::Bits(bits) if bits.len() <= 64 => {
            let mut n: u64 = 0;
            for (i, b) in bits.iter().enumerate() {
                match b.kind {
                    Kind::Bit(true) => n |= 1 << i,
                    Kind::Bit(false) => {}
                    _ => return None,
                }
            }
            Some(n as i64)
        }
        _ => None,
    }
}

/// Records the first answer to a lookup by name, and gives it back.
fn remember(
    answers: &mut rustc_hash::FxHashMap<String, Option<RecordId>>,
    name: &str,
    found: Option<RecordId>,
) -> Option<RecordId> {
    if !answers.contains_key(name) {
        answers.insert(name.to_string(), found);
    }
    found
}
