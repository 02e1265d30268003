//===- X86InstrAVX512Mask.td - opmask instructions ---------*- tablegen -*-===//
//
// Logic, arithmetic, shifts, tests and moves on the opmask registers
// K0-K7, by width: b (8 bits), w (16), d (32), q (64). They are VEX
// encoded: map 0F, 66 for b and d, none for w and q, W1 for d and q; the
// binary ones with VEX.L1 (src1 in VEX.vvvv).
//
//===----------------------------------------------------------------------===//

// One mask width: its letter, mandatory prefix and VEX.W.
class MaskWidth<string letter, list<int> prefix, bit w, RegisterClass gpr, Operand mem, list<int> gprPrefix> {
  string Letter = letter;
  string Upper = !toupper(letter);
  list<int> Prefix = prefix;
  bit W = w;
  // kmov with a general register (W0 except for q) and memory.
  RegisterClass GPR = gpr;
  Operand Mem = mem;
  list<int> GPRPrefix = gprPrefix;
}
def MaskB : MaskWidth<"b", [0x66], 0, GR32, i8mem, [0x66]>;
def MaskW : MaskWidth<"w", [], 0, GR32, i16mem, []>;
def MaskD : MaskWidth<"d", [0x66], 1, GR32, i32mem, [0xF2]>;
def MaskQ : MaskWidth<"q", [], 1, GR64, i64mem, [0xF2]>;
defvar MaskWidths = [MaskB, MaskW, MaskD, MaskQ];

class MaskInst<list<int> opcode, ModRMForm form, dag outs, dag ins, string mn, list<string> srcs, string dst,
               list<int> prefix, bit w, bit l = 0>
    : X86Inst<opcode, form, outs, ins, AVX512Asm<mn, srcs, dst>.S, prefix, w> {
  let Vex = 1;
  let VexL = l;
}

foreach m = MaskWidths in {
  foreach op = ["kand", "kandn", "kor", "kxnor", "kxor", "kadd"] in {
    defvar opcode = !cond(!eq(op, "kand") : 0x41, !eq(op, "kandn") : 0x42, !eq(op, "kor") : 0x45,
                          !eq(op, "kxnor") : 0x46, !eq(op, "kxor") : 0x47, true : 0x4A);
    let VexVvvv = 1 in
    def !toupper(op) # m.Upper # rr : MaskInst<[0x0F, opcode], MRMSrcReg, (outs VK:$dst), (ins VK:$src1, VK:$src2),
                                               op # m.Letter, ["$src1", "$src2"], "$dst", m.Prefix, m.W, 1>;
  }
  def KNOT # m.Upper # rr : MaskInst<[0x0F, 0x44], MRMSrcReg, (outs VK:$dst), (ins VK:$src), "knot" # m.Letter,
                                     ["$src"], "$dst", m.Prefix, m.W>;
  let Defs = [EFLAGS] in {
    def KORTEST # m.Upper # rr : MaskInst<[0x0F, 0x98], MRMSrcReg, (outs), (ins VK:$src1, VK:$src2),
                                          "kortest" # m.Letter, ["$src1", "$src2"], "", m.Prefix, m.W>;
    def KTEST # m.Upper # rr : MaskInst<[0x0F, 0x99], MRMSrcReg, (outs), (ins VK:$src1, VK:$src2), "ktest" # m.Letter,
                                        ["$src1", "$src2"], "", m.Prefix, m.W>;
  }
  // Shifts by an immediate (map 0F 3A, 66): right 30/31, left 32/33, the
  // odd opcode for d and q, W1 for w and q.
  defvar shiftW = !or(!eq(m.Letter, "w"), !eq(m.Letter, "q"));
  defvar shiftOdd = !or(!eq(m.Letter, "d"), !eq(m.Letter, "q"));
  def KSHIFTR # m.Upper # ri : MaskInst<[0x0F, 0x3A, !add(0x30, shiftOdd)], MRMSrcReg, (outs VK:$dst),
                                        (ins VK:$src, ubyte_imm:$imm), "kshiftr" # m.Letter, ["$src", "$imm"], "$dst",
                                        [0x66], shiftW>;
  def KSHIFTL # m.Upper # ri : MaskInst<[0x0F, 0x3A, !add(0x32, shiftOdd)], MRMSrcReg, (outs VK:$dst),
                                        (ins VK:$src, ubyte_imm:$imm), "kshiftl" # m.Letter, ["$src", "$imm"], "$dst",
                                        [0x66], shiftW>;
  // Moves: between masks or from memory (90), to memory (91), from and
  // to a general register (92, 93); also in EVEX (APX: for %r16-%r31 or
  // under `{evex}`, as GPExtEncoding says; between masks only under
  // `{evex}`, and listed with it, as llvm-mc lists it).
  defvar mn = "kmov" # m.Letter;
  foreach e = VexAndEvex in
  let Vex = !not(e.Evex), Evex = e.Evex, PrefersVex = e.Evex in {
    let PrefersVex = 0, ExplicitEvex = e.Evex in
      def KMOV # m.Upper # kk # e.Tag : MaskInst<[0x0F, 0x90], MRMSrcReg, (outs VK:$dst), (ins VK:$src), mn, ["$src"],
                                                 "$dst", m.Prefix, m.W>;
    def KMOV # m.Upper # km # e.Tag : MaskInst<[0x0F, 0x90], MRMSrcMem, (outs VK:$dst), (ins m.Mem:$src), mn, ["$src"],
                                               "$dst", m.Prefix, m.W> {
      let mayLoad = 1;
    }
    def KMOV # m.Upper # mk # e.Tag : MaskInst<[0x0F, 0x91], MRMDestMem, (outs), (ins m.Mem:$dst, VK:$src), mn,
                                               ["$src"], "$dst", m.Prefix, m.W> {
      let mayStore = 1;
    }
    def KMOV # m.Upper # kr # e.Tag : MaskInst<[0x0F, 0x92], MRMSrcReg, (outs VK:$dst), (ins m.GPR:$src), mn, ["$src"],
                                               "$dst", m.GPRPrefix, !eq(m.Letter, "q")>;
    def KMOV # m.Upper # rk # e.Tag : MaskInst<[0x0F, 0x93], MRMSrcReg, (outs m.GPR:$dst), (ins VK:$src), mn, ["$src"],
                                               "$dst", m.GPRPrefix, !eq(m.Letter, "q")>;
  }
}
// Concatenating two masks of half the width (VEX.L1).
let VexVvvv = 1 in {
  def KUNPCKBWrr : MaskInst<[0x0F, 0x4B], MRMSrcReg, (outs VK:$dst), (ins VK:$src1, VK:$src2), "kunpckbw",
                            ["$src1", "$src2"], "$dst", [0x66], 0, 1>;
  def KUNPCKWDrr : MaskInst<[0x0F, 0x4B], MRMSrcReg, (outs VK:$dst), (ins VK:$src1, VK:$src2), "kunpckwd",
                            ["$src1", "$src2"], "$dst", [], 0, 1>;
  def KUNPCKDQrr : MaskInst<[0x0F, 0x4B], MRMSrcReg, (outs VK:$dst), (ins VK:$src1, VK:$src2), "kunpckdq",
                            ["$src1", "$src2"], "$dst", [], 1, 1>;
}
