//! Limits that keep any input from hanging tdc or exhausting memory.

/// Evaluation steps (folds and resolutions) allowed in one run by default:
/// about five times what llvm/IR/Intrinsics.td needs (3 million), and about
/// two seconds of work, so that no input can make tdc hang.
pub const FUEL: u64 = 16_000_000;
/// Nesting of resolution and instantiation.
pub const MAX_DEPTH: u32 = 2_000;
/// Elements of one list, bits of one `bits<n>`, iterations of one `foreach`.
pub const MAX_ELEMENTS: i64 = 1_000_000;
/// Bytes of one string.
pub const MAX_STRING: usize = 64 << 20;
