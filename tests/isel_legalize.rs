//! The legalizer keeps meaning: every corpus function, promoted to the
//! legal types of each target shape and with every node that has an
//! expansion expanded, computes what the original computes on random
//! inputs (both run in the DAG interpreter). This is what lets selection
//! rely on fallbacks without a target to run them on.

#[path = "support/isel_run/mod.rs"]
#[allow(unused_imports)]
mod isel_run;

use isel_run::corpus::{cases, corpus_files, signature, MEMORY_BASE};
use isel_run::splitmix::SplitMix;
use isel_run::{externals, mask};
use tdc::isel::legalize::{compact, expand, promote};
use tdc::isel::module::reachable;
use tdc::isel::{Function, Module, NodeId, Op, Vt};

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

/// A function and the functions its calls reach.
type WithCallees<'a> = (&'a Function, &'a [Function]);

/// Runs `original` and `changed`, each with its callees (and the
/// harness's external functions, the C library's among them), on random
/// cases; how many gave the same.
fn same_results(original: WithCallees, changed: WithCallees, rng: &mut SplitMix, what: &str) -> usize {
    let ((original, want_callees), (changed, got_callees)) = (original, changed);
    let sig = signature(original);
    let bits = sig.result_bits.unwrap_or(64);
    let module_of = |f: &Function, callees: &[Function]| {
        std::iter::once(f.clone()).chain(callees.iter().cloned()).collect::<Vec<_>>()
    };
    let (want_functions, got_functions) = (module_of(original, want_callees), module_of(changed, got_callees));
    let want_module = Module::new(&want_functions, &externals::call).expect("the corpus verifies");
    let got_module = Module::new(&got_functions, &externals::call)
        .unwrap_or_else(|e| panic!("{}, {what}: {e}\n{}", original.name, tdc::isel::print_function(changed)));
    let (want_module, got_module) =
        (want_module.with_addresses(&externals::at), got_module.with_addresses(&externals::at));
    let mut compared = 0;
    for case in cases(&sig, rng) {
        let mut want_memory = case.memory;
        let Ok(want) = want_module.run(&original.name, &case.args, &mut want_memory, MEMORY_BASE) else { continue };
        let mut got_memory = case.memory;
        let got = got_module.run(&original.name, &case.args, &mut got_memory, MEMORY_BASE);
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
    for file in corpus_files() {
        for f in &file {
            let callees: Vec<Function> = reachable(f, &file).into_iter().skip(1).cloned().collect();
            for (shape, legal) in SHAPES {
                let is_legal = |vt: Vt| !vt.is_int() || legal.contains(&vt);
                // The module's functions are promoted together.
                let promoted_callees: Result<Vec<Function>, _> =
                    callees.iter().map(|g| promote(g, &is_legal)).collect();
                let (promoted, promoted_callees) = match promote(f, &is_legal).and_then(|p| Ok((p, promoted_callees?)))
                {
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
                let original = (f, &callees[..]);
                let what = format!("promoted to {shape}");
                compared += same_results(original, (&promoted, &promoted_callees), &mut rng, &what);
                let mut all = promoted.clone();
                expanded += expand_all(&mut all);
                let what = format!("promoted to {shape}, all expanded");
                compared += same_results(original, (&all, &promoted_callees), &mut rng, &what);
                functions += 1;
            }
        }
    }
    println!("{functions} promotions, {expanded} expansions, {compared} cases equal; {refused} refused (bitconvert of a promoted integer)");
    assert!(expanded > 0 && compared > 0);
}
