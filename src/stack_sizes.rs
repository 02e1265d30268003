//! The `.stack_sizes` section, as llc 19 writes it with
//! `-stack-size-section`: per function its address (pointer sized, an
//! absolute data relocation against the function's code section with the
//! function's offset as addend: llc names the temporary label at the
//! function's start) and its stack size as ULEB128. Each code section has
//! its own `.stack_sizes` section linked to it (`SHF_LINK_ORDER`, not
//! allocated, 1-byte aligned), entries in function order.
//!
//! ```
//! let tables = tdc::targets::by_name("x86_64").unwrap();
//! let sizes = [tdc::stack_sizes::StackSize::new("f", 104)];
//! let (asm, object) = tdc::asm::assemble_object_with(tables, "f:\n\tretq\n", Default::default(), |asm| {
//!     tdc::stack_sizes::add_section(tables, asm, &sizes)
//! });
//! assert!(asm.errors.is_empty() && object.is_some());
//! ```

use crate::asm::data::{DataTerm, DataValue};
use crate::asm::sections::{flags, types, Attributes};
use crate::asm::{Assembly, DataReloc, Label};
use crate::error::{codes, Error};
use crate::mc::TargetTables;
use crate::object::leb128::write_uleb128;
use crate::pcsections::object::{defined_label, linked_section, temporary_label, POINTER_SIZE};

/// The section's name.
pub const SECTION_NAME: &str = ".stack_sizes";

/// One function's stack size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StackSize {
    /// The function's symbol (defined in the assembly).
    pub function: String,
    /// Bytes of stack the function uses.
    pub size: u64,
}

impl StackSize {
    /// `function` uses `size` bytes of stack.
    pub fn new(function: &str, size: u64) -> StackSize {
        StackSize { function: function.to_string(), size }
    }
}

/// Adds the `.stack_sizes` entries of `sizes` (in order) to `asm`, whose
/// sections must define every function. Fails when one does not or when
/// the target has no 64-bit data relocation.
pub fn add_section(tables: &TargetTables, asm: &mut Assembly, sizes: &[StackSize]) -> Result<(), Error> {
    let mut placed = Vec::new();
    for s in sizes {
        placed.push((defined_label(asm, &s.function)?, s.size));
    }
    add_placed(tables, asm, &placed)
}

/// As [`add_section`], with each function given by where it starts.
pub fn add_placed(tables: &TargetTables, asm: &mut Assembly, sizes: &[(Label, u64)]) -> Result<(), Error> {
    if crate::asm::relocate::data_reloc(tables, POINTER_SIZE).is_none() {
        let message = "stack size sections are not supported on this target (no 64-bit data relocation)";
        return Err(Error::new(codes::METADATA_RELOCATION, message));
    }
    let attributes = Attributes { flags: flags::LINK_ORDER, kind: types::PROGBITS, entsize: 0 };
    for &(at, size) in sizes {
        let s = linked_section(asm, SECTION_NAME, attributes, at.section);
        let label = temporary_label(asm, at);
        let section = &mut asm.sections[s];
        let offset = section.data.len() as u64;
        section.data.extend(std::iter::repeat_n(0, POINTER_SIZE as usize));
        write_uleb128(&mut section.data, size);
        let value = DataValue { plus: Some(DataTerm::Symbol(label)), minus: None, constant: 0 };
        section.data_relocs.push(DataReloc { offset, size: POINTER_SIZE, value, line: 0, col: 0 });
    }
    Ok(())
}
