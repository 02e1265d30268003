// The tutorial's made-up target (examples/toy-target): one .td file and
// this macro line are the whole description.
tdc::target!("examples/toy-target/acc16.td", include = "targets/include");

fn assert_encodes(line: &str, expected: &[u8]) {
    let assembly = tdc::asm::assemble(&TABLES, line, Default::default());
    let errors: Vec<String> = assembly.errors.iter().map(|e| e.render("acc16")).collect();
    assert!(errors.is_empty(), "{line}: {errors:?}");
    assert_eq!(assembly.sections[0].data, expected, "{line}");
}

// The words as the layout in acc16.td's header gives them (opcode in bits
// 15-11, register in 10-8, immediate in 7-0), little-endian.
fn main() {
    assert_encodes("add a, r1", &[0x00, 0x41]);
    assert_encodes("and a, 1", &[0x01, 0x68]);
    // The InstAlias: `not a` is `xor a, -1`.
    assert_encodes("not a", &[0xff, 0x88]);
}
