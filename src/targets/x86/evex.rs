//! The operand fragments of AVX-512 (`X86InstrAVX512Formats.td`): static
//! rounding control, written `{rn-sae}`, `{rd-sae}`, `{ru-sae}` or
//! `{rz-sae}` and encoded in EVEX.L'L as 0 to 3.
// Public for `fragments`; each function is described where the `.td`
// names it (the operand's ParserMethod, PrintMethod or SampleMethod).
#![allow(missing_docs)]

use crate::mc::operand_parser::OperandParser;
use crate::mc::print::Printer;
use crate::mc::random::Random;
use crate::mc::tables::{OperandKind, TargetTables};
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
