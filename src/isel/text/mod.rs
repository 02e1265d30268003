//! The text form of the selection DAG: a parser that checks types and
//! names, and a printer whose output parses back to the same function.
//!
//! ```text
//! ; comment to end of line
//! fn max(%a: i64, %b: i64) -> i64 {
//! entry:
//!   %c = (setcc %a %b gt)
//!   (brcond %c then)
//!   (br other)
//! then:
//!   (ret %a)
//! other:
//!   (ret %b)
//! }
//! ```
//!
//! [`parse`] runs the stages in order, stopping at the first that reports
//! an error:
//!
//! ```text
//! text --lex--> tokens --syntax--> FnSyntax --check (+ rules)--> Function
//! ```
//!
//! Diagnostics are [`DagDiagnostic`]s with codes E0901-E0923 ([`codes`])
//! and exact byte spans, rendered by codespan-reporting. No input makes
//! the parser panic or recurse without bound: nesting is limited to
//! [`MAX_DEPTH`].
//!
//! ```
//! let parsed = tdc::isel::text::parse("t.dag", "fn f(%a: i32) -> i32 {\nentry:\n  (ret (add %a 1))\n}\n");
//! assert!(parsed.diags.is_empty());
//! assert_eq!(tdc::isel::text::print_functions(&parsed.functions), "fn f(%a: i32) -> i32 {\nentry:\n  (ret (add:i32 %a 1))\n}\n");
//! let bad = tdc::isel::text::parse("t.dag", "fn f(%a: i32) -> i32 {\nentry:\n  (ret (add %a %b))\n}\n");
//! assert_eq!(bad.diags[0].code, "E0909"); // unknown variable
//! ```
//!
//! # The format
//!
//! - A file holds functions: `fn NAME(%p: TYPE, ...) [-> TYPE] { BLOCKS }`.
//!   Types are `i1 i8 i16 i32 i64 f32 f64`; a parameter may be `ptr`, an
//!   `i64` address of memory the caller provides.
//! - A block is `label:` and statements; the first is the entry, and a
//!   block not ending in `br` or `ret` falls through to the next (the last
//!   must end in one of them).
//! - Statements: `%x = EXPR` (the first assignment in the text fixes the
//!   variable's type; parameters may be reassigned), or one of `(store V P)`,
//!   `(truncstore:MEMVT V P)`, `(br LABEL)`, `(brcond C LABEL)`,
//!   `(br_cc COND A B LABEL)`, `(ret)`, `(ret V)`.
//! - Expressions: `%x`; integer literals (`5`, `-5`, `0xff`, signed or
//!   unsigned within the type's width); float literals (`1.5`, `-2e10`,
//!   `inf`, `-inf`, `nan`, or the bits as `0f` and 8 or 16 hexadecimal
//!   digits); `(OP[:TYPE] ARGS...)` with OP an [`Op::name`](crate::isel::Op::name);
//!   `(load:VT P)`, `(sextload:VT:MEMVT P)`, `(zextload:VT:MEMVT P)`,
//!   `(extload:VT:MEMVT P)`; `(setcc[:TYPE] A B COND)` (i1 by default);
//!   `(sext_inreg X TYPE)`; `(imm:TYPE LIT)` and `(fpimm:TYPE LIT)` for a
//!   literal whose position gives no type; `(frameindex SIZE ALIGN)`, the
//!   i64 address of a stack object of SIZE bytes (1 to 16 MiB) aligned to
//!   ALIGN (a power of two up to 4096), one object per `frameindex`
//!   written (keep its address in a variable to use it in several
//!   statements).
//! - Calls are statements of their own: `%r = (call[:TYPE] NAME ARGS...)`
//!   or `(call[:TYPE] NAME ARGS...)` when no result is kept. NAME is a
//!   function of the same text (arguments and result type are checked
//!   against it, and it gives the result type when none is written) or an
//!   external symbol (its result type must be written when the result is
//!   kept); `(call:TYPE %p ARGS...)` calls the i64 address `%p` holds. A
//!   literal argument takes the parameter's type, or i64. Integer
//!   arguments narrower than 64 bits are passed zero-extended.
//! - Literals take the type their position requires; an operator without
//!   a written type takes the type of its first operand that has one
//!   (shifts and rotates: operand 0), else the one its position requires.
//!   Conversions and loads need their type written.
//!
//! Integer constants are held sign-extended from their width
//! ([`rules::canonical_imm`]); float constants as their bits (an f32's
//! in the low 32 bits).

mod check;
pub mod diag;
pub mod lex;
mod operators;
pub mod print;
pub mod rules;
pub mod syntax;

pub use diag::{codes, DagDiagnostic, Span};
pub use print::{print_function, print_functions};
pub use rules::{verify, VerifyError};

use crate::isel::dag::Function;

/// Deepest nesting of parenthesised expressions the parser accepts.
pub const MAX_DEPTH: usize = 64;

/// The result of parsing a DAG text.
#[derive(Clone, Debug)]
pub struct Parsed {
    /// The name the text goes by in diagnostics.
    pub name: String,
    /// The text parsed, for rendering.
    pub text: String,
    /// The functions, when there is no error (else empty).
    pub functions: Vec<Function>,
    /// Every diagnostic of the first stage that reported any.
    pub diags: Vec<DagDiagnostic>,
}

impl Parsed {
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

    /// The function named `name`.
    pub fn function(&self, name: &str) -> Option<&Function> {
        self.functions.iter().find(|f| f.name == name)
    }
}

/// Parses and checks `text` (named `name` in diagnostics).
pub fn parse(name: &str, text: &str) -> Parsed {
    let parsed = |functions, diags| Parsed { name: name.to_string(), text: text.to_string(), functions, diags };
    let (tokens, diags) = lex::lex(text);
    if !diags.is_empty() {
        return parsed(Vec::new(), diags);
    }
    let (syntax, diags) = syntax::parse(text, &tokens);
    if !diags.is_empty() {
        return parsed(Vec::new(), diags);
    }
    match check::check(&syntax) {
        Ok(functions) => parsed(functions, Vec::new()),
        Err(diags) => parsed(Vec::new(), diags),
    }
}

/// Parses `text` into functions, or gives the diagnostics (with the text,
/// to render them; `Display` renders them).
pub fn parse_functions(name: &str, text: &str) -> Result<Vec<Function>, Parsed> {
    let parsed = parse(name, text);
    if parsed.diags.is_empty() {
        Ok(parsed.functions)
    } else {
        Err(parsed)
    }
}

impl std::fmt::Display for Parsed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.render())
    }
}
