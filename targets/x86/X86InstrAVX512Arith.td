//===- X86InstrAVX512Arith.td - AVX-512 floating point -----*- tablegen -*-===//
//
// Floating-point arithmetic on packed vectors and scalars (F, DQ, ER,
// FP16): dst = src1 op src2, src1 in EVEX.vvvv, src2 a register, memory
// or a broadcast element (tuple Full: N is the vector, or the element
// when broadcast; scalars Tuple1: N is the element); unary operations
// without EVEX.vvvv; operations with an immediate byte. The 512-bit and
// scalar register forms of rounding operations take `{rn-sae}`...,
// those of the others `{sae}`.
//
//===----------------------------------------------------------------------===//

// A packed binary operation at every length and its scalar form.
multiclass AVX512PackedScalar<string mn, EvexOp packed, EvexOp scalar, AVX512Element elt, string embedded,
                              bit vexTwin, bit commutable, bit imm = 0, bit tied = 0, bit hasScalar = 1,
                              bit scalarLIG = 1> {
  defm P # !cond(!eq(elt.Bits, 16) : "H", !eq(elt.Bits, 32) : "S", true : "D")
      : AVX512BinaryOp<mn # "p" # !cond(!eq(elt.Bits, 16) : "h", !eq(elt.Bits, 32) : "s", true : "d"), packed,
                       AllSame<elt>.L, vexTwin, commutable, "kz", tied, embedded, imm>;
  if hasScalar then
    defm S # !cond(!eq(elt.Bits, 16) : "H", !eq(elt.Bits, 32) : "S", true : "D")
        : AVX512BinaryOp<mn # "s" # !cond(!eq(elt.Bits, 16) : "h", !eq(elt.Bits, 32) : "s", true : "d"), scalar,
                         [Scalar<elt, scalarLIG>], vexTwin, commutable, "kz", tied, embedded, imm>;
}

// The precisions of a binary operation in map 0F: packed single (no
// prefix), packed double (66, W1), scalar single (F3), scalar double
// (F2, W1), which AVX has too; with `fp16`, half precision in map 5
// (packed without prefix, scalar F3).
multiclass AVX512FloatOp<string mn, int opcode, string embedded, bit commutable, bit fp16 = 1> {
  defm "" : AVX512PackedScalar<mn, PS<1, opcode>, XS<1, opcode>, Elt32, embedded, 1, commutable>;
  defm "" : AVX512PackedScalar<mn, PD<1, opcode, 1>, XD<1, opcode, 1>, Elt64, embedded, 1, commutable>;
  if fp16 then
    defm "" : AVX512PackedScalar<mn, PS<5, opcode>, XS<5, opcode>, Elt16, embedded, 0, commutable>;
}
defm VADD : AVX512FloatOp<"vadd", 0x58, "rc", 1>;
defm VMUL : AVX512FloatOp<"vmul", 0x59, "rc", 1>;
defm VSUB : AVX512FloatOp<"vsub", 0x5C, "rc", 0>;
defm VDIV : AVX512FloatOp<"vdiv", 0x5E, "rc", 0>;
defm VMIN : AVX512FloatOp<"vmin", 0x5D, "sae", 0>;
defm VMAX : AVX512FloatOp<"vmax", 0x5F, "sae", 0>;

// Bitwise logic on floating-point vectors (DQ): no scalar forms.
multiclass AVX512FloatLogic<string mn, int opcode, bit commutable> {
  defm PS : AVX512BinaryOp<mn # "ps", PS<1, opcode>, AllSame<Elt32>.L, 1, commutable>;
  defm PD : AVX512BinaryOp<mn # "pd", PD<1, opcode, 1>, AllSame<Elt64>.L, 1, commutable>;
}
defm VAND : AVX512FloatLogic<"vand", 0x54, 1>;
defm VANDN : AVX512FloatLogic<"vandn", 0x55, 0>;
defm VOR : AVX512FloatLogic<"vor", 0x56, 1>;
defm VXOR : AVX512FloatLogic<"vxor", 0x57, 1>;

// Operations of map 0F 38 (66): single W0, double W1, the scalar one at
// opcode + 1; half precision in map 6 (66, W0).
multiclass AVX512Map38Op<string mn, int opcode, string embedded, bit fp16 = 1, bit hasScalar = 1> {
  defm "" : AVX512PackedScalar<mn, PD<2, opcode>, PD<2, !add(opcode, 1)>, Elt32, embedded, 0, 0, 0, 0, hasScalar>;
  defm "" : AVX512PackedScalar<mn, PD<2, opcode, 1>, PD<2, !add(opcode, 1), 1>, Elt64, embedded, 0, 0, 0, 0,
                               hasScalar>;
  if fp16 then
    defm "" : AVX512PackedScalar<mn, PD<6, opcode>, PD<6, !add(opcode, 1)>, Elt16, embedded, 0, 0, 0, 0, hasScalar,
                                 0>;
}
defm VSCALEF : AVX512Map38Op<"vscalef", 0x2C, "rc">;

// Unary packed operations at every length, with the precisions of
// AVX512Map38Op; their scalar forms (opcode + 1) are binary: the upper
// elements come from src1.
multiclass AVX512UnaryFloat<string mn, EvexOp op, AVX512Element elt, string embedded, bit vexTwin,
                            list<VShape> shapes> {
  defm P # !cond(!eq(elt.Bits, 16) : "H", !eq(elt.Bits, 32) : "S", true : "D")
      : AVX512UnaryOp<mn # "p" # !cond(!eq(elt.Bits, 16) : "h", !eq(elt.Bits, 32) : "s", true : "d"), op, shapes,
                      vexTwin, "kz", embedded>;
}
multiclass AVX512Map38Unary<string mn, int opcode, string embedded, bit fp16 = 1, list<AVX512Length> lengths = AllLengths> {
  defm "" : AVX512UnaryFloat<mn, PD<2, opcode>, Elt32, embedded, 0, !foreach(l, lengths, Same<l, Elt32>)>;
  defm "" : AVX512UnaryFloat<mn, PD<2, opcode, 1>, Elt64, embedded, 0, !foreach(l, lengths, Same<l, Elt64>)>;
  if fp16 then
    defm "" : AVX512UnaryFloat<mn, PD<6, opcode>, Elt16, embedded, 0, !foreach(l, lengths, Same<l, Elt16>)>;
}
multiclass AVX512Map38Scalar<string mn, int opcode, string embedded, bit fp16 = 1> {
  defm SS : AVX512BinaryOp<mn # "ss", PD<2, opcode>, [Scalar<Elt32>], 0, 0, "kz", 0, embedded>;
  defm SD : AVX512BinaryOp<mn # "sd", PD<2, opcode, 1>, [Scalar<Elt64>], 0, 0, "kz", 0, embedded>;
  if fp16 then
    defm SH : AVX512BinaryOp<mn # "sh", PD<6, opcode>, [Scalar<Elt16, 0>], 0, 0, "kz", 0, embedded>;
}
defm VGETEXP : AVX512Map38Unary<"vgetexp", 0x42, "sae">;
defm VGETEXP : AVX512Map38Scalar<"vgetexp", 0x43, "sae">;
defm VRCP14 : AVX512Map38Unary<"vrcp14", 0x4C, "", 0>;
defm VRCP14 : AVX512Map38Scalar<"vrcp14", 0x4D, "", 0>;
defm VRSQRT14 : AVX512Map38Unary<"vrsqrt14", 0x4E, "", 0>;
defm VRSQRT14 : AVX512Map38Scalar<"vrsqrt14", 0x4F, "", 0>;
// FP16's approximations have no 14 in their name.
defm VRCPPH : AVX512UnaryOp<"vrcpph", PD<6, 0x4C>, AllSame<Elt16>.L>;
defm VRCPSH : AVX512BinaryOp<"vrcpsh", PD<6, 0x4D>, [Scalar<Elt16>]>;
defm VRSQRTPH : AVX512UnaryOp<"vrsqrtph", PD<6, 0x4E>, AllSame<Elt16>.L>;
defm VRSQRTSH : AVX512BinaryOp<"vrsqrtsh", PD<6, 0x4F>, [Scalar<Elt16>]>;
// AVX-512 ER: 512-bit only, with `{sae}`.
defm VEXP2 : AVX512Map38Unary<"vexp2", 0xC8, "sae", 0, [Z512]>;
defm VRCP28 : AVX512Map38Unary<"vrcp28", 0xCA, "sae", 0, [Z512]>;
defm VRCP28 : AVX512Map38Scalar<"vrcp28", 0xCB, "sae", 0>;
defm VRSQRT28 : AVX512Map38Unary<"vrsqrt28", 0xCC, "sae", 0, [Z512]>;
defm VRSQRT28 : AVX512Map38Scalar<"vrsqrt28", 0xCD, "sae", 0>;

// Square root: packed unary, scalar binary (map 0F 51; FP16 map 5).
defm VSQRTPS : AVX512UnaryOp<"vsqrtps", PS<1, 0x51>, AllSame<Elt32>.L, 1, "kz", "rc">;
defm VSQRTPD : AVX512UnaryOp<"vsqrtpd", PD<1, 0x51, 1>, AllSame<Elt64>.L, 1, "kz", "rc">;
defm VSQRTPH : AVX512UnaryOp<"vsqrtph", PS<5, 0x51>, AllSame<Elt16>.L, 0, "kz", "rc">;
defm VSQRTSS : AVX512BinaryOp<"vsqrtss", XS<1, 0x51>, [Scalar<Elt32>], 1, 0, "kz", 0, "rc">;
defm VSQRTSD : AVX512BinaryOp<"vsqrtsd", XD<1, 0x51, 1>, [Scalar<Elt64>], 1, 0, "kz", 0, "rc">;
defm VSQRTSH : AVX512BinaryOp<"vsqrtsh", XS<5, 0x51>, [Scalar<Elt16>], 0, 0, "kz", 0, "rc">;

// Operations with an immediate byte, map 0F 3A with `{sae}`: single (66,
// W0) and double (66, W1), half precision without prefix; packed ones
// are unary (`unary`) or binary, the scalar ones (opcode `scalar`) binary;
// `doubleStep` is added to the opcodes of double precision.
multiclass AVX512ImmFloat<string mn, int packed, int scalar, bit unary, bit fp16, bit tied = 0, int doubleStep = 0,
                          bit halfLIG = 1> {
  foreach p = !listconcat([[Elt32, PD<3, packed>, PD<3, scalar>],
                           [Elt64, PD<3, !add(packed, doubleStep), 1>, PD<3, !add(scalar, doubleStep), 1>]],
                          !if(fp16, [[Elt16, PS<3, packed>, PS<3, scalar>]], [])) in {
    defvar elt = !cast<AVX512Element>(p[0]);
    defvar suffix = !cond(!eq(elt.Bits, 16) : "h", !eq(elt.Bits, 32) : "s", true : "d");
    if unary then
      defm P # !toupper(suffix) : AVX512UnaryOp<mn # "p" # suffix, !cast<EvexOp>(p[1]), AllSame<elt>.L, 0, "kz",
                                                "sae", 1>;
    else
      defm P # !toupper(suffix) : AVX512BinaryOp<mn # "p" # suffix, !cast<EvexOp>(p[1]), AllSame<elt>.L, 0, 0, "kz",
                                                 tied, "sae", 1>;
    defvar lig = !or(halfLIG, !ne(elt.Bits, 16));
    defm S # !toupper(suffix) : AVX512BinaryOp<mn # "s" # suffix, !cast<EvexOp>(p[2]), [Scalar<elt, lig>], 0, 0, "kz",
                                               tied, "sae", 1>;
  }
}
defm VRNDSCALE : AVX512ImmFloat<"vrndscale", 0x08, 0x0A, 1, 1, 0, 1, 0>;
defm VREDUCE : AVX512ImmFloat<"vreduce", 0x56, 0x57, 1, 1>;
defm VGETMANT : AVX512ImmFloat<"vgetmant", 0x26, 0x27, 1, 1>;
defm VRANGE : AVX512ImmFloat<"vrange", 0x50, 0x51, 0, 0>;
defm VFIXUPIMM : AVX512ImmFloat<"vfixupimm", 0x54, 0x55, 0, 0, 1>;
