//! Disassembly speed on real x86-64 code: the `.text` sections of this
//! machine's shared libraries (in name order, as many as fit in `--mb` megabytes),
//! decoded and printed by tdc against `llvm-objdump -d` on the same
//! sections, and decoded only by tdc against iced-x86's decoder on the same
//! bytes. The runs are interleaved and each figure is the median of
//! `--runs`; no figure is asserted.
//!
//!   cargo run --release --example disasm_bench -- --mb 10 --runs 5
//!
//! llvm-objdump is timed as a process (`-d -j .text` on each library,
//! output to /dev/null): it also reads the file and symbolizes branch
//! targets; tdc prints llvm-mc's text for each instruction into memory.

use clap::Parser;
use object::{Object, ObjectSection};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use tdc::disasm::instruction_line;
use tdc::mc::decode::{decode, Decoder};
use tdc::mc::print::Printer;
use tdc::mc::symbols::Symbols;

#[derive(Parser)]
struct Args {
    /// Megabytes of code to take.
    #[arg(long, default_value_t = 10)]
    mb: usize,
    /// Repeats of each measurement (the median is reported).
    #[arg(long, default_value_t = 5)]
    runs: usize,
    /// Where the libraries are.
    #[arg(long, default_value = "/usr/lib/x86_64-linux-gnu")]
    dir: PathBuf,
    /// The llvm-objdump to compare with.
    #[arg(long, default_value = "/usr/lib/llvm-19/bin/llvm-objdump")]
    llvm_objdump: String,
    /// Only decode the code this many times and print the time (for a
    /// profiler: nothing else runs).
    #[arg(long)]
    decode_only: Option<usize>,
    /// The same for iced-x86's decoder.
    #[arg(long)]
    iced_only: Option<usize>,
    /// Only list the instructions tdc finds invalid: address, bytes, why,
    /// and what iced-x86 decodes there (to compare with llvm-mc).
    #[arg(long)]
    invalid: bool,
}

/// One library's `.text`.
struct Code {
    path: PathBuf,
    address: u64,
    bytes: Vec<u8>,
}

fn main() {
    let args = Args::parse();
    let Some(tables) = tdc::targets::by_name("x86") else {
        println!("SKIPPED: tdc built without the x86 target");
        return;
    };
    let code = collect(&args.dir, args.mb << 20);
    let total: usize = code.iter().map(|c| c.bytes.len()).sum();
    println!(
        "disasm bench: {:.1} MB of .text from {} libraries in {} ({} .. {})",
        total as f64 / (1 << 20) as f64,
        code.len(),
        args.dir.display(),
        code.first().map_or(String::new(), |c| name(&c.path)),
        code.last().map_or(String::new(), |c| name(&c.path)),
    );
    // (A pass before the timed ones in these modes: the decoder derives
    // its tables on first use, once per process, which is not decoding.)
    if let Some(times) = args.decode_only {
        std::hint::black_box(tdc_decode(tables, &code));
        let t = Instant::now();
        let n: usize = (0..times).map(|_| tdc_decode(tables, &code)).sum();
        println!("tdc decode only, {times} times: {:.1} ms ({n} instructions)", t.elapsed().as_secs_f64() * 1e3);
        return;
    }
    if let Some(times) = args.iced_only {
        std::hint::black_box(iced_decode(&code));
        let t = Instant::now();
        let n: usize = (0..times).map(|_| iced_decode(&code).0).sum();
        println!("iced-x86 decode only, {times} times: {:.1} ms ({n} instructions)", t.elapsed().as_secs_f64() * 1e3);
        return;
    }
    if args.invalid {
        list_invalid(tables, &code);
        return;
    }
    let objdump = std::path::Path::new(&args.llvm_objdump).exists();
    if !objdump {
        println!("llvm-objdump: SKIPPED ({} not found)", args.llvm_objdump);
    }
    let symbols = Symbols::default();
    let printer = Printer::new(tables, &symbols);
    let (mut printed, mut decoded, mut objdumped, mut iced) = (vec![], vec![], vec![], vec![]);
    let mut counts = (0, 0, 0, 0);
    for _ in 0..args.runs {
        let t = Instant::now();
        let (n, invalid, text) = tdc_print(&printer, &code);
        printed.push(t.elapsed());
        counts.0 = n;
        counts.1 = invalid;
        std::hint::black_box(text);
        if objdump {
            let t = Instant::now();
            run_objdump(&args.llvm_objdump, &code);
            objdumped.push(t.elapsed());
        }
        // Each decoder's timed pass follows a pass of the other one (not
        // llvm-objdump's, which leaves the caches and branch predictors
        // cold for whatever comes next): neither is timed cold.
        std::hint::black_box(iced_decode(&code));
        let t = Instant::now();
        std::hint::black_box(tdc_decode(tables, &code));
        decoded.push(t.elapsed());
        let t = Instant::now();
        let (n, invalid) = iced_decode(&code);
        iced.push(t.elapsed());
        counts.2 = n;
        counts.3 = invalid;
    }
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let (p, d, i) = (median(&mut printed), median(&mut decoded), median(&mut iced));
    println!("tdc decode+print: {:9.1} ms  ({} instructions, {} invalid)", ms(p), counts.0, counts.1);
    println!("tdc decode only:  {:9.1} ms", ms(d));
    println!("iced-x86 decode:  {:9.1} ms  ({} instructions, {} invalid)", ms(i), counts.2, counts.3);
    if objdump {
        let o = median(&mut objdumped);
        println!("llvm-objdump -d:  {:9.1} ms", ms(o));
        println!("ratio tdc decode+print / llvm-objdump -d: {:.2} (goal <= 0.5)", ms(p) / ms(o));
    }
    println!("ratio tdc decode / iced-x86 decode: {:.2} (goal <= 1.0)", ms(d) / ms(i));
}

fn name(p: &std::path::Path) -> String {
    p.file_name().map_or(String::new(), |n| n.to_string_lossy().into_owned())
}

/// The `.text` of the ELF x86-64 shared libraries in `dir`, in name order,
/// as many as fit in `limit` bytes.
fn collect(dir: &std::path::Path, limit: usize) -> Vec<Code> {
    let mut paths: Vec<PathBuf> =
        std::fs::read_dir(dir).map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect()).unwrap_or_default();
    paths.retain(|p| name(p).contains(".so") && p.is_file() && !p.is_symlink());
    paths.sort();
    let mut out = Vec::new();
    let mut total = 0;
    for path in paths {
        if total >= limit - limit / 50 {
            break;
        }
        let Ok(data) = std::fs::read(&path) else { continue };
        let Ok(file) = object::File::parse(&*data) else { continue };
        if file.architecture() != object::Architecture::X86_64 {
            continue;
        }
        let Some(text) = file.section_by_name(".text") else { continue };
        let Ok(bytes) = text.data() else { continue };
        // Whole sections that fit, so that llvm-objdump does the same
        // work and the total stays near the limit.
        if bytes.is_empty() || total + bytes.len() > limit {
            continue;
        }
        total += bytes.len();
        out.push(Code { path, address: text.address(), bytes: bytes.to_vec() });
    }
    out
}

/// Decodes and prints every instruction as llvm-mc does, stepping over
/// invalid bytes as llvm-objdump does.
fn tdc_print(printer: &Printer<'_>, code: &[Code]) -> (usize, usize, String) {
    let (mut n, mut invalid) = (0, 0);
    let mut text = String::with_capacity(1 << 20);
    for c in code {
        let mut decoder = Decoder::new(printer.tables, None, &c.bytes, c.address);
        while let Some((_, decoded)) = decoder.next() {
            match decoded {
                Ok((inst, _)) => {
                    instruction_line(printer, inst, &mut text);
                    n += 1;
                }
                Err(_) => invalid += 1,
            }
            // Keep the text from growing without bound: its bytes were
            // written, which is what is measured.
            if text.len() > 1 << 20 {
                text.clear();
            }
        }
    }
    (n, invalid, text)
}

fn tdc_decode(tables: &'static tdc::mc::TargetTables, code: &[Code]) -> usize {
    let mut n = 0;
    // A decoder over each section, as iced-x86's is used below.
    for c in code {
        Decoder::new(tables, None, &c.bytes, c.address).for_each(|(_, decoded)| {
            if let Ok((inst, _)) = decoded {
                std::hint::black_box(inst);
                n += 1;
            }
        });
    }
    n
}

/// Prints a line per instruction tdc finds invalid, with the bytes as
/// llvm-mc's `--disassemble` reads them and iced-x86's mnemonic there.
fn list_invalid(tables: &'static tdc::mc::TargetTables, code: &[Code]) {
    use iced_x86::{Decoder, DecoderOptions};
    for c in code {
        let mut at = 0;
        while at < c.bytes.len() {
            let rest = &c.bytes[at..];
            match decode(tables, rest, c.address + at as u64) {
                Ok((_, length)) => at += length.max(1),
                Err(e) => {
                    let iced = Decoder::with_ip(64, rest, c.address + at as u64, DecoderOptions::NONE).decode();
                    let shown = &rest[..rest.len().min(iced.len().max(1))];
                    let hex: Vec<String> = shown.iter().map(|b| format!("0x{b:02x}")).collect();
                    println!("{}  # {} +{:#x}: {e}; iced-x86: {:?}", hex.join(" "), name(&c.path), at, iced.mnemonic());
                    at += e.skip();
                }
            }
        }
    }
}

fn iced_decode(code: &[Code]) -> (usize, usize) {
    use iced_x86::{Decoder, DecoderOptions, Instruction};
    let (mut n, mut invalid) = (0, 0);
    let mut inst = Instruction::default();
    for c in code {
        let mut decoder = Decoder::with_ip(64, &c.bytes, c.address, DecoderOptions::NONE);
        while decoder.can_decode() {
            decoder.decode_out(&mut inst);
            if inst.is_invalid() {
                invalid += 1;
            } else {
                n += 1;
            }
        }
    }
    (n, invalid)
}

fn run_objdump(objdump: &str, code: &[Code]) {
    let mut cmd = Command::new(objdump);
    cmd.args(["-d", "-j", ".text"]);
    for c in code {
        cmd.arg(&c.path);
    }
    let _ = cmd.stdout(Stdio::null()).stderr(Stdio::null()).status();
}

fn median(v: &mut [Duration]) -> Duration {
    v.sort();
    v.get(v.len() / 2).copied().unwrap_or_default()
}
