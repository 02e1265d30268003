//! Shared by the round-trip test and the live differential example: print
//! instructions as a program, assemble it, and compare encodings three ways
//! (tdc's encoder, tdc's assembler on the printed text, the reference).

use tdc::asm::{assemble, AsmOptions};
use tdc::mc::encode::encode;
use tdc::mc::print::Printer;
use tdc::mc::symbols::Symbols;
use tdc::mc::{MCInst, TargetTables};

/// One printed instruction per line.
pub fn program(tables: &'static TargetTables, insts: &[MCInst]) -> String {
    let symbols = Symbols::default();
    let printer = Printer::new(tables, &symbols);
    let mut out = String::new();
    for inst in insts {
        out.push('\t');
        printer.print(inst, &mut out);
        out.push('\n');
    }
    out
}

/// The bytes of every `# encoding: [0x.., ...]` line (`//` on AArch64) of
/// an llvm-mc style listing, in order.
pub fn listing_encodings(listing: &str) -> Vec<Vec<u8>> {
    listing
        .lines()
        .filter_map(|l| l.split_once("# encoding: [").or_else(|| l.split_once("// encoding: [")).map(|(_, rest)| rest.trim_end().trim_end_matches(']')))
        .map(|bytes| {
            bytes
                .split(',')
                .filter(|b| !b.is_empty())
                .map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).unwrap_or(0))
                .collect()
        })
        .collect()
}

/// Every instruction whose three encodings disagree, described on a line.
pub fn differences(tables: &'static TargetTables, insts: &[MCInst], program: &str, reference: &[Vec<u8>]) -> Vec<String> {
    let asm = assemble(tables, program, AsmOptions { show_encoding: true });
    let mut out: Vec<String> = asm.errors.iter().map(|e| e.render("<program>")).collect();
    let assembled = listing_encodings(&asm.listing);
    if assembled.len() != insts.len() || reference.len() != insts.len() {
        out.push(format!(
            "{} instructions: tdc assembled {}, the reference {}",
            insts.len(),
            assembled.len(),
            reference.len()
        ));
        return out;
    }
    for ((inst, line), (ours, theirs)) in insts.iter().zip(program.lines()).zip(assembled.iter().zip(reference)) {
        let mut direct = Vec::new();
        if let Err(e) = encode(tables, inst, &mut direct) {
            out.push(format!("{}: {e:?}", line.trim()));
            continue;
        }
        if direct != *ours || direct != *theirs {
            let name = tables.instructions[inst.opcode as usize].name;
            out.push(format!("{} ({name}): encoder {direct:02x?}, tdc asm {ours:02x?}, reference {theirs:02x?}", line.trim()));
        }
    }
    out
}
