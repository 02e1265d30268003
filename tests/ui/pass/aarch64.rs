// The AArch64 description expanded in a crate of its own, as a user would: its
// tables must assemble, through the Rust fragments tdc exports for it.
use tdc::targets::aarch64::fragments::*;

tdc::target!("targets/aarch64/AArch64.td", include = "targets/include");

fn assert_encodes(line: &str, expected: &[u8]) {
    let assembly = tdc::asm::assemble(&TABLES, line, Default::default());
    let errors: Vec<String> = assembly.errors.iter().map(|e| e.render("aarch64")).collect();
    assert!(errors.is_empty(), "{line}: {errors:?}");
    assert_eq!(assembly.sections[0].data, expected, "{line}");
}

fn main() {
    assert_encodes("add x0, x1, x2", &[0x20, 0x00, 0x02, 0x8b]);
    // The logical immediate goes through encode_logical_imm, a fragment.
    assert_encodes("and x0, x1, #0xffffffffffffff00", &[0x20, 0xdc, 0x78, 0x92]);
}
