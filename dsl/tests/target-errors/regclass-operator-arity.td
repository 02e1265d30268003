// expect: E0603 at sub
// `sub` takes exactly two sets.

include "tdc.td"

def R0 : Register<"r0">;
def R1 : Register<"r1">;
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;
def Low : RegisterClass<"T", [i32], 32, (sub GPR)>;

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
