//! Printing a stack map as `llvm-readobj --stackmap` 19 prints it.

use super::{Endian, LocationKind, StackMap};
use std::fmt::Write;

/// The stack map lines of `llvm-readobj --stackmap`: header counts,
/// functions, constants (numbered from 1), records with their locations
/// (constants as unsigned 32-bit values) and live-outs.
pub fn print(map: &StackMap) -> String {
    let mut out = String::new();
    let _ = write_map(&mut out, map);
    out
}

fn write_map(out: &mut String, map: &StackMap) -> std::fmt::Result {
    writeln!(out, "LLVM StackMap Version: {}", super::VERSION)?;
    writeln!(out, "Num Functions: {}", map.functions.len())?;
    for f in &map.functions {
        writeln!(
            out,
            "  Function address: {}, stack size: {}, callsite record count: {}",
            f.address, f.stack_size, f.record_count
        )?;
    }
    writeln!(out, "Num Constants: {}", map.constants.len())?;
    for (i, c) in map.constants.iter().enumerate() {
        writeln!(out, "  #{}: {c}", i + 1)?;
    }
    writeln!(out, "Num Records: {}", map.records.len())?;
    for r in &map.records {
        writeln!(out, "  Record ID: {}, instruction offset: {}", r.id, r.instruction_offset)?;
        writeln!(out, "    {} locations:", r.locations.len())?;
        for (i, l) in r.locations.iter().enumerate() {
            write!(out, "      #{}: ", i + 1)?;
            match l.kind {
                LocationKind::Register => write!(out, "Register R#{}", l.dwarf_reg)?,
                LocationKind::Direct => write!(out, "Direct R#{} + {}", l.dwarf_reg, l.offset)?,
                LocationKind::Indirect => write!(out, "Indirect [R#{} + {}]", l.dwarf_reg, l.offset)?,
                LocationKind::Constant => write!(out, "Constant {}", l.offset as u32)?,
                LocationKind::ConstantIndex => {
                    let index = l.offset as u32;
                    match map.constants.get(index as usize) {
                        Some(value) => write!(out, "ConstantIndex #{index} ({value})")?,
                        None => write!(out, "ConstantIndex #{index} (out of range)")?,
                    }
                }
            }
            writeln!(out, ", size: {}", l.size)?;
        }
        write!(out, "    {} live-outs: [ ", r.live_outs.len())?;
        for lo in &r.live_outs {
            write!(out, "R#{} ({}-bytes) ", lo.dwarf_reg, lo.size)?;
        }
        writeln!(out, "]")?;
    }
    Ok(())
}

/// What `llvm-readobj --stackmap FILE` prints for an ELF64 relocatable
/// object or executable: the file lines, then the stack map of its
/// `.llvm_stackmaps` section if it has one.
pub fn print_object(file_name: &str, bytes: &[u8]) -> Result<String, crate::error::Error> {
    use crate::error::{codes, Error};
    use ::object::read::elf::ElfFile64;
    use ::object::{Object, ObjectSection};
    let file = ElfFile64::<::object::Endianness>::parse(bytes)
        .map_err(|e| Error::new(codes::OBJECT_FORMAT, format!("{file_name}: not an ELF64 object: {e}")))?;
    let little = file.is_little_endian();
    let machine = file.elf_header().e_machine.get(file.endian());
    let (format, arch) = crate::object::names::format_and_arch(machine, little);
    let mut out =
        format!("\nFile: {file_name}\nFormat: {format}\nArch: {arch}\nAddressSize: 64bit\nLoadName: <Not found>\n");
    if let Some(section) = file.section_by_name(super::SECTION_NAME) {
        let data = section.data().map_err(|e| {
            Error::new(codes::OBJECT_TRUNCATED, format!("{file_name}: cannot read {}: {e}", super::SECTION_NAME))
        })?;
        let endian = if little { Endian::Little } else { Endian::Big };
        let map = super::parse_endian(data, endian)
            .map_err(|e| Error { message: format!("{file_name}: {}", e.message), ..e })?;
        out.push_str(&print(&map));
    }
    Ok(out)
}
