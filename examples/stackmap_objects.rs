//! Writes objects with random stack maps, through tdc's assembler and ELF
//! writer, for the live check `scripts/stackmap-live.sh` (which prints each
//! with `tdc stackmap` and with `llvm-readobj --stackmap` and compares).
//! Each object has one to four functions (global or local, in `.text` or
//! another code section, sometimes only declared) and records with every
//! location kind, small and pooled constants and live-outs.
//!
//!   cargo run --release --example stackmap_objects -- --out DIR --per-target 100 --seed 7

#[path = "support/xorshift.rs"]
mod xorshift;

use clap::Parser;
use std::path::PathBuf;
use std::process::ExitCode;
use tdc::stackmap::{Builder, LiveOut, Location};
use xorshift::Rng;

#[derive(Parser)]
struct Args {
    /// Directory the objects go into (created if missing).
    #[arg(long)]
    out: PathBuf,
    /// Objects per target (x86_64, aarch64, powerpc64le).
    #[arg(long, default_value_t = 100)]
    per_target: u64,
    /// Random seed; the same seed gives the same objects.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// A constant near an interesting edge (zero, 32-bit and 64-bit limits).
fn constant(rng: &mut Rng) -> i64 {
    let edges = [0, 1, -1, i32::MAX as i64, i32::MIN as i64, 1 << 31, -(1 << 31) - 1, i64::MAX, i64::MIN, 1 << 40];
    let edge = edges[rng.below_u64(edges.len() as u64) as usize];
    match rng.below_u64(3) {
        0 => edge,
        1 => edge.wrapping_add(rng.below_u64(5) as i64 - 2),
        _ => rng.next() as i64,
    }
}

fn location(rng: &mut Rng, b: &mut Builder) -> Location {
    let size = [1u16, 2, 4, 8, 16, 32][rng.below_u64(6) as usize];
    let reg_limit = if rng.chance(90) { 64 } else { 1300 };
    let reg = rng.below_u64(reg_limit) as u16;
    let offset = (rng.next() as i32) >> rng.below_u64(32);
    match rng.below_u64(4) {
        0 => Location::register(size, reg),
        1 => Location::direct(8, reg, offset),
        2 => Location::indirect(size, reg, offset),
        _ => b.constant(constant(rng), 8),
    }
}

/// The assembly defining the functions, and the stack map's function
/// symbols (some appear only in the stack map: undefined).
fn object(rng: &mut Rng, index: u64) -> (String, Builder) {
    let mut source = String::new();
    let mut b = Builder::new();
    let functions = 1 + rng.below_u64(4);
    let mut section = ".text";
    for f in 0..functions {
        let name = format!("fn{index}_{f}");
        if rng.chance(20) {
            section = if section == ".text" { ".text.cold" } else { ".text" };
            source.push_str(&format!("\t.section {section},\"ax\",@progbits\n"));
        }
        let declared_only = rng.chance(10);
        if !declared_only {
            if rng.chance(70) {
                source.push_str(&format!("\t.globl {name}\n"));
            }
            source.push_str(&format!("{name}:\n\t.zero {}\n", 4 * (1 + rng.below_u64(64))));
        }
        let stack_size = if rng.chance(10) { u64::MAX } else { 16 * rng.below_u64(4096) };
        let id = b.function(&name, stack_size);
        for _ in 0..rng.below_u64(5) {
            let location_count = rng.below_u64(9);
            let locations = (0..location_count).map(|_| location(rng, &mut b)).collect();
            let live_out_limit = if rng.chance(30) { 40 } else { 4 };
            let live_out_count = rng.below_u64(live_out_limit);
            let live_outs = (0..live_out_count)
                .map(|_| LiveOut {
                    dwarf_reg: rng.below_u64(1300) as u16,
                    size: [1u8, 2, 4, 8, 16, 32][rng.below_u64(6) as usize],
                })
                .collect();
            let record_id = if rng.chance(10) { u64::MAX - rng.below_u64(3) } else { rng.below_u64(1000) };
            b.record(id, record_id, rng.below_u64(1 << 20) as u32, locations, live_outs);
        }
    }
    (source, b)
}

fn main() -> ExitCode {
    let args = Args::parse();
    if let Err(e) = std::fs::create_dir_all(&args.out) {
        eprintln!("stackmap_objects: cannot create {}: {e}", args.out.display());
        return ExitCode::FAILURE;
    }
    let mut rng = Rng::new(args.seed);
    let mut written = 0;
    for triple in ["x86_64", "aarch64", "powerpc64le"] {
        let tables = tdc::targets::by_name(triple).expect("a built-in target");
        for i in 0..args.per_target {
            let (source, builder) = object(&mut rng, i);
            let (map, symbols) = builder.finish();
            let symbols: Vec<&str> = symbols.iter().map(String::as_str).collect();
            let (asm, bytes) = tdc::asm::assemble_object_with(tables, &source, Default::default(), |asm| {
                tdc::stackmap::object::add_section(tables, asm, &map, &symbols)
            });
            let Some(bytes) = bytes else {
                eprintln!(
                    "stackmap_objects: {triple} object {i} (seed {}) failed: {:?}\n{source}",
                    args.seed, asm.errors
                );
                return ExitCode::FAILURE;
            };
            let path = args.out.join(format!("{triple}-{i}.o"));
            if let Err(e) = std::fs::write(&path, bytes) {
                eprintln!("stackmap_objects: cannot write {}: {e}", path.display());
                return ExitCode::FAILURE;
            }
            written += 1;
        }
    }
    println!("{written} objects with stack maps in {} (seed {})", args.out.display(), args.seed);
    ExitCode::SUCCESS
}
