//! The AArch64 register file (targets/aarch64/AArch64Registers.td) as the
//! target model reads it: names, encodings, DWARF numbers, views and
//! classes, as the AArch64 ABI and llvm-mc spell them.

use std::path::Path;
use tdc_dsl::target::TargetModel;

fn model() -> TargetModel {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = "include \"tdc.td\"\ninclude \"AArch64Registers.td\"\n\
                def A64InstrInfo : InstrInfo;\ndef AArch64 : Target { let InstructionSet = A64InstrInfo; }\n";
    let options = tdc_dsl::Options {
        include_dirs: vec![root.join("targets/include"), root.join("targets/aarch64")],
        ..Default::default()
    };
    let out = tdc_dsl::load_text("registers.td", None, text, &options);
    assert!(out.diags.is_empty(), "{:?}", out.diags);
    tdc_dsl::target::build(out.records.as_ref().expect("records"), &out.db).unwrap_or_else(|d| panic!("{d:?}"))
}

#[test]
fn registers_have_their_encodings_dwarf_numbers_and_views() {
    let m = model();
    let reg = |name: &str| m.registers.iter().find(|r| r.name == name).unwrap_or_else(|| panic!("no {name}"));
    let name_of = |id: &tdc_dsl::target::RegId| m.registers[id.0 as usize].name.as_str();
    for (name, asm, enc, dwarf) in [
        ("X0", "x0", 0, 0),
        ("W7", "w7", 7, 7),
        ("FP", "x29", 29, 29),
        ("LR", "x30", 30, 30),
        ("SP", "sp", 31, 31),
        ("WSP", "wsp", 31, 31),
        ("XZR", "xzr", 31, 31),
        ("WZR", "wzr", 31, 31),
        ("B0", "b0", 0, 64),
        ("Q31", "q31", 31, 95),
        ("D17", "d17", 17, 81),
    ] {
        let r = reg(name);
        assert_eq!(
            (r.asm_name.as_str(), r.hw_encoding, r.dwarf_numbers.as_slice()),
            (asm, enc, &[dwarf][..]),
            "{name}"
        );
    }
    assert_eq!(reg("FP").alt_names, ["fp"]);
    assert_eq!(reg("LR").alt_names, ["lr"]);
    assert_eq!(reg("X5").sub_regs.iter().map(name_of).collect::<Vec<_>>(), ["W5"]);
    assert_eq!(reg("Q3").sub_regs.iter().map(name_of).collect::<Vec<_>>(), ["D3"]);
    assert_eq!(reg("S3").sub_regs.iter().map(name_of).collect::<Vec<_>>(), ["H3"]);
    assert!(reg("NZCV").dwarf_numbers.is_empty());
    assert_eq!(reg("Z9").sub_regs.iter().map(name_of).collect::<Vec<_>>(), ["Q9"]);
    assert_eq!((reg("P7").asm_name.as_str(), reg("PN7").asm_name.as_str()), ("p7", "pn7"));
    assert_eq!((reg("ZAS3").asm_name.as_str(), reg("ZAS3").hw_encoding), ("za3.s", 3));
    assert_eq!((reg("ZAQ15").asm_name.as_str(), reg("ZAQ15").hw_encoding), ("za15.q", 15));
    // x/w, sp/wsp/zr, b/h/s/d/q, nzcv, SVE's z, p and pn, then SME's za,
    // its tiles of .b, .h, .s, .d and .q, and SME2's zt0.
    assert_eq!(m.registers.len(), 31 * 2 + 4 + 32 * 5 + 1 + 32 + 16 + 16 + 1 + 1 + 2 + 4 + 8 + 16 + 1);
}

#[test]
fn classes_tell_sp_from_the_zero_register() {
    let m = model();
    let members = |class: &str| -> Vec<String> {
        let c = m.reg_classes.iter().find(|c| c.name == class).unwrap_or_else(|| panic!("no {class}"));
        c.members.iter().map(|r| m.registers[r.0 as usize].name.clone()).collect()
    };
    let gpr64 = members("GPR64");
    assert_eq!((gpr64.len(), gpr64[29].as_str(), gpr64[30].as_str(), gpr64[31].as_str()), (32, "FP", "LR", "XZR"));
    assert!(members("GPR64sp").contains(&"SP".to_string()) && !members("GPR64sp").contains(&"XZR".to_string()));
    assert!(members("GPR32sp").contains(&"WSP".to_string()) && !members("GPR32").contains(&"WSP".to_string()));
    assert_eq!(members("GPR64all").len(), 33);
    assert_eq!(members("GPR64common").len(), 31);
    assert_eq!(members("FPR128").len(), 32);
    assert_eq!(members("CCR"), ["NZCV"]);
}
