//! Selected code that runs: every function of `tests/isel/functions` that
//! the target's patterns select is allocated, assembled and run on random
//! inputs (BPF in rbpf's interpreter), and each result and the memory
//! buffer afterwards must equal the DAG interpreter's. Functions the
//! patterns do not select yet are listed with the reason.

#[path = "support/splitmix.rs"]
mod splitmix;

#[path = "support/isel_run/mod.rs"]
#[allow(unused_imports)]
mod isel_run;

use isel_run::{mask, run_bpf, run_x86, Case, Outcome, Param, Signature, Skip, MEMORY_SIZE};
use splitmix::SplitMix;
use tdc::isel::{eval, parse_functions, Function};

const CASES: usize = 200;
const MEMORY_BASE: u64 = 0x1000_0000;

fn corpus() -> Vec<Function> {
    let mut files: Vec<_> = std::fs::read_dir("tests/isel/functions").expect("the corpus").map(|e| e.expect("an entry").path()).collect();
    files.sort();
    let mut out = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("a corpus file");
        out.extend(parse_functions(&path.to_string_lossy(), &text).unwrap_or_else(|e| panic!("{e}")));
    }
    out
}

fn signature(f: &Function) -> Signature {
    let params = f.params.iter().map(|&v| {
        let var = &f.vars[v as usize];
        if var.is_pointer { Param::Pointer } else { Param::Int(var.vt.bits()) }
    });
    Signature { params: params.collect(), result_bits: f.result.map(|t| t.bits()) }
}

/// Edge values and random ones, masked to each parameter's width.
fn cases(sig: &Signature, rng: &mut SplitMix) -> Vec<Case> {
    const EDGES: [u64; 9] = [0, 1, u64::MAX, 0x7f, 0x80, 0xffff_ffff, 0x8000_0000, 0x7fff_ffff_ffff_ffff, 0x8000_0000_0000_0000];
    (0..CASES)
        .map(|i| {
            let args = sig
                .params
                .iter()
                .map(|p| match p {
                    Param::Pointer => MEMORY_BASE,
                    Param::Int(bits) => {
                        let v = if i % 3 == 0 { EDGES[(rng.next() % EDGES.len() as u64) as usize] } else { rng.next() };
                        mask(v, *bits)
                    }
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

/// What running one target's corpus gave.
struct Report {
    ran: usize,
    compared: usize,
    undefined: usize,
    not_selected: Vec<String>,
}

/// Compiles every corpus function for `target`, runs those that select
/// with `run`, and compares each case with the interpreter. `Err(Skip)`
/// when the runner cannot run here.
fn run_corpus(target: &str, run: &dyn Fn(&[u8], &Signature, &[Case]) -> Result<Vec<Outcome>, Skip>) -> Result<Report, Skip> {
    let lowering = tdc::targets::lowering_by_name(target).unwrap_or_else(|| panic!("no lowering for {target}"));
    let mut rng = SplitMix(20261122);
    let mut report = Report { ran: 0, compared: 0, undefined: 0, not_selected: Vec::new() };
    for f in corpus() {
        let compiled = match tdc::isel::lower::compile(lowering, &f) {
            Ok(c) => c,
            Err(e) => {
                report.not_selected.push(format!("{}: {e}", f.name));
                continue;
            }
        };
        let sig = signature(&f);
        // Inputs the DAG leaves undefined (division by zero, ...) are not run.
        let mut defined = Vec::new();
        let mut expected = Vec::new();
        for case in cases(&sig, &mut rng) {
            let mut memory = case.memory;
            match eval(&f, &case.args, &mut memory, MEMORY_BASE) {
                Ok(result) => {
                    expected.push((mask(result.unwrap_or(0), sig.result_bits.unwrap_or(64)), memory));
                    defined.push(case);
                }
                Err(_) => report.undefined += 1,
            }
        }
        let outcomes = run(&compiled.code, &sig, &defined)?;
        for ((case, outcome), (result, memory)) in defined.iter().zip(&outcomes).zip(&expected) {
            let got = if sig.result_bits.is_some() { outcome.result } else { 0 };
            assert_eq!(
                (got, &outcome.memory[..]),
                (*result, &memory[..]),
                "{target}: {} on {:x?}\n{}",
                f.name,
                case.args,
                compiled.assembly
            );
            report.compared += 1;
        }
        report.ran += 1;
    }
    println!("{target}: {} functions selected and run, {} cases equal to the interpreter, {} undefined inputs skipped", report.ran, report.compared, report.undefined);
    println!("not selected yet ({}):", report.not_selected.len());
    for n in &report.not_selected {
        println!("  {n}");
    }
    Ok(report)
}

#[test]
fn bpf_selected_functions_run_as_interpreted() {
    let report = run_corpus("bpf", &|code, sig, cases| Ok(run_bpf(code, sig, cases))).expect("rbpf always runs");
    assert!(report.ran > 0, "no corpus function selects on BPF");
}

#[test]
fn x86_selected_functions_run_as_interpreted() {
    let report = run_corpus("x86_64", &|code, sig, cases| Ok(run_x86(code, sig, cases))).expect("x86-64 runs natively");
    assert!(report.ran >= 200, "only {} corpus functions select and run on x86-64", report.ran);
}
