//! The decoder tables: how bytes become instructions again.
//!
//! Fixed-width instructions (words of one or more sizes, in the target's
//! byte order) are found through a decision tree over the bits of the
//! first word, built when the tables are generated: each inner node looks
//! at a run of bits and goes to the child for their value, each leaf names
//! the instructions that can still match, in the order they are tried (the
//! description's `DecoderPriority`, then the more specific encoding, then
//! the earlier decoder namespace). An instruction is taken when all its
//! fixed bits match and its operands read back.
//!
//! Operands read back as the inverse of their encoding: the bits of each
//! slot gathered from its fields, a register of the slot's class found by
//! its encoding, an immediate sign-extended when its kind is signed, or,
//! for a kind with a decoder fragment, whatever that fragment makes of the
//! bits.

use crate::table;

/// A node index that names no node: no instruction has these bits.
pub const NO_NODE: u32 = u32::MAX;

/// The tag bit of a leaf's first word; its low 16 bits count the
/// candidate indexes that follow it. An inner node's first word holds the
/// first bit it looks at (bits 0-7) and how many (bits 8-15); the `1 <<
/// width` child node indexes follow it.
pub const LEAF: u32 = 1 << 31;

/// A register slot's value when the field holds no register of the class.
pub const NO_REGISTER: u16 = u16::MAX;

table! {
    /// Everything the decoder reads.
    pub struct DecoderTables {
        /// Fixed-width instructions.
        pub fixed: FixedDecoder,
        /// For each register class, the register of each encoding
        /// ([`NO_REGISTER`] where the class has none).
        pub class_registers: Vec<Vec<u16>>,
        /// For each operand kind, how its slots read back.
        pub kinds: Vec<KindDecoder>,
        /// Instructions of the prefix/opcode/ModRM family (x86).
        pub modrm: ModRmDecoder,
    }
}

/// The opcode maps of [`ModRmDecoder::index`]: one-byte opcodes, 0F,
/// 0F 38, 0F 3A; the VEX-encoded maps follow at `VEX_MAPS + map`.
pub const OPCODE_MAPS: usize = 4;
/// Where the VEX maps start in [`ModRmDecoder::index`].
pub const VEX_MAPS: usize = OPCODE_MAPS;
/// Where VEX map 7 (the user-MSR instructions) is: in the place of VEX map
/// 0, which does not exist.
pub const VEX_MAP7: usize = VEX_MAPS;
/// Where the XOP maps 8, 9 and 10 are: `XOP_MAPS + map - 8`.
pub const XOP_MAPS: usize = VEX_MAPS + OPCODE_MAPS;
/// Where 3DNow!'s instructions are, by the byte after their operands.
pub const THREE_DNOW_MAP: usize = XOP_MAPS + 3;
/// Where the EVEX maps start: `EVEX_MAPS + map`, map 0 to 7.
pub const EVEX_MAPS: usize = THREE_DNOW_MAP + 1;
/// How many maps [`ModRmDecoder::index`] has.
pub const ALL_MAPS: usize = EVEX_MAPS + 8;
/// The EVEX map of APX's promoted general-purpose instructions, where
/// EVEX.b is ND and only general registers are named.
pub const APX_MAP: u8 = 4;

/// What a [`ModRmCandidate`] asks of the bytes beyond its contexts.
pub mod modrm_needs {
    /// The 0x66 prefix among its own (VEX.pp 01).
    pub const P66: u32 = 1 << 0;
    /// The 0xF2 prefix among its own (VEX.pp 11).
    pub const PF2: u32 = 1 << 1;
    /// The 0xF3 prefix among its own (VEX.pp 10).
    pub const PF3: u32 = 1 << 2;
    /// REX.W (VEX.W) among its own facts.
    pub const REX_W: u32 = 1 << 3;
    /// A ModRM byte.
    pub const MODRM: u32 = 1 << 4;
    /// ModRM.mod is 11: ModRM.rm is a register.
    pub const MOD_REGISTER: u32 = 1 << 5;
    /// ModRM.mod is not 11: ModRM.rm is memory.
    pub const MOD_MEMORY: u32 = 1 << 6;
    /// ModRM.reg is the candidate's `digit`.
    pub const DIGIT: u32 = 1 << 7;
    /// VEX.L among its own facts.
    pub const VEX_L: u32 = 1 << 8;
    /// The opcode's low three bits name a register.
    pub const OPCODE_REGISTER: u32 = 1 << 9;
    /// The address-size prefix 0x67 among its own.
    pub const P67: u32 = 1 << 10;
    /// The same operation at another operand size shares its opcode with
    /// a 0x66 form (the 32-bit form of a 16/32/64-bit family): its
    /// general registers and full immediates follow the operand size.
    pub const SIZED: u32 = 1 << 11;
    /// Its memory address is implicit (string instructions, absolute
    /// moves): an address-size prefix makes a form it does not describe.
    pub const IMPLICIT_ADDRESS: u32 = 1 << 12;
    /// Its implicit memory operand shows a segment override, which its
    /// description does not spell.
    pub const IMPLICIT_SEGMENT: u32 = 1 << 13;
    /// The ModRM byte is the candidate's `digit` (a whole byte of its
    /// opcode: 0F 01 F9).
    pub const EXACT_MODRM: u32 = 1 << 14;
    /// With [`EXACT_MODRM`]: only ModRM.mod and ModRM.reg must be the
    /// digit's; any ModRM.rm (lfence is 0F AE E8 to EF).
    pub const ANY_RM: u32 = 1 << 15;
    /// A general register of 32 or 64 bits, or a 4-byte immediate or
    /// displacement, among its operands: with 0x66 llvm-mc reads a 16-bit
    /// form, which a candidate without 0x66 is not.
    pub const WIDE: u32 = 1 << 16;
    /// EVEX.b: broadcast, or rounding or `{sae}` between registers.
    pub const EVEX_B: u32 = 1 << 17;
    /// EVEX.z: zeroing-masking, with any EVEX.aaa.
    pub const EVEX_Z: u32 = 1 << 18;
    /// Merge-masking: EVEX.aaa not 0 (and EVEX.z not set). An EVEX
    /// candidate with none of `EVEX_Z` and `EVEX_K` needs both 0.
    pub const EVEX_K: u32 = 1 << 19;
    /// APX's NF (EVEX.aaa bit 2 in map 4, where aaa names no mask).
    pub const EVEX_NF: u32 = 1 << 20;
    /// The EVEX facts a candidate must match exactly.
    pub const EVEX_ATTRIBUTES: u32 = EVEX_B | EVEX_Z | EVEX_K | EVEX_NF;
    /// APX's source condition code: EVEX.V' and EVEX.aaa must be the
    /// four bits at [`SCC_SHIFT`] (NF is not looked at: aaa is the code's).
    pub const EVEX_SCC: u32 = 1 << 21;
    /// Where an [`EVEX_SCC`] candidate's condition code is.
    pub const SCC_SHIFT: u32 = 24;
    /// APX's REX2 prefix: the candidate applies after one, and only there.
    pub const REX2: u32 = 1 << 22;
    /// ModRM.rm must be 000 (a register in ModRM.reg alone: tilezero).
    pub const RM_ZERO: u32 = 1 << 23;
    /// A repeat prefix's byte read as TSX's lock-elision hint (xacquire,
    /// xrelease): the candidate applies where llvm-mc reads the byte so
    /// (before lock, xchg, or a store mov), and only there.
    pub const LOCK_ELISION: u32 = 1 << 28;
    /// A string instruction with its addresses written (the prelude's
    /// RawFrmString): the decoder takes it instead of the form without
    /// them when 0x67 or a segment override changes those addresses.
    pub const STRING_ADDRESS: u32 = 1 << 29;
}

/// The decoding contexts of prefix/opcode/ModRM instructions (64-bit
/// mode): which size, repeat, REX.W and VEX facts the prefixes in front of
/// an opcode make, as llvm-mc's disassembler classifies them. A candidate
/// applies in a set of contexts (its [`ModRmCandidate::contexts`] bits);
/// among those that apply, the highest [`ModRmCandidate::rank`] wins.
pub mod context {
    /// No size, repeat or REX.W fact.
    pub const PLAIN: u8 = 0;
    /// REX.W.
    pub const REX_W: u8 = 1;
    /// The operand-size prefix.
    pub const OPSIZE: u8 = 2;
    /// The address-size prefix.
    pub const ADSIZE: u8 = 3;
    /// Both size prefixes.
    pub const OPSIZE_ADSIZE: u8 = 4;
    /// 0xF3 selects the instruction.
    pub const XS: u8 = 5;
    /// 0xF2 selects the instruction.
    pub const XD: u8 = 6;
    /// 0xF3 and the operand-size prefix.
    pub const XS_OPSIZE: u8 = 7;
    /// 0xF2 and the operand-size prefix.
    pub const XD_OPSIZE: u8 = 8;
    /// 0xF3 and the address-size prefix.
    pub const XS_ADSIZE: u8 = 9;
    /// 0xF2 and the address-size prefix.
    pub const XD_ADSIZE: u8 = 10;
    /// REX.W and 0xF3.
    pub const REX_W_XS: u8 = 11;
    /// REX.W and 0xF2.
    pub const REX_W_XD: u8 = 12;
    /// REX.W and the operand-size prefix.
    pub const REX_W_OPSIZE: u8 = 13;
    /// REX.W and the address-size prefix.
    pub const REX_W_ADSIZE: u8 = 14;
    /// The first VEX context: `VEX + (L << 3 | W << 2 | pp)`, pp 0 none,
    /// 1 0x66, 2 0xF3, 3 0xF2.
    pub const VEX: u8 = 16;
    /// The first EVEX context: `EVEX + (L'L << 3 | W << 2 | pp)`.
    pub const EVEX: u8 = 32;

    /// The context of legacy (non-VEX) facts.
    pub fn legacy(op_size: bool, ad_size: bool, xs: bool, xd: bool, rex_w: bool) -> u8 {
        match (rex_w, xs, xd, op_size, ad_size) {
            (true, true, _, _, _) => REX_W_XS,
            (true, _, true, _, _) => REX_W_XD,
            (true, _, _, true, _) => REX_W_OPSIZE,
            (true, _, _, _, true) => REX_W_ADSIZE,
            (_, _, true, true, _) => XD_OPSIZE,
            (_, _, true, _, true) => XD_ADSIZE,
            (_, true, _, true, _) => XS_OPSIZE,
            (_, true, _, _, true) => XS_ADSIZE,
            (_, true, _, _, _) => XS,
            (_, _, true, _, _) => XD,
            (_, _, _, true, true) => OPSIZE_ADSIZE,
            (_, _, _, true, _) => OPSIZE,
            (_, _, _, _, true) => ADSIZE,
            (true, _, _, _, _) => REX_W,
            _ => PLAIN,
        }
    }

    /// The context of VEX facts.
    pub fn vex(l: bool, w: bool, pp: u8) -> u8 {
        VEX + (u8::from(l) << 3 | u8::from(w) << 2 | (pp & 3))
    }

    /// The context of EVEX facts (L'L 0 to 3).
    pub fn evex(ll: u8, w: bool, pp: u8) -> u8 {
        EVEX + ((ll & 3) << 3 | u8::from(w) << 2 | (pp & 3))
    }
}

table! {
    /// The decoder of prefix/opcode/ModRM encodings.
    pub struct ModRmDecoder {
        /// For each opcode map (and VEX map) and opcode byte, where its
        /// candidates start in `candidates`: map * 256 + byte, and one more
        /// entry for the end (empty: the target has no such encodings).
        pub index: Vec<u32>,
        /// Candidates in the order they are tried: the highest rank first.
        pub candidates: Vec<ModRmCandidate>,
        /// For each register class, its register of each number: 16
        /// without REX, 16 with REX, then 32 by the five-bit numbers of
        /// EVEX and APX's REX2 ([`NO_REGISTER`] where none).
        pub class_numbers: Vec<Vec<u16>>,
        /// Address registers by number: 32 of 64 bits, then 32 of 32 bits
        /// (with the address-size prefix); 16-31 are APX's.
        pub address_registers: Vec<u16>,
        /// The instruction pointer as a base, 64 and 32 bits.
        pub instruction_pointers: [u16; 2],
        /// The index that says "no index" (SIB.index 100 where no SIB
        /// byte was needed), 64 and 32 bits: `%riz` and `%eiz`.
        pub no_index: [u16; 2],
        /// Segment registers by override prefix byte: (byte, register).
        pub segments: Vec<(u8, u16)>,
        /// Prefix bytes that are instructions of their own: (byte, opcode).
        pub prefix_instructions: Vec<(u8, u16)>,
        /// What the decoder reads for each instruction, derived from the
        /// instruction tables on first use.
        pub plans: crate::codec::Derived<ModRmPlans>,
    }
}

/// A plan field the instruction does not have.
pub const NO_SLOT: u8 = u8::MAX;

/// The prefix/opcode/ModRM decoder's view of the instructions, in one
/// small record each: where each field's operand goes and which register
/// class numbers it, so that reading an instruction's operands touches
/// nothing else (the runtime derives it from the instruction tables).
#[derive(Clone, Debug, Default)]
pub struct ModRmPlans {
    /// By opcode.
    pub instructions: Vec<ModRmPlan>,
    /// The operands after ModRM of every instruction, each instruction's
    /// together ([`ModRmPlan::trailing`]).
    pub trailing: Vec<TrailingPlan>,
    /// Slot copies for tied operands, (from, to), each instruction's
    /// together ([`ModRmPlan::copies`]).
    pub copies: Vec<(u8, u8)>,
    /// By register class: its registers by number, as
    /// [`ModRmDecoder::class_numbers`], and what kind of class it is.
    pub classes: Vec<ClassPlan>,
    /// The MCInst prefix bit that prints lock, repne, rep and the
    /// address-size prefix (0 when the target prints none).
    pub printed: PrintedPrefixes,
    /// The bits of the assembler prefixes a `{vex}` replaces, and its own.
    pub explicit_vex: (u16, u16),
    /// For each opcode of the legacy maps (`map * 256 + byte`, maps below
    /// [`OPCODE_MAPS`]) and each legacy context, where its list in
    /// [`ModRmPlans::legacy_lists`] starts (the next entry: where it ends):
    /// at `(map * 256 + byte) * LEGACY_CONTEXTS + context`.
    pub legacy_index: Vec<u32>,
    /// The candidates that apply in such a context (without REX2 or a
    /// lock-elision hint), in the order they are tried, as indices into
    /// the opcode's candidates: the decoder tries only these.
    pub legacy_lists: Vec<u16>,
    /// For each legacy opcode after no prefix, 0x66, 0xF3 or 0xF2 (0-3)
    /// and under REX.W clear and set
    /// (`((map * 256 + byte) * 4 + prefix) * 2 + w`), then for each opcode
    /// of VEX's maps 1-3 and each VEX context, then for each legacy opcode
    /// after 0x66 that is not the last prefix, how its choice follows from
    /// the ModRM byte, for the x86 decoder's short way: its kind, flags,
    /// the key's shift, the length's facts and where its choices start
    /// (see `src/mc/decode_plain.rs`); 2^15 entries.
    pub plain_choices: Vec<u32>,
    /// The choices of [`ModRmPlans::plain_choices`] by ModRM byte: 16, 2
    /// or 1 at each, by mod 11 and reg: the chosen candidate's plan, as in
    /// [`ModRmPlans::plain_plans`] (so that decoding waits on one load
    /// fewer), or one of no form: none; padded with those to the 2^13
    /// cells a choice reaches.
    pub plain_by_modrm: Vec<PlainPlan>,
    /// By candidate ([`ModRmDecoder::candidates`]): how the short way
    /// reads it.
    pub plain_plans: Vec<PlainPlan>,
    /// The first 32 numbers of [`ModRmPlans::classes`], for the short way
    /// (its plans' classes index this).
    pub plain_classes: Vec<[u16; 32]>,
    /// The shapes of the short way's instructions, so that it writes an
    /// instruction's at once and then only the slots' values; 256 entries.
    pub plain_shapes: Vec<SlotShape>,
}

/// Slots an instruction (the runtime's MCInst) has: how many, each one's
/// kind and its side entries' modifiers (what they mean is the
/// runtime's).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SlotShape {
    /// How many slots.
    pub len: u8,
    /// Each slot's kind.
    pub kinds: [u8; SHAPE_SLOTS],
    /// The side entries' modifiers.
    pub modifiers: [u8; SHAPE_SIDE_ENTRIES],
}

/// Most slots of an instruction.
pub const SHAPE_SLOTS: usize = 12;
/// Most side entries of an instruction.
pub const SHAPE_SIDE_ENTRIES: usize = 3;

/// A candidate as the x86 decoder's short way reads it: what its
/// instruction's [`ModRmPlan`] and the candidate say about its operands,
/// in one record (of 32 bytes: one load of a cache line).
#[derive(Clone, Copy, Debug, Default)]
#[repr(align(32))]
pub struct PlainPlan {
    /// The instruction.
    pub opcode: u16,
    /// The MCInst prefix bits it is printed with.
    pub prefixes: u16,
    /// See [`plain_flags`].
    pub flags: u8,
    /// Which code of the short way reads its operands.
    pub form: u8,
    /// What its length needs: the immediates' bytes in the low 4 bits, and
    /// bit 4 when a ModRM byte follows the opcode.
    pub facts: u8,
    /// Its instruction's shape: an index into [`ModRmPlans::plain_shapes`].
    pub shape: u8,
    /// ModRM.reg's register.
    pub reg: PlainRegister,
    /// ModRM.rm's register, or the first slot of its memory operand.
    pub rm: PlainRegister,
    /// The register in the opcode's low bits.
    pub opcode_reg: PlainRegister,
    /// VEX.vvvv's register.
    pub vvvv: PlainRegister,
    /// The immediates after ModRM, in order (unused: slot [`NO_SLOT`]).
    pub immediates: [PlainImmediate; 2],
    /// Tied slots, (from, to) (unused: from [`NO_SLOT`]).
    pub copies: [(u8, u8); 2],
}

/// A register of a [`PlainPlan`].
#[derive(Clone, Copy, Debug)]
pub struct PlainRegister {
    /// Its slot, or [`NO_SLOT`].
    pub slot: u8,
    /// An index into [`ModRmPlans::plain_classes`].
    pub class: u8,
}

impl Default for PlainRegister {
    fn default() -> PlainRegister {
        PlainRegister { slot: NO_SLOT, class: 0 }
    }
}

/// An immediate of a [`PlainPlan`].
#[derive(Clone, Copy, Debug)]
pub struct PlainImmediate {
    /// Its slot, or [`NO_SLOT`].
    pub slot: u8,
    /// Its bytes (0 when unused).
    pub bytes: u8,
    /// Sign-extended (else as it is).
    pub signed: bool,
}

impl Default for PlainImmediate {
    fn default() -> PlainImmediate {
        PlainImmediate { slot: NO_SLOT, bytes: 0, signed: false }
    }
}

/// Facts of a [`PlainPlan`].
pub mod plain_flags {
    /// The short way reads the candidate (else the general decoder does).
    pub const PLAIN: u8 = 1 << 0;
    /// A ModRM byte follows the opcode.
    pub const MODRM: u8 = 1 << 1;
    /// ModRM.rm is a memory operand.
    pub const MEMORY: u8 = 1 << 2;
    /// The register is in the opcode's low bits (nop's rule).
    pub const OPCODE_REGISTER: u8 = 1 << 3;
    /// Its operands follow 0x66 as the operand size, which it does not
    /// take: a 16-bit form the description does not have.
    pub const NO_SIXTEEN_BIT_FORM: u8 = 1 << 4;
    /// A segment override makes it another instruction (string moves).
    pub const IMPLICIT_SEGMENT: u8 = 1 << 5;
}

/// The legacy contexts (those below [`context::VEX`]).
pub const LEGACY_CONTEXTS: usize = context::VEX as usize;

/// MCInst prefix bits of the legacy prefixes llvm-mc prints.
#[derive(Clone, Copy, Debug, Default)]
pub struct PrintedPrefixes {
    /// 0xF0.
    pub lock: u16,
    /// 0xF2.
    pub repne: u16,
    /// 0xF3.
    pub rep: u16,
    /// 0x67.
    pub address_size: u16,
}

/// One instruction's plan.
#[derive(Clone, Copy, Debug, Default)]
pub struct ModRmPlan {
    /// Operand slots.
    pub slots: u8,
    /// See [`plan_flags`].
    pub flags: u8,
    /// ModRM.reg's register.
    pub reg: RegisterPlan,
    /// ModRM.rm's register, or the first slot of its memory operand (its
    /// class a vector index's, for VSIB).
    pub rm: RegisterPlan,
    /// VEX.vvvv's register.
    pub vvvv: RegisterPlan,
    /// The register in the opcode's low bits.
    pub opcode_reg: RegisterPlan,
    /// EVEX.aaa's opmask register.
    pub opmask: RegisterPlan,
    /// The slot of EVEX's rounding control, or [`NO_SLOT`].
    pub rounding: u8,
    /// The slot of APX's default flags value (EVEX.vvvv), or [`NO_SLOT`].
    pub flags_value: u8,
    /// EVEX's compressed displacement: a disp8 counts `1 << disp8_shift`.
    pub disp8_shift: u8,
    /// Its operands after ModRM: a range of [`ModRmPlans::trailing`].
    pub trailing: (u16, u8),
    /// Its tied slots: a range of [`ModRmPlans::copies`].
    pub copies: (u16, u8),
    /// The assembler prefixes it is printed with (`{evex}`, `{nf}`: its
    /// mnemonic alone names another form), as MCInst prefix bits.
    pub explicit: u16,
    /// A string instruction's written addresses, in order (at most two).
    pub strings: [StringPlan; 2],
}

/// A string instruction's address (see [`ModRmPlan::strings`]).
#[derive(Clone, Copy, Debug)]
pub struct StringPlan {
    /// The base's slot (the segment's follows), or [`NO_SLOT`].
    pub slot: u8,
    /// The base at each address size: 64 bits, then 32 (0x67).
    pub bases: [u16; 2],
}

impl Default for StringPlan {
    fn default() -> StringPlan {
        StringPlan { slot: NO_SLOT, bases: [NO_REGISTER; 2] }
    }
}

/// Facts of a [`ModRmPlan`].
pub mod plan_flags {
    /// The decoder can make the instruction: it is of the family and its
    /// slots fit an MCInst.
    pub const USABLE: u8 = 1 << 0;
    /// ModRM.rm is a memory operand.
    pub const MEMORY: u8 = 1 << 1;
    /// A vector index (VSIB) in the memory operand.
    pub const VECTOR_INDEX: u8 = 1 << 2;
    /// The instruction's own prefixes include lock.
    pub const OWN_LOCK: u8 = 1 << 3;
    /// The instruction's own prefixes include the address size.
    pub const OWN_ADDRESS_SIZE: u8 = 1 << 4;
    /// Printed with `{vex}` (its mnemonic alone names another form).
    pub const EXPLICIT_VEX: u8 = 1 << 5;
    /// Every slot is read from a field or copied from a tied one.
    pub const COMPLETE: u8 = 1 << 6;
    /// A SIB byte is always written (AMX's strided tile loads): its
    /// index 100 is no index, never `%riz`.
    pub const FORCE_SIB: u8 = 1 << 7;
}

/// A register field's slot and the class that numbers it.
#[derive(Clone, Copy, Debug)]
pub struct RegisterPlan {
    /// The slot, or [`NO_SLOT`].
    pub slot: u8,
    /// An index into [`ModRmPlans::classes`].
    pub class: u16,
}

impl Default for RegisterPlan {
    fn default() -> RegisterPlan {
        RegisterPlan { slot: NO_SLOT, class: 0 }
    }
}

/// An operand after ModRM.
#[derive(Clone, Copy, Debug)]
pub struct TrailingPlan {
    /// Its slot.
    pub slot: u8,
    /// Its bytes.
    pub bytes: u8,
    /// Its operand kind.
    pub kind: u16,
    /// A register in imm8\[7:4\] (VEX's fourth register).
    pub register: bool,
    /// The slot of the immediate in imm8\[3:0\] beside it, or [`NO_SLOT`].
    pub low_half: u8,
    /// How an immediate reads from its bytes alone: 1 as it is, 2
    /// sign-extended; 0: as its operand kind says (a register, a range).
    pub extend: u8,
}

/// A register class as the decoder numbers it.
#[derive(Clone, Copy, Debug)]
pub struct ClassPlan {
    /// As [`ModRmDecoder::class_numbers`]: 16 without REX, 16 with, 32 by
    /// EVEX's numbers.
    pub numbers: [u16; 64],
    /// See [`class_kinds`].
    pub kind: u8,
}

/// What a [`ClassPlan`] is, for EVEX's fifth number bits.
pub mod class_kinds {
    /// Vector registers: numbers 16-31 exist.
    pub const VECTOR: u8 = 1 << 0;
    /// It holds address registers (APX would number 16-31).
    pub const GENERAL: u8 = 1 << 1;
    /// Register pairs, each named by both its numbers.
    pub const PAIR: u8 = 1 << 2;
}

table! {
    /// An instruction an opcode byte may decode to.
    pub struct ModRmCandidate {
        /// The instruction.
        pub opcode: u16,
        /// What it needs (see [`modrm_needs`]).
        pub needs: u32,
        /// Its ModRM.reg opcode extension, with [`modrm_needs::DIGIT`].
        pub digit: u8,
        /// Which of the candidates that apply wins: the highest.
        pub rank: u8,
        /// The [`context`]s it applies in, one bit each.
        pub contexts: u64,
    }
}

table! {
    /// The decision tree of fixed-width instructions.
    pub struct FixedDecoder {
        /// Bytes of the word the tree looks at: the shortest instruction
        /// (0: the target has no fixed-width decoder).
        pub word_bytes: u8,
        /// The nodes, the root first (see [`LEAF`] for the layout).
        pub nodes: Vec<u32>,
        /// The instructions the leaves name.
        pub candidates: Vec<DecodeCandidate>,
    }
}

table! {
    /// An instruction a leaf may decode to.
    pub struct DecodeCandidate {
        /// The instruction.
        pub opcode: u16,
        /// Its length in bytes.
        pub bytes: u8,
        /// The bits that must have the values of `value` (its fixed bits,
        /// less those the description lets the decoder ignore).
        pub mask: u128,
        /// Their values.
        pub value: u128,
        /// Operand bits the decoder reads as zero (the description's
        /// `DecodeIgnore`: bits the processor does not look at).
        pub zero: u128,
    }
}

/// How an immediate's bits become its value ([`KindDecoder::sign`]).
pub mod sign {
    /// Zero-extended.
    pub const UNSIGNED: u8 = 0;
    /// Sign-extended from the highest bit its fields hold.
    pub const SIGNED: u8 = 1;
    /// Sign-extended when its fields fill its value type (an `i32`
    /// operand in a 32-bit field is -1 for all ones, the same operand in a
    /// 12-bit field 4095).
    pub const SIGNED_WHEN_FULL: u8 = 2;
}

table! {
    /// How the slots of one operand kind read back.
    pub struct KindDecoder {
        /// How an immediate extends (see [`sign`]).
        pub sign: u8,
        /// Whether only values in the immediate's assembler range read
        /// back (other bits are no operand of the kind).
        pub in_range: bool,
        /// A Rust fragment (an index into the fragment names' `decode`)
        /// that makes the operand's slots from their bits instead.
        pub method: Option<u16>,
    }
}

impl FixedDecoder {
    /// The candidates the tree leads `word` (the first `word_bytes` bytes
    /// as an integer) to, in the order they are tried.
    pub fn candidates_for(&self, word: u128) -> &[u32] {
        let mut at = 0usize;
        loop {
            let Some(&head) = self.nodes.get(at) else { return &[] };
            if head & LEAF != 0 {
                let count = (head & 0xffff) as usize;
                return self.nodes.get(at + 1..at + 1 + count).unwrap_or(&[]);
            }
            let (lo, width) = (head & 0xff, (head >> 8) & 0xff);
            let field = (word >> lo) as usize & ((1usize << width) - 1);
            match self.nodes.get(at + 1 + field) {
                Some(&next) if next != NO_NODE => at = next as usize,
                _ => return &[],
            }
        }
    }
}
