//! The relocations of an ELF64 object's section as tests compare them.

use object::read::elf::{ElfFile64, ElfSection64};
use object::{Object, ObjectSection, ObjectSymbol, RelocationFlags, RelocationTarget, SymbolKind};

/// An ELF64 object of either byte order.
pub type Elf<'a> = ElfFile64<'a, object::Endianness>;

/// (offset, ELF type, target name, addend) of each relocation of section
/// `s`; a section symbol is named by its section.
pub fn of_section(file: &Elf<'_>, s: &ElfSection64<'_, '_, object::Endianness>) -> Vec<(u64, u32, String, i64)> {
    s.relocations()
        .map(|(offset, r)| {
            let RelocationFlags::Elf { r_type } = r.flags() else { panic!("not an ELF relocation") };
            let RelocationTarget::Symbol(i) = r.target() else { panic!("not a symbol") };
            let sym = file.symbol_by_index(i).unwrap();
            let name = match sym.section_index() {
                Some(sec) if sym.kind() == SymbolKind::Section => {
                    file.section_by_index(sec).unwrap().name().unwrap().to_string()
                }
                _ => sym.name().unwrap().to_string(),
            };
            (offset, r_type, name, r.addend())
        })
        .collect()
}

/// As [`of_section`] for the section named `name` (none when it is absent).
#[allow(dead_code)] // each test uses one of the two
pub fn of_named(file: &Elf<'_>, name: &str) -> Vec<(u64, u32, String, i64)> {
    file.section_by_name(name).map(|s| of_section(file, &s)).unwrap_or_default()
}
