//! Selected code that runs: every function of `tests/isel/functions` that
//! the target's patterns select is allocated, assembled and run on random
//! inputs (BPF in rbpf's interpreter, x86-64 natively, AArch64 and
//! PowerPC64 under qemu-user), and each result and the memory
//! buffer afterwards must equal the DAG interpreter's. Functions the
//! patterns do not select yet are listed with the reason; none may fail
//! for lack of registers, and the functions of `pressure.dag`, which keep
//! more values live than any target has registers, must spill. A function
//! is compiled as a module with the functions of its file its calls reach
//! (`calls.dag`: recursion, calls between functions, and calls of the
//! harness's external functions, patched as a JIT would; `float_abi.dag`:
//! float arguments and results in each psABI's registers and stack).
//! Every function but those taking arguments on the stack (which run
//! through their callers) is called from the harness.

#[path = "support/isel_run/mod.rs"]
#[allow(unused_imports)]
mod isel_run;

use isel_run::corpus::{cases, corpus_files, signature, MEMORY_BASE};
use isel_run::splitmix::SplitMix;
use isel_run::{externals, mask, run_bpf, run_qemu, run_x86, Abi, Case, Code, Outcome, QemuTarget, Signature, Skip};
use isel_run::{AARCH64_ABI, BPF_ABI, PPC64_ABI, X86_ABI};
use tdc::isel::module::{compile_module, reachable};
use tdc::isel::Module;

/// Whether `bits` of a result `width` bits wide are a float NaN.
fn is_nan_bits(bits: u64, width: Option<u32>) -> bool {
    match width {
        Some(32) => f32::from_bits(bits as u32).is_nan(),
        Some(64) => f64::from_bits(bits).is_nan(),
        _ => false,
    }
}

/// What running one target's corpus gave.
struct Report {
    ran: usize,
    compared: usize,
    undefined: usize,
    not_selected: Vec<String>,
    /// Functions of `pressure.dag` (more values live than registers) run.
    pressure_ran: usize,
    /// Values spilled to stack slots in them.
    pressure_spills: u32,
    /// Values rematerialised in them instead.
    pressure_remat: u32,
    /// Functions of `stack.dag` (stack objects) run.
    stack_ran: usize,
    /// Functions of `calls.dag` (calls) run.
    calls_ran: usize,
    /// Functions of `float_abi.dag` (float arguments and results) run.
    float_abi_ran: usize,
    /// Functions compiled but not run: more parameters than the harness
    /// passes in registers.
    not_run: Vec<String>,
}

/// Whether `f` comes from `tests/isel/functions/pressure.dag`.
fn is_pressure(f: &tdc::isel::Function) -> bool {
    f.name.starts_with("pressure_")
}

/// Runs machine code on cases, or says why it cannot here.
type Runner<'a> = &'a dyn Fn(Code<'_>, &Signature, &[Case]) -> Result<Vec<Outcome>, Skip>;

/// Compiles every corpus function for `target`, runs those that select
/// with `run`, and compares each case with the interpreter. `Err(Skip)`
/// when the runner cannot run here.
fn run_corpus(target: &str, abi: Abi, run: Runner) -> Result<Report, Skip> {
    let lowering = tdc::targets::lowering_by_name(target).unwrap_or_else(|| panic!("no lowering for {target}"));
    let mut rng = SplitMix(20261122);
    let mut report = Report {
        ran: 0,
        compared: 0,
        undefined: 0,
        not_selected: Vec::new(),
        pressure_ran: 0,
        pressure_spills: 0,
        pressure_remat: 0,
        stack_ran: 0,
        calls_ran: 0,
        float_abi_ran: 0,
        not_run: Vec::new(),
    };
    let mut coverage = tdc::isel::report::Report::new(lowering.tables());
    for file in corpus_files() {
        for f in &file {
            // A function compiles with the functions its calls reach.
            let functions: Vec<tdc::isel::Function> = reachable(f, &file).into_iter().cloned().collect();
            let module = Module::new(&functions, &externals::call)
                .expect("corpus functions pass verify")
                .with_addresses(&externals::at);
            let compiled = match compile_module(lowering, &functions) {
                Ok(c) => c,
                Err(e) => {
                    coverage.record(lowering.tables(), f, None);
                    report.not_selected.push(format!("{}: {e}", f.name));
                    continue;
                }
            };
            coverage.record(lowering.tables(), f, Some(&compiled.functions[0].fallbacks));
            let sig = signature(f);
            if sig.slots(abi).is_none() {
                // Compiled (its callers run it), not called from the harness.
                report.not_run.push(format!("{}: takes arguments on the stack", f.name));
                continue;
            }
            // Inputs the DAG leaves undefined (division by zero, ...) are not run.
            let mut defined = Vec::new();
            let mut expected = Vec::new();
            for case in cases(&sig, &mut rng) {
                let mut memory = case.memory;
                match module.run(&f.name, &case.args, &mut memory, MEMORY_BASE) {
                    Ok(result) => {
                        expected.push((mask(result.unwrap_or(0), sig.result_bits.unwrap_or(64)), memory));
                        defined.push(case);
                    }
                    Err(_) => report.undefined += 1,
                }
            }
            let outcomes = run(Code::module(&compiled, &f.name), &sig, &defined)?;
            let computes_floats = f.dag.nodes.iter().any(|n| n.vt.is_float());
            for ((case, outcome), (result, memory)) in defined.iter().zip(&outcomes).zip(&expected) {
                let mut got = if sig.result_bits.is_some() { outcome.result } else { 0 };
                // A NaN's payload may differ between targets: NaNs compare as NaNs.
                if computes_floats && is_nan_bits(got, sig.result_bits) && is_nan_bits(*result, sig.result_bits) {
                    got = *result;
                }
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
            if is_pressure(f) {
                report.pressure_ran += 1;
                report.pressure_spills += compiled.functions[0].spills;
                report.pressure_remat += compiled.functions[0].rematerialised;
            }
            if f.name.starts_with("stack_") {
                report.stack_ran += 1;
            }
            if f.name.starts_with("calls_") || f.name.starts_with("rec_") {
                report.calls_ran += 1;
            }
            if f.name.starts_with("fabi_") {
                report.float_abi_ran += 1;
            }
        }
    }
    println!(
        "{target}: {} functions selected and run, {} cases equal to the interpreter, {} undefined inputs skipped",
        report.ran, report.compared, report.undefined
    );
    println!(
        "{target}: {} register-pressure functions run, {} values spilled in them and {} rematerialised; \
         {} functions with stack objects run; {} functions of calls.dag and {} of float_abi.dag run",
        report.pressure_ran,
        report.pressure_spills,
        report.pressure_remat,
        report.stack_ran,
        report.calls_ran,
        report.float_abi_ran
    );
    println!("{coverage}");
    println!("compiled, not run from the harness ({}): {:?}", report.not_run.len(), report.not_run);
    println!("not selected yet ({}):", report.not_selected.len());
    for n in &report.not_selected {
        println!("  {n}");
    }
    // Allocation spills: no function fails for lack of registers.
    let short = report.not_selected.iter().find(|n| n.contains("registers of class"));
    assert!(short.is_none(), "{target}: {short:?}");
    Ok(report)
}

#[test]
fn bpf_selected_functions_run_as_interpreted() {
    let report =
        run_corpus("bpf", BPF_ABI, &|code, sig, cases| Ok(run_bpf(code, sig, cases))).expect("rbpf always runs");
    // Every integer function; BPF has no floating point.
    assert!(report.ran >= 224, "only {} corpus functions select on BPF", report.ran);
    // Every call but those needing floats, stack arguments or an indirect call.
    assert_eq!(report.calls_ran, 13, "the functions of calls.dag BPF can run");
    assert_eq!(report.pressure_ran, 7, "the integer pressure functions");
    assert!(report.pressure_remat > 0, "pressure_constants rematerialises");
    assert!(report.pressure_spills > 0);
    // The kernel's stack: 512 bytes, 8-byte aligned. The two objects
    // beyond it are errors that say so.
    assert_eq!(report.stack_ran, 5, "the stack functions within BPF's limits");
    let refused = |name: &str, why: &str| report.not_selected.iter().any(|n| n.starts_with(name) && n.contains(why));
    assert!(refused("stack_large:", "more than BPF's 512"), "{:?}", report.not_selected);
    assert!(refused("stack_two_objects:", "aligned to 16 bytes"), "{:?}", report.not_selected);
    assert!(refused("calls_ten:", "BPF passes at most 5"), "{:?}", report.not_selected);
    assert!(refused("args_ten:", "BPF passes at most 5"), "{:?}", report.not_selected);
    assert!(refused("calls_indirect:", "an indirect call"), "{:?}", report.not_selected);
}

#[test]
fn powerpc_selected_functions_run_as_interpreted() {
    let report =
        match run_corpus("powerpc64le", PPC64_ABI, &|code, sig, cases| run_qemu(QemuTarget::Ppc64le, code, sig, cases))
        {
            Ok(report) => report,
            Err(skip) => {
                println!("skipped: {}", skip.0);
                return;
            }
        };
    assert!(report.ran >= 259, "only {} corpus functions run on PowerPC64", report.ran);
    assert_eq!(report.calls_ran, 16, "every function of calls.dag the harness can call");
    assert_eq!(report.float_abi_ran, 9, "every function of float_abi.dag the harness can call");
    assert_eq!(report.stack_ran, 7, "every stack function");
    assert_eq!(report.pressure_ran, 9, "every pressure function");
    assert!(report.pressure_remat > 0, "pressure_constants rematerialises");
    assert!(report.pressure_spills > 0);
}

#[test]
fn aarch64_selected_functions_run_as_interpreted() {
    let report =
        match run_corpus("aarch64", AARCH64_ABI, &|code, sig, cases| run_qemu(QemuTarget::Aarch64, code, sig, cases)) {
            Ok(report) => report,
            Err(Skip(why)) => {
                println!("skipped: {why}");
                return;
            }
        };
    assert!(report.ran >= 259, "only {} corpus functions select and run on AArch64", report.ran);
    assert_eq!(report.calls_ran, 16, "every function of calls.dag the harness can call");
    assert_eq!(report.float_abi_ran, 9, "every function of float_abi.dag the harness can call");
    assert_eq!(report.stack_ran, 7, "every stack function");
    assert_eq!(report.pressure_ran, 9, "every pressure function");
    assert!(report.pressure_remat > 0, "pressure_constants rematerialises");
    assert!(report.pressure_spills > 0);
}

#[test]
fn x86_selected_functions_run_as_interpreted() {
    let report =
        run_corpus("x86_64", X86_ABI, &|code, sig, cases| Ok(run_x86(code, sig, cases))).expect("x86-64 runs natively");
    assert!(report.ran >= 259, "only {} corpus functions select and run on x86-64", report.ran);
    assert_eq!(report.calls_ran, 16, "every function of calls.dag the harness can call");
    // fma_f64 and fabi_single through the C library's fma and fmaf.
    assert_eq!(report.float_abi_ran, 9, "every function of float_abi.dag the harness can call");
    assert_eq!(report.stack_ran, 7, "every stack function");
    assert_eq!(report.pressure_ran, 9, "every pressure function");
    assert!(report.pressure_remat > 0, "pressure_constants rematerialises");
    assert!(report.pressure_spills > 0);
}
