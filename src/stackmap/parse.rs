//! Reading a `.llvm_stackmaps` section. Every read is bounds-checked and
//! every count is checked against the bytes left before anything is
//! allocated, so malformed input yields an [`Error`], never a panic or a
//! huge allocation.

use super::write::{FUNCTION_SIZE, HEADER_SIZE, LOCATION_SIZE};
use super::{Endian, Function, LiveOut, Location, LocationKind, Record, StackMap, VERSION};

/// Why a section could not be read: an [`Error`] at the offset of the
/// problem, with code [`OBJECT_TRUNCATED`](codes::OBJECT_TRUNCATED) (the
/// section ends inside something), [`OBJECT_FORMAT`](codes::OBJECT_FORMAT)
/// (a version other than 3) or [`OBJECT_FIELD`](codes::OBJECT_FIELD) (a
/// location kind outside 1..=5, a constant index past the pool, bytes
/// other than zero padding after the last record).
pub use crate::error::Error;
use crate::error::{codes, Span};

fn truncated(offset: usize, what: &str) -> Error {
    Error::new(codes::OBJECT_TRUNCATED, format!("stack map section ends at offset {offset:#x} inside {what}"))
        .at(Span::Offset(offset as u64))
}

struct Reader<'a> {
    data: &'a [u8],
    at: usize,
    endian: Endian,
}

impl Reader<'_> {
    fn take(&mut self, size: usize, what: &'static str) -> Result<u64, Error> {
        let bytes =
            self.data.get(self.at..).and_then(|rest| rest.get(..size)).ok_or_else(|| truncated(self.at, what))?;
        self.at += size;
        let mut value = 0u64;
        match self.endian {
            Endian::Little => bytes.iter().rev().for_each(|&b| value = value << 8 | b as u64),
            Endian::Big => bytes.iter().for_each(|&b| value = value << 8 | b as u64),
        }
        Ok(value)
    }

    /// Checks that `count` items of `size` bytes fit in what is left.
    fn expect(&self, count: u64, size: usize, what: &'static str) -> Result<(), Error> {
        let left = (self.data.len() - self.at.min(self.data.len())) as u64;
        if count.saturating_mul(size as u64) > left {
            return Err(truncated(self.data.len(), what));
        }
        Ok(())
    }

    fn align8(&mut self, what: &'static str) -> Result<(), Error> {
        let pad = self.at.next_multiple_of(8) - self.at;
        self.take(pad, what).map(|_| ())
    }
}

/// Reads a little-endian section (x86-64, AArch64, powerpc64le).
pub fn parse(data: &[u8]) -> Result<StackMap, Error> {
    parse_endian(data, Endian::Little)
}

/// Reads a section of either byte order: one stack map, then nothing but
/// zero padding.
pub fn parse_endian(data: &[u8], endian: Endian) -> Result<StackMap, Error> {
    let (map, end) = parse_one(data, endian)?;
    // Trailing zero padding is harmless (a linker may pad the section).
    if let Some(i) = data[end..].iter().position(|&b| b != 0) {
        let offset = end + i;
        let message = format!("unexpected bytes after the last record, at offset {offset:#x}");
        return Err(Error::new(codes::OBJECT_FIELD, message).at(Span::Offset(offset as u64)));
    }
    Ok(map)
}

/// Reads every stack map of a linked section, where the linker put the
/// maps of several objects one after another.
pub fn parse_concatenated(data: &[u8], endian: Endian) -> Result<Vec<StackMap>, Error> {
    let mut maps = Vec::new();
    let mut at = 0;
    while at < data.len() {
        let (map, used) = parse_one(&data[at..], endian).map_err(|e| shifted(e, at))?;
        maps.push(map);
        at += used;
    }
    Ok(maps)
}

/// `e` (of a map that starts `by` bytes into the section) with its offset
/// in the section: in the message too.
fn shifted(e: Error, by: usize) -> Error {
    let Span::Offset(offset) = e.span else { return e };
    let moved = offset + by as u64;
    let message = e.message.replace(&format!("{offset:#x}"), &format!("{moved:#x}"));
    Error { message, span: Span::Offset(moved), ..e }
}

/// Reads one stack map from the start of `data`: the map and its size.
fn parse_one(data: &[u8], endian: Endian) -> Result<(StackMap, usize), Error> {
    let mut r = Reader { data, at: 0, endian };
    let version = r.take(1, "the header")? as u8;
    if version != VERSION {
        let message = format!("unsupported stack map version {version} (only version {VERSION} is known)");
        return Err(Error::new(codes::OBJECT_FORMAT, message).at(Span::Offset(0)));
    }
    r.take(3, "the header")?;
    let function_count = r.take(4, "the header")?;
    let constant_count = r.take(4, "the header")?;
    let record_count = r.take(4, "the header")?;
    debug_assert_eq!(r.at, HEADER_SIZE);

    r.expect(function_count, FUNCTION_SIZE, "the function entries")?;
    let mut map = StackMap::default();
    for _ in 0..function_count {
        let address = r.take(8, "a function entry")?;
        let stack_size = r.take(8, "a function entry")?;
        let record_count = r.take(8, "a function entry")?;
        map.functions.push(Function { address, stack_size, record_count });
    }
    r.expect(constant_count, 8, "the constants")?;
    for _ in 0..constant_count {
        map.constants.push(r.take(8, "a constant")?);
    }
    // A record takes at least 24 bytes (header and live-out count).
    r.expect(record_count, 24, "the records")?;
    for _ in 0..record_count {
        map.records.push(record(&mut r, constant_count as u32)?);
    }
    Ok((map, r.at))
}

fn record(r: &mut Reader<'_>, constants: u32) -> Result<Record, Error> {
    let id = r.take(8, "a record")?;
    let instruction_offset = r.take(4, "a record")? as u32;
    let flags = r.take(2, "a record")? as u16;
    let location_count = r.take(2, "a record")?;
    r.expect(location_count, LOCATION_SIZE, "a record's locations")?;
    let mut locations = Vec::with_capacity(location_count as usize);
    for _ in 0..location_count {
        let at = r.at;
        let kind_byte = r.take(1, "a location")? as u8;
        let kind = LocationKind::from_byte(kind_byte).ok_or_else(|| {
            Error::new(codes::OBJECT_FIELD, format!("location at offset {at:#x} has unknown kind {kind_byte}"))
                .at(Span::Offset(at as u64))
        })?;
        r.take(1, "a location")?;
        let size = r.take(2, "a location")? as u16;
        let dwarf_reg = r.take(2, "a location")? as u16;
        r.take(2, "a location")?;
        let offset = r.take(4, "a location")? as u32 as i32;
        if kind == LocationKind::ConstantIndex && offset as u32 >= constants {
            let index = offset as u32;
            let message = format!("location at offset {at:#x} names constant #{index}, but the pool has {constants}");
            return Err(Error::new(codes::OBJECT_FIELD, message).at(Span::Offset(at as u64)));
        }
        locations.push(Location { kind, size, dwarf_reg, offset });
    }
    r.align8("a record's padding")?;
    r.take(2, "a record's live-out count")?;
    let live_out_count = r.take(2, "a record's live-out count")?;
    r.expect(live_out_count, 4, "a record's live-outs")?;
    let mut live_outs = Vec::with_capacity(live_out_count as usize);
    for _ in 0..live_out_count {
        let dwarf_reg = r.take(2, "a live-out")? as u16;
        r.take(1, "a live-out")?;
        let size = r.take(1, "a live-out")? as u8;
        live_outs.push(LiveOut { dwarf_reg, size });
    }
    r.align8("a record's padding")?;
    Ok(Record { id, instruction_offset, flags, locations, live_outs })
}
