//! Tables built at run time from a `.td` (`tdc asm --td FILE`), so that a
//! description can be tried without building a crate. They go through the
//! same stages and the same blob as `tdc::target!`'s, so they are the same
//! tables.
//!
//! The Rust functions a description names cannot be loaded at run time.
//! A description of one of the built-in targets (its `Target` record named
//! like it) gets the built-in target's functions, by name; any other
//! description must name none, and an error lists each one it names.

use crate::error::{codes, Error};
use crate::mc::tables::{decode, Fragments, TargetTables};
use std::path::{Path, PathBuf};

/// The tables of the description `td`, or an error
/// ([`TABLES_DESCRIPTION`](codes::TABLES_DESCRIPTION) with every
/// diagnostic rendered, [`TABLES_FRAGMENTS`](codes::TABLES_FRAGMENTS)
/// naming the functions that cannot be loaded). The tables live as long as the
/// process (the assembler keeps `'static` references into them).
pub fn load(td: &Path, include_dirs: &[PathBuf]) -> Result<&'static TargetTables, Error> {
    load_overlaid(td, include_dirs, &[])
}

/// [`load`] with some files' text given in place of what is on disk
/// (`(path, text)`): a description tried with an edit, as an editor's
/// unsaved buffer or a test's variant of a built-in target.
pub fn load_overlaid(
    td: &Path,
    include_dirs: &[PathBuf],
    overlays: &[(PathBuf, String)],
) -> Result<&'static TargetTables, Error> {
    let mut options = tdc_dsl::Options { include_dirs: include_dirs.to_vec(), ..Default::default() };
    for (path, text) in overlays {
        let canonical = std::fs::canonicalize(path)
            .map_err(|e| Error::new(codes::TABLES_DESCRIPTION, format!("{}: {e}", path.display())))?;
        options.overlays.insert(canonical, text.clone());
    }
    let out = tdc_dsl::load_file(td, &options);
    let render = |diags: &[tdc_dsl::diag::Diagnostic]| {
        Error::new(codes::TABLES_DESCRIPTION, tdc_dsl::diag::render(&out.db, diags))
    };
    let records = match (&out.records, out.has_errors()) {
        (Some(records), false) => records,
        _ => return Err(render(&out.diags)),
    };
    let model = tdc_dsl::target::build(records, &out.db).map_err(|d| render(&d))?;
    let blob = tdc_dsl::tables::lower(&model).tables.to_blob();
    let described =
        tdc_schema::TargetTables::from_blob(&blob, ()).map_err(|e| Error::new(codes::TABLES_BLOB, e.to_string()))?;
    let names = described.fragment_names.clone();
    let fragments = built_in_fragments(&model.target.name, &names)?;
    check_complex_parts(&described, &model.target.name)?;
    let tables = decode(&blob, fragments).map_err(|e| match e.code {
        codes::TABLES_FRAGMENTS => missing(&names, &model.target.name),
        _ => e,
    })?;
    Ok(Box::leak(Box::new(tables)))
}

/// The functions `names` lists, from the built-in target named `target`
/// (none when the description names none).
fn built_in_fragments(target: &str, names: &tdc_schema::FragmentNames) -> Result<Fragments, Error> {
    if names.is_empty() {
        return Ok(Fragments::NONE);
    }
    let Some(built_in) = crate::targets::BUILT_IN.iter().find(|b| b.tables.name == target) else {
        return Err(missing(names, target));
    };
    let (have, fns) = (&built_in.tables.fragment_names, &built_in.tables.fragments);
    let pick = |wanted: &[String], known: &[String]| -> Option<Vec<usize>> {
        wanted.iter().map(|w| known.iter().position(|k| k == w)).collect()
    };
    // Each kind's functions, in the order this description numbers them.
    macro_rules! kind {
        ($field:ident) => {{
            let at = pick(&names.$field, &have.$field).ok_or_else(|| missing(names, target))?;
            let picked: Vec<_> = at.into_iter().map(|i| fns.$field[i]).collect();
            &*Box::leak(picked.into_boxed_slice())
        }};
    }
    Ok(Fragments {
        parse: kind!(parse),
        print: kind!(print),
        encode: kind!(encode),
        print_predicate: kind!(print_predicate),
        sample: kind!(sample),
        imm_predicate: kind!(imm_predicate),
        node_predicate: kind!(node_predicate),
        xform: kind!(xform),
        complex: kind!(complex),
        decode: kind!(decode),
    })
}

/// The number of parts each complex pattern function makes, as the
/// tables' matcher program declares them, by function name.
fn complex_parts<F>(tables: &tdc_schema::TargetTables<F>) -> Vec<(String, u8)> {
    let mut out = Vec::new();
    for op in &tables.selection.ops {
        if let tdc_schema::isel::MatchOp::CheckComplex { function, parts } = *op {
            if let Some(name) = tables.fragment_names.complex.get(function as usize) {
                out.push((name.clone(), parts));
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// A built-in target's complex pattern functions make as many parts as its
/// own description declares (the Rust compiler checked that where the
/// description was expanded); a description loaded at run time that names
/// one of them must declare the same number.
fn check_complex_parts(described: &tdc_schema::TargetTables, target: &str) -> Result<(), Error> {
    let Some(built_in) = crate::targets::BUILT_IN.iter().find(|b| b.tables.name == target) else { return Ok(()) };
    let made = complex_parts(built_in.tables);
    let mut errors = String::new();
    for (name, declared) in complex_parts(described) {
        if let Some((_, parts)) = made.iter().find(|(n, _)| *n == name).filter(|(_, p)| *p != declared) {
            errors.push_str(&format!(
                "error: the complex pattern function `{name}` makes {parts} parts, but the description declares \
                 {declared} (a ComplexPattern's NumOperands)\n"
            ));
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(Error::new(codes::TABLES_DESCRIPTION, errors))
    }
}

/// The error for a description whose Rust functions cannot be loaded.
fn missing(names: &tdc_schema::FragmentNames, target: &str) -> Error {
    let built_in = crate::targets::BUILT_IN.iter().find(|b| b.tables.name == target);
    let known = |kind: &str, name: &str| {
        built_in.is_some_and(|b| b.tables.fragment_names.all().any(|(k, n)| k == kind && n == name))
    };
    let mut out = format!(
        "error: the description names Rust functions, which `--td` cannot load (only a built-in target's, by \
         name, for a description of that target; `{target}` {}):\n",
        if built_in.is_some() { "is built in" } else { "is not" }
    );
    for (kind, name) in names.all().filter(|(k, n)| !known(k, n)) {
        out.push_str(&format!("  {kind} `{name}`\n"));
    }
    out.push_str("declare these operands with the prelude's built-in kinds, or expand the description with tdc::target! in a crate that defines the functions\n");
    Error::new(codes::TABLES_FRAGMENTS, out)
}
