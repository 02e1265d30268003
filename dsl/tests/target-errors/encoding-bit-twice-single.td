// expect: E0607 at dst{0}
// Bit 0 of dst is placed at bits 4 and 5; bit 1 of dst at neither.

include "tdc.td"

def R0 : Register<"r0"> { let HWEncoding = 0; }
def R1 : Register<"r1"> { let HWEncoding = 1; }
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;

// A 16-bit instruction word: bits 15-8 opcode, 7-4 first and 3-0 second operand.
class T16<dag outs, dag ins, string asm> : Instruction {
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
  let Size = 2;
  let hasSideEffects = 0;
  field bits<16> Inst;
}

def INC : T16<(outs GPR:$dst), (ins), "inc $dst"> {
  bits<2> dst;
  let Inst{15-6} = 0x3c;
  let Inst{5} = dst{0};
  let Inst{4} = dst{0};
  let Inst{3-0} = 0;
}

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
