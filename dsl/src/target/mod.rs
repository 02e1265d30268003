//! The target stage: the machine description extracted from records and
//! validated — registers, register classes, operands, instructions with
//! their assembly syntax and encodings, and aliases.
//!
//! [`build`] runs the extraction in order; each step reports every error it
//! can find, with the exact span, and the stage returns a model only when
//! there were none.

mod aliases;
mod asm_string;
mod asm_variant;
pub mod calling_conv;
pub mod decoding;
mod encoding;
mod expansions;
pub mod features;
mod inputs;
mod instructions;
pub mod modrm;
pub mod named_values;
mod operands;
pub mod patterns;
pub(crate) mod reader;
mod registers;
mod relaxation;

use crate::diag::{codes, Diagnostic};
use crate::records::{Record, RecordId, RecordKeeper};
use crate::source::{SourceDb, Span};
pub use inputs::ModelInputs;
use reader::Reader;

/// Index of a register in [`TargetModel::registers`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RegId(pub u32);

/// Index of a class in [`TargetModel::reg_classes`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RegClassId(pub u32);

/// Index of an operand type in [`TargetModel::operand_types`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OperandTypeId(pub u32);

/// Index of an instruction in [`TargetModel::instructions`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct InstId(pub u32);

/// A validated machine description.
#[derive(Debug)]
pub struct TargetModel {
    /// Target-wide facts from the `Target` record.
    pub target: TargetInfo,
    /// Registers, in name order.
    pub registers: Vec<Register>,
    /// Register classes, in name order.
    pub reg_classes: Vec<RegClass>,
    /// `Operand` and `RegisterOperand` records used by instructions.
    pub operand_types: Vec<OperandType>,
    /// Instructions, in name order.
    pub instructions: Vec<Instruction>,
    /// Instruction aliases, in definition order.
    pub inst_aliases: Vec<InstAlias>,
    /// Mnemonic aliases, in name order.
    pub mnemonic_aliases: Vec<MnemonicAlias>,
    /// Pseudo-instructions the assembler expands, by opcode.
    pub expansions: Vec<tdc_schema::expand::Expansions>,
    /// Selection patterns, with their types inferred: `Pat` records in
    /// definition order, then instructions' `Pattern` fields.
    pub patterns: Vec<patterns::Pattern>,
    /// The value types patterns' type sets index.
    pub pattern_types: patterns::PatternTypes,
    /// How selected functions are called (the `CallingConv` def).
    pub calling_conv: Option<calling_conv::CallingConv>,
    /// Architecture features and the predicates the assembler checks.
    pub features: features::FeatureModel,
    /// Names operands may be written as, by set.
    pub named_values: std::collections::BTreeMap<String, Vec<named_values::NamedValue>>,
    /// Warnings about the description (patterns that can never be chosen).
    pub warnings: Vec<Diagnostic>,
}

/// The fields of the `Target` record.
#[derive(Debug)]
pub struct TargetInfo {
    /// The `Target` record's name.
    pub name: String,
    /// ELF `e_machine`.
    pub elf_machine: u16,
    /// Whether instruction words are little-endian.
    pub little_endian: bool,
    /// How assembly comments start.
    pub comment_strings: Vec<String>,
    /// Comment markers that count only at the start of a line.
    pub line_comment_strings: Vec<String>,
    /// Punctuation that belongs to the mnemonic it follows, even after spaces.
    pub mnemonic_suffixes: Vec<String>,
    /// Suffixes tried after a mnemonic that matches nothing as written.
    pub size_suffixes: Vec<String>,
    /// Register classes that rule size suffixes out without a memory operand.
    pub size_suffixes_not_with: Vec<String>,
    /// The record-form suffix of mnemonics.
    pub record_form_suffix: String,
    /// The message for an unknown mnemonic (empty: BPF's).
    pub unknown_mnemonic_message: String,
    /// Whether unknown mnemonics get suggestions.
    pub suggest_mnemonics: bool,
    /// Whether errors about an operand cover the whole operand (x86).
    pub operand_ranges: bool,
    /// Whether "too few operands" covers the whole statement (AArch64).
    pub too_few_operands_range: bool,
    /// The error for an integer literal wider than 64 bits (empty: none).
    pub big_literal_message: String,
    /// The error when two writings of one register differ (empty: none).
    pub tied_operand_message: String,
    /// llvm-mc's messages for instructions after a prefix (`PrefixMessages`).
    pub prefix_messages: Vec<String>,
    /// The classes of governing predicates (`PrefixPredicateClasses`).
    pub prefix_predicate_classes: Vec<String>,
    /// Text before immediates.
    pub immediate_prefix: String,
    /// Whether assembly must write the immediate prefix.
    pub immediate_prefix_required: bool,
    /// Text before register names.
    pub register_prefix: String,
    /// Whether registers and literal syntax ignore case.
    pub case_insensitive: bool,
    /// Relocation operators follow the symbol (`sym@PLT`), not precede it.
    pub reloc_modifier_after_symbol: bool,
    /// Relocation operators are functions of the symbol (`%hi(sym)`).
    pub reloc_modifier_as_function: bool,
    /// ELF relocation for `.short sym`.
    pub data_reloc16: Option<u32>,
    /// ELF relocation for `.long sym`.
    pub data_reloc32: Option<u32>,
    /// ELF relocation for `.quad sym`.
    pub data_reloc64: Option<u32>,
    /// ELF relocations for 2-, 4- and 8-byte `sym - .`.
    pub data_pcrel: [Option<u32>; 3],
    /// Alignment of `.text` in a new object.
    pub text_alignment: u32,
    /// Code padding for alignment directives.
    pub nop_bytes: Vec<u8>,
    /// The fill value that pads code with nops (`TextAlignFillValue`).
    pub text_align_fill: u8,
    /// Nops of every length for code padding (NopSequences, MaxNopLength,
    /// NopPrefix); empty sequences when the target has only `nop_bytes`.
    pub nop_fill: NopFill,
    /// Width of a pointer (the type of addresses in patterns).
    pub pointer_bits: i64,
    /// Whether a padding not a multiple of `nop_bytes` starts with zeros.
    pub nop_pad_starts_with_zeros: bool,
    /// A code padding not a multiple of the nop ends with zeros.
    pub nop_pad_ends_with_zeros: bool,
    /// The target's own data directives: (name, size in bytes).
    pub data_directives: Vec<(String, u8)>,
    /// Relocations of variable-length instructions' fixups: (fixup kind,
    /// relocation operator or "", ELF type).
    pub fixup_relocations: Vec<(String, String, u32)>,
    /// Words before an instruction that change its encoding.
    pub asm_prefixes: Vec<AsmPrefix>,
    /// Whether relocations carry their addend (ELF RELA).
    pub relocations_with_addend: bool,
    /// Whether relocations name local symbols themselves.
    pub relocate_with_symbols: bool,
    /// Mapping symbols for code and data (empty: none).
    pub mapping_symbols: (String, String),
    /// Stack maps and patch points.
    pub stack_maps: StackMapInfo,
    /// The decoder namespaces the disassembler reads, in order of
    /// preference between equal encodings.
    pub decoder_namespaces: Vec<String>,
    /// Instructions longer than this are words of this size (0: one unit).
    pub instruction_word_bytes: u8,
    /// The boundary a long instruction may not cross in objects (0: none).
    pub long_instruction_boundary: u32,
    /// The directive that sets the ELF header's flags (empty: none).
    pub elf_flags_directive: String,
    /// Assembly variants other than the first (x86's Intel syntax), in
    /// variant order from 1.
    pub asm_variants: Vec<AsmVariant>,
    /// The name of every assembly writer, variant 0's first (`AsmVariantName`
    /// gives one).
    pub asm_variant_names: Vec<String>,
}

/// The Target's stack map facts: StackMaps, PatchNops, ShadowNopsAtPoint
/// and PatchPointCall.
#[derive(Clone, Debug, Default)]
pub struct StackMapInfo {
    /// Whether the target has stack maps.
    pub supported: bool,
    /// The nop of n bytes at n - 1 (empty: the target's nop bytes).
    pub nops: Vec<Vec<u8>>,
    /// Whether a shadow's nops go at its point rather than after the code.
    pub nops_at_point: bool,
    /// A patch point's call sequence, as assembly lines with placeholders.
    pub call: Vec<String>,
}

/// An assembly variant other than the first (an `AsmWriter` of the
/// Target's `AssemblyWriters`).
#[derive(Clone, Debug, Default)]
pub struct AsmVariant {
    /// Its name (`intel`).
    pub name: String,
    /// Printed before register names.
    pub register_prefix: String,
    /// Printed before immediates.
    pub immediate_prefix: String,
    /// Strings without `|` give this variant's text with the operands in
    /// reverse order.
    pub reverse_operands: bool,
    /// Variant 0's register prefix, which derived text drops.
    pub first_register_prefix: String,
    /// The first variant's prefix of immediates, which this one drops
    /// before literal numbers when it reverses the operands.
    pub first_immediate_prefix: String,
    /// Mnemonics whose unsized memory operand is pointer-sized.
    pub pointer_sized_mnemonics: Vec<String>,
    /// Read beside variant 0, without a directive.
    pub read_beside: bool,
    /// An operand that fits no form is reported at the statement.
    pub mismatch_at_statement: bool,
}

/// A register.
#[derive(Debug)]
pub struct Register {
    /// Record name.
    pub name: String,
    /// Assembly spelling.
    pub asm_name: String,
    /// Other accepted spellings.
    pub alt_names: Vec<String>,
    /// Number placed in instruction fields.
    pub hw_encoding: u16,
    /// DWARF numbers.
    pub dwarf_numbers: Vec<i64>,
    /// Direct sub-registers.
    pub sub_regs: Vec<RegId>,
    /// Names of the sub-register indices, parallel to `sub_regs`.
    pub sub_reg_indices: Vec<String>,
    /// Declared aliases (overlapping registers).
    pub aliases: Vec<RegId>,
    /// Where it was defined.
    pub span: Span,
}

/// A register class.
#[derive(Debug)]
pub struct RegClass {
    /// Record name.
    pub name: String,
    /// Members in allocation order.
    pub members: Vec<RegId>,
    /// Names of the value types it holds.
    pub value_types: Vec<String>,
    /// Where it was defined.
    pub span: Span,
}

/// What an operand slot holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OperandRef {
    /// A register of a class.
    RegClass(RegClassId),
    /// An `Operand` or `RegisterOperand` record.
    Operand(OperandTypeId),
}

/// How an operand is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OperandCategory {
    /// A constant.
    Immediate,
    /// A register (a `RegisterOperand`).
    Register,
    /// An address made of sub-operands.
    Memory,
    /// A PC-relative target.
    PcRel,
}

/// How the assembler recognises an operand.
#[derive(Clone, Debug)]
pub struct MatchClass {
    /// Class name.
    pub name: String,
    /// Smallest accepted immediate.
    pub min: i64,
    /// Largest accepted immediate.
    pub max: i64,
    /// Whether a symbol is accepted.
    pub allow_symbol: bool,
    /// Rust function parsing the operand; empty for the generic parser.
    pub parser_method: String,
    /// Message when the operand does not fit.
    pub diagnostic: String,
    /// How many classes lie above it through SuperClasses (the assembler
    /// tries the more specific forms first).
    pub depth: u32,
}

/// An `Operand` or `RegisterOperand` record.
#[derive(Debug)]
pub struct OperandType {
    /// Record name.
    pub name: String,
    /// Width of the value type in bits (0 when unknown).
    pub value_bits: u32,
    /// Category.
    pub category: OperandCategory,
    /// For a `RegisterOperand`, its class.
    pub reg_class: Option<RegClassId>,
    /// Rust function printing it; empty for the generic printer.
    pub print_method: String,
    /// Rust function encoding it; empty when the value is used as is.
    pub encoder_method: String,
    /// Its `EncodedValue` of `$value` (empty: none).
    pub encoded_value: Vec<tdc_schema::expand::Value>,
    /// Rust function reading it back from its bits (the disassembler's
    /// inverse of the encoder); empty for the generic reading.
    pub decoder_method: String,
    /// Whether the disassembler sign-extends it (`DecodeSigned`); `None`:
    /// decided from its range and value type.
    pub decode_signed: Option<bool>,
    /// Whether the disassembler reads values outside its assembler range
    /// (`DecodeOutOfRange`).
    pub decode_out_of_range: bool,
    /// Rust function deciding whether an alias may print it; empty: always.
    pub print_predicate: String,
    /// Rust function drawing a random valid operand; empty: the generic one.
    pub sample_method: String,
    /// Rust function drawing an operand the assembler must reject; empty:
    /// only the generic ones.
    pub invalid_sample_method: String,
    /// How the assembler recognises it.
    pub match_class: MatchClass,
    /// Sub-operands (empty for a single-slot operand).
    pub sub_operands: Vec<SubOperand>,
    /// PC-relative adjustment: field = (target - (pc + offset)) >> shift.
    pub pcrel_offset: i64,
    /// PC-relative scale.
    pub pcrel_shift: u32,
    /// The value is a multiple of 2^scale; fields hold value >> scale.
    pub scale: u32,
    /// The encoding takes only part of the value, on purpose
    /// (`PartlyEncoded`).
    pub partly_encoded: bool,
    /// The operand carries nothing the encoding needs (`NotEncoded`).
    pub not_encoded: bool,
    /// ELF relocation when the operand refers to an unresolved symbol.
    pub reloc_type: Option<u32>,
    /// Whether a symbol always gets a relocation, even a label of the same section.
    pub always_relocate: bool,
    /// Relocation operators accepted with a symbol.
    pub reloc_modifiers: Vec<RelocModifier>,
    /// Instruction bits set when the operand names a symbol.
    pub symbol_inst_bits: u64,
    /// A relocation names the unit of this many bytes holding the field
    /// (0: the instruction).
    pub reloc_unit_bytes: u8,
    /// How a listing shows a symbol in it (`FixupKinds`).
    pub fixup_kinds: Vec<FixupKind>,
    /// Bytes it takes after the opcode in a variable-length encoding, when
    /// not the size of its type.
    pub encoded_bytes: Option<u8>,
    /// Where a variable-length encoding puts it outside ModRM (the
    /// prelude's `EvexOpmaskOperand`, `EvexRoundingOperand`).
    pub evex_role: Option<EvexRole>,
    /// Integers its Rust fragments read (`FragmentArgs`).
    pub fragment_args: Vec<i64>,
    /// The element size in bits of a vector register operand written with
    /// an arrangement (`ElementBits`; 0: none).
    pub element_bits: u32,
    /// The set of named values its fragments look names up in (`NamedValues`).
    pub named_values: String,
    /// Where it was defined.
    pub span: Span,
}

/// An EVEX field an operand fills (see [`OperandType::evex_role`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EvexRole {
    /// The opmask register, in EVEX.aaa.
    Opmask,
    /// Rounding control, in EVEX.L'L with EVEX.b.
    Rounding,
    /// APX's default flags value, in EVEX.vvvv.
    Flags,
}

/// One part of a multi-slot operand.
#[derive(Debug)]
pub struct SubOperand {
    /// Its name in `MIOperandInfo`.
    pub name: String,
    /// What it holds.
    pub ty: OperandRef,
}

/// A relocation operator an operand accepts with a symbol.
#[derive(Clone, Debug, PartialEq)]
pub struct RelocModifier {
    /// Its name (`lo12`, `GOTPCREL`).
    pub name: String,
    /// The ELF relocation it asks for.
    pub reloc: u32,
    /// The relocation names a local symbol itself, not its section.
    pub with_symbol: bool,
    /// The symbol it names is thread-local (STT_TLS).
    pub thread_local: bool,
    /// Its `Resolve` value of `$distance` (empty: none).
    pub resolve: Vec<tdc_schema::expand::Value>,
    /// Its `DistanceOf` ("" for none).
    pub distance_of: String,
}

/// A fixup kind of llvm-mc's listings, for a symbol in an operand.
#[derive(Clone, Debug, PartialEq)]
pub struct FixupKind {
    /// Its name (`fixup_aarch64_pcrel_call26`).
    pub name: String,
    /// The relocation operator it is for ("": a plain symbol and any
    /// operator without its own).
    pub modifier: String,
    /// The bits it covers from the fixup's first byte, in the target's
    /// byte order: (first, count); none: the operand's fields.
    pub bits: Option<(u16, u16)>,
}

/// One operand of an instruction as written in its operand lists.
#[derive(Debug)]
pub struct InstOperand {
    /// Name (`$dst` without the dollar).
    pub name: String,
    /// Its type.
    pub ty: OperandRef,
    /// Whether it is in `OutOperandList`.
    pub is_output: bool,
    /// Index of its first MCInst slot.
    pub first_slot: u32,
    /// What each of its slots holds.
    pub slots: Vec<OperandRef>,
    /// The operand it is tied to (an output), if any.
    pub tied_to: Option<u32>,
    /// Where it was written.
    pub span: Span,
}

/// One piece of an assembly string (for one variant).
#[derive(Clone, Debug, PartialEq)]
pub enum AsmPiece {
    /// Literal text.
    Text(String),
    /// An operand, with an optional printer modifier.
    Operand {
        /// Index into the instruction's (or alias's) operands.
        operand: u32,
        /// `${op:modifier}`.
        modifier: Option<String>,
    },
}

/// Where each bit of an instruction's encoding comes from.
#[derive(Clone, Debug, PartialEq)]
pub struct Encoding {
    /// Width in bits.
    pub bits: u32,
    /// The fixed bits.
    pub fixed_value: u128,
    /// Which bits are fixed.
    pub fixed_mask: u128,
    /// Bits the disassembler does not read (`DecodeIgnore`): fixed bits
    /// it does not check, operand bits it reads as zero.
    pub decode_ignore: u128,
    /// Operand bits, in runs.
    pub fields: Vec<FieldPlacement>,
}

/// A run of operand bits placed in the encoding.
#[derive(Clone, Debug, PartialEq)]
pub struct FieldPlacement {
    /// The operand.
    pub operand: u32,
    /// For a multi-slot operand, which sub-operand (else the whole operand).
    pub sub_operand: Option<u32>,
    /// First bit of the operand value.
    pub operand_bit: u32,
    /// First bit of the encoding.
    pub inst_bit: u32,
    /// Number of bits.
    pub width: u32,
}

/// Boolean properties of an instruction.
#[derive(Clone, Debug, Default, PartialEq)]
#[allow(missing_docs)] // named after the Instruction fields
pub struct InstFlags {
    pub may_load: bool,
    pub may_store: bool,
    pub is_branch: bool,
    pub is_indirect_branch: bool,
    pub is_call: bool,
    pub is_return: bool,
    pub is_terminator: bool,
    pub is_barrier: bool,
    pub is_commutable: bool,
    pub is_move_imm: bool,
    pub is_move_reg: bool,
    pub is_compare: bool,
    pub has_side_effects: bool,
    pub is_pseudo: bool,
    pub is_codegen_only: bool,
    pub is_asm_parser_only: bool,
    pub is_prefix: bool,
    pub is_prefixable: bool,
    pub is_prefix_exempt: bool,
    /// The element size in bits of operand 0 (its type's `ElementBits`).
    pub element_bits: u32,
}

/// An instruction.
#[derive(Debug)]
pub struct Instruction {
    /// Record name.
    pub name: String,
    /// Operands: outputs, then inputs.
    pub operands: Vec<InstOperand>,
    /// MCInst slots whose registers must not overlap (`DistinctRegisters`),
    /// with the message when they do.
    pub distinct: Vec<(u32, u32, String)>,
    /// Number of MCInst slots.
    pub num_slots: u32,
    /// The assembly string as written.
    pub asm_string: String,
    /// The assembly syntax (first variant).
    pub asm: Vec<AsmPiece>,
    /// Its syntax in the other variants, from variant 1.
    pub variant_asm: Vec<Vec<AsmPiece>>,
    /// The listing remark (`AsmComment`), in the same pieces; empty when none.
    pub comment: Vec<AsmPiece>,
    /// The encoding, when the instruction has one.
    pub encoding: Option<Encoding>,
    /// Its variable-length encoding (`ModRMEncoded`).
    pub modrm: Option<modrm::ModRmEncoding>,
    /// Size in bytes (0 when variable).
    pub size: u32,
    /// Properties.
    pub flags: InstFlags,
    /// Implicitly written registers.
    pub defs: Vec<RegId>,
    /// Implicitly read registers.
    pub uses: Vec<RegId>,
    /// Names of the predicates that must hold.
    pub predicates: Vec<String>,
    /// The one assembly variant that reads it (`AsmVariantName`), or None
    /// for all; every variant prints it.
    pub read_only_in: Option<u8>,
    /// Decoder namespace.
    pub decoder_namespace: String,
    /// Where the disassembler ranks it among instructions whose encodings
    /// overlap (`DecoderPriority`, higher first).
    pub decoder_priority: i64,
    /// Decoded although code-generator-only (`ForceDisassemble`).
    pub force_disassemble: bool,
    /// The disassembler takes any ModRM.reg (`IgnoresModRMReg`).
    pub ignores_modrm_reg: bool,
    /// Selects "no mandatory prefix" (`ExplicitNoPrefix`): the decoder does
    /// not take it under a prefix that selects another instruction.
    pub explicit_no_prefix: bool,
    /// Its implicit memory address has no address size in its text
    /// (`ImplicitAddress`).
    pub implicit_address: bool,
    /// The disassembler takes any ModRM.rm in the ModRM byte that ends its
    /// opcode (`IgnoresModRMRm`).
    pub ignores_modrm_rm: bool,
    /// Its implicit memory operand has no segment in its text
    /// (`ImplicitSegment`).
    pub implicit_segment: bool,
    /// The processor ignores VEX.L (`VexLIG`).
    pub vex_l_ignored: bool,
    /// The processor ignores VEX.W (`VexWIG`).
    pub vex_w_ignored: bool,
    /// The processor does not look at its legacy prefixes
    /// (`PrefixesIgnored`).
    pub prefixes_ignored: bool,
    /// Only 64-bit mode has it (`Only64BitMode`).
    pub only_64bit_mode: bool,
    /// A repeat prefix's byte read as a lock-elision hint
    /// (`LockElisionHint`).
    pub lock_elision_hint: bool,
    /// For a fixed-width instruction, the one its `RelaxedForm` names (an
    /// index into the instructions), once resolved.
    pub relaxed: Option<u32>,
    /// Where it was defined.
    pub span: Span,
}

/// An operand of an alias's result.
#[derive(Clone, Debug, PartialEq)]
pub enum AliasResult {
    /// Filled from the alias operand with this index.
    Operand(u32),
    /// A fixed register.
    Register(RegId),
    /// A fixed immediate.
    Immediate(i64),
}

/// An operand the alias syntax names.
#[derive(Debug)]
pub struct AliasOperand {
    /// Name.
    pub name: String,
    /// Its type.
    pub ty: OperandRef,
}

/// An `InstAlias`.
#[derive(Debug)]
pub struct InstAlias {
    /// Record name.
    pub name: String,
    /// The alias syntax (first variant), operands indexing `operands`.
    pub asm: Vec<AsmPiece>,
    /// Its syntax in the other variants, from variant 1.
    pub variant_asm: Vec<Vec<AsmPiece>>,
    /// Operands named by the syntax.
    pub operands: Vec<AliasOperand>,
    /// The instruction it stands for.
    pub result: InstId,
    /// One entry per MCInst slot of the result.
    pub result_slots: Vec<AliasResult>,
    /// Printing priority; 0 means parse only.
    pub emit_priority: i64,
    /// Names of the predicates that must hold (its own Predicates).
    pub predicates: Vec<String>,
    /// The one assembly variant that reads it (`AsmVariantName`), or None
    /// for all.
    pub read_only_in: Option<u8>,
    /// Where it was defined.
    pub span: Span,
}

/// A `MnemonicAlias`.
#[derive(Debug)]
pub struct MnemonicAlias {
    /// Accepted mnemonic.
    pub from: String,
    /// Mnemonic it stands for.
    pub to: String,
    /// The one assembly variant that reads it (`AsmVariantName`), or None
    /// for all.
    pub read_only_in: Option<u8>,
}

/// The target model's diagnostics for records that describe a target
/// (some def derives from `Target`); nothing for other files.
pub fn check(kp: &RecordKeeper, db: &SourceDb) -> Vec<Diagnostic> {
    checked_model(kp, db).1
}

/// The target model of a description built on the prelude (`None` for
/// other records, or when the model has errors), and what [`check`]
/// reports: for an editor, which shows both.
pub fn checked_model(kp: &RecordKeeper, db: &SourceDb) -> (Option<TargetModel>, Vec<Diagnostic>) {
    let (model, diags, _) = checked_model_with_inputs(kp, db);
    (model, diags)
}

/// [`checked_model`], and what it was built from: an editor keeps the
/// model and the diagnostics while [`ModelInputs::unchanged_in`] holds.
pub fn checked_model_with_inputs(
    kp: &RecordKeeper,
    db: &SourceDb,
) -> (Option<TargetModel>, Vec<Diagnostic>, ModelInputs) {
    let mut r = Reader::new(kp, db);
    let target_class = r.class_named("Target");
    let describes = !r.defs_of("Target").is_empty();
    if !describes || !target_class.is_some_and(|t| class_is_the_preludes(kp.record(t))) {
        return (None, Vec::new(), r.inputs());
    }
    let (model, diags) = match build_with(&mut r) {
        Ok(mut model) => {
            let warnings = std::mem::take(&mut model.warnings);
            (Some(model), warnings)
        }
        Err(diags) => (None, diags),
    };
    (model, diags, r.inputs())
}

/// Whether `kp` defines a target (a def of class `Target`).
pub fn describes_target(kp: &RecordKeeper) -> bool {
    kp.class("Target").is_some_and(|t| kp.defs.values().any(|&d| kp.record(d).is_subclass_of(t)))
}

/// Whether `kp` is built on tdc's prelude (`tdc.td`): its `Target` class
/// has the fields only the prelude declares. LLVM's own descriptions have a
/// `Target` class too, with register-class set operators and predicates
/// that tdc's model does not take; [`check`] leaves them alone rather than
/// report what llvm-tblgen accepts.
pub fn is_built_on_prelude(kp: &RecordKeeper) -> bool {
    kp.class("Target").is_some_and(|t| class_is_the_preludes(kp.record(t)))
}

/// Whether a `Target` class is the prelude's (see [`is_built_on_prelude`]).
fn class_is_the_preludes(target: &Record) -> bool {
    target.field("ElfMachine").is_some() && target.field("Endianness").is_some()
}

/// Extracts and validates the target described by `kp`.
pub fn build(kp: &RecordKeeper, db: &SourceDb) -> Result<TargetModel, Vec<Diagnostic>> {
    build_with(&mut Reader::new(kp, db))
}

fn build_with(r: &mut Reader) -> Result<TargetModel, Vec<Diagnostic>> {
    let t = std::time::Instant::now();
    let target = find_target(r);
    let target_record = r.defs_of("Target").first().copied();
    let features = features::features(r, target_record);
    let named_values = named_values::named_values(r);
    let registers = registers::registers(r);
    let reg_classes = registers::reg_classes(r, &registers);
    if !r.diags.is_empty() {
        return Err(std::mem::take(&mut r.diags));
    }
    let mut operand_types = operands::OperandTypes::new(&reg_classes);
    let variants = target.as_ref().map(|t| t.asm_variants.clone()).unwrap_or_default();
    let names = target.as_ref().map(|t| t.asm_variant_names.clone()).unwrap_or_default();
    crate::phase_time("target: registers", t);
    let t = std::time::Instant::now();
    let mut instructions = instructions::instructions(r, &registers, &mut operand_types, (&variants, &names));
    crate::phase_time("target: instructions", t);
    let t = std::time::Instant::now();
    modrm::resolve_relaxed_forms(r, &mut instructions);
    relaxation::resolve_fixed_width(r, &mut instructions);
    encoding::check_conflicts(r, &instructions);
    if let Some(t) = &target {
        decoding::check_overlaps(r, &instructions, &t.decoder_namespaces, (t.little_endian, t.instruction_word_bytes));
    }
    crate::phase_time("target: conflicts", t);
    let t = std::time::Instant::now();
    let inst_aliases =
        aliases::inst_aliases(r, &registers, &reg_classes, &instructions, &mut operand_types, (&variants, &names));
    let mnemonic_aliases = aliases::mnemonic_aliases(r, &names);
    let expansions = expansions::expansions(r, &instructions, &registers, &operand_types);
    crate::phase_time("target: aliases", t);
    let t = std::time::Instant::now();
    let (Some(target), true) = (target, r.diags.is_empty()) else { return Err(std::mem::take(&mut r.diags)) };
    let operand_types = operand_types.into_vec();
    for t in operand_types.iter().filter(|t| !t.named_values.is_empty()) {
        if !named_values.contains_key(&t.named_values) {
            let msg = format!("no NamedValue has the set '{}' that operand '{}' names", t.named_values, t.name);
            r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(t.span, "defined here"));
        }
    }
    let calling_conv = calling_conv::calling_conv(r, &registers, &reg_classes);
    let never_allocated: Vec<RegId> = calling_conv
        .as_ref()
        .map(|cc| cc.stack_pointer.iter().chain(&cc.reserved).copied().collect())
        .unwrap_or_default();
    let (patterns, pattern_types) = patterns::patterns(
        r,
        &registers,
        &reg_classes,
        &instructions,
        &operand_types,
        target.pointer_bits,
        &never_allocated,
    );
    crate::phase_time("target: patterns", t);
    if !r.diags.is_empty() {
        let mut all = std::mem::take(&mut r.diags);
        all.append(&mut r.warnings);
        return Err(all);
    }
    Ok(TargetModel {
        target,
        registers,
        reg_classes,
        operand_types,
        instructions,
        inst_aliases,
        mnemonic_aliases,
        expansions,
        patterns,
        pattern_types,
        calling_conv,
        features,
        named_values,
        warnings: std::mem::take(&mut r.warnings),
    })
}

/// A word before an instruction that changes its encoding (the prelude's
/// AsmPrefix).
#[derive(Clone, Debug, PartialEq)]
pub struct AsmPrefix {
    /// As written (`lock`, `{disp32}`).
    pub name: String,
    /// Another spelling glued to the mnemonic (`.d32`), or empty.
    pub mnemonic_suffix: String,
    /// The byte it adds, if any.
    pub byte: Option<u8>,
    /// The byte goes after 0x66 rather than before 0x67.
    pub after_operand_size: bool,
    /// What it asks of the encoder (see the prelude).
    pub hints: u8,
    /// How it prints before the instruction.
    pub print: String,
}

/// The Target's AsmPrefixes, checked.
fn asm_prefixes(r: &mut Reader, id: RecordId) -> Vec<AsmPrefix> {
    let mut out = Vec::new();
    for (d, span) in r.def_list(id, "AsmPrefixes") {
        let name = r.string_or_empty(d, "Name");
        let byte = r.int_or(d, "Byte", -1);
        let hints = r.int_or(d, "Hints", 0);
        if name.is_empty() || !(-1..=255).contains(&byte) || !(0..128).contains(&hints) {
            let msg = "an assembler prefix needs a name, a Byte of -1 to 255 and Hints of 0 to 127";
            r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(span, "here"));
            continue;
        }
        out.push(AsmPrefix {
            name,
            mnemonic_suffix: r.string_or_empty(d, "MnemonicSuffix"),
            byte: u8::try_from(byte).ok(),
            after_operand_size: r.flag(d, "AfterOperandSize"),
            hints: hints as u8,
            print: r.string_or_empty(d, "Print"),
        });
    }
    out
}

/// Nops of many lengths for code padding.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NopFill {
    /// The nop of n bytes at n - 1.
    pub sequences: Vec<Vec<u8>>,
    /// Longest piece of padding.
    pub max_length: u8,
    /// Byte repeated before the longest sequence to reach `max_length`.
    pub prefix: u8,
}

/// The Target's NopSequences, MaxNopLength and NopPrefix, checked: the
/// n-th sequence is n bytes, and pieces longer than the longest sequence
/// need a prefix.
fn nop_fill(r: &mut Reader, id: RecordId) -> NopFill {
    let mut fill = NopFill::default();
    for (i, (d, span)) in r.def_list(id, "NopSequences").into_iter().enumerate() {
        let bytes = r.int_list(d, "Bytes");
        if bytes.len() != i + 1 || bytes.iter().any(|b| !(0..=255).contains(b)) {
            let msg = format!("NopSequences[{i}] must be the nop of {} byte{}", i + 1, if i == 0 { "" } else { "s" });
            let label = if bytes.len() == i + 1 {
                "a value here is not a byte".to_string()
            } else {
                format!("{} bytes", bytes.len())
            };
            r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(span, label));
        }
        fill.sequences.push(bytes.into_iter().map(|b| b as u8).collect());
    }
    let max = r.int_or(id, "MaxNopLength", 0);
    let prefix = r.int_or(id, "NopPrefix", -1);
    let longest = fill.sequences.len() as i64;
    if longest > 0 && (max < longest || max > 255 || max > longest && !(0..=255).contains(&prefix)) {
        let msg = "MaxNopLength must be at least the longest NopSequence (and at most 255), and a NopPrefix byte must make up the difference";
        r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(r.field_span(id, "MaxNopLength"), "here"));
    }
    fill.max_length = max.clamp(0, 255) as u8;
    fill.prefix = prefix.clamp(0, 255) as u8;
    fill
}

/// The Target's `AssemblyWriters` past variant 0, which must be numbered
/// 0, 1, 2... in the list's order.
fn asm_variants(r: &mut Reader, id: RecordId) -> Vec<AsmVariant> {
    let mut variants = Vec::new();
    for (i, (w, span)) in r.def_list(id, "AssemblyWriters").into_iter().enumerate() {
        if r.int_or(w, "Variant", 0) != i as i64 {
            let msg =
                format!("AssemblyWriters[{i}] must have Variant = {i}: variants are numbered in the list's order");
            r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(span, "this writer"));
            continue;
        }
        if i == 0 {
            continue;
        }
        variants.push(AsmVariant {
            name: r.string_or_empty(w, "Name"),
            register_prefix: r.string_or_empty(w, "RegisterPrefix"),
            immediate_prefix: r.string_or_empty(w, "ImmediatePrefix"),
            reverse_operands: r.flag(w, "ReverseOperands"),
            first_register_prefix: r.string_or_empty(id, "RegisterPrefix"),
            first_immediate_prefix: r.string_or_empty(id, "ImmediatePrefix"),
            pointer_sized_mnemonics: r.string_list(w, "PointerSizedMnemonics"),
            read_beside: r.flag(w, "ReadBesideFirst"),
            mismatch_at_statement: r.flag(w, "MismatchAtStatement"),
        });
    }
    variants
}

fn find_target(r: &mut Reader) -> Option<TargetInfo> {
    let targets = r.defs_of("Target");
    let Some(&id) = targets.first() else {
        r.error(
            Diagnostic::error(codes::TARGET_RECORD, "no record derives from class 'Target'")
                .with_help("add `def MyTarget : Target;` describing the target"),
        );
        return None;
    };
    if let Some(&other) = targets.get(1) {
        let d = Diagnostic::error(codes::TARGET_RECORD, "more than one record derives from class 'Target'")
            .at(r.loc(other), "second target")
            .with_label(r.loc(id), "first target");
        r.error(d);
        return None;
    }
    let endianness = r.string_or_empty(id, "Endianness");
    if !matches!(endianness.as_str(), "" | "little" | "big") {
        let span = r.field_span(id, "Endianness");
        r.error(Diagnostic::error(codes::BAD_FIELD, "Endianness must be \"little\" or \"big\"").at(span, "here"));
    }
    let nop_bytes = r.int_list(id, "NopBytes");
    if nop_bytes.iter().any(|b| !(0..=255).contains(b)) {
        let span = r.field_span(id, "NopBytes");
        r.error(Diagnostic::error(codes::BAD_FIELD, "NopBytes must be bytes (0 to 255)").at(span, "here"));
    }
    let nop_fill = nop_fill(r, id);
    let asm_prefixes = asm_prefixes(r, id);
    let mut data_directives = Vec::new();
    for (d, span) in r.def_list(id, "DataDirectives") {
        let name = r.string_or_empty(d, "Name");
        let size = r.int_or(d, "Size", 0);
        if !name.starts_with('.') || ![1, 2, 4, 8].contains(&size) {
            let msg = "a data directive is a name starting with '.' and a size of 1, 2, 4 or 8 bytes";
            r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(span, "here"));
        }
        data_directives.push((name, size as u8));
    }
    let mut fixup_relocations = Vec::new();
    for (d, span) in r.def_list(id, "FixupRelocations") {
        let (kind, modifier) = (r.string_or_empty(d, "Kind"), r.string_or_empty(d, "Modifier"));
        let msg = "a fixup relocation names a fixup kind and a relocation type of 0 or more";
        match u32::try_from(r.int_or(d, "RelocType", -1)) {
            Ok(reloc) if !kind.is_empty() => fixup_relocations.push((kind, modifier, reloc)),
            Ok(_) => r.error(
                Diagnostic::error(codes::BAD_FIELD, msg)
                    .at(r.field_span(d, "Kind"), "no fixup kind")
                    .with_label(span, "in this entry"),
            ),
            Err(_) => r.error(
                Diagnostic::error(codes::BAD_FIELD, msg)
                    .at(r.field_span(d, "RelocType"), "not a relocation type")
                    .with_label(span, "in this entry"),
            ),
        }
    }
    let mapping_symbols = (r.string_or_empty(id, "CodeMappingSymbol"), r.string_or_empty(id, "DataMappingSymbol"));
    if mapping_symbols.0.is_empty() != mapping_symbols.1.is_empty() {
        let span =
            r.field_span(id, if mapping_symbols.0.is_empty() { "DataMappingSymbol" } else { "CodeMappingSymbol" });
        let msg = "CodeMappingSymbol and DataMappingSymbol are set together or not at all";
        r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(span, "only this one is set"));
    }
    let reloc = |n: i64| u32::try_from(n).ok();
    Some(TargetInfo {
        name: r.name(id),
        elf_machine: r.int_in(id, "ElfMachine", 0, 0..=0xffff) as u16,
        little_endian: endianness != "big",
        comment_strings: r.string_list(id, "CommentStrings"),
        line_comment_strings: r.string_list(id, "LineCommentStrings"),
        mnemonic_suffixes: r.string_list(id, "MnemonicSuffixes"),
        size_suffixes: r.string_list(id, "SizeSuffixes"),
        size_suffixes_not_with: r.def_list(id, "SizeSuffixesNotWith").into_iter().map(|(d, _)| r.name(d)).collect(),
        record_form_suffix: r.string_or_empty(id, "RecordFormSuffix"),
        unknown_mnemonic_message: r.string_or_empty(id, "UnknownMnemonicMessage"),
        suggest_mnemonics: r.flag(id, "SuggestMnemonics"),
        operand_ranges: r.flag(id, "OperandRanges"),
        too_few_operands_range: r.flag(id, "TooFewOperandsRange"),
        big_literal_message: r.string_or_empty(id, "BigLiteralMessage"),
        tied_operand_message: r.string_or_empty(id, "TiedOperandMessage"),
        prefix_messages: r.string_list(id, "PrefixMessages"),
        prefix_predicate_classes: r
            .def_list(id, "PrefixPredicateClasses")
            .into_iter()
            .map(|(d, _)| r.name(d))
            .collect(),
        immediate_prefix: r.string_or_empty(id, "ImmediatePrefix"),
        immediate_prefix_required: r.flag(id, "ImmediatePrefixRequired"),
        register_prefix: r.string_or_empty(id, "RegisterPrefix"),
        case_insensitive: r.flag(id, "CaseInsensitiveAsm"),
        reloc_modifier_after_symbol: r.flag(id, "RelocModifierAfterSymbol"),
        reloc_modifier_as_function: r.flag(id, "RelocModifierAsFunction"),
        data_reloc16: reloc(r.int_or(id, "DataReloc16", -1)),
        data_reloc32: reloc(r.int_or(id, "DataReloc32", -1)),
        data_reloc64: reloc(r.int_or(id, "DataReloc64", -1)),
        data_pcrel: ["DataPCRel16", "DataPCRel32", "DataPCRel64"].map(|f| reloc(r.int_or(id, f, -1))),
        text_alignment: r.int_in(id, "TextAlignment", 4, 1..=1 << 16) as u32,
        nop_bytes: nop_bytes.into_iter().map(|b| b as u8).collect(),
        nop_fill,
        text_align_fill: r.int_in(id, "TextAlignFillValue", 0, 0..=255) as u8,
        pointer_bits: r.int_or(id, "PointerBits", 64),
        nop_pad_starts_with_zeros: r.flag(id, "NopPadStartsWithZeros"),
        nop_pad_ends_with_zeros: r.flag(id, "NopPadEndsWithZeros"),
        data_directives,
        fixup_relocations,
        asm_prefixes,
        relocations_with_addend: r.flag(id, "RelocationsWithAddend"),
        relocate_with_symbols: r.flag(id, "RelocateWithSymbols"),
        mapping_symbols,
        stack_maps: stack_map_info(r, id),
        decoder_namespaces: r.string_list(id, "DecoderNamespaces"),
        instruction_word_bytes: r.int_in(id, "InstructionWordBytes", 0, 0..=16) as u8,
        long_instruction_boundary: r.int_in(id, "LongInstructionBoundary", 0, 0..=1 << 16) as u32,
        elf_flags_directive: r.string_or_empty(id, "ElfFlagsDirective"),
        asm_variants: asm_variants(r, id),
        asm_variant_names: r
            .def_list(id, "AssemblyWriters")
            .into_iter()
            .map(|(w, _)| r.string_or_empty(w, "Name"))
            .collect(),
    })
}

/// The Target's stack map fields, checked: PatchNops[i] is the nop of i+1
/// bytes, and PatchPointCall's placeholders are well formed.
fn stack_map_info(r: &mut Reader, id: RecordId) -> StackMapInfo {
    let mut info = StackMapInfo {
        supported: r.flag(id, "StackMaps"),
        nops_at_point: r.flag(id, "ShadowNopsAtPoint"),
        ..StackMapInfo::default()
    };
    for (i, (d, span)) in r.def_list(id, "PatchNops").into_iter().enumerate() {
        let bytes = r.int_list(d, "Bytes");
        if bytes.len() != i + 1 || bytes.iter().any(|b| !(0..=255).contains(b)) {
            let msg = format!("PatchNops[{i}] must be the nop of {} byte{}", i + 1, if i == 0 { "" } else { "s" });
            let label = if bytes.len() == i + 1 {
                "a value here is not a byte".to_string()
            } else {
                format!("{} bytes", bytes.len())
            };
            r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(span, label));
        }
        info.nops.push(bytes.into_iter().map(|b| b as u8).collect());
    }
    info.call = r.string_list(id, "PatchPointCall");
    for line in &info.call {
        if let Some(bad) = bad_call_placeholder(line) {
            let msg = format!("PatchPointCall: `{bad}` is not a placeholder (`{{target}}`, `{{target:S:N}}` or `{{starget:S:N}}` with S + N <= 64)");
            r.error(Diagnostic::error(codes::BAD_FIELD, msg).at(r.field_span(id, "PatchPointCall"), "in this list"));
        }
    }
    info
}

/// The first malformed `{...}` placeholder of a PatchPointCall line.
fn bad_call_placeholder(line: &str) -> Option<String> {
    let mut rest = line;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}') else { return Some(rest[open..].to_string()) };
        let inner = &rest[open + 1..open + close];
        let mut parts = inner.split(':');
        let ok = match (parts.next(), parts.next(), parts.next(), parts.next()) {
            (Some("target"), None, _, _) => true,
            (Some("target" | "starget"), Some(s), Some(n), None) => match (s.parse::<u32>(), n.parse::<u32>()) {
                (Ok(s), Ok(n)) => n > 0 && s + n <= 64,
                _ => false,
            },
            _ => false,
        };
        if !ok {
            return Some(rest[open..=open + close].to_string());
        }
        rest = &rest[open + close + 1..];
    }
    None
}
