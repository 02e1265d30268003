// expect: E0614 at dfv
// A default flags value goes into EVEX.vvvv, which VexVvvv gives a register too:
// one of them would be lost.

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
def dfv : Operand<i8>, EvexFlagsOperand;

def CTEST : TInst<[0x85], MRMDestReg, (outs), (ins dfv:$dfv, GPR:$a, GPR:$b, GPR:$c), "ctest $dfv $c, $b, $a"> {
  let Evex = 1;
  let OpcodeMap = 4;
  let VexVvvv = 1;
}

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
