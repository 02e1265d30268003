//===- AArch64Atomics.td - exclusive, ordered and atomic accesses for tdc -===//
//
// Load and store exclusive (and their acquire/release forms), load-acquire
// and store-release, the LORegion forms (lor), compare-and-swap and the
// atomic memory operations (lse), load-acquire RCpc (rcpc, rcpc-immo),
// and the unprivileged loads and stores.
//
//===----------------------------------------------------------------------===//

// An access size: size field, register class, suffix of the mnemonic.
class AccessSize<bits<2> size, RegisterClass rc, string suffix> {
  bits<2> Size = size;
  RegisterClass R = rc;
  string Suffix = suffix;
}
def AccB : AccessSize<0b00, GPR32, "b">;
def AccH : AccessSize<0b01, GPR32, "h">;
def AccW : AccessSize<0b10, GPR32, "">;
def AccX : AccessSize<0b11, GPR64, "">;
defvar AccBHWX = [AccB, AccH, AccW, AccX];

// The base of an exclusive or ordered access, which may be written with
// `, #0`.
def GPR64sp0 : RegisterOperand<GPR64sp> {
  let ParserMatchClass = A64CustomAsm<"GPR64sp0", "parse_gpr64sp0">;
}

// The exclusive group: size 001000 o2 L o1 Rs o0 Rt2 Rn Rt; a register
// the form does not use is 11111.
class Exclusive<bits<2> size, bit o2, bit L, bit o1, bit o0, string mnemonic, dag outs, dag ins, string operands,
                bit rs = 0, bit rt2 = 0>
    : A64Inst<outs, ins, mnemonic, operands> {
  bits<5> Rs;
  bits<5> Rt2;
  bits<5> Rn;
  bits<5> Rt;
  let Inst{31-30} = size;
  let Inst{29-24} = 0b001000;
  let Inst{23} = o2;
  let Inst{22} = L;
  let Inst{21} = o1;
  let Inst{20-16} = !if(rs, Rs, 0b11111);
  let Inst{15} = o0;
  let Inst{14-10} = !if(rt2, Rt2, 0b11111);
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rt;
  // The processor (and llvm-mc) does not look at a register field the
  // form does not use.
  let DecodeIgnore{20-16} = !if(rs, 0b00000, 0b11111);
  let DecodeIgnore{14-10} = !if(rt2, 0b00000, 0b11111);
  let mayLoad = L;
  let mayStore = !not(L);
}

foreach a = AccBHWX in {
  defvar sfx = a.Suffix;
  foreach o0 = [0, 1] in {
    defvar ld = !if(o0, "ldaxr", "ldxr") # sfx;
    defvar st = !if(o0, "stlxr", "stxr") # sfx;
    def !toupper(ld) # a.Size : Exclusive<a.Size, 0, 1, 0, o0, ld, (outs a.R:$Rt), (ins GPR64sp0:$Rn), "$Rt, [$Rn]">;
    def !toupper(st) # a.Size : Exclusive<a.Size, 0, 0, 0, o0, st, (outs GPR32:$Rs), (ins a.R:$Rt, GPR64sp0:$Rn),
                                          "$Rs, $Rt, [$Rn]", 1> {
      let DistinctRegisters = "$Rs != $Rt: unpredictable STXR instruction, status is also a source; "
                              # "$Rs != $Rn: unpredictable STXR instruction, status is also a source";
    }
    defvar ldo = !if(o0, "ldar", "ldlar") # sfx;
    defvar sto = !if(o0, "stlr", "stllr") # sfx;
    let Predicates = !if(o0, []<Predicate>, [HasLOR]) in {
      def !toupper(ldo) # a.Size : Exclusive<a.Size, 1, 1, 0, o0, ldo, (outs a.R:$Rt), (ins GPR64sp0:$Rn), "$Rt, [$Rn]">;
      def !toupper(sto) # a.Size : Exclusive<a.Size, 1, 0, 0, o0, sto, (outs), (ins a.R:$Rt, GPR64sp0:$Rn), "$Rt, [$Rn]">;
    }
  }
}

// Pairs: w or x registers.
foreach a = [AccW, AccX] in
  foreach o0 = [0, 1] in {
    defvar ld = !if(o0, "ldaxp", "ldxp");
    defvar st = !if(o0, "stlxp", "stxp");
    def !toupper(ld) # a.Size : Exclusive<a.Size, 0, 1, 1, o0, ld, (outs a.R:$Rt, a.R:$Rt2), (ins GPR64sp0:$Rn),
                                          "$Rt, $Rt2, [$Rn]", 0, 1> {
      let DistinctRegisters = "$Rt != $Rt2: unpredictable LDXP instruction, Rt2==Rt";
    }
    def !toupper(st) # a.Size : Exclusive<a.Size, 0, 0, 1, o0, st, (outs GPR32:$Rs), (ins a.R:$Rt, a.R:$Rt2, GPR64sp0:$Rn),
                                          "$Rs, $Rt, $Rt2, [$Rn]", 1, 1> {
      let DistinctRegisters = "$Rs != $Rt: unpredictable STXP instruction, status is also a source; "
                              # "$Rs != $Rt2: unpredictable STXP instruction, status is also a source; "
                              # "$Rs != $Rn: unpredictable STXP instruction, status is also a source";
    }
  }

//===-- Compare and swap, atomic memory operations (lse) -------------------===//

// cas: size 001000 1 L 1 Rs o0 11111 Rn Rt; Rs is compared and replaced.
class CompareSwap<bits<2> size, bit L, bit o0, string mnemonic, RegisterClass rc>
    : A64Inst<(outs rc:$Rs), (ins rc:$Rs_in, rc:$Rt, GPR64sp:$Rn), mnemonic, "$Rs, $Rt, [$Rn]"> {
  bits<5> Rs;
  bits<5> Rn;
  bits<5> Rt;
  let Constraints = "$Rs = $Rs_in";
  let Inst{31-30} = size;
  let Inst{29-23} = 0b0010001;
  let Inst{22} = L;
  let Inst{21} = 1;
  let Inst{20-16} = Rs;
  let Inst{15} = o0;
  let Inst{14-10} = 0b11111;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rt;
  let mayLoad = 1;
  let mayStore = 1;
}
defvar AcqRel = ["", "a", "l", "al"];

// The destination of an acquiring atomic: llvm-mc notes that the zero
// register drops the acquire.
class AcquireDest<RegisterClass rc> : RegisterOperand<rc, "print_acquire_dest">;
def GPR32acq : AcquireDest<GPR32>;
def GPR64acq : AcquireDest<GPR64>;

// Compare-and-swap of register pairs (lse): 0 sz 001000 0 L 1 Rs o0
// 11111 Rn Rt, each pair written as its two registers (`x0, x1`).
class GPRPair<RegisterClass even> : RegisterOperand<even, "print_gpr_pair"> {
  let ParserMatchClass = A64CustomAsm<"GPRPair" # even, "parse_gpr_pair">;
}
def WPair : GPRPair<GPR32Even>;
def XPair : GPRPair<GPR64Even>;
let Predicates = [HasLSE] in
foreach sz = [0, 1] in
  foreach ar = AcqRel in {
    defvar mn = "casp" # ar;
    defvar pair = !if(sz, XPair, WPair);
    def !toupper(mn) # !if(sz, "X", "W") : A64Inst<(outs pair:$Rs), (ins pair:$Rs_in, pair:$Rt, GPR64sp:$Rn), mn,
                                                   "$Rs, $Rt, [$Rn]"> {
      bits<5> Rs;
      bits<5> Rn;
      bits<5> Rt;
      let Constraints = "$Rs = $Rs_in";
      let Inst{31} = 0;
      let Inst{30} = sz;
      let Inst{29-23} = 0b0010000;
      let Inst{22} = !or(!eq(ar, "a"), !eq(ar, "al"));
      let Inst{21} = 1;
      let Inst{20-16} = Rs;
      let Inst{15} = !or(!eq(ar, "l"), !eq(ar, "al"));
      let Inst{14-10} = 0b11111;
      let Inst{9-5} = Rn;
      let Inst{4-0} = Rt;
      let mayLoad = 1;
      let mayStore = 1;
    }
  }

// The atomic memory operations: size 111 0 00 A R 1 Rs o3 opc 00 Rn Rt.
class AtomicOp<bits<2> size, bit A, bit R, bit o3, bits<3> opc, string mnemonic, RegisterClass rc>
    : A64Inst<(outs !if(A, !if(!eq(size, 0b11), GPR64acq, GPR32acq), rc):$Rt), (ins rc:$Rs, GPR64sp:$Rn),
              mnemonic, "$Rs, $Rt, [$Rn]"> {
  bits<5> Rs;
  bits<5> Rn;
  bits<5> Rt;
  let Inst{31-30} = size;
  let Inst{29-24} = 0b111000;
  let Inst{23} = A;
  let Inst{22} = R;
  let Inst{21} = 1;
  let Inst{20-16} = Rs;
  let Inst{15} = o3;
  let Inst{14-12} = opc;
  let Inst{11-10} = 0b00;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rt;
  let mayLoad = 1;
  let mayStore = 1;
}

// (opc of o3 0: add, clr, eor, set, smax, smin, umax, umin)
defvar AtomicOps = ["add", "clr", "eor", "set", "smax", "smin", "umax", "umin"];
let Predicates = [HasLSE] in
foreach a = AccBHWX in
  foreach ar = AcqRel in {
    defvar A = !or(!eq(ar, "a"), !eq(ar, "al"));
    defvar R = !or(!eq(ar, "l"), !eq(ar, "al"));
    defvar cas = "cas" # ar # a.Suffix;
    def !toupper(cas) # a.Size : CompareSwap<a.Size, A, R, cas, a.R>;
    defvar swp = "swp" # ar # a.Suffix;
    def !toupper(swp) # a.Size : AtomicOp<a.Size, A, R, 1, 0b000, swp, a.R>;
    foreach i = 0...7 in {
      defvar ld = !strconcat("ld", AtomicOps[i], ar, a.Suffix);
      def !toupper(ld) # a.Size : AtomicOp<a.Size, A, R, 0, i, ld, a.R>;
      // st<op>: the load that discards its result (no acquire).
      if !not(A) then
        def : InstAlias<!strconcat("st", AtomicOps[i], ar, a.Suffix, "\t$Rs, [$Rn]"),
                        (!cast<Instruction>(!toupper(ld) # a.Size) !if(!eq(a.Size, 0b11), XZR, WZR), a.R:$Rs,
                         GPR64sp:$Rn)>;
    }
  }

// ldapr (rcpc): size 111 0 00 1 0 1 11111 1 100 00 Rn Rt.
let Predicates = [HasRCPC] in
foreach a = AccBHWX in
  def LDAPR # a.Suffix # a.Size : AtomicOp<a.Size, 1, 0, 1, 0b100, "ldapr" # a.Suffix, a.R> {
    let OutOperandList = (outs a.R:$Rt);
    let InOperandList = (ins GPR64sp0:$Rn);
    let AsmString = "ldapr" # a.Suffix # "\t$Rt, [$Rn]";
    let Inst{20-16} = 0b11111;
  }

//===-- Unscaled ordered and unprivileged accesses -------------------------===//

// size 011001 opc 0 imm9 00 Rn Rt (rcpc-immo), and size 111000 opc 0 imm9
// 10 Rn Rt (unprivileged).
class UnscaledAccess<bits<2> size, bits<6> group, bits<2> opc, bits<2> mode, string mnemonic, RegisterClass rc,
                     bit load>
    : A64Inst<!if(load, (outs rc:$Rt), (outs)), !con(!if(load, (ins), (ins rc:$Rt)), (ins GPR64sp:$Rn, simm9:$offset)),
              mnemonic, "$Rt, [$Rn, $offset]"> {
  bits<5> Rt;
  bits<5> Rn;
  bits<9> offset;
  let Inst{31-30} = size;
  let Inst{29-24} = group;
  let Inst{23-22} = opc;
  let Inst{21} = 0;
  let Inst{20-12} = offset;
  let Inst{11-10} = mode;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rt;
  let mayLoad = load;
  let mayStore = !not(load);
}
// (size, opc, mnemonic stem, register class of Rt, load)
class UnscaledKind<bits<2> size, bits<2> opc, string stem, RegisterClass rc, bit load, string sfx = ""> {
  bits<2> Size = size;
  bits<2> Opc = opc;
  string Stem = stem;
  RegisterClass R = rc;
  bit Load = load;
  string Sfx = sfx;
}
defvar UnscaledKinds = [
  UnscaledKind<0b00, 0b00, "st?rb", GPR32, 0>, UnscaledKind<0b00, 0b01, "ld?rb", GPR32, 1>,
  UnscaledKind<0b00, 0b10, "ld?rsb", GPR64, 1, "x">, UnscaledKind<0b00, 0b11, "ld?rsb", GPR32, 1, "w">,
  UnscaledKind<0b01, 0b00, "st?rh", GPR32, 0>, UnscaledKind<0b01, 0b01, "ld?rh", GPR32, 1>,
  UnscaledKind<0b01, 0b10, "ld?rsh", GPR64, 1, "x">, UnscaledKind<0b01, 0b11, "ld?rsh", GPR32, 1, "w">,
  UnscaledKind<0b10, 0b00, "st?r", GPR32, 0, "w">, UnscaledKind<0b10, 0b01, "ld?r", GPR32, 1, "w">,
  UnscaledKind<0b10, 0b10, "ld?rsw", GPR64, 1>, UnscaledKind<0b11, 0b00, "st?r", GPR64, 0, "x">,
  UnscaledKind<0b11, 0b01, "ld?r", GPR64, 1, "x">];
foreach k = UnscaledKinds in {
  defvar unpriv = !subst("?", "t", k.Stem);
  def !toupper(unpriv) # k.Sfx # i : UnscaledAccess<k.Size, 0b111000, k.Opc, 0b10, unpriv, k.R, k.Load>;
  def : InstAlias<unpriv # "\t$Rt, [$Rn]", (!cast<Instruction>(!toupper(unpriv) # k.Sfx # "i") k.R:$Rt, GPR64sp:$Rn, 0)>;
  // ldapur/stlur: st?r is stlur, ld?r is ldapur.
  defvar ordered = !subst("st?r", "stlur", !subst("ld?r", "ldapur", k.Stem));
  let Predicates = [HasRCPC_IMMO] in {
    def !toupper(ordered) # k.Sfx # i : UnscaledAccess<k.Size, 0b011001, k.Opc, 0b00, ordered, k.R, k.Load>;
    def : InstAlias<ordered # "\t$Rt, [$Rn]", (!cast<Instruction>(!toupper(ordered) # k.Sfx # "i") k.R:$Rt, GPR64sp:$Rn, 0)>;
  }
}

// ldapur/stlur of SIMD&FP registers (rcpc3): size 011101 opc 0 imm9 10
// Rn Rt; q is size 00 with opc 1x.
class FPOrdered<string letter, bits<2> size, bit q, RegisterClass rc> {
  string Letter = letter;
  bits<2> Size = size;
  bits<2> Opc = !if(q, 0b10, 0b00);
  RegisterClass R = rc;
}
foreach f = [FPOrdered<"B", 0b00, 0, FPR8>, FPOrdered<"H", 0b01, 0, FPR16>, FPOrdered<"S", 0b10, 0, FPR32>,
             FPOrdered<"D", 0b11, 0, FPR64>, FPOrdered<"Q", 0b00, 1, FPR128>] in
  foreach load = [0, 1] in {
    defvar mn = !if(load, "ldapur", "stlur");
    let Predicates = [HasRCPC3, HasNEON] in {
      def !toupper(mn) # "FP" # f.Letter # "i" : UnscaledAccess<f.Size, 0b011101, !or(f.Opc, load), 0b10, mn, f.R, load>;
      def : InstAlias<mn # "\t$Rt, [$Rn]", (!cast<Instruction>(!toupper(mn) # "FP" # f.Letter # "i") f.R:$Rt, GPR64sp:$Rn, 0)>;
    }
  }

//===-- rcpc3: ordered pairs and writeback forms ---------------------------===//
//
// size 011001 opc 0 Rt2 opc2 10 Rn Rt: ldiapp/stilp (opc 01/00) of a pair,
// opc2 0001 without offset, 0000 with writeback (ldiapp after, stilp before
// the access, by the pair's size); ldapr/stlr (opc 11/10, Rt2 00000) with
// writeback by the register's size.
class RCPC3<bits<2> size, bits<2> opc, bits<4> opc2, dag outs, dag ins, string mnemonic, string operands>
    : A64Inst<outs, ins, mnemonic, operands> {
  bits<5> Rt;
  bits<5> Rn;
  let Inst{31-30} = size;
  let Inst{29-24} = 0b011001;
  let Inst{23-22} = opc;
  let Inst{21} = 0;
  let Inst{15-12} = opc2;
  let Inst{11-10} = 0b10;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rt;
  let mayLoad = opc{0};
  let mayStore = !not(opc{0});
}
let Predicates = [HasRCPC3] in
foreach x = [0, 1] in {
  defvar rc = !if(x, GPR64, GPR32);
  defvar sfx = !if(x, "x", "w");
  defvar pair = !if(x, "16", "8");
  defvar one = !if(x, "8", "4");
  foreach load = [0, 1] in {
    defvar mn = !if(load, "ldiapp", "stilp");
    defvar regs = !if(load, (outs rc:$Rt, rc:$Rt2), (outs));
    defvar srcs = !if(load, (ins), (ins rc:$Rt, rc:$Rt2));
    def !toupper(mn) # sfx : RCPC3<!if(x, 0b11, 0b10), {0, load}, 0b0001, regs, !con(srcs, (ins GPR64sp0:$Rn)), mn,
                                   "$Rt, $Rt2, [$Rn]"> {
      bits<5> Rt2;
      let Inst{20-16} = Rt2;
    }
    def !toupper(mn) # sfx # _wb
        : RCPC3<!if(x, 0b11, 0b10), {0, load}, 0b0000, !con((outs GPR64sp:$wback), regs),
                !con(srcs, (ins !if(load, GPR64sp0, GPR64sp):$Rn)),
                mn, !if(load, "$Rt, $Rt2, [$Rn], #" # pair, "$Rt, $Rt2, [$Rn, #-" # pair # "]!")> {
      bits<5> Rt2;
      let Constraints = "$Rn = $wback";
      let Inst{20-16} = Rt2;
    }
  }
  def LDAPR # sfx # _wb : RCPC3<!if(x, 0b11, 0b10), 0b11, 0b0000, (outs GPR64sp:$wback, rc:$Rt), (ins GPR64sp:$Rn),
                                "ldapr", "$Rt, [$Rn], #" # one> {
    let Constraints = "$Rn = $wback";
    let Inst{20-16} = 0b00000;
  }
  def STLR # sfx # _wb : RCPC3<!if(x, 0b11, 0b10), 0b10, 0b0000, (outs GPR64sp:$wback), (ins rc:$Rt, GPR64sp:$Rn),
                               "stlr", "$Rt, [$Rn, #-" # one # "]!"> {
    let Constraints = "$Rn = $wback";
    let Inst{20-16} = 0b00000;
  }
}

//===-- 128-bit atomics (lse128) and read-check-write (the, d128) ----------===//

// Pairs: 0 S 011001 A R 1 Rt2 op(15-10) Rn Rt. The two registers (not
// xzr) are read and written: swpp, ldclrp and ldsetp of lse128, and the
// read-check-write rcw*p (S: the "s" forms, which also check the
// permission overlay).
class AtomicPair<bit S, bit A, bit R, bits<6> op, string mnemonic>
    : A64Inst<(outs GPR64common:$Rt, GPR64common:$Rt2), (ins GPR64common:$Rt_in, GPR64common:$Rt2_in, GPR64sp:$Rn),
              mnemonic, "$Rt, $Rt2, [$Rn]"> {
  bits<5> Rt;
  bits<5> Rt2;
  bits<5> Rn;
  let Constraints = "$Rt = $Rt_in, $Rt2 = $Rt2_in";
  let Inst{31} = 0;
  let Inst{30} = S;
  let Inst{29-24} = 0b011001;
  let Inst{23} = A;
  let Inst{22} = R;
  let Inst{21} = 1;
  let Inst{20-16} = Rt2;
  let Inst{15-10} = op;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rt;
  let mayLoad = 1;
  let mayStore = 1;
}

// Read-check-write of one register: 0 S 111000 A R 1 Rs op Rn Rt, as the
// atomic memory operations (Rt gets the old value).
class RCWSingle<bit S, bit A, bit R, bits<6> op, string mnemonic>
    : A64Inst<(outs GPR64:$Rt), (ins GPR64:$Rs, GPR64sp:$Rn), mnemonic, "$Rs, $Rt, [$Rn]"> {
  bits<5> Rs;
  bits<5> Rn;
  bits<5> Rt;
  let Inst{31} = 0;
  let Inst{30} = S;
  let Inst{29-24} = 0b111000;
  let Inst{23} = A;
  let Inst{22} = R;
  let Inst{21} = 1;
  let Inst{20-16} = Rs;
  let Inst{15-10} = op;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rt;
  let mayLoad = 1;
  let mayStore = 1;
}

// Read-check-write compare-and-swap: 0 S 011001 A R 1 Rs 00001 P Rn Rt,
// of one register or (P, d128) of an even pair, as casp.
class RCWCompareSwap<bit S, bit A, bit R, bit P, string mnemonic, DAGOperand rc>
    : A64Inst<(outs rc:$Rs), (ins rc:$Rs_in, rc:$Rt, GPR64sp:$Rn), mnemonic, "$Rs, $Rt, [$Rn]"> {
  bits<5> Rs;
  bits<5> Rn;
  bits<5> Rt;
  let Constraints = "$Rs = $Rs_in";
  let Inst{31} = 0;
  let Inst{30} = S;
  let Inst{29-24} = 0b011001;
  let Inst{23} = A;
  let Inst{22} = R;
  let Inst{21} = 1;
  let Inst{20-16} = Rs;
  let Inst{15-11} = 0b00001;
  let Inst{10} = P;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rt;
  let mayLoad = 1;
  let mayStore = 1;
}

foreach ar = AcqRel in {
  defvar A = !or(!eq(ar, "a"), !eq(ar, "al"));
  defvar R = !or(!eq(ar, "l"), !eq(ar, "al"));
  let Predicates = [HasLSE128] in {
    def LDCLRP # !toupper(ar) : AtomicPair<0, A, R, 0b000100, "ldclrp" # ar>;
    def LDSETP # !toupper(ar) : AtomicPair<0, A, R, 0b001100, "ldsetp" # ar>;
    def SWPP # !toupper(ar) : AtomicPair<0, A, R, 0b100000, "swpp" # ar>;
  }
  foreach S = [0, 1] in {
    defvar s = !if(S, "s", "");
    foreach o = ["clr", "set", "swp"] in {
      defvar op = !cond(!eq(o, "clr"): 0b100100, !eq(o, "set"): 0b101100, true: 0b101000);
      let Predicates = [HasTHE] in
      def RCW # !toupper(s # o # ar) : RCWSingle<S, A, R, op, "rcw" # s # o # ar>;
      let Predicates = [HasTHE, HasD128] in
      def RCW # !toupper(s # o # "p" # ar) : AtomicPair<S, A, R, op, "rcw" # s # o # "p" # ar>;
    }
    let Predicates = [HasTHE] in
    def RCW # !toupper(s # "cas" # ar) : RCWCompareSwap<S, A, R, 0, "rcw" # s # "cas" # ar, GPR64>;
    let Predicates = [HasTHE, HasD128] in
    def RCW # !toupper(s # "casp" # ar) : RCWCompareSwap<S, A, R, 1, "rcw" # s # "casp" # ar, XPair>;
  }
}

// Load-acquire RCpc and store-release of one 64-bit lane (rcpc3): 0 idx
// 0011010 L 000001100001 Rn Vt.
let Predicates = [HasRCPC3, HasNEON] in
foreach L = [0, 1] in
  let AppleSuffix = "" in  // llvm-mc reads them in the generic syntax only
  def !if(L, "LDAP1", "STL1") : A64Inst<!if(L, (outs VecList1d:$Vt), (outs)),
                                        !con(!if(L, (ins VecList1d:$Vt_in), (ins VecList1d:$Vt)),
                                             (ins VecIndexD:$idx, GPR64sp0:$Rn)),
                                        !if(L, "ldap1", "stl1"), "$Vt$idx, [$Rn]"> {
    bits<5> Vt;
    bits<5> Rn;
    bits<1> idx;
    let Constraints = !if(L, "$Vt = $Vt_in", "");
    let Inst{31} = 0;
    let Inst{30} = idx;
    let Inst{29-23} = 0b0011010;
    let Inst{22} = L;
    let Inst{21-10} = 0b000001100001;
    let Inst{9-5} = Rn;
    let Inst{4-0} = Vt;
    let mayLoad = L;
    let mayStore = !not(L);
  }
