// A valid target: the result of a pattern gives a two-address instruction
// every input, the one tied to its output included, as LLVM's patterns
// write them (`(ADD8rr GR8:$src1, GR8:$src2)`); both in a `Pat` and in the
// instruction's own `Pattern`. (Tied inputs were once left out.)

include "tdc.td"

def R0 : Register<"r0"> { let HWEncoding = 0; }
def R1 : Register<"r1"> { let HWEncoding = 1; }
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;

// A 16-bit instruction word: bits 15-8 opcode, 7-4 and 3-0 the registers.
let Constraints = "$dst = $src1" in
def ADD : Instruction {
  let OutOperandList = (outs GPR:$dst);
  let InOperandList = (ins GPR:$src1, GPR:$src2);
  let AsmString = "add $dst, $src2";
  let Pattern = [(set GPR:$dst, (add GPR:$src1, GPR:$src2))];
  let Size = 2;
  let hasSideEffects = 0;
  field bits<16> Inst;
  bits<4> dst;
  bits<4> src2;
  let Inst{15-8} = 0x10;
  let Inst{7-4} = dst;
  let Inst{3-0} = src2;
}

def : Pat<(shl GPR:$a, (i32 1)), (ADD GPR:$a, GPR:$a)>;

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
