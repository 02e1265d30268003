//! x86-64 selection beyond the shared corpus: functions that need the
//! callee-saved registers (the prologue pushes them, the epilogue pops
//! them; the runner checks they come back unchanged) and addressing modes
//! with a base, a scaled index and a displacement together, run natively
//! and compared with the DAG interpreter.

#![cfg(all(target_arch = "x86_64", unix))]

#[path = "support/isel_run/mod.rs"]
#[allow(unused_imports)]
mod isel_run;

use isel_run::splitmix::SplitMix;
use isel_run::{mask, run_x86, Case, Param, MEMORY_SIZE};
use tdc::isel::{eval, parse_functions};
use tdc::targets::x86::selection::X86Lowering;

const MEMORY_BASE: u64 = 0x1000_0000;

/// Six products live at once beside the six parameters: more values than
/// the nine caller-saved registers hold.
const PRESSURE: &str = "
fn pressure(%a: i64, %b: i64, %c: i64, %d: i64, %e: i64, %f: i64) -> i64 {
entry:
  %t1 = (mul %a %b)
  %t2 = (mul %b %c)
  %t3 = (mul %c %d)
  %t4 = (mul %d %e)
  %t5 = (mul %e %f)
  %t6 = (mul %f %a)
  %s = (add %t1 (sub %t2 (xor %t3 (add %t4 (sub %t5 %t6)))))
  (ret (add %s (xor %a (add %b (sub %c (xor %d (add %e %f)))))))
}
";

/// An address with every part: base, index scaled by 4 and 8, and a
/// displacement, in loads and a store.
const ADDRESSES: &str = "
fn addresses(%p: ptr, %i: i64, %j: i64) -> i64 {
entry:
  %x = (and %i 3)
  %y = (and %j 7)
  %a = (load:i64 (add (add %p (shl %x 3)) 16))
  %b = (zextload:i64:i32 (add 4 (add %p (shl %y 2))))
  (store (add %a %b) (add (add %p 8) (shl %x 3)))
  (ret (sub %a %b))
}
";

/// Compiles the one function of `text`, runs it on random inputs and
/// compares each result and the memory afterwards with the interpreter;
/// the assembly, for further checks.
fn run_as_interpreted(text: &str) -> String {
    let f = parse_functions("test.dag", text).expect("a valid function").remove(0);
    let compiled = tdc::isel::lower::compile(&X86Lowering, &f).unwrap_or_else(|e| panic!("{e}"));
    let sig = isel_run::corpus::signature(&f);
    let mut rng = SplitMix(7);
    let cases: Vec<Case> = (0..100)
        .map(|_| {
            let args = sig
                .params
                .iter()
                .map(|p| if let Param::Int(bits) = p { mask(rng.next(), *bits) } else { MEMORY_BASE })
                .collect();
            let mut memory = [0u8; MEMORY_SIZE];
            memory.iter_mut().for_each(|b| *b = rng.next() as u8);
            Case { args, memory }
        })
        .collect();
    let outcomes = run_x86(&compiled.code, &sig, &cases);
    for (case, outcome) in cases.iter().zip(&outcomes) {
        let mut memory = case.memory;
        let result = eval(&f, &case.args, &mut memory, MEMORY_BASE).expect("defined on every input");
        let expected = mask(result.unwrap_or(0), sig.result_bits.unwrap_or(64));
        assert_eq!(
            (outcome.result, &outcome.memory[..]),
            (expected, &memory[..]),
            "{} on {:x?}\n{}",
            f.name,
            case.args,
            compiled.assembly
        );
    }
    compiled.assembly
}

#[test]
fn many_live_values_take_callee_saved_registers_and_restore_them() {
    let assembly = run_as_interpreted(PRESSURE);
    let pushes: Vec<&str> = assembly.lines().filter_map(|l| l.trim().strip_prefix("pushq\t")).collect();
    let mut pops: Vec<&str> = assembly.lines().filter_map(|l| l.trim().strip_prefix("popq\t")).collect();
    assert!(!pushes.is_empty(), "no callee-saved register used:\n{assembly}");
    pops.reverse();
    assert_eq!(pushes, pops, "popped in the reverse order of the pushes:\n{assembly}");
}

#[test]
fn addresses_fold_base_scaled_index_and_displacement() {
    let assembly = run_as_interpreted(ADDRESSES);
    for scaled in [",8)", ",4)"] {
        assert!(assembly.lines().any(|l| l.contains(scaled) && l.contains("(%")), "no {scaled} address:\n{assembly}");
    }
    assert!(assembly.contains("16(%"), "no displacement folded:\n{assembly}");
}
