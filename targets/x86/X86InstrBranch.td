//===- X86InstrBranch.td - x86-64 jumps, calls and returns -*- tablegen -*-===//
//
// Relative jumps take a one-byte (rel8) or four-byte (rel32) displacement
// from the end of the instruction. The assembler writes the short form
// and, in an object, grows it to the long one (RelaxedForm) when the
// target is out of reach or needs a relocation, as llvm-mc does; a
// listing shows the short form with its fixup. call is always rel32;
// loop and jrcxz have only rel8. Indirect jumps and calls take a 64-bit
// register or memory operand after `*`.
//
//===----------------------------------------------------------------------===//

// The 16 conditions in opcode order (jcc 0x70+n, setcc 0x0F 0x90+n,
// cmovcc 0x0F 0x40+n), by the name llvm-mc prints.
defvar CondCodes = ["o", "no", "b", "ae", "e", "ne", "be", "a", "s", "ns", "p", "np", "l", "ge", "le", "g"];
// Other names of a condition, and the one llvm-mc prints for it.
defvar CondCodeAliases = [["c", "b"], ["nae", "b"], ["nb", "ae"], ["nc", "ae"], ["z", "e"], ["nz", "ne"],
                      ["na", "be"], ["nbe", "a"], ["pe", "p"], ["po", "np"], ["nge", "l"], ["nl", "ge"],
                      ["ng", "le"], ["nle", "g"]];

let isBranch = 1, isTerminator = 1, hasSideEffects = 0 in {
  let isBarrier = 1 in {
    def JMP_4 : X86Inst<[0xE9], RawFrm, (outs), (ins brtarget32:$dst), "jmp\t$dst">;
    def JMP_1 : X86Inst<[0xEB], RawFrm, (outs), (ins brtarget8:$dst), "jmp\t$dst"> {
      let RelaxedForm = JMP_4;
    }
  }
  let Uses = [EFLAGS] in
  foreach n = 0...15 in {
    defvar cc = CondCodes[n];
    def JCC_ # cc # _4 : X86Inst<[0x0F, !add(0x80, n)], RawFrm, (outs), (ins brtarget32:$dst), "j" # cc # "\t$dst">;
    def JCC_ # cc # _1 : X86Inst<[!add(0x70, n)], RawFrm, (outs), (ins brtarget8:$dst), "j" # cc # "\t$dst"> {
      let RelaxedForm = !cast<Instruction>("JCC_" # cc # "_4");
    }
  }
  // Count in rcx (ecx with the address-size prefix); no long forms.
  let Uses = [RCX] in {
    def JRCXZ : X86Inst<[0xE3], RawFrm, (outs), (ins brtarget8:$dst), "jrcxz\t$dst">;
    def JECXZ : X86Inst<[0xE3], RawFrm, (outs), (ins brtarget8:$dst), "jecxz\t$dst", [0x67]>;
  }
  let Defs = [RCX], Uses = [RCX] in {
    def LOOP : X86Inst<[0xE2], RawFrm, (outs), (ins brtarget8:$dst), "loop\t$dst">;
    let Uses = [RCX, EFLAGS] in {
      def LOOPE : X86Inst<[0xE1], RawFrm, (outs), (ins brtarget8:$dst), "loope\t$dst">;
      def LOOPNE : X86Inst<[0xE0], RawFrm, (outs), (ins brtarget8:$dst), "loopne\t$dst">;
    }
  }
  // In64BitMode: where another form reads alike (Intel syntax's `jmp
  // [rax]` is also a far jump), the 64-bit mode's own comes first.
  let isBarrier = 1, isIndirectBranch = 1, Predicates = [In64BitMode] in {
    def JMP64r : X86Inst<[0xFF], MRM4r, (outs), (ins GR64:$dst), "jmp{q}\t{*}$dst">;
    def JMP64m : X86Inst<[0xFF], MRM4m, (outs), (ins i64mem:$dst), "jmp{q}\t{*}$dst"> {
      let mayLoad = 1;
      let GotRelaxation = 1;
    }
  }
}
foreach a = CondCodeAliases in
  def : MnemonicAlias<"j" # a[0], "j" # a[1]>;
def : MnemonicAlias<"loopz", "loope">;
def : MnemonicAlias<"loopnz", "loopne">;

let isCall = 1, Uses = [RSP], Predicates = [In64BitMode] in {
  def CALL64pcrel32 : X86Inst<[0xE8], RawFrm, (outs), (ins brtarget32:$dst), "call{q}\t$dst">;
  def CALL64r : X86Inst<[0xFF], MRM2r, (outs), (ins GR64:$dst), "call{q}\t{*}$dst">;
  def CALL64m : X86Inst<[0xFF], MRM2m, (outs), (ins i64mem:$dst), "call{q}\t{*}$dst"> {
    let mayLoad = 1;
    let GotRelaxation = 1;
  }
}

let isReturn = 1, isTerminator = 1, isBarrier = 1, Uses = [RSP] in {
  let Predicates = [In64BitMode] in {
    def RET64 : X86Inst<[0xC3], RawFrm, (outs), (ins), "ret{q}">;
    def RETI64 : X86Inst<[0xC2], RawFrm, (outs), (ins i16imm_sx:$amt), "ret{q}\t$amt">;
  }
  // A 16-bit return address (0x66).
  def RET16 : X86Inst<[0xC3], RawFrm, (outs), (ins), "ret{w}", [0x66]>;
  def RETI16 : X86Inst<[0xC2], RawFrm, (outs), (ins i16imm:$amt), "ret{w}\t$amt", [0x66]>;
  // Far returns: 32-bit unless REX.W says 64.
  def LRET16 : X86Inst<[0xCB], RawFrm, (outs), (ins), "{lretw|retf}", [0x66]>;
  def LRETI16 : X86Inst<[0xCA], RawFrm, (outs), (ins i16imm:$amt), "{lretw|retf}\t$amt", [0x66]>;
  def LRET32 : X86Inst<[0xCB], RawFrm, (outs), (ins), "{lretl|retf}">;
  def LRETI32 : X86Inst<[0xCA], RawFrm, (outs), (ins i16imm_sx:$amt), "{lretl|retf}\t$amt">;
  def LRET64 : X86Inst<[0xCB], RawFrm, (outs), (ins), "{lretq|retfq}", [], 1>;
  def LRETI64 : X86Inst<[0xCA], RawFrm, (outs), (ins i16imm_sx:$amt), "{lretq|retfq}\t$amt", [], 1>;
}
def : MnemonicAlias<"ret", "retq">;
def : MnemonicAlias<"retn", "retq">;
def : MnemonicAlias<"lret", "lretl">;
