//===- PPCInstrFP.td - PowerPC64 floating point for tdc -------------------===//
//
// Scalar floating point: double-precision operations have primary opcode
// 63, single-precision ones 59; loads and stores; the FPSCR moves.
//
//===----------------------------------------------------------------------===//

let mayRaiseFPException = 1 in {

// FRT, FRA, FRB (FRC zero): add, sub, div.
// `pattern` is the plain form's selection pattern.
multiclass FPBinary<bits<6> opcode, bits<5> xo, string mnemonic, RegisterOperand rc, list<dag> pattern = []> {
  let FRC = 0 in {
    def NAME : AForm<opcode, xo, 0, (outs rc:$FRT), (ins rc:$FRA, rc:$FRB), mnemonic # " $FRT, $FRA, $FRB"> {
      let Pattern = pattern;
    }
    let Defs = [CR1] in
    def _rec : AForm<opcode, xo, 1, (outs rc:$FRT), (ins rc:$FRA, rc:$FRB), mnemonic # ". $FRT, $FRA, $FRB">;
  }
}

// FRT, FRA, FRC (FRB zero): mul.
multiclass FPMul<bits<6> opcode, string mnemonic, RegisterOperand rc> {
  let FRB = 0 in {
    def NAME : AForm<opcode, 25, 0, (outs rc:$FRT), (ins rc:$FRA, rc:$FRC), mnemonic # " $FRT, $FRA, $FRC">;
    let Defs = [CR1] in
    def _rec : AForm<opcode, 25, 1, (outs rc:$FRT), (ins rc:$FRA, rc:$FRC), mnemonic # ". $FRT, $FRA, $FRC">;
  }
}

// FRT, FRA, FRC, FRB: the fused multiply-adds and fsel.
multiclass FPTernary<bits<6> opcode, bits<5> xo, string mnemonic, RegisterOperand rc, list<dag> pattern = []> {
  def NAME : AForm<opcode, xo, 0, (outs rc:$FRT), (ins rc:$FRA, rc:$FRC, rc:$FRB), mnemonic # " $FRT, $FRA, $FRC, $FRB"> {
    let Pattern = pattern;
  }
  let Defs = [CR1] in
  def _rec : AForm<opcode, xo, 1, (outs rc:$FRT), (ins rc:$FRA, rc:$FRC, rc:$FRB), mnemonic # ". $FRT, $FRA, $FRC, $FRB">;
}

// FRT, FRB in the A form (FRA and FRC zero): sqrt and the estimates.
multiclass FPUnaryA<bits<6> opcode, bits<5> xo, string mnemonic, RegisterOperand rc> {
  let FRA = 0, FRC = 0 in {
    def NAME : AForm<opcode, xo, 0, (outs rc:$FRT), (ins rc:$FRB), mnemonic # " $FRT, $FRB">;
    let Defs = [CR1] in
    def _rec : AForm<opcode, xo, 1, (outs rc:$FRT), (ins rc:$FRB), mnemonic # ". $FRT, $FRB">;
  }
}

defm FADD   : FPBinary<63, 21, "fadd", f8rc>;
// The CodeGenerator document's example: fadds, and fmadds for an add of
// a product (either way round: fadd is commutative). No types are
// written; the register classes give them.
defm FADDS  : FPBinary<59, 21, "fadds", f4rc, [(set F4RC:$FRT, (fadd F4RC:$FRA, F4RC:$FRB))]>;
defm FSUB   : FPBinary<63, 20, "fsub", f8rc>;
defm FSUBS  : FPBinary<59, 20, "fsubs", f4rc>;
defm FDIV   : FPBinary<63, 18, "fdiv", f8rc>;
defm FDIVS  : FPBinary<59, 18, "fdivs", f4rc>;
defm FMUL   : FPMul<63, "fmul", f8rc>;
defm FMULS  : FPMul<59, "fmuls", f4rc>;
defm FMADD  : FPTernary<63, 29, "fmadd", f8rc>;
// fmadds rounds once: an add of a product (rounded twice) is not one, so
// only fma selects it (PPCSelection.td).
defm FMADDS : FPTernary<59, 29, "fmadds", f4rc>;
defm FMSUB  : FPTernary<63, 28, "fmsub", f8rc>;
defm FMSUBS : FPTernary<59, 28, "fmsubs", f4rc>;
defm FNMADD  : FPTernary<63, 31, "fnmadd", f8rc>;
defm FNMADDS : FPTernary<59, 31, "fnmadds", f4rc>;
defm FNMSUB  : FPTernary<63, 30, "fnmsub", f8rc>;
defm FNMSUBS : FPTernary<59, 30, "fnmsubs", f4rc>;
defm FSEL   : FPTernary<63, 23, "fsel", f8rc>;
defm FSQRT  : FPUnaryA<63, 22, "fsqrt", f8rc>;
defm FSQRTS : FPUnaryA<59, 22, "fsqrts", f4rc>;
defm FRE    : FPUnaryA<63, 24, "fre", f8rc>;
defm FRES   : FPUnaryA<59, 24, "fres", f4rc>;
defm FRSQRTE  : FPUnaryA<63, 26, "frsqrte", f8rc>;
defm FRSQRTES : FPUnaryA<59, 26, "frsqrtes", f4rc>;

}

// X-form FP: FRT 0 FRB (moves, rounding, conversions) or FRT FRA FRB.
class FPXForm<bits<6> opcode, bits<10> xo, bit rc, dag outs, dag ins, string asm>
    : XForm<opcode, xo, rc, outs, ins, asm> {
  bits<5> FRT;
  bits<5> FRA;
  bits<5> FRB;
  let Inst{25-21} = FRT;
  let Inst{20-16} = FRA;
  let Inst{15-11} = FRB;
}

multiclass FPUnaryX<bits<6> opcode, bits<10> xo, string mnemonic, RegisterOperand dst, RegisterOperand src> {
  let FRA = 0 in {
    def NAME : FPXForm<opcode, xo, 0, (outs dst:$FRT), (ins src:$FRB), mnemonic # " $FRT, $FRB">;
    let Defs = [CR1] in
    def _rec : FPXForm<opcode, xo, 1, (outs dst:$FRT), (ins src:$FRB), mnemonic # ". $FRT, $FRB">;
  }
}

defm FMR     : FPUnaryX<63, 72, "fmr", f8rc, f8rc>;
defm FNEG    : FPUnaryX<63, 40, "fneg", f8rc, f8rc>;
defm FABS    : FPUnaryX<63, 264, "fabs", f8rc, f8rc>;
defm FNABS   : FPUnaryX<63, 136, "fnabs", f8rc, f8rc>;
defm FRSP    : FPUnaryX<63, 12, "frsp", f4rc, f8rc>;
defm FRIN    : FPUnaryX<63, 392, "frin", f8rc, f8rc>;
defm FRIZ    : FPUnaryX<63, 424, "friz", f8rc, f8rc>;
defm FRIP    : FPUnaryX<63, 456, "frip", f8rc, f8rc>;
defm FRIM    : FPUnaryX<63, 488, "frim", f8rc, f8rc>;
defm FCTIW   : FPUnaryX<63, 14, "fctiw", f8rc, f8rc>;
defm FCTIWZ  : FPUnaryX<63, 15, "fctiwz", f8rc, f8rc>;
defm FCTIWU  : FPUnaryX<63, 142, "fctiwu", f8rc, f8rc>;
defm FCTIWUZ : FPUnaryX<63, 143, "fctiwuz", f8rc, f8rc>;
defm FCTID   : FPUnaryX<63, 814, "fctid", f8rc, f8rc>;
defm FCTIDZ  : FPUnaryX<63, 815, "fctidz", f8rc, f8rc>;
defm FCTIDU  : FPUnaryX<63, 942, "fctidu", f8rc, f8rc>;
defm FCTIDUZ : FPUnaryX<63, 943, "fctiduz", f8rc, f8rc>;
defm FCFID   : FPUnaryX<63, 846, "fcfid", f8rc, f8rc>;
defm FCFIDU  : FPUnaryX<63, 974, "fcfidu", f8rc, f8rc>;
defm FCFIDS  : FPUnaryX<59, 846, "fcfids", f4rc, f8rc>;
defm FCFIDUS : FPUnaryX<59, 974, "fcfidus", f4rc, f8rc>;

def FCPSGN : FPXForm<63, 8, 0, (outs f8rc:$FRT), (ins f8rc:$FRA, f8rc:$FRB), "fcpsgn $FRT, $FRA, $FRB">;
let Defs = [CR1] in
def FCPSGN_rec : FPXForm<63, 8, 1, (outs f8rc:$FRT), (ins f8rc:$FRA, f8rc:$FRB), "fcpsgn. $FRT, $FRA, $FRB">;

// Compares: BF 00 FRA FRB.
class FPCompare<bits<10> xo, string mnemonic>
    : XForm<63, xo, 0, (outs crrc:$BF), (ins f8rc:$FRA, f8rc:$FRB), mnemonic # " $BF, $FRA, $FRB"> {
  bits<3> BF;
  bits<5> FRA;
  bits<5> FRB;
  let Inst{25-23} = BF;
  let Inst{22-21} = 0;
  let Inst{20-16} = FRA;
  let Inst{15-11} = FRB;
  let isCompare = 1;
}
def FCMPU : FPCompare<0, "fcmpu">;
def FCMPO : FPCompare<32, "fcmpo">;

//===-- The FPSCR ----------------------------------------------------------===//

let hasSideEffects = 1 in {

def MFFS : FPXForm<63, 583, 0, (outs f8rc:$FRT), (ins), "mffs $FRT"> {
  let FRA = 0;
  let FRB = 0;
}
let Defs = [CR1] in
def MFFS_rec : FPXForm<63, 583, 1, (outs f8rc:$FRT), (ins), "mffs. $FRT"> {
  let FRA = 0;
  let FRB = 0;
}

// mtfsf FLM, FRB, L, W (XFL form); without L and W (both 0) llvm-mc
// prints the two-operand spelling.
class MTFSFForm<bit rc> : XNamed<63, 711, rc, (outs), (ins u8imm:$FLM, f8rc:$B, u1imm:$L, u1imm:$W), "$FLM, $B, $L, $W"> {
  bits<8> FLM;
  bits<1> L;
  bits<1> W;
  let Inst{25} = L;
  let Inst{24-17} = FLM;
  let Inst{16} = W;
  let Mnemonic = "mtfsf" # !if(rc, ".", "");
}
def MTFSF : MTFSFForm<0>;
let Defs = [CR1] in
def MTFSF_rec : MTFSFForm<1>;

// mtfsfi BF, U, W (W = 0: the two-operand spelling).
class MTFSFIForm<bit rc> : XNamed<63, 134, rc, (outs), (ins u3imm:$BF, u4imm:$U, u1imm:$W), "$BF, $U, $W"> {
  bits<3> BF;
  bits<4> U;
  bits<1> W;
  let T = {BF, 0b00};
  let A = {0b0000, W};
  let B = {U, 0b0};
  let Mnemonic = "mtfsfi" # !if(rc, ".", "");
}
def MTFSFI : MTFSFIForm<0>;
let Defs = [CR1] in
def MTFSFI_rec : MTFSFIForm<1>;

// The FPSCR control moves of ISA 3.0: mffs with a sub-opcode in A.
class MFFSForm<bits<5> eo, dag ins, string ops> : XNamed<63, 583, 0, (outs f8rc:$T), ins, ops> {
  let A = eo;
}
def MFFSCE : MFFSForm<0b00001, (ins), "$T"> {
  let B = 0;
}
def MFFSCDRN : MFFSForm<0b10100, (ins f8rc:$B), "$T, $B">;
def MFFSCDRNI : MFFSForm<0b10101, (ins u3imm:$DRM), "$T, $DRM"> {
  bits<3> DRM;
  let B = {0b00, DRM};
}
def MFFSCRN : MFFSForm<0b10110, (ins f8rc:$B), "$T, $B">;
def MFFSCRNI : MFFSForm<0b10111, (ins u2imm:$RM), "$T, $RM"> {
  bits<2> RM;
  let B = {0b000, RM};
}
def MFFSL : MFFSForm<0b11000, (ins), "$T"> {
  let B = 0;
}

// Test for software divide and square root: BF, FRA, FRB and BF, FRB.
def FTDIV : XNamed<63, 128, 0, (outs crrc:$BF), (ins f8rc:$A, f8rc:$B), "$BF, $A, $B"> {
  bits<3> BF;
  let T = {BF, 0b00};
  let isCompare = 1;
}
def FTSQRT : XNamed<63, 160, 0, (outs crrc:$BF), (ins f8rc:$B), "$BF, $B"> {
  bits<3> BF;
  let T = {BF, 0b00};
  let A = 0;
  let isCompare = 1;
}

// mtfsb0/mtfsb1 BT.
class MTFSBForm<bits<10> xo, string mnemonic> : XForm<63, xo, 0, (outs), (ins u5imm:$BT), mnemonic # " $BT"> {
  bits<5> BT;
  let Inst{25-21} = BT;
  let Inst{20-11} = 0;
}
def MTFSB0 : MTFSBForm<70, "mtfsb0">;
def MTFSB1 : MTFSBForm<38, "mtfsb1">;

// mcrfs BF, BFA.
def MCRFS : XForm<63, 64, 0, (outs crrc:$BF), (ins u3imm:$BFA), "mcrfs $BF, $BFA"> {
  bits<3> BF;
  bits<3> BFA;
  let Inst{25-23} = BF;
  let Inst{22-21} = 0;
  let Inst{20-18} = BFA;
  let Inst{17-11} = 0;
}

}

// The spellings without L and W.
def : InstAlias<"mtfsf\t$FLM, $B", (MTFSF u8imm:$FLM, f8rc:$B, 0, 0)>;
def : InstAlias<"mtfsf.\t$FLM, $B", (MTFSF_rec u8imm:$FLM, f8rc:$B, 0, 0)>;
def : InstAlias<"mtfsfi\t$BF, $U", (MTFSFI u3imm:$BF, u4imm:$U, 0)>;
def : InstAlias<"mtfsfi.\t$BF, $U", (MTFSFI_rec u3imm:$BF, u4imm:$U, 0)>;

//===-- Loads and stores ---------------------------------------------------===//

def LFS   : LoadD<48, "lfs", f4rc>;
def LFSU  : LoadD<49, "lfsu", f4rc>;
def LFD   : LoadD<50, "lfd", f8rc>;
def LFDU  : LoadD<51, "lfdu", f8rc>;
def STFS  : StoreD<52, "stfs", f4rc>;
def STFSU : StoreD<53, "stfsu", f4rc>;
def STFD  : StoreD<54, "stfd", f8rc>;
def STFDU : StoreD<55, "stfdu", f8rc>;

def LFSX   : LoadX<535, "lfsx", f4rc>;
def LFSUX  : LoadX<567, "lfsux", f4rc>;
def LFDX   : LoadX<599, "lfdx", f8rc>;
def LFDUX  : LoadX<631, "lfdux", f8rc>;
def LFIWAX : LoadX<855, "lfiwax", f8rc>;
def LFIWZX : LoadX<887, "lfiwzx", f8rc>;
def STFSX  : StoreX<663, "stfsx", f4rc>;
def STFSUX : StoreX<695, "stfsux", f4rc>;
def STFDX  : StoreX<727, "stfdx", f8rc>;
def STFDUX : StoreX<759, "stfdux", f8rc>;
def STFIWX : StoreX<983, "stfiwx", f8rc>;
