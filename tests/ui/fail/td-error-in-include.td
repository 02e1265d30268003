// The mistake is in a file this one includes: the diagnostic points into
// that file and says how it was reached.

include "toy.td"
include "include/more-registers.td"

def Toy : Target { let InstructionSet = ToyInstrInfo; }
