//! The operand fragments `X86Operands.td` names: AT&T immediates (`$n`,
//! kept as written, checked at the operand's width) and memory references
//! (`%seg:disp(%base,%index,scale)`, five slots).
// Public for `fragments`; each function is described where the `.td`
// names it (the operand's ParserMethod, PrintMethod or SampleMethod).
#![allow(missing_docs)]

use crate::mc::inst::NO_REGISTER;
use crate::mc::lexer::TokenKind;
use crate::mc::modrm::{segment_prefix, INSTRUCTION_POINTER};
use crate::mc::operand_parser::{sign_extend, OperandParser};
use crate::mc::print::Printer;
use crate::mc::random::Random;
use crate::mc::symbols::UNDEFINED_LOCAL_LABEL;
use crate::mc::tables::{OperandClass, OperandKind, TargetTables};
use crate::mc::{AsmError, MCInst, MCOperand};
use std::fmt::Write;

use super::intel;

const INVALID: &str = "invalid operand for instruction";

/// `$value` at the cursor (in Intel syntax, the value alone); `None`
/// (nothing consumed) without the `$`.
fn dollar_value(p: &mut OperandParser<'_>) -> Result<Option<i64>, AsmError> {
    if intel::reading_intel(p) {
        return intel::value(p);
    }
    if !p.eat_punct("$") {
        return Ok(None);
    }
    p.integer(INVALID).map(Some)
}

/// `$symbol[@MODIFIER][+N]` at the cursor: the operand, or `None`
/// (nothing consumed).
fn dollar_symbol(p: &mut OperandParser<'_>, kind: &OperandKind) -> Result<Option<MCOperand>, AsmError> {
    if intel::reading_intel(p) {
        return intel::offset_symbol(p, kind);
    }
    if !p.names_symbol(p.pos + 1) || !p.eat_punct("$") {
        return Ok(None);
    }
    displacement(p, kind).map(Some)
}

/// Whether `v`, cut to `bits` bits, equals itself cut to `narrow` bits
/// and sign-extended; `v` must be representable in `bits` bits at all.
fn sign_extends(v: i64, bits: u8, narrow: u8) -> bool {
    let fits_width = bits >= 64 || (-(1i64 << (bits - 1))..(1i64 << bits)).contains(&v);
    let at_width = sign_extend(v, bits);
    fits_width && sign_extend(at_width, narrow) == at_width
}

/// What `parse_immediate` accepts: any value or symbol.
pub fn accepts_immediate(_: &TargetTables, _: &OperandKind, values: &[MCOperand]) -> bool {
    matches!(values, [MCOperand::Imm(_) | MCOperand::Expr { .. }])
}

/// What `parse_immediate_sext8` accepts: a symbol, or a value that is a
/// sign-extended byte at the operand's width.
pub fn accepts_immediate_sext8(_: &TargetTables, kind: &OperandKind, values: &[MCOperand]) -> bool {
    match values {
        [MCOperand::Expr { .. }] => true,
        [MCOperand::Imm(v)] => sign_extends(*v, kind.value_bits, 8),
        _ => false,
    }
}

/// What `parse_immediate_sext32` accepts: a symbol, or a value that is a
/// sign-extended 32-bit number at the operand's width.
pub fn accepts_immediate_sext32(_: &TargetTables, kind: &OperandKind, values: &[MCOperand]) -> bool {
    match values {
        [MCOperand::Expr { .. }] => true,
        [MCOperand::Imm(v)] => sign_extends(*v, kind.value_bits, 32),
        _ => false,
    }
}

/// Any value: llvm-mc keeps it and encodes its low bytes.
pub fn parse_immediate(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let col = p.col();
    if let Some(symbol) = dollar_symbol(p, kind)? {
        return p.push(symbol);
    }
    match dollar_value(p)? {
        Some(v) => p.push(MCOperand::Imm(v)),
        None => Err(AsmError::invalid_operand(col, INVALID)),
    }
}

fn parse_sign_extended(p: &mut OperandParser<'_>, kind: &OperandKind, narrow: u8) -> Result<(), AsmError> {
    let (start, col) = (p.pos, p.col());
    match dollar_value(p)? {
        Some(v) if sign_extends(v, kind.value_bits, narrow) => p.push(MCOperand::Imm(v)),
        _ => {
            p.pos = start;
            Err(AsmError::invalid_operand(col, INVALID))
        }
    }
}

/// A value that is a sign-extended byte at the operand's width, or a
/// symbol: llvm-mc lists the short form for it (`pushq $sym`, `addq $sym,
/// %rax`) and grows the instruction (its RelaxedForm) in an object when
/// the value needs more.
pub fn parse_immediate_sext8(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    if let Some(symbol) = dollar_symbol(p, kind)? {
        return p.push(symbol);
    }
    parse_sign_extended(p, kind, 8)
}

/// A value that is a sign-extended 32-bit number (64-bit operands), or a
/// symbol (relocated as one).
pub fn parse_immediate_sext32(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    if let Some(symbol) = dollar_symbol(p, kind)? {
        return p.push(symbol);
    }
    parse_sign_extended(p, kind, 32)
}

/// `$n` for a byte written signed or unsigned (-128 to 255), kept as the
/// byte's unsigned value, as llvm-mc prints it (`$-1` is `$255`).
fn unsigned_byte(p: &mut OperandParser<'_>) -> Result<i64, AsmError> {
    let (start, col) = (p.pos, p.col());
    match dollar_value(p)? {
        Some(v) if (-128..=255).contains(&v) => Ok(v & 0xff),
        _ => {
            p.pos = start;
            Err(AsmError::invalid_operand(col, INVALID))
        }
    }
}

/// A byte, signed or unsigned (shift counts, bit numbers).
pub fn parse_immediate_u8(p: &mut OperandParser<'_>, _kind: &'static OperandKind) -> Result<(), AsmError> {
    let v = unsigned_byte(p)?;
    p.push(MCOperand::Imm(v))
}

/// A shift or rotate count other than 1: llvm-mc encodes every shift by 1
/// with the by-one opcodes, which the `$1` aliases spell.
pub fn parse_shift_count(p: &mut OperandParser<'_>, _kind: &'static OperandKind) -> Result<(), AsmError> {
    let (start, col) = (p.pos, p.col());
    match unsigned_byte(p)? {
        1 => {
            p.pos = start;
            Err(AsmError::invalid_operand(col, INVALID))
        }
        v => p.push(MCOperand::Imm(v)),
    }
}

/// A 16-bit register where the operand's class holds the 32-bit register
/// containing it: llvm-mc writes `movw %ax, %es` as `movl %eax, %es`, the
/// same move without the 0x66 prefix.
pub fn parse_gr16_as_gr32(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let t = p.tables;
    let (OperandClass::Custom { reg_class: Some(wide), .. }, Some(narrow)) =
        (&kind.class, t.reg_classes.iter().position(|c| c.name == "GR16"))
    else {
        return Err(p.invalid(""));
    };
    let reg = p.register(narrow as u16)?;
    let members = &t.reg_classes[*wide as usize].members;
    match members.iter().find(|&&m| t.registers[m as usize].sub_regs.binary_search(&reg).is_ok()) {
        Some(&wide_reg) => p.push(MCOperand::Reg(wide_reg)),
        None => Err(AsmError::new(p.col(), INVALID)),
    }
}

/// A register of the operand's class, or a wider register that contains
/// one, taken as that one: llvm-mc reads `pmovmskb %xmm0, %rax` as
/// `%eax` (the instruction writes 32 bits, zero-extended either way).
pub fn parse_gr32_or_gr64(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let t = p.tables;
    let col = p.col();
    let (OperandClass::Custom { reg_class: Some(class), .. }, Some(reg)) =
        (&kind.class, p.registers.get(p.pos).copied().flatten())
    else {
        return Err(AsmError::invalid_operand(col, INVALID));
    };
    let class = &t.reg_classes[*class as usize];
    let view = if class.contains(reg) {
        Some(reg)
    } else {
        class.members.iter().copied().find(|&m| t.registers[reg as usize].sub_regs.binary_search(&m).is_ok())
    };
    match view {
        Some(r) => {
            p.pos += 1;
            p.push(MCOperand::Reg(r))
        }
        None => Err(AsmError::invalid_operand(col, INVALID)),
    }
}

/// An SSE/AVX immediate byte, kept as written (-128 to 255, which
/// llvm-mc's shuffle remarks decode) and printed unsigned; with a modifier,
/// in an `AsmComment`, the remark the byte selects (see `comments`).
pub fn print_u8imm(p: &Printer<'_>, inst: &MCInst, slot: usize, kind: &OperandKind, modifier: &str, out: &mut String) {
    match (inst.operand(slot), modifier) {
        (MCOperand::Imm(v), "") => {
            out.push_str(p.immediate_prefix());
            p.unsigned((v & 0xFF) as u64, out);
        }
        (MCOperand::Imm(v), _) => match (modifier, inst.operand(slot + 1)) {
            ("extrq" | "insertq", MCOperand::Imm(index)) => {
                super::comments::bit_field_remark(p, inst, v, index, modifier == "insertq", out)
            }
            _ => super::comments::shuffle_remark(p, inst, v, modifier, out),
        },
        (op, "") => {
            out.push_str(symbol_prefix(p));
            p.expression(op, kind, out);
        }
        _ => {}
    }
}

/// What comes before a symbol's value as an immediate: AT&T's `$`,
/// Intel's `offset `.
fn symbol_prefix(p: &Printer<'_>) -> &'static str {
    if p.variant() == INTEL {
        "offset "
    } else {
        "$"
    }
}

/// `$n`; values past a byte also get llvm-mc's `imm = 0x...` remark, as
/// wide as the value needs.
pub fn print_immediate(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    kind: &OperandKind,
    modifier: &str,
    out: &mut String,
) {
    let _ = modifier;
    let op = inst.operand(slot);
    if let MCOperand::Expr { .. } = op {
        out.push_str(symbol_prefix(p));
    }
    p.expression(op, kind, out);
    // Intel syntax has no such remark.
    if let (MCOperand::Imm(v), 0) = (op, p.variant()) {
        if !(-256..=255).contains(&v) {
            let hex = if v as i16 as i64 == v {
                format!("{:X}", v as u16)
            } else if v as i32 as i64 == v {
                format!("{:X}", v as u32)
            } else {
                format!("{:X}", v as u64)
            };
            p.set_note(format!("imm = 0x{hex}"));
        }
    }
}

/// An absolute address: a number without `$` or parentheses.
pub fn parse_offset(p: &mut OperandParser<'_>, _kind: &'static OperandKind) -> Result<(), AsmError> {
    if intel::reading_intel(p) {
        let v = intel::parse_offset(p)?;
        return p.push(MCOperand::Imm(v));
    }
    let (start, col) = (p.pos, p.col());
    if p.peek().is_some_and(|t| t.text == "$" || t.text == "(") || p.registers.get(p.pos).copied().flatten().is_some() {
        return Err(AsmError::invalid_operand(col, INVALID));
    }
    let v = p.integer(INVALID)?;
    if p.peek().is_some_and(|t| t.text == "(") {
        p.pos = start;
        return Err(AsmError::invalid_operand(col, INVALID));
    }
    p.push(MCOperand::Imm(v))
}

/// An absolute address, as a plain number; in Intel syntax `size ptr
/// [number]`, the size the assembly string gives as the modifier.
pub fn print_offset(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    modifier: &str,
    out: &mut String,
) {
    if let MCOperand::Imm(v) = inst.operand(slot) {
        if p.variant() == INTEL {
            let _ = write!(out, "{modifier} ptr [");
            p.number(v, out);
            out.push(']');
        } else {
            p.number(v, out);
        }
    }
}

/// The register class of a gather's vector index (VSIB), when `kind`'s
/// index sub-operand is not a general register class.
fn vector_index_class<'t>(tables: &'t TargetTables, kind: &OperandKind) -> Option<&'t crate::mc::tables::RegClassInfo> {
    let index = tables.operand_kinds.get(*kind.sub_kinds.get(2)? as usize)?;
    let OperandClass::Register { class } = index.class else { return None };
    let class = tables.reg_classes.get(class as usize)?;
    let rax = crate::mc::matcher::lookup_register(tables, "rax")?;
    (!class.contains(rax)).then_some(class)
}

/// The register named at the cursor (any class), consumed.
fn any_register(p: &mut OperandParser<'_>) -> Option<u16> {
    let r = p.registers.get(p.pos).copied().flatten()?;
    p.pos += 1;
    Some(r)
}

fn register_name(tables: &TargetTables, r: u16) -> &str {
    tables.registers.get(r as usize).map_or("", |r| &r.asm_name)
}

fn is_segment(tables: &TargetTables, r: u16) -> bool {
    tables.registers.get(r as usize).is_some_and(|r| segment_prefix(r.encoding) != 0)
}

fn is_instruction_pointer(tables: &TargetTables, r: u16) -> bool {
    tables.registers.get(r as usize).is_some_and(|r| r.encoding & INSTRUCTION_POINTER != 0)
}

/// Whether `r` is in the register class named `class` of the description.
fn in_class(tables: &TargetTables, class: &str, r: u16) -> bool {
    tables.reg_class_named(class).is_some_and(|c| c.contains(r))
}

/// The classes of address registers, with their widths; the `riz` and
/// `eiz` classes hold the pseudo-registers that may only be an index.
const ADDRESS_CLASSES: [(&str, u32, bool); 5] = [
    ("GR64_base", 64, false),
    ("GR64_riz", 64, true),
    ("GR32_base", 32, false),
    ("GR32_eiz", 32, true),
    ("GR16", 16, false),
];

/// The width of a general register (RIP and EIP included) as an address
/// register, 16, 32 or 64, and whether it is `riz` or `eiz`; `None` for
/// any other register or none.
fn address_register(tables: &TargetTables, r: u16) -> Option<(u32, bool)> {
    if r == NO_REGISTER {
        return None;
    }
    ADDRESS_CLASSES.into_iter().find(|(c, ..)| in_class(tables, c, r)).map(|(_, width, zero)| (width, zero))
}

/// The width of a general register as an address register (0 for any
/// other register).
fn address_width(tables: &TargetTables, r: u16) -> u32 {
    address_register(tables, r).map_or(0, |(width, _)| width)
}

/// `[%seg:][disp][(%base[,%index[,scale]])]`: base, scale, index,
/// displacement, segment. A malformed address is an error whatever the
/// instruction, at the token llvm-mc names.
pub fn parse_memory(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let tables = p.tables;
    if intel::reading_intel(p) {
        let vector_index = vector_index_class(tables, kind);
        return intel::parse_memory(p, kind, vector_index, |r| is_segment(tables, r));
    }
    // Forms of a mnemonic differ in the address's size, which does not
    // change how it reads: an address is read once per statement for
    // each index class, and, when a relocation operator follows a
    // symbol (which the kind names), for each kind.
    let index_class = kind.sub_kinds.get(2).and_then(|&k| match tables.operand_kinds.get(k as usize)?.class {
        OperandClass::Register { class } => Some(class),
        _ => None,
    });
    let operator = p.tokens[p.pos..].iter().any(|t| t.text.as_bytes() == b"@");
    let by_kind = if operator { (kind as *const OperandKind as u64) << 17 } else { 0 };
    let key = index_class.map_or(1 << 16, u64::from) | by_kind;
    p.memoized(key, |p| parse_address(p, kind))
}

/// [`parse_memory`] in AT&T syntax.
fn parse_address(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let tables = p.tables;
    let start = p.pos;
    let col = p.col();
    let vector_index = vector_index_class(tables, kind);
    let mut segment = NO_REGISTER;
    if let Some(r) = p.registers.get(p.pos).copied().flatten() {
        if !is_segment(tables, r) || p.tokens.get(p.pos + 1).is_none_or(|t| t.text != ":") {
            return Err(AsmError::invalid_operand(col, INVALID));
        }
        segment = r;
        p.pos += 2;
    }
    if p.peek().is_some_and(|t| t.text == "$") {
        p.pos = start;
        return Err(AsmError::invalid_operand(col, INVALID));
    }
    // `(` starts the base and index unless a register or `,` does not
    // follow: then it opens a displacement expression, `(8)(%rax)`.
    let opens_address = |p: &OperandParser<'_>| {
        p.tokens
            .get(p.pos + 1)
            .is_some_and(|t| t.text == "," || p.registers.get(p.pos + 1).copied().flatten().is_some())
    };
    let has_parens = p.peek().is_some_and(|t| t.text == "(") && opens_address(p);
    let disp = if has_parens { MCOperand::Imm(0) } else { displacement(p, kind)? };
    let (mut base, mut index, mut scale) = (NO_REGISTER, NO_REGISTER, 1);
    if p.eat_punct("(") {
        let base_col = p.col();
        if let Some(r) = any_register(p) {
            base = r;
        }
        if p.eat_punct(",") {
            let at = p.col();
            // As llvm-mc: a scale without an index register is read and
            // ignored (with a warning unless it is 1).
            let no_index = p.registers.get(p.pos).copied().flatten().is_none()
                && p.peek().is_some_and(|t| t.text != "," && t.text != ")");
            if no_index {
                if p.integer("")? != 1 {
                    p.warnings.push(AsmError::new(at, "scale factor without index register is ignored"));
                }
                if !p.eat_punct(")") {
                    return Err(AsmError::syntax(p.col(), "unexpected token in memory operand"));
                }
                check_address(tables, base, index, disp, base_col, vector_index.is_some())?;
                for op in
                    [MCOperand::Reg(base), MCOperand::Imm(scale), MCOperand::Reg(index), disp, MCOperand::Reg(segment)]
                {
                    p.push(op)?;
                }
                return Ok(());
            }
            match any_register(p) {
                Some(_) if base != NO_REGISTER && is_instruction_pointer(tables, base) => {
                    return Err(AsmError::syntax(at, "%rip as base register can not have an index register"));
                }
                Some(r) if is_instruction_pointer(tables, r) => {
                    return Err(AsmError::syntax(at, "%rip is not allowed as an index register"));
                }
                // A gather's index is a vector register of its class.
                Some(r) if vector_index.is_some_and(|c| !c.contains(r)) => {
                    return Err(AsmError::invalid_operand(col, INVALID));
                }
                Some(r) => index = r,
                None if vector_index.is_some() => return Err(AsmError::invalid_operand(col, INVALID)),
                None if p.peek().is_some_and(|t| t.text == ",") => {}
                None => return Err(AsmError::syntax(at, "invalid base+index expression")),
            }
            // `(%rax,%rbx,)`: the scale left out is 1.
            if p.eat_punct(",") && p.peek().is_none_or(|t| t.text != ")") {
                let at = p.col();
                scale = p.integer("")?;
                if !matches!(scale, 1 | 2 | 4 | 8) {
                    return Err(AsmError::syntax(at, "scale factor in address must be 1, 2, 4 or 8"));
                }
            }
        }
        if !p.eat_punct(")") {
            return Err(AsmError::syntax(p.col(), "unexpected token in memory operand"));
        }
        check_address(tables, base, index, disp, base_col, vector_index.is_some())?;
    } else if vector_index.is_some() || (segment != NO_REGISTER && p.pos == start + 2) {
        // A gather needs its index; a segment needs an address after it.
        return Err(AsmError::invalid_operand(col, INVALID));
    }
    for op in [MCOperand::Reg(base), MCOperand::Imm(scale), MCOperand::Reg(index), disp, MCOperand::Reg(segment)] {
        p.push(op)?;
    }
    Ok(())
}

/// A displacement: a constant expression, or a symbol with an optional
/// relocation operator of `kind` (`@GOTPCREL`) and `+ N` / `- N`.
pub(super) fn displacement(p: &mut OperandParser<'_>, kind: &OperandKind) -> Result<MCOperand, AsmError> {
    let tokens = p.tokens;
    let Some(t) = tokens.get(p.pos).filter(|_| p.names_symbol(p.pos)) else {
        return p.integer(INVALID).map(MCOperand::Imm);
    };
    let symbol = p.symbols.reference(t.text, t.col).ok_or(AsmError::syntax(t.col, UNDEFINED_LOCAL_LABEL))?;
    p.pos += 1;
    let mut modifier = 0;
    if p.peek().is_some_and(|t| t.text == "@") {
        let name = tokens.get(p.pos + 1).filter(|t| t.kind == TokenKind::Ident);
        let found = name.and_then(|n| kind.reloc_modifiers.iter().position(|m| m.name.eq_ignore_ascii_case(n.text)));
        let Some(i) = found else {
            return Err(AsmError::invalid_operand(name.map_or(p.end_col, |n| n.col), INVALID));
        };
        modifier = i as u8 + 1;
        p.pos += 2;
    }
    let mut addend = 0;
    if p.peek().is_some_and(|t| t.kind == TokenKind::Punct && (t.text == "+" || t.text == "-")) {
        addend = p.integer(INVALID)?;
    }
    Ok(MCOperand::Expr { symbol, addend, modifier })
}

/// A jump or call target: a symbol with an optional `@PLT` and `+ N` / `- N`,
/// or in AT&T syntax a bare number (`jmp 100`), which llvm-mc takes as an
/// absolute address to relocate against (its Intel parser does not).
pub fn parse_branch_target(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let (start, col) = (p.pos, p.col());
    if !p.names_symbol(p.pos) {
        let number = !intel::reading_intel(p)
            && p.peek().is_some_and(|t| t.kind == TokenKind::Int || t.text == "-" || t.text == "(");
        if let (true, Ok(v)) = (number, p.integer(INVALID)) {
            let symbol = p.symbols.absolute();
            return p.push(MCOperand::Expr { symbol, addend: v, modifier: 0 });
        }
        p.pos = start;
        return Err(AsmError::invalid_operand(col, INVALID));
    }
    let target = displacement(p, kind)?;
    p.push(target)
}

/// A jump or call target as written.
pub fn print_branch_target(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    match inst.operand(slot) {
        // A decoded displacement, as llvm-mc prints it: a bare number;
        // in objdump's style the address after the instruction plus it.
        MCOperand::Imm(v) => {
            let (address, length) = p.here();
            if !p.address(address.wrapping_add(length).wrapping_add(v as u64), out) {
                let _ = write!(out, "{v}");
            }
        }
        other => p.expression(other, kind, out),
    }
}

/// llvm-mc's checks of a base, an index and a constant displacement in
/// 64-bit mode, reported at `base_col` (just inside the parenthesis).
pub(super) fn check_address(
    tables: &TargetTables,
    base: u16,
    index: u16,
    disp: MCOperand,
    base_col: u32,
    vector_index: bool,
) -> Result<(), AsmError> {
    let error = |message: String| Err(AsmError::syntax(base_col, message));
    let named = |r: u16| r != NO_REGISTER;
    let (base_width, zero_base) = address_register(tables, base).unwrap_or((0, false));
    // A vector index takes the base's width (VSIB).
    let index_width = if vector_index && named(index) { base_width.max(64) } else { address_width(tables, index) };
    let base_width = if vector_index && !named(base) { index_width } else { base_width };
    if named(base) && base_width == 0 || named(index) && index_width == 0 {
        return error("invalid base+index expression".into());
    }
    if zero_base {
        // Underlined whole, `%` included, as llvm-mc does.
        let len = register_name(tables, base).len() as u32 + 1;
        return Err(AsmError { len, ..AsmError::syntax(base_col, "eiz and riz can only be used as index registers") });
    }
    let stack_pointer = named(index) && matches!(register_name(tables, index), "rsp" | "esp");
    if stack_pointer
        || named(index) && is_instruction_pointer(tables, index)
        || named(index) && is_instruction_pointer(tables, base)
    {
        return error("invalid base+index expression".into());
    }
    if base_width == 16 {
        return error("invalid 16-bit base register".into());
    }
    if !named(base) && index_width == 16 {
        return error("16-bit memory operand may not include only index register".into());
    }
    if named(base) && named(index) && base_width != index_width {
        return error(format!("base register is {base_width}-bit, but index register is not"));
    }
    if let MCOperand::Imm(v) = disp {
        if (base_width == 64 || index_width == 64) && i32::try_from(v).is_err() {
            return error(format!("displacement {v} is not within [-2147483648, 2147483647]"));
        }
    }
    Ok(())
}

/// `%seg:disp(%base,%index,scale)` as llvm-mc prints it: no displacement
/// when 0 with a base or index, no scale when 1, no parentheses for an
/// absolute address.
pub fn print_memory(p: &Printer<'_>, inst: &MCInst, slot: usize, kind: &OperandKind, modifier: &str, out: &mut String) {
    let reg = |s: usize| match inst.operand(s) {
        MCOperand::Reg(r) if r != NO_REGISTER => Some(r),
        _ => None,
    };
    let (base, index, segment) = (reg(slot), reg(slot + 2), reg(slot + 4));
    if p.variant() == INTEL {
        return print_intel_memory(p, inst, slot, kind, modifier, (base, index, segment), out);
    }
    if let Some(s) = segment {
        p.operand(MCOperand::Reg(s), out);
        out.push(':');
    }
    let disp = inst.operand(slot + 3);
    let has_register = base.is_some() || index.is_some();
    if !matches!(disp, MCOperand::Imm(0)) || !has_register {
        match disp {
            MCOperand::Imm(v) => p.number(v, out),
            other => p.expression(other, kind, out),
        }
    }
    if !has_register {
        return;
    }
    out.push('(');
    if let Some(b) = base {
        p.operand(MCOperand::Reg(b), out);
    }
    if let Some(i) = index {
        out.push(',');
        p.operand(MCOperand::Reg(i), out);
        if let MCOperand::Imm(s) = inst.operand(slot + 1) {
            if s != 1 {
                let _ = write!(out, ",{s}");
            }
        }
    }
    out.push(')');
}

/// Intel syntax's assembly variant.
pub const INTEL: u8 = 1;

/// The size keyword of an Intel memory operand of `bytes` bytes.
fn intel_size(bytes: i64) -> Option<&'static str> {
    Some(match bytes {
        1 => "byte",
        2 => "word",
        4 => "dword",
        8 => "qword",
        10 => "tbyte",
        16 => "xmmword",
        32 => "ymmword",
        64 => "zmmword",
        _ => return None,
    })
}

/// `qword ptr fs:[base + scale*index + disp]` as llvm-mc prints Intel
/// syntax: the size from the kind (none for lea's address), a negative
/// displacement subtracted.
fn print_intel_memory(
    p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    kind: &OperandKind,
    modifier: &str,
    (base, index, segment): (Option<u16>, Option<u16>, Option<u16>),
    out: &mut String,
) {
    // An assembly string may name the size where the kind does not know
    // it (`${src:xmmword}` on a gather's address).
    let size = if modifier.is_empty() { kind.args.first().and_then(|&b| intel_size(b)) } else { Some(modifier) };
    if let Some(size) = size {
        out.push_str(size);
        out.push_str(" ptr ");
    }
    if let Some(s) = segment {
        p.operand(MCOperand::Reg(s), out);
        out.push(':');
    }
    out.push('[');
    let mut need_plus = false;
    if let Some(b) = base {
        p.operand(MCOperand::Reg(b), out);
        need_plus = true;
    }
    if let Some(i) = index {
        if need_plus {
            out.push_str(" + ");
        }
        // llvm-mc writes a scale of 1 only without a base (`[1*riz]`).
        match inst.operand(slot + 1) {
            MCOperand::Imm(s) if s != 1 || base.is_none() => {
                let _ = write!(out, "{s}*");
            }
            _ => {}
        }
        p.operand(MCOperand::Reg(i), out);
        need_plus = true;
    }
    match inst.operand(slot + 3) {
        MCOperand::Imm(v) if v != 0 || !need_plus => {
            if need_plus && v < 0 {
                let _ = write!(out, " - {}", v.unsigned_abs());
            } else if need_plus {
                let _ = write!(out, " + {v}");
            } else {
                let _ = write!(out, "{v}");
            }
        }
        MCOperand::Imm(_) => {}
        disp => {
            if need_plus {
                out.push_str(" + ");
            }
            p.expression(disp, kind, out);
        }
    }
    out.push(']');
}

/// A random memory reference: any mix of base, index, scale, segment and a
/// displacement at the disp8/disp32 edges.
pub fn sample_memory(t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    let pick = |random: &mut Random<'_>, names: &[&str]| {
        let name = random.pick(names).unwrap_or("rax");
        crate::mc::matcher::lookup_register(t, name).unwrap_or(NO_REGISTER)
    };
    const BASES: [&str; 17] = [
        "rax", "rcx", "rdx", "rbx", "rsp", "rbp", "rsi", "rdi", "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15",
        "rip",
    ];
    const INDEXES: [&str; 15] =
        ["rax", "rcx", "rdx", "rbx", "rbp", "rsi", "rdi", "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15"];
    // A base register of the kind's base class (no RIP where the class
    // has none, as in AMX's SIB-only addresses).
    let base_class =
        kind.sub_kinds.first().and_then(|&k| t.operand_kinds.get(k as usize)).and_then(|k| match k.class {
            OperandClass::Register { class } => t.reg_classes.get(class as usize),
            _ => None,
        });
    let rax = crate::mc::matcher::lookup_register(t, "rax").unwrap_or(NO_REGISTER);
    let base = match (base_class.filter(|c| !c.contains(rax)), random.one_in(8)) {
        // A class of a few special bases (RIP alone for prefetchit0).
        (Some(c), _) => random.pick(&c.members).unwrap_or(NO_REGISTER),
        (None, true) => NO_REGISTER,
        (None, false) => {
            let b = pick(random, &BASES);
            if base_class.is_some_and(|c| !c.contains(b)) {
                pick(random, &BASES[..16])
            } else {
                b
            }
        }
    };
    let rip = base != NO_REGISTER && is_instruction_pointer(t, base);
    let index = match vector_index_class(t, kind) {
        // A gather always has its vector index, and no RIP base.
        Some(class) => random.pick(&class.members).unwrap_or(NO_REGISTER),
        None if rip || random.one_in(2) => NO_REGISTER,
        None => pick(random, &INDEXES),
    };
    let base = if rip && index != NO_REGISTER { pick(random, &INDEXES) } else { base };
    let scale = if index == NO_REGISTER { 1 } else { random.pick(&[1, 2, 4, 8]).unwrap_or(1) };
    let disp = random.pick(&super::evex::DISPLACEMENT_EDGES).unwrap_or(0);
    let segment = if random.one_in(4) { pick(random, &["fs", "gs"]) } else { NO_REGISTER };
    out.extend([
        MCOperand::Reg(base),
        MCOperand::Imm(scale),
        MCOperand::Reg(index),
        MCOperand::Imm(disp),
        MCOperand::Reg(segment),
    ]);
}

/// The address width (64 or 32) of a sized-address kind: its base class's.
fn sized_address_width(t: &TargetTables, kind: &OperandKind) -> u32 {
    let base = kind.sub_kinds.first().and_then(|&k| t.operand_kinds.get(k as usize));
    let class = base.and_then(|k| match k.class {
        OperandClass::Register { class } => t.reg_classes.get(class as usize),
        _ => None,
    });
    class.and_then(|c| c.members.first()).map_or(64, |&r| address_width(t, r))
}

/// A memory operand whose registers are all of the kind's address width
/// (the base class's): instructions whose register operand is as wide as
/// the address (movdir64b, enqcmd). An address without registers fits
/// either width, as llvm-mc reads it: the register operand chooses (a
/// 32-bit one with 0x67).
pub fn parse_memory_sized(p: &mut OperandParser<'_>, kind: &'static OperandKind) -> Result<(), AsmError> {
    let col = p.col();
    parse_memory(p, kind)?;
    let width = sized_address_width(p.tables, kind);
    let values = p.values();
    let registers = match values.len().checked_sub(5).map(|at| &values[at..]) {
        Some([MCOperand::Reg(base), _, MCOperand::Reg(index), ..]) => [*base, *index],
        _ => return Err(AsmError::invalid_operand(col, INVALID)),
    };
    let written: Vec<u16> = registers.into_iter().filter(|&r| r != NO_REGISTER).collect();
    let fits = written.iter().all(|&r| address_width(p.tables, r) == width);
    if fits {
        Ok(())
    } else {
        Err(AsmError::invalid_operand(col, INVALID))
    }
}

/// A random address of the kind's width: 64-bit registers from
/// [`sample_memory`] become their 32-bit names for a 32-bit kind.
pub fn sample_memory_sized(t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    let start = out.len();
    sample_memory(t, kind, random, out);
    if sized_address_width(t, kind) != 32 {
        return;
    }
    for slot in [start, start + 2] {
        if let Some(MCOperand::Reg(r)) = out.get(slot).copied().filter(|op| *op != MCOperand::Reg(NO_REGISTER)) {
            if address_width(t, r) == 64 {
                let name = register_name(t, r);
                let numbered = name[1..].bytes().all(|b| b.is_ascii_digit());
                let narrow = if numbered { format!("{name}d") } else { format!("e{}", &name[1..]) };
                let narrow = crate::mc::matcher::lookup_register(t, &narrow).unwrap_or(NO_REGISTER);
                out[slot] = MCOperand::Reg(narrow);
            }
        }
    }
}
