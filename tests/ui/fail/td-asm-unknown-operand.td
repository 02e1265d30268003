// The assembly string names `$src2`; the operands are `$dst` and `$src`.

include "toy.td"

def SUB : T16<0x12, (outs GPR:$dst), (ins GPR:$src), "sub $dst, $src2">;

def Toy : Target { let InstructionSet = ToyInstrInfo; }
