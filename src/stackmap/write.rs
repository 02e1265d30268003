//! Writing a [`StackMap`] as section bytes.

use super::{Endian, StackMap, VERSION};

/// Size of the header and the three counts.
pub(super) const HEADER_SIZE: usize = 16;
/// Size of a function entry.
pub(super) const FUNCTION_SIZE: usize = 24;
/// Size of a location.
pub(super) const LOCATION_SIZE: usize = 12;

/// Offset in the section of function `index`'s address (where its
/// relocation goes).
pub fn function_address_offset(index: usize) -> u64 {
    (HEADER_SIZE + FUNCTION_SIZE * index) as u64
}

struct Out {
    bytes: Vec<u8>,
    endian: Endian,
}

impl Out {
    fn put(&mut self, value: u64, size: usize) {
        let le = value.to_le_bytes();
        match self.endian {
            Endian::Little => self.bytes.extend_from_slice(&le[..size]),
            Endian::Big => self.bytes.extend(le[..size].iter().rev()),
        }
    }

    /// Zeros up to the next multiple of 8.
    fn align8(&mut self) {
        self.bytes.resize(self.bytes.len().next_multiple_of(8), 0);
    }
}

/// The section contents for `map`. Counts are the lengths of the model's
/// lists; function addresses are written as the model holds them (0 for a
/// relocated address on RELA targets).
pub fn write(map: &StackMap, endian: Endian) -> Vec<u8> {
    let mut out = Out { bytes: Vec::new(), endian };
    out.put(VERSION as u64, 1);
    out.put(0, 1);
    out.put(0, 2);
    out.put(map.functions.len() as u64, 4);
    out.put(map.constants.len() as u64, 4);
    out.put(map.records.len() as u64, 4);
    for f in &map.functions {
        out.put(f.address, 8);
        out.put(f.stack_size, 8);
        out.put(f.record_count, 8);
    }
    for &c in &map.constants {
        out.put(c, 8);
    }
    for r in &map.records {
        out.put(r.id, 8);
        out.put(r.instruction_offset as u64, 4);
        out.put(r.flags as u64, 2);
        out.put(r.locations.len() as u64, 2);
        for l in &r.locations {
            out.put(l.kind as u64, 1);
            out.put(0, 1);
            out.put(l.size as u64, 2);
            out.put(l.dwarf_reg as u64, 2);
            out.put(0, 2);
            out.put(l.offset as u32 as u64, 4);
        }
        out.align8();
        out.put(0, 2);
        out.put(r.live_outs.len() as u64, 2);
        for lo in &r.live_outs {
            out.put(lo.dwarf_reg as u64, 2);
            out.put(0, 1);
            out.put(lo.size as u64, 1);
        }
        out.align8();
    }
    out.bytes
}
