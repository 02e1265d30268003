//===- X86InstrXOP.td - AMD XOP, FMA4, TBM and LWP ----------*- tablegen -*-===//
//
// AMD's VEX-like XOP prefix (0x8F, maps 8, 9 and 10) carries the XOP
// vector operations, TBM's bit manipulation and LWP's profiling
// instructions; FMA4 is VEX with a fourth register in imm8[7:4]. The
// four-operand ones have two encodings when a source is in memory:
// VEX.W0 with the memory in ModRM.rm as the second source, VEX.W1 with it
// as the third (and the register source moving to imm8[7:4]).
//
//===----------------------------------------------------------------------===//

// An XOP instruction: the map and the opcode.
class XOPInst<int map, int opcode, ModRMForm form, dag outs, dag ins, string asm, bit w = 0, bit l = 0>
    : X86Inst<[map, opcode], form, outs, ins, asm, [], w> {
  let Vex = 1;
  let Xop = 1;
  let VexL = l;
}

//===-- XOP vector operations ---------------------------------------------===//

// One source: horizontal adds and subtracts of neighbours, fraction
// extraction.
foreach h = [NamedOp<"VPHADDBW", "vphaddbw", 0xC1>, NamedOp<"VPHADDBD", "vphaddbd", 0xC2>,
             NamedOp<"VPHADDBQ", "vphaddbq", 0xC3>, NamedOp<"VPHADDWD", "vphaddwd", 0xC6>,
             NamedOp<"VPHADDWQ", "vphaddwq", 0xC7>, NamedOp<"VPHADDDQ", "vphadddq", 0xCB>,
             NamedOp<"VPHADDUBW", "vphaddubw", 0xD1>, NamedOp<"VPHADDUBD", "vphaddubd", 0xD2>,
             NamedOp<"VPHADDUBQ", "vphaddubq", 0xD3>, NamedOp<"VPHADDUWD", "vphadduwd", 0xD6>,
             NamedOp<"VPHADDUWQ", "vphadduwq", 0xD7>, NamedOp<"VPHADDUDQ", "vphaddudq", 0xDB>,
             NamedOp<"VPHSUBBW", "vphsubbw", 0xE1>, NamedOp<"VPHSUBWD", "vphsubwd", 0xE2>,
             NamedOp<"VPHSUBDQ", "vphsubdq", 0xE3>, NamedOp<"VFRCZSS", "vfrczss", 0x82>,
             NamedOp<"VFRCZSD", "vfrczsd", 0x83>] in {
  defvar mem = !cond(!eq(h.Name, "VFRCZSS") : f32mem, !eq(h.Name, "VFRCZSD") : f64mem, true : i128mem);
  def h.Name # rr : XOPInst<9, h.Op, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src), h.M # "\t$src, $dst">;
  def h.Name # rm : XOPInst<9, h.Op, MRMSrcMem, (outs VR128:$dst), (ins mem:$src), h.M # "\t$src, $dst"> {
    let mayLoad = 1;
  }
}
foreach f = [NamedOp<"VFRCZPS", "vfrczps", 0x80>, NamedOp<"VFRCZPD", "vfrczpd", 0x81>] in
  foreach w = AVXForms in {
    def f.Name # w.RecSuffix # rr : XOPInst<9, f.Op, MRMSrcReg, (outs w.RC:$dst), (ins w.RC:$src), f.M # "\t$src, $dst",
                                            0, w.L>;
    def f.Name # w.RecSuffix # rm : XOPInst<9, f.Op, MRMSrcMem, (outs w.RC:$dst), (ins w.Mem:$src), f.M # "\t$src, $dst",
                                            0, w.L> {
      let mayLoad = 1;
    }
  }

// Rotates and shifts by a vector of counts (map 9: the count in VEX.vvvv
// for a register or memory value, W1 with the count in memory) or, for
// the rotates, by an immediate (map 8).
foreach v = [NamedOp<"VPROTB", "vprotb", 0x90>, NamedOp<"VPROTW", "vprotw", 0x91>, NamedOp<"VPROTD", "vprotd", 0x92>,
             NamedOp<"VPROTQ", "vprotq", 0x93>, NamedOp<"VPSHLB", "vpshlb", 0x94>, NamedOp<"VPSHLW", "vpshlw", 0x95>,
             NamedOp<"VPSHLD", "vpshld", 0x96>, NamedOp<"VPSHLQ", "vpshlq", 0x97>, NamedOp<"VPSHAB", "vpshab", 0x98>,
             NamedOp<"VPSHAW", "vpshaw", 0x99>, NamedOp<"VPSHAD", "vpshad", 0x9A>, NamedOp<"VPSHAQ", "vpshaq", 0x9B>] in {
  defvar asm = v.M # "\t$src2, $src1, $dst";
  def v.Name # rr : XOPInst<9, v.Op, MRMSrcReg4VOp3, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2), asm>;
  def v.Name # mr : XOPInst<9, v.Op, MRMSrcMem4VOp3, (outs VR128:$dst), (ins i128mem:$src1, VR128:$src2), asm> {
    let mayLoad = 1;
  }
  def v.Name # rm : XOPInst<9, v.Op, MRMSrcMem, (outs VR128:$dst), (ins VR128:$src1, i128mem:$src2), asm, 1> {
    let mayLoad = 1;
    let VexVvvv = 1;
  }
  // The W1 order between registers (the count in ModRM.rm), which
  // llvm-mc also reads.
  def v.Name # rr_REV : XOPInst<9, v.Op, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2), asm, 1> {
    let VexVvvv = 1;
    let isCodeGenOnly = 1;
    let ForceDisassemble = 1;
  }
  if !lt(v.Op, 0x94) then {
    def v.Name # ri : XOPInst<8, !add(v.Op, 0x30), MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, u8imm:$src2), asm>;
    def v.Name # mi : XOPInst<8, !add(v.Op, 0x30), MRMSrcMem, (outs VR128:$dst), (ins i128mem:$src1, u8imm:$src2), asm> {
      let mayLoad = 1;
    }
  }
}

// Compares under an immediate predicate (lt, le, gt, ge, eq, neq,
// false, true), which the mnemonics vpcomltb and the like spell.
defvar XOPPredicates = ["lt", "le", "gt", "ge", "eq", "neq", "false", "true"];
foreach c = [NamedOp<"B", "b", 0xCC>, NamedOp<"W", "w", 0xCD>, NamedOp<"D", "d", 0xCE>, NamedOp<"Q", "q", 0xCF>,
             NamedOp<"UB", "ub", 0xEC>, NamedOp<"UW", "uw", 0xED>, NamedOp<"UD", "ud", 0xEE>,
             NamedOp<"UQ", "uq", 0xEF>] in {
  defvar asm = "vpcom" # c.M # "\t$cc, $src2, $src1, $dst";
  let VexVvvv = 1 in {
    def VPCOM # c.Name # ri : XOPInst<8, c.Op, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2, u8imm:$cc),
                                      asm>;
    def VPCOM # c.Name # mi : XOPInst<8, c.Op, MRMSrcMem, (outs VR128:$dst), (ins VR128:$src1, i128mem:$src2, u8imm:$cc),
                                      asm> {
      let mayLoad = 1;
    }
  }
  foreach i = !range(XOPPredicates) in {
    defvar m = !strconcat("vpcom", XOPPredicates[i], c.M, "\t$src2, $src1, $dst");
    def : InstAlias<m, (!cast<Instruction>("VPCOM" # c.Name # "ri") VR128:$dst, VR128:$src1, VR128:$src2, i)>;
    def : InstAlias<m, (!cast<Instruction>("VPCOM" # c.Name # "mi") VR128:$dst, VR128:$src1, i128mem:$src2, i)>;
  }
}

// Multiply-accumulate: dst = src1 * src2 + src3, src3 in imm8[7:4].
foreach m = [NamedOp<"VPMACSSWW", "vpmacssww", 0x85>, NamedOp<"VPMACSSWD", "vpmacsswd", 0x86>,
             NamedOp<"VPMACSSDQL", "vpmacssdql", 0x87>, NamedOp<"VPMACSSDD", "vpmacssdd", 0x8E>,
             NamedOp<"VPMACSSDQH", "vpmacssdqh", 0x8F>, NamedOp<"VPMACSWW", "vpmacsww", 0x95>,
             NamedOp<"VPMACSWD", "vpmacswd", 0x96>, NamedOp<"VPMACSDQL", "vpmacsdql", 0x97>,
             NamedOp<"VPMACSDD", "vpmacsdd", 0x9E>, NamedOp<"VPMACSDQH", "vpmacsdqh", 0x9F>,
             NamedOp<"VPMADCSSWD", "vpmadcsswd", 0xA6>, NamedOp<"VPMADCSWD", "vpmadcswd", 0xB6>] in
  let VexVvvv = 1 in {
    defvar asm = m.M # "\t$src3, $src2, $src1, $dst";
    def m.Name # rr : XOPInst<8, m.Op, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2, VR128:$src3), asm>;
    def m.Name # rm : XOPInst<8, m.Op, MRMSrcMem, (outs VR128:$dst), (ins VR128:$src1, i128mem:$src2, VR128:$src3), asm> {
      let mayLoad = 1;
    }
  }

// Four operands with a memory source either second (W0) or third (W1):
// vpcmov (bitwise select), vpperm (byte permute).
multiclass XOPFour<string m, int opcode, list<SIMDForm> forms> {
  foreach f = forms in
    let VexVvvv = 1 in {
      defvar asm = m # "\t$src3, $src2, $src1, $dst";
      def NAME # f.RecSuffix # rrr : XOPInst<8, opcode, MRMSrcReg, (outs f.RC:$dst), (ins f.RC:$src1, f.RC:$src2, f.RC:$src3),
                                             asm, 0, f.L>;
      def NAME # f.RecSuffix # rmr : XOPInst<8, opcode, MRMSrcMem, (outs f.RC:$dst), (ins f.RC:$src1, f.Mem:$src2, f.RC:$src3),
                                             asm, 0, f.L> {
        let mayLoad = 1;
      }
      def NAME # f.RecSuffix # rrm : XOPInst<8, opcode, MRMSrcMemOp4, (outs f.RC:$dst),
                                             (ins f.RC:$src1, f.RC:$src2, f.Mem:$src3), asm, 1, f.L> {
        let mayLoad = 1;
      }
      // The W1 order between registers (src2 in imm8[7:4]), which
      // llvm-mc also reads.
      def NAME # f.RecSuffix # rrr_REV : XOPInst<8, opcode, MRMSrcRegOp4, (outs f.RC:$dst),
                                                 (ins f.RC:$src1, f.RC:$src2, f.RC:$src3), asm, 1, f.L> {
        let isCodeGenOnly = 1;
        let ForceDisassemble = 1;
      }
    }
}
defm VPCMOV : XOPFour<"vpcmov", 0xA2, AVXIntForms>;
defm VPPERM : XOPFour<"vpperm", 0xA3, [AVXInt]>;

//===-- FMA4 --------------------------------------------------------------===//

// dst = src1 * src2 +- src3 (VEX map 0F 3A, 66): the memory source is
// src2 (W0, src3 in imm8[7:4]) or src3 (W1, src2 in imm8[7:4]).
// llvm-mc's remark: "(src1 * src2) + src3".
foreach op = [FMAOp<"fmaddsub", 0x5C, 0, "", "+/-">, FMAOp<"fmsubadd", 0x5E, 0, "", "-/+">,
              FMAOp<"fmadd", 0x68, 1, "", "+">, FMAOp<"fmsub", 0x6C, 1, "", "-">,
              FMAOp<"fnmadd", 0x78, 1, "-", "+">, FMAOp<"fnmsub", 0x7C, 1, "-", "-">] in
  foreach t = [PackedSingle, PackedDouble, ScalarSingle, ScalarDouble] in {
    defvar scalar = !or(!eq(t.Name, "SS"), !eq(t.Name, "SD"));
    defvar double = !or(!eq(t.Name, "PD"), !eq(t.Name, "SD"));
    defvar opcode = !add(op.Offset, !if(scalar, 2, 0), double);
    defvar mn = "v" # op.Name # t.Suffix;
    defvar remark = "$dst = " # op.Negate # "($src1 * $src2) " # op.Acc # " $src3";
    if !or(op.Scalar, !not(scalar)) then
      foreach f = !filter(x, t.Forms, x.Vex) in
        // Scalar forms ignore VEX.L.
        let Vex = 1, VexL = f.L, VexLIG = scalar, VexVvvv = 1, Uses = [MXCSR], mayRaiseFPException = 1 in {
          defvar base = !toupper("V" # op.Name # t.Suffix) # "4" # f.RecSuffix;
          defvar asm = mn # "\t$src3, $src2, $src1, $dst";
          // Between registers llvm-mc takes the W1 order (src2 in imm8[7:4]).
          def base # rr : X86Inst<[0x0F, 0x3A, opcode], MRMSrcRegOp4, (outs f.RC:$dst),
                                  (ins f.RC:$src1, f.RC:$src2, f.RC:$src3), asm, [0x66], 1> {
            let AsmComment = remark;
          }
          // The W0 order between registers (src3 in imm8[7:4]), which
          // llvm-mc also reads (and prints without a remark).
          def base # rr_REV : X86Inst<[0x0F, 0x3A, opcode], MRMSrcReg, (outs f.RC:$dst),
                                      (ins f.RC:$src1, f.RC:$src2, f.RC:$src3), asm, [0x66]> {
            let isCodeGenOnly = 1;
            let ForceDisassemble = 1;
          }
          def base # mr : X86Inst<[0x0F, 0x3A, opcode], MRMSrcMem, (outs f.RC:$dst),
                                  (ins f.RC:$src1, f.Mem:$src2, f.RC:$src3), asm, [0x66]> {
            let mayLoad = 1;
            let AsmComment = MemRemark<remark, "$src2">.R;
          }
          def base # rm : X86Inst<[0x0F, 0x3A, opcode], MRMSrcMemOp4, (outs f.RC:$dst),
                                  (ins f.RC:$src1, f.RC:$src2, f.Mem:$src3), asm, [0x66], 1> {
            let mayLoad = 1;
            let AsmComment = MemRemark<remark, "$src3">.R;
          }
        }
  }

//===-- TBM and LWP -------------------------------------------------------===//

// One source into the destination (VEX.vvvv), the operation in ModRM.reg.
foreach t = [FixedOp<"BLCFILL", "blcfill", 0x01, 1>, FixedOp<"BLSFILL", "blsfill", 0x01, 2>,
             FixedOp<"BLCS", "blcs", 0x01, 3>, FixedOp<"TZMSK", "tzmsk", 0x01, 4>, FixedOp<"BLCIC", "blcic", 0x01, 5>,
             FixedOp<"BLSIC", "blsic", 0x01, 6>, FixedOp<"T1MSKC", "t1mskc", 0x01, 7>,
             FixedOp<"BLCMSK", "blcmsk", 0x02, 1>, FixedOp<"BLCI", "blci", 0x02, 6>] in
  foreach s = [Size32, Size64] in
    let VexVvvv = 1, Defs = [EFLAGS] in {
      def t.Name # s.Bits # rr : XOPInst<9, t.Op, !cast<ModRMForm>("MRM" # t.Prefix # "r"), (outs s.RC:$dst),
                                         (ins s.RC:$src), t.M # s.Suffix # "\t$src, $dst", s.RexW>;
      def t.Name # s.Bits # rm : XOPInst<9, t.Op, !cast<ModRMForm>("MRM" # t.Prefix # "m"), (outs s.RC:$dst),
                                         (ins s.Mem:$src), t.M # s.Suffix # "\t$src, $dst", s.RexW> {
        let mayLoad = 1;
      }
    }
// bextr with a 32-bit immediate control (map 10).
foreach s = [Size32, Size64] in
  let Defs = [EFLAGS] in {
    def BEXTRI # s.Bits # ri : XOPInst<10, 0x10, MRMSrcReg, (outs s.RC:$dst), (ins s.RC:$src1, s.Imm:$cntl),
                                       "bextr" # s.Suffix # "\t$cntl, $src1, $dst", s.RexW>;
    def BEXTRI # s.Bits # mi : XOPInst<10, 0x10, MRMSrcMem, (outs s.RC:$dst), (ins s.Mem:$src1, s.Imm:$cntl),
                                       "bextr" # s.Suffix # "\t$cntl, $src1, $dst", s.RexW> {
      let mayLoad = 1;
    }
  }

// Lightweight profiling: the control block address, and records from a
// register (VEX.vvvv), a value and a 32-bit immediate.
let hasSideEffects = 1 in
foreach s = [Size32, Size64] in {
  defvar w = !if(!eq(s.Bits, 64), "64", "");
  def LLWPCB # w : XOPInst<9, 0x12, MRM0r, (outs), (ins s.RC:$src), "llwpcb\t$src", s.RexW>;
  def SLWPCB # w : XOPInst<9, 0x12, MRM1r, (outs s.RC:$dst), (ins), "slwpcb\t$dst", s.RexW>;
  foreach l = [NamedOp<"LWPINS", "lwpins", 0>, NamedOp<"LWPVAL", "lwpval", 1>] in
    let VexVvvv = 1 in {
      def l.Name # s.Bits # rri : XOPInst<10, 0x12, !cast<ModRMForm>("MRM" # l.Op # "r"), (outs),
                                          (ins s.RC:$src0, GR32:$src1, i32imm:$cntl), l.M # "\t$cntl, $src1, $src0", s.RexW>;
      def l.Name # s.Bits # rmi : XOPInst<10, 0x12, !cast<ModRMForm>("MRM" # l.Op # "m"), (outs),
                                          (ins s.RC:$src0, i32mem:$src1, i32imm:$cntl), l.M # "\t$cntl, $src1, $src0",
                                          s.RexW> {
        let mayLoad = 1;
      }
    }
}

//===-- vpermil2ps, vpermil2pd ---------------------------------------------===//

// Two-source permutes (VEX map 0F 3A, 66): each element picked from src1
// or src2 by src3's selectors, then kept or zeroed as the match/zero
// control m2z (0-15) says. src3 goes into imm8[7:4] with m2z in
// imm8[3:0]; the memory source is src2 (W0) or src3 (W1, src2 in
// imm8[7:4]).
def Imm0_15AsmOperand : ImmRangeAsmOperand<0, 15> {
  let DiagnosticString = "immediate must be an integer in range [0, 15]";
}
def u4imm : Operand<i8> {
  let ParserMatchClass = Imm0_15AsmOperand;
  let PrintMethod = "print_immediate";
  let EncodedBytes = 1;
}
foreach p = [NamedOp<"VPERMIL2PS", "vpermil2ps", 0x48>, NamedOp<"VPERMIL2PD", "vpermil2pd", 0x49>] in
  foreach f = [AVXPacked, AVXPackedY] in
    let Vex = 1, VexL = f.L, VexVvvv = 1 in {
      defvar asm = p.M # "\t$m2z, $src3, $src2, $src1, $dst";
      def p.Name # f.RecSuffix # rr : X86Inst<[0x0F, 0x3A, p.Op], MRMSrcReg, (outs f.RC:$dst),
                                              (ins f.RC:$src1, f.RC:$src2, f.RC:$src3, u4imm:$m2z), asm, [0x66]>;
      def p.Name # f.RecSuffix # rm : X86Inst<[0x0F, 0x3A, p.Op], MRMSrcMem, (outs f.RC:$dst),
                                              (ins f.RC:$src1, f.Mem:$src2, f.RC:$src3, u4imm:$m2z), asm, [0x66]> {
        let mayLoad = 1;
      }
      def p.Name # f.RecSuffix # mr : X86Inst<[0x0F, 0x3A, p.Op], MRMSrcMemOp4, (outs f.RC:$dst),
                                              (ins f.RC:$src1, f.RC:$src2, f.Mem:$src3, u4imm:$m2z), asm, [0x66], 1> {
        let mayLoad = 1;
      }
      // The W1 order between registers (src2 in imm8[7:4]), which
      // llvm-mc also reads.
      def p.Name # f.RecSuffix # rr_REV : X86Inst<[0x0F, 0x3A, p.Op], MRMSrcRegOp4, (outs f.RC:$dst),
                                                  (ins f.RC:$src1, f.RC:$src2, f.RC:$src3, u4imm:$m2z), asm,
                                                  [0x66], 1> {
        let isCodeGenOnly = 1;
        let ForceDisassemble = 1;
      }
    }
