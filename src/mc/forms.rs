//! The instruction the assembler would take for an instruction's printed
//! text (its preferred forms, see `tdc_schema::PreferredForm`), for code
//! that hands instructions to the assembler without printing them.

use super::inst::{MCInst, MCOperand};
use super::tables::{OperandClass, TargetTables};

/// `inst`, or the first of its preferred forms that holds its operands:
/// the fixed registers and values, and every other operand accepted by the
/// form's operand kinds.
pub fn preferred(tables: &TargetTables, inst: &MCInst) -> MCInst {
    let Some(info) = tables.instructions.get(inst.opcode as usize) else { return *inst };
    for form in &info.preferred_forms {
        let registers = form.registers.iter().all(|&(s, r)| inst.operand(s as usize) == MCOperand::Reg(r));
        let immediates = form.immediates.iter().all(|&(s, v)| inst.operand(s as usize) == MCOperand::Imm(v));
        let Some(form_info) = tables.instructions.get(form.opcode as usize) else { continue };
        if !registers || !immediates {
            continue;
        }
        let accepted = form.slots.iter().enumerate().all(|(k, &s)| {
            let same_kind = info.slot_kinds.get(s as usize) == form_info.slot_kinds.get(k);
            same_kind || accepts(tables, form.opcode, k, inst.operand(s as usize))
        });
        if accepted {
            let mut out = MCInst::with_operands(form.opcode, form.slots.iter().map(|&s| inst.operand(s as usize)));
            out.prefixes = inst.prefixes;
            return out;
        }
    }
    *inst
}

/// Whether slot `slot` of `opcode` takes `value`: by its class and range,
/// or for an operand the target parses itself, by its print predicate
/// (without one, no).
fn accepts(tables: &TargetTables, opcode: u16, slot: usize, value: MCOperand) -> bool {
    let kinds = &tables.instructions[opcode as usize].slot_kinds;
    let Some(kind) = kinds.get(slot).and_then(|&k| tables.operand_kinds.get(k as usize)) else { return false };
    match kind.class {
        OperandClass::Custom { reg_class: None, .. } => {
            tables.fragments.print_predicate(kind).is_some_and(|p| p(tables, kind, &[value]))
        }
        _ => super::checked::accepts(tables, opcode, slot, &value),
    }
}
