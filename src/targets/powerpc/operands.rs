//! Register, memory, condition-register and branch-target operands of
//! `PPCOperands.td`. llvm-mc writes every register as its number, so the
//! parsers here find the member of the operand's class that has that
//! encoding, and the printers write the encoding back.
// Public for `fragments`; each function is described where the `.td`
// names it (the operand's ParserMethod, PrintMethod or EncoderMethod).
#![allow(missing_docs)]

use crate::mc::lexer::{Token, TokenKind};
use crate::mc::operand_parser::{sign_extend, OperandParser};
use crate::mc::print::Printer;
use crate::mc::random::Random;
use crate::mc::tables::{OperandClass, OperandKind, TargetTables};
use crate::mc::{AsmError, MCInst, MCOperand};
use std::fmt::Write;

const INVALID: &str = "invalid operand for instruction";

/// The register class of a register operand a fragment parses.
fn class_of(kind: &OperandKind) -> Option<u16> {
    match kind.class {
        OperandClass::Custom { reg_class, .. } => reg_class,
        OperandClass::Register { class } => Some(class),
        OperandClass::Immediate { .. } => None,
    }
}

/// The member of `class` whose encoding `fits` accepts.
fn member(tables: &TargetTables, class: Option<u16>, fits: impl Fn(i64) -> bool) -> Option<u16> {
    let class = tables.reg_classes.get(class? as usize)?;
    class.members.iter().copied().find(|&r| fits(tables.registers[r as usize].encoding as i64))
}

fn encoding(p: &Printer<'_>, op: MCOperand) -> Option<u16> {
    match op {
        MCOperand::Reg(r) => p.tables.registers.get(r as usize).map(|r| r.encoding),
        _ => None,
    }
}

/// A `%` register name: its letters are not checked, only its number's
/// range (`%r3`, `%f3` and `%v3` are all 3). `%lr` and `%ctr` are 8 and 9.
fn percent_register(name: &str) -> Option<i64> {
    let lower = name.to_ascii_lowercase();
    match lower.as_str() {
        "lr" => return Some(8),
        "ctr" => return Some(9),
        _ => {}
    }
    let (limit, digits) = [("vs", 64), ("cr", 8), ("r", 32), ("f", 32), ("v", 32)]
        .iter()
        .find_map(|(prefix, limit)| lower.strip_prefix(prefix).map(|d| (*limit, d)))?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse::<i64>().ok().filter(|&n| n < limit)
}

/// Reads `%name` at the cursor (the `%` is the next token).
fn read_percent(p: &mut OperandParser<'_>) -> Result<i64, AsmError> {
    let col = p.col();
    let name = p.tokens.get(p.pos + 1).filter(|t| t.kind == TokenKind::Ident).map(|t| t.text);
    match name.and_then(percent_register) {
        Some(n) => {
            p.pos += 2;
            Ok(n)
        }
        None => Err(AsmError::new(col, "invalid register name")),
    }
}

/// A register number: a plain literal or a `%` name.
fn register_number(p: &mut OperandParser<'_>) -> Result<i64, AsmError> {
    match p.tokens.get(p.pos).copied() {
        Some(Token { kind: TokenKind::Int, value, .. }) => {
            p.pos += 1;
            Ok(value)
        }
        Some(t) if t.kind == TokenKind::Punct && t.text == "%" => read_percent(p),
        _ => Err(p.invalid("")),
    }
}

/// Pushes the member of `kind`'s class whose encoding `fits` accepts; the
/// operand at `col` is invalid when there is none.
fn push_member(
    p: &mut OperandParser<'_>,
    kind: &OperandKind,
    col: u32,
    fits: impl Fn(i64) -> bool,
) -> Result<(), AsmError> {
    match member(p.tables, class_of(kind), fits) {
        Some(r) => p.push(MCOperand::Reg(r)),
        None => Err(AsmError::new(col, INVALID)),
    }
}

/// A register of the operand's class, by number.
pub fn parse_reg(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let col = p.col();
    let n = register_number(p)?;
    push_member(p, kind, col, |e| e == n)
}

/// A vector register number (0-31) naming the VSX register that holds
/// it, vs32 + n (`mfvrd 3, 8` reads vs40).
pub fn parse_vr_as_vsx(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let col = p.col();
    let n = register_number(p)?;
    push_member(p, kind, col, |e| (0..32).contains(&n) && e == n + 32)
}

/// A VSX register 32-63 as the vector register it is.
pub fn print_vr_as_vsx(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let _ = write!(out, "{}", encoding(p, inst.operand(slot)).unwrap_or(32).saturating_sub(32));
}

/// A register numbered past the last of the operand's class (`32` for a
/// GPR, `8` for a CR field), which the assembler must reject; a member
/// when no register has such a number (the 64 VSX registers).
pub fn sample_register_past_class(
    t: &TargetTables,
    kind: &OperandKind,
    random: &mut Random<'_>,
    out: &mut Vec<MCOperand>,
) {
    let Some(class) = class_of(kind).and_then(|c| t.reg_classes.get(c as usize)) else { return };
    let last = class.members.iter().map(|&r| t.registers[r as usize].encoding).max().unwrap_or(0);
    let past: Vec<u16> = (0..t.registers.len() as u16).filter(|&r| t.registers[r as usize].encoding > last).collect();
    if let Some(r) = random.pick(&past).or_else(|| class.members.first().copied()) {
        out.push(MCOperand::Reg(r));
    }
}

/// Registers print as their number.
pub fn print_reg(p: &Printer<'_>, inst: &MCInst, slot: usize, _kind: &OperandKind, _modifier: &str, out: &mut String) {
    match encoding(p, inst.operand(slot)) {
        Some(e) => {
            let _ = write!(out, "{e}");
        }
        None => p.operand(inst.operand(slot), out),
    }
}

//===-- Condition-register fields and bits ---------------------------------===//

/// A condition-register expression: integers, `%crN`, cr0-cr7, lt, gt,
/// eq, so and un, combined with `+` and `*` (and parentheses).
struct CrExpression<'p, 'a> {
    p: &'p mut OperandParser<'a>,
}

impl CrExpression<'_, '_> {
    fn sum(&mut self) -> Result<Option<i64>, AsmError> {
        let Some(mut v) = self.product()? else { return Ok(None) };
        while self.p.eat_punct("+") {
            let Some(r) = self.product()? else { return Ok(None) };
            v = v.wrapping_add(r);
        }
        Ok(Some(v))
    }

    fn product(&mut self) -> Result<Option<i64>, AsmError> {
        let Some(mut v) = self.atom()? else { return Ok(None) };
        while self.p.eat_punct("*") {
            let Some(r) = self.atom()? else { return Ok(None) };
            v = v.wrapping_mul(r);
        }
        Ok(Some(v))
    }

    fn atom(&mut self) -> Result<Option<i64>, AsmError> {
        let Some(t) = self.p.peek().copied() else { return Ok(None) };
        let value = match t.kind {
            TokenKind::Int => t.value,
            TokenKind::Ident => match named_cr_value(t.text) {
                Some(v) => v,
                None => return Ok(None),
            },
            TokenKind::Punct if t.text == "%" => return read_percent(self.p).map(Some),
            TokenKind::Punct if t.text == "(" => {
                self.p.pos += 1;
                let v = self.sum()?;
                if !self.p.eat_punct(")") {
                    return Ok(None);
                }
                return Ok(v);
            }
            _ => return Ok(None),
        };
        self.p.pos += 1;
        Ok(Some(value))
    }
}

fn named_cr_value(name: &str) -> Option<i64> {
    let lower = name.to_ascii_lowercase();
    match lower.as_str() {
        "lt" => Some(0),
        "gt" => Some(1),
        "eq" => Some(2),
        "so" | "un" => Some(3),
        _ => {
            let n = lower.strip_prefix("cr")?;
            (n.len() == 1).then(|| n.parse::<i64>().ok()).flatten().filter(|&n| n < 8)
        }
    }
}

/// A condition-register expression at the cursor, ending at a `,` or the
/// end of the statement.
fn cr_value(p: &mut OperandParser<'_>) -> Result<i64, AsmError> {
    let col = p.col();
    if p.peek().is_none() {
        return Err(AsmError::too_few_operands());
    }
    let start = p.pos;
    let at_end = |p: &OperandParser<'_>| p.peek().is_none_or(|t| t.text == ",");
    let parsed = CrExpression { p: &mut *p }.sum()?;
    if let Some(v) = parsed {
        if at_end(p) {
            return Ok(v);
        }
    }
    // Without names, any constant expression will do (`7-1`).
    p.pos = start;
    match p.integer(INVALID) {
        Ok(v) if at_end(p) => Ok(v),
        _ => Err(AsmError::new(col, INVALID)),
    }
}

/// A condition-register field (`cr2`, `2`) or bit (`4*cr1+eq`, `6`): the
/// member of the operand's class with that encoding.
pub fn parse_cr_operand(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let col = p.col();
    let n = cr_value(p)?;
    push_member(p, kind, col, |e| e == n)
}

/// The field of a conditional branch mnemonic: the class holds one bit of
/// each field, and the field number picks it.
pub fn parse_cond_field(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let col = p.col();
    let n = cr_value(p)?;
    push_member(p, kind, col, |e| (0..8).contains(&n) && e >> 2 == n)
}

/// The field a condition bit belongs to.
pub fn print_cond_field(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let _ = write!(out, "{}", encoding(p, inst.operand(slot)).unwrap_or(0) >> 2);
}

//===-- Immediates ---------------------------------------------------------===//

/// A field mask naming exactly one of the eight CR fields (mtocrf).
pub fn parse_one_field_mask(p: &mut OperandParser<'_>, _kind: &'static OperandKind) -> Result<(), AsmError> {
    let col = p.col();
    let v = p.integer(INVALID)?;
    if !(1..=0x80).contains(&v) || v & (v - 1) != 0 {
        return Err(AsmError::new(col, INVALID));
    }
    p.push(MCOperand::Imm(v))
}

/// One of the eight one-bit field masks.
pub fn sample_one_field_mask(
    _t: &TargetTables,
    _kind: &OperandKind,
    random: &mut Random<'_>,
    out: &mut Vec<MCOperand>,
) {
    out.push(MCOperand::Imm(1 << random.below(8)));
}

/// The random tests' symbol (the first one interned), for an operand
/// whose numbers llvm-mc reads as something else in an object (bca+'s
/// `.+N`).
pub fn sample_symbol(_t: &TargetTables, _kind: &OperandKind, _random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    out.push(MCOperand::Expr { symbol: 0, addend: 0, modifier: 0 });
}

/// Zero (an operand whose other values print in a form that cannot be
/// read back, such as Power10 wait's PL).
pub fn sample_zero(_t: &TargetTables, _kind: &OperandKind, _random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    out.push(MCOperand::Imm(0));
}

/// Zero or one (Power10 wait's L: with PL = 0 these print as `wait` and
/// `waitrsv`).
pub fn sample_zero_or_one(_t: &TargetTables, _kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    out.push(MCOperand::Imm(random.below(2) as i64));
}

/// A value of the operand's range that is not negative: llvm-mc prints a
/// negative first operand as `-N`, which reads back as a branch hint on
/// the mnemonic (`dquai -3, ...` is `dquai-`).
pub fn sample_nonnegative(_t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    let max = match kind.class {
        OperandClass::Immediate { max, .. } => max.max(0),
        _ => 0,
    };
    out.push(MCOperand::Imm(random.below(max as u64 + 1) as i64));
}

/// Power10 wait's PL: `, PL` after L, 0 to 3.
pub fn parse_wait_pl(p: &mut OperandParser<'_>, _kind: &'static OperandKind) -> Result<(), AsmError> {
    if !p.eat_punct(",") {
        return Err(AsmError::too_few_operands());
    }
    let col = p.col();
    let v = p.integer(INVALID)?;
    if !(0..=3).contains(&v) {
        return Err(AsmError::new(col, INVALID));
    }
    p.push(MCOperand::Imm(v))
}

/// Power10 wait's PL, after a space: llvm-mc prints `wait 1 2`.
pub fn print_wait_pl(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    out.push(' ');
    p.operand(inst.operand(slot), out);
}

/// psubi: a 34-bit signed value, placed negated.
pub fn parse_s34_negated(p: &mut OperandParser<'_>, _kind: &'static OperandKind) -> Result<(), AsmError> {
    let col = p.col();
    let v = p.integer(INVALID)?;
    if !(-(1i64 << 33)..(1i64 << 33)).contains(&v) {
        return Err(AsmError::new(col, INVALID));
    }
    p.push(MCOperand::Imm(v.wrapping_neg()))
}

/// subi, subis and subic: a signed 16-bit value, placed negated.
pub fn parse_s16_negated(p: &mut OperandParser<'_>, _kind: &'static OperandKind) -> Result<(), AsmError> {
    let col = p.col();
    let v = p.integer(INVALID)?;
    if !(-32768..=32767).contains(&v) {
        return Err(AsmError::new(col, INVALID));
    }
    p.push(MCOperand::Imm(sign_extend(-v, 16)))
}

//===-- Memory -------------------------------------------------------------===//

/// `d(rA)`: the displacement in the range (and multiple) of the first
/// sub-operand, the base a register number 0-31.
pub fn parse_mem(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let tables = p.tables;
    let sub = |i: usize| kind.sub_kinds.get(i).map(|&k| &tables.operand_kinds[k as usize]);
    let col = p.col();
    // A symbol, with the memory operand's relocation operators
    // (`sym@toc@l(2)`), where the displacement takes one.
    let symbolic = match sub(0).map(|k| &k.class) {
        Some(OperandClass::Immediate { allow_symbol: true, .. }) => p.symbol_expression(kind).transpose()?,
        _ => None,
    };
    let disp = match symbolic {
        Some(expr) => expr,
        None => {
            let disp = p.integer(INVALID)?;
            if let Some(OperandClass::Immediate { min, max, scale, .. }) = sub(0).map(|k| &k.class) {
                if disp < *min || disp > *max || disp & ((1i64 << scale) - 1) != 0 {
                    return Err(AsmError::new(col, INVALID));
                }
            }
            MCOperand::Imm(disp)
        }
    };
    if !p.eat_punct("(") {
        return Err(p.invalid(""));
    }
    let base_col = p.col();
    let n = match p.tokens.get(p.pos).copied() {
        Some(t) if t.kind == TokenKind::Int => {
            if !(0..32).contains(&t.value) {
                return Err(AsmError::new(base_col, "invalid register number"));
            }
            p.pos += 1;
            t.value
        }
        Some(t) if t.kind == TokenKind::Punct && t.text == "%" => read_percent(p)?,
        _ => return Err(AsmError::new(base_col, "invalid memory operand")),
    };
    if !p.eat_punct(")") {
        return Err(AsmError::new(p.col(), "missing ')'"));
    }
    let base = sub(1).and_then(|k| member(tables, class_of(k), |e| e == n));
    let Some(base) = base else { return Err(AsmError::new(base_col, "invalid register number")) };
    p.push(disp)?;
    p.push(MCOperand::Reg(base))
}

pub fn print_mem(p: &Printer<'_>, inst: &MCInst, slot: usize, kind: &OperandKind, _modifier: &str, out: &mut String) {
    p.expression(inst.operand(slot), kind, out);
    out.push('(');
    let _ = write!(out, "{}", encoding(p, inst.operand(slot + 1)).unwrap_or(0));
    out.push(')');
}

//===-- Branch targets -----------------------------------------------------===//

/// A relative target: `.+N` or `.-N` for a displacement, else the symbol
/// with its operator.
pub fn print_branch_target(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    match inst.operand(slot) {
        MCOperand::Imm(v) if p.address(p.here().0.wrapping_add(v as u64), out) => {}
        MCOperand::Imm(v) if v < 0 => {
            let _ = write!(out, ".-{}", v.unsigned_abs());
        }
        MCOperand::Imm(v) => {
            let _ = write!(out, ".+{v}");
        }
        // With its operator, if any (`bl f@notoc`).
        op => p.expression(op, kind, out),
    }
}

/// An absolute target: the address in hex (a negative one as its 64-bit
/// two's complement, as llvm-mc prints it).
pub fn print_abs_branch_target(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    // llvm-objdump prints absolute targets the same, without a label.
    match inst.operand(slot) {
        MCOperand::Imm(v) => {
            let _ = write!(out, "{:#x}", v as u64);
        }
        op => p.operand(op, out),
    }
}
