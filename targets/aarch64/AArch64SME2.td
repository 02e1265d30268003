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
