//! Fuzzing every entry point of the `tdc` command: one driver each.
//!
//! | driver     | runs                                                          | seeds                                     |
//! |------------|---------------------------------------------------------------|-------------------------------------------|
//! | `td`       | `records`, `json`, `check`, `patterns`, `gen`                  | the .td corpora; each target's description with one file mutated |
//! | `asm`      | `asm --target T` listing (`--show-encoding`) and object (`-o`) | every target's assembly corpus            |
//! | `isel`     | `isel --target T` plain, `--encode`, `--report`                | the DAG corpus                            |
//! | `metadata` | `metadata [--print]`                                          | the IR metadata corpus                    |
//! | `stackmap` | `stackmap OBJ`                                                | every object of the tests                 |
//! | `lsp`      | `tdc lsp` sessions: edits, requests, bad params, malformed messages | the .td corpora                      |
//! | `disasm`   | `disasm --target T FILE` once the command exists, for the targets it takes (`TDC_FUZZ_DISASM_ARGS` overrides the arguments, `{target}` and `{file}` replaced: `objdump` when it comes) | stretches of the tests' objects, as byte lines |
//!
//! Each case mutates a seed (see `fuzz/mutate.rs`: byte edits, tokens of
//! the input's language, splices, repeated lines and chunks, deep nesting,
//! huge numbers, megabyte lines, NUL, invalid UTF-8, CRLF; truncated and
//! bit-flipped objects), at most 1 MB, and runs the release `tdc` binary on
//! it in a child process. A case fails on a signal or abort, a panic, an
//! exit status other than 0 or 1, more than 4 s of processor time, more
//! than 1 GiB resident, or error output out of proportion to its input.
//! Failures are saved in `target/fuzz/DRIVER/` (input, command, why).
//!
//! ```text
//! cargo build --release
//! cargo run --release --example fuzz -- --driver asm --minutes 20 --seed 7
//! cargo run --release --example fuzz -- --driver all --seconds 280 --seed 20261128   # what CI runs
//! ```
//!
//! `--tdc PATH` runs another build of the command (a copy, so that a long
//! run is not switched to a new build halfway), and `--dir DIR` puts the
//! scratch files and failures under DIR instead of `target/fuzz` (two runs
//! of one driver side by side need their own).
//!
//! The same seed gives the same cases. `--driver all` splits the time
//! evenly between the drivers that exist (disasm is skipped, and said to
//! be, while `tdc` has no such command).

#[path = "fuzz/child.rs"]
mod child;
#[path = "fuzz/drivers.rs"]
mod drivers;
#[path = "fuzz/lsp.rs"]
mod lsp;
#[path = "fuzz/mutate.rs"]
mod mutate;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const DRIVERS: &[&str] = &["td", "asm", "isel", "metadata", "stackmap", "lsp", "disasm"];

struct Args {
    drivers: Vec<String>,
    budget: Duration,
    seed: u64,
    /// The `tdc` binary to run (a copy keeps a long run on one build).
    tdc: Option<PathBuf>,
    /// Where scratch files, failures and the slowest cases go (one per
    /// run, so that runs can go side by side).
    dir: Option<PathBuf>,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args { drivers: vec!["all".into()], budget: Duration::from_secs(60), seed: 1, tdc: None, dir: None };
    let mut it = std::env::args().skip(1);
    while let Some(a) = it.next() {
        let mut value = || it.next().ok_or(format!("{a} needs a value"));
        match a.as_str() {
            "--driver" => args.drivers = value()?.split(',').map(String::from).collect(),
            "--minutes" => {
                args.budget = Duration::from_secs_f64(value()?.parse::<f64>().map_err(|e| e.to_string())? * 60.0)
            }
            "--seconds" => args.budget = Duration::from_secs_f64(value()?.parse::<f64>().map_err(|e| e.to_string())?),
            "--seed" => args.seed = value()?.parse().map_err(|e| format!("--seed: {e}"))?,
            "--tdc" => args.tdc = Some(PathBuf::from(value()?)),
            "--dir" => args.dir = Some(PathBuf::from(value()?)),
            other => return Err(format!("unknown argument {other}")),
        }
    }
    if args.drivers == ["all"] {
        args.drivers = DRIVERS.iter().map(|d| d.to_string()).collect();
    }
    Ok(args)
}

/// What one driver's run gave.
#[derive(Default)]
struct Tally {
    /// Stopped early by the machine (a full disk).
    incomplete: bool,
    runs: u64,
    failures: u64,
    slowest: Duration,
    largest_memory: u64,
}

fn main() {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("fuzz: {e}\nusage: fuzz [--driver td,asm,...|all] [--minutes N|--seconds N] [--seed N] [--tdc PATH] [--dir DIR]");
            std::process::exit(2);
        }
    };
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let tdc = args.tdc.clone().unwrap_or_else(|| root.join("target/release/tdc"));
    let out = args.dir.clone().unwrap_or_else(|| root.join("target/fuzz"));
    if !tdc.exists() {
        eprintln!("fuzz: {} does not exist; build the command first: cargo build --release", tdc.display());
        std::process::exit(2);
    }
    println!("fuzz: seed {} (replay with --seed {}), {:?} in all", args.seed, args.seed, args.budget);
    let mut drivers = Vec::new();
    for name in &args.drivers {
        let scratch = out.join(name).join("scratch");
        let _ = std::fs::remove_dir_all(&scratch);
        std::fs::create_dir_all(&scratch).expect("a scratch directory");
        if name == "lsp" {
            drivers.push((name.clone(), None, scratch));
            continue;
        }
        match drivers::Driver::new(name, &root, &scratch, &tdc) {
            Ok(d) => drivers.push((name.clone(), Some(d), scratch)),
            Err(why) => println!("fuzz: {name}: {why}"),
        }
    }
    if drivers.is_empty() {
        return;
    }
    let share = args.budget / drivers.len() as u32;
    let mut failed = false;
    for (name, driver, scratch) in &drivers {
        let mut rng = mutate::Rng::new(args.seed ^ fnv(name));
        let deadline = Instant::now() + share;
        let failures = out.join(name);
        let tally = match driver {
            Some(d) => run_driver(d, &tdc, &mut rng, scratch, &failures, deadline),
            None => run_lsp(&tdc, &root, &mut rng, &failures, deadline),
        };
        println!(
            "fuzz: {name}: {} runs, {} failures, seed {}, slowest {:.2} s of processor time, largest {} MiB resident",
            tally.runs,
            tally.failures,
            args.seed,
            tally.slowest.as_secs_f64(),
            tally.largest_memory >> 20
        );
        failed |= tally.failures > 0 || tally.incomplete;
    }
    let own = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    if let Some(peak) = own.lines().find(|l| l.starts_with("VmHWM:")) {
        println!("fuzz: the fuzzer itself: {}", peak.split_whitespace().skip(1).collect::<Vec<_>>().join(" "));
    }
    if failed {
        println!("fuzz: FAILED (inputs saved under {}/)", out.display());
        std::process::exit(1);
    }
}

/// A name's hash, so each driver draws its own cases from one seed.
fn fnv(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ b as u64).wrapping_mul(0x100_0000_01b3))
}

fn run_driver(
    driver: &drivers::Driver,
    tdc: &Path,
    rng: &mut mutate::Rng,
    scratch: &Path,
    failures: &Path,
    deadline: Instant,
) -> Tally {
    let mut tally = Tally::default();
    while Instant::now() < deadline {
        let case = driver.case(rng, scratch);
        if let Some(e) = case.files.iter().find_map(|(path, contents)| std::fs::write(path, contents).err()) {
            // The machine, not tdc: stop and say so.
            println!("fuzz: stopped: cannot write a case ({e}); the run is incomplete");
            tally.incomplete = true;
            break;
        }
        let run = child::run(tdc, &case.args, None, &scratch.join("stderr"));
        if String::from_utf8_lossy(&run.stderr).contains("No space left on device") {
            println!("fuzz: stopped: the disk is full (tdc could not write its output); the run is incomplete");
            tally.incomplete = true;
            break;
        }
        tally.runs += 1;
        // The slowest and the largest case so far are kept, to look at.
        if run.cpu > tally.slowest {
            tally.slowest = run.cpu;
            keep(failures, "slowest", &case);
        }
        if run.max_rss > tally.largest_memory {
            tally.largest_memory = run.max_rss;
            keep(failures, "largest", &case);
        }
        if let Some(why) = run.failure(case.input_len) {
            tally.failures += 1;
            let n = tally.failures;
            std::fs::create_dir_all(failures).expect("a failures directory");
            let (path, contents) = &case.files[0];
            let ext = path.extension().map_or(String::new(), |e| format!(".{}", e.to_string_lossy()));
            let saved = failures.join(format!("failure-{n}{ext}"));
            std::fs::write(&saved, contents).expect("saving a failing input");
            let report = format!(
                "{why}\ncase: {}\ncommand: tdc {}\n(the input, {} bytes, is {})\nstderr (start):\n{}\n",
                case.about,
                case.args.join(" "),
                contents.len(),
                saved.display(),
                String::from_utf8_lossy(&run.stderr[..run.stderr.len().min(2000)])
            );
            std::fs::write(failures.join(format!("failure-{n}.txt")), &report).expect("saving a report");
            println!("fuzz: FAILURE {n}: {why} ({}; saved {})", case.about, saved.display());
        }
        for (path, contents) in &case.restore {
            std::fs::write(path, contents).expect("restoring a file");
        }
    }
    tally
}

/// Saves `case`'s input and command as `target/fuzz/DRIVER/WHAT.*`.
fn keep(dir: &Path, what: &str, case: &drivers::Case) {
    let _ = std::fs::create_dir_all(dir);
    let (path, contents) = &case.files[0];
    let ext = path.extension().map_or(String::new(), |e| format!(".{}", e.to_string_lossy()));
    let _ = std::fs::write(dir.join(format!("{what}{ext}")), contents);
    let _ = std::fs::write(dir.join(format!("{what}.txt")), format!("{}\ntdc {}\n", case.about, case.args.join(" ")));
}

fn run_lsp(tdc: &Path, root: &Path, rng: &mut mutate::Rng, failures: &Path, deadline: Instant) -> Tally {
    let seeds = lsp::seeds(root);
    let mut tally = Tally::default();
    while Instant::now() < deadline {
        tally.runs += 1;
        let result = lsp::session(tdc, root, rng, &seeds);
        if let Ok((slowest, memory)) = result {
            tally.slowest = tally.slowest.max(slowest);
            tally.largest_memory = tally.largest_memory.max(memory);
        }
        if let Err((why, sent)) = result {
            tally.failures += 1;
            let n = tally.failures;
            std::fs::create_dir_all(failures).expect("a failures directory");
            let saved = failures.join(format!("failure-{n}.session"));
            std::fs::write(&saved, &sent).expect("saving a failing session");
            std::fs::write(
                failures.join(format!("failure-{n}.txt")),
                format!("{why}\nreplay: tdc lsp < {}\n", saved.display()),
            )
            .expect("saving a report");
            println!("fuzz: FAILURE {n}: {why} (session saved in {})", saved.display());
        }
    }
    tally
}
