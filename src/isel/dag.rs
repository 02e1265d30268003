//! The selection DAG of one function: nodes in an arena, shared between
//! statements of blocks. A statement either assigns a node's value to a
//! variable (which later statements and other blocks read with
//! [`Op::Var`]) or is a root with an effect (store, branch, return).
//! Statements run in order, so loads and stores keep the order they are
//! written in; within a statement, a node used twice is computed once.

pub use tdc_schema::vocab::{Cond, Ext, Op, Vt};

/// The memory access of a load or store.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MemInfo {
    /// The type in memory.
    pub vt: Vt,
    /// Extension or truncation between memory and value.
    pub ext: Ext,
}

/// The value of a `call` node that calls the address in its first
/// operand (its other operands are the arguments) rather than a callee.
pub const INDIRECT: i64 = -1;

/// A node of a [`Dag`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct NodeId(pub u32);

/// A DAG node.
#[derive(Clone, PartialEq, Debug)]
pub struct Node {
    /// The operator.
    pub op: Op,
    /// The result type (`Other` for nodes without a value).
    pub vt: Vt,
    /// Operand nodes.
    pub operands: Vec<NodeId>,
    /// A leaf's meaning: constant, variable, block, condition code, type.
    pub value: i64,
    /// The access of a load or store.
    pub mem: Option<MemInfo>,
}

/// The arena of a function's nodes.
#[derive(Clone, Default, Debug, PartialEq)]
pub struct Dag {
    /// Nodes by [`NodeId`].
    pub nodes: Vec<Node>,
}

impl Node {
    /// The arguments of a `call` node (after the address of an indirect
    /// one).
    pub fn call_arguments(&self) -> &[NodeId] {
        if self.value == INDIRECT {
            self.operands.get(1..).unwrap_or(&[])
        } else {
            &self.operands
        }
    }
}

impl Dag {
    /// The node `id`.
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.0 as usize]
    }

    /// Adds a node.
    pub fn add(&mut self, node: Node) -> NodeId {
        self.nodes.push(node);
        NodeId(self.nodes.len() as u32 - 1)
    }

    /// Operand `i` of node `id`, if it has one.
    pub fn operand(&self, id: NodeId, i: usize) -> Option<NodeId> {
        self.node(id).operands.get(i).copied()
    }

    /// The condition code a `CondCode` leaf names.
    pub fn cond_code(&self, id: NodeId) -> Option<Cond> {
        let n = self.node(id);
        (n.op == Op::CondCode).then(|| usize::try_from(n.value).ok().and_then(|i| Cond::ALL.get(i).copied())).flatten()
    }

    /// The type a `ValueType` leaf names.
    pub fn value_type(&self, id: NodeId) -> Option<Vt> {
        let n = self.node(id);
        (n.op == Op::ValueType).then(|| usize::try_from(n.value).ok().and_then(|i| Vt::ALL.get(i).copied())).flatten()
    }

    /// The constant value of an `imm` node.
    pub fn constant(&self, id: NodeId) -> Option<i64> {
        let n = self.node(id);
        (n.op == Op::Imm).then_some(n.value)
    }
}

/// A variable: a parameter or a name assigned by a statement.
#[derive(Clone, PartialEq, Debug)]
pub struct Var {
    /// Its name, without `%`.
    pub name: String,
    /// Its type.
    pub vt: Vt,
    /// A parameter written `ptr`: an `i64` address of the caller's memory.
    pub is_pointer: bool,
}

/// A statement of a block.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Stmt {
    /// `%var = node`.
    Assign {
        /// The variable (index into [`Function::vars`]).
        var: u32,
        /// Its new value.
        value: NodeId,
    },
    /// A node with an effect: store, br, brcond, br_cc, ret, or a call
    /// whose result is not kept.
    Effect(NodeId),
}

/// A basic block.
#[derive(Clone, PartialEq, Debug)]
pub struct Block {
    /// Its label.
    pub name: String,
    /// Statements in order. A block without a branch or return at its end
    /// falls through to the next.
    pub stmts: Vec<Stmt>,
}

/// Bytes of the function's stack frame that a `frameindex` node names:
/// `(frameindex SIZE ALIGN)` in the text form.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct StackObject {
    /// Its size in bytes (at least 1).
    pub size: u32,
    /// Its alignment in bytes, a power of two.
    pub align: u32,
}

/// A function: parameters, result type, blocks and their DAG.
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    /// Its name.
    pub name: String,
    /// Parameters, in order (indices into `vars`).
    pub params: Vec<u32>,
    /// The result type, if it returns a value.
    pub result: Option<Vt>,
    /// Parameters and assigned names.
    pub vars: Vec<Var>,
    /// Blocks; the first is the entry.
    pub blocks: Vec<Block>,
    /// The function's stack objects; a `frameindex` node's value is the
    /// index of the one whose address it is.
    pub stack_objects: Vec<StackObject>,
    /// The names of the functions it calls; a `call` node's value is the
    /// index of its callee's, or [`INDIRECT`].
    pub callees: Vec<String>,
    /// The nodes.
    pub dag: Dag,
}

impl Function {
    /// The index of callee `name` in [`Function::callees`], added if it is
    /// not there yet (what a `call` node's value holds).
    pub fn callee_index(&mut self, name: &str) -> i64 {
        let at = self.callees.iter().position(|c| c == name).unwrap_or_else(|| {
            self.callees.push(name.to_string());
            self.callees.len() - 1
        });
        at as i64
    }
}
