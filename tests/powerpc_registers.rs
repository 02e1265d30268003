//! The PowerPC64 register file (targets/powerpc/PPCRegisters.td) as the
//! built-in tables hold it: encodings, DWARF numbers of the 64-bit ELF ABI
//! (GPRs 0-31, FPRs 32-63, LR 65, CTR 66, CR fields 68-75, XER 76, vector
//! registers 77-108), and the views that overlap: a GPR's 32-bit half, the
//! FPR inside VSX 0-31, the vector register that is VSX 32-63, the bits of
//! a CR field.

use tdc::targets::powerpc::TABLES;

fn reg(name: &str) -> u16 {
    TABLES.registers.iter().position(|r| r.name == name).unwrap_or_else(|| panic!("no {name}")) as u16
}

fn class(name: &str) -> &'static tdc::mc::tables::RegClassInfo {
    TABLES.reg_classes.iter().find(|c| c.name == name).unwrap_or_else(|| panic!("no {name}"))
}

#[test]
fn registers_have_their_encodings_and_dwarf_numbers() {
    for (name, encoding, dwarf) in [
        ("R0", 0, 0),
        ("X31", 31, 31),
        ("F0", 0, 32),
        ("F31", 31, 63),
        ("LR", 8, 65),
        ("CTR", 9, 66),
        ("CR0", 0, 68),
        ("CR7", 7, 75),
        ("XER", 1, 76),
        ("V0", 0, 77),
        ("V31", 31, 108),
        ("VSL5", 5, 37),
        ("VSH0", 32, 77),
        ("VSH31", 63, 108),
        ("CR1EQ", 6, -1),
        ("CR7UN", 31, -1),
    ] {
        let r = &TABLES.registers[reg(name) as usize];
        assert_eq!((r.encoding, r.dwarf.map_or(-1, i64::from)), (encoding, dwarf), "{name}");
    }
}

#[test]
fn views_overlap() {
    let overlaps = |a: &str, b: &str| TABLES.registers[reg(a) as usize].overlaps.contains(&reg(b));
    for (a, b) in [("X3", "R3"), ("VSL4", "F4"), ("VSH4", "V4"), ("CR2", "CR2EQ"), ("CARRY", "XER")] {
        assert!(overlaps(a, b) && overlaps(b, a), "{a} and {b}");
    }
    for (a, b) in [("VSL4", "V4"), ("VSH4", "F4"), ("R3", "F3"), ("CR2", "CR3EQ")] {
        assert!(!overlaps(a, b), "{a} and {b} must not overlap");
    }
    assert_eq!(TABLES.registers[reg("CR5") as usize].sub_regs.len(), 4);
}

#[test]
fn classes_hold_their_registers() {
    assert_eq!(class("GPRC").members.len(), 32);
    assert_eq!(class("VSRC").members.len(), 64);
    assert!(class("VSRC").contains(reg("VSL0")) && class("VSRC").contains(reg("VSH31")));
    assert!(class("VSFRC").contains(reg("VSL31")) && !class("VSFRC").contains(reg("VSH0")));
    assert_eq!(class("CRBITRC").members.len(), 32);
    assert_eq!(class("CRRC").members.len(), 8);
    // The condition-mnemonic classes hold one bit of each field.
    assert!(class("CREQ").contains(reg("CR3EQ")) && !class("CREQ").contains(reg("CR3LT")));
}
