// expect: E0602 at [B, Z]
// Z contains B and itself; A reaches the cycle through Z.

include "tdc.td"

def B : Register<"b">;
def Z : Register<"z"> { let SubRegs = [B, Z]; }
def A : RegisterWithSubRegs<"a", [Z]>;
def GPR : RegisterClass<"T", [i32], 32, (add A, B, Z)>;

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
