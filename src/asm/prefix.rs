//! llvm-mc's checks of an instruction against a prefix before it (AArch64's
//! movprfx): the description marks prefixes, the instructions that may
//! follow one and those that follow one unchecked (`isPrefix`,
//! `isPrefixable`, `isPrefixExempt`), and the target words the errors
//! (`PrefixMessages`).

use crate::mc::tables::flags;
use crate::mc::{AsmError, MCInst, MCOperand, TargetTables};

/// What a prefix asks of the next instruction.
#[derive(Clone, Copy, Debug)]
pub struct Prefix {
    /// Its destination, which the next instruction must write.
    dst: u16,
    /// Its governing predicate, if it has one.
    predicate: Option<u16>,
    /// log2 of its element size (`flags::ELEMENT_LOG2_*`).
    element: u32,
}

/// The prefix `inst` sets up for the next instruction, if it is one.
pub fn after(tables: &TargetTables, inst: &MCInst) -> Option<Prefix> {
    let info = tables.instructions.get(inst.opcode as usize)?;
    if info.flags & flags::IS_PREFIX == 0 {
        return None;
    }
    let MCOperand::Reg(dst) = inst.operand(0) else { return None };
    Some(Prefix { dst, predicate: predicate(tables, inst), element: element(info.flags) })
}

fn element(flags: u32) -> u32 {
    (flags & flags::ELEMENT_LOG2_MASK) >> flags::ELEMENT_LOG2_SHIFT
}

/// The first register after operand 0 of a governing predicate class.
fn predicate(tables: &TargetTables, inst: &MCInst) -> Option<u16> {
    let classes = &tables.messages.prefix_predicate_classes;
    inst.operands().iter().skip(1).find_map(|o| match *o {
        MCOperand::Reg(r) if classes.iter().any(|&c| tables.reg_classes[c as usize].contains(r)) => Some(r),
        _ => None,
    })
}

/// Checks `inst`, which follows `prefix`: `col` is the statement's column,
/// `dst_col` its first operand's.
pub fn check(tables: &TargetTables, prefix: &Prefix, inst: &MCInst, col: u32, dst_col: u32) -> Result<(), AsmError> {
    let messages = &tables.messages.prefix_messages;
    let (Some(info), [not_allowed, other_dst, reread, unpredicated, other_predicate, other_size, ..]) =
        (tables.instructions.get(inst.opcode as usize), messages.as_slice())
    else {
        return Ok(());
    };
    if info.flags & flags::IS_PREFIX_EXEMPT != 0 {
        return Ok(());
    }
    if info.flags & flags::IS_PREFIXABLE == 0 {
        return Err(AsmError::new(col, not_allowed.clone()));
    }
    if inst.operand(0) != MCOperand::Reg(prefix.dst) {
        return Err(AsmError::new(dst_col, other_dst.clone()));
    }
    // The destination may be read only as the input tied to it.
    let tied: Vec<usize> =
        info.operands.iter().filter(|o| o.tied_to.is_some()).map(|o| o.first_slot as usize).collect();
    let overlaps = |r: u16| r == prefix.dst || tables.registers[prefix.dst as usize].overlaps.contains(&r);
    for (slot, op) in inst.operands().iter().enumerate().skip(1) {
        if matches!(*op, MCOperand::Reg(r) if overlaps(r)) && !tied.contains(&slot) {
            return Err(AsmError::new(dst_col, reread.clone()));
        }
    }
    if let Some(pg) = prefix.predicate {
        let size = element(info.flags);
        match predicate(tables, inst) {
            Some(p) if size != 0 && p == pg && size == prefix.element => {}
            Some(p) if size != 0 && p == pg => return Err(AsmError::new(col, other_size.clone())),
            Some(_) if size != 0 => return Err(AsmError::new(col, other_predicate.clone())),
            _ => return Err(AsmError::new(col, unpredicated.clone())),
        }
    }
    Ok(())
}
