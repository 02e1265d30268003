//===- AArch64VectorOperands.td - Advanced SIMD operands for tdc ----------===//
//
// Vector registers are the d or q view of V0-V31, written `vN.<lanes><size>`
// (`v3.4s`), or `vN.<size>` before a lane index (`v3.s[1]`). Lists of
// consecutive registers are one operand: the slot holds the first. The
// fragments are in src/targets/aarch64/vectors.rs; their FragmentArgs say
// the element size in bits and the number of lanes.
//
//===----------------------------------------------------------------------===//

// The registers an element index can name with four bits (v0-v15).
def FPR128_lo : RegisterClass<"AArch64", [v8i16], 128, (trunc FPR128, 16)>;
def FPR64_lo  : RegisterClass<"AArch64", [v4i16], 64, (trunc FPR64, 16)>;

// The letter of an element size in bits.
class ElementLetter<int size> {
  string L = !cond(!eq(size, 8): "b", !eq(size, 16): "h", !eq(size, 32): "s", !eq(size, 64): "d", true: "q");
}

class VecReg<RegisterClass rc, int elem, int lanes> : RegisterOperand<rc, "print_vreg"> {
  let ParserMatchClass = A64CustomAsm<"Vec" # lanes # "x" # elem, "parse_vreg">;
  let FragmentArgs = [elem, lanes];
  let MnemonicSuffix = !if(lanes, !cast<string>(lanes), "") # ElementLetter<elem>.L;
}

def V8B  : VecReg<FPR64, 8, 8>;
def V16B : VecReg<FPR128, 8, 16>;
def V4H  : VecReg<FPR64, 16, 4>;
def V8H  : VecReg<FPR128, 16, 8>;
def V2S  : VecReg<FPR64, 32, 2>;
def V4S  : VecReg<FPR128, 32, 4>;
def V1D  : VecReg<FPR64, 64, 1>;
def V2D  : VecReg<FPR128, 64, 2>;
def V1Q  : VecReg<FPR128, 128, 1>;
// The narrow groups of dot products and half-precision widening forms.
def V2H  : VecReg<FPR64, 16, 2>;
def V4B  : VecReg<FPR64, 8, 4>;

// Lane forms, written before an index.
def VB : VecReg<FPR128, 8, 0>;
def VH : VecReg<FPR128, 16, 0>;
def VS : VecReg<FPR128, 32, 0>;
def VD : VecReg<FPR128, 64, 0>;
def VH_lo : VecReg<FPR128_lo, 16, 0>;
// The indexed group of dot products: `v2.4b[1]`, `v2.2h[1]`.
def V4B_lane : VecReg<FPR128, 8, 4>;
def V2H_lane : VecReg<FPR128, 16, 2>;

// A lane index `[n]`, 0 to max.
class VecIndex<int max> : Operand<i64> {
  let ParserMatchClass = A64CustomAsm<"VecIndex" # max, "parse_vindex",
                                      "vector lane must be an integer in range [0, " # max # "].">;
  let PrintMethod = "print_vindex";
  let SampleMethod = "sample_vindex";
  let FragmentArgs = [max];
}
def VecIndexB : VecIndex<15>;
def VecIndexH : VecIndex<7>;
def VecIndexS : VecIndex<3>;
def VecIndexD : VecIndex<1>;

// Register lists: `count` registers of the arrangement; 0 lanes for the
// lane lists of single-structure loads and stores (`{ v0.s, v1.s }[1]`).
class VecList<int count, RegisterClass rc, int elem, int lanes> : RegisterOperand<rc, "print_vlist"> {
  let ParserMatchClass = A64CustomAsm<"VecList" # count # "x" # lanes # "x" # elem, "parse_vlist">;
  let FragmentArgs = [count, elem, lanes];
  let MnemonicSuffix = !if(lanes, !cast<string>(lanes), "") # ElementLetter<elem>.L;
}

// Every list of loads and stores, and the tables of tbl and tbx.
foreach n = 1...4 in {
  foreach a = [[8, 8], [8, 16], [16, 4], [16, 8], [32, 2], [32, 4], [64, 1], [64, 2]] in
    def VecList # n # x # a[1] # !cond(!eq(a[0], 8): "b", !eq(a[0], 16): "h", !eq(a[0], 32): "s", true: "d")
        : VecList<n, !if(!eq(!mul(a[0], a[1]), 64), FPR64, FPR128), a[0], a[1]>;
  foreach e = [8, 16, 32, 64] in
    def VecList # n # !cond(!eq(e, 8): "b", !eq(e, 16): "h", !eq(e, 32): "s", true: "d")
        : VecList<n, FPR128, e, 0>;
}

// The post-index of a structure load or store: an x register, or `#bytes`
// (register 31 in the encoding).
class PostIdx<int bytes> : RegisterOperand<GPR64, "print_postidx"> {
  let ParserMatchClass = A64CustomAsm<"PostIdx" # bytes, "parse_postidx">;
  let FragmentArgs = [bytes];
}
foreach bytes = [1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64] in
  def PostIdx # bytes : PostIdx<bytes>;

// The zero of comparisons with zero: any expression of value 0, printed
// #0.
def imm_zero : A64ImmOperand<A64Imm<0, 0>> { let PrintMethod = "print_decimal_imm"; }

// The zero of floating-point comparisons with zero: `#0.0` (or `#0`),
// printed #0.0.
def fp_zero : Operand<i32> {
  let ParserMatchClass = A64CustomAsm<"FPZero", "parse_fp_zero">;
  let PrintMethod = "print_fp_zero";
  let SampleMethod = "sample_zero";
  let NotEncoded = 1;
}

// Rotations of complex arithmetic: #0, #90, #180, #270 (slot 0-3), and
// #90, #270 (slot 0-1).
class Rotation<int step, int offset, int max> : Operand<i32> {
  let ParserMatchClass = A64CustomAsm<"Rotation" # step # "x" # offset, "parse_rotation",
      !if(!eq(max, 3), "complex rotation must be 0, 90, 180 or 270.", "complex rotation must be 90 or 270.")>;
  let PrintMethod = "print_rotation";
  let SampleMethod = "sample_rotation";
  let FragmentArgs = [step, offset, max];
}
def complexrotateop : Rotation<90, 0, 3>;
def complexrotateopodd : Rotation<180, 90, 1>;

//===-- Shift amounts ------------------------------------------------------===//
//
// A shift by an immediate encodes the element size and the amount in
// immh:immb (bits 22-16): esize + amount for left shifts, 2 * esize -
// amount for right shifts. Below the element size's bit, that is the
// amount itself, or the size minus the amount (FragmentArgs: the size).

class VecShift<int esize, bit right> : Operand<i32> {
  let ParserMatchClass = A64Imm<right, !sub(!add(esize, right), 1)>;
  let EncoderMethod = !if(right, "encode_shift_right", "");
  let FragmentArgs = [esize];
}
foreach esize = [8, 16, 32, 64] in {
  def vecshiftL # esize : VecShift<esize, 0>;
  def vecshiftR # esize : VecShift<esize, 1>;
}
// Right shifts that narrow take amounts up to the narrow element's size.

//===-- Modified immediates ------------------------------------------------===//

// An 8-bit value, with `lsl #` up to max (FragmentArgs [max]) or `msl #8`
// or `#16` ([-1]): the value and the shift in bytes (msl: 0 or 1).
class ModImm<int max> : Operand<i32> {
  let MIOperandInfo = (ops i32imm:$imm, i32imm:$shift);
  let ParserMatchClass = A64CustomAsm<"ModImm" # !subst("-", "M", !cast<string>(max)), "parse_mod_imm">;
  let PrintMethod = "print_mod_imm";
  let SampleMethod = "sample_mod_imm";
  let FragmentArgs = [max];
}
def modimm_lsl8  : ModImm<8>;
def modimm_lsl24 : ModImm<24>;
def modimm_msl   : ModImm<-1>;
def modimm8      : A64ImmOperand<A64Imm<0, 255>>;

// A 64-bit value of 0x00 and 0xff bytes (movi d0, movi v0.2d): the slot
// holds a bit for each byte.
def byte_mask : Operand<i32> {
  let ParserMatchClass = A64CustomAsm<"ByteMask", "parse_byte_mask">;
  let PrintMethod = "print_byte_mask";
  let SampleMethod = "sample_byte_mask";
}
