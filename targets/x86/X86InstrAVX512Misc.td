//===- X86InstrAVX512Misc.td - AVX-512 extensions, masks, VSIB -*- tablegen -*-===//
//
// Sign and zero extension, down-conversions with truncation or
// saturation, opmask registers to and from vectors, gathers and scatters
// (VSIB addressing: a vector of indexes), the gather/scatter prefetches
// of AVX-512 PF, vp2intersect, vfpclass and the ordered compares into
// EFLAGS.
//
//===----------------------------------------------------------------------===//

// Each element of the low part of src widened to `dstBits` (map 0F 38,
// 66: sx 20-25, zx 30-35). The memory source is the narrower size (N).
class AVX512ZeroExtendRemark<AVX512Length len, int srcBits, int dstBits> {
  int Zeros = !sub(!div(dstBits, srcBits), 1);
  string S = !interleave(!foreach(i, !range(!div(!mul(len.Bytes, 8), dstBits)),
                                  "$src[" # i # "]" # !interleave(!listsplat(",zero", Zeros), "")),
                         ",");
}
multiclass AVX512Extend<string mn, int opcode, int srcBits, int dstBits, bit zero> {
  foreach len = AllLengths in
  let VexWIG = !le(srcBits, 16) in {
    defvar bytes = !div(!mul(len.Bytes, srcBits), dstBits);
    defvar src = RegOfBytes<bytes>.RC;
    defvar prefers = !ne(len.Name, "Z");
    defm len.Name # rr : AVX512Masked<PD<2, opcode>, MRMSrcReg, len, len.RC, (ins src:$src), mn, ["$src"], 1, 0,
                                      prefers, "kz", 0, !if(zero, AVX512ZeroExtendRemark<len, srcBits, dstBits>.S, "")>;
    let mayLoad = 1 in
    defm len.Name # rm : AVX512Masked<PD<2, opcode>, MRMSrcMem, len, len.RC, (ins MemOfBytes<bytes>.M:$src), mn,
                                      ["$src"], bytes, 0, prefers>;
  }
}
foreach zero = [0, 1] in {
  defvar k = !if(zero, "zx", "sx");
  defvar base = !if(zero, 0x30, 0x20);
  defm VPMOV # !toupper(k) # BW : AVX512Extend<"vpmov" # k # "bw", base, 8, 16, zero>;
  defm VPMOV # !toupper(k) # BD : AVX512Extend<"vpmov" # k # "bd", !add(base, 1), 8, 32, zero>;
  defm VPMOV # !toupper(k) # BQ : AVX512Extend<"vpmov" # k # "bq", !add(base, 2), 8, 64, zero>;
  defm VPMOV # !toupper(k) # WD : AVX512Extend<"vpmov" # k # "wd", !add(base, 3), 16, 32, zero>;
  defm VPMOV # !toupper(k) # WQ : AVX512Extend<"vpmov" # k # "wq", !add(base, 4), 16, 64, zero>;
  defm VPMOV # !toupper(k) # DQ : AVX512Extend<"vpmov" # k # "dq", !add(base, 5), 32, 64, zero>;
}

// Each element narrowed to `dstBits`: truncated (vpmov), with signed
// (vpmovs) or unsigned (vpmovus) saturation (map 0F 38, F3: 30-35, 20-25,
// 10-15), into a register or to memory (N is the result's size).
multiclass AVX512Narrow<string mn, int opcode, int srcBits, int dstBits> {
  foreach len = AllLengths in {
    defvar bytes = !div(!mul(len.Bytes, dstBits), srcBits);
    defm len.Name # rr : AVX512Masked<XS<2, opcode>, MRMDestReg, len, RegOfBytes<bytes>.RC, (ins len.RC:$src), mn,
                                      ["$src"]>;
    let mayStore = 1 in
    defm len.Name # mr : AVX512MergeMasked<XS<2, opcode>, MRMDestMem, len, (outs),
                                           (ins MemOfBytes<bytes>.M:$dst, len.RC:$src), mn, ["$src"], "$dst", bytes>;
  }
}
foreach k = ["", "s", "us"] in {
  defvar base = !cond(!eq(k, "") : 0x30, !eq(k, "s") : 0x20, true : 0x10);
  defm VPMOV # !toupper(k) # WB : AVX512Narrow<"vpmov" # k # "wb", base, 16, 8>;
  defm VPMOV # !toupper(k) # DB : AVX512Narrow<"vpmov" # k # "db", !add(base, 1), 32, 8>;
  defm VPMOV # !toupper(k) # QB : AVX512Narrow<"vpmov" # k # "qb", !add(base, 2), 64, 8>;
  defm VPMOV # !toupper(k) # DW : AVX512Narrow<"vpmov" # k # "dw", !add(base, 3), 32, 16>;
  defm VPMOV # !toupper(k) # QW : AVX512Narrow<"vpmov" # k # "qw", !add(base, 4), 64, 16>;
  defm VPMOV # !toupper(k) # QD : AVX512Narrow<"vpmov" # k # "qd", !add(base, 5), 64, 32>;
}

// Opmask bits into whole elements (all ones or zero) and the elements'
// top bits into an opmask register (map 0F 38, F3; W1 for words and
// quadwords).
foreach e = [IntCompare<"b", Elt8, 0x28, 0>, IntCompare<"w", Elt16, 0x28, 1>, IntCompare<"d", Elt32, 0x38, 0>,
             IntCompare<"q", Elt64, 0x38, 1>] in
foreach len = AllLengths in {
  def VPMOVM2 # !toupper(e.Letter) # len.Name # rr
      : AVX512Inst<XS<2, e.Opcode, e.W>, MRMSrcReg, len, (outs len.RC:$dst), (ins VK:$src),
                   AVX512Asm<"vpmovm2" # e.Letter, ["$src"], "$dst">.S>;
  def VPMOV # !toupper(e.Letter) # 2M # len.Name # rr
      : AVX512Inst<XS<2, !add(e.Opcode, 1), e.W>, MRMSrcReg, len, (outs VK:$dst), (ins len.RC:$src),
                   AVX512Asm<"vpmov" # e.Letter # "2m", ["$src"], "$dst">.S>;
}

// VSIB memory: a base register and a vector of indexes.
class VSIBMem<RegisterClass index> : Operand<untyped> {
  let OperandType = "OPERAND_MEMORY";
  let MIOperandInfo = (ops GR64_base:$base, scale_imm:$scale, index:$index, disp_imm:$disp, SEGMENT_REG:$segment);
  let ParserMatchClass = MemAsmOperand;
  let PrintMethod = "print_memory";
  let SampleMethod = "sample_vsib_memory";
}
def vx_mem : VSIBMem<VR128X>;
def vy_mem : VSIBMem<VR256X>;
def vz_mem : VSIBMem<VR512>;
class IndexMem<AVX512Length len> {
  Operand M = !cond(!eq(len.Name, "Z") : vz_mem, !eq(len.Name, "Z256") : vy_mem, true : vx_mem);
}

// Gathers load the elements the mask selects from base + index * scale
// (the mask is required and cleared as they load), scatters store them
// (map 0F 38, 66; N is the element). `index` doubleword or quadword
// indexes: a vector of 32-bit elements and doubleword indexes have the
// same length, 64-bit data with doubleword indexes takes half as many
// index bytes, 32-bit data with quadword indexes twice as many.
multiclass AVX512Gather<string mn, EvexOp op, int dataBits, int indexBits, bit scatter> {
  // At each vector length (the wider of data and indexes), the
  // narrower one takes half of it, 16 bytes at least.
  foreach wide = AllLengths in {
    defvar half = !if(!eq(wide.Bytes, 16), 16, !div(wide.Bytes, 2));
    defvar len = !cond(!ge(dataBits, indexBits) : wide, !eq(half, 32) : Z256, true : Z128);
    defvar indexLen = !cond(!ge(indexBits, dataBits) : wide, !eq(half, 32) : Z256, true : Z128);
    defvar mem = IndexMem<indexLen>.M;
    // Intel syntax sizes the address by the elements accessed: as many as
    // the index vector has, at most the data vector's.
    defvar accessed = !div(!mul(!div(!mul(indexLen.Bytes, 8), indexBits), dataBits), 8);
    defvar size = IntelMemSize<!if(!lt(accessed, len.Bytes), accessed, len.Bytes)>.S;
    if scatter then
      let mayStore = 1 in
      def NAME # wide.Name # mr : AVX512Inst<op, MRMDestMem, wide, (outs opmask:$mask_wb),
                                             (ins opmask:$mask, mem:$dst, len.RC:$src),
                                             mn # "\t{$src, $dst {${mask}}|${dst:" # size # "} {${mask}}, $src}"> {
        let Constraints = "$mask = $mask_wb";
        let Disp8Scale = !div(dataBits, 8);
      }
    else
      let mayLoad = 1 in
      def NAME # wide.Name # rm : AVX512Inst<op, MRMSrcMem, wide, (outs len.RC:$dst, opmask:$mask_wb),
                                             (ins len.RC:$src1, opmask:$mask, mem:$src2),
                                             mn # "\t{$src2, $dst {${mask}}|$dst {${mask}}, ${src2:" # size # "}}"> {
        let Constraints = "$src1 = $dst, $mask = $mask_wb";
        let DistinctRegisters = "$dst != $src2.2: warning: index and destination registers should be distinct";
        let Disp8Scale = !div(dataBits, 8);
      }
  }
}
defm VGATHERDPS : AVX512Gather<"vgatherdps", PD<2, 0x92>, 32, 32, 0>;
defm VGATHERDPD : AVX512Gather<"vgatherdpd", PD<2, 0x92, 1>, 64, 32, 0>;
defm VGATHERQPS : AVX512Gather<"vgatherqps", PD<2, 0x93>, 32, 64, 0>;
defm VGATHERQPD : AVX512Gather<"vgatherqpd", PD<2, 0x93, 1>, 64, 64, 0>;
defm VPGATHERDD : AVX512Gather<"vpgatherdd", PD<2, 0x90>, 32, 32, 0>;
defm VPGATHERDQ : AVX512Gather<"vpgatherdq", PD<2, 0x90, 1>, 64, 32, 0>;
defm VPGATHERQD : AVX512Gather<"vpgatherqd", PD<2, 0x91>, 32, 64, 0>;
defm VPGATHERQQ : AVX512Gather<"vpgatherqq", PD<2, 0x91, 1>, 64, 64, 0>;
defm VSCATTERDPS : AVX512Gather<"vscatterdps", PD<2, 0xA2>, 32, 32, 1>;
defm VSCATTERDPD : AVX512Gather<"vscatterdpd", PD<2, 0xA2, 1>, 64, 32, 1>;
defm VSCATTERQPS : AVX512Gather<"vscatterqps", PD<2, 0xA3>, 32, 64, 1>;
defm VSCATTERQPD : AVX512Gather<"vscatterqpd", PD<2, 0xA3, 1>, 64, 64, 1>;
defm VPSCATTERDD : AVX512Gather<"vpscatterdd", PD<2, 0xA0>, 32, 32, 1>;
defm VPSCATTERDQ : AVX512Gather<"vpscatterdq", PD<2, 0xA0, 1>, 64, 32, 1>;
defm VPSCATTERQD : AVX512Gather<"vpscatterqd", PD<2, 0xA1>, 32, 64, 1>;
defm VPSCATTERQQ : AVX512Gather<"vpscatterqq", PD<2, 0xA1, 1>, 64, 64, 1>;

// AVX-512 PF: prefetches of what a 512-bit gather (/1 to L1, /2 to L2)
// or scatter (/5, /6) would access (C6 doubleword indexes, C7 quadword;
// N is 4 and 8 whatever the data; eight doubles take a YMM of indexes).
class Prefetch<string name, int digit> {
  string Name = name;
  int Digit = digit;
}
class PrefetchData<string suffix, int opcode, bit w, int n> {
  string Suffix = suffix;
  int Opcode = opcode;
  bit W = w;
  int N = n;
}
foreach p = [Prefetch<"gatherpf0", 1>, Prefetch<"gatherpf1", 2>, Prefetch<"scatterpf0", 5>,
             Prefetch<"scatterpf1", 6>] in
foreach t = [PrefetchData<"dps", 0xC6, 0, 4>, PrefetchData<"dpd", 0xC6, 1, 4>, PrefetchData<"qps", 0xC7, 0, 8>,
             PrefetchData<"qpd", 0xC7, 1, 8>] in {
  defvar mn = "v" # p.Name # t.Suffix;
  def !toupper(mn) # m : AVX512Inst<PD<2, t.Opcode, t.W>, !cast<ModRMForm>("MRM" # p.Digit # "m"), Z512, (outs),
                                    (ins opmask:$mask, !if(!eq(t.Suffix, "dpd"), vy_mem, vz_mem):$src),
                                    mn # "\t{$src {${mask}}|{${mask}}, ${src:" # !if(!eq(t.Suffix, "qps"), "ymmword", "zmmword") # "}}"> {
    let Disp8Scale = t.N;
  }
}

// vp2intersect: a pair of masks (the first of an even pair names it) of
// the elements of src1 found in src2 and of src2 found in src1 (map 0F
// 38, F2), unmasked.
foreach e = [IntCompare<"d", Elt32, 0x68, 0>, IntCompare<"q", Elt64, 0x68, 1>] in
foreach s = IntShapes<e.Elt>.L in
let VexVvvv = 1 in {
  defvar mn = "vp2intersect" # e.Letter;
  defvar op = XD<2, e.Opcode, e.W>;
  def VP2INTERSECT # !toupper(e.Letter) # s.Name # rr
      : AVX512Inst<op, MRMSrcReg, s.Len, (outs VKPAIR:$dst), (ins s.Dst:$src1, s.Src:$src2),
                   AVX512Asm<mn, ["$src1", "$src2"], "$dst">.S>;
  def VP2INTERSECT # !toupper(e.Letter) # s.Name # rm
      : AVX512Inst<op, MRMSrcMem, s.Len, (outs VKPAIR:$dst), (ins s.Dst:$src1, s.Mem:$src2),
                   AVX512Asm<mn, ["$src1", "$src2"], "$dst">.S> {
    let Disp8Scale = s.MemN;
  }
  def VP2INTERSECT # !toupper(e.Letter) # s.Name # rmb
      : AVX512Inst<op, MRMSrcMem, s.Len, (outs VKPAIR:$dst), (ins s.Dst:$src1, s.Elt.Mem:$src2),
                   AVX512Asm<mn, ["$src1", "${src2}" # s.Bcst], "$dst">.S> {
    let Disp8Scale = s.Elt.Bytes;
    let EvexB = 1;
  }
}

// vfpclass: an opmask bit for each element in one of the classes the
// immediate names (map 0F 3A 66 single and double, no prefix half;
// scalar at 67). From memory the mnemonic says the vector's size.
multiclass AVX512FPClass<string mn, EvexOp packed, EvexOp scalar, AVX512Element elt> {
  foreach s = AllSame<elt>.L in {
    defvar suffix = !cond(!eq(s.Name, "Z") : "{z}", !eq(s.Name, "Z256") : "{y}", true : "{x}");
    defm s.Name # rri : AVX512MergeMasked<packed, MRMSrcReg, s.Len, (outs VK:$dst), (ins s.Src:$src, ubyte_imm:$imm),
                                          mn, ["$src", "$imm"], "$dst">;
    let mayLoad = 1 in {
      defm s.Name # rmi : AVX512MergeMasked<packed, MRMSrcMem, s.Len, (outs VK:$dst), (ins s.Mem:$src, ubyte_imm:$imm),
                                            mn # suffix, ["$src", "$imm"], "$dst", s.MemN>;
      defm s.Name # rmbi : AVX512MergeMasked<packed, MRMSrcMem, s.Len, (outs VK:$dst),
                                             (ins elt.Mem:$src, ubyte_imm:$imm), mn, ["${src}" # s.Bcst, "$imm"], "$dst",
                                             elt.Bytes, 1>;
    }
  }
  defvar ss = !subst("vfpclassp", "vfpclasss", mn);
  let VexLIG = !ne(elt.Bits, 16) in {
  defm !toupper(ss) # Zrri : AVX512MergeMasked<scalar, MRMSrcReg, Z128, (outs VK:$dst), (ins VR128X:$src, ubyte_imm:$imm),
                                               ss, ["$src", "$imm"], "$dst">;
  let mayLoad = 1 in
  defm !toupper(ss) # Zrmi : AVX512MergeMasked<scalar, MRMSrcMem, Z128, (outs VK:$dst), (ins elt.Mem:$src, ubyte_imm:$imm),
                                               ss, ["$src", "$imm"], "$dst", elt.Bytes>;
  }
  // The sized mnemonic is taken for registers and broadcasts too.
  foreach s = AllSame<elt>.L in {
    defvar sized = mn # !cond(!eq(s.Name, "Z") : "z", !eq(s.Name, "Z256") : "y", true : "x");
    defvar rec = NAME # s.Name;
    def : InstAlias<AVX512Asm<sized, ["$src", "$imm"], "$dst">.S,
                    (!cast<Instruction>(rec # "rri") VK:$dst, s.Src:$src, ubyte_imm:$imm), 0>;
    def : InstAlias<AVX512Asm<sized, ["$src", "$imm"], "$dst {${mask}}">.S,
                    (!cast<Instruction>(rec # "rrik") VK:$dst, opmask:$mask, s.Src:$src, ubyte_imm:$imm), 0>;
    def : InstAlias<AVX512Asm<sized, ["${src}" # s.Bcst, "$imm"], "$dst">.S,
                    (!cast<Instruction>(rec # "rmbi") VK:$dst, elt.Mem:$src, ubyte_imm:$imm), 0>;
    def : InstAlias<AVX512Asm<sized, ["${src}" # s.Bcst, "$imm"], "$dst {${mask}}">.S,
                    (!cast<Instruction>(rec # "rmbik") VK:$dst, opmask:$mask, elt.Mem:$src, ubyte_imm:$imm), 0>;
  }
}
defm VFPCLASSPS : AVX512FPClass<"vfpclassps", PD<3, 0x66>, PD<3, 0x67>, Elt32>;
defm VFPCLASSPD : AVX512FPClass<"vfpclasspd", PD<3, 0x66, 1>, PD<3, 0x67, 1>, Elt64>;
defm VFPCLASSPH : AVX512FPClass<"vfpclassph", PS<3, 0x66>, PS<3, 0x67>, Elt16>;

// Ordered (vcomi) and unordered (vucomi) compares of the low elements
// into EFLAGS, unmasked (map 0F 2F and 2E; FP16 map 5).
foreach p = [Single, Double, Half] in
foreach u = ["", "u"] in {
  defvar mn = "v" # u # "comis" # p.Letter;
  defvar op = EvexOp<!if(!eq(p.Letter, "h"), 5, 1), !if(!eq(p.Letter, "d"), [0x66], []<int>),
                     !if(!eq(u, "u"), 0x2E, 0x2F), p.W>;
  let Defs = [EFLAGS], isCompare = 1, VexLIG = 1 in {
    def !toupper(mn) # Zrr : AVX512Inst<op, MRMSrcReg, Z128, (outs), (ins VR128X:$src1, VR128X:$src2),
                                        AVX512Asm<mn, ["$src1", "$src2"], "">.S> {
      let PrefersVex = p.VexTwin;
    }
    def !toupper(mn) # Zrm : AVX512Inst<op, MRMSrcMem, Z128, (outs), (ins VR128X:$src1, p.Elt.Mem:$src2),
                                        AVX512Asm<mn, ["$src1", "$src2"], "">.S> {
      let PrefersVex = p.VexTwin;
      let Disp8Scale = p.Elt.Bytes;
    }
    def !toupper(mn) # Zrrb : AVX512Inst<op, MRMSrcReg, SAE, (outs), (ins VR128X:$src1, VR128X:$src2),
                                         AVX512Asm<mn, ["$src1", "$src2", "{sae}"], "">.S> {
      let EvexB = 1;
    }
  }
}
