// A valid target: a branch offset of even values, with Scale = 1: its
// field holds offset >> 1 and is placed from bit 0 (the form E0617 asks
// for instead of off{12-1}).

include "tdc.td"

def R0 : Register<"r0"> { let HWEncoding = 0; }
def R1 : Register<"r1"> { let HWEncoding = 1; }
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;

def Off13 : AsmOperandClass {
  let Name = "Off13";
  let MinValue = -4096;
  let MaxValue = 4095;
}
def brtarget : Operand<i32> {
  let ParserMatchClass = Off13;
  let Scale = 1;
}

def BEQ : Instruction {
  let OutOperandList = (outs);
  let InOperandList = (ins GPR:$a, GPR:$b, brtarget:$off);
  let AsmString = "beq $a, $b, $off";
  let Size = 2;
  let hasSideEffects = 0;
  field bits<16> Inst;
  bits<1> a;
  bits<1> b;
  bits<12> off;
  let Inst{15-14} = 0b11;
  let Inst{13} = a;
  let Inst{12} = b;
  let Inst{11-0} = off;
}

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
