//===- PPCInstrAltivec.td - PowerPC64 vector (VMX) instructions for tdc ----===//
//
// The vector facility on the 32 vector registers: the original AltiVec
// set and the Power8, Power9 and Power10 additions (quadword arithmetic,
// crypto, element inserts and extracts, masks, divides). Records are named
// by their mnemonics (see PPCNamed in PPCFormats.td); the shapes below say
// which fields hold which operands.
//
//===----------------------------------------------------------------------===//

//===-- Shapes of the VX form -----------------------------------------------===//

// vD, vA, vB.
class VX_TAB<bits<11> xo> : VXNamed<xo, (outs vrrc:$T), (ins vrrc:$A, vrrc:$B), "$T, $A, $B">;
// vD, vB (A holds 0, or a sub-opcode).
class VX_TB<bits<11> xo, bits<5> eo = 0, RegisterOperand t = vrrc, RegisterOperand b = vrrc>
    : VXNamed<xo, (outs t:$T), (ins b:$B), "$T, $B"> {
  let A = eo;
}
// vD, vA (B zero).
class VX_TA<bits<11> xo> : VXNamed<xo, (outs vrrc:$T), (ins vrrc:$A), "$T, $A"> {
  let B = 0;
}
// vD, vB, UIM: the immediate sits in A.
class VX_TBU<bits<11> xo, Operand imm> : VXNamed<xo, (outs vrrc:$T), (ins vrrc:$B, imm:$A), "$T, $B, $A">;
// rD, rA, vB: an element picked by a GPR, into a GPR.
class VX_GGV<bits<11> xo> : VXNamed<xo, (outs g8rc:$T), (ins g8rc:$A, vrrc:$B), "$T, $A, $B">;

//===-- Integer arithmetic --------------------------------------------------===//

def VADDUBM : VX_TAB<0>;
def VADDUHM : VX_TAB<64>;
def VADDUWM : VX_TAB<128>;
def VADDUDM : VX_TAB<192>;
def VADDUQM : VX_TAB<256>;
def VADDCUQ : VX_TAB<320>;
def VADDCUW : VX_TAB<384>;
def VADDUBS : VX_TAB<512>;
def VADDUHS : VX_TAB<576>;
def VADDUWS : VX_TAB<640>;
def VADDSBS : VX_TAB<768>;
def VADDSHS : VX_TAB<832>;
def VADDSWS : VX_TAB<896>;
def VSUBUBM : VX_TAB<1024>;
def VSUBUHM : VX_TAB<1088>;
def VSUBUWM : VX_TAB<1152>;
def VSUBUDM : VX_TAB<1216>;
def VSUBUQM : VX_TAB<1280>;
def VSUBCUQ : VX_TAB<1344>;
def VSUBCUW : VX_TAB<1408>;
def VSUBUBS : VX_TAB<1536>;
def VSUBUHS : VX_TAB<1600>;
def VSUBUWS : VX_TAB<1664>;
def VSUBSBS : VX_TAB<1792>;
def VSUBSHS : VX_TAB<1856>;
def VSUBSWS : VX_TAB<1920>;

def VAVGUB : VX_TAB<1026>;
def VAVGUH : VX_TAB<1090>;
def VAVGUW : VX_TAB<1154>;
def VAVGSB : VX_TAB<1282>;
def VAVGSH : VX_TAB<1346>;
def VAVGSW : VX_TAB<1410>;
def VABSDUB : VX_TAB<1027>;
def VABSDUH : VX_TAB<1091>;
def VABSDUW : VX_TAB<1155>;

def VMAXUB : VX_TAB<2>;
def VMAXUH : VX_TAB<66>;
def VMAXUW : VX_TAB<130>;
def VMAXUD : VX_TAB<194>;
def VMAXSB : VX_TAB<258>;
def VMAXSH : VX_TAB<322>;
def VMAXSW : VX_TAB<386>;
def VMAXSD : VX_TAB<450>;
def VMINUB : VX_TAB<514>;
def VMINUH : VX_TAB<578>;
def VMINUW : VX_TAB<642>;
def VMINUD : VX_TAB<706>;
def VMINSB : VX_TAB<770>;
def VMINSH : VX_TAB<834>;
def VMINSW : VX_TAB<898>;
def VMINSD : VX_TAB<962>;

// Multiplies: even and odd elements, low halves, high halves.
def VMULOUB : VX_TAB<8>;
def VMULOUH : VX_TAB<72>;
def VMULOUW : VX_TAB<136>;
def VMULUWM : VX_TAB<137>;
def VMULOUD : VX_TAB<200>;
def VMULOSB : VX_TAB<264>;
def VMULOSH : VX_TAB<328>;
def VMULOSW : VX_TAB<392>;
def VMULOSD : VX_TAB<456>;
def VMULLD  : VX_TAB<457>;
def VMULEUB : VX_TAB<520>;
def VMULEUH : VX_TAB<584>;
def VMULEUW : VX_TAB<648>;
def VMULHUW : VX_TAB<649>;
def VMULEUD : VX_TAB<712>;
def VMULHUD : VX_TAB<713>;
def VMULESB : VX_TAB<776>;
def VMULESH : VX_TAB<840>;
def VMULESW : VX_TAB<904>;
def VMULHSW : VX_TAB<905>;
def VMULESD : VX_TAB<968>;
def VMULHSD : VX_TAB<969>;

// Divides and remainders (Power10).
def VDIVUQ  : VX_TAB<11>;
def VDIVUW  : VX_TAB<139>;
def VDIVUD  : VX_TAB<203>;
def VDIVSQ  : VX_TAB<267>;
def VDIVSW  : VX_TAB<395>;
def VDIVSD  : VX_TAB<459>;
def VDIVEUQ : VX_TAB<523>;
def VDIVEUW : VX_TAB<651>;
def VDIVEUD : VX_TAB<715>;
def VDIVESQ : VX_TAB<779>;
def VDIVESW : VX_TAB<907>;
def VDIVESD : VX_TAB<971>;
def VMODUQ  : VX_TAB<1547>;
def VMODUW  : VX_TAB<1675>;
def VMODUD  : VX_TAB<1739>;
def VMODSQ  : VX_TAB<1803>;
def VMODSW  : VX_TAB<1931>;
def VMODSD  : VX_TAB<1995>;

// Sums across elements.
def VSUM4UBS : VX_TAB<1544>;
def VSUM4SHS : VX_TAB<1608>;
def VSUM2SWS : VX_TAB<1672>;
def VSUM4SBS : VX_TAB<1800>;
def VSUMSWS  : VX_TAB<1928>;

// Multiply by 10 (Power9): vD, vA, and the extended forms with a carry in vB.
def VMUL10CUQ  : VX_TA<1>;
def VMUL10UQ   : VX_TA<513>;
def VMUL10ECUQ : VX_TAB<65>;
def VMUL10EUQ  : VX_TAB<577>;

//===-- Logical, rotate and shift -------------------------------------------===//

def VAND  : VX_TAB<1028>;
def VANDC : VX_TAB<1092>;
def VOR   : VX_TAB<1156>;
def VXOR  : VX_TAB<1220>;
def VNOR  : VX_TAB<1284>;
def VORC  : VX_TAB<1348>;
def VNAND : VX_TAB<1412>;
def VEQV  : VX_TAB<1668>;

def : InstAlias<"vmr\t$T, $A", (VOR vrrc:$T, vrrc:$A, vrrc:$A)>;
def : InstAlias<"vnot\t$T, $A", (VNOR vrrc:$T, vrrc:$A, vrrc:$A)>;

def VRLB  : VX_TAB<4>;
def VRLQ  : VX_TAB<5>;
def VRLH  : VX_TAB<68>;
def VRLW  : VX_TAB<132>;
def VRLD  : VX_TAB<196>;
def VSLB  : VX_TAB<260>;
def VSLQ  : VX_TAB<261>;
def VSLH  : VX_TAB<324>;
def VSLW  : VX_TAB<388>;
def VSL   : VX_TAB<452>;
def VSLD  : VX_TAB<1476>;
def VSLO  : VX_TAB<1036>;
def VSRB  : VX_TAB<516>;
def VSRQ  : VX_TAB<517>;
def VSRH  : VX_TAB<580>;
def VSRW  : VX_TAB<644>;
def VSR   : VX_TAB<708>;
def VSRD  : VX_TAB<1732>;
def VSRO  : VX_TAB<1100>;
def VSRAB : VX_TAB<772>;
def VSRAQ : VX_TAB<773>;
def VSRAH : VX_TAB<836>;
def VSRAW : VX_TAB<900>;
def VSRAD : VX_TAB<964>;
def VSLV  : VX_TAB<1860>;
def VSRV  : VX_TAB<1796>;

// Rotate under mask, and the mask-insert forms that also read vD.
def VRLQNM : VX_TAB<325>;
def VRLWNM : VX_TAB<389>;
def VRLDNM : VX_TAB<453>;
class VX_TAB_tied<bits<11> xo>
    : VXNamed<xo, (outs vrrc:$T), (ins vrrc:$Ti, vrrc:$A, vrrc:$B), "$T, $A, $B"> {
  let Constraints = "$Ti = $T";
}
def VRLQMI : VX_TAB_tied<69>;
def VRLWMI : VX_TAB_tied<133>;
def VRLDMI : VX_TAB_tied<197>;

//===-- Permutes, merges, packs and splats ----------------------------------===//

def VMRGHB : VX_TAB<12>;
def VMRGHH : VX_TAB<76>;
def VMRGHW : VX_TAB<140>;
def VMRGLB : VX_TAB<268>;
def VMRGLH : VX_TAB<332>;
def VMRGLW : VX_TAB<396>;
def VMRGOW : VX_TAB<1676>;
def VMRGEW : VX_TAB<1932>;

def VPKUHUM : VX_TAB<14>;
def VPKUWUM : VX_TAB<78>;
def VPKUHUS : VX_TAB<142>;
def VPKUWUS : VX_TAB<206>;
def VPKSHUS : VX_TAB<270>;
def VPKSWUS : VX_TAB<334>;
def VPKSHSS : VX_TAB<398>;
def VPKSWSS : VX_TAB<462>;
def VPKPX   : VX_TAB<782>;
def VPKUDUM : VX_TAB<1102>;
def VPKUDUS : VX_TAB<1230>;
def VPKSDUS : VX_TAB<1358>;
def VPKSDSS : VX_TAB<1486>;

def VUPKHSB : VX_TB<526>;
def VUPKHSH : VX_TB<590>;
def VUPKLSB : VX_TB<654>;
def VUPKLSH : VX_TB<718>;
def VUPKHPX : VX_TB<846>;
def VUPKLPX : VX_TB<974>;
def VUPKHSW : VX_TB<1614>;
def VUPKLSW : VX_TB<1742>;

// Splat an element: the index takes the whole 5-bit field, as llvm-mc
// accepts it.
def VSPLTB : VX_TBU<524, u5imm>;
def VSPLTH : VX_TBU<588, u5imm>;
def VSPLTW : VX_TBU<652, u5imm>;

// Splat a signed 5-bit immediate.
class VX_Splati<bits<11> xo> : VXNamed<xo, (outs vrrc:$T), (ins s5imm:$A), "$T, $A"> {
  let B = 0;
}
def VSPLTISB : VX_Splati<780>;
def VSPLTISH : VX_Splati<844>;
def VSPLTISW : VX_Splati<908>;

def VSEL    : VANamed<42, (outs vrrc:$T), (ins vrrc:$A, vrrc:$B, vrrc:$C), "$T, $A, $B, $C">;
def VPERM   : VANamed<43, (outs vrrc:$T), (ins vrrc:$A, vrrc:$B, vrrc:$C), "$T, $A, $B, $C">;
def VPERMXOR : VANamed<45, (outs vrrc:$T), (ins vrrc:$A, vrrc:$B, vrrc:$C), "$T, $A, $B, $C">;
def VPERMR  : VANamed<59, (outs vrrc:$T), (ins vrrc:$A, vrrc:$B, vrrc:$C), "$T, $A, $B, $C">;
def VSLDOI  : VANamed<44, (outs vrrc:$T), (ins vrrc:$A, vrrc:$B, u4imm:$C), "$T, $A, $B, $C">;

// Shift a pair left or right by bits (Power10): VN form, SH in bits 8-6.
class VN_Shift<bit right> : PPCFields5<4, (outs vrrc:$T), (ins vrrc:$A, vrrc:$B, u3imm:$SH), "$T, $A, $B, $SH"> {
  bits<3> SH;
  let Inst{10-9} = 0;
  let Inst{8-6} = SH;
  let Inst{5-0} = 22;
  let Inst{9} = right;
}
def VSLDBI : VN_Shift<0>;
def VSRDBI : VN_Shift<1>;

// Bit permutes and gathers.
def VBPERMQ : VX_TAB<1356>;
def VBPERMD : VX_TAB<1484>;
def VGBBD   : VX_TB<1292>;

//===-- Three-source arithmetic (VA form) -----------------------------------===//

class VA_TABC<bits<6> xo> : VANamed<xo, (outs vrrc:$T), (ins vrrc:$A, vrrc:$B, vrrc:$C), "$T, $A, $B, $C">;
def VMHADDSHS  : VA_TABC<32>;
def VMHRADDSHS : VA_TABC<33>;
def VMLADDUHM  : VA_TABC<34>;
def VMSUMUDM   : VA_TABC<35>;
def VMSUMUBM   : VA_TABC<36>;
def VMSUMMBM   : VA_TABC<37>;
def VMSUMUHM   : VA_TABC<38>;
def VMSUMUHS   : VA_TABC<39>;
def VMSUMSHM   : VA_TABC<40>;
def VMSUMSHS   : VA_TABC<41>;
def VMSUMCUD   : VA_TABC<23>;
def VADDEUQM   : VA_TABC<60>;
def VADDECUQ   : VA_TABC<61>;
def VSUBEUQM   : VA_TABC<62>;
def VSUBECUQ   : VA_TABC<63>;

// The floating multiply-adds write the multiplier before the addend.
class VA_TACB<bits<6> xo> : VANamed<xo, (outs vrrc:$T), (ins vrrc:$A, vrrc:$C, vrrc:$B), "$T, $A, $C, $B">;
def VMADDFP  : VA_TACB<46>;
def VNMSUBFP : VA_TACB<47>;

//===-- Floating point ------------------------------------------------------===//

def VADDFP : VX_TAB<10>;
def VSUBFP : VX_TAB<74>;
def VMAXFP : VX_TAB<1034>;
def VMINFP : VX_TAB<1098>;
def VREFP     : VX_TB<266>;
def VRSQRTEFP : VX_TB<330>;
def VEXPTEFP  : VX_TB<394>;
def VLOGEFP   : VX_TB<458>;
def VRFIN     : VX_TB<522>;
def VRFIZ     : VX_TB<586>;
def VRFIP     : VX_TB<650>;
def VRFIM     : VX_TB<714>;
// Conversions with a scale factor.
def VCFUX  : VX_TBU<778, u5imm>;
def VCFSX  : VX_TBU<842, u5imm>;
def VCTUXS : VX_TBU<906, u5imm>;
def VCTSXS : VX_TBU<970, u5imm>;

//===-- Compares ------------------------------------------------------------===//

multiclass VCompare<bits<10> xo> {
  def NAME : VCNamed<xo, 0, (outs vrrc:$T), (ins vrrc:$A, vrrc:$B), "$T, $A, $B">;
  let Defs = [CR6] in
  def _rec : VCNamed<xo, 1, (outs vrrc:$T), (ins vrrc:$A, vrrc:$B), "$T, $A, $B">;
}
defm VCMPEQUB : VCompare<6>;
defm VCMPNEB  : VCompare<7>;
defm VCMPEQUH : VCompare<70>;
defm VCMPNEH  : VCompare<71>;
defm VCMPEQUW : VCompare<134>;
defm VCMPNEW  : VCompare<135>;
defm VCMPEQUD : VCompare<199>;
defm VCMPEQFP : VCompare<198>;
defm VCMPNEZB : VCompare<263>;
defm VCMPNEZH : VCompare<327>;
defm VCMPNEZW : VCompare<391>;
defm VCMPGEFP : VCompare<454>;
defm VCMPEQUQ : VCompare<455>;
defm VCMPGTUB : VCompare<518>;
defm VCMPGTUH : VCompare<582>;
defm VCMPGTUW : VCompare<646>;
defm VCMPGTUQ : VCompare<647>;
defm VCMPGTFP : VCompare<710>;
defm VCMPGTUD : VCompare<711>;
defm VCMPGTSB : VCompare<774>;
defm VCMPGTSH : VCompare<838>;
defm VCMPGTSW : VCompare<902>;
defm VCMPGTSQ : VCompare<903>;
defm VCMPBFP  : VCompare<966>;
defm VCMPGTSD : VCompare<967>;

// Quadword compares into a CR field (Power10).
class VX_CmpField<bits<11> xo> : VXNamed<xo, (outs crrc:$BF), (ins vrrc:$A, vrrc:$B), "$BF, $A, $B"> {
  bits<3> BF;
  let T{4-2} = BF;
  let T{1-0} = 0;
}
def VCMPUQ : VX_CmpField<257>;
def VCMPSQ : VX_CmpField<321>;

//===-- Counts, signs and parities (VX with a sub-opcode in A) --------------===//

def VCLZLSBB : VX_TB<1538, 0, gprc>;
def VCTZLSBB : VX_TB<1538, 1, gprc>;
def VNEGW    : VX_TB<1538, 6>;
def VNEGD    : VX_TB<1538, 7>;
def VPRTYBW  : VX_TB<1538, 8>;
def VPRTYBD  : VX_TB<1538, 9>;
def VPRTYBQ  : VX_TB<1538, 10>;
def VEXTSB2W : VX_TB<1538, 16>;
def VEXTSH2W : VX_TB<1538, 17>;
def VEXTSB2D : VX_TB<1538, 24>;
def VEXTSH2D : VX_TB<1538, 25>;
def VEXTSW2D : VX_TB<1538, 26>;
def VEXTSD2Q : VX_TB<1538, 27>;
def VCTZB    : VX_TB<1538, 28>;
def VCTZH    : VX_TB<1538, 29>;
def VCTZW    : VX_TB<1538, 30>;
def VCTZD    : VX_TB<1538, 31>;

def VCLZB : VX_TB<1794>;
def VCLZH : VX_TB<1858>;
def VCLZW : VX_TB<1922>;
def VCLZD : VX_TB<1986>;
def VPOPCNTB : VX_TB<1795>;
def VPOPCNTH : VX_TB<1859>;
def VPOPCNTW : VX_TB<1923>;
def VPOPCNTD : VX_TB<1987>;

// Masks (Power10): expand, extract into a GPR, move from a GPR, count.
def VEXPANDBM  : VX_TB<1602, 0>;
def VEXPANDHM  : VX_TB<1602, 1>;
def VEXPANDWM  : VX_TB<1602, 2>;
def VEXPANDDM  : VX_TB<1602, 3>;
def VEXPANDQM  : VX_TB<1602, 4>;
def VEXTRACTBM : VX_TB<1602, 8, gprc>;
def VEXTRACTHM : VX_TB<1602, 9, gprc>;
def VEXTRACTWM : VX_TB<1602, 10, gprc>;
def VEXTRACTDM : VX_TB<1602, 11, gprc>;
def VEXTRACTQM : VX_TB<1602, 12, gprc>;
def MTVSRBM : VX_TB<1602, 16, vrrc, g8rc>;
def MTVSRHM : VX_TB<1602, 17, vrrc, g8rc>;
def MTVSRWM : VX_TB<1602, 18, vrrc, g8rc>;
def MTVSRDM : VX_TB<1602, 19, vrrc, g8rc>;
def MTVSRQM : VX_TB<1602, 20, vrrc, g8rc>;
// vcntmbb rD, vB, MP: A is 0b110 then the size then MP.
class VX_CountMask<bits<2> size> : VXNamed<1602, (outs g8rc:$T), (ins vrrc:$B, u1imm:$MP), "$T, $B, $MP"> {
  bits<1> MP;
  let A{4-3} = 0b11;
  let A{2-1} = size;
  let A{0} = MP;
}
def VCNTMBB : VX_CountMask<0>;
def VCNTMBH : VX_CountMask<1>;
def VCNTMBW : VX_CountMask<2>;
def VCNTMBD : VX_CountMask<3>;

// mtvsrbmi vD, bm: a 16-bit mask split across three fields (DX form:
// bits 15-6, then 5-1, then 0).
def MTVSRBMI : PPCNamed<4, (outs vrrc:$T), (ins u16imm:$D), "$T, $D"> {
  bits<5> T;
  bits<16> D;
  let Inst{25-21} = T;
  let Inst{20-16} = D{5-1};
  let Inst{15-6} = D{15-6};
  let Inst{5-1} = 10;
  let Inst{0} = D{0};
}

//===-- Element inserts and extracts ----------------------------------------===//

def VEXTRACTUB : VX_TBU<525, u4imm>;
def VEXTRACTUH : VX_TBU<589, u4imm>;
def VEXTRACTUW : VX_TBU<653, u4imm>;
def VEXTRACTD  : VX_TBU<717, u4imm>;
class VX_InsertTied<bits<11> xo>
    : VXNamed<xo, (outs vrrc:$T), (ins vrrc:$Ti, vrrc:$B, u4imm:$A), "$T, $B, $A"> {
  let Constraints = "$Ti = $T";
}
def VINSERTB : VX_InsertTied<781>;
def VINSERTH : VX_InsertTied<845>;
def VINSERTW : VX_InsertTied<909>;
def VINSERTD : VX_InsertTied<973>;

def VEXTUBLX : VX_GGV<1549>;
def VEXTUHLX : VX_GGV<1613>;
def VEXTUWLX : VX_GGV<1677>;
def VEXTUBRX : VX_GGV<1805>;
def VEXTUHRX : VX_GGV<1869>;
def VEXTUWRX : VX_GGV<1933>;

// Extract from a pair, indexed by a GPR (VA form with the GPR in C).
class VA_ExtractPair<bits<6> xo> : VANamed<xo, (outs vrrc:$T), (ins vrrc:$A, vrrc:$B, gprc:$C), "$T, $A, $B, $C">;
def VEXTDUBVLX : VA_ExtractPair<24>;
def VEXTDUBVRX : VA_ExtractPair<25>;
def VEXTDUHVLX : VA_ExtractPair<26>;
def VEXTDUHVRX : VA_ExtractPair<27>;
def VEXTDUWVLX : VA_ExtractPair<28>;
def VEXTDUWVRX : VA_ExtractPair<29>;
def VEXTDDVLX  : VA_ExtractPair<30>;
def VEXTDDVRX  : VA_ExtractPair<31>;

// Inserts (Power10), all reading vD: from a GPR at an index in a GPR, or
// at an immediate index; from a vector register at an index in a GPR.
class VX_InsGG<bits<11> xo> : VXNamed<xo, (outs vrrc:$T), (ins vrrc:$Ti, gprc:$A, gprc:$B), "$T, $A, $B"> {
  let Constraints = "$Ti = $T";
}
class VX_InsGV<bits<11> xo> : VXNamed<xo, (outs vrrc:$T), (ins vrrc:$Ti, gprc:$A, vrrc:$B), "$T, $A, $B"> {
  let Constraints = "$Ti = $T";
}
class VX_InsImm<bits<11> xo, RegisterOperand src>
    : VXNamed<xo, (outs vrrc:$T), (ins vrrc:$Ti, src:$B, u4imm:$UIM), "$T, $B, $UIM"> {
  bits<4> UIM;
  let Constraints = "$Ti = $T";
  let A{4} = 0;
  let A{3-0} = UIM;
}
def VINSBVLX : VX_InsGV<15>;
def VINSHVLX : VX_InsGV<79>;
def VINSWVLX : VX_InsGV<143>;
def VINSBVRX : VX_InsGV<271>;
def VINSHVRX : VX_InsGV<335>;
def VINSWVRX : VX_InsGV<399>;
def VINSBLX  : VX_InsGG<527>;
def VINSHLX  : VX_InsGG<591>;
def VINSWLX  : VX_InsGG<655>;
def VINSDLX  : VX_InsGG<719>;
def VINSBRX  : VX_InsGG<783>;
def VINSHRX  : VX_InsGG<847>;
def VINSWRX  : VX_InsGG<911>;
def VINSDRX  : VX_InsGG<975>;
def VINSW    : VX_InsImm<207, gprc>;
def VINSD    : VX_InsImm<463, g8rc>;

//===-- Power10 bit manipulation --------------------------------------------===//

def VGNB : VXNamed<1228, (outs g8rc:$T), (ins vrrc:$B, u3imm:$N), "$T, $B, $N"> {
  bits<3> N;
  let A{4-3} = 0;
  let A{2-0} = N;
}
def VCFUGED : VX_TAB<1357>;
def VPEXTD  : VX_TAB<1421>;
def VPDEPD  : VX_TAB<1485>;
def VCLZDM  : VX_TAB<1924>;
def VCTZDM  : VX_TAB<1988>;
// Clear bytes left or right of a count in a GPR.
def VCLRLB : VXNamed<397, (outs vrrc:$T), (ins vrrc:$A, gprc:$B), "$T, $A, $B">;
def VCLRRB : VXNamed<461, (outs vrrc:$T), (ins vrrc:$A, gprc:$B), "$T, $A, $B">;

// String isolate (Power10): vD, vB, with a sub-opcode in A; record forms
// set CR6.
multiclass VX_StringIsolate<bits<5> eo> {
  def NAME : VXNamed<13, (outs vrrc:$T), (ins vrrc:$B), "$T, $B"> {
    let A = eo;
  }
  let Defs = [CR6] in
  def _rec : VXNamed<1037, (outs vrrc:$T), (ins vrrc:$B), "$T, $B"> {
    let A = eo;
  }
}
defm VSTRIBL : VX_StringIsolate<0>;
defm VSTRIBR : VX_StringIsolate<1>;
defm VSTRIHL : VX_StringIsolate<2>;
defm VSTRIHR : VX_StringIsolate<3>;

//===-- Crypto --------------------------------------------------------------===//

def VCIPHER      : VX_TAB<1288>;
def VCIPHERLAST  : VX_TAB<1289>;
def VNCIPHER     : VX_TAB<1352>;
def VNCIPHERLAST : VX_TAB<1353>;
def VSBOX        : VX_TA<1480>;
def VPMSUMB : VX_TAB<1032>;
def VPMSUMH : VX_TAB<1096>;
def VPMSUMW : VX_TAB<1160>;
def VPMSUMD : VX_TAB<1224>;
// vshasigmaw vD, vA, ST, SIX.
class VX_ShaSigma<bits<11> xo> : VXNamed<xo, (outs vrrc:$T), (ins vrrc:$A, u1imm:$ST, u4imm:$SIX), "$T, $A, $ST, $SIX"> {
  bits<1> ST;
  bits<4> SIX;
  let B{4} = ST;
  let B{3-0} = SIX;
}
def VSHASIGMAW : VX_ShaSigma<1666>;
def VSHASIGMAD : VX_ShaSigma<1730>;

//===-- Status and control, loads and stores, data streams ------------------===//

def MFVSCR : VXNamed<1540, (outs vrrc:$T), (ins), "$T"> {
  let A = 0;
  let B = 0;
  let hasSideEffects = 1;
}
def MTVSCR : VXNamed<1604, (outs), (ins vrrc:$B), "$B"> {
  let T = 0;
  let A = 0;
  let hasSideEffects = 1;
}

def LVEBX  : LoadX<7, "lvebx", vrrc>;
def LVEHX  : LoadX<39, "lvehx", vrrc>;
def LVEWX  : LoadX<71, "lvewx", vrrc>;
def LVX    : LoadX<103, "lvx", vrrc>;
def LVXL   : LoadX<359, "lvxl", vrrc>;
def STVEBX : StoreX<135, "stvebx", vrrc>;
def STVEHX : StoreX<167, "stvehx", vrrc>;
def STVEWX : StoreX<199, "stvewx", vrrc>;
def STVX   : StoreX<231, "stvx", vrrc>;
def STVXL  : StoreX<487, "stvxl", vrrc>;
// lvsl and lvsr compute a permute control from an address; they read no
// memory.
def LVSL : XForm_tab<31, 6, 0, (outs vrrc:$RST), (ins gprc:$RA, gprc:$RB), "lvsl $RST, $RA, $RB">;
def LVSR : XForm_tab<31, 38, 0, (outs vrrc:$RST), (ins gprc:$RA, gprc:$RB), "lvsr $RST, $RA, $RB">;

// Data stream touches: T STRM A B.
class DataStream<bit t, bits<10> xo, dag ins, string ops> : XNamed<31, xo, 0, (outs), ins, ops> {
  bits<2> STRM;
  let T{4} = t;
  let T{3-2} = 0;
  let T{1-0} = STRM;
  let hasSideEffects = 1;
}
def DST    : DataStream<0, 342, (ins gprc:$A, gprc:$B, u2imm:$STRM), "$A, $B, $STRM">;
def DSTT   : DataStream<1, 342, (ins gprc:$A, gprc:$B, u2imm:$STRM), "$A, $B, $STRM">;
def DSTST  : DataStream<0, 374, (ins gprc:$A, gprc:$B, u2imm:$STRM), "$A, $B, $STRM">;
def DSTSTT : DataStream<1, 374, (ins gprc:$A, gprc:$B, u2imm:$STRM), "$A, $B, $STRM">;
def DSS    : DataStream<0, 822, (ins u2imm:$STRM), "$STRM"> {
  let A = 0;
  let B = 0;
}
def DSSALL : DataStream<1, 822, (ins), ""> {
  let STRM = 0;
  let A = 0;
  let B = 0;
}
