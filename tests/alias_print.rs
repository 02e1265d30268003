//! The printer chooses among instruction aliases as llvm-mc does: fixed
//! registers and immediates, operands used twice, register classes,
//! priorities, print predicates (tests/alias_print/Toy.td).

use tdc::mc::{MCInst, MCOperand};

mod toy {
    use tdc::mc::tables::TargetTables;
    use tdc::mc::MCOperand;

    tdc::target!("tests/alias_print/Toy.td", include = "targets/include");

    fn is_odd(_: &TargetTables, _: &tdc::mc::tables::OperandKind, values: &[MCOperand]) -> bool {
        matches!(values, [MCOperand::Imm(v)] if v % 2 == 1)
    }
}

fn reg(name: &str) -> MCOperand {
    let t = &toy::TABLES;
    MCOperand::Reg(t.registers.iter().position(|r| r.asm_name == name).expect("a register") as u16)
}

fn printed(name: &str, operands: &[MCOperand]) -> String {
    let t = &toy::TABLES;
    let opcode = t.instructions.iter().position(|i| i.name == name).expect("an instruction") as u16;
    let mut inst = MCInst::new(opcode);
    for &op in operands {
        inst.push(op);
    }
    let symbols = tdc::mc::symbols::Symbols::default();
    let mut out = String::new();
    tdc::mc::print::Printer::new(t, &symbols).print(&inst, &mut out);
    out
}

#[test]
fn aliases_print_when_they_fit() {
    let imm = MCOperand::Imm;
    // An operand used twice must have one value.
    assert_eq!(printed("ORR", &[reg("r1"), reg("r2"), reg("r2")]), "mov r1, r2");
    assert_eq!(printed("ORR", &[reg("r1"), reg("r2"), reg("r3")]), "orr r1, r2, r3");
    // The parse-only alias (priority 0) never prints.
    assert_eq!(printed("ORR", &[reg("r1"), reg("zr"), reg("zr")]), "mov r1, zr");
    // Fixed registers; the more specific of two equal priorities wins.
    assert_eq!(printed("SUB", &[reg("r1"), reg("zr"), reg("r3")]), "neg r1, r3");
    assert_eq!(printed("SUB", &[reg("zr"), reg("zr"), reg("r3")]), "cmpz r3");
    assert_eq!(printed("SUB", &[reg("r1"), reg("r2"), reg("r3")]), "sub r1, r2, r3");
    // Fixed immediate and register classes.
    assert_eq!(printed("ADDI", &[reg("r1"), reg("r2"), imm(0)]), "copy r1, r2");
    assert_eq!(printed("ADDI", &[reg("zr"), reg("r2"), imm(0)]), "addi zr, r2, 0");
    assert_eq!(printed("ADDI", &[reg("r1"), reg("r2"), imm(5)]), "addi r1, r2, 5");
    // Priority: `li` (2) before `copy` (1).
    assert_eq!(printed("ADDI", &[reg("r1"), reg("zr"), imm(7)]), "li r1, 7");
    assert_eq!(printed("ADDI", &[reg("r1"), reg("zr"), imm(0)]), "li r1, 0");
    // Print predicate.
    assert_eq!(printed("SHL", &[reg("r1"), reg("r2"), imm(3)]), "shlo r1, r2, 3");
    assert_eq!(printed("SHL", &[reg("r1"), reg("r2"), imm(2)]), "shl r1, r2, 2");
}

#[test]
fn printed_aliases_assemble_to_the_same_bytes() {
    let t = &toy::TABLES;
    let source =
        "orr r1, r2, r2\nsub r1, zr, r3\nsub zr, zr, r3\naddi r1, r2, 0\naddi r1, zr, 7\nshl r1, r2, 3\nclr r2\n";
    let options = tdc::asm::AsmOptions { show_encoding: true, ..Default::default() };
    let first = tdc::asm::assemble(t, source, options);
    assert!(first.errors.is_empty(), "{:?}", first.errors);
    let listing = first.listing;
    let reprinted: String = listing
        .lines()
        .filter_map(|l| l.trim().split("  ").next().map(|s| format!("{s}\n")))
        .filter(|l| l != ".text\n")
        .collect();
    let again = tdc::asm::assemble(t, &reprinted, options);
    assert!(again.errors.is_empty(), "{:?}", again.errors);
    let again = again.listing;
    let bytes = |l: &str| l.lines().map(|x| x.split("encoding:").nth(1).unwrap_or("").to_string()).collect::<Vec<_>>();
    assert_eq!(bytes(&listing), bytes(&again), "{listing}\n{again}");
    assert!(
        reprinted.contains("mov r1, r2") && reprinted.contains("shlo r1, r2, 3") && reprinted.contains("mov r2, zr"),
        "{reprinted}"
    );
}
