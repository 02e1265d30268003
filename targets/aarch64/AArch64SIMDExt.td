//===- AArch64SIMDExt.td - Advanced SIMD extensions for tdc ---------------===//
//
// Cryptography (AES, SHA1, SHA256, SHA512, SHA3, SM3, SM4), rounding
// doubling multiply-accumulate (rdm), dot products (dotprod, i8mm),
// BFloat16, half-precision widening multiply-accumulate (fp16fml) and
// complex numbers (complxnum), each under its feature.
//
//===----------------------------------------------------------------------===//

// Two registers with fixed bits around them: the top 22 bits given.
class SIMDFixed2<bits<22> top, string mnemonic, DAGOperand dt, DAGOperand nt, bit tied = 0>
    : A64Inst<(outs dt:$Rd), !con(!if(tied, (ins dt:$Rd_in), (ins)), (ins nt:$Rn)), mnemonic, "$Rd, $Rn"> {
  bits<5> Rd;
  bits<5> Rn;
  let Constraints = !if(tied, "$Rd = $Rd_in", "");
  let Inst{31-10} = top;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

// Three registers: top 11 bits, Rm, then bits 15-10.
class SIMDFixed3<bits<11> top, bits<6> mid, string mnemonic, DAGOperand dt, DAGOperand nt, DAGOperand mt,
                 bit tied = 0>
    : A64Inst<(outs dt:$Rd), !con(!if(tied, (ins dt:$Rd_in), (ins)), (ins nt:$Rn, mt:$Rm)), mnemonic,
              "$Rd, $Rn, $Rm"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  let Constraints = !if(tied, "$Rd = $Rd_in", "");
  let Inst{31-21} = top;
  let Inst{20-16} = Rm;
  let Inst{15-10} = mid;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

// Four registers: 11001110 0 op Rm 0 Ra Rn Rd.
class SIMDFour<bits<2> op, string mnemonic, DAGOperand vt>
    : A64Inst<(outs vt:$Rd), (ins vt:$Rn, vt:$Rm, vt:$Ra), mnemonic, "$Rd, $Rn, $Rm, $Ra"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  bits<5> Ra;
  let Inst{31-23} = 0b110011100;
  let Inst{22-21} = op;
  let Inst{20-16} = Rm;
  let Inst{15} = 0;
  let Inst{14-10} = Ra;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

//===-- AES and SHA --------------------------------------------------------===//

let Predicates = [HasAES] in {
  def AESE   : SIMDFixed2<0b0100111000101000010010, "aese", V16B, V16B, 1>;
  def AESD   : SIMDFixed2<0b0100111000101000010110, "aesd", V16B, V16B, 1>;
  def AESMC  : SIMDFixed2<0b0100111000101000011010, "aesmc", V16B, V16B>;
  def AESIMC : SIMDFixed2<0b0100111000101000011110, "aesimc", V16B, V16B>;
}

let Predicates = [HasSHA2] in {
  def SHA1C     : SIMDFixed3<0b01011110000, 0b000000, "sha1c", FPR128, FPR32, V4S, 1>;
  def SHA1P     : SIMDFixed3<0b01011110000, 0b000100, "sha1p", FPR128, FPR32, V4S, 1>;
  def SHA1M     : SIMDFixed3<0b01011110000, 0b001000, "sha1m", FPR128, FPR32, V4S, 1>;
  def SHA1SU0   : SIMDFixed3<0b01011110000, 0b001100, "sha1su0", V4S, V4S, V4S, 1>;
  def SHA256H   : SIMDFixed3<0b01011110000, 0b010000, "sha256h", FPR128, FPR128, V4S, 1>;
  def SHA256H2  : SIMDFixed3<0b01011110000, 0b010100, "sha256h2", FPR128, FPR128, V4S, 1>;
  def SHA256SU1 : SIMDFixed3<0b01011110000, 0b011000, "sha256su1", V4S, V4S, V4S, 1>;
  def SHA1H     : SIMDFixed2<0b0101111000101000000010, "sha1h", FPR32, FPR32>;
  def SHA1SU1   : SIMDFixed2<0b0101111000101000000110, "sha1su1", V4S, V4S, 1>;
  def SHA256SU0 : SIMDFixed2<0b0101111000101000001010, "sha256su0", V4S, V4S, 1>;
}

let Predicates = [HasSHA3] in {
  def SHA512H   : SIMDFixed3<0b11001110011, 0b100000, "sha512h", FPR128, FPR128, V2D, 1>;
  def SHA512H2  : SIMDFixed3<0b11001110011, 0b100001, "sha512h2", FPR128, FPR128, V2D, 1>;
  def SHA512SU1 : SIMDFixed3<0b11001110011, 0b100010, "sha512su1", V2D, V2D, V2D, 1>;
  def RAX1      : SIMDFixed3<0b11001110011, 0b100011, "rax1", V2D, V2D, V2D>;
  def SHA512SU0 : SIMDFixed2<0b1100111011000000100000, "sha512su0", V2D, V2D, 1>;
  def EOR3 : SIMDFour<0b00, "eor3", V16B>;
  def BCAX : SIMDFour<0b01, "bcax", V16B>;
  def XAR : A64Inst<(outs V2D:$Rd), (ins V2D:$Rn, V2D:$Rm, imm0_63:$imm), "xar", "$Rd, $Rn, $Rm, $imm"> {
    bits<5> Rd;
    bits<5> Rn;
    bits<5> Rm;
    bits<6> imm;
    let Inst{31-21} = 0b11001110100;
    let Inst{20-16} = Rm;
    let Inst{15-10} = imm;
    let Inst{9-5} = Rn;
    let Inst{4-0} = Rd;
  }
}

let Predicates = [HasSM4] in {
  def SM3SS1 : SIMDFour<0b10, "sm3ss1", V4S>;
  def SM3PARTW1 : SIMDFixed3<0b11001110011, 0b110000, "sm3partw1", V4S, V4S, V4S, 1>;
  def SM3PARTW2 : SIMDFixed3<0b11001110011, 0b110001, "sm3partw2", V4S, V4S, V4S, 1>;
  def SM4EKEY   : SIMDFixed3<0b11001110011, 0b110010, "sm4ekey", V4S, V4S, V4S>;
  def SM4E      : SIMDFixed2<0b1100111011000000100001, "sm4e", V4S, V4S, 1>;
  // sm3tt*: 11001110 010 Rm 10 imm2 opcode Rn Rd, imm2 the lane.
  foreach op = ["sm3tt1a", "sm3tt1b", "sm3tt2a", "sm3tt2b"] in
    def !toupper(op) : A64Inst<(outs V4S:$Rd), (ins V4S:$Rd_in, V4S:$Rn, VS:$Rm, VecIndexS:$idx), op,
                               "$Rd, $Rn, $Rm$idx"> {
      bits<5> Rd;
      bits<5> Rn;
      bits<5> Rm;
      bits<2> idx;
      let Constraints = "$Rd = $Rd_in";
      let Inst{31-21} = 0b11001110010;
      let Inst{20-16} = Rm;
      let Inst{15-14} = 0b10;
      let Inst{13-12} = idx;
      let Inst{11-10} = !cond(!eq(op, "sm3tt1a"): 0, !eq(op, "sm3tt1b"): 1, !eq(op, "sm3tt2a"): 2, true: 3);
      let Inst{9-5} = Rn;
      let Inst{4-0} = Rd;
    }
}

//===-- Rounding doubling multiply-accumulate (rdm) ------------------------===//

let Predicates = [HasNEON, HasRDM] in {
  foreach m = ["sqrdmlah", "sqrdmlsh"] in {
    defvar s = !eq(m, "sqrdmlsh");
    foreach a = ArrHS in
      def !toupper(m) # v # a.Name : SIMD3<0, a.Q, 1, a.Size, 0, {0b1000, s, 1}, m, a.V, a.V, a.V, 1>;
    def !toupper(m) # sh : SIMD3<1, 0, 1, 0b01, 0, {0b1000, s, 1}, m, FPR16, FPR16, FPR16, 1>;
    def !toupper(m) # ss : SIMD3<1, 0, 1, 0b10, 0, {0b1000, s, 1}, m, FPR32, FPR32, FPR32, 1>;
    defm !toupper(m) # i : ByElement<1, {0b11, s, 1}, m, 1, 1>;
  }
}

//===-- Dot products and matrix multiplies ---------------------------------===//

// Three same extra: 0 Q U 01110 size 0 Rm 1 opcode 1 Rn Rd.
class SIMDExtra<bit Q, bit U, bits<2> size, bits<4> opcode, string mnemonic, DAGOperand dt, DAGOperand st,
                bit tied = 1>
    : SIMD3<0, Q, U, size, 0, {1, opcode, 1}, mnemonic, dt, st, st, tied> {
  let AppleSuffix = "";  // llvm-mc reads them in the generic syntax only
}

let Predicates = [HasNEON, HasDotProd] in {
  foreach m = ["sdot", "udot"] in {
    defvar U = !eq(m, "udot");
    def !toupper(m) # v2s : SIMDExtra<0, U, 0b10, 0b0010, m, V2S, V8B>;
    def !toupper(m) # v4s : SIMDExtra<1, U, 0b10, 0b0010, m, V4S, V16B>;
    let AppleSuffix = "" in
    def !toupper(m) # v2si : SIMDIndexedS<0, 0, U, 0b10, 0b1110, m, V2S, V8B, 1, V4B_lane>;
    let AppleSuffix = "", InApple = 1 in
    def !toupper(m) # v4si : SIMDIndexedS<0, 1, U, 0b10, 0b1110, m, V4S, V16B, 1, V4B_lane>;
  }
}

let Predicates = [HasNEON, HasMatMulInt8] in {
  def USDOTv2s : SIMDExtra<0, 0, 0b10, 0b0011, "usdot", V2S, V8B>;
  def USDOTv4s : SIMDExtra<1, 0, 0b10, 0b0011, "usdot", V4S, V16B>;
  foreach m = ["usdot", "sudot"] in {
    defvar size = !if(!eq(m, "usdot"), 0b10, 0b00);
    let AppleSuffix = "" in
    def !toupper(m) # v2si : SIMDIndexedS<0, 0, 0, size, 0b1111, m, V2S, V8B, 1, V4B_lane>;
    let AppleSuffix = "", InApple = 1 in
    def !toupper(m) # v4si : SIMDIndexedS<0, 1, 0, size, 0b1111, m, V4S, V16B, 1, V4B_lane>;
  }
  def SMMLA  : SIMDExtra<1, 0, 0b10, 0b0100, "smmla", V4S, V16B>;
  def UMMLA  : SIMDExtra<1, 1, 0b10, 0b0100, "ummla", V4S, V16B>;
  def USMMLA : SIMDExtra<1, 0, 0b10, 0b0101, "usmmla", V4S, V16B>;
}

let Predicates = [HasNEON, HasBF16] in {
  def BFDOTv2s : SIMDExtra<0, 1, 0b01, 0b1111, "bfdot", V2S, V4H>;
  def BFDOTv4s : SIMDExtra<1, 1, 0b01, 0b1111, "bfdot", V4S, V8H>;
  let AppleSuffix = "" in
  def BFDOTv2si : SIMDIndexedS<0, 0, 0, 0b01, 0b1111, "bfdot", V2S, V4H, 1, V2H_lane>;
  let AppleSuffix = "", InApple = 1 in
  def BFDOTv4si : SIMDIndexedS<0, 1, 0, 0b01, 0b1111, "bfdot", V4S, V8H, 1, V2H_lane>;
  def BFMMLA : SIMDExtra<1, 1, 0b01, 0b1101, "bfmmla", V4S, V8H>;
  def BFMLALB : SIMDExtra<0, 1, 0b11, 0b1111, "bfmlalb", V4S, V8H>;
  def BFMLALT : SIMDExtra<1, 1, 0b11, 0b1111, "bfmlalt", V4S, V8H>;
  let AppleSuffix = "" in {
    def BFMLALBi : SIMDIndexedH<0, 0, 0, 0b11, 0b1111, "bfmlalb", V4S, V8H, 1>;
    def BFMLALTi : SIMDIndexedH<0, 1, 0, 0b11, 0b1111, "bfmlalt", V4S, V8H, 1>;
  }
}

//===-- Half-precision widening multiply-accumulate (fp16fml) --------------===//

let Predicates = [HasNEON, HasFP16FML] in {
  // (U, subtract, three-register opcode, by-element opcode)
  foreach m = ["fmlal", "fmlsl", "fmlal2", "fmlsl2"] in {
    defvar U = !eq(!size(m), 6);
    defvar sub = !eq(!substr(m, 0, 5), "fmlsl");
    defvar op3 = !if(U, 0b110011, 0b111011);
    defvar opi = !or(!shl(U, 3), !shl(sub, 2));
    let AppleSuffix = "" in {
      def !toupper(m) # v2s : SIMD3<0, 0, U, {sub, 0}, 1, op3, m, V2S, V2H, V2H, 1>;
      def !toupper(m) # v4s : SIMD3<0, 1, U, {sub, 0}, 1, op3, m, V4S, V4H, V4H, 1>;
      def !toupper(m) # v2si : SIMDIndexedH<0, 0, U, 0b10, opi, m, V2S, V2H, 1>;
    }
    let AppleSuffix = "", InApple = 1 in
    def !toupper(m) # v4si : SIMDIndexedH<0, 1, U, 0b10, opi, m, V4S, V4H, 1>;
  }
}

//===-- Complex numbers (complxnum) ----------------------------------------===//

// fcmla and fcadd: 0 Q 1 01110 size 0 Rm 1 1 op rot 1 Rn Rd (fcmla: op 0
// and two bits of rotation; fcadd: op 1, one bit, then 0).
class ComplexThree<bit Q, bits<2> size, bit add, string mnemonic, DAGOperand vt, Operand rot>
    : A64Inst<(outs vt:$Rd), (ins vt:$Rd_in, vt:$Rn, vt:$Rm, rot:$rot), mnemonic, "$Rd, $Rn, $Rm, $rot"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  bits<2> rot;
  let Constraints = "$Rd = $Rd_in";
  let Inst{31} = 0;
  let Inst{30} = Q;
  let Inst{29-24} = 0b101110;
  let Inst{23-22} = size;
  let Inst{21} = 0;
  let Inst{20-16} = Rm;
  let Inst{15-13} = {0b11, add};
  let Inst{12-11} = !if(add, {rot{0}, 0}, rot);
  let Inst{10} = 1;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

// fcmla by element: 0 Q 1 01111 size L M Rm 0 rot 1 H 0 Rn Rd.
class ComplexIndexed<bit Q, bits<2> size, string mnemonic, DAGOperand vt, DAGOperand lane, Operand index>
    : A64Inst<(outs vt:$Rd), (ins vt:$Rd_in, vt:$Rn, lane:$Rm, index:$idx, complexrotateop:$rot), mnemonic,
              "$Rd, $Rn, $Rm$idx, $rot"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  bits<2> rot;
  bits<2> idx;
  let Constraints = "$Rd = $Rd_in";
  let Inst{31} = 0;
  let Inst{30} = Q;
  let Inst{29-24} = 0b101111;
  let Inst{23-22} = size;
  let Inst{20-16} = Rm;
  let Inst{15} = 0;
  let Inst{14-13} = rot;
  let Inst{12} = 1;
  let Inst{10} = 0;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}

let Predicates = [HasComplxNum, HasNEON] in {
  foreach a = [Arr2S, Arr4S, Arr2D] in {
    def FCMLAv # a.Name : ComplexThree<a.Q, a.Size, 0, "fcmla", a.V, complexrotateop>;
    def FCADDv # a.Name : ComplexThree<a.Q, a.Size, 1, "fcadd", a.V, complexrotateopodd>;
  }
  def FCMLAv4si : ComplexIndexed<1, 0b10, "fcmla", V4S, VS, VecIndexD> {
    let Inst{11} = idx{0};
    let Inst{21} = 0;
  }
  let Predicates = [HasComplxNum, HasNEON, HasFullFP16] in {
    foreach a = [Arr4H, Arr8H] in {
      def FCMLAv # a.Name : ComplexThree<a.Q, a.Size, 0, "fcmla", a.V, complexrotateop>;
      def FCADDv # a.Name : ComplexThree<a.Q, a.Size, 1, "fcadd", a.V, complexrotateopodd>;
    }
    def FCMLAv4hi : ComplexIndexed<0, 0b01, "fcmla", V4H, VH, VecIndexD> {
      let Inst{11} = 0;
      let Inst{21} = idx{0};
    }
    def FCMLAv8hi : ComplexIndexed<1, 0b01, "fcmla", V8H, VH, VecIndexS> {
      let Inst{11} = idx{1};
      let Inst{21} = idx{0};
    }
  }
}

//===-- Absolute maximum and minimum (faminmax), fp8 ------------------------===//

// Floating-point three same, every arrangement under the one feature
// (fp16 included): U, a, opcode as FThree.
multiclass FThreeAll<bit U, bit a, bits<5> opcode, string mnemonic> {
  def v2s : SIMD3<0, 0, U, {a, 0}, 1, {opcode, 1}, mnemonic, V2S, V2S, V2S>;
  def v4s : SIMD3<0, 1, U, {a, 0}, 1, {opcode, 1}, mnemonic, V4S, V4S, V4S>;
  def v2d : SIMD3<0, 1, U, {a, 1}, 1, {opcode, 1}, mnemonic, V2D, V2D, V2D>;
  def v4h : SIMD3<0, 0, U, {a, 1}, 0, {0b00, opcode{2-0}, 1}, mnemonic, V4H, V4H, V4H>;
  def v8h : SIMD3<0, 1, U, {a, 1}, 0, {0b00, opcode{2-0}, 1}, mnemonic, V8H, V8H, V8H>;
}
let Predicates = [HasNEON, HasFAMINMAX] in {
  defm FAMAX : FThreeAll<0, 1, 0b11011, "famax">;
  defm FAMIN : FThreeAll<1, 1, 0b11011, "famin">;
}
let Predicates = [HasNEON, HasFP8] in {
  defm FSCALE : FThreeAll<1, 1, 0b11111, "fscale">;
  // fp8 to half precision, from the lower (Q 0) or upper half: 0 Q 1
  // 01110 size 10000 10111 10 Rn Rd (f1, f2, bf1, bf2: size 00, 01, 10, 11).
  foreach c = ["f1", "f2", "bf1", "bf2"] in {
    defvar size = !cond(!eq(c, "f1"): 0b00, !eq(c, "f2"): 0b01, !eq(c, "bf1"): 0b10, true: 0b11);
    def !toupper(c) # CVTL : SIMD2<0, 0, 1, size, 0b10000, 0b10111, c # "cvtl", V8H, V8B>;
    def !toupper(c) # CVTL2 : SIMD2<0, 1, 1, size, 0b10000, 0b10111, c # "cvtl2", V8H, V16B>;
  }
}

// fp8 widening multiply-add to single precision (fp8fma): three same
// extra 0 Q 0 01110 size 0 Rm 110001 Rn Rd, and by element 0 Q 1 01111
// size idx(2-0) Rm(v0-v7) 1000 idx(3) 0 Rn Rd (bb, bt, tb, tt: Q:size's
// low bit 00, 01, 10, 11).
def FPR128_0to7 : RegisterClass<"AArch64", [v16i8], 128, (trunc FPR128, 8)>;
def VB_0to7 : VecReg<FPR128_0to7, 8, 0>;
let Predicates = [HasNEON, HasFP8FMA] in
foreach p = ["bb", "bt", "tb", "tt"] in {
  defvar Q = !eq(!substr(p, 0, 1), "t");
  defvar sz = !eq(!substr(p, 1, 1), "t");
  let AppleSuffix = "" in  // llvm-mc prints it without operands in Apple's syntax
  def FMLALL # !toupper(p) : SIMD3<0, Q, 0, {0, sz}, 0, 0b110001, "fmlall" # p, V4S, V16B, V16B, 1>;
  let AppleSuffix = "", InApple = 1 in
  def FMLALL # !toupper(p) # i : SIMDIndexedBase<0, Q, 1, {0, sz}, 0b1000, "fmlall" # p, V4S, V16B, VB_0to7,
                                                 VecIndexB, 1> {
    let Inst{21-19} = idx{2-0};
    let Inst{18-16} = Rm{2-0};
    let Inst{11} = idx{3};
  }
}
