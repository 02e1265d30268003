//===- X86Vector.td - SSE, AVX and MMX encodings -----------*- tablegen -*-===//
//
// Most SIMD operations come in several encodings of one opcode: MMX on
// %mm registers (no mandatory prefix), SSE on %xmm registers (the
// destination is also the first source), and VEX on %xmm or %ymm
// registers (VEX.L), with a separate first source in VEX.vvvv and the
// mnemonic's `v`. A SIMDForm says which; the multiclasses below define
// one record per form from one description of the operation, named as
// LLVM names them: MMX_PADDBrr, PADDBrr, VPADDBrr, VPADDBYrr.
//
// Remarks (AsmComment) follow llvm-mc's shuffle comments; in a memory
// form the memory source is `mem`. Immediate-dependent ones are decoded
// by the immediate's printer (`${imm:decoder}`, see comments.rs).
//
//===----------------------------------------------------------------------===//

// A 32-bit destination that may be written as its 64-bit register
// (pmovmskb, pextrw, movmskps): the same encoding, printed 32-bit.
def GR32orGR64AsmOperand : AsmOperandClass {
  let Name = "GR32orGR64";
  let ParserMethod = "parse_gr32_or_gr64";
}
def GR32orGR64 : RegisterOperand<GR32> {
  let ParserMatchClass = GR32orGR64AsmOperand;
}

// A record name part, a mnemonic part and an opcode, for lists of
// related operations.
class NamedOp<string name, string m, int op> {
  string Name = name;
  string M = m;
  int Op = op;
}

// As NamedOp, with a mandatory prefix (0: none).
class FixedOp<string name, string m, int op, int prefix = 0> : NamedOp<name, m, op> {
  int Prefix = prefix;
}

// An SSE/AVX immediate byte: -128 to 255, kept as written (llvm-mc's
// shuffle remarks decode it so), printed and disassembled unsigned; its
// printer also renders the `${imm:decoder}` remarks.
def u8imm : X86Imm<i8, ImmFullAsmOperand, 1, "sample_immediate", "accepts_immediate", 0> {
  let PrintMethod = "print_u8imm";
  let RelocModifiers = [];
}

// One encoding of a SIMD operation.
class SIMDForm<string recPrefix, string recSuffix, string mn, RegisterClass rc, Operand mem, bit vex, bit l,
               int width, bit mmx = 0, bit scalar = 0> {
  // Record names: RecPrefix # operation # RecSuffix # operand letters.
  string RecPrefix = recPrefix;
  string RecSuffix = recSuffix;
  // Put before the mnemonic: "v" for VEX.
  string Mn = mn;
  RegisterClass RC = rc;
  Operand Mem = mem;
  bit Vex = vex;
  bit L = l;
  // The register width.
  int Bits = width;
  // MMX drops the mandatory prefix (66) of the SSE form.
  bit MMX = mmx;
  // A scalar in the low element: VEX forms ignore VEX.L (LIG).
  bit Scalar = scalar;
}
// Packed floating point (the memory operand as the register).
def SSEPacked   : SIMDForm<"",  "",  "",  VR128, f128mem, 0, 0, 128>;
def AVXPacked   : SIMDForm<"V", "",  "v", VR128, f128mem, 1, 0, 128>;
def AVXPackedY  : SIMDForm<"V", "Y", "v", VR256, f256mem, 1, 1, 256>;
// Packed integers.
def MMXInt      : SIMDForm<"MMX_", "", "", VR64, i64mem, 0, 0, 64, 1>;
// MMX reading the low half of its memory operand (punpckl*: a doubleword,
// as Intel syntax sizes it).
def MMXIntLow   : SIMDForm<"MMX_", "", "", VR64, i32mem, 0, 0, 64, 1>;
def SSEInt      : SIMDForm<"",  "",  "",  VR128, i128mem, 0, 0, 128>;
def AVXInt      : SIMDForm<"V", "",  "v", VR128, i128mem, 1, 0, 128>;
def AVXIntY     : SIMDForm<"V", "Y", "v", VR256, i256mem, 1, 1, 256>;
// Scalars in the low element.
def SSESingle   : SIMDForm<"",  "",  "",  FR32, f32mem, 0, 0, 128, 0, 1>;
def AVXSingle   : SIMDForm<"V", "",  "v", FR32, f32mem, 1, 0, 128, 0, 1>;
def SSEDouble   : SIMDForm<"",  "",  "",  FR64, f64mem, 0, 0, 128, 0, 1>;
def AVXDouble   : SIMDForm<"V", "",  "v", FR64, f64mem, 1, 0, 128, 0, 1>;

defvar PackedForms = [SSEPacked, AVXPacked, AVXPackedY];
defvar IntForms = [SSEInt, AVXInt, AVXIntY];
defvar MMXIntForms = [MMXInt, SSEInt, AVXInt, AVXIntY];
defvar AVXForms = [AVXPacked, AVXPackedY];
defvar AVXIntForms = [AVXInt, AVXIntY];

// An instruction of one SIMD form.
class SIMDInst<SIMDForm f, list<int> opcode, ModRMForm form, dag outs, dag ins, string asm,
               list<int> prefixes, bit w = 0>
    : X86Inst<opcode, form, outs, ins, asm, !if(f.MMX, []<int>, prefixes), w> {
  let Vex = f.Vex;
  let VexL = f.L;
  // The VEX forms of SSE operations do not look at VEX.W unless it
  // selects the operand size (the manuals' WIG); see the AVX-only
  // operations for the exceptions.
  let VexWIG = !and(f.Vex, !not(w));
  let VexLIG = !and(f.Vex, f.Scalar);
}

// A remark for the memory form: its source `mem`.
class MemRemark<string remark, string src> {
  string R = !subst(src, "mem", remark);
}

// dst = src1 op src2: SSE `op src2, dst` (dst is src1), VEX `op src2,
// src1, dst`. `remark` names $dst, $src1 and $src2.
multiclass SIMDBinary<string m, list<int> opcode, list<int> prefixes, list<SIMDForm> forms,
                      bit commutable = 0, string remark = "", bit w = 0> {
  foreach f = forms in {
    defvar asm = !if(f.Vex, f.Mn # m # "\t$src2, $src1, $dst", m # "\t$src2, $dst");
    let Constraints = !if(f.Vex, "", "$src1 = $dst"), VexVvvv = f.Vex in {
      def !strconcat(f.RecPrefix, NAME, f.RecSuffix, "rr") : SIMDInst<f, opcode, MRMSrcReg, (outs f.RC:$dst), (ins f.RC:$src1, f.RC:$src2),
                                             asm, prefixes, w> {
        let isCommutable = commutable;
        let AsmComment = remark;
      }
      def !strconcat(f.RecPrefix, NAME, f.RecSuffix, "rm") : SIMDInst<f, opcode, MRMSrcMem, (outs f.RC:$dst), (ins f.RC:$src1, f.Mem:$src2),
                                             asm, prefixes, w> {
        let mayLoad = 1;
        let AsmComment = MemRemark<remark, "$src2">.R;
      }
    }
  }
}

// As SIMDBinary, with an immediate byte after the sources.
multiclass SIMDBinaryImm<string m, list<int> opcode, list<int> prefixes, list<SIMDForm> forms,
                         string remark = "", bit commutable = 0, bit w = 0> {
  foreach f = forms in {
    defvar asm = !if(f.Vex, f.Mn # m # "\t$src3, $src2, $src1, $dst", m # "\t$src3, $src2, $dst");
    let Constraints = !if(f.Vex, "", "$src1 = $dst"), VexVvvv = f.Vex in {
      def !strconcat(f.RecPrefix, NAME, f.RecSuffix, "rri") : SIMDInst<f, opcode, MRMSrcReg, (outs f.RC:$dst),
                                              (ins f.RC:$src1, f.RC:$src2, u8imm:$src3), asm, prefixes, w> {
        let AsmComment = remark;
        let isCommutable = commutable;
      }
      def !strconcat(f.RecPrefix, NAME, f.RecSuffix, "rmi") : SIMDInst<f, opcode, MRMSrcMem, (outs f.RC:$dst),
                                              (ins f.RC:$src1, f.Mem:$src2, u8imm:$src3), asm, prefixes, w> {
        let mayLoad = 1;
        let AsmComment = remark;
      }
    }
  }
}

// dst = op src (a register or memory), no VEX.vvvv.
multiclass SIMDUnary<string m, list<int> opcode, list<int> prefixes, list<SIMDForm> forms, string remark = "",
                     bit w = 0> {
  foreach f = forms in {
    def !strconcat(f.RecPrefix, NAME, f.RecSuffix, "rr") : SIMDInst<f, opcode, MRMSrcReg, (outs f.RC:$dst), (ins f.RC:$src),
                                           f.Mn # m # "\t$src, $dst", prefixes, w> {
      let AsmComment = remark;
    }
    def !strconcat(f.RecPrefix, NAME, f.RecSuffix, "rm") : SIMDInst<f, opcode, MRMSrcMem, (outs f.RC:$dst), (ins f.Mem:$src),
                                           f.Mn # m # "\t$src, $dst", prefixes, w> {
      let mayLoad = 1;
      let AsmComment = MemRemark<remark, "$src">.R;
    }
  }
}

// dst = op(src, imm): `op $imm, src, dst`.
multiclass SIMDUnaryImm<string m, list<int> opcode, list<int> prefixes, list<SIMDForm> forms, string remark = "",
                        bit w = 0> {
  foreach f = forms in {
    def !strconcat(f.RecPrefix, NAME, f.RecSuffix, "ri") : SIMDInst<f, opcode, MRMSrcReg, (outs f.RC:$dst), (ins f.RC:$src1, u8imm:$src2),
                                           f.Mn # m # "\t$src2, $src1, $dst", prefixes, w> {
      let AsmComment = remark;
    }
    def !strconcat(f.RecPrefix, NAME, f.RecSuffix, "mi") : SIMDInst<f, opcode, MRMSrcMem, (outs f.RC:$dst), (ins f.Mem:$src1, u8imm:$src2),
                                           f.Mn # m # "\t$src2, $src1, $dst", prefixes, w> {
      let mayLoad = 1;
      let AsmComment = remark;
    }
  }
}

//===-- Shuffle remarks with fixed masks ----------------------------------===//

// Elements `lane * n + k` of each lane, k from `first` for `count`.
class LaneIndex<int i, int perLane, int n, int first> {
  int I = !add(!mul(!div(i, perLane), n), first, !sub(i, !mul(!div(i, perLane), perLane)));
}

// Interleaved low (or high) halves of each 128-bit lane of src1 and src2
// (unpcklps, punpckhbw): $src1[0],$src2[0],$src1[1],$src2[1]...
class UnpackRemark<int eltBits, int width, bit high> {
  int N = !div(!if(!gt(width, 128), 128, width), eltBits);
  int Half = !div(N, 2);
  int Count = !div(width, eltBits);
  string R = "$dst = " # !interleave(!foreach(i, !range(!div(Count, 2)),
                                  "$src1[" # LaneIndex<i, Half, N, !mul(high, Half)>.I # "],$src2["
                                           # LaneIndex<i, Half, N, !mul(high, Half)>.I # "]"), ",");
}

// Each element of src followed by zeros (pmovzxbw): `ratio` source
// elements per destination element.
class ZeroExtendRemark<int count, int ratio> {
  string R = "$dst = " # !interleave(!foreach(i, !range(count),
                                  "$src[" # i # "]," # !interleave(!listsplat("zero", !sub(ratio, 1)), ",")), ",");
}

// Elements picked from src by a fixed list (movddup, movshdup).
class PickRemark<list<int> picks, string src = "$src"> {
  string R = "$dst = " # src # "[" # !interleave(picks, ",") # "]";
}
