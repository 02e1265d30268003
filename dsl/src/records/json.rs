//! `--dump-json` output, byte for byte as llvm-tblgen 19 writes it: one
//! line of compact JSON whose object keys are sorted (llvm's `json::Object`
//! prints its keys in byte order), streamed record by record.

use super::keeper::{FieldKind, RecordId, RecordKeeper};
use super::value::{Init, Kind};
use crate::source::SourceDb;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::{self, Write};

/// The whole document as text (for tests and small inputs).
pub fn dump_json(kp: &RecordKeeper, db: &SourceDb) -> String {
    let mut out = Vec::new();
    // Writing into memory cannot fail.
    let _ = write_json(kp, db, &mut out);
    String::from_utf8(out).unwrap_or_default()
}

/// What a top-level key holds. Keys are inserted in llvm-tblgen's order,
/// so that a later key replaces an earlier one exactly as it does there.
enum Top {
    Version,
    Def(RecordId),
    InstanceOf,
}

/// Writes the whole document, then a newline.
pub fn write_json(kp: &RecordKeeper, db: &SourceDb, out: &mut dyn Write) -> io::Result<()> {
    let mut top: BTreeMap<&str, Top> = BTreeMap::new();
    top.insert("!tablegen_json_version", Top::Version);
    for (name, id) in &kp.defs {
        top.insert(name, Top::Def(*id));
    }
    top.insert("!instanceof", Top::InstanceOf);
    let mut buf = String::with_capacity(1 << 16);
    buf.push('{');
    for (i, (key, what)) in top.iter().enumerate() {
        if i > 0 {
            buf.push(',');
        }
        quote(&mut buf, key);
        buf.push(':');
        match what {
            Top::Version => buf.push('1'),
            Top::Def(id) => write_def(&mut buf, kp, db, *id),
            Top::InstanceOf => write_instanceof(&mut buf, kp),
        }
        if buf.len() >= 1 << 16 {
            out.write_all(buf.as_bytes())?;
            buf.clear();
        }
    }
    buf.push_str("}\n");
    out.write_all(buf.as_bytes())
}

/// `{"Class": ["def", ...], ...}` over every class, defs in name order.
fn write_instanceof(buf: &mut String, kp: &RecordKeeper) {
    let mut instances: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for id in kp.classes.values() {
        instances.entry(kp.name_ref(*id)).or_default();
    }
    for (name, id) in &kp.defs {
        for (c, _) in &kp.record(*id).superclasses {
            instances.entry(kp.name_ref(*c)).or_default().push(name);
        }
    }
    buf.push('{');
    for (i, (class, defs)) in instances.iter().enumerate() {
        if i > 0 {
            buf.push(',');
        }
        quote(buf, class);
        buf.push_str(":[");
        for (j, d) in defs.iter().enumerate() {
            if j > 0 {
                buf.push(',');
            }
            quote(buf, d);
        }
        buf.push(']');
    }
    buf.push('}');
}

/// One def's object: its fields and the `!`-keys, sorted.
fn write_def(buf: &mut String, kp: &RecordKeeper, db: &SourceDb, id: RecordId) {
    enum Entry<'a> {
        Field(Option<&'a Init>),
        Fields,
        Superclasses,
        Locs,
        Name,
        Anonymous,
    }
    let r = kp.record(id);
    let mut keys: BTreeMap<&str, Entry> = BTreeMap::new();
    for v in &r.values {
        if v.kind != FieldKind::TemplateArg {
            keys.insert(&v.name, Entry::Field(v.value.as_ref()));
        }
    }
    keys.insert("!fields", Entry::Fields);
    keys.insert("!superclasses", Entry::Superclasses);
    keys.insert("!locs", Entry::Locs);
    keys.insert("!name", Entry::Name);
    keys.insert("!anonymous", Entry::Anonymous);
    buf.push('{');
    for (i, (key, entry)) in keys.iter().enumerate() {
        if i > 0 {
            buf.push(',');
        }
        quote(buf, key);
        buf.push(':');
        match entry {
            Entry::Field(Some(v)) => translate(buf, v, kp),
            Entry::Field(None) => buf.push_str("null"),
            Entry::Fields => {
                let names = r.values.iter().filter(|v| v.kind == FieldKind::NonconcreteOk).map(|v| &*v.name);
                string_array(buf, names);
            }
            Entry::Superclasses => string_array(buf, r.superclasses.iter().map(|(c, _)| kp.name_ref(*c))),
            Entry::Locs => {
                buf.push('[');
                for (j, l) in r.locs.iter().enumerate() {
                    if j > 0 {
                        buf.push(',');
                    }
                    let f = db.file(l.file);
                    // llvm-tblgen prints the file name without its directory.
                    let base = f.name.rsplit('/').next().unwrap_or(&f.name);
                    let loc = format!("{base}:{}", f.line_col(l.start).0 + 1);
                    quote(buf, &loc);
                }
                buf.push(']');
            }
            Entry::Name => quote(buf, kp.name_ref(id)),
            Entry::Anonymous => buf.push_str(if r.anonymous { "true" } else { "false" }),
        }
    }
    buf.push('}');
}

fn string_array<'a>(buf: &mut String, items: impl Iterator<Item = &'a str>) {
    buf.push('[');
    for (i, s) in items.enumerate() {
        if i > 0 {
            buf.push(',');
        }
        quote(buf, s);
    }
    buf.push(']');
}

/// llvm-tblgen's `JSONEmitter::translateInit`.
fn translate(buf: &mut String, v: &Init, kp: &RecordKeeper) {
    match &v.kind {
        Kind::Unset => buf.push_str("null"),
        Kind::Bit(b) => buf.push(if *b { '1' } else { '0' }),
        Kind::Bits(bits) => array(buf, bits.iter(), kp),
        Kind::Int(i) => {
            let _ = write!(buf, "{i}");
        }
        Kind::Str(s, _) => quote(buf, s),
        Kind::List(e, _) => array(buf, e.iter(), kp),
        // Objects with a "kind"; their keys in sorted order.
        _ => {
            let printable = v.display(kp);
            buf.push('{');
            match &v.kind {
                Kind::Def(r) => {
                    buf.push_str("\"def\":");
                    quote(buf, kp.name_ref(*r));
                    buf.push_str(",\"kind\":\"def\",");
                }
                Kind::Var(n, _) => {
                    buf.push_str("\"kind\":\"var\",\"printable\":");
                    quote(buf, &printable);
                    buf.push_str(",\"var\":");
                    quote(buf, n);
                    buf.push('}');
                    return;
                }
                Kind::VarBit(var, bit) => match &var.kind {
                    Kind::Var(n, _) => {
                        let _ = write!(buf, "\"index\":{bit},\"kind\":\"varbit\",\"printable\":");
                        quote(buf, &printable);
                        buf.push_str(",\"var\":");
                        quote(buf, n);
                        buf.push('}');
                        return;
                    }
                    _ => buf.push_str("\"kind\":\"complex\","),
                },
                Kind::Dag(op, name, args) => {
                    buf.push_str("\"args\":[");
                    for (i, (a, n)) in args.iter().enumerate() {
                        if i > 0 {
                            buf.push(',');
                        }
                        buf.push('[');
                        translate(buf, a, kp);
                        buf.push(',');
                        match n {
                            Some(n) => quote(buf, n),
                            None => buf.push_str("null"),
                        }
                        buf.push(']');
                    }
                    buf.push_str("],\"kind\":\"dag\",");
                    if let Some(n) = name {
                        buf.push_str("\"name\":");
                        quote(buf, n);
                        buf.push(',');
                    }
                    buf.push_str("\"operator\":");
                    translate(buf, op, kp);
                    buf.push(',');
                }
                _ => buf.push_str("\"kind\":\"complex\","),
            }
            buf.push_str("\"printable\":");
            quote(buf, &printable);
            buf.push('}');
        }
    }
}

fn array<'a>(buf: &mut String, items: impl Iterator<Item = &'a Init>, kp: &RecordKeeper) {
    buf.push('[');
    for (i, x) in items.enumerate() {
        if i > 0 {
            buf.push(',');
        }
        translate(buf, x, kp);
    }
    buf.push(']');
}

/// A JSON string as llvm's `json::OStream` quotes it.
fn quote(buf: &mut String, s: &str) {
    buf.push('"');
    for c in s.chars() {
        match c {
            '"' => buf.push_str("\\\""),
            '\\' => buf.push_str("\\\\"),
            '\t' => buf.push_str("\\t"),
            '\n' => buf.push_str("\\n"),
            '\r' => buf.push_str("\\r"),
            c if (c as u32) < 0x20 => {
                let _ = write!(buf, "\\u{:04x}", c as u32);
            }
            c => buf.push(c),
        }
    }
    buf.push('"');
}
