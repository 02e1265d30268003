//===- X86InstrSSE.td - SSE and SSE2 scalar instructions ---*- tablegen -*-===//
//
// Scalar single (prefix F3, `ss`) and double (prefix F2, `sd`) precision
// in the low element of an XMM register: moves (0F 10 load or merge, 0F 11
// store), add/mul/sub/div (0F 58, 59, 5C, 5E), conversions from a 32- or
// 64-bit integer (0F 2A) and truncating ones to it (0F 2C), and unordered
// compares into EFLAGS (0F 2E, with the packed prefix: 66 for double,
// none for single). Then movd/movq between general and XMM registers or
// memory. The mandatory prefix comes before REX; REX.W makes an integer
// operand 64-bit.
//
// llvm-mc prints the conversions without an operand-size suffix when a
// register gives the size (`cvtsi2sd %rax, %xmm0`, `cvttsd2si %xmm0,
// %rax`) and accepts the suffixed spellings as aliases; `movd` with a
// 64-bit register is `movq`.
//
//===----------------------------------------------------------------------===//

// The SSE control and status register: rounding mode and exception masks
// that floating-point operations read.
def MXCSR : X86Reg<"mxcsr", 0>, DwarfRegNum<[64]>;

// One scalar precision: its mnemonic and record-name suffix, its mandatory
// prefix and that of its packed forms, its register class and memory
// operand, and the elements of an XMM register above the low one (as
// llvm-mc's shuffle comments name them).
class ScalarPrecision<string suffix, list<int> prefixes, list<int> packedPrefixes,
                      RegisterClass rc, Operand mem, string upper> {
  string Suffix = suffix;
  string Name = !toupper(suffix);
  list<int> Prefixes = prefixes;
  list<int> PackedPrefixes = packedPrefixes;
  RegisterClass RC = rc;
  Operand Mem = mem;
  string Upper = upper;
}
def ScalarSingle : ScalarPrecision<"ss", [0xF3], [],     FR32, f32mem, "[1,2,3]">;
def ScalarDouble : ScalarPrecision<"sd", [0xF2], [0x66], FR64, f64mem, "[1]">;
defvar ScalarPrecisions = [ScalarSingle, ScalarDouble];
// The integer operand sizes of conversions.
defvar ConvertSizes = [Size32, Size64];

// An SSE instruction: 0x0F and one opcode byte.
class SSEInst<int opcode, ModRMForm form, dag outs, dag ins, string asm, list<int> prefixes, bit rexw = 0>
    : X86Inst<[0x0F, opcode], form, outs, ins, asm, prefixes, rexw>;

foreach p = ScalarPrecisions in {
  defvar mn = "mov" # p.Suffix;
  // Between registers only the low element moves; the rest of the
  // destination stays.
  def MOV # p.Name # rr : SSEInst<0x10, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2),
                                  mn # "\t$src2, $dst", p.Prefixes> {
    let Constraints = "$src1 = $dst";
    let AsmComment = "$dst = $src2[0],$src1" # p.Upper;
  }
  // A load clears the elements above.
  def MOV # p.Name # rm : SSEInst<0x10, MRMSrcMem, (outs p.RC:$dst), (ins p.Mem:$src), mn # "\t$src, $dst", p.Prefixes> {
    let mayLoad = 1;
  }
  def MOV # p.Name # mr : SSEInst<0x11, MRMDestMem, (outs), (ins p.Mem:$dst, p.RC:$src), mn # "\t$src, $dst", p.Prefixes> {
    let mayStore = 1;
  }
}

// dst = dst op src in the low element.
multiclass ScalarArith<string m, int opcode, bit commutable> {
  foreach p = ScalarPrecisions in {
    let Constraints = "$src1 = $dst", Uses = [MXCSR], mayRaiseFPException = 1 in {
      def NAME # p.Name # rr : SSEInst<opcode, MRMSrcReg, (outs p.RC:$dst), (ins p.RC:$src1, p.RC:$src2),
                                       m # p.Suffix # "\t$src2, $dst", p.Prefixes> {
        let isCommutable = commutable;
      }
      def NAME # p.Name # rm : SSEInst<opcode, MRMSrcMem, (outs p.RC:$dst), (ins p.RC:$src1, p.Mem:$src2),
                                       m # p.Suffix # "\t$src2, $dst", p.Prefixes> {
        let mayLoad = 1;
      }
    }
  }
}
defm ADD : ScalarArith<"add", 0x58, 1>;
defm MUL : ScalarArith<"mul", 0x59, 1>;
defm SUB : ScalarArith<"sub", 0x5C, 0>;
defm DIV : ScalarArith<"div", 0x5E, 0>;

foreach p = ScalarPrecisions in {
  foreach s = ConvertSizes in {
    // Integer to floating point: CVTSI2SDrr, CVTSI642SDrm, ...
    defvar from = "cvtsi2" # p.Suffix;
    defvar fromName = !if(!eq(s.Bits, 64), "CVTSI642", "CVTSI2") # p.Name;
    // Floating point to integer, rounding towards zero: CVTTSD2SIrr,
    // CVTTSD2SI64rm, ...
    defvar to = "cvtt" # p.Suffix # "2si";
    defvar toName = "CVTT" # p.Name # "2SI" # !if(!eq(s.Bits, 64), "64", "");
    let Uses = [MXCSR], mayRaiseFPException = 1 in {
      def fromName # rr : SSEInst<0x2A, MRMSrcReg, (outs p.RC:$dst), (ins s.RC:$src), from # "\t$src, $dst", p.Prefixes, s.RexW>;
      def fromName # rm : SSEInst<0x2A, MRMSrcMem, (outs p.RC:$dst), (ins s.Mem:$src), from # s.Suffix # "\t$src, $dst",
                                  p.Prefixes, s.RexW> {
        let mayLoad = 1;
      }
      def toName # rr : SSEInst<0x2C, MRMSrcReg, (outs s.RC:$dst), (ins p.RC:$src), to # "\t$src, $dst", p.Prefixes, s.RexW>;
      def toName # rm : SSEInst<0x2C, MRMSrcMem, (outs s.RC:$dst), (ins p.Mem:$src), to # "\t$src, $dst", p.Prefixes, s.RexW> {
        let mayLoad = 1;
      }
    }
    def : InstAlias<from # s.Suffix # "\t$src, $dst", (!cast<Instruction>(fromName # "rr") p.RC:$dst, s.RC:$src), 0>;
    def : InstAlias<to # s.Suffix # "\t$src, $dst", (!cast<Instruction>(toName # "rr") s.RC:$dst, p.RC:$src), 0>;
    def : InstAlias<to # s.Suffix # "\t$src, $dst", (!cast<Instruction>(toName # "rm") s.RC:$dst, p.Mem:$src), 0>;
  }
  // Without a suffix a memory source is a 32-bit integer.
  def : InstAlias<"cvtsi2" # p.Suffix # "\t$src, $dst", (!cast<Instruction>("CVTSI2" # p.Name # "rm") p.RC:$dst, i32mem:$src), 0>;
}

// Unordered compare: ZF, PF and CF from the low elements.
let Defs = [EFLAGS], Uses = [MXCSR], mayRaiseFPException = 1, isCompare = 1 in
foreach p = ScalarPrecisions in {
  defvar mn = "ucomi" # p.Suffix;
  def UCOMI # p.Name # rr : SSEInst<0x2E, MRMSrcReg, (outs), (ins p.RC:$src1, p.RC:$src2), mn # "\t$src2, $src1", p.PackedPrefixes>;
  def UCOMI # p.Name # rm : SSEInst<0x2E, MRMSrcMem, (outs), (ins p.RC:$src1, p.Mem:$src2), mn # "\t$src2, $src1", p.PackedPrefixes> {
    let mayLoad = 1;
  }
}

// movd/movq between general registers (or memory) and the low element of
// an XMM register, which a move into it zero-extends: 66 0F 6E into XMM,
// 66 0F 7E out of it, REX.W for 64 bits.
def MOVDI2PDIrr : SSEInst<0x6E, MRMSrcReg, (outs VR128:$dst), (ins GR32:$src), "movd\t$src, $dst", [0x66]>;
def MOVDI2PDIrm : SSEInst<0x6E, MRMSrcMem, (outs VR128:$dst), (ins i32mem:$src), "movd\t$src, $dst", [0x66]> {
  let mayLoad = 1;
}
def MOV64toPQIrr : SSEInst<0x6E, MRMSrcReg, (outs VR128:$dst), (ins GR64:$src), "movq\t$src, $dst", [0x66], 1>;
def MOVPDI2DIrr : SSEInst<0x7E, MRMDestReg, (outs GR32:$dst), (ins VR128:$src), "movd\t$src, $dst", [0x66]>;
def MOVPDI2DImr : SSEInst<0x7E, MRMDestMem, (outs), (ins i32mem:$dst, VR128:$src), "movd\t$src, $dst", [0x66]> {
  let mayStore = 1;
}
def MOVPQIto64rr : SSEInst<0x7E, MRMDestReg, (outs GR64:$dst), (ins VR128:$src), "movq\t$src, $dst", [0x66], 1>;
def : InstAlias<"movd\t$src, $dst", (MOV64toPQIrr VR128:$dst, GR64:$src), 0>;
def : InstAlias<"movd\t$src, $dst", (MOVPQIto64rr GR64:$dst, VR128:$src), 0>;
// A 64-bit memory operand: llvm-mc picks F3 0F 7E to load and 66 0F D6 to
// store, not the REX.W forms of 6E and 7E.
def MOVQI2PQIrm : SSEInst<0x7E, MRMSrcMem, (outs VR128:$dst), (ins i64mem:$src), "movq\t$src, $dst", [0xF3]> {
  let mayLoad = 1;
}
def MOVPQI2QImr : SSEInst<0xD6, MRMDestMem, (outs), (ins i64mem:$dst, VR128:$src), "movq\t$src, $dst", [0x66]> {
  let mayStore = 1;
}
// The low element into another XMM register, the upper one cleared.
def MOVZPQILo2PQIrr : SSEInst<0x7E, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src), "movq\t$src, $dst", [0xF3]> {
  let AsmComment = "$dst = $src[0],zero";
}
