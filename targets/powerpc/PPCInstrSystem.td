//===- PPCInstrSystem.td - PowerPC64 special registers and barriers -------===//
//
// mtspr/mfspr with their named forms, the time base, moves to and from
// the condition register, barriers and the system call.
//
//===----------------------------------------------------------------------===//

def MTSPR : XFXForm_spr<467, (outs), (ins spr_number:$SPR, gprc:$RT), "mtspr $SPR, $RT"> {
  let hasSideEffects = 1;
}
def MFSPR : XFXForm_spr<339, (outs gprc:$RT), (ins spr_number:$SPR), "mfspr $RT, $SPR"> {
  let hasSideEffects = 1;
}

// The SPRs with a name of their own, in both directions or in one. When
// two names test the same SPR (mfsprg 0 and mfsprg0), llvm-mc prints
// neither, and tdc follows (see print_aliases in dsl/src/tables).
class NamedSpr<string n, int number, bit to = 1, bit from = 1> {
  string Name = n;
  int Number = number;
  bit To = to;
  bit From = from;
}
defvar named_sprs = [
  NamedSpr<"xer", 1>, NamedSpr<"udscr", 3>, NamedSpr<"rtcu", 4, 0>, NamedSpr<"rtcl", 5, 0>,
  NamedSpr<"lr", 8>, NamedSpr<"ctr", 9>, NamedSpr<"uamr", 13>, NamedSpr<"dscr", 17>,
  NamedSpr<"dsisr", 18>, NamedSpr<"dar", 19>, NamedSpr<"dec", 22>, NamedSpr<"sdr1", 25>,
  NamedSpr<"srr0", 26>, NamedSpr<"srr1", 27>, NamedSpr<"cfar", 28>, NamedSpr<"amr", 29>,
  NamedSpr<"pid", 48>, NamedSpr<"asr", 280>, NamedSpr<"tbl", 284, 1, 0>, NamedSpr<"tbu", 285, 1, 0>,
  NamedSpr<"pvr", 287, 0>, NamedSpr<"spefscr", 512>, NamedSpr<"ppr", 896>, NamedSpr<"esr", 980>,
  NamedSpr<"dear", 981>, NamedSpr<"tcr", 986>, NamedSpr<"tbhi", 988>, NamedSpr<"tblo", 989>,
  NamedSpr<"srr2", 990>, NamedSpr<"srr3", 991>, NamedSpr<"dccr", 1018>, NamedSpr<"iccr", 1019>];
foreach spr = named_sprs in {
  if spr.To then
    def : InstAlias<"mt" # spr.Name # "\t$RT", (MTSPR spr.Number, gprc:$RT)>;
  if spr.From then
    def : InstAlias<"mf" # spr.Name # "\t$RT", (MFSPR gprc:$RT, spr.Number)>;
}

// llvm-mc disassembles SPR 8 and 9 (lr, ctr) as records of their own,
// written with a space where the aliases above have a tab; the assembler
// keeps the aliases.
let isCodeGenOnly = 1, ForceDisassemble = 1, hasSideEffects = 1 in {
  def MTLR : XFXForm_fixed_spr<467, 8, (outs), (ins gprc:$RT), "mtlr $RT">;
  def MFLR : XFXForm_fixed_spr<339, 8, (outs gprc:$RT), (ins), "mflr $RT">;
  def MTCTR : XFXForm_fixed_spr<467, 9, (outs), (ins gprc:$RT), "mtctr $RT">;
  def MFCTR : XFXForm_fixed_spr<339, 9, (outs gprc:$RT), (ins), "mfctr $RT">;
}

// mtvrsave and mfvrsave keep their spelling; mtspr 256 does too, and is
// what llvm-mc disassembles their bytes as.
let isAsmParserOnly = 1 in {
def MTVRSAVE : XFXForm_fixed_spr<467, 256, (outs), (ins gprc:$RT), "mtvrsave\t$RT">, SpellingOf<"PPCSpelling">;
def MFVRSAVE : XFXForm_fixed_spr<339, 256, (outs gprc:$RT), (ins), "mfvrsave\t$RT">, SpellingOf<"PPCSpelling">;
}

// The SPRGs: 0-3 are SPRs 272-275, 4-7 (BookE) 260-263; each has two
// spellings, so neither prints.
foreach n = 0...7 in {
  defvar spr = !if(!lt(n, 4), !add(272, n), !add(256, n));
  def : InstAlias<"mtsprg " # n # ", $RT", (MTSPR spr, gprc:$RT)>;
  def : InstAlias<"mfsprg $RT, " # n, (MFSPR gprc:$RT, spr)>;
  def : InstAlias<"mtsprg" # n # " $RT", (MTSPR spr, gprc:$RT)>;
  def : InstAlias<"mfsprg" # n # " $RT", (MFSPR gprc:$RT, spr)>;
}

// The 6xx block address translation registers: ibatNu 528 + 2N, ibatNl
// 529 + 2N, dbatNu 536 + 2N, dbatNl 537 + 2N.
foreach bat = [NamedSpr<"ibatu", 528>, NamedSpr<"ibatl", 529>, NamedSpr<"dbatu", 536>, NamedSpr<"dbatl", 537>] in {
  foreach n = 0...3 in {
    defvar spr = !add(bat.Number, !mul(2, n));
    def : InstAlias<"mt" # bat.Name # "\t" # n # ", $RT", (MTSPR spr, gprc:$RT)>;
    def : InstAlias<"mf" # bat.Name # "\t$RT, " # n, (MFSPR gprc:$RT, spr)>;
  }
}

// Device control registers (4xx): mfdcr RT, DCRN and mtdcr DCRN, RS, the
// number's halves swapped as an SPR's; mfbrN/mtbrN name DCRs 128-135.
def MFDCR : XFXForm_spr<323, (outs gprc:$RT), (ins spr_number:$SPR), "mfdcr $RT, $SPR"> {
  let hasSideEffects = 1;
}
def MTDCR : XFXForm_spr<451, (outs), (ins spr_number:$SPR, gprc:$RT), "mtdcr $SPR, $RT"> {
  let hasSideEffects = 1;
}
foreach n = 0...7 in {
  def : InstAlias<"mfbr" # n # "\t$RT", (MFDCR gprc:$RT, !add(128, n))>;
  def : InstAlias<"mtbr" # n # "\t$RT", (MTDCR !add(128, n), gprc:$RT)>;
}
// Performance monitor registers (e500).
def MFPMR : XFXForm_spr<334, (outs gprc:$RT), (ins spr_number:$SPR), "mfpmr $RT, $SPR"> {
  let hasSideEffects = 1;
}
def MTPMR : XFXForm_spr<462, (outs), (ins spr_number:$SPR, gprc:$RT), "mtpmr $SPR, $RT"> {
  let hasSideEffects = 1;
}
// The branch history rolling buffer.
def MFBHRBE : PPCNamed<31, (outs gprc:$RT), (ins u10imm:$E), "$RT, $E"> {
  bits<5> RT;
  bits<10> E;
  let Inst{25-21} = RT;
  let Inst{20-11} = E;
  let Inst{10-1} = 302;
  let Inst{0} = 0;
}
def CLRBHRB : XForm_none<31, 430, 0, "clrbhrb">;

// The time base: mftb RT, TBR (268 lower, 269 upper).
def MFTB : XFXForm_spr<371, (outs gprc:$RT), (ins spr_number:$SPR), "mftb $RT, $SPR">;
def : InstAlias<"mftb $RT", (MFTB gprc:$RT, 268)>;
def : InstAlias<"mftbl $RT", (MFTB gprc:$RT, 268)>;
def : InstAlias<"mftbu\t$RT", (MFTB gprc:$RT, 269)>;

// The condition register.
def MFCR : PPCInst<31, (outs gprc:$RT), (ins), "mfcr $RT"> {
  bits<5> RT;
  let Inst{25-21} = RT;
  let Inst{20-11} = 0;
  let Inst{10-1} = 19;
  let Inst{0} = 0;
}
def MFOCRF : XFXForm_crf<19, 1, (outs gprc:$RT), (ins crbitm:$FXM), "mfocrf $RT, $FXM">;
def MTCRF  : XFXForm_crf<144, 0, (outs), (ins fxm_mask:$FXM, gprc:$RT), "mtcrf $FXM, $RT">;
def MTOCRF : XFXForm_crf<144, 1, (outs), (ins crbitm:$FXM, gprc:$RT), "mtocrf $FXM, $RT">;
def : InstAlias<"mtcr\t$RT", (MTCRF 255, gprc:$RT)>;

// Barriers. sync takes L (0 heavyweight, 1 lightweight, 2 page-table
// entries); the Power10 form also takes SC and a 3-bit L, and llvm-mc
// matches it when the written L is past 3 or SC is written.
def SYNC : XNamed<31, 598, 0, (outs), (ins u2imm:$L), "$L"> {
  bits<2> L;
  let T = {0b000, L};
  let A = 0;
  let B = 0;
  let hasSideEffects = 1;
}
def SYNCP10 : XNamed<31, 598, 0, (outs), (ins u3imm:$L, u2imm:$SC), "$L, $SC">, SpellingOf<"PPCSync10"> {
  bits<3> L;
  bits<2> SC;
  let Mnemonic = "sync";
  let T = {0b00, L};
  let A = {0b000, SC};
  let B = 0;
  let hasSideEffects = 1;
}
def : InstAlias<"sync", (SYNC 0)>;
def : InstAlias<"hwsync", (SYNC 0), 0>;
def : InstAlias<"msync", (SYNC 0), 0>;
def : InstAlias<"lwsync", (SYNC 1)>;
def : InstAlias<"ptesync", (SYNC 2)>;
def : InstAlias<"sync", (SYNCP10 0, 0)>;
def : InstAlias<"hwsync", (SYNCP10 0, 0), 0>;
def : InstAlias<"wsync", (SYNCP10 1, 0), 0>;
def : InstAlias<"ptesync", (SYNCP10 2, 0)>;
def : InstAlias<"phwsync", (SYNCP10 4, 0)>;
def : InstAlias<"plwsync", (SYNCP10 5, 0)>;
def : InstAlias<"sync\t$L", (SYNCP10 u3imm:$L, 0)>;
def : InstAlias<"stncisync", (SYNCP10 1, 1)>;
def : InstAlias<"stcisync", (SYNCP10 0, 2)>;
def : InstAlias<"stsync", (SYNCP10 0, 3)>;

// wait L, and the Power10 wait L, PL, which llvm-mc prints without the
// comma (`wait 1 2`, which it cannot read back): PL parses after a comma
// and prints after a space, and random tests draw only the operands that
// `wait` and `waitrsv` print.
def WAIT : XNamed<31, 30, 0, (outs), (ins u2imm:$L), "$L"> {
  bits<2> L;
  let T = {0b000, L};
  let A = 0;
  let B = 0;
  let hasSideEffects = 1;
}
def wait_l : PPCImm<i32, 0, 3> {
  let SampleMethod = "sample_zero_or_one";
}
def wait_pl : Operand<i32> {
  let ParserMatchClass = PPCCustomAsm<"WaitPL", "parse_wait_pl">;
  let PrintMethod = "print_wait_pl";
  let SampleMethod = "sample_zero";
}
def WAITP10 : XNamed<31, 30, 0, (outs), (ins wait_l:$L, wait_pl:$PL), "$L$PL">, SpellingOf<"PPCSync10"> {
  bits<2> L;
  bits<2> PL;
  let Mnemonic = "wait";
  let T = {0b000, L};
  let A = {0b000, PL};
  let B = 0;
  let hasSideEffects = 1;
}
def : InstAlias<"wait", (WAIT 0)>;
def : InstAlias<"waitrsv", (WAIT 1)>;
def : InstAlias<"waitimpl", (WAIT 2)>;
def : InstAlias<"wait", (WAITP10 0, 0)>;
def : InstAlias<"wait 0", (WAITP10 0, 0), 0>;
def : InstAlias<"wait 1", (WAITP10 1, 0), 0>;
def : InstAlias<"waitrsv", (WAITP10 1, 0)>;
def : InstAlias<"pause_short", (WAITP10 2, 0), 0>;

// mbar MO (eieio is mbar 0, printed as eieio when written so). The
// reserved fields of this and the machine-state, segment-register and
// wrtee forms below are not looked at by llvm-mc's disassembler (nor Rc):
// DecodeIgnore.
def MBAR : XNamed<31, 854, 0, (outs), (ins u5imm:$T), "$T"> {
  let A = 0;
  let B = 0;
  let DecodeIgnore{20-11} = -1;
  let DecodeIgnore{0} = 1;
  let hasSideEffects = 1;
}
def : InstAlias<"mbar", (MBAR 0)>;
def EIEIO   : XForm_none<31, 854, 0, "eieio">, SpellingOf<"PPCSpelling">;
def ISYNC   : XForm_none<19, 150, 0, "isync">;

// sc LEV and scv LEV: LEV in ISA bits 20-26.
class SCForm<bits<2> xo, string mnemonic> : PPCNamed<17, (outs), (ins u7imm:$LEV), "$LEV"> {
  bits<7> LEV;
  let Mnemonic = mnemonic;
  let Inst{25-12} = 0;
  let Inst{11-5} = LEV;
  let Inst{4-2} = 0;
  let Inst{1-0} = xo;
  // Only LEV is looked at besides the opcode and XO.
  let DecodeIgnore{25-12} = -1;
  let DecodeIgnore{4-2} = -1;
  let hasSideEffects = 1;
}
def SC : SCForm<0b10, "sc">;
def SCV : SCForm<0b01, "scv">;
def : InstAlias<"sc", (SC 0)>;

//===-- Machine state and segment registers ---------------------------------===//

def MFMSR : XNamed<31, 83, 0, (outs gprc:$T), (ins), "$T"> {
  let A = 0;
  let B = 0;
}
// mtmsr RS, L and mtmsrd RS, L: L in ISA bit 15.
class MoveToMsr<bits<10> xo> : XNamed<31, xo, 0, (outs), (ins gprc:$T, u1imm:$L), "$T, $L"> {
  bits<1> L;
  let A = {0b0000, L};
  let B = 0;
  let DecodeIgnore{20-17} = -1;
  let DecodeIgnore{15-11} = -1;
  let DecodeIgnore{0} = 1;
  let hasSideEffects = 1;
}
def MTMSR  : MoveToMsr<146>;
def MTMSRD : MoveToMsr<178>;
def : InstAlias<"mtmsr\t$T", (MTMSR gprc:$T, 0)>;
def : InstAlias<"mtmsrd\t$T", (MTMSRD gprc:$T, 0)>;
// wrtee RS and wrteei E (BookE): the external-interrupt enable.
def WRTEE : XNamed<31, 131, 0, (outs), (ins gprc:$T), "$T"> {
  let A = 0;
  let B = 0;
  // (Not bit 16, which llvm-mc does look at.)
  let DecodeIgnore{20-17} = -1;
  let DecodeIgnore{15-11} = -1;
  let DecodeIgnore{0} = 1;
}
def WRTEEI : XNamed<31, 163, 0, (outs), (ins u1imm:$E), "$E"> {
  bits<1> E;
  let T = 0;
  let A = 0;
  let B = {E, 0b0000};
  let DecodeIgnore{25-16} = -1;
  let DecodeIgnore{14-11} = -1;
  let DecodeIgnore{0} = 1;
}
// Segment registers: mfsr RT, SR and mtsr SR, RS (SR in ISA bits 12-15);
// the indirect forms take the segment from RB.
def MFSR : XNamed<31, 595, 0, (outs gprc:$T), (ins u4imm:$SR), "$T, $SR"> {
  bits<4> SR;
  let A = {0, SR};
  let B = 0;
  let DecodeIgnore{20} = 1;
  let DecodeIgnore{15-11} = -1;
  let DecodeIgnore{0} = 1;
}
def MTSR : XNamed<31, 210, 0, (outs), (ins gprc:$T, u4imm:$SR), "$SR, $T"> {
  bits<4> SR;
  let A = {0, SR};
  let B = 0;
  let DecodeIgnore{20} = 1;
  let DecodeIgnore{15-11} = -1;
  let DecodeIgnore{0} = 1;
}
def MFSRIN : XNamed<31, 659, 0, (outs gprc:$T), (ins gprc:$B), "$T, $B"> {
  let A = 0;
  let DecodeIgnore{20-16} = -1;
  let DecodeIgnore{0} = 1;
}
def MTSRIN : XNamed<31, 242, 0, (outs), (ins gprc:$T, gprc:$B), "$T, $B"> {
  let A = 0;
  let DecodeIgnore{20-16} = -1;
  let DecodeIgnore{0} = 1;
}

//===-- Interrupts and power management -------------------------------------===//

let isReturn = 1, isBarrier = 1, hasSideEffects = 1 in {
  def RFID  : XForm_none<19, 18, 0, "rfid">;
  def RFMCI : XForm_none<19, 38, 0, "rfmci">;
  def RFDI  : XForm_none<19, 39, 0, "rfdi">;
  def RFI   : XForm_none<19, 50, 0, "rfi">;
  def RFCI  : XForm_none<19, 51, 0, "rfci">;
  def HRFID : XForm_none<19, 274, 0, "hrfid">;
}
// rfebb S: return from an event-based branch.
def RFEBB : XNamed<19, 146, 0, (outs), (ins u1imm:$S), "$S"> {
  bits<1> S;
  let T = 0;
  let A = 0;
  let B = {0b0000, S};
}
def : InstAlias<"rfebb", (RFEBB 1)>;
let hasSideEffects = 1 in {
  def NAP     : XForm_none<19, 434, 0, "nap">;
  def STOP    : XForm_none<19, 370, 0, "stop">;
  // llvm-mc reads attn by its opcode and XO alone.
  def ATTN    : XForm_none<0, 256, 0, "attn"> {
    let DecodeIgnore{25-11} = -1;
    let DecodeIgnore{0} = 1;
  }
  def MSGSYNC : XForm_none<31, 886, 0, "msgsync">;
}

//===-- Cache management ----------------------------------------------------===//

// The data and instruction cache blocks: RA RB (and a hint in T).
class CacheBlock<bits<10> xo, bits<5> t = 0> : XNamed<31, xo, 0, (outs), (ins gprc:$A, gprc:$B), "$A, $B"> {
  let T = t;
  let hasSideEffects = 1;
}
def DCBST   : CacheBlock<54>;
def DCBSTEP : CacheBlock<63>;
def DCBFEP  : CacheBlock<127>;
def DCBI    : CacheBlock<470>;
def DCBA    : CacheBlock<758>;
def ICBI    : CacheBlock<982>;
def ICBIEP  : CacheBlock<991>;
def DCBZ    : CacheBlock<1014>;
def DCBZL   : CacheBlock<1014, 1>;
def DCBZEP  : CacheBlock<1023>;
def DCBZLEP : CacheBlock<1023, 1>;

// dcbt, dcbtst: RA, RB, TH. llvm-mc prints TH = 0 as the two-operand
// form and TH = 16 as dcbtt/dcbtstt; dcbtct and dcbtds name TH.
class CacheTouch<bits<10> xo> : XNamed<31, xo, 0, (outs), (ins gprc:$A, gprc:$B, u5imm:$T), "$A, $B, $T"> {
  let hasSideEffects = 1;
}
def DCBT   : CacheTouch<278>;
def DCBTST : CacheTouch<246>;
foreach t = [DCBT, DCBTST] in {
  defvar m = !tolower(!cast<string>(t));
  def : InstAlias<m # " $A, $B", (t gprc:$A, gprc:$B, 0), 2>;
  def : InstAlias<m # "t $A, $B", (t gprc:$A, gprc:$B, 16), 2>;
  def : InstAlias<m # "ct $A, $B, $T", (t gprc:$A, gprc:$B, u5imm:$T), 0>;
  def : InstAlias<m # "ds $A, $B, $T", (t gprc:$A, gprc:$B, u5imm:$T), 0>;
}
// The external-PID forms write TH first.
class CacheTouchEP<bits<10> xo> : XNamed<31, xo, 0, (outs), (ins u5imm:$T, gprc:$A, gprc:$B), "$T, $A, $B"> {
  let hasSideEffects = 1;
}
def DCBTEP   : CacheTouchEP<319>;
def DCBTSTEP : CacheTouchEP<255>;

// dcbf RA, RB, L: L 0, 1, 3, 4 and 6 print as dcbf, dcbfl, dcbflp,
// dcbfps and dcbstps.
def DCBF : XNamed<31, 86, 0, (outs), (ins gprc:$A, gprc:$B, u3imm:$L), "$A, $B, $L"> {
  bits<3> L;
  let T = {0b00, L};
  let hasSideEffects = 1;
}
def : InstAlias<"dcbf $A, $B", (DCBF gprc:$A, gprc:$B, 0), 2>;
def : InstAlias<"dcbfl $A, $B", (DCBF gprc:$A, gprc:$B, 1), 2>;
def : InstAlias<"dcbflp $A, $B", (DCBF gprc:$A, gprc:$B, 3), 2>;
def : InstAlias<"dcbfps $A, $B", (DCBF gprc:$A, gprc:$B, 4), 2>;
def : InstAlias<"dcbstps $A, $B", (DCBF gprc:$A, gprc:$B, 6), 2>;

// Instruction cache touch and lock (e500): CT, RA, RB.
class CacheLock<bits<10> xo, bit rc = 0> : XNamed<31, xo, rc, (outs), (ins u4imm:$CT, gprc:$A, gprc:$B), "$CT, $A, $B"> {
  bits<4> CT;
  let T = {0, CT};
  let hasSideEffects = 1;
}
def ICBT   : CacheLock<22>;
// icblq. sets no Rc bit, for all its name.
def ICBLQ_rec : CacheLock<198, 0>;
def ICBLC  : CacheLock<230>;
def ICBTLS : CacheLock<486>;

// 4xx congruence-class invalidates.
class CacheCongruence<bits<10> xo> : XNamed<31, xo, 0, (outs), (ins gprc:$A, gprc:$B), "$A, $B"> {
  let T = 0;
  let hasSideEffects = 1;
}
def DCCCI : CacheCongruence<454>;
def ICCCI : CacheCongruence<966>;
def : InstAlias<"dccci", (DCCCI R0, R0)>;
def : InstAlias<"dci 0", (DCCCI R0, R0)>;
def : InstAlias<"iccci", (ICCCI R0, R0)>;
def : InstAlias<"ici 0", (ICCCI R0, R0)>;

//===-- TLB and SLB management ----------------------------------------------===//

let hasSideEffects = 1 in {
  def TLBIA   : XForm_none<31, 370, 0, "tlbia">;
  def TLBSYNC : XForm_none<31, 566, 0, "tlbsync">;
  def SLBIA   : XForm_none<31, 498, 0, "slbia">;
  def SLBSYNC : XForm_none<31, 338, 0, "slbsync">;
  def TLBRE   : XForm_none<31, 946, 0, "tlbre">;
  def TLBWE   : XForm_none<31, 978, 0, "tlbwe">;
}
// RB alone.
class TlbB<bits<10> xo> : XNamed<31, xo, 0, (outs), (ins gprc:$B), "$B"> {
  let T = 0;
  let A = 0;
  let hasSideEffects = 1;
}
def TLBIEL : TlbB<274>;
def SLBIE  : TlbB<434>;
def TLBLD  : TlbB<978>;
def TLBLI  : TlbB<1010>;
// tlbie RB, RS: written without a space after the comma.
def TLBIE : XNamed<31, 306, 0, (outs), (ins gprc:$B, gprc:$T), "$B,$T"> {
  let A = 0;
  let hasSideEffects = 1;
}
def : InstAlias<"tlbie\t$B", (TLBIE gprc:$B, R0)>;
// RS, RB.
class TlbSB<bits<10> xo, bit rc = 0, dag outs = (outs), dag ins = (ins gprc:$T, gprc:$B)>
    : XNamed<31, xo, rc, outs, ins, "$T, $B"> {
  let A = 0;
  let hasSideEffects = 1;
}
def SLBMTE  : TlbSB<402>;
def SLBIEG  : TlbSB<466>;
def SLBMFEV : TlbSB<851, 0, (outs gprc:$T), (ins gprc:$B)>;
def SLBMFEE : TlbSB<915, 0, (outs gprc:$T), (ins gprc:$B)>;
def SLBFEE_rec : TlbSB<979, 1, (outs gprc:$T), (ins gprc:$B)>;
// RA, RB.
class TlbAB<bits<10> xo> : XNamed<31, xo, 0, (outs), (ins gprc:$A, gprc:$B), "$A, $B"> {
  let T = 0;
  let hasSideEffects = 1;
}
def TLBIVAX : TlbAB<786>;
def TLBSX   : TlbAB<914>;
// tlbsx RT, RA, RB and its record form.
def TLBSX2 : XNamed<31, 914, 0, (outs), (ins gprc:$T, gprc:$A, gprc:$B), "$T, $A, $B">, SpellingOf<"PPCTlb"> {
  let Mnemonic = "tlbsx";
}
def TLBSX2_rec : XNamed<31, 914, 1, (outs), (ins gprc:$T, gprc:$A, gprc:$B), "$T, $A, $B"> {
  let Mnemonic = "tlbsx.";
}
// tlbre/tlbwe RT, RA, WS (WS in ISA bit 20). The disassembler reads
// them where the forms without operands (all zero) and tlbld (RT and RA
// zero) do not apply, and ignores the rest of RB, as llvm-mc does.
class TlbWordSelect<bits<10> xo, string mnemonic> : XNamed<31, xo, 0, (outs), (ins gprc:$T, gprc:$A, u1imm:$WS), "$T, $A, $WS">,
                                                    SpellingOf<"PPCTlb"> {
  bits<1> WS;
  let Mnemonic = mnemonic;
  let B = {0b0000, WS};
  let DecodeIgnore{15-12} = -1;
  let hasSideEffects = 1;
}
def TLBRE2 : TlbWordSelect<946, "tlbre">;
def TLBWE2 : TlbWordSelect<978, "tlbwe">;
def : InstAlias<"tlbrehi\t$T, $A", (TLBRE2 gprc:$T, gprc:$A, 0)>;
def : InstAlias<"tlbrelo\t$T, $A", (TLBRE2 gprc:$T, gprc:$A, 1)>;
def : InstAlias<"tlbwehi\t$T, $A", (TLBWE2 gprc:$T, gprc:$A, 0)>;
def : InstAlias<"tlbwelo\t$T, $A", (TLBWE2 gprc:$T, gprc:$A, 1)>;
// tlbilx T, RA, RB.
def TLBILX : XNamed<31, 18, 0, (outs), (ins u2imm:$TY, gprc:$A, gprc:$B), "$TY, $A, $B"> {
  bits<2> TY;
  let T = {0b000, TY};
  let hasSideEffects = 1;
}
def : InstAlias<"tlbilxlpid", (TLBILX 0, R0, R0)>;
def : InstAlias<"tlbilxpid", (TLBILX 1, R0, R0)>;
def : InstAlias<"tlbilxva\t$A, $B", (TLBILX 3, gprc:$A, gprc:$B)>;
def : InstAlias<"tlbilxva\t$B", (TLBILX 3, R0, gprc:$B), 0>;

//===-- Transactional memory ------------------------------------------------===//

let Defs = [CR0], hasSideEffects = 1 in {
  def TBEGIN_rec : XNamed<31, 654, 1, (outs), (ins u1imm:$R), "$R"> {
    bits<1> R;
    let T = {0b0000, R};
    let A = 0;
    let B = 0;
  }
  def TEND_rec : XNamed<31, 686, 1, (outs), (ins u1imm:$AL), "$AL"> {
    bits<1> AL;
    let T = {AL, 0b0000};
    let A = 0;
    let B = 0;
  }
  def TSR_rec : XNamed<31, 750, 1, (outs), (ins u1imm:$L), "$L"> {
    bits<1> L;
    let T = {0b0000, L};
    let A = 0;
    let B = 0;
    // llvm-mc's disassembler reads ISA bit 6 as anything.
    let DecodeIgnore{25} = 1;
  }
  def TABORT_rec : XNamed<31, 910, 1, (outs), (ins gprc:$A), "$A"> {
    let T = 0;
    let B = 0;
  }
  def TRECLAIM_rec : XNamed<31, 942, 1, (outs), (ins gprc:$A), "$A"> {
    let T = 0;
    let B = 0;
  }
  def TRECHKPT_rec : XForm_none<31, 1006, 0, "trechkpt."> {
    let Inst{0} = 1;
  }
  // tabort*c. TO, RA, RB and tabort*ci. TO, RA, SI.
  def TABORTWC_rec : XNamed<31, 782, 1, (outs), (ins u5imm:$T, gprc:$A, gprc:$B), "$T, $A, $B">;
  def TABORTDC_rec : XNamed<31, 814, 1, (outs), (ins u5imm:$T, gprc:$A, gprc:$B), "$T, $A, $B">;
  def TABORTWCI_rec : XNamed<31, 846, 1, (outs), (ins u5imm:$T, gprc:$A, u5imm:$B), "$T, $A, $B">;
  def TABORTDCI_rec : XNamed<31, 878, 1, (outs), (ins u5imm:$T, gprc:$A, u5imm:$B), "$T, $A, $B">;
}
def TCHECK : XNamed<31, 718, 0, (outs crrc:$BF), (ins), "$BF"> {
  bits<3> BF;
  let T = {BF, 0b00};
  let A = 0;
  let B = 0;
}
def : InstAlias<"tend.", (TEND_rec 0)>;
def : InstAlias<"tendall.", (TEND_rec 1)>;
def : InstAlias<"tsuspend.", (TSR_rec 0)>;
def : InstAlias<"tresume.", (TSR_rec 1)>;
