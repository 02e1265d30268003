//===- PPCInstrVSX.td - PowerPC64 VSX instructions for tdc ----------------===//
//
// The vector-scalar facility on the 64 VSX registers (vs0-vs31 hold the
// FPRs, vs32-vs63 the vector registers): loads and stores, moves to and
// from GPRs, scalar and vector floating point, logic and permutes, and
// the Power9 quad-precision instructions, which work on the vector
// registers (opcode 63, X form). Records are named by their mnemonics.
//
//===----------------------------------------------------------------------===//

//===-- Shapes --------------------------------------------------------------===//

// XT, XA, XB.
class XX3_TAB<bits<8> xo> : XX3Named<60, xo, (outs vsrc:$XT), (ins vsrc:$XA, vsrc:$XB), "$XT, $XA, $XB">;
// The multiply-adds add to XT.
class XX3_TAB_tied<bits<8> xo>
    : XX3Named<60, xo, (outs vsrc:$XT), (ins vsrc:$XTi, vsrc:$XA, vsrc:$XB), "$XT, $XA, $XB"> {
  let Constraints = "$XTi = $XT";
}
// XT, XB, with a sub-opcode in A.
class XX2_TB<bits<9> xo, bits<5> eo = 0> : XX2Named<60, xo, (outs vsrc:$XT), (ins vsrc:$XB), "$XT, $XB"> {
  let A = eo;
}
// BF, XA, XB: a compare or test into a CR field.
class XX3_Field<bits<8> xo> : XX3Named<60, xo, (outs crrc:$BF), (ins vsrc:$XA, vsrc:$XB), "$BF, $XA, $XB"> {
  bits<3> BF;
  let XT{4-2} = BF;
  let XT{1-0} = 0;
  let XT{5} = 0;
}
// BF, XB.
class XX2_Field<bits<9> xo, bits<5> eo = 0> : XX2Named<60, xo, (outs crrc:$BF), (ins vsrc:$XB), "$BF, $XB"> {
  bits<3> BF;
  let XT{4-2} = BF;
  let XT{1-0} = 0;
  let XT{5} = 0;
  let A = eo;
}

//===-- Loads and stores ----------------------------------------------------===//

class VSXLoad<bits<10> xo> : XX1Named<31, xo, (outs vsrc:$XT), (ins gprc:$A, gprc:$B), "$XT, $A, $B"> {
  let mayLoad = 1;
}
class VSXStore<bits<10> xo> : XX1Named<31, xo, (outs), (ins vsrc:$XT, gprc:$A, gprc:$B), "$XT, $A, $B"> {
  let mayStore = 1;
}
def LXSIWZX : VSXLoad<12>;
def LXVRBX  : VSXLoad<13>;
def LXVRHX  : VSXLoad<45>;
def LXSIWAX : VSXLoad<76>;
def LXVRWX  : VSXLoad<77>;
def LXVRDX  : VSXLoad<109>;
def LXVX    : VSXLoad<268>;
def LXVDSX  : VSXLoad<332>;
def LXVWSX  : VSXLoad<364>;
def LXSSPX  : VSXLoad<524>;
def LXSDX   : VSXLoad<588>;
def LXVW4X  : VSXLoad<780>;
def LXSIBZX : VSXLoad<781>;
def LXVH8X  : VSXLoad<812>;
def LXSIHZX : VSXLoad<813>;
def LXVD2X  : VSXLoad<844>;
def LXVB16X : VSXLoad<876>;
def STXVRBX  : VSXStore<141>;
def STXSIWX  : VSXStore<140>;
def STXVRHX  : VSXStore<173>;
def STXVRWX  : VSXStore<205>;
def STXVRDX  : VSXStore<237>;
def STXVX    : VSXStore<396>;
def STXSSPX  : VSXStore<652>;
def STXSDX   : VSXStore<716>;
def STXVW4X  : VSXStore<908>;
def STXSIBX  : VSXStore<909>;
def STXVH8X  : VSXStore<940>;
def STXSIHX  : VSXStore<941>;
def STXVD2X  : VSXStore<972>;
def STXVB16X : VSXStore<1004>;
// With a length in RB (a 64-bit GPR).
class VSXLoadLen<bits<10> xo> : XX1Named<31, xo, (outs vsrc:$XT), (ins gprc:$A, g8rc:$B), "$XT, $A, $B"> {
  let mayLoad = 1;
}
class VSXStoreLen<bits<10> xo> : XX1Named<31, xo, (outs), (ins vsrc:$XT, gprc:$A, g8rc:$B), "$XT, $A, $B"> {
  let mayStore = 1;
}
def LXVL   : VSXLoadLen<269>;
def LXVLL  : VSXLoadLen<301>;
def STXVL  : VSXStoreLen<397>;
def STXVLL : VSXStoreLen<429>;

// DQ form: XT RA DQ (a displacement that is a multiple of 16) TX XO.
class VSXLoadStoreDQ<bits<3> xo, dag outs, dag ins> : PPCNamed<61, outs, ins, "$XT, $addr"> {
  bits<6> XT;
  bits<16> addr_disp;
  bits<5> addr_base;
  let Inst{25-21} = XT{4-0};
  let Inst{20-16} = addr_base;
  let Inst{15-4} = addr_disp{15-4};
  let Inst{3} = XT{5};
  let Inst{2-0} = xo;
}
let mayLoad = 1 in
def LXV : VSXLoadStoreDQ<1, (outs vsrc:$XT), (ins memrix16:$addr)>;
let mayStore = 1 in
def STXV : VSXLoadStoreDQ<5, (outs), (ins vsrc:$XT, memrix16:$addr)>;

// DS form with a vector register (the scalar in its first doubleword).
class VRLoadStoreDS<bits<6> opcode, bits<2> xo, dag outs, dag ins>
    : PPCNamed<opcode, outs, ins, "$RST, $addr"> {
  bits<5> RST;
  bits<16> addr_disp;
  bits<5> addr_base;
  let Inst{25-21} = RST;
  let Inst{20-16} = addr_base;
  let Inst{15-2} = addr_disp{15-2};
  let Inst{1-0} = xo;
}
let mayLoad = 1 in {
  def LXSD  : VRLoadStoreDS<57, 2, (outs vrrc:$RST), (ins memrix:$addr)>;
  def LXSSP : VRLoadStoreDS<57, 3, (outs vrrc:$RST), (ins memrix:$addr)>;
}
let mayStore = 1 in {
  def STXSD  : VRLoadStoreDS<61, 2, (outs), (ins vrrc:$RST, memrix:$addr)>;
  def STXSSP : VRLoadStoreDS<61, 3, (outs), (ins vrrc:$RST, memrix:$addr)>;
}

//===-- Moves between GPRs and VSX registers --------------------------------===//

class VSXFromGPR<bits<10> xo, RegisterOperand gpr> : XX1Named<31, xo, (outs vsrc:$XT), (ins gpr:$A), "$XT, $A"> {
  let B = 0;
}
class VSXToGPR<bits<10> xo, RegisterOperand gpr> : XX1Named<31, xo, (outs gpr:$A), (ins vsrc:$XT), "$A, $XT"> {
  let B = 0;
}
def MFVSRD  : VSXToGPR<51, g8rc>;
def MFVSRWZ : VSXToGPR<115, gprc>;
def MTVSRD  : VSXFromGPR<179, g8rc>;
def MTVSRWA : VSXFromGPR<211, gprc>;
def MTVSRWZ : VSXFromGPR<243, gprc>;
def MFVSRLD : VSXToGPR<307, g8rc>;
def MTVSRWS : VSXFromGPR<403, gprc>;
def MTVSRDD : XX1Named<31, 435, (outs vsrc:$XT), (ins g8rc:$A, g8rc:$B), "$XT, $A, $B">;

// For VSX registers 0-31, which hold the FPRs, llvm-mc prints the FPR
// spellings; the VR spellings take a vector register number (VSX 32-63)
// and print as the VSX instruction.
def : InstAlias<"mtfprd\t$XT, $A", (MTVSRD vsfrc:$XT, g8rc:$A)>;
def : InstAlias<"mtfprwz\t$XT, $A", (MTVSRWZ vsfrc:$XT, gprc:$A)>;
def : InstAlias<"mtfprwa\t$XT, $A", (MTVSRWA vsfrc:$XT, gprc:$A)>;
def : InstAlias<"mffprd\t$A, $XT", (MFVSRD g8rc:$A, vsfrc:$XT)>;
def : InstAlias<"mffprwz\t$A, $XT", (MFVSRWZ gprc:$A, vsfrc:$XT)>;
def : InstAlias<"mtvrd $XT, $A", (MTVSRD vsvr:$XT, g8rc:$A), 0>;
def : InstAlias<"mtvrwz $XT, $A", (MTVSRWZ vsvr:$XT, gprc:$A), 0>;
def : InstAlias<"mtvrwa $XT, $A", (MTVSRWA vsvr:$XT, gprc:$A), 0>;
def : InstAlias<"mfvrd $A, $XT", (MFVSRD g8rc:$A, vsvr:$XT), 0>;
def : InstAlias<"mfvrwz $A, $XT", (MFVSRWZ gprc:$A, vsvr:$XT), 0>;

//===-- Scalar double and single precision ----------------------------------===//

def XSADDSP : XX3_TAB<0>;
def XSSUBSP : XX3_TAB<8>;
def XSMULSP : XX3_TAB<16>;
def XSDIVSP : XX3_TAB<24>;
def XSADDDP : XX3_TAB<32>;
def XSSUBDP : XX3_TAB<40>;
def XSMULDP : XX3_TAB<48>;
def XSDIVDP : XX3_TAB<56>;
def XSMAXCDP : XX3_TAB<128>;
def XSMINCDP : XX3_TAB<136>;
def XSMAXJDP : XX3_TAB<144>;
def XSMINJDP : XX3_TAB<152>;
def XSMAXDP : XX3_TAB<160>;
def XSMINDP : XX3_TAB<168>;
def XSCPSGNDP : XX3_TAB<176>;
def XSCMPEQDP : XX3_TAB<3>;
def XSCMPGTDP : XX3_TAB<11>;
def XSCMPGEDP : XX3_TAB<19>;

def XSMADDASP  : XX3_TAB_tied<1>;
def XSMADDMSP  : XX3_TAB_tied<9>;
def XSMSUBASP  : XX3_TAB_tied<17>;
def XSMSUBMSP  : XX3_TAB_tied<25>;
def XSMADDADP  : XX3_TAB_tied<33>;
def XSMADDMDP  : XX3_TAB_tied<41>;
def XSMSUBADP  : XX3_TAB_tied<49>;
def XSMSUBMDP  : XX3_TAB_tied<57>;
def XSNMADDASP : XX3_TAB_tied<129>;
def XSNMADDMSP : XX3_TAB_tied<137>;
def XSNMSUBASP : XX3_TAB_tied<145>;
def XSNMSUBMSP : XX3_TAB_tied<153>;
def XSNMADDADP : XX3_TAB_tied<161>;
def XSNMADDMDP : XX3_TAB_tied<169>;
def XSNMSUBADP : XX3_TAB_tied<177>;
def XSNMSUBMDP : XX3_TAB_tied<185>;

def XSCMPUDP   : XX3_Field<35>;
def XSCMPODP   : XX3_Field<43>;
def XSCMPEXPDP : XX3_Field<59>;
def XSTDIVDP   : XX3_Field<61>;
def XSTSQRTDP  : XX2_Field<106>;

def XSRSQRTESP : XX2_TB<10>;
def XSSQRTSP   : XX2_TB<11>;
def XSRESP     : XX2_TB<26>;
def XSCVDPUXWS : XX2_TB<72>;
def XSRDPI     : XX2_TB<73>;
def XSRSQRTEDP : XX2_TB<74>;
def XSSQRTDP   : XX2_TB<75>;
def XSCVDPSXWS : XX2_TB<88>;
def XSRDPIZ    : XX2_TB<89>;
def XSREDP     : XX2_TB<90>;
def XSRDPIP    : XX2_TB<105>;
def XSRDPIC    : XX2_TB<107>;
def XSRDPIM    : XX2_TB<121>;
def XSCVDPSP   : XX2_TB<265>;
def XSCVDPSPN  : XX2_TB<267>;
def XSRSP      : XX2_TB<281>;
def XSCVUXDSP  : XX2_TB<296>;
def XSCVSXDSP  : XX2_TB<312>;
def XSCVDPUXDS : XX2_TB<328>;
def XSCVSPDP   : XX2_TB<329>;
def XSCVSPDPN  : XX2_TB<331>;
def XSCVDPSXDS : XX2_TB<344>;
def XSABSDP    : XX2_TB<345>;
def XSCVUXDDP  : XX2_TB<360>;
def XSNABSDP   : XX2_TB<361>;
def XSCVSXDDP  : XX2_TB<376>;
def XSNEGDP    : XX2_TB<377>;
def XSCVHPDP   : XX2_TB<347, 16>;
def XSCVDPHP   : XX2_TB<347, 17>;

// Exponents and significands (Power9).
def XSXEXPDP : XX2Named<60, 347, (outs g8rc:$RT), (ins vsrc:$XB), "$RT, $XB"> {
  bits<5> RT;
  let XT{4-0} = RT;
  let XT{5} = 0;
  let A = 0;
}
def XSXSIGDP : XX2Named<60, 347, (outs g8rc:$RT), (ins vsrc:$XB), "$RT, $XB"> {
  bits<5> RT;
  let XT{4-0} = RT;
  let XT{5} = 0;
  let A = 1;
}
def XSIEXPDP : XX1Named<60, 918, (outs vsrc:$XT), (ins g8rc:$A, g8rc:$B), "$XT, $A, $B">;

// Test data class: BF, XB, DCMX (7 bits in A and the low bits of XT).
class XX2_TestDataClass<bits<9> xo> : PPCNamed<60, (outs crrc:$BF), (ins vsrc:$XB, u7imm:$DCMX), "$BF, $XB, $DCMX"> {
  bits<3> BF;
  bits<7> DCMX;
  bits<6> XB;
  let Inst{25-23} = BF;
  let Inst{22-16} = DCMX;
  let Inst{15-11} = XB{4-0};
  let Inst{10-2} = xo;
  let Inst{1} = XB{5};
  let Inst{0} = 0;
}
def XSTSTDCSP : XX2_TestDataClass<298>;
def XSTSTDCDP : XX2_TestDataClass<362>;
// The vector forms write a mask: XT, XB, DCMX split over three fields.
class XX2_VectorTestDataClass<bits<4> xo> : PPCNamed<60, (outs vsrc:$XT), (ins vsrc:$XB, u7imm:$DCMX), "$XT, $XB, $DCMX"> {
  bits<6> XT;
  bits<7> DCMX;
  bits<6> XB;
  let Inst{25-21} = XT{4-0};
  let Inst{20-16} = DCMX{4-0};
  let Inst{15-11} = XB{4-0};
  let Inst{10-7} = xo;
  let Inst{6} = DCMX{6};
  let Inst{5-3} = 5;
  let Inst{2} = DCMX{5};
  let Inst{1} = XB{5};
  let Inst{0} = XT{5};
}
def XVTSTDCSP : XX2_VectorTestDataClass<13>;
def XVTSTDCDP : XX2_VectorTestDataClass<15>;

//===-- Vector floating point -----------------------------------------------===//

def XVADDSP : XX3_TAB<64>;
def XVSUBSP : XX3_TAB<72>;
def XVMULSP : XX3_TAB<80>;
def XVDIVSP : XX3_TAB<88>;
def XVADDDP : XX3_TAB<96>;
def XVSUBDP : XX3_TAB<104>;
def XVMULDP : XX3_TAB<112>;
def XVDIVDP : XX3_TAB<120>;
def XVMAXSP : XX3_TAB<192>;
def XVMINSP : XX3_TAB<200>;
def XVCPSGNSP : XX3_TAB<208>;
def XVIEXPSP : XX3_TAB<216>;
def XVMAXDP : XX3_TAB<224>;
def XVMINDP : XX3_TAB<232>;
def XVCPSGNDP : XX3_TAB<240>;
def XVIEXPDP : XX3_TAB<248>;

def XVMADDASP  : XX3_TAB_tied<65>;
def XVMADDMSP  : XX3_TAB_tied<73>;
def XVMSUBASP  : XX3_TAB_tied<81>;
def XVMSUBMSP  : XX3_TAB_tied<89>;
def XVMADDADP  : XX3_TAB_tied<97>;
def XVMADDMDP  : XX3_TAB_tied<105>;
def XVMSUBADP  : XX3_TAB_tied<113>;
def XVMSUBMDP  : XX3_TAB_tied<121>;
def XVNMADDASP : XX3_TAB_tied<193>;
def XVNMADDMSP : XX3_TAB_tied<201>;
def XVNMSUBASP : XX3_TAB_tied<209>;
def XVNMSUBMSP : XX3_TAB_tied<217>;
def XVNMADDADP : XX3_TAB_tied<225>;
def XVNMADDMDP : XX3_TAB_tied<233>;
def XVNMSUBADP : XX3_TAB_tied<241>;
def XVNMSUBMDP : XX3_TAB_tied<249>;

def XVTDIVSP  : XX3_Field<93>;
def XVTDIVDP  : XX3_Field<125>;
def XVTSQRTSP : XX2_Field<170>;
def XVTSQRTDP : XX2_Field<234>;
// xvtlsbb BF, XB: test the least significant bits of the bytes.
def XVTLSBB : XX2_Field<475, 2>;

def XVRSQRTESP : XX2_TB<138>;
def XVSQRTSP   : XX2_TB<139>;
def XVRESP     : XX2_TB<154>;
def XVCVSPUXWS : XX2_TB<136>;
def XVRSPI     : XX2_TB<137>;
def XVCVSPSXWS : XX2_TB<152>;
def XVRSPIZ    : XX2_TB<153>;
def XVCVUXWSP  : XX2_TB<168>;
def XVRSPIP    : XX2_TB<169>;
def XVRSPIC    : XX2_TB<171>;
def XVCVSXWSP  : XX2_TB<184>;
def XVRSPIM    : XX2_TB<185>;
def XVCVDPUXWS : XX2_TB<200>;
def XVRDPI     : XX2_TB<201>;
def XVRSQRTEDP : XX2_TB<202>;
def XVSQRTDP   : XX2_TB<203>;
def XVCVDPSXWS : XX2_TB<216>;
def XVRDPIZ    : XX2_TB<217>;
def XVREDP     : XX2_TB<218>;
def XVCVUXWDP  : XX2_TB<232>;
def XVRDPIP    : XX2_TB<233>;
def XVRDPIC    : XX2_TB<235>;
def XVCVSXWDP  : XX2_TB<248>;
def XVRDPIM    : XX2_TB<249>;
def XVCVSPUXDS : XX2_TB<392>;
def XVCVDPSP   : XX2_TB<393>;
def XVCVSPSXDS : XX2_TB<408>;
def XVABSSP    : XX2_TB<409>;
def XVCVUXDSP  : XX2_TB<424>;
def XVNABSSP   : XX2_TB<425>;
def XVCVSXDSP  : XX2_TB<440>;
def XVNEGSP    : XX2_TB<441>;
def XVCVDPUXDS : XX2_TB<456>;
def XVCVSPDP   : XX2_TB<457>;
def XVCVDPSXDS : XX2_TB<472>;
def XVABSDP    : XX2_TB<473>;
def XVCVUXDDP  : XX2_TB<488>;
def XVNABSDP   : XX2_TB<489>;
def XVCVSXDDP  : XX2_TB<504>;
def XVNEGDP    : XX2_TB<505>;
def XVXEXPDP    : XX2_TB<475, 0>;
def XVXSIGDP    : XX2_TB<475, 1>;
def XXBRH       : XX2_TB<475, 7>;
def XVXEXPSP    : XX2_TB<475, 8>;
def XVXSIGSP    : XX2_TB<475, 9>;
def XXBRW       : XX2_TB<475, 15>;
def XVCVBF16SPN : XX2_TB<475, 16>;
def XVCVSPBF16  : XX2_TB<475, 17>;
def XXBRD       : XX2_TB<475, 23>;
def XVCVHPSP    : XX2_TB<475, 24>;
def XVCVSPHP    : XX2_TB<475, 25>;
def XXBRQ       : XX2_TB<475, 31>;

// xvmovdp and xvmovsp: a copy sign of a register onto itself.
def : InstAlias<"xvmovdp\t$XT, $XB", (XVCPSGNDP vsrc:$XT, vsrc:$XB, vsrc:$XB)>;
def : InstAlias<"xvmovsp\t$XT, $XB", (XVCPSGNSP vsrc:$XT, vsrc:$XB, vsrc:$XB)>;

// Vector compares with an Rc bit (CR6): XT XA XB Rc XO (7 bits).
multiclass XX3_Compare<bits<7> xo> {
  def NAME : XX3Named<60, 0, (outs vsrc:$XT), (ins vsrc:$XA, vsrc:$XB), "$XT, $XA, $XB"> {
    let Inst{10} = 0;
    let Inst{9-3} = xo;
  }
  let Defs = [CR6] in
  def _rec : XX3Named<60, 0, (outs vsrc:$XT), (ins vsrc:$XA, vsrc:$XB), "$XT, $XA, $XB"> {
    let Inst{10} = 1;
    let Inst{9-3} = xo;
  }
}
defm XVCMPEQSP : XX3_Compare<67>;
defm XVCMPGTSP : XX3_Compare<75>;
defm XVCMPGESP : XX3_Compare<83>;
defm XVCMPEQDP : XX3_Compare<99>;
defm XVCMPGTDP : XX3_Compare<107>;
defm XVCMPGEDP : XX3_Compare<115>;

//===-- Logic, merges and permutes ------------------------------------------===//

def XXMRGHW : XX3_TAB<18>;
def XXPERM  : XX3_TAB<26>;
def XXMRGLW : XX3_TAB<50>;
def XXPERMR : XX3_TAB<58>;
def XXLAND  : XX3_TAB<130>;
def XXLANDC : XX3_TAB<138>;
def XXLOR   : XX3_TAB<146>;
def XXLXOR  : XX3_TAB<154>;
def XXLNOR  : XX3_TAB<162>;
def XXLORC  : XX3_TAB<170>;
def XXLNAND : XX3_TAB<178>;
def XXLEQV  : XX3_TAB<186>;

// xxpermdi and xxsldwi: a 2-bit immediate in bits 9-8.
class XX3_Imm<bits<5> xo> : XX3Named<60, 0, (outs vsrc:$XT), (ins vsrc:$XA, vsrc:$XB, u2imm:$D), "$XT, $XA, $XB, $D"> {
  bits<2> D;
  let Inst{10} = 0;
  let Inst{9-8} = D;
  let Inst{7-3} = xo;
}
def XXSLDWI  : XX3_Imm<2>;
def XXPERMDI : XX3_Imm<10>;

// xxpermdi's named selections; when both sources are one register, the
// splat and swap spellings win.
def : InstAlias<"xxspltd\t$XT, $XA, 0", (XXPERMDI vsrc:$XT, vsrc:$XA, vsrc:$XA, 0), 3>;
def : InstAlias<"xxspltd\t$XT, $XA, 1", (XXPERMDI vsrc:$XT, vsrc:$XA, vsrc:$XA, 3), 3>;
def : InstAlias<"xxswapd\t$XT, $XA", (XXPERMDI vsrc:$XT, vsrc:$XA, vsrc:$XA, 2), 3>;
def : InstAlias<"xxmrghd\t$XT, $XA, $XB", (XXPERMDI vsrc:$XT, vsrc:$XA, vsrc:$XB, 0)>;
def : InstAlias<"xxmrgld\t$XT, $XA, $XB", (XXPERMDI vsrc:$XT, vsrc:$XA, vsrc:$XB, 3)>;

// xxspltw XT, XB, UIM (UIM in the low two bits of A).
def XXSPLTW : XX2Named<60, 164, (outs vsrc:$XT), (ins vsrc:$XB, u2imm:$UIM), "$XT, $XB, $UIM"> {
  bits<2> UIM;
  let A{4-2} = 0;
  let A{1-0} = UIM;
}
// xxinsertw and xxextractuw: a byte index in A.
def XXEXTRACTUW : XX2Named<60, 165, (outs vsrc:$XT), (ins vsrc:$XB, u4imm:$A), "$XT, $XB, $A">;
def XXINSERTW : XX2Named<60, 181, (outs vsrc:$XT), (ins vsrc:$XTi, vsrc:$XB, u4imm:$A), "$XT, $XB, $A"> {
  let Constraints = "$XTi = $XT";
}
// xxspltib XT, IMM8.
def XXSPLTIB : VSXFields<60, (outs vsrc:$XT), (ins u8imm:$IMM8), "$XT, $IMM8"> {
  bits<8> IMM8;
  let Inst{20-19} = 0;
  let Inst{18-11} = IMM8;
  let Inst{10-1} = 360;
}
// lxvkq XT, UIM: load a constant quadword.
def LXVKQ : VSXFields<60, (outs vsrc:$XT), (ins u5imm:$UIM), "$XT, $UIM"> {
  bits<5> UIM;
  let Inst{20-16} = 31;
  let Inst{15-11} = UIM;
  let Inst{10-1} = 360;
}

def XXSEL : XX4Named<60, 3, (outs vsrc:$XT), (ins vsrc:$XA, vsrc:$XB, vsrc:$XC), "$XT, $XA, $XB, $XC">;

// Generate permute control vectors from a mask (Power10): XT, VRB, IMM.
class XX_GenPCV<bits<10> xo> : VSXFields<60, (outs vsrc:$XT), (ins vrrc:$VRB, s5imm:$IMM), "$XT, $VRB, $IMM"> {
  bits<5> VRB;
  bits<5> IMM;
  let Inst{20-16} = IMM;
  let Inst{15-11} = VRB;
  let Inst{10-1} = xo;
}
def XXGENPCVBM : XX_GenPCV<916>;
def XXGENPCVHM : XX_GenPCV<917>;
def XXGENPCVWM : XX_GenPCV<948>;
def XXGENPCVDM : XX_GenPCV<949>;

//===-- Quad precision (Power9, vector registers, opcode 63) ----------------===//

// vT, vA, vB; the "o" forms (round to odd) set the low bit.
class XQ_TAB<bits<10> xo, bit ro = 0> : XNamed<63, xo, ro, (outs vrrc:$T), (ins vrrc:$A, vrrc:$B), "$T, $A, $B">;
class XQ_TAB_tied<bits<10> xo, bit ro = 0>
    : XNamed<63, xo, ro, (outs vrrc:$T), (ins vrrc:$Ti, vrrc:$A, vrrc:$B), "$T, $A, $B"> {
  let Constraints = "$Ti = $T";
}
class XQ_TB<bits<10> xo, bits<5> eo, bit ro = 0> : XNamed<63, xo, ro, (outs vrrc:$T), (ins vrrc:$B), "$T, $B"> {
  let A = eo;
}
class XQ_Field<bits<10> xo> : XNamed<63, xo, 0, (outs crrc:$BF), (ins vrrc:$A, vrrc:$B), "$BF, $A, $B"> {
  bits<3> BF;
  let T{4-2} = BF;
  let T{1-0} = 0;
}

def XSADDQP   : XQ_TAB<4>;
def XSADDQPO  : XQ_TAB<4, 1>;
def XSMULQP   : XQ_TAB<36>;
def XSMULQPO  : XQ_TAB<36, 1>;
def XSCMPEQQP : XQ_TAB<68>;
def XSCPSGNQP : XQ_TAB<100>;
def XSCMPGEQP : XQ_TAB<196>;
def XSCMPGTQP : XQ_TAB<228>;
def XSSUBQP   : XQ_TAB<516>;
def XSSUBQPO  : XQ_TAB<516, 1>;
def XSDIVQP   : XQ_TAB<548>;
def XSDIVQPO  : XQ_TAB<548, 1>;
def XSMAXCQP  : XQ_TAB<676>;
def XSMINCQP  : XQ_TAB<740>;
def XSMADDQP   : XQ_TAB_tied<388>;
def XSMADDQPO  : XQ_TAB_tied<388, 1>;
def XSMSUBQP   : XQ_TAB_tied<420>;
def XSMSUBQPO  : XQ_TAB_tied<420, 1>;
def XSNMADDQP  : XQ_TAB_tied<452>;
def XSNMADDQPO : XQ_TAB_tied<452, 1>;
def XSNMSUBQP  : XQ_TAB_tied<484>;
def XSNMSUBQPO : XQ_TAB_tied<484, 1>;

def XSCMPOQP   : XQ_Field<132>;
def XSCMPEXPQP : XQ_Field<164>;
def XSCMPUQP   : XQ_Field<644>;

def XSABSQP   : XQ_TB<804, 0>;
def XSXEXPQP  : XQ_TB<804, 2>;
def XSNABSQP  : XQ_TB<804, 8>;
def XSNEGQP   : XQ_TB<804, 16>;
def XSXSIGQP  : XQ_TB<804, 18>;
def XSSQRTQP  : XQ_TB<804, 27>;
def XSSQRTQPO : XQ_TB<804, 27, 1>;
def XSCVQPUWZ : XQ_TB<836, 1>;
def XSCVUDQP  : XQ_TB<836, 2>;
def XSCVQPSWZ : XQ_TB<836, 9>;
def XSCVSDQP  : XQ_TB<836, 10>;
def XSCVQPUDZ : XQ_TB<836, 17>;
def XSCVQPDP  : XQ_TB<836, 20>;
def XSCVQPDPO : XQ_TB<836, 20, 1>;
def XSCVDPQP  : XQ_TB<836, 22>;
def XSCVQPSDZ : XQ_TB<836, 25>;
def XSCVQPUQZ : XQ_TB<836, 0>;
def XSCVUQQP  : XQ_TB<836, 3>;
def XSCVQPSQZ : XQ_TB<836, 8>;
def XSCVSQQP  : XQ_TB<836, 11>;

// xsiexpqp vT, vA, B: B is a VSX register, of which the field keeps the
// low five bits (as llvm-mc encodes it).
def XSIEXPQP : PPCFields5<63, (outs vrrc:$T), (ins vrrc:$A, vsrc:$B), "$T, $A, $B"> {
  let Inst{10-1} = 868;
  let Inst{0} = 0;
}

// xststdcqp BF, vB, DCMX.
def XSTSTDCQP : PPCNamed<63, (outs crrc:$BF), (ins vrrc:$B, u7imm:$DCMX), "$BF, $B, $DCMX"> {
  bits<3> BF;
  bits<7> DCMX;
  bits<5> B;
  let Inst{25-23} = BF;
  let Inst{22-16} = DCMX;
  let Inst{15-11} = B;
  let Inst{10-1} = 708;
  let Inst{0} = 0;
}

// Round to integer: R, vT, vB, RMC (Z23 form).
class XQ_Round<bits<8> xo, bit ex> : PPCNamed<63, (outs vrrc:$T), (ins u1imm:$R, vrrc:$B, u2imm:$RMC), "$R, $T, $B, $RMC"> {
  bits<5> T;
  bits<1> R;
  bits<5> B;
  bits<2> RMC;
  let Inst{25-21} = T;
  let Inst{20-17} = 0;
  let Inst{16} = R;
  let Inst{15-11} = B;
  let Inst{10-9} = RMC;
  let Inst{8-1} = xo;
  let Inst{0} = ex;
}
def XSRQPI  : XQ_Round<5, 0>;
def XSRQPIX : XQ_Round<5, 1>;
def XSRQPXP : XQ_Round<37, 0>;
