//! PC sections and `.stack_sizes` against llc 19 (goldens from
//! tests/pcsections/regen-goldens.sh: each `.ll` compiled for x86_64 and
//! aarch64 in two code models, and the layout tdc is given, derived from
//! llc's machine IR and temporary labels, never from the sections
//! compared). For every object, tdc writes the sections twice: through
//! the runtime API (`pcsections::Builder`, `stack_sizes::add_section`) and
//! through the assembler directives (`.pcsections_function`,
//! `.pcsections`, `.pcsections_end`, `.stack_size`), each into an object
//! whose code is filler with the same function symbols at the same
//! offsets. Every PC section and `.stack_sizes` section must equal llc's:
//! contents, type, flags, alignment, linked section, and relocations
//! (offset, type, target name, addend).

#[path = "support/elf_relocations.rs"]
mod elf_relocations;
use object::{Object, ObjectSection, SectionFlags};
use std::path::{Path, PathBuf};
use tdc::pcsections::directive;

#[path = "support/pcsections_layout.rs"]
mod pcsections_layout;
use pcsections_layout::{api_extend, directive_source, filler_source, read_layout, Layout};

use elf_relocations::Elf;

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pcsections/golden")
}

/// Every golden object's stem (`NAME.TRIPLE.MODEL`).
fn goldens() -> Vec<String> {
    let mut out: Vec<String> = std::fs::read_dir(golden_dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter_map(|n| n.strip_suffix(".o").map(str::to_string))
        .collect();
    out.sort();
    out
}

/// A metadata section as compared: (name, linked section, type, flags,
/// alignment, contents, relocations (offset, type, target, addend)).
type Compared = (String, String, u32, u64, u64, Vec<u8>, Vec<(u64, u32, String, i64)>);

/// Every section linked to a code section (PC sections and `.stack_sizes`),
/// sorted by name and linked section.
fn metadata_sections(bytes: &[u8]) -> Vec<Compared> {
    let file = Elf::parse(bytes).unwrap();
    let endian = file.endian();
    let mut out = Vec::new();
    for s in file.sections() {
        let header = s.elf_section_header();
        let link = header.sh_link.get(endian);
        let SectionFlags::Elf { sh_flags } = s.flags() else { unreachable!() };
        if sh_flags & u64::from(object::elf::SHF_LINK_ORDER) == 0 {
            continue;
        }
        let linked = file.section_by_index(object::SectionIndex(link as usize)).unwrap().name().unwrap().to_string();
        let relocations = elf_relocations::of_section(&file, &s);
        let kind = header.sh_type.get(endian);
        out.push((
            s.name().unwrap().to_string(),
            linked,
            kind,
            sh_flags,
            s.align(),
            s.data().unwrap().to_vec(),
            relocations,
        ));
    }
    out.sort_by(|a, b| (&a.0, &a.1).cmp(&(&b.0, &b.1)));
    out
}

fn tables_for(stem: &str) -> (&'static tdc::mc::TargetTables, u64) {
    let triple = stem.split('.').nth(1).unwrap();
    (tdc::targets::by_name(triple).unwrap(), if triple == "x86_64" { 1 } else { 4 })
}

#[test]
fn api_and_directives_write_llc_sections_byte_for_byte() {
    let mut failures = Vec::new();
    let mut same_as_llc = 0;
    let stems = goldens();
    for stem in &stems {
        let golden = std::fs::read(golden_dir().join(format!("{stem}.o"))).unwrap();
        let layout = read_layout(&std::fs::read_to_string(golden_dir().join(format!("{stem}.layout"))).unwrap());
        let (tables, nop_size) = tables_for(stem);
        let expected = metadata_sections(&golden);
        assert!(!expected.is_empty(), "{stem}: llc wrote no PC or stack size section");
        let filler = filler_source(&layout);
        let (asm, api) = tdc::asm::assemble_object_with(tables, &filler, Default::default(), |asm| {
            api_extend(tables, &layout, false, asm)
        });
        // The directives write each function's nodes in the order they
        // first appear in the code, where llc's order depends on addresses:
        // they must write what the API writes given that order.
        let (casm, code_ordered) = tdc::asm::assemble_object_with(tables, &filler, Default::default(), |asm| {
            api_extend(tables, &layout, true, asm)
        });
        let source = directive_source(&layout, nop_size);
        let (dasm, directives) = tdc::asm::assemble_object(tables, &source, Default::default());
        let Some(code_ordered) = code_ordered else {
            failures.push(format!("{stem} (API, code order): {:?}", casm.errors));
            continue;
        };
        let code_ordered = metadata_sections(&code_ordered);
        same_as_llc += usize::from(code_ordered == expected);
        for (how, object, errors, want) in
            [("API", api, &asm.errors, &expected), ("directives", directives, &dasm.errors, &code_ordered)]
        {
            match object {
                None => failures.push(format!("{stem} ({how}): {errors:?}")),
                Some(bytes) => {
                    let got = metadata_sections(&bytes);
                    if got != *want {
                        failures.push(format!("{stem} ({how}):\n  want: {want:?}\n  tdc:  {got:?}"));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} of {} objects differ:\n{}", failures.len(), stems.len(), failures.join("\n"));
    // Where llc happened to write the nodes in code order, the directives'
    // object is llc's.
    assert!(
        same_as_llc >= stems.len() / 2,
        "only {same_as_llc} of {} objects have llc's nodes in code order",
        stems.len()
    );
}

/// What the goldens cover, so that the corpus cannot silently shrink.
#[test]
fn goldens_cover_both_code_models_options_and_shapes() {
    let stems = goldens();
    let pcsection_inputs: std::collections::BTreeSet<&str> =
        stems.iter().filter(|s| !s.starts_with("stack_sizes")).map(|s| s.split('.').next().unwrap()).collect();
    assert!(pcsection_inputs.len() >= 12, "{pcsection_inputs:?}");
    let layouts: Vec<(String, Layout)> = stems
        .iter()
        .map(|s| (s.clone(), read_layout(&std::fs::read_to_string(golden_dir().join(format!("{s}.layout"))).unwrap())))
        .collect();
    for model in ["small", "medium", "large"] {
        assert!(layouts.iter().any(|(_, l)| l.code_model == model), "{model}");
    }
    for triple in ["x86_64", "aarch64"] {
        assert!(stems.iter().any(|s| s.split('.').nth(1) == Some(triple)), "{triple}");
    }
    let all_specs: Vec<&str> = layouts.iter().flat_map(|(_, l)| l.nodes.iter().map(|(_, s)| s.as_str())).collect();
    assert!(all_specs.iter().any(|s| s.contains("!C\"")), "the C option");
    // A node with several sections, one with several tuples after one name.
    let parsed: Vec<_> = all_specs.iter().map(|s| directive::parse_spec(s).unwrap()).collect();
    assert!(parsed.iter().any(|a| a.sections.len() >= 3));
    assert!(parsed.iter().any(|a| a.sections.iter().any(|s| s.aux.len() >= 3)));
    assert!(parsed
        .iter()
        .any(|a| a.sections.len() >= 2
            && a.sections.iter().all(|s| !s.aux.is_empty() && s.aux[0] == a.sections[0].aux[0])));
    // Instruction and function attachments; instructions sharing a node.
    let functions = || layouts.iter().flat_map(|(_, l)| &l.functions);
    assert!(functions().any(|f| f.node.is_some()));
    assert!(functions()
        .any(|f| f.instructions.len() >= 2 && f.instructions.iter().skip(1).any(|(_, n)| *n == f.instructions[0].1)));
    assert!(functions().any(|f| f.stack_size.is_some_and(|s| s > 127)));
    assert!(functions().any(|f| f.section != ".text"));
}

#[test]
fn directive_errors_point_at_the_directive() {
    let tables = tdc::targets::by_name("x86_64").unwrap();
    let cases = [
        ("\t.pcsections \"s\"\n\tnop\n", "outside a function"),
        ("f:\n\t.pcsections_function\n\t.pcsections \"s\"\n\t.pcsections_end\n", "not followed by an instruction"),
        ("f:\n\t.pcsections_function \"s!X\"\n", "unknown PC section option 'X'"),
        ("f:\n\t.pcsections_function \"s\", {i8 256}\n", "does not fit in i8"),
        ("f:\n\t.pcsections_function {i8 1}\n", "follows a section name"),
        ("f:\n\t.pcsections_function \"s\", {i9 1}\n", "expected a constant type"),
        ("\t.pcsections_end\n", "without '.pcsections_function'"),
        ("f:\n\t.pcsections_function \"s\"\n\tnop\n", "without '.pcsections_end'"),
        ("\t.stack_size g, 8\n", "not defined in this file"),
        ("\t.pcsections_code_model huge\n", "expected small, medium or large"),
    ];
    for (source, message) in cases {
        let (asm, object) = tdc::asm::assemble_object(tables, source, Default::default());
        assert!(object.is_none(), "{source:?} was accepted");
        assert!(asm.errors.iter().any(|e| e.message.contains(message)), "{source:?}: {:?}", asm.errors);
    }
}

#[test]
fn powerpc_has_no_pc_relative_entries_and_says_so() {
    let tables = tdc::targets::by_name("powerpc64le").unwrap();
    let source = "f:\n\t.pcsections_function \"s\"\n\tnop\n\t.pcsections_end\n";
    let (asm, object) = tdc::asm::assemble_object(tables, source, Default::default());
    assert!(object.is_none());
    assert!(asm.errors[0].message.contains("PC sections are not supported on this target"), "{:?}", asm.errors);
}

#[test]
fn code_that_grows_moves_the_entries_with_it() {
    // A short jump over 200 bytes grows by 3 bytes: the attached
    // instruction after it and the function's end move with it.
    let tables = tdc::targets::by_name("x86_64").unwrap();
    let source = "f:\n\t.pcsections_function \"s\"\n\tjmp .Lt\n\t.zero 200\n.Lt:\n\t.pcsections \"s\"\n\tnop\n\t.pcsections_end\n";
    let (asm, object) = tdc::asm::assemble_object(tables, source, Default::default());
    let object = object.unwrap_or_else(|| panic!("{:?}", asm.errors));
    let sections = metadata_sections(&object);
    let (_, _, _, _, _, data, relocations) = &sections[0];
    // Function: entry, 32-bit size 206; then the instruction's entry.
    assert_eq!(data[4..8], 206u32.to_le_bytes());
    assert_eq!(relocations.iter().map(|r| r.3).collect::<Vec<_>>(), [0, 205]);
}
