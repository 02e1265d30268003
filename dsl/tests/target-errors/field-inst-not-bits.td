// expect: E0601 at Inst
// Inst must be a bits field, not an int.

include "tdc.td"

def R0 : Register<"r0"> { let HWEncoding = 0; }
def R1 : Register<"r1"> { let HWEncoding = 1; }
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;

def NOP : Instruction {
  let OutOperandList = (outs);
  let InOperandList = (ins);
  let AsmString = "nop";
  field int Inst = 16;
}

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
