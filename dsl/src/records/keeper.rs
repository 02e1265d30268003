//! Records and the record keeper: the output of the records stage.

use super::types::Ty;
use super::value::{Init, Kind, Name};
use crate::source::Span;
use std::cell::OnceCell;
use std::collections::HashMap;
use std::rc::Rc;

/// Records by name: hashed for lookups, and listed in name order (the
/// order llvm-tblgen prints them in). The order is worked out when the
/// names are first listed after a change, not kept up at every insertion:
/// evaluation adds thousands of names and lists them only at the end, and
/// an ordered map cost it more than one sort does.
#[derive(Clone, Default)]
pub struct ByName {
    index: rustc_hash::FxHashMap<Name, RecordId>,
    sorted: OnceCell<Vec<(Name, RecordId)>>,
}

impl ByName {
    /// The record of this name.
    pub fn get(&self, name: &str) -> Option<RecordId> {
        self.index.get(name).copied()
    }

    /// Adds a name, or gives it another record.
    pub fn insert(&mut self, name: Name, id: RecordId) {
        self.index.insert(name, id);
        self.sorted.take();
    }

    /// How many names there are.
    pub fn len(&self) -> usize {
        self.index.len()
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.index.is_empty()
    }

    /// Names and records, in name order.
    pub fn sorted(&self) -> &[(Name, RecordId)] {
        self.sorted.get_or_init(|| {
            let mut all: Vec<(Name, RecordId)> = self.index.iter().map(|(n, id)| (n.clone(), *id)).collect();
            all.sort_unstable_by(|a, b| a.0.cmp(&b.0));
            all
        })
    }

    /// Names and records, in name order.
    pub fn iter(&self) -> impl Iterator<Item = (&Name, &RecordId)> {
        self.sorted().iter().map(|(n, id)| (n, id))
    }

    /// The records, in name order.
    pub fn values(&self) -> impl Iterator<Item = &RecordId> {
        self.sorted().iter().map(|(_, id)| id)
    }

    /// The names, in order.
    pub fn keys(&self) -> impl Iterator<Item = &Name> {
        self.sorted().iter().map(|(n, _)| n)
    }
}

impl<'a> IntoIterator for &'a ByName {
    type Item = (&'a Name, &'a RecordId);
    type IntoIter = Box<dyn Iterator<Item = (&'a Name, &'a RecordId)> + 'a>;
    fn into_iter(self) -> Self::IntoIter {
        Box::new(self.iter())
    }
}

/// Index of a record (class, def, multiclass placeholder or prototype).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RecordId(pub u32);

/// How a field may be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldKind {
    /// An ordinary field.
    Normal,
    /// Declared with `field`: may stay unresolved.
    NonconcreteOk,
    /// A template argument.
    TemplateArg,
}

/// What a field is, shared by every record that inherits it.
#[derive(Debug)]
pub struct FieldDecl {
    /// Name (qualified, `Class:arg`, for template arguments).
    pub name: Name,
    /// Declared type.
    pub ty: Ty,
    /// Field kind.
    pub kind: FieldKind,
}

/// One field of a record: its shared declaration (read through `Deref`:
/// `field.name`, `field.ty`, `field.kind`) and this record's value.
#[derive(Clone, Debug)]
pub struct RecordVal {
    /// Name, type and kind.
    pub decl: Rc<FieldDecl>,
    /// Current value; `None` after a value of the wrong type was assigned.
    pub value: Option<Init>,
    /// Where the field was declared or last assigned.
    pub span: Span,
    /// Whether a template argument is referenced.
    pub used: bool,
}

impl RecordVal {
    /// A new field.
    pub fn new(name: Name, ty: Ty, kind: FieldKind, value: Option<Init>, span: Span) -> RecordVal {
        RecordVal { decl: Rc::new(FieldDecl { name, ty, kind }), value, span, used: false }
    }
}

impl std::ops::Deref for RecordVal {
    type Target = FieldDecl;
    fn deref(&self) -> &FieldDecl {
        &self.decl
    }
}

/// An `assert` attached to a record.
#[derive(Clone, Debug)]
pub struct Assertion {
    /// Where the condition was written.
    pub span: Span,
    /// The condition.
    pub cond: Init,
    /// The message.
    pub message: Init,
}

/// A `dump` attached to a record.
#[derive(Clone, Debug)]
pub struct DumpInfo {
    /// Where it was written.
    pub span: Span,
    /// The value to print.
    pub message: Init,
}

/// A class or def.
#[derive(Clone, Debug)]
pub struct Record {
    /// The name; a string once the record is final.
    pub name: Init,
    /// Where it was defined, then the multiclass instantiation sites.
    pub locs: Vec<Span>,
    /// Template argument names, in order.
    pub template_args: Vec<Name>,
    /// Fields, in order.
    pub values: Vec<RecordVal>,
    /// Attached asserts.
    pub assertions: Vec<Assertion>,
    /// Attached dumps.
    pub dumps: Vec<DumpInfo>,
    /// All superclasses in post-order, with the span of each reference.
    pub superclasses: Vec<(RecordId, Span)>,
    /// Whether the record has a generated name.
    pub anonymous: bool,
    /// Whether this is a class.
    pub is_class: bool,
    /// The record's type, computed on first use; cleared whenever
    /// `superclasses` changes.
    pub ty_cache: std::cell::OnceCell<Ty>,
}

impl Record {
    /// A new empty record.
    pub fn new(name: Init, loc: Span, anonymous: bool, is_class: bool) -> Record {
        Record {
            name,
            locs: vec![loc],
            template_args: Vec::new(),
            values: Vec::new(),
            assertions: Vec::new(),
            dumps: Vec::new(),
            superclasses: Vec::new(),
            anonymous,
            is_class,
            ty_cache: std::cell::OnceCell::new(),
        }
    }

    /// The primary location.
    pub fn loc(&self) -> Span {
        self.locs.first().copied().unwrap_or_default()
    }

    /// The field with this name.
    pub fn field(&self, name: &str) -> Option<&RecordVal> {
        self.values.iter().find(|v| &*v.name == name)
    }

    /// The field with this name, comparing shared names by pointer first.
    pub fn field_named(&self, name: &Name) -> Option<&RecordVal> {
        self.values.iter().find(|v| super::resolve::same_name(&v.name, name))
    }

    /// The field with this name, mutably.
    pub fn field_mut(&mut self, name: &str) -> Option<&mut RecordVal> {
        self.values.iter_mut().find(|v| &*v.name == name)
    }

    /// The value of a field.
    pub fn value_of(&self, name: &str) -> Option<&Init> {
        self.field(name).and_then(|v| v.value.as_ref())
    }

    /// Removes a field.
    pub fn remove_field(&mut self, name: &str) {
        if let Some(i) = self.values.iter().position(|v| &*v.name == name) {
            self.values.remove(i);
        }
    }

    /// Whether `name` is a template argument.
    pub fn is_template_arg(&self, name: &str) -> bool {
        self.template_args.iter().any(|t| &**t == name)
    }

    /// Whether `class` is among the superclasses.
    pub fn is_subclass_of(&self, class: RecordId) -> bool {
        self.superclasses.iter().any(|(c, _)| *c == class)
    }
}

/// Every record of a run: what evaluation returns. The evaluator's working
/// state lives beside it while it runs, in [`super::workbench::Workbench`].
///
/// Records are shared, so that an editor can keep the state of an
/// evaluation part-way and resume from it: a copy costs a reference count
/// per record, and a record changed after the copy is copied then.
#[derive(Clone, Default)]
pub struct RecordKeeper {
    /// All records ever created, by id.
    records: Vec<Rc<Record>>,
    /// Classes by name (add them with [`RecordKeeper::add_class`]).
    pub classes: ByName,
    /// Final defs by name (add them with [`RecordKeeper::add_def`]).
    pub defs: ByName,
    /// Top-level `defvar`s and `defset`s.
    pub globals: HashMap<Name, Init>,
    /// The lowest id [`RecordKeeper::record_mut`] was given since it was
    /// last reset: an editor's log notes a statement that changes a record
    /// an earlier statement made.
    pub lowest_changed: u32,
}

impl RecordKeeper {
    /// The record with this id.
    pub fn record(&self, id: RecordId) -> &Record {
        &self.records[id.0 as usize]
    }

    /// The record with this id, as shared (two runs of an editor that
    /// share it have the very same record).
    pub fn shared(&self, id: RecordId) -> &Rc<Record> {
        &self.records[id.0 as usize]
    }

    /// How many records there are.
    pub fn len(&self) -> usize {
        self.records.len()
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.records.is_empty()
    }

    /// The record with this id, mutably.
    pub fn record_mut(&mut self, id: RecordId) -> &mut Record {
        self.lowest_changed = self.lowest_changed.min(id.0);
        Rc::make_mut(&mut self.records[id.0 as usize])
    }

    /// Adds a record to the arena (not to the class or def maps).
    pub fn add_record(&mut self, r: Record) -> RecordId {
        self.records.push(Rc::new(r));
        RecordId(self.records.len() as u32 - 1)
    }

    /// Fills the arena up to `len` records with one that nothing names
    /// (an editor's run keeps later records at the ids they had).
    pub fn pad_to(&mut self, len: usize) {
        if self.records.len() < len {
            let gap =
                Rc::new(Record::new(super::value::mk(Span::default(), Kind::Unset), Span::default(), true, false));
            self.records.resize(len, gap);
        }
    }

    /// Appends `other`'s records with the ids in `ids`, shared.
    pub fn extend_from(&mut self, other: &RecordKeeper, ids: std::ops::Range<usize>) {
        self.records.extend_from_slice(&other.records[ids]);
    }

    /// Makes room for this many more records.
    pub fn reserve(&mut self, additional: usize) {
        self.records.reserve(additional);
    }

    /// `record` `sep` `name`: the name of a template argument (`Class:arg`,
    /// `Multiclass::arg`) or of a record's implicit `NAME`. Built by hand:
    /// `format!` costs several times more, and records are built from
    /// these names all the time.
    pub fn qualified_name(&self, id: RecordId, sep: &str, name: &str) -> String {
        let record = self.record_name(id);
        let mut q = String::with_capacity(record.len() + sep.len() + name.len());
        q.push_str(&record);
        q.push_str(sep);
        q.push_str(name);
        q
    }

    /// The template argument of a record that `record_name` `sep` `name`
    /// names, found without building that name.
    pub fn qualified_template_arg(&self, id: RecordId, sep: &str, name: &str) -> Option<Name> {
        let record = self.record_name(id);
        let len = record.len() + sep.len() + name.len();
        let names = |t: &str| {
            t.len() == len && t.starts_with(&*record) && t[record.len()..].starts_with(sep) && t.ends_with(name)
        };
        self.record(id).template_args.iter().find(|t| names(t)).cloned()
    }

    /// The record's name as printed (unquoted).
    pub fn record_name_string(&self, id: RecordId) -> String {
        self.record_name(id).into_owned()
    }

    /// The record's name, borrowed when it is already a string.
    pub fn record_name(&self, id: RecordId) -> std::borrow::Cow<'_, str> {
        match &self.record(id).name.kind {
            Kind::Str(s, _) => std::borrow::Cow::Borrowed(s),
            _ => std::borrow::Cow::Owned(self.record(id).name.unquoted(self)),
        }
    }

    /// The name of a class or of a final def (those names are strings);
    /// empty for a record whose name is still being computed.
    pub fn name_ref(&self, id: RecordId) -> &str {
        match &self.record(id).name.kind {
            Kind::Str(s, _) => s,
            _ => "",
        }
    }

    /// The class with this name.
    pub fn class(&self, name: &str) -> Option<RecordId> {
        self.classes.get(name)
    }

    /// The final def with this name.
    pub fn def(&self, name: &str) -> Option<RecordId> {
        self.defs.get(name)
    }

    /// Adds a class under its name.
    pub fn add_class(&mut self, name: Name, id: RecordId) {
        self.classes.insert(name, id);
    }

    /// Adds a final def under its name (replacing any of the same name).
    pub fn add_def(&mut self, name: Name, id: RecordId) {
        self.defs.insert(name, id);
    }

    /// Direct superclasses, last-declared first (llvm-tblgen's order).
    pub fn direct_superclasses(&self, id: RecordId) -> Vec<RecordId> {
        let scs = &self.record(id).superclasses;
        let mut out = Vec::new();
        let mut end = scs.len();
        while end > 0 {
            let sc = scs[end - 1].0;
            out.push(sc);
            end -= 1 + self.record(sc).superclasses.len().min(end - 1);
        }
        out
    }

    /// The type of a reference to this record.
    pub fn record_type(&self, id: RecordId) -> Ty {
        self.record(id).ty_cache.get_or_init(|| Ty::rec_of_classes(self, self.direct_superclasses(id))).clone()
    }

    /// Adds a superclass (and forgets the cached type).
    pub fn push_superclass(&mut self, id: RecordId, class: RecordId, span: Span) {
        let r = self.record_mut(id);
        r.superclasses.push((class, span));
        r.ty_cache = std::cell::OnceCell::new();
    }

    /// Name of the record as a string value, if it is final.
    pub fn name_str(&self, id: RecordId) -> Option<Rc<str>> {
        match &self.record(id).name.kind {
            Kind::Str(s, _) => Some(s.clone()),
            _ => None,
        }
    }
}
