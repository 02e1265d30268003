// expect: E0601 at 3
// The bytes after the opcode are 1, 2, 4 or 8 long: an immediate of
// EncodedBytes 3 cannot be written.

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

def imm24 : Operand<i32> { let EncodedBytes = 3; }
def PUSHI : TInst<[0x68], RawFrm, (outs), (ins imm24:$imm), "push $imm">;

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
