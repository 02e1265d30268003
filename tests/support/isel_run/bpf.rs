//! BPF in rbpf's interpreter (`EbpfVmRaw`, which passes the address of one
//! memory region in r1 and returns r0 at `exit`). The region is a case's
//! record (see `record`): a prologue, assembled by tdc, loads each
//! argument register from it, or points it at the buffer inside it, and
//! the function's code follows, so its `exit` ends the program. rbpf
//! checks every load and store against the region and the 512-byte stack
//! (r10), so a stray access is an error of the run.

use super::{assemble, record, Case, Outcome, Param, Signature};
use tdc::targets::bpf::TABLES;

/// BPF passes five arguments in registers (r1-r5).
const MAX_PARAMS: usize = 5;

/// The prologue for `sig`. r1 holds the region's address until the last
/// instruction, which loads the first parameter into it.
fn prologue_source(sig: &Signature) -> String {
    let mut s = String::new();
    for (i, param) in sig.params.iter().enumerate().rev() {
        let reg = i + 1;
        s += &match param {
            Param::Int(_) => format!("r{reg} = *(u64 *)(r1 + {})\n", record::ARGS + 8 * i),
            Param::Pointer if reg == 1 => format!("r1 += {}\n", record::MEMORY),
            Param::Pointer => format!("r{reg} = r1\nr{reg} += {}\n", record::MEMORY),
        };
    }
    s
}

/// Runs BPF `code` (ending with `exit`) in rbpf's interpreter on each case.
pub fn run_bpf(code: &[u8], sig: &Signature, cases: &[Case]) -> Vec<Outcome> {
    sig.check(cases, MAX_PARAMS, "BPF");
    let mut program = assemble(&TABLES, &prologue_source(sig));
    program.extend_from_slice(code);
    let mut outcomes = Vec::with_capacity(cases.len());
    for (n, case) in cases.iter().enumerate() {
        // Pointer slots stay 0: the prologue does not read them.
        let mut region = record::new(&sig.arguments(case, 0), &case.memory);
        // A VM per case: rbpf borrows the region for the VM's lifetime.
        let result = {
            let vm = rbpf::EbpfVmRaw::new(Some(&program)).unwrap_or_else(|e| panic!("rbpf rejects the program: {e}"));
            vm.execute_program(&mut region).unwrap_or_else(|e| panic!("BPF, case {n} ({case:?}): rbpf stopped: {e}"))
        };
        record::check_guards(&region, n, "BPF");
        outcomes.push(sig.outcome(result, &region[record::MEMORY..record::GUARD_AFTER]));
    }
    outcomes
}
