//! The runtime's errors: one type, [`Error`], with a stable code (see
//! [`codes`]), a message and where it is ([`Span`]), as the compiler's
//! diagnostics carry theirs. Tools and tests match on the code, never on
//! the message.
//!
//! Three other types carry the same codes where their context needs more:
//! the assembler's [`AsmError`](crate::mc::AsmError) (a column in a
//! statement, with llvm-mc's message where llvm-mc has one) and
//! [`SourceError`](crate::asm::SourceError) (a line of a file, rendered as
//! llvm-mc renders it), and the text checkers'
//! [`TextDiagnostic`](crate::text_diagnostic::TextDiagnostic) (byte spans
//! in a DAG or metadata text, rendered by codespan-reporting).
//!
//! ```
//! use tdc::error::{codes, Error, Span};
//! let e = Error::new(codes::OBJECT_TRUNCATED, "the section ends inside a record").at(Span::Offset(24));
//! assert_eq!((e.code, e.span), ("E1201", Span::Offset(24)));
//! assert_eq!(e.to_string(), "the section ends inside a record");
//! ```

use std::fmt;

/// The runtime's error codes (E1000-E1399; the compiler uses E0100-E0999).
/// Each is documented by what it rejects; `docs/limits.md` lists the
/// limits and their codes.
pub mod codes {
    /// Assembly text the statement syntax does not accept (most of
    /// llvm-mc's parse errors: an unexpected token, an unknown register).
    pub const ASM_SYNTAX: &str = "E1000";
    /// An operand that fits no form of the instruction.
    pub const ASM_OPERAND: &str = "E1001";
    /// The statement ended before the instruction's operands did.
    pub const ASM_TOO_FEW_OPERANDS: &str = "E1002";
    /// Operands that match but break a constraint (tied operands differ).
    pub const ASM_CONSTRAINT: &str = "E1003";
    /// A directive the assembler does not know.
    pub const ASM_UNKNOWN_DIRECTIVE: &str = "E1004";
    /// A directive's operand that is malformed or out of its range (an
    /// alignment that is not a power of two, a negative count, a `.org`
    /// that goes backwards).
    pub const ASM_DIRECTIVE: &str = "E1005";
    /// A symbol defined twice, or used in a way its definition forbids.
    pub const ASM_SYMBOL: &str = "E1006";
    /// A reference that cannot be resolved or relocated (no relocation
    /// type for it, a value too large for its field).
    pub const ASM_RELOCATION: &str = "E1007";
    /// Text that is not UTF-8 (the position of the first bad byte).
    pub const INVALID_UTF8: &str = "E1008";
    /// A literal too large for any field (beyond 64 bits).
    pub const LITERAL_RANGE: &str = "E1009";
    /// Section contents would pass [`crate::limits::MAX_CONTENTS_BYTES`].
    pub const LIMIT_SECTION_SIZE: &str = "E1010";
    /// More sections than [`crate::limits::MAX_SECTIONS`].
    pub const LIMIT_SECTIONS: &str = "E1011";
    /// An object file larger than [`crate::limits::MAX_OBJECT_BYTES`].
    pub const LIMIT_OBJECT_SIZE: &str = "E1012";
    /// An expression nested deeper than [`crate::limits::MAX_EXPRESSION_DEPTH`].
    pub const LIMIT_NESTING: &str = "E1013";
    /// Relaxing jumps across alignment padding did not settle within the
    /// passes allowed (16 to 1,000, fewer for a larger source).
    pub const LIMIT_RELAXATION: &str = "E1015";
    /// A pseudo-instruction none of whose expansions applies to its
    /// operands, or whose expansion nests deeper or tries more
    /// alternatives than [`crate::limits::MAX_EXPANSION_WORK`] allows.
    pub const ASM_EXPANSION: &str = "E1016";
    /// A stack map, patch point, PC section or stack size directive that
    /// is malformed or misplaced.
    pub const ASM_METADATA: &str = "E1014";
    /// An instruction that cannot be encoded with its operands (the
    /// message says why).
    pub const ENCODE_INVALID: &str = "E1100";
    /// An instruction without an encoding (a pseudo-instruction).
    pub const ENCODE_NO_ENCODING: &str = "E1101";
    /// An operand that still names a symbol where a value is needed.
    pub const ENCODE_UNRESOLVED: &str = "E1102";
    /// No instruction has the opcode.
    pub const INST_UNKNOWN_OPCODE: &str = "E1110";
    /// Too many or too few operands for the instruction.
    pub const INST_OPERAND_COUNT: &str = "E1111";
    /// An operand of the wrong kind, class or range for its slot.
    pub const INST_OPERAND: &str = "E1112";
    /// A tied input that differs from its output.
    pub const INST_TIED: &str = "E1113";
    /// Tables whose blob is malformed or of another format version.
    pub const TABLES_BLOB: &str = "E1150";
    /// A description naming Rust functions that were not supplied.
    pub const TABLES_FRAGMENTS: &str = "E1151";
    /// A target description that did not compile (the message holds the
    /// compiler's rendered diagnostics).
    pub const TABLES_DESCRIPTION: &str = "E1152";
    /// A LEB128 value that runs past the end of its data.
    pub const LEB_TRUNCATED: &str = "E1160";
    /// A LEB128 value that does not fit in 64 bits.
    pub const LEB_OVERFLOW: &str = "E1161";
    /// An executable image that cannot be laid out (misaligned base, an
    /// entry or symbol outside its part, addresses past 2^64).
    pub const EXECUTABLE_LAYOUT: &str = "E1170";
    /// An object that cannot be written (contents in a NOBITS section, a
    /// writer failure).
    pub const OBJECT_WRITE: &str = "E1180";
    /// An object or section that is not the format expected (not ELF, no
    /// such section, another version).
    pub const OBJECT_FORMAT: &str = "E1200";
    /// A section that ends inside a record.
    pub const OBJECT_TRUNCATED: &str = "E1201";
    /// A field with a value its format does not allow (a location kind, a
    /// constant index, bytes after the end).
    pub const OBJECT_FIELD: &str = "E1202";
    /// Stack maps or patch points on a target without them.
    pub const STACKMAP_UNSUPPORTED: &str = "E1220";
    /// A patch point or shadow that cannot be laid out (too small for the
    /// call, padding nops cannot fill, a point inside a shadow).
    pub const STACKMAP_LAYOUT: &str = "E1221";
    /// A stack map point before any function.
    pub const STACKMAP_NO_FUNCTION: &str = "E1222";
    /// A symbol that a metadata section names but the assembly does not
    /// define (or defines in the wrong place).
    pub const METADATA_SYMBOL: &str = "E1230";
    /// A metadata section the target cannot express (no relocation for it).
    pub const METADATA_RELOCATION: &str = "E1231";
    /// A value the selector cannot handle (a pattern or lowering that does
    /// not apply, registers that cannot be copied).
    pub const ISEL_SELECT: &str = "E1300";
    /// A function that does not pass the DAG's structural checks.
    pub const ISEL_INVALID: &str = "E1301";
    /// An evaluated access outside the memory given.
    pub const EVAL_OUT_OF_BOUNDS: &str = "E1310";
    /// Evaluation reached behaviour LLVM leaves undefined.
    pub const EVAL_UNDEFINED: &str = "E1311";
    /// Evaluation ran more statements than its limit.
    pub const EVAL_STEP_LIMIT: &str = "E1312";
    /// A random-instruction generator asked for something the target's
    /// tables cannot give.
    pub const ARBITRARY: &str = "E1390";
}

/// Whether errors of `code` have tdc's own text rather than llvm-mc's:
/// the assembler shows such a code after the message (`error: ...
/// [E1010]`), and leaves llvm-mc's messages as llvm-mc prints them.
pub fn is_tdc_own(code: &str) -> bool {
    matches!(
        code,
        codes::INVALID_UTF8
            | codes::LIMIT_SECTION_SIZE
            | codes::LIMIT_SECTIONS
            | codes::LIMIT_OBJECT_SIZE
            | codes::LIMIT_NESTING
            | codes::LIMIT_RELAXATION
            | codes::OBJECT_WRITE
    )
}

/// Where an [`Error`] is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Span {
    /// Nowhere in particular (the whole input).
    #[default]
    None,
    /// A byte offset in binary input (an object, a section).
    Offset(u64),
    /// A place in a text: 1-based line, 0-based byte column, and bytes
    /// underlined from it.
    Text {
        /// 1-based line.
        line: u32,
        /// 0-based byte column.
        col: u32,
        /// Bytes underlined (0: a caret alone).
        len: u32,
    },
    /// An operand slot of an instruction.
    Slot(u16),
    /// A node of a selection DAG (its `NodeId`).
    Node(u32),
}

/// An error of the runtime: a code from [`codes`], a message, a place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// Stable code, see [`codes`].
    pub code: &'static str,
    /// What is wrong, in one line.
    pub message: String,
    /// Where.
    pub span: Span,
}

impl Error {
    /// An error with no place.
    pub fn new(code: &'static str, message: impl Into<String>) -> Error {
        Error { code, message: message.into(), span: Span::None }
    }

    /// Sets the place.
    pub fn at(mut self, span: Span) -> Error {
        self.span = span;
        self
    }

    /// The byte offset, for errors in binary input.
    pub fn offset(&self) -> Option<u64> {
        match self.span {
            Span::Offset(o) => Some(o),
            _ => None,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

/// The position of the first byte of `bytes` that is not UTF-8: (1-based
/// line, 0-based byte column, the byte), or `None` for valid text.
pub fn invalid_utf8_position(bytes: &[u8]) -> Option<(u32, u32, u8)> {
    let e = std::str::from_utf8(bytes).err()?;
    let at = e.valid_up_to();
    let before = &bytes[..at];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let line_start = before.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    Some((line as u32, (at - line_start) as u32, bytes[at]))
}

/// `bytes` as text, or an [`codes::INVALID_UTF8`] error at the first byte
/// that is not UTF-8.
pub fn utf8_text(bytes: Vec<u8>) -> Result<String, Error> {
    String::from_utf8(bytes).map_err(|e| {
        let (line, col, byte) = invalid_utf8_position(e.as_bytes()).unwrap_or((1, 0, 0));
        Error::new(codes::INVALID_UTF8, format!("invalid UTF-8: byte 0x{byte:02x} is not part of a character"))
            .at(Span::Text { line, col, len: 1 })
    })
}
