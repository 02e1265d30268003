//! Machine-code instructions: an opcode and its operand slots.
//!
//! An instruction is stored compactly (80 bytes): a kind byte and the low
//! 32 bits of a value per slot, and on the side, in at most [`MAX_WIDE`]
//! entries, the high halves of values that need them and the symbols and
//! relocation operators of symbolic operands. Programs hold millions of
//! instructions, and reading them is what encoding a long stream costs
//! most: with a 16-byte [`MCOperand`] per slot the instruction took 200
//! bytes.

use tdc_schema::decode::{SlotShape, SHAPE_SIDE_ENTRIES, SHAPE_SLOTS};

/// One operand slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MCOperand {
    /// A register number (index into the target's registers).
    Reg(u16),
    /// An immediate.
    Imm(i64),
    /// A symbol plus an addend; `symbol` indexes the assembler's symbols.
    Expr {
        /// Symbol index.
        symbol: u32,
        /// Constant added to the symbol's address.
        addend: i64,
        /// The relocation operator written before the symbol (`:lo12:`):
        /// 0 for none, else 1 + its index in the operand kind's
        /// `reloc_modifiers`.
        modifier: u8,
    },
}

/// Most operand slots an instruction may have.
pub const MAX_SLOTS: usize = SHAPE_SLOTS;

/// Most side entries of one instruction: a symbolic operand takes one for
/// its symbol, and a value outside the 32-bit signed range (an immediate or
/// an addend) one for its high half. x86 needs two (`movl $0xffffffff,
/// b(%rip)`).
pub const MAX_WIDE: usize = SHAPE_SIDE_ENTRIES;

/// How a `DistinctRegisters` message that is a warning starts.
pub const DISTINCT_WARNING: &str = "warning: ";

/// A register slot that holds no register (a memory operand without a
/// base, an index or a segment).
pub const NO_REGISTER: u16 = u16::MAX;

/// A slot's kind byte: what it holds in its low two bits (a register, an
/// immediate or a symbolic operand), in the next two 1 + the side entry of
/// its value's high half (0: the low half sign-extended), and in the two
/// after that the side entry of its symbol.
const REG: u8 = 0;
const IMM: u8 = 1;
const EXPR: u8 = 2;
const WHAT: u8 = 3;
const HIGH_SHIFT: u8 = 2;
const SYMBOL_SHIFT: u8 = 4;

/// The side entry that holds a slot's high half, if it has one.
#[inline(always)]
fn high_entry(kind: u8) -> Option<usize> {
    match kind >> HIGH_SHIFT & 3 {
        0 => None,
        h => Some(h as usize - 1),
    }
}

/// An instruction: opcode and operand slots.
// The opcode, count and kinds first: an instruction with few operands is
// read from its first cache line.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct MCInst {
    /// Index into the target's instructions.
    pub opcode: u16,
    /// The target's assembler prefixes written before it (bit i: the
    /// i-th of `asm_prefixes`).
    pub prefixes: u16,
    /// How many slots, their kinds and the side entries' modifiers.
    shape: SlotShape,
    /// Each slot's value (a register number, an immediate or a symbolic
    /// operand's addend), its low 32 bits.
    values: [i32; MAX_SLOTS],
    /// Side entries: a high half or a symbol.
    side: [u32; MAX_WIDE],
}

const _: () = assert!(std::mem::size_of::<MCInst>() == 80);

/// An instruction's operands, copied out of it: a slice of
/// [`MCOperand`]s by `Deref`.
#[derive(Clone, Copy)]
pub struct Operands {
    len: u8,
    slots: [MCOperand; MAX_SLOTS],
}

impl std::ops::Deref for Operands {
    type Target = [MCOperand];
    fn deref(&self) -> &[MCOperand] {
        &self.slots[..self.len as usize]
    }
}

impl std::ops::DerefMut for Operands {
    fn deref_mut(&mut self) -> &mut [MCOperand] {
        &mut self.slots[..self.len as usize]
    }
}

impl MCInst {
    /// An instruction without operands yet.
    pub fn new(opcode: u16) -> MCInst {
        MCInst {
            opcode,
            prefixes: 0,
            shape: SlotShape { len: 0, kinds: [IMM; MAX_SLOTS], modifiers: [0; MAX_WIDE] },
            values: [0; MAX_SLOTS],
            side: [0; MAX_WIDE],
        }
    }

    /// Makes this an instruction `opcode` without operands or prefixes
    /// (its slots are reused, not cleared).
    pub fn clear(&mut self, opcode: u16) {
        self.opcode = opcode;
        self.prefixes = 0;
        self.shape.len = 0;
    }

    /// An instruction with `operands`, in slot order (as many as
    /// [`MCInst::push`] takes: the rest are dropped).
    pub fn with_operands(opcode: u16, operands: impl IntoIterator<Item = MCOperand>) -> MCInst {
        let mut inst = MCInst::new(opcode);
        for op in operands {
            inst.push(op);
        }
        inst
    }

    /// Appends an operand; false when the instruction is full (all
    /// [`MAX_SLOTS`] slots, or the side entries `op` needs are taken).
    pub fn push(&mut self, op: MCOperand) -> bool {
        let at = self.shape.len as usize;
        if at >= MAX_SLOTS {
            return false;
        }
        // A slot past the count may still name side entries from before a
        // `clear`: it owns none now.
        self.shape.kinds[at] = IMM;
        self.shape.len += 1;
        if self.set(at, op) {
            true
        } else {
            self.shape.len -= 1;
            false
        }
    }

    /// Sets slot `i` to `op`; false (and nothing changed) when `i` is past
    /// the last slot, or `op` needs more side entries (for its symbol and
    /// for a value outside the 32-bit range) than other slots leave free.
    #[inline]
    pub fn set(&mut self, i: usize, op: MCOperand) -> bool {
        if i >= self.shape.len as usize {
            return false;
        }
        // Registers and 32-bit immediates (what decoders make) need no
        // side entry.
        let plain = match op {
            MCOperand::Reg(r) => Some((REG, i64::from(r))),
            MCOperand::Imm(v) if i64::from(v as i32) == v => Some((IMM, v)),
            _ => None,
        };
        match plain {
            Some((kind, value)) => self.set_plain(i, kind, value as i32),
            None => self.set_wide(i, op),
        }
    }

    /// Sets slot `i` to register `reg`, as [`MCInst::set`] does.
    #[inline]
    pub fn set_register(&mut self, i: usize, reg: u16) -> bool {
        self.set_plain(i, REG, i32::from(reg))
    }

    /// Sets the five slots of an address from `at` (base, scale, index,
    /// displacement, segment) to registers and 32-bit immediates: all
    /// five, or none (false) when they run past the last slot.
    #[inline]
    pub fn set_address(&mut self, at: usize, [base, scale, index, disp, segment]: [i32; 5]) -> bool {
        let (Some(kinds), Some(values)) = (self.shape.kinds.get_mut(at..at + 5), self.values.get_mut(at..at + 5))
        else {
            return false;
        };
        if at + 5 > self.shape.len as usize {
            return false;
        }
        kinds.copy_from_slice(&[REG, IMM, REG, IMM, REG]);
        values.copy_from_slice(&[base, scale, index, disp, segment]);
        true
    }

    /// Sets slot `i`, an immediate of the shape (see
    /// [`MCInst::reset_to_shape`]), to `value`: [`MCInst::set_value`]
    /// where the value needs no side entry, else [`MCInst::set`].
    #[inline(always)]
    pub(crate) fn set_immediate(&mut self, i: usize, value: i64) {
        if i64::from(value as i32) == value {
            self.set_value(i, value as i32);
        } else {
            self.set(i, MCOperand::Imm(value));
        }
    }

    /// Copies slot `from` to slot `to` (a tied operand): what
    /// `set(to, operand(from))` does, without a side entry in one step.
    #[inline(always)]
    pub(crate) fn copy_slot(&mut self, from: usize, to: usize) -> bool {
        let len = self.shape.len as usize;
        if from < len && to < len && (self.shape.kinds[from] | self.shape.kinds[to]) <= WHAT {
            self.shape.kinds[to] = self.shape.kinds[from];
            self.values[to] = self.values[from];
            return true;
        }
        self.set(to, self.operand(from))
    }

    /// [`MCInst::set`] for an operand with no side entry.
    #[inline]
    fn set_plain(&mut self, i: usize, kind: u8, value: i32) -> bool {
        if i >= self.shape.len as usize {
            return false;
        }
        self.shape.kinds[i] = kind;
        self.values[i] = value;
        true
    }

    /// [`MCInst::set`] for an operand that needs side entries.
    fn set_wide(&mut self, i: usize, op: MCOperand) -> bool {
        let (what, value, symbol) = match op {
            MCOperand::Reg(r) => (REG, i64::from(r), None),
            MCOperand::Imm(v) => (IMM, v, None),
            MCOperand::Expr { symbol, addend, modifier } => (EXPR, addend, Some((symbol, modifier))),
        };
        let wide = i64::from(value as i32) != value;
        let mut kind = what;
        let needed = u32::from(wide) + u32::from(symbol.is_some());
        if needed > 0 {
            let used = self.entries_used_except(i);
            if MAX_WIDE as u32 - used.count_ones() < needed {
                return false;
            }
            // (Enough of them, counted above.)
            let mut free = (0..MAX_WIDE).filter(|e| used & 1 << e == 0);
            if wide {
                let h = free.next().unwrap_or_default();
                self.side[h] = (value >> 32) as u32;
                kind |= (h as u8 + 1) << HIGH_SHIFT;
            }
            if let Some((symbol, modifier)) = symbol {
                let s = free.next().unwrap_or_default();
                self.side[s] = symbol;
                self.shape.modifiers[s] = modifier;
                kind |= (s as u8) << SYMBOL_SHIFT;
            }
        }
        self.shape.kinds[i] = kind;
        self.values[i] = value as i32;
        true
    }

    /// The side entries the live slots but `i` use, a bit each.
    fn entries_used_except(&self, i: usize) -> u8 {
        let mut used = 0;
        for (j, &kind) in self.shape.kinds[..self.shape.len as usize].iter().enumerate() {
            if j == i {
                continue;
            }
            if let Some(h) = high_entry(kind) {
                used |= 1 << h;
            }
            if kind & WHAT == EXPR {
                used |= 1 << (kind >> SYMBOL_SHIFT & 3);
            }
        }
        used
    }

    /// Exchanges slots `a` and `b` (both below [`MCInst::len`]).
    pub fn swap(&mut self, a: usize, b: usize) {
        self.shape.kinds.swap(a, b);
        self.values.swap(a, b);
    }

    /// The number of slots.
    #[inline]
    pub fn len(&self) -> usize {
        self.shape.len as usize
    }

    /// Whether the instruction has no slots.
    pub fn is_empty(&self) -> bool {
        self.shape.len == 0
    }

    /// The operands, copied out.
    pub fn operands(&self) -> Operands {
        let mut out = Operands { len: self.shape.len, slots: [MCOperand::Imm(0); MAX_SLOTS] };
        for (i, s) in out.slots[..self.shape.len as usize].iter_mut().enumerate() {
            *s = self.slot(i);
        }
        out
    }

    /// The operands in slot order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = MCOperand> + '_ {
        (0..self.shape.len as usize).map(|i| self.slot(i))
    }

    /// Slot `i` (an immediate 0 when absent).
    #[inline]
    pub fn operand(&self, i: usize) -> MCOperand {
        if i < self.shape.len as usize {
            self.slot(i)
        } else {
            MCOperand::Imm(0)
        }
    }

    /// The register in slot `i`, if it holds one.
    #[inline]
    pub fn reg_at(&self, i: usize) -> Option<u16> {
        (i < self.shape.len as usize && self.shape.kinds[i] == REG).then(|| self.values[i] as u16)
    }

    /// The immediate in slot `i`, if it holds one.
    #[inline]
    pub fn imm_at(&self, i: usize) -> Option<i64> {
        (i < self.shape.len as usize && self.shape.kinds[i] & WHAT == IMM).then(|| self.value(i))
    }

    /// Slot `i`'s whole value: its low half, and its high half from the
    /// side or by sign extension.
    #[inline(always)]
    fn value(&self, i: usize) -> i64 {
        let low = self.values[i];
        match high_entry(self.shape.kinds[i]) {
            None => i64::from(low),
            Some(h) => i64::from(self.side[h]) << 32 | i64::from(low as u32),
        }
    }

    #[inline(always)]
    fn slot(&self, i: usize) -> MCOperand {
        let kind = self.shape.kinds[i];
        match kind & WHAT {
            REG => MCOperand::Reg(self.values[i] as u16),
            IMM => MCOperand::Imm(self.value(i)),
            _ => {
                let entry = (kind >> SYMBOL_SHIFT & 3) as usize;
                MCOperand::Expr {
                    symbol: self.side[entry],
                    addend: self.value(i),
                    modifier: self.shape.modifiers[entry],
                }
            }
        }
    }

    /// Makes this an instruction with `opcode`, no prefixes and `n` slots
    /// of immediate 0 (a decoder's start: stores of a fixed size, unlike
    /// [`MCInst::clear`] and [`MCInst::resize`]).
    #[inline]
    pub fn reset(&mut self, opcode: u16, n: usize) {
        self.opcode = opcode;
        self.prefixes = 0;
        self.shape.kinds = [IMM; MAX_SLOTS];
        self.values = [0; MAX_SLOTS];
        self.shape.len = n.min(MAX_SLOTS) as u8;
    }

    /// The shape of an instruction of `n` slots (at most [`MAX_SLOTS`])
    /// whose slots `registers` hold registers and the others immediates,
    /// without side entries.
    pub(crate) fn shape(n: u8, registers: impl IntoIterator<Item = u8>) -> SlotShape {
        let mut kinds = [IMM; MAX_SLOTS];
        for slot in registers {
            if let Some(kind) = kinds.get_mut(slot as usize) {
                *kind = REG;
            }
        }
        SlotShape { len: n.min(MAX_SLOTS as u8), kinds, modifiers: [0; MAX_WIDE] }
    }

    /// [`MCInst::reset`] for a decoder that then sets every slot's value
    /// ([`MCInst::set_value`]), with `prefixes` and the slots of `shape`
    /// (made by [`MCInst::shape`]: the caller keeps to it, as the x86
    /// decoder's hot path does): the slots' values are left as they were.
    #[inline(always)]
    pub(crate) fn reset_to_shape(&mut self, opcode: u16, prefixes: u16, shape: &SlotShape) {
        debug_assert!(shape.len as usize <= MAX_SLOTS);
        self.opcode = opcode;
        self.prefixes = prefixes;
        self.shape = *shape;
    }

    /// Sets slot `i`'s value (of an immediate within 32 bits or a
    /// register), its kind left as the shape made it (see
    /// [`MCInst::reset_to_shape`]).
    #[inline(always)]
    pub(crate) fn set_value(&mut self, i: usize, value: i32) {
        if let Some(v) = self.values.get_mut(i) {
            *v = value;
        }
    }

    /// [`MCInst::set_value`] for the `N` slots from `at`.
    #[inline(always)]
    pub(crate) fn set_values<const N: usize>(&mut self, at: usize, values: [i32; N]) {
        if let Some(v) = self.values.get_mut(at..at + N) {
            v.copy_from_slice(&values);
        }
    }

    /// Sets the number of slots, filling new ones with immediate 0.
    pub fn resize(&mut self, n: usize) {
        let n = n.min(MAX_SLOTS);
        for i in self.shape.len as usize..n {
            self.shape.kinds[i] = IMM;
            self.values[i] = 0;
        }
        self.shape.len = n as u8;
    }

    /// Whether slots `a` and `b` hold the same register or two that
    /// overlap (x3 and w3).
    pub fn registers_overlap(&self, tables: &super::TargetTables, a: usize, b: usize) -> bool {
        match (self.operand(a), self.operand(b)) {
            (MCOperand::Reg(x), MCOperand::Reg(y)) => {
                x == y || tables.registers.get(x as usize).is_some_and(|r| r.overlaps.contains(&y))
            }
            _ => false,
        }
    }

    /// The first of `tables`' `DistinctRegisters` pairs of this
    /// instruction whose registers overlap, but for warnings: (second
    /// slot, message).
    pub fn unpredictable_pair<'t>(&self, tables: &'t super::TargetTables) -> Option<(usize, &'t str)> {
        let info = tables.instructions.get(self.opcode as usize)?;
        info.distinct
            .iter()
            .filter(|(_, _, m)| !m.starts_with(DISTINCT_WARNING))
            .find(|&&(a, b, _)| self.registers_overlap(tables, a as usize, b as usize))
            .map(|(_, b, m)| (*b as usize, m.as_str()))
    }

    /// The message of the first `DistinctRegisters` pair of this
    /// instruction that is a warning (llvm-mc assembles it) and whose
    /// registers overlap.
    pub fn distinct_warning<'t>(&self, tables: &'t super::TargetTables) -> Option<&'t str> {
        let info = tables.instructions.get(self.opcode as usize)?;
        info.distinct.iter().find_map(|(a, b, m)| {
            let warning = m.strip_prefix(DISTINCT_WARNING)?;
            self.registers_overlap(tables, *a as usize, *b as usize).then_some(warning)
        })
    }
}

impl PartialEq for MCInst {
    fn eq(&self, other: &MCInst) -> bool {
        self.opcode == other.opcode && self.prefixes == other.prefixes && self.iter().eq(other.iter())
    }
}

impl Eq for MCInst {}

impl std::fmt::Debug for MCInst {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MCInst")
            .field("opcode", &self.opcode)
            .field("prefixes", &self.prefixes)
            .field("operands", &&*self.operands())
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn expr(symbol: u32, addend: i64) -> MCOperand {
        MCOperand::Expr { symbol, addend, modifier: symbol as u8 }
    }

    #[test]
    fn operands_read_back_as_written() {
        let narrow = i64::from(i32::MIN);
        let ops = [
            MCOperand::Reg(7),
            MCOperand::Imm(i64::MIN),
            expr(3, -5),
            MCOperand::Imm(narrow),
            MCOperand::Imm(i64::from(i32::MAX)),
            MCOperand::Imm(-1),
            MCOperand::Reg(u16::MAX),
            MCOperand::Imm(0xffff_ffff),
        ];
        let inst = MCInst::with_operands(42, ops);
        assert_eq!(&*inst.operands(), &ops);
        assert!(inst.iter().eq(ops));
        assert_eq!(inst.operand(2), expr(3, -5));
        assert_eq!(inst.operand(8), MCOperand::Imm(0));
        assert_eq!(
            (inst.reg_at(0), inst.reg_at(1), inst.imm_at(1), inst.imm_at(2), inst.imm_at(7)),
            (Some(7), None, Some(i64::MIN), None, Some(0xffff_ffff))
        );
    }

    #[test]
    fn values_at_the_edges_of_32_bits_read_back() {
        for v in [i64::MIN, i64::MAX, 1 << 31, -(1 << 31) - 1, -(1 << 31), (1 << 31) - 1, 1 << 32, -(1 << 32), 0] {
            let inst = MCInst::with_operands(1, [MCOperand::Imm(v), expr(1, v)]);
            assert_eq!(&*inst.operands(), &[MCOperand::Imm(v), expr(1, v)], "{v:#x}");
        }
    }

    #[test]
    fn operands_beyond_the_side_entries_are_refused() {
        let mut inst = MCInst::new(1);
        for s in 0..MAX_WIDE as u32 {
            assert!(inst.push(expr(s, 0)));
        }
        assert!(!inst.push(expr(99, 0)), "a fourth symbol has no entry");
        assert!(!inst.push(MCOperand::Imm(1 << 40)), "nor a value's high half");
        assert_eq!(inst.len(), MAX_WIDE);
        assert!(inst.push(MCOperand::Imm(1)));
        // A slot that held a symbol takes another; one that did not, none.
        assert!(inst.set(1, expr(50, 2)));
        assert!(!inst.set(MAX_WIDE, expr(51, 0)));
        assert_eq!(inst.operand(MAX_WIDE), MCOperand::Imm(1));
        // An entry freed by a slot that became a small immediate is reused.
        assert!(inst.set(0, MCOperand::Imm(0)));
        assert!(inst.set(MAX_WIDE, expr(51, 0)));
        let symbols: Vec<_> = inst.iter().map(|o| matches!(o, MCOperand::Expr { .. })).collect();
        assert_eq!(symbols, [false, true, true, true]);
        assert_eq!(inst.operand(1), expr(50, 2));
        assert_eq!(inst.operand(3), expr(51, 0));
        // A symbol with a wide addend takes two entries; a slot giving up
        // its own makes room for it.
        assert!(!inst.set(0, expr(52, 1 << 33)));
        assert!(inst.set(1, MCOperand::Imm(-1)));
        assert!(!inst.set(0, expr(52, 1 << 33)), "one entry is free, two are needed");
        assert!(inst.set(2, expr(53, 1 << 34)), "its own entry and the freed one");
        assert_eq!(inst.operand(2), expr(53, 1 << 34));
        assert_eq!(inst.operand(3), expr(51, 0));
        // Slots dropped by clear or resize free their entries.
        inst.resize(1);
        inst.resize(4);
        assert!(inst.set(2, expr(60, 0)) && inst.set(3, expr(61, 0)) && inst.set(1, MCOperand::Imm(1 << 32)));
        assert!(!inst.set(0, expr(63, 0)));
        assert_eq!(&*inst.operands(), &[MCOperand::Imm(0), MCOperand::Imm(1 << 32), expr(60, 0), expr(61, 0)]);
    }

    #[test]
    fn a_slot_cleared_away_keeps_no_side_entry() {
        let mut inst = MCInst::with_operands(1, [MCOperand::Imm(1 << 40), expr(1, 0)]);
        inst.clear(1);
        assert!(inst.push(expr(2, 0)), "slot 0 takes the free entry 0");
        assert!(inst.push(expr(3, 1 << 40)), "slot 1's old entry 1 is not its own any more");
        assert_eq!(&*inst.operands(), &[expr(2, 0), expr(3, 1 << 40)]);
    }

    #[test]
    fn setting_past_the_count_changes_nothing() {
        let mut inst = MCInst::with_operands(1, [MCOperand::Reg(1)]);
        assert!(!inst.set(1, MCOperand::Reg(2)));
        assert_eq!(inst.len(), 1);
        inst.resize(MAX_SLOTS + 5);
        assert_eq!(inst.len(), MAX_SLOTS);
        assert!(!inst.push(MCOperand::Imm(0)));
    }

    #[test]
    fn a_refused_set_changes_nothing() {
        let mut inst = MCInst::with_operands(1, [expr(1, 1 << 40), expr(2, 0), MCOperand::Imm(5)]);
        let before = inst;
        assert!(!inst.set(2, expr(3, 1 << 40)));
        assert_eq!(inst, before);
        assert_eq!(inst.operand(0), expr(1, 1 << 40));
    }

    #[test]
    fn swap_keeps_symbols_and_high_halves_with_their_slots() {
        let mut inst = MCInst::with_operands(1, [expr(4, 8), MCOperand::Reg(2), MCOperand::Imm(-1 << 40)]);
        inst.swap(0, 1);
        inst.swap(0, 2);
        assert_eq!(&*inst.operands(), &[MCOperand::Imm(-1 << 40), expr(4, 8), MCOperand::Reg(2)]);
    }

    #[test]
    fn equality_is_of_opcode_prefixes_and_live_operands() {
        let a = MCInst::with_operands(3, [MCOperand::Reg(1), MCOperand::Imm(2)]);
        let mut b = MCInst::with_operands(3, [MCOperand::Reg(1), MCOperand::Imm(9), MCOperand::Imm(5)]);
        assert_ne!(a, b);
        b.resize(1);
        b.push(MCOperand::Imm(2));
        assert_eq!(a, b, "what a shorter count dropped is not compared");
        b.prefixes = 1;
        assert_ne!(a, b);
        // The side entry a symbol took does not matter, its value does.
        let mut c = MCInst::with_operands(3, [expr(1, 0), expr(2, 0)]);
        let d = MCInst::with_operands(3, [MCOperand::Imm(0), expr(2, 0)]);
        assert!(c.set(0, MCOperand::Imm(0)));
        assert_eq!(c, d);
    }
}
