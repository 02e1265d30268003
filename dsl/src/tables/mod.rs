//! The tables stage: the target model lowered to `tdc-schema`'s tables,
//! the very types the runtime reads — registers with closed overlap sets,
//! class bitsets, operand kinds, encoder rows, printer pieces, matcher
//! buckets and aliases, the selection program. `emit_rust` writes them out
//! as one blob.

mod decode;
mod decode_context;
mod decode_modrm;
mod features;
mod forms;
pub mod isel;
mod matcher;
mod operands;

use crate::target::{self, AliasResult, AsmPiece, OperandRef, TargetModel};
use operands::KindTable;
use std::collections::BTreeSet;
use std::sync::Arc;
use tdc_schema::lazy::Lazy;
use tdc_schema::{
    AliasInfo, AliasSlot, AsmMessages, AsmSyntax, CodePadding, Field, FixupRelocation, InstInfo, InstSyntax,
    MappingSymbols, ObjectFormat, OperandClass, OperandInfo, OperandKind, RegClassInfo, RegisterInfo, StackMapInfo,
};

/// A target's tables, as the runtime reads them.
pub type Tables = tdc_schema::TargetTables;

/// The tables and what documentation of the generated code needs beside
/// them.
#[derive(Debug)]
pub struct Lowered {
    /// The tables.
    pub tables: Tables,
    /// Each instruction's assembly string as written.
    pub asm_strings: Vec<String>,
    /// Patterns left out of the selection program because they use a type
    /// or operator the selector has no use for (vector types, say).
    pub unselectable_patterns: usize,
}

/// `""` as none.
fn non_empty(s: &str) -> Option<String> {
    (!s.is_empty()).then(|| s.to_string())
}

/// Lowers a validated model to tables.
pub fn lower(model: &TargetModel) -> Lowered {
    let mut kinds = KindTable::default();
    let mut sets = features::Sets::new();
    let instructions: Vec<InstInfo> = model
        .instructions
        .iter()
        .map(|i| InstInfo { requires: sets.intern(model, &i.predicates), ..instruction(model, i, &mut kinds) })
        .collect();
    let aliases: Vec<AliasInfo> = model
        .inst_aliases
        .iter()
        .map(|a| {
            let own = a.predicates.iter().chain(&model.instructions[a.result.0 as usize].predicates);
            AliasInfo { requires: sets.intern(model, own), ..alias(model, a, &mut kinds) }
        })
        .collect();
    let t = &model.target;
    let mut tables = Tables {
        name: t.name.clone(),
        syntax: AsmSyntax {
            comment_strings: t.comment_strings.clone(),
            line_comment_strings: t.line_comment_strings.clone(),
            mnemonic_suffixes: t.mnemonic_suffixes.clone(),
            size_suffixes: t.size_suffixes.clone(),
            size_suffixes_not_with: t.size_suffixes_not_with.clone(),
            record_form_suffix: non_empty(&t.record_form_suffix),
            immediate_prefix: t.immediate_prefix.clone(),
            immediate_prefix_required: t.immediate_prefix_required,
            register_prefix: t.register_prefix.clone(),
            case_insensitive: t.case_insensitive,
            reloc_modifier_after_symbol: t.reloc_modifier_after_symbol,
            reloc_modifier_as_function: t.reloc_modifier_as_function,
            data_directives: t.data_directives.clone(),
            variants: t
                .asm_variants
                .iter()
                .map(|v| tdc_schema::AsmVariant {
                    name: v.name.clone(),
                    register_prefix: v.register_prefix.clone(),
                    immediate_prefix: v.immediate_prefix.clone(),
                    matcher: Default::default(),
                    pointer_sized_mnemonics: v.pointer_sized_mnemonics.clone(),
                    read_beside: v.read_beside,
                    mismatch_at_statement: v.mismatch_at_statement,
                    mnemonic_aliases: Vec::new(),
                })
                .collect(),
            variant: 0,
        },
        messages: AsmMessages {
            unknown_mnemonic: non_empty(&t.unknown_mnemonic_message),
            suggest_mnemonics: t.suggest_mnemonics,
            operand_ranges: t.operand_ranges,
            too_few_operands_range: t.too_few_operands_range,
            big_literal: non_empty(&t.big_literal_message),
            tied_operand: non_empty(&t.tied_operand_message),
            prefix_messages: t.prefix_messages.clone(),
            prefix_predicate_classes: t
                .prefix_predicate_classes
                .iter()
                .filter_map(|n| model.reg_classes.iter().position(|c| c.name == *n).map(|i| i as u16))
                .collect(),
        },
        object: ObjectFormat {
            elf_machine: t.elf_machine,
            little_endian: t.little_endian,
            relocations_with_addend: t.relocations_with_addend,
            relocate_with_symbols: t.relocate_with_symbols,
            text_alignment: t.text_alignment,
            data_reloc16: t.data_reloc16,
            data_reloc32: t.data_reloc32,
            data_reloc64: t.data_reloc64,
            data_pcrel: t.data_pcrel,
            fixup_relocations: t
                .fixup_relocations
                .iter()
                .map(|(fixup, operator, reloc)| FixupRelocation {
                    fixup: fixup.clone(),
                    operator: non_empty(operator),
                    reloc: *reloc,
                })
                .collect(),
            mapping_symbols: (!t.mapping_symbols.0.is_empty())
                .then(|| MappingSymbols { code: t.mapping_symbols.0.clone(), data: t.mapping_symbols.1.clone() }),
            instruction_word_bytes: t.instruction_word_bytes,
            long_instruction_boundary: t.long_instruction_boundary,
            elf_flags_directive: non_empty(&t.elf_flags_directive),
        },
        padding: CodePadding {
            nop_bytes: t.nop_bytes.clone(),
            text_align_fill: t.text_align_fill,
            nop_fill: tdc_schema::NopFill {
                sequences: t.nop_fill.sequences.clone(),
                max_length: t.nop_fill.max_length,
                prefix: t.nop_fill.prefix,
            },
            nop_pad_starts_with_zeros: t.nop_pad_starts_with_zeros,
            nop_pad_ends_with_zeros: t.nop_pad_ends_with_zeros,
        },
        asm_prefixes: t
            .asm_prefixes
            .iter()
            .map(|p| tdc_schema::AsmPrefix {
                name: p.name.clone(),
                mnemonic_suffix: non_empty(&p.mnemonic_suffix),
                byte: p.byte,
                after_operand_size: p.after_operand_size,
                hints: p.hints,
                print: p.print.clone(),
            })
            .collect(),
        stack_maps: StackMapInfo {
            supported: t.stack_maps.supported,
            nops: t.stack_maps.nops.clone(),
            nops_at_point: t.stack_maps.nops_at_point,
            call: t.stack_maps.call.clone(),
        },
        registers: registers(model),
        register_names: register_names(model),
        reg_classes: reg_classes(model),
        instructions: Arc::new(instructions.into_iter().map(Lazy::new).collect()),
        aliases: Arc::new(aliases.into_iter().map(Lazy::new).collect()),
        mnemonic_aliases: mnemonic_aliases(model, 0, |_| true),
        expansions: model.expansions.clone(),
        named_values: model
            .named_values
            .iter()
            .map(|(set, values)| tdc_schema::NamedValueSet {
                name: set.clone(),
                values: values
                    .iter()
                    .map(|v| tdc_schema::NamedValue {
                        name: v.name.clone(),
                        value: v.value,
                        flags: v.flags,
                        requires: sets.intern(model, &v.predicates),
                    })
                    .collect(),
            })
            .collect(),
        features: sets.finish(model),
        ..Default::default()
    };
    let depths = kinds.finish(model, &mut tables);
    print_aliases(&mut tables);
    tables.matcher = matcher::buckets(model, &tables, &depths, 0).into();
    for v in 1..=tables.syntax.variants.len() {
        let buckets = matcher::buckets(model, &tables, &depths, v);
        // An alias of every variant to a mnemonic of the first only (x86's
        // `ret` for AT&T's `retq`) is not this one's.
        let known = |to: &str| buckets.binary_search_by(|b| b.key.as_str().cmp(to)).is_ok();
        let variant = &mut tables.syntax.variants[v - 1];
        variant.mnemonic_aliases = mnemonic_aliases(model, v as u8, known);
        variant.matcher = Lazy::new(Arc::new(buckets));
    }
    let buckets = std::mem::take(&mut tables.matcher);
    forms::fill(&mut tables, &buckets);
    tables.matcher = buckets;
    tables.decoder = decode::decoder(model, &mut tables, &kinds).into();
    let selection = isel::selection(model, &mut tables.fragment_names);
    tables.selection = selection.tables.into();
    Lowered {
        tables,
        asm_strings: model.instructions.iter().map(|i| i.asm_string.clone()).collect(),
        unselectable_patterns: selection.left_out,
    }
}

/// The mnemonic aliases variant `variant` reads (its own and every
/// variant's) whose mnemonic is `known`, sorted by the accepted one.
fn mnemonic_aliases(model: &TargetModel, variant: u8, known: impl Fn(&str) -> bool) -> Vec<(String, String)> {
    let reads = |a: &&target::MnemonicAlias| a.read_only_in.is_none_or(|v| v == variant) && known(&a.to);
    let mut m: Vec<(String, String)> =
        model.mnemonic_aliases.iter().filter(reads).map(|a| (a.from.clone(), a.to.clone())).collect();
    m.sort();
    m
}

fn registers(model: &TargetModel) -> Vec<RegisterInfo> {
    let n = model.registers.len();
    // Transitive sub-registers.
    let mut subs: Vec<BTreeSet<u16>> = vec![BTreeSet::new(); n];
    fn collect(model: &TargetModel, reg: usize, out: &mut BTreeSet<u16>) {
        for s in &model.registers[reg].sub_regs {
            if out.insert(s.0 as u16) {
                collect(model, s.0 as usize, out);
            }
        }
    }
    for (i, set) in subs.iter_mut().enumerate() {
        collect(model, i, set);
    }
    // Overlaps: sub- and super-registers, declared aliases (both ways) and
    // everything overlapping those, closed transitively over units: two
    // registers overlap when their sets of leaf units intersect.
    let leaves: Vec<BTreeSet<u16>> = (0..n)
        .map(|i| {
            let mut l: BTreeSet<u16> =
                subs[i].iter().copied().filter(|&s| model.registers[s as usize].sub_regs.is_empty()).collect();
            if model.registers[i].sub_regs.is_empty() {
                l.insert(i as u16);
            }
            l
        })
        .collect();
    let mut overlaps: Vec<BTreeSet<u16>> = vec![BTreeSet::new(); n];
    for i in 0..n {
        for j in 0..n {
            if i != j && !leaves[i].is_disjoint(&leaves[j]) {
                overlaps[i].insert(j as u16);
            }
        }
        for a in &model.registers[i].aliases {
            overlaps[i].insert(a.0 as u16);
            overlaps[a.0 as usize].insert(i as u16);
        }
    }
    model
        .registers
        .iter()
        .enumerate()
        .map(|(i, r)| RegisterInfo {
            name: r.name.clone(),
            asm_name: r.asm_name.clone(),
            encoding: r.hw_encoding,
            dwarf: r.dwarf_numbers.first().and_then(|&d| u32::try_from(d).ok()),
            sub_regs: subs[i].iter().copied().collect(),
            overlaps: overlaps[i].iter().copied().filter(|&o| o as usize != i).collect(),
        })
        .collect()
}

fn register_names(model: &TargetModel) -> Vec<(String, u16)> {
    let mut names: Vec<(String, u16)> = Vec::new();
    for (i, r) in model.registers.iter().enumerate() {
        if !r.asm_name.is_empty() {
            names.push((r.asm_name.clone(), i as u16));
        }
        for alt in &r.alt_names {
            names.push((alt.clone(), i as u16));
        }
    }
    names.sort();
    names.dedup_by(|a, b| a.0 == b.0);
    names
}

fn reg_classes(model: &TargetModel) -> Vec<RegClassInfo> {
    let words = model.registers.len().div_ceil(64).max(1);
    model
        .reg_classes
        .iter()
        .map(|c| {
            let mut contains = vec![0u64; words];
            for m in &c.members {
                contains[m.0 as usize / 64] |= 1 << (m.0 % 64);
            }
            RegClassInfo { name: c.name.clone(), members: c.members.iter().map(|m| m.0 as u16).collect(), contains }
        })
        .collect()
}

fn pieces(asm: &[AsmPiece]) -> Vec<tdc_schema::AsmPiece> {
    asm.iter()
        .map(|p| match p {
            AsmPiece::Text(t) => tdc_schema::AsmPiece::Text(t.clone().into()),
            AsmPiece::Operand { operand, modifier } => {
                tdc_schema::AsmPiece::Operand(*operand as u8, modifier.clone().unwrap_or_default())
            }
        })
        .collect()
}

fn instruction(model: &TargetModel, inst: &target::Instruction, kinds: &mut KindTable) -> InstInfo {
    let operands = inst
        .operands
        .iter()
        .map(|o| OperandInfo {
            kind: kinds.get(model, o.ty),
            first_slot: o.first_slot as u8,
            tied_to: o.tied_to.map(|t| t as u8),
        })
        .collect();
    let slot_kinds = inst.operands.iter().flat_map(|o| &o.slots).map(|&s| kinds.get(model, s)).collect();
    let (encoding_bits, fixed, fields) = match &inst.encoding {
        Some(e) => {
            let fields = e
                .fields
                .iter()
                .map(|f| {
                    let op = &inst.operands[f.operand as usize];
                    let (has_encoder, scale) = match op.ty {
                        OperandRef::Operand(t) => {
                            let t = &model.operand_types[t.0 as usize];
                            let encodes = !t.encoder_method.is_empty() || !t.encoded_value.is_empty();
                            (encodes, if f.sub_operand.is_none() { t.scale } else { 0 })
                        }
                        OperandRef::RegClass(_) => (false, 0),
                    };
                    Field {
                        slot: (op.first_slot + f.sub_operand.unwrap_or(0)) as u8,
                        use_encoder: has_encoder && f.sub_operand.is_none(),
                        value_bit: (f.operand_bit + scale) as u8,
                        inst_bit: f.inst_bit as u8,
                        width: f.width as u8,
                    }
                })
                .collect();
            (e.bits as u8, e.fixed_value, fields)
        }
        None => (0, 0, Vec::new()),
    };
    let f = &inst.flags;
    let set = [
        f.may_load,
        f.may_store,
        f.is_branch,
        f.is_indirect_branch,
        f.is_call,
        f.is_return,
        f.is_terminator,
        f.is_barrier,
        f.is_commutable,
        f.is_move_imm,
        f.is_move_reg,
        f.is_compare,
        f.has_side_effects,
        f.is_pseudo,
        f.is_codegen_only,
        f.is_asm_parser_only,
        f.is_prefix,
        f.is_prefixable,
        f.is_prefix_exempt,
    ];
    // In the order of `flags::BY_FIELD`.
    let flags =
        set.iter().zip(tdc_schema::flags::BY_FIELD).filter(|(on, _)| **on).fold(0, |acc, (_, (_, bit))| acc | bit)
            | f.element_bits.checked_ilog2().unwrap_or(0).min(7) << tdc_schema::flags::ELEMENT_LOG2_SHIFT;
    InstInfo {
        name: inst.name.clone().into(),
        syntax: InstSyntax {
            asm: pieces(&inst.asm),
            variant_asm: inst.variant_asm.iter().map(|a| pieces(a)).collect(),
            comment: pieces(&inst.comment),
        }
        .into(),
        operands,
        num_slots: inst.num_slots as u8,
        slot_kinds,
        size: inst.size as u8,
        encoding_bits,
        fixed,
        fields,
        flags,
        defs: inst.defs.iter().map(|r| r.0 as u16).collect(),
        uses: inst.uses.iter().map(|r| r.0 as u16).collect(),
        print_aliases: Vec::new(),
        distinct: inst.distinct.iter().map(|(a, b, m)| (*a as u8, *b as u8, m.clone())).collect(),
        modrm: inst.modrm.as_ref().map(|e| Box::new(operands::modrm(e))),
        preferred_forms: Vec::new(),
        requires: 0,
        relaxed_form: inst.relaxed.map(|i| i as u16),
    }
}

fn alias(model: &TargetModel, a: &target::InstAlias, kinds: &mut KindTable) -> AliasInfo {
    AliasInfo {
        name: a.name.clone().into(),
        syntax: InstSyntax {
            asm: pieces(&a.asm),
            variant_asm: a.variant_asm.iter().map(|v| pieces(v)).collect(),
            comment: Vec::new(),
        }
        .into(),
        operand_kinds: a.operands.iter().map(|o| kinds.get(model, o.ty)).collect(),
        opcode: a.result.0 as u16,
        slots: a
            .result_slots
            .iter()
            .map(|s| match s {
                AliasResult::Operand(i) => AliasSlot::Operand(*i as u8),
                AliasResult::Register(r) => AliasSlot::Register(r.0 as u16),
                AliasResult::Immediate(n) => AliasSlot::Immediate(*n),
            })
            .collect(),
        emit_priority: a.emit_priority as i32,
        requires: 0,
    }
}

/// For each instruction, the aliases that may print it: those with a
/// positive `EmitPriority`, highest first; among equals, the one with more
/// fixed operands (the more specific) first, then in definition order
/// (names of anonymous aliases change with unrelated records). Two aliases
/// of one instruction that test its operands the same way (`twge` and
/// `twnl`, both TO = 12) leave the choice open, and llvm-tblgen's printer
/// takes neither: nor does this one.
fn print_aliases(tables: &mut Tables) {
    let fixed = |a: &AliasInfo| a.slots.iter().filter(|s| !matches!(s, AliasSlot::Operand(_))).count();
    let printing: Vec<usize> = (0..tables.aliases.len()).filter(|&i| tables.aliases[i].emit_priority > 0).collect();
    let conditions: Vec<(u16, Vec<AliasCondition>)> =
        printing.iter().map(|&i| (tables.aliases[i].opcode, alias_conditions(tables, &tables.aliases[i]))).collect();
    let ambiguous = |k: usize| conditions.iter().enumerate().any(|(j, c)| j != k && *c == conditions[k]);
    let mut order: Vec<usize> = printing.iter().enumerate().filter(|&(k, _)| !ambiguous(k)).map(|(_, &i)| i).collect();
    order.sort_by(|&a, &b| {
        let (x, y) = (&tables.aliases[a], &tables.aliases[b]);
        y.emit_priority.cmp(&x.emit_priority).then(fixed(y).cmp(&fixed(x))).then(a.cmp(&b))
    });
    for i in order {
        let opcode = tables.aliases[i].opcode as usize;
        if let Some(inst) = std::sync::Arc::make_mut(&mut tables.instructions).get_mut(opcode) {
            inst.print_aliases.push(i as u16);
        }
    }
}

/// What printing through an alias checks of one instruction slot.
#[derive(Debug, PartialEq)]
enum AliasCondition {
    /// This register.
    Register(u16),
    /// This value.
    Immediate(i64),
    /// A register of this class.
    Class(u16),
    /// What the operand kind's print predicate says.
    Predicate(u16),
    /// The same value as an earlier slot.
    Tied(usize),
    /// Nothing.
    Any,
}

/// The checks printing through `alias` makes, slot by slot.
fn alias_conditions(tables: &Tables, alias: &AliasInfo) -> Vec<AliasCondition> {
    let mut first_slot_of = std::collections::BTreeMap::new();
    let mut out = Vec::with_capacity(alias.slots.len());
    for (slot, s) in alias.slots.iter().enumerate() {
        out.push(match s {
            AliasSlot::Register(r) => AliasCondition::Register(*r),
            AliasSlot::Immediate(v) => AliasCondition::Immediate(*v),
            AliasSlot::Operand(i) => {
                if let Some(&first) = first_slot_of.get(i) {
                    AliasCondition::Tied(first)
                } else {
                    first_slot_of.insert(*i, slot);
                    let kind_index = alias.operand_kinds.get(*i as usize).copied().unwrap_or(u16::MAX);
                    match tables.operand_kinds.get(kind_index as usize) {
                        Some(k) if k.print_predicate.is_some() => AliasCondition::Predicate(kind_index),
                        Some(OperandKind { class: OperandClass::Register { class }, .. }) => {
                            AliasCondition::Class(*class)
                        }
                        Some(OperandKind { class: OperandClass::Custom { reg_class: Some(class), .. }, .. }) => {
                            AliasCondition::Class(*class)
                        }
                        _ => AliasCondition::Any,
                    }
                }
            }
        });
    }
    out
}
