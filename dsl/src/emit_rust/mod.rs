//! Tables to Rust: `static` items of the `tdc::mc::tables` types, plus
//! named constants for opcodes, registers and register classes, each
//! documented from its record ([`docs`]). Operand printers, parsers and
//! encoders named in the description are referred to by name, so they
//! resolve in the module that expands the target.
//!
//! Rows of the tables carry a `#[doc]` label naming their record; a macro
//! expansion ignores it, and `tdc gen` turns it into a plain comment.

mod docs;
mod isel;
pub mod metadata_kinds;

use crate::tables::{AliasSlotRow, OperandClassRow, PieceRow, Tables, TokenRow};
use proc_macro2::{Ident, Span, TokenStream};
use quote::{format_ident, quote};

/// What a description expands into.
pub struct Described {
    /// The items.
    pub items: TokenStream,
    /// The target stage's warnings, rendered (`None` without any).
    pub warnings: Option<String>,
}

/// The items a loaded description expands into (the target model and its
/// tables after the frontend), or every diagnostic rendered: what the
/// `tdc::target!` macro and `tdc gen` both write.
pub fn description_items(out: &crate::Output) -> Result<Described, String> {
    let render = |diags: &[crate::diag::Diagnostic]| crate::diag::render(&out.db, diags);
    let records = match (&out.records, out.has_errors()) {
        (Some(records), false) => records,
        _ => return Err(render(&out.diags)),
    };
    let model = crate::target::build(records, &out.db).map_err(|d| render(&d))?;
    let warnings = (!model.warnings.is_empty()).then(|| render(&model.warnings));
    Ok(Described { items: emit(&crate::tables::lower(&model)), warnings })
}

/// The items a target expands into.
pub fn emit(t: &Tables) -> TokenStream {
    let m = quote!(::tdc::mc::tables);
    let name = &t.name;
    let elf_machine = t.elf_machine;
    let little_endian = t.little_endian;
    let comments = &t.comment_strings;
    let line_comments = &t.line_comment_strings;
    let mnemonic_suffixes = &t.mnemonic_suffixes;
    let size_suffixes = &t.size_suffixes;
    let (record_form_suffix, unknown_mnemonic_message, suggest_mnemonics) =
        (&t.record_form_suffix, &t.unknown_mnemonic_message, t.suggest_mnemonics);
    let (immediate_prefix, case_insensitive) = (&t.immediate_prefix, t.case_insensitive);
    let (operand_ranges, big_literal_message) = (t.operand_ranges, &t.big_literal_message);
    let reloc_modifier_after_symbol = t.reloc_modifier_after_symbol;
    let (immediate_prefix_required, register_prefix) = (t.immediate_prefix_required, &t.register_prefix);
    let (reloc16, reloc32, reloc64) = (t.data_reloc16, t.data_reloc32, t.data_reloc64);
    let [pcrel16, pcrel32, pcrel64] = t.data_pcrel;
    let (text_alignment, nop_bytes) = (t.text_alignment, &t.nop_bytes);
    let nop_sequences = &t.nop_fill.sequences;
    let text_align_fill = t.text_align_fill;
    let (nop_max, nop_prefix) = (t.nop_fill.max_length, t.nop_fill.prefix);
    let (nop_pad_starts_with_zeros, relocations_with_addend) = (t.nop_pad_starts_with_zeros, t.relocations_with_addend);
    let data_directives = t.data_directives.iter().map(|(n, s)| quote!((#n, #s)));
    let fixup_relocations = t.fixup_relocations.iter().map(|(k, m, r)| quote!((#k, #m, #r)));
    let asm_prefixes = t.asm_prefixes.iter().map(|p| {
        let (name, suffix, after, hints, print) = (&p.name, &p.mnemonic_suffix, p.after_operand_size, p.hints, &p.print);
        let byte = match p.byte {
            Some(b) => quote!(Some(#b)),
            None => quote!(None),
        };
        quote!(#m::AsmPrefix { name: #name, mnemonic_suffix: #suffix, byte: #byte, after_operand_size: #after, hints: #hints, print: #print })
    });
    let (code_mapping, data_mapping) = (&t.mapping_symbols.0, &t.mapping_symbols.1);
    let (stack_maps, patch_nops) = (t.stack_maps.supported, &t.stack_maps.nops);
    let (shadow_nops_at_point, patch_point_call) = (t.stack_maps.nops_at_point, &t.stack_maps.call);
    let registers = t.registers.iter().map(|r| {
        let (n, a, e, d) = (&r.name, &r.asm_name, r.encoding, r.dwarf);
        let (s, o) = (&r.sub_regs, &r.overlaps);
        let label = docs::register_row(r);
        quote!(#[doc = #label] #m::RegisterInfo { name: #n, asm_name: #a, encoding: #e, dwarf: #d, sub_regs: &[#(#s),*], overlaps: &[#(#o),*] })
    });
    let register_names = t.register_names.iter().map(|(n, r)| quote!((#n, #r)));
    let classes = t.reg_classes.iter().map(|c| {
        let (n, members, contains) = (&c.name, &c.members, &c.contains);
        let label = docs::class_row(c);
        quote!(#[doc = #label] #m::RegClassInfo { name: #n, members: &[#(#members),*], contains: &[#(#contains),*] })
    });
    let kinds = t.operand_kinds.iter().map(|k| {
        let class = match &k.class {
            OperandClassRow::Register { class } => quote!(#m::OperandClass::Register { class: #class }),
            OperandClassRow::Immediate { bits, min, max, scale, allow_symbol, pcrel, reloc, always_relocate, symbol_bits } => {
                let pcrel = match pcrel {
                    Some((o, s)) => quote!(Some((#o, #s))),
                    None => quote!(None),
                };
                quote!(#m::OperandClass::Immediate {
                    bits: #bits, min: #min, max: #max, scale: #scale, allow_symbol: #allow_symbol, pcrel: #pcrel, reloc: #reloc,
                    always_relocate: #always_relocate, symbol_bits: #symbol_bits
                })
            }
            OperandClassRow::Custom { parse, reg_class } => {
                let f = ident(parse);
                let reg_class = match reg_class {
                    Some(c) => quote!(Some(#c)),
                    None => quote!(None),
                };
                quote!(#m::OperandClass::Custom { parse: #f, reg_class: #reg_class })
            }
        };
        let (n, slots, diag, sub_kinds, value_bits) = (&k.name, k.slots, &k.diagnostic, &k.sub_kinds, k.value_bits);
        let print = optional_fn(&k.print);
        let encode = optional_fn(&k.encode);
        let print_predicate = optional_fn(&k.print_predicate);
        let sample = optional_fn(&k.sample);
        let invalid_sample = optional_fn(&k.invalid_sample);
        let reloc_modifiers =
            k.reloc_modifiers.iter().map(|x| {
                let (n, r, s, t) = (&x.name, x.reloc, x.with_symbol, x.thread_local);
                quote!(#m::RelocModifier { name: #n, reloc: #r, with_symbol: #s, thread_local: #t })
            });
        let label = docs::operand_kind_row(k);
        quote!(#[doc = #label] #m::OperandKind {
            name: #n, class: #class, slots: #slots, value_bits: #value_bits, print: #print, encode: #encode, print_predicate: #print_predicate,
            sample: #sample, invalid_sample: #invalid_sample, diagnostic: #diag,
            sub_kinds: &[#(#sub_kinds),*], reloc_modifiers: &[#(#reloc_modifiers),*]
        })
    });
    let insts = t.instructions.iter().map(|i| {
        let asm = pieces(&i.asm);
        let comment = pieces(&i.comment);
        let operands = i.operands.iter().map(|o| {
            let (k, f) = (o.kind, o.first_slot);
            let tied = match o.tied_to {
                Some(x) => quote!(Some(#x)),
                None => quote!(None),
            };
            quote!(#m::OperandInfo { kind: #k, first_slot: #f, tied_to: #tied })
        });
        let fields = i.fields.iter().map(|f| {
            let (s, u, v, b, w) = (f.slot, f.use_encoder, f.value_bit, f.inst_bit, f.width);
            quote!(#m::Field { slot: #s, use_encoder: #u, value_bit: #v, inst_bit: #b, width: #w })
        });
        let (n, slots, size, bits, fixed) = (&i.name, i.num_slots, i.size, i.encoding_bits, i.fixed);
        let slot_kinds = &i.slot_kinds;
        let flag_names = i.flags.iter().map(|f| ident(f));
        // `0 | x` would trip clippy's identity_op in `tdc gen` output.
        let flags = if i.flags.is_empty() { quote!(0) } else { quote!(#(#m::flags::#flag_names)|*) };
        let (defs, uses, print_aliases) = (&i.defs, &i.uses, &i.print_aliases);
        let distinct = i.distinct.iter().map(|(a, b, message)| quote!((#a, #b, #message)));
        let modrm = match &i.modrm {
            Some(e) => {
                let enc = modrm_info(e);
                quote!(Some(&#enc))
            }
            None => quote!(None),
        };
        let label = docs::instruction_row(i);
        quote! {
            #[doc = #label]
            #m::InstInfo {
                name: #n, asm: &[#(#asm),*], comment: &[#(#comment),*], operands: &[#(#operands),*], num_slots: #slots, slot_kinds: &[#(#slot_kinds),*], size: #size,
                encoding_bits: #bits, fixed: #fixed, fields: &[#(#fields),*], flags: #flags,
                defs: &[#(#defs),*], uses: &[#(#uses),*], print_aliases: &[#(#print_aliases),*],
                distinct: &[#(#distinct),*], modrm: #modrm,
            }
        }
    });
    let aliases = t.aliases.iter().map(|a| {
        let asm = pieces(&a.asm);
        let slots = a.slots.iter().map(|s| match s {
            AliasSlotRow::Operand(i) => quote!(#m::AliasSlot::Operand(#i)),
            AliasSlotRow::Register(r) => quote!(#m::AliasSlot::Register(#r)),
            AliasSlotRow::Immediate(v) => quote!(#m::AliasSlot::Immediate(#v)),
        });
        let (n, kinds, op, prio) = (&a.name, &a.operand_kinds, a.opcode, a.emit_priority);
        let label = docs::alias_row(a, t);
        quote!(#[doc = #label] #m::AliasInfo { name: #n, asm: &[#(#asm),*], operand_kinds: &[#(#kinds),*], opcode: #op, slots: &[#(#slots),*], emit_priority: #prio })
    });
    let mnemonic_aliases = t.mnemonic_aliases.iter().map(|(f, to)| quote!((#f, #to)));
    let buckets = t.matcher.iter().map(|b| {
        let key = &b.key;
        let cands = b.candidates.iter().map(|c| {
            let (i, a) = (c.index, c.is_alias);
            let toks = c.tokens.iter().map(|t| match t {
                TokenRow::Lit(s) => quote!(#m::MatchToken::Lit(#s)),
                TokenRow::Operand(o) => quote!(#m::MatchToken::Operand(#o)),
            });
            quote!(#m::Candidate { index: #i, is_alias: #a, tokens: &[#(#toks),*] })
        });
        quote!(#m::MatchBucket { key: #key, candidates: &[#(#cands),*] })
    });
    let opcode_consts = t.instructions.iter().enumerate().map(|(i, inst)| {
        let id = ident(&inst.name);
        let i = i as u16;
        let doc = docs::opcode(inst);
        quote!(#[doc = #doc] pub const #id: u16 = #i;)
    });
    let reg_consts = t.registers.iter().enumerate().map(|(i, r)| {
        let id = ident(&r.name);
        let i = i as u16;
        let doc = docs::register(r);
        quote!(#[doc = #doc] pub const #id: u16 = #i;)
    });
    let class_consts = t.reg_classes.iter().enumerate().map(|(i, c)| {
        let id = ident(&c.name);
        let i = i as u16;
        let doc = docs::class(c, &t.registers);
        quote!(#[doc = #doc] pub const #id: u16 = #i;)
    });
    let selection = isel::selection(&t.selection);
    let doc = format!(" The {} target's tables, for the runtime in `::tdc`.", docs::code(name));
    let counts = format!(
        " {} instructions, {} registers, {} register classes, {} aliases.",
        t.instructions.len(),
        t.registers.len(),
        t.reg_classes.len(),
        t.aliases.len()
    );
    quote! {
        #[doc = #doc]
        #[doc = ""]
        #[doc = #counts]
        pub static TABLES: #m::TargetTables = #m::TargetTables {
            name: #name,
            elf_machine: #elf_machine,
            little_endian: #little_endian,
            comment_strings: &[#(#comments),*],
            line_comment_strings: &[#(#line_comments),*],
            mnemonic_suffixes: &[#(#mnemonic_suffixes),*], size_suffixes: &[#(#size_suffixes),*],
            record_form_suffix: #record_form_suffix,
            unknown_mnemonic_message: #unknown_mnemonic_message,
            suggest_mnemonics: #suggest_mnemonics,
            operand_ranges: #operand_ranges,
            big_literal_message: #big_literal_message,
            immediate_prefix: #immediate_prefix, immediate_prefix_required: #immediate_prefix_required, register_prefix: #register_prefix,
            case_insensitive: #case_insensitive,
            reloc_modifier_after_symbol: #reloc_modifier_after_symbol,
            data_reloc16: #reloc16,
            data_reloc32: #reloc32,
            data_reloc64: #reloc64,
            data_pcrel: [#pcrel16, #pcrel32, #pcrel64],
            text_alignment: #text_alignment,
            nop_bytes: &[#(#nop_bytes),*],
            text_align_fill: #text_align_fill,
            nop_fill: #m::NopFill { sequences: &[#(&[#(#nop_sequences),*]),*], max_length: #nop_max, prefix: #nop_prefix },
            nop_pad_starts_with_zeros: #nop_pad_starts_with_zeros,
            data_directives: &[#(#data_directives),*],
            fixup_relocations: &[#(#fixup_relocations),*],
            asm_prefixes: &[#(#asm_prefixes),*],
            relocations_with_addend: #relocations_with_addend,
            mapping_symbols: (#code_mapping, #data_mapping),
            stack_maps: #m::StackMapInfo {
                supported: #stack_maps,
                nops: &[#(&[#(#patch_nops),*]),*],
                nops_at_point: #shadow_nops_at_point,
                call: &[#(#patch_point_call),*],
            },
            registers: &[#(#registers),*],
            register_names: &[#(#register_names),*],
            reg_classes: &[#(#classes),*],
            operand_kinds: &[#(#kinds),*],
            instructions: &[#(#insts),*],
            aliases: &[#(#aliases),*],
            mnemonic_aliases: &[#(#mnemonic_aliases),*],
            matcher: &[#(#buckets),*],
            selection: #selection,
        };
        // Record names keep their case, and a crate uses only the few
        // constants it needs.
        /// Opcode numbers (indexes into `TABLES.instructions`), named after
        /// the instruction records.
        #[allow(non_upper_case_globals, dead_code)]
        pub mod opcodes {
            #(#opcode_consts)*
        }
        /// Register numbers (indexes into `TABLES.registers`), named after
        /// the register records.
        #[allow(non_upper_case_globals, dead_code)]
        pub mod regs {
            #(#reg_consts)*
        }
        /// Register class numbers (indexes into `TABLES.reg_classes`), named
        /// after the class records.
        #[allow(non_upper_case_globals, dead_code)]
        pub mod classes {
            #(#class_consts)*
        }
    }
}

fn ident(name: &str) -> Ident {
    let clean: String = name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect();
    if clean.is_empty() || clean.starts_with(|c: char| c.is_ascii_digit()) {
        return format_ident!("_{}", clean);
    }
    Ident::new(&clean, Span::call_site())
}

fn optional_fn(name: &str) -> TokenStream {
    if name.is_empty() {
        quote!(None)
    } else {
        let f = ident(name);
        quote!(Some(#f))
    }
}

fn pieces(p: &[PieceRow]) -> Vec<TokenStream> {
    p.iter()
        .map(|x| match x {
            PieceRow::Text(t) => quote!(::tdc::mc::tables::AsmPiece::Text(#t)),
            PieceRow::Operand(i, m) => quote!(::tdc::mc::tables::AsmPiece::Operand(#i, #m)),
        })
        .collect()
}

/// A variable-length encoding as a `ModRmInfo` constant.
fn modrm_info(e: &crate::target::modrm::ModRmEncoding) -> TokenStream {
    use crate::target::modrm::{RegField, RmField};
    let m = quote!(::tdc::mc::tables);
    let (prefixes, rex_w, opcode) = (&e.prefixes, e.rex_w, &e.opcode);
    let option = |v: Option<u32>| match v {
        Some(s) => {
            let s = s as u8;
            quote!(Some(#s))
        }
        None => quote!(None),
    };
    let vex = match e.vex {
        Some(l) => quote!(Some(#m::Vex { l: #l })),
        None => quote!(None),
    };
    let reg = match e.reg {
        Some(RegField::Slot(s)) => {
            let s = s as u8;
            quote!(#m::ModRmReg::Slot(#s))
        }
        Some(RegField::Digit(d)) => quote!(#m::ModRmReg::Digit(#d)),
        None => quote!(#m::ModRmReg::None),
    };
    let rm = match e.rm {
        Some(RmField::Register(s)) => {
            let s = s as u8;
            quote!(#m::ModRmRm::Register(#s))
        }
        Some(RmField::Memory(s)) => {
            let s = s as u8;
            quote!(#m::ModRmRm::Memory(#s))
        }
        None => quote!(#m::ModRmRm::None),
    };
    let (vvvv, opcode_reg) = (option(e.vvvv), option(e.opcode_reg));
    let trailing = e.trailing.iter().map(|t| {
        let (slot, bytes, pc_relative) = (t.slot as u8, t.bytes, t.pc_relative);
        quote!(#m::Trailing { slot: #slot, bytes: #bytes, pc_relative: #pc_relative })
    });
    let (got_relaxation, is_prefix) = (e.got_relaxation, e.is_prefix);
    let relaxed = match e.relaxed_index {
        Some(i) => {
            let i = i as u16;
            quote!(Some(#i))
        }
        None => quote!(None),
    };
    quote!(#m::ModRmInfo {
        prefixes: &[#(#prefixes),*], rex_w: #rex_w, opcode: &[#(#opcode),*], vex: #vex, reg: #reg, rm: #rm,
        vvvv: #vvvv, opcode_reg: #opcode_reg, trailing: &[#(#trailing),*], got_relaxation: #got_relaxation, relaxed: #relaxed, is_prefix: #is_prefix
    })
}
