//===- PPCOperands.td - PowerPC64 operand types for tdc -------------------===//
//
// llvm-mc writes registers as bare numbers (or %-names, whose letters it
// ignores), so register operands name a parser and a printer in
// src/targets/powerpc/operands.rs that read and write the number. Memory
// operands `d(rA)`, condition-register fields and bits written as
// expressions (`4*cr1+eq`), branch targets printed as `.+N` or in hex, and
// the operands of the rotate/shift extended mnemonics are fragments too.
// Everything else is the generic immediate parser with a range.
//
//===----------------------------------------------------------------------===//

//===-- Registers ----------------------------------------------------------===//

class PPCCustomAsm<string name, string parser> : AsmOperandClass {
  let Name = name;
  let ParserMethod = parser;
  let DiagnosticString = "invalid operand for instruction";
}

def PPCRegAsm : PPCCustomAsm<"Reg", "parse_reg">;

// A register of another class may print as a number this class has, so
// the invalid ones are numbers past the class's last.
class PPCRegOperand<RegisterClass rc, AsmOperandClass asm = PPCRegAsm>
    : RegisterOperand<rc, "print_reg"> {
  let ParserMatchClass = asm;
  let InvalidSampleMethod = "sample_register_past_class";
}

def gprc  : PPCRegOperand<GPRC>;
def g8rc  : PPCRegOperand<G8RC>;
def f4rc  : PPCRegOperand<F4RC>;
def f8rc  : PPCRegOperand<F8RC>;
def vrrc  : PPCRegOperand<VRRC>;
def vsrc  : PPCRegOperand<VSRC>;
def vsrprc : PPCRegOperand<VSRPRC>;
def fpairrc : PPCRegOperand<FPAIRRC>;
def g8prc : PPCRegOperand<G8PRC>;
def acc : PPCRegOperand<ACCRC>;
def dmr : PPCRegOperand<DMRRC>;
def dmrrowp : PPCRegOperand<DMRROWPRC>;
def vsfrc : PPCRegOperand<VSFRC>;

// A vector register number naming the VSX register that holds it
// (vs32-vs63): mfvrd and friends.
def vsvr : RegisterOperand<VSHRC, "print_vr_as_vsx"> {
  let ParserMatchClass = PPCCustomAsm<"VsxVr", "parse_vr_as_vsx">;
}

// Condition-register fields and bits: numbers, %crN, or expressions over
// cr0-cr7, lt, gt, eq, so and un with + and *.
def crrc    : PPCRegOperand<CRRC, PPCCustomAsm<"CRField", "parse_cr_operand">>;
def crbitrc : PPCRegOperand<CRBITRC, PPCCustomAsm<"CRBit", "parse_cr_operand">>;

// The bit of a field that a conditional branch mnemonic tests: written and
// printed as the field (`beq 2, ...` tests cr2eq). The class holds only
// that bit of each field, so an alias prints only for its own bit.
def CRLT : RegisterClass<"PPC", [i1], 32, (sequence "CR%uLT", 0, 7)>;
def CRGT : RegisterClass<"PPC", [i1], 32, (sequence "CR%uGT", 0, 7)>;
def CREQ : RegisterClass<"PPC", [i1], 32, (sequence "CR%uEQ", 0, 7)>;
def CRUN : RegisterClass<"PPC", [i1], 32, (sequence "CR%uUN", 0, 7)>;

def CondFieldAsm : PPCCustomAsm<"CondField", "parse_cond_field">;
class CondField<RegisterClass rc> : RegisterOperand<rc, "print_cond_field"> {
  let ParserMatchClass = CondFieldAsm;
}
def cond_lt : CondField<CRLT>;
def cond_gt : CondField<CRGT>;
def cond_eq : CondField<CREQ>;
def cond_un : CondField<CRUN>;

//===-- Immediates ---------------------------------------------------------===//

class PPCImmAsm<int lo, int hi> : ImmRangeAsmOperand<lo, hi> {
  let DiagnosticString = "invalid operand for instruction";
}

class PPCImm<ValueType vt, int lo, int hi> : Operand<vt> {
  let ParserMatchClass = PPCImmAsm<lo, hi>;
}

//===-- Symbols and their relocations ---------------------------------------===//
//
// A 16-bit immediate or displacement may name a symbol, with operators
// after it (`sym@ha`, `sym@toc@l`): the ELF relocation names the halfword
// holding the field. Names print as llvm-mc prints them and match in any
// case. The TLS operators make the symbol thread-local.

class TLSModifier<string name, int reloc> : RelocModifier<name, reloc, 0, 1>;

// The relocations of a 16-bit field (fixup_ppc_half16).
defvar half16_modifiers = [
  RelocModifier<"l", 4>, RelocModifier<"h", 5>, RelocModifier<"ha", 6>,
  RelocModifier<"high", 110>, RelocModifier<"higha", 111>, RelocModifier<"higher", 39>,
  RelocModifier<"highera", 40>, RelocModifier<"highest", 41>, RelocModifier<"highesta", 42>,
  RelocModifier<"GOT", 14>, RelocModifier<"got@l", 15>, RelocModifier<"got@h", 16>, RelocModifier<"got@ha", 17>,
  RelocModifier<"toc", 47>, RelocModifier<"toc@l", 48>, RelocModifier<"toc@h", 49>, RelocModifier<"toc@ha", 50>,
  TLSModifier<"TPREL", 69>, TLSModifier<"tprel@l", 70>, TLSModifier<"tprel@h", 71>, TLSModifier<"tprel@ha", 72>,
  TLSModifier<"tprel@high", 112>, TLSModifier<"tprel@higha", 113>, TLSModifier<"tprel@higher", 97>,
  TLSModifier<"tprel@highera", 98>, TLSModifier<"tprel@highest", 99>, TLSModifier<"tprel@highesta", 100>,
  TLSModifier<"DTPREL", 74>, TLSModifier<"dtprel@l", 75>, TLSModifier<"dtprel@h", 76>, TLSModifier<"dtprel@ha", 77>,
  TLSModifier<"dtprel@high", 114>, TLSModifier<"dtprel@higha", 115>, TLSModifier<"dtprel@higher", 103>,
  TLSModifier<"dtprel@highera", 104>, TLSModifier<"dtprel@highest", 105>, TLSModifier<"dtprel@highesta", 106>,
  TLSModifier<"got@tlsgd", 79>, TLSModifier<"got@tlsgd@l", 80>, TLSModifier<"got@tlsgd@h", 81>,
  TLSModifier<"got@tlsgd@ha", 82>, TLSModifier<"got@tlsld", 83>, TLSModifier<"got@tlsld@l", 84>,
  TLSModifier<"got@tlsld@h", 85>, TLSModifier<"got@tlsld@ha", 86>, TLSModifier<"got@tprel", 87>,
  TLSModifier<"got@tprel@l", 88>, TLSModifier<"got@tprel@h", 89>, TLSModifier<"got@tprel@ha", 90>,
  TLSModifier<"got@dtprel", 91>, TLSModifier<"got@dtprel@l", 92>, TLSModifier<"got@dtprel@h", 93>,
  TLSModifier<"got@dtprel@ha", 94>];
// The relocations of a DS or DQ field (its low bits are not the value's).
defvar half16ds_modifiers = [
  RelocModifier<"l", 57>, RelocModifier<"GOT", 58>, RelocModifier<"got@l", 59>,
  RelocModifier<"toc", 63>, RelocModifier<"toc@l", 64>,
  TLSModifier<"TPREL", 95>, TLSModifier<"tprel@l", 96>, TLSModifier<"DTPREL", 101>, TLSModifier<"dtprel@l", 102>,
  TLSModifier<"got@tprel", 87>, TLSModifier<"got@tprel@l", 88>, TLSModifier<"got@dtprel", 91>,
  TLSModifier<"got@dtprel@l", 92>];
// The pc-relative relocations of a prefixed instruction's 34-bit field.
defvar pcrel34_modifiers = [
  RelocModifier<"PCREL", 132>, RelocModifier<"got@pcrel", 133>, TLSModifier<"got@tlsgd@pcrel", 148>,
  TLSModifier<"got@tlsld@pcrel", 149>, TLSModifier<"got@tprel@pcrel", 150>];

class PPCSymImmAsm<int lo, int hi> : PPCImmAsm<lo, hi> {
  let Name = "Sym" # !subst("-", "M", !cast<string>(lo)) # "_" # !subst("-", "M", !cast<string>(hi));
  let AllowSymbol = 1;
}
// A 16-bit immediate that may name a symbol (R_PPC64_ADDR16 without an
// operator).
class PPCSymImm<ValueType vt, int lo, int hi> : Operand<vt> {
  let ParserMatchClass = PPCSymImmAsm<lo, hi>;
  let RelocType = 3;
  let RelocModifiers = half16_modifiers;
  let RelocUnitBytes = 2;
  let FixupKinds = [FixupKind<"fixup_ppc_half16">];
}

def u1imm  : PPCImm<i32, 0, 1>;
def u2imm  : PPCImm<i32, 0, 3>;
def u3imm  : PPCImm<i32, 0, 7>;
def u4imm  : PPCImm<i32, 0, 15>;
def u5imm  : PPCImm<i32, 0, 31>;
def u6imm  : PPCImm<i32, 0, 63>;
def u7imm  : PPCImm<i32, 0, 127>;
def u8imm  : PPCImm<i32, 0, 255>;
def u10imm : PPCImm<i32, 0, 1023>;
def s5imm  : PPCImm<i32, -16, 15>;
def s16imm : PPCSymImm<i32, -32768, 32767>;
// A signed first operand: llvm-mc prints a negative one as `-N`, which
// reads back as a branch hint (`dquai -3, ...` is `dquai-`), so random
// tests draw only values that print without a sign.
def s5imm_first : PPCImm<i32, -16, 15> {
  let SampleMethod = "sample_nonnegative";
}
def u16imm : PPCSymImm<i32, 0, 65535>;
// addis and lis take -65536..65535 and keep the low 16 bits, printed
// signed (i16 keeps the parsed value sign-extended from 16 bits).
def s17imm : PPCSymImm<i16, -65536, 65535> {
  let PartlyEncoded = 1;
}
// SPR numbers and the mtcrf field mask. llvm-mc does not check their
// range (it prints what is written and encodes the low bits); tdc takes
// only the values the fields hold.
def spr_number : PPCImm<i32, 0, 1023>;
def fxm_mask   : PPCImm<i32, 0, 255>;

// mtocrf/mfocrf name exactly one field: a mask with one bit set.
def crbitm : Operand<i32> {
  let ParserMatchClass = PPCCustomAsm<"CRBitMask", "parse_one_field_mask">;
  // The field's lowest set bit names the field (llvm-mc reads it so).
  let DecoderMethod = "decode_one_field_mask";
  let SampleMethod = "sample_one_field_mask";
}

// subi, subis and subic take a signed 16-bit value and place its negation.
def s16imm_neg : Operand<i32> {
  let ParserMatchClass = PPCCustomAsm<"S16ImmNeg", "parse_s16_negated">;
}

//===-- Memory -------------------------------------------------------------===//
//
// `d(rA)`: two slots, the displacement and the base register (0 names the
// value zero, printed as 0 like every register). DS-form displacements
// are multiples of 4; the encoding takes bits 15-2.

def dispRI  : PPCSymImm<i32, -32768, 32767>;
def dispRIX : PPCSymImm<i32, -32768, 32764> {
  let Scale = 2;
  let RelocType = 56;
  let RelocModifiers = half16ds_modifiers;
  let FixupKinds = [FixupKind<"fixup_ppc_half16ds">];
}

class MemOperand<Operand disp, string name> : Operand<i64> {
  let OperandType = "OPERAND_MEMORY";
  let MIOperandInfo = (ops disp:$disp, gprc:$base);
  let RelocModifiers = disp.RelocModifiers;
  let RelocUnitBytes = disp.RelocUnitBytes;
  let ParserMatchClass = PPCCustomAsm<name, "parse_mem">;
  let PrintMethod = "print_mem";
}

// DQ-form displacements (lxv, stxv, lq) are multiples of 16.
def dispRIX16 : PPCSymImm<i32, -32768, 32752> {
  let Scale = 4;
  let RelocType = 56;
  let RelocModifiers = half16ds_modifiers;
  // llvm-mc 19's listing names no kind for a DQ field and marks no bits.
  let FixupKinds = [FixupKind<"", "", 0, 0>];
}

// Prefixed instructions: a 34-bit signed displacement or immediate. With
// R = 1 the address is relative to the instruction and the base must be 0.
def dispRI34 : PPCImm<i64, -8589934592, 8589934591>;
def s34imm : PPCImm<i64, -8589934592, 8589934591>;
// With R = 1 a symbol's address is relative to the instruction
// (R_PPC64_PCREL34 without an operator), and llvm-mc writes a relocation
// even for a label of the same section.
def s34imm_pcrel : Operand<i64> {
  let ParserMatchClass = PPCSymImmAsm<-8589934592, 8589934591>;
  let OperandType = "OPERAND_PCREL";
  let RelocType = 132;
  let AlwaysRelocate = 1;
  let RelocModifiers = pcrel34_modifiers;
  // A listing marks the fixup's first 34 bits (the prefix word and two
  // bits of the next), not the two fields.
  let FixupKinds = [FixupKind<"fixup_ppc_pcrel34", "", 0, 34>];
}
def gprc0 : PPCRegOperand<GPRC0>;
def memri34 : MemOperand<dispRI34, "MemRI34">;
def memri34_pcrel : Operand<i64> {
  let OperandType = "OPERAND_MEMORY";
  let MIOperandInfo = (ops s34imm_pcrel:$disp, gprc0:$base);
  let RelocModifiers = pcrel34_modifiers;
  let ParserMatchClass = PPCCustomAsm<"MemRI34PCRel", "parse_mem">;
  let PrintMethod = "print_mem";
}
// psubi takes a 34-bit value and places its negation.
def s34imm_neg : Operand<i64> {
  let ParserMatchClass = PPCCustomAsm<"S34ImmNeg", "parse_s34_negated">;
}
// A 32-bit immediate, signed or unsigned (xxspltiw); llvm-mc's
// disassembler reads it unsigned.
def imm32 : PPCImm<i64, -2147483648, 4294967295> { let DecodeSigned = 0; }

// SPE displacements: 5 bits counting halfwords, words or doublewords.
def dispSPE2 : PPCImm<i32, 0, 62> { let Scale = 1; }
def dispSPE4 : PPCImm<i32, 0, 124> { let Scale = 2; }
def dispSPE8 : PPCImm<i32, 0, 248> { let Scale = 3; }

def memri  : MemOperand<dispRI, "MemRI">;
def memrix : MemOperand<dispRIX, "MemRIX">;
def memrix16 : MemOperand<dispRIX16, "MemRIX16">;
def memspe2 : MemOperand<dispSPE2, "MemSPE2">;
// The return-address hashes' displacement: -512 to -8, a multiple of 8.
def dispRIHash : PPCImm<i32, -512, -8> { let Scale = 3; }
def memrihash : MemOperand<dispRIHash, "MemRIHash">;
def memspe4 : MemOperand<dispSPE4, "MemSPE4">;
def memspe8 : MemOperand<dispSPE8, "MemSPE8">;

//===-- Branch targets -----------------------------------------------------===//
//
// A number is a byte displacement from the instruction (a multiple of 4,
// the field holds it >> 2), printed `.+N`; the absolute forms take an
// address, printed in hex. Labels resolve within the section or relocate.

class BranchAsm<int width, string name> : AsmOperandClass {
  let Name = name # width;
  let MinValue = !sub(0, !shl(1, !sub(width, 1)));
  let MaxValue = !sub(!shl(1, !sub(width, 1)), 4);
  let AllowSymbol = 1;
  let DiagnosticString = "invalid operand for instruction";
}

// A listing names a label's fixup fixup_ppc_br24 or fixup_ppc_brcond14,
// with `abs` after it for an absolute target.
class BranchTarget<int width, int reloc> : Operand<i64> {
  let OperandType = "OPERAND_PCREL";
  let Scale = 2;
  let ParserMatchClass = BranchAsm<width, "PCRel">;
  let RelocType = reloc;
  let PrintMethod = "print_branch_target";
  let FixupKinds = [FixupKind<!if(!eq(width, 26), "fixup_ppc_br24", "fixup_ppc_brcond14")>];
}

class AbsBranchTarget<int width, int reloc> : Operand<i64> {
  let Scale = 2;
  let ParserMatchClass = BranchAsm<width, "Abs">;
  let RelocType = reloc;
  let PrintMethod = "print_abs_branch_target";
  let FixupKinds = [FixupKind<!if(!eq(width, 26), "fixup_ppc_br24abs", "fixup_ppc_brcond14abs")>];
}

// A call may say that it needs no TOC restore (`bl f@notoc`) or goes
// through the PLT.
def directbrtarget : BranchTarget<26, 10> {     // R_PPC64_REL24
  let RelocModifiers = [RelocModifier<"notoc", 116>, RelocModifier<"PLT", 18>];
}
def condbrtarget   : BranchTarget<16, 11>;      // R_PPC64_REL14
def absdirectbrtarget : AbsBranchTarget<26, 2>; // R_PPC64_ADDR24
def abscondbrtarget   : AbsBranchTarget<16, 7>; // R_PPC64_ADDR14

//===-- Rotate and shift extended mnemonics --------------------------------===//
//
// The shift and extract mnemonics write one or two numbers that become the
// SH, MB and ME fields of a rotate (three slots for rlwinm/rlwimi, two for
// the 64-bit forms). The printing ones check that the fields have their
// shape; the others assemble only.

class RotateAsm<string name> : PPCCustomAsm<"Rotate" # name, "parse_" # name>;

class RotateOperand32<string name, string printer = "", string predicate = ""> : Operand<i32> {
  let MIOperandInfo = (ops u5imm:$sh, u5imm:$mb, u5imm:$me);
  let ParserMatchClass = RotateAsm<name>;
  let PrintMethod = printer;
  let PrintPredicate = predicate;
}

class RotateOperand64<string name, string printer = "", string predicate = ""> : Operand<i64> {
  let MIOperandInfo = (ops u6imm:$sh, u6imm:$mb);
  let ParserMatchClass = RotateAsm<name>;
  let PrintMethod = printer;
  let PrintPredicate = predicate;
}

def slwi_imm     : RotateOperand32<"slwi", "print_rotate_sh", "is_slwi">;
def srwi_imm     : RotateOperand32<"srwi", "print_rotate_mb", "is_srwi">;
def clrrwi_imm   : RotateOperand32<"clrrwi">;
def rotrwi_imm   : RotateOperand32<"rotrwi">;
def extlwi_imm   : RotateOperand32<"extlwi">;
def extrwi_imm   : RotateOperand32<"extrwi">;
def inslwi_imm   : RotateOperand32<"inslwi">;
def insrwi_imm   : RotateOperand32<"insrwi">;
def clrlslwi_imm : RotateOperand32<"clrlslwi">;

def sldi_imm     : RotateOperand64<"sldi", "print_rotate_sh", "is_sldi">;
def srdi_imm     : RotateOperand64<"srdi">;
def clrrdi_imm   : RotateOperand64<"clrrdi">;
def rotrdi_imm   : RotateOperand64<"rotrdi">;
def extldi_imm   : RotateOperand64<"extldi">;
def extrdi_imm   : RotateOperand64<"extrdi">;
def insrdi_imm   : RotateOperand64<"insrdi">;
def clrlsldi_imm : RotateOperand64<"clrlsldi">;
