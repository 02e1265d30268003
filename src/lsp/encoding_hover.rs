//! An instruction's encoding layout for hover: which operand bits go to
//! which instruction bits, and the fixed bits between them; for x86's
//! variable-length forms, the bytes in order.

use std::fmt::Write;
use tdc_dsl::target::modrm::{ModRmEncoding, RegField, RmField};
use tdc_dsl::target::{Encoding, Instruction, TargetModel};

/// The layout of the instruction named `name`, as Markdown; `None` when
/// the model has no such instruction or it has no encoding.
pub fn encoding_layout(model: &TargetModel, name: &str) -> Option<String> {
    let inst = model.instructions.iter().find(|i| i.name == name)?;
    if let Some(e) = &inst.encoding {
        return Some(fixed_layout(inst, e));
    }
    inst.modrm.as_ref().map(|m| modrm_layout(inst, m))
}

/// The operand that owns MCInst slot `slot`, named as written (`$rd`, or
/// `$addr.1` for a sub-operand).
fn slot_name(inst: &Instruction, slot: u32) -> String {
    let Some(op) = inst.operands.iter().find(|o| (o.first_slot..o.first_slot + o.slots.len() as u32).contains(&slot))
    else {
        return format!("slot {slot}");
    };
    if op.slots.len() > 1 {
        format!("${}.{}", op.name, slot - op.first_slot)
    } else {
        format!("${}", op.name)
    }
}

/// Bits from high to low, one table row per run: a field of an operand
/// (`$rs1{4-0}`) or fixed bits (`0110011`).
fn fixed_layout(inst: &Instruction, e: &Encoding) -> String {
    let mut out = format!("**encoding**, {} bits\n\n| bits | from |\n|---|---|\n", e.bits);
    let range = |hi: u32, lo: u32| if hi == lo { format!("{hi}") } else { format!("{hi}–{lo}") };
    let mut bit = e.bits;
    while bit > 0 {
        let top = bit - 1;
        if let Some(f) = field_at(e, top) {
            let operand = &inst.operands[f.operand as usize];
            let name = match f.sub_operand {
                Some(sub) => format!("${}.{sub}", operand.name),
                None => format!("${}", operand.name),
            };
            let hi = f.operand_bit + (top - f.inst_bit);
            let _ = writeln!(out, "| {} | `{name}{{{}}}` |", range(top, f.inst_bit), range(hi, f.operand_bit));
            bit = f.inst_bit;
            continue;
        }
        // A run of bits no field takes: fixed ones, or unset ones.
        let mut low = top;
        while low > 0 && field_at(e, low - 1).is_none() {
            low -= 1;
        }
        let bits: String = (low..=top)
            .rev()
            .map(|b| match (e.fixed_mask >> b & 1, e.fixed_value >> b & 1) {
                (0, _) => '?',
                (_, 1) => '1',
                _ => '0',
            })
            .collect();
        let _ = writeln!(out, "| {} | `{bits}` |", range(top, low));
        bit = low;
    }
    out
}

/// The operand field that takes instruction bit `bit`.
fn field_at(e: &Encoding, bit: u32) -> Option<&tdc_dsl::target::FieldPlacement> {
    e.fields.iter().find(|f| (f.inst_bit..f.inst_bit + f.width).contains(&bit))
}

/// The bytes of a variable-length x86 form, in order.
fn modrm_layout(inst: &Instruction, m: &ModRmEncoding) -> String {
    let hex = |bytes: &[u8]| bytes.iter().map(|b| format!("{b:02x}")).collect::<Vec<_>>().join(" ");
    let mut parts = Vec::new();
    if !m.prefixes.is_empty() {
        parts.push(format!("prefixes `{}`", hex(&m.prefixes)));
    }
    match (m.vex, m.xop) {
        (Some(l), xop) => {
            let w = if m.rex_w { "W1" } else { "W0" };
            parts.push(format!("{} L{} {w}", if xop { "XOP" } else { "VEX" }, u8::from(l)));
        }
        (None, _) if m.rex_w => parts.push("REX.W".into()),
        _ => {}
    }
    let mut opcode = format!("opcode `{}`", hex(&m.opcode));
    if let Some(slot) = m.opcode_reg {
        let _ = write!(opcode, " + {}", slot_name(inst, slot));
    }
    parts.push(opcode);
    if let Some(slot) = m.vvvv {
        parts.push(format!("vvvv = {}", slot_name(inst, slot)));
    }
    let reg = m.reg.map(|r| match r {
        RegField::Slot(slot) => slot_name(inst, slot),
        RegField::Digit(d) => format!("/{d}"),
    });
    let rm = m.rm.map(|r| match r {
        RmField::Register(slot) => slot_name(inst, slot),
        RmField::Memory(slot) => format!("memory {}", slot_name(inst, slot).split('.').next().unwrap_or_default()),
    });
    if reg.is_some() || rm.is_some() {
        let shown = |f: Option<String>| f.unwrap_or_else(|| "0".into());
        parts.push(format!("ModRM reg = {}, rm = {}", shown(reg), shown(rm)));
    }
    for t in &m.trailing {
        let relative = if t.pc_relative { ", relative to the end" } else { "" };
        parts.push(format!(
            "{} ({} byte{}{relative})",
            slot_name(inst, t.slot),
            t.bytes,
            if t.bytes == 1 { "" } else { "s" }
        ));
    }
    let list: String = parts.iter().map(|p| format!("- {p}\n")).collect();
    format!("**encoding**, in order\n\n{list}")
}
