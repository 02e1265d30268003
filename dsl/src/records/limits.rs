//! Limits that keep any input from hanging tdc or exhausting memory.

/// Evaluation steps (resolutions of values that hold references, and
/// `!foldl` iterations) one statement may take by default, not counting
/// the statements inside it, which have their own. No statement of LLVM's
/// descriptions comes near it (see README), and a runaway `foreach`,
/// `!foldl` or recursive class stops within about a second. The work of a
/// whole run grows with the number of statements, that is with the input.
pub const STATEMENT_STEPS: u64 = 32_000_000;
/// Nesting of resolution and instantiation.
pub const MAX_DEPTH: u32 = 2_000;
/// Elements of one list, bits of one `bits<n>`, iterations of one `foreach`.
pub const MAX_ELEMENTS: i64 = 1_000_000;
/// Bytes of one string.
pub const MAX_STRING: usize = 64 << 20;
