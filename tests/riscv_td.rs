//! A RISC-V description that is not a built-in target (tests/riscv/RV64.td,
//! RV64IM), loaded at run time as `tdc asm --td` loads it: its listings and
//! objects equal llvm-mc 19's (goldens from tests/riscv/regen-goldens.sh),
//! including `li`, a pseudo-instruction the description expands.

#[path = "support/corpus.rs"]
mod corpus;

use std::path::Path;
use tdc::mc::TargetTables;

fn tables() -> &'static TargetTables {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    tdc::load::load(&root.join("tests/riscv/RV64.td"), &[root.join("targets/include")])
        .unwrap_or_else(|e| panic!("RV64.td:\n{e}"))
}

#[test]
fn listings_equal_llvm_mc_listings() {
    let tables = tables();
    let mut differences = Vec::new();
    let mut files = 0;
    for entry in std::fs::read_dir(corpus::dir("riscv", "asm")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if name.ends_with(".s") {
            differences.extend(corpus::listing_differences(tables, "riscv", &name));
            files += 1;
        }
    }
    assert_eq!(files, 6, "the corpus files");
    assert!(differences.is_empty(), "{}", differences.join("\n"));
}

#[test]
fn objects_equal_llvm_mc_objects() {
    corpus::check_objects(tables(), "riscv", 6);
}

#[test]
fn an_expansion_that_gives_an_instruction_an_operand_it_does_not_take_is_an_error() {
    // LoadValue's first alternative made unconditional, with the whole
    // value as addi's: `li a0, 5000` would put 5000 in a 12-bit field.
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let td = root.join("tests/riscv/RV64.td");
    let text = std::fs::read_to_string(&td).unwrap();
    let first = "Expansion<(all_of (fits_signed $v, 32), (equal $hi20, 0)),\n              [(ADDI $rd, X0, $lo12)]";
    assert!(text.contains(first), "RV64.td changed: update this test");
    let edited = text.replacen(first, "Expansion<(always), [(ADDI $rd, X0, $v)]", 1);
    let tables = tdc::load::load_overlaid(&td, &[root.join("targets/include")], &[(td.clone(), edited)])
        .unwrap_or_else(|e| panic!("{e}"));
    let asm = tdc::asm::assemble(tables, "\tli\ta0, 5000\n", tdc::asm::AsmOptions::default());
    let errors: Vec<String> = asm.errors.iter().map(|e| e.render("t.s")).collect();
    assert_eq!(asm.errors.len(), 1, "{errors:?}");
    assert_eq!(asm.errors[0].code, "E1016");
    assert!(
        errors[0].contains("gives 'ADDI' an operand it does not take (slot 2: the immediate is out of range)"),
        "{}",
        errors[0]
    );
}
