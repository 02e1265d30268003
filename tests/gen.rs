//! `tdc gen` / `tdc::build::generate_source`: the tables of a description
//! as formatted Rust source, the same on every run, naming the runtime by
//! absolute `::tdc::` paths and no file of this machine; errors come back
//! rendered.

use std::path::Path;
use tdc::build::generate_source;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn every_built_in_target_generates_the_same_source_twice() {
    let include = root().join("targets/include");
    for td in ["targets/bpf/BPF.td", "targets/aarch64/AArch64.td", "targets/powerpc/PPC.td", "targets/x86/X86.td"] {
        let (first, read) = generate_source(&root().join(td), &[&include]).unwrap_or_else(|e| panic!("{td}: {e}"));
        let (second, _) = generate_source(&root().join(td), &[&include]).unwrap();
        assert_eq!(first, second, "{td}: output differs between runs");
        assert!(first.contains("pub static TABLES: ::tdc::mc::tables::Target"), "{td}");
        assert!(syn::parse_file(&first).is_ok(), "{td}: output does not parse");
        // tests/gen_crate.rs compiles it under forbid(unsafe_code) too.
        assert!(!first.contains("unsafe"), "{td}: output uses unsafe");
        let here = root().to_string_lossy();
        assert!(!first.contains(here.as_ref()), "{td}: output names a path of this machine");
        // The description and every file it includes.
        assert!(
            read.iter().any(|p| p.ends_with("tdc.td"))
                && read.iter().any(|p| p.ends_with(td.rsplit('/').next().unwrap())),
            "{td}: {read:?}"
        );
    }
}

#[test]
fn errors_come_back_rendered() {
    let dir = tempfile::tempdir().unwrap();
    let td = dir.path().join("bad.td");
    std::fs::write(&td, "include \"tdc.td\"\ndef X : Register<\"x\"> { let HWEncoding = ; }\n").unwrap();
    let err = generate_source(&td, &[&root().join("targets/include")]).unwrap_err();
    assert_eq!(err.code, tdc::error::codes::TABLES_DESCRIPTION);
    assert!(err.message.contains("error[E0100]") && err.message.contains("bad.td:2:"), "{err}");
}

#[test]
fn items_are_documented_from_the_records() {
    let (source, _) = generate_source(&root().join("targets/bpf/BPF.td"), &[&root().join("targets/include")]).unwrap();
    for expected in [
        "    /// `ADD_rr`: `$dst += $src`\n    pub const ADD_rr: Opcode = Opcode(3u16);\n",
        "    /// `r0` (record `R0`, encoding 0)\n    pub const R0: Reg = Reg(0u16);\n",
        "    /// `GPR`: 12 registers, `r0`, …, `r11`\n    pub const GPR: RegClass = RegClass(2u16);\n",
        "    /// `CalleeSavedGPR`: 4 registers, `r6`, `r7`, `r8`, `r9`\n",
    ] {
        assert!(source.contains(expected), "missing:\n{expected}");
    }
    // Every public item has a doc line above its attributes, and no doc
    // comment sits on an expression (rustc warns about those).
    let lines: Vec<&str> = source.lines().map(str::trim_start).collect();
    for (n, line) in lines.iter().enumerate() {
        if line.starts_with("pub ") {
            let above = lines[..n].iter().rev().find(|l| !l.starts_with("#["));
            assert!(above.is_some_and(|l| l.starts_with("///")), "undocumented: {line}");
        }
        if line.starts_with("::") {
            assert!(!lines[n - 1].starts_with("///"), "doc comment on an expression: {}", lines[n - 1]);
        }
    }
}
