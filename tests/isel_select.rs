//! Selection of hand-built DAGs on BPF and PowerPC64: the selected
//! assembly is what the patterns say.

#[path = "support/isel_run/mod.rs"]
#[allow(unused_imports)]
mod isel_run;
#[path = "support/variant.rs"]
mod variant;

use isel_run::{run_qemu, Case, Param, QemuTarget, Signature, MEMORY_SIZE};
use tdc::isel::dag::*;
use tdc::isel::lower::compile;
use tdc::targets::bpf::selection::BpfLowering;
use variant::variant;

fn node(dag: &mut Dag, op: Op, vt: Vt, operands: &[NodeId], value: i64) -> NodeId {
    dag.add(Node { op, vt, operands: operands.to_vec(), value, mem: None })
}

/// `fn f(%a: i64, %b: i64) -> i64 { entry: (brcond (setcc %a %b lt) less) (ret (add %a 100000)) less: (ret (sub %b %a)) }`
fn sample() -> Function {
    let mut dag = Dag::default();
    let vars = vec![
        Var { name: "a".into(), vt: Vt::I64, is_pointer: false },
        Var { name: "b".into(), vt: Vt::I64, is_pointer: false },
    ];
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
        stack_objects: Vec::new(),
        callees: Vec::new(),
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

/// The functions of `text` (DAG text), compiled for PowerPC64.
fn powerpc(text: &str) -> Vec<(String, tdc::isel::lower::Compiled)> {
    let lowering = tdc::targets::lowering_by_name("powerpc64le").expect("a PowerPC lowering");
    let functions = tdc::isel::parse_functions("powerpc.dag", text).unwrap_or_else(|e| panic!("{e}"));
    functions
        .iter()
        .map(|f| (f.name.clone(), compile(lowering, f).unwrap_or_else(|e| panic!("{}: {e}", f.name))))
        .collect()
}

/// The records of the patterns that selected `compiled`'s nodes.
fn pattern_sources(tables: &'static tdc::mc::TargetTables, compiled: &tdc::isel::lower::Compiled) -> Vec<&'static str> {
    let patterns = &tables.selection.patterns;
    compiled.selected.by_node.iter().map(|&(_, p)| patterns[p as usize].source.as_str()).collect()
}

/// The CodeGenerator document's example: with its pattern on FMADDS, an
/// f32 add of a product selects fmadds whichever operand of the add the
/// product is. The pattern is the document's, added in a variant: the
/// built-in description leaves it out, as fmadds rounds once where an add
/// of a product rounds twice.
#[test]
fn powerpc_selects_fmadds_for_either_order_of_the_add() {
    let text = "\
fn product_first(%p: ptr) {
entry:
  (store (fadd (fmul (load:f32 %p) (load:f32 (add %p 4))) (load:f32 (add %p 8))) (add %p 12))
  (ret)
}

fn product_second(%p: ptr) {
entry:
  (store (fadd (load:f32 (add %p 8)) (fmul (load:f32 %p) (load:f32 (add %p 4)))) (add %p 12))
  (ret)
}

fn plain_add(%p: ptr) {
entry:
  (store (fadd (load:f32 %p) (load:f32 (add %p 4))) (add %p 12))
  (ret)
}
";
    let fused = variant("powerpc64le", "targets/powerpc/PPC.td", "targets/powerpc/PPCInstrFP.td", |text| {
        let plain = "defm FMADDS : FPTernary<59, 29, \"fmadds\", f4rc>;";
        assert!(text.contains(plain), "FMADDS is defined otherwise");
        let pattern = "[(set F4RC:$FRT, (fadd (fmul F4RC:$FRA, F4RC:$FRC), F4RC:$FRB))]";
        text.replace(plain, &format!("defm FMADDS : FPTernary<59, 29, \"fmadds\", f4rc, {pattern}>;"))
    });
    let functions = tdc::isel::parse_functions("powerpc.dag", text).unwrap_or_else(|e| panic!("{e}"));
    let compiled: Vec<_> = functions
        .iter()
        .map(|f| (f.name.clone(), compile(&fused, f).unwrap_or_else(|e| panic!("{}: {e}", f.name))))
        .collect();
    let builtin = powerpc(text);
    assert!(!builtin[0].1.assembly.contains("fmadds "), "the built-in target fuses:\n{}", builtin[0].1.assembly);
    for (name, c) in &compiled[..2] {
        println!("{}", c.assembly);
        let sources = pattern_sources(fused.tables, c);
        assert!(sources.contains(&"FMADDS"), "{name}: {sources:?}");
        assert!(
            c.assembly.contains("fmadds ") && !c.assembly.contains("fadds ") && !c.assembly.contains("fmuls "),
            "{name}:\n{}",
            c.assembly
        );
    }
    let (_, plain) = &compiled[2];
    let sources = pattern_sources(fused.tables, plain);
    assert!(sources.contains(&"FADDS"), "{sources:?}");
    assert!(plain.assembly.contains("fadds "), "{}", plain.assembly);
}

/// sext_inreg's type operand is matched as a type: each width its own
/// instruction.
#[test]
fn powerpc_selects_sext_inreg_by_its_type_operand() {
    let text = "\
fn byte(%a: i64) -> i64 {
entry:
  (ret (sext_inreg %a i8))
}

fn half(%a: i64) -> i64 {
entry:
  (ret (sext_inreg %a i16))
}

fn word(%a: i64) -> i64 {
entry:
  (ret (sext_inreg %a i32))
}
";
    let compiled = powerpc(text);
    for ((name, c), expected) in compiled.iter().zip(["extsb 3, 3", "extsh 3, 3", "extsw 3, 3"]) {
        assert!(c.assembly.contains(expected), "{name}:\n{}", c.assembly);
    }
}

/// A function with more values live at once than there are volatile
/// registers: 24 integers and 20 doubles. The allocator takes preserved
/// GPRs and FPRs, the prologue saves them below r1 and the epilogue
/// restores them (the qemu driver checks r14-r31), and the result is the
/// interpreter's.
#[test]
fn powerpc_saves_and_restores_the_preserved_registers_it_uses() {
    let mut text = String::from("fn pressure(%a: i64, %b: i64) -> i64 {\nentry:\n");
    for i in 0..24 {
        text += &format!("  %v{i} = (add (mul %a {}) (xor %b {}))\n", i + 3, 7 * i + 1);
    }
    for i in 0..20 {
        text += &format!("  %f{i} = (fmul (sint_to_fp:f64 (add %a {i})) (sint_to_fp:f64 (xor %b {i})))\n");
    }
    let mut sum = String::from("%v0");
    for i in 1..24 {
        sum = format!("(add {sum} %v{i})");
    }
    let mut fsum = String::from("%f0");
    for i in 1..20 {
        fsum = format!("(fadd {fsum} %f{i})");
    }
    text += &format!("  (ret (xor {sum} (fp_to_sint:i64 (fmul {fsum} 0.0))))\n}}\n");
    let compiled = powerpc(&text);
    let (_, c) = &compiled[0];
    assert!(c.assembly.contains("std 14, -8(1)") && c.assembly.contains("ld 14, -8(1)"), "{}", c.assembly);
    assert!(c.assembly.contains("stfd 14,") && c.assembly.contains("lfd 14,"), "{}", c.assembly);
    let f = &tdc::isel::parse_functions("pressure.dag", &text).expect("parses")[0];
    let sig = Signature { params: vec![Param::Int(64), Param::Int(64)], result_bits: Some(64), float_result: false };
    let args = [(1u64, 2u64), (0x1234_5678, 0xffff_0000_1111), (u64::MAX, 3), (1 << 40, 1 << 20)];
    let cases: Vec<Case> = args.iter().map(|&(a, b)| Case { args: vec![a, b], memory: [0; MEMORY_SIZE] }).collect();
    let outcomes = match run_qemu(QemuTarget::Ppc64le, &c.code, &sig, &cases) {
        Ok(o) => o,
        Err(skip) => {
            println!("skipped: {}", skip.0);
            return;
        }
    };
    for (case, outcome) in cases.iter().zip(&outcomes) {
        let mut memory = [0u8; MEMORY_SIZE];
        let expected = tdc::isel::eval(f, &case.args, &mut memory, 0x1000_0000).expect("defined");
        assert_eq!(Some(outcome.result), expected, "{:x?}\n{}", case.args, c.assembly);
    }
}
