//! The symbols llvm-objdump labels an ELF file's code with, and how it
//! names a target address: the symbol table's symbols (a stripped shared
//! object's dynamic symbols when it has no other), x86-64's PLT entries as
//! `name@plt`, and a name for the section start that has none. Addresses
//! are symbol values: offsets in an object, where every section is at 0,
//! and addresses in a linked file.

use object::elf;
use object::read::elf::ElfFile64;
use object::{Endianness, Object, ObjectKind, ObjectSection, ObjectSymbol, RelocationFlags, RelocationTarget};
use object::{ObjectSymbolTable, SymbolKind};
use std::collections::HashMap;

/// A symbol of a section, as llvm-objdump keeps it.
#[derive(Clone, Debug)]
pub(super) struct Symbol {
    /// Its value.
    pub address: u64,
    pub name: String,
    /// `STT_OBJECT`: not preferred as a label.
    pub data: bool,
    /// A mapping symbol (`$x`, `$d`): its kind letter.
    pub mapping: Option<u8>,
}

/// Every section's symbols, by section index, sorted by address and then
/// name as llvm-objdump sorts them; and where a linked file's sections are,
/// to name targets in other sections.
pub(super) struct FileSymbols {
    pub by_section: HashMap<usize, Vec<Symbol>>,
    /// For a linked file (not a relocatable object): each section's
    /// address and index, by address (at one address the smaller first,
    /// as llvm-objdump sorts them).
    linked: Option<Vec<(u64, usize)>>,
    /// The symbol table's symbols in no section (undefined or absolute),
    /// by value and name: a linked file's targets that no section symbol
    /// names take the last at or before them, as llvm-objdump's do.
    absolute: Vec<Symbol>,
}

impl FileSymbols {
    pub fn read(file: &ElfFile64<'_, Endianness>) -> FileSymbols {
        let (mut by_section, mut absolute) = symbol_table(file);
        if file.elf_header().e_machine.get(file.endian()) == elf::EM_X86_64 {
            add_plt_entries(file, &mut by_section);
        }
        for syms in by_section.values_mut().chain([&mut absolute]) {
            syms.sort_by(|a, b| (a.address, &a.name).cmp(&(b.address, &b.name)));
        }
        let linked = (file.kind() != ObjectKind::Relocatable).then(|| {
            let mut sections: Vec<(u64, u64, usize)> =
                file.sections().map(|s| (s.address(), s.size(), s.index().0)).collect();
            sections.sort_by_key(|&(address, size, _)| (address, size));
            sections.into_iter().map(|(address, _, index)| (address, index)).collect()
        });
        FileSymbols { by_section, linked, absolute }
    }

    /// Section `index` (`name`, at `start`) as llvm-objdump lists it: a
    /// symbol named after the section at its start when no symbol but
    /// mapping symbols is there. It stays for the targets of later
    /// sections.
    pub fn label_section_start(&mut self, index: usize, name: &str, start: u64) {
        let syms = self.by_section.entry(index).or_default();
        let first = syms.partition_point(|s| s.address < start);
        if !syms[first..].iter().take_while(|s| s.address == start).any(|s| s.mapping.is_none()) {
            syms.insert(first, Symbol { address: start, name: name.to_string(), data: false, mapping: None });
        }
    }

    /// How llvm-objdump names target `address` from section `current`: in
    /// an object, by the current section's symbols; in a linked file, by
    /// those of the section(s) that start last at or before it, else by the
    /// symbols in no section. None where no symbol is at or before it.
    pub fn label(&self, current: usize, address: u64) -> Option<String> {
        let Some(sections) = &self.linked else {
            return label_in(self.by_section.get(&current)?, address);
        };
        let after = sections.partition_point(|&(start, _)| start <= address);
        let start = sections[..after].last().map(|&(start, _)| start);
        let in_section = sections[..after]
            .iter()
            .rev()
            .take_while(|&&(s, _)| Some(s) == start)
            .find_map(|&(_, index)| label_in(self.by_section.get(&index)?, address));
        in_section.or_else(|| label_in(&self.absolute, address))
    }
}

/// ` <name>` or ` <name+0xN>` for the last symbol (not a mapping symbol)
/// at or before `address` in `syms`.
fn label_in(syms: &[Symbol], address: u64) -> Option<String> {
    let before = syms.partition_point(|s| s.address <= address);
    let sym = syms[..before].iter().rev().find(|s| s.mapping.is_none())?;
    Some(match address - sym.address {
        0 => format!(" <{}>", sym.name),
        d => format!(" <{}+0x{d:x}>", sym.name),
    })
}

/// The symbol table's symbols by section, and those in none (a file
/// without any: its dynamic symbols in sections, as llvm-objdump takes
/// them then): section and file symbols left out, mapping symbols kept but
/// marked.
fn symbol_table(file: &ElfFile64<'_, Endianness>) -> (HashMap<usize, Vec<Symbol>>, Vec<Symbol>) {
    let mut by_section: HashMap<usize, Vec<Symbol>> = HashMap::new();
    let mut absolute = Vec::new();
    let maps = file.elf_header().e_machine.get(file.endian()) == elf::EM_AARCH64;
    let mut symbols = file.symbols().peekable();
    let dynamic = symbols.peek().is_none();
    let all: Box<dyn Iterator<Item = _>> = if dynamic { Box::new(file.dynamic_symbols()) } else { Box::new(symbols) };
    for sym in all {
        let name = sym.name().unwrap_or("");
        if name.is_empty() || matches!(sym.kind(), SymbolKind::Section | SymbolKind::File) {
            continue;
        }
        let Some(section) = sym.section_index() else {
            if !dynamic {
                let address = sym.address();
                absolute.push(Symbol { address, name: name.to_string(), data: false, mapping: None });
            }
            continue;
        };
        let mapping = match name.strip_prefix('$').and_then(|n| n.bytes().next()) {
            Some(k @ (b'x' | b'd')) if maps => Some(k),
            _ if maps && name.starts_with('$') => continue,
            _ => None,
        };
        let address = sym.address();
        let data = sym.elf_symbol().st_type() == elf::STT_OBJECT;
        by_section.entry(section.0).or_default().push(Symbol { address, name: name.to_string(), data, mapping });
    }
    (by_section, absolute)
}

/// x86-64's PLT entries, `name@plt`, as llvm-objdump finds them: each
/// `jmp *disp(%rip)` (ff 25) in `.plt` and `.plt.got` jumps
/// through a GOT slot, and the dynamic relocation that fills the slot
/// (JUMP_SLOT or GLOB_DAT) names the symbol. (llvm-objdump 19 does not
/// name IBT's `.plt.sec` entries.)
fn add_plt_entries(file: &ElfFile64<'_, Endianness>, by_section: &mut HashMap<usize, Vec<Symbol>>) {
    // A GOT slot's PLT entry: its section and address.
    let mut plt_of_slot: HashMap<u64, (usize, u64)> = HashMap::new();
    for section in file.sections() {
        if !matches!(section.name(), Ok(".plt" | ".plt.got")) {
            continue;
        }
        let Ok(bytes) = section.data() else { continue };
        let mut at = 0;
        while at + 6 <= bytes.len() {
            if bytes[at..at + 2] == [0xFF, 0x25] {
                let disp = u32::from_le_bytes([bytes[at + 2], bytes[at + 3], bytes[at + 4], bytes[at + 5]]);
                let next = section.address() + at as u64 + 6;
                plt_of_slot.insert(next.wrapping_add(u64::from(disp)), (section.index().0, next - 6));
                at += 6;
            } else {
                at += 1;
            }
        }
    }
    let (Some(relocations), Some(table)) = (file.dynamic_relocations(), file.dynamic_symbol_table()) else { return };
    for (slot, relocation) in relocations {
        let RelocationFlags::Elf { r_type } = relocation.flags() else { continue };
        if r_type != elf::R_X86_64_JUMP_SLOT && r_type != elf::R_X86_64_GLOB_DAT {
            continue;
        }
        let (Some(&(section, address)), RelocationTarget::Symbol(index)) =
            (plt_of_slot.get(&slot), relocation.target())
        else {
            continue;
        };
        let Ok(sym) = table.symbol_by_index(index) else { continue };
        let name = sym.name().unwrap_or("");
        if name.is_empty() {
            continue;
        }
        let data = sym.elf_symbol().st_type() == elf::STT_OBJECT;
        by_section.entry(section).or_default().push(Symbol {
            address,
            name: format!("{name}@plt"),
            data,
            mapping: None,
        });
    }
}
