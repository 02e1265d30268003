// `add` needs both operands of one type; GPR holds i32 and FPR f32.

include "toy.td"

def Toy : Target { let InstructionSet = ToyInstrInfo; }

def : Pat<(add GPR:$a, FPR:$b), (ADD GPR:$a)>;
