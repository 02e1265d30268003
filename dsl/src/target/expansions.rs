//! Pseudo-instruction expansions (the prelude's `Expansion`): read from
//! each instruction's `Expansions` and checked, into the tables' form.

use super::operands::OperandTypes;
use super::reader::Reader;
use super::{Instruction, OperandRef, Register};
use crate::diag::{codes, Diagnostic};
use crate::records::value::{Init, Kind};
use crate::records::RecordId;
use std::collections::HashMap;
use tdc_schema::expand::{Alternative, Expansions, Step, StepOperand, Value, ValueOp};

/// The expansions of every instruction that has some, by opcode.
pub fn expansions(r: &mut Reader, insts: &[Instruction], regs: &[Register], types: &OperandTypes) -> Vec<Expansions> {
    let opcodes: HashMap<&str, usize> = insts.iter().enumerate().map(|(i, x)| (x.name.as_str(), i)).collect();
    let registers: HashMap<&str, u16> = regs.iter().enumerate().map(|(i, g)| (g.name.as_str(), i as u16)).collect();
    let cx = Context { insts, opcodes: &opcodes, registers: &registers, types };
    let mut out = Vec::new();
    for id in r.defs_of("Instruction") {
        let Some(&opcode) = opcodes.get(r.name(id).as_str()) else { continue };
        let list = r.def_list(id, "Expansions");
        if list.is_empty() {
            continue;
        }
        let alternatives: Vec<Alternative> =
            list.iter().filter_map(|&(e, span)| alternative(r, &cx, &insts[opcode], e, span)).collect();
        if alternatives.len() == list.len() {
            out.push(Expansions { opcode: opcode as u16, alternatives });
        }
    }
    out.sort_by_key(|e| e.opcode);
    out
}

struct Context<'a> {
    insts: &'a [Instruction],
    opcodes: &'a HashMap<&'a str, usize>,
    registers: &'a HashMap<&'a str, u16>,
    types: &'a OperandTypes,
}

/// Values as they are built, and the names they have.
struct Builder {
    /// What names the inputs: the pseudo-instruction (its operands are
    /// its slots), or a relocation operator (`$distance` is slot 0).
    owner: String,
    /// The inputs' names and slots.
    inputs: Vec<(String, u8)>,
    /// What else a name may be, for messages (", a value of Where").
    also: &'static str,
    values: Vec<Value>,
    names: HashMap<String, u16>,
}

/// A relocation operator's `Resolve`: a value of `$distance` (slot 0), the
/// last of the list.
pub fn resolve_value(r: &mut Reader, init: &Init) -> Option<Vec<Value>> {
    value_of(r, init, "distance")
}

/// A value of one input, `$input` (slot 0), for a field such as a
/// relocation operator's Resolve or an operand's EncodedValue: the last of
/// the list.
pub fn value_of(r: &mut Reader, init: &Init, input: &str) -> Option<Vec<Value>> {
    let mut b = Builder {
        owner: format!("this value: its input is `${input}`"),
        inputs: vec![(input.to_string(), 0)],
        also: "",
        values: Vec::new(),
        names: HashMap::new(),
    };
    let last = b.value(r, init, None)?;
    // The last value is the result: push a copy when it is not already.
    if last as usize + 1 != b.values.len() {
        let v = b.values[last as usize].clone();
        b.values.push(v);
    }
    Some(b.values)
}

fn error(r: &mut Reader, span: crate::source::Span, msg: impl Into<String>, label: &str) -> Option<()> {
    r.error(Diagnostic::error(codes::EXPANSION, msg.into()).at(span, label.to_string()));
    None
}

fn alternative(
    r: &mut Reader,
    cx: &Context,
    pseudo: &Instruction,
    id: RecordId,
    span: crate::source::Span,
) -> Option<Alternative> {
    let inputs = pseudo.operands.iter().map(|o| (o.name.clone(), o.first_slot as u8)).collect();
    let mut b = Builder {
        owner: format!("'{}'", pseudo.name),
        inputs,
        also: " and no value of Where",
        values: Vec::new(),
        names: HashMap::new(),
    };
    if let Some(where_) = r.value(id, "Where") {
        let Kind::Dag(_, _, args) = &where_.kind else { return None };
        for (value, name) in args {
            let Some(name) = name else {
                error(r, value.span, "a value in Where needs a name", "written `value:$name`")?;
                return None;
            };
            let v = b.value(r, value, None)?;
            b.names.insert(name.to_string(), v);
        }
    }
    let guard = match r.value(id, "Guard") {
        Some(g) if is_always(r, &g) => None,
        Some(g) => Some(b.value(r, &g, None)?),
        None => return None,
    };
    let mut steps = Vec::new();
    let list = r.list(id, "Steps");
    if list.is_empty() {
        error(r, span, "an expansion needs at least one step", "no Steps")?;
    }
    for step in &list {
        steps.push(b.step(r, cx, pseudo, step)?);
    }
    let labelled = steps.iter().flat_map(|s| &s.operands).filter_map(|o| match o {
        StepOperand::Label { step, .. } => Some(*step as usize),
        _ => None,
    });
    if labelled.clone().any(|s| s >= steps.len()) {
        error(r, span, "an `expansion_label` names a step the expansion does not have", "here")?;
    }
    let label_prefix = r.string_or_empty(id, "LabelPrefix");
    Some(Alternative { guard, values: b.values, steps, label_prefix })
}

impl Builder {
    fn push(&mut self, v: Value) -> u16 {
        self.values.push(v);
        (self.values.len() - 1) as u16
    }

    /// The input slot named `name`, if one is.
    fn slot_named(&self, name: &str) -> Option<u8> {
        self.inputs.iter().find(|(n, _)| n == name).map(|&(_, slot)| slot)
    }

    /// A value: a number, a name, or an operation on values.
    fn value(&mut self, r: &mut Reader, init: &Init, name: Option<&str>) -> Option<u16> {
        match (&init.kind, name) {
            (Kind::Int(v), _) => Some(self.push(Value::Const(*v))),
            (Kind::Unset, Some(name)) => {
                if let Some(&v) = self.names.get(name) {
                    return Some(v);
                }
                match self.slot_named(name) {
                    Some(slot) => Some(self.push(Value::Slot(slot))),
                    None => {
                        let msg = format!("'${name}' names no input of {}{}", self.owner, self.also);
                        error(r, init.span, msg, "unknown name")?;
                        None
                    }
                }
            }
            (Kind::Dag(op, _, args), _) => {
                let op_name = op.as_def().map(|d| r.name(d)).unwrap_or_default();
                let Some((operation, arity)) = ValueOp::named(&op_name) else {
                    let msg = format!("'{op_name}' is no operation of expansion values");
                    let d = Diagnostic::error(codes::EXPANSION, msg)
                        .at(op.span, "unknown operation")
                        .with_note("see the prelude's Expansion class for the operations");
                    r.error(d);
                    return None;
                };
                if arity.map_or(args.is_empty(), |n| n != args.len()) {
                    let want = match arity {
                        None => "at least one argument".to_string(),
                        Some(1) => "one argument".to_string(),
                        Some(n) => format!("{n} arguments"),
                    };
                    let msg = format!("'{op_name}' takes {want}, not {}", args.len());
                    error(r, init.span, msg, "here")?;
                }
                let mut ids = Vec::with_capacity(args.len());
                for (a, n) in args {
                    ids.push(self.value(r, a, n.as_deref())?);
                }
                Some(self.push(Value::Op(operation, ids)))
            }
            _ => {
                error(r, init.span, "an expansion value must be a number, `$name` or an operation", "here")?;
                None
            }
        }
    }

    /// One step: `(INST operands...)` or `(when cond, (INST ...))`.
    fn step(&mut self, r: &mut Reader, cx: &Context, pseudo: &Instruction, init: &Init) -> Option<Step> {
        let Kind::Dag(op, _, args) = &init.kind else {
            error(r, init.span, "a step must be an instruction dag", "not a dag")?;
            return None;
        };
        let op_name = op.as_def().map(|d| r.name(d)).unwrap_or_default();
        if op_name == "when" {
            let [(cond, cond_name), (inner, _)] = &args[..] else {
                error(r, init.span, "`when` takes a condition and a step", "here")?;
                return None;
            };
            let guard = self.value(r, cond, cond_name.as_deref())?;
            let mut step = self.step(r, cx, pseudo, inner)?;
            if step.guard.is_some() {
                error(r, inner.span, "a step has one `when`", "a second one")?;
            }
            step.guard = Some(guard);
            return Some(step);
        }
        let again = (op_name == "expand_again").then(|| cx.opcodes.get(pseudo.name.as_str())).flatten();
        let Some(&opcode) = again.or_else(|| cx.opcodes.get(op_name.as_str())) else {
            error(r, op.span, format!("'{op_name}' is not an instruction"), "a step must name an instruction")?;
            return None;
        };
        let inst = &cx.insts[opcode];
        let mut operands = vec![StepOperand::Value(0); inst.num_slots as usize];
        let mut next = args.iter();
        for operand in &inst.operands {
            if let Some(tied) = operand.tied_to {
                let from = inst.operands[tied as usize].first_slot as usize;
                for k in 0..operand.slots.len() {
                    operands[operand.first_slot as usize + k] = operands[from + k].clone();
                }
                continue;
            }
            for (k, slot_ty) in operand.slots.iter().enumerate() {
                let Some((arg, arg_name)) = next.next() else {
                    let msg = format!("the step gives too few operands for '{}'", inst.name);
                    let label = format!("operand '${}' is missing", operand.name);
                    error(r, init.span, msg, &label)?;
                    return None;
                };
                let slot = operand.first_slot as usize + k;
                operands[slot] = self.step_operand(r, cx, *slot_ty, arg, arg_name.as_deref())?;
            }
        }
        if let Some((extra, _)) = next.next() {
            let msg = format!("the step gives more operands than '{}' has", inst.name);
            error(r, extra.span, msg, "one too many")?;
        }
        Some(Step { guard: None, opcode: opcode as u16, operands })
    }

    fn step_operand(
        &mut self,
        r: &mut Reader,
        cx: &Context,
        slot_ty: OperandRef,
        arg: &Init,
        name: Option<&str>,
    ) -> Option<StepOperand> {
        if let Some(d) = arg.as_def() {
            if let Some(&reg) = cx.registers.get(r.name(d).as_str()) {
                return Some(StepOperand::Register(reg));
            }
        }
        if let (Kind::Unset, Some(name)) = (&arg.kind, name) {
            if !self.names.contains_key(name) {
                if let Some(slot) = self.slot_named(name) {
                    return Some(StepOperand::Passed { slot, modifier: 0 });
                }
            }
        }
        if let Kind::Dag(op, _, args) = &arg.kind {
            if let Some(m) = op.as_def().filter(|&d| r.is_a(d, "RelocModifier")) {
                let modifier_name = r.string_or_empty(m, "Name");
                let modifiers = match slot_ty {
                    OperandRef::Operand(t) => &cx.types.get(t).reloc_modifiers[..],
                    OperandRef::RegClass(_) => &[],
                };
                let Some(index) = modifiers.iter().position(|x| x.name == modifier_name) else {
                    let msg = format!("the step's operand takes no relocation operator '{modifier_name}'");
                    error(r, op.span, msg, "not one of its RelocModifiers")?;
                    return None;
                };
                let modifier = index as u8 + 1;
                if let [(inner, inner_name)] = &args[..] {
                    if let (Kind::Unset, Some(slot)) =
                        (&inner.kind, inner_name.as_deref().and_then(|n| self.slot_named(n)))
                    {
                        return Some(StepOperand::Passed { slot, modifier });
                    }
                    if let Some(step) = label_step(r, inner) {
                        return Some(StepOperand::Label { step, modifier });
                    }
                }
                let msg = "a relocation operator applies to an operand (`$sym`) or to `(expansion_label N)`";
                error(r, arg.span, msg, "here")?;
                return None;
            }
        }
        Some(StepOperand::Value(self.value(r, arg, name)?))
    }
}

/// Whether a guard is `(always)`.
fn is_always(r: &Reader, g: &Init) -> bool {
    matches!(&g.kind, Kind::Dag(op, _, args) if args.is_empty() && op.as_def().is_some_and(|d| r.name(d) == "always"))
}

/// The step of `(expansion_label N)`.
fn label_step(r: &Reader, init: &Init) -> Option<u8> {
    let Kind::Dag(op, _, args) = &init.kind else { return None };
    if op.as_def().is_none_or(|d| r.name(d) != "expansion_label") {
        return None;
    }
    match &args[..] {
        [(n, _)] => match n.kind {
            Kind::Int(step) => u8::try_from(step).ok(),
            _ => None,
        },
        _ => None,
    }
}
