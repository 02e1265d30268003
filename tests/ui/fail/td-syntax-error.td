// A `let` with no value.

include "toy.td"

def SUB : T16<0x12, (outs GPR:$dst), (ins GPR:$src), "sub $dst, $src"> {
  let hasSideEffects = ;
}

def Toy : Target { let InstructionSet = ToyInstrInfo; }
