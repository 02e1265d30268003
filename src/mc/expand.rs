//! Pseudo-instruction expansion: the real instructions written for an
//! instruction whose description lists `Expansions`. Of the alternatives
//! whose guard holds, the one giving the fewest instructions is taken
//! (the first on a tie); steps naming pseudo-instructions expand in turn.

use super::{AsmError, MCInst, MCOperand, TargetTables};
use crate::error::codes;
use crate::limits::{MAX_EXPANSION_DEPTH, MAX_EXPANSION_WORK};
use tdc_schema::expand::{Expansions, StepOperand, Value, ValueOp};

/// One instruction of an expansion, with the temporary label (a symbol
/// made by the caller's `new_label`) to define before it, if any.
#[derive(Clone, Debug, PartialEq)]
pub struct Expanded {
    /// The instruction.
    pub inst: MCInst,
    /// A label placed at it.
    pub label: Option<u32>,
}

/// The expansions of `opcode`, if it is a pseudo-instruction the
/// assembler expands.
pub fn expansions_of(tables: &TargetTables, opcode: u16) -> Option<&Expansions> {
    let all = &tables.expansions;
    all.binary_search_by_key(&opcode, |e| e.opcode).ok().map(|i| &all[i])
}

/// Expands `inst` (whose opcode has expansions) into real instructions.
/// `new_label(prefix)` makes a temporary label `.L{prefix}N` for a step
/// an operand refers to. Errors are placed at `col`.
pub fn expand(
    tables: &TargetTables,
    inst: &MCInst,
    col: u32,
    new_label: &mut dyn FnMut(&str) -> u32,
) -> Result<Vec<Expanded>, AsmError> {
    let mut search = Search { tables, work: 0 };
    let mut out = Vec::new();
    search.build(inst, 0, &mut out, new_label).map_err(|e| e.at(tables, inst, col))?;
    Ok(out)
}

/// Why an expansion failed.
enum Failure {
    /// No alternative of this opcode applies.
    NoneApplies(u16),
    /// A step gives an instruction an operand it does not take (the
    /// instruction, the slot, why): a mistake in the description, which
    /// would otherwise encode something else than it says.
    Unfit(u16, usize, &'static str),
    /// Too deep or too much work.
    Limit,
}

impl Failure {
    fn at(self, tables: &TargetTables, inst: &MCInst, col: u32) -> AsmError {
        let message = match self {
            Failure::NoneApplies(op) => {
                let name = tables.instructions.get(op as usize).map_or("?", |i| &*i.name);
                let first = tables.instructions.get(inst.opcode as usize).map_or("?", |i| &*i.name);
                if op == inst.opcode {
                    format!("no expansion of '{name}' applies to these operands")
                } else {
                    format!("no expansion of '{name}' (expanding '{first}') applies to these operands")
                }
            }
            Failure::Unfit(op, slot, why) => {
                let name = tables.instructions.get(op as usize).map_or("?", |i| &*i.name);
                let first = tables.instructions.get(inst.opcode as usize).map_or("?", |i| &*i.name);
                format!("the expansion of '{first}' gives '{name}' an operand it does not take (slot {slot}: {why})")
            }
            Failure::Limit => format!(
                "the expansion takes more than {MAX_EXPANSION_WORK} alternatives or {MAX_EXPANSION_DEPTH} levels"
            ),
        };
        AsmError::new(col, message).with_code(codes::ASM_EXPANSION)
    }
}

struct Search<'t> {
    tables: &'t TargetTables,
    work: u32,
}

/// The last of `values` with `inputs` in their slots (a relocation
/// operator's `Resolve` of a distance).
pub fn evaluate_last(values: &[Value], inputs: &[i64]) -> Option<i64> {
    let slots: Vec<MCOperand> = inputs.iter().map(|&v| MCOperand::Imm(v)).collect();
    evaluate(values, &slots).last().copied().flatten()
}

/// `values` for some operands; `None` where a value reads a symbol.
fn evaluate(list: &[Value], slots: &[MCOperand]) -> Vec<Option<i64>> {
    let mut values: Vec<Option<i64>> = Vec::with_capacity(list.len());
    for v in list {
        let value = match v {
            Value::Const(c) => Some(*c),
            Value::Slot(s) => match slots.get(*s as usize) {
                Some(MCOperand::Imm(v)) => Some(*v),
                _ => None,
            },
            Value::Op(op, args) => {
                let args: Option<Vec<i64>> = args.iter().map(|&a| values.get(a as usize).copied().flatten()).collect();
                args.map(|a| apply(*op, &a))
            }
        };
        values.push(value);
    }
    values
}

/// An operation on values, as the prelude's `Expansion` defines it.
fn apply(op: ValueOp, a: &[i64]) -> i64 {
    let arg = |i: usize| a.get(i).copied().unwrap_or(0);
    let (x, y) = (arg(0), arg(1));
    let shift = |y: i64| u32::try_from(y).ok().filter(|&n| n < 64);
    let fits_signed = |x: i64, n: i64| match n {
        64.. => true,
        1..=63 => (-(1i64 << (n - 1))..(1i64 << (n - 1))).contains(&x),
        _ => false,
    };
    let fits_unsigned = |x: i64, n: i64| match n {
        64.. => true,
        0..=63 => (x as u64) < (1u64 << n),
        _ => false,
    };
    match op {
        ValueOp::Add => x.wrapping_add(y),
        ValueOp::Sub => x.wrapping_sub(y),
        ValueOp::And => x & y,
        ValueOp::Or => x | y,
        ValueOp::Xor => x ^ y,
        ValueOp::Shl => shift(y).map_or(0, |n| x << n),
        ValueOp::Srl => shift(y).map_or(0, |n| ((x as u64) >> n) as i64),
        ValueOp::Sra => x >> shift(y).unwrap_or(63),
        ValueOp::Cttz => i64::from(x.trailing_zeros()),
        ValueOp::Ctlz => i64::from(x.leading_zeros()),
        ValueOp::SextBits => match shift(y) {
            Some(0) => 0,
            Some(n) => (x << (64 - n)) >> (64 - n),
            None => x,
        },
        ValueOp::LowOnes => match shift(x) {
            Some(n) => ((1u64 << n) - 1) as i64,
            None if x >= 64 => -1,
            None => 0,
        },
        ValueOp::Equal => i64::from(x == y),
        ValueOp::NotEqual => i64::from(x != y),
        ValueOp::Less => i64::from(x < y),
        ValueOp::Greater => i64::from(x > y),
        ValueOp::FitsSigned => i64::from(fits_signed(x, y)),
        ValueOp::FitsUnsigned => i64::from(fits_unsigned(x, y)),
        ValueOp::AllOf => i64::from(a.iter().all(|&v| v != 0)),
        ValueOp::AnyOf => i64::from(a.iter().any(|&v| v != 0)),
    }
}

/// A value as a condition: `None` (a symbol read) fails.
fn holds(values: &[Option<i64>], v: Option<u16>) -> bool {
    v.is_none_or(|v| values.get(v as usize).copied().flatten().is_some_and(|x| x != 0))
}

/// The slots of a step, or `None` when a value it needs is a symbol's (or
/// they do not fit an [`MCInst`]).
fn step_slots(
    step: &tdc_schema::expand::Step,
    values: &[Option<i64>],
    slots: &[MCOperand],
    labels: &[(u8, u32)],
) -> Option<MCInst> {
    let mut inst = MCInst::new(step.opcode);
    for operand in &step.operands {
        let op = match *operand {
            StepOperand::Register(r) => MCOperand::Reg(r),
            StepOperand::Value(v) => MCOperand::Imm(values.get(v as usize).copied().flatten()?),
            StepOperand::Passed { slot, modifier } => match *slots.get(slot as usize)? {
                MCOperand::Expr { symbol, addend, modifier: written } if modifier != 0 || written != 0 => {
                    MCOperand::Expr { symbol, addend, modifier: if modifier != 0 { modifier } else { written } }
                }
                other => other,
            },
            StepOperand::Label { step, modifier } => {
                let symbol = labels.iter().find(|(s, _)| *s == step).map_or(u32::MAX, |l| l.1);
                MCOperand::Expr { symbol, addend: 0, modifier }
            }
        };
        if !inst.push(op) {
            return None;
        }
    }
    Some(inst)
}

/// Whether every operand of a step's instruction is one it takes: a
/// register of its class, an immediate of its range. A symbol with a
/// relocation operator is the operator's to place.
fn check_operands(tables: &TargetTables, inst: &MCInst) -> Result<(), Failure> {
    for (slot, op) in inst.operands().iter().enumerate() {
        if matches!(op, MCOperand::Expr { modifier: 1.., .. }) {
            continue;
        }
        if let Err(why) = super::checked::check_slot(tables, inst.opcode, slot, op) {
            return Err(Failure::Unfit(inst.opcode, slot, why));
        }
    }
    Ok(())
}

impl Search<'_> {
    fn spend(&mut self, depth: u32) -> Result<(), Failure> {
        self.work += 1;
        if self.work > MAX_EXPANSION_WORK || depth > MAX_EXPANSION_DEPTH {
            return Err(Failure::Limit);
        }
        Ok(())
    }

    /// The number of real instructions `inst` becomes.
    fn length(&mut self, inst: &MCInst, depth: u32) -> Result<usize, Failure> {
        let Some(expansions) = expansions_of(self.tables, inst.opcode) else { return Ok(1) };
        self.choose(expansions, inst, depth).map(|(_, n, _)| n)
    }

    /// The alternative to take for `inst`, its length and its values.
    fn choose(
        &mut self,
        expansions: &Expansions,
        inst: &MCInst,
        depth: u32,
    ) -> Result<(usize, usize, Vec<Option<i64>>), Failure> {
        let mut best: Option<(usize, usize, Vec<Option<i64>>)> = None;
        for (i, alt) in expansions.alternatives.iter().enumerate() {
            self.spend(depth)?;
            let values = evaluate(&alt.values, &inst.operands());
            if !holds(&values, alt.guard) {
                continue;
            }
            let mut length = 0;
            let mut viable = true;
            for step in alt.steps.iter().filter(|s| holds(&values, s.guard)) {
                // Labels do not change lengths: any symbol stands in.
                match step_slots(step, &values, &inst.operands(), &[]) {
                    Some(s) => length += self.length(&s, depth + 1)?,
                    None => viable = false,
                }
            }
            if viable && best.as_ref().is_none_or(|&(_, n, _)| length < n) {
                best = Some((i, length, values));
            }
        }
        best.ok_or(Failure::NoneApplies(inst.opcode))
    }

    /// Appends the real instructions of `inst` to `out`.
    fn build(
        &mut self,
        inst: &MCInst,
        depth: u32,
        out: &mut Vec<Expanded>,
        new_label: &mut dyn FnMut(&str) -> u32,
    ) -> Result<(), Failure> {
        let Some(expansions) = expansions_of(self.tables, inst.opcode) else {
            out.push(Expanded { inst: *inst, label: None });
            return Ok(());
        };
        let (chosen, _, values) = self.choose(expansions, inst, depth)?;
        let alt = &expansions.alternatives[chosen];
        // The steps operands name a label of, each with its new symbol.
        let mut labels: Vec<(u8, u32)> = Vec::new();
        for operand in alt.steps.iter().flat_map(|s| &s.operands) {
            if let StepOperand::Label { step, .. } = *operand {
                if !labels.iter().any(|(s, _)| *s == step) {
                    labels.push((step, new_label(&alt.label_prefix)));
                }
            }
        }
        for (i, step) in alt.steps.iter().enumerate() {
            if !holds(&values, step.guard) {
                continue;
            }
            let step_inst =
                step_slots(step, &values, &inst.operands(), &labels).ok_or(Failure::NoneApplies(inst.opcode))?;
            check_operands(self.tables, &step_inst)?;
            let first = out.len();
            self.build(&step_inst, depth + 1, out, new_label)?;
            if let (Some(&(_, symbol)), Some(e)) = (labels.iter().find(|(s, _)| *s as usize == i), out.get_mut(first)) {
                e.label = Some(symbol);
            }
        }
        Ok(())
    }
}
