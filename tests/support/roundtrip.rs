//! Shared by the round-trip test and the live differential example: print
//! instructions as a program, assemble it, and compare encodings three ways
//! (tdc's encoder, tdc's assembler on the printed text, the reference).

use std::path::Path;
use tdc::asm::{assemble_with_features, AsmOptions};
use tdc::mc::arbitrary::sample;
use tdc::mc::encode::encode_symbolic;
use tdc::mc::features::FeatureBits;
use tdc::mc::print::Printer;
use tdc::mc::symbols::Symbols;
use tdc::mc::tables::flags;
use tdc::mc::{MCInst, TargetTables};

/// The symbol a sampled operand names (its index 0), for operands whose
/// only spelling is a symbol (x86 jump targets).
pub const SAMPLE_SYMBOL: &str = "target";

/// One printed instruction per line.
pub fn program(tables: &'static TargetTables, insts: &[MCInst]) -> String {
    program_in(tables, insts, 0)
}

/// One instruction per line, printed in assembly variant `variant`.
pub fn program_in(tables: &'static TargetTables, insts: &[MCInst], variant: u8) -> String {
    let mut symbols = Symbols::default();
    symbols.intern(SAMPLE_SYMBOL);
    let printer = Printer::new(tables, &symbols).with_variant(variant);
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
        .filter_map(|l| {
            l.split_once("# encoding: [")
                .or_else(|| l.split_once("// encoding: ["))
                .map(|(_, rest)| rest.trim_end().trim_end_matches(']'))
        })
        .map(|bytes| bytes.split(',').filter(|b| !b.is_empty()).map(|b| listing_byte(b.trim())).collect())
        .collect()
}

/// One byte of a listing's encoding, a fixup's bits as zeros (what the
/// encoder writes there): `0x4b`; `A` (a whole byte of fixup A); `0x90'A'`
/// (fixup bits over a nonzero byte); `0bAAAAAA10` (bit by bit).
fn listing_byte(token: &str) -> u8 {
    let token = token.split('\'').next().unwrap_or("");
    if let Some(bits) = token.strip_prefix("0b") {
        return bits.bytes().fold(0, |acc, b| acc << 1 | u8::from(b == b'1'));
    }
    match token.strip_prefix("0x") {
        Some(hex) => u8::from_str_radix(hex, 16).unwrap_or(0),
        None => 0,
    }
}

/// The target's default features with llvm-mc's `-mattr` list `mattr`
/// applied (empty: the defaults).
pub fn features(tables: &'static TargetTables, mattr: &str) -> FeatureBits {
    let (bits, warnings) = FeatureBits::for_mattr(tables, &[mattr]);
    assert!(warnings.is_empty(), "-mattr={mattr}: {warnings:?}");
    bits
}

/// The instructions of `insts` that `features` make available (the
/// others would be errors to both assemblers), and whose printed text an
/// assembler reads: not those of records only the disassembler reads
/// ([`reads_back`]).
pub fn available(tables: &'static TargetTables, features: FeatureBits, insts: Vec<MCInst>) -> Vec<MCInst> {
    let on = |i: &MCInst| features.missing(tables, tables.instructions[i.opcode as usize].requires).is_empty();
    insts.into_iter().filter(on).filter(|i| reads_back(tables, features, i)).collect()
}

/// Whether an assembler reads `inst`'s printed text: false only for a
/// record the assembler never writes (isCodeGenOnly) whose text tdc's
/// assembler refuses, as llvm-mc's does (x86's movslq into a 32-bit
/// register, which llvm-mc's disassembler prints).
pub fn reads_back(tables: &'static TargetTables, features: FeatureBits, inst: &MCInst) -> bool {
    if tables.instructions[inst.opcode as usize].flags & flags::IS_CODEGEN_ONLY == 0 {
        return true;
    }
    let text = program(tables, std::slice::from_ref(inst));
    assemble_with_features(tables, &text, AsmOptions::default(), features).errors.is_empty()
}

/// How many of the records `sample` draws the printer's round trip takes:
/// those whose text reads back.
#[allow(dead_code)] // the differential example shares this file but not this function
pub fn readable_records(tables: &'static TargetTables, features: FeatureBits) -> usize {
    sample(tables, 1, 1).unwrap().iter().filter(|i| reads_back(tables, features, i)).count()
}

/// Every instruction whose three encodings disagree, described on a line;
/// tdc assembles with the features of `mattr`.
pub fn differences(
    tables: &'static TargetTables,
    insts: &[MCInst],
    program: &str,
    reference: &[Vec<u8>],
    mattr: &str,
) -> Vec<String> {
    let asm = assemble_with_features(
        tables,
        program,
        AsmOptions { show_encoding: true, ..Default::default() },
        features(tables, mattr),
    );
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
        // Operands naming a symbol encode as zeros, as in an object
        // before relocation.
        let mut direct = Vec::new();
        if let Err(e) = encode_symbolic(tables, inst, &mut direct, &mut Vec::new()) {
            out.push(format!("{}: {e:?}", line.trim()));
            continue;
        }
        // A variable-length encoding has shorter forms of some texts (an
        // immediate that fits a byte; or as short: the accumulator), which both
        // assemblers choose for the printed text; a record's own, longer
        // encoding is then the one neither writes for it.
        // Or another instruction the assembler prefers for the same text
        // (x86's VEX form of an EVEX instruction, even when it is longer
        // than the compressed EVEX displacement).
        let shorter_form_chosen = tables.instructions[inst.opcode as usize].modrm.is_some()
            && ours == theirs
            && (ours.len() <= direct.len() || tdc::mc::forms::preferred(tables, inst).opcode != inst.opcode);
        // A form only the disassembler reads (isCodeGenOnly: xbegin with a
        // 2-byte displacement): its text is another encoding's, which both
        // assemblers write.
        let disassembler_only =
            tables.instructions[inst.opcode as usize].flags & flags::IS_CODEGEN_ONLY != 0 && ours == theirs;
        if (direct != *ours || direct != *theirs) && !shorter_form_chosen && !disassembler_only {
            let name = &tables.instructions[inst.opcode as usize].name;
            out.push(format!(
                "{} ({name}): encoder {direct:02x?}, tdc asm {ours:02x?}, reference {theirs:02x?}",
                line.trim()
            ));
        }
    }
    out
}

/// The reference encodings of `insts` from an object's `.text`, cut at
/// the lengths tdc's encoder gives them (an instruction that does not
/// encode takes none).
#[allow(dead_code)] // each test uses some of these helpers
pub fn object_encodings(
    tables: &'static TargetTables,
    insts: &[MCInst],
    object: &[u8],
) -> Result<Vec<Vec<u8>>, String> {
    let text = text_section(object)?;
    let mut at = 0;
    let mut out = Vec::with_capacity(insts.len());
    let (word, boundary) =
        (tables.object.instruction_word_bytes as usize, tables.object.long_instruction_boundary as usize);
    for inst in insts {
        let mut bytes = Vec::new();
        let _ = encode_symbolic(tables, inst, &mut bytes, &mut Vec::new());
        // The nops before a long instruction that would cross a boundary.
        let pad = (boundary - at % boundary.max(1)) % boundary.max(1);
        if boundary > 0 && word > 0 && bytes.len() > word && at % boundary + bytes.len() > boundary && pad <= word {
            at += pad;
        }
        out.push(text.get(at..at + bytes.len()).unwrap_or_default().to_vec());
        at += bytes.len();
    }
    Ok(out)
}

/// The contents of an ELF64 object's `.text`.
#[allow(dead_code)]
pub fn text_section(object: &[u8]) -> Result<Vec<u8>, String> {
    use object::{Object, ObjectSection};
    let elf = object::read::elf::ElfFile64::<object::Endianness>::parse(object).map_err(|e| e.to_string())?;
    let text = elf.section_by_name(".text").ok_or("no .text")?.data().map_err(|e| e.to_string())?;
    Ok(text.to_vec())
}

/// The seed and count a checked-in program's header names.
pub fn header_parameters(program: &str) -> (u64, usize) {
    let header = program.lines().next().and_then(|l| l.strip_prefix("# tdc random program: ")).expect("program header");
    let words: Vec<&str> = header.split_whitespace().collect();
    let value =
        |flag: &str| words.iter().position(|w| *w == flag).and_then(|i| words.get(i + 1)).expect(flag).to_string();
    (value("--seed").parse().unwrap(), value("--per-opcode").parse().unwrap())
}

/// The `-mattr` list a checked-in program's header names (empty: none).
pub fn header_mattr(program: &str) -> String {
    let header = program.lines().next().and_then(|l| l.strip_prefix("# tdc random program: ")).unwrap_or("");
    let words: Vec<&str> = header.split_whitespace().collect();
    words.iter().position(|w| *w == "--mattr").and_then(|i| words.get(i + 1)).map_or(String::new(), |m| m.to_string())
}

/// The round-trip test of a target: `dir/program.s` must be what tdc
/// prints for the seed in its header (so that printer changes show), and
/// every instruction's three encodings must agree, the reference being
/// llvm-mc's listing `dir/program.s.out`; with `same_text`, tdc's listing
/// of the program must also be the reference's, text and all. Returns the
/// instruction count.
#[allow(dead_code)] // the differential example shares this file but not this function
pub fn check_checked_in_program(tables: &'static TargetTables, dir: &Path, regen: &str, same_text: bool) -> usize {
    let checked_in = std::fs::read_to_string(dir.join("program.s")).unwrap();
    let golden = std::fs::read_to_string(dir.join("program.s.out")).unwrap();
    let (seed, per_opcode) = header_parameters(&checked_in);
    let mattr = header_mattr(&checked_in);

    let insts = available(tables, features(tables, &mattr), sample(tables, seed, per_opcode).unwrap());
    let program = program(tables, &insts);
    let body: String = checked_in.lines().skip(1).map(|l| format!("{l}\n")).collect();
    assert!(program == body, "the printer's output changed: run {regen} and review the diff");

    let diffs = differences(tables, &insts, &program, &listing_encodings(&golden), &mattr);
    assert!(diffs.is_empty(), "{} differences:\n{}", diffs.len(), diffs.join("\n"));

    // llvm-mc prints each instruction back in its own words: tdc's listing
    // must be the same text, so that what tdc prints is llvm-mc's
    // canonical form and not just something it accepts.
    if !same_text {
        return insts.len();
    }
    let listing = assemble_with_features(
        tables,
        &checked_in,
        AsmOptions { show_encoding: true, ..Default::default() },
        features(tables, &mattr),
    )
    .listing;
    let text_diffs: Vec<String> = listing
        .lines()
        .zip(golden.lines())
        .filter(|(ours, theirs)| ours != theirs)
        .map(|(ours, theirs)| format!("  tdc:       {ours}\n  reference: {theirs}"))
        .take(20)
        .collect();
    assert!(text_diffs.is_empty(), "listings differ:\n{}", text_diffs.join("\n"));
    assert_eq!(listing.lines().count(), golden.lines().count(), "listing lengths");
    insts.len()
}

/// Names of the encoded instruction records that a random program (one
/// instance of each) does not contain. Pseudos (selection's twins of real
/// instructions) are never assembled, so never sampled.
#[allow(dead_code)] // the differential example shares this file but not this function
pub fn never_sampled(tables: &'static TargetTables) -> Vec<&'static str> {
    let sampled: Vec<u16> = sample(tables, 1, 1).unwrap().iter().map(|i| i.opcode).collect();
    tables
        .instructions
        .iter()
        .enumerate()
        .filter(|(op, i)| {
            (i.encoding_bits != 0 || i.modrm.is_some())
                && i.flags & flags::IS_PSEUDO == 0
                && !sampled.contains(&(*op as u16))
        })
        .map(|(_, i)| &*i.name)
        .collect()
}
