// `Size` is an int; a string cannot be assigned to it.

include "toy.td"

def SUB : T16<0x12, (outs GPR:$dst), (ins GPR:$src), "sub $dst, $src"> {
  let Size = "two";
}

def Toy : Target { let InstructionSet = ToyInstrInfo; }
