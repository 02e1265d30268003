//===- AArch64Selection.td - AArch64 selection patterns and calling convention -===//
//
// AAPCS64: arguments in x0-x7, the result in x0, x19-x28 preserved, sp the
// stack pointer. i32 values live in w registers, i64 in x registers, f32
// and f64 in s and d registers. A write of a w register clears the high
// half of its x register, so a 32-bit move (the lowering's copy from or to
// a w register) is the zero extension; narrower integers are widened
// before selection.
//
// Compares set the flags as subs (or adds, with a negated immediate) into
// a register nobody reads; csinc, csinv, csel and b.cond read them in the
// same pattern. Operands of several slots (a shifted register, an add/sub
// immediate, a wide-move immediate, a register offset) are filled by
// complex patterns or written slot by slot.
//
//===----------------------------------------------------------------------===//

// The classes of floating-point values: FPR32 and FPR64 also name the
// integer and vector types SIMD instructions give them.
def FPR32Scalar : RegisterClass<"AArch64", [f32], 32, (add FPR32)>;
def FPR64Scalar : RegisterClass<"AArch64", [f64], 64, (add FPR64)>;

def AArch64CallingConv : CallingConv {
  let ArgumentRegisters = [X0, X1, X2, X3, X4, X5, X6, X7]; let ReturnRegister = X0;
  let FloatArgumentRegisters = [D0, D1, D2, D3, D4, D5, D6, D7]; let FloatReturnRegister = D0;
  // The low 64 bits of v8-v15 are preserved too: d8-d15, saved whole.
  let CalleeSaved = [X19, X20, X21, X22, X23, X24, X25, X26, X27, X28,
                     D8, D9, D10, D11, D12, D13, D14, D15];
  let StackPointer = SP;
  // The intra-call scratch registers, the platform register, the frame pointer,
  // the link register, the zero register and sp stay out of allocation.
  let Reserved = [X16, X17, X18, FP, LR, XZR, SP];
  let ValueClasses = [GPR32, GPR64, FPR32Scalar, FPR64Scalar];
}

//===-- Leaves, transforms and complex patterns ----------------------------===//

// Registers with a constant shift folded in (`x, lsl #3`), or alone.
def ArithShifted32   : ComplexPattern<i32, 2, "select_arith_shifted">;
def ArithShifted64   : ComplexPattern<i64, 2, "select_arith_shifted">;
def LogicalShifted32 : ComplexPattern<i32, 2, "select_logical_shifted">;
def LogicalShifted64 : ComplexPattern<i64, 2, "select_logical_shifted">;
// 12-bit immediates, optionally shifted by 12, and those whose negation is.
def AddSubImm32    : ComplexPattern<i32, 2, "select_addsub_imm", [imm]>;
def AddSubImm64    : ComplexPattern<i64, 2, "select_addsub_imm", [imm]>;
def AddSubImmNeg32 : ComplexPattern<i32, 2, "select_addsub_imm_neg", [imm]>;
def AddSubImmNeg64 : ComplexPattern<i64, 2, "select_addsub_imm_neg", [imm]>;

def LogicalImm32 : ImmLeaf<i32, "is_logical_imm32">;
def LogicalImm64 : ImmLeaf<i64, "is_logical_imm64">;
def LogicalImm32Field : SDNodeXForm<imm, "logical_imm32">;

def Shift32Amount : ImmLeaf<i32, "is_shift32">;
def Shift64Amount : ImmLeaf<i64, "is_shift64">;
// Shift amounts written as the other width's constants.
def Shift32AmountX : ImmLeaf<i64, "is_shift32">;
def Shift64AmountW : ImmLeaf<i32, "is_shift64">;
def Lsl32Immr : SDNodeXForm<imm, "lsl32_immr">;
def Lsl32Imms : SDNodeXForm<imm, "lsl32_imms">;
def Lsl64Immr : SDNodeXForm<imm, "lsl64_immr">;
def Lsl64Imms : SDNodeXForm<imm, "lsl64_imms">;
// The amount itself, for the 32-bit bitfield fields whatever its type.
def ShiftAmount : SDNodeXForm<imm, "shift_amount">;
def Rotl32Amount : SDNodeXForm<imm, "rotl32_amount">;
def Rotl64Amount : SDNodeXForm<imm, "rotl64_amount">;

// Immediates one instruction makes, and the chunks of the others.
def MovZ32 : ImmLeaf<i32, "is_movz32">;
def MovN32 : ImmLeaf<i32, "is_movn32">;
def MovZ64 : ImmLeaf<i64, "is_movz64">;
def MovN64 : ImmLeaf<i64, "is_movn64">;
def UImm32 : ImmLeaf<i64, "is_uimm32">;
def NImm32 : ImmLeaf<i64, "is_nimm32">;
def MovZ32Imm16 : SDNodeXForm<imm, "movz32_imm16">;
def MovZ32Hw    : SDNodeXForm<imm, "movz32_hw">;
def MovN32Imm16 : SDNodeXForm<imm, "movn32_imm16">;
def MovN32Hw    : SDNodeXForm<imm, "movn32_hw">;
def MovZ64Imm16 : SDNodeXForm<imm, "movz64_imm16">;
def MovZ64Hw    : SDNodeXForm<imm, "movz64_hw">;
def MovN64Imm16 : SDNodeXForm<imm, "movn64_imm16">;
def MovN64Hw    : SDNodeXForm<imm, "movn64_hw">;
def NotChunk0 : SDNodeXForm<imm, "not_chunk0">;
def Chunk0 : SDNodeXForm<imm, "chunk0">;
def Chunk1 : SDNodeXForm<imm, "chunk1">;
def Chunk2 : SDNodeXForm<imm, "chunk2">;
def Chunk3 : SDNodeXForm<imm, "chunk3">;

// Memory offsets in bytes: scaled by the access size, or unscaled.
def UImm12s1 : ImmLeaf<i64, "is_uimm12s1">;
def UImm12s2 : ImmLeaf<i64, "is_uimm12s2">;
def UImm12s4 : ImmLeaf<i64, "is_uimm12s4">;
def UImm12s8 : ImmLeaf<i64, "is_uimm12s8">;
def SImm9 : ImmLeaf<i64, "is_simm9">;

// Floating-point constants fmov holds, and their 8-bit encodings.
def FPImm32 : PatLeaf<(f32 fpimm), "is_fp32_imm8">;
def FPImm64 : PatLeaf<(f64 fpimm), "is_fp64_imm8">;
def FPImm32Field : SDNodeXForm<fpimm, "fp32_to_imm8">;
def FPImm64Field : SDNodeXForm<fpimm, "fp64_to_imm8">;

// Plain loads and stores as fragments, so that one multiclass takes them
// and the extending and truncating kinds alike.
def a64load  : PatFrag<(ops node:$ptr), (load node:$ptr)>;
def a64store : PatFrag<(ops node:$val, node:$ptr), (store node:$val, node:$ptr)>;

//===-- Integer arithmetic and logic ---------------------------------------===//

// W or X: the register class, the shifted-register and immediate complex
// patterns, and the instruction names' width letter.
multiclass ArithPats<ValueType vt, RegisterClass rc, ComplexPattern shifted, ComplexPattern immediate,
                     ComplexPattern negated, string W, Register zr> {
  defvar add_rs = !cast<Instruction>("ADD" # W # "rs");
  defvar sub_rs = !cast<Instruction>("SUB" # W # "rs");
  defvar add_ri = !cast<Instruction>("ADD" # W # "ri");
  defvar sub_ri = !cast<Instruction>("SUB" # W # "ri");
  // Immediates first: the shifted register matches any value.
  let AddedComplexity = 10 in {
    def : Pat<(add rc:$a, immediate:$i), (add_ri $a, immediate:$i)>;
    def : Pat<(add rc:$a, negated:$i), (sub_ri $a, negated:$i)>;
    def : Pat<(sub rc:$a, immediate:$i), (sub_ri $a, immediate:$i)>;
    def : Pat<(sub rc:$a, negated:$i), (add_ri $a, negated:$i)>;
  }
  def : Pat<(vt (sub 0, shifted:$b)), (sub_rs zr, shifted:$b)>;
  def : Pat<(add rc:$a, shifted:$b), (add_rs $a, shifted:$b)>;
  def : Pat<(sub rc:$a, shifted:$b), (sub_rs $a, shifted:$b)>;
}
defm : ArithPats<i32, GPR32, ArithShifted32, AddSubImm32, AddSubImmNeg32, "W", WZR>;
defm : ArithPats<i64, GPR64, ArithShifted64, AddSubImm64, AddSubImmNeg64, "X", XZR>;

multiclass MulDiv<RegisterClass rc, string W, Register zr> {
  defvar madd = !cast<Instruction>("MADD" # W # "rrr");
  defvar msub = !cast<Instruction>("MSUB" # W # "rrr");
  defvar sdiv_r = !cast<Instruction>("SDIV" # W # "r");
  defvar udiv_r = !cast<Instruction>("UDIV" # W # "r");
  // Before add and sub of a (shifted) register.
  let AddedComplexity = 10 in {
    def : Pat<(add (mul rc:$a, rc:$b), rc:$c), (madd $a, $b, $c)>;
    def : Pat<(sub rc:$c, (mul rc:$a, rc:$b)), (msub $a, $b, $c)>;
  }
  def : Pat<(mul rc:$a, rc:$b), (madd $a, $b, zr)>;
  def : Pat<(sdiv rc:$a, rc:$b), (sdiv_r $a, $b)>;
  def : Pat<(udiv rc:$a, rc:$b), (udiv_r $a, $b)>;
  // The remainder: a - (a / b) * b.
  def : Pat<(srem rc:$a, rc:$b), (msub (sdiv_r $a, $b), $b, $a)>;
  def : Pat<(urem rc:$a, rc:$b), (msub (udiv_r $a, $b), $b, $a)>;
}
defm : MulDiv<GPR32, "W", WZR>;
defm : MulDiv<GPR64, "X", XZR>;

multiclass Logical<ValueType vt, RegisterClass rc, ComplexPattern shifted, string W, Register zr> {
  defvar and_rs = !cast<Instruction>("AND" # W # "rs");
  defvar orr_rs = !cast<Instruction>("ORR" # W # "rs");
  defvar eor_rs = !cast<Instruction>("EOR" # W # "rs");
  // Not: orn from the zero register (mvn); and-not, or-not, xor-not.
  def : Pat<(vt (xor shifted:$a, -1)), (!cast<Instruction>("ORN" # W # "rs") zr, shifted:$a)>;
  def : Pat<(and rc:$a, (xor shifted:$b, -1)), (!cast<Instruction>("BIC" # W # "rs") $a, shifted:$b)>;
  def : Pat<(or rc:$a, (xor shifted:$b, -1)), (!cast<Instruction>("ORN" # W # "rs") $a, shifted:$b)>;
  def : Pat<(xor rc:$a, (xor shifted:$b, -1)), (!cast<Instruction>("EON" # W # "rs") $a, shifted:$b)>;
  def : Pat<(and rc:$a, shifted:$b), (and_rs $a, shifted:$b)>;
  def : Pat<(or rc:$a, shifted:$b), (orr_rs $a, shifted:$b)>;
  def : Pat<(xor rc:$a, shifted:$b), (eor_rs $a, shifted:$b)>;
}
defm : Logical<i32, GPR32, LogicalShifted32, "W", WZR>;
defm : Logical<i64, GPR64, LogicalShifted64, "X", XZR>;

// Bitmask immediates (before the shifted register, which matches any
// value): a 32-bit one is the operand's value zero-extended.
let AddedComplexity = 10 in {
  def : Pat<(and GPR32:$a, LogicalImm32:$i), (ANDWri $a, (LogicalImm32Field imm:$i))>;
  def : Pat<(or GPR32:$a, LogicalImm32:$i), (ORRWri $a, (LogicalImm32Field imm:$i))>;
  def : Pat<(xor GPR32:$a, LogicalImm32:$i), (EORWri $a, (LogicalImm32Field imm:$i))>;
  def : Pat<(and GPR64:$a, LogicalImm64:$i), (ANDXri $a, imm:$i)>;
  def : Pat<(or GPR64:$a, LogicalImm64:$i), (ORRXri $a, imm:$i)>;
  def : Pat<(xor GPR64:$a, LogicalImm64:$i), (EORXri $a, imm:$i)>;
}

//===-- Shifts, rotates, bit counts ----------------------------------------===//

multiclass Shifts<RegisterClass rc, RegisterClass other, string W, Register zr> {
  defvar lslv = !cast<Instruction>("LSLV" # W # "r");
  defvar lsrv = !cast<Instruction>("LSRV" # W # "r");
  defvar asrv = !cast<Instruction>("ASRV" # W # "r");
  defvar rorv = !cast<Instruction>("RORV" # W # "r");
  def : Pat<(shl rc:$a, rc:$n), (lslv $a, $n)>;
  def : Pat<(srl rc:$a, rc:$n), (lsrv $a, $n)>;
  def : Pat<(sra rc:$a, rc:$n), (asrv $a, $n)>;
  def : Pat<(rotr rc:$a, rc:$n), (rorv $a, $n)>;
  // Rotating left is rotating right by the negated amount (modulo the width).
  def : Pat<(rotl rc:$a, rc:$n), (rorv $a, (!cast<Instruction>("SUB" # W # "rs") zr, $n, 0))>;
  // An amount of the other width: the register's low bits are what counts.
  def : Pat<(shl rc:$a, other:$n), (lslv $a, (COPY_TO_REGCLASS $n, rc))>;
  def : Pat<(srl rc:$a, other:$n), (lsrv $a, (COPY_TO_REGCLASS $n, rc))>;
  def : Pat<(sra rc:$a, other:$n), (asrv $a, (COPY_TO_REGCLASS $n, rc))>;
  def : Pat<(rotr rc:$a, other:$n), (rorv $a, (COPY_TO_REGCLASS $n, rc))>;
  def : Pat<(rotl rc:$a, other:$n), (rorv $a, (!cast<Instruction>("SUB" # W # "rs") zr, (COPY_TO_REGCLASS $n, rc), 0))>;
}
defm : Shifts<GPR32, GPR64, "W", WZR>;
defm : Shifts<GPR64, GPR32, "X", XZR>;

// Shifts by a constant: ubfm and sbfm (lsl, lsr, asr); rotates: extr of the
// register with itself.
multiclass ShiftImm<RegisterClass rc, ImmLeaf amount, string W, int top, SDNodeXForm immr,
                    SDNodeXForm imms, SDNodeXForm rotl_amount> {
  defvar ubfm = !cast<Instruction>("UBFM" # W # "ri");
  defvar sbfm = !cast<Instruction>("SBFM" # W # "ri");
  defvar extr = !cast<Instruction>("EXTR" # W # "rri");
  def : Pat<(shl rc:$a, amount:$n), (ubfm $a, (immr imm:$n), (imms imm:$n))>;
  def : Pat<(srl rc:$a, amount:$n), (ubfm $a, (ShiftAmount imm:$n), top)>;
  def : Pat<(sra rc:$a, amount:$n), (sbfm $a, (ShiftAmount imm:$n), top)>;
  def : Pat<(rotr rc:$a, amount:$n), (extr $a, $a, (ShiftAmount imm:$n))>;
  def : Pat<(rotl rc:$a, amount:$n), (extr $a, $a, (rotl_amount imm:$n))>;
}
defm : ShiftImm<GPR32, Shift32Amount, "W", 31, Lsl32Immr, Lsl32Imms, Rotl32Amount>;
defm : ShiftImm<GPR32, Shift32AmountX, "W", 31, Lsl32Immr, Lsl32Imms, Rotl32Amount>;
defm : ShiftImm<GPR64, Shift64Amount, "X", 63, Lsl64Immr, Lsl64Imms, Rotl64Amount>;
defm : ShiftImm<GPR64, Shift64AmountW, "X", 63, Lsl64Immr, Lsl64Imms, Rotl64Amount>;

// ctlz is clz; cttz counts the leading zeros of the reversed bits; bswap
// is rev. (ctpop has no scalar instruction.)
def : Pat<(ctlz GPR32:$a), (CLZWr $a)>;
def : Pat<(ctlz GPR64:$a), (CLZXr $a)>;
def : Pat<(cttz GPR32:$a), (CLZWr (RBITWr $a))>;
def : Pat<(cttz GPR64:$a), (CLZXr (RBITXr $a))>;
def : Pat<(bswap GPR32:$a), (REVWr $a)>;
def : Pat<(bswap GPR64:$a), (REVXr $a)>;

//===-- Extensions and truncation ------------------------------------------===//

// A 32-bit value in an x register: the copy is a 32-bit move, which clears
// the high half.
def : Pat<(i64 (zext GPR32:$a)), (COPY_TO_REGCLASS $a, GPR64)>;
def : Pat<(i64 (anyext GPR32:$a)), (COPY_TO_REGCLASS $a, GPR64)>;
def : Pat<(i64 (sext GPR32:$a)), (SBFMXri (COPY_TO_REGCLASS $a, GPR64), 0, 31)>;
def : Pat<(i32 (trunc GPR64:$a)), (COPY_TO_REGCLASS $a, GPR32)>;
def : Pat<(sext_inreg GPR64:$a, i1), (SBFMXri $a, 0, 0)>;
def : Pat<(sext_inreg GPR64:$a, i8), (SBFMXri $a, 0, 7)>;
def : Pat<(sext_inreg GPR64:$a, i16), (SBFMXri $a, 0, 15)>;
def : Pat<(sext_inreg GPR64:$a, i32), (SBFMXri $a, 0, 31)>;
def : Pat<(sext_inreg GPR32:$a, i1), (SBFMWri $a, 0, 0)>;
def : Pat<(sext_inreg GPR32:$a, i8), (SBFMWri $a, 0, 7)>;
def : Pat<(sext_inreg GPR32:$a, i16), (SBFMWri $a, 0, 15)>;
// Masks of the low 8 or 16 bits are zero extensions in place (uxtb, uxth),
// chosen over and with the bitmask.
let AddedComplexity = 10 in {
  def : Pat<(and GPR32:$a, 0xff), (UBFMWri $a, 0, 7)>;
  def : Pat<(and GPR32:$a, 0xffff), (UBFMWri $a, 0, 15)>;
}

//===-- Constants ----------------------------------------------------------===//

// One instruction when one does (movz, movn, orr of a bitmask), tried in
// that order; else movz (or movn) and movk for each further chunk.
let AddedComplexity = 5 in {
  def : Pat<(i32 MovZ32:$v), (MOVZWi (MovZ32Imm16 imm:$v), (MovZ32Hw imm:$v))>;
  def : Pat<(i64 MovZ64:$v), (MOVZXi (MovZ64Imm16 imm:$v), (MovZ64Hw imm:$v))>;
}
let AddedComplexity = 4 in {
  def : Pat<(i32 MovN32:$v), (MOVNWi (MovN32Imm16 imm:$v), (MovN32Hw imm:$v))>;
  def : Pat<(i64 MovN64:$v), (MOVNXi (MovN64Imm16 imm:$v), (MovN64Hw imm:$v))>;
}
let AddedComplexity = 3 in {
  def : Pat<(i32 LogicalImm32:$v), (ORRWri WZR, (LogicalImm32Field imm:$v))>;
  def : Pat<(i64 LogicalImm64:$v), (ORRXri XZR, imm:$v)>;
}
// The high half all zeros or all ones: movz or movn, then movk.
let AddedComplexity = 2 in {
  def : Pat<(i64 UImm32:$v), (MOVKXi (MOVZXi (Chunk0 imm:$v), 0), (Chunk1 imm:$v), 1)>;
  def : Pat<(i64 NImm32:$v), (MOVKXi (MOVNXi (NotChunk0 imm:$v), 0), (Chunk1 imm:$v), 1)>;
}
def : Pat<(i32 imm:$v), (MOVKWi (MOVZWi (Chunk0 imm:$v), 0), (Chunk1 imm:$v), 1)>;
def : Pat<(i64 imm:$v),
          (MOVKXi (MOVKXi (MOVKXi (MOVZXi (Chunk0 imm:$v), 0), (Chunk1 imm:$v), 1),
                          (Chunk2 imm:$v), 2),
                  (Chunk3 imm:$v), 3)>;

//===-- Compares: setcc, select, branches ----------------------------------===//

// The flag users of one comparison (`cmp` is the flag-setting instruction
// for `rhs`, a complex pattern of two slots), with the AArch64 condition
// `cond_code` that holds when `cc` does. cset and csetm are csinc and csinv of
// the zero registers on the inverse condition (the code with bit 0 flipped).
multiclass FlagUsers<CondCode cc, int cond_code, RegisterClass rc, ComplexPattern rhs, Instruction cmp,
                     int complexity> {
  defvar inverse = !xor(cond_code, 1);
  let AddedComplexity = complexity in {
    def : Pattern<(i32 (setcc rc:$a, rhs:$b, cc)), [(cmp $a, rhs:$b), (CSINCWr WZR, WZR, inverse)]>;
    def : Pattern<(i64 (setcc rc:$a, rhs:$b, cc)), [(cmp $a, rhs:$b), (CSINCXr XZR, XZR, inverse)]>;
    def : Pattern<(i32 (zext (i1 (setcc rc:$a, rhs:$b, cc)))), [(cmp $a, rhs:$b), (CSINCWr WZR, WZR, inverse)]>;
    def : Pattern<(i64 (zext (i1 (setcc rc:$a, rhs:$b, cc)))), [(cmp $a, rhs:$b), (CSINCXr XZR, XZR, inverse)]>;
    def : Pattern<(i32 (sext (i1 (setcc rc:$a, rhs:$b, cc)))), [(cmp $a, rhs:$b), (CSINVWr WZR, WZR, inverse)]>;
    def : Pattern<(i64 (sext (i1 (setcc rc:$a, rhs:$b, cc)))), [(cmp $a, rhs:$b), (CSINVXr XZR, XZR, inverse)]>;
    def : Pattern<(select (i1 (setcc rc:$a, rhs:$b, cc)), GPR32:$x, GPR32:$y), [(cmp $a, rhs:$b), (CSELWr $x, $y, cond_code)]>;
    def : Pattern<(select (i1 (setcc rc:$a, rhs:$b, cc)), GPR64:$x, GPR64:$y), [(cmp $a, rhs:$b), (CSELXr $x, $y, cond_code)]>;
    def : Pattern<(f32 (select (i1 (setcc rc:$a, rhs:$b, cc)), FPR32:$x, FPR32:$y)), [(cmp $a, rhs:$b), (FCSELSrrr $x, $y, cond_code)]>;
    def : Pattern<(f64 (select (i1 (setcc rc:$a, rhs:$b, cc)), FPR64:$x, FPR64:$y)), [(cmp $a, rhs:$b), (FCSELDrrr $x, $y, cond_code)]>;
    def : Pattern<(brcond (i1 (setcc rc:$a, rhs:$b, cc)), bb:$target), [(cmp $a, rhs:$b), (Bcc cond_code, bb:$target)]>;
    def : Pattern<(br_cc cc, rc:$a, rhs:$b, bb:$target), [(cmp $a, rhs:$b), (Bcc cond_code, bb:$target)]>;
  }
}

// Every way of comparing integers under one condition: with an immediate
// (cmp, or cmn of its negation) before a register, shifted or not.
multiclass IntCompares<CondCode cc, int cond_code> {
  defm : FlagUsers<cc, cond_code, GPR32, AddSubImm32, SUBSWri, 2>;
  defm : FlagUsers<cc, cond_code, GPR64, AddSubImm64, SUBSXri, 2>;
  defm : FlagUsers<cc, cond_code, GPR32, AddSubImmNeg32, ADDSWri, 1>;
  defm : FlagUsers<cc, cond_code, GPR64, AddSubImmNeg64, ADDSXri, 1>;
  defm : FlagUsers<cc, cond_code, GPR32, ArithShifted32, SUBSWrs, 0>;
  defm : FlagUsers<cc, cond_code, GPR64, ArithShifted64, SUBSXrs, 0>;
}

// Condition codes: eq 0, ne 1, hs 2, lo 3, hi 8, ls 9, ge 10, lt 11, gt 12, le 13.
defm : IntCompares<SETEQ, 0>;
defm : IntCompares<SETNE, 1>;
defm : IntCompares<SETUGE, 2>;
defm : IntCompares<SETULT, 3>;
defm : IntCompares<SETUGT, 8>;
defm : IntCompares<SETULE, 9>;
defm : IntCompares<SETGE, 10>;
defm : IntCompares<SETLT, 11>;
defm : IntCompares<SETGT, 12>;
defm : IntCompares<SETLE, 13>;

// Comparisons with zero for equality branch on the register itself.
let AddedComplexity = 10 in {
  def : Pat<(brcond (i1 (setcc GPR32:$a, 0, SETEQ)), bb:$target), (CBZW $a, bb:$target)>;
  def : Pat<(brcond (i1 (setcc GPR64:$a, 0, SETEQ)), bb:$target), (CBZX $a, bb:$target)>;
  def : Pat<(brcond (i1 (setcc GPR32:$a, 0, SETNE)), bb:$target), (CBNZW $a, bb:$target)>;
  def : Pat<(brcond (i1 (setcc GPR64:$a, 0, SETNE)), bb:$target), (CBNZX $a, bb:$target)>;
  def : Pat<(br_cc SETEQ, GPR32:$a, 0, bb:$target), (CBZW $a, bb:$target)>;
  def : Pat<(br_cc SETEQ, GPR64:$a, 0, bb:$target), (CBZX $a, bb:$target)>;
  def : Pat<(br_cc SETNE, GPR32:$a, 0, bb:$target), (CBNZW $a, bb:$target)>;
  def : Pat<(br_cc SETNE, GPR64:$a, 0, bb:$target), (CBNZX $a, bb:$target)>;
}
// A value as a condition: not zero.
def : Pat<(brcond GPR32:$c, bb:$target), (CBNZW $c, bb:$target)>;
def : Pat<(brcond GPR64:$c, bb:$target), (CBNZX $c, bb:$target)>;

multiclass SelectOnValue<RegisterClass cond, Instruction cmp> {
  def : Pattern<(select cond:$c, GPR32:$x, GPR32:$y), [(cmp $c, 0, 0), (CSELWr $x, $y, 1)]>;
  def : Pattern<(select cond:$c, GPR64:$x, GPR64:$y), [(cmp $c, 0, 0), (CSELXr $x, $y, 1)]>;
  def : Pattern<(f32 (select cond:$c, FPR32:$x, FPR32:$y)), [(cmp $c, 0, 0), (FCSELSrrr $x, $y, 1)]>;
  def : Pattern<(f64 (select cond:$c, FPR64:$x, FPR64:$y)), [(cmp $c, 0, 0), (FCSELDrrr $x, $y, 1)]>;
}
defm : SelectOnValue<GPR32, SUBSWri>;
defm : SelectOnValue<GPR64, SUBSXri>;

//===-- Loads and stores ---------------------------------------------------===//

// Addressing modes of an access of 2^shift bytes: base plus a scaled
// unsigned offset, base plus a signed 9-bit offset (unscaled), base plus
// a register shifted by the access size or not, and the base alone.
// `inst` names the access (LDRX, STRB, ...). The base and the index of
// two registers are written in one class, so that the add's operands the
// other way round are the same pattern.
multiclass LoadModes<PatFrag frag, ValueType vt, string inst, ImmLeaf scaled, int shift> {
  defvar ui = !cast<Instruction>(inst # "ui");
  defvar unscaled = !cast<Instruction>(inst # "i");
  defvar ro = !cast<Instruction>(inst # "roX");
  def : Pat<(vt (frag (add GPR64sp:$base, scaled:$off))), (ui $base, imm:$off)>;
  def : Pat<(vt (frag (add GPR64sp:$base, SImm9:$off))), (unscaled $base, imm:$off)>;
  // The register offset's second slot: option lsl (3) << 1 | shifted.
  if !gt(shift, 0) then
    def : Pat<(vt (frag (add GPR64sp:$base, (shl GPR64:$index, (i64 shift))))), (ro $base, $index, 7)>;
  def : Pat<(vt (frag (add GPR64:$base, GPR64:$index))), (ro $base, $index, 6)>;
  def : Pat<(vt (frag GPR64sp:$base)), (ui $base, 0)>;
}

// The same for loads whose 32-bit result becomes an i64: the copy into an
// x register is a 32-bit move, the zero extension.
multiclass WideningLoadModes<PatFrag frag, string inst, ImmLeaf scaled, int shift> {
  defvar ui = !cast<Instruction>(inst # "ui");
  defvar unscaled = !cast<Instruction>(inst # "i");
  defvar ro = !cast<Instruction>(inst # "roX");
  def : Pat<(i64 (frag (add GPR64sp:$base, scaled:$off))), (COPY_TO_REGCLASS (ui $base, imm:$off), GPR64)>;
  def : Pat<(i64 (frag (add GPR64sp:$base, SImm9:$off))), (COPY_TO_REGCLASS (unscaled $base, imm:$off), GPR64)>;
  if !gt(shift, 0) then
    def : Pat<(i64 (frag (add GPR64sp:$base, (shl GPR64:$index, (i64 shift))))), (COPY_TO_REGCLASS (ro $base, $index, 7), GPR64)>;
  def : Pat<(i64 (frag (add GPR64:$base, GPR64:$index))), (COPY_TO_REGCLASS (ro $base, $index, 6), GPR64)>;
  def : Pat<(i64 (frag GPR64sp:$base)), (COPY_TO_REGCLASS (ui $base, 0), GPR64)>;
}

defm : LoadModes<a64load, i64, "LDRX", UImm12s8, 3>;
defm : LoadModes<a64load, i32, "LDRW", UImm12s4, 2>;
defm : LoadModes<a64load, f64, "LDRDf", UImm12s8, 3>;
defm : LoadModes<a64load, f32, "LDRSf", UImm12s4, 2>;
defm : LoadModes<zextloadi8, i32, "LDRB", UImm12s1, 0>;
defm : LoadModes<extloadi8, i32, "LDRB", UImm12s1, 0>;
defm : LoadModes<zextloadi16, i32, "LDRH", UImm12s2, 1>;
defm : LoadModes<extloadi16, i32, "LDRH", UImm12s2, 1>;
defm : LoadModes<sextloadi8, i32, "LDRSBW", UImm12s1, 0>;
defm : LoadModes<sextloadi16, i32, "LDRSHW", UImm12s2, 1>;
defm : LoadModes<sextloadi8, i64, "LDRSBX", UImm12s1, 0>;
defm : LoadModes<sextloadi16, i64, "LDRSHX", UImm12s2, 1>;
defm : LoadModes<sextloadi32, i64, "LDRSW", UImm12s4, 2>;
defm : WideningLoadModes<zextloadi8, "LDRB", UImm12s1, 0>;
defm : WideningLoadModes<extloadi8, "LDRB", UImm12s1, 0>;
defm : WideningLoadModes<zextloadi16, "LDRH", UImm12s2, 1>;
defm : WideningLoadModes<extloadi16, "LDRH", UImm12s2, 1>;
defm : WideningLoadModes<zextloadi32, "LDRW", UImm12s4, 2>;
defm : WideningLoadModes<extloadi32, "LDRW", UImm12s4, 2>;

multiclass StoreModes<PatFrag frag, ValueType vt, RegisterClass rc, string inst, ImmLeaf scaled, int shift> {
  defvar ui = !cast<Instruction>(inst # "ui");
  defvar unscaled = !cast<Instruction>(inst # "i");
  defvar ro = !cast<Instruction>(inst # "roX");
  def : Pat<(frag (vt rc:$v), (add GPR64sp:$base, scaled:$off)), (ui $v, $base, imm:$off)>;
  def : Pat<(frag (vt rc:$v), (add GPR64sp:$base, SImm9:$off)), (unscaled $v, $base, imm:$off)>;
  if !gt(shift, 0) then
    def : Pat<(frag (vt rc:$v), (add GPR64sp:$base, (shl GPR64:$index, (i64 shift)))), (ro $v, $base, $index, 7)>;
  def : Pat<(frag (vt rc:$v), (add GPR64:$base, GPR64:$index)), (ro $v, $base, $index, 6)>;
  def : Pat<(frag (vt rc:$v), GPR64sp:$base), (ui $v, $base, 0)>;
}

// Truncating stores of an x register store its w half.
multiclass NarrowingStoreModes<PatFrag frag, string inst, ImmLeaf scaled, int shift> {
  defvar ui = !cast<Instruction>(inst # "ui");
  defvar unscaled = !cast<Instruction>(inst # "i");
  defvar ro = !cast<Instruction>(inst # "roX");
  def : Pat<(frag GPR64:$v, (add GPR64sp:$base, scaled:$off)), (ui (COPY_TO_REGCLASS $v, GPR32), $base, imm:$off)>;
  def : Pat<(frag GPR64:$v, (add GPR64sp:$base, SImm9:$off)), (unscaled (COPY_TO_REGCLASS $v, GPR32), $base, imm:$off)>;
  if !gt(shift, 0) then
    def : Pat<(frag GPR64:$v, (add GPR64sp:$base, (shl GPR64:$index, (i64 shift)))),
              (ro (COPY_TO_REGCLASS $v, GPR32), $base, $index, 7)>;
  def : Pat<(frag GPR64:$v, (add GPR64:$base, GPR64:$index)), (ro (COPY_TO_REGCLASS $v, GPR32), $base, $index, 6)>;
  def : Pat<(frag GPR64:$v, GPR64sp:$base), (ui (COPY_TO_REGCLASS $v, GPR32), $base, 0)>;
}

defm : StoreModes<a64store, i64, GPR64, "STRX", UImm12s8, 3>;
defm : StoreModes<a64store, i32, GPR32, "STRW", UImm12s4, 2>;
defm : StoreModes<a64store, f64, FPR64, "STRDf", UImm12s8, 3>;
defm : StoreModes<a64store, f32, FPR32, "STRSf", UImm12s4, 2>;
defm : StoreModes<truncstorei8, i32, GPR32, "STRB", UImm12s1, 0>;
defm : StoreModes<truncstorei16, i32, GPR32, "STRH", UImm12s2, 1>;
defm : NarrowingStoreModes<truncstorei8, "STRB", UImm12s1, 0>;
defm : NarrowingStoreModes<truncstorei16, "STRH", UImm12s2, 1>;
defm : NarrowingStoreModes<truncstorei32, "STRW", UImm12s4, 2>;

//===-- Floating point -----------------------------------------------------===//

// The same bits in the other register file.
def : Pat<(f32 (bitconvert GPR32:$a)), (FMOVWSr $a)>;
def : Pat<(i32 (bitconvert (f32 FPR32:$a))), (FMOVSWr $a)>;
def : Pat<(f64 (bitconvert GPR64:$a)), (FMOVXDr $a)>;
def : Pat<(i64 (bitconvert (f64 FPR64:$a))), (FMOVDXr $a)>;

multiclass FPArith<RegisterClass rc, string S> {
  def : Pat<(fadd rc:$a, rc:$b), (!cast<Instruction>("FADD" # S # "rr") $a, $b)>;
  def : Pat<(fsub rc:$a, rc:$b), (!cast<Instruction>("FSUB" # S # "rr") $a, $b)>;
  def : Pat<(fmul rc:$a, rc:$b), (!cast<Instruction>("FMUL" # S # "rr") $a, $b)>;
  def : Pat<(fdiv rc:$a, rc:$b), (!cast<Instruction>("FDIV" # S # "rr") $a, $b)>;
  // fmadd: Ra + Rn * Rm, rounded once.
  def : Pat<(fma rc:$a, rc:$b, rc:$c), (!cast<Instruction>("FMADD" # S # "rrr") $a, $b, $c)>;
  def : Pat<(fneg rc:$a), (!cast<Instruction>("FNEG" # S # "r") $a)>;
}
defm : FPArith<FPR32, "S">;
defm : FPArith<FPR64, "D">;

def : Pat<(f32 (sint_to_fp GPR32:$a)), (SCVTFSWSri $a)>;
def : Pat<(f32 (sint_to_fp GPR64:$a)), (SCVTFSXSri $a)>;
def : Pat<(f64 (sint_to_fp GPR32:$a)), (SCVTFSWDri $a)>;
def : Pat<(f64 (sint_to_fp GPR64:$a)), (SCVTFSXDri $a)>;
// Toward zero, as C converts.
def : Pat<(i32 (fp_to_sint FPR32:$a)), (FCVTZSUWSr $a)>;
def : Pat<(i64 (fp_to_sint FPR32:$a)), (FCVTZSUXSr $a)>;
def : Pat<(i32 (fp_to_sint FPR64:$a)), (FCVTZSUWDr $a)>;
def : Pat<(i64 (fp_to_sint FPR64:$a)), (FCVTZSUXDr $a)>;

// Constants: fmov of its 8-bit form, else the bits built in an x (or w)
// register and moved over.
let AddedComplexity = 5 in {
  def : Pat<(f32 FPImm32:$v), (FMOVSi (FPImm32Field fpimm:$v))>;
  def : Pat<(f64 FPImm64:$v), (FMOVDi (FPImm64Field fpimm:$v))>;
}
def : Pat<(f32 fpimm:$v), (FMOVWSr (MOVKWi (MOVZWi (Chunk0 fpimm:$v), 0), (Chunk1 fpimm:$v), 1))>;
def : Pat<(f64 fpimm:$v),
          (FMOVXDr (MOVKXi (MOVKXi (MOVKXi (MOVZXi (Chunk0 fpimm:$v), 0), (Chunk1 fpimm:$v), 1),
                                   (Chunk2 fpimm:$v), 2),
                           (Chunk3 fpimm:$v), 3))>;

// Float compares: fcmp sets NZCV to 0011 when unordered, 0110 when equal,
// 1000 when less and 0010 when greater; each condition below holds for
// exactly the outcomes of its setcc (the ordered ones are false when
// unordered, the unordered ones and ne true).
multiclass FlagUsersFP<CondCode cc, int cond_code, ValueType vt, RegisterClass rc, Instruction cmp> {
  defvar inverse = !xor(cond_code, 1);
  def : Pattern<(i32 (setcc (vt rc:$a), (vt rc:$b), cc)), [(cmp $a, $b), (CSINCWr WZR, WZR, inverse)]>;
  def : Pattern<(i64 (setcc (vt rc:$a), (vt rc:$b), cc)), [(cmp $a, $b), (CSINCXr XZR, XZR, inverse)]>;
  def : Pattern<(select (i1 (setcc (vt rc:$a), (vt rc:$b), cc)), GPR32:$x, GPR32:$y), [(cmp $a, $b), (CSELWr $x, $y, cond_code)]>;
  def : Pattern<(select (i1 (setcc (vt rc:$a), (vt rc:$b), cc)), GPR64:$x, GPR64:$y), [(cmp $a, $b), (CSELXr $x, $y, cond_code)]>;
  def : Pattern<(f32 (select (i1 (setcc (vt rc:$a), (vt rc:$b), cc)), FPR32:$x, FPR32:$y)), [(cmp $a, $b), (FCSELSrrr $x, $y, cond_code)]>;
  def : Pattern<(f64 (select (i1 (setcc (vt rc:$a), (vt rc:$b), cc)), FPR64:$x, FPR64:$y)), [(cmp $a, $b), (FCSELDrrr $x, $y, cond_code)]>;
  def : Pattern<(brcond (i1 (setcc (vt rc:$a), (vt rc:$b), cc)), bb:$target), [(cmp $a, $b), (Bcc cond_code, bb:$target)]>;
  def : Pattern<(br_cc cc, (vt rc:$a), (vt rc:$b), bb:$target), [(cmp $a, $b), (Bcc cond_code, bb:$target)]>;
}
multiclass FPFlagUsers<CondCode cc, int cond_code> {
  defm : FlagUsersFP<cc, cond_code, f32, FPR32, FCMPSrr>;
  defm : FlagUsersFP<cc, cond_code, f64, FPR64, FCMPDrr>;
}
// eq, ne (une), mi, ls, gt, ge for the ordered ones, lt, le, hi, hs for the unordered ones, vc and vs for ord and
// uno; one and ueq take two conditions, which legalization makes of ule and uge.
defm : FPFlagUsers<SETEQ, 0>;
defm : FPFlagUsers<SETNE, 1>;
defm : FPFlagUsers<SETLT, 4>;
defm : FPFlagUsers<SETLE, 9>;
defm : FPFlagUsers<SETGT, 12>;
defm : FPFlagUsers<SETGE, 10>;
defm : FPFlagUsers<SETULT, 11>;
defm : FPFlagUsers<SETULE, 13>;
defm : FPFlagUsers<SETUGT, 8>;
defm : FPFlagUsers<SETUGE, 2>;
defm : FPFlagUsers<SETOEQ, 0>;
defm : FPFlagUsers<SETUNE, 1>;
defm : FPFlagUsers<SETOLT, 4>;
defm : FPFlagUsers<SETOLE, 9>;
defm : FPFlagUsers<SETOGT, 12>;
defm : FPFlagUsers<SETOGE, 10>;
defm : FPFlagUsers<SETO, 7>;
defm : FPFlagUsers<SETUO, 6>;
