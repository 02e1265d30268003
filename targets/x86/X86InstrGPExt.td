//===- X86InstrGPExt.td - general-purpose extensions -------*- tablegen -*-===//
//
// Extensions on general registers: BMI1 and BMI2 (VEX-encoded, map 0F 38
// or 0F 3A), ADX, LZCNT, TZCNT and POPCNT (F3 0F BD/BC/B8), MOVBE, CRC32,
// RDRAND and RDSEED, FSGSBASE, PTWRITE, direct stores (MOVDIRI,
// MOVDIR64B), ENQCMD, the cache-line instructions and prefetches, the
// RAO-INT atomics and CMPccXADD. 16-bit forms carry 0x66, 64-bit ones
// REX.W (VEX.W), as in X86Formats.td.
//
//===----------------------------------------------------------------------===//

defvar GPExtSizes = [Size32, Size64];
defvar GPExtSizes16 = [Size16, Size32, Size64];

//===-- BMI1 and BMI2 -----------------------------------------------------===//

// Each instruction's VEX form, APX's EVEX form of it (the same map and
// opcode; llvm-mc takes it for %r16-%r31 or under `{evex}` and lists it
// without `{evex}`) and, for those that write the flags, APX's no-flags
// form (`{nf}`). Records are named by the VEX form and _EVEX or _NF.
class GPExtEncoding<string tag, bit evex, bit nf> {
  string Tag = tag;
  bit Evex = evex;
  bit NF = nf;
}
def VexForm : GPExtEncoding<"", 0, 0>;
def EvexForm : GPExtEncoding<"_EVEX", 1, 0>;
def NoFlagsForm : GPExtEncoding<"_NF", 1, 1>;
defvar VexAndEvex = [VexForm, EvexForm];
defvar AllForms = [VexForm, EvexForm, NoFlagsForm];

// dst = src1 op src2: andn (VEX.vvvv = src1), pdep and pext.
multiclass BMIBinary<string m, list<int> opcode, list<int> prefixes, GPExtEncoding e> {
  foreach s = GPExtSizes in
    let Vex = !not(e.Evex), Evex = e.Evex, PrefersVex = !and(e.Evex, !not(e.NF)), EvexNF = e.NF, ExplicitNF = e.NF,
        VexVvvv = 1, Defs = !if(!and(!eq(m, "andn"), !not(e.NF)), [EFLAGS], []<Register>) in {
      def NAME # s.Bits # rr # e.Tag : X86Inst<opcode, MRMSrcReg, (outs s.RC:$dst), (ins s.RC:$src1, s.RC:$src2),
                                               m # s.Suffix # "\t$src2, $src1, $dst", prefixes, s.RexW>;
      def NAME # s.Bits # rm # e.Tag : X86Inst<opcode, MRMSrcMem, (outs s.RC:$dst), (ins s.RC:$src1, s.Mem:$src2),
                                               m # s.Suffix # "\t$src2, $src1, $dst", prefixes, s.RexW> {
        let mayLoad = 1;
      }
    }
}
foreach e = AllForms in
  defm ANDN : BMIBinary<"andn", [0x0F, 0x38, 0xF2], [], e>;
foreach e = VexAndEvex in {
  defm PDEP : BMIBinary<"pdep", [0x0F, 0x38, 0xF5], [0xF2], e>;
  defm PEXT : BMIBinary<"pext", [0x0F, 0x38, 0xF5], [0xF3], e>;
}

// dst = op(src1, src2) with src2 in VEX.vvvv: bextr, bzhi and the
// shifts sarx, shlx, shrx.
multiclass BMIVvvvLast<string m, list<int> opcode, list<int> prefixes, bit flags, GPExtEncoding e> {
  foreach s = GPExtSizes in
    let Vex = !not(e.Evex), Evex = e.Evex, PrefersVex = !and(e.Evex, !not(e.NF)), EvexNF = e.NF, ExplicitNF = e.NF,
        Defs = !if(!and(flags, !not(e.NF)), [EFLAGS], []<Register>) in {
      def NAME # s.Bits # rr # e.Tag : X86Inst<opcode, MRMSrcReg4VOp3, (outs s.RC:$dst), (ins s.RC:$src1, s.RC:$src2),
                                               m # s.Suffix # "\t$src2, $src1, $dst", prefixes, s.RexW>;
      def NAME # s.Bits # rm # e.Tag : X86Inst<opcode, MRMSrcMem4VOp3, (outs s.RC:$dst), (ins s.Mem:$src1, s.RC:$src2),
                                               m # s.Suffix # "\t$src2, $src1, $dst", prefixes, s.RexW> {
        let mayLoad = 1;
      }
    }
}
foreach e = AllForms in {
  defm BEXTR : BMIVvvvLast<"bextr", [0x0F, 0x38, 0xF7], [], 1, e>;
  defm BZHI : BMIVvvvLast<"bzhi", [0x0F, 0x38, 0xF5], [], 1, e>;
}
foreach e = VexAndEvex in {
  defm SARX : BMIVvvvLast<"sarx", [0x0F, 0x38, 0xF7], [0xF3], 0, e>;
  defm SHLX : BMIVvvvLast<"shlx", [0x0F, 0x38, 0xF7], [0x66], 0, e>;
  defm SHRX : BMIVvvvLast<"shrx", [0x0F, 0x38, 0xF7], [0xF2], 0, e>;
}

// The lowest set bit isolated (blsi, /3), masked up to (blsmsk, /2) or
// cleared (blsr, /1): the destination in VEX.vvvv.
foreach b = [NamedOp<"BLSR", "blsr", 1>, NamedOp<"BLSMSK", "blsmsk", 2>, NamedOp<"BLSI", "blsi", 3>] in
  foreach s = GPExtSizes in
  foreach e = AllForms in
    let Vex = !not(e.Evex), Evex = e.Evex, PrefersVex = !and(e.Evex, !not(e.NF)), EvexNF = e.NF, ExplicitNF = e.NF,
        VexVvvv = 1, Defs = !if(e.NF, []<Register>, [EFLAGS]) in {
      def b.Name # s.Bits # rr # e.Tag : X86Inst<[0x0F, 0x38, 0xF3], !cast<ModRMForm>("MRM" # b.Op # "r"),
                                                 (outs s.RC:$dst), (ins s.RC:$src1), b.M # s.Suffix # "\t$src1, $dst",
                                                 [], s.RexW>;
      def b.Name # s.Bits # rm # e.Tag : X86Inst<[0x0F, 0x38, 0xF3], !cast<ModRMForm>("MRM" # b.Op # "m"),
                                                 (outs s.RC:$dst), (ins s.Mem:$src1), b.M # s.Suffix # "\t$src1, $dst",
                                                 [], s.RexW> {
        let mayLoad = 1;
      }
    }

// mulx: the high half into the first destination (ModRM.reg), the low
// into the second (VEX.vvvv), from %edx/%rdx times the source.
foreach s = GPExtSizes in
  foreach e = VexAndEvex in
  let Vex = !not(e.Evex), Evex = e.Evex, PrefersVex = e.Evex, VexVvvv = 1, Uses = [!if(!eq(s.Bits, 64), RDX, EDX)] in {
    def MULX # s.Bits # rr # e.Tag : X86Inst<[0x0F, 0x38, 0xF6], MRMSrcReg, (outs s.RC:$dst1, s.RC:$dst2), (ins s.RC:$src),
                                             "mulx" # s.Suffix # "\t$src, $dst2, $dst1", [0xF2], s.RexW>;
    def MULX # s.Bits # rm # e.Tag : X86Inst<[0x0F, 0x38, 0xF6], MRMSrcMem, (outs s.RC:$dst1, s.RC:$dst2), (ins s.Mem:$src),
                                             "mulx" # s.Suffix # "\t$src, $dst2, $dst1", [0xF2], s.RexW> {
      let mayLoad = 1;
    }
  }

// rorx: rotate right by an immediate, flags untouched.
foreach s = GPExtSizes in
  foreach e = VexAndEvex in
  let Vex = !not(e.Evex), Evex = e.Evex, PrefersVex = e.Evex in {
    def RORX # s.Bits # ri # e.Tag : X86Inst<[0x0F, 0x3A, 0xF0], MRMSrcReg, (outs s.RC:$dst), (ins s.RC:$src1, u8imm:$src2),
                                             "rorx" # s.Suffix # "\t$src2, $src1, $dst", [0xF2], s.RexW>;
    def RORX # s.Bits # mi # e.Tag : X86Inst<[0x0F, 0x3A, 0xF0], MRMSrcMem, (outs s.RC:$dst),
                                             (ins s.Mem:$src1, u8imm:$src2),
                                             "rorx" # s.Suffix # "\t$src2, $src1, $dst", [0xF2], s.RexW> {
      let mayLoad = 1;
    }
  }

//===-- Counting, carries, byte order -------------------------------------===//

// dst = op src: lzcnt, tzcnt and popcnt (F3 before 0F), register or memory.
multiclass CountBits<string m, int opcode> {
  foreach s = GPExtSizes16 in
    let Defs = [EFLAGS] in {
      def NAME # s.Bits # rr : SizedInst<s, [0x0F, opcode], MRMSrcReg, (outs s.RC:$dst), (ins s.RC:$src1),
                                         m # s.Suffix # "\t$src1, $dst"> {
        let Prefixes = !listconcat(s.Prefixes, [0xF3]);
      }
      def NAME # s.Bits # rm : SizedInst<s, [0x0F, opcode], MRMSrcMem, (outs s.RC:$dst), (ins s.Mem:$src1),
                                         m # s.Suffix # "\t$src1, $dst"> {
        let Prefixes = !listconcat(s.Prefixes, [0xF3]);
        let mayLoad = 1;
      }
    }
}
defm LZCNT : CountBits<"lzcnt", 0xBD>;
defm TZCNT : CountBits<"tzcnt", 0xBC>;
defm POPCNT : CountBits<"popcnt", 0xB8>;

// adcx (66) and adox (F3): add with the carry or the overflow flag.
foreach a = [NamedOp<"ADCX", "adcx", 0x66>, NamedOp<"ADOX", "adox", 0xF3>] in
  foreach s = GPExtSizes in
    let Constraints = "$src1 = $dst", Defs = [EFLAGS], Uses = [EFLAGS] in {
      def a.Name # s.Bits # rr : X86Inst<[0x0F, 0x38, 0xF6], MRMSrcReg, (outs s.RC:$dst), (ins s.RC:$src1, s.RC:$src2),
                                         a.M # s.Suffix # "\t$src2, $src1", [a.Op], s.RexW>;
      def a.Name # s.Bits # rm : X86Inst<[0x0F, 0x38, 0xF6], MRMSrcMem, (outs s.RC:$dst),
                                         (ins s.RC:$src1, s.Mem:$src2), a.M # s.Suffix # "\t$src2, $src1", [a.Op],
                                         s.RexW> {
        let mayLoad = 1;
      }
    }

// movbe: a load or store with the bytes reversed.
foreach s = GPExtSizes16 in {
  def MOVBE # s.Bits # rm : SizedInst<s, [0x0F, 0x38, 0xF0], MRMSrcMem, (outs s.RC:$dst), (ins s.Mem:$src1),
                                      "movbe" # s.Suffix # "\t$src1, $dst"> {
    let mayLoad = 1;
  }
  def MOVBE # s.Bits # mr : SizedInst<s, [0x0F, 0x38, 0xF1], MRMDestMem, (outs), (ins s.Mem:$dst, s.RC:$src1),
                                      "movbe" # s.Suffix # "\t$src1, $dst"> {
    let mayStore = 1;
  }
}

// crc32: a 32-bit (or, REX.W, 64-bit) accumulator over a byte, word,
// doubleword or quadword source (F2 0F 38 F0/F1).
foreach c = [[Size32, Size8], [Size32, Size16], [Size32, Size32], [Size64, Size8], [Size64, Size64]] in {
  defvar acc = c[0];
  defvar src = c[1];
  defvar op = !if(!eq(src.Bits, 8), 0xF0, 0xF1);
  defvar name = "CRC32r" # acc.Bits;
  let Constraints = "$src1 = $dst" in {
    def name # r # src.Bits : X86Inst<[0x0F, 0x38, op], MRMSrcReg, (outs acc.RC:$dst), (ins acc.RC:$src1, src.RC:$src2),
                                      "crc32" # src.Suffix # "\t$src2, $src1", !listconcat(src.Prefixes, [0xF2]),
                                      acc.RexW>;
    def name # m # src.Bits : X86Inst<[0x0F, 0x38, op], MRMSrcMem, (outs acc.RC:$dst), (ins acc.RC:$src1, src.Mem:$src2),
                                      "crc32" # src.Suffix # "\t$src2, $src1", !listconcat(src.Prefixes, [0xF2]),
                                      acc.RexW> {
      let mayLoad = 1;
    }
  }
}

//===-- Random numbers, segment bases, processor trace --------------------===//

let hasSideEffects = 1, Defs = [EFLAGS] in
foreach r = [NamedOp<"RDRAND", "rdrand", 6>, NamedOp<"RDSEED", "rdseed", 7>] in
  foreach s = GPExtSizes16 in
    def r.Name # s.Bits # r : SizedInst<s, [0x0F, 0xC7], !cast<ModRMForm>("MRM" # r.Op # "r"), (outs s.RC:$dst), (ins),
                                        r.M # s.Suffix # "\t$dst">;

// The %fs and %gs base addresses to or from a register (F3 0F AE /0-/3).
let hasSideEffects = 1 in
foreach b = [NamedOp<"RDFSBASE", "rdfsbase", 0>, NamedOp<"RDGSBASE", "rdgsbase", 1>,
             NamedOp<"WRFSBASE", "wrfsbase", 2>, NamedOp<"WRGSBASE", "wrgsbase", 3>] in
  foreach s = GPExtSizes in {
    defvar ops = !if(!lt(b.Op, 2), (outs s.RC:$dst), (outs));
    defvar ins = !if(!lt(b.Op, 2), (ins), (ins s.RC:$dst));
    def b.Name # !if(!eq(s.Bits, 64), "64", "") : X86Inst<[0x0F, 0xAE], !cast<ModRMForm>("MRM" # b.Op # "r"), ops, ins,
                                                          b.M # s.Suffix # "\t$dst", [0xF3], s.RexW>;
  }

// ptwrite: a register or memory operand into the processor trace.
let hasSideEffects = 1 in
foreach s = GPExtSizes in {
  def PTWRITE # !if(!eq(s.Bits, 64), "64", "") # r : X86Inst<[0x0F, 0xAE], MRM4r, (outs), (ins s.RC:$dst),
                                                             "ptwrite" # s.Suffix # "\t$dst", [0xF3], s.RexW>;
  def PTWRITE # !if(!eq(s.Bits, 64), "64", "") # m : X86Inst<[0x0F, 0xAE], MRM4m, (outs), (ins s.Mem:$dst),
                                                             "ptwrite" # s.Suffix # "\t$dst", [0xF3], s.RexW> {
    let mayLoad = 1;
  }
}

//===-- Stores, cache lines, prefetches -----------------------------------===//

// Non-temporal and direct stores of a general register.
let mayStore = 1 in
foreach s = GPExtSizes in {
  def MOVNTI # !if(!eq(s.Bits, 64), "_64", "") # mr : X86Inst<[0x0F, 0xC3], MRMDestMem, (outs), (ins s.Mem:$dst, s.RC:$src),
                                                                "movnti" # s.Suffix # "\t$src, $dst", [], s.RexW>;
  def MOVDIRI # s.Bits : X86Inst<[0x0F, 0x38, 0xF9], MRMDestMem, (outs), (ins s.Mem:$dst, s.RC:$src), "movdiri\t$src, $dst",
                                 [], s.RexW>;
}
// 64 bytes from memory to the address in a register: movdir64b, and the
// enqueue stores enqcmd and enqcmds. The register is as wide as the
// address: 64 bits, or 32 (0x67, which selects that form) with 32-bit
// address registers.
def MemSizedAddressAsmOperand : AsmOperandClass {
  let Name = "MemSizedAddress";
  let ParserMethod = "parse_memory_sized";
}
// The base class gives the address width; the index must match it.
class SizedAddressMem<RegisterClass base> : X86Mem<untyped, 64> {
  let MIOperandInfo = (ops base:$base, scale_imm:$scale, GR64:$index, disp_imm:$disp, SEGMENT_REG:$segment);
  let ParserMatchClass = MemSizedAddressAsmOperand;
  let SampleMethod = "sample_memory_sized";
}
def addr64mem512 : SizedAddressMem<GR64_base>;
def addr32mem512 : SizedAddressMem<GR32_base>;
class SizedAddressForm<int width, RegisterClass rc, Operand mem> {
  int Bits = width;
  RegisterClass RC = rc;
  Operand Mem = mem;
}
let mayLoad = 1, mayStore = 1, hasSideEffects = 1 in
foreach e = [NamedOp<"MOVDIR64B", "movdir64b", 0x66>, NamedOp<"ENQCMD", "enqcmd", 0xF2>,
             NamedOp<"ENQCMDS", "enqcmds", 0xF3>] in
  foreach a = [SizedAddressForm<64, GR64, addr64mem512>, SizedAddressForm<32, GR32, addr32mem512>] in
    def e.Name # a.Bits : X86Inst<[0x0F, 0x38, 0xF8], MRMSrcMem, (outs), (ins a.RC:$dst, a.Mem:$src),
                                  e.M # "\t$src, $dst", !if(!eq(a.Bits, 32), [0x67, e.Op], [e.Op])> {
      let Defs = !if(!eq(e.Name, "MOVDIR64B"), []<Register>, [EFLAGS]);
    }

// A RIP-relative address alone (prefetchit0/1; llvm-mc warns at others).
def RIP_ONLY : RegisterClass<"X86", [i64], 64, (add RIP)> {
  let isAllocatable = 0;
}
def ripmem : X86Mem<i8> {
  let MIOperandInfo = (ops RIP_ONLY:$base, scale_imm:$scale, GR64:$index, disp_imm:$disp, SEGMENT_REG:$segment);
}

// Flush, write back or demote a cache line; prefetch into a cache level.
class CacheLineOp<string name, string m, list<int> opcode, ModRMForm form, list<int> prefixes = [],
                  Operand mem = i8mem> {
  string Name = name;
  string M = m;
  list<int> Opcode = opcode;
  ModRMForm Form = form;
  list<int> Prefixes = prefixes;
  Operand Mem = mem;
}
let hasSideEffects = 1, mayLoad = 1 in
foreach c = [CacheLineOp<"CLFLUSH", "clflush", [0x0F, 0xAE], MRM7m>,
             CacheLineOp<"CLFLUSHOPT", "clflushopt", [0x0F, 0xAE], MRM7m, [0x66]>,
             CacheLineOp<"CLWB", "clwb", [0x0F, 0xAE], MRM6m, [0x66]>,
             CacheLineOp<"CLDEMOTE", "cldemote", [0x0F, 0x1C], MRM0m>,
             CacheLineOp<"PREFETCHNTA", "prefetchnta", [0x0F, 0x18], MRM0m>,
             CacheLineOp<"PREFETCHT0", "prefetcht0", [0x0F, 0x18], MRM1m>,
             CacheLineOp<"PREFETCHT1", "prefetcht1", [0x0F, 0x18], MRM2m>,
             CacheLineOp<"PREFETCHT2", "prefetcht2", [0x0F, 0x18], MRM3m>,
             CacheLineOp<"PREFETCHIT0", "prefetchit0", [0x0F, 0x18], MRM7m, [], ripmem>,
             CacheLineOp<"PREFETCHIT1", "prefetchit1", [0x0F, 0x18], MRM6m, [], ripmem>,
             CacheLineOp<"PREFETCH", "prefetch", [0x0F, 0x0D], MRM0m>,
             CacheLineOp<"PREFETCHW", "prefetchw", [0x0F, 0x0D], MRM1m>,
             CacheLineOp<"PREFETCHWT1", "prefetchwt1", [0x0F, 0x0D], MRM2m>] in
  def c.Name : X86Inst<c.Opcode, c.Form, (outs), (ins c.Mem:$src), c.M # "\t$src", c.Prefixes>;

//===-- RAO-INT -----------------------------------------------------------===//

// Atomic add, and, or, xor of a register into memory, without a result.
let mayLoad = 1, mayStore = 1, hasSideEffects = 1 in
foreach a = [NamedOp<"AADD", "aadd", 0>, NamedOp<"AAND", "aand", 0x66>, NamedOp<"AOR", "aor", 0xF2>,
             NamedOp<"AXOR", "axor", 0xF3>] in
  foreach s = GPExtSizes in
    def a.Name # s.Bits # mr : X86Inst<[0x0F, 0x38, 0xFC], MRMDestMem, (outs), (ins s.Mem:$src1, s.RC:$src2),
                                       a.M # s.Suffix # "\t$src2, $src1", !if(a.Op, [a.Op], []<int>), s.RexW>;

//===-- CMPccXADD ---------------------------------------------------------===//

// Compare memory with the first register and, when the condition holds,
// add the second register to memory; the first register gets the old
// value (VEX.66.0F38 E0+cc, W1 for quadwords). `cmpccxadd src3, dst,
// mem`: dst in ModRM.reg, src3 in VEX.vvvv, the memory in ModRM.rm. The
// conditions have their own canonical names (z, nbe, nl, ...).
defvar CmpXaddConds = ["o", "no", "b", "nb", "z", "nz", "be", "nbe", "s", "ns", "p", "np", "l", "nl", "le", "nle"];
foreach cc = 0...15 in {
  defvar cond = CmpXaddConds[cc];
  foreach s = [Size32, Size64] in
  foreach e = VexAndEvex in
    let Vex = !not(e.Evex), Evex = e.Evex, PrefersVex = e.Evex, VexVvvv = 1, Constraints = "$src1 = $dst",
        mayLoad = 1, mayStore = 1, Defs = [EFLAGS] in
      def CMP # !toupper(cond) # XADD # s.Bits # e.Tag : X86Inst<[0x0F, 0x38, !add(0xE0, cc)], MRMSrcMem,
          (outs s.RC:$dst), (ins s.RC:$src1, s.Mem:$mem, s.RC:$src3), "cmp" # cond # "xadd\t$src3, $dst, $mem", [0x66],
          !eq(s.Bits, 64)>;
}
foreach a = [["e", "z"], ["ne", "nz"], ["ae", "nb"], ["a", "nbe"], ["ge", "nl"], ["g", "nle"]] in
  def : MnemonicAlias<"cmp" # a[0] # "xadd", "cmp" # a[1] # "xadd">;
