// expect: E0603 at -1
// A negative count for `shl`.

include "tdc.td"

def R0 : Register<"r0">;
def R1 : Register<"r1">;
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;
def Tail : RegisterClass<"T", [i32], 32, (shl GPR, -1)>;

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
