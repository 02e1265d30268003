//===- AArch64SME2.td - SME2's multi-vector instructions for tdc -----------===//
//
// Instructions on groups of two or four Z registers (`{z0.s, z1.s}`,
// `{z4.b - z7.b}`, the first a multiple of the group's size): the
// destructive arithmetic with a single or a multi-vector second operand,
// the clamps, conversions, roundings, unpacks, zips and the narrowing
// conversions and shifts.
//
//===----------------------------------------------------------------------===//

// The group operand of `n` registers of a size (1: a single register).
class ZGroup<int n, SVESize sz> {
  DAGOperand Op = !cond(!eq(n, 1): sz.Z,
                        true: !cast<DAGOperand>(!if(!eq(n, 2), "ZZ_", "ZZZZ_") # sz.Name));
}
def SveQ : SVESize<0b00, "q", ZPR128, PPR8, 128>;

// From the instruction's word with every operand zero: Zd (a group of
// nd at bits 4-0, its first register's number divided by nd) and Zn (nn
// at bits 9-5).
class SME2DN<bits<32> base, int nd, int nn, dag outs, dag ins, string mnemonic, string operands>
    : A64Inst<outs, ins, mnemonic, operands> {
  bits<5> Zd;
  bits<5> Zn;
  let Inst{31-10} = base{31-10};
  let Inst{9-5} = !cond(!eq(nn, 1): Zn, !eq(nn, 2): {Zn{4-1}, base{5}}, true: {Zn{4-2}, base{6-5}});
  let Inst{4-0} = !cond(!eq(nd, 1): Zd, !eq(nd, 2): {Zd{4-1}, base{0}}, true: {Zd{4-2}, base{1-0}});
}

// Zdn = Zdn op Zm for a group of n: Zm single (z0-z15 at bits 19-16) or a
// group of n (at bits 20-16). 11000001 size then for a single Zm 10 Zm
// 1010 vg4 opc, for a group 1 Zm 0 1011 vg4 opc; Zdn, and the low bit o.
class SME2Destructive<bits<6> opc, bit o, int n, bit multi, SVESize sz, string mnemonic>
    : A64Inst<(outs ZGroup<n, sz>.Op:$Zdn),
              (ins ZGroup<n, sz>.Op:$Zdn_in, !if(multi, ZGroup<n, sz>.Op, !cast<DAGOperand>("ZPR4b" # sz.Bits)):$Zm),
              mnemonic, "$Zdn, $Zdn_in, $Zm"> {
  bits<5> Zdn;
  bits<5> Zm;
  let Constraints = "$Zdn = $Zdn_in";
  let Inst{31-24} = 0b11000001;
  let Inst{23-22} = sz.Size;
  let Inst{21} = 1;
  let Inst{20-16} = !cond(!not(multi): {0, Zm{3-0}}, !eq(n, 2): {Zm{4-1}, 0}, true: {Zm{4-2}, 0b00});
  let Inst{15-12} = !if(multi, 0b1011, 0b1010);
  let Inst{11} = !eq(n, 4);
  let Inst{10-5} = opc;
  let Inst{4-1} = !if(!eq(n, 2), Zdn{4-1}, {Zdn{4-2}, 0});
  let Inst{0} = o;
}
multiclass SME2DestructiveForms<bits<6> opc, bit o, string mnemonic, list<SVESize> sizes, bit single = 1,
                                bit multi = 1> {
  foreach sz = sizes in
    foreach n = [2, 4] in {
      if single then
        def _VG # n # _ # n # ZZ_ # !toupper(sz.Name) : SME2Destructive<opc, o, n, 0, sz, mnemonic>;
      if multi then
        def _VG # n # _ # n # Z # n # Z_ # !toupper(sz.Name) : SME2Destructive<opc, o, n, 1, sz, mnemonic>;
    }
}

let Predicates = [HasSME2] in {
  defm SMAX : SME2DestructiveForms<0b000000, 0, "smax", SveBHSD>;
  defm UMAX : SME2DestructiveForms<0b000000, 1, "umax", SveBHSD>;
  defm SMIN : SME2DestructiveForms<0b000001, 0, "smin", SveBHSD>;
  defm UMIN : SME2DestructiveForms<0b000001, 1, "umin", SveBHSD>;
  defm SRSHL : SME2DestructiveForms<0b010001, 0, "srshl", SveBHSD>;
  defm URSHL : SME2DestructiveForms<0b010001, 1, "urshl", SveBHSD>;
  defm SQDMULH : SME2DestructiveForms<0b100000, 0, "sqdmulh", SveBHSD>;
  defm ADD : SME2DestructiveForms<0b011000, 0, "add", SveBHSD, 1, 0>;
  defm FMAX : SME2DestructiveForms<0b001000, 0, "fmax", SveHSD>;
  defm FMIN : SME2DestructiveForms<0b001000, 1, "fmin", SveHSD>;
  defm FMAXNM : SME2DestructiveForms<0b001001, 0, "fmaxnm", SveHSD>;
  defm FMINNM : SME2DestructiveForms<0b001001, 1, "fminnm", SveHSD>;
}
// The bfloat16 forms take size 00 with half-precision registers.
def SveBF : SVESize<0b00, "h", ZPR16, PPR16, 16>;
let Predicates = [HasSME2, HasB16B16] in {
  defm BFMAX : SME2DestructiveForms<0b001000, 0, "bfmax", [SveBF]>;
  defm BFMIN : SME2DestructiveForms<0b001000, 1, "bfmin", [SveBF]>;
  defm BFMAXNM : SME2DestructiveForms<0b001001, 0, "bfmaxnm", [SveBF]>;
  defm BFMINNM : SME2DestructiveForms<0b001001, 1, "bfminnm", [SveBF]>;
}
let Predicates = [HasSME2, HasFP8] in
defm FSCALE : SME2DestructiveForms<0b001100, 0, "fscale", SveHSD>;
let Predicates = [HasSME2, HasFAMINMAX] in {
  defm FAMAX : SME2DestructiveForms<0b001010, 0, "famax", SveHSD, 0>;
  defm FAMIN : SME2DestructiveForms<0b001010, 1, "famin", SveHSD, 0>;
}

// Clamps: 11000001 size 1 Zm 1100 vg4 int Zn Zd o, Zd a group and also
// the value clamped.
class SME2Clamp<bit integer, bit o, int n, SVESize sz, string mnemonic>
    : SME2DN<!or(0xc120c000, !shl(sz.Size, 22), !shl(!eq(n, 4), 11), !shl(integer, 10), o), n, 1,
             (outs ZGroup<n, sz>.Op:$Zd), (ins ZGroup<n, sz>.Op:$Zd_in, sz.Z:$Zn, sz.Z:$Zm), mnemonic,
             "$Zd, $Zn, $Zm"> {
  bits<5> Zm;
  let Constraints = "$Zd = $Zd_in";
  let Inst{20-16} = Zm;
}
foreach n = [2, 4] in {
  let Predicates = [HasSME2] in {
    foreach sz = SveBHSD in {
      def SCLAMP_VG # n # _ # n # Z # n # Z_ # !toupper(sz.Name) : SME2Clamp<1, 0, n, sz, "sclamp">;
      def UCLAMP_VG # n # _ # n # Z # n # Z_ # !toupper(sz.Name) : SME2Clamp<1, 1, n, sz, "uclamp">;
    }
    foreach sz = SveHSD in
      def FCLAMP_VG # n # _ # n # Z # n # Z_ # !toupper(sz.Name) : SME2Clamp<0, 0, n, sz, "fclamp">;
  }
  let Predicates = [HasSME2, HasB16B16] in
  def BFCLAMP_VG # n # _ # n # ZZZ_H : SME2Clamp<0, 0, n, SveBF, "bfclamp">;
}

// One-source operations on groups: 11000001 size 1 vg4 op(5) 111000 Zn
// Zd, from a group to a group of the same size (or from a single register
// to a pair, or from a group to a single register).
class SME2Unary<bits<32> base, int nd, int nn, DAGOperand zd, DAGOperand zn, string mnemonic>
    : SME2DN<base, nd, nn, (outs zd:$Zd), (ins zn:$Zn), mnemonic, "$Zd, $Zn">;

let Predicates = [HasSME2] in {
  foreach n = [2, 4] in {
    defvar vg4 = !if(!eq(n, 4), 0x100000, 0);
    defvar zs = ZGroup<n, SveS>.Op;
    // Conversions between single precision and 32-bit integers (U at bit 5).
    foreach o = [Op<"fcvtzs", 0xc121e000>, Op<"fcvtzu", 0xc121e020>, Op<"scvtf", 0xc122e000>,
                 Op<"ucvtf", 0xc122e020>] in
      def !toupper(o.M) # _ # n # Z # n # Z_StoS : SME2Unary<!or(o.Bits, vg4), n, n, zs, zs, o.M>;
    foreach o = [Op<"frintn", 0xc1a8e000>, Op<"frintp", 0xc1a9e000>, Op<"frintm", 0xc1aae000>,
                 Op<"frinta", 0xc1ace000>] in
      def !toupper(o.M) # _ # n # Z # n # Z_S : SME2Unary<!or(o.Bits, vg4), n, n, zs, zs, o.M>;
  }
  // Unpacks: a register (or pair) to a pair (or four) of twice the size.
  foreach w = [[SveB, SveH], [SveH, SveS], [SveS, SveD]] in
    foreach U = [0, 1] in {
      defvar m = !if(U, "uunpk", "sunpk");
      defvar sz = !shl(w[1].Size, 22);
      def !toupper(m) # _VG2_2ZZ_ # !toupper(w[1].Name)
          : SME2Unary<!or(0xc125e000, sz, U), 2, 1, ZGroup<2, w[1]>.Op, w[0].Z, m>;
      def !toupper(m) # _VG4_4Z2Z_ # !toupper(w[1].Name)
          : SME2Unary<!or(0xc135e000, sz, U), 4, 2, ZGroup<4, w[1]>.Op, ZGroup<2, w[0]>.Op, m>;
    }
  // Zips and unzips of four (the pairs take two single registers).
  foreach sz = [SveB, SveH, SveS, SveD, SveQ] in {
    defvar size = !if(!eq(sz.Name, "q"), 0x10000, !shl(sz.Size, 22));
    def ZIP_VG4_4Z4Z_ # !toupper(sz.Name) : SME2Unary<!or(0xc136e000, size), 4, 4, ZGroup<4, sz>.Op,
                                                      ZGroup<4, sz>.Op, "zip">;
    def UZP_VG4_4Z4Z_ # !toupper(sz.Name) : SME2Unary<!or(0xc136e002, size), 4, 4, ZGroup<4, sz>.Op,
                                                      ZGroup<4, sz>.Op, "uzp">;
    foreach U = [0, 1] in
      def !if(U, "UZP", "ZIP") # _VG2_2ZZZ_ # !toupper(sz.Name)
          : SME2DN<!or(0xc120d000, !if(!eq(sz.Name, "q"), 0x400, !shl(sz.Size, 22)), U), 2, 1,
                   (outs ZGroup<2, sz>.Op:$Zd), (ins sz.Z:$Zn, sz.Z:$Zm), !if(U, "uzp", "zip"), "$Zd, $Zn, $Zm"> {
        bits<5> Zm;
        let Inst{20-16} = Zm;
      }
  }
  // Narrowing conversions of a group into one register.
  def FCVT_Z2Z_StoH : SME2Unary<0xc120e000, 1, 2, ZPR16, ZZ_s, "fcvt">;
  def FCVTN_Z2Z_StoH : SME2Unary<0xc120e020, 1, 2, ZPR16, ZZ_s, "fcvtn">;
  def BFCVT_Z2Z_StoH : SME2Unary<0xc160e000, 1, 2, ZPR16, ZZ_s, "bfcvt">;
  def BFCVTN_Z2Z_StoH : SME2Unary<0xc160e020, 1, 2, ZPR16, ZZ_s, "bfcvtn">;
  foreach o = [Op<"sqcvt", 0xc123e000>, Op<"uqcvt", 0xc123e020>, Op<"sqcvtu", 0xc163e000>] in
    def !toupper(o.M) # _Z2Z_StoH : SME2Unary<o.Bits, 1, 2, ZPR16, ZZ_s, o.M>;
  foreach o = [Op<"sqcvt", 0xc133e000>, Op<"uqcvt", 0xc133e020>, Op<"sqcvtu", 0xc173e000>,
               Op<"sqcvtn", 0xc133e040>, Op<"uqcvtn", 0xc133e060>, Op<"sqcvtun", 0xc173e040>] in {
    def !toupper(o.M) # _Z4Z_StoB : SME2Unary<o.Bits, 1, 4, ZPR8, ZZZZ_s, o.M>;
    def !toupper(o.M) # _Z4Z_DtoH : SME2Unary<!or(o.Bits, 0x800000), 1, 4, ZPR16, ZZZZ_d, o.M>;
  }
}
let Predicates = [HasSVE2p1_or_HasSME2] in
foreach o = [Op<"sqcvtn", 0x45314000>, Op<"uqcvtn", 0x45314800>, Op<"sqcvtun", 0x45315000>] in
  def !toupper(o.M) # _Z2Z_StoH : SME2Unary<o.Bits, 1, 2, ZPR16, ZZ_s, o.M>;
// Widening conversions from half precision to a pair (the l forms take
// the odd elements).
let Predicates = [HasSMEF16F16orSMEF8F16] in {
  def FCVT_2ZZ_H_S : SME2Unary<0xc1a0e000, 2, 1, ZZ_s, ZPR16, "fcvt">;
  def FCVTL_2ZZ_H_S : SME2Unary<0xc1a0e001, 2, 1, ZZ_s, ZPR16, "fcvtl">;
}
// fp8: conversions to fp8 from a group, and from fp8 to a pair of halves.
let Predicates = [HasSME2, HasFP8] in {
  def FCVT_Z2Z_HtoB : SME2Unary<0xc124e000, 1, 2, ZPR8, ZZ_h, "fcvt">;
  def BFCVT_Z2Z_HtoB : SME2Unary<0xc164e000, 1, 2, ZPR8, ZZ_h, "bfcvt">;
  def FCVT_Z4Z_StoB : SME2Unary<0xc134e000, 1, 4, ZPR8, ZZZZ_s, "fcvt">;
  def FCVTN_Z4Z_StoB : SME2Unary<0xc134e020, 1, 4, ZPR8, ZZZZ_s, "fcvtn">;
  foreach c = [Op<"f1cvt", 0xc126e000>, Op<"f2cvt", 0xc1a6e000>, Op<"bf1cvt", 0xc166e000>,
               Op<"bf2cvt", 0xc1e6e000>] in
    foreach L = [0, 1] in
      def !toupper(c.M) # !if(L, "L", "") # _2ZZ_BtoH : SME2Unary<!or(c.Bits, L), 2, 1, ZZ_h, ZPR8,
                                                                  c.M # !if(L, "l", "")>;
}
let Predicates = [HasSVE2orSME2, HasFP8] in {
  def FCVTN_Z2Z_HtoB : SME2Unary<0x650a3000, 1, 2, ZPR8, ZZ_h, "fcvtn">;
  def BFCVTN_Z2Z_HtoB : SME2Unary<0x650a3800, 1, 2, ZPR8, ZZ_h, "bfcvtn">;
  def FCVTNB_Z2Z_StoB : SME2Unary<0x650a3400, 1, 2, ZPR8, ZZ_s, "fcvtnb">;
  let Constraints = "$Zd = $Zd_in" in
  def FCVTNT_Z2Z_StoB : SME2DN<0x650a3c00, 1, 2, (outs ZPR8:$Zd), (ins ZPR8:$Zd_in, ZZ_s:$Zn), "fcvtnt",
                               "$Zd, $Zn">;
}

//===-- Multi-vector loads and stores ----------------------------------------===//

// Groups eight (pairs) or four (fours) registers apart, from z0-z7 or
// z16-z23 (pairs) and z0-z3 or z16-z19 (fours).
foreach i = 0...3 in {
  def !strconcat("ZZ_Strided_", SizeLetters[i]) : ZList<2, SizeBits[i], 8, ZPRStrided2>;
  def !strconcat("ZZZZ_Strided_", SizeLetters[i]) : ZList<4, SizeBits[i], 4, ZPRStrided4>;
}

// The group operand of n registers, consecutive or strided.
class ZGroupOf<int n, bit strided, SVESize sz> {
  DAGOperand Op = !if(strided, !cast<DAGOperand>(!if(!eq(n, 2), "ZZ_Strided_", "ZZZZ_Strided_") # sz.Name),
                      ZGroup<n, sz>.Op);
}

// ld1/st1 (and the non-temporal ldnt1/stnt1) of a group under a
// predicate-as-counter: 1010000 S 0 I L Rm-or-imm4 vg4 msz PNg Rn Zt, with
// the group's first register at bits 4-0 (N: the non-temporal bit, bit 0
// of a consecutive group, bit 3 of a strided one).
class SME2MultiMem<int n, bit strided, bit imm, bit store, bit nt, SVESize sz, string mnemonic>
    : A64Inst<!if(store, (outs), (outs ZGroupOf<n, strided, sz>.Op:$Zt)),
              !con(!if(store, (ins ZGroupOf<n, strided, sz>.Op:$Zt), (ins)),
                   (ins !if(store, PNR3b8Any, PNR3b8Z):$PNg, GPR64sp:$Rn),
                   !if(imm, (ins !cast<Operand>("simm4s" # n):$imm4), (ins GPR64:$Rm))),
              mnemonic,
              "$Zt, $PNg, [$Rn, " # !if(imm, "$imm4, mul vl", "$Rm" # !if(!eq(sz.Bits, 8), "", ", lsl #" # !logtwo(!div(sz.Bits, 8)))) # "]"> {
  bits<5> Zt;
  bits<3> PNg;
  bits<5> Rn;
  bits<5> Rm;
  bits<4> imm4;
  let Inst{31-25} = 0b1010000;
  let Inst{24} = strided;
  let Inst{23} = 0;
  let Inst{22} = imm;
  let Inst{21} = store;
  let Inst{20-16} = !if(imm, {0, imm4}, Rm);
  let Inst{15} = !eq(n, 4);
  let Inst{14-13} = sz.Size;
  let Inst{12-10} = PNg;
  let Inst{9-5} = Rn;
  let Inst{4-0} = !cond(!and(strided, !eq(n, 2)): {Zt{4}, nt, Zt{2-0}},
                        strided: {Zt{4}, nt, 0, Zt{1-0}},
                        !eq(n, 2): {Zt{4-1}, nt},
                        true: {Zt{4-2}, 0, nt});
  let mayLoad = !not(store);
  let mayStore = store;
}

foreach sz = SveBHSD in
  foreach n = [2, 4] in
    foreach strided = [0, 1] in
      let Predicates = !if(strided, [HasSME2], [HasSVE2p1_or_HasSME2]) in
      foreach store = [0, 1] in
        foreach nt = [0, 1] in {
          defvar letter = !if(!eq(sz.Name, "s"), "w", sz.Name);
          defvar m = !if(store, "st", "ld") # !if(nt, "nt", "") # "1" # letter;
          defvar name = !toupper(m) # "_" # n # "Z" # !if(strided, "_STRIDED", "");
          def name : SME2MultiMem<n, strided, 0, store, nt, sz, m>;
          def name # _IMM : SME2MultiMem<n, strided, 1, store, nt, sz, m>;
          def : InstAlias<m # "\t$Zt, $PNg, [$Rn]",
                          (!cast<Instruction>(name # "_IMM") ZGroupOf<n, strided, sz>.Op:$Zt,
                                                            !if(store, PNR3b8Any, PNR3b8Z):$PNg, GPR64sp:$Rn, 0), 1>;
        }

//===-- ZA array vectors -----------------------------------------------------===//

// A group of vectors of ZA seen as elements of one size: `za.s[w8, 0,
// vgx2]` (group 2 or 4, or 0 for one vector), the offset counted in
// steps of `range` vectors (`za.s[w8, 0:3]`) up to `max` steps. Slots:
// the register (w8-w11) and the offset's field. `spaces`: llvm-mc prints
// two spaces before the group.
class ZAArray<int elem, int group, int range = 1, int max = 7, int spaces = 0> : Operand<i32> {
  let MIOperandInfo = (ops MatrixIndexGPR32_8_11:$rv, i32imm:$off);
  let ParserMatchClass = A64CustomAsm<"ZAArray" # elem # "x" # group # "x" # range # "x" # max, "parse_za_array",
                                      "invalid operand for instruction">;
  let PrintMethod = "print_za_array";
  let SampleMethod = "sample_za_array";
  let FragmentArgs = [elem, group, range, max, spaces];
}
foreach elem = [16, 32, 64] in
  foreach group = [2, 4] in
    def ZA # elem # _VG # group : ZAArray<elem, group>;

// An operation on a ZA array group of n vectors, from its word with every
// operand zero (`base`): the slice register at bits 14-13, the offset at
// 2-0.
class SME2ZABase<bits<32> base, DAGOperand za, dag zops, string mnemonic, string operands>
    : A64Inst<(outs), !con((ins za:$ZA), zops), mnemonic, "$ZA, " # operands> {
  bits<2> ZA_rv;
  bits<3> ZA_off;
  bits<32> Word = base;
  let Inst{31-0} = base;
}
class SME2ZA<bits<32> base, DAGOperand za, dag zops, string mnemonic, string operands>
    : SME2ZABase<base, za, zops, mnemonic, operands> {
  let Inst{14-13} = ZA_rv;
  let Inst{2-0} = ZA_off;
}

// The four forms of an operation on ZA with groups of n (the VG2 word;
// the VG4 one sets the form's own bit): the group alone at bits 9-5
// (`add za.s[w8, 0, vgx2], {z0.s, z1.s}`), a group and a single register
// z0-z15 at 19-16 (`..., {z0.s, z1.s}, z2.s`, the group any consecutive
// registers, at 9-5), two groups (9-5 and 20-16), and a group with an
// element of a single register (`..., {z0.s, z1.s}, z2.s[3]`, the index
// placed by the subclass).
class SME2ZAList<bits<32> vg2, int n, DAGOperand za, SVESize sz, string mnemonic>
    : SME2ZA<!or(vg2, !if(!eq(n, 4), 0x10000, 0)), za, (ins ZGroup<n, sz>.Op:$Zm), mnemonic, "$Zm"> {
  bits<5> Zm;
  let Inst{9-5} = !cond(!eq(n, 2): {Zm{4-1}, Word{5}}, true: {Zm{4-2}, Word{6-5}});
}
class SME2ZASingle<bits<32> vg2, int n, DAGOperand za, SVESize zn, SVESize zm, string mnemonic>
    : SME2ZA<!or(vg2, !if(!eq(n, 4), 0x100000, 0)), za,
             (ins !cast<DAGOperand>("ZL" # n # zn.Name):$Zn, !cast<DAGOperand>("ZPR4b" # zm.Bits):$Zm), mnemonic,
             "$Zn, $Zm"> {
  bits<5> Zn;
  bits<5> Zm;
  let Inst{9-5} = Zn;
  let Inst{19-16} = Zm{3-0};
}
class SME2ZAMulti<bits<32> vg2, int n, DAGOperand za, SVESize sz, string mnemonic>
    : SME2ZA<!or(vg2, !if(!eq(n, 4), 0x10000, 0)), za, (ins ZGroup<n, sz>.Op:$Zn, ZGroup<n, sz>.Op:$Zm), mnemonic,
             "$Zn, $Zm"> {
  bits<5> Zn;
  bits<5> Zm;
  let Inst{9-5} = !cond(!eq(n, 2): {Zn{4-1}, Word{5}}, true: {Zn{4-2}, Word{6-5}});
  let Inst{20-16} = !cond(!eq(n, 2): {Zm{4-1}, Word{16}}, true: {Zm{4-2}, Word{17-16}});
}
// The index takes `ibits` bits: 11-10 and 3 (three), 11-10 (two) or 10.
// From the whole word (VG2 and VG4 differ in more than one bit).
class SME2ZAIndexed<bits<32> word, int n, DAGOperand za, SVESize zn, SVESize zm, int ibits, string mnemonic>
    : SME2ZA<word, za,
             (ins ZGroup<n, zn>.Op:$Zn, !cast<DAGOperand>("ZPR4b" # zm.Bits):$Zm,
                  !cast<Operand>("sve_index" # !sub(!shl(1, ibits), 1)):$i),
             mnemonic, "$Zn, $Zm$i"> {
  bits<5> Zn;
  bits<5> Zm;
  bits<3> i;
  let Inst{9-5} = !cond(!eq(n, 2): {Zn{4-1}, Word{5}}, true: {Zn{4-2}, Word{6-5}});
  let Inst{19-16} = Zm{3-0};
  let Inst{11-10} = !cond(!eq(ibits, 3): i{2-1}, !eq(ibits, 2): i{1-0}, true: {Word{11}, i{0}});
  let Inst{3} = !if(!eq(ibits, 3), i{0}, Word{3});
}

// The forms of one operation (VG2 words: the group alone, with a single
// register, with a second group; any 0
// when the operation lacks it).
multiclass SME2ZAForms<string mnemonic, SVESize za, SVESize src, bits<32> alone, bits<32> single, bits<32> multi> {
  foreach n = [2, 4] in {
    defvar array = !cast<DAGOperand>("ZA" # za.Bits # "_VG" # n);
    if !ne(alone, 0) then
      def _VG # n # _M # n # Z : SME2ZAList<alone, n, array, src, mnemonic>;
    if !ne(single, 0) then
      def _VG # n # _M # n # ZZ : SME2ZASingle<single, n, array, src, src, mnemonic>;
    if !ne(multi, 0) then
      def _VG # n # _M # n # Z # n # Z : SME2ZAMulti<multi, n, array, src, mnemonic>;
  }
}

let Predicates = [HasSME2] in {
  defm ADD_S : SME2ZAForms<"add", SveS, SveS, 0xc1a01c10, 0xc1201810, 0xc1a01810>;
  defm SUB_S : SME2ZAForms<"sub", SveS, SveS, 0xc1a01c18, 0xc1201818, 0xc1a01818>;
  defm FADD_S : SME2ZAForms<"fadd", SveS, SveS, 0xc1a01c00, 0, 0>;
  defm FSUB_S : SME2ZAForms<"fsub", SveS, SveS, 0xc1a01c08, 0, 0>;
  defm FMLA_S : SME2ZAForms<"fmla", SveS, SveS, 0, 0xc1201800, 0xc1a01800>;
  defm FMLS_S : SME2ZAForms<"fmls", SveS, SveS, 0, 0xc1201808, 0xc1a01808>;
}
let Predicates = [HasSME2, HasSMEI16I64] in {
  defm ADD_D : SME2ZAForms<"add", SveD, SveD, 0xc1e01c10, 0xc1601810, 0xc1e01810>;
  defm SUB_D : SME2ZAForms<"sub", SveD, SveD, 0xc1e01c18, 0xc1601818, 0xc1e01818>;
}
let Predicates = [HasSME2, HasSMEF64F64] in {
  defm FADD_D : SME2ZAForms<"fadd", SveD, SveD, 0xc1e01c00, 0, 0>;
  defm FSUB_D : SME2ZAForms<"fsub", SveD, SveD, 0xc1e01c08, 0, 0>;
  defm FMLA_D : SME2ZAForms<"fmla", SveD, SveD, 0, 0xc1601800, 0xc1e01800>;
  defm FMLS_D : SME2ZAForms<"fmls", SveD, SveD, 0, 0xc1601808, 0xc1e01808>;
}
let Predicates = [HasSMEF16F16orSMEF8F16] in {
  defm FADD_H : SME2ZAForms<"fadd", SveH, SveH, 0xc1a41c00, 0, 0>;
  defm FSUB_H : SME2ZAForms<"fsub", SveH, SveH, 0xc1a41c08, 0, 0>;
  defm FMLA_H : SME2ZAForms<"fmla", SveH, SveH, 0, 0xc1201c00, 0xc1a01008>;
  defm FMLS_H : SME2ZAForms<"fmls", SveH, SveH, 0, 0xc1201c08, 0xc1a01018>;
}
let Predicates = [HasSME2, HasB16B16] in {
  defm BFADD : SME2ZAForms<"bfadd", SveH, SveH, 0xc1e41c00, 0, 0>;
  defm BFSUB : SME2ZAForms<"bfsub", SveH, SveH, 0xc1e41c08, 0, 0>;
  defm BFMLA : SME2ZAForms<"bfmla", SveH, SveH, 0, 0xc1601c00, 0xc1e01008>;
  defm BFMLS : SME2ZAForms<"bfmls", SveH, SveH, 0, 0xc1601c08, 0xc1e01018>;
}

// By element (the index bits as many as the source's elements in 128
// bits, up to three; the VG4 word 0 when there is none).
multiclass SME2ZAIndexedForms<string mnemonic, SVESize za, SVESize zn, SVESize zm, int ibits, bits<32> vg2,
                              bits<32> vg4 = !or(vg2, 0x8000)> {
  foreach n = [2, 4] in
    if !ne(!if(!eq(n, 2), vg2, vg4), 0) then
      def _VG # n # _M # n # ZZI : SME2ZAIndexed<!if(!eq(n, 2), vg2, vg4), n,
                                                 !cast<DAGOperand>("ZA" # za.Bits # "_VG" # n), zn, zm, ibits,
                                                 mnemonic>;
}
let Predicates = [HasSME2] in {
  defm FMLA_S : SME2ZAIndexedForms<"fmla", SveS, SveS, SveS, 2, 0xc1500000>;
  defm FMLS_S : SME2ZAIndexedForms<"fmls", SveS, SveS, SveS, 2, 0xc1500010>;
}
let Predicates = [HasSME2, HasSMEF64F64] in {
  defm FMLA_D : SME2ZAIndexedForms<"fmla", SveD, SveD, SveD, 1, 0xc1d00000>;
  defm FMLS_D : SME2ZAIndexedForms<"fmls", SveD, SveD, SveD, 1, 0xc1d00010>;
}
let Predicates = [HasSMEF16F16orSMEF8F16] in {
  defm FMLA_H : SME2ZAIndexedForms<"fmla", SveH, SveH, SveH, 3, 0xc1101000>;
  defm FMLS_H : SME2ZAIndexedForms<"fmls", SveH, SveH, SveH, 3, 0xc1101010>;
}
let Predicates = [HasSME2, HasB16B16] in {
  defm BFMLA : SME2ZAIndexedForms<"bfmla", SveH, SveH, SveH, 3, 0xc1101020>;
  defm BFMLS : SME2ZAIndexedForms<"bfmls", SveH, SveH, SveH, 3, 0xc1101030>;
}

// Dot products into ZA: each element of ZA takes the sum of the products
// of two (h to s and b to h) or four (b to s, h to d) narrower pairs.
let Predicates = [HasSME2] in {
  defm SDOT_BtoS : SME2ZAForms<"sdot", SveS, SveB, 0, 0xc1201400, 0xc1a01400>;
  defm UDOT_BtoS : SME2ZAForms<"udot", SveS, SveB, 0, 0xc1201410, 0xc1a01410>;
  defm SDOT_HtoS : SME2ZAForms<"sdot", SveS, SveH, 0, 0xc1601408, 0xc1e01408>;
  defm UDOT_HtoS : SME2ZAForms<"udot", SveS, SveH, 0, 0xc1601418, 0xc1e01418>;
  defm USDOT : SME2ZAForms<"usdot", SveS, SveB, 0, 0xc1201408, 0xc1a01408>;
  defm SUDOT : SME2ZAForms<"sudot", SveS, SveB, 0, 0xc1201418, 0>;
  defm BFDOT : SME2ZAForms<"bfdot", SveS, SveH, 0, 0xc1201010, 0xc1a01010>;
  defm FDOT_HtoS : SME2ZAForms<"fdot", SveS, SveH, 0, 0xc1201000, 0xc1a01000>;
  defm SDOT_BtoS : SME2ZAIndexedForms<"sdot", SveS, SveB, SveB, 2, 0xc1501020>;
  defm UDOT_BtoS : SME2ZAIndexedForms<"udot", SveS, SveB, SveB, 2, 0xc1501030>;
  defm SDOT_HtoS : SME2ZAIndexedForms<"sdot", SveS, SveH, SveH, 2, 0xc1501000>;
  defm UDOT_HtoS : SME2ZAIndexedForms<"udot", SveS, SveH, SveH, 2, 0xc1501010>;
  defm USDOT : SME2ZAIndexedForms<"usdot", SveS, SveB, SveB, 2, 0xc1501028>;
  defm SUDOT : SME2ZAIndexedForms<"sudot", SveS, SveB, SveB, 2, 0xc1501038>;
  defm BFDOT : SME2ZAIndexedForms<"bfdot", SveS, SveH, SveH, 2, 0xc1501018>;
  defm FDOT_HtoS : SME2ZAIndexedForms<"fdot", SveS, SveH, SveH, 2, 0xc1501008>;
  // The vertical dot products: pairs from two registers (vg2 .h) or fours
  // from four (vg4 .b), each lane's elements from the same position.
  defm SVDOT_HtoS : SME2ZAIndexedForms<"svdot", SveS, SveH, SveH, 2, 0xc1500020, 0>;
  defm UVDOT_HtoS : SME2ZAIndexedForms<"uvdot", SveS, SveH, SveH, 2, 0xc1500030, 0>;
  defm BFVDOT : SME2ZAIndexedForms<"bfvdot", SveS, SveH, SveH, 2, 0xc1500018, 0>;
  defm FVDOT : SME2ZAIndexedForms<"fvdot", SveS, SveH, SveH, 2, 0xc1500008, 0>;
  defm SVDOT_BtoS : SME2ZAIndexedForms<"svdot", SveS, SveB, SveB, 2, 0, 0xc1508020>;
  defm UVDOT_BtoS : SME2ZAIndexedForms<"uvdot", SveS, SveB, SveB, 2, 0, 0xc1508030>;
  defm USVDOT : SME2ZAIndexedForms<"usvdot", SveS, SveB, SveB, 2, 0, 0xc1508028>;
  defm SUVDOT : SME2ZAIndexedForms<"suvdot", SveS, SveB, SveB, 2, 0, 0xc1508038>;
}
let Predicates = [HasSME2, HasSMEI16I64] in {
  defm SDOT_HtoD : SME2ZAForms<"sdot", SveD, SveH, 0, 0xc1601400, 0xc1e01400>;
  defm UDOT_HtoD : SME2ZAForms<"udot", SveD, SveH, 0, 0xc1601410, 0xc1e01410>;
  defm SDOT_HtoD : SME2ZAIndexedForms<"sdot", SveD, SveH, SveH, 1, 0xc1d00008>;
  defm UDOT_HtoD : SME2ZAIndexedForms<"udot", SveD, SveH, SveH, 1, 0xc1d00018>;
  defm SVDOT_HtoD : SME2ZAIndexedForms<"svdot", SveD, SveH, SveH, 1, 0, 0xc1d08808>;
  defm UVDOT_HtoD : SME2ZAIndexedForms<"uvdot", SveD, SveH, SveH, 1, 0, 0xc1d08818>;
}
// fp8 dot products into half and single precision.
let Predicates = [HasSMEF8F16] in {
  defm FDOT_BtoH : SME2ZAForms<"fdot", SveH, SveB, 0, 0xc1201008, 0xc1a01020>;
  defm FDOT_BtoH : SME2ZAIndexedForms<"fdot", SveH, SveB, SveB, 3, 0xc1d00020, 0xc1109040>;
  defm FVDOT_BtoH : SME2ZAIndexedForms<"fvdot", SveH, SveB, SveB, 3, 0xc1d01020, 0>;
}
let Predicates = [HasSMEF8F32] in {
  defm FDOT_BtoS : SME2ZAForms<"fdot", SveS, SveB, 0, 0xc1201018, 0xc1a01030>;
  defm FDOT_BtoS : SME2ZAIndexedForms<"fdot", SveS, SveB, SveB, 2, 0xc1500038, 0xc1508008>;
}

//===-- Moves between groups and ZA, zeroing of ZA vectors -------------------===//

foreach group = [2, 4] in
  def ZA8_VG # group : ZAArray<8, group>;
// The zeroing of ranges of vectors: `za.d[w8, 0:1]`, `za.d[w8, 0:3, vgx2]`.
foreach r = [[0, 2, 7], [0, 4, 3], [2, 1, 7], [2, 2, 3], [2, 4, 1], [4, 1, 7], [4, 2, 3], [4, 4, 1]] in
  if !ne(r[1], 1) then
    def ZA64_VG # r[0] # _R # r[1] : ZAArray<64, r[0], r[1], r[2]>;

// mova (and movaz, which also zeroes what it reads) from a ZA group to
// Z registers (11000000 00000110 0 Rv 0 1 vg4 Z 0 off Zd) and to ZA (...
// 0100 0 Rv 0 1 vg4 Zn 000 off). llvm-mc reads any element size for ZA
// and prints .d.
foreach n = [2, 4] in {
  defvar array = !cast<DAGOperand>("ZA64_VG" # n);
  defvar group = ZGroup<n, SveD>.Op;
  foreach z = [0, 1] in
    let Predicates = !if(z, [HasSME2p1], [HasSME2]) in
    def !if(z, "MOVAZ", "MOVA") # _VG # n # _ # n # ZMXI
        : SME2ZABase<!or(0xc0060800, !if(!eq(n, 4), 0x400, 0), !if(z, 0x200, 0)), array, (ins), !if(z, "movaz", "mova"),
                     ""> {
      bits<5> Zd;
      let OutOperandList = (outs group:$Zd);
      let AsmString = !if(z, "movaz", "mova") # "\t$Zd, $ZA";
      let Inst{14-13} = ZA_rv;
      let Inst{7-5} = ZA_off;
      let Inst{4-0} = !cond(!eq(n, 2): {Zd{4-1}, 0}, true: {Zd{4-2}, 0b00});
    }
  let Predicates = [HasSME2] in
  def MOVA_VG # n # _MXI # n # Z : SME2ZA<!or(0xc0040800, !if(!eq(n, 4), 0x400, 0)), array, (ins group:$Zn), "mova", "$Zn"> {
    bits<5> Zn;
    let Inst{9-5} = !cond(!eq(n, 2): {Zn{4-1}, 0}, true: {Zn{4-2}, 0b00});
  }
  foreach sz = [SveB, SveH, SveS, SveD] in {
    defvar other = !cast<DAGOperand>("ZA" # sz.Bits # "_VG" # n);
    defvar zg = ZGroup<n, sz>.Op;
    let Predicates = [HasSME2] in {
      def : InstAlias<"mov\t$Zd, $ZA", (!cast<Instruction>("MOVA_VG" # n # "_" # n # "ZMXI") zg:$Zd, other:$ZA),
                      !eq(sz.Bits, 64)>;
      def : InstAlias<"mov\t$ZA, $Zn", (!cast<Instruction>("MOVA_VG" # n # "_MXI" # n # "Z") other:$ZA, zg:$Zn),
                      !eq(sz.Bits, 64)>;
      if !ne(sz.Bits, 64) then {
        def : InstAlias<"mova\t$Zd, $ZA", (!cast<Instruction>("MOVA_VG" # n # "_" # n # "ZMXI") zg:$Zd, other:$ZA), 0>;
        def : InstAlias<"mova\t$ZA, $Zn", (!cast<Instruction>("MOVA_VG" # n # "_MXI" # n # "Z") other:$ZA, zg:$Zn), 0>;
      }
    }
    if !ne(sz.Bits, 64) then
      let Predicates = [HasSME2p1] in
      def : InstAlias<"movaz\t$Zd, $ZA", (!cast<Instruction>("MOVAZ_VG" # n # "_" # n # "ZMXI") zg:$Zd, other:$ZA), 0>;
  }
}

// zero of ZA vectors: 11000000 00001 1 vg4 x 0 r Rv 0000000000 off, the
// offset's field as wide as its range needs.
class SME2ZeroZA<bits<32> word, DAGOperand za, int width>
    : SME2ZABase<word, za, (ins), "zero", ""> {
  let AsmString = "zero\t$ZA";
  let Inst{14-13} = ZA_rv;
  let Inst{2-0} = !cond(!eq(width, 3): ZA_off, !eq(width, 2): {Word{2}, ZA_off{1-0}}, true: {Word{2-1}, ZA_off{0}});
}
let Predicates = [HasSME2p1] in {
  def ZERO_MXI_2Z : SME2ZeroZA<0xc00c8000, ZA64_VG0_R2, 3>;
  def ZERO_MXI_4Z : SME2ZeroZA<0xc00e8000, ZA64_VG0_R4, 2>;
  def ZERO_MXI_VG2_Z : SME2ZeroZA<0xc00c0000, ZA64_VG2, 3>;
  def ZERO_MXI_VG2_2Z : SME2ZeroZA<0xc00d0000, ZA64_VG2_R2, 2>;
  def ZERO_MXI_VG2_4Z : SME2ZeroZA<0xc00f0000, ZA64_VG2_R4, 1>;
  def ZERO_MXI_VG4_Z : SME2ZeroZA<0xc00e0000, ZA64_VG4, 3>;
  def ZERO_MXI_VG4_2Z : SME2ZeroZA<0xc00d8000, ZA64_VG4_R2, 2>;
  def ZERO_MXI_VG4_4Z : SME2ZeroZA<0xc00f8000, ZA64_VG4_R4, 1>;
}

//===-- The lookup table zt0 -------------------------------------------------===//

def zt0_index8 : Operand<i32> {
  let ParserMatchClass = A64CustomAsm<"ZT0Index8", "parse_multiple", "immediate must be a multiple of 8 in range [0, 56].">;
  let PrintMethod = "print_sme_index";
  let EncoderMethod = "encode_divide";
  let DecoderMethod = "decode_multiply";
  let SampleMethod = "sample_multiple";
  let FragmentArgs = [8, 0, 56];
}
let Predicates = [HasSME2] in {
  def LDR_TX : SVEBase<0xe11f8000, (outs ZTR:$ZTt), (ins GPR64sp:$Rn), "ldr", "$ZTt, [$Rn]"> {
    bits<5> Rn;
    let Inst{9-5} = Rn;
    let mayLoad = 1;
  }
  def STR_TX : SVEBase<0xe13f8000, (outs), (ins ZTR:$ZTt, GPR64sp:$Rn), "str", "$ZTt, [$Rn]"> {
    bits<5> Rn;
    let Inst{9-5} = Rn;
    let mayStore = 1;
  }
  def ZERO_T : SVEBase<0xc0480001, (outs ZTR:$ZT), (ins), "zero", "\\{ $ZT \\}">;
  def MOVT_XTI : SVEBase<0xc04c03e0, (outs GPR64:$Rt), (ins ZTR:$ZTt, zt0_index8:$imm3), "movt", "$Rt, $ZTt[$imm3]"> {
    bits<5> Rt;
    bits<3> imm3;
    let Inst{14-12} = imm3;
    let Inst{4-0} = Rt;
  }
  def MOVT_TIX : SVEBase<0xc04e03e0, (outs ZTR:$ZTd), (ins zt0_index8:$imm3, GPR64:$Rt), "movt", "$ZTd[$imm3], $Rt"> {
    bits<5> Rt;
    bits<3> imm3;
    let Inst{14-12} = imm3;
    let Inst{4-0} = Rt;
  }
}

// Table lookups in zt0: each element of Zn (2 or 4 bits from the segment
// the index picks) selects an element of the table, into one register, a
// pair or four. 1100000 0 1 single 0 0 1 1 (luti2) or 0 1 0 1 (luti4),
// the index from bit 17 (luti2) or 16 (luti4) down, 1 for groups, size
// at 13-12, Zn, Zd.
class SME2Luti<bits<32> word, bit four_bits, int n, SVESize sz, int width, bit strided = 0>
    : SVEBase<word, (outs ZGroupOf<n, strided, sz>.Op:$Zd),
              (ins ZTR:$ZTt, ZPRAny:$Zn, !cast<Operand>("sve_index" # !sub(!shl(1, width), 1)):$i),
              !if(four_bits, "luti4", "luti2"), "$Zd, $ZTt, $Zn$i"> {
  bits<5> Zd;
  bits<5> Zn;
  bits<4> i;
  bits<32> Word = word;
  defvar top = !if(four_bits, 16, 17);
  let Inst{17-14} = !cond(!eq(top, 17): !cond(!eq(width, 4): i{3-0}, !eq(width, 3): {i{2-0}, Word{14}},
                                              true: {i{1-0}, Word{15-14}}),
                          !eq(width, 3): {Word{17}, i{2-0}},
                          !eq(width, 2): {Word{17}, i{1-0}, Word{14}},
                          true: {Word{17}, i{0}, Word{15-14}});
  let Inst{9-5} = Zn;
  let Inst{4-0} = !cond(!eq(n, 1): Zd, !and(strided, !eq(n, 2)): {Zd{4}, 0, Zd{2-0}},
                        strided: {Zd{4}, 0b00, Zd{1-0}}, !eq(n, 2): {Zd{4-1}, 0}, true: {Zd{4-2}, 0b00});
}
// sme2p1's lookups into strided groups (bit 20 set).
let Predicates = [HasSME2p1] in
foreach sz = [SveB, SveH] in {
  defvar size = !shl(!if(!eq(sz.Bits, 8), 0, 1), 12);
  def LUTI2_S_2ZTZI_ # !toupper(sz.Name) : SME2Luti<!or(0xc09c4000, size), 0, 2, sz, 3, 1>;
  def LUTI2_S_4ZTZI_ # !toupper(sz.Name) : SME2Luti<!or(0xc09c8000, size), 0, 4, sz, 2, 1>;
  def LUTI4_S_2ZTZI_ # !toupper(sz.Name) : SME2Luti<!or(0xc09a4000, size), 1, 2, sz, 2, 1>;
  if !ne(sz.Bits, 8) then
    def LUTI4_S_4ZTZI_ # !toupper(sz.Name) : SME2Luti<!or(0xc09a8000, size), 1, 4, sz, 1, 1>;
}
let Predicates = [HasSME2] in
foreach sz = [SveB, SveH, SveS] in {
  defvar size = !shl(!cond(!eq(sz.Bits, 8): 0, !eq(sz.Bits, 16): 1, true: 2), 12);
  def LUTI2_ZTZI_ # !toupper(sz.Name) : SME2Luti<!or(0xc0cc0000, size), 0, 1, sz, 4>;
  def LUTI2_2ZTZI_ # !toupper(sz.Name) : SME2Luti<!or(0xc08c4000, size), 0, 2, sz, 3>;
  def LUTI2_4ZTZI_ # !toupper(sz.Name) : SME2Luti<!or(0xc08c8000, size), 0, 4, sz, 2>;
  def LUTI4_ZTZI_ # !toupper(sz.Name) : SME2Luti<!or(0xc0ca0000, size), 1, 1, sz, 3>;
  def LUTI4_2ZTZI_ # !toupper(sz.Name) : SME2Luti<!or(0xc08a4000, size), 1, 2, sz, 2>;
  if !ne(sz.Bits, 8) then
    def LUTI4_4ZTZI_ # !toupper(sz.Name) : SME2Luti<!or(0xc08a8000, size), 1, 4, sz, 1>;
}

//===-- Widening multiply-adds into ZA ranges --------------------------------===//
//
// The long forms (smlal, fmlal, bfmlal...: each element from two narrower
// products, writing two vectors, `za.s[w8, 0:1]`) and the long-long forms
// (smlall, fmlall...: four, `za.s[w8, 0:3]`), each with one register, a
// group and a single register, two groups, or an element.

foreach f = [[16, 0, 2, 7, 0], [32, 0, 2, 7, 0], [32, 0, 4, 3, 0], [64, 0, 4, 3, 0],
             [16, 2, 2, 3, 0], [16, 4, 2, 3, 0], [32, 2, 2, 3, 0], [32, 4, 2, 3, 0],
             [32, 2, 4, 1, 0], [32, 4, 4, 1, 0], [64, 2, 4, 1, 0], [64, 4, 4, 1, 0],
             [32, 2, 4, 1, 1], [32, 4, 4, 1, 1], [64, 2, 4, 1, 1], [64, 4, 4, 1, 1]] in
  def ZAL # f[0] # _G # f[1] # _R # f[2] # !if(f[4], "_S", "") : ZAArray<f[0], f[1], f[2], f[3], f[4]>;

// Bits 15-0 by layout: 1 one register (range 2), 2 (range 4), 3 a group
// (range 2), 4 (range 4), then by element: 5 one register (range 2, .h
// sources), 6 (range 2, .b), 7 (range 4, .b), 8 (range 4, .h), 9-12 the
// same for groups. `zg`: the group Zn is, 0 for any register or list
// (five bits).
class SME2Long<bits<32> word, DAGOperand za, dag zops, string mnemonic, string operands, int layout, int zg>
    : SME2ZABase<word, za, zops, mnemonic, operands> {
  bits<5> Zn;
  bits<4> i;
  bits<5> Zn5 = !cond(!eq(zg, 0): Zn, !eq(zg, 2): {Zn{4-1}, Word{5}}, true: {Zn{4-2}, Word{6-5}});
  let Inst{15-0} = !cond(
      !eq(layout, 1): {Word{15}, ZA_rv, Word{12-10}, Zn5, Word{4-3}, ZA_off{2-0}},
      !eq(layout, 2): {Word{15}, ZA_rv, Word{12-10}, Zn5, Word{4-2}, ZA_off{1-0}},
      !eq(layout, 3): {Word{15}, ZA_rv, Word{12-10}, Zn5, Word{4-2}, ZA_off{1-0}},
      !eq(layout, 4): {Word{15}, ZA_rv, Word{12-10}, Zn5, Word{4-1}, ZA_off{0}},
      !eq(layout, 5): {i{2}, ZA_rv, Word{12}, i{1-0}, Zn5, Word{4-3}, ZA_off{2-0}},
      !eq(layout, 6): {i{3}, ZA_rv, Word{12}, i{2-1}, Zn5, Word{4}, i{0}, ZA_off{2-0}},
      !eq(layout, 7): {i{3}, ZA_rv, i{2-0}, Zn5, Word{4-2}, ZA_off{1-0}},
      !eq(layout, 8): {i{2}, ZA_rv, Word{12}, i{1-0}, Zn5, Word{4-2}, ZA_off{1-0}},
      !eq(layout, 9): {Word{15}, ZA_rv, Word{12}, i{2-1}, Zn5, Word{4-3}, i{0}, ZA_off{1-0}},
      !eq(layout, 10): {Word{15}, ZA_rv, Word{12}, i{3-2}, Zn5, Word{4}, i{1-0}, ZA_off{1-0}},
      !eq(layout, 11): {Word{15}, ZA_rv, Word{12}, i{3-2}, Zn5, Word{4-3}, i{1-0}, ZA_off{0}},
      true: {Word{15}, ZA_rv, Word{12-11}, i{2}, Zn5, Word{4-3}, i{1-0}, ZA_off{0}});
}
class SME2LongSingleZm<bits<32> word, DAGOperand za, DAGOperand zn, SVESize zm, string mnemonic, int layout, int zg>
    : SME2Long<word, za, (ins zn:$Zn, !cast<DAGOperand>("ZPR4b" # zm.Bits):$Zm), mnemonic, "$Zn, $Zm", layout, zg> {
  bits<5> Zm;
  let Inst{19-16} = Zm{3-0};
}
class SME2LongIndexed<bits<32> word, DAGOperand za, DAGOperand zn, SVESize zm, int ibits, string mnemonic, int layout,
                      int zg>
    : SME2Long<word, za, (ins zn:$Zn, !cast<DAGOperand>("ZPR4b" # zm.Bits):$Zm,
                         !cast<Operand>("sve_index" # !sub(!shl(1, ibits), 1)):$i),
               mnemonic, "$Zn, $Zm$i", layout, zg> {
  bits<5> Zm;
  let Inst{19-16} = Zm{3-0};
}
class SME2LongMulti<bits<32> word, DAGOperand za, int n, SVESize sz, string mnemonic, int layout>
    : SME2Long<word, za, (ins ZGroup<n, sz>.Op:$Zn, ZGroup<n, sz>.Op:$Zm), mnemonic, "$Zn, $Zm", layout, n> {
  bits<5> Zm;
  let Inst{20-16} = !cond(!eq(n, 2): {Zm{4-1}, Word{16}}, true: {Zm{4-2}, Word{17-16}});
}

// Every form of one operation into `za` (16, 32 or 64) from `src`
// elements, `range` 2 or 4: the words of one register, of it by element,
// and of groups of 2 and 4 with a single register, a group, an element
// (0: none). `spaced`: llvm-mc prints two spaces before the group of the
// single-register forms.
multiclass SME2LongForms<string mnemonic, int za, SVESize src, int range, list<bits<32>> w, bit spaced = 0> {
  defvar ibits = !if(!eq(src.Bits, 8), 4, 3);
  defvar r = !if(!eq(range, 2), 0, 1);
  defvar one = !cast<DAGOperand>("ZAL" # za # "_G0_R" # range);
  if !ne(w[0], 0) then
    def _MZZ : SME2LongSingleZm<w[0], one, src.Z, src, mnemonic, !add(1, r), 0>;
  if !ne(w[1], 0) then
    def _MZZI : SME2LongIndexed<w[1], one, src.Z, src, ibits, mnemonic,
                                !cond(!eq(range, 2): !if(!eq(ibits, 3), 5, 6), true: !if(!eq(ibits, 4), 7, 8)), 0>;
  foreach n = [2, 4] in {
    defvar k = !if(!eq(n, 2), 0, 1);
    defvar array = !cast<DAGOperand>("ZAL" # za # "_G" # n # "_R" # range);
    defvar spaced_array = !cast<DAGOperand>("ZAL" # za # "_G" # n # "_R" # range # !if(spaced, "_S", ""));
    if !ne(w[!add(2, k)], 0) then
      def _VG # n # _M # n # ZZ : SME2LongSingleZm<w[!add(2, k)], spaced_array, !cast<DAGOperand>("ZL" # n # src.Name),
                                                   src, mnemonic, !add(3, r), 0>;
    if !ne(w[!add(4, k)], 0) then
      def _VG # n # _M # n # Z # n # Z : SME2LongMulti<w[!add(4, k)], array, n, src, mnemonic, !add(3, r)>;
    if !ne(w[!add(6, k)], 0) then
      def _VG # n # _M # n # ZZI
          : SME2LongIndexed<w[!add(6, k)], array, ZGroup<n, src>.Op, src, ibits, mnemonic,
                            !cond(!eq(range, 2): !if(!eq(ibits, 3), 9, 10), true: !if(!eq(ibits, 4), 11, 12)), n>;
  }
}

let Predicates = [HasSME2] in {
  // Words: one, one by element, VG2/VG4 single, VG2/VG4 groups, VG2/VG4 by element.
  defm SMLAL : SME2LongForms<"smlal", 32, SveH, 2, [0xc1600c00, 0xc1c01000, 0xc1600800, 0xc1700800, 0xc1e00800,
                                                    0xc1e10800, 0xc1d01000, 0xc1d09000]>;
  defm SMLSL : SME2LongForms<"smlsl", 32, SveH, 2, [0xc1600c08, 0xc1c01008, 0xc1600808, 0xc1700808, 0xc1e00808,
                                                    0xc1e10808, 0xc1d01008, 0xc1d09008]>;
  defm UMLAL : SME2LongForms<"umlal", 32, SveH, 2, [0xc1600c10, 0xc1c01010, 0xc1600810, 0xc1700810, 0xc1e00810,
                                                    0xc1e10810, 0xc1d01010, 0xc1d09010]>;
  defm UMLSL : SME2LongForms<"umlsl", 32, SveH, 2, [0xc1600c18, 0xc1c01018, 0xc1600818, 0xc1700818, 0xc1e00818,
                                                    0xc1e10818, 0xc1d01018, 0xc1d09018]>;
  defm FMLAL : SME2LongForms<"fmlal", 32, SveH, 2, [0xc1200c00, 0xc1801000, 0xc1200800, 0xc1300800, 0xc1a00800,
                                                    0xc1a10800, 0xc1901000, 0xc1909000]>;
  defm FMLSL : SME2LongForms<"fmlsl", 32, SveH, 2, [0xc1200c08, 0xc1801008, 0xc1200808, 0xc1300808, 0xc1a00808,
                                                    0xc1a10808, 0xc1901008, 0xc1909008]>;
  defm BFMLAL : SME2LongForms<"bfmlal", 32, SveH, 2, [0xc1200c10, 0xc1801010, 0xc1200810, 0xc1300810, 0xc1a00810,
                                                      0xc1a10810, 0xc1901010, 0xc1909010]>;
  defm BFMLSL : SME2LongForms<"bfmlsl", 32, SveH, 2, [0xc1200c18, 0xc1801018, 0xc1200818, 0xc1300818, 0xc1a00818,
                                                      0xc1a10818, 0xc1901018, 0xc1909018]>;
  defm SMLALL_BtoS : SME2LongForms<"smlall", 32, SveB, 4, [0xc1200400, 0xc1000000, 0xc1200000, 0xc1300000, 0xc1a00000,
                                                          0xc1a10000, 0xc1100000, 0xc1108000], 1>;
  defm SMLSLL_BtoS : SME2LongForms<"smlsll", 32, SveB, 4, [0xc1200408, 0xc1000008, 0xc1200008, 0xc1300008, 0xc1a00008,
                                                          0xc1a10008, 0xc1100008, 0xc1108008], 1>;
  defm UMLALL_BtoS : SME2LongForms<"umlall", 32, SveB, 4, [0xc1200410, 0xc1000010, 0xc1200010, 0xc1300010, 0xc1a00010,
                                                          0xc1a10010, 0xc1100010, 0xc1108010], 1>;
  defm UMLSLL_BtoS : SME2LongForms<"umlsll", 32, SveB, 4, [0xc1200418, 0xc1000018, 0xc1200018, 0xc1300018, 0xc1a00018,
                                                          0xc1a10018, 0xc1100018, 0xc1108018], 1>;
  defm USMLALL : SME2LongForms<"usmlall", 32, SveB, 4, [0xc1200404, 0xc1000004, 0xc1200004, 0xc1300004, 0xc1a00004,
                                                       0xc1a10004, 0xc1100020, 0xc1108020], 1>;
  defm SUMLALL : SME2LongForms<"sumlall", 32, SveB, 4, [0, 0xc1000014, 0xc1200014, 0xc1300014, 0, 0, 0xc1100030,
                                                       0xc1108030], 1>;
}
let Predicates = [HasSME2, HasSMEI16I64] in {
  defm SMLALL_HtoD : SME2LongForms<"smlall", 64, SveH, 4, [0xc1600400, 0xc1800000, 0xc1600000, 0xc1700000, 0xc1e00000,
                                                          0xc1e10000, 0xc1900000, 0xc1908000], 1>;
  defm SMLSLL_HtoD : SME2LongForms<"smlsll", 64, SveH, 4, [0xc1600408, 0xc1800008, 0xc1600008, 0xc1700008, 0xc1e00008,
                                                          0xc1e10008, 0xc1900008, 0xc1908008], 1>;
  defm UMLALL_HtoD : SME2LongForms<"umlall", 64, SveH, 4, [0xc1600410, 0xc1800010, 0xc1600010, 0xc1700010, 0xc1e00010,
                                                          0xc1e10010, 0xc1900010, 0xc1908010], 1>;
  defm UMLSLL_HtoD : SME2LongForms<"umlsll", 64, SveH, 4, [0xc1600418, 0xc1800018, 0xc1600018, 0xc1700018, 0xc1e00018,
                                                          0xc1e10018, 0xc1900018, 0xc1908018], 1>;
}
// fp8 into half (fmlal) and single precision (fmlall).
let Predicates = [HasSMEF8F16] in
defm FMLAL_BtoH : SME2LongForms<"fmlal", 16, SveB, 2, [0xc1300c00, 0xc1c00000, 0xc1200804, 0xc1300804, 0xc1a00820,
                                                      0xc1a10820, 0xc1901030, 0xc1909020]>;
let Predicates = [HasSMEF8F32] in
defm FMLALL : SME2LongForms<"fmlall", 32, SveB, 4, [0xc1300400, 0xc1400000, 0xc1200002, 0xc1300002, 0xc1a00020,
                                                   0xc1a10020, 0xc1900020, 0xc1108040], 1>;

//===-- Predicate pairs and predicates as counters (sve2p1, sme2) ------------===//

// Pairs of predicates: consecutive from an even one (`{p0.b, p1.b}`), or
// from any (`{p15.d, p0.d}`).
foreach sz = SveBHSD in {
  def PP_ # sz.Name # _mul_r
      : ZList<2, sz.Bits, 1, PPRMul2, 1,
              "Invalid vector list, expected list with 2 consecutive predicate registers, where the first vector is a multiple of 2 and with correct element type">;
  def PP_ # sz.Name : ZList<2, sz.Bits, 1, PPR, 1>;
  def PNRp8_ # sz.Name : PReg<PNR_p8to15, sz.Bits, 0, 1>;
}
// The vector length multiple of a counter: vlx2 or vlx4 (or #0, #1).
def : NamedValue<"veclen", "vlx2", 0>;
def : NamedValue<"veclen", "vlx4", 1>;
def sve_vlx : Operand<i32> {
  let ParserMatchClass = A64CustomAsm<"SVEVecLen", "parse_named", "invalid operand for instruction">;
  let PrintMethod = "print_named";
  let SampleMethod = "sample_named";
  let NamedValues = "veclen";
  let FragmentArgs = [1];
}

let Predicates = [HasSVE2p1_or_HasSME2] in
foreach sz = SveBHSD in {
  defvar S = !toupper(sz.Name);
  // while: 00100101 size 1 Rm 01 then for a pair 0 1 op Rn 1 Pd eq, for a
  // counter vl 0 op Rn 1 eq PNd. op: ge/gt 00, lt/le 01, hs/hi 10, lo/ls 11.
  foreach w = [["ge", "gt"], ["lt", "le"], ["hs", "hi"], ["lo", "ls"]] in
    foreach eq = [0, 1] in {
      defvar m = "while" # w[eq];
      defvar op = !cond(!eq(w[0], "ge"): 0, !eq(w[0], "lt"): 1, !eq(w[0], "hs"): 2, true: 3);
      def !toupper(m) # _2PXX_ # S
          : SVESized<!or(0x25205010, !shl(op, 10), eq), sz.Size, (outs !cast<DAGOperand>("PP_" # sz.Name # "_mul_r"):$Pd),
                     (ins GPR64:$Rn, GPR64:$Rm), m, "$Pd, $Rn, $Rm"> {
        bits<4> Pd;
        bits<5> Rn;
        bits<5> Rm;
        let Inst{20-16} = Rm;
        let Inst{9-5} = Rn;
        let Inst{3-1} = Pd{3-1};
      }
      def !toupper(m) # _CXX_ # S
          : SVESized<!or(0x25204010, !shl(op, 10), !shl(eq, 3)), sz.Size,
                     (outs !cast<DAGOperand>("PNRp8_" # sz.Name):$PNd), (ins GPR64:$Rn, GPR64:$Rm, sve_vlx:$vl), m,
                     "$PNd, $Rn, $Rm, $vl"> {
        bits<3> PNd;
        bits<5> Rn;
        bits<5> Rm;
        bits<1> vl;
        let Inst{20-16} = Rm;
        let Inst{13} = vl;
        let Inst{9-5} = Rn;
        let Inst{2-0} = PNd;
      }
    }
  // ptrue of a counter: 00100101 size 1 00000 0111 1000 0010 PNd.
  def PTRUE_C_ # S : SVESized<0x25207810, sz.Size, (outs !cast<DAGOperand>("PNRp8_" # sz.Name):$PNd), (ins), "ptrue",
                              "$PNd"> {
    bits<3> PNd;
    let Inst{2-0} = PNd;
  }
  // pext: a predicate (or a pair) from part of a counter, 00100101 size 1
  // 00000 0111 0 pair index PNn 1 Pd.
  def PEXT_PCI_ # S : SVESized<0x25207010, sz.Size, (outs sz.P:$Pd), (ins PNR3b8Any:$PNn, sve_index3:$index), "pext",
                               "$Pd, $PNn$index"> {
    bits<4> Pd;
    bits<3> PNn;
    bits<2> index;
    let Inst{9-8} = index;
    let Inst{7-5} = PNn;
    let Inst{3-0} = Pd;
  }
  def PEXT_2PCI_ # S : SVESized<0x25207410, sz.Size, (outs !cast<DAGOperand>("PP_" # sz.Name):$Pd),
                                (ins PNR3b8Any:$PNn, sve_index1:$index), "pext", "$Pd, $PNn$index"> {
    bits<4> Pd;
    bits<3> PNn;
    bits<1> index;
    let Inst{8} = index;
    let Inst{7-5} = PNn;
    let Inst{3-0} = Pd;
  }
  // cntp of a counter: 00100101 size 1 00000 10000 vl 1 PNn Rd.
  def CNTP_XCI_ # S : SVESized<0x25208200, sz.Size, (outs GPR64:$Rd),
                               (ins !cast<DAGOperand>("PNR" # sz.Bits):$PNn, sve_vlx:$vl), "cntp", "$Rd, $PNn, $vl"> {
    bits<5> Rd;
    bits<4> PNn;
    bits<1> vl;
    let Inst{10} = vl;
    let Inst{8-5} = PNn;
    let Inst{4-0} = Rd;
  }
}

// sel of groups under a counter: 11000001 size 1 Zm 0 100 PNg Zn 0 Zd 0
// (pairs; fours 1 Zm 01 100 PNg Zn 00 Zd 00).
let Predicates = [HasSME2] in
foreach sz = SveBHSD in
  foreach n = [2, 4] in
    def SEL_VG # n # _ # n # ZC # n # Z # n # Z_ # !toupper(sz.Name)
        : SME2DN<!or(0xc1208000, !shl(sz.Size, 22), !if(!eq(n, 4), 0x10000, 0)), n, n, (outs ZGroup<n, sz>.Op:$Zd),
                 (ins PNR3b8Any:$PNg, ZGroup<n, sz>.Op:$Zn, ZGroup<n, sz>.Op:$Zm), "sel", "$Zd, $PNg, $Zn, $Zm"> {
      bits<3> PNg;
      bits<5> Zm;
      let Inst{20-16} = !if(!eq(n, 2), {Zm{4-1}, 0}, {Zm{4-2}, 0b01});
      let Inst{12-10} = PNg;
    }

// Quadword structure loads and stores (ld2q-ld4q, st2q-st4q): scalar plus
// scalar (lsl #4) and scalar plus immediate in multiples of the count;
// and the quadword gather and scatter (ld1q, st1q: [Zn.d, Xm]).
let Predicates = [HasSVE2p1_or_HasSME2p1] in
foreach n = 2...4 in {
  defvar zlist = !cast<DAGOperand>("ZL" # n # "q");
  defvar k = !sub(n, 2);
  defm LD # n # Q : SVEMemReg<!add(0xa4a08000, !shl(k, 23)), "ld" # n # "q", zlist, 1, 4>;
  defm LD # n # Q : SVEMemImm<!add(0xa490e000, !shl(k, 23)), "ld" # n # "q", zlist, 1, !cast<Operand>("simm4s" # n)>;
  defm ST # n # Q : SVEMemReg<!add(0xe4600000, !shl(k, 22)), "st" # n # "q", zlist, 0, 4>;
  defm ST # n # Q : SVEMemImm<!add(0xe4400000, !shl(k, 22)), "st" # n # "q", zlist, 0, !cast<Operand>("simm4s" # n)>;
}
let Predicates = [HasSVE2p1] in
foreach store = [0, 1] in {
  defvar m = !if(store, "st1q", "ld1q");
  def !if(store, "SST1Q", "GLD1Q")
      : SVEBase<!if(store, 0xe4202000, 0xc400a000), !if(store, (outs), (outs ZL1q:$Zt)),
                !con(!if(store, (ins ZL1q:$Zt), (ins)), (ins !if(store, PPR3bAny, PPR3bZ):$Pg, ZPR64:$Zn, GPR64:$Rm)), m,
                "$Zt, $Pg, [$Zn, $Rm]"> {
    bits<5> Zt;
    bits<3> Pg;
    bits<5> Zn;
    bits<5> Rm;
    let Inst{20-16} = Rm;
    let Inst{12-10} = Pg;
    let Inst{9-5} = Zn;
    let Inst{4-0} = Zt;
    let mayLoad = !not(store);
    let mayStore = store;
  }
  def : InstAlias<m # "\t$Zt, $Pg, [$Zn]", (!cast<Instruction>(!if(store, "SST1Q", "GLD1Q")) ZL1q:$Zt,
                                            !if(store, PPR3bAny, PPR3bZ):$Pg, ZPR64:$Zn, XZR), 1>;
}

//===-- Moves between groups and tile slices ---------------------------------===//

// The slice of several vectors of a tile (`za0h.b[w12, 0:1]`): its
// first offset in steps of `range`, up to `max` steps.
class SMERangeIndex<int max, int range> : Operand<i32> {
  let ParserMatchClass = A64CustomAsm<"SMERangeIndex" # max # "x" # range, "parse_sme_index",
      "immediate must be an immediate range of " # range # " in [0, " # !add(!mul(max, range), range, -1) # "].">;
  let PrintMethod = "print_sme_index";
  let PrintPredicate = "is_sme_index";
  let SampleMethod = "sample_vindex";
  let FragmentArgs = [max, range];
  let NotEncoded = !eq(max, 0);
}
foreach range = [2, 4] in
  foreach max = [0, 1, 3, 7] in
    def sme_range # range # _ # max : SMERangeIndex<max, range>;

// The three bits a group's slice takes: the tile's number above the step
// (pairs: .b all step, .d all tile; fours leave the top bit 0 but for .d).
class GroupSliceFields<int size, int n> {
  bits<3> ZA;
  bits<2> Rv;
  bits<3> imm;
  bits<3> SliceBits = !cond(!eq(n, 2): !cond(!eq(size, 0): imm, !eq(size, 1): {ZA{0}, imm{1-0}},
                                             !eq(size, 2): {ZA{1-0}, imm{0}}, true: ZA),
                            !eq(size, 0): {0, imm{1-0}}, !eq(size, 1): {0, ZA{0}, imm{0}},
                            !eq(size, 2): {0, ZA{1-0}}, true: ZA);
}
// The step operand of a group of n of a tile of `size`.
class GroupSliceIndex<int size, int n> {
  int Max = !if(!eq(n, 2), !cond(!eq(size, 0): 7, !eq(size, 1): 3, !eq(size, 2): 1, true: 0),
                !cond(!eq(size, 0): 3, !eq(size, 1): 1, true: 0));
  Operand Index = !cast<Operand>("sme_range" # n # "_" # Max);
}

// mova (movaz also zeroes) from a group of slices to Z registers:
// 11000000 size 00011 0 V Rs 0 0 0 vg4 z 0 slice Zd; and to the slices:
// 11000000 size 00010 0 V Rs 0 0 vg4 Zn 0 0 0 slice.
foreach size = 0...3 in
  foreach v = [0, 1] in
    foreach n = [2, 4] in {
      defvar tile = TileVectorOf<size, v>.Op;
      defvar sz = !cond(!eq(size, 0): SveB, !eq(size, 1): SveH, !eq(size, 2): SveS, true: SveD);
      defvar group = ZGroup<n, sz>.Op;
      defvar index = GroupSliceIndex<size, n>.Index;
      defvar sfx = !if(v, "V", "H") # "_" # !toupper(sz.Name);
      defvar word = !or(0xc0060000, !shl(size, 22), !shl(v, 15), !if(!eq(n, 4), 0x400, 0));
      foreach z = [0, 1] in
        let Predicates = !if(z, [HasSME2p1], [HasSME2]) in
        def !if(z, "MOVAZ_", "MOVA_") # n # !if(z, "ZMI_", "ZMXI_") # sfx
            : SVEBase<!or(word, !if(z, 0x200, 0)), (outs group:$Zd), (ins tile:$ZA, MatrixIndex12_15:$Rv, index:$imm),
                      !if(z, "movaz", "mova"), "$Zd, $ZA[$Rv, $imm]">, GroupSliceFields<size, n> {
          bits<5> Zd;
          let Inst{14-13} = Rv;
          let Inst{7-5} = SliceBits;
          let Inst{4-0} = !if(!eq(n, 2), {Zd{4-1}, 0}, {Zd{4-2}, 0b00});
        }
      let Predicates = [HasSME2] in {
        def MOVA_MXI # n # Z_ # sfx
            : SVEBase<!and(word, 0xfffdffff), (outs tile:$ZA), (ins tile:$ZA_in, MatrixIndex12_15:$Rv, index:$imm, group:$Zn),
                      "mova", "$ZA[$Rv, $imm], $Zn">, GroupSliceFields<size, n> {
          bits<5> Zn;
          let Constraints = "$ZA = $ZA_in";
          let Inst{14-13} = Rv;
          let Inst{9-5} = !if(!eq(n, 2), {Zn{4-1}, 0}, {Zn{4-2}, 0b00});
          let Inst{2-0} = SliceBits;
        }
        def : InstAlias<"mov\t$Zd, $ZA[$Rv, $imm]", (!cast<Instruction>("MOVA_" # n # "ZMXI_" # sfx) group:$Zd, tile:$ZA,
                                                     MatrixIndex12_15:$Rv, index:$imm), 1>;
        def : InstAlias<"mov\t$ZA[$Rv, $imm], $Zn", (!cast<Instruction>("MOVA_MXI" # n # "Z_" # sfx) tile:$ZA,
                                                     MatrixIndex12_15:$Rv, index:$imm, group:$Zn), 1>;
      }
    }

// movaz of one slice: 11000000 size 00001 Q V Rs 0001 slice Zd.
let Predicates = [HasSME2p1] in
foreach size = 0...4 in
  foreach v = [0, 1] in
    def MOVAZ_ZMI_ # !if(v, "V", "H") # _ # !toupper(TileSize<size>.Letter)
        : SVEBase<!or(0xc0020200, !shl(!if(!eq(size, 4), 3, size), 22), !shl(!eq(size, 4), 16), !shl(v, 15)),
                  (outs TileSize<size>.Z:$Zd), (ins TileVectorOf<size, v>.Op:$ZA, MatrixIndex12_15:$Rv, SliceIndices[size]:$imm),
                  "movaz", "$Zd, $ZA[$Rv, $imm]">, SliceFields<size> {
      bits<5> Zd;
      let Inst{14-13} = Rv;
      let Inst{8-5} = SliceBits;
      let Inst{4-0} = Zd;
    }

// Saturating rounding shifts right that narrow a group into one register
// (the n forms interleave): a pair of .s to .h (11000001 111 U imm4
// 110101 Zn 0 Zd, sqrshru: 11111), four of .s to .b (11000001 011 imm5
// 11011 N Zn op Zd) and four of .d to .h (11000001 1 imm6{5} 1 imm6{4-0}
// 11011 N Zn op Zd); op: sq 00, uq 01, squ 10.
let Predicates = [HasSME2] in {
  foreach o = [Op<"sqrshr", 0xc1e0d400>, Op<"uqrshr", 0xc1e0d420>, Op<"sqrshru", 0xc1f0d400>] in
    def !toupper(o.M) # _VG2_Z2ZI_H : SME2DN<o.Bits, 1, 2, (outs ZPR16:$Zd), (ins ZZ_s:$Zn, vecshiftR16:$imm), o.M,
                                             "$Zd, $Zn, $imm"> {
      bits<6> imm;
      let Inst{19-16} = imm{3-0};
    }
  foreach o = [Op<"sqrshr", 0>, Op<"uqrshr", 1>, Op<"sqrshru", 2>] in
    foreach N = [0, 1] in {
      defvar m = o.M # !if(N, "n", "");
      def !toupper(m) # _VG4_Z4ZI_B : SME2DN<!or(0xc160d800, !shl(N, 10), !shl(o.Bits, 5)), 1, 4, (outs ZPR8:$Zd),
                                             (ins ZZZZ_s:$Zn, vecshiftR32:$imm), m, "$Zd, $Zn, $imm"> {
        bits<6> imm;
        let Inst{20-16} = imm{4-0};
      }
      def !toupper(m) # _VG4_Z4ZI_H : SME2DN<!or(0xc1a0d800, !shl(N, 10), !shl(o.Bits, 5)), 1, 4, (outs ZPR16:$Zd),
                                             (ins ZZZZ_d:$Zn, vecshiftR64:$imm), m, "$Zd, $Zn, $imm"> {
        bits<7> imm;
        let Inst{22} = imm{5};
        let Inst{20-16} = imm{4-0};
      }
    }
}
// sve2p1's interleaving forms from a pair: 01000101 1011 imm4 00 op 10
// Zn 0 Zd.
let Predicates = [HasSVE2p1_or_HasSME2] in
foreach o = [Op<"sqrshrn", 0x45b02800>, Op<"uqrshrn", 0x45b03800>, Op<"sqrshrun", 0x45b00800>] in
  def !toupper(o.M) # _Z2ZI_StoH : SME2DN<o.Bits, 1, 2, (outs ZPR16:$Zd), (ins ZZ_s:$Zn, vecshiftR16:$imm), o.M,
                                          "$Zd, $Zn, $imm"> {
    bits<6> imm;
    let Inst{19-16} = imm{3-0};
  }

// pmov: a predicate to or from a part of a Z register (its bits as the
// predicate's), the part's index above the size marker: 00000101 0 then
// .b 0101, .h 011 i, .s 11 i i, .d 1 i 1 i i; 1 (0 to a predicate, 1 to a
// register) 0011100, then Zn 0 Pd or Pn Zd.
let Predicates = [HasSVE2p1_or_HasSME2p1] in
foreach sz = SveBHSD in {
  defvar S = !toupper(sz.Name);
  defvar base = !cond(!eq(sz.Bits, 8): 0x052a3800, !eq(sz.Bits, 16): 0x052c3800, !eq(sz.Bits, 32): 0x05683800,
                      true: 0x05a83800);
  defvar index = !cond(!eq(sz.Bits, 16): sve_index1, !eq(sz.Bits, 32): sve_index3, true: sve_index7);
  if !eq(sz.Bits, 8) then {
    def PMOV_PZI_B : SVEBase<base, (outs PPR8:$Pd), (ins ZPRAny:$Zn), "pmov", "$Pd, $Zn"> {
      bits<4> Pd;
      bits<5> Zn;
      let Inst{9-5} = Zn;
      let Inst{3-0} = Pd;
    }
    def PMOV_ZIP_B : SVEBase<!or(base, 0x10000), (outs ZPRAny:$Zd), (ins ZPRAny:$Zd_in, PPR8:$Pn), "pmov", "$Zd, $Pn"> {
      bits<5> Zd;
      bits<4> Pn;
      let Constraints = "$Zd = $Zd_in";
      let Inst{8-5} = Pn;
      let Inst{4-0} = Zd;
    }
  } else {
    def PMOV_PZI_ # S : SVEBase<base, (outs sz.P:$Pd), (ins ZPRAny:$Zn, index:$index), "pmov", "$Pd, $Zn$index"> {
      bits<4> Pd;
      bits<5> Zn;
      bits<3> index;
      bits<32> Word = base;
      let Inst{22} = !if(!eq(sz.Bits, 64), index{2}, Word{22});
      let Inst{18-17} = !cond(!eq(sz.Bits, 16): {Word{18}, index{0}}, true: index{1-0});
      let Inst{9-5} = Zn;
      let Inst{3-0} = Pd;
    }
    def PMOV_ZIP_ # S : SVEBase<!or(base, 0x10000), (outs ZPRAny:$Zd), (ins ZPRAny:$Zd_in, index:$index, sz.P:$Pn),
                                "pmov", "$Zd$index, $Pn"> {
      bits<5> Zd;
      bits<4> Pn;
      bits<3> index;
      bits<32> Word = !or(base, 0x10000);
      let Constraints = "$Zd = $Zd_in";
      let Inst{22} = !if(!eq(sz.Bits, 64), index{2}, Word{22});
      let Inst{18-17} = !cond(!eq(sz.Bits, 16): {Word{18}, index{0}}, true: index{1-0});
      let Inst{8-5} = Pn;
      let Inst{4-0} = Zd;
    }
  }
}

// llvm-mc also reads pmov's .b forms with the only index there is.
let Predicates = [HasSVE2p1_or_HasSME2p1] in {
  def : InstAlias<"pmov\t$Pd, $Zn[0]", (PMOV_PZI_B PPR8:$Pd, ZPRAny:$Zn), 0>;
  def : InstAlias<"pmov\t$Zd[0], $Pn", (PMOV_ZIP_B ZPRAny:$Zd, PPR8:$Pn), 0>;
}

// fp8's vertical dot products of the bottom or top halves into four
// vectors of ZA: 11000001 1101 Zm 0 Rv 01 i{1} Zn 0 T i{0} off.
let Predicates = [HasSMEF8F32] in
foreach T = [0, 1] in
  def !if(T, "FVDOTT", "FVDOTB") # _VG4_M2ZZI_BtoS
      : SME2ZA<!or(0xc1d00800, !shl(T, 4)), ZA32_VG4, (ins ZZ_b:$Zn, ZPR4b8:$Zm, sve_index3:$i), !if(T, "fvdott", "fvdotb"),
               "$Zn, $Zm$i"> {
    bits<5> Zn;
    bits<5> Zm;
    bits<2> i;
    let Inst{19-16} = Zm{3-0};
    let Inst{10} = i{1};
    let Inst{9-6} = Zn{4-1};
    let Inst{3} = i{0};
  }

// sme-lutv2: four 8-bit lookups from a pair of index registers (written
// bare, `{z0-z1}`) into a group of four, and movt of a Z register into a
// quarter of zt0.
def ZZ_mul_r : ZList<2, 0, 1, ZPRMul2>;
let Predicates = [HasSME2, HasSME_LUTv2] in {
  def LUTI4_4ZZT2Z : SME2DN<0xc08b0000, 4, 2, (outs ZZZZ_b:$Zd), (ins ZTR:$ZTt, ZZ_mul_r:$Zn), "luti4", "$Zd, $ZTt, $Zn">;
  def MOVT : SVEBase<0xc04f03e0, (outs ZTR:$ZTt), (ins sme_idx3:$off2, ZPRAny:$Zt), "movt", "$ZTt[$off2, mul vl], $Zt"> {
    bits<2> off2;
    bits<5> Zt;
    let Inst{13-12} = off2;
    let Inst{4-0} = Zt;
  }
  def : InstAlias<"movt\t$ZTt, $Zt", (MOVT ZTR:$ZTt, 0, ZPRAny:$Zt), 1>;
}
let Predicates = [HasSME2p1, HasSME_LUTv2] in
def LUTI4_S_4ZZT2Z : SVEBase<0xc09b0000, (outs ZZZZ_Strided_b:$Zd), (ins ZTR:$ZTt, ZZ_mul_r:$Zn), "luti4", "$Zd, $ZTt, $Zn"> {
  bits<5> Zd;
  bits<5> Zn;
  let Inst{9-6} = Zn{4-1};
  let Inst{4-0} = {Zd{4}, 0b00, Zd{1-0}};
}
