//===- X86InstrSSEInt.td - MMX, SSE and AVX2 packed integers -*- tablegen -*-===//
//
// Packed integer operations: MMX on %mm registers (no prefix), SSE2 on
// %xmm registers (66), AVX and AVX2 on %xmm and %ymm registers (VEX.pp
// 66). Most share one opcode across the four (X86Vector.td's
// MMXIntForms); SSSE3's are in map 0F 38 (and palignr in 0F 3A), SSE4.1's
// and SSE4.2's have no MMX form. Also the moves between general and
// vector registers (movd, movq).
//
//===----------------------------------------------------------------------===//

//===-- Arithmetic, logic, compares ---------------------------------------===//

// Two-source integer operations: opcode, MMX form or not, commutable.
class IntOp<string m, list<int> opcode, bit mmx, bit commutable> {
  string M = m;
  list<int> Opcode = opcode;
  bit MMX = mmx;
  bit Commutable = commutable;
}
foreach op = [
    IntOp<"paddb", [0x0F, 0xFC], 1, 1>, IntOp<"paddw", [0x0F, 0xFD], 1, 1>, IntOp<"paddd", [0x0F, 0xFE], 1, 1>,
    IntOp<"paddq", [0x0F, 0xD4], 1, 1>, IntOp<"psubb", [0x0F, 0xF8], 1, 0>, IntOp<"psubw", [0x0F, 0xF9], 1, 0>,
    IntOp<"psubd", [0x0F, 0xFA], 1, 0>, IntOp<"psubq", [0x0F, 0xFB], 1, 0>,
    IntOp<"paddsb", [0x0F, 0xEC], 1, 1>, IntOp<"paddsw", [0x0F, 0xED], 1, 1>, IntOp<"paddusb", [0x0F, 0xDC], 1, 1>,
    IntOp<"paddusw", [0x0F, 0xDD], 1, 1>, IntOp<"psubsb", [0x0F, 0xE8], 1, 0>, IntOp<"psubsw", [0x0F, 0xE9], 1, 0>,
    IntOp<"psubusb", [0x0F, 0xD8], 1, 0>, IntOp<"psubusw", [0x0F, 0xD9], 1, 0>,
    IntOp<"pmullw", [0x0F, 0xD5], 1, 1>, IntOp<"pmulhw", [0x0F, 0xE5], 1, 1>, IntOp<"pmulhuw", [0x0F, 0xE4], 1, 1>,
    IntOp<"pmuludq", [0x0F, 0xF4], 1, 1>, IntOp<"pmaddwd", [0x0F, 0xF5], 1, 1>,
    IntOp<"pand", [0x0F, 0xDB], 1, 1>, IntOp<"pandn", [0x0F, 0xDF], 1, 0>, IntOp<"por", [0x0F, 0xEB], 1, 1>,
    IntOp<"pxor", [0x0F, 0xEF], 1, 1>,
    IntOp<"pcmpeqb", [0x0F, 0x74], 1, 1>, IntOp<"pcmpeqw", [0x0F, 0x75], 1, 1>, IntOp<"pcmpeqd", [0x0F, 0x76], 1, 1>,
    IntOp<"pcmpgtb", [0x0F, 0x64], 1, 0>, IntOp<"pcmpgtw", [0x0F, 0x65], 1, 0>, IntOp<"pcmpgtd", [0x0F, 0x66], 1, 0>,
    IntOp<"packsswb", [0x0F, 0x63], 1, 0>, IntOp<"packssdw", [0x0F, 0x6B], 1, 0>, IntOp<"packuswb", [0x0F, 0x67], 1, 0>,
    IntOp<"pavgb", [0x0F, 0xE0], 1, 1>, IntOp<"pavgw", [0x0F, 0xE3], 1, 1>, IntOp<"pmaxsw", [0x0F, 0xEE], 1, 1>,
    IntOp<"pmaxub", [0x0F, 0xDE], 1, 1>, IntOp<"pminsw", [0x0F, 0xEA], 1, 1>, IntOp<"pminub", [0x0F, 0xDA], 1, 1>,
    IntOp<"psadbw", [0x0F, 0xF6], 1, 1>,
    // SSSE3.
    IntOp<"pshufb", [0x0F, 0x38, 0x00], 1, 0>, IntOp<"phaddw", [0x0F, 0x38, 0x01], 1, 0>,
    IntOp<"phaddd", [0x0F, 0x38, 0x02], 1, 0>, IntOp<"phaddsw", [0x0F, 0x38, 0x03], 1, 0>,
    IntOp<"pmaddubsw", [0x0F, 0x38, 0x04], 1, 0>, IntOp<"phsubw", [0x0F, 0x38, 0x05], 1, 0>,
    IntOp<"phsubd", [0x0F, 0x38, 0x06], 1, 0>, IntOp<"phsubsw", [0x0F, 0x38, 0x07], 1, 0>,
    IntOp<"psignb", [0x0F, 0x38, 0x08], 1, 0>, IntOp<"psignw", [0x0F, 0x38, 0x09], 1, 0>,
    IntOp<"psignd", [0x0F, 0x38, 0x0A], 1, 0>, IntOp<"pmulhrsw", [0x0F, 0x38, 0x0B], 1, 1>,
    // SSE4.1 and SSE4.2.
    IntOp<"pmuldq", [0x0F, 0x38, 0x28], 0, 1>, IntOp<"pcmpeqq", [0x0F, 0x38, 0x29], 0, 1>,
    IntOp<"packusdw", [0x0F, 0x38, 0x2B], 0, 0>, IntOp<"pminsb", [0x0F, 0x38, 0x38], 0, 1>,
    IntOp<"pminsd", [0x0F, 0x38, 0x39], 0, 1>, IntOp<"pminuw", [0x0F, 0x38, 0x3A], 0, 1>,
    IntOp<"pminud", [0x0F, 0x38, 0x3B], 0, 1>, IntOp<"pmaxsb", [0x0F, 0x38, 0x3C], 0, 1>,
    IntOp<"pmaxsd", [0x0F, 0x38, 0x3D], 0, 1>, IntOp<"pmaxuw", [0x0F, 0x38, 0x3E], 0, 1>,
    IntOp<"pmaxud", [0x0F, 0x38, 0x3F], 0, 1>, IntOp<"pmulld", [0x0F, 0x38, 0x40], 0, 1>,
    IntOp<"pcmpgtq", [0x0F, 0x38, 0x37], 0, 0>] in
  defm !toupper(op.M) : SIMDBinary<op.M, op.Opcode, [0x66], !if(op.MMX, MMXIntForms, IntForms), op.Commutable>;

// Interleaving the low or high halves, with their shuffle remarks: the
// element suffix and size, the low and high opcodes, an MMX form or not.
class Unpack<string suffix, int size, int low, int high, bit mmx> {
  string Suffix = suffix;
  int Size = size;
  int Low = low;
  int High = high;
  bit MMX = mmx;
}
foreach u = [Unpack<"bw", 8, 0x60, 0x68, 1>, Unpack<"wd", 16, 0x61, 0x69, 1>, Unpack<"dq", 32, 0x62, 0x6A, 1>,
             Unpack<"qdq", 64, 0x6C, 0x6D, 0>] in
  foreach f = !if(u.MMX, MMXIntForms, IntForms) in {
    defm PUNPCKL # !toupper(u.Suffix) : SIMDBinary<"punpckl" # u.Suffix, [0x0F, u.Low], [0x66],
                                                   [!if(f.MMX, MMXIntLow, f)], 0,
                                                   UnpackRemark<u.Size, f.Bits, 0>.R>;
    defm PUNPCKH # !toupper(u.Suffix) : SIMDBinary<"punpckh" # u.Suffix, [0x0F, u.High], [0x66], [f], 0,
                                                   UnpackRemark<u.Size, f.Bits, 1>.R>;
  }

// Absolute values (SSSE3): one source.
foreach a = [NamedOp<"B", "b", 0x1C>, NamedOp<"W", "w", 0x1D>, NamedOp<"D", "d", 0x1E>] in
  defm PABS # a.Name : SIMDUnary<"pabs" # a.M, [0x0F, 0x38, a.Op], [0x66], MMXIntForms>;

// palignr: bytes of the concatenated sources from the immediate on.
foreach f = MMXIntForms in
  defm PALIGNR : SIMDBinaryImm<"palignr", [0x0F, 0x3A, 0x0F], [0x66], [f],
                               !if(f.MMX, "", "$dst = ${src3:palignr.8}")>;

//===-- Shifts ------------------------------------------------------------===//

// By the low 64 bits of a vector register or memory operand (a 128-bit
// one for the VEX forms too), or by an immediate (group 71, 72, 73 with
// the operation in ModRM.reg; VEX: the destination in VEX.vvvv).
multiclass VectorShift<string m, int opcode, int group, ModRMForm digit, list<SIMDForm> forms> {
  foreach f = forms in {
    defvar count = !if(f.MMX, VR64, VR128);
    defvar countMem = !if(f.MMX, i64mem, i128mem);
    defvar base = f.RecPrefix # NAME # f.RecSuffix;
    let Constraints = !if(f.Vex, "", "$src1 = $dst"), VexVvvv = f.Vex in {
      def base # rr : SIMDInst<f, [0x0F, opcode], MRMSrcReg, (outs f.RC:$dst), (ins f.RC:$src1, count:$src2),
                               !if(f.Vex, f.Mn # m # "\t$src2, $src1, $dst", m # "\t$src2, $dst"), [0x66]>;
      def base # rm : SIMDInst<f, [0x0F, opcode], MRMSrcMem, (outs f.RC:$dst), (ins f.RC:$src1, countMem:$src2),
                               !if(f.Vex, f.Mn # m # "\t$src2, $src1, $dst", m # "\t$src2, $dst"), [0x66]> {
        let mayLoad = 1;
      }
      def base # ri : SIMDInst<f, [0x0F, group], digit, (outs f.RC:$dst), (ins f.RC:$src1, u8imm:$src2),
                               !if(f.Vex, f.Mn # m # "\t$src2, $src1, $dst", m # "\t$src2, $dst"), [0x66]>;
    }
  }
}
defm PSRLW : VectorShift<"psrlw", 0xD1, 0x71, MRM2r, MMXIntForms>;
defm PSRLD : VectorShift<"psrld", 0xD2, 0x72, MRM2r, MMXIntForms>;
defm PSRLQ : VectorShift<"psrlq", 0xD3, 0x73, MRM2r, MMXIntForms>;
defm PSRAW : VectorShift<"psraw", 0xE1, 0x71, MRM4r, MMXIntForms>;
defm PSRAD : VectorShift<"psrad", 0xE2, 0x72, MRM4r, MMXIntForms>;
defm PSLLW : VectorShift<"psllw", 0xF1, 0x71, MRM6r, MMXIntForms>;
defm PSLLD : VectorShift<"pslld", 0xF2, 0x72, MRM6r, MMXIntForms>;
defm PSLLQ : VectorShift<"psllq", 0xF3, 0x73, MRM6r, MMXIntForms>;
// Whole 128-bit lanes by bytes.
foreach s = [NamedOp<"PSRLDQ", "psrldq", 3>, NamedOp<"PSLLDQ", "pslldq", 7>] in
  foreach f = IntForms in
    let Constraints = !if(f.Vex, "", "$src1 = $dst"), VexVvvv = f.Vex in
      def f.RecPrefix # s.Name # f.RecSuffix # ri
          : SIMDInst<f, [0x0F, 0x73], !cast<ModRMForm>("MRM" # s.Op # "r"), (outs f.RC:$dst),
                     (ins f.RC:$src1, u8imm:$src2),
                     !if(f.Vex, f.Mn # s.M # "\t$src2, $src1, $dst", s.M # "\t$src2, $dst"), [0x66]> {
        let AsmComment = "$dst = ${src2:" # s.M # ".8}";
      }

//===-- Shuffles, extracts and inserts ------------------------------------===//

foreach f = IntForms in {
  defm PSHUFD : SIMDUnaryImm<"pshufd", [0x0F, 0x70], [0x66], [f], "$dst = ${src2:pshuf.32}">;
  defm PSHUFHW : SIMDUnaryImm<"pshufhw", [0x0F, 0x70], [0xF3], [f], "$dst = ${src2:pshufhw.16}">;
  defm PSHUFLW : SIMDUnaryImm<"pshuflw", [0x0F, 0x70], [0xF2], [f], "$dst = ${src2:pshuflw.16}">;
}
defm PSHUFW : SIMDUnaryImm<"pshufw", [0x0F, 0x70], [], [MMXInt], "$dst = ${src2:pshufw}">;

// The byte mask of each element into a general register.
foreach f = MMXIntForms in
  def f.RecPrefix # PMOVMSKB # f.RecSuffix # rr : SIMDInst<f, [0x0F, 0xD7], MRMSrcReg, (outs GR32orGR64:$dst),
                                                           (ins f.RC:$src), f.Mn # "pmovmskb\t$src, $dst", [0x66]>;

// pextrw/pinsrw (0F C5/C4, with MMX forms), and SSE4.1's byte, word,
// doubleword and quadword extracts and inserts (0F 3A 14-16, 20, 22),
// which also reach memory.
foreach f = [MMXInt, SSEInt, AVXInt] in {
  def f.RecPrefix # PEXTRWrr : SIMDInst<f, [0x0F, 0xC5], MRMSrcReg, (outs GR32orGR64:$dst),
                                        (ins f.RC:$src1, u8imm:$src2), f.Mn # "pextrw\t$src2, $src1, $dst", [0x66]>;
  let Constraints = !if(f.Vex, "", "$src1 = $dst"), VexVvvv = f.Vex in {
    defvar asm = !if(f.Vex, f.Mn # "pinsrw\t$src3, $src2, $src1, $dst", "pinsrw\t$src3, $src2, $dst");
    def f.RecPrefix # PINSRWrr : SIMDInst<f, [0x0F, 0xC4], MRMSrcReg, (outs f.RC:$dst),
                                          (ins f.RC:$src1, GR32orGR64:$src2, u8imm:$src3), asm, [0x66]>;
    def f.RecPrefix # PINSRWrm : SIMDInst<f, [0x0F, 0xC4], MRMSrcMem, (outs f.RC:$dst),
                                          (ins f.RC:$src1, i16mem:$src2, u8imm:$src3), asm, [0x66]> {
      let mayLoad = 1;
    }
  }
}
// The SSE4.1 extracts and inserts of one element size: mnemonic letter,
// extract and insert opcodes (0: none), general register and memory
// operand, REX.W.
class ElementMove<string m, int extract, int insert, DAGOperand gr, Operand mem, bit w> {
  string M = m;
  int Extract = extract;
  int Insert = insert;
  DAGOperand GR = gr;
  Operand Mem = mem;
  bit W = w;
}
foreach e = [ElementMove<"b", 0x14, 0x20, GR32orGR64, i8mem, 0>, ElementMove<"w", 0x15, 0, GR32orGR64, i16mem, 0>,
             ElementMove<"d", 0x16, 0x22, GR32, i32mem, 0>, ElementMove<"q", 0x16, 0x22, GR64, i64mem, 1>] in
  foreach f = [SSEInt, AVXInt] in {
    defvar n = !toupper(e.M);
    if !ne(e.M, "w") then
      def f.RecPrefix # PEXTR # n # rr : SIMDInst<f, [0x0F, 0x3A, e.Extract], MRMDestReg, (outs e.GR:$dst),
                                                  (ins VR128:$src1, u8imm:$src2),
                                                  f.Mn # "pextr" # e.M # "\t$src2, $src1, $dst", [0x66], e.W>;
    // Words reach a register through 0F C5, which the assembler writes;
    // llvm-mc also reads 0F 3A 15 there.
    else
      let isCodeGenOnly = 1, ForceDisassemble = 1 in
        def f.RecPrefix # PEXTRWrr_REV : SIMDInst<f, [0x0F, 0x3A, e.Extract], MRMDestReg, (outs e.GR:$dst),
                                                  (ins VR128:$src1, u8imm:$src2),
                                                  f.Mn # "pextrw\t$src2, $src1, $dst", [0x66]>;
    def f.RecPrefix # PEXTR # n # mr : SIMDInst<f, [0x0F, 0x3A, e.Extract], MRMDestMem, (outs),
                                                (ins e.Mem:$dst, VR128:$src1, u8imm:$src2),
                                                f.Mn # "pextr" # e.M # "\t$src2, $src1, $dst", [0x66], e.W> {
      let mayStore = 1;
    }
    if !ne(e.M, "w") then
      let Constraints = !if(f.Vex, "", "$src1 = $dst"), VexVvvv = f.Vex in {
        defvar asm = !if(f.Vex, f.Mn # "pinsr" # e.M # "\t$src3, $src2, $src1, $dst", "pinsr" # e.M # "\t$src3, $src2, $dst");
        def f.RecPrefix # PINSR # n # rr : SIMDInst<f, [0x0F, 0x3A, e.Insert], MRMSrcReg, (outs VR128:$dst),
                                                    (ins VR128:$src1, e.GR:$src2, u8imm:$src3), asm, [0x66], e.W>;
        def f.RecPrefix # PINSR # n # rm : SIMDInst<f, [0x0F, 0x3A, e.Insert], MRMSrcMem, (outs VR128:$dst),
                                                    (ins VR128:$src1, e.Mem:$src2, u8imm:$src3), asm, [0x66], e.W> {
          let mayLoad = 1;
        }
      }
  }

//===-- Extensions (SSE4.1) -----------------------------------------------===//

// pmovsx/pmovzx: the low elements widened; the source is as wide as the
// elements it holds (64 bits for bw into an %xmm register).
// Each widening: suffix, source and destination element sizes, and the
// pmovsx opcode (pmovzx's is 0x10 more).
class Widen<string suffix, int from, int to, int op> {
  string Suffix = suffix;
  int From = from;
  int To = to;
  int Op = op;
}
foreach x = [Widen<"bw", 8, 16, 0x20>, Widen<"bd", 8, 32, 0x21>, Widen<"bq", 8, 64, 0x22>, Widen<"wd", 16, 32, 0x23>,
             Widen<"wq", 16, 64, 0x24>, Widen<"dq", 32, 64, 0x25>] in
  foreach f = IntForms in {
    defvar count = !div(f.Bits, x.To);
    defvar ratio = !div(x.To, x.From);
    defvar srcBits = !mul(count, x.From);
    defvar mem = !cond(!eq(srcBits, 16) : i16mem, !eq(srcBits, 32) : i32mem, !eq(srcBits, 64) : i64mem, true : i128mem);
    foreach k = [NamedOp<"S", "s", 0>, NamedOp<"Z", "z", 0x10>] in {
      defvar m = f.Mn # "pmov" # k.M # "x" # x.Suffix;
      defvar base = f.RecPrefix # "PMOV" # k.Name # "X" # !toupper(x.Suffix) # f.RecSuffix;
      def base # rr : SIMDInst<f, [0x0F, 0x38, !add(x.Op, k.Op)], MRMSrcReg, (outs f.RC:$dst), (ins VR128:$src),
                               m # "\t$src, $dst", [0x66]> {
        let AsmComment = !if(!eq(k.Name, "Z"), ZeroExtendRemark<count, ratio>.R, "");
      }
      def base # rm : SIMDInst<f, [0x0F, 0x38, !add(x.Op, k.Op)], MRMSrcMem, (outs f.RC:$dst), (ins mem:$src),
                               m # "\t$src, $dst", [0x66]> {
        let mayLoad = 1;
      }
    }
  }

//===-- Moves between general and vector registers ------------------------===//

// movd/movq between general registers (or memory) and the low element of
// a vector register, which a move into it zero-extends: 6E into it, 7E
// out of it, REX.W for 64 bits. llvm-mc writes a 64-bit one `movq` and
// accepts `movd`.
foreach f = [MMXInt, SSEInt, AVXInt] in {
  defvar rc = f.RC;
  defvar p = f.RecPrefix;
  def p # !if(f.MMX, "MOVD64rr", "MOVDI2PDIrr") : SIMDInst<f, [0x0F, 0x6E], MRMSrcReg, (outs rc:$dst), (ins GR32:$src),
                                                           f.Mn # "movd\t$src, $dst", [0x66]>;
  def p # !if(f.MMX, "MOVD64rm", "MOVDI2PDIrm") : SIMDInst<f, [0x0F, 0x6E], MRMSrcMem, (outs rc:$dst), (ins i32mem:$src),
                                                           f.Mn # "movd\t$src, $dst", [0x66]> {
    let mayLoad = 1;
  }
  def p # !if(f.MMX, "MOV64toPQIrr_MMX", "MOV64toPQIrr") : SIMDInst<f, [0x0F, 0x6E], MRMSrcReg, (outs rc:$dst),
                                                                   (ins GR64:$src), f.Mn # "movq\t$src, $dst", [0x66], 1>;
  def p # !if(f.MMX, "MOVD64grr", "MOVPDI2DIrr") : SIMDInst<f, [0x0F, 0x7E], MRMDestReg, (outs GR32:$dst), (ins rc:$src),
                                                            f.Mn # "movd\t$src, $dst", [0x66]>;
  def p # !if(f.MMX, "MOVD64mr", "MOVPDI2DImr") : SIMDInst<f, [0x0F, 0x7E], MRMDestMem, (outs), (ins i32mem:$dst, rc:$src),
                                                           f.Mn # "movd\t$src, $dst", [0x66]> {
    let mayStore = 1;
  }
  def p # !if(f.MMX, "MOVD64to64rr", "MOVPQIto64rr") : SIMDInst<f, [0x0F, 0x7E], MRMDestReg, (outs GR64:$dst),
                                                                (ins rc:$src), f.Mn # "movq\t$src, $dst", [0x66], 1>;
  def : InstAlias<f.Mn # "movd\t$src, $dst",
                  (!cast<Instruction>(p # !if(f.MMX, "MOV64toPQIrr_MMX", "MOV64toPQIrr")) rc:$dst, GR64:$src), 0>;
  def : InstAlias<f.Mn # "movd\t$src, $dst",
                  (!cast<Instruction>(p # !if(f.MMX, "MOVD64to64rr", "MOVPQIto64rr")) GR64:$dst, rc:$src), 0>;
}
// A 64-bit memory operand: F3 0F 7E loads, 66 0F D6 stores (not the
// REX.W forms of 6E and 7E); between %xmm registers the low element
// moves and the upper one is cleared (F3 0F 7E, or 66 0F D6 reversed).
foreach f = [SSEInt, AVXInt] in {
  defvar p = f.RecPrefix;
  def p # MOVQI2PQIrm : SIMDInst<f, [0x0F, 0x7E], MRMSrcMem, (outs VR128:$dst), (ins i64mem:$src),
                                 f.Mn # "movq\t$src, $dst", [0xF3]> {
    let mayLoad = 1;
  }
  def p # MOVPQI2QImr : SIMDInst<f, [0x0F, 0xD6], MRMDestMem, (outs), (ins i64mem:$dst, VR128:$src),
                                 f.Mn # "movq\t$src, $dst", [0x66]> {
    let mayStore = 1;
  }
  def p # MOVPQI2QIrr : SIMDInst<f, [0x0F, 0xD6], MRMDestReg, (outs VR128:$dst), (ins VR128:$src),
                                 f.Mn # "movq\t$src, $dst", [0x66]> {
    let isCodeGenOnly = 1;
    let ForceDisassemble = 1;
    let AsmComment = "$dst = $src[0],zero";
  }
  def p # MOVZPQILo2PQIrr : SIMDInst<f, [0x0F, 0x7E], MRMSrcReg, (outs VR128:$dst), (ins VR128:$src),
                                     f.Mn # "movq\t$src, $dst", [0xF3]> {
    let AsmComment = "$dst = $src[0],zero";
    let ReversedForm = !cast<Instruction>(p # "MOVPQI2QIrr");
  }
  def : InstAlias<f.Mn # "movq.s\t$src, $dst", (!cast<Instruction>(p # "MOVPQI2QIrr") VR128:$dst, VR128:$src), 0>;
}
// MMX: %mm to %mm or memory (0F 6F/7F).
def MMX_MOVQ64rr : SIMDInst<MMXInt, [0x0F, 0x6F], MRMSrcReg, (outs VR64:$dst), (ins VR64:$src), "movq\t$src, $dst", []>;
def MMX_MOVQ64rm : SIMDInst<MMXInt, [0x0F, 0x6F], MRMSrcMem, (outs VR64:$dst), (ins i64mem:$src), "movq\t$src, $dst", []> {
  let mayLoad = 1;
}
def MMX_MOVQ64mr : SIMDInst<MMXInt, [0x0F, 0x7F], MRMDestMem, (outs), (ins i64mem:$dst, VR64:$src), "movq\t$src, $dst",
                            []> {
  let mayStore = 1;
}
def MMX_MOVQ64rr_REV : SIMDInst<MMXInt, [0x0F, 0x7F], MRMDestReg, (outs VR64:$dst), (ins VR64:$src), "movq\t$src, $dst",
                                []> {
  let isCodeGenOnly = 1;
  let ForceDisassemble = 1;
}
def : InstAlias<"movq.s\t$src, $dst", (MMX_MOVQ64rr_REV VR64:$dst, VR64:$src), 0>;
// Between %mm and %xmm registers: the low quadword.
def MMX_MOVDQ2Qrr : SIMDInst<SSEInt, [0x0F, 0xD6], MRMSrcReg, (outs VR64:$dst), (ins VR128:$src), "movdq2q\t$src, $dst",
                             [0xF2]>;
def MMX_MOVQ2DQrr : SIMDInst<SSEInt, [0x0F, 0xD6], MRMSrcReg, (outs VR128:$dst), (ins VR64:$src), "movq2dq\t$src, $dst",
                             [0xF3]>;
// Non-temporal and masked byte stores (to (%rdi)).
def MMX_MOVNTQmr : SIMDInst<MMXInt, [0x0F, 0xE7], MRMDestMem, (outs), (ins i64mem:$dst, VR64:$src), "movntq\t$src, $dst",
                            []> {
  let mayStore = 1;
}
let Uses = [RDI], mayStore = 1 in
  foreach f = [MMXInt, SSEInt, AVXInt] in
    def f.RecPrefix # !if(f.MMX, "MASKMOVQ64", "MASKMOVDQU64")
        : SIMDInst<f, [0x0F, 0xF7], MRMSrcReg, (outs), (ins f.RC:$src, f.RC:$mask),
                   f.Mn # !if(f.MMX, "maskmovq", "maskmovdqu") # "\t$mask, $src", [0x66]>;
// The end of MMX use: the x87 tags emptied.
def MMX_EMMS : X86Inst<[0x0F, 0x77], RawFrm, (outs), (ins), "emms"> {
  let hasSideEffects = 1;
}

//===-- Conversions between %mm and %xmm registers ------------------------===//

// Packed doublewords in an %mm register (or memory) to singles or doubles
// in an %xmm register, and back (cvt rounds, cvtt truncates).
let Uses = [MXCSR], mayRaiseFPException = 1 in {
  let Constraints = "$src1 = $dst" in {
    def MMX_CVTPI2PSrr : X86Inst<[0x0F, 0x2A], MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR64:$src2),
                                 "cvtpi2ps\t$src2, $dst">;
    def MMX_CVTPI2PSrm : X86Inst<[0x0F, 0x2A], MRMSrcMem, (outs VR128:$dst), (ins VR128:$src1, i64mem:$src2),
                                 "cvtpi2ps\t$src2, $dst"> {
      let mayLoad = 1;
    }
  }
  def MMX_CVTPI2PDrr : X86Inst<[0x0F, 0x2A], MRMSrcReg, (outs VR128:$dst), (ins VR64:$src), "cvtpi2pd\t$src, $dst", [0x66]>;
  def MMX_CVTPI2PDrm : X86Inst<[0x0F, 0x2A], MRMSrcMem, (outs VR128:$dst), (ins i64mem:$src), "cvtpi2pd\t$src, $dst",
                               [0x66]> {
    let mayLoad = 1;
  }
  foreach c = [FixedOp<"MMX_CVTTPS2PI", "cvttps2pi", 0x2C>, FixedOp<"MMX_CVTPS2PI", "cvtps2pi", 0x2D>,
               FixedOp<"MMX_CVTTPD2PI", "cvttpd2pi", 0x2C, 0x66>, FixedOp<"MMX_CVTPD2PI", "cvtpd2pi", 0x2D, 0x66>] in {
    defvar mem = !if(c.Prefix, f128mem, f64mem);
    def c.Name # rr : X86Inst<[0x0F, c.Op], MRMSrcReg, (outs VR64:$dst), (ins VR128:$src), c.M # "\t$src, $dst",
                              !if(c.Prefix, [c.Prefix], []<int>)>;
    def c.Name # rm : X86Inst<[0x0F, c.Op], MRMSrcMem, (outs VR64:$dst), (ins mem:$src), c.M # "\t$src, $dst",
                              !if(c.Prefix, [c.Prefix], []<int>)> {
      let mayLoad = 1;
    }
  }
}

//===-- 3DNow! ------------------------------------------------------------===//

// 0F 0F ModRM, then the operation's own byte after the address: two
// sources (the destination one of them) or one. femms empties the x87
// tags faster than emms.
foreach t = [NamedOp<"PAVGUSB", "pavgusb", 0xBF>, NamedOp<"PFACC", "pfacc", 0xAE>, NamedOp<"PFADD", "pfadd", 0x9E>,
             NamedOp<"PFCMPEQ", "pfcmpeq", 0xB0>, NamedOp<"PFCMPGE", "pfcmpge", 0x90>,
             NamedOp<"PFCMPGT", "pfcmpgt", 0xA0>, NamedOp<"PFMAX", "pfmax", 0xA4>, NamedOp<"PFMIN", "pfmin", 0x94>,
             NamedOp<"PFMUL", "pfmul", 0xB4>, NamedOp<"PFNACC", "pfnacc", 0x8A>, NamedOp<"PFPNACC", "pfpnacc", 0x8E>,
             NamedOp<"PFRCPIT1", "pfrcpit1", 0xA6>, NamedOp<"PFRCPIT2", "pfrcpit2", 0xB6>,
             NamedOp<"PFRSQIT1", "pfrsqit1", 0xA7>, NamedOp<"PFSUB", "pfsub", 0x9A>, NamedOp<"PFSUBR", "pfsubr", 0xAA>,
             NamedOp<"PMULHRW", "pmulhrw", 0xB7>] in
  let Constraints = "$src1 = $dst", OpcodeSuffix = t.Op in {
    def t.Name # rr : X86Inst<[0x0F, 0x0F], MRMSrcReg, (outs VR64:$dst), (ins VR64:$src1, VR64:$src2), t.M # "\t$src2, $dst">;
    def t.Name # rm : X86Inst<[0x0F, 0x0F], MRMSrcMem, (outs VR64:$dst), (ins VR64:$src1, i64mem:$src2),
                              t.M # "\t$src2, $dst"> {
      let mayLoad = 1;
    }
  }
foreach t = [NamedOp<"PF2ID", "pf2id", 0x1D>, NamedOp<"PF2IW", "pf2iw", 0x1C>, NamedOp<"PFRCP", "pfrcp", 0x96>,
             NamedOp<"PFRSQRT", "pfrsqrt", 0x97>, NamedOp<"PI2FD", "pi2fd", 0x0D>, NamedOp<"PI2FW", "pi2fw", 0x0C>,
             NamedOp<"PSWAPD", "pswapd", 0xBB>] in
  let OpcodeSuffix = t.Op in {
    def t.Name # rr : X86Inst<[0x0F, 0x0F], MRMSrcReg, (outs VR64:$dst), (ins VR64:$src), t.M # "\t$src, $dst"> {
      let AsmComment = !if(!eq(t.Name, "PSWAPD"), "$dst = $src[1,0]", "");
    }
    def t.Name # rm : X86Inst<[0x0F, 0x0F], MRMSrcMem, (outs VR64:$dst), (ins i64mem:$src), t.M # "\t$src, $dst"> {
      let mayLoad = 1;
      let AsmComment = !if(!eq(t.Name, "PSWAPD"), "$dst = mem[1,0]", "");
    }
  }
def FEMMS : X86Inst<[0x0F, 0x0E], RawFrm, (outs), (ins), "femms"> {
  let hasSideEffects = 1;
}
