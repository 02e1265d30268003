//! `.stackmap`, `.patchpoint` and `.stackmap_function` against llc 19:
//! each `tests/stackmap/asm/NAME.TRIPLE.s` is llc's code for
//! `tests/stackmap/NAME.ll` with its stack map points written as
//! directives (the nops and call sequences left to tdc). tdc's object must
//! hold llc's `.text` bytes and llc's `.llvm_stackmaps` section (contents,
//! kind, flags, alignment, relocations by type, target and addend), and
//! print as llvm-readobj printed llc's. Then the errors.

#[path = "support/elf_relocations.rs"]
mod elf_relocations;
use object::{Object, ObjectSection};
use std::path::{Path, PathBuf};
use tdc::error::codes;
use tdc::stackmap::patch::Emitter;
use tdc::stackmap::{self, Location, SECTION_NAME};

use elf_relocations::Elf;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/stackmap")
}

#[test]
fn sources_reproduce_llc() {
    let mut sources: Vec<PathBuf> = std::fs::read_dir(dir().join("asm")).unwrap().map(|e| e.unwrap().path()).collect();
    sources.sort();
    let mut failures = Vec::new();
    let mut per_triple = std::collections::BTreeMap::new();
    for path in &sources {
        let stem = path.file_stem().unwrap().to_str().unwrap();
        let triple = stem.rsplit('.').next().unwrap();
        *per_triple.entry(triple.to_string()).or_insert(0) += 1;
        let tables = tdc::targets::by_name(triple).unwrap();
        let source = std::fs::read_to_string(path).unwrap();
        let (asm, object) = tdc::asm::assemble_object(tables, &source, Default::default());
        let Some(ours) = object else {
            failures.push(format!("{stem}: {:?}", asm.errors));
            continue;
        };
        let golden = std::fs::read(dir().join(format!("golden/{stem}.o"))).unwrap();
        let (ours_elf, llc) = (Elf::parse(&*ours).unwrap(), Elf::parse(&*golden).unwrap());
        let text = |f: &Elf<'_>| f.section_by_name(".text").unwrap().data().unwrap().to_vec();
        if text(&ours_elf) != text(&llc) {
            failures.push(format!("{stem}: .text differs"));
        }
        let (a, b) = (ours_elf.section_by_name(SECTION_NAME).unwrap(), llc.section_by_name(SECTION_NAME).unwrap());
        if a.data().unwrap() != b.data().unwrap() {
            failures.push(format!("{stem}: {SECTION_NAME} contents differ"));
        }
        if (a.kind(), a.flags(), a.align()) != (b.kind(), b.flags(), b.align()) {
            failures.push(format!("{stem}: {SECTION_NAME} kind, flags or alignment differ"));
        }
        let (ra, rb) =
            (elf_relocations::of_named(&ours_elf, SECTION_NAME), elf_relocations::of_named(&llc, SECTION_NAME));
        if ra != rb {
            failures.push(format!("{stem}: relocations differ:\n  tdc: {ra:?}\n  llc: {rb:?}"));
        }
        let printed = stackmap::print_object(&format!("{stem}.o"), &ours).unwrap();
        let expected = std::fs::read_to_string(dir().join(format!("golden/{stem}.txt"))).unwrap();
        if printed != expected {
            failures.push(format!("{stem}: printed map differs:\n{printed}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    for triple in ["x86_64", "aarch64", "powerpc64le"] {
        assert!(per_triple.get(triple).copied().unwrap_or(0) >= 5, "{per_triple:?}");
    }
}

/// The first error of assembling `source` into an object for `target`:
/// (line, message).
fn error(target: &str, source: &str) -> (usize, String) {
    let tables = tdc::targets::by_name(target).unwrap();
    let (asm, object) = tdc::asm::assemble_object(tables, source, Default::default());
    assert!(object.is_none(), "no error for {source}");
    let e = &asm.errors[0];
    (e.line, e.message.clone())
}

const X86_FUNCTION: &str = "\t.globl f\nf:\n\t.stackmap_function f, 8\n\tpushq %rbp\n";

#[test]
fn patch_point_too_small_for_its_call() {
    let (line, message) = error("x86_64", &format!("{X86_FUNCTION}\t.patchpoint 1, 12, 0x1234, Register %rdi\n"));
    assert_eq!(line, 5);
    assert_eq!(message, "patch point of 12 bytes is too small for the 13-byte call sequence to 0x1234");
    // Without a target there is no call: any size, even 0, is fine.
    let tables = tdc::targets::by_name("x86_64").unwrap();
    let (_, object) =
        tdc::asm::assemble_object(tables, &format!("{X86_FUNCTION}\t.patchpoint 1, 0, 0\n"), Default::default());
    assert!(object.is_some());
    let (_, message) = error("aarch64", "f:\n\t.stackmap_function f, 16\n\t.patchpoint 1, 12, 0x1234\n");
    assert!(message.contains("too small for the 16-byte call sequence"), "{message}");
    let (_, message) = error("powerpc", "f:\n\t.stackmap_function f, 16\n\t.patchpoint 1, 28, 0x1234\n");
    assert!(message.contains("too small for the 32-byte call sequence"), "{message}");
}

#[test]
fn bpf_rejects_stack_maps() {
    for directive in ["\t.stackmap_function f, 0", "\t.stackmap 1, 0", "\t.patchpoint 1, 8, 0"] {
        let (line, message) = error("bpf", &format!("f:\n{directive}\n\texit\n"));
        assert_eq!((line, message.as_str()), (2, "stack maps and patch points are not supported on target 'BPF'"));
    }
    let tables = tdc::targets::by_name("bpf").unwrap();
    let err = Emitter::new(tables).err().expect("BPF has no stack maps");
    assert_eq!(err.code, codes::STACKMAP_UNSUPPORTED);
    assert_eq!(err.to_string(), "stack maps and patch points are not supported on target 'BPF'");
}

#[test]
fn fixed_width_nops_need_a_multiple() {
    let (line, message) = error("aarch64", "f:\n\t.stackmap_function f, 16\n\t.stackmap 1, 6\n");
    assert_eq!((line, message.as_str()), (3, "shadow of 6 bytes cannot be filled with nops of 4 bytes"));
    let (_, message) = error("powerpc", "f:\n\t.stackmap_function f, 16\n\t.patchpoint 1, 34, 0x1234\n");
    assert_eq!(message, "patch point of 2 bytes cannot be filled with nops of 4 bytes");
}

#[test]
fn points_need_a_function() {
    let (_, message) = error("x86_64", "f:\n\t.stackmap 1, 0\n");
    assert!(message.contains("needs a '.stackmap_function"), "{message}");
    // The function's symbol must be a label before the point, in its section.
    let (line, message) = error("x86_64", "\t.stackmap_function g, 8\n\tnop\n\t.stackmap 1, 0\n");
    assert_eq!(line, 1);
    assert!(message.contains("function 'g' of this point is not a label before it"), "{message}");
}

#[test]
fn malformed_locations() {
    let cases = [
        ("\t.stackmap 1, 0, Register %xmm99\n", "unknown register '%xmm99'"),
        ("\t.stackmap 1, 0, Somewhere 3\n", "expected a location: Register, Direct, Indirect, Constant or LiveOut"),
        ("\t.stackmap 1, 0, Indirect %rbp - 8\n", "expected '[' before an indirect location's register"),
        ("\t.stackmap 1, 0, Register %rdi size 0\n", "a size is 1 to 65535 bytes"),
        ("\t.stackmap 1, -4\n", "a shadow size cannot be negative"),
        ("\t.stackmap 1, 4 Register %rdi\n", "unexpected token in directive"),
    ];
    for (directive, expected) in cases {
        let (line, message) = error("x86_64", &format!("{X86_FUNCTION}{directive}"));
        assert_eq!((line, message.as_str()), (5, expected), "{directive}");
    }
}

/// Every location kind and the constant pool, by name or DWARF number.
#[test]
fn every_location_kind() {
    let source = format!(
        "{X86_FUNCTION}\t.stackmap 9, 0, Register %rbx size 4, Direct %rbp - 16, Indirect [dwarf 7 + 24], Constant -5, Constant 1099511627776, LiveOut %r12 size 16\n\tretq\n"
    );
    let tables = tdc::targets::by_name("x86_64").unwrap();
    let (asm, object) = tdc::asm::assemble_object(tables, &source, Default::default());
    let object = object.unwrap_or_else(|| panic!("{:?}", asm.errors));
    let file = Elf::parse(&*object).unwrap();
    let map = stackmap::parse(file.section_by_name(SECTION_NAME).unwrap().data().unwrap()).unwrap();
    assert_eq!(map.constants, [1 << 40]);
    let r = &map.records[0];
    assert_eq!((r.id, r.instruction_offset), (9, 1));
    assert_eq!(
        r.locations,
        [
            Location::register(4, 3),
            Location::direct(8, 6, -16),
            Location::indirect(8, 7, 24),
            Location::small_constant(8, -5),
            Location { kind: stackmap::LocationKind::ConstantIndex, size: 8, dwarf_reg: 0, offset: 0 },
        ]
    );
    assert_eq!(r.live_outs, [stackmap::LiveOut { dwarf_reg: 12, size: 16 }]);
}

/// A runtime laying out code itself gives offsets: a point inside the
/// previous point's shadow (or patch point bytes) is an error.
#[test]
fn overlapping_shadows_are_rejected() {
    let mut b = stackmap::Builder::new();
    let f = b.function("f", 8);
    b.record_with_shadow(f, 1, 4, 8, vec![], vec![]).unwrap();
    let err = b.record_with_shadow(f, 2, 10, 0, vec![], vec![]).unwrap_err();
    assert_eq!(err.code, codes::STACKMAP_LAYOUT);
    assert_eq!(err.to_string(), "stack map 2 at offset 10 overlaps the 8-byte shadow of stack map 1 at offset 4");
    // At the shadow's end it is fine.
    b.record_with_shadow(f, 3, 12, 16, vec![], vec![]).unwrap();
    assert!(b.record_with_shadow(f, 4, 27, 0, vec![], vec![]).is_err(), "inside a patch point's bytes");
}

/// The runtime emitter lays code out as the assembler does: on AArch64 a
/// shadow's nops go at the point, and a call ends the shadow.
#[test]
fn emitter_matches_the_assembler() {
    let tables = tdc::targets::by_name("aarch64").unwrap();
    let add = 0x8b010008u32.to_le_bytes(); // add x8, x0, x1
    let bl = 0x94000000u32.to_le_bytes(); // bl .
    let mut e = Emitter::new(tables).unwrap();
    e.function("f", 16);
    e.stackmap(1, 16, vec![Location::register(8, 0)], vec![]).unwrap();
    e.instruction(&add, false);
    e.instruction(&bl, true);
    e.patchpoint(2, 20, 0x1234, vec![], vec![]).unwrap();
    let (code, map, _) = e.finish().unwrap();
    let source = "f:\n\t.stackmap_function f, 16\n\t.stackmap 1, 16, Register x0\n\tadd x8, x0, x1\n\tbl .\n\t.patchpoint 2, 20, 0x1234\n";
    let asm = tdc::asm::assemble(tables, source, Default::default());
    assert!(asm.errors.is_empty(), "{:?}", asm.errors);
    assert_eq!(code, asm.sections[0].data);
    assert_eq!(&code[..12], tables.padding.nop_bytes.repeat(3));
    assert_eq!(map.records.iter().map(|r| r.instruction_offset).collect::<Vec<_>>(), [0, 20]);
}
