//! Several independent errors are reported in one run, and uses of a
//! definition that failed are not reported again (no cascades).

const INPUT: &str = r#"class Reg<int n> { int Num = n; }
def R0 : Reg<0>;
def R1 : Reg<"one">;
def R2 : Reg<2> { let Nmu = 3; }
def R3 : Reg<3>;
def Alias { Reg r = R1; }
defvar x = !add(1, "a");
def Use { int y = x; int z = undefined_thing; }
assert !eq(R3.Num, 4), "R3 is not 4";
"#;

#[test]
fn independent_errors_are_all_reported_without_cascades() {
    let out = tdc_dsl::load_text("recovery.td", None, INPUT, &tdc_dsl::Options::default());
    let codes: Vec<&str> = out.diags.iter().filter(|d| d.is_error()).map(|d| d.code).collect();
    // R1's argument type, R2's unknown field, x's operand type, Use's
    // undefined name, the failing assert; nothing for the uses of R1 and x.
    assert_eq!(codes, ["E0300", "E0202", "E0300", "E0200", "E0502"], "{}", tdc_dsl::diag::render(&out.db, &out.diags));
    assert!(out.records.is_none());
}

#[test]
fn a_failed_class_stops_evaluation() {
    let input = "class A { int x = \"s\"; let y = 1; }\ndef B : A;\ndef C { int z = undefined; }\n";
    let out = tdc_dsl::load_text("stop.td", None, input, &tdc_dsl::Options::default());
    let codes: Vec<&str> = out.diags.iter().filter(|d| d.is_error()).map(|d| d.code).collect();
    assert_eq!(codes, ["E0300", "E0202"], "{}", tdc_dsl::diag::render(&out.db, &out.diags));
}
