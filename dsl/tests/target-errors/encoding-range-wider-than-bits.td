// expect: E0615 at imm
// Operand addr accepts 0..1023 but only imm{7-0} reaches the encoding:
// `ld r0, 1000` would be written as 232. Reported once for LD and ST,
// which share the format.

include "tdc.td"

def R0 : Register<"r0"> { let HWEncoding = 0; }
def R1 : Register<"r1"> { let HWEncoding = 1; }
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;

def Imm0_1023 : AsmOperandClass {
  let Name = "Imm0_1023";
  let MinValue = 0;
  let MaxValue = 1023;
}
def addr : Operand<i32> { let ParserMatchClass = Imm0_1023; }

class MemFormat<bits<8> opcode, string mnemonic> : Instruction {
  let OutOperandList = (outs);
  let InOperandList = (ins GPR:$r, addr:$imm);
  let AsmString = mnemonic # " $r, $imm";
  let Size = 2;
  let hasSideEffects = 0;
  field bits<16> Inst;
  bits<1> r;
  bits<8> imm;
  let Inst{15-9} = opcode{6-0};
  let Inst{8} = r;
  let Inst{7-0} = imm;
}

def LD : MemFormat<1, "ld">;
def ST : MemFormat<2, "st">;

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
