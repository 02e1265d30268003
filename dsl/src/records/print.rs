//! `--print-records` output, byte for byte as llvm-tblgen 19 writes it.

use super::keeper::{FieldKind, RecordId, RecordKeeper, RecordVal};
use super::types::Ty;
use super::value::Kind;
use std::io::{self, Write};

/// Prints every class, then every def, sorted by name (for tests and small
/// inputs; [`write_records`] streams).
pub fn print_records(kp: &RecordKeeper) -> String {
    let mut out = Vec::new();
    // Writing into memory cannot fail.
    let _ = write_records(kp, &mut out);
    String::from_utf8(out).unwrap_or_default()
}

/// Writes every class, then every def, sorted by name, a few records at a
/// time: the whole text is never held in memory.
pub fn write_records(kp: &RecordKeeper, out: &mut dyn Write) -> io::Result<()> {
    let mut buf = String::with_capacity(1 << 16);
    buf.push_str("------------- Classes -----------------\n");
    for id in kp.classes.values() {
        buf.push_str("class ");
        write_record(&mut buf, kp, *id);
        flush_full(&mut buf, out)?;
    }
    buf.push_str("------------- Defs -----------------\n");
    for id in kp.defs.values() {
        buf.push_str("def ");
        write_record(&mut buf, kp, *id);
        flush_full(&mut buf, out)?;
    }
    out.write_all(buf.as_bytes())
}

fn flush_full(buf: &mut String, out: &mut dyn Write) -> io::Result<()> {
    if buf.len() >= 1 << 16 {
        out.write_all(buf.as_bytes())?;
        buf.clear();
    }
    Ok(())
}

/// Prints one field as `type name = value` (no terminator).
pub fn write_field(out: &mut String, kp: &RecordKeeper, v: &RecordVal) {
    if v.kind == FieldKind::NonconcreteOk {
        out.push_str("field ");
    }
    let code = matches!(v.ty, Ty::Str) && matches!(v.value.as_ref().map(|x| &x.kind), Some(Kind::Str(_, true)));
    if code {
        out.push_str("code");
    } else {
        v.ty.write(out, kp);
    }
    out.push(' ');
    out.push_str(&v.name);
    if let Some(val) = &v.value {
        out.push_str(" = ");
        val.write(out, kp);
    }
}

/// Prints one record the way llvm-tblgen's `operator<<(Record)` does.
pub fn write_record(out: &mut String, kp: &RecordKeeper, id: RecordId) {
    let r = kp.record(id);
    out.push_str(&r.name.unquoted(kp));
    if !r.template_args.is_empty() {
        out.push('<');
        for (i, t) in r.template_args.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            if let Some(f) = r.field(t) {
                write_field(out, kp, f);
            }
        }
        out.push('>');
    }
    out.push_str(" {");
    if !r.superclasses.is_empty() {
        out.push_str("\t//");
        for (sc, _) in &r.superclasses {
            out.push(' ');
            out.push_str(&kp.record_name(*sc));
        }
    }
    out.push('\n');
    for pass_nonconcrete in [true, false] {
        for v in &r.values {
            if (v.kind == FieldKind::NonconcreteOk) != pass_nonconcrete || r.is_template_arg(&v.name) {
                continue;
            }
            out.push_str("  ");
            write_field(out, kp, v);
            out.push_str(";\n");
        }
    }
    out.push_str("}\n");
}
