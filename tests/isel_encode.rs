//! Selected code goes to the assembler as MCInsts, without printing and
//! parsing: for every corpus function on every target, the bytes are the
//! ones its printed assembly assembles to (the text round trip it
//! replaced), and the printed assembly is still there for listings.

#[path = "support/isel_run/mod.rs"]
#[allow(unused_imports)]
mod isel_run;

use tdc::asm::{assemble_resolved, AsmOptions};
use tdc::isel::lower::compile;
use tdc::targets::BUILT_IN;

#[test]
fn direct_encoding_gives_the_bytes_of_the_printed_assembly() {
    let functions = isel_run::corpus::corpus();
    for target in BUILT_IN {
        let mut compared = 0;
        for f in &functions {
            let Ok(compiled) = compile(target.lowering, f) else { continue };
            let source = format!("\t.text\n{}", compiled.assembly);
            let (asm, relocations) =
                assemble_resolved(target.lowering.tables(), &source, AsmOptions::default(), |_| Ok(()));
            assert!(asm.errors.is_empty() && relocations.is_some(), "{}: {}: {:?}", target.name, f.name, asm.errors);
            let text = asm.sections.iter().find(|s| s.name == ".text").map(|s| s.data.clone()).unwrap_or_default();
            assert_eq!(compiled.code, text, "{}: {}:\n{}", target.name, f.name, compiled.assembly);
            compared += 1;
        }
        // Every target selects most of the corpus (see isel_execute).
        assert!(compared >= 200, "{}: only {compared} functions compared", target.name);
    }
}
