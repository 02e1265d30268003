//! Putting PC sections into an object: each section joins an [`Assembly`]
//! before its symbols are resolved, linked to its code section; each
//! relative entry is a data value `label - .` on a temporary label at the
//! PC, so the usual relocation pass gives it the target's PC-relative data
//! relocation (`R_X86_64_PC32`/`PC64`, `R_AARCH64_PREL32`/`PREL64`)
//! against the code section's symbol, the PC in the addend, as llc does.

use super::{layout, Attachment, Builder, CodeModel, PlacedFunction, SectionContents};
use crate::asm::data::{DataTerm, DataValue};
use crate::asm::sections::{flags, types, Attributes};
use crate::asm::{Appearance, Assembly, DataReloc, Label, Section};
use crate::error::{codes, Error};
use crate::mc::TargetTables;

/// The pointer size of every target tdc writes (ELF64).
pub(crate) const POINTER_SIZE: u8 = 8;

/// Adds the PC sections of `builder` to `asm`: each function's symbol must
/// be defined there. Fails when a symbol is not, or when the target has no
/// PC-relative data relocation of the entry size.
pub fn add_sections(tables: &TargetTables, asm: &mut Assembly, builder: &Builder) -> Result<(), Error> {
    let mut placed = Vec::new();
    for f in &builder.functions {
        let label = defined_label(asm, &f.symbol)?;
        let instructions = f.instructions.iter().map(|&(offset, a)| (label.offset + offset, a)).collect();
        placed.push(PlacedFunction {
            section: label.section,
            begin: label.offset,
            end: label.offset + f.size,
            attachment: f.attachment,
            instructions,
        });
    }
    add_placed(tables, asm, &placed, &builder.attachments, builder.code_model)
}

/// Adds the PC sections of functions already placed in `asm`'s sections.
pub fn add_placed(
    tables: &TargetTables,
    asm: &mut Assembly,
    functions: &[PlacedFunction],
    attachments: &[Attachment],
    code_model: CodeModel,
) -> Result<(), Error> {
    let entry_size = code_model.entry_size(POINTER_SIZE);
    let pcrel = if entry_size == 8 { tables.object.data_pcrel[2] } else { tables.object.data_pcrel[1] };
    let Some(_) = pcrel else {
        let message = format!(
            "PC sections are not supported on this target (no {}-bit PC-relative data relocation)",
            8 * entry_size
        );
        return Err(Error::new(codes::METADATA_RELOCATION, message));
    };
    let contents = layout(functions, attachments, code_model, POINTER_SIZE, tables.object.little_endian);
    let attributes =
        Attributes { flags: flags::WRITE | flags::ALLOC | flags::LINK_ORDER, kind: types::PROGBITS, entsize: 0 };
    for SectionContents { name, linked_to, data, entries } in contents {
        let s = linked_section(asm, &name, attributes, linked_to);
        let base = asm.sections[s].data.len() as u64;
        asm.sections[s].data.extend_from_slice(&data);
        for e in entries {
            let label = temporary_label(asm, Label { section: linked_to, offset: e.pc });
            let value = DataValue { plus: Some(DataTerm::Symbol(label)), minus: Some(DataTerm::Here), constant: 0 };
            asm.sections[s].data_relocs.push(DataReloc {
                offset: base + e.offset,
                size: e.size,
                value,
                line: 0,
                col: 0,
            });
        }
    }
    Ok(())
}

/// Where `symbol` is defined in `asm`.
pub(crate) fn defined_label(asm: &Assembly, symbol: &str) -> Result<Label, Error> {
    asm.symbols
        .get(symbol)
        .and_then(|s| asm.labels.get(s as usize).copied().flatten())
        .ok_or_else(|| Error::new(codes::METADATA_SYMBOL, format!("function '{symbol}' is not defined in this object")))
}

/// The section `name` linked to section `linked_to`, created (at the end,
/// 1-byte aligned) if the assembly has none.
pub(crate) fn linked_section(asm: &mut Assembly, name: &str, attributes: Attributes, linked_to: usize) -> usize {
    if let Some(s) =
        asm.sections.iter().position(|s| s.name == name && s.link == Some(linked_to) && s.attributes == attributes)
    {
        return s;
    }
    let mut section = Section::new(name, attributes, 1);
    section.link = Some(linked_to);
    asm.sections.push(section);
    asm.appearances.push(Appearance::Section(asm.sections.len() - 1));
    asm.sections.len() - 1
}

/// A new temporary symbol (never in the symbol table: relocations name its
/// section) defined at `at`.
pub(crate) fn temporary_label(asm: &mut Assembly, at: Label) -> u32 {
    let mut n = asm.symbols.len();
    let name = loop {
        let name = format!(".Ltdc.pc.{n}");
        if asm.symbols.get(&name).is_none() {
            break name;
        }
        n += 1;
    };
    let symbol = asm.symbols.intern(&name);
    if asm.labels.len() <= symbol as usize {
        asm.labels.resize(symbol as usize + 1, None);
    }
    asm.labels[symbol as usize] = Some(at);
    symbol
}
