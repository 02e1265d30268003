// expect: E0602 at [A]
// A register lists itself among its sub-registers.

include "tdc.td"

def A : Register<"a"> { let SubRegs = [A]; }
def GPR : RegisterClass<"T", [i32], 32, (add A)>;

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
