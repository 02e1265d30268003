//===- X86.td - the x86-64 target for tdc -----------------------------------===//
//
// x86-64 in AT&T syntax, as llvm-mc accepts and prints it for `x86_64`.
// Instructions are variable-length: each is described by its prefixes,
// opcode bytes and ModRM form (X86Formats.td) and composed by the
// prelude's ModRMEncoded encoder.
//
//===----------------------------------------------------------------------===//

include "tdc.td"
include "X86Registers.td"
include "X86Operands.td"
include "X86Formats.td"
include "X86InstrArith.td"
include "X86InstrMov.td"
include "X86InstrUnary.td"
include "X86InstrTest.td"
include "X86InstrStack.td"
include "X86InstrExtend.td"
include "X86InstrMisc.td"
include "X86InstrSystem.td"

def X86InstrInfo : InstrInfo;

def X86 : Target {
  let InstructionSet = X86InstrInfo;
  let ElfMachine = 62;
  let CommentStrings = ["#"];
  let ImmediatePrefix = "$";
  let ImmediatePrefixRequired = 1;
  let RegisterPrefix = "%";
  let SizeSuffixes = ["b", "w", "l", "q"];
  let UnknownMnemonicMessage = "invalid instruction mnemonic";
  let SuggestMnemonics = 1;
  let NopBytes = [0x90];
  let RelocationsWithAddend = 1;
  // R_X86_64_16, R_X86_64_32, R_X86_64_64; PC16, PC32, PC64.
  let DataReloc16 = 12;
  let DataReloc32 = 10;
  let DataReloc64 = 1;
  let DataPCRel16 = 13;
  let DataPCRel32 = 2;
  let DataPCRel64 = 24;
}
