//! Disassembly as the LLVM tools print it: byte lines in `llvm-mc
//! --disassemble`'s input format ([`bytes_listing`]) and objects as
//! `llvm-objdump -d -r` shows them ([`objdump`]). Both decode with
//! [`crate::mc::decode`] and print with the target's printer.

pub mod input;
pub mod objdump;
mod object_symbols;

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
    // Aliases print with the features on, as in the assembler's listing.
    let printer = Printer::new(tables, &symbols).with_features(*features);
    let (runs, errors) = input::parse(source);
    listing.failed = !errors.is_empty();
    let mut messages: Vec<(Message, &str)> = errors.into_iter().map(|e| (e, "error")).collect();
    for run in &runs {
        disassemble_run(&printer, features, run, &mut listing.text, &mut |offset| {
            messages.push((Message { offset, text: "invalid instruction encoding".into() }, "warning"));
        });
    }
    // llvm-mc reports errors and warnings as it reaches them: by position.
    messages.sort_by_key(|(m, _)| m.offset);
    listing.messages = render_messages(file, source, &messages);
    listing
}

/// The messages as llvm-mc prints them, bounded as the other commands'
/// are (docs/limits.md): the first [`MAX_ERRORS_PER_FILE`] of them, then a
/// note of how many were left out; once the source lines quoted pass
/// [`MAX_QUOTED_BYTES_PER_FILE`], messages come without their line. (A
/// line of many invalid bytes quoted once per byte made 34 MB of warnings
/// from 34 kB of input.)
fn render_messages(file: &str, source: &str, messages: &[(Message, &str)]) -> String {
    use crate::limits::MAX_ERRORS_PER_FILE;
    use crate::text_diagnostic::MAX_QUOTED_BYTES_PER_FILE;
    let lines = input::Lines::new(source);
    let mut out = String::new();
    let mut quoted = 0;
    for (m, kind) in messages.iter().take(MAX_ERRORS_PER_FILE) {
        quoted += m.quoted_len(source, &lines);
        out.push_str(&m.render(file, source, &lines, kind, quoted <= MAX_QUOTED_BYTES_PER_FILE));
    }
    if messages.len() > MAX_ERRORS_PER_FILE {
        let _ = writeln!(out, "{file}: note: {} more messages not shown", messages.len() - MAX_ERRORS_PER_FILE);
    }
    out
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
