//! Running a description through tdc-dsl's stages into the tables' items,
//! plus the `include_bytes!` lines that make cargo track every file read.

use crate::args::Args;
use proc_macro2::{Span, TokenStream};
use quote::quote;
use std::path::PathBuf;
use syn::LitStr;
use tdc_dsl::diag::Diagnostic;

/// What a description expands into, given the loaded description: a
/// target's tables, or the metadata kinds' table.
pub(crate) type Emitter = fn(&tdc_dsl::Output) -> Result<tdc_dsl::emit_rust::Described, String>;

/// The items `emit` makes of the description and its rendered warnings,
/// or the rendered diagnostics.
pub(crate) fn expand(args: &Args, emit: Emitter) -> Result<(TokenStream, Option<String>), String> {
    let options = tdc_dsl::Options {
        // Relative as written, so that diagnostics name files the way the
        // user wrote them; `working_dir` anchors them to the crate.
        include_dirs: args.includes.iter().map(|d| PathBuf::from(d.value())).collect(),
        working_dir: Some(crate_dir()),
        ..Default::default()
    };
    let mut out = tdc_dsl::load_file(&PathBuf::from(args.file.value()), &options);
    if out.db.files().is_empty() {
        // The root file itself could not be read.
        out.diags = out.diags.into_iter().map(explain_base).collect();
    }
    let described = emit(&out)?;
    let items = described.items;
    let tracked = out.db.files().iter().filter_map(|f| f.path.as_ref()).map(|path| {
        let path = path.canonicalize().unwrap_or_else(|_| path.clone());
        let literal = LitStr::new(&path.to_string_lossy(), Span::call_site());
        quote!(
            const _: &[u8] = include_bytes!(#literal);
        )
    });
    Ok((quote!(#items #(#tracked)*), described.warnings))
}

/// The directory relative paths start from: the calling crate's, where its
/// `Cargo.toml` is (the process's working directory outside cargo).
fn crate_dir() -> PathBuf {
    std::env::var_os("CARGO_MANIFEST_DIR").map(PathBuf::from).unwrap_or_default()
}

fn explain_base(diag: Diagnostic) -> Diagnostic {
    diag.with_note("relative paths start from the crate's directory (CARGO_MANIFEST_DIR), not from the source file")
}
