//===- X86InstrTest.td - x86-64 test -----------------------*- tablegen -*-===//
//
// test ANDs two operands for the flags only: 0x84/0x85 register with
// register or memory, 0xA8/0xA9 the accumulator with an immediate (used
// for any immediate: test has no sign-extended byte form), 0xF6/0xF7 /0
// a register or memory with an immediate.
//
//===----------------------------------------------------------------------===//

foreach i = 0...3 in {
  defvar s = AllSizes[i];
  defvar mn = "test" # s.Suffix;
  defvar wide = s.OpcodeBit;
  let Defs = [EFLAGS] in {
    let isCommutable = 1 in
      def TEST # s.Bits # rr : SizedInst<s, [!add(0x84, wide)], MRMDestReg, (outs), (ins s.RC:$src1, s.RC:$src2), mn # "\t$src2, $src1">;
    def TEST # s.Bits # mr : SizedInst<s, [!add(0x84, wide)], MRMDestMem, (outs), (ins s.Mem:$src1, s.RC:$src2), mn # "\t$src2, $src1"> {
      let mayLoad = 1;
      let GotRelaxation = !ge(i, 2);
    }
    def TEST # s.Bits # "i" # s.ImmBits
        : SizedInst<s, [!add(0xA8, wide)], RawFrm, (outs), (ins s.Imm:$src), !strconcat(mn, "\t$src, ", s.Accumulator)>;
    def TEST # s.Bits # ri : SizedInst<s, [!add(0xF6, wide)], MRM0r, (outs), (ins s.RC:$src1, s.Imm:$src2), mn # "\t$src2, $src1">;
    def TEST # s.Bits # mi : SizedInst<s, [!add(0xF6, wide)], MRM0m, (outs), (ins s.Mem:$src1, s.Imm:$src2), mn # "\t$src2, $src1"> {
      let mayLoad = 1;
    }
  }
}

// The memory operand written first (test is symmetric).
foreach s = AllSizes in
  def : InstAlias<"test" # s.Suffix # "\t$mem, $reg", (!cast<Instruction>("TEST" # s.Bits # "mr") s.Mem:$mem, s.RC:$reg), 0>;
