//===- AArch64SVEInt.td - SVE integer and permute groups for tdc ----------===//
//
// Reductions, shifts, unary operations, multiply-add, index, address
// generation, element counts, broadcasts, permutes, selects, compares and
// predicate operations.
//
//===----------------------------------------------------------------------===//

// Any SVE encoding: the word with Zd (or Pd) in bits 4-0.
class SVEWord<dag outs, dag ins, string mnemonic, string operands> : A64Inst<outs, ins, mnemonic, operands>;

// An element count multiplier: mul #1 to #16, the field one less.
def sve_mul_imm : Operand<i32> {
  let ParserMatchClass = A64Imm<1, 16>;
  let EncoderMethod = "encode_minus_one";
}

// An x register written `xN, wN` (the saturating counts that extend a w
// register into its x register).
def GPR64xw : RegisterOperand<GPR64, "print_gpr_xw"> {
  let ParserMatchClass = A64CustomAsm<"GPR64xw", "parse_gpr_xw">;
}

// imm5 of index: -16 to 15.
def simm5 : A64ImmOperand<A64Imm<-16, 15>>;
def imm0_127_cmp : A64ImmOperand<A64Imm<0, 127>>;
def imm0_255_sve : A64ImmOperand<A64Imm<0, 255>>;

let Predicates = [HasSVEorSME] in {

//===-- Reductions ---------------------------------------------------------===//

// 00000100 size 0 opc 001 Pg Zn Vd: the result in a scalar FP register.
class SVEReduce<bits<2> size, bits<5> opc, string mnemonic, RegisterClass vd, DAGOperand zn>
    : SVEWord<(outs vd:$Vd), (ins PPR3bAny:$Pg, zn:$Zn), mnemonic, "$Vd, $Pg, $Zn"> {
  bits<5> Vd;
  bits<3> Pg;
  bits<5> Zn;
  let Inst{31-24} = 0b00000100;
  let Inst{23-22} = size;
  let Inst{21} = 0;
  let Inst{20-16} = opc;
  let Inst{15-13} = 0b001;
  let Inst{12-10} = Pg;
  let Inst{9-5} = Zn;
  let Inst{4-0} = Vd;
}
foreach sz = SveBHSD in {
  def UADDV_ # sz.Name : SVEReduce<sz.Size, 0b00001, "uaddv", FPR64, sz.Z>;
  if !ne(sz.Name, "d") then
    def SADDV_ # sz.Name : SVEReduce<sz.Size, 0b00000, "saddv", FPR64, sz.Z>;
  defvar scalar = !cast<RegisterClass>("FPR" # sz.Bits);
  foreach op = ["smaxv", "umaxv", "sminv", "uminv", "orv", "eorv", "andv"] in
    def !toupper(op) # _ # sz.Name
        : SVEReduce<sz.Size, !cond(!eq(op, "smaxv"): 0b01000, !eq(op, "umaxv"): 0b01001, !eq(op, "sminv"): 0b01010,
                                   !eq(op, "uminv"): 0b01011, !eq(op, "orv"): 0b11000, !eq(op, "eorv"): 0b11001,
                                   true: 0b11010), op, scalar, sz.Z>;
}

//===-- movprfx ------------------------------------------------------------===//

// Predicated: 00000100 size 010 00 M 001 Pg Zn Zd; unpredicated:
// 00000100 0010 0000 1011 11 Zn Zd.
let isPrefix = 1 in {
foreach sz = SveBHSD in
  foreach m = [0, 1] in
    def MOVPRFX_ # sz.Name # !if(m, "m", "z")
        : SVEWord<(outs sz.Z:$Zd), (ins !if(m, PPR3bM, PPR3bZ):$Pg, sz.Z:$Zn), "movprfx", "$Zd, $Pg, $Zn"> {
      bits<5> Zd;
      bits<3> Pg;
      bits<5> Zn;
      let Inst{31-24} = 0b00000100;
      let Inst{23-22} = sz.Size;
      let Inst{21-17} = 0b01000;
      let Inst{16} = m;
      let Inst{15-13} = 0b001;
      let Inst{12-10} = Pg;
      let Inst{9-5} = Zn;
      let Inst{4-0} = Zd;
    }
def MOVPRFX : SVEWord<(outs ZPRAny:$Zd), (ins ZPRAny:$Zn), "movprfx", "$Zd, $Zn"> {
  bits<5> Zd;
  bits<5> Zn;
  let Inst{31-10} = 0b0000010000100000101111;
  let Inst{9-5} = Zn;
  let Inst{4-0} = Zd;
}
}

//===-- Shifts -------------------------------------------------------------===//

// Predicated: 00000100 tszh 00 opc 100 Pg tszl imm3 Zdn.
class SVEShiftImmPred<SVESize sz, bits<4> opc, string mnemonic, bit left>
    : SVEWord<(outs sz.Z:$Zdn), (ins PPR3bM:$Pg, sz.Z:$Zdn_in,
                                  !cast<Operand>(!if(left, "vecshiftL", "vecshiftR") # sz.Bits):$imm),
              mnemonic, "$Zdn, $Pg, $Zdn_in, $imm"> {
  bits<5> Zdn;
  bits<3> Pg;
  bits<6> imm;
  let Constraints = "$Zdn = $Zdn_in";
  let Inst{31-24} = 0b00000100;
  let Inst{23-22} = !cond(!eq(sz.Bits, 64): {1, imm{5}}, !eq(sz.Bits, 32): 0b01, true: 0b00);
  let Inst{21-20} = 0b00;
  let Inst{19-16} = opc;
  let Inst{15-13} = 0b100;
  let Inst{12-10} = Pg;
  let Inst{9-8} = !cond(!eq(sz.Bits, 8): 0b01, !eq(sz.Bits, 16): {1, imm{3}}, true: imm{4-3});
  let Inst{7-5} = imm{2-0};
  let Inst{4-0} = Zdn;
}
// Unpredicated: 00000100 tszh 1 tszl imm3 1001 opc Zn Zd.
class SVEShiftImm<SVESize sz, bits<2> opc, string mnemonic, bit left>
    : SVEWord<(outs sz.Z:$Zd), (ins sz.Z:$Zn, !cast<Operand>(!if(left, "vecshiftL", "vecshiftR") # sz.Bits):$imm),
              mnemonic, "$Zd, $Zn, $imm"> {
  bits<5> Zd;
  bits<5> Zn;
  bits<6> imm;
  let Inst{31-24} = 0b00000100;
  let Inst{23-22} = !cond(!eq(sz.Bits, 64): {1, imm{5}}, !eq(sz.Bits, 32): 0b01, true: 0b00);
  let Inst{21} = 1;
  let Inst{20-19} = !cond(!eq(sz.Bits, 8): 0b01, !eq(sz.Bits, 16): {1, imm{3}}, true: imm{4-3});
  let Inst{18-16} = imm{2-0};
  let Inst{15-12} = 0b1001;
  let Inst{11-10} = opc;
  let Inst{9-5} = Zn;
  let Inst{4-0} = Zd;
}
foreach sz = SveBHSD in {
  foreach op = ["asr", "lsr", "lsl", "asrd", "sqshl", "uqshl", "srshr", "urshr", "sqshlu"] in {
    defvar opc = !cond(!eq(op, "asr"): 0b0000, !eq(op, "lsr"): 0b0001, !eq(op, "lsl"): 0b0011, !eq(op, "asrd"): 0b0100,
                       !eq(op, "sqshl"): 0b0110, !eq(op, "uqshl"): 0b0111, !eq(op, "srshr"): 0b1100,
                       !eq(op, "urshr"): 0b1101, true: 0b1111);
    defvar left = !or(!eq(op, "lsl"), !eq(op, "sqshl"), !eq(op, "uqshl"), !eq(op, "sqshlu"));
    let Predicates = !if(!ge(opc, 0b0110), !if(!eq(op, "asrd"), [HasSVEorSME], [HasSVE2orSME]), [HasSVEorSME]) in
    def !toupper(op) # _ZPmI_ # sz.Name : SVEShiftImmPred<sz, opc, op, left>;
  }
  foreach op = ["asr", "lsr", "lsl"] in
    def !toupper(op) # _ZZI_ # sz.Name
        : SVEShiftImm<sz, !cond(!eq(op, "asr"): 0b00, !eq(op, "lsr"): 0b01, true: 0b11), op, !eq(op, "lsl")>;
  // By vector, predicated: 00000100 size 010 opc 100 Pg Zm Zdn; by wide
  // elements: 011 in bits 21-19, Zm .d.
  foreach op = ["asr", "lsr", "lsl", "asrr", "lsrr", "lslr"] in {
    defvar opc = !cond(!eq(op, "asr"): 0b000, !eq(op, "lsr"): 0b001, !eq(op, "lsl"): 0b011, !eq(op, "asrr"): 0b100,
                       !eq(op, "lsrr"): 0b101, true: 0b111);
    def !toupper(op) # _ZPmZ_ # sz.Name : SVEPredDestructive<0b00000100, sz.Size, !or(0b010000, opc), 0b100, op, sz.Z>;
    if !and(!ne(sz.Name, "d"), !lt(opc, 4)) then
      def !toupper(op) # _WIDE_ZPmZ_ # sz.Name
          : SVEPredDestructive<0b00000100, sz.Size, !or(0b011000, opc), 0b100, op, sz.Z, ZPR64>;
  }
  // By wide elements, unpredicated: 00000100 size 1 Zm 1000 opc Zn Zd.
  if !ne(sz.Name, "d") then
    foreach op = ["asr", "lsr", "lsl"] in
      def !toupper(op) # _WIDE_ZZZ_ # sz.Name
          : SVEThree<0b00000100, sz.Size, 1, !or(0b100000, !cond(!eq(op, "asr"): 0b00, !eq(op, "lsr"): 0b01, true: 0b11)), op,
                     sz.Z, sz.Z, ZPR64>;
}

//===-- Unary operations ---------------------------------------------------===//

// 00000100 size 01 opc 101 Pg Zn Zd (merging).
class SVEUnary<bits<2> size, bits<6> opc, string mnemonic, DAGOperand zt>
    : SVEWord<(outs zt:$Zd), (ins zt:$Zd_in, PPR3bM:$Pg, zt:$Zn), mnemonic, "$Zd, $Pg, $Zn"> {
  bits<5> Zd;
  bits<3> Pg;
  bits<5> Zn;
  let Constraints = "$Zd = $Zd_in";
  let Inst{31-24} = 0b00000100;
  let Inst{23-22} = size;
  let Inst{21-16} = opc;
  let Inst{15-13} = 0b101;
  let Inst{12-10} = Pg;
  let Inst{9-5} = Zn;
  let Inst{4-0} = Zd;
}
foreach sz = SveBHSD in {
  foreach op = ["abs", "neg", "cls", "clz", "cnt", "cnot", "not"] in
    def !toupper(op) # _ZPmZ_ # sz.Name
        : SVEUnary<sz.Size, !cond(!eq(op, "abs"): 0b010110, !eq(op, "neg"): 0b010111, !eq(op, "cls"): 0b011000,
                                  !eq(op, "clz"): 0b011001, !eq(op, "cnt"): 0b011010, !eq(op, "cnot"): 0b011011,
                                  true: 0b011110), op, sz.Z>;
  // Extensions from a narrower size.
  foreach op = ["sxtb", "uxtb", "sxth", "uxth", "sxtw", "uxtw"] in {
    defvar from = !cond(!eq(!substr(op, 3, 1), "b"): 8, !eq(!substr(op, 3, 1), "h"): 16, true: 32);
    if !gt(sz.Bits, from) then
      def !toupper(op) # _ZPmZ_ # sz.Name
          : SVEUnary<sz.Size, !cond(!eq(op, "sxtb"): 0b010000, !eq(op, "uxtb"): 0b010001, !eq(op, "sxth"): 0b010010,
                                    !eq(op, "uxth"): 0b010011, !eq(op, "sxtw"): 0b010100, true: 0b010101), op, sz.Z>;
  }
}
foreach sz = SveHSD in
  foreach op = ["fabs", "fneg"] in
    def !toupper(op) # _ZPmZ_ # sz.Name : SVEUnary<sz.Size, !if(!eq(op, "fabs"), 0b011100, 0b011101), op, sz.Z>;

//===-- Multiply-add -------------------------------------------------------===//

// mla, mls: 00000100 size 0 Zm 01 op Pg Zn Zda; mad, msb: 11 op Pg Za Zdn.
class SVEMulAdd<bits<2> size, bits<3> opc, string mnemonic, DAGOperand zt>
    : SVEWord<(outs zt:$Zda), (ins zt:$Zda_in, PPR3bM:$Pg, zt:$Zn, zt:$Zm), mnemonic, "$Zda, $Pg, $Zn, $Zm"> {
  bits<5> Zda;
  bits<3> Pg;
  bits<5> Zn;
  bits<5> Zm;
  let Constraints = "$Zda = $Zda_in";
  let Inst{31-24} = 0b00000100;
  let Inst{23-22} = size;
  let Inst{21} = 0;
  let Inst{15-13} = opc;
  let Inst{12-10} = Pg;
  let Inst{4-0} = Zda;
  // mla and mls multiply Zn by Zm; mad and msb Zda by Zn (bits 20-16)
  // and add Zm (bits 9-5).
  let Inst{20-16} = !if(opc{2}, Zn, Zm);
  let Inst{9-5} = !if(opc{2}, Zm, Zn);
}
foreach sz = SveBHSD in
  foreach op = ["mla", "mls", "mad", "msb"] in
    def !toupper(op) # _ # sz.Name
        : SVEMulAdd<sz.Size, !cond(!eq(op, "mla"): 0b010, !eq(op, "mls"): 0b011, !eq(op, "mad"): 0b110, true: 0b111),
                    op, sz.Z>;

//===-- index and adr ------------------------------------------------------===//

// 00000100 size 1 (imm5b|Rm) 0100 kind (imm5|Rn) Zd; kind: 00 imm, imm; 01
// reg, imm; 10 imm, reg; 11 reg, reg.
foreach sz = SveBHSD in {
  defvar gpr = !if(!eq(sz.Name, "d"), GPR64, GPR32);
  foreach kind = 0...3 in
    def INDEX_ # kind # _ # sz.Name
        : SVEWord<(outs sz.Z:$Zd), (ins !if(!and(kind, 1), gpr, simm5):$start, !if(!and(kind, 2), gpr, simm5):$step),
                  "index", "$Zd, $start, $step"> {
      bits<5> Zd;
      bits<5> start;
      bits<5> step;
      let Inst{31-24} = 0b00000100;
      let Inst{23-22} = sz.Size;
      let Inst{21} = 1;
      let Inst{20-16} = step;
      let Inst{15-12} = 0b0100;
      let Inst{11-10} = kind;
      let Inst{9-5} = start;
      let Inst{4-0} = Zd;
    }
}

// adr: 00000100 opc 1 Zm 1010 msz Zn Zd, the offsets shifted by msz (SVE
// only, not streaming).
let Predicates = [HasSVE] in
foreach form = ["s", "d", "sxtw", "uxtw"] in
  foreach msz = 0...3 in {
    defvar zt = !if(!eq(form, "s"), ZPR32, ZPR64);
    defvar ext = !cond(!eq(form, "sxtw"): "sxtw", !eq(form, "uxtw"): "uxtw", true: "lsl");
    defvar suffix = !cond(!and(!eq(ext, "lsl"), !eq(msz, 0)): "", !eq(msz, 0): ", " # ext, true: ", " # ext # " #" # msz);
    def ADR_ # form # _ # msz : SVEWord<(outs zt:$Zd), (ins zt:$Zn, zt:$Zm), "adr", "$Zd, [$Zn, $Zm" # suffix # "]"> {
      bits<5> Zd;
      bits<5> Zn;
      bits<5> Zm;
      let Inst{31-24} = 0b00000100;
      let Inst{23-22} = !cond(!eq(form, "sxtw"): 0b00, !eq(form, "uxtw"): 0b01, !eq(form, "s"): 0b10, true: 0b11);
      let Inst{21} = 1;
      let Inst{20-16} = Zm;
      let Inst{15-12} = 0b1010;
      let Inst{11-10} = msz;
      let Inst{9-5} = Zn;
      let Inst{4-0} = Zd;
    }
    // An unscaled offset may say so (`lsl #0`).
    if !and(!eq(ext, "lsl"), !eq(msz, 0)) then
      def : InstAlias<"adr\t$Zd, [$Zn, $Zm, lsl #0]", (!cast<Instruction>("ADR_" # form # "_0") zt:$Zd, zt:$Zn, zt:$Zm), 0>;
    if !and(!ne(ext, "lsl"), !eq(msz, 0)) then
      def : InstAlias<"adr\t$Zd, [$Zn, $Zm, " # ext # " #0]", (!cast<Instruction>("ADR_" # form # "_0") zt:$Zd, zt:$Zn, zt:$Zm), 0>;
  }

//===-- Element counts -----------------------------------------------------===//

// 00000100 size 1 op imm4 11 opc pattern Rd|Zdn: cnt, inc, dec of
// x registers and vectors, saturating ones of w and x registers.
class SVECount<bits<2> size, bit b20, bits<6> opc, string mnemonic, dag outs_, dag ins_>
    : SVEWord<outs_, !con(ins_, (ins sve_pattern:$pattern, sve_mul_imm:$imm4)), mnemonic, "$Rdn, $pattern, mul $imm4"> {
  bits<5> Rdn;
  bits<5> pattern;
  bits<4> imm4;
  let Inst{31-24} = 0b00000100;
  let Inst{23-22} = size;
  let Inst{21} = 1;
  let Inst{20} = b20;
  let Inst{19-16} = imm4;
  let Inst{15-10} = opc;
  let Inst{9-5} = pattern;
  let Inst{4-0} = Rdn;
}
foreach sz = SveBHSD in {
  defvar c = !cond(!eq(sz.Name, "b"): "b", !eq(sz.Name, "h"): "h", !eq(sz.Name, "s"): "w", true: "d");
  foreach op = ["cnt", "inc", "dec"] in {
    defvar m = op # c;
    def !toupper(m) # _XPiI : SVECount<sz.Size, !ne(op, "cnt"), !if(!eq(op, "dec"), 0b111001, 0b111000), m,
                                       (outs GPR64:$Rdn), !if(!eq(op, "cnt"), (ins), (ins GPR64:$Rdn_in))> {
      let Constraints = !if(!eq(op, "cnt"), "", "$Rdn = $Rdn_in");
    }
    def : InstAlias<m # "\t$Rdn, $pattern", (!cast<Instruction>(!toupper(m) # "_XPiI") GPR64:$Rdn, sve_pattern:$pattern, 1)>;
    def : InstAlias<m # "\t$Rdn", (!cast<Instruction>(!toupper(m) # "_XPiI") GPR64:$Rdn, 31, 1)>;
    if !and(!ne(op, "cnt"), !ne(c, "b")) then {
      def !toupper(m) # _ZPiI : SVECount<sz.Size, 1, !if(!eq(op, "dec"), 0b110001, 0b110000), m,
                                         (outs sz.Z:$Rdn), (ins sz.Z:$Rdn_in)> {
        let Constraints = "$Rdn = $Rdn_in";
        let isPrefixable = 1;
      }
      def : InstAlias<m # "\t$Rdn, $pattern", (!cast<Instruction>(!toupper(m) # "_ZPiI") sz.Z:$Rdn, sve_pattern:$pattern, 1)>;
      def : InstAlias<m # "\t$Rdn", (!cast<Instruction>(!toupper(m) # "_ZPiI") sz.Z:$Rdn, 31, 1)>;
    }
  }
  // Saturating: sq/uq inc/dec of x (64-bit), of w sign- or zero-extended
  // into x (`sqincb x0, w0`) or of w (unsigned), and of vectors.
  foreach op = ["sqinc", "uqinc", "sqdec", "uqdec"] in {
    defvar m = op # c;
    defvar o = !cond(!eq(op, "sqinc"): 0b00, !eq(op, "uqinc"): 0b01, !eq(op, "sqdec"): 0b10, true: 0b11);
    def !toupper(m) # _XPiI : SVECount<sz.Size, 1, !or(0b111100, o), m, (outs GPR64:$Rdn), (ins GPR64:$Rdn_in)> {
      let Constraints = "$Rdn = $Rdn_in";
    }
    def : InstAlias<m # "\t$Rdn, $pattern", (!cast<Instruction>(!toupper(m) # "_XPiI") GPR64:$Rdn, sve_pattern:$pattern, 1)>;
    def : InstAlias<m # "\t$Rdn", (!cast<Instruction>(!toupper(m) # "_XPiI") GPR64:$Rdn, 31, 1)>;
    // The signed forms write the register twice, as x and as w.
    defvar signed = !eq(!substr(op, 0, 1), "s");
    defvar wreg = !if(signed, GPR64xw, GPR32);
    def !toupper(m) # _WPiI : SVECount<sz.Size, 0, !or(0b111100, o), m, (outs wreg:$Rdn), (ins wreg:$Rdn_in)> {
      let Constraints = "$Rdn = $Rdn_in";
    }
    def : InstAlias<m # "\t$Rdn, $pattern", (!cast<Instruction>(!toupper(m) # "_WPiI") wreg:$Rdn, sve_pattern:$pattern, 1)>;
    def : InstAlias<m # "\t$Rdn", (!cast<Instruction>(!toupper(m) # "_WPiI") wreg:$Rdn, 31, 1)>;
    if !ne(c, "b") then {
      def !toupper(m) # _ZPiI : SVECount<sz.Size, 0, !or(0b110000, o), m, (outs sz.Z:$Rdn), (ins sz.Z:$Rdn_in)> {
        let Constraints = "$Rdn = $Rdn_in";
        let isPrefixable = 1;
      }
      def : InstAlias<m # "\t$Rdn, $pattern", (!cast<Instruction>(!toupper(m) # "_ZPiI") sz.Z:$Rdn, sve_pattern:$pattern, 1)>;
      def : InstAlias<m # "\t$Rdn", (!cast<Instruction>(!toupper(m) # "_ZPiI") sz.Z:$Rdn, 31, 1)>;
    }
  }
}

} // Predicates = [HasSVEorSME]

let Predicates = [HasSVEorSME] in {

//===-- Vector lengths, counts of active elements, loop terminations ------===//

// addvl, addpl (00000100 0 op 1 Rn 01010 imm6 Rd) and rdvl (00000100 101
// 11111 01010 imm6 Rd): imm6 vector or predicate lengths.
foreach o = [Op<"addvl", 0>, Op<"addpl", 0x400000>] in
  def !toupper(o.M) # _XXI : SVEBase<!or(0x04205000, o.Bits), (outs GPR64sp:$Rd),
                                     (ins GPR64sp:$Rn, simm6:$imm6), o.M, "$Rd, $Rn, $imm6"> {
    bits<5> Rd;
    bits<5> Rn;
    bits<6> imm6;
    let Inst{20-16} = Rn;
    let Inst{10-5} = imm6;
    let Inst{4-0} = Rd;
  }
def RDVL_XI : SVEBase<0x04bf5000, (outs GPR64:$Rd), (ins simm6:$imm6), "rdvl", "$Rd, $imm6"> {
  bits<5> Rd;
  bits<6> imm6;
  let Inst{10-5} = imm6;
  let Inst{4-0} = Rd;
}

// ctermeq, ctermne: 00100101 1 sz 1 Rm 001000 Rn ne 0000.
foreach sf = [0, 1] in
  foreach o = [Op<"ctermeq", 0>, Op<"ctermne", 0x10>] in
    def !toupper(o.M) # _ # !if(sf, "XX", "WW")
        : SVEBase<!or(0x25a02000, !shl(sf, 22), o.Bits), (outs),
                  (ins !if(sf, GPR64, GPR32):$Rn, !if(sf, GPR64, GPR32):$Rm), o.M, "$Rn, $Rm"> {
      bits<5> Rn;
      bits<5> Rm;
      let Inst{20-16} = Rm;
      let Inst{9-5} = Rn;
    }

// Increments and decrements by the active elements of a predicate:
// 00100101 size 1011 op 1 0001 sf Pm Rdn (scalar; sf: 64-bit saturation)
// and 00100101 size 1011 op 1 0000 0 Pm Zdn (vector), op: sqinc 000,
// uqinc 001, sqdec 010, uqdec 011, inc 100, dec 101.
foreach o = [Op<"sqincp", 0>, Op<"uqincp", 1>, Op<"sqdecp", 2>, Op<"uqdecp", 3>, Op<"incp", 4>, Op<"decp", 5>] in {
  defvar m = o.M;
  defvar base = !or(0x25288000, !shl(o.Bits, 16));
  defvar sat = !or(!eq(!substr(m, 0, 2), "sq"), !eq(!substr(m, 0, 2), "uq"));
  foreach sz = SveBHSD in {
    def !toupper(m) # _XP_ # sz.Name : SVESized<!or(base, 0x800, !if(sat, 0x400, 0)), sz.Size, (outs GPR64:$Rdn),
                                                (ins sz.P:$Pm, GPR64:$Rdn_in), m, "$Rdn, $Pm"> {
      bits<5> Rdn;
      bits<4> Pm;
      let Constraints = "$Rdn = $Rdn_in";
      let Inst{8-5} = Pm;
      let Inst{4-0} = Rdn;
    }
    // 32-bit saturation: signed into x (written `x0, p0.b, w0`), unsigned of w.
    if sat then {
      defvar signed = !eq(!substr(m, 0, 1), "s");
      def !toupper(m) # _WP_ # sz.Name
          : SVESized<!or(base, 0x800), sz.Size, !if(signed, (outs GPR64:$Rdn), (outs GPR32:$Rdn)),
                     !if(signed, (ins sz.P:$Pm, GPR64asW:$Rdn_in), (ins sz.P:$Pm, GPR32:$Rdn_in)), m,
                     !if(signed, "$Rdn, $Pm, $Rdn_in", "$Rdn, $Pm")> {
        bits<5> Rdn;
        bits<4> Pm;
        let Constraints = "$Rdn = $Rdn_in";
        let Inst{8-5} = Pm;
        let Inst{4-0} = Rdn;
      }
    }
    if !ne(sz.Name, "b") then {
      def !toupper(m) # _ZP_ # sz.Name : SVESized<base, sz.Size, (outs sz.Z:$Zdn), (ins sz.P:$Pm, sz.Z:$Zdn_in), m,
                                                  "$Zdn, $Pm"> {
        bits<5> Zdn;
        bits<4> Pm;
        let Constraints = "$Zdn = $Zdn_in";
        // Its predicate counts, it governs nothing (as llvm-mc's movprfx
        // checks see it).
        let PrefixElementBits = 0;
        let Inst{8-5} = Pm;
        let Inst{4-0} = Zdn;
      }
      def : InstAlias<m # "\t$Zdn, $Pm", (!cast<Instruction>(!toupper(m) # "_ZP_" # sz.Name) sz.Z:$Zdn, PPRAny:$Pm), 0>;
    }
  }
}

// Integer min, max, multiply by an immediate: 00100101 size 1 opc 110
// imm8 Zdn (smax 000, umax 001, smin 010, umin 011, mul 10000).
foreach sz = SveBHSD in
  foreach o = [Op<"smax", 0x80000>, Op<"umax", 0x90000>, Op<"smin", 0xa0000>, Op<"umin", 0xb0000>, Op<"mul", 0x100000>] in
    def !toupper(o.M) # _ZI_ # sz.Name
        : SVESized<!or(0x2520c000, o.Bits), sz.Size, (outs sz.Z:$Zdn),
                   (ins sz.Z:$Zdn_in, !if(!eq(!substr(o.M, 0, 1), "u"), imm0_255, simm8):$imm), o.M,
                   "$Zdn, $Zdn_in, $imm"> {
      bits<5> Zdn;
      bits<8> imm;
      let Constraints = "$Zdn = $Zdn_in";
      let Inst{12-5} = imm;
      let Inst{4-0} = Zdn;
    }

} // Predicates = [HasSVEorSME]

//===-- Checked pointer arithmetic (cpa) -----------------------------------===//

let Predicates = [HasSVE, HasCPA] in {
  // Predicated: 00000100 11 0 0010 op 000 Pg Zm Zdn; unpredicated:
  // 00000100 111 Zm 00001 op Zn Zd.
  foreach op = [0, 1] in {
    defvar mn = !if(op, "subpt", "addpt");
    def !toupper(mn) # _ZPmZ : SVEInst<(outs ZPR64:$Zdn), (ins PPR3bM:$Pg, ZPR64:$Zdn_in, ZPR64:$Zm), mn,
                                       "$Zdn, $Pg, $Zdn_in, $Zm"> {
      bits<3> Pg;
      bits<5> Zm;
      bits<5> Zdn;
      let Constraints = "$Zdn = $Zdn_in";
      let Inst{31-17} = 0b000001001100010;
      let Inst{16} = op;
      let Inst{15-13} = 0b000;
      let Inst{12-10} = Pg;
      let Inst{9-5} = Zm;
      let Inst{4-0} = Zdn;
    }
    def !toupper(mn) # _ZZZ : SVEInst<(outs ZPR64:$Zd), (ins ZPR64:$Zn, ZPR64:$Zm), mn, "$Zd, $Zn, $Zm"> {
      bits<5> Zd;
      bits<5> Zn;
      bits<5> Zm;
      let Inst{31-21} = 0b00000100111;
      let Inst{20-16} = Zm;
      let Inst{15-11} = 0b00001;
      let Inst{10} = op;
      let Inst{9-5} = Zn;
      let Inst{4-0} = Zd;
    }
  }
  // madpt: 01000100 110 Zm 110110 Za Zdn; mlapt: ... 110100 Zn Zda.
  def MADPT : SVEInst<(outs ZPR64:$Zdn), (ins ZPR64:$Zdn_in, ZPR64:$Zm, ZPR64:$Za), "madpt", "$Zdn, $Zm, $Za"> {
    bits<5> Zdn;
    bits<5> Zm;
    bits<5> Za;
    let Constraints = "$Zdn = $Zdn_in";
    let Inst{31-21} = 0b01000100110;
    let Inst{20-16} = Zm;
    let Inst{15-10} = 0b110110;
    let Inst{9-5} = Za;
    let Inst{4-0} = Zdn;
  }
  def MLAPT : SVEInst<(outs ZPR64:$Zda), (ins ZPR64:$Zda_in, ZPR64:$Zn, ZPR64:$Zm), "mlapt", "$Zda, $Zn, $Zm"> {
    bits<5> Zda;
    bits<5> Zn;
    bits<5> Zm;
    let Constraints = "$Zda = $Zda_in";
    let Inst{31-21} = 0b01000100110;
    let Inst{20-16} = Zm;
    let Inst{15-10} = 0b110100;
    let Inst{9-5} = Zn;
    let Inst{4-0} = Zda;
  }
}
