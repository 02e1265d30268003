//! A fixed-seed generator (SplitMix64) for tests and benchmarks that draw
//! their own inputs.

/// The generator; the field is the state, and any value is a seed.
pub struct SplitMix(pub u64);

impl SplitMix {
    /// The next value.
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A value below `n`.
    #[allow(dead_code)] // not every user needs it
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}
