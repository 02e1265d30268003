//! Stack maps against llc 19 (goldens from tests/stackmap/regen-goldens.sh:
//! each `.ll` compiled for x86_64, aarch64 and powerpc64le, and what
//! `llvm-readobj --stackmap` prints for the object). For every object:
//! - tdc's parser reads the `.llvm_stackmaps` section and `tdc stackmap`
//!   prints exactly llvm-readobj's text;
//! - tdc's writer, given the parsed records, writes the same bytes;
//! - an object written by tdc's assembler and ELF writer with those
//!   records and the same function symbols carries the same section
//!   (contents, type, flags, alignment) and the same relocations (offset,
//!   type, target name, addend).

#[path = "support/elf_relocations.rs"]
mod elf_relocations;
use object::{Object, ObjectSection, ObjectSymbol, RelocationTarget, SectionIndex, SymbolKind};
use std::path::{Path, PathBuf};
use tdc::stackmap::{self, Endian, SECTION_NAME};

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/stackmap/golden")
}

/// Every golden object: (file name, triple).
fn objects() -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = std::fs::read_dir(golden_dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".o"))
        .map(|n| {
            let triple = n.trim_end_matches(".o").rsplit('.').next().unwrap().to_string();
            (n, triple)
        })
        .collect();
    out.sort();
    out
}

use elf_relocations::Elf;

/// The function symbol each function entry's relocation points at:
/// (name, global, offset in its section, section name).
fn function_symbols(file: &Elf<'_>) -> Vec<(String, bool, u64, String)> {
    let section = file.section_by_name(SECTION_NAME).unwrap();
    let mut out = Vec::new();
    for (_, r) in section.relocations() {
        let RelocationTarget::Symbol(i) = r.target() else { panic!("not a symbol") };
        let sym = file.symbol_by_index(i).unwrap();
        let sec: SectionIndex = sym.section_index().expect("functions are defined here");
        let sec_name = file.section_by_index(sec).unwrap().name().unwrap().to_string();
        if sym.kind() == SymbolKind::Section {
            // A local function: find it by its address.
            let at = r.addend() as u64;
            let f = file
                .symbols()
                .find(|s| s.kind() == SymbolKind::Text && s.section_index() == Some(sec) && s.address() == at)
                .expect("a function at the relocation's address");
            out.push((f.name().unwrap().to_string(), false, at, sec_name));
        } else {
            out.push((sym.name().unwrap().to_string(), sym.is_global(), sym.address(), sec_name));
        }
    }
    out
}

/// Assembly that defines the functions at the same offsets of the same
/// code sections (as large as `file`'s), with the same binding.
fn stub_source(file: &Elf<'_>, functions: &[(String, bool, u64, String)]) -> String {
    let mut sorted = functions.to_vec();
    sorted.sort_by(|a, b| (&a.3, a.2).cmp(&(&b.3, b.2)));
    sorted.dedup();
    let mut source = String::new();
    let mut sections: Vec<&str> = sorted.iter().map(|f| f.3.as_str()).collect();
    sections.dedup();
    for section in sections {
        source.push_str(&format!("\t.section {section},\"ax\",@progbits\n"));
        let mut at = 0;
        for (name, global, offset, _) in sorted.iter().filter(|f| f.3 == section) {
            if *offset > at {
                source.push_str(&format!("\t.zero {}\n", offset - at));
                at = *offset;
            }
            if *global {
                source.push_str(&format!("\t.globl {name}\n"));
            }
            source.push_str(&format!("{name}:\n"));
        }
        let size = file.section_by_name(section).unwrap().size();
        if size > at {
            source.push_str(&format!("\t.zero {}\n", size - at));
        }
    }
    source
}

#[test]
fn llc_objects_parse_print_and_rewrite() {
    let objects = objects();
    assert!(objects.len() >= 60, "{} golden objects", objects.len());
    let mut failures = Vec::new();
    let mut records = 0;
    for (name, triple) in &objects {
        let bytes = std::fs::read(golden_dir().join(name)).unwrap();
        let golden = std::fs::read_to_string(golden_dir().join(name.replace(".o", ".txt"))).unwrap();
        let printed = stackmap::print_object(name, &bytes).unwrap();
        if printed != golden {
            failures.push(format!(
                "{name}: printed text differs from llvm-readobj's:\n--- tdc\n{printed}--- llvm-readobj\n{golden}"
            ));
            continue;
        }
        let file = Elf::parse(&*bytes).unwrap();
        let section = file.section_by_name(SECTION_NAME).expect("a stack map section");
        let data = section.data().unwrap();
        let map = stackmap::parse(data).unwrap();
        records += map.records.len();
        if stackmap::write(&map, Endian::Little) != data {
            failures.push(format!("{name}: the rewritten section differs"));
            continue;
        }

        // The same records through tdc's assembler and object writer.
        let tables = tdc::targets::by_name(triple).unwrap();
        let functions = function_symbols(&file);
        let source = stub_source(&file, &functions);
        let symbols: Vec<&str> = functions.iter().map(|f| f.0.as_str()).collect();
        let (asm, object) = tdc::asm::assemble_object_with(tables, &source, Default::default(), |asm| {
            stackmap::object::add_section(tables, asm, &map, &symbols)
        });
        let Some(ours) = object else {
            failures.push(format!("{name}: {:?}", asm.errors));
            continue;
        };
        let ours = Elf::parse(&*ours).unwrap();
        let our_section = ours.section_by_name(SECTION_NAME).unwrap();
        if our_section.data().unwrap() != data {
            failures.push(format!("{name}: tdc's object holds other section contents"));
        }
        if (our_section.kind(), our_section.flags(), our_section.align())
            != (section.kind(), section.flags(), section.align())
        {
            failures.push(format!("{name}: section kind, flags or alignment differ"));
        }
        let (a, b) = (elf_relocations::of_named(&ours, SECTION_NAME), elf_relocations::of_named(&file, SECTION_NAME));
        if a != b || b.len() != map.functions.len() {
            failures.push(format!("{name}: relocations differ:\n  tdc: {a:?}\n  llc: {b:?}"));
        }
    }
    assert!(failures.is_empty(), "{} of {} objects differ:\n{}", failures.len(), objects.len(), failures.join("\n"));
    assert!(records >= 100, "{records} records");
}

/// Every location kind and live-outs appear in the goldens, on every target.
#[test]
fn goldens_cover_every_location_kind() {
    for triple in ["x86_64", "aarch64", "powerpc64le"] {
        let mut kinds = std::collections::BTreeSet::new();
        let mut live_outs = 0;
        for (name, _) in objects().iter().filter(|(_, t)| t == triple) {
            let bytes = std::fs::read(golden_dir().join(name)).unwrap();
            let file = Elf::parse(&*bytes).unwrap();
            let map = stackmap::parse(file.section_by_name(SECTION_NAME).unwrap().data().unwrap()).unwrap();
            for r in &map.records {
                kinds.extend(r.locations.iter().map(|l| l.kind));
                live_outs += r.live_outs.len();
            }
        }
        assert_eq!(kinds.len(), 5, "{triple}: {kinds:?}");
        assert!(live_outs > 0, "{triple}: no live-outs");
    }
}

/// An object without the section prints only the file lines, as
/// llvm-readobj does.
#[test]
fn object_without_stack_maps() {
    let tables = tdc::targets::by_name("x86_64").unwrap();
    let (_, object) = tdc::asm::assemble_object(tables, "f:\n\tret\n", Default::default());
    let text = stackmap::print_object("plain.o", &object.unwrap()).unwrap();
    assert_eq!(
        text,
        "\nFile: plain.o\nFormat: elf64-x86-64\nArch: x86_64\nAddressSize: 64bit\nLoadName: <Not found>\n"
    );
}

#[test]
fn bpf_rejects_stack_maps() {
    let tables = tdc::targets::by_name("bpf").unwrap();
    let mut b = stackmap::Builder::new();
    let f = b.function("f", 0);
    b.record(f, 1, 0, vec![], vec![]);
    let (map, symbols) = b.finish();
    let symbols: Vec<&str> = symbols.iter().map(String::as_str).collect();
    let (asm, object) = tdc::asm::assemble_object_with(tables, "f:\n\texit\n", Default::default(), |asm| {
        stackmap::object::add_section(tables, asm, &map, &symbols)
    });
    assert!(object.is_none());
    assert!(asm.errors[0].message.contains("not supported"), "{:?}", asm.errors);
}

/// The builder chooses Constant or ConstantIndex and pools each large
/// value once, as llc did for tests/stackmap/constants.ll.
#[test]
fn builder_pools_constants_as_llc_does() {
    let bytes = std::fs::read(golden_dir().join("constants.x86_64.o")).unwrap();
    let file = Elf::parse(&*bytes).unwrap();
    let llc = stackmap::parse(file.section_by_name(SECTION_NAME).unwrap().data().unwrap()).unwrap();
    let mut b = stackmap::Builder::new();
    let f = b.function("constants", 0);
    let first = [0, -1, -1, 7, -300, i32::MAX as i64, i32::MIN as i64].map(|c| b.constant(c, 8)).to_vec();
    let second = [1 << 31, -(1 << 31) - 1, i64::MAX, i64::MIN, 1 << 31, 1 << 32].map(|c| b.constant(c, 8)).to_vec();
    b.record(f, 2, 4, first, vec![]);
    b.record(f, 3, 4, second, vec![]);
    b.set_stack_size(f, 8);
    let (map, symbols) = b.finish();
    assert_eq!(symbols, ["constants"]);
    assert_eq!(map, llc);
}

fn section_error(bytes: &[u8]) -> stackmap::Error {
    stackmap::parse(bytes).unwrap_err()
}

#[test]
fn malformed_sections_are_errors() {
    use stackmap::Error;
    use tdc::error::codes;
    let mut b = stackmap::Builder::new();
    let f = b.function("f", 16);
    let big = b.constant(1 << 40, 8);
    b.record(f, 1, 0, vec![stackmap::Location::register(8, 3), big], vec![stackmap::LiveOut { dwarf_reg: 7, size: 8 }]);
    let good = stackmap::write(&b.finish().0, Endian::Little);
    assert!(stackmap::parse(&good).is_ok());
    let coded = |e: Error| (e.code, e.offset());
    assert_eq!(coded(section_error(&[])), (codes::OBJECT_TRUNCATED, Some(0)));
    assert!(section_error(&[]).message.contains("the header"));
    let mut v2 = good.clone();
    v2[0] = 2;
    assert_eq!(section_error(&v2).code, codes::OBJECT_FORMAT);
    // Location 1 starts after the header (16), one function (24), one
    // constant (8) and the record header (16).
    let mut kind = good.clone();
    kind[64] = 9;
    assert_eq!(coded(section_error(&kind)), (codes::OBJECT_FIELD, Some(64)));
    let mut index = good.clone();
    index[76 + 8] = 1;
    assert_eq!(coded(section_error(&index)), (codes::OBJECT_FIELD, Some(76)));
    assert!(section_error(&index).message.contains("constant #1, but the pool has 1"));
    // A huge count fails before anything is allocated.
    let mut count = good.clone();
    count[12..16].copy_from_slice(&u32::MAX.to_le_bytes());
    let e = section_error(&count);
    assert!(e.code == codes::OBJECT_TRUNCATED && e.message.contains("the records"), "{e}");
    let mut trailing = good.clone();
    trailing.extend_from_slice(&[0, 0, 0, 0, 0, 0, 0, 0]);
    assert!(stackmap::parse(&trailing).is_ok(), "zero padding after the map is accepted");
    trailing.push(1);
    assert_eq!(coded(section_error(&trailing)), (codes::OBJECT_FIELD, Some(good.len() as u64 + 8)));
    // Every error has a message naming the offset.
    assert!(section_error(&kind).to_string().contains("0x40"));
}
