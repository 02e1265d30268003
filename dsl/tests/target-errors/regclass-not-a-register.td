// expect: E0603 at i32
// A register-class member that is a value type, not a register.

include "tdc.td"

def R0 : Register<"r0">;
def R1 : Register<"r1">;
def GPR : RegisterClass<"T", [i32], 32, (add R0, i32, R1)>;

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
