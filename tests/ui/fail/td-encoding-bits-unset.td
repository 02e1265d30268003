// Bits 3-0 of the instruction word are never set: no operand fills them.

include "toy.td"

def NOT : Instruction {
  let OutOperandList = (outs GPR:$dst);
  let InOperandList = (ins);
  let AsmString = "not $dst";
  let Size = 2;
  field bits<16> Inst;
  bits<4> dst;
  let Inst{15-8} = 0x14;
  let Inst{7-4} = dst;
}

def Toy : Target { let InstructionSet = ToyInstrInfo; }
