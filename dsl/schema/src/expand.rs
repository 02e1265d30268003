//! Pseudo-instruction expansions: the real instructions the assembler
//! writes for an instruction whose description lists `Expansions` (see
//! the prelude's `Expansion` class for the language these come from).

use crate::codec::{Decode, DecodeError, Encode, Reader, Writer};
use crate::table;

/// An operation on 64-bit values, evaluated while assembling.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum ValueOp {
    Add,
    Sub,
    And,
    Or,
    Xor,
    Shl,
    Srl,
    Sra,
    Cttz,
    Ctlz,
    SextBits,
    LowOnes,
    Equal,
    NotEqual,
    Less,
    Greater,
    FitsSigned,
    FitsUnsigned,
    AllOf,
    AnyOf,
}

impl ValueOp {
    /// Every operation, in the order of its code.
    pub const ALL: [ValueOp; 20] = [
        ValueOp::Add,
        ValueOp::Sub,
        ValueOp::And,
        ValueOp::Or,
        ValueOp::Xor,
        ValueOp::Shl,
        ValueOp::Srl,
        ValueOp::Sra,
        ValueOp::Cttz,
        ValueOp::Ctlz,
        ValueOp::SextBits,
        ValueOp::LowOnes,
        ValueOp::Equal,
        ValueOp::NotEqual,
        ValueOp::Less,
        ValueOp::Greater,
        ValueOp::FitsSigned,
        ValueOp::FitsUnsigned,
        ValueOp::AllOf,
        ValueOp::AnyOf,
    ];

    /// The operation a dag operator names in a description, with the
    /// number of arguments it takes (`None`: one or more).
    pub fn named(name: &str) -> Option<(ValueOp, Option<usize>)> {
        Some(match name {
            "add" => (ValueOp::Add, Some(2)),
            "sub" => (ValueOp::Sub, Some(2)),
            "and" => (ValueOp::And, Some(2)),
            "or" => (ValueOp::Or, Some(2)),
            "xor" => (ValueOp::Xor, Some(2)),
            "shl" => (ValueOp::Shl, Some(2)),
            "srl" => (ValueOp::Srl, Some(2)),
            "sra" => (ValueOp::Sra, Some(2)),
            "cttz" => (ValueOp::Cttz, Some(1)),
            "ctlz" => (ValueOp::Ctlz, Some(1)),
            "sext_bits" => (ValueOp::SextBits, Some(2)),
            "low_ones" => (ValueOp::LowOnes, Some(1)),
            "equal" => (ValueOp::Equal, Some(2)),
            "not_equal" => (ValueOp::NotEqual, Some(2)),
            "less" => (ValueOp::Less, Some(2)),
            "greater" => (ValueOp::Greater, Some(2)),
            "fits_signed" => (ValueOp::FitsSigned, Some(2)),
            "fits_unsigned" => (ValueOp::FitsUnsigned, Some(2)),
            "all_of" => (ValueOp::AllOf, None),
            "any_of" => (ValueOp::AnyOf, None),
            _ => return None,
        })
    }
}

/// One value of an expansion.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// The pseudo-instruction's MCInst slot.
    Slot(u8),
    /// A number.
    Const(i64),
    /// An operation on earlier values (indexes into the same list).
    Op(ValueOp, Vec<u16>),
}

/// What fills one MCInst slot of a step.
#[derive(Clone, Debug, PartialEq)]
pub enum StepOperand {
    /// A register.
    Register(u16),
    /// A value (index into the alternative's values).
    Value(u16),
    /// The pseudo-instruction's slot as written (a symbol stays a symbol),
    /// with relocation operator `modifier` of the step's operand kind
    /// (0: the one written).
    Passed {
        /// The pseudo-instruction's slot.
        slot: u8,
        /// The relocation operator, 1-based (0: as written).
        modifier: u8,
    },
    /// The temporary label placed at step `step`, with relocation
    /// operator `modifier`.
    Label {
        /// The step the label is placed at.
        step: u8,
        /// The relocation operator, 1-based (0: none).
        modifier: u8,
    },
}

impl Encode for Value {
    fn encode(&self, w: &mut Writer) {
        match self {
            Value::Slot(s) => (0u8, s).encode(w),
            Value::Const(v) => (1u8, v).encode(w),
            Value::Op(op, args) => (2u8, *op as u8, args).encode(w),
        }
    }
}

impl Decode for Value {
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        Ok(match u8::decode(r)? {
            0 => Value::Slot(Decode::decode(r)?),
            1 => Value::Const(Decode::decode(r)?),
            2 => {
                let code = u8::decode(r)? as usize;
                let op = *ValueOp::ALL.get(code).ok_or_else(|| r.error("unknown value operation"))?;
                Value::Op(op, Decode::decode(r)?)
            }
            _ => return Err(r.error("unknown expansion value")),
        })
    }
}

impl Encode for StepOperand {
    fn encode(&self, w: &mut Writer) {
        match self {
            StepOperand::Register(r) => (0u8, r).encode(w),
            StepOperand::Value(v) => (1u8, v).encode(w),
            StepOperand::Passed { slot, modifier } => (2u8, slot, modifier).encode(w),
            StepOperand::Label { step, modifier } => (3u8, step, modifier).encode(w),
        }
    }
}

impl Decode for StepOperand {
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        Ok(match u8::decode(r)? {
            0 => StepOperand::Register(Decode::decode(r)?),
            1 => StepOperand::Value(Decode::decode(r)?),
            2 => StepOperand::Passed { slot: Decode::decode(r)?, modifier: Decode::decode(r)? },
            3 => StepOperand::Label { step: Decode::decode(r)?, modifier: Decode::decode(r)? },
            _ => return Err(r.error("unknown step operand")),
        })
    }
}

table! {
    /// One instruction of an expansion.
    pub struct Step {
        /// Taken only when this value is not 0.
        pub guard: Option<u16>,
        /// The instruction (itself expanded when it is a pseudo-instruction).
        pub opcode: u16,
        /// Its MCInst slots.
        pub operands: Vec<StepOperand>,
    }
}

table! {
    /// One way to write a pseudo-instruction.
    pub struct Alternative {
        /// Applies when this value is not 0 (none: always).
        pub guard: Option<u16>,
        /// The values guards and steps use.
        pub values: Vec<Value>,
        /// The instructions, in order.
        pub steps: Vec<Step>,
        /// The temporary label's name after `.L`, before its number.
        pub label_prefix: String,
    }
}

table! {
    /// The ways to write one pseudo-instruction.
    pub struct Expansions {
        /// The pseudo-instruction.
        pub opcode: u16,
        /// Its alternatives, in the description's order.
        pub alternatives: Vec<Alternative>,
    }
}
