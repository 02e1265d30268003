//! What a target's generated selection tables hold: the matcher program,
//! the Rust functions its patterns name, and the calling convention.

use super::dag::{Cond, Dag, Ext, NodeId, Op, Vt};

/// A predicate on an immediate's value (an `ImmLeaf`).
pub type ImmPredicateFn = fn(i64) -> bool;
/// A predicate on a node (a `PatFrag`'s `PredicateCode`).
pub type NodePredicateFn = fn(&Dag, NodeId) -> bool;
/// A transform of an immediate (an `SDNodeXForm`: HI16, LO16).
pub type XFormFn = fn(i64) -> i64;
/// A complex pattern: matches node `at` and pushes its parts (as many as
/// the pattern's `NumOperands`), or returns false.
pub type ComplexFn = fn(&Dag, NodeId, &mut Vec<Matched>) -> bool;

/// What the matcher records: a node, or a part a complex pattern made.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Matched {
    /// A DAG node: selected into a register, or an immediate's value.
    Node(NodeId),
    /// A constant.
    Imm(i64),
    /// A physical register (`NO_REGISTER` for none).
    Reg(u16),
}

/// One operation of the matcher program.
#[derive(Clone, Copy, Debug)]
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
    /// An immediate whose value this predicate accepts.
    CheckImmPredicate(u16),
    /// A node this predicate accepts.
    CheckNodePredicate(u16),
    /// A load or store of this memory type and extension.
    CheckMemory(Vt, Ext),
    /// A load or store whose memory type is its value's, without
    /// extension (what `load` and `store` match alone).
    CheckPlainMemory,
    /// A complex pattern that records `parts` items.
    CheckComplex {
        /// Index in `complex`.
        function: u16,
        /// How many items it records.
        parts: u8,
    },
    /// Emit an instruction; its results become the next temps.
    Emit {
        /// The instruction.
        inst: u16,
        /// Its input operands, in order.
        operands: &'static [EmitOperand],
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

/// Where an emitted operand comes from.
#[derive(Clone, Copy, Debug)]
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
    Parts(&'static [EmitOperand]),
}

/// A pattern, for reports.
#[derive(Clone, Copy, Debug)]
pub struct PatternInfo {
    /// The record it comes from.
    pub source: &'static str,
    /// Its complexity (more complex patterns are tried first).
    pub complexity: i64,
    /// What it matches, in one line.
    pub matched: &'static str,
}

/// The calling convention of selected functions.
#[derive(Clone, Copy, Debug)]
pub struct CallingConvInfo {
    /// Integer arguments, in order.
    pub arguments: &'static [u16],
    /// The integer result.
    pub result: u16,
    /// Registers restored before returning.
    pub callee_saved: &'static [u16],
    /// The stack pointer.
    pub stack_pointer: u16,
    /// Registers never allocated.
    pub reserved: &'static [u16],
    /// The register class of each legal type.
    pub value_classes: &'static [(Vt, u16)],
}

/// A target's selection tables.
#[derive(Clone, Copy, Debug)]
pub struct SelectionTables {
    /// The matcher program.
    pub ops: &'static [MatchOp],
    /// The patterns, in the order they are tried.
    pub patterns: &'static [PatternInfo],
    /// Immediate predicates.
    pub imm_predicates: &'static [ImmPredicateFn],
    /// Node predicates.
    pub node_predicates: &'static [NodePredicateFn],
    /// Immediate transforms.
    pub xforms: &'static [XFormFn],
    /// Complex patterns.
    pub complex: &'static [ComplexFn],
    /// How functions are called, when the target says.
    pub calling: Option<CallingConvInfo>,
}

impl SelectionTables {
    /// Tables of a target without patterns.
    pub const EMPTY: SelectionTables = SelectionTables {
        ops: &[],
        patterns: &[],
        imm_predicates: &[],
        node_predicates: &[],
        xforms: &[],
        complex: &[],
        calling: None,
    };
}

/// The operator named `name`, for generated tables: an unknown name stops
/// the build.
pub const fn op(name: &str) -> Op {
    match Op::from_name(name) {
        Some(o) => o,
        None => panic!("a pattern uses an operator the selector does not know"),
    }
}

/// The value type named `name`, for generated tables.
pub const fn vt(name: &str) -> Vt {
    match Vt::from_name(name) {
        Some(t) => t,
        None => panic!("a pattern uses a value type the selector does not know"),
    }
}

/// The condition code named `name`, for generated tables.
pub const fn cond(name: &str) -> Cond {
    match Cond::from_name(name) {
        Some(c) => c,
        None => panic!("a pattern uses a condition code the selector does not know"),
    }
}

/// The extension kind named `name` (`""`, `sext`, `zext`, `anyext`, `trunc`).
pub const fn ext(name: &str) -> Ext {
    match Ext::from_name(name) {
        Some(e) => e,
        None => panic!("a pattern uses an extension kind the selector does not know"),
    }
}
