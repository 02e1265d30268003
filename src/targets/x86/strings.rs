//! The string instructions' addresses written out: the source
//! `[%seg:](%rsi)` and the destination `[%es:](%rdi)`, two slots each
//! (base, segment; the destination's segment is always empty, %es being
//! implied). Which registers each takes is the register class of its base
//! slot in the description; the encoder's RawFrmString form turns them
//! into prefixes.

use crate::mc::inst::NO_REGISTER;
use crate::mc::modrm;
use crate::mc::operand_parser::OperandParser;
use crate::mc::print::Printer;
use crate::mc::random::Random;
use crate::mc::tables::{OperandClass, OperandKind, RegClassInfo, TargetTables};
use crate::mc::{AsmError, MCInst, MCOperand};

const INVALID: &str = "invalid operand for instruction";

/// The register class of the kind's base slot.
fn base_class<'t>(t: &'t TargetTables, kind: &OperandKind) -> Option<&'t RegClassInfo> {
    let base = kind.sub_kinds.first().and_then(|&k| t.operand_kinds.get(k as usize))?;
    match base.class {
        OperandClass::Register { class } => t.reg_classes.get(class as usize),
        _ => None,
    }
}

fn segment_prefix(t: &TargetTables, r: u16) -> u16 {
    t.registers.get(r as usize).map_or(0, |r| u16::from(modrm::segment_prefix(r.encoding)))
}

/// `[%seg:](%base)` with the base of the kind's class: the base and the
/// segment (`NO_REGISTER` when none is written).
fn parse_address(p: &mut OperandParser<'_>, kind: &OperandKind) -> Result<(u16, u16), AsmError> {
    let col = p.col();
    let invalid = || AsmError::invalid_operand(col, INVALID);
    if super::intel::reading_intel(p) {
        let tables = p.tables;
        let (base, segment) =
            super::intel::string_address(p, |r| segment_prefix(tables, r) != 0).ok_or_else(invalid)?;
        if !base_class(tables, kind).is_some_and(|c| c.contains(base)) {
            return Err(invalid());
        }
        return Ok((base, segment));
    }
    let mut segment = NO_REGISTER;
    if let Some(r) = p.registers.get(p.pos).copied().flatten() {
        if segment_prefix(p.tables, r) == 0 || p.tokens.get(p.pos + 1).is_none_or(|t| t.text != ":") {
            return Err(invalid());
        }
        segment = r;
        p.pos += 2;
    }
    if !p.eat_punct("(") {
        return Err(invalid());
    }
    let base = p
        .registers
        .get(p.pos)
        .copied()
        .flatten()
        .filter(|&r| base_class(p.tables, kind).is_some_and(|c| c.contains(r)));
    let Some(base) = base else { return Err(invalid()) };
    p.pos += 1;
    if !p.eat_punct(")") {
        return Err(invalid());
    }
    Ok((base, segment))
}

/// A string instruction's source, `[%seg:](%rsi)`.
pub fn parse_string_source(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let (base, segment) = parse_address(p, kind)?;
    p.push(MCOperand::Reg(base))?;
    p.push(MCOperand::Reg(segment))
}

/// A string instruction's destination, `[%es:](%rdi)`: no other segment.
pub fn parse_string_destination(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let col = p.col();
    let (base, segment) = parse_address(p, kind)?;
    let es = crate::mc::matcher::lookup_register(p.tables, "es");
    if segment != NO_REGISTER && Some(segment) != es {
        return Err(AsmError::invalid_operand(col, INVALID));
    }
    p.push(MCOperand::Reg(base))?;
    p.push(MCOperand::Reg(NO_REGISTER))
}

fn register(inst: &MCInst, slot: usize) -> Option<u16> {
    match inst.operand(slot) {
        MCOperand::Reg(r) if r != NO_REGISTER => Some(r),
        _ => None,
    }
}

/// `%seg:(%base)`, or in Intel syntax `size ptr seg:[base]` with the size
/// keyword the assembly string gives as the operand's modifier.
fn print_address(p: &Printer<'_>, segment: Option<u16>, base: Option<u16>, size: &str, out: &mut String) {
    let intel = p.variant() == super::operands::INTEL;
    if intel && !size.is_empty() {
        out.push_str(size);
        out.push_str(" ptr ");
    }
    if let Some(s) = segment {
        p.operand(MCOperand::Reg(s), out);
        out.push(':');
    }
    out.push(if intel { '[' } else { '(' });
    if let Some(b) = base {
        p.operand(MCOperand::Reg(b), out);
    }
    out.push(if intel { ']' } else { ')' });
}

/// `[%seg:](%rsi)`, the segment as written.
pub fn print_string_source(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    modifier: &str,
    out: &mut String,
) {
    print_address(p, register(inst, slot + 1), register(inst, slot), modifier, out);
}

/// `%es:(%rdi)`, the segment always written.
pub fn print_string_destination(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    modifier: &str,
    out: &mut String,
) {
    let es = crate::mc::matcher::lookup_register(p.tables, "es");
    print_address(p, es, register(inst, slot), modifier, out);
}

/// Whether `r` is a 32-bit address register (0x67 as a base).
fn is_narrow(t: &TargetTables, r: u16) -> bool {
    const ADDRESS_32: u16 = 1 << 6;
    t.registers.get(r as usize).is_some_and(|r| r.encoding & ADDRESS_32 != 0 && modrm::segment_prefix(r.encoding) == 0)
}

/// A base of the kind's class; of the width of a source already sampled
/// (movs and cmps take both addresses of one size).
fn sample_base(t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &[MCOperand]) -> u16 {
    let Some(class) = base_class(t, kind) else { return NO_REGISTER };
    let earlier = out.iter().rev().find_map(|op| match *op {
        MCOperand::Reg(r) if r != NO_REGISTER && segment_prefix(t, r) == 0 => Some(is_narrow(t, r)),
        _ => None,
    });
    let fits: Vec<u16> =
        class.members.iter().copied().filter(|&r| earlier.is_none_or(|n| is_narrow(t, r) == n)).collect();
    random.pick(&fits).unwrap_or(NO_REGISTER)
}

/// A random source: either width, and now and then a segment (%ds too).
pub fn sample_string_source(t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    let base = sample_base(t, kind, random, out);
    let segment = match kind.sub_kinds.get(1).and_then(|&k| t.operand_kinds.get(k as usize)).map(|k| &k.class) {
        Some(&OperandClass::Register { class }) if random.one_in(3) => {
            t.reg_classes.get(class as usize).and_then(|c| random.pick(&c.members)).unwrap_or(NO_REGISTER)
        }
        _ => NO_REGISTER,
    };
    out.push(MCOperand::Reg(base));
    out.push(MCOperand::Reg(segment));
}

/// A random destination, as wide as the source when there is one.
pub fn sample_string_destination(
    t: &TargetTables,
    kind: &OperandKind,
    random: &mut Random<'_>,
    out: &mut Vec<MCOperand>,
) {
    let base = sample_base(t, kind, random, out);
    out.push(MCOperand::Reg(base));
    out.push(MCOperand::Reg(NO_REGISTER));
}
