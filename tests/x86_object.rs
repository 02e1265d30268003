//! x86-64 objects: `tdc asm -o` must write, byte for byte, the ELF object
//! that llvm-mc 19 writes for the same source (goldens from
//! tests/x86/regen-goldens.sh): jumps grown from rel8 to rel32 where their
//! target is out of reach or relocated (and what that moves), short
//! immediates grown for symbols, RELA relocations from the fixup kinds
//! (PLT32, GOTPCRELX, 32S, PC32 ...), labels resolved in place, code
//! padding with long nops, mergeable constants, strings and common symbols;
//! chains of jumps where each grows only because the next one did.

#[path = "support/corpus.rs"]
mod corpus;

use tdc::targets::x86::TABLES;

#[test]
fn objects_equal_llvm_mc_objects() {
    corpus::check_objects(&TABLES, "x86", 5);
}
