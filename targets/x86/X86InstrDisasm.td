//===- X86InstrDisasm.td - encodings only the disassembler reads -*- tablegen -*-===//
//
// Second encodings of register-to-register operations: the load direction
// of the arithmetic opcodes (B+2, B+3) with a register in ModRM.rm (mov's,
// 0x8A and 0x8B, is MOV*rr_REV beside the other moves). The assembler writes the store direction (B+0,
// B+1, 0x88, 0x89); these are isCodeGenOnly for it, and the disassembler
// reads them (ForceDisassemble), printed the same.
//
//===----------------------------------------------------------------------===//

multiclass ReversedBinOp<string m, int base, bit writes = 1> {
  foreach i = 0...3 in {
    defvar s = AllSizes[i];
    defvar op = !add(base, s.OpcodeBit, 2);
    let isCodeGenOnly = 1, ForceDisassemble = 1, Defs = [EFLAGS] in {
      if writes then
        def NAME # s.Bits # rr_REV : SizedInst<s, [op], MRMSrcReg, (outs s.RC:$dst),
                                               (ins s.RC:$src1, s.RC:$src2), m # s.Suffix # "\t$src2, $dst"> {
          let Constraints = "$src1 = $dst";
        }
      else
        def NAME # s.Bits # rr_REV : SizedInst<s, [op], MRMSrcReg, (outs), (ins s.RC:$dst, s.RC:$src2),
                                               m # s.Suffix # "\t$src2, $dst">;
    }
  }
}

defm ADD : ReversedBinOp<"add", 0x00>;
defm OR  : ReversedBinOp<"or",  0x08>;
defm ADC : ReversedBinOp<"adc", 0x10>;
defm SBB : ReversedBinOp<"sbb", 0x18>;
defm AND : ReversedBinOp<"and", 0x20>;
defm SUB : ReversedBinOp<"sub", 0x28>;
defm XOR : ReversedBinOp<"xor", 0x30>;
defm CMP : ReversedBinOp<"cmp", 0x38, 0>;

// Register forms of opcodes the assembler writes otherwise: pop and push
// through ModRM (0x8F /0, 0xFF /6) and mov with an immediate (0xC6/0xC7
// /0), which llvm-mc decodes as pop, push and mov.
let isCodeGenOnly = 1, ForceDisassemble = 1 in {
  foreach s = [Size16, Size64] in {
    defvar prefixes = !if(!eq(s.Bits, 16), [0x66], []<int>);
    def POP # s.Bits # rmr : X86Inst<[0x8F], MRM0r, (outs s.RC:$reg), (ins), "pop" # s.Suffix # "\t$reg", prefixes>;
    def PUSH # s.Bits # rmr : X86Inst<[0xFF], MRM6r, (outs), (ins s.RC:$reg), "push" # s.Suffix # "\t$reg", prefixes>;
  }
  foreach i = 0...2 in {
    defvar s = AllSizes[i];
    def MOV # s.Bits # ri_alt : SizedInst<s, [!if(!eq(i, 0), 0xC6, 0xC7)], MRM0r, (outs s.RC:$dst), (ins s.Imm:$src),
                                          "mov" # s.Suffix # "\t$src, $dst">;
  }
}

// Forms llvm-mc decodes that the assembler writes otherwise: the REX.W
// forms of movd with memory (66 REX.W 0F 6E and 7E, and VEX.W1; the
// assembler loads through F3 0F 7E and stores through 66 0F D6; EVEX's
// are beside the other EVEX moves), and a 16-bit register
// into a segment register with 0x66. (The store directions between
// registers, rr_REV, are beside their moves.)
let isCodeGenOnly = 1, ForceDisassemble = 1 in {
  def MOV64toPQIrm : SIMDInst<SSEInt, [0x0F, 0x6E], MRMSrcMem, (outs VR128:$dst), (ins i64mem:$src), "movq\t$src, $dst",
                              [0x66], 1> {
    let mayLoad = 1;
  }
  def MOVPQIto64mr : SIMDInst<SSEInt, [0x0F, 0x7E], MRMDestMem, (outs), (ins i64mem:$dst, VR128:$src), "movq\t$src, $dst",
                              [0x66], 1> {
    let mayStore = 1;
  }
  // The same through MMX registers (REX.W 0F 6E/7E with memory): movq.
  def MMX_MOV64toQrm : SIMDInst<MMXInt, [0x0F, 0x6E], MRMSrcMem, (outs VR64:$dst), (ins i64mem:$src), "movq\t$src, $dst",
                                [], 1> {
    let mayLoad = 1;
  }
  def MMX_MOVQto64mr : SIMDInst<MMXInt, [0x0F, 0x7E], MRMDestMem, (outs), (ins i64mem:$dst, VR64:$src), "movq\t$src, $dst",
                                [], 1> {
    let mayStore = 1;
  }
  // The same under VEX (W1): vmovq.
  def VMOV64toPQIrm : SIMDInst<AVXInt, [0x0F, 0x6E], MRMSrcMem, (outs VR128:$dst), (ins i64mem:$src), "vmovq\t$src, $dst",
                               [0x66], 1> {
    let mayLoad = 1;
  }
  def VMOVPQIto64mr : SIMDInst<AVXInt, [0x0F, 0x7E], MRMDestMem, (outs), (ins i64mem:$dst, VR128:$src),
                               "vmovq\t$src, $dst", [0x66], 1> {
    let mayStore = 1;
  }
}

// 0x63 without REX.W: 0x66 or its absence sizes the destination while the
// source stays a doubleword. llvm-mc decodes these as movslq into a 16- or
// 32-bit register, and no assembler reads that text: the printer's round
// trip leaves them out, the decoder's covers them.
let isCodeGenOnly = 1, ForceDisassemble = 1 in {
  foreach s = [Size16, Size32] in {
    def MOVSX # s.Bits # rr32 : SizedInst<s, [0x63], MRMSrcReg, (outs s.RC:$dst), (ins GR32:$src),
                                          "movs{lq|xd}\t$src, $dst">;
    def MOVSX # s.Bits # rm32 : SizedInst<s, [0x63], MRMSrcMem, (outs s.RC:$dst), (ins i32mem:$src),
                                          "movs{lq|xd}\t$src, $dst"> {
      let mayLoad = 1;
    }
  }
}

// 0x66 before a near jump or xbegin: llvm-mc reads a 2-byte displacement
// (the jump's operand size), which no assembler writes in 64-bit mode.
def brtarget16 : X86BranchTarget<BrTargetAsmOperand, 2>;
let isCodeGenOnly = 1, ForceDisassemble = 1, isBranch = 1, isTerminator = 1 in {
  def JMP_2 : X86Inst<[0xE9], RawFrm, (outs), (ins brtarget16:$dst), "jmp\t$dst", [0x66]> {
    let isBarrier = 1;
  }
  foreach n = 0...15 in {
    defvar cc = CondCodes[n];
    def JCC_ # cc # _2 : X86Inst<[0x0F, !add(0x80, n)], RawFrm, (outs), (ins brtarget16:$dst), "j" # cc # "\t$dst",
                                 [0x66]> {
      let Uses = [EFLAGS];
    }
  }
}
let isCodeGenOnly = 1, ForceDisassemble = 1 in
  def XBEGIN_2 : X86Inst<[0xC7, 0xF8], RawFrm, (outs), (ins brtarget16:$dst), "xbegin\t$dst", [0x66]>;
