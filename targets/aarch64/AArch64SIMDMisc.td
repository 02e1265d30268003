//===- AArch64SIMDMisc.td - Advanced SIMD one-source groups for tdc -------===//
//
// Two-register operations, across-lanes reductions, scalar pairwise
// operations, shifts by an immediate, operations by element, copies
// between lanes and registers, and modified immediates.
//
//===----------------------------------------------------------------------===//

// Pairwise long: the wide result has half as many lanes.
class PairLong<bit q, bits<2> size, DAGOperand dst, DAGOperand src, string name> {
  bit Q = q;
  bits<2> Size = size;
  DAGOperand D = dst;
  DAGOperand S = src;
  string Name = name;
}
defvar PairLongs = [PairLong<0, 0b00, V4H, V8B, "4h">, PairLong<1, 0b00, V8H, V16B, "8h">,
                    PairLong<0, 0b01, V2S, V4H, "2s">, PairLong<1, 0b01, V4S, V8H, "4s">,
                    PairLong<0, 0b10, V1D, V2S, "1d">, PairLong<1, 0b10, V2D, V4S, "2d">];

// The scalar of an element size.
class SclOf<int esize> {
  Scl S = !cast<Scl>("Scl" # !cond(!eq(esize, 8): "B", !eq(esize, 16): "H", !eq(esize, 32): "S", true: "D"));
}

class ElemSize<int log2, DAGOperand lane, Operand index, string name, RegisterClass scalar> {
  int Log2 = log2;
  DAGOperand Lane = lane;
  Operand Index = index;
  string Name = name;
  RegisterClass Scalar = scalar;
}
def ElemB : ElemSize<0, VB, VecIndexB, "b", FPR8>;
def ElemH : ElemSize<1, VH, VecIndexH, "h", FPR16>;
def ElemS : ElemSize<2, VS, VecIndexS, "s", FPR32>;
def ElemD : ElemSize<3, VD, VecIndexD, "d", FPR64>;

// The element size of an arrangement.
class ElemOf<int esize> {
  ElemSize E = !cast<ElemSize>("Elem" # !cond(!eq(esize, 8): "B", !eq(esize, 16): "H", !eq(esize, 32): "S", true: "D"));
}

// The encoding classes require NEON themselves: a `let` around the
// defms below would override the fullfp16 predicates of their half
// precision forms.

//===-- Two registers ------------------------------------------------------===//

// zero: compared with zero, written `#0`.
multiclass Two<bit U, bits<5> opcode, string mnemonic, list<Arr> arrs, bit tied = 0, bit zero = 0> {
  foreach a = arrs in
    def v # a.Name : SIMD2<0, a.Q, U, a.Size, 0b10000, opcode, mnemonic, a.V, a.V, tied,
                           !if(zero, "$Rd, $Rn, $zero", "$Rd, $Rn"), !if(zero, (ins imm_zero:$zero), (ins))>;
}
multiclass TwoScalar<bit U, bits<5> opcode, string mnemonic, list<Scl> sizes, bit tied = 0, bit zero = 0> {
  foreach sc = sizes in
    def s # sc.Name : SIMD2<1, 0, U, sc.Size, 0b10000, opcode, mnemonic, sc.R, sc.R, tied,
                            !if(zero, "$Rd, $Rn, $zero", "$Rd, $Rn"), !if(zero, (ins imm_zero:$zero), (ins))>;
}

defm REV64  : Two<0, 0b00000, "rev64", ArrBHS>;
defm REV16  : Two<0, 0b00001, "rev16", ArrB>;
defm REV32  : Two<1, 0b00000, "rev32", ArrBH>;
defm SUQADD : Two<0, 0b00011, "suqadd", ArrBHSD, 1>;
defm USQADD : Two<1, 0b00011, "usqadd", ArrBHSD, 1>;
defm CLS    : Two<0, 0b00100, "cls", ArrBHS>;
defm CLZ    : Two<1, 0b00100, "clz", ArrBHS>;
defm CNT    : Two<0, 0b00101, "cnt", ArrB>;
defm SQABS  : Two<0, 0b00111, "sqabs", ArrBHSD>;
defm SQNEG  : Two<1, 0b00111, "sqneg", ArrBHSD>;
defm CMGTz  : Two<0, 0b01000, "cmgt", ArrBHSD, 0, 1>;
defm CMGEz  : Two<1, 0b01000, "cmge", ArrBHSD, 0, 1>;
defm CMEQz  : Two<0, 0b01001, "cmeq", ArrBHSD, 0, 1>;
defm CMLEz  : Two<1, 0b01001, "cmle", ArrBHSD, 0, 1>;
defm CMLTz  : Two<0, 0b01010, "cmlt", ArrBHSD, 0, 1>;
defm ABS    : Two<0, 0b01011, "abs", ArrBHSD>;
defm NEG    : Two<1, 0b01011, "neg", ArrBHSD>;

defm SUQADD : TwoScalar<0, 0b00011, "suqadd", SclBHSD, 1>;
defm USQADD : TwoScalar<1, 0b00011, "usqadd", SclBHSD, 1>;
defm SQABS  : TwoScalar<0, 0b00111, "sqabs", SclBHSD>;
defm SQNEG  : TwoScalar<1, 0b00111, "sqneg", SclBHSD>;
defm CMGTz  : TwoScalar<0, 0b01000, "cmgt", [SclD], 0, 1>;
defm CMGEz  : TwoScalar<1, 0b01000, "cmge", [SclD], 0, 1>;
defm CMEQz  : TwoScalar<0, 0b01001, "cmeq", [SclD], 0, 1>;
defm CMLEz  : TwoScalar<1, 0b01001, "cmle", [SclD], 0, 1>;
defm CMLTz  : TwoScalar<0, 0b01010, "cmlt", [SclD], 0, 1>;
defm ABS    : TwoScalar<0, 0b01011, "abs", [SclD]>;
defm NEG    : TwoScalar<1, 0b01011, "neg", [SclD]>;

// not and rbit share an opcode, told apart by the size field; not prints
// as mvn.
foreach a = ArrB in {
  def NOTv # a.Name  : SIMD2<0, a.Q, 1, 0b00, 0b10000, 0b00101, "not", a.V, a.V>;
  def RBITv # a.Name : SIMD2<0, a.Q, 1, 0b01, 0b10000, 0b00101, "rbit", a.V, a.V>;
  def : InstAlias<"mvn{|." # a.V.MnemonicSuffix # "}\t$Rd, $Rn", (!cast<Instruction>("NOTv" # a.Name) a.V:$Rd, a.V:$Rn)>;
}

// Pairwise long additions, the accumulating ones reading Rd.
multiclass PairwiseLong<bit U, bits<5> opcode, string mnemonic, bit tied = 0> {
  foreach pl = PairLongs in
    def v # pl.Name : SIMD2<0, pl.Q, U, pl.Size, 0b10000, opcode, mnemonic, pl.D, pl.S, tied>;
}
defm SADDLP : PairwiseLong<0, 0b00010, "saddlp">;
defm UADDLP : PairwiseLong<1, 0b00010, "uaddlp">;
defm SADALP : PairwiseLong<0, 0b00110, "sadalp", 1>;
defm UADALP : PairwiseLong<1, 0b00110, "uadalp", 1>;

// Narrowing moves: the narrow result, into the upper half for "2" (which
// keeps the lower half: Rd is read).
multiclass NarrowTwo<bit U, bits<5> opcode, string mnemonic, bit scalar = 1> {
  foreach w = WideBHS in
    def v # w.Name : SIMD2<0, w.Q, U, w.Size, 0b10000, opcode, mnemonic # w.Two, w.N, w.W, w.Q>;
  if scalar then {
    def sb : SIMD2<1, 0, U, 0b00, 0b10000, opcode, mnemonic, FPR8, FPR16>;
    def sh : SIMD2<1, 0, U, 0b01, 0b10000, opcode, mnemonic, FPR16, FPR32>;
    def ss : SIMD2<1, 0, U, 0b10, 0b10000, opcode, mnemonic, FPR32, FPR64>;
  }
}
defm XTN    : NarrowTwo<0, 0b10010, "xtn", 0>;
defm SQXTUN : NarrowTwo<1, 0b10010, "sqxtun">;
defm SQXTN  : NarrowTwo<0, 0b10100, "sqxtn">;
defm UQXTN  : NarrowTwo<1, 0b10100, "uqxtn">;

// shll: a left shift by the narrow element's size.
foreach w = WideBHS in
  def SHLLv # w.Name : SIMD2<0, w.Q, 1, w.Size, 0b10000, 0b10011, "shll" # w.Two, w.W, w.N, 0,
                             "$Rd, $Rn, #" # w.Esize>;

//===-- Floating-point two registers ---------------------------------------===//

// zero: compared with zero, written `#0.0` (or `#0`).
multiclass FTwo<bit U, bit a, bits<5> opcode, string mnemonic, bit fp16 = 1, bit zero = 0> {
  defvar operands = !if(zero, "$Rd, $Rn, $zero", "$Rd, $Rn");
  defvar extra = !if(zero, (ins fp_zero:$zero), (ins));
  def v2s : SIMD2<0, 0, U, {a, 0}, 0b10000, opcode, mnemonic, V2S, V2S, 0, operands, extra>;
  def v4s : SIMD2<0, 1, U, {a, 0}, 0b10000, opcode, mnemonic, V4S, V4S, 0, operands, extra>;
  def v2d : SIMD2<0, 1, U, {a, 1}, 0b10000, opcode, mnemonic, V2D, V2D, 0, operands, extra>;
  if fp16 then
  let Predicates = [HasNEON, HasFullFP16] in {
    def v4h : SIMD2<0, 0, U, {a, 1}, 0b11100, opcode, mnemonic, V4H, V4H, 0, operands, extra>;
    def v8h : SIMD2<0, 1, U, {a, 1}, 0b11100, opcode, mnemonic, V8H, V8H, 0, operands, extra>;
  }
}
multiclass FTwoScalar<bit U, bit a, bits<5> opcode, string mnemonic, bit zero = 0> {
  defvar operands = !if(zero, "$Rd, $Rn, $zero", "$Rd, $Rn");
  defvar extra = !if(zero, (ins fp_zero:$zero), (ins));
  def ss : SIMD2<1, 0, U, {a, 0}, 0b10000, opcode, mnemonic, FPR32, FPR32, 0, operands, extra>;
  def sd : SIMD2<1, 0, U, {a, 1}, 0b10000, opcode, mnemonic, FPR64, FPR64, 0, operands, extra>;
  let Predicates = [HasNEON, HasFullFP16] in
    def sh : SIMD2<1, 0, U, {a, 1}, 0b11100, opcode, mnemonic, FPR16, FPR16, 0, operands, extra>;
}
multiclass FTwoBoth<bit U, bit a, bits<5> opcode, string mnemonic, bit zero = 0> {
  defm "" : FTwo<U, a, opcode, mnemonic, 1, zero>;
  defm "" : FTwoScalar<U, a, opcode, mnemonic, zero>;
}

defm FRINTN  : FTwo<0, 0, 0b11000, "frintn">;
defm FRINTM  : FTwo<0, 0, 0b11001, "frintm">;
defm FCVTNS  : FTwoBoth<0, 0, 0b11010, "fcvtns">;
defm FCVTMS  : FTwoBoth<0, 0, 0b11011, "fcvtms">;
defm FCVTAS  : FTwoBoth<0, 0, 0b11100, "fcvtas">;
defm SCVTF   : FTwoBoth<0, 0, 0b11101, "scvtf">;
defm FCMGTz  : FTwoBoth<0, 1, 0b01100, "fcmgt", 1>;
defm FCMEQz  : FTwoBoth<0, 1, 0b01101, "fcmeq", 1>;
defm FCMLTz  : FTwoBoth<0, 1, 0b01110, "fcmlt", 1>;
defm FABS    : FTwo<0, 1, 0b01111, "fabs">;
defm FRINTP  : FTwo<0, 1, 0b11000, "frintp">;
defm FRINTZ  : FTwo<0, 1, 0b11001, "frintz">;
defm FCVTPS  : FTwoBoth<0, 1, 0b11010, "fcvtps">;
defm FCVTZS  : FTwoBoth<0, 1, 0b11011, "fcvtzs">;
defm FRECPE  : FTwoBoth<0, 1, 0b11101, "frecpe">;
defm FRINTA  : FTwo<1, 0, 0b11000, "frinta">;
defm FRINTX  : FTwo<1, 0, 0b11001, "frintx">;
defm FCVTNU  : FTwoBoth<1, 0, 0b11010, "fcvtnu">;
defm FCVTMU  : FTwoBoth<1, 0, 0b11011, "fcvtmu">;
defm FCVTAU  : FTwoBoth<1, 0, 0b11100, "fcvtau">;
defm UCVTF   : FTwoBoth<1, 0, 0b11101, "ucvtf">;
defm FCMGEz  : FTwoBoth<1, 1, 0b01100, "fcmge", 1>;
defm FCMLEz  : FTwoBoth<1, 1, 0b01101, "fcmle", 1>;
defm FNEG    : FTwo<1, 1, 0b01111, "fneg">;
defm FRINTI  : FTwo<1, 1, 0b11001, "frinti">;
defm FCVTPU  : FTwoBoth<1, 1, 0b11010, "fcvtpu">;
defm FCVTZU  : FTwoBoth<1, 1, 0b11011, "fcvtzu">;
defm FRSQRTE : FTwoBoth<1, 1, 0b11101, "frsqrte">;
defm FSQRT   : FTwo<1, 1, 0b11111, "fsqrt">;
defm FRECPX  : FTwoScalar<0, 1, 0b11111, "frecpx">;
let Predicates = [HasNEON, HasFRInt3264Ops] in {
  defm FRINT32Z : FTwo<0, 0, 0b11110, "frint32z", 0>;
  defm FRINT64Z : FTwo<0, 0, 0b11111, "frint64z", 0>;
  defm FRINT32X : FTwo<1, 0, 0b11110, "frint32x", 0>;
  defm FRINT64X : FTwo<1, 0, 0b11111, "frint64x", 0>;
}

// Reciprocal estimates of unsigned integers: 32-bit lanes only.
foreach a = [Arr2S, Arr4S] in {
  def URECPEv # a.Name  : SIMD2<0, a.Q, 0, 0b10, 0b10000, 0b11100, "urecpe", a.V, a.V>;
  def URSQRTEv # a.Name : SIMD2<0, a.Q, 1, 0b10, 0b10000, 0b11100, "ursqrte", a.V, a.V>;
}

// Precision changes: fcvtn and fcvtxn narrow (into the upper half for
// "2", reading Rd), fcvtl widens (from the upper half for "2").
// llvm-mc reads the vector conversions in the generic syntax only.
let AppleSuffix = "" in {
  def FCVTNv4h  : SIMD2<0, 0, 0, 0b00, 0b10000, 0b10110, "fcvtn", V4H, V4S>;
  def FCVTNv8h  : SIMD2<0, 1, 0, 0b00, 0b10000, 0b10110, "fcvtn2", V8H, V4S, 1>;
  def FCVTNv2s  : SIMD2<0, 0, 0, 0b01, 0b10000, 0b10110, "fcvtn", V2S, V2D>;
  def FCVTNv4s  : SIMD2<0, 1, 0, 0b01, 0b10000, 0b10110, "fcvtn2", V4S, V2D, 1>;
  def FCVTLv4h  : SIMD2<0, 0, 0, 0b00, 0b10000, 0b10111, "fcvtl", V4S, V4H>;
  def FCVTLv8h  : SIMD2<0, 1, 0, 0b00, 0b10000, 0b10111, "fcvtl2", V4S, V8H>;
  def FCVTLv2s  : SIMD2<0, 0, 0, 0b01, 0b10000, 0b10111, "fcvtl", V2D, V2S>;
  def FCVTLv4s  : SIMD2<0, 1, 0, 0b01, 0b10000, 0b10111, "fcvtl2", V2D, V4S>;
  def FCVTXNv2s : SIMD2<0, 0, 1, 0b01, 0b10000, 0b10110, "fcvtxn", V2S, V2D>;
  def FCVTXNv4s : SIMD2<0, 1, 1, 0b01, 0b10000, 0b10110, "fcvtxn2", V4S, V2D, 1>;
}
def FCVTXNsd  : SIMD2<1, 0, 1, 0b01, 0b10000, 0b10110, "fcvtxn", FPR32, FPR64>;
let Predicates = [HasNEON, HasBF16] in {
  def BFCVTNv4h : SIMD2<0, 0, 0, 0b10, 0b10000, 0b10110, "bfcvtn", V4H, V4S>;
  def BFCVTNv8h : SIMD2<0, 1, 0, 0b10, 0b10000, 0b10110, "bfcvtn2", V8H, V4S, 1>;
}

//===-- Across lanes and scalar pairwise -----------------------------------===//

multiclass Across<bit U, bits<5> opcode, string mnemonic> {
  foreach a = ArrBH in
    def v # a.Name : SIMD2<0, a.Q, U, a.Size, 0b11000, opcode, mnemonic, SclOf<a.Esize>.S.R, a.V>;
  def v4s : SIMD2<0, 1, U, 0b10, 0b11000, opcode, mnemonic, FPR32, V4S>;
}
defm ADDV  : Across<0, 0b11011, "addv">;
defm SMAXV : Across<0, 0b01010, "smaxv">;
defm SMINV : Across<0, 0b11010, "sminv">;
defm UMAXV : Across<1, 0b01010, "umaxv">;
defm UMINV : Across<1, 0b11010, "uminv">;

multiclass AcrossLong<bit U, string mnemonic> {
  foreach a = [Arr8B, Arr16B, Arr4H, Arr8H, Arr4S] in
    def v # a.Name : SIMD2<0, a.Q, U, a.Size, 0b11000, 0b00011, mnemonic, SclOf<!mul(a.Esize, 2)>.S.R, a.V>;
}
defm SADDLV : AcrossLong<0, "saddlv">;
defm UADDLV : AcrossLong<1, "uaddlv">;

multiclass FAcross<bit a, bits<5> opcode, string mnemonic> {
  def v4s : SIMD2<0, 1, 1, {a, 0}, 0b11000, opcode, mnemonic, FPR32, V4S>;
  let Predicates = [HasNEON, HasFullFP16] in {
    def v4h : SIMD2<0, 0, 0, {a, 0}, 0b11000, opcode, mnemonic, FPR16, V4H>;
    def v8h : SIMD2<0, 1, 0, {a, 0}, 0b11000, opcode, mnemonic, FPR16, V8H>;
  }
}
defm FMAXNMV : FAcross<0, 0b01100, "fmaxnmv">;
defm FMINNMV : FAcross<1, 0b01100, "fminnmv">;
defm FMAXV   : FAcross<0, 0b01111, "fmaxv">;
defm FMINV   : FAcross<1, 0b01111, "fminv">;

def ADDPsd : SIMD2<1, 0, 0, 0b11, 0b11000, 0b11011, "addp", FPR64, V2D>;
multiclass FPairScalar<bit a, bits<5> opcode, string mnemonic> {
  def ss : SIMD2<1, 0, 1, {a, 0}, 0b11000, opcode, mnemonic, FPR32, V2S>;
  def sd : SIMD2<1, 0, 1, {a, 1}, 0b11000, opcode, mnemonic, FPR64, V2D>;
  let Predicates = [HasNEON, HasFullFP16] in
    def sh : SIMD2<1, 0, 0, {a, 0}, 0b11000, opcode, mnemonic, FPR16, V2H>;
}
defm FADDP   : FPairScalar<0, 0b01101, "faddp">;
defm FMAXNMP : FPairScalar<0, 0b01100, "fmaxnmp">;
defm FMINNMP : FPairScalar<1, 0b01100, "fminnmp">;
defm FMAXP   : FPairScalar<0, 0b01111, "fmaxp">;
defm FMINP   : FPairScalar<1, 0b01111, "fminp">;

//===-- Shifts by an immediate ---------------------------------------------===//

multiclass ShiftRight<bit U, bits<5> opcode, string mnemonic, bit tied = 0, bit scalar = 1> {
  foreach a = ArrBHSD in
    def v # a.Name : SIMDShift<0, a.Q, U, opcode, mnemonic, a.V, a.V,
                               !cast<Operand>("vecshiftR" # a.Esize), a.Esize, tied>;
  if scalar then
    def sd : SIMDShift<1, 0, U, opcode, mnemonic, FPR64, FPR64, vecshiftR64, 64, tied>;
}
multiclass ShiftLeft<bit U, bits<5> opcode, string mnemonic, bit tied = 0, list<Scl> scalars = [SclD]> {
  foreach a = ArrBHSD in
    def v # a.Name : SIMDShift<0, a.Q, U, opcode, mnemonic, a.V, a.V,
                               !cast<Operand>("vecshiftL" # a.Esize), a.Esize, tied>;
  foreach sc = scalars in
    def s # sc.Name : SIMDShift<1, 0, U, opcode, mnemonic, sc.R, sc.R,
                                !cast<Operand>("vecshiftL" # sc.Esize), sc.Esize, tied>;
}
defm SSHR    : ShiftRight<0, 0b00000, "sshr">;
defm USHR    : ShiftRight<1, 0b00000, "ushr">;
defm SSRA    : ShiftRight<0, 0b00010, "ssra", 1>;
defm USRA    : ShiftRight<1, 0b00010, "usra", 1>;
defm SRSHR   : ShiftRight<0, 0b00100, "srshr">;
defm URSHR   : ShiftRight<1, 0b00100, "urshr">;
defm SRSRA   : ShiftRight<0, 0b00110, "srsra", 1>;
defm URSRA   : ShiftRight<1, 0b00110, "ursra", 1>;
defm SRI     : ShiftRight<1, 0b01000, "sri", 1>;
defm SHL     : ShiftLeft<0, 0b01010, "shl">;
defm SLI     : ShiftLeft<1, 0b01010, "sli", 1>;
defm SQSHLU  : ShiftLeft<1, 0b01100, "sqshlu", 0, SclBHSD>;
defm SQSHLi  : ShiftLeft<0, 0b01110, "sqshl", 0, SclBHSD>;
defm UQSHLi  : ShiftLeft<1, 0b01110, "uqshl", 0, SclBHSD>;

// Narrowing right shifts (the shift is at most the narrow size) and
// widening left shifts.
multiclass ShiftNarrow<bit U, bits<5> opcode, string mnemonic, bit scalar = 1> {
  foreach w = WideBHS in
    def v # w.Name : SIMDShift<0, w.Q, U, opcode, mnemonic # w.Two, w.N, w.W,
                               !cast<Operand>("vecshiftR" # w.Esize), w.Esize, w.Q>;
  if scalar then
    foreach sc = [SclB, SclH, SclS] in
      def s # sc.Name : SIMDShift<1, 0, U, opcode, mnemonic, sc.R, SclOf<!mul(sc.Esize, 2)>.S.R,
                                  !cast<Operand>("vecshiftR" # sc.Esize), sc.Esize>;
}
defm SHRN     : ShiftNarrow<0, 0b10000, "shrn", 0>;
defm RSHRN    : ShiftNarrow<0, 0b10001, "rshrn", 0>;
defm SQSHRUN  : ShiftNarrow<1, 0b10000, "sqshrun">;
defm SQRSHRUN : ShiftNarrow<1, 0b10001, "sqrshrun">;
defm SQSHRN   : ShiftNarrow<0, 0b10010, "sqshrn">;
defm UQSHRN   : ShiftNarrow<1, 0b10010, "uqshrn">;
defm SQRSHRN  : ShiftNarrow<0, 0b10011, "sqrshrn">;
defm UQRSHRN  : ShiftNarrow<1, 0b10011, "uqrshrn">;

multiclass ShiftLong<bit U, string mnemonic, string extend> {
  foreach w = WideBHS in {
    def v # w.Name : SIMDShift<0, w.Q, U, 0b10100, mnemonic # w.Two, w.W, w.N,
                               !cast<Operand>("vecshiftL" # w.Esize), w.Esize>;
    def : InstAlias<extend # w.Two # "{|." # w.W.MnemonicSuffix # "}\t$Rd, $Rn",
                    (!cast<Instruction>(NAME # "v" # w.Name) w.W:$Rd, w.N:$Rn, 0), 0>;
  }
}
defm SSHLL : ShiftLong<0, "sshll", "sxtl">;
defm USHLL : ShiftLong<1, "ushll", "uxtl">;

// Conversions between fixed point and floating point: the shift is the
// number of fraction bits.
multiclass FixedConvert<bit U, bits<5> opcode, string mnemonic> {
  foreach a = [Arr2S, Arr4S, Arr2D] in
    def v # a.Name : SIMDShift<0, a.Q, U, opcode, mnemonic, a.V, a.V, !cast<Operand>("vecshiftR" # a.Esize),
                               a.Esize>;
  def ss : SIMDShift<1, 0, U, opcode, mnemonic, FPR32, FPR32, vecshiftR32, 32>;
  def sd : SIMDShift<1, 0, U, opcode, mnemonic, FPR64, FPR64, vecshiftR64, 64>;
  let Predicates = [HasNEON, HasFullFP16] in {
    foreach a = [Arr4H, Arr8H] in
      def v # a.Name : SIMDShift<0, a.Q, U, opcode, mnemonic, a.V, a.V, vecshiftR16, 16>;
    def sh : SIMDShift<1, 0, U, opcode, mnemonic, FPR16, FPR16, vecshiftR16, 16>;
  }
}
defm SCVTFfix  : FixedConvert<0, 0b11100, "scvtf">;
defm UCVTFfix  : FixedConvert<1, 0b11100, "ucvtf">;
defm FCVTZSfix : FixedConvert<0, 0b11111, "fcvtzs">;
defm FCVTZUfix : FixedConvert<1, 0b11111, "fcvtzu">;

//===-- By element ---------------------------------------------------------===//

// Integer operations by element: 16-bit lanes (v0-v15) and 32-bit ones.
multiclass ByElement<bit U, bits<4> opcode, string mnemonic, bit tied = 0, bit scalar = 0> {
  foreach a = [Arr4H, Arr8H] in
    def v # a.Name : SIMDIndexedH<0, a.Q, U, 0b01, opcode, mnemonic, a.V, a.V, tied>;
  foreach a = [Arr2S, Arr4S] in
    def v # a.Name : SIMDIndexedS<0, a.Q, U, 0b10, opcode, mnemonic, a.V, a.V, tied>;
  if scalar then {
    def sh : SIMDIndexedH<1, 0, U, 0b01, opcode, mnemonic, FPR16, FPR16, tied>;
    def ss : SIMDIndexedS<1, 0, U, 0b10, opcode, mnemonic, FPR32, FPR32, tied>;
  }
}
defm MULi      : ByElement<0, 0b1000, "mul">;
defm MLAi      : ByElement<1, 0b0000, "mla", 1>;
defm MLSi      : ByElement<1, 0b0100, "mls", 1>;
defm SQDMULHi  : ByElement<0, 0b1100, "sqdmulh", 0, 1>;
defm SQRDMULHi : ByElement<0, 0b1101, "sqrdmulh", 0, 1>;

// Long operations by element.
multiclass ByElementLong<bit U, bits<4> opcode, string mnemonic, bit tied = 0, bit scalar = 0> {
  foreach w = [W4S4H, W4S8H] in
    def v # w.Name : SIMDIndexedH<0, w.Q, U, 0b01, opcode, mnemonic # w.Two, w.W, w.N, tied>;
  foreach w = [W2D2S, W2D4S] in
    def v # w.Name : SIMDIndexedS<0, w.Q, U, 0b10, opcode, mnemonic # w.Two, w.W, w.N, tied>;
  if scalar then {
    def sh : SIMDIndexedH<1, 0, U, 0b01, opcode, mnemonic, FPR32, FPR16, tied>;
    def ss : SIMDIndexedS<1, 0, U, 0b10, opcode, mnemonic, FPR64, FPR32, tied>;
  }
}
defm SMULLi   : ByElementLong<0, 0b1010, "smull">;
defm UMULLi   : ByElementLong<1, 0b1010, "umull">;
defm SMLALi   : ByElementLong<0, 0b0010, "smlal", 1>;
defm UMLALi   : ByElementLong<1, 0b0010, "umlal", 1>;
defm SMLSLi   : ByElementLong<0, 0b0110, "smlsl", 1>;
defm UMLSLi   : ByElementLong<1, 0b0110, "umlsl", 1>;
defm SQDMULLi : ByElementLong<0, 0b1011, "sqdmull", 0, 1>;
defm SQDMLALi : ByElementLong<0, 0b0011, "sqdmlal", 1, 1>;
defm SQDMLSLi : ByElementLong<0, 0b0111, "sqdmlsl", 1, 1>;

// Floating-point operations by element: single (size 10, .s lanes),
// double (11, .d) and half precision (00, .h lanes of v0-v15).
multiclass FByElement<bit U, bits<4> opcode, string mnemonic, bit tied = 0> {
  def v2s : SIMDIndexedS<0, 0, U, 0b10, opcode, mnemonic, V2S, V2S, tied>;
  def v4s : SIMDIndexedS<0, 1, U, 0b10, opcode, mnemonic, V4S, V4S, tied>;
  def v2d : SIMDIndexedD<0, 1, U, 0b11, opcode, mnemonic, V2D, V2D, tied>;
  def ss  : SIMDIndexedS<1, 0, U, 0b10, opcode, mnemonic, FPR32, FPR32, tied>;
  def sd  : SIMDIndexedD<1, 0, U, 0b11, opcode, mnemonic, FPR64, FPR64, tied>;
  let Predicates = [HasNEON, HasFullFP16] in {
    def v4h : SIMDIndexedH<0, 0, U, 0b00, opcode, mnemonic, V4H, V4H, tied>;
    def v8h : SIMDIndexedH<0, 1, U, 0b00, opcode, mnemonic, V8H, V8H, tied>;
    def sh  : SIMDIndexedH<1, 0, U, 0b00, opcode, mnemonic, FPR16, FPR16, tied>;
  }
}
defm FMLAi  : FByElement<0, 0b0001, "fmla", 1>;
defm FMLSi  : FByElement<0, 0b0101, "fmls", 1>;
defm FMULi  : FByElement<0, 0b1001, "fmul">;
defm FMULXi : FByElement<1, 0b1001, "fmulx">;

//===-- Copies -------------------------------------------------------------===//
//
// imm5 holds the element size as its lowest set bit and the index above
// it; ins from an element puts the source index in imm4 the same way.

class CopyLane<bit S, bit Q, bit op, bits<4> imm4, ElemSize e, string mnemonic, dag outs, dag ins, string operands>
    : SIMDCopy<S, Q, op, imm4, mnemonic, outs, ins, operands> {
  bits<4> idx;
  let Inst{20-16} = !cond(!eq(e.Log2, 0): {idx{3-0}, 0b1},
                          !eq(e.Log2, 1): {idx{2-0}, 0b10},
                          !eq(e.Log2, 2): {idx{1-0}, 0b100},
                          true:           {idx{0}, 0b1000});
}

// dup from an element to every lane, and to a scalar (printed as mov).
foreach a = ArrBHSD in
  def DUPv # a.Name # lane
      : CopyLane<0, a.Q, 0, 0b0000, ElemOf<a.Esize>.E, "dup", (outs a.V:$Rd),
                 (ins ElemOf<a.Esize>.E.Lane:$Rn, ElemOf<a.Esize>.E.Index:$idx), "$Rd, $Rn$idx">;
foreach e = [ElemB, ElemH, ElemS, ElemD] in {
  // Apple's syntax writes it bare, without a suffix (`dup s0, v1[1]`).
  let AppleSuffix = "", InApple = 1 in
  def DUPs # e.Name : CopyLane<1, 0, 0, 0b0000, e, "dup", (outs e.Scalar:$Rd), (ins e.Lane:$Rn, e.Index:$idx),
                               "$Rd, $Rn$idx">;
  def : InstAlias<"mov{|}\t$Rd, $Rn$idx",
                  (!cast<Instruction>("DUPs" # e.Name) e.Scalar:$Rd, e.Lane:$Rn, e.Index:$idx)>;
}

// dup from a general register.
foreach a = ArrBHSD in
  def DUPv # a.Name # gpr
      : SIMDCopy<0, a.Q, 0, 0b0001, "dup", (outs a.V:$Rd), (ins !if(!eq(a.Esize, 64), GPR64, GPR32):$Rn),
                 "$Rd, $Rn"> {
    let Inst{20-16} = !shl(1, ElemOf<a.Esize>.E.Log2);
    // The index bits above the size's are not looked at.
    let DecodeIgnore{20-16} = !and(!shl(0b11111, !add(ElemOf<a.Esize>.E.Log2, 1)), 0b11111);
  }

// umov and smov to a general register; umov of .s and .d prints as mov.
foreach e = [ElemB, ElemH, ElemS, ElemD] in
  def UMOV # e.Name : CopyLane<0, !eq(e.Log2, 3), 0, 0b0111, e, "umov",
                               (outs !if(!eq(e.Log2, 3), GPR64, GPR32):$Rd), (ins e.Lane:$Rn, e.Index:$idx),
                               "$Rd, $Rn$idx">;
def : InstAlias<"mov{|.s}\t$Rd, $Rn$idx", (UMOVs GPR32:$Rd, VS:$Rn, VecIndexS:$idx)>;
def : InstAlias<"mov{|.d}\t$Rd, $Rn$idx", (UMOVd GPR64:$Rd, VD:$Rn, VecIndexD:$idx)>;
foreach e = [ElemB, ElemH] in
  def SMOVw # e.Name : CopyLane<0, 0, 0, 0b0101, e, "smov", (outs GPR32:$Rd), (ins e.Lane:$Rn, e.Index:$idx),
                                "$Rd, $Rn$idx">;
foreach e = [ElemB, ElemH, ElemS] in
  def SMOVx # e.Name : CopyLane<0, 1, 0, 0b0101, e, "smov", (outs GPR64:$Rd), (ins e.Lane:$Rn, e.Index:$idx),
                                "$Rd, $Rn$idx">;

// ins from a general register and from an element, printed as mov.
foreach e = [ElemB, ElemH, ElemS, ElemD] in {
  def INS # e.Name # gpr
      : CopyLane<0, 1, 0, 0b0011, e, "ins", (outs e.Lane:$Rd),
                 (ins e.Lane:$Rd_in, e.Index:$idx, !if(!eq(e.Log2, 3), GPR64, GPR32):$Rn), "$Rd$idx, $Rn"> {
    let Constraints = "$Rd = $Rd_in";
  }
  def INS # e.Name # lane
      : CopyLane<0, 1, 1, 0b0000, e, "ins", (outs e.Lane:$Rd),
                 (ins e.Lane:$Rd_in, e.Index:$idx, e.Lane:$Rn, e.Index:$idx2), "$Rd$idx, $Rn$idx2"> {
    bits<4> idx2;
    let Constraints = "$Rd = $Rd_in";
    let Inst{14-11} = !cond(!eq(e.Log2, 0): idx2{3-0},
                            !eq(e.Log2, 1): {idx2{2-0}, 0},
                            !eq(e.Log2, 2): {idx2{1-0}, 0b00},
                            true:           {idx2{0}, 0b000});
    // Nor the source index's bits below its element size.
    let DecodeIgnore{14-11} = !sub(!shl(1, e.Log2), 1);
  }
  def : InstAlias<"mov{|." # e.Lane.MnemonicSuffix # "}\t$Rd$idx, $Rn",
                  (!cast<Instruction>("INS" # e.Name # "gpr") e.Lane:$Rd, e.Index:$idx,
                   !if(!eq(e.Log2, 3), GPR64, GPR32):$Rn)>;
  def : InstAlias<"mov{|." # e.Lane.MnemonicSuffix # "}\t$Rd$idx, $Rn$idx2",
                  (!cast<Instruction>("INS" # e.Name # "lane") e.Lane:$Rd, e.Index:$idx, e.Lane:$Rn,
                   e.Index:$idx2)>;
}

//===-- Modified immediates ------------------------------------------------===//

class ModImmInst<bit Q, bit op, bit o2, bits<4> cmode, string mnemonic, DAGOperand vt, Operand imm, bit tied = 0>
    : SIMDModImm<Q, op, o2, mnemonic, (outs vt:$Rd), !con(!if(tied, (ins vt:$Rd_in), (ins)), (ins imm:$imm)),
                 "$Rd, $imm"> {
  let Constraints = !if(tied, "$Rd = $Rd_in", "");
  let Inst{15-12} = cmode;
}

// The 8-bit value split around cmode: abc in bits 18-16, defgh in 9-5.
class ModImm8<bit Q, bit op, bits<4> cmode, string mnemonic, DAGOperand vt, bit o2 = 0>
    : ModImmInst<Q, op, o2, cmode, mnemonic, vt, modimm8> {
  bits<8> imm;
  let Inst{18-16} = imm{7-5};
  let Inst{9-5} = imm{4-0};
}
class ModImmShifted<bit Q, bit op, bits<4> cmode, string mnemonic, DAGOperand vt, Operand imm, bit tied = 0>
    : ModImmInst<Q, op, 0, cmode, mnemonic, vt, imm, tied> {
  bits<8> imm_imm;
  bits<2> imm_shift;
  let Inst{18-16} = imm_imm{7-5};
  let Inst{9-5} = imm_imm{4-0};
}

// 16-bit lanes: cmode 10s0 (s: lsl #8); 32-bit lanes: cmode 0ss0 (lsl #8 * s);
// msl: cmode 110s; orr and bic set cmode<0>.
multiclass ModImmLanes<bit op, bit setbit, string mnemonic, bit tied = 0, bit msl = 1> {
  foreach a = [Arr4H, Arr8H] in
    def v # a.Name : ModImmShifted<a.Q, op, {0b10, 0, setbit}, mnemonic, a.V, modimm_lsl8, tied> {
      let Inst{13} = imm_shift{0};
    }
  foreach a = [Arr2S, Arr4S] in {
    def v # a.Name : ModImmShifted<a.Q, op, {0, 0, 0, setbit}, mnemonic, a.V, modimm_lsl24, tied> {
      let Inst{14-13} = imm_shift{1-0};
    }
    if msl then
      def v # a.Name # msl : ModImmShifted<a.Q, op, 0b1100, mnemonic, a.V, modimm_msl> {
        let Inst{12} = imm_shift{0};
      }
  }
}
defm MOVI : ModImmLanes<0, 0, "movi">;
defm MVNI : ModImmLanes<1, 0, "mvni">;
defm ORRi : ModImmLanes<0, 1, "orr", 1, 0>;
defm BICi : ModImmLanes<1, 1, "bic", 1, 0>;
def MOVIv8b  : ModImm8<0, 0, 0b1110, "movi", V8B>;
def MOVIv16b : ModImm8<1, 0, 0b1110, "movi", V16B>;

// 64-bit byte masks.
class ModImmMask<bit Q, DAGOperand vt> : ModImmInst<Q, 1, 0, 0b1110, "movi", vt, byte_mask> {
  bits<8> imm;
  let Inst{18-16} = imm{7-5};
  let Inst{9-5} = imm{4-0};
}
def MOVId   : ModImmMask<0, FPR64>;
def MOVIv2d : ModImmMask<1, V2D>;

// fmov of a floating-point constant to every lane.
class FMovVec<bit Q, bit op, bit o2, DAGOperand vt> : ModImmInst<Q, op, o2, 0b1111, "fmov", vt, fp_imm> {
  bits<8> imm;
  let Inst{18-16} = imm{7-5};
  let Inst{9-5} = imm{4-0};
}
def FMOVv2s : FMovVec<0, 0, 0, V2S>;
def FMOVv4s : FMovVec<1, 0, 0, V4S>;
def FMOVv2d : FMovVec<1, 1, 0, V2D>;
let Predicates = [HasNEON, HasFullFP16] in {
  def FMOVv4h : FMovVec<0, 0, 1, V4H>;
  def FMOVv8h : FMovVec<1, 0, 1, V8H>;
}

