// expect: E0618 at $dist
// A relocation operator's Resolve names '$dist'; its input is $distance.

include "tdc.td"

def R0 : Register<"r0"> { let HWEncoding = 0; }
def R1 : Register<"r1"> { let HWEncoding = 1; }
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;
def pchi : RelocModifier<"pchi", 5> {
  let Resolve = (sra $dist, 8);
}
def imm8 : Operand<i32> {
  let ParserMatchClass = ImmRangeAsmOperand<0, 255>;
  let RelocModifiers = [pchi];
}

// A 16-bit instruction word: bits 15-12 opcode, 11-8 register, 7-0 value.
def LDI : Instruction {
  let OutOperandList = (outs GPR:$dst);
  let InOperandList = (ins imm8:$imm);
  let AsmString = "ldi $dst, $imm";
  let Size = 2;
  let hasSideEffects = 0;
  field bits<16> Inst;
  bits<4> dst;
  bits<8> imm;
  let Inst{15-12} = 1;
  let Inst{11-8} = dst;
  let Inst{7-0} = imm;
}

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
