// A valid target: NEG32 and NEG64 share one fixed encoding, which is fine
// because they are in different DecoderNamespaces. Also: an alias whose
// result names a fixed register, and an escaped non-ASCII character in an
// assembly string (both once rejected or crashed).

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
}

def i4imm : Operand<i32>;
def MEM : Operand<i32> {
  let OperandType = "OPERAND_MEMORY";
  let MIOperandInfo = (ops GPR:$base, i4imm:$off);
}

def LD : T16<(outs GPR:$dst), (ins MEM:$addr), "ld $dst, ${addr:mem}"> {
  bits<4> dst;
  bits<4> addr_base;
  bits<4> addr_off;
  let Inst{15-12} = 0x6;
  let Inst{11-8} = dst;
  let Inst{7-4} = addr_base;
  let Inst{3-0} = addr_off;
}

let Constraints = "$dst = $src" in {
  def NEG32 : T16<(outs GPR:$dst), (ins GPR:$src), "{neg|negl} $dst"> {
    bits<4> dst;
    let DecoderNamespace = "T32";
    let Inst{15-8} = 0xa0;
    let Inst{7-4} = dst;
    let Inst{3-0} = 0;
  }
  def NEG64 : T16<(outs GPR:$dst), (ins GPR:$src), "{neg|negq} $dst"> {
    bits<4> dst;
    let DecoderNamespace = "T64";
    let Inst{15-8} = 0xa0;
    let Inst{7-4} = dst;
    let Inst{3-0} = 0;
  }
}

def : InstAlias<"mv $rd, $rs", (MOV GPR:$rd, GPR:$rs)>;
def : InstAlias<"clr $rd", (MOV GPR:$rd, R0)>;

def MARK : T16<(outs), (ins), "mark \\é"> {
  let Inst = 0xff00;
}

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
