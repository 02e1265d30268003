// expect: E0701 at (COPY_TO_REG (NEG GPR:$a), GPR)
// COPY_TO_REG copies into a physical register, not into a register class
// (that is COPY_TO_REGCLASS).

include "tdc.td"

def R0 : Register<"r0"> { let HWEncoding = 0; }
def R1 : Register<"r1"> { let HWEncoding = 1; }
def F0 : Register<"f0"> { let HWEncoding = 0; }
def F1 : Register<"f1"> { let HWEncoding = 1; }
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;
def FPR : RegisterClass<"T", [f32], 32, (add F0, F1)>;
// Holds both widths, so its values' type is not known by itself.
def ANY : RegisterClass<"T", [i32, i64], 32, (add R0, R1)>;

// A 16-bit instruction word: bits 15-8 opcode, 7-4 and 3-0 operands.
class T16<bits<8> op, dag outs, dag ins, string asm> : Instruction {
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
  let Size = 2;
  let hasSideEffects = 0;
  field bits<16> Inst;
  bits<4> dst;
  bits<4> src;
  let Inst{15-8} = op;
  let Inst{7-4} = dst;
  let Inst{3-0} = src;
}

def ADD  : T16<0x10, (outs GPR:$dst), (ins GPR:$src), "add $dst, $src">;
def FADD : T16<0x11, (outs FPR:$dst), (ins FPR:$src), "fadd $dst, $src">;
def ADDA : T16<0x12, (outs ANY:$dst), (ins ANY:$src), "adda $dst, $src">;
def NEG  : T16<0x13, (outs GPR:$dst), (ins GPR:$src), "neg $dst, $src">;

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }

def : Pattern<(add GPR:$a, GPR:$b), [(COPY_TO_REG (NEG GPR:$a), GPR), (ADD GPR:$b)]>;
