//! `--dump-json` output, as the same JSON values llvm-tblgen 19 writes.

use super::keeper::{FieldKind, RecordKeeper};
use super::value::{Init, Kind};
use crate::source::SourceDb;
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;

fn translate(v: &Init, kp: &RecordKeeper) -> Value {
    match &v.kind {
        Kind::Unset => Value::Null,
        Kind::Bit(b) => json!(*b as i64),
        Kind::Bits(bits) => Value::Array(bits.iter().map(|b| translate(b, kp)).collect()),
        Kind::Int(i) => json!(*i),
        Kind::Str(s, _) => json!(&**s),
        Kind::List(e, _) => Value::Array(e.iter().map(|x| translate(x, kp)).collect()),
        _ => {
            let mut obj = Map::new();
            obj.insert("printable".into(), json!(v.display(kp)));
            match &v.kind {
                Kind::Def(r) => {
                    obj.insert("kind".into(), json!("def"));
                    obj.insert("def".into(), json!(kp.record_name_string(*r)));
                }
                Kind::Var(n, _) => {
                    obj.insert("kind".into(), json!("var"));
                    obj.insert("var".into(), json!(&**n));
                }
                Kind::VarBit(var, bit) => match &var.kind {
                    Kind::Var(n, _) => {
                        obj.insert("kind".into(), json!("varbit"));
                        obj.insert("var".into(), json!(&**n));
                        obj.insert("index".into(), json!(*bit));
                    }
                    _ => {
                        obj.insert("kind".into(), json!("complex"));
                    }
                },
                Kind::Dag(op, name, args) => {
                    obj.insert("kind".into(), json!("dag"));
                    obj.insert("operator".into(), translate(op, kp));
                    if let Some(n) = name {
                        obj.insert("name".into(), json!(&**n));
                    }
                    let a: Vec<Value> = args
                        .iter()
                        .map(|(a, n)| json!([translate(a, kp), n.as_deref().map(|s| json!(s)).unwrap_or(Value::Null)]))
                        .collect();
                    obj.insert("args".into(), Value::Array(a));
                }
                _ => {
                    obj.insert("kind".into(), json!("complex"));
                }
            }
            Value::Object(obj)
        }
    }
}

/// The whole JSON document.
pub fn dump_json(kp: &RecordKeeper, db: &SourceDb) -> Value {
    let mut root = Map::new();
    root.insert("!tablegen_json_version".into(), json!(1));
    let mut instances: BTreeMap<String, Vec<Value>> = BTreeMap::new();
    for id in kp.classes.values() {
        instances.entry(kp.record_name_string(*id)).or_default();
    }
    for id in kp.defs.values() {
        let r = kp.record(*id);
        let name = kp.record_name_string(*id);
        let mut obj = Map::new();
        let mut fields = Vec::new();
        for v in &r.values {
            if r.is_template_arg(&v.name) {
                continue;
            }
            if v.kind == FieldKind::NonconcreteOk {
                fields.push(json!(&*v.name));
            }
            obj.insert(v.name.to_string(), v.value.as_ref().map(|x| translate(x, kp)).unwrap_or(Value::Null));
        }
        obj.insert("!fields".into(), Value::Array(fields));
        let supers: Vec<Value> = r.superclasses.iter().map(|(c, _)| json!(kp.record_name_string(*c))).collect();
        obj.insert("!superclasses".into(), Value::Array(supers));
        let locs: Vec<Value> = r
            .locs
            .iter()
            .map(|l| {
                let f = db.file(l.file);
                // llvm-tblgen prints the file name without its directory.
                let base = std::path::Path::new(&f.name)
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default();
                json!(format!("{base}:{}", f.line_col(l.start).0 + 1))
            })
            .collect();
        obj.insert("!locs".into(), Value::Array(locs));
        obj.insert("!name".into(), json!(name));
        obj.insert("!anonymous".into(), json!(r.anonymous));
        for (c, _) in &r.superclasses {
            instances.entry(kp.record_name_string(*c)).or_default().push(json!(name));
        }
        root.insert(name, Value::Object(obj));
    }
    let inst: Map<String, Value> = instances.into_iter().map(|(k, v)| (k, Value::Array(v))).collect();
    root.insert("!instanceof".into(), Value::Object(inst));
    Value::Object(root)
}
