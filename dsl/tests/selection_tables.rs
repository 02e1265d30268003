//! Selection patterns lowered to matcher operations, on a small target:
//! the slots of an operand written one by one, a compare whose result no
//! one reads selected before the branch that reads its flags, a type
//! written as an operand (sext_inreg's `i8`), and emissions that no other
//! pattern branches off.

use std::path::Path;
use tdc_dsl::tables::isel::selection;
use tdc_schema::isel::{EmitOperand, MatchOp};
use tdc_schema::vocab::Vt;

const TARGET: &str = r#"
include "tdc.td"

def R0 : Register<"r0"> { let HWEncoding = 0; }
def R1 : Register<"r1"> { let HWEncoding = 1; }
def FLAGS : Register<"flags"> { let HWEncoding = 0; }
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;

def i32imm : Operand<i32>;
// An immediate of two slots: a 4-bit chunk and its position.
def chunk_imm : Operand<i32> {
  let MIOperandInfo = (ops i32imm:$value, i32imm:$shift);
}

class T16<bits<4> op, dag outs, dag ins, string asm> : Instruction {
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
  let Size = 2;
  field bits<16> Inst;
  let Inst{15-12} = op;
}

def MOVI : T16<1, (outs GPR:$dst), (ins chunk_imm:$imm), "movi $dst, $imm"> {
  bits<1> dst;
  bits<4> imm_value;
  bits<2> imm_shift;
  let Inst{11} = dst;
  let Inst{10-7} = imm_value;
  let Inst{6-5} = imm_shift;
  let Inst{4-0} = 0;
}
// Sets the flags and writes the difference.
def SUBS : T16<2, (outs GPR:$dst), (ins GPR:$a, GPR:$b), "subs $dst, $a, $b"> {
  bits<1> dst;
  bits<1> a;
  bits<1> b;
  let Inst{11} = dst;
  let Inst{10} = a;
  let Inst{9} = b;
  let Inst{8-0} = 0;
  let Defs = [FLAGS];
}
def BLT : T16<3, (outs), (ins i32imm:$target), "blt $target"> {
  bits<12> target;
  let Inst{11-0} = target;
  let Uses = [FLAGS];
  let isBranch = 1;
}
def SXTB : T16<4, (outs GPR:$dst), (ins GPR:$src), "sxtb $dst, $src"> {
  bits<1> dst;
  bits<1> src;
  let Inst{11} = dst;
  let Inst{10} = src;
  let Inst{9-0} = 0;
}

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }

def Low4 : SDNodeXForm<imm, "low4">;
def : Pat<(i32 imm:$v), (MOVI (Low4 imm:$v), 2)>;
def : Pattern<(brcond (i1 (setcc GPR:$a, GPR:$b, SETLT)), bb:$t), [(SUBS $a, $b), (BLT bb:$t)]>;
def : Pat<(sext_inreg GPR:$a, i8), (SXTB $a)>;
// Its commuted variant checks the same (both classes hold i32) and starts
// its emission with the same copy.
def OTHER : RegisterClass<"T", [i32], 32, (add R1, R0)>;
def : Pat<(sub GPR:$v, (add GPR:$a, OTHER:$b)), (SUBS (SUBS (COPY_TO_REGCLASS $v, OTHER), $a), $b)>;
"#;

fn rows() -> Vec<MatchOp> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../targets/include");
    let options = tdc_dsl::Options { include_dirs: vec![root], ..Default::default() };
    let out = tdc_dsl::load_text("t.td", None, TARGET, &options);
    assert!(!out.has_errors(), "{:?}", out.diags);
    let model =
        tdc_dsl::target::build(out.records.as_ref().expect("records"), &out.db).unwrap_or_else(|d| panic!("{d:?}"));
    selection(&model, &mut Default::default()).tables.ops
}

#[test]
fn an_operand_of_two_slots_takes_them_one_by_one() {
    let ops = rows();
    let parts = ops.iter().find_map(|op| match op {
        MatchOp::Emit { operands, .. } => operands.iter().find_map(|o| match o {
            EmitOperand::Parts(parts) => Some(parts.clone()),
            _ => None,
        }),
        _ => None,
    });
    let parts = parts.expect("an emission with the slots given one by one");
    assert!(matches!(parts.as_slice(), [EmitOperand::XForm(_, _), EmitOperand::Imm(2)]), "{parts:?}");
}

#[test]
fn a_compare_before_a_branch_keeps_its_own_result() {
    let ops = rows();
    // SUBS (its result a temp nobody reads), then BLT, then the pattern
    // completes without a value.
    let emits: Vec<u8> = ops
        .iter()
        .filter_map(|op| if let MatchOp::Emit { results, .. } = op { Some(*results) } else { None })
        .collect();
    assert!(emits.windows(2).any(|w| w == [1, 0]), "{ops:?}");
    assert!(ops.iter().any(|op| matches!(op, MatchOp::Complete { result: None, .. })), "{ops:?}");
}

#[test]
fn a_written_type_is_a_type_operand() {
    let ops = rows();
    assert!(ops.contains(&MatchOp::CheckValueType(Vt::I8)), "{ops:?}");
}

#[test]
fn an_emission_runs_straight_to_its_completion() {
    let ops = rows();
    let mut emitting = false;
    for (i, op) in ops.iter().enumerate() {
        let is_emission = matches!(op, MatchOp::Emit { .. } | MatchOp::EmitCopy { .. });
        assert!(
            !emitting || is_emission || matches!(op, MatchOp::Complete { .. }),
            "op {i} interrupts an emission: {ops:?}"
        );
        emitting = is_emission;
    }
}
