//! The ELF64 relocatable writer. Layout, as llvm-mc 19 writes it: header;
//! section contents; `.symtab`; `.rel*` sections; `.strtab` (one string
//! table for section and symbol names); section headers. Header order:
//! null, `.strtab`, each section followed by its `.rel` section, `.symtab`.
//! Relocation sections are `.rel` (REL) or, on targets whose relocations
//! carry their addend, `.rela` (RELA).

use super::string_table::StringTable;
use crate::asm::relocate::{RelocTarget, Relocation};
use crate::asm::sections::{flags, types};
use crate::asm::symbol_attrs::combine_types;
use crate::asm::{Appearance, Assembly, Contents};
use crate::error::{codes, Error};
use crate::limits::MAX_OBJECT_BYTES;
use crate::mc::TargetTables;
use ::object::elf;
use ::object::endian::{Endianness, U16, U32, U64};
use ::object::pod::bytes_of;
use std::io::Write;

/// A symbol table entry before encoding.
struct Symbol {
    name: String,
    value: u64,
    /// Section header index (0: undefined).
    shndx: u16,
    info: u8,
    /// Visibility.
    other: u8,
    size: u64,
}

/// Where each section header's contents go.
struct Layout {
    offset: u64,
    size: u64,
}

/// The object file for `asm` with `relocations` (one list per section).
pub fn write_elf(tables: &TargetTables, asm: &Assembly, relocations: &[Vec<Relocation>]) -> Result<Vec<u8>, Error> {
    let mut bytes = Vec::new();
    write_elf_to(tables, asm, relocations, &mut bytes)?;
    Ok(bytes)
}

/// Bytes written in order to a stream, with zero padding up to offsets.
struct Sink<'w> {
    out: &'w mut dyn Write,
    at: u64,
}

impl Sink<'_> {
    fn bytes(&mut self, b: &[u8]) -> Result<(), Error> {
        self.out.write_all(b).map_err(write_failed)?;
        self.at += b.len() as u64;
        Ok(())
    }

    /// Zeros up to file offset `offset`.
    fn pad_to(&mut self, offset: u64) -> Result<(), Error> {
        const ZEROS: [u8; 4096] = [0; 4096];
        while self.at < offset {
            let n = (offset - self.at).min(ZEROS.len() as u64) as usize;
            self.bytes(&ZEROS[..n])?;
        }
        Ok(())
    }
}

fn write_failed(e: std::io::Error) -> Error {
    Error::new(codes::OBJECT_WRITE, format!("cannot write the object: {e}"))
}

/// [`write_elf`] into a stream (a file), so that the object is never
/// held in memory a second time. Its size is checked against
/// [`MAX_OBJECT_BYTES`] before anything is written.
pub fn write_elf_to(
    tables: &TargetTables,
    asm: &Assembly,
    relocations: &[Vec<Relocation>],
    out: &mut dyn Write,
) -> Result<(), Error> {
    for s in &asm.sections {
        if s.attributes.kind == types::NOBITS && s.data.iter().any(|&b| b != 0) {
            return Err(Error::new(
                codes::OBJECT_WRITE,
                format!("non-zero contents in SHT_NOBITS section '{}'", s.name),
            ));
        }
    }
    // Section headers are counted in 16 bits (below SHN_LORESERVE).
    let headers = 3 + asm.sections.len() + relocations.iter().filter(|r| !r.is_empty()).count();
    if headers >= elf::SHN_LORESERVE as usize {
        let message =
            format!("the object would have {headers} section headers, more than ELF's {}", elf::SHN_LORESERVE);
        return Err(Error::new(codes::LIMIT_SECTIONS, message));
    }
    let e = if tables.object.little_endian { Endianness::Little } else { Endianness::Big };

    // Section header indices.
    let mut index = 2u16; // 0: null, 1: .strtab
    let mut section_index = Vec::new();
    let mut rel_index = Vec::new();
    for r in relocations.iter().take(asm.sections.len()) {
        section_index.push(index);
        index += 1;
        rel_index.push((!r.is_empty()).then_some(index));
        index += !r.is_empty() as u16;
    }
    let symtab_index = index;
    let section_count = index as usize + 1;

    // Symbols: locals, then globals, each in order of first appearance.
    let (symbols, first_global, symbol_index, section_symbol) = symbols(tables, asm, relocations, &section_index);

    let rela = tables.object.relocations_with_addend;
    let (rel_prefix, rel_type, rel_size) = if rela { (".rela", elf::SHT_RELA, 24) } else { (".rel", elf::SHT_REL, 16) };
    let rel_names: Vec<String> = asm.sections.iter().map(|s| format!("{rel_prefix}{}", s.name)).collect();
    let mut names: Vec<&str> = vec![".strtab", ".symtab"];
    for (i, s) in asm.sections.iter().enumerate() {
        names.push(&s.name);
        if rel_index[i].is_some() {
            names.push(&rel_names[i]);
        }
    }
    names.extend(symbols.iter().map(|s| s.name.as_str()));
    let strtab = StringTable::new(names);

    // File layout.
    let mut at = 64u64;
    let mut layout = Vec::new();
    for s in &asm.sections {
        at = at.next_multiple_of(s.alignment.max(1));
        let size = s.data.len() as u64;
        layout.push(Layout { offset: at, size });
        if s.attributes.kind != types::NOBITS {
            at += size;
        }
    }
    at = at.next_multiple_of(8);
    let symtab = Layout { offset: at, size: 24 * (symbols.len() as u64 + 1) };
    at += symtab.size;
    let mut rel_layout = Vec::new();
    for r in relocations {
        at = at.next_multiple_of(8);
        rel_layout.push(Layout { offset: at, size: rel_size * r.len() as u64 });
        at += rel_size * r.len() as u64;
    }
    let strtab_layout = Layout { offset: at, size: strtab.bytes().len() as u64 };
    at += strtab_layout.size;
    let headers_at = at.next_multiple_of(8);

    let file_size = headers_at + 64 * section_count as u64;
    if file_size > MAX_OBJECT_BYTES {
        let message = format!(
            "the object would be {file_size} bytes (alignment padding included), more than the limit of {} MiB",
            MAX_OBJECT_BYTES >> 20
        );
        return Err(Error::new(codes::LIMIT_OBJECT_SIZE, message));
    }

    // Contents.
    let mut out = Sink { out, at: 0 };
    let header = file_header(e, tables.object.elf_machine, asm.elf_flags, headers_at, section_count as u16);
    out.bytes(bytes_of(&header))?;
    for (s, l) in asm.sections.iter().zip(&layout) {
        if s.attributes.kind != types::NOBITS {
            out.pad_to(l.offset)?;
            out.bytes(&s.data)?;
        }
    }
    out.pad_to(symtab.offset)?;
    out.bytes(bytes_of(&elf::Sym64::<Endianness>::default()))?;
    for s in &symbols {
        let sym = elf::Sym64 {
            st_name: U32::new(e, strtab.offset(&s.name)),
            st_info: s.info,
            st_other: s.other,
            st_shndx: U16::new(e, s.shndx),
            st_value: U64::new(e, s.value),
            st_size: U64::new(e, s.size),
        };
        out.bytes(bytes_of(&sym))?;
    }
    for (r, l) in relocations.iter().zip(&rel_layout) {
        out.pad_to(l.offset)?;
        for rel in r {
            let sym = match rel.target {
                RelocTarget::Symbol(s) => symbol_index[s as usize],
                RelocTarget::Section(s) => section_symbol[s],
            };
            let (r_offset, r_info) = (U64::new(e, rel.offset), U64::new(e, (sym as u64) << 32 | rel.r_type as u64));
            if rela {
                out.bytes(bytes_of(&elf::Rela64 {
                    r_offset,
                    r_info,
                    r_addend: ::object::endian::I64::new(e, rel.addend),
                }))?;
            } else {
                out.bytes(bytes_of(&elf::Rel64 { r_offset, r_info }))?;
            }
        }
    }
    out.bytes(strtab.bytes())?;
    out.pad_to(headers_at)?;

    // Section headers.
    let header = |name: &str, kind: u32, flags: u64, l: &Layout, link: u32, info: u32, align: u64, entsize: u64| {
        elf::SectionHeader64 {
            sh_name: U32::new(e, strtab.offset(name)),
            sh_type: U32::new(e, kind),
            sh_flags: U64::new(e, flags),
            sh_addr: U64::new(e, 0),
            sh_offset: U64::new(e, l.offset),
            sh_size: U64::new(e, l.size),
            sh_link: U32::new(e, link),
            sh_info: U32::new(e, info),
            sh_addralign: U64::new(e, align),
            sh_entsize: U64::new(e, entsize),
        }
    };
    out.bytes(&[0; 64])?; // the null section header
    out.bytes(bytes_of(&header(".strtab", elf::SHT_STRTAB, 0, &strtab_layout, 0, 0, 1, 0)))?;
    for (i, s) in asm.sections.iter().enumerate() {
        let a = &s.attributes;
        let link = s.link.map_or(0, |l| section_index[l] as u32);
        out.bytes(bytes_of(&header(&s.name, a.kind, a.flags, &layout[i], link, 0, s.alignment, a.entsize)))?;
        if rel_index[i].is_some() {
            let flags = elf::SHF_INFO_LINK as u64;
            let h = header(
                &rel_names[i],
                rel_type,
                flags,
                &rel_layout[i],
                symtab_index as u32,
                section_index[i] as u32,
                8,
                rel_size,
            );
            out.bytes(bytes_of(&h))?;
        }
    }
    out.bytes(bytes_of(&header(".symtab", elf::SHT_SYMTAB, 0, &symtab, 1, first_global, 8, 24)))?;
    out.out.flush().map_err(write_failed)
}

fn file_header(
    e: Endianness,
    machine: u16,
    flags: u32,
    headers_at: u64,
    section_count: u16,
) -> elf::FileHeader64<Endianness> {
    let data = if e == Endianness::Little { elf::ELFDATA2LSB } else { elf::ELFDATA2MSB };
    elf::FileHeader64 {
        e_ident: elf::Ident {
            magic: elf::ELFMAG,
            class: elf::ELFCLASS64,
            data,
            version: elf::EV_CURRENT,
            os_abi: elf::ELFOSABI_NONE,
            abi_version: 0,
            padding: [0; 7],
        },
        e_type: U16::new(e, elf::ET_REL),
        e_machine: U16::new(e, machine),
        e_version: U32::new(e, elf::EV_CURRENT as u32),
        e_entry: U64::new(e, 0),
        e_phoff: U64::new(e, 0),
        e_shoff: U64::new(e, headers_at),
        e_flags: U32::new(e, flags),
        e_ehsize: U16::new(e, 64),
        e_phentsize: U16::new(e, 0),
        e_phnum: U16::new(e, 0),
        e_shentsize: U16::new(e, 64),
        e_shnum: U16::new(e, section_count),
        e_shstrndx: U16::new(e, 1),
    }
}

/// The symbol table: entries (without the null one), the index of the first
/// global, each assembler symbol's index, each section symbol's index.
fn symbols(
    tables: &TargetTables,
    asm: &Assembly,
    relocations: &[Vec<Relocation>],
    section_index: &[u16],
) -> (Vec<Symbol>, u32, Vec<u32>, Vec<u32>) {
    let mut needs_section_symbol = vec![false; asm.sections.len()];
    let mut referenced = vec![false; asm.symbols.len()];
    for r in relocations.iter().flatten() {
        match r.target {
            RelocTarget::Section(s) => needs_section_symbol[s] = true,
            RelocTarget::Symbol(s) => referenced[s as usize] = true,
        }
    }
    let mut locals: Vec<(Appearance, Symbol)> = Vec::new();
    let mut globals: Vec<(Appearance, Symbol)> = Vec::new();
    for &a in &asm.appearances {
        match a {
            Appearance::Section(s) if needs_section_symbol[s] => {
                let info = elf::STB_LOCAL << 4 | elf::STT_SECTION;
                locals.push((
                    a,
                    Symbol { name: String::new(), value: 0, shndx: section_index[s], info, other: 0, size: 0 },
                ));
            }
            Appearance::Section(_) => {}
            Appearance::File(f) => {
                let info = elf::STB_LOCAL << 4 | elf::STT_FILE;
                let file =
                    (a, Symbol { name: asm.files[f].clone(), value: 0, shndx: elf::SHN_ABS, info, other: 0, size: 0 });
                // llvm-mc puts the first file before every local, the others
                // where they appear.
                if f == 0 {
                    locals.insert(0, file);
                } else {
                    locals.push(file);
                }
            }
            Appearance::Mapping { section, offset, contents } => {
                let Some(symbols) = &tables.object.mapping_symbols else { continue };
                let name = if contents == Contents::Code { &symbols.code } else { &symbols.data };
                let info = elf::STB_LOCAL << 4 | elf::STT_NOTYPE;
                locals.push((
                    a,
                    Symbol {
                        name: name.to_string(),
                        value: offset,
                        shndx: section_index[section],
                        info,
                        other: 0,
                        size: 0,
                    },
                ));
            }
            Appearance::Symbol(i) => {
                let name = asm.symbols.name(i);
                // A temporary symbol stays out unless a relocation names it.
                if name.starts_with(".L") && !referenced[i as usize] {
                    continue;
                }
                // Relocations against absolute values name no symbol.
                if asm.symbols.is_absolute(i) {
                    continue;
                }
                let label = asm.labels.get(i as usize).copied().flatten();
                let attrs = asm.flags(i);
                let constant = asm.symbols.constant(i);
                let (value, shndx) = match (label, attrs.common, constant) {
                    (Some(l), _, _) => (l.offset, section_index[l.section]),
                    // A common symbol's value is its alignment.
                    (None, Some((_, align)), _) => (align, elf::SHN_COMMON),
                    // `.set`'s constants are absolute.
                    (None, None, Some(v)) => (v as u64, elf::SHN_ABS),
                    (None, None, None) => (0, 0),
                };
                // A label in a thread-local section is a TLS symbol, as the
                // ELF streamer of llvm-mc types it, unless `.type` says otherwise.
                let tls = attrs.thread_local
                    || label.is_some_and(|l| asm.sections[l.section].attributes.flags & flags::TLS != 0);
                let implied = match (tls, attrs.common) {
                    (true, _) => elf::STT_TLS,
                    (false, Some(_)) => elf::STT_OBJECT,
                    (false, None) => elf::STT_NOTYPE,
                };
                let kind = combine_types(attrs.kind.unwrap_or(elf::STT_NOTYPE), implied);
                let other = attrs.visibility;
                let size = attrs.common.map_or(attrs.size, |(size, _)| size);
                let symbol =
                    |bind: u8| Symbol { name: name.to_string(), value, shndx, info: bind << 4 | kind, other, size };
                // An undefined symbol is global once anything names it.
                let defined = label.is_some() || constant.is_some();
                if asm.is_global(i) || (!defined && (referenced[i as usize] || attrs.attributed)) {
                    globals.push((a, symbol(if attrs.weak { elf::STB_WEAK } else { elf::STB_GLOBAL })));
                } else if defined {
                    locals.push((a, symbol(elf::STB_LOCAL)));
                }
            }
        }
    }
    let first_global = locals.len() as u32 + 1;
    let mut symbol_index = vec![0u32; asm.symbols.len()];
    let mut section_symbol = vec![0u32; asm.sections.len()];
    let mut table = Vec::new();
    for (n, (a, sym)) in locals.into_iter().chain(globals).enumerate() {
        match a {
            Appearance::Section(s) => section_symbol[s] = n as u32 + 1,
            Appearance::Symbol(i) => symbol_index[i as usize] = n as u32 + 1,
            // Nothing refers to file and mapping symbols.
            Appearance::File(_) | Appearance::Mapping { .. } => {}
        }
        table.push(sym);
    }
    (table, first_global, symbol_index, section_symbol)
}
