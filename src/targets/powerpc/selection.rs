//! The Rust fragments PowerPC's selection patterns name.

/// The high half of a 32-bit immediate, as `lis` takes it (signed).
pub fn hi16(v: i64) -> i64 {
    i64::from(((v as u32) >> 16) as u16 as i16)
}

/// The low half of an immediate, as `ori` takes it (unsigned).
pub fn lo16(v: i64) -> i64 {
    v & 0xffff
}
