//! The table types a target expands into (through `tdc::target!`): plain
//! `static` data that the encoder, printer and assembler interpret.

use super::inst::{MCInst, MCOperand};
use super::operand_parser::OperandParser;
use super::print::Printer;
use super::random::Random;
use super::AsmError;

/// Prints the operand of kind `kind` whose first slot is `slot`; `modifier` is the
/// `${op:modifier}` text (empty when none).
pub type PrintFn = fn(&Printer<'_>, &MCInst, slot: usize, kind: &OperandKind, modifier: &str, out: &mut String);

/// Parses one operand at the parser's position, pushing its slots.
pub type ParseFn = fn(&mut OperandParser<'_>, &'static OperandKind) -> Result<(), AsmError>;

/// Computes the field value of the operand of kind `kind` whose first slot
/// is `slot`.
pub type EncodeFn = fn(&TargetTables, kind: &OperandKind, &MCInst, slot: usize) -> u64;

/// Whether an alias may print an operand of kind `kind` with these slot
/// values.
pub type PrintPredicateFn = fn(&TargetTables, kind: &OperandKind, &[MCOperand]) -> bool;

/// Draws one random operand of kind `kind` that the printer prints and
/// the assembler accepts back (for [`OperandKind::invalid_sample`], one
/// that it rejects), pushing its slot values.
pub type SampleFn = fn(&TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>);

/// Everything a target's runtime needs.
#[derive(Debug)]
pub struct TargetTables {
    /// Target name.
    pub name: &'static str,
    /// ELF `e_machine`.
    pub elf_machine: u16,
    /// Whether instruction words are little-endian.
    pub little_endian: bool,
    /// How comments start.
    pub comment_strings: &'static [&'static str],
    /// Comment markers that count only as a line's first non-blank text.
    pub line_comment_strings: &'static [&'static str],
    /// Punctuation that, right after the mnemonic (even after spaces),
    /// belongs to it: PowerPC's branch hints `beq+`, `bdnz-`.
    pub mnemonic_suffixes: &'static [&'static str],
    /// Suffixes tried after a mnemonic that matches nothing as written.
    pub size_suffixes: &'static [&'static str],
    /// The record-form suffix of mnemonics (PowerPC's `.`), which an
    /// unknown mnemonic is reported at when the rest of it is known.
    pub record_form_suffix: &'static str,
    /// llvm-mc's message for an unknown mnemonic (empty: BPF's, which
    /// tells registers from other words).
    pub unknown_mnemonic_message: &'static str,
    /// Whether unknown mnemonics get "did you mean" suggestions.
    pub suggest_mnemonics: bool,
    /// llvm-mc's x86 placement of errors: an operand that fits no form at
    /// its start, underlined to its end, likewise an unknown mnemonic or
    /// register name; text after an operand other than a comma is
    /// "unexpected token in argument list".
    pub operand_ranges: bool,
    /// The error for an integer literal wider than 64 bits, whatever the
    /// instruction (empty: "unexpected token" where a number is expected).
    pub big_literal_message: &'static str,
    /// Printed before immediates; optional before them in assembly unless
    /// `immediate_prefix_required`.
    pub immediate_prefix: &'static str,
    /// Whether an immediate must be written with its prefix.
    pub immediate_prefix_required: bool,
    /// Printed before register names and required before them in assembly.
    pub register_prefix: &'static str,
    /// Whether registers and literal syntax ignore case.
    pub case_insensitive: bool,
    /// Relocation operators follow the symbol (`sym@PLT`) rather than
    /// precede it (`:lo12:sym`).
    pub reloc_modifier_after_symbol: bool,
    /// ELF relocation for `.short sym` (-1: none).
    pub data_reloc16: i32,
    /// ELF relocation for `.long sym` (-1: none).
    pub data_reloc32: i32,
    /// ELF relocation for `.quad sym` (-1: none).
    pub data_reloc64: i32,
    /// ELF relocations for a 2-, 4- and 8-byte `sym - .` (-1: none).
    pub data_pcrel: [i32; 3],
    /// Alignment of `.text` in a new object.
    pub text_alignment: u32,
    /// Code padding for alignment directives (empty: zeros).
    pub nop_bytes: &'static [u8],
    /// A `.p2align` fill value that pads code with nops all the same.
    pub text_align_fill: u8,
    /// Nops of every length for code padding (empty `sequences`: only
    /// `nop_bytes`).
    pub nop_fill: NopFill,
    /// Whether a code padding not a multiple of `nop_bytes` starts with
    /// zero bytes (otherwise it is an error).
    pub nop_pad_starts_with_zeros: bool,
    /// The target's own data directives: (name, size in bytes).
    pub data_directives: &'static [(&'static str, u8)],
    /// Relocations of variable-length instructions' fixups: (fixup kind,
    /// relocation operator or "", ELF type).
    pub fixup_relocations: &'static [(&'static str, &'static str, u32)],
    /// Words before an instruction that change its encoding (an MCInst's
    /// `prefixes` has bit i for the i-th).
    pub asm_prefixes: &'static [AsmPrefix],
    /// Whether relocations carry their addend (ELF RELA) rather than
    /// having it written in place (ELF REL).
    pub relocations_with_addend: bool,
    /// Mapping symbols (code, data) marking where each kind of contents
    /// starts in a section; empty strings when the target has none.
    pub mapping_symbols: (&'static str, &'static str),
    /// Stack maps and patch points (`.stackmap`, `.patchpoint`).
    pub stack_maps: StackMapInfo,
    /// Registers, indexed by register number.
    pub registers: &'static [RegisterInfo],
    /// Register spellings sorted for binary search: (name, register).
    pub register_names: &'static [(&'static str, u16)],
    /// Register classes.
    pub reg_classes: &'static [RegClassInfo],
    /// Operand kinds referred to by instructions and aliases.
    pub operand_kinds: &'static [OperandKind],
    /// Instructions, indexed by opcode.
    pub instructions: &'static [InstInfo],
    /// Instruction aliases.
    pub aliases: &'static [AliasInfo],
    /// Mnemonic aliases, sorted by the accepted mnemonic: (from, to).
    pub mnemonic_aliases: &'static [(&'static str, &'static str)],
    /// Assembly matcher buckets, sorted by key.
    pub matcher: &'static [MatchBucket],
    /// Instruction selection: the matcher program and calling convention.
    pub selection: crate::isel::tables::SelectionTables,
}

/// A register.
#[derive(Debug)]
pub struct RegisterInfo {
    /// Record name.
    pub name: &'static str,
    /// Assembly spelling.
    pub asm_name: &'static str,
    /// Hardware encoding.
    pub encoding: u16,
    /// First DWARF number (-1 when none).
    pub dwarf: i32,
    /// All sub-registers, transitively, sorted.
    pub sub_regs: &'static [u16],
    /// All registers that overlap this one (sub-, super-registers and
    /// aliases, transitively), sorted, itself excluded.
    pub overlaps: &'static [u16],
}

/// A register class.
#[derive(Debug)]
pub struct RegClassInfo {
    /// Record name.
    pub name: &'static str,
    /// Members in allocation order.
    pub members: &'static [u16],
    /// Membership bitset indexed by register number.
    pub contains: &'static [u64],
}

impl RegClassInfo {
    /// Whether `reg` is a member.
    pub fn contains(&self, reg: u16) -> bool {
        let word = (reg / 64) as usize;
        self.contains.get(word).is_some_and(|w| w >> (reg % 64) & 1 == 1)
    }
}

/// What an operand kind accepts.
#[derive(Debug)]
pub enum OperandClass {
    /// A register of a class.
    Register {
        /// Register class index.
        class: u16,
    },
    /// An immediate or expression.
    Immediate {
        /// Width of the value type (0 = 64).
        bits: u8,
        /// Smallest accepted literal.
        min: i64,
        /// Largest accepted literal.
        max: i64,
        /// Literals must be multiples of 2^scale.
        scale: u8,
        /// Whether a symbol is accepted.
        allow_symbol: bool,
        /// For PC-relative operands: (offset, shift).
        pcrel: Option<(i64, u32)>,
        /// ELF relocation for an unresolved symbol (-1: an error).
        reloc: i32,
        /// Whether a symbol always gets a relocation, even a label of the
        /// same section (the value depends on the final address).
        always_relocate: bool,
        /// Instruction bits set when the operand names a symbol.
        symbol_bits: u64,
    },
    /// Parsed by a Rust function of the target.
    Custom {
        /// The parser.
        parse: ParseFn,
        /// For a register operand the target parses itself (PowerPC's
        /// numbered registers), the class its register must belong to.
        reg_class: Option<u16>,
    },
}

/// One kind of operand.
#[derive(Debug)]
pub struct OperandKind {
    /// Name of the Operand or register class record.
    pub name: &'static str,
    /// What it accepts.
    pub class: OperandClass,
    /// Number of MCInst slots.
    pub slots: u8,
    /// Width in bits of the operand's value type (0: unknown), so that one
    /// target fragment can serve operands of several widths.
    pub value_bits: u8,
    /// Printer; `None` for the generic one.
    pub print: Option<PrintFn>,
    /// Encoder; `None` when slot values go into fields directly.
    pub encode: Option<EncodeFn>,
    /// Condition for printing an alias that uses it; `None`: always.
    pub print_predicate: Option<PrintPredicateFn>,
    /// Random valid operands; `None`: from the class (registers of the
    /// class, immediates of the range).
    pub sample: Option<SampleFn>,
    /// Random operands of its syntax that the assembler must reject (out
    /// of range, not encodable); `None`: only the generic ones (past the
    /// range, another register class).
    pub invalid_sample: Option<SampleFn>,
    /// Message when an operand does not fit (empty: generic message).
    pub diagnostic: &'static str,
    /// Kinds of its sub-operands (empty for a single-slot operand).
    pub sub_kinds: &'static [u16],
    /// Relocation operators accepted before a symbol (`:lo12:sym`): name
    /// and ELF relocation.
    pub reloc_modifiers: &'static [RelocModifier],
}

/// A relocation operator written before a symbol (`:lo12:sym`).
#[derive(Debug)]
pub struct RelocModifier {
    /// Its name between the colons.
    pub name: &'static str,
    /// The ELF relocation the operand gets.
    pub reloc: u32,
    /// Whether the relocation names a local symbol itself rather than its
    /// section plus an offset.
    pub with_symbol: bool,
    /// Whether the symbol it names is thread-local (typed STT_TLS).
    pub thread_local: bool,
}

/// One piece of an assembly string.
#[derive(Debug)]
pub enum AsmPiece {
    /// Literal text.
    Text(&'static str),
    /// An operand and its modifier ("" when none).
    Operand(u8, &'static str),
}

/// An operand of an instruction.
#[derive(Debug)]
pub struct OperandInfo {
    /// Index into [`TargetTables::operand_kinds`].
    pub kind: u16,
    /// First MCInst slot.
    pub first_slot: u8,
    /// The output it is tied to, if any.
    pub tied_to: Option<u8>,
}

/// A run of operand bits in an encoding.
#[derive(Debug)]
pub struct Field {
    /// MCInst slot the value comes from.
    pub slot: u8,
    /// Whether the value is the operand's encoder result (`slot` is then
    /// the operand's first slot).
    pub use_encoder: bool,
    /// First bit of the value.
    pub value_bit: u8,
    /// First bit of the encoding.
    pub inst_bit: u8,
    /// Number of bits.
    pub width: u8,
}

/// An instruction.
#[derive(Debug)]
pub struct InstInfo {
    /// Record name.
    pub name: &'static str,
    /// Assembly syntax.
    pub asm: &'static [AsmPiece],
    /// A remark for listings (the description's `AsmComment`): register
    /// operands print without the register prefix. Empty when none.
    pub comment: &'static [AsmPiece],
    /// Operands (outputs first).
    pub operands: &'static [OperandInfo],
    /// Number of MCInst slots.
    pub num_slots: u8,
    /// Operand kind of each MCInst slot, sub-operands resolved.
    pub slot_kinds: &'static [u16],
    /// Size in bytes (0: variable or none).
    pub size: u8,
    /// Width of the encoding in bits (0: none).
    pub encoding_bits: u8,
    /// Fixed encoding bits.
    pub fixed: u128,
    /// Operand bits.
    pub fields: &'static [Field],
    /// Property bits, see [`flags`].
    pub flags: u32,
    /// Implicitly written registers.
    pub defs: &'static [u16],
    /// Implicitly read registers.
    pub uses: &'static [u16],
    /// Aliases (indices into [`TargetTables::aliases`]) that may print this
    /// instruction, in the order the printer tries them.
    pub print_aliases: &'static [u16],
    /// Pairs of slots whose registers must not overlap (the architecture
    /// leaves the instruction unpredictable otherwise), with the message
    /// the assembler gives when they do.
    pub distinct: &'static [(u8, u8, &'static str)],
    /// A variable-length encoding, composed by [`super::modrm`] instead of
    /// fixed bits.
    pub modrm: Option<&'static ModRmInfo>,
}

/// A variable-length encoding of the prefix/opcode/ModRM family (the
/// prelude's `ModRMEncoded`), its operands already placed by slot.
#[derive(Debug)]
pub struct ModRmInfo {
    /// Legacy prefixes, in order.
    pub prefixes: &'static [u8],
    /// REX.W (VEX.W).
    pub rex_w: bool,
    /// Opcode bytes, escapes included.
    pub opcode: &'static [u8],
    /// A VEX prefix instead of REX.
    pub vex: Option<Vex>,
    /// What ModRM.reg holds.
    pub reg: ModRmReg,
    /// What ModRM.rm holds.
    pub rm: ModRmRm,
    /// The slot of the register in VEX.vvvv.
    pub vvvv: Option<u8>,
    /// The slot of the register added to the last opcode byte.
    pub opcode_reg: Option<u8>,
    /// Operands written after ModRM (or the opcode), in order.
    pub trailing: &'static [Trailing],
    /// How a linker may relax a RIP-relative GOT load through it: 0 not at
    /// all, 1 relaxable, 2 a 64-bit mov load (the prelude's GotRelaxation).
    pub got_relaxation: u8,
    /// The opcode to grow into, in objects, when a symbol operand does not
    /// fit or needs a relocation (the prelude's RelaxedForm).
    pub relaxed: Option<u16>,
    /// A prefix written as an instruction of its own, which another
    /// instruction may follow on the same line (the prelude's IsPrefix).
    pub is_prefix: bool,
}

/// A word before an instruction that changes its encoding (the prelude's
/// AsmPrefix).
#[derive(Debug)]
pub struct AsmPrefix {
    /// As written (`lock`, `{disp32}`).
    pub name: &'static str,
    /// Another spelling glued to the mnemonic (`.d32`), or empty.
    pub mnemonic_suffix: &'static str,
    /// The byte it adds, if any.
    pub byte: Option<u8>,
    /// The byte goes after 0x66 rather than before 0x67.
    pub after_operand_size: bool,
    /// What it asks of the encoder: a sum of the `hints` constants.
    pub hints: u8,
    /// How it prints before the instruction.
    pub print: &'static str,
}

/// What an [`AsmPrefix`] may ask of the variable-length encoder.
pub mod hints {
    /// A one-byte displacement, even for zero.
    pub const DISP8: u8 = 1;
    /// A four-byte displacement, and the RelaxedForm of a jump.
    pub const DISP32: u8 = 2;
    /// The three-byte VEX prefix.
    pub const VEX3: u8 = 4;
    /// A REX prefix even when nothing needs one.
    pub const REX: u8 = 8;
}

impl TargetTables {
    /// The kind of the operand of instruction `opcode` that slot `slot`
    /// belongs to (an operand's slots run to the next operand's first).
    pub fn operand_kind_of_slot(&self, opcode: u16, slot: usize) -> Option<&OperandKind> {
        let info = self.instructions.get(opcode as usize)?;
        let op = info.operands.iter().rev().find(|o| o.first_slot as usize <= slot)?;
        self.operand_kinds.get(op.kind as usize)
    }
}

/// Nops of many lengths (the Target's NopSequences).
#[derive(Debug)]
pub struct NopFill {
    /// The nop of n bytes at n - 1.
    pub sequences: &'static [&'static [u8]],
    /// Longest piece of padding.
    pub max_length: u8,
    /// Byte repeated before the longest sequence to reach `max_length`.
    pub prefix: u8,
}

impl NopFill {
    /// Appends `pad` bytes of nops: pieces of at most `max_length`, each
    /// the longest sequence that fits with `prefix` bytes before it.
    pub fn fill(&self, mut pad: usize, out: &mut Vec<u8>) {
        let longest = self.sequences.len();
        while pad > 0 && longest > 0 {
            let piece = pad.min(self.max_length.max(1) as usize);
            let prefixes = piece.saturating_sub(longest);
            out.extend(std::iter::repeat_n(self.prefix, prefixes));
            out.extend_from_slice(self.sequences[piece - prefixes - 1]);
            pad -= piece;
        }
    }
}

/// A target's stack map facts (the Target's StackMaps, PatchNops,
/// ShadowNopsAtPoint and PatchPointCall).
#[derive(Debug)]
pub struct StackMapInfo {
    /// Whether the target has stack maps at all.
    pub supported: bool,
    /// Nops for shadows and patch points, the nop of n bytes at n - 1
    /// (empty: `nop_bytes` repeated).
    pub nops: &'static [&'static [u8]],
    /// Whether a shadow's missing bytes are nops at its point (AArch64,
    /// PowerPC) rather than after the code that follows it (x86).
    pub nops_at_point: bool,
    /// A patch point's call sequence: assembly lines with `{target}`,
    /// `{target:S:N}` and `{starget:S:N}` placeholders.
    pub call: &'static [&'static str],
}

/// VEX facts beyond the ones shared with legacy encodings.
#[derive(Debug)]
pub struct Vex {
    /// VEX.L: 256-bit vectors.
    pub l: bool,
}

/// ModRM.reg's source.
#[derive(Debug)]
pub enum ModRmReg {
    /// No ModRM byte.
    None,
    /// The register in this slot.
    Slot(u8),
    /// An opcode extension.
    Digit(u8),
}

/// ModRM.rm's source.
#[derive(Debug)]
pub enum ModRmRm {
    /// No ModRM byte.
    None,
    /// The register in this slot.
    Register(u8),
    /// A memory operand: base, scale, index, displacement, segment from
    /// this slot on.
    Memory(u8),
}

/// An operand written after ModRM or the opcode.
#[derive(Debug)]
pub struct Trailing {
    /// Its slot.
    pub slot: u8,
    /// 1, 2, 4 or 8 bytes, little-endian.
    pub bytes: u8,
    /// Relative to the end of the instruction.
    pub pc_relative: bool,
}

/// Bits of [`InstInfo::flags`].
#[allow(missing_docs)]
pub mod flags {
    pub const MAY_LOAD: u32 = 1 << 0;
    pub const MAY_STORE: u32 = 1 << 1;
    pub const IS_BRANCH: u32 = 1 << 2;
    pub const IS_INDIRECT_BRANCH: u32 = 1 << 3;
    pub const IS_CALL: u32 = 1 << 4;
    pub const IS_RETURN: u32 = 1 << 5;
    pub const IS_TERMINATOR: u32 = 1 << 6;
    pub const IS_BARRIER: u32 = 1 << 7;
    pub const IS_COMMUTABLE: u32 = 1 << 8;
    pub const IS_MOVE_IMM: u32 = 1 << 9;
    pub const IS_MOVE_REG: u32 = 1 << 10;
    pub const IS_COMPARE: u32 = 1 << 11;
    pub const HAS_SIDE_EFFECTS: u32 = 1 << 12;
    pub const IS_PSEUDO: u32 = 1 << 13;
    pub const IS_CODEGEN_ONLY: u32 = 1 << 14;
    pub const IS_ASM_PARSER_ONLY: u32 = 1 << 15;
}

/// Where a slot of an alias's result comes from.
#[derive(Debug)]
pub enum AliasSlot {
    /// The alias operand with this index.
    Operand(u8),
    /// A fixed register.
    Register(u16),
    /// A fixed immediate.
    Immediate(i64),
}

/// An instruction alias.
#[derive(Debug)]
pub struct AliasInfo {
    /// Record name.
    pub name: &'static str,
    /// Alias syntax; operands index `operand_kinds`.
    pub asm: &'static [AsmPiece],
    /// Kind of each alias operand.
    pub operand_kinds: &'static [u16],
    /// The instruction it stands for.
    pub opcode: u16,
    /// One entry per slot of the instruction.
    pub slots: &'static [AliasSlot],
    /// Printing priority (0: parse only).
    pub emit_priority: i32,
}

/// One token of a matcher pattern.
#[derive(Debug)]
pub enum MatchToken {
    /// Literal text of one token.
    Lit(&'static str),
    /// An operand (instruction or alias operand index).
    Operand(u8),
}

/// A candidate of a bucket: an instruction or an alias, with its pattern.
#[derive(Debug)]
pub struct Candidate {
    /// Opcode, or alias index when `is_alias`.
    pub index: u16,
    /// Whether `index` is an alias.
    pub is_alias: bool,
    /// Tokens of its syntax.
    pub tokens: &'static [MatchToken],
}

/// Bucket key of patterns that start with a register operand.
pub const REGISTER_KEY: &str = "%reg";
/// Bucket key of patterns that start with any other operand.
pub const ANY_KEY: &str = "%any";

/// Candidates that start with the same token.
#[derive(Debug)]
pub struct MatchBucket {
    /// The first token (lowercase), [`REGISTER_KEY`] or [`ANY_KEY`].
    pub key: &'static str,
    /// Candidates in priority order.
    pub candidates: &'static [Candidate],
}
