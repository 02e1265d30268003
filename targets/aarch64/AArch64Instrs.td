//===- AArch64Instrs.td - AArch64 instructions and aliases for tdc --------===//
//
// Record names follow the LLVM convention: the mnemonic, W or X for the
// register width, then the form (rs shifted register, rx extended
// register, ri immediate, rr registers).
//
// Aliases print instead of their instruction when they fit (EmitPriority
// 1 or more, higher first); EmitPriority 0 marks spellings the assembler
// accepts but never prints.
//
//===----------------------------------------------------------------------===//

// Register 31 is the stack pointer in these classes and the zero register
// in the plain ones (see AArch64Registers.td).
def GPR32sponly : RegisterClass<"AArch64", [i32], 32, (add WSP)>;
def GPR64sponly : RegisterClass<"AArch64", [i64], 64, (add SP)>;

//===-- Add and subtract ---------------------------------------------------===//

multiclass AddSub<bit op, bit S, string mnemonic> {
  // The flag-setting forms (adds, subs, and cmp and cmn through them)
  // write the flags that b.cond, csel and the like read.
  let Defs = !if(S, [NZCV], []<Register>) in {
  def Wrs : AddSubShifted<0, op, S, mnemonic, GPR32, arith_shifted_reg32>;
  def Xrs : AddSubShifted<1, op, S, mnemonic, GPR64, arith_shifted_reg64>;
  // The flag-setting forms write the zero register, the others sp.
  def Wrx : AddSubExtended<0, op, S, mnemonic, !if(S, GPR32, GPR32sp), GPR32sp, extended_reg_32>;
  def Xrx : AddSubExtended<1, op, S, mnemonic, !if(S, GPR64, GPR64sp), GPR64sp, !if(S, extended_reg_w64s, extended_reg_w64)>;
  def Xrx64 : AddSubExtended64<op, S, mnemonic, !if(S, GPR64, GPR64sp)>;
  // Only add takes `:lo12:sym`, as in llvm-mc.
  defvar immediate = !if(!or(op, S), addsub_imm, addsub_imm_lo12);
  def Wri : AddSubImmediate<0, op, S, mnemonic, !if(S, GPR32, GPR32sp), GPR32sp, immediate>;
  def Xri : AddSubImmediate<1, op, S, mnemonic, !if(S, GPR64, GPR64sp), GPR64sp, immediate>;
  }
}

defm ADD  : AddSub<0, 0, "add">;
defm ADDS : AddSub<0, 1, "adds">;
defm SUB  : AddSub<1, 0, "sub">;
defm SUBS : AddSub<1, 1, "subs">;

// A negative immediate switches between add and sub.
multiclass AddSubNegated<string mnemonic, string other, RegisterClass dstW, RegisterClass dstX> {
  def : InstAlias<mnemonic # "\t$Rd, $Rn, $imm",
                  (!cast<Instruction>(other # "Wri") dstW:$Rd, GPR32sp:$Rn, addsub_imm_neg:$imm), 0>;
  def : InstAlias<mnemonic # "\t$Rd, $Rn, $imm",
                  (!cast<Instruction>(other # "Xri") dstX:$Rd, GPR64sp:$Rn, addsub_imm_neg:$imm), 0>;
}

defm : AddSubNegated<"add", "SUB", GPR32sp, GPR64sp>;
defm : AddSubNegated<"sub", "ADD", GPR32sp, GPR64sp>;
defm : AddSubNegated<"adds", "SUBS", GPR32, GPR64>;
defm : AddSubNegated<"subs", "ADDS", GPR32, GPR64>;

// cmp and cmn: subs and adds writing the zero register.
multiclass Compare<string mnemonic, string inst, string negated> {
  def : InstAlias<mnemonic # "\t$Rn, $Rm", (!cast<Instruction>(inst # "Wrs") WZR, GPR32:$Rn, arith_shifted_reg32:$Rm)>;
  def : InstAlias<mnemonic # "\t$Rn, $Rm", (!cast<Instruction>(inst # "Xrs") XZR, GPR64:$Rn, arith_shifted_reg64:$Rm)>;
  def : InstAlias<mnemonic # "\t$Rn, $Rm", (!cast<Instruction>(inst # "Wrx") WZR, GPR32sp:$Rn, extended_reg_32:$Rm)>;
  def : InstAlias<mnemonic # "\t$Rn, $Rm", (!cast<Instruction>(inst # "Xrx") XZR, GPR64sp:$Rn, extended_reg_w64s:$Rm)>;
  def : InstAlias<mnemonic # "\t$Rn, $Rm", (!cast<Instruction>(inst # "Xrx64") XZR, GPR64sp:$Rn, extended_reg_x64:$Rm)>;
  def : InstAlias<mnemonic # "\t$Rn, $imm", (!cast<Instruction>(inst # "Wri") WZR, GPR32sp:$Rn, addsub_imm:$imm)>;
  def : InstAlias<mnemonic # "\t$Rn, $imm", (!cast<Instruction>(inst # "Xri") XZR, GPR64sp:$Rn, addsub_imm:$imm)>;
  def : InstAlias<mnemonic # "\t$Rn, $imm", (!cast<Instruction>(negated # "Wri") WZR, GPR32sp:$Rn, addsub_imm_neg:$imm), 0>;
  def : InstAlias<mnemonic # "\t$Rn, $imm", (!cast<Instruction>(negated # "Xri") XZR, GPR64sp:$Rn, addsub_imm_neg:$imm), 0>;
}

defm : Compare<"cmp", "SUBS", "ADDS">;
defm : Compare<"cmn", "ADDS", "SUBS">;

// neg and negs: subtraction from the zero register.
def : InstAlias<"neg\t$Rd, $Rm", (SUBWrs GPR32:$Rd, WZR, arith_shifted_reg32:$Rm)>;
def : InstAlias<"neg\t$Rd, $Rm", (SUBXrs GPR64:$Rd, XZR, arith_shifted_reg64:$Rm)>;
def : InstAlias<"negs\t$Rd, $Rm", (SUBSWrs GPR32:$Rd, WZR, arith_shifted_reg32:$Rm)>;
def : InstAlias<"negs\t$Rd, $Rm", (SUBSXrs GPR64:$Rd, XZR, arith_shifted_reg64:$Rm)>;

// mov to or from sp: add #0.
def : InstAlias<"mov\t$Rd, $Rn", (ADDWri GPR32sponly:$Rd, GPR32sp:$Rn, 0, 0)>;
def : InstAlias<"mov\t$Rd, $Rn", (ADDWri GPR32sp:$Rd, GPR32sponly:$Rn, 0, 0)>;
def : InstAlias<"mov\t$Rd, $Rn", (ADDXri GPR64sponly:$Rd, GPR64sp:$Rn, 0, 0)>;
def : InstAlias<"mov\t$Rd, $Rn", (ADDXri GPR64sp:$Rd, GPR64sponly:$Rn, 0, 0)>;

// Add and subtract with carry; ngc and ngcs subtract from zero.
def ADCWr  : AddSubCarry<0, 0, 0, "adc", GPR32>;
def ADCXr  : AddSubCarry<1, 0, 0, "adc", GPR64>;
def ADCSWr : AddSubCarry<0, 0, 1, "adcs", GPR32>;
def ADCSXr : AddSubCarry<1, 0, 1, "adcs", GPR64>;
def SBCWr  : AddSubCarry<0, 1, 0, "sbc", GPR32>;
def SBCXr  : AddSubCarry<1, 1, 0, "sbc", GPR64>;
def SBCSWr : AddSubCarry<0, 1, 1, "sbcs", GPR32>;
def SBCSXr : AddSubCarry<1, 1, 1, "sbcs", GPR64>;

def : InstAlias<"ngc\t$Rd, $Rm", (SBCWr GPR32:$Rd, WZR, GPR32:$Rm)>;
def : InstAlias<"ngc\t$Rd, $Rm", (SBCXr GPR64:$Rd, XZR, GPR64:$Rm)>;
def : InstAlias<"ngcs\t$Rd, $Rm", (SBCSWr GPR32:$Rd, WZR, GPR32:$Rm)>;
def : InstAlias<"ngcs\t$Rd, $Rm", (SBCSXr GPR64:$Rd, XZR, GPR64:$Rm)>;

//===-- Logical ------------------------------------------------------------===//

multiclass LogicalReg<bits<2> opc, bit N, string mnemonic> {
  def Wrs : LogicalShifted<0, opc, N, mnemonic, GPR32, logical_shifted_reg32>;
  def Xrs : LogicalShifted<1, opc, N, mnemonic, GPR64, logical_shifted_reg64>;
}

defm AND  : LogicalReg<0b00, 0, "and">;
defm BIC  : LogicalReg<0b00, 1, "bic">;
defm ORR  : LogicalReg<0b01, 0, "orr">;
defm ORN  : LogicalReg<0b01, 1, "orn">;
defm EOR  : LogicalReg<0b10, 0, "eor">;
defm EON  : LogicalReg<0b10, 1, "eon">;
defm ANDS : LogicalReg<0b11, 0, "ands">;
defm BICS : LogicalReg<0b11, 1, "bics">;

// Immediate forms; ands writes the zero register, the others sp.
multiclass LogicalImm<bits<2> opc, string mnemonic> {
  def Wri : LogicalImmediate<0, opc, mnemonic, !if(!eq(opc, 0b11), GPR32, GPR32sp), GPR32, logical_imm32>;
  def Xri : LogicalImmediate<1, opc, mnemonic, !if(!eq(opc, 0b11), GPR64, GPR64sp), GPR64, logical_imm64>;
}

defm AND  : LogicalImm<0b00, "and">;
defm ORR  : LogicalImm<0b01, "orr">;
defm EOR  : LogicalImm<0b10, "eor">;
defm ANDS : LogicalImm<0b11, "ands">;

// bic, orn, eon and bics with an immediate invert it.
multiclass LogicalImmNot<string mnemonic, string inst, RegisterClass dstW, RegisterClass dstX> {
  def : InstAlias<mnemonic # "\t$Rd, $Rn, $imm",
                  (!cast<Instruction>(inst # "Wri") dstW:$Rd, GPR32:$Rn, logical_imm32_not:$imm), 0>;
  def : InstAlias<mnemonic # "\t$Rd, $Rn, $imm",
                  (!cast<Instruction>(inst # "Xri") dstX:$Rd, GPR64:$Rn, logical_imm64_not:$imm), 0>;
}

defm : LogicalImmNot<"bic", "AND", GPR32sp, GPR64sp>;
defm : LogicalImmNot<"orn", "ORR", GPR32sp, GPR64sp>;
defm : LogicalImmNot<"eon", "EOR", GPR32sp, GPR64sp>;
defm : LogicalImmNot<"bics", "ANDS", GPR32, GPR64>;

// tst: ands writing the zero register.
def : InstAlias<"tst\t$Rn, $Rm", (ANDSWrs WZR, GPR32:$Rn, logical_shifted_reg32:$Rm)>;
def : InstAlias<"tst\t$Rn, $Rm", (ANDSXrs XZR, GPR64:$Rn, logical_shifted_reg64:$Rm)>;
def : InstAlias<"tst\t$Rn, $imm", (ANDSWri WZR, GPR32:$Rn, logical_imm32:$imm)>;
def : InstAlias<"tst\t$Rn, $imm", (ANDSXri XZR, GPR64:$Rn, logical_imm64:$imm)>;

// mvn: orn from the zero register; mov: orr with the zero register and no
// shift.
def : InstAlias<"mvn\t$Rd, $Rm", (ORNWrs GPR32:$Rd, WZR, logical_shifted_reg32:$Rm)>;
def : InstAlias<"mvn\t$Rd, $Rm", (ORNXrs GPR64:$Rd, XZR, logical_shifted_reg64:$Rm)>;
def : InstAlias<"mov\t$Rd, $Rm", (ORRWrs GPR32:$Rd, WZR, GPR32:$Rm, 0)>;
def : InstAlias<"mov\t$Rd, $Rm", (ORRXrs GPR64:$Rd, XZR, GPR64:$Rm, 0)>;

//===-- Wide moves ---------------------------------------------------------===//

def MOVNWi : MoveWide<0, 0b00, "movn", GPR32, movwide_imm32>;
def MOVNXi : MoveWide<1, 0b00, "movn", GPR64, movwide_imm64>;
def MOVZWi : MoveWide<0, 0b10, "movz", GPR32, movwide_imm32>;
def MOVZXi : MoveWide<1, 0b10, "movz", GPR64, movwide_imm64>;
def MOVKWi : MoveKeep<0, GPR32, movwide_imm32>;
def MOVKXi : MoveKeep<1, GPR64, movwide_imm64>;

// mov #imm: movz, else movn, else orr with a bitmask immediate, tried in
// that order when assembling; each prints as mov only when the earlier
// ones cannot make the value.
def : InstAlias<"mov\t$Rd, $imm", (MOVZWi GPR32:$Rd, movz_alias_imm32:$imm)>;
def : InstAlias<"mov\t$Rd, $imm", (MOVZXi GPR64:$Rd, movz_alias_imm64:$imm)>;
def : InstAlias<"mov\t$Rd, $imm", (MOVNWi GPR32:$Rd, movn_alias_imm32:$imm)>;
def : InstAlias<"mov\t$Rd, $imm", (MOVNXi GPR64:$Rd, movn_alias_imm64:$imm)>;
def : InstAlias<"mov\t$Rd, $imm", (ORRWri GPR32sp:$Rd, WZR, mov_logical_imm32:$imm)>;
def : InstAlias<"mov\t$Rd, $imm", (ORRXri GPR64sp:$Rd, XZR, mov_logical_imm64:$imm)>;

//===-- Multiply and divide ------------------------------------------------===//

def MADDWrrr : ThreeSource<0, 0b000, 0, "madd", GPR32, GPR32>;
def MADDXrrr : ThreeSource<1, 0b000, 0, "madd", GPR64, GPR64>;
def MSUBWrrr : ThreeSource<0, 0b000, 1, "msub", GPR32, GPR32>;
def MSUBXrrr : ThreeSource<1, 0b000, 1, "msub", GPR64, GPR64>;
def SMADDLrrr : ThreeSource<1, 0b001, 0, "smaddl", GPR64, GPR32>;
def SMSUBLrrr : ThreeSource<1, 0b001, 1, "smsubl", GPR64, GPR32>;
def UMADDLrrr : ThreeSource<1, 0b101, 0, "umaddl", GPR64, GPR32>;
def UMSUBLrrr : ThreeSource<1, 0b101, 1, "umsubl", GPR64, GPR32>;
def SMULHrr : MulHigh<0, "smulh">;
def UMULHrr : MulHigh<1, "umulh">;

def : InstAlias<"mul\t$Rd, $Rn, $Rm", (MADDWrrr GPR32:$Rd, GPR32:$Rn, GPR32:$Rm, WZR)>;
def : InstAlias<"mul\t$Rd, $Rn, $Rm", (MADDXrrr GPR64:$Rd, GPR64:$Rn, GPR64:$Rm, XZR)>;
def : InstAlias<"mneg\t$Rd, $Rn, $Rm", (MSUBWrrr GPR32:$Rd, GPR32:$Rn, GPR32:$Rm, WZR)>;
def : InstAlias<"mneg\t$Rd, $Rn, $Rm", (MSUBXrrr GPR64:$Rd, GPR64:$Rn, GPR64:$Rm, XZR)>;
def : InstAlias<"smull\t$Rd, $Rn, $Rm", (SMADDLrrr GPR64:$Rd, GPR32:$Rn, GPR32:$Rm, XZR)>;
def : InstAlias<"smnegl\t$Rd, $Rn, $Rm", (SMSUBLrrr GPR64:$Rd, GPR32:$Rn, GPR32:$Rm, XZR)>;
def : InstAlias<"umull\t$Rd, $Rn, $Rm", (UMADDLrrr GPR64:$Rd, GPR32:$Rn, GPR32:$Rm, XZR)>;
def : InstAlias<"umnegl\t$Rd, $Rn, $Rm", (UMSUBLrrr GPR64:$Rd, GPR32:$Rn, GPR32:$Rm, XZR)>;

def UDIVWr : TwoSource<0, 0b000010, "udiv", GPR32>;
def UDIVXr : TwoSource<1, 0b000010, "udiv", GPR64>;
def SDIVWr : TwoSource<0, 0b000011, "sdiv", GPR32>;
def SDIVXr : TwoSource<1, 0b000011, "sdiv", GPR64>;

//===-- Bit and byte order, counts -----------------------------------------===//

multiclass OneSourceBoth<bits<6> opcode, string mnemonic> {
  def Wr : OneSource<0, opcode, mnemonic, GPR32>;
  def Xr : OneSource<1, opcode, mnemonic, GPR64>;
}

defm RBIT  : OneSourceBoth<0b000000, "rbit">;
defm REV16 : OneSourceBoth<0b000001, "rev16">;
defm CLZ   : OneSourceBoth<0b000100, "clz">;
defm CLS   : OneSourceBoth<0b000101, "cls">;
// rev reverses the bytes of the whole register; rev32 those of each word
// of an x register (the opcode of the 32-bit rev).
def REVWr   : OneSource<0, 0b000010, "rev", GPR32>;
def REV32Xr : OneSource<1, 0b000010, "rev32", GPR64>;
def REVXr   : OneSource<1, 0b000011, "rev", GPR64>;
def : InstAlias<"rev64\t$Rd, $Rn", (REVXr GPR64:$Rd, GPR64:$Rn), 0>;

//===-- Shifts -------------------------------------------------------------===//

multiclass ShiftVariable<bits<6> opcode, string mnemonic> {
  def Wr : TwoSource<0, opcode, mnemonic # "v", GPR32>;
  def Xr : TwoSource<1, opcode, mnemonic # "v", GPR64>;
  def : InstAlias<mnemonic # "\t$Rd, $Rn, $Rm", (!cast<Instruction>(NAME # "Wr") GPR32:$Rd, GPR32:$Rn, GPR32:$Rm)>;
  def : InstAlias<mnemonic # "\t$Rd, $Rn, $Rm", (!cast<Instruction>(NAME # "Xr") GPR64:$Rd, GPR64:$Rn, GPR64:$Rm)>;
}

defm LSLV : ShiftVariable<0b001000, "lsl">;
defm LSRV : ShiftVariable<0b001001, "lsr">;
defm ASRV : ShiftVariable<0b001010, "asr">;
defm RORV : ShiftVariable<0b001011, "ror">;

//===-- Bitfield moves and extract -----------------------------------------===//

def SBFMWri : Bitfield<0, 0b00, "sbfm", GPR32, imm0_31>;
def SBFMXri : Bitfield<1, 0b00, "sbfm", GPR64, imm0_63>;
def UBFMWri : Bitfield<0, 0b10, "ubfm", GPR32, imm0_31>;
def UBFMXri : Bitfield<1, 0b10, "ubfm", GPR64, imm0_63>;
def BFMWri : BitfieldInsert<0, GPR32, imm0_31>;
def BFMXri : BitfieldInsert<1, GPR64, imm0_63>;

// UBFM, SBFM and BFM always print as one of these. Shifts by an
// immediate first (lsl before the insert forms it is a case of), then
// the extensions, then insert (imms < immr) or extract.
multiclass BitfieldAliases<string W, RegisterClass rc, string R, int top> {
  def : InstAlias<"lsr\t$Rd, $Rn, $shift", (!cast<Instruction>("UBFM" # W # "ri") rc:$Rd, rc:$Rn, !cast<Operand>("shift_imm0_" # top):$shift, top), 3>;
  def : InstAlias<"asr\t$Rd, $Rn, $shift", (!cast<Instruction>("SBFM" # W # "ri") rc:$Rd, rc:$Rn, !cast<Operand>("shift_imm0_" # top):$shift, top), 3>;
  def : InstAlias<"lsl\t$Rd, $Rn, $shift", (!cast<Instruction>("UBFM" # W # "ri") rc:$Rd, rc:$Rn, !cast<Operand>("lsl_shift" # R):$shift), 2>;
  def : InstAlias<"ubfiz\t$Rd, $Rn, $bits", (!cast<Instruction>("UBFM" # W # "ri") rc:$Rd, rc:$Rn, !cast<Operand>("bf_insert" # R):$bits)>;
  def : InstAlias<"ubfx\t$Rd, $Rn, $bits", (!cast<Instruction>("UBFM" # W # "ri") rc:$Rd, rc:$Rn, !cast<Operand>("bf_extract" # R):$bits)>;
  def : InstAlias<"sbfiz\t$Rd, $Rn, $bits", (!cast<Instruction>("SBFM" # W # "ri") rc:$Rd, rc:$Rn, !cast<Operand>("bf_insert" # R):$bits)>;
  def : InstAlias<"sbfx\t$Rd, $Rn, $bits", (!cast<Instruction>("SBFM" # W # "ri") rc:$Rd, rc:$Rn, !cast<Operand>("bf_extract" # R):$bits)>;
  def : InstAlias<"bfi\t$Rd, $Rn, $bits", (!cast<Instruction>("BFM" # W # "ri") rc:$Rd, rc:$Rn, !cast<Operand>("bf_insert" # R):$bits)>;
  def : InstAlias<"bfxil\t$Rd, $Rn, $bits", (!cast<Instruction>("BFM" # W # "ri") rc:$Rd, rc:$Rn, !cast<Operand>("bf_extract" # R):$bits)>;
}

defm : BitfieldAliases<"W", GPR32, "32", 31>;
defm : BitfieldAliases<"X", GPR64, "64", 63>;

def : InstAlias<"uxtb\t$Rd, $Rn", (UBFMWri GPR32:$Rd, GPR32:$Rn, 0, 7), 4>;
def : InstAlias<"uxth\t$Rd, $Rn", (UBFMWri GPR32:$Rd, GPR32:$Rn, 0, 15), 4>;
def : InstAlias<"sxtb\t$Rd, $Rn", (SBFMWri GPR32:$Rd, GPR32:$Rn, 0, 7), 4>;
def : InstAlias<"sxth\t$Rd, $Rn", (SBFMWri GPR32:$Rd, GPR32:$Rn, 0, 15), 4>;
def : InstAlias<"sxtb\t$Rd, $Rn", (SBFMXri GPR64:$Rd, GPR64asW:$Rn, 0, 7), 4>;
def : InstAlias<"sxth\t$Rd, $Rn", (SBFMXri GPR64:$Rd, GPR64asW:$Rn, 0, 15), 4>;
def : InstAlias<"sxtw\t$Rd, $Rn", (SBFMXri GPR64:$Rd, GPR64asW:$Rn, 0, 31), 4>;
// bfc inserts zeros; it prints as bfi of the zero register. (llvm-mc
// prints bfc under v8.2a, but not under +all, which tdc's `all` covers
// with the versions: not described yet.)
def : InstAlias<"bfc\t$Rd, $bits", (BFMWri GPR32:$Rd, WZR, bf_insert32:$bits), 0>;
def : InstAlias<"bfc\t$Rd, $bits", (BFMXri GPR64:$Rd, XZR, bf_insert64:$bits), 0>;

// The 64-bit spellings of the 32-bit zero extensions.
def : InstAlias<"uxtb\t$Rd, $Rn", (UBFMWri GPR32asX:$Rd, GPR32:$Rn, 0, 7), 0>;
def : InstAlias<"uxth\t$Rd, $Rn", (UBFMWri GPR32asX:$Rd, GPR32:$Rn, 0, 15), 0>;
// uxtw reads a w register into an x register; it prints as ubfx.
def : InstAlias<"uxtw\t$Rd, $Rn", (UBFMXri GPR64:$Rd, GPR64asW:$Rn, 0, 31), 0>;

def EXTRWrri : Extract<0, GPR32, imm0_31>;
def EXTRXrri : Extract<1, GPR64, imm0_63>;
def : InstAlias<"ror\t$Rd, $Rn, $shift", (EXTRWrri GPR32:$Rd, GPR32:$Rn, GPR32:$Rn, imm0_31:$shift)>;
def : InstAlias<"ror\t$Rd, $Rn, $shift", (EXTRXrri GPR64:$Rd, GPR64:$Rn, GPR64:$Rn, imm0_63:$shift)>;

//===-- Conditional select and compare -------------------------------------===//

multiclass CondSelects<bit op, bits<2> op2, string mnemonic> {
  def Wr : CondSelect<0, op, op2, mnemonic, GPR32>;
  def Xr : CondSelect<1, op, op2, mnemonic, GPR64>;
}

defm CSEL  : CondSelects<0, 0b00, "csel">;
defm CSINC : CondSelects<0, 0b01, "csinc">;
defm CSINV : CondSelects<1, 0b00, "csinv">;
defm CSNEG : CondSelects<1, 0b01, "csneg">;

// cset and csetm select between zero registers; cinc, cinv and cneg use
// one source twice. Their condition is the inverse of the encoded one.
multiclass CondAliases<string W, RegisterClass rc, Register zr> {
  def : InstAlias<"cset\t$Rd, $cond", (!cast<Instruction>("CSINC" # W # "r") rc:$Rd, zr, zr, inv_ccode:$cond)>;
  def : InstAlias<"csetm\t$Rd, $cond", (!cast<Instruction>("CSINV" # W # "r") rc:$Rd, zr, zr, inv_ccode:$cond)>;
  def : InstAlias<"cinc\t$Rd, $Rn, $cond", (!cast<Instruction>("CSINC" # W # "r") rc:$Rd, rc:$Rn, rc:$Rn, inv_ccode:$cond)>;
  def : InstAlias<"cinv\t$Rd, $Rn, $cond", (!cast<Instruction>("CSINV" # W # "r") rc:$Rd, rc:$Rn, rc:$Rn, inv_ccode:$cond)>;
  def : InstAlias<"cneg\t$Rd, $Rn, $cond", (!cast<Instruction>("CSNEG" # W # "r") rc:$Rd, rc:$Rn, rc:$Rn, inv_ccode:$cond)>;
}

defm : CondAliases<"W", GPR32, WZR>;
defm : CondAliases<"X", GPR64, XZR>;

def CCMNWr : CondCompare<0, 0, 0, "ccmn", GPR32, GPR32>;
def CCMNXr : CondCompare<1, 0, 0, "ccmn", GPR64, GPR64>;
def CCMNWi : CondCompare<0, 0, 1, "ccmn", GPR32, imm0_31>;
def CCMNXi : CondCompare<1, 0, 1, "ccmn", GPR64, imm0_31>;
def CCMPWr : CondCompare<0, 1, 0, "ccmp", GPR32, GPR32>;
def CCMPXr : CondCompare<1, 1, 0, "ccmp", GPR64, GPR64>;
def CCMPWi : CondCompare<0, 1, 1, "ccmp", GPR32, imm0_31>;
def CCMPXi : CondCompare<1, 1, 1, "ccmp", GPR64, imm0_31>;

//===-- Branches -----------------------------------------------------------===//

def B  : BranchImm<0, "b", br_target26>;
def BL : BranchImm<1, "bl", call_target26>;
def BR  : BranchReg<0b0000, "br">;
def BLR : BranchReg<0b0001, "blr"> { let isCall = 1; let isIndirectBranch = 0; }
def RET : BranchReg<0b0010, "ret"> { let isReturn = 1; let isIndirectBranch = 0; let isTerminator = 1; let isBarrier = 1; }
def : InstAlias<"ret", (RET LR)>;

def CBZW  : CompareBranch<0, 0, "cbz", GPR32>;
def CBZX  : CompareBranch<1, 0, "cbz", GPR64>;
def CBNZW : CompareBranch<0, 1, "cbnz", GPR32>;
def CBNZX : CompareBranch<1, 1, "cbnz", GPR64>;

def TBZBit32Asm : A64Imm<32, 63>;
def tbz_bit32_63 : A64ImmOperand<TBZBit32Asm>;
def TBZW  : TestBranch<0, 0, "tbz", GPR32, imm0_31>;
def TBZX  : TestBranch<1, 0, "tbz", GPR64, tbz_bit32_63>;
def TBNZW : TestBranch<0, 1, "tbnz", GPR32, imm0_31>;
def TBNZX : TestBranch<1, 1, "tbnz", GPR64, tbz_bit32_63>;

// A bit below 32 of an x register is tested in its w half.
def : InstAlias<"tbz\t$Rt, $bitnum, $target", (TBZW GPR32asX:$Rt, imm0_31:$bitnum, br_target14:$target), 0>;
def : InstAlias<"tbnz\t$Rt, $bitnum, $target", (TBNZW GPR32asX:$Rt, imm0_31:$bitnum, br_target14:$target), 0>;

// b.cond is written with the condition in the mnemonic; one alias per
// condition spells it.
def Bcc : CondBranch;
defvar condition_names = ["eq", "ne", "hs", "lo", "mi", "pl", "vs", "vc",
                          "hi", "ls", "ge", "lt", "gt", "le", "al", "nv"];
foreach cc = 0...15 in {
  defvar name = condition_names[cc];
  def : InstAlias<"b." # name # "\t$target", (Bcc cc, br_target19:$target)>;
}
def : InstAlias<"b.cs\t$target", (Bcc 2, br_target19:$target), 0>;
def : InstAlias<"b.cc\t$target", (Bcc 3, br_target19:$target), 0>;

//===-- Loads and stores ---------------------------------------------------===//
//
// NAME is the access (LDRX, STRB, LDRSBW, ...); `scale` is log2 of the
// access size. "ldr x0, [x1, #3]" and negative offsets assemble as the
// unscaled form; "[x1]" is the zero offset, and prints that way.

multiclass LoadStore<bits<2> size, bit V, bits<2> opc, string mnemonic, string unscaled,
                     RegisterClass rc, int scale> {
  def ui : LoadStoreUnsigned<size, V, opc, mnemonic, rc, !cast<Operand>("uimm12s" # !shl(1, scale))>;
  def i : LoadStoreUnscaled<size, V, opc, unscaled, rc>;
  def pre : LoadStorePre<size, V, opc, mnemonic, rc>;
  def post : LoadStorePost<size, V, opc, mnemonic, rc>;
  def roW : LoadStoreRegOffset<size, V, opc, mnemonic, rc, !cast<Operand>("ro_w" # scale)> {
    let Inst{13} = 0;
  }
  def roX : LoadStoreRegOffset<size, V, opc, mnemonic, rc, !cast<Operand>("ro_x" # scale)> {
    let Inst{13} = 1;
  }
  def : InstAlias<mnemonic # "\t$Rt, [$Rn]", (!cast<Instruction>(NAME # "ui") rc:$Rt, GPR64sp:$Rn, 0)>;
  def : InstAlias<unscaled # "\t$Rt, [$Rn]", (!cast<Instruction>(NAME # "i") rc:$Rt, GPR64sp:$Rn, 0)>;
  def : InstAlias<mnemonic # "\t$Rt, [$Rn, $offset]", (!cast<Instruction>(NAME # "i") rc:$Rt, GPR64sp:$Rn, simm9:$offset), 0>;
}

defm STRB   : LoadStore<0b00, 0, 0b00, "strb", "sturb", GPR32, 0>;
defm STRH   : LoadStore<0b01, 0, 0b00, "strh", "sturh", GPR32, 1>;
defm STRW   : LoadStore<0b10, 0, 0b00, "str", "stur", GPR32, 2>;
defm STRX   : LoadStore<0b11, 0, 0b00, "str", "stur", GPR64, 3>;
defm LDRB   : LoadStore<0b00, 0, 0b01, "ldrb", "ldurb", GPR32, 0>;
defm LDRH   : LoadStore<0b01, 0, 0b01, "ldrh", "ldurh", GPR32, 1>;
defm LDRW   : LoadStore<0b10, 0, 0b01, "ldr", "ldur", GPR32, 2>;
defm LDRX   : LoadStore<0b11, 0, 0b01, "ldr", "ldur", GPR64, 3>;
defm LDRSBX : LoadStore<0b00, 0, 0b10, "ldrsb", "ldursb", GPR64, 0>;
defm LDRSHX : LoadStore<0b01, 0, 0b10, "ldrsh", "ldursh", GPR64, 1>;
defm LDRSW  : LoadStore<0b10, 0, 0b10, "ldrsw", "ldursw", GPR64, 2>;
defm LDRSBW : LoadStore<0b00, 0, 0b11, "ldrsb", "ldursb", GPR32, 0>;
defm LDRSHW : LoadStore<0b01, 0, 0b11, "ldrsh", "ldursh", GPR32, 1>;
defm STRBf  : LoadStore<0b00, 1, 0b00, "str", "stur", FPR8, 0>;
defm STRHf  : LoadStore<0b01, 1, 0b00, "str", "stur", FPR16, 1>;
defm STRSf  : LoadStore<0b10, 1, 0b00, "str", "stur", FPR32, 2>;
defm STRDf  : LoadStore<0b11, 1, 0b00, "str", "stur", FPR64, 3>;
defm STRQf  : LoadStore<0b00, 1, 0b10, "str", "stur", FPR128, 4>;
defm LDRBf  : LoadStore<0b00, 1, 0b01, "ldr", "ldur", FPR8, 0>;
defm LDRHf  : LoadStore<0b01, 1, 0b01, "ldr", "ldur", FPR16, 1>;
defm LDRSf  : LoadStore<0b10, 1, 0b01, "ldr", "ldur", FPR32, 2>;
defm LDRDf  : LoadStore<0b11, 1, 0b01, "ldr", "ldur", FPR64, 3>;
defm LDRQf  : LoadStore<0b00, 1, 0b11, "ldr", "ldur", FPR128, 4>;

def LDRWl   : LoadLiteral<0b00, 0, "ldr", GPR32>;
def LDRXl   : LoadLiteral<0b01, 0, "ldr", GPR64>;
def LDRSWl  : LoadLiteral<0b10, 0, "ldrsw", GPR64>;
def LDRSl   : LoadLiteral<0b00, 1, "ldr", FPR32>;
def LDRDl   : LoadLiteral<0b01, 1, "ldr", FPR64>;
def LDRQl   : LoadLiteral<0b10, 1, "ldr", FPR128>;

// Pairs: NAME is the access (LDPX, STPS, ...); `scale` is log2 of one
// register's size.
//
// The unpredictable forms llvm-mc 19 rejects, exactly: a load pair into one
// register twice ("Rt2==Rt") in the offset forms and the FP pre- and
// post-index forms, and a writeback base that is also loaded or stored in
// the other pre- and post-index forms. ldpsw is an exception both ways:
// its post-index form gets the Rt2 check and its pre-index form the
// writeback check. (The architecture calls all of these unpredictable;
// llvm-mc accepts the rest, so tdc does too.)
multiclass LoadStorePairs<bits<2> opc, bit V, bit L, string mnemonic, RegisterClass rc, int scale> {
  defvar offset = !cast<Operand>("simm7s" # !shl(1, scale));
  defvar twice = !if(L, "$Rt != $Rt2: unpredictable LDP instruction, Rt2==Rt", "");
  defvar writeback = !foldl("", ["$Rt", "$Rt2"], acc, r,
      acc # "$Rn != " # r # ": unpredictable " # !if(L, "LDP", "STP") #
      " instruction, writeback base is also a " # !if(L, "destination", "source") # "; ");
  defvar ldpsw = !and(!eq(opc, 0b01), !not(V));
  def i : LoadStorePair<opc, V, 0b10, L, mnemonic, "$Rt, $Rt2, [$Rn, $offset]", rc, offset> {
    let DistinctRegisters = twice;
  }
  def pre : LoadStorePair<opc, V, 0b11, L, mnemonic, "$Rt, $Rt2, [$Rn, $offset]!", rc, offset, (outs GPR64sp:$wback)> {
    let Constraints = "$Rn = $wback";
    let DistinctRegisters = !if(V, twice, writeback);
  }
  def post : LoadStorePair<opc, V, 0b01, L, mnemonic, "$Rt, $Rt2, [$Rn], $offset", rc, offset, (outs GPR64sp:$wback)> {
    let Constraints = "$Rn = $wback";
    let DistinctRegisters = !if(!or(V, ldpsw), twice, writeback);
  }
  def : InstAlias<mnemonic # "\t$Rt, $Rt2, [$Rn]", (!cast<Instruction>(NAME # "i") rc:$Rt, rc:$Rt2, GPR64sp:$Rn, 0)>;
}

multiclass LoadStoreNoAlloc<bits<2> opc, bit V, bit L, string mnemonic, RegisterClass rc, int scale> {
  def i : LoadStorePair<opc, V, 0b00, L, mnemonic, "$Rt, $Rt2, [$Rn, $offset]", rc,
                        !cast<Operand>("simm7s" # !shl(1, scale))>;
  def : InstAlias<mnemonic # "\t$Rt, $Rt2, [$Rn]", (!cast<Instruction>(NAME # "i") rc:$Rt, rc:$Rt2, GPR64sp:$Rn, 0)>;
}

defm LDPW  : LoadStorePairs<0b00, 0, 1, "ldp", GPR32, 2>;
defm LDPX  : LoadStorePairs<0b10, 0, 1, "ldp", GPR64, 3>;
defm LDPSW : LoadStorePairs<0b01, 0, 1, "ldpsw", GPR64, 2>;
defm LDPS  : LoadStorePairs<0b00, 1, 1, "ldp", FPR32, 2>;
defm LDPD  : LoadStorePairs<0b01, 1, 1, "ldp", FPR64, 3>;
defm LDPQ  : LoadStorePairs<0b10, 1, 1, "ldp", FPR128, 4>;
defm STPW  : LoadStorePairs<0b00, 0, 0, "stp", GPR32, 2>;
defm STPX  : LoadStorePairs<0b10, 0, 0, "stp", GPR64, 3>;
defm STPS  : LoadStorePairs<0b00, 1, 0, "stp", FPR32, 2>;
defm STPD  : LoadStorePairs<0b01, 1, 0, "stp", FPR64, 3>;
defm STPQ  : LoadStorePairs<0b10, 1, 0, "stp", FPR128, 4>;
defm LDNPW : LoadStoreNoAlloc<0b00, 0, 1, "ldnp", GPR32, 2>;
defm LDNPX : LoadStoreNoAlloc<0b10, 0, 1, "ldnp", GPR64, 3>;
defm LDNPS : LoadStoreNoAlloc<0b00, 1, 1, "ldnp", FPR32, 2>;
defm LDNPD : LoadStoreNoAlloc<0b01, 1, 1, "ldnp", FPR64, 3>;
defm LDNPQ : LoadStoreNoAlloc<0b10, 1, 1, "ldnp", FPR128, 4>;
defm STNPW : LoadStoreNoAlloc<0b00, 0, 0, "stnp", GPR32, 2>;
defm STNPX : LoadStoreNoAlloc<0b10, 0, 0, "stnp", GPR64, 3>;
defm STNPS : LoadStoreNoAlloc<0b00, 1, 0, "stnp", FPR32, 2>;
defm STNPD : LoadStoreNoAlloc<0b01, 1, 0, "stnp", FPR64, 3>;
defm STNPQ : LoadStoreNoAlloc<0b10, 1, 0, "stnp", FPR128, 4>;

//===-- PC-relative addresses ----------------------------------------------===//

def ADR  : PCRelAddress<0, "adr", adr_label>;
def ADRP : PCRelAddress<1, "adrp", adrp_label>;

//===-- System -------------------------------------------------------------===//

def HINT : Hint;
defvar hint_names = ["nop", "yield", "wfe", "wfi", "sev", "sevl", "dgh", "csdb"];
defvar hint_numbers = [0, 1, 2, 3, 4, 5, 6, 20];
foreach i = 0...7 in {
  defvar name = hint_names[i];
  defvar number = hint_numbers[i];
  def : InstAlias<name, (HINT number)>;
}

def CLREX : Barrier<0b010, "clrex", imm0_15>;
def DSB : Barrier<0b100, "dsb", barrier_op>;
def DMB : Barrier<0b101, "dmb", barrier_op>;
// isb's unnamed options print in decimal in either listing style.
def isb_op : A64ImmOperand<Imm0_15Asm> { let PrintMethod = "print_decimal_imm"; }
def ISB : Barrier<0b110, "isb", isb_op>;
def : InstAlias<"clrex", (CLREX 15)>;
def : InstAlias<"isb", (ISB 15)>;
def : InstAlias<"ssbb", (DSB 0), 2>;
def : InstAlias<"pssbb", (DSB 4), 2>;
let Predicates = [HasV8_0r] in def : InstAlias<"dfb", (DSB 12)>;

def SVC : Exception<0b000, 0b01, "svc">;
def HVC : Exception<0b000, 0b10, "hvc">;
let Predicates = [HasEL3] in
def SMC : Exception<0b000, 0b11, "smc">;
// brk and hlt may follow a movprfx.
let isPrefixExempt = 1 in {
def BRK : Exception<0b001, 0b00, "brk">;
def HLT : Exception<0b010, 0b00, "hlt">;
}

// udf: all zeros but a 16-bit immediate, printed in decimal.
def UDF : A64Inst<(outs), (ins imm0_65535:$imm), "udf", "$imm"> {
  bits<16> imm;
  let Inst{31-16} = 0;
  let Inst{15-0} = imm;
  let isTrap = 1;
}

def MRS : SystemMove<1, "mrs", "$Rt, $sysreg", (outs GPR64:$Rt), (ins sysreg:$sysreg)>;
def MSR : SystemMove<0, "msr", "$sysreg, $Rt", (outs), (ins msr_sysreg:$sysreg, GPR64:$Rt)>;


//===-- Scalar floating point ----------------------------------------------===//
//
// Single and double precision need the FP unit (fp-armv8, on by
// default); half precision arithmetic needs fullfp16.

// The encoding classes require fp-armv8 themselves (a `let` around the
// defms would override their half precision forms' fullfp16).

multiclass FPTwo<bits<4> opcode, string mnemonic> {
  def Srr : FPTwoSource<0b00, opcode, mnemonic, FPR32>;
  def Drr : FPTwoSource<0b01, opcode, mnemonic, FPR64>;
  let Predicates = [HasFullFP16] in
    def Hrr : FPTwoSource<0b11, opcode, mnemonic, FPR16>;
}

defm FMUL   : FPTwo<0b0000, "fmul">;
defm FDIV   : FPTwo<0b0001, "fdiv">;
defm FADD   : FPTwo<0b0010, "fadd">;
defm FSUB   : FPTwo<0b0011, "fsub">;
defm FMAX   : FPTwo<0b0100, "fmax">;
defm FMIN   : FPTwo<0b0101, "fmin">;
defm FMAXNM : FPTwo<0b0110, "fmaxnm">;
defm FMINNM : FPTwo<0b0111, "fminnm">;
defm FNMUL  : FPTwo<0b1000, "fnmul">;

multiclass FPThree<bit o1, bit o0, string mnemonic> {
  def Srrr : FPThreeSource<0b00, o1, o0, mnemonic, FPR32>;
  def Drrr : FPThreeSource<0b01, o1, o0, mnemonic, FPR64>;
  let Predicates = [HasFullFP16] in
    def Hrrr : FPThreeSource<0b11, o1, o0, mnemonic, FPR16>;
}

defm FMADD  : FPThree<0, 0, "fmadd">;
defm FMSUB  : FPThree<0, 1, "fmsub">;
defm FNMADD : FPThree<1, 0, "fnmadd">;
defm FNMSUB : FPThree<1, 1, "fnmsub">;

multiclass FPOne<bits<6> opcode, string mnemonic, bit half = 1> {
  def Sr : FPOneSource<0b00, opcode, mnemonic, FPR32, FPR32>;
  def Dr : FPOneSource<0b01, opcode, mnemonic, FPR64, FPR64>;
  if half then
  let Predicates = [HasFullFP16] in
    def Hr : FPOneSource<0b11, opcode, mnemonic, FPR16, FPR16>;
}

defm FMOV   : FPOne<0b000000, "fmov">;
defm FABS   : FPOne<0b000001, "fabs">;
defm FNEG   : FPOne<0b000010, "fneg">;
defm FSQRT  : FPOne<0b000011, "fsqrt">;
defm FRINTN : FPOne<0b001000, "frintn">;
defm FRINTP : FPOne<0b001001, "frintp">;
defm FRINTM : FPOne<0b001010, "frintm">;
defm FRINTZ : FPOne<0b001011, "frintz">;
defm FRINTA : FPOne<0b001100, "frinta">;
defm FRINTX : FPOne<0b001110, "frintx">;
defm FRINTI : FPOne<0b001111, "frinti">;
let Predicates = [HasFPARMv8, HasFRInt3264Ops] in {
  defm FRINT32Z : FPOne<0b010000, "frint32z", 0>;
  defm FRINT32X : FPOne<0b010001, "frint32x", 0>;
  defm FRINT64Z : FPOne<0b010010, "frint64z", 0>;
  defm FRINT64X : FPOne<0b010011, "frint64x", 0>;
}

// fcvt between precisions: opcode 0001 followed by the destination type.
def FCVTDSr : FPOneSource<0b00, 0b000101, "fcvt", FPR64, FPR32>;
def FCVTHSr : FPOneSource<0b00, 0b000111, "fcvt", FPR16, FPR32>;
def FCVTSDr : FPOneSource<0b01, 0b000100, "fcvt", FPR32, FPR64>;
def FCVTHDr : FPOneSource<0b01, 0b000111, "fcvt", FPR16, FPR64>;
def FCVTSHr : FPOneSource<0b11, 0b000100, "fcvt", FPR32, FPR16>;
def FCVTDHr : FPOneSource<0b11, 0b000101, "fcvt", FPR64, FPR16>;
let Predicates = [HasBF16] in
  def BFCVT : FPOneSource<0b01, 0b000110, "bfcvt", FPR16, FPR32>;

def FMOVSi : FPMoveImm<0b00, FPR32>;
def FMOVDi : FPMoveImm<0b01, FPR64>;
let Predicates = [HasFullFP16] in
  def FMOVHi : FPMoveImm<0b11, FPR16>;

// Moves between FP and integer registers.
def FMOVSWr : FPIntConvert<0, 0b00, 0b00, 0b110, "fmov", GPR32, FPR32>;
def FMOVWSr : FPIntConvert<0, 0b00, 0b00, 0b111, "fmov", FPR32, GPR32>;
def FMOVDXr : FPIntConvert<1, 0b01, 0b00, 0b110, "fmov", GPR64, FPR64>;
def FMOVXDr : FPIntConvert<1, 0b01, 0b00, 0b111, "fmov", FPR64, GPR64>;
def FMOVXDHighr : FPIntConvert<1, 0b10, 0b01, 0b110, "fmov", GPR64, VectorUpperD>;
// Writes only the upper half of the vector register.
def FMOVDXHighr : FPIntConvert<1, 0b10, 0b01, 0b111, "fmov", VectorUpperD, GPR64>;
let Predicates = [HasFullFP16] in {
  def FMOVHWr : FPIntConvert<0, 0b11, 0b00, 0b110, "fmov", GPR32, FPR16>;
  def FMOVWHr : FPIntConvert<0, 0b11, 0b00, 0b111, "fmov", FPR16, GPR32>;
  def FMOVHXr : FPIntConvert<1, 0b11, 0b00, 0b110, "fmov", GPR64, FPR16>;
  def FMOVXHr : FPIntConvert<1, 0b11, 0b00, 0b111, "fmov", FPR16, GPR64>;
}
let Predicates = [HasJS] in
  def FJCVTZS : FPIntConvert<0, 0b01, 0b11, 0b110, "fjcvtzs", GPR32, FPR64>;

// Integer to FP (scvtf, ucvtf) and FP to integer by rounding mode.
multiclass IntToFP<bits<3> opcode, string mnemonic> {
  def SWSri : FPIntConvert<0, 0b00, 0b00, opcode, mnemonic, FPR32, GPR32>;
  def SXSri : FPIntConvert<1, 0b00, 0b00, opcode, mnemonic, FPR32, GPR64>;
  def SWDri : FPIntConvert<0, 0b01, 0b00, opcode, mnemonic, FPR64, GPR32>;
  def SXDri : FPIntConvert<1, 0b01, 0b00, opcode, mnemonic, FPR64, GPR64>;
  def SWSri_fixed : FPFixedConvert<0, 0b00, 0b00, opcode, mnemonic, FPR32, GPR32, fixedpoint32>;
  def SXSri_fixed : FPFixedConvert<1, 0b00, 0b00, opcode, mnemonic, FPR32, GPR64, fixedpoint64>;
  def SWDri_fixed : FPFixedConvert<0, 0b01, 0b00, opcode, mnemonic, FPR64, GPR32, fixedpoint32>;
  def SXDri_fixed : FPFixedConvert<1, 0b01, 0b00, opcode, mnemonic, FPR64, GPR64, fixedpoint64>;
  let Predicates = [HasFullFP16] in {
    def SWHri : FPIntConvert<0, 0b11, 0b00, opcode, mnemonic, FPR16, GPR32>;
    def SXHri : FPIntConvert<1, 0b11, 0b00, opcode, mnemonic, FPR16, GPR64>;
    def SWHri_fixed : FPFixedConvert<0, 0b11, 0b00, opcode, mnemonic, FPR16, GPR32, fixedpoint32>;
    def SXHri_fixed : FPFixedConvert<1, 0b11, 0b00, opcode, mnemonic, FPR16, GPR64, fixedpoint64>;
  }
}

defm SCVTF : IntToFP<0b010, "scvtf">;
defm UCVTF : IntToFP<0b011, "ucvtf">;

multiclass FPToInt<bits<2> rmode, bits<3> opcode, string mnemonic> {
  def UWSr : FPIntConvert<0, 0b00, rmode, opcode, mnemonic, GPR32, FPR32>;
  def UXSr : FPIntConvert<1, 0b00, rmode, opcode, mnemonic, GPR64, FPR32>;
  def UWDr : FPIntConvert<0, 0b01, rmode, opcode, mnemonic, GPR32, FPR64>;
  def UXDr : FPIntConvert<1, 0b01, rmode, opcode, mnemonic, GPR64, FPR64>;
  let Predicates = [HasFullFP16] in {
    def UWHr : FPIntConvert<0, 0b11, rmode, opcode, mnemonic, GPR32, FPR16>;
    def UXHr : FPIntConvert<1, 0b11, rmode, opcode, mnemonic, GPR64, FPR16>;
  }
}

defm FCVTNS : FPToInt<0b00, 0b000, "fcvtns">;
defm FCVTNU : FPToInt<0b00, 0b001, "fcvtnu">;
defm FCVTAS : FPToInt<0b00, 0b100, "fcvtas">;
defm FCVTAU : FPToInt<0b00, 0b101, "fcvtau">;
defm FCVTPS : FPToInt<0b01, 0b000, "fcvtps">;
defm FCVTPU : FPToInt<0b01, 0b001, "fcvtpu">;
defm FCVTMS : FPToInt<0b10, 0b000, "fcvtms">;
defm FCVTMU : FPToInt<0b10, 0b001, "fcvtmu">;
defm FCVTZS : FPToInt<0b11, 0b000, "fcvtzs">;
defm FCVTZU : FPToInt<0b11, 0b001, "fcvtzu">;

multiclass FPToFixed<bits<3> opcode, string mnemonic> {
  def SWSri : FPFixedConvert<0, 0b00, 0b11, opcode, mnemonic, GPR32, FPR32, fixedpoint32>;
  def SXSri : FPFixedConvert<1, 0b00, 0b11, opcode, mnemonic, GPR64, FPR32, fixedpoint64>;
  def SWDri : FPFixedConvert<0, 0b01, 0b11, opcode, mnemonic, GPR32, FPR64, fixedpoint32>;
  def SXDri : FPFixedConvert<1, 0b01, 0b11, opcode, mnemonic, GPR64, FPR64, fixedpoint64>;
  let Predicates = [HasFullFP16] in {
    def SWHri : FPFixedConvert<0, 0b11, 0b11, opcode, mnemonic, GPR32, FPR16, fixedpoint32>;
    def SXHri : FPFixedConvert<1, 0b11, 0b11, opcode, mnemonic, GPR64, FPR16, fixedpoint64>;
  }
}

defm FCVTZS_fixed : FPToFixed<0b000, "fcvtzs">;
defm FCVTZU_fixed : FPToFixed<0b001, "fcvtzu">;

multiclass FPCompares<bits<2> opc, string mnemonic> {
  def Srr : FPCompare<0b00, opc, mnemonic, "$Rn, $Rm", (ins FPR32:$Rn, FPR32:$Rm)>;
  def Drr : FPCompare<0b01, opc, mnemonic, "$Rn, $Rm", (ins FPR64:$Rn, FPR64:$Rm)>;
  def Sri : FPCompare<0b00, !or(opc, 1), mnemonic, "$Rn, #0.0", (ins FPR32:$Rn)>;
  def Dri : FPCompare<0b01, !or(opc, 1), mnemonic, "$Rn, #0.0", (ins FPR64:$Rn)>;
  let Predicates = [HasFullFP16] in {
    def Hrr : FPCompare<0b11, opc, mnemonic, "$Rn, $Rm", (ins FPR16:$Rn, FPR16:$Rm)>;
    def Hri : FPCompare<0b11, !or(opc, 1), mnemonic, "$Rn, #0.0", (ins FPR16:$Rn)>;
  }
}

defm FCMP  : FPCompares<0b00, "fcmp">;
defm FCMPE : FPCompares<0b10, "fcmpe">;

def FCCMPSrr  : FPCondCompare<0b00, 0, "fccmp", FPR32>;
def FCCMPDrr  : FPCondCompare<0b01, 0, "fccmp", FPR64>;
def FCCMPESrr : FPCondCompare<0b00, 1, "fccmpe", FPR32>;
def FCCMPEDrr : FPCondCompare<0b01, 1, "fccmpe", FPR64>;
def FCSELSrrr : FPCondSelect<0b00, FPR32>;
def FCSELDrrr : FPCondSelect<0b01, FPR64>;
let Predicates = [HasFullFP16] in {
  def FCCMPHrr  : FPCondCompare<0b11, 0, "fccmp", FPR16>;
  def FCCMPEHrr : FPCondCompare<0b11, 1, "fccmpe", FPR16>;
  def FCSELHrrr : FPCondSelect<0b11, FPR16>;
}

