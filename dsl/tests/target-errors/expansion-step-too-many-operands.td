// expect: E0618 at 0
// A step gives LDI three operands; it has two.

include "tdc.td"

def R0 : Register<"r0"> { let HWEncoding = 0; }
def R1 : Register<"r1"> { let HWEncoding = 1; }
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;
def imm8 : Operand<i32> {
  let ParserMatchClass = ImmRangeAsmOperand<-128, 127>;
  let RelocModifiers = [RelocModifier<"lo", 1>];
}
def imm32 : Operand<i32>;

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
def hi8 : RelocModifier<"hi", 2>;

// `li` loads any 32-bit value, as one or two `ldi`s.
def LI : Instruction {
  let OutOperandList = (outs GPR:$dst);
  let InOperandList = (ins imm32:$imm);
  let AsmString = "li $dst, $imm";
  let isPseudo = 1;
  let hasSideEffects = 0;
  let Expansions = [Expansion<(always), [(LDI $dst, $imm, 0)]>];
}

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
