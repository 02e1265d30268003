//! Instruction selection: a DAG per function ([`dag`]), matched against the
//! patterns of a target's `.td` by the generated matcher tables. The DAG
//! has a text form ([`text`]).

pub mod dag;
pub mod text;

pub use dag::{Block, Cond, Dag, Ext, Function, MemInfo, Node, NodeId, Op, Stmt, Var, Vt};
pub use text::{parse_functions, print_function, print_functions, DagDiagnostic};
