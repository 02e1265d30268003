//! Static ELF64 executables: code, data and zero-filled memory at fixed
//! addresses, with no dynamic linking and no relocations, for running
//! tdc-assembled code under a user-mode emulator (qemu-user) or a kernel.
//!
//! The layout: the ELF header and program headers, then the code, both in
//! one read-and-execute `PT_LOAD` segment that starts at
//! [`ExecutableImage::base_address`]; the data in a read-write `PT_LOAD`
//! segment on the following pages, followed by the zero-filled `.bss`;
//! then the symbol, string and section tables, which loaders ignore and
//! `llvm-readelf`, `llvm-objdump` and debuggers read.
//!
//! ```
//! use tdc::object::executable::{ExecutableImage, ImageSymbol, Segment};
//! // AArch64: `mov x0, #0; mov x8, #93; svc #0` (exit(0)).
//! let code = [0x00, 0x00, 0x80, 0xd2, 0xa8, 0x0b, 0x80, 0xd2, 0x01, 0x00, 0x00, 0xd4].to_vec();
//! let image = ExecutableImage {
//!     symbols: vec![ImageSymbol { name: "_start".into(), segment: Segment::Code, offset: 0 }],
//!     ..ExecutableImage::new(object::elf::EM_AARCH64, true, code)
//! };
//! let bytes = image.write().unwrap();
//! assert_eq!(&bytes[..4], b"\x7fELF");
//! ```

use crate::error::{codes, Error};
use ::object::elf;
use ::object::write::elf::{FileHeader, ProgramHeader, SectionHeader, Sym, Writer};
use ::object::write::StringId;
use ::object::Endianness;

/// Alignment of the loadable segments: 64 KiB, the largest page size of
/// the 64-bit targets (AArch64 and PowerPC64 kernels may use 64 KiB
/// pages), so one image loads whatever the page size.
pub const SEGMENT_ALIGN: u64 = 0x1_0000;

/// Alignment of the code, the data and the `.bss` within their segments.
pub const CONTENT_ALIGN: u64 = 16;

/// The contents of a static executable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExecutableImage {
    /// `e_machine` (`object::elf::EM_AARCH64`, `EM_PPC64`, `EM_X86_64`...).
    pub machine: u16,
    /// Byte order of the headers (the code and data are written as given).
    pub little_endian: bool,
    /// `e_flags`: 2 on PowerPC64 for the ELFv2 ABI (the entry point is
    /// code, not a function descriptor), otherwise usually 0.
    pub flags: u32,
    /// Address of the first byte of the file in memory; a multiple of
    /// [`SEGMENT_ALIGN`].
    pub base_address: u64,
    /// Machine code, mapped readable and executable.
    pub code: Vec<u8>,
    /// Offset of the entry point in `code`.
    pub entry_offset: u64,
    /// Initialised data, mapped readable and writable on the pages after
    /// the code.
    pub data: Vec<u8>,
    /// Bytes of zero-filled memory after the data (at
    /// [`ImageLayout::bss_address`]).
    pub bss_size: u64,
    /// Symbols for tools that read the file (a disassembler names code by
    /// them); the loader ignores them.
    pub symbols: Vec<ImageSymbol>,
}

/// The part of an image a symbol points into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Segment {
    /// `ExecutableImage::code` (`.text`).
    Code,
    /// `ExecutableImage::data` (`.data`).
    Data,
    /// The zero-filled memory after the data (`.bss`).
    Bss,
}

/// A global symbol of an image.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImageSymbol {
    /// Its name.
    pub name: String,
    /// What it points into.
    pub segment: Segment,
    /// Offset from the start of that part.
    pub offset: u64,
}

/// Where the parts of an image are, in the file and in memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImageLayout {
    /// File offset of the code.
    pub code_offset: u64,
    /// Address of the code.
    pub code_address: u64,
    /// File offset of the data.
    pub data_offset: u64,
    /// Address of the data.
    pub data_address: u64,
    /// Address of the zero-filled memory.
    pub bss_address: u64,
    /// Address of the entry point.
    pub entry_address: u64,
}

/// Why an image cannot be written: an [`Error`] with code
/// [`EXECUTABLE_LAYOUT`](codes::EXECUTABLE_LAYOUT) (a base address that is
/// not a multiple of [`SEGMENT_ALIGN`], an entry point outside the code, a
/// symbol past the end of its part, an image past the 64-bit address
/// space) or [`OBJECT_WRITE`](codes::OBJECT_WRITE) (the object crate's
/// writer failed).
pub type ExecutableError = Error;

fn layout_error(message: impl Into<String>) -> Error {
    Error::new(codes::EXECUTABLE_LAYOUT, message)
}

/// Program headers: code, data, stack.
const PROGRAM_HEADERS: u32 = 3;
/// Size of the ELF64 file header and of one program header.
const FILE_HEADER_SIZE: u64 = 64;
const PROGRAM_HEADER_SIZE: u64 = 56;

impl ExecutableImage {
    /// An image of `code` alone, entered at its first byte, at the
    /// conventional base address 0x40_0000 (`flags` 2 for `EM_PPC64`).
    pub fn new(machine: u16, little_endian: bool, code: Vec<u8>) -> ExecutableImage {
        ExecutableImage {
            machine,
            little_endian,
            flags: if machine == elf::EM_PPC64 { 2 } else { 0 },
            base_address: 0x40_0000,
            code,
            entry_offset: 0,
            data: Vec::new(),
            bss_size: 0,
            symbols: Vec::new(),
        }
    }

    /// Where the code, data and `.bss` go. It depends only on the base
    /// address and the lengths of the code and the data, so code that
    /// names data addresses can be assembled once with placeholders of a
    /// fixed length to learn its size, then again with the addresses.
    pub fn layout(&self) -> Result<ImageLayout, ExecutableError> {
        if self.base_address % SEGMENT_ALIGN != 0 {
            let base = self.base_address;
            return Err(layout_error(format!("base address {base:#x} is not a multiple of {SEGMENT_ALIGN:#x}")));
        }
        let code_len = self.code.len() as u64;
        if self.entry_offset >= code_len {
            let entry = self.entry_offset;
            return Err(layout_error(format!("entry offset {entry:#x} is outside the {code_len} bytes of code")));
        }
        let overflow = || layout_error("the image does not fit in the address space");
        let code_offset =
            (FILE_HEADER_SIZE + PROGRAM_HEADERS as u64 * PROGRAM_HEADER_SIZE).next_multiple_of(CONTENT_ALIGN);
        let code_end = code_offset.checked_add(code_len).ok_or_else(overflow)?;
        let data_offset = code_end.checked_next_multiple_of(CONTENT_ALIGN).ok_or_else(overflow)?;
        let code_address = self.base_address.checked_add(code_offset).ok_or_else(overflow)?;
        // The data starts on the page after the code, at the same offset
        // within its page as in the file, as loaders require.
        let code_end_address = self.base_address.checked_add(code_end).ok_or_else(overflow)?;
        let data_page = code_end_address.checked_next_multiple_of(SEGMENT_ALIGN).ok_or_else(overflow)?;
        let data_address = data_page.checked_add(data_offset % SEGMENT_ALIGN).ok_or_else(overflow)?;
        let bss_address = data_address
            .checked_add(self.data.len() as u64)
            .and_then(|end| end.checked_next_multiple_of(CONTENT_ALIGN))
            .ok_or_else(overflow)?;
        bss_address.checked_add(self.bss_size).ok_or_else(overflow)?;
        Ok(ImageLayout {
            code_offset,
            code_address,
            data_offset,
            data_address,
            bss_address,
            entry_address: code_address + self.entry_offset,
        })
    }

    /// The file's bytes.
    pub fn write(&self) -> Result<Vec<u8>, ExecutableError> {
        let layout = self.layout()?;
        let part_len = |segment| match segment {
            Segment::Code => self.code.len() as u64,
            Segment::Data => self.data.len() as u64,
            Segment::Bss => self.bss_size,
        };
        if let Some(bad) = self.symbols.iter().find(|s| s.offset > part_len(s.segment)) {
            return Err(layout_error(format!("symbol '{}' points past the end of its segment", bad.name)));
        }
        let endian = if self.little_endian { Endianness::Little } else { Endianness::Big };
        let mut bytes = Vec::new();
        let mut writer = Writer::new(endian, true, &mut bytes);

        // Reserve every part in file order; the writes below follow the
        // same order.
        writer.reserve_file_header();
        writer.reserve_program_headers(PROGRAM_HEADERS);
        let code_offset = writer.reserve(self.code.len(), CONTENT_ALIGN as usize) as u64;
        let data_offset = writer.reserve(self.data.len(), CONTENT_ALIGN as usize) as u64;
        if (code_offset, data_offset) != (layout.code_offset, layout.data_offset) {
            return Err(Error::new(
                codes::OBJECT_WRITE,
                format!(
                    "ELF writer: layout differs from the writer's: code at {code_offset:#x}, data at {data_offset:#x}"
                ),
            ));
        }

        writer.reserve_null_section_index();
        let text_name = writer.add_section_name(b".text");
        let text_index = writer.reserve_section_index();
        let data_section =
            (!self.data.is_empty()).then(|| (writer.add_section_name(b".data"), writer.reserve_section_index()));
        let bss_section =
            (self.bss_size > 0).then(|| (writer.add_section_name(b".bss"), writer.reserve_section_index()));

        writer.reserve_null_symbol_index();
        let mut symbols: Vec<(StringId, &ImageSymbol)> = Vec::new();
        for symbol in &self.symbols {
            let section = match symbol.segment {
                Segment::Code => Some(text_index),
                Segment::Data => data_section.map(|(_, index)| index),
                Segment::Bss => bss_section.map(|(_, index)| index),
            };
            symbols.push((writer.add_string(symbol.name.as_bytes()), symbol));
            writer.reserve_symbol_index(section);
        }
        writer.reserve_symtab_section_index();
        writer.reserve_symtab();
        writer.reserve_strtab_section_index();
        writer.reserve_strtab();
        writer.reserve_shstrtab_section_index();
        writer.reserve_shstrtab();
        writer.reserve_section_headers();

        let header = FileHeader {
            os_abi: elf::ELFOSABI_NONE,
            abi_version: 0,
            e_type: elf::ET_EXEC,
            e_machine: self.machine,
            e_entry: layout.entry_address,
            e_flags: self.flags,
        };
        writer.write_file_header(&header).map_err(|e| Error::new(codes::OBJECT_WRITE, format!("ELF writer: {e}")))?;
        writer.write_align_program_headers();
        let code_end = layout.code_offset + self.code.len() as u64;
        writer.write_program_header(&ProgramHeader {
            p_type: elf::PT_LOAD,
            p_flags: elf::PF_R | elf::PF_X,
            p_offset: 0,
            p_vaddr: self.base_address,
            p_paddr: self.base_address,
            p_filesz: code_end,
            p_memsz: code_end,
            p_align: SEGMENT_ALIGN,
        });
        let data_memsz = layout.bss_address - layout.data_address + self.bss_size;
        writer.write_program_header(&ProgramHeader {
            p_type: elf::PT_LOAD,
            p_flags: elf::PF_R | elf::PF_W,
            p_offset: layout.data_offset,
            p_vaddr: layout.data_address,
            p_paddr: layout.data_address,
            p_filesz: self.data.len() as u64,
            p_memsz: data_memsz,
            p_align: SEGMENT_ALIGN,
        });
        // A non-executable stack.
        writer.write_program_header(&ProgramHeader {
            p_type: elf::PT_GNU_STACK,
            p_flags: elf::PF_R | elf::PF_W,
            p_offset: 0,
            p_vaddr: 0,
            p_paddr: 0,
            p_filesz: 0,
            p_memsz: 0,
            p_align: CONTENT_ALIGN,
        });
        writer.write_align(CONTENT_ALIGN as usize);
        writer.write(&self.code);
        writer.write_align(CONTENT_ALIGN as usize);
        writer.write(&self.data);

        writer.write_null_symbol();
        for (name, symbol) in &symbols {
            let (section, address, kind) = match symbol.segment {
                Segment::Code => (Some(text_index), layout.code_address, elf::STT_FUNC),
                Segment::Data => (data_section.map(|(_, index)| index), layout.data_address, elf::STT_OBJECT),
                Segment::Bss => (bss_section.map(|(_, index)| index), layout.bss_address, elf::STT_OBJECT),
            };
            writer.write_symbol(&Sym {
                name: Some(*name),
                section,
                st_info: (elf::STB_GLOBAL << 4) | kind,
                st_other: elf::STV_DEFAULT,
                // An empty part has no section: the symbol is absolute.
                st_shndx: if section.is_none() { elf::SHN_ABS } else { 0 },
                st_value: address + symbol.offset,
                st_size: 0,
            });
        }
        writer.write_strtab();
        writer.write_shstrtab();

        writer.write_null_section_header();
        // The three parts' headers differ only in what they describe.
        let content = |name, sh_type, flags: u32, sh_addr, sh_offset, sh_size| SectionHeader {
            name: Some(name),
            sh_type,
            sh_flags: u64::from(flags),
            sh_addr,
            sh_offset,
            sh_size,
            sh_link: 0,
            sh_info: 0,
            sh_addralign: CONTENT_ALIGN,
            sh_entsize: 0,
        };
        let code_flags = elf::SHF_ALLOC | elf::SHF_EXECINSTR;
        let data_flags = elf::SHF_ALLOC | elf::SHF_WRITE;
        writer.write_section_header(&content(
            text_name,
            elf::SHT_PROGBITS,
            code_flags,
            layout.code_address,
            layout.code_offset,
            self.code.len() as u64,
        ));
        if let Some((name, _)) = data_section {
            writer.write_section_header(&content(
                name,
                elf::SHT_PROGBITS,
                data_flags,
                layout.data_address,
                layout.data_offset,
                self.data.len() as u64,
            ));
        }
        if let Some((name, _)) = bss_section {
            let offset = layout.data_offset + self.data.len() as u64;
            writer.write_section_header(&content(
                name,
                elf::SHT_NOBITS,
                data_flags,
                layout.bss_address,
                offset,
                self.bss_size,
            ));
        }
        // Every symbol is global: the first non-local one is number 1.
        writer.write_symtab_section_header(1);
        writer.write_strtab_section_header();
        writer.write_shstrtab_section_header();
        Ok(bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::object::read::elf::{ElfFile64, FileHeader as _, ProgramHeader as _};
    use ::object::{Object, ObjectSection, ObjectSymbol, SectionKind};

    fn image() -> ExecutableImage {
        ExecutableImage {
            entry_offset: 4,
            data: vec![1, 2, 3, 4, 5],
            bss_size: 100,
            symbols: vec![
                ImageSymbol { name: "_start".into(), segment: Segment::Code, offset: 4 },
                ImageSymbol { name: "cases".into(), segment: Segment::Data, offset: 0 },
                ImageSymbol { name: "output".into(), segment: Segment::Bss, offset: 8 },
            ],
            ..ExecutableImage::new(elf::EM_PPC64, true, vec![0x60, 0, 0, 0, 0x02, 0, 0, 0x44, 0x20, 0, 0x80, 0x4e])
        }
    }

    #[test]
    fn headers_segments_sections_and_symbols_read_back() {
        let image = image();
        let bytes = image.write().unwrap();
        let layout = image.layout().unwrap();
        let file = ElfFile64::<Endianness>::parse(&*bytes).expect("a valid ELF64 file");
        let header = file.elf_header();
        let e = file.endian();
        assert_eq!(header.e_type(e), elf::ET_EXEC);
        assert_eq!(header.e_machine(e), elf::EM_PPC64);
        assert_eq!(header.e_flags(e), 2);
        assert_eq!(file.entry(), layout.entry_address);
        assert_eq!(layout.entry_address, layout.code_address + 4);

        let segments: Vec<_> = header.program_headers(e, &*bytes).unwrap().iter().collect();
        let kinds: Vec<(u32, u32)> = segments.iter().map(|p| (p.p_type(e), p.p_flags(e))).collect();
        assert_eq!(
            kinds,
            [
                (elf::PT_LOAD, elf::PF_R | elf::PF_X),
                (elf::PT_LOAD, elf::PF_R | elf::PF_W),
                (elf::PT_GNU_STACK, elf::PF_R | elf::PF_W)
            ]
        );
        for load in &segments[..2] {
            assert_eq!(load.p_align(e), SEGMENT_ALIGN);
            assert_eq!(
                load.p_vaddr(e) % SEGMENT_ALIGN,
                load.p_offset(e) % SEGMENT_ALIGN,
                "congruent address and offset"
            );
        }
        let (code, data) = (segments[0], segments[1]);
        assert_eq!((code.p_offset(e), code.p_vaddr(e)), (0, image.base_address));
        assert!(code.p_vaddr(e) + code.p_memsz(e) <= data.p_vaddr(e) / SEGMENT_ALIGN * SEGMENT_ALIGN, "separate pages");
        assert_eq!(data.p_filesz(e), 5);
        assert_eq!(data.p_vaddr(e) + data.p_memsz(e), layout.bss_address + 100);

        let text = file.section_by_name(".text").unwrap();
        assert_eq!((text.address(), text.kind()), (layout.code_address, SectionKind::Text));
        assert_eq!(text.data().unwrap(), image.code);
        let data_section = file.section_by_name(".data").unwrap();
        assert_eq!(
            (data_section.address(), data_section.data().unwrap()),
            (layout.data_address, &[1u8, 2, 3, 4, 5][..])
        );
        let bss = file.section_by_name(".bss").unwrap();
        assert_eq!((bss.address(), bss.size(), bss.kind()), (layout.bss_address, 100, SectionKind::UninitializedData));
        assert_eq!(layout.bss_address % CONTENT_ALIGN, 0);

        let symbols: Vec<(String, u64)> =
            file.symbols().map(|s| (s.name().unwrap().to_string(), s.address())).collect();
        assert_eq!(
            symbols,
            [
                ("_start".to_string(), layout.entry_address),
                ("cases".into(), layout.data_address),
                ("output".into(), layout.bss_address + 8)
            ]
        );
        // The code bytes are where the code segment maps them.
        let entry_in_file = (layout.entry_address - image.base_address) as usize;
        assert_eq!(&bytes[entry_in_file..entry_in_file + 4], &[0x02, 0, 0, 0x44]);
    }

    #[test]
    fn big_endian_and_code_alone() {
        let image =
            ExecutableImage { little_endian: false, ..ExecutableImage::new(elf::EM_PPC64, false, vec![0x44, 0, 0, 2]) };
        let bytes = image.write().unwrap();
        let file = ElfFile64::<Endianness>::parse(&*bytes).expect("a valid ELF64 file");
        assert_eq!(file.endian(), Endianness::Big);
        assert!(file.section_by_name(".data").is_none() && file.section_by_name(".bss").is_none());
        assert_eq!(file.section_by_name(".text").unwrap().data().unwrap(), [0x44, 0, 0, 2]);
    }

    #[test]
    fn the_layout_depends_only_on_lengths() {
        let mut a = image();
        let mut b = image();
        b.code.iter_mut().for_each(|byte| *byte ^= 0xFF);
        b.data.iter_mut().for_each(|byte| *byte ^= 0xFF);
        assert_eq!(a.layout(), b.layout());
        a.code.resize(SEGMENT_ALIGN as usize * 2 + 3, 0);
        let layout = a.layout().unwrap();
        assert!(layout.data_address >= a.base_address + layout.code_offset + a.code.len() as u64);
        assert_eq!(layout.data_address % SEGMENT_ALIGN, layout.data_offset % SEGMENT_ALIGN);
    }

    #[test]
    fn bad_images_are_errors() {
        let misaligned = ExecutableImage { base_address: 0x40_1000, ..image() };
        let message = |image: ExecutableImage| {
            let e = image.write().unwrap_err();
            assert_eq!(e.code, codes::EXECUTABLE_LAYOUT);
            e.message
        };
        assert!(message(misaligned).contains("0x401000"));
        let entry = ExecutableImage { entry_offset: 12, ..image() };
        assert!(message(entry).contains("entry offset 0xc is outside the 12 bytes"));
        let empty = ExecutableImage::new(elf::EM_AARCH64, true, Vec::new());
        assert!(message(empty).contains("entry offset"));
        let mut symbol = image();
        symbol.symbols[1].offset = 6;
        assert!(message(symbol).contains("'cases'"));
        let high = ExecutableImage { base_address: u64::MAX - SEGMENT_ALIGN + 1, ..image() };
        assert!(high.write().unwrap_err().to_string().contains("address space"));
    }
}
