//! Inputs at the edges of the integer range end in a limit diagnostic,
//! never a panic (regressions found by the fuzzer).

fn first_error(text: &str) -> Option<&'static str> {
    let out = tdc_dsl::load_text("limits.td", None, text, &tdc_dsl::Options::default());
    out.diags.iter().find(|d| d.is_error()).map(|d| d.code)
}

#[test]
fn closed_range_spanning_all_of_i64() {
    let text = "def A { list<int> l = [1, 2][-9223372036854775808...9223372036854775807]; }\n";
    assert_eq!(first_error(text), Some("E0504"));
}

#[test]
fn foreach_range_up_to_i64_max() {
    let text = "foreach i = 0...9223372036854775807 in def D#i;\n";
    assert_eq!(first_error(text), Some("E0504"));
}

#[test]
fn runaway_evaluation_is_stopped() {
    let text = "class C<int n> { int v = !foldl(0, !range(1000000), a, b, !add(a, b, n)); }\n\
                foreach i = 0...999 in def X#i : C<i>;\n";
    assert_eq!(first_error(text), Some("E0504"));
}

#[test]
fn errors_on_long_lines_quote_a_bounded_amount_of_source() {
    // Each line is one error (a run of unexpected characters) that quotes
    // the whole 100 KB line: 90 of them once wrote 18 MB of errors.
    let line = format!("def A{{}} {}\n", "~".repeat(100_000));
    let text = line.repeat(90);
    let out = tdc_dsl::load_text("long.td", None, &text, &tdc_dsl::Options::default());
    assert_eq!(out.diags.iter().filter(|d| d.is_error()).count(), 90);
    let rendered = tdc_dsl::diag::render(&out.db, &out.diags);
    assert!(rendered.len() < 3 * tdc_dsl::diag::MAX_QUOTED_BYTES, "{} bytes of errors", rendered.len());
    // Every error is still there, the later ones without their lines.
    assert_eq!(rendered.matches("error[E0101]").count(), 90, "{}", &rendered[rendered.len() - 500..]);
    assert!(rendered.contains("shown without source lines"));
}

/// The fuzzer's 950 kB file of repeated `#define X` lines warned once per
/// line: 14.7 MB of warnings. Warnings are capped per file as errors are.
#[test]
fn warnings_per_file_are_capped_with_a_closing_note() {
    let text = "#define X\n".repeat(1_000);
    let out = tdc_dsl::load_text("defines.td", None, &text, &tdc_dsl::Options::default());
    assert_eq!(out.diags.iter().filter(|d| d.code == "W0002").count(), 999);
    let rendered = tdc_dsl::diag::render(&out.db, &out.diags);
    assert_eq!(rendered.matches("warning[W0002]").count(), tdc_dsl::diag::MAX_WARNINGS_PER_FILE);
    assert!(rendered.contains("note: 899 more warnings in defines.td not shown (the first 100 are)"), "{rendered}");
}
