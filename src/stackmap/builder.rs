//! Collecting a stack map while code is emitted: functions in the order
//! they are emitted, each function's records in order, and the pool of
//! large constants shared by all records (each value once, in order of
//! first use), as llc builds them.

use super::patch::PatchError;
use super::{Function, LiveOut, Location, LocationKind, Record, StackMap};
use crate::error::codes;
use std::collections::HashMap;

/// A function of a [`Builder`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FunctionId(u32);

struct FunctionEntry {
    symbol: String,
    stack_size: u64,
    records: Vec<Record>,
    /// The last point's id, offset and reserved bytes (shadow or patch
    /// point), for [`Builder::record_with_shadow`].
    last_reserved: Option<(u64, u32, u32)>,
}

/// Builds a [`StackMap`] and the symbols its function addresses refer to.
#[derive(Default)]
pub struct Builder {
    functions: Vec<FunctionEntry>,
    constants: Vec<u64>,
    /// Pool index of each constant; only looked up, never iterated.
    constant_index: HashMap<u64, u32>,
}

impl Builder {
    /// An empty stack map.
    pub fn new() -> Builder {
        Builder::default()
    }

    /// Adds the function whose address is symbol `symbol`, with a frame of
    /// `stack_size` bytes.
    pub fn function(&mut self, symbol: &str, stack_size: u64) -> FunctionId {
        self.functions.push(FunctionEntry {
            symbol: symbol.to_string(),
            stack_size,
            records: Vec::new(),
            last_reserved: None,
        });
        FunctionId(self.functions.len() as u32 - 1)
    }

    /// Sets a function's frame size (known once its frame is laid out,
    /// which may be after its records).
    pub fn set_stack_size(&mut self, function: FunctionId, stack_size: u64) {
        self.functions[function.0 as usize].stack_size = stack_size;
    }

    /// The location of constant `value` of `size` bytes: a `Constant` when
    /// it fits in 32 signed bits, otherwise a `ConstantIndex` into the pool.
    pub fn constant(&mut self, value: i64, size: u16) -> Location {
        if let Ok(small) = i32::try_from(value) {
            return Location::small_constant(size, small);
        }
        let next = self.constants.len() as u32;
        let index = *self.constant_index.entry(value as u64).or_insert(next);
        if index == next {
            self.constants.push(value as u64);
        }
        Location { kind: LocationKind::ConstantIndex, size, dwarf_reg: 0, offset: index as i32 }
    }

    /// Adds a record to `function`: the point `instruction_offset` bytes
    /// after the function's start, with `locations` and `live_outs`.
    pub fn record(
        &mut self,
        function: FunctionId,
        id: u64,
        instruction_offset: u32,
        locations: Vec<Location>,
        live_outs: Vec<LiveOut>,
    ) {
        let record = Record { id, instruction_offset, flags: 0, locations, live_outs };
        self.functions[function.0 as usize].records.push(record);
    }

    /// As [`Builder::record`], for a point that reserves `reserved` bytes
    /// after it (a stack map's shadow, a patch point's bytes): an error
    /// when it lies inside the bytes the function's previous point
    /// reserved (shadows do not overlap).
    pub fn record_with_shadow(
        &mut self,
        function: FunctionId,
        id: u64,
        instruction_offset: u32,
        reserved: u32,
        locations: Vec<Location>,
        live_outs: Vec<LiveOut>,
    ) -> Result<(), PatchError> {
        let entry = &mut self.functions[function.0 as usize];
        if let Some((previous, previous_offset, shadow)) = entry.last_reserved {
            if instruction_offset >= previous_offset
                && (instruction_offset as u64) < previous_offset as u64 + shadow as u64
            {
                let message = format!(
                    "stack map {id} at offset {instruction_offset} overlaps the {shadow}-byte shadow of stack map \
                     {previous} at offset {previous_offset}"
                );
                return Err(PatchError::new(codes::STACKMAP_LAYOUT, message));
            }
        }
        entry.last_reserved = Some((id, instruction_offset, reserved));
        self.record(function, id, instruction_offset, locations, live_outs);
        Ok(())
    }

    /// The stack map and, per function entry, its symbol. A function
    /// without records has no entry, as in llc's output.
    pub fn finish(self) -> (StackMap, Vec<String>) {
        let mut map = StackMap { constants: self.constants, ..StackMap::default() };
        let mut symbols = Vec::new();
        for f in self.functions.into_iter().filter(|f| !f.records.is_empty()) {
            let record_count = f.records.len() as u64;
            map.functions.push(Function { address: 0, stack_size: f.stack_size, record_count });
            map.records.extend(f.records);
            symbols.push(f.symbol);
        }
        (map, symbols)
    }
}
