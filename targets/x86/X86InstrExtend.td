//===- X86InstrExtend.td - x86-64 zero and sign extension --*- tablegen -*-===//
//
// movz/movs widen a byte (0x0F 0xB6 zero, 0x0F 0xBE sign) or a word
// (0x0F 0xB7, 0x0F 0xBF) into a wider register; REX.W 0x63 sign-extends a
// doubleword (movslq). The destination's size sets 0x66 or REX.W. AT&T
// names both sizes (movzbl: byte to long); llvm-mc also takes Intel's
// movzx/movsx with registers, and the source size alone (movzb, movsl).
// cbw and friends extend the accumulator in place (0x98) or into rdx/edx/dx
// (0x99), with the AT&T names llvm-mc prints.
//
//===----------------------------------------------------------------------===//

// `kind` is "z" or "s"; opcodes[0] widens a byte, opcodes[1] a word.
multiclass Extend<string kind, list<int> opcodes> {
  foreach from = [Size8, Size16] in {
    defvar op = opcodes[!if(!eq(from.Bits, 8), 0, 1)];
    // Only wider destinations.
    foreach s = !filter(d, [Size16, Size32, Size64], !gt(d.Bits, from.Bits)) in {
      defvar mn = "mov" # kind # "{" # from.Letter # s.Letter # "|x}";
      def NAME # s.Bits # rr # from.Bits : SizedInst<s, [0x0F, op], MRMSrcReg, (outs s.RC:$dst), (ins from.RC:$src), mn # "\t$src, $dst">;
      def NAME # s.Bits # rm # from.Bits : SizedInst<s, [0x0F, op], MRMSrcMem, (outs s.RC:$dst), (ins from.Mem:$src), mn # "\t$src, $dst"> {
        let mayLoad = 1;
      }
    }
  }
}
defm MOVZX : Extend<"z", [0xB6, 0xB7]>;
defm MOVSX : Extend<"s", [0xBE, 0xBF]>;
def MOVSX64rr32 : SizedInst<Size64, [0x63], MRMSrcReg, (outs GR64:$dst), (ins GR32:$src), "movs{lq|xd}\t$src, $dst">;
def MOVSX64rm32 : SizedInst<Size64, [0x63], MRMSrcMem, (outs GR64:$dst), (ins i32mem:$src), "movs{lq|xd}\t$src, $dst"> {
  let mayLoad = 1;
}

// Other spellings: movzx/movsx with a register source (its class gives the
// size), and the source size alone (movzb %al, %eax; movsl (%rax), %rcx).
foreach kind = ["z", "s"] in {
  defvar X = !toupper(kind);
  foreach from = [Size8, Size16] in {
    foreach s = !filter(d, [Size16, Size32, Size64], !gt(d.Bits, from.Bits)) in {
      defvar rr = !cast<Instruction>("MOV" # X # "X" # s.Bits # "rr" # from.Bits);
      defvar rm = !cast<Instruction>("MOV" # X # "X" # s.Bits # "rm" # from.Bits);
      def : InstAlias<"mov" # kind # "x\t$src, $dst", (rr s.RC:$dst, from.RC:$src), 0>;
      def : InstAlias<"mov" # kind # from.Letter # "\t$src, $dst", (rr s.RC:$dst, from.RC:$src), 0>;
      def : InstAlias<"mov" # kind # from.Letter # "\t$src, $dst", (rm s.RC:$dst, from.Mem:$src), 0>;
    }
  }
}
def : InstAlias<"movsx\t$src, $dst", (MOVSX64rr32 GR64:$dst, GR32:$src), 0>;
def : InstAlias<"movsl\t$src, $dst", (MOVSX64rr32 GR64:$dst, GR32:$src), 0>;
def : InstAlias<"movsl\t$src, $dst", (MOVSX64rm32 GR64:$dst, i32mem:$src), 0>;

// The accumulator's sign into its upper half (cbtw: al into ax) or into
// the d register (cwtd: ax into dx:ax).
class SignExtendAcc<OpSize s, int op, string name, list<Register> defs, list<Register> uses>
    : SizedInst<s, [op], RawFrm, (outs), (ins), name> {
  let Defs = defs;
  let Uses = uses;
}
def CBW  : SignExtendAcc<Size16, 0x98, "{cbtw|cbw}", [AX], [AL]>;
def CWDE : SignExtendAcc<Size32, 0x98, "{cwtl|cwde}", [EAX], [AX]>;
def CDQE : SignExtendAcc<Size64, 0x98, "{cltq|cdqe}", [RAX], [EAX]>;
def CWD  : SignExtendAcc<Size16, 0x99, "{cwtd|cwd}", [DX], [AX]>;
def CDQ  : SignExtendAcc<Size32, 0x99, "{cltd|cdq}", [EDX], [EAX]>;
def CQO  : SignExtendAcc<Size64, 0x99, "{cqto|cqo}", [RDX], [RAX]>;
// The Intel names.
foreach names = [["cbw", "cbtw"], ["cwde", "cwtl"], ["cdqe", "cltq"], ["cwd", "cwtd"], ["cdq", "cltd"], ["cqo", "cqto"]] in
  def : MnemonicAlias<names[0], names[1]>;

// movzx/movsx from memory: a byte into a word.
def : InstAlias<"movzx\t$src, $dst", (MOVZX16rm8 GR16:$dst, i8mem:$src), 0>;
def : InstAlias<"movsx\t$src, $dst", (MOVSX16rm8 GR16:$dst, i8mem:$src), 0>;
