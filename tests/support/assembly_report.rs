//! A corpus file assembled with one target's tables, as text in which two
//! builds of the same tables must agree: the listing with encodings, the
//! object's bytes in hex, and every error. Shared by tests/gen_crate.rs
//! (built-in tables) and the crate it builds (generated tables).

use std::fmt::Write;
use std::path::Path;
use tdc::asm::{assemble, assemble_object, AsmOptions};
use tdc::mc::TargetTables;

/// The report of `path`, headed by its file name.
pub fn report(tables: &'static TargetTables, path: &Path) -> Result<String, String> {
    let source = std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let name = path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into_owned());
    let mut out = format!("== {name}\n");
    let listing = assemble(tables, &source, AsmOptions { show_encoding: true, ..Default::default() });
    out.push_str(&listing.listing);
    listing.errors.iter().for_each(|e| out.push_str(&e.render(&name)));
    out.push_str("-- object\n");
    match assemble_object(tables, &source, AsmOptions::default()) {
        (_, Some(bytes)) => {
            for chunk in bytes.chunks(32) {
                chunk.iter().for_each(|b| write!(out, "{b:02x}").expect("writing to a String"));
                out.push('\n');
            }
        }
        (asm, None) => asm.errors.iter().for_each(|e| out.push_str(&e.render(&name))),
    }
    Ok(out)
}
