//! The tables stage: the target model lowered to plain data shaped like the
//! runtime's `tdc::mc::tables` — registers with closed overlap sets, class
//! bitsets, operand kinds, encoder rows, printer pieces, matcher buckets
//! and aliases. `emit_rust` writes these out as `static` items.

pub mod isel;
mod matcher;

use crate::target::{self, AliasResult, AsmPiece, OperandCategory, OperandRef, TargetModel};
use std::collections::{BTreeSet, HashMap};

/// All tables of a target.
#[derive(Debug, Default)]
#[allow(missing_docs)] // mirrors tdc::mc::tables::TargetTables
pub struct Tables {
    pub name: String,
    pub elf_machine: u16,
    pub little_endian: bool,
    pub comment_strings: Vec<String>,
    pub line_comment_strings: Vec<String>,
    pub mnemonic_suffixes: Vec<String>,
    pub size_suffixes: Vec<String>,
    pub record_form_suffix: String,
    pub unknown_mnemonic_message: String,
    pub suggest_mnemonics: bool,
    pub operand_ranges: bool,
    pub big_literal_message: String,
    pub immediate_prefix: String,
    pub immediate_prefix_required: bool,
    pub register_prefix: String,
    pub case_insensitive: bool,
    pub reloc_modifier_after_symbol: bool,
    pub data_reloc16: i32,
    pub data_reloc32: i32,
    pub data_reloc64: i32,
    pub data_pcrel: [i32; 3],
    pub text_alignment: u32,
    pub nop_bytes: Vec<u8>,
    pub text_align_fill: u8,
    pub nop_fill: crate::target::NopFill,
    pub nop_pad_starts_with_zeros: bool,
    pub data_directives: Vec<(String, u8)>,
    pub fixup_relocations: Vec<(String, String, u32)>,
    pub asm_prefixes: Vec<crate::target::AsmPrefix>,
    pub relocations_with_addend: bool,
    pub mapping_symbols: (String, String),
    pub stack_maps: crate::target::StackMapInfo,
    pub registers: Vec<RegisterRow>,
    pub register_names: Vec<(String, u16)>,
    pub reg_classes: Vec<RegClassRow>,
    pub operand_kinds: Vec<OperandKindRow>,
    pub instructions: Vec<InstRow>,
    pub aliases: Vec<AliasRow>,
    pub mnemonic_aliases: Vec<(String, String)>,
    pub matcher: Vec<Bucket>,
    pub selection: isel::SelectionRow,
}

/// A register row.
#[derive(Debug)]
#[allow(missing_docs)]
pub struct RegisterRow {
    pub name: String,
    pub asm_name: String,
    pub encoding: u16,
    pub dwarf: i32,
    pub sub_regs: Vec<u16>,
    pub overlaps: Vec<u16>,
}

/// A register class row.
#[derive(Debug)]
#[allow(missing_docs)]
pub struct RegClassRow {
    pub name: String,
    pub members: Vec<u16>,
    pub contains: Vec<u64>,
}

/// What an operand kind accepts.
#[derive(Debug, PartialEq)]
#[allow(missing_docs)]
pub enum OperandClassRow {
    Register {
        class: u16,
    },
    Immediate {
        bits: u8,
        min: i64,
        max: i64,
        scale: u8,
        allow_symbol: bool,
        pcrel: Option<(i64, u32)>,
        reloc: i32,
        always_relocate: bool,
        symbol_bits: u64,
    },
    Custom {
        parse: String,
        /// For a RegisterOperand, its register class.
        reg_class: Option<u16>,
    },
}

/// An operand kind row.
#[derive(Debug)]
#[allow(missing_docs)]
pub struct OperandKindRow {
    pub name: String,
    pub class: OperandClassRow,
    pub slots: u8,
    pub value_bits: u8,
    pub print: String,
    pub encode: String,
    pub print_predicate: String,
    pub sample: String,
    pub invalid_sample: String,
    pub diagnostic: String,
    pub sub_kinds: Vec<u16>,
    pub reloc_modifiers: Vec<crate::target::RelocModifier>,
    /// Specificity of its assembly class (SuperClasses above it).
    pub depth: u32,
}

/// A piece of assembly syntax.
#[derive(Debug, Clone, PartialEq)]
pub enum PieceRow {
    /// Literal text.
    Text(String),
    /// Operand index and modifier.
    Operand(u8, String),
}

/// An instruction operand row.
#[derive(Debug)]
#[allow(missing_docs)]
pub struct OperandRow {
    pub kind: u16,
    pub first_slot: u8,
    pub tied_to: Option<u8>,
}

/// An encoding field row.
#[derive(Debug)]
#[allow(missing_docs)]
pub struct FieldRow {
    pub slot: u8,
    pub use_encoder: bool,
    pub value_bit: u8,
    pub inst_bit: u8,
    pub width: u8,
}

/// An instruction row.
#[derive(Debug)]
#[allow(missing_docs)]
pub struct InstRow {
    pub name: String,
    pub asm_string: String,
    pub asm: Vec<PieceRow>,
    /// The listing remark (`AsmComment`); empty when none.
    pub comment: Vec<PieceRow>,
    pub operands: Vec<OperandRow>,
    pub num_slots: u8,
    /// Operand kind of each MCInst slot (sub-operands resolved).
    pub slot_kinds: Vec<u16>,
    pub size: u8,
    pub encoding_bits: u8,
    pub fixed: u128,
    pub fields: Vec<FieldRow>,
    /// Names of the set property bits in `tdc::mc::tables::flags`.
    pub flags: Vec<&'static str>,
    pub defs: Vec<u16>,
    pub uses: Vec<u16>,
    /// Aliases that may print this instruction, in the order they are tried.
    pub print_aliases: Vec<u16>,
    /// Slots whose registers must not overlap, and the message when they do.
    pub distinct: Vec<(u8, u8, String)>,
    /// A variable-length encoding (prefixes, opcode, ModRM).
    pub modrm: Option<crate::target::modrm::ModRmEncoding>,
}

/// Where an alias result slot comes from.
#[derive(Debug)]
#[allow(missing_docs)]
pub enum AliasSlotRow {
    Operand(u8),
    Register(u16),
    Immediate(i64),
}

/// An alias row.
#[derive(Debug)]
#[allow(missing_docs)]
pub struct AliasRow {
    pub name: String,
    pub asm: Vec<PieceRow>,
    pub operand_kinds: Vec<u16>,
    pub opcode: u16,
    pub slots: Vec<AliasSlotRow>,
    pub emit_priority: i32,
}

/// One matcher token.
#[derive(Debug, Clone, PartialEq)]
pub enum TokenRow {
    /// Literal token text.
    Lit(String),
    /// Operand index.
    Operand(u8),
}

/// A matcher candidate.
#[derive(Clone, Debug)]
#[allow(missing_docs)]
pub struct CandidateRow {
    pub index: u16,
    pub is_alias: bool,
    pub tokens: Vec<TokenRow>,
}

/// A matcher bucket.
#[derive(Debug)]
#[allow(missing_docs)]
pub struct Bucket {
    pub key: String,
    pub candidates: Vec<CandidateRow>,
}

/// Lowers a validated model to tables.
pub fn lower(model: &TargetModel) -> Tables {
    let mut kinds = KindTable::default();
    let instructions: Vec<InstRow> = model.instructions.iter().map(|i| instruction(model, i, &mut kinds)).collect();
    let aliases: Vec<AliasRow> = model.inst_aliases.iter().map(|a| alias(model, a, &mut kinds)).collect();
    let mut tables = Tables {
        name: model.target.name.clone(),
        elf_machine: model.target.elf_machine,
        little_endian: model.target.little_endian,
        comment_strings: model.target.comment_strings.clone(),
        line_comment_strings: model.target.line_comment_strings.clone(),
        mnemonic_suffixes: model.target.mnemonic_suffixes.clone(),
        size_suffixes: model.target.size_suffixes.clone(),
        record_form_suffix: model.target.record_form_suffix.clone(),
        unknown_mnemonic_message: model.target.unknown_mnemonic_message.clone(),
        suggest_mnemonics: model.target.suggest_mnemonics,
        operand_ranges: model.target.operand_ranges,
        big_literal_message: model.target.big_literal_message.clone(),
        immediate_prefix: model.target.immediate_prefix.clone(),
        immediate_prefix_required: model.target.immediate_prefix_required,
        register_prefix: model.target.register_prefix.clone(),
        case_insensitive: model.target.case_insensitive,
        reloc_modifier_after_symbol: model.target.reloc_modifier_after_symbol,
        data_reloc16: model.target.data_reloc16.map_or(-1, |r| r as i32),
        data_reloc32: model.target.data_reloc32.map_or(-1, |r| r as i32),
        data_reloc64: model.target.data_reloc64.map_or(-1, |r| r as i32),
        data_pcrel: model.target.data_pcrel.map(|r| r.map_or(-1, |r| r as i32)),
        text_alignment: model.target.text_alignment,
        nop_bytes: model.target.nop_bytes.clone(),
        text_align_fill: model.target.text_align_fill,
        nop_fill: model.target.nop_fill.clone(),
        nop_pad_starts_with_zeros: model.target.nop_pad_starts_with_zeros,
        data_directives: model.target.data_directives.clone(),
        fixup_relocations: model.target.fixup_relocations.clone(),
        asm_prefixes: model.target.asm_prefixes.clone(),
        relocations_with_addend: model.target.relocations_with_addend,
        mapping_symbols: model.target.mapping_symbols.clone(),
        stack_maps: model.target.stack_maps.clone(),
        registers: registers(model),
        register_names: register_names(model),
        reg_classes: reg_classes(model),
        operand_kinds: Vec::new(),
        instructions,
        aliases,
        mnemonic_aliases: {
            let mut m: Vec<(String, String)> =
                model.mnemonic_aliases.iter().map(|a| (a.from.clone(), a.to.clone())).collect();
            m.sort();
            m
        },
        matcher: Vec::new(),
        selection: isel::SelectionRow::default(),
    };
    tables.operand_kinds = kinds.rows(model);
    print_aliases(&mut tables);
    tables.matcher = matcher::buckets(model, &tables);
    tables.selection = isel::selection(model);
    tables
}

fn registers(model: &TargetModel) -> Vec<RegisterRow> {
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
        .map(|(i, r)| RegisterRow {
            name: r.name.clone(),
            asm_name: r.asm_name.clone(),
            encoding: r.hw_encoding,
            dwarf: r.dwarf_numbers.first().map_or(-1, |&d| d as i32),
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

fn reg_classes(model: &TargetModel) -> Vec<RegClassRow> {
    let words = model.registers.len().div_ceil(64).max(1);
    model
        .reg_classes
        .iter()
        .map(|c| {
            let mut contains = vec![0u64; words];
            for m in &c.members {
                contains[m.0 as usize / 64] |= 1 << (m.0 % 64);
            }
            RegClassRow { name: c.name.clone(), members: c.members.iter().map(|m| m.0 as u16).collect(), contains }
        })
        .collect()
}

/// Operand kinds, numbered in first-use order.
#[derive(Default)]
struct KindTable {
    index: HashMap<OperandRef, u16>,
    order: Vec<OperandRef>,
}

impl KindTable {
    /// The kind number of `r`; its sub-operands are numbered too.
    fn get(&mut self, model: &TargetModel, r: OperandRef) -> u16 {
        if let Some(&i) = self.index.get(&r) {
            return i;
        }
        let i = self.order.len() as u16;
        self.order.push(r);
        self.index.insert(r, i);
        if let OperandRef::Operand(t) = r {
            for sub in &model.operand_types[t.0 as usize].sub_operands {
                self.get(model, sub.ty);
            }
        }
        i
    }

    fn rows(&self, model: &TargetModel) -> Vec<OperandKindRow> {
        self.order
            .iter()
            .map(|&r| {
                let mut row = kind_row(model, r);
                if let OperandRef::Operand(t) = r {
                    row.sub_kinds =
                        model.operand_types[t.0 as usize].sub_operands.iter().map(|s| self.index[&s.ty]).collect();
                }
                row
            })
            .collect()
    }
}

fn kind_row(model: &TargetModel, r: OperandRef) -> OperandKindRow {
    match r {
        OperandRef::RegClass(c) => OperandKindRow {
            name: model.reg_classes[c.0 as usize].name.clone(),
            class: OperandClassRow::Register { class: c.0 as u16 },
            slots: 1,
            value_bits: 0,
            print: String::new(),
            encode: String::new(),
            print_predicate: String::new(),
            sample: String::new(),
            invalid_sample: String::new(),
            diagnostic: String::new(),
            sub_kinds: Vec::new(),
            reloc_modifiers: Vec::new(),
            depth: 0,
        },
        OperandRef::Operand(t) => {
            let t = &model.operand_types[t.0 as usize];
            let m = &t.match_class;
            let class = if !m.parser_method.is_empty() {
                OperandClassRow::Custom { parse: m.parser_method.clone(), reg_class: t.reg_class.map(|c| c.0 as u16) }
            } else if let Some(c) = t.reg_class {
                OperandClassRow::Register { class: c.0 as u16 }
            } else {
                OperandClassRow::Immediate {
                    bits: t.value_bits.min(64) as u8,
                    min: m.min,
                    max: m.max,
                    scale: t.scale as u8,
                    allow_symbol: m.allow_symbol,
                    pcrel: (t.category == OperandCategory::PcRel).then_some((t.pcrel_offset, t.pcrel_shift)),
                    reloc: t.reloc_type.map_or(-1, |r| r as i32),
                    always_relocate: t.always_relocate,
                    symbol_bits: t.symbol_inst_bits,
                }
            };
            OperandKindRow {
                name: t.name.clone(),
                class,
                slots: t.sub_operands.len().max(1) as u8,
                value_bits: t.value_bits.min(255) as u8,
                print: t.print_method.clone(),
                encode: t.encoder_method.clone(),
                print_predicate: t.print_predicate.clone(),
                sample: t.sample_method.clone(),
                invalid_sample: t.invalid_sample_method.clone(),
                diagnostic: m.diagnostic.clone(),
                sub_kinds: Vec::new(),
                reloc_modifiers: t.reloc_modifiers.clone(),
                depth: m.depth,
            }
        }
    }
}

fn pieces(asm: &[AsmPiece]) -> Vec<PieceRow> {
    asm.iter()
        .map(|p| match p {
            AsmPiece::Text(t) => PieceRow::Text(t.clone()),
            AsmPiece::Operand { operand, modifier } => {
                PieceRow::Operand(*operand as u8, modifier.clone().unwrap_or_default())
            }
        })
        .collect()
}

fn instruction(model: &TargetModel, inst: &target::Instruction, kinds: &mut KindTable) -> InstRow {
    let operands = inst
        .operands
        .iter()
        .map(|o| OperandRow {
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
                            (!t.encoder_method.is_empty(), if f.sub_operand.is_none() { t.scale } else { 0 })
                        }
                        OperandRef::RegClass(_) => (false, 0),
                    };
                    FieldRow {
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
    let bits = [
        (f.may_load, "MAY_LOAD"),
        (f.may_store, "MAY_STORE"),
        (f.is_branch, "IS_BRANCH"),
        (f.is_indirect_branch, "IS_INDIRECT_BRANCH"),
        (f.is_call, "IS_CALL"),
        (f.is_return, "IS_RETURN"),
        (f.is_terminator, "IS_TERMINATOR"),
        (f.is_barrier, "IS_BARRIER"),
        (f.is_commutable, "IS_COMMUTABLE"),
        (f.is_move_imm, "IS_MOVE_IMM"),
        (f.is_move_reg, "IS_MOVE_REG"),
        (f.is_compare, "IS_COMPARE"),
        (f.has_side_effects, "HAS_SIDE_EFFECTS"),
        (f.is_pseudo, "IS_PSEUDO"),
        (f.is_codegen_only, "IS_CODEGEN_ONLY"),
        (f.is_asm_parser_only, "IS_ASM_PARSER_ONLY"),
    ];
    InstRow {
        name: inst.name.clone(),
        asm_string: inst.asm_string.clone(),
        asm: pieces(&inst.asm),
        comment: pieces(&inst.comment),
        operands,
        num_slots: inst.num_slots as u8,
        slot_kinds,
        size: inst.size as u8,
        encoding_bits,
        fixed,
        fields,
        flags: bits.iter().filter(|(on, _)| *on).map(|(_, name)| *name).collect(),
        defs: inst.defs.iter().map(|r| r.0 as u16).collect(),
        uses: inst.uses.iter().map(|r| r.0 as u16).collect(),
        print_aliases: Vec::new(),
        distinct: inst.distinct.iter().map(|(a, b, m)| (*a as u8, *b as u8, m.clone())).collect(),
        modrm: inst.modrm.clone(),
    }
}

fn alias(model: &TargetModel, a: &target::InstAlias, kinds: &mut KindTable) -> AliasRow {
    AliasRow {
        name: a.name.clone(),
        asm: pieces(&a.asm),
        operand_kinds: a.operands.iter().map(|o| kinds.get(model, o.ty)).collect(),
        opcode: a.result.0 as u16,
        slots: a
            .result_slots
            .iter()
            .map(|s| match s {
                AliasResult::Operand(i) => AliasSlotRow::Operand(*i as u8),
                AliasResult::Register(r) => AliasSlotRow::Register(r.0 as u16),
                AliasResult::Immediate(n) => AliasSlotRow::Immediate(*n),
            })
            .collect(),
        emit_priority: a.emit_priority as i32,
    }
}

/// For each instruction, the aliases that may print it: those with a
/// positive `EmitPriority`, highest first; among equals, the one with more
/// fixed operands (the more specific) first, then in definition order
/// (names of anonymous aliases change with unrelated records).
fn print_aliases(tables: &mut Tables) {
    let fixed = |a: &AliasRow| a.slots.iter().filter(|s| !matches!(s, AliasSlotRow::Operand(_))).count();
    let mut order: Vec<usize> = (0..tables.aliases.len()).filter(|&i| tables.aliases[i].emit_priority > 0).collect();
    order.sort_by(|&a, &b| {
        let (x, y) = (&tables.aliases[a], &tables.aliases[b]);
        y.emit_priority.cmp(&x.emit_priority).then(fixed(y).cmp(&fixed(x))).then(a.cmp(&b))
    });
    for i in order {
        let opcode = tables.aliases[i].opcode as usize;
        if let Some(inst) = tables.instructions.get_mut(opcode) {
            inst.print_aliases.push(i as u16);
        }
    }
}
