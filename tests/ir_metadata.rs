//! LLVM IR metadata (`tdc::ir_metadata`): the fixed kinds generated from
//! `targets/include/tdc-metadata.td`, and the checker on its corpus.
//!
//! - `tests/metadata/valid/*.ll`: the valid examples of the metadata kinds
//!   documentation (range, VP, tbaa.struct, alias scopes, loops, callbacks)
//!   and more; each must be accepted without a diagnostic.
//! - `tests/metadata/invalid/*.ll`: one mistake each; line 1 is
//!   `; expect: E08xx at <text>`, the code of the first error and the exact
//!   text its primary label covers. The rendered diagnostics are insta
//!   snapshots (`tests/snapshots/ir_metadata__*.snap`): a changed message or
//!   span fails the test until the new snapshot is reviewed.
//!
//! - `tests/metadata/verifier/*.ll`: small complete modules, valid and
//!   invalid, for every rule of LLVM 19's verifier on the fixed kinds and
//!   every form of text around metadata; `verdicts.txt` beside them holds
//!   llvm-as 19's verdict on each, written by `regen-verdicts.sh` (never by
//!   hand). tdc must reject exactly the modules llvm-as rejects; a case
//!   whose first lines say `; documented: <rule>` breaks a rule only the
//!   documentation states: llvm-as accepts it, tdc rejects it with a code
//!   of the documented range (E085x) and no other.
//!
//! Property tests: random node graphs survive print then parse; no input
//! makes the checker panic.

use proptest::prelude::*;
use std::path::{Path, PathBuf};
use tdc::ir_metadata::model::{self, Body, ConstValue, FloatType, MetadataModule, Node, NodeId, Operand, Value};
use tdc::ir_metadata::types::IrType;
use tdc::ir_metadata::{check_text, codes, kind_ids, parse_text, METADATA_KINDS};

fn corpus(sub: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/metadata").join(sub);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("corpus directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    files
}

#[test]
fn kinds_have_llvms_ids_and_names() {
    // LLVM's FixedMetadataKinds.def, in id order.
    const LLVM: [&str; 27] = [
        "dbg",
        "tbaa",
        "prof",
        "fpmath",
        "range",
        "tbaa.struct",
        "invariant.load",
        "alias.scope",
        "noalias",
        "nontemporal",
        "llvm.mem.parallel_loop_access",
        "nonnull",
        "dereferenceable",
        "dereferenceable_or_null",
        "make.implicit",
        "unpredictable",
        "invariant.group",
        "align",
        "llvm.loop",
        "type",
        "section_prefix",
        "absolute_symbol",
        "associated",
        "callees",
        "irr_loop",
        "llvm.access.group",
        "callback",
    ];
    assert_eq!(METADATA_KINDS.len(), 27);
    for (i, kind) in METADATA_KINDS.iter().enumerate() {
        assert_eq!((kind.id as usize, kind.name), (i, LLVM[i]), "row {i} ({})", kind.record);
        assert!(!kind.shape.is_empty());
    }
    assert_eq!(kind_ids::MD_range, 4);
    assert_eq!(kind_ids::MD_callback, 26);
    assert_eq!(METADATA_KINDS[kind_ids::MD_access_group as usize].name, "llvm.access.group");
    assert!(METADATA_KINDS[kind_ids::MD_dbg as usize].validate.is_none());
    assert!(METADATA_KINDS[kind_ids::MD_range as usize].validate.is_some());
}

#[test]
fn valid_examples_are_accepted() {
    let files = corpus("valid");
    let examples = [
        "range",
        "prof-vp",
        "tbaa-struct",
        "alias-scope",
        "loop-ids",
        "loop-unroll",
        "callback-pthread",
        "callback-fork-call",
    ];
    for name in examples {
        assert!(files.iter().any(|f| f.file_stem().unwrap() == name), "the documentation's {name} example is missing");
    }
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let name = f.file_name().unwrap().to_string_lossy();
        let checked = check_text(&name, &text);
        if !checked.diags.is_empty() {
            failures.push(checked.render());
        }
        let module = checked.module.expect("a module");
        assert!(!module.attachments.is_empty(), "{name}: no attachments read");
    }
    assert!(failures.is_empty(), "valid metadata rejected:\n{}", failures.join("\n"));
}

#[test]
fn invalid_cases_are_rejected_at_the_intended_text() {
    let files = corpus("invalid");
    assert!(files.len() >= 40, "only {} invalid cases", files.len());
    let mut problems = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let stem = f.file_stem().unwrap().to_string_lossy().to_string();
        let file = f.file_name().unwrap().to_string_lossy().to_string();
        let Some((code, token)) =
            text.lines().next().and_then(|l| l.strip_prefix("; expect: ")).and_then(|l| l.split_once(" at "))
        else {
            problems.push(format!("{stem}: line 1 must be `; expect: E08xx at <text>`"));
            continue;
        };
        let Ok(checked) = std::panic::catch_unwind(|| check_text(&file, &text)) else {
            problems.push(format!("{stem}: the checker panicked"));
            continue;
        };
        let rendered = checked.render();
        let Some(first) = checked.diags.first() else {
            problems.push(format!("{stem}: accepted"));
            continue;
        };
        let at = first.primary.as_ref().map(|l| checked.snippet(l.span).to_string());
        if first.code != code || at.as_deref() != Some(token) {
            problems.push(format!(
                "{stem}: expected {code} at {token:?}, first error is {} at {at:?}:\n{rendered}",
                first.code
            ));
            continue;
        }
        insta::assert_snapshot!(stem.as_str(), rendered);
    }
    println!("{} of {} invalid metadata cases rejected as recorded", files.len() - problems.len(), files.len());
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// One line of `verdicts.txt`: the file and whether llvm-as 19 accepted it.
fn recorded_verdicts() -> Vec<(String, bool, String)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/metadata/verifier/verdicts.txt");
    let text =
        std::fs::read_to_string(&path).expect("verdicts.txt (tests/metadata/verifier/regen-verdicts.sh writes it)");
    text.lines()
        .map(|line| {
            let (file, rest) = line.split_once(' ').expect("`NAME.ll accept|reject ...`");
            let accepted = rest == "accept";
            assert!(accepted || rest.starts_with("reject"), "bad verdict line: {line}");
            (file.to_string(), accepted, rest.to_string())
        })
        .collect()
}

/// The header lines of a case: `; documented: ...` and `; reads: ...`.
fn header<'t>(text: &'t str, key: &str) -> Option<&'t str> {
    text.lines().take_while(|l| l.starts_with(';')).find_map(|l| l.strip_prefix(key))
}

#[test]
fn verifier_corpus_agrees_with_llvm_as() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/metadata/verifier");
    let files = corpus("verifier");
    let verdicts = recorded_verdicts();
    assert!(files.len() >= 200, "only {} cases", files.len());
    let recorded: Vec<&str> = verdicts.iter().map(|v| v.0.as_str()).collect();
    for f in &files {
        let name = f.file_name().unwrap().to_string_lossy().to_string();
        assert!(recorded.contains(&name.as_str()), "{name} has no recorded verdict: run regen-verdicts.sh");
    }
    let (mut agree, mut documented, mut problems) = (0, 0, Vec::new());
    for (file, accepted, llvm) in &verdicts {
        let text = std::fs::read_to_string(dir.join(file)).unwrap_or_else(|_| panic!("{file} is recorded but missing"));
        let checked = check_text(file, &text);
        if let Some(rule) = header(&text, "; documented: ") {
            documented += 1;
            let only_doc = checked.only_documented_errors();
            if !*accepted || !only_doc {
                problems.push(format!(
                    "{file} (documented rule: {rule}): llvm-as {}, tdc codes {:?}\n{}",
                    if *accepted { "accepts" } else { "rejects" },
                    checked.diags.iter().map(|d| d.code).collect::<Vec<_>>(),
                    checked.render()
                ));
            }
            continue;
        }
        let rejected = checked.rejected_by_verifier();
        if rejected != *accepted && !checked.only_documented_errors() {
            agree += 1;
        } else {
            problems.push(format!(
                "{file}: llvm-as {llvm}; tdc {}\n{}",
                if checked.has_errors() { "rejects" } else { "accepts" },
                checked.render()
            ));
        }
    }
    let checked_cases = verdicts.len() - documented;
    println!("verifier corpus: {agree} of {checked_cases} verdicts agree with llvm-as 19; {documented} documented-rule cases");
    assert!(problems.is_empty(), "{} disagreements:\n{}", problems.len(), problems.join("\n"));
}

#[test]
fn verifier_corpus_covers_the_reading_forms() {
    let verdicts = recorded_verdicts();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/metadata/verifier");
    let forms = [
        "inline node in an attachment",
        "switch table over several lines",
        "invoke over two lines",
        "attachments continued on the next line",
        "hex integers",
        "constant expressions as operands",
    ];
    for form in forms {
        let accepted = verdicts.iter().any(|(file, accepted, _)| {
            let text = std::fs::read_to_string(dir.join(file)).unwrap();
            *accepted && header(&text, "; reads: ") == Some(form) && !check_text(file, &text).has_errors()
        });
        assert!(accepted, "no accepted case reads `{form}`");
    }
}

#[test]
fn documented_rules_have_their_own_codes() {
    assert!(codes::is_documented_only(codes::DOC_SHAPE));
    assert!(!codes::is_documented_only(codes::MD_PLACEMENT));
    let text = "define void @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %a, !llvm.loop !0\na:\n  ret void\n}\n!0 = distinct !{!1}\n!1 = !{!\"llvm.loop.mustprogress\"}\n";
    let checked = check_text("loop.ll", text);
    assert!(checked.only_documented_errors(), "{}", checked.render());
    assert_eq!(checked.diags[0].code, codes::DOC_SELF_REFERENCE);
}

/// A node graph without spans: numbered nodes (operands refer to any of
/// them, themselves included) and named metadata.
#[derive(Clone, Debug, PartialEq)]
struct Graph {
    nodes: Vec<(bool, Vec<Leaf>)>,
    named: Vec<(String, Vec<u32>)>,
}

#[derive(Clone, Debug, PartialEq)]
enum Leaf {
    Ref(u32),
    Inline(Vec<Leaf>),
    Str(Vec<u8>),
    Int(u32, i128),
    Float(FloatType, u64),
    Null,
    Global(String),
}

fn leaf(count: u32) -> impl Strategy<Value = Leaf> {
    let base = prop_oneof![
        (0..count).prop_map(Leaf::Ref),
        proptest::collection::vec(any::<u8>(), 0..8).prop_map(Leaf::Str),
        (1u32..=128, any::<i128>())
            .prop_map(|(bits, v)| Leaf::Int(bits, model::sign_extend(v as u128 & model::mask(bits), bits))),
        any::<f32>().prop_map(|v| Leaf::Float(FloatType::Float, (v as f64).to_bits())),
        any::<f64>().prop_map(|v| Leaf::Float(FloatType::Double, v.to_bits())),
        Just(Leaf::Null),
        "[a-z_][a-z0-9_.]{0,6}".prop_map(|n| Leaf::Global(format!("@{n}"))),
    ];
    base.prop_recursive(3, 12, 4, |inner| proptest::collection::vec(inner, 0..4).prop_map(Leaf::Inline))
}

fn graph() -> impl Strategy<Value = Graph> {
    (1u32..8).prop_flat_map(|count| {
        let nodes =
            proptest::collection::vec((any::<bool>(), proptest::collection::vec(leaf(count), 0..5)), count as usize);
        let named = proptest::collection::vec(("[a-z][a-z.]{0,5}", proptest::collection::vec(0..count, 0..3)), 0..3);
        (nodes, named).prop_map(|(nodes, named)| {
            let mut seen = std::collections::BTreeSet::new();
            let named = named.into_iter().filter(|(n, _): &(String, Vec<u32>)| seen.insert(n.clone())).collect();
            Graph { nodes, named }
        })
    })
}

/// The graph as a model, the way the parser would build it (spans aside).
fn build(g: &Graph) -> MetadataModule {
    fn add(m: &mut MetadataModule, number: Option<u32>, distinct: bool, leaves: &[Leaf]) -> NodeId {
        let ops = leaves.iter().map(|l| Operand { value: value(m, l), span: Default::default() }).collect();
        let id = NodeId(m.nodes.len() as u32);
        m.nodes.push(Node {
            number,
            distinct,
            body: Body::Tuple(ops),
            span: Default::default(),
            label_span: Default::default(),
        });
        id
    }
    fn value(m: &mut MetadataModule, l: &Leaf) -> Value {
        match l {
            Leaf::Ref(n) => Value::Ref(*n),
            Leaf::Inline(ls) => Value::Node(add(m, None, false, ls)),
            Leaf::Str(s) => Value::String(s.clone()),
            Leaf::Int(bits, v) => {
                Value::Int { bits: *bits, value: *v as u128 & model::mask(*bits), ty_span: Default::default() }
            }
            Leaf::Float(ty, bits) => {
                Value::Float { ty: *ty, value: f64::from_bits(*bits), ty_span: Default::default() }
            }
            Leaf::Null => Value::Null,
            Leaf::Global(name) => Value::Constant {
                ty: IrType::Ptr(0),
                ty_text: "ptr".into(),
                value: ConstValue::Global(name.clone()),
                text: name.clone(),
            },
        }
    }
    let mut m = MetadataModule::default();
    for (i, (distinct, leaves)) in g.nodes.iter().enumerate() {
        let id = add(&mut m, Some(i as u32), *distinct, leaves);
        m.numbered.insert(i as u32, id);
    }
    for (name, ops) in &g.named {
        m.named.push(model::NamedNode {
            name: name.clone(),
            operands: ops.iter().map(|&n| (n, Default::default())).collect(),
            span: Default::default(),
        });
    }
    m
}

/// The graph a parsed module holds.
fn graph_of(m: &MetadataModule) -> Graph {
    fn leaves(m: &MetadataModule, id: NodeId) -> Vec<Leaf> {
        m.node(id).operands().iter().map(|op| leaf_of(m, &op.value)).collect()
    }
    fn leaf_of(m: &MetadataModule, v: &Value) -> Leaf {
        match v {
            Value::Ref(n) => Leaf::Ref(*n),
            Value::Node(id) => Leaf::Inline(leaves(m, *id)),
            Value::String(s) => Leaf::Str(s.clone()),
            Value::Int { bits, .. } => Leaf::Int(*bits, v.signed().unwrap()),
            Value::Float { ty, value, .. } => Leaf::Float(*ty, value.to_bits()),
            Value::Null => Leaf::Null,
            Value::Constant { text, .. } => Leaf::Global(text.clone()),
        }
    }
    let nodes = m.numbered.values().map(|&id| (m.node(id).distinct, leaves(m, id))).collect();
    let named = m.named.iter().map(|n| (n.name.clone(), n.operands.iter().map(|o| o.0).collect())).collect();
    Graph { nodes, named }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn print_then_parse_gives_the_same_graph(g in graph()) {
        let text = model::print(&build(&g));
        // The globals the nodes name, declared so that the module is whole.
        let mut globals = std::collections::BTreeSet::new();
        fn collect(leaf: &Leaf, out: &mut std::collections::BTreeSet<String>) {
            match leaf {
                Leaf::Global(name) => {
                    out.insert(name.clone());
                }
                Leaf::Inline(leaves) => leaves.iter().for_each(|l| collect(l, out)),
                _ => {}
            }
        }
        g.nodes.iter().flat_map(|n| &n.1).for_each(|l| collect(l, &mut globals));
        let declarations: String = globals.iter().map(|name| format!("{name} = external global i8\n")).collect();
        let parsed = match parse_text("graph.ll", &format!("{declarations}{text}")) {
            Ok(m) => m,
            Err(e) => return Err(TestCaseError::fail(format!("{text}\n{}", e.render()))),
        };
        let back = graph_of(&parsed);
        // NaN payloads aside, every value reads back bit for bit.
        prop_assert_eq!(&back, &g, "{}", text);
        prop_assert_eq!(model::print(&parsed), text);
    }

    #[test]
    fn no_input_makes_the_checker_panic(text in "(!|[0-9]|i8 |i64 -|\\{|\\}|, |!\"|\"|\\\\|distinct |float |0x|=|\n|;|!range |load |br |label |@|\\(|\\)|\\*|x| ){0,60}") {
        let _ = check_text("fuzz.ll", &text);
    }

    #[test]
    fn mutated_corpus_files_never_panic(file in 0usize..1000, at in any::<prop::sample::Index>(), cut in 0usize..12, insert in "[!{}(),\"\\\\ 0-9a-z\n-]{0,4}") {
        let mut files = corpus("valid");
        files.extend(corpus("invalid"));
        files.extend(corpus("verifier"));
        let text = std::fs::read_to_string(&files[file % files.len()]).unwrap();
        let bytes = text.as_bytes();
        let start = at.index(bytes.len() + 1);
        let end = (start + cut).min(bytes.len());
        let mut mutated = bytes[..start].to_vec();
        mutated.extend_from_slice(insert.as_bytes());
        mutated.extend_from_slice(&bytes[end..]);
        let _ = check_text("mutated.ll", &String::from_utf8_lossy(&mutated));
    }
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let text = format!("!0 = {}{}\n", "!{".repeat(100_000), "}".repeat(100_000));
    let checked = check_text("deep.ll", &text);
    assert_eq!(checked.diags.first().map(|d| d.code), Some("E0800"));
}
