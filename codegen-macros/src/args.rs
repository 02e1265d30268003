//! The macro's arguments: `"path/to/my.td"` then any number of
//! `include = "dir"`, each error spanned at the offending token.

use syn::parse::{Parse, ParseStream};
use syn::{Ident, LitStr, Token};

/// What `target!` was given, with the spans of the literals.
pub(crate) struct Args {
    /// The description's root file.
    pub file: LitStr,
    /// `include = "dir"` directories, in the order written.
    pub includes: Vec<LitStr>,
}

const USAGE: &str = "as in `tdc::target!(\"my.td\", include = \"dir\")`";

impl Parse for Args {
    fn parse(input: ParseStream) -> syn::Result<Args> {
        if input.is_empty() {
            return Err(input.error(format!("expected the path of a `.td` file, {USAGE}")));
        }
        let file = string(input, "the path of a `.td` file")?;
        let mut includes = Vec::new();
        while !input.is_empty() {
            input.parse::<Token![,]>()?;
            if input.is_empty() {
                break;
            }
            let key: Ident = input.parse()?;
            if key != "include" {
                let message = format!("unknown argument `{key}`: the only key is `include`, {USAGE}");
                return Err(syn::Error::new(key.span(), message));
            }
            input.parse::<Token![=]>()?;
            includes.push(string(input, "an include directory")?);
        }
        Ok(Args { file, includes })
    }
}

/// A string literal, or an error naming what it should have held.
fn string(input: ParseStream, what: &str) -> syn::Result<LitStr> {
    input
        .parse::<LitStr>()
        .map_err(|e| syn::Error::new(e.span(), format!("expected {what} as a string literal, {USAGE}")))
}
