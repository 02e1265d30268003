//===- acc16.td - acc16, a toy 16-bit accumulator machine -----------------===//
//
// acc16 computes in one accumulator, `a`, with eight registers r0-r7 to
// hold values and a flags register that arithmetic and compares set and
// conditional jumps read. `ld` and `st` name one of 256 memory addresses.
//
// Every instruction is one 16-bit word, stored little-endian (low byte at
// the lower address):
//
//    15       11 10    8 7                0
//   +-----------+-------+------------------+
//   |  opcode   |   r   |       imm        |
//   +-----------+-------+------------------+
//
//   r     the register of register forms (r0-r7 is 0-7), else 0
//   imm   a signed value (-128..127), an address (0..255), a shift count
//         (0..15) or a jump offset: the signed number of words from the
//         next instruction to the target; 0 when unused
//
// The accumulator has no field: the opcode implies it.
//
//   opcode  instruction       opcode  instruction   opcode  instruction
//   00000   nop               01000   add a, rN     01001   add a, imm
//   00001   halt              01010   sub a, rN     01011   sub a, imm
//   00010   mov a, rN         01100   and a, rN     01101   and a, imm
//   00011   mov rN, a         01110   or a, rN      01111   or a, imm
//   00100   mov a, imm        10000   xor a, rN     10001   xor a, imm
//   00101   ld a, [addr]      10010   cmp a, rN     10011   cmp a, imm
//   00110   st a, [addr]      10100   shl a, n      10101   shr a, n
//   11000   jmp label         11001   jz label      11010   jnz label
//
// Opcode bit 11 (its last bit) tells the immediate form of an operation
// from its register form. For example `add a, r3` is 01000 011 00000000,
// the word 0x4300, bytes 00 43; `jnz loop` with `loop` 13 words before the
// next instruction is 11010 000 11110011, 0xd0f3, bytes f3 d0.
//
//===----------------------------------------------------------------------===//

include "tdc.td"

//===-- Registers ----------------------------------------------------------===//

class Acc16Reg<string name, bits<16> num> : Register<name> {
  let Namespace = "Acc16";
  let HWEncoding = num;
}

foreach i = 0...7 in
  def R#i : Acc16Reg<"r"#i, i>, DwarfRegNum<[i]>;
def A     : Acc16Reg<"a", 0>, DwarfRegNum<[8]>;
def FLAGS : Acc16Reg<"flags", 0>;

def GPR : RegisterClass<"Acc16", [i16], 16, (sequence "R%u", 0, 7)>;
// A class of one register, so that instructions and patterns can name
// the accumulator as an operand.
def Acc : RegisterClass<"Acc16", [i16], 16, (add A)>;

//===-- Operands -----------------------------------------------------------===//

def simm8 : Operand<i16> {
  let ParserMatchClass = ImmRangeAsmOperand<-128, 127>;
}
def addr8 : Operand<i16> {
  let ParserMatchClass = ImmRangeAsmOperand<0, 255>;
}
def shamt : Operand<i16> {
  let ParserMatchClass = ImmRangeAsmOperand<0, 15>;
}

// A jump target: a label, or a word offset written as a number.
def JumpTargetAsmOperand : ImmRangeAsmOperand<-128, 127> {
  let Name = "JumpTarget";
  let AllowSymbol = 1;
}
def jumptarget : Operand<OtherVT> {
  let OperandType = "OPERAND_PCREL";
  let ParserMatchClass = JumpTargetAsmOperand;
  // The field holds (target - (address + 2)) >> 1: words from the next
  // instruction.
  let PCRelOffset = 2;
  let PCRelShift = 1;
  // Listings show a label's field as fixup A of this kind.
  let FixupKinds = [FixupKind<"fixup_acc16_jump8">];
}

//===-- Instruction formats ------------------------------------------------===//

class Acc16Inst<bits<5> opcode, dag outs, dag ins, string asm,
                list<dag> pattern>
    : Instruction {
  let Namespace = "Acc16";
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
  let Pattern = pattern;
  let Size = 2;
  let mayLoad = 0;
  let mayStore = 0;
  let hasSideEffects = 0;
  field bits<16> Inst;
  let Inst{15-11} = opcode;
}

// The formats differ in what bits 10-0 hold. An operand fills the field
// of its name.
class NoOperandFormat<bits<5> opcode, string asm>
    : Acc16Inst<opcode, (outs), (ins), asm, []> {
  let Inst{10-0} = 0;
}

class RegisterFormat<bits<5> opcode, dag outs, dag ins, string asm,
                     list<dag> pattern = []>
    : Acc16Inst<opcode, outs, ins, asm, pattern> {
  bits<3> r;
  let Inst{10-8} = r;
  let Inst{7-0} = 0;
}

class ImmediateFormat<bits<5> opcode, dag outs, dag ins, string asm,
                      list<dag> pattern = []>
    : Acc16Inst<opcode, outs, ins, asm, pattern> {
  bits<8> imm;
  let Inst{10-8} = 0;
  let Inst{7-0} = imm;
}

class JumpFormat<bits<5> opcode, string mnemonic, list<dag> pattern = []>
    : Acc16Inst<opcode, (outs), (ins jumptarget:$target),
                mnemonic # " $target", pattern> {
  bits<8> target;
  let Inst{10-8} = 0;
  let Inst{7-0} = target;
  let isBranch = 1;
  let isTerminator = 1;
}

//===-- Instructions -------------------------------------------------------===//

def NOP : NoOperandFormat<0b00000, "nop">;
let hasSideEffects = 1, isTerminator = 1, isBarrier = 1 in
def HALT : NoOperandFormat<0b00001, "halt">;

// Moves between the accumulator, registers and memory.
def MOVar : RegisterFormat<0b00010, (outs Acc:$dst), (ins GPR:$r),
                           "mov $dst, $r"> {
  let isMoveReg = 1;
}
def MOVra : RegisterFormat<0b00011, (outs GPR:$r), (ins Acc:$src),
                           "mov $r, $src"> {
  let isMoveReg = 1;
}
def MOVi : ImmediateFormat<0b00100, (outs Acc:$dst), (ins simm8:$imm),
                           "mov $dst, $imm"> {
  let isMoveImm = 1;
}
let mayLoad = 1 in
def LD : ImmediateFormat<0b00101, (outs Acc:$dst), (ins addr8:$imm),
                         "ld $dst, [$imm]">;
let mayStore = 1 in
def ST : ImmediateFormat<0b00110, (outs), (ins Acc:$src, addr8:$imm),
                         "st $src, [$imm]">;

// An operation on the accumulator with a register or an immediate: the
// result replaces the accumulator (the tied "$dst = $src"). The register
// form carries its selection pattern; the immediate form has none, as
// matching only immediates that fit in 8 bits needs a predicate (an
// ImmLeaf naming a Rust function). Patterns of commutative nodes also
// match their operands swapped; the instructions are not isCommutable, as
// `a` and `rN` cannot trade places.
multiclass Arith<bits<4> op, string mnemonic, SDNode node> {
  def r : RegisterFormat<{op, 0}, (outs Acc:$dst), (ins Acc:$src, GPR:$r),
                         mnemonic # " $dst, $r",
                         [(set Acc:$dst, (node Acc:$src, GPR:$r))]>;
  def i : ImmediateFormat<{op, 1}, (outs Acc:$dst), (ins Acc:$src, simm8:$imm),
                          mnemonic # " $dst, $imm">;
}

let Defs = [FLAGS], Constraints = "$dst = $src" in {
  defm ADD : Arith<0b0100, "add", add>;
  defm SUB : Arith<0b0101, "sub", sub>;
  defm AND : Arith<0b0110, "and", and>;
  defm OR  : Arith<0b0111, "or", or>;
  defm XOR : Arith<0b1000, "xor", xor>;
  def SHL : ImmediateFormat<0b10100, (outs Acc:$dst), (ins Acc:$src, shamt:$imm),
                            "shl $dst, $imm">;
  def SHR : ImmediateFormat<0b10101, (outs Acc:$dst), (ins Acc:$src, shamt:$imm),
                            "shr $dst, $imm">;
}

// Compares set the flags as `sub` would, and keep the accumulator.
let Defs = [FLAGS], isCompare = 1 in {
  def CMPr : RegisterFormat<0b10010, (outs), (ins Acc:$src, GPR:$r),
                            "cmp $src, $r">;
  def CMPi : ImmediateFormat<0b10011, (outs), (ins Acc:$src, simm8:$imm),
                             "cmp $src, $imm">;
}

let isBarrier = 1 in
def JMP : JumpFormat<0b11000, "jmp", [(br bb:$target)]>;
let Uses = [FLAGS] in {
  def JZ  : JumpFormat<0b11001, "jz">;
  def JNZ : JumpFormat<0b11010, "jnz">;
}

//===-- Aliases ------------------------------------------------------------===//

// `not a` is `xor a, -1`; the printer uses it too.
def : InstAlias<"not $acc", (XORi Acc:$acc, -1)>;
// After a compare, "jump if equal" reads better than "jump if zero".
def : MnemonicAlias<"jeq", "jz">;
def : MnemonicAlias<"jne", "jnz">;

//===-- Selection patterns -------------------------------------------------===//

// Beside the instructions' own: an xor with all ones is `not`, and a
// value added to itself is shifted left by one.
def : Pat<(xor Acc:$src, -1), (XORi Acc:$src, -1)>;
def : Pat<(add Acc:$src, Acc:$src), (SHL Acc:$src, 1)>;

//===-- The target ---------------------------------------------------------===//

def Acc16InstrInfo : InstrInfo;

def Acc16 : Target {
  let InstructionSet = Acc16InstrInfo;
  let CommentStrings = [";"];
  let PointerBits = 16;
  let TextAlignment = 2;
  let NopBytes = [0x00, 0x00];
}
