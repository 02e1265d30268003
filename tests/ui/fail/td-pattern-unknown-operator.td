// `frob` is a plain record, not a selection node or fragment.

include "toy.td"

def Toy : Target { let InstructionSet = ToyInstrInfo; }

def frob;
def : Pat<(frob GPR:$a, GPR:$b), (ADD GPR:$a, GPR:$b)>;
