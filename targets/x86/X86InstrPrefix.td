//===- X86InstrPrefix.td - x86-64 prefixes -----------------*- tablegen -*-===//
//
// Prefix bytes written as instructions of their own: llvm-mc lists
// `data16 nop` as two lines, `data16` and `nop`. lock and rep are such
// instructions too when alone on their line; before an instruction they
// are assembler prefixes instead (X86.td's AsmPrefixes), kept and printed
// with it.
//
//===----------------------------------------------------------------------===//

let IsPrefix = 1 in {
  def DATA16_PREFIX : X86Inst<[0x66], RawFrm, (outs), (ins), "data16">;
  def ADDR32_PREFIX : X86Inst<[0x67], RawFrm, (outs), (ins), "addr32">;
  def REX64_PREFIX : X86Inst<[0x48], RawFrm, (outs), (ins), "rex64">;
  def LOCK_PREFIX : X86Inst<[0xF0], RawFrm, (outs), (ins), "lock">;
  def REP_PREFIX : X86Inst<[0xF3], RawFrm, (outs), (ins), "rep">;
  def REPNE_PREFIX : X86Inst<[0xF2], RawFrm, (outs), (ins), "repne">;
  // TSX lock elision hints: the repeat prefixes' bytes under other names.
  let LockElisionHint = 1 in {
    def XACQUIRE_PREFIX : X86Inst<[0xF2], RawFrm, (outs), (ins), "xacquire">;
    def XRELEASE_PREFIX : X86Inst<[0xF3], RawFrm, (outs), (ins), "xrelease">;
  }
  defvar segments = ["CS", "DS", "ES", "FS", "GS", "SS"];
  defvar overrides = [0x2E, 0x3E, 0x26, 0x64, 0x65, 0x36];
  foreach i = 0...5 in
    def segments[i] # _PREFIX : X86Inst<[overrides[i]], RawFrm, (outs), (ins), !tolower(segments[i])>;
}
def : MnemonicAlias<"repe", "rep">;
def : MnemonicAlias<"repz", "rep">;
def : MnemonicAlias<"repnz", "repne">;

// Before an instruction on its line: lock (0xF0, after 0x66), the repeat
// prefixes (before 0x67), and llvm-mc's encoding requests in braces; the
// `.d32`/`.d8` mnemonic suffixes are the braces' other spelling.
class LockPrefix<string name> : AsmPrefix<name, 0xF0, 0, "lock\t"> {
  let AfterOperandSize = 1;
}
defvar X86AsmPrefixes = [
  LockPrefix<"lock">,
  AsmPrefix<"rep", 0xF3, 0, "rep\t">,
  AsmPrefix<"repe", 0xF3, 0, "rep\t">,
  AsmPrefix<"repz", 0xF3, 0, "rep\t">,
  AsmPrefix<"repne", 0xF2, 0, "repne\t">,
  AsmPrefix<"repnz", 0xF2, 0, "repne\t">,
  // CET: an indirect jump or call that need not land on endbr64.
  AsmPrefix<"notrack", 0x3E, 0, "notrack\t">,
  AsmPrefix<"{disp8}", -1, 1, "{disp8}", ".d8">,
  AsmPrefix<"{disp32}", -1, 2, "{disp32}", ".d32">,
  AsmPrefix<"{vex}", -1, 32, "{vex}">,
  AsmPrefix<"{vex2}", -1, 32, "{vex2}">,
  AsmPrefix<"{vex3}", -1, 36, "{vex3}">,
  AsmPrefix<"{rex}", -1, 8>,
  // APX's no-flags forms; listed before `{evex}`, as llvm-mc lists both.
  AsmPrefix<"{nf}", -1, 64, "{nf}">,
  AsmPrefix<"{evex}", -1, 16, "{evex}">,
  // An address-size prefix an instruction without memory operands does
  // not take: llvm-mc's disassembler prints it before the instruction.
  // Its name is no single token, so that the assembler never reads it:
  // `addr32` before an instruction is the ADDR32_PREFIX statement, listed
  // on its own.
  AsmPrefix<"addr32 (printed only)", 0x67, 0, "addr32\t">
];
