// expect: E0612 at MEM
// MEM lists itself among its own sub-operands, so it has no finite layout.

include "tdc.td"

def R0 : Register<"r0"> { let HWEncoding = 0; }
def R1 : Register<"r1"> { let HWEncoding = 1; }
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;

def MEM : Operand<i32> {
  let OperandType = "OPERAND_MEMORY";
  let MIOperandInfo = (ops GPR:$base, MEM:$inner);
}

def LD : Instruction {
  let OutOperandList = (outs);
  let InOperandList = (ins MEM:$addr);
  let AsmString = "ld $addr";
}

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
