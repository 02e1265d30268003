// expect: E0601 at ?
// A register must have an assembly name.

include "tdc.td"

def R0 : Register<?> { let HWEncoding = 0; }
def R1 : Register<"r1"> { let HWEncoding = 1; }
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
