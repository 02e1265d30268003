//! Tables to Rust: the target's tables as one blob (`tdc-schema`'s format,
//! as base64 text in a string literal, which the runtime decodes once, on
//! first use),
//! the Rust functions the description names in the order the tables number
//! them, and typed identifiers for opcodes, registers and register
//! classes, each documented from its record (module `docs`) — the comment a
//! reader looks for an instruction by.

mod docs;
pub mod metadata_kinds;

use crate::tables::Lowered;
use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{format_ident, quote};

/// What a description expands into.
pub struct Described {
    /// The items.
    pub items: TokenStream,
    /// The target stage's warnings, rendered (`None` without any).
    pub warnings: Option<String>,
}

/// The back half of [`crate::compile`]: the loaded description's target
/// model, its tables, and their Rust items; or every diagnostic rendered.
pub fn description_items(out: &crate::Output) -> Result<Described, String> {
    let render = |diags: &[crate::diag::Diagnostic]| crate::diag::render(&out.db, diags);
    let records = match (&out.records, out.has_errors()) {
        (Some(records), false) => records,
        _ => return Err(render(&out.diags)),
    };
    let model = crate::target::build(records, &out.db).map_err(|d| render(&d))?;
    let warnings = (!model.warnings.is_empty()).then(|| render(&model.warnings));
    let lowered = crate::tables::lower(&model);
    Ok(Described { items: emit(&lowered), warnings })
}

/// The items a target expands into.
pub fn emit(lowered: &Lowered) -> TokenStream {
    let t = &lowered.tables;
    let m = quote!(::tdc::mc::tables);
    let blob = Literal::string(&tdc_schema::codec::to_text(&t.to_blob()));
    let fns = |names: &[String]| names.iter().map(|n| ident(n)).collect::<Vec<_>>();
    let n = &t.fragment_names;
    let (parse, print, encode, print_predicate, sample) =
        (fns(&n.parse), fns(&n.print), fns(&n.encode), fns(&n.print_predicate), fns(&n.sample));
    let (imm_predicate, node_predicate, xform) = (fns(&n.imm_predicate), fns(&n.node_predicate), fns(&n.xform));
    let complex = complex_adapters(t);
    let decode = fns(&n.decode);
    let doc = format!(" The {} target's tables, for the runtime in `::tdc`.", docs::code(&t.name));
    let counts = format!(
        " {}, {}, {}, {}, {}.",
        docs::count(t.instructions.len(), "instruction", "instructions"),
        docs::count(t.registers.len(), "register", "registers"),
        docs::count(t.reg_classes.len(), "register class", "register classes"),
        docs::count(t.aliases.len(), "alias", "aliases"),
        docs::count(t.selection.patterns.len(), "selection pattern", "selection patterns"),
    );
    let ids = typed_ids(lowered);
    quote! {
        #[doc = #doc]
        #[doc = ""]
        #[doc = #counts]
        #[doc = ""]
        #[doc = " The tables are one blob in `tdc-schema`'s format, decoded on first use;"]
        #[doc = " [`Opcode`], [`Reg`] and [`RegClass`] name their rows."]
        pub static TABLES: #m::Target = #m::Target::new(
            #blob,
            #m::Fragments {
                parse: &[#(#parse),*],
                print: &[#(#print),*],
                encode: &[#(#encode),*],
                print_predicate: &[#(#print_predicate),*],
                sample: &[#(#sample),*],
                imm_predicate: &[#(#imm_predicate),*],
                node_predicate: &[#(#node_predicate),*],
                xform: &[#(#xform),*],
                complex: &[#(#complex),*],
                decode: &[#(#decode),*],
            },
        );
        #ids
    }
}

/// Each complex pattern's function, called through an adapter that gives
/// its result the type `Option<[Matched; N]>` with N the parts the
/// description declares: a function of another arity does not compile.
fn complex_adapters(t: &tdc_schema::TargetTables) -> Vec<TokenStream> {
    let mut parts: Vec<Option<u8>> = vec![None; t.fragment_names.complex.len()];
    for op in &t.selection.ops {
        if let tdc_schema::isel::MatchOp::CheckComplex { function, parts: n } = *op {
            if let Some(p) = parts.get_mut(function as usize) {
                *p = Some(n);
            }
        }
    }
    t.fragment_names
        .complex
        .iter()
        .zip(parts)
        .map(|(name, n)| {
            let (f, n) = (ident(name), usize::from(n.unwrap_or(0)));
            quote! {
                |dag: &::tdc::isel::dag::Dag,
                 at: ::tdc::isel::dag::NodeId,
                 out: &mut ::std::vec::Vec<::tdc::isel::tables::Matched>| {
                    ::tdc::isel::tables::complex_parts::<#n>(#f(dag, at), out)
                }
            }
        })
        .collect()
}

/// `Opcode`, `Reg` and `RegClass`: a newtype each, with a documented
/// constant per record.
fn typed_ids(lowered: &Lowered) -> TokenStream {
    let t = &lowered.tables;
    let opcodes = t.instructions.iter().zip(&lowered.asm_strings).enumerate().map(|(i, (inst, asm))| {
        let (id, i, doc) = (ident(&inst.name), i as u16, docs::opcode(&inst.name, asm));
        quote!(#[doc = #doc] pub const #id: Opcode = Opcode(#i);)
    });
    let regs = t.registers.iter().enumerate().map(|(i, r)| {
        let (id, i, doc) = (ident(&r.name), i as u16, docs::register(r));
        quote!(#[doc = #doc] pub const #id: Reg = Reg(#i);)
    });
    let classes = t.reg_classes.iter().enumerate().map(|(i, c)| {
        let (id, i, doc) = (ident(&c.name), i as u16, docs::class(c, t));
        quote!(#[doc = #doc] pub const #id: RegClass = RegClass(#i);)
    });
    let (n_opcodes, n_regs, n_classes) = (t.instructions.len(), t.registers.len(), t.reg_classes.len());
    quote! {
        ::tdc::typed_id! {
            /// An instruction of this target: an index into `TABLES.instructions`.
            Opcode, #n_opcodes
        }
        ::tdc::typed_id! {
            /// A register of this target: an index into `TABLES.registers`.
            Reg, #n_regs
        }
        ::tdc::typed_id! {
            /// A register class of this target: an index into `TABLES.reg_classes`.
            RegClass, #n_classes
        }
        // Record names keep their case, and a crate uses only the few
        // constants it needs.
        #[allow(non_upper_case_globals, dead_code)]
        impl Opcode {
            #(#opcodes)*
        }
        #[allow(non_upper_case_globals, dead_code)]
        impl Reg {
            #(#regs)*
        }
        #[allow(non_upper_case_globals, dead_code)]
        impl RegClass {
            #(#classes)*
        }
        impl Opcode {
            /// This instruction with `operands` in slot order, each checked
            /// against the instruction's description (inputs tied to
            /// outputs may be left out).
            pub fn with(
                self,
                operands: &[::tdc::mc::MCOperand],
            ) -> ::core::result::Result<::tdc::mc::MCInst, ::tdc::mc::InstError> {
                ::tdc::mc::checked::inst(&TABLES, self.id(), operands)
            }
        }
        impl ::core::convert::From<Reg> for ::tdc::mc::MCOperand {
            fn from(reg: Reg) -> ::tdc::mc::MCOperand {
                ::tdc::mc::MCOperand::Reg(reg.id())
            }
        }
    }
}

/// A Rust identifier for a record name.
fn ident(name: &str) -> Ident {
    let clean: String = name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect();
    if clean.is_empty() || clean.starts_with(|c: char| c.is_ascii_digit()) {
        return format_ident!("_{}", clean);
    }
    Ident::new(&clean, Span::call_site())
}

/// `Some(name)` as a path to the Rust function, or `None` for `""`.
fn optional_fn(name: &str) -> TokenStream {
    if name.is_empty() {
        quote!(None)
    } else {
        let f = ident(name);
        quote!(Some(#f))
    }
}
