//===- PPCInstrVector.td - PowerPC64 Altivec and VSX for tdc --------------===//
//
// Altivec integer and logical operations on the vector registers; VSX
// operations on the 64 VSX registers, whose numbers are split in the
// encoding (the low five bits in the register field, the high bit in
// TX/AX/BX/CX).
//
//===----------------------------------------------------------------------===//

//===-- Altivec ------------------------------------------------------------===//

class VXBinary<bits<11> xo, string mnemonic>
    : VXForm<xo, (outs vrrc:$VRT), (ins vrrc:$VRA, vrrc:$VRB), mnemonic # " $VRT, $VRA, $VRB">;

let isCommutable = 1 in {
  def VADDUBM : VXBinary<0, "vaddubm">;
  def VADDUHM : VXBinary<64, "vadduhm">;
  def VADDUWM : VXBinary<128, "vadduwm">;
  def VADDUDM : VXBinary<192, "vaddudm">;
  def VADDUBS : VXBinary<512, "vaddubs">;
  def VAND    : VXBinary<1028, "vand">;
  def VOR     : VXBinary<1156, "vor">;
  def VXOR    : VXBinary<1220, "vxor">;
  def VNOR    : VXBinary<1284, "vnor">;
  def VNAND   : VXBinary<1412, "vnand">;
  def VEQV    : VXBinary<1668, "veqv">;
  def VMAXSW  : VXBinary<386, "vmaxsw">;
  def VMINUW  : VXBinary<642, "vminuw">;
}
def VSUBUBM : VXBinary<1024, "vsububm">;
def VSUBUHM : VXBinary<1088, "vsubuhm">;
def VSUBUWM : VXBinary<1152, "vsubuwm">;
def VSUBUDM : VXBinary<1216, "vsubudm">;
def VANDC   : VXBinary<1092, "vandc">;
def VORC    : VXBinary<1348, "vorc">;
def VSLW    : VXBinary<388, "vslw">;
def VSRW    : VXBinary<644, "vsrw">;
def VSRAW   : VXBinary<900, "vsraw">;

def : InstAlias<"vmr\t$VRT, $VRA", (VOR vrrc:$VRT, vrrc:$VRA, vrrc:$VRA)>;
def : InstAlias<"vnot\t$VRT, $VRA", (VNOR vrrc:$VRT, vrrc:$VRA, vrrc:$VRA)>;

// Splat an element: VRT UIM VRB, printed VRT, VRB, UIM. The element
// index takes the whole 5-bit field, as llvm-mc accepts it (the ISA
// leaves the bits above the element count unused).
class VXSplat<bits<11> xo, string mnemonic>
    : VXForm<xo, (outs vrrc:$VRT), (ins vrrc:$VRB, u5imm:$VRA), mnemonic # " $VRT, $VRB, $VRA">;
def VSPLTB : VXSplat<524, "vspltb">;
def VSPLTH : VXSplat<588, "vsplth">;
def VSPLTW : VXSplat<652, "vspltw">;

// Splat a signed 5-bit immediate: VRT SIM 0.
class VXSplatImm<bits<11> xo, string mnemonic>
    : VXForm<xo, (outs vrrc:$VRT), (ins s5imm:$VRA), mnemonic # " $VRT, $VRA"> {
  let VRB = 0;
}
def VSPLTISB : VXSplatImm<780, "vspltisb">;
def VSPLTISH : VXSplatImm<844, "vspltish">;
def VSPLTISW : VXSplatImm<908, "vspltisw">;

def MFVSCR : VXForm<1540, (outs vrrc:$VRT), (ins), "mfvscr $VRT"> {
  let VRA = 0;
  let VRB = 0;
}
def MTVSCR : VXForm<1604, (outs), (ins vrrc:$VRB), "mtvscr $VRB"> {
  let VRT = 0;
  let VRA = 0;
}

def VSEL  : VAForm<42, (outs vrrc:$VRT), (ins vrrc:$VRA, vrrc:$VRB, vrrc:$VRC), "vsel $VRT, $VRA, $VRB, $VRC">;
def VPERM : VAForm<43, (outs vrrc:$VRT), (ins vrrc:$VRA, vrrc:$VRB, vrrc:$VRC), "vperm $VRT, $VRA, $VRB, $VRC">;
// vsldoi's shift sits where VRC would.
def VSLDOI : VAForm<44, (outs vrrc:$VRT), (ins vrrc:$VRA, vrrc:$VRB, u4imm:$VRC), "vsldoi $VRT, $VRA, $VRB, $VRC">;

multiclass VXCompare<bits<10> xo, string mnemonic> {
  def NAME : VCForm<xo, 0, (outs vrrc:$VRT), (ins vrrc:$VRA, vrrc:$VRB), mnemonic # " $VRT, $VRA, $VRB">;
  let Defs = [CR6] in
  def _rec : VCForm<xo, 1, (outs vrrc:$VRT), (ins vrrc:$VRA, vrrc:$VRB), mnemonic # ". $VRT, $VRA, $VRB">;
}
defm VCMPEQUW : VXCompare<134, "vcmpequw">;
defm VCMPGTSW : VXCompare<902, "vcmpgtsw">;

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

//===-- VSX loads, stores and moves ----------------------------------------===//

class VSXLoad<bits<10> xo, string mnemonic, RegisterOperand rc = vsrc>
    : XX1Form<31, xo, (outs rc:$XT), (ins gprc:$RA, gprc:$RB), mnemonic # " $XT, $RA, $RB"> {
  let mayLoad = 1;
}
class VSXStore<bits<10> xo, string mnemonic, RegisterOperand rc = vsrc>
    : XX1Form<31, xo, (outs), (ins rc:$XT, gprc:$RA, gprc:$RB), mnemonic # " $XT, $RA, $RB"> {
  let mayStore = 1;
}

def LXSDX   : VSXLoad<588, "lxsdx">;
def LXVD2X  : VSXLoad<844, "lxvd2x">;
def LXVDSX  : VSXLoad<332, "lxvdsx">;
def LXVW4X  : VSXLoad<780, "lxvw4x">;
def LXVX    : VSXLoad<268, "lxvx">;
def STXSDX  : VSXStore<716, "stxsdx">;
def STXVD2X : VSXStore<972, "stxvd2x">;
def STXVW4X : VSXStore<908, "stxvw4x">;
def STXVX   : VSXStore<396, "stxvx">;

// Moves between GPRs and VSX registers (RB zero). For VSX registers 0-31,
// which hold the FPRs, llvm-mc prints the FPR spellings.
def MTVSRD  : XX1Form<31, 179, (outs vsrc:$XT), (ins g8rc:$RA), "mtvsrd $XT, $RA"> { let RB = 0; }
def MTVSRWZ : XX1Form<31, 243, (outs vsrc:$XT), (ins gprc:$RA), "mtvsrwz $XT, $RA"> { let RB = 0; }
def MFVSRD  : XX1Form<31, 51, (outs g8rc:$RA), (ins vsrc:$XT), "mfvsrd $RA, $XT"> { let RB = 0; }
def MFVSRWZ : XX1Form<31, 115, (outs gprc:$RA), (ins vsrc:$XT), "mfvsrwz $RA, $XT"> { let RB = 0; }
def : InstAlias<"mtfprd\t$XT, $RA", (MTVSRD vsfrc:$XT, g8rc:$RA)>;
def : InstAlias<"mtfprwz\t$XT, $RA", (MTVSRWZ vsfrc:$XT, gprc:$RA)>;
def : InstAlias<"mffprd\t$RA, $XT", (MFVSRD g8rc:$RA, vsfrc:$XT)>;
def : InstAlias<"mffprwz\t$RA, $XT", (MFVSRWZ gprc:$RA, vsfrc:$XT)>;

//===-- VSX arithmetic and logic -------------------------------------------===//

class XX3Binary<bits<8> xo, string mnemonic>
    : XX3Form<60, xo, (outs vsrc:$XT), (ins vsrc:$XA, vsrc:$XB), mnemonic # " $XT, $XA, $XB">;

def XSADDDP : XX3Binary<32, "xsadddp">;
def XVADDDP : XX3Binary<96, "xvadddp">;
def XVMULDP : XX3Binary<112, "xvmuldp">;
def XXLAND  : XX3Binary<130, "xxland">;
def XXLANDC : XX3Binary<138, "xxlandc">;
def XXLOR   : XX3Binary<146, "xxlor">;
def XXLXOR  : XX3Binary<154, "xxlxor">;
def XXLNOR  : XX3Binary<162, "xxlnor">;
def XXLORC  : XX3Binary<170, "xxlorc">;
def XXLNAND : XX3Binary<178, "xxlnand">;
def XXLEQV  : XX3Binary<186, "xxleqv">;
def XXMRGHW : XX3Binary<18, "xxmrghw">;
def XXMRGLW : XX3Binary<50, "xxmrglw">;

// xsmaddadp adds to its target.
def XSMADDADP : XX3Form<60, 33, (outs vsrc:$XT), (ins vsrc:$XTi, vsrc:$XA, vsrc:$XB), "xsmaddadp $XT, $XA, $XB"> {
  let Constraints = "$XTi = $XT";
}

// xscmpudp BF, XA, XB.
def XSCMPUDP : PPCInst<60, (outs crrc:$BF), (ins vsrc:$XA, vsrc:$XB), "xscmpudp $BF, $XA, $XB"> {
  bits<3> BF;
  bits<6> XA;
  bits<6> XB;
  let Inst{25-23} = BF;
  let Inst{22-21} = 0;
  let Inst{20-16} = XA{4-0};
  let Inst{15-11} = XB{4-0};
  let Inst{10-3} = 35;
  let Inst{2} = XA{5};
  let Inst{1} = XB{5};
  let Inst{0} = 0;
  let isCompare = 1;
}

// The vector compares with an Rc bit (CR6).
class XX3Compare<bits<7> xo, bit rc, string mnemonic>
    : XX3Form<60, 0, (outs vsrc:$XT), (ins vsrc:$XA, vsrc:$XB), mnemonic # " $XT, $XA, $XB"> {
  let Inst{10} = rc;
  let Inst{9-3} = xo;
}
def XVCMPEQDP : XX3Compare<99, 0, "xvcmpeqdp">;
let Defs = [CR6] in
def XVCMPEQDP_rec : XX3Compare<99, 1, "xvcmpeqdp.">;

// xxpermdi and xxsldwi: a 2-bit immediate in bits 9-8.
class XX3Imm<bits<5> xo, string mnemonic>
    : XX3Form<60, 0, (outs vsrc:$XT), (ins vsrc:$XA, vsrc:$XB, u2imm:$IMM), mnemonic # " $XT, $XA, $XB, $IMM"> {
  bits<2> IMM;
  let Inst{10} = 0;
  let Inst{9-8} = IMM;
  let Inst{7-3} = xo;
}
def XXPERMDI : XX3Imm<10, "xxpermdi">;
def XXSLDWI  : XX3Imm<2, "xxsldwi">;

// xxpermdi's named selections; when both sources are one register, the
// splat and swap spellings win.
def : InstAlias<"xxspltd\t$XT, $XA, 0", (XXPERMDI vsrc:$XT, vsrc:$XA, vsrc:$XA, 0), 3>;
def : InstAlias<"xxspltd\t$XT, $XA, 1", (XXPERMDI vsrc:$XT, vsrc:$XA, vsrc:$XA, 3), 3>;
def : InstAlias<"xxswapd\t$XT, $XA", (XXPERMDI vsrc:$XT, vsrc:$XA, vsrc:$XA, 2), 3>;
def : InstAlias<"xxmrghd\t$XT, $XA, $XB", (XXPERMDI vsrc:$XT, vsrc:$XA, vsrc:$XB, 0)>;
def : InstAlias<"xxmrgld\t$XT, $XA, $XB", (XXPERMDI vsrc:$XT, vsrc:$XA, vsrc:$XB, 3)>;

// xxspltw XT, XB, UIM (XX2 form).
def XXSPLTW : PPCInst<60, (outs vsrc:$XT), (ins vsrc:$XB, u2imm:$UIM), "xxspltw $XT, $XB, $UIM"> {
  bits<6> XT;
  bits<6> XB;
  bits<2> UIM;
  let Inst{25-21} = XT{4-0};
  let Inst{20-18} = 0;
  let Inst{17-16} = UIM;
  let Inst{15-11} = XB{4-0};
  let Inst{10-2} = 164;
  let Inst{1} = XB{5};
  let Inst{0} = XT{5};
}

// xxsel XT, XA, XB, XC (XX4 form).
def XXSEL : PPCInst<60, (outs vsrc:$XT), (ins vsrc:$XA, vsrc:$XB, vsrc:$XC), "xxsel $XT, $XA, $XB, $XC"> {
  bits<6> XT;
  bits<6> XA;
  bits<6> XB;
  bits<6> XC;
  let Inst{25-21} = XT{4-0};
  let Inst{20-16} = XA{4-0};
  let Inst{15-11} = XB{4-0};
  let Inst{10-6} = XC{4-0};
  let Inst{5-4} = 3;
  let Inst{3} = XC{5};
  let Inst{2} = XA{5};
  let Inst{1} = XB{5};
  let Inst{0} = XT{5};
}
