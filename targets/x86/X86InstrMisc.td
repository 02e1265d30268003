//===- X86InstrMisc.td - x86-64 exchange, swap, strings, clr -*- tablegen -*-===//
//
// xchg swaps two registers or a register and memory (0x86/0x87); with the
// accumulator it has a one-byte form 0x90+r (xchg %ax: 0x66 0x90+r). In
// 64-bit mode 0x90 itself is nop, so xchgl %eax, %eax (which clears the
// upper half of rax) takes the long form, while xchgq %rax, %rax is nop.
// bswap reverses a register's bytes (0x0F 0xC8+r); cmpxchg (0x0F 0xB0/
// 0xB1) and xadd (0x0F 0xC0/0xC1) are the atomic read-modify-writes, with
// cmpxchg8b/cmpxchg16b (0x0F 0xC7 /1) on register pairs. The string
// instructions walk rsi and rdi; llvm-mc prints their implicit operands.
//
//===----------------------------------------------------------------------===//

// The 32-bit registers but eax: `xchgl %eax, %eax` must not be 0x90.
def GR32_NOAX : RegisterClass<"X86", [i32], 32, (sub GR32, EAX)>;

foreach i = 0...3 in {
  defvar s = AllSizes[i];
  defvar mn = "xchg" # s.Suffix;
  defvar op = !add(0x86, s.OpcodeBit);
  def XCHG # s.Bits # rr : SizedInst<s, [op], MRMDestReg, (outs s.RC:$dst1, s.RC:$dst2), (ins s.RC:$src1, s.RC:$src2),
                                     mn # "\t$src1, $src2"> {
    let Constraints = "$src1 = $dst1, $src2 = $dst2";
  }
  def XCHG # s.Bits # rm : SizedInst<s, [op], MRMSrcMem, (outs s.RC:$dst), (ins s.RC:$val, s.Mem:$ptr), mn # "\t$val, $ptr"> {
    let Constraints = "$val = $dst";
    let mayLoad = 1;
    let mayStore = 1;
  }
  // Memory first is the same exchange.
  def : InstAlias<mn # "\t$ptr, $val", (!cast<Instruction>("XCHG" # s.Bits # "rm") s.RC:$val, s.Mem:$ptr), 0>;
}
// The accumulator with a register, in the opcode byte.
foreach i = 1...3 in {
  defvar s = AllSizes[i];
  defvar rc = !if(!eq(i, 2), GR32_NOAX, s.RC);
  defvar reg = AccumulatorRegs[i][0];
  defvar inst = "XCHG" # s.Bits # "ar";
  let Defs = [reg], Uses = [reg] in
    def XCHG # s.Bits # ar : SizedInst<s, [0x90], AddRegFrm, (outs), (ins rc:$src), "xchg" # s.Suffix # "\t$src, " # s.Accumulator>;
  def : InstAlias<"xchg" # s.Suffix # "\t" # s.Accumulator # ", $src", (!cast<Instruction>(inst) rc:$src), 0>;
}

def NOOP : X86Inst<[0x90], RawFrm, (outs), (ins), "nop">;
def : InstAlias<"xchg{q}\t%rax, %rax", (NOOP), 0>;

// bswap: 16-bit operands are undefined (llvm-mc has no bswapw).
foreach s = [Size32, Size64] in
  def BSWAP # s.Bits # r : SizedInst<s, [0x0F, 0xC8], AddRegFrm, (outs s.RC:$dst), (ins s.RC:$src), "bswap" # s.Suffix # "\t$dst"> {
    let Constraints = "$src = $dst";
  }

// cmpxchg compares the accumulator with the destination: equal, the source
// goes there; else the destination goes into the accumulator.
foreach i = 0...3 in {
  defvar s = AllSizes[i];
  defvar mn = "cmpxchg" # s.Suffix;
  defvar op = !add(0xB0, s.OpcodeBit);
  let Defs = [AccumulatorRegs[i][0], EFLAGS], Uses = [AccumulatorRegs[i][0]] in {
    def CMPXCHG # s.Bits # rr : SizedInst<s, [0x0F, op], MRMDestReg, (outs s.RC:$dst), (ins s.RC:$src1, s.RC:$src2), mn # "\t$src2, $dst"> {
      let Constraints = "$src1 = $dst";
    }
    def CMPXCHG # s.Bits # rm : SizedInst<s, [0x0F, op], MRMDestMem, (outs), (ins s.Mem:$dst, s.RC:$src), mn # "\t$src, $dst"> {
      let mayLoad = 1;
      let mayStore = 1;
    }
  }
}
// Register pairs: edx:eax against memory, ecx:ebx stored on equality.
let mayLoad = 1, mayStore = 1 in {
  let Defs = [EAX, EDX, EFLAGS], Uses = [EAX, EBX, ECX, EDX] in
    def CMPXCHG8B : SizedInst<Size32, [0x0F, 0xC7], MRM1m, (outs), (ins i64mem:$dst), "cmpxchg8b\t$dst">;
  let Defs = [RAX, RDX, EFLAGS], Uses = [RAX, RBX, RCX, RDX] in
    def CMPXCHG16B : SizedInst<Size64, [0x0F, 0xC7], MRM1m, (outs), (ins i128mem:$dst), "cmpxchg16b\t$dst">;
}

// xadd: the destination gets the sum, the source the destination's old value.
foreach i = 0...3 in {
  defvar s = AllSizes[i];
  defvar mn = "xadd" # s.Suffix;
  defvar op = !add(0xC0, s.OpcodeBit);
  let Defs = [EFLAGS] in {
    def XADD # s.Bits # rr : SizedInst<s, [0x0F, op], MRMDestReg, (outs s.RC:$dst, s.RC:$old), (ins s.RC:$src1, s.RC:$src2),
                                       mn # "\t$src2, $src1"> {
      let Constraints = "$src1 = $dst, $src2 = $old";
    }
    def XADD # s.Bits # rm : SizedInst<s, [0x0F, op], MRMDestMem, (outs s.RC:$old), (ins s.Mem:$dst, s.RC:$src), mn # "\t$src, $dst"> {
      let Constraints = "$src = $old";
      let mayLoad = 1;
      let mayStore = 1;
    }
  }
}

// The string instructions: (%rsi) the source, %es:(%rdi) the destination,
// both stepped by the operand size (backwards with the direction flag).
// Written with or without their operands; smov* is another name of movs*.
defvar SourceString = "(%rsi)";
defvar DestString = "%es:(%rdi)";
class StringOp<string name, int opcode, bit load, bit store> {
  string Name = name;
  int Opcode = opcode;
  bit Load = load;
  bit Store = store;
}
foreach i = 0...3 in {
  defvar s = AllSizes[i];
  defvar acc = s.Accumulator;
  defvar accReg = AccumulatorRegs[i][0];
  // Operands as llvm-mc prints them, implicit registers, memory accesses.
  foreach str = [StringOp<"movs", 0xA4, 1, 1>, StringOp<"cmps", 0xA6, 1, 0>, StringOp<"stos", 0xAA, 0, 1>,
                 StringOp<"lods", 0xAC, 1, 0>, StringOp<"scas", 0xAE, 1, 0>] in {
    defvar mn = str.Name # s.Letter;
    // Intel names the doubleword forms with d (movsd) and spells the
    // addresses with their size.
    defvar intelMn = str.Name # s.IntelLetter;
    defvar size = s.IntelSize # " ptr ";
    defvar intelSource = size # "[rsi]";
    defvar intelDest = size # "es:[rdi]";
    defvar intelAcc = !substr(acc, 1);
    // (After `#` a name is pasted as text: !strconcat reads the defvars.)
    defvar attOperands = !cond(!eq(str.Name, "movs") : !strconcat(SourceString, ", ", DestString),
                               !eq(str.Name, "cmps") : !strconcat(DestString, ", ", SourceString),
                               !eq(str.Name, "stos") : !strconcat(acc, ", ", DestString),
                               !eq(str.Name, "lods") : !strconcat(SourceString, ", ", acc),
                               true : !strconcat(DestString, ", ", acc));
    defvar intelOperands = !cond(!eq(str.Name, "movs") : !strconcat(intelDest, ", ", intelSource),
                                 !eq(str.Name, "cmps") : !strconcat(intelSource, ", ", intelDest),
                                 !eq(str.Name, "stos") : !strconcat(intelDest, ", ", intelAcc),
                                 !eq(str.Name, "lods") : !strconcat(intelAcc, ", ", intelSource),
                                 true : !strconcat(intelAcc, ", ", intelDest));
    defvar operands = "{" # mn # "|" # intelMn # "}\t{" # attOperands # "|" # intelOperands # "}";
    def !toupper(mn) : SizedInst<s, [!add(str.Opcode, s.OpcodeBit)], RawFrm, (outs), (ins), operands> {
      let Defs = !cond(!eq(str.Name, "movs") : [RSI, RDI],
                       !eq(str.Name, "cmps") : [RSI, RDI, EFLAGS],
                       !eq(str.Name, "stos") : [RDI],
                       !eq(str.Name, "lods") : [accReg, RSI],
                       true : [RDI, EFLAGS]);
      let Uses = !cond(!eq(str.Name, "movs") : [RSI, RDI, EFLAGS],
                       !eq(str.Name, "cmps") : [RSI, RDI, EFLAGS],
                       !eq(str.Name, "stos") : [accReg, RDI, EFLAGS],
                       !eq(str.Name, "lods") : [RSI, EFLAGS],
                       true : [accReg, RDI, EFLAGS]);
      let mayLoad = str.Load;
      let mayStore = str.Store;
      let ImplicitAddress = 1;
      let ImplicitSegment = !or(!eq(str.Name, "movs"), !eq(str.Name, "cmps"), !eq(str.Name, "lods"));
    }
    def : InstAlias<mn, (!cast<Instruction>(!toupper(mn))), 0>;
    // The same with the addresses written: another segment for the
    // source, 32-bit address registers. The accumulator may be left out.
    defvar source = !or(!eq(str.Name, "movs"), !eq(str.Name, "cmps"), !eq(str.Name, "lods"));
    defvar destination = !or(!eq(str.Name, "movs"), !eq(str.Name, "cmps"), !eq(str.Name, "stos"),
                             !eq(str.Name, "scas"));
    defvar src = "${src:" # s.IntelSize # "}";
    defvar dst = "${dst:" # s.IntelSize # "}";
    defvar written = !cond(!eq(str.Name, "movs") : "{$src, $dst|" # dst # ", " # src # "}",
                           !eq(str.Name, "cmps") : "{$dst, $src|" # src # ", " # dst # "}",
                           !eq(str.Name, "stos") : !strconcat("{", acc, ", $dst|", dst, ", ", intelAcc, "}"),
                           !eq(str.Name, "lods") : !strconcat("{$src, ", acc, "|", intelAcc, ", ", src, "}"),
                           true : !strconcat("{$dst, ", acc, "|", intelAcc, ", ", dst, "}"));
    defvar addresses = !con(!if(source, (ins string_source:$src), (ins)),
                            !if(destination, (ins string_destination:$dst), (ins)));
    defvar withAddresses = !toupper(mn) # "m";
    def !toupper(mn) # "m" : SizedInst<s, [!add(str.Opcode, s.OpcodeBit)], RawFrmString, (outs), addresses,
                                   !strconcat("{", mn, "|", intelMn, "}\t", written)> {
      let Defs = !cast<Instruction>(!toupper(mn)).Defs;
      let Uses = !cast<Instruction>(!toupper(mn)).Uses;
      let mayLoad = str.Load;
      let mayStore = str.Store;
    }
    if !not(!and(source, destination)) then
      def : InstAlias<!strconcat(mn, "\t", !if(source, "$src", "$dst")),
                      !setdagop(addresses, !cast<Instruction>(withAddresses)), 0>;
  }
  def : MnemonicAlias<"smov" # s.Letter, "movs" # s.Letter>;
}
// movsd without operands is the string move of doublewords (with
// operands, SSE2's scalar double move).
def : InstAlias<"movsd", (MOVSL), 0>;

// clr: a register xor itself.
foreach s = AllSizes in
  def : InstAlias<"clr" # s.Suffix # "\t$reg", (!cast<Instruction>("XOR" # s.Bits # "rr") s.RC:$reg, s.RC:$reg), 0>;
