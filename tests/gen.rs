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
    for td in ["targets/bpf/BPF.td", "targets/aarch64/AArch64.td", "targets/powerpc/PPC.td"] {
        let (first, read) = generate_source(&root().join(td), &[&include]).unwrap_or_else(|e| panic!("{td}: {e}"));
        let (second, _) = generate_source(&root().join(td), &[&include]).unwrap();
        assert_eq!(first, second, "{td}: output differs between runs");
        assert!(first.contains("pub static TABLES: ::tdc::mc::tables::TargetTables"), "{td}");
        assert!(syn::parse_file(&first).is_ok(), "{td}: output does not parse");
        let here = root().to_string_lossy();
        assert!(!first.contains(here.as_ref()), "{td}: output names a path of this machine");
        // The description and every file it includes.
        assert!(read.iter().any(|p| p.ends_with("tdc.td")) && read.iter().any(|p| p.ends_with(td.rsplit('/').next().unwrap())), "{td}: {read:?}");
    }
}

#[test]
fn errors_come_back_rendered() {
    let dir = tempfile::tempdir().unwrap();
    let td = dir.path().join("bad.td");
    std::fs::write(&td, "include \"tdc.td\"\ndef X : Register<\"x\"> { let HWEncoding = ; }\n").unwrap();
    let err = generate_source(&td, &[&root().join("targets/include")]).unwrap_err();
    assert!(err.contains("error[E0100]") && err.contains("bad.td:2:"), "{err}");
}
