//===- AArch64SVEPred.td - SVE compares and predicate operations for tdc --===//
//
// Integer and floating-point compares into predicates, logical operations
// on predicates, tests, the first-fault register, breaks, while loops and
// predicate counts.
//
//===----------------------------------------------------------------------===//

// A compare into Pd under Pg/z: Pd in bits 3-0, Pg 12-10, Zn 9-5.
class SVECompare<bits<32> base, SVESize sz, DAGOperand rhs, string mnemonic>
    : SVESized<base, sz.Size, (outs sz.P:$Pd), (ins PPR3bZ:$Pg, sz.Z:$Zn, rhs:$Zm), mnemonic, "$Pd, $Pg, $Zn, $Zm"> {
  bits<4> Pd;
  bits<3> Pg;
  bits<5> Zn;
  let Inst{12-10} = Pg;
  let Inst{9-5} = Zn;
  let Inst{3-0} = Pd;
}

let Predicates = [HasSVEorSME] in {

// Integer compares: vectors 00100100 size 0 Zm op 0 o2? Pg Zn ne Pd (bits
// 15-13 and 4 choose the condition); the wide forms compare with .d.
defvar IntCmps = ["cmphs", "cmphi", "cmpge", "cmpgt", "cmpeq", "cmpne"];
defvar IntCmpBits = [0x0000, 0x0010, 0x8000, 0x8010, 0xa000, 0xa010];
defvar WideCmps = ["cmpeq", "cmpne", "cmpge", "cmpgt", "cmplt", "cmple", "cmphs", "cmphi", "cmplo", "cmpls"];
defvar WideCmpBits = [0x2000, 0x2010, 0x4000, 0x4010, 0x6000, 0x6010, 0xc000, 0xc010, 0xe000, 0xe010];
foreach sz = SveBHSD in {
  foreach i = 0...5 in {
    defvar m = IntCmps[i];
    def !toupper(m) # _PPzZZ_ # sz.Name : SVECompare<!or(0x24000000, IntCmpBits[i]), sz, sz.Z, m> {
      bits<5> Zm;
      let Inst{20-16} = Zm;
    }
  }
  if !ne(sz.Name, "d") then
    foreach i = 0...9 in {
      defvar m = WideCmps[i];
      def !toupper(m) # _WIDE_PPzZZ_ # sz.Name : SVECompare<!or(0x24000000, WideCmpBits[i]), sz, ZPR64, m> {
        bits<5> Zm;
        let Inst{20-16} = Zm;
      }
    }
  // The reversed conditions: the operands swapped.
  foreach r = [["cmple", "CMPGE"], ["cmplt", "CMPGT"], ["cmplo", "CMPHI"], ["cmpls", "CMPHS"]] in
    def : InstAlias<r[0] # "\t$Pd, $Pg, $Zm, $Zn",
                    (!cast<Instruction>(r[1] # "_PPzZZ_" # sz.Name) sz.P:$Pd, PPR3bZ:$Pg, sz.Z:$Zn, sz.Z:$Zm), 0>;
  // With an immediate: unsigned 0-127 (00100100 size 1 imm7 lt 1 Pg Zn ne
  // Pd), signed -16-15 (00100101 size 0 imm5 op 0 o2 Pg Zn ne Pd).
  defvar ucmps = ["cmphs", "cmphi", "cmplo", "cmpls"];
  defvar ubits = [0x0000, 0x0010, 0x2000, 0x2010];
  foreach i = 0...3 in
    def !toupper(ucmps[i]) # _PPzZI_ # sz.Name
        : SVECompare<!or(0x24200000, ubits[i]), sz, imm0_127_cmp, ucmps[i]> {
      bits<7> Zm;
      let Inst{20-14} = Zm;
    }
  defvar scmps = ["cmpge", "cmpgt", "cmplt", "cmple", "cmpeq", "cmpne"];
  defvar sbits = [0x0000, 0x0010, 0x2000, 0x2010, 0x8000, 0x8010];
  foreach i = 0...5 in
    def !toupper(scmps[i]) # _PPzZI_ # sz.Name
        : SVECompare<!or(0x25000000, sbits[i]), sz, simm5, scmps[i]> {
      bits<5> Zm;
      let Inst{20-16} = Zm;
    }
}

// Floating-point compares: vectors 01100101 size 0 Zm op 1 o2 Pg Zn o3 Pd;
// with zero 01100101 size 0100 eq lt 001 Pg Zn ne Pd.
defvar FCmps = ["fcmge", "fcmgt", "fcmeq", "fcmne", "fcmuo", "facge", "facgt"];
defvar FCmpBits = [0x4000, 0x4010, 0x6000, 0x6010, 0xc000, 0xc010, 0xe010];
defvar FCmpZeros = ["fcmge", "fcmgt", "fcmlt", "fcmle", "fcmeq", "fcmne"];
defvar FCmpZeroBits = [0x102000, 0x102010, 0x112000, 0x112010, 0x122000, 0x132000];
foreach sz = SveHSD in {
  foreach i = 0...6 in
    def !toupper(FCmps[i]) # _PPzZZ_ # sz.Name : SVECompare<!or(0x65000000, FCmpBits[i]), sz, sz.Z, FCmps[i]> {
      bits<5> Zm;
      let Inst{20-16} = Zm;
    }
  foreach r = [["fcmle", "FCMGE"], ["fcmlt", "FCMGT"], ["facle", "FACGE"], ["faclt", "FACGT"]] in
    def : InstAlias<r[0] # "\t$Pd, $Pg, $Zm, $Zn",
                    (!cast<Instruction>(r[1] # "_PPzZZ_" # sz.Name) sz.P:$Pd, PPR3bZ:$Pg, sz.Z:$Zn, sz.Z:$Zm), 0>;
  foreach i = 0...5 in
    def !toupper(FCmpZeros[i]) # _PPzZ0_ # sz.Name : SVECompare<!or(0x65000000, FCmpZeroBits[i]), sz, fp_zero, FCmpZeros[i]>;
}

//===-- Predicate logical operations ---------------------------------------===//

// 00100101 op S 00 Pm 01 Pg Pn(o2) o3 Pd: and, bic, eor, sel, orr, orn,
// nor, nand, and the flag-setting ones.
defvar PredOps = ["and", "bic", "eor", "sel", "ands", "bics", "eors", "orr", "orn", "nor", "nand", "orrs", "orns",
                  "nors", "nands"];
defvar PredOpBits = [0x0000, 0x0010, 0x0200, 0x0210, 0x400000, 0x400010, 0x400200, 0x800000, 0x800010, 0x800200,
                     0x800210, 0xc00000, 0xc00010, 0xc00200, 0xc00210];
foreach i = 0...14 in
  def !toupper(PredOps[i]) # _PPzPP
      : SVEBase<!or(0x25004000, PredOpBits[i]), (outs PPR8:$Pd), (ins !if(!eq(PredOps[i], "sel"), PPRAny, PPRZ):$Pg,
                                                                      PPR8:$Pn, PPR8:$Pm),
                PredOps[i], "$Pd, $Pg, $Pn, $Pm"> {
    bits<4> Pd;
    bits<4> Pg;
    bits<4> Pn;
    bits<4> Pm;
    let Inst{19-16} = Pm;
    let Inst{13-10} = Pg;
    let Inst{8-5} = Pn;
    let Inst{3-0} = Pd;
  }
def : InstAlias<"mov\t$Pd, $Pn", (ORR_PPzPP PPR8:$Pd, PPR8:$Pn, PPR8:$Pn, PPR8:$Pn)>;
def : InstAlias<"movs\t$Pd, $Pn", (ORRS_PPzPP PPR8:$Pd, PPR8:$Pn, PPR8:$Pn, PPR8:$Pn)>;
def : InstAlias<"mov\t$Pd, $Pg, $Pn", (AND_PPzPP PPR8:$Pd, PPRZ:$Pg, PPR8:$Pn, PPR8:$Pn)>;
def : InstAlias<"movs\t$Pd, $Pg, $Pn", (ANDS_PPzPP PPR8:$Pd, PPRZ:$Pg, PPR8:$Pn, PPR8:$Pn)>;
def : InstAlias<"mov\t$Pd, $Pg, $Pn", (SEL_PPzPP PPR8:$Pd, PPRM:$Pg, PPR8:$Pn, PPR8:$Pd)>;
def : InstAlias<"not\t$Pd, $Pg, $Pn", (EOR_PPzPP PPR8:$Pd, PPRZ:$Pg, PPR8:$Pn, PPR8:$Pg)>;
def : InstAlias<"nots\t$Pd, $Pg, $Pn", (EORS_PPzPP PPR8:$Pd, PPRZ:$Pg, PPR8:$Pn, PPR8:$Pg)>;

// ptest: 00100101 01 010000 11 Pg 0 Pn 0 0000; pfalse; pfirst; pnext.
def PTEST_PP : SVEBase<0x2550c000, (outs), (ins PPRAny:$Pg, PPR8:$Pn), "ptest", "$Pg, $Pn"> {
  bits<4> Pg;
  bits<4> Pn;
  let Inst{13-10} = Pg;
  let Inst{8-5} = Pn;
}
def PFALSE : SVEBase<0x2518e400, (outs PPR8:$Pd), (ins), "pfalse", "$Pd"> {
  bits<4> Pd;
  let Inst{3-0} = Pd;
}
def PFIRST : SVEBase<0x2558c000, (outs PPR8:$Pdn), (ins PPRAny:$Pg, PPR8:$Pdn_in), "pfirst", "$Pdn, $Pg, $Pdn_in"> {
  bits<4> Pdn;
  bits<4> Pg;
  let Constraints = "$Pdn = $Pdn_in";
  let Inst{8-5} = Pg;
  let Inst{3-0} = Pdn;
}
foreach sz = SveBHSD in
  def PNEXT_ # sz.Name : SVESized<0x2519c400, sz.Size, (outs sz.P:$Pdn), (ins PPRAny:$Pg, sz.P:$Pdn_in), "pnext",
                                  "$Pdn, $Pg, $Pdn_in"> {
    bits<4> Pdn;
    bits<4> Pg;
    let Constraints = "$Pdn = $Pdn_in";
    let Inst{8-5} = Pg;
    let Inst{3-0} = Pdn;
  }

// The first-fault register (not in streaming mode).
let Predicates = [HasSVE] in {
def RDFFR_P : SVEBase<0x2519f000, (outs PPR8:$Pd), (ins), "rdffr", "$Pd"> {
  bits<4> Pd;
  let Inst{3-0} = Pd;
}
foreach s = [0, 1] in
  def !if(s, "RDFFRS", "RDFFR") # _PPz : SVEBase<!if(s, 0x2558f000, 0x2518f000), (outs PPR8:$Pd), (ins PPRZ:$Pg),
                                                 !if(s, "rdffrs", "rdffr"), "$Pd, $Pg"> {
    bits<4> Pd;
    bits<4> Pg;
    let Inst{8-5} = Pg;
    let Inst{3-0} = Pd;
  }
def SETFFR : SVEBase<0x252c9000, (outs), (ins), "setffr", "">;
def WRFFR : SVEBase<0x25289000, (outs), (ins PPR8:$Pn), "wrffr", "$Pn"> {
  bits<4> Pn;
  let Inst{8-5} = Pn;
}
}

// Breaks: 00100101 B S 01000 0 01 Pg 0 Pn M Pd.
foreach b = [0, 1] in
  foreach s = [0, 1] in
    foreach m = [0, 1] in
      if !not(!and(s, m)) then
        def BRK # !if(b, "B", "A") # !if(s, "S", "") # _PP # !if(m, "m", "z")
            : SVEBase<!or(0x25104000, !shl(b, 23), !shl(s, 22), !shl(m, 4)), (outs PPR8:$Pd),
                      !con(!if(m, (ins PPR8:$Pd_in), (ins)), (ins !if(m, PPRM, PPRZ):$Pg, PPR8:$Pn)),
                      "brk" # !if(b, "b", "a") # !if(s, "s", ""), "$Pd, $Pg, $Pn"> {
          bits<4> Pd;
          bits<4> Pg;
          bits<4> Pn;
          let Constraints = !if(m, "$Pd = $Pd_in", "");
          let Inst{13-10} = Pg;
          let Inst{8-5} = Pn;
          let Inst{3-0} = Pd;
        }
// brkn: 00100101 0 S 011000 01 Pg 0 Pn 0 Pdm; brkpa/brkpb: 00100101 0 S 00
// Pm 11 Pg 0 Pn B Pd.
foreach s = [0, 1] in {
  def BRKN # !if(s, "S", "") : SVEBase<!or(0x25184000, !shl(s, 22)), (outs PPR8:$Pdm),
                                       (ins PPRZ:$Pg, PPR8:$Pn, PPR8:$Pdm_in), "brkn" # !if(s, "s", ""),
                                       "$Pdm, $Pg, $Pn, $Pdm_in"> {
    bits<4> Pdm;
    bits<4> Pg;
    bits<4> Pn;
    let Constraints = "$Pdm = $Pdm_in";
    let Inst{13-10} = Pg;
    let Inst{8-5} = Pn;
    let Inst{3-0} = Pdm;
  }
  foreach b = [0, 1] in
    def BRKP # !if(b, "B", "A") # !if(s, "S", "")
        : SVEBase<!or(0x2500c000, !shl(s, 22), !shl(b, 4)), (outs PPR8:$Pd), (ins PPRZ:$Pg, PPR8:$Pn, PPR8:$Pm),
                  "brkp" # !if(b, "b", "a") # !if(s, "s", ""), "$Pd, $Pg, $Pn, $Pm"> {
      bits<4> Pd;
      bits<4> Pg;
      bits<4> Pn;
      bits<4> Pm;
      let Inst{19-16} = Pm;
      let Inst{13-10} = Pg;
      let Inst{8-5} = Pn;
      let Inst{3-0} = Pd;
    }
}

// while: 00100101 size 1 Rm 000 sf U lt Rn eq Pd.
defvar WhileOps = ["whilelt", "whilele", "whilelo", "whilels"];
defvar WhileBits = [0x400, 0x410, 0xc00, 0xc10];
foreach sz = SveBHSD in
  foreach i = 0...3 in
    foreach sf = [0, 1] in
      def !toupper(WhileOps[i]) # _P # !if(sf, "X", "W") # _ # sz.Name
          : SVESized<!or(0x25200000, WhileBits[i], !shl(sf, 12)), sz.Size, (outs sz.P:$Pd),
                     (ins !if(sf, GPR64, GPR32):$Rn, !if(sf, GPR64, GPR32):$Rm), WhileOps[i], "$Pd, $Rn, $Rm"> {
        bits<4> Pd;
        bits<5> Rn;
        bits<5> Rm;
        let Inst{20-16} = Rm;
        let Inst{9-5} = Rn;
        let Inst{3-0} = Pd;
      }

// cntp: 00100101 size 100 000 10 Pg 0 Pn Rd.
foreach sz = SveBHSD in
  def CNTP_ # sz.Name : SVESized<0x25208000, sz.Size, (outs GPR64:$Rd), (ins PPRAny:$Pg, sz.P:$Pn), "cntp", "$Rd, $Pg, $Pn"> {
    bits<5> Rd;
    bits<4> Pg;
    bits<4> Pn;
    let Inst{13-10} = Pg;
    let Inst{8-5} = Pn;
    let Inst{4-0} = Rd;
  }

} // Predicates = [HasSVEorSME]

// Predicate unpacks: 00000101 001100 0 hi 010000 0 Pn 0 Pd.
let Predicates = [HasSVEorSME] in
foreach o = [Op<"punpklo", 0>, Op<"punpkhi", 0x10000>] in
  def !toupper(o.M) : SVEBase<!or(0x05304000, o.Bits), (outs PPR16:$Pd), (ins PPR8:$Pn), o.M,
                               "$Pd, $Pn"> {
    bits<4> Pd;
    bits<4> Pn;
    let Inst{8-5} = Pn;
    let Inst{3-0} = Pd;
  }

// Predicate-as-counter registers in the predicate instructions that
// treat the register as a whole (printed as p registers).
let Predicates = [HasSVEorSME] in {
def : InstAlias<"pfalse\t$Pd", (PFALSE PNRasPPR8:$Pd), 0>;
def : InstAlias<"mov\t$Pd, $Pn", (ORR_PPzPP PNRasPPR8:$Pd, PNRasPPR8:$Pn, PNRasPPR8:$Pn, PNRasPPR8:$Pn), 0>;
}

// SVE's names of conditions in b.<cond> (with sve only, as llvm-mc).
defvar SVECondNames = [Op<"none", 0>, Op<"any", 1>, Op<"nlast", 2>, Op<"last", 3>, Op<"first", 4>, Op<"nfrst", 5>,
                       Op<"pmore", 8>, Op<"plast", 9>, Op<"tcont", 10>, Op<"tstop", 11>];
let Predicates = [HasSVE] in
foreach c = SVECondNames in
  def : InstAlias<"b." # c.M # "\t$target", (Bcc c.Bits, br_target19:$target), 0>;
