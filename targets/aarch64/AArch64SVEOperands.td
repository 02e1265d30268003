//===- AArch64SVEOperands.td - SVE operands for tdc -----------------------===//
//
// Z registers `zN.<size>` (or plain `zN`), predicates `pN.<size>`,
// `pN/z` and `pN/m` (and the counters `pnN`), lists of Z registers, and
// the immediates SVE writes its own way. The fragments are in
// src/targets/aarch64/sve.rs.
//
//===----------------------------------------------------------------------===//

defvar SizeLetters = ["b", "h", "s", "d", "q"];
defvar SizeBits = [8, 16, 32, 64, 128];

class ZReg<RegisterClass rc, int elem, string diag = "invalid element width"> : RegisterOperand<rc, "print_zreg"> {
  let ParserMatchClass = A64CustomAsm<"Z" # rc # elem, "parse_zreg", diag>;
  let FragmentArgs = [elem];
  let ElementBits = elem;
}
def ZPRAny : ZReg<ZPR, 0, "invalid operand for instruction">;
def ZPR8   : ZReg<ZPR, 8>;
def ZPR16  : ZReg<ZPR, 16>;
def ZPR32  : ZReg<ZPR, 32>;
def ZPR64  : ZReg<ZPR, 64>;
def ZPR128 : ZReg<ZPR, 128>;
// A Z register written as its scalar view (`b3` for z3.b): `mov z0.b, b3`.
class ZRegScalar<int elem> : RegisterOperand<ZPR, "print_zreg"> {
  let ParserMatchClass = A64CustomAsm<"ZScalar" # elem, "parse_zreg", "invalid operand for instruction">;
  let FragmentArgs = [elem, 1];
}
foreach i = 0...4 in
  def !strconcat("ZPRasFPR", !cast<string>(SizeBits[i])) : ZRegScalar<SizeBits[i]>;
// The restricted registers of indexed forms.
def ZPR3b8  : ZReg<ZPR_3b, 8, "Invalid restricted vector register, expected z0.b..z7.b">;
def ZPR3b16 : ZReg<ZPR_3b, 16, "Invalid restricted vector register, expected z0.h..z7.h">;
def ZPR3b32 : ZReg<ZPR_3b, 32, "Invalid restricted vector register, expected z0.s..z7.s">;
def ZPR4b8  : ZReg<ZPR_4b, 8, "Invalid restricted vector register, expected z0.b..z15.b">;
def ZPR4b16 : ZReg<ZPR_4b, 16, "Invalid restricted vector register, expected z0.h..z15.h">;
def ZPR4b32 : ZReg<ZPR_4b, 32, "Invalid restricted vector register, expected z0.s..z15.s">;
def ZPR4b64 : ZReg<ZPR_4b, 64, "Invalid restricted vector register, expected z0.d..z15.d">;

// qual: 0 none, 1 /z, 2 /m; pn: counters.
class PReg<RegisterClass rc, int elem, int qual, int pn = 0> : RegisterOperand<rc, "print_preg"> {
  let ParserMatchClass = A64CustomAsm<"P" # rc # elem # "q" # qual, "parse_preg",
      !if(!eq(qual, 0), "invalid predicate register.", "invalid restricted predicate register, expected p0..p7 (without element suffix)")>;
  let FragmentArgs = [elem, qual, pn];
}
def PPRAny   : PReg<PPR, 0, 0>;
def PPR8     : PReg<PPR, 8, 0>;
def PPR16    : PReg<PPR, 16, 0>;
def PPR32    : PReg<PPR, 32, 0>;
def PPR64    : PReg<PPR, 64, 0>;
def PPR3bAny : PReg<PPR_3b, 0, 0>;
def PPR3bZ   : PReg<PPR_3b, 0, 1>;
def PPR3bM   : PReg<PPR_3b, 0, 2>;
def PPRZ     : PReg<PPR, 0, 1>;
def PPRM     : PReg<PPR, 0, 2>;
def PNRAny   : PReg<PNR, 0, 0, 1>;
def PNR8     : PReg<PNR, 8, 0, 1>;
def PNR16    : PReg<PNR, 16, 0, 1>;
def PNR32    : PReg<PNR, 32, 0, 1>;
def PNR64    : PReg<PNR, 64, 0, 1>;
def PNR3b8Any : PReg<PNR_p8to15, 0, 0, 1>;
def PNR3b8Z  : PReg<PNR_p8to15, 0, 1, 1>;
// A predicate written as a counter (`pn0.b`) where the instruction takes
// the whole register: it prints as `p0.b`.
def PNRasPPR8 : PReg<PPR, 8, 0, 1>;
def PNRasPPR  : PReg<PPR, 0, 0, 1>;

// Lists of `count` registers `stride` apart; the slot holds the first.
// `diag` is the message for a well-formed list whose first register is
// not of the class.
class ZList<int count, int elem, int stride = 1, RegisterClass rc = ZPR, int predicates = 0, string diag = "">
    : RegisterOperand<rc, "print_zlist"> {
  let ParserMatchClass = A64CustomAsm<"ZList" # count # "x" # elem # "x" # stride # rc, "parse_zlist", diag>;
  let FragmentArgs = [count, elem, stride, predicates];
}
foreach n = 1...4 in
  foreach i = 0...4 in
    def !strconcat("ZL", !cast<string>(n), SizeLetters[i]) : ZList<n, SizeBits[i]>;
// SME2's groups of two or four consecutive registers from a multiple of
// their size (ZZ_s, ZZZZ_b, ...; written `{z0.s, z1.s}`, `{z4.b - z7.b}`).
foreach n = [2, 4] in
  foreach i = 0...4 in
    def !strconcat(!if(!eq(n, 2), "ZZ_", "ZZZZ_"), SizeLetters[i])
        : ZList<n, SizeBits[i], 1, !cast<RegisterClass>("ZPRMul" # n), 0,
                "Invalid vector list, expected list with " # n # " consecutive SVE vectors, where the first vector is a multiple of "
                # n # " and with matching element types">;

//===-- Immediates ---------------------------------------------------------===//

// An 8-bit immediate with an optional `lsl #8` (signed: -128-127, else
// 0-255) for elements of `elem` bits: slots imm8 and shift.
class SVEShiftedImm<int signed, int elem> : Operand<i32> {
  let MIOperandInfo = (ops i32imm:$imm8, i32imm:$shift);
  let ParserMatchClass = A64CustomAsm<"SVEShiftedImm" # signed # "x" # elem, "parse_sve_shifted_imm",
      !if(signed, "immediate must be an integer in range [-128, 127] or a multiple of 256 in range [-32768, 65280]",
          "immediate must be an integer in range [0, 255] or a multiple of 256 in range [256, 65280]")>;
  let PrintMethod = "print_sve_shifted_imm";
  let SampleMethod = "sample_sve_shifted_imm";
  let FragmentArgs = [signed, elem];
}
foreach i = 0...3 in {
  def !strconcat("sve_cpy_imm", SizeLetters[i]) : SVEShiftedImm<1, SizeBits[i]>;
  def !strconcat("sve_addsub_imm", SizeLetters[i]) : SVEShiftedImm<0, SizeBits[i]>;
}

// A bitmask immediate of elements of `elem` bits, the slot holding it
// replicated to 64 bits; printed at the size it repeats at. With
// `invert` the syntax writes its complement (bic for and).
class SVELogicalImm<int elem, int invert = 0> : Operand<i64> {
  let ParserMatchClass = A64CustomAsm<"SVELogicalImm" # elem # !if(invert, "Not", ""), "parse_sve_logical",
                                      "expected compatible register or logical immediate">;
  let PrintMethod = "print_sve_logical";
  let EncoderMethod = "encode_sve_logical";
  let DecoderMethod = "decode_sve_logical";
  let PrintPredicate = "is_sve_logical_period";
  let SampleMethod = "sample_sve_logical";
  let FragmentArgs = [elem, invert];
}
foreach i = 0...3 in {
  def !strconcat("sve_logical_imm", SizeLetters[i]) : SVELogicalImm<SizeBits[i]>;
  def !strconcat("sve_logical_imm", SizeLetters[i], "_not") : SVELogicalImm<SizeBits[i], 1>;
}
// The immediate of `mov Zd, #imm` for dupm: printed only when no dup
// makes the value.
class SVEPreferredLogicalImm<int elem> : SVELogicalImm<elem> {
  let PrintMethod = "print_sve_preferred";
  let PrintPredicate = "is_sve_mov_preferred";
}
foreach i = 1...3 in
  def !strconcat("sve_preferred_logical_imm", SizeLetters[i]) : SVEPreferredLogicalImm<SizeBits[i]>;

// One of two floating-point constants (ten times each).
class SVEFPPair<int a, int b> : Operand<i32> {
  let ParserMatchClass = A64CustomAsm<"SVEFPPair" # a # "x" # b, "parse_sve_fp_pair",
      "Invalid floating point constant, expected " # !cast<string>(a) # " or " # !cast<string>(b) # ".">;
  let PrintMethod = "print_sve_fp_pair";
  let SampleMethod = "sample_bit";
  let FragmentArgs = [a, b];
}
def sve_fpimm_half_one : SVEFPPair<5, 10>;
def sve_fpimm_half_two : SVEFPPair<5, 20>;
def sve_fpimm_zero_one : SVEFPPair<0, 10>;

// Predicate patterns: a name or #0-31.
defvar PatternNames = ["pow2", "vl1", "vl2", "vl3", "vl4", "vl5", "vl6", "vl7", "vl8", "vl16", "vl32", "vl64",
                       "vl128", "vl256", "mul4", "mul3", "all"];
defvar PatternValues = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 29, 30, 31];
foreach i = 0...16 in
  def : NamedValue<"svepattern", PatternNames[i], PatternValues[i]>;
def sve_pattern : Operand<i32> {
  let ParserMatchClass = A64CustomAsm<"SVEPattern", "parse_named", "invalid predicate pattern">;
  let PrintMethod = "print_named";
  let SampleMethod = "sample_named";
  let NamedValues = "svepattern";
  let FragmentArgs = [31];
}

// SVE prefetch operations: a name or #0-15.
defvar SVEPrefetchNames = ["pldl1keep", "pldl1strm", "pldl2keep", "pldl2strm", "pldl3keep", "pldl3strm",
                           "pstl1keep", "pstl1strm", "pstl2keep", "pstl2strm", "pstl3keep", "pstl3strm"];
foreach i = 0...11 in
  def : NamedValue<"sveprfop", SVEPrefetchNames[i], !add(i, !if(!ge(i, 6), 2, 0))>;
def sve_prfop : Operand<i32> {
  let ParserMatchClass = A64CustomAsm<"SVEPrefetch", "parse_named", "prefetch operand out of range, [0,15] expected">;
  let PrintMethod = "print_named";
  let SampleMethod = "sample_named";
  let NamedValues = "sveprfop";
  let FragmentArgs = [15];
}

// Element indices of Z registers, `[n]`.
foreach max = [1, 3, 7, 15, 31, 63] in
  def sve_index # max : VecIndex<max>;
def sve_imm0_255 : A64ImmOperand<A64Imm<0, 255>>;
def simm6 : A64ImmOperand<A64Imm<-32, 31>>;
