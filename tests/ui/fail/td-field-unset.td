// An instruction must list its results: `OutOperandList` is left unset.

include "toy.td"

def NOP : Instruction {
  let InOperandList = (ins);
  let AsmString = "nop";
  let Size = 2;
  field bits<16> Inst = 0;
}

def Toy : Target { let InstructionSet = ToyInstrInfo; }
