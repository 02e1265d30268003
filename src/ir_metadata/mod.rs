//! LLVM IR metadata: the fixed metadata kinds (generated from
//! `targets/include/tdc-metadata.td`), a parser for a module's text (the
//! metadata nodes with a span for every operand, and the IR around them:
//! globals, functions, instructions over several lines, the attachments
//! they carry), and the rules of LLVM 19's verifier for every fixed kind in
//! its context, beside the rules only the documentation states.
//!
//! [`check_text`] runs the stages in order, stopping at the first that
//! reports an error:
//!
//! ```text
//! text --parse--> MetadataModule --resolve--> (!N all defined) --validate--> errors, warnings
//! ```
//!
//! ```
//! let text = "define i8 @f(ptr %p) {\n  %a = load i8, ptr %p, !range !0\n  ret i8 %a\n}\n!0 = !{i8 0, i8 0}\n";
//! let checked = tdc::ir_metadata::check_text("m.ll", text);
//! assert_eq!(checked.diags[0].code, "E0814"); // an empty range
//! print!("{}", checked.render());
//! ```
//!
//! Diagnostics are [`MetadataDiagnostic`]s with codes ([`codes`]) in
//! classes: E0800-E0803 the text cannot be read, E0810-E0824 LLVM's
//! verifier rejects the module, E0850-E0854 only the documentation states
//! the rule (llvm-as accepts), W0890 debug information llvm-as drops with a
//! warning. They are rendered by codespan-reporting as the compiler's are.
//! Like every runtime module this one reads only generated tables, never
//! the compiler (tdc-dsl).

mod check;
mod constants;
mod debug_fields;
mod debug_info;
pub mod diag;
mod documented;
mod ir;
pub mod kinds;
mod later_kinds;
pub mod lex;
pub mod model;
mod module_flags;
pub mod parse;
pub mod shapes;
mod tbaa;
pub mod types;
mod verify;

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
    /// Every error, in the order found.
    pub diags: Vec<MetadataDiagnostic>,
    /// Warnings (debug information llvm-as would drop), never failures.
    pub warnings: Vec<MetadataDiagnostic>,
}

impl Checked {
    /// Whether any error was reported.
    pub fn has_errors(&self) -> bool {
        !self.diags.is_empty()
    }

    /// Whether an error breaks a rule LLVM's verifier (or parser) applies:
    /// llvm-as would reject the module.
    pub fn rejected_by_verifier(&self) -> bool {
        self.diags.iter().any(|d| !codes::is_documented_only(d.code))
    }

    /// Whether every error breaks a rule only the documentation states.
    pub fn only_documented_errors(&self) -> bool {
        self.has_errors() && !self.rejected_by_verifier()
    }

    /// The text a span covers.
    pub fn snippet(&self, span: Span) -> &str {
        self.text.get(span.range()).unwrap_or("")
    }

    /// The errors, then the warnings, rendered as text (codespan-reporting, no colour).
    pub fn render(&self) -> String {
        let mut out = diag::render(&self.name, &self.text, &self.diags);
        out.push_str(&diag::render_warnings(&self.name, &self.text, &self.warnings));
        out
    }

    /// Writes the errors, then the warnings, to `out`, in colour if it takes colour.
    pub fn emit(&self, out: &mut dyn codespan_reporting::term::termcolor::WriteColor) {
        diag::emit(out, &self.name, &self.text, &self.diags);
        diag::emit_warnings(out, &self.name, &self.text, &self.warnings);
    }
}

/// Parses `text` (named `name` in diagnostics), resolves its references and
/// validates every attachment of a fixed kind.
pub fn check_text(name: &str, text: &str) -> Checked {
    let checked =
        |module, diags, warnings| Checked { name: name.to_string(), text: text.to_string(), module, diags, warnings };
    let (mut module, diags) = parse::parse(text);
    if !diags.is_empty() {
        return checked(None, diags, Vec::new());
    }
    let mut diags = check::resolve(&mut module);
    diags.extend(debug_info::parse_errors(&module));
    if !diags.is_empty() {
        return checked(Some(module), diags, Vec::new());
    }
    let findings = check::validate(&module);
    checked(Some(module), findings.errors, findings.warnings)
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
        Err(Box::new(Checked {
            name: name.to_string(),
            text: text.to_string(),
            module: None,
            diags,
            warnings: Vec::new(),
        }))
    }
}
