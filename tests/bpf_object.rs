//! BPF objects: `tdc asm -o` must write, byte for byte, the ELF object that
//! llvm-mc 19 writes for the same source (goldens from
//! tests/bpf/regen-goldens.sh); sources llvm-mc cannot handle get errors.

#[path = "support/corpus.rs"]
mod corpus;

use object::read::elf::ElfFile64;
use object::{Object, ObjectSection, ObjectSymbol};
use std::path::PathBuf;
use tdc::targets::bpf::TABLES;

fn dir() -> PathBuf {
    corpus::dir("bpf", "objects")
}

fn object_of(source: &str) -> Result<Vec<u8>, String> {
    corpus::object_of(&TABLES, source)
}

#[test]
fn objects_equal_llvm_mc_objects() {
    corpus::check_objects(&TABLES, "bpf", 4);
}

#[test]
fn objects_read_back_with_sections_symbols_and_relocations() {
    let source = std::fs::read_to_string(dir().join("relocations.s")).unwrap();
    let bytes = object_of(&source).unwrap();
    let file = ElfFile64::<object::Endianness>::parse(&*bytes).expect("a valid ELF64 file");
    let text = file.section_by_name(".text").expect(".text");
    assert_eq!(text.relocations().count(), 7);
    let names: Vec<&str> = file.symbols().map(|s| s.name().unwrap()).collect();
    for expected in ["prog", "local_fn", "other_fn", "map_fd", "bpf_helper", "extern_data", "table"] {
        assert!(names.contains(&expected), "{expected} missing from {names:?}");
    }
    assert!(!names.iter().any(|n| n.starts_with(".L")), "temporary labels stay out of the symbol table");
    let undefined: Vec<&str> = file
        .symbols()
        .filter(|s| s.is_undefined() && !s.name().unwrap().is_empty())
        .map(|s| s.name().unwrap())
        .collect();
    assert_eq!(undefined, ["bpf_helper", "extern_data"]);
}

#[test]
fn what_llvm_mc_crashes_on_is_an_error_here() {
    let cases = [
        // llvm-mc 19 crashes on all three.
        ("\tgoto far\n\t.section .text.b,\"ax\"\nfar:\n\texit\n", "'far' must be a label in this section"),
        ("\tif r1 > 2 goto undefined_label\n", "'undefined_label' must be a label in this section"),
        (
            "\tr0 = 0\n\t.p2align 4\n\t.section .text.c,\"ax\"\n\t.byte 1\n\t.p2align 3\n",
            "unable to write nop sequence of 7 bytes",
        ),
    ];
    for (source, message) in cases {
        let err = object_of(source).expect_err(source);
        assert!(err.contains(message), "{source:?}: {err}");
    }
    let mut far = String::from("\tgoto far\n");
    far.push_str(&"\tr0 = 0\n".repeat(40_000));
    far.push_str("far:\n\texit\n");
    let err = object_of(&far).expect_err("jump too far");
    assert!(err.contains("<source>:1:2: error: branch target 'far' out of range"), "{err}");
    let err = object_of("\t.bss\n\t.byte 1\n").expect_err("data in .bss");
    assert!(err.contains("non-zero contents in SHT_NOBITS section '.bss'"), "{err}");
}
