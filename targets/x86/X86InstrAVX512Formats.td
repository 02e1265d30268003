//===- X86InstrAVX512Formats.td - AVX-512 encodings --------*- tablegen -*-===//
//
// The EVEX prefix (the prelude's ModRMEncoded Evex fields) and the shapes
// every AVX-512 family shares:
//   - vector lengths (Z128, Z256, Z512: EVEX.L'L 0, 1, 2) and element types;
//   - masking: an instruction comes plain, merge-masked (`{%k1}`: where a
//     mask bit is 0 the destination keeps its old value, the tied $src0)
//     and zeroing-masked (`{%k1} {z}`), as NAME, NAME#k and NAME#kz;
//   - embedded broadcast, a memory element repeated (`(%rax){1to16}`,
//     EVEX.b), and embedded rounding (`{rn-sae}`) or `{sae}` between
//     registers (EVEX.b again);
//   - compressed displacements: a one-byte displacement counts in units
//     of N, the tuple type's memory size (Disp8Scale).
// Assembly strings hold both syntaxes: AT&T lists the operands in reverse
// of Intel's order (`op src2, src1, dst` and `op dst, src1, src2`), the
// mask and `{z}` after the destination in both.
//
// Record names follow LLVM's: VADDPSZrr, VADDPSZ256rmbkz, VADDPSZrrb.
//
//===----------------------------------------------------------------------===//

//===-- Operands ----------------------------------------------------------===//

// The write mask of `{%k1}`: K1-K7 in EVEX.aaa.
def opmask : RegisterOperand<VKWM>, EvexOpmaskOperand;

// Static rounding, `{rn-sae}` `{rd-sae}` `{ru-sae}` `{rz-sae}`: 0 to 3 in
// EVEX.L'L.
def RoundingAsmOperand : AsmOperandClass {
  let Name = "Rounding";
  let ParserMethod = "parse_rounding";
}
def AVX512RC : Operand<i32>, EvexRoundingOperand {
  let ParserMatchClass = RoundingAsmOperand;
  let PrintMethod = "print_rounding";
  let SampleMethod = "sample_rounding";
}

// A whole ZMM register's worth of memory.
def f512mem : X86Mem<untyped, 64>;

//===-- Opcodes -----------------------------------------------------------===//

// An EVEX opcode: its map (1 = 0F, 2 = 0F 38, 3 = 0F 3A, 5 and 6 without
// legacy escapes), mandatory prefix (EVEX.pp), byte and EVEX.W.
class EvexOp<int map, list<int> prefix, int opcode, bit w = 0> {
  list<int> Bytes = !cond(!eq(map, 1) : [0x0F, opcode],
                          !eq(map, 2) : [0x0F, 0x38, opcode],
                          !eq(map, 3) : [0x0F, 0x3A, opcode],
                          true : [opcode]);
  int Map = !if(!gt(map, 3), map, 0);
  list<int> Prefix = prefix;
  bit W = w;
}
// By mandatory prefix: none, 66, F3, F2.
class PS<int map, int opcode, bit w = 0> : EvexOp<map, [], opcode, w>;
class PD<int map, int opcode, bit w = 0> : EvexOp<map, [0x66], opcode, w>;
class XS<int map, int opcode, bit w = 0> : EvexOp<map, [0xF3], opcode, w>;
class XD<int map, int opcode, bit w = 0> : EvexOp<map, [0xF2], opcode, w>;

//===-- Vector lengths and element types ----------------------------------===//

// One vector length: its registers, EVEX.L'L, the infix of record names,
// its size in bytes and a memory operand of that size.
class AVX512Length<RegisterClass rc, bit l, bit l2, string name, int bytes, Operand mem> {
  RegisterClass RC = rc;
  bit L = l;
  bit L2 = l2;
  string Name = name;
  int Bytes = bytes;
  Operand Mem = mem;
}
def Z128 : AVX512Length<VR128X, 0, 0, "Z128", 16, f128mem>;
def Z256 : AVX512Length<VR256X, 1, 0, "Z256", 32, f256mem>;
def Z512 : AVX512Length<VR512, 0, 1, "Z", 64, f512mem>;
defvar AllLengths = [Z512, Z256, Z128];
// `{sae}` between registers leaves EVEX.L'L 0 (llvm-mc writes it so), the
// vector length being that of the registers.
defvar SAE = Z128;

// One element size, and a memory operand of one element (a broadcast's
// source).
class AVX512Element<int width, Operand mem> {
  int Bits = width;
  int Bytes = !div(width, 8);
  Operand Mem = mem;
  // N of a broadcast's compressed displacement: the element.
  int BcstN = !div(width, 8);
}
def Elt8 : AVX512Element<8, i8mem>;
def Elt16 : AVX512Element<16, i16mem>;
def Elt32 : AVX512Element<32, f32mem>;
def Elt64 : AVX512Element<64, f64mem>;

// A floating-point precision: its element, the letter of mnemonics
// (`ps`, `pd`, `ph`; `ss`...), EVEX.W where the precisions share an
// opcode, and whether AVX has its operations too.
class AVX512Precision<AVX512Element elt, string letter, bit w, bit vexTwin> {
  AVX512Element Elt = elt;
  string Letter = letter;
  string Upper = !toupper(letter);
  bit W = w;
  bit VexTwin = vexTwin;
}
def Single : AVX512Precision<Elt32, "s", 0, 1>;
def Double : AVX512Precision<Elt64, "d", 1, 1>;
def Half : AVX512Precision<Elt16, "h", 0, 0>;

// A vector: a length and an element size.
class AVX512Vec<AVX512Length len, AVX512Element elt> {
  AVX512Length Len = len;
  AVX512Element Elt = elt;
  RegisterClass RC = len.RC;
  int NumElts = !div(!mul(len.Bytes, 8), elt.Bits);
  // How a broadcast of one element to the whole vector is written.
  string Bcst = "{1to" # NumElts # "}";
}

//===-- Instructions ------------------------------------------------------===//

// An EVEX instruction of one vector length (Z128 for scalars, whose
// EVEX.L'L is ignored and written 0).
class AVX512Inst<EvexOp op, ModRMForm form, AVX512Length len, dag outs, dag ins, string asm>
    : X86Inst<op.Bytes, form, outs, ins, asm, op.Prefix, op.W> {
  let Evex = 1;
  let OpcodeMap = op.Map;
  let VexL = len.L;
  let EvexL2 = len.L2;
}

// Both syntaxes of an instruction from its operands in Intel's order
// (the destination, with its mask, apart).
class AVX512Asm<string mn, list<string> srcs, string dst> {
  list<string> Reversed = !foldl([]<string>, srcs, acc, s, !listconcat([s], acc));
  list<string> Att = !if(!empty(dst), Reversed, !listconcat(Reversed, [dst]));
  list<string> Intel = !if(!empty(dst), srcs, !listconcat([dst], srcs));
  string S = mn # "\t{" # !interleave(Att, ", ") # "|" # !interleave(Intel, ", ") # "}";
}

// The memory size N of a compressed displacement, by tuple type: a full
// vector (or a fraction of it) unless broadcast, else a number of
// elements.
class Disp8<int vectorBytes, int eltBytes, int fraction = 1, int elements = 0> {
  int N = !if(!gt(elements, 0), !mul(eltBytes, elements), !div(vectorBytes, fraction));
}

// A listing remark on the destination, with its masks (braces escaped:
// they are text, not variants).
class AVX512Remark<string remark, string masks> {
  string S = !if(!empty(remark), "", "$dst" # masks # " = " # remark);
}

// An instruction writing a register, and its masked forms: NAME, NAME#k
// (merge-masking: where a mask bit is 0 the destination keeps its old
// value, $src0 tied to it, or $src1 when `tied`) and NAME#kz (zeroing).
// `masking`: "kz" all three, "k" no zeroing, "none" the plain one only.
// `tied`: the destination is also the first source, $src1. `remark`:
// what llvm-mc's listing says the instruction computes (its value
// for the destination, `(zmm3 * zmm1) + zmm2`); the masks are added.
multiclass AVX512Masked<EvexOp op, ModRMForm form, AVX512Length len, RegisterClass rc, dag inputs, string mn,
                        list<string> srcs, int disp8 = 1, bit b = 0, bit prefersVex = 0, string masking = "kz",
                        bit tied = 0, string remark = "", bit remarkMasked = 1> {
  defvar tiedIn = !if(tied, (ins rc:$src1), (ins));
  defvar tiedTo = !if(tied, "$src1 = $dst", "");
  let Disp8Scale = disp8, EvexB = b in {
    def NAME : AVX512Inst<op, form, len, (outs rc:$dst), !con(tiedIn, inputs), AVX512Asm<mn, srcs, "$dst">.S> {
      let PrefersVex = prefersVex;
      let Constraints = tiedTo;
      let AsmComment = AVX512Remark<remark, "">.S;
    }
    if !ne(masking, "none") then
      def NAME#k : AVX512Inst<op, form, len, (outs rc:$dst),
                              !con(!if(tied, (ins rc:$src1), (ins rc:$src0)), (ins opmask:$mask), inputs),
                              AVX512Asm<mn, srcs, "$dst {${mask}}">.S> {
        let Constraints = !if(tied, tiedTo, "$src0 = $dst");
        let AsmComment = AVX512Remark<!if(remarkMasked, remark, ""), " \\{%${mask}\\}">.S;
      }
    if !eq(masking, "kz") then
      def NAME#kz : AVX512Inst<op, form, len, (outs rc:$dst), !con(tiedIn, (ins opmask:$mask), inputs),
                               AVX512Asm<mn, srcs, "$dst {${mask}} {z}">.S> {
        let EvexZ = 1;
        let Constraints = tiedTo;
        let AsmComment = AVX512Remark<!if(remarkMasked, remark, ""), " \\{%${mask}\\} \\{z\\}">.S;
      }
  }
}

// An instruction that merges only (no zeroing) into a destination other
// than a vector register: a store to memory, or a compare into an opmask
// register. `outs` holds the destination, `dst` its text; `masking`
// "none" leaves out the masked form.
multiclass AVX512MergeMasked<EvexOp op, ModRMForm form, AVX512Length len, dag outs, dag inputs, string mn,
                             list<string> srcs, string dst, int disp8 = 1, bit b = 0, bit prefersVex = 0,
                             string masking = "k"> {
  let Disp8Scale = disp8, EvexB = b in {
    def NAME : AVX512Inst<op, form, len, outs, inputs, AVX512Asm<mn, srcs, dst>.S> {
      let PrefersVex = prefersVex;
    }
    if !ne(masking, "none") then
      def NAME#k : AVX512Inst<op, form, len, outs, !con((ins opmask:$mask), inputs),
                              AVX512Asm<mn, srcs, dst # " {${mask}}">.S>;
  }
}

//===-- Shapes ------------------------------------------------------------===//

// The operands of an operation at one length: the destination's
// registers, a register source's, a memory source (and its size N for
// compressed displacements), and the element a broadcast repeats
// `BcstCount` times (0: no broadcast form). `Embeds`: the length at
// which the register form takes `{rn-sae}` or `{sae}` (512 bits, and
// scalars).
class VShape<AVX512Length len, RegisterClass dst, RegisterClass src, Operand mem, int memN, AVX512Element elt,
             int bcstCount> {
  AVX512Length Len = len;
  string Name = len.Name;
  RegisterClass Dst = dst;
  RegisterClass Src = src;
  Operand Mem = mem;
  int MemN = memN;
  AVX512Element Elt = elt;
  int BcstCount = bcstCount;
  string Bcst = "{1to" # bcstCount # "}";
  bit Embeds = !eq(len.Name, "Z");
  // The processor ignores EVEX.L'L (scalars).
  bit LIG = 0;
}
// Sources and destination of one length and element size.
class Same<AVX512Length len, AVX512Element elt, bit bcst = 1>
    : VShape<len, len.RC, len.RC, len.Mem, len.Bytes, elt, !if(bcst, !div(!mul(len.Bytes, 8), elt.Bits), 0)>;
// A scalar in the low element of an XMM register (Tuple1: N is the
// element); record names say Z. `lig` 0: a few half-precision scalars,
// which llvm-mc decodes only with EVEX.L'L 0.
class Scalar<AVX512Element elt, bit lig = 1> : VShape<Z128, VR128X, VR128X, elt.Mem, elt.Bytes, elt, 0> {
  let Name = "Z";
  let Embeds = 1;
  let LIG = lig;
}
// Every length, 512 bits first.
class AllSame<AVX512Element elt, bit bcst = 1> {
  list<VShape> L = [Same<Z512, elt, bcst>, Same<Z256, elt, bcst>, Same<Z128, elt, bcst>];
}

// The register form of a shape that `Embeds`, with static rounding
// (`embedded` "rc": an AVX512RC operand) or exceptions suppressed ("sae");
// nothing for "". `regs`/`srcs` are the register sources, `imm` an
// immediate after them (AT&T: first, then the rounding).
multiclass AVX512EmbeddedForm<string mn, EvexOp op, VShape s, string embedded, dag regs, list<string> srcs,
                              bit imm, string masking, bit tied> {
  defvar immIn = !if(imm, (ins ubyte_imm:$imm), (ins));
  defvar immText = !if(imm, ["$imm"], []<string>);
  if !and(s.Embeds, !eq(embedded, "rc")) then
    defm s.Name # rrb : AVX512Masked<op, MRMSrcReg, s.Len, s.Dst, !con(regs, (ins AVX512RC:$rc), immIn), mn,
                                     !listconcat(srcs, ["$rc"], immText), 1, 1, 0, masking, tied>;
  if !and(s.Embeds, !eq(embedded, "sae")) then
    defm s.Name # rrb : AVX512Masked<op, MRMSrcReg, SAE, s.Dst, !con(regs, immIn), mn,
                                     !listconcat(srcs, ["{sae}"], immText), 1, 1, 0, masking, tied>;
}

// dst = src1 op src2 in each shape: src1 in EVEX.vvvv, src2 a register,
// memory or a broadcast element; with `imm`, an immediate byte after them
// (first in AT&T). `vexTwin`: AVX has the same instruction, which
// llvm-mc takes for the unmasked 128- and 256-bit forms on registers VEX
// can name. With `tied`, the destination is also the first source and
// the others are $src2 and $src3.
multiclass AVX512BinaryOp<string mn, EvexOp op, list<VShape> shapes, bit vexTwin = 0, bit commutable = 0,
                          string masking = "kz", bit tied = 0, string embedded = "", bit imm = 0,
                          string remark = "", bit remarkBroadcast = 1, Operand immOp = ubyte_imm,
                          bit distinctSources = 0> {
  // The memory forms' remark names the memory operand `mem`.
  defvar memRemark = !subst(!if(tied, "$src3", "$src2"), "mem", remark);
  defvar a = !if(tied, "src2", "src1");
  defvar b = !if(tied, "src3", "src2");
  defvar immIn = !if(imm, (ins immOp:$imm), (ins));
  defvar immText = !if(imm, ["$imm"], []<string>);
  defvar srcs = !listconcat(["$" # a, "$" # b], immText);
  defvar suffix = !if(imm, "i", "");
  // `distinctSources`: llvm-mc warns when the destination is a source.
  defvar warning = ": warning: Destination register should be distinct from source registers";
  defvar differ = "$dst != $" # a # warning;
  defvar regDistinct = !if(distinctSources, differ # "; $dst != $" # b # warning, "");
  foreach s = shapes in {
    defvar prefers = !and(vexTwin, !ne(s.Len.Name, "Z"));
    let VexVvvv = 1, DistinctRegisters = regDistinct, VexLIG = s.LIG in {
      let isCommutable = commutable in
      defm s.Name # rr # suffix : AVX512Masked<op, MRMSrcReg, s.Len, s.Dst, !con(!dag(ins, [s.Dst, s.Src], [a, b]), immIn),
                                               mn, srcs, 1, 0, prefers, masking, tied, remark>;
      let mayLoad = 1, DistinctRegisters = !if(distinctSources, differ, "") in {
        defm s.Name # rm # suffix : AVX512Masked<op, MRMSrcMem, s.Len, s.Dst,
                                                 !con(!dag(ins, [s.Dst, s.Mem], [a, b]), immIn), mn, srcs, s.MemN, 0,
                                                 prefers, masking, tied, memRemark>;
        if !gt(s.BcstCount, 0) then
          defm s.Name # rmb # suffix : AVX512Masked<op, MRMSrcMem, s.Len, s.Dst,
                                                    !con(!dag(ins, [s.Dst, s.Elt.Mem], [a, b]), immIn), mn,
                                                    !listconcat(["$" # a, "${" # b # "}" # s.Bcst], immText),
                                                    s.Elt.BcstN, 1, 0, masking, tied,
                                                    !if(remarkBroadcast, memRemark, "")>;
      }
      defm "" : AVX512EmbeddedForm<mn, op, s, embedded, !dag(ins, [s.Dst, s.Src], [a, b]), ["$" # a, "$" # b], imm,
                                   masking, tied>;
    }
  }
}

// dst = op src in each shape (no EVEX.vvvv); with `imm`, an immediate
// byte after the source (first in AT&T).
multiclass AVX512UnaryOp<string mn, EvexOp op, list<VShape> shapes, bit vexTwin = 0, string masking = "kz",
                         string embedded = "", bit imm = 0, string remark = "", Operand immOp = ubyte_imm> {
  defvar immIn = !if(imm, (ins immOp:$imm), (ins));
  defvar immText = !if(imm, ["$imm"], []<string>);
  defvar suffix = !if(imm, "i", "");
  foreach s = shapes in
  let VexLIG = s.LIG in {
    defvar prefers = !and(vexTwin, !ne(s.Len.Name, "Z"));
    defm s.Name # rr # suffix : AVX512Masked<op, MRMSrcReg, s.Len, s.Dst, !con((ins s.Src:$src), immIn), mn,
                                             !listconcat(["$src"], immText), 1, 0, prefers, masking, 0, remark>;
    let mayLoad = 1 in {
      defm s.Name # rm # suffix : AVX512Masked<op, MRMSrcMem, s.Len, s.Dst, !con((ins s.Mem:$src), immIn), mn,
                                               !listconcat(["$src"], immText), s.MemN, 0, prefers, masking, 0,
                                               !subst("$src", "mem", remark)>;
      if !gt(s.BcstCount, 0) then
        defm s.Name # rmb # suffix : AVX512Masked<op, MRMSrcMem, s.Len, s.Dst, !con((ins s.Elt.Mem:$src), immIn), mn,
                                                  !listconcat(["${src}" # s.Bcst], immText), s.Elt.BcstN, 1, 0,
                                                  masking>;
    }
    defm "" : AVX512EmbeddedForm<mn, op, s, embedded, (ins s.Src:$src), ["$src"], imm, masking, 0>;
  }
}

// dst = op(src, imm) with the opcode's ModRM.reg extension `digit`: the
// destination in EVEX.vvvv, the source a register, memory or broadcast
// in ModRM.rm (shifts and rotates by an immediate).
multiclass AVX512DigitImmOp<string mn, EvexOp op, int digit, list<VShape> shapes, bit vexTwin = 0,
                            string masking = "kz", string remark = "", Operand immOp = ubyte_imm> {
  defvar reg = !cast<ModRMForm>("MRM" # digit # "r");
  defvar mem = !cast<ModRMForm>("MRM" # digit # "m");
  foreach s = shapes in {
    defvar prefers = !and(vexTwin, !ne(s.Len.Name, "Z"));
    let VexVvvv = 1 in {
      defm s.Name # ri : AVX512Masked<op, reg, s.Len, s.Dst, (ins s.Src:$src1, immOp:$src2), mn,
                                      ["$src1", "$src2"], 1, 0, prefers, masking, 0, remark>;
      // AVX shifts by an immediate only registers.
      let mayLoad = 1 in {
        defm s.Name # mi : AVX512Masked<op, mem, s.Len, s.Dst, (ins s.Mem:$src1, immOp:$src2), mn,
                                        ["$src1", "$src2"], s.MemN, 0, 0, masking, 0, remark>;
        if !gt(s.BcstCount, 0) then
          defm s.Name # mbi : AVX512Masked<op, mem, s.Len, s.Dst, (ins s.Elt.Mem:$src1, ubyte_imm:$src2), mn,
                                           ["${src1}" # s.Bcst, "$src2"], s.Elt.BcstN, 1, 0, masking>;
      }
    }
  }
}

//===-- Remarks -----------------------------------------------------------===//

// Elements `idx` of register `reg` (`$src1`), each on its own: the
// listing merges adjacent ones of one register (`zmm1[0,0,2,2]`).
class Elements<string reg, list<int> idx> {
  string S = !interleave(!foreach(i, idx, reg # "[" # i # "]"), ",");
}

// What an unpack computes: the low (or `high`) halves of each 128-bit
// lane of src1 and src2, element by element.
class AVX512UnpackRemark<AVX512Length len, int eltBits, bit high> {
  int PerLane = !div(128, eltBits);
  list<int> Lanes = !range(!div(len.Bytes, 16));
  string S = !interleave(!foreach(l, Lanes,
                                  !interleave(!foreach(i, !range(!div(PerLane, 2)),
                                                       Elements<"$src1", [!add(!mul(l, PerLane), i,
                                                                               !mul(high, !div(PerLane, 2)))]>.S # "," #
                                                       Elements<"$src2", [!add(!mul(l, PerLane), i,
                                                                               !mul(high, !div(PerLane, 2)))]>.S),
                                              ",")),
                         ",");
}

// An immediate byte that selects a shuffle: printed as a number, and in
// a remark (`${imm:pshuf.32}`) as the shuffle it selects, by the named
// decoder and element size (shuffle.rs). Read back unsigned, as llvm-mc
// prints it.
def shuffle_imm : X86Imm<i8, ImmUByteAsmOperand, 1, "sample_byte", "accepts_immediate", 0> {
  let PrintMethod = "print_shuffle_immediate";
}
// The remark of a shuffle by an immediate named `imm`.
class ShuffleRemark<string decoder, int width, string imm = "imm"> {
  string S = "${" # imm # ":" # decoder # "." # width # "}";
}

// Another mnemonic for the register (rr) and broadcast (rmb) forms of
// the records `rec`, masked or not, which the assembler takes and the
// printer does not write.
multiclass AVX512SpelledAs<string mn, string rec, RegisterClass dst, DAGOperand src, Operand elt, string bcst,
                           bit hasBcst = 1> {
  def : InstAlias<AVX512Asm<mn, ["$src"], "$dst">.S, (!cast<Instruction>(rec # "rr") dst:$dst, src:$src), 0>;
  def : InstAlias<AVX512Asm<mn, ["$src"], "$dst {${mask}}">.S,
                  (!cast<Instruction>(rec # "rrk") dst:$dst, opmask:$mask, src:$src), 0>;
  def : InstAlias<AVX512Asm<mn, ["$src"], "$dst {${mask}} {z}">.S,
                  (!cast<Instruction>(rec # "rrkz") dst:$dst, opmask:$mask, src:$src), 0>;
  if hasBcst then {
    def : InstAlias<AVX512Asm<mn, ["${src}" # bcst], "$dst">.S, (!cast<Instruction>(rec # "rmb") dst:$dst, elt:$src), 0>;
    def : InstAlias<AVX512Asm<mn, ["${src}" # bcst], "$dst {${mask}}">.S,
                    (!cast<Instruction>(rec # "rmbk") dst:$dst, opmask:$mask, elt:$src), 0>;
    def : InstAlias<AVX512Asm<mn, ["${src}" # bcst], "$dst {${mask}} {z}">.S,
                    (!cast<Instruction>(rec # "rmbkz") dst:$dst, opmask:$mask, elt:$src), 0>;
  }
}
