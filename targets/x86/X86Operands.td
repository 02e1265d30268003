//===- X86Operands.td - x86-64 operands --------------------*- tablegen -*-===//
//
// Immediates, memory references and branch targets in AT&T syntax.
// Immediates keep the value written (llvm-mc prints `$4294967295` back);
// the encoder writes as many low bytes as the operand takes.
//
//===----------------------------------------------------------------------===//

// An immediate of the operand's full width: from the most negative signed
// value to the largest unsigned one (`addb $255` and `addb $-1` alike).
def ImmFullAsmOperand : AsmOperandClass {
  let Name = "ImmFull";
  let ParserMethod = "parse_immediate";
}
// An immediate whose value at the operand's width is a sign-extended byte
// (`addl $0xffffffff` is -1: the short 0x83 forms), or a symbol, which
// llvm-mc lists in the short form too.
// A 64-bit operand's immediate that is a sign-extended 32-bit value.
def ImmSExt32AsmOperand : AsmOperandClass {
  let Name = "ImmSExt32";
  let ParserMethod = "parse_immediate_sext32";
  let SuperClasses = [ImmFullAsmOperand];
}
def ImmSExt8AsmOperand : AsmOperandClass {
  let Name = "ImmSExt8";
  let ParserMethod = "parse_immediate_sext8";
  let SuperClasses = [ImmSExt32AsmOperand];
}

class X86Imm<ValueType ty, AsmOperandClass cls, int bytes> : Operand<ty> {
  let ParserMatchClass = cls;
  let PrintMethod = "print_immediate";
  let EncodedBytes = bytes;
}
def i8imm     : X86Imm<i8, ImmFullAsmOperand, 1>;
def i16imm    : X86Imm<i16, ImmFullAsmOperand, 2>;
def i32imm    : X86Imm<i32, ImmFullAsmOperand, 4>;
def i64imm    : X86Imm<i64, ImmFullAsmOperand, 8>;
def i16i8imm  : X86Imm<i16, ImmSExt8AsmOperand, 1>;
def i32i8imm  : X86Imm<i32, ImmSExt8AsmOperand, 1>;
def i64i8imm  : X86Imm<i64, ImmSExt8AsmOperand, 1>;
def i64i32imm : X86Imm<i64, ImmSExt32AsmOperand, 4>;

// Memory: [%seg:][disp][(%base[,%index[,scale]])], five slots in the
// order of LLVM's x86 memory reference.
def MemAsmOperand : AsmOperandClass {
  let Name = "Mem";
  let ParserMethod = "parse_memory";
}
def scale_imm : Operand<i8>;
def disp_imm : Operand<i32>;
class X86Mem<ValueType ty> : Operand<ty> {
  let OperandType = "OPERAND_MEMORY";
  let MIOperandInfo = (ops GR64_base:$base, scale_imm:$scale, GR64:$index, disp_imm:$disp, SEGMENT_REG:$segment);
  let ParserMatchClass = MemAsmOperand;
  let PrintMethod = "print_memory";
  let SampleMethod = "sample_memory";
}
def i8mem   : X86Mem<i8>;
def i16mem  : X86Mem<i16>;
def i32mem  : X86Mem<i32>;
def i64mem  : X86Mem<i64>;
def f32mem  : X86Mem<f32>;
def f64mem  : X86Mem<f64>;
def f128mem : X86Mem<v4f32>;
def f256mem : X86Mem<untyped>;
// lea's address is never read.
def lea64mem : X86Mem<i64>;

// movabs's 8-byte absolute address (no parentheses, no `$`).
def OffsetAsmOperand : AsmOperandClass {
  let Name = "Offset";
  let ParserMethod = "parse_offset";
}
def offset64 : Operand<i64> {
  let ParserMatchClass = OffsetAsmOperand;
  let PrintMethod = "print_offset";
  let EncodedBytes = 8;
}
