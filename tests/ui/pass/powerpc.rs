// The PowerPC64 description expanded in a crate of its own, as a user would: its
// tables must assemble, through the Rust fragments tdc exports for it.
use tdc::targets::powerpc::fragments::*;

tdc::target!("targets/powerpc/PPC.td", include = "targets/include");

fn assert_encodes(line: &str, expected: &[u8]) {
    let assembly = tdc::asm::assemble(&TABLES, line, Default::default());
    let errors: Vec<String> = assembly.errors.iter().map(|e| e.render("powerpc")).collect();
    assert!(errors.is_empty(), "{line}: {errors:?}");
    assert_eq!(assembly.sections[0].data, expected, "{line}");
}

fn main() {
    assert_encodes("add 3, 4, 5", &[0x14, 0x2a, 0x64, 0x7c]);
    // `d(rA)` goes through parse_mem, a fragment.
    assert_encodes("ld 3, 8(4)", &[0x08, 0x00, 0x64, 0xe8]);
}
