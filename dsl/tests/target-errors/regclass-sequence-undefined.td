// expect: E0603 at "R%u"
// The sequence runs past the last defined register (R2 does not exist).

include "tdc.td"

def R0 : Register<"r0">;
def R1 : Register<"r1">;
def GPR : RegisterClass<"T", [i32], 32, (sequence "R%u", 0, 2)>;

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
