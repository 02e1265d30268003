// expect: E0601 at "intel"
// AsmVariantName names a writer the target does not have: the form would
// be read by no assembler.

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

def MOV : T16<(outs GPR:$dst), (ins GPR:$src), "mov $dst, $src"> {
  bits<4> dst;
  bits<4> src;
  let Inst{15-8} = 0x10;
  let Inst{7-4} = dst;
  let Inst{3-0} = src;
  let AsmVariantName = "intel";
}

def TInstrInfo : InstrInfo;
def Generic : AsmWriter { let Name = "generic"; }
def T : Target {
  let InstructionSet = TInstrInfo;
  let AssemblyWriters = [Generic];
}
