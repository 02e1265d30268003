//===- AArch64SVEMatMul.td - SVE bf16, matrix multiplies for tdc ----------===//
//
// SVE instructions of the bf16, i8mm, f32mm and f64mm extensions, and
// fcmla by element. Uses SVE2's classes (AArch64SVE2.td).
//
//===----------------------------------------------------------------------===//

// fcmla by element: 01100100 1 size 1 (index, Zm) 0001 rot Zn Zda.
let Predicates = [HasSVEorSME] in {
def FCMLA_ZZZI_h : SVE2Indexed<0x64a01000, IdxS, ZPR16, ZPR16, ZPR3b16, "fcmla", 1, (ins complexrotateop:$rot), ", $rot"> {
  bits<2> rot;
  let Inst{11-10} = rot;
}
def FCMLA_ZZZI_s : SVE2Indexed<0x64e01000, IdxD, ZPR32, ZPR32, ZPR4b32, "fcmla", 1, (ins complexrotateop:$rot), ", $rot"> {
  bits<2> rot;
  let Inst{11-10} = rot;
}
}

// bf16: conversions (01100101 10 001010 101 Pg Zn Zd, and bfcvtnt
// 01100100 ...), dot products (01100100 011 Zm 100000 / by element
// 01100100 011 i2 Zm 010000), multiply-add long (01100100 111 Zm 1000 0 T
// / 01100100 111 (i3, Zm) 0100 i 0 T) and bfmmla (01100100 011 Zm 111001).
let Predicates = [HasSVEorSME, HasBF16] in {
def BFCVT_ZPmZ : SVEConvert<0x658aa000, "bfcvt", ZPR16, ZPR32>;
def BFCVTNT_ZPmZ : SVEConvert<0x648aa000, "bfcvtnt", ZPR16, ZPR32>;
def BFDOT_ZZZ : SVE2DNM<0x64608000, ZPR32, ZPR16, ZPR16, "bfdot", 1>;
def BFDOT_ZZZI : SVE2Indexed<0x64604000, IdxS, ZPR32, ZPR16, ZPR3b16, "bfdot", 1>;
foreach o = [Op<"bfmlalb", 0>, Op<"bfmlalt", 0x400>] in {
  def !toupper(o.M) # _ZZZ : SVE2DNM<!or(0x64e08000, o.Bits), ZPR32, ZPR16, ZPR16, o.M, 1>;
  def !toupper(o.M) # _ZZZI : SVE2Indexed<!or(0x64e04000, o.Bits), IdxHL, ZPR32, ZPR16, ZPR3b16, o.M, 1>;
}
}
let Predicates = [HasSVE, HasBF16] in
def BFMMLA_ZZZ : SVE2DNM<0x6460e400, ZPR32, ZPR16, ZPR16, "bfmmla", 1>;

// Integer matrix multiplies (01000101 uns 0 Zm 100110) and mixed-sign dot
// products (01000100 100 Zm 011110 / by element 01000100 101 i2 Zm 00011
// U).
let Predicates = [HasSVE, HasMatMulInt8] in
foreach o = [Op<"smmla", 0x45009800>, Op<"usmmla", 0x45809800>, Op<"ummla", 0x45c09800>] in
  def !toupper(o.M) # _ZZZ : SVE2DNM<o.Bits, ZPR32, ZPR8, ZPR8, o.M, 1>;
let Predicates = [HasSVEorSME, HasMatMulInt8] in {
def USDOT_ZZZ : SVE2DNM<0x44807800, ZPR32, ZPR8, ZPR8, "usdot", 1>;
def USDOT_ZZZI : SVE2Indexed<0x44a01800, IdxS, ZPR32, ZPR8, ZPR3b8, "usdot", 1>;
def SUDOT_ZZZI : SVE2Indexed<0x44a01c00, IdxS, ZPR32, ZPR8, ZPR3b8, "sudot", 1>;
}

// Floating-point matrix multiplies: 01100100 1 sz 1 Zm 111001.
let Predicates = [HasSVE, HasMatMulFP32] in
def FMMLA_ZZZ_S : SVE2DNM<0x64a0e400, ZPR32, ZPR32, ZPR32, "fmmla", 1>;
let Predicates = [HasSVE, HasMatMulFP64] in {
def FMMLA_ZZZ_D : SVE2DNM<0x64e0e400, ZPR64, ZPR64, ZPR64, "fmmla", 1>;
}
// Permutes of 128-bit elements: 00000101 101 Zm 000 opc Zn Zd.
let Predicates = [HasSVEorSME, HasMatMulFP64] in {
foreach o = [Op<"zip1", 0x0000>, Op<"zip2", 0x0400>, Op<"uzp1", 0x0800>, Op<"uzp2", 0x0c00>, Op<"trn1", 0x1800>,
             Op<"trn2", 0x1c00>] in
  def !toupper(o.M) # _ZZZ_Q : SVE2DNM<!or(0x05a00000, o.Bits), ZPR128, ZPR128, ZPR128, o.M>;
}

// SME builds on SVE's operands.
include "AArch64SME.td"
