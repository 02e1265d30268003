//===- AArch64SVEPerm.td - SVE broadcasts, permutes, compares for tdc -----===//
//
// Broadcasts and copies, inserts, reversals, unpacks, zips and the like,
// table lookups, selects, integer and floating-point compares, and the
// operations on predicates (logical, tests, first-fault register,
// breaks, while, counts).
//
// Each class starts from the instruction's word with every operand zero
// (`base`) and places its operands; the comment above gives the layout.
//
//===----------------------------------------------------------------------===//

let Predicates = [HasSVEorSME] in {

//===-- Broadcasts and copies ----------------------------------------------===//

foreach sz = SveBHSD in {
  defvar gpr = !if(!eq(sz.Name, "d"), GPR64, GPR32);
  defvar gprsp = !if(!eq(sz.Name, "d"), GPR64sp, GPR32sp);
  defvar fpr = !cast<RegisterClass>("FPR" # sz.Bits);
  // dup from a general register: 00000101 size 100000 001110 Rn Zd.
  def DUP_ZR_ # sz.Name : SVESized<0x05203800, sz.Size, (outs sz.Z:$Zd), (ins gprsp:$Rn), "dup", "$Zd, $Rn"> {
    bits<5> Zd;
    bits<5> Rn;
    let Inst{9-5} = Rn;
    let Inst{4-0} = Zd;
  }
  def : InstAlias<"mov\t$Zd, $Rn", (!cast<Instruction>("DUP_ZR_" # sz.Name) sz.Z:$Zd, gprsp:$Rn)>;
  // cpy from a general register or a scalar, merging: 00000101 size
  // 101000 101 Pg Rn Zd and 00000101 size 100000 100 Pg Vn Zd.
  def CPY_ZPmR_ # sz.Name : SVESized<0x0528a000, sz.Size, (outs sz.Z:$Zd), (ins sz.Z:$Zd_in, PPR3bM:$Pg, gprsp:$Rn),
                                     "cpy", "$Zd, $Pg, $Rn"> {
    bits<5> Zd;
    bits<3> Pg;
    bits<5> Rn;
    let Constraints = "$Zd = $Zd_in";
    let Inst{12-10} = Pg;
    let Inst{9-5} = Rn;
    let Inst{4-0} = Zd;
  }
  def : InstAlias<"mov\t$Zd, $Pg, $Rn", (!cast<Instruction>("CPY_ZPmR_" # sz.Name) sz.Z:$Zd, PPR3bM:$Pg, gprsp:$Rn)>;
  def CPY_ZPmV_ # sz.Name : SVESized<0x05208000, sz.Size, (outs sz.Z:$Zd), (ins sz.Z:$Zd_in, PPR3bM:$Pg, fpr:$Vn),
                                     "cpy", "$Zd, $Pg, $Vn"> {
    bits<5> Zd;
    bits<3> Pg;
    bits<5> Vn;
    let Constraints = "$Zd = $Zd_in";
    let Inst{12-10} = Pg;
    let Inst{9-5} = Vn;
    let Inst{4-0} = Zd;
  }
  def : InstAlias<"mov\t$Zd, $Pg, $Vn", (!cast<Instruction>("CPY_ZPmV_" # sz.Name) sz.Z:$Zd, PPR3bM:$Pg, fpr:$Vn)>;
  // cpy of an immediate: 00000101 size 01 Pg(4) 0 M sh imm8 Zd.
  foreach m = [0, 1] in {
    defvar name = "CPY_ZP" # !if(m, "m", "z") # "I_" # sz.Name;
    def name : SVESized<!or(0x05100000, !shl(m, 14)), sz.Size, (outs sz.Z:$Zd),
                        !con(!if(m, (ins sz.Z:$Zd_in), (ins)), (ins !if(m, PPRM, PPRZ):$Pg,
                                                                    !cast<Operand>("sve_cpy_imm" # sz.Name):$imm)),
                        "cpy", "$Zd, $Pg, $imm"> {
      bits<5> Zd;
      bits<4> Pg;
      bits<8> imm_imm8;
      bits<1> imm_shift;
      let Constraints = !if(m, "$Zd = $Zd_in", "");
      // The zeroing form too may follow a movprfx.
      let isPrefixable = 1;
      let Inst{19-16} = Pg;
      let Inst{13} = imm_shift{0};
      let Inst{12-5} = imm_imm8;
      let Inst{4-0} = Zd;
    }
    def : InstAlias<"mov\t$Zd, $Pg, $imm", (!cast<Instruction>(name) sz.Z:$Zd, !if(m, PPRM, PPRZ):$Pg,
                                             !cast<Operand>("sve_cpy_imm" # sz.Name):$imm)>;
  }
  // insr: 00000101 size 100100 001110 Rm Zdn, and 110100 from a scalar.
  foreach v = [0, 1] in
    def INSR_Z # !if(v, "V", "R") # _ # sz.Name
        : SVESized<!if(v, 0x05343800, 0x05243800), sz.Size, (outs sz.Z:$Zdn), (ins sz.Z:$Zdn_in, !if(v, fpr, gpr):$Rm),
                   "insr", "$Zdn, $Rm"> {
      bits<5> Zdn;
      bits<5> Rm;
      let Constraints = "$Zdn = $Zdn_in";
      let Inst{9-5} = Rm;
      let Inst{4-0} = Zdn;
    }
  // rev: 00000101 size 111000 001110 Zn Zd.
  def REV_ZZ_ # sz.Name : SVEDN<0x05383800, sz.Size, sz.Z, sz.Z, "rev">;
  // sel: 00000101 size 1 Zm 11 Pg(4) Zn Zd; mov Zd, Pg/m, Zn when Zm is Zd.
  def SEL_ZPZZ_ # sz.Name : SVESized<0x0520c000, sz.Size, (outs sz.Z:$Zd), (ins PPRAny:$Pg, sz.Z:$Zn, sz.Z:$Zm),
                                     "sel", "$Zd, $Pg, $Zn, $Zm"> {
    bits<5> Zd;
    bits<4> Pg;
    bits<5> Zn;
    bits<5> Zm;
    let Inst{20-16} = Zm;
    let Inst{13-10} = Pg;
    let Inst{9-5} = Zn;
    let Inst{4-0} = Zd;
  }
  def : InstAlias<"mov\t$Zd, $Pg, $Zn", (!cast<Instruction>("SEL_ZPZZ_" # sz.Name) sz.Z:$Zd, PPRM:$Pg, sz.Z:$Zn, sz.Z:$Zd)>;
  // Permutes: 00000101 size 1 Zm 011 opc Zn Zd; tbl: 001100.
  foreach op = ["zip1", "zip2", "uzp1", "uzp2", "trn1", "trn2"] in {
    defvar opc = !cond(!eq(op, "zip1"): 0, !eq(op, "zip2"): 1, !eq(op, "uzp1"): 2, !eq(op, "uzp2"): 3,
                       !eq(op, "trn1"): 4, true: 5);
    def !toupper(op) # _ZZZ_ # sz.Name : SVEDNM<!or(0x05206000, !shl(opc, 10)), sz.Size, sz.Z, sz.Z, sz.Z, op>;
    // On predicates: 00000101 size 10 Pm 010 opc 0 Pn 0 Pd.
    def !toupper(op) # _PPP_ # sz.Name
        : SVESized<!or(0x05204000, !shl(opc, 10)), sz.Size, (outs sz.P:$Pd), (ins sz.P:$Pn, sz.P:$Pm), op,
                   "$Pd, $Pn, $Pm"> {
      bits<4> Pd;
      bits<4> Pn;
      bits<4> Pm;
      let Inst{19-16} = Pm;
      let Inst{8-5} = Pn;
      let Inst{3-0} = Pd;
    }
  }
  def TBL_ZZZ_ # sz.Name : SVEDNM<0x05203000, sz.Size, sz.Z, !cast<DAGOperand>("ZL1" # sz.Name), sz.Z, "tbl">;
  // rev of a predicate: 00000101 size 110100 0100000 Pn 0 Pd.
  def REV_PP_ # sz.Name : SVESized<0x05344000, sz.Size, (outs sz.P:$Pd), (ins sz.P:$Pn), "rev", "$Pd, $Pn"> {
    bits<4> Pd;
    bits<4> Pn;
    let Inst{8-5} = Pn;
    let Inst{3-0} = Pd;
  }
  // splice: 00000101 size 101100 100 Pg Zm Zdn; clasta/clastb, lasta/lastb.
  def SPLICE_ # sz.Name : SVESized<0x052c8000, sz.Size, (outs sz.Z:$Zdn), (ins PPR3bAny:$Pg, sz.Z:$Zdn_in, sz.Z:$Zm),
                                   "splice", "$Zdn, $Pg, $Zdn_in, $Zm"> {
    bits<5> Zdn;
    bits<3> Pg;
    bits<5> Zm;
    let Constraints = "$Zdn = $Zdn_in";
    // Its predicate selects elements, not which are written: an
    // unpredicated operation to llvm-mc's movprfx checks (so clast below).
    let PrefixElementBits = 0;
    let Inst{12-10} = Pg;
    let Inst{9-5} = Zm;
    let Inst{4-0} = Zdn;
  }
  foreach b = [0, 1] in {
    defvar sfx = !if(b, "b", "a");
    def CLAST # !toupper(sfx) # _RPZ_ # sz.Name
        : SVESized<!or(0x0530a000, !shl(b, 16)), sz.Size, (outs gpr:$Rdn), (ins PPR3bAny:$Pg, gpr:$Rdn_in, sz.Z:$Zm),
                   "clast" # sfx, "$Rdn, $Pg, $Rdn_in, $Zm"> {
      bits<5> Rdn;
      bits<3> Pg;
      bits<5> Zm;
      let Constraints = "$Rdn = $Rdn_in";
      let Inst{12-10} = Pg;
      let Inst{9-5} = Zm;
      let Inst{4-0} = Rdn;
    }
    def CLAST # !toupper(sfx) # _VPZ_ # sz.Name
        : SVESized<!or(0x052a8000, !shl(b, 16)), sz.Size, (outs fpr:$Vdn), (ins PPR3bAny:$Pg, fpr:$Vdn_in, sz.Z:$Zm),
                   "clast" # sfx, "$Vdn, $Pg, $Vdn_in, $Zm"> {
      bits<5> Vdn;
      bits<3> Pg;
      bits<5> Zm;
      let Constraints = "$Vdn = $Vdn_in";
      let Inst{12-10} = Pg;
      let Inst{9-5} = Zm;
      let Inst{4-0} = Vdn;
    }
    def CLAST # !toupper(sfx) # _ZPZ_ # sz.Name
        : SVESized<!or(0x05288000, !shl(b, 16)), sz.Size, (outs sz.Z:$Zdn), (ins PPR3bAny:$Pg, sz.Z:$Zdn_in, sz.Z:$Zm),
                   "clast" # sfx, "$Zdn, $Pg, $Zdn_in, $Zm"> {
      bits<5> Zdn;
      bits<3> Pg;
      bits<5> Zm;
      let Constraints = "$Zdn = $Zdn_in";
      let PrefixElementBits = 0;
      let Inst{12-10} = Pg;
      let Inst{9-5} = Zm;
      let Inst{4-0} = Zdn;
    }
    def LAST # !toupper(sfx) # _RPZ_ # sz.Name
        : SVESized<!or(0x0520a000, !shl(b, 16)), sz.Size, (outs gpr:$Rd), (ins PPR3bAny:$Pg, sz.Z:$Zn),
                   "last" # sfx, "$Rd, $Pg, $Zn"> {
      bits<5> Rd;
      bits<3> Pg;
      bits<5> Zn;
      let Inst{12-10} = Pg;
      let Inst{9-5} = Zn;
      let Inst{4-0} = Rd;
    }
    def LAST # !toupper(sfx) # _VPZ_ # sz.Name
        : SVESized<!or(0x05228000, !shl(b, 16)), sz.Size, (outs fpr:$Vd), (ins PPR3bAny:$Pg, sz.Z:$Zn),
                   "last" # sfx, "$Vd, $Pg, $Zn"> {
      bits<5> Vd;
      bits<3> Pg;
      bits<5> Zn;
      let Inst{12-10} = Pg;
      let Inst{9-5} = Zn;
      let Inst{4-0} = Vd;
    }
  }
  // revb, revh, revw and rbit, merging: 00000101 size 1001 opc 100 Pg Zn Zd.
  foreach op = ["revb", "revh", "revw", "rbit"] in {
    defvar opc = !cond(!eq(op, "revb"): 0, !eq(op, "revh"): 1, !eq(op, "revw"): 2, true: 3);
    defvar from = !cond(!eq(op, "revb"): 8, !eq(op, "revh"): 16, !eq(op, "revw"): 32, true: 0);
    if !gt(sz.Bits, from) then
      def !toupper(op) # _ # sz.Name
          : SVESized<!or(0x05248000, !shl(opc, 16)), sz.Size, (outs sz.Z:$Zd), (ins sz.Z:$Zd_in, PPR3bM:$Pg, sz.Z:$Zn),
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
}

// compact (s, d): 00000101 size 100001 100 Pg Zn Zd (not streaming).
let Predicates = [HasSVE] in
foreach sz = SveSD in
  def COMPACT_ # sz.Name : SVESized<0x05218000, sz.Size, (outs sz.Z:$Zd), (ins PPR3bAny:$Pg, sz.Z:$Zn), "compact",
                                    "$Zd, $Pg, $Zn"> {
    bits<5> Zd;
    bits<3> Pg;
    bits<5> Zn;
    let Inst{12-10} = Pg;
    let Inst{9-5} = Zn;
    let Inst{4-0} = Zd;
  }

// Unpacks: 00000101 size 1100 U H 001110 Zn Zd, to the size from half of it.
foreach sz = SveHSD in
  foreach op = ["sunpklo", "sunpkhi", "uunpklo", "uunpkhi"] in {
    defvar uh = !cond(!eq(op, "sunpklo"): 0, !eq(op, "sunpkhi"): 1, !eq(op, "uunpklo"): 2, true: 3);
    def !toupper(op) # _ # sz.Name : SVEDN<!or(0x05303800, !shl(uh, 16)), sz.Size, sz.Z,
                                           !cast<DAGOperand>("ZPR" # !div(sz.Bits, 2)), op>;
  }

// dup (indexed): 00000101 imm2 1 tsz 001000 Zn Zd; the index goes above
// the element size's bit of tsz, then into imm2. Printed as mov.
foreach e = [[8, 63], [16, 31], [32, 15], [64, 7], [128, 3]] in {
  defvar bits_ = e[0];
  defvar zt = !cast<DAGOperand>("ZPR" # bits_);
  defvar index = !cast<Operand>("sve_index" # e[1]);
  defvar name = "DUP_ZZI_" # bits_;
  def name : SVEBase<0x05202000, (outs zt:$Zd), (ins zt:$Zn, index:$idx), "dup", "$Zd, $Zn$idx"> {
    bits<5> Zd;
    bits<5> Zn;
    bits<6> idx;
    let Inst{23-16} = !cond(!eq(bits_, 8): {idx{5-4}, 1, idx{3-0}, 1},
                            !eq(bits_, 16): {idx{4-3}, 1, idx{2-0}, 0b10},
                            !eq(bits_, 32): {idx{3-2}, 1, idx{1-0}, 0b100},
                            !eq(bits_, 64): {idx{2-1}, 1, idx{0}, 0b1000},
                            true: {idx{1-0}, 1, 0b10000});
    let Inst{9-5} = Zn;
    let Inst{4-0} = Zd;
  }
  def : InstAlias<"mov\t$Zd, $Zn$idx", (!cast<Instruction>(name) zt:$Zd, zt:$Zn, index:$idx)>;
  // Element 0 is the scalar register: `mov z0.s, s1`.
  def : InstAlias<"mov\t$Zd, $Vn", (!cast<Instruction>(name) zt:$Zd, !cast<DAGOperand>("ZPRasFPR" # bits_):$Vn, 0), 2>;
}

// ext: 00000101 001 imm8h 000 imm8l Zm Zdn.
def EXT_ZZI : SVEBase<0x05200000, (outs ZPR8:$Zdn), (ins ZPR8:$Zdn_in, ZPR8:$Zm, sve_imm0_255:$imm), "ext",
                      "$Zdn, $Zdn_in, $Zm, $imm"> {
  bits<5> Zdn;
  bits<5> Zm;
  bits<8> imm;
  let Constraints = "$Zdn = $Zdn_in";
  let Inst{20-16} = imm{7-3};
  let Inst{12-10} = imm{2-0};
  let Inst{9-5} = Zm;
  let Inst{4-0} = Zdn;
}

} // Predicates = [HasSVEorSME]
