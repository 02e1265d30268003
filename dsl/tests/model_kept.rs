//! An editor keeps a target model while the records it was built from are
//! unchanged (`ModelInputs::unchanged_in`): shared with the run that built
//! it, or evaluated again to identical records. A record that differs in
//! a value, or only in where it was written (the model's diagnostics point
//! there), is a change.

use std::path::Path;
use tdc_dsl::target::checked_model_with_inputs;
use tdc_dsl::{load_text, Options, Output};

fn evaluate(text: &str) -> Output {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../targets");
    let options = Options { include_dirs: vec![dir.join("include"), dir.join("bpf")], ..Options::default() };
    let out = load_text("BPF.td", Some(dir.join("bpf/BPF.td")), text, &options);
    assert!(!out.has_errors(), "{:?}", out.diags);
    out
}

#[test]
fn identical_records_keep_the_model_and_any_change_does_not() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../targets/bpf/BPF.td");
    let text = std::fs::read_to_string(path).expect("BPF.td reads");
    let first = evaluate(&text);
    let records = first.records.as_ref().expect("records");
    let (model, diags, inputs) = checked_model_with_inputs(records, &first.db);
    assert!(model.is_some() && diags.is_empty(), "{diags:?}");
    assert!(inputs.unchanged_in(records));

    // A full run again: new records, every one identical.
    let again = evaluate(&text);
    assert!(inputs.unchanged_in(again.records.as_ref().expect("records")));
    // A def the model never reads, at the end.
    let appended = evaluate(&format!("{text}\ndef Unrelated;\n"));
    assert!(inputs.unchanged_in(appended.records.as_ref().expect("records")));

    let mov = "def MOV_rr    : MOV_RR<BPF_ALU64, GPR, GPR, \"\", 0>;";
    assert!(text.contains(mov));
    let edits = [
        // The same instruction, written one line lower.
        format!("\n{mov}"),
        // Another assembly string.
        mov.replace("\"\", 0", "\"x\", 0"),
    ];
    for edit in edits {
        let changed = evaluate(&text.replacen(mov, &edit, 1));
        assert!(!inputs.unchanged_in(changed.records.as_ref().expect("records")), "{edit}");
    }
}
