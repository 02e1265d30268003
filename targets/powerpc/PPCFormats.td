//===- PPCFormats.td - PowerPC instruction formats for tdc ----------------===//
//
// One class per instruction format of the Power ISA. The ISA numbers bits
// from 0 at the most significant end; here, as everywhere in tdc, bit 31
// is the most significant, so ISA bit k is Inst{31-k}. The primary opcode
// is Inst{31-26}. Words are stored little-endian (powerpc64le).
//
//===----------------------------------------------------------------------===//

class PPCInst<bits<6> opcode, dag outs, dag ins, string asm> : Instruction {
  field bits<32> Inst;
  // Bits the processor does not look at (see the prelude).
  field bits<32> DecodeIgnore = 0;
  let Namespace = "PPC";
  let Size = 4;
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
  let mayLoad = 0;
  let mayStore = 0;
  let Inst{31-26} = opcode;
}

// Instructions that share an encoding with another but print differently
// because the assembler matched a different spelling (`blr` and `bclr 20,
// 0`, `la` and `addi`): llvm-mc keeps them apart.
class SpellingOf<string space> {
  string DecoderNamespace = space;
}

//===-- I and B forms: branches --------------------------------------------===//

// I form: opcode LI AA LK.
class IForm<bits<6> opcode, bit aa, bit lk, dag ins, string asm>
    : PPCInst<opcode, (outs), ins, asm> {
  bits<24> LI;
  let Inst{25-2} = LI;
  let Inst{1} = aa;
  let Inst{0} = lk;
  let isBranch = 1;
  let isTerminator = 1;
}

// B form: opcode BO BI BD AA LK.
class BForm<bits<6> opcode, bit aa, bit lk, dag ins, string asm>
    : PPCInst<opcode, (outs), ins, asm> {
  bits<5> BO;
  bits<5> BI;
  bits<14> BD;
  let Inst{25-21} = BO;
  let Inst{20-16} = BI;
  let Inst{15-2} = BD;
  let Inst{1} = aa;
  let Inst{0} = lk;
  let isBranch = 1;
  let isTerminator = 1;
}

// B form with a fixed BO and BI (the bdnz family).
class BForm_fixed<bits<5> bo, bit aa, bit lk, dag ins, string asm>
    : PPCInst<16, (outs), ins, asm> {
  bits<14> BD;
  let Inst{25-21} = bo;
  let Inst{20-16} = 0;
  let Inst{15-2} = BD;
  let Inst{1} = aa;
  let Inst{0} = lk;
  let isBranch = 1;
  let isTerminator = 1;
}

//===-- D and DS forms -----------------------------------------------------===//

// D form: opcode RT RA D (loads and stores write RA and D as one memory
// operand).
class DForm_mem<bits<6> opcode, dag outs, dag ins, string asm> : PPCInst<opcode, outs, ins, asm> {
  bits<5> RST;
  bits<16> addr_disp;
  bits<5> addr_base;
  let Inst{25-21} = RST;
  let Inst{20-16} = addr_base;
  let Inst{15-0} = addr_disp;
}

// D form with registers: opcode RT RA SI/UI.
class DForm_rri<bits<6> opcode, dag outs, dag ins, string asm> : PPCInst<opcode, outs, ins, asm> {
  bits<5> RT;
  bits<5> RA;
  bits<16> IMM;
  let Inst{25-21} = RT;
  let Inst{20-16} = RA;
  let Inst{15-0} = IMM;
}

// The logical immediates write RA first: opcode RS RA UI.
class DForm_logical<bits<6> opcode, dag outs, dag ins, string asm> : PPCInst<opcode, outs, ins, asm> {
  bits<5> RA;
  bits<5> RS;
  bits<16> IMM;
  let Inst{25-21} = RS;
  let Inst{20-16} = RA;
  let Inst{15-0} = IMM;
}

// Compare immediate: opcode BF 0 L RA SI.
class DForm_cmp<bits<6> opcode, bit l, dag ins, string asm> : PPCInst<opcode, (outs crrc:$BF), ins, asm> {
  bits<3> BF;
  bits<5> RA;
  bits<16> IMM;
  let Inst{25-23} = BF;
  let Inst{22} = 0;
  let Inst{21} = l;
  let Inst{20-16} = RA;
  let Inst{15-0} = IMM;
  let isCompare = 1;
}

// Trap immediate: opcode TO RA SI.
class DForm_trap<bits<6> opcode, dag ins, string asm> : PPCInst<opcode, (outs), ins, asm> {
  bits<5> TO;
  bits<5> RA;
  bits<16> IMM;
  let Inst{25-21} = TO;
  let Inst{20-16} = RA;
  let Inst{15-0} = IMM;
  let isTrap = 1;
  let hasSideEffects = 1;
}

// DS form: opcode RT RA DS XO; the displacement's low two bits are zero.
class DSForm_mem<bits<6> opcode, bits<2> xo, dag outs, dag ins, string asm> : PPCInst<opcode, outs, ins, asm> {
  bits<5> RST;
  bits<16> addr_disp;
  bits<5> addr_base;
  let Inst{25-21} = RST;
  let Inst{20-16} = addr_base;
  let Inst{15-2} = addr_disp{15-2};
  let Inst{1-0} = xo;
}

//===-- X, XO, XS, XFX and XL forms ----------------------------------------===//

// X form: opcode RT RA RB XO Rc.
class XForm<bits<6> opcode, bits<10> xo, bit rc, dag outs, dag ins, string asm>
    : PPCInst<opcode, outs, ins, asm> {
  let Inst{10-1} = xo;
  let Inst{0} = rc;
}

// Three registers in order RT, RA, RB (loads and stores by index, ...).
class XForm_tab<bits<6> opcode, bits<10> xo, bit rc, dag outs, dag ins, string asm>
    : XForm<opcode, xo, rc, outs, ins, asm> {
  bits<5> RST;
  bits<5> RA;
  bits<5> RB;
  let Inst{25-21} = RST;
  let Inst{20-16} = RA;
  let Inst{15-11} = RB;
}

// Logical and shift forms write RA (the target) first: RS RA RB.
class XForm_logical<bits<10> xo, bit rc, dag outs, dag ins, string asm>
    : XForm<31, xo, rc, outs, ins, asm> {
  bits<5> RA;
  bits<5> RS;
  bits<5> RB;
  let Inst{25-21} = RS;
  let Inst{20-16} = RA;
  let Inst{15-11} = RB;
}

// One source: RS RA 0 (extsb, cntlzw, ...).
class XForm_unary<bits<10> xo, bit rc, dag outs, dag ins, string asm>
    : XForm<31, xo, rc, outs, ins, asm> {
  bits<5> RA;
  bits<5> RS;
  let Inst{25-21} = RS;
  let Inst{20-16} = RA;
  let Inst{15-11} = 0;
}

// Shift by an immediate: RS RA SH (srawi).
class XForm_shift_imm<bits<10> xo, bit rc, dag outs, dag ins, string asm>
    : XForm<31, xo, rc, outs, ins, asm> {
  bits<5> RA;
  bits<5> RS;
  bits<5> SH;
  let Inst{25-21} = RS;
  let Inst{20-16} = RA;
  let Inst{15-11} = SH;
}

// Compare: BF 0 L RA RB.
class XForm_cmp<bits<10> xo, bit l, dag ins, string asm>
    : XForm<31, xo, 0, (outs crrc:$BF), ins, asm> {
  bits<3> BF;
  bits<5> RA;
  bits<5> RB;
  let Inst{25-23} = BF;
  let Inst{22} = 0;
  let Inst{21} = l;
  let Inst{20-16} = RA;
  let Inst{15-11} = RB;
  let isCompare = 1;
}

// Trap: TO RA RB.
class XForm_trap<bits<10> xo, dag ins, string asm> : XForm<31, xo, 0, (outs), ins, asm> {
  bits<5> TO;
  bits<5> RA;
  bits<5> RB;
  let Inst{25-21} = TO;
  let Inst{20-16} = RA;
  let Inst{15-11} = RB;
  let isTrap = 1;
  let hasSideEffects = 1;
}

// No operands (sync, eieio, ...); `fixed` is ISA bits 6-20.
class XForm_none<bits<6> opcode, bits<10> xo, bits<15> fixed, string asm>
    : XForm<opcode, xo, 0, (outs), (ins), asm> {
  let Inst{25-11} = fixed;
  let hasSideEffects = 1;
}

// XS form: sradi's 6-bit shift, split: RS RA sh{4-0} XO sh{5} Rc.
class XSForm<bits<9> xo, bit rc, dag outs, dag ins, string asm> : PPCInst<31, outs, ins, asm> {
  bits<5> RA;
  bits<5> RS;
  bits<6> SH;
  let Inst{25-21} = RS;
  let Inst{20-16} = RA;
  let Inst{15-11} = SH{4-0};
  let Inst{10-2} = xo;
  let Inst{1} = SH{5};
  let Inst{0} = rc;
}

// XO form: RT RA RB OE XO Rc.
class XOForm<bits<9> xo, bit oe, bit rc, dag outs, dag ins, string asm> : PPCInst<31, outs, ins, asm> {
  bits<5> RT;
  bits<5> RA;
  bits<5> RB;
  let Inst{25-21} = RT;
  let Inst{20-16} = RA;
  let Inst{15-11} = RB;
  let Inst{10} = oe;
  let Inst{9-1} = xo;
  let Inst{0} = rc;
}

// XO form with one source (addze, neg, ...): RB is zero.
class XOForm_unary<bits<9> xo, bit oe, bit rc, dag outs, dag ins, string asm> : PPCInst<31, outs, ins, asm> {
  bits<5> RT;
  bits<5> RA;
  let Inst{25-21} = RT;
  let Inst{20-16} = RA;
  let Inst{15-11} = 0;
  let Inst{10} = oe;
  let Inst{9-1} = xo;
  let Inst{0} = rc;
}

// XFX form moving special registers: RT spr XO, with the two halves of the
// 10-bit SPR number swapped.
class XFXForm_spr<bits<10> xo, dag outs, dag ins, string asm> : PPCInst<31, outs, ins, asm> {
  bits<5> RT;
  bits<10> SPR;
  let Inst{25-21} = RT;
  let Inst{20-16} = SPR{4-0};
  let Inst{15-11} = SPR{9-5};
  let Inst{10-1} = xo;
  let Inst{0} = 0;
}

// XFX with a fixed SPR (mflr, mtvrsave, ...).
class XFXForm_fixed_spr<bits<10> xo, bits<10> spr, dag outs, dag ins, string asm>
    : PPCInst<31, outs, ins, asm> {
  bits<5> RT;
  let Inst{25-21} = RT;
  let Inst{20-16} = spr{4-0};
  let Inst{15-11} = spr{9-5};
  let Inst{10-1} = xo;
  let Inst{0} = 0;
}

// XFX moving CR fields: RS one FXM 0 XO (mtcrf; mtocrf has `one` set).
class XFXForm_crf<bits<10> xo, bit one, dag outs, dag ins, string asm> : PPCInst<31, outs, ins, asm> {
  bits<5> RT;
  bits<8> FXM;
  let Inst{25-21} = RT;
  let Inst{20} = one;
  let Inst{19-12} = FXM;
  let Inst{11} = 0;
  let Inst{10-1} = xo;
  let Inst{0} = 0;
}

// XL form CR logic: BT BA BB XO.
class XLForm_cr<bits<10> xo, dag outs, dag ins, string asm> : PPCInst<19, outs, ins, asm> {
  bits<5> BT;
  bits<5> BA;
  bits<5> BB;
  let Inst{25-21} = BT;
  let Inst{20-16} = BA;
  let Inst{15-11} = BB;
  let Inst{10-1} = xo;
  let Inst{0} = 0;
}

// XL form branches to LR or CTR: BO BI 000 BH XO LK.
class XLForm_br<bits<10> xo, bit lk, dag ins, string asm> : PPCInst<19, (outs), ins, asm> {
  bits<5> BO;
  bits<5> BI;
  bits<2> BH;
  let Inst{25-21} = BO;
  let Inst{20-16} = BI;
  let Inst{15-13} = 0;
  let Inst{12-11} = BH;
  let Inst{10-1} = xo;
  let Inst{0} = lk;
  let isBranch = 1;
  let isIndirectBranch = 1;
  let isTerminator = 1;
}

// XL branch with fixed BO and BI (blr, bdnzlr, ...).
class XLForm_br_fixed<bits<10> xo, bit lk, bits<5> bo, string asm> : PPCInst<19, (outs), (ins), asm> {
  let Inst{25-21} = bo;
  let Inst{20-16} = 0;
  let Inst{15-11} = 0;
  let Inst{10-1} = xo;
  let Inst{0} = lk;
  let isBranch = 1;
  let isIndirectBranch = 1;
  let isTerminator = 1;
}

//===-- M and MD forms: rotates --------------------------------------------===//

// M form: RS RA SH/RB MB ME Rc.
class MForm<bits<6> opcode, bit rc, dag outs, dag ins, string asm> : PPCInst<opcode, outs, ins, asm> {
  bits<5> RA;
  bits<5> RS;
  bits<5> SH;
  bits<5> MB;
  bits<5> ME;
  let Inst{25-21} = RS;
  let Inst{20-16} = RA;
  let Inst{15-11} = SH;
  let Inst{10-6} = MB;
  let Inst{5-1} = ME;
  let Inst{0} = rc;
}

// MD form: RS RA sh{4-0} mb{4-0} mb{5} XO sh{5} Rc, where the 6-bit mask
// bound is stored with its high bit last.
class MDForm<bits<3> xo, bit rc, dag outs, dag ins, string asm> : PPCInst<30, outs, ins, asm> {
  bits<5> RA;
  bits<5> RS;
  bits<6> SH;
  bits<6> MBE;
  let Inst{25-21} = RS;
  let Inst{20-16} = RA;
  let Inst{15-11} = SH{4-0};
  let Inst{10-6} = MBE{4-0};
  let Inst{5} = MBE{5};
  let Inst{4-2} = xo;
  let Inst{1} = SH{5};
  let Inst{0} = rc;
}

// MDS form: RS RA RB mb{4-0} mb{5} XO Rc.
class MDSForm<bits<4> xo, bit rc, dag outs, dag ins, string asm> : PPCInst<30, outs, ins, asm> {
  bits<5> RA;
  bits<5> RS;
  bits<5> RB;
  bits<6> MBE;
  let Inst{25-21} = RS;
  let Inst{20-16} = RA;
  let Inst{15-11} = RB;
  let Inst{10-6} = MBE{4-0};
  let Inst{5} = MBE{5};
  let Inst{4-1} = xo;
  let Inst{0} = rc;
}

//===-- Floating point -----------------------------------------------------===//

// A form: FRT FRA FRB FRC XO Rc (opcode 63 double, 59 single).
class AForm<bits<6> opcode, bits<5> xo, bit rc, dag outs, dag ins, string asm>
    : PPCInst<opcode, outs, ins, asm> {
  bits<5> FRT;
  bits<5> FRA;
  bits<5> FRB;
  bits<5> FRC;
  let Inst{25-21} = FRT;
  let Inst{20-16} = FRA;
  let Inst{15-11} = FRB;
  let Inst{10-6} = FRC;
  let Inst{5-1} = xo;
  let Inst{0} = rc;
}

//===-- Vector -------------------------------------------------------------===//

// VX form: VRT VRA VRB XO (11 bits).
class VXForm<bits<11> xo, dag outs, dag ins, string asm> : PPCInst<4, outs, ins, asm> {
  bits<5> VRT;
  bits<5> VRA;
  bits<5> VRB;
  let Inst{25-21} = VRT;
  let Inst{20-16} = VRA;
  let Inst{15-11} = VRB;
  let Inst{10-0} = xo;
}

// VA form: VRT VRA VRB VRC XO (6 bits).
class VAForm<bits<6> xo, dag outs, dag ins, string asm> : PPCInst<4, outs, ins, asm> {
  bits<5> VRT;
  bits<5> VRA;
  bits<5> VRB;
  bits<5> VRC;
  let Inst{25-21} = VRT;
  let Inst{20-16} = VRA;
  let Inst{15-11} = VRB;
  let Inst{10-6} = VRC;
  let Inst{5-0} = xo;
}

// VC form (vector compares): VRT VRA VRB Rc XO.
class VCForm<bits<10> xo, bit rc, dag outs, dag ins, string asm> : PPCInst<4, outs, ins, asm> {
  bits<5> VRT;
  bits<5> VRA;
  bits<5> VRB;
  let Inst{25-21} = VRT;
  let Inst{20-16} = VRA;
  let Inst{15-11} = VRB;
  let Inst{10} = rc;
  let Inst{9-0} = xo;
}

// XX1 form (VSX loads and stores, moves to and from GPRs): T RA RB XO TX.
class XX1Form<bits<6> opcode, bits<10> xo, dag outs, dag ins, string asm> : PPCInst<opcode, outs, ins, asm> {
  bits<6> XT;
  bits<5> RA;
  bits<5> RB;
  let Inst{25-21} = XT{4-0};
  let Inst{20-16} = RA;
  let Inst{15-11} = RB;
  let Inst{10-1} = xo;
  let Inst{0} = XT{5};
}

// XX2 form: T 0 B XO BX TX (and A in the A position when used).
class XX3Form<bits<6> opcode, bits<8> xo, dag outs, dag ins, string asm> : PPCInst<opcode, outs, ins, asm> {
  bits<6> XT;
  bits<6> XA;
  bits<6> XB;
  let Inst{25-21} = XT{4-0};
  let Inst{20-16} = XA{4-0};
  let Inst{15-11} = XB{4-0};
  let Inst{10-3} = xo;
  let Inst{2} = XA{5};
  let Inst{1} = XB{5};
  let Inst{0} = XT{5};
}

//===-- Forms named by their record -----------------------------------------===//
//
// The families added for the whole ISA write a record's mnemonic once: it
// is the record's name in lower case, with a trailing "_rec" written "."
// (VADDUBM is `vaddubm`, VCMPEQUB_rec `vcmpequb.`); `ops` is the operand
// part of the assembly string. A record whose name is not its mnemonic
// sets `Mnemonic`.

class PPCNamed<bits<6> opcode, dag outs, dag ins, string ops> : PPCInst<opcode, outs, ins, ""> {
  string Mnemonic = !tolower(!subst("_rec", ".", NAME));
  let AsmString = Mnemonic # !if(!empty(ops), "", " " # ops);
}

// The four 5-bit register fields of most forms, from the most significant
// end: T (ISA bits 6-10), A (11-15), B (16-20) and C (21-25).
class PPCFields5<bits<6> opcode, dag outs, dag ins, string ops> : PPCNamed<opcode, outs, ins, ops> {
  bits<5> T;
  bits<5> A;
  bits<5> B;
  let Inst{25-21} = T;
  let Inst{20-16} = A;
  let Inst{15-11} = B;
}

// VX form: T A B XO (11 bits).
class VXNamed<bits<11> xo, dag outs, dag ins, string ops> : PPCFields5<4, outs, ins, ops> {
  let Inst{10-0} = xo;
}

// VA form: T A B C XO (6 bits).
class VANamed<bits<6> xo, dag outs, dag ins, string ops> : PPCFields5<4, outs, ins, ops> {
  bits<5> C;
  let Inst{10-6} = C;
  let Inst{5-0} = xo;
}

// VC form (compares): T A B Rc XO (10 bits).
class VCNamed<bits<10> xo, bit rc, dag outs, dag ins, string ops> : PPCFields5<4, outs, ins, ops> {
  let Inst{10} = rc;
  let Inst{9-0} = xo;
}

// X form: T A B XO (10 bits) Rc.
class XNamed<bits<6> opcode, bits<10> xo, bit rc, dag outs, dag ins, string ops>
    : PPCFields5<opcode, outs, ins, ops> {
  let Inst{10-1} = xo;
  let Inst{0} = rc;
}

// The VSX forms number 64 registers: the low five bits of each in the
// field, the sixth apart (TX at ISA bit 31, BX 30, AX 29, CX 28).
class VSXFields<bits<6> opcode, dag outs, dag ins, string ops> : PPCNamed<opcode, outs, ins, ops> {
  bits<6> XT;
  let Inst{25-21} = XT{4-0};
  let Inst{0} = XT{5};
}

// XX1 form: XT A B XO (10 bits) TX, with GPRs in A and B.
class XX1Named<bits<6> opcode, bits<10> xo, dag outs, dag ins, string ops> : VSXFields<opcode, outs, ins, ops> {
  bits<5> A;
  bits<5> B;
  let Inst{20-16} = A;
  let Inst{15-11} = B;
  let Inst{10-1} = xo;
}

// XX2 form: XT A XB XO (9 bits) BX TX; A holds a sub-opcode or immediate.
class XX2Named<bits<6> opcode, bits<9> xo, dag outs, dag ins, string ops> : VSXFields<opcode, outs, ins, ops> {
  bits<5> A;
  bits<6> XB;
  let Inst{20-16} = A;
  let Inst{15-11} = XB{4-0};
  let Inst{10-2} = xo;
  let Inst{1} = XB{5};
}

// XX3 form: XT XA XB XO (8 bits) AX BX TX.
class XX3Named<bits<6> opcode, bits<8> xo, dag outs, dag ins, string ops> : VSXFields<opcode, outs, ins, ops> {
  bits<6> XA;
  bits<6> XB;
  let Inst{20-16} = XA{4-0};
  let Inst{15-11} = XB{4-0};
  let Inst{10-3} = xo;
  let Inst{2} = XA{5};
  let Inst{1} = XB{5};
}

// XX4 form: XT XA XB XC XO (2 bits) CX AX BX TX.
class XX4Named<bits<6> opcode, bits<2> xo, dag outs, dag ins, string ops> : VSXFields<opcode, outs, ins, ops> {
  bits<6> XA;
  bits<6> XB;
  bits<6> XC;
  let Inst{20-16} = XA{4-0};
  let Inst{15-11} = XB{4-0};
  let Inst{10-6} = XC{4-0};
  let Inst{5-4} = xo;
  let Inst{3} = XC{5};
  let Inst{2} = XA{5};
  let Inst{1} = XB{5};
}
