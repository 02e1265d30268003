//! The machine-code tables: target-wide facts in groups, registers,
//! register classes, operand kinds, instructions with their encodings,
//! aliases and the assembly matcher's buckets.

use crate::codec::{Decode, DecodeError, Encode, Reader, Writer};
use crate::table;

table! {
    /// How the target's assembly is spelled.
    pub struct AsmSyntax {
        /// How comments start.
        pub comment_strings: Vec<String>,
        /// Comment markers that count only as a line's first non-blank text.
        pub line_comment_strings: Vec<String>,
        /// Punctuation that, right after the mnemonic (even after spaces),
        /// belongs to it: PowerPC's branch hints `beq+`, `bdnz-`.
        pub mnemonic_suffixes: Vec<String>,
        /// Suffixes tried after a mnemonic that matches nothing as written.
        pub size_suffixes: Vec<String>,
        /// Register classes (by name) whose registers rule the size
        /// suffixes out for a statement without a memory operand.
        pub size_suffixes_not_with: Vec<String>,
        /// The record-form suffix of mnemonics (PowerPC's `.`), which an
        /// unknown mnemonic is reported at when the rest of it is known.
        pub record_form_suffix: Option<String>,
        /// Printed before immediates; optional before them in assembly unless
        /// `immediate_prefix_required`.
        pub immediate_prefix: String,
        /// Whether an immediate must be written with its prefix.
        pub immediate_prefix_required: bool,
        /// Printed before register names and required before them in assembly.
        pub register_prefix: String,
        /// Whether registers and literal syntax ignore case.
        pub case_insensitive: bool,
        /// Relocation operators follow the symbol (`sym@PLT`) rather than
        /// precede it (`:lo12:sym`).
        pub reloc_modifier_after_symbol: bool,
        /// Relocation operators are functions of the symbol (`%hi(sym)`).
        pub reloc_modifier_as_function: bool,
        /// The target's own data directives: (name, size in bytes).
        pub data_directives: Vec<(String, u8)>,
        /// The assembly variants after the first (x86's Intel syntax), from
        /// variant 1.
        pub variants: Vec<AsmVariant>,
        /// The variant statements are read in: 0 in a blob; set in the
        /// tables a reader of another variant uses (`mc::syntax_view`).
        pub variant: u8,
    }
}

table! {
    /// How an assembly variant other than the first spells registers and
    /// immediates (the first's are in [`AsmSyntax`]).
    pub struct AsmVariant {
        /// Its name (`intel`).
        pub name: String,
        /// Printed before register names.
        pub register_prefix: String,
        /// Printed before immediates.
        pub immediate_prefix: String,
        /// Its assembly matcher buckets, sorted by key (decoded on first
        /// use: most programs read one syntax).
        pub matcher: crate::lazy::Lazy<std::sync::Arc<Vec<MatchBucket>>>,
        /// Mnemonics whose memory operand, written without a size, takes
        /// the pointer's (x86's Intel `push`, `call`, `jmp`); for others
        /// a memory operand read at two sizes is ambiguous.
        pub pointer_sized_mnemonics: Vec<String>,
        /// Whether the assembler reads this variant's statements beside the
        /// first's, without a directive: a statement the first does not
        /// take is read in this one (AArch64's Apple syntax).
        pub read_beside: bool,
        /// Whether an operand that fits no form is reported at the
        /// statement's start, without an underline (llvm-mc's x86 Intel
        /// parser), rather than as the target's messages place it.
        pub mismatch_at_statement: bool,
        /// The mnemonic aliases it reads, sorted by the accepted mnemonic:
        /// those of every variant whose mnemonic it has, and its own.
        pub mnemonic_aliases: Vec<(String, String)>,
    }
}

table! {
    /// How the assembler words and places its errors, as llvm-mc does for
    /// the target.
    pub struct AsmMessages {
        /// llvm-mc's message for an unknown mnemonic, with `{mnemonic}` for
        /// the word (none: BPF's, which tells registers from other words).
        pub unknown_mnemonic: Option<String>,
        /// Whether unknown mnemonics get "did you mean" suggestions.
        pub suggest_mnemonics: bool,
        /// llvm-mc's x86 placement of errors: an operand that fits no form at
        /// its start, underlined to its end, likewise an unknown mnemonic or
        /// register name; text after an operand other than a comma is
        /// "unexpected token in argument list".
        pub operand_ranges: bool,
        /// Whether "too few operands" covers the whole statement (llvm-mc's
        /// AArch64 parser).
        pub too_few_operands_range: bool,
        /// The error for an integer literal wider than 64 bits, whatever the
        /// instruction (none: "unexpected token" where a number is expected).
        pub big_literal: Option<String>,
        /// The error when the two writings of one register (a tied operand,
        /// an alias operand named twice) differ, at the second (none:
        /// "additional inst constraint not met" at the statement).
        pub tied_operand: Option<String>,
        /// llvm-mc's checks of an instruction after a prefix (AArch64's
        /// movprfx), in this order: not allowed after one; another
        /// destination; the destination read again; unpredicated after a
        /// predicated prefix; another predicate; another element size
        /// (empty: no such checks).
        pub prefix_messages: Vec<String>,
        /// The register classes of a governing predicate, for those checks.
        pub prefix_predicate_classes: Vec<u16>,
    }
}

table! {
    /// A relocation for a fixup of a variable-length instruction.
    pub struct FixupRelocation {
        /// The fixup kind (`reloc_riprel_4byte`).
        pub fixup: String,
        /// The relocation operator written with the symbol, if any.
        pub operator: Option<String>,
        /// The ELF relocation type.
        pub reloc: u32,
    }
}

table! {
    /// Mapping symbols marking where each kind of contents starts in a
    /// section (AArch64's `$x` and `$d`).
    pub struct MappingSymbols {
        /// Before code.
        pub code: String,
        /// Before data.
        pub data: String,
    }
}

table! {
    /// What objects for the target look like.
    pub struct ObjectFormat {
        /// ELF `e_machine`.
        pub elf_machine: u16,
        /// Whether instruction words and data are little-endian.
        pub little_endian: bool,
        /// Whether relocations carry their addend (ELF RELA) rather than
        /// having it written in place (ELF REL).
        pub relocations_with_addend: bool,
        /// Whether relocations name a local symbol itself rather than its
        /// section plus an offset.
        pub relocate_with_symbols: bool,
        /// Alignment of `.text` in a new object.
        pub text_alignment: u32,
        /// ELF relocation for `.short sym`, if the target has one.
        pub data_reloc16: Option<u32>,
        /// ELF relocation for `.long sym`.
        pub data_reloc32: Option<u32>,
        /// ELF relocation for `.quad sym`.
        pub data_reloc64: Option<u32>,
        /// ELF relocations for a 2-, 4- and 8-byte `sym - .`.
        pub data_pcrel: [Option<u32>; 3],
        /// Relocations of variable-length instructions' fixups.
        pub fixup_relocations: Vec<FixupRelocation>,
        /// Mapping symbols, when the target has them.
        pub mapping_symbols: Option<MappingSymbols>,
        /// Instructions longer than this many bytes are words of this
        /// size, the most significant first, each in the target's byte
        /// order (PowerPC's prefixed instructions); 0: one unit.
        pub instruction_word_bytes: u8,
        /// In objects, an instruction longer than a word may not cross a
        /// boundary of this many bytes: a word of nops pads before one
        /// that would (0: no such rule).
        pub long_instruction_boundary: u32,
        /// A directive setting the ELF header's `e_flags` to its operand
        /// (PowerPC's `.abiversion`).
        pub elf_flags_directive: Option<String>,
    }
}

table! {
    /// Nops of many lengths (the Target's NopSequences).
    pub struct NopFill {
        /// The nop of n bytes at n - 1.
        pub sequences: Vec<Vec<u8>>,
        /// Longest piece of padding.
        pub max_length: u8,
        /// Byte repeated before the longest sequence to reach `max_length`.
        pub prefix: u8,
    }
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
            out.extend_from_slice(&self.sequences[piece - prefixes - 1]);
            pad -= piece;
        }
    }
}

table! {
    /// How code is padded for alignment.
    pub struct CodePadding {
        /// Code padding for alignment directives (empty: zeros).
        pub nop_bytes: Vec<u8>,
        /// A `.p2align` fill value that pads code with nops all the same.
        pub text_align_fill: u8,
        /// Nops of every length (empty `sequences`: only `nop_bytes`).
        pub nop_fill: NopFill,
        /// Whether a code padding not a multiple of `nop_bytes` starts with
        /// zero bytes (otherwise, unless `nop_pad_ends_with_zeros`, it is an
        /// error).
        pub nop_pad_starts_with_zeros: bool,
        /// Whether such a padding ends with the zero bytes, after the nops.
        pub nop_pad_ends_with_zeros: bool,
    }
}

table! {
    /// A target's stack map facts (the Target's StackMaps, PatchNops,
    /// ShadowNopsAtPoint and PatchPointCall).
    pub struct StackMapInfo {
        /// Whether the target has stack maps at all.
        pub supported: bool,
        /// Nops for shadows and patch points, the nop of n bytes at n - 1
        /// (empty: the padding's `nop_bytes` repeated).
        pub nops: Vec<Vec<u8>>,
        /// Whether a shadow's missing bytes are nops at its point (AArch64,
        /// PowerPC) rather than after the code that follows it (x86).
        pub nops_at_point: bool,
        /// A patch point's call sequence: assembly lines with `{target}`,
        /// `{target:S:N}` and `{starget:S:N}` placeholders.
        pub call: Vec<String>,
    }
}

table! {
    /// A word before an instruction that changes its encoding (the
    /// prelude's AsmPrefix).
    pub struct AsmPrefix {
        /// As written (`lock`, `{disp32}`).
        pub name: String,
        /// Another spelling glued to the mnemonic (`.d32`), if any.
        pub mnemonic_suffix: Option<String>,
        /// The byte it adds, if any.
        pub byte: Option<u8>,
        /// The byte goes after 0x66 rather than before 0x67.
        pub after_operand_size: bool,
        /// What it asks of the encoder: a sum of the [`hints`] constants.
        pub hints: u8,
        /// How it prints before the instruction.
        pub print: String,
    }
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
    /// An EVEX instruction and no other (`{evex}`).
    pub const EVEX: u8 = 16;
    /// No EVEX instruction (`{vex}`); the VEX ones that need it may be taken.
    pub const VEX: u8 = 32;
    /// An APX no-flags form (`{nf}`) and no other; those need it.
    pub const NF: u8 = 64;
}

table! {
    /// A register.
    pub struct RegisterInfo {
        /// Record name.
        pub name: String,
        /// Assembly spelling.
        pub asm_name: String,
        /// Hardware encoding.
        pub encoding: u16,
        /// First DWARF number, if it has one.
        pub dwarf: Option<u32>,
        /// All sub-registers, transitively, sorted.
        pub sub_regs: Vec<u16>,
        /// All registers that overlap this one (sub-, super-registers and
        /// aliases, transitively), sorted, itself excluded.
        pub overlaps: Vec<u16>,
    }
}

table! {
    /// A register class.
    pub struct RegClassInfo {
        /// Record name.
        pub name: String,
        /// Members in allocation order.
        pub members: Vec<u16>,
        /// Membership bitset indexed by register number.
        pub contains: Vec<u64>,
    }
}

impl RegClassInfo {
    /// Whether `reg` is a member.
    pub fn contains(&self, reg: u16) -> bool {
        let word = (reg / 64) as usize;
        self.contains.get(word).is_some_and(|w| w >> (reg % 64) & 1 == 1)
    }
}

/// What an operand kind accepts.
#[derive(Clone, Debug, PartialEq)]
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
        /// ELF relocation for an unresolved symbol (none: an error).
        reloc: Option<u32>,
        /// Whether a symbol always gets a relocation, even a label of the
        /// same section (the value depends on the final address).
        always_relocate: bool,
        /// Instruction bits set when the operand names a symbol.
        symbol_bits: u64,
    },
    /// Parsed by a Rust function of the target.
    Custom {
        /// The parser: an index into the fragment names' `parse`.
        parse: u16,
        /// For a register operand the target parses itself (PowerPC's
        /// numbered registers), the class its register must belong to.
        reg_class: Option<u16>,
    },
}

impl Default for OperandClass {
    fn default() -> Self {
        OperandClass::Register { class: 0 }
    }
}

impl Encode for OperandClass {
    fn encode(&self, w: &mut Writer) {
        match self {
            OperandClass::Register { class } => (0u8, class).encode(w),
            OperandClass::Immediate {
                bits,
                min,
                max,
                scale,
                allow_symbol,
                pcrel,
                reloc,
                always_relocate,
                symbol_bits,
            } => {
                (1u8, bits, min).encode(w);
                (max, scale, allow_symbol).encode(w);
                (pcrel, reloc, always_relocate).encode(w);
                symbol_bits.encode(w);
            }
            OperandClass::Custom { parse, reg_class } => (2u8, parse, reg_class).encode(w),
        }
    }
}

impl Decode for OperandClass {
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        Ok(match u8::decode(r)? {
            0 => OperandClass::Register { class: Decode::decode(r)? },
            1 => OperandClass::Immediate {
                bits: Decode::decode(r)?,
                min: Decode::decode(r)?,
                max: Decode::decode(r)?,
                scale: Decode::decode(r)?,
                allow_symbol: Decode::decode(r)?,
                pcrel: Decode::decode(r)?,
                reloc: Decode::decode(r)?,
                always_relocate: Decode::decode(r)?,
                symbol_bits: Decode::decode(r)?,
            },
            2 => OperandClass::Custom { parse: Decode::decode(r)?, reg_class: Decode::decode(r)? },
            _ => return Err(r.error("unknown operand class")),
        })
    }
}

table! {
    /// A relocation operator written with a symbol (`:lo12:sym`, `sym@PLT`).
    pub struct RelocModifier {
        /// Its name.
        pub name: String,
        /// The ELF relocation the operand gets.
        pub reloc: u32,
        /// Whether the relocation names a local symbol itself rather than its
        /// section plus an offset.
        pub with_symbol: bool,
        /// Whether the symbol it names is thread-local (typed STT_TLS).
        pub thread_local: bool,
        /// How the field's value follows from a distance when the symbol
        /// resolves in place (the last value; slot 0 is the distance);
        /// empty: it always relocates.
        pub resolve: Vec<crate::expand::Value>,
        /// The operator whose distance this one takes, at the instruction
        /// its symbol labels (none: the distance to the symbol itself).
        pub distance_of: Option<String>,
    }
}

table! {
    /// How a listing shows a symbol in an operand: llvm-mc's fixup kind.
    pub struct FixupKind {
        /// Its name in llvm-mc's listings.
        pub name: String,
        /// The relocation operator it is for ("": a plain symbol, and any
        /// operator without an entry of its own).
        pub modifier: String,
        /// The bits it covers, (first, count) from the fixup's first byte in
        /// the target's byte order (from each byte's low bit little-endian,
        /// its high bit big-endian); none: the operand's fields.
        pub bits: Option<(u16, u16)>,
    }
}

table! {
    /// One kind of operand. Its Rust fragments are indexes into the
    /// target's [`FragmentNames`](crate::FragmentNames).
    pub struct OperandKind {
        /// Name of the Operand or register class record.
        pub name: String,
        /// What it accepts.
        pub class: OperandClass,
        /// Number of MCInst slots.
        pub slots: u8,
        /// Width in bits of the operand's value type (0: unknown), so that one
        /// target fragment can serve operands of several widths.
        pub value_bits: u8,
        /// Printer (an index into `print`); none for the generic one.
        pub print: Option<u16>,
        /// Encoder (into `encode`); none when slot values go into fields directly.
        pub encode: Option<u16>,
        /// Without an encoder, the value its fields take, of the slot's value
        /// (slot 0; the last of the list); empty: the value itself.
        pub encoded_value: Vec<crate::expand::Value>,
        /// Condition for printing an alias that uses it (into
        /// `print_predicate`); none: always.
        pub print_predicate: Option<u16>,
        /// Random valid operands (into `sample`); none: from the class
        /// (registers of the class, immediates of the range).
        pub sample: Option<u16>,
        /// Random operands of its syntax that the assembler must reject (into
        /// `sample`); none: only the generic ones (past the range, another
        /// register class).
        pub invalid_sample: Option<u16>,
        /// Message when an operand does not fit (empty: generic message).
        pub diagnostic: String,
        /// Kinds of its sub-operands (empty for a single-slot operand).
        pub sub_kinds: Vec<u16>,
        /// Relocation operators accepted with a symbol.
        pub reloc_modifiers: Vec<RelocModifier>,
        /// A relocation names the unit of this many bytes of the
        /// instruction holding the operand's field (0: the instruction).
        pub reloc_unit_bytes: u8,
        /// Fixup kinds of listings, for a symbol in it.
        pub fixup_kinds: Vec<FixupKind>,
        /// Integers its Rust fragments read (the description's
        /// `FragmentArgs`).
        pub args: Vec<i64>,
        /// The set of named values its fragments look names up in (an
        /// index into the tables' `named_values`).
        pub named_values: Option<u16>,
    }
}

/// One piece of an assembly string.
#[derive(Clone, Debug, PartialEq)]
pub enum AsmPiece {
    /// Literal text.
    Text(crate::codec::Text),
    /// An operand and its modifier ("" when none).
    Operand(u8, String),
}

impl Encode for AsmPiece {
    fn encode(&self, w: &mut Writer) {
        match self {
            AsmPiece::Text(t) => (0u8, t).encode(w),
            AsmPiece::Operand(i, m) => (1u8, i, m).encode(w),
        }
    }
}

impl Decode for AsmPiece {
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        Ok(match u8::decode(r)? {
            0 => AsmPiece::Text(Decode::decode(r)?),
            1 => AsmPiece::Operand(Decode::decode(r)?, Decode::decode(r)?),
            _ => return Err(r.error("unknown assembly piece")),
        })
    }
}

table! {
    /// An operand of an instruction.
    pub struct OperandInfo {
        /// Index into the operand kinds.
        pub kind: u16,
        /// First MCInst slot.
        pub first_slot: u8,
        /// The output it is tied to, if any.
        pub tied_to: Option<u8>,
    }
}

table! {
    /// A run of operand bits in an encoding.
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
}

table! {
    /// An instruction.
    pub struct InstInfo {
        /// Record name.
        pub name: crate::codec::Text,
        /// How it is printed (only printers read it: decoded on first use).
        pub syntax: crate::lazy::Lazy<InstSyntax>,
        /// Operands (outputs first).
        pub operands: Vec<OperandInfo>,
        /// Number of MCInst slots.
        pub num_slots: u8,
        /// Operand kind of each MCInst slot, sub-operands resolved.
        pub slot_kinds: Vec<u16>,
        /// Size in bytes (0: variable or none).
        pub size: u8,
        /// Width of the encoding in bits (0: none).
        pub encoding_bits: u8,
        /// Fixed encoding bits.
        pub fixed: u128,
        /// Operand bits.
        pub fields: Vec<Field>,
        /// Property bits, see [`flags`].
        pub flags: u32,
        /// Implicitly written registers.
        pub defs: Vec<u16>,
        /// Implicitly read registers.
        pub uses: Vec<u16>,
        /// Aliases (indexes into the aliases) that may print this
        /// instruction, in the order the printer tries them.
        pub print_aliases: Vec<u16>,
        /// Pairs of slots whose registers must not overlap (the architecture
        /// leaves the instruction unpredictable otherwise), with the message
        /// the assembler gives when they do.
        pub distinct: Vec<(u8, u8, String)>,
        /// A variable-length encoding, composed from prefixes, opcode and
        /// ModRM instead of fixed bits.
        pub modrm: Option<Box<ModRmInfo>>,
        /// Instructions the assembler tries before this one for the same
        /// syntax, which it takes for this one's printed text when they
        /// accept its operands (x86's `orb $1, %al` is OR8i8, the short
        /// accumulator form; `cmpl $0, %eax` the imm8 form), in the order
        /// it tries them.
        pub preferred_forms: Vec<PreferredForm>,
        /// The predicates it requires: an index into the feature tables'
        /// `sets` (0: none).
        pub requires: u16,
        /// For a fixed-width instruction, the one written instead in objects
        /// when an operand's symbol is not a label of the same section or
        /// its value does not fit (a variable-length one has its own in
        /// `modrm`).
        pub relaxed_form: Option<u16>,
    }
}

table! {
    /// How an instruction or alias is printed.
    pub struct InstSyntax {
        /// Assembly syntax.
        pub asm: Vec<AsmPiece>,
        /// Its syntax in the other assembly variants, from variant 1.
        pub variant_asm: Vec<Vec<AsmPiece>>,
        /// A remark for listings (the description's `AsmComment`): register
        /// operands print without the register prefix. Empty when none.
        pub comment: Vec<AsmPiece>,
    }
}

table! {
    /// Another instruction with the same syntax as an instruction: with a
    /// literal register or number where that one has an operand, or with
    /// operands of other (narrower) register classes or ranges.
    pub struct PreferredForm {
        /// The instruction.
        pub opcode: u16,
        /// Slots of the original that must hold these registers.
        pub registers: Vec<(u8, u16)>,
        /// Slots of the original that must hold these immediates.
        pub immediates: Vec<(u8, i64)>,
        /// For each slot of the form, the slot of the original it takes.
        pub slots: Vec<u8>,
    }
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
    /// A prefix: the next instruction is checked against it.
    pub const IS_PREFIX: u32 = 1 << 16;
    /// May follow a prefix, whose destination is its own (destructive).
    pub const IS_PREFIXABLE: u32 = 1 << 17;
    /// Follows a prefix unchecked.
    pub const IS_PREFIX_EXEMPT: u32 = 1 << 18;
    /// Bits 20-22: log2 of the element size in bits of the destination of
    /// a prefix or prefixable instruction (0: none).
    pub const ELEMENT_LOG2_SHIFT: u32 = 20;
    /// The mask of those bits.
    pub const ELEMENT_LOG2_MASK: u32 = 0b111 << ELEMENT_LOG2_SHIFT;

    /// Each flag with the name of the record field that sets it.
    pub const BY_FIELD: [(&str, u32); 19] = [
        ("mayLoad", MAY_LOAD),
        ("mayStore", MAY_STORE),
        ("isBranch", IS_BRANCH),
        ("isIndirectBranch", IS_INDIRECT_BRANCH),
        ("isCall", IS_CALL),
        ("isReturn", IS_RETURN),
        ("isTerminator", IS_TERMINATOR),
        ("isBarrier", IS_BARRIER),
        ("isCommutable", IS_COMMUTABLE),
        ("isMoveImm", IS_MOVE_IMM),
        ("isMoveReg", IS_MOVE_REG),
        ("isCompare", IS_COMPARE),
        ("hasSideEffects", HAS_SIDE_EFFECTS),
        ("isPseudo", IS_PSEUDO),
        ("isCodeGenOnly", IS_CODEGEN_ONLY),
        ("isAsmParserOnly", IS_ASM_PARSER_ONLY),
        ("isPrefix", IS_PREFIX),
        ("isPrefixable", IS_PREFIXABLE),
        ("isPrefixExempt", IS_PREFIX_EXEMPT),
    ];
}

table! {
    /// A variable-length encoding of the prefix/opcode/ModRM family (the
    /// prelude's `ModRMEncoded`), its operands already placed by slot.
    pub struct ModRmInfo {
        /// Legacy prefixes, in order.
        pub prefixes: Vec<u8>,
        /// REX.W (VEX.W).
        pub rex_w: bool,
        /// Opcode bytes, escapes included.
        pub opcode: Vec<u8>,
        /// A VEX prefix instead of REX.
        pub vex: Option<Vex>,
        /// The VEX prefix is XOP's (0x8F, the map in the first opcode byte).
        pub xop: bool,
        /// A SIB byte even when the address has no index.
        pub force_sib: bool,
        /// The first slots of a string instruction's addresses (base,
        /// segment), outside ModRM (the prelude's RawFrmString).
        pub string_addresses: Vec<u8>,
        /// What ModRM.reg holds.
        pub reg: ModRmReg,
        /// What ModRM.rm holds.
        pub rm: ModRmRm,
        /// The slot of the register in VEX.vvvv.
        pub vvvv: Option<u8>,
        /// The slot of the register added to the last opcode byte.
        pub opcode_reg: Option<u8>,
        /// Operands written after ModRM (or the opcode), in order.
        pub trailing: Vec<Trailing>,
        /// How a linker may relax a RIP-relative GOT load through it: 0 not at
        /// all, 1 relaxable, 2 a 64-bit mov load (the prelude's GotRelaxation).
        pub got_relaxation: u8,
        /// The opcode to grow into, in objects, when a symbol operand does not
        /// fit or needs a relocation (the prelude's RelaxedForm).
        pub relaxed: Option<u16>,
        /// The opcode with ModRM.reg and ModRM.rm exchanged, which the
        /// assembler takes when only that exchange lets a 2-byte VEX prefix
        /// encode it (the prelude's ReversedForm).
        pub reversed: Option<u16>,
        /// Bit n: the 2-byte VEX swap applies only when the immediate's low
        /// three bits are n (0: whenever the instruction is commutable).
        pub commutable_immediates: u8,
        /// A byte written after everything else (3DNow!'s opcode).
        pub suffix: Option<u8>,
        /// A prefix written as an instruction of its own, which another
        /// instruction may follow on the same line (the prelude's IsPrefix).
        pub is_prefix: bool,
        /// APX's REX2 prefix instead of REX.
        pub rex2: bool,
        /// The VEX/EVEX map when the opcode bytes have no escape for it (the
        /// prelude's OpcodeMap); 0: from the escape bytes.
        pub map: u8,
        /// An EVEX prefix instead of legacy prefixes, REX or VEX.
        pub evex: Option<Evex>,
    }
}

table! {
    /// What an EVEX instruction fixes in its prefix, and where its opmask
    /// and rounding operands are.
    pub struct Evex {
        /// EVEX.L'L: 0 (128 bits, or scalar), 1 (256), 2 (512).
        pub ll: u8,
        /// EVEX.b: broadcast, or embedded rounding or `{sae}` between
        /// registers.
        pub b: bool,
        /// EVEX.z: zeroing-masking.
        pub z: bool,
        /// log2 of N, the compressed displacement's scale.
        pub disp8_shift: u8,
        /// The slot of the opmask register (EVEX.aaa), if any.
        pub opmask: Option<u8>,
        /// The slot of the rounding control (EVEX.L'L, with b), if any.
        pub rounding: Option<u8>,
        /// llvm-mc assembles this instruction's text as a VEX instruction
        /// when VEX can name every register and `{evex}` is not written.
        pub prefers_vex: bool,
        /// APX's NF, "no flags" (EVEX.aaa bit 2).
        pub nf: bool,
        /// Taken by the assembler only under `{evex}` (the mnemonic alone
        /// names the legacy form), and printed with it.
        pub explicit: bool,
        /// Taken by the assembler only under `{nf}`, and printed with it.
        pub explicit_nf: bool,
        /// APX's source condition code, in EVEX.V' and EVEX.aaa.
        pub scc: Option<u8>,
        /// The slot of APX's default flags value (EVEX.vvvv, as it is).
        pub flags: Option<u8>,
    }
}

table! {
    /// VEX facts beyond the ones shared with legacy encodings.
    pub struct Vex {
        /// VEX.L: 256-bit vectors.
        pub l: bool,
        /// Taken by the assembler only under `{vex}` (the mnemonic
        /// without it names an EVEX instruction), and printed with it.
        pub explicit: bool,
    }
}

/// ModRM.reg's source.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum ModRmReg {
    /// No ModRM byte.
    #[default]
    None,
    /// The register in this slot.
    Slot(u8),
    /// An opcode extension.
    Digit(u8),
}

impl Encode for ModRmReg {
    fn encode(&self, w: &mut Writer) {
        match self {
            ModRmReg::None => 0u8.encode(w),
            ModRmReg::Slot(s) => (1u8, s).encode(w),
            ModRmReg::Digit(d) => (2u8, d).encode(w),
        }
    }
}

impl Decode for ModRmReg {
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        Ok(match u8::decode(r)? {
            0 => ModRmReg::None,
            1 => ModRmReg::Slot(Decode::decode(r)?),
            2 => ModRmReg::Digit(Decode::decode(r)?),
            _ => return Err(r.error("unknown ModRM.reg source")),
        })
    }
}

/// ModRM.rm's source.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum ModRmRm {
    /// No ModRM byte.
    #[default]
    None,
    /// The register in this slot.
    Register(u8),
    /// A memory operand: base, scale, index, displacement, segment from
    /// this slot on.
    Memory(u8),
}

impl Encode for ModRmRm {
    fn encode(&self, w: &mut Writer) {
        match self {
            ModRmRm::None => 0u8.encode(w),
            ModRmRm::Register(s) => (1u8, s).encode(w),
            ModRmRm::Memory(s) => (2u8, s).encode(w),
        }
    }
}

impl Decode for ModRmRm {
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        Ok(match u8::decode(r)? {
            0 => ModRmRm::None,
            1 => ModRmRm::Register(Decode::decode(r)?),
            2 => ModRmRm::Memory(Decode::decode(r)?),
            _ => return Err(r.error("unknown ModRM.rm source")),
        })
    }
}

table! {
    /// An operand written after ModRM or the opcode.
    pub struct Trailing {
        /// Its slot.
        pub slot: u8,
        /// 1, 2, 4 or 8 bytes, little-endian.
        pub bytes: u8,
        /// Relative to the end of the instruction.
        pub pc_relative: bool,
        /// For VEX's fourth register (imm8\[7:4\]): the slot of an
        /// immediate that fills imm8\[3:0\] (XOP's vpermil2ps).
        pub low_half: Option<u8>,
    }
}

/// Where a slot of an alias's result comes from.
#[derive(Clone, Debug, PartialEq)]
pub enum AliasSlot {
    /// The alias operand with this index.
    Operand(u8),
    /// A fixed register.
    Register(u16),
    /// A fixed immediate.
    Immediate(i64),
}

impl Encode for AliasSlot {
    fn encode(&self, w: &mut Writer) {
        match self {
            AliasSlot::Operand(i) => (0u8, i).encode(w),
            AliasSlot::Register(reg) => (1u8, reg).encode(w),
            AliasSlot::Immediate(v) => (2u8, v).encode(w),
        }
    }
}

impl Decode for AliasSlot {
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        Ok(match u8::decode(r)? {
            0 => AliasSlot::Operand(Decode::decode(r)?),
            1 => AliasSlot::Register(Decode::decode(r)?),
            2 => AliasSlot::Immediate(Decode::decode(r)?),
            _ => return Err(r.error("unknown alias slot")),
        })
    }
}

table! {
    /// An instruction alias.
    pub struct AliasInfo {
        /// Record name.
        pub name: crate::codec::Text,
        /// How it is printed; operands index `operand_kinds`, and it has no
        /// comment.
        pub syntax: crate::lazy::Lazy<InstSyntax>,
        /// Kind of each alias operand.
        pub operand_kinds: Vec<u16>,
        /// The instruction it stands for.
        pub opcode: u16,
        /// One entry per slot of the instruction.
        pub slots: Vec<AliasSlot>,
        /// Printing priority (0: parse only).
        pub emit_priority: i32,
        /// The predicates it requires, its own and its instruction's: an
        /// index into the feature tables' `sets` (0: none).
        pub requires: u16,
    }
}

/// One token of a matcher pattern.
#[derive(Clone, Debug, PartialEq)]
pub enum MatchToken {
    /// Literal text of one token.
    Lit(crate::codec::Text),
    /// An operand: its index among the instruction's or alias's operands,
    /// and its kind (an index into `operand_kinds`), kept here so that a
    /// candidate is tried without reading its instruction's row.
    Operand(u8, u16),
}

impl Encode for MatchToken {
    fn encode(&self, w: &mut Writer) {
        match self {
            MatchToken::Lit(t) => (0u8, t).encode(w),
            MatchToken::Operand(i, kind) => (1u8, i, kind).encode(w),
        }
    }
}

impl Decode for MatchToken {
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        Ok(match u8::decode(r)? {
            0 => MatchToken::Lit(Decode::decode(r)?),
            1 => MatchToken::Operand(Decode::decode(r)?, Decode::decode(r)?),
            _ => return Err(r.error("unknown matcher token")),
        })
    }
}

table! {
    /// A candidate of a bucket: an instruction or an alias, with its pattern.
    pub struct Candidate {
        /// Opcode, or alias index when `is_alias`.
        pub index: u16,
        /// Whether `index` is an alias.
        pub is_alias: bool,
        /// Its instruction's or alias's `requires`, kept here for the same
        /// reason as an operand's kind in its token.
        pub requires: u16,
        /// Tokens of its syntax.
        pub tokens: Vec<MatchToken>,
        /// How many of its first tokens are the previous candidate's in
        /// the bucket (0 for the first), the end of both counting as one
        /// more: a statement that fails the previous at a token of these
        /// but the last fails this one the same way, so the matcher need
        /// not try it.
        pub shared: u8,
    }
}

/// Bucket key of patterns that start with a register operand.
pub const REGISTER_KEY: &str = "%reg";
/// Bucket key of patterns that start with any other operand.
pub const ANY_KEY: &str = "%any";

table! {
    /// Candidates that start with the same token.
    pub struct MatchBucket {
        /// The first token (lowercase), [`REGISTER_KEY`] or [`ANY_KEY`].
        pub key: String,
        /// Candidates in priority order (decoded on first use: a program
        /// reads few of the buckets).
        pub candidates: crate::lazy::Lazy<Vec<Candidate>>,
    }
}

table! {
    /// A name an operand may be written as (the prelude's `NamedValue`).
    pub struct NamedValue {
        /// The name as the description spells it (printed so).
        pub name: String,
        /// The value it stands for.
        pub value: i64,
        /// What the set's fragments make of it.
        pub flags: u32,
        /// The predicates it requires: an index into the feature tables'
        /// `sets` (0: none).
        pub requires: u16,
    }
}

table! {
    /// The named values of one set, sorted by their lower-case names.
    pub struct NamedValueSet {
        /// The set's name.
        pub name: String,
        /// Its values.
        pub values: Vec<NamedValue>,
    }
}

impl NamedValueSet {
    /// The value named `name`, in any case.
    pub fn find(&self, name: &str) -> Option<&NamedValue> {
        let lower = name.to_ascii_lowercase();
        let i = self.values.binary_search_by(|v| cmp_lowercase(&v.name, &lower)).ok()?;
        self.values.get(i)
    }

    /// The first value (in name order) equal to `value` that `accept`
    /// takes, for printing a value by name.
    pub fn by_value(&self, value: i64, accept: impl Fn(&NamedValue) -> bool) -> Option<&NamedValue> {
        self.values.iter().find(|v| v.value == value && accept(v))
    }
}

/// `a` in lower case compared with `lower`.
fn cmp_lowercase(a: &str, lower: &str) -> std::cmp::Ordering {
    a.bytes().map(|b| b.to_ascii_lowercase()).cmp(lower.bytes())
}
