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
def vsfrc : PPCRegOperand<VSFRC>;

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

def u1imm  : PPCImm<i32, 0, 1>;
def u2imm  : PPCImm<i32, 0, 3>;
def u3imm  : PPCImm<i32, 0, 7>;
def u4imm  : PPCImm<i32, 0, 15>;
def u5imm  : PPCImm<i32, 0, 31>;
def u6imm  : PPCImm<i32, 0, 63>;
def u7imm  : PPCImm<i32, 0, 127>;
def u8imm  : PPCImm<i32, 0, 255>;
def s5imm  : PPCImm<i32, -16, 15>;
def s16imm : PPCImm<i32, -32768, 32767>;
def u16imm : PPCImm<i32, 0, 65535>;
// addis and lis take -65536..65535 and keep the low 16 bits, printed
// signed (i16 keeps the parsed value sign-extended from 16 bits).
def s17imm : PPCImm<i16, -65536, 65535>;
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

def dispRI  : PPCImm<i32, -32768, 32767>;
def dispRIX : PPCImm<i32, -32768, 32764> {
  let Scale = 2;
}

class MemOperand<Operand disp, string name> : Operand<i64> {
  let OperandType = "OPERAND_MEMORY";
  let MIOperandInfo = (ops disp:$disp, gprc:$base);
  let ParserMatchClass = PPCCustomAsm<name, "parse_mem">;
  let PrintMethod = "print_mem";
}

def memri  : MemOperand<dispRI, "MemRI">;
def memrix : MemOperand<dispRIX, "MemRIX">;

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

class BranchTarget<int width, int reloc> : Operand<i64> {
  let OperandType = "OPERAND_PCREL";
  let Scale = 2;
  let ParserMatchClass = BranchAsm<width, "PCRel">;
  let RelocType = reloc;
  let PrintMethod = "print_branch_target";
}

class AbsBranchTarget<int width, int reloc> : Operand<i64> {
  let Scale = 2;
  let ParserMatchClass = BranchAsm<width, "Abs">;
  let RelocType = reloc;
  let PrintMethod = "print_abs_branch_target";
}

def directbrtarget : BranchTarget<26, 10>;      // R_PPC64_REL24
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
