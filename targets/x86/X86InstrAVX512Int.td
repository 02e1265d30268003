//===- X86InstrAVX512Int.td - AVX-512 integer operations ---*- tablegen -*-===//
//
// Integer arithmetic, logic, shifts and comparisons on vectors of bytes,
// words (BW), doublewords and quadwords (F), and the smaller extensions
// (CD, IFMA, VBMI, VBMI2, VNNI, BITALG, VPOPCNTDQ). Doubleword and
// quadword operations broadcast an element; byte and word ones do not.
// Most are dst = src1 op src2 with src1 in EVEX.vvvv; comparisons and
// tests write an opmask register and merge only.
//
//===----------------------------------------------------------------------===//

def Elt8NoBcst : AVX512Element<8, i8mem>;

// Integer vectors of each element size at every length: bytes and words
// without broadcast.
class IntShapes<AVX512Element elt> {
  list<VShape> L = AllSame<elt, !gt(elt.Bits, 16)>.L;
}

// A binary operation on one element size, opcode in map `map` (66).
// `wig`: the processor ignores EVEX.W (AVX's byte and word operations).
multiclass AVX512IntOp<string mn, int map, int opcode, AVX512Element elt, bit vexTwin, bit commutable = 0,
                       bit w = !eq(elt.Bits, 64), bit tied = 0, string remark = "",
                       bit wig = !and(vexTwin, !le(elt.Bits, 16))> {
  let VexWIG = wig in
  defm "" : AVX512BinaryOp<mn, PD<map, opcode, w>, IntShapes<elt>.L, vexTwin, commutable, "kz", tied, "", 0, remark>;
}

// Map 0F, 66.
defm VPADDB : AVX512IntOp<"vpaddb", 1, 0xFC, Elt8, 1, 1>;
defm VPADDW : AVX512IntOp<"vpaddw", 1, 0xFD, Elt16, 1, 1>;
defm VPADDD : AVX512IntOp<"vpaddd", 1, 0xFE, Elt32, 1, 1>;
defm VPADDQ : AVX512IntOp<"vpaddq", 1, 0xD4, Elt64, 1, 1>;
defm VPSUBB : AVX512IntOp<"vpsubb", 1, 0xF8, Elt8, 1>;
defm VPSUBW : AVX512IntOp<"vpsubw", 1, 0xF9, Elt16, 1>;
defm VPSUBD : AVX512IntOp<"vpsubd", 1, 0xFA, Elt32, 1>;
defm VPSUBQ : AVX512IntOp<"vpsubq", 1, 0xFB, Elt64, 1>;
defm VPADDSB : AVX512IntOp<"vpaddsb", 1, 0xEC, Elt8, 1, 1>;
defm VPADDSW : AVX512IntOp<"vpaddsw", 1, 0xED, Elt16, 1, 1>;
defm VPADDUSB : AVX512IntOp<"vpaddusb", 1, 0xDC, Elt8, 1, 1>;
defm VPADDUSW : AVX512IntOp<"vpaddusw", 1, 0xDD, Elt16, 1, 1>;
defm VPSUBSB : AVX512IntOp<"vpsubsb", 1, 0xE8, Elt8, 1>;
defm VPSUBSW : AVX512IntOp<"vpsubsw", 1, 0xE9, Elt16, 1>;
defm VPSUBUSB : AVX512IntOp<"vpsubusb", 1, 0xD8, Elt8, 1>;
defm VPSUBUSW : AVX512IntOp<"vpsubusw", 1, 0xD9, Elt16, 1>;
defm VPAVGB : AVX512IntOp<"vpavgb", 1, 0xE0, Elt8, 1, 1>;
defm VPAVGW : AVX512IntOp<"vpavgw", 1, 0xE3, Elt16, 1, 1>;
defm VPMAXSW : AVX512IntOp<"vpmaxsw", 1, 0xEE, Elt16, 1, 1>;
defm VPMAXUB : AVX512IntOp<"vpmaxub", 1, 0xDE, Elt8, 1, 1>;
defm VPMINSW : AVX512IntOp<"vpminsw", 1, 0xEA, Elt16, 1, 1>;
defm VPMINUB : AVX512IntOp<"vpminub", 1, 0xDA, Elt8, 1, 1>;
defm VPMULHUW : AVX512IntOp<"vpmulhuw", 1, 0xE4, Elt16, 1, 1>;
defm VPMULHW : AVX512IntOp<"vpmulhw", 1, 0xE5, Elt16, 1, 1>;
defm VPMULLW : AVX512IntOp<"vpmullw", 1, 0xD5, Elt16, 1, 1>;
defm VPMULUDQ : AVX512IntOp<"vpmuludq", 1, 0xF4, Elt64, 1, 1>;
defm VPMADDWD : AVX512IntOp<"vpmaddwd", 1, 0xF5, Elt16, 1, 1>;
defm VPANDD : AVX512IntOp<"vpandd", 1, 0xDB, Elt32, 0, 1>;
defm VPANDQ : AVX512IntOp<"vpandq", 1, 0xDB, Elt64, 0, 1>;
defm VPANDND : AVX512IntOp<"vpandnd", 1, 0xDF, Elt32, 0>;
defm VPANDNQ : AVX512IntOp<"vpandnq", 1, 0xDF, Elt64, 0>;
defm VPORD : AVX512IntOp<"vpord", 1, 0xEB, Elt32, 0, 1>;
defm VPORQ : AVX512IntOp<"vporq", 1, 0xEB, Elt64, 0, 1>;
defm VPXORD : AVX512IntOp<"vpxord", 1, 0xEF, Elt32, 0, 1>;
defm VPXORQ : AVX512IntOp<"vpxorq", 1, 0xEF, Elt64, 0, 1>;
// Map 0F 38, 66.
defm VPMAXSB : AVX512IntOp<"vpmaxsb", 2, 0x3C, Elt8, 1, 1>;
defm VPMAXSD : AVX512IntOp<"vpmaxsd", 2, 0x3D, Elt32, 1, 1>;
defm VPMAXSQ : AVX512IntOp<"vpmaxsq", 2, 0x3D, Elt64, 0, 1>;
defm VPMAXUW : AVX512IntOp<"vpmaxuw", 2, 0x3E, Elt16, 1, 1>;
defm VPMAXUD : AVX512IntOp<"vpmaxud", 2, 0x3F, Elt32, 1, 1>;
defm VPMAXUQ : AVX512IntOp<"vpmaxuq", 2, 0x3F, Elt64, 0, 1>;
defm VPMINSB : AVX512IntOp<"vpminsb", 2, 0x38, Elt8, 1, 1>;
defm VPMINSD : AVX512IntOp<"vpminsd", 2, 0x39, Elt32, 1, 1>;
defm VPMINSQ : AVX512IntOp<"vpminsq", 2, 0x39, Elt64, 0, 1>;
defm VPMINUW : AVX512IntOp<"vpminuw", 2, 0x3A, Elt16, 1, 1>;
defm VPMINUD : AVX512IntOp<"vpminud", 2, 0x3B, Elt32, 1, 1>;
defm VPMINUQ : AVX512IntOp<"vpminuq", 2, 0x3B, Elt64, 0, 1>;
defm VPMULLD : AVX512IntOp<"vpmulld", 2, 0x40, Elt32, 1, 1>;
defm VPMULLQ : AVX512IntOp<"vpmullq", 2, 0x40, Elt64, 0, 1>;
defm VPMULDQ : AVX512IntOp<"vpmuldq", 2, 0x28, Elt64, 1, 1>;
defm VPMULHRSW : AVX512IntOp<"vpmulhrsw", 2, 0x0B, Elt16, 1, 1>;
defm VPMADDUBSW : AVX512IntOp<"vpmaddubsw", 2, 0x04, Elt8, 1>;
defm VPSHUFB : AVX512IntOp<"vpshufb", 2, 0x00, Elt8, 1>;
defm VPACKUSDW : AVX512IntOp<"vpackusdw", 2, 0x2B, Elt32, 1>;
defm VPSLLVD : AVX512IntOp<"vpsllvd", 2, 0x47, Elt32, 1>;
defm VPSLLVQ : AVX512IntOp<"vpsllvq", 2, 0x47, Elt64, 1>;
defm VPSLLVW : AVX512IntOp<"vpsllvw", 2, 0x12, Elt16, 0, 0, 1>;
defm VPSRAVD : AVX512IntOp<"vpsravd", 2, 0x46, Elt32, 1>;
defm VPSRAVQ : AVX512IntOp<"vpsravq", 2, 0x46, Elt64, 0>;
defm VPSRAVW : AVX512IntOp<"vpsravw", 2, 0x11, Elt16, 0, 0, 1>;
defm VPSRLVD : AVX512IntOp<"vpsrlvd", 2, 0x45, Elt32, 1>;
defm VPSRLVQ : AVX512IntOp<"vpsrlvq", 2, 0x45, Elt64, 1>;
defm VPSRLVW : AVX512IntOp<"vpsrlvw", 2, 0x10, Elt16, 0, 0, 1>;
defm VPROLVD : AVX512IntOp<"vprolvd", 2, 0x15, Elt32, 0>;
defm VPROLVQ : AVX512IntOp<"vprolvq", 2, 0x15, Elt64, 0>;
defm VPRORVD : AVX512IntOp<"vprorvd", 2, 0x14, Elt32, 0>;
defm VPRORVQ : AVX512IntOp<"vprorvq", 2, 0x14, Elt64, 0>;
defm VPMULTISHIFTQB : AVX512IntOp<"vpmultishiftqb", 2, 0x83, Elt64, 0>;
defm VPERMB : AVX512IntOp<"vpermb", 2, 0x8D, Elt8, 0>;
defm VPERMW : AVX512IntOp<"vpermw", 2, 0x8D, Elt16, 0, 0, 1>;
defm VPBLENDMB : AVX512IntOp<"vpblendmb", 2, 0x66, Elt8, 0>;
defm VPBLENDMW : AVX512IntOp<"vpblendmw", 2, 0x66, Elt16, 0, 0, 1>;
defm VPBLENDMD : AVX512IntOp<"vpblendmd", 2, 0x64, Elt32, 0>;
defm VPBLENDMQ : AVX512IntOp<"vpblendmq", 2, 0x64, Elt64, 0>;
defm VBLENDMPS : AVX512IntOp<"vblendmps", 2, 0x65, Elt32, 0>;
defm VBLENDMPD : AVX512IntOp<"vblendmpd", 2, 0x65, Elt64, 0>;
// Packs and unpacks.
defm VPACKSSWB : AVX512IntOp<"vpacksswb", 1, 0x63, Elt16, 1>;
defm VPACKSSDW : AVX512IntOp<"vpackssdw", 1, 0x6B, Elt32, 1>;
defm VPACKUSWB : AVX512IntOp<"vpackuswb", 1, 0x67, Elt16, 1>;

// Permutations from two tables: vpermi2 overwrites the index vector,
// vpermt2 the first table (both tied to the destination).
multiclass AVX512Permute2<string kind, int opcode> {
  defm B : AVX512IntOp<"vperm" # kind # "2b", 2, opcode, Elt8, 0, 0, 0, 1>;
  defm W : AVX512IntOp<"vperm" # kind # "2w", 2, opcode, Elt16, 0, 0, 1, 1>;
  defm D : AVX512IntOp<"vperm" # kind # "2d", 2, !add(opcode, 1), Elt32, 0, 0, 0, 1>;
  defm Q : AVX512IntOp<"vperm" # kind # "2q", 2, !add(opcode, 1), Elt64, 0, 0, 1, 1>;
  defm PS : AVX512IntOp<"vperm" # kind # "2ps", 2, !add(opcode, 2), Elt32, 0, 0, 0, 1>;
  defm PD : AVX512IntOp<"vperm" # kind # "2pd", 2, !add(opcode, 2), Elt64, 0, 0, 1, 1>;
}
defm VPERMI2 : AVX512Permute2<"i", 0x75>;
defm VPERMT2 : AVX512Permute2<"t", 0x7D>;

// Accumulating operations (tied to the destination): IFMA, VNNI, VBMI2's
// variable double shifts.
defm VPMADD52LUQ : AVX512IntOp<"vpmadd52luq", 2, 0xB4, Elt64, 0, 0, 1, 1>;
defm VPMADD52HUQ : AVX512IntOp<"vpmadd52huq", 2, 0xB5, Elt64, 0, 0, 1, 1>;
defm VPDPBUSD : AVX512IntOp<"vpdpbusd", 2, 0x50, Elt32, 0, 0, 0, 1>;
defm VPDPBUSDS : AVX512IntOp<"vpdpbusds", 2, 0x51, Elt32, 0, 0, 0, 1>;
defm VPDPWSSD : AVX512IntOp<"vpdpwssd", 2, 0x52, Elt32, 0, 0, 0, 1>;
defm VPDPWSSDS : AVX512IntOp<"vpdpwssds", 2, 0x53, Elt32, 0, 0, 0, 1>;
defm VPSHLDVW : AVX512IntOp<"vpshldvw", 2, 0x70, Elt16, 0, 0, 1, 1>;
defm VPSHLDVD : AVX512IntOp<"vpshldvd", 2, 0x71, Elt32, 0, 0, 0, 1>;
defm VPSHLDVQ : AVX512IntOp<"vpshldvq", 2, 0x71, Elt64, 0, 0, 1, 1>;
defm VPSHRDVW : AVX512IntOp<"vpshrdvw", 2, 0x72, Elt16, 0, 0, 1, 1>;
defm VPSHRDVD : AVX512IntOp<"vpshrdvd", 2, 0x73, Elt32, 0, 0, 0, 1>;
defm VPSHRDVQ : AVX512IntOp<"vpshrdvq", 2, 0x73, Elt64, 0, 0, 1, 1>;
// BF16: a dot product into single precision, and a conversion of two
// vectors of single precision into one of bfloat16.
defm VDPBF16PS : AVX512BinaryOp<"vdpbf16ps", XS<2, 0x52>, AllSame<Elt32>.L, 0, 0, "kz", 1>;
defm VCVTNE2PS2BF16 : AVX512BinaryOp<"vcvtne2ps2bf16", XD<2, 0x72>, AllSame<Elt32>.L>;
// GFNI: multiplication in GF(2^8).
defm VGF2P8MULB : AVX512IntOp<"vgf2p8mulb", 2, 0xCF, Elt8, 1, 0, 0, 0, "", 0>;

// Operations without masking: VAES and VPCLMULQDQ, and the sum of
// absolute differences.
multiclass AVX512Unmasked<string mn, EvexOp op, bit imm = 0> {
  let VexWIG = 1 in
  defm "" : AVX512BinaryOp<mn, op, AllSame<Elt8NoBcst, 0>.L, 1, 0, "none", 0, "", imm>;
}
defm VAESENC : AVX512Unmasked<"vaesenc", PD<2, 0xDC>>;
defm VAESENCLAST : AVX512Unmasked<"vaesenclast", PD<2, 0xDD>>;
defm VAESDEC : AVX512Unmasked<"vaesdec", PD<2, 0xDE>>;
defm VAESDECLAST : AVX512Unmasked<"vaesdeclast", PD<2, 0xDF>>;
defm VPCLMULQDQ : AVX512Unmasked<"vpclmulqdq", PD<3, 0x44>, 1>;
defm VPSADBW : AVX512Unmasked<"vpsadbw", PD<1, 0xF6>>;
// The products of the low (l) or high (h) quadwords, by name.
foreach s = AllSame<Elt8NoBcst, 0>.L in
foreach q = [0x00, 0x01, 0x10, 0x11] in {
  defvar mn = "vpclmul" # !cond(!eq(q, 0x00) : "lqlq", !eq(q, 0x01) : "hqlq", !eq(q, 0x10) : "lqhq", true : "hqhq") # "dq";
  def : InstAlias<AVX512Asm<mn, ["$src1", "$src2"], "$dst">.S,
                  (!cast<Instruction>("VPCLMULQDQ" # s.Name # "rri") s.Dst:$dst, s.Dst:$src1, s.Src:$src2, q), 0>;
  def : InstAlias<AVX512Asm<mn, ["$src1", "$src2"], "$dst">.S,
                  (!cast<Instruction>("VPCLMULQDQ" # s.Name # "rmi") s.Dst:$dst, s.Dst:$src1, s.Mem:$src2, q), 0>;
}

// Operations with an immediate byte (map 0F 3A, 66).
defm VALIGND : AVX512BinaryOp<"valignd", PD<3, 0x03>, IntShapes<Elt32>.L, 0, 0, "kz", 0, "", 1,
                              ShuffleRemark<"valign", 32>.S, 0, shuffle_imm>;
defm VALIGNQ : AVX512BinaryOp<"valignq", PD<3, 0x03, 1>, IntShapes<Elt64>.L, 0, 0, "kz", 0, "", 1,
                              ShuffleRemark<"valign", 64>.S, 0, shuffle_imm>;
defm VPALIGNR : AVX512BinaryOp<"vpalignr", PD<3, 0x0F>, IntShapes<Elt8>.L, 1, 0, "kz", 0, "", 1,
                               ShuffleRemark<"palignr", 8>.S, 0, shuffle_imm>;
defm VDBPSADBW : AVX512BinaryOp<"vdbpsadbw", PD<3, 0x42>, IntShapes<Elt8>.L, 0, 0, "kz", 0, "", 1>;
defm VPTERNLOGD : AVX512BinaryOp<"vpternlogd", PD<3, 0x25>, IntShapes<Elt32>.L, 0, 0, "kz", 1, "", 1>;
defm VPTERNLOGQ : AVX512BinaryOp<"vpternlogq", PD<3, 0x25, 1>, IntShapes<Elt64>.L, 0, 0, "kz", 1, "", 1>;
defm VPSHLDW : AVX512BinaryOp<"vpshldw", PD<3, 0x70, 1>, IntShapes<Elt16>.L, 0, 0, "kz", 0, "", 1>;
defm VPSHLDD : AVX512BinaryOp<"vpshldd", PD<3, 0x71>, IntShapes<Elt32>.L, 0, 0, "kz", 0, "", 1>;
defm VPSHLDQ : AVX512BinaryOp<"vpshldq", PD<3, 0x71, 1>, IntShapes<Elt64>.L, 0, 0, "kz", 0, "", 1>;
defm VPSHRDW : AVX512BinaryOp<"vpshrdw", PD<3, 0x72, 1>, IntShapes<Elt16>.L, 0, 0, "kz", 0, "", 1>;
defm VPSHRDD : AVX512BinaryOp<"vpshrdd", PD<3, 0x73>, IntShapes<Elt32>.L, 0, 0, "kz", 0, "", 1>;
defm VPSHRDQ : AVX512BinaryOp<"vpshrdq", PD<3, 0x73, 1>, IntShapes<Elt64>.L, 0, 0, "kz", 0, "", 1>;
// llvm-mc compresses no displacement of their broadcasts.
def Elt64Unscaled : AVX512Element<64, f64mem> {
  let BcstN = 1;
}
defm VGF2P8AFFINEQB : AVX512BinaryOp<"vgf2p8affineqb", PD<3, 0xCE, 1>, AllSame<Elt64Unscaled>.L, 1, 0, "kz", 0, "",
                                     1>;
defm VGF2P8AFFINEINVQB : AVX512BinaryOp<"vgf2p8affineinvqb", PD<3, 0xCF, 1>, AllSame<Elt64Unscaled>.L, 1, 0, "kz", 0,
                                        "", 1>;

// Unary integer operations (map 0F 38, 66).
multiclass AVX512IntUnary<string mn, int opcode, AVX512Element elt, bit vexTwin, bit w = !eq(elt.Bits, 64)> {
  let VexWIG = !and(vexTwin, !le(elt.Bits, 16)) in
  defm "" : AVX512UnaryOp<mn, PD<2, opcode, w>, IntShapes<elt>.L, vexTwin>;
}
defm VPABSB : AVX512IntUnary<"vpabsb", 0x1C, Elt8, 1>;
defm VPABSW : AVX512IntUnary<"vpabsw", 0x1D, Elt16, 1>;
defm VPABSD : AVX512IntUnary<"vpabsd", 0x1E, Elt32, 1>;
defm VPABSQ : AVX512IntUnary<"vpabsq", 0x1F, Elt64, 0>;
defm VPCONFLICTD : AVX512IntUnary<"vpconflictd", 0xC4, Elt32, 0>;
defm VPCONFLICTQ : AVX512IntUnary<"vpconflictq", 0xC4, Elt64, 0>;
defm VPLZCNTD : AVX512IntUnary<"vplzcntd", 0x44, Elt32, 0>;
defm VPLZCNTQ : AVX512IntUnary<"vplzcntq", 0x44, Elt64, 0>;
defm VPOPCNTB : AVX512IntUnary<"vpopcntb", 0x54, Elt8, 0>;
defm VPOPCNTW : AVX512IntUnary<"vpopcntw", 0x54, Elt16, 0, 1>;
defm VPOPCNTD : AVX512IntUnary<"vpopcntd", 0x55, Elt32, 0>;
defm VPOPCNTQ : AVX512IntUnary<"vpopcntq", 0x55, Elt64, 0>;

// Shifts of each element by the count in the low quadword of an XMM
// register or a 16-byte memory operand (map 0F, 66; N = 16), and by an
// immediate (opcode 71 words, 72 doublewords, 73 quadwords, with the
// ModRM.reg extension `digit`).
class ShiftByXmm<AVX512Length len> : VShape<len, len.RC, VR128X, f128mem, 16, Elt32, 0>;
multiclass AVX512Shift<string mn, int opcode, int immOpcode, int digit, AVX512Element elt, bit vexTwin,
                       bit w = !eq(elt.Bits, 64)> {
  defm "" : AVX512BinaryOp<mn, PD<1, opcode, w>, [ShiftByXmm<Z512>, ShiftByXmm<Z256>, ShiftByXmm<Z128>], vexTwin>;
  // The processor ignores EVEX.W in the word shifts by an immediate.
  let VexWIG = !eq(elt.Bits, 16) in
  defm "" : AVX512DigitImmOp<mn, PD<1, immOpcode, w>, digit, IntShapes<elt>.L, vexTwin>;
}
defm VPSRLW : AVX512Shift<"vpsrlw", 0xD1, 0x71, 2, Elt16, 1>;
defm VPSRLD : AVX512Shift<"vpsrld", 0xD2, 0x72, 2, Elt32, 1>;
defm VPSRLQ : AVX512Shift<"vpsrlq", 0xD3, 0x73, 2, Elt64, 1>;
defm VPSRAW : AVX512Shift<"vpsraw", 0xE1, 0x71, 4, Elt16, 1>;
defm VPSRAD : AVX512Shift<"vpsrad", 0xE2, 0x72, 4, Elt32, 1>;
defm VPSRAQ : AVX512Shift<"vpsraq", 0xE2, 0x72, 4, Elt64, 0>;
defm VPSLLW : AVX512Shift<"vpsllw", 0xF1, 0x71, 6, Elt16, 1>;
defm VPSLLD : AVX512Shift<"vpslld", 0xF2, 0x72, 6, Elt32, 1>;
defm VPSLLQ : AVX512Shift<"vpsllq", 0xF3, 0x73, 6, Elt64, 1>;
// Rotates by an immediate (72 /0 right, /1 left).
defm VPRORD : AVX512DigitImmOp<"vprord", PD<1, 0x72>, 0, IntShapes<Elt32>.L>;
defm VPRORQ : AVX512DigitImmOp<"vprorq", PD<1, 0x72, 1>, 0, IntShapes<Elt64>.L>;
defm VPROLD : AVX512DigitImmOp<"vprold", PD<1, 0x72>, 1, IntShapes<Elt32>.L>;
defm VPROLQ : AVX512DigitImmOp<"vprolq", PD<1, 0x72, 1>, 1, IntShapes<Elt64>.L>;
// Whole-lane byte shifts (73 /7 left, /3 right), without masking.
let VexWIG = 1 in {
defm VPSLLDQ : AVX512DigitImmOp<"vpslldq", PD<1, 0x73>, 7, IntShapes<Elt8>.L, 1, "none",
                                ShuffleRemark<"pslldq", 8, "src2">.S, shuffle_imm>;
defm VPSRLDQ : AVX512DigitImmOp<"vpsrldq", PD<1, 0x73>, 3, IntShapes<Elt8>.L, 1, "none",
                                ShuffleRemark<"psrldq", 8, "src2">.S, shuffle_imm>;
}

// Shuffles of doublewords by an immediate (map 0F, 70): within lanes
// (66), of the high words (F3) or the low words (F2) of each lane.
defm VPSHUFD : AVX512UnaryOp<"vpshufd", PD<1, 0x70>, IntShapes<Elt32>.L, 1, "kz", "", 1,
                             ShuffleRemark<"pshuf", 32>.S, shuffle_imm>;
let VexWIG = 1 in {
defm VPSHUFHW : AVX512UnaryOp<"vpshufhw", XS<1, 0x70>, IntShapes<Elt16>.L, 1, "kz", "", 1,
                              ShuffleRemark<"pshufhw", 16>.S, shuffle_imm>;
defm VPSHUFLW : AVX512UnaryOp<"vpshuflw", XD<1, 0x70>, IntShapes<Elt16>.L, 1, "kz", "", 1,
                              ShuffleRemark<"pshuflw", 16>.S, shuffle_imm>;
}

// Interleaving the low (L) or high (H) halves of each lane (map 0F, 66).
multiclass AVX512Unpack<string mn, int opcode, AVX512Element elt, bit high> {
  foreach s = IntShapes<elt>.L in
    let VexWIG = !le(elt.Bits, 16) in
    defm "" : AVX512BinaryOp<mn, PD<1, opcode, !eq(elt.Bits, 64)>, [s], 1, 0, "kz", 0, "", 0,
                             AVX512UnpackRemark<s.Len, elt.Bits, high>.S, 0>;
}
defm VPUNPCKLBW : AVX512Unpack<"vpunpcklbw", 0x60, Elt8, 0>;
defm VPUNPCKLWD : AVX512Unpack<"vpunpcklwd", 0x61, Elt16, 0>;
defm VPUNPCKLDQ : AVX512Unpack<"vpunpckldq", 0x62, Elt32, 0>;
defm VPUNPCKLQDQ : AVX512Unpack<"vpunpcklqdq", 0x6C, Elt64, 0>;
defm VPUNPCKHBW : AVX512Unpack<"vpunpckhbw", 0x68, Elt8, 1>;
defm VPUNPCKHWD : AVX512Unpack<"vpunpckhwd", 0x69, Elt16, 1>;
defm VPUNPCKHDQ : AVX512Unpack<"vpunpckhdq", 0x6A, Elt32, 1>;
defm VPUNPCKHQDQ : AVX512Unpack<"vpunpckhqdq", 0x6D, Elt64, 1>;
