//===- PPCInstrs.td - PowerPC64 integer instructions for tdc --------------===//
//
// Fixed-point arithmetic, logic, shifts and rotates, compares, traps,
// loads and stores, with their extended mnemonics. A record form (Rc = 1,
// written with a trailing ".") sets CR0; an "o" form (OE = 1) sets XER's
// overflow bits.
//
// Operand registers are the 32-bit GPRs except where the operation is a
// 64-bit one (mulld, ld, sld, rldicl, ...), which take the 64-bit view.
// Update-form loads and stores also write their base register; that
// result is not modelled yet.
//
//===----------------------------------------------------------------------===//

//===-- Add and subtract ---------------------------------------------------===//

// The four spellings of an XO-form operation: plain, record, overflow and
// overflow-record.
multiclass XOBinary<bits<9> xo, string mnemonic, RegisterOperand rc, list<Register> defs = []> {
  let Defs = defs in {
    def NAME : XOForm<xo, 0, 0, (outs rc:$RT), (ins rc:$RA, rc:$RB), mnemonic # " $RT, $RA, $RB">;
    def O : XOForm<xo, 1, 0, (outs rc:$RT), (ins rc:$RA, rc:$RB), mnemonic # "o $RT, $RA, $RB">;
  }
  let Defs = !listconcat(defs, [CR0]) in {
    def _rec : XOForm<xo, 0, 1, (outs rc:$RT), (ins rc:$RA, rc:$RB), mnemonic # ". $RT, $RA, $RB">;
    def O_rec : XOForm<xo, 1, 1, (outs rc:$RT), (ins rc:$RA, rc:$RB), mnemonic # "o. $RT, $RA, $RB">;
  }
}

// The same without an overflow form (mulhw, ...).
multiclass XOBinaryNoOE<bits<9> xo, string mnemonic, RegisterOperand rc> {
  def NAME : XOForm<xo, 0, 0, (outs rc:$RT), (ins rc:$RA, rc:$RB), mnemonic # " $RT, $RA, $RB">;
  let Defs = [CR0] in
  def _rec : XOForm<xo, 0, 1, (outs rc:$RT), (ins rc:$RA, rc:$RB), mnemonic # ". $RT, $RA, $RB">;
}

multiclass XOUnary<bits<9> xo, string mnemonic, list<Register> defs = [], list<Register> uses = []> {
  let Defs = defs, Uses = uses in {
    def NAME : XOForm_unary<xo, 0, 0, (outs gprc:$RT), (ins gprc:$RA), mnemonic # " $RT, $RA">;
    def O : XOForm_unary<xo, 1, 0, (outs gprc:$RT), (ins gprc:$RA), mnemonic # "o $RT, $RA">;
  }
  let Defs = !listconcat(defs, [CR0]), Uses = uses in {
    def _rec : XOForm_unary<xo, 0, 1, (outs gprc:$RT), (ins gprc:$RA), mnemonic # ". $RT, $RA">;
    def O_rec : XOForm_unary<xo, 1, 1, (outs gprc:$RT), (ins gprc:$RA), mnemonic # "o. $RT, $RA">;
  }
}

let isCommutable = 1 in {
  defm ADD  : XOBinary<266, "add", gprc>;
  defm ADDC : XOBinary<10, "addc", gprc, [CARRY]>;
}
let Uses = [CARRY] in
defm ADDE : XOBinary<138, "adde", gprc, [CARRY]>;
defm SUBF  : XOBinary<40, "subf", gprc>;
defm SUBFC : XOBinary<8, "subfc", gprc, [CARRY]>;
let Uses = [CARRY] in
defm SUBFE : XOBinary<136, "subfe", gprc, [CARRY]>;
defm ADDZE  : XOUnary<202, "addze", [CARRY], [CARRY]>;
defm ADDME  : XOUnary<234, "addme", [CARRY], [CARRY]>;
defm SUBFZE : XOUnary<200, "subfze", [CARRY], [CARRY]>;
defm SUBFME : XOUnary<232, "subfme", [CARRY], [CARRY]>;
defm NEG    : XOUnary<104, "neg">;

def ADDI   : DForm_rri<14, (outs gprc:$RT), (ins gprc:$RA, s16imm:$IMM), "addi $RT, $RA, $IMM">;
def ADDIS  : DForm_rri<15, (outs gprc:$RT), (ins gprc:$RA, s17imm:$IMM), "addis $RT, $RA, $IMM">;
let Defs = [CARRY] in {
  def ADDIC  : DForm_rri<12, (outs gprc:$RT), (ins gprc:$RA, s16imm:$IMM), "addic $RT, $RA, $IMM">;
  def SUBFIC : DForm_rri<8, (outs gprc:$RT), (ins gprc:$RA, s16imm:$IMM), "subfic $RT, $RA, $IMM">;
}
let Defs = [CARRY, CR0] in
def ADDIC_rec : DForm_rri<13, (outs gprc:$RT), (ins gprc:$RA, s16imm:$IMM), "addic. $RT, $RA, $IMM">;
def MULLI  : DForm_rri<7, (outs gprc:$RT), (ins gprc:$RA, s16imm:$IMM), "mulli $RT, $RA, $IMM">;

// `la rD, d(rA)` assembles as addi but keeps its own spelling.
def LA : DForm_mem<14, (outs gprc:$RST), (ins memri:$addr), "la $RST, $addr">, SpellingOf<"PPCSpelling">;

// li and lis as instructions of their own, for selection (rA is 0), and
// for the assembler, which takes `li`, `lis` and addi/addis from 0 as
// them; llvm-mc disassembles their bytes as addi and addis, printed
// through the aliases below with a space after the mnemonic.
let isAsmParserOnly = 1, isMoveImm = 1, isReMaterializable = 1, RA = 0 in {
  def LI  : DForm_rri<14, (outs gprc:$RT), (ins s16imm:$IMM), "li\t$RT, $IMM">, SpellingOf<"PPCSpelling">;
  def LIS : DForm_rri<15, (outs gprc:$RT), (ins s17imm:$IMM), "lis\t$RT, $IMM">, SpellingOf<"PPCSpelling">;
}

// The high and low halves of a 32-bit immediate, for materializing one
// as the CodeGenerator document does (below, after ori).
def HI16 : SDNodeXForm<imm, "hi16">;
def LO16 : SDNodeXForm<imm, "lo16">;

// addi and addis from register 0 add to zero: li and lis.
def : InstAlias<"li $RT, $IMM", (ADDI gprc:$RT, R0, s16imm:$IMM)>;
def : InstAlias<"lis $RT, $IMM", (ADDIS gprc:$RT, R0, s17imm:$IMM)>;
def : InstAlias<"addi $RT, 0, $IMM", (LI gprc:$RT, s16imm:$IMM), 0>;
def : InstAlias<"addis $RT, 0, $IMM", (LIS gprc:$RT, s17imm:$IMM), 0>;
def : InstAlias<"subi $RT, $RA, $IMM", (ADDI gprc:$RT, gprc:$RA, s16imm_neg:$IMM), 0>;
def : InstAlias<"subis $RT, $RA, $IMM", (ADDIS gprc:$RT, gprc:$RA, s16imm_neg:$IMM), 0>;
def : InstAlias<"subic $RT, $RA, $IMM", (ADDIC gprc:$RT, gprc:$RA, s16imm_neg:$IMM), 0>;
def : InstAlias<"subic. $RT, $RA, $IMM", (ADDIC_rec gprc:$RT, gprc:$RA, s16imm_neg:$IMM), 0>;
// sub and subc write the subtrahend last.
def : InstAlias<"sub\t$RT, $RB, $RA", (SUBF gprc:$RT, gprc:$RA, gprc:$RB)>;
def : InstAlias<"sub.\t$RT, $RB, $RA", (SUBF_rec gprc:$RT, gprc:$RA, gprc:$RB)>;
def : InstAlias<"subc\t$RT, $RB, $RA", (SUBFC gprc:$RT, gprc:$RA, gprc:$RB)>;
def : InstAlias<"subc.\t$RT, $RB, $RA", (SUBFC_rec gprc:$RT, gprc:$RA, gprc:$RB)>;

//===-- Multiply and divide ------------------------------------------------===//

let isCommutable = 1 in {
  defm MULLW : XOBinary<235, "mullw", gprc>;
  defm MULLD : XOBinary<233, "mulld", g8rc>;
  defm MULHW  : XOBinaryNoOE<75, "mulhw", gprc>;
  defm MULHWU : XOBinaryNoOE<11, "mulhwu", gprc>;
  defm MULHD  : XOBinaryNoOE<73, "mulhd", g8rc>;
  defm MULHDU : XOBinaryNoOE<9, "mulhdu", g8rc>;
}
defm DIVW   : XOBinary<491, "divw", gprc>;
defm DIVWU  : XOBinary<459, "divwu", gprc>;
defm DIVD   : XOBinary<489, "divd", g8rc>;
defm DIVDU  : XOBinary<457, "divdu", g8rc>;
defm DIVWE  : XOBinary<427, "divwe", gprc>;
defm DIVWEU : XOBinary<395, "divweu", gprc>;
defm DIVDE  : XOBinary<425, "divde", g8rc>;
defm DIVDEU : XOBinary<393, "divdeu", g8rc>;

class XForm_rrr<bits<10> xo, string mnemonic, RegisterOperand rc>
    : XForm_tab<31, xo, 0, (outs rc:$RST), (ins rc:$RA, rc:$RB), mnemonic # " $RST, $RA, $RB">;

def MODSW : XForm_rrr<779, "modsw", gprc>;
def MODUW : XForm_rrr<267, "moduw", gprc>;
def MODSD : XForm_rrr<777, "modsd", g8rc>;
def MODUD : XForm_rrr<265, "modud", g8rc>;

//===-- Logical ------------------------------------------------------------===//

multiclass XLogical<bits<10> xo, string mnemonic, RegisterOperand rc = gprc> {
  def NAME : XForm_logical<xo, 0, (outs rc:$RA), (ins rc:$RS, rc:$RB), mnemonic # " $RA, $RS, $RB">;
  let Defs = [CR0] in
  def _rec : XForm_logical<xo, 1, (outs rc:$RA), (ins rc:$RS, rc:$RB), mnemonic # ". $RA, $RS, $RB">;
}

let isCommutable = 1 in {
  defm AND  : XLogical<28, "and">;
  defm OR   : XLogical<444, "or">;
  defm XOR  : XLogical<316, "xor">;
  defm NAND : XLogical<476, "nand">;
  defm NOR  : XLogical<124, "nor">;
  defm EQV  : XLogical<284, "eqv">;
}
defm ANDC : XLogical<60, "andc">;
defm ORC  : XLogical<412, "orc">;
def CMPB : XForm_logical<508, 0, (outs g8rc:$RA), (ins g8rc:$RS, g8rc:$RB), "cmpb $RA, $RS, $RB">;

def : InstAlias<"mr\t$RA, $RS", (OR gprc:$RA, gprc:$RS, gprc:$RS)>;
def : InstAlias<"mr.\t$RA, $RS", (OR_rec gprc:$RA, gprc:$RS, gprc:$RS)>;
def : InstAlias<"not\t$RA, $RS", (NOR gprc:$RA, gprc:$RS, gprc:$RS)>;
def : InstAlias<"not.\t$RA, $RS", (NOR_rec gprc:$RA, gprc:$RS, gprc:$RS)>;

def ORI   : DForm_logical<24, (outs gprc:$RA), (ins gprc:$RS, u16imm:$IMM), "ori $RA, $RS, $IMM">;
def ORIS  : DForm_logical<25, (outs gprc:$RA), (ins gprc:$RS, u16imm:$IMM), "oris $RA, $RS, $IMM">;
def XORI  : DForm_logical<26, (outs gprc:$RA), (ins gprc:$RS, u16imm:$IMM), "xori $RA, $RS, $IMM">;
def XORIS : DForm_logical<27, (outs gprc:$RA), (ins gprc:$RS, u16imm:$IMM), "xoris $RA, $RS, $IMM">;
let Defs = [CR0] in {
  def ANDI_rec  : DForm_logical<28, (outs gprc:$RA), (ins gprc:$RS, u16imm:$IMM), "andi. $RA, $RS, $IMM">;
  def ANDIS_rec : DForm_logical<29, (outs gprc:$RA), (ins gprc:$RS, u16imm:$IMM), "andis. $RA, $RS, $IMM">;
}

// Any 32-bit immediate: lis of its high half, ori of its low half.
def : Pat<(i32 imm:$imm), (ORI (LIS (HI16 imm:$imm)), (LO16 imm:$imm))>;

def : InstAlias<"nop", (ORI R0, R0, 0)>;
def : InstAlias<"xnop", (XORI R0, R0, 0)>;

//===-- Sign extension and counting ----------------------------------------===//

multiclass XUnary<bits<10> xo, string mnemonic, RegisterOperand rc = gprc, string sep = " "> {
  def NAME : XForm_unary<xo, 0, (outs rc:$RA), (ins rc:$RS), mnemonic # sep # "$RA, $RS">;
  let Defs = [CR0] in
  def _rec : XForm_unary<xo, 1, (outs rc:$RA), (ins rc:$RS), mnemonic # "." # sep # "$RA, $RS">;
}

defm EXTSB  : XUnary<954, "extsb">;
defm EXTSH  : XUnary<922, "extsh">;
defm EXTSW  : XUnary<986, "extsw", g8rc>;
// llvm-mc prints cntlzw through an alias of its older name, with a tab.
defm CNTLZW : XUnary<26, "cntlzw", gprc, "\t">;
// The POWER name of cntlzw, which llvm-mc still takes (and prints as cntlzw).
def : MnemonicAlias<"cntlz", "cntlzw">;
def : MnemonicAlias<"cntlz.", "cntlzw.">;
defm CNTLZD : XUnary<58, "cntlzd", g8rc>;
defm CNTTZW : XUnary<538, "cnttzw">;
defm CNTTZD : XUnary<570, "cnttzd", g8rc>;
def POPCNTB : XForm_unary<122, 0, (outs gprc:$RA), (ins gprc:$RS), "popcntb $RA, $RS">;
def POPCNTW : XForm_unary<378, 0, (outs gprc:$RA), (ins gprc:$RS), "popcntw $RA, $RS">;
def POPCNTD : XForm_unary<506, 0, (outs g8rc:$RA), (ins g8rc:$RS), "popcntd $RA, $RS">;

//===-- Shifts -------------------------------------------------------------===//

defm SLW  : XLogical<24, "slw">;
defm SRW  : XLogical<536, "srw">;
let Defs = [CARRY] in
defm SRAW : XLogical<792, "sraw">;
defm SLD  : XLogical<27, "sld", g8rc>;
defm SRD  : XLogical<539, "srd", g8rc>;
let Defs = [CARRY] in
defm SRAD : XLogical<794, "srad", g8rc>;

let Defs = [CARRY] in {
  def SRAWI : XForm_shift_imm<824, 0, (outs gprc:$RA), (ins gprc:$RS, u5imm:$SH), "srawi $RA, $RS, $SH">;
  def SRADI : XSForm<413, 0, (outs g8rc:$RA), (ins g8rc:$RS, u6imm:$SH), "sradi $RA, $RS, $SH">;
}
let Defs = [CARRY, CR0] in {
  def SRAWI_rec : XForm_shift_imm<824, 1, (outs gprc:$RA), (ins gprc:$RS, u5imm:$SH), "srawi. $RA, $RS, $SH">;
  def SRADI_rec : XSForm<413, 1, (outs g8rc:$RA), (ins g8rc:$RS, u6imm:$SH), "sradi. $RA, $RS, $SH">;
}
def EXTSWSLI : XSForm<445, 0, (outs g8rc:$RA), (ins g8rc:$RS, u6imm:$SH), "extswsli $RA, $RS, $SH">;
let Defs = [CR0] in
def EXTSWSLI_rec : XSForm<445, 1, (outs g8rc:$RA), (ins g8rc:$RS, u6imm:$SH), "extswsli. $RA, $RS, $SH">;

//===-- Rotates ------------------------------------------------------------===//

multiclass MRotate<bits<6> opcode, string mnemonic, dag ins, string operands, string constraints = ""> {
  let Constraints = constraints in {
    def NAME : MForm<opcode, 0, (outs gprc:$RA), ins, mnemonic # " " # operands>;
    let Defs = [CR0] in
    def _rec : MForm<opcode, 1, (outs gprc:$RA), ins, mnemonic # ". " # operands>;
  }
}

defm RLWINM : MRotate<21, "rlwinm", (ins gprc:$RS, u5imm:$SH, u5imm:$MB, u5imm:$ME), "$RA, $RS, $SH, $MB, $ME">;
defm RLWIMI : MRotate<20, "rlwimi", (ins gprc:$RAi, gprc:$RS, u5imm:$SH, u5imm:$MB, u5imm:$ME),
                      "$RA, $RS, $SH, $MB, $ME", "$RAi = $RA">;
// rlwnm rotates by a register, which sits where rlwinm's SH does.
multiclass MRotateReg<string mnemonic> {
  def NAME : MForm<23, 0, (outs gprc:$RA), (ins gprc:$RS, gprc:$SH, u5imm:$MB, u5imm:$ME),
                   mnemonic # " $RA, $RS, $SH, $MB, $ME">;
  let Defs = [CR0] in
  def _rec : MForm<23, 1, (outs gprc:$RA), (ins gprc:$RS, gprc:$SH, u5imm:$MB, u5imm:$ME),
                   mnemonic # ". $RA, $RS, $SH, $MB, $ME">;
}
defm RLWNM : MRotateReg<"rlwnm">;

// rotlwi and clrlwi as written assemble to a 64-bit twin of rlwinm, as in
// llvm-mc, which prints it through those names but never as slwi or srwi.
multiclass MRotate64<string mnemonic> {
  def NAME : MForm<21, 0, (outs g8rc:$RA), (ins g8rc:$RS, u5imm:$SH, u5imm:$MB, u5imm:$ME),
                   mnemonic # " $RA, $RS, $SH, $MB, $ME">, SpellingOf<"PPC64">;
  let Defs = [CR0] in
  def _rec : MForm<21, 1, (outs g8rc:$RA), (ins g8rc:$RS, u5imm:$SH, u5imm:$MB, u5imm:$ME),
                   mnemonic # ". $RA, $RS, $SH, $MB, $ME">, SpellingOf<"PPC64">;
}
defm RLWINM8 : MRotate64<"rlwinm">;

multiclass MDRotate<bits<3> xo, string mnemonic, string constraints = ""> {
  defvar ins = !if(!eq(constraints, ""), (ins g8rc:$RS, u6imm:$SH, u6imm:$MBE),
                                         (ins g8rc:$RAi, g8rc:$RS, u6imm:$SH, u6imm:$MBE));
  let Constraints = constraints in {
    def NAME : MDForm<xo, 0, (outs g8rc:$RA), ins, mnemonic # " $RA, $RS, $SH, $MBE">;
    let Defs = [CR0] in
    def _rec : MDForm<xo, 1, (outs g8rc:$RA), ins, mnemonic # ". $RA, $RS, $SH, $MBE">;
  }
}

defm RLDICL : MDRotate<0, "rldicl">;
defm RLDICR : MDRotate<1, "rldicr">;
defm RLDIC  : MDRotate<2, "rldic">;
defm RLDIMI : MDRotate<3, "rldimi", "$RAi = $RA">;

multiclass MDSRotate<bits<4> xo, string mnemonic> {
  def NAME : MDSForm<xo, 0, (outs g8rc:$RA), (ins g8rc:$RS, g8rc:$RB, u6imm:$MBE), mnemonic # " $RA, $RS, $RB, $MBE">;
  let Defs = [CR0] in
  def _rec : MDSForm<xo, 1, (outs g8rc:$RA), (ins g8rc:$RS, g8rc:$RB, u6imm:$MBE), mnemonic # ". $RA, $RS, $RB, $MBE">;
}
defm RLDCL : MDSRotate<8, "rldcl">;
defm RLDCR : MDSRotate<9, "rldcr">;

// The extended mnemonics, for both the plain and the record form. Shifts
// print back (slwi and srwi with a space, as llvm-mc's own printer does,
// the rest through aliases with a tab); slwi. and srwi. do not.
multiclass RotateAliases<string dot, string suffix, int shifts> {
  defvar rlwinm = !cast<Instruction>("RLWINM" # suffix);
  defvar rlwinm8 = !cast<Instruction>("RLWINM8" # suffix);
  defvar rlwimi = !cast<Instruction>("RLWIMI" # suffix);
  defvar rlwnm = !cast<Instruction>("RLWNM" # suffix);
  defvar rldicl = !cast<Instruction>("RLDICL" # suffix);
  defvar rldicr = !cast<Instruction>("RLDICR" # suffix);
  defvar rldic = !cast<Instruction>("RLDIC" # suffix);
  defvar rldimi = !cast<Instruction>("RLDIMI" # suffix);
  defvar rldcl = !cast<Instruction>("RLDCL" # suffix);
  def : InstAlias<"slwi" # dot # " $RA, $RS, $n", (rlwinm gprc:$RA, gprc:$RS, slwi_imm:$n), !mul(4, shifts)>;
  def : InstAlias<"srwi" # dot # " $RA, $RS, $n", (rlwinm gprc:$RA, gprc:$RS, srwi_imm:$n), !mul(3, shifts)>;
  def : InstAlias<"rotlwi" # dot # "\t$RA, $RS, $n", (rlwinm8 g8rc:$RA, g8rc:$RS, u5imm:$n, 0, 31), 2>;
  def : InstAlias<"clrlwi" # dot # "\t$RA, $RS, $n", (rlwinm8 g8rc:$RA, g8rc:$RS, 0, u5imm:$n, 31), 1>;
  def : InstAlias<"rotlwi" # dot # "\t$RA, $RS, $n", (rlwinm gprc:$RA, gprc:$RS, u5imm:$n, 0, 31), 2>;
  def : InstAlias<"clrlwi" # dot # "\t$RA, $RS, $n", (rlwinm gprc:$RA, gprc:$RS, 0, u5imm:$n, 31), 1>;
  def : InstAlias<"rotlw" # dot # "\t$RA, $RS, $RB", (rlwnm gprc:$RA, gprc:$RS, gprc:$RB, 0, 31)>;
  def : InstAlias<"clrrwi" # dot # " $RA, $RS, $n", (rlwinm gprc:$RA, gprc:$RS, clrrwi_imm:$n), 0>;
  def : InstAlias<"rotrwi" # dot # " $RA, $RS, $n", (rlwinm gprc:$RA, gprc:$RS, rotrwi_imm:$n), 0>;
  def : InstAlias<"extlwi" # dot # " $RA, $RS, $nb", (rlwinm gprc:$RA, gprc:$RS, extlwi_imm:$nb), 0>;
  def : InstAlias<"extrwi" # dot # " $RA, $RS, $nb", (rlwinm gprc:$RA, gprc:$RS, extrwi_imm:$nb), 0>;
  def : InstAlias<"clrlslwi" # dot # " $RA, $RS, $bn", (rlwinm gprc:$RA, gprc:$RS, clrlslwi_imm:$bn), 0>;
  def : InstAlias<"inslwi" # dot # " $RA, $RS, $nb", (rlwimi gprc:$RA, gprc:$RS, inslwi_imm:$nb), 0>;
  def : InstAlias<"insrwi" # dot # " $RA, $RS, $nb", (rlwimi gprc:$RA, gprc:$RS, insrwi_imm:$nb), 0>;

  def : InstAlias<"sldi" # dot # " $RA, $RS, $n", (rldicr g8rc:$RA, g8rc:$RS, sldi_imm:$n), shifts>;
  def : InstAlias<"rotldi" # dot # "\t$RA, $RS, $n", (rldicl g8rc:$RA, g8rc:$RS, u6imm:$n, 0), 2>;
  def : InstAlias<"clrldi" # dot # "\t$RA, $RS, $n", (rldicl g8rc:$RA, g8rc:$RS, 0, u6imm:$n), 1>;
  def : InstAlias<"rotld" # dot # "\t$RA, $RS, $RB", (rldcl g8rc:$RA, g8rc:$RS, g8rc:$RB, 0)>;
  def : InstAlias<"srdi" # dot # " $RA, $RS, $n", (rldicl g8rc:$RA, g8rc:$RS, srdi_imm:$n), 0>;
  def : InstAlias<"clrrdi" # dot # " $RA, $RS, $n", (rldicr g8rc:$RA, g8rc:$RS, clrrdi_imm:$n), 0>;
  def : InstAlias<"rotrdi" # dot # " $RA, $RS, $n", (rldicl g8rc:$RA, g8rc:$RS, rotrdi_imm:$n), 0>;
  def : InstAlias<"extldi" # dot # " $RA, $RS, $nb", (rldicr g8rc:$RA, g8rc:$RS, extldi_imm:$nb), 0>;
  def : InstAlias<"extrdi" # dot # " $RA, $RS, $nb", (rldicl g8rc:$RA, g8rc:$RS, extrdi_imm:$nb), 0>;
  def : InstAlias<"insrdi" # dot # " $RA, $RS, $nb", (rldimi g8rc:$RA, g8rc:$RS, insrdi_imm:$nb), 0>;
  def : InstAlias<"clrlsldi" # dot # " $RA, $RS, $bn", (rldic g8rc:$RA, g8rc:$RS, clrlsldi_imm:$bn), 0>;
}

defm : RotateAliases<"", "", 1>;
defm : RotateAliases<".", "_rec", 0>;

//===-- Compares and traps -------------------------------------------------===//

// Without a field a compare sets cr0 and prints with a tab; the general
// spellings write L.
def CMPW  : XForm_cmp<0, 0, (ins gprc:$RA, gprc:$RB), "cmpw $BF, $RA, $RB">;
def CMPD  : XForm_cmp<0, 1, (ins g8rc:$RA, g8rc:$RB), "cmpd $BF, $RA, $RB">;
def CMPLW : XForm_cmp<32, 0, (ins gprc:$RA, gprc:$RB), "cmplw $BF, $RA, $RB">;
def CMPLD : XForm_cmp<32, 1, (ins g8rc:$RA, g8rc:$RB), "cmpld $BF, $RA, $RB">;
def CMPWI  : DForm_cmp<11, 0, (ins gprc:$RA, s16imm:$IMM), "cmpwi $BF, $RA, $IMM">;
def CMPDI  : DForm_cmp<11, 1, (ins g8rc:$RA, s16imm:$IMM), "cmpdi $BF, $RA, $IMM">;
def CMPLWI : DForm_cmp<10, 0, (ins gprc:$RA, u16imm:$IMM), "cmplwi $BF, $RA, $IMM">;
def CMPLDI : DForm_cmp<10, 1, (ins g8rc:$RA, u16imm:$IMM), "cmpldi $BF, $RA, $IMM">;


def : InstAlias<"cmpw\t$RA, $RB", (CMPW CR0, gprc:$RA, gprc:$RB)>;
def : InstAlias<"cmpd\t$RA, $RB", (CMPD CR0, g8rc:$RA, g8rc:$RB)>;
def : InstAlias<"cmplw\t$RA, $RB", (CMPLW CR0, gprc:$RA, gprc:$RB)>;
def : InstAlias<"cmpld\t$RA, $RB", (CMPLD CR0, g8rc:$RA, g8rc:$RB)>;
def : InstAlias<"cmpwi\t$RA, $IMM", (CMPWI CR0, gprc:$RA, s16imm:$IMM)>;
def : InstAlias<"cmpdi\t$RA, $IMM", (CMPDI CR0, g8rc:$RA, s16imm:$IMM)>;
def : InstAlias<"cmplwi\t$RA, $IMM", (CMPLWI CR0, gprc:$RA, u16imm:$IMM)>;
def : InstAlias<"cmpldi\t$RA, $IMM", (CMPLDI CR0, g8rc:$RA, u16imm:$IMM)>;
def : InstAlias<"cmp $BF, 0, $RA, $RB", (CMPW crrc:$BF, gprc:$RA, gprc:$RB), 0>;
def : InstAlias<"cmp $BF, 1, $RA, $RB", (CMPD crrc:$BF, g8rc:$RA, g8rc:$RB), 0>;
def : InstAlias<"cmpl $BF, 0, $RA, $RB", (CMPLW crrc:$BF, gprc:$RA, gprc:$RB), 0>;
def : InstAlias<"cmpl $BF, 1, $RA, $RB", (CMPLD crrc:$BF, g8rc:$RA, g8rc:$RB), 0>;
def : InstAlias<"cmpi $BF, 0, $RA, $IMM", (CMPWI crrc:$BF, gprc:$RA, s16imm:$IMM), 0>;
def : InstAlias<"cmpi $BF, 1, $RA, $IMM", (CMPDI crrc:$BF, g8rc:$RA, s16imm:$IMM), 0>;
def : InstAlias<"cmpli $BF, 0, $RA, $IMM", (CMPLWI crrc:$BF, gprc:$RA, u16imm:$IMM), 0>;
def : InstAlias<"cmpli $BF, 1, $RA, $IMM", (CMPLDI crrc:$BF, g8rc:$RA, u16imm:$IMM), 0>;

def TW  : XForm_trap<4, (ins u5imm:$TO, gprc:$RA, gprc:$RB), "tw $TO, $RA, $RB">;
def TD  : XForm_trap<68, (ins u5imm:$TO, g8rc:$RA, g8rc:$RB), "td $TO, $RA, $RB">;
def TWI : DForm_trap<3, (ins u5imm:$TO, gprc:$RA, s16imm:$IMM), "twi $TO, $RA, $IMM">;
def TDI : DForm_trap<2, (ins u5imm:$TO, g8rc:$RA, s16imm:$IMM), "tdi $TO, $RA, $IMM">;

def : InstAlias<"trap", (TW 31, R0, R0), 2>;

// The trap conditions by name, in the order that decides which of two
// names for one TO value prints (ge before nl, ...).
defvar trap_names = ["lt", "le", "eq", "ge", "gt", "nl", "ne", "ng", "llt", "lle", "lge", "lgt", "lnl", "lng", "u"];
defvar trap_values = [16, 20, 4, 12, 8, 12, 24, 20, 2, 6, 5, 1, 5, 6, 31];
// llvm-mc prints only these conditions by name; the others (le, ge, lle,
// lge and their synonyms) it takes but prints as numbers.
defvar trap_printed = [16, 4, 8, 24, 2, 1, 31];
foreach i = 0...14 in {
  defvar cond = trap_names[i];
  defvar to = trap_values[i];
  defvar emit = !if(!empty(!filter(v, trap_printed, !eq(v, to))), 0, 1);
  def : InstAlias<"tw" # cond # "\t$RA, $RB", (TW to, gprc:$RA, gprc:$RB), emit>;
  def : InstAlias<"td" # cond # "\t$RA, $RB", (TD to, g8rc:$RA, g8rc:$RB), emit>;
  def : InstAlias<"tw" # cond # "i\t$RA, $IMM", (TWI to, gprc:$RA, s16imm:$IMM), emit>;
  def : InstAlias<"td" # cond # "i\t$RA, $IMM", (TDI to, g8rc:$RA, s16imm:$IMM), emit>;
}

//===-- Loads and stores ---------------------------------------------------===//

class LoadD<bits<6> opcode, string mnemonic, RegisterOperand rc>
    : DForm_mem<opcode, (outs rc:$RST), (ins memri:$addr), mnemonic # " $RST, $addr"> {
  let mayLoad = 1;
}
class StoreD<bits<6> opcode, string mnemonic, RegisterOperand rc>
    : DForm_mem<opcode, (outs), (ins rc:$RST, memri:$addr), mnemonic # " $RST, $addr"> {
  let mayStore = 1;
}
class LoadDS<bits<2> xo, string mnemonic>
    : DSForm_mem<58, xo, (outs g8rc:$RST), (ins memrix:$addr), mnemonic # " $RST, $addr"> {
  let mayLoad = 1;
}
class StoreDS<bits<2> xo, string mnemonic>
    : DSForm_mem<62, xo, (outs), (ins g8rc:$RST, memrix:$addr), mnemonic # " $RST, $addr"> {
  let mayStore = 1;
}
class LoadX<bits<10> xo, string mnemonic, RegisterOperand rc, bit rc_bit = 0>
    : XForm_tab<31, xo, rc_bit, (outs rc:$RST), (ins gprc:$RA, gprc:$RB), mnemonic # " $RST, $RA, $RB"> {
  let mayLoad = 1;
}
class StoreX<bits<10> xo, string mnemonic, RegisterOperand rc, bit rc_bit = 0>
    : XForm_tab<31, xo, rc_bit, (outs), (ins rc:$RST, gprc:$RA, gprc:$RB), mnemonic # " $RST, $RA, $RB"> {
  let mayStore = 1;
}

def LBZ  : LoadD<34, "lbz", gprc>;
def LBZU : LoadD<35, "lbzu", gprc>;
def LHZ  : LoadD<40, "lhz", gprc>;
def LHZU : LoadD<41, "lhzu", gprc>;
def LHA  : LoadD<42, "lha", gprc>;
def LHAU : LoadD<43, "lhau", gprc>;
def LWZ  : LoadD<32, "lwz", gprc>;
def LWZU : LoadD<33, "lwzu", gprc>;
def LD   : LoadDS<0, "ld">;
def LDU  : LoadDS<1, "ldu">;
def LWA  : LoadDS<2, "lwa">;

def STB  : StoreD<38, "stb", gprc>;
def STBU : StoreD<39, "stbu", gprc>;
def STH  : StoreD<44, "sth", gprc>;
def STHU : StoreD<45, "sthu", gprc>;
def STW  : StoreD<36, "stw", gprc>;
def STWU : StoreD<37, "stwu", gprc>;
def STD  : StoreDS<0, "std">;
def STDU : StoreDS<1, "stdu">;

def LBZX  : LoadX<87, "lbzx", gprc>;
def LBZUX : LoadX<119, "lbzux", gprc>;
def LHZX  : LoadX<279, "lhzx", gprc>;
def LHZUX : LoadX<311, "lhzux", gprc>;
def LHAX  : LoadX<343, "lhax", gprc>;
def LHAUX : LoadX<375, "lhaux", gprc>;
def LWZX  : LoadX<23, "lwzx", gprc>;
def LWZUX : LoadX<55, "lwzux", gprc>;
def LWAX  : LoadX<341, "lwax", g8rc>;
def LWAUX : LoadX<373, "lwaux", g8rc>;
def LDX   : LoadX<21, "ldx", g8rc>;
def LDUX  : LoadX<53, "ldux", g8rc>;
def LHBRX : LoadX<790, "lhbrx", gprc>;
def LWBRX : LoadX<534, "lwbrx", gprc>;
def LDBRX : LoadX<532, "ldbrx", g8rc>;
def LBARX : LoadX<52, "lbarx", gprc>;
def LHARX : LoadX<116, "lharx", gprc>;
def LWARX : LoadX<20, "lwarx", gprc>;
def LDARX : LoadX<84, "ldarx", g8rc>;

def STBX   : StoreX<215, "stbx", gprc>;
def STBUX  : StoreX<247, "stbux", gprc>;
def STHX   : StoreX<407, "sthx", gprc>;
def STHUX  : StoreX<439, "sthux", gprc>;
def STWX   : StoreX<151, "stwx", gprc>;
def STWUX  : StoreX<183, "stwux", gprc>;
def STDX   : StoreX<149, "stdx", g8rc>;
def STDUX  : StoreX<181, "stdux", g8rc>;
def STHBRX : StoreX<918, "sthbrx", gprc>;
def STWBRX : StoreX<662, "stwbrx", gprc>;
def STDBRX : StoreX<660, "stdbrx", g8rc>;
let Defs = [CR0] in {
  def STBCX : StoreX<694, "stbcx.", gprc, 1>;
  def STHCX : StoreX<726, "sthcx.", gprc, 1>;
  def STWCX : StoreX<150, "stwcx.", gprc, 1>;
  def STDCX : StoreX<214, "stdcx.", g8rc, 1>;
}
