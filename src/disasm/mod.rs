//! Disassembly as the LLVM tools print it: byte lines in `llvm-mc
//! --disassemble`'s input format ([`bytes_listing`]) and objects as
//! `llvm-objdump -d -r` shows them (`objdump`). Both decode with
//! [`crate::mc::decode`] and print with the target's printer.

pub mod input;

use crate::mc::decode::decode_for;
use crate::mc::features::FeatureBits;
use crate::mc::print::Printer;
use crate::mc::symbols::Symbols;
use crate::mc::{MCInst, TargetTables};
use input::{ByteRun, Message};
use std::fmt::Write;

/// What `llvm-mc --disassemble` writes for some input.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Listing {
    /// Standard output: `.text`, then one line per instruction.
    pub text: String,
    /// Standard error: errors and warnings with their source lines.
    pub messages: String,
    /// Whether an error (not a warning) was reported: llvm-mc then exits
    /// with status 1.
    pub failed: bool,
}

/// Disassembles `source` (llvm-mc's input: bytes as numbers separated by
/// spaces or commas, `#` comments, `[` `]` around bytes that must decode
/// whole) as `llvm-mc --disassemble` does; `file` names it in messages.
/// Bytes run on from line to line: an instruction may start on one line
/// and end on the next. An undecodable instruction is a warning at its
/// first byte, and the bytes are stepped over (except in brackets, where
/// the rest of the run is dropped). Only instructions whose predicates
/// hold with `features` decode (llvm-mc's `-mattr`; see
/// [`FeatureBits::for_mattr`]).
pub fn bytes_listing(tables: &'static TargetTables, features: &FeatureBits, file: &str, source: &str) -> Listing {
    let mut listing = Listing { text: "\t.text\n".to_string(), ..Listing::default() };
    let symbols = Symbols::default();
    let printer = Printer::new(tables, &symbols);
    let (runs, errors) = input::parse(source);
    listing.failed = !errors.is_empty();
    // llvm-mc reports errors and warnings as it reaches them: by position.
    let mut messages: Vec<(usize, String)> =
        errors.iter().map(|e| (e.offset, e.render(file, source, "error"))).collect();
    for run in &runs {
        disassemble_run(&printer, features, run, &mut listing.text, &mut |offset| {
            let m = Message { offset, text: "invalid instruction encoding".into() };
            messages.push((offset, m.render(file, source, "warning")));
        });
    }
    messages.sort_by_key(|(offset, _)| *offset);
    listing.messages = messages.into_iter().map(|(_, m)| m).collect();
    listing
}

/// Decodes one run of bytes, printing each instruction and reporting the
/// source offset of each byte that starts no instruction.
fn disassemble_run(
    printer: &Printer<'_>,
    features: &FeatureBits,
    run: &ByteRun,
    out: &mut String,
    warn: &mut dyn FnMut(usize),
) {
    let mut at = 0;
    while at < run.bytes.len() {
        match decode_for(printer.tables, Some(features), &run.bytes[at..], at as u64) {
            Ok((inst, length)) => {
                instruction_line(printer, &inst, out);
                at += length.max(1);
            }
            Err(e) => {
                warn(run.offsets[at]);
                if run.atomic {
                    return;
                }
                at += e.skip();
            }
        }
    }
}

/// One instruction as llvm-mc's assembly streamer writes it: a tab, the
/// text, and the printer's remark after it in a comment at column 40.
pub fn instruction_line(printer: &Printer<'_>, inst: &MCInst, out: &mut String) {
    out.push('\t');
    let start = out.len();
    let note = printer.print_with_note(inst, out);
    if let Some(note) = note {
        let comment = printer.tables.syntax.comment_strings.first().map_or("#", String::as_str);
        let mut col = 0usize;
        for c in out[start..].chars() {
            // A tab already at a multiple of 8 adds nothing.
            col = if c == '\t' { col + (8 - col % 8) % 8 } else { col + 1 };
        }
        let pad = if col < 40 { 40 - col } else { 1 };
        out.extend(std::iter::repeat_n(' ', pad));
        let _ = write!(out, "{comment} {note}");
    }
    out.push('\n');
}
