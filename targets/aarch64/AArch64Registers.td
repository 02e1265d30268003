//===- AArch64Registers.td - AArch64 registers ------------------*- tablegen -*-===//
//
// General-purpose registers X0-X30 with their 32-bit halves W0-W30, the
// stack pointer (SP/WSP) and the zero register (XZR/WZR), which share
// encoding 31; the SIMD&FP registers V0-V31 seen as Q (128 bits), D, S, H
// and B; the flags register NZCV. DWARF numbers follow the AArch64 DWARF
// ABI: X0-X30 are 0-30, SP is 31, V0-V31 are 64-95; a register's narrower
// views share its number.
//
//===----------------------------------------------------------------------===//

def sub_32 : SubRegIndex<32>;
def bsub : SubRegIndex<8>;
def hsub : SubRegIndex<16>;
def ssub : SubRegIndex<32>;
def dsub : SubRegIndex<64>;

class A64Reg<bits<16> enc, string n, list<Register> subregs = [], list<string> alt = []>
    : Register<n, alt> {
  let Namespace = "AArch64";
  let HWEncoding = enc;
  let SubRegs = subregs;
}

// 32-bit general-purpose registers and their 64-bit parents. X29 and X30
// are also written FP and LR.
foreach i = 0...30 in {
  def W#i : A64Reg<i, "w"#i>, DwarfRegNum<[i]>;
}
foreach i = 0...28 in {
  def X#i : A64Reg<i, "x"#i, [!cast<Register>("W"#i)]>, DwarfRegNum<[i]> {
    let SubRegIndices = [sub_32];
  }
}
def FP : A64Reg<29, "x29", [W29], ["fp"]>, DwarfRegNum<[29]> { let SubRegIndices = [sub_32]; }
def LR : A64Reg<30, "x30", [W30], ["lr"]>, DwarfRegNum<[30]> { let SubRegIndices = [sub_32]; }

// Encoding 31: the stack pointer or the zero register, by instruction.
def WSP : A64Reg<31, "wsp">, DwarfRegNum<[31]>;
def SP  : A64Reg<31, "sp", [WSP]>, DwarfRegNum<[31]> { let SubRegIndices = [sub_32]; }
// llvm-mc takes x31 and w31 for the zero register (never for sp).
def WZR : A64Reg<31, "wzr", [], ["w31"]>, DwarfRegNum<[31]>;
def XZR : A64Reg<31, "xzr", [WZR], ["x31"]>, DwarfRegNum<[31]> { let SubRegIndices = [sub_32]; }

// SIMD&FP registers: B in H in S in D in Q.
foreach i = 0...31 in {
  def B#i : A64Reg<i, "b"#i>, DwarfRegNum<[!add(64, i)]>;
  def H#i : A64Reg<i, "h"#i, [!cast<Register>("B"#i)]>, DwarfRegNum<[!add(64, i)]> { let SubRegIndices = [bsub]; }
  def S#i : A64Reg<i, "s"#i, [!cast<Register>("H"#i)]>, DwarfRegNum<[!add(64, i)]> { let SubRegIndices = [hsub]; }
  def D#i : A64Reg<i, "d"#i, [!cast<Register>("S"#i)]>, DwarfRegNum<[!add(64, i)]> { let SubRegIndices = [ssub]; }
  def Q#i : A64Reg<i, "q"#i, [!cast<Register>("D"#i)]>, DwarfRegNum<[!add(64, i)]> { let SubRegIndices = [dsub]; }
}

// The condition flags.
def NZCV : A64Reg<0, "nzcv">;

// Classes. "sp" classes take SP where the zero register would be; "all"
// classes take both (for copies and printing).
def GPR32    : RegisterClass<"AArch64", [i32], 32, (add (sequence "W%u", 0, 30), WZR)>;
def GPR32sp  : RegisterClass<"AArch64", [i32], 32, (add (sequence "W%u", 0, 30), WSP)>;
def GPR32all : RegisterClass<"AArch64", [i32], 32, (add GPR32, WSP)>;
def GPR64    : RegisterClass<"AArch64", [i64], 64, (add (sequence "X%u", 0, 28), FP, LR, XZR)>;
// The first registers of even/odd pairs (x0, x1 ... x30, xzr; xzr, xzr).
def XSeqPairFirst : RegisterClass<"AArch64", [i64], 64, (add (decimate (sequence "X%u", 0, 28), 2), LR, XZR)>;
// The first registers of even/odd pairs (casp): w30 and x30 pair with zr.
def GPR32Even : RegisterClass<"AArch64", [i32], 32, (add W0, W2, W4, W6, W8, W10, W12, W14, W16, W18, W20, W22, W24,
                                                         W26, W28, W30)> { let isAllocatable = 0; }
def GPR64Even : RegisterClass<"AArch64", [i64], 64, (add X0, X2, X4, X6, X8, X10, X12, X14, X16, X18, X20, X22, X24,
                                                         X26, X28, LR)> { let isAllocatable = 0; }
def GPR64sp  : RegisterClass<"AArch64", [i64], 64, (add (sequence "X%u", 0, 28), FP, LR, SP)>;
def GPR64all : RegisterClass<"AArch64", [i64], 64, (add GPR64, SP)>;
// Registers without the zero register or SP (branch targets, bases of
// memory operands other than SP, ...).
def GPR64common : RegisterClass<"AArch64", [i64], 64, (add (sequence "X%u", 0, 28), FP, LR)>;

def FPR8   : RegisterClass<"AArch64", [untyped], 8, (sequence "B%u", 0, 31)>;
def FPR16  : RegisterClass<"AArch64", [f16], 16, (sequence "H%u", 0, 31)>;
def FPR32  : RegisterClass<"AArch64", [f32, i32], 32, (sequence "S%u", 0, 31)>;
def FPR64  : RegisterClass<"AArch64", [f64, i64, v8i8, v4i16, v2i32], 64, (sequence "D%u", 0, 31)>;
def FPR128 : RegisterClass<"AArch64", [v16i8, v8i16, v4i32, v2i64, v4f32, v2f64], 128, (sequence "Q%u", 0, 31)>;

def CCR : RegisterClass<"AArch64", [i32], 32, (add NZCV)> {
  let CopyCost = -1;
  let isAllocatable = 0;
}

// SVE: the scalable vectors Z0-Z31 (whose low 128 bits are V0-V31), the
// predicates P0-P15, and the same predicates seen as counters, PN0-PN15.
def zsub : SubRegIndex<128>;
foreach i = 0...31 in
  def Z#i : A64Reg<i, "z"#i, [!cast<Register>("Q"#i)]>, DwarfRegNum<[!add(96, i)]> { let SubRegIndices = [zsub]; }
foreach i = 0...15 in {
  def P#i : A64Reg<i, "p"#i>, DwarfRegNum<[!add(48, i)]>;
  def PN#i : A64Reg<i, "pn"#i>, DwarfRegNum<[!add(48, i)]> { let Aliases = [!cast<Register>("P"#i)]; }
}

def ZPR    : RegisterClass<"AArch64", [untyped], 128, (sequence "Z%u", 0, 31)>;
def ZPR_4b : RegisterClass<"AArch64", [untyped], 128, (sequence "Z%u", 0, 15)>;
def ZPR_3b : RegisterClass<"AArch64", [untyped], 128, (sequence "Z%u", 0, 7)>;
// The first registers of SME2's multi-vector groups: a multiple of the
// group's size, or (strided groups) z0-z7 and z16-z23 for pairs eight
// apart, z0-z3 and z16-z19 for fours four apart.
def ZPRMul2 : RegisterClass<"AArch64", [untyped], 128, (decimate ZPR, 2)>;
def ZPRMul4 : RegisterClass<"AArch64", [untyped], 128, (decimate ZPR, 4)>;
def ZPRStrided2 : RegisterClass<"AArch64", [untyped], 128, (add (sequence "Z%u", 0, 7), (sequence "Z%u", 16, 23))>;
def ZPRStrided4 : RegisterClass<"AArch64", [untyped], 128, (add (sequence "Z%u", 0, 3), (sequence "Z%u", 16, 19))>;
def PPR    : RegisterClass<"AArch64", [untyped], 16, (sequence "P%u", 0, 15)>;
def PPRMul2 : RegisterClass<"AArch64", [untyped], 16, (decimate PPR, 2)>;
def PPR_3b : RegisterClass<"AArch64", [untyped], 16, (sequence "P%u", 0, 7)>;
def PNR    : RegisterClass<"AArch64", [untyped], 16, (sequence "PN%u", 0, 15)>;
def PNR_p8to15 : RegisterClass<"AArch64", [untyped], 16, (sequence "PN%u", 8, 15)>;

// SME's ZA array, whole (`za`) and seen as tiles of one element size,
// each written with its size: za0.b, za0.h-za1.h, za0.s-za3.s,
// za0.d-za7.d, za0.q-za15.q.
def ZA : A64Reg<0, "za">;
def ZAB0 : A64Reg<0, "za0.b">;
foreach i = 0...1 in def ZAH#i : A64Reg<i, "za"#i#".h">;
foreach i = 0...3 in def ZAS#i : A64Reg<i, "za"#i#".s">;
foreach i = 0...7 in def ZAD#i : A64Reg<i, "za"#i#".d">;
foreach i = 0...15 in def ZAQ#i : A64Reg<i, "za"#i#".q">;
def MPR   : RegisterClass<"AArch64", [untyped], 2048, (add ZA)>;
def MPR8  : RegisterClass<"AArch64", [untyped], 8, (add ZAB0)>;
def MPR16 : RegisterClass<"AArch64", [untyped], 16, (sequence "ZAH%u", 0, 1)>;
def MPR32 : RegisterClass<"AArch64", [untyped], 32, (sequence "ZAS%u", 0, 3)>;
def MPR64 : RegisterClass<"AArch64", [untyped], 64, (sequence "ZAD%u", 0, 7)>;
def MPR128 : RegisterClass<"AArch64", [untyped], 128, (sequence "ZAQ%u", 0, 15)>;
// SME2's lookup table register.
def ZT0 : A64Reg<0, "zt0">;
def ZTR : RegisterClass<"AArch64", [untyped], 512, (add ZT0)>;
// The registers that select a slice of ZA (their field holds the low
// bits of the number).
def MatrixIndexGPR32_12_15 : RegisterClass<"AArch64", [i32], 32, (sequence "W%u", 12, 15)>;
def MatrixIndexGPR32_8_11 : RegisterClass<"AArch64", [i32], 32, (sequence "W%u", 8, 11)>;
