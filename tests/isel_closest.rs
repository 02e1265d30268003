//! Mistakes in a target's patterns that no check of the description can
//! see, because the description is consistent: a leaf whose predicate
//! accepts too little, a pattern left out. Selection then fails at run
//! time, and its message names the patterns that came closest to the
//! node and the check that turned each down, which points at the cause.

#[path = "support/variant.rs"]
mod variant;

use tdc::isel::lower::compile;
use tdc::isel::parse_functions;
use variant::variant;

fn error(v: &variant::Variant, text: &str) -> String {
    let f = parse_functions("t.dag", text).expect("a valid function").remove(0);
    match compile(v, &f) {
        Ok(c) => panic!("selected:\n{}", c.assembly),
        Err(e) => e.message,
    }
}

/// BPF without its pattern for 64-bit constants (`ld_imm64`): a constant
/// beyond 32 bits has no pattern, and the message says which leaf's
/// predicate rejected it.
#[test]
fn a_missing_pattern_is_named_by_the_predicate_that_rejects_the_node() {
    let v = variant("bpf", "targets/bpf/BPF.td", "targets/bpf/BPFSelection.td", |text| {
        text.replace("def : Pat<(i64 imm:$imm), (LD_imm64 imm:$imm)>;", "")
    });
    let message = error(&v, "fn big() -> i64 {\nentry:\n  (ret 0x123456789)\n}\n");
    assert!(message.starts_with("no pattern selects (imm:i64)"), "{message}");
    assert!(message.contains("closest: (imm:$imm:i64 if is_simm32)"), "{message}");
    assert!(message.contains("the predicate 'is_simm32' rejects 4886718345"), "{message}");
}

/// PowerPC with the D-form address given the DS form's complex pattern
/// (offsets that are multiples of 4) for word loads, and no indexed form:
/// a load at offset 6 matches nothing, and the message names the complex
/// pattern that did not match.
#[test]
fn a_complex_pattern_that_accepts_too_little_is_named() {
    let v = variant("powerpc", "targets/powerpc/PPC.td", "targets/powerpc/PPCSelection.td", |text| {
        text.replace(
            "defm : Load<i64, zextloadi32, LWZ8, LWZX_64>;",
            "defm : Load<i64, zextloadi32, LWZ8, LWZX_64, ADDRrix>;",
        )
        .replace("  def : Pat<(vt (frag (add G8RC:$base, G8RC:$index))), (x $base, $index)>;\n", "")
    });
    let message = error(&v, "fn f(%p: ptr) -> i64 {\nentry:\n  (ret (zextload:i64:i32 (add %p 6)))\n}\n");
    assert!(message.contains("no pattern selects (load:i64)"), "{message}");
    assert!(message.contains("the complex pattern 'select_addr_rix' does not match (add:i64)"), "{message}");
}
