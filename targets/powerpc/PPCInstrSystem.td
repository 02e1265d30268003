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

// The SPRs with a name of their own in both directions, and the ones
// named only for moves to or only for moves from.
defvar spr_names = ["xer", "lr", "ctr", "udscr", "dscr", "amr", "spefscr"];
defvar spr_numbers = [1, 8, 9, 3, 17, 29, 512];
foreach i = 0...6 in {
  defvar name = spr_names[i];
  defvar spr = spr_numbers[i];
  def : InstAlias<"mt" # name # "\t$RT", (MTSPR spr, gprc:$RT)>;
  def : InstAlias<"mf" # name # "\t$RT", (MFSPR gprc:$RT, spr)>;
}
def : InstAlias<"mfuamr\t$RT", (MFSPR gprc:$RT, 13)>;

// llvm-mc disassembles SPR 8 and 9 (lr, ctr) as records of their own,
// written with a space where the aliases above have a tab; the assembler
// keeps the aliases.
let isCodeGenOnly = 1, ForceDisassemble = 1, hasSideEffects = 1 in {
  def MTLR : XFXForm_fixed_spr<467, 8, (outs), (ins gprc:$RT), "mtlr $RT">;
  def MFLR : XFXForm_fixed_spr<339, 8, (outs gprc:$RT), (ins), "mflr $RT">;
  def MTCTR : XFXForm_fixed_spr<467, 9, (outs), (ins gprc:$RT), "mtctr $RT">;
  def MFCTR : XFXForm_fixed_spr<339, 9, (outs gprc:$RT), (ins), "mfctr $RT">;
}
def : InstAlias<"mfpvr\t$RT", (MFSPR gprc:$RT, 287)>;

// mtvrsave and mfvrsave keep their spelling; mtspr 256 does too, and is
// what llvm-mc disassembles their bytes as.
let isAsmParserOnly = 1 in {
def MTVRSAVE : XFXForm_fixed_spr<467, 256, (outs), (ins gprc:$RT), "mtvrsave\t$RT">, SpellingOf<"PPCSpelling">;
def MFVRSAVE : XFXForm_fixed_spr<339, 256, (outs gprc:$RT), (ins), "mfvrsave\t$RT">, SpellingOf<"PPCSpelling">;
}

// The SPRG registers (SPR 272-275) are accepted by name and printed as
// numbers.
def SprgAsm : PPCImmAsm<0, 3>;
def sprg_index : Operand<i32> {
  let ParserMatchClass = PPCCustomAsm<"SprgIndex", "parse_sprg_index">;
}
def : InstAlias<"mtsprg $n, $RT", (MTSPR sprg_index:$n, gprc:$RT), 0>;
def : InstAlias<"mfsprg $RT, $n", (MFSPR gprc:$RT, sprg_index:$n), 0>;
foreach n = 0...3 in {
  def : InstAlias<"mtsprg" # n # " $RT", (MTSPR !add(272, n), gprc:$RT), 0>;
  def : InstAlias<"mfsprg" # n # " $RT", (MFSPR gprc:$RT, !add(272, n)), 0>;
}

// The time base: mftb RT, TBR (268 lower, 269 upper).
def MFTB : XFXForm_spr<371, (outs gprc:$RT), (ins spr_number:$SPR), "mftb $RT, $SPR">;
def : InstAlias<"mftb $RT", (MFTB gprc:$RT, 268), 0>;
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

// Barriers: sync L (0 heavyweight, 1 lightweight, 2 page-table entries).
def SYNC    : XForm_none<31, 598, 0, "sync">;
def LWSYNC  : XForm_none<31, 598, 0b000010000000000, "lwsync">;
def PTESYNC : XForm_none<31, 598, 0b000100000000000, "ptesync">;
def EIEIO   : XForm_none<31, 854, 0, "eieio">;
def ISYNC   : XForm_none<19, 150, 0, "isync">;

// sc: the system call, LEV 0.
def SC : PPCInst<17, (outs), (ins), "sc"> {
  let Inst{25-2} = 0;
  let Inst{1} = 1;
  let Inst{0} = 0;
  // Only LEV (bits 11-5) is looked at besides the opcode.
  let DecodeIgnore{25-12} = -1;
  let DecodeIgnore{4-2} = -1;
  let hasSideEffects = 1;
}
