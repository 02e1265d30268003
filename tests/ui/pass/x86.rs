// The x86-64 description expanded in a crate of its own, as a user would:
// its tables must assemble, through the Rust fragments tdc exports for it.
use tdc::targets::x86::fragments::*;

tdc::target!("targets/x86/X86.td", include = "targets/include");

fn assert_encodes(line: &str, expected: &[u8]) {
    let assembly = tdc::asm::assemble(&TABLES, line, Default::default());
    let errors: Vec<String> = assembly.errors.iter().map(|e| e.render("x86")).collect();
    assert!(errors.is_empty(), "{line}: {errors:?}");
    assert_eq!(assembly.sections[0].data, expected, "{line}");
}

// Expected bytes: llvm-mc 19 -triple=x86_64 -show-encoding.
fn main() {
    assert_encodes("addl %eax, %ebx", &[0x01, 0xc3]);
    // The memory operand goes through parse_memory, a fragment; the
    // prefixes, REX, ModRM and SIB come from the generic encoder.
    assert_encodes("movw %ax, %fs:(%eax)", &[0x64, 0x67, 0x66, 0x89, 0x00]);
    assert_encodes("addq $1000, 8(%r12,%rax,4)", &[0x49, 0x81, 0x44, 0x84, 0x08, 0xe8, 0x03, 0x00, 0x00]);
}
