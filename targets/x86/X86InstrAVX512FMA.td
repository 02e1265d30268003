//===- X86InstrAVX512FMA.td - AVX-512 fused multiply-add ---*- tablegen -*-===//
//
// dst = ±(a * b) ± c, the destination being one of the three operands:
// 132 (dst * src3 + src2), 213 (src2 * dst + src3) and 231 (src2 * src3 +
// dst), src2 in EVEX.vvvv, src3 a register, memory or broadcast. Map 0F
// 38 (66) for single (W0) and double (W1) precision, scalars at opcode +
// 1; FP16 in map 6 (66, W0). FP16's complex multiplications work on
// pairs of halves (32-bit elements); 4FMAPS and 4VNNIW take a block of
// four registers, named by its first.
//
//===----------------------------------------------------------------------===//

// One FMA operation: packed `opcode` at every length and (`scalar`)
// its scalar form at opcode + 1, in the three precisions.
// `remark`: the computation, as llvm-mc's listing writes it for single
// and double precision (its remarks say nothing of half precision).
multiclass AVX512FMAOp<string mn, int opcode, string remark, bit scalar = 1> {
  foreach p = [Single, Double, Half] in {
    defvar map = !if(!eq(p.Letter, "h"), 6, 2);
    defvar r = !if(p.VexTwin, remark, "");
    defm P # p.Upper : AVX512BinaryOp<mn # "p" # p.Letter, PD<map, opcode, p.W>, AllSame<p.Elt>.L, p.VexTwin, 0, "kz", 1,
                                      "rc", 0, r>;
    if scalar then
      defm S # p.Upper : AVX512BinaryOp<mn # "s" # p.Letter, PD<map, !add(opcode, 1), p.W>, [Scalar<p.Elt>],
                                        p.VexTwin, 0, "kz", 1, "rc", 0, r>;
  }
}

// The product and sum of each order: 132 multiplies the destination by
// src3 and adds src2, 213 multiplies src2 by the destination and adds
// src3, 231 multiplies src2 by src3 and adds the destination.
class FMARemark<string order, string negate, string sum> {
  list<string> Terms = !cond(!eq(order, "132") : ["$dst", "$src3", "$src2"],
                             !eq(order, "213") : ["$src2", "$dst", "$src3"],
                             true : ["$src2", "$src3", "$dst"]);
  string S = negate # "(" # Terms[0] # " * " # Terms[1] # ") " # sum # " " # Terms[2];
}

foreach step = [0x00, 0x10, 0x20] in {
  defvar o = !cond(!eq(step, 0) : "132", !eq(step, 0x10) : "213", true : "231");
  defm VFMADD # o : AVX512FMAOp<"vfmadd" # o, !add(0x98, step), FMARemark<o, "", "+">.S>;
  defm VFMSUB # o : AVX512FMAOp<"vfmsub" # o, !add(0x9A, step), FMARemark<o, "", "-">.S>;
  defm VFNMADD # o : AVX512FMAOp<"vfnmadd" # o, !add(0x9C, step), FMARemark<o, "-", "+">.S>;
  defm VFNMSUB # o : AVX512FMAOp<"vfnmsub" # o, !add(0x9E, step), FMARemark<o, "-", "-">.S>;
  defm VFMADDSUB # o : AVX512FMAOp<"vfmaddsub" # o, !add(0x96, step), FMARemark<o, "", "+/-">.S, 0>;
  defm VFMSUBADD # o : AVX512FMAOp<"vfmsubadd" # o, !add(0x97, step), FMARemark<o, "", "-/+">.S, 0>;
}

// Complex FP16 multiplication (and accumulation, `tied`): F3 for the
// plain product, F2 for the one with the conjugate (`c`).
// The destination must differ from the sources.
multiclass AVX512ComplexOp<string mn, int opcode, bit tied> {
  defvar conjugate = !subst("vf", "vfc", mn);
  foreach c = [0, 1] in {
    defvar name = !if(c, conjugate, mn);
    defvar packed = !if(c, XD<6, opcode>, XS<6, opcode>);
    defvar scalar = !if(c, XD<6, !add(opcode, 1)>, XS<6, !add(opcode, 1)>);
    defm !toupper(name) # PH : AVX512BinaryOp<name # "ph", packed, AllSame<Elt32>.L, 0, 0, "kz", tied, "rc", 0, "", 1,
                                              ubyte_imm, 1>;
    defm !toupper(name) # SH : AVX512BinaryOp<name # "sh", scalar, [Scalar<Elt32, !not(tied)>], 0, 0, "kz", tied, "rc", 0,
                                              "", 1,
                                              ubyte_imm, 1>;
  }
}
defm "" : AVX512ComplexOp<"vfmaddc", 0x56, 1>;
defm "" : AVX512ComplexOp<"vfmulc", 0xD6, 0>;

// 4FMAPS and 4VNNIW (map 0F 38, F2): four multiply-adds with the block
// of registers at src2 and four elements from a 16-byte memory operand.
class RegisterGroup<RegisterClass rc> : RegisterOperand<rc> {
  let SampleMethod = "sample_register_group";
}
def VR512Group : RegisterGroup<VR512>;
def VR128XGroup : RegisterGroup<VR128X>;
multiclass AVX512FourOp<string mn, int opcode, AVX512Length len> {
  defvar group = !if(!eq(len.Name, "Z"), VR512Group, VR128XGroup);
  // The scalar forms (128 bits) ignore EVEX.L'L.
  let VexVvvv = 1, mayLoad = 1, VexLIG = !eq(len.Name, "Z128") in
  defm len.Name # rm : AVX512Masked<XD<2, opcode>, MRMSrcMem, len, len.RC, (ins group:$src2, f128mem:$src3), mn,
                                    ["$src2", "$src3"], 16, 0, 0, "kz", 1>;
}
defm V4FMADDPS : AVX512FourOp<"v4fmaddps", 0x9A, Z512>;
defm V4FMADDSS : AVX512FourOp<"v4fmaddss", 0x9B, Z128>;
defm V4FNMADDPS : AVX512FourOp<"v4fnmaddps", 0xAA, Z512>;
defm V4FNMADDSS : AVX512FourOp<"v4fnmaddss", 0xAB, Z128>;
defm VP4DPWSSD : AVX512FourOp<"vp4dpwssd", 0x52, Z512>;
defm VP4DPWSSDS : AVX512FourOp<"vp4dpwssds", 0x53, Z512>;
