//! PowerPC64 objects: `tdc asm -o` must write, byte for byte, the ELF object
//! that llvm-mc 19 writes for the same source (goldens from
//! tests/powerpc/regen-goldens.sh): labels and every branch form resolved
//! within a section, calls and branches to other sections and to external
//! symbols relocated (RELA, R_PPC64_REL24/REL14), data words naming
//! symbols, alignment padded with nops.

#[path = "support/corpus.rs"]
mod corpus;

use tdc::targets::powerpc::TABLES;

fn object_of(source: &str) -> Result<Vec<u8>, String> {
    corpus::object_of(&TABLES, source)
}

#[test]
fn objects_equal_llvm_mc_objects() {
    corpus::check_objects(&TABLES, "powerpc", 2);
}

#[test]
fn branches_out_of_range_are_errors() {
    let mut far = String::from("\tbeq 0, far\n");
    far.push_str(&"\tnop\n".repeat(9_000));
    far.push_str("far:\n\tblr\n");
    let err = object_of(&far).expect_err("conditional branch too far");
    assert!(err.contains("<source>:1:2: error: branch target 'far' out of range"), "{err}");
}
