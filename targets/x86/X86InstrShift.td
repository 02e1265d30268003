//===- X86InstrShift.td - x86-64 shifts and rotates --------*- tablegen -*-===//
//
// The group-2 shifts and rotates, the operation in ModRM.reg: rol /0,
// ror /1, rcl /2, rcr /3, shl /4, shr /5, sar /7 (sal is shl). Each by 1
// (0xD0/0xD1, printed without a count), by %cl (0xD2/0xD3) and by an
// immediate byte (0xC0/0xC1), on a register or memory. llvm-mc encodes
// any count of 1 with the by-one opcodes: `shll $1, %eax` is `shll %eax`.
// shld/shrd (0x0F 0xA4/0xAC with an immediate, 0x0F 0xA5/0xAD by %cl)
// shift bits of a second register in.
//
//===----------------------------------------------------------------------===//

// The count of the immediate shift forms: any byte but 1, which only the
// by-one forms take (their `$1` aliases below).
def ImmShiftCountAsmOperand : AsmOperandClass {
  let Name = "ImmShiftCount";
  let ParserMethod = "parse_shift_count";
}
// llvm-mc's disassembler prints the count unsigned.
def shift_count_imm : X86Imm<i8, ImmShiftCountAsmOperand, 1, "sample_shift_count", "accepts_immediate", 0>;

// One shift or rotate at every size. `uses`: what it reads besides its
// operands (rcl and rcr rotate through the carry flag).
multiclass ShiftRotate<string m, int digit, list<Register> uses = []> {
  defvar regForm = !cast<ModRMForm>("MRM" # digit # "r");
  defvar memForm = !cast<ModRMForm>("MRM" # digit # "m");
  foreach s = AllSizes in {
    defvar mn = m # s.Suffix;
    defvar by1 = !add(0xD0, s.OpcodeBit);
    defvar byCL = !add(0xD2, s.OpcodeBit);
    defvar byImm = !add(0xC0, s.OpcodeBit);
    let Defs = [EFLAGS], Uses = uses in {
      let Constraints = "$src1 = $dst" in {
        def NAME # s.Bits # r1 : SizedInst<s, [by1], regForm, (outs s.RC:$dst), (ins s.RC:$src1), mn # "\t$dst">;
        let Uses = !listconcat(uses, [CL]) in
          def NAME # s.Bits # rCL : SizedInst<s, [byCL], regForm, (outs s.RC:$dst), (ins s.RC:$src1), mn # "\t%cl, $dst">;
        def NAME # s.Bits # ri : SizedInst<s, [byImm], regForm, (outs s.RC:$dst), (ins s.RC:$src1, shift_count_imm:$src2),
                                           mn # "\t$src2, $dst">;
      }
      let mayLoad = 1, mayStore = 1 in {
        def NAME # s.Bits # m1 : SizedInst<s, [by1], memForm, (outs), (ins s.Mem:$dst), mn # "\t$dst">;
        let Uses = !listconcat(uses, [CL]) in
          def NAME # s.Bits # mCL : SizedInst<s, [byCL], memForm, (outs), (ins s.Mem:$dst), mn # "\t%cl, $dst">;
        def NAME # s.Bits # mi : SizedInst<s, [byImm], memForm, (outs), (ins s.Mem:$dst, shift_count_imm:$src),
                                           mn # "\t$src, $dst">;
      }
    }
    // A count of 1 written out: the by-one form.
    def : InstAlias<mn # "\t$$1, $dst", (!cast<Instruction>(NAME # s.Bits # "r1") s.RC:$dst), 0>;
    def : InstAlias<mn # "\t$$1, $dst", (!cast<Instruction>(NAME # s.Bits # "m1") s.Mem:$dst), 0>;
  }
}

defm ROL : ShiftRotate<"rol", 0>;
defm ROR : ShiftRotate<"ror", 1>;
defm RCL : ShiftRotate<"rcl", 2, [EFLAGS]>;
defm RCR : ShiftRotate<"rcr", 3, [EFLAGS]>;
defm SHL : ShiftRotate<"shl", 4>;
defm SHR : ShiftRotate<"shr", 5>;
defm SAR : ShiftRotate<"sar", 7>;

// sal is another name of shl (llvm-mc prints shl).
foreach s = AllSizes in
  def : MnemonicAlias<"sal" # s.Letter, "shl" # s.Letter>;
// Intel syntax writes no size letter.
def : MnemonicAlias<"sal", "shl", "intel">;

// shld/shrd at 16, 32 and 64 bits: the destination (ModRM.rm) shifted,
// bits from the source (ModRM.reg) shifted in. Without a count they shift
// by %cl.
multiclass DoubleShift<string m, int op> {
  foreach s = [Size16, Size32, Size64] in {
    defvar mn = m # s.Suffix;
    let Defs = [EFLAGS] in {
      let Constraints = "$src1 = $dst" in {
        def NAME # s.Bits # rri8 : SizedInst<s, [0x0F, op], MRMDestReg, (outs s.RC:$dst),
                                             (ins s.RC:$src1, s.RC:$src2, ubyte_imm:$src3), mn # "\t$src3, $src2, $dst">;
        let Uses = [CL] in
          def NAME # s.Bits # rrCL : SizedInst<s, [0x0F, !add(op, 1)], MRMDestReg, (outs s.RC:$dst),
                                               (ins s.RC:$src1, s.RC:$src2), mn # "\t%cl, $src2, $dst">;
      }
      let mayLoad = 1, mayStore = 1 in {
        def NAME # s.Bits # mri8 : SizedInst<s, [0x0F, op], MRMDestMem, (outs),
                                             (ins s.Mem:$dst, s.RC:$src2, ubyte_imm:$src3), mn # "\t$src3, $src2, $dst">;
        let Uses = [CL] in
          def NAME # s.Bits # mrCL : SizedInst<s, [0x0F, !add(op, 1)], MRMDestMem, (outs),
                                               (ins s.Mem:$dst, s.RC:$src2), mn # "\t%cl, $src2, $dst">;
      }
    }
    def : InstAlias<mn # "\t$src2, $dst", (!cast<Instruction>(NAME # s.Bits # "rrCL") s.RC:$dst, s.RC:$src2), 0>;
    def : InstAlias<mn # "\t$src2, $dst", (!cast<Instruction>(NAME # s.Bits # "mrCL") s.Mem:$dst, s.RC:$src2), 0>;
  }
}

defm SHLD : DoubleShift<"shld", 0xA4>;
defm SHRD : DoubleShift<"shrd", 0xAC>;
