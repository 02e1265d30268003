// `T32` is not a class: the toy target has only `T16`.

include "toy.td"

def SUB : T32<0x12, (outs GPR:$dst), (ins GPR:$src), "sub $dst, $src">;

def Toy : Target { let InstructionSet = ToyInstrInfo; }
