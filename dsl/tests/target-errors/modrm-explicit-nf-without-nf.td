// expect: E0601 at 1
// `{nf}` takes the no-flags forms: an EVEX instruction that does not set NF is not one.

include "tdc.td"

def R0 : Register<"r0"> { let HWEncoding = 0; }
def R1 : Register<"r1"> { let HWEncoding = 1; }
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;

def scale : Operand<i8>;
def disp : Operand<i32>;
def mem : Operand<i32> {
  let OperandType = "OPERAND_MEMORY";
  let MIOperandInfo = (ops GPR:$base, scale:$scale, GPR:$index, disp:$disp, GPR:$segment);
}
def imm8 : Operand<i8> { let EncodedBytes = 1; }

class TInst<list<int> opcode, ModRMForm form, dag outs, dag ins, string asm>
    : Instruction, ModRMEncoded {
  let OpcodeBytes = opcode;
  let Form = form;
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
  let hasSideEffects = 0;
}

def ADD : TInst<[0x01], MRMDestReg, (outs GPR:$dst), (ins GPR:$a, GPR:$b), "add $b, $dst"> {
  let Constraints = "$a = $dst";
  let Evex = 1;
  let OpcodeMap = 4;
  let ExplicitNF = 1;
}

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
