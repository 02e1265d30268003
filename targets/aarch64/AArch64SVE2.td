//===- AArch64SVE2.td - SVE2 for tdc --------------------------------------===//
//
// SVE2 (valid with sve2, or sme in streaming mode) and its optional parts
// (sve2-aes, sve2-sha3, sve2-sm4, sve2-bitperm). Most instructions are
// families sharing a layout that differ in a few opcode bits; each
// family is a list of (mnemonic, opcode bits) and one foreach.
//
//===----------------------------------------------------------------------===//

// Zd, Zn, Zm at 4-0, 9-5, 20-16; with `acc` Zd is also a source (`$Zd_in`,
// not written again).
class SVE2DNM<bits<32> base, DAGOperand zd, DAGOperand zn, DAGOperand zm, string mnemonic, bit acc = 0>
    : SVEBase<base, (outs zd:$Zd), !con(!if(acc, (ins zd:$Zd_in), (ins)), (ins zn:$Zn, zm:$Zm)), mnemonic,
              "$Zd, $Zn, $Zm"> {
  bits<5> Zd;
  bits<5> Zn;
  bits<5> Zm;
  let Constraints = !if(acc, "$Zd = $Zd_in", "");
  let Inst{20-16} = Zm;
  let Inst{9-5} = Zn;
  let Inst{4-0} = Zd;
}

// Destructive, the first source written again: `op Zdn, Zdn, Zm{, extra}`
// (Zm at 9-5).
class SVE2Destructive<bits<32> base, DAGOperand zt, DAGOperand zm, string mnemonic, dag extra = (ins),
                      string extra_syntax = "">
    : SVEBase<base, (outs zt:$Zdn), !con((ins zt:$Zdn_in, zm:$Zm), extra), mnemonic,
              "$Zdn, $Zdn_in, $Zm" # extra_syntax> {
  bits<5> Zdn;
  bits<5> Zm;
  let Constraints = "$Zdn = $Zdn_in";
  let Inst{9-5} = Zm;
  let Inst{4-0} = Zdn;
}

// Element indices: `form` says where the index and Zm go.
//   h:  i3h 22, i3l 20-19, Zm 18-16     s:  i2 20-19, Zm 18-16
//   d:  i1 20, Zm 19-16                 hl: i3 20-19 and 11, Zm 18-16
//   sl: i2 20 and 11, Zm 19-16
class IdxForm<string name, DAGOperand index, int zm_bits> {
  string Name = name;
  DAGOperand Index = index;
  int ZmBits = zm_bits;
}
def IdxH : IdxForm<"h", sve_index7, 3>;
def IdxS : IdxForm<"s", sve_index3, 3>;
def IdxD : IdxForm<"d", sve_index1, 4>;
def IdxHL : IdxForm<"hl", sve_index7, 3>;
def IdxSL : IdxForm<"sl", sve_index3, 4>;

class SVE2Indexed<bits<32> base, IdxForm f, DAGOperand zd, DAGOperand zn, DAGOperand zm, string mnemonic, bit acc,
                  dag extra = (ins), string extra_syntax = "">
    : SVEBase<base, (outs zd:$Zd), !con(!if(acc, (ins zd:$Zd_in), (ins)), (ins zn:$Zn, zm:$Zm, f.Index:$idx), extra),
              mnemonic, "$Zd, $Zn, $Zm$idx" # extra_syntax> {
  bits<5> Zd;
  bits<5> Zn;
  bits<4> Zm;
  bits<3> idx;
  let Constraints = !if(acc, "$Zd = $Zd_in", "");
  let Inst{9-5} = Zn;
  let Inst{4-0} = Zd;
  let Inst{22} = !if(!eq(f.Name, "h"), idx{2}, base{22});
  let Inst{20} = !cond(!eq(f.Name, "d"): idx{0}, !eq(f.Name, "hl"): idx{2}, true: idx{1});
  let Inst{19} = !cond(!eq(f.Name, "d"): Zm{3}, !eq(f.Name, "sl"): Zm{3}, !eq(f.Name, "hl"): idx{1}, true: idx{0});
  let Inst{18-16} = Zm{2-0};
  let Inst{11} = !if(!or(!eq(f.Name, "hl"), !eq(f.Name, "sl")), idx{0}, base{11});
}

// The restricted Zm of an indexed form of `bits`-bit elements.
class IdxZm<int bits_, IdxForm f> {
  DAGOperand Z = !cast<DAGOperand>("ZPR" # !if(!eq(f.ZmBits, 3), "3b", "4b") # bits_);
}

// A shift by an immediate: tsz and imm3 in bits 23-22, 20-19 and 18-16
// as SVE's unpredicated shifts, for `elem`-bit elements.
class SVE2ShiftImm<bits<32> base, int elem, DAGOperand zd, DAGOperand zn, bit right, string mnemonic, bit acc = 0>
    : SVEBase<base, (outs zd:$Zd),
              !con(!if(acc, (ins zd:$Zd_in), (ins)), (ins zn:$Zn, !cast<Operand>(!if(right, "vecshiftR", "vecshiftL") # elem):$imm)),
              mnemonic, "$Zd, $Zn, $imm"> {
  bits<5> Zd;
  bits<5> Zn;
  bits<6> imm;
  let Constraints = !if(acc, "$Zd = $Zd_in", "");
  let Inst{23-22} = !cond(!eq(elem, 64): {1, imm{5}}, !eq(elem, 32): 0b01, true: 0b00);
  let Inst{20-19} = !cond(!eq(elem, 8): 0b01, !eq(elem, 16): {1, imm{3}}, true: imm{4-3});
  let Inst{18-16} = imm{2-0};
  let Inst{9-5} = Zn;
  let Inst{4-0} = Zd;
}

// Sizes of widening (bits of the wide element) and narrowing forms.
defvar WideBits = [16, 32, 64];

let Predicates = [HasSVE2orSME] in {

//===-- Predicated integer arithmetic --------------------------------------===//

// 01000100 size 0 opc5 100 Pg Zm Zdn (halving, saturating, rounding
// shifts) and 101 (pairwise).
defvar SVE2PredOps = [
  Op<"srshl", 0x02>, Op<"urshl", 0x03>, Op<"srshlr", 0x06>, Op<"urshlr", 0x07>, Op<"sqshl", 0x08>,
  Op<"uqshl", 0x09>, Op<"sqrshl", 0x0a>, Op<"uqrshl", 0x0b>, Op<"sqshlr", 0x0c>, Op<"uqshlr", 0x0d>,
  Op<"sqrshlr", 0x0e>, Op<"uqrshlr", 0x0f>, Op<"shadd", 0x10>, Op<"uhadd", 0x11>, Op<"shsub", 0x12>,
  Op<"uhsub", 0x13>, Op<"srhadd", 0x14>, Op<"urhadd", 0x15>, Op<"shsubr", 0x16>, Op<"uhsubr", 0x17>,
  Op<"sqadd", 0x18>, Op<"uqadd", 0x19>, Op<"sqsub", 0x1a>, Op<"uqsub", 0x1b>, Op<"suqadd", 0x1c>,
  Op<"usqadd", 0x1d>, Op<"sqsubr", 0x1e>, Op<"uqsubr", 0x1f>];
defvar SVE2PairOps = [Op<"addp", 0x11>, Op<"smaxp", 0x14>, Op<"umaxp", 0x15>, Op<"sminp", 0x16>, Op<"uminp", 0x17>];
foreach sz = SveBHSD in {
  foreach o = SVE2PredOps in
    def !toupper(o.M) # _ZPmZ_ # sz.Name : SVEPredDestructive<0b01000100, sz.Size, o.Bits, 0b100, o.M, sz.Z>;
  foreach o = SVE2PairOps in
    def !toupper(o.M) # _ZPmZ_ # sz.Name : SVEPredDestructive<0b01000100, sz.Size, o.Bits, 0b101, o.M, sz.Z>;
  // Unary, merging: 01000100 size 00100 op 101 Pg Zn Zd.
  foreach o = [Op<"sqabs", 0x80000>, Op<"sqneg", 0x90000>] in
    def !toupper(o.M) # _ZPmZ_ # sz.Name : SVEConvert<!or(0x4400a000, o.Bits, !shl(sz.Size, 22)), o.M, sz.Z, sz.Z>;
}
// Reciprocal estimates of 32-bit elements: 01000100 10 00000 op 101.
def URECPE_ZPmZ_s : SVEConvert<0x4480a000, "urecpe", ZPR32, ZPR32>;
def URSQRTE_ZPmZ_s : SVEConvert<0x4481a000, "ursqrte", ZPR32, ZPR32>;
// Pairwise add and accumulate long: 01000100 size 00010 U 101 Pg Zn Zda.
foreach w = WideBits in
  foreach o = [Op<"sadalp", 0x40000>, Op<"uadalp", 0x50000>] in
    def !toupper(o.M) # _ZPmZ_ # w : SVEConvert<!or(0x4400a000, o.Bits, !shl(!logtwo(!div(w, 8)), 22)), o.M,
                                                ZOf<w>.Z, ZOf<!div(w, 2)>.Z>;

// Floating-point pairwise: 01100100 size 010 opc 100 Pg Zm Zdn.
foreach sz = SveHSD in
  foreach o = [Op<"faddp", 0x10>, Op<"fmaxnmp", 0x14>, Op<"fminnmp", 0x15>, Op<"fmaxp", 0x16>, Op<"fminp", 0x17>] in
    def !toupper(o.M) # _ZPmZ_ # sz.Name : SVEPredDestructive<0b01100100, sz.Size, o.Bits, 0b100, o.M, sz.Z>;
// flogb: 01100101 00011 size 0 101 Pg Zn Zd (size at 18-17).
foreach sz = SveHSD in
  def FLOGB_ # sz.Name : SVEConvert<!or(0x6518a000, !shl(sz.Size, 17)), "flogb", sz.Z, sz.Z>;
// Long and narrowing conversions of top halves.
let isPrefixable = 0 in {
def FCVTLT_sh : SVEConvert<0x6489a000, "fcvtlt", ZPR32, ZPR16>;
def FCVTLT_ds : SVEConvert<0x64cba000, "fcvtlt", ZPR64, ZPR32>;
def FCVTNT_hs : SVEConvert<0x6488a000, "fcvtnt", ZPR16, ZPR32>;
def FCVTNT_sd : SVEConvert<0x64caa000, "fcvtnt", ZPR32, ZPR64>;
}
def FCVTX_sd : SVEConvert<0x650aa000, "fcvtx", ZPR32, ZPR64>;
let isPrefixable = 0 in {
def FCVTXNT_sd : SVEConvert<0x640aa000, "fcvtxnt", ZPR32, ZPR64>;
}

//===-- Unpredicated -------------------------------------------------------===//

// Multiplies: 00000100 size 1 Zm 011 opc Zn Zd.
foreach sz = SveBHSD in
  foreach o = [Op<"mul", 0x6000>, Op<"smulh", 0x6800>, Op<"umulh", 0x6c00>, Op<"sqdmulh", 0x7000>,
               Op<"sqrdmulh", 0x7400>] in
    def !toupper(o.M) # _ZZZ_ # sz.Name : SVE2DNM<!or(0x04200000, o.Bits, !shl(sz.Size, 22)), sz.Z, sz.Z, sz.Z, o.M>;
def PMUL_ZZZ_b : SVE2DNM<0x04206400, ZPR8, ZPR8, ZPR8, "pmul">;

// Widening: 01000101 size 0 Zm opc Zn Zd, the size that of Zd; `w` forms
// take a wide first source.
defvar SVE2LongOps = [
  Op<"saddlb", 0x0000>, Op<"saddlt", 0x0400>, Op<"uaddlb", 0x0800>, Op<"uaddlt", 0x0c00>, Op<"ssublb", 0x1000>,
  Op<"ssublt", 0x1400>, Op<"usublb", 0x1800>, Op<"usublt", 0x1c00>, Op<"sabdlb", 0x3000>, Op<"sabdlt", 0x3400>,
  Op<"uabdlb", 0x3800>, Op<"uabdlt", 0x3c00>, Op<"sqdmullb", 0x6000>, Op<"sqdmullt", 0x6400>,
  Op<"smullb", 0x7000>, Op<"smullt", 0x7400>, Op<"umullb", 0x7800>, Op<"umullt", 0x7c00>,
  Op<"saddlbt", 0x8000>, Op<"ssublbt", 0x8800>, Op<"ssubltb", 0x8c00>];
defvar SVE2WideOps = [
  Op<"saddwb", 0x4000>, Op<"saddwt", 0x4400>, Op<"uaddwb", 0x4800>, Op<"uaddwt", 0x4c00>, Op<"ssubwb", 0x5000>,
  Op<"ssubwt", 0x5400>, Op<"usubwb", 0x5800>, Op<"usubwt", 0x5c00>];
// Accumulating: absolute difference (01000101 size 0 Zm 1100 U T) and
// multiply-add long (01000100 size 0 Zm 0 opc).
defvar SVE2LongAccOps = [
  Op<"sabalb", 0x0100c000>, Op<"sabalt", 0x0100c400>, Op<"uabalb", 0x0100c800>, Op<"uabalt", 0x0100cc00>,
  Op<"sqdmlalbt", 0x0800>, Op<"sqdmlslbt", 0x0c00>, Op<"smlalb", 0x4000>, Op<"smlalt", 0x4400>,
  Op<"umlalb", 0x4800>, Op<"umlalt", 0x4c00>, Op<"smlslb", 0x5000>, Op<"smlslt", 0x5400>, Op<"umlslb", 0x5800>,
  Op<"umlslt", 0x5c00>, Op<"sqdmlalb", 0x6000>, Op<"sqdmlalt", 0x6400>, Op<"sqdmlslb", 0x6800>,
  Op<"sqdmlslt", 0x6c00>];
// Narrowing high halves: 01000101 size 1 Zm 011 opc Zn Zd (the size that
// of the sources); the top forms keep the other halves of Zd.
defvar SVE2HighOps = [
  Op<"addhnb", 0x6000>, Op<"addhnt", 0x6400>, Op<"raddhnb", 0x6800>, Op<"raddhnt", 0x6c00>, Op<"subhnb", 0x7000>,
  Op<"subhnt", 0x7400>, Op<"rsubhnb", 0x7800>, Op<"rsubhnt", 0x7c00>];
foreach w = WideBits in {
  defvar size = !shl(!logtwo(!div(w, 8)), 22);
  defvar wide = ZOf<w>.Z;
  defvar narrow = ZOf<!div(w, 2)>.Z;
  foreach o = SVE2LongOps in
    def !toupper(o.M) # _ZZZ_ # w : SVE2DNM<!or(0x45000000, o.Bits, size), wide, narrow, narrow, o.M>;
  foreach o = SVE2WideOps in
    def !toupper(o.M) # _ZZZ_ # w : SVE2DNM<!or(0x45000000, o.Bits, size), wide, wide, narrow, o.M>;
  foreach o = SVE2LongAccOps in
    def !toupper(o.M) # _ZZZ_ # w : SVE2DNM<!or(0x44000000, o.Bits, size), wide, narrow, narrow, o.M, 1>;
  let isPrefixable = 0 in
  foreach o = SVE2HighOps in
    def !toupper(o.M) # _ZZZ_ # w : SVE2DNM<!or(0x45200000, o.Bits, size), narrow, wide, wide, o.M,
                                            !eq(!substr(o.M, !sub(!size(o.M), 1)), "t")>;
}
// Polynomial multiply long of bytes and words (sve2); of doublewords
// into 128 bits under sve2-aes below.
foreach o = [Op<"pmullb", 0x6800>, Op<"pmullt", 0x6c00>] in {
  def !toupper(o.M) # _ZZZ_h : SVE2DNM<!or(0x45400000, o.Bits), ZPR16, ZPR8, ZPR8, o.M>;
  def !toupper(o.M) # _ZZZ_d : SVE2DNM<!or(0x45c00000, o.Bits), ZPR64, ZPR32, ZPR32, o.M>;
}

// Same-size accumulating: saba/uaba (01000101 size 0 Zm 11111 U),
// sqrdmlah/sqrdmlsh (01000100 size 0 Zm 01110 S), eorbt/eortb (01000101
// size 0 Zm 10010 tb).
foreach sz = SveBHSD in
  foreach o = [Op<"saba", 0x0100f800>, Op<"uaba", 0x0100fc00>, Op<"sqrdmlah", 0x7000>, Op<"sqrdmlsh", 0x7400>,
               Op<"eorbt", 0x01009000>, Op<"eortb", 0x01009400>] in
    def !toupper(o.M) # _ZZZ_ # sz.Name : SVE2DNM<!or(0x44000000, o.Bits, !shl(sz.Size, 22)), sz.Z, sz.Z, sz.Z, o.M, 1>;
// Add and subtract with carry long: 01000101 0 S 0 Zm 11010 T (bit 22:
// 64-bit elements).
foreach sz = SveSD in
  foreach o = [Op<"adclb", 0x4500d000>, Op<"adclt", 0x4500d400>, Op<"sbclb", 0x4580d000>, Op<"sbclt", 0x4580d400>] in
    def !toupper(o.M) # _ZZZ_ # sz.Name : SVE2DNM<!or(o.Bits, !shl(!eq(sz.Name, "d"), 22)), sz.Z, sz.Z, sz.Z, o.M, 1>;

// Complex add (01000101 size 0000 op 11011 rot) and multiply-add (01000100
// size 0 Zm 001 op rot), integer dot product (01000100 1 size 0 Zm 0001
// rot).
foreach sz = SveBHSD in {
  foreach o = [Op<"cadd", 0x4500d800>, Op<"sqcadd", 0x4501d800>] in
    def !toupper(o.M) # _ZZI_ # sz.Name
        : SVE2Destructive<!or(o.Bits, !shl(sz.Size, 22)), sz.Z, sz.Z, o.M, (ins complexrotateopodd:$rot), ", $rot"> {
      bits<1> rot;
      let Inst{10} = rot;
    }
  foreach o = [Op<"cmla", 0x44002000>, Op<"sqrdcmlah", 0x44003000>] in
    def !toupper(o.M) # _ZZZ_ # sz.Name
        : SVEBase<!or(o.Bits, !shl(sz.Size, 22)), (outs sz.Z:$Zd), (ins sz.Z:$Zd_in, sz.Z:$Zn, sz.Z:$Zm, complexrotateop:$rot),
                  o.M, "$Zd, $Zn, $Zm, $rot"> {
      bits<5> Zd;
      bits<5> Zn;
      bits<5> Zm;
      bits<2> rot;
      let Constraints = "$Zd = $Zd_in";
      let Inst{20-16} = Zm;
      let Inst{11-10} = rot;
      let Inst{9-5} = Zn;
      let Inst{4-0} = Zd;
    }
}
foreach w = [32, 64] in
  def CDOT_ZZZ_ # w : SVEBase<!or(0x44801000, !shl(!eq(w, 64), 22)), (outs ZOf<w>.Z:$Zd),
                              (ins ZOf<w>.Z:$Zd_in, ZOf<!div(w, 4)>.Z:$Zn, ZOf<!div(w, 4)>.Z:$Zm, complexrotateop:$rot),
                              "cdot", "$Zd, $Zn, $Zm, $rot"> {
    bits<5> Zd;
    bits<5> Zn;
    bits<5> Zm;
    bits<2> rot;
    let Constraints = "$Zd = $Zd_in";
    let Inst{20-16} = Zm;
    let Inst{11-10} = rot;
    let Inst{9-5} = Zn;
    let Inst{4-0} = Zd;
  }

// Bitwise ternary, on .d: 00000100 opc 1 Zm 0011 1o Zk Zdn (`op Zdn, Zdn,
// Zm, Zk`).
foreach o = [Op<"eor3", 0x04203800>, Op<"bcax", 0x04603800>, Op<"bsl", 0x04203c00>, Op<"bsl1n", 0x04603c00>,
             Op<"bsl2n", 0x04a03c00>, Op<"nbsl", 0x04e03c00>] in
  def !toupper(o.M) # _ZZZZ : SVEBase<o.Bits, (outs ZPR64:$Zdn), (ins ZPR64:$Zdn_in, ZPR64:$Zm, ZPR64:$Zk), o.M,
                                      "$Zdn, $Zdn_in, $Zm, $Zk"> {
    bits<5> Zdn;
    bits<5> Zm;
    bits<5> Zk;
    let Constraints = "$Zdn = $Zdn_in";
    let Inst{20-16} = Zm;
    let Inst{9-5} = Zk;
    let Inst{4-0} = Zdn;
  }
// Accepted with any element size (printed .d).
foreach o = ["eor3", "bcax", "bsl", "bsl1n", "bsl2n", "nbsl"] in
  foreach i = 0...2 in {
    defvar z = !cast<DAGOperand>(!strconcat("ZPR", !cast<string>(SizeBits[i])));
    def : InstAlias<o # "\t$Zdn, $Zdn, $Zm, $Zk", (!cast<Instruction>(!toupper(o) # "_ZZZZ") z:$Zdn, z:$Zm, z:$Zk), 0>;
  }
// xar: 00000100 tszh 1 tszl imm3 001101 Zm Zdn.
foreach sz = SveBHSD in
  def XAR_ZZZI_ # sz.Name : SVE2Destructive<0x04203400, sz.Z, sz.Z, "xar",
                                            (ins !cast<Operand>("vecshiftR" # sz.Bits):$imm), ", $imm"> {
    bits<6> imm;
    let Inst{23-22} = !cond(!eq(sz.Bits, 64): {1, imm{5}}, !eq(sz.Bits, 32): 0b01, true: 0b00);
    let Inst{20-19} = !cond(!eq(sz.Bits, 8): 0b01, !eq(sz.Bits, 16): {1, imm{3}}, true: imm{4-3});
    let Inst{18-16} = imm{2-0};
  }

//===-- Shifts -------------------------------------------------------------===//

// Shift and insert (01000101 tsz 0 tsz imm3 11110 op) and shift right
// and accumulate (... 1110 R U): Zd is also a source.
foreach sz = SveBHSD in {
  let isPrefixable = 0 in {
  def SLI_ZZI_ # sz.Name : SVE2ShiftImm<0x4500f400, sz.Bits, sz.Z, sz.Z, 0, "sli", 1>;
  def SRI_ZZI_ # sz.Name : SVE2ShiftImm<0x4500f000, sz.Bits, sz.Z, sz.Z, 1, "sri", 1>;
  }
  foreach o = [Op<"ssra", 0x4500e000>, Op<"usra", 0x4500e400>, Op<"srsra", 0x4500e800>, Op<"ursra", 0x4500ec00>] in
    def !toupper(o.M) # _ZZI_ # sz.Name : SVE2ShiftImm<o.Bits, sz.Bits, sz.Z, sz.Z, 1, o.M, 1>;
}
// Narrowing right shifts (01000101 0 tsz 1 tsz imm3 0 opc Zn Zd, tsz for
// the narrow size), shift left long (01000101 0 tsz 0 tsz imm3 1010 U T)
// and saturating extract narrow (01000101 0 tsz 1 tsz 000 010 opc).
defvar SVE2NarrowShiftOps = [
  Op<"sqshrunb", 0x0000>, Op<"sqshrunt", 0x0400>, Op<"sqrshrunb", 0x0800>, Op<"sqrshrunt", 0x0c00>,
  Op<"shrnb", 0x1000>, Op<"shrnt", 0x1400>, Op<"rshrnb", 0x1800>, Op<"rshrnt", 0x1c00>, Op<"sqshrnb", 0x2000>,
  Op<"sqshrnt", 0x2400>, Op<"sqrshrnb", 0x2800>, Op<"sqrshrnt", 0x2c00>, Op<"uqshrnb", 0x3000>,
  Op<"uqshrnt", 0x3400>, Op<"uqrshrnb", 0x3800>, Op<"uqrshrnt", 0x3c00>];
defvar SVE2ExtractOps = [Op<"sqxtnb", 0x4000>, Op<"sqxtnt", 0x4400>, Op<"uqxtnb", 0x4800>, Op<"uqxtnt", 0x4c00>,
                         Op<"sqxtunb", 0x5000>, Op<"sqxtunt", 0x5400>];
foreach n = [8, 16, 32] in {
  defvar narrow = ZOf<n>.Z;
  defvar wide = ZOf<!mul(n, 2)>.Z;
  // The top forms keep half of Zd but are no destructive operations:
  // llvm-mc takes none of these after a movprfx (likewise sli, sri, tbx,
  // the conversions of top halves and the cryptography below).
  let isPrefixable = 0 in
  foreach o = SVE2NarrowShiftOps in
    def !toupper(o.M) # _ZZI_ # n : SVE2ShiftImm<!or(0x45200000, o.Bits), n, narrow, wide, 1, o.M,
                                                 !eq(!substr(o.M, !sub(!size(o.M), 1)), "t")>;
  foreach o = [Op<"sshllb", 0xa000>, Op<"sshllt", 0xa400>, Op<"ushllb", 0xa800>, Op<"ushllt", 0xac00>] in
    def !toupper(o.M) # _ZZI_ # n : SVE2ShiftImm<!or(0x45000000, o.Bits), n, wide, narrow, 0, o.M>;
  let isPrefixable = 0 in
  foreach o = SVE2ExtractOps in
    def !toupper(o.M) # _ZZ_ # n
        : SVEBase<!or(0x45200000, o.Bits, !cond(!eq(n, 8): 0x80000, !eq(n, 16): 0x100000, true: 0x400000)),
                  (outs narrow:$Zd), !con(!if(!eq(!substr(o.M, !sub(!size(o.M), 1)), "t"), (ins narrow:$Zd_in), (ins)),
                                          (ins wide:$Zn)), o.M, "$Zd, $Zn"> {
      bits<5> Zd;
      bits<5> Zn;
      let Constraints = !if(!eq(!substr(o.M, !sub(!size(o.M), 1)), "t"), "$Zd = $Zd_in", "");
      let Inst{9-5} = Zn;
      let Inst{4-0} = Zd;
    }
}

//===-- By element ---------------------------------------------------------===//

// Same size: 01000100 1 size 1 (index, Zm) opc Zn Zd.
defvar SVE2IdxOps = [Op<"mla", 0x0800>, Op<"mls", 0x0c00>, Op<"sqrdmlah", 0x1000>, Op<"sqrdmlsh", 0x1400>,
                     Op<"sqdmulh", 0xf000>, Op<"sqrdmulh", 0xf400>, Op<"mul", 0xf800>];
foreach o = SVE2IdxOps in {
  defvar acc = !or(!eq(o.M, "mla"), !eq(o.M, "mls"), !eq(o.M, "sqrdmlah"), !eq(o.M, "sqrdmlsh"));
  def !toupper(o.M) # _ZZZI_h : SVE2Indexed<!or(0x44200000, o.Bits), IdxH, ZPR16, ZPR16, ZPR3b16, o.M, acc>;
  def !toupper(o.M) # _ZZZI_s : SVE2Indexed<!or(0x44a00000, o.Bits), IdxS, ZPR32, ZPR32, ZPR3b32, o.M, acc>;
  def !toupper(o.M) # _ZZZI_d : SVE2Indexed<!or(0x44e00000, o.Bits), IdxD, ZPR64, ZPR64, ZPR4b64, o.M, acc>;
}
// Long: 01000100 1 size 1 (index, Zm) opc i Zn Zd, the index's low bit at
// 11.
defvar SVE2IdxLongOps = [
  Op<"sqdmlalb", 0x2000>, Op<"sqdmlalt", 0x2400>, Op<"sqdmlslb", 0x3000>, Op<"sqdmlslt", 0x3400>,
  Op<"smlalb", 0x8000>, Op<"smlalt", 0x8400>, Op<"umlalb", 0x9000>, Op<"umlalt", 0x9400>, Op<"smlslb", 0xa000>,
  Op<"smlslt", 0xa400>, Op<"umlslb", 0xb000>, Op<"umlslt", 0xb400>, Op<"smullb", 0xc000>, Op<"smullt", 0xc400>,
  Op<"umullb", 0xd000>, Op<"umullt", 0xd400>, Op<"sqdmullb", 0xe000>, Op<"sqdmullt", 0xe400>];
foreach o = SVE2IdxLongOps in {
  defvar acc = !lt(o.Bits, 0xc000);
  def !toupper(o.M) # _ZZZI_s : SVE2Indexed<!or(0x44a00000, o.Bits), IdxHL, ZPR32, ZPR16, ZPR3b16, o.M, acc>;
  def !toupper(o.M) # _ZZZI_d : SVE2Indexed<!or(0x44e00000, o.Bits), IdxSL, ZPR64, ZPR32, ZPR4b32, o.M, acc>;
}
// Complex: cmla, sqrdcmlah (01000100 1 size 1 ... 011 op rot) and cdot
// (01000100 1 size 1 ... 0100 rot), by element.
foreach o = [Op<"cmla", 0x6000>, Op<"sqrdcmlah", 0x7000>] in {
  def !toupper(o.M) # _ZZZI_h : SVE2Indexed<!or(0x44a00000, o.Bits), IdxS, ZPR16, ZPR16, ZPR3b16, o.M, 1,
                                            (ins complexrotateop:$rot), ", $rot"> {
    bits<2> rot;
    let Inst{11-10} = rot;
  }
  def !toupper(o.M) # _ZZZI_s : SVE2Indexed<!or(0x44e00000, o.Bits), IdxD, ZPR32, ZPR32, ZPR4b32, o.M, 1,
                                            (ins complexrotateop:$rot), ", $rot"> {
    bits<2> rot;
    let Inst{11-10} = rot;
  }
}
def CDOT_ZZZI_s : SVE2Indexed<0x44a04000, IdxS, ZPR32, ZPR8, ZPR3b8, "cdot", 1, (ins complexrotateop:$rot), ", $rot"> {
  bits<2> rot;
  let Inst{11-10} = rot;
}
def CDOT_ZZZI_d : SVE2Indexed<0x44e04000, IdxD, ZPR64, ZPR16, ZPR4b16, "cdot", 1, (ins complexrotateop:$rot), ", $rot"> {
  bits<2> rot;
  let Inst{11-10} = rot;
}
// Floating-point multiply-add long: 01100100 101 Zm 10 op 0 T (vectors)
// and 01100100 101 (index, Zm) 01 op 0 i T (by element).
foreach o = [Op<"fmlalb", 0x0000>, Op<"fmlalt", 0x0400>, Op<"fmlslb", 0x2000>, Op<"fmlslt", 0x2400>] in {
  def !toupper(o.M) # _ZZZ_s : SVE2DNM<!or(0x64a08000, o.Bits), ZPR32, ZPR16, ZPR16, o.M, 1>;
  def !toupper(o.M) # _ZZZI_s : SVE2Indexed<!or(0x64a04000, o.Bits), IdxHL, ZPR32, ZPR16, ZPR3b16, o.M, 1>;
}

//===-- Permutes and others ------------------------------------------------===//

// Table lookups in two registers (00000101 size 1 Zm 001010) and tbx
// (001011).
foreach sz = SveBHSD in {
  def TBL_ZZZ2_ # sz.Name : SVEDNM<0x05202800, sz.Size, sz.Z, !cast<DAGOperand>("ZL2" # sz.Name), sz.Z, "tbl">;
  let isPrefixable = 0 in
  def TBX_ZZZ_ # sz.Name : SVE2DNM<!or(0x05202c00, !shl(sz.Size, 22)), sz.Z, sz.Z, sz.Z, "tbx", 1>;
  // splice of two consecutive registers: 00000101 size 101101 100 Pg Zn Zd.
  def SPLICE_ZPZZ_ # sz.Name : SVESized<0x052d8000, sz.Size, (outs sz.Z:$Zd),
                                        (ins PPR3bAny:$Pg, !cast<DAGOperand>("ZL2" # sz.Name):$Zn), "splice",
                                        "$Zd, $Pg, $Zn"> {
    bits<5> Zd;
    bits<3> Pg;
    bits<5> Zn;
    let Inst{12-10} = Pg;
    let Inst{9-5} = Zn;
    let Inst{4-0} = Zd;
  }
}
// ext of two consecutive registers: 00000101 011 imm8h 000 imm8l Zn Zd.
def EXT_ZZI_B : SVEBase<0x05600000, (outs ZPR8:$Zd), (ins ZL2b:$Zn, sve_imm0_255:$imm), "ext", "$Zd, $Zn, $imm"> {
  bits<5> Zd;
  bits<5> Zn;
  bits<8> imm;
  let Inst{20-16} = imm{7-3};
  let Inst{12-10} = imm{2-0};
  let Inst{9-5} = Zn;
  let Inst{4-0} = Zd;
}

// while with signed and unsigned greater-than comparisons, and the
// read-after-write and write-after-read checks (00100101 size 1 Rm 001100
// Rn rw Pd).
defvar While2Ops = ["whilege", "whilegt", "whilehs", "whilehi"];
defvar While2Bits = [0x000, 0x010, 0x800, 0x810];
foreach sz = SveBHSD in {
  foreach i = 0...3 in
    foreach sf = [0, 1] in
      def !toupper(While2Ops[i]) # _P # !if(sf, "X", "W") # _ # sz.Name
          : SVESized<!or(0x25200000, While2Bits[i], !shl(sf, 12)), sz.Size, (outs sz.P:$Pd),
                     (ins !if(sf, GPR64, GPR32):$Rn, !if(sf, GPR64, GPR32):$Rm), While2Ops[i], "$Pd, $Rn, $Rm"> {
        bits<4> Pd;
        bits<5> Rn;
        bits<5> Rm;
        let Inst{20-16} = Rm;
        let Inst{9-5} = Rn;
        let Inst{3-0} = Pd;
      }
  foreach o = [Op<"whilewr", 0>, Op<"whilerw", 0x10>] in
    def !toupper(o.M) # _PXX_ # sz.Name : SVESized<!or(0x25203000, o.Bits), sz.Size, (outs sz.P:$Pd),
                                                   (ins GPR64:$Rn, GPR64:$Rm), o.M, "$Pd, $Rn, $Rm"> {
      bits<4> Pd;
      bits<5> Rn;
      bits<5> Rm;
      let Inst{20-16} = Rm;
      let Inst{9-5} = Rn;
      let Inst{3-0} = Pd;
    }
}

} // Predicates = [HasSVE2orSME]

//===-- SVE2 only (not in streaming mode) ----------------------------------===//

// (mnemonic, word, element size) of a non-temporal gather or scatter.
class NTGather<string m, int bits_, string elem> {
  string M = m;
  int Bits = bits_;
  string E = elem;
}

let Predicates = [HasSVE2] in {
// Histograms: histcnt 01000101 size 1 Zm 110 Pg Zn Zd; histseg 01000101
// 001 Zm 101000.
foreach sz = SveSD in
  def HISTCNT_ # sz.Name : SVESized<0x4520c000, sz.Size, (outs sz.Z:$Zd), (ins PPR3bZ:$Pg, sz.Z:$Zn, sz.Z:$Zm),
                                    "histcnt", "$Zd, $Pg, $Zn, $Zm"> {
    bits<5> Zd;
    bits<3> Pg;
    bits<5> Zn;
    bits<5> Zm;
    let Inst{20-16} = Zm;
    let Inst{12-10} = Pg;
    let Inst{9-5} = Zn;
    let Inst{4-0} = Zd;
  }
def HISTSEG : SVE2DNM<0x4520a000, ZPR8, ZPR8, ZPR8, "histseg">;
// Character matches: 01000101 size 1 Zm 100 Pg Zn op Pd.
foreach sz = [SveB, SveH] in
  foreach o = [Op<"match", 0>, Op<"nmatch", 0x10>] in
    def !toupper(o.M) # _ # sz.Name : SVESized<!or(0x45208000, o.Bits), sz.Size, (outs sz.P:$Pd),
                                               (ins PPR3bZ:$Pg, sz.Z:$Zn, sz.Z:$Zm), o.M, "$Pd, $Pg, $Zn, $Zm"> {
      bits<4> Pd;
      bits<3> Pg;
      bits<5> Zn;
      bits<5> Zm;
      let Inst{20-16} = Zm;
      let Inst{12-10} = Pg;
      let Inst{9-5} = Zn;
      let Inst{3-0} = Pd;
    }
// Non-temporal gathers and scatters, vector plus scalar: [Zn.T{, Xm}]
// (Xm xzr when left out).
foreach g = [NTGather<"ldnt1b", 0x8400a000, "s">, NTGather<"ldnt1sb", 0x84008000, "s">,
             NTGather<"ldnt1h", 0x8480a000, "s">, NTGather<"ldnt1sh", 0x84808000, "s">,
             NTGather<"ldnt1w", 0x8500a000, "s">, NTGather<"ldnt1b", 0xc400c000, "d">,
             NTGather<"ldnt1sb", 0xc4008000, "d">, NTGather<"ldnt1h", 0xc480c000, "d">,
             NTGather<"ldnt1sh", 0xc4808000, "d">, NTGather<"ldnt1w", 0xc500c000, "d">,
             NTGather<"ldnt1sw", 0xc5008000, "d">, NTGather<"ldnt1d", 0xc580c000, "d">,
             NTGather<"stnt1b", 0xe4402000, "s">, NTGather<"stnt1h", 0xe4c02000, "s">,
             NTGather<"stnt1w", 0xe5402000, "s">, NTGather<"stnt1b", 0xe4002000, "d">,
             NTGather<"stnt1h", 0xe4802000, "d">, NTGather<"stnt1w", 0xe5002000, "d">,
             NTGather<"stnt1d", 0xe5802000, "d">] in {
  defvar load = !eq(!substr(g.M, 0, 2), "ld");
  defvar zt = !cast<DAGOperand>("ZL1" # g.E);
  defvar zv = !cast<DAGOperand>("ZPR" # !if(!eq(g.E, "s"), 32, 64));
  defvar name = !toupper(g.M) # "_ZZR_" # g.E;
  def name : SVEGather<g.Bits, g.M, zt, (ins zv:$Rn, GPR64:$Rm), "[$Rn, $Rm]", load> {
    bits<5> Rm;
    let Inst{20-16} = Rm;
  }
  def : InstAlias<g.M # "\t$Zt, $Pg, [$Rn]", (!cast<Instruction>(name) zt:$Zt, !if(load, PPR3bZ, PPR3bAny):$Pg, zv:$Rn,
                                              XZR)>;
}
} // Predicates = [HasSVE2]

// Cryptography: aese/aesd (01000101 001000 1 11000 op Zm Zdn), aesmc and
// aesimc (01000101 001000 0 11100 op Zdn), pmullb/pmullt into 128 bits,
// rax1, sm4e and sm4ekey.
let Predicates = [HasSVE2AES], isPrefixable = 0 in {
  def AESE_ZZZ_B : SVE2Destructive<0x4522e000, ZPR8, ZPR8, "aese">;
  def AESD_ZZZ_B : SVE2Destructive<0x4522e400, ZPR8, ZPR8, "aesd">;
  foreach o = [Op<"aesmc", 0x4520e000>, Op<"aesimc", 0x4520e400>] in
    def !toupper(o.M) # _ZZ_B : SVEBase<o.Bits, (outs ZPR8:$Zdn), (ins ZPR8:$Zdn_in), o.M, "$Zdn, $Zdn_in"> {
      bits<5> Zdn;
      let Constraints = "$Zdn = $Zdn_in";
      let Inst{4-0} = Zdn;
    }
  def PMULLB_ZZZ_Q : SVE2DNM<0x45006800, ZPR128, ZPR64, ZPR64, "pmullb">;
  def PMULLT_ZZZ_Q : SVE2DNM<0x45006c00, ZPR128, ZPR64, ZPR64, "pmullt">;
}
let Predicates = [HasSVE2SHA3] in
def RAX1_ZZZ_D : SVE2DNM<0x4520f400, ZPR64, ZPR64, ZPR64, "rax1">;
let Predicates = [HasSVE2SM4] in {
  let isPrefixable = 0 in
  def SM4E_ZZZ_S : SVE2Destructive<0x4523e000, ZPR32, ZPR32, "sm4e">;
  def SM4EKEY_ZZZ_S : SVE2DNM<0x4520f000, ZPR32, ZPR32, ZPR32, "sm4ekey">;
}
// Bit permutes: 01000101 size 0 Zm 1011 opc Zn Zd.
let Predicates = [HasSVE2BitPerm] in
foreach sz = SveBHSD in
  foreach o = [Op<"bext", 0xb000>, Op<"bdep", 0xb400>, Op<"bgrp", 0xb800>] in
    def !toupper(o.M) # _ZZZ_ # sz.Name : SVE2DNM<!or(0x45000000, o.Bits, !shl(sz.Size, 22)), sz.Z, sz.Z, sz.Z, o.M>;

//===-- SVE2.1: quadword reductions and permutes, clamps, revd -------------===//

// Reductions within each 128-bit segment into a vector register (their
// Vd has the generic syntax only):
//   integer: 00000100 size 0 opc 001 Pg Zn Vd (b, h, s, d),
//   floating point: 01100100 size 010 opc 101 Pg Zn Vd (h, s, d).
class SVEQuadReduction<bits<8> top, SVESize sz, bits<6> opc, bits<3> op15_13, string mnemonic>
    : SVEInst<(outs !cast<DAGOperand>("V" # !cond(!eq(sz.Bits, 8): "16B", !eq(sz.Bits, 16): "8H",
                                                   !eq(sz.Bits, 32): "4S", true: "2D")):$Vd),
              (ins PPR3bAny:$Pg, sz.Z:$Zn), mnemonic, "$Vd, $Pg, $Zn"> {
  bits<5> Vd;
  bits<3> Pg;
  bits<5> Zn;
  let AppleSuffix = "";
  let Inst{31-24} = top;
  let Inst{23-22} = sz.Size;
  let Inst{21-16} = opc;
  let Inst{15-13} = op15_13;
  let Inst{12-10} = Pg;
  let Inst{9-5} = Zn;
  let Inst{4-0} = Vd;
}
let Predicates = [HasSVE2p1_or_HasSME2p1] in {
  foreach o = [Op<"addqv", 0b000101>, Op<"smaxqv", 0b001100>, Op<"umaxqv", 0b001101>, Op<"sminqv", 0b001110>,
               Op<"uminqv", 0b001111>, Op<"orqv", 0b011100>, Op<"eorqv", 0b011101>, Op<"andqv", 0b011110>] in
    foreach sz = SveBHSD in
      def !toupper(o.M) # _ # sz.Name : SVEQuadReduction<0b00000100, sz, o.Bits, 0b001, o.M>;
  foreach o = [Op<"faddqv", 0b010000>, Op<"fmaxnmqv", 0b010100>, Op<"fminnmqv", 0b010101>,
               Op<"fmaxqv", 0b010110>, Op<"fminqv", 0b010111>] in
    foreach sz = SveHSD in
      def !toupper(o.M) # _ # sz.Name : SVEQuadReduction<0b01100100, sz, o.Bits, 0b101, o.M>;

  // dupq: 00000101 001 index:tsz 001001 Zn Zd, the index above the size's
  // bit of tsz.
  foreach e = [[8, 15], [16, 7], [32, 3], [64, 1]] in {
    defvar zt = !cast<DAGOperand>("ZPR" # e[0]);
    def DUPQ_ # e[0] : SVEInst<(outs zt:$Zd), (ins zt:$Zn, !cast<Operand>("VecIndex" # !cond(!eq(e[0], 8): "B",
                                                   !eq(e[0], 16): "H", !eq(e[0], 32): "S", true: "D")):$idx),
                               "dupq", "$Zd, $Zn$idx"> {
      bits<5> Zd;
      bits<5> Zn;
      bits<4> idx;
      let Inst{31-21} = 0b00000101001;
      let Inst{20-16} = !cond(!eq(e[0], 8): {idx{3-0}, 1}, !eq(e[0], 16): {idx{2-0}, 0b10},
                              !eq(e[0], 32): {idx{1-0}, 0b100}, true: {idx{0}, 0b1000});
      let Inst{15-10} = 0b001001;
      let Inst{9-5} = Zn;
      let Inst{4-0} = Zd;
    }
  }
  // extq: 00000101 0110 imm4 001001 Zm Zdn.
  def EXTQ : SVEInst<(outs ZPR8:$Zdn), (ins ZPR8:$Zdn_in, ZPR8:$Zm, imm0_15:$imm), "extq", "$Zdn, $Zdn_in, $Zm, $imm"> {
    bits<5> Zdn;
    bits<5> Zm;
    bits<4> imm;
    let Constraints = "$Zdn = $Zdn_in";
    let Inst{31-20} = 0b000001010110;
    let Inst{19-16} = imm;
    let Inst{15-10} = 0b001001;
    let Inst{9-5} = Zm;
    let Inst{4-0} = Zdn;
  }
  foreach sz = SveBHSD in {
    // tblq (one table register, written as a list), zipq1, zipq2,
    // uzpq1, uzpq2: 01000100 size 0 Zm op Zn Zd.
    def TBLQ_ # sz.Name : SVEDNM<0x4400f800, sz.Size, sz.Z, !cast<DAGOperand>("ZL1" # sz.Name), sz.Z, "tblq">;
    foreach o = [Op<"zipq1", 0>, Op<"zipq2", 1>, Op<"uzpq1", 2>, Op<"uzpq2", 3>] in
      def !toupper(o.M) # _ # sz.Name : SVEDNM<!or(0x4400e000, !shl(o.Bits, 10)), sz.Size, sz.Z, sz.Z, sz.Z, o.M>;
    // tbxq: 00000101 size 1 Zm 001101 Zn Zd, Zd also read.
    def TBXQ_ # sz.Name : SVESized<0x05203400, sz.Size, (outs sz.Z:$Zd), (ins sz.Z:$Zd_in, sz.Z:$Zn, sz.Z:$Zm),
                                   "tbxq", "$Zd, $Zn, $Zm"> {
      bits<5> Zd;
      bits<5> Zn;
      bits<5> Zm;
      let Constraints = "$Zd = $Zd_in";
      let Inst{20-16} = Zm;
      let Inst{9-5} = Zn;
      let Inst{4-0} = Zd;
    }
  }
}

// Clamps: sclamp, uclamp (01000100 size 0 Zm 11000 U Zn Zd) and fclamp
// (01100100 size 1 Zm 001001 Zn Zd); Zd is also read.
class SVEClamp<bits<32> base, SVESize sz, string mnemonic>
    : SVESized<base, sz.Size, (outs sz.Z:$Zd), (ins sz.Z:$Zd_in, sz.Z:$Zn, sz.Z:$Zm), mnemonic, "$Zd, $Zn, $Zm"> {
  bits<5> Zd;
  bits<5> Zn;
  bits<5> Zm;
  let Constraints = "$Zd = $Zd_in";
  let Inst{20-16} = Zm;
  let Inst{9-5} = Zn;
  let Inst{4-0} = Zd;
}
let Predicates = [HasSVE2p1_or_HasSME] in {
  foreach sz = SveBHSD in {
    def SCLAMP_ # sz.Name : SVEClamp<0x4400c000, sz, "sclamp">;
    def UCLAMP_ # sz.Name : SVEClamp<0x4400c400, sz, "uclamp">;
  }
  // revd: 00000101 00 101110 100 Pg Zn Zd, of 128-bit elements.
  def REVD : SVEBase<0x052e8000, (outs ZPR128:$Zd), (ins ZPR128:$Zd_in, PPR3bM:$Pg, ZPR128:$Zn), "revd",
                     "$Zd, $Pg, $Zn"> {
    bits<5> Zd;
    bits<3> Pg;
    bits<5> Zn;
    let Constraints = "$Zd = $Zd_in";
    let Inst{12-10} = Pg;
    let Inst{9-5} = Zn;
    let Inst{4-0} = Zd;
  }
}
let Predicates = [HasSVE2p1_or_HasSME2] in
foreach sz = SveHSD in
  def FCLAMP_ # sz.Name : SVEClamp<0x64202400, sz, "fclamp">;

//===-- BFloat16 arithmetic (b16b16) and fp8 conversions -------------------===//

let Predicates = [HasSVE2orSME2, HasB16B16] in {
  // Predicated: 01100101 00 000 opc 100 Pg Zm Zdn.
  foreach o = [Op<"bfadd", 0>, Op<"bfsub", 1>, Op<"bfmul", 2>, Op<"bfmaxnm", 4>, Op<"bfminnm", 5>,
               Op<"bfmax", 6>, Op<"bfmin", 7>] in
    def !toupper(o.M) # _ZPmZZ : SVEPredDestructive<0b01100101, 0b00, o.Bits, 0b100, o.M, ZPR16>;
  // Unpredicated: 01100101 000 Zm 000 0 op Zn Zd.
  foreach o = [Op<"bfadd", 0x0000>, Op<"bfsub", 0x0400>, Op<"bfmul", 0x0800>] in
    def !toupper(o.M) # _ZZZ : SVEDNM<!or(0x65000000, o.Bits), 0b00, ZPR16, ZPR16, ZPR16, o.M>;
  // bfmla, bfmls: 01100101 001 Zm 00 op Pg Zn Zda.
  foreach o = [Op<"bfmla", 0>, Op<"bfmls", 1>] in
    def !toupper(o.M) # _ZPmZZ : SVEBase<!or(0x65200000, !shl(o.Bits, 13)), (outs ZPR16:$Zda),
                                         (ins ZPR16:$Zda_in, PPR3bM:$Pg, ZPR16:$Zn, ZPR16:$Zm), o.M,
                                         "$Zda, $Pg, $Zn, $Zm"> {
      bits<5> Zda;
      bits<3> Pg;
      bits<5> Zn;
      bits<5> Zm;
      let Constraints = "$Zda = $Zda_in";
      let Inst{20-16} = Zm;
      let Inst{12-10} = Pg;
      let Inst{9-5} = Zn;
      let Inst{4-0} = Zda;
    }
  // By element: 011001000 i 1 i Zm(3) op Zn Zd.
  foreach o = [Op<"bfmla", 0x0800>, Op<"bfmls", 0x0c00>, Op<"bfmul", 0x2800>] in
    def !toupper(o.M) # _ZZZI : SVE2Indexed<!or(0x64200000, o.Bits), IdxH, ZPR16, ZPR16, ZPR3b16, o.M,
                                            !ne(o.M, "bfmul")>;
  // bfclamp: fclamp's encoding with size 00.
  def BFCLAMP : SVESized<0x64202400, 0b00, (outs ZPR16:$Zd), (ins ZPR16:$Zd_in, ZPR16:$Zn, ZPR16:$Zm), "bfclamp",
                         "$Zd, $Zn, $Zm"> {
    bits<5> Zd;
    bits<5> Zn;
    bits<5> Zm;
    let Constraints = "$Zd = $Zd_in";
    let Inst{20-16} = Zm;
    let Inst{9-5} = Zn;
    let Inst{4-0} = Zd;
  }
}

// bfmlslb, bfmlslt: bfloat16 pairs subtracted from single precision,
// 01100100 111 Zm 10100 T Zn Zda, and by element (0110 i T).
let Predicates = [HasSVE2p1_or_HasSME2] in
foreach T = [0, 1] in {
  defvar m = !if(T, "bfmlslt", "bfmlslb");
  def !toupper(m) # _ZZZ : SVEBase<!or(0x64e0a000, !shl(T, 10)), (outs ZPR32:$Zda),
                                   (ins ZPR32:$Zda_in, ZPR16:$Zn, ZPR16:$Zm), m, "$Zda, $Zn, $Zm"> {
    bits<5> Zda;
    bits<5> Zn;
    bits<5> Zm;
    let Constraints = "$Zda = $Zda_in";
    let Inst{20-16} = Zm;
    let Inst{9-5} = Zn;
    let Inst{4-0} = Zda;
  }
  def !toupper(m) # _ZZZI : SVE2Indexed<!or(0x64e06000, !shl(T, 10)), IdxHL, ZPR32, ZPR16, ZPR3b16, m, 1>;
}

// fp8 to half precision: 01100101 00001 00 L 0011 op Zn Zd (L: from the
// top halves, the lt forms).
let Predicates = [HasSVE2orSME2, HasFP8] in
foreach c = ["f1", "f2", "bf1", "bf2"] in {
  defvar op = !cond(!eq(c, "f1"): 0, !eq(c, "f2"): 1, !eq(c, "bf1"): 2, true: 3);
  foreach L = [0, 1] in
    def !toupper(c) # CVT # !if(L, "LT", "") : SVEDN<!or(0x65083000, !shl(L, 16), !shl(op, 10)), 0b00, ZPR16, ZPR8,
                                                     c # "cvt" # !if(L, "lt", "")>;
}
