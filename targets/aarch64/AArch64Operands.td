//===- AArch64Operands.td - AArch64 operand types for tdc -----------------===//
//
// Immediates print with the target's "#" prefix. Operands made of several
// MCInst slots (a register and its shift, an immediate and its shift) are
// parsed and printed by the Rust fragments they name, in
// src/targets/aarch64/; their slot values are what the encoding fields
// take, so the generic encoder places them.
//
//===----------------------------------------------------------------------===//

//===-- Plain immediates ---------------------------------------------------===//

class A64Imm<int lo, int hi> : ImmRangeAsmOperand<lo, hi> {
  let DiagnosticString = "immediate must be an integer in range [" # lo #
                         ", " # hi # "].";
}

def Imm0_7Asm     : A64Imm<0, 7>;
def Imm0_15Asm    : A64Imm<0, 15>;
def Imm0_31Asm    : A64Imm<0, 31>;
def Imm0_63Asm    : A64Imm<0, 63>;
def Imm0_65535Asm : A64Imm<0, 65535>;

class A64ImmOperand<AsmOperandClass asm> : Operand<i32> {
  let ParserMatchClass = asm;
}

def i32imm   : Operand<i32>;
def imm0_7   : A64ImmOperand<Imm0_7Asm>;
def imm0_15  : A64ImmOperand<Imm0_15Asm>;
def imm0_31  : A64ImmOperand<Imm0_31Asm>;
def imm0_63  : A64ImmOperand<Imm0_63Asm>;
// lsr and asr amounts: decimal in llvm-objdump's listing too.
def shift_imm0_31 : A64ImmOperand<Imm0_31Asm> { let PrintMethod = "print_decimal_imm"; }
def shift_imm0_63 : A64ImmOperand<Imm0_63Asm> { let PrintMethod = "print_decimal_imm"; }
def imm0_65535 : A64ImmOperand<Imm0_65535Asm>;

// Operands a Rust fragment parses. Their random operands come from the
// SampleMethod fragments in src/targets/aarch64/samplers.rs.
class A64CustomAsm<string name, string parser, string diag = ""> : AsmOperandClass {
  let Name = name;
  let ParserMethod = parser;
  let DiagnosticString = diag;
}

//===-- Registers with a shift or an extension -----------------------------===//
//
// Slot 1 of a shifted register holds type << 6 | amount (type: lsl 0,
// lsr 1, asr 2, ror 3), which is what bits 23-22 and 15-10 take. Slot 1 of
// an extended register holds option << 3 | amount (option: uxtb 0 ... sxtx
// 7), for bits 15-10. The amount's range is that of the second
// sub-operand's type.

def shift32 : A64ImmOperand<Imm0_31Asm>;
def shift64 : A64ImmOperand<Imm0_63Asm>;
def extend_amount : A64ImmOperand<A64Imm<0, 4>>;

def ArithShiftedRegAsm : A64CustomAsm<"ArithShiftedReg", "parse_arith_shifted_reg">;
def LogicalShiftedRegAsm : A64CustomAsm<"LogicalShiftedReg", "parse_logical_shifted_reg">;

// `kind` (arith or logical) names the samplers.
class ShiftedReg<RegisterClass rc, Operand amount, AsmOperandClass asm, string kind> : Operand<i64> {
  let MIOperandInfo = (ops rc:$reg, amount:$shift);
  let ParserMatchClass = asm;
  let PrintMethod = "print_shifted_reg";
  let DecoderMethod = "decode_" # kind # "_shifted_reg";
  let SampleMethod = "sample_" # kind # "_shifted_reg";
  let InvalidSampleMethod = "sample_invalid_" # kind # "_shifted_reg";
}

def arith_shifted_reg32   : ShiftedReg<GPR32, shift32, ArithShiftedRegAsm, "arith">;
def arith_shifted_reg64   : ShiftedReg<GPR64, shift64, ArithShiftedRegAsm, "arith">;
def logical_shifted_reg32 : ShiftedReg<GPR32, shift32, LogicalShiftedRegAsm, "logical">;
def logical_shifted_reg64 : ShiftedReg<GPR64, shift64, LogicalShiftedRegAsm, "logical">;

// Extended registers: a w register with a b/h/w extension for 64-bit
// results; an x register with uxtx/sxtx (or lsl) for 64-bit results, where
// the extension may be left out (uxtx); and a w register with any of them
// for 32-bit results (left out: uxtw).
def ExtendedRegWAsm : A64CustomAsm<"ExtendedRegW", "parse_extended_reg_w",
    "expected '[su]xt[bhw]' with optional integer in range [0, 4]">;
def ExtendedRegXAsm : A64CustomAsm<"ExtendedRegX", "parse_extended_reg_x",
    "expected 'sxtx' 'uxtx' or 'lsl' with optional integer in range [0, 4]">;
def ExtendedReg32Asm : A64CustomAsm<"ExtendedReg32", "parse_extended_reg_32",
    "expected '[su]xt[bhwx]' or 'lsl' with optional integer in range [0, 4]">;

class ExtendedReg<RegisterClass rc, AsmOperandClass asm, string sample> : Operand<i64> {
  let MIOperandInfo = (ops rc:$reg, extend_amount:$ext);
  let ParserMatchClass = asm;
  let PrintMethod = "print_extended_reg";
  let DecoderMethod = "decode_extended_reg";
  let SampleMethod = sample;
  let InvalidSampleMethod = "sample_invalid_extended_reg";
}

def extended_reg_w64 : ExtendedReg<GPR32, ExtendedRegWAsm, "sample_extended_reg_w">;
// The flag-setting forms (adds, subs, cmp, cmn) also take `lsl` for uxtw
// there, as llvm-mc does (`adds x0, x1, w2, lsl #2` is
// `adds x0, x1, w2, uxtw #2`; add and sub reject it).
def ExtendedRegWSAsm : A64CustomAsm<"ExtendedRegWS", "parse_extended_reg_w_lsl",
    "expected '[su]xt[bhw]' with optional integer in range [0, 4]">;
def extended_reg_w64s : ExtendedReg<GPR32, ExtendedRegWSAsm, "sample_extended_reg_w">;
def extended_reg_x64 : ExtendedReg<GPR64, ExtendedRegXAsm, "sample_extended_reg_x">;
def extended_reg_32  : ExtendedReg<GPR32, ExtendedReg32Asm, "sample_extended_reg_32">;

//===-- Add/sub immediates -------------------------------------------------===//
//
// Two slots: the 12-bit value and the shift bit (1 for "lsl #12"). A value
// above 4095 that is a multiple of 4096 takes the shift by itself. The
// negated operand lets "add x0, x1, #-1" assemble as "sub x0, x1, #1".

def AddSubImmAsm : A64CustomAsm<"AddSubImm", "parse_addsub_imm",
    "expected compatible register, symbol or integer in range [0, 4095]">;
def AddSubImmNegAsm : A64CustomAsm<"AddSubImmNeg", "parse_addsub_imm_negated",
    "expected compatible register, symbol or integer in range [0, 4095]">;

class AddSubImmOperand<AsmOperandClass asm> : Operand<i32> {
  let MIOperandInfo = (ops i32imm:$imm, i32imm:$shift);
  let ParserMatchClass = asm;
  let PrintMethod = "print_addsub_imm";
  let SampleMethod = "sample_addsub_imm";
  let InvalidSampleMethod = "sample_invalid_addsub_imm";
}

def addsub_imm     : AddSubImmOperand<AddSubImmAsm>;
// add's operand also takes `:lo12:sym`, the low 12 bits of an address
// (llvm-mc rejects it on sub, adds, subs, cmp and cmn).
def addsub_imm_lo12 : AddSubImmOperand<AddSubImmAsm> {
  let RelocModifiers = [RelocModifier<"lo12", 277>];   // R_AARCH64_ADD_ABS_LO12_NC
  let FixupKinds = [FixupKind<"fixup_aarch64_add_imm12">];
}
def addsub_imm_neg : AddSubImmOperand<AddSubImmNegAsm>;

//===-- Logical (bitmask) immediates ---------------------------------------===//
//
// The slot holds the value itself (zero-extended at the register width);
// the encoder turns it into N:immr:imms. The inverted operands serve bic,
// orn, eon and bics with an immediate.

class LogicalImmAsm<string name, string parser> : A64CustomAsm<name, parser,
    "expected compatible register or logical immediate">;

class LogicalImm<ValueType vt, AsmOperandClass asm> : Operand<vt> {
  let ParserMatchClass = asm;
  let PrintMethod = "print_logical_imm";
  let EncoderMethod = "encode_logical_imm";
  let DecoderMethod = "decode_logical_imm";
  let SampleMethod = "sample_logical_imm";
  let InvalidSampleMethod = "sample_invalid_logical_imm";
}

def logical_imm32     : LogicalImm<i32, LogicalImmAsm<"LogicalImm32", "parse_logical_imm">>;
def logical_imm64     : LogicalImm<i64, LogicalImmAsm<"LogicalImm64", "parse_logical_imm">>;
def logical_imm32_not : LogicalImm<i32, LogicalImmAsm<"LogicalImm32Not", "parse_logical_imm_not">>;
def logical_imm64_not : LogicalImm<i64, LogicalImmAsm<"LogicalImm64Not", "parse_logical_imm_not">>;

//===-- Wide moves ---------------------------------------------------------===//
//
// Two slots: the 16-bit value and hw (the shift divided by 16); the value
// type is the register's. The "mov" operands take the whole value and find
// the slots; they print the value and leave it for the listing's
// "// =0x..." line.

def MovWide32Asm : A64CustomAsm<"MovWide32", "parse_movwide_imm",
    "expected 'lsl' with optional integer 0 or 16">;
def MovWide64Asm : A64CustomAsm<"MovWide64", "parse_movwide_imm",
    "expected 'lsl' with optional integer 0, 16, 32 or 48">;

class MovWideImm<ValueType vt, AsmOperandClass asm, string print = "print_movwide_imm"> : Operand<vt> {
  let MIOperandInfo = (ops i32imm:$imm16, i32imm:$hw);
  let ParserMatchClass = asm;
  let PrintMethod = print;
  let DecoderMethod = "decode_movwide_imm";
  let SampleMethod = "sample_movwide_imm";
  let InvalidSampleMethod = "sample_invalid_movwide_imm";
}

def movwide_imm32 : MovWideImm<i32, MovWide32Asm>;
def movwide_imm64 : MovWideImm<i64, MovWide64Asm>;

class MovAliasImm<string kind, ValueType vt> : MovWideImm<vt,
    A64CustomAsm<"Mov" # kind # vt.Size, "parse_mov" # kind # "_imm",
                 "expected compatible register or logical immediate">,
    "print_mov" # kind # "_imm"> {
  let PrintPredicate = "is_mov" # kind # "_imm";
}

def movz_alias_imm32 : MovAliasImm<"z", i32>;
def movz_alias_imm64 : MovAliasImm<"z", i64>;
def movn_alias_imm32 : MovAliasImm<"n", i32>;
def movn_alias_imm64 : MovAliasImm<"n", i64>;

// "mov Rd, #imm" through orr, when neither movz nor movn makes the value.
class MovLogicalImm<ValueType vt> : LogicalImm<vt,
    LogicalImmAsm<"MovLogical" # vt.Size, "parse_logical_imm">> {
  let PrintMethod = "print_mov_logical_imm";
  let PrintPredicate = "is_mov_logical_imm";
}

def mov_logical_imm32 : MovLogicalImm<i32>;
def mov_logical_imm64 : MovLogicalImm<i64>;

//===-- Bitfield positions -------------------------------------------------===//
//
// Aliases of UBFM/SBFM/BFM write the two fields immr and imms as a
// position and a width (or a shift); these two-slot operands fill both.

class BitfieldAsm<string name, string parser, string diag = ""> : A64CustomAsm<name, parser, diag>;

// The value type is the register's, R bits.
class BitfieldOperand<string kind, ValueType vt> : Operand<vt> {
  let MIOperandInfo = (ops i32imm:$immr, i32imm:$imms);
  let ParserMatchClass = BitfieldAsm<"Bitfield" # kind # vt.Size, "parse_" # kind>;
  let PrintMethod = "print_" # kind;
  let PrintPredicate = "is_" # kind;
}

// lsl #n: immr = -n mod R, imms = R - 1 - n.
def lsl_shift32 : BitfieldOperand<"lsl_shift", i32>;
def lsl_shift64 : BitfieldOperand<"lsl_shift", i64>;
// #lsb, #width inserted at lsb (bfi, ubfiz, sbfiz): immr = -lsb mod R, imms = width - 1.
def bf_insert32 : BitfieldOperand<"bf_insert", i32>;
def bf_insert64 : BitfieldOperand<"bf_insert", i64>;
// #lsb, #width extracted from lsb (bfxil, ubfx, sbfx): immr = lsb, imms = lsb + width - 1.
def bf_extract32 : BitfieldOperand<"bf_extract", i32>;
def bf_extract64 : BitfieldOperand<"bf_extract", i64>;

// A w register standing for the x register of the same number (the
// source of "sxtb x0, w1", which reads the whole x register).
def GPR64asW : RegisterOperand<GPR64, "print_gpr_as_w"> {
  let ParserMatchClass = A64CustomAsm<"GPR64asW", "parse_gpr_as_w">;
}

//===-- Conditions ---------------------------------------------------------===//

def CondCodeAsm : A64CustomAsm<"CondCode", "parse_cond_code", "invalid condition code">;
def ccode : Operand<i32> {
  let ParserMatchClass = CondCodeAsm;
  let PrintMethod = "print_cond_code";
  let SampleMethod = "sample_cond_code";
}

// The conditions of cset, cinc and friends, which print inverted and
// exclude al and nv.
def InvCondCodeAsm : A64CustomAsm<"InvCondCode", "parse_inv_cond_code",
    "condition codes AL and NV are invalid for this instruction">;
def inv_ccode : Operand<i32> {
  let ParserMatchClass = InvCondCodeAsm;
  let PrintMethod = "print_inv_cond_code";
  let PrintPredicate = "is_inv_cond_code";
}

//===-- Branch targets -----------------------------------------------------===//
//
// Byte offsets from the instruction, multiples of 4; the field holds the
// offset >> 2 (Scale). Labels resolve within the section or relocate.

class PCRelAsm<int width> : AsmOperandClass {
  let Name = "PCRel" # width;
  let MinValue = !sub(0, !shl(1, !add(width, 1)));
  let MaxValue = !sub(!shl(1, !add(width, 1)), 4);
  let AllowSymbol = 1;
  let DiagnosticString = "expected label or encodable integer pc offset";
}

// `fixup`: the fixup kind a listing names for a label (over the field).
class PCRelTarget<int width, int reloc, string fixup> : Operand<i64> {
  let OperandType = "OPERAND_PCREL";
  let Scale = 2;
  let ParserMatchClass = PCRelAsm<width>;
  let RelocType = reloc;
  let FixupKinds = [FixupKind<fixup>];
}

def br_target26   : PCRelTarget<26, 282, "fixup_aarch64_pcrel_branch26">;   // R_AARCH64_JUMP26
def call_target26 : PCRelTarget<26, 283, "fixup_aarch64_pcrel_call26">;     // R_AARCH64_CALL26
def br_target19   : PCRelTarget<19, 280, "fixup_aarch64_pcrel_branch19">;   // R_AARCH64_CONDBR19
def br_target14   : PCRelTarget<14, 279, "fixup_aarch64_pcrel_branch14">;   // R_AARCH64_TSTBR14

//===-- Memory offsets -----------------------------------------------------===//
//
// Offsets are in bytes. The scaled forms take a non-negative multiple of
// the access size (Scale = log2 of it) below 4096 times it; the others a
// signed byte offset. A register offset is a register and one slot
// holding option << 1 | S for bits 15-12, where S says the index is
// shifted by the access size; the amount's range (0 or log2 of the size)
// is the type of the second sub-operand.

class UImm12Asm<int scale> : AsmOperandClass {
  let Name = "UImm12s" # scale;
  let MinValue = 0;
  let MaxValue = !mul(4095, !shl(1, scale));
}

// `ldr x0, [x1, :lo12:sym]`: the low 12 bits of an address, scaled by the
// access size: R_AARCH64_LDST{8,16,32,64,128}_ABS_LO12_NC.
class UImm12Offset<int scale> : Operand<i64> {
  let ParserMatchClass = UImm12Asm<scale>;
  let Scale = scale;
  // 8-byte accesses also take `:got_lo12:sym`, the low 12 bits of the
  // address of sym's GOT entry: R_AARCH64_LD64_GOT_LO12_NC.
  let RelocModifiers = !listconcat(
      [RelocModifier<"lo12", !cond(!eq(scale, 0): 278, !eq(scale, 1): 284,
                                   !eq(scale, 2): 285, !eq(scale, 3): 286, true: 299)>],
      !if(!eq(scale, 3), [RelocModifier<"got_lo12", 312, 1>], []));
  let FixupKinds = [FixupKind<"fixup_aarch64_ldst_imm12_scale" # !shl(1, scale)>];
}

def uimm12s1  : UImm12Offset<0>;
def uimm12s2  : UImm12Offset<1>;
def uimm12s4  : UImm12Offset<2>;
def uimm12s8  : UImm12Offset<3>;
def uimm12s16 : UImm12Offset<4>;

def SImm9Asm : A64Imm<-256, 255> {
  let DiagnosticString = "index must be an integer in range [-256, 255].";
}
def simm9 : Operand<i64> { let ParserMatchClass = SImm9Asm; }

// ldp/stp: a signed 7-bit multiple of the register size.
class SImm7Asm<int scale> : AsmOperandClass {
  let Name = "SImm7s" # scale;
  let MinValue = !mul(-64, !shl(1, scale));
  let MaxValue = !mul(63, !shl(1, scale));
  let DiagnosticString = "index must be a multiple of " # !shl(1, scale) #
      " in range [" # !mul(-64, !shl(1, scale)) # ", " # !mul(63, !shl(1, scale)) # "].";
}

class SImm7Offset<int scale> : Operand<i64> {
  let ParserMatchClass = SImm7Asm<scale>;
  let Scale = scale;
}

def simm7s4  : SImm7Offset<2>;
def simm7s8  : SImm7Offset<3>;
def simm7s16 : SImm7Offset<4>;

class RegOffsetAmount<int scale> : A64ImmOperand<A64Imm<0, scale>>;

def RegOffsetAsm : A64CustomAsm<"RegOffset", "parse_reg_offset">;

class RegOffset<RegisterClass rc, int scale> : Operand<i64> {
  let MIOperandInfo = (ops rc:$reg, !cast<Operand>("ro_amount" # scale):$ext);
  let ParserMatchClass = RegOffsetAsm;
  let PrintMethod = "print_reg_offset";
  let DecoderMethod = "decode_reg_offset";
  let SampleMethod = "sample_reg_offset";
  let InvalidSampleMethod = "sample_invalid_reg_offset";
}

foreach scale = 0...4 in {
  def ro_amount # scale : RegOffsetAmount<scale>;
  def ro_w # scale : RegOffset<GPR32, scale>;
  def ro_x # scale : RegOffset<GPR64, scale>;
}

// Literal loads and adr: byte offsets from the instruction.
def ldr_literal : PCRelTarget<19, 273, "fixup_aarch64_ldr_pcrel_imm19"> {  // R_AARCH64_LD_PREL_LO19
  // `ldr x0, :got:sym` loads sym's GOT entry.
  let RelocModifiers = [RelocModifier<"got", 309, 1>];   // R_AARCH64_GOT_LD_PREL19
}

def AdrAsm : AsmOperandClass {
  let Name = "AdrLabel";
  let MinValue = -1048576;
  let MaxValue = 1048575;
  let AllowSymbol = 1;
  let DiagnosticString = "expected label or encodable integer pc offset";
}
def adr_label : Operand<i64> {
  let OperandType = "OPERAND_PCREL";
  let ParserMatchClass = AdrAsm;
  let RelocType = 274;                    // R_AARCH64_ADR_PREL_LO21
  // A listing marks the whole word as the fixup's, not just immlo:immhi.
  let FixupKinds = [FixupKind<"fixup_aarch64_pcrel_adr_imm21", "", 0, 32>];
}

// adrp: a page offset, a multiple of 4096.
def AdrpAsm : AsmOperandClass {
  let Name = "AdrpLabel";
  let MinValue = -4294967296;
  let MaxValue = 4294963200;
  let AllowSymbol = 1;
  let DiagnosticString = "expected label or encodable integer pc offset";
}
def adrp_label : Operand<i64> {
  let OperandType = "OPERAND_PCREL";
  let ParserMatchClass = AdrpAsm;
  let Scale = 12;
  let RelocType = 275;                    // R_AARCH64_ADR_PREL_PG_HI21
  // The page of a label depends on the final address.
  let AlwaysRelocate = 1;
  // `adrp x0, :got:sym`: the page of sym's GOT entry.
  let RelocModifiers = [RelocModifier<"got", 311, 1>];   // R_AARCH64_ADR_GOT_PAGE
  // A listing marks the whole word as the fixup's, not just immlo:immhi.
  let FixupKinds = [FixupKind<"fixup_aarch64_pcrel_adrp_imm21", "", 0, 32>];
}

//===-- System operands ----------------------------------------------------===//

def imm0_127 : A64ImmOperand<A64Imm<0, 127>>;

// Exception numbers print in hexadecimal.
def imm0_65535_hex : A64ImmOperand<Imm0_65535Asm> { let PrintMethod = "print_imm_hex"; }

// Barrier options: a name or #0-15.
def barrier_op : Operand<i32> {
  let ParserMatchClass = A64CustomAsm<"BarrierOp", "parse_barrier_op", "invalid barrier option name">;
  let PrintMethod = "print_barrier_op";
  let SampleMethod = "sample_barrier_op";
  let InvalidSampleMethod = "sample_invalid_barrier_op";
}

// System registers: a name or S<op0>_<op1>_C<n>_C<m>_<op2>; the slot
// holds o0:op1:CRn:CRm:op2 (op0 is 2 + o0). mrs reads them; msr writes
// them, and read-only ones go by the generic name there.
// The names are AArch64SysRegs.td's (value op0:op1:CRn:CRm:op2; flags 1
// readable, 2 writable, 4 accepted but not printed).
class SysReg<string name, int op0, int op1, int crn, int crm, int op2, int rw, int parse_only = 0>
    : NamedValue<"sysreg", name, !or(!shl(op0, 14), !shl(op1, 11), !shl(crn, 7), !shl(crm, 3), op2),
                 !or(rw, !shl(parse_only, 2))>;
defvar R = 1;
defvar W = 2;
defvar RW = 3;
include "AArch64SysRegs.td"

def sysreg : Operand<i32> {
  let ParserMatchClass = A64CustomAsm<"SysReg", "parse_sysreg", "expected readable system register">;
  let PrintMethod = "print_sysreg";
  let SampleMethod = "sample_sysreg";
  let NamedValues = "sysreg";
}
def msr_sysreg : Operand<i32> {
  let ParserMatchClass = A64CustomAsm<"MSRSysReg", "parse_msr_sysreg", "expected writable system register or pstate">;
  let PrintMethod = "print_msr_sysreg";
  let SampleMethod = "sample_sysreg";
  let NamedValues = "sysreg";
}

// An x register standing for its w half (the source of "uxtb x0, w1" is
// written as w, its destination as x; "tbz x0, #3" tests a w register).
def GPR32asX : RegisterOperand<GPR32> {
  let ParserMatchClass = A64CustomAsm<"GPR32asX", "parse_gpr_as_x">;
}

//===-- Floating point -----------------------------------------------------===//

// An FP constant: its 8-bit encoding in the slot, printed as %.8f. Written
// as a decimal float, a decimal integer (a float too), or a hexadecimal
// integer (the raw encoding).
def fp_imm : Operand<i32> {
  let ParserMatchClass = A64CustomAsm<"FPImm", "parse_fp_imm", "expected compatible register or floating-point constant">;
  let PrintMethod = "print_fp_imm";
  let SampleMethod = "sample_fp_imm";
}

// Fixed-point fraction bits, 1 to the integer register's width (the value
// type): the slot holds 64 - fbits, the field's value.
class FixedPoint<ValueType vt> : Operand<vt> {
  let ParserMatchClass = A64CustomAsm<"FixedPoint" # vt.Size, "parse_fixed_point",
                                      "expected integer in range [1, " # vt.Size # "]">;
  let PrintMethod = "print_fixed_point";
  let DecoderMethod = "decode_fixed_point";
  let SampleMethod = "sample_fixed_point";
}
def fixedpoint32 : FixedPoint<i32>;
def fixedpoint64 : FixedPoint<i64>;

// The upper 64 bits of a vector register, `vN.d[1]`, for fmov.
def VectorUpperD : RegisterOperand<FPR128, "print_vector_upper_d"> {
  let ParserMatchClass = A64CustomAsm<"VectorUpperD", "parse_vector_upper_d">;
  let MnemonicSuffix = "d";
}

// Offsets counted in units of 2^scale (ldraa's 8 bytes, tags' 16).
class ScaledOffsetAsm<int lo, int hi, int scale> : AsmOperandClass {
  let Name = "ScaledOffset" # !subst("-", "M", !cast<string>(lo)) # "_" # hi;
  let MinValue = lo;
  let MaxValue = hi;
  let DiagnosticString = "index must be a multiple of " # !shl(1, scale) # " in range [" # lo # ", " # hi # "].";
}
class ScaledOffset<int lo, int hi, int scale> : Operand<i64> {
  let ParserMatchClass = ScaledOffsetAsm<lo, hi, scale>;
  let Scale = scale;
}
def simm10s8 : ScaledOffset<-4096, 4088, 3>;
def simm9s16 : ScaledOffset<-4096, 4080, 4>;
def uimm6s16 : ScaledOffset<0, 1008, 4>;
def simm8 : A64ImmOperand<A64Imm<-128, 127>>;
def imm0_255 : A64ImmOperand<A64Imm<0, 255>>;

// A 64-bit register with an optional `lsl #0-7` (cpa's addpt and subpt).
def LslShiftedRegAsm : A64CustomAsm<"LslShiftedReg", "parse_lsl_shifted_reg",
                                    "expected 'lsl' with optional integer in range [0, 7]">;
def lsl_shifted_reg64 : ShiftedReg<GPR64, A64ImmOperand<A64Imm<0, 7>>, LslShiftedRegAsm, "lsl"> {
  let DecoderMethod = "decode_arith_shifted_reg";
  let InvalidSampleMethod = "";
}

// pauth-lr's label: a byte offset back from the instruction, 0 to
// -262140 in steps of 4; the field holds the offset negated, >> 2.
def PAuthPCRelAsm : AsmOperandClass {
  let Name = "PAuthPCRel16";
  let MinValue = -262140;
  let MaxValue = 0;
  let AllowSymbol = 1;
  let DiagnosticString = "expected label or encodable integer pc offset";
}
def pauth_pcrel : Operand<i64> {
  let OperandType = "OPERAND_PCREL";
  let Scale = 2;
  let ParserMatchClass = PAuthPCRelAsm;
  let EncoderMethod = "encode_negated_offset";
  let DecoderMethod = "decode_negated_offset";
  let FixupKinds = [FixupKind<"fixup_aarch64_pcrel_branch16">];
}
