//! Encode -> decode -> the same instruction and the same text, for random
//! instances of every instruction record of each built-in target (see
//! `support/decode_roundtrip.rs` for the documented equivalences), and of
//! the tutorial's target.

#[path = "support/decode_roundtrip.rs"]
mod decode_roundtrip;

use decode_roundtrip::{check, Report};

fn assert_round_trip(target: &str, report: &Report, min_records: usize) {
    println!("{target}: {report:#?}");
    assert!(
        report.failures.is_empty(),
        "{target}: {} failures:\n{}",
        report.failures.len(),
        report.failures.join("\n")
    );
    assert!(report.decoded_records >= min_records, "{target}: only {} records decoded", report.decoded_records);
    assert!(report.checked > 0);
}

#[cfg(feature = "bpf")]
#[test]
fn bpf_instructions_decode_to_themselves() {
    let report = check(&tdc::targets::bpf::TABLES, 29, 40);
    assert_round_trip("bpf", &report, 150);
}

#[cfg(feature = "aarch64")]
#[test]
fn aarch64_instructions_decode_to_themselves() {
    let report = check(&tdc::targets::aarch64::TABLES, 29, 40);
    assert_round_trip("aarch64", &report, 400);
}

#[cfg(feature = "powerpc")]
#[test]
fn powerpc_instructions_decode_to_themselves() {
    let report = check(&tdc::targets::powerpc::TABLES, 29, 40);
    assert_round_trip("powerpc", &report, 400);
}

#[cfg(feature = "x86")]
#[test]
fn x86_instructions_decode_to_themselves() {
    let report = check(&tdc::targets::x86::TABLES, 29, 20);
    assert_round_trip("x86_64", &report, 0);
}

/// The tutorial's made-up target (`examples/toy-target/acc16.td`), loaded
/// at run time as `--td` loads a user's description.
#[cfg(feature = "build")]
#[test]
fn toy_target_instructions_decode_to_themselves() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let tables = tdc::load::load(&root.join("examples/toy-target/acc16.td"), &[root.join("targets/include")])
        .expect("acc16.td loads");
    let report = check(tables, 29, 40);
    assert_round_trip("acc16", &report, 20);
}
