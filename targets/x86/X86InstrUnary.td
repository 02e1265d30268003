//===- X86InstrUnary.td - x86-64 one-operand groups and imul -*- tablegen -*-===//
//
// The groups 0xFE/0xFF (inc /0, dec /1) and 0xF6/0xF7 (not /2, neg /3,
// mul /4, imul /5, div /6, idiv /7): one register or memory operand, the
// operation in ModRM.reg. mul, imul, div and idiv take the accumulator
// (and rdx/edx/dx) implicitly. imul also has a two-operand form (0x0F
// 0xAF) and three-operand forms with an immediate (0x6B imm8, 0x69 imm).
//
//===----------------------------------------------------------------------===//

// A read-modify-write group member: `op %reg` and `op mem`.
multiclass UnaryRMW<string m, list<int> opcodes, ModRMForm regDigit, ModRMForm memDigit> {
  foreach i = 0...3 in {
    defvar s = AllSizes[i];
    defvar op = opcodes[!if(!eq(i, 0), 0, 1)];
    let Defs = [EFLAGS] in {
      def NAME # s.Bits # r : SizedInst<s, [op], regDigit, (outs s.RC:$dst), (ins s.RC:$src1), m # s.Suffix # "\t$dst"> {
        let Constraints = "$src1 = $dst";
      }
      def NAME # s.Bits # m : SizedInst<s, [op], memDigit, (outs), (ins s.Mem:$dst), m # s.Suffix # "\t$dst"> {
        let mayLoad = 1;
        let mayStore = 1;
      }
    }
  }
}

defm INC : UnaryRMW<"inc", [0xFE, 0xFF], MRM0r, MRM0m>;
defm DEC : UnaryRMW<"dec", [0xFE, 0xFF], MRM1r, MRM1m>;
defm NEG : UnaryRMW<"neg", [0xF6, 0xF7], MRM3r, MRM3m>;
// not leaves the flags alone.
foreach i = 0...3 in {
  defvar s = AllSizes[i];
  defvar op = !if(!eq(i, 0), 0xF6, 0xF7);
  def NOT # s.Bits # r : SizedInst<s, [op], MRM2r, (outs s.RC:$dst), (ins s.RC:$src1), "not" # s.Suffix # "\t$dst"> {
    let Constraints = "$src1 = $dst";
  }
  def NOT # s.Bits # m : SizedInst<s, [op], MRM2m, (outs), (ins s.Mem:$dst), "not" # s.Suffix # "\t$dst"> {
    let mayLoad = 1;
    let mayStore = 1;
  }
}

// mul, imul, div, idiv: the accumulator is the other operand and (with
// rdx/edx/dx, or ah) the result.
defvar AccumulatorRegs = [[AL], [AX, DX], [EAX, EDX], [RAX, RDX]];
multiclass MulDiv<string mnemonic, ModRMForm regDigit, ModRMForm memDigit> {
  foreach i = 0...3 in {
    defvar s = AllSizes[i];
    defvar op = !if(!eq(i, 0), 0xF6, 0xF7);
    let Defs = !listconcat(AccumulatorRegs[i], [EFLAGS]), Uses = AccumulatorRegs[i] in {
      def NAME # s.Bits # r : SizedInst<s, [op], regDigit, (outs), (ins s.RC:$src), mnemonic # s.Suffix # "\t$src">;
      def NAME # s.Bits # m : SizedInst<s, [op], memDigit, (outs), (ins s.Mem:$src), mnemonic # s.Suffix # "\t$src"> {
        let mayLoad = 1;
      }
    }
  }
}
defm MUL  : MulDiv<"mul",  MRM4r, MRM4m>;
defm IMUL : MulDiv<"imul", MRM5r, MRM5m>;
defm DIV  : MulDiv<"div",  MRM6r, MRM6m>;
defm IDIV : MulDiv<"idiv", MRM7r, MRM7m>;

// imul with an explicit destination: two operands, or three with an
// immediate (the sign-extended byte form first).
foreach i = 1...3 in {
  defvar s = AllSizes[i];
  defvar mn = "imul" # s.Suffix;
  let Defs = [EFLAGS] in {
    let Constraints = "$src1 = $dst", isCommutable = 1 in
      def IMUL # s.Bits # rr : SizedInst<s, [0x0F, 0xAF], MRMSrcReg, (outs s.RC:$dst), (ins s.RC:$src1, s.RC:$src2), mn # "\t$src2, $dst">;
    let Constraints = "$src1 = $dst", mayLoad = 1 in
      def IMUL # s.Bits # rm : SizedInst<s, [0x0F, 0xAF], MRMSrcMem, (outs s.RC:$dst), (ins s.RC:$src1, s.Mem:$src2), mn # "\t$src2, $dst">;
    def IMUL # s.Bits # rri : SizedInst<s, [0x69], MRMSrcReg, (outs s.RC:$dst), (ins s.RC:$src1, s.Imm:$src2), mn # "\t$src2, $src1, $dst">;
    let RelaxedForm = !cast<Instruction>("IMUL" # s.Bits # "rri") in
      def IMUL # s.Bits # rri8 : SizedInst<s, [0x6B], MRMSrcReg, (outs s.RC:$dst), (ins s.RC:$src1, s.Imm8:$src2), mn # "\t$src2, $src1, $dst">;
    let mayLoad = 1 in {
      def IMUL # s.Bits # rmi : SizedInst<s, [0x69], MRMSrcMem, (outs s.RC:$dst), (ins s.Mem:$src1, s.Imm:$src2), mn # "\t$src2, $src1, $dst">;
      let RelaxedForm = !cast<Instruction>("IMUL" # s.Bits # "rmi") in
        def IMUL # s.Bits # rmi8 : SizedInst<s, [0x6B], MRMSrcMem, (outs s.RC:$dst), (ins s.Mem:$src1, s.Imm8:$src2), mn # "\t$src2, $src1, $dst">;
    }
  }
}

// `imul $imm, %r` multiplies %r in place: the three-operand form with the
// register twice (printed that way).
foreach i = 1...3 in {
  defvar s = AllSizes[i];
  def : InstAlias<"imul" # s.Suffix # "\t$imm, $r", (!cast<Instruction>("IMUL" # s.Bits # "rri8") s.RC:$r, s.RC:$r, s.Imm8:$imm), 0>;
  def : InstAlias<"imul" # s.Suffix # "\t$imm, $r", (!cast<Instruction>("IMUL" # s.Bits # "rri") s.RC:$r, s.RC:$r, s.Imm:$imm), 0>;
}

// div and idiv with the accumulator written as the destination.
foreach i = 0...3 in {
  defvar s = AllSizes[i];
  foreach m = ["div", "idiv"] in {
    def : InstAlias<m # s.Suffix # "\t$src, " # s.Accumulator, (!cast<Instruction>(!toupper(m) # s.Bits # "r") s.RC:$src), 0>;
    def : InstAlias<m # s.Suffix # "\t$src, " # s.Accumulator, (!cast<Instruction>(!toupper(m) # s.Bits # "m") s.Mem:$src), 0>;
  }
}
