// expect: E0601 at 1
// `{evex}` asks for an EVEX instruction: one without EVEX cannot be the only one it takes.

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
  let ExplicitEvex = 1;
}

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
