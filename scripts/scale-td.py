#!/usr/bin/env python3
"""Writes a synthetic target description with N instruction records of the
shapes real ISAs have, for scripts/scale-bench.sh.

The machine has 64-bit instruction words: a 16-bit opcode (unique per
record) in bits 48-63, then register and immediate fields. Its records
come in the formats RISC ISAs use: three registers; two registers and a
12-bit signed immediate; loads and stores `rd, imm(rs)`; compare-and-branch
with a PC-relative target; moves of a 32-bit immediate. About one record in
ten has an alias (`InstAlias`), and a fixed set of selection patterns
covers the arithmetic of the first records.

usage: scale-td.py N > out.td
"""
import sys

n = int(sys.argv[1])
out = sys.stdout.write

out(f"""// A synthetic ISA of {n} instruction records (scripts/scale-td.py).
include "tdc.td"

class SReg<string name, bits<16> num> : Register<name> {{
  let Namespace = "Scale";
  let HWEncoding = num;
}}
foreach i = 0...31 in
  def X#i : SReg<"x"#i, i>, DwarfRegNum<[i]>;
def GPR : RegisterClass<"Scale", [i64], 64, (sequence "X%u", 0, 31)>;

def simm12 : Operand<i64> {{ let ParserMatchClass = ImmRangeAsmOperand<-2048, 2047>; }}
def simm32 : Operand<i64> {{ let ParserMatchClass = ImmRangeAsmOperand<-2147483648, 2147483647>; }}
def BrTargetAsmOperand : ImmRangeAsmOperand<-32768, 32767> {{
  let Name = "BrTarget";
  let AllowSymbol = 1;
}}
def brtarget : Operand<OtherVT> {{
  let OperandType = "OPERAND_PCREL";
  let ParserMatchClass = BrTargetAsmOperand;
  let PCRelOffset = 8;
  let PCRelShift = 2;
}}

class SInst<bits<16> opcode, dag outs, dag ins, string asm, list<dag> pattern = []> : Instruction {{
  let Namespace = "Scale";
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
  let Pattern = pattern;
  let Size = 8;
  let hasSideEffects = 0;
  field bits<64> Inst;
  let Inst{{63-48}} = opcode;
}}
class RForm<bits<16> opcode, string mnemonic, list<dag> pattern = []>
    : SInst<opcode, (outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2), mnemonic # "\\t$rd, $rs1, $rs2", pattern> {{
  bits<5> rd; bits<5> rs1; bits<5> rs2;
  let Inst{{47-43}} = rd; let Inst{{42-38}} = rs1; let Inst{{37-33}} = rs2; let Inst{{32-0}} = 0;
}}
class IForm<bits<16> opcode, string mnemonic>
    : SInst<opcode, (outs GPR:$rd), (ins GPR:$rs1, simm12:$imm), mnemonic # "\\t$rd, $rs1, $imm"> {{
  bits<5> rd; bits<5> rs1; bits<12> imm;
  let Inst{{47-43}} = rd; let Inst{{42-38}} = rs1; let Inst{{37-26}} = imm; let Inst{{25-0}} = 0;
}}
class LoadForm<bits<16> opcode, string mnemonic>
    : SInst<opcode, (outs GPR:$rd), (ins GPR:$rs1, simm12:$imm), mnemonic # "\\t$rd, ${{imm}}(${{rs1}})"> {{
  bits<5> rd; bits<5> rs1; bits<12> imm;
  let Inst{{47-43}} = rd; let Inst{{42-38}} = rs1; let Inst{{37-26}} = imm; let Inst{{25-0}} = 0;
  let mayLoad = 1;
}}
class StoreForm<bits<16> opcode, string mnemonic>
    : SInst<opcode, (outs), (ins GPR:$rs2, GPR:$rs1, simm12:$imm), mnemonic # "\\t$rs2, ${{imm}}(${{rs1}})"> {{
  bits<5> rs2; bits<5> rs1; bits<12> imm;
  let Inst{{47-43}} = rs2; let Inst{{42-38}} = rs1; let Inst{{37-26}} = imm; let Inst{{25-0}} = 0;
  let mayStore = 1;
}}
class BranchForm<bits<16> opcode, string mnemonic>
    : SInst<opcode, (outs), (ins GPR:$rs1, GPR:$rs2, brtarget:$target), mnemonic # "\\t$rs1, $rs2, $target"> {{
  bits<5> rs1; bits<5> rs2; bits<16> target;
  let Inst{{47-43}} = rs1; let Inst{{42-38}} = rs2; let Inst{{37-22}} = target; let Inst{{21-0}} = 0;
  let isBranch = 1;
  let isTerminator = 1;
}}
class MovForm<bits<16> opcode, string mnemonic>
    : SInst<opcode, (outs GPR:$rd), (ins simm32:$imm), mnemonic # "\\t$rd, $imm"> {{
  bits<5> rd; bits<32> imm;
  let Inst{{47-43}} = rd; let Inst{{42-11}} = imm; let Inst{{10-0}} = 0;
  let isMoveImm = 1;
}}

""")

forms = ["RForm", "IForm", "LoadForm", "StoreForm", "BranchForm", "MovForm", "RForm", "IForm"]
patterned = {0: "add", 8: "sub", 16: "and", 24: "or", 32: "xor", 40: "shl", 48: "srl", 56: "sra", 64: "mul"}
for i in range(n):
    form = forms[i % len(forms)]
    name = f"OP{i}"
    mnemonic = f"op{i}"
    pattern = ""
    if form == "RForm" and i in patterned:
        node = patterned[i]
        pattern = f", [(set GPR:$rd, ({node} GPR:$rs1, GPR:$rs2))]"
    out(f"def {name} : {form}<{i}, \"{mnemonic}\"{pattern}>;\n")
    if i % 10 == 3 and form == "IForm":
        out(f"def : InstAlias<\"{mnemonic}z $rd, $rs1\", ({name} GPR:$rd, GPR:$rs1, 0)>;\n")
    elif i % 10 == 1 and form == "IForm":
        out(f"def : InstAlias<\"{mnemonic}m $rd, $imm\", ({name} GPR:$rd, X0, simm12:$imm)>;\n")

out("""
def ScaleInstrInfo : InstrInfo;
def Scale : Target {
  let InstructionSet = ScaleInstrInfo;
  let CommentStrings = ["#"];
  let PointerBits = 64;
  let TextAlignment = 8;
  let NopBytes = [0, 0, 0, 0, 0, 0, 0, 0];
}
""")
