//! Building instructions from Rust with the operands checked against the
//! instruction's description: the typed API a JIT uses instead of
//! assembly text. Generated `Opcode` constants call [`inst`] through
//! their `with` method:
//!
//! ```
//! # #[cfg(feature = "x86")] {
//! use tdc::targets::x86::{Opcode, Reg};
//!
//! let add = Opcode::ADD64rr.with(&[Reg::RAX.into(), Reg::RBX.into()]).unwrap();
//! let mut bytes = Vec::new();
//! tdc::mc::encode::encode(&tdc::targets::x86::TABLES, &add, &mut bytes).unwrap();
//! assert_eq!(bytes, [0x48, 0x01, 0xd8]); // addq %rbx, %rax
//!
//! // A register where the instruction wants an immediate, or one operand
//! // too few, is an error, never an encoding.
//! assert!(Opcode::ADD64ri8.with(&[Reg::RAX.into(), Reg::RBX.into()]).is_err());
//! assert!(Opcode::ADD64rr.with(&[Reg::RAX.into()]).is_err());
//! # }
//! ```

use super::inst::{MCInst, MCOperand, MAX_SLOTS, NO_REGISTER};
use super::tables::{OperandClass, TargetTables};
use crate::error::{codes, Error, Span};

/// Why an instruction cannot be built with the operands given: an
/// [`Error`] with code [`INST_UNKNOWN_OPCODE`](codes::INST_UNKNOWN_OPCODE),
/// [`ENCODE_NO_ENCODING`](codes::ENCODE_NO_ENCODING) (a pseudo-instruction),
/// [`INST_OPERAND_COUNT`](codes::INST_OPERAND_COUNT),
/// [`INST_OPERAND`](codes::INST_OPERAND) or [`INST_TIED`](codes::INST_TIED)
/// (at the slot).
pub type InstError = Error;

/// Instruction `opcode` of `tables` with `operands` in slot order. The
/// inputs tied to outputs (x86's two-address forms) may be left out; they
/// are then filled from their outputs. Every operand is checked against
/// its slot's operand kind: a register of the slot's class (or
/// [`NO_REGISTER`] inside a memory operand), an immediate in range and
/// properly aligned, a symbol where symbols are allowed, or for an operand
/// the target parses itself, a value its print predicate accepts.
pub fn inst(tables: &TargetTables, opcode: u16, operands: &[MCOperand]) -> Result<MCInst, InstError> {
    let info = tables
        .instructions
        .get(opcode as usize)
        .ok_or_else(|| Error::new(codes::INST_UNKNOWN_OPCODE, format!("no instruction has opcode {opcode}")))?;
    let name = &info.name;
    if info.encoding_bits == 0 && info.modrm.is_none() {
        return Err(Error::new(codes::ENCODE_NO_ENCODING, format!("{name} has no encoding")));
    }
    let all = info.num_slots as usize;
    // Tied inputs: (input slot, output slot).
    let tied: Vec<(usize, usize)> = info
        .operands
        .iter()
        .filter_map(|o| {
            let out = info.operands.get(o.tied_to? as usize)?;
            Some((o.first_slot as usize, out.first_slot as usize))
        })
        .collect();
    let untied = all - tied.len();
    let slots: Vec<MCOperand> = if operands.len() == all {
        operands.to_vec()
    } else if operands.len() == untied && !tied.is_empty() {
        let mut given = operands.iter();
        (0..all)
            .map(|s| match tied.iter().find(|&&(input, _)| input == s) {
                Some(_) => MCOperand::Imm(0),
                None => given.next().copied().unwrap_or(MCOperand::Imm(0)),
            })
            .collect()
    } else {
        let given = operands.len();
        let message = if all == untied {
            format!("{name} takes {all} operand slots, {given} given")
        } else {
            format!("{name} takes {untied} operand slots ({all} with its tied inputs), {given} given")
        };
        return Err(Error::new(codes::INST_OPERAND_COUNT, message));
    };
    let mut slots = slots;
    for &(input, output) in &tied {
        if operands.len() == untied {
            slots[input] = slots[output];
        } else if slots[input] != slots[output] {
            let message = format!("slot {input} of {name} is tied to an output and must equal it");
            return Err(Error::new(codes::INST_TIED, message).at(Span::Slot(input as u16)));
        }
    }
    for (i, value) in slots.iter().enumerate() {
        check_slot(tables, opcode, i, value).map_err(|problem| {
            let expected =
                tables.operand_kinds.get(info.slot_kinds[i] as usize).map_or_else(String::new, |k| k.name.clone());
            Error::new(codes::INST_OPERAND, format!("slot {i} of {name} must be {expected}: {problem}"))
                .at(Span::Slot(i as u16))
        })?;
    }
    debug_assert!(slots.len() <= MAX_SLOTS);
    Ok(MCInst::with_operands(opcode, slots))
}

/// Whether `value` fits slot `slot` of `opcode`: a register of its class,
/// an immediate in its range, a symbol where symbols are allowed.
pub fn accepts(tables: &TargetTables, opcode: u16, slot: usize, value: &MCOperand) -> bool {
    check_slot(tables, opcode, slot, value).is_ok()
}

/// Whether `value` fits slot `slot` of `opcode`, or why not.
pub(crate) fn check_slot(
    tables: &TargetTables,
    opcode: u16,
    slot: usize,
    value: &MCOperand,
) -> Result<(), &'static str> {
    let info = tables.instructions.get(opcode as usize).ok_or("no instruction has the opcode")?;
    let kind = info
        .slot_kinds
        .get(slot)
        .and_then(|&k| tables.operand_kinds.get(k as usize))
        .ok_or("the instruction has no such slot")?;
    // Inside a multi-slot operand (a memory reference) a register slot may
    // be left empty.
    let in_compound = info.operands.iter().any(|o| {
        tables.operand_kinds[o.kind as usize].slots > 1
            && (o.first_slot as usize..o.first_slot as usize + tables.operand_kinds[o.kind as usize].slots as usize)
                .contains(&slot)
    });
    let register_class = match kind.class {
        OperandClass::Register { class } | OperandClass::Custom { reg_class: Some(class), .. } => Some(class),
        _ => None,
    };
    match (register_class, &kind.class, value) {
        (Some(_), _, MCOperand::Reg(NO_REGISTER)) if in_compound => Ok(()),
        (Some(class), _, MCOperand::Reg(r)) => {
            let fits = tables.reg_classes.get(class as usize).is_some_and(|c| c.contains(*r));
            if fits {
                Ok(())
            } else {
                Err("the register is not of the operand's class")
            }
        }
        (Some(_), _, _) => Err("a register is expected"),
        (None, _, MCOperand::Reg(_)) => Err("a register is given where the operand is not a register"),
        (None, OperandClass::Immediate { min, max, scale, .. }, MCOperand::Imm(v)) => {
            if !(*min..=*max).contains(v) {
                Err("the immediate is out of range")
            } else if *scale > 0 && v & ((1i64 << scale) - 1) != 0 {
                Err("the immediate is not a multiple of the operand's scale")
            } else {
                Ok(())
            }
        }
        (None, OperandClass::Immediate { allow_symbol: false, .. }, MCOperand::Expr { .. }) => {
            Err("the operand takes no symbol")
        }
        // An operand the target parses itself: its print predicate, when it
        // has one, says which values it takes.
        (None, OperandClass::Custom { .. }, value) => match tables.fragments.print_predicate(kind) {
            Some(accepts) if !accepts(tables, kind, std::slice::from_ref(value)) => {
                Err("the value is not one the operand takes")
            }
            _ => Ok(()),
        },
        (None, _, _) => Ok(()),
    }
}
