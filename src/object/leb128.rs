//! LEB128, the variable-length integers of DWARF and of LLVM's metadata
//! sections (`.stack_sizes`, PC sections under `!C`): seven bits per byte,
//! least significant first, the high bit set on every byte but the last.

use crate::error::{codes, Error, Span};

/// Why a LEB128 value could not be read: an [`Error`] with code
/// [`LEB_TRUNCATED`](codes::LEB_TRUNCATED) (the input ended before a byte
/// without the continuation bit) or [`LEB_OVERFLOW`](codes::LEB_OVERFLOW)
/// (the value does not fit in 64 bits), at the offset of the byte.
pub type LebError = Error;

fn truncated(at: usize) -> Error {
    Error::new(codes::LEB_TRUNCATED, "LEB128 value runs past the end of the data").at(Span::Offset(at as u64))
}

fn overflow(at: usize) -> Error {
    Error::new(codes::LEB_OVERFLOW, "LEB128 value does not fit in 64 bits").at(Span::Offset(at as u64))
}

/// Appends `value` as unsigned LEB128 (the shortest form) to `out`.
pub fn write_uleb128(out: &mut Vec<u8>, mut value: u64) {
    loop {
        let byte = (value & 0x7f) as u8;
        value >>= 7;
        if value == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

/// Appends `value` as signed LEB128 (the shortest form) to `out`.
pub fn write_sleb128(out: &mut Vec<u8>, mut value: i64) {
    loop {
        let byte = (value & 0x7f) as u8;
        value >>= 7;
        // Done when the rest is all sign bits and the byte's top bit agrees.
        let done = (value == 0 && byte & 0x40 == 0) || (value == -1 && byte & 0x40 != 0);
        if done {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

/// The number of bytes `write_uleb128` uses for `value`.
pub fn uleb128_len(value: u64) -> usize {
    (64 - value.leading_zeros() as usize).max(1).div_ceil(7)
}

/// Reads an unsigned LEB128 value from the start of `data`: the value and
/// the number of bytes read. Padded (non-shortest) forms are accepted, as
/// long as the value fits in 64 bits.
pub fn read_uleb128(data: &[u8]) -> Result<(u64, usize), LebError> {
    let mut value = 0u64;
    for (i, &byte) in data.iter().enumerate() {
        let bits = (byte & 0x7f) as u64;
        let shift = 7 * i as u32;
        if shift >= 64 {
            if bits != 0 {
                return Err(overflow(i));
            }
        } else {
            // Bits shifted out past bit 63 would be lost.
            if shift > 57 && bits >> (64 - shift) != 0 {
                return Err(overflow(i));
            }
            value |= bits << shift;
        }
        if byte & 0x80 == 0 {
            return Ok((value, i + 1));
        }
    }
    Err(truncated(data.len()))
}

/// Reads a signed LEB128 value from the start of `data`: the value and the
/// number of bytes read.
pub fn read_sleb128(data: &[u8]) -> Result<(i64, usize), LebError> {
    let mut value = 0i64;
    for (i, &byte) in data.iter().enumerate() {
        let bits = (byte & 0x7f) as i64;
        let shift = 7 * i as u32;
        // The byte holding bit 63 must fill its other bits with that sign.
        if shift == 63 && !matches!(bits, 0 | 0x7f) {
            return Err(overflow(i));
        }
        if shift < 64 {
            value |= bits << shift;
        }
        if byte & 0x80 == 0 {
            if shift < 64 {
                // Sign-extend from the last byte's bit 6.
                if shift + 7 < 64 && byte & 0x40 != 0 {
                    value |= -1i64 << (shift + 7);
                }
            } else {
                let sign = if value < 0 { 0x7f } else { 0 };
                if byte & 0x7f != sign {
                    return Err(overflow(i));
                }
            }
            return Ok((value, i + 1));
        }
        if shift >= 64 && bits != if value < 0 { 0x7f } else { 0 } {
            return Err(overflow(i));
        }
    }
    Err(truncated(data.len()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn uleb(v: u64) -> Vec<u8> {
        let mut out = Vec::new();
        write_uleb128(&mut out, v);
        out
    }

    fn sleb(v: i64) -> Vec<u8> {
        let mut out = Vec::new();
        write_sleb128(&mut out, v);
        out
    }

    #[test]
    fn known_encodings() {
        // The examples of the DWARF 5 standard, 7.6.
        assert_eq!(uleb(2), [2]);
        assert_eq!(uleb(127), [127]);
        assert_eq!(uleb(128), [0x80, 1]);
        assert_eq!(uleb(129), [0x81, 1]);
        assert_eq!(uleb(130), [0x82, 1]);
        assert_eq!(uleb(12857), [0xb9, 0x64]);
        assert_eq!(sleb(2), [2]);
        assert_eq!(sleb(-2), [0x7e]);
        assert_eq!(sleb(127), [0xff, 0]);
        assert_eq!(sleb(-127), [0x81, 0x7f]);
        assert_eq!(sleb(128), [0x80, 1]);
        assert_eq!(sleb(-128), [0x80, 0x7f]);
        assert_eq!(uleb(u64::MAX), [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01]);
    }

    #[test]
    fn malformed_input() {
        let code = |r: Result<(u64, usize), LebError>| r.map_err(|e| e.code);
        let scode = |r: Result<(i64, usize), LebError>| r.map_err(|e| e.code);
        assert_eq!(code(read_uleb128(&[])), Err(codes::LEB_TRUNCATED));
        assert_eq!(read_uleb128(&[0x80, 0x80]).unwrap_err().offset(), Some(2));
        assert_eq!(
            code(read_uleb128(&[0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02])),
            Err(codes::LEB_OVERFLOW)
        );
        assert_eq!(
            code(read_uleb128(&[0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01])),
            Err(codes::LEB_OVERFLOW)
        );
        // Padding with zero groups is allowed.
        assert_eq!(read_uleb128(&[0x81, 0x80, 0x80, 0x00]), Ok((1, 4)));
        // 2^64 - 1 is positive (sign bit clear) and needs 64 value bits.
        assert_eq!(
            scode(read_sleb128(&[0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01])),
            Err(codes::LEB_OVERFLOW)
        );
        assert_eq!(read_sleb128(&[0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x00]), Ok((i64::MAX, 10)));
        assert_eq!(read_sleb128(&[0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x7f]), Ok((i64::MIN, 10)));
    }
}
