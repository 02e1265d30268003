// `$c` names nothing the pattern to match binds.

include "toy.td"

def Toy : Target { let InstructionSet = ToyInstrInfo; }

def : Pat<(add GPR:$a, GPR:$b), (ADD $c)>;
