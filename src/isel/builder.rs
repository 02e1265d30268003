//! Building a [`Function`] in Rust, node by node, without text.
//!
//! Every method that makes a value returns its [`NodeId`]. Where a value
//! goes, an [`Operand`] is taken: a node, a variable ([`VarId`], read at
//! that point: an [`Op::Var`] node is made there) or an integer literal
//! (`i64`, made there as an `imm` of the type its position gives it, as
//! in the text). Result types follow from the operands, as the text parser
//! infers them, and [`FunctionBuilder::finish`] checks the whole function
//! with [`verify`].
//!
//! Nodes get their ids in the order they are made. The text parser makes
//! them in post-order, operands left to right; build in that order and the
//! function equals the one parsed from its text. Variables and literals
//! passed as operands are made at their place, so only nested operators
//! need building first, which is their order in the text anyway.
//!
//! ```
//! use tdc::isel::builder::FunctionBuilder;
//! use tdc::isel::{Cond, Vt};
//!
//! // fn max(%a: i64, %b: i64) -> i64
//! let mut b = FunctionBuilder::new("max");
//! b.returns(Vt::I64);
//! let a = b.param("a", Vt::I64);
//! let c = b.param("b", Vt::I64);
//! let greater = b.var("c", Vt::I1);
//! let entry = b.block("entry");
//! let then = b.declare_block("then");
//! let other = b.declare_block("other");
//! b.switch_to(entry);
//! let gt = b.setcc(a, c, Cond::Gt);
//! b.assign(greater, gt);
//! b.brcond(greater, then);
//! b.br(other);
//! b.switch_to(then);
//! b.ret(a);
//! b.switch_to(other);
//! b.ret(c);
//! let f = b.finish().unwrap();
//! assert_eq!(tdc::isel::eval::eval(&f, &[3, 9], &mut [], 0), Ok(Some(9)));
//! ```
//!
//! Making a node is a push onto the arena, so large DAGs build quickly:
//! reserve room with [`FunctionBuilder::with_capacity`].

use crate::isel::dag::{Block, Cond, Dag, Ext, Function, MemInfo, Node, NodeId, Op, StackObject, Stmt, Var, Vt};
use crate::isel::text::rules::canonical_imm;
use crate::isel::text::{verify, VerifyError};

/// A variable of the function being built (index into [`Function::vars`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VarId(pub u32);

/// A block of the function being built (index into [`Function::blocks`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BlockId(pub u32);

/// A value operand: a node already made, a variable to read, or a literal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operand {
    /// A node.
    Node(NodeId),
    /// A read of a variable, made when the operand is used.
    Var(VarId),
    /// An integer constant of the type its position gives it (the other
    /// operand's, the result's, i1 for a condition, i64 for an address).
    Int(i64),
}

impl From<i64> for Operand {
    fn from(v: i64) -> Operand {
        Operand::Int(v)
    }
}

impl From<NodeId> for Operand {
    fn from(id: NodeId) -> Operand {
        Operand::Node(id)
    }
}

impl From<VarId> for Operand {
    fn from(var: VarId) -> Operand {
        Operand::Var(var)
    }
}

/// Builds a [`Function`]; see the [module documentation](self).
#[derive(Clone, Debug)]
pub struct FunctionBuilder {
    f: Function,
    current: Option<usize>,
    /// The first misuse (a statement outside any block), reported by
    /// [`FunctionBuilder::finish`].
    misuse: Option<String>,
}

impl FunctionBuilder {
    /// A function named `name`, without parameters, result or blocks.
    pub fn new(name: &str) -> FunctionBuilder {
        FunctionBuilder::with_capacity(name, 0)
    }

    /// As [`FunctionBuilder::new`], with room for `nodes` nodes.
    pub fn with_capacity(name: &str, nodes: usize) -> FunctionBuilder {
        let f = Function {
            name: name.to_string(),
            params: Vec::new(),
            result: None,
            vars: Vec::new(),
            blocks: Vec::new(),
            stack_objects: Vec::new(),
            callees: Vec::new(),
            dag: Dag { nodes: Vec::with_capacity(nodes) },
        };
        FunctionBuilder { f, current: None, misuse: None }
    }

    /// A new stack object of `size` bytes aligned to `align` (a power of
    /// two), and the `frameindex` node of its address.
    pub fn stack_object(&mut self, size: u32, align: u32) -> NodeId {
        let index = self.f.stack_objects.len() as i64;
        self.f.stack_objects.push(StackObject { size, align });
        self.node(Op::FrameIndex, Vt::I64, Vec::new(), index, None)
    }

    /// Sets the result type.
    pub fn returns(&mut self, vt: Vt) -> &mut FunctionBuilder {
        self.f.result = Some(vt);
        self
    }

    /// Adds a parameter.
    pub fn param(&mut self, name: &str, vt: Vt) -> VarId {
        let v = self.new_var(name, vt, false);
        self.f.params.push(v.0);
        v
    }

    /// Adds a `ptr` parameter: an i64 address of the caller's memory.
    pub fn ptr_param(&mut self, name: &str) -> VarId {
        let v = self.new_var(name, Vt::I64, true);
        self.f.params.push(v.0);
        v
    }

    /// Declares a variable to assign (its type fixed here).
    pub fn var(&mut self, name: &str, vt: Vt) -> VarId {
        self.new_var(name, vt, false)
    }

    fn new_var(&mut self, name: &str, vt: Vt, is_pointer: bool) -> VarId {
        self.f.vars.push(Var { name: name.to_string(), vt, is_pointer });
        VarId(self.f.vars.len() as u32 - 1)
    }

    /// Adds a block after the others and makes it the current one.
    pub fn block(&mut self, name: &str) -> BlockId {
        let b = self.declare_block(name);
        self.switch_to(b);
        b
    }

    /// Adds a block after the others, to branch to before it is filled.
    pub fn declare_block(&mut self, name: &str) -> BlockId {
        self.f.blocks.push(Block { name: name.to_string(), stmts: Vec::new() });
        BlockId(self.f.blocks.len() as u32 - 1)
    }

    /// Makes `block` the one statements are appended to.
    pub fn switch_to(&mut self, block: BlockId) {
        self.current = Some(block.0 as usize);
    }

    /// The type of a node.
    pub fn type_of(&self, id: NodeId) -> Vt {
        self.f.dag.nodes.get(id.0 as usize).map_or(Vt::Other, |n| n.vt)
    }

    /// The function so far.
    pub fn function(&self) -> &Function {
        &self.f
    }

    /// Makes a node.
    pub fn node(&mut self, op: Op, vt: Vt, operands: Vec<NodeId>, value: i64, mem: Option<MemInfo>) -> NodeId {
        self.f.dag.add(Node { op, vt, operands, value, mem })
    }

    fn leaf(&mut self, op: Op, value: i64) -> NodeId {
        self.node(op, Vt::Other, Vec::new(), value, None)
    }

    /// Reads a variable.
    pub fn read(&mut self, var: VarId) -> NodeId {
        let vt = self.f.vars.get(var.0 as usize).map_or(Vt::Other, |v| v.vt);
        self.node(Op::Var, vt, Vec::new(), i64::from(var.0), None)
    }

    /// The operand as a node: a variable is read here, a literal made
    /// here (of type `want`; without one it cannot be typed, which
    /// [`FunctionBuilder::finish`] reports).
    pub fn value_as(&mut self, operand: impl Into<Operand>, want: Option<Vt>) -> NodeId {
        match operand.into() {
            Operand::Node(id) => id,
            Operand::Var(var) => self.read(var),
            Operand::Int(v) => match want {
                Some(vt) if vt.is_int() => self.imm(vt, v),
                Some(vt) if vt.is_float() => self.fpimm(vt, v as f64),
                _ => {
                    self.misuse(format!("the type of literal {v} cannot be inferred"));
                    self.imm(Vt::I64, v)
                }
            },
        }
    }

    /// The operand as a node, a literal typed i64.
    pub fn value(&mut self, operand: impl Into<Operand>) -> NodeId {
        self.value_as(operand, Some(Vt::I64))
    }

    /// The type an operand has of its own (`None` for a literal).
    pub fn natural(&self, operand: Operand) -> Option<Vt> {
        match operand {
            Operand::Node(id) => Some(self.type_of(id)),
            Operand::Var(var) => self.f.vars.get(var.0 as usize).map(|v| v.vt),
            Operand::Int(_) => None,
        }
    }

    fn misuse(&mut self, message: String) {
        if self.misuse.is_none() {
            self.misuse = Some(format!("function {}: {message}", self.f.name));
        }
    }

    /// An integer constant (`value` is cut to the type's width).
    pub fn imm(&mut self, vt: Vt, value: i64) -> NodeId {
        self.node(Op::Imm, vt, Vec::new(), canonical_imm(vt, value), None)
    }

    /// A floating-point constant (rounded to f32 for `Vt::F32`).
    pub fn fpimm(&mut self, vt: Vt, value: f64) -> NodeId {
        let bits = if vt == Vt::F32 { i64::from((value as f32).to_bits()) } else { value.to_bits() as i64 };
        self.node(Op::FpImm, vt, Vec::new(), bits, None)
    }

    /// A node whose operands all have its type (add, fma, fneg, ...), or
    /// a shift or rotate (the type of operand 0): the type is the first
    /// operand's that has one, and literals take it.
    pub fn op(&mut self, op: Op, operands: &[Operand]) -> NodeId {
        let typed = if matches!(op, Op::Shl | Op::Srl | Op::Sra | Op::Rotl | Op::Rotr) {
            &operands[..1.min(operands.len())]
        } else {
            operands
        };
        let vt = typed.iter().find_map(|&o| self.natural(o));
        let ids: Vec<NodeId> = operands.iter().map(|&o| self.value_as(o, vt)).collect();
        self.node(op, vt.unwrap_or(Vt::Other), ids, 0, None)
    }

    /// The type a pair of compared operands shares.
    fn pair_type(&self, a: Operand, b: Operand) -> Option<Vt> {
        self.natural(a).or_else(|| self.natural(b))
    }

    fn binary(&mut self, op: Op, a: impl Into<Operand>, b: impl Into<Operand>) -> NodeId {
        self.op(op, &[a.into(), b.into()])
    }

    /// A conversion to `vt`: sext, zext, anyext, trunc, bitconvert,
    /// sint_to_fp, fp_to_sint.
    pub fn convert(&mut self, op: Op, vt: Vt, a: impl Into<Operand>) -> NodeId {
        let a = self.value_as(a, None);
        self.node(op, vt, vec![a], 0, None)
    }

    /// `(sext_inreg A FROM)`.
    pub fn sext_inreg(&mut self, a: impl Into<Operand>, from: Vt) -> NodeId {
        let a = self.value_as(a, None);
        let vt = self.type_of(a);
        let t = self.leaf(Op::ValueType, from.index());
        self.node(Op::SextInreg, vt, vec![a, t], 0, None)
    }

    /// `(setcc A B COND)`, an i1.
    pub fn setcc(&mut self, a: impl Into<Operand>, b: impl Into<Operand>, cond: Cond) -> NodeId {
        self.setcc_as(Vt::I1, a, b, cond)
    }

    /// `(setcc:VT A B COND)`: 1 or 0 in `vt`.
    pub fn setcc_as(&mut self, vt: Vt, a: impl Into<Operand>, b: impl Into<Operand>, cond: Cond) -> NodeId {
        let (a, b) = (a.into(), b.into());
        let pair = self.pair_type(a, b);
        let a = self.value_as(a, pair);
        let b = self.value_as(b, pair);
        let c = self.cond(cond);
        self.node(Op::SetCC, vt, vec![a, b, c], 0, None)
    }

    fn cond(&mut self, cond: Cond) -> NodeId {
        self.leaf(Op::CondCode, cond.index())
    }

    /// `(select C A B)`.
    pub fn select(&mut self, c: impl Into<Operand>, a: impl Into<Operand>, b: impl Into<Operand>) -> NodeId {
        let (a, b) = (a.into(), b.into());
        let vt = self.pair_type(a, b);
        let c = self.value_as(c, Some(Vt::I1));
        let a = self.value_as(a, vt);
        let b = self.value_as(b, vt);
        self.node(Op::Select, vt.unwrap_or(Vt::Other), vec![c, a, b], 0, None)
    }

    /// `(load:VT P)`.
    pub fn load(&mut self, vt: Vt, ptr: impl Into<Operand>) -> NodeId {
        self.ext_load(Ext::None, vt, vt, ptr)
    }

    /// `(sextload:VT:MEMVT P)` and the other extending loads.
    pub fn ext_load(&mut self, ext: Ext, vt: Vt, mem_vt: Vt, ptr: impl Into<Operand>) -> NodeId {
        let p = self.value(ptr);
        self.node(Op::Load, vt, vec![p], 0, Some(MemInfo { vt: mem_vt, ext }))
    }

    fn statement(&mut self, stmt: Stmt) {
        match self.current.and_then(|b| self.f.blocks.get_mut(b)) {
            Some(block) => block.stmts.push(stmt),
            None => self.misuse("a statement before any block".to_string()),
        }
    }

    fn effect(&mut self, op: Op, operands: Vec<NodeId>, mem: Option<MemInfo>) {
        let id = self.node(op, Vt::Other, operands, 0, mem);
        self.statement(Stmt::Effect(id));
    }

    /// `%var = VALUE`.
    pub fn assign(&mut self, var: VarId, value: impl Into<Operand>) {
        let want = self.f.vars.get(var.0 as usize).map(|v| v.vt);
        let value = self.value_as(value, want);
        self.statement(Stmt::Assign { var: var.0, value });
    }

    /// `(store V P)`.
    pub fn store(&mut self, v: impl Into<Operand>, ptr: impl Into<Operand>) {
        let v = self.value_as(v, None);
        let p = self.value(ptr);
        let vt = self.type_of(v);
        self.effect(Op::Store, vec![v, p], Some(MemInfo { vt, ext: Ext::None }));
    }

    /// `(truncstore:MEMVT V P)`.
    pub fn truncstore(&mut self, mem_vt: Vt, v: impl Into<Operand>, ptr: impl Into<Operand>) {
        let v = self.value_as(v, None);
        let p = self.value(ptr);
        self.effect(Op::Store, vec![v, p], Some(MemInfo { vt: mem_vt, ext: Ext::Trunc }));
    }

    fn block_node(&mut self, block: BlockId) -> NodeId {
        self.leaf(Op::BasicBlock, i64::from(block.0))
    }

    /// `(br LABEL)`.
    pub fn br(&mut self, block: BlockId) {
        let b = self.block_node(block);
        self.effect(Op::Br, vec![b], None);
    }

    /// `(brcond C LABEL)`.
    pub fn brcond(&mut self, c: impl Into<Operand>, block: BlockId) {
        let c = self.value_as(c, Some(Vt::I1));
        let b = self.block_node(block);
        self.effect(Op::BrCond, vec![c, b], None);
    }

    /// `(br_cc COND A B LABEL)`.
    pub fn br_cc(&mut self, cond: Cond, a: impl Into<Operand>, b: impl Into<Operand>, block: BlockId) {
        let (a, b) = (a.into(), b.into());
        let pair = self.pair_type(a, b);
        let c = self.cond(cond);
        let a = self.value_as(a, pair);
        let b = self.value_as(b, pair);
        let target = self.block_node(block);
        self.effect(Op::BrCC, vec![c, a, b, target], None);
    }

    /// The `call` node of `callee` with `args` (a literal is i64), of
    /// result type `result` (`Vt::Other` for none).
    fn call_node(&mut self, callee: &str, args: Vec<Operand>, result: Vt) -> NodeId {
        let args = args.into_iter().map(|a| self.value_as(a, Some(Vt::I64))).collect();
        let index = self.f.callee_index(callee);
        self.node(Op::Call, result, args, index, None)
    }

    /// `%var = (call:VT CALLEE ARGS...)`, VT the variable's type: a call of
    /// the function named `callee` (of the same module, or an external
    /// symbol), whose result goes into `var`.
    pub fn call(&mut self, var: VarId, callee: &str, args: Vec<Operand>) {
        let vt = self.f.vars.get(var.0 as usize).map_or(Vt::Other, |v| v.vt);
        let value = self.call_node(callee, args, vt);
        self.statement(Stmt::Assign { var: var.0, value });
    }

    /// `(call CALLEE ARGS...)`: a call whose result, if any, is not kept.
    pub fn call_void(&mut self, callee: &str, args: Vec<Operand>) {
        let id = self.call_node(callee, args, Vt::Other);
        self.statement(Stmt::Effect(id));
    }

    /// `(ret V)`.
    pub fn ret(&mut self, v: impl Into<Operand>) {
        let v = self.value_as(v, self.f.result);
        self.effect(Op::Ret, vec![v], None);
    }

    /// `(ret)`.
    pub fn ret_void(&mut self) {
        self.effect(Op::Ret, Vec::new(), None);
    }

    /// The function, when it passes [`verify`].
    pub fn finish(self) -> Result<Function, VerifyError> {
        if let Some(message) = self.misuse {
            return Err(VerifyError::new(crate::isel::text::codes::STATEMENT_KIND, message));
        }
        verify(&self.f)?;
        Ok(self.f)
    }
}

macro_rules! binary_ops {
    ($($(#[$doc:meta])* $name:ident => $op:ident,)*) => {
        impl FunctionBuilder {
            $(
                $(#[$doc])*
                pub fn $name(&mut self, a: impl Into<Operand>, b: impl Into<Operand>) -> NodeId {
                    self.binary(Op::$op, a, b)
                }
            )*
        }
    };
}

binary_ops! {
    /// `(add A B)`.
    add => Add,
    /// `(sub A B)`.
    sub => Sub,
    /// `(mul A B)`.
    mul => Mul,
    /// `(sdiv A B)`.
    sdiv => SDiv,
    /// `(udiv A B)`.
    udiv => UDiv,
    /// `(srem A B)`.
    srem => SRem,
    /// `(urem A B)`.
    urem => URem,
    /// `(and A B)`.
    and => And,
    /// `(or A B)`.
    or => Or,
    /// `(xor A B)`.
    xor => Xor,
    /// `(shl A N)`.
    shl => Shl,
    /// `(srl A N)`.
    srl => Srl,
    /// `(sra A N)`.
    sra => Sra,
    /// `(rotl A N)`.
    rotl => Rotl,
    /// `(rotr A N)`.
    rotr => Rotr,
    /// `(fadd A B)`.
    fadd => FAdd,
    /// `(fsub A B)`.
    fsub => FSub,
    /// `(fmul A B)`.
    fmul => FMul,
    /// `(fdiv A B)`.
    fdiv => FDiv,
}

macro_rules! unary_ops {
    ($($(#[$doc:meta])* $name:ident => $op:ident,)*) => {
        impl FunctionBuilder {
            $(
                $(#[$doc])*
                pub fn $name(&mut self, a: impl Into<Operand>) -> NodeId {
                    let a = a.into();
                    self.op(Op::$op, &[a])
                }
            )*
        }
    };
}

unary_ops! {
    /// `(ctlz A)`.
    ctlz => Ctlz,
    /// `(cttz A)`.
    cttz => Cttz,
    /// `(ctpop A)`.
    ctpop => Ctpop,
    /// `(bswap A)`.
    bswap => Bswap,
    /// `(fneg A)`.
    fneg => FNeg,
}

macro_rules! conversions {
    ($($(#[$doc:meta])* $name:ident => $op:ident,)*) => {
        impl FunctionBuilder {
            $(
                $(#[$doc])*
                pub fn $name(&mut self, vt: Vt, a: impl Into<Operand>) -> NodeId {
                    self.convert(Op::$op, vt, a)
                }
            )*
        }
    };
}

conversions! {
    /// `(sext:VT A)`.
    sext => Sext,
    /// `(zext:VT A)`.
    zext => Zext,
    /// `(anyext:VT A)`.
    anyext => Anyext,
    /// `(trunc:VT A)`.
    trunc => Trunc,
    /// `(bitconvert:VT A)`.
    bitconvert => Bitconvert,
    /// `(sint_to_fp:VT A)`.
    sint_to_fp => SintToFp,
    /// `(fp_to_sint:VT A)`.
    fp_to_sint => FpToSint,
}

impl FunctionBuilder {
    /// `(fma A B C)`: `a * b + c`, rounded once.
    pub fn fma(&mut self, a: impl Into<Operand>, b: impl Into<Operand>, c: impl Into<Operand>) -> NodeId {
        self.op(Op::Fma, &[a.into(), b.into(), c.into()])
    }
}
