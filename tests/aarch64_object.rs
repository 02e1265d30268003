//! AArch64 objects: `tdc asm -o` must write, byte for byte, the ELF object
//! that llvm-mc 19 writes for the same source (goldens from
//! tests/aarch64/regen-goldens.sh): mapping symbols, RELA relocations with
//! their addends, labels resolved in place where llvm-mc resolves them.

#[path = "support/corpus.rs"]
mod corpus;
#[path = "support/elf_relocations.rs"]
mod elf_relocations;

use object::read::elf::ElfFile64;
use object::{Object, ObjectSection, ObjectSymbol};
use tdc::targets::aarch64::TABLES;

fn object_of(source: &str) -> Result<Vec<u8>, String> {
    corpus::object_of(&TABLES, source)
}

#[test]
fn objects_equal_llvm_mc_objects() {
    corpus::check_objects(&TABLES, "aarch64", 5);
}

// The expectations of the next three tests are what llvm-mc 19 writes for
// the same sources (objects/addends.s, mapping.s and padding.s hold them
// too, so that their goldens check every byte); these tests say which
// property each part of the object shows.

#[test]
fn relocations_carry_their_addends_and_fields_hold_zero() {
    let source = "\tb ext+8\n\tadrp x0, .Lhere+16\n.Lhere:\n\tldr x1, ext-4\n\t.data\n\t.xword .Lhere+4, ext+1\n";
    let bytes = object_of(source).unwrap();
    let file = ElfFile64::<object::Endianness>::parse(&*bytes).expect("a valid ELF64 file");
    assert!(file.section_by_name(".rela.text").is_some() && file.section_by_name(".rel.text").is_none());
    let text = file.section_by_name(".text").unwrap();
    // b, adrp x0, ldr x1: every offset field zero, the addend in the relocation.
    assert_eq!(text.data().unwrap(), [0x00, 0x00, 0x00, 0x14, 0x00, 0x00, 0x00, 0x90, 0x01, 0x00, 0x00, 0x58]);
    let expected = [(0, 282, "ext", 8), (4, 275, ".text", 8 + 16), (8, 273, "ext", -4)];
    let text_relocs = elf_relocations::of_named(&file, ".text");
    assert_eq!(text_relocs.len(), expected.len());
    for ((o, t, n, a), (eo, et, en, ea)) in text_relocs.iter().zip(expected) {
        assert_eq!((*o, *t, n.as_str(), *a), (eo, et, en, ea));
    }
    let data = file.section_by_name(".data").unwrap();
    assert_eq!(data.data().unwrap(), [0; 16]);
    let data_relocs = elf_relocations::of_named(&file, ".data");
    assert_eq!(data_relocs, [(0, 257, ".text".to_string(), 12), (8, 257, "ext".to_string(), 1)]);
}

#[test]
fn mapping_symbols_mark_each_change_between_code_and_data() {
    let source = "\tnop\n\t.word 1\n\tnop\n\tnop\n\t.section .text.b,\"ax\"\n\t.byte 1\n\t.data\n\t.p2align 3\n\t.xword 2\n\t.text\n\t.zero 0\n\tret\n";
    let bytes = object_of(source).unwrap();
    let file = ElfFile64::<object::Endianness>::parse(&*bytes).unwrap();
    let mapping: Vec<(String, String, u64)> = file
        .symbols()
        .filter(|s| s.name().unwrap().starts_with('$'))
        .map(|s| {
            assert!(
                s.is_local() && s.kind() == object::SymbolKind::Unknown,
                "mapping symbols are local, without a type"
            );
            let section = file.section_by_index(s.section_index().unwrap()).unwrap();
            (s.name().unwrap().to_string(), section.name().unwrap().to_string(), s.address())
        })
        .collect();
    let expected = [
        ("$x", ".text", 0),
        ("$d", ".text", 4),
        ("$x", ".text", 8),
        ("$d", ".text.b", 0),
        ("$d", ".data", 0),
        ("$d", ".text", 16),
        ("$x", ".text", 16),
    ];
    let expected: Vec<(String, String, u64)> =
        expected.iter().map(|(n, s, o)| (n.to_string(), s.to_string(), *o)).collect();
    assert_eq!(mapping, expected);
}

#[test]
fn alignment_in_code_pads_with_zeros_then_nops() {
    let bytes = object_of("\tnop\n\t.byte 1\n\t.p2align 4\n\tret\n").unwrap();
    let file = ElfFile64::<object::Endianness>::parse(&*bytes).unwrap();
    let text = file.section_by_name(".text").unwrap();
    let mut expected = vec![0x1f, 0x20, 0x03, 0xd5, 1, 0, 0, 0];
    expected.extend([0x1f, 0x20, 0x03, 0xd5].repeat(2));
    expected.extend([0xc0, 0x03, 0x5f, 0xd6]);
    assert_eq!(text.data().unwrap(), expected);
}

#[test]
fn unresolvable_references_are_errors_with_positions() {
    let mut far = String::from("\ttbz x0, #1, far\n");
    far.push_str(&"\tnop\n".repeat(8192));
    far.push_str("far:\n\tret\n");
    let err = object_of(&far).expect_err("tbz too far");
    assert!(err.contains("<source>:1:2: error: branch target 'far' out of range"), "{err}");
    let err = object_of("\t.data\n\t.xword sym+\n").expect_err("addend missing");
    assert!(err.contains("<source>:2:"), "{err}");
    // llvm-mc: "Undefined temporary symbol .Lnowhere", without a position.
    let err = object_of("\tnop\n\t.xword .Lnowhere\n").expect_err("undefined temporary symbol");
    assert!(err.contains("<source>:2:9: error: undefined temporary symbol '.Lnowhere'"), "{err}");
    let err = object_of("\tadrp x0, .Lnowhere\n").expect_err("undefined temporary symbol");
    assert!(err.contains("<source>:1:2: error: undefined temporary symbol '.Lnowhere'"), "{err}");
    // llvm-mc says the same three at the same columns (with a capital C).
    let err = object_of("\t.word 1, .Lb - .Lc\n.Lb:\n\t.data\n.Lc:\n").expect_err("across sections");
    assert!(err.contains("<source>:1:11: error: cannot represent a difference across sections"), "{err}");
    let err = object_of("\t.word ext - undef\n").expect_err("undefined base");
    assert!(
        err.contains("<source>:1:8: error: symbol 'undef' can not be undefined in a subtraction expression"),
        "{err}"
    );
    let err = object_of("\t.word -.Lx + 8\n.Lx:\n").expect_err("negated location");
    assert!(err.contains("<source>:1:8: error: expected relocatable expression"), "{err}");
    // llvm-mc: "1-byte data relocations not supported", at the symbol.
    let err = object_of("\t.byte sym\n").expect_err("no 8-bit data relocation");
    assert!(err.contains("<source>:1:8: error: no relocation for a 1-byte symbol reference"), "{err}");
}

#[test]
fn relocation_operators_only_where_the_operand_names_them() {
    // llvm-mc 19 rejects all of these (its messages and columns are noted).
    let cases = [
        // "expect relocation specifier in operand after ':'" at 1:15.
        ("\tadd x0, x0, :foo:var\n", "<source>:1:15: error: expect relocation specifier in operand after ':'"),
        // "expect ':' after relocation specifier" at 1:20.
        ("\tadd x0, x0, :lo12 var\n", "<source>:1:20: error: expect ':' after relocation specifier"),
        // "invalid immediate expression" at 1:14: only add's operand takes :lo12:.
        ("\tsub x0, x0, :lo12:var\n", "<source>:1:14: error:"),
        ("\tadds x0, x0, :lo12:var\n", "<source>:1:15: error:"),
        // "invalid operand for instruction": ldp's offset takes no operator.
        ("\tldp x0, x1, [x0, :lo12:var]\n", "<source>:1:19: error:"),
    ];
    for (source, message) in cases {
        let err = object_of(source).expect_err(source);
        assert!(err.contains(message), "{source:?}: {err}");
    }
}

#[test]
fn symbol_attributes_that_llvm_mc_rejects_are_errors() {
    // llvm-mc 19: the same messages at the same columns.
    let cases = [
        ("\t.globl .Ltemp\n", "<source>:1:9: error: non-local symbol required"),
        ("\t.weak sym\n\t.globl sym\n", "<source>:2:2: error: sym changed binding to STB_GLOBAL"),
        ("\t.type f\n", "<source>:1:9: error: expected STT_<TYPE_IN_UPPER_CASE>"),
        ("\t.type f, @bogus\n", "<source>:1:12: error: unsupported attribute"),
        ("\t.weak a b\n", "<source>:1:10: error: expected comma"),
        ("\t.globl a,\n", "<source>:1:11: error: expected identifier"),
        ("\t.size f\n", "<source>:1:9: error: expected comma"),
        ("\t.size f,\n", "<source>:1:10: error: unknown token in expression"),
        ("\t.size f, 4 x\n", "<source>:1:13: error: unexpected token"),
        // llvm-mc 19 crashes on this one (a size that is not a constant).
        ("f:\n\t.size f, g\n", "<source>:2:11: error: expected absolute expression"),
        // Only the last .size of a symbol counts (llvm-mc evaluates no other).
        ("f:\n\t.size f, 4\n\t.size f, g\n", "<source>:3:11: error: expected absolute expression"),
    ];
    for (source, message) in cases {
        let err = object_of(source).expect_err(source);
        assert!(err.contains(message), "{source:?}: {err}");
    }
}
