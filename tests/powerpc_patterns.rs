//! The CodeGenerator document's PowerPC examples as tdc reads them: the
//! FADDS and FMADDS patterns infer their types (f32) from the register
//! classes alone, FMADDS also matches its add with the operands the other
//! way round, and any 32-bit immediate is ORI of LIS with HI16/LO16.
//! FMADDS's pattern is the document's, put back in the description for
//! the test: the built-in target leaves it out, because fmadds rounds
//! once where an add of a product rounds twice.

use std::path::Path;
use tdc_dsl::target::patterns::print_patterns;

fn patterns() -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut options = tdc_dsl::Options { include_dirs: vec![root.join("targets/include")], ..Default::default() };
    let fp = std::fs::canonicalize(root.join("targets/powerpc/PPCInstrFP.td")).expect("PPCInstrFP.td");
    let plain = "defm FMADDS : FPTernary<59, 29, \"fmadds\", f4rc>;";
    let text = std::fs::read_to_string(&fp).expect("PPCInstrFP.td");
    assert!(text.contains(plain), "FMADDS is defined otherwise");
    let pattern = "[(set F4RC:$FRT, (fadd (fmul F4RC:$FRA, F4RC:$FRC), F4RC:$FRB))]";
    options
        .overlays
        .insert(fp, text.replace(plain, &format!("defm FMADDS : FPTernary<59, 29, \"fmadds\", f4rc, {pattern}>;")));
    let out = tdc_dsl::load_file(&root.join("targets/powerpc/PPC.td"), &options);
    assert!(!out.has_errors(), "{:?}", out.diags);
    let model =
        tdc_dsl::target::build(out.records.as_ref().expect("records"), &out.db).unwrap_or_else(|d| panic!("{d:?}"));
    print_patterns(&model)
}

#[test]
fn code_generator_examples_infer_and_commute() {
    let text = patterns();
    let matches: Vec<&str> = text.lines().filter_map(|l| l.trim().strip_prefix("match  ")).collect();
    for expected in [
        "(fadd:f32 F4RC:$FRA:f32 F4RC:$FRB:f32)",
        "(fadd:f32 (fmul:f32 F4RC:$FRA:f32 F4RC:$FRC:f32) F4RC:$FRB:f32)",
        "(fadd:f32 F4RC:$FRB:f32 (fmul:f32 F4RC:$FRA:f32 F4RC:$FRC:f32))",
        "(imm:$imm:i32)",
    ] {
        assert!(matches.contains(&expected), "no pattern matches {expected}:\n{text}");
    }
    // fadd of two registers of one class is one pattern, not two.
    assert_eq!(matches.iter().filter(|m| m.starts_with("(fadd:f32 F4RC:$FRA:f32 F4RC:$FRB:f32)")).count(), 1, "{text}");
    assert!(
        text.contains("result (ORI:i32 (LIS:i32 (xform hi16:i16 (imm:$imm:i32))) (xform lo16:i32 (imm:$imm:i32)))"),
        "{text}"
    );
}
