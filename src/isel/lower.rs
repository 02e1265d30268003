//! From allocated machine instructions to machine code: the target's
//! [`Lowering`] writes copies, jumps, calls, stack arguments, the prologue
//! and the epilogue; every
//! other instruction is already an MCInst once its virtual registers are
//! replaced. The MCInsts go to tdc's assembler as a [`Program`], so
//! branches are resolved (and grown) as in any other source, without
//! printing and parsing them; the printed form is kept for listings.

use super::dag::{Function, StackObject};
use super::legalize::{select_legalized, Fallback};
use super::mir::{MKind, MOperand, MachineFunction};
use super::regalloc::{allocate, Allocation};
use super::select::{SelectError, Selected};
use crate::asm::{Program, Statement};
use crate::mc::symbols::Symbols;
use crate::mc::tables::TargetTables;
use crate::mc::{MCInst, MCOperand};

/// What a target writes by hand around the selected instructions.
pub trait Lowering: Sync {
    /// The target's tables.
    fn tables(&self) -> &'static TargetTables;
    /// Instructions copying `src` into `dst` (registers of any classes of
    /// the target's integer registers; the value's low bits matter).
    fn copy(&self, dst: u16, src: u16) -> Result<Vec<MCInst>, SelectError>;
    /// An unconditional branch to `target` (a symbol operand).
    fn jump(&self, target: MCOperand) -> MCInst;
    /// Instructions calling `callee` (a symbol operand), a function of the
    /// same program or, when `external`, one a linker or JIT resolves.
    fn call(&self, callee: MCOperand, external: bool) -> Vec<MCInst>;
    /// Instructions calling the address in `reg` (every register the call
    /// clobbers but the argument registers is free to use), or an error
    /// where the target has no indirect call.
    fn call_indirect(&self, reg: u16) -> Result<Vec<MCInst>, SelectError>;
    /// Instructions at the entry: save the callee-saved registers the
    /// function writes and make room for its local area (spill slots and
    /// stack objects), or an error when the frame passes the target's
    /// limits.
    fn prologue(&self, frame: &Frame) -> Result<Vec<MCInst>, SelectError>;
    /// Instructions freeing the frame, restoring the saved registers and
    /// returning.
    fn epilogue(&self, frame: &Frame) -> Vec<MCInst>;
    /// Whether `reg` can be stored to a [`SPILL_SLOT_BYTES`] stack slot
    /// and loaded back whole.
    fn has_spill_form(&self, reg: u16) -> bool;
    /// Whether values of register class `class` can be spilled: every
    /// register of the class can.
    fn can_spill(&self, class: u16) -> bool {
        let class = self.tables().reg_classes.get(class as usize);
        class.is_some_and(|c| c.members.iter().all(|&r| self.has_spill_form(r)))
    }
    /// Instructions loading `reg` from spill slot `slot` of `frame`, or
    /// storing it there when `load` is false.
    fn slot_access(&self, reg: u16, slot: u32, frame: &Frame, load: bool) -> Result<Vec<MCInst>, SelectError>;
    /// Instructions storing `reg` (of the value's register class
    /// `class`) as stack argument `n` of a call (into the outgoing area at
    /// the bottom of `frame`), or, when `incoming`, loading the function's
    /// own stack parameter `n` from its caller's frame; an error where the
    /// ABI passes no argument on the stack.
    fn stack_argument(
        &self,
        reg: u16,
        class: u16,
        n: u32,
        frame: &Frame,
        incoming: bool,
    ) -> Result<Vec<MCInst>, SelectError>;
    /// Instructions writing into `reg` the address `offset` bytes into the
    /// local area of `frame` (a stack object's).
    fn frame_address(&self, reg: u16, offset: u32, frame: &Frame) -> Result<Vec<MCInst>, SelectError>;
    /// Checks the frames of functions compiled together against a limit
    /// on the stack a chain of calls takes (BPF's verifier sums them):
    /// `calls[i]` are the functions of the module that function `i` calls.
    /// Nothing by default.
    fn check_call_chains(
        &self,
        _functions: &[super::module::ModuleFunction],
        _calls: &[Vec<usize>],
    ) -> Result<(), SelectError> {
        Ok(())
    }
    /// A register that discards what is written to it, for a result of
    /// register class `class` that nothing reads (a compare's difference
    /// into the zero register), if the target has one for that class.
    fn unread_result(&self, _class: u16) -> Option<u16> {
        None
    }
}

/// Bytes of a spill slot: every spillable class fits in 8 bytes.
pub const SPILL_SLOT_BYTES: u32 = 8;

/// What a function's stack frame holds besides the return address: the
/// saved registers, and the local area, which starts with the spill
/// slots and goes on with the stack objects, each at its alignment.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Frame {
    /// Callee-saved registers the function writes, saved at the entry.
    pub saved: Vec<u16>,
    /// Spill slots, [`SPILL_SLOT_BYTES`] each, from the area's start.
    pub spill_slots: u32,
    /// Where each stack object starts within the local area.
    pub object_offsets: Vec<u32>,
    /// Bytes of the local area (above the outgoing arguments).
    pub local_bytes: u32,
    /// The alignment the local area's start needs (at least 8).
    pub align: u32,
    /// Whether the function makes calls: it keeps its return address and
    /// an aligned stack pointer across them, and has no red zone.
    pub calls: bool,
    /// Stack argument slots (8 bytes each) its calls need at most.
    pub outgoing: u32,
}

impl Frame {
    /// The frame of a function that saves `saved`, spills to `spill_slots`
    /// slots and has `objects`.
    pub fn new(saved: Vec<u16>, spill_slots: u32, objects: &[StackObject]) -> Frame {
        let mut end = u64::from(spill_slots) * u64::from(SPILL_SLOT_BYTES);
        let mut align = SPILL_SLOT_BYTES;
        let mut object_offsets = Vec::with_capacity(objects.len());
        for o in objects {
            let a = u64::from(o.align.max(1));
            let start = end.div_ceil(a) * a;
            object_offsets.push(u32::try_from(start).unwrap_or(u32::MAX));
            end = start + u64::from(o.size);
            align = align.max(o.align);
        }
        let local_bytes = u32::try_from(end).unwrap_or(u32::MAX);
        Frame { saved, spill_slots, object_offsets, local_bytes, align, calls: false, outgoing: 0 }
    }

    /// The frame of an allocated function.
    pub fn of(a: &Allocation, mf: &MachineFunction) -> Frame {
        let frame = Frame::new(a.callee_saved_used.clone(), a.spill_slots, &mf.stack_objects);
        let outgoing = mf
            .insts
            .iter()
            .filter_map(|i| if let MKind::StackArgument(n) = i.kind { Some(n + 1) } else { None })
            .max()
            .unwrap_or(0);
        Frame { calls: mf.makes_calls(), outgoing, ..frame }
    }

    /// Where spill slot `slot` starts within the local area.
    pub fn slot_offset(slot: u32) -> u32 {
        slot * SPILL_SLOT_BYTES
    }

    /// An error unless the local area's start needs at most `stack_align`
    /// bytes of alignment (what the stack pointer keeps).
    pub fn check_align(&self, stack_align: u32) -> Result<(), SelectError> {
        if self.align <= stack_align {
            return Ok(());
        }
        Err(super::select::error(
            format!("a stack object aligned to {} bytes: the stack keeps {stack_align}", self.align),
            None,
        ))
    }
}

/// A compiled function.
#[derive(Clone, Debug)]
pub struct Compiled {
    /// The instructions, as the assembler took them.
    pub program: Program,
    /// The same as assembly text, as tdc's assembler reads it.
    pub assembly: String,
    /// The machine code of `.text` (position-independent, no relocations).
    pub code: Vec<u8>,
    /// Which pattern selected each node (of the legalized function).
    pub selected: Selected,
    /// The nodes no pattern matched, and what they were expanded into.
    pub fallbacks: Vec<Fallback>,
    /// How many machine instructions selection made (before copies are
    /// removed).
    pub machine_instructions: usize,
    /// How many values were spilled to stack slots.
    pub spills: u32,
    /// How many were rematerialised instead.
    pub rematerialised: u32,
}

/// A function selected and allocated, not yet written out.
pub struct Allocated {
    /// The machine function, with spill code.
    pub machine: MachineFunction,
    /// Its registers and frame.
    pub allocation: Allocation,
    /// Which pattern selected each node.
    pub selected: Selected,
    /// The expansions selection needed.
    pub fallbacks: Vec<Fallback>,
    /// Machine instructions selection made (before spill code).
    pub machine_instructions: usize,
}

/// Legalizes, selects and allocates `f`.
pub fn select_and_allocate(lowering: &dyn Lowering, f: &Function) -> Result<Allocated, SelectError> {
    let tables = lowering.tables();
    let legal = select_legalized(tables, f)?;
    let mut machine = legal.machine;
    let machine_instructions = machine.insts.len();
    let cc =
        tables.selection.calling.as_ref().ok_or_else(|| crate::isel::select::error("no calling convention", None))?;
    let allocation = allocate(tables, cc, &mut machine, &|class| lowering.can_spill(class))?;
    Ok(Allocated { machine, allocation, selected: legal.selected, fallbacks: legal.fallbacks, machine_instructions })
}

/// Selects, allocates and assembles `f`, which may call itself but no
/// other function (see [`super::module::compile_module`]).
pub fn compile(lowering: &dyn Lowering, f: &Function) -> Result<Compiled, SelectError> {
    let tables = lowering.tables();
    let a = select_and_allocate(lowering, f)?;
    let program = program(lowering, &a.machine, &a.allocation)?;
    let code = assemble(tables, &program)?;
    Ok(Compiled {
        assembly: program.print(tables),
        program,
        code,
        selected: a.selected,
        fallbacks: a.fallbacks,
        machine_instructions: a.machine_instructions,
        spills: a.allocation.spill_slots,
        rematerialised: a.allocation.rematerialised,
    })
}

pub(super) fn failure(message: String) -> SelectError {
    super::select::error(message, None)
}

/// The assembly text of an allocated function.
pub fn assembly(lowering: &dyn Lowering, mf: &MachineFunction, a: &Allocation) -> Result<String, SelectError> {
    Ok(program(lowering, mf, a)?.print(lowering.tables()))
}

/// The instructions of an allocated function: its label, the prologue,
/// the blocks (each after its label) and the epilogues. Every callee but
/// the function itself is external.
pub fn program(lowering: &dyn Lowering, mf: &MachineFunction, a: &Allocation) -> Result<Program, SelectError> {
    let mut program = Program { symbols: Symbols::default(), statements: Vec::new() };
    emit_function(lowering, mf, a, &|name| name == mf.name, &mut program)?;
    Ok(program)
}

/// Appends an allocated function to `program`; `is_local` says which
/// callees the program defines.
pub fn emit_function(
    lowering: &dyn Lowering,
    mf: &MachineFunction,
    a: &Allocation,
    is_local: &dyn Fn(&str) -> bool,
    program: &mut Program,
) -> Result<(), SelectError> {
    let symbols = &mut program.symbols;
    let function = symbols.intern(&mf.name);
    let labels: Vec<u32> = (0..mf.blocks).map(|b| symbols.intern(&format!(".LBB_{}_{b}", mf.name))).collect();
    let callees: Vec<u32> = mf.callees.iter().map(|c| symbols.intern(c)).collect();
    let frame = Frame::of(a, mf);
    let out = &mut program.statements;
    out.push(Statement::Label(function));
    out.extend(lowering.prologue(&frame)?.into_iter().map(Statement::Inst));
    let read = read_vregs(mf);
    let reg = |o: MOperand| -> MCOperand {
        match o {
            MOperand::VReg(v) => MCOperand::Reg(a.registers[v as usize]),
            MOperand::Reg(r) => MCOperand::Reg(r),
            MOperand::Imm(v) => MCOperand::Imm(v),
            MOperand::Block(b) => MCOperand::Expr { symbol: labels[b as usize], addend: 0, modifier: 0 },
        }
    };
    for inst in &mf.insts {
        match inst.kind {
            MKind::Label(b) => out.push(Statement::Label(labels[b as usize])),
            MKind::Copy => {
                let (MCOperand::Reg(dst), MCOperand::Reg(src)) = (reg(inst.slots[0]), reg(inst.slots[1])) else {
                    return Err(failure("a copy of a non-register".into()));
                };
                if dst != src {
                    out.extend(lowering.copy(dst, src)?.into_iter().map(Statement::Inst));
                }
            }
            MKind::Jump(b) => out.push(Statement::Inst(lowering.jump(reg(MOperand::Block(b))))),
            MKind::Return => out.extend(lowering.epilogue(&frame).into_iter().map(Statement::Inst)),
            MKind::Call(c) => {
                let name = mf.callees.get(c as usize).ok_or_else(|| failure(format!("callee {c} does not exist")))?;
                let callee = MCOperand::Expr { symbol: callees[c as usize], addend: 0, modifier: 0 };
                out.extend(lowering.call(callee, !is_local(name)).into_iter().map(Statement::Inst));
            }
            MKind::CallIndirect => {
                let MCOperand::Reg(r) = reg(inst.slots[0]) else {
                    return Err(failure("an indirect call through a non-register".into()));
                };
                out.extend(lowering.call_indirect(r)?.into_iter().map(Statement::Inst));
            }
            MKind::FrameAddress(object) => {
                let MCOperand::Reg(r) = reg(inst.slots[0]) else {
                    return Err(failure("a frame address in a non-register".into()));
                };
                let offset = frame
                    .object_offsets
                    .get(object as usize)
                    .copied()
                    .ok_or_else(|| failure(format!("stack object {object} does not exist")))?;
                out.extend(lowering.frame_address(r, offset, &frame)?.into_iter().map(Statement::Inst));
            }
            MKind::StackArgument(n) | MKind::StackParameter(n) => {
                let (MCOperand::Reg(r), MOperand::VReg(v)) = (reg(inst.slots[0]), inst.slots[0]) else {
                    return Err(failure("a stack argument in a non-register".into()));
                };
                let class = mf.vreg_classes[v as usize];
                let incoming = matches!(inst.kind, MKind::StackParameter(_));
                out.extend(lowering.stack_argument(r, class, n, &frame, incoming)?.into_iter().map(Statement::Inst));
            }
            MKind::LoadSlot(slot) | MKind::StoreSlot(slot) => {
                let MCOperand::Reg(r) = reg(inst.slots[0]) else {
                    return Err(failure("a spill of a non-register".into()));
                };
                let load = matches!(inst.kind, MKind::LoadSlot(_));
                out.extend(lowering.slot_access(r, slot, &frame, load)?.into_iter().map(Statement::Inst));
            }
            MKind::Inst(op) => {
                let unread = |s: MOperand| match s {
                    MOperand::VReg(v) if !read[v as usize] => {
                        mf.vreg_classes.get(v as usize).and_then(|&c| lowering.unread_result(c)).map(MCOperand::Reg)
                    }
                    _ => None,
                };
                let slots = inst.slots.iter().map(|&s| unread(s).unwrap_or_else(|| reg(s)));
                out.push(Statement::Inst(MCInst::with_operands(op, slots)));
            }
        }
    }
    Ok(())
}

/// Which virtual registers some instruction reads.
fn read_vregs(mf: &MachineFunction) -> Vec<bool> {
    let mut read = vec![false; mf.vreg_classes.len()];
    for inst in &mf.insts {
        for (i, s) in inst.slots.iter().enumerate() {
            if let (MOperand::VReg(v), false) = (*s, inst.is_def(i)) {
                if let Some(r) = read.get_mut(v as usize) {
                    *r = true;
                }
            }
        }
    }
    read
}

/// The `.text` bytes of the program, which must need no relocation.
fn assemble(tables: &'static TargetTables, program: &Program) -> Result<Vec<u8>, SelectError> {
    let (mut asm, relocations) =
        crate::asm::assemble_program_resolved(tables, program, crate::asm::AsmOptions::default());
    if let Some(e) = asm.errors.first() {
        return Err(failure(format!("the selected code does not assemble: {}", e.render("selected.s"))));
    }
    let text = asm.sections.iter().position(|s| s.name == ".text");
    let needs_relocation = text.and_then(|i| relocations.as_ref()?.get(i)).is_some_and(|r| !r.is_empty());
    if needs_relocation {
        return Err(failure("the selected code refers to symbols outside it".into()));
    }
    Ok(text.map(|i| std::mem::take(&mut asm.sections[i].data)).unwrap_or_default())
}
