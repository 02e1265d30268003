//! The operand fragments of AVX-512 (`X86InstrAVX512Formats.td`): static
//! rounding control, written `{rn-sae}`, `{rd-sae}`, `{ru-sae}` or
//! `{rz-sae}` and encoded in EVEX.L'L as 0 to 3; random VSIB addresses,
//! displacements at the compressed-displacement edges and register groups.
// Public for `fragments`; each function is described where the `.td`
// names it (the operand's ParserMethod, PrintMethod or SampleMethod).
#![allow(missing_docs)]

use crate::mc::inst::NO_REGISTER;
use crate::mc::operand_parser::OperandParser;
use crate::mc::print::Printer;
use crate::mc::random::Random;
use crate::mc::tables::{OperandClass, OperandKind, TargetTables};
use crate::mc::{AsmError, MCInst, MCOperand};

/// The rounding modes in the order of their encoding.
const ROUNDING: [&str; 4] = ["rn", "rd", "ru", "rz"];

/// `{rn-sae}` and the like: the rounding mode's number.
pub fn parse_rounding(p: &mut OperandParser<'_>, _kind: &'static OperandKind) -> Result<(), AsmError> {
    let (start, col) = (p.pos, p.col());
    if p.eat_punct("{") {
        let mode = p.peek().and_then(|t| ROUNDING.iter().position(|m| m.eq_ignore_ascii_case(t.text)));
        if let Some(mode) = mode {
            p.pos += 1;
            if p.eat_punct("-") && p.eat_word("sae") && p.eat_punct("}") {
                return p.push(MCOperand::Imm(mode as i64));
            }
        }
    }
    p.pos = start;
    Err(AsmError::invalid_operand(col, "invalid operand for instruction"))
}

/// The rounding mode as written: `{rz-sae}`.
pub fn print_rounding(
    _p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    if let MCOperand::Imm(v) = inst.operand(slot) {
        out.push('{');
        out.push_str(ROUNDING[(v & 3) as usize]);
        out.push_str("-sae}");
    }
}

/// A random rounding mode.
pub fn sample_rounding(_t: &TargetTables, _kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    out.push(MCOperand::Imm(random.below(4) as i64));
}

/// A random VSIB memory reference (gathers, scatters): a general base
/// register, an index of the operand's vector class, a scale and a
/// displacement at the compressed-displacement edges.
pub fn sample_vsib_memory(t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    const BASES: [&str; 16] =
        ["rax", "rcx", "rdx", "rbx", "rsp", "rbp", "rsi", "rdi", "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15"];
    let base = random.pick(&BASES).and_then(|b| crate::mc::matcher::lookup_register(t, b)).unwrap_or(NO_REGISTER);
    let index_class = kind.sub_kinds.get(2).and_then(|&k| match t.operand_kinds.get(k as usize).map(|k| &k.class) {
        Some(OperandClass::Register { class }) => t.reg_classes.get(*class as usize),
        _ => None,
    });
    let index = index_class.and_then(|c| random.pick(&c.members)).unwrap_or(NO_REGISTER);
    let scale = random.pick(&[1, 2, 4, 8]).unwrap_or(1);
    let disp = random.pick(&DISPLACEMENT_EDGES).unwrap_or(0);
    out.extend([
        MCOperand::Reg(base),
        MCOperand::Imm(scale),
        MCOperand::Reg(index),
        MCOperand::Imm(disp),
        MCOperand::Reg(NO_REGISTER),
    ]);
}

/// Displacements at the edges of every one-byte and compressed (disp8*N)
/// range and of the four-byte one.
pub const DISPLACEMENT_EDGES: [i64; 33] = [
    0,
    1,
    -1,
    127,
    -128,
    128,
    -129,
    254,
    256,
    508,
    512,
    1016,
    1024,
    2032,
    2048,
    4064,
    4096,
    8128,
    8192,
    -256,
    -258,
    -512,
    -516,
    -1024,
    -1032,
    -2048,
    -2064,
    -4096,
    -4128,
    -8192,
    -8256,
    0x7fff_ffff,
    -0x8000_0000,
];

/// A random register of the operand's class that starts a block of four
/// (4FMAPS, 4VNNIW read four registers from it; llvm-mc warns about any
/// other).
pub fn sample_register_group(t: &TargetTables, kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    let OperandClass::Register { class } = kind.class else { return };
    let firsts: Vec<u16> = t.reg_classes[class as usize]
        .members
        .iter()
        .copied()
        .filter(|&r| t.registers[r as usize].encoding % 4 == 0)
        .collect();
    out.push(MCOperand::Reg(random.pick(&firsts).unwrap_or(NO_REGISTER)));
}
