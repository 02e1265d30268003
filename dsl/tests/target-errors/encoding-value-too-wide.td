// expect: E0605 at 0x1ff
// The opcode 0x1ff does not fit the 8 bits the class gives it: one error
// for bits 15-8, saying why, not one per bit.

include "tdc.td"

def R0 : Register<"r0"> { let HWEncoding = 0; }
def R1 : Register<"r1"> { let HWEncoding = 1; }
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;

// A 16-bit instruction word: bits 15-8 opcode, 7-4 first and 3-0 second operand.
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

def ADD : T16<0x1ff, (outs GPR:$dst), (ins GPR:$src), "add $dst, $src">;

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
