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
