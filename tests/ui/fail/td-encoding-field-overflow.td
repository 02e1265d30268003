// The opcode 0x1ff does not fit the 8 bits `T16` gives it.

include "toy.td"

def SUB : T16<0x1ff, (outs GPR:$dst), (ins GPR:$src), "sub $dst, $src">;

def Toy : Target { let InstructionSet = ToyInstrInfo; }
