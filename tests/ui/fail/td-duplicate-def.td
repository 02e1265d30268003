// `ADD` is already defined by `toy.td`.

include "toy.td"

def ADD : T16<0x12, (outs GPR:$dst), (ins GPR:$src), "add $dst, $src">;

def Toy : Target { let InstructionSet = ToyInstrInfo; }
