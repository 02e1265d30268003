//! Long instructions that may not cross a boundary (the target's
//! `LongInstructionBoundary`): llvm-mc's PowerPC object streamer aligns a
//! prefixed instruction to 64 bytes when one word of nops does it, and
//! leaves it where it is otherwise. The section is aligned to the
//! boundary either way, and a label written on the instruction's own line
//! moves to the instruction, past the nops (the listing shows neither).

use super::{Assembler, Label};
use crate::mc::MCInst;

impl Assembler<'_, '_> {
    /// Pads before `inst` if it is a long instruction that would cross a
    /// boundary, and moves a label of its line to it.
    pub(super) fn keep_within_boundary(&mut self, inst: &MCInst) {
        let object = &self.tables.object;
        let (boundary, word) = (object.long_instruction_boundary as u64, object.instruction_word_bytes as u64);
        let Some(info) = self.tables.instructions.get(inst.opcode as usize) else { return };
        let len = info.encoding_bits as u64 / 8;
        if boundary == 0 || word == 0 || info.modrm.is_some() || len <= word {
            return;
        }
        let section = &mut self.out.sections[self.current];
        section.alignment = section.alignment.max(boundary);
        section.has_alignment = true;
        let at = section.data.len() as u64;
        let pad = (boundary - at % boundary) % boundary;
        if pad > 0 && pad <= word {
            // Zeros up to a whole nop, then nops, as llvm-mc pads code.
            let nop = &self.tables.padding.nop_bytes;
            let odd = if nop.is_empty() { pad } else { pad % nop.len() as u64 };
            section.data.extend(std::iter::repeat_n(0, odd as usize));
            for _ in 0..(pad - odd) / nop.len().max(1) as u64 {
                section.data.extend_from_slice(nop);
            }
        }
        let start = section.data.len() as u64;
        if let Some((symbol, line)) = self.last_label {
            if line == self.line {
                if let Some(Some(label)) = self.out.labels.get_mut(symbol as usize) {
                    *label = Label { section: self.current, offset: start };
                }
            }
        }
    }
}
