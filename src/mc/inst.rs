//! Machine-code instructions: an opcode and its operand slots.
//!
//! An instruction is stored compactly (128 bytes): a kind byte and an
//! 8-byte value per slot, and the symbol and relocation operator of at
//! most [`MAX_EXPRS`] symbolic operands on the side. Programs hold millions
//! of them, and reading them is what encoding a long stream costs most:
//! with a 16-byte [`MCOperand`] per slot the instruction took 200 bytes.

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
pub const MAX_SLOTS: usize = 12;

/// Most slots of one instruction that may hold an [`MCOperand::Expr`]
/// (x86 needs two: `movl $a, b(%rip)`).
pub const MAX_EXPRS: usize = 3;

/// How a `DistinctRegisters` message that is a warning starts.
pub const DISTINCT_WARNING: &str = "warning: ";

/// A register slot that holds no register (a memory operand without a
/// base, an index or a segment).
pub const NO_REGISTER: u16 = u16::MAX;

/// Slot kinds: a register, an immediate, or the symbolic operand whose
/// symbol is side entry `kind - EXPR`.
const REG: u8 = 0;
const IMM: u8 = 1;
const EXPR: u8 = 2;

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
    len: u8,
    kinds: [u8; MAX_SLOTS],
    modifiers: [u8; MAX_EXPRS],
    symbols: [u32; MAX_EXPRS],
    /// A register number, an immediate, or a symbolic operand's addend.
    values: [i64; MAX_SLOTS],
}

const _: () = assert!(std::mem::size_of::<MCInst>() == 128);

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
            len: 0,
            kinds: [IMM; MAX_SLOTS],
            modifiers: [0; MAX_EXPRS],
            symbols: [0; MAX_EXPRS],
            values: [0; MAX_SLOTS],
        }
    }

    /// Makes this an instruction `opcode` without operands or prefixes
    /// (its slots are reused, not cleared).
    pub fn clear(&mut self, opcode: u16) {
        self.opcode = opcode;
        self.prefixes = 0;
        self.len = 0;
    }

    /// An instruction with `operands`, in slot order (at most
    /// [`MAX_SLOTS`], as [`MCInst::push`] takes them).
    pub fn with_operands(opcode: u16, operands: impl IntoIterator<Item = MCOperand>) -> MCInst {
        let mut inst = MCInst::new(opcode);
        for op in operands {
            inst.push(op);
        }
        inst
    }

    /// Appends an operand; false when the instruction is full (all
    /// [`MAX_SLOTS`] slots, or all [`MAX_EXPRS`] symbolic ones).
    pub fn push(&mut self, op: MCOperand) -> bool {
        let at = self.len as usize;
        if at >= MAX_SLOTS {
            return false;
        }
        // A slot past the count may still hold a symbol's kind from
        // before a `clear`: it owns no side entry now.
        self.kinds[at] = IMM;
        self.len += 1;
        if self.set(at, op) {
            true
        } else {
            self.len -= 1;
            false
        }
    }

    /// Sets slot `i` to `op`; false (and nothing changed) when `i` is past
    /// the last slot, or `op` is symbolic and [`MAX_EXPRS`] other slots
    /// already are.
    pub fn set(&mut self, i: usize, op: MCOperand) -> bool {
        if i >= self.len as usize {
            return false;
        }
        let (kind, value) = match op {
            MCOperand::Reg(r) => (REG, r as i64),
            MCOperand::Imm(v) => (IMM, v),
            MCOperand::Expr { symbol, addend, modifier } => {
                let Some(entry) = self.free_expr_entry(i) else { return false };
                self.symbols[entry] = symbol;
                self.modifiers[entry] = modifier;
                (EXPR + entry as u8, addend)
            }
        };
        self.kinds[i] = kind;
        self.values[i] = value;
        true
    }

    /// A side entry for a symbolic operand in slot `i`: its own, or one
    /// that no other slot uses.
    fn free_expr_entry(&self, i: usize) -> Option<usize> {
        let kinds = &self.kinds[..self.len as usize];
        if kinds[i] >= EXPR {
            return Some((kinds[i] - EXPR) as usize);
        }
        (0..MAX_EXPRS).find(|&e| !kinds.contains(&(EXPR + e as u8)))
    }

    /// Exchanges slots `a` and `b` (both below [`MCInst::len`]).
    pub fn swap(&mut self, a: usize, b: usize) {
        self.kinds.swap(a, b);
        self.values.swap(a, b);
    }

    /// The number of slots.
    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the instruction has no slots.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The operands, copied out.
    pub fn operands(&self) -> Operands {
        let mut out = Operands { len: self.len, slots: [MCOperand::Imm(0); MAX_SLOTS] };
        for (i, s) in out.slots[..self.len as usize].iter_mut().enumerate() {
            *s = self.slot(i);
        }
        out
    }

    /// The operands in slot order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = MCOperand> + '_ {
        (0..self.len as usize).map(|i| self.slot(i))
    }

    /// Slot `i` (an immediate 0 when absent).
    #[inline]
    pub fn operand(&self, i: usize) -> MCOperand {
        if i < self.len as usize {
            self.slot(i)
        } else {
            MCOperand::Imm(0)
        }
    }

    /// The register in slot `i`, if it holds one.
    #[inline]
    pub fn reg_at(&self, i: usize) -> Option<u16> {
        (i < self.len as usize && self.kinds[i] == REG).then(|| self.values[i] as u16)
    }

    /// The immediate in slot `i`, if it holds one.
    #[inline]
    pub fn imm_at(&self, i: usize) -> Option<i64> {
        (i < self.len as usize && self.kinds[i] == IMM).then(|| self.values[i])
    }

    #[inline(always)]
    fn slot(&self, i: usize) -> MCOperand {
        let value = self.values[i];
        match self.kinds[i] {
            REG => MCOperand::Reg(value as u16),
            IMM => MCOperand::Imm(value),
            kind => {
                let entry = (kind - EXPR) as usize;
                MCOperand::Expr { symbol: self.symbols[entry], addend: value, modifier: self.modifiers[entry] }
            }
        }
    }

    /// Sets the number of slots, filling new ones with immediate 0.
    pub fn resize(&mut self, n: usize) {
        let n = n.min(MAX_SLOTS);
        for i in self.len as usize..n {
            self.kinds[i] = IMM;
            self.values[i] = 0;
        }
        self.len = n as u8;
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
        let ops = [MCOperand::Reg(7), MCOperand::Imm(i64::MIN), expr(3, -5), MCOperand::Imm(i64::MAX), expr(9, 1)];
        let inst = MCInst::with_operands(42, ops);
        assert_eq!(&*inst.operands(), &ops);
        assert!(inst.iter().eq(ops));
        assert_eq!(inst.operand(2), expr(3, -5));
        assert_eq!(inst.operand(5), MCOperand::Imm(0));
        assert_eq!(
            (inst.reg_at(0), inst.reg_at(1), inst.imm_at(1), inst.imm_at(2)),
            (Some(7), None, Some(i64::MIN), None)
        );
    }

    #[test]
    fn symbolic_operands_beyond_the_side_entries_are_refused() {
        let mut inst = MCInst::new(1);
        for s in 0..MAX_EXPRS as u32 {
            assert!(inst.push(expr(s, 0)));
        }
        assert!(!inst.push(expr(99, 0)), "a fourth symbol has no entry");
        assert_eq!(inst.len(), MAX_EXPRS);
        assert!(inst.push(MCOperand::Imm(1)));
        // A slot that held a symbol takes another; one that did not, none.
        assert!(inst.set(1, expr(50, 2)));
        assert!(!inst.set(MAX_EXPRS, expr(51, 0)));
        assert_eq!(inst.operand(MAX_EXPRS), MCOperand::Imm(1));
        // An entry freed by a slot that became an immediate is reused.
        assert!(inst.set(0, MCOperand::Imm(0)));
        assert!(inst.set(MAX_EXPRS, expr(51, 0)));
        let symbols: Vec<_> = inst.iter().map(|o| matches!(o, MCOperand::Expr { .. })).collect();
        assert_eq!(symbols, [false, true, true, true]);
        assert_eq!(inst.operand(1), expr(50, 2));
        assert_eq!(inst.operand(3), expr(51, 0));
        // Slots dropped by clear or resize free their entries.
        inst.resize(1);
        inst.resize(4);
        assert!(inst.set(2, expr(60, 0)) && inst.set(3, expr(61, 0)) && inst.set(1, expr(62, 0)));
        assert!(!inst.set(0, expr(63, 0)));
    }

    #[test]
    fn a_slot_cleared_away_keeps_no_side_entry() {
        let mut inst = MCInst::with_operands(1, [MCOperand::Imm(0), expr(1, 0)]);
        inst.clear(1);
        assert!(inst.push(expr(2, 0)), "slot 0 takes the free entry 0");
        assert!(inst.push(expr(3, 0)), "slot 1's old entry 0 is not its own any more");
        assert_eq!(&*inst.operands(), &[expr(2, 0), expr(3, 0)]);
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
    fn swap_keeps_symbols_with_their_slots() {
        let mut inst = MCInst::with_operands(1, [expr(4, 8), MCOperand::Reg(2)]);
        inst.swap(0, 1);
        assert_eq!(&*inst.operands(), &[MCOperand::Reg(2), expr(4, 8)]);
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
