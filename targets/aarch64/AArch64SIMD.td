//===- AArch64SIMD.td - Advanced SIMD arithmetic for tdc ------------------===//
//
// Vector and scalar forms of the three-register, two-register,
// across-lanes and pairwise groups. Record names are the mnemonic's group
// (ADD, FMLA, ...) then v and the arrangement (ADDv4s) or s and the
// scalar size (ADDsd).
//
//===----------------------------------------------------------------------===//

// An arrangement: Q, the size field, the operand, and its name.
class Arr<bit q, bits<2> size, DAGOperand v, string name, int esize> {
  bit Q = q;
  bits<2> Size = size;
  DAGOperand V = v;
  string Name = name;
  int Esize = esize;
}
def Arr8B  : Arr<0, 0b00, V8B, "8b", 8>;
def Arr16B : Arr<1, 0b00, V16B, "16b", 8>;
def Arr4H  : Arr<0, 0b01, V4H, "4h", 16>;
def Arr8H  : Arr<1, 0b01, V8H, "8h", 16>;
def Arr2S  : Arr<0, 0b10, V2S, "2s", 32>;
def Arr4S  : Arr<1, 0b10, V4S, "4s", 32>;
def Arr2D  : Arr<1, 0b11, V2D, "2d", 64>;
defvar ArrB = [Arr8B, Arr16B];
defvar ArrBH = [Arr8B, Arr16B, Arr4H, Arr8H];
defvar ArrHS = [Arr4H, Arr8H, Arr2S, Arr4S];
defvar ArrBHS = [Arr8B, Arr16B, Arr4H, Arr8H, Arr2S, Arr4S];
defvar ArrBHSD = [Arr8B, Arr16B, Arr4H, Arr8H, Arr2S, Arr4S, Arr2D];

// A scalar size: the size field and the register class.
class Scl<bits<2> size, RegisterClass rc, string name, int esize> {
  bits<2> Size = size;
  RegisterClass R = rc;
  string Name = name;
  int Esize = esize;
}
def SclB : Scl<0b00, FPR8, "b", 8>;
def SclH : Scl<0b01, FPR16, "h", 16>;
def SclS : Scl<0b10, FPR32, "s", 32>;
def SclD : Scl<0b11, FPR64, "d", 64>;
defvar SclBHSD = [SclB, SclH, SclS, SclD];

// A widening pair: the wide and the narrow arrangement, Q and size of the
// narrow one, and "2" for the forms that read the upper half.
class Wide<bit q, bits<2> size, DAGOperand wide, DAGOperand narrow, string name, string two, int esize> {
  bit Q = q;
  bits<2> Size = size;
  DAGOperand W = wide;
  DAGOperand N = narrow;
  string Name = name;
  string Two = two;
  // The narrow element's size.
  int Esize = esize;
}
def W8H8B  : Wide<0, 0b00, V8H, V8B, "8h", "", 8>;
def W8H16B : Wide<1, 0b00, V8H, V16B, "8h2", "2", 8>;
def W4S4H  : Wide<0, 0b01, V4S, V4H, "4s", "", 16>;
def W4S8H  : Wide<1, 0b01, V4S, V8H, "4s2", "2", 16>;
def W2D2S  : Wide<0, 0b10, V2D, V2S, "2d", "", 32>;
def W2D4S  : Wide<1, 0b10, V2D, V4S, "2d2", "2", 32>;
defvar WideBHS = [W8H8B, W8H16B, W4S4H, W4S8H, W2D2S, W2D4S];
defvar WideHS = [W4S4H, W4S8H, W2D2S, W2D4S];

// The encoding classes require NEON themselves: a `let` around the
// defms below would override the fullfp16 predicates of their half
// precision forms.

//===-- Three registers of one arrangement ---------------------------------===//

multiclass Three<bit U, bits<5> opcode, string mnemonic, list<Arr> arrs, bit tied = 0> {
  foreach a = arrs in
    def v # a.Name : SIMD3<0, a.Q, U, a.Size, 1, {opcode, 1}, mnemonic, a.V, a.V, a.V, tied>;
}

// Scalar forms of the same operation.
multiclass ThreeScalar<bit U, bits<5> opcode, string mnemonic, list<Scl> sizes> {
  foreach sc = sizes in
    def s # sc.Name : SIMD3<1, 0, U, sc.Size, 1, {opcode, 1}, mnemonic, sc.R, sc.R, sc.R>;
}

defm SHADD   : Three<0, 0b00000, "shadd", ArrBHS>;
defm UHADD   : Three<1, 0b00000, "uhadd", ArrBHS>;
defm SQADD   : Three<0, 0b00001, "sqadd", ArrBHSD>;
defm UQADD   : Three<1, 0b00001, "uqadd", ArrBHSD>;
defm SRHADD  : Three<0, 0b00010, "srhadd", ArrBHS>;
defm URHADD  : Three<1, 0b00010, "urhadd", ArrBHS>;
defm SHSUB   : Three<0, 0b00100, "shsub", ArrBHS>;
defm UHSUB   : Three<1, 0b00100, "uhsub", ArrBHS>;
defm SQSUB   : Three<0, 0b00101, "sqsub", ArrBHSD>;
defm UQSUB   : Three<1, 0b00101, "uqsub", ArrBHSD>;
defm CMGT    : Three<0, 0b00110, "cmgt", ArrBHSD>;
defm CMHI    : Three<1, 0b00110, "cmhi", ArrBHSD>;
defm CMGE    : Three<0, 0b00111, "cmge", ArrBHSD>;
defm CMHS    : Three<1, 0b00111, "cmhs", ArrBHSD>;
defm SSHL    : Three<0, 0b01000, "sshl", ArrBHSD>;
defm USHL    : Three<1, 0b01000, "ushl", ArrBHSD>;
defm SQSHL   : Three<0, 0b01001, "sqshl", ArrBHSD>;
defm UQSHL   : Three<1, 0b01001, "uqshl", ArrBHSD>;
defm SRSHL   : Three<0, 0b01010, "srshl", ArrBHSD>;
defm URSHL   : Three<1, 0b01010, "urshl", ArrBHSD>;
defm SQRSHL  : Three<0, 0b01011, "sqrshl", ArrBHSD>;
defm UQRSHL  : Three<1, 0b01011, "uqrshl", ArrBHSD>;
defm SMAX    : Three<0, 0b01100, "smax", ArrBHS>;
defm UMAX    : Three<1, 0b01100, "umax", ArrBHS>;
defm SMIN    : Three<0, 0b01101, "smin", ArrBHS>;
defm UMIN    : Three<1, 0b01101, "umin", ArrBHS>;
defm SABD    : Three<0, 0b01110, "sabd", ArrBHS>;
defm UABD    : Three<1, 0b01110, "uabd", ArrBHS>;
defm SABA    : Three<0, 0b01111, "saba", ArrBHS, 1>;
defm UABA    : Three<1, 0b01111, "uaba", ArrBHS, 1>;
defm ADD     : Three<0, 0b10000, "add", ArrBHSD>;
defm SUB     : Three<1, 0b10000, "sub", ArrBHSD>;
defm CMTST   : Three<0, 0b10001, "cmtst", ArrBHSD>;
defm CMEQ    : Three<1, 0b10001, "cmeq", ArrBHSD>;
defm MLA     : Three<0, 0b10010, "mla", ArrBHS, 1>;
defm MLS     : Three<1, 0b10010, "mls", ArrBHS, 1>;
defm MUL     : Three<0, 0b10011, "mul", ArrBHS>;
defm PMUL    : Three<1, 0b10011, "pmul", ArrB>;
defm SMAXP   : Three<0, 0b10100, "smaxp", ArrBHS>;
defm UMAXP   : Three<1, 0b10100, "umaxp", ArrBHS>;
defm SMINP   : Three<0, 0b10101, "sminp", ArrBHS>;
defm UMINP   : Three<1, 0b10101, "uminp", ArrBHS>;
defm SQDMULH : Three<0, 0b10110, "sqdmulh", ArrHS>;
defm SQRDMULH : Three<1, 0b10110, "sqrdmulh", ArrHS>;
defm ADDP    : Three<0, 0b10111, "addp", ArrBHSD>;

defm SQADD   : ThreeScalar<0, 0b00001, "sqadd", [SclB, SclH, SclS, SclD]>;
defm UQADD   : ThreeScalar<1, 0b00001, "uqadd", [SclB, SclH, SclS, SclD]>;
defm SQSUB   : ThreeScalar<0, 0b00101, "sqsub", [SclB, SclH, SclS, SclD]>;
defm UQSUB   : ThreeScalar<1, 0b00101, "uqsub", [SclB, SclH, SclS, SclD]>;
defm CMGT    : ThreeScalar<0, 0b00110, "cmgt", [SclD]>;
defm CMHI    : ThreeScalar<1, 0b00110, "cmhi", [SclD]>;
defm CMGE    : ThreeScalar<0, 0b00111, "cmge", [SclD]>;
defm CMHS    : ThreeScalar<1, 0b00111, "cmhs", [SclD]>;
defm SSHL    : ThreeScalar<0, 0b01000, "sshl", [SclD]>;
defm USHL    : ThreeScalar<1, 0b01000, "ushl", [SclD]>;
defm SQSHL   : ThreeScalar<0, 0b01001, "sqshl", [SclB, SclH, SclS, SclD]>;
defm UQSHL   : ThreeScalar<1, 0b01001, "uqshl", [SclB, SclH, SclS, SclD]>;
defm SRSHL   : ThreeScalar<0, 0b01010, "srshl", [SclD]>;
defm URSHL   : ThreeScalar<1, 0b01010, "urshl", [SclD]>;
defm SQRSHL  : ThreeScalar<0, 0b01011, "sqrshl", [SclB, SclH, SclS, SclD]>;
defm UQRSHL  : ThreeScalar<1, 0b01011, "uqrshl", [SclB, SclH, SclS, SclD]>;
defm ADD     : ThreeScalar<0, 0b10000, "add", [SclD]>;
defm SUB     : ThreeScalar<1, 0b10000, "sub", [SclD]>;
defm CMTST   : ThreeScalar<0, 0b10001, "cmtst", [SclD]>;
defm CMEQ    : ThreeScalar<1, 0b10001, "cmeq", [SclD]>;
defm SQDMULH : ThreeScalar<0, 0b10110, "sqdmulh", [SclH, SclS]>;
defm SQRDMULH : ThreeScalar<1, 0b10110, "sqrdmulh", [SclH, SclS]>;

// Bitwise operations: the size field selects the operation.
multiclass Bitwise<bit U, bits<2> op, string mnemonic, bit tied = 0> {
  def v8b  : SIMD3<0, 0, U, op, 1, 0b000111, mnemonic, V8B, V8B, V8B, tied>;
  def v16b : SIMD3<0, 1, U, op, 1, 0b000111, mnemonic, V16B, V16B, V16B, tied>;
}
defm AND : Bitwise<0, 0b00, "and">;
defm BIC : Bitwise<0, 0b01, "bic">;
defm ORR : Bitwise<0, 0b10, "orr">;
defm ORN : Bitwise<0, 0b11, "orn">;
defm EOR : Bitwise<1, 0b00, "eor">;
defm BSL : Bitwise<1, 0b01, "bsl", 1>;
defm BIT : Bitwise<1, 0b10, "bit", 1>;
defm BIF : Bitwise<1, 0b11, "bif", 1>;

// orr of a register with itself is a move (other arrangements are
// accepted for it and print as .8b or .16b).
// (Aliases spell Apple's syntax, `mov.16b v0, v1`, as instructions do.)
def : InstAlias<"mov{|.8b}\t$Rd, $Rn", (ORRv8b V8B:$Rd, V8B:$Rn, V8B:$Rn)>;
def : InstAlias<"mov{|.16b}\t$Rd, $Rn", (ORRv16b V16B:$Rd, V16B:$Rn, V16B:$Rn)>;
foreach a = [[V4H, V8H], [V2S, V4S], [V1D, V2D]] in {
  def : InstAlias<"mov{|." # a[0].MnemonicSuffix # "}\t$Rd, $Rn", (ORRv8b a[0]:$Rd, a[0]:$Rn, a[0]:$Rn), 0>;
  def : InstAlias<"mov{|." # a[1].MnemonicSuffix # "}\t$Rd, $Rn", (ORRv16b a[1]:$Rd, a[1]:$Rn, a[1]:$Rn), 0>;
}

//===-- Floating-point three registers -------------------------------------===//
//
// size is a:sz; the half-precision forms (fullfp16) have their own group
// with a 3-bit opcode, the low bits of the others'.

multiclass FThree<bit U, bit a, bits<5> opcode, string mnemonic, bit tied = 0> {
  def v2s : SIMD3<0, 0, U, {a, 0}, 1, {opcode, 1}, mnemonic, V2S, V2S, V2S, tied>;
  def v4s : SIMD3<0, 1, U, {a, 0}, 1, {opcode, 1}, mnemonic, V4S, V4S, V4S, tied>;
  def v2d : SIMD3<0, 1, U, {a, 1}, 1, {opcode, 1}, mnemonic, V2D, V2D, V2D, tied>;
  let Predicates = [HasNEON, HasFullFP16] in {
    def v4h : SIMD3<0, 0, U, {a, 1}, 0, {0b00, opcode{2-0}, 1}, mnemonic, V4H, V4H, V4H, tied>;
    def v8h : SIMD3<0, 1, U, {a, 1}, 0, {0b00, opcode{2-0}, 1}, mnemonic, V8H, V8H, V8H, tied>;
  }
}

multiclass FThreeScalar<bit U, bit a, bits<5> opcode, string mnemonic> {
  def ss : SIMD3<1, 0, U, {a, 0}, 1, {opcode, 1}, mnemonic, FPR32, FPR32, FPR32>;
  def sd : SIMD3<1, 0, U, {a, 1}, 1, {opcode, 1}, mnemonic, FPR64, FPR64, FPR64>;
  let Predicates = [HasNEON, HasFullFP16] in
    def sh : SIMD3<1, 0, U, {a, 1}, 0, {0b00, opcode{2-0}, 1}, mnemonic, FPR16, FPR16, FPR16>;
}

defm FMAXNM  : FThree<0, 0, 0b11000, "fmaxnm">;
defm FMLA    : FThree<0, 0, 0b11001, "fmla", 1>;
defm FADD    : FThree<0, 0, 0b11010, "fadd">;
defm FMULX   : FThree<0, 0, 0b11011, "fmulx">;
defm FCMEQ   : FThree<0, 0, 0b11100, "fcmeq">;
defm FMAX    : FThree<0, 0, 0b11110, "fmax">;
defm FRECPS  : FThree<0, 0, 0b11111, "frecps">;
defm FMINNM  : FThree<0, 1, 0b11000, "fminnm">;
defm FMLS    : FThree<0, 1, 0b11001, "fmls", 1>;
defm FSUB    : FThree<0, 1, 0b11010, "fsub">;
defm FMIN    : FThree<0, 1, 0b11110, "fmin">;
defm FRSQRTS : FThree<0, 1, 0b11111, "frsqrts">;
defm FMAXNMP : FThree<1, 0, 0b11000, "fmaxnmp">;
defm FADDP   : FThree<1, 0, 0b11010, "faddp">;
defm FMUL    : FThree<1, 0, 0b11011, "fmul">;
defm FCMGE   : FThree<1, 0, 0b11100, "fcmge">;
defm FACGE   : FThree<1, 0, 0b11101, "facge">;
defm FMAXP   : FThree<1, 0, 0b11110, "fmaxp">;
defm FDIV    : FThree<1, 0, 0b11111, "fdiv">;
defm FMINNMP : FThree<1, 1, 0b11000, "fminnmp">;
defm FABD    : FThree<1, 1, 0b11010, "fabd">;
defm FCMGT   : FThree<1, 1, 0b11100, "fcmgt">;
defm FACGT   : FThree<1, 1, 0b11101, "facgt">;
defm FMINP   : FThree<1, 1, 0b11110, "fminp">;

defm FMULX   : FThreeScalar<0, 0, 0b11011, "fmulx">;
defm FCMEQ   : FThreeScalar<0, 0, 0b11100, "fcmeq">;
defm FRECPS  : FThreeScalar<0, 0, 0b11111, "frecps">;
defm FRSQRTS : FThreeScalar<0, 1, 0b11111, "frsqrts">;
defm FCMGE   : FThreeScalar<1, 0, 0b11100, "fcmge">;
defm FACGE   : FThreeScalar<1, 0, 0b11101, "facge">;
defm FABD    : FThreeScalar<1, 1, 0b11010, "fabd">;
defm FCMGT   : FThreeScalar<1, 1, 0b11100, "fcmgt">;
defm FACGT   : FThreeScalar<1, 1, 0b11101, "facgt">;

// Comparisons the other way round: fcmle is fcmge with the sources swapped.
multiclass FCompareSwapped<string mnemonic, string inst> {
  foreach a = ["2s", "4s", "2d"] in
    def : InstAlias<mnemonic # "{|." # a # "}\t$Rd, $Rn, $Rm",
                    (!cast<Instruction>(inst # "v" # a) !cast<DAGOperand>("V" # !toupper(a)):$Rd,
                     !cast<DAGOperand>("V" # !toupper(a)):$Rm, !cast<DAGOperand>("V" # !toupper(a)):$Rn), 0>;
  let Predicates = [HasFullFP16] in
  foreach a = ["4h", "8h"] in
    def : InstAlias<mnemonic # "{|." # a # "}\t$Rd, $Rn, $Rm",
                    (!cast<Instruction>(inst # "v" # a) !cast<DAGOperand>("V" # !toupper(a)):$Rd,
                     !cast<DAGOperand>("V" # !toupper(a)):$Rm, !cast<DAGOperand>("V" # !toupper(a)):$Rn), 0>;
  // The scalar forms of single and double precision (llvm-mc has no half).
  def : InstAlias<mnemonic # "\t$Rd, $Rn, $Rm", (!cast<Instruction>(inst # "ss") FPR32:$Rd, FPR32:$Rm, FPR32:$Rn), 0>;
  def : InstAlias<mnemonic # "\t$Rd, $Rn, $Rm", (!cast<Instruction>(inst # "sd") FPR64:$Rd, FPR64:$Rm, FPR64:$Rn), 0>;
}
defm : FCompareSwapped<"fcmle", "FCMGE">;
defm : FCompareSwapped<"fcmlt", "FCMGT">;
defm : FCompareSwapped<"facle", "FACGE">;
defm : FCompareSwapped<"faclt", "FACGT">;

multiclass CompareSwapped<string mnemonic, string inst> {
  foreach a = ArrBHSD in
    def : InstAlias<mnemonic # "{|." # a.V.MnemonicSuffix # "}\t$Rd, $Rn, $Rm",
                    (!cast<Instruction>(inst # "v" # a.Name) a.V:$Rd, a.V:$Rm, a.V:$Rn), 0>;
  def : InstAlias<mnemonic # "\t$Rd, $Rn, $Rm", (!cast<Instruction>(inst # "sd") FPR64:$Rd, FPR64:$Rm, FPR64:$Rn), 0>;
}
defm : CompareSwapped<"cmls", "CMHS">;
defm : CompareSwapped<"cmlo", "CMHI">;
defm : CompareSwapped<"cmle", "CMGE">;
defm : CompareSwapped<"cmlt", "CMGT">;

//===-- Three registers, different arrangements ----------------------------===//

// Long: a wide result from two narrow sources.
multiclass Long<bit U, bits<4> opcode, string mnemonic, list<Wide> ws, bit tied = 0> {
  foreach w = ws in
    def v # w.Name : SIMD3<0, w.Q, U, w.Size, 1, {opcode, 0b00}, mnemonic # w.Two, w.W, w.N, w.N, tied>;
}
// Wide: a wide result from a wide and a narrow source.
multiclass WideOp<bit U, bits<4> opcode, string mnemonic> {
  foreach w = WideBHS in
    def v # w.Name : SIMD3<0, w.Q, U, w.Size, 1, {opcode, 0b00}, mnemonic # w.Two, w.W, w.W, w.N>;
}
// Narrow: a narrow result (the upper half for "2", which keeps the lower)
// from two wide sources.
multiclass Narrow<bit U, bits<4> opcode, string mnemonic> {
  foreach w = WideBHS in
    def v # w.Name : SIMD3<0, w.Q, U, w.Size, 1, {opcode, 0b00}, mnemonic # w.Two, w.N, w.W, w.W, w.Q>;
}

defm SADDL   : Long<0, 0b0000, "saddl", WideBHS>;
defm UADDL   : Long<1, 0b0000, "uaddl", WideBHS>;
defm SADDW   : WideOp<0, 0b0001, "saddw">;
defm UADDW   : WideOp<1, 0b0001, "uaddw">;
defm SSUBL   : Long<0, 0b0010, "ssubl", WideBHS>;
defm USUBL   : Long<1, 0b0010, "usubl", WideBHS>;
defm SSUBW   : WideOp<0, 0b0011, "ssubw">;
defm USUBW   : WideOp<1, 0b0011, "usubw">;
defm ADDHN   : Narrow<0, 0b0100, "addhn">;
defm RADDHN  : Narrow<1, 0b0100, "raddhn">;
defm SABAL   : Long<0, 0b0101, "sabal", WideBHS, 1>;
defm UABAL   : Long<1, 0b0101, "uabal", WideBHS, 1>;
defm SUBHN   : Narrow<0, 0b0110, "subhn">;
defm RSUBHN  : Narrow<1, 0b0110, "rsubhn">;
defm SABDL   : Long<0, 0b0111, "sabdl", WideBHS>;
defm UABDL   : Long<1, 0b0111, "uabdl", WideBHS>;
defm SMLAL   : Long<0, 0b1000, "smlal", WideBHS, 1>;
defm UMLAL   : Long<1, 0b1000, "umlal", WideBHS, 1>;
defm SQDMLAL : Long<0, 0b1001, "sqdmlal", WideHS, 1>;
defm SMLSL   : Long<0, 0b1010, "smlsl", WideBHS, 1>;
defm UMLSL   : Long<1, 0b1010, "umlsl", WideBHS, 1>;
defm SQDMLSL : Long<0, 0b1011, "sqdmlsl", WideHS, 1>;
defm SMULL   : Long<0, 0b1100, "smull", WideBHS>;
defm UMULL   : Long<1, 0b1100, "umull", WideBHS>;
defm SQDMULL : Long<0, 0b1101, "sqdmull", WideHS>;
defm PMULL   : Long<0, 0b1110, "pmull", [W8H8B, W8H16B]>;
let Predicates = [HasNEON, HasAES] in {
  def PMULLv1q : SIMD3<0, 0, 0, 0b11, 1, 0b111000, "pmull", V1Q, V1D, V1D>;
  def PMULLv1q2 : SIMD3<0, 1, 0, 0b11, 1, 0b111000, "pmull2", V1Q, V2D, V2D>;
}

// Scalar long forms: sqdmull s0, h1, h2 and the like.
multiclass LongScalar<bits<4> opcode, string mnemonic, bit tied = 0> {
  def sh : SIMD3<1, 0, 0, 0b01, 1, {opcode, 0b00}, mnemonic, FPR32, FPR16, FPR16, tied>;
  def ss : SIMD3<1, 0, 0, 0b10, 1, {opcode, 0b00}, mnemonic, FPR64, FPR32, FPR32, tied>;
}
defm SQDMLAL : LongScalar<0b1001, "sqdmlal", 1>;
defm SQDMLSL : LongScalar<0b1011, "sqdmlsl", 1>;
defm SQDMULL : LongScalar<0b1101, "sqdmull">;

//===-- Permutes, extract and table lookups --------------------------------===//

multiclass Permute<bits<3> opcode, string mnemonic> {
  foreach a = ArrBHSD in
    def v # a.Name : SIMD3<0, a.Q, 0, a.Size, 0, {0, opcode, 0b10}, mnemonic, a.V, a.V, a.V>;
}
defm UZP1 : Permute<0b001, "uzp1">;
defm TRN1 : Permute<0b010, "trn1">;
defm ZIP1 : Permute<0b011, "zip1">;
defm UZP2 : Permute<0b101, "uzp2">;
defm TRN2 : Permute<0b110, "trn2">;
defm ZIP2 : Permute<0b111, "zip2">;

// ext: 0 Q 101110 000 Rm 0 imm4 0 Rn Rd; the index counts bytes.
class VecExtract<bit Q, DAGOperand vt, Operand index>
    : A64Inst<(outs vt:$Rd), (ins vt:$Rn, vt:$Rm, index:$imm), "ext", "$Rd, $Rn, $Rm, $imm"> {
  bits<5> Rd;
  bits<5> Rn;
  bits<5> Rm;
  bits<4> imm;
  let Inst{31} = 0;
  let Inst{30} = Q;
  let Inst{29-21} = 0b101110000;
  let Inst{20-16} = Rm;
  let Inst{15} = 0;
  let Inst{14-11} = imm;
  let Inst{10} = 0;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Rd;
}
def EXTv8b  : VecExtract<0, V8B, imm0_7>;
def EXTv16b : VecExtract<1, V16B, imm0_15>;

// tbl and tbx: 0 Q 001110 000 Rm 0 len op 00 Rn Rd, Rn the table of len+1
// registers.
foreach n = 1...4 in {
  foreach op = ["tbl", "tbx"] in {
    defvar x = !eq(op, "tbx");
    defvar bits15_10 = !or(!shl(!sub(n, 1), 3), !shl(x, 2));
    defvar table = !cast<DAGOperand>("VecList" # n # "x16b");
    def !toupper(op) # v8b # n  : SIMD3<0, 0, 0, 0b00, 0, bits15_10, op, V8B, table, V8B, x>;
    def !toupper(op) # v16b # n : SIMD3<0, 1, 0, 0b00, 0, bits15_10, op, V16B, table, V16B, x>;
  }
}

