//===- X86Selection.td - x86-64 selection patterns and calling convention -===//
//
// System V: integer arguments in rdi, rsi, rdx, rcx, r8 and r9, the result
// in rax; rbx, rbp and r12-r15 preserved; rsp the stack pointer (never
// allocated, and no frame: selected functions make no calls).
//
// Values of i8, i16, i32 and i64 live in the byte, word, doubleword and
// quadword views of the sixteen general registers, i1 (a boolean, 0 or 1
// as setcc writes it) in a byte register too, f32 and f64 in the low
// element of an XMM register. Most instructions are two-address: the
// selector copies the tied input into the output first.
//
// Fixed registers: a shift or rotate by a variable count reads it in cl,
// division its dividend in rdx:rax (the quotient lands in rax, the
// remainder in rdx), and the flags connect a compare to the jump, setcc or
// cmov after it. A physical register in a pattern to match (`(i8 CL)`)
// puts the value found there into that register, right before the first
// instruction of the result that reads it; `COPY_TO_REG` does the same for
// a value the result makes (the zeroed rdx of an unsigned division).
//
// The immediate forms: a sign-extended byte (0x83, 0x6B) where it fits,
// else the full immediate (32 bits sign-extended for 64-bit operations).
// Constants: movl for those a zero-extended 32-bit value gives (the upper
// half is cleared), movq with a sign-extended 32-bit one, movabsq else.
//
// lzcnt, tzcnt and popcnt are not described here (though this machine's
// processor has them): ctlz and cttz take bsr and bsf, with a cmov for the
// zero input, and ctpop has no pattern. cmov and imul with a destination
// have no 8-bit form, and the 8-bit div leaves its remainder in ah: bytes
// go through 32-bit registers for them.
//
//===----------------------------------------------------------------------===//

// Byte values are allocated from the byte registers without AH-BH: those
// cannot be named beside a REX prefix (SIL, R8B), and are not the low bits
// of any register a 64-bit copy moves.
def GR8_NOH : RegisterClass<"X86", [i8], 8, (sub GR8, (add AH, CH, DH, BH))>;
// Booleans, 0 or 1, in the same registers.
def GR8_BOOL : RegisterClass<"X86", [i1], 8, (sub GR8, (add AH, CH, DH, BH))>;

def X86CallingConv : CallingConv {
  // System V: integers and floats count apart; the rest go on the stack.
  let ArgumentRegisters = [RDI, RSI, RDX, RCX, R8, R9];
  let FloatArgumentRegisters = [XMM0, XMM1, XMM2, XMM3, XMM4, XMM5, XMM6, XMM7];
  let ReturnRegister = RAX; let FloatReturnRegister = XMM0;
  let CalleeSaved = [RBX, RBP, R12, R13, R14, R15];
  // RSP with its views esp, sp and spl; APX's R16-R31, which a processor
  // without APX does not have.
  let StackPointer = RSP;
  let Reserved = !listconcat([RSP], !foreach(i, !range(16, 32), !cast<Register>("R"#i)));
  let ValueClasses = [GR8_NOH, GR8_BOOL, GR16, GR32, GR64, FR32, FR64];
}

//===-- Immediates ---------------------------------------------------------===//

def i8immAny  : ImmLeaf<i8, "is_any_imm">;
def i16immAny : ImmLeaf<i16, "is_any_imm">;
def i32immAny : ImmLeaf<i32, "is_any_imm">;
def i16immSExt8  : ImmLeaf<i16, "is_simm8">;
def i32immSExt8  : ImmLeaf<i32, "is_simm8">;
def i64immSExt8  : ImmLeaf<i64, "is_simm8">;
def i64immSExt32 : ImmLeaf<i64, "is_simm32">;
def i64immZExt32 : ImmLeaf<i64, "is_uimm32">;

// A 64-bit constant as a 32-bit move's immediate.
def Low32 : SDNodeXForm<imm, "low32">;
// A count of any integer type as the count byte of a shift.
def CountByte : SDNodeXForm<imm, "count_byte">;
// A floating-point constant's bits, for an integer move.
def FloatBits : SDNodeXForm<fpimm, "float_bits">;
// A boolean constant as a byte.
def BoolByte : SDNodeXForm<imm, "bool_byte">;

//===-- Operand sizes ------------------------------------------------------===//

// What selection needs to know of one integer size: its type and class,
// the instruction-name width, the immediates of its full and
// sign-extended byte forms, and the register a shift count of this type is
// copied into (cl, or the register containing it).
class IntSize<ValueType vt, RegisterClass rc, int width, PatFrag imm, PatFrag imm8, Register count> {
  ValueType VT = vt;
  RegisterClass RC = rc;
  int Bits = width;
  PatFrag Imm = imm;
  PatFrag Imm8 = imm8;
  Register Count = count;
}
// (The 8-bit forms have no sign-extended byte immediate: Imm8 is unused.)
def Int8  : IntSize<i8,  GR8,  8,  i8immAny,     i8immAny,    CL>;
def Int16 : IntSize<i16, GR16, 16, i16immAny,    i16immSExt8, CX>;
def Int32 : IntSize<i32, GR32, 32, i32immAny,    i32immSExt8, ECX>;
def Int64 : IntSize<i64, GR64, 64, i64immSExt32, i64immSExt8, RCX>;
defvar IntSizes = [Int8, Int16, Int32, Int64];
defvar WideSizes = [Int16, Int32, Int64];

// An instruction of one size: `Inst<"ADD", Int32, "rr">` is ADD32rr.
class Inst<string name, IntSize s, string form> {
  Instruction I = !cast<Instruction>(name # s.Bits # form);
}

//===-- Constants ----------------------------------------------------------===//

def : Pat<(i8 imm:$i), (MOV8ri imm:$i)>;
def : Pat<(i16 imm:$i), (MOV16ri imm:$i)>;
def : Pat<(i32 imm:$i), (MOV32ri imm:$i)>;
let AddedComplexity = 2 in
def : Pat<(i64 i64immZExt32:$i), (COPY_TO_REGCLASS (MOV32ri (Low32 imm:$i)), GR64)>;
let AddedComplexity = 1 in
def : Pat<(i64 i64immSExt32:$i), (MOV64ri32 imm:$i)>;
def : Pat<(i64 imm:$i), (MOV64ri imm:$i)>;

//===-- Arithmetic and logic -----------------------------------------------===//

// dst = a op b, with a register, a sign-extended byte or a full immediate.
multiclass BinOpPats<SDNode node, string name> {
  foreach s = IntSizes in {
    def : Pat<(node s.RC:$a, s.RC:$b), (Inst<name, s, "rr">.I $a, $b)>;
    def : Pat<(node s.RC:$a, s.Imm:$i), (Inst<name, s, "ri">.I $a, $i)>;
    if !ne(s.Bits, 8) then
      let AddedComplexity = 1 in
      def : Pat<(node s.RC:$a, s.Imm8:$i), (Inst<name, s, "ri8">.I $a, $i)>;
  }
}
defm : BinOpPats<add, "ADD">;
defm : BinOpPats<sub, "SUB">;
defm : BinOpPats<and, "AND">;
defm : BinOpPats<or,  "OR">;
defm : BinOpPats<xor, "XOR">;

// Ahead of the immediate forms, which would take these literals too.
let AddedComplexity = 2 in
foreach s = IntSizes in {
  def : Pat<(sub 0, s.RC:$a), (Inst<"NEG", s, "r">.I $a)>;
  def : Pat<(xor s.RC:$a, -1), (Inst<"NOT", s, "r">.I $a)>;
  def : Pat<(add s.RC:$a, 1), (Inst<"INC", s, "r">.I $a)>;
  def : Pat<(add s.RC:$a, -1), (Inst<"DEC", s, "r">.I $a)>;
}

// Multiplication: imul has no 8-bit form with a destination, and the low
// byte of a 32-bit product is the 8-bit product.
foreach s = WideSizes in {
  def : Pat<(mul s.RC:$a, s.RC:$b), (Inst<"IMUL", s, "rr">.I $a, $b)>;
  def : Pat<(mul s.RC:$a, s.Imm:$i), (Inst<"IMUL", s, "rri">.I $a, $i)>;
  let AddedComplexity = 1 in
  def : Pat<(mul s.RC:$a, s.Imm8:$i), (Inst<"IMUL", s, "rri8">.I $a, $i)>;
}
def : Pat<(mul GR8:$a, GR8:$b),
          (COPY_TO_REGCLASS (IMUL32rr (COPY_TO_REGCLASS $a, GR32), (COPY_TO_REGCLASS $b, GR32)), GR8)>;

// Division by register pair: the dividend in rdx:rax (edx:eax, dx:ax),
// zero-extended for div, sign-extended for idiv (cqto, cltd, cwtd); the
// quotient in rax, the remainder in rdx.
class DivSize<IntSize s, Register a, Register d, Instruction signExtend> {
  IntSize Size = s;
  Register A = a;
  Register D = d;
  Instruction SignExtend = signExtend;
}
foreach div = [DivSize<Int16, AX, DX, CWD>, DivSize<Int32, EAX, EDX, CDQ>, DivSize<Int64, RAX, RDX, CQO>] in {
  defvar s = div.Size;
  defvar a = div.A;
  defvar d = div.D;
  defvar unsigned = Inst<"DIV", s, "r">.I;
  defvar signed = Inst<"IDIV", s, "r">.I;
  defvar extend = div.SignExtend;
  def : Pattern<(udiv (s.VT a), s.RC:$b), [(COPY_TO_REG (MOV32ri 0), EDX), (unsigned $b), (COPY_TO_REGCLASS a, s.RC)]>;
  def : Pattern<(urem (s.VT a), s.RC:$b), [(COPY_TO_REG (MOV32ri 0), EDX), (unsigned $b), (COPY_TO_REGCLASS d, s.RC)]>;
  def : Pattern<(sdiv (s.VT a), s.RC:$b), [(extend), (signed $b), (COPY_TO_REGCLASS a, s.RC)]>;
  def : Pattern<(srem (s.VT a), s.RC:$b), [(extend), (signed $b), (COPY_TO_REGCLASS d, s.RC)]>;
}
// Bytes: divided as 32-bit values (the 8-bit forms leave the remainder in
// ah, which no copy reaches).
def : Pattern<(udiv GR8:$a, GR8:$b), [(COPY_TO_REG (MOVZX32rr8 $a), EAX), (COPY_TO_REG (MOV32ri 0), EDX),
                                      (DIV32r (MOVZX32rr8 $b)), (COPY_TO_REGCLASS EAX, GR8)]>;
def : Pattern<(urem GR8:$a, GR8:$b), [(COPY_TO_REG (MOVZX32rr8 $a), EAX), (COPY_TO_REG (MOV32ri 0), EDX),
                                      (DIV32r (MOVZX32rr8 $b)), (COPY_TO_REGCLASS EDX, GR8)]>;
def : Pattern<(sdiv GR8:$a, GR8:$b), [(COPY_TO_REG (MOVSX32rr8 $a), EAX), (CDQ),
                                      (IDIV32r (MOVSX32rr8 $b)), (COPY_TO_REGCLASS EAX, GR8)]>;
def : Pattern<(srem GR8:$a, GR8:$b), [(COPY_TO_REG (MOVSX32rr8 $a), EAX), (CDQ),
                                      (IDIV32r (MOVSX32rr8 $b)), (COPY_TO_REGCLASS EDX, GR8)]>;

//===-- Shifts and rotates -------------------------------------------------===//

// By a count of any integer type: a constant (1 has its own encoding; a
// literal matches whatever its type), or a variable count in cl.
multiclass ShiftPats<SDNode node, string name> {
  foreach s = IntSizes in {
    def : Pat<(node s.RC:$a, (i8 1)), (Inst<name, s, "r1">.I $a)>;
    foreach c = IntSizes in {
      def : Pat<(node s.RC:$a, (c.VT c.Count)), (Inst<name, s, "rCL">.I $a)>;
      def : Pat<(node s.RC:$a, (c.VT imm:$n)), (Inst<name, s, "ri">.I $a, (CountByte imm:$n))>;
    }
  }
}
defm : ShiftPats<shl,  "SHL">;
defm : ShiftPats<srl,  "SHR">;
defm : ShiftPats<sra,  "SAR">;
defm : ShiftPats<rotl, "ROL">;
defm : ShiftPats<rotr, "ROR">;

//===-- Bits ---------------------------------------------------------------===//

def : Pat<(bswap GR64:$a), (BSWAP64r $a)>;
def : Pat<(bswap GR32:$a), (BSWAP32r $a)>;
def : Pat<(bswap GR16:$a), (ROL16ri $a, 8)>;

// bsr and bsf set ZF for a zero input (their result is then undefined):
// the cmov puts in what makes the answer the width.
def : Pat<(ctlz GR64:$a), (XOR64ri8 (CMOVE64rr (BSR64rr $a), (MOV64ri32 127)), 63)>;
def : Pat<(ctlz GR32:$a), (XOR32ri8 (CMOVE32rr (BSR32rr $a), (MOV32ri 63)), 31)>;
def : Pat<(cttz GR64:$a), (CMOVE64rr (BSF64rr $a), (MOV64ri32 64))>;
def : Pat<(cttz GR32:$a), (CMOVE32rr (BSF32rr $a), (MOV32ri 32))>;
// Narrower values: a bit set just past them (below them, for ctlz) makes
// the input never zero.
def : Pat<(ctlz GR16:$a), (COPY_TO_REGCLASS (XOR32ri8 (BSR32rr (OR32ri (SHL32ri (MOVZX32rr16 $a), 16), 0x8000)), 31), GR16)>;
def : Pat<(ctlz GR8:$a), (COPY_TO_REGCLASS (XOR32ri8 (BSR32rr (OR32ri (SHL32ri (MOVZX32rr8 $a), 24), 0x800000)), 31), GR8)>;
def : Pat<(cttz GR16:$a), (COPY_TO_REGCLASS (BSF32rr (OR32ri (MOVZX32rr16 $a), 0x10000)), GR16)>;
def : Pat<(cttz GR8:$a), (COPY_TO_REGCLASS (BSF32rr (OR32ri (MOVZX32rr8 $a), 0x100)), GR8)>;

//===-- Extension and truncation -------------------------------------------===//

def : Pat<(i64 (sext GR8:$a)), (MOVSX64rr8 $a)>;
def : Pat<(i64 (sext GR16:$a)), (MOVSX64rr16 $a)>;
def : Pat<(i64 (sext GR32:$a)), (MOVSX64rr32 $a)>;
def : Pat<(i32 (sext GR8:$a)), (MOVSX32rr8 $a)>;
def : Pat<(i32 (sext GR16:$a)), (MOVSX32rr16 $a)>;
def : Pat<(i16 (sext GR8:$a)), (MOVSX16rr8 $a)>;
def : Pat<(i64 (zext GR8:$a)), (MOVZX64rr8 $a)>;
def : Pat<(i64 (zext GR16:$a)), (MOVZX64rr16 $a)>;
// A 32-bit move clears the upper half.
def : Pat<(i64 (zext GR32:$a)), (COPY_TO_REGCLASS (MOV32rr $a), GR64)>;
def : Pat<(i32 (zext GR8:$a)), (MOVZX32rr8 $a)>;
def : Pat<(i32 (zext GR16:$a)), (MOVZX32rr16 $a)>;
def : Pat<(i16 (zext GR8:$a)), (MOVZX16rr8 $a)>;

// Between views of one register, only the low bits matter.
foreach from = IntSizes in
  foreach to = IntSizes in {
    if !gt(to.Bits, from.Bits) then
      def : Pat<(to.VT (anyext from.RC:$a)), (COPY_TO_REGCLASS $a, to.RC)>;
    if !lt(to.Bits, from.Bits) then
      def : Pat<(to.VT (trunc from.RC:$a)), (COPY_TO_REGCLASS $a, to.RC)>;
  }

def : Pat<(sext_inreg GR64:$a, i8), (MOVSX64rr8 (COPY_TO_REGCLASS $a, GR8))>;
def : Pat<(sext_inreg GR64:$a, i16), (MOVSX64rr16 (COPY_TO_REGCLASS $a, GR16))>;
def : Pat<(sext_inreg GR64:$a, i32), (MOVSX64rr32 (COPY_TO_REGCLASS $a, GR32))>;
def : Pat<(sext_inreg GR32:$a, i8), (MOVSX32rr8 (COPY_TO_REGCLASS $a, GR8))>;
def : Pat<(sext_inreg GR32:$a, i16), (MOVSX32rr16 (COPY_TO_REGCLASS $a, GR16))>;
def : Pat<(sext_inreg GR16:$a, i8), (MOVSX16rr8 (COPY_TO_REGCLASS $a, GR8))>;
// The lowest bit everywhere: up to the top and back.
foreach s = IntSizes in
  def : Pat<(sext_inreg s.RC:$a, i1), (Inst<"SAR", s, "ri">.I (Inst<"SHL", s, "ri">.I $a, !sub(s.Bits, 1)), !sub(s.Bits, 1))>;

// Booleans: their byte is already 0 or 1.
def : Pat<(i8 (zext GR8_BOOL:$c)), (COPY_TO_REGCLASS $c, GR8)>;
def : Pat<(i16 (zext GR8_BOOL:$c)), (MOVZX16rr8 (COPY_TO_REGCLASS $c, GR8))>;
def : Pat<(i32 (zext GR8_BOOL:$c)), (MOVZX32rr8 (COPY_TO_REGCLASS $c, GR8))>;
def : Pat<(i64 (zext GR8_BOOL:$c)), (MOVZX64rr8 (COPY_TO_REGCLASS $c, GR8))>;
def : Pat<(i8 (anyext GR8_BOOL:$c)), (COPY_TO_REGCLASS $c, GR8)>;
def : Pat<(i16 (anyext GR8_BOOL:$c)), (COPY_TO_REGCLASS $c, GR16)>;
def : Pat<(i32 (anyext GR8_BOOL:$c)), (COPY_TO_REGCLASS $c, GR32)>;
def : Pat<(i64 (anyext GR8_BOOL:$c)), (COPY_TO_REGCLASS $c, GR64)>;
def : Pat<(i8 (sext GR8_BOOL:$c)), (NEG8r (COPY_TO_REGCLASS $c, GR8))>;
def : Pat<(i16 (sext GR8_BOOL:$c)), (NEG16r (MOVZX16rr8 (COPY_TO_REGCLASS $c, GR8)))>;
def : Pat<(i32 (sext GR8_BOOL:$c)), (NEG32r (MOVZX32rr8 (COPY_TO_REGCLASS $c, GR8)))>;
def : Pat<(i64 (sext GR8_BOOL:$c)), (NEG64r (MOVZX64rr8 (COPY_TO_REGCLASS $c, GR8)))>;
foreach s = IntSizes in
  def : Pat<(i1 (trunc s.RC:$a)), (COPY_TO_REGCLASS (AND8ri (COPY_TO_REGCLASS $a, GR8), 1), GR8_BOOL)>;
def : Pat<(i1 imm:$i), (COPY_TO_REGCLASS (MOV8ri (BoolByte imm:$i)), GR8_BOOL)>;
// Logic on booleans keeps them 0 or 1.
foreach op = [[and, AND8rr], [or, OR8rr], [xor, XOR8rr]] in {
  defvar node = op[0];
  defvar inst = op[1];
  def : Pat<(node GR8_BOOL:$a, GR8_BOOL:$b),
            (COPY_TO_REGCLASS (inst (COPY_TO_REGCLASS $a, GR8), (COPY_TO_REGCLASS $b, GR8)), GR8_BOOL)>;
}

//===-- Memory -------------------------------------------------------------===//

// base + index * scale + displacement, the five slots of a memory operand
// (base, scale, index, displacement, segment).
def addr : ComplexPattern<i64, 5, "select_addr", [add, shl]>;

foreach s = IntSizes in {
  def : Pat<(s.VT (load addr:$p)), (Inst<"MOV", s, "rm">.I addr:$p)>;
  def : Pat<(store s.RC:$v, addr:$p), (Inst<"MOV", s, "mr">.I addr:$p, $v)>;
  def : Pat<(store (s.VT s.Imm:$i), addr:$p), (Inst<"MOV", s, "mi">.I addr:$p, $i)>;
}

def : Pat<(i64 (zextloadi8 addr:$p)), (MOVZX64rm8 addr:$p)>;
def : Pat<(i64 (zextloadi16 addr:$p)), (MOVZX64rm16 addr:$p)>;
def : Pat<(i64 (zextloadi32 addr:$p)), (COPY_TO_REGCLASS (MOV32rm addr:$p), GR64)>;
def : Pat<(i32 (zextloadi8 addr:$p)), (MOVZX32rm8 addr:$p)>;
def : Pat<(i32 (zextloadi16 addr:$p)), (MOVZX32rm16 addr:$p)>;
def : Pat<(i16 (zextloadi8 addr:$p)), (MOVZX16rm8 addr:$p)>;
def : Pat<(i64 (extloadi8 addr:$p)), (MOVZX64rm8 addr:$p)>;
def : Pat<(i64 (extloadi16 addr:$p)), (MOVZX64rm16 addr:$p)>;
def : Pat<(i64 (extloadi32 addr:$p)), (COPY_TO_REGCLASS (MOV32rm addr:$p), GR64)>;
def : Pat<(i32 (extloadi8 addr:$p)), (MOVZX32rm8 addr:$p)>;
def : Pat<(i32 (extloadi16 addr:$p)), (MOVZX32rm16 addr:$p)>;
def : Pat<(i16 (extloadi8 addr:$p)), (MOVZX16rm8 addr:$p)>;
def : Pat<(i64 (sextloadi8 addr:$p)), (MOVSX64rm8 addr:$p)>;
def : Pat<(i64 (sextloadi16 addr:$p)), (MOVSX64rm16 addr:$p)>;
def : Pat<(i64 (sextloadi32 addr:$p)), (MOVSX64rm32 addr:$p)>;
def : Pat<(i32 (sextloadi8 addr:$p)), (MOVSX32rm8 addr:$p)>;
def : Pat<(i32 (sextloadi16 addr:$p)), (MOVSX32rm16 addr:$p)>;
def : Pat<(i16 (sextloadi8 addr:$p)), (MOVSX16rm8 addr:$p)>;

// A boolean in memory is a byte, 0 or 1.
def : Pat<(i1 (load addr:$p)), (COPY_TO_REGCLASS (AND8ri (MOV8rm addr:$p), 1), GR8_BOOL)>;
def : Pat<(store GR8_BOOL:$v, addr:$p), (MOV8mr addr:$p, (COPY_TO_REGCLASS $v, GR8))>;

// Truncating stores write the low part of the register.
foreach from = IntSizes in {
  if !gt(from.Bits, 8) then
    def : Pat<(truncstorei8 from.RC:$v, addr:$p), (MOV8mr addr:$p, (COPY_TO_REGCLASS $v, GR8))>;
  if !gt(from.Bits, 16) then
    def : Pat<(truncstorei16 from.RC:$v, addr:$p), (MOV16mr addr:$p, (COPY_TO_REGCLASS $v, GR16))>;
  if !gt(from.Bits, 32) then
    def : Pat<(truncstorei32 from.RC:$v, addr:$p), (MOV32mr addr:$p, (COPY_TO_REGCLASS $v, GR32))>;
}

//===-- Compare, branch, setcc and select ----------------------------------===//

// A condition code of integers and the x86 condition that tests it after
// `cmp b, a` (a - b): its jump, setcc and cmov.
class IntCond<CondCode cc, string name> {
  CondCode CC = cc;
  string Name = name;
  Instruction Jump = !cast<Instruction>("JCC_" # name # "_1");
  Instruction Set = !cast<Instruction>("SET" # !toupper(name) # "r");
  string Cmov = "CMOV" # !toupper(name);
}
defvar IntConds = [IntCond<SETEQ, "e">, IntCond<SETNE, "ne">, IntCond<SETLT, "l">, IntCond<SETLE, "le">,
                   IntCond<SETGT, "g">, IntCond<SETGE, "ge">, IntCond<SETULT, "b">, IntCond<SETULE, "be">,
                   IntCond<SETUGT, "a">, IntCond<SETUGE, "ae">];

// Everything that reads a condition `test` the instruction `flags` sets:
// a branch, a value of every width (setcc, then a zero extension; an i1
// extended later is a boolean's extension, below) and a select (cmov;
// bytes through 32-bit registers).
multiclass FlagUses<dag test, dag flags, IntCond c> {
  defvar jump = c.Jump;
  defvar set = c.Set;
  def : Pattern<(brcond (i1 test), bb:$t), [flags, (jump bb:$t)]>;
  def : Pattern<(i1 test), [flags, (COPY_TO_REGCLASS (set), GR8_BOOL)]>;
  def : Pattern<(i8 test), [flags, (set)]>;
  def : Pattern<(i16 test), [flags, (MOVZX16rr8 (set))]>;
  def : Pattern<(i32 test), [flags, (MOVZX32rr8 (set))]>;
  def : Pattern<(i64 test), [flags, (MOVZX64rr8 (set))]>;
  foreach t = WideSizes in {
    defvar cmov = Inst<c.Cmov, t, "rr">.I;
    def : Pattern<(select (i1 test), t.RC:$x, t.RC:$y), [flags, (cmov $y, $x)]>;
  }
  def : Pattern<(select (i1 test), GR8:$x, GR8:$y),
                [flags, (COPY_TO_REGCLASS (Inst<c.Cmov, Int32, "rr">.I (COPY_TO_REGCLASS $y, GR32), (COPY_TO_REGCLASS $x, GR32)), GR8)]>;
}

// Compares: a register with a register or an immediate (the assembler
// takes the sign-extended byte form where it fits).
foreach s = IntSizes in
  foreach c = IntConds in {
    defm : FlagUses<(setcc s.RC:$a, s.RC:$b, c.CC), (Inst<"CMP", s, "rr">.I $a, $b), c>;
    defm : FlagUses<(setcc s.RC:$a, s.Imm:$b, c.CC), (Inst<"CMP", s, "ri">.I $a, $b), c>;
    defvar jump = c.Jump;
    def : Pattern<(br_cc c.CC, s.RC:$a, s.RC:$b, bb:$t), [(Inst<"CMP", s, "rr">.I $a, $b), (jump bb:$t)]>;
    def : Pattern<(br_cc c.CC, s.RC:$a, s.Imm:$b, bb:$t), [(Inst<"CMP", s, "ri">.I $a, $b), (jump bb:$t)]>;
  }

// A value as a condition: not zero.
foreach s = IntSizes in {
  def : Pattern<(brcond s.RC:$c, bb:$t), [(Inst<"TEST", s, "rr">.I $c, $c), (JCC_ne_1 bb:$t)]>;
  foreach t = WideSizes in
    def : Pattern<(select s.RC:$c, t.RC:$x, t.RC:$y), [(Inst<"TEST", s, "rr">.I $c, $c), (Inst<"CMOVNE", t, "rr">.I $y, $x)]>;
  def : Pattern<(select s.RC:$c, GR8:$x, GR8:$y),
                [(Inst<"TEST", s, "rr">.I $c, $c),
                 (COPY_TO_REGCLASS (CMOVNE32rr (COPY_TO_REGCLASS $y, GR32), (COPY_TO_REGCLASS $x, GR32)), GR8)]>;
}
def : Pattern<(brcond GR8_BOOL:$c, bb:$t), [(TEST8ri (COPY_TO_REGCLASS $c, GR8), 1), (JCC_ne_1 bb:$t)]>;
foreach t = WideSizes in
  def : Pattern<(select GR8_BOOL:$c, t.RC:$x, t.RC:$y), [(TEST8ri (COPY_TO_REGCLASS $c, GR8), 1), (Inst<"CMOVNE", t, "rr">.I $y, $x)]>;
def : Pattern<(select GR8_BOOL:$c, GR8:$x, GR8:$y),
              [(TEST8ri (COPY_TO_REGCLASS $c, GR8), 1),
               (COPY_TO_REGCLASS (CMOVNE32rr (COPY_TO_REGCLASS $y, GR32), (COPY_TO_REGCLASS $x, GR32)), GR8)]>;

//===-- Floating point -----------------------------------------------------===//

// Scalars in the low element of an XMM register (SSE2). Between them and
// general registers: movd and movq, which leave the flags alone.
def : Pat<(f64 (bitconvert GR64:$a)), (COPY_TO_REGCLASS (v2i64 (MOV64toPQIrr $a)), FR64)>;
def : Pat<(i64 (bitconvert FR64:$a)), (MOVPQIto64rr (v2i64 (COPY_TO_REGCLASS $a, VR128)))>;
def : Pat<(f32 (bitconvert GR32:$a)), (COPY_TO_REGCLASS (v4i32 (MOVDI2PDIrr $a)), FR32)>;
def : Pat<(i32 (bitconvert FR32:$a)), (MOVPDI2DIrr (v4i32 (COPY_TO_REGCLASS $a, VR128)))>;

// Constants: their bits through a general register.
def : Pat<(f64 fpimm:$c), (COPY_TO_REGCLASS (v2i64 (MOV64toPQIrr (MOV64ri (FloatBits fpimm:$c)))), FR64)>;
def : Pat<(f32 fpimm:$c), (COPY_TO_REGCLASS (v4i32 (MOVDI2PDIrr (MOV32ri (FloatBits fpimm:$c)))), FR32)>;

// The sign bit flipped, in a general register.
def : Pat<(fneg FR64:$a),
          (COPY_TO_REGCLASS (v2i64 (MOV64toPQIrr (XOR64rr (MOVPQIto64rr (v2i64 (COPY_TO_REGCLASS $a, VR128))), (MOV64ri !shl(1, 63))))), FR64)>;
def : Pat<(fneg FR32:$a),
          (COPY_TO_REGCLASS (v4i32 (MOVDI2PDIrr (XOR32ri (MOVPDI2DIrr (v4i32 (COPY_TO_REGCLASS $a, VR128))), 0x80000000))), FR32)>;

// One precision: its type, class, record-name part (ADDSDrr) and compare.
class FloatSize<ValueType vt, RegisterClass rc, string name, Instruction ucomi> {
  ValueType VT = vt;
  RegisterClass RC = rc;
  string Name = name;
  Instruction Ucomi = ucomi;
}
def Float32 : FloatSize<f32, FR32, "SS", UCOMISSrr>;
def Float64 : FloatSize<f64, FR64, "SD", UCOMISDrr>;

foreach p = [Float32, Float64] in {
  def : Pat<(fadd p.RC:$a, p.RC:$b), (!cast<Instruction>("ADD" # p.Name # "rr") $a, $b)>;
  def : Pat<(fsub p.RC:$a, p.RC:$b), (!cast<Instruction>("SUB" # p.Name # "rr") $a, $b)>;
  def : Pat<(fmul p.RC:$a, p.RC:$b), (!cast<Instruction>("MUL" # p.Name # "rr") $a, $b)>;
  def : Pat<(fdiv p.RC:$a, p.RC:$b), (!cast<Instruction>("DIV" # p.Name # "rr") $a, $b)>;
  def : Pat<(p.VT (load addr:$p)), (!cast<Instruction>("MOV" # p.Name # "rm") addr:$p)>;
  def : Pat<(store p.RC:$v, addr:$p), (!cast<Instruction>("MOV" # p.Name # "mr") addr:$p, $v)>;
  // Conversions (towards zero, for the integer results).
  def : Pat<(p.VT (sint_to_fp GR64:$a)), (!cast<Instruction>("CVTSI642" # p.Name # "rr") $a)>;
  def : Pat<(p.VT (sint_to_fp GR32:$a)), (!cast<Instruction>("CVTSI2" # p.Name # "rr") $a)>;
  def : Pat<(p.VT (sint_to_fp GR16:$a)), (!cast<Instruction>("CVTSI2" # p.Name # "rr") (MOVSX32rr16 $a))>;
  def : Pat<(p.VT (sint_to_fp GR8:$a)), (!cast<Instruction>("CVTSI2" # p.Name # "rr") (MOVSX32rr8 $a))>;
  def : Pat<(i64 (fp_to_sint p.RC:$a)), (!cast<Instruction>("CVTT" # p.Name # "2SI64rr") $a)>;
  def : Pat<(i32 (fp_to_sint p.RC:$a)), (!cast<Instruction>("CVTT" # p.Name # "2SIrr") $a)>;
  def : Pat<(i16 (fp_to_sint p.RC:$a)), (COPY_TO_REGCLASS (!cast<Instruction>("CVTT" # p.Name # "2SIrr") $a), GR16)>;
  def : Pat<(i8 (fp_to_sint p.RC:$a)), (COPY_TO_REGCLASS (!cast<Instruction>("CVTT" # p.Name # "2SIrr") $a), GR8)>;
}

// Selects of floats: a cmov of their bits.
multiclass FloatSelect<dag test, dag flags, IntCond c> {
  defvar cmov32 = Inst<c.Cmov, Int32, "rr">.I;
  defvar cmov64 = Inst<c.Cmov, Int64, "rr">.I;
  def : Pattern<(select (i1 test), FR32:$x, FR32:$y),
                [flags, (COPY_TO_REGCLASS (v4i32 (MOVDI2PDIrr (cmov32 (MOVPDI2DIrr (v4i32 (COPY_TO_REGCLASS $y, VR128))),
                                                               (MOVPDI2DIrr (v4i32 (COPY_TO_REGCLASS $x, VR128)))))), FR32)]>;
  def : Pattern<(select (i1 test), FR64:$x, FR64:$y),
                [flags, (COPY_TO_REGCLASS (v2i64 (MOV64toPQIrr (cmov64 (MOVPQIto64rr (v2i64 (COPY_TO_REGCLASS $y, VR128))),
                                                                (MOVPQIto64rr (v2i64 (COPY_TO_REGCLASS $x, VR128)))))), FR64)]>;
}
// Float selects on integer compares, and so on a boolean (not 0).
foreach s = IntSizes in foreach c = IntConds in { defm : FloatSelect<(setcc s.RC:$a, s.RC:$b, c.CC), (Inst<"CMP", s, "rr">.I $a, $b), c>; defm : FloatSelect<(setcc s.RC:$a, s.Imm:$b, c.CC), (Inst<"CMP", s, "ri">.I $a, $b), c>; }
// ucomis sets ZF, PF and CF as an unsigned compare would, all three when unordered: CF says "less or unordered",
// ZF "equal or unordered", PF "unordered". eq ... ge may ignore NaN (undefined with them); the other greater and
// less ones compare the other way round. oeq and une need two flags: legalization makes them of ult and ugt.
class FloatCond<CondCode cc, string name, bit swap> {
  CondCode CC = cc;
  IntCond Cond = IntCond<SETEQ, name>;
  bit Swap = swap;
}
foreach p = [Float32, Float64] in
  foreach f = [FloatCond<SETEQ, "e", 0>, FloatCond<SETNE, "ne", 0>, FloatCond<SETLT, "b", 0>, FloatCond<SETLE, "be", 0>, FloatCond<SETGT, "a", 0>, FloatCond<SETGE, "ae", 0>,
               FloatCond<SETULT, "b", 0>, FloatCond<SETULE, "be", 0>, FloatCond<SETUGT, "b", 1>, FloatCond<SETUGE, "be", 1>, FloatCond<SETOGT, "a", 0>, FloatCond<SETOGE, "ae", 0>,
               FloatCond<SETOLT, "a", 1>, FloatCond<SETOLE, "ae", 1>, FloatCond<SETONE, "ne", 0>, FloatCond<SETUEQ, "e", 0>, FloatCond<SETO, "np", 0>, FloatCond<SETUO, "p", 0>] in {
    defvar ucomi = p.Ucomi;
    defvar flags = !if(f.Swap, (ucomi $b, $a), (ucomi $a, $b));
    defvar test = (setcc p.RC:$a, p.RC:$b, f.CC);
    defm : FlagUses<test, flags, f.Cond>;
    defm : FloatSelect<test, flags, f.Cond>;
    defvar jump = f.Cond.Jump;
    def : Pattern<(br_cc f.CC, p.RC:$a, p.RC:$b, bb:$t), [flags, (jump bb:$t)]>;
  }
