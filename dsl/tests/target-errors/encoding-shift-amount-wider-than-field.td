// expect: E0615 at shamt
// slliw's shift amount accepts 0-63 but its field has 5 bits: `slliw a0, a0, 40`
// would silently shift by 8.

include "tdc.td"

def X0 : Register<"x0"> { let HWEncoding = 0; }
def X1 : Register<"x1"> { let HWEncoding = 1; }
def GPR : RegisterClass<"T", [i64], 64, (add X0, X1)>;
def uimm6 : Operand<i64> {
  let ParserMatchClass = ImmRangeAsmOperand<0, 63>;
}

def SLLIW : Instruction {
  let OutOperandList = (outs GPR:$rd);
  let InOperandList = (ins GPR:$rs1, uimm6:$shamt);
  let AsmString = "slliw $rd, $rs1, $shamt";
  let Size = 4;
  let hasSideEffects = 0;
  field bits<32> Inst;
  bits<5> rd;
  bits<5> rs1;
  bits<5> shamt;
  let Inst{31-25} = 0;
  let Inst{24-20} = shamt;
  let Inst{19-15} = rs1;
  let Inst{14-12} = 0b001;
  let Inst{11-7} = rd;
  let Inst{6-0} = 0b0011011;
}

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
