// expect: E0603 at 0
// `decimate` needs a step of at least 1.

include "tdc.td"

def R0 : Register<"r0">;
def R1 : Register<"r1">;
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;
def Even : RegisterClass<"T", [i32], 32, (decimate GPR, 0)>;

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
