//===- PPCInstrSPE.td - PowerPC signal-processing engine for tdc ----------===//
//
// The SPE of the e500 cores, which llvm-mc accepts for powerpc64le too:
// vector integer and fixed-point operations on 64-bit GPRs (ev*), scalar
// single- and double-precision floating point in GPRs (efs*, efd*) and
// brinc. All are opcode 4 with an 11-bit XO in the low bits (EVX form),
// like VX. evfsctuf and evfsctuiz are missing too: llvm-mc 19 spells them
// evfsctsf and evfsctsiz, which assemble as those. `evsel` is not here: llvm-mc 19's syntax for it starts with a
// literal token `crD` that its parser never produces, so no line
// assembles (tests/powerpc/README.md lists it).
//
//===----------------------------------------------------------------------===//

// rD, rA, rB (64-bit views, or 32-bit ones for the single-precision forms).
class EV_TAB<bits<11> xo, RegisterOperand rc = g8rc, RegisterOperand src = rc>
    : VXNamed<xo, (outs rc:$T), (ins src:$A, src:$B), "$T, $A, $B">;
// rD, rA.
class EV_TA<bits<11> xo, RegisterOperand rc = g8rc> : VXNamed<xo, (outs rc:$T), (ins rc:$A), "$T, $A"> {
  let B = 0;
}
// rD, rB (conversions).
class EV_TB<bits<11> xo, RegisterOperand t = g8rc, RegisterOperand b = t> : VXNamed<xo, (outs t:$T), (ins b:$B), "$T, $B"> {
  let A = 0;
}
// crD, rA, rB: compares and tests.
class EV_Field<bits<11> xo, RegisterOperand rc = g8rc> : VXNamed<xo, (outs crrc:$BF), (ins rc:$A, rc:$B), "$BF, $A, $B"> {
  bits<3> BF;
  let T{4-2} = BF;
  let T{1-0} = 0;
  let isCompare = 1;
}
// rD, rA, UIMM.
class EV_TAU<bits<11> xo> : VXNamed<xo, (outs g8rc:$T), (ins g8rc:$A, u5imm:$B), "$T, $A, $B">;

// SPE shares opcode 4 with the vector facility: its encodings are
// another decoder's.
let DecoderNamespace = "SPE" in {

def BRINC : EV_TAB<527, gprc>;

//===-- Double precision in a 64-bit GPR (efd*) -----------------------------===//

def EFDADD : EV_TAB<736>;
def EFDSUB : EV_TAB<737>;
def EFDMUL : EV_TAB<744>;
def EFDDIV : EV_TAB<745>;
def EFDABS  : EV_TA<740>;
def EFDNABS : EV_TA<741>;
def EFDNEG  : EV_TA<742>;
def EFDCMPGT : EV_Field<748>;
def EFDCMPLT : EV_Field<749>;
def EFDCMPEQ : EV_Field<750>;
def EFDTSTGT : EV_Field<764>;
def EFDTSTLT : EV_Field<765>;
def EFDTSTEQ : EV_Field<766>;
def EFDCFUID  : EV_TB<738, g8rc, gprc>;
def EFDCFSID  : EV_TB<739, g8rc, gprc>;
def EFDCTUIDZ : EV_TB<746, gprc, g8rc>;
def EFDCTSIDZ : EV_TB<747, gprc, g8rc>;
def EFDCFS    : EV_TB<751, g8rc, gprc>;
def EFDCFUI   : EV_TB<752, g8rc, gprc>;
def EFDCFSI   : EV_TB<753, g8rc, gprc>;
def EFDCFUF   : EV_TB<754, g8rc, gprc>;
def EFDCFSF   : EV_TB<755, g8rc, gprc>;
def EFDCTUI   : EV_TB<756, gprc, g8rc>;
def EFDCTSI   : EV_TB<757, gprc, g8rc>;
def EFDCTUF   : EV_TB<758, g8rc, gprc>;
def EFDCTSF   : EV_TB<759, g8rc, gprc>;
def EFDCTUIZ  : EV_TB<760, gprc, g8rc>;
def EFDCTSIZ  : EV_TB<762, gprc, g8rc>;

//===-- Single precision in a GPR (efs*) ------------------------------------===//

def EFSADD : EV_TAB<704, gprc>;
def EFSSUB : EV_TAB<705, gprc>;
def EFSMUL : EV_TAB<712, gprc>;
def EFSDIV : EV_TAB<713, gprc>;
def EFSABS  : EV_TA<708, gprc>;
def EFSNABS : EV_TA<709, gprc>;
def EFSNEG  : EV_TA<710, gprc>;
def EFSCMPGT : EV_Field<716, gprc>;
def EFSCMPLT : EV_Field<717, gprc>;
def EFSCMPEQ : EV_Field<718, gprc>;
def EFSTSTGT : EV_Field<732>;
def EFSTSTLT : EV_Field<733>;
def EFSTSTEQ : EV_Field<734>;
def EFSCFD   : EV_TB<719, gprc, g8rc>;
def EFSCFUI  : EV_TB<720, gprc>;
def EFSCFSI  : EV_TB<721, gprc>;
def EFSCFUF  : EV_TB<722, gprc>;
def EFSCFSF  : EV_TB<723, gprc>;
def EFSCTUI  : EV_TB<724, gprc>;
def EFSCTSI  : EV_TB<725, gprc>;
def EFSCTUF  : EV_TB<726, g8rc, gprc>;
def EFSCTSF  : EV_TB<727, gprc>;
def EFSCTUIZ : EV_TB<728, gprc>;
def EFSCTSIZ : EV_TB<730, gprc>;

//===-- Vector single precision (evfs*) -------------------------------------===//

def EVFSADD : EV_TAB<640>;
def EVFSSUB : EV_TAB<641>;
def EVFSMUL : EV_TAB<648>;
def EVFSDIV : EV_TAB<649>;
def EVFSABS  : EV_TA<644>;
def EVFSNABS : EV_TA<645>;
def EVFSNEG  : EV_TA<646>;
def EVFSCMPGT : EV_Field<652>;
def EVFSCMPLT : EV_Field<653>;
def EVFSCMPEQ : EV_Field<654>;
def EVFSTSTGT : EV_Field<668>;
def EVFSTSTLT : EV_Field<669>;
def EVFSTSTEQ : EV_Field<670>;
def EVFSCFUI  : EV_TB<650>;
def EVFSCFSI  : EV_TB<657>;
def EVFSCFUF  : EV_TB<658>;
def EVFSCFSF  : EV_TB<659>;
def EVFSCTUI  : EV_TB<660>;
def EVFSCTSI  : EV_TB<661>;
def EVFSCTSF  : EV_TB<663>;
def EVFSCTSIZ : EV_TB<666>;

//===-- Vector integer ------------------------------------------------------===//

def EVADDW  : EV_TAB<512>;
def EVSUBFW : EV_TAB<516>;
def EVAND   : EV_TAB<529>;
def EVANDC  : EV_TAB<530>;
def EVXOR   : EV_TAB<534>;
def EVOR    : EV_TAB<535>;
def EVNOR   : EV_TAB<536>;
def EVEQV   : EV_TAB<537>;
def EVORC   : EV_TAB<539>;
def EVNAND  : EV_TAB<542>;
def EVSRWU  : EV_TAB<544>;
def EVSRWS  : EV_TAB<545>;
def EVSLW   : EV_TAB<548>;
def EVRLW   : EV_TAB<552>;
def EVMERGEHI   : EV_TAB<556>;
def EVMERGELO   : EV_TAB<557, g8rc, gprc>;
def EVMERGEHILO : EV_TAB<558>;
def EVMERGELOHI : EV_TAB<559>;
def EVDIVWS : EV_TAB<1222>;
def EVDIVWU : EV_TAB<1223>;

def EVABS    : EV_TA<520>;
def EVNEG    : EV_TA<521>;
def EVEXTSB  : EV_TA<522>;
def EVEXTSH  : EV_TA<523>;
def EVRNDW   : EV_TA<524>;
def EVCNTLZW : EV_TA<525>;
def EVCNTLSW : EV_TA<526>;
def EVMRA    : EV_TA<1220>;
def EVADDUSIAAW  : EV_TA<1216>;
def EVADDSSIAAW  : EV_TA<1217>;
def EVSUBFUSIAAW : EV_TA<1218>;
def EVSUBFSSIAAW : EV_TA<1219>;
def EVADDUMIAAW  : EV_TA<1224>;
def EVADDSMIAAW  : EV_TA<1225>;
def EVSUBFUMIAAW : EV_TA<1226>;
def EVSUBFSMIAAW : EV_TA<1227>;

def EVCMPGTU : EV_Field<560>;
def EVCMPGTS : EV_Field<561>;
def EVCMPLTU : EV_Field<562>;
def EVCMPLTS : EV_Field<563>;
def EVCMPEQ  : EV_Field<564>;

// Immediates: evaddiw writes the immediate before the register, evsubifw
// first.
def EVADDIW : VXNamed<514, (outs g8rc:$T), (ins g8rc:$A, u5imm:$B), "$T, $B, $A">;
def EVSUBIFW : VXNamed<518, (outs g8rc:$T), (ins u5imm:$A, g8rc:$B), "$T, $A, $B">;
def EVSRWIU : EV_TAU<546>;
def EVSRWIS : EV_TAU<547>;
def EVSLWI  : EV_TAU<550>;
def EVRLWI  : EV_TAU<554>;
class EV_Splat<bits<11> xo> : VXNamed<xo, (outs g8rc:$T), (ins s5imm:$A), "$T, $A"> {
  let B = 0;
}
def EVSPLATI  : EV_Splat<553>;
def EVSPLATFI : EV_Splat<555>;

// Multiplies: halfwords (evmh*) and words (evmw*), even or odd, signed or
// unsigned, modulo, fractional or saturating, with or without the
// accumulator.
def EVMHESSF : EV_TAB<1027>; def EVMHEUMI : EV_TAB<1032>; def EVMHESMI : EV_TAB<1033>;
def EVMHESMF : EV_TAB<1035>; def EVMHOSSF : EV_TAB<1031>; def EVMHOUMI : EV_TAB<1036>;
def EVMHOSMI : EV_TAB<1037>; def EVMHOSMF : EV_TAB<1039>; def EVMHESSFA : EV_TAB<1059>;
def EVMHEUMIA : EV_TAB<1064>; def EVMHESMIA : EV_TAB<1065>; def EVMHESMFA : EV_TAB<1067>;
def EVMHOSSFA : EV_TAB<1063>; def EVMHOUMIA : EV_TAB<1068>; def EVMHOSMIA : EV_TAB<1069>;
def EVMHOSMFA : EV_TAB<1071>; def EVMWHSSF : EV_TAB<1095>; def EVMWLUMI : EV_TAB<1096>;
def EVMWHUMI : EV_TAB<1100>; def EVMWHSMI : EV_TAB<1101>; def EVMWHSMF : EV_TAB<1103>;
def EVMWSSF : EV_TAB<1107>; def EVMWUMI : EV_TAB<1112>; def EVMWSMI : EV_TAB<1113>;
def EVMWSMF : EV_TAB<1115>; def EVMWHSSFA : EV_TAB<1127>; def EVMWLUMIA : EV_TAB<1128>;
def EVMWHUMIA : EV_TAB<1132>; def EVMWHSMIA : EV_TAB<1133>; def EVMWHSMFA : EV_TAB<1135>; def EVMWSSFA : EV_TAB<1139>;
def EVMWUMIA : EV_TAB<1144>; def EVMWSMIA : EV_TAB<1145>; def EVMWSMFA : EV_TAB<1147>;
def EVMHEUSIAAW : EV_TAB<1280>; def EVMHESSIAAW : EV_TAB<1281>; def EVMHESSFAAW : EV_TAB<1283>;
def EVMHOUSIAAW : EV_TAB<1284>; def EVMHOSSIAAW : EV_TAB<1285>; def EVMHOSSFAAW : EV_TAB<1287>;
def EVMHEUMIAAW : EV_TAB<1288>; def EVMHESMIAAW : EV_TAB<1289>; def EVMHESMFAAW : EV_TAB<1291>;
def EVMHOUMIAAW : EV_TAB<1292>; def EVMHOSMIAAW : EV_TAB<1293>; def EVMHOSMFAAW : EV_TAB<1295>;
def EVMHEGUMIAA : EV_TAB<1320>; def EVMHEGSMIAA : EV_TAB<1321>; def EVMHEGSMFAA : EV_TAB<1323>;
def EVMHOGUMIAA : EV_TAB<1324>; def EVMHOGSMIAA : EV_TAB<1325>; def EVMHOGSMFAA : EV_TAB<1327>;
def EVMWLUSIAAW : EV_TAB<1344>; def EVMWLSSIAAW : EV_TAB<1345>; def EVMWLUMIAAW : EV_TAB<1352>;
def EVMWLSMIAAW : EV_TAB<1353>; def EVMWSSFAA : EV_TAB<1363>; def EVMWUMIAA : EV_TAB<1368>;
def EVMWSMIAA : EV_TAB<1369>; def EVMWSMFAA : EV_TAB<1371>; def EVMHEUSIANW : EV_TAB<1408>;
def EVMHESSIANW : EV_TAB<1409>; def EVMHESSFANW : EV_TAB<1411>; def EVMHOUSIANW : EV_TAB<1412>;
def EVMHOSSIANW : EV_TAB<1413>; def EVMHOSSFANW : EV_TAB<1415>; def EVMHEUMIANW : EV_TAB<1416>;
def EVMHESMIANW : EV_TAB<1417>; def EVMHESMFANW : EV_TAB<1419>; def EVMHOUMIANW : EV_TAB<1420>;
def EVMHOSMIANW : EV_TAB<1421>; def EVMHOSMFANW : EV_TAB<1423>; def EVMHEGUMIAN : EV_TAB<1448>;
def EVMHEGSMIAN : EV_TAB<1449>; def EVMHEGSMFAN : EV_TAB<1451>; def EVMHOGUMIAN : EV_TAB<1452>;
def EVMHOGSMIAN : EV_TAB<1453>; def EVMHOGSMFAN : EV_TAB<1455>; def EVMWLUSIANW : EV_TAB<1472>;
def EVMWLSSIANW : EV_TAB<1473>; def EVMWLUMIANW : EV_TAB<1480>; def EVMWLSMIANW : EV_TAB<1481>;
def EVMWSSFAN : EV_TAB<1491>; def EVMWUMIAN : EV_TAB<1496>; def EVMWSMIAN : EV_TAB<1497>;
def EVMWSMFAN : EV_TAB<1499>;

//===-- Loads and stores ----------------------------------------------------===//

// d(rA) with a 5-bit field holding d divided by 2, 4 or 8.
class EV_Mem<bits<11> xo, dag outs, dag ins> : PPCNamed<4, outs, ins, "$T, $addr"> {
  bits<5> T;
  bits<8> addr_disp;
  bits<5> addr_base;
  let Inst{25-21} = T;
  let Inst{20-16} = addr_base;
  let Inst{10-0} = xo;
}
class EV_Load<bits<11> xo, Operand mem, int scale> : EV_Mem<xo, (outs g8rc:$T), (ins mem:$addr)> {
  let Inst{15-11} = !cond(!eq(scale, 1) : addr_disp{5-1}, !eq(scale, 2) : addr_disp{6-2}, true : addr_disp{7-3});
  let mayLoad = 1;
}
class EV_Store<bits<11> xo, Operand mem, int scale> : EV_Mem<xo, (outs), (ins g8rc:$T, mem:$addr)> {
  let Inst{15-11} = !cond(!eq(scale, 1) : addr_disp{5-1}, !eq(scale, 2) : addr_disp{6-2}, true : addr_disp{7-3});
  let mayStore = 1;
}
class EV_LoadX<bits<11> xo> : VXNamed<xo, (outs g8rc:$T), (ins gprc:$A, gprc:$B), "$T, $A, $B"> {
  let mayLoad = 1;
}
class EV_StoreX<bits<11> xo> : VXNamed<xo, (outs), (ins g8rc:$T, gprc:$A, gprc:$B), "$T, $A, $B"> {
  let mayStore = 1;
}

def EVLDDX : EV_LoadX<768>;
def EVLDD  : EV_Load<769, memspe8, 3>;
def EVLDWX : EV_LoadX<770>;
def EVLDW  : EV_Load<771, memspe8, 3>;
def EVLDHX : EV_LoadX<772>;
def EVLDH  : EV_Load<773, memspe8, 3>;
def EVLHHESPLATX : EV_LoadX<776>;
def EVLHHESPLAT  : EV_Load<777, memspe2, 1>;
def EVLHHOUSPLATX : EV_LoadX<780>;
def EVLHHOUSPLAT  : EV_Load<781, memspe2, 1>;
def EVLHHOSSPLATX : EV_LoadX<782>;
def EVLHHOSSPLAT  : EV_Load<783, memspe2, 1>;
def EVLWHEX : EV_LoadX<784>;
def EVLWHE  : EV_Load<785, memspe4, 2>;
def EVLWHOUX : EV_LoadX<788>;
def EVLWHOU  : EV_Load<789, memspe4, 2>;
def EVLWHOSX : EV_LoadX<790>;
def EVLWHOS  : EV_Load<791, memspe4, 2>;
def EVLWWSPLATX : EV_LoadX<792>;
def EVLWWSPLAT  : EV_Load<793, memspe4, 2>;
def EVLWHSPLATX : EV_LoadX<796>;
def EVLWHSPLAT  : EV_Load<797, memspe4, 2>;
def EVSTDDX : EV_StoreX<800>;
def EVSTDD  : EV_Store<801, memspe8, 3>;
def EVSTDWX : EV_StoreX<802>;
def EVSTDW  : EV_Store<803, memspe8, 3>;
def EVSTDHX : EV_StoreX<804>;
def EVSTDH  : EV_Store<805, memspe8, 3>;
def EVSTWHEX : EV_StoreX<816>;
def EVSTWHE  : EV_Store<817, memspe4, 2>;
def EVSTWHOX : EV_StoreX<820>;
def EVSTWHO  : EV_Store<821, memspe4, 2>;
def EVSTWWEX : EV_StoreX<824>;
def EVSTWWE  : EV_Store<825, memspe4, 2>;
def EVSTWWOX : EV_StoreX<828>;
def EVSTWWO  : EV_Store<829, memspe4, 2>;

} // DecoderNamespace = "SPE"
