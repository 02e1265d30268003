//! PC sections: the sections LLVM's `!pcsections` metadata asks for, laid
//! out as llc 19 lays them out (PCSectionsMetadata).
//!
//! An [`Attachment`] is one `!pcsections` node: section names, each with
//! its options (`name!C`) and the tuples of auxiliary constants written
//! after every PC in that section. A function carrying one gets, in each
//! named section, its start (a relative entry, `pc - entry`) and its size
//! (32 bits, or ULEB128 under `!C`); an instruction carrying one gets one
//! relative entry. Entries are 32-bit in the small code model and pointer
//! sized in the medium and large ones. Under `!C` constants of 2 to 8 bytes
//! are ULEB128 (the PC entry never is).
//!
//! llc writes a function's metadata after its body: first the function's
//! own attachment, then the instructions' attachments, one node at a time
//! in the order the nodes first appear, every PC of the node's instructions
//! followed once by the node's constants. [`layout`] does the same; each
//! named section is linked (`SHF_LINK_ORDER`) to the function's code
//! section, allocated and writable, 1-byte aligned.
//!
//! ```
//! use tdc::pcsections::{Attachment, Builder, CodeModel, Constant};
//! let tables = tdc::targets::by_name("x86_64").unwrap();
//! let mut b = Builder::new(CodeModel::Small);
//! let races = b.attachment(Attachment::new().section("races").aux(&[Constant::new(1, 4)]));
//! let funcs = b.attachment(Attachment::new().section("funcs!C"));
//! let f = b.function("f", 16, Some(funcs));
//! b.instruction(f, 3, races);
//! let (asm, object) = tdc::asm::assemble_object_with(tables, ".globl f\nf:\n\t.zero 16\n", Default::default(), |asm| {
//!     tdc::pcsections::object::add_sections(tables, asm, &b)
//! });
//! assert!(asm.errors.is_empty() && object.is_some());
//! ```

pub mod directive;
pub mod object;

use crate::object::leb128::write_uleb128;

/// The code model, which decides the size of a PC entry.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CodeModel {
    /// 32-bit entries (also for llc's tiny and kernel models).
    #[default]
    Small,
    /// Pointer-sized entries.
    Medium,
    /// Pointer-sized entries.
    Large,
}

impl CodeModel {
    /// The size in bytes of a PC entry for a target with `pointer_size`.
    pub fn entry_size(self, pointer_size: u8) -> u8 {
        match self {
            CodeModel::Small => 4,
            CodeModel::Medium | CodeModel::Large => pointer_size,
        }
    }

    /// `small`, `medium` or `large` (also `tiny` and `kernel`, which
    /// write 32-bit entries as the small model does).
    pub fn from_name(name: &str) -> Option<CodeModel> {
        match name {
            "small" | "tiny" | "kernel" => Some(CodeModel::Small),
            "medium" => Some(CodeModel::Medium),
            "large" => Some(CodeModel::Large),
            _ => None,
        }
    }
}

/// An auxiliary constant: an integer (or the bits of a float) and its
/// store size in bytes, 1 to 8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Constant {
    /// The value; only the low `size` bytes count (LLVM zero-extends).
    pub value: u64,
    /// Store size in bytes.
    pub size: u8,
}

impl Constant {
    /// `value` stored in `size` bytes (1 to 8).
    pub fn new(value: u64, size: u8) -> Constant {
        assert!((1..=8).contains(&size), "constant sizes are 1 to 8 bytes");
        Constant { value, size }
    }

    /// The value cut to `size` bytes.
    fn truncated(self) -> u64 {
        if self.size >= 8 {
            self.value
        } else {
            self.value & ((1u64 << (8 * self.size)) - 1)
        }
    }
}

/// One section named in an attachment, with its options and constants.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SectionRequest {
    /// The section name (without the options).
    pub name: String,
    /// The `C` option: constants of 2 to 8 bytes and the function size as
    /// ULEB128.
    pub compress: bool,
    /// Tuples of constants written after each PC, in order.
    pub aux: Vec<Vec<Constant>>,
}

/// One `!pcsections` node: sections in order, each with its tuples.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Attachment {
    /// The sections.
    pub sections: Vec<SectionRequest>,
}

impl Attachment {
    /// An attachment without sections (add them with [`Attachment::section`]).
    pub fn new() -> Attachment {
        Attachment::default()
    }

    /// Adds section `name_with_options` (`name` or `name!C`).
    pub fn section(mut self, name_with_options: &str) -> Attachment {
        let (name, options) = name_with_options.split_once('!').unwrap_or((name_with_options, ""));
        self.sections.push(SectionRequest { name: name.to_string(), compress: options.contains('C'), aux: Vec::new() });
        self
    }

    /// Adds a tuple of constants to the last section added.
    pub fn aux(mut self, tuple: &[Constant]) -> Attachment {
        let last = self.sections.last_mut().expect("a tuple follows a section name");
        last.aux.push(tuple.to_vec());
        self
    }
}

/// An attachment's index in a [`Builder`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct AttachmentId(pub u32);

/// A function's index in a [`Builder`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FunctionId(pub u32);

/// A function of a [`Builder`]: named by its symbol.
#[derive(Clone, Debug)]
pub struct BuilderFunction {
    /// The function's symbol (defined in the assembly).
    pub symbol: String,
    /// Size in bytes.
    pub size: u64,
    /// The function's own attachment.
    pub attachment: Option<AttachmentId>,
    /// Instructions: offset from the function's start, attachment.
    pub instructions: Vec<(u64, AttachmentId)>,
}

/// Collects attachments, functions and instructions while code is emitted.
#[derive(Clone, Debug, Default)]
pub struct Builder {
    /// The code model.
    pub code_model: CodeModel,
    /// Attachments, by id.
    pub attachments: Vec<Attachment>,
    /// Functions, in the order their metadata is written.
    pub functions: Vec<BuilderFunction>,
}

impl Builder {
    /// An empty builder for `code_model`.
    pub fn new(code_model: CodeModel) -> Builder {
        Builder { code_model, ..Builder::default() }
    }

    /// Registers an attachment. Equal attachments share an id, as LLVM
    /// uniques equal metadata nodes.
    pub fn attachment(&mut self, attachment: Attachment) -> AttachmentId {
        if let Some(i) = self.attachments.iter().position(|a| *a == attachment) {
            return AttachmentId(i as u32);
        }
        self.attachments.push(attachment);
        AttachmentId(self.attachments.len() as u32 - 1)
    }

    /// A function starting at `symbol`, `size` bytes long, with its own
    /// attachment if any.
    pub fn function(&mut self, symbol: &str, size: u64, attachment: Option<AttachmentId>) -> FunctionId {
        self.functions.push(BuilderFunction { symbol: symbol.to_string(), size, attachment, instructions: Vec::new() });
        FunctionId(self.functions.len() as u32 - 1)
    }

    /// An instruction `offset` bytes into `function` carrying `attachment`.
    pub fn instruction(&mut self, function: FunctionId, offset: u64, attachment: AttachmentId) {
        self.functions[function.0 as usize].instructions.push((offset, attachment));
    }
}

/// A function placed in the object: its code section and offsets there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlacedFunction {
    /// The code section (an index into the assembly's sections).
    pub section: usize,
    /// Offset of the first byte.
    pub begin: u64,
    /// Offset after the last byte.
    pub end: u64,
    /// The function's own attachment.
    pub attachment: Option<AttachmentId>,
    /// Instructions: offset in the section, attachment.
    pub instructions: Vec<(u64, AttachmentId)>,
}

/// A relative entry of a PC section: `pc - entry`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PcEntry {
    /// Offset of the entry in its PC section.
    pub offset: u64,
    /// Its size (4 or the pointer size).
    pub size: u8,
    /// The PC: an offset in the linked code section.
    pub pc: u64,
}

/// One PC section's contents: the relative entries are left zero, to be
/// filled by relocations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SectionContents {
    /// The section name.
    pub name: String,
    /// The code section it is linked to (`sh_link`).
    pub linked_to: usize,
    /// Bytes.
    pub data: Vec<u8>,
    /// The relative entries.
    pub entries: Vec<PcEntry>,
}

/// The PC sections for `functions` (in order), with `attachments` by id,
/// on a target with `pointer_size` and byte order `little_endian`: one
/// section per name and code section, in order of first use.
pub fn layout(
    functions: &[PlacedFunction],
    attachments: &[Attachment],
    code_model: CodeModel,
    pointer_size: u8,
    little_endian: bool,
) -> Vec<SectionContents> {
    let entry_size = code_model.entry_size(pointer_size);
    let mut sections: Vec<SectionContents> = Vec::new();
    for f in functions {
        let mut emit = |attachment: &Attachment, pcs: &[u64], deltas: bool| {
            for request in &attachment.sections {
                let at = match sections.iter().position(|s| s.name == request.name && s.linked_to == f.section) {
                    Some(at) => at,
                    None => {
                        sections.push(SectionContents {
                            name: request.name.clone(),
                            linked_to: f.section,
                            data: Vec::new(),
                            entries: Vec::new(),
                        });
                        sections.len() - 1
                    }
                };
                let s = &mut sections[at];
                let mut previous = pcs[0];
                for (i, &pc) in pcs.iter().enumerate() {
                    if i == 0 || !deltas {
                        s.entries.push(PcEntry { offset: s.data.len() as u64, size: entry_size, pc });
                        s.data.extend(std::iter::repeat_n(0, entry_size as usize));
                    } else if request.compress {
                        write_uleb128(&mut s.data, pc - previous);
                    } else {
                        put(&mut s.data, pc - previous, 4, little_endian);
                    }
                    previous = pc;
                }
                for c in request.aux.iter().flatten() {
                    if request.compress && c.size > 1 {
                        write_uleb128(&mut s.data, c.truncated());
                    } else {
                        put(&mut s.data, c.truncated(), c.size, little_endian);
                    }
                }
            }
        };
        if let Some(a) = f.attachment {
            emit(&attachments[a.0 as usize], &[f.begin, f.end], true);
        }
        // The instructions' PCs, one group per attachment in order of first use.
        let mut groups: Vec<(AttachmentId, Vec<u64>)> = Vec::new();
        for &(pc, a) in &f.instructions {
            match groups.iter_mut().find(|(g, _)| *g == a) {
                Some((_, pcs)) => pcs.push(pc),
                None => groups.push((a, vec![pc])),
            }
        }
        for (a, pcs) in &groups {
            emit(&attachments[a.0 as usize], pcs, false);
        }
    }
    sections
}

/// Appends the low `size` bytes of `value` in the target's byte order.
fn put(out: &mut Vec<u8>, value: u64, size: u8, little_endian: bool) {
    let bytes = value.to_le_bytes();
    let bytes = &bytes[..size as usize];
    if little_endian {
        out.extend_from_slice(bytes);
    } else {
        out.extend(bytes.iter().rev());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn function_entries_hold_the_start_and_the_size_compressed_under_c() {
        let attachments = vec![Attachment::new()
            .section("f")
            .aux(&[Constant::new(1, 4), Constant::new(2, 1)])
            .section("g!C")
            .aux(&[Constant::new(300, 8)])];
        let f =
            PlacedFunction { section: 0, begin: 0, end: 200, attachment: Some(AttachmentId(0)), instructions: vec![] };
        let s = layout(&[f], &attachments, CodeModel::Small, 8, true);
        assert_eq!(s[0].data, [0, 0, 0, 0, 200, 0, 0, 0, 1, 0, 0, 0, 2]);
        assert_eq!(s[1].data, [0, 0, 0, 0, 0xc8, 1, 0xac, 2]);
        assert_eq!(s[1].entries, [PcEntry { offset: 0, size: 4, pc: 0 }]);
    }

    #[test]
    fn instructions_of_one_attachment_share_one_copy_of_its_constants() {
        let attachments = vec![Attachment::new().section("s").aux(&[Constant::new(7, 2)])];
        let f = PlacedFunction {
            section: 0,
            begin: 0,
            end: 9,
            attachment: None,
            instructions: vec![(2, AttachmentId(0)), (5, AttachmentId(0))],
        };
        let s = layout(&[f], &attachments, CodeModel::Large, 8, true);
        assert_eq!(s[0].data.len(), 18);
        assert_eq!(s[0].entries.iter().map(|e| (e.offset, e.pc)).collect::<Vec<_>>(), [(0, 2), (8, 5)]);
    }
}
