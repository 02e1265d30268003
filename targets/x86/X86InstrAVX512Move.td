//===- X86InstrAVX512Move.td - AVX-512 moves and broadcasts -*- tablegen -*-===//
//
// Whole-vector moves (aligned and unaligned, by element size for
// masking), non-temporal moves, scalar moves, moves between vector and
// general registers, duplicating moves, half-register moves, and
// broadcasts of an element or a block of elements to the whole vector.
// Loads merge or zero under a mask; stores to memory only merge.
//
//===----------------------------------------------------------------------===//

// A store of a register (in ModRM.reg) to memory of the shape, merge-masked
// unless `masking` is "none".
multiclass AVX512Store<string mn, EvexOp op, VShape s, Operand mem, int disp8, bit vexTwin = 0,
                       string masking = "k"> {
  let mayStore = 1 in
  defm s.Name # mr : AVX512MergeMasked<op, MRMDestMem, s.Len, (outs), (ins mem:$dst, s.Src:$src), mn, ["$src"], "$dst",
                                       disp8, 0, !and(vexTwin, !ne(s.Len.Name, "Z")), masking>;
}

// The register-to-register move with the store's opcode (ModRM.rm the
// destination), written `mn.s`; the printer writes `mn`.
multiclass AVX512ReversedMove<string mn, EvexOp store, AVX512Length len, RegisterClass rc, bit vexTwin> {
  let isCodeGenOnly = 1, ForceDisassemble = 1 in
  defm len.Name # rr_REV : AVX512Masked<store, MRMDestReg, len, rc, (ins rc:$src), mn, ["$src"], 1, 0,
                                        !and(vexTwin, !ne(len.Name, "Z"))>;
  defvar rec = NAME # len.Name # "rr_REV";
  def : InstAlias<AVX512Asm<mn # ".s", ["$src"], "$dst">.S, (!cast<Instruction>(rec) rc:$dst, rc:$src), 0>;
  def : InstAlias<AVX512Asm<mn # ".s", ["$src"], "$dst {${mask}}">.S,
                  (!cast<Instruction>(rec # "k") rc:$dst, opmask:$mask, rc:$src), 0>;
  def : InstAlias<AVX512Asm<mn # ".s", ["$src"], "$dst {${mask}} {z}">.S,
                  (!cast<Instruction>(rec # "kz") rc:$dst, opmask:$mask, rc:$src), 0>;
}

// Vector moves: loads and register moves (`load`), stores (`store`).
multiclass AVX512VectorMove<string mn, EvexOp load, EvexOp store, AVX512Element elt, bit vexTwin> {
  defm "" : AVX512UnaryOp<mn, load, AllSame<elt, 0>.L, vexTwin>;
  foreach s = AllSame<elt, 0>.L in {
    defm "" : AVX512Store<mn, store, s, s.Mem, s.MemN, vexTwin>;
    defm "" : AVX512ReversedMove<mn, store, s.Len, s.Dst, vexTwin>;
  }
}
defm VMOVAPS : AVX512VectorMove<"vmovaps", PS<1, 0x28>, PS<1, 0x29>, Elt32, 1>;
defm VMOVAPD : AVX512VectorMove<"vmovapd", PD<1, 0x28, 1>, PD<1, 0x29, 1>, Elt64, 1>;
defm VMOVUPS : AVX512VectorMove<"vmovups", PS<1, 0x10>, PS<1, 0x11>, Elt32, 1>;
defm VMOVUPD : AVX512VectorMove<"vmovupd", PD<1, 0x10, 1>, PD<1, 0x11, 1>, Elt64, 1>;
defm VMOVDQA32 : AVX512VectorMove<"vmovdqa32", PD<1, 0x6F>, PD<1, 0x7F>, Elt32, 0>;
defm VMOVDQA64 : AVX512VectorMove<"vmovdqa64", PD<1, 0x6F, 1>, PD<1, 0x7F, 1>, Elt64, 0>;
defm VMOVDQU8 : AVX512VectorMove<"vmovdqu8", XD<1, 0x6F>, XD<1, 0x7F>, Elt8, 0>;
defm VMOVDQU16 : AVX512VectorMove<"vmovdqu16", XD<1, 0x6F, 1>, XD<1, 0x7F, 1>, Elt16, 0>;
defm VMOVDQU32 : AVX512VectorMove<"vmovdqu32", XS<1, 0x6F>, XS<1, 0x7F>, Elt32, 0>;
defm VMOVDQU64 : AVX512VectorMove<"vmovdqu64", XS<1, 0x6F, 1>, XS<1, 0x7F, 1>, Elt64, 0>;

// Non-temporal moves, unmasked.
foreach s = AllSame<Elt32, 0>.L in {
  defm VMOVNTPS : AVX512Store<"vmovntps", PS<1, 0x2B>, s, s.Mem, s.MemN, 1, "none">;
  defm VMOVNTPD : AVX512Store<"vmovntpd", PD<1, 0x2B, 1>, s, s.Mem, s.MemN, 1, "none">;
  defm VMOVNTDQ : AVX512Store<"vmovntdq", PD<1, 0xE7>, s, s.Mem, s.MemN, 1, "none">;
  let mayLoad = 1 in
  defm VMOVNTDQA # s.Name # rm : AVX512Masked<PD<2, 0x2A>, MRMSrcMem, s.Len, s.Dst, (ins s.Mem:$src), "vmovntdqa",
                                              ["$src"], s.MemN, 0, !ne(s.Len.Name, "Z"), "none">;
}

// Scalar moves: a load zeroes the upper elements, a move between
// registers takes them from src1; stores merge.
multiclass AVX512ScalarMove<string mn, int map, list<int> prefix, AVX512Element elt, bit vexTwin, string upper> {
  defvar s = Scalar<elt>;
  let VexLIG = 1 in {
  let mayLoad = 1 in
  defm Zrm : AVX512Masked<EvexOp<map, prefix, 0x10, !eq(elt.Bits, 64)>, MRMSrcMem, Z128, VR128X, (ins elt.Mem:$src), mn,
                          ["$src"], elt.Bytes, 0, vexTwin>;
  let VexVvvv = 1 in
  defm Zrr : AVX512Masked<EvexOp<map, prefix, 0x10, !eq(elt.Bits, 64)>, MRMSrcReg, Z128, VR128X,
                          (ins VR128X:$src1, VR128X:$src2), mn, ["$src1", "$src2"], 1, 0, vexTwin, "kz", 0,
                          !if(!empty(upper), "", "$src2[0],$src1" # upper), 0>;
  defm "" : AVX512Store<mn, EvexOp<map, prefix, 0x11, !eq(elt.Bits, 64)>, s, elt.Mem, elt.Bytes, vexTwin>;
  // Between registers with the store's opcode: `mn.s`.
  let VexVvvv = 1, isCodeGenOnly = 1, ForceDisassemble = 1 in
  defm Zrr_REV : AVX512Masked<EvexOp<map, prefix, 0x11, !eq(elt.Bits, 64)>, MRMDestReg, Z128, VR128X,
                              (ins VR128X:$src1, VR128X:$src2), mn, ["$src1", "$src2"], 1, 0, vexTwin>;
  }
  def : InstAlias<AVX512Asm<mn # ".s", ["$src1", "$src2"], "$dst">.S,
                  (!cast<Instruction>(NAME # "Zrr_REV") VR128X:$dst, VR128X:$src1, VR128X:$src2), 0>;
  def : InstAlias<AVX512Asm<mn # ".s", ["$src1", "$src2"], "$dst {${mask}}">.S,
                  (!cast<Instruction>(NAME # "Zrr_REVk") VR128X:$dst, opmask:$mask, VR128X:$src1, VR128X:$src2), 0>;
  def : InstAlias<AVX512Asm<mn # ".s", ["$src1", "$src2"], "$dst {${mask}} {z}">.S,
                  (!cast<Instruction>(NAME # "Zrr_REVkz") VR128X:$dst, opmask:$mask, VR128X:$src1, VR128X:$src2), 0>;
}
defm VMOVSS : AVX512ScalarMove<"vmovss", 1, [0xF3], Elt32, 1, "[1,2,3]">;
defm VMOVSD : AVX512ScalarMove<"vmovsd", 1, [0xF2], Elt64, 1, "[1]">;
defm VMOVSH : AVX512ScalarMove<"vmovsh", 5, [0xF3], Elt16, 0, "">;

// Between vector and general registers or memory (unmasked): movd (32
// bits), movq (64), movw (FP16, 16 bits; a general register of 32 or 64
// bits, W1 for 64).
class GPRMove<string mn, EvexOp op, ModRMForm form, dag outs, dag ins, list<string> srcs, string dst, int disp8,
              bit vexTwin>
    : AVX512Inst<op, form, Z128, outs, ins, AVX512Asm<mn, srcs, dst>.S> {
  let Disp8Scale = disp8;
  let PrefersVex = vexTwin;
}
def VMOVDI2PDIZrr : GPRMove<"vmovd", PD<1, 0x6E>, MRMSrcReg, (outs VR128X:$dst), (ins GR32:$src), ["$src"], "$dst", 1, 1>;
def VMOVDI2PDIZrm : GPRMove<"vmovd", PD<1, 0x6E>, MRMSrcMem, (outs VR128X:$dst), (ins i32mem:$src), ["$src"], "$dst", 4, 1>;
def VMOVPDI2DIZrr : GPRMove<"vmovd", PD<1, 0x7E>, MRMDestReg, (outs GR32:$dst), (ins VR128X:$src), ["$src"], "$dst", 1, 1>;
def VMOVPDI2DIZmr : GPRMove<"vmovd", PD<1, 0x7E>, MRMDestMem, (outs), (ins i32mem:$dst, VR128X:$src), ["$src"], "$dst", 4, 1>;
def VMOV64toPQIZrr : GPRMove<"vmovq", PD<1, 0x6E, 1>, MRMSrcReg, (outs VR128X:$dst), (ins GR64:$src), ["$src"], "$dst", 1, 1>;
def VMOVPQIto64Zrr : GPRMove<"vmovq", PD<1, 0x7E, 1>, MRMDestReg, (outs GR64:$dst), (ins VR128X:$src), ["$src"], "$dst", 1, 1>;
def VMOVQI2PQIZrm : GPRMove<"vmovq", XS<1, 0x7E, 1>, MRMSrcMem, (outs VR128X:$dst), (ins i64mem:$src), ["$src"], "$dst", 8, 1>;
def VMOVPQI2QIZmr : GPRMove<"vmovq", PD<1, 0xD6, 1>, MRMDestMem, (outs), (ins i64mem:$dst, VR128X:$src), ["$src"], "$dst", 8, 1>;
def VMOVZPQILo2PQIZrr : GPRMove<"vmovq", XS<1, 0x7E, 1>, MRMSrcReg, (outs VR128X:$dst), (ins VR128X:$src), ["$src"], "$dst",
                                1, 1> {
  let AsmComment = "$dst = $src[0],zero";
}
// `vmovq.s`: between XMM registers with the store's opcode (66 D6).
let isCodeGenOnly = 1, ForceDisassemble = 1 in
def VMOVPQI2QIZrr : GPRMove<"vmovq", PD<1, 0xD6, 1>, MRMDestReg, (outs VR128X:$dst), (ins VR128X:$src), ["$src"], "$dst",
                            1, 1> {
  let AsmComment = "$dst = $src[0],zero";
}
def : InstAlias<AVX512Asm<"vmovq.s", ["$src"], "$dst">.S, (VMOVPQI2QIZrr VR128X:$dst, VR128X:$src), 0>;
// EVEX.W1 6E and 7E with memory, which llvm-mc decodes as vmovq (its
// assembler loads through F3 7E and stores through 66 D6).
let isCodeGenOnly = 1, ForceDisassemble = 1 in {
  def VMOV64toPQIZrm : GPRMove<"vmovq", PD<1, 0x6E, 1>, MRMSrcMem, (outs VR128X:$dst), (ins i64mem:$src), ["$src"], "$dst",
                               8, 1> {
    let mayLoad = 1;
  }
  def VMOVPQIto64Zmr : GPRMove<"vmovq", PD<1, 0x7E, 1>, MRMDestMem, (outs), (ins i64mem:$dst, VR128X:$src), ["$src"],
                               "$dst", 8, 1> {
    let mayStore = 1;
  }
}
// vmovd with a 64-bit register is vmovq.
def : InstAlias<AVX512Asm<"vmovd", ["$src"], "$dst">.S, (VMOV64toPQIZrr VR128X:$dst, GR64:$src), 0>;
def : InstAlias<AVX512Asm<"vmovd", ["$src"], "$dst">.S, (VMOVPQIto64Zrr GR64:$dst, VR128X:$src), 0>;
def VMOVW2SHrr : GPRMove<"vmovw", PD<5, 0x6E>, MRMSrcReg, (outs VR128X:$dst), (ins GR32:$src), ["$src"], "$dst", 1, 0>;
def VMOVW64toSHrr : GPRMove<"vmovw", PD<5, 0x6E, 1>, MRMSrcReg, (outs VR128X:$dst), (ins GR64:$src), ["$src"], "$dst", 1, 0>;
def VMOVWrm : GPRMove<"vmovw", PD<5, 0x6E>, MRMSrcMem, (outs VR128X:$dst), (ins i16mem:$src), ["$src"], "$dst", 2, 0>;
def VMOVSH2Wrr : GPRMove<"vmovw", PD<5, 0x7E>, MRMDestReg, (outs GR32:$dst), (ins VR128X:$src), ["$src"], "$dst", 1, 0>;
def VMOVSHtoW64rr : GPRMove<"vmovw", PD<5, 0x7E, 1>, MRMDestReg, (outs GR64:$dst), (ins VR128X:$src), ["$src"], "$dst", 1, 0>;
def VMOVWmr : GPRMove<"vmovw", PD<5, 0x7E>, MRMDestMem, (outs), (ins i16mem:$dst, VR128X:$src), ["$src"], "$dst", 2, 0>;

// The 64 bits of a half of an XMM register from memory, the other half
// from src1 (load), or to memory (store); the high half of src2 into the
// low of src1 (movhlps) and the low of src2 into the high (movlhps).
multiclass AVX512HalfMove<string mn, EvexOp load, EvexOp store, string remark> {
  let VexVvvv = 1, mayLoad = 1 in
  def Z128rm : GPRMove<mn, load, MRMSrcMem, (outs VR128X:$dst), (ins VR128X:$src1, f64mem:$src2), ["$src1", "$src2"],
                       "$dst", 8, 1> {
    let AsmComment = "$dst = " # remark;
  }
  let mayStore = 1 in
  def Z128mr : GPRMove<mn, store, MRMDestMem, (outs), (ins f64mem:$dst, VR128X:$src), ["$src"], "$dst", 8, 1>;
}
defm VMOVHPS : AVX512HalfMove<"vmovhps", PS<1, 0x16>, PS<1, 0x17>, "$src1[0,1],mem[0,1]">;
defm VMOVHPD : AVX512HalfMove<"vmovhpd", PD<1, 0x16, 1>, PD<1, 0x17, 1>, "$src1[0],mem[0]">;
defm VMOVLPS : AVX512HalfMove<"vmovlps", PS<1, 0x12>, PS<1, 0x13>, "mem[0,1],$src1[2,3]">;
defm VMOVLPD : AVX512HalfMove<"vmovlpd", PD<1, 0x12, 1>, PD<1, 0x13, 1>, "mem[0],$src1[1]">;
let VexVvvv = 1 in {
  def VMOVHLPSZrr : GPRMove<"vmovhlps", PS<1, 0x12>, MRMSrcReg, (outs VR128X:$dst), (ins VR128X:$src1, VR128X:$src2),
                            ["$src1", "$src2"], "$dst", 1, 1> {
    let AsmComment = "$dst = $src2[1],$src1[1]";
  }
  def VMOVLHPSZrr : GPRMove<"vmovlhps", PS<1, 0x16>, MRMSrcReg, (outs VR128X:$dst), (ins VR128X:$src1, VR128X:$src2),
                            ["$src1", "$src2"], "$dst", 1, 1> {
    let AsmComment = "$dst = $src1[0],$src2[0]";
  }
}

// Duplicating moves: the even doubles (movddup), the odd (movshdup) or
// even (movsldup) singles, of each pair. movddup's 128-bit load reads one
// double.
class DupRemark<AVX512Length len, int eltBits, int first> {
  int N = !div(!mul(len.Bytes, 8), eltBits);
  list<int> Idx = !foreach(i, !range(N), !add(!mul(!div(i, 2), 2), first));
  string Reg = Elements<"$src", Idx>.S;
  string Mem = Elements<"mem", Idx>.S;
}
multiclass AVX512DupMove<string mn, EvexOp op, int eltBits, int first> {
  foreach len = AllLengths in {
    defvar memN = !if(!and(!eq(eltBits, 64), !eq(len.Name, "Z128")), 8, len.Bytes);
    defvar mem = !if(!and(!eq(eltBits, 64), !eq(len.Name, "Z128")), f64mem, len.Mem);
    defm len.Name # rr : AVX512Masked<op, MRMSrcReg, len, len.RC, (ins len.RC:$src), mn, ["$src"], 1, 0,
                                      !ne(len.Name, "Z"), "kz", 0, DupRemark<len, eltBits, first>.Reg>;
    let mayLoad = 1 in
    defm len.Name # rm : AVX512Masked<op, MRMSrcMem, len, len.RC, (ins mem:$src), mn, ["$src"], memN, 0,
                                      !ne(len.Name, "Z"), "kz", 0, DupRemark<len, eltBits, first>.Mem>;
  }
}
defm VMOVDDUP : AVX512DupMove<"vmovddup", XD<1, 0x12, 1>, 64, 0>;
defm VMOVSHDUP : AVX512DupMove<"vmovshdup", XS<1, 0x16>, 32, 1>;
defm VMOVSLDUP : AVX512DupMove<"vmovsldup", XS<1, 0x12>, 32, 0>;

// The elements 0 to block - 1 of `reg`, repeated to `count` elements.
class BlockRemark<string reg, int count, int block> {
  string S = Elements<reg, !foreach(i, !range(count), !sub(i, !mul(!div(i, block), block)))>.S;
}

// Broadcasts of one element, from the low element of an XMM register or
// from memory (map 0F 38, 66; N is the element), to every length in
// `lengths`.
class BroadcastShape<AVX512Length len, AVX512Element elt>
    : VShape<len, len.RC, VR128X, elt.Mem, elt.Bytes, elt, 0>;
multiclass AVX512Broadcast<string mn, EvexOp op, AVX512Element elt, list<AVX512Length> lengths, bit vexTwin,
                           string remark = ""> {
  foreach len = lengths in {
    defvar prefers = !and(vexTwin, !ne(len.Name, "Z"));
    defvar count = !div(!mul(len.Bytes, 8), elt.Bits);
    defm len.Name # rr : AVX512Masked<op, MRMSrcReg, len, len.RC, (ins VR128X:$src), mn, ["$src"], 1, 0, prefers, "kz",
                                      0, !if(!empty(remark), "", BlockRemark<"$src", !mul(count, 2), 2>.S)>;
    let mayLoad = 1 in
    defm len.Name # rm : AVX512Masked<op, MRMSrcMem, len, len.RC, (ins elt.Mem:$src), mn, ["$src"], elt.Bytes, 0,
                                      prefers, "kz", 0, !if(!empty(remark), "", BlockRemark<"mem", !mul(count, 2), 2>.S)>;
  }
}
defm VBROADCASTSS : AVX512Broadcast<"vbroadcastss", PD<2, 0x18>, Elt32, AllLengths, 1>;
defm VBROADCASTSD : AVX512Broadcast<"vbroadcastsd", PD<2, 0x19, 1>, Elt64, [Z512, Z256], 1>;
defm VPBROADCASTB : AVX512Broadcast<"vpbroadcastb", PD<2, 0x78>, Elt8, AllLengths, 1>;
defm VPBROADCASTW : AVX512Broadcast<"vpbroadcastw", PD<2, 0x79>, Elt16, AllLengths, 1>;
defm VPBROADCASTD : AVX512Broadcast<"vpbroadcastd", PD<2, 0x58>, Elt32, AllLengths, 1>;
defm VPBROADCASTQ : AVX512Broadcast<"vpbroadcastq", PD<2, 0x59, 1>, Elt64, AllLengths, 1>;
// Pairs of singles, from a register or 8 bytes of memory.
defm VBROADCASTF32X2 : AVX512Broadcast<"vbroadcastf32x2", PD<2, 0x19>, Elt64, [Z512, Z256], 0, "pairs">;
defm VBROADCASTI32X2 : AVX512Broadcast<"vbroadcasti32x2", PD<2, 0x59>, Elt64, AllLengths, 0, "pairs">;

// From a general register (map 0F 38, 66): bytes and words from a 32-bit
// register, doublewords and quadwords (W1) from one of their size.
multiclass AVX512BroadcastGPR<string mn, EvexOp op, RegisterClass gpr> {
  foreach len = AllLengths in
    defm len.Name # rr_gpr : AVX512Masked<op, MRMSrcReg, len, len.RC, (ins gpr:$src), mn, ["$src"]>;
}
defm VPBROADCASTB : AVX512BroadcastGPR<"vpbroadcastb", PD<2, 0x7A>, GR32>;
defm VPBROADCASTW : AVX512BroadcastGPR<"vpbroadcastw", PD<2, 0x7B>, GR32>;
defm VPBROADCASTD : AVX512BroadcastGPR<"vpbroadcastd", PD<2, 0x7C>, GR32>;
defm VPBROADCASTQ : AVX512BroadcastGPR<"vpbroadcastq", PD<2, 0x7C, 1>, GR64>;

// Blocks of 4 or 8 elements from memory (N is the block).
multiclass AVX512BroadcastBlock<string mn, EvexOp op, int eltBits, int block, list<AVX512Length> lengths> {
  defvar bytes = !div(!mul(eltBits, block), 8);
  defvar mem = !if(!eq(bytes, 16), f128mem, f256mem);
  foreach len = lengths in
    let mayLoad = 1 in
    defm len.Name # rm : AVX512Masked<op, MRMSrcMem, len, len.RC, (ins mem:$src), mn, ["$src"], bytes, 0, 0, "kz", 0,
                                      BlockRemark<"mem", !div(!mul(len.Bytes, 8), eltBits), block>.S>;
}
defm VBROADCASTF32X4 : AVX512BroadcastBlock<"vbroadcastf32x4", PD<2, 0x1A>, 32, 4, [Z512, Z256]>;
defm VBROADCASTF64X2 : AVX512BroadcastBlock<"vbroadcastf64x2", PD<2, 0x1A, 1>, 64, 2, [Z512, Z256]>;
defm VBROADCASTF32X8 : AVX512BroadcastBlock<"vbroadcastf32x8", PD<2, 0x1B>, 32, 8, [Z512]>;
defm VBROADCASTF64X4 : AVX512BroadcastBlock<"vbroadcastf64x4", PD<2, 0x1B, 1>, 64, 4, [Z512]>;
defm VBROADCASTI32X4 : AVX512BroadcastBlock<"vbroadcasti32x4", PD<2, 0x5A>, 32, 4, [Z512, Z256]>;
defm VBROADCASTI64X2 : AVX512BroadcastBlock<"vbroadcasti64x2", PD<2, 0x5A, 1>, 64, 2, [Z512, Z256]>;
defm VBROADCASTI32X8 : AVX512BroadcastBlock<"vbroadcasti32x8", PD<2, 0x5B>, 32, 8, [Z512]>;
defm VBROADCASTI64X4 : AVX512BroadcastBlock<"vbroadcasti64x4", PD<2, 0x5B, 1>, 64, 4, [Z512]>;

// An opmask register's bits, zero-extended, into every element (map 0F
// 38, F3): vpbroadcastmb2q (a byte mask into quadwords, W1),
// vpbroadcastmw2d (a word mask into doublewords).
foreach len = AllLengths in {
  def VPBROADCASTMB2Q # len.Name # rr : AVX512Inst<XS<2, 0x2A, 1>, MRMSrcReg, len, (outs len.RC:$dst), (ins VK:$src),
                                                   AVX512Asm<"vpbroadcastmb2q", ["$src"], "$dst">.S>;
  def VPBROADCASTMW2D # len.Name # rr : AVX512Inst<XS<2, 0x3A>, MRMSrcReg, len, (outs len.RC:$dst), (ins VK:$src),
                                                   AVX512Asm<"vpbroadcastmw2d", ["$src"], "$dst">.S>;
}
