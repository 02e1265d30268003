//! Issue 25: in a `-show-encoding` listing, a label or symbol operand
//! prints as llvm-mc prints it, its bits as the fixup's letter and a line
//! naming the fixup's offset, value and kind. Each target's `fixups.s`
//! (every operand kind that takes a symbol) must list byte for byte as
//! llvm-mc 19's golden (`tests/<target>/regen-goldens.sh`), with the
//! built-in tables (`tdc asm --target`) and with tables loaded from the
//! description at run time (`tdc asm --td`).

use std::path::Path;
use tdc::asm::{assemble, AsmOptions};
use tdc::mc::TargetTables;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// tdc's listing of `tests/<dir>/asm/fixups.s` against `tests/<dir>/<goldens>/fixups.s.out`.
fn check(tables: &'static TargetTables, dir: &str, goldens: &str, how: &str) {
    let tests = root().join("tests").join(dir);
    let source = std::fs::read_to_string(tests.join("asm/fixups.s")).unwrap();
    let golden = std::fs::read_to_string(tests.join(goldens).join("fixups.s.out")).unwrap();
    let asm = assemble(tables, &source, AsmOptions { show_encoding: true, ..Default::default() });
    let errors: Vec<String> = asm.errors.iter().map(|e| e.render("fixups.s")).collect();
    assert!(errors.is_empty(), "{dir} ({how}): {}", errors.join("\n"));
    assert!(golden.contains("fixup A - offset:"), "{dir}: the golden lists no fixup");
    assert_eq!(asm.listing, golden, "{dir}/{goldens} ({how}): the listing differs from llvm-mc's");
}

#[test]
fn built_in_targets_list_fixups_as_llvm_mc() {
    for (target, dir, goldens) in [
        ("aarch64", "aarch64", "goldens"),
        ("powerpc", "powerpc", "goldens"),
        ("powerpc64", "powerpc", "goldens-be"),
        ("bpf", "bpf", "goldens"),
    ] {
        check(tdc::targets::by_name(target).expect("a built-in target"), dir, goldens, target);
    }
}

#[test]
fn loaded_descriptions_list_fixups_as_llvm_mc() {
    let include = [root().join("targets/include")];
    for (td, dir) in [
        ("targets/aarch64/AArch64.td", "aarch64"),
        ("targets/powerpc/PPC.td", "powerpc"),
        ("targets/bpf/BPF.td", "bpf"),
    ] {
        let loaded = tdc::load::load(&root().join(td), &include).unwrap_or_else(|e| panic!("{td}:\n{e}"));
        check(loaded, dir, "goldens", td);
    }
}
