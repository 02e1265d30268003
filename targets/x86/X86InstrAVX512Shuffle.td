//===- X86InstrAVX512Shuffle.td - AVX-512 permutes ---------*- tablegen -*-===//
//
// Permutes and shuffles of elements (by a vector of indexes or by an
// immediate), 128- and 256-bit blocks inserted into or extracted from
// wider registers, single elements to and from XMM registers, and
// compress/expand of the elements a mask selects.
//
//===----------------------------------------------------------------------===//

// Permutes by a vector of indexes in src1 (EVEX.vvvv) over lanes
// (vpermilps, vpermilpd) or the whole vector (256 and 512 bits).
defm VPERMILPS : AVX512BinaryOp<"vpermilps", PD<2, 0x0C>, AllSame<Elt32>.L, 1>;
defm VPERMILPD : AVX512BinaryOp<"vpermilpd", PD<2, 0x0D, 1>, AllSame<Elt64>.L, 1>;
defvar Wide32 = [Same<Z512, Elt32>, Same<Z256, Elt32>];
defvar Wide64 = [Same<Z512, Elt64>, Same<Z256, Elt64>];
defm VPERMD : AVX512BinaryOp<"vpermd", PD<2, 0x36>, Wide32, 1>;
defm VPERMQ : AVX512BinaryOp<"vpermq", PD<2, 0x36, 1>, Wide64>;
defm VPERMPS : AVX512BinaryOp<"vpermps", PD<2, 0x16>, Wide32, 1>;
defm VPERMPD : AVX512BinaryOp<"vpermpd", PD<2, 0x16, 1>, Wide64>;
// By an immediate (map 0F 3A, 66).
defm VPERMILPS : AVX512UnaryOp<"vpermilps", PD<3, 0x04>, AllSame<Elt32>.L, 1, "kz", "", 1,
                               ShuffleRemark<"pshuf", 32>.S, shuffle_imm>;
defm VPERMILPD : AVX512UnaryOp<"vpermilpd", PD<3, 0x05, 1>, AllSame<Elt64>.L, 1, "kz", "", 1,
                               ShuffleRemark<"pshuf", 64>.S, shuffle_imm>;
defm VPERMQ : AVX512UnaryOp<"vpermq", PD<3, 0x00, 1>, Wide64, 1, "kz", "", 1, ShuffleRemark<"permq", 64>.S,
                            shuffle_imm>;
defm VPERMPD : AVX512UnaryOp<"vpermpd", PD<3, 0x01, 1>, Wide64, 1, "kz", "", 1, ShuffleRemark<"permq", 64>.S,
                             shuffle_imm>;

// Two-source shuffles by an immediate: elements within lanes (vshufps,
// vshufpd, map 0F C6), 128-bit blocks (map 0F 3A 23 and 43).
multiclass AVX512ShuffleImm<string mn, EvexOp op, list<VShape> shapes, bit vexTwin, string decoder, int width> {
  defm "" : AVX512BinaryOp<mn, op, shapes, vexTwin, 0, "kz", 0, "", 1, ShuffleRemark<decoder, width>.S, 0, shuffle_imm>;
}
defm VSHUFPS : AVX512ShuffleImm<"vshufps", PS<1, 0xC6>, AllSame<Elt32>.L, 1, "shufp", 32>;
defm VSHUFPD : AVX512ShuffleImm<"vshufpd", PD<1, 0xC6, 1>, AllSame<Elt64>.L, 1, "shufp", 64>;
defm VSHUFF32X4 : AVX512ShuffleImm<"vshuff32x4", PD<3, 0x23>, Wide32, 0, "shuf128", 32>;
defm VSHUFF64X2 : AVX512ShuffleImm<"vshuff64x2", PD<3, 0x23, 1>, Wide64, 0, "shuf128", 64>;
defm VSHUFI32X4 : AVX512ShuffleImm<"vshufi32x4", PD<3, 0x43>, Wide32, 0, "shuf128", 32>;
defm VSHUFI64X2 : AVX512ShuffleImm<"vshufi64x2", PD<3, 0x43, 1>, Wide64, 0, "shuf128", 64>;

// Interleaving floating-point elements (map 0F 14 low, 15 high).
multiclass AVX512UnpackFP<string mn, EvexOp op, AVX512Element elt, bit high> {
  foreach s = AllSame<elt>.L in
    defm "" : AVX512BinaryOp<mn, op, [s], 1, 0, "kz", 0, "", 0, AVX512UnpackRemark<s.Len, elt.Bits, high>.S, 0>;
}
defm VUNPCKLPS : AVX512UnpackFP<"vunpcklps", PS<1, 0x14>, Elt32, 0>;
defm VUNPCKHPS : AVX512UnpackFP<"vunpckhps", PS<1, 0x15>, Elt32, 1>;
defm VUNPCKLPD : AVX512UnpackFP<"vunpcklpd", PD<1, 0x14, 1>, Elt64, 0>;
defm VUNPCKHPD : AVX512UnpackFP<"vunpckhpd", PD<1, 0x15, 1>, Elt64, 1>;

// A block of 128 or 256 bits inserted into src1 at the index the
// immediate gives (map 0F 3A, 66; N is the block).
class BlockShape<AVX512Length len, AVX512Length block>
    : VShape<len, len.RC, block.RC, block.Mem, block.Bytes, Elt32, 0>;
multiclass AVX512Insert<string mn, EvexOp op, AVX512Length block, list<AVX512Length> lengths> {
  defm "" : AVX512BinaryOp<mn, op, !foreach(l, lengths, BlockShape<l, block>), 0, 0, "kz", 0, "", 1>;
}
defm VINSERTF32X4 : AVX512Insert<"vinsertf32x4", PD<3, 0x18>, Z128, [Z512, Z256]>;
defm VINSERTF64X2 : AVX512Insert<"vinsertf64x2", PD<3, 0x18, 1>, Z128, [Z512, Z256]>;
defm VINSERTF32X8 : AVX512Insert<"vinsertf32x8", PD<3, 0x1A>, Z256, [Z512]>;
defm VINSERTF64X4 : AVX512Insert<"vinsertf64x4", PD<3, 0x1A, 1>, Z256, [Z512]>;
defm VINSERTI32X4 : AVX512Insert<"vinserti32x4", PD<3, 0x38>, Z128, [Z512, Z256]>;
defm VINSERTI64X2 : AVX512Insert<"vinserti64x2", PD<3, 0x38, 1>, Z128, [Z512, Z256]>;
defm VINSERTI32X8 : AVX512Insert<"vinserti32x8", PD<3, 0x3A>, Z256, [Z512]>;
defm VINSERTI64X4 : AVX512Insert<"vinserti64x4", PD<3, 0x3A, 1>, Z256, [Z512]>;

// The block the immediate selects, into a register (zeroing too) or to
// memory (merging only).
multiclass AVX512Extract<string mn, EvexOp op, AVX512Length block, list<AVX512Length> lengths> {
  foreach len = lengths in {
    defm len.Name # rri : AVX512Masked<op, MRMDestReg, len, block.RC, (ins len.RC:$src, ubyte_imm:$idx), mn,
                                       ["$src", "$idx"]>;
    let mayStore = 1 in
    defm len.Name # mri : AVX512MergeMasked<op, MRMDestMem, len, (outs), (ins block.Mem:$dst, len.RC:$src, ubyte_imm:$idx),
                                            mn, ["$src", "$idx"], "$dst", block.Bytes>;
  }
}
defm VEXTRACTF32X4 : AVX512Extract<"vextractf32x4", PD<3, 0x19>, Z128, [Z512, Z256]>;
defm VEXTRACTF64X2 : AVX512Extract<"vextractf64x2", PD<3, 0x19, 1>, Z128, [Z512, Z256]>;
defm VEXTRACTF32X8 : AVX512Extract<"vextractf32x8", PD<3, 0x1B>, Z256, [Z512]>;
defm VEXTRACTF64X4 : AVX512Extract<"vextractf64x4", PD<3, 0x1B, 1>, Z256, [Z512]>;
defm VEXTRACTI32X4 : AVX512Extract<"vextracti32x4", PD<3, 0x39>, Z128, [Z512, Z256]>;
defm VEXTRACTI64X2 : AVX512Extract<"vextracti64x2", PD<3, 0x39, 1>, Z128, [Z512, Z256]>;
defm VEXTRACTI32X8 : AVX512Extract<"vextracti32x8", PD<3, 0x3B>, Z256, [Z512]>;
defm VEXTRACTI64X4 : AVX512Extract<"vextracti64x4", PD<3, 0x3B, 1>, Z256, [Z512]>;

// Single elements between XMM registers, general registers and memory
// (unmasked): insert src2 into src1 at the immediate's index, extract
// the element the immediate selects.
class ElementInsert<string mn, EvexOp op, ModRMForm form, DAGOperand src2, int disp8, Operand idx = ubyte_imm>
    : AVX512Inst<op, form, Z128, (outs VR128X:$dst), (ins VR128X:$src1, src2:$src2, idx:$idx),
                 AVX512Asm<mn, ["$src1", "$src2", "$idx"], "$dst">.S> {
  let VexVvvv = 1;
  let Disp8Scale = disp8;
  let PrefersVex = 1;
}
class ElementExtract<string mn, EvexOp op, ModRMForm form, dag outs, dag inputs, int disp8>
    : AVX512Inst<op, form, Z128, outs, !con(inputs, (ins ubyte_imm:$idx)), AVX512Asm<mn, ["$src", "$idx"], "$dst">.S> {
  let Disp8Scale = disp8;
  let PrefersVex = 1;
}
let AsmComment = "$dst = " # ShuffleRemark<"insertps", 32, "idx">.S in {
  def VINSERTPSZrr : ElementInsert<"vinsertps", PD<3, 0x21>, MRMSrcReg, VR128X, 1, shuffle_imm>;
  def VINSERTPSZrm : ElementInsert<"vinsertps", PD<3, 0x21>, MRMSrcMem, f32mem, 4, shuffle_imm>;
}
let VexWIG = 1 in {
  def VPINSRBZrr : ElementInsert<"vpinsrb", PD<3, 0x20>, MRMSrcReg, GR32orGR64, 1>;
  def VPINSRBZrm : ElementInsert<"vpinsrb", PD<3, 0x20>, MRMSrcMem, i8mem, 1>;
  def VPINSRWZrr : ElementInsert<"vpinsrw", PD<1, 0xC4>, MRMSrcReg, GR32orGR64, 1>;
  def VPINSRWZrm : ElementInsert<"vpinsrw", PD<1, 0xC4>, MRMSrcMem, i16mem, 2>;
}
def VPINSRDZrr : ElementInsert<"vpinsrd", PD<3, 0x22>, MRMSrcReg, GR32, 1>;
def VPINSRDZrm : ElementInsert<"vpinsrd", PD<3, 0x22>, MRMSrcMem, i32mem, 4>;
def VPINSRQZrr : ElementInsert<"vpinsrq", PD<3, 0x22, 1>, MRMSrcReg, GR64, 1>;
def VPINSRQZrm : ElementInsert<"vpinsrq", PD<3, 0x22, 1>, MRMSrcMem, i64mem, 8>;
let VexWIG = 1 in {
  def VEXTRACTPSZrr : ElementExtract<"vextractps", PD<3, 0x17>, MRMDestReg, (outs GR32orGR64:$dst), (ins VR128X:$src), 1>;
  def VEXTRACTPSZmr : ElementExtract<"vextractps", PD<3, 0x17>, MRMDestMem, (outs), (ins f32mem:$dst, VR128X:$src), 4>;
  def VPEXTRBZrr : ElementExtract<"vpextrb", PD<3, 0x14>, MRMDestReg, (outs GR32orGR64:$dst), (ins VR128X:$src), 1>;
  def VPEXTRBZmr : ElementExtract<"vpextrb", PD<3, 0x14>, MRMDestMem, (outs), (ins i8mem:$dst, VR128X:$src), 1>;
  // vpextrw into a register: map 0F C5, the register in ModRM.reg.
  def VPEXTRWZrr : ElementExtract<"vpextrw", PD<1, 0xC5>, MRMSrcReg, (outs GR32orGR64:$dst), (ins VR128X:$src), 1>;
  def VPEXTRWZmr : ElementExtract<"vpextrw", PD<3, 0x15>, MRMDestMem, (outs), (ins i16mem:$dst, VR128X:$src), 2>;
  // (Map 0F 3A 15 into a register too, which llvm-mc reads.)
  let isCodeGenOnly = 1, ForceDisassemble = 1 in
    def VPEXTRWZrr_REV : ElementExtract<"vpextrw", PD<3, 0x15>, MRMDestReg, (outs GR32orGR64:$dst),
                                        (ins VR128X:$src), 1>;
}
def VPEXTRDZrr : ElementExtract<"vpextrd", PD<3, 0x16>, MRMDestReg, (outs GR32:$dst), (ins VR128X:$src), 1>;
def VPEXTRDZmr : ElementExtract<"vpextrd", PD<3, 0x16>, MRMDestMem, (outs), (ins i32mem:$dst, VR128X:$src), 4>;
def VPEXTRQZrr : ElementExtract<"vpextrq", PD<3, 0x16, 1>, MRMDestReg, (outs GR64:$dst), (ins VR128X:$src), 1>;
def VPEXTRQZmr : ElementExtract<"vpextrq", PD<3, 0x16, 1>, MRMDestMem, (outs), (ins i64mem:$dst, VR128X:$src), 8>;

// Compress: the elements the mask selects, packed into the low elements
// of a register or stored contiguously; expand: the reverse (map 0F 38,
// 66; N is the element).
multiclass AVX512Compress<string mn, EvexOp op, AVX512Element elt> {
  foreach len = AllLengths in {
    defm len.Name # rr : AVX512Masked<op, MRMDestReg, len, len.RC, (ins len.RC:$src), mn, ["$src"]>;
    let mayStore = 1 in
    defm len.Name # mr : AVX512MergeMasked<op, MRMDestMem, len, (outs), (ins len.Mem:$dst, len.RC:$src), mn, ["$src"],
                                           "$dst", elt.Bytes>;
  }
}
multiclass AVX512Expand<string mn, EvexOp op, AVX512Element elt> {
  foreach len = AllLengths in {
    defm len.Name # rr : AVX512Masked<op, MRMSrcReg, len, len.RC, (ins len.RC:$src), mn, ["$src"]>;
    let mayLoad = 1 in
    defm len.Name # rm : AVX512Masked<op, MRMSrcMem, len, len.RC, (ins len.Mem:$src), mn, ["$src"], elt.Bytes>;
  }
}
defm VCOMPRESSPS : AVX512Compress<"vcompressps", PD<2, 0x8A>, Elt32>;
defm VCOMPRESSPD : AVX512Compress<"vcompresspd", PD<2, 0x8A, 1>, Elt64>;
defm VPCOMPRESSD : AVX512Compress<"vpcompressd", PD<2, 0x8B>, Elt32>;
defm VPCOMPRESSQ : AVX512Compress<"vpcompressq", PD<2, 0x8B, 1>, Elt64>;
defm VPCOMPRESSB : AVX512Compress<"vpcompressb", PD<2, 0x63>, Elt8>;
defm VPCOMPRESSW : AVX512Compress<"vpcompressw", PD<2, 0x63, 1>, Elt16>;
defm VEXPANDPS : AVX512Expand<"vexpandps", PD<2, 0x88>, Elt32>;
defm VEXPANDPD : AVX512Expand<"vexpandpd", PD<2, 0x88, 1>, Elt64>;
defm VPEXPANDD : AVX512Expand<"vpexpandd", PD<2, 0x89>, Elt32>;
defm VPEXPANDQ : AVX512Expand<"vpexpandq", PD<2, 0x89, 1>, Elt64>;
defm VPEXPANDB : AVX512Expand<"vpexpandb", PD<2, 0x62>, Elt8>;
defm VPEXPANDW : AVX512Expand<"vpexpandw", PD<2, 0x62, 1>, Elt16>;
