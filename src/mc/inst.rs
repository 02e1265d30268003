//! Machine-code instructions: an opcode and its operand slots.

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

/// How a `DistinctRegisters` message that is a warning starts.
pub const DISTINCT_WARNING: &str = "warning: ";

/// A register slot that holds no register (a memory operand without a
/// base, an index or a segment).
pub const NO_REGISTER: u16 = u16::MAX;

/// An instruction: opcode and operand slots.
// The opcode and count first: an instruction with few operands is read
// from one cache line.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MCInst {
    /// Index into the target's instructions.
    pub opcode: u16,
    /// The target's assembler prefixes written before it (bit i: the
    /// i-th of `asm_prefixes`).
    pub prefixes: u16,
    len: u8,
    slots: [MCOperand; MAX_SLOTS],
}

impl MCInst {
    /// An instruction without operands yet.
    pub fn new(opcode: u16) -> MCInst {
        MCInst { opcode, prefixes: 0, len: 0, slots: [MCOperand::Imm(0); MAX_SLOTS] }
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

    /// Appends an operand; false when the instruction is full.
    pub fn push(&mut self, op: MCOperand) -> bool {
        if (self.len as usize) < MAX_SLOTS {
            self.slots[self.len as usize] = op;
            self.len += 1;
            true
        } else {
            false
        }
    }

    /// The operands.
    pub fn operands(&self) -> &[MCOperand] {
        &self.slots[..self.len as usize]
    }

    /// The operands, mutably.
    pub fn operands_mut(&mut self) -> &mut [MCOperand] {
        &mut self.slots[..self.len as usize]
    }

    /// Slot `i` (an immediate 0 when absent).
    pub fn operand(&self, i: usize) -> MCOperand {
        self.operands().get(i).copied().unwrap_or(MCOperand::Imm(0))
    }

    /// Sets the number of slots, filling new ones with immediate 0.
    pub fn resize(&mut self, n: usize) {
        let n = n.min(MAX_SLOTS);
        for s in &mut self.slots[self.len as usize..n] {
            *s = MCOperand::Imm(0);
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
