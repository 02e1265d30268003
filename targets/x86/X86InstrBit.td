//===- X86InstrBit.td - x86-64 bit tests -------------------*- tablegen -*-===//
//
// bt, bts, btr and btc copy a bit of their first operand into CF and
// (except bt) set, clear or complement it. The bit number is a register
// (0x0F 0xA3/0xAB/0xB3/0xBB, in ModRM.reg) or an immediate byte (0x0F
// 0xBA /4, /5, /6, /7). bsf and bsr (0x0F 0xBC/0xBD) find the lowest
// and highest set bit. 16, 32 and 64 bits only.
//
//===----------------------------------------------------------------------===//

multiclass BitTest<string m, int op, ModRMForm immRegForm, ModRMForm immMemForm, bit writes> {
  foreach s = [Size16, Size32, Size64] in {
    defvar mn = m # s.Suffix;
    defvar dst = !if(writes, (outs s.RC:$dst), (outs));
    defvar src1 = !if(writes, (ins s.RC:$src1), (ins s.RC:$dst));
    let Defs = [EFLAGS] in {
      let Constraints = !if(writes, "$src1 = $dst", "") in {
        def NAME # s.Bits # rr : SizedInst<s, [0x0F, op], MRMDestReg, dst, !con(src1, (ins s.RC:$src2)), mn # "\t$src2, $dst">;
        def NAME # s.Bits # ri8 : SizedInst<s, [0x0F, 0xBA], immRegForm, dst, !con(src1, (ins ubyte_imm:$src2)), mn # "\t$src2, $dst">;
      }
      let mayLoad = 1, mayStore = writes in {
        def NAME # s.Bits # mr : SizedInst<s, [0x0F, op], MRMDestMem, (outs), (ins s.Mem:$dst, s.RC:$src), mn # "\t$src, $dst">;
        def NAME # s.Bits # mi8 : SizedInst<s, [0x0F, 0xBA], immMemForm, (outs), (ins s.Mem:$dst, ubyte_imm:$src), mn # "\t$src, $dst">;
      }
    }
  }
}

defm BT  : BitTest<"bt",  0xA3, MRM4r, MRM4m, 0>;
defm BTS : BitTest<"bts", 0xAB, MRM5r, MRM5m, 1>;
defm BTR : BitTest<"btr", 0xB3, MRM6r, MRM6m, 1>;
defm BTC : BitTest<"btc", 0xBB, MRM7r, MRM7m, 1>;

// bsf/bsr: the index of the lowest or highest set bit of a register or
// memory operand (ZF when there is none).
multiclass BitScan<string m, int op> {
  foreach s = [Size16, Size32, Size64] in {
    defvar mn = m # s.Suffix;
    let Defs = [EFLAGS] in {
      def NAME # s.Bits # rr : SizedInst<s, [0x0F, op], MRMSrcReg, (outs s.RC:$dst), (ins s.RC:$src), mn # "\t$src, $dst">;
      def NAME # s.Bits # rm : SizedInst<s, [0x0F, op], MRMSrcMem, (outs s.RC:$dst), (ins s.Mem:$src), mn # "\t$src, $dst"> {
        let mayLoad = 1;
      }
    }
  }
}

defm BSF : BitScan<"bsf", 0xBC>;
defm BSR : BitScan<"bsr", 0xBD>;

// Without a suffix, an immediate bit number in memory tests a doubleword.
foreach m = ["bt", "bts", "btr", "btc"] in
  def : InstAlias<m # "\t$src, $dst", (!cast<Instruction>(!toupper(m) # "32mi8") i32mem:$dst, ubyte_imm:$src), 0>;
