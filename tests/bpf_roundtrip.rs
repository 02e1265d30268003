//! Printer round trip: random valid instructions of every BPF instruction
//! record, printed by tdc, must assemble (by tdc, and by llvm-mc 19 in the
//! golden from tests/bpf/regen-goldens.sh) to the bytes tdc's encoder gives.

#[path = "support/roundtrip.rs"]
mod roundtrip;

use std::path::Path;
use tdc::mc::arbitrary::assemblable_opcodes;
use tdc::targets::bpf::TABLES;

#[test]
fn printed_random_instructions_assemble_to_the_same_bytes() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/bpf/roundtrip");
    // Bytes only: llvm-mc prints ld_pseudo's first immediate cut to its
    // 32-bit field, where tdc prints the 64-bit value it was given.
    roundtrip::check_checked_in_program(&TABLES, &dir, "tests/bpf/regen-goldens.sh", false);
}

#[test]
fn every_encoded_instruction_record_is_sampled() {
    let missing = roundtrip::never_sampled(&TABLES);
    assert!(missing.is_empty(), "encoded but never sampled: {missing:?}");
    let sampled = assemblable_opcodes(&TABLES).len();
    assert!(sampled >= 150, "only {sampled} BPF instructions");
}
