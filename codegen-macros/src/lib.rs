//! `tdc-macros`: the `tdc::target!` procedural macro, thin over `tdc-dsl`.
//!
//! `target!("path/to/my.td", include = "dir", ...)` reads the file relative
//! to the crate's `CARGO_MANIFEST_DIR`, runs the description through the
//! records, target and tables stages, and expands into the target's
//! `static` tables. Any error becomes a `compile_error!` carrying the
//! rendered diagnostics.
#![deny(missing_docs)]

use proc_macro::TokenStream;
use proc_macro2::Span;
use quote::quote;
use std::path::PathBuf;
use syn::parse::{Parse, ParseStream};
use syn::{LitStr, Token};

struct Args {
    file: LitStr,
    includes: Vec<LitStr>,
}

impl Parse for Args {
    fn parse(input: ParseStream) -> syn::Result<Args> {
        let file: LitStr = input.parse()?;
        let mut includes = Vec::new();
        while input.peek(Token![,]) {
            input.parse::<Token![,]>()?;
            if input.is_empty() {
                break;
            }
            let key: syn::Ident = input.parse()?;
            if key != "include" {
                return Err(syn::Error::new(key.span(), "expected `include = \"dir\"`"));
            }
            input.parse::<Token![=]>()?;
            includes.push(input.parse()?);
        }
        Ok(Args { file, includes })
    }
}

/// Expands a target description into its tables.
#[proc_macro]
pub fn target(input: TokenStream) -> TokenStream {
    let args = match syn::parse::<Args>(input) {
        Ok(a) => a,
        Err(e) => return e.to_compile_error().into(),
    };
    expand(&args).unwrap_or_else(|msg| {
        let span = args.file.span();
        quote::quote_spanned!(span => ::core::compile_error!(#msg);).into()
    })
}

fn expand(args: &Args) -> Result<TokenStream, String> {
    let root = std::env::var_os("CARGO_MANIFEST_DIR").map(PathBuf::from).unwrap_or_default();
    let file = root.join(args.file.value());
    let options = tdc_dsl::Options {
        include_dirs: args.includes.iter().map(|d| root.join(d.value())).collect(),
        working_dir: Some(root.clone()),
        ..Default::default()
    };
    let out = tdc_dsl::load_file(&file, &options);
    let rendered = |diags: &[tdc_dsl::diag::Diagnostic]| tdc_dsl::diag::render(&out.db, diags);
    let records = match (&out.records, out.has_errors()) {
        (Some(r), false) => r,
        _ => return Err(rendered(&out.diags)),
    };
    let model = tdc_dsl::target::build(records, &out.db).map_err(|d| rendered(&d))?;
    let tables = tdc_dsl::tables::lower(&model);
    let items = tdc_dsl::emit_rust::emit(&tables);
    // Make cargo rebuild when any file read changes.
    let tracked = out.db.files().iter().filter_map(|f| f.path.as_ref()).map(|p| {
        let p = p.canonicalize().unwrap_or_else(|_| p.clone()).to_string_lossy().into_owned();
        let lit = LitStr::new(&p, Span::call_site());
        quote!(const _: &[u8] = include_bytes!(#lit);)
    });
    Ok(quote!(#items #(#tracked)*).into())
}
