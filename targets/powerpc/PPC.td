//===- PPC.td - the PowerPC64 (little-endian) target for tdc --------------===//
//
// The 64-bit Power ISA as llvm-mc accepts and prints it for the
// `powerpc64le` triple: 32-bit instruction words stored little-endian,
// registers written as bare numbers, "#" comments.
//
//===----------------------------------------------------------------------===//

include "tdc.td"
include "PPCRegisters.td"
include "PPCOperands.td"
include "PPCFormats.td"
include "PPCInstrs.td"
include "PPCInstrBranch.td"
include "PPCInstrSystem.td"
include "PPCInstrFP.td"
include "PPCInstrAltivec.td"
include "PPCInstrVSX.td"
include "PPCInstrPrefixed.td"
include "PPCInstrMMA.td"
include "PPCInstrDFP.td"
include "PPCInstrSPE.td"
include "PPCInstrFixedExt.td"

def PPCInstrInfo : InstrInfo;

def PPC : Target {
  let InstructionSet = PPCInstrInfo;
  // The disassembler reads the spellings of their own llvm-mc prints (blr,
  // bctr, mtvrsave, Power10's sync L, SC), which are more specific than the
  // general forms; where they are equal (la is addi), the general one wins.
  let DecoderNamespaces = ["", "PPCSpelling", "PPCSync10", "PPCTlb"];
  let ElfMachine = 21;        // EM_PPC64
  let DataReloc32 = 1;        // R_PPC64_ADDR32
  let DataReloc64 = 38;       // R_PPC64_ADDR64
  let CommentStrings = ["#"];
  let CaseInsensitiveAsm = 1;
  // Branch hints: "+" or "-" after a mnemonic is part of it.
  let MnemonicSuffixes = ["+", "-"];
  let RecordFormSuffix = ".";
  // Relocation operators follow the symbol: `sym@toc@ha`.
  let RelocModifierAfterSymbol = 1;
  let UnknownMnemonicMessage = "invalid instruction";
  let SuggestMnemonics = 1;
  let RelocationsWithAddend = 1;  // ELF64 PowerPC relocations carry their addends (.rela sections).
  let DataDirectives = [DataDirective<".word", 2>];  // as llvm-mc's generic parser has it
  // llvm-mc pads PowerPC code with nop (ori 0, 0, 0).
  let NopBytes = [0x00, 0x00, 0x00, 0x60];
  let NopPadEndsWithZeros = 1;
  // Prefixed instructions are two words, the prefix first; in objects a
  // nop keeps one from crossing a 64-byte boundary.
  let InstructionWordBytes = 4;
  let LongInstructionBoundary = 64;
  // `.abiversion 2` marks an ELFv2 object.
  let ElfFlagsDirective = ".abiversion";
  // Stack maps: a shadow's nops at its point, and a patch point's call
  // through r12 and the count register to a 48-bit address with the TOC
  // pointer saved in its ELFv2 slot around it, as llc writes them.
  let StackMaps = 1;
  let ShadowNopsAtPoint = 1;
  let PatchPointCall = ["li 12, {starget:32:16}", "rldic 12, 12, 32, 16", "oris 12, 12, {target:16:16}",
                        "ori 12, 12, {target:0:16}", "std 2, 24(1)", "mtctr 12", "bctrl", "ld 2, 24(1)"];
}
include "PPCSelection.td"
