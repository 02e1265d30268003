//===- PPCInstrDFP.td - PowerPC64 decimal floating point and BCD for tdc --===//
//
// Decimal floating point on the FPRs (opcode 59 for the 64-bit format,
// 63 for the 128-bit "q" forms, which take even-odd FPR pairs written as
// the even register), and the binary-coded decimal operations on vector
// registers (each a record form setting CR6). Records are named by their
// mnemonics.
//
//===----------------------------------------------------------------------===//

//===-- Shapes --------------------------------------------------------------===//

// FRT, FRA, FRB and the record form.
multiclass DFP_TAB<bits<6> opcode, bits<10> xo, RegisterOperand t, RegisterOperand a, RegisterOperand b> {
  def NAME : XNamed<opcode, xo, 0, (outs t:$T), (ins a:$A, b:$B), "$T, $A, $B">;
  let Defs = [CR1] in
  def _rec : XNamed<opcode, xo, 1, (outs t:$T), (ins a:$A, b:$B), "$T, $A, $B">;
}
multiclass DFP_Pair<bits<10> xo> {
  defm NAME : DFP_TAB<59, xo, f8rc, f8rc, f8rc>;
  defm NAME # Q : DFP_TAB<63, xo, fpairrc, fpairrc, fpairrc>;
}
// FRT, FRB (A zero) and the record form.
multiclass DFP_TB<bits<6> opcode, bits<10> xo, RegisterOperand t, RegisterOperand b> {
  def NAME : XNamed<opcode, xo, 0, (outs t:$T), (ins b:$B), "$T, $B"> {
    let A = 0;
  }
  let Defs = [CR1] in
  def _rec : XNamed<opcode, xo, 1, (outs t:$T), (ins b:$B), "$T, $B"> {
    let A = 0;
  }
}
// BF, FRA, FRB.
class DFP_Field<bits<6> opcode, bits<10> xo, RegisterOperand a, RegisterOperand b>
    : XNamed<opcode, xo, 0, (outs crrc:$BF), (ins a:$A, b:$B), "$BF, $A, $B"> {
  bits<3> BF;
  let T{4-2} = BF;
  let T{1-0} = 0;
  let isCompare = 1;
}

// Z23 form: FRT A FRB RMC XO (8 bits) Rc, A holding FRA, TE or R.
class Z23Named<bits<6> opcode, bits<8> xo, bit rc, dag outs, dag ins, string ops>
    : PPCFields5<opcode, outs, ins, ops> {
  bits<2> RMC;
  let Inst{10-9} = RMC;
  let Inst{8-1} = xo;
  let Inst{0} = rc;
}
multiclass Z23<bits<6> opcode, bits<8> xo, dag out_ops, dag in_ops, string ops> {
  def NAME : Z23Named<opcode, xo, 0, out_ops, in_ops, ops>;
  let Defs = [CR1] in
  def _rec : Z23Named<opcode, xo, 1, out_ops, in_ops, ops>;
}
// Z22 form: FRT FRA SH/DCM (6 bits) XO (9 bits) Rc.
class Z22Named<bits<6> opcode, bits<9> xo, bit rc, dag outs, dag ins, string ops>
    : PPCNamed<opcode, outs, ins, ops> {
  bits<5> T;
  bits<5> A;
  bits<6> SH;
  let Inst{25-21} = T;
  let Inst{20-16} = A;
  let Inst{15-10} = SH;
  let Inst{9-1} = xo;
  let Inst{0} = rc;
}
multiclass DFP_Shift<bits<6> opcode, bits<9> xo, RegisterOperand rc> {
  def NAME : Z22Named<opcode, xo, 0, (outs rc:$T), (ins rc:$A, u6imm:$SH), "$T, $A, $SH">;
  let Defs = [CR1] in
  def _rec : Z22Named<opcode, xo, 1, (outs rc:$T), (ins rc:$A, u6imm:$SH), "$T, $A, $SH">;
}
class DFP_TestGroup<bits<6> opcode, bits<9> xo, RegisterOperand a>
    : Z22Named<opcode, xo, 0, (outs crrc:$BF), (ins a:$A, u6imm:$SH), "$BF, $A, $SH"> {
  bits<3> BF;
  let T{4-2} = BF;
  let T{1-0} = 0;
}

//===-- Arithmetic, compares and tests --------------------------------------===//

defm DADD : DFP_Pair<2>;
defm DMUL : DFP_Pair<34>;
defm DSUB : DFP_Pair<514>;
defm DDIV : DFP_Pair<546>;
defm DIEX : DFP_TAB<59, 866, f8rc, f8rc, f8rc>;
defm DIEXQ : DFP_TAB<63, 866, fpairrc, f8rc, fpairrc>;

def DCMPO  : DFP_Field<59, 130, f8rc, f8rc>;
def DCMPOQ : DFP_Field<63, 130, fpairrc, fpairrc>;
def DCMPU  : DFP_Field<59, 642, f8rc, f8rc>;
def DCMPUQ : DFP_Field<63, 642, fpairrc, fpairrc>;
def DTSTEX  : DFP_Field<59, 162, f8rc, f8rc>;
def DTSTEXQ : DFP_Field<63, 162, fpairrc, fpairrc>;
def DTSTSF  : DFP_Field<59, 674, f8rc, f8rc>;
def DTSTSFQ : DFP_Field<63, 674, f8rc, fpairrc>;
def DTSTDC  : DFP_TestGroup<59, 194, f8rc>;
def DTSTDCQ : DFP_TestGroup<63, 194, fpairrc>;
def DTSTDG  : DFP_TestGroup<59, 226, f8rc>;
def DTSTDGQ : DFP_TestGroup<63, 226, fpairrc>;
// dtstsfi BF, UIM, FRB: UIM takes six bits of the A field and one more.
class DFP_TestSignificance<bits<6> opcode, RegisterOperand b>
    : PPCNamed<opcode, (outs crrc:$BF), (ins u6imm:$UIM, b:$B), "$BF, $UIM, $B"> {
  bits<3> BF;
  bits<6> UIM;
  bits<5> B;
  let Inst{25-23} = BF;
  let Inst{22} = 0;
  let Inst{21-16} = UIM;
  let Inst{15-11} = B;
  let Inst{10-1} = 675;
  let Inst{0} = 0;
  let isCompare = 1;
}
def DTSTSFI  : DFP_TestSignificance<59, f8rc>;
def DTSTSFIQ : DFP_TestSignificance<63, fpairrc>;

//===-- Quantize and round --------------------------------------------------===//

defm DQUA   : Z23<59, 3, (outs f8rc:$T), (ins f8rc:$A, f8rc:$B, u2imm:$RMC), "$T, $A, $B, $RMC">;
defm DQUAQ  : Z23<63, 3, (outs fpairrc:$T), (ins fpairrc:$A, fpairrc:$B, u2imm:$RMC), "$T, $A, $B, $RMC">;
defm DRRND  : Z23<59, 35, (outs f8rc:$T), (ins f8rc:$A, f8rc:$B, u2imm:$RMC), "$T, $A, $B, $RMC">;
defm DRRNDQ : Z23<63, 35, (outs fpairrc:$T), (ins f8rc:$A, fpairrc:$B, u2imm:$RMC), "$T, $A, $B, $RMC">;
// dquai TE, FRT, FRB, RMC: a signed 5-bit exponent in A.
defm DQUAI  : Z23<59, 67, (outs f8rc:$T), (ins s5imm_first:$A, f8rc:$B, u2imm:$RMC), "$A, $T, $B, $RMC">;
defm DQUAIQ : Z23<63, 67, (outs fpairrc:$T), (ins s5imm_first:$A, fpairrc:$B, u2imm:$RMC), "$A, $T, $B, $RMC">;
// drintx R, FRT, FRB, RMC: R is the low bit of A.
class Z23_R<bits<6> opcode, bits<8> xo, bit rc, RegisterOperand rc_t>
    : Z23Named<opcode, xo, rc, (outs rc_t:$T), (ins u1imm:$R, rc_t:$B, u2imm:$RMC), "$R, $T, $B, $RMC"> {
  bits<1> R;
  let A{4-1} = 0;
  let A{0} = R;
}
multiclass DFP_RoundToInteger<bits<8> xo> {
  def NAME : Z23_R<59, xo, 0, f8rc>;
  let Defs = [CR1] in
  def NAME # _rec : Z23_R<59, xo, 1, f8rc>;
  def NAME # Q : Z23_R<63, xo, 0, fpairrc>;
  let Defs = [CR1] in
  def NAME # Q_rec : Z23_R<63, xo, 1, fpairrc>;
}
defm DRINTX : DFP_RoundToInteger<99>;
defm DRINTN : DFP_RoundToInteger<227>;

//===-- Conversions ---------------------------------------------------------===//

defm DCTDP   : DFP_TB<59, 258, f8rc, f8rc>;
defm DCTQPQ  : DFP_TB<63, 258, fpairrc, f8rc>;
defm DCTFIX  : DFP_TB<59, 290, f8rc, f8rc>;
defm DCTFIXQ : DFP_TB<63, 290, f8rc, fpairrc>;
defm DXEX    : DFP_TB<59, 354, f8rc, f8rc>;
defm DXEXQ   : DFP_TB<63, 354, f8rc, fpairrc>;
defm DRSP    : DFP_TB<59, 770, f8rc, f8rc>;
defm DRDPQ   : DFP_TB<63, 770, fpairrc, fpairrc>;
defm DCFFIX  : DFP_TB<59, 802, f8rc, f8rc>;
defm DCFFIXQ : DFP_TB<63, 802, fpairrc, f8rc>;
// Quadword integers in a vector register (Power10).
def DCFFIXQQ : XNamed<63, 994, 0, (outs fpairrc:$T), (ins vrrc:$B), "$T, $B"> {
  let A = 0;
}
def DCTFIXQQ : XNamed<63, 994, 0, (outs vrrc:$T), (ins fpairrc:$B), "$T, $B"> {
  let A = 1;
}

// denbcd S, FRT, FRB and ddedpd SP, FRT, FRB: the sign control in the
// high bits of A.
class DFP_SignControl<bits<6> opcode, bits<10> xo, bit rc, Operand ctl, RegisterOperand r>
    : XNamed<opcode, xo, rc, (outs r:$T), (ins ctl:$S, r:$B), "$S, $T, $B"> {
  bits<2> S;
  let A{4-3} = !if(!eq(ctl, u1imm), {S{0}, 0b0}, S);
  let A{2-0} = 0;
}
multiclass DFP_SignControls<bits<10> xo, Operand ctl> {
  def NAME : DFP_SignControl<59, xo, 0, ctl, f8rc>;
  let Defs = [CR1] in
  def NAME # _rec : DFP_SignControl<59, xo, 1, ctl, f8rc>;
  def NAME # Q : DFP_SignControl<63, xo, 0, ctl, fpairrc>;
  let Defs = [CR1] in
  def NAME # Q_rec : DFP_SignControl<63, xo, 1, ctl, fpairrc>;
}
// denbcd's S is one bit, the first of A.
defm DENBCD : DFP_SignControls<834, u1imm>;
defm DDEDPD : DFP_SignControls<322, u2imm>;

// dscli, dscri: shift the significand by SH digits.
defm DSCLI  : DFP_Shift<59, 66, f8rc>;
defm DSCLIQ : DFP_Shift<63, 66, fpairrc>;
defm DSCRI  : DFP_Shift<59, 98, f8rc>;
defm DSCRIQ : DFP_Shift<63, 98, fpairrc>;

//===-- Binary-coded decimal on vector registers ----------------------------===//

// vD, vA, vB[, PS]: ISA bit 21 set, PS after it, a 9-bit XO; all set CR6.
class BCDNamed<bits<9> xo, dag ins, string ops> : PPCFields5<4, (outs vrrc:$T), ins, ops> {
  bits<1> PS;
  let Inst{10} = 1;
  let Inst{9} = PS;
  let Inst{8-0} = xo;
  let Defs = [CR6];
}
class BCD_TABP<bits<9> xo> : BCDNamed<xo, (ins vrrc:$A, vrrc:$B, u1imm:$PS), "$T, $A, $B, $PS">;
class BCD_TAB<bits<9> xo> : BCDNamed<xo, (ins vrrc:$A, vrrc:$B), "$T, $A, $B"> {
  let PS = 0;
}
// vD, vB[, PS] with a sub-opcode in A.
class BCD_TBP<bits<5> eo> : BCDNamed<385, (ins vrrc:$B, u1imm:$PS), "$T, $B, $PS"> {
  let A = eo;
}
class BCD_TB<bits<5> eo> : BCDNamed<385, (ins vrrc:$B), "$T, $B"> {
  let A = eo;
  let PS = 0;
}
def BCDADD_rec    : BCD_TABP<1>;
def BCDSUB_rec    : BCD_TABP<65>;
def BCDS_rec      : BCD_TABP<193>;
def BCDTRUNC_rec  : BCD_TABP<257>;
def BCDSR_rec     : BCD_TABP<449>;
def BCDUS_rec     : BCD_TAB<129>;
def BCDUTRUNC_rec : BCD_TAB<321>;
def BCDCTSQ_rec   : BCD_TB<0>;
def BCDCFSQ_rec   : BCD_TBP<2>;
def BCDCTZ_rec    : BCD_TBP<4>;
def BCDCTN_rec    : BCD_TB<5>;
def BCDCFZ_rec    : BCD_TBP<6>;
def BCDCFN_rec    : BCD_TBP<7>;
def BCDSETSGN_rec : BCD_TBP<31>;
let Defs = [CR6] in
def BCDCPSGN_rec : VX_TAB<833>;

// Decimal assists in GPRs.
def ADDG6S : XOForm<74, 0, 0, (outs gprc:$RT), (ins gprc:$RA, gprc:$RB), "addg6s $RT, $RA, $RB">;
def CDTBCD : XForm_unary<282, 0, (outs gprc:$RA), (ins gprc:$RS), "cdtbcd $RA, $RS">;
def CBCDTD : XForm_unary<314, 0, (outs gprc:$RA), (ins gprc:$RS), "cbcdtd $RA, $RS">;
