// A small made-up target for the alias printer: 32-bit words, four
// registers plus a zero register, and aliases of every kind the printer
// must choose between.
include "tdc.td"

def R0 : Register<"r0"> { let HWEncoding = 0; }
def R1 : Register<"r1"> { let HWEncoding = 1; }
def R2 : Register<"r2"> { let HWEncoding = 2; }
def R3 : Register<"r3"> { let HWEncoding = 3; }
def ZR : Register<"zr"> { let HWEncoding = 7; }
def GPR : RegisterClass<"Toy", [i32], 32, (add R0, R1, R2, R3)>;
def GPRz : RegisterClass<"Toy", [i32], 32, (add GPR, ZR)>;

def imm16 : Operand<i32> { let ParserMatchClass = ImmRangeAsmOperand<0, 65535>; }
def imm4 : Operand<i32> { let ParserMatchClass = ImmRangeAsmOperand<0, 15>; }
// A shift amount that the `shlo` alias prints only when it is odd.
def shift_odd : Operand<i32> {
  let ParserMatchClass = ImmRangeAsmOperand<0, 15>;
  let PrintPredicate = "is_odd";
}

class ToyInst<bits<8> op, dag outs, dag ins, string asm> : Instruction {
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
  let Size = 4;
  field bits<32> Inst;
  let Inst{31-24} = op;
}

class RRR<bits<8> op, string mn> : ToyInst<op, (outs GPRz:$d), (ins GPRz:$a, GPRz:$b), mn # " $d, $a, $b"> {
  bits<3> d; bits<3> a; bits<3> b;
  let Inst{23-21} = d; let Inst{20-18} = a; let Inst{17-15} = b; let Inst{14-0} = 0;
}
def ORR : RRR<1, "orr">;
def SUB : RRR<2, "sub">;

def ADDI : ToyInst<3, (outs GPRz:$d), (ins GPRz:$a, imm16:$imm), "addi $d, $a, $imm"> {
  bits<3> d; bits<3> a; bits<16> imm;
  let Inst{23-21} = d; let Inst{20-18} = a; let Inst{17-16} = 0; let Inst{15-0} = imm;
}
def SHL : ToyInst<4, (outs GPRz:$d), (ins GPRz:$a, imm4:$s), "shl $d, $a, $s"> {
  bits<3> d; bits<3> a; bits<4> s;
  let Inst{23-21} = d; let Inst{20-18} = a; let Inst{17-4} = 0; let Inst{3-0} = s;
}

// A register used twice: `orr d, a, a` prints as `mov d, a`.
def : InstAlias<"mov $d, $a", (ORR GPRz:$d, GPRz:$a, GPRz:$a)>;
// A fixed register: `sub d, zr, b` prints as `neg d, b`...
def : InstAlias<"neg $d, $b", (SUB GPRz:$d, ZR, GPRz:$b)>;
// ...but `sub zr, zr, b` prints as `cmpz b`: same priority, more fixed operands.
def : InstAlias<"cmpz $b", (SUB ZR, ZR, GPRz:$b)>;
// A fixed immediate and a narrower register class: `addi d, a, 0` prints
// as `copy d, a` only when both registers are in GPR (not zr).
def : InstAlias<"copy $d, $a", (ADDI GPR:$d, GPR:$a, 0)>;
// `addi d, zr, imm` prints as `li d, imm` (higher priority than `copy`).
def : InstAlias<"li $d, $imm", (ADDI GPRz:$d, ZR, imm16:$imm), 2>;
// A print predicate: `shl d, a, 3` prints as `shlo d, a, 3`.
def : InstAlias<"shlo $d, $a, $s", (SHL GPRz:$d, GPRz:$a, shift_odd:$s)>;
// Priority 0: accepted by the assembler, never printed.
def : InstAlias<"clr $d", (ORR GPRz:$d, ZR, ZR), 0>;

def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
