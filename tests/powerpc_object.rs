//! PowerPC64 objects: `tdc asm -o` must write, byte for byte, the ELF object
//! that llvm-mc 19 writes for the same source (goldens from
//! tests/powerpc/regen-goldens.sh): labels and every branch form resolved
//! within a section, calls and branches to other sections and to external
//! symbols relocated (RELA, R_PPC64_REL24/REL14), data words naming
//! symbols, alignment padded with nops; prefixed instructions kept off
//! 64-byte boundaries by a nop; the @ operators' relocations (TOC, GOT,
//! TLS, pc-relative R_PPC64_PCREL34 and friends, REL24_NOTOC); little- and
//! big-endian (objects/goldens/ and objects/goldens-be/).

#[path = "support/corpus.rs"]
mod corpus;

use tdc::targets::powerpc::TABLES;

fn object_of(source: &str) -> Result<Vec<u8>, String> {
    corpus::object_of(&TABLES, source)
}

#[test]
fn objects_equal_llvm_mc_objects() {
    corpus::check_objects(&TABLES, "powerpc", 5);
}

/// The same sources big-endian (`powerpc64`): instruction words, data and
/// ELF headers in the other byte order, and a 16-bit relocation two bytes
/// further into its word.
#[test]
fn big_endian_objects_equal_llvm_mc_objects() {
    let big_endian = tdc::targets::by_name("powerpc64").unwrap();
    corpus::check_objects_in(big_endian, "powerpc", "objects/goldens-be", 5);
}

#[test]
fn branches_out_of_range_are_errors() {
    let mut far = String::from("\tbeq 0, far\n");
    far.push_str(&"\tnop\n".repeat(9_000));
    far.push_str("far:\n\tblr\n");
    let err = object_of(&far).expect_err("conditional branch too far");
    assert!(err.contains("<source>:1:2: error: branch target 'far' out of range"), "{err}");
}
