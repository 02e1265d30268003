//! Encode -> decode -> the same instruction and the same text, for random
//! instances of every instruction record of each built-in target (see
//! `support/decode_roundtrip.rs` for the documented equivalences), and of
//! the tutorial's target. Records whose forms the decoder does not read
//! yet are listed, exactly, in `tests/<target>/disasm-roundtrip-known.txt`.

#[path = "support/decode_roundtrip.rs"]
mod decode_roundtrip;

use decode_roundtrip::{check, Report};
use std::collections::{BTreeMap, BTreeSet};

/// The records of `tests/<dir>/disasm-roundtrip-known.txt` (one per line,
/// `#` comments): forms the decoder does not read back yet. The list is
/// exact: the test fails when a record not listed fails, and when a
/// listed one stops failing (remove it then); `PREFIX*` names a family.
fn known_failures(dir: &str) -> BTreeSet<String> {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests").join(dir).join("disasm-roundtrip-known.txt");
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect()
}

fn assert_round_trip(target: &str, dir: &str, report: &Report, min_records: usize) {
    let mut failing = BTreeMap::<String, Vec<&String>>::new();
    for f in &report.failures {
        let record = f.split([' ', ':']).next().unwrap_or("").to_string();
        failing.entry(record).or_default().push(f);
    }
    let known = known_failures(dir);
    // `PREFIX*` lists every record of a family some of whose random
    // instances fail (x86's VSIB gathers: only some index registers).
    let is_known =
        |r: &str| known.contains(r) || known.iter().any(|k| k.strip_suffix('*').is_some_and(|p| r.starts_with(p)));
    let unexpected: Vec<&String> =
        failing.iter().filter(|(r, _)| !is_known(r)).flat_map(|(_, fs)| fs.iter().copied()).collect();
    let fixed: Vec<&String> = known.iter().filter(|r| !r.ends_with('*') && !failing.contains_key(*r)).collect();
    let listed: usize = failing.iter().filter(|(r, _)| is_known(r)).map(|(_, fs)| fs.len()).sum();
    println!(
        "{target}: {} instances checked, {} identical, {:?}; {listed} failures of {} known records",
        report.checked,
        report.identical,
        report.equivalent,
        known.len()
    );
    assert!(
        unexpected.is_empty(),
        "{target}: {} failures:\n{}",
        unexpected.len(),
        unexpected.iter().map(|s| s.as_str()).collect::<Vec<_>>().join("\n")
    );
    assert!(
        fixed.is_empty(),
        "{target}: listed in tests/{dir}/disasm-roundtrip-known.txt but no longer failing: {fixed:?}"
    );
    assert!(report.decoded_records >= min_records, "{target}: only {} records decoded", report.decoded_records);
    assert!(report.checked > 0);
}

#[cfg(feature = "bpf")]
#[test]
fn bpf_instructions_decode_to_themselves() {
    let report = check(&tdc::targets::bpf::TABLES, 29, 40);
    assert_round_trip("bpf", "bpf", &report, 150);
}

#[cfg(feature = "aarch64")]
#[test]
fn aarch64_instructions_decode_to_themselves() {
    let report = check(&tdc::targets::aarch64::TABLES, 29, 40);
    assert_round_trip("aarch64", "aarch64", &report, 400);
}

#[cfg(feature = "powerpc")]
#[test]
fn powerpc_instructions_decode_to_themselves() {
    let report = check(&tdc::targets::powerpc::TABLES, 29, 40);
    assert_round_trip("powerpc", "powerpc", &report, 400);
}

#[cfg(feature = "x86")]
#[test]
fn x86_instructions_decode_to_themselves() {
    let report = check(&tdc::targets::x86::TABLES, 29, 20);
    assert_round_trip("x86_64", "x86", &report, 0);
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
    assert_round_trip("acc16", "toy", &report, 20);
}
