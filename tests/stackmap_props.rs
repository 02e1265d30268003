//! Property tests: stack maps written then parsed give back the same
//! records, in both byte orders; the parser never panics on damaged
//! sections; LEB128 values round trip at every byte-length boundary.
#![cfg(feature = "arbitrary")]

use proptest::prelude::*;
use tdc::object::leb128::{read_sleb128, read_uleb128, uleb128_len, write_sleb128, write_uleb128};
use tdc::stackmap::{self, Endian, Function, LiveOut, Location, LocationKind, Record, StackMap};

fn location(constants: usize) -> impl Strategy<Value = Location> {
    let kinds = if constants == 0 { 4u8 } else { 5 };
    (1..=kinds, any::<u16>(), any::<u16>(), any::<i32>()).prop_map(move |(k, size, dwarf_reg, offset)| {
        let kind = LocationKind::from_byte(k).unwrap();
        let offset =
            if kind == LocationKind::ConstantIndex { (offset as u32 % constants as u32) as i32 } else { offset };
        Location { kind, size, dwarf_reg, offset }
    })
}

fn record(constants: usize) -> impl Strategy<Value = Record> {
    let live_out = (any::<u16>(), any::<u8>()).prop_map(|(dwarf_reg, size)| LiveOut { dwarf_reg, size });
    (
        any::<u64>(),
        any::<u32>(),
        any::<u16>(),
        prop::collection::vec(location(constants), 0..9),
        prop::collection::vec(live_out, 0..7),
    )
        .prop_map(|(id, instruction_offset, flags, locations, live_outs)| Record {
            id,
            instruction_offset,
            flags,
            locations,
            live_outs,
        })
}

fn stack_map() -> impl Strategy<Value = StackMap> {
    prop::collection::vec(any::<u64>(), 0..5).prop_flat_map(|constants| {
        let functions = prop::collection::vec((any::<u64>(), any::<u64>(), 0u64..4), 0..4);
        (functions, prop::collection::vec(record(constants.len()), 0..8), Just(constants)).prop_map(
            |(functions, records, constants)| StackMap {
                functions: functions
                    .into_iter()
                    .map(|(address, stack_size, record_count)| Function { address, stack_size, record_count })
                    .collect(),
                constants,
                records,
            },
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn write_then_parse(map in stack_map()) {
        for endian in [Endian::Little, Endian::Big] {
            let bytes = stackmap::write(&map, endian);
            prop_assert_eq!(bytes.len() % 8, 0);
            prop_assert_eq!(stackmap::parse_endian(&bytes, endian).unwrap(), map.clone());
            // Two maps back to back, as a linker concatenates them.
            let twice = [bytes.clone(), bytes].concat();
            prop_assert_eq!(stackmap::parse_concatenated(&twice, endian).unwrap(), vec![map.clone(), map.clone()]);
        }
    }

    #[test]
    fn every_truncation_is_an_error(map in stack_map()) {
        let bytes = stackmap::write(&map, Endian::Little);
        for len in 0..bytes.len() {
            // Cutting inside the final padding leaves a map whose padding
            // is short: still an error, never a panic.
            prop_assert!(stackmap::parse(&bytes[..len]).is_err(), "accepted {} of {} bytes", len, bytes.len());
        }
    }

    #[test]
    fn damaged_sections_never_panic(map in stack_map(), edits in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..6)) {
        let mut bytes = stackmap::write(&map, Endian::Little);
        if bytes.is_empty() {
            return Ok(());
        }
        for (at, value) in edits {
            let i = at.index(bytes.len());
            bytes[i] = value;
        }
        let _ = stackmap::parse(&bytes);
        let _ = stackmap::parse_endian(&bytes, Endian::Big);
        let _ = stackmap::parse_concatenated(&bytes, Endian::Little);
    }

    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..256)) {
        let _ = stackmap::parse(&bytes);
        // With a valid version byte, the parser gets further.
        let mut versioned = bytes;
        if let Some(first) = versioned.first_mut() {
            *first = 3;
        }
        if let Ok(map) = stackmap::parse(&versioned) {
            prop_assert_eq!(stackmap::parse(&stackmap::write(&map, Endian::Little)).unwrap(), map);
        }
    }

    /// Values of every encoded length 1..=10: the lowest, the highest and
    /// one in between of each length.
    #[test]
    fn uleb128_every_byte_boundary(length in 1u32..=10, pick in any::<u64>()) {
        let low = if length == 1 { 0 } else { 1u64 << (7 * (length - 1)) };
        let high = if length >= 10 { u64::MAX } else { (1u64 << (7 * length)) - 1 };
        let middle = low + pick % (high - low + 1);
        for value in [low, high, middle] {
            let mut out = Vec::new();
            write_uleb128(&mut out, value);
            prop_assert_eq!(out.len(), length as usize);
            prop_assert_eq!(uleb128_len(value), length as usize);
            prop_assert!(out[..out.len() - 1].iter().all(|b| b & 0x80 != 0) && out[out.len() - 1] & 0x80 == 0);
            prop_assert_eq!(read_uleb128(&out), Ok((value, out.len())));
            // Followed by other bytes, only the value is read.
            out.extend_from_slice(&[0x80, 0x01]);
            prop_assert_eq!(read_uleb128(&out), Ok((value, length as usize)));
            // Cut short anywhere, it is truncated.
            for cut in 0..length as usize {
                prop_assert!(read_uleb128(&out[..cut]).is_err());
            }
        }
    }

    #[test]
    fn sleb128_every_byte_boundary(length in 1u32..=10, pick in any::<u64>(), negative in any::<bool>()) {
        // Length n holds the signed values of 7n bits.
        let bits = (7 * length).min(64);
        let (min, max) = if bits == 64 { (i64::MIN, i64::MAX) } else { (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1) };
        let (prev_min, prev_max) = if length == 1 { (0, 0) } else { (-(1i64 << (7 * (length - 1) - 1)), (1i64 << (7 * (length - 1) - 1)) - 1) };
        // The values that need exactly `length` bytes.
        let middle = if negative {
            let span = (prev_min as i128 - min as i128) as u128;
            if span == 0 { min } else { (min as i128 + (pick as u128 % span) as i128) as i64 }
        } else {
            let span = (max as i128 - prev_max as i128) as u128;
            if span == 0 { max } else { (prev_max as i128 + 1 + (pick as u128 % span) as i128) as i64 }
        };
        let values = if length == 1 { vec![min, max, 0, pick as i64 % 64] } else { vec![min, max, prev_min - 1, prev_max + 1, middle] };
        for value in values {
            let mut out = Vec::new();
            write_sleb128(&mut out, value);
            prop_assert_eq!(out.len(), length as usize, "{}", value);
            prop_assert_eq!(read_sleb128(&out), Ok((value, out.len())));
            for cut in 0..length as usize {
                prop_assert!(read_sleb128(&out[..cut]).is_err());
            }
        }
    }

    #[test]
    fn leb128_any_value_and_any_bytes(u in any::<u64>(), i in any::<i64>(), bytes in prop::collection::vec(any::<u8>(), 0..14)) {
        let mut out = Vec::new();
        write_uleb128(&mut out, u);
        prop_assert_eq!(read_uleb128(&out), Ok((u, out.len())));
        out.clear();
        write_sleb128(&mut out, i);
        prop_assert_eq!(read_sleb128(&out), Ok((i, out.len())));
        // Any bytes: a value and a length within them, or an error.
        if let Ok((_, n)) = read_uleb128(&bytes) {
            prop_assert!(n >= 1 && n <= bytes.len());
        }
        if let Ok((_, n)) = read_sleb128(&bytes) {
            prop_assert!(n >= 1 && n <= bytes.len());
        }
    }
}
