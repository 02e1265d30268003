//===- PPCSelection.td - PowerPC64 selection patterns and calling convention ===//
//
// The ELFv2 convention: arguments in r3-r10, the result in r3, r14-r31 and
// f14-f31 preserved, r1 the stack pointer. r2 (the TOC pointer) and r13
// (the thread pointer) are never allocated, nor is r0, which reads as zero
// where an instruction takes it as a base; cr2-cr4 are preserved too, and
// selection has no need of them, nor of f31 (which keeps the prologue's
// saves clear of a slot below them).
//
// i32 values live in the 32-bit view of the registers (GPRC), i64 values
// in the 64-bit view (G8RC). The high word of a register holding an i32
// is unspecified: the instructions chosen for i32 read only the low word
// (cmpw, divw, slw, cntlzw, ...), and a widening clears or fills it.
//
// The code is for the POWER9 that qemu-ppc64le emulates by default:
// modsd/modud, cnttzd and the VSX moves are there; brd (POWER10) is not.
// Condition codes never leave the condition register except through
// mfcr; a compare's field is allocated like any register, and the
// instructions reading one of its bits name the field and the bit apart.
//
//===----------------------------------------------------------------------===//

//===-- Selection twins ----------------------------------------------------===//
//
// PPCInstrs.td gives most fixed-point instructions the 32-bit view of their
// registers, but they work on the whole register: add, and, lbz, ... also
// serve i64 values. Each twin here has the 64-bit view (or another operand
// shape selection needs), the encoding and the spelling of the real
// instruction. They are pseudos: the assembler, the decoder and the random
// samples of the round-trip tests never see them, and the selected code is
// printed and assembled again, so its bytes are always the real
// instruction's.

let isPseudo = 1, isCodeGenOnly = 1 in {

let isCommutable = 1 in {
  def ADD8  : XOForm<266, 0, 0, (outs g8rc:$RT), (ins g8rc:$RA, g8rc:$RB), "add $RT, $RA, $RB">;
  def AND8  : XForm_logical<28, 0, (outs g8rc:$RA), (ins g8rc:$RS, g8rc:$RB), "and $RA, $RS, $RB">;
  def OR8   : XForm_logical<444, 0, (outs g8rc:$RA), (ins g8rc:$RS, g8rc:$RB), "or $RA, $RS, $RB">;
  def XOR8  : XForm_logical<316, 0, (outs g8rc:$RA), (ins g8rc:$RS, g8rc:$RB), "xor $RA, $RS, $RB">;
  def NAND8 : XForm_logical<476, 0, (outs g8rc:$RA), (ins g8rc:$RS, g8rc:$RB), "nand $RA, $RS, $RB">;
  def NOR8  : XForm_logical<124, 0, (outs g8rc:$RA), (ins g8rc:$RS, g8rc:$RB), "nor $RA, $RS, $RB">;
  def EQV8  : XForm_logical<284, 0, (outs g8rc:$RA), (ins g8rc:$RS, g8rc:$RB), "eqv $RA, $RS, $RB">;
}
def ANDC8 : XForm_logical<60, 0, (outs g8rc:$RA), (ins g8rc:$RS, g8rc:$RB), "andc $RA, $RS, $RB">;
def ORC8  : XForm_logical<412, 0, (outs g8rc:$RA), (ins g8rc:$RS, g8rc:$RB), "orc $RA, $RS, $RB">;
def SUBF8 : XOForm<40, 0, 0, (outs g8rc:$RT), (ins g8rc:$RA, g8rc:$RB), "subf $RT, $RA, $RB">;
def NEG8  : XOForm_unary<104, 0, 0, (outs g8rc:$RT), (ins g8rc:$RA), "neg $RT, $RA">;

def ADDI8  : DForm_rri<14, (outs g8rc:$RT), (ins g8rc:$RA, s16imm:$IMM), "addi $RT, $RA, $IMM">;
def ADDIS8 : DForm_rri<15, (outs g8rc:$RT), (ins g8rc:$RA, s17imm:$IMM), "addis $RT, $RA, $IMM">;
def MULLI8 : DForm_rri<7, (outs g8rc:$RT), (ins g8rc:$RA, s16imm:$IMM), "mulli $RT, $RA, $IMM">;
let Defs = [CARRY] in
def SUBFIC8 : DForm_rri<8, (outs g8rc:$RT), (ins g8rc:$RA, s16imm:$IMM), "subfic $RT, $RA, $IMM">;
let RA = 0 in {
  def LI8  : DForm_rri<14, (outs g8rc:$RT), (ins s16imm:$IMM), "li $RT, $IMM">;
  def LIS8 : DForm_rri<15, (outs g8rc:$RT), (ins s17imm:$IMM), "lis $RT, $IMM">;
}
def ORI8   : DForm_logical<24, (outs g8rc:$RA), (ins g8rc:$RS, u16imm:$IMM), "ori $RA, $RS, $IMM">;
def ORIS8  : DForm_logical<25, (outs g8rc:$RA), (ins g8rc:$RS, u16imm:$IMM), "oris $RA, $RS, $IMM">;
def XORI8  : DForm_logical<26, (outs g8rc:$RA), (ins g8rc:$RS, u16imm:$IMM), "xori $RA, $RS, $IMM">;
def XORIS8 : DForm_logical<27, (outs g8rc:$RA), (ins g8rc:$RS, u16imm:$IMM), "xoris $RA, $RS, $IMM">;
let Defs = [CR0] in {
  def ANDI8_rec  : DForm_logical<28, (outs g8rc:$RA), (ins g8rc:$RS, u16imm:$IMM), "andi. $RA, $RS, $IMM">;
  def ANDIS8_rec : DForm_logical<29, (outs g8rc:$RA), (ins g8rc:$RS, u16imm:$IMM), "andis. $RA, $RS, $IMM">;
}

def RLWIMI8 : MForm<20, 0, (outs g8rc:$RA), (ins g8rc:$RAi, g8rc:$RS, u5imm:$SH, u5imm:$MB, u5imm:$ME),
                    "rlwimi $RA, $RS, $SH, $MB, $ME"> {
  let Constraints = "$RAi = $RA";
}

def EXTSB8 : XForm_unary<954, 0, (outs g8rc:$RA), (ins g8rc:$RS), "extsb $RA, $RS">;
def EXTSH8 : XForm_unary<922, 0, (outs g8rc:$RA), (ins g8rc:$RS), "extsh $RA, $RS">;
// Widening an i32: extsw, and clrldi (rldicl RA, RS, 0, 32) for zero.
def EXTSW_32_64 : XForm_unary<986, 0, (outs g8rc:$RA), (ins gprc:$RS), "extsw $RA, $RS">;
def RLDICL_32_64 : MDForm<0, 0, (outs g8rc:$RA), (ins gprc:$RS, u6imm:$SH, u6imm:$MBE), "rldicl $RA, $RS, $SH, $MBE">;

// Loads into and stores from the 64-bit view.
def LBZ8 : LoadD<34, "lbz", g8rc>;
def LHZ8 : LoadD<40, "lhz", g8rc>;
def LHA8 : LoadD<42, "lha", g8rc>;
def LWZ8 : LoadD<32, "lwz", g8rc>;
def STB8 : StoreD<38, "stb", g8rc>;
def STH8 : StoreD<44, "sth", g8rc>;
def STW8 : StoreD<36, "stw", g8rc>;
// Indexed loads and stores name their address registers in the 32-bit
// view; addresses are i64. By the width of the value: _32, _64, _F.
class IndexedLoad<bits<10> xo, string mnemonic, RegisterOperand rc>
    : XForm_tab<31, xo, 0, (outs rc:$RST), (ins g8rc:$RA, g8rc:$RB), mnemonic # " $RST, $RA, $RB"> {
  let mayLoad = 1;
}
class IndexedStore<bits<10> xo, string mnemonic, RegisterOperand rc>
    : XForm_tab<31, xo, 0, (outs), (ins rc:$RST, g8rc:$RA, g8rc:$RB), mnemonic # " $RST, $RA, $RB"> {
  let mayStore = 1;
}
def LBZX_32 : IndexedLoad<87, "lbzx", gprc>;
def LHZX_32 : IndexedLoad<279, "lhzx", gprc>;
def LHAX_32 : IndexedLoad<343, "lhax", gprc>;
def LWZX_32 : IndexedLoad<23, "lwzx", gprc>;
def LBZX_64 : IndexedLoad<87, "lbzx", g8rc>;
def LHZX_64 : IndexedLoad<279, "lhzx", g8rc>;
def LHAX_64 : IndexedLoad<343, "lhax", g8rc>;
def LWZX_64 : IndexedLoad<23, "lwzx", g8rc>;
def LWAX_64 : IndexedLoad<341, "lwax", g8rc>;
def LDX_64  : IndexedLoad<21, "ldx", g8rc>;
def LFSX_F  : IndexedLoad<535, "lfsx", f4rc>;
def LFDX_F  : IndexedLoad<599, "lfdx", f8rc>;
def STBX_32 : IndexedStore<215, "stbx", gprc>;
def STHX_32 : IndexedStore<407, "sthx", gprc>;
def STWX_32 : IndexedStore<151, "stwx", gprc>;
def STBX_64 : IndexedStore<215, "stbx", g8rc>;
def STHX_64 : IndexedStore<407, "sthx", g8rc>;
def STWX_64 : IndexedStore<151, "stwx", g8rc>;
def STDX_64 : IndexedStore<149, "stdx", g8rc>;
def STFSX_F : IndexedStore<663, "stfsx", f4rc>;
def STFDX_F : IndexedStore<727, "stfdx", f8rc>;

// The condition register into a GPR, for a bit to be extracted.
def MFCR8 : PPCInst<31, (outs g8rc:$RT), (ins), "mfcr $RT"> {
  bits<5> RT;
  let Inst{25-21} = RT;
  let Inst{20-11} = 0;
  let Inst{10-1} = 19;
  let Inst{0} = 0;
}

// Bit BIT of field CR of the condition register (as mfcr left it in RS)
// alone in the lowest bit: rlwinm RA, RS, 4*CR+BIT+1, 31, 31. NEXT is
// BIT+1, which fits the two bits of the rotate it makes for the bits
// compares set (lt, gt, eq).
class CRBitExtract<RegisterOperand rc>
    : PPCInst<21, (outs rc:$RA), (ins crrc:$CR, rc:$RS, u2imm:$NEXT), "rlwinm $RA, $RS, 4*$CR+$NEXT, 31, 31"> {
  bits<5> RA;
  bits<5> RS;
  bits<3> CR;
  bits<2> NEXT;
  let Inst{25-21} = RS;
  let Inst{20-16} = RA;
  let Inst{15-13} = CR;
  let Inst{12-11} = NEXT;
  let Inst{10-6} = 31;
  let Inst{5-1} = 31;
  let Inst{0} = 0;
}
def RLWINM_CR  : CRBitExtract<gprc>;
def RLWINM8_CR : CRBitExtract<g8rc>;

// bc BO, 4*CR+BIT, target: a branch on one bit of an allocated field.
def BCC_CR : PPCInst<16, (outs), (ins u5imm:$BO, crrc:$CR, u2imm:$BIT, condbrtarget:$BD), "bc $BO, 4*$CR+$BIT, $BD"> {
  bits<5> BO;
  bits<3> CR;
  bits<2> BIT;
  bits<14> BD;
  let Inst{25-21} = BO;
  let Inst{20-18} = CR;
  let Inst{17-16} = BIT;
  let Inst{15-2} = BD;
  let Inst{1} = 0;
  let Inst{0} = 0;
  let isBranch = 1;
  let isTerminator = 1;
}

// A single-precision value's bits pass through memory: its FPR holds it
// in double format, and only lfs and stfs convert. The slot is the last
// doubleword of the protected zone below r1, which the prologue's saves
// never reach (f31 is reserved, so at most 35 registers are saved). The
// store writes a copy of r1 that the load then reads, which keeps them
// in order.
class SlotStore<bits<6> opcode, string mnemonic, RegisterOperand rc>
    : PPCInst<opcode, (outs g8rc:$SP), (ins rc:$RS, g8rc:$SPi), mnemonic # " $RS, -288($SP)"> {
  bits<5> RS;
  bits<5> SP;
  let Inst{25-21} = RS;
  let Inst{20-16} = SP;
  let Inst{15-0} = 0xfee0;
  let Constraints = "$SPi = $SP";
  let mayStore = 1;
}
class SlotLoad<bits<6> opcode, string mnemonic, RegisterOperand rc>
    : PPCInst<opcode, (outs rc:$RT), (ins g8rc:$SP), mnemonic # " $RT, -288($SP)"> {
  bits<5> RT;
  bits<5> SP;
  let Inst{25-21} = RT;
  let Inst{20-16} = SP;
  let Inst{15-0} = 0xfee0;
  let mayLoad = 1;
}
def STW_SLOT  : SlotStore<36, "stw", gprc>;
def STFS_SLOT : SlotStore<52, "stfs", f4rc>;
def LWZ_SLOT  : SlotLoad<32, "lwz", gprc>;
def LFS_SLOT  : SlotLoad<48, "lfs", f4rc>;

// The field of a compare in the top four bits of a word (lt, gt, eq, un
// as 8, 4, 2, 1 << 28): rlwinm RA, RS, 4*CR, 0, 3.
def RLWINM8_CRFIELD : PPCInst<21, (outs g8rc:$RA), (ins crrc:$CR, g8rc:$RS), "rlwinm $RA, $RS, 4*$CR, 0, 3"> {
  bits<5> RA;
  bits<5> RS;
  bits<3> CR;
  let Inst{25-21} = RS;
  let Inst{20-16} = RA;
  let Inst{15-13} = CR;
  let Inst{12-11} = 0;
  let Inst{10-6} = 0;
  let Inst{5-1} = 3;
  let Inst{0} = 0;
}

// Doublewords between a GPR and an FPR (the FPRs are VSX registers 0-31).
def MTVSRD_F  : XX1Form<31, 179, (outs f8rc:$XT), (ins g8rc:$RA), "mtvsrd $XT, $RA"> { let RB = 0; }
def MFVSRD_F  : XX1Form<31, 51, (outs g8rc:$RA), (ins f8rc:$XT), "mfvsrd $RA, $XT"> { let RB = 0; }
def MFVSRWZ_F : XX1Form<31, 115, (outs gprc:$RA), (ins f8rc:$XT), "mfvsrwz $RA, $XT"> { let RB = 0; }

}

//===-- Calling convention -------------------------------------------------===//

def PPCCallingConv : CallingConv {
  let ArgumentRegisters = [X3, X4, X5, X6, X7, X8, X9, X10]; let ReturnRegister = X3;
  let FloatArgumentRegisters = !foreach(i, !range(1, 14), !cast<Register>("F"#i)); let FloatReturnRegister = F1;
  let CalleeSaved = !listconcat(!foreach(i, !range(14, 32), !cast<Register>("X"#i)),
                                !foreach(i, !range(14, 32), !cast<Register>("F"#i)));
  let StackPointer = X1; let SharedArgumentSlots = 1;  // ELFv2: a doubleword each
  let Reserved = [X0, X1, X2, X13, F31, CR2, CR3, CR4];
  let ValueClasses = [GPRC, G8RC, F4RC, F8RC];
}

//===-- Immediates ---------------------------------------------------------===//

// What the immediate fields hold, by the value as the matcher sees it
// (sign-extended from its type).
def immSExt16   : ImmLeaf<i64, "is_simm16">;
def immZExt16   : ImmLeaf<i64, "is_uimm16">;
def immSExt32   : ImmLeaf<i64, "is_simm32">;
def immZExt32   : ImmLeaf<i64, "is_uimm32">;
def immHigh16   : ImmLeaf<i64, "is_high16">;      // 0x????0000, unsigned
def immAddis    : ImmLeaf<i64, "is_addis">;       // 0x????0000, signed
def immNegS16   : ImmLeaf<i64, "is_neg_simm16">;  // -imm fits addi
def immLowMask  : ImmLeaf<i64, "is_low_mask64">;  // 0..01..1
def immHighMask : ImmLeaf<i64, "is_high_mask64">; // 1..10..0
def imm32SExt16 : ImmLeaf<i32, "is_simm16">;
def imm32ZExt16 : ImmLeaf<i32, "is_uimm16_of_32">;
def imm32High16 : ImmLeaf<i32, "is_high16_of_32">;
def imm32Addis  : ImmLeaf<i32, "is_addis">;
def imm32NegS16 : ImmLeaf<i32, "is_neg_simm16">;
def imm32Mask   : ImmLeaf<i32, "is_mask32">;      // one run of ones, not wrapping
def shift64     : ImmLeaf<i64, "is_shift64">;
def shift32     : ImmLeaf<i32, "is_shift32">;

// The 16-bit pieces of a constant (HI16 and LO16 are in PPCInstrs.td:
// the signed high half of the low word, and the low half).
def HI16U    : SDNodeXForm<imm, "hi16u">;    // bits 16-31, unsigned (oris)
def HIGHER16 : SDNodeXForm<imm, "higher16">; // bits 32-47 (ori)
def HIGHEST16 : SDNodeXForm<imm, "highest16">; // bits 48-63, signed (lis)
def ADDIS16  : SDNodeXForm<imm, "addis16">;  // bits 16-31 of 0x????0000, signed
def NEGIMM   : SDNodeXForm<imm, "negate">;
// The value itself, into a field of the instruction's own type.
def IMM      : SDNodeXForm<imm, "same">;
// Shift and rotate fields.
def SUB63  : SDNodeXForm<imm, "sub63">;
def SUB31  : SDNodeXForm<imm, "sub31">;
def NEGMOD64 : SDNodeXForm<imm, "neg_mod64">;
def NEGMOD32 : SDNodeXForm<imm, "neg_mod32">;
def MOD64  : SDNodeXForm<imm, "mod64">;
def MOD32  : SDNodeXForm<imm, "mod32">;
// The mask fields of an and with a contiguous mask.
def LOWMASK_MB  : SDNodeXForm<imm, "low_mask_mb">;
def HIGHMASK_ME : SDNodeXForm<imm, "high_mask_me">;
def MASK32_MB   : SDNodeXForm<imm, "mask32_mb">;
def MASK32_ME   : SDNodeXForm<imm, "mask32_me">;
// The same pieces of a floating-point constant's bits.
def FP_LO16      : SDNodeXForm<fpimm, "lo16">;
def FP_HI16U     : SDNodeXForm<fpimm, "hi16u">;
def FP_HIGHER16  : SDNodeXForm<fpimm, "higher16">;
def FP_HIGHEST16 : SDNodeXForm<fpimm, "highest16">;

// 16 bits, 32 bits, then any 64-bit value: lis, ori, sldi 32, oris, ori.
def : Pat<(i32 imm32SExt16:$imm), (LI (IMM imm:$imm))>;
def : Pat<(i64 immSExt16:$imm), (LI8 (IMM imm:$imm))>;
def : Pat<(i64 immSExt32:$imm), (ORI8 (LIS8 (HI16 imm:$imm)), (LO16 imm:$imm))>;
def : Pat<(i64 immZExt32:$imm), (ORI8 (ORIS8 (LI8 0), (HI16U imm:$imm)), (LO16 imm:$imm))>;
def : Pat<(i64 imm:$imm),
          (ORI8 (ORIS8 (RLDICR (ORI8 (LIS8 (HIGHEST16 imm:$imm)), (HIGHER16 imm:$imm)), 32, 31),
                       (HI16U imm:$imm)),
                (LO16 imm:$imm))>;

//===-- Arithmetic ---------------------------------------------------------===//

def : Pat<(add G8RC:$a, G8RC:$b), (ADD8 $a, $b)>;
def : Pat<(add G8RC:$a, immSExt16:$k), (ADDI8 $a, (IMM imm:$k))>;
def : Pat<(add G8RC:$a, immAddis:$k), (ADDIS8 $a, (ADDIS16 imm:$k))>;
def : Pat<(add GPRC:$a, GPRC:$b), (ADD $a, $b)>;
def : Pat<(add GPRC:$a, imm32SExt16:$k), (ADDI $a, (IMM imm:$k))>;
def : Pat<(add GPRC:$a, imm32Addis:$k), (ADDIS $a, (ADDIS16 imm:$k))>;

// subf RT, RA, RB is RB - RA.
def : Pat<(sub G8RC:$a, G8RC:$b), (SUBF8 $b, $a)>;
def : Pat<(sub G8RC:$a, immNegS16:$k), (ADDI8 $a, (NEGIMM imm:$k))>;
def : Pat<(sub immSExt16:$k, G8RC:$a), (SUBFIC8 $a, (IMM imm:$k))>;
def : Pat<(sub 0, G8RC:$a), (NEG8 $a)>;
def : Pat<(sub GPRC:$a, GPRC:$b), (SUBF $b, $a)>;
def : Pat<(sub GPRC:$a, imm32NegS16:$k), (ADDI $a, (NEGIMM imm:$k))>;
def : Pat<(sub imm32SExt16:$k, GPRC:$a), (SUBFIC $a, (IMM imm:$k))>;
def : Pat<(sub 0, GPRC:$a), (NEG $a)>;

def : Pat<(mul G8RC:$a, G8RC:$b), (MULLD $a, $b)>;
def : Pat<(mul G8RC:$a, immSExt16:$k), (MULLI8 $a, (IMM imm:$k))>;
def : Pat<(mul GPRC:$a, GPRC:$b), (MULLW $a, $b)>;
def : Pat<(mul GPRC:$a, imm32SExt16:$k), (MULLI $a, (IMM imm:$k))>;

def : Pat<(sdiv G8RC:$a, G8RC:$b), (DIVD $a, $b)>;
def : Pat<(udiv G8RC:$a, G8RC:$b), (DIVDU $a, $b)>;
def : Pat<(srem G8RC:$a, G8RC:$b), (MODSD $a, $b)>;
def : Pat<(urem G8RC:$a, G8RC:$b), (MODUD $a, $b)>;
def : Pat<(sdiv GPRC:$a, GPRC:$b), (DIVW $a, $b)>;
def : Pat<(udiv GPRC:$a, GPRC:$b), (DIVWU $a, $b)>;
def : Pat<(srem GPRC:$a, GPRC:$b), (MODSW $a, $b)>;
def : Pat<(urem GPRC:$a, GPRC:$b), (MODUW $a, $b)>;

//===-- Logic --------------------------------------------------------------===//

multiclass Logic<SDNode node, Instruction rr8, Instruction rr> {
  def : Pat<(node G8RC:$a, G8RC:$b), (rr8 $a, $b)>;
  def : Pat<(node GPRC:$a, GPRC:$b), (rr $a, $b)>;
}
defm : Logic<and, AND8, AND>;
defm : Logic<or, OR8, OR>;
defm : Logic<xor, XOR8, XOR>;

// Immediates: the low half, the high half of the low word, or both (or
// and xor; an and of both halves is a constant in a register).
multiclass LogicImm<SDNode node, Instruction lo8, Instruction hi8, Instruction lo, Instruction hi> {
  def : Pat<(node G8RC:$a, immZExt16:$k), (lo8 $a, (IMM imm:$k))>;
  def : Pat<(node G8RC:$a, immHigh16:$k), (hi8 $a, (HI16U imm:$k))>;
  def : Pat<(node GPRC:$a, imm32ZExt16:$k), (lo $a, (LO16 imm:$k))>;
  def : Pat<(node GPRC:$a, imm32High16:$k), (hi $a, (HI16U imm:$k))>;
}
defm : LogicImm<and, ANDI8_rec, ANDIS8_rec, ANDI_rec, ANDIS_rec>;
defm : LogicImm<or, ORI8, ORIS8, ORI, ORIS>;
defm : LogicImm<xor, XORI8, XORIS8, XORI, XORIS>;
def : Pat<(or G8RC:$a, immZExt32:$k), (ORIS8 (ORI8 $a, (LO16 imm:$k)), (HI16U imm:$k))>;
def : Pat<(xor G8RC:$a, immZExt32:$k), (XORIS8 (XORI8 $a, (LO16 imm:$k)), (HI16U imm:$k))>;
def : Pat<(or GPRC:$a, (i32 imm:$k)), (ORIS (ORI $a, (LO16 imm:$k)), (HI16U imm:$k))>;
def : Pat<(xor GPRC:$a, (i32 imm:$k)), (XORIS (XORI $a, (LO16 imm:$k)), (HI16U imm:$k))>;
// Masks of one run of ones: a rotate by 0 that clears the rest.
def : Pat<(and G8RC:$a, immLowMask:$k), (RLDICL $a, 0, (LOWMASK_MB imm:$k))>;
def : Pat<(and G8RC:$a, immHighMask:$k), (RLDICR $a, 0, (HIGHMASK_ME imm:$k))>;
def : Pat<(and GPRC:$a, imm32Mask:$k), (RLWINM $a, 0, (MASK32_MB imm:$k), (MASK32_ME imm:$k))>;

// Complements folded into the operation.
def : Pat<(xor G8RC:$a, -1), (NOR8 $a, $a)>;
def : Pat<(xor GPRC:$a, -1), (NOR $a, $a)>;
def : Pat<(and G8RC:$a, (xor G8RC:$b, -1)), (ANDC8 $a, $b)>;
def : Pat<(and GPRC:$a, (xor GPRC:$b, -1)), (ANDC $a, $b)>;
def : Pat<(or G8RC:$a, (xor G8RC:$b, -1)), (ORC8 $a, $b)>;
def : Pat<(or GPRC:$a, (xor GPRC:$b, -1)), (ORC $a, $b)>;
def : Pat<(xor (and G8RC:$a, G8RC:$b), -1), (NAND8 $a, $b)>;
def : Pat<(xor (and GPRC:$a, GPRC:$b), -1), (NAND $a, $b)>;
def : Pat<(xor (or G8RC:$a, G8RC:$b), -1), (NOR8 $a, $b)>;
def : Pat<(xor (or GPRC:$a, GPRC:$b), -1), (NOR $a, $b)>;
def : Pat<(xor (xor G8RC:$a, G8RC:$b), -1), (EQV8 $a, $b)>;
def : Pat<(xor (xor GPRC:$a, GPRC:$b), -1), (EQV $a, $b)>;

//===-- Shifts and rotates -------------------------------------------------===//

// By a register: the amount's low 7 (6 for words) bits count, and an
// amount of the width or more, which the DAG leaves undefined, gives 0.
def : Pat<(shl G8RC:$a, G8RC:$n), (SLD $a, $n)>;
def : Pat<(srl G8RC:$a, G8RC:$n), (SRD $a, $n)>;
def : Pat<(sra G8RC:$a, G8RC:$n), (SRAD $a, $n)>;
def : Pat<(shl GPRC:$a, GPRC:$n), (SLW $a, $n)>;
def : Pat<(srl GPRC:$a, GPRC:$n), (SRW $a, $n)>;
def : Pat<(sra GPRC:$a, GPRC:$n), (SRAW $a, $n)>;

// By a constant: sldi is rldicr a, n, 63-n; srdi is rldicl a, 64-n, n;
// slwi and srwi are rlwinm.
def : Pat<(shl G8RC:$a, shift64:$n), (RLDICR $a, (IMM imm:$n), (SUB63 imm:$n))>;
def : Pat<(srl G8RC:$a, shift64:$n), (RLDICL $a, (NEGMOD64 imm:$n), (IMM imm:$n))>;
def : Pat<(sra G8RC:$a, shift64:$n), (SRADI $a, (IMM imm:$n))>;
def : Pat<(shl GPRC:$a, shift32:$n), (RLWINM $a, (IMM imm:$n), 0, (SUB31 imm:$n))>;
def : Pat<(srl GPRC:$a, shift32:$n), (RLWINM $a, (NEGMOD32 imm:$n), (IMM imm:$n), 31)>;
def : Pat<(sra GPRC:$a, shift32:$n), (SRAWI $a, (IMM imm:$n))>;

// Rotates take the amount modulo the width; right is left by the negation.
def : Pat<(rotl G8RC:$a, G8RC:$n), (RLDCL $a, $n, 0)>;
def : Pat<(rotr G8RC:$a, G8RC:$n), (RLDCL $a, (NEG8 $n), 0)>;
def : Pat<(rotl GPRC:$a, GPRC:$n), (RLWNM $a, $n, 0, 31)>;
def : Pat<(rotr GPRC:$a, GPRC:$n), (RLWNM $a, (NEG $n), 0, 31)>;
def : Pat<(rotl G8RC:$a, (i64 imm:$n)), (RLDICL $a, (MOD64 imm:$n), 0)>;
def : Pat<(rotr G8RC:$a, (i64 imm:$n)), (RLDICL $a, (NEGMOD64 imm:$n), 0)>;
def : Pat<(rotl GPRC:$a, (i32 imm:$n)), (RLWINM $a, (MOD32 imm:$n), 0, 31)>;
def : Pat<(rotr GPRC:$a, (i32 imm:$n)), (RLWINM $a, (NEGMOD32 imm:$n), 0, 31)>;

//===-- Bit counting and byte swaps ----------------------------------------===//

def : Pat<(ctlz G8RC:$a), (CNTLZD $a)>;
def : Pat<(ctlz GPRC:$a), (CNTLZW $a)>;
def : Pat<(cttz G8RC:$a), (CNTTZD $a)>;
def : Pat<(cttz GPRC:$a), (CNTTZW $a)>;
def : Pat<(ctpop G8RC:$a), (POPCNTD $a)>;
// popcntw counts each word apart: the low word's count is in the low word.
def : Pat<(ctpop GPRC:$a), (POPCNTW $a)>;

// A word's bytes reversed: rotate by 8, then insert bytes 0 and 2 from a
// rotate by 24. rlwinm and rlwimi leave the high word clear.
def : Pat<(bswap GPRC:$a), (RLWIMI (RLWIMI (RLWINM $a, 8, 0, 31), $a, 24, 0, 7), $a, 24, 16, 23)>;
// A doubleword: each word reversed, the low one inserted as the high.
def : Pat<(bswap G8RC:$a),
          (RLDIMI (RLWIMI8 (RLWIMI8 (RLWINM8 (RLDICL $a, 32, 32), 8, 0, 31), (RLDICL $a, 32, 32), 24, 0, 7),
                           (RLDICL $a, 32, 32), 24, 16, 23),
                  (RLWIMI8 (RLWIMI8 (RLWINM8 $a, 8, 0, 31), $a, 24, 0, 7), $a, 24, 16, 23), 32, 0)>;

//===-- Extension and truncation -------------------------------------------===//

def : Pat<(i64 (sext GPRC:$a)), (EXTSW_32_64 $a)>;
def : Pat<(i64 (zext GPRC:$a)), (RLDICL_32_64 $a, 0, 32)>;
def : Pat<(i64 (anyext GPRC:$a)), (RLDICL_32_64 $a, 0, 32)>;
def : Pat<(i32 (trunc G8RC:$a)), (COPY_TO_REGCLASS $a, GPRC)>;
def : Pat<(sext_inreg G8RC:$a, i8), (EXTSB8 $a)>;
def : Pat<(sext_inreg G8RC:$a, i16), (EXTSH8 $a)>;
def : Pat<(sext_inreg G8RC:$a, i32), (EXTSW $a)>;
def : Pat<(sext_inreg G8RC:$a, i1), (NEG8 (RLDICL $a, 0, 63))>;
def : Pat<(sext_inreg GPRC:$a, i8), (EXTSB $a)>;
def : Pat<(sext_inreg GPRC:$a, i16), (EXTSH $a)>;
def : Pat<(sext_inreg GPRC:$a, i1), (NEG (RLWINM $a, 0, 31, 31))>;

//===-- Loads and stores ---------------------------------------------------===//

// Base plus a 16-bit offset (D form), the same with the offset a multiple
// of 4 (DS form: ld, std, lwa); an add of any other value is two
// registers (X form). Each gives the offset, then the base.
def ADDRri  : ComplexPattern<i64, 2, "select_addr_ri", [add]>;
def ADDRrix : ComplexPattern<i64, 2, "select_addr_rix", [add]>;

// load and store with no extension or truncation, as fragments (the
// multiclasses below take either these or the extending ones).
def plainload : PatFrag<(ops node:$ptr), (load node:$ptr)>;
def plainstore : PatFrag<(ops node:$val, node:$ptr), (store node:$val, node:$ptr)>;

multiclass Load<ValueType vt, PatFrag frag, Instruction d, Instruction x, ComplexPattern addr = ADDRri> {
  def : Pat<(vt (frag addr:$addr)), (d addr:$addr)>;
  def : Pat<(vt (frag (add G8RC:$base, G8RC:$index))), (x $base, $index)>;
}
defm : Load<i64, plainload, LD, LDX_64, ADDRrix>;
defm : Load<i64, sextloadi32, LWA, LWAX_64, ADDRrix>;
defm : Load<i64, zextloadi32, LWZ8, LWZX_64>;
defm : Load<i64, extloadi32, LWZ8, LWZX_64>;
defm : Load<i64, sextloadi16, LHA8, LHAX_64>;
defm : Load<i64, zextloadi16, LHZ8, LHZX_64>;
defm : Load<i64, extloadi16, LHZ8, LHZX_64>;
defm : Load<i64, zextloadi8, LBZ8, LBZX_64>;
defm : Load<i64, extloadi8, LBZ8, LBZX_64>;
defm : Load<i32, plainload, LWZ, LWZX_32>;
defm : Load<i32, sextloadi16, LHA, LHAX_32>;
defm : Load<i32, zextloadi16, LHZ, LHZX_32>;
defm : Load<i32, extloadi16, LHZ, LHZX_32>;
defm : Load<i32, zextloadi8, LBZ, LBZX_32>;
defm : Load<i32, extloadi8, LBZ, LBZX_32>;
defm : Load<f32, plainload, LFS, LFSX_F>;
defm : Load<f64, plainload, LFD, LFDX_F>;
// No lba: a byte, then its sign.
def : Pat<(i64 (sextloadi8 ADDRri:$addr)), (EXTSB8 (LBZ8 ADDRri:$addr))>;
def : Pat<(i64 (sextloadi8 (add G8RC:$base, G8RC:$index))), (EXTSB8 (LBZX_64 $base, $index))>;
def : Pat<(i32 (sextloadi8 ADDRri:$addr)), (EXTSB (LBZ ADDRri:$addr))>;
def : Pat<(i32 (sextloadi8 (add G8RC:$base, G8RC:$index))), (EXTSB (LBZX_32 $base, $index))>;

multiclass Store<RegisterClass rc, PatFrag frag, Instruction d, Instruction x, ComplexPattern addr = ADDRri> {
  def : Pat<(frag rc:$v, addr:$addr), (d $v, addr:$addr)>;
  def : Pat<(frag rc:$v, (add G8RC:$base, G8RC:$index)), (x $v, $base, $index)>;
}
defm : Store<G8RC, plainstore, STD, STDX_64, ADDRrix>;
defm : Store<G8RC, truncstorei32, STW8, STWX_64>;
defm : Store<G8RC, truncstorei16, STH8, STHX_64>;
defm : Store<G8RC, truncstorei8, STB8, STBX_64>;
defm : Store<GPRC, plainstore, STW, STWX_32>;
defm : Store<GPRC, truncstorei16, STH, STHX_32>;
defm : Store<GPRC, truncstorei8, STB, STBX_32>;
defm : Store<F4RC, plainstore, STFS, STFSX_F>;
defm : Store<F8RC, plainstore, STFD, STFDX_F>;

//===-- Compares, branches, setcc and select -------------------------------===//
//
// A compare sets one field: lt, gt and eq (bits 0-2) by the signed or
// unsigned order. A condition is one of those bits, or its complement:
// `bc 12` branches on the bit, `bc 4` on its complement; as a value, the
// bit is extracted from mfcr and flipped with xori.

// One condition through one compare: `test` is the setcc (untyped),
// `brcc` the same test as br_cc, `cmp` the compare whose field holds it,
// `crbit` the field's bit and `flip` whether the condition is its
// complement.
multiclass CondUse<dag test, dag brcc, dag cmp, int crbit, bit flip> {
  defvar bo = !if(flip, 4, 12);
  def : Pat<(brcond (i1 test), bb:$t), (BCC_CR bo, cmp, crbit, bb:$t)>;
  def : Pat<brcc, (BCC_CR bo, cmp, crbit, bb:$t)>;

  // The bit as 0 or 1, and the condition's value.
  defvar bit64 = (RLWINM8_CR cmp, (MFCR8), !add(crbit, 1));
  defvar bit32 = (RLWINM_CR cmp, (MFCR), !add(crbit, 1));
  defvar value64 = !if(flip, (XORI8 bit64, 1), bit64);
  defvar value32 = !if(flip, (XORI bit32, 1), bit32);
  def : Pat<(i64 test), value64>;
  def : Pat<(i32 test), value32>;
  def : Pat<(i64 (zext (i1 test))), value64>;
  def : Pat<(i32 (zext (i1 test))), value32>;
  def : Pat<(i64 (anyext (i1 test))), value64>;
  def : Pat<(i32 (anyext (i1 test))), value32>;
  def : Pat<(i64 (sext (i1 test))), (NEG8 value64)>;
  def : Pat<(i32 (sext (i1 test))), (NEG value32)>;

  // select: the bit as a mask (0 or -1) picks between the two values,
  // b ^ ((a ^ b) & mask); a complement picks the other way round.
  if flip then {
    def : Pat<(select (i1 test), G8RC:$x, G8RC:$y), (XOR8 (AND8 (XOR8 $x, $y), (NEG8 bit64)), $x)>;
    def : Pat<(select (i1 test), GPRC:$x, GPRC:$y), (XOR (AND (XOR $x, $y), (NEG bit32)), $x)>;
  } else {
    def : Pat<(select (i1 test), G8RC:$x, G8RC:$y), (XOR8 (AND8 (XOR8 $x, $y), (NEG8 bit64)), $y)>;
    def : Pat<(select (i1 test), GPRC:$x, GPRC:$y), (XOR (AND (XOR $x, $y), (NEG bit32)), $y)>;
  }
}

// A condition between two registers, or a register and the immediate
// its compare takes, at both widths. `imm8` and `imm4` are the
// immediates cmpdi/cmpldi and cmpwi/cmplwi take, `xf` writes them.
multiclass Cond<CondCode cc, int crbit, bit flip, Instruction rr8, Instruction ri8, PatFrag imm8,
                Instruction rr, Instruction ri, PatFrag imm4, SDNodeXForm xf> {
  defm : CondUse<(setcc G8RC:$a, G8RC:$b, cc), (br_cc cc, G8RC:$a, G8RC:$b, bb:$t), (rr8 $a, $b), crbit, flip>;
  defm : CondUse<(setcc G8RC:$a, imm8:$b, cc), (br_cc cc, G8RC:$a, imm8:$b, bb:$t), (ri8 $a, (xf imm:$b)), crbit, flip>;
  defm : CondUse<(setcc GPRC:$a, GPRC:$b, cc), (br_cc cc, GPRC:$a, GPRC:$b, bb:$t), (rr $a, $b), crbit, flip>;
  defm : CondUse<(setcc GPRC:$a, imm4:$b, cc), (br_cc cc, GPRC:$a, imm4:$b, bb:$t), (ri $a, (xf imm:$b)), crbit, flip>;
}

multiclass SignedCond<CondCode cc, int crbit, bit flip>
    : Cond<cc, crbit, flip, CMPD, CMPDI, immSExt16, CMPW, CMPWI, imm32SExt16, IMM>;
multiclass UnsignedCond<CondCode cc, int crbit, bit flip>
    : Cond<cc, crbit, flip, CMPLD, CMPLDI, immZExt16, CMPLW, CMPLWI, imm32ZExt16, LO16>;

// Bits: lt 0, gt 1, eq 2.
defm : SignedCond<SETLT, 0, 0>;
defm : SignedCond<SETGE, 0, 1>;
defm : SignedCond<SETGT, 1, 0>;
defm : SignedCond<SETLE, 1, 1>;
defm : SignedCond<SETEQ, 2, 0>;
defm : SignedCond<SETNE, 2, 1>;
defm : UnsignedCond<SETULT, 0, 0>;
defm : UnsignedCond<SETUGE, 0, 1>;
defm : UnsignedCond<SETUGT, 1, 0>;
defm : UnsignedCond<SETULE, 1, 1>;
// Equality holds under either order: cmpldi takes what cmpdi does not.
defm : CondUse<(setcc G8RC:$a, immZExt16:$b, SETEQ), (br_cc SETEQ, G8RC:$a, immZExt16:$b, bb:$t), (CMPLDI $a, (IMM imm:$b)), 2, 0>;
defm : CondUse<(setcc G8RC:$a, immZExt16:$b, SETNE), (br_cc SETNE, G8RC:$a, immZExt16:$b, bb:$t), (CMPLDI $a, (IMM imm:$b)), 2, 1>;
defm : CondUse<(setcc GPRC:$a, imm32ZExt16:$b, SETEQ), (br_cc SETEQ, GPRC:$a, imm32ZExt16:$b, bb:$t), (CMPLWI $a, (LO16 imm:$b)), 2, 0>;
defm : CondUse<(setcc GPRC:$a, imm32ZExt16:$b, SETNE), (br_cc SETNE, GPRC:$a, imm32ZExt16:$b, bb:$t), (CMPLWI $a, (LO16 imm:$b)), 2, 1>;

// An integer as a condition: not zero.
def : Pat<(brcond G8RC:$c, bb:$t), (BCC_CR 4, (CMPDI $c, 0), 2, bb:$t)>;
def : Pat<(brcond GPRC:$c, bb:$t), (BCC_CR 4, (CMPWI $c, 0), 2, bb:$t)>;
// Its mask: c | -c has the sign bit set unless c is 0.
def : Pat<(select G8RC:$c, G8RC:$x, G8RC:$y), (XOR8 (AND8 (XOR8 $x, $y), (SRADI (OR8 $c, (NEG8 $c)), 63)), $y)>;
def : Pat<(select GPRC:$c, GPRC:$x, GPRC:$y), (XOR (AND (XOR $x, $y), (SRAWI (OR $c, (NEG $c)), 31)), $y)>;

//===-- Floating point -----------------------------------------------------===//

def : Pat<(fadd F8RC:$a, F8RC:$b), (FADD $a, $b)>;
def : Pat<(fsub F8RC:$a, F8RC:$b), (FSUB $a, $b)>;
def : Pat<(fmul F8RC:$a, F8RC:$b), (FMUL $a, $b)>;
def : Pat<(fdiv F8RC:$a, F8RC:$b), (FDIV $a, $b)>;
def : Pat<(fma F8RC:$a, F8RC:$b, F8RC:$c), (FMADD $a, $b, $c)>;
def : Pat<(fneg F8RC:$a), (FNEG $a)>;
def : Pat<(fsub F4RC:$a, F4RC:$b), (FSUBS $a, $b)>;
def : Pat<(fmul F4RC:$a, F4RC:$b), (FMULS $a, $b)>;
def : Pat<(fdiv F4RC:$a, F4RC:$b), (FDIVS $a, $b)>;
def : Pat<(fma F4RC:$a, F4RC:$b, F4RC:$c), (FMADDS $a, $b, $c)>;

// Doubles and their bits move between the register files; single
// precision lives in the FPRs in double format, so its bits go through
// memory.
def : Pat<(f64 (bitconvert G8RC:$a)), (MTVSRD_F $a)>;
def : Pat<(f32 (bitconvert GPRC:$a)), (LFS_SLOT (STW_SLOT $a, X1))>;
def : Pat<(i32 (bitconvert F4RC:$a)), (LWZ_SLOT (STFS_SLOT $a, X1))>;
def : Pat<(i64 (bitconvert F8RC:$a)), (MFVSRD_F $a)>;
def : Pat<(f64 (sint_to_fp G8RC:$a)), (FCFID (MTVSRD_F $a))>;
def : Pat<(f64 (sint_to_fp GPRC:$a)), (FCFID (MTVSRD_F (EXTSW_32_64 $a)))>;
def : Pat<(f32 (sint_to_fp G8RC:$a)), (FCFIDS (MTVSRD_F $a))>;
def : Pat<(f32 (sint_to_fp GPRC:$a)), (FCFIDS (MTVSRD_F (EXTSW_32_64 $a)))>;
def : Pat<(i64 (fp_to_sint F8RC:$a)), (MFVSRD_F (FCTIDZ $a))>;
def : Pat<(i32 (fp_to_sint F8RC:$a)), (MFVSRWZ_F (FCTIWZ $a))>;
def : Pat<(i64 (fp_to_sint F4RC:$a)), (MFVSRD_F (FCTIDZ (COPY_TO_REGCLASS $a, F8RC)))>;
def : Pat<(i32 (fp_to_sint F4RC:$a)), (MFVSRWZ_F (FCTIWZ (COPY_TO_REGCLASS $a, F8RC)))>;
// A double constant: its bits built as an integer's, then moved.
def : Pat<(f64 fpimm:$v),
          (MTVSRD_F (ORI8 (ORIS8 (RLDICR (ORI8 (LIS8 (FP_HIGHEST16 fpimm:$v)), (FP_HIGHER16 fpimm:$v)), 32, 31),
                                 (FP_HI16U fpimm:$v)),
                          (FP_LO16 fpimm:$v)))>;

// Float compares: fcmpu sets exactly one of lt, gt, eq and un. eq ... ge
// leave NaN undefined, so each tests one bit, as olt, ogt, oeq and une do.
// ole, oge, one and ueq take two bits, and uno and ord the un bit, which
// CRBitExtract cannot reach: legalization makes them of the unordered
// compares below.
multiclass FloatCond<CondCode cc, dag cmp, int crbit, bit flip> {
  defm : CondUse<(setcc F8RC:$a, F8RC:$b, cc), (br_cc cc, F8RC:$a, F8RC:$b, bb:$t), cmp, crbit, flip>;
}
defm : FloatCond<SETLT, (FCMPU $a, $b), 0, 0>;
defm : FloatCond<SETGE, (FCMPU $a, $b), 0, 1>;
defm : FloatCond<SETGT, (FCMPU $a, $b), 1, 0>;
defm : FloatCond<SETLE, (FCMPU $a, $b), 1, 1>;
defm : FloatCond<SETEQ, (FCMPU $a, $b), 2, 0>;
defm : FloatCond<SETNE, (FCMPU $a, $b), 2, 1>;
defm : FloatCond<SETOLT, (FCMPU $a, $b), 0, 0>;
defm : FloatCond<SETOGT, (FCMPU $a, $b), 1, 0>;
defm : FloatCond<SETOEQ, (FCMPU $a, $b), 2, 0>;
defm : FloatCond<SETUNE, (FCMPU $a, $b), 2, 1>;

// The unordered conditions are true for NaN. "Unordered or greater or
// equal" is not lt, and "unordered or less or equal" not gt; "unordered
// or less" is lt or un, bits 8 and 1 of the field's nibble, set when the
// nibble and'ed with 9 is not zero, which -x >> 63 tells; "unordered or
// greater" is that with the operands swapped. Each as 0 or 1 in `value`.
multiclass FloatCondValue<dag test, dag value> {
  def : Pat<(i64 test), value>;
  def : Pat<(i32 test), (COPY_TO_REGCLASS value, GPRC)>;
  def : Pat<(i64 (zext (i1 test))), value>;
  def : Pat<(i64 (sext (i1 test))), (NEG8 value)>;
  def : Pat<(brcond (i1 test), bb:$t), (BCC_CR 4, (CMPLDI value, 0), 2, bb:$t)>;
  def : Pat<(select (i1 test), G8RC:$x, G8RC:$y), (XOR8 (AND8 (XOR8 $x, $y), (NEG8 value)), $y)>;
  // Between floats, fsel picks by the sign of value - 1 as a double.
  defvar sign = (FCFID (MTVSRD_F (ADDI8 value, -1)));
  def : Pat<(select (i1 test), F8RC:$x, F8RC:$y), (FSEL sign, $x, $y)>;
  def : Pat<(select (i1 test), F4RC:$x, F4RC:$y),
            (COPY_TO_REGCLASS (FSEL sign, (COPY_TO_REGCLASS $x, F8RC), (COPY_TO_REGCLASS $y, F8RC)), F4RC)>;
}
multiclass FloatUnordered<RegisterClass rc, dag ab, dag ba> {
  defm : FloatCondValue<(setcc rc:$a, rc:$b, SETULT), (RLDICL (NEG8 (ANDIS8_rec (RLWINM8_CRFIELD ab, (MFCR8)), 0x9000)), 1, 63)>;
  defm : FloatCondValue<(setcc rc:$a, rc:$b, SETUGT), (RLDICL (NEG8 (ANDIS8_rec (RLWINM8_CRFIELD ba, (MFCR8)), 0x9000)), 1, 63)>;
  defm : FloatCondValue<(setcc rc:$a, rc:$b, SETUGE), (XORI8 (RLWINM8_CR ab, (MFCR8), 1), 1)>;
  defm : FloatCondValue<(setcc rc:$a, rc:$b, SETULE), (XORI8 (RLWINM8_CR ab, (MFCR8), 2), 1)>;
}
defm : FloatUnordered<F8RC, (FCMPU $a, $b), (FCMPU $b, $a)>;
// fcmpu compares f32 values in their double format.
defm : FloatUnordered<F4RC, (FCMPU (COPY_TO_REGCLASS $a, F8RC), (COPY_TO_REGCLASS $b, F8RC)),
                      (FCMPU (COPY_TO_REGCLASS $b, F8RC), (COPY_TO_REGCLASS $a, F8RC))>;

// A select whose condition was widened (0 or 1 in a GPR: an i1 compare
// no pattern above consumes whole) between floats: fsel on c - 1 as a
// double, as in FloatCondValue; rldicl keeps the bit, as a GPRC value's
// high half is not defined.
defvar widened_sign = (FCFID (MTVSRD_F (ADDI8 (RLDICL (COPY_TO_REGCLASS GPRC:$c, G8RC), 0, 63), -1)));
def : Pat<(select GPRC:$c, F8RC:$x, F8RC:$y), (FSEL widened_sign, $x, $y)>;
def : Pat<(select GPRC:$c, F4RC:$x, F4RC:$y),
          (COPY_TO_REGCLASS (FSEL widened_sign, (COPY_TO_REGCLASS $x, F8RC), (COPY_TO_REGCLASS $y, F8RC)), F4RC)>;
