//! Random numbers for operand samplers (the `SampleMethod` fragments a
//! target names): a thin wrapper over any source of random words, so that
//! generated tables do not depend on a random-testing crate. The
//! `arbitrary` module feeds it from proptest's runner.

/// A source of random numbers with the draws samplers need.
pub struct Random<'a> {
    next: &'a mut dyn FnMut() -> u64,
}

impl<'a> Random<'a> {
    /// Draws from `next`, which returns uniformly random words.
    pub fn new(next: &'a mut dyn FnMut() -> u64) -> Random<'a> {
        Random { next }
    }

    /// A uniformly random word.
    pub fn bits(&mut self) -> u64 {
        (self.next)()
    }

    /// Uniform in `0..n`; 0 when `n` is 0.
    pub fn below(&mut self, n: u64) -> u64 {
        // The high half of a 64x64 product: unbiased enough for tests and
        // without a division.
        ((self.bits() as u128 * n as u128) >> 64) as u64
    }

    /// True one time in `n`.
    pub fn one_in(&mut self, n: u64) -> bool {
        self.below(n) == 0
    }

    /// A value in `lo..=hi`, one time in four an edge: an end of the range,
    /// or 0, 1 or -1 when they are inside it. Edges are where encoders and
    /// range checks go wrong.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        if hi <= lo {
            return lo;
        }
        if self.one_in(4) {
            let edges = [lo, hi, 0, 1, -1];
            return edges[self.below(5) as usize].clamp(lo, hi);
        }
        let span = (hi as i128 - lo as i128 + 1) as u128;
        let offset = if span > u64::MAX as u128 { self.bits() as u128 } else { self.below(span as u64) as u128 };
        (lo as i128 + offset as i128) as i64
    }

    /// One of `items`, uniformly; `None` when there are none.
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> Option<T> {
        items.get(self.below(items.len() as u64) as usize).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counter() -> impl FnMut() -> u64 {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        move || {
            // splitmix64: a fixed, well-mixed sequence.
            state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        }
    }

    #[test]
    fn ranges_stay_inside_and_reach_both_ends() {
        let mut next = counter();
        let mut r = Random::new(&mut next);
        let (mut saw_lo, mut saw_hi) = (false, false);
        for _ in 0..2000 {
            let v = r.range(-256, 255);
            assert!((-256..=255).contains(&v));
            saw_lo |= v == -256;
            saw_hi |= v == 255;
        }
        assert!(saw_lo && saw_hi);
        assert_eq!(r.range(5, 5), 5);
        // The whole i64 range does not overflow.
        let _ = r.range(i64::MIN, i64::MAX);
        assert!(r.below(0) == 0 && r.pick::<u8>(&[]).is_none());
    }
}
