//! The operand fragments `AArch64Operands.td` names: parsers, printers,
//! encoders and alias print predicates. Each works on the slots its
//! operand type declares in MIOperandInfo.
// Public for `fragments`; each function is described where the `.td`
// names it (the operand's ParserMethod, PrintMethod or EncoderMethod).
#![allow(missing_docs)]

use super::bitmask;
use crate::mc::features::FeatureBits;
use crate::mc::lexer::TokenKind;
use crate::mc::operand_parser::OperandParser;
use crate::mc::print::Printer;
use crate::mc::tables::{NamedValue, NamedValueSet, OperandClass, OperandKind, TargetTables};
use crate::mc::{AsmError, MCInst, MCOperand};
use std::fmt::Write;

const SHIFTS: [&str; 4] = ["lsl", "lsr", "asr", "ror"];
const EXTENDS: [&str; 8] = ["uxtb", "uxth", "uxtw", "uxtx", "sxtb", "sxth", "sxtw", "sxtx"];
const UXTW: i64 = 2;
const UXTX: i64 = 3;
pub(super) const CONDITIONS: [&str; 16] =
    ["eq", "ne", "hs", "lo", "mi", "pl", "vs", "vc", "hi", "ls", "ge", "lt", "gt", "le", "al", "nv"];

/// SVE's names of the same conditions ("" where it has none).
const SVE_CONDITIONS: [&str; 16] =
    ["none", "any", "nlast", "last", "first", "nfrst", "", "", "pmore", "plast", "tcont", "tstop", "", "", "", ""];

fn imm(op: MCOperand) -> i64 {
    match op {
        MCOperand::Imm(v) => v,
        _ => 0,
    }
}

fn slot_imm(inst: &MCInst, slot: usize) -> i64 {
    imm(inst.operand(slot))
}

/// The register width an operand serves: its value type's, 32 or 64.
fn width(kind: &OperandKind) -> u32 {
    if kind.value_bits == 32 {
        32
    } else {
        64
    }
}

/// The register class of sub-operand `i` of `kind`.
pub(super) fn sub_class(p: &OperandParser<'_>, kind: &OperandKind, i: usize) -> u16 {
    let sub = kind.sub_kinds.get(i).map(|&k| &p.tables.operand_kinds[k as usize]);
    match sub.map(|k| &k.class) {
        Some(OperandClass::Register { class }) => *class,
        _ => u16::MAX,
    }
}

/// The largest value sub-operand `i` of `kind` accepts.
fn sub_max(p: &OperandParser<'_>, kind: &OperandKind, i: usize) -> i64 {
    let sub = kind.sub_kinds.get(i).map(|&k| &p.tables.operand_kinds[k as usize]);
    match sub.map(|k| &k.class) {
        Some(OperandClass::Immediate { max, .. }) => *max,
        _ => 0,
    }
}

/// The keyword at the cursor, lowercased, if it is an identifier.
fn peek_word(p: &OperandParser<'_>, offset: usize) -> Option<String> {
    let t = p.tokens.get(p.pos + offset)?;
    (t.kind == TokenKind::Ident).then(|| t.text.to_ascii_lowercase())
}

/// `#n` (the `#` optional) in `[min, max]`; the error names the range.
fn amount(p: &mut OperandParser<'_>, min: i64, max: i64) -> Result<i64, AsmError> {
    let col = p.col();
    p.eat_immediate_prefix();
    let at = p.col();
    let v = p.integer("expected integer shift amount").map_err(|e| AsmError::new(at, e.message))?;
    if !(min..=max).contains(&v) {
        return Err(AsmError::new(col, format!("immediate must be an integer in range [{min}, {max}].")));
    }
    Ok(v)
}

//===-- Shifted and extended registers -------------------------------------===//

fn parse_shifted_reg(p: &mut OperandParser<'_>, kind: &OperandKind, allow_ror: bool) -> Result<(), AsmError> {
    let reg = p.register(sub_class(p, kind, 0))?;
    let mut shift = 0;
    if p.peek().is_some_and(|t| t.text == ",") {
        if let Some(word) = peek_word(p, 1) {
            if let Some(ty) = SHIFTS.iter().position(|s| *s == word).filter(|&t| allow_ror || t != 3) {
                p.pos += 2;
                let n = amount(p, 0, sub_max(p, kind, 1))?;
                shift = (ty as i64) << 6 | n;
            }
        }
    }
    p.push(MCOperand::Reg(reg))?;
    p.push(MCOperand::Imm(shift))
}

pub fn parse_arith_shifted_reg(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    parse_shifted_reg(p, kind, false)
}

pub fn parse_logical_shifted_reg(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    parse_shifted_reg(p, kind, true)
}

/// A register with an optional `lsl #n` only (cpa's addpt); anything else
/// after the comma is the kind's diagnostic, at its start.
pub fn parse_lsl_shifted_reg(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let reg = p.register(sub_class(p, kind, 0))?;
    let mut shift = 0;
    if p.peek().is_some_and(|t| t.text == ",") {
        if let Some(at) = p.tokens.get(p.pos + 1).map(|t| t.col) {
            let expected = || AsmError::new(at, kind.diagnostic.clone());
            if peek_word(p, 1).as_deref() != Some("lsl") {
                return Err(expected());
            }
            p.pos += 2;
            shift = amount(p, 0, sub_max(p, kind, 1)).map_err(|_| expected())?;
        }
    }
    p.push(MCOperand::Reg(reg))?;
    p.push(MCOperand::Imm(shift))
}

pub fn print_shifted_reg(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    p.operand(inst.operand(slot), out);
    let shift = slot_imm(inst, slot + 1);
    if shift != 0 {
        let _ = write!(out, ", {} #{}", SHIFTS[(shift >> 6 & 3) as usize], shift & 0x3f);
    }
}

/// An extended register: `allowed` lists the extensions (by option
/// number) the form takes, `lsl` the option that `lsl` stands for, and
/// `default` the option when none is written.
fn parse_extended_reg(
    p: &mut OperandParser<'_>,
    kind: &OperandKind,
    allowed: &[i64],
    lsl: Option<i64>,
    default: Option<i64>,
) -> Result<(), AsmError> {
    let reg = p.register(sub_class(p, kind, 0))?;
    let written = if p.peek().is_some_and(|t| t.text == ",") { peek_word(p, 1) } else { None };
    let option = match &written {
        Some(word) => {
            let option = match EXTENDS.iter().position(|e| *e == word) {
                Some(o) if allowed.contains(&(o as i64)) => Some(o as i64),
                None if word == "lsl" => lsl,
                _ => None,
            };
            match option {
                Some(o) => {
                    p.pos += 2;
                    Some(o)
                }
                None => return Err(AsmError::new(p.tokens[p.pos + 1].col, kind.diagnostic.clone())),
            }
        }
        None => None,
    };
    let Some(option) = option.or(default) else { return Err(p.invalid(&kind.diagnostic)) };
    // The amount is optional after an extension name, required after lsl.
    let amount = match written.as_deref() {
        Some("lsl") => amount(p, 0, 4)?,
        Some(_) if p.peek().is_some_and(|t| t.text == "#" || t.kind == TokenKind::Int) => amount(p, 0, 4)?,
        _ => 0,
    };
    p.push(MCOperand::Reg(reg))?;
    p.push(MCOperand::Imm(option << 3 | amount))
}

pub fn parse_extended_reg_w(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    parse_extended_reg(p, kind, &[0, 1, 2, 4, 5, 6], None, None)
}

pub fn parse_extended_reg_w_lsl(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    parse_extended_reg(p, kind, &[0, 1, 2, 4, 5, 6], Some(UXTW), None)
}

pub fn parse_extended_reg_x(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    parse_extended_reg(p, kind, &[3, 7], Some(UXTX), Some(UXTX))
}

pub fn parse_extended_reg_32(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    parse_extended_reg(p, kind, &[0, 1, 2, 3, 4, 5, 6, 7], Some(UXTW), Some(UXTW))
}

fn is_stack_pointer(p: &Printer<'_>, op: MCOperand) -> (bool, bool) {
    match op {
        MCOperand::Reg(r) => {
            let name = p.tables.registers.get(r as usize).map_or("", |r| &r.asm_name);
            (name == "sp", name == "wsp")
        }
        _ => (false, false),
    }
}

/// With sp or wsp as destination or first source, uxtx (uxtw for 32 bits)
/// prints as `lsl`, and not at all when the amount is 0.
pub fn print_extended_reg(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    p.operand(inst.operand(slot), out);
    let ext = slot_imm(inst, slot + 1);
    let (option, amount) = (ext >> 3 & 7, ext & 7);
    let (sp0, wsp0) = is_stack_pointer(p, inst.operand(0));
    let (sp1, wsp1) = is_stack_pointer(p, inst.operand(1));
    let as_lsl = (option == UXTX && (sp0 || sp1)) || (option == UXTW && (wsp0 || wsp1));
    if as_lsl {
        if amount != 0 {
            let _ = write!(out, ", lsl #{amount}");
        }
        return;
    }
    let _ = write!(out, ", {}", EXTENDS[option as usize]);
    if amount != 0 {
        let _ = write!(out, " #{amount}");
    }
}

//===-- Add/sub immediates -------------------------------------------------===//

fn parse_addsub(p: &mut OperandParser<'_>, kind: &OperandKind, negate: bool) -> Result<(), AsmError> {
    // `:lo12:sym`, for the kinds that accept it: the linker fills in the
    // value, unshifted.
    if let Some(symbol) = p.modified_symbol(kind) {
        p.push(symbol?)?;
        return p.push(MCOperand::Imm(0));
    }
    let col = p.col();
    p.eat_immediate_prefix();
    let value = p.integer(&kind.diagnostic)?;
    let value = if negate {
        if value >= 0 {
            return Err(AsmError::new(col, kind.diagnostic.clone()));
        }
        value.wrapping_neg()
    } else {
        value
    };
    let shifted = p.peek().is_some_and(|t| t.text == ",") && peek_word(p, 1).as_deref() == Some("lsl");
    let (imm, shift) = if shifted {
        p.pos += 2;
        let at = p.col();
        p.eat_immediate_prefix();
        let amount = p.integer(&kind.diagnostic)?;
        if amount != 0 && amount != 12 {
            return Err(AsmError::new(at, kind.diagnostic.clone()));
        }
        (value, (amount == 12) as i64)
    } else if (0..=4095).contains(&value) {
        (value, 0)
    } else if value % 4096 == 0 && (0..=4095 << 12).contains(&value) {
        (value >> 12, 1)
    } else {
        (-1, 0)
    };
    if !(0..=4095).contains(&imm) {
        return Err(AsmError::new(col, kind.diagnostic.clone()));
    }
    p.push(MCOperand::Imm(imm))?;
    p.push(MCOperand::Imm(shift))
}

pub fn parse_addsub_imm(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    parse_addsub(p, kind, false)
}

pub fn parse_addsub_imm_negated(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    parse_addsub(p, kind, true)
}

/// `#imm`, or `#imm, lsl #12` with the shifted value noted in the listing.
pub fn print_addsub_imm(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let imm = slot_imm(inst, slot);
    out.push('#');
    p.number(imm, out);
    if slot_imm(inst, slot + 1) != 0 {
        out.push_str(", lsl #12");
        let mut note = "=".to_string();
        p.number(imm << 12, &mut note);
        p.set_note(note);
    }
}

//===-- Logical immediates -------------------------------------------------===//

fn width_mask(width: u32) -> u64 {
    if width == 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

/// A value for a `width`-bit register: negative values wrap, wider ones
/// are an error.
fn register_value(v: i64, width: u32) -> Option<u64> {
    if width == 64 || (-(1i64 << (width - 1))..(1i64 << width)).contains(&v) {
        Some(v as u64 & width_mask(width))
    } else {
        None
    }
}

/// A bitmask immediate for the operand's register width; `_not` takes
/// the inverted value (bic, orn, eon, bics).
fn parse_logical(p: &mut OperandParser<'_>, kind: &OperandKind, invert: bool) -> Result<(), AsmError> {
    let width = width(kind);
    let col = p.col();
    p.eat_immediate_prefix();
    let v = p.integer(&kind.diagnostic)?;
    let value = register_value(v, width).map(|v| if invert { !v & width_mask(width) } else { v });
    match value.filter(|&v| bitmask::encode(v, width).is_some()) {
        Some(v) => p.push(MCOperand::Imm(v as i64)),
        None => Err(AsmError::new(col, kind.diagnostic.clone())),
    }
}

pub fn parse_logical_imm(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    parse_logical(p, kind, false)
}

pub fn parse_logical_imm_not(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    parse_logical(p, kind, true)
}

pub fn print_logical_imm(
    _p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let _ = write!(out, "#0x{:x}", slot_imm(inst, slot) as u64);
}

pub fn encode_logical_imm(_t: &TargetTables, kind: &OperandKind, inst: &MCInst, slot: usize) -> u64 {
    bitmask::encode(slot_imm(inst, slot) as u64, width(kind)).unwrap_or(0) as u64
}

//===-- Wide moves ---------------------------------------------------------===//

pub fn parse_movwide_imm(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let col = p.col();
    p.eat_immediate_prefix();
    let v = p.integer("")?;
    if !(0..=65535).contains(&v) {
        return Err(AsmError::new(col, "immediate must be an integer in range [0, 65535]."));
    }
    let mut hw = 0;
    if p.peek().is_some_and(|t| t.text == ",") {
        let at = p.tokens.get(p.pos + 1).map_or(p.end_col, |t| t.col);
        if peek_word(p, 1).as_deref() != Some("lsl") {
            return Err(AsmError::new(at, kind.diagnostic.clone()));
        }
        p.pos += 2;
        p.eat_immediate_prefix();
        let shift = p.integer(&kind.diagnostic)?;
        if shift % 16 != 0 || !(0..width(kind) as i64).contains(&shift) {
            return Err(AsmError::new(at, kind.diagnostic.clone()));
        }
        hw = shift / 16;
    }
    p.push(MCOperand::Imm(v))?;
    p.push(MCOperand::Imm(hw))
}

pub fn print_movwide_imm(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    out.push('#');
    p.number(slot_imm(inst, slot), out);
    let hw = slot_imm(inst, slot + 1);
    if hw != 0 {
        let _ = write!(out, ", lsl #{}", hw * 16);
    }
}

/// The (imm16, hw) a movz of `value` takes, if one does.
fn movz_slots(value: u64, width: u32) -> Option<(i64, i64)> {
    (0..width / 16).find_map(|hw| {
        let shift = hw * 16;
        (value & !(0xffff << shift) & width_mask(width) == 0 && value >> shift <= 0xffff)
            .then_some(((value >> shift) as i64, hw as i64))
    })
}

fn movz_value(values: &[MCOperand], width: u32) -> u64 {
    let (imm16, hw) = (imm(values[0]) as u64, imm(values.get(1).copied().unwrap_or(MCOperand::Imm(0))) as u32);
    (imm16 << (hw * 16)) & width_mask(width)
}

fn parse_mov(p: &mut OperandParser<'_>, kind: &OperandKind, inverted: bool) -> Result<(), AsmError> {
    let width = width(kind);
    let col = p.col();
    p.eat_immediate_prefix();
    let v = p.integer(&kind.diagnostic)?;
    let value = register_value(v, width).map(|v| if inverted { !v & width_mask(width) } else { v });
    match value.and_then(|v| movz_slots(v, width)) {
        Some((imm16, hw)) => {
            p.push(MCOperand::Imm(imm16))?;
            p.push(MCOperand::Imm(hw))
        }
        None => Err(AsmError::new(col, kind.diagnostic.clone())),
    }
}

/// The value as `mov` prints it: signed at the register width, and noted
/// in hexadecimal for the listing.
fn print_mov_value(p: &Printer<'_>, value: u64, width: u32, out: &mut String) {
    let signed = if width == 32 { value as u32 as i32 as i64 } else { value as i64 };
    out.push('#');
    p.number(signed, out);
    // The remark takes the other base (llvm-objdump's hex operand gets a
    // decimal remark).
    p.set_note(if p.hex_immediates() { format!("={signed}") } else { format!("=0x{value:x}") });
}

pub fn parse_movz_imm(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    parse_mov(p, kind, false)
}

pub fn parse_movn_imm(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    parse_mov(p, kind, true)
}

pub fn print_movz_imm(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let width = width(kind);
    print_mov_value(p, movz_value(&inst.operands()[slot..], width), width, out);
}

pub fn print_movn_imm(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let width = width(kind);
    print_mov_value(p, !movz_value(&inst.operands()[slot..], width) & width_mask(width), width, out);
}

/// A zero chunk with a shift is not printed as mov (it is not how mov
/// would write zero).
fn shifted_zero(values: &[MCOperand]) -> bool {
    imm(values[0]) == 0 && values.get(1).is_some_and(|&hw| imm(hw) != 0)
}

pub fn is_movz_imm(_t: &TargetTables, _kind: &OperandKind, values: &[MCOperand]) -> bool {
    !shifted_zero(values)
}

/// movn prints as mov unless a movz makes the same value.
pub fn is_movn_imm(_t: &TargetTables, kind: &OperandKind, values: &[MCOperand]) -> bool {
    let width = width(kind);
    let value = !movz_value(values, width) & width_mask(width);
    !shifted_zero(values) && movz_slots(value, width).is_none()
}

/// orr prints as mov unless a movz or a movn makes the same value.
pub fn is_mov_logical_imm(_t: &TargetTables, kind: &OperandKind, values: &[MCOperand]) -> bool {
    let width = width(kind);
    let value = imm(values[0]) as u64 & width_mask(width);
    movz_slots(value, width).is_none() && movz_slots(!value & width_mask(width), width).is_none()
}

pub fn print_mov_logical_imm(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let width = width(kind);
    print_mov_value(p, slot_imm(inst, slot) as u64 & width_mask(width), width, out);
}

//===-- Bitfield positions -------------------------------------------------===//

fn push_fields(p: &mut OperandParser<'_>, immr: i64, imms: i64) -> Result<(), AsmError> {
    p.push(MCOperand::Imm(immr))?;
    p.push(MCOperand::Imm(imms))
}

/// `#lsb, #width`: the position and the width that fits above it, in a
/// register of `register` bits.
fn position_and_width(p: &mut OperandParser<'_>, register: i64) -> Result<(i64, i64), AsmError> {
    let lsb = amount(p, 0, register - 1)?;
    if !p.eat_punct(",") {
        return Err(p.invalid(""));
    }
    let col = p.col();
    p.eat_immediate_prefix();
    let bits = p.integer("")?;
    if !(1..=register).contains(&bits) {
        return Err(AsmError::new(col, format!("expected integer in range [1, {register}]")));
    }
    if lsb + bits > register {
        return Err(AsmError::new(col, "requested extract overflows register"));
    }
    Ok((lsb, bits))
}

pub fn parse_lsl_shift(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let r = width(kind) as i64;
    let n = amount(p, 0, r - 1)?;
    push_fields(p, (r - n) % r, r - 1 - n)
}

pub fn parse_bf_insert(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let r = width(kind) as i64;
    let (lsb, bits) = position_and_width(p, r)?;
    push_fields(p, (r - lsb) % r, bits - 1)
}

pub fn parse_bf_extract(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let (lsb, bits) = position_and_width(p, width(kind) as i64)?;
    push_fields(p, lsb, lsb + bits - 1)
}

fn fields(inst: &MCInst, slot: usize) -> (i64, i64) {
    (slot_imm(inst, slot), slot_imm(inst, slot + 1))
}

/// An immediate in decimal in either listing style (LLVM's printer writes
/// lsr's and asr's amounts itself).
pub fn print_decimal_imm(
    _p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let _ = write!(out, "#{}", slot_imm(inst, slot));
}

pub fn print_lsl_shift(
    _p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let (_, imms) = fields(inst, slot);
    let _ = write!(out, "#{}", width(kind) as i64 - 1 - imms);
}

pub fn print_bf_insert(
    _p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let r = width(kind) as i64;
    let (immr, imms) = fields(inst, slot);
    let _ = write!(out, "#{}, #{}", (r - immr) % r, imms + 1);
}

pub fn print_bf_extract(
    _p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let (immr, imms) = fields(inst, slot);
    let _ = write!(out, "#{immr}, #{}", imms - immr + 1);
}

fn immr_imms(values: &[MCOperand]) -> (i64, i64) {
    (imm(values[0]), values.get(1).map_or(0, |&v| imm(v)))
}

/// lsl is the insert whose field ends at the top bit (immr = imms + 1).
pub fn is_lsl_shift(_t: &TargetTables, _kind: &OperandKind, values: &[MCOperand]) -> bool {
    let (immr, imms) = immr_imms(values);
    imms + 1 == immr
}

pub fn is_bf_insert(_t: &TargetTables, _kind: &OperandKind, values: &[MCOperand]) -> bool {
    let (immr, imms) = immr_imms(values);
    imms < immr
}

pub fn is_bf_extract(_t: &TargetTables, _kind: &OperandKind, values: &[MCOperand]) -> bool {
    let (immr, imms) = immr_imms(values);
    imms >= immr
}

//===-- Registers seen through another width -------------------------------===//

/// A w register read as the x register of the same number.
pub fn parse_gpr_as_w(p: &mut OperandParser<'_>, _kind: &'static OperandKind) -> Result<(), AsmError> {
    let w = p.register(crate::targets::aarch64::RegClass::GPR32.id())?;
    let t = p.tables;
    let x64 = &t.reg_classes[crate::targets::aarch64::RegClass::GPR64.id() as usize];
    let x = t.registers[w as usize]
        .overlaps
        .iter()
        .copied()
        .find(|&r| x64.contains(r) && t.registers[r as usize].sub_regs.contains(&w));
    match x {
        Some(x) => p.push(MCOperand::Reg(x)),
        None => Err(AsmError::new(p.col(), "invalid operand for instruction")),
    }
}

/// An x register read as its w half.
pub fn parse_gpr_as_x(p: &mut OperandParser<'_>, _kind: &'static OperandKind) -> Result<(), AsmError> {
    let x = p.register(crate::targets::aarch64::RegClass::GPR64.id())?;
    let t = p.tables;
    let w32 = &t.reg_classes[crate::targets::aarch64::RegClass::GPR32.id() as usize];
    match t.registers[x as usize].sub_regs.iter().copied().find(|&r| w32.contains(r)) {
        Some(w) => p.push(MCOperand::Reg(w)),
        None => Err(AsmError::new(p.col(), "invalid operand for instruction")),
    }
}

/// An x register printed as its w half.
/// The destination of an acquiring atomic; the zero register drops the
/// acquire, which llvm-mc notes.
pub fn print_acquire_dest(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let op = inst.operand(slot);
    if let MCOperand::Reg(r) = op {
        if p.tables.registers[r as usize].encoding == 31 {
            p.set_note("acquire semantics dropped since destination is zero".to_string());
        }
    }
    p.operand(op, out);
}

pub fn print_gpr_as_w(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let t = p.tables;
    let w32 = &t.reg_classes[crate::targets::aarch64::RegClass::GPR32.id() as usize];
    match inst.operand(slot) {
        MCOperand::Reg(x) => match t.registers[x as usize].sub_regs.iter().find(|&&r| w32.contains(r)) {
            Some(&w) => p.operand(MCOperand::Reg(w), out),
            None => p.operand(MCOperand::Reg(x), out),
        },
        other => p.operand(other, out),
    }
}

//===-- Condition codes ----------------------------------------------------===//

fn condition(p: &mut OperandParser<'_>) -> Result<i64, AsmError> {
    let word = peek_word(p, 0).ok_or_else(|| p.invalid("invalid condition code"))?;
    let code = match word.as_str() {
        "cs" => Some(2),
        "cc" => Some(3),
        w => CONDITIONS.iter().position(|c| *c == w),
    };
    // With SVE, its names for the conditions (after a ptest) as well.
    let sve = || crate::mc::features::feature_index(p.tables, "sve").is_some_and(|f| p.features.has(f));
    let code = code.or_else(|| SVE_CONDITIONS.iter().position(|c| *c == word).filter(|_| sve()));
    match code {
        Some(c) => {
            p.pos += 1;
            Ok(c as i64)
        }
        None => Err(AsmError::new(p.col(), "invalid condition code")),
    }
}

pub fn parse_cond_code(p: &mut OperandParser<'_>, _kind: &'static OperandKind) -> Result<(), AsmError> {
    let c = condition(p)?;
    p.push(MCOperand::Imm(c))
}

/// A condition that the instruction encodes inverted; al and nv have no
/// inverse there.
pub fn parse_inv_cond_code(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let c = condition(p)?;
    if c >= 14 {
        return Err(AsmError::new(p.col(), &kind.diagnostic));
    }
    p.push(MCOperand::Imm(c ^ 1))
}

pub fn print_cond_code(
    _p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    out.push_str(CONDITIONS[(slot_imm(inst, slot) & 15) as usize]);
}

pub fn print_inv_cond_code(
    _p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    out.push_str(CONDITIONS[((slot_imm(inst, slot) ^ 1) & 15) as usize]);
}

pub fn is_inv_cond_code(_t: &TargetTables, _kind: &OperandKind, values: &[MCOperand]) -> bool {
    imm(values[0]) & 15 < 14
}

//===-- Register offsets ---------------------------------------------------===//

const RO_LSL: i64 = 0b011;
const RO_SXTX: i64 = 0b111;
const RO_UXTW: i64 = 0b010;
const RO_SXTW: i64 = 0b110;

/// `Xm{, lsl|sxtx {#s}}` or `Wm, uxtw|sxtw {#s}`, s being 0 or log2 of the
/// access size. For byte accesses a written `#0` is the shifted form.
pub fn parse_reg_offset(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let class = sub_class(p, kind, 0);
    let scale = sub_max(p, kind, 1);
    let is_x = class == crate::targets::aarch64::RegClass::GPR64.id();
    let reg = p.register(class)?;
    let written = if p.peek().is_some_and(|t| t.text == ",") { peek_word(p, 1) } else { None };
    let option = match written.as_deref() {
        None if is_x => RO_LSL,
        None => return Err(p.invalid("")),
        Some("lsl") if is_x => RO_LSL,
        Some("sxtx") if is_x => RO_SXTX,
        Some("uxtw") if !is_x => RO_UXTW,
        Some("sxtw") if !is_x => RO_SXTW,
        Some(_) => return Err(AsmError::new(p.tokens[p.pos + 1].col, "invalid operand for instruction")),
    };
    let mut shifted = false;
    if written.is_some() {
        p.pos += 2;
        let has_amount = p.peek().is_some_and(|t| t.text == "#" || t.kind == TokenKind::Int);
        if has_amount || option == RO_LSL {
            let col = p.col();
            p.eat_immediate_prefix();
            let n = p.integer("")?;
            if n != 0 && n != scale {
                return Err(AsmError::new(col, format!("shift amount must be 0 or {scale}")));
            }
            shifted = scale == 0 || n == scale;
        }
    }
    p.push(MCOperand::Reg(reg))?;
    p.push(MCOperand::Imm(option << 1 | shifted as i64))
}

pub fn print_reg_offset(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    p.operand(inst.operand(slot), out);
    let ext = slot_imm(inst, slot + 1);
    let (option, shifted) = (ext >> 1, ext & 1 == 1);
    let scale = match kind.sub_kinds.get(1).map(|&k| &p.tables.operand_kinds[k as usize].class) {
        Some(OperandClass::Immediate { max, .. }) => *max,
        _ => 0,
    };
    let name = match option {
        RO_LSL if !shifted => return,
        RO_LSL => "lsl",
        RO_SXTX => "sxtx",
        RO_UXTW => "uxtw",
        _ => "sxtw",
    };
    let _ = write!(out, ", {name}");
    if shifted {
        let _ = write!(out, " #{scale}");
    }
}

//===-- System operands ----------------------------------------------------===//

/// `#0x..` in lowercase hexadecimal, zero as `#0`.
pub fn print_imm_hex(
    _p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    match slot_imm(inst, slot) {
        0 => out.push_str("#0"),
        v => {
            let _ = write!(out, "#0x{v:x}");
        }
    }
}

/// Barrier option names by CRm value; the unnamed ones print as numbers.
const BARRIERS: [&str; 16] =
    ["", "oshld", "oshst", "osh", "", "nshld", "nshst", "nsh", "", "ishld", "ishst", "ish", "", "ld", "st", "sy"];

/// A name or an immediate 0-15.
fn named_or_number(
    p: &mut OperandParser<'_>,
    names: &dyn Fn(&str) -> Option<i64>,
    max: i64,
    diagnostic: &str,
) -> Result<i64, AsmError> {
    let col = p.col();
    if let Some(word) = peek_word(p, 0) {
        let value = names(&word).ok_or_else(|| AsmError::new(col, diagnostic.to_owned()))?;
        p.pos += 1;
        return Ok(value);
    }
    p.eat_immediate_prefix();
    let number_col = p.col();
    let v = p.integer(diagnostic)?;
    if !(0..=max).contains(&v) {
        // As llvm-mc, at the number.
        return Err(AsmError::new(number_col, "barrier operand out of range"));
    }
    Ok(v)
}

pub fn parse_barrier_op(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let names = |w: &str| BARRIERS.iter().position(|b| !b.is_empty() && *b == w).map(|i| i as i64);
    let v = named_or_number(p, &names, 15, &kind.diagnostic)?;
    p.push(MCOperand::Imm(v))
}

pub fn print_barrier_op(
    _p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let v = slot_imm(inst, slot);
    match BARRIERS.get(v as usize).filter(|n| !n.is_empty()) {
        Some(name) => out.push_str(name),
        None => {
            let _ = write!(out, "#{v}");
        }
    }
}

// System registers are the NamedValues of the operand's set (generated
// from llvm-mc in AArch64SysRegs.td): value op0:op1:CRn:CRm:op2; flags 1
// mrs reads it, 2 msr writes it, 4 accepted but never printed. A name
// whose features are off is unknown (and the value prints generically).
const SYSREG_READ: u32 = 1;
const SYSREG_WRITE: u32 = 2;
const SYSREG_PARSE_ONLY: u32 = 4;

/// The named values an operand of `kind` looks names up in.
pub(super) fn named_set<'t>(t: &'t TargetTables, kind: &OperandKind) -> Option<&'t NamedValueSet> {
    kind.named_values.and_then(|i| t.named_values.get(i as usize))
}

/// Whether the features `features` make `v` known.
pub(super) fn known(t: &TargetTables, features: FeatureBits, v: &NamedValue) -> bool {
    v.requires == 0 || features.missing(t, v.requires).is_empty()
}

/// `S<op0>_<op1>_C<n>_C<m>_<op2>` (lowercase here), as op0:op1:CRn:CRm:op2.
fn generic_sysreg(name: &str) -> Option<i64> {
    let parts: Vec<&str> = name.strip_prefix('s')?.split('_').collect();
    let [op0, op1, crn, crm, op2] = parts.as_slice() else { return None };
    let num = |s: &str, max: i64| s.parse::<i64>().ok().filter(|&v| v <= max);
    let (op0, op1, op2) = (num(op0, 3)?, num(op1, 7)?, num(op2, 7)?);
    let (crn, crm) = (num(crn.strip_prefix('c')?, 15)?, num(crm.strip_prefix('c')?, 15)?);
    Some(op0 << 14 | op1 << 11 | crn << 7 | crm << 3 | op2)
}

/// A system register mrs reads (`want` SYSREG_READ) or msr writes; the
/// slot holds op0:op1:CRn:CRm:op2.
fn sysreg(p: &mut OperandParser<'_>, kind: &'static OperandKind, want: u32) -> Result<(), AsmError> {
    let word = peek_word(p, 0).ok_or_else(|| p.invalid(&kind.diagnostic))?;
    let t = p.tables;
    let named = named_set(t, kind)
        .and_then(|set| set.find(&word))
        .filter(|v| v.flags & want != 0 && known(t, p.features, v))
        .map(|v| v.value);
    match named.or_else(|| generic_sysreg(&word)) {
        Some(v) => {
            p.pos += 1;
            p.push(MCOperand::Imm(v & 0xffff))
        }
        None => Err(AsmError::new(p.col(), &kind.diagnostic)),
    }
}

pub fn parse_sysreg(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    sysreg(p, kind, SYSREG_READ)
}

pub fn parse_msr_sysreg(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    sysreg(p, kind, SYSREG_WRITE)
}

pub fn print_sysreg(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    print_sysreg_named(p, kind, slot_imm(inst, slot), SYSREG_READ, out);
}

/// Read-only registers print in the generic form, which is how msr takes
/// them.
pub fn print_msr_sysreg(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    print_sysreg_named(p, kind, slot_imm(inst, slot), SYSREG_WRITE, out);
}

/// The name of a register for `want`, preferring a name that only some
/// features give (v8r's names for registers that have others).
fn print_sysreg_named(p: &Printer<'_>, kind: &OperandKind, v: i64, want: u32, out: &mut String) {
    let t = p.tables;
    let usable = |x: &NamedValue| x.flags & want != 0 && x.flags & SYSREG_PARSE_ONLY == 0 && known(t, p.features(), x);
    let set = named_set(t, kind);
    let name = set
        .and_then(|s| s.by_value(v, |x| x.requires != 0 && usable(x)))
        .or_else(|| set.and_then(|s| s.by_value(v, usable)));
    match name {
        Some(n) => out.push_str(&n.name),
        None => {
            let _ = write!(out, "S{}_{}_C{}_C{}_{}", v >> 14 & 3, v >> 11 & 7, v >> 7 & 15, v >> 3 & 15, v & 7);
        }
    }
}

//===-- Floating point -----------------------------------------------------===//

/// The value of an 8-bit FP immediate: ±(16 + frac)/16 × 2^exp with exp
/// in -3..=4.
fn fp_imm_value(imm8: u8) -> f64 {
    let sign = if imm8 & 0x80 != 0 { -1.0 } else { 1.0 };
    let b = (imm8 >> 6 & 1) as i32;
    let exp = ((1 - b) << 2 | (imm8 >> 4 & 3) as i32) - 3;
    let frac = (imm8 & 15) as f64;
    sign * (16.0 + frac) / 16.0 * 2f64.powi(exp)
}

/// The text of adjacent tokens from the cursor (a float such as `1.0e-1`
/// lexes as several), and how many there are.
fn adjacent_text(p: &OperandParser<'_>) -> (String, usize) {
    let mut text = String::new();
    let mut n = 0;
    let mut end = None;
    while let Some(t) = p.tokens.get(p.pos + n) {
        let joins = end.is_none_or(|e| t.col == e) && (t.kind != TokenKind::Punct || matches!(t.text, "-" | "+" | "."));
        if !joins || t.text == "," {
            break;
        }
        text.push_str(t.text);
        end = Some(t.col + t.text.len() as u32);
        n += 1;
    }
    (text, n)
}

pub fn parse_fp_imm(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let col = p.col();
    if !p.eat_immediate_prefix() && p.peek().is_some_and(|t| t.kind == TokenKind::Ident && !t.text.starts_with('.')) {
        return Err(AsmError::new(col, kind.diagnostic.clone()));
    }
    let (text, n) = adjacent_text(p);
    let lower = text.to_ascii_lowercase();
    let imm8 = if let Some(hex) = lower.strip_prefix("0x") {
        u8::from_str_radix(hex, 16).ok()
    } else {
        let value: Option<f64> = lower.parse().ok();
        value.and_then(|v| (0..=255u8).find(|&i| fp_imm_value(i) == v))
    };
    match imm8 {
        Some(i) => {
            p.pos += n;
            p.push(MCOperand::Imm(i as i64))
        }
        None => Err(AsmError::new(col, kind.diagnostic.clone())),
    }
}

pub fn print_fp_imm(
    _p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let _ = write!(out, "#{:.8}", fp_imm_value(slot_imm(inst, slot) as u8));
}

/// Fraction bits, 1 to the integer register's width.
pub fn parse_fixed_point(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let col = p.col();
    p.eat_immediate_prefix();
    let fbits = p.integer(&kind.diagnostic)?;
    if !(1..=width(kind) as i64).contains(&fbits) {
        return Err(AsmError::new(col, kind.diagnostic.clone()));
    }
    p.push(MCOperand::Imm(64 - fbits))
}

pub fn print_fixed_point(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    out.push('#');
    p.number(64 - slot_imm(inst, slot), out);
}

/// `vN.d[1]`: the vector register N (its q view).
pub fn parse_vector_upper_d(p: &mut OperandParser<'_>, _kind: &'static OperandKind) -> Result<(), AsmError> {
    let t = p.tables;
    // Apple's syntax writes it bare: `fmov.d x0, v1[1]`.
    let apple = t.syntax.variant != 0;
    let reg = peek_word(p, 0).and_then(|w| {
        let n = w.strip_prefix('v')?;
        let n = if apple { n } else { n.strip_suffix(".d")? };
        crate::mc::matcher::lookup_register(t, &format!("q{n}"))
    });
    let lane =
        [p.tokens.get(p.pos + 1), p.tokens.get(p.pos + 2), p.tokens.get(p.pos + 3)].map(|t| t.map_or("", |t| t.text));
    match reg {
        Some(q) if lane == ["[", "1", "]"] => {
            p.pos += 4;
            p.push(MCOperand::Reg(q))
        }
        // llvm-mc names the one lane it takes (`v0.d[0]`).
        Some(_) if lane[0] == "[" && lane[1].parse::<u64>().is_ok() && lane[2] == "]" => {
            Err(AsmError::syntax(p.tokens[p.pos + 1].col, "expected lane specifier '[1]'"))
        }
        _ => Err(p.invalid("")),
    }
}

pub fn print_vector_upper_d(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    if let MCOperand::Reg(r) = inst.operand(slot) {
        let encoding = p.tables.registers.get(r as usize).map_or(0, |r| r.encoding);
        let lane = if p.variant() == 0 { ".d[1]" } else { "[1]" };
        let _ = write!(out, "v{encoding}{lane}");
    }
}

/// pauth-lr's backward label: the offset negated (the encoder then places
/// it >> Scale, in words).
pub fn encode_negated_offset(_t: &TargetTables, _kind: &OperandKind, inst: &MCInst, slot: usize) -> u64 {
    (-slot_imm(inst, slot)) as u64 & 0x3_ffff
}
