//! Stack map points and patch points in code, as llc 19 emits them, from
//! the target's tables (`StackMaps`, `PatchNops`, `ShadowNopsAtPoint`,
//! `PatchPointCall` in its description):
//!
//! - a **stack map** records the offset of a point and reserves a shadow
//!   of bytes after it that the code following the point may occupy; when
//!   that code ends (a label, a call, another point, the end of the block
//!   or function) before the shadow does, the rest is nops: after the code
//!   on x86 (a call counts and the nops go before it), at the point itself
//!   on AArch64 and PowerPC (a call ends the shadow without counting);
//! - a **patch point** records its offset and reserves exactly `bytes`
//!   bytes: the target's call sequence to a non-zero target, then nops.
//!
//! [`Emitter`] does this for a runtime that emits instructions itself; the
//! assembler's `.stackmap` and `.patchpoint` directives do the same.
//!
//! ```
//! use tdc::stackmap::{patch::Emitter, Location};
//! let tables = tdc::targets::by_name("x86_64").unwrap();
//! let mut e = Emitter::new(tables).unwrap();
//! e.function("f", 8);
//! e.instruction(&[0x55], false); // pushq %rbp
//! e.stackmap(7, 4, vec![Location::register(8, 5)], vec![]).unwrap();
//! e.instruction(&[0x5d], false); // popq %rbp: 1 byte of the shadow
//! e.block_end(); // 3 more bytes of nops
//! e.instruction(&[0xc3], false);
//! let (code, map, symbols) = e.finish().unwrap();
//! assert_eq!(code, [0x55, 0x5d, 0x0f, 0x1f, 0x00, 0xc3]);
//! assert_eq!((map.records[0].instruction_offset, symbols), (1, vec!["f".to_string()]));
//! ```

use super::{Builder, FunctionId, LiveOut, Location, StackMap};
use crate::error::{codes, Error};
use crate::mc::TargetTables;

/// Why a stack map or patch point cannot be emitted: an [`Error`] with
/// code [`STACKMAP_UNSUPPORTED`](codes::STACKMAP_UNSUPPORTED) (the target
/// has no stack maps), [`STACKMAP_LAYOUT`](codes::STACKMAP_LAYOUT) (a patch
/// point smaller than its call sequence, padding the nops cannot make, a
/// point inside the previous point's shadow),
/// [`STACKMAP_NO_FUNCTION`](codes::STACKMAP_NO_FUNCTION), or
/// [`ENCODE_INVALID`](codes::ENCODE_INVALID) (the target's call sequence
/// does not assemble: a description error).
pub type PatchError = Error;

/// `Ok` when `tables`' target has stack maps.
pub fn check_supported(tables: &TargetTables) -> Result<(), PatchError> {
    if tables.stack_maps.supported {
        Ok(())
    } else {
        let message = format!("stack maps and patch points are not supported on target '{}'", tables.name);
        Err(Error::new(codes::STACKMAP_UNSUPPORTED, message))
    }
}

/// `Ok` when the target's nops can fill `len` bytes (see [`nops`]).
pub fn check_nops(tables: &TargetTables, what: &'static str, len: u32) -> Result<(), PatchError> {
    let nop = &tables.padding.nop_bytes;
    if tables.stack_maps.nops.is_empty() && (nop.is_empty() || len as usize % nop.len() != 0) {
        let message = format!("{what} of {len} bytes cannot be filled with nops of {} bytes", nop.len());
        return Err(Error::new(codes::STACKMAP_LAYOUT, message));
    }
    Ok(())
}

/// Appends `len` bytes of the target's patch nops: pieces of the longest
/// `PatchNops` first, or its `NopBytes` repeated.
pub fn nops(tables: &TargetTables, what: &'static str, len: u32, out: &mut Vec<u8>) -> Result<(), PatchError> {
    check_nops(tables, what, len)?;
    let sequences = &tables.stack_maps.nops;
    if !sequences.is_empty() {
        let mut left = len as usize;
        while left > 0 {
            let piece = left.min(sequences.len());
            out.extend_from_slice(&sequences[piece - 1]);
            left -= piece;
        }
        return Ok(());
    }
    let nop = &tables.padding.nop_bytes;
    for _ in 0..len as usize / nop.len() {
        out.extend_from_slice(nop);
    }
    Ok(())
}

/// The call sequence to `target` as assembly lines: the target's
/// `PatchPointCall` with its placeholders replaced.
pub fn call_sequence_text(tables: &TargetTables, target: u64) -> Vec<String> {
    tables.stack_maps.call.iter().map(|line| substitute(line, target)).collect()
}

/// Replaces `{target}`, `{target:S:N}` and `{starget:S:N}` in `line`.
fn substitute(line: &str, target: u64) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let Some(close) = rest[open..].find('}') else { break };
        let inner = &rest[open + 1..open + close];
        let mut parts = inner.split(':');
        let (name, shift, bits) = (
            parts.next(),
            parts.next().and_then(|s| s.parse::<u32>().ok()),
            parts.next().and_then(|s| s.parse::<u32>().ok()),
        );
        let value = match (name, shift, bits) {
            (Some("target"), None, None) => (target as i64).to_string(),
            (Some(kind), Some(shift), Some(bits)) if bits > 0 && shift + bits <= 64 => {
                let field = (target >> shift) & (u64::MAX >> (64 - bits));
                if kind == "starget" && bits < 64 && field >> (bits - 1) != 0 {
                    (field as i64 - (1i64 << bits)).to_string()
                } else {
                    field.to_string()
                }
            }
            // The description's checks reject anything else.
            _ => rest[open..=open + close].to_string(),
        };
        out.push_str(&value);
        rest = &rest[open + close + 1..];
    }
    out.push_str(rest);
    out
}

/// The machine code of the call sequence to `target`, assembled with the
/// target's own tables.
pub fn call_sequence(tables: &'static TargetTables, target: u64) -> Result<Vec<u8>, PatchError> {
    let source = call_sequence_text(tables, target).join("\n");
    let asm = crate::asm::assemble(tables, &source, Default::default());
    if let Some(e) = asm.errors.first() {
        let message = format!("the target's patch point call sequence: `{}`: {}", e.text.trim(), e.message);
        return Err(Error::new(codes::ENCODE_INVALID, message));
    }
    let text = &asm.sections[0];
    if !text.fixups.is_empty() || !text.data_relocs.is_empty() {
        let message = "the target's patch point call sequence: it names a symbol";
        return Err(Error::new(codes::ENCODE_INVALID, message));
    }
    Ok(text.data.clone())
}

/// A patch point's code: the call sequence to `target` (none for 0), then
/// nops up to `bytes`; an error when the call sequence does not fit.
pub fn patchpoint_code(tables: &'static TargetTables, bytes: u32, target: u64) -> Result<Vec<u8>, PatchError> {
    check_supported(tables)?;
    let mut code = if target == 0 { Vec::new() } else { call_sequence(tables, target)? };
    let needs = code.len() as u32;
    if needs > bytes {
        let message =
            format!("patch point of {bytes} bytes is too small for the {needs}-byte call sequence to {target:#x}");
        return Err(Error::new(codes::STACKMAP_LAYOUT, message));
    }
    nops(tables, "patch point", bytes - needs, &mut code)?;
    Ok(code)
}

/// A stack map's shadow still open: the point, the bytes it reserves and
/// the bytes of code after it so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shadow {
    /// Offset of the point in its code.
    pub point: u64,
    /// The shadow's length.
    pub bytes: u32,
    /// Bytes of instructions after the point so far.
    pub counted: u32,
}

impl Shadow {
    /// The nops still missing.
    pub fn missing(&self) -> u32 {
        self.bytes.saturating_sub(self.counted)
    }
}

/// Where the nops that close a shadow go, and how many.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Padding {
    /// Offset in the code to insert them at.
    pub at: u64,
    /// Their length.
    pub bytes: u32,
}

/// What ends `shadow` at offset `end` of its code (the end of the code
/// after it): the padding to insert, if any.
pub fn close_shadow(tables: &TargetTables, shadow: Shadow, end: u64) -> Option<Padding> {
    let bytes = shadow.missing();
    let at = if tables.stack_maps.nops_at_point { shadow.point } else { end };
    (bytes > 0).then_some(Padding { at, bytes })
}

/// Code with stack maps and patch points, emitted instruction by
/// instruction by a runtime: the same layout as the assembler's (and
/// llc's). Offsets of code after a point are final once its shadow is
/// closed (nops may be inserted at the point).
pub struct Emitter {
    tables: &'static TargetTables,
    code: Vec<u8>,
    builder: Builder,
    /// The current function and where it starts.
    function: Option<(FunctionId, u64)>,
    shadow: Option<Shadow>,
}

impl Emitter {
    /// Empty code for `tables`' target; an error when it has no stack maps.
    pub fn new(tables: &'static TargetTables) -> Result<Emitter, PatchError> {
        check_supported(tables)?;
        Ok(Emitter { tables, code: Vec::new(), builder: Builder::new(), function: None, shadow: None })
    }

    /// The code so far.
    pub fn code(&self) -> &[u8] {
        &self.code
    }

    /// Starts function `symbol` here, with a frame of `stack_size` bytes
    /// (`u64::MAX` when dynamic). Ends the open shadow.
    pub fn function(&mut self, symbol: &str, stack_size: u64) -> FunctionId {
        self.block_end();
        let id = self.builder.function(symbol, stack_size);
        self.function = Some((id, self.code.len() as u64));
        id
    }

    /// Emits one instruction's bytes; `is_call` when it is a call, which
    /// ends the open shadow.
    pub fn instruction(&mut self, bytes: &[u8], is_call: bool) {
        let start = self.code.len() as u64;
        if is_call && self.tables.stack_maps.nops_at_point {
            self.block_end();
        }
        self.code.extend_from_slice(bytes);
        if let Some(shadow) = &mut self.shadow {
            shadow.counted = shadow.counted.saturating_add(bytes.len() as u32);
            if is_call {
                // x86: the call counts, and the nops go before it.
                let shadow = self.shadow.take().unwrap();
                if let Some(p) = close_shadow(self.tables, shadow, start) {
                    self.insert_nops(p);
                }
            } else if shadow.missing() == 0 {
                self.shadow = None;
            }
        }
    }

    /// The end of a basic block (a branch target follows): pads the open
    /// shadow.
    pub fn block_end(&mut self) {
        if let Some(shadow) = self.shadow.take() {
            if let Some(p) = close_shadow(self.tables, shadow, self.code.len() as u64) {
                self.insert_nops(p);
            }
        }
    }

    fn insert_nops(&mut self, p: Padding) {
        let mut nops = Vec::new();
        // A shadow's length was checked against the nops when it opened.
        let _ = self::nops(self.tables, "shadow", p.bytes, &mut nops);
        let at = p.at as usize;
        self.code.splice(at..at, nops);
    }

    fn point(
        &mut self,
        id: u64,
        shadow: u32,
        locations: Vec<Location>,
        live_outs: Vec<LiveOut>,
    ) -> Result<(FunctionId, u32), PatchError> {
        self.block_end();
        let (function, start) = self
            .function
            .ok_or_else(|| Error::new(codes::STACKMAP_NO_FUNCTION, "a stack map point needs a function first"))?;
        let offset = (self.code.len() as u64 - start) as u32;
        self.builder.record_with_shadow(function, id, offset, shadow, locations, live_outs)?;
        Ok((function, offset))
    }

    /// A stack map here with a shadow of `shadow` bytes; its offset in the
    /// function.
    pub fn stackmap(
        &mut self,
        id: u64,
        shadow: u32,
        locations: Vec<Location>,
        live_outs: Vec<LiveOut>,
    ) -> Result<u32, PatchError> {
        if self.tables.stack_maps.nops.is_empty() {
            nops(self.tables, "shadow", shadow, &mut Vec::new())?;
        }
        let (_, offset) = self.point(id, shadow, locations, live_outs)?;
        if shadow > 0 {
            self.shadow = Some(Shadow { point: self.code.len() as u64, bytes: shadow, counted: 0 });
        }
        Ok(offset)
    }

    /// A patch point here reserving `bytes` bytes, calling `target` when
    /// it is not 0; its offset in the function.
    pub fn patchpoint(
        &mut self,
        id: u64,
        bytes: u32,
        target: u64,
        locations: Vec<Location>,
        live_outs: Vec<LiveOut>,
    ) -> Result<u32, PatchError> {
        let code = patchpoint_code(self.tables, bytes, target)?;
        let (_, offset) = self.point(id, bytes, locations, live_outs)?;
        self.code.extend_from_slice(&code);
        Ok(offset)
    }

    /// A constant location (a `ConstantIndex` into the pool when it does
    /// not fit in 32 signed bits).
    pub fn constant(&mut self, value: i64, size: u16) -> Location {
        self.builder.constant(value, size)
    }

    /// The code (the open shadow padded), the stack map and its functions'
    /// symbols.
    pub fn finish(mut self) -> Result<(Vec<u8>, StackMap, Vec<String>), PatchError> {
        self.block_end();
        let (map, symbols) = self.builder.finish();
        Ok((self.code, map, symbols))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders() {
        assert_eq!(substitute("li 12, {starget:32:16}", 0xffff_0000_1234), "li 12, -1");
        assert_eq!(substitute("movk x16, #{target:16:16}, lsl #16", 0x1234_5678), "movk x16, #4660, lsl #16");
        assert_eq!(substitute("movabsq ${target}, %r11", 0x1234), "movabsq $4660, %r11");
    }
}
