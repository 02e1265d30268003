//===- X86InstrCond.td - x86-64 setcc and cmovcc ----------*- tablegen -*-===//
//
// The instructions that read a condition of the flags: setcc stores it in
// a byte (0x0F 0x90+cc, ModRM.reg 0), cmovcc moves a register or memory
// operand into a register when it holds (0x0F 0x40+cc). The condition is
// the low nibble of the opcode; the other names of each condition
// (setz, cmovnae, ...) are mnemonic aliases, printed by the canonical name.
//
//===----------------------------------------------------------------------===//

// CondCodes and CondCodeAliases are in X86InstrBranch.td.
foreach cc = 0...15 in {
  defvar name = CondCodes[cc];
  defvar record = !toupper(name);
  let Uses = [EFLAGS] in {
    let IgnoresModRMReg = 1 in {
    def SET # record # r : X86Inst<[0x0F, !add(0x90, cc)], MRM0r, (outs GR8:$dst), (ins), "set" # name # "\t$dst">;
    def SET # record # m : X86Inst<[0x0F, !add(0x90, cc)], MRM0m, (outs), (ins i8mem:$dst), "set" # name # "\t$dst"> {
      let mayStore = 1;
    }
    }
    foreach s = [Size16, Size32, Size64] in {
      defvar mn = "cmov" # name # s.Suffix;
      let Constraints = "$src1 = $dst" in {
        def CMOV # record # s.Bits # rr : SizedInst<s, [0x0F, !add(0x40, cc)], MRMSrcReg, (outs s.RC:$dst),
                                                    (ins s.RC:$src1, s.RC:$src2), mn # "\t$src2, $dst">;
        def CMOV # record # s.Bits # rm : SizedInst<s, [0x0F, !add(0x40, cc)], MRMSrcMem, (outs s.RC:$dst),
                                                    (ins s.RC:$src1, s.Mem:$src2), mn # "\t$src2, $dst"> {
          let mayLoad = 1;
        }
      }
    }
  }
}

foreach a = CondCodeAliases in {
  def : MnemonicAlias<"set" # a[0], "set" # a[1]>;
  foreach suffix = ["w", "l", "q"] in
    def : MnemonicAlias<"cmov" # a[0] # suffix, "cmov" # a[1] # suffix>;
  // Intel syntax writes no size letter.
  def : MnemonicAlias<"cmov" # a[0], "cmov" # a[1], "intel">;
}

// setcc also takes the byte suffix, under any name of its condition
// (`setneb %dl` is `setne %dl`).
foreach name = CondCodes in
  def : MnemonicAlias<"set" # name # "b", "set" # name>;
foreach a = CondCodeAliases in
  def : MnemonicAlias<"set" # a[0] # "b", "set" # a[1]>;
