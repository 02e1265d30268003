//! Printer round trip: random valid instructions of every x86-64
//! instruction record (registers, immediates at the size edges, memory
//! operands and jump targets from the samplers the `.td` names), printed
//! by tdc, must assemble (by tdc, and by llvm-mc 19 in the golden from
//! tests/x86/regen-goldens.sh) to the same bytes, with llvm-mc's text. A
//! record whose printed text has a shorter encoding is held to that one,
//! which both assemblers choose.

#[path = "support/roundtrip.rs"]
mod roundtrip;

use std::path::Path;
use tdc::mc::arbitrary::assemblable_opcodes;
use tdc::targets::x86::TABLES;

#[test]
fn printed_random_instructions_assemble_to_the_same_bytes_and_text() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/x86/roundtrip");
    let count = roundtrip::check_checked_in_program(&TABLES, &dir, "tests/x86/regen-goldens.sh", true);
    // Every record, several times: a program that shrank would pass
    // without testing much.
    assert!(count >= 4 * assemblable_opcodes(&TABLES).len(), "only {count} instructions");
}

#[test]
fn every_instruction_record_is_sampled() {
    let missing = roundtrip::never_sampled(&TABLES);
    assert!(missing.is_empty(), "encoded but never sampled: {missing:?}");
    let sampled = assemblable_opcodes(&TABLES).len();
    assert!(sampled >= 800, "only {sampled} x86-64 instructions");
}
