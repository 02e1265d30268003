//! What an `Operand` leaf means in a pattern to match, on the four
//! targets, checked by running the selected code.
//!
//! llvm-tblgen 19 rejects a plain `Operand` as a leaf of a pattern to match
//! ("Unknown leaf kind"), and so does tdc (E0710, see
//! `dsl/tests/target-errors/edits/*-operand-leaf-*.edit`): it says how an
//! instruction holds a value, not which values match. A record that is an
//! `Operand` and an `ImmLeaf` at once (as LLVM's targets write
//! `def imm0_15 : Operand<i64>, ImmLeaf<...>`) is the leaf: it matches the
//! immediates its predicate accepts, and nothing else.
//!
//! Each target's description gets such a leaf and a pattern using it, at
//! a complexity above all the target's own patterns (the variant in which
//! the issue saw `and a, b` selected as `andi.`), loaded at run time. Then
//! functions with a constant that fits, one that does not and a register
//! operand are selected, run (natively, in rbpf, under qemu) and compared
//! with the DAG interpreter; the constant that fits is selected by the new
//! pattern, the others by the target's own.

#[path = "support/isel_run/mod.rs"]
#[allow(unused_imports)]
mod isel_run;
#[path = "support/variant.rs"]
mod variant;

use isel_run::corpus::{cases, signature, MEMORY_BASE};
use isel_run::splitmix::SplitMix;
use isel_run::{mask, run_bpf, run_qemu, run_x86, Case, Outcome, QemuTarget, Signature, Skip};
use tdc::isel::lower::compile;
use tdc::isel::{eval, parse_functions};
use variant::{try_variant, variant};

/// One target's variant: where its description is, what is added to its
/// selection file, and functions of one operation whose second operand is
/// a constant that fits the leaf, one that does not, and a register.
struct Setup {
    target: &'static str,
    root: &'static str,
    selection: &'static str,
    added: &'static str,
    fits: &'static str,
    too_big: &'static str,
    register: &'static str,
}

/// Runs machine code on cases, or says why it cannot here.
type Runner<'a> = &'a dyn Fn(&[u8], &Signature, &[Case]) -> Result<Vec<Outcome>, Skip>;

/// The name of the pattern added (a `def`, so that reports name it).
const ADDED_PATTERN: &str = "OperandLeafPattern";

/// Compiles, runs and compares each function; whether the added pattern
/// selected something in it, by function.
fn run(setup: &Setup, run: Runner) -> Result<Vec<(String, bool)>, Skip> {
    let lowering = variant(setup.target, setup.root, setup.selection, |text| text + setup.added);
    let added = lowering.tables.selection.patterns.iter().position(|p| p.source == ADDED_PATTERN);
    let added = added.unwrap_or_else(|| panic!("{}: the added pattern is not in the tables", setup.target)) as u16;
    let text = [setup.fits, setup.too_big, setup.register].join("\n");
    let functions = parse_functions("operand-leaf.dag", &text).expect("valid functions");
    let mut rng = SplitMix(22);
    let mut used = Vec::new();
    for f in &functions {
        let compiled =
            compile(&lowering, f).unwrap_or_else(|e| panic!("{}: {} does not select: {e}", setup.target, f.name));
        let sig = signature(f);
        let cases = cases(&sig, &mut rng);
        let outcomes = run(&compiled.code, &sig, &cases)?;
        for (case, outcome) in cases.iter().zip(&outcomes) {
            let mut memory = case.memory;
            let expected = eval(f, &case.args, &mut memory, MEMORY_BASE).expect("defined").unwrap_or(0);
            let expected = mask(expected, sig.result_bits.unwrap_or(64));
            assert_eq!(
                outcome.result, expected,
                "{}: {} on {:x?}\n{}",
                setup.target, f.name, case.args, compiled.assembly
            );
        }
        used.push((f.name.clone(), compiled.selected.by_node.iter().any(|&(_, p)| p == added)));
    }
    Ok(used)
}

/// The constant that fits is selected by the added pattern; the one that
/// does not, and the register, by the target's own patterns.
fn check(setup: &Setup, used: Result<Vec<(String, bool)>, Skip>) {
    let used = match used {
        Ok(used) => used,
        Err(skip) => {
            println!("{}: {skip}", setup.target);
            return;
        }
    };
    let expected = vec![("fits".to_string(), true), ("too_big".to_string(), false), ("register".to_string(), false)];
    assert_eq!(used, expected, "{}: which functions the Operand-and-ImmLeaf pattern selected", setup.target);
    println!("{}: the leaf matched the constant that fits only; all cases equal to the interpreter", setup.target);
}

const BPF: Setup = Setup {
    target: "bpf",
    root: "targets/bpf/BPF.td",
    selection: "targets/bpf/BPFSelection.td",
    added: r#"
// An Operand that is also an ImmLeaf: a 32-bit signed immediate.
def simm32_operand : Operand<i64>, ImmLeaf<i64, "is_simm32">;
let AddedComplexity = 100 in
def OperandLeafPattern : Pat<(xor GPR:$a, simm32_operand:$k), (XOR_ri $a, (Imm32 imm:$k))>;
"#,
    fits: "fn fits(%a: i64) -> i64 {\nentry:\n  (ret (xor %a -123456))\n}\n",
    too_big: "fn too_big(%a: i64) -> i64 {\nentry:\n  (ret (xor %a 0x123456789))\n}\n",
    register: "fn register(%a: i64, %b: i64) -> i64 {\nentry:\n  (ret (xor %a %b))\n}\n",
};

const X86: Setup = Setup {
    target: "x86_64",
    root: "targets/x86/X86.td",
    selection: "targets/x86/X86Selection.td",
    added: r#"
// An Operand that is also an ImmLeaf: a sign-extended byte.
def simm8_operand : Operand<i64>, ImmLeaf<i64, "is_simm8">;
let AddedComplexity = 100 in
def OperandLeafPattern : Pat<(xor GR64:$a, simm8_operand:$k), (XOR64ri8 $a, imm:$k)>;
"#,
    fits: "fn fits(%a: i64) -> i64 {\nentry:\n  (ret (xor %a -100))\n}\n",
    too_big: "fn too_big(%a: i64) -> i64 {\nentry:\n  (ret (xor %a 1000))\n}\n",
    register: "fn register(%a: i64, %b: i64) -> i64 {\nentry:\n  (ret (xor %a %b))\n}\n",
};

const AARCH64: Setup = Setup {
    target: "aarch64",
    root: "targets/aarch64/AArch64.td",
    selection: "targets/aarch64/AArch64Selection.td",
    added: r#"
// An Operand that is also an ImmLeaf: a 64-bit bitmask immediate.
def logical64_operand : Operand<i64>, ImmLeaf<i64, "is_logical_imm64">;
let AddedComplexity = 100 in
def OperandLeafPattern : Pat<(xor GPR64:$a, logical64_operand:$k), (EORXri $a, imm:$k)>;
"#,
    fits: "fn fits(%a: i64) -> i64 {\nentry:\n  (ret (xor %a 0xff00ff00ff00ff00))\n}\n",
    too_big: "fn too_big(%a: i64) -> i64 {\nentry:\n  (ret (xor %a 0x12345))\n}\n",
    register: "fn register(%a: i64, %b: i64) -> i64 {\nentry:\n  (ret (xor %a %b))\n}\n",
};

const POWERPC: Setup = Setup {
    target: "powerpc",
    root: "targets/powerpc/PPC.td",
    selection: "targets/powerpc/PPCSelection.td",
    added: r#"
// The issue's case: an Operand that is also an ImmLeaf (an unsigned
// 16-bit immediate) in an and, at a complexity above every other and.
def u16imm_operand : Operand<i32>, ImmLeaf<i32, "is_uimm16_of_32">;
let AddedComplexity = 100 in
def OperandLeafPattern : Pat<(and GPRC:$a, u16imm_operand:$k), (ANDI_rec $a, (LO16 imm:$k))>;
"#,
    fits: "fn fits(%a: i32) -> i32 {\nentry:\n  (ret (and %a 0xbeef))\n}\n",
    too_big: "fn too_big(%a: i32) -> i32 {\nentry:\n  (ret (and %a 0x1beef))\n}\n",
    register: "fn register(%a: i32, %b: i32) -> i32 {\nentry:\n  (ret (and %a %b))\n}\n",
};

#[test]
fn bpf_operand_and_immleaf_leaf_matches_what_its_predicate_accepts() {
    check(&BPF, run(&BPF, &|code, sig, cases| Ok(run_bpf(code, sig, cases))));
}

#[test]
fn x86_operand_and_immleaf_leaf_matches_what_its_predicate_accepts() {
    check(&X86, run(&X86, &|code, sig, cases| Ok(run_x86(code, sig, cases))));
}

#[test]
fn aarch64_operand_and_immleaf_leaf_matches_what_its_predicate_accepts() {
    check(&AARCH64, run(&AARCH64, &|code, sig, cases| run_qemu(QemuTarget::Aarch64, code, sig, cases)));
}

#[test]
fn powerpc_operand_and_immleaf_leaf_matches_what_its_predicate_accepts() {
    check(&POWERPC, run(&POWERPC, &|code, sig, cases| run_qemu(QemuTarget::Ppc64le, code, sig, cases)));
}

/// The plain Operand leaf is refused when the description is loaded (the
/// error, its code and place, are in the dsl's edit corpus; here, through
/// the run-time loader that the execution tests use).
#[test]
fn a_plain_operand_leaf_does_not_load() {
    let added = "\nlet AddedComplexity = 100 in\ndef : Pat<(and GPRC:$a, u16imm:$k), (ANDI_rec $a, u16imm:$k)>;\n";
    let err =
        try_variant(POWERPC.target, POWERPC.root, POWERPC.selection, |text| text + added).err().expect("rejected");
    assert!(err.contains("error[E0710]") && err.contains("u16imm:$k"), "{err}");
}
