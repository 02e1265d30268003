//! AArch64 logical (bitmask) immediates: a run of ones, rotated, repeated
//! in every element of 2, 4, 8, 16, 32 or 64 bits. Encoded as N:immr:imms.

/// The 13-bit N:immr:imms encoding of `value` in a `width`-bit register
/// (32 or 64), or `None` when no bitmask immediate makes it. All zeros and
/// all ones are never encodable.
pub fn encode(value: u64, width: u32) -> Option<u32> {
    let mask = if width == 64 { u64::MAX } else { (1u64 << width) - 1 };
    if value & !mask != 0 {
        return None;
    }
    // Find the smallest element size whose repetition gives the value.
    let mut size = width;
    while size > 2 {
        let half = size / 2;
        let half_mask = (1u64 << half) - 1;
        if value & half_mask != (value >> half) & half_mask {
            break;
        }
        size = half;
    }
    let element_mask = if size == 64 { u64::MAX } else { (1u64 << size) - 1 };
    let element = value & element_mask;
    let ones = element.count_ones();
    if ones == 0 || ones == size {
        return None;
    }
    // Rotate right until the ones sit at the bottom: the rotation is immr.
    let rotate_right = |v: u64, r: u32| if r == 0 { v } else { ((v >> r) | (v << (size - r))) & element_mask };
    let run = (1u64 << ones) - 1;
    let rotation = (0..size).find(|&r| rotate_right(element, r) == run)?;
    // The instruction rotates the run right by immr, so immr undoes ours.
    let immr = (size - rotation) % size;
    // imms: the element size in its high bits (as ones followed by a 0),
    // the run length minus one below.
    let size_bits = !(size * 2 - 1) & 0x3f;
    let imms = size_bits | (ones - 1);
    let n = (size == 64) as u32;
    Some(n << 12 | immr << 6 | imms)
}

/// The value of the N:immr:imms encoding in a `width`-bit register.
pub fn decode(encoding: u32, width: u32) -> Option<u64> {
    let n = encoding >> 12 & 1;
    let immr = encoding >> 6 & 0x3f;
    let imms = encoding & 0x3f;
    let combined = n << 6 | (!imms & 0x3f);
    if combined == 0 {
        return None;
    }
    let len = 31 - combined.leading_zeros();
    let size = 1u32 << len;
    if size > width {
        return None;
    }
    let levels = size - 1;
    let s = imms & levels;
    let r = immr & levels;
    if s == levels {
        return None;
    }
    let element_mask = if size == 64 { u64::MAX } else { (1u64 << size) - 1 };
    let run = (1u64 << (s + 1)) - 1;
    let element = if r == 0 { run } else { ((run >> r) | (run << (size - r))) & element_mask };
    let mut value = 0u64;
    let mut at = 0;
    while at < width {
        value |= element << at;
        at += size;
    }
    Some(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_encodings() {
        // From llvm-mc: and x0, x1, #0xff is 0x92401c20 (N=1 immr=0 imms=7).
        assert_eq!(encode(0xff, 64), Some(1 << 12 | 7));
        // and w0, w1, #0x1: N=0, imms=0.
        assert_eq!(encode(1, 32), Some(0));
        // 0x5555555555555555: 2-bit elements, one 1.
        assert_eq!(encode(0x5555_5555_5555_5555, 64), Some(0b111100));
        assert_eq!(encode(0, 64), None);
        assert_eq!(encode(u64::MAX, 64), None);
        assert_eq!(encode(0x1234, 64), None);
        assert_eq!(encode(0x1_0000_0000, 32), None);
    }

    #[test]
    fn every_encoding_round_trips() {
        for width in [32, 64] {
            let mut count = 0;
            for e in 0..1u32 << 13 {
                if width == 32 && e >> 12 == 1 {
                    continue;
                }
                let Some(v) = decode(e, width) else { continue };
                count += 1;
                let back = encode(v, width).expect("decoded values encode");
                assert_eq!(decode(back, width), Some(v), "{e:#x}");
            }
            // 5334 distinct 64-bit bitmask immediates, 1302 for 32 bits.
            let distinct: std::collections::BTreeSet<u64> = (0..1u32 << 13).filter_map(|e| decode(e, width)).collect();
            assert_eq!(distinct.len(), if width == 64 { 5334 } else { 1302 });
            assert!(count >= distinct.len());
        }
    }
}
