// expect: E0616 at GPR
// ADD's $rs1 reaches no bit of Inst: `add r0, r1, r0` would encode as
// `add r0, r0, r0` while the listing still printed r1. ($acc, a class of
// one register, needs no bits.)

include "tdc.td"

def R0 : Register<"r0"> { let HWEncoding = 0; }
def R1 : Register<"r1"> { let HWEncoding = 1; }
def ACC : Register<"acc"> { let HWEncoding = 0; }
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;
def Acc : RegisterClass<"T", [i32], 32, (add ACC)>;

def ADD : Instruction {
  let OutOperandList = (outs GPR:$rd);
  let InOperandList = (ins GPR:$rs1, GPR:$rs2, Acc:$acc);
  let AsmString = "add $rd, $rs1, $rs2, $acc";
  let Size = 1;
  let hasSideEffects = 0;
  field bits<8> Inst;
  bits<1> rd;
  bits<1> rs1;
  bits<1> rs2;
  let Inst{7-2} = 0b000101;
  let Inst{1} = rd;
  let Inst{0} = rs2;
}

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
