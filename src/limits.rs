//! Limits that keep any input from making the runtime allocate without
//! bound, recurse without bound or run for long. Each is checked before
//! the work it bounds, and passing it is an error with its own code (see
//! `docs/limits.md` for the table of every limit of tdc).

/// Bytes of section contents in one assembly, all sections together,
/// counted as directives add them (`.zero`, `.fill`, alignment padding,
/// `.org`, patch point nops, instructions and data). With the object file
/// it stays under 1 GiB of memory and 2 s. Error
/// [`LIMIT_SECTION_SIZE`](crate::error::codes::LIMIT_SECTION_SIZE).
pub const MAX_CONTENTS_BYTES: u64 = 256 << 20;

/// Sections in one assembly: an ELF header counts its sections in 16
/// bits, and each section may have a relocation section too. Error
/// [`LIMIT_SECTIONS`](crate::error::codes::LIMIT_SECTIONS).
pub const MAX_SECTIONS: usize = 32_000;

/// Bytes of one object file, alignment padding between sections
/// included. Error [`LIMIT_OBJECT_SIZE`](crate::error::codes::LIMIT_OBJECT_SIZE).
pub const MAX_OBJECT_BYTES: u64 = 512 << 20;

/// Largest alignment (exclusive), as llvm-mc: `.balign` below 2^32,
/// `.p2align` up to 31. Error [`ASM_DIRECTIVE`](crate::error::codes::ASM_DIRECTIVE).
pub const MAX_ALIGNMENT: u64 = 1 << 32;

/// Nesting of parentheses and unary operators in one assembly
/// expression. Error [`LIMIT_NESTING`](crate::error::codes::LIMIT_NESTING).
pub const MAX_EXPRESSION_DEPTH: u32 = 256;

/// Errors shown per file; the rest are counted in a closing note, as
/// rustc and llvm-tblgen stop early.
pub const MAX_ERRORS_PER_FILE: usize = 100;

/// Most alternatives one pseudo-instruction's expansion may try, nested
/// expansions included (llvm-mc's RISC-V `li` needs a few dozen), and
/// most levels of nesting: beyond them the statement is error E1016.
pub const MAX_EXPANSION_WORK: u32 = 10_000;
/// See [`MAX_EXPANSION_WORK`].
pub const MAX_EXPANSION_DEPTH: u32 = 32;
