//! The selection DAG's vocabulary (value types, operators, condition
//! codes, extension kinds), which `tdc-dag.td` names and the runtime's DAG
//! uses, so the compiler can check a pattern's names against it.

use crate::codec::{Decode, DecodeError, Encode, Reader, Writer};
use std::fmt;

/// Whether two names are equal, in a `const fn`.
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
    /// A load from the pointer operand (its memory type and extension are the node's `MemInfo` in the runtime).
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
///
/// On integers, `lt` … `ge` compare signed and `ult` … `uge` unsigned. On
/// floats, `ult` … `uge` also hold when an operand is NaN (unordered);
/// `eq` … `ge` leave a NaN operand undefined, as LLVM's SETEQ … SETGE
/// do. The codes after them are for floats only and name what a NaN
/// gives, as LLVM IR's `fcmp` does: `oeq` … `oge` and `ord` are false
/// when unordered, `ueq`, `une` and `uno` true.
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
    Oeq,
    One,
    Olt,
    Ole,
    Ogt,
    Oge,
    Ord,
    Uno,
    Ueq,
    Une,
}

impl Cond {
    /// Every condition code, in order (the index is the node's `value`).
    pub const ALL: [Cond; 20] = [
        Cond::Eq,
        Cond::Ne,
        Cond::Lt,
        Cond::Le,
        Cond::Gt,
        Cond::Ge,
        Cond::Ult,
        Cond::Ule,
        Cond::Ugt,
        Cond::Uge,
        Cond::Oeq,
        Cond::One,
        Cond::Olt,
        Cond::Ole,
        Cond::Ogt,
        Cond::Oge,
        Cond::Ord,
        Cond::Uno,
        Cond::Ueq,
        Cond::Une,
    ];

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
            Cond::Oeq => "oeq",
            Cond::One => "one",
            Cond::Olt => "olt",
            Cond::Ole => "ole",
            Cond::Ogt => "ogt",
            Cond::Oge => "oge",
            Cond::Ord => "ord",
            Cond::Uno => "uno",
            Cond::Ueq => "ueq",
            Cond::Une => "une",
        }
    }

    /// The value a `CondCode` leaf holds for this code (its place in
    /// [`Cond::ALL`], which lists the codes in declaration order).
    pub const fn index(self) -> i64 {
        self as i64
    }

    /// Whether only floats may be compared with it (the codes that say
    /// what a NaN gives).
    pub const fn is_float_only(self) -> bool {
        (self as u8) >= (Cond::Oeq as u8)
    }

    /// The condition with its operands swapped: `a < b` is `b > a`.
    pub fn swapped(self) -> Cond {
        match self {
            Cond::Eq | Cond::Ne | Cond::Oeq | Cond::One | Cond::Ord | Cond::Uno | Cond::Ueq | Cond::Une => self,
            Cond::Lt => Cond::Gt,
            Cond::Le => Cond::Ge,
            Cond::Gt => Cond::Lt,
            Cond::Ge => Cond::Le,
            Cond::Ult => Cond::Ugt,
            Cond::Ule => Cond::Uge,
            Cond::Ugt => Cond::Ult,
            Cond::Uge => Cond::Ule,
            Cond::Olt => Cond::Ogt,
            Cond::Ole => Cond::Oge,
            Cond::Ogt => Cond::Olt,
            Cond::Oge => Cond::Ole,
        }
    }

    /// The condition that holds exactly when this one does not, for
    /// operands of `float` type or not: on floats the inverse of an
    /// unordered code is an ordered one (`ult` against `oge`).
    pub fn inverse(self, float: bool) -> Cond {
        match self {
            Cond::Eq => Cond::Ne,
            Cond::Ne => Cond::Eq,
            Cond::Lt => Cond::Ge,
            Cond::Le => Cond::Gt,
            Cond::Gt => Cond::Le,
            Cond::Ge => Cond::Lt,
            Cond::Ult if float => Cond::Oge,
            Cond::Ule if float => Cond::Ogt,
            Cond::Ugt if float => Cond::Ole,
            Cond::Uge if float => Cond::Olt,
            Cond::Ult => Cond::Uge,
            Cond::Ule => Cond::Ugt,
            Cond::Ugt => Cond::Ule,
            Cond::Uge => Cond::Ult,
            Cond::Oeq => Cond::Une,
            Cond::Une => Cond::Oeq,
            Cond::One => Cond::Ueq,
            Cond::Ueq => Cond::One,
            Cond::Olt => Cond::Uge,
            Cond::Ole => Cond::Ugt,
            Cond::Ogt => Cond::Ule,
            Cond::Oge => Cond::Ult,
            Cond::Ord => Cond::Uno,
            Cond::Uno => Cond::Ord,
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

/// Each vocabulary type is stored as its place in `ALL`.
macro_rules! codec_by_index {
    ($($ty:ident),*) => {$(
        impl Encode for $ty {
            fn encode(&self, w: &mut Writer) {
                let i = $ty::ALL.iter().position(|x| x == self).unwrap_or(0);
                w.uint(i as u64);
            }
        }
        impl Decode for $ty {
            fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
                let i = r.uint()?;
                $ty::ALL.get(i as usize).copied().ok_or_else(|| r.error(concat!("unknown ", stringify!($ty))))
            }
        }
    )*};
}
codec_by_index!(Vt, Op, Cond, Ext);
