//! Relaxation without assembling again: instructions grow into their
//! RelaxedForm where they are, and everything after them in their
//! section (bytes, labels, fixups, data references, mapping symbols,
//! `.size` locations) moves by the bytes they grew.
//!
//! This gives the same result as assembling the source again with those
//! instructions relaxed as long as nothing in the section depends on its
//! layout while it is assembled; alignment padding does (its size follows
//! the offset), so a section with an alignment directive is assembled
//! again instead (see [`super::assemble_object`]).

use super::{Appearance, Assembly};
use crate::mc::encode::{encode_symbolic, EncodeError};
use crate::mc::TargetTables;

/// Whether the instructions numbered `ordinals` (sorted) can grow in place:
/// no section holding one of them has an alignment directive.
pub fn can_grow_in_place(asm: &Assembly, ordinals: &[u32]) -> bool {
    asm.sections
        .iter()
        .all(|s| !s.has_alignment || !s.fixups.iter().any(|f| ordinals.binary_search(&f.ordinal).is_ok()))
}

/// Grows the instructions numbered `ordinals` (sorted) into their
/// RelaxedForm in place; an error comes with its source line.
pub fn grow_in_place(
    tables: &'static TargetTables,
    asm: &mut Assembly,
    ordinals: &[u32],
) -> Result<(), (usize, EncodeError)> {
    let mut scratch = Vec::new();
    let mut scratch_fixups = Vec::new();
    for s in 0..asm.sections.len() {
        let section = &mut asm.sections[s];
        // (old offset of a grown instruction, bytes grown up to and
        // including it), in offset order: the fixups are.
        let mut moves: Vec<(u64, u64)> = Vec::new();
        let mut data = Vec::new();
        let mut copied = 0usize;
        let mut grown = 0u64;
        for f in &mut section.fixups {
            if ordinals.binary_search(&f.ordinal).is_err() {
                continue;
            }
            let Some(relaxed) = tables
                .instructions
                .get(f.inst.opcode as usize)
                .and_then(|i| i.modrm.as_deref())
                .and_then(|m| m.relaxed)
            else {
                continue;
            };
            if moves.is_empty() {
                data.reserve(section.data.len() + 64);
            }
            scratch.clear();
            encode_symbolic(tables, &f.inst, &mut scratch, &mut scratch_fixups).map_err(|e| (f.line, e))?;
            let old_len = scratch.len();
            f.inst.opcode = relaxed;
            let at = f.offset as usize;
            data.extend_from_slice(&section.data[copied..at]);
            let start = data.len();
            encode_symbolic(tables, &f.inst, &mut data, &mut scratch_fixups).map_err(|e| (f.line, e))?;
            scratch_fixups.clear();
            copied = at + old_len;
            grown += (data.len() - start - old_len) as u64;
            moves.push((f.offset, grown));
        }
        if moves.is_empty() {
            continue;
        }
        data.extend_from_slice(&section.data[copied..]);
        section.data = data;
        // A location moves by what grew before it: an instruction's own
        // start does not move with its growth, what follows it does.
        let moved = |offset: u64| {
            let before = moves.partition_point(|&(at, _)| at < offset);
            offset + if before == 0 { 0 } else { moves[before - 1].1 }
        };
        for f in &mut section.fixups {
            f.offset = moved(f.offset);
        }
        for d in &mut section.data_relocs {
            d.offset = moved(d.offset);
        }
        for label in asm.labels.iter_mut().flatten().filter(|l| l.section == s) {
            label.offset = moved(label.offset);
        }
        for a in &mut asm.appearances {
            if let Appearance::Mapping { section, offset, .. } = a {
                if *section == s {
                    *offset = moved(*offset);
                }
            }
        }
        for d in asm.sizes.iter_mut().filter(|d| d.section == s) {
            d.offset = moved(d.offset);
        }
    }
    Ok(())
}
