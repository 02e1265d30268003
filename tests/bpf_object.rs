//! BPF objects: `tdc asm -o` must write, byte for byte, the ELF object that
//! llvm-mc 19 writes for the same source (goldens from
//! tests/bpf/regen-goldens.sh); sources llvm-mc cannot handle get errors.

use object::read::elf::ElfFile64;
use object::{Object, ObjectSection, ObjectSymbol};
use std::path::{Path, PathBuf};
use tdc::asm::{assemble_object, AsmOptions};
use tdc::targets::bpf::TABLES;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/bpf/objects")
}

fn object_of(source: &str) -> Result<Vec<u8>, String> {
    match assemble_object(&TABLES, source, AsmOptions::default()) {
        (_, Some(bytes)) => Ok(bytes),
        (asm, None) => Err(asm.errors.iter().map(|e| e.render("<source>")).collect()),
    }
}

#[test]
fn objects_equal_llvm_mc_objects() {
    let mut sources: Vec<PathBuf> = std::fs::read_dir(dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "s"))
        .collect();
    sources.sort();
    assert!(sources.len() >= 4);
    for path in sources {
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        let ours = object_of(&std::fs::read_to_string(&path).unwrap()).unwrap_or_else(|e| panic!("{stem}: {e}"));
        let golden = std::fs::read(dir().join("goldens").join(format!("{stem}.o"))).unwrap();
        if ours != golden {
            let at = ours.iter().zip(&golden).position(|(a, b)| a != b).unwrap_or(ours.len().min(golden.len()));
            panic!("{stem}.o differs from llvm-mc's at byte {at:#x} (sizes {} and {})", ours.len(), golden.len());
        }
    }
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
    let undefined: Vec<&str> = file.symbols().filter(|s| s.is_undefined() && !s.name().unwrap().is_empty()).map(|s| s.name().unwrap()).collect();
    assert_eq!(undefined, ["bpf_helper", "extern_data"]);
}

#[test]
fn what_llvm_mc_crashes_on_is_an_error_here() {
    let cases = [
        // llvm-mc 19 crashes on all three.
        ("\tgoto far\n\t.section .text.b,\"ax\"\nfar:\n\texit\n", "'far' must be a label in this section"),
        ("\tif r1 > 2 goto undefined_label\n", "'undefined_label' must be a label in this section"),
        ("\tr0 = 0\n\t.p2align 4\n\t.section .text.c,\"ax\"\n\t.byte 1\n\t.p2align 3\n", "unable to write nop sequence of 7 bytes"),
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
