//===- X86InstrAPX.td - x86-64 APX instructions on EVEX map 4 -*- tablegen -*-===//
//
// APX (Advanced Performance Extensions) gives general-purpose instructions
// an EVEX form in map 4. There EVEX.b is ND, "new data destination": set,
// the result goes to a register the legacy form cannot name (EVEX.vvvv)
// or, for setzu and imulzu, the destination is zeroed up to 64 bits
// ("zero upper") instead of keeping its old upper bits.
//   - setzu<cc>: setcc with ND set, 0x40+cc with an F2 prefix;
//   - imulzu: imul with an immediate and ND set;
//   - push2 / pop2: two 64-bit registers at once, the first written in
//     EVEX.vvvv, the second in ModRM.rm; EVEX.W asks for the balanced
//     push/pop hint (push2p, pop2p);
//   - cfcmov<cc>: a conditional move that does not fault when the
//     condition is false (NF set: the register and store forms; NF clear:
//     the load), also with a new data destination;
//   - ccmp<scc> and ctest<scc>: cmp and test when the source condition
//     holds (EVEX.V' and EVEX.aaa), else the flags are the default flags
//     value `{dfv=of,sf,zf,cf}` (EVEX.vvvv). The conditions are setcc's
//     but for p and np, which are t (always) and f (never) here;
//   - add, or, adc, sbb, and, sub, xor, inc, dec, neg, not, mul, imul,
//     div, idiv and the shifts and rotates with a new data destination,
//     without flags (`{nf}`) and as they are (`{evex}`).
// The assembler prints and reads them as llvm-mc 19 does at default
// features. REX2 writes the instructions only it has (pushp, popp,
// jmpabs); it and EVEX name %r16-%r31 (X86Registers.td).
//
//===----------------------------------------------------------------------===//

// A general-purpose instruction promoted to EVEX map 4.
class APXInst<list<int> prefixes, bit w, int opcode, ModRMForm form, dag outs, dag ins, string asm>
    : X86Inst<[opcode], form, outs, ins, asm, prefixes, w> {
  let Evex = 1;
  let OpcodeMap = 4;
}

// The full immediate of size AllSizes[i]: llvm-mc reads APX's 16-bit ones
// back signed, unlike the legacy forms'.
class APXImm<int i> {
  Operand Op = !if(!eq(i, 1), i16imm_sx, AllSizes[i].Imm);
}

// The same with ND set.
class APXNewDataInst<list<int> prefixes, bit w, int opcode, ModRMForm form, dag outs, dag ins, string asm>
    : APXInst<prefixes, w, opcode, form, outs, ins, asm> {
  let EvexB = 1;
}

// setzu<cc>: the condition as a byte, the rest of the 64-bit register
// zeroed. ModRM.reg is ignored, as with setcc.
foreach cc = 0...15 in {
  defvar name = CondCodes[cc];
  defvar record = "SETZU" # !toupper(name);
  let Uses = [EFLAGS], IgnoresModRMReg = 1 in {
    def record # r : APXNewDataInst<[0xF2], 0, !add(0x40, cc), MRM0r, (outs GR8:$dst), (ins),
                                    "setzu" # name # "\t$dst">;
    def record # m : APXNewDataInst<[0xF2], 0, !add(0x40, cc), MRM0m, (outs), (ins i8mem:$dst),
                                    "setzu" # name # "\t$dst"> {
      let mayStore = 1;
    }
  }
  // The byte suffix is accepted, as with setcc (the other names of a
  // condition are not: llvm-mc 19 rejects `setzuz`).
  def : MnemonicAlias<"setzu" # name # "b", "setzu" # name>;
}

// imulzu: a register or memory operand times an immediate, into a
// register zeroed above the operation's size. The byte immediate form
// does not grow into the full one (llvm-mc 19 keeps a symbol in a byte).
foreach i = 1...3 in {
  defvar s = AllSizes[i];
  defvar imm = APXImm<i>.Op;
  defvar mn = "imulzu" # s.Suffix;
  defvar record = "IMULZU" # s.Bits;
  let Defs = [EFLAGS] in {
    def record # rri : APXNewDataInst<s.Prefixes, s.RexW, 0x69, MRMSrcReg, (outs s.RC:$dst),
                                      (ins s.RC:$src1, imm:$src2), mn # "\t$src2, $src1, $dst">;
    def record # rri8 : APXNewDataInst<s.Prefixes, s.RexW, 0x6B, MRMSrcReg, (outs s.RC:$dst),
                                       (ins s.RC:$src1, s.Imm8:$src2), mn # "\t$src2, $src1, $dst">;
    let mayLoad = 1 in {
      def record # rmi : APXNewDataInst<s.Prefixes, s.RexW, 0x69, MRMSrcMem, (outs s.RC:$dst),
                                        (ins s.Mem:$src1, imm:$src2), mn # "\t$src2, $src1, $dst">;
      def record # rmi8 : APXNewDataInst<s.Prefixes, s.RexW, 0x6B, MRMSrcMem, (outs s.RC:$dst),
                                         (ins s.Mem:$src1, s.Imm8:$src2), mn # "\t$src2, $src1, $dst">;
    }
  }
}

// push2 and pop2: $reg1 in EVEX.vvvv, $reg2 in ModRM.rm; push2 pushes
// $reg1 first, pop2 pops into $reg1 first. AT&T lists $reg2 first.
let Uses = [RSP], Defs = [RSP], VexVvvv = 1 in {
  foreach hint = [0, 1] in {
    defvar suffix = !if(hint, "p", "");
    let mayStore = 1 in
      def PUSH2 # !toupper(suffix) : APXNewDataInst<[], hint, 0xFF, MRM6r, (outs),
                                                   (ins GR64:$reg1, GR64:$reg2), "push2" # suffix # "\t$reg2, $reg1">;
    let mayLoad = 1 in
      def POP2 # !toupper(suffix) : APXNewDataInst<[], hint, 0x8F, MRM0r, (outs GR64:$reg1, GR64:$reg2),
                                                  (ins), "pop2" # suffix # "\t$reg2, $reg1">;
  }
}

// cfcmov<cc>: NF set for the register form (ModRM.rm the destination),
// the store and the new-data-destination forms; NF clear for the load
// (ModRM.reg the destination), whose register form only the disassembler
// reads.
foreach cc = 0...15 in {
  defvar name = CondCodes[cc];
  let Uses = [EFLAGS] in
  foreach i = 1...3 in {
    defvar s = AllSizes[i];
    defvar mn = "cfcmov" # name # s.Suffix;
    defvar record = "CFCMOV" # !toupper(name) # s.Bits;
    defvar op = !add(0x40, cc);
    let EvexNF = 1 in {
      let Constraints = "$src1 = $dst" in
        def record # rr : APXInst<s.Prefixes, s.RexW, op, MRMDestReg, (outs s.RC:$dst), (ins s.RC:$src1, s.RC:$src2),
                                  mn # "\t$src2, $dst">;
      let mayStore = 1 in
        def record # mr : APXInst<s.Prefixes, s.RexW, op, MRMDestMem, (outs), (ins s.Mem:$dst, s.RC:$src),
                                  mn # "\t$src, $dst">;
      let NewDataDest = 1 in {
        def record # rr_ND : APXInst<s.Prefixes, s.RexW, op, MRMSrcReg, (outs s.RC:$dst),
                                     (ins s.RC:$src1, s.RC:$src2), mn # "\t$src2, $src1, $dst">;
        let mayLoad = 1 in
          def record # rm_ND : APXInst<s.Prefixes, s.RexW, op, MRMSrcMem, (outs s.RC:$dst),
                                       (ins s.RC:$src1, s.Mem:$src2), mn # "\t$src2, $src1, $dst">;
      }
    }
    let Constraints = "$src1 = $dst" in {
      let mayLoad = 1 in
        def record # rm : APXInst<s.Prefixes, s.RexW, op, MRMSrcMem, (outs s.RC:$dst), (ins s.RC:$src1, s.Mem:$src2),
                                  mn # "\t$src2, $dst">;
      let isCodeGenOnly = 1, ForceDisassemble = 1 in
        def record # rr_REV : APXInst<s.Prefixes, s.RexW, op, MRMSrcReg, (outs s.RC:$dst),
                                      (ins s.RC:$src1, s.RC:$src2), mn # "\t$src2, $dst">;
    }
  }
}

// cfcmov takes cmov's other names of the conditions (cfcmovzl).
foreach a = CondCodeAliases in
  foreach suffix = ["w", "l", "q"] in
    def : MnemonicAlias<"cfcmov" # a[0] # suffix, "cfcmov" # a[1] # suffix>;

//===-- ccmp and ctest ----------------------------------------------------===//

def FlagsValueAsmOperand : AsmOperandClass {
  let Name = "FlagsValue";
  let ParserMethod = "parse_flags_value";
}
// The default flags value: OF 8, SF 4, ZF 2, CF 1, in EVEX.vvvv.
def dfv : Operand<i8>, EvexFlagsOperand {
  let ParserMatchClass = FlagsValueAsmOperand;
  let PrintMethod = "print_flags_value";
  let SampleMethod = "sample_flags_value";
}

// The source conditions, by their code.
defvar SourceConditions = ["o", "no", "b", "ae", "e", "ne", "be", "a", "s", "ns", "t", "f", "l", "ge", "le", "g"];

// Both syntaxes list the default flags value first, then the operands
// (AT&T's in the reverse of Intel's order).
class ConditionalAsm<string mn> {
  string S = mn # "\t$dfv\t{$src2, $src1|$src1, $src2}";
}

foreach cc = 0...15 in {
  defvar name = SourceConditions[cc];
  let EvexSCC = cc, Uses = [EFLAGS], Defs = [EFLAGS] in
  foreach i = 0...3 in {
    defvar s = AllSizes[i];
    defvar imm = APXImm<i>.Op;
    defvar group = !if(!eq(i, 0), 0x80, 0x81);
    // ccmp: cmp's opcodes (0x38-0x3B, 0x80/0x81/0x83 /7).
    defvar ccmp = ConditionalAsm<"ccmp" # name # s.Suffix>.S;
    defvar cmpOp = !add(0x38, s.OpcodeBit);
    defvar ccmpRecord = "CCMP" # !toupper(name) # s.Bits;
    def ccmpRecord # rr : APXInst<s.Prefixes, s.RexW, cmpOp, MRMDestReg, (outs),
                                  (ins dfv:$dfv, s.RC:$src1, s.RC:$src2), ccmp>;
    let isCodeGenOnly = 1, ForceDisassemble = 1 in
      def ccmpRecord # rr_REV : APXInst<s.Prefixes, s.RexW, !add(cmpOp, 2), MRMSrcReg, (outs),
                                        (ins dfv:$dfv, s.RC:$src1, s.RC:$src2), ccmp>;
    def ccmpRecord # ri : APXInst<s.Prefixes, s.RexW, group, MRM7r, (outs), (ins dfv:$dfv, s.RC:$src1, imm:$src2),
                                  ccmp>;
    // A symbol takes the short form until it is known not to fit (unlike
    // imulzu's, llvm-mc 19 grows ccmp's).
    if !ne(i, 0) then
      let RelaxedForm = !cast<Instruction>(ccmpRecord # ri) in
        def ccmpRecord # ri8 : APXInst<s.Prefixes, s.RexW, 0x83, MRM7r, (outs),
                                       (ins dfv:$dfv, s.RC:$src1, s.Imm8:$src2), ccmp>;
    let mayLoad = 1 in {
      def ccmpRecord # rm : APXInst<s.Prefixes, s.RexW, !add(cmpOp, 2), MRMSrcMem, (outs),
                                    (ins dfv:$dfv, s.RC:$src1, s.Mem:$src2), ccmp>;
      def ccmpRecord # mr : APXInst<s.Prefixes, s.RexW, cmpOp, MRMDestMem, (outs),
                                    (ins dfv:$dfv, s.Mem:$src1, s.RC:$src2), ccmp>;
      def ccmpRecord # mi : APXInst<s.Prefixes, s.RexW, group, MRM7m, (outs), (ins dfv:$dfv, s.Mem:$src1, imm:$src2),
                                    ccmp>;
      if !ne(i, 0) then
        let RelaxedForm = !cast<Instruction>(ccmpRecord # mi) in
          def ccmpRecord # mi8 : APXInst<s.Prefixes, s.RexW, 0x83, MRM7m, (outs),
                                         (ins dfv:$dfv, s.Mem:$src1, s.Imm8:$src2), ccmp>;
    }
    // ctest: test's opcodes (0x84/0x85, 0xF6/0xF7 /0).
    defvar ctest = ConditionalAsm<"ctest" # name # s.Suffix>.S;
    defvar testOp = !add(0x84, s.OpcodeBit);
    defvar testGroup = !add(0xF6, s.OpcodeBit);
    defvar ctestRecord = "CTEST" # !toupper(name) # s.Bits;
    def ctestRecord # rr : APXInst<s.Prefixes, s.RexW, testOp, MRMDestReg, (outs),
                                   (ins dfv:$dfv, s.RC:$src1, s.RC:$src2), ctest>;
    def ctestRecord # ri : APXInst<s.Prefixes, s.RexW, testGroup, MRM0r, (outs),
                                   (ins dfv:$dfv, s.RC:$src1, imm:$src2), ctest>;
    let mayLoad = 1 in {
      def ctestRecord # mr : APXInst<s.Prefixes, s.RexW, testOp, MRMDestMem, (outs),
                                     (ins dfv:$dfv, s.Mem:$src1, s.RC:$src2), ctest>;
      def ctestRecord # mi : APXInst<s.Prefixes, s.RexW, testGroup, MRM0m, (outs),
                                     (ins dfv:$dfv, s.Mem:$src1, imm:$src2), ctest>;
    }
  }
}

//===-- REX2 --------------------------------------------------------------===//

// Instructions only a REX2 prefix writes (0xD5, then M0 R4 X4 B4 W R3 X3
// B3): pushp and popp, push and pop with the balanced push/pop hint
// (REX2.W), and jmpabs, a jump to a 64-bit absolute address (0xA1).
let Rex2 = 1 in {
  let Uses = [RSP], Defs = [RSP] in {
    let mayStore = 1 in
      def PUSHP64r : X86Inst<[0x50], AddRegFrm, (outs), (ins GR64:$reg), "pushp\t$reg", [], 1>;
    let mayLoad = 1 in
      def POPP64r : X86Inst<[0x58], AddRegFrm, (outs GR64:$reg), (ins), "popp\t$reg", [], 1>;
  }
  let isBranch = 1, isTerminator = 1, isBarrier = 1 in
    def JMPABS64i : X86Inst<[0xA1], RawFrm, (outs), (ins i64imm:$dst), "jmpabs\t$dst">;
}

//===-- Two-operand arithmetic ---------------------------------------------===//

// add, or, adc, sbb, and, sub and xor on EVEX map 4 (the legacy opcodes
// and ModRM forms), by what ND (EVEX.b) and NF say:
//   - nd: a new data destination (`addl %eax, %ebx, %ecx`: ecx = ebx +
//     eax) in EVEX.vvvv, the sources where the legacy form has its two
//     operands;
//   - nf: no flags written, taken and listed with `{nf}` (ExplicitNF);
//   - neither: the legacy form itself, taken and listed with `{evex}`
//     (ExplicitEvex).
// Records are named by the legacy form and _ND, _NF, _NF_ND or _EVEX.
multiclass APXBinOp<string m, int base, ModRMForm regDigit, ModRMForm memDigit, bit nd, bit nf> {
  defvar tag = !if(nf, "_NF", "") # !if(nd, "_ND", "") # !if(!or(nd, nf), "", "_EVEX");
  foreach i = 0...3 in {
    defvar s = AllSizes[i];
    defvar mn = m # s.Suffix;
    // The register forms: with nd two sources, else the destination is
    // the first source.
    defvar asm = mn # "\t$src2, " # !if(nd, "$src1, ", "") # "$dst";
    defvar tie = !if(nd, "", "$src1 = $dst");
    defvar op = !add(base, s.OpcodeBit);
    defvar group = !if(!eq(i, 0), 0x80, 0x81);
    defvar imm = APXImm<i>.Op;
    defvar record = NAME # s.Bits;
    let Defs = !if(nf, []<Register>, [EFLAGS]), NewDataDest = nd, EvexNF = nf, ExplicitNF = nf,
        ExplicitEvex = !not(!or(nd, nf)) in {
      let Constraints = tie in {
        def record # rr # tag : APXInst<s.Prefixes, s.RexW, op, MRMDestReg, (outs s.RC:$dst),
                                        (ins s.RC:$src1, s.RC:$src2), asm>;
        let isCodeGenOnly = 1, ForceDisassemble = 1 in
          def record # rr # tag # _REV : APXInst<s.Prefixes, s.RexW, !add(op, 2), MRMSrcReg, (outs s.RC:$dst),
                                                 (ins s.RC:$src1, s.RC:$src2), asm>;
        def record # ri # tag : APXInst<s.Prefixes, s.RexW, group, regDigit, (outs s.RC:$dst),
                                        (ins s.RC:$src1, imm:$src2), asm>;
        // A symbol takes the short form until it is known not to fit.
        if !ne(i, 0) then
          let RelaxedForm = !cast<Instruction>(record # ri # tag) in
            def record # ri8 # tag : APXInst<s.Prefixes, s.RexW, 0x83, regDigit, (outs s.RC:$dst),
                                             (ins s.RC:$src1, s.Imm8:$src2), asm>;
        let mayLoad = 1 in
          def record # rm # tag : APXInst<s.Prefixes, s.RexW, !add(op, 2), MRMSrcMem, (outs s.RC:$dst),
                                          (ins s.RC:$src1, s.Mem:$src2), asm>;
      }
      // The memory-destination forms: with nd the memory is a source.
      let mayLoad = 1, mayStore = !not(nd) in {
        def record # mr # tag : APXInst<s.Prefixes, s.RexW, op, MRMDestMem,
                                        !if(nd, (outs s.RC:$dst), (outs)),
                                        !if(nd, (ins s.Mem:$src1, s.RC:$src2), (ins s.Mem:$dst, s.RC:$src2)), asm>;
        def record # mi # tag : APXInst<s.Prefixes, s.RexW, group, memDigit,
                                        !if(nd, (outs s.RC:$dst), (outs)),
                                        !if(nd, (ins s.Mem:$src1, imm:$src2), (ins s.Mem:$dst, imm:$src2)), asm>;
        if !ne(i, 0) then
          let RelaxedForm = !cast<Instruction>(record # mi # tag) in
            def record # mi8 # tag : APXInst<s.Prefixes, s.RexW, 0x83, memDigit,
                                             !if(nd, (outs s.RC:$dst), (outs)),
                                             !if(nd, (ins s.Mem:$src1, s.Imm8:$src2), (ins s.Mem:$dst, s.Imm8:$src2)),
                                             asm>;
      }
    }
  }
}

// Every form of the operations that have all four; adc and sbb read the
// carry and have no no-flags forms.
multiclass APXBinOps<string m, int base, ModRMForm regDigit, ModRMForm memDigit> {
  defm "" : APXBinOp<m, base, regDigit, memDigit, 1, 0>;
  defm "" : APXBinOp<m, base, regDigit, memDigit, 0, 0>;
  defm "" : APXBinOp<m, base, regDigit, memDigit, 0, 1>;
  defm "" : APXBinOp<m, base, regDigit, memDigit, 1, 1>;
}

defm ADD : APXBinOps<"add", 0x00, MRM0r, MRM0m>;
defm OR  : APXBinOps<"or",  0x08, MRM1r, MRM1m>;
let Uses = [EFLAGS] in {
  defm ADC : APXBinOp<"adc", 0x10, MRM2r, MRM2m, 1, 0>;
  defm ADC : APXBinOp<"adc", 0x10, MRM2r, MRM2m, 0, 0>;
  defm SBB : APXBinOp<"sbb", 0x18, MRM3r, MRM3m, 1, 0>;
  defm SBB : APXBinOp<"sbb", 0x18, MRM3r, MRM3m, 0, 0>;
}
defm AND : APXBinOps<"and", 0x20, MRM4r, MRM4m>;
defm SUB : APXBinOps<"sub", 0x28, MRM5r, MRM5m>;
defm XOR : APXBinOps<"xor", 0x30, MRM6r, MRM6m>;

//===-- One-operand groups and imul ----------------------------------------===//

// inc, dec, not and neg (0xFE/0xFF, 0xF6/0xF7, the operation in ModRM.reg)
// on EVEX map 4, as the two-operand arithmetic: with nd the result goes
// to EVEX.vvvv and the operand is a source (`incq %rax, %rbx`); with nf
// no flags are written; with neither the legacy form, under `{evex}`.
// not writes no flags and has no `{nf}` form.
multiclass APXUnary<string m, list<int> opcodes, ModRMForm regDigit, ModRMForm memDigit, bit nd, bit nf,
                    bit flags = 1> {
  defvar tag = !if(nf, "_NF", "") # !if(nd, "_ND", "") # !if(!or(nd, nf), "", "_EVEX");
  foreach i = 0...3 in {
    defvar s = AllSizes[i];
    defvar mn = m # s.Suffix;
    defvar op = opcodes[!if(!eq(i, 0), 0, 1)];
    defvar record = NAME # s.Bits;
    let Defs = !if(!and(flags, !not(nf)), [EFLAGS], []<Register>), NewDataDest = nd, EvexNF = nf,
        ExplicitNF = nf, ExplicitEvex = !not(!or(nd, nf)) in {
      let Constraints = !if(nd, "", "$src1 = $dst") in
        def record # r # tag : APXInst<s.Prefixes, s.RexW, op, regDigit, (outs s.RC:$dst), (ins s.RC:$src1),
                                       mn # !if(nd, "\t$src1, $dst", "\t$dst")>;
      let mayLoad = 1, mayStore = !not(nd) in
        def record # m # tag : APXInst<s.Prefixes, s.RexW, op, memDigit, !if(nd, (outs s.RC:$dst), (outs)),
                                       !if(nd, (ins s.Mem:$src1), (ins s.Mem:$dst)),
                                       mn # !if(nd, "\t$src1, $dst", "\t$dst")>;
    }
  }
}

// Every form of inc, dec and neg; not has no `{nf}` forms.
multiclass APXUnaries<string m, list<int> opcodes, ModRMForm regDigit, ModRMForm memDigit> {
  defm "" : APXUnary<m, opcodes, regDigit, memDigit, 1, 0>;
  defm "" : APXUnary<m, opcodes, regDigit, memDigit, 0, 0>;
  defm "" : APXUnary<m, opcodes, regDigit, memDigit, 0, 1>;
  defm "" : APXUnary<m, opcodes, regDigit, memDigit, 1, 1>;
}
defm INC : APXUnaries<"inc", [0xFE, 0xFF], MRM0r, MRM0m>;
defm DEC : APXUnaries<"dec", [0xFE, 0xFF], MRM1r, MRM1m>;
defm NEG : APXUnaries<"neg", [0xF6, 0xF7], MRM3r, MRM3m>;
defm NOT : APXUnary<"not", [0xF6, 0xF7], MRM2r, MRM2m, 1, 0, 0>;
defm NOT : APXUnary<"not", [0xF6, 0xF7], MRM2r, MRM2m, 0, 0, 0>;

// mul, imul, div and idiv of the accumulator under `{evex}` and `{nf}`.
multiclass APXMulDiv<string m, ModRMForm regDigit, ModRMForm memDigit, bit nf> {
  defvar tag = !if(nf, "_NF", "_EVEX");
  foreach i = 0...3 in {
    defvar s = AllSizes[i];
    defvar op = !if(!eq(i, 0), 0xF6, 0xF7);
    let Defs = !if(nf, AccumulatorRegs[i], !listconcat(AccumulatorRegs[i], [EFLAGS])), Uses = AccumulatorRegs[i],
        EvexNF = nf, ExplicitNF = nf, ExplicitEvex = !not(nf) in {
      def NAME # s.Bits # r # tag : APXInst<s.Prefixes, s.RexW, op, regDigit, (outs), (ins s.RC:$src),
                                            m # s.Suffix # "\t$src">;
      let mayLoad = 1 in
        def NAME # s.Bits # m # tag : APXInst<s.Prefixes, s.RexW, op, memDigit, (outs), (ins s.Mem:$src),
                                              m # s.Suffix # "\t$src">;
    }
  }
}
foreach nf = [0, 1] in {
  defm MUL  : APXMulDiv<"mul",  MRM4r, MRM4m, nf>;
  defm IMUL : APXMulDiv<"imul", MRM5r, MRM5m, nf>;
  defm DIV  : APXMulDiv<"div",  MRM6r, MRM6m, nf>;
  defm IDIV : APXMulDiv<"idiv", MRM7r, MRM7m, nf>;
}

// imul with an explicit destination (map 4's 0xAF, 0x69 and 0x6B): the
// two-operand form also with a new data destination; the forms with an
// immediate only under `{evex}` or `{nf}` (ND there is imulzu).
multiclass APXImul<bit nd, bit nf> {
  defvar tag = !if(nf, "_NF", "") # !if(nd, "_ND", "") # !if(!or(nd, nf), "", "_EVEX");
  foreach i = 1...3 in {
    defvar s = AllSizes[i];
    defvar mn = "imul" # s.Suffix;
    defvar asm = mn # "\t$src2, " # !if(nd, "$src1, ", "") # "$dst";
    defvar record = NAME # s.Bits;
    let Defs = !if(nf, []<Register>, [EFLAGS]), NewDataDest = nd, EvexNF = nf, ExplicitNF = nf,
        ExplicitEvex = !not(!or(nd, nf)) in {
      let Constraints = !if(nd, "", "$src1 = $dst") in {
        let isCommutable = 1 in
          def record # rr # tag : APXInst<s.Prefixes, s.RexW, 0xAF, MRMSrcReg, (outs s.RC:$dst),
                                          (ins s.RC:$src1, s.RC:$src2), asm>;
        let mayLoad = 1 in
          def record # rm # tag : APXInst<s.Prefixes, s.RexW, 0xAF, MRMSrcMem, (outs s.RC:$dst),
                                          (ins s.RC:$src1, s.Mem:$src2), asm>;
      }
      if !not(nd) then {
        defvar imm = APXImm<i>.Op;
        defvar asm3 = mn # "\t$src2, $src1, $dst";
        def record # rri # tag : APXInst<s.Prefixes, s.RexW, 0x69, MRMSrcReg, (outs s.RC:$dst),
                                         (ins s.RC:$src1, imm:$src2), asm3>;
        let RelaxedForm = !cast<Instruction>(record # rri # tag) in
          def record # rri8 # tag : APXInst<s.Prefixes, s.RexW, 0x6B, MRMSrcReg, (outs s.RC:$dst),
                                            (ins s.RC:$src1, s.Imm8:$src2), asm3>;
        let mayLoad = 1 in {
          def record # rmi # tag : APXInst<s.Prefixes, s.RexW, 0x69, MRMSrcMem, (outs s.RC:$dst),
                                           (ins s.Mem:$src1, imm:$src2), asm3>;
          let RelaxedForm = !cast<Instruction>(record # rmi # tag) in
            def record # rmi8 # tag : APXInst<s.Prefixes, s.RexW, 0x6B, MRMSrcMem, (outs s.RC:$dst),
                                              (ins s.Mem:$src1, s.Imm8:$src2), asm3>;
        }
      }
    }
  }
}
defm IMUL : APXImul<1, 0>;
defm IMUL : APXImul<0, 0>;
defm IMUL : APXImul<0, 1>;
defm IMUL : APXImul<1, 1>;

//===-- Shifts and rotates -------------------------------------------------===//

// The group-2 shifts and rotates on EVEX map 4 (by 1, by %cl, by an
// immediate byte), as the two-operand arithmetic: with nd the result goes
// to EVEX.vvvv (`shlq $2, %rax, %rbx`; by 1: `shlq %rax, %rbx`); with nf
// no flags are written (not rcl and rcr, which read the carry); with
// neither the legacy form, under `{evex}`.
multiclass APXShift<string m, int digit, list<Register> uses, bit nd, bit nf> {
  defvar tag = !if(nf, "_NF", "") # !if(nd, "_ND", "") # !if(!or(nd, nf), "", "_EVEX");
  defvar regForm = !cast<ModRMForm>("MRM" # digit # "r");
  defvar memForm = !cast<ModRMForm>("MRM" # digit # "m");
  foreach s = AllSizes in {
    defvar mn = m # s.Suffix;
    defvar by1 = !add(0xD0, s.OpcodeBit);
    defvar byCL = !add(0xD2, s.OpcodeBit);
    defvar byImm = !add(0xC0, s.OpcodeBit);
    defvar record = NAME # s.Bits;
    // The operand: with nd a source before the destination.
    defvar tail = !if(nd, "$src1, $dst", "$dst");
    let Defs = !if(nf, []<Register>, [EFLAGS]), Uses = uses, NewDataDest = nd, EvexNF = nf, ExplicitNF = nf,
        ExplicitEvex = !not(!or(nd, nf)) in {
      let Constraints = !if(nd, "", "$src1 = $dst") in {
        // Not the byte form by 1 between registers with a new data
        // destination: llvm-mc 19 prints it as `rolb %al, %bl` but reads
        // that as the legacy shift by %cl (and so rejects it), and reads
        // only `rolb $1, %al, %bl`; no text of it reads back.
        if !not(!and(nd, !eq(s.Bits, 8))) then
          def record # r1 # tag : APXInst<s.Prefixes, s.RexW, by1, regForm, (outs s.RC:$dst), (ins s.RC:$src1),
                                          mn # "\t" # !if(nd, "$src1, $dst", "$dst")>;
        let Uses = !listconcat(uses, [CL]) in
          def record # rCL # tag : APXInst<s.Prefixes, s.RexW, byCL, regForm, (outs s.RC:$dst), (ins s.RC:$src1),
                                           mn # "\t%cl, " # !if(nd, "$src1, $dst", "$dst")>;
        def record # ri # tag : APXInst<s.Prefixes, s.RexW, byImm, regForm, (outs s.RC:$dst),
                                        (ins s.RC:$src1, shift_count_imm:$src2),
                                        mn # "\t$src2, " # !if(nd, "$src1, $dst", "$dst")>;
      }
      let mayLoad = 1, mayStore = !not(nd) in {
        defvar outs = !if(nd, (outs s.RC:$dst), (outs));
        defvar mem = !if(nd, (ins s.Mem:$src1), (ins s.Mem:$dst));
        def record # m1 # tag : APXInst<s.Prefixes, s.RexW, by1, memForm, outs, mem, mn # "\t" # tail>;
        let Uses = !listconcat(uses, [CL]) in
          def record # mCL # tag : APXInst<s.Prefixes, s.RexW, byCL, memForm, outs, mem, mn # "\t%cl, " # tail>;
        def record # mi # tag : APXInst<s.Prefixes, s.RexW, byImm, memForm, outs,
                                        !con(mem, (ins shift_count_imm:$src2)), mn # "\t$src2, " # tail>;
      }
    }
    // A count of 1 written out: the by-one form.
    if nd then {
      if !ne(s.Bits, 8) then
        def : InstAlias<mn # "\t$$1, $src1, $dst",
                        (!cast<Instruction>(record # "r1" # tag) s.RC:$dst, s.RC:$src1), 0>;
      def : InstAlias<mn # "\t$$1, $src1, $dst",
                      (!cast<Instruction>(record # "m1" # tag) s.RC:$dst, s.Mem:$src1), 0>;
    } else {
      def : InstAlias<mn # "\t$$1, $dst", (!cast<Instruction>(record # "r1" # tag) s.RC:$dst), 0>;
      def : InstAlias<mn # "\t$$1, $dst", (!cast<Instruction>(record # "m1" # tag) s.Mem:$dst), 0>;
    }
  }
}

multiclass APXShifts<string m, int digit, list<Register> uses = [], bit flagsFree = 1> {
  defm "" : APXShift<m, digit, uses, 1, 0>;
  defm "" : APXShift<m, digit, uses, 0, 0>;
  if flagsFree then {
    defm "" : APXShift<m, digit, uses, 0, 1>;
    defm "" : APXShift<m, digit, uses, 1, 1>;
  }
}
defm ROL : APXShifts<"rol", 0>;
defm ROR : APXShifts<"ror", 1>;
defm RCL : APXShifts<"rcl", 2, [EFLAGS], 0>;
defm RCR : APXShifts<"rcr", 3, [EFLAGS], 0>;
defm SHL : APXShifts<"shl", 4>;
defm SHR : APXShifts<"shr", 5>;
defm SAR : APXShifts<"sar", 7>;

//===-- cmov, counts, double shifts, adcx and adox -------------------------===//

// cmov<cc> with a new data destination (`cmovneq %rax, %rbx, %rcx`: rcx =
// ne ? rax : rbx); map 4's cmov without ND is cfcmov's store form.
foreach cc = 0...15 in
  let Uses = [EFLAGS], NewDataDest = 1 in
  foreach i = 1...3 in {
    defvar s = AllSizes[i];
    defvar name = CondCodes[cc];
    defvar mn = "cmov" # name # s.Suffix;
    defvar record = "CMOV" # !toupper(name) # s.Bits;
    def record # rr_ND : APXInst<s.Prefixes, s.RexW, !add(0x40, cc), MRMSrcReg, (outs s.RC:$dst),
                                 (ins s.RC:$src1, s.RC:$src2), mn # "\t$src2, $src1, $dst">;
    let mayLoad = 1 in
      def record # rm_ND : APXInst<s.Prefixes, s.RexW, !add(0x40, cc), MRMSrcMem, (outs s.RC:$dst),
                                   (ins s.RC:$src1, s.Mem:$src2), mn # "\t$src2, $src1, $dst">;
  }

// lzcnt, tzcnt and popcnt on map 4 (0xF5, 0xF4, 0x88; no 0xF3 there)
// under `{evex}` and `{nf}`.
multiclass APXCount<string m, int opcode, bit nf> {
  defvar tag = !if(nf, "_NF", "_EVEX");
  foreach s = [Size16, Size32, Size64] in
    let Defs = !if(nf, []<Register>, [EFLAGS]), EvexNF = nf, ExplicitNF = nf, ExplicitEvex = !not(nf) in {
      def NAME # s.Bits # rr # tag : APXInst<s.Prefixes, s.RexW, opcode, MRMSrcReg, (outs s.RC:$dst), (ins s.RC:$src1),
                                             m # s.Suffix # "\t$src1, $dst">;
      let mayLoad = 1 in
        def NAME # s.Bits # rm # tag : APXInst<s.Prefixes, s.RexW, opcode, MRMSrcMem, (outs s.RC:$dst),
                                               (ins s.Mem:$src1), m # s.Suffix # "\t$src1, $dst">;
    }
}
foreach nf = [0, 1] in {
  defm LZCNT : APXCount<"lzcnt", 0xF5, nf>;
  defm TZCNT : APXCount<"tzcnt", 0xF4, nf>;
  defm POPCNT : APXCount<"popcnt", 0x88, nf>;
}

// shld and shrd on map 4 (by an immediate 0x24/0x2C, by %cl 0xA5/0xAD),
// with nd the shifted operand a source and the result in EVEX.vvvv.
multiclass APXDoubleShift<string m, int immOp, int clOp, bit nd, bit nf> {
  defvar tag = !if(nf, "_NF", "") # !if(nd, "_ND", "") # !if(!or(nd, nf), "", "_EVEX");
  foreach s = [Size16, Size32, Size64] in {
    defvar mn = m # s.Suffix;
    defvar record = NAME # s.Bits;
    defvar tail = "$src2, " # !if(nd, "$src1, $dst", "$dst");
    let Defs = !if(nf, []<Register>, [EFLAGS]), NewDataDest = nd, EvexNF = nf, ExplicitNF = nf,
        ExplicitEvex = !not(!or(nd, nf)) in {
      let Constraints = !if(nd, "", "$src1 = $dst") in {
        def record # rri8 # tag : APXInst<s.Prefixes, s.RexW, immOp, MRMDestReg, (outs s.RC:$dst),
                                          (ins s.RC:$src1, s.RC:$src2, ubyte_imm:$src3), mn # "\t$src3, " # tail>;
        let Uses = [CL] in
          def record # rrCL # tag : APXInst<s.Prefixes, s.RexW, clOp, MRMDestReg, (outs s.RC:$dst),
                                            (ins s.RC:$src1, s.RC:$src2), mn # "\t%cl, " # tail>;
      }
      let mayLoad = 1, mayStore = !not(nd) in {
        defvar outs = !if(nd, (outs s.RC:$dst), (outs));
        defvar mem = !if(nd, (ins s.Mem:$src1, s.RC:$src2), (ins s.Mem:$dst, s.RC:$src2));
        def record # mri8 # tag : APXInst<s.Prefixes, s.RexW, immOp, MRMDestMem, outs,
                                          !con(mem, (ins ubyte_imm:$src3)), mn # "\t$src3, " # tail>;
        let Uses = [CL] in
          def record # mrCL # tag : APXInst<s.Prefixes, s.RexW, clOp, MRMDestMem, outs, mem, mn # "\t%cl, " # tail>;
      }
    }
  }
}
multiclass APXDoubleShifts<string m, int immOp, int clOp> {
  defm "" : APXDoubleShift<m, immOp, clOp, 1, 0>;
  defm "" : APXDoubleShift<m, immOp, clOp, 0, 0>;
  defm "" : APXDoubleShift<m, immOp, clOp, 0, 1>;
  defm "" : APXDoubleShift<m, immOp, clOp, 1, 1>;
}
defm SHLD : APXDoubleShifts<"shld", 0x24, 0xA5>;
defm SHRD : APXDoubleShifts<"shrd", 0x2C, 0xAD>;

// adcx (0x66) and adox (0xF3) on map 4's 0x66: with a new data
// destination, or as they are, which llvm-mc takes under `{evex}` or for
// %r16-%r31 (the legacy form is in map 2, which REX2 cannot reach) and
// lists without `{evex}`. They read a flag and have no `{nf}`.
foreach a = [NamedOp<"ADCX", "adcx", 0x66>, NamedOp<"ADOX", "adox", 0xF3>] in
  foreach s = GPExtSizes in
    let Defs = [EFLAGS], Uses = [EFLAGS] in
    foreach nd = [0, 1] in {
      defvar tag = !if(nd, "_ND", "_EVEX");
      defvar asm = a.M # s.Suffix # "\t$src2, " # !if(nd, "$src1, $dst", "$dst");
      let NewDataDest = nd, PrefersVex = !not(nd), Constraints = !if(nd, "", "$src1 = $dst") in {
        def a.Name # s.Bits # rr # tag : APXInst<[a.Op], s.RexW, 0x66, MRMSrcReg, (outs s.RC:$dst),
                                                 (ins s.RC:$src1, s.RC:$src2), asm>;
        let mayLoad = 1 in
          def a.Name # s.Bits # rm # tag : APXInst<[a.Op], s.RexW, 0x66, MRMSrcMem, (outs s.RC:$dst),
                                                   (ins s.RC:$src1, s.Mem:$src2), asm>;
      }
    }

//===-- EVEX forms of legacy instructions of maps 2 and 3 ------------------===//

// APX gives crc32, movbe, movdiri, invept, invvpid, invpcid, wrss and
// wruss EVEX forms in map 4, which name %r16-%r31 where the legacy forms
// (in map 2, which REX2 cannot reach) cannot. llvm-mc takes them under
// `{evex}` or for those registers (PrefersVex) and lists them without
// `{evex}`; movbe between two registers has no other form.
let PrefersVex = 1 in {
  foreach c = [[Size32, Size8], [Size32, Size16], [Size32, Size32], [Size64, Size8], [Size64, Size64]] in {
    defvar acc = c[0];
    defvar src = c[1];
    defvar op = !if(!eq(src.Bits, 8), 0xF0, 0xF1);
    defvar name = "CRC32r" # acc.Bits;
    let Constraints = "$src1 = $dst" in {
      def name # r # src.Bits # _EVEX : APXInst<src.Prefixes, acc.RexW, op, MRMSrcReg, (outs acc.RC:$dst),
                                                (ins acc.RC:$src1, src.RC:$src2), "crc32" # src.Suffix # "\t$src2, $src1">;
      let mayLoad = 1 in
        def name # m # src.Bits # _EVEX : APXInst<src.Prefixes, acc.RexW, op, MRMSrcMem, (outs acc.RC:$dst),
                                                  (ins acc.RC:$src1, src.Mem:$src2),
                                                  "crc32" # src.Suffix # "\t$src2, $src1">;
    }
  }
  foreach s = GPExtSizes16 in {
    let mayLoad = 1 in
      def MOVBE # s.Bits # rm_EVEX : APXInst<s.Prefixes, s.RexW, 0x60, MRMSrcMem, (outs s.RC:$dst), (ins s.Mem:$src1),
                                             "movbe" # s.Suffix # "\t$src1, $dst">;
    let mayStore = 1 in
      def MOVBE # s.Bits # mr_EVEX : APXInst<s.Prefixes, s.RexW, 0x61, MRMDestMem, (outs), (ins s.Mem:$dst, s.RC:$src1),
                                             "movbe" # s.Suffix # "\t$src1, $dst">;
  }
  let mayStore = 1 in
  foreach s = GPExtSizes in
    def MOVDIRI # s.Bits # _EVEX : APXInst<[], s.RexW, 0xF9, MRMDestMem, (outs), (ins s.Mem:$dst, s.RC:$src),
                                           "movdiri\t$src, $dst">;
  let mayLoad = 1, hasSideEffects = 1 in
  foreach v = [NamedOp<"INVEPT64", "invept", 0xF0>, NamedOp<"INVVPID64", "invvpid", 0xF1>,
               NamedOp<"INVPCID64", "invpcid", 0xF2>] in
    def v.Name # _EVEX : APXInst<[0xF3], 0, v.Op, MRMSrcMem, (outs), (ins GR64:$src1, i128mem:$src2),
                                 v.M # "\t$src2, $src1">;
  let mayStore = 1, hasSideEffects = 1 in {
    def WRSSD_EVEX : APXInst<[], 0, 0x66, MRMDestMem, (outs), (ins i32mem:$dst, GR32:$src), "wrssd\t$src, $dst">;
    def WRSSQ_EVEX : APXInst<[], 1, 0x66, MRMDestMem, (outs), (ins i64mem:$dst, GR64:$src), "wrssq\t$src, $dst">;
    def WRUSSD_EVEX : APXInst<[0x66], 0, 0x65, MRMDestMem, (outs), (ins i32mem:$dst, GR32:$src), "wrussd\t$src, $dst">;
    def WRUSSQ_EVEX : APXInst<[0x66], 1, 0x65, MRMDestMem, (outs), (ins i64mem:$dst, GR64:$src), "wrussq\t$src, $dst">;
  }
}
// movbe between registers: EVEX only (0x61, the destination in ModRM.rm;
// 0x60 the other way round, which only the disassembler reads).
foreach s = GPExtSizes16 in {
  def MOVBE # s.Bits # rr : APXInst<s.Prefixes, s.RexW, 0x61, MRMDestReg, (outs s.RC:$dst), (ins s.RC:$src1),
                                    "movbe" # s.Suffix # "\t$src1, $dst">;
  let isCodeGenOnly = 1, ForceDisassemble = 1 in
    def MOVBE # s.Bits # rr_REV : APXInst<s.Prefixes, s.RexW, 0x60, MRMSrcReg, (outs s.RC:$dst), (ins s.RC:$src1),
                                          "movbe" # s.Suffix # "\t$src1, $dst">;
}
