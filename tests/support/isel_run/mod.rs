//! Runs compiled functions on four targets and reports what they returned
//! and left in memory, for tests that compare selected code with an
//! interpreter of the same DAG function.
//!
//! Every runner takes [`Code`] (a function's machine code, or a compiled
//! module and the function of it to call, whose calls of external
//! functions the runner patches to the harness's [`externals`]), its
//! [`Signature`] and [`Case`]s, and gives one [`Outcome`] per case:
//!
//! - [`run_x86`]: natively, through a System V call (arguments in %rdi,
//!   %rsi, %rdx, %rcx, %r8, %r9 and %xmm0-%xmm7; the result in %rax or
//!   %xmm0).
//! - [`run_bpf`]: in rbpf's interpreter (arguments in r1-r5, the result in
//!   r0), after a prologue that loads the arguments.
//! - [`run_qemu`]: AArch64 (x0-x7 and v0-v7, result x0 or v0) and
//!   PowerPC64 ELFv2 (r3-r10 and f1-f13, result r3 or f1) in one static
//!   executable per call under qemu-user, or [`Skip`] when the emulator
//!   is not installed.
//!
//! Where each argument goes is the harness's own reading of the psABIs
//! ([`Signature::slots`]); arguments on the stack are not passed.
//! Conventions shared by all: an `Int(bits)` argument is passed
//! zero-extended from `bits` (the runner masks it), a `Float(bits)` one
//! as the float with those bits; every `Pointer`
//! parameter receives the address of the case's 64-byte buffer (the same
//! one for all of them); the result is masked to `result_bits`. The
//! buffer lies between guard bytes, and a function that writes outside it
//! fails the run, as does one that does not preserve the registers its
//! ABI says are preserved across calls.
//!
//! Used from a test as `#[path = "support/isel_run/mod.rs"] mod isel_run;`.

#![allow(dead_code)] // each test uses part of it

mod bpf;
pub mod corpus;
pub mod externals;
mod qemu;
#[path = "../splitmix.rs"]
pub mod splitmix;
#[cfg(all(target_arch = "x86_64", unix))]
mod x86;

pub use bpf::run_bpf;
pub use qemu::{find_emulator, run_qemu, QemuTarget};
#[cfg(all(target_arch = "x86_64", unix))]
pub use x86::run_x86;

use object::read::elf::ElfFile64;
use object::{Object, ObjectSection};
use std::fmt;
use tdc::asm::{assemble_object, AsmOptions};
use tdc::mc::TargetTables;

/// What a runner runs: machine code and where in it the function called
/// starts; for a compiled module, also its functions' frames and its calls
/// of external functions, which the runner patches to the harness's
/// [`externals`].
#[derive(Clone, Copy)]
pub struct Code<'a> {
    /// The machine code.
    pub bytes: &'a [u8],
    /// Where the function called starts.
    pub entry: u64,
    /// The module the code is, if it is one.
    pub module: Option<&'a tdc::isel::module::CompiledModule>,
}

impl<'a> Code<'a> {
    /// Function `name` of `module`.
    pub fn module(module: &'a tdc::isel::module::CompiledModule, name: &str) -> Code<'a> {
        let f = module.function(name).unwrap_or_else(|| panic!("no function {name} in the module"));
        Code { bytes: &module.code, entry: f.offset, module: Some(module) }
    }

    /// The code placed at `base`, its external calls patched to the
    /// address `resolve` gives each external (its helper number on BPF).
    pub fn linked(&self, tables: &TargetTables, base: u64, resolve: &dyn Fn(&externals::External) -> u64) -> Vec<u8> {
        let Some(module) = self.module else { return self.bytes.to_vec() };
        let find = |name: &str| externals::EXTERNALS.iter().find(|e| e.name == name).map(resolve);
        let object = &tables.object;
        tdc::isel::link::link(module, object.elf_machine, object.little_endian, base, &find)
            .unwrap_or_else(|e| panic!("the module does not link: {e}"))
    }
}

impl<'a> From<&'a [u8]> for Code<'a> {
    fn from(bytes: &'a [u8]) -> Code<'a> {
        Code { bytes, entry: 0, module: None }
    }
}

impl<'a> From<&'a Vec<u8>> for Code<'a> {
    fn from(bytes: &'a Vec<u8>) -> Code<'a> {
        Code { bytes, entry: 0, module: None }
    }
}

/// Bytes of the buffer a `Pointer` parameter points at.
pub const MEMORY_SIZE: usize = 64;

/// A parameter of the function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Param {
    /// An integer of this many bits (1 to 64), passed zero-extended.
    Int(u32),
    /// A float of this many bits (32 or 64), in the float registers.
    Float(u32),
    /// The address of the case's 64-byte buffer.
    Pointer,
    /// The address of the harness's external function of this name (the
    /// interpreter sees [`externals::token`] instead).
    Function(&'static str),
}

/// What a function takes and returns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signature {
    /// Parameters, in order.
    pub params: Vec<Param>,
    /// Bits of the result (1 to 64), or `None` for no result (reported as 0).
    pub result_bits: Option<u32>,
    /// Whether the result is a float (in the float result register).
    pub float_result: bool,
}

/// Where a psABI passes a parameter: in its `k`th integer or float
/// argument register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    Int(usize),
    Float(usize),
}

/// A psABI's argument registers, as the harness knows them (written from
/// the psABI documents, apart from tdc's `CallingConv`).
#[derive(Clone, Copy, Debug)]
pub struct Abi {
    /// Integer argument registers.
    pub ints: usize,
    /// Float argument registers.
    pub floats: usize,
    /// Whether each argument also takes the integer register of its
    /// position (PowerPC64 ELFv2's parameter doublewords).
    pub shared: bool,
}

/// System V x86-64: rdi, rsi, rdx, rcx, r8, r9; xmm0-xmm7.
pub const X86_ABI: Abi = Abi { ints: 6, floats: 8, shared: false };
/// AAPCS64: x0-x7; v0-v7.
pub const AARCH64_ABI: Abi = Abi { ints: 8, floats: 8, shared: false };
/// ELFv2: r3-r10; f1-f13, a doubleword per argument.
pub const PPC64_ABI: Abi = Abi { ints: 8, floats: 13, shared: true };
/// BPF: r1-r5, no floats.
pub const BPF_ABI: Abi = Abi { ints: 5, floats: 0, shared: false };

/// One call: arguments and the buffer's contents before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// One value per parameter; those of `Pointer` parameters are ignored.
    pub args: Vec<u64>,
    /// The buffer `Pointer` parameters point at.
    pub memory: [u8; MEMORY_SIZE],
}

/// What one call did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The result, masked to `result_bits` (0 without a result).
    pub result: u64,
    /// The buffer after the call.
    pub memory: [u8; MEMORY_SIZE],
}

/// A check that could not run here (its emulator is not installed); the
/// caller reports it as skipped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skip(pub String);

impl fmt::Display for Skip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "skipped: {}", self.0)
    }
}

/// The value `bits` bits wide keeps of `value`.
pub fn mask(value: u64, bits: u32) -> u64 {
    if bits >= 64 {
        value
    } else {
        value & ((1u64 << bits) - 1)
    }
}

impl Signature {
    /// Where `abi` passes each parameter, or `None` when some would go on
    /// the stack (or the record's eight argument words do not hold them),
    /// which the runners do not do.
    pub fn slots(&self, abi: Abi) -> Option<Vec<Slot>> {
        let (mut ints, mut floats) = (0, 0);
        let mut slots = Vec::with_capacity(self.params.len());
        for (position, param) in self.params.iter().enumerate() {
            if abi.shared {
                ints = ints.max(position);
            }
            let slot = match param {
                Param::Float(_) => {
                    floats += 1;
                    Slot::Float(floats - 1)
                }
                _ => {
                    ints += 1;
                    Slot::Int(ints - 1)
                }
            };
            slots.push(slot);
        }
        let fits = ints <= abi.ints && floats <= abi.floats && self.params.len() <= record::MAX_ARGS;
        fits.then_some(slots)
    }

    /// Panics with a clear message if the signature or a case does not fit
    /// a target that passes arguments in `abi`'s registers; where each
    /// goes.
    fn check(&self, cases: &[Case], abi: Abi, target: &str) -> Vec<Slot> {
        let slots = self.slots(abi).unwrap_or_else(|| {
            panic!("{target} passes these arguments on the stack, which the harness does not: {:?}", self.params)
        });
        for param in &self.params {
            if let Param::Int(bits) = param {
                assert!((1..=64).contains(bits), "an Int parameter of {bits} bits (1 to 64 allowed)");
            }
            if let Param::Float(bits) = param {
                assert!(matches!(bits, 32 | 64), "a Float parameter of {bits} bits (32 or 64 allowed)");
            }
        }
        if let Some(bits) = self.result_bits {
            assert!((1..=64).contains(&bits), "a result of {bits} bits (1 to 64 allowed)");
        }
        for (i, case) in cases.iter().enumerate() {
            assert_eq!(
                case.args.len(),
                self.params.len(),
                "case {i} has {} arguments for {} parameters",
                case.args.len(),
                self.params.len()
            );
        }
        slots
    }

    /// The argument registers' values for `case`, with `pointer` for the
    /// `Pointer` parameters and the address `function` gives for the
    /// `Function` ones.
    fn arguments(&self, case: &Case, pointer: u64, function: &dyn Fn(&str) -> u64) -> Vec<u64> {
        self.params
            .iter()
            .zip(&case.args)
            .map(|(param, &arg)| match *param {
                Param::Int(bits) | Param::Float(bits) => mask(arg, bits),
                Param::Pointer => pointer,
                Param::Function(name) => function(name),
            })
            .collect()
    }

    /// The outcome of a call that returned `result` and left `memory`.
    fn outcome(&self, result: u64, memory: &[u8]) -> Outcome {
        let mut buffer = [0u8; MEMORY_SIZE];
        buffer.copy_from_slice(memory);
        Outcome { result: self.result_bits.map_or(0, |bits| mask(result, bits)), memory: buffer }
    }
}

/// One case in memory, as the BPF and qemu runners lay it out (little-endian
/// words): the arguments, the buffer between two guards, the result.
pub(crate) mod record {
    /// Offset of argument `i` (8 bytes each, up to [`MAX_ARGS`]).
    pub const ARGS: usize = 0;
    /// Arguments a record holds.
    pub const MAX_ARGS: usize = 8;
    /// Offset of the guard before the buffer.
    pub const GUARD_BEFORE: usize = 64;
    /// Offset of the buffer.
    pub const MEMORY: usize = 80;
    /// Offset of the guard after it.
    pub const GUARD_AFTER: usize = MEMORY + super::MEMORY_SIZE;
    /// Offset of the result.
    pub const RESULT: usize = 160;
    /// Bytes of a record (a multiple of 16, so every buffer is 16-aligned).
    pub const SIZE: usize = 176;
    /// Guard bytes.
    pub const GUARD: u8 = 0xA5;
    const GUARD_LEN: usize = 16;

    /// The record of a case whose argument registers take `arguments`
    /// (pointer slots are filled by the code that reads the record).
    pub fn new(arguments: &[u64], memory: &[u8]) -> [u8; SIZE] {
        let mut record = [0u8; SIZE];
        for (i, value) in arguments.iter().enumerate() {
            record[ARGS + 8 * i..][..8].copy_from_slice(&value.to_le_bytes());
        }
        record[GUARD_BEFORE..MEMORY].fill(GUARD);
        record[MEMORY..GUARD_AFTER].copy_from_slice(memory);
        record[GUARD_AFTER..][..GUARD_LEN].fill(GUARD);
        record
    }

    /// The result word of `record`.
    pub fn result(record: &[u8]) -> u64 {
        u64::from_le_bytes(record[RESULT..RESULT + 8].try_into().expect("8 bytes"))
    }

    /// Panics if the function wrote outside its buffer in case `case`.
    pub fn check_guards(record: &[u8], case: usize, target: &str) {
        let before = &record[GUARD_BEFORE..MEMORY];
        let after = &record[GUARD_AFTER..GUARD_AFTER + GUARD_LEN];
        assert!(
            before.iter().chain(after).all(|&b| b == GUARD),
            "{target}, case {case}: the function wrote outside its 64-byte buffer \
             (guard before: {before:02x?}, after: {after:02x?})"
        );
    }
}

/// The `.text` of `source` assembled by tdc for `tables`; panics with the
/// assembler's messages if it has errors, or if it needs relocations (a
/// label that is not defined in it).
pub fn assemble(tables: &'static TargetTables, source: &str) -> Vec<u8> {
    let (asm, object) = assemble_object(tables, source, AsmOptions::default());
    let errors: Vec<String> = asm.errors.iter().map(|e| e.render("isel_run.s")).collect();
    assert!(errors.is_empty(), "{}in:\n{source}", errors.concat());
    let object = object.expect("an object when there are no errors");
    let file = ElfFile64::<object::Endianness>::parse(&*object).expect("tdc writes valid ELF64 objects");
    let text = file.section_by_name(".text").expect("a .text section");
    assert_eq!(text.relocations().count(), 0, "the code must need no relocation:\n{source}");
    text.data().expect("the contents of .text").to_vec()
}
