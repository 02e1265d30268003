//! Instruction selection: a DAG per function ([`dag`]), matched against the
//! patterns of a target's `.td` by the generated matcher tables.

pub mod builder;
pub mod dag;
pub mod eval;
pub mod explain;
pub mod legalize;
pub mod link;
pub mod lower;
pub mod matcher;
pub mod mir;
pub mod module;
pub mod regalloc;
pub mod report;
pub mod select;
pub mod tables;
pub mod text;

pub use builder::{BlockId, FunctionBuilder, Operand, VarId};
pub use dag::{Block, Cond, Dag, Ext, Function, MemInfo, Node, NodeId, Op, StackObject, Stmt, Var, Vt};
pub use eval::{eval, eval_module, EvalError, Module};
pub use text::{parse_functions, print_function, print_functions, DagDiagnostic};
