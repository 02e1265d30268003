//! The DAG functions of `tests/isel/functions` and random inputs for
//! them, shared by the tests that run selected code and the legalizer's
//! tests.

use super::splitmix::SplitMix;
use super::{mask, Case, Param, Signature, MEMORY_SIZE};
use tdc::isel::{parse_functions, Function};

/// Random cases per function.
pub const CASES: usize = 200;
/// Where the buffer of `Pointer` parameters is, as the interpreter sees it.
pub const MEMORY_BASE: u64 = 0x1000_0000;

/// Every function of the corpus, in file order.
pub fn corpus() -> Vec<Function> {
    corpus_files().into_iter().flatten().collect()
}

/// The functions of each corpus file, the files in name order: the
/// functions a call in one of them can reach.
pub fn corpus_files() -> Vec<Vec<Function>> {
    let mut files: Vec<_> =
        std::fs::read_dir("tests/isel/functions").expect("the corpus").map(|e| e.expect("an entry").path()).collect();
    files.sort();
    let mut out = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("a corpus file");
        out.push(parse_functions(&path.to_string_lossy(), &text).unwrap_or_else(|e| panic!("{e}")));
    }
    out
}

/// The runners' view of `f`'s parameters and result.
pub fn signature(f: &Function) -> Signature {
    let params = f.params.iter().map(|&v| {
        let var = &f.vars[v as usize];
        // `%fn_mix` is the address of the harness's ext_mix.
        let function = var.name.strip_prefix("fn_").map(|f| super::externals::named(&format!("ext_{f}")).name);
        match function {
            _ if var.is_pointer => Param::Pointer,
            Some(name) => Param::Function(name),
            None if var.vt.is_float() => Param::Float(var.vt.bits()),
            None => Param::Int(var.vt.bits()),
        }
    });
    let float_result = f.result.is_some_and(|t| t.is_float());
    Signature { params: params.collect(), result_bits: f.result.map(|t| t.bits()), float_result }
}

/// Floats whose bits are edge cases: zeros, ones, infinities, NaNs, the
/// smallest subnormal and the largest finite value (f64, then f32).
const FLOAT_EDGES: [[u64; 9]; 2] = [
    [
        0,
        0x8000_0000_0000_0000,
        0x3ff0_0000_0000_0000,
        0xbff0_0000_0000_0000,
        0x7ff0_0000_0000_0000,
        0xfff0_0000_0000_0000,
        0x7ff8_0000_0000_0000,
        1,
        0x7fef_ffff_ffff_ffff,
    ],
    [0, 0x8000_0000, 0x3f80_0000, 0xbf80_0000, 0x7f80_0000, 0xff80_0000, 0x7fc0_0000, 1, 0x7f7f_ffff],
];

/// Random values with a sign, an exponent near 1.0's and random
/// mantissa bits: finite floats whose sums and products are mostly
/// neither tiny nor huge (f64 or f32 by `bits`).
fn ordinary_float(rng: &mut SplitMix, bits: u32) -> u64 {
    let r = rng.next();
    if bits == 32 {
        (r & 0x807f_ffff) | ((0x78 + (r >> 40) % 16) << 23)
    } else {
        (r & 0x800f_ffff_ffff_ffff) | ((0x3f8 + (r >> 40) % 16) << 52)
    }
}

/// Edge values and random ones, masked to each parameter's width.
pub fn cases(sig: &Signature, rng: &mut SplitMix) -> Vec<Case> {
    const EDGES: [u64; 9] =
        [0, 1, u64::MAX, 0x7f, 0x80, 0xffff_ffff, 0x8000_0000, 0x7fff_ffff_ffff_ffff, 0x8000_0000_0000_0000];
    (0..CASES)
        .map(|i| {
            let args = sig
                .params
                .iter()
                .map(|p| match p {
                    Param::Pointer => MEMORY_BASE,
                    Param::Function(name) => super::externals::token(super::externals::named(name)),
                    Param::Int(bits) => {
                        let v = if i % 3 == 0 { EDGES[(rng.next() % EDGES.len() as u64) as usize] } else { rng.next() };
                        mask(v, *bits)
                    }
                    // Edges, ordinary values and any bits, in turn.
                    Param::Float(bits) => match i % 3 {
                        0 => FLOAT_EDGES[usize::from(*bits == 32)][(rng.next() % 9) as usize],
                        1 => ordinary_float(rng, *bits),
                        _ => mask(rng.next(), *bits),
                    },
                })
                .collect();
            let mut memory = [0u8; MEMORY_SIZE];
            for b in &mut memory {
                *b = rng.next() as u8;
            }
            Case { args, memory }
        })
        .collect()
}
