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
use std::fmt;

/// Why an instruction cannot be built with the operands given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InstError {
    /// No instruction has this opcode.
    UnknownOpcode(u16),
    /// The instruction has no encoding (a pseudo-instruction).
    NotEncodable {
        /// The instruction.
        name: String,
    },
    /// Too many or too few operands.
    OperandCount {
        /// The instruction.
        name: String,
        /// The slots it takes, with and without the inputs tied to outputs.
        expected: (usize, usize),
        /// The operands given.
        given: usize,
    },
    /// An operand of the wrong kind, class or range.
    Operand {
        /// The instruction.
        name: String,
        /// Which operand (slot) is wrong.
        index: usize,
        /// What the slot takes (its operand kind's record).
        expected: String,
        /// Why the operand given does not fit.
        problem: &'static str,
    },
    /// A tied input differs from the output it is tied to.
    Tied {
        /// The instruction.
        name: String,
        /// The input slot.
        index: usize,
    },
}

impl fmt::Display for InstError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InstError::UnknownOpcode(op) => write!(f, "no instruction has opcode {op}"),
            InstError::NotEncodable { name } => write!(f, "{name} has no encoding"),
            InstError::OperandCount { name, expected: (all, untied), given } if all == untied => {
                write!(f, "{name} takes {all} operand slots, {given} given")
            }
            InstError::OperandCount { name, expected: (all, untied), given } => {
                write!(f, "{name} takes {untied} operand slots ({all} with its tied inputs), {given} given")
            }
            InstError::Operand { name, index, expected, problem } => {
                write!(f, "slot {index} of {name} must be {expected}: {problem}")
            }
            InstError::Tied { name, index } => {
                write!(f, "slot {index} of {name} is tied to an output and must equal it")
            }
        }
    }
}

impl std::error::Error for InstError {}

/// Instruction `opcode` of `tables` with `operands` in slot order. The
/// inputs tied to outputs (x86's two-address forms) may be left out; they
/// are then filled from their outputs. Every operand is checked against
/// its slot's operand kind: a register of the slot's class (or
/// [`NO_REGISTER`] inside a memory operand), an immediate in range and
/// properly aligned, a symbol where symbols are allowed, or for an operand
/// the target parses itself, a value its print predicate accepts.
pub fn inst(tables: &TargetTables, opcode: u16, operands: &[MCOperand]) -> Result<MCInst, InstError> {
    let info = tables.instructions.get(opcode as usize).ok_or(InstError::UnknownOpcode(opcode))?;
    let name = || info.name.clone();
    if info.encoding_bits == 0 && info.modrm.is_none() {
        return Err(InstError::NotEncodable { name: name() });
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
        return Err(InstError::OperandCount { name: name(), expected: (all, untied), given: operands.len() });
    };
    let mut slots = slots;
    for &(input, output) in &tied {
        if operands.len() == untied {
            slots[input] = slots[output];
        } else if slots[input] != slots[output] {
            return Err(InstError::Tied { name: name(), index: input });
        }
    }
    for (i, value) in slots.iter().enumerate() {
        check_slot(tables, opcode, i, value).map_err(|problem| {
            let expected =
                tables.operand_kinds.get(info.slot_kinds[i] as usize).map_or_else(String::new, |k| k.name.clone());
            InstError::Operand { name: name(), index: i, expected, problem }
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
fn check_slot(tables: &TargetTables, opcode: u16, slot: usize, value: &MCOperand) -> Result<(), &'static str> {
    let info = &tables.instructions[opcode as usize];
    let kind = &tables.operand_kinds[info.slot_kinds[slot] as usize];
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
