//! Printer round trip: random valid instructions of every AArch64
//! instruction record (operands from the samplers the `.td` names), printed
//! by tdc, must assemble (by tdc, and by llvm-mc 19 in the golden from
//! tests/aarch64/regen-goldens.sh) to the bytes tdc's encoder gives.

#[path = "support/roundtrip.rs"]
mod roundtrip;

use std::path::Path;
use tdc::mc::arbitrary::{assemblable_opcodes, sample};
use tdc::mc::tables::OperandClass;
use tdc::mc::MCOperand;
use tdc::targets::aarch64::TABLES;

#[test]
fn printed_random_instructions_assemble_to_the_same_bytes() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/aarch64/roundtrip");
    let count = roundtrip::check_checked_in_program(&TABLES, &dir, "tests/aarch64/regen-goldens.sh", true);
    // Every record the program's features make available, several times:
    // a program that shrank would pass without testing much. (The others,
    // SVE, SME and the extensions, are in the live differential with
    // --mattr +all.)
    let features = roundtrip::features(&TABLES, "");
    let available = assemblable_opcodes(&TABLES)
        .iter()
        .filter(|&&op| features.missing(&TABLES, TABLES.instructions[op as usize].requires).is_empty())
        .count();
    assert!(available >= 1500, "only {available} instructions at the default features");
    assert!(count >= 4 * available, "only {count} instructions");
}

#[test]
fn every_encoded_instruction_record_is_sampled() {
    let missing = roundtrip::never_sampled(&TABLES);
    assert!(missing.is_empty(), "encoded but never sampled: {missing:?}");
    let sampled = assemblable_opcodes(&TABLES).len();
    assert!(sampled >= 500, "only {sampled} AArch64 instructions");
}

/// Every operand kind with its own parser that an encoded instruction uses
/// has a sampler (drawing its sub-operands one by one would break their
/// packing), unless it is a register of a class, and the instructions drawn
/// keep their `DistinctRegisters` apart.
#[test]
fn custom_operands_are_sampled_and_constraints_hold() {
    for op in assemblable_opcodes(&TABLES) {
        let info = &TABLES.instructions[op as usize];
        for o in &info.operands {
            let kind = &TABLES.operand_kinds[o.kind as usize];
            if matches!(kind.class, OperandClass::Custom { reg_class: None, .. }) {
                assert!(kind.sample.is_some(), "{}: operand kind `{}` has no SampleMethod", info.name, kind.name);
            }
        }
    }
    let insts = sample(&TABLES, 3, 20).unwrap();
    let mut constrained = 0;
    for inst in &insts {
        let info = &TABLES.instructions[inst.opcode as usize];
        for &(a, b, _) in &info.distinct {
            constrained += 1;
            let (MCOperand::Reg(x), MCOperand::Reg(y)) = (inst.operand(a as usize), inst.operand(b as usize)) else {
                panic!("{}: distinct slots {a} and {b} are not registers", info.name)
            };
            let overlap = x == y || TABLES.registers[x as usize].overlaps.contains(&y);
            assert!(!overlap, "{}: slots {a} and {b} overlap", info.name);
        }
    }
    assert!(constrained > 1000, "only {constrained} constrained pairs checked");
}
