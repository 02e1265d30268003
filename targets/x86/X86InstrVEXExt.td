//===- X86InstrVEXExt.td - newer VEX extensions -------------*- tablegen -*-===//
//
// VEX-encoded extensions after AVX2 that have no EVEX twin llvm-mc would
// prefer: AVX-VNNI-INT8 and AVX-VNNI-INT16 dot products, AVX-NE-CONVERT's
// half and bfloat16 loads, SHA512, SM3 and SM4; and the VEX forms of
// AVX-VNNI, AVX-IFMA and vcvtneps2bf16, which llvm-mc takes only under
// `{vex}` (ExplicitVex: without it the mnemonic names the EVEX form).
//
// Dot products accumulate into the destination: `op src3, src2, dst`,
// src2 in VEX.vvvv.
//
//===----------------------------------------------------------------------===//

multiclass VEXAccumulate<string m, list<int> opcode, list<int> prefixes, list<SIMDForm> forms> {
  foreach f = forms in
    let Vex = 1, VexL = f.L, VexVvvv = 1, Constraints = "$src1 = $dst" in {
      def "V" # NAME # f.RecSuffix # rr : X86Inst<opcode, MRMSrcReg, (outs f.RC:$dst),
                                                  (ins f.RC:$src1, f.RC:$src2, f.RC:$src3),
                                                  "v" # m # "\t$src3, $src2, $dst", prefixes>;
      def "V" # NAME # f.RecSuffix # rm : X86Inst<opcode, MRMSrcMem, (outs f.RC:$dst),
                                                  (ins f.RC:$src1, f.RC:$src2, f.Mem:$src3),
                                                  "v" # m # "\t$src3, $src2, $dst", prefixes> {
        let mayLoad = 1;
      }
    }
}
// Bytes (signed or unsigned each side) into doublewords: F2 ss, F3 su,
// none uu; words likewise with F3 su, 66 us, none uu. The s forms
// saturate.
foreach d = [FixedOp<"PDPBSSD", "pdpbssd", 0x50, 0xF2>, FixedOp<"PDPBSSDS", "pdpbssds", 0x51, 0xF2>,
             FixedOp<"PDPBSUD", "pdpbsud", 0x50, 0xF3>, FixedOp<"PDPBSUDS", "pdpbsuds", 0x51, 0xF3>,
             FixedOp<"PDPBUUD", "pdpbuud", 0x50>, FixedOp<"PDPBUUDS", "pdpbuuds", 0x51>,
             FixedOp<"PDPWSUD", "pdpwsud", 0xD2, 0xF3>, FixedOp<"PDPWSUDS", "pdpwsuds", 0xD3, 0xF3>,
             FixedOp<"PDPWUSD", "pdpwusd", 0xD2, 0x66>, FixedOp<"PDPWUSDS", "pdpwusds", 0xD3, 0x66>,
             FixedOp<"PDPWUUD", "pdpwuud", 0xD2>, FixedOp<"PDPWUUDS", "pdpwuuds", 0xD3>] in
  defm d.Name : VEXAccumulate<d.M, [0x0F, 0x38, d.Op], !if(d.Prefix, [d.Prefix], []<int>), AVXIntForms>;

// AVX-VNNI: bytes (unsigned by signed) or words multiplied pairwise and
// summed into doublewords, the s forms saturating. AVX-IFMA: 52-bit
// multiplies, the low or high 52 bits of each product added (VEX.W1).
defvar VNNIOps = [NamedOp<"PDPBUSD", "pdpbusd", 0x50>, NamedOp<"PDPBUSDS", "pdpbusds", 0x51>,
                  NamedOp<"PDPWSSD", "pdpwssd", 0x52>, NamedOp<"PDPWSSDS", "pdpwssds", 0x53>];
defvar IFMAOps = [NamedOp<"PMADD52LUQ", "pmadd52luq", 0xB4>, NamedOp<"PMADD52HUQ", "pmadd52huq", 0xB5>];
let ExplicitVex = 1 in {
  foreach d = VNNIOps in
    defm d.Name : VEXAccumulate<d.M, [0x0F, 0x38, d.Op], [0x66], AVXIntForms>;
  foreach d = IFMAOps in
    let RexW = 1 in
    defm d.Name : VEXAccumulate<d.M, [0x0F, 0x38, d.Op], [0x66], AVXIntForms>;
}
// Single precision to bfloat16: four or eight values into four or eight
// halves of an %xmm register; x and y name the source size (needed with
// a memory source).
foreach f = AVXForms in {
  defvar base = "VCVTNEPS2BF16" # f.RecSuffix;
  defvar sized = "vcvtneps2bf16" # !if(f.L, "y", "x");
  defvar braced = "vcvtneps2bf16{" # !if(f.L, "y", "x") # "}";
  // VEX.W0 only, as SM4's below.
  let ExplicitVex = 1, Uses = [MXCSR], mayRaiseFPException = 1, VexWIG = 0 in {
    def base # rr : SIMDInst<f, [0x0F, 0x38, 0x72], MRMSrcReg, (outs VR128:$dst), (ins f.RC:$src),
                             "vcvtneps2bf16\t$src, $dst", [0xF3]>;
    def base # rm : SIMDInst<f, [0x0F, 0x38, 0x72], MRMSrcMem, (outs VR128:$dst), (ins f.Mem:$src),
                             braced # "\t$src, $dst", [0xF3]> {
      let mayLoad = 1;
    }
  }
  def : InstAlias<sized # "\t$src, $dst", (!cast<Instruction>(base # "rr") VR128:$dst, f.RC:$src), 0>;
}

// AVX-NE-CONVERT: bfloat16 or half values from memory, the even or odd
// ones converted, or one broadcast.
foreach c = [FixedOp<"VCVTNEEBF162PS", "vcvtneebf162ps", 0xB0, 0xF3>, FixedOp<"VCVTNEEPH2PS", "vcvtneeph2ps", 0xB0, 0x66>,
             FixedOp<"VCVTNEOBF162PS", "vcvtneobf162ps", 0xB0, 0xF2>, FixedOp<"VCVTNEOPH2PS", "vcvtneoph2ps", 0xB0>,
             FixedOp<"VBCSTNEBF162PS", "vbcstnebf162ps", 0xB1, 0xF3>, FixedOp<"VBCSTNESH2PS", "vbcstnesh2ps", 0xB1, 0x66>] in
  foreach f = AVXForms in
    let Vex = 1, VexL = f.L, mayLoad = 1 in
      def c.Name # f.RecSuffix # rm : X86Inst<[0x0F, 0x38, c.Op], MRMSrcMem, (outs f.RC:$dst),
                                              (ins !if(!eq(c.Op, 0xB1), i16mem, f.Mem):$src), c.M # "\t$src, $dst",
                                              !if(c.Prefix, [c.Prefix], []<int>)>;

// SHA512 message schedule and rounds on %ymm registers.
let Vex = 1, VexL = 1, Constraints = "$src1 = $dst" in {
  def VSHA512MSG1rr : X86Inst<[0x0F, 0x38, 0xCC], MRMSrcReg, (outs VR256:$dst), (ins VR256:$src1, VR128:$src2),
                              "vsha512msg1\t$src2, $dst", [0xF2]>;
  def VSHA512MSG2rr : X86Inst<[0x0F, 0x38, 0xCD], MRMSrcReg, (outs VR256:$dst), (ins VR256:$src1, VR256:$src2),
                              "vsha512msg2\t$src2, $dst", [0xF2]>;
  def VSHA512RNDS2rr : X86Inst<[0x0F, 0x38, 0xCB], MRMSrcReg, (outs VR256:$dst), (ins VR256:$src1, VR256:$src2, VR128:$src3),
                               "vsha512rnds2\t$src3, $src2, $dst", [0xF2]> {
    let VexVvvv = 1;
  }
}

// SM3 message expansion and rounds (accumulating), SM4 key expansion and
// rounds.
defm SM3MSG1 : VEXAccumulate<"sm3msg1", [0x0F, 0x38, 0xDA], [], [AVXInt]>;
defm SM3MSG2 : VEXAccumulate<"sm3msg2", [0x0F, 0x38, 0xDA], [0x66], [AVXInt]>;
let Vex = 1, VexVvvv = 1, Constraints = "$src1 = $dst" in {
  def VSM3RNDS2rr : X86Inst<[0x0F, 0x3A, 0xDE], MRMSrcReg, (outs VR128:$dst),
                            (ins VR128:$src1, VR128:$src2, VR128:$src3, u8imm:$src4), "vsm3rnds2\t$src4, $src3, $src2, $dst",
                            [0x66]>;
  def VSM3RNDS2rm : X86Inst<[0x0F, 0x3A, 0xDE], MRMSrcMem, (outs VR128:$dst),
                            (ins VR128:$src1, VR128:$src2, i128mem:$src3, u8imm:$src4),
                            "vsm3rnds2\t$src4, $src3, $src2, $dst", [0x66]> {
    let mayLoad = 1;
  }
}
let VexWIG = 0 in {
defm SM4KEY4 : SIMDBinary<"sm4key4", [0x0F, 0x38, 0xDA], [0xF3], AVXIntForms>;
defm SM4RNDS4 : SIMDBinary<"sm4rnds4", [0x0F, 0x38, 0xDA], [0xF2], AVXIntForms>;
}
