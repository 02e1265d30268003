//! `llvm-objdump -d [-r]` for ELF64 objects and linked files (shared
//! objects, executables) of a target with tables: the
//! executable sections, one label per symbol location, each instruction
//! with its address and bytes as llvm-objdump 19 lays them out, PC-relative
//! targets as addresses with the symbol they fall in, and relocations
//! under the instruction they patch.

use super::object_symbols::{FileSymbols, Symbol};
use crate::error::{codes, Error};
use crate::mc::decode::decode_for;
use crate::mc::features::FeatureBits;
use crate::mc::print::{Labels, Printer};
use crate::mc::symbols::Symbols;
use crate::mc::{MCInst, MCOperand, TargetTables};
use crate::object::names;
use object::elf;
use object::read::elf::ElfFile64;
use object::{Endianness, Object, ObjectSection, ObjectSymbol, RelocationFlags, RelocationTarget, SymbolKind};
use std::fmt::Write;

/// What to print besides the disassembly.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// `-r`: each relocation under the instruction it patches.
    pub relocations: bool,
}

/// The features llvm-objdump decodes with for `--mattr` lists `mattr`:
/// as llvm-mc's, except that AArch64 without any takes every feature
/// (llvm-objdump's default there), and with warnings for unknown names.
pub fn features(tables: &TargetTables, mattr: &[&str]) -> (FeatureBits, Vec<String>) {
    let every = tables.object.elf_machine == elf::EM_AARCH64 && mattr.iter().all(|l| l.trim().is_empty());
    FeatureBits::for_mattr(tables, if every { &["+all"] } else { mattr })
}

/// A relocation of a section, ready to print.
struct Relocation {
    offset: u64,
    text: String,
}

/// What `llvm-objdump -d` (and `-r` with `options.relocations`) prints for
/// the ELF64 object `bytes`, named `file_name`; `tables` and `features`
/// are the target's (see [`crate::targets::for_elf`]).
pub fn objdump(
    tables: &'static TargetTables,
    features: &FeatureBits,
    file_name: &str,
    bytes: &[u8],
    options: Options,
) -> Result<String, Error> {
    let file = ElfFile64::<Endianness>::parse(bytes)
        .map_err(|e| Error::new(codes::OBJECT_FORMAT, format!("{file_name}: not an ELF64 object: {e}")))?;
    let machine = file.elf_header().e_machine.get(file.endian());
    let (format, _) = names::format_and_arch(machine, file.is_little_endian());
    let mut out = format!("\n{file_name}:\tfile format {format}\n");
    let mut symbols = FileSymbols::read(&file);
    for section in file.sections() {
        let header = section.elf_section_header();
        let flags = header.sh_flags.get(file.endian());
        if header.sh_type.get(file.endian()) != elf::SHT_PROGBITS || flags & u64::from(elf::SHF_EXECINSTR) == 0 {
            continue;
        }
        let name = section.name().unwrap_or("");
        let data = section.data().map_err(|e| {
            Error::new(codes::OBJECT_TRUNCATED, format!("{file_name}: cannot read section {name}: {e}"))
        })?;
        if data.is_empty() {
            continue;
        }
        let _ = writeln!(out, "\nDisassembly of section {name}:");
        let index = section.index().0;
        symbols.label_section_start(index, name, section.address());
        let relocations = if options.relocations { section_relocations(&file, &section, machine) } else { Vec::new() };
        let listing = SectionListing {
            tables,
            features,
            machine,
            index,
            address: section.address(),
            data,
            file_symbols: &symbols,
            symbols: &symbols.by_section[&index],
        };
        listing.print(&relocations, &mut out);
    }
    Ok(out)
}

/// A section's relocations by offset, each as llvm-objdump prints it
/// after the type: the symbol (or section) and the addend.
fn section_relocations(
    file: &ElfFile64<'_, Endianness>,
    section: &object::read::elf::ElfSection64<'_, '_, Endianness>,
    machine: u16,
) -> Vec<Relocation> {
    let mut out = Vec::new();
    for (offset, rel) in section.relocations() {
        let RelocationFlags::Elf { r_type } = rel.flags() else { continue };
        let mut text = format!("{}\t", names::relocation_name(machine, r_type));
        match rel.target() {
            RelocationTarget::Symbol(index) => match file.symbol_by_index(index) {
                Ok(sym) if sym.kind() == SymbolKind::Section => {
                    let name = sym.section_index().and_then(|s| file.section_by_index(s).ok());
                    text.push_str(name.as_ref().and_then(|s| s.name().ok()).unwrap_or(""));
                }
                Ok(sym) => text.push_str(sym.name().unwrap_or("")),
                Err(_) => text.push_str("*ABS*"),
            },
            _ => text.push_str("*ABS*"),
        }
        let addend = rel.addend();
        if rel.has_implicit_addend() || addend == 0 {
        } else if addend < 0 {
            let _ = write!(text, "-0x{:x}", addend.unsigned_abs());
        } else {
            let _ = write!(text, "+0x{addend:x}");
        }
        out.push(Relocation { offset, text });
    }
    out.sort_by_key(|r| r.offset);
    out
}

/// One executable section being listed.
struct SectionListing<'a> {
    tables: &'static TargetTables,
    features: &'a FeatureBits,
    machine: u16,
    /// Its section index and address.
    index: usize,
    address: u64,
    data: &'a [u8],
    file_symbols: &'a FileSymbols,
    /// Its own symbols (with one at its start).
    symbols: &'a [Symbol],
}

impl Labels for SectionListing<'_> {
    /// The symbol `address` falls in, as llvm-objdump names targets.
    fn label(&self, address: u64) -> Option<String> {
        self.file_symbols.label(self.index, address)
    }

    fn hex_immediates(&self) -> bool {
        self.machine != elf::EM_PPC64
    }

    fn pc_relative_as_address(&self) -> bool {
        !matches!(self.machine, elf::EM_BPF | elf::EM_PPC64)
    }
}

impl SectionListing<'_> {
    fn print(&self, relocations: &[Relocation], out: &mut String) {
        let size = self.data.len() as u64;
        // One label per location: the last by name, data symbols only when
        // nothing else is there; not even those where a mapping symbol is
        // (llvm-objdump prefers it, and does not print it).
        let mut labels: Vec<(u64, Option<&str>, bool)> = Vec::new();
        // (Symbols before the section's start label nothing in it.)
        let first = self.symbols.partition_point(|s| s.address < self.address);
        for group in self.symbols[first..].chunk_by(|a, b| a.address == b.address) {
            let offset = group[0].address - self.address;
            let shown: Vec<&Symbol> = group.iter().filter(|s| s.mapping.is_none()).collect();
            let code: Vec<&&Symbol> = shown.iter().filter(|s| !s.data).collect();
            let pick = code.last().map(|s| **s).or(shown.last().copied());
            let mapped = group.iter().any(|s| s.mapping.is_some());
            match pick {
                Some(s) if s.data && mapped => labels.push((offset, None, false)),
                Some(s) => labels.push((offset, Some(&s.name), s.data)),
                None => {}
            }
        }
        let symbols = Symbols::default();
        let printer = Printer::new(self.tables, &symbols).with_features(*self.features).in_objdump_style(self);
        let mut next_relocation = 0;
        for (i, &(start, name, data)) in labels.iter().enumerate() {
            let end = labels.get(i + 1).map_or(size, |&(a, _, _)| a).min(size);
            if start > end || start >= size && i + 1 < labels.len() {
                continue;
            }
            if let Some(name) = name {
                let _ = writeln!(out, "\n{:016x} <{name}>:", self.address + start);
            }
            // A data object in code is dumped as bytes, its relocations
            // not shown, as llvm-objdump does without -D.
            if data {
                self.data_dump(start, end, out);
                while relocations.get(next_relocation).is_some_and(|r| r.offset < end) {
                    next_relocation += 1;
                }
                continue;
            }
            let mut at = start;
            while at < end {
                let length = match self.mapping_at(at) {
                    Some(b'd') => self.data_item(at, end.min(self.next_mapping(at)), out),
                    _ => {
                        // A run of zeros in code, up to the next relocation,
                        // is elided as llvm-objdump does without
                        // --disassemble-zeroes.
                        let limit = relocations.get(next_relocation).map_or(end, |r| r.offset.clamp(at, end));
                        let zeros = skippable_zeros(&self.data[at as usize..limit as usize]);
                        if zeros > 0 {
                            out.push_str("\t\t...\n");
                            at += zeros;
                            continue;
                        }
                        self.instruction(&printer, at, out)
                    }
                };
                out.push('\n');
                while let Some(r) = relocations.get(next_relocation).filter(|r| r.offset < at + length) {
                    let _ = writeln!(out, "\t\t{:016x}:  {}", self.address + r.offset, r.text);
                    next_relocation += 1;
                }
                at += length;
            }
        }
    }

    /// Bytes `start..end` eight to a line, in hexadecimal and as ASCII
    /// (`.` for what does not print).
    fn data_dump(&self, start: u64, end: u64, out: &mut String) {
        for (line, chunk) in self.data[start as usize..end as usize].chunks(8).enumerate() {
            let _ = write!(out, "{:8x}:", self.address + start + 8 * line as u64);
            for b in chunk {
                let _ = write!(out, " {b:02x}");
            }
            out.extend(std::iter::repeat_n(' ', 3 * (8 - chunk.len()) + 9));
            out.extend(chunk.iter().map(|&b| if (0x20..0x7F).contains(&b) { b as char } else { '.' }));
            out.push('\n');
        }
    }

    /// The kind of the last mapping symbol at or before `offset`.
    fn mapping_at(&self, offset: u64) -> Option<u8> {
        let before = self.symbols.partition_point(|s| s.address <= self.address.saturating_add(offset));
        self.symbols[..before].iter().rev().find_map(|s| s.mapping)
    }

    /// Where the next mapping symbol after `offset` starts.
    fn next_mapping(&self, offset: u64) -> u64 {
        let after = self.symbols.partition_point(|s| s.address <= self.address.saturating_add(offset));
        self.symbols[after..].iter().find(|s| s.mapping.is_some()).map_or(u64::MAX, |s| s.address - self.address)
    }

    /// The start of a line: the address and the raw bytes, padded so that
    /// the tab after them reaches the instruction column.
    fn line_head(&self, offset: u64, bytes: &[u8], words: bool, out: &mut String) {
        let start = out.len();
        if self.machine == elf::EM_BPF {
            let _ = write!(out, "{:8}:\t", (self.address + offset) / 8);
            hex_bytes(bytes, out);
            return;
        }
        let _ = write!(out, "{:8x}: ", self.address + offset);
        if words && bytes.len() == 4 {
            let w = if self.tables.object.little_endian {
                u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]])
            } else {
                u32::from_be_bytes([bytes[0], bytes[1], bytes[2], bytes[3]])
            };
            let _ = write!(out, "{w:08x}");
        } else {
            hex_bytes(bytes, out);
        }
        let column = out.len() - start;
        let stop = self.instruction_column() - 1;
        let pad = if column < stop { stop - column } else { 7 - column % 8 };
        out.extend(std::iter::repeat_n(' ', pad));
    }

    /// The column instructions start at: x86's wider for its long byte
    /// strings.
    fn instruction_column(&self) -> usize {
        if self.machine == elf::EM_X86_64 {
            40
        } else {
            24
        }
    }

    /// A data word (or a shorter piece before `end`) in a data region of
    /// code: `.word 0x00000001`.
    fn data_item(&self, at: u64, end: u64, out: &mut String) -> u64 {
        let at_usize = at as usize;
        let length: u64 = if at + 4 <= end {
            4
        } else if at + 2 <= end {
            2
        } else {
            1
        };
        let bytes = &self.data[at_usize..at_usize + length as usize];
        self.line_head(at, bytes, false, out);
        let little = self.tables.object.little_endian;
        let value = bytes.iter().enumerate().fold(0u64, |v, (i, &b)| {
            let shift = if little { i } else { bytes.len() - 1 - i } * 8;
            v | u64::from(b) << shift
        });
        let (directive, digits) = match length {
            4 => (".word", 8),
            2 => (".short", 4),
            _ => (".byte", 2),
        };
        let _ = write!(out, "\t{directive}\t0x{value:0digits$x}");
        length
    }

    /// One instruction (or `<unknown>` for bytes that decode to none) at
    /// `at`; returns how many bytes it took.
    fn instruction(&self, printer: &Printer<'_>, at: u64, out: &mut String) -> u64 {
        // The section's bytes to its end: llvm-objdump lets an instruction
        // run past the next symbol, and starts that symbol at its own
        // address all the same.
        let bytes = &self.data[at as usize..];
        let words = self.machine == elf::EM_AARCH64;
        match decode_for(self.tables, Some(self.features), bytes, self.address + at) {
            Ok((inst, length)) => {
                let length = length.max(1);
                self.line_head(at, &bytes[..length], words, out);
                out.push('\t');
                let note = printer.print_at(&inst, self.address + at, length as u64, out);
                let memory = self.memory_target(&inst, at, length as u64);
                let line = out.rfind('\n').map_or(0, |i| i + 1);
                let mut column = text_column(0, &out[line..]);
                for comment in note.into_iter().chain(memory) {
                    // A second remark goes on a line of its own.
                    if column == 0 {
                        out.push('\n');
                    }
                    self.comment(column, &comment, out);
                    column = 0;
                }
                length as u64
            }
            Err(e) => {
                let length = (e.skip() as u64).min(bytes.len() as u64).max(1);
                self.line_head(at, &bytes[..length as usize], words, out);
                out.push_str("\t<unknown>");
                length
            }
        }
    }

    /// A remark after the instruction (text so far reaching `column`), at
    /// llvm-objdump's comment column.
    fn comment(&self, column: usize, comment: &str, out: &mut String) {
        let want = self.instruction_column() + 32;
        let pad = if column < want { want - column } else { 1 };
        out.extend(std::iter::repeat_n(' ', pad));
        let comment_string = self.tables.syntax.comment_strings.first().map_or("#", String::as_str);
        let _ = write!(out, "{comment_string} {comment}");
    }

    /// x86's RIP-relative memory operand: the address it reaches, with the
    /// symbol it falls in (`0x1c <f+0x8>`).
    fn memory_target(&self, inst: &MCInst, at: u64, length: u64) -> Option<String> {
        if self.machine != elf::EM_X86_64 {
            return None;
        }
        // The decoder's 64-bit instruction pointer.
        let rip = self.tables.decoder.modrm.instruction_pointers[0];
        let ops = inst.operands();
        let i = ops.iter().position(|&op| op == MCOperand::Reg(rip))?;
        // A memory operand's slots: base, scale, index, displacement,
        // segment; llvm-objdump follows none with a segment override.
        let MCOperand::Imm(disp) = *ops.get(i + 3)? else { return None };
        if matches!(ops.get(i + 4), Some(&MCOperand::Reg(s)) if s != crate::mc::inst::NO_REGISTER) {
            return None;
        }
        let target = (self.address + at + length).wrapping_add(disp as u64);
        Some(format!("0x{target:x}{}", self.label(target).unwrap_or_default()))
    }
}

/// The column `text` ends at when it starts at `column`, as LLVM's
/// formatted stream counts: a tab at a multiple of 8 adds nothing.
fn text_column(column: usize, text: &str) -> usize {
    text.chars().fold(column, |c, ch| if ch == '\t' { c + (8 - c % 8) % 8 } else { c + 1 })
}

/// How many leading zero bytes llvm-objdump skips: none below 8, else a
/// multiple of 4 (so that an instruction starting with zeros survives).
fn skippable_zeros(bytes: &[u8]) -> u64 {
    let n = bytes.iter().take_while(|&&b| b == 0).count();
    if n < 8 {
        0
    } else {
        (n & !3) as u64
    }
}

/// Bytes as llvm-objdump dumps them: two hex digits each, spaced.
fn hex_bytes(bytes: &[u8], out: &mut String) {
    for (i, b) in bytes.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let _ = write!(out, "{b:02x}");
    }
}
