//! The prefix/opcode/ModRM decoder's plans (`tdc_schema::decode::ModRmPlans`):
//! each instruction's operand placements, register classes and printed
//! prefixes gathered once from the instruction tables into one small
//! record, so that decoding an instruction reads that record and the
//! bytes, not the instruction's description.

use super::inst::MAX_SLOTS;
use super::modrm::{ADDRESS_32, GPR_HIGH};
use super::tables::{hints, InstInfo, ModRmReg, ModRmRm, OperandClass, TargetTables};
use tdc_schema::decode::{
    class_kinds, plan_flags, ClassPlan, ModRmPlan, ModRmPlans, PrintedPrefixes, RegisterPlan, StringPlan, TrailingPlan,
    NO_REGISTER, NO_SLOT,
};

/// A class index no class has: a field whose operand is no register,
/// which decodes as invalid.
const NO_CLASS: u16 = u16::MAX;

/// The plans of `tables`' instructions.
pub(super) fn derive(tables: &TargetTables) -> ModRmPlans {
    let d = &tables.decoder.modrm;
    let mut plans = ModRmPlans {
        classes: d.class_numbers.iter().map(|numbers| class_plan(tables, numbers)).collect(),
        printed: printed_prefixes(tables),
        explicit_vex: explicit_vex(tables),
        ..ModRmPlans::default()
    };
    for info in tables.instructions.iter() {
        let plan = instruction_plan(tables, info, &mut plans);
        plans.instructions.push(plan);
    }
    (plans.legacy_index, plans.legacy_lists) = super::decode_modrm::legacy_choices(d);
    (plans.plain_choices, plans.plain_by_modrm, plans.plain_plans, plans.plain_classes, plans.plain_shapes) =
        super::decode_plain::choices(d, &plans);
    plans
}

/// A class's numbers and kind: general registers are those with APX's
/// numbers 16-31 (HWEncoding bit 15) or an address register; vector
/// registers have numbers 16-31 without it.
fn class_plan(tables: &TargetTables, numbers: &[u16]) -> ClassPlan {
    let d = &tables.decoder.modrm;
    let mut all = [NO_REGISTER; 64];
    for (to, &from) in all.iter_mut().zip(numbers) {
        *to = from;
    }
    let high_gpr = |r: u16| tables.registers.get(r as usize).is_some_and(|x| x.encoding & GPR_HIGH != 0);
    let mut kind = 0;
    if all[48..].iter().any(|&r| r != NO_REGISTER && !high_gpr(r)) {
        kind |= class_kinds::VECTOR;
    }
    if all.iter().any(|&r| r != NO_REGISTER && (high_gpr(r) || d.address_registers.contains(&r))) {
        kind |= class_kinds::GENERAL;
    }
    if all[32] != NO_REGISTER && all[33] == all[32] {
        kind |= class_kinds::PAIR;
    }
    ClassPlan { numbers: all, kind }
}

/// The register class of slot `slot`'s operand, if it is a register.
fn slot_class(tables: &TargetTables, info: &InstInfo, slot: u8) -> Option<u16> {
    let kind = info.slot_kinds.get(slot as usize).and_then(|&k| tables.operand_kinds.get(k as usize))?;
    match kind.class {
        OperandClass::Register { class } | OperandClass::Custom { reg_class: Some(class), .. } => Some(class),
        _ => None,
    }
}

fn register_plan(tables: &TargetTables, info: &InstInfo, slot: u8) -> RegisterPlan {
    RegisterPlan { slot, class: slot_class(tables, info, slot).unwrap_or(NO_CLASS) }
}

/// The class of a memory operand's vector index (its first slot
/// `slot`), when its index is one (VSIB: gathers); a general index is
/// read from the address registers as usual.
fn vector_index_class(tables: &TargetTables, info: &InstInfo, slot: u8) -> Option<u16> {
    let d = &tables.decoder.modrm;
    // Slots: base, scale, index, displacement, segment.
    let index = info.slot_kinds.get(slot as usize + 2).and_then(|&k| tables.operand_kinds.get(k as usize))?;
    let OperandClass::Register { class } = index.class else { return None };
    let numbers = d.class_numbers.get(class as usize)?;
    let first = numbers.iter().find(|&&r| r != NO_REGISTER);
    let general = first.is_some_and(|r| d.address_registers.contains(r));
    (!general).then_some(class)
}

fn instruction_plan(tables: &TargetTables, info: &InstInfo, plans: &mut ModRmPlans) -> ModRmPlan {
    let mut plan = ModRmPlan { rounding: NO_SLOT, flags_value: NO_SLOT, ..ModRmPlan::default() };
    let Some(enc) = info.modrm.as_deref() else { return plan };
    let slots = info.num_slots as usize;
    if slots > MAX_SLOTS {
        return plan;
    }
    plan.slots = slots as u8;
    plan.flags = plan_flags::USABLE;
    // The slots the fields fill (those past the instruction's slots are
    // dropped, as the decoder drops them).
    let mut set = [false; MAX_SLOTS];
    let mut fill = |slot: u8, n: usize| {
        for s in set.iter_mut().skip(slot as usize).take(n) {
            *s = true;
        }
    };
    if let ModRmReg::Slot(s) = enc.reg {
        plan.reg = register_plan(tables, info, s);
        fill(s, 1);
    }
    match enc.rm {
        ModRmRm::Register(s) => {
            plan.rm = register_plan(tables, info, s);
            fill(s, 1);
        }
        ModRmRm::Memory(s) => {
            plan.flags |= plan_flags::MEMORY;
            plan.rm = RegisterPlan { slot: s, class: NO_CLASS };
            if let Some(class) = vector_index_class(tables, info, s) {
                plan.flags |= plan_flags::VECTOR_INDEX;
                plan.rm.class = class;
            }
            fill(s, 5);
        }
        ModRmRm::None => {}
    }
    if let Some(s) = enc.opcode_reg {
        plan.opcode_reg = register_plan(tables, info, s);
        fill(s, 1);
    }
    if let Some(s) = enc.vvvv {
        plan.vvvv = register_plan(tables, info, s);
        fill(s, 1);
    }
    if let Some(e) = &enc.evex {
        plan.disp8_shift = e.disp8_shift;
        if let Some(s) = e.opmask {
            plan.opmask = register_plan(tables, info, s);
            fill(s, 1);
        }
        if let Some(s) = e.rounding {
            plan.rounding = s;
            fill(s, 1);
        }
        if let Some(s) = e.flags {
            plan.flags_value = s;
            fill(s, 1);
        }
    }
    plan.trailing = (plans.trailing.len() as u16, enc.trailing.len() as u8);
    for t in &enc.trailing {
        let kind = info.slot_kinds.get(t.slot as usize).copied().unwrap_or(u16::MAX);
        let register = t.bytes == 1 && slot_class(tables, info, t.slot).is_some();
        let low_half = t.low_half.filter(|_| register);
        plans.trailing.push(TrailingPlan {
            slot: t.slot,
            bytes: t.bytes,
            kind,
            register,
            low_half: low_half.unwrap_or(NO_SLOT),
            extend: match super::decode::plain_immediate(tables, kind, 8 * t.bytes) {
                _ if register => 0,
                Some(sign_extended) => 1 + u8::from(sign_extended),
                None => 0,
            },
        });
        fill(t.slot, 1);
        if let Some(low) = low_half {
            fill(low, 1);
        }
    }
    for (plan, &slot) in plan.strings.iter_mut().zip(&enc.string_addresses) {
        *plan = string_plan(tables, info, slot);
        fill(slot, 2);
    }
    plan.copies = (plans.copies.len() as u16, 0);
    for (from, to) in tied_copies(tables, info, &mut set) {
        plans.copies.push((from, to));
        plan.copies.1 += 1;
    }
    if set[..slots].iter().all(|&s| s) {
        plan.flags |= plan_flags::COMPLETE;
    }
    if enc.prefixes.contains(&0xF0) {
        plan.flags |= plan_flags::OWN_LOCK;
    }
    if enc.prefixes.contains(&0x67) {
        plan.flags |= plan_flags::OWN_ADDRESS_SIZE;
    }
    if enc.force_sib {
        plan.flags |= plan_flags::FORCE_SIB;
    }
    if enc.vex.as_ref().is_some_and(|v| v.explicit) {
        plan.flags |= plan_flags::EXPLICIT_VEX;
    }
    if let Some(e) = &enc.evex {
        plan.explicit = super::modrm::explicit_evex_prefixes(tables, e);
    }
    plan
}

/// A string instruction's address at `slot` (base, segment): the
/// registers of its base's class at 64 and 32 bits.
fn string_plan(tables: &TargetTables, info: &InstInfo, slot: u8) -> StringPlan {
    let mut bases = [NO_REGISTER; 2];
    let class = slot_class(tables, info, slot).and_then(|c| tables.reg_classes.get(c as usize));
    for &m in class.map_or(&[][..], |c| &c.members[..]) {
        let narrow = tables.registers.get(m as usize).is_some_and(|r| r.encoding & ADDRESS_32 != 0);
        let at = &mut bases[usize::from(narrow)];
        if *at == NO_REGISTER {
            *at = m;
        }
    }
    StringPlan { slot, bases }
}

/// The copies that fill each tied operand from its partner, in the
/// order of the operands: from the one the fields fill (`set`) to the
/// other.
fn tied_copies(tables: &TargetTables, info: &InstInfo, set: &mut [bool; MAX_SLOTS]) -> Vec<(u8, u8)> {
    let slots = info.num_slots as usize;
    let mut copies = Vec::new();
    for op in &info.operands {
        let Some(out) = op.tied_to.and_then(|t| info.operands.get(t as usize)) else { continue };
        let n = tables.operand_kinds.get(op.kind as usize).map_or(1, |k| k.slots.max(1) as usize);
        for i in 0..n {
            let (input, output) = (op.first_slot as usize + i, out.first_slot as usize + i);
            if input >= slots || output >= slots {
                continue;
            }
            if set[output] && !set[input] {
                copies.push((output as u8, input as u8));
                set[input] = true;
            } else if set[input] && !set[output] {
                copies.push((input as u8, output as u8));
                set[output] = true;
            }
        }
    }
    copies
}

/// The MCInst prefix bits of the legacy prefixes llvm-mc prints.
fn printed_prefixes(tables: &TargetTables) -> PrintedPrefixes {
    let bit = |byte: u8| {
        let prefixes = tables.asm_prefixes.iter().take(16);
        prefixes.clone().position(|a| a.byte == Some(byte) && !a.print.is_empty()).map_or(0, |i| 1 << i)
    };
    PrintedPrefixes { lock: bit(0xF0), repne: bit(0xF2), rep: bit(0xF3), address_size: bit(0x67) }
}

/// The assembler prefix bits `{vex}` replaces, and its own bit (both 0
/// when the target has no `{vex}`).
fn explicit_vex(tables: &TargetTables) -> (u16, u16) {
    let prefixes = &tables.asm_prefixes[..tables.asm_prefixes.len().min(16)];
    let Some(vex) = prefixes.iter().position(|p| p.hints == hints::VEX) else { return (0, 0) };
    let replaced =
        prefixes.iter().enumerate().filter(|(_, p)| p.hints & hints::VEX != 0).fold(0, |m, (i, _)| m | 1 << i);
    (replaced, 1 << vex)
}
