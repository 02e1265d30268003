//! The rotate and shift extended mnemonics (slwi, extrdi, clrlsldi, ...):
//! each writes one or two numbers that become the SH, MB and ME fields of
//! rlwinm/rlwimi (three slots) or SH and MB/ME of the 64-bit rotates (two
//! slots). The printing ones also check that an instruction's fields have
//! their shape.
// Public for `fragments`; each function is described where the `.td`
// names it (the operand's ParserMethod, PrintMethod or EncoderMethod).
#![allow(missing_docs)]

use crate::mc::operand_parser::OperandParser;
use crate::mc::print::Printer;
use crate::mc::tables::{OperandClass, OperandKind, TargetTables};
use crate::mc::{AsmError, MCInst, MCOperand};
use std::fmt::Write;

const INVALID: &str = "invalid operand for instruction";

/// Reads `N` comma-separated integers and places the fields `fields`
/// computes from them, each of which must fit its sub-operand.
fn parse_fields<const N: usize>(
    p: &mut OperandParser<'_>,
    kind: &OperandKind,
    fields: impl Fn([i64; N]) -> Vec<i64>,
) -> Result<(), AsmError> {
    let col = p.col();
    let max = |i: usize| match kind.sub_kinds.get(i).map(|&k| &p.tables.operand_kinds[k as usize].class) {
        Some(OperandClass::Immediate { max, .. }) => *max,
        _ => 0,
    };
    // The written numbers have the range of a field (5 or 6 bits).
    let limit = max(0);
    let mut written = [0i64; N];
    for (i, w) in written.iter_mut().enumerate() {
        if i > 0 && !p.eat_punct(",") {
            return Err(p.invalid(""));
        }
        let at = p.col();
        *w = p.integer(INVALID)?;
        if !(0..=limit).contains(w) {
            return Err(AsmError::new(at, INVALID));
        }
    }
    let values = fields(written);
    for (i, &v) in values.iter().enumerate() {
        if !(0..=max(i)).contains(&v) {
            return Err(AsmError::new(col, INVALID));
        }
    }
    for v in values {
        p.push(MCOperand::Imm(v))?;
    }
    Ok(())
}

pub fn parse_slwi(p: &mut OperandParser<'_>, k: &'static OperandKind) -> Result<(), AsmError> {
    parse_fields(p, k, |[n]| vec![n, 0, 31 - n])
}
pub fn parse_srwi(p: &mut OperandParser<'_>, k: &'static OperandKind) -> Result<(), AsmError> {
    parse_fields(p, k, |[n]| vec![32 - n, n, 31])
}
pub fn parse_clrrwi(p: &mut OperandParser<'_>, k: &'static OperandKind) -> Result<(), AsmError> {
    parse_fields(p, k, |[n]| vec![0, 0, 31 - n])
}
pub fn parse_rotrwi(p: &mut OperandParser<'_>, k: &'static OperandKind) -> Result<(), AsmError> {
    parse_fields(p, k, |[n]| vec![32 - n, 0, 31])
}
pub fn parse_extlwi(p: &mut OperandParser<'_>, k: &'static OperandKind) -> Result<(), AsmError> {
    parse_fields(p, k, |[n, b]| vec![b, 0, n - 1])
}
pub fn parse_extrwi(p: &mut OperandParser<'_>, k: &'static OperandKind) -> Result<(), AsmError> {
    parse_fields(p, k, |[n, b]| vec![b + n, 32 - n, 31])
}
pub fn parse_inslwi(p: &mut OperandParser<'_>, k: &'static OperandKind) -> Result<(), AsmError> {
    parse_fields(p, k, |[n, b]| vec![32 - b, b, b + n - 1])
}
pub fn parse_insrwi(p: &mut OperandParser<'_>, k: &'static OperandKind) -> Result<(), AsmError> {
    parse_fields(p, k, |[n, b]| vec![32 - (b + n), b, b + n - 1])
}
pub fn parse_clrlslwi(p: &mut OperandParser<'_>, k: &'static OperandKind) -> Result<(), AsmError> {
    parse_fields(p, k, |[b, n]| vec![n, b - n, 31 - n])
}
pub fn parse_sldi(p: &mut OperandParser<'_>, k: &'static OperandKind) -> Result<(), AsmError> {
    parse_fields(p, k, |[n]| vec![n, 63 - n])
}
pub fn parse_srdi(p: &mut OperandParser<'_>, k: &'static OperandKind) -> Result<(), AsmError> {
    parse_fields(p, k, |[n]| vec![64 - n, n])
}
pub fn parse_clrrdi(p: &mut OperandParser<'_>, k: &'static OperandKind) -> Result<(), AsmError> {
    parse_fields(p, k, |[n]| vec![0, 63 - n])
}
pub fn parse_rotrdi(p: &mut OperandParser<'_>, k: &'static OperandKind) -> Result<(), AsmError> {
    parse_fields(p, k, |[n]| vec![64 - n, 0])
}
pub fn parse_extldi(p: &mut OperandParser<'_>, k: &'static OperandKind) -> Result<(), AsmError> {
    parse_fields(p, k, |[n, b]| vec![b, n - 1])
}
pub fn parse_extrdi(p: &mut OperandParser<'_>, k: &'static OperandKind) -> Result<(), AsmError> {
    parse_fields(p, k, |[n, b]| vec![b + n, 64 - n])
}
pub fn parse_insrdi(p: &mut OperandParser<'_>, k: &'static OperandKind) -> Result<(), AsmError> {
    parse_fields(p, k, |[n, b]| vec![64 - (b + n), b])
}
pub fn parse_clrlsldi(p: &mut OperandParser<'_>, k: &'static OperandKind) -> Result<(), AsmError> {
    parse_fields(p, k, |[b, n]| vec![n, b - n])
}

fn imm(values: &[MCOperand], i: usize) -> Option<i64> {
    match values.get(i) {
        Some(MCOperand::Imm(v)) => Some(*v),
        _ => None,
    }
}

/// slwi n is rlwinm with MB = 0 and ME = 31 - n.
pub fn is_slwi(_t: &TargetTables, _k: &OperandKind, v: &[MCOperand]) -> bool {
    matches!((imm(v, 0), imm(v, 1), imm(v, 2)), (Some(sh), Some(0), Some(me)) if me == 31 - sh)
}

/// srwi n is rlwinm with SH = 32 - n, MB = n and ME = 31.
pub fn is_srwi(_t: &TargetTables, _k: &OperandKind, v: &[MCOperand]) -> bool {
    matches!((imm(v, 0), imm(v, 1), imm(v, 2)), (Some(sh), Some(mb), Some(31)) if mb > 0 && sh == 32 - mb)
}

/// sldi n is rldicr with ME = 63 - n.
pub fn is_sldi(_t: &TargetTables, _k: &OperandKind, v: &[MCOperand]) -> bool {
    matches!((imm(v, 0), imm(v, 1)), (Some(sh), Some(me)) if me == 63 - sh)
}

/// Prints the shift amount kept in SH.
pub fn print_rotate_sh(_p: &Printer<'_>, inst: &MCInst, slot: usize, _k: &OperandKind, _m: &str, out: &mut String) {
    let _ = write!(out, "{}", imm(&inst.operands(), slot).unwrap_or(0));
}

/// Prints the shift amount kept in MB (srwi).
pub fn print_rotate_mb(_p: &Printer<'_>, inst: &MCInst, slot: usize, _k: &OperandKind, _m: &str, out: &mut String) {
    let _ = write!(out, "{}", imm(&inst.operands(), slot + 1).unwrap_or(0));
}
