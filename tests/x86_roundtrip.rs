//! Printer round trip: random valid instructions of every x86-64
//! instruction record (registers, immediates at the size edges, memory
//! operands and jump targets from the samplers the `.td` names), printed
//! by tdc, must assemble (by tdc, and by llvm-mc 19 in the golden from
//! tests/x86/regen-goldens.sh) to the same bytes, with llvm-mc's text. A
//! record whose printed text has a shorter encoding is held to that one,
//! which both assemblers choose. Printed in Intel syntax, each reads as
//! llvm-mc prints it.

#[path = "support/roundtrip.rs"]
mod roundtrip;

use std::path::Path;
use tdc::asm::{assemble_with_features, AsmOptions, FeatureBits};
use tdc::mc::arbitrary::assemblable_opcodes;
use tdc::targets::x86::TABLES;

#[test]
fn printed_random_instructions_assemble_to_the_same_bytes_and_text() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/x86/roundtrip");
    let count = roundtrip::check_checked_in_program(&TABLES, &dir, "tests/x86/regen-goldens.sh", true);
    // Every record, several times: a program that shrank would pass
    // without testing much.
    let readable = roundtrip::readable_records(&TABLES, FeatureBits::defaults(&TABLES));
    assert!(count >= 4 * readable, "only {count} instructions");
}

/// The same program printed by tdc in Intel syntax (output variant 1)
/// reads as llvm-mc prints it, line for line.
#[test]
fn printed_random_instructions_print_as_llvm_mc_in_intel_syntax() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/x86/roundtrip");
    let source = std::fs::read_to_string(dir.join("program.s")).unwrap();
    let golden = std::fs::read_to_string(dir.join("program.intel.txt")).unwrap();
    let options = AsmOptions { show_encoding: true, output_variant: 1, ..Default::default() };
    let asm = assemble_with_features(&TABLES, &source, options, FeatureBits::defaults(&TABLES));
    assert!(asm.errors.is_empty(), "{:?}", asm.errors.first().map(|e| e.render("program.s")));
    let ours: Vec<&str> =
        asm.listing.lines().filter_map(|l| l.find("# encoding:").map(|at| l[..at].trim_end())).collect();
    let theirs: Vec<&str> = golden.lines().collect();
    let differences: Vec<String> = ours
        .iter()
        .zip(&theirs)
        .filter(|(a, b)| a != b)
        .map(|(a, b)| format!("  tdc:     {a}\n  llvm-mc: {b}"))
        .collect();
    assert!(
        differences.is_empty(),
        "{} differences, the first:\n{}",
        differences.len(),
        differences[..differences.len().min(20)].join("\n")
    );
    assert_eq!(ours.len(), theirs.len(), "instruction count");
    let readable = roundtrip::readable_records(&TABLES, FeatureBits::defaults(&TABLES));
    assert!(ours.len() >= 4 * readable, "only {} instructions", ours.len());
}

#[test]
fn every_instruction_record_is_sampled() {
    let missing = roundtrip::never_sampled(&TABLES);
    assert!(missing.is_empty(), "encoded but never sampled: {missing:?}");
    let sampled = assemblable_opcodes(&TABLES).len();
    assert!(sampled >= 800, "only {sampled} x86-64 instructions");
}
