//! Instruction selection: a DAG per function ([`dag`]), matched against the
//! patterns of a target's `.td` by the generated matcher tables.

pub mod dag;
pub mod matcher;
pub mod mir;
pub mod lower;
pub mod regalloc;
pub mod select;
pub mod tables;

pub use dag::{Block, Cond, Dag, Ext, Function, MemInfo, Node, NodeId, Op, Stmt, Var, Vt};
