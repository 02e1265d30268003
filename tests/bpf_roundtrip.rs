//! Printer round trip: random valid instructions of every BPF instruction
//! record, printed by tdc, must assemble (by tdc, and by llvm-mc 19 in the
//! golden from tests/bpf/regen-goldens.sh) to the bytes tdc's encoder gives.

#[path = "support/roundtrip.rs"]
mod roundtrip;

use std::path::Path;
use tdc::mc::arbitrary::{assemblable_opcodes, sample};
use tdc::targets::bpf::TABLES;

/// The seed and count a program's header names.
fn header_parameters(program: &str) -> (u64, usize) {
    let header = program.lines().next().and_then(|l| l.strip_prefix("# tdc random program: ")).expect("program header");
    let words: Vec<&str> = header.split_whitespace().collect();
    let value = |flag: &str| words.iter().position(|w| *w == flag).and_then(|i| words.get(i + 1)).expect(flag).to_string();
    (value("--seed").parse().unwrap(), value("--per-opcode").parse().unwrap())
}

#[test]
fn printed_random_instructions_assemble_to_the_same_bytes() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/bpf/roundtrip");
    let checked_in = std::fs::read_to_string(dir.join("program.s")).unwrap();
    let golden = std::fs::read_to_string(dir.join("program.s.out")).unwrap();
    let (seed, per_opcode) = header_parameters(&checked_in);

    let insts = sample(&TABLES, seed, per_opcode).unwrap();
    let program = roundtrip::program(&TABLES, &insts);
    let body: String = checked_in.lines().skip(1).map(|l| format!("{l}\n")).collect();
    assert!(program == body, "the printer's output changed: run tests/bpf/regen-goldens.sh and review the diff");

    let diffs = roundtrip::differences(&TABLES, &insts, &program, &roundtrip::listing_encodings(&golden));
    assert!(diffs.is_empty(), "{} differences:\n{}", diffs.len(), diffs.join("\n"));
}

#[test]
fn every_encoded_instruction_record_is_sampled() {
    let sampled = assemblable_opcodes(&TABLES);
    let missing: Vec<&str> = TABLES
        .instructions
        .iter()
        .enumerate()
        .filter(|(op, i)| i.encoding_bits != 0 && !sampled.contains(&(*op as u16)))
        .map(|(_, i)| i.name)
        .collect();
    assert!(missing.is_empty(), "encoded but never sampled: {missing:?}");
    assert!(sampled.len() >= 150, "only {} BPF instructions", sampled.len());
}
