//! `tdc asm --td FILE`: tables built at run time from a description give
//! the listings and objects the compiled tables give, over every corpus
//! file of the four built-in targets; a description that names Rust
//! functions no built-in target provides is an error naming each one.

use std::path::{Path, PathBuf};
use tdc::asm::{assemble, assemble_object, AsmOptions};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.s` file under `tests/<dir>/asm` and `tests/<dir>/objects`.
fn corpus(dir: &str) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for sub in ["asm", "objects"] {
        let Ok(entries) = std::fs::read_dir(root().join("tests").join(dir).join(sub)) else { continue };
        files.extend(entries.map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|x| x == "s")));
    }
    files.sort();
    files
}

#[test]
fn loaded_tables_assemble_every_corpus_file_as_the_built_in_tables_do() {
    let include = [root().join("targets/include")];
    for (target, td, dir) in [
        ("bpf", "targets/bpf/BPF.td", "bpf"),
        ("aarch64", "targets/aarch64/AArch64.td", "aarch64"),
        ("powerpc", "targets/powerpc/PPC.td", "powerpc"),
        ("x86_64", "targets/x86/X86.td", "x86"),
    ] {
        let built_in = tdc::targets::by_name(target).expect("a built-in target");
        let loaded = tdc::load::load(&root().join(td), &include).unwrap_or_else(|e| panic!("{td}:\n{e}"));
        let files = corpus(dir);
        assert!(!files.is_empty(), "{dir}: no corpus");
        for file in files {
            let source = std::fs::read_to_string(&file).unwrap();
            let options = AsmOptions { show_encoding: true, ..Default::default() };
            let (a, b) = (assemble(built_in, &source, options), assemble(loaded, &source, options));
            assert_eq!(a.listing, b.listing, "{}: listings differ", file.display());
            let errors = |x: &tdc::asm::Assembly| x.errors.iter().map(|e| e.render("f")).collect::<String>();
            assert_eq!(errors(&a), errors(&b), "{}: errors differ", file.display());
            let (_, a) = assemble_object(built_in, &source, AsmOptions::default());
            let (_, b) = assemble_object(loaded, &source, AsmOptions::default());
            assert_eq!(a, b, "{}: objects differ", file.display());
        }
    }
}

#[test]
fn unknown_rust_functions_are_named() {
    let dir = tempfile::tempdir().unwrap();
    let td = std::fs::read_to_string(root().join("examples/toy-target/acc16.td")).unwrap();
    let td = td.replacen(
        "def simm8 : Operand<i16> {",
        "def Custom8 : AsmOperandClass { let Name = \"Custom8\"; let ParserMethod = \"parse_custom8\"; }\n\
         def simm8 : Operand<i16> {\n  let PrintMethod = \"print_custom8\";",
        1,
    );
    let td = td.replacen("let ParserMatchClass = ImmRangeAsmOperand<-128, 127>;", "let ParserMatchClass = Custom8;", 1);
    let path = dir.path().join("custom.td");
    std::fs::write(&path, td).unwrap();
    let err = tdc::load::load(&path, &[root().join("targets/include")]).expect_err("functions it cannot load");
    assert_eq!(err.code, tdc::error::codes::TABLES_FRAGMENTS);
    let message = &err.message;
    assert!(
        message.contains("operand parser `parse_custom8`") && message.contains("operand printer `print_custom8`"),
        "{err}"
    );
}
