//! Physical registers in selection patterns: a register leaf in the
//! pattern to match copies the value found there into that register right
//! before the first instruction of the result that reads it (a
//! sub-register or super-register counts), or before the whole result
//! when none does; `COPY_TO_REG` copies a value the result makes; result
//! dags before the last need not produce the matched value.

mod common;

use common::with_big_stack;
use std::path::PathBuf;
use tdc_dsl::Options;
use tdc_schema::isel::{EmitOperand, MatchOp};
use tdc_schema::vocab::Op;

const TARGET: &str = r#"
include "tdc.td"

def sub_lo : SubRegIndex<8>;
def CL : Register<"cl"> { let HWEncoding = 1; }
def RAX : Register<"rax"> { let HWEncoding = 0; }
def RCX : Register<"rcx"> { let HWEncoding = 1; let SubRegs = [CL]; let SubRegIndices = [sub_lo]; }
def RDX : Register<"rdx"> { let HWEncoding = 2; }
def GPR : RegisterClass<"T", [i64], 64, (add RAX, RCX, RDX)>;
def GPR8 : RegisterClass<"T", [i8], 8, (add CL)>;

// A 16-bit word: the opcode, then the register operands.
class Inst16<int opcode, dag outs, dag ins> : Instruction {
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = "op";
  let Size = 2;
  let hasSideEffects = 0;
  field bits<16> Inst;
  let Inst{15-8} = opcode;
  let Inst{7-4} = 0;
}
// Shifts its operand by cl.
let Uses = [CL], Constraints = "$src = $dst" in
def SHL : Inst16<1, (outs GPR:$dst), (ins GPR:$src)> { bits<4> dst; let Inst{3-0} = dst; }
// Divides rdx:rax by its operand.
let Uses = [RAX, RDX], Defs = [RAX, RDX] in
def DIV : Inst16<2, (outs), (ins GPR:$src)> { bits<4> src; let Inst{3-0} = src; }
def ZERO : Inst16<3, (outs GPR:$dst), (ins)> { bits<4> dst; let Inst{3-0} = dst; }
// Reads nothing implicitly.
let Constraints = "$src = $dst" in
def NEG : Inst16<4, (outs GPR:$dst), (ins GPR:$src)> { bits<4> dst; let Inst{3-0} = dst; }

def : Pat<(shl GPR:$a, (i64 RCX)), (SHL $a)>;
def : Pattern<(udiv RAX, GPR:$b), [(COPY_TO_REG (ZERO), RDX), (DIV $b), (COPY_TO_REGCLASS RAX, GPR)]>;
def : Pat<(sub GPR:$a, RDX), (NEG (NEG $a))>;

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
"#;

/// The selection tables' operations and the indices of instructions and
/// registers by name.
struct Built {
    ops: Vec<MatchOp>,
    inst: Box<dyn Fn(&str) -> u16 + Send>,
    reg: Box<dyn Fn(&str) -> u16 + Send>,
}

fn build() -> Built {
    with_big_stack(|| {
        let prelude = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../targets/include");
        let options = Options { include_dirs: vec![prelude], ..Options::default() };
        let out = tdc_dsl::load_text("fixed.td", None, TARGET, &options);
        let rendered = tdc_dsl::diag::render(&out.db, &out.diags);
        let records = out.records.as_ref().unwrap_or_else(|| panic!("{rendered}"));
        let model = tdc_dsl::target::build(records, &out.db)
            .unwrap_or_else(|d| panic!("{}", tdc_dsl::diag::render(&out.db, &d)));
        let insts: Vec<String> = model.instructions.iter().map(|i| i.name.clone()).collect();
        let regs: Vec<String> = model.registers.iter().map(|r| r.name.clone()).collect();
        Built {
            ops: tdc_dsl::tables::lower(&model).tables.selection.into_inner().ops,
            inst: Box::new(move |n| insts.iter().position(|i| i == n).expect("an instruction") as u16),
            reg: Box::new(move |n| regs.iter().position(|r| r == n).expect("a register") as u16),
        }
    })
}

/// The operations after the `CheckOpcode(opcode)` of one pattern, up to
/// its Complete, from its first emission on.
fn emission(ops: &[MatchOp], opcode: &str) -> Vec<MatchOp> {
    let start = ops
        .iter()
        .position(|o| Op::from_name(opcode).is_some_and(|op| *o == MatchOp::CheckOpcode(op)))
        .expect("the pattern");
    let rest = &ops[start..];
    let first = rest
        .iter()
        .position(|o| matches!(o, MatchOp::Emit { .. } | MatchOp::EmitCopy { .. } | MatchOp::EmitCopyToReg { .. }))
        .expect("an emission");
    let end = rest.iter().position(|o| matches!(o, MatchOp::Complete { .. })).expect("a Complete");
    rest[first..end].to_vec()
}

#[test]
fn a_register_leaf_is_copied_right_before_the_instruction_reading_it() {
    let b = build();
    let shl = emission(&b.ops, "shl");
    // Slot 0 is $a, slot 1 the count matched at RCX; SHL reads CL, part of it.
    assert_eq!(
        shl,
        vec![
            MatchOp::EmitCopyToReg { reg: (b.reg)("RCX"), operand: EmitOperand::Node(1) },
            MatchOp::Emit { inst: (b.inst)("SHL"), operands: vec![EmitOperand::Node(0)], results: 1 },
        ]
    );
}

#[test]
fn copy_to_reg_and_effects_without_values_order_a_division() {
    let b = build();
    let udiv = emission(&b.ops, "udiv");
    assert_eq!(
        udiv,
        vec![
            MatchOp::Emit { inst: (b.inst)("ZERO"), operands: vec![], results: 1 },
            MatchOp::EmitCopyToReg { reg: (b.reg)("RDX"), operand: EmitOperand::Temp(0) },
            // The dividend goes into rax after the zero, right before DIV.
            MatchOp::EmitCopyToReg { reg: (b.reg)("RAX"), operand: EmitOperand::Node(0) },
            MatchOp::Emit { inst: (b.inst)("DIV"), operands: vec![EmitOperand::Node(1)], results: 0 },
            MatchOp::EmitCopy { class: 0, operand: EmitOperand::Reg((b.reg)("RAX")) },
        ]
    );
}

#[test]
fn a_register_no_instruction_reads_is_copied_first() {
    let b = build();
    let sub = emission(&b.ops, "sub");
    let neg = (b.inst)("NEG");
    assert_eq!(
        sub,
        vec![
            MatchOp::EmitCopyToReg { reg: (b.reg)("RDX"), operand: EmitOperand::Node(1) },
            MatchOp::Emit { inst: neg, operands: vec![EmitOperand::Node(0)], results: 1 },
            MatchOp::Emit { inst: neg, operands: vec![EmitOperand::Temp(0)], results: 1 },
        ]
    );
}
