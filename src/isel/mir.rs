//! Machine instructions with virtual registers: what selection produces
//! and register allocation rewrites. Operands follow the slots of the
//! target's MCInst, so that after allocation an instruction is an MCInst.

/// An operand slot.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MOperand {
    /// A virtual register (index into [`MachineFunction::vreg_classes`]).
    VReg(u32),
    /// A physical register (`NO_REGISTER` for an empty slot).
    Reg(u16),
    /// A constant.
    Imm(i64),
    /// The address of a block (a branch target).
    Block(u32),
}

/// What a machine instruction is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MKind {
    /// A target instruction.
    Inst(u16),
    /// `slots[0] = slots[1]`, registers of any class.
    Copy,
    /// The start of block `n`.
    Label(u32),
    /// An unconditional branch to block `n`.
    Jump(u32),
    /// Return from the function (the result is already in its register).
    Return,
    /// `slots[0] =` the value in spill slot `n` (a reload).
    LoadSlot(u32),
    /// Spill slot `n` `= slots[0]`.
    StoreSlot(u32),
    /// `slots[0] =` the address of stack object `n`.
    FrameAddress(u32),
    /// `slots[0]` stored as stack argument `n` of the next call (the
    /// arguments after those passed in registers).
    StackArgument(u32),
    /// `slots[0] =` the function's own stack parameter `n` (its
    /// parameters after those passed in registers), from its caller's frame.
    StackParameter(u32),
    /// A call of callee `n` (an index into
    /// [`MachineFunction::callees`]); the slots are the argument
    /// registers it reads. It writes every register the calling convention
    /// does not preserve.
    Call(u32),
    /// A call of the address in `slots[0]`; the other slots are the
    /// argument registers it reads. It writes what [`MKind::Call`] writes.
    CallIndirect,
}

/// A machine instruction.
#[derive(Clone, PartialEq, Debug)]
pub struct MInst {
    /// What it is.
    pub kind: MKind,
    /// Operand slots.
    pub slots: Vec<MOperand>,
    /// Which slots it writes.
    pub def_slots: Vec<u8>,
}

impl MInst {
    /// A copy `dst = src`.
    pub fn copy(dst: MOperand, src: MOperand) -> MInst {
        MInst { kind: MKind::Copy, slots: vec![dst, src], def_slots: vec![0] }
    }

    /// Whether slot `i` is written.
    pub fn is_def(&self, i: usize) -> bool {
        self.def_slots.contains(&(i as u8))
    }
}

/// A function of machine instructions, blocks marked by labels.
#[derive(Clone, Debug, Default)]
pub struct MachineFunction {
    /// Its name.
    pub name: String,
    /// Instructions in layout order.
    pub insts: Vec<MInst>,
    /// The register class of each virtual register.
    pub vreg_classes: Vec<u16>,
    /// How many blocks (labels) it has.
    pub blocks: u32,
    /// The stack objects [`MKind::FrameAddress`] names.
    pub stack_objects: Vec<crate::isel::dag::StackObject>,
    /// The names of the functions [`MKind::Call`] calls.
    pub callees: Vec<String>,
}

impl MachineFunction {
    /// Whether the function makes calls (so it needs a frame that keeps
    /// its return address and the stack aligned).
    pub fn makes_calls(&self) -> bool {
        self.insts.iter().any(|i| matches!(i.kind, MKind::Call(_) | MKind::CallIndirect))
    }

    /// A new virtual register of `class`.
    pub fn new_vreg(&mut self, class: u16) -> u32 {
        self.vreg_classes.push(class);
        self.vreg_classes.len() as u32 - 1
    }
}
