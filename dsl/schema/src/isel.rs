//! The selection tables: the matcher program every pattern was lowered
//! into, the patterns for reports, and the calling convention.

use crate::codec::{Decode, DecodeError, Encode, Reader, Writer};
use crate::table;
use crate::vocab::{Cond, Ext, Op, Vt};

/// One operation of the matcher program.
#[derive(Clone, Debug, PartialEq)]
pub enum MatchOp {
    /// An alternative: the next `skip` operations. If it fails, matching
    /// goes on after them.
    Scope(u32),
    /// The node has this operator.
    CheckOpcode(Op),
    /// The node's value has this type.
    CheckType(Vt),
    /// Continue at operand `i` of the node.
    MoveChild(u8),
    /// Back to the node whose operand this is.
    MoveParent,
    /// Record the node.
    Record,
    /// The node is the one recorded in this slot.
    CheckSame(u8),
    /// An `imm` of this value.
    CheckInteger(i64),
    /// A condition code.
    CheckCondCode(Cond),
    /// A type operand naming this type.
    CheckValueType(Vt),
    /// An immediate whose value this predicate (an index into the
    /// immediate predicates) accepts.
    CheckImmPredicate(u16),
    /// A node this predicate (an index into the node predicates) accepts.
    CheckNodePredicate(u16),
    /// A load or store of this memory type and extension.
    CheckMemory(Vt, Ext),
    /// A load or store whose memory type is its value's, without
    /// extension (what `load` and `store` match alone).
    CheckPlainMemory,
    /// A complex pattern that records `parts` items.
    CheckComplex {
        /// Index into the complex patterns.
        function: u16,
        /// How many items it records.
        parts: u8,
    },
    /// Emit an instruction; its results become the next temps.
    Emit {
        /// The instruction.
        inst: u16,
        /// Its input operands, in order.
        operands: Vec<EmitOperand>,
        /// How many results (outputs) it has.
        results: u8,
    },
    /// Copy a value into a new register of `class` (the next temp).
    EmitCopy {
        /// The class.
        class: u16,
        /// The value.
        operand: EmitOperand,
    },
    /// Copy a value into a physical register that a following instruction
    /// reads implicitly (a physical register leaf of the pattern to match,
    /// or `COPY_TO_REG` in its result).
    EmitCopyToReg {
        /// The register.
        reg: u16,
        /// The value.
        operand: EmitOperand,
    },
    /// The pattern matched; `result` is the temp holding the value.
    Complete {
        /// Index in `patterns`.
        pattern: u16,
        /// The temp of the node's value, if it has one.
        result: Option<u8>,
    },
}

impl Encode for MatchOp {
    fn encode(&self, w: &mut Writer) {
        match self {
            MatchOp::Scope(skip) => (0u8, skip).encode(w),
            MatchOp::CheckOpcode(op) => (1u8, op).encode(w),
            MatchOp::CheckType(vt) => (2u8, vt).encode(w),
            MatchOp::MoveChild(i) => (3u8, i).encode(w),
            MatchOp::MoveParent => 4u8.encode(w),
            MatchOp::Record => 5u8.encode(w),
            MatchOp::CheckSame(i) => (6u8, i).encode(w),
            MatchOp::CheckInteger(v) => (7u8, v).encode(w),
            MatchOp::CheckCondCode(c) => (8u8, c).encode(w),
            MatchOp::CheckValueType(vt) => (9u8, vt).encode(w),
            MatchOp::CheckImmPredicate(i) => (10u8, i).encode(w),
            MatchOp::CheckNodePredicate(i) => (11u8, i).encode(w),
            MatchOp::CheckMemory(vt, ext) => (12u8, vt, ext).encode(w),
            MatchOp::CheckPlainMemory => 13u8.encode(w),
            MatchOp::CheckComplex { function, parts } => (14u8, function, parts).encode(w),
            MatchOp::Emit { inst, operands, results } => {
                (15u8, inst, results).encode(w);
                operands.encode(w);
            }
            MatchOp::EmitCopy { class, operand } => (16u8, class, operand).encode(w),
            MatchOp::EmitCopyToReg { reg, operand } => (17u8, reg, operand).encode(w),
            MatchOp::Complete { pattern, result } => (18u8, pattern, result).encode(w),
        }
    }
}

impl Decode for MatchOp {
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        Ok(match u8::decode(r)? {
            0 => MatchOp::Scope(Decode::decode(r)?),
            1 => MatchOp::CheckOpcode(Decode::decode(r)?),
            2 => MatchOp::CheckType(Decode::decode(r)?),
            3 => MatchOp::MoveChild(Decode::decode(r)?),
            4 => MatchOp::MoveParent,
            5 => MatchOp::Record,
            6 => MatchOp::CheckSame(Decode::decode(r)?),
            7 => MatchOp::CheckInteger(Decode::decode(r)?),
            8 => MatchOp::CheckCondCode(Decode::decode(r)?),
            9 => MatchOp::CheckValueType(Decode::decode(r)?),
            10 => MatchOp::CheckImmPredicate(Decode::decode(r)?),
            11 => MatchOp::CheckNodePredicate(Decode::decode(r)?),
            12 => MatchOp::CheckMemory(Decode::decode(r)?, Decode::decode(r)?),
            13 => MatchOp::CheckPlainMemory,
            14 => MatchOp::CheckComplex { function: Decode::decode(r)?, parts: Decode::decode(r)? },
            15 => {
                let (inst, results) = Decode::decode(r)?;
                MatchOp::Emit { inst, results, operands: Decode::decode(r)? }
            }
            16 => MatchOp::EmitCopy { class: Decode::decode(r)?, operand: Decode::decode(r)? },
            17 => MatchOp::EmitCopyToReg { reg: Decode::decode(r)?, operand: Decode::decode(r)? },
            18 => MatchOp::Complete { pattern: Decode::decode(r)?, result: Decode::decode(r)? },
            _ => return Err(r.error("unknown matcher operation")),
        })
    }
}

/// Where an emitted operand comes from.
#[derive(Clone, Debug, PartialEq)]
pub enum EmitOperand {
    /// Recorded item `i`: a register for a register operand, else a value.
    Node(u8),
    /// `n` recorded items from slot `i`, one per operand slot.
    Complex(u8, u8),
    /// A result of an earlier instruction of the pattern.
    Temp(u8),
    /// Transform `f` of the value recorded in slot `i`.
    XForm(u16, u8),
    /// A constant.
    Imm(i64),
    /// A physical register.
    Reg(u16),
    /// The slots of one operand given one by one (`(MOVZXi lo16, 1)`).
    Parts(Vec<EmitOperand>),
}

impl Encode for EmitOperand {
    fn encode(&self, w: &mut Writer) {
        match self {
            EmitOperand::Node(i) => (0u8, i).encode(w),
            EmitOperand::Complex(i, n) => (1u8, i, n).encode(w),
            EmitOperand::Temp(i) => (2u8, i).encode(w),
            EmitOperand::XForm(f, i) => (3u8, f, i).encode(w),
            EmitOperand::Imm(v) => (4u8, v).encode(w),
            EmitOperand::Reg(reg) => (5u8, reg).encode(w),
            EmitOperand::Parts(parts) => {
                6u8.encode(w);
                parts.encode(w);
            }
        }
    }
}

impl Decode for EmitOperand {
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        Ok(match u8::decode(r)? {
            0 => EmitOperand::Node(Decode::decode(r)?),
            1 => EmitOperand::Complex(Decode::decode(r)?, Decode::decode(r)?),
            2 => EmitOperand::Temp(Decode::decode(r)?),
            3 => EmitOperand::XForm(Decode::decode(r)?, Decode::decode(r)?),
            4 => EmitOperand::Imm(Decode::decode(r)?),
            5 => EmitOperand::Reg(Decode::decode(r)?),
            6 => EmitOperand::Parts(Decode::decode(r)?),
            _ => return Err(r.error("unknown emitted operand")),
        })
    }
}

table! {
    /// A pattern, for reports.
    pub struct PatternInfo {
        /// The record it comes from.
        pub source: String,
        /// Its complexity (more complex patterns are tried first).
        pub complexity: i64,
        /// What it matches, in one line.
        pub matched: String,
    }
}

table! {
    /// The calling convention of selected functions.
    pub struct CallingConvInfo {
        /// Integer arguments, in order.
        pub arguments: Vec<u16>,
        /// The integer result.
        pub result: Option<u16>,
        /// Registers restored before returning.
        pub callee_saved: Vec<u16>,
        /// The stack pointer.
        pub stack_pointer: Option<u16>,
        /// Registers never allocated.
        pub reserved: Vec<u16>,
        /// The register class of each legal type.
        pub value_classes: Vec<(Vt, u16)>,
        /// Bytes a function's frame may take (0: no limit).
        pub stack_limit: u32,
        /// Whether arguments past `arguments` go on the stack.
        pub stack_arguments: bool,
        /// Floating-point arguments, in order (empty: as integers).
        pub float_arguments: Vec<u16>,
        /// The floating-point result.
        pub float_result: Option<u16>,
        /// Whether integer and floating-point arguments take slots of one
        /// sequence (a float in a register skips the integer register of
        /// its position; a stack argument's place is its position).
        pub shared_slots: bool,
    }
}

table! {
    /// A target's selection tables. The Rust functions the program names
    /// (predicates, transforms, complex patterns) are numbered in the
    /// target's fragment names.
    pub struct SelectionTables {
        /// The matcher program.
        pub ops: Vec<MatchOp>,
        /// The patterns, in the order they are tried.
        pub patterns: Vec<PatternInfo>,
        /// How functions are called, when the target says.
        pub calling: Option<CallingConvInfo>,
    }
}
