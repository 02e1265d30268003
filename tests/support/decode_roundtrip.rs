//! Encode, decode, compare: random valid instances of every instruction
//! record of a target, encoded by tdc's encoder and decoded by its
//! disassembler, must come back as the same instruction and print the
//! same text, up to these documented equivalences:
//!
//! - `same text`: another record or other operand values that print the
//!   same and encode to the same bytes (PowerPC's 64-bit register views of
//!   32-bit rotates, say);
//! - `ignored bits`: the bytes differ from the decoded instruction's own
//!   encoding only in bits the description lists in `DecodeIgnore`, which
//!   the decoder does not read (BPF's `ld_pseudo` keeps only the low half
//!   of its kind; a 32-bit fetching atomic, not decoded without alu32, is
//!   the plain atomic of the same operation);
//! - `same bytes`: the decoded instruction encodes to the original's
//!   bytes but prints otherwise: an immediate the sampler wrote in the
//!   other sign (x86's `movb $255, %al` reads back as llvm-mc prints it,
//!   `movb $-1, %al`), operand values that do not fit their fields (the
//!   sampler draws BPF's `addr_space_cast` address spaces from 32 bits;
//!   its fields hold 16), or bytes that are a more specific record's
//!   (`ld_pseudo` of kind 0 is `ld_imm64`);
//! - `other spelling`: records the disassembler does not decode (other
//!   decoder namespaces, isCodeGenOnly and isAsmParserOnly records) come
//!   back as the record it decodes for their bytes, which encodes to the
//!   same bytes;
//! - `after a REX`: a REX prefix written as an instruction of its own
//!   (x86's `rex64`, 0x48) is invalid alone, as llvm-mc reads it; after
//!   another REX (0x40) it decodes to itself;
//! - `not decoded`: records the disassembler does not decode whose bytes
//!   decode to nothing at all (BPF's 32-bit atomics, which llvm-mc reads
//!   only with the alu32 feature).
// Each test target uses some of it.
#![allow(dead_code)]

use std::collections::BTreeMap;
use tdc::disasm::instruction_line;
use tdc::mc::arbitrary::sample_skipping;
use tdc::mc::decode::decode;
use tdc::mc::encode::encode;
use tdc::mc::print::Printer;
use tdc::mc::symbols::Symbols;
use tdc::mc::{MCInst, MCOperand, TargetTables};

/// How the instances of a target came back.
#[derive(Debug, Default)]
pub struct Report {
    /// Instances checked, by record.
    pub checked: usize,
    /// The same instruction.
    pub identical: usize,
    /// Each documented equivalence: instances.
    pub equivalent: BTreeMap<&'static str, usize>,
    /// Records decoded (the disassembler's candidates) and instances of them.
    pub decoded_records: usize,
    /// Records sampled.
    pub records: usize,
    /// Instances left out: symbol operands, which have no bytes yet.
    pub symbolic: usize,
    /// Everything else, one line each.
    pub failures: Vec<String>,
}

/// Runs the round trip over `per_opcode` instances of every record.
pub fn check(tables: &'static TargetTables, seed: u64, per_opcode: usize) -> Report {
    let mut report = Report::default();
    let (insts, _skipped) = sample_skipping(tables, seed, per_opcode).expect("sampling works");
    let fixed = tables.decoder.fixed.candidates.iter().map(|c| c.opcode);
    let modrm = tables.decoder.modrm.candidates.iter().map(|c| c.opcode);
    let decoded: std::collections::BTreeSet<u16> = fixed.chain(modrm).collect();
    report.decoded_records = decoded.len();
    let mut records = std::collections::BTreeSet::new();
    let symbols = Symbols::default();
    let printer = Printer::new(tables, &symbols);
    let text = |inst: &MCInst| {
        let mut s = String::new();
        instruction_line(&printer, inst, &mut s);
        s
    };
    for inst in &insts {
        if inst.operands().iter().any(|o| matches!(o, MCOperand::Expr { .. })) {
            report.symbolic += 1;
            continue;
        }
        records.insert(inst.opcode);
        let name = &tables.instructions[inst.opcode as usize].name;
        let mut bytes = Vec::new();
        if let Err(e) = encode(tables, inst, &mut bytes) {
            report.failures.push(format!("{name}: cannot encode {inst:?}: {e:?}"));
            continue;
        }
        report.checked += 1;
        let back = match decode(tables, &bytes, 0) {
            Ok((back, len)) if len == bytes.len() => back,
            Ok((back, len)) => {
                report.failures.push(format!("{name} {bytes:02x?}: decoded {len} bytes as {}", text(&back).trim()));
                continue;
            }
            Err(_) if is_rex_alone(tables, inst, &bytes) => {
                let mut after = vec![0x40];
                after.extend_from_slice(&bytes);
                match decode(tables, &after, 0) {
                    Ok((back, len)) if len == after.len() && back == *inst => {
                        *report.equivalent.entry("after a REX").or_default() += 1
                    }
                    other => report.failures.push(format!("{name} {after:02x?}: decoded as {other:?}")),
                }
                continue;
            }
            Err(_) if !decoded.contains(&inst.opcode) => {
                *report.equivalent.entry("not decoded").or_default() += 1;
                continue;
            }
            Err(e) => {
                report.failures.push(format!("{name} {bytes:02x?} ({}): {e}", text(inst).trim()));
                continue;
            }
        };
        if back == *inst {
            report.identical += 1;
            continue;
        }
        let mut again = Vec::new();
        let reencoded = encode(tables, &back, &mut again).is_ok();
        let same_text = text(&back) == text(inst);
        let kind = if reencoded && again == bytes && same_text {
            Some("same text")
        } else if reencoded && again != bytes && decode(tables, &again, 0).is_ok_and(|(x, _)| x == back) {
            // Two encodings of one decoded instruction: they differ in
            // bits the decoder does not read.
            Some("ignored bits")
        } else if reencoded && again == bytes && !decoded.contains(&inst.opcode) {
            Some("other spelling")
        } else if reencoded && again == bytes {
            Some("same bytes")
        } else {
            None
        };
        match kind {
            Some(k) => *report.equivalent.entry(k).or_default() += 1,
            None => report.failures.push(format!(
                "{name} {bytes:02x?}: {} came back as {} ({})",
                text(inst).trim(),
                text(&back).trim(),
                tables.instructions[back.opcode as usize].name
            )),
        }
    }
    report.records = records.len();
    report
}

/// Whether `inst` is an x86 REX prefix written as an instruction of its
/// own, alone in `bytes`.
fn is_rex_alone(tables: &TargetTables, inst: &MCInst, bytes: &[u8]) -> bool {
    let prefix = tables.instructions[inst.opcode as usize].modrm.as_deref().is_some_and(|m| m.is_prefix);
    prefix && matches!(bytes, [0x40..=0x4F])
}
