//! Putting a stack map into an object: the section joins an
//! [`Assembly`] before its symbols are resolved, each function address a
//! 64-bit data word naming the function's symbol, so the usual relocation
//! pass gives it the target's absolute relocation (`R_X86_64_64`,
//! `R_AARCH64_ABS64`, `R_PPC64_ADDR64`) against the symbol, or against its
//! section when the function is local, as llc does.

use super::{function_address_offset, write, Endian, StackMap, SECTION_NAME};
use crate::asm::data::{DataTerm, DataValue};
use crate::asm::sections::{flags, types, Attributes};
use crate::asm::{Appearance, Assembly, DataReloc, Section};
use crate::error::{codes, Error};
use crate::mc::TargetTables;

/// Adds `map` as section `.llvm_stackmaps` (allocated, 8-byte aligned) to
/// `asm`; `function_symbols[i]` is function `i`'s symbol (one not defined
/// in `asm` becomes an undefined global, as for any data reference).
/// Fails when the target has no stack maps (its description's
/// `StackMaps`; BPF has none) or no 64-bit data relocation, when the
/// symbols do not match the functions, or when the section is already
/// there.
pub fn add_section(
    tables: &TargetTables,
    asm: &mut Assembly,
    map: &StackMap,
    function_symbols: &[&str],
) -> Result<(), Error> {
    super::patch::check_supported(tables)?;
    if crate::asm::relocate::data_reloc(tables, 8).is_none() {
        let message = "stack maps need a 64-bit data relocation, which this target lacks";
        return Err(Error::new(codes::METADATA_RELOCATION, message));
    }
    if function_symbols.len() != map.functions.len() {
        let message =
            format!("{} function symbols for {} stack map functions", function_symbols.len(), map.functions.len());
        return Err(Error::new(codes::METADATA_SYMBOL, message));
    }
    if asm.sections.iter().any(|s| s.name == SECTION_NAME) {
        return Err(Error::new(codes::ASM_METADATA, format!("the object already has a {SECTION_NAME} section")));
    }
    // Symbols already listed, looked up once (not once per function).
    let mut listed: std::collections::HashSet<u32> = asm
        .appearances
        .iter()
        .filter_map(|a| match a {
            Appearance::Symbol(s) => Some(*s),
            _ => None,
        })
        .collect();
    let endian = if tables.object.little_endian { Endian::Little } else { Endian::Big };
    let attributes = Attributes { flags: flags::ALLOC, kind: types::PROGBITS, entsize: 0 };
    let mut section = Section::new(SECTION_NAME, attributes, 8);
    section.data = write(map, endian);
    for (i, (symbol, function)) in function_symbols.iter().zip(&map.functions).enumerate() {
        let symbol = asm.symbols.intern(symbol);
        if listed.insert(symbol) {
            asm.appearances.push(Appearance::Symbol(symbol));
        }
        // The model's address is added to the symbol (0 from the builder).
        let value = DataValue { plus: Some(DataTerm::Symbol(symbol)), minus: None, constant: function.address as i64 };
        section.data_relocs.push(DataReloc { offset: function_address_offset(i), size: 8, value, line: 0, col: 0 });
    }
    asm.sections.push(section);
    asm.appearances.push(Appearance::Section(asm.sections.len() - 1));
    Ok(())
}
