//===- PPCInstrFixedExt.td - later fixed-point instructions for tdc -------===//
//
// The fixed-point additions of ISA 2.06 to 3.1 (bit permutes, byte
// reverses, Power9 and Power10 arithmetic, sets from CR bits), the string
// and multiple-word loads, quadword and atomic memory operations, the
// cache-inhibited and external-PID loads and stores, copy/paste and the
// return-address hashes. Records are named by their mnemonics.
//
//===----------------------------------------------------------------------===//

//===-- Arithmetic and logic ------------------------------------------------===//

// addex RT, RA, RB, CY (Z23 form).
def ADDEX : PPCFields5<31, (outs gprc:$T), (ins gprc:$A, gprc:$B, u2imm:$CY), "$T, $A, $B, $CY"> {
  bits<2> CY;
  let Inst{10-9} = CY;
  let Inst{8-1} = 170;
  let Inst{0} = 0;
}

// addpcis RT, D (DX form: D over three fields); lnia is D = 0 and subpcis
// the negated form.
def ADDPCIS : PPCNamed<19, (outs g8rc:$T), (ins s16imm:$D), "$T, $D"> {
  bits<5> T;
  bits<16> D;
  let Inst{25-21} = T;
  let Inst{20-16} = D{5-1};
  let Inst{15-6} = D{15-6};
  let Inst{5-1} = 2;
  let Inst{0} = D{0};
}
def : InstAlias<"lnia\t$T", (ADDPCIS g8rc:$T, 0)>;
def : InstAlias<"subpcis $T, $D", (ADDPCIS g8rc:$T, s16imm_neg:$D), 0>;

// rA, rS, rB (64-bit).
class XLogical64<bits<10> xo> : XNamed<31, xo, 0, (outs g8rc:$A), (ins g8rc:$T, g8rc:$B), "$A, $T, $B">;
def CNTLZDM : XLogical64<59>;
def PDEPD   : XLogical64<156>;
def PEXTD   : XLogical64<188>;
def CFUGED  : XLogical64<220>;
def BPERMD  : XLogical64<252>;
def CNTTZDM : XLogical64<571>;
// Byte reverses: rA, rS.
class ByteReverse<bits<10> xo, RegisterOperand rc> : XNamed<31, xo, 0, (outs rc:$A), (ins rc:$T), "$A, $T"> {
  let B = 0;
}
def BRW : ByteReverse<155, gprc>;
def BRD : ByteReverse<187, g8rc>;
def BRH : ByteReverse<219, gprc>;

// Compares into a CR field: cmpeqb BF, RA, RB and cmprb BF, L, RA, RB.
def CMPEQB : XNamed<31, 224, 0, (outs crrc:$BF), (ins g8rc:$A, g8rc:$B), "$BF, $A, $B"> {
  bits<3> BF;
  let T = {BF, 0b00};
  let isCompare = 1;
}
def CMPRB : XNamed<31, 192, 0, (outs crrc:$BF), (ins u1imm:$L, gprc:$A, gprc:$B), "$BF, $L, $A, $B"> {
  bits<3> BF;
  bits<1> L;
  let T = {BF, 0b0, L};
  let isCompare = 1;
}

// darn RT, L: a random number.
def DARN : XNamed<31, 755, 0, (outs g8rc:$T), (ins u2imm:$L), "$T, $L"> {
  bits<2> L;
  let A = {0b000, L};
  let B = 0;
  let hasSideEffects = 1;
}

// isel RT, RA, RB, BC (A form); isellt, iselgt and iseleq test cr0.
def ISEL : PPCFields5<31, (outs gprc:$T), (ins gprc:$A, gprc:$B, crbitrc:$BC), "$T, $A, $B, $BC"> {
  bits<5> BC;
  let Inst{10-6} = BC;
  let Inst{5-1} = 15;
  let Inst{0} = 0;
}
def : InstAlias<"isellt\t$T, $A, $B", (ISEL gprc:$T, gprc:$A, gprc:$B, CR0LT)>;
def : InstAlias<"iselgt\t$T, $A, $B", (ISEL gprc:$T, gprc:$A, gprc:$B, CR0GT)>;
def : InstAlias<"iseleq\t$T, $A, $B", (ISEL gprc:$T, gprc:$A, gprc:$B, CR0EQ)>;

// Multiply-add (Power9, VA form on GPRs).
def MADDHD  : VANamed<48, (outs g8rc:$T), (ins g8rc:$A, g8rc:$B, g8rc:$C), "$T, $A, $B, $C">;
def MADDHDU : VANamed<49, (outs g8rc:$T), (ins g8rc:$A, g8rc:$B, g8rc:$C), "$T, $A, $B, $C">;
def MADDLD  : VANamed<51, (outs g8rc:$T), (ins g8rc:$A, g8rc:$B, g8rc:$C), "$T, $A, $B, $C">;

// setb RT, BFA: -1, 0 or 1 from a CR field.
def SETB : XNamed<31, 128, 0, (outs gprc:$T), (ins crrc:$BFA), "$T, $BFA"> {
  bits<3> BFA;
  let A = {BFA, 0b00};
  let B = 0;
}
// setbc and friends (Power10): RT, BI.
class SetFromBit<bits<10> xo> : XNamed<31, xo, 0, (outs gprc:$T), (ins crbitrc:$A), "$T, $A"> {
  let B = 0;
}
def SETBC   : SetFromBit<384>;
def SETBCR  : SetFromBit<416>;
def SETNBC  : SetFromBit<448>;
def SETNBCR : SetFromBit<480>;

// subfus RT, L, RA, RB (llvm-mc's future ISA): L where OE is.
multiclass SubtractSaturate<bits<9> xo> {
  def NAME : PPCFields5<31, (outs g8rc:$T), (ins u1imm:$L, g8rc:$A, g8rc:$B), "$T, $L, $A, $B"> {
    bits<1> L;
    let Inst{10} = L;
    let Inst{9-1} = xo;
    let Inst{0} = 0;
  }
  let Defs = [CR0] in
  def _rec : PPCFields5<31, (outs g8rc:$T), (ins u1imm:$L, g8rc:$A, g8rc:$B), "$T, $L, $A, $B"> {
    bits<1> L;
    let Inst{10} = L;
    let Inst{9-1} = xo;
    let Inst{0} = 1;
  }
}
defm SUBFUS : SubtractSaturate<72>;

//===-- Loads and stores ----------------------------------------------------===//

// Load and store multiple words.
let mayLoad = 1 in
def LMW : DForm_mem<46, (outs gprc:$RST), (ins memri:$addr), "lmw $RST, $addr">;
let mayStore = 1 in
def STMW : DForm_mem<47, (outs), (ins gprc:$RST, memri:$addr), "stmw $RST, $addr">;
// String words with an immediate byte count.
let mayLoad = 1 in
def LSWI : XNamed<31, 597, 0, (outs gprc:$T), (ins gprc:$A, u5imm:$B), "$T, $A, $B">;
let mayStore = 1 in
def STSWI : XNamed<31, 725, 0, (outs), (ins gprc:$T, gprc:$A, u5imm:$B), "$T, $A, $B">;

// Quadwords in an even-odd GPR pair, named by the even register.
let mayLoad = 1 in
def LQ : PPCNamed<56, (outs g8prc:$RST), (ins memrix16:$addr), "$RST, $addr"> {
  bits<5> RST;
  bits<16> addr_disp;
  bits<5> addr_base;
  let Inst{25-21} = RST;
  let Inst{20-16} = addr_base;
  let Inst{15-4} = addr_disp{15-4};
  let Inst{3-0} = 0;
}
let mayStore = 1 in
def STQ : DSForm_mem<62, 2, (outs), (ins g8prc:$RST, memrix:$addr), "stq $RST, $addr">;

// Load and reserve: RT, RA, RB with EH written (and 0 dropped, as llvm-mc
// drops it); the quadword forms take a GPR pair.
multiclass LoadReserve<bits<10> xo, RegisterOperand rc> {
  let mayLoad = 1 in
  def NAME # _EH : XNamed<31, xo, 1, (outs rc:$T), (ins gprc:$A, gprc:$B), "$T, $A, $B, 1"> {
    let Mnemonic = !tolower(NAME);
  }
}
defm LBARX : LoadReserve<52, gprc>;
defm LHARX : LoadReserve<116, gprc>;
defm LWARX : LoadReserve<20, gprc>;
defm LDARX : LoadReserve<84, g8rc>;
let mayLoad = 1 in
def LQARX : XNamed<31, 276, 0, (outs g8prc:$T), (ins gprc:$A, gprc:$B), "$T, $A, $B">;
defm LQARX : LoadReserve<276, g8prc>;
def : InstAlias<"lbarx $T, $A, $B, 0", (LBARX gprc:$T, gprc:$A, gprc:$B), 0>;
def : InstAlias<"lharx $T, $A, $B, 0", (LHARX gprc:$T, gprc:$A, gprc:$B), 0>;
def : InstAlias<"lwarx $T, $A, $B, 0", (LWARX gprc:$T, gprc:$A, gprc:$B), 0>;
def : InstAlias<"ldarx $T, $A, $B, 0", (LDARX g8rc:$T, gprc:$A, gprc:$B), 0>;
def : InstAlias<"lqarx $T, $A, $B, 0", (LQARX g8prc:$T, gprc:$A, gprc:$B), 0>;
let mayStore = 1, Defs = [CR0] in
def STQCX_rec : XNamed<31, 182, 1, (outs), (ins g8prc:$T, gprc:$A, gprc:$B), "$T, $A, $B">;

// Atomic memory operations: RT, RA, FC (the function code in RB).
class AtomicMemory<bits<10> xo, dag outs, dag ins> : XNamed<31, xo, 0, outs, ins, "$T, $A, $B"> {
  let hasSideEffects = 1;
}
def LWAT  : AtomicMemory<582, (outs gprc:$T), (ins gprc:$A, u5imm:$B)>;
def LDAT  : AtomicMemory<614, (outs g8rc:$T), (ins g8rc:$A, u5imm:$B)>;
def STWAT : AtomicMemory<710, (outs), (ins gprc:$T, gprc:$A, u5imm:$B)>;
def STDAT : AtomicMemory<742, (outs), (ins g8rc:$T, g8rc:$A, u5imm:$B)>;

// Cache-inhibited loads and stores (hypervisor): RT, RA, RB.
class LoadIndexed<bits<10> xo, RegisterOperand rc = gprc> : XNamed<31, xo, 0, (outs rc:$T), (ins gprc:$A, gprc:$B), "$T, $A, $B"> {
  let mayLoad = 1;
}
class StoreIndexed<bits<10> xo, RegisterOperand rc = gprc> : XNamed<31, xo, 0, (outs), (ins rc:$T, gprc:$A, gprc:$B), "$T, $A, $B"> {
  let mayStore = 1;
}
def LWZCIX : LoadIndexed<789>;
def LHZCIX : LoadIndexed<821>;
def LBZCIX : LoadIndexed<853>;
def LDCIX  : LoadIndexed<885>;
def STWCIX : StoreIndexed<917>;
def STHCIX : StoreIndexed<949>;
def STBCIX : StoreIndexed<981>;
def STDCIX : StoreIndexed<1013>;
// External-PID loads and stores (e500).
def LWEPX   : LoadIndexed<31>;
def LBEPX   : LoadIndexed<95>;
def LHEPX   : LoadIndexed<287>;
def LFDEPX  : LoadIndexed<607, f8rc>;
def STWEPX  : StoreIndexed<159>;
def STBEPX  : StoreIndexed<223>;
def STHEPX  : StoreIndexed<415>;
def STFDEPX : StoreIndexed<735, f8rc>;

// Vector-pair loads and stores (Power10): the pair's even register over
// two fields.
class PairIndexed<bits<10> xo, dag outs, dag ins> : PPCNamed<31, outs, ins, "$XTp, $A, $B"> {
  bits<6> XTp;
  bits<5> A;
  bits<5> B;
  let Inst{25-22} = XTp{4-1};
  let Inst{21} = XTp{5};
  let Inst{20-16} = A;
  let Inst{15-11} = B;
  let Inst{10-1} = xo;
  let Inst{0} = 0;
}
let mayLoad = 1 in {
  def LXVPX   : PairIndexed<333, (outs vsrprc:$XTp), (ins gprc:$A, gprc:$B)>;
  def LXVPRL  : PairIndexed<589, (outs vsrprc:$XTp), (ins gprc:$A, g8rc:$B)>;
  def LXVPRLL : PairIndexed<621, (outs vsrprc:$XTp), (ins gprc:$A, g8rc:$B)>;
  def LXVRL   : VSXLoadLen<525>;
  def LXVRLL  : VSXLoadLen<557>;
}
let mayStore = 1 in {
  def STXVPX   : PairIndexed<461, (outs), (ins vsrprc:$XTp, gprc:$A, gprc:$B)>;
  def STXVPRL  : PairIndexed<717, (outs), (ins vsrprc:$XTp, gprc:$A, g8rc:$B)>;
  def STXVPRLL : PairIndexed<749, (outs), (ins vsrprc:$XTp, gprc:$A, g8rc:$B)>;
  def STXVRL   : VSXStoreLen<653>;
  def STXVRLL  : VSXStoreLen<685>;
}
// DQ form: the pair, RA, DQ.
class PairDQ<bits<4> xo, dag outs, dag ins> : PPCNamed<6, outs, ins, "$XTp, $addr"> {
  bits<6> XTp;
  bits<16> addr_disp;
  bits<5> addr_base;
  let Inst{25-22} = XTp{4-1};
  let Inst{21} = XTp{5};
  let Inst{20-16} = addr_base;
  let Inst{15-4} = addr_disp{15-4};
  let Inst{3-0} = xo;
}
let mayLoad = 1 in
def LXVP : PairDQ<0, (outs vsrprc:$XTp), (ins memrix16:$addr)>;
let mayStore = 1 in
def STXVP : PairDQ<1, (outs), (ins vsrprc:$XTp, memrix16:$addr)>;

//===-- Copy and paste, return-address hashes -------------------------------===//

def COPY : XNamed<31, 774, 0, (outs), (ins gprc:$A, gprc:$B), "$A, $B"> {
  let T = 1;
  let mayLoad = 1;
}
let Defs = [CR0], mayStore = 1 in
def PASTE_rec : XNamed<31, 902, 1, (outs), (ins gprc:$A, gprc:$B, u1imm:$L), "$A, $B, $L"> {
  bits<1> L;
  let T = {0b0000, L};
}
def : InstAlias<"paste.\t$A, $B", (PASTE_rec gprc:$A, gprc:$B, 1)>;
def CPABORT : XForm_none<31, 838, 0, "cpabort">;

// hashst RB, D(RA): D is -512 to -8 in steps of 8, six bits over two
// fields.
class ReturnHash<bits<10> xo> : PPCNamed<31, (outs), (ins gprc:$B, memrihash:$addr), "$B, $addr"> {
  bits<5> B;
  bits<16> addr_disp;
  bits<5> addr_base;
  let Inst{25-21} = addr_disp{7-3};
  let Inst{20-16} = addr_base;
  let Inst{15-11} = B;
  let Inst{10-1} = xo;
  let Inst{0} = addr_disp{8};
  let hasSideEffects = 1;
}
def HASHSTP  : ReturnHash<658>;
def HASHCHKP : ReturnHash<690>;
def HASHST   : ReturnHash<722>;
def HASHCHK  : ReturnHash<754>;
