// The BPF description expanded in a crate of its own, as a user would: its
// tables must assemble, through the Rust fragments tdc exports for it.
use tdc::targets::bpf::fragments::*;

tdc::target!("targets/bpf/BPF.td", include = "targets/include");

fn assert_encodes(line: &str, expected: &[u8]) {
    let assembly = tdc::asm::assemble(&TABLES, line, Default::default());
    let errors: Vec<String> = assembly.errors.iter().map(|e| e.render("bpf")).collect();
    assert!(errors.is_empty(), "{line}: {errors:?}");
    assert_eq!(assembly.sections[0].data, expected, "{line}");
}

fn main() {
    assert_encodes("r0 = r1", &[0xbf, 0x10, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
    // The memory operand goes through parse_mem_operand, a fragment.
    assert_encodes("r3 = *(u64 *)(r10 - 8)", &[0x79, 0xa3, 0xf8, 0xff, 0x00, 0x00, 0x00, 0x00]);
}
