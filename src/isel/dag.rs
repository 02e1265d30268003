//! The selection DAG of one function: nodes in an arena, shared between
//! statements of blocks. A statement either assigns a node's value to a
//! variable (which later statements and other blocks read with
//! [`Op::Var`]) or is a root with an effect (store, branch, return).
//! Statements run in order, so loads and stores keep the order they are
//! written in; within a statement, a node used twice is computed once.

use std::fmt;

/// Whether two names are equal, in a `const fn` (the lookups by name run at
/// compile time for generated tables).
const fn same_name(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// `from_name` of a type with `ALL` and `name()`: the value whose name is
/// `name`, as a `const fn`.
macro_rules! from_name {
    ($ty:ident) => {
        impl $ty {
            /// The value named `name` (as `name()` spells it).
            pub const fn from_name(name: &str) -> Option<$ty> {
                let mut i = 0;
                while i < $ty::ALL.len() {
                    if same_name($ty::ALL[i].name(), name) {
                        return Some($ty::ALL[i]);
                    }
                    i += 1;
                }
                None
            }
        }
    };
}

from_name!(Vt);
from_name!(Op);
from_name!(Cond);
from_name!(Ext);

/// A value type of the DAG, named as in `tdc-dag.td`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
#[allow(missing_docs)]
pub enum Vt {
    I1,
    I8,
    I16,
    I32,
    I64,
    F32,
    F64,
    /// Not a value: blocks, condition codes, type operands, chains.
    Other,
}

impl Vt {
    /// Every value type, in order.
    pub const ALL: [Vt; 8] = [Vt::I1, Vt::I8, Vt::I16, Vt::I32, Vt::I64, Vt::F32, Vt::F64, Vt::Other];

    /// The name patterns and the text form use (`i64`).
    pub const fn name(self) -> &'static str {
        match self {
            Vt::I1 => "i1",
            Vt::I8 => "i8",
            Vt::I16 => "i16",
            Vt::I32 => "i32",
            Vt::I64 => "i64",
            Vt::F32 => "f32",
            Vt::F64 => "f64",
            Vt::Other => "OtherVT",
        }
    }

    /// Width in bits (0 for `Other`).
    pub fn bits(self) -> u32 {
        match self {
            Vt::I1 => 1,
            Vt::I8 => 8,
            Vt::I16 => 16,
            Vt::I32 | Vt::F32 => 32,
            Vt::I64 | Vt::F64 => 64,
            Vt::Other => 0,
        }
    }

    /// An integer type.
    pub fn is_int(self) -> bool {
        matches!(self, Vt::I1 | Vt::I8 | Vt::I16 | Vt::I32 | Vt::I64)
    }

    /// A floating-point type.
    pub fn is_float(self) -> bool {
        matches!(self, Vt::F32 | Vt::F64)
    }

    /// The value a `ValueType` leaf holds for this type (its place in
    /// [`Vt::ALL`]).
    pub fn index(self) -> i64 {
        Vt::ALL.iter().position(|&t| t == self).unwrap_or(Vt::ALL.len() - 1) as i64
    }

    /// The integer type of `bits` bits.
    pub fn int(bits: u32) -> Option<Vt> {
        [Vt::I1, Vt::I8, Vt::I16, Vt::I32, Vt::I64].into_iter().find(|t| t.bits() == bits)
    }
}

impl fmt::Display for Vt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

macro_rules! ops {
    ($($(#[$doc:meta])* $variant:ident = $name:literal,)*) => {
        /// A DAG operator. Names are the opcode strings of the `SDNode`s in
        /// `tdc-dag.td`, which is how generated matchers refer to them.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
        pub enum Op {
            $($(#[$doc])* $variant,)*
        }

        impl Op {
            /// Every operator, in order.
            pub const ALL: &'static [Op] = &[$(Op::$variant,)*];

            /// The opcode string (`"add"`).
            pub const fn name(self) -> &'static str {
                match self {
                    $(Op::$variant => $name,)*
                }
            }
        }
    };
}

ops! {
    /// Integer addition.
    Add = "add",
    /// Integer subtraction.
    Sub = "sub",
    /// Integer multiplication (low half).
    Mul = "mul",
    /// Signed division.
    SDiv = "sdiv",
    /// Unsigned division.
    UDiv = "udiv",
    /// Signed remainder.
    SRem = "srem",
    /// Unsigned remainder.
    URem = "urem",
    /// Bitwise and.
    And = "and",
    /// Bitwise or.
    Or = "or",
    /// Bitwise exclusive or.
    Xor = "xor",
    /// Shift left.
    Shl = "shl",
    /// Logical shift right.
    Srl = "srl",
    /// Arithmetic shift right.
    Sra = "sra",
    /// Rotate left.
    Rotl = "rotl",
    /// Rotate right.
    Rotr = "rotr",
    /// Count leading zeros.
    Ctlz = "ctlz",
    /// Count trailing zeros.
    Cttz = "cttz",
    /// Count set bits.
    Ctpop = "ctpop",
    /// Reverse the bytes.
    Bswap = "bswap",
    /// Sign extension to a wider type.
    Sext = "sext",
    /// Zero extension to a wider type.
    Zext = "zext",
    /// Extension with unspecified high bits.
    Anyext = "anyext",
    /// Truncation to a narrower type.
    Trunc = "trunc",
    /// Sign extension from the low bits of the type operand, in place.
    SextInreg = "sext_inreg",
    /// Floating-point addition.
    FAdd = "fadd",
    /// Floating-point subtraction.
    FSub = "fsub",
    /// Floating-point multiplication.
    FMul = "fmul",
    /// Floating-point division.
    FDiv = "fdiv",
    /// Fused multiply-add: `a * b + c`.
    Fma = "fma",
    /// Floating-point negation.
    FNeg = "fneg",
    /// Same bits, another type.
    Bitconvert = "bitconvert",
    /// Signed integer to floating point.
    SintToFp = "sint_to_fp",
    /// Floating point to signed integer.
    FpToSint = "fp_to_sint",
    /// Comparison: operands a, b and a condition code; 1 or 0.
    SetCC = "setcc",
    /// `select c, a, b`: a when c is not zero.
    Select = "select",
    /// A load from the pointer operand (see [`MemInfo`]).
    Load = "load",
    /// A store of operand 0 to the pointer operand 1.
    Store = "store",
    /// Branch to a block.
    Br = "br",
    /// Branch to a block when operand 0 is not zero; otherwise on.
    BrCond = "brcond",
    /// `br_cc cc, a, b, block`: compare and branch.
    BrCC = "br_cc",
    /// An integer constant (`value`).
    Imm = "imm",
    /// A floating-point constant (`value` holds its bits).
    FpImm = "fpimm",
    /// The address of stack slot `value`.
    FrameIndex = "frameindex",
    /// The address of a global.
    GlobalAddress = "globaladdress",
    /// The address of an external symbol.
    ExternalSymbol = "externalsymbol",
    /// A call.
    Call = "call",
    /// Return, with the function's result if it has one.
    Ret = "ret",
    /// The value of variable `value` (a parameter or an assigned name).
    Var = "var",
    /// A condition code ([`Cond`] as `value`).
    CondCode = "condcode",
    /// A block (its index as `value`).
    BasicBlock = "basicblock",
    /// A value type operand ([`Vt`] index as `value`), as of sext_inreg.
    ValueType = "valuetype",
}

impl Op {
    /// Operators that are leaves and carry their meaning in `value`.
    pub fn is_leaf(self) -> bool {
        matches!(
            self,
            Op::Imm
                | Op::FpImm
                | Op::FrameIndex
                | Op::GlobalAddress
                | Op::ExternalSymbol
                | Op::Var
                | Op::CondCode
                | Op::BasicBlock
                | Op::ValueType
        )
    }
}

/// A condition code of setcc and br_cc.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
#[allow(missing_docs)]
pub enum Cond {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Ult,
    Ule,
    Ugt,
    Uge,
}

impl Cond {
    /// Every condition code, in order (the index is the node's `value`).
    pub const ALL: [Cond; 10] =
        [Cond::Eq, Cond::Ne, Cond::Lt, Cond::Le, Cond::Gt, Cond::Ge, Cond::Ult, Cond::Ule, Cond::Ugt, Cond::Uge];

    /// The name in `tdc-dag.td` (`CondCode<"lt">`) and in the text form.
    pub const fn name(self) -> &'static str {
        match self {
            Cond::Eq => "eq",
            Cond::Ne => "ne",
            Cond::Lt => "lt",
            Cond::Le => "le",
            Cond::Gt => "gt",
            Cond::Ge => "ge",
            Cond::Ult => "ult",
            Cond::Ule => "ule",
            Cond::Ugt => "ugt",
            Cond::Uge => "uge",
        }
    }

    /// The condition with its operands swapped: `a < b` is `b > a`.
    pub fn swapped(self) -> Cond {
        match self {
            Cond::Eq | Cond::Ne => self,
            Cond::Lt => Cond::Gt,
            Cond::Le => Cond::Ge,
            Cond::Gt => Cond::Lt,
            Cond::Ge => Cond::Le,
            Cond::Ult => Cond::Ugt,
            Cond::Ule => Cond::Uge,
            Cond::Ugt => Cond::Ult,
            Cond::Uge => Cond::Ule,
        }
    }

    /// The condition that holds exactly when this one does not.
    pub fn inverse(self) -> Cond {
        match self {
            Cond::Eq => Cond::Ne,
            Cond::Ne => Cond::Eq,
            Cond::Lt => Cond::Ge,
            Cond::Le => Cond::Gt,
            Cond::Gt => Cond::Le,
            Cond::Ge => Cond::Lt,
            Cond::Ult => Cond::Uge,
            Cond::Ule => Cond::Ugt,
            Cond::Ugt => Cond::Ule,
            Cond::Uge => Cond::Ult,
        }
    }
}

/// How a load extends or a store truncates.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Ext {
    /// Memory and value types are the same.
    None,
    /// A load that sign-extends.
    Sext,
    /// A load that zero-extends.
    Zext,
    /// A load whose high bits are unspecified.
    Anyext,
    /// A store of the low bits.
    Trunc,
}

impl Ext {
    /// Every extension kind, in order.
    pub const ALL: [Ext; 5] = [Ext::None, Ext::Sext, Ext::Zext, Ext::Anyext, Ext::Trunc];

    /// The name in `tdc-dag.td`'s `ExtensionKind` (`""` for none).
    pub const fn name(self) -> &'static str {
        match self {
            Ext::None => "",
            Ext::Sext => "sext",
            Ext::Zext => "zext",
            Ext::Anyext => "anyext",
            Ext::Trunc => "trunc",
        }
    }
}

/// The memory access of a load or store.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MemInfo {
    /// The type in memory.
    pub vt: Vt,
    /// Extension or truncation between memory and value.
    pub ext: Ext,
}

/// A node of a [`Dag`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct NodeId(pub u32);

/// A DAG node.
#[derive(Clone, PartialEq, Debug)]
pub struct Node {
    /// The operator.
    pub op: Op,
    /// The result type (`Other` for nodes without a value).
    pub vt: Vt,
    /// Operand nodes.
    pub operands: Vec<NodeId>,
    /// A leaf's meaning: constant, variable, block, condition code, type.
    pub value: i64,
    /// The access of a load or store.
    pub mem: Option<MemInfo>,
}

/// The arena of a function's nodes.
#[derive(Clone, Default, Debug, PartialEq)]
pub struct Dag {
    /// Nodes by [`NodeId`].
    pub nodes: Vec<Node>,
}

impl Dag {
    /// The node `id`.
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.0 as usize]
    }

    /// Adds a node.
    pub fn add(&mut self, node: Node) -> NodeId {
        self.nodes.push(node);
        NodeId(self.nodes.len() as u32 - 1)
    }

    /// Operand `i` of node `id`, if it has one.
    pub fn operand(&self, id: NodeId, i: usize) -> Option<NodeId> {
        self.node(id).operands.get(i).copied()
    }

    /// The condition code a `CondCode` leaf names.
    pub fn cond_code(&self, id: NodeId) -> Option<Cond> {
        let n = self.node(id);
        (n.op == Op::CondCode).then(|| usize::try_from(n.value).ok().and_then(|i| Cond::ALL.get(i).copied())).flatten()
    }

    /// The type a `ValueType` leaf names.
    pub fn value_type(&self, id: NodeId) -> Option<Vt> {
        let n = self.node(id);
        (n.op == Op::ValueType).then(|| usize::try_from(n.value).ok().and_then(|i| Vt::ALL.get(i).copied())).flatten()
    }

    /// The constant value of an `imm` node.
    pub fn constant(&self, id: NodeId) -> Option<i64> {
        let n = self.node(id);
        (n.op == Op::Imm).then_some(n.value)
    }
}

/// A variable: a parameter or a name assigned by a statement.
#[derive(Clone, PartialEq, Debug)]
pub struct Var {
    /// Its name, without `%`.
    pub name: String,
    /// Its type.
    pub vt: Vt,
    /// A parameter written `ptr`: an `i64` address of the caller's memory.
    pub is_pointer: bool,
}

/// A statement of a block.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Stmt {
    /// `%var = node`.
    Assign {
        /// The variable (index into [`Function::vars`]).
        var: u32,
        /// Its new value.
        value: NodeId,
    },
    /// A node with an effect: store, br, brcond, br_cc, ret.
    Effect(NodeId),
}

/// A basic block.
#[derive(Clone, PartialEq, Debug)]
pub struct Block {
    /// Its label.
    pub name: String,
    /// Statements in order. A block without a branch or return at its end
    /// falls through to the next.
    pub stmts: Vec<Stmt>,
}

/// A function: parameters, result type, blocks and their DAG.
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    /// Its name.
    pub name: String,
    /// Parameters, in order (indices into `vars`).
    pub params: Vec<u32>,
    /// The result type, if it returns a value.
    pub result: Option<Vt>,
    /// Parameters and assigned names.
    pub vars: Vec<Var>,
    /// Blocks; the first is the entry.
    pub blocks: Vec<Block>,
    /// Bytes of stack the function's `frameindex` slots take, by slot.
    pub frame_slots: Vec<u32>,
    /// The nodes.
    pub dag: Dag,
}
