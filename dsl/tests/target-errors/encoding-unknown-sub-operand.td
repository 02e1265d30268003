// expect: E0605 at addr_offset
// The memory operand's parts are addr_base and addr_off; addr_offset is a typo.

include "tdc.td"

def R0 : Register<"r0"> { let HWEncoding = 0; }
def R1 : Register<"r1"> { let HWEncoding = 1; }
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;

// A 16-bit instruction word: bits 15-8 opcode, 7-4 first and 3-0 second operand.
class T16<dag outs, dag ins, string asm> : Instruction {
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
  let Size = 2;
  let hasSideEffects = 0;
  field bits<16> Inst;
}

def i4imm : Operand<i32>;
def MEM : Operand<i32> {
  let OperandType = "OPERAND_MEMORY";
  let MIOperandInfo = (ops GPR:$base, i4imm:$off);
}

def LD : T16<(outs), (ins MEM:$addr), "ld $addr"> {
  bits<4> addr_base;
  bits<4> addr_offset;
  let Inst{15-8} = 0x60;
  let Inst{7-4} = addr_base;
  let Inst{3-0} = addr_offset;
}

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
