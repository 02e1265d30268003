//===- X86InstrAVX512Convert.td - AVX-512 conversions ------*- tablegen -*-===//
//
// Conversions between integers and floating point, and between
// precisions: packed (elements of one size into elements of another, the
// vector length that of the wider side), scalar, and between scalars and
// general registers. A narrowing conversion from memory names the source
// size in its mnemonic when the destination is an XMM register
// (`vcvtpd2dqx`, `y`, `z`): the register would not tell.
//
//===----------------------------------------------------------------------===//

// Registers and memory operands by size in bytes.
class RegOfBytes<int n> {
  RegisterClass RC = !cond(!eq(n, 64) : VR512, !eq(n, 32) : VR256X, true : VR128X);
}
class MemOfBytes<int n> {
  Operand M = !cond(!eq(n, 2) : i16mem, !eq(n, 4) : f32mem, !eq(n, 8) : f64mem, !eq(n, 16) : f128mem,
                    !eq(n, 32) : f256mem, true : f512mem);
}

// A packed conversion from elements of `srcBits` to elements of
// `dstBits`, at each length (the wider side's): register, memory and
// (`bcst`) broadcast forms, `embedded` on the 512-bit register form.
// The suffixed mnemonic's broadcast (`bcstAlias`) is as if of 64-bit
// elements for FP16's narrowings from 32 bits (`vcvtdq2phx (%rax){1to2}`
// broadcasts a doubleword to four: llvm-mc's spelling).
multiclass AVX512Convert<string mn, EvexOp op, int srcBits, int dstBits, string embedded, bit vexTwin,
                         list<AVX512Length> lengths = AllLengths, bit bcst = 1, string bcstAlias = "yes"> {
  defvar elt = !cond(!eq(srcBits, 16) : Elt16, !eq(srcBits, 32) : Elt32, true : Elt64);
  foreach len = lengths in {
    defvar widening = !ge(dstBits, srcBits);
    // The narrower side's size in bytes (16 at least).
    defvar other = !if(widening, !div(!mul(len.Bytes, srcBits), dstBits), !div(!mul(len.Bytes, dstBits), srcBits));
    defvar dst = !if(widening, len.RC, RegOfBytes<other>.RC);
    defvar src = !if(widening, RegOfBytes<other>.RC, len.RC);
    defvar memBytes = !if(widening, other, len.Bytes);
    defvar count = !div(!mul(len.Bytes, 8), !if(widening, dstBits, srcBits));
    // From memory into an XMM register, a narrowing one says its source size.
    defvar memMn = !if(!and(!not(widening), !le(other, 16)),
                       mn # !cond(!eq(len.Bytes, 16) : "{x}", !eq(len.Bytes, 32) : "{y}", true : "{z}"), mn);
    defvar prefers = !and(vexTwin, !ne(len.Name, "Z"));
    defm len.Name # rr : AVX512Masked<op, MRMSrcReg, len, dst, (ins src:$src), mn, ["$src"], 1, 0, prefers>;
    let mayLoad = 1 in {
      defm len.Name # rm : AVX512Masked<op, MRMSrcMem, len, dst, (ins MemOfBytes<memBytes>.M:$src), memMn, ["$src"],
                                        memBytes, 0, prefers>;
      if bcst then
        defm len.Name # rmb : AVX512Masked<op, MRMSrcMem, len, dst, (ins elt.Mem:$src), mn,
                                           ["${src}{1to" # count # "}"], elt.Bytes, 1>;
    }
    if !eq(len.Name, "Z") then
      defm "" : AVX512EmbeddedForm<mn, op, VShape<len, dst, src, len.Mem, 64, elt, 0>, embedded, (ins src:$src),
                                   ["$src"], 0, "kz", 0>;
    // The suffixed mnemonic is taken for the register and broadcast
    // forms too.
    if !ne(memMn, mn) then
      defm "" : AVX512SpelledAs<memMn, NAME # len.Name, dst, src, !if(!eq(bcstAlias, "as64"), f64mem, elt.Mem),
                                "{1to" # !if(!eq(bcstAlias, "as64"), !div(count, 2), count) # "}",
                                !and(bcst, !ne(bcstAlias, "no"))>;
  }
}

// Between integers (d: doublewords, q: quadwords, u: unsigned) and
// single or double precision, map 0F. The truncating ones (`tt`) take
// {sae}, the others {rn-sae}.
defm VCVTDQ2PS : AVX512Convert<"vcvtdq2ps", PS<1, 0x5B>, 32, 32, "rc", 1>;
defm VCVTPS2DQ : AVX512Convert<"vcvtps2dq", PD<1, 0x5B>, 32, 32, "rc", 1>;
defm VCVTTPS2DQ : AVX512Convert<"vcvttps2dq", XS<1, 0x5B>, 32, 32, "sae", 1>;
defm VCVTUDQ2PS : AVX512Convert<"vcvtudq2ps", XD<1, 0x7A>, 32, 32, "rc", 0>;
defm VCVTPS2UDQ : AVX512Convert<"vcvtps2udq", PS<1, 0x79>, 32, 32, "rc", 0>;
defm VCVTTPS2UDQ : AVX512Convert<"vcvttps2udq", PS<1, 0x78>, 32, 32, "sae", 0>;
defm VCVTQQ2PD : AVX512Convert<"vcvtqq2pd", XS<1, 0xE6, 1>, 64, 64, "rc", 0>;
defm VCVTPD2QQ : AVX512Convert<"vcvtpd2qq", PD<1, 0x7B, 1>, 64, 64, "rc", 0>;
defm VCVTTPD2QQ : AVX512Convert<"vcvttpd2qq", PD<1, 0x7A, 1>, 64, 64, "sae", 0>;
defm VCVTUQQ2PD : AVX512Convert<"vcvtuqq2pd", XS<1, 0x7A, 1>, 64, 64, "rc", 0>;
defm VCVTPD2UQQ : AVX512Convert<"vcvtpd2uqq", PD<1, 0x79, 1>, 64, 64, "rc", 0>;
defm VCVTTPD2UQQ : AVX512Convert<"vcvttpd2uqq", PD<1, 0x78, 1>, 64, 64, "sae", 0>;
defm VCVTDQ2PD : AVX512Convert<"vcvtdq2pd", XS<1, 0xE6>, 32, 64, "", 1>;
defm VCVTUDQ2PD : AVX512Convert<"vcvtudq2pd", XS<1, 0x7A>, 32, 64, "", 0>;
defm VCVTPS2PD : AVX512Convert<"vcvtps2pd", PS<1, 0x5A>, 32, 64, "sae", 1>;
defm VCVTPS2QQ : AVX512Convert<"vcvtps2qq", PD<1, 0x7B>, 32, 64, "rc", 0>;
defm VCVTTPS2QQ : AVX512Convert<"vcvttps2qq", PD<1, 0x7A>, 32, 64, "sae", 0>;
defm VCVTPS2UQQ : AVX512Convert<"vcvtps2uqq", PD<1, 0x79>, 32, 64, "rc", 0>;
defm VCVTTPS2UQQ : AVX512Convert<"vcvttps2uqq", PD<1, 0x78>, 32, 64, "sae", 0>;
defm VCVTPD2DQ : AVX512Convert<"vcvtpd2dq", XD<1, 0xE6, 1>, 64, 32, "rc", 1>;
defm VCVTTPD2DQ : AVX512Convert<"vcvttpd2dq", PD<1, 0xE6, 1>, 64, 32, "sae", 1>;
defm VCVTPD2PS : AVX512Convert<"vcvtpd2ps", PD<1, 0x5A, 1>, 64, 32, "rc", 1>;
defm VCVTPD2UDQ : AVX512Convert<"vcvtpd2udq", PS<1, 0x79, 1>, 64, 32, "rc", 0>;
defm VCVTTPD2UDQ : AVX512Convert<"vcvttpd2udq", PS<1, 0x78, 1>, 64, 32, "sae", 0>;
defm VCVTQQ2PS : AVX512Convert<"vcvtqq2ps", PS<1, 0x5B, 1>, 64, 32, "rc", 0>;
defm VCVTUQQ2PS : AVX512Convert<"vcvtuqq2ps", XD<1, 0x7A, 1>, 64, 32, "rc", 0>;
// Bfloat16 from single precision (map 0F 38, F3).
defm VCVTNEPS2BF16 : AVX512Convert<"vcvtneps2bf16", XS<2, 0x72>, 32, 16, "", 0, AllLengths, 1, "no">;
// Half precision and single precision: F16C's pair (map 0F 38 13 and
// 0F 3A 1D; vcvtps2ph writes a register or memory, rounding by its
// immediate), and FP16's (map 6 13 and map 5 1D).
defm VCVTPH2PS : AVX512Convert<"vcvtph2ps", PD<2, 0x13>, 16, 32, "sae", 1, AllLengths, 0>;
defm VCVTPH2PSX : AVX512Convert<"vcvtph2psx", PD<6, 0x13>, 16, 32, "sae", 0>;
defm VCVTPS2PHX : AVX512Convert<"vcvtps2phx", PD<5, 0x1D>, 32, 16, "rc", 0, AllLengths, 1, "as64">;
foreach len = AllLengths in {
  defvar half = RegOfBytes<!div(len.Bytes, 2)>.RC;
  defvar mem = MemOfBytes<!div(len.Bytes, 2)>.M;
  defvar prefers = !ne(len.Name, "Z");
  defm VCVTPS2PH # len.Name # rr : AVX512Masked<PD<3, 0x1D>, MRMDestReg, len, half, (ins len.RC:$src, ubyte_imm:$imm),
                                                "vcvtps2ph", ["$src", "$imm"], 1, 0, prefers>;
  let mayStore = 1 in
  defm VCVTPS2PH # len.Name # mr : AVX512MergeMasked<PD<3, 0x1D>, MRMDestMem, len, (outs),
                                                     (ins mem:$dst, len.RC:$src, ubyte_imm:$imm), "vcvtps2ph",
                                                     ["$src", "$imm"], "$dst", !div(len.Bytes, 2), 0, prefers>;
}
defm VCVTPS2PHZrrb : AVX512Masked<PD<3, 0x1D>, MRMDestReg, SAE, VR256X, (ins VR512:$src, ubyte_imm:$imm), "vcvtps2ph",
                                  ["$src", "{sae}", "$imm"], 1, 1>;
// FP16 and integers (map 5): words (w, uw), doublewords, quadwords.
defm VCVTW2PH : AVX512Convert<"vcvtw2ph", XS<5, 0x7D>, 16, 16, "rc", 0>;
defm VCVTUW2PH : AVX512Convert<"vcvtuw2ph", XD<5, 0x7D>, 16, 16, "rc", 0>;
defm VCVTPH2W : AVX512Convert<"vcvtph2w", PD<5, 0x7D>, 16, 16, "rc", 0>;
defm VCVTPH2UW : AVX512Convert<"vcvtph2uw", PS<5, 0x7D>, 16, 16, "rc", 0>;
defm VCVTTPH2W : AVX512Convert<"vcvttph2w", PD<5, 0x7C>, 16, 16, "sae", 0>;
defm VCVTTPH2UW : AVX512Convert<"vcvttph2uw", PS<5, 0x7C>, 16, 16, "sae", 0>;
defm VCVTDQ2PH : AVX512Convert<"vcvtdq2ph", PS<5, 0x5B>, 32, 16, "rc", 0, AllLengths, 1, "as64">;
defm VCVTUDQ2PH : AVX512Convert<"vcvtudq2ph", XD<5, 0x7A>, 32, 16, "rc", 0, AllLengths, 1, "as64">;
defm VCVTPH2DQ : AVX512Convert<"vcvtph2dq", PD<5, 0x5B>, 16, 32, "rc", 0>;
defm VCVTPH2UDQ : AVX512Convert<"vcvtph2udq", PS<5, 0x79>, 16, 32, "rc", 0>;
defm VCVTTPH2DQ : AVX512Convert<"vcvttph2dq", XS<5, 0x5B>, 16, 32, "sae", 0>;
defm VCVTTPH2UDQ : AVX512Convert<"vcvttph2udq", PS<5, 0x78>, 16, 32, "sae", 0>;
defm VCVTQQ2PH : AVX512Convert<"vcvtqq2ph", PS<5, 0x5B, 1>, 64, 16, "rc", 0>;
defm VCVTUQQ2PH : AVX512Convert<"vcvtuqq2ph", XD<5, 0x7A, 1>, 64, 16, "rc", 0>;
defm VCVTPH2QQ : AVX512Convert<"vcvtph2qq", PD<5, 0x7B>, 16, 64, "rc", 0>;
defm VCVTPH2UQQ : AVX512Convert<"vcvtph2uqq", PD<5, 0x79>, 16, 64, "rc", 0>;
defm VCVTTPH2QQ : AVX512Convert<"vcvttph2qq", PD<5, 0x7A>, 16, 64, "sae", 0>;
defm VCVTTPH2UQQ : AVX512Convert<"vcvttph2uqq", PD<5, 0x78>, 16, 64, "sae", 0>;
// FP16 and double precision (map 5 5A).
defm VCVTPD2PH : AVX512Convert<"vcvtpd2ph", PD<5, 0x5A, 1>, 64, 16, "rc", 0>;
defm VCVTPH2PD : AVX512Convert<"vcvtph2pd", PS<5, 0x5A>, 16, 64, "sae", 0>;

// Scalar precision conversions: the low element of src2 converted into
// src1's (binary, src1 in EVEX.vvvv; N is the source element).
multiclass AVX512ScalarConvert<string mn, EvexOp op, AVX512Element src, string embedded, bit vexTwin> {
  defm "" : AVX512BinaryOp<mn, op, [Scalar<src>], vexTwin, 0, "kz", 0, embedded>;
}
defm VCVTSS2SD : AVX512ScalarConvert<"vcvtss2sd", XS<1, 0x5A>, Elt32, "sae", 1>;
defm VCVTSD2SS : AVX512ScalarConvert<"vcvtsd2ss", XD<1, 0x5A, 1>, Elt64, "rc", 1>;
defm VCVTSH2SD : AVX512ScalarConvert<"vcvtsh2sd", XS<5, 0x5A>, Elt16, "sae", 0>;
defm VCVTSD2SH : AVX512ScalarConvert<"vcvtsd2sh", XD<5, 0x5A, 1>, Elt64, "rc", 0>;
defm VCVTSH2SS : AVX512ScalarConvert<"vcvtsh2ss", PS<6, 0x13>, Elt16, "sae", 0>;
defm VCVTSS2SH : AVX512ScalarConvert<"vcvtss2sh", PS<5, 0x1D>, Elt32, "rc", 0>;

// A scalar into a general register of 32 or 64 bits (W1), unmasked;
// the register form with `embedded`.
multiclass AVX512ScalarToGPR<string mn, int map, list<int> prefix, int opcode, AVX512Element elt, string embedded,
                             bit vexTwin> {
  foreach gpr = [GR32, GR64] in {
    defvar op = EvexOp<map, prefix, opcode, !eq(gpr, GR64)>;
    defvar w = !if(!eq(gpr, GR64), "64", "");
    let VexLIG = 1 in {
      def NAME # w # Zrr : AVX512Inst<op, MRMSrcReg, Z128, (outs gpr:$dst), (ins VR128X:$src),
                                      AVX512Asm<mn, ["$src"], "$dst">.S> {
        let PrefersVex = vexTwin;
      }
      def NAME # w # Zrm : AVX512Inst<op, MRMSrcMem, Z128, (outs gpr:$dst), (ins elt.Mem:$src),
                                      AVX512Asm<mn, ["$src"], "$dst">.S> {
        let PrefersVex = vexTwin;
        let Disp8Scale = elt.Bytes;
        let mayLoad = 1;
      }
      def NAME # w # Zrrb : AVX512Inst<op, MRMSrcReg, !if(!eq(embedded, "sae"), SAE, Z128), (outs gpr:$dst),
                                       !con((ins VR128X:$src), !if(!eq(embedded, "rc"), (ins AVX512RC:$rc), (ins))),
                                       AVX512Asm<mn, ["$src", !if(!eq(embedded, "rc"), "$rc", "{sae}")], "$dst">.S> {
        let EvexB = 1;
      }
    }
    // The register's size may be spelled: `vcvtss2sil`, `vcvtss2siq`.
    defvar sized = mn # !if(!eq(gpr, GR64), "q", "l");
    def : InstAlias<AVX512Asm<sized, ["$src"], "$dst">.S, (!cast<Instruction>(NAME # w # Zrr) gpr:$dst, VR128X:$src), 0>;
    def : InstAlias<AVX512Asm<sized, ["$src"], "$dst">.S, (!cast<Instruction>(NAME # w # Zrm) gpr:$dst, elt.Mem:$src),
                    0>;
    if !eq(embedded, "rc") then
      def : InstAlias<AVX512Asm<sized, ["$src", "$rc"], "$dst">.S,
                      (!cast<Instruction>(NAME # w # Zrrb) gpr:$dst, VR128X:$src, AVX512RC:$rc), 0>;
    else
      def : InstAlias<AVX512Asm<sized, ["$src", "{sae}"], "$dst">.S,
                      (!cast<Instruction>(NAME # w # Zrrb) gpr:$dst, VR128X:$src), 0>;
  }
}
defm VCVTSS2SI : AVX512ScalarToGPR<"vcvtss2si", 1, [0xF3], 0x2D, Elt32, "rc", 1>;
defm VCVTSD2SI : AVX512ScalarToGPR<"vcvtsd2si", 1, [0xF2], 0x2D, Elt64, "rc", 1>;
defm VCVTSS2USI : AVX512ScalarToGPR<"vcvtss2usi", 1, [0xF3], 0x79, Elt32, "rc", 0>;
defm VCVTSD2USI : AVX512ScalarToGPR<"vcvtsd2usi", 1, [0xF2], 0x79, Elt64, "rc", 0>;
defm VCVTTSS2SI : AVX512ScalarToGPR<"vcvttss2si", 1, [0xF3], 0x2C, Elt32, "sae", 1>;
defm VCVTTSD2SI : AVX512ScalarToGPR<"vcvttsd2si", 1, [0xF2], 0x2C, Elt64, "sae", 1>;
defm VCVTTSS2USI : AVX512ScalarToGPR<"vcvttss2usi", 1, [0xF3], 0x78, Elt32, "sae", 0>;
defm VCVTTSD2USI : AVX512ScalarToGPR<"vcvttsd2usi", 1, [0xF2], 0x78, Elt64, "sae", 0>;
defm VCVTSH2SI : AVX512ScalarToGPR<"vcvtsh2si", 5, [0xF3], 0x2D, Elt16, "rc", 0>;
defm VCVTSH2USI : AVX512ScalarToGPR<"vcvtsh2usi", 5, [0xF3], 0x79, Elt16, "rc", 0>;
defm VCVTTSH2SI : AVX512ScalarToGPR<"vcvttsh2si", 5, [0xF3], 0x2C, Elt16, "sae", 0>;
defm VCVTTSH2USI : AVX512ScalarToGPR<"vcvttsh2usi", 5, [0xF3], 0x78, Elt16, "sae", 0>;

// A general register (or memory, whose size the mnemonic's `l` or `q`
// says) into the low element of src1, unmasked. `rc32`: the 32-bit form
// rounds too (doubles hold every 32-bit integer exactly). The rounding
// is written between the sources.
multiclass AVX512GPRToScalar<string mn, int map, list<int> prefix, int opcode, bit rc32, bit vexTwin> {
  foreach gpr = [GR32, GR64] in {
    defvar op = EvexOp<map, prefix, opcode, !eq(gpr, GR64)>;
    defvar w = !if(!eq(gpr, GR64), "64", "");
    defvar suffix = !if(!eq(gpr, GR64), "q", "l");
    let VexVvvv = 1, VexLIG = 1 in {
      def NAME # w # Zrr : AVX512Inst<op, MRMSrcReg, Z128, (outs VR128X:$dst), (ins VR128X:$src1, gpr:$src2),
                                      AVX512Asm<mn, ["$src1", "$src2"], "$dst">.S> {
        let PrefersVex = vexTwin;
      }
      def NAME # w # Zrm : AVX512Inst<op, MRMSrcMem, Z128, (outs VR128X:$dst),
                                      (ins VR128X:$src1, !if(!eq(gpr, GR64), i64mem, i32mem):$src2),
                                      AVX512Asm<mn # "{" # suffix # "}", ["$src1", "$src2"], "$dst">.S> {
        let PrefersVex = vexTwin;
        let Disp8Scale = !if(!eq(gpr, GR64), 8, 4);
        let mayLoad = 1;
      }
      if !or(rc32, !eq(gpr, GR64)) then
        def NAME # w # Zrrb : AVX512Inst<op, MRMSrcReg, Z128, (outs VR128X:$dst),
                                         (ins VR128X:$src1, gpr:$src2, AVX512RC:$rc),
                                         AVX512Asm<mn, ["$src1", "$rc", "$src2"], "$dst">.S> {
          let EvexB = 1;
        }
    }
    // A register may be written with the suffix too.
    def : InstAlias<AVX512Asm<mn # suffix, ["$src1", "$src2"], "$dst">.S,
                    (!cast<Instruction>(NAME # w # Zrr) VR128X:$dst, VR128X:$src1, gpr:$src2), 0>;
    if !or(rc32, !eq(gpr, GR64)) then
      def : InstAlias<AVX512Asm<mn # suffix, ["$src1", "$rc", "$src2"], "$dst">.S,
                      (!cast<Instruction>(NAME # w # Zrrb) VR128X:$dst, VR128X:$src1, gpr:$src2, AVX512RC:$rc), 0>;
  }
  // Without a suffix a memory source is a 32-bit integer.
  def : InstAlias<AVX512Asm<mn, ["$src1", "$src2"], "$dst">.S,
                  (!cast<Instruction>(NAME # Zrm) VR128X:$dst, VR128X:$src1, i32mem:$src2), 0>;
}
defm VCVTSI2SS : AVX512GPRToScalar<"vcvtsi2ss", 1, [0xF3], 0x2A, 1, 1>;
defm VCVTSI2SD : AVX512GPRToScalar<"vcvtsi2sd", 1, [0xF2], 0x2A, 0, 1>;
defm VCVTUSI2SS : AVX512GPRToScalar<"vcvtusi2ss", 1, [0xF3], 0x7B, 1, 0>;
defm VCVTUSI2SD : AVX512GPRToScalar<"vcvtusi2sd", 1, [0xF2], 0x7B, 0, 0>;
defm VCVTSI2SH : AVX512GPRToScalar<"vcvtsi2sh", 5, [0xF3], 0x2A, 1, 0>;
defm VCVTUSI2SH : AVX512GPRToScalar<"vcvtusi2sh", 5, [0xF3], 0x7B, 1, 0>;
