//! x86-64 assembly against llvm-mc 19 goldens (tests/x86/regen-goldens.sh):
//! every line's printed form, its encoding, its fixups and llvm-mc's
//! remarks, printed in AT&T and in Intel syntax.
//!
//! Every corpus file is in `SUPPORTED` and must match in full; `PENDING`
//! is where a new file waits while its instructions are described. A test
//! below keeps the two lists honest.

#[path = "support/corpus.rs"]
mod corpus;

use tdc::targets::x86::TABLES;

/// Corpus files tdc matches line for line.
const SUPPORTED: &[&str] = &[
    "addressing.s",
    "alu-adc.s",
    "alu-add.s",
    "alu-and.s",
    "alu-cmp.s",
    "alu-or.s",
    "alu-sbb.s",
    "alu-sub.s",
    "alu-xor.s",
    "amx.s",
    "apx.s",
    "apx-egpr.s",
    "apx-misc.s",
    "apx-nf.s",
    "apx-promoted.s",
    "apx-unary.s",
    "avx-only.s",
    "avx-simd.s",
    "avx.s",
    "avx512-aliases.s",
    "avx512-k.s",
    "avx512-v4.s",
    "avx512-va.s",
    "avx512-vb.s",
    "avx512-vc.s",
    "avx512-vcvt.s",
    "avx512-vd.s",
    "avx512-ve.s",
    "avx512-vex.s",
    "avx512-vf.s",
    "avx512-vg.s",
    "avx512-vi.s",
    "avx512-vm.s",
    "avx512-vo.s",
    "avx512-vp2.s",
    "avx512-vp4.s",
    "avx512-vpa.s",
    "avx512-vpb.s",
    "avx512-vpc.s",
    "avx512-vpd.s",
    "avx512-vpe.s",
    "avx512-vpg.s",
    "avx512-vpi.s",
    "avx512-vpl.s",
    "avx512-vpm.s",
    "avx512-vpo.s",
    "avx512-vpr.s",
    "avx512-vps.s",
    "avx512-vpt.s",
    "avx512-vpu.s",
    "avx512-vpx.s",
    "avx512-vr.s",
    "avx512-vs.s",
    "avx512-vu.s",
    "avx512-vx.s",
    "base-extra.s",
    "bitops.s",
    "branch.s",
    "cmovcc.s",
    "dot.s",
    "extend.s",
    "gp-extensions.s",
    "intel-spellings.s",
    "lea.s",
    "local-labels.s",
    "misc.s",
    "mmx.s",
    "mov.s",
    "nop.s",
    "numeric-targets.s",
    "prefixes.s",
    "printing.s",
    "quirks.s",
    "regs.s",
    "segment.s",
    "setcc.s",
    "shift.s",
    "sse-simd.s",
    "sse.s",
    "sse4-crypto.s",
    "stack.s",
    "suffix.s",
    "system.s",
    "test.s",
    "unary.s",
    "x87.s",
    "xop.s",
];

/// Corpus files whose instructions the description does not have yet.
const PENDING: &[&str] = &[];

#[test]
fn supported_files_match_llvm_mc() {
    let distinct = corpus::check_supported(&TABLES, "x86", SUPPORTED, "#");
    eprintln!("{distinct} distinct lines match");
}

/// The same listings printed in Intel syntax (output variant 1) against
/// llvm-mc's `-output-asm-variant=1` (goldens-intel/).
#[test]
fn supported_files_print_as_llvm_mc_in_intel_syntax() {
    let mut failures = Vec::new();
    for name in SUPPORTED {
        failures.extend(corpus::listing_differences_printed(&TABLES, "x86", "goldens-intel", name, 1));
    }
    assert!(failures.is_empty(), "{} differences:\n{}", failures.len(), failures.join("\n"));
}

/// The corpus read back in Intel syntax (`intel/asm/`, written from the
/// Intel listings by `intel/make-inputs.sh`) assembles as llvm-mc
/// assembles it, also where llvm-mc prints two encodings alike (`retf`,
/// `mov eax, es`, `push fs`) and reads the text as one of them.
#[test]
fn the_corpus_in_intel_syntax_assembles_as_llvm_mc_assembles_it() {
    let dir = corpus::dir("x86", "intel");
    let mut names: Vec<String> = std::fs::read_dir(dir.join("asm"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    // numeric-targets.s has none: llvm-mc's Intel parser takes no number
    // as a branch target.
    let mut expected: Vec<&str> = SUPPORTED.iter().copied().filter(|&n| n != "numeric-targets.s").collect();
    expected.sort();
    assert_eq!(names, expected, "an Intel input for every corpus file but numeric-targets.s");
    let mut differences = Vec::new();
    let mut lines = 0;
    for name in &names {
        let source = std::fs::read_to_string(dir.join("asm").join(name)).unwrap();
        let golden = std::fs::read_to_string(dir.join("goldens").join(format!("{name}.out"))).unwrap();
        let options = tdc::asm::AsmOptions { show_encoding: true, ..Default::default() };
        let asm = tdc::asm::assemble_with_features(&TABLES, &source, options, corpus::file_features(&TABLES, &source));
        assert!(asm.errors.is_empty(), "{name}: {}", asm.errors[0].render(name));
        assert_eq!(asm.listing.lines().count(), golden.lines().count(), "{name}: listing lines");
        lines += golden.lines().filter(|l| l.contains("# encoding:")).count();
        for (ours, theirs) in asm.listing.lines().zip(golden.lines()) {
            if ours != theirs {
                differences.push(format!("{name}: {}", theirs.trim()));
            }
        }
    }
    assert!(differences.is_empty(), "{} lines differ from llvm-mc's:\n{}", differences.len(), differences.join("\n"));
    assert!(lines > 40_000, "only {lines} instructions");
    eprintln!("{lines} instructions read in Intel syntax");
}

/// Lines llvm-mc assembles and warns of (`warnings/`): the same listing,
/// and the same warnings, at the same places.
#[test]
fn warnings_are_llvm_mc_warnings() {
    let dir = corpus::dir("x86", "warnings");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".s"))
        .collect();
    names.sort();
    assert!(!names.is_empty());
    for name in &names {
        let source = std::fs::read_to_string(dir.join(name)).unwrap();
        let golden = |ext: &str| std::fs::read_to_string(dir.join("goldens").join(format!("{name}.{ext}"))).unwrap();
        let options = tdc::asm::AsmOptions { show_encoding: true, ..Default::default() };
        let asm = tdc::asm::assemble_with_features(&TABLES, &source, options, corpus::file_features(&TABLES, &source));
        assert!(asm.errors.is_empty(), "{name}: {}", asm.errors[0].render(name));
        assert_eq!(asm.listing, golden("out"), "{name}: listing");
        let warnings: String = asm.warnings.iter().map(|w| w.render_warning(name)).collect();
        assert!(!warnings.is_empty(), "{name}: no warnings");
        assert_eq!(warnings, golden("err"), "{name}: warnings");
    }
}

#[test]
fn every_corpus_file_is_listed_once() {
    corpus::check_every_file_listed("x86", SUPPORTED, PENDING);
}

/// Run with `--ignored --nocapture` to see how far each pending file is.
#[test]
#[ignore]
fn pending_files_report() {
    corpus::report(&TABLES, "x86", PENDING);
}
