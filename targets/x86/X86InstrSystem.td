//===- X86InstrSystem.td - x86-64 system and one-byte instructions -*- tablegen -*-===//
//
// Traps (int3 0xCC, int 0xCD ib, ud2 0x0F 0x0B, ud1 0x0F 0xB9 /r),
// system calls, the flag instructions, fences, cpuid and the time-stamp
// counter, the multi-byte nop (0x0F 0x1F /0) and moves between segment
// registers and general registers or memory (0x8C from, 0x8E to).
//
//===----------------------------------------------------------------------===//

// No operands, no effect on registers the description tracks beyond
// `defs` and `uses`.
class Fixed<string name, list<int> opcode, list<Register> defs = [], list<Register> uses = [], list<int> prefixes = []>
    : X86Inst<opcode, RawFrm, (outs), (ins), name, prefixes> {
  let Defs = defs;
  let Uses = uses;
}

let hasSideEffects = 1 in {
  def INT3 : Fixed<"int3", [0xCC]>;
  def INT : X86Inst<[0xCD], RawFrm, (outs), (ins ubyte_imm:$trap), "int\t$trap">;
  def UD2 : Fixed<"ud2", [0x0F, 0x0B]> { let isTrap = 1; }
  def SYSCALL : Fixed<"syscall", [0x0F, 0x05]>;
  def SYSRET : Fixed<"sysret{l}", [0x0F, 0x07]>;
  def SYSRET64 : Fixed<"sysretq", [0x0F, 0x07]> { let RexW = 1; }
  def HLT : Fixed<"hlt", [0xF4]>;
  def CLI : Fixed<"cli", [0xFA], [EFLAGS]>;
  def STI : Fixed<"sti", [0xFB], [EFLAGS]>;
  def CPUID : Fixed<"cpuid", [0x0F, 0xA2], [EAX, EBX, ECX, EDX], [EAX, ECX]>;
  def RDTSC : Fixed<"rdtsc", [0x0F, 0x31], [EAX, EDX]>;
  def RDTSCP : Fixed<"rdtscp", [0x0F, 0x01, 0xF9], [EAX, ECX, EDX]>;
  def PAUSE : Fixed<"pause", [0x90], [], [], [0xF3]>;
  // The fences: the processor takes any ModRM.rm.
  let IgnoresModRMRm = 1 in {
    def MFENCE : Fixed<"mfence", [0x0F, 0xAE, 0xF0]>;
    def LFENCE : Fixed<"lfence", [0x0F, 0xAE, 0xE8]>;
    def SFENCE : Fixed<"sfence", [0x0F, 0xAE, 0xF8]>;
  }
}
// `int $3` is the one-byte breakpoint.
def : InstAlias<"int\t$$3", (INT3), 0>;
def : MnemonicAlias<"ud2a", "ud2">;
foreach s = ["w", "l", "q"] in
  def : MnemonicAlias<"ud2b" # s, "ud1" # s>;
def : MnemonicAlias<"sysret", "sysretl">;

// ud1: like ud2, with a ModRM byte that decoders read (ud2b is its old name).
foreach i = 1...3 in {
  defvar s = AllSizes[i];
  defvar mn = "ud1" # s.Suffix;
  defvar name = "UD1" # !toupper(s.Letter);
  let hasSideEffects = 1, isTrap = 1 in {
    def name # r : SizedInst<s, [0x0F, 0xB9], MRMSrcReg, (outs), (ins s.RC:$src1, s.RC:$src2), mn # "\t$src2, $src1">;
    def name # m : SizedInst<s, [0x0F, 0xB9], MRMSrcMem, (outs), (ins s.RC:$src1, s.Mem:$src2), mn # "\t$src2, $src1">;
  }
  def : InstAlias<"ud2b\t$src2, $src1", (!cast<Instruction>(name # "r") s.RC:$src1, s.RC:$src2), 0>;
  def : InstAlias<"ud2b\t$src2, $src1", (!cast<Instruction>(name # "m") s.RC:$src1, s.Mem:$src2), 0>;
}

// The flags.
def CLC : Fixed<"clc", [0xF8], [EFLAGS]>;
def STC : Fixed<"stc", [0xF9], [EFLAGS]>;
def CMC : Fixed<"cmc", [0xF5], [EFLAGS], [EFLAGS]>;
def CLD : Fixed<"cld", [0xFC], [EFLAGS]>;
def STD : Fixed<"std", [0xFD], [EFLAGS]>;
def LAHF : Fixed<"lahf", [0x9F], [AH], [EFLAGS]>;
def SAHF : Fixed<"sahf", [0x9E], [EFLAGS], [AH]>;

// The multi-byte nop: a register or memory operand that is never used
// (nor is ModRM.reg).
let IgnoresModRMReg = 1 in
foreach i = 1...3 in {
  defvar s = AllSizes[i];
  def NOOP # !toupper(s.Letter) # r : SizedInst<s, [0x0F, 0x1F], MRM0r, (outs), (ins s.RC:$zero), "nop" # s.Suffix # "\t$zero">;
  def NOOP # !toupper(s.Letter) : SizedInst<s, [0x0F, 0x1F], MRM0m, (outs), (ins s.Mem:$zero), "nop" # s.Suffix # "\t$zero">;
}
// The x87 no-op.
def FNOP : Fixed<"fnop", [0xD9, 0xD0]>;

// Segment registers. Reading one into memory stores 16 bits at any operand
// size, so llvm-mc writes it (and the load) without 0x66.
foreach i = 1...3 in {
  defvar s = AllSizes[i];
  // llvm-mc turns a 16-bit register before a segment register into its
  // 32-bit register, by position: in AT&T syntax the source of `movw %di,
  // %ds`, in Intel the destination of `mov di, ds`. So of the 16-bit
  // forms, AT&T reads only the move out of a segment register (8C), and
  // Intel only the move into one (8E).
  let AsmVariantName = !if(!eq(i, 1), "att", "") in
  def MOV # s.Bits # rs : SizedInst<s, [0x8C], MRMDestReg, (outs s.RC:$dst), (ins SEGMENT_REG:$src), "mov" # s.Suffix # "\t$src, $dst">;
  let AsmVariantName = !if(!eq(i, 1), "intel", "") in
  def MOV # s.Bits # sr : SizedInst<s, [0x8E], MRMSrcReg, (outs SEGMENT_REG:$dst), (ins s.RC:$src), "mov" # s.Suffix # "\t$src, $dst">;
}
def MOV16ms : X86Inst<[0x8C], MRMDestMem, (outs), (ins i16mem:$dst, SEGMENT_REG:$src), "mov{w}\t$src, $dst"> {
  let mayStore = 1;
}
def MOV16sm : X86Inst<[0x8E], MRMSrcMem, (outs SEGMENT_REG:$dst), (ins i16mem:$src), "mov{w}\t$src, $dst"> {
  let mayLoad = 1;
}
// A 16-bit source register moves into a segment register as its 32-bit
// register: llvm-mc drops the 0x66 prefix, which changes nothing here.
def GR16AsGR32AsmOperand : AsmOperandClass {
  let Name = "GR16AsGR32";
  let ParserMethod = "parse_gr16_as_gr32";
}
def GR32_written16 : RegisterOperand<GR32> {
  let ParserMatchClass = GR16AsGR32AsmOperand;
}
def : InstAlias<"mov{w}\t$src, $dst", (MOV32sr SEGMENT_REG:$dst, GR32_written16:$src), 0, "att">;
// And with the l suffix, or none.
foreach mn = ["mov{l}", "mov"] in
  def : InstAlias<mn # "\t$src, $dst", (MOV32sr SEGMENT_REG:$dst, GR32_written16:$src), 0, "att">;
// Intel's `mov di, ds` (written here in AT&T's operand order).
def : InstAlias<"mov\t$src, $dst", (MOV32rs GR32_written16:$dst, SEGMENT_REG:$src), 0, "intel">;
