//! Metadata kinds to Rust: `METADATA_KINDS`, a `static` array of
//! `::tdc::ir_metadata::KindInfo` indexed by kind id, each row labelled with
//! its record, and `kind_ids`, a constant per record (`MD_range`). A kind's
//! validator is referred to by name, so it resolves in the module that
//! expands the description, as a target's operand fragments do.

use crate::metadata_kinds::MetadataKind;
use proc_macro2::TokenStream;
use quote::quote;

/// The items a loaded description of metadata kinds expands into, or every
/// diagnostic rendered: what `tdc::metadata_kinds!` writes.
pub fn metadata_kinds_items(out: &crate::Output) -> Result<super::Described, String> {
    let render = |diags: &[crate::diag::Diagnostic]| crate::diag::render(&out.db, diags);
    let records = match (&out.records, out.has_errors()) {
        (Some(records), false) => records,
        _ => return Err(render(&out.diags)),
    };
    let kinds = crate::metadata_kinds::build(records, &out.db).map_err(|d| render(&d))?;
    Ok(super::Described { items: emit_metadata_kinds(&kinds), warnings: None })
}

/// The items for validated kinds (in id order, ids 0..N).
pub fn emit_metadata_kinds(kinds: &[MetadataKind]) -> TokenStream {
    let m = quote!(::tdc::ir_metadata);
    let count = kinds.len();
    let rows = kinds.iter().map(|k| {
        let (id, name, record, shape) = (k.id, &k.name, &k.record, &k.shape);
        let validate = super::optional_fn(&k.validator);
        let label = format!(" `{record}`: `!{name}` ({id})");
        quote!(#[doc = #label] #m::KindInfo { id: #id, name: #name, record: #record, shape: #shape, validate: #validate })
    });
    let consts = kinds.iter().map(|k| {
        let (id, ident) = (k.id, super::ident(&k.record));
        let doc = format!(" `!{}`: {}", k.name, k.shape);
        quote!(#[doc = #doc] pub const #ident: u32 = #id;)
    });
    let doc = format!(" The {count} fixed metadata kinds, indexed by id.");
    quote! {
        #[doc = #doc]
        pub static METADATA_KINDS: [#m::KindInfo; #count] = [#(#rows),*];
        /// Metadata kind ids (indexes into `METADATA_KINDS`), named after
        /// the kind records.
        #[allow(non_upper_case_globals, dead_code)]
        pub mod kind_ids {
            #(#consts)*
        }
    }
}
