// expect: E0613 at Inst
// A 256-bit encoding; at most 128 bits are supported.

include "tdc.td"

def R0 : Register<"r0"> { let HWEncoding = 0; }
def R1 : Register<"r1"> { let HWEncoding = 1; }
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;

def HUGE : Instruction {
  let OutOperandList = (outs);
  let InOperandList = (ins);
  let AsmString = "huge";
  let Size = 32;
  field bits<256> Inst = 0;
}

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
