// The toy target has registers R0 and R1; there is no R2.

include "toy.td"

def LOW : RegisterClass<"Toy", [i32], 32, (add R0, R2)>;

def Toy : Target { let InstructionSet = ToyInstrInfo; }
