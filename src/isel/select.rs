//! Selection of a function: each statement's DAG is matched from its root,
//! operands first, and the winning patterns' instructions are emitted with
//! virtual registers. Variables live in one virtual register each; the
//! entry copies the arguments in, and a return copies the result out.

use super::dag::{Function, NodeId, Op, Stmt, Vt};
use super::matcher::{imm_value, match_node};
use super::mir::{MInst, MKind, MOperand, MachineFunction};
use super::tables::{CallingConvInfo, EmitOperand, MatchOp, Matched};
use crate::error::Span;
use crate::mc::inst::NO_REGISTER;
use crate::mc::tables::{OperandClass, TargetTables};
use std::collections::HashMap;

/// Why a function cannot be selected: an [`Error`](crate::error::Error)
/// with code [`ISEL_SELECT`](crate::error::codes::ISEL_SELECT), at the node
/// it concerns when there is one ([`Span::Node`]).
pub type SelectError = crate::error::Error;

/// The selection error `message` about `node`.
pub fn error(message: impl Into<String>, node: Option<NodeId>) -> SelectError {
    let span = node.map_or(Span::None, |n| Span::Node(n.0));
    SelectError::new(crate::error::codes::ISEL_SELECT, message).at(span)
}

/// Which pattern selected each node, for reports.
#[derive(Clone, Debug, Default)]
pub struct Selected {
    /// (node, pattern index) in selection order.
    pub by_node: Vec<(NodeId, u16)>,
}

/// The register class of values of `vt`.
pub fn value_class(cc: &CallingConvInfo, vt: Vt) -> Option<u16> {
    cc.value_classes.iter().find(|(t, _)| *t == vt).map(|&(_, c)| c)
}

/// The register of `class` that is `reg` or part of it (EDI for RDI in a
/// 32-bit class): the member overlapping `reg` with the lowest encoding.
pub fn register_in_class(tables: &TargetTables, reg: u16, class: u16) -> Option<u16> {
    let class = tables.reg_classes.get(class as usize)?;
    if class.contains(reg) {
        return Some(reg);
    }
    let overlaps = &tables.registers.get(reg as usize)?.overlaps;
    class
        .members
        .iter()
        .copied()
        .filter(|m| overlaps.contains(m))
        .min_by_key(|&m| tables.registers[m as usize].encoding)
}

/// The register class of slot `slot` of `inst`, if it holds a register (a
/// memory operand's base register has its own kind).
fn slot_class(tables: &TargetTables, inst: u16, slot: usize) -> Option<u16> {
    let info = tables.instructions.get(inst as usize)?;
    let kind = match info.slot_kinds.get(slot) {
        Some(&k) => tables.operand_kinds.get(k as usize),
        None => tables.operand_kind_of_slot(inst, slot),
    };
    match kind.map(|k| &k.class) {
        Some(OperandClass::Register { class } | OperandClass::Custom { reg_class: Some(class), .. }) => Some(*class),
        _ => None,
    }
}

/// Where an argument is passed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// In this register (its part in the argument's class).
    Register(u16),
    /// In this 8-byte stack slot of the outgoing area, 0 at the stack
    /// pointer at the call.
    Stack(u32),
}

/// Where `cc` passes arguments of `types`, in order; `Err(count)` when some
/// go on the stack and the convention has no stack arguments. Integer
/// and floating-point arguments take their own registers (floats the
/// integers' when the convention names no float registers); with shared
/// slots, every argument also takes the integer register, or the stack
/// slot, of its position.
pub fn argument_places(cc: &CallingConvInfo, types: &[Vt]) -> Result<Vec<Place>, usize> {
    let (mut ints, mut floats, mut stacked) = (0, 0, 0u32);
    let mut places = Vec::with_capacity(types.len());
    for (position, vt) in types.iter().enumerate() {
        let float = vt.is_float() && !cc.float_arguments.is_empty();
        if cc.shared_slots {
            ints = ints.max(position);
        }
        let register = if float { cc.float_arguments.get(floats) } else { cc.arguments.get(ints) };
        if float {
            floats += 1;
        } else {
            ints += 1;
        }
        places.push(match register {
            Some(&r) => Place::Register(r),
            None if !cc.stack_arguments => return Err(types.len()),
            None if cc.shared_slots => Place::Stack(position.saturating_sub(cc.arguments.len()) as u32),
            None => {
                stacked += 1;
                Place::Stack(stacked - 1)
            }
        });
    }
    Ok(places)
}

struct Selector<'a> {
    tables: &'static TargetTables,
    cc: &'static CallingConvInfo,
    f: &'a Function,
    mf: MachineFunction,
    var_vregs: Vec<u32>,
    values: HashMap<NodeId, u32>,
    selected: Selected,
}

/// Selects `f` for the target of `tables`.
pub fn select_function(
    tables: &'static TargetTables,
    f: &Function,
) -> Result<(MachineFunction, Selected), SelectError> {
    select_every_statement(tables, f).map_err(|mut errors| errors.swap_remove(0))
}

/// Selects `f`, or gives the first error of each statement that cannot be
/// selected, in statement order (an error outside the statements comes
/// alone). Statements are selected independently, so one that fails does
/// not stop the others from being tried: the legalizer expands every
/// failing node of a pass at once.
pub fn select_every_statement(
    tables: &'static TargetTables,
    f: &Function,
) -> Result<(MachineFunction, Selected), Vec<SelectError>> {
    let cc = tables
        .selection
        .calling
        .as_ref()
        .ok_or_else(|| vec![error(format!("the {} target has no CallingConv", tables.name), None)])?;
    let mut s = Selector {
        tables,
        cc,
        f,
        mf: MachineFunction {
            name: f.name.clone(),
            stack_objects: f.stack_objects.clone(),
            callees: f.callees.clone(),
            ..Default::default()
        },
        var_vregs: Vec::new(),
        values: HashMap::new(),
        selected: Selected::default(),
    };
    for v in &f.vars {
        let class = value_class(cc, v.vt)
            .ok_or_else(|| vec![error(format!("no register class holds {} (variable %{})", v.vt, v.name), None)])?;
        let vreg = s.mf.new_vreg(class);
        s.var_vregs.push(vreg);
    }
    s.mf.blocks = f.blocks.len() as u32;
    let mut errors = Vec::new();
    for (b, block) in f.blocks.iter().enumerate() {
        s.push(MInst { kind: MKind::Label(b as u32), slots: Vec::new(), def_slots: Vec::new() });
        if b == 0 {
            s.arguments().map_err(|e| vec![e])?;
        }
        for stmt in &block.stmts {
            s.values.clear();
            if let Err(e) = s.statement(*stmt) {
                errors.push(e);
            }
        }
    }
    if errors.is_empty() {
        Ok((s.mf, s.selected))
    } else {
        Err(errors)
    }
}

impl Selector<'_> {
    fn push(&mut self, inst: MInst) {
        self.mf.insts.push(inst);
    }

    fn arguments(&mut self) -> Result<(), SelectError> {
        let types: Vec<Vt> = self.f.params.iter().map(|&v| self.f.vars[v as usize].vt).collect();
        let places = argument_places(self.cc, &types)
            .map_err(|count| error(format!("a function taking {}", self.too_many(count)), None))?;
        for (&var, place) in self.f.params.iter().zip(places) {
            let vreg = self.var_vregs[var as usize];
            let arg = match place {
                Place::Register(arg) => arg,
                // On the stack, in the caller's frame.
                Place::Stack(n) => {
                    self.push(MInst {
                        kind: MKind::StackParameter(n),
                        slots: vec![MOperand::VReg(vreg)],
                        def_slots: vec![0],
                    });
                    continue;
                }
            };
            let class = self.mf.vreg_classes[vreg as usize];
            let reg = register_in_class(self.tables, arg, class)
                .ok_or_else(|| error("an argument register has no part in the argument's class", None))?;
            self.push(MInst::copy(MOperand::VReg(vreg), MOperand::Reg(reg)));
        }
        Ok(())
    }

    /// The register a result of `vt` in `class` is returned in.
    fn result_register(&self, vt: Vt, class: u16) -> Option<u16> {
        let reg =
            if vt.is_float() && !self.cc.float_arguments.is_empty() { self.cc.float_result } else { self.cc.result };
        reg.and_then(|r| register_in_class(self.tables, r, class))
    }

    fn statement(&mut self, stmt: Stmt) -> Result<(), SelectError> {
        match stmt {
            Stmt::Assign { var, value } if self.f.dag.node(value).op == Op::Call => self.call(value, Some(var))?,
            Stmt::Effect(node) if self.f.dag.node(node).op == Op::Call => self.call(node, None)?,
            Stmt::Assign { var, value } => {
                let v = self.value(value)?;
                let dst = self.var_vregs[var as usize];
                self.push(MInst::copy(MOperand::VReg(dst), MOperand::VReg(v)));
            }
            Stmt::Effect(node) => {
                let n = self.f.dag.node(node);
                match n.op {
                    Op::Ret => {
                        if let Some(&v) = n.operands.first() {
                            let value = self.value(v)?;
                            let class = self.mf.vreg_classes[value as usize];
                            let reg = self.result_register(self.f.dag.node(v).vt, class).ok_or_else(|| {
                                error("the result register has no part in the result's class", Some(node))
                            })?;
                            self.push(MInst::copy(MOperand::Reg(reg), MOperand::VReg(value)));
                            // The return reads it.
                            self.push(MInst {
                                kind: MKind::Return,
                                slots: vec![MOperand::Reg(reg)],
                                def_slots: Vec::new(),
                            });
                        } else {
                            self.push(MInst { kind: MKind::Return, slots: Vec::new(), def_slots: Vec::new() });
                        }
                    }
                    Op::Br => {
                        let target = n.operands.first().map(|&b| self.f.dag.node(b).value as u32).unwrap_or(0);
                        self.push(MInst { kind: MKind::Jump(target), slots: Vec::new(), def_slots: Vec::new() });
                    }
                    _ => {
                        self.select(node)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// The call `id`: its arguments copied into the argument registers,
    /// the call, and its result copied into `var`'s register.
    fn call(&mut self, id: NodeId, var: Option<u32>) -> Result<(), SelectError> {
        let n = self.f.dag.node(id);
        let mut moves = Vec::with_capacity(n.operands.len());
        let mut stacked = Vec::new();
        let target = match n.value {
            super::dag::INDIRECT => Some(self.value(n.operands[0])?),
            _ => None,
        };
        let types: Vec<Vt> = n.call_arguments().iter().map(|&a| self.f.dag.node(a).vt).collect();
        let places = argument_places(self.cc, &types)
            .map_err(|count| error(format!("a call passing {}", self.too_many(count)), Some(id)))?;
        for (i, (&a, place)) in n.call_arguments().iter().zip(places).enumerate() {
            let v = self.value(a)?;
            let arg = match place {
                Place::Register(arg) => arg,
                Place::Stack(k) => {
                    stacked.push((k, v));
                    continue;
                }
            };
            let class = self.mf.vreg_classes[v as usize];
            let reg = register_in_class(self.tables, arg, class).ok_or_else(|| {
                error(format!("argument {i} is in a class no argument register has a part in"), Some(id))
            })?;
            moves.push((reg, v));
        }
        // The arguments past the registers go on the stack, then the
        // copies come last, together: nothing between them and the call
        // writes the argument registers.
        for &(k, v) in &stacked {
            let kind = MKind::StackArgument(k);
            self.push(MInst { kind, slots: vec![MOperand::VReg(v)], def_slots: Vec::new() });
        }
        for &(reg, v) in &moves {
            self.push(MInst::copy(MOperand::Reg(reg), MOperand::VReg(v)));
        }
        let mut slots: Vec<MOperand> = moves.iter().map(|&(reg, _)| MOperand::Reg(reg)).collect();
        match target {
            Some(address) => {
                // In a register the argument copies leave alone.
                slots.insert(0, MOperand::VReg(address));
                self.push(MInst { kind: MKind::CallIndirect, slots, def_slots: Vec::new() });
            }
            None => self.push(MInst { kind: MKind::Call(n.value as u32), slots, def_slots: Vec::new() }),
        }
        if let Some(var) = var {
            let dst = self.var_vregs[var as usize];
            let class = self.mf.vreg_classes[dst as usize];
            let reg = self.result_register(self.f.vars[var as usize].vt, class);
            let reg = reg.ok_or_else(|| error("the result register has no part in the result's class", Some(id)))?;
            self.push(MInst::copy(MOperand::VReg(dst), MOperand::Reg(reg)));
        }
        Ok(())
    }

    /// What an error says of `count` arguments on a target that passes
    /// them all in registers.
    fn too_many(&self, count: usize) -> String {
        let most = self.cc.arguments.len();
        format!(
            "{count} arguments: {} passes at most {most}, in registers (its CallingConv has no StackArguments)",
            self.tables.name
        )
    }

    /// The virtual register holding node `id`'s value.
    fn value(&mut self, id: NodeId) -> Result<u32, SelectError> {
        let n = self.f.dag.node(id);
        if n.op == Op::Var {
            return Ok(self.var_vregs[n.value as usize]);
        }
        if let Some(&v) = self.values.get(&id) {
            return Ok(v);
        }
        if n.op == Op::FrameIndex {
            // The address is known once the frame is laid out: the
            // lowering writes it.
            let class = value_class(self.cc, Vt::I64).ok_or_else(|| error("no register class holds i64", Some(id)))?;
            let v = self.mf.new_vreg(class);
            let kind = MKind::FrameAddress(n.value as u32);
            self.push(MInst { kind, slots: vec![MOperand::VReg(v)], def_slots: vec![0] });
            self.values.insert(id, v);
            return Ok(v);
        }
        let v = self
            .select(id)?
            .ok_or_else(|| error(format!("the pattern selecting '{}' gives no value", n.op.name()), Some(id)))?;
        self.values.insert(id, v);
        Ok(v)
    }

    /// Selects node `id`; its value's register, if it has one.
    fn select(&mut self, id: NodeId) -> Result<Option<u32>, SelectError> {
        let mut recorded = Vec::new();
        let sel = &self.tables.selection;
        let Some(found) = match_node(self.tables, &self.f.dag, id, &mut recorded) else {
            let n = self.f.dag.node(id);
            // The patterns meant for it, and what turned each down.
            let closest = super::explain::closest(self.tables, &self.f.dag, id);
            let mut message = format!("no pattern selects ({}:{})", n.op.name(), n.vt);
            message.push_str(&super::explain::describe_candidates(self.tables, &closest));
            return Err(error(message, Some(id)));
        };
        // Operands first: a pattern's instructions stay together (a
        // compare, then the branch reading its flags).
        let mut registers: Vec<Option<u32>> = vec![None; recorded.len()];
        for op in &sel.ops[found.emit_at..] {
            match op {
                &MatchOp::Emit { inst, ref operands, .. } => {
                    for (o, info) in operands.iter().zip(self.inputs(inst, operands.len())) {
                        let tables = self.tables;
                        let is_register =
                            |k: u8| slot_class(tables, inst, info.first_slot as usize + k as usize).is_some();
                        match *o {
                            EmitOperand::Node(i) if is_register(0) => {
                                self.select_recorded(i, &recorded, &mut registers)?
                            }
                            EmitOperand::Complex(i, n) => {
                                for k in (0..n).filter(|&k| is_register(k)) {
                                    self.select_recorded(i + k, &recorded, &mut registers)?;
                                }
                            }
                            EmitOperand::Parts(ref parts) => {
                                for (k, part) in parts.iter().enumerate() {
                                    if let EmitOperand::Node(i) = *part {
                                        if is_register(k as u8) {
                                            self.select_recorded(i, &recorded, &mut registers)?;
                                        }
                                    }
                                }
                            }
                            _ => {}
                        }
                    }
                }
                &MatchOp::EmitCopy { operand: EmitOperand::Node(i), .. }
                | &MatchOp::EmitCopyToReg { operand: EmitOperand::Node(i), .. } => {
                    self.select_recorded(i, &recorded, &mut registers)?
                }
                MatchOp::EmitCopy { .. } | MatchOp::EmitCopyToReg { .. } => {}
                _ => break,
            }
        }
        let mut temps: Vec<u32> = Vec::new();
        let mut pc = found.emit_at;
        loop {
            let Some(op) = sel.ops.get(pc) else { return Err(error("a pattern ends without completing", Some(id))) };
            match *op {
                MatchOp::Emit { inst, ref operands, results } => {
                    self.emit(inst, operands, results, &recorded, &registers, &mut temps)?
                }
                MatchOp::EmitCopy { class, ref operand } => {
                    let src = self.register_operand(operand.clone(), &recorded, &registers, &temps)?;
                    let dst = self.mf.new_vreg(class);
                    self.push(MInst::copy(MOperand::VReg(dst), src));
                    temps.push(dst);
                }
                MatchOp::EmitCopyToReg { reg, ref operand } => {
                    let src = self.register_operand(operand.clone(), &recorded, &registers, &temps)?;
                    self.push(MInst::copy(MOperand::Reg(reg), src));
                }
                MatchOp::Complete { pattern, result } => {
                    self.selected.by_node.push((id, pattern));
                    return Ok(result.and_then(|r| temps.get(r as usize).copied()));
                }
                _ => return Err(error("a pattern's emission is malformed", Some(id))),
            }
            pc += 1;
        }
    }

    /// The input operands of `inst` a pattern gives `count` values for.
    fn inputs(&self, inst: u16, count: usize) -> &'static [crate::mc::tables::OperandInfo] {
        let operands = &self.tables.instructions[inst as usize].operands;
        &operands[operands.len().saturating_sub(count)..]
    }

    /// Selects the node recorded in `slot` into a register, once.
    fn select_recorded(
        &mut self,
        slot: u8,
        recorded: &[Matched],
        registers: &mut [Option<u32>],
    ) -> Result<(), SelectError> {
        if let (Some(Matched::Node(n)), Some(None)) = (recorded.get(slot as usize), registers.get(slot as usize)) {
            registers[slot as usize] = Some(self.value(*n)?);
        }
        Ok(())
    }

    fn register_operand(
        &self,
        o: EmitOperand,
        recorded: &[Matched],
        registers: &[Option<u32>],
        temps: &[u32],
    ) -> Result<MOperand, SelectError> {
        match o {
            EmitOperand::Node(i) => match (registers.get(i as usize).copied().flatten(), recorded.get(i as usize)) {
                (Some(v), _) => Ok(MOperand::VReg(v)),
                (None, Some(Matched::Reg(r))) => Ok(MOperand::Reg(*r)),
                _ => Err(error("a register operand without a value", None)),
            },
            EmitOperand::Temp(t) => temps
                .get(t as usize)
                .map(|&v| MOperand::VReg(v))
                .ok_or_else(|| error("a pattern uses a result before it exists", None)),
            EmitOperand::Reg(r) => Ok(MOperand::Reg(r)),
            _ => Err(error("a register operand given a constant", None)),
        }
    }

    fn value_operand(&self, o: EmitOperand, recorded: &[Matched]) -> Result<MOperand, SelectError> {
        let item = |i: u8| {
            recorded.get(i as usize).copied().ok_or_else(|| error("a pattern names an unrecorded operand", None))
        };
        match o {
            EmitOperand::Imm(v) => Ok(MOperand::Imm(v)),
            EmitOperand::Reg(r) => Ok(MOperand::Reg(r)),
            EmitOperand::XForm(f, i) => {
                let Matched::Node(n) = item(i)? else { return Err(error("a transform of a non-node", None)) };
                let xform =
                    self.tables.fragments.xform.get(f as usize).ok_or_else(|| error("unknown transform", None))?;
                Ok(MOperand::Imm(xform(imm_value(&self.f.dag, n))))
            }
            EmitOperand::Node(i) => Ok(self.matched_value(item(i)?)),
            _ => Err(error("a constant operand given a register", None)),
        }
    }

    fn matched_value(&self, m: Matched) -> MOperand {
        match m {
            Matched::Imm(v) => MOperand::Imm(v),
            Matched::Reg(r) => MOperand::Reg(r),
            Matched::Node(n) => {
                let node = self.f.dag.node(n);
                match node.op {
                    Op::BasicBlock => MOperand::Block(node.value as u32),
                    Op::Imm => MOperand::Imm(imm_value(&self.f.dag, n)),
                    _ => MOperand::Imm(node.value),
                }
            }
        }
    }

    /// What operand `o` puts in slot `slot` of `inst`: a register for a
    /// register slot, else a value.
    fn slot_value(
        &self,
        inst: u16,
        slot: usize,
        o: EmitOperand,
        recorded: &[Matched],
        registers: &[Option<u32>],
        temps: &[u32],
    ) -> Result<MOperand, SelectError> {
        if slot_class(self.tables, inst, slot).is_some() {
            self.register_operand(o, recorded, registers, temps)
        } else {
            self.value_operand(o, recorded)
        }
    }

    fn emit(
        &mut self,
        inst: u16,
        operands: &[EmitOperand],
        results: u8,
        recorded: &[Matched],
        registers: &[Option<u32>],
        temps: &mut Vec<u32>,
    ) -> Result<(), SelectError> {
        let info = &self.tables.instructions[inst as usize];
        let mut slots = vec![MOperand::Reg(NO_REGISTER); info.num_slots as usize];
        let mut def_slots = Vec::new();
        let mut outputs = Vec::new();
        for o in &info.operands[..results as usize] {
            let class = slot_class(self.tables, inst, o.first_slot as usize)
                .ok_or_else(|| error(format!("an output of {} is not a register", info.name), None))?;
            let v = self.mf.new_vreg(class);
            slots[o.first_slot as usize] = MOperand::VReg(v);
            def_slots.push(o.first_slot);
            outputs.push(v);
        }
        let mut tied_copies = Vec::new();
        for (o, info_op) in operands.iter().zip(self.inputs(inst, operands.len())) {
            let slot = info_op.first_slot as usize;
            if let EmitOperand::Complex(i, n) = *o {
                for k in 0..n {
                    let m = recorded
                        .get((i + k) as usize)
                        .copied()
                        .ok_or_else(|| error("a complex pattern gave too few parts", None))?;
                    let value = match (slot_class(self.tables, inst, slot + k as usize), m) {
                        (Some(_), Matched::Node(_)) => MOperand::VReg(
                            registers
                                .get((i + k) as usize)
                                .copied()
                                .flatten()
                                .ok_or_else(|| error("unselected address part", None))?,
                        ),
                        _ => self.matched_value(m),
                    };
                    if let Some(s) = slots.get_mut(slot + k as usize) {
                        *s = value;
                    }
                }
                continue;
            }
            if let EmitOperand::Parts(parts) = o {
                for (k, part) in parts.iter().enumerate() {
                    let value = self.slot_value(inst, slot + k, part.clone(), recorded, registers, temps)?;
                    if let Some(s) = slots.get_mut(slot + k) {
                        *s = value;
                    }
                }
                continue;
            }
            let value = self.slot_value(inst, slot, o.clone(), recorded, registers, temps)?;
            match info_op.tied_to {
                Some(out) => {
                    // Two-address: the output starts as this input.
                    let out_vreg =
                        outputs.get(out as usize).copied().ok_or_else(|| error("tied to a missing output", None))?;
                    tied_copies.push(MInst::copy(MOperand::VReg(out_vreg), value));
                    slots[slot] = MOperand::VReg(out_vreg);
                }
                None => slots[slot] = value,
            }
        }
        for c in tied_copies {
            self.push(c);
        }
        self.push(MInst { kind: MKind::Inst(inst), slots, def_slots });
        temps.extend(outputs);
        Ok(())
    }
}

#[cfg(all(test, feature = "x86"))]
mod tests {
    use super::*;
    use crate::isel::text::parse_functions;
    use crate::targets::x86::{Opcode, Reg, TABLES};

    fn selected(text: &str) -> MachineFunction {
        let f = parse_functions("t.dag", text).expect("a valid function").remove(0);
        select_function(&TABLES, &f).expect("selects").0
    }

    fn position(mf: &MachineFunction, op: u16) -> usize {
        mf.insts.iter().position(|i| i.kind == MKind::Inst(op)).expect("the instruction")
    }

    #[test]
    fn a_register_leaf_value_is_copied_right_before_the_instruction_that_reads_it() {
        // (shl GR64:$a, (i64 RCX)) selects shlq %cl, which reads cl.
        let mf = selected("fn f(%a: i64, %n: i64) -> i64 {\nentry:\n  (ret (shl %a %n))\n}\n");
        let shl = position(&mf, Opcode::SHL64rCL.id());
        let copy = &mf.insts[shl - 2];
        assert_eq!((copy.kind, copy.slots[0]), (MKind::Copy, MOperand::Reg(Reg::RCX.id())), "{:?}", mf.insts);
        // Then the tied copy of the shifted value.
        assert!(matches!(mf.insts[shl - 1].slots[..], [MOperand::VReg(_), MOperand::VReg(_)]));
    }

    #[test]
    fn copy_to_reg_fills_the_registers_a_division_reads() {
        let mf = selected("fn f(%a: i64, %b: i64) -> i64 {\nentry:\n  (ret (udiv %a %b))\n}\n");
        let div = position(&mf, Opcode::DIV64r.id());
        let copied: Vec<MOperand> = mf.insts[div - 2..div].iter().map(|i| i.slots[0]).collect();
        assert_eq!(copied, vec![MOperand::Reg(Reg::EDX.id()), MOperand::Reg(Reg::RAX.id())], "{:?}", mf.insts);
        assert_eq!(mf.insts[div + 1].slots[1], MOperand::Reg(Reg::RAX.id()));
    }
}
