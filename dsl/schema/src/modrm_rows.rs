//! The encoder's copy of each instruction's [`ModRmInfo`]: one row per
//! opcode in one array, with the short lists in place. Encoding an
//! instruction then reads one row instead of an `InstInfo`, a boxed
//! `ModRmInfo` and three lists on the heap, each a cache line that a
//! stream of instructions keeps evicting.

use crate::mc::{Evex, InstInfo, ModRmInfo, ModRmReg, ModRmRm, Trailing, Vex};
use std::sync::OnceLock;

/// A list of at most `N` items kept in place, or the mark that it was
/// longer (read it from the `ModRmInfo` then).
#[derive(Clone, Debug)]
pub struct Inline<T, const N: usize> {
    items: [T; N],
    /// `u8::MAX`: the list did not fit.
    len: u8,
}

impl<T: Clone + Default, const N: usize> Inline<T, N> {
    fn new(list: &[T]) -> Inline<T, N> {
        let mut items: [T; N] = std::array::from_fn(|_| T::default());
        if list.len() > N {
            return Inline { items, len: u8::MAX };
        }
        items[..list.len()].clone_from_slice(list);
        Inline { items, len: list.len() as u8 }
    }
}

impl<T, const N: usize> Inline<T, N> {
    /// The items, or `None` when there were more than `N`.
    pub fn get(&self) -> Option<&[T]> {
        self.items.get(..self.len as usize)
    }
}

impl<T: Clone + Default, const N: usize> Default for Inline<T, N> {
    fn default() -> Inline<T, N> {
        Inline::new(&[])
    }
}

/// What the encoder reads of a [`ModRmInfo`]. Its lists are in place when
/// short (every x86 instruction's are); [`ModRmRow::prefixes`] and the
/// like fall back to the `ModRmInfo`. An instruction without one has
/// `present` false.
#[derive(Clone, Debug, Default)]
pub struct ModRmRow {
    /// The instruction has a `ModRmInfo`.
    pub present: bool,
    /// A legacy instruction (no VEX, XOP, EVEX or REX2 prefix of its own,
    /// in map 0) without string addresses, whose lists are all in place:
    /// the encoder's short way.
    pub plain: bool,
    prefixes: Inline<u8, 4>,
    opcode: Inline<u8, 4>,
    trailing: Inline<Trailing, 2>,
    /// The instruction has [`ModRmInfo::string_addresses`] (read there:
    /// they are rare).
    pub has_string_addresses: bool,
    /// See [`ModRmInfo::rex_w`].
    pub rex_w: bool,
    /// See [`ModRmInfo::vex`].
    pub vex: Option<Vex>,
    /// See [`ModRmInfo::xop`].
    pub xop: bool,
    /// See [`ModRmInfo::force_sib`].
    pub force_sib: bool,
    /// See [`ModRmInfo::reg`].
    pub reg: ModRmReg,
    /// See [`ModRmInfo::rm`].
    pub rm: ModRmRm,
    /// See [`ModRmInfo::vvvv`].
    pub vvvv: Option<u8>,
    /// See [`ModRmInfo::opcode_reg`].
    pub opcode_reg: Option<u8>,
    /// See [`ModRmInfo::suffix`].
    pub suffix: Option<u8>,
    /// See [`ModRmInfo::rex2`].
    pub rex2: bool,
    /// See [`ModRmInfo::map`].
    pub map: u8,
    /// See [`ModRmInfo::evex`].
    pub evex: Option<Evex>,
    /// The map a VEX, XOP or EVEX prefix names ([`ModRmRow::map`], or the
    /// one the opcode's escape bytes name).
    pub vex_map: u8,
    /// How many of the opcode's first bytes that map replaces.
    pub vex_escapes: u8,
    /// VEX.pp and EVEX.pp: the mandatory prefix 66, F3 or F2 as 1, 2 or 3.
    pub vex_pp: u8,
}

impl ModRmRow {
    fn new(info: &ModRmInfo) -> ModRmRow {
        let (prefixes, opcode, trailing) =
            (Inline::new(&info.prefixes), Inline::new(&info.opcode), Inline::new(&info.trailing));
        let in_place = prefixes.get().is_some() && opcode.get().is_some() && trailing.get().is_some();
        let legacy = info.vex.is_none() && info.evex.is_none() && !info.xop && !info.rex2 && info.map == 0;
        // The map and the opcode bytes after its escape bytes, as many.
        let (vex_map, rest) = match info.opcode[..] {
            ref rest if info.map != 0 => (info.map, rest.len()),
            // XOP: the map is the first byte.
            [map, ref rest @ ..] if info.xop => (map, rest.len()),
            [0x0F, 0x38, ref rest @ ..] => (2, rest.len()),
            [0x0F, 0x3A, ref rest @ ..] => (3, rest.len()),
            [0x0F, ref rest @ ..] => (1, rest.len()),
            ref rest => (0, rest.len()),
        };
        ModRmRow {
            present: true,
            plain: legacy && in_place && info.string_addresses.is_empty(),
            prefixes,
            opcode,
            trailing,
            has_string_addresses: !info.string_addresses.is_empty(),
            rex_w: info.rex_w,
            vex: info.vex.clone(),
            xop: info.xop,
            force_sib: info.force_sib,
            reg: info.reg.clone(),
            rm: info.rm.clone(),
            vvvv: info.vvvv,
            opcode_reg: info.opcode_reg,
            suffix: info.suffix,
            rex2: info.rex2,
            map: info.map,
            evex: info.evex.clone(),
            vex_map,
            vex_escapes: (info.opcode.len() - rest) as u8,
            vex_pp: match info.prefixes[..] {
                [0x66] => 1,
                [0xF3] => 2,
                [0xF2] => 3,
                _ => 0,
            },
        }
    }

    /// See [`ModRmInfo::prefixes`]; `info` is read only for a long list.
    pub fn prefixes<'a>(&'a self, info: impl FnOnce() -> Option<&'a ModRmInfo>) -> &'a [u8] {
        self.prefixes.get().unwrap_or_else(|| info().map_or(&[], |i| &i.prefixes))
    }

    /// See [`ModRmInfo::opcode`]; `info` is read only for a long list.
    pub fn opcode<'a>(&'a self, info: impl FnOnce() -> Option<&'a ModRmInfo>) -> &'a [u8] {
        self.opcode.get().unwrap_or_else(|| info().map_or(&[], |i| &i.opcode))
    }

    /// See [`ModRmInfo::trailing`]; `info` is read only for a long list.
    pub fn trailing<'a>(&'a self, info: impl FnOnce() -> Option<&'a ModRmInfo>) -> &'a [Trailing] {
        self.trailing.get().unwrap_or_else(|| info().map_or(&[], |i| &i.trailing))
    }
}

/// An instruction's row, made when first asked for (the instruction is
/// decoded then: most programs encode few of them). One cache line each,
/// none straddling two.
#[derive(Clone, Debug, Default)]
#[repr(align(64))]
pub struct RowCell(OnceLock<ModRmRow>);

impl RowCell {
    /// The row of `instruction`; not `present` without a `ModRmInfo`.
    #[inline]
    pub fn get<'a>(&'a self, instruction: impl FnOnce() -> &'a InstInfo) -> &'a ModRmRow {
        self.0.get_or_init(|| instruction().modrm.as_deref().map(ModRmRow::new).unwrap_or_default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lists_are_marked_and_short_ones_kept() {
        let info = ModRmInfo { prefixes: vec![0x66], opcode: vec![1, 2, 3, 4, 5], ..Default::default() };
        let row = ModRmRow::new(&info);
        assert_eq!(row.prefixes.get(), Some(&[0x66][..]));
        assert_eq!(row.opcode.get(), None);
        assert_eq!(row.opcode(|| Some(&info)), &[1, 2, 3, 4, 5]);
        assert_eq!(std::mem::size_of::<RowCell>(), 64);
    }
}
