//! BPF in rbpf's interpreter (`EbpfVmRaw`, which passes the address of one
//! memory region in r1 and returns r0 at `exit`). The region is a case's
//! record (see `record`): a prologue, assembled by tdc, loads each
//! argument register from it, or points it at the buffer inside it, and
//! the function's code follows, so its `exit` ends the program. rbpf
//! checks every load and store against the region and the 512-byte stack
//! (r10), so a stray access is an error of the run.

use super::externals::{bpf_helper, EXTERNALS};
use super::{assemble, record, Case, Code, Outcome, Param, Signature};
use std::any::Any;
use tdc::targets::bpf::TABLES;

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
            Param::Function(name) => panic!("BPF has no indirect calls (of {name})"),
            Param::Float(_) => panic!("BPF has no floats"),
        };
    }
    s
}

/// Bytes of a BPF instruction.
const INSN: usize = 8;

/// `ja +offset` (in instructions), as bytes.
fn jump(offset: usize) -> [u8; INSN] {
    let off = i16::try_from(offset).expect("an entry within 32k instructions").to_le_bytes();
    [0x05, 0, off[0], off[1], 0, 0, 0, 0]
}

/// The stack bytes of the function each instruction belongs to: what rbpf
/// reserves for a frame below r10 (the prologue belongs to the entry).
struct Frames {
    /// (first instruction, stack bytes), by first instruction.
    starts: Vec<(usize, u16)>,
    entry: u16,
}

/// rbpf's stack usage calculator over [`Frames`].
fn stack_usage(_prog: &[u8], pc: usize, data: &mut dyn Any) -> u16 {
    // rbpf hands over the box the data was given in.
    let boxed = data.downcast_ref::<Box<dyn Any>>().and_then(|b| b.downcast_ref::<Frames>());
    let frames = boxed.or_else(|| data.downcast_ref::<Frames>()).expect("the harness's frames");
    let at = frames.starts.partition_point(|&(start, _)| start <= pc);
    at.checked_sub(1).map_or(frames.entry, |i| frames.starts[i].1)
}

/// Runs BPF `code` (ending with `exit`) in rbpf's interpreter on each
/// case, after the prologue and a jump to the entry; the module's
/// external calls are calls of the harness's helpers.
pub fn run_bpf<'a>(code: impl Into<Code<'a>>, sig: &Signature, cases: &[Case]) -> Vec<Outcome> {
    let code = code.into();
    sig.check(cases, super::BPF_ABI, "BPF");
    let mut program = assemble(&TABLES, &prologue_source(sig));
    if code.entry != 0 {
        program.extend_from_slice(&jump(code.entry as usize / INSN));
    }
    let first = program.len() / INSN;
    program.extend_from_slice(&code.linked(&TABLES, 0, &|e| u64::from(e.bpf_helper)));
    let frames = code.module.map(|m| {
        let bytes = |f: &tdc::isel::module::ModuleFunction| tdc::targets::bpf::selection::stack_bytes(&f.frame) as u16;
        let starts = m.functions.iter().map(|f| (first + f.offset as usize / INSN, bytes(f))).collect();
        let entry = m.functions.iter().find(|f| f.offset == code.entry).map_or(0, bytes);
        Frames { starts, entry }
    });
    let mut outcomes = Vec::with_capacity(cases.len());
    for (n, case) in cases.iter().enumerate() {
        // Pointer slots stay 0: the prologue does not read them.
        let mut region = record::new(&sig.arguments(case, 0, &|_| 0), &case.memory);
        // A VM per case: rbpf borrows the region for the VM's lifetime.
        let result = {
            let mut vm =
                rbpf::EbpfVmRaw::new(Some(&program)).unwrap_or_else(|e| panic!("rbpf rejects the program: {e}"));
            for e in &EXTERNALS {
                if let Some(helper) = bpf_helper(e) {
                    vm.register_helper(e.bpf_helper, helper).expect("a helper registered");
                }
            }
            if let Some(frames) = &frames {
                let frames = Frames { starts: frames.starts.clone(), entry: frames.entry };
                vm.set_stack_usage_calculator(stack_usage, Box::new(frames)).expect("the stack usage");
            }
            vm.execute_program(&mut region).unwrap_or_else(|e| panic!("BPF, case {n} ({case:?}): rbpf stopped: {e}"))
        };
        record::check_guards(&region, n, "BPF");
        outcomes.push(sig.outcome(result, &region[record::MEMORY..record::GUARD_AFTER]));
    }
    outcomes
}
