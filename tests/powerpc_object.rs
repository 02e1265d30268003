//! PowerPC64 objects: `tdc asm -o` must write, byte for byte, the ELF object
//! that llvm-mc 19 writes for the same source (goldens from
//! tests/powerpc/regen-goldens.sh): labels and every branch form resolved
//! within a section, calls and branches to other sections and to external
//! symbols relocated (RELA, R_PPC64_REL24/REL14), data words naming
//! symbols, alignment padded with nops.

use std::path::{Path, PathBuf};
use tdc::asm::{assemble_object, AsmOptions};
use tdc::targets::powerpc::TABLES;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/powerpc/objects")
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
    assert!(sources.len() >= 2);
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
fn branches_out_of_range_are_errors() {
    let mut far = String::from("\tbeq 0, far\n");
    far.push_str(&"\tnop\n".repeat(9_000));
    far.push_str("far:\n\tblr\n");
    let err = object_of(&far).expect_err("conditional branch too far");
    assert!(err.contains("<source>:1:2: error: branch target 'far' out of range"), "{err}");
}
