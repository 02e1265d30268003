//===- X86InstrArith.td - x86-64 integer arithmetic --------*- tablegen -*-===//
//
// add, or, adc, sbb, and, sub, xor and cmp share one layout: opcode base
// B (B+0 r/m8,r8; B+1 r/m,r; B+2 r8,r/m8; B+3 r,r/m; B+4 al,imm8;
// B+5 ax/eax/rax,imm), and the immediate groups 0x80 (imm8), 0x81 (imm),
// 0x83 (sign-extended imm8) with the operation's digit in ModRM.reg.
// cmp writes only the flags. The short forms come first among forms that
// spell alike: the assembler takes the first that fits, as llvm-mc does.
//
//===----------------------------------------------------------------------===//

multiclass ArithBinOp<string m, int base, ModRMForm regDigit, ModRMForm memDigit, bit writes = 1> {
  foreach i = 0...3 in {
    defvar s = AllSizes[i];
    defvar mn = m # s.Suffix;
    defvar op = !add(base, s.OpcodeBit);
    defvar dst = !if(writes, (outs s.RC:$dst), (outs));
    defvar src1 = !if(writes, (ins s.RC:$src1), (ins s.RC:$dst));
    defvar group = !if(!eq(i, 0), 0x80, 0x81);
    let Defs = [EFLAGS] in {
      let Constraints = !if(writes, "$src1 = $dst", "") in {
        def NAME # s.Bits # rr : SizedInst<s, [op], MRMDestReg, dst, !con(src1, (ins s.RC:$src2)), mn # "\t$src2, $dst">;
        def NAME # s.Bits # rm : SizedInst<s, [!add(op, 2)], MRMSrcMem, dst, !con(src1, (ins s.Mem:$src2)), mn # "\t$src2, $dst"> {
          let mayLoad = 1;
          // A linker may turn a GOT load of the 32- and 64-bit forms into
          // an immediate operation.
          let GotRelaxation = !ge(i, 2);
        }
        def NAME # s.Bits # ri : SizedInst<s, [group], regDigit, dst, !con(src1, (ins s.Imm:$src2)), mn # "\t$src2, $dst">;
        // A symbol takes the short form until it is known not to fit.
        if !ne(i, 0) then
          def NAME # s.Bits # ri8 : SizedInst<s, [0x83], regDigit, dst, !con(src1, (ins s.Imm8:$src2)), mn # "\t$src2, $dst"> {
            let RelaxedForm = !cast<Instruction>(NAME # s.Bits # ri);
          }
      }
      def NAME # s.Bits # mr : SizedInst<s, [op], MRMDestMem, (outs), (ins s.Mem:$dst, s.RC:$src), mn # "\t$src, $dst"> {
        let mayLoad = 1;
        let mayStore = writes;
      }
      def NAME # s.Bits # mi : SizedInst<s, [group], memDigit, (outs), (ins s.Mem:$dst, s.Imm:$src), mn # "\t$src, $dst"> {
        let mayLoad = 1;
        let mayStore = writes;
      }
      if !ne(i, 0) then
        def NAME # s.Bits # mi8 : SizedInst<s, [0x83], memDigit, (outs), (ins s.Mem:$dst, s.Imm8:$src), mn # "\t$src, $dst"> {
          let mayLoad = 1;
          let mayStore = writes;
          let RelaxedForm = !cast<Instruction>(NAME # s.Bits # mi);
        }
      // The accumulator forms: al, ax, eax or rax, named by its size in
      // LLVM's convention (ADD8i8, ADD16i16, ADD32i32, ADD64i32).
      def NAME # s.Bits # "i" # s.ImmBits
          : SizedInst<s, [!add(op, 4)], RawFrm, (outs), (ins s.Imm:$src), !strconcat(mn, "\t$src, ", s.Accumulator)>;
    }
  }
}

defm ADD : ArithBinOp<"add", 0x00, MRM0r, MRM0m>;
defm OR  : ArithBinOp<"or",  0x08, MRM1r, MRM1m>;
defm ADC : ArithBinOp<"adc", 0x10, MRM2r, MRM2m>;
defm SBB : ArithBinOp<"sbb", 0x18, MRM3r, MRM3m>;
defm AND : ArithBinOp<"and", 0x20, MRM4r, MRM4m>;
defm SUB : ArithBinOp<"sub", 0x28, MRM5r, MRM5m>;
defm XOR : ArithBinOp<"xor", 0x30, MRM6r, MRM6m>;
defm CMP : ArithBinOp<"cmp", 0x38, MRM7r, MRM7m, 0>;
