// expect: E0617 at off{12-1}
// The branch offset's bit 0 reaches no encoding bit: `beq r0, r1, 7`
// would branch by 6. Written for tdc, the offset takes `Scale = 1` and
// its field (offset >> 1) is placed from bit 0.

include "tdc.td"

def R0 : Register<"r0"> { let HWEncoding = 0; }
def R1 : Register<"r1"> { let HWEncoding = 1; }
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;

def Off13 : AsmOperandClass {
  let Name = "Off13";
  let MinValue = -4096;
  let MaxValue = 4095;
}
def brtarget : Operand<i32> { let ParserMatchClass = Off13; }

def BEQ : Instruction {
  let OutOperandList = (outs);
  let InOperandList = (ins GPR:$a, GPR:$b, brtarget:$off);
  let AsmString = "beq $a, $b, $off";
  let Size = 2;
  let hasSideEffects = 0;
  field bits<16> Inst;
  bits<1> a;
  bits<1> b;
  bits<13> off;
  let Inst{15-14} = 0b11;
  let Inst{13} = a;
  let Inst{12} = b;
  let Inst{11-0} = off{12-1};
}

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
