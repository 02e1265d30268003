// expect: E0603 at ins
// The member list uses a record that is not a set operator.

include "tdc.td"

def R0 : Register<"r0">;
def R1 : Register<"r1">;
def GPR : RegisterClass<"T", [i32], 32, (ins R0, R1)>;

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
