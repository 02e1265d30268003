//===- X86InstrStack.td - x86-64 push, pop, enter, leave ---*- tablegen -*-===//
//
// The stack grows down through RSP. In 64-bit mode push and pop move 8
// bytes, or 2 with the 0x66 prefix; there is no 4-byte form. Registers go
// in the opcode byte (0x50+r push, 0x58+r pop), memory through 0xFF /6
// and 0x8F /0, immediates as a sign-extended byte (0x6A) or a full
// immediate (0x68). FS and GS have two-byte forms (0x0F 0xA0/0xA1,
// 0x0F 0xA8/0xA9); the other segment registers none in 64-bit mode.
//
//===----------------------------------------------------------------------===//

// The operand sizes push and pop have in 64-bit mode.
defvar StackSizes = [Size16, Size64];

let Defs = [RSP], Uses = [RSP] in {
  // The full immediate: 2 bytes for pushw, a sign-extended 4 for pushq.
  let mayStore = 1 in {
    def PUSHi16 : X86Inst<[0x68], RawFrm, (outs), (ins i16imm:$imm), "push{w}\t$imm", [0x66]> {
      let AsmVariantName = "att";
    }
    def PUSH64i32 : X86Inst<[0x68], RawFrm, (outs), (ins i64i32imm:$imm), "push{q}\t$imm"> {
      let Predicates = [In64BitMode];
    }
  }

  // The 64-bit forms are the mode's own: in Intel syntax, which spells
  // both sizes alike (`push 1`), they come first.
  foreach s = StackSizes in
  let Predicates = !if(!eq(s.Bits, 64), [In64BitMode], []<Predicate>) in {
    defvar push = "push" # s.Suffix;
    defvar pop = "pop" # s.Suffix;
    // 64-bit pushes and pops need no REX.W: their size is the default.
    defvar prefixes = s.Prefixes;
    let mayStore = 1 in {
      def PUSH # s.Bits # r : X86Inst<[0x50], AddRegFrm, (outs), (ins s.RC:$reg), push # "\t$reg", prefixes>;
      // A symbol takes the short form until it is known not to fit. Intel
      // syntax pushes any immediate at the pointer's size (llvm-mc matches
      // a constant as pushq), so the 16-bit forms are AT&T's alone.
      let RelaxedForm = !cast<Instruction>(!if(!eq(s.Bits, 16), "PUSHi16", "PUSH64i32")),
          AsmVariantName = !if(!eq(s.Bits, 16), "att", "") in
        def PUSH # s.Bits # i8 : X86Inst<[0x6A], RawFrm, (outs), (ins s.Imm8:$imm), push # "\t$imm", prefixes>;
      let mayLoad = 1 in
        def PUSH # s.Bits # rmm : X86Inst<[0xFF], MRM6m, (outs), (ins s.Mem:$src), push # "\t$src", prefixes>;
    }
    let mayLoad = 1 in {
      def POP # s.Bits # r : X86Inst<[0x58], AddRegFrm, (outs s.RC:$reg), (ins), pop # "\t$reg", prefixes>;
      let mayStore = 1 in
        def POP # s.Bits # rmm : X86Inst<[0x8F], MRM0m, (outs), (ins s.Mem:$dst), pop # "\t$dst", prefixes>;
    }
  }

  // FS and GS.
  foreach seg = ["fs", "gs"] in {
    defvar name = !toupper(seg);
    defvar reg = "%" # seg;
    defvar op = !if(!eq(seg, "fs"), 0xA0, 0xA8);
    // llvm-mc's Intel parser reads `push fs` as the 16-bit form: the
    // 64-bit one is AT&T's alone there.
    foreach s = StackSizes in
    let AsmVariantName = !if(!eq(s.Bits, 64), "att", "") in {
      let mayStore = 1 in
        def PUSH # name # s.Bits : X86Inst<[0x0F, op], RawFrm, (outs), (ins), "push" # s.Suffix # "\t" # reg, s.Prefixes>;
      let mayLoad = 1 in
        def POP # name # s.Bits : X86Inst<[0x0F, !add(op, 1)], RawFrm, (outs), (ins), "pop" # s.Suffix # "\t" # reg, s.Prefixes>;
    }
  }

  // The flags.
  foreach s = StackSizes in {
    let Uses = [RSP, EFLAGS], mayStore = 1 in
      def PUSHF # s.Bits : X86Inst<[0x9C], RawFrm, (outs), (ins), "pushf" # !if(!eq(s.Bits, 16), "{w}", s.Letter), s.Prefixes>;
    let Defs = [RSP, EFLAGS], mayLoad = 1 in
      def POPF # s.Bits : X86Inst<[0x9D], RawFrm, (outs), (ins), "popf" # !if(!eq(s.Bits, 16), "{w}", s.Letter), s.Prefixes>;
  }
}

// Without a suffix, the mode's own size.
let Predicates = [In64BitMode] in {
  def : MnemonicAlias<"push", "pushq">;
  def : MnemonicAlias<"pop", "popq">;
  def : MnemonicAlias<"pushf", "pushfq">;
  def : MnemonicAlias<"popf", "popfq">;
}

// enter: a frame of $len bytes at nesting level $lvl; leave: its undoing
// (mov %rbp, %rsp; pop %rbp).
let Defs = [RSP, RBP], Uses = [RSP, RBP], mayLoad = 1, mayStore = 1 in {
  def ENTER : X86Inst<[0xC8], RawFrm, (outs), (ins i16imm_sx:$len, i8imm:$lvl), "enter\t{$len, $lvl|$len, $lvl}">;
  def LEAVE64 : X86Inst<[0xC9], RawFrm, (outs), (ins), "leave">;
}
def : MnemonicAlias<"leaveq", "leave">;
