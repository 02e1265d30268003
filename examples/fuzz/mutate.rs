//! Mutations: what a careless or hostile user gives. Text gets byte
//! edits, tokens of its language, splices from other seeds, repeated
//! chunks and lines, deep nesting, huge numbers, megabyte lines, NUL,
//! invalid UTF-8 and CRLF; binary input is truncated, bit-flipped and has
//! fields overwritten with extreme values. Every result is at most
//! [`MAX_INPUT`] bytes.

/// Largest input a case gets (the bound: any input up to 1 MB).
pub const MAX_INPUT: usize = 1 << 20;

/// xorshift64*: small, fast, and the same sequence for the same seed.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        // Never zero, and seeds close together start far apart.
        Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }

    pub fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// A size skewed towards small: mostly below 16, sometimes up to `max`.
    pub fn size(&mut self, max: usize) -> usize {
        match self.below(10) {
            0..=6 => self.below(16.min(max + 1)),
            7 | 8 => self.below(4096.min(max + 1)),
            _ => self.below(max + 1),
        }
    }
}

/// Numbers at and around every edge an input may hit.
pub const HUGE_NUMBERS: &[&str] = &[
    "18446744073709551616",
    "18446744073709551615",
    "9223372036854775807",
    "9223372036854775808",
    "-9223372036854775808",
    "-9223372036854775809",
    "4294967296",
    "4294967295",
    "2147483648",
    "2147483647",
    "1073741824",
    "268435456",
    "0x7fffffffffffffff",
    "0xffffffffffffffff",
    "0x10000000000000000",
    "0xffffffff",
    "0x80000000",
    "99999999999999999999999999999999",
    "-1",
    "0",
    "1e308",
    "1e999",
    "0b11111111111111111111111111111111111111111111111111111111111111111",
    "65536",
    "32768",
    "-2147483649",
];

/// Openers to nest (each language picks what it nests).
const OPENERS: &[&str] = &["(", "[", "{", "<", "-", "~", "!not(", "!add(1,", "(add "];

/// Byte sequences that are not UTF-8.
const NOT_UTF8: &[&[u8]] = &[b"\xff", b"\xc3\x28", b"\xe2\x82", b"\xf0\x9f\x98", b"\x80", b"\xfe\xfe", b"\xed\xa0\x80"];

/// Mutates text `seed`, with `tokens` of its language and `others` to
/// splice from.
pub fn text(rng: &mut Rng, seed: &[u8], tokens: &[&str], others: &[Vec<u8>]) -> Vec<u8> {
    let mut v = seed.to_vec();
    let rounds = 1 + rng.below(6);
    for _ in 0..rounds {
        let at = rng.below(v.len() + 1);
        match rng.below(20) {
            0 if !v.is_empty() => {
                let end = (at + 1 + rng.size(256)).min(v.len());
                v.drain(at.min(v.len())..end);
            }
            1 if !v.is_empty() => {
                let i = rng.below(v.len());
                v[i] = rng.next() as u8;
            }
            2..=5 => {
                let t = rng.pick(tokens).as_bytes();
                v.splice(at..at, t.iter().copied());
            }
            6 if !others.is_empty() => {
                let other = rng.pick(others);
                if !other.is_empty() {
                    let s = rng.below(other.len());
                    let e = (s + rng.size(4096)).min(other.len());
                    v.splice(at..at, other[s..e].iter().copied());
                }
            }
            7 if !v.is_empty() => {
                // A chunk repeated: from a few times to a megabyte.
                let s = rng.below(v.len());
                let e = (s + 1 + rng.size(200)).min(v.len());
                let chunk = v[s..e].to_vec();
                let times = 1 + rng.size(MAX_INPUT / chunk.len().max(1));
                let repeated: Vec<u8> =
                    chunk.iter().copied().cycle().take((chunk.len() * times).min(MAX_INPUT)).collect();
                v.splice(at..at, repeated);
            }
            8 => {
                let depth = rng.size(100_000);
                let open = rng.pick(OPENERS);
                let mut nested = open.repeat(depth);
                if rng.chance(2) {
                    nested.push('1');
                    nested.push_str(&closer(open).repeat(depth));
                }
                v.splice(at..at, nested.bytes());
            }
            9 => {
                // A number replaced by a huge one, or one inserted.
                let n = rng.pick(HUGE_NUMBERS).as_bytes();
                match v.iter().skip(at).position(u8::is_ascii_digit) {
                    Some(i) => {
                        let start = at + i;
                        let end = start + v[start..].iter().take_while(|b| b.is_ascii_alphanumeric()).count();
                        v.splice(start..end, n.iter().copied());
                    }
                    None => {
                        v.splice(at..at, n.iter().copied());
                    }
                }
            }
            10 => {
                // A line of up to a megabyte.
                let len = rng.size(MAX_INPUT);
                let fill: Vec<u8> = match rng.below(3) {
                    0 => vec![rng.next() as u8 & 0x7f; len],
                    1 => rng.pick(tokens).bytes().cycle().take(len).collect(),
                    _ => (0..len).map(|_| b"<>(){}[]#$%,;:ab1 \t"[rng.below(19)]).collect(),
                };
                v.splice(at..at, fill);
            }
            11 => v.splice(at..at, std::iter::repeat_n(0u8, 1 + rng.size(64))).for_each(drop),
            12 => {
                let bad = rng.pick(NOT_UTF8);
                v.splice(at..at, bad.iter().copied());
            }
            13 => {
                // CRLF line ends, or a lone CR.
                if rng.chance(2) {
                    let mut out = Vec::with_capacity(v.len() + v.len() / 16);
                    for &b in &v {
                        if b == b'\n' {
                            out.push(b'\r');
                        }
                        out.push(b);
                    }
                    v = out;
                } else {
                    v.insert(at, b'\r');
                }
            }
            14 if !v.is_empty() => {
                // One line repeated.
                let start = v[..at.min(v.len())].iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
                let end = v[start..].iter().position(|&b| b == b'\n').map_or(v.len(), |i| start + i + 1);
                let line = v[start..end].to_vec();
                let mut line = line;
                if line.last() != Some(&b'\n') {
                    line.push(b'\n');
                }
                let times = 1 + rng.size(10_000);
                let repeated: Vec<u8> =
                    line.iter().copied().cycle().take((line.len() * times).min(MAX_INPUT)).collect();
                v.splice(end..end, repeated);
            }
            15 => {
                let t = rng.pick(tokens).as_bytes().to_vec();
                let times = 1 + rng.size(5000);
                v.splice(at..at, t.iter().copied().cycle().take((t.len() * times).min(MAX_INPUT)));
            }
            16 if !v.is_empty() => {
                v.truncate(at);
            }
            17 if !v.is_empty() => {
                // Two ranges swapped.
                let a = rng.below(v.len());
                let b = rng.below(v.len());
                let (a, b) = (a.min(b), a.max(b));
                let len = rng.size(64).min(b - a).min(v.len() - b);
                for i in 0..len {
                    v.swap(a + i, b + i);
                }
            }
            _ => {
                let t = rng.pick(tokens).as_bytes();
                v.splice(at..at, t.iter().copied());
                v.splice(at..at, b" ".iter().copied());
            }
        }
        v.truncate(MAX_INPUT);
    }
    v
}

fn closer(open: &str) -> String {
    match open {
        "(" | "!not(" | "!add(1," | "(add " => ")".into(),
        "[" => "]".into(),
        "{" => "}".into(),
        "<" => ">".into(),
        _ => String::new(),
    }
}

/// Values written over fields of binary input.
const FIELD_VALUES: &[u64] =
    &[0, 1, 0x7f, 0x80, 0xff, 0x7fff_ffff, 0x8000_0000, 0xffff_ffff, u64::MAX, 1 << 40, 0x1000];

/// Mutates binary input (objects, sections, code).
pub fn binary(rng: &mut Rng, seed: &[u8], others: &[Vec<u8>]) -> Vec<u8> {
    let mut v = seed.to_vec();
    for _ in 0..1 + rng.below(4) {
        if v.is_empty() {
            v.push(rng.next() as u8);
        }
        let at = rng.below(v.len());
        match rng.below(9) {
            0 => v.truncate(at),
            1 => {
                let bit = rng.below(8);
                v[at] ^= 1 << bit;
            }
            2 => {
                for _ in 0..1 + rng.size(32) {
                    let i = rng.below(v.len());
                    v[i] ^= 1 << rng.below(8);
                }
            }
            3 | 4 => {
                // A 2-, 4- or 8-byte field set to an extreme value; ELF
                // headers keep their offsets and sizes in the first 64
                // bytes, so aim there often.
                let width = *rng.pick(&[2usize, 4, 8]);
                let at = if rng.chance(3) { rng.below(64.min(v.len())) } else { at };
                let value = rng.pick(FIELD_VALUES).to_le_bytes();
                for (i, &byte) in value.iter().take(width).enumerate() {
                    if let Some(b) = v.get_mut(at + i) {
                        *b = byte;
                    }
                }
            }
            5 => v[at] = rng.next() as u8,
            6 => {
                let len = rng.size(256).min(v.len() - at);
                v.drain(at..at + len);
            }
            7 if !others.is_empty() => {
                let other = rng.pick(others);
                if !other.is_empty() {
                    let s = rng.below(other.len());
                    let e = (s + rng.size(512)).min(other.len());
                    let len = e - s;
                    let end = (at + len).min(v.len());
                    v.splice(at..end, other[s..e].iter().copied());
                }
            }
            _ => {
                let fill = rng.next() as u8;
                v.splice(at..at, std::iter::repeat_n(fill, 1 + rng.size(4096)));
            }
        }
        v.truncate(MAX_INPUT);
    }
    v
}
