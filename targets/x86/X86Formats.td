//===- X86Formats.td - x86-64 instruction formats ----------*- tablegen -*-===//
//
// Every instruction is ModRMEncoded (see the prelude): its opcode bytes,
// form, prefixes and REX.W are facts here; the encoder composes them.
// Operand sizes: 16-bit forms carry the 0x66 prefix, 64-bit ones REX.W.
//
//===----------------------------------------------------------------------===//

class X86Inst<list<int> opcode, ModRMForm form, dag outs, dag ins, string asm,
              list<int> prefixes = [], bit rexw = 0>
    : Instruction, ModRMEncoded {
  let Namespace = "X86";
  let OpcodeBytes = opcode;
  let Form = form;
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
  let Prefixes = prefixes;
  let RexW = rexw;
  let hasSideEffects = 0;
}

// One operand size: its suffix, register class, memory operand, full
// immediate and prefix/REX.W facts, and what follows from them.
class OpSize<int width, string suffix, RegisterClass rc, Operand mem, Operand imm, Operand imm8,
             list<int> prefixes, bit rexw, int opcodeBit> {
  int Bits = width;
  // The AT&T size suffix of mnemonics; Intel syntax spells the size by
  // the operands instead (`addq` is `add`).
  string Suffix = "{" # suffix # "}";
  // The letter alone, for record names (INSB).
  string Letter = suffix;
  // Intel's letter where the mnemonic keeps one (string operations:
  // movsd for AT&T's movsl), and its memory size keyword.
  string IntelLetter = !if(!eq(suffix, "l"), "d", suffix);
  string IntelSize = !cond(!eq(width, 8) : "byte", !eq(width, 16) : "word", !eq(width, 32) : "dword", true : "qword");
  RegisterClass RC = rc;
  Operand Mem = mem;
  Operand Imm = imm;
  Operand Imm8 = imm8;
  list<int> Prefixes = prefixes;
  bit RexW = rexw;
  // Added to the 8-bit opcode for the wider sizes.
  int OpcodeBit = opcodeBit;
  // The full immediate's width (64-bit operations take 32 bits,
  // sign-extended), as instruction names spell it (ADD64i32).
  int ImmBits = !if(!eq(width, 64), 32, width);
  // The accumulator, fixed in the short forms.
  string Accumulator = !cond(!eq(width, 8) : "%al", !eq(width, 16) : "%ax", !eq(width, 32) : "%eax", true : "%rax");
}
def Size8  : OpSize<8,  "b", GR8,  i8mem,  i8imm,     i8imm,    [],     0, 0>;
def Size16 : OpSize<16, "w", GR16, i16mem, i16imm,    i16i8imm, [0x66], 0, 1>;
def Size32 : OpSize<32, "l", GR32, i32mem, i32imm,    i32i8imm, [],     0, 1>;
def Size64 : OpSize<64, "q", GR64, i64mem, i64i32imm, i64i8imm, [],     1, 1>;
defvar AllSizes = [Size8, Size16, Size32, Size64];

// The letter of a mnemonic that keeps one in both syntaxes, as each
// spells it (AT&T's insl is Intel's insd).
class IntelLetter<OpSize s> {
  string S = !if(!eq(s.Letter, s.IntelLetter), s.Letter, "{" # s.Letter # "|" # s.IntelLetter # "}");
}

// An instruction of one operand size.
class SizedInst<OpSize s, list<int> opcode, ModRMForm form, dag outs, dag ins, string asm>
    : X86Inst<opcode, form, outs, ins, asm, s.Prefixes, s.RexW>;

// The assembler's only mode; named where llvm-mc's choice depends on it
// (the size a suffix-less push or pushf takes).
def In64BitMode : Predicate<"Subtarget->is64Bit()"> {
  let AssemblerMatcherPredicate = 1;
}
