//! The legalizer keeps meaning: every corpus function, promoted to the
//! legal types of each target shape and with every node that has an
//! expansion expanded, computes what the original computes on random
//! inputs (both run in the DAG interpreter). This is what lets selection
//! rely on fallbacks without a target to run them on.

#[path = "support/isel_run/mod.rs"]
#[allow(unused_imports)]
mod isel_run;

use isel_run::corpus::{cases, corpus, signature, MEMORY_BASE};
use isel_run::mask;
use isel_run::splitmix::SplitMix;
use tdc::isel::legalize::{compact, expand, promote};
use tdc::isel::{eval, Function, NodeId, Op, Vt};

/// Legal integer types of the four targets' shapes.
const SHAPES: [(&str, &[Vt]); 3] = [
    ("i64 only (BPF)", &[Vt::I64]),
    ("i32 and i64 (AArch64, PowerPC64)", &[Vt::I32, Vt::I64]),
    ("i8 to i64 (x86-64)", &[Vt::I8, Vt::I16, Vt::I32, Vt::I64]),
];

/// Expands every node that has an expansion, nodes made by expansions
/// included; how many were expanded.
fn expand_all(f: &mut Function) -> usize {
    let mut expanded = 0;
    let mut i = 0;
    while i < f.dag.nodes.len() {
        // A node stays expandable after some expansions (a sextload
        // becomes a sext_inreg, which becomes shifts): repeat at the same
        // node until it is final.
        while expand(f, NodeId(i as u32)).is_some() {
            expanded += 1;
        }
        i += 1;
    }
    compact(f);
    expanded
}

fn same_results(original: &Function, changed: &Function, rng: &mut SplitMix, what: &str) -> usize {
    let sig = signature(original);
    let bits = sig.result_bits.unwrap_or(64);
    let mut compared = 0;
    for case in cases(&sig, rng) {
        let mut want_memory = case.memory;
        let Ok(want) = eval(original, &case.args, &mut want_memory, MEMORY_BASE) else { continue };
        let mut got_memory = case.memory;
        let got = eval(changed, &case.args, &mut got_memory, MEMORY_BASE);
        let got = got.unwrap_or_else(|e| panic!("{}, {what}: {e} on {:x?}", original.name, case.args));
        assert_eq!(
            (mask(got.unwrap_or(0), bits), &got_memory[..]),
            (mask(want.unwrap_or(0), bits), &want_memory[..]),
            "{}, {what}, on {:x?}:\n{}",
            original.name,
            case.args,
            tdc::isel::print_function(changed)
        );
        compared += 1;
    }
    compared
}

#[test]
fn promotion_and_expansion_keep_every_corpus_function_meaning() {
    let mut rng = SplitMix(7);
    let (mut compared, mut expanded, mut functions, mut refused) = (0, 0, 0, 0);
    for f in corpus() {
        for (shape, legal) in SHAPES {
            let is_legal = |vt: Vt| !vt.is_int() || legal.contains(&vt);
            let promoted = match promote(&f, &is_legal) {
                Ok(p) => p,
                Err(e) => {
                    // Float bits moved through an integer type the shape lacks.
                    assert!(e.message.starts_with("bitconvert"), "{}, {shape}: {e}", f.name);
                    refused += 1;
                    continue;
                }
            };
            // Comparisons only branches read stay i1 for the branch patterns.
            let conditions: Vec<NodeId> =
                promoted.dag.nodes.iter().filter(|n| n.op == Op::BrCond).map(|n| n.operands[0]).collect();
            for (i, node) in promoted.dag.nodes.iter().enumerate() {
                let condition = node.op == Op::SetCC && node.vt == Vt::I1 && conditions.contains(&NodeId(i as u32));
                assert!(
                    !node.vt.is_int() || is_legal(node.vt) || condition,
                    "{}, {shape}: a {} node left",
                    f.name,
                    node.vt
                );
            }
            compared += same_results(&f, &promoted, &mut rng, &format!("promoted to {shape}"));
            let mut all = promoted.clone();
            expanded += expand_all(&mut all);
            compared += same_results(&f, &all, &mut rng, &format!("promoted to {shape}, all expanded"));
            functions += 1;
        }
    }
    println!("{functions} promotions, {expanded} expansions, {compared} cases equal; {refused} refused (bitconvert of a promoted integer)");
    assert!(expanded > 0 && compared > 0);
}
