//! `tdc-macros`: the `tdc::target!` and `tdc::metadata_kinds!` procedural
//! macros, thin over `tdc-dsl`.
//!
//! `target!("path/to/my.td", include = "dir", ...)` reads the file relative
//! to the crate's `CARGO_MANIFEST_DIR`, runs the description through the
//! records, target and tables stages, and expands into the target's
//! `static` tables. Any error becomes a `compile_error!` carrying the
//! rendered diagnostics.
#![deny(missing_docs)]

mod args;
mod expand;

use proc_macro::TokenStream;

/// Expands a target description (a `.td` file) into its tables.
///
/// ```ignore
/// // The Rust fragments BPF.td names (operand parsers and printers).
/// use tdc::targets::bpf::fragments::*;
///
/// tdc::target!("targets/bpf/BPF.td", include = "targets/include");
///
/// let asm = tdc::asm::assemble(&TABLES, "r0 = r1", Default::default());
/// ```
///
/// The first argument is the root file; each `include = "dir"` adds a
/// directory that `include "f.td"` searches, in order, after the including
/// file's own directory. The expansion defines `TABLES` (a
/// `tdc::mc::tables::TargetTables`) and the modules `opcodes`, `regs` and
/// `classes` of named numbers.
///
/// # Paths
///
/// Relative paths start from the directory of the crate being compiled,
/// where its `Cargo.toml` is (`CARGO_MANIFEST_DIR`), wherever the call is:
/// the same base as a build script's and as `tdc gen` run from the crate's
/// root. (`include_str!`, by contrast, starts from the calling source
/// file.) Absolute paths are taken as they are. Diagnostics name files as
/// they were written, relative to that directory.
///
/// Under `trybuild`, a test file is compiled inside trybuild's generated
/// crate, `<target dir>/tests/trybuild/<crate>`, which is then the crate
/// directory: the descriptions a test names must be found there.
/// tdc's own macro tests (`tests/target_macro.rs`) copy them there
/// first, so that the test files use the same paths as code in the crate.
///
/// # Errors
///
/// Every diagnostic (syntax, records, target model, selection patterns)
/// becomes one `compile_error!` at the first argument, carrying the
/// rendered text: code, `file:line:col`, the source line with its labels,
/// notes. A bad argument is reported at the argument.
///
/// # Rebuilds
///
/// The expansion holds an `include_bytes!` of every file read, the
/// included ones too, so that cargo rebuilds the crate when any of them
/// changes.
#[proc_macro]
pub fn target(input: TokenStream) -> TokenStream {
    expand_with(input, tdc_dsl::emit_rust::description_items)
}

/// Expands a description of metadata kinds (`MetadataKind` records, as in
/// `targets/include/tdc-metadata.td`) into their table.
///
/// ```ignore
/// // The validators the description names.
/// use tdc::ir_metadata::shapes::*;
///
/// tdc::metadata_kinds!("targets/include/tdc-metadata.td");
///
/// assert_eq!(METADATA_KINDS[kind_ids::MD_range as usize].name, "range");
/// ```
///
/// The arguments, paths, errors and rebuilds are those of [`target!`]: the
/// same stages read the file (syntax, records), then the metadata-kinds
/// stage checks the kinds (ids 0..N without gaps or repeats, names unique)
/// in place of the target stage. The expansion defines `METADATA_KINDS`, an
/// array of `tdc::ir_metadata::KindInfo` indexed by id, and the module
/// `kind_ids` of named ids. Each kind's `Validator` names a function that
/// must be in scope.
#[proc_macro]
pub fn metadata_kinds(input: TokenStream) -> TokenStream {
    expand_with(input, tdc_dsl::emit_rust::metadata_kinds::metadata_kinds_items)
}

fn expand_with(input: TokenStream, emit: expand::Emitter) -> TokenStream {
    let args = match syn::parse::<args::Args>(input) {
        Ok(args) => args,
        Err(e) => return e.to_compile_error().into(),
    };
    match expand::expand(&args, emit) {
        Ok((items, None)) => items.into(),
        Ok((items, Some(warnings))) => {
            let warning = warning(&warnings, args.file.span());
            quote::quote!(#items #warning).into()
        }
        Err(rendered) => {
            let span = args.file.span();
            quote::quote_spanned!(span => ::core::compile_error!(#rendered);).into()
        }
    }
}

/// A warning at `span` on stable Rust, where a proc-macro cannot emit one
/// directly: the use of a deprecated item, whose note is the rendered
/// diagnostic. Spanned at the macro's argument, rustc reports it in the
/// user's code (`deprecated` is not reported inside external macros).
fn warning(rendered: &str, span: proc_macro2::Span) -> proc_macro2::TokenStream {
    let note = format!("tdc: {rendered}");
    quote::quote_spanned!(span =>
        const _: () = {
            #[deprecated(note = #note)]
            #[allow(non_camel_case_types)]
            struct tdc_description_warning;
            let _ = tdc_description_warning;
        };
    )
}
