//! IR types as far as metadata rules look at them: the type an
//! instruction produces (is it an integer of the range's width? a pointer?
//! floating point?), and the pointer widths of the data layout.

use std::collections::BTreeMap;
use std::fmt;

/// A floating-point type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FpKind {
    /// `half`.
    Half,
    /// `bfloat`.
    BFloat,
    /// `float` (IEEE single).
    Float,
    /// `double`.
    Double,
    /// `fp128`.
    Fp128,
    /// `x86_fp80`.
    X86Fp80,
    /// `ppc_fp128`.
    PpcFp128,
}

impl FpKind {
    /// The type a keyword names.
    pub fn from_name(name: &str) -> Option<FpKind> {
        Some(match name {
            "half" => FpKind::Half,
            "bfloat" => FpKind::BFloat,
            "float" => FpKind::Float,
            "double" => FpKind::Double,
            "fp128" => FpKind::Fp128,
            "x86_fp80" => FpKind::X86Fp80,
            "ppc_fp128" => FpKind::PpcFp128,
            _ => return None,
        })
    }

    /// The IR keyword.
    pub fn name(self) -> &'static str {
        match self {
            FpKind::Half => "half",
            FpKind::BFloat => "bfloat",
            FpKind::Float => "float",
            FpKind::Double => "double",
            FpKind::Fp128 => "fp128",
            FpKind::X86Fp80 => "x86_fp80",
            FpKind::PpcFp128 => "ppc_fp128",
        }
    }
}

/// An IR type.
#[derive(Clone, Debug, PartialEq)]
pub enum IrType {
    /// `void`.
    Void,
    /// `iN`.
    Int(u32),
    /// A floating-point type.
    Fp(FpKind),
    /// `ptr`, `ptr addrspace(N)` (or a typed pointer `T*`, which LLVM 19 reads as `ptr`).
    Ptr(u32),
    /// `<N x T>`, `<vscale x N x T>`.
    Vector(Box<IrType>),
    /// `[N x T]`.
    Array(Box<IrType>),
    /// `{T, ...}`, `<{T, ...}>`.
    Struct(Vec<IrType>),
    /// `%name`: an identified struct (or opaque) type.
    Named(String),
    /// `T (T, ...)`.
    Function {
        /// The return type.
        ret: Box<IrType>,
        /// Number of fixed parameters.
        params: usize,
        /// Ends with `...`.
        variadic: bool,
    },
    /// `label`.
    Label,
    /// `metadata`.
    Metadata,
    /// `token`, `x86_amx`, `x86_mmx`, `target("...")`, `opaque`.
    Other(String),
}

impl IrType {
    /// The element type of a vector, else the type itself.
    pub fn scalar(&self) -> &IrType {
        match self {
            IrType::Vector(e) => e,
            t => t,
        }
    }

    /// `ptr` (not a vector of pointers).
    pub fn is_pointer(&self) -> bool {
        matches!(self, IrType::Ptr(_))
    }

    /// A floating-point type or a vector of one.
    pub fn is_fp_or_fp_vector(&self) -> bool {
        matches!(self.scalar(), IrType::Fp(_))
    }
}

impl fmt::Display for IrType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IrType::Void => write!(f, "void"),
            IrType::Int(b) => write!(f, "i{b}"),
            IrType::Fp(k) => write!(f, "{}", k.name()),
            IrType::Ptr(0) => write!(f, "ptr"),
            IrType::Ptr(a) => write!(f, "ptr addrspace({a})"),
            IrType::Vector(e) => write!(f, "<N x {e}>"),
            IrType::Array(e) => write!(f, "[N x {e}]"),
            IrType::Struct(fields) => {
                let fields: Vec<String> = fields.iter().map(|t| t.to_string()).collect();
                write!(f, "{{{}}}", fields.join(", "))
            }
            IrType::Named(n) => write!(f, "{n}"),
            IrType::Function { ret, .. } => write!(f, "{ret} (...)"),
            IrType::Label => write!(f, "label"),
            IrType::Metadata => write!(f, "metadata"),
            IrType::Other(s) => write!(f, "{s}"),
        }
    }
}

/// What tdc reads of `target datalayout`: the pointer width of each
/// address space and the default address spaces.
#[derive(Clone, Debug, Default)]
pub struct DataLayout {
    /// `pN:size:...` entries, in bits (address spaces not named are 64 bits).
    pub pointer_bits: BTreeMap<u32, u32>,
    /// `P`: the address space of functions.
    pub program_space: u32,
    /// `G`: the default address space of global variables.
    pub globals_space: u32,
}

impl DataLayout {
    /// Reads a data-layout string; entries tdc does not need are skipped.
    pub fn parse(text: &str) -> DataLayout {
        let mut layout = DataLayout::default();
        for spec in text.split('-') {
            let mut parts = spec.split(':');
            let head = parts.next().unwrap_or("");
            let number = |s: &str| s.parse::<u32>().ok();
            if let Some(space) = head.strip_prefix('p') {
                // `p`, `p1`, and the older `p:`/`p0:` forms; `pf..` is not one.
                let space = if space.is_empty() { Some(0) } else { number(space) };
                if let (Some(space), Some(bits)) = (space, parts.next().and_then(number)) {
                    layout.pointer_bits.insert(space, bits);
                }
            } else if let Some(space) = head.strip_prefix('P').and_then(number) {
                layout.program_space = space;
            } else if let Some(space) = head.strip_prefix('G').and_then(number) {
                layout.globals_space = space;
            }
        }
        layout
    }

    /// The width of a pointer in `space`, in bits.
    pub fn pointer_bits(&self, space: u32) -> u32 {
        self.pointer_bits.get(&space).copied().unwrap_or(64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_pointer_widths() {
        let l = DataLayout::parse("e-m:e-p:32:32-p1:16:16-i64:64-P2-G1");
        assert_eq!((l.pointer_bits(0), l.pointer_bits(1), l.pointer_bits(5)), (32, 16, 64));
        assert_eq!((l.program_space, l.globals_space), (2, 1));
        assert_eq!(DataLayout::parse("e-m:e-p270:32:32-p271:32:32-i64:64").pointer_bits(270), 32);
    }
}
