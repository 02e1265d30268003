//! Decoding a run of code one instruction after another, as a listing or
//! a JIT's disassembler does: [`Decoder`]. It decodes ahead into a small
//! batch, x86's short way in a loop of its own, so that the caller's loop
//! pays no call per instruction.

use super::decode::{decode_rest, DecodeError};
use super::features::FeatureBits;
use super::inst::MCInst;
use super::tables::TargetTables;
use tdc_schema::decode::{ModRmDecoder, ModRmPlans};

/// What [`Decoder::next`] gives: an instruction's offset in the bytes, and
/// the instruction with its length, or why there is none.
pub type Decoded<'d> = (usize, Result<(&'d MCInst, usize), DecodeError>);

/// An instruction decoded ahead: it, its offset and its length.
#[derive(Clone, Copy)]
pub(super) struct Ahead {
    pub inst: MCInst,
    pub start: usize,
    pub length: usize,
}

/// How many instructions a [`Decoder`] decodes ahead.
const BATCH: usize = 64;

/// The instructions of `bytes`, which sit at `address`, one after
/// another, as [`decode_into`](super::decode::decode_into) decodes them with `features`; after an
/// error it steps over [`DecodeError::skip`] bytes, as llvm-objdump does.
///
/// ```
/// # #[cfg(feature = "bpf")] {
/// use tdc::mc::decode::Decoder;
/// use tdc::targets::bpf::{Opcode, TABLES};
///
/// // r1 += 5; exit
/// let code = [0x07, 0x01, 0, 0, 5, 0, 0, 0, 0x95, 0, 0, 0, 0, 0, 0, 0];
/// let mut decoder = Decoder::new(&TABLES, None, &code, 0x1000);
/// let mut seen = vec![];
/// while let Some((offset, decoded)) = decoder.next() {
///     let (inst, length) = decoded.unwrap();
///     seen.push((offset, inst.opcode, length));
/// }
/// assert_eq!(seen, [(0, Opcode::ADD_ri.id(), 8), (8, Opcode::RET.id(), 8)]);
/// # }
/// ```
pub struct Decoder<'a> {
    tables: &'a TargetTables,
    features: Option<&'a FeatureBits>,
    bytes: &'a [u8],
    address: u64,
    /// x86's tables for the short way (none on other targets).
    plain: Option<(&'a ModRmDecoder, &'a ModRmPlans)>,
    /// Where decoding ahead goes on.
    at: usize,
    /// Decoded ahead, and which of them is next out of how many.
    ahead: Box<[Ahead; BATCH]>,
    next: usize,
    filled: usize,
    /// The error after the batch (at offset `at`).
    error: Option<DecodeError>,
}

impl<'a> Decoder<'a> {
    /// A decoder of `bytes` at `address` on the target of `tables`, for
    /// `features` (see [`decode_into`](super::decode::decode_into)).
    pub fn new(
        tables: &'a TargetTables,
        features: Option<&'a FeatureBits>,
        bytes: &'a [u8],
        address: u64,
    ) -> Decoder<'a> {
        let decoding = &*tables.decoder;
        let modrm = &decoding.modrm;
        let x86 = decoding.fixed.word_bytes == 0 && !modrm.candidates.is_empty();
        let plain = x86.then(|| (modrm, super::decode_modrm::plans(tables, modrm)));
        Decoder {
            tables,
            features,
            bytes,
            address,
            plain,
            at: 0,
            ahead: Box::new([Ahead { inst: MCInst::new(0), start: 0, length: 0 }; BATCH]),
            next: 0,
            filled: 0,
            error: None,
        }
    }

    /// The next instruction (see [`Decoded`]); `None` at the end.
    #[inline]
    #[allow(clippy::should_implement_trait)] // (It lends its instruction.)
    pub fn next(&mut self) -> Option<Decoded<'_>> {
        let i = self.next;
        if i < self.filled {
            self.next = i + 1;
            let ahead = &self.ahead[i % BATCH];
            return Some((ahead.start, Ok((&ahead.inst, ahead.length))));
        }
        self.next_ahead()
    }

    /// Calls `f` with each instruction left (what [`Decoder::next`] would
    /// give, in order) until the end: a loop over each batch decoded
    /// ahead, without `next`'s test and step per instruction.
    ///
    /// ```
    /// # #[cfg(feature = "bpf")] {
    /// use tdc::mc::decode::Decoder;
    /// use tdc::targets::bpf::TABLES;
    ///
    /// // r1 += 5; exit
    /// let code = [0x07, 0x01, 0, 0, 5, 0, 0, 0, 0x95, 0, 0, 0, 0, 0, 0, 0];
    /// let mut lengths = vec![];
    /// Decoder::new(&TABLES, None, &code, 0x1000).for_each(|(_, decoded)| lengths.push(decoded.map(|(_, n)| n)));
    /// assert_eq!(lengths, [Ok(8), Ok(8)]);
    /// # }
    /// ```
    #[inline]
    pub fn for_each(&mut self, mut f: impl FnMut(Decoded<'_>)) {
        loop {
            for ahead in self.ahead.get(self.next..self.filled).unwrap_or(&[]) {
                f((ahead.start, Ok((&ahead.inst, ahead.length))));
            }
            self.next = self.filled;
            match self.next_ahead() {
                Some(decoded) => f(decoded),
                None => return,
            }
        }
    }

    /// [`Decoder::next`] past the batch: the error after it, or the first
    /// of the next batch.
    #[inline(never)]
    fn next_ahead(&mut self) -> Option<Decoded<'_>> {
        if let Some(e) = self.error.take() {
            let at = self.at;
            self.at += e.skip();
            return Some((at, Err(e)));
        }
        if self.at >= self.bytes.len() {
            return None;
        }
        self.decode_ahead();
        self.next()
    }

    /// Fills the batch from `at`: x86's short way in its loop, anything it
    /// leaves as [`decode_into`](super::decode::decode_into) decodes it past the short way, up to the
    /// batch's end, the bytes' end or an error.
    #[inline(never)]
    fn decode_ahead(&mut self) {
        (self.next, self.filled) = (0, 0);
        while self.filled < BATCH && self.at < self.bytes.len() {
            let k = self.filled;
            if let Some((d, plans)) = self.plain {
                let (n, at) = super::decode_plain::run(d, plans, self.bytes, self.at, &mut self.ahead[k..]);
                self.filled += n;
                self.at = at;
                if self.filled == BATCH || self.at >= self.bytes.len() {
                    break;
                }
            }
            let k = self.filled;
            let (rest, address) = (&self.bytes[self.at..], self.address.wrapping_add(self.at as u64));
            let ahead = &mut self.ahead[k];
            match decode_rest(self.tables, self.features, rest, address, &mut ahead.inst) {
                Ok(length) => {
                    (ahead.start, ahead.length) = (self.at, length);
                    self.filled += 1;
                    self.at += length.max(1);
                }
                Err(e) => {
                    self.error = Some(e);
                    break;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Decoder;
    use crate::mc::decode::{decode_into, DecodeError};
    use crate::mc::MCInst;

    /// [`super::Decoded`] with the instruction copied out.
    type Owned = (usize, Result<(MCInst, usize), DecodeError>);

    /// What a loop of [`decode_into`](super::decode::decode_into) makes of `bytes`: each offset with
    /// the instruction and its length, or the error.
    fn one_by_one(target: &str, bytes: &[u8]) -> Vec<Owned> {
        let tables = crate::targets::by_name(target).expect("the target");
        let (mut out, mut at) = (vec![], 0);
        while at < bytes.len() {
            let mut inst = MCInst::new(0);
            match decode_into(tables, None, &bytes[at..], 0x1000 + at as u64, &mut inst) {
                Ok(length) => {
                    out.push((at, Ok((inst, length))));
                    at += length.max(1);
                }
                Err(e) => {
                    out.push((at, Err(e)));
                    at += e.skip();
                }
            }
        }
        out
    }

    /// Random bytes, often from a few common prefixes and opcodes so that
    /// long runs decode, from a fixed generator.
    fn code(n: usize) -> Vec<u8> {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let common = [0x48, 0x89, 0x8b, 0x0f, 0x66, 0xc5, 0xe8, 0x41, 0xc3, 0x90, 0x83, 0xf3, 0x64];
        (0..n)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                if state >> 60 < 5 {
                    common[(state >> 8) as usize % common.len()]
                } else {
                    state as u8
                }
            })
            .collect()
    }

    /// The decoder gives what a loop of `decode_into` gives, on every
    /// target built in, over several batches, errors (and bytes cut short
    /// at the end) included.
    #[test]
    fn the_decoder_is_a_loop_of_decode_into() {
        for target in ["x86_64", "aarch64", "powerpc", "bpf"] {
            let Some(tables) = crate::targets::by_name(target) else { continue };
            for n in [0, 1, 7, 1000, 50_000] {
                let bytes = code(n);
                let mut decoder = Decoder::new(tables, None, &bytes, 0x1000);
                let mut streamed = vec![];
                while let Some((at, decoded)) = decoder.next() {
                    streamed.push((at, decoded.map(|(inst, length)| (*inst, length))));
                }
                let expected = one_by_one(target, &bytes);
                if n == 50_000 {
                    // (Many batches, with errors between them.)
                    assert!(expected.iter().filter(|(_, d)| d.is_ok()).count() > 1000, "{target}");
                    assert!(expected.iter().any(|(_, d)| d.is_err()), "{target}");
                }
                assert_eq!(streamed.len(), expected.len(), "{target}, {n} bytes");
                for (got, want) in streamed.iter().zip(&expected) {
                    assert!(got == want, "{target}, {n} bytes: {got:?} / {want:?}");
                }
            }
        }
    }
}
