// expect: E0614 at LongBZ
// BZ's RelaxedForm has no encoding: it is a pseudo-instruction.

include "tdc.td"

def R0 : Register<"r0"> { let HWEncoding = 0; }
def R1 : Register<"r1"> { let HWEncoding = 1; }
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;
def TargetAsm : ImmRangeAsmOperand<-128, 127> { let Name = "Target"; let AllowSymbol = 1; }
def target8 : Operand<OtherVT> {
  let OperandType = "OPERAND_PCREL";
  let ParserMatchClass = TargetAsm;
}

// A 16-bit instruction word: bits 15-12 opcode, 11-8 register, 7-0 value.
class T16<dag outs, dag ins, string asm> : Instruction {
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
  let Size = 2;
  let hasSideEffects = 0;
  field bits<16> Inst;
}

def LongBZ : Instruction {
  let OutOperandList = (outs);
  let InOperandList = (ins GPR:$r, target8:$target);
  let AsmString = "bz $r, $target";
  let isPseudo = 1;
  let isCodeGenOnly = 1;
  let hasSideEffects = 0;
}

def BZ : T16<(outs), (ins GPR:$r, target8:$target), "bz $r, $target"> {
  bits<4> r;
  bits<8> target;
  let Inst{15-12} = 2;
  let Inst{11-8} = r;
  let Inst{7-0} = target;
  let RelaxedForm = LongBZ;
}

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
