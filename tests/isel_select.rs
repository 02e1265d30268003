//! Selection of hand-built DAGs on BPF: the selected assembly is what the
//! patterns say.

use tdc::isel::dag::*;
use tdc::isel::lower::compile;
use tdc::targets::bpf::selection::BpfLowering;

fn node(dag: &mut Dag, op: Op, vt: Vt, operands: &[NodeId], value: i64) -> NodeId {
    dag.add(Node { op, vt, operands: operands.to_vec(), value, mem: None })
}

/// `fn f(%a: i64, %b: i64) -> i64 { entry: (brcond (setcc %a %b lt) less) (ret (add %a 100000)) less: (ret (sub %b %a)) }`
fn sample() -> Function {
    let mut dag = Dag::default();
    let vars = vec![Var { name: "a".into(), vt: Vt::I64, is_pointer: false }, Var { name: "b".into(), vt: Vt::I64, is_pointer: false }];
    let a = node(&mut dag, Op::Var, Vt::I64, &[], 0);
    let b = node(&mut dag, Op::Var, Vt::I64, &[], 1);
    let lt = node(&mut dag, Op::CondCode, Vt::Other, &[], Cond::Lt as i64);
    let c = node(&mut dag, Op::SetCC, Vt::I1, &[a, b, lt], 0);
    let bb = node(&mut dag, Op::BasicBlock, Vt::Other, &[], 1);
    let br = node(&mut dag, Op::BrCond, Vt::Other, &[c, bb], 0);
    let a2 = node(&mut dag, Op::Var, Vt::I64, &[], 0);
    let k = node(&mut dag, Op::Imm, Vt::I64, &[], 100000);
    let sum = node(&mut dag, Op::Add, Vt::I64, &[a2, k], 0);
    let r1 = node(&mut dag, Op::Ret, Vt::Other, &[sum], 0);
    let a3 = node(&mut dag, Op::Var, Vt::I64, &[], 0);
    let b3 = node(&mut dag, Op::Var, Vt::I64, &[], 1);
    let d = node(&mut dag, Op::Sub, Vt::I64, &[b3, a3], 0);
    let r2 = node(&mut dag, Op::Ret, Vt::Other, &[d], 0);
    Function {
        name: "f".into(),
        params: vec![0, 1],
        result: Some(Vt::I64),
        vars,
        blocks: vec![
            Block { name: "entry".into(), stmts: vec![Stmt::Effect(br), Stmt::Effect(r1)] },
            Block { name: "less".into(), stmts: vec![Stmt::Effect(r2)] },
        ],
        frame_slots: Vec::new(),
        dag,
    }
}

#[test]
fn bpf_selects_compare_branch_and_arithmetic() {
    let compiled = compile(&BpfLowering, &sample()).unwrap_or_else(|e| panic!("{e}"));
    println!("{}", compiled.assembly);
    assert!(compiled.assembly.contains("s<"), "{}", compiled.assembly);
    assert!(!compiled.code.is_empty());
}
