//===- X86InstrAVX.td - AVX and AVX2 only ------------------*- tablegen -*-===//
//
// VEX-only operations: broadcasts, 128-bit lane inserts, extracts and
// permutes, variable permutes and shifts, masked moves, gathers, vtestps,
// vzeroupper, and the four-register blends (the fourth in imm8[7:4]).
//
//===----------------------------------------------------------------------===//

// A form of a VEX-only instruction: destination, source classes, memory.
class VEXShape<SIMDForm f, RegisterClass dst, RegisterClass src, Operand mem> {
  SIMDForm Form = f;
  RegisterClass Dst = dst;
  RegisterClass Src = src;
  Operand Mem = mem;
}
// dst = op src (register or memory), without VEX.vvvv; W for VEX.W.
multiclass VEXUnary<string m, list<int> opcode, list<VEXShape> shapes, bit w = 0, string remark = "",
                    bit withReg = 1> {
  foreach s = shapes in {
    defvar f = s.Form;
    defvar base = "V" # NAME # f.RecSuffix;
    if withReg then
      def base # rr : SIMDInst<f, opcode, MRMSrcReg, (outs s.Dst:$dst), (ins s.Src:$src), "v" # m # "\t$src, $dst",
                               [0x66], w>;
    def base # rm : SIMDInst<f, opcode, MRMSrcMem, (outs s.Dst:$dst), (ins s.Mem:$src), "v" # m # "\t$src, $dst",
                             [0x66], w> {
      let mayLoad = 1;
      let AsmComment = remark;
    }
  }
}

//===-- Broadcasts --------------------------------------------------------===//

// One element (from the low element of an %xmm register, AVX2, or from
// memory) into every element.
// Operations new with AVX and AVX2 (not VEX forms of SSE ones) require
// VEX.W0, or W1 where W selects the form: llvm-mc decodes nothing else.
let VexWIG = 0 in {
defm BROADCASTSS : VEXUnary<"broadcastss", [0x0F, 0x38, 0x18], [VEXShape<AVXPacked, VR128, VR128, f32mem>,
                                                                VEXShape<AVXPackedY, VR256, VR128, f32mem>]>;
defm BROADCASTSD : VEXUnary<"broadcastsd", [0x0F, 0x38, 0x19], [VEXShape<AVXPackedY, VR256, VR128, f64mem>]>;
defm BROADCASTF128 : VEXUnary<"broadcastf128", [0x0F, 0x38, 0x1A], [VEXShape<AVXPackedY, VR256, VR128, f128mem>], 0,
                              "$dst = mem[0,1,0,1]", 0>;
defm BROADCASTI128 : VEXUnary<"broadcasti128", [0x0F, 0x38, 0x5A], [VEXShape<AVXIntY, VR256, VR128, i128mem>], 0,
                              "$dst = mem[0,1,0,1]", 0>;
foreach b = [NamedOp<"B", "b", 0x78>, NamedOp<"W", "w", 0x79>, NamedOp<"D", "d", 0x58>, NamedOp<"Q", "q", 0x59>] in {
  defvar mem = !cond(!eq(b.M, "b") : i8mem, !eq(b.M, "w") : i16mem, !eq(b.M, "d") : i32mem, true : i64mem);
  defm PBROADCAST # b.Name : VEXUnary<"pbroadcast" # b.M, [0x0F, 0x38, b.Op],
                                      [VEXShape<AVXInt, VR128, VR128, mem>, VEXShape<AVXIntY, VR256, VR128, mem>]>;
}

//===-- 128-bit lanes -----------------------------------------------------===//

// The %xmm source into the lane the immediate picks; the lane out of
// a %ymm register.
foreach k = [NamedOp<"F", "f", 0x18>, NamedOp<"I", "i", 0x38>] in {
  defvar f = !if(!eq(k.Name, "F"), AVXPackedY, AVXIntY);
  defvar mem = !if(!eq(k.Name, "F"), f128mem, i128mem);
  let Vex = 1, VexL = 1 in {
    let VexVvvv = 1 in {
      def VINSERT # k.Name # 128rr : X86Inst<[0x0F, 0x3A, k.Op], MRMSrcReg, (outs VR256:$dst),
                                             (ins VR256:$src1, VR128:$src2, u8imm:$src3),
                                             "vinsert" # k.M # "128\t$src3, $src2, $src1, $dst", [0x66]>;
      def VINSERT # k.Name # 128rm : X86Inst<[0x0F, 0x3A, k.Op], MRMSrcMem, (outs VR256:$dst),
                                             (ins VR256:$src1, mem:$src2, u8imm:$src3),
                                             "vinsert" # k.M # "128\t$src3, $src2, $src1, $dst", [0x66]> {
        let mayLoad = 1;
      }
    }
    def VEXTRACT # k.Name # 128rr : X86Inst<[0x0F, 0x3A, !add(k.Op, 1)], MRMDestReg, (outs VR128:$dst),
                                            (ins VR256:$src1, u8imm:$src2), "vextract" # k.M # "128\t$src2, $src1, $dst",
                                            [0x66]>;
    def VEXTRACT # k.Name # 128mr : X86Inst<[0x0F, 0x3A, !add(k.Op, 1)], MRMDestMem, (outs),
                                            (ins mem:$dst, VR256:$src1, u8imm:$src2),
                                            "vextract" # k.M # "128\t$src2, $src1, $dst", [0x66]> {
      let mayStore = 1;
    }
  }
  // Each lane of the result from either source's lanes, or zero.
  let Vex = 1, VexL = 1, VexVvvv = 1 in {
    def VPERM2 # k.Name # 128rr : X86Inst<[0x0F, 0x3A, !if(!eq(k.Name, "F"), 0x06, 0x46)], MRMSrcReg, (outs VR256:$dst),
                                          (ins VR256:$src1, VR256:$src2, u8imm:$src3),
                                          "vperm2" # k.M # "128\t$src3, $src2, $src1, $dst", [0x66]> {
      let AsmComment = "$dst = ${src3:perm2x128}";
    }
    def VPERM2 # k.Name # 128rm : X86Inst<[0x0F, 0x3A, !if(!eq(k.Name, "F"), 0x06, 0x46)], MRMSrcMem, (outs VR256:$dst),
                                          (ins VR256:$src1, f256mem:$src2, u8imm:$src3),
                                          "vperm2" # k.M # "128\t$src3, $src2, $src1, $dst", [0x66]> {
      let mayLoad = 1;
      let AsmComment = "$dst = ${src3:perm2x128}";
    }
  }
}

//===-- Permutes ----------------------------------------------------------===//

// Within each 128-bit lane: by a vector of indices, or by the immediate.
foreach p = [NamedOp<"PS", "ps", 0>, NamedOp<"PD", "pd", 1>] in {
  defm PERMILP # p.Name : SIMDBinary<"permil" # p.M, [0x0F, 0x38, !add(0x0C, p.Op)], [0x66], AVXForms>;
  foreach f = AVXForms in
    defm PERMILP # p.Name : SIMDUnaryImm<"permil" # p.M, [0x0F, 0x3A, !add(0x04, p.Op)], [0x66], [f],
                                         "$dst = ${src2:pshuf." # !if(p.Op, "64", "32") # "}">;
}
// Across the whole %ymm register (AVX2).
defm PERMD : SIMDBinary<"permd", [0x0F, 0x38, 0x36], [0x66], [AVXIntY]>;
defm PERMPS : SIMDBinary<"permps", [0x0F, 0x38, 0x16], [0x66], [AVXPackedY]>;
defm PERMQ : SIMDUnaryImm<"permq", [0x0F, 0x3A, 0x00], [0x66], [AVXIntY], "$dst = ${src2:permq.64}", 1>;
defm PERMPD : SIMDUnaryImm<"permpd", [0x0F, 0x3A, 0x01], [0x66], [AVXPackedY], "$dst = ${src2:permq.64}", 1>;

// Shifts of each element by the matching element (AVX2).
defm PSLLVD : SIMDBinary<"psllvd", [0x0F, 0x38, 0x47], [0x66], AVXIntForms>;
defm PSLLVQ : SIMDBinary<"psllvq", [0x0F, 0x38, 0x47], [0x66], AVXIntForms, 0, "", 1>;
defm PSRLVD : SIMDBinary<"psrlvd", [0x0F, 0x38, 0x45], [0x66], AVXIntForms>;
defm PSRLVQ : SIMDBinary<"psrlvq", [0x0F, 0x38, 0x45], [0x66], AVXIntForms, 0, "", 1>;
defm PSRAVD : SIMDBinary<"psravd", [0x0F, 0x38, 0x46], [0x66], AVXIntForms>;

//===-- Masked moves and gathers ------------------------------------------===//

// Elements whose mask (the first source) has its sign bit set are loaded
// (others zeroed) or stored.
foreach m = [NamedOp<"MASKMOVPS", "vmaskmovps", 0x2C>, NamedOp<"MASKMOVPD", "vmaskmovpd", 0x2D>,
             NamedOp<"PMASKMOVD", "vpmaskmovd", 0x8C>, NamedOp<"PMASKMOVQ", "vpmaskmovq", 0x8C>] in
  foreach f = !if(!eq(!substr(m.Name, 0, 1), "P"), AVXIntForms, AVXForms) in
    let VexVvvv = 1 in {
      defvar w = !eq(m.Name, "PMASKMOVQ");
      def "V" # m.Name # f.RecSuffix # rm : SIMDInst<f, [0x0F, 0x38, m.Op], MRMSrcMem, (outs f.RC:$dst),
                                                     (ins f.RC:$src1, f.Mem:$src2), m.M # "\t$src2, $src1, $dst",
                                                     [0x66], w> {
        let mayLoad = 1;
      }
      def "V" # m.Name # f.RecSuffix # mr : SIMDInst<f, [0x0F, 0x38, !add(m.Op, 2)], MRMDestMem, (outs),
                                                     (ins f.Mem:$dst, f.RC:$src1, f.RC:$src2),
                                                     m.M # "\t$src2, $src1, $dst", [0x66], w> {
        let mayStore = 1;
      }
    }

} // VexWIG = 0
// Gathers: addresses from a vector index (VSIB), loaded where the mask
// element's sign bit is set; the mask is cleared as elements arrive.
def vx64mem : X86Mem<i64> {
  let MIOperandInfo = (ops GR64_base:$base, scale_imm:$scale, VR128:$index, disp_imm:$disp, SEGMENT_REG:$segment);
}
def vx128mem : X86Mem<i128> {
  let MIOperandInfo = (ops GR64_base:$base, scale_imm:$scale, VR128:$index, disp_imm:$disp, SEGMENT_REG:$segment);
}
def vy128mem : X86Mem<i128> {
  let MIOperandInfo = (ops GR64_base:$base, scale_imm:$scale, VR256:$index, disp_imm:$disp, SEGMENT_REG:$segment);
}
def vx256mem : X86Mem<untyped, 32> {
  let MIOperandInfo = (ops GR64_base:$base, scale_imm:$scale, VR128:$index, disp_imm:$disp, SEGMENT_REG:$segment);
}
def vy256mem : X86Mem<untyped, 32> {
  let MIOperandInfo = (ops GR64_base:$base, scale_imm:$scale, VR256:$index, disp_imm:$disp, SEGMENT_REG:$segment);
}
// One gather's widths: destination and mask class, address, VEX.L.
class GatherShape<string suffix, RegisterClass rc, Operand mem, bit l> {
  string Suffix = suffix;
  RegisterClass RC = rc;
  Operand Mem = mem;
  bit L = l;
}
multiclass Gather<string m, int opcode, bit w, list<GatherShape> shapes> {
  foreach s = shapes in
    // The destination, mask and index must differ (llvm-mc warns).
    let Vex = 1, VexL = s.L, Constraints = "$src1 = $dst, $mask = $mask_wb", mayLoad = 1,
        DistinctRegisters = "$dst != $mask_wb: warning: mask, index, and destination registers should be distinct; "
                            # "$dst != $src2.2: warning: mask, index, and destination registers should be distinct; "
                            # "$mask_wb != $src2.2: warning: mask, index, and destination registers should be distinct" in
      def NAME # s.Suffix # rm : X86Inst<[0x0F, 0x38, opcode], MRMSrcMem4VOp3, (outs s.RC:$dst, s.RC:$mask_wb),
                                         (ins s.RC:$src1, s.Mem:$src2, s.RC:$mask), m # "\t$mask, $src2, $dst",
                                         [0x66], w>;
}
// Doubleword indices: as many elements as indices (ps, d) or half as
// many wider ones (pd, q); quadword indices: the other way round.
defvar GatherD32 = [GatherShape<"", VR128, vx128mem, 0>, GatherShape<"Y", VR256, vy256mem, 1>];
defvar GatherD64 = [GatherShape<"", VR128, vx128mem, 0>, GatherShape<"Y", VR256, vx256mem, 1>];
defvar GatherQ32 = [GatherShape<"", VR128, vx64mem, 0>, GatherShape<"Y", VR128, vy128mem, 1>];
defvar GatherQ64 = [GatherShape<"", VR128, vx128mem, 0>, GatherShape<"Y", VR256, vy256mem, 1>];
let VexWIG = 0 in {
defm VGATHERDPS : Gather<"vgatherdps", 0x92, 0, GatherD32>;
defm VGATHERDPD : Gather<"vgatherdpd", 0x92, 1, GatherD64>;
defm VGATHERQPS : Gather<"vgatherqps", 0x93, 0, GatherQ32>;
defm VGATHERQPD : Gather<"vgatherqpd", 0x93, 1, GatherQ64>;
defm VPGATHERDD : Gather<"vpgatherdd", 0x90, 0, GatherD32>;
defm VPGATHERDQ : Gather<"vpgatherdq", 0x90, 1, GatherD64>;
defm VPGATHERQD : Gather<"vpgatherqd", 0x91, 0, GatherQ32>;
defm VPGATHERQQ : Gather<"vpgatherqq", 0x91, 1, GatherQ64>;

//===-- Half precision (F16C) ---------------------------------------------===//

let Uses = [MXCSR], mayRaiseFPException = 1 in {
  defm CVTPH2PS : VEXUnary<"cvtph2ps", [0x0F, 0x38, 0x13], [VEXShape<AVXPacked, VR128, VR128, f64mem>,
                                                            VEXShape<AVXPackedY, VR256, VR128, f128mem>]>;
  foreach s = [VEXShape<AVXPacked, VR128, VR128, f64mem>, VEXShape<AVXPackedY, VR128, VR256, f128mem>] in
    let Vex = 1, VexL = s.Form.L in {
      def VCVTPS2PH # s.Form.RecSuffix # rr : X86Inst<[0x0F, 0x3A, 0x1D], MRMDestReg, (outs s.Dst:$dst),
                                                      (ins s.Src:$src1, u8imm:$src2), "vcvtps2ph\t$src2, $src1, $dst",
                                                      [0x66]>;
      def VCVTPS2PH # s.Form.RecSuffix # mr : X86Inst<[0x0F, 0x3A, 0x1D], MRMDestMem, (outs),
                                                      (ins s.Mem:$dst, s.Src:$src1, u8imm:$src2),
                                                      "vcvtps2ph\t$src2, $src1, $dst", [0x66]> {
        let mayStore = 1;
      }
    }
}

//===-- Upper halves ------------------------------------------------------===//

// Zero the bits above 128 of every %ymm register (L0), or all of them (L1).
let Vex = 1, VexWIG = 1, hasSideEffects = 1 in {
  def VZEROUPPER : X86Inst<[0x0F, 0x77], RawFrm, (outs), (ins), "vzeroupper">;
  def VZEROALL : X86Inst<[0x0F, 0x77], RawFrm, (outs), (ins), "vzeroall"> {
    let VexL = 1;
  }
}

//===-- Fused multiply-add (FMA3) -----------------------------------------===//

} // VexWIG = 0
// dst = a * b + c in three orders of the operands (132: dst * src3 +
// src2; 213: src2 * dst + src3; 231: src2 * src3 + dst), with the
// multiplication or the addend negated; packed (W0 ps, W1 pd) and scalar.
// Opcodes: 96-9F for 132, A6-AF for 213, B6-BF for 231.
class FMAOrder<string name, int base, string mul1, string mul2, string acc> {
  string Name = name;
  int Base = base;
  string Mul1 = mul1;
  string Mul2 = mul2;
  string Acc = acc;
}
defvar FMAOrders = [FMAOrder<"132", 0x90, "$src1", "$src3", "$src2">, FMAOrder<"213", 0xA0, "$src2", "$src1", "$src3">,
                    FMAOrder<"231", 0xB0, "$src2", "$src3", "$src1">];
// An operation: its name, the offset of its packed opcode, whether it has
// scalar forms, the sign before the product and the operator before the
// addend in llvm-mc's remark.
class FMAOp<string name, int offset, bit scalar, string negate, string acc> {
  string Name = name;
  int Offset = offset;
  bit Scalar = scalar;
  string Negate = negate;
  string Acc = acc;
}
let VexWIG = 0 in {
foreach op = [FMAOp<"fmaddsub", 6, 0, "", "+/-">, FMAOp<"fmsubadd", 7, 0, "", "-/+">, FMAOp<"fmadd", 8, 1, "", "+">,
              FMAOp<"fmsub", 10, 1, "", "-">, FMAOp<"fnmadd", 12, 1, "-", "+">, FMAOp<"fnmsub", 14, 1, "-", "-">] in
  foreach o = FMAOrders in
    foreach t = [PackedSingle, PackedDouble, ScalarSingle, ScalarDouble] in {
      defvar scalar = !or(!eq(t.Name, "SS"), !eq(t.Name, "SD"));
      defvar double = !or(!eq(t.Name, "PD"), !eq(t.Name, "SD"));
      if !or(op.Scalar, !not(scalar)) then
        foreach f = !filter(x, t.Forms, x.Vex) in {
          defvar mn = "v" # op.Name # o.Name # t.Suffix;
          defvar opcode = !add(o.Base, op.Offset, scalar);
          defvar remark = "$dst = " # op.Negate # "(" # o.Mul1 # " * " # o.Mul2 # ") " # op.Acc # " " # o.Acc;
          defvar base = !toupper("V" # op.Name # o.Name # t.Suffix) # f.RecSuffix;
          // Scalar forms ignore VEX.L.
          let Vex = 1, VexL = f.L, VexLIG = scalar, VexVvvv = 1, Constraints = "$src1 = $dst", Uses = [MXCSR],
              mayRaiseFPException = 1 in {
            def base # r : X86Inst<[0x0F, 0x38, opcode], MRMSrcReg, (outs f.RC:$dst),
                                   (ins f.RC:$src1, f.RC:$src2, f.RC:$src3), mn # "\t$src3, $src2, $dst", [0x66], double> {
              let AsmComment = remark;
            }
            def base # m : X86Inst<[0x0F, 0x38, opcode], MRMSrcMem, (outs f.RC:$dst),
                                   (ins f.RC:$src1, f.RC:$src2, f.Mem:$src3), mn # "\t$src3, $src2, $dst", [0x66], double> {
              let mayLoad = 1;
              let AsmComment = MemRemark<remark, "$src3">.R;
            }
          }
        }
    }
} // VexWIG = 0
