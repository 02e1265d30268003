//===- AArch64.td - the AArch64 target for tdc ----------------------------===//
//
// The A64 instruction set as llvm-mc accepts and prints it for the
// `aarch64` triple: 32-bit little-endian instruction words, "#" before
// immediates, "//" comments ("#" only at the start of a line), and
// assembly that ignores case.
//
//===----------------------------------------------------------------------===//

include "tdc.td"
include "AArch64Features.td"
include "AArch64Registers.td"
include "AArch64Operands.td"
include "AArch64Formats.td"
include "AArch64Instrs.td"
include "AArch64VectorOperands.td"
include "AArch64SIMDFormats.td"
include "AArch64SIMD.td"
include "AArch64SIMDMisc.td"
include "AArch64SIMDMemory.td"
include "AArch64SIMDExt.td"
include "AArch64System.td"
include "AArch64Atomics.td"
include "AArch64Extensions.td"
include "AArch64SVEOperands.td"
include "AArch64SVE.td"
include "AArch64SVEInt.td"
include "AArch64SVEPerm.td"
include "AArch64SVEPred.td"
include "AArch64SVEFP.td"
include "AArch64SVEMem.td"
include "AArch64SVE2.td"
include "AArch64SVEMatMul.td"

def AArch64InstrInfo : InstrInfo;

def A64HWord : DataDirective<".hword", 2>;
def A64Word  : DataDirective<".word", 4>;
def A64XWord : DataDirective<".xword", 8>;
def A64DWord : DataDirective<".dword", 8>;

// The generic syntax, and Apple's for Advanced SIMD, which writes the
// arrangement after the mnemonic and the registers bare (`add.4s v0, v1,
// v2`). llvm-mc reads both as they come, and prints Apple's with
// -output-asm-variant=1.
def GenericAsmWriter : AsmWriter;
def AppleAsmWriter : AsmWriter {
  let Variant = 1;
  let Name = "apple";
  let ImmediatePrefix = "#";
  let ReadBesideFirst = 1;
}

def AArch64 : Target {
  let InstructionSet = AArch64InstrInfo;
  let AssemblyWriters = [GenericAsmWriter, AppleAsmWriter];
  // msr of a one-bit PSTATE field (smstart, smstop) shares its bits with
  // the 0-15 form, tried first.
  let DecoderNamespaces = ["", "PStateImm1"];
  let ElfMachine = 183;       // EM_AARCH64
  let DataReloc16 = 259;      // R_AARCH64_ABS16
  let DataReloc32 = 258;      // R_AARCH64_ABS32
  let DataReloc64 = 257;      // R_AARCH64_ABS64
  let DataPCRel16 = 262;      // R_AARCH64_PREL16
  let DataPCRel32 = 261;      // R_AARCH64_PREL32
  let DataPCRel64 = 260;      // R_AARCH64_PREL64
  let CommentStrings = ["//"];
  let LineCommentStrings = ["#"];
  let ImmediatePrefix = "#";
  let CaseInsensitiveAsm = 1;
  let UnknownMnemonicMessage = "unrecognized instruction mnemonic";
  let TiedOperandMessage = "operand must match destination register";
  let TooFewOperandsRange = 1;
  let PrefixMessages = [
    "instruction is unpredictable when following a movprfx, suggest replacing movprfx with mov",
    "instruction is unpredictable when following a movprfx writing to a different destination",
    "instruction is unpredictable when following a movprfx and destination also used as non-destructive source",
    "instruction is unpredictable when following a predicated movprfx, suggest using unpredicated movprfx",
    "instruction is unpredictable when following a predicated movprfx using a different general predicate",
    "instruction is unpredictable when following a predicated movprfx with a different element size"];
  let PrefixPredicateClasses = [PPR];
  // llvm-mc pads AArch64 code with nop (0xd503201f).
  let NopBytes = [0x1f, 0x20, 0x03, 0xd5];
  let NopPadStartsWithZeros = 1;
  // Stack maps: a shadow's nops at its point, and a patch point's call
  // through x16 to a 48-bit address, as llc writes them.
  let StackMaps = 1;
  let ShadowNopsAtPoint = 1;
  let PatchPointCall = ["movz x16, #{target:32:16}, lsl #32", "movk x16, #{target:16:16}, lsl #16",
                        "movk x16, #{target:0:16}", "blr x16"];
  let DataDirectives = [A64HWord, A64Word, A64XWord, A64DWord];
  let RelocationsWithAddend = 1;
  // The AArch64 ELF ABI's mapping symbols, as llvm-mc writes them.
  let CodeMappingSymbol = "$x";
  let DataMappingSymbol = "$d";
  // llvm-mc's generic CPU; `.arch` and `.arch_extension` switch features.
  let DefaultFeatures = [FeatureFPARMv8, FeatureNEON, FeatureETE];
  // llvm-mc's "+v8a" when no -mattr is given (el3: smc, dcps3).
  let ImplicitFeatures = [HasV8_0aOps];
  let ArchDirective = ".arch";
  let ExtensionDirective = ".arch_extension";
}

include "AArch64Selection.td"
