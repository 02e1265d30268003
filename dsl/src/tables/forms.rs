//! Preferred forms: for each instruction, the instructions the assembler
//! tries before it for the same syntax, and so takes for its printed text
//! when they accept its operands: one that spells a register or number
//! literally where this one has an operand, or one whose operand has a
//! narrower class or range. x86's `orb $1, %al` is OR8ri printed, but the
//! assembler (like llvm-mc) reads it as OR8i8, the short accumulator form;
//! `cmpl $0, %eax` from CMP32ri is CMP32ri8. Code that hands instructions
//! to the assembler without printing them (instruction selection) gets the
//! same bytes by taking these forms; the runtime checks the operands.

use super::Tables;
use tdc_schema::{MatchBucket, MatchToken, OperandClass, PreferredForm};

/// Fills every instruction's `preferred_forms` from the matcher's buckets:
/// each instruction earlier in a bucket whose tokens are this one's with
/// some operands written as fixed values or of other kinds.
pub fn fill(tables: &mut Tables, buckets: &[MatchBucket]) {
    let mut forms: Vec<Vec<PreferredForm>> = vec![Vec::new(); tables.instructions.len()];
    for bucket in buckets {
        for (at, later) in bucket.candidates.iter().enumerate().filter(|(_, c)| !c.is_alias) {
            for earlier in bucket.candidates[..at].iter().filter(|c| !c.is_alias) {
                let Some(form) = preferred_form(tables, later.index, &later.tokens, earlier.index, &earlier.tokens)
                else {
                    continue;
                };
                let list = &mut forms[later.index as usize];
                if !list.iter().any(|f| f.opcode == form.opcode) {
                    list.push(form);
                }
            }
        }
    }
    for (inst, list) in std::sync::Arc::make_mut(&mut tables.instructions).iter_mut().zip(forms) {
        inst.preferred_forms = list;
    }
}

/// Instruction `j` as a preferred form of instruction `i`, if its tokens
/// are `i`'s with operands of `i` replaced by registers of their class or
/// numbers in their range, or by operands of the same category (register
/// or immediate, one slot each) whose values the runtime checks.
fn preferred_form(t: &Tables, i: u16, ti: &[MatchToken], j: u16, tj: &[MatchToken]) -> Option<PreferredForm> {
    if i == j || ti.len() != tj.len() {
        return None;
    }
    let (inst_i, inst_j) = (t.instructions.get(i as usize)?, t.instructions.get(j as usize)?);
    let mut form = PreferredForm { opcode: j, slots: vec![u8::MAX; inst_j.num_slots as usize], ..Default::default() };
    for (a, b) in ti.iter().zip(tj) {
        match (a, b) {
            (MatchToken::Lit(x), MatchToken::Lit(y)) if x == y => {}
            (MatchToken::Operand(oi, _), MatchToken::Operand(oj, _)) => {
                let (op_i, op_j) = (inst_i.operands.get(*oi as usize)?, inst_j.operands.get(*oj as usize)?);
                if op_i.kind != op_j.kind && !same_category(t, op_i.kind, op_j.kind) {
                    return None;
                }
                let slots = t.operand_kinds.get(op_i.kind as usize)?.slots;
                for k in 0..slots {
                    *form.slots.get_mut((op_j.first_slot + k) as usize)? = op_i.first_slot + k;
                }
            }
            (MatchToken::Operand(oi, _), MatchToken::Lit(text)) => {
                let op = inst_i.operands.get(*oi as usize)?;
                let kind = t.operand_kinds.get(op.kind as usize)?;
                match &kind.class {
                    OperandClass::Register { class } => {
                        let name = text.strip_prefix(t.syntax.register_prefix.as_str())?;
                        let at = t.register_names.binary_search_by(|(n, _)| n.as_str().cmp(name)).ok()?;
                        let reg = t.register_names[at].1;
                        if !t.reg_classes.get(*class as usize)?.contains(reg) {
                            return None;
                        }
                        form.registers.push((op.first_slot, reg));
                    }
                    OperandClass::Immediate { min, max, .. } => {
                        let value: i64 = text.parse().ok()?;
                        if !(*min..=*max).contains(&value) {
                            return None;
                        }
                        form.immediates.push((op.first_slot, value));
                    }
                    OperandClass::Custom { .. } => return None,
                }
            }
            _ => return None,
        }
    }
    // Every slot of the form comes from the original.
    form.slots.iter().all(|&s| s != u8::MAX).then_some(form)
}

/// Two one-slot operand kinds that are both register classes, both plain
/// immediates, or both parsed by the target (whose print predicate then
/// says what the form accepts).
fn same_category(t: &Tables, a: u16, b: u16) -> bool {
    let (Some(a), Some(b)) = (t.operand_kinds.get(a as usize), t.operand_kinds.get(b as usize)) else { return false };
    a.slots == 1
        && b.slots == 1
        && matches!(
            (&a.class, &b.class),
            (OperandClass::Register { .. }, OperandClass::Register { .. })
                | (OperandClass::Immediate { .. }, OperandClass::Immediate { .. })
                | (OperandClass::Custom { .. }, OperandClass::Custom { .. })
        )
}
