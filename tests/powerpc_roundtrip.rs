//! Printer round trip: random valid instructions of every PowerPC64
//! instruction record, printed by tdc, must assemble (by tdc, and by
//! llvm-mc 19 in the golden object from tests/powerpc/regen-goldens.sh) to
//! the bytes tdc's encoder gives.
//!
//! The golden is an object, not a `-show-encoding` listing: llvm-mc prints
//! relative branch targets as `.+8`, and in a listing it leaves those as
//! fixups; in an object they are resolved.

#[path = "support/roundtrip.rs"]
mod roundtrip;

use std::path::Path;
use tdc::asm::{assemble_object, AsmOptions};
use tdc::mc::arbitrary::{assemblable_opcodes, sample};
use tdc::mc::encode::encode_symbolic;
use tdc::targets::powerpc::TABLES;

#[test]
fn printed_random_instructions_assemble_to_the_same_bytes() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/powerpc/roundtrip");
    let checked_in = std::fs::read_to_string(dir.join("program.s")).unwrap();
    let golden = std::fs::read(dir.join("program.o")).unwrap();
    let (seed, per_opcode) = roundtrip::header_parameters(&checked_in);

    // The program tdc prints today is the one llvm-mc assembled.
    let insts = sample(&TABLES, seed, per_opcode).unwrap();
    let program = roundtrip::program(&TABLES, &insts);
    let body: String = checked_in.lines().skip(1).map(|l| format!("{l}\n")).collect();
    assert!(program == body, "the printer's output changed: run tests/powerpc/regen-goldens.sh and review the diff");
    assert!(insts.len() >= 4 * assemblable_opcodes(&TABLES).len(), "only {} instructions", insts.len());

    // tdc's encoder on each instruction gives llvm-mc's bytes (prefixed
    // instructions are two words, with a nop before one that would cross
    // a 64-byte boundary).
    let reference = roundtrip::object_encodings(&TABLES, &insts, &golden).unwrap();
    let mut differences = Vec::new();
    for (i, (inst, theirs)) in insts.iter().zip(&reference).enumerate() {
        let mut bytes = Vec::new();
        encode_symbolic(&TABLES, inst, &mut bytes, &mut Vec::new()).unwrap();
        if &bytes != theirs {
            let line = program.lines().nth(i).unwrap_or("");
            differences.push(format!("{line}: tdc {bytes:02x?}, llvm-mc {theirs:02x?}"));
        }
    }
    assert!(differences.is_empty(), "{} differences:\n{}", differences.len(), differences.join("\n"));

    // tdc's assembler on the printed text writes llvm-mc's object.
    let (asm, object) = assemble_object(&TABLES, &checked_in, AsmOptions::default());
    let errors: String = asm.errors.iter().map(|e| e.render("program.s")).collect();
    assert!(errors.is_empty(), "{errors}");
    assert!(object.as_deref() == Some(&golden[..]), "tdc's object of program.s differs from llvm-mc's");
}

#[test]
fn every_encoded_instruction_record_is_sampled() {
    let missing = roundtrip::never_sampled(&TABLES);
    assert!(missing.is_empty(), "encoded but never sampled: {missing:?}");
    let sampled = assemblable_opcodes(&TABLES).len();
    assert!(sampled >= 1800, "only {sampled} PowerPC instructions");
}
