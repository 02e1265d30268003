//! Operand fragments of system instructions and other operands written
//! by name: names looked up in the operand's NamedValues set (prefetch
//! operations, barrier options, SVE predicate patterns, BTI targets...),
//! the operations of the sys aliases (tlbi, at, dc, ic), PSTATE fields,
//! the control registers `c0`-`c15`, and a few immediates written their
//! own way (`[n]` lane indices, `#0.0`, rotations).
// Public for `fragments`; each function is described where the `.td`
// names it.
#![allow(missing_docs)]

use super::operands::{known, named_set};
use crate::mc::lexer::TokenKind;
use crate::mc::operand_parser::OperandParser;
use crate::mc::print::Printer;
use crate::mc::random::Random;
use crate::mc::tables::{Decoding, NamedValue, OperandKind, TargetTables};
use crate::mc::{AsmError, MCInst, MCOperand};
use std::fmt::Write;

fn arg(kind: &OperandKind, i: usize) -> i64 {
    kind.args.get(i).copied().unwrap_or(0)
}

fn slot_imm(inst: &MCInst, slot: usize) -> i64 {
    match inst.operand(slot) {
        MCOperand::Imm(v) => v,
        _ => 0,
    }
}

fn word(p: &OperandParser<'_>) -> Option<String> {
    p.peek().filter(|t| t.kind == TokenKind::Ident).map(|t| t.text.to_string())
}

/// The message for an operand that does not fit.
fn diagnostic(kind: &OperandKind) -> &str {
    if kind.diagnostic.is_empty() {
        "invalid operand for instruction"
    } else {
        &kind.diagnostic
    }
}

//===-- Names of a set, or numbers -----------------------------------------===//
//
// FragmentArgs: [largest number accepted as `#n` (-1: names only; -2:
// the numbers that are values of the set)]. A
// name's flags: 1 accepted but never printed; 2 accepted whatever the
// features (its Predicates only decide whether it prints).

pub fn parse_named(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let t = p.tables;
    let col = p.col();
    if let Some(w) = word(p) {
        let found = named_set(t, kind).and_then(|s| s.find(&w)).filter(|v| v.flags & 2 != 0 || known(t, p.features, v));
        return match found {
            Some(v) => {
                p.pos += 1;
                p.push(MCOperand::Imm(v.value))
            }
            None => Err(AsmError::invalid_operand(col, diagnostic(kind))),
        };
    }
    let max = arg(kind, 0);
    if max == -1 {
        return Err(p.invalid(diagnostic(kind)));
    }
    p.eat_immediate_prefix();
    let v = p.integer(diagnostic(kind))?;
    let is_value = || named_set(t, kind).is_some_and(|s| s.values.iter().any(|x| x.value == v));
    if if max == -2 { !is_value() } else { !(0..=max).contains(&v) } {
        return Err(AsmError::new(col, diagnostic(kind)));
    }
    p.push(MCOperand::Imm(v))
}

pub fn print_named(p: &Printer<'_>, inst: &MCInst, slot: usize, kind: &OperandKind, _modifier: &str, out: &mut String) {
    if !print_name(p, inst, slot, kind, out) {
        out.push('#');
        p.number(slot_imm(inst, slot), out);
    }
}

/// As `print_named`, with a number in decimal in either listing style
/// (the nXS barriers).
pub fn print_named_decimal(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    if !print_name(p, inst, slot, kind, out) {
        let _ = write!(out, "#{}", slot_imm(inst, slot));
    }
}

/// The name of the value in slot `slot`, if it has one the features know.
fn print_name(p: &Printer<'_>, inst: &MCInst, slot: usize, kind: &OperandKind, out: &mut String) -> bool {
    let t = p.tables;
    let v = slot_imm(inst, slot);
    let name = named_set(t, kind).and_then(|s| s.by_value(v, |x| x.flags & 1 == 0 && known(t, p.features(), x)));
    name.map(|n| out.push_str(&n.name)).is_some()
}

/// A name of the set that every configuration knows, or a number.
pub fn sample_named(t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    let names: Vec<i64> = named_set(t, kind)
        .map(|s| s.values.iter().filter(|v| v.requires == 0 && v.flags & 1 == 0).map(|v| v.value).collect())
        .unwrap_or_default();
    // A second argument bounds what is drawn below what is accepted.
    let max = if arg(kind, 1) > 0 { arg(kind, 1) } else { arg(kind, 0) };
    let v = match random.pick(&names) {
        Some(v) if max < 0 || random.one_in(2) => v,
        _ if max >= 0 => random.range(0, max),
        _ => 0,
    };
    out.push(MCOperand::Imm(v));
}

//===-- Operations of sys aliases ------------------------------------------===//
//
// Four slots, op1, CRn, CRm, op2, from a name of the set (value
// op1:CRn:CRm:op2, flag 1: takes a register). FragmentArgs: [1 for the
// alias that takes a register, 0 for the one that does not].

pub fn parse_sys_op(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let t = p.tables;
    let col = p.col();
    let w = word(p).ok_or_else(|| p.invalid(""))?;
    let Some(v) = named_set(t, kind).and_then(|s| s.find(&w)) else {
        return Err(AsmError::invalid_operand(col, diagnostic(kind)));
    };
    if !known(t, p.features, v) {
        let mnemonic = p.tokens.first().map_or("", |m| m.text);
        let message = format!("{} requires: {}", sys_op_title(mnemonic, &v.name), extensions_of(t, v));
        // Above every operand error: the name is right, the features are not.
        return Err(AsmError { rank: u32::MAX - 1, ..AsmError::invalid_operand(col, message) });
    }
    if (v.flags & 1 != 0) != (arg(kind, 0) != 0) {
        return Err(AsmError::invalid_operand(col, "invalid operand for instruction"));
    }
    p.pos += 1;
    let value = v.value;
    for part in [value >> 11 & 7, value >> 7 & 15, value >> 3 & 15, value & 7] {
        p.push(MCOperand::Imm(part))?;
    }
    Ok(())
}

/// How llvm-mc names a sys operation in its feature errors: `TLBI
/// VAE1nXS`, `DC CVAP`; the prediction restrictions are `CFPRCTX`,
/// `CPPRCTX`, `DVPRCTX` and `COSP`.
fn sys_op_title(mnemonic: &str, name: &str) -> String {
    let mnemonic = mnemonic.to_ascii_uppercase();
    let name = name.to_ascii_uppercase();
    if name == "RCTX" {
        return if mnemonic == "COSP" { mnemonic } else { format!("{mnemonic}{name}") };
    }
    match name.strip_suffix("NXS") {
        Some(stem) => format!("{mnemonic} {stem}nXS"),
        None => format!("{mnemonic} {name}"),
    }
}

/// The extensions (`.arch_extension` names, in the target's order, as
/// llvm-mc lists them) that give the features `v` requires, those on
/// included: "tlb-rmi, xs", "mte, memtag".
fn extensions_of(t: &TargetTables, v: &NamedValue) -> String {
    let preds = t.features.sets.get(v.requires as usize).map(Vec::as_slice).unwrap_or_default();
    let required: Vec<u16> = (preds.iter().filter_map(|&p| t.features.predicates.get(p as usize)))
        .flat_map(|pred| pred.terms.iter().flatten().copied())
        .collect();
    let names: Vec<&str> = (t.features.extensions.iter())
        .filter(|(_, fs)| fs.iter().any(|f| required.contains(f)))
        .map(|(name, _)| name.as_str())
        .collect();
    names.join(", ")
}

fn sys_op_value(values: &[MCOperand]) -> i64 {
    let f = |i: usize| match values.get(i) {
        Some(MCOperand::Imm(v)) => *v,
        _ => 0,
    };
    f(0) << 11 | f(1) << 7 | f(2) << 3 | f(3)
}

pub fn print_sys_op(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let t = p.tables;
    let v = sys_op_value(&inst.operands()[slot..]);
    if let Some(n) = named_set(t, kind).and_then(|s| s.by_value(v, |x| known(t, p.features(), x))) {
        out.push_str(&n.name.to_ascii_lowercase());
    }
}

/// Whether the sys instruction's fields name an operation of the set that
/// takes a register as the alias does (else it prints as sys).
pub fn is_sys_op(t: &TargetTables, kind: &OperandKind, values: &[MCOperand]) -> bool {
    let v = sys_op_value(values);
    let want = arg(kind, 0) != 0;
    // The alias has the name's predicates: the printer asks for them.
    named_set(t, kind).and_then(|s| s.by_value(v, |x| (x.flags & 1 != 0) == want)).is_some()
}

pub fn sample_sys_op(t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    let want = arg(kind, 0) != 0;
    let names: Vec<i64> = named_set(t, kind)
        .map(|s| s.values.iter().filter(|v| (v.flags & 1 != 0) == want).map(|v| v.value).collect())
        .unwrap_or_default();
    let v = random.pick(&names).unwrap_or(0);
    for part in [v >> 11 & 7, v >> 7 & 15, v >> 3 & 15, v & 7] {
        out.push(MCOperand::Imm(part));
    }
}

//===-- Control registers c0-c15 -------------------------------------------===//

pub fn parse_sys_cr(p: &mut OperandParser<'_>, _kind: &'static OperandKind) -> Result<(), AsmError> {
    let n = word(p)
        .map(|w| w.to_ascii_lowercase())
        .and_then(|w| w.strip_prefix('c').and_then(|d| d.parse::<i64>().ok()))
        .filter(|n| (0..=15).contains(n));
    match n {
        Some(n) => {
            p.pos += 1;
            p.push(MCOperand::Imm(n))
        }
        None => Err(p.invalid("Expected cN operand where 0 <= N <= 15")),
    }
}

pub fn print_sys_cr(
    _p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let _ = write!(out, "c{}", slot_imm(inst, slot));
}

pub fn sample_sys_cr(_t: &TargetTables, _kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    out.push(MCOperand::Imm(random.range(0, 15)));
}

//===-- PSTATE fields ------------------------------------------------------===//
//
// The set's values are op1:CRm:op2 with the immediate's bits of CRm
// clear; flags 1: the immediate is 0-15 (all of CRm), 2: 0-1 (CRm<0>),
// 4: decoded whatever the features.
// Slots: op1, CRm without the immediate, op2. FragmentArgs: [the flag].

pub fn parse_pstate(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let t = p.tables;
    let col = p.col();
    let w = word(p).ok_or_else(|| p.invalid(diagnostic(kind)))?;
    let found = named_set(t, kind)
        .and_then(|s| s.find(&w))
        .filter(|v| v.flags as i64 & arg(kind, 0) != 0 && known(t, p.features, v));
    let Some(v) = found else { return Err(AsmError::invalid_operand(col, diagnostic(kind))) };
    p.pos += 1;
    let value = v.value;
    for part in [value >> 7 & 7, value >> 3 & 15, value & 7] {
        p.push(MCOperand::Imm(part))?;
    }
    Ok(())
}

pub fn print_pstate(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let t = p.tables;
    let v = slot_imm(inst, slot) << 7 | slot_imm(inst, slot + 1) << 3 | slot_imm(inst, slot + 2);
    if let Some(n) = named_set(t, kind).and_then(|s| s.by_value(v, |x| known(t, p.features(), x))) {
        out.push_str(&n.name);
    }
}

pub fn is_pstate(t: &TargetTables, kind: &OperandKind, values: &[MCOperand]) -> bool {
    let f = |i: usize| match values.get(i) {
        Some(MCOperand::Imm(v)) => *v,
        _ => 0,
    };
    let v = f(0) << 7 | f(1) << 3 | f(2);
    named_set(t, kind).and_then(|s| s.by_value(v, |x| x.requires == 0 && x.flags as i64 & arg(kind, 0) != 0)).is_some()
}

/// The flag of a pstate field llvm-mc decodes whatever the features.
const PSTATE_ANY_FEATURES: u32 = 4;

/// A pstate field (FragmentArgs: the flag of the forms that take it)
/// from its op1, CRm and op2 bits (CRm's bits the form holds; the 0-15
/// form holds none): only a field that form names, with the features
/// allowed, decodes, as llvm-mc reads it; the bits of any other are
/// another instruction's.
pub fn decode_pstate(
    t: &TargetTables,
    kind: &OperandKind,
    bits: &[u64],
    at: &Decoding<'_>,
    out: &mut [MCOperand],
) -> bool {
    let (&[op1, crm, op2], [a, b, c]) = (bits, out) else { return false };
    let v = (op1 << 7 | crm << 3 | op2) as i64;
    let flag = arg(kind, 0);
    let any_features = |x: &NamedValue| x.flags & PSTATE_ANY_FEATURES != 0;
    let takes =
        |x: &NamedValue| x.flags as i64 & flag != 0 && (any_features(x) || at.features.is_none_or(|&f| known(t, f, x)));
    if named_set(t, kind).and_then(|s| s.by_value(v, takes)).is_none() {
        return false;
    }
    (*a, *b, *c) = (MCOperand::Imm(op1 as i64), MCOperand::Imm(crm as i64), MCOperand::Imm(op2 as i64));
    true
}

pub fn sample_pstate(t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    let names: Vec<i64> = named_set(t, kind)
        .map(|s| {
            s.values.iter().filter(|v| v.requires == 0 && v.flags as i64 & arg(kind, 0) != 0).map(|v| v.value).collect()
        })
        .unwrap_or_default();
    let v = random.pick(&names).unwrap_or(0);
    for part in [v >> 7 & 7, v >> 3 & 15, v & 7] {
        out.push(MCOperand::Imm(part));
    }
}

//===-- Immediates written their own way -----------------------------------===//

/// A lane index `[n]` (FragmentArgs: `[largest]`); llvm-mc reports a bad
/// one at its bracket.
pub fn parse_vindex(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let col = p.col();
    if !p.eat_punct("[") {
        return Err(p.invalid(""));
    }
    let max = arg(kind, 0);
    let message = format!("vector lane must be an integer in range [0, {max}].");
    p.eat_immediate_prefix();
    let v = p.integer(&message).map_err(|_| AsmError::new(col, message.clone()))?;
    if !(0..=max).contains(&v) {
        return Err(AsmError::new(col, message));
    }
    if !p.eat_punct("]") {
        return Err(AsmError::syntax(p.col(), "']' expected"));
    }
    p.push(MCOperand::Imm(v))
}

pub fn print_vindex(
    _p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let _ = write!(out, "[{}]", slot_imm(inst, slot));
}

pub fn sample_vindex(_t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    out.push(MCOperand::Imm(random.range(0, arg(kind, 0))));
}

/// The zero of floating-point comparisons: `#0.0`, `#0` or `0.0`; one
/// slot, 0, that nothing encodes.
pub fn parse_fp_zero(p: &mut OperandParser<'_>, _kind: &'static OperandKind) -> Result<(), AsmError> {
    let start = p.pos;
    p.eat_immediate_prefix();
    let zero = p.peek().is_some_and(|t| t.kind == TokenKind::Int && t.value == 0);
    if !zero {
        p.pos = start;
        return Err(p.invalid(""));
    }
    let end = p.tokens[p.pos].col + p.tokens[p.pos].text.len() as u32;
    p.pos += 1;
    // `0.0`: the fraction lexes as a word `.0` right after the digit.
    if let Some(t) = p.peek().filter(|t| t.col == end && t.text.starts_with('.')) {
        if t.text[1..].bytes().all(|b| b == b'0') && t.text.len() > 1 {
            p.pos += 1;
        } else {
            p.pos = start;
            return Err(p.invalid(""));
        }
    }
    p.push(MCOperand::Imm(0))
}

pub fn print_fp_zero(
    _p: &Printer<'_>,
    _inst: &MCInst,
    _slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    out.push_str("#0.0");
}

pub fn sample_zero(_t: &TargetTables, _kind: &OperandKind, _random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    out.push(MCOperand::Imm(0));
}

/// A rotation in degrees: `#offset + n * step` (FragmentArgs: [step,
/// offset, largest n]); the slot holds n.
pub fn parse_rotation(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let col = p.col();
    let (step, offset, max) = (arg(kind, 0), arg(kind, 1), arg(kind, 2));
    p.eat_immediate_prefix();
    let v = p.integer(diagnostic(kind))?;
    let n = (v - offset).checked_div(step).filter(|n| (v - offset) % step == 0 && (0..=max).contains(n));
    match n {
        Some(n) => p.push(MCOperand::Imm(n)),
        None => Err(AsmError::new(col, diagnostic(kind))),
    }
}

pub fn print_rotation(
    _p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let _ = write!(out, "#{}", arg(kind, 1) + slot_imm(inst, slot) * arg(kind, 0));
}

pub fn sample_rotation(_t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    out.push(MCOperand::Imm(random.range(0, arg(kind, 2))));
}

//===-- Pairs of x registers (sysp) ----------------------------------------===//

/// `xN, xN+1` from an even N (`x30, xzr`), or `xzr, xzr`; the slot holds
/// the first.
pub fn parse_x_pair(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let start = p.pos;
    let col = p.col();
    let t = p.tables;
    let gpr64 = crate::targets::aarch64::RegClass::GPR64.id();
    let fail = |p: &mut OperandParser<'_>| {
        p.pos = start;
        Err(AsmError::new(col, kind.diagnostic.clone()))
    };
    let Ok(first) = p.register(gpr64) else {
        p.pos = start;
        return Err(p.invalid(""));
    };
    let encoding = t.registers[first as usize].encoding;
    if !p.eat_punct(",") {
        p.pos = start;
        return Err(AsmError::syntax(p.col(), "expected comma"));
    }
    let Ok(second) = p.register(gpr64) else { return fail(p) };
    let next = t.registers[second as usize].encoding;
    let paired = if encoding == 31 { next == 31 } else { encoding % 2 == 0 && next == encoding + 1 };
    let class = super::vectors::register_class(kind);
    if !paired || !t.reg_classes.get(class as usize).is_some_and(|c| c.contains(first)) {
        return fail(p);
    }
    p.push(MCOperand::Reg(first))
}

pub fn print_x_pair(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    let MCOperand::Reg(r) = inst.operand(slot) else { return };
    match p.tables.registers[r as usize].encoding {
        31 => out.push_str("xzr, xzr"),
        30 => out.push_str("x30, xzr"),
        n => {
            let _ = write!(out, "x{n}, x{}", n + 1);
        }
    }
}
