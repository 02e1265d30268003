//===- AArch64SVEFP.td - SVE floating point for tdc -----------------------===//
//
// Floating-point arithmetic (unpredicated, predicated, multiply-add, by
// element), conversions, rounding, reductions, complex arithmetic,
// broadcasts of constants, and the integer dot products and matrix
// multiplies.
//
//===----------------------------------------------------------------------===//

// (mnemonic, destination, source, base)
class Cvt<string m, string d, string s, bits<32> base> {
  string M = m;
  string D = d;
  string S = s;
  bits<32> Base = base;
}
defvar SVEConversions = [
  Cvt<"fcvt", "h", "s", 0x6588a000>, Cvt<"fcvt", "s", "h", 0x6589a000>, Cvt<"fcvt", "h", "d", 0x65c8a000>,
  Cvt<"fcvt", "d", "h", 0x65c9a000>, Cvt<"fcvt", "s", "d", 0x65caa000>, Cvt<"fcvt", "d", "s", 0x65cba000>,
  Cvt<"fcvtzs", "h", "h", 0x655aa000>, Cvt<"fcvtzu", "h", "h", 0x655ba000>, Cvt<"fcvtzs", "s", "h", 0x655ca000>,
  Cvt<"fcvtzu", "s", "h", 0x655da000>, Cvt<"fcvtzs", "d", "h", 0x655ea000>, Cvt<"fcvtzu", "d", "h", 0x655fa000>,
  Cvt<"fcvtzs", "s", "s", 0x659ca000>, Cvt<"fcvtzu", "s", "s", 0x659da000>, Cvt<"fcvtzs", "s", "d", 0x65d8a000>,
  Cvt<"fcvtzu", "s", "d", 0x65d9a000>, Cvt<"fcvtzs", "d", "s", 0x65dca000>, Cvt<"fcvtzu", "d", "s", 0x65dda000>,
  Cvt<"fcvtzs", "d", "d", 0x65dea000>, Cvt<"fcvtzu", "d", "d", 0x65dfa000>,
  Cvt<"scvtf", "h", "h", 0x6552a000>, Cvt<"ucvtf", "h", "h", 0x6553a000>, Cvt<"scvtf", "h", "s", 0x6554a000>,
  Cvt<"ucvtf", "h", "s", 0x6555a000>, Cvt<"scvtf", "h", "d", 0x6556a000>, Cvt<"ucvtf", "h", "d", 0x6557a000>,
  Cvt<"scvtf", "s", "s", 0x6594a000>, Cvt<"ucvtf", "s", "s", 0x6595a000>, Cvt<"scvtf", "d", "s", 0x65d0a000>,
  Cvt<"ucvtf", "d", "s", 0x65d1a000>, Cvt<"scvtf", "s", "d", 0x65d4a000>, Cvt<"ucvtf", "s", "d", 0x65d5a000>,
  Cvt<"scvtf", "d", "d", 0x65d6a000>, Cvt<"ucvtf", "d", "d", 0x65d7a000>];

let Predicates = [HasSVEorSME] in {

foreach sz = SveHSD in {
  // Unpredicated: 01100101 size 0 Zm 000 opc Zn Zd.
  foreach op = ["fadd", "fsub", "fmul", "ftsmul", "frecps", "frsqrts"] in {
    defvar opc = !cond(!eq(op, "fadd"): 0, !eq(op, "fsub"): 1, !eq(op, "fmul"): 2, !eq(op, "ftsmul"): 3,
                       !eq(op, "frecps"): 6, true: 7);
    // ftsmul is not in streaming mode.
    let Predicates = !if(!eq(op, "ftsmul"), [HasSVE], [HasSVEorSME]) in
    def !toupper(op) # _ZZZ_ # sz.Name : SVEDNM<!or(0x65000000, !shl(opc, 10)), sz.Size, sz.Z, sz.Z, sz.Z, op>;
  }
  // Predicated, destructive: 01100101 size 00 opc 100 Pg Zm Zdn.
  foreach op = ["fadd", "fsub", "fmul", "fsubr", "fmaxnm", "fminnm", "fmax", "fmin", "fabd", "fscale", "fmulx",
                "fdivr", "fdiv"] in {
    defvar opc = !cond(!eq(op, "fadd"): 0, !eq(op, "fsub"): 1, !eq(op, "fmul"): 2, !eq(op, "fsubr"): 3,
                       !eq(op, "fmaxnm"): 4, !eq(op, "fminnm"): 5, !eq(op, "fmax"): 6, !eq(op, "fmin"): 7,
                       !eq(op, "fabd"): 8, !eq(op, "fscale"): 9, !eq(op, "fmulx"): 10, !eq(op, "fdivr"): 12, true: 13);
    def !toupper(op) # _ZPmZ_ # sz.Name : SVEPredDestructive<0b01100101, sz.Size, opc, 0b100, op, sz.Z>;
  }
  // Multiply-add: 01100101 size 1 Zm 0 opc Pg Zn Zda (fmla...), and
  // 1 opc for fmad... (`fmad Zdn, Pg, Zm, Za`: Za in bits 20-16).
  foreach op = ["fmla", "fmls", "fnmla", "fnmls", "fmad", "fmsb", "fnmad", "fnmsb"] in {
    defvar opc = !cond(!eq(op, "fmla"): 0, !eq(op, "fmls"): 1, !eq(op, "fnmla"): 2, !eq(op, "fnmls"): 3,
                       !eq(op, "fmad"): 4, !eq(op, "fmsb"): 5, !eq(op, "fnmad"): 6, true: 7);
    def !toupper(op) # _ # sz.Name
        : SVESized<!or(0x65200000, !shl(opc, 13)), sz.Size, (outs sz.Z:$Zda),
                   (ins sz.Z:$Zda_in, PPR3bM:$Pg, sz.Z:$Zn, sz.Z:$Zm), op, "$Zda, $Pg, $Zn, $Zm"> {
      bits<5> Zda;
      bits<3> Pg;
      bits<5> Zn;
      bits<5> Zm;
      let Constraints = "$Zda = $Zda_in";
      let Inst{12-10} = Pg;
      let Inst{4-0} = Zda;
      let Inst{20-16} = Zm;
      let Inst{9-5} = Zn;
    }
  }
  // Unary, merging: rounding 01100101 size 000 opc 101 Pg Zn Zd; frecpx,
  // fsqrt 001 10x.
  foreach op = ["frintn", "frintp", "frintm", "frintz", "frinta", "frintx", "frinti", "frecpx", "fsqrt"] in {
    defvar opc = !cond(!eq(op, "frintn"): 0, !eq(op, "frintp"): 1, !eq(op, "frintm"): 2, !eq(op, "frintz"): 3,
                       !eq(op, "frinta"): 4, !eq(op, "frintx"): 6, !eq(op, "frinti"): 7, !eq(op, "frecpx"): 12,
                       true: 13);
    def !toupper(op) # _ # sz.Name
        : SVESized<!or(0x6500a000, !shl(opc, 16)), sz.Size, (outs sz.Z:$Zd), (ins sz.Z:$Zd_in, PPR3bM:$Pg, sz.Z:$Zn),
                   op, "$Zd, $Pg, $Zn"> {
      bits<5> Zd;
      bits<3> Pg;
      bits<5> Zn;
      let Constraints = "$Zd = $Zd_in";
      let Inst{12-10} = Pg;
      let Inst{9-5} = Zn;
      let Inst{4-0} = Zd;
    }
  }
  // Unpredicated estimates: 01100101 size 001 11x 001100 Zn Zd.
  foreach op = ["frecpe", "frsqrte"] in
    def !toupper(op) # _ # sz.Name : SVEDN<!if(!eq(op, "frecpe"), 0x650e3000, 0x650f3000), sz.Size, sz.Z, sz.Z, op>;
  // Reductions: 01100101 size 000 opc 001 Pg Zn Vd; fadda 01100101 size
  // 011000 001 Pg Zm Vdn.
  defvar vd = !cast<RegisterClass>("FPR" # sz.Bits);
  foreach op = ["faddv", "fmaxnmv", "fminnmv", "fmaxv", "fminv"] in {
    defvar opc = !cond(!eq(op, "faddv"): 0, !eq(op, "fmaxnmv"): 4, !eq(op, "fminnmv"): 5, !eq(op, "fmaxv"): 6, true: 7);
    def !toupper(op) # _ # sz.Name : SVESized<!or(0x65002000, !shl(opc, 16)), sz.Size, (outs vd:$Vd),
                                              (ins PPR3bAny:$Pg, sz.Z:$Zn), op, "$Vd, $Pg, $Zn"> {
      bits<5> Vd;
      bits<3> Pg;
      bits<5> Zn;
      let Inst{12-10} = Pg;
      let Inst{9-5} = Zn;
      let Inst{4-0} = Vd;
    }
  }
  // fadda and the trigonometric helpers are not in streaming mode.
  let Predicates = [HasSVE] in
  def FADDA_ # sz.Name : SVESized<0x65182000, sz.Size, (outs vd:$Vdn), (ins PPR3bAny:$Pg, vd:$Vdn_in, sz.Z:$Zm),
                                  "fadda", "$Vdn, $Pg, $Vdn_in, $Zm"> {
    bits<5> Vdn;
    bits<3> Pg;
    bits<5> Zm;
    let Constraints = "$Vdn = $Vdn_in";
    let Inst{12-10} = Pg;
    let Inst{9-5} = Zm;
    let Inst{4-0} = Vdn;
  }
  // Trigonometric and exponential helpers.
  let Predicates = [HasSVE] in {
  def FTSSEL_ # sz.Name : SVEDNM<0x0420b000, sz.Size, sz.Z, sz.Z, sz.Z, "ftssel">;
  def FEXPA_ # sz.Name : SVEDN<0x0420b800, sz.Size, sz.Z, sz.Z, "fexpa">;
  }
  let Predicates = [HasSVE] in
  def FTMAD_ # sz.Name : SVESized<0x65108000, sz.Size, (outs sz.Z:$Zdn), (ins sz.Z:$Zdn_in, sz.Z:$Zm, imm0_7:$imm),
                                  "ftmad", "$Zdn, $Zdn_in, $Zm, $imm"> {
    bits<5> Zdn;
    bits<5> Zm;
    bits<3> imm;
    let Constraints = "$Zdn = $Zdn_in";
    let Inst{18-16} = imm;
    let Inst{9-5} = Zm;
    let Inst{4-0} = Zdn;
  }
  // Complex: fcadd 01100100 size 00000 rot 100 Pg Zm Zdn; fcmla 01100100
  // size 0 Zm 0 rot Pg Zn Zda.
  def FCADD_ # sz.Name : SVESized<0x64008000, sz.Size, (outs sz.Z:$Zdn),
                                  (ins PPR3bM:$Pg, sz.Z:$Zdn_in, sz.Z:$Zm, complexrotateopodd:$rot),
                                  "fcadd", "$Zdn, $Pg, $Zdn_in, $Zm, $rot"> {
    bits<5> Zdn;
    bits<3> Pg;
    bits<5> Zm;
    bits<1> rot;
    let Constraints = "$Zdn = $Zdn_in";
    let Inst{16} = rot;
    let Inst{12-10} = Pg;
    let Inst{9-5} = Zm;
    let Inst{4-0} = Zdn;
  }
  def FCMLA_ # sz.Name : SVESized<0x64000000, sz.Size, (outs sz.Z:$Zda),
                                  (ins sz.Z:$Zda_in, PPR3bM:$Pg, sz.Z:$Zn, sz.Z:$Zm, complexrotateop:$rot),
                                  "fcmla", "$Zda, $Pg, $Zn, $Zm, $rot"> {
    bits<5> Zda;
    bits<3> Pg;
    bits<5> Zn;
    bits<5> Zm;
    bits<2> rot;
    let Constraints = "$Zda = $Zda_in";
    let Inst{20-16} = Zm;
    let Inst{14-13} = rot;
    let Inst{12-10} = Pg;
    let Inst{9-5} = Zn;
    let Inst{4-0} = Zda;
  }
  // Constants: fcpy (merging) 00000101 size 01 Pg 110 imm8 Zd and fdup
  // 00100101 size 111 001 110 imm8 Zd, both printed as fmov.
  def FCPY_ # sz.Name : SVESized<0x0510c000, sz.Size, (outs sz.Z:$Zd), (ins sz.Z:$Zd_in, PPRM:$Pg, fp_imm:$imm8),
                                 "fcpy", "$Zd, $Pg, $imm8"> {
    bits<5> Zd;
    bits<4> Pg;
    bits<8> imm8;
    let Constraints = "$Zd = $Zd_in";
    let Inst{19-16} = Pg;
    let Inst{12-5} = imm8;
    let Inst{4-0} = Zd;
  }
  def : InstAlias<"fmov\t$Zd, $Pg, $imm8", (!cast<Instruction>("FCPY_" # sz.Name) sz.Z:$Zd, PPRM:$Pg, fp_imm:$imm8)>;
  def FDUP_ # sz.Name : SVESized<0x2539c000, sz.Size, (outs sz.Z:$Zd), (ins fp_imm:$imm8), "fdup", "$Zd, $imm8"> {
    bits<5> Zd;
    bits<8> imm8;
    let Inst{12-5} = imm8;
    let Inst{4-0} = Zd;
  }
  def : InstAlias<"fmov\t$Zd, $imm8", (!cast<Instruction>("FDUP_" # sz.Name) sz.Z:$Zd, fp_imm:$imm8)>;
  // #0.0 has no 8-bit FP encoding: it is the integer zero (printed as mov).
  def : InstAlias<"fmov\t$Zd, #0.0", (!cast<Instruction>("DUP_ZI_" # sz.Name) sz.Z:$Zd, 0, 0), 0>;
  def : InstAlias<"fmov\t$Zd, $Pg, #0.0", (!cast<Instruction>("CPY_ZPmI_" # sz.Name) sz.Z:$Zd, PPRM:$Pg, 0, 0), 0>;
}

// By element: fmla, fmls 01100100 0 i3h 1 i3l Zm 00000 op Zn Zda (half),
// 01100100 1 0 1 i2 Zm 00000 op (single), 01100100 1 1 1 i1 Zm 00000 op
// (double); fmul 001000.
foreach op = ["fmla", "fmls", "fmul"] in {
  defvar low = !cond(!eq(op, "fmla"): 0x0000, !eq(op, "fmls"): 0x0400, true: 0x2000);
  defvar acc = !ne(op, "fmul");
  foreach sz = SveHSD in {
    defvar zm = !cond(!eq(sz.Name, "h"): ZPR3b16, !eq(sz.Name, "s"): ZPR3b32, true: ZPR4b64);
    defvar index = !cond(!eq(sz.Name, "h"): sve_index7, !eq(sz.Name, "s"): sve_index3, true: sve_index1);
    def !toupper(op) # _ZZZI_ # sz.Name
        : SVEBase<!or(0x64200000, low, !if(!eq(sz.Name, "h"), 0, !if(!eq(sz.Name, "s"), 0x800000, 0xc00000))),
                  (outs sz.Z:$Zd), !con(!if(acc, (ins sz.Z:$Zd_in), (ins)), (ins sz.Z:$Zn, zm:$Zm, index:$idx)),
                  op, "$Zd, $Zn, $Zm$idx"> {
      bits<5> Zd;
      bits<5> Zn;
      bits<4> Zm;
      bits<3> idx;
      let Constraints = !if(acc, "$Zd = $Zd_in", "");
      let Inst{22} = !cond(!eq(sz.Name, "h"): idx{2}, !eq(sz.Name, "s"): 0, true: 1);
      let Inst{20-19} = !cond(!eq(sz.Name, "h"): idx{1-0}, !eq(sz.Name, "s"): idx{1-0}, true: {idx{0}, Zm{3}});
      let Inst{18-16} = Zm{2-0};
      let Inst{9-5} = Zn;
      let Inst{4-0} = Zd;
    }
  }
}

// Conversions, merging: 01100101 opc 0 opc2 101 Pg Zn Zd with the source
// and destination sizes in opc (bits 23-22 and 17-16).
class SVEConvert<bits<32> base, string mnemonic, ZReg zd, ZReg zn>
    : SVEBase<base, (outs zd:$Zd), (ins zd:$Zd_in, PPR3bM:$Pg, zn:$Zn), mnemonic, "$Zd, $Pg, $Zn"> {
  bits<5> Zd;
  bits<3> Pg;
  bits<5> Zn;
  let Constraints = "$Zd = $Zd_in";
  // The predicate governs the wider elements.
  let PrefixElementBits = !if(!gt(zd.ElementBits, zn.ElementBits), zd.ElementBits, zn.ElementBits);
  let Inst{12-10} = Pg;
  let Inst{9-5} = Zn;
  let Inst{4-0} = Zd;
}
foreach c = SVEConversions in
  def !toupper(c.M) # _ZPmZ_ # c.D # c.S : SVEConvert<c.Base, c.M, !cast<ZReg>("ZPR" # !cond(!eq(c.D, "h"): 16, !eq(c.D, "s"): 32, true: 64)),
                                                     !cast<ZReg>("ZPR" # !cond(!eq(c.S, "h"): 16, !eq(c.S, "s"): 32, true: 64))>;

// Integer dot products: 01000100 1 size 0 Zm 00000 U Zn Zda (vectors) and
// by element 01000100 1 size 1 ... (s: i2 and z0-z7; d: i1 and z0-z15).
foreach u = [0, 1] in {
  defvar m = !if(u, "udot", "sdot");
  def !toupper(m) # _ZZZ_s : SVEBase<!or(0x44800000, !shl(u, 10)), (outs ZPR32:$Zda), (ins ZPR32:$Zda_in, ZPR8:$Zn, ZPR8:$Zm),
                                     m, "$Zda, $Zn, $Zm"> {
    bits<5> Zda;
    bits<5> Zn;
    bits<5> Zm;
    let Constraints = "$Zda = $Zda_in";
    let Inst{20-16} = Zm;
    let Inst{9-5} = Zn;
    let Inst{4-0} = Zda;
  }
  def !toupper(m) # _ZZZ_d : SVEBase<!or(0x44c00000, !shl(u, 10)), (outs ZPR64:$Zda), (ins ZPR64:$Zda_in, ZPR16:$Zn, ZPR16:$Zm),
                                     m, "$Zda, $Zn, $Zm"> {
    bits<5> Zda;
    bits<5> Zn;
    bits<5> Zm;
    let Constraints = "$Zda = $Zda_in";
    let Inst{20-16} = Zm;
    let Inst{9-5} = Zn;
    let Inst{4-0} = Zda;
  }
  def !toupper(m) # _ZZZI_s : SVEBase<!or(0x44a00000, !shl(u, 10)), (outs ZPR32:$Zda),
                                      (ins ZPR32:$Zda_in, ZPR8:$Zn, ZPR3b8:$Zm, sve_index3:$idx), m, "$Zda, $Zn, $Zm$idx"> {
    bits<5> Zda;
    bits<5> Zn;
    bits<3> Zm;
    bits<2> idx;
    let Constraints = "$Zda = $Zda_in";
    let Inst{20-19} = idx;
    let Inst{18-16} = Zm;
    let Inst{9-5} = Zn;
    let Inst{4-0} = Zda;
  }
  def !toupper(m) # _ZZZI_d : SVEBase<!or(0x44e00000, !shl(u, 10)), (outs ZPR64:$Zda),
                                      (ins ZPR64:$Zda_in, ZPR16:$Zn, ZPR4b16:$Zm, sve_index1:$idx), m, "$Zda, $Zn, $Zm$idx"> {
    bits<5> Zda;
    bits<5> Zn;
    bits<4> Zm;
    bits<1> idx;
    let Constraints = "$Zda = $Zda_in";
    let Inst{20} = idx;
    let Inst{19-16} = Zm;
    let Inst{9-5} = Zn;
    let Inst{4-0} = Zda;
  }
}

} // Predicates = [HasSVEorSME]
