// `ADD` has two operands (dst and src); the alias result gives one.

include "toy.td"

def : InstAlias<"inc $rd", (ADD GPR:$rd)>;

def Toy : Target { let InstructionSet = ToyInstrInfo; }
