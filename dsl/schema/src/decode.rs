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
