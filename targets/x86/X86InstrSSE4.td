//===- X86InstrSSE4.td - SSE4.1, SSE4.2 and crypto ---------*- tablegen -*-===//
//
// SSE4.1's blends, dot products, rounding, insertps/extractps, ptest and
// mpsadbw (map 0F 3A with an immediate, or 0F 38), SSE4.2's string
// compares, and the AES, PCLMULQDQ, SHA and GFNI instructions, with their
// VEX forms (VAES and VPCLMULQDQ also on %ymm registers).
//
//===----------------------------------------------------------------------===//

// Blends with an immediate: element i from the second source when bit i
// is set.
defm BLENDPS : SIMDBinaryImm<"blendps", [0x0F, 0x3A, 0x0C], [0x66], PackedForms, "$dst = ${src3:blend.32}">;
defm BLENDPD : SIMDBinaryImm<"blendpd", [0x0F, 0x3A, 0x0D], [0x66], PackedForms, "$dst = ${src3:blend.64}">;
defm PBLENDW : SIMDBinaryImm<"pblendw", [0x0F, 0x3A, 0x0E], [0x66], IntForms, "$dst = ${src3:blend.16}">;
// AVX-only: VEX.W0.
let VexWIG = 0 in {
defm PBLENDD : SIMDBinaryImm<"pblendd", [0x0F, 0x3A, 0x02], [0x66], AVXIntForms, "$dst = ${src3:blend.32}">;
}

// Blends by the sign bits of a third vector: %xmm0 in SSE (written or
// not), any register in VEX (in imm8[7:4]).
foreach b = [NamedOp<"BLENDVPS", "blendvps", 0x14>, NamedOp<"BLENDVPD", "blendvpd", 0x15>,
             NamedOp<"PBLENDVB", "pblendvb", 0x10>] in {
  defvar mem = !if(!eq(b.Name, "PBLENDVB"), i128mem, f128mem);
  let Constraints = "$src1 = $dst", Uses = [XMM0] in {
    def b.Name # rr0 : X86Inst<[0x0F, 0x38, b.Op], MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2),
                               b.M # "\t%xmm0, $src2, $dst", [0x66]>;
    def b.Name # rm0 : X86Inst<[0x0F, 0x38, b.Op], MRMSrcMem, (outs VR128:$dst), (ins VR128:$src1, mem:$src2),
                               b.M # "\t%xmm0, $src2, $dst", [0x66]> {
      let mayLoad = 1;
    }
  }
  def : InstAlias<b.M # "\t$src2, $dst", (!cast<Instruction>(b.Name # "rr0") VR128:$dst, VR128:$src2), 0>;
  def : InstAlias<b.M # "\t$src2, $dst", (!cast<Instruction>(b.Name # "rm0") VR128:$dst, mem:$src2), 0>;
  foreach f = !if(!eq(b.Name, "PBLENDVB"), AVXIntForms, AVXForms) in
    let Vex = 1, VexL = f.L, VexVvvv = 1 in {
      defvar asm = "v" # b.M # "\t$src3, $src2, $src1, $dst";
      def "V" # b.Name # f.RecSuffix # rrr : X86Inst<[0x0F, 0x3A, !add(b.Op, !if(!eq(b.Name, "PBLENDVB"), 0x3C, 0x36))],
                                                     MRMSrcReg, (outs f.RC:$dst),
                                                     (ins f.RC:$src1, f.RC:$src2, f.RC:$src3), asm, [0x66]>;
      def "V" # b.Name # f.RecSuffix # rmr : X86Inst<[0x0F, 0x3A, !add(b.Op, !if(!eq(b.Name, "PBLENDVB"), 0x3C, 0x36))],
                                                     MRMSrcMem, (outs f.RC:$dst),
                                                     (ins f.RC:$src1, f.Mem:$src2, f.RC:$src3), asm, [0x66]> {
        let mayLoad = 1;
      }
    }
}

// Dot products under an immediate mask (vdppd only on %xmm).
let Uses = [MXCSR], mayRaiseFPException = 1 in {
  defm DPPS : SIMDBinaryImm<"dpps", [0x0F, 0x3A, 0x40], [0x66], PackedForms, "", 1>;
  defm DPPD : SIMDBinaryImm<"dppd", [0x0F, 0x3A, 0x41], [0x66], [SSEPacked, AVXPacked], "", 1>;
}
// Sums of absolute differences of byte quadruples.
defm MPSADBW : SIMDBinaryImm<"mpsadbw", [0x0F, 0x3A, 0x42], [0x66], IntForms>;

// Rounding under the immediate's mode: packed ones take one source; the
// scalar ones merge into the destination (VEX: a second source).
let Uses = [MXCSR], mayRaiseFPException = 1 in {
  defm ROUNDPS : SIMDUnaryImm<"roundps", [0x0F, 0x3A, 0x08], [0x66], PackedForms>;
  defm ROUNDPD : SIMDUnaryImm<"roundpd", [0x0F, 0x3A, 0x09], [0x66], PackedForms>;
  defm ROUNDSS : SIMDUnaryImm<"roundss", [0x0F, 0x3A, 0x0A], [0x66], [SSESingle]>;
  defm ROUNDSD : SIMDUnaryImm<"roundsd", [0x0F, 0x3A, 0x0B], [0x66], [SSEDouble]>;
  defm ROUNDSS : SIMDBinaryImm<"roundss", [0x0F, 0x3A, 0x0A], [0x66], [AVXSingle]>;
  defm ROUNDSD : SIMDBinaryImm<"roundsd", [0x0F, 0x3A, 0x0B], [0x66], [AVXDouble]>;
}

// One single into a chosen element (zeroing others by the low bits), and
// one out to a general register or memory.
foreach f = [SSEPacked, AVXPacked] in {
  let Constraints = !if(f.Vex, "", "$src1 = $dst"), VexVvvv = f.Vex in {
    defvar asm = !if(f.Vex, "vinsertps\t$src3, $src2, $src1, $dst", "insertps\t$src3, $src2, $dst");
    def f.RecPrefix # INSERTPSrr : SIMDInst<f, [0x0F, 0x3A, 0x21], MRMSrcReg, (outs VR128:$dst),
                                            (ins VR128:$src1, VR128:$src2, u8imm:$src3), asm, [0x66]> {
      let AsmComment = "$dst = ${src3:insertps}";
    }
    def f.RecPrefix # INSERTPSrm : SIMDInst<f, [0x0F, 0x3A, 0x21], MRMSrcMem, (outs VR128:$dst),
                                            (ins VR128:$src1, f32mem:$src2, u8imm:$src3), asm, [0x66]> {
      let mayLoad = 1;
      let AsmComment = "$dst = ${src3:insertps}";
    }
  }
  def f.RecPrefix # EXTRACTPSrr : SIMDInst<f, [0x0F, 0x3A, 0x17], MRMDestReg, (outs GR32orGR64:$dst),
                                           (ins VR128:$src1, u8imm:$src2), f.Mn # "extractps\t$src2, $src1, $dst", [0x66]>;
  def f.RecPrefix # EXTRACTPSmr : SIMDInst<f, [0x0F, 0x3A, 0x17], MRMDestMem, (outs),
                                           (ins f32mem:$dst, VR128:$src1, u8imm:$src2),
                                           f.Mn # "extractps\t$src2, $src1, $dst", [0x66]> {
    let mayStore = 1;
  }
}

// ptest (and AVX's vtestps/vtestpd): ZF and CF from the AND and ANDN of
// the two operands.
multiclass VectorTest<string m, list<int> opcode, list<SIMDForm> forms> {
  foreach f = forms in
    let Defs = [EFLAGS] in {
      def f.RecPrefix # NAME # f.RecSuffix # rr : SIMDInst<f, opcode, MRMSrcReg, (outs), (ins f.RC:$src1, f.RC:$src2),
                                                          f.Mn # m # "\t$src2, $src1", [0x66]>;
      def f.RecPrefix # NAME # f.RecSuffix # rm : SIMDInst<f, opcode, MRMSrcMem, (outs), (ins f.RC:$src1, f.Mem:$src2),
                                                          f.Mn # m # "\t$src2, $src1", [0x66]> {
        let mayLoad = 1;
      }
    }
}
defm PTEST : VectorTest<"ptest", [0x0F, 0x38, 0x17], IntForms>;
// AVX-only: VEX.W0.
let VexWIG = 0 in {
defm TESTPS : VectorTest<"testps", [0x0F, 0x38, 0x0E], AVXForms>;
defm TESTPD : VectorTest<"testpd", [0x0F, 0x38, 0x0F], AVXForms>;
}

// The smallest unsigned word and its index.
defm PHMINPOSUW : SIMDUnary<"phminposuw", [0x0F, 0x38, 0x41], [0x66], [SSEInt, AVXInt]>;

// SSE4.2 string compares: explicit lengths in EAX and EDX (pcmpestr*),
// or implicit (pcmpistr*); an index into ECX (*i) or a mask into XMM0 (*m).
foreach c = [NamedOp<"PCMPESTRM", "pcmpestrm", 0x60>, NamedOp<"PCMPESTRI", "pcmpestri", 0x61>,
             NamedOp<"PCMPISTRM", "pcmpistrm", 0x62>, NamedOp<"PCMPISTRI", "pcmpistri", 0x63>] in
  foreach f = [SSEInt, AVXInt] in
    let Defs = !listconcat([EFLAGS], !if(!eq(!and(c.Op, 1), 1), [ECX], [XMM0])),
        Uses = !if(!lt(c.Op, 0x62), [EAX, EDX], []<Register>) in {
      defvar asm = f.Mn # c.M # "\t$src3, $src2, $src1";
      def f.RecPrefix # c.Name # rri : SIMDInst<f, [0x0F, 0x3A, c.Op], MRMSrcReg, (outs),
                                                (ins VR128:$src1, VR128:$src2, u8imm:$src3), asm, [0x66]>;
      def f.RecPrefix # c.Name # rmi : SIMDInst<f, [0x0F, 0x3A, c.Op], MRMSrcMem, (outs),
                                                (ins VR128:$src1, i128mem:$src2, u8imm:$src3), asm, [0x66]> {
        let mayLoad = 1;
      }
    }

// The MXCSR register to or from memory.
foreach f = [SSEPacked, AVXPacked] in {
  def f.RecPrefix # LDMXCSR : SIMDInst<f, [0x0F, 0xAE], MRM2m, (outs), (ins i32mem:$src), f.Mn # "ldmxcsr\t$src", []> {
    let mayLoad = 1;
    let hasSideEffects = 1;
    let Defs = [MXCSR];
  }
  def f.RecPrefix # STMXCSR : SIMDInst<f, [0x0F, 0xAE], MRM3m, (outs), (ins i32mem:$dst), f.Mn # "stmxcsr\t$dst", []> {
    let mayStore = 1;
    let hasSideEffects = 1;
    let Uses = [MXCSR];
  }
}

//===-- AES, carry-less multiplication, SHA, GFNI -------------------------===//

defvar AESForms = [SSEInt, AVXInt, AVXIntY];
defm AESENC : SIMDBinary<"aesenc", [0x0F, 0x38, 0xDC], [0x66], AESForms>;
defm AESENCLAST : SIMDBinary<"aesenclast", [0x0F, 0x38, 0xDD], [0x66], AESForms>;
defm AESDEC : SIMDBinary<"aesdec", [0x0F, 0x38, 0xDE], [0x66], AESForms>;
defm AESDECLAST : SIMDBinary<"aesdeclast", [0x0F, 0x38, 0xDF], [0x66], AESForms>;
defm AESIMC : SIMDUnary<"aesimc", [0x0F, 0x38, 0xDB], [0x66], [SSEInt, AVXInt]>;
defm AESKEYGENASSIST : SIMDUnaryImm<"aeskeygenassist", [0x0F, 0x3A, 0xDF], [0x66], [SSEInt, AVXInt]>;

// pclmulqdq $imm: which quadword of each source (bits 0 and 4); the
// mnemonics pclmullqlqdq and the like spell the four choices.
defm PCLMULQDQ : SIMDBinaryImm<"pclmulqdq", [0x0F, 0x3A, 0x44], [0x66], AESForms>;
foreach f = AESForms in
  foreach c = [NamedOp<"lqlq", "", 0x00>, NamedOp<"hqlq", "", 0x01>, NamedOp<"lqhq", "", 0x10>,
               NamedOp<"hqhq", "", 0x11>] in {
    defvar m = f.Mn # "pclmul" # c.Name # "dq";
    defvar rr = !cast<Instruction>(f.RecPrefix # "PCLMULQDQ" # f.RecSuffix # "rri");
    defvar rm = !cast<Instruction>(f.RecPrefix # "PCLMULQDQ" # f.RecSuffix # "rmi");
    if f.Vex then {
      def : InstAlias<m # "\t$src2, $src1, $dst", (rr f.RC:$dst, f.RC:$src1, f.RC:$src2, c.Op), 0>;
      def : InstAlias<m # "\t$src2, $src1, $dst", (rm f.RC:$dst, f.RC:$src1, f.Mem:$src2, c.Op), 0>;
    } else {
      def : InstAlias<m # "\t$src2, $dst", (rr f.RC:$dst, f.RC:$src2, c.Op), 0>;
      def : InstAlias<m # "\t$src2, $dst", (rm f.RC:$dst, f.Mem:$src2, c.Op), 0>;
    }
  }

// SHA-1 and SHA-256 rounds and message schedule (no prefix, no VEX);
// sha256rnds2 reads %xmm0.
defm SHA1NEXTE : SIMDBinary<"sha1nexte", [0x0F, 0x38, 0xC8], [], [SSEInt]>;
defm SHA1MSG1 : SIMDBinary<"sha1msg1", [0x0F, 0x38, 0xC9], [], [SSEInt]>;
defm SHA1MSG2 : SIMDBinary<"sha1msg2", [0x0F, 0x38, 0xCA], [], [SSEInt]>;
defm SHA256MSG1 : SIMDBinary<"sha256msg1", [0x0F, 0x38, 0xCC], [], [SSEInt]>;
defm SHA256MSG2 : SIMDBinary<"sha256msg2", [0x0F, 0x38, 0xCD], [], [SSEInt]>;
defm SHA1RNDS4 : SIMDBinaryImm<"sha1rnds4", [0x0F, 0x3A, 0xCC], [], [SSEInt]>;
let Constraints = "$src1 = $dst", Uses = [XMM0] in {
  def SHA256RNDS2rr : X86Inst<[0x0F, 0x38, 0xCB], MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2),
                              "sha256rnds2\t%xmm0, $src2, $dst">;
  def SHA256RNDS2rm : X86Inst<[0x0F, 0x38, 0xCB], MRMSrcMem, (outs VR128:$dst), (ins VR128:$src1, i128mem:$src2),
                              "sha256rnds2\t%xmm0, $src2, $dst"> {
    let mayLoad = 1;
  }
}
def : InstAlias<"sha256rnds2\t$src2, $dst", (SHA256RNDS2rr VR128:$dst, VR128:$src2), 0>;
def : InstAlias<"sha256rnds2\t$src2, $dst", (SHA256RNDS2rm VR128:$dst, i128mem:$src2), 0>;

// Galois-field multiplication and affine transforms of bytes (VEX.W1 for
// the affine ones).
// vgf2p8mulb requires VEX.W0.
let VexWIG = 0 in
defm GF2P8MULB : SIMDBinary<"gf2p8mulb", [0x0F, 0x38, 0xCF], [0x66], IntForms>;
defm GF2P8AFFINEQB : SIMDBinaryImm<"gf2p8affineqb", [0x0F, 0x3A, 0xCE], [0x66], [SSEInt]>;
defm GF2P8AFFINEINVQB : SIMDBinaryImm<"gf2p8affineinvqb", [0x0F, 0x3A, 0xCF], [0x66], [SSEInt]>;
defm GF2P8AFFINEQB : SIMDBinaryImm<"gf2p8affineqb", [0x0F, 0x3A, 0xCE], [0x66], AVXIntForms, "", 0, 1>;
defm GF2P8AFFINEINVQB : SIMDBinaryImm<"gf2p8affineinvqb", [0x0F, 0x3A, 0xCF], [0x66], AVXIntForms, "", 0, 1>;

//===-- SSE4A -------------------------------------------------------------===//

// Bit fields of the low quadword: extract (66) and insert (F2), the
// length and index from a register or two immediates; scalar
// non-temporal stores.
let Constraints = "$src = $dst" in {
  def EXTRQ : X86Inst<[0x0F, 0x79], MRMSrcReg, (outs VR128:$dst), (ins VR128:$src, VR128:$mask), "extrq\t$mask, $src",
                      [0x66]>;
  // The assembler writes ModRM.reg 0; llvm-mc reads any (forms 1-7 are
  // for the disassembler).
  foreach reg = 0...7 in
    let isCodeGenOnly = !ne(reg, 0), ForceDisassemble = !ne(reg, 0) in
    def EXTRQI # !if(!eq(reg, 0), "", "_" # reg)
        : X86Inst<[0x0F, 0x78], !cast<ModRMForm>("MRM" # reg # "r"), (outs VR128:$dst),
                  (ins VR128:$src, u8imm:$len, u8imm:$idx), "extrq\t$idx, $len, $src", [0x66]> {
      let AsmComment = "$dst = ${len:extrq}";
    }
  def INSERTQ : X86Inst<[0x0F, 0x79], MRMSrcReg, (outs VR128:$dst), (ins VR128:$src, VR128:$mask), "insertq\t$mask, $src",
                        [0xF2]>;
  def INSERTQI : X86Inst<[0x0F, 0x78], MRMSrcReg, (outs VR128:$dst), (ins VR128:$src, VR128:$src2, u8imm:$len, u8imm:$idx),
                         "insertq\t$idx, $len, $src2, $src", [0xF2]> {
    let AsmComment = "$dst = ${len:insertq}";
  }
}
let mayStore = 1 in {
  def MOVNTSS : X86Inst<[0x0F, 0x2B], MRMDestMem, (outs), (ins f32mem:$dst, VR128:$src), "movntss\t$src, $dst", [0xF3]>;
  def MOVNTSD : X86Inst<[0x0F, 0x2B], MRMDestMem, (outs), (ins f64mem:$dst, VR128:$src), "movntsd\t$src, $dst", [0xF2]>;
}

//===-- Key Locker --------------------------------------------------------===//

// AES with a handle in memory instead of a key: one block in an %xmm
// register, or eight in %xmm0-%xmm7 (wide); the handle from a key
// (encodekey) and the wrapping key from %xmm0 and two more (loadiwkey).
let hasSideEffects = 1, Defs = [EFLAGS] in {
  foreach k = [NamedOp<"AESENC128KL", "aesenc128kl", 0xDC>, NamedOp<"AESDEC128KL", "aesdec128kl", 0xDD>,
               NamedOp<"AESENC256KL", "aesenc256kl", 0xDE>, NamedOp<"AESDEC256KL", "aesdec256kl", 0xDF>] in
    def k.Name : X86Inst<[0x0F, 0x38, k.Op], MRMSrcMem, (outs VR128:$dst), (ins VR128:$src1, anymem:$src2),
                         k.M # "\t$src2, $src1", [0xF3]> {
      let Constraints = "$src1 = $dst";
      let mayLoad = 1;
    }
  foreach k = [NamedOp<"AESENCWIDE128KL", "aesencwide128kl", 0>, NamedOp<"AESDECWIDE128KL", "aesdecwide128kl", 1>,
               NamedOp<"AESENCWIDE256KL", "aesencwide256kl", 2>, NamedOp<"AESDECWIDE256KL", "aesdecwide256kl", 3>] in
    def k.Name : X86Inst<[0x0F, 0x38, 0xD8], !cast<ModRMForm>("MRM" # k.Op # "m"), (outs), (ins anymem:$src),
                         k.M # "\t$src", [0xF3]> {
      let mayLoad = 1;
    }
  def ENCODEKEY128 : X86Inst<[0x0F, 0x38, 0xFA], MRMSrcReg, (outs GR32:$dst), (ins GR32:$src), "encodekey128\t$src, $dst",
                             [0xF3]>;
  def ENCODEKEY256 : X86Inst<[0x0F, 0x38, 0xFB], MRMSrcReg, (outs GR32:$dst), (ins GR32:$src), "encodekey256\t$src, $dst",
                             [0xF3]>;
  def LOADIWKEY : X86Inst<[0x0F, 0x38, 0xDC], MRMSrcReg, (outs), (ins VR128:$src1, VR128:$src2), "loadiwkey\t$src2, $src1",
                          [0xF3]>;
}
