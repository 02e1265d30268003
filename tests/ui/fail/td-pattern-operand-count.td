// `ADD` takes one input operand (its destination is an output); the result gives two.

include "toy.td"

def Toy : Target { let InstructionSet = ToyInstrInfo; }

def : Pat<(add GPR:$a, GPR:$b), (ADD GPR:$a, GPR:$b)>;
