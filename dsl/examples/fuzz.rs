//! Mutation fuzzer for the whole frontend (preprocessor, grammar, evaluator).
//!
//! Seeds are the conformance and error corpora (and llvm-19-dev's .td files
//! when present). Each case mutates a seed (byte edits, splices, bracket and
//! bang-operator insertions, huge numbers, deep nesting) and runs it. The run
//! fails on a panic, on a case taking more than 2 seconds, or when the process
//! dies (stack overflow): the input being run is always saved first in
//! `target/fuzz/current.td`, and failures are kept in `target/fuzz/`.
//!
//! ```text
//! cargo run --release -p tdc-dsl --example fuzz -- --minutes 10 [--seed N]
//! ```

use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant};

const HANG: Duration = Duration::from_secs(2);

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

const FRAGMENTS: &[&str] = &[
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    "<",
    ">",
    ",",
    ";",
    ":",
    "=",
    "#",
    "...",
    "?",
    "$x",
    "\"",
    "[{",
    "}]",
    "/*",
    "*/",
    "//",
    "\n#ifdef X\n",
    "\n#else\n",
    "\n#endif\n",
    "\n#define X\n",
    "include \"conformance/inc/regs_base.td\"\n",
    "!foreach(x, ",
    "!foldl(",
    "!cast<",
    "!if(",
    "!cond(",
    "!range(",
    "!listsplat(",
    "!strconcat(",
    "!subst(",
    "!dag(",
    "!head([])",
    "!div(1, 0)",
    "!logtwo(0)",
    "!range(1000000000)",
    "!listsplat(1, 100000000)",
    "0x7fffffffffffffff",
    "18446744073709551616",
    "-9223372036854775808",
    "0b",
    "bits<1000000000>",
    "bits<0>",
    "NAME",
    "class",
    "def",
    "defm",
    "multiclass",
    "let",
    "in",
    "foreach",
    "if",
    "then",
    "else",
    "defvar",
    "defset",
    "deftype",
    "assert",
    "dump",
    "field",
    "list<",
    "dag",
    "code",
    "string",
    "int",
    "bit",
    "anonymous_0",
    "!repr(",
    "!getdagarg<int>(",
    "!setdagname(",
];

fn mutate(rng: &mut Rng, seed: &[u8], seeds: &[Vec<u8>]) -> Vec<u8> {
    let mut v = seed.to_vec();
    for _ in 0..1 + rng.below(8) {
        let at = rng.below(v.len() + 1);
        match rng.below(9) {
            0 if !v.is_empty() => {
                let end = (at + 1 + rng.below(16)).min(v.len());
                v.drain(at.min(v.len())..end);
            }
            1 if !v.is_empty() => {
                let i = rng.below(v.len());
                v[i] = (rng.next() & 0x7f) as u8;
            }
            2 => {
                let f = FRAGMENTS[rng.below(FRAGMENTS.len())];
                v.splice(at..at, f.bytes());
            }
            3 => {
                let other = &seeds[rng.below(seeds.len())];
                if !other.is_empty() {
                    let s = rng.below(other.len());
                    let e = (s + rng.below(200)).min(other.len());
                    v.splice(at..at, other[s..e].iter().copied());
                }
            }
            4 if !v.is_empty() => {
                let s = rng.below(v.len());
                let e = (s + rng.below(64)).min(v.len());
                let chunk: Vec<u8> = v[s..e].to_vec();
                v.splice(at..at, chunk);
            }
            5 => {
                let depth = rng.below(3000);
                let open = ["(", "[", "{", "!not(", "Foo<"][rng.below(5)];
                let deep = open.repeat(depth);
                v.splice(at..at, deep.bytes());
            }
            6 => {
                let n = rng.next() as i64;
                v.splice(at..at, n.to_string().bytes());
            }
            _ => {
                let f = FRAGMENTS[rng.below(FRAGMENTS.len())];
                v.splice(at..at, f.bytes().chain(std::iter::once(b' ')));
            }
        }
    }
    v
}

fn seeds(dirs: &[PathBuf]) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for d in dirs {
        let Ok(rd) = std::fs::read_dir(d) else { continue };
        let mut paths: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
        paths.sort();
        for p in paths {
            if p.extension().map(|e| e == "td").unwrap_or(false) {
                if let Ok(b) = std::fs::read(&p) {
                    out.push(b);
                }
            }
        }
    }
    out
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let arg = |name: &str| {
        args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).and_then(|v| v.parse::<u64>().ok())
    };
    let minutes = arg("--minutes").unwrap_or(10);
    let seed = arg("--seed").unwrap_or_else(|| {
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos() as u64).unwrap_or(1)
    }) | 1;
    let tests = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let corpus =
        seeds(&[tests.join("conformance"), tests.join("errors"), PathBuf::from("/usr/include/llvm-19/llvm/Target")]);
    assert!(!corpus.is_empty(), "no seed files");
    let out_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/fuzz");
    let _ = std::fs::create_dir_all(&out_dir);
    // Panics are reported by the fuzzer itself, not printed by the hook.
    std::panic::set_hook(Box::new(|_| {}));
    println!("fuzzing for {minutes} min, seed {seed}, {} seed files", corpus.len());
    let mut rng = Rng(seed);
    let deadline = Instant::now() + Duration::from_secs(minutes * 60);
    let (mut cases, mut rejected, mut slowest) = (0u64, 0u64, Duration::ZERO);
    while Instant::now() < deadline {
        let pick = rng.below(corpus.len());
        let input = mutate(&mut rng, &corpus[pick], &corpus);
        let _ = std::fs::write(out_dir.join("current.td"), &input);
        let text = String::from_utf8_lossy(&input).into_owned();
        let (tx, rx) = mpsc::channel();
        let work_dir = tests.clone();
        let started = Instant::now();
        let worker = std::thread::Builder::new().stack_size(512 << 20).spawn(move || {
            let opts = tdc_dsl::Options { working_dir: Some(work_dir), ..Default::default() };
            let r = std::panic::catch_unwind(|| {
                let out = tdc_dsl::load_text("fuzz.td", None, &text, &opts);
                let rendered = tdc_dsl::diag::render(&out.db, &out.diags);
                if let Some(r) = &out.records {
                    let _ = tdc_dsl::records::print::print_records(r);
                }
                (out.has_errors(), rendered.len())
            });
            let _ = tx.send(r.map(|(e, _)| e).map_err(|_| ()));
        });
        let Ok(handle) = worker else { continue };
        match rx.recv_timeout(HANG) {
            Ok(Ok(had_errors)) => {
                cases += 1;
                rejected += had_errors as u64;
                slowest = slowest.max(started.elapsed());
                let _ = handle.join();
            }
            Ok(Err(())) => {
                let p = out_dir.join(format!("panic-{cases}.td"));
                let _ = std::fs::write(&p, &input);
                println!("PANIC on case {cases}; input saved to {}", p.display());
                std::process::exit(1);
            }
            Err(_) => {
                let p = out_dir.join(format!("hang-{cases}.td"));
                let _ = std::fs::write(&p, &input);
                println!("HANG (over {HANG:?}) on case {cases}; input saved to {}", p.display());
                std::process::exit(1);
            }
        }
    }
    let _ = std::fs::remove_file(out_dir.join("current.td"));
    println!(
        "clean: {cases} cases ({rejected} rejected with diagnostics), slowest {:.0} ms",
        slowest.as_secs_f64() * 1e3
    );
}
