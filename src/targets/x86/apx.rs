//! The operand fragments of APX (`X86InstrAPX.td`): ccmp's and ctest's
//! default flags value, written `{dfv=of,sf,zf,cf}` (any subset, in any
//! order and case) and held as OF 8, SF 4, ZF 2, CF 1 in EVEX.vvvv.
// Public for `fragments`; each function is described where the `.td`
// names it (the operand's ParserMethod, PrintMethod or SampleMethod).
#![allow(missing_docs)]

use crate::mc::operand_parser::OperandParser;
use crate::mc::print::Printer;
use crate::mc::random::Random;
use crate::mc::tables::{OperandKind, TargetTables};
use crate::mc::{AsmError, MCInst, MCOperand};

/// The flags by their bit, highest first, as llvm-mc prints them.
const FLAGS: [&str; 4] = ["of", "sf", "zf", "cf"];

/// `{dfv=...}`: the flags' bits. Its mistakes are llvm-mc's syntax errors,
/// at the token where the syntax breaks.
pub fn parse_flags_value(p: &mut OperandParser<'_>, _kind: &'static OperandKind) -> Result<(), AsmError> {
    expect(p, "{")?;
    if !p.eat_word("dfv") {
        return Err(AsmError::syntax(p.col(), "Expected dfv at this point"));
    }
    expect(p, "=")?;
    let mut value = 0i64;
    if p.eat_punct("}") {
        return p.push(MCOperand::Imm(value));
    }
    loop {
        let col = p.col();
        let flag = p.peek().and_then(|t| FLAGS.iter().position(|f| f.eq_ignore_ascii_case(t.text)));
        let Some(flag) = flag else {
            return Err(AsmError::syntax(col, "Invalid conditional flags"));
        };
        p.pos += 1;
        let bit = 8 >> flag;
        if value & bit != 0 {
            return Err(AsmError::syntax(col, "Duplicated conditional flag"));
        }
        value |= bit;
        if p.eat_punct("}") {
            return p.push(MCOperand::Imm(value));
        }
        if !p.eat_punct(",") {
            return Err(AsmError::syntax(p.col(), "Expected } or , at this point"));
        }
    }
}

/// Consumes `punct`, or fails as llvm-mc does where it is missing.
fn expect(p: &mut OperandParser<'_>, punct: &str) -> Result<(), AsmError> {
    match p.eat_punct(punct) {
        true => Ok(()),
        false => Err(AsmError::syntax(p.col(), format!("Expected {punct} at this point"))),
    }
}

/// The flags set, as written back: `{dfv=of,cf}`, `{dfv=}` for none.
pub fn print_flags_value(
    _p: &Printer<'_>,
    inst: &MCInst,
    slot: usize,
    _kind: &OperandKind,
    _modifier: &str,
    out: &mut String,
) {
    if let MCOperand::Imm(v) = inst.operand(slot) {
        out.push_str("{dfv=");
        let set = FLAGS.iter().enumerate().filter(|&(i, _)| v & (8 >> i) != 0);
        for (n, (_, name)) in set.enumerate() {
            if n > 0 {
                out.push(',');
            }
            out.push_str(name);
        }
        out.push('}');
    }
}

/// Any of the sixteen sets of flags.
pub fn sample_flags_value(_t: &TargetTables, _kind: &OperandKind, random: &mut Random<'_>, out: &mut Vec<MCOperand>) {
    out.push(MCOperand::Imm(random.below(16) as i64));
}
