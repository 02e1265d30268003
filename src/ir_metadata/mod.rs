//! LLVM IR metadata: the fixed metadata kinds (generated from
//! `targets/include/tdc-metadata.td`), a node model with a parser for the
//! textual form (`!0 = !{i8 0, i8 2}`, `distinct`, named metadata, IR lines
//! carrying attachments such as `!range !0`), and validators for the
//! operand shapes LLVM documents for each kind.
//!
//! [`check_text`] runs the stages in order, stopping at the first that
//! reports an error:
//!
//! ```text
//! text --parse--> MetadataModule --resolve--> (!N all defined) --validate--> diagnostics
//! ```
//!
//! ```
//! let checked = tdc::ir_metadata::check_text("m.ll", "%a = load i8, ptr %x, !range !0\n!0 = !{i8 0, i8 0}\n");
//! assert_eq!(checked.diags[0].code, "E0814"); // an empty range
//! print!("{}", checked.render());
//! ```
//!
//! Diagnostics are [`MetadataDiagnostic`]s, with codes E0800-E0821
//! ([`codes`]) and spans inside the metadata text, rendered by
//! codespan-reporting as the compiler's are. Like every runtime module this
//! one reads only generated tables, never the compiler (tdc-dsl).

mod check;
pub mod diag;
mod host;
pub mod kinds;
pub mod model;
pub mod parse;
pub mod shapes;

pub use check::{kind_by_name, Checker, Site};
pub use diag::{codes, MetadataDiagnostic, Span};
pub use kinds::{kind_ids, METADATA_KINDS};
pub use model::{MetadataModule, NodeId};

/// Checks a node attached under a kind; named by the kinds' `.td`.
pub type Validator = fn(&mut Checker<'_>, &Site<'_>);

/// One fixed metadata kind (a row of [`METADATA_KINDS`]).
#[derive(Clone, Copy, Debug)]
pub struct KindInfo {
    /// LLVM's id for the kind.
    pub id: u32,
    /// The name written after `!`.
    pub name: &'static str,
    /// The record in `tdc-metadata.td` (`MD_range`).
    pub record: &'static str,
    /// The documented operand shape.
    pub shape: &'static str,
    /// The check of a node attached under the kind, if any.
    pub validate: Option<Validator>,
}

/// The result of checking a metadata text.
pub struct Checked {
    /// The name the text goes by in diagnostics.
    pub name: String,
    /// The text checked, for rendering.
    pub text: String,
    /// The nodes, when the text parsed.
    pub module: Option<MetadataModule>,
    /// Every diagnostic, in the order found.
    pub diags: Vec<MetadataDiagnostic>,
}

impl Checked {
    /// Whether any error was reported (every diagnostic is one).
    pub fn has_errors(&self) -> bool {
        !self.diags.is_empty()
    }

    /// The text a span covers.
    pub fn snippet(&self, span: Span) -> &str {
        self.text.get(span.range()).unwrap_or("")
    }

    /// The diagnostics rendered as text (codespan-reporting, no colour).
    pub fn render(&self) -> String {
        diag::render(&self.name, &self.text, &self.diags)
    }

    /// Writes the diagnostics to `out`, in colour if it takes colour.
    pub fn emit(&self, out: &mut dyn codespan_reporting::term::termcolor::WriteColor) {
        diag::emit(out, &self.name, &self.text, &self.diags)
    }
}

/// Parses `text` (named `name` in diagnostics), resolves its references and
/// validates every attachment of a fixed kind.
pub fn check_text(name: &str, text: &str) -> Checked {
    let checked = |module, diags| Checked { name: name.to_string(), text: text.to_string(), module, diags };
    let (mut module, diags) = parse::parse(text);
    if !diags.is_empty() {
        return checked(None, diags);
    }
    let diags = check::resolve(&mut module);
    if !diags.is_empty() {
        return checked(Some(module), diags);
    }
    let diags = check::validate(&module);
    checked(Some(module), diags)
}

/// Parses and resolves `text` without validating attachments: the node
/// graph, or the diagnostics.
pub fn parse_text(name: &str, text: &str) -> Result<MetadataModule, Box<Checked>> {
    let (mut module, mut diags) = parse::parse(text);
    if diags.is_empty() {
        diags = check::resolve(&mut module);
    }
    if diags.is_empty() {
        Ok(module)
    } else {
        Err(Box::new(Checked { name: name.to_string(), text: text.to_string(), module: None, diags }))
    }
}
