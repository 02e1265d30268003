// A tiny variable-length target: two registers, a memory operand of five
// slots, an immediate byte and a rel8/rel32 branch, each instruction
// ModRMEncoded. The modrm-*.td cases break one fact of this skeleton.

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
def rel8 : Operand<i64> { let OperandType = "OPERAND_PCREL"; let EncodedBytes = 1; }
def rel32 : Operand<i64> { let OperandType = "OPERAND_PCREL"; let EncodedBytes = 4; }

class TInst<list<int> opcode, ModRMForm form, dag outs, dag ins, string asm>
    : Instruction, ModRMEncoded {
  let OpcodeBytes = opcode;
  let Form = form;
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
  let hasSideEffects = 0;
}

def MOVrr : TInst<[0x89], MRMDestReg, (outs GPR:$dst), (ins GPR:$src), "mov $src, $dst">;
def MOVrm : TInst<[0x8B], MRMSrcMem, (outs GPR:$dst), (ins mem:$src), "mov $src, $dst">;
def MOVmr : TInst<[0x89], MRMDestMem, (outs), (ins mem:$dst, GPR:$src), "mov $src, $dst">;
def ADDri : TInst<[0x83], MRM0r, (outs GPR:$dst), (ins GPR:$src, imm8:$imm), "add $imm, $dst"> {
  let Constraints = "$src = $dst";
}
def PUSHr : TInst<[0x50], AddRegFrm, (outs), (ins GPR:$reg), "push $reg">;
def JMP32 : TInst<[0xE9], RawFrm, (outs), (ins rel32:$dst), "jmp $dst">;
def JMP8 : TInst<[0xEB], RawFrm, (outs), (ins rel8:$dst), "jmp $dst"> {
  let RelaxedForm = JMP32;
}
def VADDrr : TInst<[0x0F, 0x58], MRMSrcReg, (outs GPR:$dst), (ins GPR:$a, GPR:$b), "vadd $b, $a, $dst"> {
  let Vex = 1;
  let VexVvvv = 1;
}

def TInstrInfo : InstrInfo;
def T : Target {
  let InstructionSet = TInstrInfo;
  let FixupRelocations = [FixupRelocation<"FK_PCRel_1", "", 15>];
  let NopSequences = [NopSequence<[0x90]>, NopSequence<[0x66, 0x90]>];
  let MaxNopLength = 2;
}
