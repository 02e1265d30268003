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
include "X86InstrBranch.td"
include "X86InstrShift.td"
include "X86InstrCond.td"
include "X86InstrBit.td"
include "X86Vector.td"
include "X86InstrSSE.td"
include "X86InstrSSEInt.td"
include "X86InstrSSE4.td"
include "X86InstrAVX.td"
include "X86InstrVEXExt.td"
include "X86InstrX87.td"
include "X86InstrGPExt.td"
include "X86InstrXOP.td"
include "X86InstrAMX.td"
include "X86InstrAVX512Formats.td"
include "X86InstrAVX512Arith.td"
include "X86InstrAVX512FMA.td"
include "X86InstrAVX512Int.td"
include "X86InstrAVX512Compare.td"
include "X86InstrAVX512Move.td"
include "X86InstrAVX512Shuffle.td"
include "X86InstrAVX512Convert.td"
include "X86InstrAVX512Misc.td"
include "X86InstrAVX512Mask.td"
include "X86InstrAPX.td"
include "X86InstrPrefix.td"
include "X86InstrStack.td"
include "X86InstrExtend.td"
include "X86InstrMisc.td"
include "X86InstrSystem.td"
include "X86InstrPrivileged.td"
include "X86InstrDisasm.td"

def X86InstrInfo : InstrInfo;

// AT&T syntax, and Intel syntax as llvm-mc's -output-asm-variant=1 prints
// it: operands in the other order, no `%` or `$`, memory sizes spelled
// (`qword ptr [rax + 8]`).
def ATTAsmWriter : AsmWriter { let Name = "att"; }
def IntelAsmWriter : AsmWriter {
  let Variant = 1;
  let Name = "intel";
  let ReverseOperands = 1;
  // `push [rax]` pushes 8 bytes; `add [rax], 1` is ambiguous.
  let PointerSizedMnemonics = ["call", "jmp", "push"];
  let MismatchAtStatement = 1;
}

def X86 : Target {
  let InstructionSet = X86InstrInfo;
  let AssemblyWriters = [ATTAsmWriter, IntelAsmWriter];
  let ElfMachine = 62;
  let CommentStrings = ["#"];
  let ImmediatePrefix = "$";
  let ImmediatePrefixRequired = 1;
  let RegisterPrefix = "%";
  let RelocModifierAfterSymbol = 1;
  let CaseInsensitiveAsm = 1;  // %RAX is %rax.
  let DataDirectives = [DataDirective<".word", 2>];  // as llvm-mc's generic parser has it
  let AsmPrefixes = X86AsmPrefixes;
  let SizeSuffixes = ["b", "w", "l", "q"];
  let SizeSuffixesNotWith = [VR128X, VR256X, VR512];
  // llvm-mc's x86 parser names the unknown mnemonic and suggests nothing.
  let UnknownMnemonicMessage = "invalid instruction mnemonic '{mnemonic}'";
  let OperandRanges = 1;
  let BigLiteralMessage = "literal value out of range for directive";
  let NopBytes = [0x90];
  // Code padding as llvm-mc writes it: nops of 1 to 10 bytes, and up to
  // five operand-size prefixes more on the longest.
  let NopSequences = [
    NopSequence<[0x90]>,
    NopSequence<[0x66, 0x90]>,
    NopSequence<[0x0F, 0x1F, 0x00]>,
    NopSequence<[0x0F, 0x1F, 0x40, 0x00]>,
    NopSequence<[0x0F, 0x1F, 0x44, 0x00, 0x00]>,
    NopSequence<[0x66, 0x0F, 0x1F, 0x44, 0x00, 0x00]>,
    NopSequence<[0x0F, 0x1F, 0x80, 0x00, 0x00, 0x00, 0x00]>,
    NopSequence<[0x0F, 0x1F, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00]>,
    NopSequence<[0x66, 0x0F, 0x1F, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00]>,
    NopSequence<[0x66, 0x2E, 0x0F, 0x1F, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00]>
  ];
  let MaxNopLength = 15;
  let TextAlignFillValue = 0x90;
  let NopPrefix = 0x66;
  // Stack maps: shadows and patch points padded as llc pads them (its
  // emitX86Nops for a generic x86-64: nops of at most 10 bytes, with
  // displacements), and a patch point's call through %r11.
  let StackMaps = 1;
  let PatchNops = [
    NopSequence<[0x90]>,
    NopSequence<[0x66, 0x90]>,
    NopSequence<[0x0F, 0x1F, 0x00]>,
    NopSequence<[0x0F, 0x1F, 0x40, 0x08]>,
    NopSequence<[0x0F, 0x1F, 0x44, 0x00, 0x08]>,
    NopSequence<[0x66, 0x0F, 0x1F, 0x44, 0x00, 0x08]>,
    NopSequence<[0x0F, 0x1F, 0x80, 0x00, 0x02, 0x00, 0x00]>,
    NopSequence<[0x0F, 0x1F, 0x84, 0x00, 0x00, 0x02, 0x00, 0x00]>,
    NopSequence<[0x66, 0x0F, 0x1F, 0x84, 0x00, 0x00, 0x02, 0x00, 0x00]>,
    NopSequence<[0x2E, 0x66, 0x0F, 0x1F, 0x84, 0x00, 0x00, 0x02, 0x00, 0x00]>
  ];
  let PatchPointCall = ["movabsq ${target}, %r11", "callq *%r11"];
  let RelocationsWithAddend = 1;
  // R_X86_64_16, R_X86_64_32, R_X86_64_64; PC16, PC32, PC64.
  let DataReloc16 = 12;
  let DataReloc32 = 10;
  let DataReloc64 = 1;
  let DataPCRel16 = 13;
  let DataPCRel32 = 2;
  let DataPCRel64 = 24;
  // The ELF relocation of each fixup kind the encoder gives a symbol
  // operand; a relaxable GOT load becomes GOTPCRELX (REX_ with a REX
  // prefix) so that the linker may rewrite it.
  let FixupRelocations = [
    FixupRelocation<"FK_Data_1", "", 14>,                  // R_X86_64_8
    FixupRelocation<"FK_Data_2", "", 12>,                  // R_X86_64_16
    FixupRelocation<"FK_Data_4", "", 10>,                  // R_X86_64_32
    FixupRelocation<"FK_Data_8", "", 1>,                   // R_X86_64_64
    FixupRelocation<"reloc_signed_4byte", "", 11>,         // R_X86_64_32S
    FixupRelocation<"FK_PCRel_1", "", 15>,                 // R_X86_64_PC8
    FixupRelocation<"FK_PCRel_2", "", 13>,                 // R_X86_64_PC16
    FixupRelocation<"FK_PCRel_4", "", 2>,                  // R_X86_64_PC32
    FixupRelocation<"reloc_branch_4byte_pcrel", "", 4>,    // R_X86_64_PLT32
    FixupRelocation<"reloc_riprel_4byte", "", 2>,
    FixupRelocation<"reloc_riprel_4byte_relax", "", 2>,
    FixupRelocation<"reloc_riprel_4byte_relax_rex", "", 2>,
    FixupRelocation<"reloc_riprel_4byte_movq_load", "", 2>,
    FixupRelocation<"reloc_riprel_4byte_relax", "GOTPCREL", 41>,      // R_X86_64_GOTPCRELX
    FixupRelocation<"reloc_riprel_4byte_relax_rex", "GOTPCREL", 42>,  // R_X86_64_REX_GOTPCRELX
    FixupRelocation<"reloc_riprel_4byte_movq_load", "GOTPCREL", 42>,
    FixupRelocation<"FK_Data_8", "TPOFF", 18>,   // R_X86_64_TPOFF64
    FixupRelocation<"FK_Data_8", "GOT", 27>,     // R_X86_64_GOT64
    FixupRelocation<"FK_Data_8", "DTPOFF", 17>,  // R_X86_64_DTPOFF64
    FixupRelocation<"FK_Data_8", "SIZE", 33>     // R_X86_64_SIZE64
  ];
}

// Selection patterns and the calling convention of selected functions.
include "X86Selection.td"
