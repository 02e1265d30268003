//===- AArch64SVE.td - the Scalable Vector Extension for tdc --------------===//
//
// SVE instructions valid with sve or sme (in streaming mode), by encoding
// group. Record names: the mnemonic, then the form (ZZZ unpredicated,
// ZPmZ predicated and destructive, ZI immediate, ...) and the element
// size. Destructive forms write their first source: the syntax names it
// twice, as the destination and as $Zdn_in, and the two must be the same
// register.
//
//===----------------------------------------------------------------------===//

// An element size: the size field, and the Z and P operands of the size.
class SVESize<bits<2> size, string name, ZReg z, PReg p, int bits_> {
  bits<2> Size = size;
  string Name = name;
  ZReg Z = z;
  PReg P = p;
  int Bits = bits_;
}
def SveB : SVESize<0b00, "b", ZPR8, PPR8, 8>;
def SveH : SVESize<0b01, "h", ZPR16, PPR16, 16>;
def SveS : SVESize<0b10, "s", ZPR32, PPR32, 32>;
def SveD : SVESize<0b11, "d", ZPR64, PPR64, 64>;
defvar SveBHSD = [SveB, SveH, SveS, SveD];
defvar SveHSD = [SveH, SveS, SveD];
defvar SveSD = [SveS, SveD];

class SVEInst<dag outs, dag ins, string mnemonic, string operands> : A64Inst<outs, ins, mnemonic, operands>;

// A mnemonic and the bits it adds to its family's word.
class Op<string m, int bits_> {
  string M = m;
  int Bits = bits_;
}

// The Z operand of a size given in bits.
class ZOf<int bits_> {
  ZReg Z = !cast<ZReg>("ZPR" # bits_);
}

// From the instruction's word with every operand zero (`base`).
class SVEBase<bits<32> base, dag outs, dag ins, string mnemonic, string operands>
    : A64Inst<outs, ins, mnemonic, operands> {
  let Inst{31-0} = base;
}

// With the size in bits 23-22.
class SVESized<bits<32> base, bits<2> size, dag outs, dag ins, string mnemonic, string operands>
    : SVEBase<base, outs, ins, mnemonic, operands> {
  let Inst{23-22} = size;
}

// base | Zn<<5 | Zd (two registers).
class SVEDN<bits<32> base, bits<2> size, DAGOperand zd, DAGOperand zn, string mnemonic>
    : SVESized<base, size, (outs zd:$Zd), (ins zn:$Zn), mnemonic, "$Zd, $Zn"> {
  bits<5> Zd;
  bits<5> Zn;
  let Inst{9-5} = Zn;
  let Inst{4-0} = Zd;
}
// base | Zm<<16 | Zn<<5 | Zd.
class SVEDNM<bits<32> base, bits<2> size, DAGOperand zd, DAGOperand zn, DAGOperand zm, string mnemonic>
    : SVESized<base, size, (outs zd:$Zd), (ins zn:$Zn, zm:$Zm), mnemonic, "$Zd, $Zn, $Zm"> {
  bits<5> Zd;
  bits<5> Zn;
  bits<5> Zm;
  let Inst{20-16} = Zm;
  let Inst{9-5} = Zn;
  let Inst{4-0} = Zd;
}


// Predicated, destructive: top bits, the size, bits 21-13, Pg, Zm, Zdn.
class SVEPredDestructive<bits<8> top, bits<2> size, bits<6> opc21_16, bits<3> opc15_13, string mnemonic,
                         DAGOperand zt, DAGOperand zm = zt>
    : SVEInst<(outs zt:$Zdn), (ins PPR3bM:$Pg, zt:$Zdn_in, zm:$Zm), mnemonic, "$Zdn, $Pg, $Zdn_in, $Zm"> {
  bits<5> Zdn;
  bits<3> Pg;
  bits<5> Zm;
  let Constraints = "$Zdn = $Zdn_in";
  let Inst{31-24} = top;
  let Inst{23-22} = size;
  let Inst{21-16} = opc21_16;
  let Inst{15-13} = opc15_13;
  let Inst{12-10} = Pg;
  let Inst{9-5} = Zm;
  let Inst{4-0} = Zdn;
}

// Unpredicated, three registers: top bits, size, bit 21, Zm, bits 15-10.
class SVEThree<bits<8> top, bits<2> size, bit b21, bits<6> opc, string mnemonic, DAGOperand zd,
               DAGOperand zn = zd, DAGOperand zm = zn>
    : SVEInst<(outs zd:$Zd), (ins zn:$Zn, zm:$Zm), mnemonic, "$Zd, $Zn, $Zm"> {
  bits<5> Zd;
  bits<5> Zn;
  bits<5> Zm;
  let Inst{31-24} = top;
  let Inst{23-22} = size;
  let Inst{21} = b21;
  let Inst{20-16} = Zm;
  let Inst{15-10} = opc;
  let Inst{9-5} = Zn;
  let Inst{4-0} = Zd;
}

//===-- Contiguous loads and stores ----------------------------------------===//

def simm4 : A64ImmOperand<A64Imm<-8, 7>>;

// ld1 (scalar plus immediate): 1010010 dtype 0 imm4 101 Pg Rn Zt, the
// immediate in vector lengths (mul vl). dtype gives the memory size and
// the element size (and the sign extension).
class SVELd1Imm<bits<4> dtype, string mnemonic, DAGOperand zlist>
    : SVEInst<(outs zlist:$Zt), (ins PPR3bZ:$Pg, GPR64sp:$Rn, simm4:$imm4), mnemonic,
              "$Zt, $Pg, [$Rn, $imm4, mul vl]"> {
  bits<5> Zt;
  bits<3> Pg;
  bits<5> Rn;
  bits<4> imm4;
  let Inst{31-25} = 0b1010010;
  let Inst{24-21} = dtype;
  let Inst{20} = 0;
  let Inst{19-16} = imm4;
  let Inst{15-13} = 0b101;
  let Inst{12-10} = Pg;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Zt;
  let mayLoad = 1;
}
// ld1 (scalar plus scalar): 1010010 dtype Rm 010 Pg Rn Zt; the index
// shifted by the memory size.
class SVELd1Reg<bits<4> dtype, string mnemonic, DAGOperand zlist, string shift>
    : SVEInst<(outs zlist:$Zt), (ins PPR3bZ:$Pg, GPR64sp:$Rn, GPR64common:$Rm), mnemonic,
              "$Zt, $Pg, [$Rn, $Rm" # shift # "]"> {
  bits<5> Zt;
  bits<3> Pg;
  bits<5> Rn;
  bits<5> Rm;
  let Inst{31-25} = 0b1010010;
  let Inst{24-21} = dtype;
  let Inst{20-16} = Rm;
  let Inst{15-13} = 0b010;
  let Inst{12-10} = Pg;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Zt;
  let mayLoad = 1;
}
// (dtype, mnemonic, element size, memory size log2)
class Ld1Type<bits<4> dtype, string mnemonic, string elem, int msz> {
  bits<4> Dtype = dtype;
  string Mnemonic = mnemonic;
  string Elem = elem;
  int Msz = msz;
}
defvar Ld1Types = [Ld1Type<0b0000, "ld1b", "b", 0>, Ld1Type<0b0001, "ld1b", "h", 0>, Ld1Type<0b0010, "ld1b", "s", 0>,
             Ld1Type<0b0011, "ld1b", "d", 0>, Ld1Type<0b0100, "ld1sw", "d", 2>, Ld1Type<0b0101, "ld1h", "h", 1>,
             Ld1Type<0b0110, "ld1h", "s", 1>, Ld1Type<0b0111, "ld1h", "d", 1>, Ld1Type<0b1000, "ld1sh", "d", 1>,
             Ld1Type<0b1001, "ld1sh", "s", 1>, Ld1Type<0b1010, "ld1w", "s", 2>, Ld1Type<0b1011, "ld1w", "d", 2>,
             Ld1Type<0b1100, "ld1sb", "d", 0>, Ld1Type<0b1101, "ld1sb", "s", 0>, Ld1Type<0b1110, "ld1sb", "h", 0>,
             Ld1Type<0b1111, "ld1d", "d", 3>];

let Predicates = [HasSVEorSME] in {

//===-- Integer arithmetic -------------------------------------------------===//

// 00000100 size 0 opc 000 Pg Zm Zdn.
multiclass SVEIntPred<bits<5> opc, string mnemonic, list<SVESize> sizes = SveBHSD> {
  foreach s = sizes in
    def _ZPmZ_ # s.Name : SVEPredDestructive<0b00000100, s.Size, {0, opc}, 0b000, mnemonic, s.Z>;
}
defm ADD   : SVEIntPred<0b00000, "add">;
defm SUB   : SVEIntPred<0b00001, "sub">;
defm SUBR  : SVEIntPred<0b00011, "subr">;
defm SMAX  : SVEIntPred<0b01000, "smax">;
defm UMAX  : SVEIntPred<0b01001, "umax">;
defm SMIN  : SVEIntPred<0b01010, "smin">;
defm UMIN  : SVEIntPred<0b01011, "umin">;
defm SABD  : SVEIntPred<0b01100, "sabd">;
defm UABD  : SVEIntPred<0b01101, "uabd">;
defm MUL   : SVEIntPred<0b10000, "mul">;
defm SMULH : SVEIntPred<0b10010, "smulh">;
defm UMULH : SVEIntPred<0b10011, "umulh">;
defm SDIV  : SVEIntPred<0b10100, "sdiv", SveSD>;
defm UDIV  : SVEIntPred<0b10101, "udiv", SveSD>;
defm SDIVR : SVEIntPred<0b10110, "sdivr", SveSD>;
defm UDIVR : SVEIntPred<0b10111, "udivr", SveSD>;
defm ORR   : SVEIntPred<0b11000, "orr">;
defm EOR   : SVEIntPred<0b11001, "eor">;
defm AND   : SVEIntPred<0b11010, "and">;
defm BIC   : SVEIntPred<0b11011, "bic">;

// 00000100 size 1 Zm 000 opc Zn Zd.
multiclass SVEIntUnpred<bits<3> opc, string mnemonic> {
  foreach s = SveBHSD in
    def _ZZZ_ # s.Name : SVEThree<0b00000100, s.Size, 1, {0b000, opc}, mnemonic, s.Z>;
}
defm ADD   : SVEIntUnpred<0b000, "add">;
defm SUB   : SVEIntUnpred<0b001, "sub">;
defm SQADD : SVEIntUnpred<0b100, "sqadd">;
defm UQADD : SVEIntUnpred<0b101, "uqadd">;
defm SQSUB : SVEIntUnpred<0b110, "sqsub">;
defm UQSUB : SVEIntUnpred<0b111, "uqsub">;

// Bitwise, unpredicated: 00000100 opc 1 Zm 001100 Zn Zd, written .d.
foreach op = ["and", "orr", "eor", "bic"] in
  def !toupper(op) # _ZZZ
      : SVEThree<0b00000100, !cond(!eq(op, "and"): 0b00, !eq(op, "orr"): 0b01, !eq(op, "eor"): 0b10, true: 0b11),
                 1, 0b001100, op, ZPR64>;
def : InstAlias<"mov\t$Zd, $Zn", (ORR_ZZZ ZPR64:$Zd, ZPR64:$Zn, ZPR64:$Zn)>;
// The other element sizes are accepted (printed .d).
foreach op = ["and", "orr", "eor", "bic"] in
  foreach i = 0...2 in {
    defvar z = !cast<DAGOperand>(!strconcat("ZPR", !cast<string>(SizeBits[i])));
    def : InstAlias<op # "\t$Zd, $Zn, $Zm", (!cast<Instruction>(!toupper(op) # "_ZZZ") z:$Zd, z:$Zn, z:$Zm), 0>;
  }

// Immediates: 00100101 size 1 opc 11 sh imm8 Zdn, destructive.
class SVEIntImm<bits<2> size, bits<3> opc, string mnemonic, DAGOperand zt, Operand imm>
    : SVEInst<(outs zt:$Zdn), (ins zt:$Zdn_in, imm:$imm), mnemonic, "$Zdn, $Zdn_in, $imm"> {
  bits<5> Zdn;
  bits<8> imm_imm8;
  bits<1> imm_shift;
  let Constraints = "$Zdn = $Zdn_in";
  let Inst{31-24} = 0b00100101;
  let Inst{23-22} = size;
  let Inst{21} = 1;
  let Inst{20-16} = {0b00, opc};
  let Inst{15-14} = 0b11;
  let Inst{13} = imm_shift{0};
  let Inst{12-5} = imm_imm8;
  let Inst{4-0} = Zdn;
}
multiclass SVEIntImmOps<bits<3> opc, string mnemonic> {
  foreach s = SveBHSD in
    def _ZI_ # s.Name : SVEIntImm<s.Size, opc, mnemonic, s.Z, !cast<Operand>("sve_addsub_imm" # s.Name)>;
}
defm ADD   : SVEIntImmOps<0b000, "add">;
defm SUB   : SVEIntImmOps<0b001, "sub">;
defm SUBR  : SVEIntImmOps<0b011, "subr">;
defm SQADD : SVEIntImmOps<0b100, "sqadd">;
defm UQADD : SVEIntImmOps<0b101, "uqadd">;
defm SQSUB : SVEIntImmOps<0b110, "sqsub">;
defm UQSUB : SVEIntImmOps<0b111, "uqsub">;

//===-- Logical immediates and broadcasts ----------------------------------===//

// 00000101 opc 0000 imm13 Zdn: one encoding whatever the element size,
// which the syntax writes; it prints at the size the immediate repeats at.
class SVELogImm<bits<2> opc, string mnemonic, dag outs, dag ins, string operands>
    : SVEInst<outs, ins, mnemonic, operands> {
  bits<5> Zdn;
  bits<13> imm;
  let Inst{31-24} = 0b00000101;
  let Inst{23-22} = opc;
  let Inst{21-18} = 0b0000;
  let Inst{17-5} = imm;
  let Inst{4-0} = Zdn;
}
// One record, written .d; the other sizes are aliases that print when the
// immediate repeats at their size (the smallest first), and bic, eon,
// orn take the complement.
foreach op = ["orr", "eor", "and"] in {
  defvar name = !toupper(op) # "_ZI";
  defvar not = !cond(!eq(op, "orr"): "orn", !eq(op, "eor"): "eon", true: "bic");
  def name : SVELogImm<!cond(!eq(op, "orr"): 0b00, !eq(op, "eor"): 0b01, true: 0b10), op, (outs ZPR64:$Zdn),
                       (ins ZPR64:$Zdn_in, sve_logical_immd:$imm), "$Zdn, $Zdn_in, $imm"> {
    let Constraints = "$Zdn = $Zdn_in";
  }
  foreach i = 0...2 in
    def : InstAlias<op # "\t$Zdn, $Zdn, $imm", (!cast<Instruction>(name) !cast<DAGOperand>(!strconcat("ZPR", !cast<string>(SizeBits[i]))):$Zdn,
                                                 !cast<Operand>(!strconcat("sve_logical_imm", SizeLetters[i])):$imm), !sub(4, i)>;
  foreach i = 0...3 in
    def : InstAlias<not # "\t$Zdn, $Zdn, $imm", (!cast<Instruction>(name) !cast<DAGOperand>(!strconcat("ZPR", !cast<string>(SizeBits[i]))):$Zdn,
                                                  !cast<Operand>(!strconcat("sve_logical_imm", SizeLetters[i], "_not")):$imm), 0>;
}
def DUPM_ZI : SVELogImm<0b11, "dupm", (outs ZPR64:$Zdn), (ins sve_logical_immd:$imm), "$Zdn, $imm">;
foreach i = 0...2 in
  def : InstAlias<"dupm\t$Zd, $imm", (DUPM_ZI !cast<DAGOperand>(!strconcat("ZPR", !cast<string>(SizeBits[i]))):$Zd,
                                      !cast<Operand>(!strconcat("sve_logical_imm", SizeLetters[i])):$imm), !sub(4, i)>;
// dup of an immediate: 00100101 size 111 000 11 sh imm8 Zd; prints as mov.
class SVEDupImm<SVESize s>
    : SVEInst<(outs s.Z:$Zd), (ins !cast<Operand>("sve_cpy_imm" # s.Name):$imm), "dup", "$Zd, $imm"> {
  bits<5> Zd;
  bits<8> imm_imm8;
  bits<1> imm_shift;
  let Inst{31-24} = 0b00100101;
  let Inst{23-22} = s.Size;
  let Inst{21-14} = 0b11100011;
  let Inst{13} = imm_shift{0};
  let Inst{12-5} = imm_imm8;
  let Inst{4-0} = Zd;
}
foreach s = SveBHSD in {
  def DUP_ZI_ # s.Name : SVEDupImm<s>;
  def : InstAlias<"mov\t$Zd, $imm", (!cast<Instruction>("DUP_ZI_" # s.Name) s.Z:$Zd,
                                     !cast<Operand>("sve_cpy_imm" # s.Name):$imm)>;
}

// mov prints for dupm when no dup makes the value (as llvm-mc, before the
// dupm forms).
foreach i = 1...3 in
  def : InstAlias<"mov\t$Zd, $imm", (DUPM_ZI !cast<DAGOperand>(!strconcat("ZPR", !cast<string>(SizeBits[i]))):$Zd,
                                     !cast<Operand>(!strconcat("sve_preferred_logical_imm", SizeLetters[i])):$imm), !sub(8, i)>;
def : InstAlias<"mov\t$Zd, $imm", (DUPM_ZI ZPR8:$Zd, sve_logical_immb:$imm), 0>;

//===-- Predicates ---------------------------------------------------------===//

// ptrue, ptrues: 00100101 size 01100 S 111000 pattern 0 Pd.
class SVEPtrue<SVESize s, bit S, string mnemonic>
    : SVEInst<(outs s.P:$Pd), (ins sve_pattern:$pattern), mnemonic, "$Pd, $pattern"> {
  bits<4> Pd;
  bits<5> pattern;
  let Inst{31-24} = 0b00100101;
  let Inst{23-22} = s.Size;
  let Inst{21-17} = 0b01100;
  let Inst{16} = S;
  let Inst{15-10} = 0b111000;
  let Inst{9-5} = pattern;
  let Inst{4} = 0;
  let Inst{3-0} = Pd;
}
foreach s = SveBHSD in
  foreach S = [0, 1] in {
    defvar name = !if(S, "PTRUES_", "PTRUE_") # s.Name;
    defvar mnemonic = !if(S, "ptrues", "ptrue");
    def name : SVEPtrue<s, S, mnemonic>;
    def : InstAlias<mnemonic # "\t$Pd", (!cast<Instruction>(name) s.P:$Pd, 31)>;
  }

//===-- Floating-point arithmetic with an immediate ------------------------===//

// 01100101 size 011 opc 100 Pg 0000 i1 Zdn.
class SVEFPImm<bits<2> size, bits<3> opc, string mnemonic, DAGOperand zt, Operand imm>
    : SVEInst<(outs zt:$Zdn), (ins PPR3bM:$Pg, zt:$Zdn_in, imm:$i1), mnemonic, "$Zdn, $Pg, $Zdn_in, $i1"> {
  bits<5> Zdn;
  bits<3> Pg;
  bits<1> i1;
  let Constraints = "$Zdn = $Zdn_in";
  let Inst{31-24} = 0b01100101;
  let Inst{23-22} = size;
  let Inst{21-19} = 0b011;
  let Inst{18-16} = opc;
  let Inst{15-13} = 0b100;
  let Inst{12-10} = Pg;
  let Inst{9-6} = 0b0000;
  let Inst{5} = i1;
  let Inst{4-0} = Zdn;
}
multiclass SVEFPImmOps<bits<3> opc, string mnemonic, Operand imm> {
  foreach s = SveHSD in
    def _ZPmI_ # s.Name : SVEFPImm<s.Size, opc, mnemonic, s.Z, imm>;
}
defm FADD   : SVEFPImmOps<0b000, "fadd", sve_fpimm_half_one>;
defm FSUB   : SVEFPImmOps<0b001, "fsub", sve_fpimm_half_one>;
defm FMUL   : SVEFPImmOps<0b010, "fmul", sve_fpimm_half_two>;
defm FSUBR  : SVEFPImmOps<0b011, "fsubr", sve_fpimm_half_one>;
defm FMAXNM : SVEFPImmOps<0b100, "fmaxnm", sve_fpimm_zero_one>;
defm FMINNM : SVEFPImmOps<0b101, "fminnm", sve_fpimm_zero_one>;
defm FMAX   : SVEFPImmOps<0b110, "fmax", sve_fpimm_zero_one>;
defm FMIN   : SVEFPImmOps<0b111, "fmin", sve_fpimm_zero_one>;

foreach t = Ld1Types in {
  defvar zlist = !cast<DAGOperand>("ZL1" # t.Elem);
  defvar name = !toupper(t.Mnemonic) # "_" # t.Elem;
  def name # _IMM : SVELd1Imm<t.Dtype, t.Mnemonic, zlist>;
  def : InstAlias<t.Mnemonic # "\t$Zt, $Pg, [$Rn]", (!cast<Instruction>(name # "_IMM") zlist:$Zt, PPR3bZ:$Pg, GPR64sp:$Rn, 0)>;
  def name # _REG : SVELd1Reg<t.Dtype, t.Mnemonic, zlist, !if(!eq(t.Msz, 0), "", ", lsl #" # t.Msz)>;
  // Byte indices may say `lsl #0`.
  if !eq(t.Msz, 0) then
    def : InstAlias<t.Mnemonic # "\t$Zt, $Pg, [$Rn, $Rm, lsl #0]",
                    (!cast<Instruction>(name # "_REG") zlist:$Zt, PPR3bZ:$Pg, GPR64sp:$Rn, GPR64common:$Rm), 0>;
}

} // Predicates = [HasSVEorSME]
