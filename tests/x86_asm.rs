//! x86-64 assembly against llvm-mc 19 goldens (tests/x86/regen-goldens.sh).
//!
//! The target is being built: no corpus file matches in full yet, because
//! listings of symbol operands (fixups) are still to come. Until they do,
//! `symbol_free_lines_match` checks, for the files whose instructions the
//! description has, every line that names no symbol: its printed form,
//! its encoding and llvm-mc's remarks, byte for byte.

#[path = "support/corpus.rs"]
mod corpus;

use tdc::asm::{assemble, AsmOptions};
use tdc::targets::x86::TABLES;

/// Corpus files tdc matches line for line.
const SUPPORTED: &[&str] = &[];

/// Corpus files whose lines without symbols tdc matches.
const SYMBOL_FREE: &[&str] = &["alu-adc.s", "alu-add.s", "alu-and.s", "alu-cmp.s", "alu-or.s", "alu-sbb.s", "alu-sub.s", "alu-xor.s", "mov.s"];

/// Corpus files tdc does not match yet.
const PENDING: &[&str] = &[
    "addressing.s", "alu-adc.s", "alu-add.s", "alu-and.s", "alu-cmp.s", "alu-or.s", "alu-sbb.s", "alu-sub.s", "alu-xor.s", "avx.s", "bitops.s",
    "branch.s", "cmovcc.s", "extend.s", "lea.s", "misc.s", "mov.s", "nop.s", "prefixes.s", "printing.s", "quirks.s", "regs.s", "segment.s",
    "setcc.s", "shift.s", "sse.s", "stack.s", "suffix.s", "test.s", "unary.s",
];

/// One instruction of a golden listing: its line and the remark lines
/// after it.
struct Listed<'a> {
    lines: Vec<&'a str>,
    has_fixup: bool,
}

fn listed(golden: &str) -> Vec<Listed<'_>> {
    let mut out: Vec<Listed<'_>> = Vec::new();
    for line in golden.lines().filter(|l| *l != "\t.text") {
        match out.last_mut() {
            Some(last) if line.starts_with(' ') => {
                last.has_fixup |= line.contains("fixup");
                last.lines.push(line);
            }
            _ => out.push(Listed { lines: vec![line], has_fixup: line.contains(",A") || line.contains("[A") }),
        }
    }
    out
}

#[test]
fn symbol_free_lines_match() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for name in SYMBOL_FREE {
        let source = std::fs::read_to_string(corpus::dir("x86", "asm").join(name)).unwrap();
        let golden = std::fs::read_to_string(corpus::dir("x86", "goldens").join(format!("{name}.out"))).unwrap();
        let statements: Vec<&str> = source.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).collect();
        let listing = listed(&golden);
        assert_eq!(statements.len(), listing.len(), "{name}: statements and listed instructions differ in number");
        let kept: Vec<(&str, &Listed<'_>)> = statements.into_iter().zip(&listing).filter(|(_, l)| !l.has_fixup).collect();
        let text: String = kept.iter().map(|(s, _)| format!("{s}\n")).collect();
        let expected: String = kept.iter().flat_map(|(_, l)| &l.lines).map(|l| format!("{l}\n")).collect();
        let asm = assemble(&TABLES, &text, AsmOptions { show_encoding: true });
        failures.extend(asm.errors.iter().map(|e| e.render(name)));
        let ours = asm.listing.lines().filter(|l| *l != "\t.text");
        for (o, e) in ours.zip(expected.lines()) {
            if o != e {
                failures.push(format!("{name}:\n  tdc:     {o}\n  llvm-mc: {e}"));
            }
        }
        checked += kept.len();
    }
    assert!(failures.is_empty(), "{} differences:\n{}", failures.len(), failures.join("\n"));
    assert!(checked > 900, "only {checked} lines checked");
    eprintln!("{checked} symbol-free lines match");
}

#[test]
fn every_corpus_file_is_listed_once() {
    corpus::check_every_file_listed("x86", SUPPORTED, PENDING);
    assert!(SYMBOL_FREE.iter().all(|f| PENDING.contains(f) || SUPPORTED.contains(f)));
}

/// Run with `--ignored --nocapture` to see how far each pending file is.
#[test]
#[ignore]
fn pending_files_report() {
    corpus::report(&TABLES, "x86", PENDING);
}
