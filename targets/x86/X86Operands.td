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

// Relocation operators written after a symbol (`foo@GOTPCREL`), with
// the relocation each gets where X86.td's FixupRelocations say nothing
// more particular. A GOT entry or a thread-local offset belongs to the
// symbol, so they name it even when it is local.
def GOTPCREL : RelocModifier<"GOTPCREL", 9, 1>;    // R_X86_64_GOTPCREL
def GOTTPOFF : RelocModifier<"GOTTPOFF", 22, 1, 1>;   // R_X86_64_GOTTPOFF
def TPOFF    : RelocModifier<"TPOFF", 23, 1, 1>;      // R_X86_64_TPOFF32
def PLT      : RelocModifier<"PLT", 4, 1>;         // R_X86_64_PLT32
def GOT      : RelocModifier<"GOT", 3, 1>;         // R_X86_64_GOT32
def DTPOFF   : RelocModifier<"DTPOFF", 21, 1, 1>;  // R_X86_64_DTPOFF32
def TLSGD    : RelocModifier<"TLSGD", 19, 1, 1>;   // R_X86_64_TLSGD
def TLSLD    : RelocModifier<"TLSLD", 20, 1, 1>;   // R_X86_64_TLSLD
def SIZE     : RelocModifier<"SIZE", 32, 1>;       // R_X86_64_SIZE32
// The operators of a 4-byte field; an 8-byte one (movabs) takes those
// with a 64-bit relocation (X86.td's FixupRelocations): llvm-mc rejects
// the others there.
defvar Reloc32Modifiers = [GOTPCREL, GOTTPOFF, TPOFF, PLT, GOT, DTPOFF, TLSGD, TLSLD, SIZE];
defvar Reloc64Modifiers = [TPOFF, GOT, DTPOFF, SIZE];

// `accepts` says which values the operand takes, as its parser does, for
// aliases printing it and for instructions built in Rust.
// The disassembler reads an immediate as llvm-mc does: sign-extended from
// its bytes (`addq $-1`), except the full immediates of 16- and 32-bit
// operations (`movl $4294967295`), which are what their operation size
// holds, and unsigned bytes.
class X86Imm<ValueType ty, AsmOperandClass cls, int bytes, string sampler = "sample_immediate",
             string accepts = "accepts_immediate", bit signed = 1> : Operand<ty> {
  let ParserMatchClass = cls;
  let DecodeSigned = signed;
  let PrintMethod = "print_immediate";
  let PrintPredicate = accepts;
  let SampleMethod = sampler;
  let EncodedBytes = bytes;
  let RelocModifiers = !cond(!eq(bytes, 4) : Reloc32Modifiers, !eq(bytes, 8) : Reloc64Modifiers, true : [TPOFF]);
}
def i8imm     : X86Imm<i8, ImmFullAsmOperand, 1>;
def i16imm    : X86Imm<i16, ImmFullAsmOperand, 2, "sample_immediate", "accepts_immediate", 0>;
def i32imm    : X86Imm<i32, ImmFullAsmOperand, 4, "sample_immediate", "accepts_immediate", 0>;
// A 16-bit immediate of an operation of another size (the bytes ret pops,
// enter's frame), read back sign-extended.
def i16imm_sx : X86Imm<i16, ImmFullAsmOperand, 2>;
def i64imm    : X86Imm<i64, ImmFullAsmOperand, 8>;
// A symbol relaxes these to their 4-byte forms: they take those operators.
let RelocModifiers = Reloc32Modifiers in {
  def i16i8imm  : X86Imm<i16, ImmSExt8AsmOperand, 1, "sample_immediate_sext8", "accepts_immediate_sext8">;
  def i32i8imm  : X86Imm<i32, ImmSExt8AsmOperand, 1, "sample_immediate_sext8", "accepts_immediate_sext8">;
  def i64i8imm  : X86Imm<i64, ImmSExt8AsmOperand, 1, "sample_immediate_sext8", "accepts_immediate_sext8">;
}
def i64i32imm : X86Imm<i64, ImmSExt32AsmOperand, 4, "sample_immediate_sext32", "accepts_immediate_sext32">;

// A byte written signed or unsigned (-128 to 255), kept as its unsigned
// value: llvm-mc prints `shll $-1, %eax` as `shll $255, %eax`. Shift
// counts, bit numbers (bt) and interrupt vectors take it.
def ImmUByteAsmOperand : AsmOperandClass {
  let Name = "ImmUByte";
  let ParserMethod = "parse_immediate_u8";
}
def ubyte_imm : X86Imm<i8, ImmUByteAsmOperand, 1, "sample_byte", "accepts_immediate", 0>;

// Memory: [%seg:][disp][(%base[,%index[,scale]])], five slots in the
// order of LLVM's x86 memory reference.
def MemAsmOperand : AsmOperandClass {
  let Name = "Mem";
  let ParserMethod = "parse_memory";
}
def scale_imm : Operand<i8>;
def disp_imm : Operand<i32>;
// The keyword Intel syntax sizes a memory operand of `bytes` bytes with.
class IntelMemSize<int bytes> {
  string S = !cond(!eq(bytes, 1) : "byte", !eq(bytes, 2) : "word", !eq(bytes, 4) : "dword", !eq(bytes, 8) : "qword",
                   !eq(bytes, 10) : "tbyte", !eq(bytes, 16) : "xmmword", !eq(bytes, 32) : "ymmword",
                   true : "zmmword");
}

// `bytes`: the size Intel syntax names (`qword ptr`; 0 for none, as in
// lea's address), read by print_memory.
class X86Mem<ValueType ty, int bytes = !div(ty.Size, 8)> : Operand<ty> {
  let OperandType = "OPERAND_MEMORY";
  let FragmentArgs = [bytes];
  let MIOperandInfo = (ops GR64_base:$base, scale_imm:$scale, GR64:$index, disp_imm:$disp, SEGMENT_REG:$segment);
  let ParserMatchClass = MemAsmOperand;
  let PrintMethod = "print_memory";
  let SampleMethod = "sample_memory";
  let RelocModifiers = Reloc32Modifiers;
}
def i8mem   : X86Mem<i8>;
def i16mem  : X86Mem<i16>;
def i32mem  : X86Mem<i32>;
def i64mem  : X86Mem<i64>;
def f32mem  : X86Mem<f32>;
def f64mem  : X86Mem<f64>;
def f128mem : X86Mem<v4f32>;
def f256mem : X86Mem<untyped, 32>;
def i128mem : X86Mem<i128>;
def i256mem : X86Mem<untyped, 32>;
// x87 extended precision and BCD (ten bytes).
def f80mem  : X86Mem<untyped, 10>;
// A structure of no particular size (x87 environment, XSAVE area).
def anymem  : X86Mem<untyped, 0>;
// lea's address is never read.
def lea64mem : X86Mem<i64, 0>;

// movabs's 8-byte absolute address (no parentheses, no `$`).
def OffsetAsmOperand : AsmOperandClass {
  let Name = "Offset";
  let ParserMethod = "parse_offset";
}
def offset64 : Operand<i64> {
  let ParserMatchClass = OffsetAsmOperand;
  let PrintMethod = "print_offset";
  let SampleMethod = "sample_offset";
  let EncodedBytes = 8;
}

// A jump or call target: a symbol with an optional `+ N` / `- N` and
// `@PLT`, resolved from the end of the instruction. The rel8 class is the
// more specific one, so the matcher tries the short forms first.
def BrTargetAsmOperand : AsmOperandClass {
  let Name = "BrTarget";
  let ParserMethod = "parse_branch_target";
}
def BrTarget8AsmOperand : AsmOperandClass {
  let Name = "BrTarget8";
  let ParserMethod = "parse_branch_target";
  let SuperClasses = [BrTargetAsmOperand];
}
class X86BranchTarget<AsmOperandClass cls, int bytes> : Operand<i64> {
  let OperandType = "OPERAND_PCREL";
  let ParserMatchClass = cls;
  let EncodedBytes = bytes;
  let PrintMethod = "print_branch_target";
  let SampleMethod = "sample_branch_target";
  let DecodeSigned = 1;
  let RelocModifiers = [PLT];
}
def brtarget8 : X86BranchTarget<BrTarget8AsmOperand, 1>;
def brtarget32 : X86BranchTarget<BrTargetAsmOperand, 4>;

// The string instructions' addresses: the source (%rsi), with an optional
// segment (%ds, the default, is written but not encoded), and the
// destination %es:(%rdi), whose segment cannot change. With %esi and
// %edi the address size is 32 bits (0x67); the two must agree.
def STRING_SOURCE : RegisterClass<"X86", [i64], 64, (add RSI, ESI)>;
def STRING_DESTINATION : RegisterClass<"X86", [i64], 64, (add RDI, EDI)>;
def StringSourceAsmOperand : AsmOperandClass {
  let Name = "StringSource";
  let ParserMethod = "parse_string_source";
}
def StringDestinationAsmOperand : AsmOperandClass {
  let Name = "StringDestination";
  let ParserMethod = "parse_string_destination";
}
def string_source : Operand<i64> {
  let OperandType = "OPERAND_MEMORY";
  let MIOperandInfo = (ops STRING_SOURCE:$base, SEGMENT_REG:$segment);
  let ParserMatchClass = StringSourceAsmOperand;
  let PrintMethod = "print_string_source";
  let SampleMethod = "sample_string_source";
}
// The destination's segment slot stays empty: %es is implied.
def string_destination : Operand<i64> {
  let OperandType = "OPERAND_MEMORY";
  let MIOperandInfo = (ops STRING_DESTINATION:$base, SEGMENT_REG:$segment);
  let ParserMatchClass = StringDestinationAsmOperand;
  let PrintMethod = "print_string_destination";
  let SampleMethod = "sample_string_destination";
}
